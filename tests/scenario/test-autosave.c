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

/* How many times as long checkers (valgrind) allow. */
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

/* What the players were shown is in the autosave: a restore after a crash
 * shows them the same results, hidden ones not. */
static void
test_revealed_restored (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireAutosave) autosave = umpire_autosave_new (scenario, path);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (9);
  const guint *ids;
  guint n = 0;

  for (guint i = 1; i <= 4; i++)
    record_roll (scenario, dice, i);
  umpire_scenario_set_revealed (scenario, 3, TRUE);
  umpire_scenario_set_revealed (scenario, 1, TRUE);
  umpire_scenario_set_revealed (scenario, 2, TRUE);
  umpire_scenario_set_revealed (scenario, 1, FALSE);
  g_assert_true (umpire_autosave_flush (autosave));
  {
    /* Read as a restore after a crash would: the files as they are. */
    g_autoptr(UmpireScenario) restored = umpire_autosave_load (path, NULL, NULL);

    g_assert_nonnull (restored);
    ids = umpire_scenario_get_revealed_ids (restored, &n);
    g_assert_cmpuint (n, ==, 2);
    g_assert_cmpuint (ids[0], ==, 3);
    g_assert_cmpuint (ids[1], ==, 2);
    g_assert_false (umpire_scenario_get_revealed (restored, 1));
  }
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
  /* The rewrite the first event started is done. */
  g_assert_true (umpire_autosave_flush (autosave));
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

/* ---------------------------------------------------------------------- */
/* Damaged journals                                                       */

/* A session killed with `n_base` events in its base and `n_lines` more in
 * its journal (PATH.journal.1: line 1 says whose it is, then one line an
 * event). */
static UmpireScenario *
make_killed_session (const char *path,
                     guint       n_base,
                     guint       n_lines,
                     guint       seed)
{
  UmpireScenario *scenario = umpire_scenario_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (seed);
  g_autoptr(UmpireAutosave) autosave = NULL;
  g_autofree char *journal = g_strdup_printf ("%s.journal.1", path);

  umpire_scenario_set_title (scenario, "Damaged");
  umpire_scenario_add_system (scenario, "test");
  for (guint i = 1; i <= n_base; i++)
    record_roll (scenario, dice, i);
  autosave = umpire_autosave_new (scenario, path);
  for (guint i = 1; i <= n_lines; i++)
    record_roll (scenario, dice, n_base + i);
  g_assert_cmpuint (umpire_autosave_get_n_rewrites (autosave), ==, 1);
  g_assert_true (g_file_test (journal, G_FILE_TEST_EXISTS));
  /* Dropped, not discarded: as a kill leaves them, the files stay. */
  return scenario;
}

static char **
read_lines (const char *name)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (name, &contents, NULL, &error));
  g_assert_no_error (error);
  return g_strsplit (contents, "\n", -1);
}

static void
write_lines (const char  *name,
             char       **lines)
{
  g_autofree char *contents = g_strjoinv ("\n", lines);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (name, contents, -1, &error));
  g_assert_no_error (error);
}

static void
copy_file (const char *from,
           const char *to)
{
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (from, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (to, contents, length, NULL));
}

/* Loads the autosave at `path`, which must hold the first `n_events` of
 * `scenario` (and save into a file that loads back); returns the notes. */
static char *
load_expecting (const char     *path,
                UmpireScenario *scenario,
                guint           n_events,
                guint           n_unused)
{
  g_autoptr(UmpireAutosaveReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) restored = umpire_autosave_load_full (path, NULL, &report, &error);
  g_autoptr(UmpireScenario) reloaded = NULL;
  g_autofree char *xml = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (report);
  g_assert_cmpuint (umpire_scenario_get_n_events (restored), ==, n_events);
  g_assert_cmpuint (report->n_events, ==, n_events);
  g_assert_cmpuint (umpire_scenario_get_cursor (restored), ==, n_events);
  for (guint i = 0; i < n_events; i++)
    g_assert_cmpuint (umpire_event_get_id (umpire_scenario_get_event (restored, i)), ==,
                      umpire_event_get_id (umpire_scenario_get_event (scenario, i)));
  g_assert_cmpuint (report->unused->len, ==, n_unused);
  /* Nothing restored is refused once saved (no id twice). */
  xml = umpire_scenario_to_xml (restored);
  reloaded = umpire_scenario_load_data (xml, strlen (xml), "saved.umpire", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_n_events (reloaded), ==, n_events);
  return n_unused > 0 ? umpire_autosave_report_dup_notes (report) : NULL;
}

