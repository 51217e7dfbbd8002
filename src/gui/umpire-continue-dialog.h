/* umpire-continue-dialog.h: Continue in a New Battle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-compat.h"
#include "umpire-session.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_CONTINUE_DIALOG (umpire_continue_dialog_get_type ())
G_DECLARE_FINAL_TYPE (UmpireContinueDialog, umpire_continue_dialog, UMPIRE, CONTINUE_DIALOG,
                      UmpirePreferencesBase)

/* What the session's scenario carries over into a next battle, as check
 * rows (all ticked), what it does not and why; "Create the Next Battle…"
 * asks where to save it. The battle must have a file: the next one names
 * it (else the dialog offers to save it first). */
GtkWidget     *umpire_continue_dialog_new       (UmpireSession         *session);
/* The next battle, with the items ticked, written to `file`; this battle
 * saved to its file naming it; the next battle opened in the session and
 * the dialog closed. On an error nothing is opened and the dialog stays. */
gboolean       umpire_continue_dialog_create_at (UmpireContinueDialog  *self,
                                                 GFile                 *file,
                                                 GError               **error);

G_END_DECLS
