/* umpire-procedure.c: what every adjudication shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "umpire-procedure.h"

const UmpireTable *
umpire_procedure_table (UmpireRules  *rules,
                        const char   *table_id,
                        GError      **error)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);

  if (table == NULL)
    umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, table_id,
                        _("the rules database has no such table (is a rule pack hiding it?)"));
  return table;
}

const UmpireRow *
umpire_procedure_list_item (UmpireRules  *rules,
                            const char   *list_id,
                            const char   *item_id,
                            GError      **error)
{
  const UmpireTable *list = umpire_procedure_table (rules, list_id, error);
  const UmpireRow *item;

  if (list == NULL)
    return NULL;
  item = umpire_table_get_row (list, item_id);
  if (item == NULL)
    umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, list_id,
                        _("the rules database has no item “%s”"), item_id);
  return item;
}

gboolean
umpire_rules_list_number (UmpireRules      *rules,
                          const char       *list_id,
                          const char       *item_id,
                          double           *number,
                          const UmpireRow **item,
                          GError          **error)
{
  const UmpireRow *found = umpire_procedure_list_item (rules, list_id, item_id, error);
  const char *value;
  char *end = NULL;
  double parsed = 0;

  g_return_val_if_fail (number != NULL, FALSE);

  if (found == NULL)
    return FALSE;
  value = found->item_value;
  if (value != NULL)
    parsed = g_ascii_strtod (value, &end);
  /* A fraction, as the rules print some: "1/3". */
  if (value != NULL && end != value && *end == '/')
    {
      const char *denominator = end + 1;
      double d = g_ascii_strtod (denominator, &end);

      parsed = end != denominator && d != 0 ? parsed / d : NAN;
    }
  if (value == NULL || end == value || *end != '\0' || !isfinite (parsed))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, list_id,
                          _("item “%s” of “%s” holds no number (it reads “%s”; %s:%d)"),
                          item_id, list_id, value ? value : "", found->prov.file, found->prov.line);
      return FALSE;
    }
  *number = parsed;
  if (item != NULL)
    *item = found;
  return TRUE;
}

static const UmpireCell *
read_cell (UmpireResult      *self,
           const UmpireTable *table,
           const UmpireRow   *row,
           const char        *column_id,
           GError           **error)
{
  int column = umpire_table_column_index (table, column_id);

  if (column < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, column_id,
                          _("“%s” has no column “%s”"), table->title, column_id);
      return NULL;
    }
  umpire_result_add_cell (self, table, row, column);
  return umpire_row_cell (row, column);
}

const UmpireCell *
umpire_result_read_cell (UmpireResult      *self,
                         const UmpireTable *table,
                         double             number,
                         const char        *column_id,
                         GError           **error)
{
  gboolean clamped = FALSE;
  const UmpireRow *row;

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  g_return_val_if_fail (table != NULL, NULL);

  row = umpire_table_row_for_number (table, number, &clamped);
  if (row == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, table->row_label ? table->row_label : table->id,
                          _("%g is on no row of “%s”"), number, table->title);
      return NULL;
    }
  if (clamped)
    umpire_result_add_step (self, UMPIRE_STEP_CLAMP, &row->prov,
                            _("%g reads as row “%s” of %s"), number, row->label, table->title);
  return read_cell (self, table, row, column_id, error);
}

const UmpireCell *
umpire_result_read_cell_at (UmpireResult      *self,
                            const UmpireTable *table,
                            const char        *row_id,
                            const char        *column_id,
                            GError           **error)
{
  const UmpireRow *row;

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  g_return_val_if_fail (table != NULL, NULL);

  row = umpire_table_get_row (table, row_id);
  if (row == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, row_id,
                          _("“%s” has no row “%s”"), table->title, row_id);
      return NULL;
    }
  return read_cell (self, table, row, column_id, error);
}

void
umpire_result_apply_modifier (UmpireResult          *self,
                              const UmpireTable     *table,
                              const UmpireRow       *modifier,
                              double                *value)
{
  double before = *value;
  const UmpireCell *effect = umpire_row_cell (modifier, 0);

  switch (modifier->op)
    {
    case UMPIRE_MODIFIER_ADD:
      *value += modifier->value;
      break;
    case UMPIRE_MODIFIER_MULTIPLY:
    case UMPIRE_MODIFIER_HALVE:
      *value *= modifier->value;
      break;
    default:
      g_assert_not_reached ();
    }
  umpire_result_add_step (self, UMPIRE_STEP_MODIFIER, &modifier->prov,
                          _("%s (%s): %g → %g"), modifier->label,
                          effect ? effect->text : "", before, *value);
  (void) table;
}

