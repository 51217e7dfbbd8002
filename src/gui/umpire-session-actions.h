/* umpire-session-actions.h: the session's glue to its window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "umpire-rules.h"
#include "umpire-session.h"

G_BEGIN_DECLS

/* Window glue: win.new, win.open, win.open-recent, win.save, win.save-as, win.undo, win.redo,
 * win.print(s) and win.print-preview(s), on `window`'s action map. */
void            umpire_session_add_actions        (UmpireSession  *self,
                                                   GtkWindow      *window,
                                                   UmpireRules    *rules);
/* Keeps `menu` filled with the recently used scenarios (win.open-recent). */
void            umpire_session_bind_recent_menu   (UmpireSession  *self,
                                                   GMenu          *menu);
/* Call from the window's close-request: TRUE stops the close and asks
 * about unsaved changes first; the window is closed after the answer. */
gboolean        umpire_session_close_request      (UmpireSession  *self,
                                                   GtkWindow      *window);
/* Opens a scenario, asking first about unsaved changes; errors in a dialog. */
void            umpire_session_open_file          (UmpireSession  *self,
                                                   GtkWindow      *window,
                                                   GFile          *file);
/* At start-up: if an autosave was left behind, offers to restore it. */
void            umpire_session_offer_restore      (UmpireSession  *self,
                                                   GtkWindow      *window);

G_END_DECLS
