/* umpire-procedure.c: what every adjudication shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "umpire-procedure.h"

G_DEFINE_QUARK (umpire-input-error-quark, umpire_input_error)

void
umpire_input_error (GError           **error,
                    UmpireInputError   code,
                    const char        *field,
                    const char        *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, UMPIRE_INPUT_ERROR, code, "%s: %s", field, message);
}

char *
umpire_input_error_field (const GError *error)
{
  const char *colon;

  if (error == NULL || error->domain != UMPIRE_INPUT_ERROR)
    return NULL;
  colon = strstr (error->message, ": ");
  return colon ? g_strndup (error->message, colon - error->message) : NULL;
}

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

const char *
umpire_table_dice (const UmpireTable *table)
{
  g_return_val_if_fail (table != NULL, UMPIRE_PLAIN_DIE);
  return table->dice != NULL ? table->dice : UMPIRE_PLAIN_DIE;
}

/* A list item's text as a label: up to " (" and without the final full
 * stop; NULL when that is still a sentence or a "Heading: text" line. */
static char *
item_phrase (const char *text)
{
  const char *paren;
  g_autofree char *phrase = NULL;
  guint words = 1;

  if (text == NULL)
    return NULL;
  paren = strstr (text, " (");
  phrase = g_strstrip (paren ? g_strndup (text, paren - text) : g_strdup (text));
  if (g_str_has_suffix (phrase, "."))
    phrase[strlen (phrase) - 1] = '\0';
  for (const char *p = phrase; *p; p++)
    if (*p == ' ')
      words++;
  /* Three words at most: longer item texts are rules, not names. */
  if (*phrase == '\0' || strpbrk (phrase, ".:;") != NULL || words > 3)
    return NULL;
  return g_steal_pointer (&phrase);
}

char *
umpire_rules_label_for (UmpireRules *rules,
                        const char  *table_id,
                        const char  *id)
{
  const UmpireTable *table;
  const UmpireRow *row;
  const char *column_label;

  if (id == NULL)
    return g_strdup ("");
  table = rules != NULL && table_id != NULL ? umpire_rules_get_table (rules, table_id) : NULL;
  if (table != NULL && (row = umpire_table_get_row (table, id)) != NULL)
    {
      if (table->kind == UMPIRE_ENTRY_LIST || row->label == NULL || g_str_equal (row->label, id))
        {
          const UmpireCell *text = umpire_row_cell (row, 0);
          char *phrase = table->kind == UMPIRE_ENTRY_LIST && text != NULL ? item_phrase (text->text) : NULL;

          if (phrase != NULL)
            return phrase;
        }
      else
        return g_strdup (row->label);
    }
  column_label = table != NULL ? umpire_rules_get_column_label (rules, table_id, id) : NULL;
  if (column_label != NULL && *column_label != '\0')
    return g_strdup (column_label);
  /* "big-push" reads "big push"; "1914-1916" and "5-3" stay as they are. */
  if (strpbrk (id, "0123456789") != NULL)
    return g_strdup (id);
  return g_strdelimit (g_strdup (id), "-", ' ');
}

char *
umpire_row_dup_display_label (const UmpireTable *table,
                              const UmpireRow   *row)
{
  g_return_val_if_fail (table != NULL && row != NULL, NULL);

  /* The loader gives list items their id as label: a distinct one is real. */
  if (row->label != NULL && *row->label != '\0' && g_strcmp0 (row->label, row->id) != 0)
    return g_strdup (row->label);
  if (table->kind == UMPIRE_ENTRY_LIST)
    {
      const UmpireCell *cell = umpire_row_cell (row, 0);
      gsize length = cell != NULL && cell->text != NULL ? strlen (cell->text) : 0;

      if (length > 0)
        return g_strndup (cell->text, cell->text[length - 1] == '.' ? length - 1 : length);
    }
  return g_strdup (row->label != NULL && *row->label != '\0' ? row->label : row->id);
}

char *
umpire_rules_dup_row_label (UmpireRules *rules,
                            const char  *table_id,
                            const char  *row_id)
{
  const UmpireTable *table;
  const UmpireRow *row;

  if (rules == NULL || row_id == NULL)
    return NULL;
  table = umpire_rules_get_table (rules, table_id);
  row = table != NULL ? umpire_table_get_row (table, row_id) : NULL;
  return row != NULL ? umpire_row_dup_display_label (table, row) : NULL;
}

const char *
umpire_rules_get_column_label (UmpireRules *rules,
                               const char  *table_id,
                               const char  *column_id)
{
  const UmpireTable *table;
  int index;

  if (rules == NULL || column_id == NULL)
    return NULL;
  table = umpire_rules_get_table (rules, table_id);
  index = table != NULL ? umpire_table_column_index (table, column_id) : -1;
  if (index < 0)
    return NULL;
  return ((const UmpireColumn *) g_ptr_array_index (table->columns, index))->label;
}

const char *
umpire_yes_no_get_label (const char *value)
{
  if (g_strcmp0 (value, "yes") == 0)
    return _("Yes");
  if (g_strcmp0 (value, "no") == 0)
    return _("No");
  return value;
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

gboolean
umpire_cell_get_number (const UmpireCell  *cell,
                        double            *number,
                        GError           **error)
{
  char *end = NULL;
  double value;

  g_return_val_if_fail (cell != NULL, FALSE);

  value = g_ascii_strtod (cell->text, &end);
  if (end == cell->text || *end != '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, cell->prov.rule ? cell->prov.rule : "cell",
                          _("the cell reads “%s”, not a number (%s:%d)"),
                          cell->text, cell->prov.file, cell->prov.line);
      return FALSE;
    }
  *number = value;
  return TRUE;
}
