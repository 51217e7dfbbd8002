/* umpire-crt-chart.c: the Combat Results Table as a heat map of losses
 *
 * One function draws for the screen, PNG and PDF, in the colours of a
 * style: the light one for paper (black on white), a dark one for the dark
 * style on screen. The colour ramp changes luminance steadily with the loss
 * and every cell carries its printed text, so the chart reads in black and
 * white too. The attack's cell and the counterattack's have a double
 * outline (ink outside, halo inside) that shows on any fill; their columns
 * and die rows are outlined, the attack's solid, the counterattack's
 * dashed, and the odds of each read are keyed by a sample of its line.
 * The axes carry their titles in words, as the rules database names the
 * table's rows and columns. Given a text size (a screen's), every text is
 * at least that size: a table too wide for it is drawn in bands of columns,
 * one under the other, and on a narrow screen the odds go under the table;
 * umpire_crt_chart_natural_height says how tall that makes it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <cairo-pdf.h>
#include <gio/gio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-crt-chart.h"

static const UmpireCrtChartStyle light_style = {
  .background = { 1, 1, 1 },
  .ink = { 0, 0, 0 },
  .halo = { 1, 1, 1 },
  .grid = { 0, 0, 0, 0.25 },
  /* White through amber to deep red: luminance falls with every step. */
  .heat = {
    { 1.00, 1.00, 1.00 },
    { 1.00, 0.88, 0.55 },
    { 0.95, 0.55, 0.25 },
    { 0.75, 0.20, 0.12 },
    { 0.35, 0.02, 0.05 },
  },
  .font_size = 0,
};

static const UmpireCrtChartStyle dark_style = {
  .background = { 0.14, 0.14, 0.14 },
  .ink = { 0.92, 0.92, 0.92 },
  .halo = { 0, 0, 0 },
  .grid = { 1, 1, 1, 0.22 },
  /* Near the background through amber to bright red: luminance rises
   * with every step, so the heavy losses stand out on a dark page. */
  .heat = {
    { 0.20, 0.20, 0.20 },
    { 0.38, 0.30, 0.10 },
    { 0.62, 0.38, 0.10 },
    { 0.86, 0.36, 0.16 },
    { 1.00, 0.50, 0.42 },
  },
  .font_size = 0,
};

const UmpireCrtChartStyle *
umpire_crt_chart_style_light (void)
{
  return &light_style;
}

const UmpireCrtChartStyle *
umpire_crt_chart_style_dark (void)
{
  return &dark_style;
}

typedef struct
{
  double margin;
  double font;           /* the style's text size, or by the height */
  double small_font;     /* labels: the text size on screen, smaller on paper */
  double number_font;    /* the cells' numbers */
  double title_h;
  double axis_h;         /* the axes' titles in words */
  double arrow_h;
  double header_h;       /* a band's column numbers */
  double label_w;
  double gap;            /* between bands */
  double grid_x, grid_top, grid_w;
  double cell_w, cell_h;
  guint  n_bands;
  guint  per_band;       /* columns in a band */
  double band_h;         /* header and rows */
  double odds_font;
  gboolean stacked;      /* the odds under the table, not beside it */
  gboolean side_by_side; /* stacked: the attack's and the counterattack's odds in a row */
  double panel_x, panel_y, panel_w, panel_h;
  double height;         /* all of it: as given, or what the text size needs */
} Layout;

/* On screen, the odds beside the table are this many text heights wide,
 * and the table beside them at least this many; narrower, the odds go
 * under the table. */
#define PANEL_EM     15.0
#define GRID_MIN_EM  22.0
/* Rows a little taller than the text, when the chart may choose. */
#define ROW_EM       1.6
/* Bands of columns at most: a phone's width takes five. */
#define MAX_BANDS    6

static gboolean
has_odds (const UmpireCrtChartModel *model)
{
  return model->attack.shown || model->counter.shown;
}

static double
cells_height (const Layout *l,
              double        available,
              guint         n_bands,
              guint         n_rows)
{
  return (available - n_bands * l->header_h - (n_bands - 1) * l->gap) / (n_bands * n_rows);
}

