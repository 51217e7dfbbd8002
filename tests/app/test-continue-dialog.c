/* test-continue-dialog.c: Continue in a New Battle, with real widgets:
 * what carries over as check rows, one unticked, the next battle made and
 * open in the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "umpire-battle-state.h"
#include "umpire-continue-dialog.h"
#include "umpire-derosa.h"
#include "umpire-inputs.h"
#include "umpire-scenario-file.h"
#include "umpire-session.h"
#include "umpire-window.h"
#include "umpire-test-gui.h"

static UmpireRules *rules;

/* A 1916 battle (Britain 30 attacking Germany 24) with a De Rosa roster:
 * IR 169 took 5 casualties from the Fusiliers' fire and failed a morale
 * test. Saved at `path`; returns IR 169's morale after the test. */
static char *
write_battle (const char *path)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(GError) error = NULL;
  UmpireUnit units[] = {
    { .name = "2nd Royal Fusiliers", .side = UMPIRE_SIDE_ATTACKER, .strength = 20, .system = "derosa",
      .morale = "good" },
    { .name = "IR 169", .side = UMPIRE_SIDE_DEFENDER, .strength = 12, .system = "derosa", .morale = "good" },
  };
  char *morale;

  umpire_scenario_set_title (scenario, "Fricourt");
  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_add_system (scenario, "1916");
  umpire_scenario_add_system (scenario, "derosa");
  umpire_scenario_set_battle (scenario, "local");
  umpire_scenario_set_terrain (scenario, "open");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 30);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 24);
  umpire_scenario_set_system_units (scenario, "derosa", units, G_N_ELEMENTS (units));
  {
    g_autoptr(UmpireBattleState) state = umpire_battle_state_new (scenario);
    g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
    g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
    g_autoptr(UmpireResult) result = NULL;

    g_hash_table_insert (inputs, g_strdup ("weapon"), g_strdup ("rifle"));
    g_hash_table_insert (inputs, g_strdup ("range"), g_strdup ("6"));
    g_hash_table_insert (inputs, g_strdup ("chance-die"), g_strdup ("10"));
    g_hash_table_insert (inputs, g_strdup ("unit"), g_strdup ("2nd Royal Fusiliers"));
    g_hash_table_insert (inputs, g_strdup ("target"), g_strdup ("IR 169"));
    umpire_battle_state_fill_inputs (state, &umpire_derosa_fire_info, UMPIRE_SIDE_ATTACKER, inputs);
    result = umpire_procedure_run (&umpire_derosa_fire_info, rules, inputs, dice, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "5");
    umpire_scenario_record (scenario, result, NULL, UMPIRE_SIDE_ATTACKER);
  }
  {
    UmpireDerosaMoraleInput input = { .figures = 7, .state = UMPIRE_DEROSA_GOOD, .unit = "IR 169" };
    g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
    g_autoptr(UmpireResult) result = NULL;

    g_assert_true (umpire_dice_push (dice, 1, 10, NULL));
    result = umpire_derosa_morale (rules, &input, dice, &error);
    g_assert_no_error (error);
    morale = g_strdup (umpire_result_get_value (result, "new-state"));
    umpire_scenario_record (scenario, result, NULL, UMPIRE_SIDE_DEFENDER);
  }
  g_assert_true (umpire_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  return morale;
}

static GtkCheckButton *
row_check (GtkWidget *row)
{
  GtkWidget *check = umpire_test_find_widget (row, GTK_TYPE_CHECK_BUTTON);

  g_assert_nonnull (check);
  return GTK_CHECK_BUTTON (check);
}

static UmpireWindow *
window_new (GSettings *settings)
{
  UmpireWindow *window = umpire_window_new (NULL, rules, settings);

  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  umpire_test_iterate_pending ();
  return window;
}

static void
window_destroy (UmpireWindow *window)
{
  umpire_session_discard_autosave (umpire_window_get_session (window));
  gtk_window_destroy (GTK_WINDOW (window));
  umpire_test_iterate_pending ();
  g_assert_finalize_object (window);
}

static GtkWidget *
open_dialog (UmpireWindow *window)
{
  GtkWidget *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue-battle", NULL));
  umpire_test_iterate_pending ();
  dialog = umpire_test_find_dialog (UMPIRE_TYPE_CONTINUE_DIALOG);
  g_assert_nonnull (dialog);
  umpire_test_iterate_until (umpire_test_widget_is_mapped, dialog);
  /* Over the window. */
  g_assert_true (umpire_dialog_get_parent (dialog) == GTK_WIDGET (window));
  return dialog;
}

