/* test-procedure-form.c: what every procedure form does, in real widgets
 *
 * A De Rosa ammunition form (fire turns used, resupply, the resupply roll)
 * stands for any: an empty field is refused and nothing is rolled or
 * recorded; every bad field is marked at once, in words, under itself;
 * typed dice serve one result; any change marks the result out of date;
 * Enter submits; the form fits a phone; a result goes into the session the
 * form is given, and nowhere without one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "umpire-battle-state.h"
#include "umpire-derosa.h"
#include "umpire-field-row.h"
#include "umpire-form.h"
#include "umpire-input-error.h"
#include "umpire-inputs.h"
#include "umpire-procedure-form.h"
#include "umpire-session.h"
#include "umpire-test-gui.h"

typedef struct
{
  UmpireRules         *rules;
  UmpireDice          *dice;
  GtkWindow           *window;
  UmpireProcedureForm *form;
  guint                recorded;
} Fixture;

static void
on_recorded (Fixture *f)
{
  f->recorded++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (f->rules, &error));
  f->dice = umpire_dice_new_seeded (11);
  f->form = UMPIRE_PROCEDURE_FORM (umpire_procedure_form_new (&umpire_derosa_ammo_info, f->rules, f->dice));
  g_signal_connect_swapped (f->form, "recorded", G_CALLBACK (on_recorded), f);
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_child (f->window, GTK_WIDGET (f->form));
  gtk_window_present (f->window);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  g_clear_object (&f->dice);
  g_clear_object (&f->rules);
}

static const char *
text_of (Fixture    *f,
         const char *name)
{
  return gtk_editable_get_text (GTK_EDITABLE (umpire_procedure_form_get_field (f->form, name)));
}

static void
type (Fixture    *f,
      const char *name,
      const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (umpire_procedure_form_get_field (f->form, name)), text);
}

/* The fields are the descriptor's, labelled in words; the die says its dice. */
static void
test_fields (Fixture       *f,
             gconstpointer  data)
{
  GtkWidget *used = umpire_procedure_form_get_field (f->form, "used");
  GtkWidget *die = umpire_procedure_form_get_field (f->form, "die");

  g_assert_true (ADW_IS_ENTRY_ROW (used));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (used)), ==, "Fire turns used");
  g_assert_true (GTK_IS_SWITCH (umpire_procedure_form_get_field (f->form, "resupply")));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (die)), ==, "Resupply roll");
}

/* Nothing is rolled or recorded until every field is right; each wrong
 * field says so under itself, in words. */
static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  const char *text;

  g_assert_false (umpire_procedure_form_submit (f->form));
  g_assert_cmpstr (umpire_procedure_form_get_field_error (f->form, "used"), ==, "Fire turns used: enter a number");
  g_assert_cmpstr (umpire_procedure_form_get_error (f->form), ==, "Fire turns used: enter a number");
  g_assert_true (gtk_widget_has_css_class (umpire_procedure_form_get_field (f->form, "used"), "error"));

  /* Two wrong fields: both marked, the dice untouched, nothing recorded. */
  type (f, "used", "9");
  g_assert_null (umpire_procedure_form_get_field_error (f->form, "used"));
  type (f, "die", "11");
  g_assert_false (umpire_procedure_form_submit (f->form));
  text = umpire_procedure_form_get_field_error (f->form, "die");
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, "Resupply roll: 11 is not a face"));
  g_assert_nonnull (umpire_procedure_form_get_field_error (f->form, "used"));
  g_assert_cmpuint (umpire_dice_get_history (f->dice)->len, ==, 0);
  g_assert_cmpuint (f->recorded, ==, 0);
  g_assert_null (umpire_procedure_form_get_result (f->form));
  /* Fixed, the mark goes at once. */
  type (f, "die", "3");
  g_assert_null (umpire_procedure_form_get_field_error (f->form, "die"));
  g_assert_false (gtk_widget_has_css_class (umpire_procedure_form_get_field (f->form, "die"), "error"));
}

/* Typed dice serve one result; a change marks it out of date; Enter
 * submits; an empty die is rolled by Umpire. */
