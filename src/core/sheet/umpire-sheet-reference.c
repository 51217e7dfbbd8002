/* umpire-sheet-reference.c: the quick-reference sheets' content
 *
 * Der Weltkrieg: the Combat Results Tables' key, terrain, counterattack and
 * supply, then each era's CRT on a turned page, drawn as the combat page
 * draws it. De Rosa: every chart and modifier list of the system.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-crt-chart.h"
#include "umpire-sheet-reference.h"
#include "umpire-sheet-tables.h"
#include "umpire-weltkrieg.h"

#define CRT_DRAW_WIDTH 1000.0

static void
draw_crt (cairo_t  *cr,
          double    width,
          double    height,
          gpointer  user_data)
{
  /* The chart sizes its text for a screen: draw it at screen size and
   * scale that to the page, so every cell keeps its number. */
  double scale = width / CRT_DRAW_WIDTH;

  cairo_scale (cr, scale, scale);
  umpire_crt_chart_draw (cr, CRT_DRAW_WIDTH, height / scale, user_data);
}

static gboolean
build_weltkrieg (UmpireSheetDocument  *document,
                 UmpireRules          *rules,
                 GError              **error)
{
  /* Which entries make the quick reference: the two CRTs with their
   * key, the terrain chart, counterattack and supply. */
  static const char * const entries[] = {
    "weltkrieg.crt-key",
    "weltkrieg.counterattack",
    "weltkrieg.terrain",
    "weltkrieg.shift-clamp",
    "weltkrieg.supply",
  };
  g_autoptr(GPtrArray) eras = umpire_weltkrieg_dup_eras (rules);

  umpire_sheet_document_set_title (document, _("Der Weltkrieg quick reference"));
  umpire_sheet_document_add (document, UMPIRE_SHEET_TITLE, umpire_sheet_document_get_title (document));
  umpire_sheet_document_add (document, UMPIRE_SHEET_SUBTITLE,
                             _("Optional Combat Results Tables, terrain, counterattack and supply"));
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    if (!umpire_sheet_add_table_by_id (document, rules, entries[i], FALSE, error))
      return FALSE;
  /* Each era's CRT on a page of its own, drawn as the combat page draws it. */
  for (guint i = 0; eras != NULL && i < eras->len; i++)
    {
      const UmpireRow *era = g_ptr_array_index (eras, i);
      g_autofree UmpireCrtChartModel *chart = g_new0 (UmpireCrtChartModel, 1);
      UmpireCrtInput input = { 0 };

      input.era = era->id;
      umpire_sheet_document_add_page_break (document);
      if (!umpire_crt_chart_model (rules, &input, 0, chart, error))
        return FALSE;
      umpire_sheet_document_add_turned_page (document, draw_crt, g_steal_pointer (&chart), g_free);
    }
  return TRUE;
}

static void
build_derosa (UmpireSheetDocument *document,
              UmpireRules         *rules)
{
  const GPtrArray *tables = umpire_rules_get_tables (rules);

  umpire_sheet_document_set_title (document, _("De Rosa WWI miniatures quick reference"));
  umpire_sheet_document_add (document, UMPIRE_SHEET_TITLE, umpire_sheet_document_get_title (document));
  umpire_sheet_document_add (document, UMPIRE_SHEET_SUBTITLE, _("Movement, morale, fire and close combat charts"));
  /* Every chart and modifier list of the system, in the database's order. */
  for (guint i = 0; i < tables->len; i++)
    {
      const UmpireTable *table = g_ptr_array_index (tables, i);

      if (g_strcmp0 (table->system, "derosa") == 0 && table->kind != UMPIRE_ENTRY_LIST)
        umpire_sheet_add_table (document, table, FALSE);
    }
}

UmpireSheetDocument *
umpire_sheet_reference_build (UmpireRules  *rules,
                              const char   *system,
                              GError      **error)
{
  g_autoptr(UmpireSheetDocument) document = NULL;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);

  document = umpire_sheet_document_new (NULL);
  if (g_strcmp0 (system, "weltkrieg") == 0)
    {
      if (!build_weltkrieg (document, rules, error))
        return NULL;
    }
  else if (g_strcmp0 (system, "derosa") == 0)
    build_derosa (document, rules);
  else
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_NOT_FOUND,
                   _("no reference sheet for “%s”; choose weltkrieg or derosa"), system ? system : "");
      return NULL;
    }
  return g_steal_pointer (&document);
}
