/* umpire-setup-step-heavy.h: setup step 3, heavy weapons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-setup-step.h"

#include "umpire-result-card.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_STEP_HEAVY (umpire_setup_step_heavy_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupStepHeavy, umpire_setup_step_heavy, UMPIRE, SETUP_STEP_HEAVY, UmpireSetupStep)

/* The card of `side`'s `weapon` (its recommendation id, "field-gun", or
 * "other"), for the year and nation of the header; NULL if none. */
UmpireResultCard *umpire_setup_step_heavy_get_card (UmpireSetupStepHeavy *self,
                                                    UmpireSide            side,
                                                    const char           *weapon);

G_END_DECLS
