/* test-session-kill.c: no event the umpire has seen is lost to a kill
 *
 * A 10 000-event scenario is opened in a session, as the window opens
 * one, and events are recorded into it the way the window records them
 * (umpire_session_record, then the result is shown). The child prints a
 * line for each event once it would be shown; the parent kills it with
 * SIGKILL at a random moment 0-500 ms after one of the first events, and
 * the autosave must then restore every event that was shown. The first
 * event after opening is the hard one: the autosave's own base of a long
 * game takes a while to write, on a worker thread.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "umpire-autosave.h"
#include "umpire-scenario-file.h"
#include "umpire-session.h"

#define N_BASE 10000
/* 20 kills take some 20 s; under the sanitizers each run takes several
 * times as long (loading 10 000 events twice), and fewer runs serve. */
#if defined(__SANITIZE_ADDRESS__)
#define N_RUNS 6
#else
#define N_RUNS 20
#endif
/* Events the child records, one every RECORD_GAP_MS: more than fit in
 * the longest wait. */
#define N_RECORDED 40
#define RECORD_GAP_MS 20

static const char *self_path;

static UmpireResult *
roll_result (UmpireDice *dice,
             guint       n)
{
  UmpireResult *result = umpire_result_new ("roll");
  UmpireRoll roll;

  g_assert_true (umpire_dice_roll_text (dice, "2d6", &roll, NULL));
  umpire_result_add_roll (result, &roll, NULL, "test");
  umpire_result_set_value (result, "n", "%u", n);
  umpire_result_set_value (result, "total", "%u", roll.total);
  return result;
}

static void
spin (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (1000);
    }
}

/* The child: opens `file`, then records events, saying after each that
 * the umpire sees it. */
static int
run_child (const char *file_path,
           const char *autosave_path)
{
  g_autoptr(UmpireSession) session = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (file_path);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1918);
  g_autoptr(GError) error = NULL;

  /* The recent files list wants a name for the program. */
  g_set_prgname ("umpire");
  g_set_application_name ("Umpire");
  gtk_init ();
  session = umpire_session_new (autosave_path);
  if (!umpire_session_load (session, file, &error))
    g_error ("%s", error->message);
  printf ("ready\n");
  fflush (stdout);
  for (guint i = 1; i <= N_RECORDED; i++)
    {
      g_autoptr(UmpireResult) result = roll_result (dice, N_BASE + i);
      UmpireEvent *event = umpire_session_record (session, result, "test", UMPIRE_SIDE_ATTACKER);

      /* Recorded: the window shows the result now. */
      printf ("shown %u\n", umpire_event_get_id (event));
      fflush (stdout);
      spin (RECORD_GAP_MS);
    }
  for (;;)
    spin (1000);
  return 0;
}

/* Reads the child's lines until `until` (monotonic µs; 0: until a line
 * "shown `after`" or "ready"), adding the ids shown to `shown`. */
static gboolean
read_lines (FILE       *out,
            int         fd,
            gint64      until,
            const char *stop_at,
            GArray     *shown)
{
  char line[128];

  for (;;)
    {
      if (until > 0)
        {
          struct pollfd poller = { .fd = fd, .events = POLLIN };
          gint64 left = until - g_get_monotonic_time ();

          if (left <= 0)
            return TRUE;
          if (poll (&poller, 1, (int) MAX (1, left / 1000)) <= 0)
            continue;
        }
      if (fgets (line, sizeof line, out) == NULL)
        return FALSE;
      g_strchomp (line);
      if (g_str_has_prefix (line, "shown "))
        {
          guint id = (guint) g_ascii_strtoull (line + strlen ("shown "), NULL, 10);

          g_array_append_val (shown, id);
        }
      if (stop_at != NULL && g_str_equal (line, stop_at))
        return TRUE;
    }
}

