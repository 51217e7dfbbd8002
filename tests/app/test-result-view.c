/* test-result-view.c: results shown with their trail, in real widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

#include "umpire-result-view.h"
#include "umpire-test-gui.h"

static guint
count_rows (GtkWidget *list)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (list); child; child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

static void
test_shows_values_and_steps (void)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("support");
  UmpireProvenance prov = { .source = "004_fa4e7880f134310e.txt", .rule = "Setup 2", .ambiguous = "Russian 1916" };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = umpire_result_view_new ();
  GtkWidget *values, *steps;

  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));

  umpire_result_set_value (result, "count", "%d", 14);
  umpire_result_set_value_label (result, "count", "Barrages");
  umpire_result_set_value (result, "rate", "0.40");
  umpire_result_add_step (result, UMPIRE_STEP_ROLL, NULL, "1d6 = 4");
  umpire_result_add_step (result, UMPIRE_STEP_MODIFIER, &prov, "Russians 1916: -1");
  umpire_result_add_step (result, UMPIRE_STEP_TABLE, &prov, "row 3: .40");
  umpire_result_view_set_result (UMPIRE_RESULT_VIEW (view), result);
  g_assert_true (umpire_result_view_get_result (UMPIRE_RESULT_VIEW (view)) == result);

  values = umpire_test_find_widget (view, GTK_TYPE_LIST_BOX);
  g_assert_nonnull (values);
  steps = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (values));
  g_assert_true (GTK_IS_LIST_BOX (steps));
  g_assert_cmpuint (count_rows (values), ==, 2);
  g_assert_cmpuint (count_rows (steps), ==, 3);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_widget_get_first_child (values))), ==, "Barrages");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_widget_get_last_child (steps))), ==,
                   "Setup 2 · 004_fa4e7880f134310e.txt · reading: Russian 1916");
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_last_child (steps), "reconstructed"));

  /* With the rules, the source by its title. */
  {
    g_autoptr(UmpireRules) rules = umpire_rules_new ();
    g_autoptr(GError) error = NULL;

    g_assert_true (umpire_rules_load_builtin (rules, &error));
    g_assert_no_error (error);
    umpire_result_view_set_rules (UMPIRE_RESULT_VIEW (view), rules);
    umpire_result_view_set_result (UMPIRE_RESULT_VIEW (view), NULL);
    umpire_result_view_set_result (UMPIRE_RESULT_VIEW (view), result);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_widget_get_last_child (steps))), ==,
                     "Setup 2 · 1916 Basic Game Setup · reading: Russian 1916");
    umpire_result_view_set_rules (UMPIRE_RESULT_VIEW (view), NULL);
  }

  /* Clearing it leaves the empty state, not stale rows. */
  umpire_result_view_set_result (UMPIRE_RESULT_VIEW (view), NULL);
  g_assert_cmpuint (count_rows (values), ==, 0);
  g_assert_cmpuint (count_rows (steps), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (result);
  result = NULL;
}

/* The label of the value row named `name`: its suffix, the value shown. */
static const char *
value_text (GtkWidget  *values,
            const char *name,
            const char **title)
{
  for (GtkWidget *row = gtk_widget_get_first_child (values); row; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_widget_get_name (row), name) == 0)
      {
        GtkWidget *found = NULL;
        GtkWidget *stack[64];
        guint depth = 0;

        *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
        /* The suffix label is the one whose text is selectable. */
        stack[depth++] = row;
        while (depth > 0 && found == NULL)
          {
            GtkWidget *widget = stack[--depth];

            if (GTK_IS_LABEL (widget) && gtk_label_get_selectable (GTK_LABEL (widget)))
              found = widget;
            for (GtkWidget *c = gtk_widget_get_first_child (widget); c && depth < G_N_ELEMENTS (stack); c = gtk_widget_get_next_sibling (c))
              stack[depth++] = c;
          }
        return found ? gtk_label_get_label (GTK_LABEL (found)) : NULL;
      }
  return NULL;
}