static void
assert_contains (const char *text,
                 const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("“%s” is not in “%s”", part, text ? text : "(null)");
}

/* Another session's journal copied beside a base is not replayed into it
 * (once, its ids came twice and the saved file was refused): reported,
 * and kept. */
static void
test_foreign_journal (void)
{
  g_autofree char *path = temp_path ();
  g_autofree char *other = temp_path ();
  g_autoptr(UmpireScenario) scenario = make_killed_session (path, 3, 5, 1);
  g_autoptr(UmpireScenario) other_scenario = make_killed_session (other, 3, 4, 2);
  g_autofree char *journal_1 = g_strdup_printf ("%s.journal.1", path);
  g_autofree char *journal_2 = g_strdup_printf ("%s.journal.2", path);
  g_autofree char *other_journal = g_strdup_printf ("%s.journal.1", other);
  g_autofree char *notes = NULL;
  g_autoptr(UmpireAutosaveReport) report = NULL;
  g_autoptr(UmpireScenario) restored = NULL;
  g_autoptr(GPtrArray) kept = NULL;

  /* After ours, in the next journal's place. */
  copy_file (other_journal, journal_2);
  notes = load_expecting (path, scenario, 8, 1);
  assert_contains (notes, "autosave.umpire.journal.2: another session's journal");
  g_clear_pointer (&notes, g_free);

  /* In place of ours: the base alone, and both journals named. */
  copy_file (journal_1, journal_2);
  copy_file (other_journal, journal_1);
  notes = load_expecting (path, scenario, 3, 2);
  assert_contains (notes, "autosave.umpire.journal.1: another session's journal");
  /* Ours, now numbered 2, was written as 1: its lines do not match. */
  assert_contains (notes, "autosave.umpire.journal.2:");

  /* Kept aside, under names no later write removes. */
  restored = umpire_autosave_load_full (path, NULL, &report, NULL);
  kept = umpire_autosave_keep_unused (report, "set-aside-test");
  g_assert_cmpuint (kept->len, ==, 2);
  for (guint i = 0; i < kept->len; i++)
    {
      g_assert_true (g_file_test (g_ptr_array_index (kept, i), G_FILE_TEST_EXISTS));
      g_assert_cmpint (g_unlink (g_ptr_array_index (kept, i)), ==, 0);
    }
  g_assert_false (g_file_test (journal_1, G_FILE_TEST_EXISTS));
  remove_tree (path);
  remove_tree (other);
}

/* A missing journal, a renamed one, a line cut out: replay stops at the
 * gap and restores everything before it. */
