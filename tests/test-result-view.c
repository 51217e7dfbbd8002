/* test-result-view.c: results shown with their trail, in real widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

#include "umpire-result-view.h"

static guint
count_rows (GtkWidget *list)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (list); child; child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

/* The first list box under root, depth first: the values list. */
static GtkWidget *
find_first_list (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LIST_BOX (child))
        return child;
      if ((found = find_first_list (child)) != NULL)
        return found;
    }
  return NULL;
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

  values = find_first_list (view);
  g_assert_nonnull (values);
  steps = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (values));
  g_assert_true (GTK_IS_LIST_BOX (steps));
  g_assert_cmpuint (count_rows (values), ==, 2);
  g_assert_cmpuint (count_rows (steps), ==, 3);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_widget_get_first_child (values))), ==, "Barrages");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_widget_get_last_child (steps))), ==,
                   "Setup 2 · 004_fa4e7880f134310e.txt · reading: Russian 1916");
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_last_child (steps), "reconstructed"));

  /* Clearing it leaves the empty state, not stale rows. */
  umpire_result_view_set_result (UMPIRE_RESULT_VIEW (view), NULL);
  g_assert_cmpuint (count_rows (values), ==, 0);
  g_assert_cmpuint (count_rows (steps), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (result);
  result = NULL;
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/umpire/result-view/values-and-steps", test_shows_values_and_steps);

  return g_test_run ();
}
