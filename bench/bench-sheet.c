/* bench-sheet.c: generating a 1916 setup-sheet PDF
 *
 * A scenario set up with the real procedures (support for both sides in
 * every category, heavy weapons, proximity), then the umpire's setup sheet
 * written as a PDF, from laying it out to closing the file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>

#include "umpire-setup.h"
#include "umpire-sheet.h"
#include "bench-common.h"

static void
record (UmpireScenario *scenario,
        UmpireResult   *result,
        UmpireSide      side,
        GError         *error)
{
  if (result == NULL)
    g_error ("%s", error->message);
  umpire_scenario_record (scenario, result, "1916", side);
  g_object_unref (result);
}

static UmpireScenario *
set_up (UmpireRules *rules)
{
  UmpireScenario *scenario = umpire_scenario_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  const char *categories[] = { "barrage", "on-call", "airstrikes", "gas" };
  GError *error = NULL;

  umpire_scenario_set_title (scenario, "Bench: Hill 60");
  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_set_battle (scenario, "local");
  umpire_scenario_set_terrain (scenario, "open");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 20);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 15);

  for (guint c = 0; c < G_N_ELEMENTS (categories); c++)
    {
      UmpireSupportInput attacker = { categories[c], "britain", 1916, "attacker", "local", 35 };
      UmpireSupportInput defender = { categories[c], "germany", 1916, "defender", "local", 35 };

      record (scenario, umpire_setup_support (rules, &attacker, dice, &error), UMPIRE_SIDE_ATTACKER, error);
      record (scenario, umpire_setup_support (rules, &defender, dice, &error), UMPIRE_SIDE_DEFENDER, error);
    }
  {
    UmpireHeavyWeaponsInput heavy = { "c", 20, NULL };
    UmpireProximityInput proximity = { "open", "large" };

    record (scenario, umpire_setup_heavy_weapons (rules, &heavy, dice, &error), UMPIRE_SIDE_ATTACKER, error);
    record (scenario, umpire_setup_proximity (rules, &proximity, dice, &error), UMPIRE_SIDE_NONE, error);
  }
  return scenario;
}

int
main (int   argc,
      char *argv[])
{
  guint runs = argc > 1 ? (guint) MAX (atoi (argv[1]), 1) : 20;
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree double *times = g_new0 (double, runs);
  g_autofree char *dir = g_dir_make_tmp ("umpire-bench-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "setup.pdf", NULL);
  double first = 0;

  if (!umpire_rules_load_builtin (rules, &error))
    g_error ("%s", error->message);
  scenario = set_up (rules);

  for (guint i = 0; i <= runs; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(UmpireSheet) sheet = umpire_sheet_new_setup (rules, scenario, UMPIRE_SIDE_NONE);
      double ms;

      if (!umpire_sheet_write_pdf (sheet, path, UMPIRE_PAPER_A4, &error))
        g_error ("%s", error->message);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      if (i == 0)
        first = ms;
      else
        times[i - 1] = ms;
    }
  qsort (times, runs, sizeof (double), bench_compare_doubles);
  g_unlink (path);
  g_rmdir (dir);

  printf ("sheet-pdf-first-ms %.3f\n", first);
  printf ("sheet-pdf-median-ms %.3f\n", times[runs / 2]);
  return 0;
}
