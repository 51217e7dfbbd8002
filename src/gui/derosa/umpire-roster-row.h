/* umpire-roster-row.h: a unit on the table, as the roster lists it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-roster.h"

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

/* Lists `roster` in `list`, a row a unit: its nation in the umpire's words
 * (derosa.nations of `rules`; a nation the rules do not name as typed, and
 * said to take no modifier), type, figures, state, and a button removing
 * it from the roster. */
void                  umpire_roster_list_bind (GtkListBox  *list,
                                               GListStore  *roster,
                                               UmpireRules *rules);

/* The nation of a unit to add, chosen from the rules (derosa.nations, in
 * the umpire's words) after "another nation"; the id chosen, or NULL for
 * another nation. */
void                  umpire_roster_nation_row_fill       (AdwComboRow *row,
                                                           UmpireRules *rules);
const char           *umpire_roster_nation_row_get_nation (AdwComboRow *row);

G_END_DECLS
