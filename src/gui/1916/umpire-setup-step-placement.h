/* umpire-setup-step-placement.h: setup steps 6 and 7, placing works and troops
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-setup-step.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_STEP_PLACEMENT (umpire_setup_step_placement_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupStepPlacement, umpire_setup_step_placement, UMPIRE, SETUP_STEP_PLACEMENT, UmpireSetupStep)

G_END_DECLS
