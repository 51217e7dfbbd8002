/* umpire-setup-page.h: the 1916 setup assistant, turn tracker and optional rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-dice.h"
#include "umpire-page.h"
#include "umpire-result.h"
#include "umpire-rules.h"
#include "umpire-session.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_PAGE (umpire_setup_page_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupPage, umpire_setup_page, UMPIRE, SETUP_PAGE, UmpirePage)

GtkWidget    *umpire_setup_page_new        (UmpireRules     *rules,
                                            UmpireDice      *dice);
/* The setup step shown, from 0 (year and sides) to the last (the summary). */
guint         umpire_setup_page_get_step   (UmpireSetupPage *self);
void          umpire_setup_page_set_step   (UmpireSetupPage *self,
                                            guint            step);
guint         umpire_setup_page_get_n_steps (UmpireSetupPage *self);
/* The widget of setup step `step` (an UmpireSetupStep), of the turn tracker
 * and of the optional rules. */
GtkWidget    *umpire_setup_page_get_step_widget    (UmpireSetupPage *self,
                                                    guint            step);
GtkWidget    *umpire_setup_page_get_turns          (UmpireSetupPage *self);
GtkWidget    *umpire_setup_page_get_optional_rules (UmpireSetupPage *self);
/* The result shown, by key: "support-attacker-barrage",
 * "heavy-defender-field-gun", "defensive-attacker", "proximity",
 * "counterbattery-defender", "bombardment-attacker", "lull",
 * "lull-features", "reinforcements", "optional" (the last tool used). */
UmpireResult *umpire_setup_page_get_result (UmpireSetupPage *self,
                                            const char      *key);
/* The page's session (UmpirePage's "session", which the window sets) is
 * the one whose scenario it shows and records into; without one, a scenario
 * of the page's own. Opening, restoring or starting a scenario refills the
 * page from its header and log; undo and redo update the steps' results.
 * Filling records nothing. */

G_END_DECLS
