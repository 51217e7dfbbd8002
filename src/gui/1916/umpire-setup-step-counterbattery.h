/* umpire-setup-step-counterbattery.h: setup step 8, counter-battery fire
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-odds-view.h"
#include "umpire-setup-step.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_STEP_COUNTERBATTERY (umpire_setup_step_counterbattery_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupStepCounterbattery, umpire_setup_step_counterbattery, UMPIRE, SETUP_STEP_COUNTERBATTERY, UmpireSetupStep)

/* "Barrages left for the bombardment: attacker N, defender M", as shown. */
/* The odds of enemy barrages destroyed by `side`'s barrages, before the roll. */
UmpireOddsView *umpire_setup_step_counterbattery_get_odds_view (UmpireSetupStepCounterbattery *self,
                                                                UmpireSide                     side);
const char *umpire_setup_step_counterbattery_get_barrages_left (UmpireSetupStepCounterbattery *self);

G_END_DECLS
