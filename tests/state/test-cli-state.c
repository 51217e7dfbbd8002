/* test-cli-state.c: umpire-cli scenario set, state and log out of date
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "umpire-battle-state.h"
#include "umpire-scenario-file.h"
#include "umpire-setup-sequence.h"
#include "umpire-test-cli.h"
#include "umpire-test-core.h"

static char *work_dir;

/* The blocker: a defender of 24 sub-units whose Light Trench
 * Mortar rolled a 1 on column C (6 bases). */
static char *
setup_run_24 (const char *name)
{
  g_autofree char *path = g_build_filename (work_dir, name, NULL);
  g_auto(UmpireTestRun) run = { 0 };

  umpire_test_run_cli (&run, "setup", "run", "--seed", "3", "--year", "1916", "--attacker", "britain",
                       "--defender", "germany", "--attacker-units", "30", "--defender-units", "24",
                       "--terrain", "open", "--battle", "local", "--defender-heavy-dice", "2,1,4",
                       "-o", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  return g_steal_pointer (&path);
}

static UmpireResult *
mortar_in_force (UmpireScenario *scenario,
                 UmpireRules    *rules)
{
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, NULL);

  return umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_DEFENDER, "light-trench-mortar");
}

static void
test_blocker (void)
{
  g_autofree char *path = setup_run_24 ("blocker.umpire");
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(UmpireTestRun) set = { 0 };
  g_auto(UmpireTestRun) log = { 0 };
  g_auto(UmpireTestRun) state = { 0 };
  UmpireResult *mortar;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  scenario = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  mortar = mortar_in_force (scenario, rules);
  g_assert_cmpstr (umpire_result_get_value (mortar, "bases"), ==, "6");
  g_clear_object (&scenario);

  umpire_test_run_cli (&set, "scenario", "set", path, "defender-units=28", "--xml", NULL);
  g_assert_cmpint (set.status, ==, 0);
  /* Both sides' support (8), the defender's three heavy weapons. */
  umpire_test_assert_value (set.out, "scenario-set", "rederived", "11");
  umpire_test_assert_value (set.out, "scenario-set", "out-of-date", "0");

  scenario = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_DEFENDER), ==, 28);
  mortar = mortar_in_force (scenario, rules);
  g_assert_cmpstr (umpire_result_get_input (mortar, "units"), ==, "28");
  g_assert_cmpstr (umpire_result_get_value (mortar, "die"), ==, "1");
  g_assert_cmpstr (umpire_result_get_value (mortar, "bases"), ==, "7");
  {
    g_autoptr(UmpireBattleState) battle = umpire_battle_state_new (scenario);

    g_assert_cmpuint (umpire_battle_state_count_out_of_date (battle), ==, 0);
    g_assert_cmpint (umpire_battle_state_get_int (battle, UMPIRE_STATE_DEFENDER, "heavy:light-trench-mortar"), ==, 7);
  }

  umpire_test_run_cli (&log, "log", path, "--xml", NULL);
  g_assert_cmpint (log.status, ==, 0);
  umpire_test_assert_value (log.out, "log", "out-of-date", "0");
  g_assert_null (strstr (log.out, "state=\"out-of-date\""));

  umpire_test_run_cli (&state, "state", path, NULL);
  g_assert_cmpint (state.status, ==, 0);
  g_assert_nonnull (strstr (state.out, "heavy:light-trench-mortar: 7"));
  g_assert_nonnull (strstr (state.out, "sub-units: 28"));
}

/* Changed outside Umpire, the header leaves every result that read it out
 * of date: said in the log (text and --xml, with the reason) and the state;
 * the same value set again brings them up to date. */
