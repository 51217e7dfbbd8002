/* umpire-descriptor.c: what one procedure is, described once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "umpire-descriptor.h"
#include "umpire-languages.h"
#include "umpire-rules-labels.h"

const char *
umpire_procedure_info_get_title (const UmpireProcedureInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);
  return info->title != NULL ? _(info->title) : info->id;
}

const char *
umpire_system_info_get_name (const UmpireSystemInfo *system)
{
  g_return_val_if_fail (system != NULL, NULL);
  return system->name != NULL ? _(system->name) : system->id;
}

static const UmpireField *
fields_find (const UmpireField *fields,
             const char        *name)
{
  for (const UmpireField *field = fields; field != NULL && field->name != NULL; field++)
    if (g_strcmp0 (field->name, name) == 0)
      return field;
  return NULL;
}

const UmpireField *
umpire_procedure_info_find_input (const UmpireProcedureInfo *info,
                                  const char                *name)
{
  return info != NULL ? fields_find (info->inputs, name) : NULL;
}

const UmpireField *
umpire_procedure_info_find_value (const UmpireProcedureInfo *info,
                                  const char                *name)
{
  return info != NULL ? fields_find (info->values, name) : NULL;
}

gboolean
umpire_procedure_info_has_id (const UmpireProcedureInfo *info,
                              const char                *id)
{
  g_return_val_if_fail (info != NULL, FALSE);

  if (g_strcmp0 (info->id, id) == 0)
    return TRUE;
  for (guint i = 0; info->older_ids != NULL && info->older_ids[i] != NULL; i++)
    if (g_strcmp0 (info->older_ids[i], id) == 0)
      return TRUE;
  return FALSE;
}

const char *
umpire_rules_get_rule_reference (UmpireRules *rules,
                                 const char  *entry,
                                 const char  *item)
{
  const UmpireTable *table;
  const UmpireRow *row;

  g_return_val_if_fail (rules == NULL || UMPIRE_IS_RULES (rules), NULL);

  table = rules != NULL && entry != NULL ? umpire_rules_get_table (rules, entry) : NULL;
  if (table == NULL)
    return NULL;
  /* A row without a reference of its own has its entry's. */
  row = item != NULL ? umpire_table_get_row (table, item) : NULL;
  return row != NULL ? row->prov.rule : table->prov.rule;
}

const char *
umpire_procedure_info_get_rule (const UmpireProcedureInfo *info,
                                UmpireRules               *rules)
{
  g_return_val_if_fail (info != NULL, NULL);
  return umpire_rules_get_rule_reference (rules, info->rule_entry, info->rule_item);
}

const char *
umpire_field_get_label (const UmpireField *field)
{
  g_return_val_if_fail (field != NULL, NULL);
  return field->label != NULL ? _(field->label) : field->name;
}

/* The whole number list item `item` of `entry` holds. */
static gboolean
item_number (UmpireRules *rules,
             const char  *entry,
             const char  *item,
             double      *number)
{
  const UmpireTable *table = umpire_rules_get_table (rules, entry);
  const UmpireRow *row = table != NULL && item != NULL ? umpire_table_get_row (table, item) : NULL;
  char *end = NULL;

  if (row == NULL || row->item_value == NULL)
    return FALSE;
  *number = g_ascii_strtod (row->item_value, &end);
  return end != row->item_value && *end == '\0' && isfinite (*number);
}

gboolean
umpire_field_get_range (const UmpireField *field,
                        UmpireRules       *rules,
                        double            *min,
                        double            *max)
{
  double first, last;

  g_return_val_if_fail (field != NULL, FALSE);
  g_return_val_if_fail (min != NULL && max != NULL, FALSE);

  if (field->range_entry != NULL && rules != NULL
      && item_number (rules, field->range_entry, field->range_first, &first)
      && item_number (rules, field->range_entry, field->range_last, &last)
      && first <= last)
    {
      *min = first;
      *max = last;
      return TRUE;
    }
  if (field->min < field->max)
    {
      *min = field->min;
      *max = field->max;
      return TRUE;
    }
  if (field->kind == UMPIRE_FIELD_NUMBER && field->dice != NULL)
    {
      UmpireDiceExpr expr;

      if (!umpire_dice_expr_parse (field->dice, &expr, NULL))
        return FALSE;
      *min = expr.count;
      *max = (double) expr.count * expr.sides;
      return TRUE;
    }
  return FALSE;
}

const char *
umpire_field_get_dice (const UmpireField *field,
                       UmpireRules       *rules)
{
  const UmpireTable *table;

  g_return_val_if_fail (field != NULL, UMPIRE_PLAIN_DIE);
  if (field->dice != NULL)
    return field->dice;
  table = field->table != NULL && rules != NULL ? umpire_rules_get_table (rules, field->table) : NULL;
  return table != NULL ? umpire_table_dice (table) : UMPIRE_PLAIN_DIE;
}

