/* test-odds-chart.c: the odds bar chart, drawn and looked at pixel by pixel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cairo-pdf.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-input-error.h"
#include "umpire-odds-chart.h"
#include "umpire-optional.h"
#include "umpire-setup.h"

#define EPS 1e-9

static UmpireRules *builtin;

static UmpireResult *
run_dice (gpointer     data,
          UmpireDice  *dice,
          GError     **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("t.dice");
  UmpireRoll roll;

  if (!umpire_dice_roll_text (dice, data, &roll, error))
    return NULL;
  umpire_result_set_value (result, "total", "%u", roll.total);
  return g_steal_pointer (&result);
}

/* 1d6 that fails on a 1. */
static UmpireResult *
run_failing (gpointer     data,
             UmpireDice  *dice,
             GError     **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("t.failing");
  UmpireRoll roll;

  if (!umpire_dice_roll_text (dice, "1d6", &roll, error))
    return NULL;
  if (roll.total == 1)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "die", "a one");
      return NULL;
    }
  umpire_result_set_value (result, "total", "%u", roll.total);
  return g_steal_pointer (&result);
}

static UmpireResult *
run_veteran (gpointer     data,
             UmpireDice  *dice,
             GError     **error)
{
  return umpire_optional_veteran_officers (builtin, 1, dice, error);
}

static UmpireOddsChart *
chart_of (UmpireOddsRunFunc  run,
          gpointer           data,
          const char        *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) odds = umpire_odds_compute (run, data, 0, &error);

  g_assert_no_error (error);
  return umpire_odds_chart_new (odds, name, builtin);
}

/* The pixel at (x, y) of an ARGB32 surface, as 0xAARRGGBB. */
static guint32
pixel (cairo_surface_t *surface,
       double           x,
       double           y)
{
  unsigned char *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  cairo_surface_flush (surface);
  return *(guint32 *) (data + (int) y * stride + (int) x * 4);
}

static guint32
argb (const UmpireOddsRgba *c)
{
  return 0xFF000000u | ((guint32) lround (c->r * 255) << 16) | ((guint32) lround (c->g * 255) << 8)
         | (guint32) lround (c->b * 255);
}

/* The pixel, or the colour itself when each channel is within one step of
 * it (cairo rounds through 16 bits): for g_assert_cmphex. */
static guint32
near (guint32 found,
      guint32 expected)
{
  for (int shift = 0; shift < 32; shift += 8)
    if (abs ((int) ((found >> shift) & 0xFF) - (int) ((expected >> shift) & 0xFF)) > 1)
      return found;
  return expected;
}

static cairo_surface_t *
draw (const UmpireOddsChart        *chart,
      int                           width,
      int                           height,
      const UmpireOddsChartPalette *palette)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  umpire_odds_chart_draw (cr, width, height, chart, palette);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  return surface;
}

