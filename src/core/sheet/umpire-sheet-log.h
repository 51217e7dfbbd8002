/* umpire-sheet-log.h: the event log sheet's content
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-scenario.h"
#include "umpire-sheet-layout.h"

G_BEGIN_DECLS

/* Every event with its explanation, in words from `rules` (may be NULL);
 * `system` NULL and `side` -1 for all. */
UmpireSheetDocument *umpire_sheet_log_build (UmpireRules    *rules,
                                             UmpireScenario *scenario,
                                             const char     *system,
                                             int             side);

/* One event on a sheet: a heading in words, then its inputs, values and
 * trail, a line a block. */
void                 umpire_sheet_add_event (UmpireSheetDocument *document,
                                             UmpireRules         *rules,
                                             UmpireEvent         *event);

G_END_DECLS