static void
test_result (Fixture       *f,
             gconstpointer  data)
{
  UmpireResultView *view = umpire_procedure_form_get_result_view (f->form);

  type (f, "used", "2");
  umpire_procedure_form_set_value (f->form, "resupply", "yes");
  type (f, "die", "3");
  g_assert_true (umpire_procedure_form_submit (f->form));
  g_assert_cmpuint (f->recorded, ==, 1);
  g_assert_cmpstr (umpire_result_get_value (umpire_procedure_form_get_result (f->form), "roll"), ==, "3");
  g_assert_cmpstr (text_of (f, "die"), ==, "");
  g_assert_cmpstr (text_of (f, "used"), ==, "2");
  g_assert_false (umpire_result_view_get_stale (view));
  g_assert_cmpuint (umpire_dice_get_history (f->dice)->len, ==, 0);

  type (f, "used", "1");
  g_assert_true (umpire_result_view_get_stale (view));
  umpire_procedure_form_set_value (f->form, "used", "2");

  /* Enter in a field submits; the empty die is the session's roll. */
  g_signal_emit_by_name (umpire_procedure_form_get_field (f->form, "used"), "entry-activated");
  g_assert_cmpuint (f->recorded, ==, 2);
  g_assert_false (umpire_result_view_get_stale (view));
  g_assert_cmpuint (umpire_dice_get_history (f->dice)->len, ==, 1);

  /* An error drops the result: none stands beside it. */
  type (f, "used", "");
  g_assert_false (umpire_procedure_form_submit (f->form));
  g_assert_null (umpire_procedure_form_get_result (f->form));
  g_assert_null (umpire_result_view_get_result (view));
}

/* A form records into the session it is given (the window hands the
 * page its own); without one it shows the result and records nothing. */