/* 2d6: eleven bars, the 7 tallest and marked, the mean on it. */
static void
test_two_dice (void)
{
  g_autoptr(UmpireOddsChart) chart = chart_of (run_dice, "2d6", "total");
  const UmpireOddsChartPalette *light = &umpire_odds_chart_palette_light;
  cairo_surface_t *surface;
  double x, y, w, h, x2, y2, w2, h2, x7, y7, w7, h7;

  g_assert_nonnull (chart);
  g_assert_cmpuint (chart->bars->len, ==, 11);
  g_assert_cmpuint (chart->likeliest, ==, 5);
  g_assert_cmpstr (g_array_index (chart->bars, UmpireOddsBar, 5).label, ==, "7");
  g_assert_true (chart->has_mean);
  g_assert_cmpfloat_with_epsilon (chart->mean, 7.0, EPS);
  g_assert_cmpfloat_with_epsilon (chart->mean_position, 5.0, EPS);

  /* Heights follow the chances: a 2 is one sixth of a 7. */
  g_assert_true (umpire_odds_chart_bar_rect (chart, 600, 240, 0, &x2, &y2, &w2, &h2));
  g_assert_true (umpire_odds_chart_bar_rect (chart, 600, 240, 5, &x7, &y7, &w7, &h7));
  g_assert_false (umpire_odds_chart_bar_rect (chart, 600, 240, 11, &x, &y, &w, &h));
  g_assert_cmpfloat_with_epsilon (h2 * 6, h7, 1e-6);
  g_assert_cmpfloat (x2 + w2, <, x7);
  /* On screen the words take the window's text size: larger text leaves
   * the bars less room above the outcomes, the same slots across. */
  {
    double xs, ys, ws, hs, xl, yl, wl, hl;

    g_assert_true (umpire_odds_chart_bar_rect_sized (chart, 600, 240, 0, 5, &xs, &ys, &ws, &hs));
    g_assert_cmpfloat (hs, ==, h7);
    g_assert_true (umpire_odds_chart_bar_rect_sized (chart, 600, 240, 11, 5, &xs, &ys, &ws, &hs));
    g_assert_true (umpire_odds_chart_bar_rect_sized (chart, 600, 240, 22, 5, &xl, &yl, &wl, &hl));
    g_assert_cmpfloat (hl, <, hs);
    g_assert_cmpfloat (yl, >, ys);
    g_assert_cmpfloat (wl, >, ws * 0.9);
  }

  surface = draw (chart, 600, 240, light);
  /* Inside the top of the 7's bar: its colour (away from the mean line
   * through its middle and its outline); at the same height over the 2:
   * the background. */
  g_assert_cmphex (near (pixel (surface, x7 + w7 * 0.25, y7 + 4), argb (&light->likeliest)), ==, argb (&light->likeliest));
  g_assert_cmphex (near (pixel (surface, x2 + w2 / 2, y7 + 4), argb (&light->background)), ==, argb (&light->background));
  /* The 2's bar is drawn in the plain bar colour, near the baseline. */
  g_assert_cmphex (near (pixel (surface, x2 + w2 / 2, y2 + h2 - 2), argb (&light->bar)), ==, argb (&light->bar));
  /* Above the 3's bar, in its slot: no bar colour. */
  {
    double x3, y3, w3, h3;

    umpire_odds_chart_bar_rect (chart, 600, 240, 1, &x3, &y3, &w3, &h3);
    g_assert_cmphex (pixel (surface, x3 + w3 / 2, y7 + 4), !=, argb (&light->bar));
  }
  cairo_surface_destroy (surface);
}

/* The dark palette leaves the background to the widget. */
static void
test_dark (void)
{
  g_autoptr(UmpireOddsChart) chart = chart_of (run_dice, "1d6", "total");
  const UmpireOddsChartPalette *dark = &umpire_odds_chart_palette_dark;
  cairo_surface_t *surface = draw (chart, 300, 120, dark);
  double x, y, w, h;

  g_assert_cmphex (pixel (surface, 1, 1), ==, 0);
  /* Every face equally likely: the first is the likeliest. */
  g_assert_cmpuint (chart->likeliest, ==, 0);
  umpire_odds_chart_bar_rect (chart, 300, 120, 3, &x, &y, &w, &h);
  g_assert_cmphex (near (pixel (surface, x + w / 2, y + h / 2), argb (&dark->bar)), ==, argb (&dark->bar));
  cairo_surface_destroy (surface);
}

