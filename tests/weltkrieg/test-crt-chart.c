/* test-crt-chart.c: the CRT chart, drawn to an image surface
 *
 * The chart of a hand-worked combat (30 SP in woods behind a trench: shift
 * -2 -2 = -4, 30 x 0.6 = 18; die 4) must mark cell (4, 18); its
 * counterattack (8 x 3 + 2 x 2 = 28, +2: 28 x 1.2 = 33.6, column 34; die 2)
 * cell (2, 34) the same way; the dark style is dark; given a text size, the
 * table goes into bands of columns wide enough for it; it writes PNG and PDF.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gio/gio.h>
#include <string.h>

#include "umpire-weltkrieg.h"

static UmpireRules *
load_rules (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&rules);
}

static void
combat_model (UmpireCrtChartModel *model)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(GError) error = NULL;
  UmpireCombatInput input = { "1914-1916", 30, 8, 2, "woods", TRUE };

  g_assert_true (umpire_weltkrieg_chart_model (rules, &input, 4, 2, model, &error));
  g_assert_no_error (error);
}

static guint32
pixel (cairo_surface_t *surface,
       int              x,
       int              y)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  return ((const guint32 *) (data + y * stride))[x] & 0xffffff;
}

static gboolean
is_black (guint32 p)
{
  return ((p >> 16) & 0xff) < 40 && ((p >> 8) & 0xff) < 40 && (p & 0xff) < 40;
}

/* The chosen cell has a black outline just outside and white just inside;
 * another cell of the same column (row 1) has neither. */
static void
test_highlight (void)
{
  const int width = 1200, height = 600;
  UmpireCrtChartModel model;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);
  double x, y, w, h;
  g_autofree char *png = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                           "crt-chart.png", NULL);

  combat_model (&model);
  umpire_crt_chart_draw (cr, width, height, &model, NULL);
  cairo_surface_flush (surface);

  g_assert_true (umpire_crt_chart_cell_rect (&model, NULL, width, height, 4, 18, &x, &y, &w, &h));
  /* The cell is where column 18 of 50 and die row 4 of 6 should be: in the left
   * part (the odds panel takes the right quarter), below the middle. */
  g_assert_cmpfloat (x, >, width * 0.2);
  g_assert_cmpfloat (x, <, width * 0.4);
  g_assert_cmpfloat (y, >, height * 0.5);
  /* Black just outside the left edge, at mid-height; white just inside. */
  g_assert_true (is_black (pixel (surface, (int) x - 2, (int) (y + h / 2))));
  g_assert_cmphex (pixel (surface, (int) x + 1, (int) (y + h / 2 + 3)), ==, 0xffffff);
  /* The cell of die 1 in the same column: the column is outlined, but its
   * inside is the heat colour of a "2", not white. */
  g_assert_true (umpire_crt_chart_cell_rect (&model, NULL, width, height, 1, 18, &x, &y, &w, &h));
  g_assert_cmphex (pixel (surface, (int) x + 4, (int) (y + 4)), !=, 0xffffff);
  g_assert_false (is_black (pixel (surface, (int) x + 4, (int) (y + 4))));
  /* Loss 0 (die 1, column 1) is white; loss 10 (die 6, column 50) is dark. */
  g_assert_true (umpire_crt_chart_cell_rect (&model, NULL, width, height, 1, 1, &x, &y, &w, &h));
  g_assert_cmphex (pixel (surface, (int) x + 2, (int) y + 2), ==, 0xffffff);
  g_assert_true (umpire_crt_chart_cell_rect (&model, NULL, width, height, 6, 50, &x, &y, &w, &h));
  {
    guint32 p = pixel (surface, (int) (x + 2), (int) (y + 2));
    g_assert_cmpuint ((p >> 8) & 0xff, <, 60);  /* little green: deep red */
  }
  g_assert_false (umpire_crt_chart_cell_rect (&model, NULL, width, height, 7, 1, &x, &y, &w, &h));
  g_assert_false (umpire_crt_chart_cell_rect (&model, NULL, width, height, 1, 51, &x, &y, &w, &h));

  g_assert_cmpint (cairo_surface_write_to_png (surface, png), ==, CAIRO_STATUS_SUCCESS);
  g_test_message ("wrote %s", png);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static gboolean
is_white (guint32 p)
{
  return ((p >> 16) & 0xff) > 215 && ((p >> 8) & 0xff) > 215 && (p & 0xff) > 215;
}

/* A cell marked as read: ink (black on paper) just outside its left edge,
 * the halo (white) just inside. */