static double
line_height (double font)
{
  return font * 1.4;
}

/* The height of one read's odds: its heading, column, a line a result,
 * the expected loss. */
static double
odds_height (const UmpireCrtChartOdds *odds,
             double                    font)
{
  return odds->shown ? line_height (font) * (3 + odds->n_results) + font * 1.0 : 0;
}

/* `height` 0: the height the chart needs at this width (screen only), in
 * l->height. */
static void
compute_layout (const UmpireCrtChartModel *model,
                const UmpireCrtChartStyle *style,
                double                     width,
                double                     height,
                Layout                    *l)
{
  guint n_columns = MAX (model->n_columns, 1);
  guint n_rows = MAX (model->n_rows, 1);
  gboolean screen = style->font_size > 0;
  double grid_right, available, attack_h, counter_h;

  memset (l, 0, sizeof *l);
  l->font = screen ? style->font_size : CLAMP (height / 40, 8, 16);
  l->margin = screen ? MAX (4, l->font * 0.45) : MAX (4, MIN (width, height) * 0.015);
  /* On screen no text is smaller than the window's; paper has room for less. */
  l->small_font = screen ? l->font : l->font * 0.85;
  l->odds_font = screen ? l->font : l->font * 0.9;
  l->title_h = l->font * 1.8;
  l->axis_h = model->column_title[0] != '\0' || model->row_title[0] != '\0' ? l->small_font * 1.5 : 0;
  l->arrow_h = l->font * 2.4;
  l->header_h = l->font * 1.5;
  l->label_w = l->font * 2.2;
  l->gap = l->font * 0.6;
  l->grid_x = l->margin + l->label_w;
  l->grid_top = l->margin + l->title_h + l->axis_h + l->arrow_h;

  /* The odds: beside the table, or on a narrow screen under it. */
  attack_h = odds_height (&model->attack, l->odds_font);
  counter_h = odds_height (&model->counter, l->odds_font);
  if (has_odds (model))
    {
      l->panel_w = screen ? MAX (width * 0.26, l->font * PANEL_EM) : width * 0.26;
      l->stacked = screen && width - l->panel_w - l->grid_x < l->font * GRID_MIN_EM;
    }
  if (l->stacked)
    {
      l->side_by_side = width - 3 * l->margin >= 2 * l->font * PANEL_EM;
      l->panel_w = l->side_by_side ? (width - 3 * l->margin) / 2 : width - 2 * l->margin;
      l->panel_x = l->margin;
      l->panel_h = l->side_by_side ? MAX (attack_h, counter_h) : attack_h + counter_h;
      grid_right = width - l->margin;
    }
  else
    {
      l->panel_x = width - l->margin - l->panel_w;
      grid_right = has_odds (model) ? l->panel_x - l->margin : width - l->margin;
    }
  l->grid_w = MAX (1, grid_right - l->grid_x);

  /* With a text size to keep: as many bands as a two-figure number of that
   * size needs to fit its cell, while the rows stay tall enough for it. */
  l->n_bands = 1;
  if (height <= 0)
    {
      /* As tall as the bands need, the rows a little taller than the text. */
      while (l->n_bands < MAX_BANDS && l->grid_w / ((n_columns + l->n_bands - 1) / l->n_bands) < l->font * 1.35)
        l->n_bands++;
      available = l->n_bands * (l->header_h + n_rows * l->font * ROW_EM) + (l->n_bands - 1) * l->gap;
      height = l->grid_top + available + l->margin + (l->stacked ? l->gap + l->panel_h : 0);
      if (!l->stacked && has_odds (model))
        height = MAX (height, l->margin + l->title_h + attack_h + counter_h + l->margin);
    }
  else
    {
      available = MAX (1, height - l->margin - l->grid_top - (l->stacked ? l->gap + l->panel_h : 0));
      while (screen && l->n_bands < MAX_BANDS &&
             l->grid_w / ((n_columns + l->n_bands - 1) / l->n_bands) < l->font * 1.35 &&
             cells_height (l, available, l->n_bands + 1, n_rows) >= l->font * 1.35)
        l->n_bands++;
    }
  l->height = height;
  l->per_band = (n_columns + l->n_bands - 1) / l->n_bands;
  l->cell_w = l->grid_w / l->per_band;
  l->cell_h = MAX (1, cells_height (l, available, l->n_bands, n_rows));
  l->band_h = l->header_h + n_rows * l->cell_h;
  l->panel_y = l->stacked ? l->grid_top + l->n_bands * l->band_h + (l->n_bands - 1) * l->gap + l->gap
                          : l->margin + l->title_h;
  l->number_font = MIN (screen ? l->font : l->font * 0.8,
                        MIN (l->cell_h * (screen ? 0.75 : 0.6), l->cell_w / 1.3));
}

