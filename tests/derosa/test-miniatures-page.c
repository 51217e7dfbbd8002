/* test-miniatures-page.c: the De Rosa fire form and roster, in real widgets
 *
 * Expected values worked out by hand from rules-sources/003_11ff81f41091c16b.txt.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "umpire-fire-modifiers-row.h"
#include "umpire-correction.h"
#include "umpire-miniatures-page.h"
#include "umpire-result-view.h"
#include "umpire-roster-scenario.h"
#include "umpire-roster-view.h"
#include "umpire-session.h"
#include "umpire-test-gui.h"

typedef struct
{
  GtkWidget            *window;
  UmpireMiniaturesPage *page;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (7);
  g_autoptr(GError) error = NULL;

  (void) data;
  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);
  fixture->page = UMPIRE_MINIATURES_PAGE (umpire_miniatures_page_new (rules, dice));
  fixture->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 900, 700);
  gtk_window_set_child (GTK_WINDOW (fixture->window), GTK_WIDGET (fixture->page));
  gtk_window_present (GTK_WINDOW (fixture->window));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  (void) data;
  gtk_window_destroy (GTK_WINDOW (fixture->window));
}

static void show_roster_view (UmpireMiniaturesPage *page);

static UmpireProcedureForm *
form (Fixture    *fixture,
      const char *id)
{
  UmpireProcedureForm *found = umpire_miniatures_page_get_form (fixture->page, id);

  g_assert_nonnull (found);
  return found;
}

static void
type_into (Fixture    *fixture,
           const char *id,
           const char *name,
           const char *text)
{
  GtkWidget *field = umpire_procedure_form_get_field (form (fixture, id), name);

  g_assert_true (GTK_IS_EDITABLE (field));
  gtk_widget_grab_focus (field);
  gtk_editable_set_text (GTK_EDITABLE (field), text);
}

static UmpireResult *
fire (Fixture *fixture)
{
  if (!umpire_procedure_form_submit (form (fixture, "derosa.fire")))
    return NULL;
  return umpire_result_view_get_result (umpire_procedure_form_get_result_view (form (fixture, "derosa.fire")));
}

/* A session as the window gives the page, its autosave in a directory of
 * its own; session_free() takes it all away. */
typedef struct
{
  char          *dir;
  UmpireSession *session;
} TestSession;

static void
session_start (Fixture     *fixture,
               TestSession *test)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *autosave = NULL;

  test->dir = g_dir_make_tmp ("umpire-miniatures-XXXXXX", &error);
  g_assert_no_error (error);
  autosave = g_build_filename (test->dir, "autosave.umpire", NULL);
  test->session = umpire_session_new (autosave);
  g_object_set (fixture->page, "session", test->session, NULL);
}

static void
session_end (Fixture     *fixture,
             TestSession *test)
{
  g_autofree char *lock = g_strconcat (umpire_session_get_autosave_path (test->session), ".lock", NULL);

  g_object_set (fixture->page, "session", NULL, NULL);
  umpire_session_discard_autosave (test->session);
  g_clear_object (&test->session);
  g_unlink (lock);
  g_assert_cmpint (g_rmdir (test->dir), ==, 0);
  g_clear_pointer (&test->dir, g_free);
}

/* A unit's figure as the battle's state has it. */
static const char *
now (TestSession *test,
     const char  *unit,
     const char  *key)
{
  return umpire_battle_state_get_unit (umpire_correction_state_of (umpire_session_get_scenario (test->session)),
                                       unit, key);
}

static void
test_fire_form (Fixture       *fixture,
                gconstpointer  data)
{
  GtkSwitch *prone, *enfiladed;
  UmpireResult *result;

  (void) data;
  /* 20 riflemen at 3": 5; die 5: +0; prone -1 = 4; enfiladed x2 = 8. */
  umpire_procedure_form_set_value (form (fixture, "derosa.fire"), "weapon", "rifle");
  type_into (fixture, "derosa.fire", "strength", "20");
  type_into (fixture, "derosa.fire", "range", "3");
  type_into (fixture, "derosa.fire", "chance-die", "5");
  prone = umpire_miniatures_page_get_fire_modifier (fixture->page, "target-prone");
  enfiladed = umpire_miniatures_page_get_fire_modifier (fixture->page, "enfiladed");
  g_assert_nonnull (prone);
  g_assert_nonnull (enfiladed);
  gtk_switch_set_active (prone, TRUE);
  gtk_switch_set_active (enfiladed, TRUE);
  g_assert_true (gtk_switch_get_active (prone));

  result = fire (fixture);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "factor"), ==, "5");
  g_assert_cmpstr (umpire_result_get_value (result, "chance"), ==, "+0");
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "8");
  g_assert_null (umpire_procedure_form_get_error (form (fixture, "derosa.fire")));

  /* Machine guns: 2 MG at 8" fire on the 20 column, medium: 3; die 9: +2 = 5,
   * prone -1 = 4, enfiladed x2 = 8; range typed with its inch mark. */
  umpire_procedure_form_set_value (form (fixture, "derosa.fire"), "weapon", "mg");
  type_into (fixture, "derosa.fire", "strength", "2");
  type_into (fixture, "derosa.fire", "range", "8\"");
  type_into (fixture, "derosa.fire", "chance-die", "9");
  result = fire (fixture);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "factor"), ==, "3");
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "8");

  /* Field guns, 4 crew at 35": long 2; die 0 is 10: +2; = 4 - 1 = 3, x2 = 6. */
  umpire_procedure_form_set_value (form (fixture, "derosa.fire"), "weapon", "field-gun");
  type_into (fixture, "derosa.fire", "strength", "4");
  type_into (fixture, "derosa.fire", "range", "35");
  type_into (fixture, "derosa.fire", "chance-die", "0");
  result = fire (fixture);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "6");

  /* Every form shows odds before its roll: of the value the page picks, or
   * of what the descriptor says came of it (ammunition: its result). */
  g_assert_cmpstr (umpire_procedure_form_get_odds_value (form (fixture, "derosa.fire")), ==, "casualties");
  g_assert_cmpstr (umpire_procedure_form_get_odds_value (form (fixture, "derosa.ammo")), ==, "result");

  /* An empty die: the session's dice roll, and the roll is in the trail. */
  type_into (fixture, "derosa.fire", "chance-die", "");
  result = fire (fixture);
  g_assert_nonnull (result);
  g_assert_nonnull (umpire_result_get_value (result, "roll"));
}

/* The page's forms record into the session it is given (as the window
 * gives its own); without one the result is shown and nowhere recorded. */
static void
test_session (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-miniatures-XXXXXX", &error);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autofree char *lock = g_strconcat (autosave, ".lock", NULL);
  UmpireSession *session = umpire_session_new (autosave);
  UmpireScenario *scenario = umpire_session_get_scenario (session);
  UmpireEvent *event;

  (void) data;
  umpire_procedure_form_set_value (form (fixture, "derosa.fire"), "weapon", "rifle");
  type_into (fixture, "derosa.fire", "strength", "20");
  type_into (fixture, "derosa.fire", "range", "3");
  type_into (fixture, "derosa.fire", "chance-die", "5");
  g_assert_nonnull (fire (fixture));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 0);

  g_object_set (fixture->page, "session", session, NULL);
  g_assert_true (umpire_procedure_form_get_session (form (fixture, "derosa.fire")) == session);
  g_assert_true (umpire_procedure_form_get_session (form (fixture, "derosa.ammo")) == session);
  type_into (fixture, "derosa.fire", "chance-die", "5");
  g_assert_nonnull (fire (fixture));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 1);
  event = umpire_scenario_get_event (scenario, 0);
  g_assert_cmpstr (umpire_event_get_procedure (event), ==, "derosa.fire");
  g_assert_cmpstr (umpire_result_get_value (umpire_event_get_result (event), "casualties"), ==, "5");

  /* Taken back, the forms let go of it too. */
  g_object_set (fixture->page, "session", NULL, NULL);
  g_assert_null (umpire_procedure_form_get_session (form (fixture, "derosa.fire")));

  umpire_session_discard_autosave (session);
  g_object_unref (session);
  g_unlink (lock);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Issue 24: fire names its target from the roster, and its casualties come
 * off that unit's figures in the battle's state; more than it has are held
 * at what it has. */
