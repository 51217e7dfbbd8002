/* umpire-setup-step-bombardment.h: setup step 9, the pre-game bombardment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-setup-step.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_STEP_BOMBARDMENT (umpire_setup_step_bombardment_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupStepBombardment, umpire_setup_step_bombardment, UMPIRE, SETUP_STEP_BOMBARDMENT, UmpireSetupStep)

/* What a side's group says of the barrages it has for its targets. */
const char *umpire_setup_step_bombardment_get_available (UmpireSetupStepBombardment *self,
                                                         UmpireSide                  side);

G_END_DECLS
