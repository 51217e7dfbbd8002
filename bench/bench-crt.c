/* bench-crt.c: drawing the CRT view at 1920x1080, offscreen
 *
 * The chart of one Der Weltkrieg combat (attack and counterattack odds, the
 * die row read) drawn into a cairo image surface, as the view draws it.
 * Prints the first frame and the median of many.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include "umpire-crt-chart.h"
#include "umpire-weltkrieg.h"
#include "bench-common.h"

#define WIDTH  1920
#define HEIGHT 1080

static double
draw_once_ms (cairo_surface_t           *surface,
              const UmpireCrtChartModel *model)
{
  gint64 start = g_get_monotonic_time ();
  cairo_t *cr = cairo_create (surface);

  /* The view clears to its background first. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  umpire_crt_chart_draw (cr, WIDTH, HEIGHT, model, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int   argc,
      char *argv[])
{
  guint frames = argc > 1 ? (guint) MAX (atoi (argv[1]), 1) : 200;
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  g_autofree UmpireCrtChartModel *model = g_new0 (UmpireCrtChartModel, 1);
  g_autofree double *times = g_new0 (double, frames);
  /* 30 against 8 and 2 artillery in woods behind a trench, 1914-1916. */
  UmpireCombatInput input = { "1914-1916", 30, 8, 2, "woods", TRUE };
  cairo_surface_t *surface;
  double first;

  if (!umpire_rules_load_builtin (rules, &error) ||
      !umpire_weltkrieg_chart_model (rules, &input, 4, 2, model, &error))
    g_error ("%s", error->message);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  first = draw_once_ms (surface, model);
  for (guint i = 0; i < frames; i++)
    times[i] = draw_once_ms (surface, model);
  qsort (times, frames, sizeof (double), bench_compare_doubles);
  cairo_surface_destroy (surface);

  printf ("crt-draw-first-ms %.3f\n", first);
  printf ("crt-draw-median-ms %.3f\n", times[frames / 2]);
  printf ("crt-draw-max-ms %.3f\n", times[frames - 1]);
  return 0;
}
