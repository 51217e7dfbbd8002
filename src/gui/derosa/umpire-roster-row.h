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

/* A row for `item` (an UmpireRosterUnit) with a button removing it from
 * `roster` (a GListStore); for gtk_list_box_bind_model(). */
GtkWidget            *umpire_roster_row_new (gpointer          item,
                                             gpointer          roster);

G_END_DECLS
