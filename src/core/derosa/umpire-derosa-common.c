/* umpire-derosa-common.c: what the De Rosa procedures share
 *
 * The rule system's descriptor and the helpers that read derosa.xml and
 * state its rules in the trail.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-derosa-private.h"

const UmpireSystemInfo umpire_derosa_system = { "derosa", N_("De Rosa") };

const char *
umpire_derosa_item_text (const UmpireRow *item)
{
  const UmpireCell *cell = umpire_row_cell (item, 0);
  return cell ? cell->text : item->id;
}

gboolean
umpire_derosa_rule_number (UmpireResult  *result,
                           UmpireRules   *rules,
                           const char    *list_id,
                           const char    *item_id,
                           double        *number,
                           GError       **error)
{
  const UmpireRow *item;

  if (!umpire_rules_list_number (rules, list_id, item_id, number, &item, error))
    return FALSE;
  if (result != NULL)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, "%s", umpire_derosa_item_text (item));
  return TRUE;
}

gboolean
umpire_derosa_rule_step (UmpireResult  *result,
                         UmpireRules   *rules,
                         const char    *list_id,
                         const char    *item_id,
                         GError       **error)
{
  const UmpireRow *item = umpire_procedure_list_item (rules, list_id, item_id, error);

  if (item == NULL)
    return FALSE;
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, "%s", umpire_derosa_item_text (item));
  return TRUE;
}

void
umpire_derosa_note_reading (UmpireResult           *result,
                            const UmpireProvenance *prov,
                            const char             *what)
{
  if (prov->ambiguous != NULL || prov->reconstructed != NULL)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, prov, _("How “%s” is read"), what);
}

char *
umpire_derosa_row_ids (const UmpireTable *table)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < table->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);
      g_string_append_printf (ids, "%s%s", i ? ", " : "", row->id);
    }
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

/* The De Rosa die, for a chart a rule pack replaced without its rows' dice. */
#define DEROSA_DIE "1d10"

const char *
umpire_derosa_dice (const UmpireTable *table)
{
  return table->dice != NULL ? table->dice : DEROSA_DIE;
}
