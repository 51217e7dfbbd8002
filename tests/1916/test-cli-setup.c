/* test-cli-setup.c: the 1916 umpire-cli commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Expected values worked out by hand from 004_fa4e7880f134310e.txt and
 * 002_f016aff109a07b2a.txt; the dice are typed in with --die / --dice.
 */
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <string.h>

#include "umpire-test-cli.h"

typedef struct
{
  const char *procedure;
  const char *name;
  const char *expected;
} Expect;

typedef struct
{
  const char *args[24];
  Expect      values[4];
} Case;

static const Case value_cases[] = {
  /* the source's example: .40 x 35 = 14 */
  { { "setup", "support", "--category", "barrage", "--nation", "france", "--year", "1916", "--role", "attacker",
      "--battle", "local", "--units", "35", "--die", "4" },
    { { "1916.support", "modified-roll", "4" }, { "1916.support", "rate", "0.40" }, { "1916.support", "count", "14" } } },
  /* Russian 1915 -3: 6 - 3 = 3, big push defender .30 x 35 = 10.5 -> 11 */
  { { "setup", "support", "--category", "barrage", "--nation", "russia", "--year", "1915", "--role", "defender",
      "--battle", "big-push", "--units", "35", "--die", "6", "--support-reading", "earlier" },
    { { "1916.support", "modified-roll", "3" }, { "1916.support", "rate", "0.30" }, { "1916.support", "count", "11" } } },
  /* the umpire's own modifier for the Russian duplicate: 5 - 3 = 2, on-call .10 x 20 = 2 */
  { { "setup", "support", "--category", "on-call", "--nation", "russia", "--year", "1916", "--role", "attacker",
      "--battle", "local", "--units", "20", "--die", "5", "--modifier", "-3" },
    { { "1916.support", "modified-roll", "2" }, { "1916.support", "rate", "0.10" }, { "1916.support", "count", "2" } } },
  /* Germans 1918 +2: 6 + 2 = 8 or more: .70 x 20 = 14 */
  { { "setup", "support", "--category", "barrage", "--nation", "germany", "--year", "1918", "--role", "attacker",
      "--battle", "local", "--units", "20", "--die", "6" },
    { { "1916.support", "modified-roll", "8" }, { "1916.support", "count", "14" } } },
  /* gas, German attacker, 5: yes */
  { { "setup", "support", "--category", "gas", "--nation", "germany", "--year", "1916", "--role", "attacker",
      "--battle", "local", "--units", "35", "--die", "5" },
    { { "1916.support", "rate", "yes" } } },
  /* earlier reading: airstrikes for the defender 1917, 6: 3 */
  { { "setup", "support", "--category", "airstrikes", "--nation", "britain", "--year", "1917", "--role", "defender",
      "--battle", "big-push", "--units", "35", "--die", "6", "--support-reading", "earlier" },
    { { "1916.support", "rate", "3" }, { "1916.support", "count", "3" } } },
  /* read as printed: the defender does not roll for airstrikes */
  { { "setup", "support", "--category", "airstrikes", "--nation", "britain", "--year", "1917", "--role", "defender",
      "--battle", "big-push", "--units", "35" },
    { { "1916.support", "count", "0" }, { "1916.support", "available", "no" } } },
  /* ... the attacker does from 1915: 4 = 1 airstrike */
  { { "setup", "support", "--category", "airstrikes", "--nation", "britain", "--year", "1915", "--role", "attacker",
      "--battle", "local", "--units", "35", "--die", "4" },
    { { "1916.support", "count", "1" }, { "1916.support", "available", "yes" } } },
  /* ... and a German defender rolls for gas: 5 = yes */
  { { "setup", "support", "--category", "gas", "--nation", "germany", "--year", "1916", "--role", "defender",
      "--battle", "local", "--units", "35", "--die", "5" },
    { { "1916.support", "available", "yes" } } },
  /* ... Big Push barrages start 1916 */
  { { "setup", "support", "--category", "barrage", "--nation", "russia", "--year", "1915", "--role", "defender",
      "--battle", "big-push", "--units", "35" },
    { { "1916.support", "count", "0" }, { "1916.support", "available", "no" } } },
  /* the source's example: .55 x 15 = 8 */
  { { "setup", "heavy-weapons", "--column", "C", "--units", "15", "--die", "6" },
    { { "1916.heavy-weapons", "rate", "0.55" }, { "1916.heavy-weapons", "bases", "8" } } },
  /* open, 3: 250 yds = 12.5" at 20 yds/inch, lulls from turn 3 */
  { { "setup", "proximity", "--terrain", "open", "--die", "3" },
    { { "1916.proximity", "yards", "250" }, { "1916.proximity", "inches", "12.5" },
      { "1916.proximity", "lull-start-turn", "3" } } },
  /* wide open, 6, small scale: 600 / 40 = 15 */
  { { "setup", "proximity", "--terrain", "wide-open", "--die", "6", "--scale", "small" },
    { { "1916.proximity", "yards", "600" }, { "1916.proximity", "inches", "15" } } },
  { { "setup", "counterbattery", "--dice", "5,2,6,4" }, { { "1916.counterbattery", "destroyed", "2" } } },
  /* +1 with gas: 6,3,7,5 */
  { { "setup", "counterbattery", "--dice", "5,2,6,4", "--gas" }, { { "1916.counterbattery", "destroyed", "3" } } },
  { { "setup", "reinforcements", "--role", "defender", "--die", "3" },
    { { "1916.reinforcements", "infantry", "2" }, { "1916.reinforcements", "hmg", "1" } } },
  { { "setup", "reinforcements", "--role", "attacker", "--die", "6" },
    { { "1916.reinforcements", "infantry", "3" }, { "1916.reinforcements", "hmg", "2" } } },
  { { "lull", "--turn", "2", "--start-turn", "3", "--die", "6" }, { { "1916.lull", "lull", "none" } } },
  { { "lull", "--turn", "4", "--start-turn", "3", "--die", "6" }, { { "1916.lull", "lull", "short" } } },
  { { "lull", "--turn", "7", "--start-turn", "3", "--die", "6" }, { { "1916.lull", "lull", "long" } } },
  { { "lull", "--turn", "9", "--start-turn", "3", "--die", "5" }, { { "1916.lull", "lull", "none" } } },
  /* outstanding at 300 yds: 2 positions; 4 + 1 = 5 succeeds */
  { { "optional", "scouts", "--training", "outstanding", "--range", "300", "--die", "4", "--air-superiority" },
    { { "1916.scouts", "positions", "2" }, { "1916.scouts", "success", "yes" },
      { "1916.scouts", "base-damaged", "no" } } },
  /* poor at 100: 1 position; a natural 1 fails and damages a base */
  { { "optional", "scouts", "--training", "poor", "--range", "100", "--die", "1" },
    { { "1916.scouts", "positions", "1" }, { "1916.scouts", "success", "no" },
      { "1916.scouts", "base-damaged", "yes" } } },
  /* weak, 3 + 1 + 2 = 6: K */
  { { "optional", "lone-assault", "--target", "weak", "--die", "3", "--great-brave", "--active" },
    { { "1916.lone-assault", "modified-roll", "6" }, { "1916.lone-assault", "effect", "K" } } },
  /* remnant, 6 - 2 previous at 200 yds (-2) + 3 pinned - 3 supported = 2: None */
  { { "optional", "lone-assault", "--target", "remnant", "--die", "6", "--previous", "2", "--range", "200",
      "--pinned", "--supported" },
    { { "1916.lone-assault", "modified-roll", "2" }, { "1916.lone-assault", "effect", "None" } } },
  /* heavy weapon, 5 - 1 poor shaky + 1 well led = 5: None */
  { { "optional", "lone-assault", "--target", "heavy-weapon", "--die", "5", "--poor-shaky", "--well-led" },
    { { "1916.lone-assault", "modified-roll", "5" }, { "1916.lone-assault", "effect", "None" } } },
  { { "optional", "veteran-officer", "--dice", "6,6" }, { { "1916.veteran-officer", "veteran", "yes" } } },
  { { "optional", "veteran-officer", "--dice", "6,5" }, { { "1916.veteran-officer", "veteran", "no" } } },
};

