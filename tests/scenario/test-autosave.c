/* test-autosave.c: a session killed with SIGKILL loses no event
 *
 * The test runs itself as the child: with --child N PATH it records N
 * events into a scenario with autosave to PATH, printing a line after
 * each, then waits to be killed. The parent kills it with SIGKILL after
 * reading K lines and loads PATH, which must hold those K events.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <glib-unix.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "umpire-autosave.h"
#include "umpire-scenario-file.h"

static const char *self_path;

static int
run_child (guint       n_events,
           const char *path)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireAutosave) autosave = NULL;
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);

  umpire_scenario_set_title (scenario, "Killed session");
  autosave = umpire_autosave_new (scenario, path);
  for (guint i = 1; i <= n_events; i++)
    {
      g_autoptr(UmpireResult) result = umpire_result_new ("roll");
      UmpireRoll roll;

      g_assert_true (umpire_dice_roll_text (dice, "2d6", &roll, NULL));
      umpire_result_add_roll (result, &roll, NULL, "test");
      umpire_result_set_value (result, "n", "%u", i);
      umpire_result_set_value (result, "total", "%u", roll.total);
      umpire_scenario_record (scenario, result, "test", i % 2 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER);
      /* The event is on disk before the umpire sees it. */
      printf ("event %u\n", i);
      fflush (stdout);
    }
  printf ("done\n");
  fflush (stdout);
  for (;;)
    g_usleep (G_USEC_PER_SEC);
  return 0;
}

static void
kill_after (guint       n_events,
            guint       kill_at,
            const char *path)
{
  g_autofree char *n_text = g_strdup_printf ("%u", n_events);
  const char *argv[] = { self_path, "--child", n_text, path, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) restored = NULL;
  GPid pid;
  int out_fd;
  FILE *out;
  char line[64];
  guint lines = 0;
  int status = 0;

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  out = fdopen (out_fd, "r");
  while (lines < kill_at && fgets (line, sizeof line, out) != NULL)
    if (g_str_has_prefix (line, "event "))
      lines++;
  g_assert_cmpuint (lines, ==, kill_at);

  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
  fclose (out);
  g_spawn_close_pid (pid);

  /* The next start finds the autosave and restores every event. */
  g_assert_true (umpire_autosave_exists (path));
  restored = umpire_autosave_load (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_scenario_get_title (restored), ==, "Killed session");
  g_assert_cmpuint (umpire_scenario_get_n_events (restored), >=, kill_at);
  g_assert_cmpuint (umpire_scenario_get_cursor (restored), ==, umpire_scenario_get_n_events (restored));
  for (guint i = 0; i < umpire_scenario_get_n_events (restored); i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (restored, i);
      g_autofree char *n = g_strdup_printf ("%u", i + 1);
      const GPtrArray *steps = umpire_result_get_steps (umpire_event_get_result (event));
      const UmpireStep *step = g_ptr_array_index (steps, 0);

      g_assert_cmpuint (umpire_event_get_id (event), ==, i + 1);
      g_assert_cmpstr (umpire_result_get_value (umpire_event_get_result (event), "n"), ==, n);
      g_assert_cmpint (umpire_event_get_side (event), ==, (i + 1) % 2 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER);
      /* The dice survive too: the seeded source's seed and roll number. */
      g_assert_nonnull (step->roll);
      g_assert_cmpuint (step->roll->seed, ==, 1916);
      g_assert_cmpuint (step->roll->sequence, ==, i + 1);
    }
}

static char *
temp_path (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-autosave-XXXXXX", &error);

  g_assert_no_error (error);
  /* A folder that does not exist yet: the autosave makes it. */
  return g_build_filename (dir, "state", "umpire", "autosave.umpire", NULL);
}

static void
remove_tree (const char *path)
{
  g_autofree char *umpire_dir = g_path_get_dirname (path);
  g_autofree char *state_dir = g_path_get_dirname (umpire_dir);
  g_autofree char *top = g_path_get_dirname (state_dir);

  umpire_autosave_remove (path);
  g_rmdir (umpire_dir);
  g_rmdir (state_dir);
  g_rmdir (top);
}

static void
test_kill_after_all (void)
{
  g_autofree char *path = temp_path ();

  kill_after (20, 20, path);
  {
    g_autoptr(UmpireScenario) restored = umpire_autosave_load (path, NULL, NULL);
    g_assert_cmpuint (umpire_scenario_get_n_events (restored), ==, 20);
  }
  remove_tree (path);
}

static void
test_kill_midway (void)
{
  const guint kill_at[] = { 1, 7, 13 };

  for (guint i = 0; i < G_N_ELEMENTS (kill_at); i++)
    {
      g_autofree char *path = temp_path ();

      kill_after (400, kill_at[i], path);
      remove_tree (path);
    }
}

