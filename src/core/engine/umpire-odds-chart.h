/* umpire-odds-chart.h: the odds of one value as a bar chart (cairo)
 *
 * One drawing function for the screen, PNG and PDF: a bar per outcome, its
 * chance written above it and the outcome in words below it, the likeliest
 * bar marked, and the mean where every outcome is a number. The chart is
 * plain data taken from the odds (umpire_odds_chart_new), so drawing never
 * touches the rules database; its colours come from a palette (light for
 * paper and the light style, dark for the dark style).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "umpire-odds.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

typedef struct
{
  double r, g, b, a;
} UmpireOddsRgba;

typedef struct
{
  UmpireOddsRgba background;  /* a = 0: left as it is (a widget's own background) */
  UmpireOddsRgba text;
  UmpireOddsRgba muted;       /* the axis, small print */
  UmpireOddsRgba bar;
  UmpireOddsRgba likeliest;   /* the bar of the likeliest outcome */
  UmpireOddsRgba failed;      /* the bar of the dice on which the procedure fails */
  UmpireOddsRgba mean;
  double         font_size;   /* the text's size in pixels (a window's text
                               * size); 0: from the chart's height, as on paper */
} UmpireOddsChartPalette;

/* Black on white for print and the light style; light on dark for the dark
 * style, its background left to the widget. */
extern const UmpireOddsChartPalette umpire_odds_chart_palette_light;
extern const UmpireOddsChartPalette umpire_odds_chart_palette_dark;

typedef struct
{
  char    *label;      /* the outcome in words ("Yes", "Clear", "3") */
  double   p;
  gboolean failed;     /* the bar of the dice on which the procedure fails */
} UmpireOddsBar;

typedef struct
{
  char     *title;     /* the value's label; may be NULL */
  GArray   *bars;      /* UmpireOddsBar, in the order of the odds */
  gboolean  has_mean;
  double    mean;
  double    mean_position;  /* where the mean lies among the bars: 0 the first bar's centre, 1 the next... */
  guint     likeliest;      /* index of the tallest bar (the first on a tie) */
} UmpireOddsChart;

/* The chart of value `name` of `odds`, its outcomes in words through the
 * descriptor of the odds' procedure and `rules` (may be NULL: numbers and
 * yes/no only). NULL when the odds have no such value. A failure on some
 * dice is a bar of its own. */
UmpireOddsChart *umpire_odds_chart_new   (UmpireOdds            *odds,
                                          const char            *name,
                                          UmpireRules           *rules);
void             umpire_odds_chart_free  (UmpireOddsChart       *chart);

void             umpire_odds_chart_draw  (cairo_t                      *cr,
                                          double                        width,
                                          double                        height,
                                          const UmpireOddsChart        *chart,
                                          const UmpireOddsChartPalette *palette);

/* Where bar `index` lies in a chart of this size (its full height for its
 * chance), for tests and hit testing; FALSE for no such bar. _sized: drawn
 * with text of `font_size` pixels, as a palette's font_size gives it. */
gboolean         umpire_odds_chart_bar_rect (const UmpireOddsChart *chart,
                                             double                 width,
                                             double                 height,
                                             guint                  index,
                                             double                *x,
                                             double                *y,
                                             double                *bar_width,
                                             double                *bar_height);
gboolean         umpire_odds_chart_bar_rect_sized (const UmpireOddsChart *chart,
                                                   double                 width,
                                                   double                 height,
                                                   double                 font_size,
                                                   guint                  index,
                                                   double                *x,
                                                   double                *y,
                                                   double                *bar_width,
                                                   double                *bar_height);

/* A chance in words: "certain", "never", "50% (1 in 2)", "2.8% (1 in 36)",
 * "83%". */
char            *umpire_odds_dup_chance_words (double p);

/* The chart in words, one outcome a line ("Yes: 50% (1 in 2)"), then the
 * mean: what a screen reader says for the chart and what a form shows. */
char            *umpire_odds_chart_dup_words  (const UmpireOddsChart *chart);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UmpireOddsChart, umpire_odds_chart_free)

G_END_DECLS
