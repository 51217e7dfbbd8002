/* umpire-sheet-reference.c: the quick-reference sheets' content
 *
 * Der Weltkrieg: the Combat Results Tables' key, terrain, counterattack and
 * supply, then each era's shift rows and CRT, upright, the CRT drawn in
 * bands of columns as the combat page draws it. 1916: what the players
 * look up during setup and lulls. De Rosa: every chart and modifier list
 * of the system.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-catalogue.h"
#include "umpire-procedure.h"
#include "umpire-crt-chart.h"
#include "umpire-setup.h"
#include "umpire-sheet-reference.h"
#include "umpire-sheet-tables.h"
#include "umpire-weltkrieg.h"

/* Columns of a CRT in one band: 25 keep two-digit losses legible on A4 and
 * Letter alike (about 20 points a column). */
#define CRT_BAND_COLUMNS 25
/* A band's height on the page, in points, and the scale it is drawn at:
 * the chart sizes its text for a screen, so drawing it smaller and scaling
 * it up brings the numbers to about 9 points and the labels above. Two
 * bands and the heading fit a page of either paper. */
#define CRT_BAND_HEIGHT  230.0
#define CRT_BAND_SCALE   1.4

static void
draw_crt_band (cairo_t  *cr,
               double    width,
               double    height,
               gpointer  user_data)
{
  cairo_scale (cr, CRT_BAND_SCALE, CRT_BAND_SCALE);
  umpire_crt_chart_draw (cr, width / CRT_BAND_SCALE, height / CRT_BAND_SCALE, user_data,
                         umpire_crt_chart_style_light ());
}

/* The CRT of `era` as bands of columns, one drawing each. */
static gboolean
add_crt_bands (UmpireSheetDocument  *document,
               UmpireRules          *rules,
               const char           *era,
               GError              **error)
{
  g_autofree UmpireCrtChartModel *chart = g_new0 (UmpireCrtChartModel, 1);
  UmpireCrtInput input = { 0 };
  const UmpireTable *shifts = NULL, *losses = NULL;
  guint n_bands;

  input.era = era;
  if (!umpire_crt_chart_model (rules, &input, 0, chart, error)
      || !umpire_weltkrieg_get_era_tables (rules, era, &shifts, &losses, error))
    return FALSE;
  /* A reconstructed or ambiguous loss is marked on paper as in the table
   * (the footnote follows the table's notes). */
  for (guint r = 0; r < chart->n_rows && r < losses->rows->len; r++)
    for (guint c = 0; c < chart->n_columns; c++)
      {
        const UmpireCell *cell = umpire_row_cell (g_ptr_array_index (losses->rows, r), (int) c);

        if (cell != NULL && *umpire_sheet_mark_for (&cell->prov) != '\0')
          g_strlcat (chart->cells[r][c], umpire_sheet_mark_for (&cell->prov), sizeof chart->cells[r][c]);
      }
  n_bands = MAX (1, (chart->n_columns + CRT_BAND_COLUMNS - 1) / CRT_BAND_COLUMNS);
  for (guint b = 0; b < n_bands; b++)
    {
      guint first = b * chart->n_columns / n_bands;
      guint last = (b + 1) * chart->n_columns / n_bands;
      UmpireCrtChartModel *band = g_memdup2 (chart, sizeof *chart);

      /* The band's cells from column 1; the heat scale stays the table's. */
      for (guint r = 0; r < chart->n_rows; r++)
        for (guint c = first; c < last; c++)
          {
            g_strlcpy (band->cells[r][c - first], chart->cells[r][c], sizeof band->cells[r][c - first]);
            band->losses[r][c - first] = chart->losses[r][c];
          }
      band->n_columns = last - first;
      band->column_base = (int) first;
      /* Translators: a band of a Combat Results Table on a sheet: its title
       * and the strength columns shown, e.g. "… for 1914 through 1916, columns 1–25" */
      g_snprintf (band->title, sizeof band->title, _("%s, columns %u–%u"), chart->title, first + 1, last);
      umpire_sheet_document_add_drawing (document, CRT_BAND_HEIGHT, draw_crt_band, band, g_free);
    }
  return TRUE;
}

