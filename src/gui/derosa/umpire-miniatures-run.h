/* umpire-miniatures-run.h: De Rosa's procedures, run from their forms
 *
 * Runners (UmpireProcedureFormRun) of the miniatures page's forms for
 * movement, morale, close combat and ammunition, and the readers of a
 * form's count and morale fields they share with the page's fire runner.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-derosa.h"
#include "umpire-procedure-form.h"

G_BEGIN_DECLS

/* Field `name` of `form` as a count (0 when empty), and as a morale state
 * (good when empty). */
guint               umpire_miniatures_form_count  (UmpireProcedureForm  *form,
                                                   const char           *name);
UmpireDerosaMorale  umpire_miniatures_form_morale (UmpireProcedureForm  *form,
                                                   const char           *name);

UmpireResult       *umpire_miniatures_run_move    (UmpireProcedureForm  *form,
                                                   UmpireDice           *dice,
                                                   gpointer              data,
                                                   GError              **error);
UmpireResult       *umpire_miniatures_run_morale  (UmpireProcedureForm  *form,
                                                   UmpireDice           *dice,
                                                   gpointer              data,
                                                   GError              **error);
UmpireResult       *umpire_miniatures_run_melee   (UmpireProcedureForm  *form,
                                                   UmpireDice           *dice,
                                                   gpointer              data,
                                                   GError              **error);
UmpireResult       *umpire_miniatures_run_ammo    (UmpireProcedureForm  *form,
                                                   UmpireDice           *dice,
                                                   gpointer              data,
                                                   GError              **error);

G_END_DECLS
