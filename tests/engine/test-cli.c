/* test-cli.c: umpire-cli exit codes and output
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <string.h>

#include "umpire-test-cli.h"

static void
test_usage (void)
{
  g_auto(UmpireTestRun) help = { 0 }, none = { 0 }, unknown = { 0 }, bad_option = { 0 }, extra = { 0 };

  umpire_test_run_cli (&help, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "rules validate"));
  g_assert_nonnull (strstr (help.out, "roll EXPR"));

  umpire_test_run_cli_argv (&none, (const char *[]) { NULL }, FALSE);
  g_assert_cmpint (none.status, ==, 2);
  umpire_test_run_cli (&unknown, "conquer", "paris", NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "unknown command"));
  umpire_test_run_cli (&bad_option, "roll", "1d6", "--bogus", NULL);
  g_assert_cmpint (bad_option.status, ==, 2);
  umpire_test_run_cli (&extra, "rules", "show", NULL);
  g_assert_cmpint (extra.status, ==, 2);
}

/* `umpire-cli COMMAND --help` lists that command's own options, as every
 * CLI does, and the common ones. */
static void
test_command_help (void)
{
  static const char *const crt_options[] = {
    "--era", "--strength", "--shift", "--terrain", "--trench", "--die", "--over-50", "--xml", "--rules",
  };
  g_auto(UmpireTestRun) crt = { 0 }, setup = { 0 };

  umpire_test_run_cli (&crt, "crt", "--help", NULL);
  g_assert_cmpint (crt.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (crt_options); i++)
    if (strstr (crt.out, crt_options[i]) == NULL)
      g_error ("umpire-cli crt --help lacks %s:\n%s", crt_options[i], crt.out);

  umpire_test_run_cli (&setup, "setup", "proximity", "--help", NULL);
  g_assert_cmpint (setup.status, ==, 0);
  g_assert_nonnull (strstr (setup.out, "--terrain"));
  g_assert_nonnull (strstr (setup.out, "--scale"));
  g_assert_null (strstr (setup.out, "--strength"));
}

static void
test_validate_builtin (void)
{
  g_auto(UmpireTestRun) run = { 0 };
  g_autofree char *tables = NULL;

  umpire_test_run_cli (&run, "rules", "validate", "--xml", NULL);
  g_assert_cmpint (run.status, ==, 0);
  umpire_test_assert_value (run.out, "rules-validate", "valid", "yes");
  tables = umpire_test_xml_value (run.out, "tables", "rules-validate");
  g_assert_cmpint (atoi (tables), >, 50);
}

static void
test_validate_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-cli-XXXXXX", NULL);
  g_autofree char *good = g_build_filename (dir, "good.xml", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.xml", NULL);
  g_autofree char *expected = g_strdup_printf ("%s:3:", bad);
  g_auto(UmpireTestRun) ok = { 0 }, broken = { 0 }, missing = { 0 }, pack = { 0 };

  g_assert_true (g_file_set_contents (good,
    "<rules xmlns=\"https://gitlab.gnome.org/umpire/rules/1\" system=\"house\"><title>H</title>"
    "<list id=\"house.rule\" source=\"house\" rule=\"H1\"><title>House</title><item id=\"a\">A.</item></list></rules>",
    -1, NULL));
  g_assert_true (g_file_set_contents (bad,
    "<rules xmlns=\"https://gitlab.gnome.org/umpire/rules/1\" system=\"x\">\n<title>T</title>\n<nonsense/>\n</rules>",
    -1, NULL));

  umpire_test_run_cli (&ok, "rules", "validate", good, "--xml", NULL);
  g_assert_cmpint (ok.status, ==, 0);
  umpire_test_assert_value (ok.out, "rules-validate", "valid", "yes");

  umpire_test_run_cli (&broken, "rules", "validate", good, bad, "--xml", NULL);
  g_assert_cmpint (broken.status, ==, 1);
  g_assert_true (g_str_has_prefix (broken.err, expected));
  umpire_test_assert_value (broken.out, "rules-validate", "valid", "no");
  umpire_test_assert_value (broken.out, "rules-validate", "invalid", "1");

  umpire_test_run_cli (&missing, "rules", "validate", "/nonexistent.xml", NULL);
  g_assert_cmpint (missing.status, ==, 1);

  /* A pack given with --rules is part of the database for every command. */
  umpire_test_run_cli (&pack, "rules", "show", "house.rule", "--rules", good, "--xml", NULL);
  g_assert_cmpint (pack.status, ==, 0);
  umpire_test_assert_value (pack.out, "rules-show", "a/text", "A.");
  umpire_test_run_clear (&pack);
  umpire_test_run_cli (&pack, "rules", "list", "--rules", bad, NULL);
  g_assert_cmpint (pack.status, ==, 1);
  g_assert_nonnull (strstr (pack.err, expected));

  g_unlink (good);
  g_unlink (bad);
  g_rmdir (dir);
}