static void
test_values (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (value_cases); i++)
    {
      const Case *c = &value_cases[i];
      g_auto(UmpireTestRun) run = { 0 };

      g_test_message ("case %u: %s %s", i, c->args[0], c->args[1]);
      umpire_test_run_cli_argv (&run, c->args, TRUE);
      if (run.status != 0)
        g_error ("case %u: %s", i, run.err);
      for (guint v = 0; v < G_N_ELEMENTS (c->values) && c->values[v].name; v++)
        umpire_test_assert_value (run.out, c->values[v].procedure, c->values[v].name, c->values[v].expected);
    }
}

static void
test_exit_codes (void)
{
  static const struct { const char *args[20]; int status; const char *message; } cases[] = {
    /* invalid input: exit 1, the field named */
    { { "setup", "support", "--category", "barrage", "--nation", "narnia", "--year", "1916", "--role", "attacker",
        "--battle", "local", "--units", "35", "--die", "4" }, 1, "nation" },
    { { "setup", "support", "--category", "barrage", "--nation", "france", "--year", "1916", "--role", "attacker",
        "--battle", "local", "--units", "-3", "--die", "4" }, 1, "units" },
    { { "setup", "support", "--category", "barrage", "--nation", "france", "--year", "1912", "--role", "attacker",
        "--battle", "local", "--units", "35", "--die", "4" }, 1, "year" },
    { { "setup", "heavy-weapons", "--column", "C", "--units", "15", "--die", "7" }, 1, "7" },
    { { "setup", "heavy-weapons", "--column", "E", "--units", "15", "--die", "3" }, 1, "column" },
    { { "setup", "proximity", "--terrain", "swamp", "--die", "3" }, 1, "terrain" },
    { { "optional", "lone-assault", "--target", "weak", "--die", "3", "--range", "300" }, 1, "range" },
    { { "optional", "scouts", "--training", "great", "--range", "600", "--die", "3" }, 1, "range" },
    { { "lull", "--turn", "0", "--start-turn", "3", "--die", "6" }, 1, "turn" },
    /* the lull start turn is a face of the proximity die */
    { { "lull", "--turn", "3", "--start-turn", "7", "--die", "6" }, 1, "start-turn: must be from 1 to 6, not 7" },
    /* bad usage: exit 2 */
    { { "setup", "support", "--category", "barrage", "--year", "1916", "--role", "attacker",
        "--battle", "local", "--units", "35", "--die", "4" }, 2, "--nation" },
    { { "setup", "proximity", "--die", "3" }, 2, "--terrain" },
    { { "setup", "counterbattery" }, 2, "--dice" },
    { { "lull", "--turn", "3", "--die", "6" }, 2, "--start-turn" },
    { { "setup", "proximity", "--terrain", "open", "--die", "3", "extra" }, 2, "extra" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(UmpireTestRun) run = { 0 };

      umpire_test_run_cli_argv (&run, cases[i].args, FALSE);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_nonnull (strstr (run.err, cases[i].message));
    }
}

static void
test_seeded (void)
{
  /* the same seed gives the same roll */
  const char *const args[] = { "setup", "proximity", "--terrain", "open", "--seed", "1916", NULL };
  g_auto(UmpireTestRun) a = { 0 }, b = { 0 };
  g_autofree char *ya = NULL, *yb = NULL;

  umpire_test_run_cli_argv (&a, args, TRUE);
  umpire_test_run_cli_argv (&b, args, TRUE);
  g_assert_cmpint (a.status, ==, 0);
  ya = umpire_test_xml_value (a.out, "yards", "1916.proximity");
  yb = umpire_test_xml_value (b.out, "yards", "1916.proximity");
  g_assert_nonnull (ya);
  g_assert_cmpstr (ya, ==, yb);
}

/* The years a command takes are the rules database's: its --help says the
 * built-in ones, and a rule pack that changes them changes what is taken. */
static void
test_year_range_from_rules (void)
{
  static const char pack[] =
    "<rules xmlns=\"https://gitlab.gnome.org/umpire/rules/1\" system=\"1916\" version=\"1\">\n"
    "  <title>House rules</title>\n"
    "  <list id=\"1916.scenario\" source=\"house-rules.txt\" rule=\"Setup 1\">\n"
    "    <title>Scenario</title>\n"
    "    <item id=\"year-first\" value=\"1915\">From 1915.</item>\n"
    "    <item id=\"year-last\" value=\"1919\">Into 1919.</item>\n"
    "    <item id=\"battle-local\" value=\"local\">A local attack.</item>\n"
    "    <item id=\"battle-big-push\" value=\"big-push\">A big push.</item>\n"
    "  </list>\n"
    "</rules>\n";
  g_autofree char *dir = g_dir_make_tmp ("umpire-cli-setup-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "house-rules.xml", NULL);
  g_autofree char *output = g_build_filename (dir, "run.umpire", NULL);
  g_auto(UmpireTestRun) help = { 0 };
  g_auto(UmpireTestRun) run_help = { 0 };
  g_auto(UmpireTestRun) late = { 0 };
  g_auto(UmpireTestRun) early = { 0 };
  g_auto(UmpireTestRun) early_run = { 0 };

  umpire_test_run_cli (&help, "setup", "support", "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "Year (1914 to 1918)"));
  /* setup run, which runs no one procedure, says the same years */
  umpire_test_run_cli (&run_help, "setup", "run", "--help", NULL);
  g_assert_cmpint (run_help.status, ==, 0);
  g_assert_nonnull (strstr (run_help.out, "Year of the scenario (1914 to 1918)"));
  g_assert_null (strstr (run_help.out, "1914-1918"));

  g_assert_true (g_file_set_contents (path, pack, -1, NULL));
  umpire_test_run_cli (&late, "setup", "support", "--category", "barrage", "--nation", "britain", "--year", "1919",
                       "--role", "attacker", "--battle", "local", "--units", "30", "--die", "3", "--rules", path, "--xml",
                       NULL);
  g_assert_cmpint (late.status, ==, 0);
  umpire_test_assert_value (late.out, "1916.support", "count", "9");
  umpire_test_run_cli (&early, "setup", "support", "--category", "barrage", "--nation", "britain", "--year", "1914",
                       "--role", "attacker", "--battle", "local", "--units", "30", "--die", "3", "--rules", path, NULL);
  g_assert_cmpint (early.status, ==, 1);
  g_assert_nonnull (strstr (early.err, "year: must be from 1915 to 1919, not 1914"));
  umpire_test_run_cli (&early_run, "setup", "run", "--seed", "7", "--year", "1914", "--attacker", "germany",
                       "--defender", "britain", "--attacker-units", "20", "--defender-units", "15", "--terrain", "open",
                       "--battle", "local", "-o", output, "--rules", path, NULL);
  g_assert_cmpint (early_run.status, ==, 1);
  g_assert_nonnull (strstr (early_run.err, "year: must be from 1915 to 1919, not 1914"));
  g_assert_false (g_file_test (output, G_FILE_TEST_EXISTS));
  g_unlink (path);
  g_rmdir (dir);
}

/* A big push before the rules give it barrages (1916 under the default
 * header reading) gave both sides 0 without a word: refused, nothing
 * written; from 1916, and a local attack in 1915, as before. */
static void
test_early_big_push (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-cli-setup-XXXXXX", NULL);
  g_autofree char *output = g_build_filename (dir, "run.umpire", NULL);

  for (int year = 1914; year <= 1916; year++)
    for (guint local = 0; local < 2; local++)
      {
        g_auto(UmpireTestRun) run = { 0 };
        g_autofree char *year_text = g_strdup_printf ("%d", year);
        gboolean refused = !local && year < 1916;

        umpire_test_run_cli (&run, "setup", "run", "--seed", "7", "--year", year_text, "--attacker", "germany",
                             "--defender", "britain", "--attacker-units", "20", "--defender-units", "15",
                             "--terrain", "open", "--battle", local ? "local" : "big-push", "-o", output, NULL);
        g_assert_cmpint (run.status, ==, refused ? 1 : 0);
        g_assert_cmpint (g_file_test (output, G_FILE_TEST_EXISTS), ==, !refused);
        if (refused)
          {
            g_autofree char *message = g_strdup_printf ("a Big Push has no barrages in %d", year);

            g_assert_nonnull (strstr (run.err, "battle: under the chart header reading in force"));
            g_assert_nonnull (strstr (run.err, message));
          }
        g_unlink (output);
      }
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/umpire/1916/cli/values", test_values);
  g_test_add_func ("/umpire/1916/cli/exit-codes", test_exit_codes);
  g_test_add_func ("/umpire/1916/cli/seeded", test_seeded);
  g_test_add_func ("/umpire/1916/cli/year-range-from-rules", test_year_range_from_rules);
  g_test_add_func ("/umpire/1916/cli/early-big-push", test_early_big_push);
  return g_test_run ();
}
