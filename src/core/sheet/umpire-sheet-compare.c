/* umpire-sheet-compare.c: the what-if comparison of attack options, printed
 *
 * The table is the one umpire-cli prints (umpire_compare_dup_table); the
 * charts are the odds charts of the screen (umpire_odds_chart_draw) in the
 * light palette, two per option side by side, each option a block on
 * upright pages.
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
  char            *label;
  UmpireOddsChart *defender;
  UmpireOddsChart *attacker;
} OptionCharts;

static void
option_charts_free (gpointer data)
{
  OptionCharts *charts = data;

  g_free (charts->label);
  umpire_odds_chart_free (charts->defender);
  umpire_odds_chart_free (charts->attacker);
  g_free (charts);
}

/* One option: its heading, then the defender's and the attacker's loss
 * charts side by side. */
static void
draw_option (cairo_t  *cr,
             double    width,
             double    height,
             gpointer  user_data)
{
  OptionCharts *charts = user_data;
  double gap = 18, top = 20;
  double column = (width - gap) / 2;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, 11);
  cairo_move_to (cr, 0, 12);
  cairo_show_text (cr, charts->label);
  cairo_restore (cr);
  cairo_save (cr);
  cairo_translate (cr, 0, top);
  if (charts->defender != NULL)
    umpire_odds_chart_draw (cr, column, height - top, charts->defender, &umpire_odds_chart_palette_light);
  cairo_translate (cr, column + gap, 0);
  if (charts->attacker != NULL)
    umpire_odds_chart_draw (cr, column, height - top, charts->attacker, &umpire_odds_chart_palette_light);
  cairo_restore (cr);
}

UmpireSheetDocument *
umpire_sheet_compare_new (const UmpireCompare *compare,
                          UmpireRules         *rules)
{
  g_autoptr(UmpireSheetDocument) document = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  UmpireSheetGrid *grid;

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

  /* Upright, like every sheet: an option's charts a block, moving to the
   * next page whole. */
  umpire_sheet_document_add_page_break (document);
  for (guint i = 0; i < compare->n_options; i++)
    {
      OptionCharts *charts = g_new0 (OptionCharts, 1);

      /* Translators: the heading of an attack option's charts on the printed comparison */
      charts->label = g_strdup_printf (_("Option %s"), compare->options[i].label);
      charts->defender = umpire_odds_chart_new (compare->options[i].odds, "defender-loss", rules);
      charts->attacker = umpire_odds_chart_new (compare->options[i].odds, "attacker-loss", rules);
      umpire_sheet_document_add_drawing (document, 190, draw_option, charts, option_charts_free);
    }
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