static void
test_fire_reduces_target (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-miniatures-XXXXXX", &error);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autofree char *lock = g_strconcat (autosave, ".lock", NULL);
  UmpireSession *session = umpire_session_new (autosave);
  UmpireScenario *scenario = umpire_session_get_scenario (session);
  g_autoptr(UmpireRosterUnit) firing = umpire_roster_unit_new ("2nd Royal Fusiliers", "british", "infantry", 20);
  g_autoptr(UmpireRosterUnit) target = umpire_roster_unit_new ("IR 169", "german", "infantry", 12);
  UmpireProcedureForm *fire_form;
  AdwComboRow *picker;
  UmpireResult *result;
  UmpireEvent *event;

  (void) data;
  g_object_set (fixture->page, "session", session, NULL);
  umpire_miniatures_page_add_unit (fixture->page, target);
  umpire_miniatures_page_add_unit (fixture->page, firing);
  fire_form = form (fixture, "derosa.fire");
  /* The firing unit is the one picked; the target is picked from the roster */
  picker = ADW_COMBO_ROW (umpire_procedure_form_get_field (fire_form, "target"));
  g_assert_true (ADW_IS_COMBO_ROW (picker));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (picker)), ==, 3);
  adw_combo_row_set_selected (picker, 1);   /* IR 169, added first */
  umpire_procedure_form_set_value (fire_form, "weapon", "rifle");
  type_into (fixture, "derosa.fire", "range", "3");
  type_into (fixture, "derosa.fire", "chance-die", "5");
  /* 20 riflemen at 3": 5; die 5: +0: 5 casualties */
  result = fire (fixture);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "5");
  event = umpire_scenario_get_event (scenario, umpire_scenario_get_cursor (scenario) - 1);
  g_assert_cmpstr (umpire_result_get_input (umpire_event_get_result (event), "target"), ==, "IR 169");
  g_assert_cmpstr (umpire_result_get_input (umpire_event_get_result (event), "unit"), ==, "2nd Royal Fusiliers");
  g_assert_cmpstr (umpire_battle_state_get_unit (umpire_correction_state_of (scenario), "IR 169", "figures"), ==, "7");
  /* The form shows the target's figures as the battle stands; more (or
   * other) figures typed are refused beside their field, in words, and
   * nothing is rolled or recorded. */
  {
    guint events = umpire_scenario_get_n_events (scenario);
    const char *text;

    g_assert_cmpstr (umpire_procedure_form_dup_value (fire_form, "target-figures"), ==, "7");
    type_into (fixture, "derosa.fire", "target-figures", "30");
    type_into (fixture, "derosa.fire", "chance-die", "5");
    g_assert_null (fire (fixture));
    g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, events);
    text = umpire_procedure_form_get_field_error (fire_form, "target-figures");
    g_test_message ("target-figures: %s", text);
    g_assert_nonnull (text);
    g_assert_nonnull (strstr (text, "“IR 169” has 7 figures left on the table, not 30"));
    g_assert_true (gtk_widget_has_css_class (umpire_procedure_form_get_field (fire_form, "target-figures"), "error"));
    g_assert_null (umpire_procedure_form_get_field_error (fire_form, "target"));
    type_into (fixture, "derosa.fire", "target-figures", "7");
  }
  /* 7 left: a second volley of 5 leaves 2, a third is held at those 2 */
  type_into (fixture, "derosa.fire", "chance-die", "5");
  g_assert_nonnull (fire (fixture));
  g_assert_cmpstr (umpire_battle_state_get_unit (umpire_correction_state_of (scenario), "IR 169", "figures"), ==, "2");
  type_into (fixture, "derosa.fire", "chance-die", "5");
  result = fire (fixture);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "2");
  g_assert_cmpstr (umpire_battle_state_get_unit (umpire_correction_state_of (scenario), "IR 169", "figures"), ==, "0");
  /* Wiped out, it is no target: refused beside the target, in words, and
   * nothing is rolled or recorded. */
  {
    guint events = umpire_scenario_get_n_events (scenario);
    const char *text;

    type_into (fixture, "derosa.fire", "chance-die", "5");
    g_assert_null (fire (fixture));
    g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, events);
    text = umpire_procedure_form_get_field_error (fire_form, "target");
    g_test_message ("target: %s", text);
    g_assert_nonnull (text);
    g_assert_nonnull (strstr (text, "“IR 169” has no figures left on the table"));
    g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (picker), "error"));
    g_assert_null (umpire_procedure_form_get_error (fire_form) == NULL ? NULL : strstr (umpire_procedure_form_get_error (fire_form), "target"));
  }
  /* Undone, the figures come back, in the form too */
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_cmpstr (umpire_battle_state_get_unit (umpire_correction_state_of (scenario), "IR 169", "figures"), ==, "2");
  g_assert_cmpstr (umpire_procedure_form_dup_value (fire_form, "target-figures"), ==, "2");
  /* No target named: no figures of one. */
  adw_combo_row_set_selected (picker, 0);
  g_assert_null (umpire_procedure_form_dup_value (fire_form, "target-figures"));

  g_object_set (fixture->page, "session", NULL, NULL);
  umpire_session_discard_autosave (session);
  g_object_unref (session);
  g_unlink (lock);
  g_rmdir (dir);
}

static void
test_fire_errors (Fixture       *fixture,
                  gconstpointer  data)
{
  static const struct { const char *strength, *range, *die, *field; } cases[] = {
    { "-3", "3", "5", "strength" },    /* never clamped to 0 or 1 */
    { "", "3", "5", "strength" },
    { "21", "3", "5", "strength" },    /* no column for 21 riflemen */
    { "20", "25", "5", "range" },      /* beyond 20" */
    { "20", "far", "5", "range" },
    { "20", "3", "11", "chance-die" }, /* not a face of a d10 */
  };

  (void) data;
  UmpireProcedureForm *fire_form = form (fixture, "derosa.fire");

  umpire_procedure_form_set_value (fire_form, "weapon", "rifle");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *text;

      type_into (fixture, "derosa.fire", "strength", cases[i].strength);
      type_into (fixture, "derosa.fire", "range", cases[i].range);
      type_into (fixture, "derosa.fire", "chance-die", cases[i].die);
      g_assert_null (fire (fixture));
      /* Marked and explained under its own field, in words. */
      g_assert_true (gtk_widget_has_css_class (umpire_procedure_form_get_field (fire_form, cases[i].field), "error"));
      text = umpire_procedure_form_get_field_error (fire_form, cases[i].field);
      g_assert_nonnull (text);
      g_assert_false (g_str_has_prefix (text, cases[i].field));
      g_test_message ("%s: %s", cases[i].field, text);
    }

  /* Put right, the marks go. */
  type_into (fixture, "derosa.fire", "chance-die", "5");
  g_assert_nonnull (fire (fixture));
  g_assert_false (gtk_widget_has_css_class (umpire_procedure_form_get_field (fire_form, "chance-die"), "error"));
  g_assert_null (umpire_procedure_form_get_error (fire_form));
}

