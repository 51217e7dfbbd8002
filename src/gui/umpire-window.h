/* umpire-window.h: the main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-rules.h"
#include "umpire-rules-browser.h"
#include "umpire-session.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_WINDOW (umpire_window_get_type ())
G_DECLARE_FINAL_TYPE (UmpireWindow, umpire_window, UMPIRE, WINDOW, AdwApplicationWindow)

UmpireWindow       *umpire_window_new                 (GtkApplication *application,
                                                       UmpireRules    *rules,
                                                       GSettings      *settings);
UmpireRules        *umpire_window_get_rules           (UmpireWindow   *self);
GSettings          *umpire_window_get_settings        (UmpireWindow   *self);
UmpireSession      *umpire_window_get_session         (UmpireWindow   *self);
void                umpire_window_show_page           (UmpireWindow   *self,
                                                       const char     *name);
const char         *umpire_window_get_page            (UmpireWindow   *self);
UmpireRulesBrowser *umpire_window_get_rules_browser   (UmpireWindow   *self);
void                umpire_window_reload_rules        (UmpireWindow   *self);
void                umpire_window_report_rules_error  (UmpireWindow   *self,
                                                       const char     *message);
void                umpire_window_add_toast           (UmpireWindow   *self,
                                                       AdwToast       *toast);

/* The text of the last toast the window showed (for tests), or NULL. */
const char         *umpire_window_get_last_toast (UmpireWindow *self);
/* The turn marker in the header bar, shared by every page: a button that
 * says the turn, and the spin button behind it, bound to the scenario's. */
GtkWidget          *umpire_window_get_turn_marker (UmpireWindow *self);
GtkWidget          *umpire_window_get_turn_spin   (UmpireWindow *self);

G_END_DECLS