static void
test_session (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-form-XXXXXX", &error);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autoptr(UmpireSession) session = umpire_session_new (autosave);
  UmpireScenario *scenario = umpire_session_get_scenario (session);
  UmpireSession *held = NULL;
  UmpireEvent *event;

  /* No session: shown, announced to the page, in no log. */
  g_assert_null (umpire_procedure_form_get_session (f->form));
  type (f, "used", "2");
  umpire_procedure_form_set_value (f->form, "resupply", "yes");
  type (f, "die", "3");
  g_assert_true (umpire_procedure_form_submit (f->form));
  g_assert_nonnull (umpire_result_view_get_result (umpire_procedure_form_get_result_view (f->form)));
  g_assert_cmpuint (f->recorded, ==, 1);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 0);

  /* Given one (as the window does, by the property), the result is in its log. */
  g_object_set (f->form, "session", session, NULL);
  g_object_get (f->form, "session", &held, NULL);
  g_assert_true (held == session);
  g_object_unref (held);
  type (f, "die", "4");
  g_assert_true (umpire_procedure_form_submit (f->form));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 1);
  event = umpire_scenario_get_event (scenario, 0);
  g_assert_cmpstr (umpire_event_get_procedure (event), ==, "derosa.ammo");
  g_assert_cmpstr (umpire_result_get_value (umpire_event_get_result (event), "roll"), ==, "4");
  g_assert_cmpstr (umpire_result_get_input (umpire_event_get_result (event), "used"), ==, "2");
  g_assert_true (umpire_session_get_dirty (session));

  /* A refused submit records nothing. */
  type (f, "die", "12");
  g_assert_false (umpire_procedure_form_submit (f->form));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 1);

  /* Taken away again: nothing more goes into it. */
  umpire_procedure_form_set_session (f->form, NULL);
  type (f, "die", "5");
  g_assert_true (umpire_procedure_form_submit (f->form));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 1);

  umpire_session_discard_autosave (session);
  g_clear_object (&session);
  {
    g_autofree char *lock = g_strconcat (autosave, ".lock", NULL);

    g_unlink (lock);
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Sections stand side by side when wide, stacked when narrow; the form
 * never needs more than a phone's width. */
static void
test_width (Fixture       *f,
            gconstpointer  data)
{
  static const char *const first[] = { "used", NULL };
  static const char *const second[] = { "resupply", "die", "five-resupplies", NULL };
  int minimum = 0;

  umpire_procedure_form_add_section (f->form, "One", first);
  umpire_procedure_form_add_section (f->form, "Two", second);
  gtk_widget_measure (GTK_WIDGET (f->form), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_test_message ("procedure form: %d px at the least", minimum);
  /* 360 px less the page's margins. */
  g_assert_cmpint (minimum, <=, 360 - 24);
}

/* The label under `root` whose text starts with `prefix`. */
static GtkLabel *
find_label_with_prefix (GtkWidget  *root,
                        const char *prefix)
{
  if (GTK_IS_LABEL (root) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (root)), prefix))
    return GTK_LABEL (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label_with_prefix (child, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static int
label_natural_width (GtkLabel *label)
{
  int natural = 0;

  gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/* How many lines the die field's hint takes with the form `width` wide, in
 * two sections as HQ reserves has them. */
static int
hint_lines (UmpireRules *rules,
            UmpireDice  *dice,
            int          width,
            char       **text,
            char       **error_text)
{
  static const char *const first[] = { "used", NULL };
  static const char *const second[] = { "resupply", "die", "five-resupplies", NULL };
  UmpireProcedureForm *form = UMPIRE_PROCEDURE_FORM (umpire_procedure_form_new (&umpire_derosa_ammo_info, rules, dice));
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *die;
  GtkLabel *hint, *title;
  int lines;

  umpire_procedure_form_add_section (form, "One", first);
  umpire_procedure_form_add_section (form, "Two", second);
  gtk_window_set_default_size (window, width, 600);
  gtk_window_set_child (window, GTK_WIDGET (form));
  gtk_window_present (window);
  umpire_test_wait_frames (10);
  /* The hint starts with the dice, in the umpire's notation. */
  die = umpire_procedure_form_get_field (form, "die");
  hint = find_label_with_prefix (die, "1W10");
  g_assert_nonnull (hint);
  lines = pango_layout_get_line_count (gtk_label_get_layout (hint));
  *text = g_strdup (gtk_label_get_text (hint));
  /* Nothing cut off, and the field's title keeps its room. */
  title = umpire_test_find_label_text (die, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (die)));
  g_assert_nonnull (title);
  g_test_message ("%d px: the hint “%s” on %d line(s), %d px wide; the title %d px of %d", width, *text, lines,
                  gtk_widget_get_width (GTK_WIDGET (hint)), gtk_widget_get_width (GTK_WIDGET (title)),
                  label_natural_width (title));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (hint)), >=, label_natural_width (hint));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (title)), >=, label_natural_width (title));
  gtk_editable_set_text (GTK_EDITABLE (umpire_procedure_form_get_field (form, "die")), "11");
  g_assert_false (umpire_procedure_form_submit (form));
  *error_text = g_strdup (umpire_procedure_form_get_field_error (form, "die"));
  gtk_window_destroy (window);
  return lines;
}

/* In German a die field says "1W10" over "leer: Umpire würfelt", the
 * notation its error uses ("11 ist kein Wert eines W10"): two lines in a
 * two-column form at 1366 px (it wrapped to three) and on a phone, its
 * title whole at both. */
static void
test_die_hint (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (11);
  g_autofree char *wide_text = NULL, *wide_error = NULL;
  g_autofree char *narrow_text = NULL, *narrow_error = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  umpire_test_speak_german (TRUE);

  /* The form's width beside the sidebar of a 1366 px window, and a phone:
   * two lines at both, the dice above. */
  g_assert_cmpint (hint_lines (rules, dice, 900, &wide_text, &wide_error), ==, 2);
  g_assert_cmpstr (wide_text, ==, "1W10\nleer: Umpire würfelt");
  g_assert_nonnull (strstr (wide_error, "W10"));
  g_assert_null (strstr (wide_error, "d10"));
  g_assert_cmpint (hint_lines (rules, dice, 360, &narrow_text, &narrow_error), ==, 2);
  g_assert_cmpstr (narrow_text, ==, wide_text);

  umpire_test_speak_german (FALSE);
}

