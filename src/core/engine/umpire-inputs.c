/* umpire-inputs.c: a procedure run from its inputs as text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "umpire-input-error.h"
#include "umpire-inputs.h"
#include "umpire-rules-labels.h"

GHashTable *
umpire_inputs_table_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

const char *
umpire_inputs_get_text (const UmpireInputs *self,
                        const char         *name)
{
  const char *text;

  g_return_val_if_fail (self != NULL && name != NULL, NULL);
  if (self->values == NULL || (text = g_hash_table_lookup (self->values, name)) == NULL)
    return NULL;
  while (g_ascii_isspace (*text))
    text++;
  return *text != '\0' ? text : NULL;
}

/* The text of `name`; FALSE (an error when it is required) when not given. */
static gboolean
given (const UmpireInputs  *self,
       const char          *name,
       gboolean             required,
       const char         **text,
       GError             **error)
{
  *text = umpire_inputs_get_text (self, name);
  if (*text == NULL && required)
    umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, name, _("must be given"));
  return *text != NULL;
}

static gboolean
check_range (const UmpireInputs  *self,
             const char          *name,
             double               value,
             GError             **error)
{
  const UmpireField *field = umpire_procedure_info_find_input (self->info, name);
  double min, max;

  if (field != NULL && field->kind == UMPIRE_FIELD_NUMBER && umpire_field_get_range (field, self->rules, &min, &max)
      && (value < min || value > max))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, name,
                          _("must be from %g to %g, not %.15g"), min, max, value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_number (const char *text,
              double     *value)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  char *end = NULL;

  *value = g_ascii_strtod (stripped, &end);
  return end != stripped && *end == '\0' && isfinite (*value);
}

gboolean
umpire_inputs_read_number (const UmpireInputs  *self,
                           const char          *name,
                           gboolean             required,
                           double              *out,
                           GError             **error)
{
  const char *text;
  double value;

  g_return_val_if_fail (out != NULL, FALSE);
  if (!given (self, name, required, &text, error))
    return !required;
  if (!parse_number (text, &value))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, name, _("must be a number, not “%s”"), text);
      return FALSE;
    }
  if (!check_range (self, name, value, error))
    return FALSE;
  *out = value;
  return TRUE;
}

gboolean
umpire_inputs_read_int (const UmpireInputs  *self,
                        const char          *name,
                        gboolean             required,
                        int                 *out,
                        GError             **error)
{
  g_autofree char *stripped = NULL;
  const char *text;
  gint64 value;

  g_return_val_if_fail (out != NULL, FALSE);
  if (!given (self, name, required, &text, error))
    return !required;
  stripped = g_strstrip (g_strdup (text));
  if (!g_ascii_string_to_signed (stripped, 10, G_MININT, G_MAXINT, &value, NULL))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, name, _("“%s” is not a whole number"), text);
      return FALSE;
    }
  if (!check_range (self, name, value, error))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

gboolean
umpire_inputs_read_uint (const UmpireInputs  *self,
                         const char          *name,
                         gboolean             required,
                         guint               *out,
                         GError             **error)
{
  int value = 0;

  g_return_val_if_fail (out != NULL, FALSE);
  if (umpire_inputs_get_text (self, name) == NULL)
    return umpire_inputs_read_int (self, name, required, &value, error);
  if (!umpire_inputs_read_int (self, name, required, &value, error))
    return FALSE;
  if (value < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, name, _("must be 0 or more, not %d"), value);
      return FALSE;
    }
  *out = (guint) value;
  return TRUE;
}

gboolean
umpire_inputs_read_flag (const UmpireInputs  *self,
                         const char          *name,
                         gboolean            *out,
                         GError             **error)
{
  const char *text;

  g_return_val_if_fail (out != NULL, FALSE);
  if (!given (self, name, FALSE, &text, error))
    return TRUE;
  if (g_str_equal (text, "yes") || g_str_equal (text, "no"))
    {
      *out = g_str_equal (text, "yes");
      return TRUE;
    }
  umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, name, _("must be yes or no, not “%s”"), text);
  return FALSE;
}

/* Whether `text` is one of the ids `field` offers. Without the rules its
 * table cannot be read, and any id is taken. */
static gboolean
is_choice (const UmpireField *field,
           UmpireRules       *rules,
           const char        *text)
{
  const UmpireTable *table;

  for (const UmpireWord *word = field->words; word != NULL && word->id != NULL; word++)
    if (g_str_equal (word->id, text))
      return TRUE;
  if (field->table == NULL)
    return FALSE;
  if (rules == NULL || (table = umpire_rules_get_table (rules, field->table)) == NULL)
    return TRUE;
  if (field->columns)
    return umpire_table_column_index (table, text) >= 0;
  {
    g_autofree char *row_id = g_strconcat (field->prefix ? field->prefix : "", text, NULL);

    return umpire_table_get_row (table, row_id) != NULL;
  }
}

