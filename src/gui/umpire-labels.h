/* umpire-labels.h: what people read for the ids of the rules database
 *
 * Forms keep the database's ids behind their widgets and show these labels;
 * the log shows the inputs of past events with them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "umpire-rules.h"

G_BEGIN_DECLS

/* A row's label; a list item, whose label is its id, reads as its text
 * without the closing full stop; the id when there is neither. */
char       *umpire_row_dup_display_label   (const UmpireTable *table,
                                            const UmpireRow   *row);
/* The display label of row `row_id` of `table_id`, or NULL when there is none. */
char       *umpire_rules_dup_row_label     (UmpireRules       *rules,
                                            const char        *table_id,
                                            const char        *row_id);
/* The label of column `column_id` of `table_id`, or NULL. */
const char *umpire_rules_get_column_label  (UmpireRules       *rules,
                                            const char        *table_id,
                                            const char        *column_id);
/* Der Weltkrieg unit kinds of HQ reserves ("infantry", "marine"...),
 * translated; an unknown kind is returned as it is. */
const char *umpire_unit_kind_get_label     (const char        *kind);
/* "yes" and "no" translated; any other value as it is. */
const char *umpire_yes_no_get_label        (const char        *value);

/* Factories for the choices of a GtkDropDown or AdwComboRow (`owner`, whose
 * "selected" marks the choice made): the list shows each choice in full,
 * wrapped when `wrap`, with a check mark on the selected one... */
GtkListItemFactory *umpire_choice_list_factory_new   (GObject  *owner,
                                                       gboolean  wrap);
/* ...while the closed drop-down cuts a long one short rather than
 * widening the form. */
GtkListItemFactory *umpire_choice_button_factory_new (void);

G_END_DECLS
