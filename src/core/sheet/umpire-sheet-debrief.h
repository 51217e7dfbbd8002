/* umpire-sheet-debrief.h: the debrief sheet's content
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-report.h"
#include "umpire-sheet-layout.h"

G_BEGIN_DECLS

/* The debrief of `report`: timeline by turn, each side's totals, the luck
 * audit, and what was undone or changed with the reasons. */
UmpireSheetDocument *umpire_sheet_debrief_build (UmpireReport *report);

G_END_DECLS
