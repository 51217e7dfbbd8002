/* umpire-scenario-editor.h: the scenario's title, year, sides and play state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-compat.h"

#include "umpire-session.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SCENARIO_EDITOR (umpire_scenario_editor_get_type ())
G_DECLARE_FINAL_TYPE (UmpireScenarioEditor, umpire_scenario_editor, UMPIRE, SCENARIO_EDITOR,
                      UmpirePreferencesBase)

/* Edits whichever scenario `session` holds, and follows it when another
 * is opened; the nations offered come from the session's rules. */
GtkWidget     *umpire_scenario_editor_new          (UmpireSession        *session);
UmpireSession *umpire_scenario_editor_get_session  (UmpireScenarioEditor *self);

G_END_DECLS
