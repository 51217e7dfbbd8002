/* test-odds-view.c: the odds view, its words and its chart in both styles
 *
 * Runs under a display (Xvfb).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-odds-view.h"
#include "umpire-type-scale.h"
#include "umpire-optional.h"

static UmpireRules *builtin;

static UmpireResult *
run_veteran (gpointer     data,
             UmpireDice  *dice,
             GError     **error)
{
  return umpire_optional_veteran_officers (builtin, 1, dice, error);
}

static guint32
pixel (cairo_surface_t *surface,
       double           x,
       double           y)
{
  cairo_surface_flush (surface);
  return *(guint32 *) (cairo_image_surface_get_data (surface) + (int) y * cairo_image_surface_get_stride (surface)
                       + (int) x * 4);
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

/* The likeliest bar's colour, as the view draws it now. */
static guint32
likeliest_pixel (UmpireOddsView *view)
{
  const UmpireOddsChart *chart = umpire_odds_view_get_chart (view);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 150);
  cairo_t *cr = cairo_create (surface);
  double x, y, w, h;
  guint32 found;

  umpire_odds_view_draw (view, cr, 300, 150);
  cairo_destroy (cr);
  /* Where the view draws it: its words at the widget's text size. */
  g_assert_true (umpire_odds_chart_bar_rect_sized (chart, 300, 150, umpire_type_scale_text_size (GTK_WIDGET (view)),
                                                   chart->likeliest, &x, &y, &w, &h));
  found = pixel (surface, x + w / 2, y + h / 2);
  cairo_surface_destroy (surface);
  return found;
}

static void
test_words_and_style (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) odds = umpire_odds_compute (run_veteran, NULL, 0, &error);
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  UmpireOddsView *view = UMPIRE_ODDS_VIEW (umpire_odds_view_new ());

  g_assert_no_error (error);
  gtk_window_set_child (window, GTK_WIDGET (view));
  gtk_window_present (window);

  /* Before any odds: nothing to draw, no words. */
  g_assert_null (umpire_odds_view_get_chart (view));
  umpire_odds_view_set_odds (view, odds, "veteran", builtin);
  g_assert_nonnull (umpire_odds_view_get_chart (view));
  g_assert_cmpstr (umpire_odds_view_get_words (view), ==, "No: 97% · Yes: 2.8% (1 in 36)");

  /* The light palette, then the dark one when the style turns dark. */
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_true (umpire_odds_view_get_palette (view) == &umpire_odds_chart_palette_light);
  g_assert_cmphex (near (likeliest_pixel (view), argb (&umpire_odds_chart_palette_light.likeliest)), ==, argb (&umpire_odds_chart_palette_light.likeliest));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (umpire_odds_view_get_palette (view) == &umpire_odds_chart_palette_dark);
  g_assert_cmphex (near (likeliest_pixel (view), argb (&umpire_odds_chart_palette_dark.likeliest)), ==, argb (&umpire_odds_chart_palette_dark.likeliest));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  /* A note replaces the chart; a value the odds lack shows nothing. */
  umpire_odds_view_set_message (view, "no exact odds");
  g_assert_null (umpire_odds_view_get_chart (view));
  umpire_odds_view_set_odds (view, odds, "no-such-value", builtin);
  g_assert_null (umpire_odds_view_get_chart (view));
  g_assert_null (umpire_odds_view_get_words (view));

  gtk_window_destroy (window);
}

/* The chart's words follow the window's text size, as its labels do (a
 * fixed 10 px stood beside 14.7 px text): what the view draws with is its
 * style's font size, and larger text leaves the bars less room. */
static void
test_text_size (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) odds = umpire_odds_compute (run_veteran, NULL, 0, &error);
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  UmpireOddsView *view = UMPIRE_ODDS_VIEW (umpire_odds_view_new ());
  const UmpireOddsChart *chart;
  double usual, x, y, w, h_usual, h_large;

  g_assert_no_error (error);
  gtk_window_set_child (window, GTK_WIDGET (view));
  gtk_window_present (window);
  umpire_odds_view_set_odds (view, odds, "veteran", builtin);
  chart = umpire_odds_view_get_chart (view);
  usual = umpire_type_scale_text_size (GTK_WIDGET (view));
  g_assert_cmpfloat (usual, >, 10);
  umpire_odds_chart_bar_rect_sized (chart, 300, 150, usual, chart->likeliest, &x, &y, &w, &h_usual);

#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_css_provider_load_from_string (css, ".large-text { font-size: 24px; }");
#else
  gtk_css_provider_load_from_data (css, ".large-text { font-size: 24px; }", -1);
#endif
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_widget_add_css_class (GTK_WIDGET (window), "large-text");
  /* The style is worked out again on the next frame. */
  for (int i = 0; i < 50 && umpire_type_scale_text_size (GTK_WIDGET (view)) != 24; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (10000);
    }
  g_assert_cmpfloat_with_epsilon (umpire_type_scale_text_size (GTK_WIDGET (view)), 24, 0.01);
  umpire_odds_chart_bar_rect_sized (chart, 300, 150, 24, chart->likeliest, &x, &y, &w, &h_large);
  g_assert_cmpfloat (h_large, <, h_usual);
  /* Drawn where the larger text puts it: its bar's colour at the middle of
   * where that bar goes, none just above it (where a chart drawn with
   * smaller words still has its bar). */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  {
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 150);
    cairo_t *cr = cairo_create (surface);
    guint32 bar = argb (&umpire_odds_chart_palette_light.likeliest);

    umpire_odds_view_draw (view, cr, 300, 150);
    cairo_destroy (cr);
    umpire_odds_chart_bar_rect_sized (chart, 300, 150, 24, chart->likeliest, &x, &y, &w, &h_large);
    g_assert_cmphex (near (pixel (surface, x + w / 2, y + h_large / 2), bar), ==, bar);
    g_assert_cmphex (near (pixel (surface, x + 2, y - 3), bar), !=, bar);
    cairo_surface_destroy (surface);
  }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css));
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  builtin = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (builtin, &error));

  g_test_add_func ("/umpire/odds-view/words-and-style", test_words_and_style);
  g_test_add_func ("/umpire/odds-view/text-size", test_text_size);
  status = g_test_run ();
  g_object_unref (builtin);
  return status;
}
