/* bench-report.c: the debrief of a long game
 *
 *   bench-report        figures for a 1 000-event 1916 log
 *
 * What `umpire-cli report FILE -o debrief.pdf` does, in one process: the
 * scenario read from its file, the report (timeline, totals, and every
 * roll's exact odds for the luck audit) and the PDF written. The log is a
 * 1916 setup played over and over on ten turns, both sides' support and
 * heavy weapons rolled with seeded dice; median of 5.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <time.h>
#include <stdio.h>
#include <stdlib.h>

#include "umpire-report.h"
#include "umpire-scenario-file.h"
#include "umpire-sheet.h"
#include "bench-common.h"
#include "bench-setup-log.h"

/* Processor time of this process, ms: on a machine shared with other
 * work the wall clock says more of the others than of the debrief. */
static double
cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) built = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *pdf = NULL;
  double whole[5], report[5], cpu[5];
  guint events = 1000;
  int pages = 0;

  if (!umpire_rules_load_builtin (rules, &error))
    g_error ("bench-report: %s", error->message);
  dir = g_dir_make_tmp ("umpire-bench-report-XXXXXX", &error);
  if (dir == NULL)
    g_error ("bench-report: %s", error->message);
  path = g_build_filename (dir, "long.umpire", NULL);
  pdf = g_build_filename (dir, "debrief.pdf", NULL);
  built = bench_setup_log_new (rules, events, "Bench: a long debrief", TRUE, "bench-report");
  if (!umpire_scenario_save_file (built, path, &error))
    g_error ("bench-report: %s", error->message);

  for (guint r = 0; r < G_N_ELEMENTS (whole); r++)
    {
      g_autoptr(UmpireScenario) scenario = NULL;
      g_autoptr(UmpireReport) figures = NULL;
      g_autoptr(UmpireSheet) sheet = NULL;
      gint64 start = g_get_monotonic_time ();
      double cpu_start = cpu_ms ();

      scenario = umpire_scenario_load_file (path, &error);
      if (scenario == NULL || !umpire_scenario_rederive (scenario, rules, &error))
        g_error ("bench-report: %s", error->message);
      {
        gint64 report_start = g_get_monotonic_time ();

        figures = umpire_report_new (rules, scenario);
        report[r] = (g_get_monotonic_time () - report_start) / 1000.0;
      }
      sheet = umpire_sheet_new_debrief_for (figures);
      if (!umpire_sheet_write_pdf (sheet, pdf, UMPIRE_PAPER_A4, &error))
        g_error ("bench-report: %s", error->message);
      pages = umpire_sheet_get_n_pages (sheet);
      whole[r] = (g_get_monotonic_time () - start) / 1000.0;
      cpu[r] = cpu_ms () - cpu_start;
    }
  qsort (whole, G_N_ELEMENTS (whole), sizeof (double), bench_compare_doubles);
  qsort (report, G_N_ELEMENTS (report), sizeof (double), bench_compare_doubles);
  qsort (cpu, G_N_ELEMENTS (cpu), sizeof (double), bench_compare_doubles);
  printf ("report-%u-median-ms %.3f\n", events, whole[G_N_ELEMENTS (whole) / 2]);
  printf ("report-%u-figures-median-ms %.3f\n", events, report[G_N_ELEMENTS (report) / 2]);
  printf ("report-%u-cpu-median-ms %.3f\n", events, cpu[G_N_ELEMENTS (cpu) / 2]);
  printf ("report-%u-pages %d\n", events, pages);
  g_remove (pdf);
  g_remove (path);
  g_rmdir (dir);
  return 0;
}