static gboolean
build_weltkrieg (UmpireSheetDocument  *document,
                 UmpireRules          *rules,
                 GError              **error)
{
  /* Which entries make the quick reference besides the eras' tables: the
   * key, the terrain chart, counterattack, the shift limit and supply. */
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
                             _("Optional Combat Results Tables with their shift rows, terrain, counterattack and supply"));
  const UmpireRow *supply_rounding, *over_50;
  const UmpireTable *supply;
  const UmpireRow *attacking;
  double per_point = 0;

  if (!(supply_rounding = umpire_procedure_list_item (rules, "weltkrieg.crt-conventions", "supply-rounding", error))
      || !(over_50 = umpire_procedure_list_item (rules, "weltkrieg.crt-conventions", "over-50", error))
      || !(supply = umpire_procedure_table (rules, "weltkrieg.supply", error)))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    if (!umpire_sheet_add_table_by_id (document, rules, entries[i], FALSE, error))
      return FALSE;
  /* The supply chart's figures are strength points per supply point: say
   * so, with the rounding in force and an example from the chart. */
  attacking = umpire_table_get_row (supply, "attacking-infantry");
  if (attacking != NULL && umpire_row_cell (attacking, 0) != NULL
      && umpire_cell_get_number (umpire_row_cell (attacking, 0), &per_point, NULL) && per_point > 0)
    /* Translators: under the supply chart: "The figures are strength points per
     * supply point. Attacking infantry: 40 strength points spend 40 / 4 = 10 supply points." */
    umpire_sheet_document_add_printf (document, UMPIRE_SHEET_TEXT,
                                      _("The figures are strength points per supply point. %s: %g strength points "
                                        "spend %g / %g = %g supply points."),
                                      attacking->label, 10 * per_point, 10 * per_point, per_point, 10.0);
  umpire_sheet_document_add (document, UMPIRE_SHEET_TEXT, umpire_row_cell (supply_rounding, 0)->text);
  /* Each era from a new page: the shift rows first (the first lookup of
   * every combat: the column to roll on), then the CRT itself. */
  for (guint i = 0; eras != NULL && i < eras->len; i++)
    {
      const UmpireRow *era = g_ptr_array_index (eras, i);
      const UmpireTable *shifts = NULL, *losses = NULL;

      if (!umpire_weltkrieg_get_era_tables (rules, era->id, &shifts, &losses, error))
        return FALSE;
      umpire_sheet_document_add_page_break (document);
      umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, losses->title);
      umpire_sheet_add_table (document, rules, shifts, FALSE);
      if (!add_crt_bands (document, rules, era->id, error))
        return FALSE;
      /* The shift rows reach columns the CRT does not print: how to read
       * them, by the convention in force. */
      /* Translators: on each CRT page: "Columns above 50 (convention in force: split): …" */
      umpire_sheet_document_add_printf (document, UMPIRE_SHEET_TEXT, _("Columns above 50 (convention in force: %s): %s"),
                                        over_50->item_value, umpire_row_cell (over_50, 0)->text);
      umpire_sheet_add_table_notes (document, rules, losses);
    }
  return TRUE;
}

static gboolean
build_1916 (UmpireSheetDocument  *document,
            UmpireRules          *rules,
            const char           *reading,
            GError              **error)
{
  /* After the support chart, in the order of the setup sequence and then
   * play: heavy weapons, proximity and scales, the lull, reinforcements. */
  static const char * const after_support[] = {
    "1916.heavy-weapons",
    "1916.heavy-weapons-recommendations",
    "1916.proximity",
    "1916.scales",
    "1916.lull",
    "1916.lull-features",
    "1916.reinforcements",
  };
  const UmpireTable *availability = umpire_setup_support_availability (rules, reading, error);
  g_autofree char *reading_words = NULL;

  if (availability == NULL)
    return FALSE;
  umpire_sheet_document_set_title (document, _("1916 quick reference for the players"));
  umpire_sheet_document_add (document, UMPIRE_SHEET_TITLE, umpire_sheet_document_get_title (document));
  umpire_sheet_document_add (document, UMPIRE_SHEET_SUBTITLE,
                             _("Support chart and its modifiers, extra heavy weapons, setup proximity, lull and reinforcements"));

  umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("Barrages, on-call artillery, airstrikes and gas"));
  if (!umpire_sheet_add_table_by_id (document, rules, "1916.support", FALSE, error))
    return FALSE;
  /* The chart's header is damaged: say which reading the sheet follows,
   * and what it gives. */
  reading_words = umpire_input_dup_for_people (rules, "1916.support", "support-reading",
                                               reading != NULL ? reading : UMPIRE_SUPPORT_READING_EACH_HEADING);
  umpire_sheet_document_add_printf (document, UMPIRE_SHEET_TEXT, _("Chart header reading: %s."), reading_words);
  umpire_sheet_add_table (document, rules, availability, FALSE);
  if (!umpire_sheet_add_table_by_id (document, rules, "1916.support-modifiers", FALSE, error))
    return FALSE;

  umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("Extra heavy weapons, proximity, lull and reinforcements"));
  for (guint i = 0; i < G_N_ELEMENTS (after_support); i++)
    if (!umpire_sheet_add_table_by_id (document, rules, after_support[i], FALSE, error))
      return FALSE;
  return TRUE;
}

