/* umpire-roster-scenario.h: the miniatures roster a scenario holds
 *
 * The units on the table are part of the scenario: its units of rule
 * system "derosa" (UMPIRE_ROSTER_SYSTEM), saved in its file and its
 * autosave. The roster of a scenario is those units as a GListStore of
 * UmpireRosterUnit, for a page to show and edit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-roster.h"
#include "umpire-scenario.h"

G_BEGIN_DECLS

#define UMPIRE_ROSTER_SYSTEM "derosa"

/* The roster of `scenario`, made from its units on first ask and owned by
 * it. Each change of the roster (a unit added, removed or moved) or of a
 * unit on it (its morale, ammunition, name...) goes into the scenario's
 * units at once, as one change of the scenario: its file and its autosave
 * hold it. A unit without a name is left out of the scenario (a file needs
 * a name; the roster's form asks for one). */
GListStore *umpire_roster_get_for_scenario (UmpireScenario   *scenario);

/* A scenario's unit as a roster's, and back; a morale state the roster does
 * not know is read as good. */
UmpireRosterUnit *umpire_roster_unit_new_from_unit (const UmpireUnit *unit);
void              umpire_roster_unit_to_unit       (UmpireRosterUnit *self,
                                                    UmpireUnit       *unit);

G_END_DECLS