static void
test_roster_fills_forms (Fixture       *fixture,
                         gconstpointer  data)
{
  GListStore *roster = umpire_miniatures_page_get_roster (fixture->page);
  g_autoptr(UmpireRosterUnit) unit = NULL;
  TestSession test = { NULL };
  UmpireResult *result;

  (void) data;
  session_start (fixture, &test);
  roster = umpire_miniatures_page_get_roster (fixture->page);
  unit = umpire_roster_unit_new ("1st Bn Rifles", "british", "infantry", 12);
  umpire_miniatures_page_add_unit (fixture->page, unit);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 1);

  /* Picking the unit filled the fire form: 12 rifles, British small arms. */
  g_assert_cmpstr (umpire_procedure_form_dup_value (form (fixture, "derosa.fire"), "strength"), ==, "12");
  g_assert_true (gtk_switch_get_active (umpire_miniatures_page_get_fire_modifier (fixture->page, "british-small-arms")));
  /* 12 at 8": 2; die 8 + 1 = 9: +2; = 4. */
  type_into (fixture, "derosa.fire", "range", "8");
  type_into (fixture, "derosa.fire", "chance-die", "8");
  result = fire (fixture);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "modified-roll"), ==, "9");
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "4");

  /* Morale: 12 figures need 6; a 4 fails; the unit is shaken for next turn:
   * in the battle's state, which the form reads; the roster keeps the unit
   * as it was set up (issue 24: results are counted once, in the state). */
  g_assert_cmpstr (umpire_procedure_form_dup_value (form (fixture, "derosa.morale"), "figures"), ==, "12");
  type_into (fixture, "derosa.morale", "die", "4");
  g_assert_true (umpire_procedure_form_submit (form (fixture, "derosa.morale")));
  g_assert_cmpstr (now (&test, "1st Bn Rifles", "morale"), ==, "shaken");
  g_assert_cmpint (umpire_roster_unit_get_morale (unit), ==, UMPIRE_DEROSA_GOOD);
  g_assert_cmpstr (umpire_procedure_form_get_choice (form (fixture, "derosa.morale"), "state"), ==, "shaken");

  /* Next turn the fire form starts shaken: (2 + 2) x 1/2 = 2. */
  umpire_miniatures_page_set_unit (fixture->page, unit);
  g_assert_cmpstr (umpire_procedure_form_get_choice (form (fixture, "derosa.fire"), "state"), ==, "shaken");
  type_into (fixture, "derosa.fire", "range", "8");
  type_into (fixture, "derosa.fire", "chance-die", "8");
  result = fire (fixture);
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "2");

  /* The morale test undone (and the fire after it): good again, in the
   * forms too, with nothing on the roster to put back by hand. */
  g_assert_true (umpire_scenario_undo (umpire_session_get_scenario (test.session)));
  g_assert_true (umpire_scenario_undo (umpire_session_get_scenario (test.session)));
  g_assert_cmpstr (now (&test, "1st Bn Rifles", "morale"), ==, "good");
  umpire_miniatures_page_set_unit (fixture->page, unit);
  g_assert_cmpstr (umpire_procedure_form_get_choice (form (fixture, "derosa.fire"), "state"), ==, "good");
  session_end (fixture, &test);
}

/* Every step of a result's trail, a line each. */
static char *
trail_of (UmpireResult *result)
{
  const GPtrArray *steps = umpire_result_get_steps (result);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < steps->len; i++)
    g_string_append_printf (out, "%s\n", ((const UmpireStep *) g_ptr_array_index (steps, i))->text);
  return g_string_free (out, FALSE);
}

/* The row of the Roster view for unit `name`, and its subtitle. */
static GtkWidget *
roster_row (Fixture    *fixture,
            const char *name)
{
  GtkWidget *view = umpire_test_find_widget (GTK_WIDGET (fixture->page), UMPIRE_TYPE_ROSTER_VIEW);
  GtkWidget *row;

  g_assert_nonnull (view);
  row = umpire_test_find_row (view, ADW_TYPE_ACTION_ROW, name);
  g_assert_nonnull (row);
  return row;
}

/* The row's "Correct…" button (an icon, named by its tooltip). */
static GtkWidget *
correct_button (Fixture    *fixture,
                const char *name)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  umpire_test_collect_widgets (roster_row (fixture, name), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]), _("Correct…")) == 0)
      return buttons->pdata[i];
  g_assert_not_reached ();
}

static const char *
roster_says (Fixture    *fixture,
             const char *name)
{
  const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (roster_row (fixture, name)));

  g_test_message ("%s: %s", name, subtitle);
  return subtitle;
}

static gboolean
says (Fixture    *fixture,
      const char *name,
      const char *text)
{
  return strstr (roster_says (fixture, name), text) != NULL;
}

/* Picks unit `name` in the unit field `field` of form `id`. */
static void
pick_in (Fixture    *fixture,
         const char *id,
         const char *field,
         const char *name)
{
  AdwComboRow *picker = ADW_COMBO_ROW (umpire_procedure_form_get_field (form (fixture, id), field));
  GListModel *names = adw_combo_row_get_model (picker);

  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (names, i);

      if (g_str_equal (gtk_string_object_get_string (item), name))
        {
          adw_combo_row_set_selected (picker, i);
          return;
        }
    }
  g_assert_not_reached ();
}

static void
pick_target (Fixture    *fixture,
             const char *name)
{
  pick_in (fixture, "derosa.fire", "target", name);
}

/* Issue 24: the Roster view shows each unit as the battle stands, not as
 * stored: fire's casualties off its target ("7 of 12 figures"), a close
 * combat's loser shaken, a morale test's new state, a battery's fire
 * turns; the stored roster stays as set up, and undone, each result gives
 * back what it changed. */
