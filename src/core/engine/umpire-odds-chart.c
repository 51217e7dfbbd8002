/* umpire-odds-chart.c: the odds of one value as a bar chart
 *
 * Bars are scaled to the likeliest outcome, so the shape reads at any size;
 * each bar carries its chance in figures, so the height need not be read.
 * The likeliest bar has a colour of its own and a darker outline, so it
 * stands out in black and white too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "umpire-descriptor.h"
#include "umpire-odds-chart.h"

const UmpireOddsChartPalette umpire_odds_chart_palette_light = {
  .background = { 1, 1, 1, 1 },
  .text = { 0.10, 0.10, 0.12, 1 },
  .muted = { 0.40, 0.40, 0.44, 1 },
  .bar = { 0.55, 0.66, 0.80, 1 },
  .likeliest = { 0.11, 0.34, 0.62, 1 },
  .failed = { 0.80, 0.45, 0.40, 1 },
  .mean = { 0.75, 0.22, 0.10, 1 },
};

const UmpireOddsChartPalette umpire_odds_chart_palette_dark = {
  .background = { 0, 0, 0, 0 },
  .text = { 0.96, 0.96, 0.96, 1 },
  .muted = { 0.70, 0.70, 0.74, 1 },
  .bar = { 0.36, 0.47, 0.62, 1 },
  .likeliest = { 0.47, 0.68, 0.95, 1 },
  .failed = { 0.75, 0.38, 0.34, 1 },
  .mean = { 1.00, 0.60, 0.35, 1 },
};

#define EPS 1e-12

static void
bar_clear (gpointer data)
{
  g_free (((UmpireOddsBar *) data)->label);
}

void
umpire_odds_chart_free (UmpireOddsChart *chart)
{
  if (chart == NULL)
    return;
  g_free (chart->title);
  g_clear_pointer (&chart->bars, g_array_unref);
  g_free (chart);
}

static gboolean
parse_number (const char *text,
              double     *number)
{
  char *end = NULL;

  if (text == NULL || *text == '\0')
    return FALSE;
  *number = g_ascii_strtod (text, &end);
  return end != NULL && *end == '\0' && isfinite (*number);
}

UmpireOddsChart *
umpire_odds_chart_new (UmpireOdds  *odds,
                       const char  *name,
                       UmpireRules *rules)
{
  g_autoptr(UmpireOddsChart) chart = NULL;
  const GArray *outcomes;
  const UmpireProcedureInfo *info;
  const UmpireField *field;
  const char *message = NULL;
  double failed, best = -1;
  g_autoptr(GArray) numbers = g_array_new (FALSE, FALSE, sizeof (double));

  g_return_val_if_fail (odds != NULL && name != NULL, NULL);

  outcomes = umpire_odds_get_outcomes (odds, name);
  if (outcomes == NULL)
    return NULL;
  info = umpire_odds_get_info (odds);
  field = info != NULL ? umpire_procedure_info_find_value (info, name) : NULL;
  chart = g_new0 (UmpireOddsChart, 1);
  chart->title = g_strdup (field != NULL ? umpire_field_get_label (field) : name);
  chart->bars = g_array_new (FALSE, TRUE, sizeof (UmpireOddsBar));
  g_array_set_clear_func (chart->bars, bar_clear);
  for (guint i = 0; i < outcomes->len; i++)
    {
      const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, i);
      UmpireOddsBar bar = { NULL, outcome->p, FALSE };
      double number;

      bar.label = outcome->value != NULL ? umpire_field_dup_for_people (field, rules, outcome->value)
                                         : g_strdup (_("not set"));
      if (parse_number (outcome->value, &number))
        g_array_append_val (numbers, number);
      g_array_append_val (chart->bars, bar);
    }
  failed = umpire_odds_get_failed (odds, &message);
  if (failed > EPS)
    {
      UmpireOddsBar bar = { g_strdup (_("fails")), failed, TRUE };

      g_array_append_val (chart->bars, bar);
    }
  for (guint i = 0; i < chart->bars->len; i++)
    if (g_array_index (chart->bars, UmpireOddsBar, i).p > best + EPS)
      {
        best = g_array_index (chart->bars, UmpireOddsBar, i).p;
        chart->likeliest = i;
      }

  /* The numbers come first and in increasing order (umpire-odds.h): the
   * mean lies between the two bars whose numbers surround it. */
  chart->has_mean = umpire_odds_get_mean (odds, name, &chart->mean) && numbers->len > 0;
  if (chart->has_mean)
    {
      double *v = (double *) numbers->data;
      guint n = numbers->len;

      chart->mean_position = 0;
      for (guint i = 0; i + 1 < n; i++)
        if (chart->mean >= v[i] && chart->mean <= v[i + 1])
          {
            chart->mean_position = i + (v[i + 1] > v[i] ? (chart->mean - v[i]) / (v[i + 1] - v[i]) : 0);
            break;
          }
      if (chart->mean > v[n - 1])
        chart->mean_position = n - 1;
    }
  return g_steal_pointer (&chart);
}

