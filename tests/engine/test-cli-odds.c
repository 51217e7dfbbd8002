/* test-cli-odds.c: umpire-cli --odds, exact odds instead of a roll
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <libxml/parser.h>
#include <libxml/xpath.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-test-cli.h"

#define EPS 1e-9

/* The number an XPath expression gives on the --xml output. */
static double
xpath_number (const char *xml,
              const char *expression)
{
  xmlDocPtr doc = xmlReadMemory (xml, (int) strlen (xml), "odds.xml", NULL, XML_PARSE_NONET);
  xmlXPathContextPtr context;
  xmlXPathObjectPtr object;
  double number;

  g_assert_nonnull (doc);
  context = xmlXPathNewContext (doc);
  object = xmlXPathEvalExpression ((const xmlChar *) expression, context);
  g_assert_nonnull (object);
  number = xmlXPathCastToNumber (object);
  xmlXPathFreeObject (object);
  xmlXPathFreeContext (context);
  xmlFreeDoc (doc);
  return number;
}

static double
outcome_p (const char *xml,
           const char *value,
           const char *outcome)
{
  g_autofree char *expression =
    g_strdup_printf ("sum(/result/odds[@value='%s']/outcome[@value='%s']/@p)", value, outcome);

  return xpath_number (xml, expression);
}

/* Each value's outcomes sum to 1. */
static void
assert_sums_to_one (const char *xml)
{
  double n = xpath_number (xml, "count(/result/odds)");

  g_assert_cmpfloat (n, >, 0);
  for (int i = 1; i <= (int) n; i++)
    {
      g_autofree char *expression = g_strdup_printf ("sum(/result/odds[%d]/outcome/@p)", i);

      g_assert_cmpfloat_with_epsilon (xpath_number (xml, expression), 1.0, EPS);
    }
}