static void
test_roster_after_fire (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(UmpireRosterUnit) target = umpire_roster_unit_new ("IR 169", "german", "infantry", 12);
  g_autoptr(UmpireRosterUnit) firing = umpire_roster_unit_new ("2nd Royal Fusiliers", "british", "infantry", 20);
  g_autoptr(UmpireRosterUnit) battery = umpire_roster_unit_new ("A Battery", "british", "artillery", 4);
  const char *shaken = umpire_derosa_morale_label (UMPIRE_DEROSA_SHAKEN);
  const char *good = umpire_derosa_morale_label (UMPIRE_DEROSA_GOOD);
  const char *routed = umpire_derosa_morale_label (UMPIRE_DEROSA_ROUTED);
  TestSession test = { NULL };
  UmpireScenario *scenario;

  (void) data;
  session_start (fixture, &test);
  scenario = umpire_session_get_scenario (test.session);
  show_roster_view (fixture->page);
  umpire_miniatures_page_add_unit (fixture->page, target);
  umpire_miniatures_page_add_unit (fixture->page, battery);
  umpire_miniatures_page_add_unit (fixture->page, firing);
  g_assert_true (says (fixture, "IR 169", "12 figures"));
  g_assert_false (says (fixture, "IR 169", " of 12 figures"));

  /* 20 riflemen at 3": 5; die 5: +0: 5 casualties off IR 169. */
  pick_target (fixture, "IR 169");
  umpire_procedure_form_set_value (form (fixture, "derosa.fire"), "weapon", "rifle");
  type_into (fixture, "derosa.fire", "range", "3");
  type_into (fixture, "derosa.fire", "chance-die", "5");
  g_assert_nonnull (fire (fixture));
  g_assert_true (says (fixture, "IR 169", "7 of 12 figures"));
  g_assert_true (says (fixture, "IR 169", good));
  g_assert_true (says (fixture, "2nd Royal Fusiliers", "20 figures"));
  g_assert_cmpuint (umpire_roster_unit_get_figures (target), ==, 12);

  /* 2nd Royal Fusiliers charge IR 169: 20 figures, chance 9, against 7,
   * chance 1: the attacker wins, the defender is shaken. */
  umpire_miniatures_page_set_unit (fixture->page, firing);
  pick_in (fixture, "derosa.melee", "defender-unit", "IR 169");
  type_into (fixture, "derosa.melee", "defender-figures", "7");
  type_into (fixture, "derosa.melee", "attacker-chance-die", "9");
  type_into (fixture, "derosa.melee", "defender-chance-die", "1");
  g_assert_true (umpire_procedure_form_submit (form (fixture, "derosa.melee")));
  g_assert_cmpstr (umpire_result_get_value (umpire_procedure_form_get_result (form (fixture, "derosa.melee")), "loser"),
                   ==, "defender");
  g_assert_true (says (fixture, "IR 169", shaken));
  g_assert_true (says (fixture, "IR 169", "7 of 12 figures"));
  g_assert_true (says (fixture, "2nd Royal Fusiliers", good));
  g_assert_cmpint (umpire_roster_unit_get_morale (target), ==, UMPIRE_DEROSA_GOOD);

  /* IR 169 tests its morale with the 7 it has, shaken (picked, the form
   * reads both from the state): a 1 fails: routed. */
  umpire_miniatures_page_set_unit (fixture->page, target);
  g_assert_cmpstr (umpire_procedure_form_dup_value (form (fixture, "derosa.morale"), "figures"), ==, "7");
  g_assert_cmpstr (umpire_procedure_form_get_choice (form (fixture, "derosa.morale"), "state"), ==, "shaken");
  type_into (fixture, "derosa.morale", "die", "1");
  g_assert_true (umpire_procedure_form_submit (form (fixture, "derosa.morale")));
  g_assert_true (says (fixture, "IR 169", routed));
  g_assert_true (says (fixture, "IR 169", "7 of 12 figures"));
  g_assert_cmpint (umpire_roster_unit_get_morale (target), ==, UMPIRE_DEROSA_GOOD);

  /* The battery's fire turns, counted per battery: 3 used, corrected on
   * its row (the ammunition form then reads them), and a resupply roll of
   * 9 brings up the limber: 0 used. */
  umpire_miniatures_page_set_unit (fixture->page, battery);
  {
    GtkWidget *view = umpire_test_find_widget (GTK_WIDGET (fixture->page), UMPIRE_TYPE_ROSTER_VIEW);
    GtkWidget *ammo = umpire_test_find_row (view, ADW_TYPE_ENTRY_ROW, _("Fire turns used"));
    GtkWidget *reason = umpire_test_find_row (view, ADW_TYPE_ENTRY_ROW, _("Reason"));

    g_signal_emit_by_name (correct_button (fixture, "A Battery"), "clicked");
    g_assert_true (gtk_widget_is_visible (ammo));
    gtk_editable_set_text (GTK_EDITABLE (ammo), "3");
    gtk_editable_set_text (GTK_EDITABLE (reason), "fired three turns before the log was kept");
    g_signal_emit_by_name (reason, "entry-activated");
  }
  g_assert_true (says (fixture, "A Battery", "3 fire turns used"));
  g_assert_cmpstr (umpire_procedure_form_dup_value (form (fixture, "derosa.ammo"), "used"), ==, "3");
  umpire_procedure_form_set_value (form (fixture, "derosa.ammo"), "resupply", "yes");
  type_into (fixture, "derosa.ammo", "die", "9");
  g_assert_true (umpire_procedure_form_submit (form (fixture, "derosa.ammo")));
  g_assert_true (says (fixture, "A Battery", "0 fire turns used"));
  g_assert_true (says (fixture, "IR 169", routed));
  g_assert_cmpuint (umpire_roster_unit_get_ammo_used (battery), ==, 0);

  /* Undone one by one, each gives back what it changed. */
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_true (says (fixture, "A Battery", "3 fire turns used"));
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_true (says (fixture, "A Battery", "0 fire turns used"));
  g_assert_true (says (fixture, "IR 169", routed));
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_true (says (fixture, "IR 169", shaken));
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_true (says (fixture, "IR 169", good));
  g_assert_true (says (fixture, "IR 169", "7 of 12 figures"));
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_true (says (fixture, "IR 169", "12 figures"));
  g_assert_false (says (fixture, "IR 169", " of 12 figures"));
  /* Redone, the fire takes them again, once. */
  g_assert_true (umpire_scenario_redo (scenario));
  g_assert_true (says (fixture, "IR 169", "7 of 12 figures"));
  session_end (fixture, &test);
}

static void
on_announce (UmpireSession *session,
             const char    *text,
             const char    *button,
             const char    *action,
             char         **out)
{
  g_free (*out);
  *out = g_strdup (text);
}

/* The row a widget stands in: the widget itself when it is a row. */
static GtkWidget *
row_of (GtkWidget *widget)
{
  return GTK_IS_LIST_BOX_ROW (widget) ? widget : gtk_widget_get_ancestor (widget, GTK_TYPE_LIST_BOX_ROW);
}

/* The error shown under `field`, or NULL. */
static const char *
error_under (GtkWidget *field)
{
  GtkWidget *next = gtk_widget_get_next_sibling (row_of (field));
  GtkLabel *label;

  if (next == NULL || !gtk_widget_get_visible (next))
    return NULL;
  label = GTK_LABEL (umpire_test_find_widget (next, GTK_TYPE_LABEL));
  if (label == NULL || !gtk_widget_get_visible (GTK_WIDGET (label)))
    return NULL;
  g_test_message ("under %s: %s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (field)),
                  gtk_label_get_text (label));
  return gtk_label_get_text (label);
}

/* Issue 24: "Correct…" on a unit's row corrects its figures and morale by
 * hand, with a reason: one event of the log (its trail naming the figures
 * as they were), one action Undo takes back, and later results read the
 * unit as corrected. Errors stand under the fields, in words. */
