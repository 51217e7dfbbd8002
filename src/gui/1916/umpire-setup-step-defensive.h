/* umpire-setup-step-defensive.h: setup step 4, defensive works
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-setup-step.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_STEP_DEFENSIVE (umpire_setup_step_defensive_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupStepDefensive, umpire_setup_step_defensive, UMPIRE, SETUP_STEP_DEFENSIVE, UmpireSetupStep)

G_END_DECLS