guint
umpire_result_apply_modifiers (UmpireResult          *self,
                               const UmpireTable     *table,
                               const UmpireSituation *situation,
                               double                *value)
{
  guint applied = 0;

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), 0);
  g_return_val_if_fail (table != NULL && table->kind == UMPIRE_ENTRY_MODIFIERS, 0);

  for (guint i = 0; i < table->rows->len; i++)
    {
      const UmpireRow *modifier = g_ptr_array_index (table->rows, i);

      if (umpire_modifier_applies (modifier, situation))
        {
          umpire_result_apply_modifier (self, table, modifier, value);
          applied++;
        }
    }
  return applied;
}

double
umpire_round_half_up (double value)
{
  /* Guard against 14.499999 from binary fractions such as .40 x 35. */
  return floor (value + 0.5 + 1e-9);
}

gint64
umpire_result_round (UmpireResult           *self,
                     const char             *what,
                     double                  value,
                     const UmpireProvenance *prov)
{
  double rounded = umpire_round_half_up (value);

  if (fabs (rounded - value) > 1e-9)
    umpire_result_add_step (self, UMPIRE_STEP_ROUND, prov,
                            _("%s: %g rounds to %g (standard rounding, halves up)"),
                            what, value, rounded);
  return (gint64) rounded;
}

gboolean
umpire_result_roll (UmpireResult           *self,
                    UmpireDice             *dice,
                    const char             *expression,
                    const char             *purpose,
                    const UmpireProvenance *prov,
                    UmpireRoll             *roll,
                    GError                **error)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), FALSE);

  if (!umpire_dice_roll_text (dice, expression, roll, error))
    return FALSE;
  umpire_result_add_roll (self, roll, prov, purpose);
  return TRUE;
}

gboolean
umpire_result_roll_field (UmpireResult           *self,
                          UmpireDice             *dice,
                          const char             *expression,
                          const char             *field,
                          const char             *purpose,
                          const UmpireProvenance *prov,
                          UmpireRoll             *roll,
                          GError                **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), FALSE);

  if (dice == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field, _("type the die or give dice to roll"));
      return FALSE;
    }
  if (!umpire_result_roll (self, dice, expression, purpose, prov, roll, &local))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field, "%s", local->message);
      return FALSE;
    }
  return TRUE;
}

void
umpire_result_set_input_flag (UmpireResult *self,
                              const char   *name,
                              gboolean      value)
{
  umpire_result_set_input (self, name, "%s", value ? "yes" : "no");
}

void
umpire_result_set_input_text (UmpireResult *self,
                              const char   *name,
                              const char   *value)
{
  if (value != NULL && *value != '\0')
    umpire_result_set_input (self, name, "%s", value);
}

void
umpire_result_set_input_list (UmpireResult       *self,
                              const char         *name,
                              const char * const *items)
{
  g_autofree char *joined = NULL;

  if (items == NULL || items[0] == NULL)
    return;
  joined = g_strjoinv (",", (char **) items);
  umpire_result_set_input (self, name, "%s", joined);
}

UmpireResult *
umpire_result_label_values (UmpireResult           *self,
                            const UmpireValueLabel *labels,
                            gsize                   n_labels)
{
  g_auto(GStrv) names = NULL;
  const char *procedure;

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), self);

  procedure = umpire_result_get_procedure (self);
  names = umpire_result_dup_value_names (self);
  for (guint i = 0; names[i] != NULL; i++)
    {
      /* A label set where the value was made (from the rules or a name) stays. */
      if (g_strcmp0 (umpire_result_get_value_label (self, names[i]), names[i]) != 0)
        continue;
      for (gsize l = 0; l < n_labels; l++)
        if (g_str_equal (labels[l].name, names[i])
            && (labels[l].procedure == NULL || g_strcmp0 (labels[l].procedure, procedure) == 0))
          {
            umpire_result_set_value_label (self, names[i], _(labels[l].label));
            break;
          }
    }
  return self;
}