static void
test_roster_correct (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(UmpireRosterUnit) target = umpire_roster_unit_new ("IR 169", "german", "infantry", 12);
  g_autoptr(UmpireRosterUnit) firing = umpire_roster_unit_new ("2nd Royal Fusiliers", "british", "infantry", 20);
  g_autofree char *toast = NULL;
  TestSession test = { NULL };
  UmpireScenario *scenario;
  GtkWidget *view, *figures, *reason, *record, *panel;
  AdwComboRow *morale;
  UmpireEvent *event;
  g_autofree char *trail = NULL;
  const char *text;
  guint events;

  (void) data;
  session_start (fixture, &test);
  scenario = umpire_session_get_scenario (test.session);
  g_signal_connect (test.session, "announce", G_CALLBACK (on_announce), &toast);
  show_roster_view (fixture->page);
  umpire_miniatures_page_add_unit (fixture->page, target);
  umpire_miniatures_page_add_unit (fixture->page, firing);
  pick_target (fixture, "IR 169");
  umpire_procedure_form_set_value (form (fixture, "derosa.fire"), "weapon", "rifle");
  type_into (fixture, "derosa.fire", "range", "3");
  type_into (fixture, "derosa.fire", "chance-die", "5");
  g_assert_nonnull (fire (fixture));
  g_assert_true (says (fixture, "IR 169", "7 of 12 figures"));

  view = umpire_test_find_widget (GTK_WIDGET (fixture->page), UMPIRE_TYPE_ROSTER_VIEW);
  figures = umpire_test_find_row (view, ADW_TYPE_ENTRY_ROW, _("Figures on the table"));
  reason = umpire_test_find_row (view, ADW_TYPE_ENTRY_ROW, _("Reason"));
  morale = ADW_COMBO_ROW (umpire_test_find_row (view, ADW_TYPE_COMBO_ROW, _("Morale")));
  record = umpire_test_find_button (view, _("_Record Correction"));
  g_assert_nonnull (figures);
  g_assert_nonnull (reason);
  g_assert_nonnull (morale);
  g_assert_nonnull (record);
  panel = gtk_widget_get_ancestor (figures, GTK_TYPE_BOX);
  g_assert_false (gtk_widget_is_visible (figures));

  /* Correct… on IR 169: its figures and morale as the log leaves them. */
  g_signal_emit_by_name (correct_button (fixture, "IR 169"), "clicked");
  g_assert_true (gtk_widget_is_visible (figures));
  g_assert_nonnull (panel);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (figures)), ==, "7");
  g_assert_cmpuint (adw_combo_row_get_selected (morale), ==, 0);
  g_assert_true (umpire_test_shows_label (view, _("Correct “IR 169”")));
  /* Its words follow the log while it is open: the fire undone, 12. */
  {
    AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (figures, ADW_TYPE_PREFERENCES_GROUP));

    g_assert_true (g_str_has_prefix (adw_preferences_group_get_description (group), "As the log leaves it: 7 of 12 figures, Good."));
    g_assert_true (umpire_scenario_undo (scenario));
    g_assert_true (g_str_has_prefix (adw_preferences_group_get_description (group), "As the log leaves it: 12 figures, Good."));
    g_assert_true (umpire_scenario_redo (scenario));
    g_assert_true (g_str_has_prefix (adw_preferences_group_get_description (group), "As the log leaves it: 7 of 12 figures, Good."));
  }

  /* Nothing changed: said under the figures; nothing recorded. */
  events = umpire_scenario_get_n_events (scenario);
  gtk_editable_set_text (GTK_EDITABLE (reason), "counted again");
  g_signal_emit_by_name (record, "clicked");
  text = error_under (figures);
  g_assert_nonnull (text);
  g_assert_true (g_str_has_prefix (text, _("Figures on the table")));
  g_assert_nonnull (strstr (text, "nothing to correct"));
  g_assert_true (gtk_widget_has_css_class (figures, "error"));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, events);
  /* Not a number: under the figures, in words. */
  gtk_editable_set_text (GTK_EDITABLE (figures), "nine");
  g_signal_emit_by_name (record, "clicked");
  text = error_under (figures);
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, "“nine” is not a whole number"));
  g_assert_null (strstr (text, "figures:"));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, events);
  /* No reason: under the reason; the figures' mark went with the change. */
  gtk_editable_set_text (GTK_EDITABLE (figures), "9");
  g_assert_null (error_under (figures));
  gtk_editable_set_text (GTK_EDITABLE (reason), "  ");
  g_signal_emit_by_name (record, "clicked");
  text = error_under (reason);
  g_assert_nonnull (text);
  g_assert_true (g_str_has_prefix (text, _("Reason")));
  g_assert_nonnull (strstr (text, "with a reason"));
  g_assert_true (gtk_widget_has_css_class (reason, "error"));
  g_assert_null (error_under (figures));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, events);

  /* 9 figures, shaken, with a reason: one event, its trail naming both. */
  adw_combo_row_set_selected (morale, 1);
  gtk_editable_set_text (GTK_EDITABLE (reason), "two figures knocked over, not killed");
  g_signal_emit_by_name (reason, "entry-activated");
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, events + 1);
  event = umpire_scenario_get_event (scenario, events);
  g_assert_cmpstr (umpire_event_get_procedure (event), ==, "derosa.correction");
  trail = trail_of (umpire_event_get_result (event));
  g_test_message ("%s", trail);
  g_assert_nonnull (strstr (trail, "IR 169 figures 7 → 9"));
  g_assert_nonnull (strstr (trail, "IR 169 morale Good → Shaken"));
  g_assert_nonnull (strstr (trail, "two figures knocked over, not killed"));
  g_assert_cmpstr (now (&test, "IR 169", "figures"), ==, "9");
  g_assert_cmpstr (now (&test, "IR 169", "morale"), ==, "shaken");
  g_assert_false (gtk_widget_is_visible (figures));
  g_assert_true (says (fixture, "IR 169", "9 of 12 figures"));
  g_assert_true (says (fixture, "IR 169", umpire_derosa_morale_label (UMPIRE_DEROSA_SHAKEN)));
  g_assert_nonnull (toast);
  g_assert_nonnull (strstr (toast, "“IR 169” corrected"));
  g_assert_cmpuint (umpire_roster_unit_get_figures (target), ==, 12);

  /* A later fire reads the corrected 9: 5 casualties leave 4. */
  type_into (fixture, "derosa.fire", "chance-die", "5");
  g_assert_nonnull (fire (fixture));
  g_assert_true (says (fixture, "IR 169", "4 of 12 figures"));
  /* Undo the fire, then the correction (one action): 7, good, as before. */
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_true (says (fixture, "IR 169", "9 of 12 figures"));
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_true (says (fixture, "IR 169", "7 of 12 figures"));
  g_assert_true (says (fixture, "IR 169", umpire_derosa_morale_label (UMPIRE_DEROSA_GOOD)));
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, events);
  /* Redo: corrected again. */
  g_assert_true (umpire_scenario_redo (scenario));
  g_assert_true (says (fixture, "IR 169", "9 of 12 figures"));

  session_end (fixture, &test);
}

/* A scenario Umpire wrote before issue 24: its results named no unit, and
 * the page had carried the morale and fire turns over to the roster by
 * hand. It opens showing the figures it showed then, counted once: the
 * roster as stored is where the battle starts, and its events change no
 * unit. */
