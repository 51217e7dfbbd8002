/* umpire-setup-step-heavy.h: setup step 3, heavy weapons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-setup-step.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_STEP_HEAVY (umpire_setup_step_heavy_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupStepHeavy, umpire_setup_step_heavy, UMPIRE, SETUP_STEP_HEAVY, UmpireSetupStep)

G_END_DECLS
