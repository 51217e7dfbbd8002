/* bench-odds.c: the cost of exact odds
 *
 * Two figures: a whole Der Weltkrieg combat (attack and counterattack dice,
 * 36 paths), the odds a form recomputes as its inputs change; and the
 * largest procedure still exact, 1916 counter-battery fire with 6 barrages
 * (one d6 each: 6^6 = 46 656 paths, under the limit of 100 000; 7 barrages
 * are not exact). Prints medians and the cost of one path.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include "umpire-odds.h"
#include "umpire-setup.h"
#include "umpire-weltkrieg.h"

static UmpireRules *rules;

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static UmpireResult *
run_combat (gpointer     data,
            UmpireDice  *dice,
            GError     **error)
{
  return umpire_combat_resolve (rules, data, dice, error);
}

static UmpireResult *
run_counterbattery (gpointer     data,
                    UmpireDice  *dice,
                    GError     **error)
{
  return umpire_setup_counterbattery (rules, data, dice, error);
}

/* The median of `runs` computations, in ms; `paths` the paths of one. */
static double
median_ms (UmpireOddsRunFunc  run,
           gpointer           data,
           guint              runs,
           guint             *paths)
{
  g_autofree double *times = g_new0 (double, runs);

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr(UmpireOdds) odds = umpire_odds_compute (run, data, 0, &error);

      if (odds == NULL)
        g_error ("%s", error->message);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      *paths = umpire_odds_get_n_paths (odds);
    }
  qsort (times, runs, sizeof (double), compare_doubles);
  return times[runs / 2];
}

int
main (int   argc,
      char *argv[])
{
  guint runs = argc > 1 ? (guint) MAX (atoi (argv[1]), 1) : 50;
  g_autoptr(GError) error = NULL;
  /* 30 against 8 and 2 artillery in woods behind a trench, as bench-crt. */
  UmpireCombatInput combat = { "1914-1916", 30, 8, 2, "woods", TRUE };
  UmpireCounterbatteryInput counterbattery = { 6, FALSE };
  guint combat_paths = 0, largest_paths = 0;
  double combat_ms, largest_ms;

  rules = umpire_rules_new ();
  if (!umpire_rules_load_builtin (rules, &error))
    g_error ("%s", error->message);

  combat_ms = median_ms (run_combat, &combat, runs, &combat_paths);
  largest_ms = median_ms (run_counterbattery, &counterbattery, MAX (runs / 10, 3), &largest_paths);

  printf ("odds-combat-paths %u\n", combat_paths);
  printf ("odds-combat-median-ms %.3f\n", combat_ms);
  printf ("odds-largest-paths %u\n", largest_paths);
  printf ("odds-largest-median-ms %.1f\n", largest_ms);
  printf ("odds-path-us %.2f\n", 1000.0 * largest_ms / largest_paths);
  g_object_unref (rules);
  return 0;
}
