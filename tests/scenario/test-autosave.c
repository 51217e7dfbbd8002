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
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  restored = umpire_scenario_load_file (path, &error);
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

  g_unlink (path);
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
    g_autoptr(UmpireScenario) restored = umpire_scenario_load_file (path, NULL);
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

  return g_test_run ();
}
