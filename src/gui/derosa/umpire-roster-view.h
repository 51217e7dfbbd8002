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

G_BEGIN_DECLS

#define UMPIRE_TYPE_ROSTER_VIEW (umpire_roster_view_get_type ())
G_DECLARE_FINAL_TYPE (UmpireRosterView, umpire_roster_view, UMPIRE, ROSTER_VIEW, GtkWidget)

/* `roster`: a GListStore of UmpireRosterUnit, which the page owns (the
 * scenario's); it changes with the scenario. Nations are chosen from
 * `rules` (derosa.nations). */
GtkWidget *umpire_roster_view_new        (GListStore       *roster,
                                          UmpireRules      *rules);
void       umpire_roster_view_set_roster (UmpireRosterView *self,
                                          GListStore       *roster);

G_END_DECLS