static void
test_rules_show (void)
{
  g_auto(UmpireTestRun) show = { 0 }, text = { 0 }, missing = { 0 }, list = { 0 };

  umpire_test_run_cli (&show, "rules", "show", "1916.support", "--xml", NULL);
  g_assert_cmpint (show.status, ==, 0);
  umpire_test_assert_value (show.out, "rules-show", "source", "004_fa4e7880f134310e.txt");
  umpire_test_assert_value (show.out, "rules-show", "4/local-attacker", ".40");
  umpire_test_assert_value (show.out, "rules-show", "8/big-push-attacker", ".85");

  umpire_test_run_cli (&text, "rules", "show", "weltkrieg.crt-1914-1916", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "000_8416cdb5a25d97be.txt"));
  g_assert_nonnull (strstr (text.out, "†"));

  umpire_test_run_cli (&missing, "rules", "show", "no.such.table", NULL);
  g_assert_cmpint (missing.status, ==, 1);

  /* The support chart's rebuilt headings are marked as its cells would be,
   * and explained. */
  {
    g_auto(UmpireTestRun) support = { 0 };

    umpire_test_run_cli (&support, "rules", "show", "1916.support", NULL);
    g_assert_cmpint (support.status, ==, 0);
    g_assert_nonnull (strstr (support.out, "Airstrikes†"));
    g_assert_nonnull (strstr (support.out, "On-call artillery†"));
    g_assert_nonnull (strstr (support.out, "column airstrikes reconstructed: heading lost in OCR"));
  }

  umpire_test_run_cli (&list, "rules", "list", "--system", "derosa", "--xml", NULL);
  g_assert_cmpint (list.status, ==, 0);
  umpire_test_assert_value (list.out, "rules-list", "derosa.movement", "Movement Chart");
  {
    g_autofree char *other = umpire_test_xml_value (list.out, "1916.support", "rules-list");
    g_assert_null (other);
  }
}

static void
test_roll (void)
{
  g_auto(UmpireTestRun) a = { 0 }, b = { 0 }, typed = { 0 }, d10 = { 0 }, wrong = { 0 }, few = { 0 }, expr = { 0 };
  g_autofree char *total = NULL;

  umpire_test_run_cli (&a, "roll", "2d6", "--seed", "42", "--xml", NULL);
  umpire_test_run_cli (&b, "roll", "2d6", "--seed", "42", "--xml", NULL);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==, b.out);
  umpire_test_assert_value (a.out, "roll", "seed", "42");
  umpire_test_assert_value (a.out, "roll", "source", "digital");
  total = umpire_test_xml_value (a.out, "total", "roll");
  g_assert_cmpint (atoi (total), >=, 2);
  g_assert_cmpint (atoi (total), <=, 12);

  umpire_test_run_cli (&typed, "roll", "2d6", "--dice", "6,5", "--xml", NULL);
  g_assert_cmpint (typed.status, ==, 0);
  umpire_test_assert_value (typed.out, "roll", "total", "11");
  umpire_test_assert_value (typed.out, "roll", "source", "physical");

  umpire_test_run_cli (&d10, "roll", "1d10", "--dice", "0", "--xml", NULL);
  umpire_test_assert_value (d10.out, "roll", "total", "10");
  umpire_test_assert_value (d10.out, "roll", "dice", "0");

  umpire_test_run_cli (&wrong, "roll", "1d6", "--dice", "7", NULL);
  g_assert_cmpint (wrong.status, ==, 1);
  g_assert_nonnull (strstr (wrong.err, "7 is not a face of a d6"));
  umpire_test_run_cli (&few, "roll", "2d6", "--dice", "3", NULL);
  g_assert_cmpint (few.status, ==, 1);
  umpire_test_run_cli (&expr, "roll", "2x6", NULL);
  g_assert_cmpint (expr.status, ==, 1);
}

/* A procedure command's help comes from the procedure's descriptor: its
 * title and system, each input's label, the ids of its choices (from the
 * rules database), a number's range, a die's dice. */
