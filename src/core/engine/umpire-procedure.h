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
#include "umpire-input-error.h"
#include "umpire-result.h"
#include "umpire-rules.h"
#include "umpire-rules-labels.h"

G_BEGIN_DECLS

const UmpireTable *umpire_procedure_table       (UmpireRules       *rules,
                                                 const char        *table_id,
                                                 GError           **error);
/* The item `item_id` of list `list_id`, or NULL and an UMPIRE_INPUT_ERROR_RULES. */
const UmpireRow   *umpire_procedure_list_item   (UmpireRules       *rules,
                                                 const char        *list_id,
                                                 const char        *item_id,
                                                 GError           **error);
/* The number item `item_id` of list `list_id` holds (its value, "3" or
 * "0.25"), and the item (`item` may be NULL); else FALSE and an
 * UMPIRE_INPUT_ERROR_RULES naming the list and the item. */
gboolean           umpire_rules_list_number     (UmpireRules       *rules,
                                                 const char        *list_id,
                                                 const char        *item_id,
                                                 double            *number,
                                                 const UmpireRow  **item,
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

G_END_DECLS
