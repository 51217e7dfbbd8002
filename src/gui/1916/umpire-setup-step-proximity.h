/* umpire-setup-step-proximity.h: setup step 5, proximity and the lull start turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-setup-step.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_STEP_PROXIMITY (umpire_setup_step_proximity_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupStepProximity, umpire_setup_step_proximity, UMPIRE, SETUP_STEP_PROXIMITY, UmpireSetupStep)

G_END_DECLS
