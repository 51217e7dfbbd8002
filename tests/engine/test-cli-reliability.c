/* test-cli-reliability.c: the reliability cases, as their README expects
 *
 * The hostile-input reviews of issues 18 and 26 left their cases in
 * ../shared/reliability-cases/ (beside the repository, read-only; its
 * README says what each should do). This test runs each of them when
 * that folder is there, and the repository's own copies in
 * tests/data/regressions/ always (tests/data/regressions/README.md says
 * which is which, and what is expected of the cases of issue 26 that the
 * shared README has no row for). Every case ends in a clear error with
 * FILE:LINE, or in a result, in a bounded time: never a hang, a crash or
 * a value taken without a word.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "umpire-autosave.h"
#include "umpire-test-cli.h"

typedef enum
{
  CASE_PACK,        /* rules validate refuses it, FILE:LINE, as `command` does */
  CASE_ARGS,        /* the file's lines as umpire-cli's arguments: a clear error */
  CASE_LOG,         /* umpire-cli log: refused, FILE:LINE */
  CASE_SCENARIO,    /* refused at load, FILE:LINE */
  CASE_SHEET,       /* umpire-cli sheet -o: written, quickly */
  CASE_AUTOSAVE,    /* as an autosave: refused, and kept aside whole */
} CaseKind;

typedef struct
{
  const char *shared;      /* its name in ../shared/reliability-cases/, or NULL */
  const char *ours;        /* its copy in tests/data/regressions/, or NULL */
  CaseKind    kind;
  const char *command[20]; /* CASE_PACK: the command that must say the same */
} ReliabilityCase;

static const ReliabilityCase cases[] = {
  { "crt-hang-shifts-no-column-ranges.xml", "crt-hang-shifts-no-column-ranges.xml", CASE_PACK,
    { "crt", "--era", "1914-1916", "--strength", "10", "--die", "3", "--terrain", "woods", "--trench" } },
  { "crt-hang-crt-1917-1918-tiny-table.xml", "crt-hang-crt-1917-1918-tiny-table.xml", CASE_PACK,
    { "crt", "--era", "1917-1918", "--strength", "75", "--die", "6" } },
  { "ubsan-split_into_parts-huge-ranges.xml", "crt-ubsan-split_into_parts-huge-ranges.xml", CASE_PACK,
    { "crt", "--era", "1914-1916", "--strength", "10", "--die", "3" } },
  { "ubsan-read_losses-huge-cells.xml", "crt-ubsan-read_losses-huge-cells.xml", CASE_PACK,
    { "crt", "--era", "1917-1918", "--strength", "75", "--die", "6" } },
  { "critical-support-modifiers-list.xml", "pack-support-modifiers-as-list.xml", CASE_PACK,
    { "setup", "support", "--category", "barrage", "--nation", "britain", "--year", "1916", "--role", "attacker",
      "--battle", "big-push", "--units", "54", "--die", "5" } },
  { "gerror-overwrite-section39-list.xml", "pack-section39-without-items.xml", CASE_PACK,
    { "westfront", "belgian-release", "--attacked" } },
  { "support-huge-cells.xml", "pack-support-huge-cells.xml", CASE_PACK,
    { "setup", "support", "--category", "barrage", "--nation", "britain", "--year", "1916", "--role", "attacker",
      "--battle", "big-push", "--units", "54", "--die", "5" } },
  { "fuzz-cli-args-crt-huge-strength", "cli-args-crt-huge-strength", CASE_ARGS, { NULL } },
  { "fuzz-cli-args-liege-overflow", "cli-args-liege-overflow", CASE_ARGS, { NULL } },
  { "fuzz-cli-args-setup-run-overflow", "cli-args-setup-run-overflow", CASE_ARGS, { NULL } },
  { "fuzz-cli-args-veteran-overflow", "cli-args-veteran-overflow", CASE_ARGS, { NULL } },
  { "log-step-ref-amplification.umpire", NULL, CASE_LOG, { NULL } },
  { "sheet-hang-title-1MB.umpire", NULL, CASE_SHEET, { NULL } },
  { "sheet-slow-title-40k.umpire", "scenario-sheet-title-40k.umpire", CASE_SHEET, { NULL } },
  { "sheet-truncated-trail-400-lines.umpire", "scenario-trail-400-lines.umpire", CASE_SHEET, { NULL } },
  { "sheet-truncated-trail-combat-500.umpire", "scenario-trail-longer-than-a-page.umpire", CASE_SHEET, { NULL } },
  { "fuzz-scenario-attr-seed-plus.umpire", "scenario-attr-seed-plus.umpire", CASE_SCENARIO, { NULL } },
  { "fuzz-scenario-event-id-u32p.umpire", "scenario-event-id-u32p.umpire", CASE_SCENARIO, { NULL } },
  { "fuzz-scenario-subunits-int31p.umpire", "scenario-subunits-int31p.umpire", CASE_SCENARIO, { NULL } },
  { "fuzz-scenario-time-leap60.umpire", "scenario-time-leap60.umpire", CASE_SCENARIO, { NULL } },
  { "fuzz-scenario-turn-int31p.umpire", "scenario-turn-int31p.umpire", CASE_SCENARIO, { NULL } },
  { "cursor-4294967296-read-as-0.umpire", "scenario-cursor-4294967296-read-as-0.umpire", CASE_SCENARIO, { NULL } },
  { "corrupt-autosave-truncated.umpire", "scenario-corrupt-autosave-truncated.umpire", CASE_AUTOSAVE, { NULL } },
};