static gboolean
marked (cairo_surface_t *surface,
        double           x,
        double           y,
        double           h,
        gboolean         dark)
{
  guint32 outside = pixel (surface, (int) x - 2, (int) (y + h / 2));
  guint32 inside = pixel (surface, (int) x + 1, (int) (y + h / 2 + 3));

  return dark ? is_white (outside) && is_black (inside) : is_black (outside) && is_white (inside);
}

/* The counterattack's cell is marked as the attack's is, in both styles;
 * the dark style draws on a dark ground, its lightest losses dark too. */
static void
test_counterattack_and_dark (void)
{
  const int width = 1200, height = 600;
  UmpireCrtChartModel model;

  combat_model (&model);
  g_assert_cmpint (model.counter_column, ==, 34);
  g_assert_cmpint (model.counter_die, ==, 2);
  for (guint dark = 0; dark <= 1; dark++)
    {
      const UmpireCrtChartStyle *style = dark ? umpire_crt_chart_style_dark () : umpire_crt_chart_style_light ();
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
      cairo_t *cr = cairo_create (surface);
      double x, y, w, h;

      umpire_crt_chart_draw (cr, width, height, &model, style);
      cairo_surface_flush (surface);
      g_assert_true (umpire_crt_chart_cell_rect (&model, style, width, height, 4, 18, &x, &y, &w, &h));
      g_assert_true (marked (surface, x, y, h, dark));
      g_assert_true (umpire_crt_chart_cell_rect (&model, style, width, height, 2, 34, &x, &y, &w, &h));
      g_assert_true (marked (surface, x, y, h, dark));
      /* Another cell of the counterattack's column is not. */
      g_assert_true (umpire_crt_chart_cell_rect (&model, style, width, height, 5, 34, &x, &y, &w, &h));
      g_assert_false (marked (surface, x, y, h, dark));
      /* The ground and the cell of no loss (die 1, column 1). */
      g_assert_true (umpire_crt_chart_cell_rect (&model, style, width, height, 1, 1, &x, &y, &w, &h));
      if (dark)
        {
          g_assert_true (is_black (pixel (surface, 1, 1)));
          g_assert_false (is_white (pixel (surface, (int) x + 2, (int) y + 2)));
        }
      else
        {
          g_assert_cmphex (pixel (surface, 1, 1), ==, 0xffffff);
          g_assert_cmphex (pixel (surface, (int) x + 2, (int) y + 2), ==, 0xffffff);
        }
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  /* The two styles differ where it shows: ground, ink, the ramp's ends. */
  g_assert_cmpfloat (umpire_crt_chart_style_dark ()->background[0], <, 0.3);
  g_assert_cmpfloat (umpire_crt_chart_style_light ()->background[0], ==, 1);
  g_assert_cmpfloat (umpire_crt_chart_style_dark ()->ink[0], >, 0.7);
}

/* Given the window's text size (14 px), a chart the combat page's size
 * draws its 50 columns in two bands, each cell wide enough for a
 * two-figure number of that size; a wide chart keeps one band. */
static void
test_text_size_bands (void)
{
  UmpireCrtChartStyle style = *umpire_crt_chart_style_light ();
  UmpireCrtChartModel model;
  double x1, y1, x26, y26, w, h;

  combat_model (&model);
  style.font_size = 14;
  g_assert_true (umpire_crt_chart_cell_rect (&model, &style, 850, 440, 1, 1, &x1, &y1, &w, &h));
  g_assert_true (umpire_crt_chart_cell_rect (&model, &style, 850, 440, 1, 26, &x26, &y26, &w, &h));
  g_assert_cmpfloat (x26, ==, x1);
  g_assert_cmpfloat (y26, >, y1 + 6 * h);
  g_assert_cmpfloat (w, >=, 14 * 1.35);
  g_assert_cmpfloat (h, >=, 14 * 1.35);

  g_assert_true (umpire_crt_chart_cell_rect (&model, &style, 3000, 440, 1, 1, &x1, &y1, &w, &h));
  g_assert_true (umpire_crt_chart_cell_rect (&model, &style, 3000, 440, 1, 26, &x26, &y26, &w, &h));
  g_assert_cmpfloat (y26, ==, y1);
  g_assert_cmpfloat (x26, >, x1);
}

/* At the height it asks for, a chart keeps its numbers at the text's size
 * at any width, from a phone's to a wide window's: narrower, it is taller
 * (more bands of columns, the odds under the table). */
static void
test_natural_height (void)
{
  UmpireCrtChartStyle style = *umpire_crt_chart_style_light ();
  UmpireCrtChartModel model;
  const double widths[] = { 300, 330, 500, 850, 1200, 1800 };
  double previous = G_MAXDOUBLE;

  combat_model (&model);
  style.font_size = 14.7;
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      double height = umpire_crt_chart_natural_height (&model, &style, widths[i]);
      double x, y, w, h;

      g_test_message ("%.0f px wide: %.0f px high", widths[i], height);
      g_assert_cmpfloat (height, <=, previous);
      previous = height;
      for (int column = 1; column <= 50; column += 49)
        {
          g_assert_true (umpire_crt_chart_cell_rect (&model, &style, widths[i], height, 6, column, &x, &y, &w, &h));
          g_assert_cmpfloat (w, >=, style.font_size * 1.35);
          g_assert_cmpfloat (h, >=, style.font_size * 1.35);
          g_assert_cmpfloat (x + w, <=, widths[i]);
          g_assert_cmpfloat (y + h, <=, height);
        }
    }
  g_assert_cmpfloat (umpire_crt_chart_natural_height (&model, &style, 330), >,
                     umpire_crt_chart_natural_height (&model, &style, 850));
}

