/* test-cli-sequence.c: `umpire-cli setup run` with dice typed for the heavy weapons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A bad die for one weapon writes nothing; the corrected dice record each
 * recommended weapon once, by its id, and the umpire's sheet lists each once.
 * A file of before, which holds the weapons' German labels, is read in
 * English.
 */
#include <glib/gstdio.h>
#include <string.h>

#include "umpire-test-cli.h"
#include "umpire-test-core.h"

static char *work_dir;

#define RUN_ARGS "setup", "run", "--seed", "7", "--year", "1916", "--attacker", "germany", \
  "--defender", "britain", "--attacker-units", "20", "--defender-units", "15", "--terrain", "open", \
  "--battle", "local"

/* Rows of the sheet's grids opening with `weapon` ("Field Gun   F   6 ..."). */
static guint
count_rows (const char *text,
            const char *weapon)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *cell = g_strdup_printf ("%s ", weapon);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (g_strchug (lines[i]), cell))
      n++;
  return n;
}

static void
test_heavy_dice (void)
{
  g_autofree char *path = g_build_filename (work_dir, "heavy.umpire", NULL);
  g_autofree char *pdf = g_build_filename (work_dir, "heavy.pdf", NULL);
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *file = NULL;
  g_autofree char *text = NULL;
  g_auto(UmpireTestRun) bad = { 0 };
  g_auto(UmpireTestRun) short_list = { 0 };
  g_auto(UmpireTestRun) good = { 0 };
  g_auto(UmpireTestRun) sheet = { 0 };
  g_autoptr(GError) error = NULL;
  /* Each weapon's id, as the file records it, and its label, as people read it. */
  const char *ids[] = { "field-gun", "light-trench-mortar", "german-hmg" };
  const char *weapons[] = { "Field Gun", "Light Trench Mortar", "German HMG" };

  /* 1916 Germans: field gun, light trench mortar, German HMG; a 7 for the
   * mortar is refused and nothing is written. */
  umpire_test_run_cli (&bad, RUN_ARGS, "--attacker-heavy-dice", "6,7,6", "-o", path, NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_nonnull (strstr (bad.err, "light-trench-mortar-die"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* One value per weapon. */
  umpire_test_run_cli (&short_list, RUN_ARGS, "--attacker-heavy-dice", "6,5", "-o", path, NULL);
  g_assert_cmpint (short_list.status, ==, 1);
  g_assert_nonnull (strstr (short_list.err, "attacker-heavy-dice"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* Corrected; the HMG left empty is rolled. F .15 x 20 = 3, C .50 x 20 = 10 */
  umpire_test_run_cli (&good, RUN_ARGS, "--attacker-heavy-dice", "6,5,", "-o", path, NULL);
  g_assert_cmpint (good.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &file, NULL, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (weapons); i++)
    {
      g_autofree char *input = g_strdup_printf ("<input name=\"weapon\">%s</input>", ids[i]);
      g_autofree char *label = g_strdup_printf ("<input name=\"weapon\">%s</input>", weapons[i]);
      /* the attacker's own, and the British Field Gun and mortar */
      guint expected = i < 2 ? 2 : 1;

      g_assert_cmpuint (umpire_test_count_occurrences (file, input), ==, expected);
      g_assert_cmpuint (umpire_test_count_occurrences (file, label), ==, 0);
    }
  g_assert_nonnull (strstr (good.out, "Field Gun: 1d6 = 6 (dice on the table)"));
  g_assert_nonnull (strstr (good.out, "Light Trench Mortar: 1d6 = 5 (dice on the table)"));

  umpire_test_run_cli (&sheet, "sheet", path, "-o", pdf, NULL);
  g_assert_cmpint (sheet.status, ==, 0);
  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      return;
    }
  {
    const char *argv[] = { pdftotext, "-layout", pdf, "-", NULL };
    int status = 0;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                                 &text, NULL, &status, &error));
    g_assert_no_error (error);
  }
  /* The umpire's sheet: a grid per side, each weapon once in it. */
  for (guint i = 0; i < G_N_ELEMENTS (weapons); i++)
    g_assert_cmpuint (count_rows (text, weapons[i]), ==, i < 2 ? 2 : 1);
}

/* The die needed for each defensive works category, from the Troop Lists:
 * a face of the rules' die or 0 (no roll). A 7 is refused in words, naming
 * the option, and nothing is written; 4,5,0,6 is rolled and recorded. */
static void
test_defenses (void)
{
  g_autofree char *path = g_build_filename (work_dir, "defenses.umpire", NULL);
  g_autofree char *file = NULL;
  g_auto(UmpireTestRun) bad = { 0 };
  g_auto(UmpireTestRun) good = { 0 };

  umpire_test_run_cli (&bad, RUN_ARGS, "--attacker-defenses", "4,5,0,7", "-o", path, NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_nonnull (strstr (bad.err, "attacker-defenses"));
  g_assert_nonnull (strstr (bad.err, "“7” is not a die value 1-6, or 0 for no roll"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  umpire_test_run_cli (&good, RUN_ARGS, "--attacker-defenses", "4,5,0,6", "-o", path, NULL);
  g_assert_cmpint (good.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &file, NULL, NULL));
  g_assert_nonnull (strstr (file, "<input name=\"defenses\">4,5,0,6</input>"));
}

/* `umpire-cli setup run` of before, in German (tests/data): its weapons are
 * their German labels; umpire-cli log, in English, names them in English
 * (through the German catalog, which UMPIRE_LOCALEDIR points at). */
static void
test_log_german_labels (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "setup-run-labels-de.umpire", NULL);
  g_autofree char *file = NULL;
  g_auto(UmpireTestRun) log = { 0 };

  g_assert_true (g_file_get_contents (path, &file, NULL, NULL));
  g_assert_nonnull (strstr (file, "<input name=\"weapon\">Leichter Grabenmörser</input>"));
  umpire_test_run_cli (&log, "log", path, NULL);
  g_assert_cmpint (log.status, ==, 0);
  g_assert_cmpuint (umpire_test_count_occurrences (log.out, "  Weapon: Light Trench Mortar\n"), ==, 2);
  g_assert_cmpuint (umpire_test_count_occurrences (log.out, "  Weapon: Field Gun\n"), ==, 2);
  g_assert_cmpuint (umpire_test_count_occurrences (log.out, "  Weapon: German HMG\n"), ==, 1);
  g_assert_null (strstr (log.out, "Weapon: Leichter"));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *localedir = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  /* The catalogs built in po/, as `meson devenv` gives umpire-cli; English. */
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  g_setenv ("UMPIRE_LOCALEDIR", localedir, TRUE);
  g_unsetenv ("LANGUAGE");
  work_dir = g_dir_make_tmp ("umpire-cli-sequence-XXXXXX", NULL);
  g_test_add_func ("/umpire/1916/cli/setup-run-heavy-dice", test_heavy_dice);
  g_test_add_func ("/umpire/1916/cli/setup-run-defenses", test_defenses);
  g_test_add_func ("/umpire/1916/cli/log-german-labels", test_log_german_labels);
  status = g_test_run ();
  umpire_test_remove_work_dir (work_dir);
  g_free (work_dir);
  return status;
}
