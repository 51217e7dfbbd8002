/* bench-startup.c: start-up to the first frame, Umpire against a bare window
 *
 *   bench-startup RUNS BARE-WINDOW UMPIRE
 *   bench-startup --open RUNS UMPIRE [FILE]
 *
 * Runs the two programs alternately (after one warm-up run of each), timing
 * from just before the spawn to the first frame each reports on standard
 * output ("first-frame-usec T", on the same monotonic clock), and prints the
 * medians and the resident sizes. Both run in this process's environment:
 * bench/run sets up Xvfb, GSK_RENDERER=cairo and a private D-Bus.
 *
 * With --open, Umpire alone opens FILE (a scenario; none: a fresh start)
 * RUNS times after a warm-up: the median time to its first frame and the
 * median resident size then. A run that shows no frame within a minute
 * ends the measure: "open-timed-out 1", the minute as its time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench-common.h"

#define RUN_TIMEOUT_SECONDS 30
#define OPEN_TIMEOUT_SECONDS 60

typedef struct
{
  GMainLoop *loop;
  char      *output;
  gboolean   timed_out;
} Run;

static void
communicated (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Run *run = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &run->output, NULL, &error))
    g_printerr ("bench-startup: %s\n", error->message);
  g_main_loop_quit (run->loop);
}

static gboolean
too_slow (gpointer user_data)
{
  GSubprocess *process = user_data;

  g_subprocess_force_exit (process);
  return G_SOURCE_REMOVE;
}

static gint64
field (const char *output,
       const char *name)
{
  const char *at = output != NULL ? strstr (output, name) : NULL;

  return at != NULL ? g_ascii_strtoll (at + strlen (name), NULL, 10) : -1;
}

/* Milliseconds from spawn to first frame, and the resident size then;
 * `file` is the program's argument, or NULL. */
static gboolean
run_once_with (const char *program,
               const char *file,
               guint       timeout_seconds,
               double     *ms,
               double     *rss_kb)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSource) timeout = NULL;
  Run run = { g_main_loop_new (context, FALSE), NULL, FALSE };
  gint64 start, frame;

  g_main_context_push_thread_default (context);
  start = g_get_monotonic_time ();
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, program, file, NULL);
  if (process == NULL)
    g_error ("bench-startup: %s", error->message);
  g_subprocess_communicate_utf8_async (process, NULL, NULL, communicated, &run);
  timeout = g_timeout_source_new_seconds (timeout_seconds);
  g_source_set_callback (timeout, too_slow, process, NULL);
  g_source_attach (timeout, context);
  g_main_loop_run (run.loop);
  g_source_destroy (timeout);
  g_subprocess_wait (process, NULL, NULL);
  g_main_context_pop_thread_default (context);
  g_main_loop_unref (run.loop);

  frame = field (run.output, "first-frame-usec ");
  *rss_kb = (double) field (run.output, "rss-kb ");
  g_free (run.output);
  if (frame < start)
    {
      g_printerr ("bench-startup: %s reported no first frame\n", program);
      return FALSE;
    }
  *ms = (frame - start) / 1000.0;
  return TRUE;
}

static gboolean
run_once (const char *program,
          double     *ms,
          double     *rss_kb)
{
  return run_once_with (program, NULL, RUN_TIMEOUT_SECONDS, ms, rss_kb);
}

static double
median (double *values,
        guint   n)
{
  qsort (values, n, sizeof (double), bench_compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* Umpire opening `file` (NULL: none), `runs` times after a warm-up. */
static int
open_file (guint       runs,
           const char *umpire,
           const char *file)
{
  g_autofree double *ms = g_new0 (double, runs);
  g_autofree double *rss = g_new0 (double, runs);
  double ignored_ms, ignored_rss;

  /* Warm-up: page cache, fontconfig cache, icon theme, and the file. */
  if (!run_once_with (umpire, file, OPEN_TIMEOUT_SECONDS, &ignored_ms, &ignored_rss))
    {
      printf ("open-timed-out 1\n");
      printf ("open-median-ms %d\n", OPEN_TIMEOUT_SECONDS * 1000);
      return 0;
    }
  for (guint i = 0; i < runs; i++)
    if (!run_once_with (umpire, file, OPEN_TIMEOUT_SECONDS, &ms[i], &rss[i]))
      {
        printf ("open-timed-out 1\n");
        printf ("open-median-ms %d\n", OPEN_TIMEOUT_SECONDS * 1000);
        return 0;
      }
  printf ("open-median-ms %.1f\n", median (ms, runs));
  printf ("open-rss-median-mb %.1f\n", median (rss, runs) / 1024);
  printf ("open-runs %u\n", runs);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  guint runs;
  const char *programs[2];
  double *ms[2], *rss[2], ignored_ms, ignored_rss;

  if (argc >= 4 && argc <= 5 && g_str_equal (argv[1], "--open"))
    return open_file (MAX (atoi (argv[2]), 1), argv[3], argc == 5 ? argv[4] : NULL);
  if (argc != 4)
    {
      g_printerr ("usage: %s RUNS BARE-WINDOW UMPIRE\n"
                  "       %s --open RUNS UMPIRE [FILE]\n", argv[0], argv[0]);
      return 2;
    }
  runs = MAX (atoi (argv[1]), 1);
  programs[0] = argv[2];
  programs[1] = argv[3];
  for (guint p = 0; p < 2; p++)
    {
      ms[p] = g_new0 (double, runs);
      rss[p] = g_new0 (double, runs);
      /* Warm-up: page cache, fontconfig cache, icon theme. */
      if (!run_once (programs[p], &ignored_ms, &ignored_rss))
        return 1;
    }

  /* Alternate, so that a slow spell of the machine hurts both alike. */
  for (guint i = 0; i < runs; i++)
    for (guint k = 0; k < 2; k++)
      {
        guint p = (i + k) % 2;

        if (!run_once (programs[p], &ms[p][i], &rss[p][i]))
          return 1;
      }

  printf ("startup-bare-median-ms %.1f\n", median (ms[0], runs));
  printf ("startup-app-median-ms %.1f\n", median (ms[1], runs));
  printf ("startup-ratio %.2f\n", median (ms[1], runs) / median (ms[0], runs));
  printf ("rss-bare-median-mb %.1f\n", median (rss[0], runs) / 1024);
  printf ("rss-app-median-mb %.1f\n", median (rss[1], runs) / 1024);
  printf ("rss-ratio %.2f\n", median (rss[1], runs) / median (rss[0], runs));
  printf ("startup-runs %u\n", runs);
  for (guint p = 0; p < 2; p++)
    {
      g_free (ms[p]);
      g_free (rss[p]);
    }
  return 0;
}