static void
test_out_of_date_in_log (void)
{
  g_autofree char *path = setup_run_24 ("edited.umpire");
  g_autofree char *contents = NULL;
  g_autofree char *edited = NULL;
  g_auto(UmpireTestRun) log = { 0 };
  g_auto(UmpireTestRun) text = { 0 };
  g_auto(UmpireTestRun) state = { 0 };
  g_auto(UmpireTestRun) set = { 0 };
  g_auto(UmpireTestRun) again = { 0 };
  gsize length;
  char *at;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  at = strstr (contents, "role=\"defender\" nation=\"germany\" sub-units=\"24\"");
  g_assert_nonnull (at);
  edited = g_strdup (contents);
  memcpy (edited + (at - contents) + strlen ("role=\"defender\" nation=\"germany\" sub-units=\""), "28", 2);
  g_assert_true (g_file_set_contents (path, edited, -1, NULL));

  umpire_test_run_cli (&log, "log", path, "--xml", NULL);
  g_assert_cmpint (log.status, ==, 0);
  umpire_test_assert_value (log.out, "log", "out-of-date", "11");
  g_assert_nonnull (strstr (log.out, "out-of-date=\"Defender sub-units 24 → 28\""));

  umpire_test_run_cli (&text, "log", path, NULL);
  g_assert_nonnull (strstr (text.out, "OUT OF DATE: roll again (Defender sub-units 24 → 28)"));
  g_assert_nonnull (strstr (text.out, "11 results out of date"));

  umpire_test_run_cli (&state, "state", path, "--xml", NULL);
  g_assert_cmpint (state.status, ==, 0);
  g_assert_nonnull (strstr (state.out, "<out-of-date count=\"11\"/>"));

  umpire_test_run_cli (&set, "scenario", "set", path, "defender-units=28", "--xml", NULL);
  g_assert_cmpint (set.status, ==, 0);
  umpire_test_assert_value (set.out, "scenario-set", "rederived", "11");
  umpire_test_run_cli (&again, "log", path, "--xml", NULL);
  umpire_test_assert_value (again.out, "log", "out-of-date", "0");
}

/* Bad values and bad files: exit 1, the field or FILE:LINE named, nothing
 * written. */
static void
test_bad_values (void)
{
  g_autofree char *path = setup_run_24 ("bad.umpire");
  g_autofree char *broken = g_build_filename (work_dir, "broken.umpire", NULL);
  g_autofree char *before = NULL;
  const char *bad[][2] = {
    { "defender-units=many", "defender-units" },
    { "defender-units=0", "defender-units" },
    { "year=1066", "year" },
    { "attacker-nation=atlantis", "attacker" },
    { "colour=red", "colour" },
  };

  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(UmpireTestRun) run = { 0 };
      g_autofree char *after = NULL;

      umpire_test_run_cli (&run, "scenario", "set", path, "defender-units=28", bad[i][0], NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.err, bad[i][1]));
      g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
      g_assert_cmpstr (after, ==, before);
    }
  {
    g_auto(UmpireTestRun) run = { 0 };

    umpire_test_run_cli (&run, "scenario", "set", path, "no-equals", NULL);
    g_assert_cmpint (run.status, ==, 2);
  }
  g_assert_true (g_file_set_contents (broken, "<?xml version=\"1.0\"?>\n<scenario>\n  <year>x</year>\n</scenario>\n",
                                      -1, NULL));
  {
    g_auto(UmpireTestRun) run = { 0 };
    g_autofree char *where = g_strdup_printf ("%s:2:", broken);

    umpire_test_run_cli (&run, "scenario", "set", broken, "defender-units=28", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, where));
  }
}

/* The log grouped by turn: events recorded on turns 1 and 2. */
static void
test_log_by_turn (void)
{
  g_autofree char *path = g_build_filename (work_dir, "turns.umpire", NULL);
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(GError) error = NULL;
  g_auto(UmpireTestRun) run = { 0 };
  const char *two, *one;

  for (int turn = 2; turn >= 1; turn--)
    {
      g_autoptr(UmpireResult) result = umpire_result_new ("roll");

      umpire_result_set_value (result, "total", "%d", turn);
      umpire_scenario_set_turn (scenario, turn);
      umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_NONE);
    }
  g_assert_true (umpire_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  umpire_test_run_cli (&run, "log", path, "--by-turn", NULL);
  g_assert_cmpint (run.status, ==, 0);
  one = strstr (run.out, "== Turn 1 ==");
  two = strstr (run.out, "== Turn 2 ==");
  g_assert_nonnull (one);
  g_assert_nonnull (two);
  /* Turn 1 first, though recorded second. */
  g_assert_true (one < two);
  g_assert_true (strstr (one, "#2") < two);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *localedir = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  g_setenv ("UMPIRE_LOCALEDIR", localedir, TRUE);
  g_unsetenv ("LANGUAGE");
  work_dir = g_dir_make_tmp ("umpire-cli-state-XXXXXX", NULL);
  g_test_add_func ("/umpire/state/cli/blocker", test_blocker);
  g_test_add_func ("/umpire/state/cli/out-of-date-in-log", test_out_of_date_in_log);
  g_test_add_func ("/umpire/state/cli/bad-values", test_bad_values);
  g_test_add_func ("/umpire/state/cli/log-by-turn", test_log_by_turn);
  status = g_test_run ();
  umpire_test_remove_work_dir (work_dir);
  g_free (work_dir);
  return status;
}