double
umpire_crt_chart_natural_height (const UmpireCrtChartModel *model,
                                 const UmpireCrtChartStyle *style,
                                 double                     width)
{
  Layout l;

  g_return_val_if_fail (model != NULL && style != NULL && style->font_size > 0, 0);
  compute_layout (model, style, width, 0, &l);
  return ceil (l.height);
}

/* Where column `c` and row `r` (both from 0, as drawn) lie. */
static double
cell_x (const Layout *l,
        guint         c)
{
  return l->grid_x + (c % l->per_band) * l->cell_w;
}

static double
band_top (const Layout *l,
          guint         c)
{
  return l->grid_top + (c / l->per_band) * (l->band_h + l->gap);
}

static double
cell_y (const Layout *l,
        guint         c,
        guint         r)
{
  return band_top (l, c) + l->header_h + r * l->cell_h;
}

gboolean
umpire_crt_chart_cell_rect (const UmpireCrtChartModel *model,
                            const UmpireCrtChartStyle *style,
                            double                     width,
                            double                     height,
                            int                        die,
                            int                        column,
                            double                    *x,
                            double                    *y,
                            double                    *cell_width,
                            double                    *cell_height)
{
  Layout l;

  column -= model->column_base;
  if (die < 1 || column < 1 || (guint) die > model->n_rows || (guint) column > model->n_columns)
    return FALSE;
  compute_layout (model, style != NULL ? style : &light_style, width, height, &l);
  *x = cell_x (&l, column - 1);
  *y = cell_y (&l, column - 1, die - 1);
  *cell_width = l.cell_w;
  *cell_height = l.cell_h;
  return TRUE;
}

static void
heat_color (const UmpireCrtChartStyle *style,
            double                     t,
            double                    *r,
            double                    *g,
            double                    *b)
{
  guint n = G_N_ELEMENTS (style->heat);
  double pos = CLAMP (t, 0, 1) * (n - 1);
  int i = MIN ((int) pos, (int) n - 2);
  double f = pos - i;

  *r = style->heat[i][0] + (style->heat[i + 1][0] - style->heat[i][0]) * f;
  *g = style->heat[i][1] + (style->heat[i + 1][1] - style->heat[i][1]) * f;
  *b = style->heat[i][2] + (style->heat[i + 1][2] - style->heat[i][2]) * f;
}

static void
set_rgb (cairo_t      *cr,
         const double  rgb[3])
{
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
}

/* The glyphs of the few distinct cell texts ("0", "1r", "10"), shaped once
 * per frame. */
typedef struct
{
  char           text[8];
  cairo_glyph_t *glyphs;
  int            n;
  double         width;
} Glyphs;

static const Glyphs *
glyphs_for (cairo_scaled_font_t *font,
            Glyphs              *cache,
            guint               *n_cache,
            guint                max,
            const char          *text)
{
  cairo_text_extents_t ext;
  Glyphs *g;

  for (guint i = 0; i < *n_cache; i++)
    if (strcmp (cache[i].text, text) == 0)
      return &cache[i];
  if (*n_cache >= max)
    return NULL;
  g = &cache[(*n_cache)++];
  g_strlcpy (g->text, text, sizeof g->text);
  g->glyphs = NULL;
  g->n = 0;
  if (cairo_scaled_font_text_to_glyphs (font, 0, 0, text, -1, &g->glyphs, &g->n,
                                        NULL, NULL, NULL) != CAIRO_STATUS_SUCCESS)
    {
      g->glyphs = NULL;
      g->n = 0;
    }
  cairo_scaled_font_glyph_extents (font, g->glyphs, g->n, &ext);
  g->width = ext.x_advance;
  return g;
}

