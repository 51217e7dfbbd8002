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
#include <glib/gi18n.h>

#include "umpire-combat-page.h"
#include "umpire-compare-page.h"
#include "umpire-window.h"
#include "umpire-test-gui.h"

#define EPS 1e-9

/* No stack above `data` is still crossfading to it: until then the page
 * shown before can take the focus. */
static gboolean
page_settled (gpointer data)
{
  for (GtkWidget *w = data; w != NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_STACK (w) && gtk_stack_get_transition_running (GTK_STACK (w)))
      return FALSE;
  return TRUE;
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
  umpire_test_iterate_until (umpire_test_widget_is_mapped, window);
  umpire_window_show_page (window, "weltkrieg-compare");
  *page = UMPIRE_COMPARE_PAGE (umpire_test_find_widget (GTK_WIDGET (window), UMPIRE_TYPE_COMPARE_PAGE));
  g_assert_nonnull (*page);
  umpire_test_iterate_until (umpire_test_widget_is_mapped, *page);
  umpire_test_iterate_until (page_settled, *page);
  umpire_test_wait_frames (10);
  return window;
}

static void
test_compare_and_adopt (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
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
  umpire_test_iterate_until (umpire_test_widget_is_mapped, window);
  umpire_window_show_page (window, "weltkrieg-compare");
  page = UMPIRE_COMPARE_PAGE (umpire_test_find_widget (GTK_WIDGET (window), UMPIRE_TYPE_COMPARE_PAGE));
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
  combat = UMPIRE_COMBAT_PAGE (umpire_test_find_widget (GTK_WIDGET (window), UMPIRE_TYPE_COMBAT_PAGE));
  g_assert_nonnull (combat);
  g_assert_true (umpire_combat_page_resolve (combat));
  result = umpire_combat_page_get_result (combat);
  g_assert_cmpstr (umpire_result_get_input (result, "attacker-strength"), ==, "5");
  g_assert_cmpstr (umpire_result_get_input (result, "defender-strength"), ==, "1");
  g_assert_cmpstr (umpire_result_get_input (result, "defender-retreats"), ==, "yes");
  g_assert_cmpstr (umpire_result_get_input (result, "era"), ==, "1914-1916");

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
view_has_chart (gpointer data)
{
  return umpire_odds_view_get_chart (data) != NULL;
}

/* The page's first frame does not wait for the options' odds: they are
 * worked out after it without anyone asking, or at once when asked for. */
static void
test_odds_after_first_frame (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *page;
  UmpireOddsView *view;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  page = umpire_compare_page_new (rules, NULL);
  gtk_window_set_child (window, page);
  view = UMPIRE_ODDS_VIEW (umpire_test_find_widget (page, UMPIRE_TYPE_ODDS_VIEW));
  g_assert_nonnull (view);
  g_assert_null (umpire_odds_view_get_chart (view));
  gtk_window_present (window);
  umpire_test_iterate_until (view_has_chart, view);
  gtk_window_destroy (window);

  /* Asked for before any frame: worked out then. */
  page = g_object_ref_sink (umpire_compare_page_new (rules, NULL));
  g_assert_nonnull (umpire_compare_page_get_compare (UMPIRE_COMPARE_PAGE (page)));
  g_assert_nonnull (umpire_odds_view_get_chart (umpire_compare_page_get_odds_view (UMPIRE_COMPARE_PAGE (page), 0,
                                                                                   "defender-loss")));
  g_object_unref (page);
}

/* Two options alike are not one better than the other; an option better
 * on a loss is marked, and every option as good as it too. */
static void
test_best (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
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

  /* A defender with no strength points is no combat: nothing to lose (the
   * page showed an expected loss of 1.83), as umpire-cli says. */
  weak.attacker_strength = 12;
  weak.defender_strength = 0;
  umpire_compare_page_set_option (page, 0, &weak);
  g_assert_nonnull (umpire_compare_page_get_compare (page));
  g_assert_false (umpire_compare_page_get_compare (page)->options[0].combat);
  g_assert_cmpfloat (umpire_compare_page_get_compare (page)->options[0].defender_loss, ==, 0);
  g_assert_false (umpire_compare_page_is_best (page, 0, "defender-loss"));
  /* Nor is it best for losing nothing: no combat is never marked. */
  g_assert_cmpfloat (umpire_compare_page_get_compare (page)->options[0].attacker_loss, ==, 0);
  g_assert_false (umpire_compare_page_is_best (page, 0, "attacker-loss"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Tab goes from Add Option to the first field of option A, and from field
 * to field through every option, never resting on an option's card. */
static void
test_keyboard (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  UmpireComparePage *page;
  UmpireWindow *window;
  GtkWidget *add, *focus;
  guint spins = 0;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  window = show_window (rules, settings, 1366, 768, &page);
  add = gtk_widget_get_ancestor (GTK_WIDGET (umpire_test_find_label (GTK_WIDGET (page), "_Add Option")), GTK_TYPE_BUTTON);
  g_assert_nonnull (add);
  g_assert_true (gtk_widget_grab_focus (add));
  for (guint i = 0; i < 40; i++)
    {
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_nonnull (focus);
      g_assert_false (GTK_IS_FLOW_BOX_CHILD (focus));
      if (i == 0 && gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) == NULL)
        {
          g_autoptr(GString) path = g_string_new (NULL);

          for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
            g_string_append_printf (path, "%s < ", G_OBJECT_TYPE_NAME (w));
          g_error ("Tab from Add Option went to %s, not option A's first field", path->str);
        }
      if (gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) != NULL)
        spins++;
      if (!gtk_widget_is_ancestor (focus, GTK_WIDGET (page)))
        break;
    }
  /* Three numbers an option, both options. */
  g_assert_cmpuint (spins, ==, 6);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Shows the page in German, the longer language, with an option marked
 * best, so that every figure is as wide as it gets. */
static UmpireWindow *
show_german (UmpireRules        *rules,
             GSettings          *settings,
             int                 width,
             int                 height,
             UmpireComparePage **page)
{
  UmpireCombatInput weak = { .era = "1914-1916", .attacker_strength = 5, .defender_strength = 1,
                             .terrain = "clear" };
  UmpireCombatInput strong = weak;
  UmpireWindow *window;

  umpire_test_speak_german (TRUE);
  window = show_window (rules, settings, width, height, page);
  strong.attacker_strength = 30;
  umpire_compare_page_set_option (*page, 0, &weak);
  umpire_compare_page_set_option (*page, 1, &strong);
  g_assert_true (umpire_compare_page_is_best (*page, 1, "defender-loss"));
  umpire_test_wait_frames (10);
  return window;
}

/* On a phone (360 px) the era drop-down reads the era's years in full
 * beside Add Option; on a small laptop (800 x 600) two options stand side
 * by side, and on a wide window they fill it. */
static void
test_layout (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GPtrArray) eras = NULL;
  g_autoptr(GPtrArray) options = g_ptr_array_new ();
  const char *span;
  UmpireComparePage *page;
  UmpireWindow *window;
  GtkLabel *label;
  GtkWidget *add;
  graphene_rect_t a, b, button;
  int natural = 0;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  eras = umpire_weltkrieg_dup_eras (rules);
  span = ((const UmpireRow *) g_ptr_array_index (eras, 0))->item_value;
  g_assert_nonnull (span);

  window = show_german (rules, settings, 360, 640, &page);
  label = umpire_test_find_label (GTK_WIDGET (page), span);
  g_assert_nonnull (label);
  gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_test_message ("era drop-down: %s, %d px of %d", span, gtk_widget_get_width (GTK_WIDGET (label)), natural);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (label)), >=, natural);
  add = GTK_WIDGET (umpire_test_find_label (GTK_WIDGET (page), _("_Add Option")));
  g_assert_nonnull (add);
  g_assert_true (gtk_widget_compute_bounds (add, GTK_WIDGET (page), &button));
  g_assert_cmpfloat (button.origin.x + button.size.width, <=, gtk_widget_get_width (GTK_WIDGET (page)));
  gtk_window_destroy (GTK_WINDOW (window));

  window = show_german (rules, settings, 800, 600, &page);
  umpire_test_collect_widgets (GTK_WIDGET (page), GTK_TYPE_FLOW_BOX_CHILD, options);
  g_assert_cmpuint (options->len, ==, 2);
  g_assert_true (gtk_widget_compute_bounds (options->pdata[0], GTK_WIDGET (page), &a));
  g_assert_true (gtk_widget_compute_bounds (options->pdata[1], GTK_WIDGET (page), &b));
  g_test_message ("800 px: option A at %.0f,%.0f, B at %.0f,%.0f", a.origin.x, a.origin.y, b.origin.x, b.origin.y);
  g_assert_cmpfloat (a.origin.y, ==, b.origin.y);
  g_assert_cmpfloat (a.origin.x + a.size.width, <=, b.origin.x);
  gtk_window_destroy (GTK_WINDOW (window));

  umpire_test_speak_german (FALSE);

  /* On a wide window two options share the width, no empty columns. */
  window = show_window (rules, settings, 1366, 768, &page);
  g_ptr_array_set_size (options, 0);
  umpire_test_collect_widgets (GTK_WIDGET (page), GTK_TYPE_FLOW_BOX_CHILD, options);
  g_assert_true (gtk_widget_compute_bounds (options->pdata[0], GTK_WIDGET (page), &a));
  g_assert_true (gtk_widget_compute_bounds (options->pdata[1], GTK_WIDGET (page), &b));
  g_test_message ("1366 px: options %.0f and %.0f px of a page of %d", a.size.width, b.size.width,
                  gtk_widget_get_width (GTK_WIDGET (page)));
  g_assert_cmpfloat (a.size.width + b.size.width, >, 0.9 * gtk_widget_get_width (GTK_WIDGET (page)));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* German for the layout test: the catalog built in po/ of the build. */
  umpire_test_bind_catalog ();
  gtk_init ();
  adw_init ();

  g_test_add_func ("/umpire/compare-page/compare-and-adopt", test_compare_and_adopt);
  g_test_add_func ("/umpire/compare-page/odds-after-first-frame", test_odds_after_first_frame);
  g_test_add_func ("/umpire/compare-page/best", test_best);
  g_test_add_func ("/umpire/compare-page/layout", test_layout);
  g_test_add_func ("/umpire/compare-page/keyboard", test_keyboard);
  return g_test_run ();
}
