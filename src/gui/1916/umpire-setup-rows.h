/* umpire-setup-rows.h: the rows the 1916 setup steps are made of
 *
 * Small builders shared by the steps, the turn tracker and the optional
 * rules: rows of libadwaita preferences groups, combos whose items stay ids
 * while people read the rules database's labels, and the ids and labels of a
 * rules table's rows or columns. A die field says the same everywhere: type
 * the value read off the table, or leave it empty and Umpire rolls.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-scenario.h"

#include "umpire-dice.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

GtkWidget       *umpire_setup_new_group      (const char        *title,
                                              const char        *description);
GtkSpinButton   *umpire_setup_add_spin_row   (GtkWidget         *group,
                                              const char        *title,
                                              const char        *subtitle,
                                              double             min,
                                              double             max,
                                              double             value);
GtkSwitch       *umpire_setup_add_switch_row (GtkWidget         *group,
                                              const char        *title,
                                              const char        *subtitle);
/* A combo of `ids` shown as `labels` (id -> label; NULL: the ids). */
AdwComboRow     *umpire_setup_new_combo_row  (const char        *title,
                                              const char *const *ids,
                                              GHashTable        *labels);
const char      *umpire_setup_combo_get_id   (AdwComboRow       *row);
/* What every die field says, in its tooltip and placeholder. */
/* A side's barrages left for the bombardment as the battle's state has
 * them (support and counter-battery fire in force, corrections included);
 * FALSE when the figure is in doubt: a result it follows is out of date. */
gboolean         umpire_setup_barrages_left  (UmpireScenario    *scenario,
                                              UmpireSide         side,
                                              int               *left);

/* The dice typed into `field` (named `name` in errors) for rolls of `dice`
 * ("1d6"), the rest rolled by `fallback`; NULL on a value the dice cannot
 * show. */
UmpireDice      *umpire_setup_field_dice     (GtkEditable       *field,
                                              const char        *name,
                                              const char        *dice,
                                              gboolean           several,
                                              UmpireDice        *fallback,
                                              GError           **error);

GtkWidget       *umpire_setup_new_button     (const char        *label,
                                              const char        *action,
                                              GVariant          *target);

/* A row of a rules table or list; NULL when a rule pack lacks it. */
const UmpireRow *umpire_setup_rules_item     (UmpireRules       *rules,
                                              const char        *table_id,
                                              const char        *row_id);
/* The ids of a table's rows (with `prefix`: the values of the rows whose id
 * has it), or of its columns; and id -> label for them. */
GStrv            umpire_setup_row_ids        (UmpireRules       *rules,
                                              const char        *table_id,
                                              const char        *prefix);
GHashTable      *umpire_setup_row_labels     (UmpireRules       *rules,
                                              const char        *table_id,
                                              const char        *prefix);
GStrv            umpire_setup_column_ids     (UmpireRules       *rules,
                                              const char        *table_id,
                                              gboolean           upper);
GHashTable      *umpire_setup_column_labels  (UmpireRules       *rules,
                                              const char        *table_id);

G_END_DECLS