static void
show_text_at (cairo_t    *cr,
              double      x,
              double      y,
              const char *text)
{
  cairo_move_to (cr, x, y);
  cairo_show_text (cr, text);
}

static void
draw_arrow (cairo_t *cr,
            double   x1,
            double   x2,
            double   y,
            double   head)
{
  double dir = x2 >= x1 ? 1 : -1;

  cairo_move_to (cr, x1, y);
  cairo_line_to (cr, x2 - dir * head * 0.8, y);
  cairo_stroke (cr);
  cairo_move_to (cr, x2, y);
  cairo_line_to (cr, x2 - dir * head, y - head * 0.6);
  cairo_line_to (cr, x2 - dir * head, y + head * 0.6);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_odds (cairo_t                   *cr,
           const UmpireCrtChartStyle *style,
           const UmpireCrtChartOdds  *odds,
           const UmpireCrtChartModel *model,
           double                     x,
           double                     y,
           double                     w,
           double                     h,
           double                     font,
           double                     sub_font,
           gboolean                   dashed)
{
  static const double column_dash[] = { 8, 4 };
  double line = line_height (font);
  double bottom = y + h;
  double bar_x = x + font * 4.5;
  double bar_w = MAX (1, w - (bar_x - x) - font * 3.5);
  g_autofree char *head = NULL;
  g_autofree char *sub = NULL;
  g_autofree char *expected = NULL;

  set_rgb (cr, style->ink);
  /* The outline its column has on the table, solid or dashed: the key. */
  cairo_set_line_width (cr, 2.5);
  if (dashed)
    cairo_set_dash (cr, column_dash, G_N_ELEMENTS (column_dash), 0);
  cairo_move_to (cr, x, y + font * 0.65);
  cairo_line_to (cr, x + font * 1.6, y + font * 0.65);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_font_size (cr, font);
  head = g_strdup_printf ("%s: %d SP", odds->label, odds->strength);
  show_text_at (cr, x + font * 2.1, y + font, head);
  sub = g_strdup_printf (_("column %s, shift %+d"), odds->column, odds->shift);
  cairo_set_font_size (cr, sub_font);
  show_text_at (cr, x, y + font + line, sub);
  cairo_set_font_size (cr, font);

  y += 2 * line + font * 0.4;
  for (guint i = 0; i < odds->n_results && y + line * 2 <= bottom; i++)
    {
      double value = g_ascii_strtod (odds->results[i], NULL);
      double r, g, b;
      g_autofree char *pct = g_strdup_printf ("%.0f%%", odds->odds[i] * 100);

      set_rgb (cr, style->ink);
      show_text_at (cr, x, y + font, odds->results[i]);
      heat_color (style, model->max_loss > 0 ? value / model->max_loss : 0, &r, &g, &b);
      cairo_set_source_rgb (cr, r, g, b);
      cairo_rectangle (cr, bar_x, y + 2, bar_w * odds->odds[i], line - 4);
      cairo_fill_preserve (cr);
      set_rgb (cr, style->ink);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      show_text_at (cr, bar_x + bar_w * odds->odds[i] + font * 0.3, y + font, pct);
      y += line;
    }
  expected = g_strdup_printf (_("Expected loss: %.2f SP"), odds->expected_loss);
  set_rgb (cr, style->ink);
  show_text_at (cr, x, y + font * 1.2, expected);
}

/* A read marked on the chart: its column and die row outlined (solid for
 * the attack, dashed for the counterattack), its cell double-outlined. The
 * column and die are as drawn, from 1; 0 or out of the chart: not marked. */
static void
draw_read (cairo_t                   *cr,
           const UmpireCrtChartStyle *style,
           const UmpireCrtChartModel *model,
           const Layout              *l,
           int                        column,
           int                        die,
           gboolean                   dashed)
{
  static const double column_dash[] = { 8, 4 };
  static const double row_dash[] = { 6, 3 };
  static const double counter_row_dash[] = { 2, 3 };
  guint c;
  double x, top;

  if (column < 1 || (guint) column > model->n_columns)
    return;
  c = (guint) column - 1;
  x = cell_x (l, c);
  top = cell_y (l, c, 0);
  set_rgb (cr, style->ink);
  cairo_set_line_width (cr, 2.5);
  if (dashed)
    cairo_set_dash (cr, column_dash, G_N_ELEMENTS (column_dash), 0);
  cairo_rectangle (cr, x, top, l->cell_w, model->n_rows * l->cell_h);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  if (die < 1 || (guint) die > model->n_rows)
    return;
  {
    /* The die row across the band the column is in. */
    guint first = c - c % l->per_band;
    guint in_band = MIN (l->per_band, model->n_columns - first);
    double y = cell_y (l, c, die - 1);

    cairo_set_dash (cr, dashed ? counter_row_dash : row_dash, 2, 0);
    cairo_rectangle (cr, l->grid_x, y, in_band * l->cell_w, l->cell_h);
    cairo_stroke (cr);
    cairo_set_dash (cr, NULL, 0, 0);

    /* Double outline: ink outside, halo inside, visible on any fill. */
    cairo_set_line_width (cr, 4);
    set_rgb (cr, style->ink);
    cairo_rectangle (cr, x - 2, y - 2, l->cell_w + 4, l->cell_h + 4);
    cairo_stroke (cr);
    cairo_set_line_width (cr, 2);
    set_rgb (cr, style->halo);
    cairo_rectangle (cr, x + 1, y + 1, l->cell_w - 2, l->cell_h - 2);
    cairo_stroke (cr);
  }
}

/* The axes in words, on one line above the table, upright as every word
 * on a sheet: the rows' title over the die numbers, pointing down them, the
 * columns' over the column numbers (after the rows' if that runs on),
 * pointing along them. */
static void
draw_axis_titles (cairo_t                   *cr,
                  const UmpireCrtChartModel *model,
                  const Layout              *l)
{
  double y = l->margin + l->title_h + l->axis_h * 0.7;
  double x = l->grid_x;

  cairo_set_font_size (cr, l->small_font);
  if (model->row_title[0] != '\0')
    {
      g_autofree char *text = g_strdup_printf ("↓ %s", model->row_title);
      cairo_text_extents_t ext;

      cairo_text_extents (cr, text, &ext);
      show_text_at (cr, l->margin, y, text);
      x = MAX (x, l->margin + ext.x_advance + l->small_font);
    }
  if (model->column_title[0] != '\0')
    {
      g_autofree char *text = g_strdup_printf ("%s →", model->column_title);

      show_text_at (cr, x, y, text);
    }
}

void
umpire_crt_chart_draw (cairo_t                   *cr,
                       double                     width,
                       double                     height,
                       const UmpireCrtChartModel *model,
                       const UmpireCrtChartStyle *style)
{
  Layout l;
  Glyphs cache[32];
  guint n_cache = 0;
  gboolean show_cells;
  double label_step;
  int printed_column, effective_column, counter_column;

  g_return_if_fail (cr != NULL && model != NULL);

  if (style == NULL)
    style = &light_style;
  /* Columns as drawn, from 1: a band of a wider table starts after its base. */
  printed_column = model->printed_column > 0 ? model->printed_column - model->column_base : 0;
  effective_column = model->effective_column > 0 ? model->effective_column - model->column_base : 0;
  counter_column = model->counter_column > 0 ? model->counter_column - model->column_base : 0;

  compute_layout (model, style, width, height, &l);
  cairo_save (cr);

  set_rgb (cr, style->background);
  cairo_paint (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);

  /* The title, smaller if it must to fit (but not below the labels) */
  set_rgb (cr, style->ink);
  {
    cairo_text_extents_t ext;
    double size = l.font * 1.1;

    cairo_set_font_size (cr, size);
    cairo_text_extents (cr, model->title, &ext);
    if (ext.x_advance > width - 2 * l.margin)
      cairo_set_font_size (cr, MAX (l.small_font, size * (width - 2 * l.margin) / ext.x_advance));
    show_text_at (cr, l.margin, l.margin + l.font * 1.2, model->title);
  }

  if (model->n_rows == 0 || model->n_columns == 0)
    {
      cairo_restore (cr);
      return;
    }

  /* Cells: one fill per loss value and one glyph run per text colour, not
   * one call per cell: this is what keeps a full-HD frame within a few ms. */
  {
    double values[UMPIRE_CRT_CHART_MAX_ROWS * UMPIRE_CRT_CHART_MAX_COLUMNS];
    guint n_values = 0;

    for (guint r = 0; r < model->n_rows; r++)
      for (guint c = 0; c < model->n_columns; c++)
        {
          guint k;

          for (k = 0; k < n_values && values[k] != model->losses[r][c]; k++)
            ;
          if (k == n_values)
            values[n_values++] = model->losses[r][c];
        }
    cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
    for (guint k = 0; k < n_values; k++)
      {
        double red, green, blue;

        heat_color (style, model->max_loss > 0 ? values[k] / model->max_loss : 0, &red, &green, &blue);
        cairo_set_source_rgb (cr, red, green, blue);
        for (guint r = 0; r < model->n_rows; r++)
          for (guint c = 0; c < model->n_columns; c++)
            if (model->losses[r][c] == values[k])
              {
                /* Whole pixels: pixman's fast path for boxes, no antialiasing. */
                double x0 = round (cell_x (&l, c)), x1 = round (cell_x (&l, c) + l.cell_w);
                double y0 = round (cell_y (&l, c, r)), y1 = round (cell_y (&l, c, r) + l.cell_h);

                cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
              }
        cairo_fill (cr);
      }
    cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);

    cairo_set_font_size (cr, l.number_font);
    show_cells = l.cell_w >= l.number_font * 1.1 && l.cell_h >= l.number_font;
    if (show_cells)
      {
        cairo_scaled_font_t *font = cairo_get_scaled_font (cr);
        g_autoptr(GArray) dark = g_array_new (FALSE, FALSE, sizeof (cairo_glyph_t));
        g_autoptr(GArray) light = g_array_new (FALSE, FALSE, sizeof (cairo_glyph_t));

        for (guint r = 0; r < model->n_rows; r++)
          for (guint c = 0; c < model->n_columns; c++)
            {
              const Glyphs *g = glyphs_for (font, cache, &n_cache, G_N_ELEMENTS (cache), model->cells[r][c]);
              double red, green, blue, x, y;
              GArray *run;

              if (g == NULL)
                continue;
              /* Dark text on a light fill, light text on a dark one. */
              heat_color (style, model->max_loss > 0 ? model->losses[r][c] / model->max_loss : 0,
                          &red, &green, &blue);
              run = 0.3 * red + 0.59 * green + 0.11 * blue < 0.5 ? light : dark;
              x = cell_x (&l, c) + (l.cell_w - g->width) / 2;
              y = cell_y (&l, c, r) + l.cell_h / 2 + l.number_font * 0.35;
              for (int i = 0; i < g->n; i++)
                {
                  cairo_glyph_t glyph = g->glyphs[i];

                  glyph.x += x;
                  glyph.y += y;
                  g_array_append_val (run, glyph);
                }
            }
        cairo_set_source_rgb (cr, 0, 0, 0);
        cairo_show_glyphs (cr, (cairo_glyph_t *) dark->data, dark->len);
        cairo_set_source_rgb (cr, 1, 1, 1);
        cairo_show_glyphs (cr, (cairo_glyph_t *) light->data, light->len);
      }
    for (guint i = 0; i < n_cache; i++)
      cairo_glyph_free (cache[i].glyphs);
  }

  /* Thin grid lines, as one-pixel boxes (the fast path again), band by band */
  cairo_set_source_rgba (cr, style->grid[0], style->grid[1], style->grid[2], style->grid[3]);
  for (guint first = 0; first < model->n_columns; first += l.per_band)
    {
      guint in_band = MIN (l.per_band, model->n_columns - first);
      double top = cell_y (&l, first, 0);
      double rows_h = model->n_rows * l.cell_h;

      for (guint c = 0; c <= in_band; c++)
        cairo_rectangle (cr, round (l.grid_x + c * l.cell_w), round (top), 1, round (rows_h));
      for (guint r = 0; r <= model->n_rows; r++)
        cairo_rectangle (cr, round (l.grid_x), round (top + r * l.cell_h), round (in_band * l.cell_w), 1);
    }
  cairo_fill (cr);

  /* Row and column labels, band by band; the dice read in bold */
  set_rgb (cr, style->ink);
  cairo_set_font_size (cr, l.small_font);
  for (guint first = 0; first < model->n_columns; first += l.per_band)
    for (guint r = 0; r < model->n_rows; r++)
      {
        char label[8];
        gboolean rolled = (int) r + 1 == model->die || (int) r + 1 == model->counter_die;

        g_snprintf (label, sizeof label, "%u", r + 1);
        cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL,
                                rolled ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
        show_text_at (cr, l.margin, cell_y (&l, first, r) + l.cell_h / 2 + l.small_font * 0.35, label);
      }
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  draw_axis_titles (cr, model, &l);
  label_step = l.cell_w >= l.font * 1.6 ? 1 : l.cell_w >= l.font * 0.8 ? 5 : 10;
  for (guint c = 0; c < model->n_columns; c++)
    {
      char label[8];
      int number = c + 1 + model->column_base;
      double x = cell_x (&l, c) + 1;
      double y = band_top (&l, c) + l.header_h - l.font * 0.4;

      int drawn = (int) c + 1;
      gboolean marked = drawn == effective_column || drawn == printed_column || drawn == counter_column;

      if (!marked && c % l.per_band != 0 && number % (int) label_step != 0)
        continue;
      /* Narrow columns: a round number gives way to a read's beside it ("34", not "3435"). */
      if (!marked && label_step > 1 &&
          (abs (drawn - effective_column) == 1 || abs (drawn - printed_column) == 1 ||
           abs (drawn - counter_column) == 1))
        continue;
      g_snprintf (label, sizeof label, "%d", number);
      show_text_at (cr, x, y, label);
      /* The printed strength column: its number underlined. */
      if ((int) c + 1 == printed_column && printed_column != effective_column)
        {
          cairo_text_extents_t ext;

          cairo_text_extents (cr, label, &ext);
          cairo_set_line_width (cr, 2);
          cairo_move_to (cr, x, y + 3);
          cairo_line_to (cr, x + ext.x_advance, y + 3);
          cairo_stroke (cr);
        }
    }

  /* The reads: the counterattack's first, so the attack's stays on top. */
  draw_read (cr, style, model, &l, counter_column, model->counter_die, TRUE);
  draw_read (cr, style, model, &l, effective_column, model->die, FALSE);

  /* The shift: an arrow from the printed strength column to the column read
   * when both are in the first band, else the words alone */
  if (printed_column >= 1 && effective_column >= 1)
    {
      double y = l.margin + l.title_h + l.axis_h + l.arrow_h * 0.62;
      gboolean first_band = (guint) effective_column <= l.per_band &&
                            ((guint) printed_column <= l.per_band || l.n_bands == 1);
      double from = printed_column <= (int) model->n_columns
                    ? cell_x (&l, printed_column - 1) + l.cell_w / 2
                    : l.grid_x + l.grid_w + l.font * 0.5;
      double to = cell_x (&l, effective_column - 1) + l.cell_w / 2;
      char label[48];

      set_rgb (cr, style->ink);
      cairo_set_line_width (cr, 2);
      if (first_band)
        {
          /* the printed column's mark */
          cairo_move_to (cr, from, y - l.font * 0.45);
          cairo_line_to (cr, from, y + l.font * 0.45);
          cairo_stroke (cr);
          if (fabs (to - from) > 1)
            draw_arrow (cr, from, to, y, MIN (l.font * 0.8, 10));
        }
      else
        from = to = l.grid_x + l.grid_w / 2;
      if (model->shift != 0)
        g_snprintf (label, sizeof label, _("%d SP, shift %+d → column %d"), model->printed_column,
                    model->shift, model->effective_column);
      else
        g_snprintf (label, sizeof label, _("%d SP, no shift"), model->printed_column);
      cairo_set_font_size (cr, l.small_font);
      {
        cairo_text_extents_t ext;
        double tx;

        cairo_text_extents (cr, label, &ext);
        tx = CLAMP ((from + to) / 2 - ext.x_advance / 2, l.grid_x, l.grid_x + l.grid_w - ext.x_advance);
        /* above the printed column's mark, not through it */
        show_text_at (cr, tx, y - l.font * 0.6, label);
      }
    }

  /* Odds of one die, attack and counterattack: beside the table, each in
   * its half of the height, or under it, in a row or one under the other */
  if (has_odds (model))
    {
      double sub_font = style->font_size > 0 ? l.font : l.odds_font * 0.85;
      double attack_h = odds_height (&model->attack, l.odds_font);
      double y = l.panel_y;
      double x = l.panel_x;
      double h = l.stacked ? attack_h
                           : (height - y - l.margin) / (model->attack.shown && model->counter.shown ? 2 : 1);

      set_rgb (cr, style->ink);
      cairo_set_line_width (cr, 1);
      if (l.stacked)
        {
          cairo_move_to (cr, l.margin, y - l.gap / 2);
          cairo_line_to (cr, width - l.margin, y - l.gap / 2);
        }
      else
        {
          cairo_move_to (cr, l.panel_x - l.margin / 2, y);
          cairo_line_to (cr, l.panel_x - l.margin / 2, height - l.margin);
        }
      cairo_stroke (cr);
      if (model->attack.shown)
        {
          draw_odds (cr, style, &model->attack, model, x, y, l.panel_w, h, l.odds_font, sub_font, FALSE);
          if (l.side_by_side)
            x += l.panel_w + l.margin;
          else
            y += h;
        }
      if (model->counter.shown)
        draw_odds (cr, style, &model->counter, model, x, y, l.panel_w,
                   l.stacked ? odds_height (&model->counter, l.odds_font) : h, l.odds_font, sub_font, TRUE);
    }

  cairo_restore (cr);
}

