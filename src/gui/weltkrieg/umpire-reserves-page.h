/* umpire-reserves-page.h: Der Weltkrieg HQ reserves, one unit after another
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-dice.h"
#include "umpire-page.h"
#include "umpire-procedure-form.h"
#include "umpire-result.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_RESERVES_PAGE (umpire_reserves_page_get_type ())
G_DECLARE_FINAL_TYPE (UmpireReservesPage, umpire_reserves_page, UMPIRE, RESERVES_PAGE, UmpirePage)

GtkWidget    *umpire_reserves_page_new        (UmpireRules        *rules,
                                               UmpireDice         *dice);
gboolean      umpire_reserves_page_commit     (UmpireReservesPage *self);
UmpireResult *umpire_reserves_page_get_result (UmpireReservesPage *self);
/* The commitment form. */
UmpireProcedureForm *umpire_reserves_page_get_form (UmpireReservesPage *self);
/* How many units were tried in this battle (the rows of its log). */
guint         umpire_reserves_page_get_attempts (UmpireReservesPage *self);

G_END_DECLS