/* A failure on some faces is a bar of its own, in its own colour. */
static void
test_failed (void)
{
  g_autoptr(UmpireOddsChart) chart = chart_of (run_failing, NULL, "total");
  const UmpireOddsChartPalette *light = &umpire_odds_chart_palette_light;
  const UmpireOddsBar *last;
  cairo_surface_t *surface;
  double x, y, w, h, sum = 0;

  g_assert_cmpuint (chart->bars->len, ==, 6);
  last = &g_array_index (chart->bars, UmpireOddsBar, 5);
  g_assert_true (last->failed);
  g_assert_cmpstr (last->label, ==, "fails");
  for (guint i = 0; i < chart->bars->len; i++)
    sum += g_array_index (chart->bars, UmpireOddsBar, i).p;
  g_assert_cmpfloat_with_epsilon (sum, 1.0, EPS);
  surface = draw (chart, 300, 120, light);
  umpire_odds_chart_bar_rect (chart, 300, 120, 5, &x, &y, &w, &h);
  g_assert_cmphex (near (pixel (surface, x + w / 2, y + h / 2), argb (&light->failed)), ==, argb (&light->failed));
  cairo_surface_destroy (surface);
}

/* Words: the outcomes as the procedure's descriptor names them. */
static void
test_words (void)
{
  g_autoptr(UmpireOddsChart) chart = chart_of (run_veteran, NULL, "veteran");
  g_autofree char *words = umpire_odds_chart_dup_words (chart);
  g_autofree char *sixth = umpire_odds_dup_chance_words (1.0 / 6);
  g_autofree char *certain = umpire_odds_dup_chance_words (1.0);
  g_autofree char *never = umpire_odds_dup_chance_words (0.0);
  g_autofree char *most = umpire_odds_dup_chance_words (5.0 / 6);
  g_autofree char *rare = umpire_odds_dup_chance_words (1.0 / 130.5);

  g_assert_cmpstr (chart->title, ==, "Veteran officer");
  g_assert_false (chart->has_mean);
  g_assert_nonnull (strstr (words, "Yes: 2.8% (1 in 36)"));
  g_assert_nonnull (strstr (words, "No: 97%"));
  g_assert_cmpstr (sixth, ==, "17% (1 in 6)");
  g_assert_cmpstr (certain, ==, "certain");
  g_assert_cmpstr (never, ==, "never");
  g_assert_cmpstr (most, ==, "83%");
  g_assert_cmpstr (rare, ==, "0.77% (about 1 in 131)");
}

/* A count over 60 barrages: 61 outcomes, the rarest possible but far below
 * a percent's last digit. None is "never" or "0.00%", and those under
 * 0.05% are said together. */
static void
test_words_many (void)
{
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();
  g_autoptr(UmpireOdds) odds = NULL;
  g_autoptr(UmpireOddsChart) chart = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  g_autofree char *tiny = umpire_odds_dup_chance_words (1e-11);
  g_auto(GStrv) lines = NULL;

  g_hash_table_insert (inputs, g_strdup ("barrages"), g_strdup ("60"));
  odds = umpire_odds_compute_for (&umpire_setup_counterbattery_info, builtin, inputs, 0, &error);
  g_assert_no_error (error);
  chart = umpire_odds_chart_new (odds, "destroyed", builtin);
  g_assert_cmpuint (chart->bars->len, ==, 61);
  words = umpire_odds_chart_dup_words (chart);
  g_assert_null (strstr (words, "never"));
  g_assert_null (strstr (words, "0.00%"));
  g_assert_cmpstr (tiny, ==, "under 0.01%");
  g_assert_nonnull (strstr (words, " others: under 0.05% each"));
  /* The likely ones one by one: far fewer lines than outcomes. */
  lines = g_strsplit (words, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), <, 40);
  g_assert_nonnull (strstr (words, "\n20: "));
}

/* Many bars in a small chart: every mark stays inside it. */
static void
test_small (void)
{
  g_autoptr(UmpireOddsChart) chart = chart_of (run_dice, "3d6", "total");
  cairo_surface_t *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (recording);
  double x, y, w, h;

  g_assert_cmpuint (chart->bars->len, ==, 16);
  umpire_odds_chart_draw (cr, 160, 70, chart, &umpire_odds_chart_palette_light);
  cairo_destroy (cr);
  cairo_recording_surface_ink_extents (recording, &x, &y, &w, &h);
  g_assert_cmpfloat (x, >=, 0);
  g_assert_cmpfloat (y, >=, 0);
  g_assert_cmpfloat (x + w, <=, 160);
  g_assert_cmpfloat (y + h, <=, 70);
  cairo_surface_destroy (recording);
}