/* How many dark pixels the box holds. */
static guint
ink (cairo_surface_t *surface,
     double           x0,
     double           y0,
     double           x1,
     double           y1)
{
  guint n = 0;

  for (int y = (int) y0; y < (int) y1; y++)
    for (int x = (int) x0; x < (int) x1; x++)
      n += is_black (pixel (surface, x, y));
  return n;
}

/* The axes are named in words, as the rules database names the table's
 * rows and columns, on a line of their own above the table: the rows'
 * title over the die numbers, the columns' over the column numbers. Each
 * is drawn where there is one, in a PNG's chart and on a screen's (in
 * bands of columns), and nowhere else. */
static void
test_axis_titles (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = umpire_rules_get_table (rules, "weltkrieg.crt-1914-1916");
  UmpireCrtChartStyle style = *umpire_crt_chart_style_light ();
  UmpireCrtChartModel model, no_rows, no_columns;

  combat_model (&model);
  g_assert_nonnull (table->row_label);
  g_assert_cmpstr (model.row_title, ==, table->row_label);
  g_assert_cmpstr (model.column_title, ==, table->column_label);
  no_rows = model;
  no_rows.row_title[0] = '\0';
  no_columns = model;
  no_columns.column_title[0] = '\0';
  style.font_size = 14;
  for (guint banded = 0; banded <= 1; banded++)
    {
      /* The combat page's text size and size, or a PNG's (text by height). */
      const UmpireCrtChartStyle *s = banded ? &style : NULL;
      int width = banded ? 850 : 1200, height = banded ? 440 : 600;
      double font = banded ? style.font_size : height / 40;
      const UmpireCrtChartModel *models[] = { &model, &no_rows, &no_columns };
      double x = 0, y = 0, w = 0, h = 0;

      for (guint i = 0; i < G_N_ELEMENTS (models); i++)
        {
          const UmpireCrtChartModel *m = models[i];
          cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
          cairo_t *cr = cairo_create (surface);
          double x1, y1;
          /* The titles' line: below the chart's title, above the row of
           * the shift's arrow (2.4 text heights) and the column numbers'
           * (1.5); over the die numbers (left of the grid), and over the
           * fourth to seventh columns (the arrow runs over 18 to 30). */
          double top, bottom;
          guint rows_ink, columns_ink;

          umpire_crt_chart_draw (cr, width, height, m, s);
          cairo_destroy (cr);
          cairo_surface_flush (surface);
          g_assert_true (umpire_crt_chart_cell_rect (m, s, width, height, 1, 1, &x1, &y1, &w, &h));
          /* One layout for the three: the line is there for either title. */
          if (i == 0)
            x = x1, y = y1;
          g_assert_cmpfloat (x1, ==, x);
          g_assert_cmpfloat (y1, ==, y);
          bottom = y - 3.9 * font;
          top = bottom - 1.5 * (banded ? font : font * 0.85);
          rows_ink = ink (surface, 0, top, x - 0.3 * font, bottom);
          columns_ink = ink (surface, x + 3 * w, top, x + 7 * w, bottom);
          g_test_message ("%s, %s: rows' title %u, columns' %u", banded ? "bands" : "PNG",
                          i == 0 ? "both" : i == 1 ? "no rows'" : "no columns'", rows_ink, columns_ink);
          if (m->row_title[0] != '\0')
            g_assert_cmpuint (rows_ink, >, 10);
          else
            g_assert_cmpuint (rows_ink, ==, 0);
          if (m->column_title[0] != '\0')
            g_assert_cmpuint (columns_ink, >, 20);
          else
            g_assert_cmpuint (columns_ink, ==, 0);
          cairo_surface_destroy (surface);
        }
    }
}

