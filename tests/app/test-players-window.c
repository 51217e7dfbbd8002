/* test-players-window.c: the players' view, and Larger Type
 *
 * Runs under a display (Xvfb). In the real window, over its log: a combat
 * and a British support roll are recorded; the players' view opens (the
 * menu's action) showing neither; the combat is shown to the players from
 * the log's result view by the shortcut's action, the support by its "Show
 * to Players" button; the combat is hidden again, the support undone. At
 * each point the test reads every label of the players' view: what it must
 * show, and that nothing of the odds, the forms or the trail is there.
 * A correction leaves a shown result out of date, and the view says so.
 * With UMPIRE_PLAYERS_SHOTS=DIR it writes the view at 1920 x 1080 and
 * 1366 x 768 there (players-WxH.png), for people to look at.
 *
 * Larger Type: at 150 % and 200 % the result's headline, the CRT chart and
 * the odds chart are that much larger.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "umpire-battle-state.h"
#include "umpire-catalogue.h"
#include "umpire-scenario-file.h"
#include "umpire-crt-view.h"
#include "umpire-derosa.h"
#include "umpire-log-page.h"
#include "umpire-log-row.h"
#include "umpire-odds-view.h"
#include "umpire-players-window.h"
#include "umpire-result-view.h"
#include "umpire-setup.h"
#include "umpire-type-scale.h"
#include "umpire-weltkrieg.h"
#include "umpire-window.h"
#include "umpire-test-gui.h"

typedef struct
{
  UmpireRules   *rules;
  GSettings     *settings;
  UmpireWindow  *window;
  UmpireSession *session;
  UmpireEvent   *combat;
  UmpireEvent   *support;
  UmpireResult  *combat_result;
  UmpireResult  *support_result;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (f->rules, &error));
  g_assert_no_error (error);
  f->settings = umpire_test_settings_new ();
  g_settings_set_string (f->settings, "last-page", "log");
  f->window = g_object_ref (umpire_window_new (NULL, f->rules, f->settings));
  f->session = umpire_window_get_session (f->window);
  gtk_window_present (GTK_WINDOW (f->window));
  umpire_test_iterate_until (umpire_test_widget_is_allocated, f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  umpire_session_discard_autosave (f->session);
  gtk_window_destroy (GTK_WINDOW (f->window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (g_steal_pointer (&f->window));
  g_clear_object (&f->settings);
  g_clear_object (&f->rules);
}

/* A battle: the British attack the Germans on turn 3, lulls from turn 4; a
 * combat and the British barrages recorded. */
static void
record_battle (Fixture *f)
{
  UmpireScenario *scenario = umpire_session_get_scenario (f->session);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(UmpireDice) support_dice = umpire_dice_new_seeded (11);
  UmpireCombatInput combat = { "1914-1916", 30, 8, 2, "woods", TRUE };
  UmpireSupportInput support = { "barrage", "britain", 1916, "attacker", "local", 44, FALSE, FALSE, 0 };

  umpire_scenario_set_title (scenario, "Bazentin Ridge");
  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 24);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 20);
  umpire_scenario_set_turn (scenario, 3);
  umpire_scenario_set_lull_start (scenario, 4);

  g_assert_true (umpire_dice_push (dice, 4, 6, &error));
  g_assert_true (umpire_dice_push (dice, 2, 6, &error));
  f->combat_result = umpire_combat_resolve (f->rules, &combat, dice, &error);
  g_assert_no_error (error);
  f->combat = umpire_session_record (f->session, f->combat_result, NULL, UMPIRE_SIDE_NONE);
  f->support_result = umpire_setup_support (f->rules, &support, support_dice, &error);
  g_assert_no_error (error);
  f->support = umpire_session_record (f->session, f->support_result, NULL, UMPIRE_SIDE_ATTACKER);
  g_object_unref (f->combat_result);
  g_object_unref (f->support_result);
  g_assert_nonnull (f->combat);
  g_assert_nonnull (f->support);
}

