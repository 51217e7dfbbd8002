/* bench-odds.c: the cost of exact odds
 *
 * A whole Der Weltkrieg combat (attack and counterattack dice, 36 paths),
 * the odds a form recomputes as its inputs change; the largest walk,
 * 1916 counter-battery fire of 6 barrages walked path by path (6^6 = 46 656
 * paths, under the limit of 100 000), with the cost of one path; and the
 * largest counts over independent rolls, by convolution (umpire_odds_compute_for):
 * counter-battery fire of 999 barrages and veteran officers of 1000
 * sub-units (the most their inputs take), defensive works of a big push of
 * 800 sub-units (40 rolls in each of four categories). Prints medians.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include "umpire-odds.h"
#include "umpire-optional.h"
#include "umpire-setup.h"
#include "umpire-weltkrieg.h"
#include "bench-common.h"

static UmpireRules *rules;

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
  qsort (times, runs, sizeof (double), bench_compare_doubles);
  return times[runs / 2];
}

/* The median of `runs` odds of `info` from `pairs` (name, value, …), in ms. */
static double
median_for_ms (const UmpireProcedureInfo *info,
               const char *const         *pairs,
               guint                      runs)
{
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();
  g_autofree double *times = g_new0 (double, runs);

  for (guint i = 0; pairs[i] != NULL; i += 2)
    g_hash_table_insert (inputs, g_strdup (pairs[i]), g_strdup (pairs[i + 1]));
  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr(UmpireOdds) odds = umpire_odds_compute_for (info, rules, inputs, 0, &error);

      if (odds == NULL)
        g_error ("%s", error->message);
      if (!umpire_odds_get_convolved (odds, NULL, NULL))
        g_error ("%s: not convolved", info->id);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  qsort (times, runs, sizeof (double), bench_compare_doubles);
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
  {
    const char *const counterbattery_most[] = { "barrages", "999", NULL };
    const char *const veterans_most[] = { "units", "1000", NULL };
    const char *const defensive_big_push[] = { "nation", "britain", "year", "1916", "units", "800",
                                               "defenses", "3,4,5,6", NULL };
    guint n = MAX (runs / 5, 5);

    printf ("odds-counterbattery-999-ms %.2f\n",
            median_for_ms (&umpire_setup_counterbattery_info, counterbattery_most, n));
    printf ("odds-veterans-1000-ms %.2f\n",
            median_for_ms (&umpire_optional_veteran_officer_info, veterans_most, n));
    printf ("odds-defensive-800-ms %.2f\n",
            median_for_ms (&umpire_setup_defensive_works_info, defensive_big_push, n));
  }
  g_object_unref (rules);
  return 0;
}