static void
test_old_roster (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "old-derosa-roster.umpire", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireRosterUnit) rifles = NULL;
  TestSession test = { NULL };
  GListStore *roster;

  (void) data;
  session_start (fixture, &test);
  show_roster_view (fixture->page);
  g_assert_true (umpire_session_load (test.session, file, &error));
  g_assert_no_error (error);
  roster = umpire_miniatures_page_get_roster (fixture->page);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 3);
  g_assert_cmpuint (umpire_scenario_get_cursor (umpire_session_get_scenario (test.session)), ==, 3);

  g_assert_true (says (fixture, "1st Bn Rifles", "12 figures"));
  g_assert_true (says (fixture, "1st Bn Rifles", umpire_derosa_morale_label (UMPIRE_DEROSA_SHAKEN)));
  g_assert_true (says (fixture, "1st Bn Rifles", "0 fire turns used"));
  g_assert_true (says (fixture, "IR 169", "16 figures"));
  g_assert_true (says (fixture, "IR 169", umpire_derosa_morale_label (UMPIRE_DEROSA_GOOD)));
  g_assert_true (says (fixture, "A Battery", "4 figures"));
  g_assert_true (says (fixture, "A Battery", "1 fire turn used"));
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(UmpireRosterUnit) unit = g_list_model_get_item (G_LIST_MODEL (roster), i);

      g_autofree char *beside = g_strdup_printf (" of %u figures", umpire_roster_unit_get_figures (unit));

      g_assert_false (says (fixture, umpire_roster_unit_get_name (unit), beside));
    }
  g_assert_cmpuint (umpire_battle_state_count_out_of_date (umpire_correction_state_of (umpire_session_get_scenario (test.session))),
                    ==, 0);

  /* Picked, it fills the forms as before: shaken, 12 figures. */
  rifles = g_list_model_get_item (G_LIST_MODEL (roster), 0);
  umpire_miniatures_page_set_unit (fixture->page, rifles);
  g_assert_cmpstr (umpire_procedure_form_get_choice (form (fixture, "derosa.fire"), "state"), ==, "shaken");
  g_assert_cmpstr (umpire_procedure_form_dup_value (form (fixture, "derosa.morale"), "figures"), ==, "12");
  /* New results name their units and change the state from there. */
  pick_target (fixture, "IR 169");
  type_into (fixture, "derosa.fire", "range", "8");
  type_into (fixture, "derosa.fire", "chance-die", "8");
  g_assert_nonnull (fire (fixture));
  /* 12 at 8": 2; die 8 + 1 = 9: +2; = 4, halved (shaken) = 2. */
  g_assert_true (says (fixture, "IR 169", "14 of 16 figures"));
  g_assert_true (umpire_session_get_dirty (test.session));
  session_end (fixture, &test);
}

static gboolean
every_form_built (gpointer data)
{
  return umpire_test_count_widgets (data, UMPIRE_TYPE_PROCEDURE_FORM) == 5;
}

/* Only the form shown is built before the page's first frame; the other
 * four follow it, and one asked for comes at once. */
static void
test_forms_after_first_frame (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  page = umpire_miniatures_page_new (rules, NULL);
  gtk_window_set_child (GTK_WINDOW (window), page);
  g_assert_cmpuint (umpire_test_count_widgets (page, UMPIRE_TYPE_PROCEDURE_FORM), ==, 1);
  g_assert_nonnull (umpire_miniatures_page_get_form (UMPIRE_MINIATURES_PAGE (page), "derosa.ammo"));
  g_assert_cmpuint (umpire_test_count_widgets (page, UMPIRE_TYPE_PROCEDURE_FORM), ==, 2);
  gtk_window_present (GTK_WINDOW (window));
  umpire_test_iterate_until (every_form_built, page);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The fire modifiers' switches are built when the row opens or one is
 * asked for, shown only while it is open; which are on is known before. */
static void
test_fire_modifiers_row (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) none = NULL;
  g_auto(GStrv) prone = NULL;
  GtkWidget *row;
  GtkSwitch *toggle;
  guint own;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  row = g_object_ref_sink (umpire_fire_modifiers_row_new (rules));
  /* The expander's own enable switch, and none of the modifiers'. */
  own = umpire_test_count_widgets (row, GTK_TYPE_SWITCH);
  g_assert_cmpuint (own, <=, 1);
  none = umpire_fire_modifiers_row_dup_active (UMPIRE_FIRE_MODIFIERS_ROW (row));
  g_assert_cmpuint (g_strv_length (none), ==, 0);

  toggle = umpire_fire_modifiers_row_get_switch (UMPIRE_FIRE_MODIFIERS_ROW (row), "target-prone");
  g_assert_nonnull (toggle);
  g_assert_cmpuint (umpire_test_count_widgets (row, GTK_TYPE_SWITCH), >, own + 1);
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (GTK_WIDGET (toggle), ADW_TYPE_ACTION_ROW)));
  gtk_switch_set_active (toggle, TRUE);
  prone = umpire_fire_modifiers_row_dup_active (UMPIRE_FIRE_MODIFIERS_ROW (row));
  g_assert_cmpuint (g_strv_length (prone), ==, 1);
  g_assert_cmpstr (prone[0], ==, "target-prone");
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), !=, "None");

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (GTK_WIDGET (toggle), ADW_TYPE_ACTION_ROW)));
  g_object_unref (row);
}

/* The page fits a phone: at most 360 px at the least, every form shown. */
static void
test_width (Fixture       *fixture,
            gconstpointer  data)
{
  static const char *const ids[] = { "derosa.fire", "derosa.morale", "derosa.move", "derosa.melee", "derosa.ammo" };
  int minimum = 0;

  gtk_widget_measure (GTK_WIDGET (fixture->page), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_test_message ("miniatures page: %d px at the least", minimum);
  g_assert_cmpint (minimum, <=, 360);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      gtk_widget_measure (GTK_WIDGET (form (fixture, ids[i])), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_test_message ("%s form: %d px at the least", ids[i], minimum);
      g_assert_cmpint (minimum, <=, 360 - 24);
    }
}

/* The Roster view fits a phone's 360 px with a unit's correction open and
 * refused, in German (the longest words): the two buttons side by side did
 * not ("Abbrechen", "Korrektur festhalten"). */
static void
test_roster_width (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(UmpireRosterUnit) battery = umpire_roster_unit_new ("Royal Field Artillery, 4th Battery", "british",
                                                                "artillery", 4);
  TestSession test = { NULL };
  GtkWidget *view;
  int minimum = 0;

  (void) data;
  umpire_test_speak_german (TRUE);
  session_start (fixture, &test);
  show_roster_view (fixture->page);
  umpire_miniatures_page_add_unit (fixture->page, battery);
  view = umpire_test_find_widget (GTK_WIDGET (fixture->page), UMPIRE_TYPE_ROSTER_VIEW);
  g_signal_emit_by_name (correct_button (fixture, "Royal Field Artillery, 4th Battery"), "clicked");
  g_assert_true (gtk_widget_is_visible (umpire_test_find_row (view, ADW_TYPE_ENTRY_ROW, _("Fire turns used"))));
  g_signal_emit_by_name (umpire_test_find_button (view, _("_Record Correction")), "clicked");
  g_assert_nonnull (error_under (umpire_test_find_row (view, ADW_TYPE_ENTRY_ROW, _("Figures on the table"))));
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_test_message ("roster view, correcting, in German: %d px at the least", minimum);
  g_assert_cmpint (minimum, <=, 360);
  gtk_widget_measure (GTK_WIDGET (fixture->page), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);
  session_end (fixture, &test);
  umpire_test_speak_german (FALSE);
}

/* The unit picker over the roster. */
static AdwComboRow *
unit_picker (GtkWidget  *widget,
             GListModel *roster)
{
  if (ADW_IS_COMBO_ROW (widget) && adw_combo_row_get_model (ADW_COMBO_ROW (widget)) == roster
      && !gtk_widget_get_ancestor (widget, UMPIRE_TYPE_PROCEDURE_FORM))
    return ADW_COMBO_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *found = unit_picker (child, roster);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* With no unit yet, the picker says where units come from; with one, what
 * picking it does. */
static void
test_unit_hint (Fixture       *fixture,
                gconstpointer  data)
{
  GListStore *roster = umpire_miniatures_page_get_roster (fixture->page);
  AdwComboRow *picker = unit_picker (GTK_WIDGET (fixture->page), G_LIST_MODEL (roster));
  g_autoptr(UmpireRosterUnit) unit = umpire_roster_unit_new ("1st Bn Rifles", "british", "infantry", 12);
  g_autofree char *empty = NULL;

  (void) data;
  g_assert_nonnull (picker);
  empty = g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (picker)));
  g_assert_nonnull (strstr (empty, "Roster"));
  umpire_miniatures_page_add_unit (fixture->page, unit);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (picker)), !=, empty);
  g_assert_null (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (picker)), "Roster"));
  g_list_store_remove_all (roster);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (picker)), ==, empty);
}

