/* umpire-rules-labels.h: what people read for the ids of the rules database
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "umpire-rules.h"

G_BEGIN_DECLS

/* The plain 1D6 of the printed rules, for rolls the database cannot name a
 * die for: the schema has a dice attribute only for a table whose rows are
 * read by the die, none for lists (1916.trench-stops, 1916.defensive-works)
 * nor for tables read otherwise (1916.proximity by column, 1916.scouts and
 * 1916.entanglements by threshold and multiplier). One constant, so no
 * procedure spells the die out itself. */
#define UMPIRE_PLAIN_DIE "1d6"

/* The dice of `table`'s rows (its rows' dice attribute), else UMPIRE_PLAIN_DIE. */
const char        *umpire_table_dice             (const UmpireTable     *table);

/* ---- labels for ids in the trail ---------------------------------------- */

/* What people read for `id` in the trail, from entry `table_id`: the label of
 * the row (or item, or modifier) with that id, else of the column; for a list
 * item, whose label is its id, the first phrase of its text when short
 * ("French." -> "French", "American (uses the French list)." -> "American").
 * Without any: the id, with its dashes as spaces unless it holds digits
 * ("big-push" -> "big push", "1914-1916" as it is).
 * Inputs and values keep the id: machines read those. Never NULL. */
char              *umpire_rules_label_for        (UmpireRules           *rules,
                                                  const char            *table_id,
                                                  const char            *id);
/* What people read for a row in full, as forms list it: a list item's text
 * without its closing full stop ("American (uses the French list)"), a table
 * row's label; the id when there is neither. */
char              *umpire_row_dup_display_label  (const UmpireTable     *table,
                                                  const UmpireRow       *row);
/* The display label of row `row_id` of `table_id`, or NULL when there is none. */
char              *umpire_rules_dup_row_label    (UmpireRules           *rules,
                                                  const char            *table_id,
                                                  const char            *row_id);
/* The label of column `column_id` of `table_id`, or NULL. */
const char        *umpire_rules_get_column_label (UmpireRules           *rules,
                                                  const char            *table_id,
                                                  const char            *column_id);
/* "yes" and "no" translated; any other value as it is. */
const char        *umpire_yes_no_get_label       (const char            *value);

/* ---- numbers for people ------------------------------------------------ */

/* Values and inputs are stored as machines read them ("12.5" in any locale);
 * this is how people of the current locale read one ("12,5" in German).
 * Anything but a decimal number is returned as it is. */
char            *umpire_value_dup_for_display  (const char             *value);

G_END_DECLS