static void
test_crt (void)
{
  g_auto(UmpireTestRun) run = { 0 }, text = { 0 };

  /* Column 10 of 1914-1916: a loss of 1 on three faces, 2 on three. */
  umpire_test_run_cli (&run, "crt", "--era", "1914-1916", "--strength", "10", "--odds", "--xml", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpfloat (xpath_number (run.out, "count(/result[@procedure='crt'])"), ==, 1);
  g_assert_cmpfloat (xpath_number (run.out, "number(/result/@paths)"), ==, 6);
  g_assert_cmpfloat_with_epsilon (outcome_p (run.out, "die", "4"), 1.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (outcome_p (run.out, "loss", "1"), 0.5, EPS);
  g_assert_cmpfloat_with_epsilon (outcome_p (run.out, "loss", "2"), 0.5, EPS);
  g_assert_cmpfloat_with_epsilon (xpath_number (run.out, "number(/result/odds[@value='loss']/@mean)"), 1.5, EPS);
  /* Words have no mean; the dice's seed is not an outcome. */
  g_assert_cmpfloat (xpath_number (run.out, "count(/result/odds[@value='combat']/@mean)"), ==, 0);
  g_assert_cmpfloat (xpath_number (run.out, "count(/result/odds[@value='seed'])"), ==, 0);
  g_assert_cmpfloat (xpath_number (run.out, "count(//step)"), ==, 0);
  assert_sums_to_one (run.out);

  umpire_test_run_cli (&text, "crt", "--era", "1914-1916", "--strength", "10", "--odds", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Exact odds over 6 combinations"));
  g_assert_nonnull (strstr (text.out, "Loss (mean 1.50):"));
  g_assert_nonnull (strstr (text.out, " 50.00%  2"));
}

static void
test_combat_typed (void)
{
  g_auto(UmpireTestRun) both = { 0 }, typed = { 0 };

  /* Two dice: 36 paths; a die typed in stays, the other is walked. */
  umpire_test_run_cli (&both, "combat", "--era", "1914-1916", "--attacker-strength", "20",
                       "--defender-strength", "10", "--odds", "--xml", NULL);
  g_assert_cmpint (both.status, ==, 0);
  g_assert_cmpfloat (xpath_number (both.out, "number(/result/@paths)"), ==, 36);
  assert_sums_to_one (both.out);
  umpire_test_run_cli (&typed, "combat", "--era", "1914-1916", "--attacker-strength", "20",
                       "--defender-strength", "10", "--attack-die", "3", "--odds", "--xml", NULL);
  g_assert_cmpint (typed.status, ==, 0);
  g_assert_cmpfloat (xpath_number (typed.out, "number(/result/@paths)"), ==, 6);
  g_assert_cmpfloat_with_epsilon (outcome_p (typed.out, "attack-die", "3"), 1.0, EPS);
  assert_sums_to_one (typed.out);
}

static void
test_morale_and_lull (void)
{
  g_auto(UmpireTestRun) morale = { 0 }, lull = { 0 };

  /* 9 figures need 6 or more on a d10: 1 in 2 pass. */
  umpire_test_run_cli (&morale, "derosa", "morale", "--figures", "9", "--reason", "a", "--odds", "--xml", NULL);
  g_assert_cmpint (morale.status, ==, 0);
  g_assert_cmpfloat (xpath_number (morale.out, "number(/result/@paths)"), ==, 10);
  g_assert_cmpfloat_with_epsilon (outcome_p (morale.out, "passed", "yes"), 0.5, EPS);
  assert_sums_to_one (morale.out);

  /* Turn 3 from start turn 3: a 6 is a short lull. */
  umpire_test_run_cli (&lull, "lull", "--turn", "3", "--start-turn", "3", "--odds", "--xml", NULL);
  g_assert_cmpint (lull.status, ==, 0);
  g_assert_cmpfloat_with_epsilon (outcome_p (lull.out, "lull", "short"), 1.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (outcome_p (lull.out, "lull", "none"), 5.0 / 6, EPS);
}

static void
test_veteran_and_limit (void)
{
  g_auto(UmpireTestRun) one = { 0 }, seven = { 0 };

  umpire_test_run_cli (&one, "optional", "veteran-officer", "--odds", "--xml", NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpfloat_with_epsilon (outcome_p (one.out, "veteran", "yes"), 1.0 / 36, EPS);
  /* 7 sub-units: 36^7 combinations, more than the limit: said, not sampled. */
  umpire_test_run_cli (&seven, "optional", "veteran-officer", "--units", "7", "--odds", NULL);
  g_assert_cmpint (seven.status, ==, 1);
  g_assert_cmpstr (seven.out, ==, "");
  g_assert_nonnull (strstr (seven.err, "no exact odds"));
}

/* Every procedure command takes --odds; the others do not. */
static void
test_every_command (void)
{
  static const char *const commands[][2] = {
    { "setup", "support" }, { "setup", "heavy-weapons" }, { "setup", "proximity" },
    { "setup", "counterbattery" }, { "setup", "reinforcements" }, { "lull", NULL },
    { "optional", "scouts" }, { "optional", "lone-assault" }, { "optional", "veteran-officer" },
    { "crt", NULL }, { "combat", NULL }, { "reserve", NULL },
    { "westfront", "french-attack" }, { "westfront", "line" }, { "westfront", "liege" },
    { "westfront", "belgian-release" }, { "derosa", "move" }, { "derosa", "morale" },
    { "derosa", "fire" }, { "derosa", "melee" }, { "derosa", "ammo" },
  };
  g_auto(UmpireTestRun) roll = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(UmpireTestRun) help = { 0 };

      umpire_test_run_cli_argv (&help, (const char *[]) { commands[i][0], commands[i][1] ? commands[i][1] : "--help",
                                                          "--help", NULL }, FALSE);
      g_assert_cmpint (help.status, ==, 0);
      if (strstr (help.out, "--odds") == NULL)
        g_error ("umpire-cli %s %s --help lacks --odds", commands[i][0], commands[i][1] ? commands[i][1] : "");
    }
  umpire_test_run_cli (&roll, "roll", "1d6", "--odds", NULL);
  g_assert_cmpint (roll.status, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/cli-odds/crt", test_crt);
  g_test_add_func ("/umpire/cli-odds/combat-typed", test_combat_typed);
  g_test_add_func ("/umpire/cli-odds/morale-and-lull", test_morale_and_lull);
  g_test_add_func ("/umpire/cli-odds/veteran-and-limit", test_veteran_and_limit);
  g_test_add_func ("/umpire/cli-odds/every-command", test_every_command);
  return g_test_run ();
}