gboolean
umpire_inputs_read_choice (const UmpireInputs  *self,
                           const char          *name,
                           gboolean             required,
                           const char         **out,
                           GError             **error)
{
  const UmpireField *field;
  const char *text;

  g_return_val_if_fail (out != NULL, FALSE);
  if (!given (self, name, required, &text, error))
    return !required;
  field = umpire_procedure_info_find_input (self->info, name);
  if (field != NULL && field->kind == UMPIRE_FIELD_CHOICE && !is_choice (field, self->rules, text))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, name, _("“%s” is not one of its choices"), text);
      return FALSE;
    }
  *out = text;
  return TRUE;
}

GStrv
umpire_inputs_dup_list (const UmpireInputs *self,
                        const char         *name)
{
  const char *text = umpire_inputs_get_text (self, name);
  g_autoptr(GStrvBuilder) items = NULL;
  g_auto(GStrv) parts = NULL;

  if (text == NULL)
    return NULL;
  items = g_strv_builder_new ();
  parts = g_strsplit (text, ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_strstrip (parts[i]);
      if (*parts[i] != '\0')
        g_strv_builder_add (items, parts[i]);
    }
  return g_strv_builder_end (items);
}

gboolean
umpire_inputs_check (const UmpireInputs  *self,
                     GError             **error)
{
  g_return_val_if_fail (self != NULL && self->info != NULL, FALSE);

  for (const UmpireField *field = self->info->inputs; field != NULL && field->name != NULL; field++)
    {
      double number = 0;
      gboolean flag = FALSE;
      gboolean ok = TRUE;

      switch (field->kind)
        {
        case UMPIRE_FIELD_NUMBER:
          ok = umpire_inputs_read_number (self, field->name, FALSE, &number, error);
          break;
        case UMPIRE_FIELD_FLAG:
          ok = umpire_inputs_read_flag (self, field->name, &flag, error);
          break;
        case UMPIRE_FIELD_CHOICE:  /* read by the run, which may take other text
                                    * (a heavy weapon's label) */
        case UMPIRE_FIELD_DIE:     /* read with the dice */
        case UMPIRE_FIELD_TEXT:
        default:
          break;
        }
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

UmpireDice *
umpire_inputs_dup_dice (const UmpireInputs  *self,
                        UmpireDice          *dice,
                        GError             **error)
{
  g_autoptr(GArray) typed = g_array_new (FALSE, TRUE, sizeof (UmpireTypedDie));

  g_return_val_if_fail (self != NULL && self->info != NULL, NULL);

  for (const UmpireField *field = self->info->inputs; field != NULL && field->name != NULL; field++)
    if (field->kind == UMPIRE_FIELD_DIE)
      {
        UmpireTypedDie die = {
          field->name, umpire_field_get_dice (field, self->rules),
          umpire_inputs_get_text (self, field->name), field->several,
        };

        g_array_append_val (typed, die);
      }
  if (dice == NULL)
    {
      /* No dice to roll: every die field must be typed. */
      if (typed->len == 0)
        return umpire_dice_new_physical ();
      return umpire_dice_new_typed ((const UmpireTypedDie *) typed->data, typed->len,
                                    UMPIRE_TYPED_DICE_ALL_OR_NONE, NULL, error);
    }
  return umpire_dice_new_typed ((const UmpireTypedDie *) typed->data, typed->len,
                                UMPIRE_TYPED_DICE_MIXED, dice, error);
}

UmpireResult *
umpire_procedure_run (const UmpireProcedureInfo  *info,
                      UmpireRules                *rules,
                      GHashTable                 *inputs,
                      UmpireDice                 *dice,
                      GError                    **error)
{
  g_autoptr(UmpireDice) typed = NULL;
  UmpireInputs in = { info, rules, inputs };

  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (info->run != NULL, NULL);

  if (!umpire_inputs_check (&in, error)
      || (typed = umpire_inputs_dup_dice (&in, dice, error)) == NULL)
    return NULL;
  return info->run (rules, inputs, typed, error);
}

GHashTable *
umpire_result_dup_inputs (UmpireResult *result)
{
  GHashTable *inputs = umpire_inputs_table_new ();
  g_auto(GStrv) names = NULL;

  g_return_val_if_fail (UMPIRE_IS_RESULT (result), inputs);
  names = umpire_result_dup_input_names (result);
  for (guint i = 0; names[i] != NULL; i++)
    g_hash_table_insert (inputs, g_strdup (names[i]), g_strdup (umpire_result_get_input (result, names[i])));
  return inputs;
}

UmpireDice *
umpire_result_dup_dice (UmpireResult  *result,
                        GError       **error)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  const GPtrArray *steps;

  g_return_val_if_fail (UMPIRE_IS_RESULT (result), NULL);
  steps = umpire_result_get_steps (result);
  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);

      if (step->roll != NULL && !umpire_dice_push_recorded (dice, step->roll, error))
        return NULL;
    }
  return g_steal_pointer (&dice);
}
