/* umpire-roster-view.h: the units on the table, and a form adding one
 *
 * The miniatures page's Roster view: the roster's units, each with a
 * button removing it, and a form that checks a new unit's name and figures
 * (errors beside them in words) before "unit-added" hands it to the page.
 * Built when the view is first shown, or after the page's forms, not
 * before the page's first frame.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-rules.h"
#include "umpire-scenario.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_ROSTER_VIEW (umpire_roster_view_get_type ())
G_DECLARE_FINAL_TYPE (UmpireRosterView, umpire_roster_view, UMPIRE, ROSTER_VIEW, GtkWidget)

/* `roster`: a GListStore of UmpireRosterUnit, which the page owns (the
 * scenario's); it changes with the scenario. Nations are chosen from
 * `rules` (derosa.nations). `scenario` (may be NULL): the one whose log the
 * units' figures and states follow (each row shows them as the battle's
 * state has them, beside the figures set up), and where "Correct…" on a
 * row records a unit corrected by hand (umpire_battle_correct_unit, one
 * undoable action; "unit-corrected" then says how many later results
 * changed). Its errors stand under the fields they are about. */
GtkWidget *umpire_roster_view_new        (GListStore       *roster,
                                          UmpireRules      *rules,
                                          UmpireScenario   *scenario);
void       umpire_roster_view_set_roster (UmpireRosterView *self,
                                          GListStore       *roster,
                                          UmpireScenario   *scenario);

G_END_DECLS