static void
test_help_from_descriptors (void)
{
  g_auto(UmpireTestRun) crt = { 0 }, move = { 0 }, morale = { 0 };

  umpire_test_run_cli (&crt, "crt", "--help", NULL);
  g_assert_cmpint (crt.status, ==, 0);
  g_assert_nonnull (strstr (crt.out, "Procedure: Combat results table (Der Weltkrieg), id weltkrieg.crt"));
  /* Terrain ids are the rows of weltkrieg.terrain. */
  g_assert_nonnull (strstr (crt.out, "Terrain: clear, broken, woods"));
  g_assert_nonnull (strstr (crt.out, "major-river"));
  g_assert_nonnull (strstr (crt.out, "Era: 1914-1916, 1917-1918"));
  g_assert_nonnull (strstr (crt.out, "Strength (0 to 10000)"));
  g_assert_nonnull (strstr (crt.out, "a face of 1d6"));

  umpire_test_run_cli (&move, "derosa", "move", "--help", NULL);
  g_assert_cmpint (move.status, ==, 0);
  g_assert_nonnull (strstr (move.out, "Type: infantry, cavalry, artillery, wagons, trucks"));
  g_assert_nonnull (strstr (move.out, "Charge turn (1 to 2)"));

  umpire_test_run_cli (&morale, "derosa", "morale", "--help", NULL);
  g_assert_nonnull (strstr (morale.out, "a face of 1d10, 0 is 10"));
  g_assert_nonnull (strstr (morale.out, "good, shaken, routed"));
}

/* Every number an option gives is held to its input's range before the
 * procedure runs: an error naming the field, exit 1. */
static void
test_numbers_bounded (void)
{
  static const struct { const char *args[24]; const char *field; } cases[] = {
    { { "crt", "--era", "1914-1916", "--strength", "2147483647", "--die", "3", "--shift", "2" }, "strength: " },
    { { "crt", "--era", "1914-1916", "--strength", "20", "--die", "3", "--shift", "-2147483647" }, "shift: " },
    { { "optional", "lone-assault", "--previous", "2147483647", "--range", "10", "--target", "full" }, "previous: " },
    { { "setup", "counterbattery", "--barrages", "2147483647" }, "barrages: " },
    { { "optional", "veteran-officer", "--units", "2147483647" }, "units: " },
    { { "westfront", "liege", "--turn", "1", "--infantry", "3", "--cavalry", "99999" }, "cavalry: " },
    { { "derosa", "move", "--type", "infantry", "--formation", "line", "--charge-turn", "3" }, "charge-turn: " },
    { { "setup", "run", "--seed", "1", "--year", "1916", "--attacker", "britain", "--defender", "germany",
        "--attacker-units", "2147483647", "--defender-units", "1", "--terrain", "open", "--battle", "local",
        "-o", "never-written.umpire" }, "attacker-units: " },
  };
  g_auto(UmpireTestRun) fine = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(UmpireTestRun) run = { 0 };

      umpire_test_run_cli_argv (&run, cases[i].args, FALSE);
      g_test_message ("%s: exit %d, %s", cases[i].args[0], run.status, run.err);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.err, cases[i].field));
      g_assert_nonnull (strstr (run.err, "must be from"));
    }
  /* In range, the same command runs. */
  umpire_test_run_cli (&fine, "crt", "--era", "1914-1916", "--strength", "10000", "--die", "3", NULL);
  g_assert_cmpint (fine.status, ==, 0);
}

/* --xml names the rule system and labels each value and input. */
static void
test_xml_labels (void)
{
  g_auto(UmpireTestRun) run = { 0 };

  umpire_test_run_cli (&run, "derosa", "morale", "--figures", "5", "--die", "3", "--xml", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "<result procedure=\"derosa.morale\" system=\"derosa\">"));
  g_assert_nonnull (strstr (run.out, "<value name=\"new-state\" label=\"Morale now\">shaken</value>"));
  g_assert_nonnull (strstr (run.out, "<input name=\"figures\" label=\"Figures\">5</input>"));
  umpire_test_assert_value (run.out, "derosa.morale", "new-state", "shaken");
}

/* Output that cannot be written is a failure, not exit 0 (/dev/full). */
static void
test_output_errors (void)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) cli = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full");
      return;
    }
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_set_stdout_file_path (launcher, "/dev/full");
  cli = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("UMPIRE_CLI"), "roll", "1d6", "--seed", "3", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait (cli, NULL, &error));
  g_assert_true (g_subprocess_get_if_exited (cli));
  g_assert_cmpint (g_subprocess_get_exit_status (cli), ==, 1);
}

