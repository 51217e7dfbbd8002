/* bench-scenario.c: a scenario with a long event log
 *
 *   bench-scenario [EVENTS]        figures for a log of EVENTS (10 000)
 *   bench-scenario --write N FILE  write a scenario of N events (fuzz seeds)
 *
 * The log is filled with real results (Der Weltkrieg combats and CRT reads,
 * each with its inputs, rolls and table reads, and plain rolls), saved to
 * XML in memory, then loaded back a few times. Undo and redo are timed on
 * this log and on a 100-event one: constant time means the same figure for
 * both. With the autosave following the long log, the time an event waits
 * for it (median and worst of 200), and one whole rewrite of the base.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "umpire-autosave.h"
#include "umpire-procedure.h"
#include "umpire-scenario-file.h"
#include "umpire-weltkrieg.h"
#include "bench-common.h"

static UmpireScenario *
build_scenario (UmpireRules *rules,
                guint        events)
{
  UmpireScenario *scenario = umpire_scenario_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1914);

  umpire_scenario_set_title (scenario, "Bench: the long afternoon");
  umpire_scenario_set_year (scenario, 1915);
  umpire_scenario_add_system (scenario, "weltkrieg");
  /* An afternoon's mix: of every four events, one whole combat (attack,
   * counterattack, supply: about 7 kB of XML), one CRT read and two plain
   * rolls of the dice. */
  for (guint i = 0; i < events; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = NULL;

      if (i % 4 == 0)
        {
          UmpireCombatInput input = { "1914-1916", 6 + (int) (i % 40), 2 + (int) (i % 9), (int) (i % 3),
                                      "clear", i % 8 == 0 };

          result = umpire_combat_resolve (rules, &input, dice, &error);
        }
      else if (i % 4 == 1)
        {
          UmpireCrtInput input = { "1917-1918", 3 + (int) (i % 50), .terrain = "clear", .trench = i % 3 == 0 };

          result = umpire_crt_resolve (rules, &input, dice, &error);
        }
      else
        {
          UmpireRoll roll;

          result = umpire_result_new ("roll");
          if (umpire_result_roll (result, dice, i % 3 ? "2d6" : "1d6", "Roll", NULL, &roll, &error))
            umpire_result_set_value (result, "total", "%u", roll.total);
          else
            g_clear_object (&result);
        }
      if (result == NULL)
        g_error ("%s", error->message);
      umpire_scenario_record (scenario, result, "weltkrieg",
                              i % 2 ? UMPIRE_SIDE_DEFENDER : UMPIRE_SIDE_ATTACKER);
    }
  return scenario;
}

/* Microseconds per undo+redo pair at the end of the log. */
static double
undo_redo_usec (UmpireScenario *scenario)
{
  const guint pairs = 2000;
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < pairs; i++)
    if (!umpire_scenario_undo (scenario) || !umpire_scenario_redo (scenario))
      g_error ("undo/redo failed");
  return (double) (g_get_monotonic_time () - start) / pairs;
}

/* Milliseconds the umpire waits per event with the autosave on; `worst`
 * receives the longest, `rewrite` one whole rewrite of the base. */
static double
autosave_event_ms (UmpireRules    *rules,
                   UmpireScenario *scenario,
                   double         *worst,
                   double         *rewrite)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-bench-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.umpire", NULL);
  g_autoptr(UmpireAutosave) autosave = umpire_autosave_new (scenario, path);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1918);
  const guint events = 200;
  double times[200];
  gint64 start;

  umpire_autosave_flush (autosave);
  start = g_get_monotonic_time ();
  umpire_autosave_write (autosave);
  *rewrite = (g_get_monotonic_time () - start) / 1000.0;
  for (guint i = 0; i < events; i++)
    {
      UmpireCombatInput input = { "1914-1916", 6 + (int) (i % 40), 2 + (int) (i % 9), 0, "clear", FALSE };
      g_autoptr(UmpireResult) result = umpire_combat_resolve (rules, &input, dice, NULL);

      start = g_get_monotonic_time ();
      umpire_scenario_record (scenario, result, "weltkrieg", UMPIRE_SIDE_ATTACKER);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  umpire_autosave_discard (autosave);
  g_rmdir (dir);
  qsort (times, events, sizeof (double), bench_compare_doubles);
  *worst = times[events - 1];
  return times[events / 2];
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(UmpireScenario) small = NULL;
  g_autofree char *xml = NULL;
  g_autofree double *times = NULL;
  guint events = 10000, runs = 5;
  gsize length;
  double first = 0, undo_long, undo_short, autosave_worst, autosave_rewrite, autosave_median;

  if (!umpire_rules_load_builtin (rules, &error))
    g_error ("%s", error->message);

  if (argc == 4 && g_str_equal (argv[1], "--write"))
    {
      g_autoptr(UmpireScenario) sample = build_scenario (rules, (guint) atoi (argv[2]));
      g_autofree char *sample_xml = umpire_scenario_to_xml (sample);

      if (!g_file_set_contents (argv[3], sample_xml, -1, &error))
        g_error ("%s", error->message);
      return 0;
    }
  if (argc > 1)
    events = (guint) MAX (atoi (argv[1]), 1);

  scenario = build_scenario (rules, events);
  xml = umpire_scenario_to_xml (scenario);
  length = strlen (xml);

  times = g_new0 (double, runs);
  for (guint i = 0; i <= runs; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(UmpireScenario) loaded = umpire_scenario_load_data (xml, length, "bench.umpire", &error);
      double ms = (g_get_monotonic_time () - start) / 1000.0;

      if (loaded == NULL)
        g_error ("%s", error->message);
      if (umpire_scenario_get_n_events (loaded) != events)
        g_error ("loaded %u events of %u", umpire_scenario_get_n_events (loaded), events);
      if (i == 0)
        first = ms;
      else
        times[i - 1] = ms;
    }
  qsort (times, runs, sizeof (double), bench_compare_doubles);

  small = build_scenario (rules, 100);
  undo_long = undo_redo_usec (scenario);
  undo_short = undo_redo_usec (small);

  autosave_median = autosave_event_ms (rules, scenario, &autosave_worst, &autosave_rewrite);

  printf ("scenario-events %u\n", events);
  printf ("scenario-kb %.0f\n", length / 1024.0);
  printf ("scenario-load-first-ms %.3f\n", first);
  printf ("scenario-load-median-ms %.3f\n", times[runs / 2]);
  printf ("undo-redo-long-usec %.3f\n", undo_long);
  printf ("undo-redo-short-usec %.3f\n", undo_short);
  printf ("undo-redo-ratio %.2f\n", undo_long / MAX (undo_short, 0.001));
  printf ("autosave-event-median-ms %.3f\n", autosave_median);
  printf ("autosave-event-worst-ms %.3f\n", autosave_worst);
  printf ("autosave-rewrite-ms %.3f\n", autosave_rewrite);
  return 0;
}