static void
test_gap (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = make_killed_session (path, 4, 6, 3);
  g_autofree char *journal_1 = g_strdup_printf ("%s.journal.1", path);
  g_autofree char *journal_3 = g_strdup_printf ("%s.journal.3", path);
  g_auto(GStrv) lines = read_lines (journal_1);
  g_autofree char *notes = NULL;

  /* Renamed: the base names journal 1, which is not there. */
  g_assert_cmpint (g_rename (journal_1, journal_3), ==, 0);
  notes = load_expecting (path, scenario, 4, 1);
  assert_contains (notes, "autosave.umpire.journal.3: follows a journal that is missing (1)");
  g_clear_pointer (&notes, g_free);
  g_assert_true (g_file_test (journal_3, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_rename (journal_3, journal_1), ==, 0);
  notes = load_expecting (path, scenario, 10, 0);
  g_assert_null (notes);

  /* Line 4 (the third event) cut out: the line after it is not the 4th. */
  g_free (lines[3]);
  memmove (lines + 3, lines + 4, (g_strv_length (lines + 4) + 1) * sizeof (char *));
  write_lines (journal_1, lines);
  notes = load_expecting (path, scenario, 6, 1);
  assert_contains (notes, "autosave.umpire.journal.1:4: a damaged line (its checksum does not match). "
                          "That line and the 2 after it were not restored.");
  remove_tree (path);
}

/* One byte changed in the middle of a line stops the replay at that line. */
static void
test_flipped_byte (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = make_killed_session (path, 4, 6, 4);
  g_autofree char *journal = g_strdup_printf ("%s.journal.1", path);
  g_auto(GStrv) lines = read_lines (journal);
  g_autofree char *notes = NULL;
  char *line = lines[4];

  line[strlen (line) / 2] ^= 0x01;
  write_lines (journal, lines);
  notes = load_expecting (path, scenario, 7, 1);
  assert_contains (notes, "autosave.umpire.journal.1:5: a damaged line");
  /* The damaged file stays where it is until the umpire restores. */
  g_assert_true (g_file_test (journal, G_FILE_TEST_EXISTS));
  remove_tree (path);
}

/* An empty line (it once read "undo cursor 1 is past the 0 events" and
 * lost the whole session). */
static void
test_empty_line (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = make_killed_session (path, 4, 6, 5);
  g_autofree char *journal = g_strdup_printf ("%s.journal.1", path);
  g_auto(GStrv) lines = read_lines (journal);
  g_autofree char *joined = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *start = NULL;

  start = g_strjoinv ("\n", (char *[]) { lines[0], lines[1], lines[2], NULL });
  joined = g_strjoin ("\n", start, "", lines[3], lines[4], NULL);
  g_assert_true (g_file_set_contents (journal, joined, -1, NULL));
  notes = load_expecting (path, scenario, 6, 1);
  assert_contains (notes, "autosave.umpire.journal.1:4: an empty line");
  remove_tree (path);
}

/* A journal with no base is not replayed onto nothing: an error naming
 * it, and nothing deleted. */
static void
test_no_base (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = make_killed_session (path, 4, 2, 6);
  g_autofree char *journal = g_strdup_printf ("%s.journal.1", path);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) restored = NULL;

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_true (umpire_autosave_exists (path));
  restored = umpire_autosave_load (path, NULL, &error);
  g_assert_null (restored);
  g_assert_nonnull (error);
  assert_contains (error->message, "autosave.umpire.journal.1: a journal with no base");
  g_assert_true (g_file_test (journal, G_FILE_TEST_EXISTS));
  remove_tree (path);
}

/* A base naming a later journal than the one beside it: the journal is
 * reported and kept, not dropped without a word. */
static void
test_base_names_later (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = make_killed_session (path, 4, 2, 7);
  g_autofree char *contents = NULL;
  g_autofree char *notes = NULL;
  char *marker;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  marker = strstr (contents, "journal=\"1\"");
  g_assert_nonnull (marker);
  marker[strlen ("journal=\"")] = '2';
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  notes = load_expecting (path, scenario, 4, 1);
  assert_contains (notes, "autosave.umpire.journal.1: older than the autosave beside it");
  remove_tree (path);
}

/* A line's checksum as the autosave writes it: of the session, the
 * journal's number, the line's number and its text. */
static char *
signed_line (const char *session,
             guint       journal,
             guint       line_number,
             const char *text)
{
  g_autofree char *data = g_strdup_printf ("%s\n%u\n%u\n%s", session, journal, line_number, text);
  g_autofree char *sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, data, -1);

  sum[16] = '\0';
  return g_strdup_printf ("%s\t%s", text, sum);
}