/* The labels a combo row offers, joined by "|". */
static char *
choices_of (AdwComboRow *row)
{
  GListModel *model = adw_combo_row_get_model (row);
  GString *out = g_string_new ("|");

  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      g_string_append_printf (out, "%s|", gtk_string_object_get_string (item));
    }
  return g_string_free (out, FALSE);
}

static guint
position_of (AdwComboRow *row,
             const char  *label)
{
  GListModel *model = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_str_equal (gtk_string_object_get_string (item), label))
        return i;
    }
  g_assert_not_reached ();
}

/* The Roster view, built when first shown (the umpire's switch to it). */
static void
show_roster_view (UmpireMiniaturesPage *page)
{
  AdwViewStack *stack = ADW_VIEW_STACK (umpire_test_find_widget (GTK_WIDGET (page), ADW_TYPE_VIEW_STACK));

  g_assert_nonnull (stack);
  adw_view_stack_set_visible_child_name (stack, "roster");
}

/* A German umpire picks the roster's nation from the rules ("Briten"), and
 * the small arms modifier follows it (typed as "Briten" it did not, the
 * modifiers switching on the English words alone). A nation an older
 * roster typed that the rules do not name stays as typed, takes no
 * modifier, and its row says so. */
static void
test_nation_choice (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (7);
  GtkWidget *window = gtk_window_new ();
  UmpireMiniaturesPage *page;
  GListStore *roster;
  AdwComboRow *nation;
  g_autoptr(UmpireRosterUnit) unit = NULL;
  g_autoptr(UmpireRosterUnit) typed = NULL;
  g_autofree char *choices = NULL;
  GtkWidget *row;

  umpire_test_speak_german (TRUE);
  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  page = UMPIRE_MINIATURES_PAGE (umpire_miniatures_page_new (rules, dice));
  roster = umpire_miniatures_page_get_roster (page);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_present (GTK_WINDOW (window));
  show_roster_view (page);

  nation = ADW_COMBO_ROW (umpire_test_find_row (GTK_WIDGET (page), ADW_TYPE_COMBO_ROW, _("Nation")));
  g_assert_nonnull (nation);
  choices = choices_of (nation);
  g_test_message ("nations: %s", choices);
  g_assert_cmpstr (choices, ==, "|Andere Nation|Briten|Franzosen|");
  /* No modifier unasked: another nation is the first choice. */
  g_assert_cmpuint (adw_combo_row_get_selected (nation), ==, 0);

  adw_combo_row_set_selected (nation, position_of (nation, "Briten"));
  gtk_editable_set_text (GTK_EDITABLE (umpire_test_find_row (GTK_WIDGET (page), ADW_TYPE_ENTRY_ROW, _("Name"))), "1st Bn Rifles");
  gtk_editable_set_text (GTK_EDITABLE (umpire_test_find_row (GTK_WIDGET (page), ADW_TYPE_ENTRY_ROW, _("Figures"))), "12");
  g_signal_emit_by_name (umpire_test_find_button (GTK_WIDGET (page), _("Add Unit")), "clicked");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 1);
  unit = g_list_model_get_item (G_LIST_MODEL (roster), 0);
  g_assert_cmpstr (umpire_roster_unit_get_nation (unit), ==, "british");
  g_assert_true (gtk_switch_get_active (umpire_miniatures_page_get_fire_modifier (page, "british-small-arms")));
  g_assert_false (gtk_switch_get_active (umpire_miniatures_page_get_fire_modifier (page, "french-small-arms")));
  row = umpire_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, "1st Bn Rifles");
  g_assert_nonnull (row);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Briten "));

  /* From an older roster: "Deutsche" typed, which the rules do not name. */
  typed = umpire_roster_unit_new ("IR 16", "Deutsche", "infantry", 12);
  umpire_miniatures_page_add_unit (page, typed);
  g_assert_false (gtk_switch_get_active (umpire_miniatures_page_get_fire_modifier (page, "british-small-arms")));
  g_assert_false (gtk_switch_get_active (umpire_miniatures_page_get_fire_modifier (page, "french-small-arms")));
  row = umpire_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, "IR 16");
  g_assert_nonnull (row);
  g_test_message ("%s", adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Deutsche "));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "kein Nationenmodifikator"));

  gtk_window_destroy (GTK_WINDOW (window));
  umpire_test_speak_german (FALSE);
}

/* Enter in the form adding a unit adds it, as Add Unit does; a number of
 * figures that is not one is refused beside its field, in words, and
 * nothing is added; fixed, Enter adds the unit. */
static void
test_roster_enter (Fixture       *fixture,
                   gconstpointer  data)
{
  GListStore *roster = umpire_miniatures_page_get_roster (fixture->page);
  GtkWidget *name, *figures, *error;
  g_autoptr(UmpireRosterUnit) unit = NULL;

  (void) data;
  show_roster_view (fixture->page);
  name = umpire_test_find_row (GTK_WIDGET (fixture->page), ADW_TYPE_ENTRY_ROW, _("Name"));
  figures = umpire_test_find_row (GTK_WIDGET (fixture->page), ADW_TYPE_ENTRY_ROW, _("Figures"));
  g_assert_nonnull (name);
  g_assert_nonnull (figures);

  gtk_editable_set_text (GTK_EDITABLE (name), "1st Bn Rifles");
  gtk_editable_set_text (GTK_EDITABLE (figures), "abc");
  g_signal_emit_by_name (figures, "entry-activated");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 0);
  g_assert_true (gtk_widget_has_css_class (figures, "error"));
  g_assert_true (umpire_test_shows_label (GTK_WIDGET (fixture->page), _("Figures: enter a whole number of 1 or more")));
  /* Right under the field it is about. */
  error = GTK_WIDGET (umpire_test_find_label_text (GTK_WIDGET (fixture->page),
                                                   _("Figures: enter a whole number of 1 or more")));
  g_assert_true (gtk_widget_get_prev_sibling (gtk_widget_get_ancestor (error, GTK_TYPE_LIST_BOX_ROW)) == figures);

  gtk_editable_set_text (GTK_EDITABLE (figures), "12");
  g_signal_emit_by_name (figures, "entry-activated");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 1);
  unit = g_list_model_get_item (G_LIST_MODEL (roster), 0);
  g_assert_cmpstr (umpire_roster_unit_get_name (unit), ==, "1st Bn Rifles");
  g_assert_cmpuint (umpire_roster_unit_get_figures (unit), ==, 12);
  g_assert_false (gtk_widget_has_css_class (figures, "error"));
  g_assert_false (gtk_widget_get_visible (error));
}

