/* test-scenario-editor.c: the scenario's title, year, sides and play state,
 * bound both ways to the session's scenario, with real widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "umpire-log-page.h"
#include "umpire-scenario-editor.h"
#include "umpire-scenario-file.h"
#include "umpire-session.h"
#include "umpire-window.h"
#include "umpire-test-gui.h"

typedef struct
{
  char                 *dir;
  char                 *autosave;
  UmpireRules          *rules;
  UmpireSession        *session;
  UmpireScenarioEditor *editor;
} Fixture;

/* The spin buttons in the order of the template. */
enum { YEAR, ATTACKER_UNITS, DEFENDER_UNITS, TURN, LULL_START, LULLS };

static GtkSpinButton *
spin (Fixture *fixture,
      guint    n)
{
  GtkWidget *found = umpire_test_nth_widget (fixture->editor, GTK_TYPE_SPIN_BUTTON, n);

  g_assert_nonnull (found);
  return GTK_SPIN_BUTTON (found);
}

static AdwComboRow *
nation (Fixture    *fixture,
        UmpireSide  side)
{
  GtkWidget *found = umpire_test_nth_widget (fixture->editor, ADW_TYPE_COMBO_ROW, side == UMPIRE_SIDE_ATTACKER ? 0 : 1);

  g_assert_nonnull (found);
  return ADW_COMBO_ROW (found);
}

static const char *
shown_nation (Fixture    *fixture,
              UmpireSide  side)
{
  AdwComboRow *row = nation (fixture, side);

  return gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (row)),
                                     adw_combo_row_get_selected (row));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("umpire-scenario-editor-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->autosave = g_build_filename (fixture->dir, "autosave.umpire", NULL);
  fixture->session = umpire_session_new (fixture->autosave);
  fixture->rules = umpire_rules_new ();
  /* The window gives its session the rules database. */
  g_assert_true (umpire_rules_load_builtin (fixture->rules, &error));
  umpire_session_set_rules (fixture->session, fixture->rules);

  fixture->editor = UMPIRE_SCENARIO_EDITOR (umpire_scenario_editor_new (fixture->session));
  umpire_test_present_dialog (GTK_WIDGET (fixture->editor), -1, -1);
  umpire_test_iterate_pending ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  umpire_test_destroy_dialog (GTK_WIDGET (fixture->editor));
  umpire_test_iterate_pending ();
  /* The editor let go of the session and its scenario. */
  g_assert_finalize_object (g_steal_pointer (&fixture->session));
  g_object_unref (fixture->rules);
  umpire_autosave_remove (fixture->autosave);
  g_rmdir (fixture->dir);
  g_free (fixture->autosave);
  g_free (fixture->dir);
}

/* The title and the play state, both ways. */
static void
test_fields (Fixture       *fixture,
             gconstpointer  user_data)
{
  UmpireScenario *scenario = umpire_session_get_scenario (fixture->session);
  GtkEditable *title = GTK_EDITABLE (umpire_test_nth_widget (fixture->editor, ADW_TYPE_ENTRY_ROW, 0));

  g_assert_true (umpire_scenario_editor_get_session (fixture->editor) == fixture->session);
  g_assert_nonnull (title);
  g_assert_cmpstr (gtk_editable_get_text (title), ==, "");
  gtk_editable_set_text (title, "Messines Ridge");
  g_assert_cmpstr (umpire_scenario_get_title (scenario), ==, "Messines Ridge");
  umpire_scenario_set_title (scenario, "Vimy");
  g_assert_cmpstr (gtk_editable_get_text (title), ==, "Vimy");
  gtk_spin_button_set_value (spin (fixture, YEAR), 1917);
  g_assert_cmpint (umpire_scenario_get_year (scenario), ==, 1917);
  umpire_scenario_set_turn (scenario, 5);
  g_assert_cmpint ((int) gtk_spin_button_get_value (spin (fixture, TURN)), ==, 5);
  gtk_spin_button_set_value (spin (fixture, LULL_START), 4);
  g_assert_cmpint (umpire_scenario_get_lull_start (scenario), ==, 4);
  gtk_spin_button_set_value (spin (fixture, LULLS), 2);
  g_assert_cmpint (umpire_scenario_get_lulls (scenario), ==, 2);
  g_assert_true (umpire_session_get_dirty (fixture->session));
}

/* The sides, both ways; nations are chosen from the rules database, in
 * words, not typed. */