char *
umpire_odds_dup_chance_words (double p)
{
  g_autofree char *percent = NULL;
  double inverse;

  if (p >= 1 - 1e-9)
    return g_strdup (_("certain"));
  /* A sum of many dice can be possible and still far below a percent's
   * last digit: it is never "never", nor "0.00%". */
  if (p <= 0)
    return g_strdup (_("never"));
  if (p < 0.0001)
    return g_strdup (_("under 0.01%"));
  percent = g_strdup_printf (p >= 0.1 ? "%.0f%%" : p >= 0.01 ? "%.1f%%" : "%.2f%%", 100 * p);
  inverse = 1 / p;
  if (inverse >= 1.5 && fabs (inverse - round (inverse)) < 1e-6)
    /* Translators: a chance in figures, then as "1 in N", e.g. "17% (1 in 6)" */
    return g_strdup_printf (_("%s (1 in %.0f)"), percent, round (inverse));
  if (p < 0.1)
    /* Translators: a chance in figures, then roughly as "1 in N", e.g. "0.8% (about 1 in 130)" */
    return g_strdup_printf (_("%s (about 1 in %.0f)"), percent, round (inverse));
  return g_steal_pointer (&percent);
}

/* The most outcomes said one by one, and below what chance the others of a
 * longer list are said together. */
#define WORDS_ALL_MAX 12
#define WORDS_RARE 0.0005

char *
umpire_odds_chart_dup_words (const UmpireOddsChart *chart)
{
  g_autoptr(GString) words = g_string_new (NULL);

  /* Past a few lines (a count over sixty barrages has 61 outcomes) the
   * outcomes under 0.05% are said together, not one by one. */
  gboolean long_list = chart->bars->len > WORDS_ALL_MAX;
  guint rare = 0;

  g_return_val_if_fail (chart != NULL, NULL);
  for (guint i = 0; i < chart->bars->len; i++)
    {
      const UmpireOddsBar *bar = &g_array_index (chart->bars, UmpireOddsBar, i);
      g_autofree char *chance = NULL;

      if (long_list && bar->p < WORDS_RARE && !bar->failed)
        {
          rare++;
          continue;
        }
      chance = umpire_odds_dup_chance_words (bar->p);
      /* Translators: an outcome and its chance, e.g. "Yes: 17% (1 in 6)" */
      g_string_append_printf (words, _("%s: %s"), bar->label, chance);
      g_string_append_c (words, '\n');
    }
  if (rare > 0)
    {
      g_string_append_printf (words,
                              /* Translators: the outcomes a long list leaves out, "41 others: under 0.05% each" */
                              g_dngettext (GETTEXT_PACKAGE, "%u other: under 0.05%%", "%u others: under 0.05%% each", rare),
                              rare);
      g_string_append_c (words, '\n');
    }
  if (chart->has_mean)
    g_string_append_printf (words, _("Mean: %.2f"), chart->mean);
  else if (words->len > 0)
    g_string_truncate (words, words->len - 1);
  return g_string_free (g_steal_pointer (&words), FALSE);
}

/* ---- drawing ------------------------------------------------------------ */

