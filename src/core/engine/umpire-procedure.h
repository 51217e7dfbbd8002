/* umpire-procedure.h: what every adjudication shares
 *
 * A procedure is a pure function of its inputs, the rules database and a dice
 * source; it returns an UmpireResult. These helpers read tables, apply
 * modifiers and round, each recording its step in the result's trail, so no
 * procedure explains itself differently.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-dice.h"
#include "umpire-result.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_INPUT_ERROR (umpire_input_error_quark ())

/* Errors in what the umpire entered. The message names the field first,
 * "strength: must be 1 or more", so a form can show it on that field. */
typedef enum
{
  UMPIRE_INPUT_ERROR_INVALID,     /* out of range, empty, malformed */
  UMPIRE_INPUT_ERROR_UNKNOWN,     /* an unknown name: nation, terrain, column */
  UMPIRE_INPUT_ERROR_RULES,       /* the rules database lacks what the procedure needs */
} UmpireInputError;

GQuark umpire_input_error_quark (void);

void               umpire_input_error           (GError           **error,
                                                 UmpireInputError   code,
                                                 const char        *field,
                                                 const char        *format,
                                                 ...) G_GNUC_PRINTF (4, 5);
char              *umpire_input_error_field     (const GError      *error);

const UmpireTable *umpire_procedure_table       (UmpireRules       *rules,
                                                 const char        *table_id,
                                                 GError           **error);
/* The item `item_id` of list `list_id`, or NULL and an UMPIRE_INPUT_ERROR_RULES. */
const UmpireRow   *umpire_procedure_list_item   (UmpireRules       *rules,
                                                 const char        *list_id,
                                                 const char        *item_id,
                                                 GError           **error);

/* Reads the cell of the row whose range holds `number` (clamping to an open
 * "or more"/"or less" row, with a clamp step) in column `column_id`. */
const UmpireCell  *umpire_result_read_cell      (UmpireResult      *self,
                                                 const UmpireTable *table,
                                                 double             number,
                                                 const char        *column_id,
                                                 GError           **error);
/* The same, with the row given by id. */
const UmpireCell  *umpire_result_read_cell_at   (UmpireResult      *self,
                                                 const UmpireTable *table,
                                                 const char        *row_id,
                                                 const char        *column_id,
                                                 GError           **error);

/* Applies every modifier of `table` that holds in `situation` to *value, one
 * step each; returns how many applied. */
guint              umpire_result_apply_modifiers (UmpireResult          *self,
                                                  const UmpireTable     *table,
                                                  const UmpireSituation *situation,
                                                  double                *value);
/* Applies one modifier row, with its step. */
void               umpire_result_apply_modifier  (UmpireResult          *self,
                                                  const UmpireTable     *table,
                                                  const UmpireRow       *modifier,
                                                  double                *value);

/* Standard rounding, halves up (.40 x 35 = 14; .55 x 15 = 8.25 -> 8), with a step. */
double             umpire_round_half_up          (double                 value);
gint64             umpire_result_round           (UmpireResult          *self,
                                                  const char            *what,
                                                  double                 value,
                                                  const UmpireProvenance *prov);

/* Rolls `expression` from `dice`, checks it, and records the roll step. */
gboolean           umpire_result_roll            (UmpireResult          *self,
                                                  UmpireDice            *dice,
                                                  const char            *expression,
                                                  const char            *purpose,
                                                  const UmpireProvenance *prov,
                                                  UmpireRoll            *roll,
                                                  GError               **error);
/* The same for a roll the umpire may type in: no dice, or a typed value the
 * dice cannot show, is an UMPIRE_INPUT_ERROR naming `field`, so a form can
 * mark the field the die came from. */
gboolean           umpire_result_roll_field      (UmpireResult          *self,
                                                  UmpireDice            *dice,
                                                  const char            *expression,
                                                  const char            *field,
                                                  const char            *purpose,
                                                  const UmpireProvenance *prov,
                                                  UmpireRoll            *roll,
                                                  GError               **error);

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

/* ---- what the umpire entered, for the log and the sheets ---------------- */

/* Inputs are recorded by the name of their umpire-cli option and the value
 * as the umpire would type it. */
void               umpire_result_set_input_flag  (UmpireResult          *self,
                                                  const char            *name,
                                                  gboolean               value);
/* Records `value`; NULL or empty (not given) records nothing. */
void               umpire_result_set_input_text  (UmpireResult          *self,
                                                  const char            *name,
                                                  const char            *value);
/* Records the items joined with commas; NULL or no items records nothing. */
void               umpire_result_set_input_list  (UmpireResult          *self,
                                                  const char            *name,
                                                  const char * const    *items);

/* ---- labels for values -------------------------------------------------- */

/* A value's label for people, N_() marked; the name stays for machines. */
typedef struct
{
  const char *procedure;   /* the result's procedure; NULL: any */
  const char *name;
  const char *label;
} UmpireValueLabel;

/* Gives each value of `self` that has no label yet the translated label of
 * the first entry naming it. Takes and returns `self`, so a procedure can end
 * with `return umpire_result_label_values (g_steal_pointer (&result), ...)`. */
UmpireResult      *umpire_result_label_values    (UmpireResult           *self,
                                                  const UmpireValueLabel *labels,
                                                  gsize                   n_labels);

/* A cell's text as a number; "-" and text are errors naming the cell. */
gboolean           umpire_cell_get_number        (const UmpireCell      *cell,
                                                  double                *number,
                                                  GError               **error);

G_END_DECLS
