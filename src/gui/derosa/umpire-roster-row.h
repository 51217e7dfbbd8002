/* umpire-roster-row.h: a unit on the table, as the roster lists it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-roster.h"
#include "umpire-scenario.h"

G_BEGIN_DECLS

typedef struct
{
  const char *id;
  const char *label;       /* N_() marked, as the roster_type row shows it */
  const char *move_type;   /* a derosa.movement row */
  const char *weapon;      /* a derosa.fire weapon */
} UmpireUnitType;

/* The n-th type (the first when out of range), and a unit's type. */
const UmpireUnitType *umpire_unit_type_nth  (guint             n);
const UmpireUnitType *umpire_unit_type_of   (UmpireRosterUnit *unit);

/* A unit as the battle stands: its figures, morale and fire turns used
 * after the results of the log in force (the battle's state, umpire-battle-
 * state.h), or as the roster has them (as set up) without `scenario` or
 * when the state does not hold the unit. Each out pointer may be NULL. */
void                  umpire_roster_unit_get_now          (UmpireRosterUnit   *unit,
                                                           UmpireScenario     *scenario,
                                                           guint              *figures,
                                                           UmpireDerosaMorale *morale,
                                                           guint              *ammo_used);
/* "12 figures", or "12 of 16 figures" when `figures` (those left) are not
 * those the unit was set up with. */
char                 *umpire_roster_unit_dup_figures_text (UmpireRosterUnit   *unit,
                                                           guint               figures);

/* What "Correct…" on a unit's row does. */
typedef void (*UmpireRosterCorrect) (UmpireRosterUnit *unit,
                                     gpointer          data);

/* Lists `roster` in `list`, a row a unit: its nation in the umpire's words
 * (derosa.nations of `rules`; a nation the rules do not name as typed, and
 * said to take no modifier), type, figures and state as the battle of
 * `scenario` stands (may be NULL: as the roster has them), followed as the
 * log changes, a "Correct…" button calling `correct` (with a scenario), and
 * a button removing it from the roster. */
void                  umpire_roster_list_bind (GtkListBox          *list,
                                               GListStore          *roster,
                                               UmpireRules         *rules,
                                               UmpireScenario      *scenario,
                                               UmpireRosterCorrect  correct,
                                               gpointer             correct_data);

/* The nation of a unit to add, chosen from the rules (derosa.nations, in
 * the umpire's words) after "another nation"; the id chosen, or NULL for
 * another nation. */
void                  umpire_roster_nation_row_fill       (AdwComboRow *row,
                                                           UmpireRules *rules);
const char           *umpire_roster_nation_row_get_nation (AdwComboRow *row);

G_END_DECLS