static void
test_sides (Fixture       *fixture,
            gconstpointer  user_data)
{
  UmpireScenario *scenario = umpire_session_get_scenario (fixture->session);
  GListModel *choices = adw_combo_row_get_model (nation (fixture, UMPIRE_SIDE_ATTACKER));
  guint british = G_MAXUINT;

  g_assert_nonnull (choices);
  g_assert_true (choices == adw_combo_row_get_model (nation (fixture, UMPIRE_SIDE_DEFENDER)));
  g_assert_cmpuint (g_list_model_get_n_items (choices), >=, 10);
  g_assert_cmpstr (shown_nation (fixture, UMPIRE_SIDE_ATTACKER), ==, "None");
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    if (g_str_has_prefix (gtk_string_list_get_string (GTK_STRING_LIST (choices), i), "British"))
      british = i;
  g_assert_cmpuint (british, !=, G_MAXUINT);

  adw_combo_row_set_selected (nation (fixture, UMPIRE_SIDE_ATTACKER), british);
  gtk_spin_button_set_value (spin (fixture, ATTACKER_UNITS), 24);
  g_assert_cmpstr (umpire_scenario_get_side_nation (scenario, UMPIRE_SIDE_ATTACKER), ==, "britain");
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_ATTACKER), ==, 24);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 18);
  g_assert_true (g_str_has_prefix (shown_nation (fixture, UMPIRE_SIDE_DEFENDER), "German"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin (fixture, DEFENDER_UNITS)), ==, 18);
  /* A nation the database does not know (another pack's) is kept. */
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "ruritania", 18);
  g_assert_cmpstr (shown_nation (fixture, UMPIRE_SIDE_DEFENDER), ==, "ruritania");
  g_assert_cmpstr (umpire_scenario_get_side_nation (scenario, UMPIRE_SIDE_DEFENDER), ==, "ruritania");
  g_assert_cmpstr (umpire_scenario_get_side_nation (scenario, UMPIRE_SIDE_ATTACKER), ==, "britain");
  /* "None" takes the nation away. */
  adw_combo_row_set_selected (nation (fixture, UMPIRE_SIDE_ATTACKER), 0);
  g_assert_null (umpire_scenario_get_side_nation (scenario, UMPIRE_SIDE_ATTACKER));
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_ATTACKER), ==, 24);
}

/* Another scenario opened in the session: the editor shows it, and edits
 * it, not the one before. */
static void
test_follows_session (Fixture       *fixture,
                      gconstpointer  user_data)
{
  UmpireScenario *before = umpire_session_get_scenario (fixture->session);
  g_autoptr(UmpireScenario) other = umpire_scenario_new ();
  g_autofree char *path = g_build_filename (fixture->dir, "other.umpire", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkEditable *title = GTK_EDITABLE (umpire_test_nth_widget (fixture->editor, ADW_TYPE_ENTRY_ROW, 0));
  UmpireScenario *after;

  umpire_scenario_set_title (before, "Before");
  umpire_scenario_set_title (other, "Loos");
  umpire_scenario_set_year (other, 1915);
  umpire_scenario_set_side (other, UMPIRE_SIDE_ATTACKER, "britain", 30);
  g_assert_true (umpire_scenario_save_file (other, path, &error));
  g_assert_no_error (error);
  g_assert_true (umpire_session_load (fixture->session, file, &error));
  g_assert_no_error (error);
  after = umpire_session_get_scenario (fixture->session);
  g_assert_true (after != before);

  g_assert_cmpstr (gtk_editable_get_text (title), ==, "Loos");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin (fixture, YEAR)), ==, 1915);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin (fixture, ATTACKER_UNITS)), ==, 30);
  g_assert_true (g_str_has_prefix (shown_nation (fixture, UMPIRE_SIDE_ATTACKER), "British"));
  gtk_spin_button_set_value (spin (fixture, TURN), 3);
  g_assert_cmpint (umpire_scenario_get_turn (after), ==, 3);
  g_unlink (path);
}

/* The main menu's Scenario… and the log page's button open the editor over
 * the window, on the window's session. */
static void
test_from_window (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  UmpireScenarioEditor *editor = NULL;
  UmpireWindow *window;
  GtkWidget *log_page;
  GtkWidget *button = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  window = umpire_window_new (NULL, rules, settings);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  umpire_test_iterate_pending ();

  log_page = umpire_test_nth_widget (window, UMPIRE_TYPE_LOG_PAGE, 0);
  g_assert_nonnull (log_page);
  for (guint i = 0; (button = umpire_test_nth_widget (log_page, GTK_TYPE_BUTTON, i)) != NULL; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), "win.scenario") == 0)
      break;
  g_assert_nonnull (button);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.scenario", NULL));
  umpire_test_iterate_pending ();
  editor = UMPIRE_SCENARIO_EDITOR (umpire_test_find_dialog (UMPIRE_TYPE_SCENARIO_EDITOR));
  g_assert_nonnull (editor);
  /* Over the window (modal: a window's transient, or a dialog in it). */
  g_assert_true (umpire_dialog_get_parent (GTK_WIDGET (editor)) == GTK_WIDGET (window));
  g_assert_true (umpire_scenario_editor_get_session (editor) == umpire_window_get_session (window));

  umpire_test_destroy_dialog (GTK_WIDGET (editor));
  umpire_session_discard_autosave (umpire_window_get_session (window));
  gtk_window_destroy (GTK_WINDOW (window));
  umpire_test_iterate_pending ();
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state = g_dir_make_tmp ("umpire-scenario-editor-state-XXXXXX", NULL);
  int status;

  /* The window's session autosaves to the state folder: one of our own. */
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/umpire/scenario-editor/fields", Fixture, NULL, fixture_set_up, test_fields, fixture_tear_down);
  g_test_add ("/umpire/scenario-editor/sides", Fixture, NULL, fixture_set_up, test_sides, fixture_tear_down);
  g_test_add ("/umpire/scenario-editor/follows-session", Fixture, NULL, fixture_set_up, test_follows_session,
              fixture_tear_down);
  g_test_add_func ("/umpire/scenario-editor/from-window", test_from_window);

  status = g_test_run ();
  {
    g_autofree char *dir = g_build_filename (state, "umpire", NULL);

    g_rmdir (dir);
    g_rmdir (state);
  }
  return status;
}
