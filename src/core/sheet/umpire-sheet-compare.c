/* umpire-sheet-compare.c: the what-if comparison of attack options, printed
 *
 * The table is the one umpire-cli prints (umpire_compare_dup_table); the
 * charts are the odds charts of the screen (umpire_odds_chart_draw) in the
 * light palette, two per option, the options side by side on a turned page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-odds-chart.h"
#include "umpire-sheet.h"
#include "umpire-sheet-compare.h"

typedef struct
{
  guint            n;
  char            *labels[UMPIRE_COMPARE_MAX_OPTIONS];
  UmpireOddsChart *defender[UMPIRE_COMPARE_MAX_OPTIONS];
  UmpireOddsChart *attacker[UMPIRE_COMPARE_MAX_OPTIONS];
} Charts;

static void
charts_free (gpointer data)
{
  Charts *charts = data;

  for (guint i = 0; i < charts->n; i++)
    {
      g_free (charts->labels[i]);
      umpire_odds_chart_free (charts->defender[i]);
      umpire_odds_chart_free (charts->attacker[i]);
    }
  g_free (charts);
}

static void
draw_charts (cairo_t  *cr,
             double    width,
             double    height,
             gpointer  user_data)
{
  Charts *charts = user_data;
  double gap = 18, top = 22;
  double column = (width - gap * (charts->n - 1)) / MAX (charts->n, 1);
  double chart_h = (height - top - gap) / 2;

  for (guint i = 0; i < charts->n; i++)
    {
      double x = i * (column + gap);

      cairo_save (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, 12);
      cairo_move_to (cr, x, 13);
      cairo_show_text (cr, charts->labels[i]);
      cairo_restore (cr);
      cairo_save (cr);
      cairo_translate (cr, x, top);
      if (charts->defender[i] != NULL)
        umpire_odds_chart_draw (cr, column, chart_h, charts->defender[i], &umpire_odds_chart_palette_light);
      cairo_translate (cr, 0, chart_h + gap);
      if (charts->attacker[i] != NULL)
        umpire_odds_chart_draw (cr, column, chart_h, charts->attacker[i], &umpire_odds_chart_palette_light);
      cairo_restore (cr);
    }
}

UmpireSheetDocument *
umpire_sheet_compare_new (const UmpireCompare *compare,
                          UmpireRules         *rules)
{
  g_autoptr(UmpireSheetDocument) document = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  UmpireSheetGrid *grid;
  Charts *charts;

  g_return_val_if_fail (compare != NULL, NULL);

  document = umpire_sheet_document_new (_("What-if: attack options compared"));
  umpire_sheet_document_add (document, UMPIRE_SHEET_TITLE, umpire_sheet_document_get_title (document));
  umpire_sheet_document_add_printf (document, UMPIRE_SHEET_SUBTITLE,
                                    g_dngettext (GETTEXT_PACKAGE,
                                                 "Der Weltkrieg, %u attack option: the exact odds of its combat",
                                                 "Der Weltkrieg, %u attack options: the exact odds of each combat",
                                                 compare->n_options),
                                    compare->n_options);
  rows = umpire_compare_dup_table (compare, rules);
  grid = umpire_sheet_document_add_grid (document, (const char * const *) rows->pdata[0], TRUE);
  for (guint r = 1; r < rows->len; r++)
    umpire_sheet_grid_add_row (grid, (const char * const *) rows->pdata[r]);
  umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL,
                             _("* best for the attacker. Losses and supply are expected values over every face "
                               "of the attack and counterattack dice; an “r” result is cancelled by a retreat."));

  charts = g_new0 (Charts, 1);
  charts->n = compare->n_options;
  for (guint i = 0; i < compare->n_options; i++)
    {
      /* Translators: the heading of an attack option's charts on the printed comparison */
      charts->labels[i] = g_strdup_printf (_("Option %s"), compare->options[i].label);
      charts->defender[i] = umpire_odds_chart_new (compare->options[i].odds, "defender-loss", rules);
      charts->attacker[i] = umpire_odds_chart_new (compare->options[i].odds, "attacker-loss", rules);
    }
  umpire_sheet_document_add_turned_page (document, draw_charts, charts, charts_free);
  return g_steal_pointer (&document);
}

gboolean
umpire_sheet_compare_write (const UmpireCompare *compare,
                            UmpireRules         *rules,
                            const char          *path,
                            GError             **error)
{
  g_autoptr(UmpireSheetDocument) document = umpire_sheet_compare_new (compare, rules);
  double width, height;

  umpire_paper_get_size (UMPIRE_PAPER_A4, &width, &height);
  return umpire_sheet_document_write_pdf (document, path, width, height, error);
}
