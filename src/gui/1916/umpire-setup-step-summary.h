/* umpire-setup-step-summary.h: the end of the 1916 setup, what stands
 *
 * Each step that rolls, for each side, as done, out of date (saying what
 * it lacks) or not rolled, from the log and the battle's state; and the
 * sheets to print.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-setup-step.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_STEP_SUMMARY (umpire_setup_step_summary_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupStepSummary, umpire_setup_step_summary, UMPIRE, SETUP_STEP_SUMMARY, UmpireSetupStep)

typedef enum
{
  UMPIRE_SETUP_STATUS_NOT_ROLLED,
  UMPIRE_SETUP_STATUS_DONE,
  UMPIRE_SETUP_STATUS_OUT_OF_DATE,
} UmpireSetupStatus;

/* Where step `step` ("support", "heavy-weapons", "defensive-works",
 * "proximity", "counterbattery", "bombardment") stands for `side`
 * (UMPIRE_SIDE_NONE for proximity); `text` (may be NULL) receives what the
 * summary says of it, owned by the step. */
UmpireSetupStatus umpire_setup_step_summary_get_status (UmpireSetupStepSummary *self,
                                                        const char             *step,
                                                        UmpireSide              side,
                                                        const char            **text);

G_END_DECLS