static void
remove_folder (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
test_kill_after_first_events (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-kill-XXXXXX", NULL);
  g_autofree char *file_path = g_build_filename (dir, "long-game.umpire", NULL);
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  g_autoptr(GError) error = NULL;
  guint n_empty_kills = 0;
  gint64 began = g_get_monotonic_time ();

  umpire_scenario_set_title (scenario, "A long game");
  for (guint i = 1; i <= N_BASE; i++)
    {
      g_autoptr(UmpireResult) result = roll_result (dice, i);

      umpire_scenario_record (scenario, result, "test", i % 2 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER);
    }
  g_assert_true (umpire_scenario_save_file (scenario, file_path, &error));
  g_assert_no_error (error);

  for (guint run = 0; run < N_RUNS; run++)
    {
      g_autofree char *autosave = g_strdup_printf ("%s/autosave-%u.umpire", dir, run);
      const char *argv[] = { self_path, "--child", file_path, autosave, NULL };
      /* After the first event, the second, ... the fourth; then wait. */
      guint after = 1 + run % 4;
      g_autofree char *stop_at = g_strdup_printf ("shown %u", N_BASE + after);
      gint64 wait_us = g_test_rand_int_range (0, 500001);
      g_autoptr(GArray) shown = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(UmpireScenario) restored = NULL;
      g_autoptr(UmpireAutosaveReport) report = NULL;
      g_autoptr(GHashTable) ids = g_hash_table_new (NULL, NULL);
      GPid pid;
      int out_fd;
      FILE *out;
      int status = 0;

      g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                               NULL, NULL, &pid, NULL, &out_fd, NULL, &error));
      g_assert_no_error (error);
      out = fdopen (out_fd, "r");
      g_assert_true (read_lines (out, out_fd, 0, "ready", shown));
      g_assert_true (read_lines (out, out_fd, 0, stop_at, shown));
      g_assert_true (read_lines (out, out_fd, g_get_monotonic_time () + wait_us, NULL, shown));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      /* What it printed before it died, the umpire saw. */
      read_lines (out, out_fd, 0, NULL, shown);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));
      g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
      fclose (out);
      g_spawn_close_pid (pid);

      /* Every event shown comes back, on top of the whole game. */
      restored = umpire_autosave_load_full (autosave, NULL, &report, &error);
      g_assert_no_error (error);
      g_assert_null (umpire_autosave_report_dup_notes (report));
      g_assert_cmpstr (umpire_scenario_get_title (restored), ==, "A long game");
      g_assert_cmpuint (umpire_scenario_get_n_events (restored), >=, N_BASE + shown->len);
      for (guint i = 0; i < umpire_scenario_get_n_events (restored); i++)
        g_hash_table_add (ids, GUINT_TO_POINTER (umpire_event_get_id (umpire_scenario_get_event (restored, i))));
      for (guint i = 0; i < shown->len; i++)
        g_assert_true (g_hash_table_contains (ids, GUINT_TO_POINTER (g_array_index (shown, guint, i))));
      /* Killed before its own base was on disk: the journal named the file. */
      if (!g_file_test (autosave, G_FILE_TEST_EXISTS))
        n_empty_kills++;
      g_test_message ("run %u: killed %.0f ms after event %u; %u shown, %u restored on top of the game",
                      run, wait_us / 1000.0, after, shown->len,
                      umpire_scenario_get_n_events (restored) - N_BASE);
      umpire_autosave_remove (autosave);
    }
  g_test_message ("%u of %u kills came before the autosave's own base was written; %.1f s in all",
                  n_empty_kills, N_RUNS, (g_get_monotonic_time () - began) / (double) G_USEC_PER_SEC);
  remove_folder (dir);
}

/* In the window's own process: the first event after opening is a
 * journal line whose base is the file, on disk when record returns; the
 * autosave's own base follows on the worker. */