/* Whole numbers are decimals ("010" is ten, "0x10" is no number), a seed
 * is never negative, and the common options may come before the command. */
static void
test_numbers_are_decimal (void)
{
  g_auto(UmpireTestRun) ten = { 0 }, hex = { 0 }, seed = { 0 }, before = { 0 };

  umpire_test_run_cli (&ten, "derosa", "move", "--type", "infantry", "--formation", "line",
                       "--charge-turn", "010", NULL);
  g_assert_cmpint (ten.status, ==, 1);
  g_assert_nonnull (strstr (ten.err, "not 10"));
  umpire_test_run_cli (&hex, "crt", "--era", "1914-1916", "--strength", "0x10", "--die", "3", NULL);
  g_assert_cmpint (hex.status, ==, 1);
  g_assert_nonnull (strstr (hex.err, "strength: "));
  umpire_test_run_cli (&seed, "roll", "1d6", "--seed", "-1", NULL);
  g_assert_cmpint (seed.status, ==, 1);
  g_assert_nonnull (strstr (seed.err, "seed: "));
  umpire_test_run_cli (&before, "--xml", "roll", "1d6", "--dice", "4", NULL);
  g_assert_cmpint (before.status, ==, 0);
  umpire_test_assert_value (before.out, "roll", "total", "4");
}

/* The small hostile inputs of issue 26: each a clear error, not a value
 * taken silently. */
static void
test_hostile_small (void)
{
  static const struct
  {
    const char *args[12];
    int         status;
    const char *says;
  } cases[] = {
    /* A pack that is not there, for a command that reads no rules. */
    { { "roll", "2d6", "--rules", "/nonexistent/house.xml" }, 1, "/nonexistent/house.xml" },
    /* strtod reads 0x10 as 16. */
    { { "derosa", "fire", "--weapon", "rifle", "--strength", "5", "--range", "0x10" }, 1, "0x10" },
    /* Words a command takes none of. */
    { { "crt", "--era", "1914-1916", "--strength", "10", "--die", "3", "extra" }, 2, "extra" },
    /* Empty values are not "none". */
    { { "derosa", "morale", "--figures", "5", "--reason=" }, 1, "reason" },
    { { "setup", "proximity", "--terrain=", "--die", "3" }, 1, "terrain" },
    /* compare: a number past 64 bits said as typed; a name or a label twice. */
    { { "compare", "--era", "1914-1916", "--option", "attacker-strength=99999999999999999999 defender-strength=1",
        "--option", "attacker-strength=5 defender-strength=1" }, 1, "not 99999999999999999999" },
    { { "compare", "--era", "1914-1916", "--option", "attacker-strength=5 attacker-strength=6 defender-strength=1",
        "--option", "attacker-strength=5 defender-strength=1" }, 1, "attacker-strength is given twice" },
    { { "compare", "--era", "1914-1916", "--option", "label=A attacker-strength=5 defender-strength=1",
        "--option", "label=A attacker-strength=6 defender-strength=1" }, 1, "“A”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(UmpireTestRun) run = { 0 };

      umpire_test_run_cli_argv (&run, cases[i].args, FALSE);
      g_test_message ("case %u: exit %d: %s", i, run.status, run.err);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_nonnull (strstr (run.err, cases[i].says));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/cli/usage", test_usage);
  g_test_add_func ("/umpire/cli/command-help", test_command_help);
  g_test_add_func ("/umpire/cli/help-from-descriptors", test_help_from_descriptors);
  g_test_add_func ("/umpire/cli/numbers-bounded", test_numbers_bounded);
  g_test_add_func ("/umpire/cli/xml-labels", test_xml_labels);
  g_test_add_func ("/umpire/cli/output-errors", test_output_errors);
  g_test_add_func ("/umpire/cli/numbers-are-decimal", test_numbers_are_decimal);
  g_test_add_func ("/umpire/cli/validate-builtin", test_validate_builtin);
  g_test_add_func ("/umpire/cli/validate-files", test_validate_files);
  g_test_add_func ("/umpire/cli/rules-show", test_rules_show);
  g_test_add_func ("/umpire/cli/roll", test_roll);
  g_test_add_func ("/umpire/cli/hostile-small", test_hostile_small);

  return g_test_run ();
}