/* The roster is the session scenario's: the page shows the roster of the
 * scenario open, a change of it is a change of the scenario, and a result
 * that changed a unit (a failed morale test: shaken) survives a save and
 * an open, in the log the state replays (the roster keeps the unit as set
 * up); a new scenario starts with no units on the table. */
static void
test_roster_in_scenario (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-miniatures-XXXXXX", &error);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autofree char *lock = g_strconcat (autosave, ".lock", NULL);
  g_autofree char *path = g_build_filename (dir, "mametz.umpire", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(UmpireRosterUnit) unit = umpire_roster_unit_new ("2nd Bn Royal Welch Fusiliers", "british", "infantry", 12);
  g_autoptr(UmpireRosterUnit) opened = NULL;
  UmpireSession *session = umpire_session_new (autosave);
  const char *shaken = umpire_derosa_morale_label (UMPIRE_DEROSA_SHAKEN);
  GListStore *roster;
  GtkWidget *row;

  (void) data;
  show_roster_view (fixture->page);
  g_object_set (fixture->page, "session", session, NULL);
  roster = umpire_miniatures_page_get_roster (fixture->page);
  g_assert_true (roster == umpire_roster_get_for_scenario (umpire_session_get_scenario (session)));
  umpire_miniatures_page_add_unit (fixture->page, unit);
  g_assert_true (umpire_session_get_dirty (session));
  g_assert_cmpuint (umpire_scenario_get_units (umpire_session_get_scenario (session))->len, ==, 1);

  /* 12 figures need 6; a 4 fails: the unit is shaken for next turn. */
  type_into (fixture, "derosa.morale", "die", "4");
  g_assert_true (umpire_procedure_form_submit (form (fixture, "derosa.morale")));
  g_assert_cmpint (umpire_roster_unit_get_morale (unit), ==, UMPIRE_DEROSA_GOOD);
  g_assert_cmpstr (umpire_battle_state_get_unit (umpire_correction_state_of (umpire_session_get_scenario (session)),
                                                 "2nd Bn Royal Welch Fusiliers", "morale"), ==, "shaken");
  g_assert_true (umpire_session_save_as (session, file, &error));
  g_assert_no_error (error);
  g_assert_false (umpire_session_get_dirty (session));

  /* A new scenario: nothing on the table, in the list or the picker. */
  umpire_session_reset (session);
  roster = umpire_miniatures_page_get_roster (fixture->page);
  g_assert_true (roster == umpire_roster_get_for_scenario (umpire_session_get_scenario (session)));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 0);
  g_assert_null (umpire_test_find_row (GTK_WIDGET (fixture->page), ADW_TYPE_ACTION_ROW, "2nd Bn Royal Welch Fusiliers"));
  g_assert_nonnull (unit_picker (GTK_WIDGET (fixture->page), G_LIST_MODEL (roster)));
  g_assert_null (umpire_miniatures_page_get_unit (fixture->page));

  /* Opened again: the unit, shaken, listed and picked as before. */
  g_assert_true (umpire_session_load (session, file, &error));
  g_assert_no_error (error);
  roster = umpire_miniatures_page_get_roster (fixture->page);
  g_assert_true (roster == umpire_roster_get_for_scenario (umpire_session_get_scenario (session)));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 1);
  opened = g_list_model_get_item (G_LIST_MODEL (roster), 0);
  g_assert_true (opened != unit);
  g_assert_cmpstr (umpire_roster_unit_get_name (opened), ==, "2nd Bn Royal Welch Fusiliers");
  g_assert_cmpstr (umpire_roster_unit_get_nation (opened), ==, "british");
  g_assert_cmpuint (umpire_roster_unit_get_figures (opened), ==, 12);
  g_assert_cmpint (umpire_roster_unit_get_morale (opened), ==, UMPIRE_DEROSA_GOOD);
  row = umpire_test_find_row (GTK_WIDGET (fixture->page), ADW_TYPE_ACTION_ROW, "2nd Bn Royal Welch Fusiliers");
  g_assert_nonnull (row);
  g_test_message ("%s", adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), shaken));
  g_assert_nonnull (unit_picker (GTK_WIDGET (fixture->page), G_LIST_MODEL (roster)));
  umpire_miniatures_page_set_unit (fixture->page, opened);
  g_assert_cmpstr (umpire_procedure_form_get_choice (form (fixture, "derosa.morale"), "state"), ==, "shaken");
  g_assert_false (umpire_session_get_dirty (session));

  /* Taken off the table in the opened scenario: a change to save. */
  g_list_store_remove (roster, 0);
  g_assert_true (umpire_session_get_dirty (session));
  g_assert_cmpuint (umpire_scenario_get_units (umpire_session_get_scenario (session))->len, ==, 0);

  g_object_set (fixture->page, "session", NULL, NULL);
  g_assert_true (umpire_miniatures_page_get_roster (fixture->page) != roster);
  umpire_session_discard_autosave (session);
  g_object_unref (session);
  g_unlink (lock);
  g_unlink (path);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  /* German for the roster's nations (the rules' labels too): the catalog
   * built in po/ of the build. */
  umpire_test_bind_catalog ();
  umpire_test_translate_libraries ();
  adw_init ();

  g_test_add ("/umpire/gui/miniatures/fire", Fixture, NULL, fixture_set_up, test_fire_form, fixture_tear_down);
  g_test_add ("/umpire/gui/miniatures/fire-errors", Fixture, NULL, fixture_set_up, test_fire_errors, fixture_tear_down);
  g_test_add ("/umpire/gui/miniatures/session", Fixture, NULL, fixture_set_up, test_session, fixture_tear_down);
  g_test_add ("/umpire/gui/miniatures/fire-reduces-target", Fixture, NULL, fixture_set_up, test_fire_reduces_target,
              fixture_tear_down);
  g_test_add ("/umpire/gui/miniatures/roster", Fixture, NULL, fixture_set_up, test_roster_fills_forms, fixture_tear_down);
  g_test_add ("/umpire/gui/miniatures/roster-after-fire", Fixture, NULL, fixture_set_up, test_roster_after_fire,
              fixture_tear_down);
  g_test_add ("/umpire/gui/miniatures/roster-correct", Fixture, NULL, fixture_set_up, test_roster_correct,
              fixture_tear_down);
  g_test_add ("/umpire/gui/miniatures/old-roster", Fixture, NULL, fixture_set_up, test_old_roster,
              fixture_tear_down);

  g_test_add ("/umpire/gui/miniatures/width", Fixture, NULL, fixture_set_up, test_width, fixture_tear_down);
  g_test_add ("/umpire/gui/miniatures/roster-width", Fixture, NULL, fixture_set_up, test_roster_width,
              fixture_tear_down);
  g_test_add_func ("/umpire/gui/miniatures/forms-after-first-frame", test_forms_after_first_frame);
  g_test_add_func ("/umpire/gui/miniatures/fire-modifiers-row", test_fire_modifiers_row);
  g_test_add ("/umpire/gui/miniatures/unit-hint", Fixture, NULL, fixture_set_up, test_unit_hint, fixture_tear_down);
  g_test_add_func ("/umpire/gui/miniatures/nation-choice", test_nation_choice);
  g_test_add ("/umpire/gui/miniatures/roster-enter", Fixture, NULL, fixture_set_up, test_roster_enter,
              fixture_tear_down);
  g_test_add ("/umpire/gui/miniatures/roster-in-scenario", Fixture, NULL, fixture_set_up, test_roster_in_scenario,
              fixture_tear_down);
  return g_test_run ();
}