/* The chart drawn `width` x `height` points into a PDF, as text read back
 * (NULL, the test skipped, without pdftotext). */
static char *
pdf_words (const UmpireOddsChart *chart,
           double                 width,
           double                 height)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *dir = g_dir_make_tmp ("umpire-odds-chart-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "chart.pdf", NULL);
  const char *argv[] = { pdftotext, pdf, "-", NULL };
  cairo_surface_t *surface;
  cairo_t *cr;
  char *out = NULL;
  int status = 0;

  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      return NULL;
    }
  surface = cairo_pdf_surface_create (pdf, width, height);
  cr = cairo_create (surface);
  umpire_odds_chart_draw (cr, width, height, chart, &umpire_odds_chart_palette_light);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_unlink (pdf);
  g_rmdir (dir);
  return out;
}

/* A long title in a narrow chart is wrapped, not cut short ("Verlust des
 * Verteidi…"), the bars making room for it; narrower still, the mean goes
 * under it. Every mark stays inside the chart. */
static void
test_long_title (void)
{
  g_autoptr(UmpireOddsChart) chart = chart_of (run_dice, "2d6", "total");
  const double widths[] = { 400, 150, 100 };
  double top[G_N_ELEMENTS (widths)];

  g_free (chart->title);
  chart->title = g_strdup ("Verlust des Verteidigers");
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      g_autofree char *words = pdf_words (chart, widths[i], 120);
      g_autofree char *flat = NULL;
      cairo_surface_t *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
      cairo_t *cr = cairo_create (recording);
      double x, y, w, h, bar_w, bar_h;

      if (words == NULL)
        return;
      flat = g_strdelimit (g_strdup (words), "\n", ' ');
      g_test_message ("%.0f pt: %s", widths[i], flat);
      g_assert_nonnull (strstr (words, "Verlust des"));
      g_assert_nonnull (strstr (words, "Verteidigers"));
      g_assert_null (strstr (words, "…"));
      g_assert_nonnull (strstr (words, "mean 7.00"));
      /* The tallest bar, the 7, starts under the heading. */
      g_assert_true (umpire_odds_chart_bar_rect (chart, widths[i], 120, 5, &x, &y, &bar_w, &bar_h));
      top[i] = y;
      umpire_odds_chart_draw (cr, widths[i], 120, chart, &umpire_odds_chart_palette_light);
      cairo_destroy (cr);
      cairo_recording_surface_ink_extents (recording, &x, &y, &w, &h);
      g_assert_cmpfloat (x, >=, 0);
      g_assert_cmpfloat (y, >=, 0);
      g_assert_cmpfloat (x + w, <=, widths[i]);
      g_assert_cmpfloat (y + h, <=, 120);
      cairo_surface_destroy (recording);
    }
  /* One line wide, two lines narrow: the bars start lower. */
  g_assert_cmpfloat (top[1], >, top[0]);
  g_assert_cmpfloat (top[2], >=, top[1]);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  builtin = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (builtin, &error));

  g_test_add_func ("/umpire/odds-chart/two-dice", test_two_dice);
  g_test_add_func ("/umpire/odds-chart/dark", test_dark);
  g_test_add_func ("/umpire/odds-chart/failed", test_failed);
  g_test_add_func ("/umpire/odds-chart/words", test_words);
  g_test_add_func ("/umpire/odds-chart/words-many", test_words_many);
  g_test_add_func ("/umpire/odds-chart/small", test_small);
  g_test_add_func ("/umpire/odds-chart/long-title", test_long_title);
  status = g_test_run ();
  g_object_unref (builtin);
  return status;
}