GStrv
umpire_field_dup_choices (const UmpireField *field,
                          UmpireRules       *rules)
{
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  const UmpireTable *table;
  gsize prefix;

  g_return_val_if_fail (field != NULL, NULL);

  table = field->table != NULL && rules != NULL ? umpire_rules_get_table (rules, field->table) : NULL;
  prefix = field->prefix != NULL ? strlen (field->prefix) : 0;
  for (const UmpireWord *word = field->words; word != NULL && word->id != NULL; word++)
    g_strv_builder_add (ids, word->id);
  if (table != NULL && field->columns)
    for (guint i = 0; i < table->columns->len; i++)
      g_strv_builder_add (ids, ((const UmpireColumn *) g_ptr_array_index (table->columns, i))->id);
  else if (table != NULL && !field->columns)
    for (guint i = 0; i < table->rows->len; i++)
      {
        const char *id = ((const UmpireRow *) g_ptr_array_index (table->rows, i))->id;

        if (prefix == 0 || g_str_has_prefix (id, field->prefix))
          g_strv_builder_add (ids, id + prefix);
      }
  return g_strv_builder_end (ids);
}

/* Whether `text` is `source` (a label as the rules file or the descriptor
 * spells it, untranslated): as it is, in the umpire's language (`current`)
 * or in a language Umpire ships, looked up as the rules loader does (with
 * `context`, the rules entry's id, first). */
static gboolean
names_label (const char *text,
             const char *context,
             const char *source,
             const char *current)
{
  const char * const *languages = umpire_languages_get_shipped ();

  if (source == NULL || *source == '\0')
    return FALSE;
  if (g_str_equal (text, source) || g_strcmp0 (text, current) == 0)
    return TRUE;
  for (guint i = 0; languages[i] != NULL; i++)
    if (g_strcmp0 (text, umpire_languages_translate (languages[i], context, source)) == 0)
      return TRUE;
  return FALSE;
}

char *
umpire_field_dup_id (const UmpireField *field,
                     UmpireRules       *rules,
                     const char        *text)
{
  const UmpireTable *table;

  g_return_val_if_fail (field != NULL, NULL);

  if (text == NULL || field->kind != UMPIRE_FIELD_CHOICE)
    return NULL;
  table = field->table != NULL && rules != NULL ? umpire_rules_get_table (rules, field->table) : NULL;
  for (const UmpireWord *word = field->words; word != NULL && word->id != NULL; word++)
    if (g_str_equal (word->id, text))
      return g_strdup (text);
  if (table != NULL && field->columns && umpire_table_column_index (table, text) >= 0)
    return g_strdup (text);
  if (table != NULL && !field->columns)
    {
      g_autofree char *row_id = g_strconcat (field->prefix ? field->prefix : "", text, NULL);

      if (umpire_table_get_row (table, row_id) != NULL)
        return g_strdup (text);
    }
  /* Not an id: the word or column label it is, in whatever language. */
  for (const UmpireWord *word = field->words; word != NULL && word->id != NULL; word++)
    if (names_label (text, NULL, word->label, _(word->label)))
      return g_strdup (word->id);
  /* No table to look in: taken as it is, as umpire_inputs_read_choice does. */
  if (field->table != NULL && table == NULL)
    return g_strdup (text);
  for (guint i = 0; table != NULL && field->columns && i < table->columns->len; i++)
    {
      const UmpireColumn *column = g_ptr_array_index (table->columns, i);

      if (names_label (text, table->id, column->source_label, column->label))
        return g_strdup (column->id);
    }
  return NULL;
}

char *
umpire_field_dup_for_people (const UmpireField *field,
                             UmpireRules       *rules,
                             const char        *value)
{
  if (value == NULL)
    return NULL;
  /* A text's fixed words (a CRT column of "none"); anything else as it is. */
  if (field != NULL && field->kind == UMPIRE_FIELD_TEXT)
    for (const UmpireWord *word = field->words; word != NULL && word->id != NULL; word++)
      if (g_str_equal (word->id, value))
        return g_strdup (_(word->label));
  if (field != NULL && field->kind == UMPIRE_FIELD_CHOICE)
    {
      for (const UmpireWord *word = field->words; word != NULL && word->id != NULL; word++)
        if (g_str_equal (word->id, value))
          return g_strdup (_(word->label));
      if (rules != NULL && field->table != NULL && field->columns)
        {
          const char *label = umpire_rules_get_column_label (rules, field->table, value);

          if (label != NULL && *label != '\0')
            return g_strdup (label);
        }
      else if (rules != NULL && field->table != NULL)
        {
          g_autofree char *row_id = g_strconcat (field->prefix ? field->prefix : "", value, NULL);
          char *label = umpire_rules_dup_row_label (rules, field->table, row_id);

          if (label != NULL)
            return label;
        }
      /* Older files recorded some choices by their label, in the language
       * of the day: shown in the umpire's. */
      {
        g_autofree char *id = umpire_field_dup_id (field, rules, value);

        if (id != NULL && !g_str_equal (id, value))
          return umpire_field_dup_for_people (field, rules, id);
      }
    }
  if (g_str_equal (value, "yes") || g_str_equal (value, "no"))
    return g_strdup (umpire_yes_no_get_label (value));
  return umpire_value_dup_for_display (value);
}