static UmpirePlayersWindow *
find_players_window (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (UMPIRE_IS_PLAYERS_WINDOW (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

/* Every label shown in the view, one a line, in order. */
static void
collect_text (GtkWidget *widget,
              GString   *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_text (child, out);
}

static char *
players_text (UmpirePlayersWindow *players)
{
  GString *out = g_string_new (NULL);

  collect_text (GTK_WIDGET (players), out);
  return g_string_free (out, FALSE);
}

static GtkWidget *
latest_card (UmpirePlayersWindow *players)
{
  g_autoptr(GPtrArray) boxes = g_ptr_array_new ();

  umpire_test_collect_widgets (GTK_WIDGET (players), GTK_TYPE_BOX, boxes);
  for (guint i = 0; i < boxes->len; i++)
    if (g_str_equal (gtk_widget_get_name (g_ptr_array_index (boxes, i)), "latest"))
      return g_ptr_array_index (boxes, i);
  return NULL;
}

/* Nothing of the umpire's odds, forms or trail: no step of either result's
 * trail, no odds, no percentages, no "how it was reached", no field. */
static void
assert_nothing_of_the_umpire (Fixture             *f,
                              UmpirePlayersWindow *players)
{
  g_autofree char *text = players_text (players);
  UmpireResult *results[] = { umpire_event_get_result (f->combat), umpire_event_get_result (f->support) };

  g_test_message ("players' view:\n%s", text);
  for (guint r = 0; r < G_N_ELEMENTS (results); r++)
    {
      const GPtrArray *steps = umpire_result_get_steps (results[r]);

      for (guint i = 0; i < steps->len; i++)
        {
          const UmpireStep *step = g_ptr_array_index (steps, i);

          if (step->text != NULL && strlen (step->text) > 12)
            g_assert_null (strstr (text, step->text));
        }
    }
  g_assert_null (strstr (text, "%"));
  g_assert_null (strstr (text, "Odds"));
  g_assert_null (strstr (text, "odds"));
  g_assert_null (strstr (text, "How it was reached"));
  g_assert_null (strstr (text, "Expected"));
  g_assert_cmpuint (umpire_test_count_widgets (GTK_WIDGET (players), UMPIRE_TYPE_ODDS_VIEW), ==, 0);
  g_assert_cmpuint (umpire_test_count_widgets (GTK_WIDGET (players), UMPIRE_TYPE_RESULT_VIEW), ==, 0);
  g_assert_cmpuint (umpire_test_count_widgets (GTK_WIDGET (players), GTK_TYPE_EDITABLE), ==, 0);
  g_assert_cmpuint (umpire_test_count_widgets (GTK_WIDGET (players), GTK_TYPE_SPIN_BUTTON), ==, 0);
  /* The chart shows the cell read, never its odds. */
  for (guint i = 0; i < umpire_test_count_widgets (GTK_WIDGET (players), UMPIRE_TYPE_CRT_VIEW); i++)
    {
      const UmpireCrtChartModel *model =
        umpire_crt_view_get_model (UMPIRE_CRT_VIEW (umpire_test_nth_widget (players, UMPIRE_TYPE_CRT_VIEW, i)));

      g_assert_false (model->attack.shown);
      g_assert_false (model->counter.shown);
    }
}

static gboolean
contains (const char *text,
          const char *part)
{
  return strstr (text, part) != NULL;
}

/* The log page's result view, showing `event` (selected in its list). */
static UmpireResultView *
select_in_log (Fixture     *f,
               UmpireEvent *event)
{
  GtkWidget *log = umpire_test_find_widget (GTK_WIDGET (f->window), UMPIRE_TYPE_LOG_PAGE);
  GtkSingleSelection *selection = NULL;
  GListModel *shown;
  GtkWidget *list;

  /* The event list (the filters' drop-downs hold lists too). */
  for (guint i = 0; (list = umpire_test_nth_widget (log, GTK_TYPE_LIST_VIEW, i)) != NULL; i++)
    {
      GtkSelectionModel *model = gtk_list_view_get_model (GTK_LIST_VIEW (list));

      if (GTK_IS_SINGLE_SELECTION (model) &&
          gtk_single_selection_get_model (GTK_SINGLE_SELECTION (model)) ==
          umpire_log_page_get_shown (UMPIRE_LOG_PAGE (log)))
        selection = GTK_SINGLE_SELECTION (model);
    }
  g_assert_nonnull (selection);
  shown = G_LIST_MODEL (selection);
  UmpireResultView *view = UMPIRE_RESULT_VIEW (umpire_test_find_widget (log, UMPIRE_TYPE_RESULT_VIEW));

  for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
    {
      g_autoptr(UmpireEvent) item = g_list_model_get_item (shown, i);

      if (item == event)
        gtk_single_selection_set_selected (selection, i);
    }
  umpire_test_wait_frames (3);
  g_assert_true (umpire_result_view_get_result (view) == umpire_event_get_result (event));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  return view;
}

/* The log's row of `event` on screen, or NULL. */
static UmpireLogRow *
log_row_of (Fixture     *f,
            UmpireEvent *event)
{
  GtkWidget *log = umpire_test_find_widget (GTK_WIDGET (f->window), UMPIRE_TYPE_LOG_PAGE);
  GtkWidget *row;

  for (guint i = 0; (row = umpire_test_nth_widget (log, UMPIRE_TYPE_LOG_ROW, i)) != NULL; i++)
    if (umpire_log_row_get_event (UMPIRE_LOG_ROW (row)) == event)
      return UMPIRE_LOG_ROW (row);
  return NULL;
}

static void
write_shot (GtkWidget  *window,
            const char *dir,
            int         width,
            int         height,
            const char *look)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *name = g_strdup_printf ("players-%dx%d-%s.png", width, height, look);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  while (gtk_widget_get_width (window) < width - 20 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  umpire_test_wait_frames (5);
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (window), gtk_widget_get_height (window));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("wrote %s (%d x %d)", path, gtk_widget_get_width (window), gtk_widget_get_height (window));
}

static void
maybe_write_shots (UmpirePlayersWindow *players,
                   const char          *stage)
{
  const char *dir = g_getenv ("UMPIRE_PLAYERS_SHOTS");
  static const int sizes[][2] = { { 1920, 1080 }, { 1366, 768 } };
  AdwStyleManager *style = adw_style_manager_get_default ();

  if (dir == NULL)
    return;
  for (guint dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          g_autofree char *look = g_strdup_printf ("%s-%s", stage, dark ? "dark" : "light");

          write_shot (GTK_WIDGET (players), dir, sizes[i][0], sizes[i][1], look);
        }
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_reveal_hide_undo (Fixture       *f,
                       gconstpointer  data)
{
  UmpireScenario *scenario;
  UmpirePlayersWindow *players;
  UmpireResultView *view;
  g_autofree char *text = NULL;
  g_autofree char *british = NULL;
  GtkWidget *card;

  record_battle (f);
  scenario = umpire_session_get_scenario (f->session);
  british = umpire_rules_label_for (f->rules, "1916.nations", "britain");
  g_assert_cmpstr (british, ==, "British");

  /* Opened from the menu's action: the battle, nothing shown yet. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.players-view", NULL));
  players = find_players_window ();
  g_assert_nonnull (players);
  umpire_test_iterate_until (umpire_test_widget_is_allocated, players);
  text = players_text (players);
  g_assert_true (contains (text, "Bazentin Ridge\n"));
  g_assert_true (contains (text, "Turn 3\n"));
  g_assert_true (contains (text, "Lull rolls begin on turn 4"));
  g_assert_true (contains (text, "0 lulls so far"));
  g_assert_true (contains (text, "No result shown yet"));
  g_assert_false (contains (text, british));
  g_assert_false (contains (text, "Support"));
  g_assert_null (latest_card (players));
  assert_nothing_of_the_umpire (f, players);
  /* Asked again, the same window comes up. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.players-view", NULL));
  g_assert_true (find_players_window () == players);

  /* The combat, shown from the log by the shortcut's action. */
  umpire_window_show_page (f->window, "log");
  umpire_test_wait_frames (3);
  view = select_in_log (f, f->combat);
  g_assert_true (umpire_result_view_can_show_to_players (view));
  g_assert_false (umpire_result_view_get_shown_to_players (view));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-to-players", NULL));
  g_assert_true (umpire_result_view_get_shown_to_players (view));
  g_assert_true (umpire_scenario_get_revealed (scenario, umpire_event_get_id (f->combat)));
  umpire_test_wait_frames (2);
  g_clear_pointer (&text, g_free);
  text = players_text (players);
  card = latest_card (players);
  g_assert_nonnull (card);
  {
    GString *card_text = g_string_new (NULL);
    g_autofree char *loss = umpire_value_dup_for_people (f->rules, "weltkrieg.combat", "defender-loss",
                                                         umpire_result_get_value (umpire_event_get_result (f->combat),
                                                                                  "defender-loss"));

    collect_text (card, card_text);
    g_test_message ("latest:\n%s", card_text->str);
    g_assert_true (contains (card_text->str, "Attack and counterattack"));
    g_assert_true (contains (card_text->str, "Defender loss\n"));
    g_assert_true (contains (card_text->str, loss));
    g_string_free (card_text, TRUE);
  }
  /* Its chart, the cells read enlarged: the columns around the attack's
   * and the counterattack's (further off: the columns between too). */
  g_assert_cmpuint (umpire_test_count_widgets (card, UMPIRE_TYPE_CRT_VIEW), ==, 1);
  {
    const UmpireCrtChartModel *model =
      umpire_crt_view_get_model (UMPIRE_CRT_VIEW (umpire_test_find_widget (card, UMPIRE_TYPE_CRT_VIEW)));
    int attack = model->effective_column - model->column_base;
    int counter = model->counter_column - model->column_base;

    g_assert_cmpuint (model->n_columns, ==, MAX (7, ABS (counter - attack) + 3));
    g_assert_cmpint (attack, >=, 1);
    g_assert_cmpint (attack, <=, (int) model->n_columns);
    g_assert_cmpint (counter, >=, 1);
    g_assert_cmpint (counter, <=, (int) model->n_columns);
    g_assert_cmpint (model->die, ==, 4);
  }
  g_assert_false (contains (text, "No result shown yet"));
  g_assert_false (contains (text, british));
  assert_nothing_of_the_umpire (f, players);
  maybe_write_shots (players, "combat");

  /* The British support, by its button: the latest, marked British; the
   * combat under it. */
  view = select_in_log (f, f->support);
  g_assert_true (umpire_result_view_can_show_to_players (view));
  g_assert_false (umpire_result_view_get_shown_to_players (view));
  {
    GtkWidget *button = umpire_test_find_widget (GTK_WIDGET (view), GTK_TYPE_TOGGLE_BUTTON);

    g_assert_true (gtk_widget_get_visible (button));
    g_signal_emit_by_name (button, "clicked");
  }
  g_assert_true (umpire_result_view_get_shown_to_players (view));
  umpire_test_wait_frames (2);
  card = latest_card (players);
  {
    GString *card_text = g_string_new (NULL);

    collect_text (card, card_text);
    g_test_message ("latest:\n%s", card_text->str);
    g_assert_true (contains (card_text->str, british));
    g_assert_true (contains (card_text->str, "Support"));
    g_assert_false (contains (card_text->str, "Attack and counterattack"));
    g_string_free (card_text, TRUE);
  }
  g_clear_pointer (&text, g_free);
  text = players_text (players);
  g_assert_true (contains (text, "Earlier\n"));
  g_assert_true (contains (text, "Attack and counterattack — "));
  g_assert_cmpuint (umpire_test_count_widgets (card, UMPIRE_TYPE_CRT_VIEW), ==, 0);
  assert_nothing_of_the_umpire (f, players);
  maybe_write_shots (players, "two");

  /* The combat hidden again: the support alone. */
  view = select_in_log (f, f->combat);
  g_assert_true (umpire_result_view_get_shown_to_players (view));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-to-players", NULL));
  g_assert_false (umpire_result_view_get_shown_to_players (view));
  umpire_test_wait_frames (2);
  g_clear_pointer (&text, g_free);
  text = players_text (players);
  g_assert_false (contains (text, "Attack and counterattack"));
  g_assert_false (contains (text, "Earlier\n"));
  g_assert_true (contains (text, british));
  g_assert_true (contains (text, "Support"));
  assert_nothing_of_the_umpire (f, players);

  /* The log's rows say which are shown, and their buttons show or hide. */
  g_assert_nonnull (log_row_of (f, f->combat));
  g_assert_false (umpire_log_row_get_shown_to_players (log_row_of (f, f->combat)));
  g_assert_true (umpire_log_row_get_shown_to_players (log_row_of (f, f->support)));
  {
    GtkWidget *button = umpire_test_find_action_button (GTK_WIDGET (log_row_of (f, f->combat)),
                                                        "log.show-to-players");

    g_assert_nonnull (button);
    g_signal_emit_by_name (button, "clicked");
    umpire_test_wait_frames (2);
    g_assert_true (umpire_scenario_get_revealed (scenario, umpire_event_get_id (f->combat)));
    g_assert_true (umpire_log_row_get_shown_to_players (log_row_of (f, f->combat)));
    g_clear_pointer (&text, g_free);
    text = players_text (players);
    g_assert_true (contains (text, "Attack and counterattack"));
    g_signal_emit_by_name (button, "clicked");
    umpire_test_wait_frames (2);
    g_assert_false (umpire_scenario_get_revealed (scenario, umpire_event_get_id (f->combat)));
    g_assert_false (umpire_log_row_get_shown_to_players (log_row_of (f, f->combat)));
    g_clear_pointer (&text, g_free);
    text = players_text (players);
    g_assert_false (contains (text, "Attack and counterattack"));
  }

  /* The support undone: gone at once, nothing shown. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_assert_false (umpire_event_get_active (f->support));
  umpire_test_wait_frames (2);
  g_clear_pointer (&text, g_free);
  text = players_text (players);
  g_assert_false (contains (text, british));
  g_assert_false (contains (text, "Support"));
  g_assert_true (contains (text, "No result shown yet"));
  g_assert_null (latest_card (players));
  /* Redone, it is back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL));
  umpire_test_wait_frames (2);
  g_clear_pointer (&text, g_free);
  text = players_text (players);
  g_assert_true (contains (text, british));

  /* Kept in the scenario: saved and read back, still shown. */
  {
    g_autofree char *xml = umpire_scenario_to_xml (scenario);

    g_assert_true (contains (xml, "revealed=\""));
  }
}

/* A correction leaves the shown support out of date: the view says so. */
static void
test_out_of_date (Fixture       *f,
                  gconstpointer  data)
{
  UmpireScenario *scenario;
  UmpirePlayersWindow *players;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  const char *names[] = { "year", NULL };
  const char *values[] = { "1918", NULL };

  record_battle (f);
  scenario = umpire_session_get_scenario (f->session);
  umpire_scenario_set_revealed (scenario, umpire_event_get_id (f->support), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.players-view", NULL));
  players = find_players_window ();
  umpire_test_iterate_until (umpire_test_widget_is_allocated, players);
  text = players_text (players);
  g_assert_true (contains (text, "Support"));
  g_assert_false (contains (text, "Out of date"));

  /* The attacker's sub-units changed: the window computes the support
   * again with its recorded dice (a correction), and the view shows the
   * result in force at once: the new count, not the one shown before. */
  {
    const char *before = umpire_result_get_value (umpire_event_get_result (f->support), "count");
    g_autofree char *shown_before = g_strdup_printf ("\n%s\nReceived\n", before);

    g_assert_true (contains (text, shown_before));
    umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 30);
    umpire_test_wait_frames (2);
    g_clear_pointer (&text, g_free);
    text = players_text (players);
    g_test_message ("after 30 sub-units:\n%s", text);
    g_assert_true (contains (text, "Support"));
    g_assert_true (contains (text, "British"));
    {
      g_autoptr(UmpireBattleState) state = umpire_battle_state_new (scenario);
      UmpireEvent *in_force = umpire_scenario_find_event (scenario, "1916.support", UMPIRE_SIDE_ATTACKER);
      g_autofree char *shown_now = g_strdup_printf ("\n%s\nReceived\n",
                                                    umpire_result_get_value (umpire_event_get_result (in_force),
                                                                             "count"));

      /* What is shown is what is in force. */
      g_assert_true (contains (text, shown_now));

      if (umpire_battle_state_get_event_state (state, f->support, NULL) == UMPIRE_EVENT_STATE_OUT_OF_DATE)
        g_assert_true (contains (text, "Out of date: the umpire will roll again"));
      else
        g_assert_cmpint (umpire_battle_state_get_event_state (state, f->support, NULL), ==,
                         UMPIRE_EVENT_STATE_REPLACED);
    }
    assert_nothing_of_the_umpire (f, players);
  }

  /* The year corrected: the support is computed again (its replacement
   * shown in its place) or left out of date (said so); either way the
   * view follows at once. */
  g_assert_true (umpire_battle_correct (scenario, f->rules, (const char * const *) names,
                                        (const char * const *) values, NULL, NULL, &error));
  g_assert_no_error (error);
  umpire_test_wait_frames (2);
  g_clear_pointer (&text, g_free);
  text = players_text (players);
  g_assert_true (contains (text, "Support"));
  {
    g_autoptr(UmpireBattleState) state = umpire_battle_state_new (scenario);
    UmpireEventState event_state = umpire_battle_state_get_event_state (state, f->support, NULL);

    g_test_message ("the support after the correction: state %d", event_state);
    if (event_state == UMPIRE_EVENT_STATE_OUT_OF_DATE)
      g_assert_true (contains (text, "Out of date"));
  }

  /* A correction whose recorded dice do not suffice records the combat
   * again marked out of date: the view says so at once. */
  umpire_scenario_set_revealed (scenario, umpire_event_get_id (f->combat), TRUE);
  {
    g_autoptr(UmpireResult) again = umpire_event_copy_result (umpire_event_get_result (f->combat));

    g_assert_nonnull (umpire_scenario_record_rederived (scenario, f->combat, again,
                                                        "Computed again: defender-units 20 → 28",
                                                        "needs more dice than were rolled"));
  }
  umpire_test_wait_frames (2);
  g_clear_pointer (&text, g_free);
  text = players_text (players);
  g_test_message ("combat out of date:\n%s", text);
  g_assert_true (contains (text, "Attack and counterattack"));
  g_assert_true (contains (text, "Out of date: the umpire will roll again"));
  assert_nothing_of_the_umpire (f, players);
}

/* A De Rosa fire shown: its chart's line, the cell read marked with what
 * the chart holds there; nothing of the trail's sentences. */
static void
test_derosa_chart_line (Fixture       *f,
                        gconstpointer  data)
{
  UmpireScenario *scenario = umpire_session_get_scenario (f->session);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (5);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  const GPtrArray *steps;
  const UmpireStep *read = NULL;
  const UmpireTable *table;
  UmpirePlayersWindow *players;
  UmpireEvent *event;
  GtkWidget *line = NULL;
  GtkWidget *cell = NULL;
  g_autofree char *text = NULL;
  UmpireDerosaFireInput input = { "rifle", 20, 3, 0, NULL, UMPIRE_DEROSA_GOOD };

  result = umpire_derosa_fire (f->rules, &input, dice, &error);
  g_assert_no_error (error);
  event = umpire_session_record (f->session, result, NULL, UMPIRE_SIDE_NONE);
  umpire_scenario_set_revealed (scenario, umpire_event_get_id (event), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.players-view", NULL));
  players = find_players_window ();
  umpire_test_iterate_until (umpire_test_widget_is_allocated, players);

  steps = umpire_result_get_steps (result);
  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);

      if (read == NULL && step->kind == UMPIRE_STEP_TABLE && step->table != NULL && step->row != NULL &&
          step->column != NULL && umpire_rules_get_table (f->rules, step->table)->columns->len > 1)
        read = step;
    }
  g_assert_nonnull (read);
  /* The fire chart itself. */
  g_assert_true (g_str_has_prefix (read->table, "derosa.fire"));
  table = umpire_rules_get_table (f->rules, read->table);
  g_assert_nonnull (table);

  umpire_test_collect_widgets (GTK_WIDGET (players), GTK_TYPE_BOX, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_str_equal (gtk_widget_get_name (g_ptr_array_index (labels, i)), "chart-line"))
      line = g_ptr_array_index (labels, i);
  g_assert_nonnull (line);
  g_ptr_array_set_size (labels, 0);
  umpire_test_collect_widgets (line, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "read") &&
        gtk_widget_has_css_class (g_ptr_array_index (labels, i), "players-chart-cell"))
      cell = g_ptr_array_index (labels, i);
  g_assert_nonnull (cell);
  {
    const UmpireRow *row = umpire_table_get_row (table, read->row);
    const UmpireCell *expected = umpire_row_cell (row, umpire_table_column_index (table, read->column));

    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cell)), ==, expected->text);
  }
  text = players_text (players);
  g_test_message ("%s", text);
  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);

      if (step->text != NULL && strlen (step->text) > 12)
        g_assert_null (strstr (text, step->text));
    }
  g_assert_null (strstr (text, "%"));
  maybe_write_shots (players, "derosa");
}

