/* bench-rules.c: load and validate the whole built-in rules database
 *
 * Prints the figures; the target (under 10 ms) is judged by bench/run, not by
 * a timed test. The first load also compiles the schema, so it is reported
 * apart from the steady state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include "umpire-rules.h"
#include "bench-common.h"

static double
load_once_ms (guint *n_tables)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  if (!umpire_rules_load_builtin (rules, &error))
    g_error ("%s", error->message);
  *n_tables = umpire_rules_get_tables (rules)->len;
  return (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int   argc,
      char *argv[])
{
  guint runs = argc > 1 ? (guint) atoi (argv[1]) : 50;
  g_autofree double *times = g_new0 (double, MAX (runs, 1));
  guint n_tables = 0;
  double first, sum = 0;

  runs = MAX (runs, 1);
  first = load_once_ms (&n_tables);
  for (guint i = 0; i < runs; i++)
    {
      times[i] = load_once_ms (&n_tables);
      sum += times[i];
    }
  qsort (times, runs, sizeof (double), bench_compare_doubles);

  printf ("rules-load-first-ms %.3f\n", first);
  printf ("rules-load-median-ms %.3f\n", times[runs / 2]);
  printf ("rules-load-mean-ms %.3f\n", sum / runs);
  printf ("rules-load-max-ms %.3f\n", times[runs - 1]);
  printf ("rules-tables %u\n", n_tables);
  return 0;
}
