/* test-cli-odds.c: umpire-cli --odds, exact odds instead of a roll
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <libxml/parser.h>
#include <libxml/xpath.h>
#include <math.h>
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
  g_assert_cmpfloat (xpath_number (run.out, "count(/result[@procedure='weltkrieg.crt'])"), ==, 1);
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

/* A defender with no strength points loses none, on every face: no combat
 * (the What-If page showed an expected loss of 1.83 from these odds). */
static void
test_no_defender (void)
{
  g_auto(UmpireTestRun) run = { 0 };

  umpire_test_run_cli (&run, "combat", "--era", "1914-1916", "--attacker-strength", "12",
                       "--defender-strength", "0", "--odds", "--xml", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpfloat_with_epsilon (outcome_p (run.out, "defender-loss", "0"), 1.0, EPS);
  g_assert_cmpfloat_with_epsilon (outcome_p (run.out, "combat", "no"), 1.0, EPS);
  g_assert_cmpfloat (xpath_number (run.out, "number(/result/odds[@value='defender-loss']/@mean)"), ==, 0);
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

/* The binomial chance of k successes in n tries of chance p. */
static double
binomial (guint  n,
          guint  k,
          double p)
{
  return exp (lgamma (n + 1.0) - lgamma (k + 1.0) - lgamma (n - k + 1.0)
              + k * log (p) + (n - k) * log1p (-p));
}

static void
assert_binomial (const char *xml,
                 const char *value,
                 guint       n,
                 double      p)
{
  for (guint k = 0; k <= n; k++)
    {
      g_autofree char *text = g_strdup_printf ("%u", k);
      double expected = binomial (n, k, p);

      /* As printed: ten significant digits. */
      g_assert_cmpfloat (fabs (outcome_p (xml, value, text) - expected), <=, 1e-15 + 1e-8 * expected);
    }
}

static void
test_veteran_and_limit (void)
{
  g_auto(UmpireTestRun) one = { 0 }, seven = { 0 }, many = { 0 }, most = { 0 }, text = { 0 };

  umpire_test_run_cli (&one, "optional", "veteran-officer", "--odds", "--xml", NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpfloat_with_epsilon (outcome_p (one.out, "veteran", "yes"), 1.0 / 36, EPS);
  /* 7 sub-units, 36^7 combinations, were refused as more than the limit:
   * a count of veteran officers is a sum over the sub-units, exact at any
   * size by convolution. */
  umpire_test_run_cli (&seven, "optional", "veteran-officer", "--units", "7", "--odds", "--xml", NULL);
  g_assert_cmpint (seven.status, ==, 0);
  assert_binomial (seven.out, "veterans", 7, 1.0 / 36);
  umpire_test_run_cli (&many, "optional", "veteran-officer", "--units", "200", "--odds", "--xml", NULL);
  g_assert_cmpint (many.status, ==, 0);
  assert_binomial (many.out, "veterans", 200, 1.0 / 36);
  g_assert_cmpfloat (xpath_number (many.out, "count(/result[@method='convolution' and @combinations='36^200'])"), ==, 1);
  /* The rolls, one outcome per combination, are left out, and said to be. */
  g_assert_cmpfloat (xpath_number (many.out, "count(/result/odds[@value='rolls'])"), ==, 0);
  g_assert_cmpfloat (xpath_number (many.out, "count(/result/left-out[@value='rolls'])"), ==, 1);
  assert_sums_to_one (many.out);
  /* The largest the command takes: one part walked (36 paths), the whole run once. */
  umpire_test_run_cli (&most, "optional", "veteran-officer", "--units", "1000", "--odds", "--xml", NULL);
  g_assert_cmpint (most.status, ==, 0);
  g_assert_cmpfloat (xpath_number (most.out, "number(/result/@paths)"), ==, 37);
  assert_sums_to_one (most.out);
  umpire_test_run_cli (&text, "optional", "veteran-officer", "--units", "200", "--odds", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Exact odds over 36^200 combinations of the dice, 200 independent rolls added up"));
  g_assert_nonnull (strstr (text.out, "Rolls: left out"));
}

static void
test_counterbattery (void)
{
  g_auto(UmpireTestRun) one = { 0 }, sixty = { 0 }, most = { 0 };
  double p;

  /* One barrage, walked over its die: the chance of destroying one. */
  umpire_test_run_cli (&one, "setup", "counterbattery", "--barrages", "1", "--odds", "--xml", NULL);
  g_assert_cmpint (one.status, ==, 0);
  p = outcome_p (one.out, "destroyed", "1");
  g_assert_cmpfloat (p, >, 0);
  g_assert_cmpfloat (p, <, 1);
  /* 60 barrages, refused before (6^60 paths): the binomial. */
  umpire_test_run_cli (&sixty, "setup", "counterbattery", "--barrages", "60", "--odds", "--xml", NULL);
  g_assert_cmpint (sixty.status, ==, 0);
  assert_binomial (sixty.out, "destroyed", 60, p);
  g_assert_cmpfloat_with_epsilon (xpath_number (sixty.out, "number(/result/odds[@value='destroyed']/@mean)"),
                                  60 * p, 1e-8);
  g_assert_cmpfloat (xpath_number (sixty.out, "count(/result/left-out[@value='dice'])"), ==, 1);
  assert_sums_to_one (sixty.out);
  /* 999, the most the command takes: 7 runs of the procedure, not 6^999. */
  umpire_test_run_cli (&most, "setup", "counterbattery", "--barrages", "999", "--odds", "--xml", NULL);
  g_assert_cmpint (most.status, ==, 0);
  g_assert_cmpfloat (xpath_number (most.out, "number(/result/@paths)"), ==, 7);
  assert_sums_to_one (most.out);
}

/* Melee odds with one side's die read off the table: the other side's is
 * walked (it was refused: "give both … or neither"). The default reading's
 * multiply step cites its own rule, not the chance table's. */
static void
test_melee_one_die (void)
{
  g_auto(UmpireTestRun) odds = { 0 }, plain = { 0 }, roll = { 0 };

  umpire_test_run_cli (&odds, "derosa", "melee", "--attacker-figures", "10", "--defender-figures", "8",
                       "--attacker-chance-die", "7", "--odds", "--xml", NULL);
  g_assert_cmpint (odds.status, ==, 0);
  g_assert_cmpfloat (xpath_number (odds.out, "number(/result/@paths)"), ==, 10);
  g_assert_cmpfloat_with_epsilon (outcome_p (odds.out, "attacker-chance", "7"), 1.0, EPS);
  for (int face = 1; face <= 10; face++)
    {
      g_autofree char *text = g_strdup_printf ("%d", face);

      g_assert_cmpfloat_with_epsilon (outcome_p (odds.out, "defender-chance", text), 0.1, EPS);
    }
  assert_sums_to_one (odds.out);
  /* A roll still needs both dice, or neither. */
  umpire_test_run_cli (&plain, "derosa", "melee", "--attacker-figures", "10", "--defender-figures", "8",
                       "--attacker-chance-die", "7", NULL);
  g_assert_cmpint (plain.status, ==, 2);

  umpire_test_run_cli (&roll, "derosa", "melee", "--attacker-figures", "10", "--defender-figures", "8",
                       "--attacker-chance-die", "7", "--defender-chance-die", "2", "--xml", NULL);
  g_assert_cmpint (roll.status, ==, 0);
  g_assert_cmpfloat (xpath_number (roll.out, "count(//step[@kind='multiply'])"), ==, 2);
  g_assert_cmpfloat (xpath_number (roll.out, "count(//step[@kind='multiply' and @rule='Combat Value Determination'])"),
                     ==, 2);
  g_assert_null (strstr (roll.out, "rule=\"Random Chance Roll\">Attacker: combat value"));
}

/* The printed ammunition rows overlap at 5: read as "Limber still coming"
 * by default, as resupplied with the umpire's switch. */
static void
test_ammo_five (void)
{
  g_auto(UmpireTestRun) odds = { 0 }, other = { 0 }, five = { 0 }, five_other = { 0 }, six = { 0 };

  umpire_test_run_cli (&odds, "derosa", "ammo", "--used", "4", "--resupply", "--odds", "--xml", NULL);
  g_assert_cmpint (odds.status, ==, 0);
  g_assert_cmpfloat_with_epsilon (outcome_p (odds.out, "resupplied", "yes"), 0.5, EPS);
  umpire_test_run_cli (&other, "derosa", "ammo", "--used", "4", "--resupply", "--ammo-five-resupplies", "--odds",
                       "--xml", NULL);
  g_assert_cmpint (other.status, ==, 0);
  g_assert_cmpfloat_with_epsilon (outcome_p (other.out, "resupplied", "yes"), 0.6, EPS);

  umpire_test_run_cli (&five, "derosa", "ammo", "--used", "4", "--die", "5", "--xml", NULL);
  g_assert_cmpint (five.status, ==, 0);
  umpire_test_assert_value (five.out, "derosa.ammo", "resupplied", "no");
  umpire_test_run_cli (&five_other, "derosa", "ammo", "--used", "4", "--die", "5", "--ammo-five-resupplies", "--xml",
                       NULL);
  g_assert_cmpint (five_other.status, ==, 0);
  umpire_test_assert_value (five_other.out, "derosa.ammo", "resupplied", "yes");
  umpire_test_assert_value (five_other.out, "derosa.ammo", "can-fire", "yes");
  g_assert_nonnull (strstr (five_other.out, "read on the printed 5-10 row"));
  /* Every other face reads as before. */
  umpire_test_run_cli (&six, "derosa", "ammo", "--used", "4", "--die", "4", "--ammo-five-resupplies", "--xml", NULL);
  g_assert_cmpint (six.status, ==, 0);
  umpire_test_assert_value (six.out, "derosa.ammo", "resupplied", "no");
}

/* Means are printed clean: no "-5.55e-17", no "-0.00". */
static void
test_clean_means (void)
{
  g_auto(UmpireTestRun) xml = { 0 }, text = { 0 };

  umpire_test_run_cli (&xml, "derosa", "fire", "--weapon", "field-gun", "--strength", "3", "--range", "25",
                       "--odds", "--xml", NULL);
  g_assert_cmpint (xml.status, ==, 0);
  g_assert_null (strstr (xml.out, "e-"));
  g_assert_null (strstr (xml.out, "mean=\"-0\""));
  g_assert_cmpfloat (xpath_number (xml.out, "count(/result/odds[@value='chance' and @mean='0'])"), ==, 1);
  umpire_test_run_cli (&text, "derosa", "fire", "--weapon", "field-gun", "--strength", "3", "--range", "25",
                       "--odds", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_null (strstr (text.out, "-0.00"));
  g_assert_nonnull (strstr (text.out, "(mean 0.00)"));
}

/* Inputs enough to run each procedure command; a command missing here fails
 * the test below, so a new command cannot go without --odds. */
static const char *const command_inputs[][2] = {
  { "setup support", "--category barrage --nation britain --year 1916 --role attacker --battle big-push --units 54" },
  { "setup heavy-weapons", "--column a --units 4" },
  { "setup proximity", "--terrain open --scale medium" },
  { "setup counterbattery", "--barrages 3" },
  { "setup reinforcements", "--role attacker" },
  { "lull", "--turn 3 --start-turn 3" },
  { "optional scouts", "--training average --range 500" },
  { "optional lone-assault", "--target full --range 100" },
  { "optional veteran-officer", "" },
  { "crt", "--era 1914-1916 --strength 10" },
  { "combat", "--era 1914-1916 --attacker-strength 20 --defender-strength 10" },
  { "reserve", "--nation germany --year 1915" },
  { "westfront french-attack", "--fortress 1 --combined-strength 3 --artillery 1" },
  { "westfront line", "--hexes I,Z,E" },
  { "westfront liege", "--turn 1 --infantry 4 --cavalry 1 --adjacent-units 3" },
  { "westfront belgian-release", "" },
  { "derosa move", "--type infantry --formation line" },
  { "derosa morale", "--figures 9 --reason a" },
  { "derosa fire", "--weapon rifle --strength 10 --range 10" },
  { "derosa melee", "--attacker-figures 10 --defender-figures 8" },
  { "derosa ammo", "" },
};

/* The command words of each line of `umpire-cli --help` under "Commands:". */
static GPtrArray *
list_commands (void)
{
  g_auto(UmpireTestRun) help = { 0 };
  g_autoptr(GPtrArray) commands = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) lines = NULL;
  gboolean in_commands = FALSE;

  umpire_test_run_cli (&help, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  lines = g_strsplit (help.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GString) words = g_string_new (NULL);
      g_auto(GStrv) tokens = NULL;

      if (g_str_equal (lines[i], "Commands:"))
        {
          in_commands = TRUE;
          continue;
        }
      if (!in_commands)
        continue;
      if (!g_str_has_prefix (lines[i], "  "))
        break;
      /* "  setup support      1916 setup step 2: ...": lower-case words
       * up to the parameters (ID, [FILE…]) or the summary. */
      tokens = g_strsplit (g_strstrip (lines[i]), " ", -1);
      for (guint t = 0; tokens[t] != NULL && tokens[t][0] >= 'a' && tokens[t][0] <= 'z'; t++)
        g_string_append_printf (words, "%s%s", words->len ? " " : "", tokens[t]);
      g_assert_cmpuint (words->len, >, 0);
      g_ptr_array_add (commands, g_string_free (g_steal_pointer (&words), FALSE));
    }
  return g_steal_pointer (&commands);
}

/* Every procedure command (those whose help names a procedure) takes --odds
 * and prints that procedure's exact distribution; `roll` does not take it. */
static void
test_every_command (void)
{
  g_autoptr(GPtrArray) commands = list_commands ();
  g_auto(UmpireTestRun) roll = { 0 };
  guint n_procedures = 0;

  for (guint i = 0; i < commands->len; i++)
    {
      const char *words = commands->pdata[i];
      g_auto(GStrv) argv_help = NULL;
      g_autofree char *help_line = g_strdup_printf ("%s --help", words);
      g_auto(UmpireTestRun) help = { 0 }, odds = { 0 };
      g_autofree char *id = NULL, *xml_procedure = NULL, *run_line = NULL;
      g_auto(GStrv) argv_run = NULL;
      const char *inputs = NULL, *found;

      argv_help = g_strsplit (help_line, " ", -1);
      umpire_test_run_cli_argv (&help, (const char *const *) argv_help, FALSE);
      g_assert_cmpint (help.status, ==, 0);
      found = strstr (help.out, "), id ");
      if (found == NULL)
        continue;
      n_procedures++;
      id = g_strndup (found + 6, strcspn (found + 6, "\n"));
      if (strstr (help.out, "--odds") == NULL)
        g_error ("umpire-cli %s --help lacks --odds", words);
      for (guint c = 0; c < G_N_ELEMENTS (command_inputs); c++)
        if (g_str_equal (command_inputs[c][0], words))
          inputs = command_inputs[c][1];
      if (inputs == NULL)
        g_error ("no inputs for umpire-cli %s in this test", words);
      run_line = g_strdup_printf ("%s%s%s --odds", words, *inputs ? " " : "", inputs);
      argv_run = g_strsplit (run_line, " ", -1);
      umpire_test_run_cli_argv (&odds, (const char *const *) argv_run, TRUE);
      if (odds.status != 0)
        g_error ("umpire-cli %s: %s", run_line, odds.err);
      xml_procedure = g_strdup_printf ("count(/result[@procedure='%s'])", id);
      g_assert_cmpfloat (xpath_number (odds.out, xml_procedure), ==, 1);
      g_assert_cmpfloat (xpath_number (odds.out, "number(/result/@paths)"), >=, 1);
      assert_sums_to_one (odds.out);
    }
  /* Every procedure command of README's list. */
  g_assert_cmpuint (n_procedures, ==, G_N_ELEMENTS (command_inputs));
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
  g_test_add_func ("/umpire/cli-odds/no-defender", test_no_defender);
  g_test_add_func ("/umpire/cli-odds/morale-and-lull", test_morale_and_lull);
  g_test_add_func ("/umpire/cli-odds/veteran-and-limit", test_veteran_and_limit);
  g_test_add_func ("/umpire/cli-odds/every-command", test_every_command);
  g_test_add_func ("/umpire/cli-odds/counterbattery", test_counterbattery);
  g_test_add_func ("/umpire/cli-odds/clean-means", test_clean_means);
  g_test_add_func ("/umpire/cli-odds/melee-one-die", test_melee_one_die);
  g_test_add_func ("/umpire/cli-odds/ammo-five", test_ammo_five);
  return g_test_run ();
}
