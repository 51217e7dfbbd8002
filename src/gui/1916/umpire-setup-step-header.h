/* umpire-setup-step-header.h: setup step 1, the year, battle and sides
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-setup-step.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_STEP_HEADER (umpire_setup_step_header_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupStepHeader, umpire_setup_step_header, UMPIRE, SETUP_STEP_HEADER, UmpireSetupStep)

/* "Sub-units on the battlefield, both sides: N", as shown. */
const char *umpire_setup_step_header_get_total (UmpireSetupStepHeader *self);
/* The warning that a big push has no barrages in the year chosen, or NULL. */
const char *umpire_setup_step_header_get_big_push_warning (UmpireSetupStepHeader *self);

G_END_DECLS