static double
time_factor (void)
{
  const char *factor = g_getenv ("UMPIRE_TEST_TIME_FACTOR");

  double sanitizers = 1;

#if defined(__SANITIZE_ADDRESS__)
  sanitizers = 5;
#endif
  return sanitizers * (factor != NULL && g_ascii_strtod (factor, NULL) >= 1 ? g_ascii_strtod (factor, NULL) : 1);
}

/* "…FILE:LINE: …" with LINE a number. */
static void
assert_names_line (const char *text,
                   const char *path)
{
  g_autofree char *base = g_path_get_basename (path);
  const char *at = text != NULL ? strstr (text, base) : NULL;

  if (at == NULL || at[strlen (base)] != ':' || !g_ascii_isdigit (at[strlen (base) + 1]))
    g_error ("“%s” does not name %s:LINE", text ? text : "", base);
}

static void
run_case (const ReliabilityCase *c,
          const char            *path,
          const char            *work)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_auto(UmpireTestRun) run = { 0 };
  gint64 began = g_get_monotonic_time ();

  switch (c->kind)
    {
    case CASE_PACK:
      {
        g_auto(UmpireTestRun) validate = { 0 };
        g_autofree char *said = NULL;

        umpire_test_run_cli (&validate, "rules", "validate", path, NULL);
        g_assert_cmpint (validate.status, ==, 1);
        assert_names_line (validate.err, path);
        /* What validate says is what the command says. */
        for (guint i = 0; c->command[i] != NULL; i++)
          g_ptr_array_add (argv, g_strdup (c->command[i]));
        g_ptr_array_add (argv, g_strdup ("--rules"));
        g_ptr_array_add (argv, g_strdup (path));
        g_ptr_array_add (argv, NULL);
        umpire_test_run_cli_argv (&run, (const char * const *) argv->pdata, FALSE);
        g_assert_cmpint (run.status, ==, 1);
        said = g_strndup (validate.err, strcspn (validate.err, "\n"));
        if (strstr (run.err, said) == NULL)
          g_error ("rules validate said “%s”, the command “%s”", said, run.err);
      }
      break;
    case CASE_ARGS:
      {
        g_autofree char *contents = NULL;
        g_auto(GStrv) words = NULL;

        g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
        words = g_strsplit (g_strchomp (contents), "\n", -1);
        for (guint i = 0; words[i] != NULL; i++)
          g_ptr_array_add (argv, g_str_equal (words[i], "fz.umpire") || g_str_has_suffix (words[i], "/fz.umpire")
                                 ? g_build_filename (work, "fz.umpire", NULL) : g_strdup (words[i]));
        g_ptr_array_add (argv, NULL);
        umpire_test_run_cli_argv (&run, (const char * const *) argv->pdata, FALSE);
        g_assert_cmpint (run.status, ==, 1);
        g_assert_nonnull (strstr (run.err, "must be from"));
      }
      break;
    case CASE_LOG:
      umpire_test_run_cli (&run, "log", path, NULL);
      g_assert_cmpint (run.status, ==, 1);
      assert_names_line (run.err, path);
      break;
    case CASE_SCENARIO:
      umpire_test_run_cli (&run, "log", path, NULL);
      g_assert_cmpint (run.status, ==, 1);
      assert_names_line (run.err, path);
      break;
    case CASE_SHEET:
      {
        g_autofree char *pdf = g_build_filename (work, "sheet.pdf", NULL);

        umpire_test_run_cli (&run, "sheet", path, "-o", pdf, NULL);
        g_assert_cmpint (run.status, ==, 0);
        g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
        g_unlink (pdf);
        /* Linear in the text: a 1 MB title took 21 s. */
        g_assert_cmpfloat ((g_get_monotonic_time () - began) / (double) G_USEC_PER_SEC, <, 5 * time_factor ());
      }
      break;
    case CASE_AUTOSAVE:
      {
        g_autofree char *autosave = g_build_filename (work, "autosave.umpire", NULL);
        g_autofree char *contents = NULL;
        g_autofree char *kept_contents = NULL;
        g_autofree char *kept = NULL;
        g_autoptr(GError) error = NULL;
        g_autoptr(UmpireScenario) scenario = NULL;
        gsize length;

        g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
        g_assert_true (g_file_set_contents (autosave, contents, length, NULL));
        scenario = umpire_autosave_load (autosave, NULL, &error);
        g_assert_null (scenario);
        assert_names_line (error->message, autosave);
        kept = umpire_autosave_keep_aside (autosave, "damaged-test");
        g_assert_nonnull (kept);
        g_assert_false (umpire_autosave_exists (autosave));
        g_assert_true (g_file_get_contents (kept, &kept_contents, NULL, NULL));
        g_assert_cmpstr (kept_contents, ==, contents);
        g_unlink (kept);
      }
      break;
    default:
      g_assert_not_reached ();
    }
  g_test_message ("%s: %.2f s; %s", path, (g_get_monotonic_time () - began) / (double) G_USEC_PER_SEC,
                  run.err != NULL && *run.err ? run.err : "ok");
}

static void
test_cases (gconstpointer data)
{
  const ReliabilityCase *c = data;
  g_autofree char *work = g_dir_make_tmp ("umpire-reliability-XXXXXX", NULL);
  g_autofree char *shared_dir = g_test_build_filename (G_TEST_DIST, "..", "..", "shared", "reliability-cases", NULL);
  const char *dir = g_getenv ("UMPIRE_RELIABILITY_CASES") ? g_getenv ("UMPIRE_RELIABILITY_CASES") : shared_dir;
  guint ran = 0;

  if (c->ours != NULL)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "regressions", c->ours, NULL);

      run_case (c, path, work);
      ran++;
    }
  if (c->shared != NULL)
    {
      g_autofree char *path = g_build_filename (dir, c->shared, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        {
          run_case (c, path, work);
          ran++;
        }
    }
  g_rmdir (work);
  if (ran == 0)
    g_test_skip ("no copy in the repository, and ../shared/reliability-cases/ is not there");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/umpire/reliability/%s",
                                               cases[i].shared ? cases[i].shared : cases[i].ours);

      g_test_add_data_func (name, &cases[i], test_cases);
    }
  return g_test_run ();
}