/* The players' view in German. */
static void
test_german (Fixture       *f,
             gconstpointer  data)
{
  UmpirePlayersWindow *players;
  g_autofree char *text = NULL;

  record_battle (f);
  umpire_scenario_set_revealed (umpire_session_get_scenario (f->session), umpire_event_get_id (f->support), TRUE);
  umpire_test_speak_german (TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.players-view", NULL));
  players = find_players_window ();
  umpire_test_iterate_until (umpire_test_widget_is_allocated, players);
  text = players_text (players);
  g_test_message ("%s", text);
  maybe_write_shots (players, "german");
  umpire_test_speak_german (FALSE);
  g_assert_true (contains (text, "Runde 3\n"));
  g_assert_true (contains (text, "Würfe auf Feuerpause beginnen in Runde 4"));
  g_assert_true (contains (text, "Britisch") || contains (text, "British"));
  g_assert_false (contains (text, "Turn 3"));
}

/* A combat whose counterattack reads a column far from the attack's (6
 * attacking 10 that stand: counterattack 30): the players' chart keeps
 * both cells, not the seven columns around the attack's alone. */
static void
test_counterattack_cell (Fixture       *f,
                         gconstpointer  data)
{
  UmpireScenario *scenario = umpire_session_get_scenario (f->session);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(UmpireResult) result = NULL;
  UmpireCombatInput combat = { "1914-1916", 6, 10, 0, "clear", FALSE };
  UmpireCrtChartModel whole;
  const UmpireCrtChartModel *shown;
  UmpirePlayersWindow *players;
  UmpireEvent *event;
  GtkWidget *card;
  int attack, counter;

  umpire_scenario_set_title (scenario, "Counterattack");
  g_assert_true (umpire_dice_push (dice, 3, 6, &error));
  g_assert_true (umpire_dice_push (dice, 5, 6, &error));
  result = umpire_combat_resolve (f->rules, &combat, dice, &error);
  g_assert_no_error (error);
  event = umpire_session_record (f->session, result, NULL, UMPIRE_SIDE_NONE);
  g_assert_true (umpire_weltkrieg_result_chart_model (f->rules, result, &whole, NULL));
  /* The case: the two cells more than seven columns apart. */
  g_assert_cmpint (whole.counter_column, >, 0);
  g_assert_cmpint (ABS (whole.counter_column - whole.effective_column), >=, 7);

  umpire_scenario_set_revealed (scenario, umpire_event_get_id (event), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.players-view", NULL));
  players = find_players_window ();
  g_assert_nonnull (players);
  umpire_test_iterate_until (umpire_test_widget_is_allocated, players);
  umpire_test_wait_frames (2);
  card = latest_card (players);
  g_assert_nonnull (card);
  g_assert_cmpuint (umpire_test_count_widgets (card, UMPIRE_TYPE_CRT_VIEW), ==, 1);
  shown = umpire_crt_view_get_model (UMPIRE_CRT_VIEW (umpire_test_find_widget (card, UMPIRE_TYPE_CRT_VIEW)));
  attack = shown->effective_column - shown->column_base;
  counter = shown->counter_column - shown->column_base;
  g_test_message ("columns %d to %d shown; attack %d, counterattack %d", shown->column_base + 1,
                  shown->column_base + (int) shown->n_columns, shown->effective_column, shown->counter_column);
  /* Both cells in the chart, each with a column beside it where the table
   * has one, and no more columns than that. */
  g_assert_cmpint (attack, >=, 1);
  g_assert_cmpint (attack, <=, (int) shown->n_columns);
  g_assert_cmpint (counter, >=, 1);
  g_assert_cmpint (counter, <=, (int) shown->n_columns);
  g_assert_cmpint (shown->effective_column, ==, whole.effective_column);
  g_assert_cmpint (shown->counter_column, ==, whole.counter_column);
  g_assert_cmpuint (shown->n_columns, <, whole.n_columns);
  g_assert_cmpuint (shown->n_columns, ==, (guint) ABS (whole.counter_column - whole.effective_column) + 3);
  g_assert_cmpint (shown->die, ==, 3);
  g_assert_cmpint (shown->counter_die, ==, 5);
  /* Still no odds on it. */
  g_assert_false (shown->attack.shown);
  g_assert_false (shown->counter.shown);
  maybe_write_shots (players, "counterattack");
}

/* F11 puts it full screen and back; the monitor and full screen are
 * remembered. */
static void
test_fullscreen (Fixture       *f,
                 gconstpointer  data)
{
  UmpirePlayersWindow *players;
  gint64 deadline;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.players-view", NULL));
  players = find_players_window ();
  umpire_test_iterate_until (umpire_test_widget_is_allocated, players);
  g_assert_false (gtk_window_is_fullscreen (GTK_WINDOW (players)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (players), "players.fullscreen", NULL));
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!gtk_window_is_fullscreen (GTK_WINDOW (players)) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  if (!gtk_window_is_fullscreen (GTK_WINDOW (players)))
    {
      GdkMonitor *monitor = gdk_display_get_monitor_at_surface (gtk_widget_get_display (GTK_WIDGET (players)),
                                                                gtk_native_get_surface (GTK_NATIVE (players)));
      g_autofree char *remembered = NULL;

      /* Xvfb without a window manager does not grant it; the monitor is
       * remembered all the same when the window closes. */
      g_test_message ("the display did not make the window full screen");
      gtk_window_close (GTK_WINDOW (players));
      while (g_main_context_iteration (NULL, FALSE))
        ;
      remembered = g_settings_get_string (f->settings, "players-monitor");
      g_test_message ("monitor %s, remembered “%s”", monitor ? gdk_monitor_get_connector (monitor) : "none",
                      remembered);
      if (monitor != NULL && gdk_monitor_get_connector (monitor) != NULL)
        g_assert_cmpstr (remembered, ==, gdk_monitor_get_connector (monitor));
      g_assert_false (g_settings_get_boolean (f->settings, "players-fullscreen"));
      g_assert_null (find_players_window ());
      return;
    }
  g_assert_true (g_settings_get_boolean (f->settings, "players-fullscreen"));
  {
    g_autofree char *remembered = g_settings_get_string (f->settings, "players-monitor");

    g_assert_cmpstr (remembered, !=, "");
  }
  gtk_window_close (GTK_WINDOW (players));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_true (g_settings_get_boolean (f->settings, "players-fullscreen"));
}

/* ---- Larger Type ---------------------------------------------------------- */

static int
natural_height (GtkWidget *widget,
                int        for_width)
{
  int natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, for_width, NULL, &natural, NULL, NULL);
  return natural;
}

static void
test_larger_type (Fixture       *f,
                  gconstpointer  data)
{
  static const char *const scales[] = { "100", "150", "200" };
  UmpireResultView *view;
  GtkWidget *headline = NULL;
  GtkWidget *other = gtk_window_new ();
  GtkWidget *crt = umpire_crt_view_new ();
  GtkWidget *odds = umpire_odds_view_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *area = umpire_test_find_widget (odds, GTK_TYPE_DRAWING_AREA);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  UmpireCrtChartModel model;
  int headline_height[3], crt_height[3], odds_height[3];

  record_battle (f);
  umpire_window_show_page (f->window, "log");
  umpire_test_wait_frames (3);
  view = select_in_log (f, f->combat);
  umpire_test_collect_widgets (GTK_WIDGET (view), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len && headline == NULL; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "title-2"))
      headline = g_ptr_array_index (labels, i);
  g_assert_nonnull (headline);

  /* A chart and an odds view, in a window the window's way of applying
   * the preference is given. */
  g_assert_true (umpire_weltkrieg_result_chart_model (f->rules, umpire_event_get_result (f->combat), &model, NULL));
  umpire_crt_view_set_model (UMPIRE_CRT_VIEW (crt), &model);
  gtk_box_append (GTK_BOX (box), crt);
  gtk_box_append (GTK_BOX (box), odds);
  gtk_window_set_child (GTK_WINDOW (other), box);
  gtk_window_set_default_size (GTK_WINDOW (other), 900, 700);
  gtk_window_present (GTK_WINDOW (other));
  umpire_test_iterate_until (umpire_test_widget_is_mapped, odds);

  for (guint i = 0; i < G_N_ELEMENTS (scales); i++)
    {
      g_settings_set_string (f->settings, "type-scale", scales[i]);
      umpire_type_scale_apply (other, scales[i]);
      umpire_test_wait_frames (3);
      g_assert_cmpint (gtk_widget_has_css_class (GTK_WIDGET (f->window), "type-150"), ==, i == 1);
      g_assert_cmpint (gtk_widget_has_css_class (GTK_WIDGET (f->window), "type-200"), ==, i == 2);
      headline_height[i] = natural_height (headline, -1);
      crt_height[i] = natural_height (crt, 860);
      odds_height[i] = gtk_drawing_area_get_content_height (GTK_DRAWING_AREA (area));
      g_test_message ("%s %%: headline %d px, chart %d px, odds %d px", scales[i], headline_height[i],
                      crt_height[i], odds_height[i]);
    }
  /* Each about as much larger as asked (type's line heights round). */
  g_assert_cmpfloat ((double) headline_height[1] / headline_height[0], >, 1.3);
  g_assert_cmpfloat ((double) headline_height[2] / headline_height[0], >, 1.75);
  g_assert_cmpfloat ((double) crt_height[1] / crt_height[0], >, 1.25);
  g_assert_cmpfloat ((double) crt_height[2] / crt_height[0], >, 1.6);
  g_assert_cmpint (odds_height[1], ==, odds_height[0] * 3 / 2);
  g_assert_cmpint (odds_height[2], ==, odds_height[0] * 2);
  gtk_window_destroy (GTK_WINDOW (other));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) provider = NULL;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-font-name", "Sans 11", NULL);
  /* The app's style sheet, as the application loads it. */
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, RESOURCE_BASE "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  umpire_test_bind_catalog ();
  umpire_test_translate_libraries ();

  g_test_add ("/umpire/players/reveal-hide-undo", Fixture, NULL, fixture_set_up, test_reveal_hide_undo,
              fixture_tear_down);
  g_test_add ("/umpire/players/out-of-date", Fixture, NULL, fixture_set_up, test_out_of_date, fixture_tear_down);
  g_test_add ("/umpire/players/derosa-chart-line", Fixture, NULL, fixture_set_up, test_derosa_chart_line,
              fixture_tear_down);
  g_test_add ("/umpire/players/german", Fixture, NULL, fixture_set_up, test_german, fixture_tear_down);
  g_test_add ("/umpire/players/counterattack-cell", Fixture, NULL, fixture_set_up, test_counterattack_cell,
              fixture_tear_down);
  g_test_add ("/umpire/players/fullscreen", Fixture, NULL, fixture_set_up, test_fullscreen, fixture_tear_down);
  g_test_add ("/umpire/players/larger-type", Fixture, NULL, fixture_set_up, test_larger_type, fixture_tear_down);
  return g_test_run ();
}