/* The menu's Continue in a New Battle…: IR 169 unticked, the next battle
 * made; it is the window's scenario now, without IR 169, and both files
 * name each other. */
static void
test_untick_and_create (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-continue-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "fricourt.umpire", NULL);
  g_autofree char *next_path = g_build_filename (dir, "mametz.umpire", NULL);
  g_autofree char *morale = write_battle (path);
  g_autofree char *subtitle = NULL;
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) next_file = g_file_new_for_path (next_path);
  g_autoptr(UmpireScenario) old = NULL;
  g_autoptr(GError) error = NULL;
  UmpireDerosaMorale state;
  UmpireWindow *window = window_new (settings);
  UmpireSession *session = umpire_window_get_session (window);
  UmpireScenario *next;
  GtkWidget *dialog, *row, *create;
  const GPtrArray *units;

  g_assert_true (umpire_session_load (session, file, &error));
  g_assert_no_error (error);
  dialog = open_dialog (window);

  /* What carries over, as the battle's state has it, every item ticked. */
  row = umpire_test_find_row (dialog, ADW_TYPE_ACTION_ROW, "IR 169");
  g_assert_nonnull (row);
  g_assert_true (umpire_derosa_morale_from_string (morale, &state));
  subtitle = g_strdup_printf ("7 of 12 figures · %s", umpire_derosa_morale_label (state));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, subtitle);
  g_assert_true (gtk_check_button_get_active (row_check (row)));
  g_assert_nonnull (umpire_test_find_row (dialog, ADW_TYPE_ACTION_ROW, "Attacker: British"));
  g_assert_nonnull (umpire_test_find_row (dialog, ADW_TYPE_ACTION_ROW, "2nd Royal Fusiliers"));
  /* What does not, with why. */
  g_assert_nonnull (umpire_test_find_row (dialog, ADW_TYPE_ACTION_ROW, "The log (2 results)"));
  g_assert_nonnull (umpire_test_find_row (dialog, ADW_TYPE_ACTION_ROW, "Battle type and terrain"));
  create = umpire_test_find_button (dialog, "_Create the Next Battle…");
  g_assert_nonnull (create);
  g_assert_true (gtk_widget_get_sensitive (create));

  /* Unticked by activating its row, as a click or Space does. */
  adw_action_row_activate (ADW_ACTION_ROW (row));
  g_assert_false (gtk_check_button_get_active (row_check (row)));

  /* Where the save dialog put it. */
  g_assert_true (umpire_continue_dialog_create_at (UMPIRE_CONTINUE_DIALOG (dialog), next_file, &error));
  g_assert_no_error (error);
  umpire_test_iterate_pending ();
  g_assert_null (umpire_test_find_dialog (UMPIRE_TYPE_CONTINUE_DIALOG));

  /* The next battle is open, saved, and names this one. */
  g_assert_true (g_file_equal (umpire_session_get_file (session), next_file));
  g_assert_false (umpire_session_get_dirty (session));
  next = umpire_session_get_scenario (session);
  g_assert_cmpstr (umpire_scenario_get_title (next), ==, "Fricourt, next battle");
  units = umpire_scenario_get_units (next);
  g_assert_cmpuint (units->len, ==, 1);
  g_assert_cmpstr (((UmpireUnit *) g_ptr_array_index (units, 0))->name, ==, "2nd Royal Fusiliers");
  g_assert_cmpstr (umpire_scenario_get_side_nation (next, UMPIRE_SIDE_DEFENDER), ==, "germany");
  g_assert_cmpint (umpire_scenario_get_side_sub_units (next, UMPIRE_SIDE_DEFENDER), ==, 24);
  g_assert_cmpuint (umpire_scenario_get_n_events (next), ==, 0);
  g_assert_cmpstr (umpire_scenario_get_previous_battle (next)->file, ==, "fricourt.umpire");
  /* This battle's file gained the link, its log as it was. */
  old = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_n_events (old), ==, 2);
  g_assert_cmpuint (umpire_scenario_get_next_battles (old)->len, ==, 1);
  g_assert_cmpstr (((UmpireBattleLink *) g_ptr_array_index (umpire_scenario_get_next_battles (old), 0))->file, ==,
                   "mametz.umpire");

  /* Back in the first battle, the dialog says it was continued already. */
  g_assert_true (umpire_session_load (session, file, &error));
  g_assert_no_error (error);
  dialog = open_dialog (window);
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    gboolean said = FALSE;

    umpire_test_collect_widgets (dialog, GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len; i++)
      if (strstr (gtk_label_get_text (labels->pdata[i]),
                  "Already continued in “Fricourt, next battle” (mametz.umpire)") != NULL)
        said = TRUE;
    g_assert_true (said);
  }
  umpire_test_destroy_dialog (dialog);

  window_destroy (window);
  for (guint i = 0; i < 4; i++)
    {
      const char *names[] = { "fricourt.umpire", "fricourt.umpire~", "mametz.umpire", "mametz.umpire~" };
      g_autofree char *name = g_build_filename (dir, names[i], NULL);

      g_unlink (name);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A battle never saved has no file to name: Save first, Create off. */
static void
test_needs_a_file (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/next.umpire");
  g_autoptr(GError) error = NULL;
  UmpireWindow *window = window_new (settings);
  GtkWidget *dialog = open_dialog (window);
  GtkWidget *save = umpire_test_find_button (dialog, "_Save This Battle…");

  g_assert_nonnull (save);
  g_assert_true (gtk_widget_get_visible (save));
  g_assert_false (gtk_widget_get_sensitive (umpire_test_find_button (dialog, "_Create the Next Battle…")));
  g_assert_false (umpire_continue_dialog_create_at (UMPIRE_CONTINUE_DIALOG (dialog), file, &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_query_exists (file, NULL));

  umpire_test_destroy_dialog (dialog);
  window_destroy (window);
}

/* At a phone's 360 px, in German: nothing wider than the screen. */
static void
test_phone_german (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-continue-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "fricourt.umpire", NULL);
  g_autofree char *morale = write_battle (path);
  g_autoptr(UmpireSession) session = umpire_session_new (NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GtkWidget *dialog;

  umpire_test_speak_german (TRUE);
  umpire_session_set_rules (session, rules);
  g_assert_true (umpire_session_load (session, file, &error));
  dialog = umpire_continue_dialog_new (session);
  umpire_test_present_dialog (dialog, 360, 640);
  umpire_test_iterate_until (umpire_test_widget_is_allocated, dialog);
  g_assert_cmpint (gtk_widget_get_width (dialog), <=, 360 + UMPIRE_TEST_LAYOUT_SLACK);
  /* Its own words in German, the units' names as they are. */
  g_assert_nonnull (umpire_test_find_row (dialog, ADW_TYPE_ACTION_ROW, "IR 169"));
  g_assert_null (umpire_test_find_row (dialog, ADW_TYPE_ACTION_ROW, "Battle type and terrain"));
  umpire_test_collect_widgets (dialog, ADW_TYPE_ACTION_ROW, rows);
  g_assert_cmpuint (rows->len, >=, 7);
  for (guint i = 0; i < rows->len; i++)
    {
      graphene_rect_t bounds;

      if (!gtk_widget_get_mapped (rows->pdata[i]))
        continue;
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();

      g_assert_true (gtk_widget_compute_bounds (rows->pdata[i], dialog, &bounds));
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (dialog));
      /* Every word there: nothing cut off with an ellipsis. */
      umpire_test_collect_widgets (rows->pdata[i], GTK_TYPE_LABEL, labels);
      for (guint l = 0; l < labels->len; l++)
        if (gtk_widget_get_mapped (labels->pdata[l]))
          {
            g_test_message ("%s", gtk_label_get_text (labels->pdata[l]));
            g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (labels->pdata[l])));
          }
    }
  umpire_test_destroy_dialog (dialog);
  umpire_test_speak_german (FALSE);
  umpire_session_discard_autosave (session);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state = g_dir_make_tmp ("umpire-continue-dialog-state-XXXXXX", NULL);
  g_autoptr(GError) error = NULL;
  int status;

  /* The window's session autosaves to the state folder: one of our own. */
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);
  umpire_test_bind_catalog ();
  /* The core's words (what carries over, and why) in German too. */
  umpire_test_translate_libraries ();
  gtk_init ();
  adw_init ();
  rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);

  g_test_add_func ("/umpire/continue-dialog/untick-and-create", test_untick_and_create);
  g_test_add_func ("/umpire/continue-dialog/needs-a-file", test_needs_a_file);
  g_test_add_func ("/umpire/continue-dialog/phone-german", test_phone_german);

  status = g_test_run ();
  g_object_unref (rules);
  {
    g_autofree char *dir = g_build_filename (state, "umpire", NULL);

    g_rmdir (dir);
    g_rmdir (state);
  }
  return status;
}
