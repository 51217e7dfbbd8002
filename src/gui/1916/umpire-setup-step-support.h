/* umpire-setup-step-support.h: setup step 2, barrages, airstrikes and gas
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-setup-step.h"

#include "umpire-odds-view.h"
#include "umpire-result-card.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_STEP_SUPPORT (umpire_setup_step_support_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupStepSupport, umpire_setup_step_support, UMPIRE, SETUP_STEP_SUPPORT, UmpireSetupStep)

/* Whether a result shown was rolled for another header than the scenario's now. */
gboolean    umpire_setup_step_support_get_stale   (UmpireSetupStepSupport *self);
/* The line summing up `side`'s support ("British: Barrages 19, ..."), or NULL. */
const char *umpire_setup_step_support_get_summary (UmpireSetupStepSupport *self,
                                                   UmpireSide              side);

/* The card of `side`'s `category` (its index in the chart). */
UmpireResultCard *umpire_setup_step_support_get_card (UmpireSetupStepSupport *self,
                                                      UmpireSide              side,
                                                      guint                   category);
/* The odds its card shows before the roll. */
UmpireOddsView *umpire_setup_step_support_get_odds_view (UmpireSetupStepSupport *self,
                                                         UmpireSide              side,
                                                         guint                   category);

G_END_DECLS