static void
test_clean_close (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireAutosave) autosave = umpire_autosave_new (scenario, path);
  g_autoptr(UmpireResult) result = umpire_result_new ("roll");

  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  umpire_scenario_record (scenario, result, "test", UMPIRE_SIDE_NONE);
  g_assert_null (umpire_autosave_get_error (autosave));
  umpire_autosave_discard (autosave);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  /* After a clean close, later changes are not written. */
  umpire_scenario_undo (scenario);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  remove_tree (path);
}


static void
record_roll (UmpireScenario *scenario,
             UmpireDice     *dice,
             guint           n)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("roll");
  UmpireRoll roll;

  g_assert_true (umpire_dice_roll_text (dice, "2d6", &roll, NULL));
  umpire_result_add_roll (result, &roll, NULL, "test");
  umpire_result_set_value (result, "n", "%u", n);
  umpire_scenario_record (scenario, result, "test", UMPIRE_SIDE_ATTACKER);
}

/* What the autosave at `path` holds is the scenario, to the byte. */
static void
assert_autosave_holds (const char     *path,
                       UmpireScenario *scenario)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) restored = umpire_autosave_load (path, NULL, &error);
  g_autofree char *expected = NULL;
  g_autofree char *got = NULL;

  g_assert_no_error (error);
  expected = umpire_scenario_to_xml (scenario);
  got = umpire_scenario_to_xml (restored);
  g_assert_cmpstr (got, ==, expected);
}

/* An event is one line appended to the journal, not a rewrite of the
 * whole game; undo and redo too. */
static void
test_events_appended (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireAutosave) autosave = NULL;
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (7);

  umpire_scenario_set_title (scenario, "Journal");
  autosave = umpire_autosave_new (scenario, path);
  g_assert_true (umpire_autosave_flush (autosave));
  g_assert_cmpuint (umpire_autosave_get_n_rewrites (autosave), ==, 1);
  for (guint i = 1; i <= 300; i++)
    record_roll (scenario, dice, i);
  umpire_scenario_undo (scenario);
  umpire_scenario_undo (scenario);
  umpire_scenario_redo (scenario);
  /* No waiting here: each line was on disk before record returned. */
  assert_autosave_holds (path, scenario);
  g_assert_cmpuint (umpire_autosave_get_n_rewrites (autosave), ==, 1);
  g_assert_cmpuint (umpire_autosave_get_n_appends (autosave), ==, 303);

  /* A new event after an undo drops what could have been redone. */
  record_roll (scenario, dice, 301);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 300);
  assert_autosave_holds (path, scenario);
  g_assert_cmpuint (umpire_autosave_get_n_rewrites (autosave), ==, 1);
  umpire_autosave_discard (autosave);
  g_assert_false (umpire_autosave_exists (path));
  remove_tree (path);
}

/* The title, the sides, the turn are rewritten on a worker; whatever the
 * moment of a crash, the files load to every event. */
static void
test_header_rewritten (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireAutosave) autosave = umpire_autosave_new (scenario, path);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (8);

  for (guint i = 1; i <= 10; i++)
    record_roll (scenario, dice, i);
  umpire_scenario_set_title (scenario, "Renamed");
  /* The rewrite may be under way: events go on being kept meanwhile. */
  for (guint i = 11; i <= 15; i++)
    record_roll (scenario, dice, i);
  {
    g_autoptr(UmpireScenario) now = umpire_autosave_load (path, NULL, NULL);

    g_assert_nonnull (now);
    g_assert_cmpuint (umpire_scenario_get_n_events (now), ==, 15);
  }
  g_assert_true (umpire_autosave_flush (autosave));
  g_assert_cmpuint (umpire_autosave_get_n_rewrites (autosave), >=, 2);
  assert_autosave_holds (path, scenario);
  umpire_autosave_discard (autosave);
  remove_tree (path);
}

static guint
count_journals (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while ((name = g_dir_read_name (folder)) != NULL)
    n += strstr (name, ".journal.") != NULL;
  return n;
}

/* A long journal is folded into the base, and the journals the base holds
 * are removed. */
static void
test_long_journal_folded (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireAutosave) autosave = umpire_autosave_new (scenario, path);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (9);

  for (guint i = 1; i <= 1200; i++)
    record_roll (scenario, dice, i);
  g_assert_true (umpire_autosave_flush (autosave));
  g_assert_cmpuint (umpire_autosave_get_n_rewrites (autosave), >=, 2);
  g_assert_cmpuint (count_journals (path), <=, 1);
  assert_autosave_holds (path, scenario);
  umpire_autosave_discard (autosave);
  g_assert_cmpuint (count_journals (path), ==, 0);
  remove_tree (path);
}

/* A line cut short by a crash was never confirmed: it is left out, and
 * what came before loads. */
