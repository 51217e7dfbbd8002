/* umpire-players-window.h: what the umpire shows the players, on a second screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-scenario.h"
#include "umpire-session.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_PLAYERS_WINDOW (umpire_players_window_get_type ())
G_DECLARE_FINAL_TYPE (UmpirePlayersWindow, umpire_players_window, UMPIRE, PLAYERS_WINDOW, AdwWindow)

/* `settings` keeps the monitor it was shown on and whether full screen. */
GtkWidget      *umpire_players_window_new         (UmpireSession *session,
                                                   GSettings     *settings);
/* Shows it again after a change of the scenario (it follows the session's
 * scenario and its "changed" by itself). */
void            umpire_players_window_refresh     (UmpirePlayersWindow *self);

/* The event of `scenario`'s log that recorded `result`, the newest first,
 * or NULL. */
UmpireEvent    *umpire_players_find_event         (UmpireScenario *scenario,
                                                   UmpireResult   *result);
/* The scenario of the umpire's window `widget` is in, or NULL (a widget
 * outside one, as in a test of the widget alone). */
UmpireScenario *umpire_players_scenario_for       (GtkWidget      *widget);

G_END_DECLS
