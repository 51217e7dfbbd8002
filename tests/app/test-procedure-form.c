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
#include <glib/gstdio.h>
#include <string.h>

#include "umpire-derosa.h"
#include "umpire-procedure-form.h"
#include "umpire-session.h"

typedef struct
{
  UmpireRules         *rules;
  UmpireDice          *dice;
  GtkWindow           *window;
  UmpireProcedureForm *form;
  guint                recorded;
} Fixture;

static UmpireResult *
run_ammo (UmpireProcedureForm  *form,
          UmpireDice           *dice,
          gpointer              data,
          GError              **error)
{
  UmpireDerosaAmmoInput input = {
    .used = (guint) umpire_procedure_form_get_number (form, "used"),
    .resupply = umpire_procedure_form_get_flag (form, "resupply"),
  };

  return umpire_derosa_ammo (umpire_procedure_form_get_rules (form), &input, dice, error);
}

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
  umpire_procedure_form_set_runner (f->form, run_ammo, NULL);
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
  static const char *const second[] = { "resupply", "die", NULL };
  int minimum = 0;

  umpire_procedure_form_add_section (f->form, "One", first);
  umpire_procedure_form_add_section (f->form, "Two", second);
  gtk_widget_measure (GTK_WIDGET (f->form), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_test_message ("procedure form: %d px at the least", minimum);
  /* 360 px less the page's margins. */
  g_assert_cmpint (minimum, <=, 360 - 24);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

  g_test_add ("/umpire/procedure-form/fields", Fixture, NULL, fixture_set_up, test_fields, fixture_tear_down);
  g_test_add ("/umpire/procedure-form/refused", Fixture, NULL, fixture_set_up, test_refused, fixture_tear_down);
  g_test_add ("/umpire/procedure-form/result", Fixture, NULL, fixture_set_up, test_result, fixture_tear_down);
  g_test_add ("/umpire/procedure-form/session", Fixture, NULL, fixture_set_up, test_session, fixture_tear_down);
  g_test_add ("/umpire/procedure-form/width", Fixture, NULL, fixture_set_up, test_width, fixture_tear_down);
  return g_test_run ();
}