static void
test_torn_line (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireAutosave) autosave = umpire_autosave_new (scenario, path);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (10);
  g_autoptr(UmpireScenario) restored = NULL;
  g_autoptr(UmpireAutosaveReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *journal = g_strdup_printf ("%s.journal.2", path);
  g_autofree char *notes = NULL;
  FILE *file;

  for (guint i = 1; i <= 3; i++)
    record_roll (scenario, dice, i);
  g_assert_true (g_file_test (journal, G_FILE_TEST_EXISTS));
  file = fopen (journal, "a");
  fputs ("<event id=\"4\" time=\"2026-11-25T10:00:00Z\" sys", file);
  fclose (file);
  restored = umpire_autosave_load_full (path, NULL, &report, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_n_events (restored), ==, 3);
  g_assert_cmpuint (report->n_events, ==, 3);
  /* Events 2 and 3 are lines 2 and 3 (line 1 says whose journal it is;
   * the first event started journal 2: its rule system is new, and only
   * the base keeps the list). */
  g_assert_cmpuint (report->n_replayed, ==, 2);
  notes = umpire_autosave_report_dup_notes (report);
  g_assert_nonnull (strstr (notes, "autosave.umpire.journal.2:4: a line cut short"));
  g_assert_cmpuint (report->unused->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (report->unused, 0), ==, journal);
  g_clear_pointer (&report, umpire_autosave_report_free);
  g_clear_pointer (&notes, g_free);

  /* A damaged whole line stops the replay there: what came before is
   * restored, and the umpire told where. */
  file = fopen (journal, "a");
  fputs ("\n<event>\n", file);
  fclose (file);
  g_clear_object (&restored);
  restored = umpire_autosave_load_full (path, NULL, &report, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_n_events (restored), ==, 3);
  notes = umpire_autosave_report_dup_notes (report);
  g_assert_nonnull (strstr (notes, "autosave.umpire.journal.2:4: a damaged line"));
  g_assert_nonnull (strstr (notes, "the 1 after it were not restored"));
  umpire_autosave_discard (autosave);
  remove_tree (path);
}

static void
count_notify (guint *count)
{
  (*count)++;
}

/* A failed write is reported (for the window to show), and a later good
 * one clears it. */
static void
test_failure_reported (void)
{
  g_autofree char *path = temp_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireAutosave) autosave = NULL;
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (11);
  guint notified = 0;

  /* A file where the folder should be: nothing can be written. */
  g_autofree char *parent = g_path_get_dirname (dir);

  g_assert_true (g_mkdir_with_parents (parent, 0700) == 0);
  g_assert_true (g_file_set_contents (dir, "", 0, NULL));
  g_test_expect_message ("Umpire", G_LOG_LEVEL_WARNING, "Autosave failed*");
  autosave = umpire_autosave_new (scenario, path);
  g_test_assert_expected_messages ();
  g_assert_true (umpire_autosave_get_failed (autosave));
  g_assert_nonnull (umpire_autosave_get_error (autosave));
  g_signal_connect_swapped (autosave, "notify::failed", G_CALLBACK (count_notify), &notified);
  g_test_expect_message ("Umpire", G_LOG_LEVEL_WARNING, "Autosave failed*");
  record_roll (scenario, dice, 1);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (notified, >=, 1);

  /* The folder is back (once the rewrite that also failed is over): the
   * next change is kept, and the report goes. */
  g_test_expect_message ("Umpire", G_LOG_LEVEL_WARNING, "Autosave failed*");
  umpire_autosave_flush (autosave);
  g_test_assert_expected_messages ();
  g_unlink (dir);
  g_assert_true (g_mkdir (dir, 0700) == 0);
  record_roll (scenario, dice, 2);
  g_assert_false (umpire_autosave_get_failed (autosave));
  record_roll (scenario, dice, 3);
  g_assert_true (umpire_autosave_flush (autosave));
  g_assert_false (umpire_autosave_get_failed (autosave));
  assert_autosave_holds (path, scenario);
  umpire_autosave_discard (autosave);
  remove_tree (path);
}

static void
test_default_path (void)
{
  g_autofree char *path = umpire_scenario_autosave_path ();
  g_autofree char *expected = g_build_filename (g_get_user_state_dir (), "umpire", "autosave.umpire", NULL);

  g_assert_cmpstr (path, ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 4 && g_str_equal (argv[1], "--child"))
    return run_child ((guint) g_ascii_strtoull (argv[2], NULL, 10), argv[3]);

  self_path = argv[0];
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/autosave/kill-after-all-events", test_kill_after_all);
  g_test_add_func ("/umpire/autosave/kill-midway", test_kill_midway);
  g_test_add_func ("/umpire/autosave/clean-close", test_clean_close);
  g_test_add_func ("/umpire/autosave/default-path", test_default_path);
  g_test_add_func ("/umpire/autosave/events-appended", test_events_appended);
  g_test_add_func ("/umpire/autosave/header-rewritten", test_header_rewritten);
  g_test_add_func ("/umpire/autosave/long-journal-folded", test_long_journal_folded);
  g_test_add_func ("/umpire/autosave/torn-line", test_torn_line);
  g_test_add_func ("/umpire/autosave/failure-reported", test_failure_reported);

  return g_test_run ();
}
