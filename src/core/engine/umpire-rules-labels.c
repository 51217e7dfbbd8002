/* umpire-rules-labels.c: what people read for the ids of the rules database
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <langinfo.h>
#include <string.h>

#include "umpire-rules-labels.h"

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

const char *
umpire_table_dice (const UmpireTable *table)
{
  g_return_val_if_fail (table != NULL, UMPIRE_PLAIN_DIE);
  return table->dice != NULL ? table->dice : UMPIRE_PLAIN_DIE;
}

char *
umpire_value_dup_for_display (const char *value)
{
  const char *radix = nl_langinfo (RADIXCHAR);
  const char *point;
  char *end = NULL;

  if (value == NULL)
    return NULL;
  point = strchr (value, '.');
  if (point == NULL || radix == NULL || *radix == '\0' || g_str_equal (radix, "."))
    return g_strdup (value);
  /* Only a whole plain number: not "50+25", "1.5 inches" or "nan". */
  if (!g_ascii_isdigit (*value) && *value != '-')
    return g_strdup (value);
  g_ascii_strtod (value, &end);
  if (end == value || *end != '\0' || strpbrk (value, "eExXnN") != NULL)
    return g_strdup (value);
  return g_strdup_printf ("%.*s%s%s", (int) (point - value), value, radix, point + 1);
}
