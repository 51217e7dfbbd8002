/* umpire-sheet-setup.h: the 1916 setup sheets' content
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-rules.h"
#include "umpire-scenario.h"
#include "umpire-sheet-layout.h"

G_BEGIN_DECLS

/* The setup sheet of one side, or with UMPIRE_SIDE_NONE the umpire's copy
 * (both sides and every roll), from the scenario's events in force; with
 * `odds`, beside each roll the exact odds of what it gave. */
UmpireSheetDocument *umpire_sheet_setup_build (UmpireRules    *rules,
                                               UmpireScenario *scenario,
                                               UmpireSide      side,
                                               gboolean        odds);

G_END_DECLS
