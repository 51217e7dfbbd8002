/* umpire-fire-modifiers-row.h: De Rosa's fire modifiers, a switch each
 *
 * An expander row with one switch per modifier of the rules database
 * (umpire_derosa_fire_modifiers), its effect and rule under its name; the
 * row's subtitle says which are on. The fire form reads none of them
 * itself: its runner asks the row for the ids of those switched on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_FIRE_MODIFIERS_ROW (umpire_fire_modifiers_row_get_type ())
G_DECLARE_FINAL_TYPE (UmpireFireModifiersRow, umpire_fire_modifiers_row, UMPIRE, FIRE_MODIFIERS_ROW, AdwExpanderRow)

GtkWidget *umpire_fire_modifiers_row_new        (UmpireRules            *rules);
/* The ids of the modifiers switched on, NULL-terminated. */
GStrv      umpire_fire_modifiers_row_dup_active (UmpireFireModifiersRow *self);
/* The switch of modifier `id`, or NULL. */
GtkSwitch *umpire_fire_modifiers_row_get_switch (UmpireFireModifiersRow *self,
                                                 const char             *id);

G_END_DECLS
