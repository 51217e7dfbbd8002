/* bench-state.c: the battle's state replayed, and a correction that flows
 *
 *   bench-state         figures for 1 000- and 10 000-event 1916 logs
 *
 * The log is a 1916 setup played over and over: every support category and
 * heavy weapon of both sides, rolled with seeded dice, so that every event
 * reads the sides' sub-units. A correction of the defender's sub-units then
 * computes again every event (about half of them directly, the support of
 * both sides too), with its recorded dice. Each correction runs on a fresh
 * copy of the log (built untimed); median of 5.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include "umpire-battle-state.h"
#include "bench-common.h"
#include "bench-setup-log.h"

static void
bench (UmpireRules *rules,
       guint        events)
{
  double correct[5], replay[5];
  guint rederived = 0;

  for (guint r = 0; r < G_N_ELEMENTS (correct); r++)
    {
      g_autoptr(UmpireScenario) scenario = bench_setup_log_new (rules, events, "Bench: a long setup", FALSE, "bench-state");
      const char *names[] = { "defender-units", NULL };
      const char *values[] = { "28", NULL };
      g_autoptr(GError) error = NULL;
      gint64 start;

      start = g_get_monotonic_time ();
      /* Built and freed: the replay is what is timed. */
      umpire_battle_state_free (umpire_battle_state_new (scenario));
      replay[r] = (g_get_monotonic_time () - start) / 1000.0;

      start = g_get_monotonic_time ();
      if (!umpire_battle_correct (scenario, rules, names, values, &rederived, NULL, &error))
        g_error ("bench-state: %s", error->message);
      correct[r] = (g_get_monotonic_time () - start) / 1000.0;
    }
  qsort (correct, G_N_ELEMENTS (correct), sizeof (double), bench_compare_doubles);
  qsort (replay, G_N_ELEMENTS (replay), sizeof (double), bench_compare_doubles);
  printf ("state-replay-%u-median-ms %.3f\n", events, replay[G_N_ELEMENTS (replay) / 2]);
  printf ("state-correct-%u-median-ms %.3f\n", events, correct[G_N_ELEMENTS (correct) / 2]);
  printf ("state-correct-%u-rederived %u\n", events, rederived);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;

  if (!umpire_rules_load_builtin (rules, &error))
    g_error ("bench-state: %s", error->message);
  bench (rules, 1000);
  bench (rules, 10000);
  return 0;
}