static void
test_first_event_names_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-first-XXXXXX", NULL);
  g_autofree char *file_path = g_build_filename (dir, "game.umpire", NULL);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autofree char *journal = g_strconcat (autosave, ".journal.1", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (file_path);
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1917);
  g_autoptr(UmpireSession) session = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *encoded = g_base64_encode ((const guchar *) file_path, strlen (file_path));
  g_autofree char *names = g_strdup_printf ("base-file=\"%s\"", encoded);

  for (guint i = 1; i <= 1200; i++)
    {
      g_autoptr(UmpireResult) earlier = roll_result (dice, i);

      umpire_scenario_record (scenario, earlier, "test", UMPIRE_SIDE_DEFENDER);
    }
  g_assert_true (umpire_scenario_save_file (scenario, file_path, &error));
  session = umpire_session_new (autosave);
  g_assert_true (umpire_session_load (session, file, &error));
  g_assert_no_error (error);
  /* Opened, unchanged: nothing written. */
  g_assert_false (umpire_autosave_exists (autosave));
  result = roll_result (dice, 1201);
  umpire_session_record (session, result, "test", UMPIRE_SIDE_ATTACKER);
  g_assert_true (g_file_get_contents (journal, &contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (contents, names));
  g_assert_nonnull (strstr (contents, "<event id=\"1201\""));
  g_assert_true (umpire_autosave_flush (umpire_session_get_autosave (session)));
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  /* The base holds it now: the journal whose base was the file is gone. */
  g_assert_false (g_file_test (journal, G_FILE_TEST_EXISTS));
  umpire_session_discard_autosave (session);
  g_clear_object (&session);
  remove_folder (dir);
}

static void
on_announce (UmpireSession *session,
             const char    *text,
             const char    *button_label,
             const char    *action_name,
             char         **said)
{
  g_free (*said);
  *said = g_strdup (text);
}

/* Restore with a damaged journal: what came before the damage is back,
 * the umpire is told how many events and what was set aside, and the
 * damaged journal is kept under a name the autosave never removes. */
static void
test_restore_sets_aside (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-aside-XXXXXX", NULL);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autofree char *journal = g_strconcat (autosave, ".journal.1", NULL);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1915);
  g_autoptr(UmpireSession) session = NULL;
  g_autoptr(UmpireSession) next = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *said = NULL;
  g_autoptr(GDir) listing = NULL;
  const char *name;
  guint kept = 0;
  char *line;

  session = umpire_session_new (autosave);
  umpire_scenario_add_system (umpire_session_get_scenario (session), "test");
  for (guint i = 1; i <= 5; i++)
    {
      g_autoptr(UmpireResult) result = roll_result (dice, i);

      umpire_session_record (session, result, "test", UMPIRE_SIDE_ATTACKER);
    }
  g_assert_true (umpire_autosave_flush (umpire_session_get_autosave (session)));
  /* A crash, and then a byte of the fourth event's line changed. */
  g_clear_object (&session);
  g_assert_true (g_file_get_contents (journal, &contents, NULL, NULL));
  line = strstr (contents, "<event id=\"4\"");
  g_assert_nonnull (line);
  line[20] ^= 0x01;
  g_assert_true (g_file_set_contents (journal, contents, -1, NULL));

  next = umpire_session_new (autosave);
  g_signal_connect (next, "announce", G_CALLBACK (on_announce), &said);
  g_assert_true (umpire_session_restore_autosave (next, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_n_events (umpire_session_get_scenario (next)), ==, 3);
  g_assert_cmpstr (said, ==, "Unsaved session restored: 3 events");
  g_assert_nonnull (umpire_session_get_restore_notes (next));
  g_assert_nonnull (strstr (umpire_session_get_restore_notes (next), "a damaged line"));
  g_assert_nonnull (strstr (umpire_session_get_restore_notes (next), ".set-aside-"));
  /* Kept, byte for byte, and the session is autosaved again. */
  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (strstr (name, ".journal.1.set-aside-") != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_autofree char *now = NULL;

        g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
        g_assert_cmpstr (now, ==, contents);
        g_unlink (path);
        kept++;
      }
  g_assert_cmpuint (kept, ==, 1);
  g_assert_true (umpire_autosave_exists (autosave));
  umpire_session_discard_autosave (next);
  g_clear_object (&next);
  remove_folder (dir);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 4 && g_str_equal (argv[1], "--child"))
    return run_child (argv[2], argv[3]);

  self_path = argv[0];
  g_test_init (&argc, &argv, NULL);
  g_set_prgname ("umpire");
  g_set_application_name ("Umpire");
  gtk_init ();
  g_test_add_func ("/umpire/session/first-event-names-file", test_first_event_names_file);
  g_test_add_func ("/umpire/session/restore-sets-aside", test_restore_sets_aside);
  g_test_add_func ("/umpire/session/kill-after-first-events", test_kill_after_first_events);
  return g_test_run ();
}