static void
test_write (void)
{
  UmpireCrtChartModel model;
  g_autoptr(GError) error = NULL;
  const char *dir = g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".";
  g_autofree char *png = g_build_filename (dir, "crt-chart-written.png", NULL);
  g_autofree char *pdf = g_build_filename (dir, "crt-chart-written.pdf", NULL);
  g_autofree char *head = NULL;
  gsize length = 0;

  combat_model (&model);
  g_assert_true (umpire_crt_chart_write (&model, png, 800, 400, &error));
  g_assert_no_error (error);
  g_assert_true (umpire_crt_chart_write (&model, pdf, 842, 595, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &head, &length, &error));
  g_assert_true (g_str_has_prefix (head, "%PDF"));
  g_clear_pointer (&head, g_free);
  g_assert_true (g_file_get_contents (png, &head, &length, &error));
  g_assert_true (length > 8 && memcmp (head, "\x89PNG", 4) == 0);
  g_assert_false (umpire_crt_chart_write (&model, "/nonexistent/dir/chart.png", 800, 400, &error));
  g_assert_nonnull (error);
}

/* An empty model (no era yet) draws without crashing. */
static void
test_empty (void)
{
  UmpireCrtChartModel model = { 0 };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 50, 30);
  cairo_t *cr = cairo_create (surface);

  umpire_crt_chart_draw (cr, 50, 30, &model, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* A recorded combat's chart, read again from the result, is the chart of
 * its inputs at its dice, without the odds; cropped to seven columns it
 * keeps the read column in the middle and the cells as they were. */
static void
test_result_chart_cropped (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(UmpireResult) other = umpire_result_new ("1916.support");
  UmpireCombatInput input = { "1914-1916", 30, 8, 2, "woods", TRUE };
  UmpireCrtChartModel expected, model;

  combat_model (&expected);
  g_assert_true (umpire_dice_push (dice, 4, 6, &error));
  g_assert_true (umpire_dice_push (dice, 2, 6, &error));
  result = umpire_combat_resolve (rules, &input, dice, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);

  g_assert_true (umpire_weltkrieg_result_chart_model (rules, result, &model, &error));
  g_assert_no_error (error);
  g_assert_false (model.attack.shown);
  g_assert_false (model.counter.shown);
  g_assert_cmpint (model.die, ==, 4);
  g_assert_cmpint (model.counter_die, ==, 2);
  g_assert_cmpint (model.effective_column, ==, 18);
  g_assert_cmpint (model.counter_column, ==, 34);
  g_assert_cmpuint (model.n_columns, ==, expected.n_columns);
  g_assert_cmpstr (model.cells[3][17], ==, expected.cells[3][17]);
  g_assert_false (umpire_weltkrieg_result_chart_model (rules, other, &model, &error));
  g_assert_no_error (error);

  g_assert_true (umpire_weltkrieg_result_chart_model (rules, result, &model, &error));
  /* 18 and 34 are too far apart for seven columns: 15-21 around 18. */
  g_assert_true (umpire_crt_chart_model_crop_to_read (&model, 7));
  g_assert_cmpuint (model.n_columns, ==, 7);
  g_assert_cmpint (model.column_base, ==, 14);
  for (guint r = 0; r < model.n_rows; r++)
    for (guint c = 0; c < 7; c++)
      {
        g_assert_cmpstr (model.cells[r][c], ==, expected.cells[r][c + 14]);
        g_assert_cmpfloat (model.losses[r][c], ==, expected.losses[r][c + 14]);
      }
  /* Drawn, the band's cell (4, 18) is where a chart of seven columns has it. */
  {
    double x, y, w, h, full_w;

    g_assert_true (umpire_crt_chart_cell_rect (&model, NULL, 700, 400, 4, 18, &x, &y, &w, &h));
    g_assert_true (umpire_crt_chart_cell_rect (&expected, NULL, 700, 400, 4, 18, &x, &y, &full_w, &h));
    g_assert_cmpfloat (w, >, 3 * full_w);
  }
  /* Nothing read, or no more columns than asked: left as it was. */
  expected.effective_column = 0;
  g_assert_false (umpire_crt_chart_model_crop_to_read (&expected, 7));
  g_assert_false (umpire_crt_chart_model_crop_to_read (&model, 7));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/umpire/crt-chart/highlight", test_highlight);
  g_test_add_func ("/umpire/crt-chart/write", test_write);
  g_test_add_func ("/umpire/crt-chart/counterattack-and-dark", test_counterattack_and_dark);
  g_test_add_func ("/umpire/crt-chart/text-size-bands", test_text_size_bands);
  g_test_add_func ("/umpire/crt-chart/axis-titles", test_axis_titles);
  g_test_add_func ("/umpire/crt-chart/natural-height", test_natural_height);
  g_test_add_func ("/umpire/crt-chart/empty", test_empty);
  g_test_add_func ("/umpire/crt-chart/result-chart-cropped", test_result_chart_cropped);
  return g_test_run ();
}
