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
  /* 7 left: a second volley of 5 leaves 2, a third is held at those 2 */
  type_into (fixture, "derosa.fire", "chance-die", "5");
  g_assert_nonnull (fire (fixture));
  g_assert_cmpstr (umpire_battle_state_get_unit (umpire_correction_state_of (scenario), "IR 169", "figures"), ==, "2");
  type_into (fixture, "derosa.fire", "chance-die", "5");
  result = fire (fixture);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "2");
  g_assert_cmpstr (umpire_battle_state_get_unit (umpire_correction_state_of (scenario), "IR 169", "figures"), ==, "0");
  /* Undone, the figures come back */
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_cmpstr (umpire_battle_state_get_unit (umpire_correction_state_of (scenario), "IR 169", "figures"), ==, "2");

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
  UmpireResult *result;

  (void) data;
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

  /* Morale: 12 figures need 6; a 4 fails; the unit is shaken for next turn. */
  g_assert_cmpstr (umpire_procedure_form_dup_value (form (fixture, "derosa.morale"), "figures"), ==, "12");
  type_into (fixture, "derosa.morale", "die", "4");
  g_assert_true (umpire_procedure_form_submit (form (fixture, "derosa.morale")));
  g_assert_cmpint (umpire_roster_unit_get_morale (unit), ==, UMPIRE_DEROSA_SHAKEN);
  g_assert_cmpstr (umpire_procedure_form_get_choice (form (fixture, "derosa.morale"), "state"), ==, "shaken");

  /* Next turn the fire form starts shaken: (2 + 2) x 1/2 = 2. */
  umpire_miniatures_page_set_unit (fixture->page, unit);
  g_assert_cmpstr (umpire_procedure_form_get_choice (form (fixture, "derosa.fire"), "state"), ==, "shaken");
  type_into (fixture, "derosa.fire", "range", "8");
  type_into (fixture, "derosa.fire", "chance-die", "8");
  result = fire (fixture);
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "2");
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
 * carried over to a unit (a failed morale test: shaken) survives a save
 * and an open; a new scenario starts with no units on the table. */
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
  g_assert_cmpint (umpire_roster_unit_get_morale (unit), ==, UMPIRE_DEROSA_SHAKEN);
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
  g_assert_cmpint (umpire_roster_unit_get_morale (opened), ==, UMPIRE_DEROSA_SHAKEN);
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

  g_test_add ("/umpire/gui/miniatures/width", Fixture, NULL, fixture_set_up, test_width, fixture_tear_down);
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
