/* test-compare-page.c: the what-if page in the window, and adopting an option
 *
 * Runs under a display (Xvfb). The figures are those worked by hand in
 * test-compare.c: 5 against 1 in the open, standing (defender loss 5/6,
 * attacker 3/6) or retreating (3/6, 2/6).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "umpire-combat-page.h"
#include "umpire-compare-page.h"
#include "umpire-window.h"

#define EPS 1e-9

static gboolean
widget_is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static void
iterate_until (gboolean (*done) (gpointer data),
               gpointer   data)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (done (data));
}

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
wait_frames (guint n)
{
  for (guint i = 0; i < n; i++)
    {
      gint64 until = g_get_monotonic_time () + 20 * 1000;

      while (g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, FALSE);
    }
}

/* The compare page shown in a window of `width` x `height`. */
static UmpireWindow *
show_window (UmpireRules        *rules,
             GSettings          *settings,
             int                 width,
             int                 height,
             UmpireComparePage **page)
{
  UmpireWindow *window = umpire_window_new (NULL, rules, settings);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (widget_is_mapped, window);
  umpire_window_show_page (window, "weltkrieg-compare");
  *page = UMPIRE_COMPARE_PAGE (find_descendant (GTK_WIDGET (window), UMPIRE_TYPE_COMPARE_PAGE));
  g_assert_nonnull (*page);
  iterate_until (widget_is_mapped, *page);
  wait_frames (10);
  return window;
}

static void
test_compare_and_adopt (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend (APPLICATION_ID, backend);
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  UmpireWindow *window;
  UmpireComparePage *page;
  UmpireCombatPage *combat;
  const UmpireCompare *compare;
  const UmpireOddsChart *chart;
  UmpireCombatInput stand = { .era = "1914-1916", .attacker_strength = 5, .defender_strength = 1,
                              .terrain = "clear" };
  UmpireCombatInput retreat = stand;
  UmpireResult *result;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  window = umpire_window_new (NULL, rules, settings);
  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (widget_is_mapped, window);
  umpire_window_show_page (window, "weltkrieg-compare");
  page = UMPIRE_COMPARE_PAGE (find_descendant (GTK_WIDGET (window), UMPIRE_TYPE_COMPARE_PAGE));
  g_assert_nonnull (page);

  /* Two options to start with, computed at once. */
  g_assert_cmpuint (umpire_compare_page_get_n_options (page), ==, 2);
  g_assert_nonnull (umpire_compare_page_get_compare (page));

  retreat.defender_retreats = TRUE;
  umpire_compare_page_set_option (page, 0, &stand);
  umpire_compare_page_set_option (page, 1, &retreat);
  compare = umpire_compare_page_get_compare (page);
  g_assert_nonnull (compare);
  g_assert_null (umpire_compare_page_get_error (page));
  g_assert_cmpfloat_with_epsilon (compare->options[0].defender_loss, 5.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (compare->options[1].defender_loss, 3.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (compare->options[1].attacker_loss, 2.0 / 6, EPS);
  /* Each option's chart: the retreat's defender loss is 0 or 1, even odds. */
  chart = umpire_odds_view_get_chart (umpire_compare_page_get_odds_view (page, 1, "defender-loss"));
  g_assert_nonnull (chart);
  g_assert_cmpuint (chart->bars->len, ==, 2);
  g_assert_cmpfloat_with_epsilon (g_array_index (chart->bars, UmpireOddsBar, 0).p, 0.5, EPS);
  g_assert_nonnull (umpire_odds_view_get_words (umpire_compare_page_get_odds_view (page, 0, "attacker-loss")));

  /* Up to four options, each new one a copy of the last; never fewer than two. */
  g_assert_true (umpire_compare_page_add_option (page));
  g_assert_true (umpire_compare_page_add_option (page));
  g_assert_false (umpire_compare_page_add_option (page));
  compare = umpire_compare_page_get_compare (page);
  g_assert_cmpuint (compare->n_options, ==, 4);
  g_assert_true (compare->options[3].input.defender_retreats);
  g_assert_cmpint (compare->options[3].input.attacker_strength, ==, 5);
  g_assert_true (umpire_compare_page_remove_option (page, 3));
  g_assert_true (umpire_compare_page_remove_option (page, 2));
  g_assert_false (umpire_compare_page_remove_option (page, 1));

  /* Adopt: the combat form takes the option and is shown. */
  umpire_compare_page_adopt (page, 1);
  g_assert_cmpstr (umpire_window_get_page (window), ==, "weltkrieg-combat");
  combat = UMPIRE_COMBAT_PAGE (find_descendant (GTK_WIDGET (window), UMPIRE_TYPE_COMBAT_PAGE));
  g_assert_nonnull (combat);
  g_assert_true (umpire_combat_page_resolve (combat));
  result = umpire_combat_page_get_result (combat);
  g_assert_cmpstr (umpire_result_get_input (result, "attacker-strength"), ==, "5");
  g_assert_cmpstr (umpire_result_get_input (result, "defender-strength"), ==, "1");
  g_assert_cmpstr (umpire_result_get_input (result, "defender-retreats"), ==, "yes");
  g_assert_cmpstr (umpire_result_get_input (result, "era"), ==, "1914-1916");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Two options alike are not one better than the other; an option better
 * on a loss is marked, and every option as good as it too. */
static void
test_best (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend (APPLICATION_ID, backend);
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  UmpireCombatInput weak = { .era = "1914-1916", .attacker_strength = 5, .defender_strength = 1,
                             .terrain = "clear" };
  UmpireCombatInput strong = weak;
  UmpireComparePage *page;
  UmpireWindow *window;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  window = show_window (rules, settings, 1366, 768, &page);

  /* A new option copies the last: nothing is best. */
  for (guint i = 0; i < 2; i++)
    {
      g_assert_false (umpire_compare_page_is_best (page, i, "defender-loss"));
      g_assert_false (umpire_compare_page_is_best (page, i, "attacker-loss"));
    }

  /* 30 against 1 takes more from the defender than 5 against 1; the
   * attacker's loss comes from the counterattack, the same in both. */
  strong.attacker_strength = 30;
  umpire_compare_page_set_option (page, 0, &weak);
  umpire_compare_page_set_option (page, 1, &strong);
  g_assert_false (umpire_compare_page_is_best (page, 0, "defender-loss"));
  g_assert_true (umpire_compare_page_is_best (page, 1, "defender-loss"));
  g_assert_false (umpire_compare_page_is_best (page, 0, "attacker-loss"));
  g_assert_false (umpire_compare_page_is_best (page, 1, "attacker-loss"));

  /* A third option as strong as B shares the mark. */
  g_assert_true (umpire_compare_page_add_option (page));
  g_assert_true (umpire_compare_page_is_best (page, 1, "defender-loss"));
  g_assert_true (umpire_compare_page_is_best (page, 2, "defender-loss"));
  g_assert_false (umpire_compare_page_is_best (page, 0, "defender-loss"));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

  g_test_add_func ("/umpire/compare-page/compare-and-adopt", test_compare_and_adopt);
  g_test_add_func ("/umpire/compare-page/best", test_best);
  return g_test_run ();
}
