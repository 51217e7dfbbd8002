/* umpire-sheet-log.h: the event log sheet's content
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-scenario.h"
#include "umpire-sheet-layout.h"

G_BEGIN_DECLS

/* Every event with its explanation; `system` NULL and `side` -1 for all. */
UmpireSheetDocument *umpire_sheet_log_build (UmpireScenario *scenario,
                                             const char     *system,
                                             int             side);

G_END_DECLS