/* A fire at IR 169 recorded straight into the scenario's log, as another
 * page would (20 rifles at 6", chance 10: 5 casualties). */
static void
record_fire (UmpireScenario *scenario,
             UmpireRules    *rules)
{
  g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(UmpireBattleState) state = umpire_battle_state_new (scenario);
  g_autoptr(GError) error = NULL;

  g_hash_table_insert (inputs, g_strdup ("weapon"), g_strdup ("rifle"));
  g_hash_table_insert (inputs, g_strdup ("range"), g_strdup ("6"));
  g_hash_table_insert (inputs, g_strdup ("chance-die"), g_strdup ("10"));
  g_hash_table_insert (inputs, g_strdup ("unit"), g_strdup ("2nd Royal Fusiliers"));
  g_hash_table_insert (inputs, g_strdup ("target"), g_strdup ("IR 169"));
  umpire_battle_state_fill_inputs (state, &umpire_derosa_fire_info, UMPIRE_SIDE_ATTACKER, inputs);
  result = umpire_procedure_run (&umpire_derosa_fire_info, rules, inputs, dice, &error);
  g_assert_no_error (error);
  umpire_scenario_record (scenario, result, NULL, UMPIRE_SIDE_ATTACKER);
}

static const char *
hint_of (UmpireProcedureForm *form,
         const char          *name)
{
  return umpire_field_row_get_hint (umpire_field_rows_lookup (umpire_procedure_form_get_fields (form), NULL, name));
}

/* Every input the descriptor reads from the battle's state is pre-filled
 * from it, says where it came from, and follows the state; a value the
 * umpire typed stays theirs when the state changes; another unit named
 * brings that unit's figures. */