/* An event whose id is used already is refused at replay, never saved. */
static void
test_duplicate_id (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = make_killed_session (path, 3, 2, 8);
  g_autofree char *journal = g_strdup_printf ("%s.journal.1", path);
  g_auto(GStrv) lines = read_lines (journal);
  g_autofree char *session = NULL;
  g_autofree char *again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *joined = NULL;
  g_autofree char *notes = NULL;
  const char *start;

  start = strstr (lines[0], "session=\"") + strlen ("session=\"");
  session = g_strndup (start, strchr (start, '"') - start);
  /* Line 2's event (id 4) again, signed as line 4. */
  text = g_strndup (lines[1], strrchr (lines[1], '\t') - lines[1]);
  again = signed_line (session, 1, 4, text);
  joined = g_strdup_printf ("%s\n%s\n%s\n%s\n", lines[0], lines[1], lines[2], again);
  g_assert_true (g_file_set_contents (journal, joined, -1, NULL));
  notes = load_expecting (path, scenario, 5, 1);
  assert_contains (notes, "autosave.umpire.journal.1:4: event id 4 is used twice");
  remove_tree (path);
}

/* Replay is linear in the lines: 20 000 lines (6.5 s once) in a moment. */
static void
test_long_journal_linear (void)
{
  g_autofree char *path = temp_path ();
  g_autoptr(UmpireScenario) scenario = make_killed_session (path, 1, 1, 9);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (9);
  g_autofree char *journal = g_strdup_printf ("%s.journal.1", path);
  g_auto(GStrv) lines = read_lines (journal);
  g_autoptr(GString) contents = g_string_new (NULL);
  g_autofree char *session = NULL;
  g_autoptr(UmpireScenario) restored = NULL;
  g_autoptr(GError) error = NULL;
  const guint n = 20000;
  const char *start;
  gint64 began;
  double seconds;

  start = strstr (lines[0], "session=\"") + strlen ("session=\"");
  session = g_strndup (start, strchr (start, '"') - start);
  g_string_append_printf (contents, "%s\n%s\n", lines[0], lines[1]);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = NULL;
      g_autofree char *line = NULL;

      record_roll (scenario, dice, i + 3);
      text = umpire_scenario_event_to_line (umpire_scenario_get_event (scenario, umpire_scenario_get_n_events (scenario) - 1));
      line = signed_line (session, 1, i + 3, text);
      g_string_append_printf (contents, "%s\n", line);
    }
  g_assert_true (g_file_set_contents (journal, contents->str, contents->len, NULL));
  began = g_get_monotonic_time ();
  restored = umpire_autosave_load (path, NULL, &error);
  seconds = (g_get_monotonic_time () - began) / (double) G_USEC_PER_SEC;
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_n_events (restored), ==, n + 2);
  g_test_message ("%u journal lines replayed in %.2f s", n + 1, seconds);
  /* Generous for sanitizers; quadratic took 6.5 s plain. */
  g_assert_cmpfloat (seconds, <, 10 * time_factor ());
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
  g_test_add_func ("/umpire/autosave/revealed-restored", test_revealed_restored);
  g_test_add_func ("/umpire/autosave/long-journal-folded", test_long_journal_folded);
  g_test_add_func ("/umpire/autosave/torn-line", test_torn_line);
  g_test_add_func ("/umpire/autosave/failure-reported", test_failure_reported);
  g_test_add_func ("/umpire/autosave/journal/foreign", test_foreign_journal);
  g_test_add_func ("/umpire/autosave/journal/gap", test_gap);
  g_test_add_func ("/umpire/autosave/journal/flipped-byte", test_flipped_byte);
  g_test_add_func ("/umpire/autosave/journal/empty-line", test_empty_line);
  g_test_add_func ("/umpire/autosave/journal/no-base", test_no_base);
  g_test_add_func ("/umpire/autosave/journal/base-names-later", test_base_names_later);
  g_test_add_func ("/umpire/autosave/journal/duplicate-id", test_duplicate_id);
  g_test_add_func ("/umpire/autosave/journal/long-linear", test_long_journal_linear);

  return g_test_run ();
}
