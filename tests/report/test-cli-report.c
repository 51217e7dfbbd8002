/* test-cli-report.c: umpire-cli report, its PDF and its --xml
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "umpire-scenario-file.h"
#include "umpire-test-cli.h"
#include "umpire-test-core.h"

static char *work_dir;

static char *
setup_run (const char *name)
{
  g_autofree char *path = g_build_filename (work_dir, name, NULL);
  g_auto(UmpireTestRun) run = { 0 };

  umpire_test_run_cli (&run, "setup", "run", "--seed", "3", "--year", "1916", "--attacker", "britain",
                       "--defender", "germany", "--attacker-units", "30", "--defender-units", "24",
                       "--terrain", "open", "--battle", "local", "-o", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  return g_steal_pointer (&path);
}

static void
test_pdf_and_xml (void)
{
  g_autofree char *scenario = setup_run ("report.umpire");
  g_autofree char *pdf = g_build_filename (work_dir, "debrief.pdf", NULL);
  g_autofree char *contents = NULL;
  g_auto(UmpireTestRun) run = { 0 };
  gsize length = 0;

  umpire_test_run_cli (&run, "report", scenario, "-o", pdf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "British rolled"));
  g_assert_nonnull (strstr (run.out, "written to"));
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
  umpire_test_run_clear (&run);

  /* The same figures for machines, with or without the PDF. */
  {
    const char *const arguments[] = { "report", scenario, NULL };

    umpire_test_run_cli_argv (&run, arguments, TRUE);
  }
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "<?xml"));
  g_assert_nonnull (strstr (run.out, "<side role=\"attacker\" name=\"British\">"));
  g_assert_nonnull (strstr (run.out, "<figure key=\"support:barrage\" label=\"Barrages won\">27</figure>"));
  g_assert_nonnull (strstr (run.out, "<luck rolls=\""));
  g_assert_nonnull (strstr (run.out, "method=\"exact\""));
  g_assert_nonnull (strstr (run.out, "<turn number=\"0\">"));
}

/* A plain roll (no procedure) of `expr` by `side`, its dice typed in. */
static void
record_plain_roll (UmpireScenario *scenario,
                   UmpireSide      side,
                   const char     *expr,
                   const char     *faces)
{
  g_autoptr(UmpireResult) result = umpire_test_plain_roll_new (expr, faces);

  umpire_scenario_record (scenario, result, "1916", side);
}

/* Plain rolls saved in the file are in the luck audit, read back from it:
 * a British 2d6 of 12 (expected 7; 1 in 36 as good; 71/72 percentile) and
 * a roll for neither side, listed with its figures. */
static void
test_plain_rolls (void)
{
  g_autofree char *path = setup_run ("plain.umpire");
  g_autofree char *pdf = g_build_filename (work_dir, "plain.pdf", NULL);
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(UmpireTestRun) run = { 0 };
  const char *const arguments[] = { "report", path, NULL };
  const char *neutral;

  scenario = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  record_plain_roll (scenario, UMPIRE_SIDE_ATTACKER, "2d6", "6,6");
  record_plain_roll (scenario, UMPIRE_SIDE_NONE, "1d6", "4");
  g_assert_true (umpire_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);

  umpire_test_run_cli_argv (&run, arguments, TRUE);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "what=\"Dice roll (2d6)\" shown=\"12\" procedure=\"roll\" value=\"total\" "
                                     "outcome=\"12\" mean=\"7\""));
  neutral = strstr (run.out, "<neutral");
  g_assert_nonnull (neutral);
  g_assert_nonnull (strstr (neutral, "what=\"Dice roll (1d6)\" shown=\"4\""));
  umpire_test_run_clear (&run);

  umpire_test_run_cli (&run, "report", path, "-o", pdf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
}

static void
test_refusals (void)
{
  g_autofree char *scenario = setup_run ("refuse.umpire");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *nowhere = g_build_filename (work_dir, "no-such-dir", "debrief.pdf", NULL);
  g_auto(UmpireTestRun) run = { 0 };

  g_assert_true (g_file_get_contents (scenario, &before, NULL, NULL));
  umpire_test_run_cli (&run, "report", scenario, "-o", scenario, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "scenario being reported on"));
  g_assert_true (g_file_get_contents (scenario, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  umpire_test_run_clear (&run);

  umpire_test_run_cli (&run, "report", scenario, "-o", nowhere, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_false (g_file_test (nowhere, G_FILE_TEST_EXISTS));
  umpire_test_run_clear (&run);

  /* Neither a PDF nor --xml: bad usage. */
  umpire_test_run_cli (&run, "report", scenario, NULL);
  g_assert_cmpint (run.status, ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  work_dir = g_dir_make_tmp ("umpire-test-report-XXXXXX", &error);
  g_assert_no_error (error);
  g_test_add_func ("/umpire/cli/report/pdf-and-xml", test_pdf_and_xml);
  g_test_add_func ("/umpire/cli/report/refusals", test_refusals);
  g_test_add_func ("/umpire/cli/report/plain-rolls", test_plain_rolls);
  status = g_test_run ();
  umpire_test_remove_work_dir (work_dir);
  g_free (work_dir);
  return status;
}