static void
test_state_fill (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (3);
  g_autofree char *dir = g_dir_make_tmp ("umpire-form-XXXXXX", &error);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autoptr(UmpireSession) session = umpire_session_new (autosave);
  UmpireScenario *scenario = umpire_session_get_scenario (session);
  UmpireUnit fusiliers = { .name = "2nd Royal Fusiliers", .side = UMPIRE_SIDE_ATTACKER, .strength = 20,
                           .system = "derosa", .morale = "good" };
  UmpireUnit ir169 = { .name = "IR 169", .side = UMPIRE_SIDE_DEFENDER, .strength = 12,
                       .system = "derosa", .morale = "shaken" };
  UmpireProcedureForm *form;
  GtkWindow *window;
  g_autofree char *value = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  umpire_scenario_add_unit (scenario, &fusiliers);
  umpire_scenario_add_unit (scenario, &ir169);
  form = UMPIRE_PROCEDURE_FORM (umpire_procedure_form_new (&umpire_derosa_fire_info, rules, dice));
  umpire_procedure_form_set_field_flags (form, "unit", UMPIRE_FORM_FIELD_OPTIONAL);
  umpire_procedure_form_set_field_flags (form, "target", UMPIRE_FORM_FIELD_OPTIONAL);
  umpire_procedure_form_set_field_flags (form, "target-figures", UMPIRE_FORM_FIELD_OPTIONAL);
  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_child (window, GTK_WIDGET (form));
  gtk_window_present (window);
  umpire_procedure_form_set_session (form, session);

  /* No unit named: nothing the state gives. */
  g_assert_null (umpire_procedure_form_dup_value (form, "target-figures"));
  g_assert_null (umpire_procedure_form_get_field_source (form, "target-figures"));

  /* Units named: their figures and morale, with where they came from. */
  umpire_procedure_form_set_value (form, "unit", "2nd Royal Fusiliers");
  umpire_procedure_form_set_value (form, "target", "IR 169");
  value = umpire_procedure_form_dup_value (form, "strength");
  g_assert_cmpstr (value, ==, "20");
  g_clear_pointer (&value, g_free);
  value = umpire_procedure_form_dup_value (form, "target-figures");
  g_assert_cmpstr (value, ==, "12");
  g_clear_pointer (&value, g_free);
  g_assert_cmpstr (umpire_procedure_form_get_choice (form, "state"), ==, "good");
  g_assert_cmpstr (umpire_procedure_form_get_field_source (form, "target-figures"), ==, "IR 169 figures");
  g_assert_cmpstr (umpire_procedure_form_get_field_source (form, "strength"), ==, "2nd Royal Fusiliers figures");
  g_assert_cmpstr (hint_of (form, "target-figures"), ==, "From the battle’s state: IR 169 figures");

  /* The umpire says only 15 of the fusiliers fire: theirs from now on. */
  umpire_procedure_form_set_value (form, "strength", "15");
  g_assert_null (umpire_procedure_form_get_field_source (form, "strength"));
  g_assert_cmpstr (hint_of (form, "strength"), !=, "From the battle’s state: 2nd Royal Fusiliers figures");

  /* A fire recorded elsewhere takes 5 figures off IR 169: the target's
   * figures follow, the strength typed stays. */
  record_fire (scenario, rules);
  value = umpire_procedure_form_dup_value (form, "target-figures");
  g_assert_cmpstr (value, ==, "7");
  g_clear_pointer (&value, g_free);
  value = umpire_procedure_form_dup_value (form, "strength");
  g_assert_cmpstr (value, ==, "15");
  g_clear_pointer (&value, g_free);
  g_assert_cmpstr (umpire_procedure_form_get_field_source (form, "target-figures"), ==, "IR 169 figures");

  /* Undone: the figures as they were. */
  g_assert_true (umpire_scenario_undo (scenario));
  value = umpire_procedure_form_dup_value (form, "target-figures");
  g_assert_cmpstr (value, ==, "12");
  g_clear_pointer (&value, g_free);

  /* Another firing unit named: its figures, the state's again. */
  umpire_procedure_form_set_value (form, "unit", "IR 169");
  value = umpire_procedure_form_dup_value (form, "strength");
  g_assert_cmpstr (value, ==, "12");
  g_clear_pointer (&value, g_free);
  g_assert_cmpstr (umpire_procedure_form_get_choice (form, "state"), ==, "shaken");
  g_assert_cmpstr (umpire_procedure_form_get_field_source (form, "strength"), ==, "IR 169 figures");

  /* The target's figures typed by the umpire stay when the state moves. */
  umpire_procedure_form_set_value (form, "target-figures", "9");
  g_assert_true (umpire_scenario_redo (scenario));
  value = umpire_procedure_form_dup_value (form, "target-figures");
  g_assert_cmpstr (value, ==, "9");
  g_clear_pointer (&value, g_free);
  g_assert_null (umpire_procedure_form_get_field_source (form, "target-figures"));

  gtk_window_destroy (window);
  umpire_session_discard_autosave (session);
  g_clear_object (&session);
  {
    g_autofree char *lock = g_strconcat (autosave, ".lock", NULL);

    g_unlink (lock);
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The page's context: a battery of its own picker, or a refusal naming a
 * field (a figure of the battle's state the fields contradict). */
static gboolean
battery_context (UmpireProcedureForm  *form,
                 GHashTable           *inputs,
                 gpointer              data,
                 GError              **error)
{
  if (g_strcmp0 (g_hash_table_lookup (inputs, "used"), "4") == 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "used", "the roster says 1");
      return FALSE;
    }
  g_hash_table_insert (inputs, g_strdup ("battery"), g_strdup ("Batterie 3"));
  return TRUE;
}

/* The form runs its procedure through the descriptor: the result records
 * every input the fields read (the die's face in its trail, not as an
 * input), with what the page's context adds; a context's refusal is shown
 * under the field it names and nothing is rolled or recorded. */
static void
test_descriptor_run (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GHashTable) inputs = NULL;
  UmpireResult *result;

  type (f, "used", "2");
  umpire_procedure_form_set_value (f->form, "five-resupplies", "yes");
  umpire_procedure_form_set_value (f->form, "resupply", "yes");
  type (f, "die", "5");
  inputs = umpire_procedure_form_dup_inputs (f->form, NULL);
  g_assert_cmpstr (g_hash_table_lookup (inputs, "used"), ==, "2");
  g_assert_cmpstr (g_hash_table_lookup (inputs, "five-resupplies"), ==, "yes");
  g_assert_false (g_hash_table_contains (inputs, "die"));
  g_assert_false (g_hash_table_contains (inputs, "battery"));
  g_assert_true (umpire_procedure_form_submit (f->form));
  result = umpire_procedure_form_get_result (f->form);
  g_assert_cmpstr (umpire_result_get_input (result, "used"), ==, "2");
  /* A field no page runner of old read reaches the procedure. */
  g_assert_cmpstr (umpire_result_get_input (result, "five-resupplies"), ==, "yes");
  g_assert_cmpstr (umpire_result_get_value (result, "roll"), ==, "5");
  g_assert_null (umpire_result_get_input (result, "battery"));

  umpire_procedure_form_set_context (f->form, battery_context, NULL);
  type (f, "die", "5");
  g_assert_true (umpire_procedure_form_submit (f->form));
  g_assert_cmpstr (umpire_result_get_input (umpire_procedure_form_get_result (f->form), "battery"), ==, "Batterie 3");
  g_assert_cmpuint (f->recorded, ==, 2);

  type (f, "used", "4");
  g_assert_false (umpire_procedure_form_submit (f->form));
  g_assert_cmpstr (umpire_procedure_form_get_field_error (f->form, "used"), ==, "Fire turns used: the roster says 1");
  g_assert_null (umpire_procedure_form_get_result (f->form));
  g_assert_cmpuint (f->recorded, ==, 2);
  g_assert_cmpuint (umpire_dice_get_history (f->dice)->len, ==, 0);
}

/* A field's own explanation (its tooltip and description) gives way to an
 * error's text while it is marked, and comes back when the mark goes (the
 * bombardment's tips were lost after the first error). */
static void
test_description_kept (void)
{
  GtkWidget *spin = g_object_ref_sink (gtk_spin_button_new_with_range (0, 10, 1));
  g_autoptr(GError) error = NULL;

  umpire_form_set_description (spin, "Bases, with its supporting bases");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (spin), ==, "Bases, with its supporting bases");
  umpire_input_error (&error, UMPIRE_INPUT_ERROR_INVALID, "bases", "must be 0 to 10");
  umpire_form_mark_error (spin, NULL, error);
  g_assert_true (gtk_widget_has_css_class (spin, "error"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (spin), ==, umpire_input_error_get_text (error));
  /* Set while marked: kept for when the mark goes. */
  umpire_form_set_description (spin, "Bases of the target");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (spin), ==, umpire_input_error_get_text (error));
  umpire_form_clear_error (spin);
  g_assert_false (gtk_widget_has_css_class (spin, "error"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (spin), ==, "Bases of the target");
  g_object_unref (spin);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* German for the die hint: the catalog built in po/ of the build. */
  umpire_test_bind_catalog ();
  /* C_ and the rules' labels in German too. */
  umpire_test_translate_libraries ();
  gtk_init ();
  adw_init ();

  g_test_add ("/umpire/procedure-form/fields", Fixture, NULL, fixture_set_up, test_fields, fixture_tear_down);
  g_test_add ("/umpire/procedure-form/refused", Fixture, NULL, fixture_set_up, test_refused, fixture_tear_down);
  g_test_add ("/umpire/procedure-form/result", Fixture, NULL, fixture_set_up, test_result, fixture_tear_down);
  g_test_add ("/umpire/procedure-form/session", Fixture, NULL, fixture_set_up, test_session, fixture_tear_down);
  g_test_add ("/umpire/procedure-form/width", Fixture, NULL, fixture_set_up, test_width, fixture_tear_down);
  g_test_add ("/umpire/procedure-form/descriptor-run", Fixture, NULL, fixture_set_up, test_descriptor_run,
              fixture_tear_down);
  g_test_add_func ("/umpire/procedure-form/die-hint", test_die_hint);
  g_test_add_func ("/umpire/procedure-form/state-fill", test_state_fill);
  g_test_add_func ("/umpire/procedure-form/description-kept", test_description_kept);
  return g_test_run ();
}