/* An item of a rules list, as a line of its own (its mark, if any). */
static void
add_item (UmpireSheetDocument *document,
          const UmpireRow     *item,
          UmpireSheetStyle     style)
{
  g_autofree char *text = g_strconcat (umpire_row_cell (item, 0)->text, umpire_sheet_mark_for (&item->prov), NULL);

  umpire_sheet_document_add (document, style, text);
}

/* Close combat, as the umpire resolves it by default: the combat value
 * lines with only the shaken line in force (named), each side's total
 * multiplied by the d10 face, and what a difference of 10, a smaller one
 * or a tie means. */
static gboolean
add_derosa_close_combat (UmpireSheetDocument  *document,
                         UmpireRules          *rules,
                         const UmpireTable    *combat_value,
                         GError              **error)
{
  /* The melee list's items that say how the totals decide it. */
  static const char * const outcome_items[] = {
    "compare", "decisive-difference", "loser-retreat-turns", "loser-shaken", "continue",
  };
  UmpireTable in_force = *combat_value;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  const UmpireRow *face, *shaken;

  if (!(face = umpire_procedure_list_item (rules, "derosa.readings", "melee-face", error))
      || !(shaken = umpire_procedure_list_item (rules, "derosa.combat-value", "shaken", error)))
    return FALSE;
  umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("Close combat"));
  /* Both readings of the shaken line summed would give a shaken unit 0:
   * the sheet prints the default, as printed, and names it. */
  for (guint r = 0; r < combat_value->rows->len; r++)
    {
      const UmpireRow *row = g_ptr_array_index (combat_value->rows, r);

      if (!g_str_equal (row->id, "shaken-corrected"))
        g_ptr_array_add (rows, (gpointer) row);
    }
  in_force.rows = rows;
  umpire_sheet_add_table (document, rules, &in_force, FALSE);
  /* Translators: on the De Rosa sheet, under the combat value lines; the line's label */
  umpire_sheet_document_add_printf (document, UMPIRE_SHEET_TEXT,
                                    _("Shaken line in force: “%s” as printed, %+g (the default reading; the umpire "
                                      "may read it as −1)."),
                                    shaken->label, umpire_row_cell (shaken, 0) != NULL
                                                   ? g_ascii_strtod (umpire_row_cell (shaken, 0)->text, NULL) : 0.0);
  umpire_sheet_document_add (document, UMPIRE_SHEET_SUBHEADING, _("Resolving the close combat"));
  add_item (document, face, UMPIRE_SHEET_BULLET);
  for (guint i = 0; i < G_N_ELEMENTS (outcome_items); i++)
    {
      const UmpireRow *item = umpire_procedure_list_item (rules, "derosa.melee", outcome_items[i], error);

      if (item == NULL)
        return FALSE;
      add_item (document, item, UMPIRE_SHEET_BULLET);
    }
  return TRUE;
}

static gboolean
build_derosa (UmpireSheetDocument  *document,
              UmpireRules          *rules,
              GError              **error)
{
  const GPtrArray *tables = umpire_rules_get_tables (rules);

  umpire_sheet_document_set_title (document, _("De Rosa WWI miniatures quick reference"));
  umpire_sheet_document_add (document, UMPIRE_SHEET_TITLE, umpire_sheet_document_get_title (document));
  umpire_sheet_document_add (document, UMPIRE_SHEET_SUBTITLE, _("Movement, morale, fire and close combat charts"));
  /* Every chart and modifier list of the system, in the database's order;
   * the combat value lines in the close combat section. */
  for (guint i = 0; i < tables->len; i++)
    {
      const UmpireTable *table = g_ptr_array_index (tables, i);

      if (g_strcmp0 (table->system, "derosa") != 0 || table->kind == UMPIRE_ENTRY_LIST)
        continue;
      if (g_str_equal (table->id, "derosa.combat-value"))
        {
          if (!add_derosa_close_combat (document, rules, table, error))
            return FALSE;
        }
      else
        umpire_sheet_add_table (document, rules, table, FALSE);
    }
  return TRUE;
}

UmpireSheetDocument *
umpire_sheet_reference_build (UmpireRules  *rules,
                              const char   *system,
                              const char   *support_reading,
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
  else if (g_strcmp0 (system, "1916") == 0)
    {
      if (!build_1916 (document, rules, support_reading, error))
        return NULL;
    }
  else if (g_strcmp0 (system, "derosa") == 0)
    {
      if (!build_derosa (document, rules, error))
        return NULL;
    }
  else
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_NOT_FOUND,
                   _("no reference sheet for “%s”; choose weltkrieg, 1916 or derosa"), system ? system : "");
      return NULL;
    }
  return g_steal_pointer (&document);
}