typedef struct
{
  double font;
  double margin;
  double title_width;  /* the title's lines are wrapped to this */
  int    title_lines;  /* at most TITLE_LINES; the rest cut short */
  gboolean mean_below; /* the mean on a line of its own under the title */
  double top;        /* the top of the tallest bar */
  double baseline;
  double left;
  double slot;       /* the width of one bar's slot */
  double bar_w;
  double max_p;
} Layout;

#define TITLE_LINES 2
#define TITLE_SIZE(l) ((l)->font * 1.05)
#define LINE_HEIGHT(l) ((l)->font * 1.7)

static PangoLayout *
new_text_in (PangoContext *context,
             const char   *text,
             double        size,
             gboolean      bold)
{
  PangoLayout *layout = pango_layout_new (context);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* Sizes are in the surface's units: points on paper, pixels on screen; the
 * metrics unhinted, so that text measures alike on every surface. */
static void
set_up_context (PangoContext *context)
{
  cairo_font_options_t *options = cairo_font_options_create ();
  const cairo_font_options_t *own = pango_cairo_context_get_font_options (context);

  if (own != NULL)
    cairo_font_options_merge (options, own);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  pango_cairo_context_set_resolution (context, 72.0);
}

static PangoLayout *
new_text (cairo_t    *cr,
          const char *text,
          double      size,
          gboolean    bold)
{
  PangoContext *context = pango_cairo_create_context (cr);
  PangoLayout *layout;

  set_up_context (context);
  layout = new_text_in (context, text, size, bold);
  g_object_unref (context);
  return layout;
}

static double
text_width (PangoLayout *layout)
{
  int w = 0;

  pango_layout_get_size (layout, &w, NULL);
  return (double) w / PANGO_SCALE;
}

/* The mean as the chart writes it over its bars. */
static char *
dup_mean_text (const UmpireOddsChart *chart)
{
  /* Translators: the mean of a distribution, over its bar chart */
  return g_strdup_printf (_("mean %.2f"), chart->mean);
}

/* The title wrapped to `width`, its lines limited to TITLE_LINES (cut short
 * only past them): the same layout measures the chart and draws it. */
static PangoLayout *
title_layout (PangoLayout  *title,
              double        width)
{
  pango_layout_set_width (title, (int) (MAX (1, width) * PANGO_SCALE));
  pango_layout_set_wrap (title, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_height (title, -TITLE_LINES);
  pango_layout_set_ellipsize (title, PANGO_ELLIPSIZE_END);
  return title;
}

/* Where the title goes: beside the mean when the two fit on a line or the
 * title wraps in what the mean leaves it (at least half the width), else
 * across the chart with the mean under it. Measured without the surface's
 * hinting, so screen, PDF and PNG lay the chart out alike. */
static void
layout_title (const UmpireOddsChart *chart,
              double                 width,
              Layout                *l)
{
  PangoContext *context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  double inner = MAX (1, width - 2 * l->margin);
  double mean = 0;

  l->title_width = inner;
  l->title_lines = 0;
  l->mean_below = FALSE;
  set_up_context (context);
  if (chart->has_mean)
    {
      g_autofree char *text = dup_mean_text (chart);
      g_autoptr(PangoLayout) layout = new_text_in (context, text, l->font, FALSE);

      mean = text_width (layout) + l->font;
    }
  if (chart->title != NULL)
    {
      g_autoptr(PangoLayout) title = new_text_in (context, chart->title, TITLE_SIZE (l), TRUE);

      if (inner - mean >= inner / 2 || text_width (title) <= inner - mean)
        l->title_width = inner - mean;
      else
        l->mean_below = mean > 0;
      title_layout (title, l->title_width);
      l->title_lines = pango_layout_get_line_count (title);
    }
  g_object_unref (context);
}

static void
compute_layout (const UmpireOddsChart *chart,
                double                 width,
                double                 height,
                double                 font_size,
                Layout                *l)
{
  guint n = MAX (chart->bars->len, 1);
  int heading_lines;

  /* On screen the window's text size (a little smaller, as its captions);
   * on paper what the chart's height allows. */
  l->font = font_size > 0 ? font_size * 0.9 : CLAMP (height / 15, 7, 13);
  l->margin = l->font * 0.5;
  layout_title (chart, width, l);
  heading_lines = MAX (1, MIN (l->title_lines, TITLE_LINES) + (l->mean_below ? 1 : 0));
  /* Title (and mean), then the chances above the bars; the outcomes below them. */
  l->top = l->margin + LINE_HEIGHT (l) + (heading_lines - 1) * TITLE_SIZE (l) * 1.25 + l->font * 1.4;
  l->baseline = height - l->margin - l->font * 1.6;
  if (l->baseline < l->top + 4)
    l->baseline = l->top + 4;
  l->left = l->margin;
  l->slot = MAX (1, width - 2 * l->margin) / n;
  l->bar_w = l->slot * 0.7;
  l->max_p = 0;
  for (guint i = 0; i < chart->bars->len; i++)
    l->max_p = MAX (l->max_p, g_array_index (chart->bars, UmpireOddsBar, i).p);
  if (l->max_p <= 0)
    l->max_p = 1;
}

gboolean
umpire_odds_chart_bar_rect (const UmpireOddsChart *chart,
                            double                 width,
                            double                 height,
                            guint                  index,
                            double                *x,
                            double                *y,
                            double                *bar_width,
                            double                *bar_height)
{
  return umpire_odds_chart_bar_rect_sized (chart, width, height, 0, index, x, y, bar_width, bar_height);
}

gboolean
umpire_odds_chart_bar_rect_sized (const UmpireOddsChart *chart,
                                  double                 width,
                                  double                 height,
                                  double                 font_size,
                                  guint                  index,
                                  double                *x,
                                  double                *y,
                                  double                *bar_width,
                                  double                *bar_height)
{
  Layout l;
  double h;

  g_return_val_if_fail (chart != NULL, FALSE);
  if (index >= chart->bars->len)
    return FALSE;
  compute_layout (chart, width, height, font_size, &l);
  h = (l.baseline - l.top) * g_array_index (chart->bars, UmpireOddsBar, index).p / l.max_p;
  *x = l.left + index * l.slot + (l.slot - l.bar_w) / 2;
  *y = l.baseline - h;
  *bar_width = l.bar_w;
  *bar_height = h;
  return TRUE;
}

static void
set_color (cairo_t              *cr,
           const UmpireOddsRgba *color)
{
  cairo_set_source_rgba (cr, color->r, color->g, color->b, color->a);
}

/* Text centred on `cx` with its top at `y`, cut to `max_width` and kept
 * between `left` and `right`. */
static void
show_centred (cairo_t    *cr,
              const char *text,
              double      size,
              gboolean    bold,
              double      cx,
              double      y,
              double      max_width,
              double      left,
              double      right)
{
  g_autoptr(PangoLayout) layout = new_text (cr, text, size, bold);
  double w;

  if (max_width > 0)
    {
      pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  w = MIN (text_width (layout), max_width > 0 ? max_width : G_MAXDOUBLE);
  cairo_move_to (cr, MAX (left, MIN (cx - w / 2, right - w)), y);
  pango_cairo_show_layout (cr, layout);
}

static char *
dup_percent (double p)
{
  if (p >= 1 - 1e-9)
    return g_strdup ("100%");
  if (p <= 0)
    return g_strdup ("0%");
  /* Possible, but below the last digit shown: not "0%" nor "0.00%". */
  if (p < 0.0001)
    return g_strdup ("<0.01%");
  return g_strdup_printf (p >= 0.1 ? "%.0f%%" : p >= 0.01 ? "%.1f%%" : "%.2f%%", 100 * p);
}

void
umpire_odds_chart_draw (cairo_t                      *cr,
                        double                        width,
                        double                        height,
                        const UmpireOddsChart        *chart,
                        const UmpireOddsChartPalette *palette)
{
  Layout l;
  guint n, every = 1;
  double widest = 0;

  g_return_if_fail (cr != NULL && chart != NULL);
  if (palette == NULL)
    palette = &umpire_odds_chart_palette_light;
  n = chart->bars->len;
  compute_layout (chart, width, height, palette->font_size, &l);

  cairo_save (cr);
  if (palette->background.a > 0)
    {
      set_color (cr, &palette->background);
      cairo_rectangle (cr, 0, 0, width, height);
      cairo_fill (cr);
    }

  /* The title on the left, wrapped rather than cut short; the mean on the
   * right, or under the title when the chart is too narrow for both. */
  set_color (cr, &palette->text);
  if (chart->title != NULL)
    {
      g_autoptr(PangoLayout) title = title_layout (new_text (cr, chart->title, TITLE_SIZE (&l), TRUE),
                                                   l.title_width);

      cairo_move_to (cr, l.margin, l.margin);
      pango_cairo_show_layout (cr, title);
    }
  if (chart->has_mean)
    {
      g_autofree char *text = dup_mean_text (chart);
      g_autoptr(PangoLayout) mean = new_text (cr, text, l.font, FALSE);

      set_color (cr, &palette->mean);
      if (l.mean_below)
        cairo_move_to (cr, l.margin, l.margin + MIN (l.title_lines, TITLE_LINES) * TITLE_SIZE (&l) * 1.25);
      else
        cairo_move_to (cr, width - l.margin - text_width (mean), l.margin);
      pango_cairo_show_layout (cr, mean);
    }

  /* When the slots are too narrow for every label, label every k-th one,
   * counted from the likeliest. */
  for (guint i = 0; i < n; i++)
    {
      const UmpireOddsBar *bar = &g_array_index (chart->bars, UmpireOddsBar, i);
      g_autofree char *percent = dup_percent (bar->p);
      g_autoptr(PangoLayout) a = new_text (cr, percent, l.font, FALSE);
      g_autoptr(PangoLayout) b = new_text (cr, bar->label, l.font, FALSE);

      widest = MAX (widest, MAX (text_width (a), MIN (text_width (b), l.font * 6)));
    }
  if (widest + l.font * 0.4 > l.slot)
    every = (guint) ceil ((widest + l.font * 0.4) / l.slot);

  for (guint i = 0; i < n; i++)
    {
      const UmpireOddsBar *bar = &g_array_index (chart->bars, UmpireOddsBar, i);
      double x, y, w, h, cx;
      gboolean labelled = ((int) i - (int) chart->likeliest) % (int) every == 0;

      umpire_odds_chart_bar_rect_sized (chart, width, height, palette->font_size, i, &x, &y, &w, &h);
      cx = x + w / 2;
      set_color (cr, bar->failed ? &palette->failed : i == chart->likeliest ? &palette->likeliest : &palette->bar);
      /* A chance too small to see still shows as a sliver. */
      cairo_rectangle (cr, x, bar->p > 0 ? MIN (y, l.baseline - 1) : l.baseline, w, bar->p > 0 ? MAX (h, 1) : 0);
      cairo_fill_preserve (cr);
      if (i == chart->likeliest)
        {
          set_color (cr, &palette->text);
          cairo_set_line_width (cr, MAX (1, l.font / 10));
          cairo_stroke (cr);
        }
      else
        cairo_new_path (cr);
      if (!labelled)
        continue;
      {
        g_autofree char *percent = dup_percent (bar->p);
        double slot_text = l.slot * every - l.font * 0.2;

        set_color (cr, &palette->text);
        show_centred (cr, percent, l.font, i == chart->likeliest, cx, y - l.font * 1.3, slot_text,
                      0, width);
        show_centred (cr, bar->label, l.font, FALSE, cx, l.baseline + l.font * 0.25, slot_text,
                      0, width);
      }
    }

  /* The axis, then the mean across the bars. */
  set_color (cr, &palette->muted);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, l.margin, l.baseline + 0.5);
  cairo_line_to (cr, width - l.margin, l.baseline + 0.5);
  cairo_stroke (cr);
  if (chart->has_mean && n > 0)
    {
      double mx = l.left + (chart->mean_position + 0.5) * l.slot;
      const double dash[] = { l.font * 0.4, l.font * 0.3 };

      set_color (cr, &palette->mean);
      cairo_set_line_width (cr, MAX (1.5, l.font / 6));
      cairo_set_dash (cr, dash, 2, 0);
      cairo_move_to (cr, mx, l.top - l.font * 0.2);
      cairo_line_to (cr, mx, l.baseline);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}