gboolean
umpire_crt_chart_write (const UmpireCrtChartModel *model,
                        const char                *path,
                        int                        width,
                        int                        height,
                        GError                   **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  gboolean pdf = g_str_has_suffix (path, ".pdf") || g_str_has_suffix (path, ".PDF");

  if (width <= 0 || height <= 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("size: must be positive"));
      return FALSE;
    }
  surface = pdf ? cairo_pdf_surface_create (path, width, height)
                : cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  umpire_crt_chart_draw (cr, width, height, model, NULL);
  cairo_destroy (cr);
  if (pdf)
    {
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
    }
  else
    status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

gboolean
umpire_crt_chart_model_crop_to_read (UmpireCrtChartModel *model,
                                     guint                n_columns)
{
  int total, lo, hi, first;

  g_return_val_if_fail (model != NULL, FALSE);

  total = (int) model->n_columns;
  lo = hi = model->effective_column - model->column_base;
  if (n_columns == 0 || lo < 1 || lo > total || (guint) total <= n_columns)
    return FALSE;
  if (model->counter_column > model->column_base)
    {
      int counter = model->counter_column - model->column_base;

      if (counter <= total && ABS (counter - lo) < (int) n_columns)
        {
          lo = MIN (lo, counter);
          hi = MAX (hi, counter);
        }
    }
  /* The columns read in the middle, the band within the table. */
  first = lo - 1 - ((int) n_columns - (hi - lo + 1)) / 2;
  first = CLAMP (first, 0, total - (int) n_columns);
  for (guint r = 0; r < model->n_rows; r++)
    {
      memmove (model->cells[r], model->cells[r] + first, n_columns * sizeof model->cells[r][0]);
      memmove (model->losses[r], model->losses[r] + first, n_columns * sizeof model->losses[r][0]);
    }
  model->n_columns = n_columns;
  model->column_base += first;
  return TRUE;
}