/* Each value shows under its label, never its name; yes and no are words. */
static void
test_shows_labels_not_names (void)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("reserve");
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = umpire_result_view_new ();
  GtkWidget *values;
  const char *title = NULL;

  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  umpire_result_set_value (result, "committed", "yes");
  umpire_result_set_value_label (result, "committed", "Committed");
  umpire_result_set_value (result, "hex-full", "no");
  umpire_result_set_value_label (result, "hex-full", "Battle hex full");
  umpire_result_set_value (result, "rating", "5");
  umpire_result_set_value_label (result, "rating", "HQ effectiveness rating");
  umpire_result_view_set_result (UMPIRE_RESULT_VIEW (view), result);

  values = umpire_test_find_widget (view, GTK_TYPE_LIST_BOX);
  g_assert_cmpstr (value_text (values, "committed", &title), ==, "Yes");
  g_assert_cmpstr (title, ==, "Committed");
  g_assert_cmpstr (value_text (values, "hex-full", &title), ==, "No");
  g_assert_cmpstr (title, ==, "Battle hex full");
  g_assert_cmpstr (value_text (values, "rating", &title), ==, "5");
  g_assert_cmpstr (title, ==, "HQ effectiveness rating");

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (result);
  result = NULL;
}

/* Ids read as words: a chart column by its title once the rules are known,
 * a morale state, a melee's outcome and loser. */
static void
test_shows_words_not_ids (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(UmpireResult) support = umpire_result_new ("1916.support");
  g_autoptr(UmpireResult) melee = umpire_result_new ("derosa.melee");
  g_autoptr(GError) error = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = umpire_result_view_new ();
  GtkWidget *values;
  const char *title = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));

  umpire_result_set_value (support, "category", "on-call");
  umpire_result_set_value (support, "column", "big-push-attacker");
  umpire_result_view_set_result (UMPIRE_RESULT_VIEW (view), support);
  values = umpire_test_find_widget (view, GTK_TYPE_LIST_BOX);
  g_assert_cmpstr (value_text (values, "category", &title), ==, "On-call artillery");
  /* Without the rules the column is shown as it is stored... */
  g_assert_cmpstr (value_text (values, "column", &title), ==, "big-push-attacker");
  /* ...with them, as the chart heads it. */
  umpire_result_view_set_rules (UMPIRE_RESULT_VIEW (view), rules);
  g_assert_cmpstr (value_text (values, "column", &title), ==, "Big Push Barrage: Attacker");

  umpire_result_set_value (melee, "outcome", "attacker-wins");
  umpire_result_set_value (melee, "loser", "defender");
  umpire_result_set_value (melee, "loser-state", "shaken");
  umpire_result_set_value (melee, "difference", "12.5");
  umpire_result_view_set_result (UMPIRE_RESULT_VIEW (view), melee);
  g_assert_cmpstr (value_text (values, "outcome", &title), ==, "Attacker wins");
  g_assert_cmpstr (value_text (values, "loser", &title), ==, "Defender");
  g_assert_cmpstr (value_text (values, "loser-state", &title), ==, "Shaken");
  g_assert_cmpstr (value_text (values, "difference", &title), ==, "12.5");
  /* The result itself keeps the ids. */
  g_assert_cmpstr (umpire_result_get_value (melee, "outcome"), ==, "attacker-wins");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* What came of it first: a fire's casualties (its descriptor's outcome)
 * above the figures they came from, in the order recorded, and larger. */
static void
test_outcome_first (void)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("derosa.fire");
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = umpire_result_view_new ();
  const char *order[] = { "Casualties", "Chart factor", "Chance" };
  GtkWidget *values, *row;
  guint i = 0;

  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  umpire_result_set_value (result, "factor", "2");
  umpire_result_set_value_label (result, "factor", "Chart factor");
  umpire_result_set_value (result, "chance", "5");
  umpire_result_set_value_label (result, "chance", "Chance");
  umpire_result_set_value (result, "casualties", "2");
  umpire_result_set_value_label (result, "casualties", "Casualties");
  umpire_result_view_set_result (UMPIRE_RESULT_VIEW (view), result);

  values = umpire_test_find_widget (view, GTK_TYPE_LIST_BOX);
  for (row = gtk_widget_get_first_child (values); row != NULL; row = gtk_widget_get_next_sibling (row), i++)
    {
      g_assert_cmpuint (i, <, G_N_ELEMENTS (order));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, order[i]);
      g_assert_true (gtk_widget_has_css_class (row, "outcome") == (i == 0));
    }
  g_assert_cmpuint (i, ==, G_N_ELEMENTS (order));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/umpire/result-view/values-and-steps", test_shows_values_and_steps);
  g_test_add_func ("/umpire/result-view/labels-not-names", test_shows_labels_not_names);
  g_test_add_func ("/umpire/result-view/words-not-ids", test_shows_words_not_ids);
  g_test_add_func ("/umpire/result-view/outcome-first", test_outcome_first);

  return g_test_run ();
}
