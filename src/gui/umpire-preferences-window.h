/* umpire-preferences-window.h: the umpire's choices, kept in GSettings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-compat.h"

#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_PREFERENCES_WINDOW (umpire_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (UmpirePreferencesWindow, umpire_preferences_window, UMPIRE, PREFERENCES_WINDOW,
                      UmpirePreferencesBase)

/* The choices offered come from `rules` (eras, scales, optional rules). */
GtkWidget *umpire_preferences_window_new (UmpireRules *rules,
                                          GSettings   *settings);

G_END_DECLS
