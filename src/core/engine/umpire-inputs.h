/* umpire-inputs.h: a procedure run from its inputs as text
 *
 * What the umpire entered reaches a procedure as text, name -> value, named
 * as its descriptor's inputs name them (and as its result records them with
 * umpire_result_set_input), from whichever place it was typed: a form, a
 * command line, a scenario file, a result run again. This is the one reader
 * of that text: each input is read by its field's kind (a number within
 * the field's range, a choice among its words or its table's rows or
 * columns, a flag "yes"/"no", the faces of a die), and every error names
 * the field (umpire_input_error), so a form can mark it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-descriptor.h"
#include "umpire-dice.h"
#include "umpire-result.h"

G_BEGIN_DECLS

/* A new, empty table of inputs: name -> value, both owned. */
GHashTable   *umpire_inputs_table_new   (void);

/* The inputs of one run of `info`: what a run function reads. */
typedef struct
{
  const UmpireProcedureInfo *info;
  UmpireRules               *rules;   /* for choices among a table's rows; may be NULL */
  GHashTable                *values;  /* name -> text; may be NULL (nothing given) */
} UmpireInputs;

/* The text of input `name`, or NULL when it was not given (or is blank). */
const char   *umpire_inputs_get_text    (const UmpireInputs  *self,
                                         const char          *name);

/* Each reader leaves *out as it is when the input was not given, so the
 * caller fills in the default first; a `required` input not given is an
 * error. A number outside its field's range is an error. */
gboolean      umpire_inputs_read_int    (const UmpireInputs  *self,
                                         const char          *name,
                                         gboolean             required,
                                         int                 *out,
                                         GError             **error);
/* A whole number of 0 or more. */
gboolean      umpire_inputs_read_uint   (const UmpireInputs  *self,
                                         const char          *name,
                                         gboolean             required,
                                         guint               *out,
                                         GError             **error);
gboolean      umpire_inputs_read_number (const UmpireInputs  *self,
                                         const char          *name,
                                         gboolean             required,
                                         double              *out,
                                         GError             **error);
/* "yes" or "no"; not given leaves *out. */
gboolean      umpire_inputs_read_flag   (const UmpireInputs  *self,
                                         const char          *name,
                                         gboolean            *out,
                                         GError             **error);
/* One id of the field's words, else of its table's rows (with its prefix)
 * or columns; *out points into the table of inputs. */
gboolean      umpire_inputs_read_choice (const UmpireInputs  *self,
                                         const char          *name,
                                         gboolean             required,
                                         const char         **out,
                                         GError             **error);
/* A comma-separated list, its items stripped; NULL when not given. */
GStrv         umpire_inputs_dup_list    (const UmpireInputs  *self,
                                         const char          *name);

/* Checks every given number and flag the descriptor names; choices are
 * checked as the run reads them (umpire_inputs_read_choice), since a run
 * may take other text for one (a heavy weapon's label). */
gboolean      umpire_inputs_check       (const UmpireInputs  *self,
                                         GError             **error);
/* The dice the procedure rolls: `dice` itself when no die field was typed,
 * else dice that show the faces typed into the die fields, in the order
 * the descriptor lists them, and roll `dice` for the fields left empty. */
UmpireDice   *umpire_inputs_dup_dice    (const UmpireInputs  *self,
                                         UmpireDice          *dice,
                                         GError             **error);

/* Runs procedure `info` from `inputs` (name -> text; NULL: none) on `dice`:
 * checks the inputs, types the die fields given, then calls info->run. A
 * new result, or NULL and an error naming the field. */
UmpireResult *umpire_procedure_run      (const UmpireProcedureInfo  *info,
                                         UmpireRules                *rules,
                                         GHashTable                 *inputs,
                                         UmpireDice                 *dice,
                                         GError                    **error);

/* The inputs `result` recorded, as a new table for umpire_procedure_run. */
GHashTable   *umpire_result_dup_inputs  (UmpireResult               *result);
/* Dice that show again, in order, every face the trail of `result`
 * records, so that it can be run again with the same dice; each roll asked
 * for as it was keeps its source (umpire_dice_push_recorded). */
UmpireDice   *umpire_result_dup_dice    (UmpireResult               *result,
                                         GError                    **error);

G_END_DECLS
