/* umpire-sheet-tables.c: rules tables on printed sheets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-sheet-tables.h"

static void
grid_from_table (UmpireSheetGrid   *grid,
                 const UmpireTable *table)
{
  for (guint r = 0; r < table->rows->len; r++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, r);
      g_autoptr(GStrvBuilder) cells = g_strv_builder_new ();
      g_auto(GStrv) strv = NULL;

      g_strv_builder_add (cells, row->label ? row->label : row->id);
      for (guint c = 0; c < table->columns->len; c++)
        {
          const UmpireCell *cell = umpire_row_cell (row, (int) c);

          g_strv_builder_add (cells, cell ? cell->text : "");
        }
      strv = g_strv_builder_end (cells);
      umpire_sheet_grid_add_row (grid, (const char * const *) strv);
    }
}

static GStrv
table_header (const UmpireTable *table)
{
  g_autoptr(GStrvBuilder) header = g_strv_builder_new ();

  g_strv_builder_add (header, table->row_label ? table->row_label
                      : table->kind == UMPIRE_ENTRY_MODIFIERS ? _("Modifier") : "");
  for (guint c = 0; c < table->columns->len; c++)
    {
      const UmpireColumn *column = g_ptr_array_index (table->columns, c);

      g_strv_builder_add (header, column->label ? column->label : column->id);
    }
  return g_strv_builder_end (header);
}

UmpireSheetGrid *
umpire_sheet_grid_new_for_table (const UmpireTable *table)
{
  g_auto(GStrv) header = NULL;
  UmpireSheetGrid *grid;

  g_return_val_if_fail (table != NULL, NULL);

  header = table_header (table);
  grid = umpire_sheet_grid_new ((const char * const *) header, TRUE);
  grid_from_table (grid, table);
  return grid;
}

void
umpire_sheet_add_table (UmpireSheetDocument *document,
                        const UmpireTable   *table,
                        gboolean             checklist)
{
  umpire_sheet_document_add (document, UMPIRE_SHEET_SUBHEADING, table->title ? table->title : table->id);

  if (table->kind == UMPIRE_ENTRY_LIST)
    {
      /* A list is read as prose: its text, with no machine values. */
      for (guint r = 0; r < table->rows->len; r++)
        {
          const UmpireRow *row = g_ptr_array_index (table->rows, r);
          const UmpireCell *cell = umpire_row_cell (row, 0);

          umpire_sheet_document_add (document, checklist ? UMPIRE_SHEET_CHECK : UMPIRE_SHEET_BULLET,
                                     cell ? cell->text : row->id);
        }
    }
  else
    {
      g_auto(GStrv) header = table_header (table);
      UmpireSheetGrid *grid = umpire_sheet_document_add_grid (document, (const char * const *) header, TRUE);

      grid_from_table (grid, table);
    }
  for (guint i = 0; table->notes != NULL && i < table->notes->len; i++)
    umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL, g_ptr_array_index (table->notes, i));
  umpire_sheet_document_add_printf (document, UMPIRE_SHEET_SMALL, _("Source: %s, %s"),
                                    table->prov.rule ? table->prov.rule : "",
                                    table->prov.source ? table->prov.source : "");
}

gboolean
umpire_sheet_add_table_by_id (UmpireSheetDocument  *document,
                              UmpireRules          *rules,
                              const char           *id,
                              gboolean              checklist,
                              GError              **error)
{
  const UmpireTable *table = umpire_rules_get_table (rules, id);

  if (table == NULL)
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_NOT_FOUND,
                   _("the rules database has no table “%s”"), id);
      return FALSE;
    }
  umpire_sheet_add_table (document, table, checklist);
  return TRUE;
}
