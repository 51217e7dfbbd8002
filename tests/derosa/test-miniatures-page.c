/* test-miniatures-page.c: the De Rosa fire form and roster, in real widgets
 *
 * Expected values worked out by hand from rules-sources/003_11ff81f41091c16b.txt.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

#include "umpire-miniatures-page.h"
#include "umpire-result-view.h"
#include "umpire-roster.h"

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

static GtkWidget *
child (Fixture    *fixture,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (fixture->page), UMPIRE_TYPE_MINIATURES_PAGE, name);

  g_assert_nonnull (object);
  return GTK_WIDGET (object);
}

static void
type_into (Fixture    *fixture,
           const char *name,
           const char *text)
{
  GtkWidget *row = child (fixture, name);

  gtk_widget_grab_focus (row);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
}

/* The fire form's switch for one modifier (named after its id). */
static GtkSwitch *
modifier_switch (GtkWidget  *root,
                 const char *id)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkSwitch *found;

      if (GTK_IS_SWITCH (c) && g_strcmp0 (gtk_widget_get_name (c), id) == 0)
        return GTK_SWITCH (c);
      if ((found = modifier_switch (c, id)) != NULL)
        return found;
    }
  return NULL;
}

static UmpireResult *
fire (Fixture *fixture)
{
  g_signal_emit_by_name (child (fixture, "fire_button"), "clicked");
  return umpire_result_view_get_result (UMPIRE_RESULT_VIEW (child (fixture, "fire_result")));
}

static void
test_fire_form (Fixture       *fixture,
                gconstpointer  data)
{
  GtkSwitch *prone, *enfiladed;
  UmpireResult *result;

  (void) data;
  /* 20 riflemen at 3": 5; die 5: +0; prone -1 = 4; enfiladed x2 = 8. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (fixture, "fire_weapon")), 0);
  type_into (fixture, "fire_strength", "20");
  type_into (fixture, "fire_range", "3");
  type_into (fixture, "fire_die", "5");
  prone = modifier_switch (child (fixture, "fire_modifiers"), "target-prone");
  enfiladed = modifier_switch (child (fixture, "fire_modifiers"), "enfiladed");
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
  g_assert_false (gtk_widget_get_visible (child (fixture, "fire_error")));

  /* Machine guns: 2 MG at 8" fire on the 20 column, medium: 3; die 9: +2 = 5,
   * prone -1 = 4, enfiladed x2 = 8; range typed with its inch mark. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (fixture, "fire_weapon")), 1);
  type_into (fixture, "fire_strength", "2");
  type_into (fixture, "fire_range", "8\"");
  type_into (fixture, "fire_die", "9");
  result = fire (fixture);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "factor"), ==, "3");
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "8");

  /* Field guns, 4 crew at 35": long 2; die 0 is 10: +2; = 4 - 1 = 3, x2 = 6. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (fixture, "fire_weapon")), 3);
  type_into (fixture, "fire_strength", "4");
  type_into (fixture, "fire_range", "35");
  type_into (fixture, "fire_die", "0");
  result = fire (fixture);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "6");

  /* An empty die: the session's dice roll, and the roll is in the trail. */
  type_into (fixture, "fire_die", "");
  result = fire (fixture);
  g_assert_nonnull (result);
  g_assert_nonnull (umpire_result_get_value (result, "roll"));
}

static void
test_fire_errors (Fixture       *fixture,
                  gconstpointer  data)
{
  static const struct { const char *strength, *range, *die, *field; } cases[] = {
    { "-3", "3", "5", "fire_strength" },    /* never clamped to 0 or 1 */
    { "", "3", "5", "fire_strength" },
    { "21", "3", "5", "fire_strength" },    /* no column for 21 riflemen */
    { "20", "25", "5", "fire_range" },      /* beyond 20" */
    { "20", "far", "5", "fire_range" },
    { "20", "3", "11", "fire_die" },        /* not a face of a d10 */
  };

  (void) data;
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (fixture, "fire_weapon")), 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtkWidget *label = child (fixture, "fire_error");

      type_into (fixture, "fire_strength", cases[i].strength);
      type_into (fixture, "fire_range", cases[i].range);
      type_into (fixture, "fire_die", cases[i].die);
      g_assert_null (fire (fixture));
      g_assert_true (gtk_widget_has_css_class (child (fixture, cases[i].field), "error"));
      g_assert_true (gtk_widget_get_visible (label));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), !=, "");
      g_test_message ("%s: %s", cases[i].field, gtk_label_get_text (GTK_LABEL (label)));
    }

  /* Put right, the marks go. */
  type_into (fixture, "fire_die", "5");
  g_assert_nonnull (fire (fixture));
  g_assert_false (gtk_widget_has_css_class (child (fixture, "fire_die"), "error"));
  g_assert_false (gtk_widget_get_visible (child (fixture, "fire_error")));
}

static void
test_roster_fills_forms (Fixture       *fixture,
                         gconstpointer  data)
{
  GListStore *roster = umpire_miniatures_page_get_roster (fixture->page);
  g_autoptr(UmpireRosterUnit) unit = NULL;
  UmpireResult *result;

  (void) data;
  type_into (fixture, "roster_name", "1st Bn Rifles");
  type_into (fixture, "roster_nation", "british");
  type_into (fixture, "roster_figures", "12");
  g_signal_emit_by_name (child (fixture, "roster_add"), "clicked");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 1);
  unit = g_list_model_get_item (G_LIST_MODEL (roster), 0);

  /* Picking the unit filled the fire form: 12 rifles, British small arms. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (fixture, "fire_strength"))), ==, "12");
  g_assert_true (gtk_switch_get_active (modifier_switch (child (fixture, "fire_modifiers"), "british-small-arms")));
  /* 12 at 8": 2; die 8 + 1 = 9: +2; = 4. */
  type_into (fixture, "fire_range", "8");
  type_into (fixture, "fire_die", "8");
  result = fire (fixture);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "modified-roll"), ==, "9");
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "4");

  /* Morale: 12 figures need 6; a 4 fails; the unit is shaken for next turn. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (fixture, "morale_figures"))), ==, "12");
  type_into (fixture, "morale_die", "4");
  g_signal_emit_by_name (child (fixture, "morale_button"), "clicked");
  g_assert_cmpint (umpire_roster_unit_get_morale (unit), ==, UMPIRE_DEROSA_SHAKEN);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (child (fixture, "morale_state"))), ==, 1);

  /* Next turn the fire form starts shaken: (2 + 2) x 1/2 = 2. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (fixture, "unit_row")), GTK_INVALID_LIST_POSITION);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (fixture, "unit_row")), 0);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (child (fixture, "fire_state"))), ==, 1);
  type_into (fixture, "fire_range", "8");
  type_into (fixture, "fire_die", "8");
  result = fire (fixture);
  g_assert_cmpstr (umpire_result_get_value (result, "casualties"), ==, "2");
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/umpire/gui/miniatures/fire", Fixture, NULL, fixture_set_up, test_fire_form, fixture_tear_down);
  g_test_add ("/umpire/gui/miniatures/fire-errors", Fixture, NULL, fixture_set_up, test_fire_errors, fixture_tear_down);
  g_test_add ("/umpire/gui/miniatures/roster", Fixture, NULL, fixture_set_up, test_roster_fills_forms, fixture_tear_down);

  return g_test_run ();
}
