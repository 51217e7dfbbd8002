/* test-window.c: the main window and the rules browser, with real widgets
 *
 * Runs under a display (Xvfb in CI). The rules come from a small pack in
 * this file, so the test does not depend on the rule files in data/.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "umpire-combat-page.h"
#include "umpire-compare-page.h"
#include "umpire-compat.h"
#include "umpire-form.h"
#include "umpire-log-page.h"
#include "umpire-miniatures-page.h"
#include "umpire-preferences-window.h"
#include "umpire-scenario-editor.h"
#include "umpire-reserves-page.h"
#include "umpire-rules.h"
#include "umpire-rules-browser.h"
#include "umpire-setup-page.h"
#include "umpire-start-page.h"
#include "umpire-westfront-page.h"
#include "umpire-width-first-layout.h"
#include "umpire-window.h"
#include "umpire-test-gui.h"

static const char test_pack[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<rules xmlns=\"https://gitlab.gnome.org/umpire/rules/1\" system=\"testpack\">\n"
  "  <title>Test pack</title>\n"
  "  <table id=\"test.fire\" source=\"test-rules.txt\" rule=\"7.1\" type=\"loss\">\n"
  "    <title>Test fire results</title>\n"
  "    <note>Roll once per firing unit.</note>\n"
  "    <rows label=\"Die roll\" dice=\"1d6\"/>\n"
  "    <columns label=\"Strength\">\n"
  "      <column id=\"weak\" label=\"Weak\" min=\"1\" max=\"2\"/>\n"
  "      <column id=\"strong\" label=\"Strong\" min=\"3\"/>\n"
  "    </columns>\n"
  "    <row id=\"low\" label=\"1-3\" min=\"1\" max=\"3\">\n"
  "      <cell>0</cell><cell>1</cell>\n"
  "    </row>\n"
  "    <row id=\"high\" label=\"4-6\" min=\"4\" max=\"6\">\n"
  "      <cell>-</cell>\n"
  "      <cell reconstructed=\"losses never fall as the die grows\" original=\"l?\">1r</cell>\n"
  "    </row>\n"
  "  </table>\n"
  "  <modifiers id=\"test.fire-modifiers\" source=\"test-rules.txt\" rule=\"7.2\">\n"
  "    <title>Test fire modifiers</title>\n"
  "    <modifier id=\"entrenched\" label=\"Target entrenched\" op=\"add\" value=\"-1\">\n"
  "      <when flag=\"target-entrenched\"/>\n"
  "    </modifier>\n"
  "  </modifiers>\n"
  "  <list id=\"test.sequence\" source=\"test-rules.txt\" rule=\"2\">\n"
  "    <title>Turn sequence</title>\n"
  "    <item id=\"move\" value=\"1\">Move</item>\n"
  "    <item id=\"shoot\" value=\"2\">Shoot</item>\n"
  "  </list>\n"
  "</rules>\n";

/* A pack that replaces one table of the first. */
static const char override_pack[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<rules xmlns=\"https://gitlab.gnome.org/umpire/rules/1\" system=\"testpack\">\n"
  "  <title>Club changes</title>\n"
  "  <table id=\"test.fire\" source=\"club.txt\" rule=\"1\" type=\"loss\">\n"
  "    <title>Club fire results</title>\n"
  "    <rows label=\"Die roll\" dice=\"1d6\"/>\n"
  "    <columns label=\"Strength\">\n"
  "      <column id=\"weak\" label=\"Weak\" min=\"1\" max=\"2\"/>\n"
  "      <column id=\"strong\" label=\"Strong\" min=\"3\"/>\n"
  "    </columns>\n"
  "    <row id=\"low\" label=\"1-6\" min=\"1\" max=\"6\"><cell>1</cell><cell>2</cell></row>\n"
  "  </table>\n"
  "</rules>\n";

typedef struct
{
  UmpireRules  *rules;
  GSettings    *settings;
  UmpireWindow *window;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;

  fixture->rules = umpire_rules_new ();
  umpire_rules_load_data (fixture->rules, test_pack, sizeof test_pack - 1, "test-pack.xml", &error);
  g_assert_no_error (error);

  fixture->settings = umpire_test_settings_new ();
  fixture->window = umpire_window_new (NULL, fixture->rules, fixture->settings);
  /* Our own reference, so that finalization can be checked after destroy. */
  g_object_ref (fixture->window);

  gtk_window_present (GTK_WINDOW (fixture->window));
  umpire_test_iterate_until (umpire_test_widget_is_mapped, fixture->window);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  umpire_test_iterate_pending ();
  g_assert_finalize_object (g_steal_pointer (&fixture->window));
  g_assert_finalize_object (g_steal_pointer (&fixture->settings));
  g_assert_finalize_object (g_steal_pointer (&fixture->rules));
}

static UmpireRulesBrowser *
show_rules_browser (Fixture *fixture)
{
  UmpireRulesBrowser *browser = umpire_window_get_rules_browser (fixture->window);

  umpire_window_show_page (fixture->window, "rules");
  umpire_test_iterate_until (umpire_test_widget_is_mapped, browser);
  return browser;
}

static const char *
cell_text (UmpireRulesBrowser *browser,
           const char         *row_id,
           const char         *column_id)
{
  GtkWidget *cell = umpire_rules_browser_get_cell (browser, row_id, column_id);

  g_assert_true (GTK_IS_LABEL (cell));
  g_assert_true (gtk_widget_is_ancestor (cell, umpire_rules_browser_get_grid (browser)));
  return gtk_label_get_text (GTK_LABEL (cell));
}

static void
test_window_pages (Fixture       *fixture,
                   gconstpointer  user_data)
{
  static const char * const pages[] = {
    "start", "setup-1916", "weltkrieg-combat", "weltkrieg-compare", "hq-reserves", "west-front",
    "miniatures", "rules", "log",
  };
  g_autofree char *saved = NULL;

  /* A first start opens on the page that says where to begin. */
  g_assert_cmpstr (umpire_window_get_page (fixture->window), ==, "start");

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      umpire_window_show_page (fixture->window, pages[i]);
      g_assert_cmpstr (umpire_window_get_page (fixture->window), ==, pages[i]);
    }

  /* The last page is remembered for the next start. */
  umpire_window_show_page (fixture->window, "hq-reserves");
  saved = g_settings_get_string (fixture->settings, "last-page");
  g_assert_cmpstr (saved, ==, "hq-reserves");
}

/* The sidebar's pages, by the widget each is. */
static const struct
{
  const char *name;
  GType     (*get_type) (void);
} built_pages[] = {
  { "start", umpire_start_page_get_type },
  { "setup-1916", umpire_setup_page_get_type },
  { "weltkrieg-combat", umpire_combat_page_get_type },
  { "weltkrieg-compare", umpire_compare_page_get_type },
  { "hq-reserves", umpire_reserves_page_get_type },
  { "west-front", umpire_westfront_page_get_type },
  { "miniatures", umpire_miniatures_page_get_type },
  { "rules", umpire_rules_browser_get_type },
  { "log", umpire_log_page_get_type },
};

static gboolean
every_table_listed (gpointer data)
{
  UmpireRulesBrowser *browser = data;

  return umpire_test_count_widgets (GTK_WIDGET (browser), GTK_TYPE_LIST_BOX_ROW) ==
         umpire_rules_get_tables (umpire_rules_browser_get_rules (browser))->len;
}

static gboolean
every_page_built (gpointer data)
{
  for (guint i = 0; i < G_N_ELEMENTS (built_pages); i++)
    if (umpire_test_find_widget (data, built_pages[i].get_type ()) == NULL)
      return FALSE;
  return TRUE;
}

/* Settings edited by hand: a negative width (once a Gtk-CRITICAL) and a
 * page that does not exist (once the Rules Browser) fall back to the
 * defaults, with a warning. */
static void
test_window_bad_settings (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(GError) error = NULL;
  UmpireWindow *window;
  int width = 0, height = 0;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_settings_set_int (settings, "window-width", -40);
  g_settings_set_string (settings, "last-page", "no-such-page");
  g_test_expect_message ("Umpire", G_LOG_LEVEL_WARNING, "*window-width*-40*1100 × 760 is used*");
  g_test_expect_message ("Umpire", G_LOG_LEVEL_WARNING, "*no-such-page*names no page*start*");
  window = g_object_ref_sink (umpire_window_new (NULL, rules, settings));
  g_test_assert_expected_messages ();
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 1100);
  g_assert_cmpstr (umpire_window_get_page (window), ==, "start");
  gtk_window_destroy (GTK_WINDOW (window));
  umpire_test_iterate_pending ();
  g_object_unref (window);
}

/* Whichever page the window opens on (the last one shown), the start page
 * too, it is the only page built before the window's first frame; the
 * others follow that frame,
 * and a page built late still starts as Preferences say. */
static void
test_window_first_page_only (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  for (guint i = 0; i < G_N_ELEMENTS (built_pages); i++)
    {
      const char *opening = built_pages[i].name;
      g_autoptr(GSettings) settings = umpire_test_settings_new ();
      UmpireWindow *window;
      GtkWidget *combat;

      g_settings_set_string (settings, "last-page", opening);
      g_settings_set_string (settings, "default-era", "1917-1918");
      window = g_object_ref (umpire_window_new (NULL, rules, settings));
      gtk_window_present (GTK_WINDOW (window));
      g_assert_cmpstr (umpire_window_get_page (window), ==, opening);
      for (guint j = 0; j < G_N_ELEMENTS (built_pages); j++)
        if (j == i)
          g_assert_nonnull (umpire_test_find_widget (GTK_WIDGET (window), built_pages[j].get_type ()));
        else
          g_assert_null (umpire_test_find_widget (GTK_WIDGET (window), built_pages[j].get_type ()));

      /* The rules browser lists what fills the window, the rest after. */
      if (g_str_equal (opening, "rules"))
        {
          GtkWidget *browser = umpire_test_find_widget (GTK_WIDGET (window), UMPIRE_TYPE_RULES_BROWSER);
          guint listed = umpire_test_count_widgets (browser, GTK_TYPE_LIST_BOX_ROW);

          g_assert_cmpuint (listed, >, 0);
          g_assert_cmpuint (listed, <, umpire_rules_get_tables (rules)->len);
          umpire_test_iterate_until (every_table_listed, browser);
        }

      umpire_test_iterate_until (every_page_built, window);
      combat = umpire_test_find_widget (GTK_WIDGET (window), UMPIRE_TYPE_COMBAT_PAGE);
      g_assert_cmpstr (umpire_combat_page_get_era (UMPIRE_COMBAT_PAGE (combat)), ==, "1917-1918");

      gtk_window_destroy (GTK_WINDOW (window));
      umpire_test_iterate_pending ();
      g_assert_finalize_object (window);
    }
}

/* `widget`'s controller of `type` that runs in the capture phase (before
 * the widget's own), or NULL. */
static GtkEventController *
capture_controller (GtkWidget *widget,
                    GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type) &&
          gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        return controller;
    }
  return NULL;
}

/* The wheel over a spin button scrolls the page unless the field has the
 * focus: scrolling the combat page never turns 3 strength points into 2.
 * West Front's numbers are typed (entry rows): the wheel cannot touch them. */
static void
test_window_wheel (Fixture       *fixture,
                   gconstpointer  user_data)
{
  static const char * const pages[] = { "setup-1916", "weltkrieg-combat", "hq-reserves", "west-front", "miniatures" };
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  GtkSpinButton *spin;
  GtkEventController *controller;
  gboolean handled = FALSE;
  double before;

  guint shown = 0;

  /* Every spin button shown, on every page. */
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      umpire_window_show_page (fixture->window, pages[i]);
      umpire_test_iterate_pending ();
      spins->len = 0;
      umpire_test_collect_widgets (GTK_WIDGET (fixture->window), GTK_TYPE_SPIN_BUTTON, spins);
      for (guint j = 0; j < spins->len; j++)
        if (gtk_widget_get_mapped (g_ptr_array_index (spins, j)))
          {
            g_assert_true (umpire_form_wheel_is_tamed (g_ptr_array_index (spins, j)));
            shown++;
          }
    }
  /* The combat page keeps its three spin buttons; the procedure forms have none. */
  g_assert_cmpuint (shown, >=, 3);

  umpire_window_show_page (fixture->window, "west-front");
  umpire_test_iterate_pending ();
  spins->len = 0;
  umpire_test_collect_widgets (GTK_WIDGET (fixture->window), GTK_TYPE_SPIN_BUTTON, spins);
  for (guint i = 0; i < spins->len; i++)
    g_assert_false (gtk_widget_get_mapped (g_ptr_array_index (spins, i)));

  umpire_window_show_page (fixture->window, "weltkrieg-combat");
  umpire_test_iterate_pending ();
  spins->len = 0;
  umpire_test_collect_widgets (GTK_WIDGET (fixture->window), GTK_TYPE_SPIN_BUTTON, spins);
  spin = NULL;
  for (guint i = 0; i < spins->len && spin == NULL; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (spins, i)))
      spin = g_ptr_array_index (spins, i);
  g_assert_nonnull (spin);
  controller = capture_controller (GTK_WIDGET (spin), GTK_TYPE_EVENT_CONTROLLER_SCROLL);
  g_assert_nonnull (controller);
  gtk_window_set_focus (GTK_WINDOW (fixture->window), NULL);
  before = gtk_spin_button_get_value (spin);
  /* Unfocused: the wheel is taken before the spin button sees it. */
  g_signal_emit_by_name (controller, "scroll", 0.0, 1.0, &handled);
  g_assert_true (handled);
  g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, before);
  /* Focused: the spin button has it, as the umpire asked. */
  gtk_widget_grab_focus (GTK_WIDGET (spin));
  handled = TRUE;
  g_signal_emit_by_name (controller, "scroll", 0.0, 1.0, &handled);
  g_assert_false (handled);
}

static GtkListBox *
sidebar (UmpireWindow *window)
{
  GtkWidget *list = NULL;
  GPtrArray *queue = g_ptr_array_new ();

  g_ptr_array_add (queue, window);
  for (guint i = 0; i < queue->len && list == NULL; i++)
    {
      GtkWidget *widget = g_ptr_array_index (queue, i);

      if (GTK_IS_LIST_BOX (widget) && gtk_widget_has_css_class (widget, "navigation-sidebar"))
        list = widget;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (queue, child);
    }
  g_ptr_array_unref (queue);
  return GTK_LIST_BOX (list);
}

static gboolean
transition_done (gpointer data)
{
  return !gtk_stack_get_transition_running (data);
}

/* A key as it reaches the sidebar, before the list box moves its focus;
 * TRUE if the sidebar took it. */
static gboolean
press_sidebar_key (GtkListBox      *list,
                   guint            keyval,
                   GdkModifierType  state)
{
  GtkEventController *keys = capture_controller (GTK_WIDGET (list), GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_assert_nonnull (keys);
  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, state, &handled);
  umpire_test_iterate_pending ();
  return handled;
}

static gboolean
focus_within (UmpireWindow *window,
              GtkWidget    *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* The sidebar by keyboard, as in GNOME Settings: the arrows move between
 * the rows and the page follows; Tab goes into the page shown, to its first
 * field, and Shift+Tab from there comes back to the sidebar's row; Tab no
 * longer walks the rows, turning the page at each. */
static void
test_window_sidebar_keys (Fixture       *fixture,
                          gconstpointer  user_data)
{
  GtkListBox *list = sidebar (fixture->window);
  GtkListBoxRow *row;
  GtkWidget *page, *field;

  g_assert_nonnull (list);
  g_assert_cmpstr (umpire_window_get_page (fixture->window), ==, "start");
  row = gtk_list_box_get_row_at_index (list, 0);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  /* Down, Down: the selection and the page follow, the focus stays in the sidebar. */
  g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, 1, FALSE, FALSE);
  umpire_test_iterate_pending ();
  g_assert_true (gtk_list_box_row_is_selected (gtk_list_box_get_row_at_index (list, 1)));
  g_assert_cmpstr (umpire_window_get_page (fixture->window), ==, "setup-1916");
  g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, 1, FALSE, FALSE);
  umpire_test_iterate_pending ();
  row = gtk_list_box_get_row_at_index (list, 2);
  g_assert_true (gtk_list_box_row_is_selected (row));
  g_assert_cmpstr (umpire_window_get_page (fixture->window), ==, "weltkrieg-combat");
  g_assert_true (focus_within (fixture->window, GTK_WIDGET (row)));

  /* Tab: into the combat page, its first field (the attacker's strength,
   * the first focusable of the page in Tab order); the page stays. */
  page = umpire_test_find_widget (GTK_WIDGET (fixture->window), UMPIRE_TYPE_COMBAT_PAGE);
  g_assert_nonnull (page);
  /* The page before it fades out first (in the meantime it can have the focus). */
  umpire_test_iterate_until (transition_done, gtk_widget_get_ancestor (page, GTK_TYPE_STACK));
  g_assert_true (press_sidebar_key (list, GDK_KEY_Tab, 0));
  g_assert_true (focus_within (fixture->window, page));
  field = gtk_root_get_focus (GTK_ROOT (fixture->window));
  gtk_window_set_focus (GTK_WINDOW (fixture->window), NULL);
  g_assert_true (gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == field);
  g_assert_cmpstr (umpire_window_get_page (fixture->window), ==, "weltkrieg-combat");
  g_assert_true (gtk_list_box_row_is_selected (row));

  /* Shift+Tab from that field: the turn marker in the page's header bar,
   * then back on the sidebar's row, same page. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (fixture->window), GTK_DIR_TAB_BACKWARD));
  umpire_test_iterate_pending ();
  g_assert_true (focus_within (fixture->window, umpire_window_get_turn_marker (fixture->window)));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (fixture->window), GTK_DIR_TAB_BACKWARD));
  umpire_test_iterate_pending ();
  g_assert_true (focus_within (fixture->window, GTK_WIDGET (row)));
  g_assert_cmpstr (umpire_window_get_page (fixture->window), ==, "weltkrieg-combat");

  /* Shift+Tab in the sidebar: up to the main menu, not the row above. */
  g_assert_true (press_sidebar_key (list, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK));
  g_assert_false (focus_within (fixture->window, GTK_WIDGET (list)));
  g_assert_true (GTK_IS_MENU_BUTTON (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (fixture->window)),
                                                              GTK_TYPE_MENU_BUTTON)));
  g_assert_cmpstr (umpire_window_get_page (fixture->window), ==, "weltkrieg-combat");
  /* And Tab from there: the list, on the row of the page shown. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (fixture->window), GTK_DIR_TAB_FORWARD));
  g_assert_true (focus_within (fixture->window, GTK_WIDGET (row)));

  /* New Scenario is there for Ctrl+N. */
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (fixture->window), "new"));

  /* Ctrl+1…9 go to the pages in order (Ctrl+Enter: see test-log-page). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-nth-page", "i", 0));
  g_assert_cmpstr (umpire_window_get_page (fixture->window), ==, "start");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-nth-page", "i", 2));
  g_assert_cmpstr (umpire_window_get_page (fixture->window), ==, "weltkrieg-combat");
  /* ... and put the focus on the page's first field, not on the field the
   * page last had it in (here the counterattack die). */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == field);
  gtk_widget_grab_focus (umpire_test_nth_widget (page, GTK_TYPE_ENTRY, 1));
  g_assert_false (gtk_root_get_focus (GTK_ROOT (fixture->window)) == field);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-nth-page", "i", 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-nth-page", "i", 2));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == field);
  umpire_session_discard_autosave (umpire_window_get_session (fixture->window));
}

static void
test_window_rules_browser_grid (Fixture       *fixture,
                                gconstpointer  user_data)
{
  UmpireRulesBrowser *browser = show_rules_browser (fixture);
  GtkWidget *grid;
  GtkWidget *cell;
  g_autofree char *tooltip = NULL;

  g_assert_true (umpire_rules_browser_select_table (browser, "test.fire"));
  g_assert_cmpstr (umpire_rules_browser_get_selected_table (browser), ==, "test.fire");
  umpire_test_iterate_pending ();

  grid = umpire_rules_browser_get_grid (browser);
  g_assert_true (gtk_widget_get_mapped (grid));

  /* Headings and cells as printed. */
  g_assert_cmpstr (cell_text (browser, NULL, "weak"), ==, "Weak");
  g_assert_cmpstr (cell_text (browser, NULL, "strong"), ==, "Strong");
  g_assert_cmpstr (cell_text (browser, "low", NULL), ==, "1-3");
  g_assert_cmpstr (cell_text (browser, "high", NULL), ==, "4-6");
  g_assert_cmpstr (cell_text (browser, "low", "weak"), ==, "0");
  g_assert_cmpstr (cell_text (browser, "low", "strong"), ==, "1");
  g_assert_cmpstr (cell_text (browser, "high", "weak"), ==, "-");

  /* An empty cell is dimmed; numbers are right-aligned. */
  cell = umpire_rules_browser_get_cell (browser, "high", "weak");
  g_assert_true (gtk_widget_has_css_class (cell, "dim-label"));
  cell = umpire_rules_browser_get_cell (browser, "low", "strong");
  g_assert_true (gtk_widget_has_css_class (cell, "numeric"));
  g_assert_cmpfloat (gtk_label_get_xalign (GTK_LABEL (cell)), ==, 1.0);
  g_assert_false (umpire_rules_browser_get_cell_marked (browser, "low", "strong"));
  g_assert_null (gtk_widget_get_tooltip_text (cell));

  /* The reconstructed cell is marked, with its reasoning and original. */
  g_assert_true (umpire_rules_browser_get_cell_marked (browser, "high", "strong"));
  cell = umpire_rules_browser_get_cell (browser, "high", "strong");
  g_assert_true (gtk_widget_has_css_class (cell, "reconstructed"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cell)), ==, "1r†");
  tooltip = g_strdup (gtk_widget_get_tooltip_text (cell));
  g_assert_nonnull (tooltip);
  g_assert_nonnull (strstr (tooltip, "losses never fall as the die grows"));
  g_assert_nonnull (strstr (tooltip, "l?"));
}

static void
test_window_rules_browser_lists (Fixture       *fixture,
                                 gconstpointer  user_data)
{
  UmpireRulesBrowser *browser = show_rules_browser (fixture);

  /* Modifier lists and text lists read as grids too. */
  g_assert_true (umpire_rules_browser_select_table (browser, "test.fire-modifiers"));
  g_assert_cmpstr (cell_text (browser, "entrenched", NULL), ==, "Target entrenched");
  g_assert_cmpstr (cell_text (browser, "entrenched", "effect"), ==, "-1");
  g_assert_nonnull (strstr (cell_text (browser, "entrenched", "when"), "target-entrenched"));

  g_assert_true (umpire_rules_browser_select_table (browser, "test.sequence"));
  g_assert_cmpstr (cell_text (browser, "shoot", "text"), ==, "Shoot");
  g_assert_cmpstr (cell_text (browser, "shoot", "value"), ==, "2");

  /* The cells of the table shown before are gone. */
  g_assert_null (umpire_rules_browser_get_cell (browser, "high", "strong"));
}

static void
test_window_rules_browser_search (Fixture       *fixture,
                                  gconstpointer  user_data)
{
  UmpireRulesBrowser *browser = show_rules_browser (fixture);

  g_assert_true (umpire_rules_browser_is_table_listed (browser, "test.fire"));
  g_assert_true (umpire_rules_browser_is_table_listed (browser, "test.fire-modifiers"));
  g_assert_true (umpire_rules_browser_is_table_listed (browser, "test.sequence"));

  /* By title, ignoring case. */
  umpire_rules_browser_set_search_text (browser, "TURN");
  g_assert_false (umpire_rules_browser_is_table_listed (browser, "test.fire"));
  g_assert_false (umpire_rules_browser_is_table_listed (browser, "test.fire-modifiers"));
  g_assert_true (umpire_rules_browser_is_table_listed (browser, "test.sequence"));

  /* By id. */
  umpire_rules_browser_set_search_text (browser, "fire-mod");
  g_assert_false (umpire_rules_browser_is_table_listed (browser, "test.fire"));
  g_assert_true (umpire_rules_browser_is_table_listed (browser, "test.fire-modifiers"));
  g_assert_false (umpire_rules_browser_is_table_listed (browser, "test.sequence"));

  umpire_rules_browser_set_search_text (browser, "no such table");
  g_assert_false (umpire_rules_browser_is_table_listed (browser, "test.fire"));
  g_assert_false (umpire_rules_browser_is_table_listed (browser, "test.sequence"));

  umpire_rules_browser_set_search_text (browser, "");
  g_assert_true (umpire_rules_browser_is_table_listed (browser, "test.fire"));
  g_assert_true (umpire_rules_browser_is_table_listed (browser, "test.sequence"));
}

static void
test_window_rules_browser_reload (Fixture       *fixture,
                                  gconstpointer  user_data)
{
  UmpireRulesBrowser *browser = show_rules_browser (fixture);
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_rules_browser_select_table (browser, "test.fire"));
  g_assert_cmpstr (cell_text (browser, "low", "weak"), ==, "0");

  umpire_rules_load_data (fixture->rules, override_pack, sizeof override_pack - 1,
                          "club.xml", &error);
  g_assert_no_error (error);
  umpire_window_reload_rules (fixture->window);

  /* Still selected, now showing the pack's table. */
  g_assert_cmpstr (umpire_rules_browser_get_selected_table (browser), ==, "test.fire");
  g_assert_cmpstr (cell_text (browser, "low", "weak"), ==, "1");
  g_assert_null (umpire_rules_browser_get_cell (browser, "high", "strong"));
  g_assert_true (umpire_rules_browser_is_table_listed (browser, "test.sequence"));
}

static void
collect_labels (GtkWidget *widget,
                GPtrArray *texts)
{
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (texts, (gpointer) gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, texts);
}

static gboolean
holds_text (GPtrArray  *texts,
            const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (strstr (g_ptr_array_index (texts, i), text) != NULL)
      return TRUE;
  return FALSE;
}

/* On a phone, in German (the longer language): the list names each table
 * and where the rules give it (its rule, else its source's title), never
 * its id ("1916.setup-sequence", cut in the middle), which the table's
 * details keep for rule-pack authors; the window stays within 360 px with
 * the list and with every table shown. */
static void
test_window_rules_browser_phone (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  const GPtrArray *tables;
  UmpireRulesBrowser *browser;
  UmpireWindow *window;
  GtkWidget *list;
  int minimum = 0;

  umpire_test_speak_german (TRUE);
  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  tables = umpire_rules_get_tables (rules);
  g_settings_set_string (settings, "last-page", "rules");
  g_settings_set_int (settings, "window-width", 360);
  g_settings_set_int (settings, "window-height", 640);
  window = g_object_ref (umpire_window_new (NULL, rules, settings));
  gtk_window_present (GTK_WINDOW (window));
  umpire_test_iterate_until (umpire_test_widget_is_mapped, window);
  browser = umpire_window_get_rules_browser (window);
  umpire_test_iterate_until (every_table_listed, browser);
  umpire_test_wait_frames (5);

  list = umpire_test_find_widget (GTK_WIDGET (browser), GTK_TYPE_LIST_BOX);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      g_autoptr(GPtrArray) texts = g_ptr_array_new ();
      const UmpireTable *table = NULL;

      if (!GTK_IS_LIST_BOX_ROW (row))
        continue;
      collect_labels (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)), texts);
      g_assert_cmpuint (texts->len, >=, 1);
      /* The table whose title the row shows first and whose id it holds
       * a hover away, for a rule pack's author. */
      for (guint i = 0; i < tables->len && table == NULL; i++)
        {
          const UmpireTable *candidate = g_ptr_array_index (tables, i);

          if (g_strcmp0 (g_ptr_array_index (texts, 0), candidate->title) == 0 &&
              strstr (gtk_widget_get_tooltip_text (row), candidate->id) != NULL)
            table = candidate;
        }
      g_assert_nonnull (table);
      /* Under it, where the rules give it, in words. */
      g_assert_true (holds_text (texts, table->prov.rule != NULL
                                        ? table->prov.rule
                                        : umpire_rules_get_source_name (rules, table->prov.source)));
      for (guint i = 0; i < tables->len; i++)
        for (guint j = 0; j < texts->len; j++)
          g_assert_cmpstr (g_ptr_array_index (texts, j), !=, ((const UmpireTable *) g_ptr_array_index (tables, i))->id);
    }

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_test_message ("the list: %d px at least", minimum);
  g_assert_cmpint (minimum, <=, 360);
  for (guint i = 0; i < tables->len; i++)
    {
      const UmpireTable *table = g_ptr_array_index (tables, i);

      g_assert_true (umpire_rules_browser_select_table (browser, table->id));
      umpire_test_iterate_pending ();
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      if (minimum > 360)
        g_test_message ("%s: %d px at least", table->id, minimum);
      g_assert_cmpint (minimum, <=, 360);
    }
  umpire_session_discard_autosave (umpire_window_get_session (window));
  gtk_window_destroy (GTK_WINDOW (window));
  umpire_test_iterate_pending ();
  g_assert_finalize_object (window);
  umpire_test_speak_german (FALSE);
}

static int
sidebar_width (UmpireWindow *window)
{
  umpire_test_wait_frames (5);
  return gtk_widget_get_width (gtk_widget_get_ancestor (GTK_WIDGET (sidebar (window)), GTK_TYPE_BOX));
}

/* The sidebar keeps its width whatever the scenario is called: its title
 * and saved state are cut short rather than widening it (and shifting the
 * page beside it), in English and in German, on a netbook's 1024 px. */
static void
test_window_sidebar_width (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  for (guint german = 0; german <= 1; german++)
    {
      g_autoptr(GSettings) settings = umpire_test_settings_new ();
      UmpireWindow *window;
      UmpireScenario *scenario;
      int before, after;

      umpire_test_speak_german (german);
      g_settings_set_string (settings, "last-page", "weltkrieg-combat");
      g_settings_set_int (settings, "window-width", 1024);
      g_settings_set_int (settings, "window-height", 600);
      window = g_object_ref (umpire_window_new (NULL, rules, settings));
      gtk_window_present (GTK_WINDOW (window));
      umpire_test_iterate_until (umpire_test_widget_is_mapped, window);
      before = sidebar_width (window);
      g_assert_cmpint (before, >, 0);

      /* Changed (the saved state in words), then a long title. */
      scenario = umpire_session_get_scenario (umpire_window_get_session (window));
      umpire_scenario_set_title (scenario, "Verdun, the left bank of the Meuse: Mort-Homme and Hill 304, March 1916");
      g_assert_true (umpire_session_get_dirty (umpire_window_get_session (window)));
      after = sidebar_width (window);
      g_test_message ("%s: sidebar %d px, %d px with a long title", german ? "de" : "en", before, after);
      g_assert_cmpint (after, >=, before - UMPIRE_TEST_LAYOUT_SLACK);
      g_assert_cmpint (after, <=, before + UMPIRE_TEST_LAYOUT_SLACK);
      /* Cut short, the name still shows it has unsaved changes: marked
       * before it, and in words a hover away. */
      {
        AdwWindowTitle *title = ADW_WINDOW_TITLE (umpire_test_find_widget (gtk_widget_get_ancestor (GTK_WIDGET (sidebar (window)),
                                                                                          GTK_TYPE_BOX),
                                                               ADW_TYPE_WINDOW_TITLE));
        g_autofree char *unsaved = g_strdup_printf (_("%s (unsaved)"), umpire_scenario_get_title (scenario));

        g_assert_true (g_str_has_prefix (adw_window_title_get_subtitle (title), "•"));
        g_assert_nonnull (strstr (adw_window_title_get_subtitle (title), "Verdun"));
        g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (title)), ==, unsaved);
      }

      umpire_session_discard_autosave (umpire_window_get_session (window));
      gtk_window_destroy (GTK_WINDOW (window));
      umpire_test_iterate_pending ();
      g_assert_finalize_object (window);
      umpire_test_speak_german (FALSE);
    }
}

/* The About window and the shell of an uninstalled build find the app's
 * icon in the resource, under the path GtkApplication gives the icon theme
 * (its resource base path, then /icons). Nothing installed is searched. */
static void
test_window_app_icon (void)
{
  g_autoptr(GtkIconTheme) theme = gtk_icon_theme_new ();
  const char *no_paths[] = { NULL };
  const char *resource_paths[] = { RESOURCE_BASE "/icons", NULL };
  const char *ids[] = { "io.github.umpire_wargames.Umpire", "io.github.umpire_wargames.Umpire.Devel", APPLICATION_ID };

  gtk_icon_theme_set_search_path (theme, no_paths);
  gtk_icon_theme_set_resource_path (theme, resource_paths);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *symbolic = g_strconcat (ids[i], "-symbolic", NULL);

      g_assert_true (gtk_icon_theme_has_icon (theme, ids[i]));
      g_assert_true (gtk_icon_theme_has_icon (theme, symbolic));
    }
  g_assert_false (gtk_icon_theme_has_icon (theme, "io.github.umpire_wargames.Umpire.Missing"));
}

/* GTK 4.8's workarounds (UmpireWidthFirstLayout, UmpireStatusPage's bin)
 * are on below GTK 4.18 and off from it, unless UMPIRE_GTK48_LAYOUT says;
 * off, a box keeps its own layout. */
static void
test_window_gtk48_workarounds (void)
{
  GtkWidget *box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 3));
  const char *force = g_getenv ("UMPIRE_GTK48_LAYOUT");
  gboolean old_gtk = gtk_check_version (4, 18, 0) != NULL;

  g_test_message ("GTK %u.%u: the workarounds are %s", gtk_get_major_version (), gtk_get_minor_version (),
                  umpire_width_first_is_needed () ? "on" : "off");
  if (force == NULL || (!g_str_equal (force, "0") && !g_str_equal (force, "1")))
    g_assert_true (umpire_width_first_is_needed () == old_gtk);
  else
    g_assert_true (umpire_width_first_is_needed () == g_str_equal (force, "1"));
  umpire_width_first (box);
  g_assert_true (UMPIRE_IS_WIDTH_FIRST_LAYOUT (gtk_widget_get_layout_manager (box)) == umpire_width_first_is_needed ());
  if (!umpire_width_first_is_needed ())
    g_assert_true (GTK_IS_BOX_LAYOUT (gtk_widget_get_layout_manager (box)));
  g_object_unref (box);
}

/* A row's title box laid out width first: its width at a height is its
 * width at any height (no search), and everything else is what its own
 * layout gives, to the pixel: heights for widths and where each label goes.
 * On every GTK, the layout forced on (UMPIRE_GTK48_LAYOUT=1) in a process of
 * its own. */
static void
test_window_width_first (void)
{
  if (!g_test_subprocess ())
    {
      g_setenv ("UMPIRE_GTK48_LAYOUT", "1", TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_unsetenv ("UMPIRE_GTK48_LAYOUT");
      g_test_trap_assert_passed ();
      return;
    }

  const char *text = "A wrapping label of several words that needs two lines at a narrow width";
  GtkWidget *window = gtk_window_new ();
  GtkWidget *boxes[2];
  int min[2], nat[2], height[2], free_min[2], free_nat[2];
  graphene_rect_t bounds[2][2];

  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *title = gtk_label_new (text);
      GtkWidget *subtitle = gtk_label_new (text);

      boxes[i] = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
      gtk_box_append (GTK_BOX (boxes[i]), title);
      gtk_box_append (GTK_BOX (boxes[i]), subtitle);
    }
  gtk_window_set_child (GTK_WINDOW (window), gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
  for (guint i = 0; i < 2; i++)
    gtk_box_append (GTK_BOX (gtk_window_get_child (GTK_WINDOW (window))), boxes[i]);
  umpire_width_first (boxes[1]);
  g_assert_true (UMPIRE_IS_WIDTH_FIRST_LAYOUT (gtk_widget_get_layout_manager (boxes[1])));
  umpire_width_first (boxes[1]);
  g_assert_cmpint (gtk_widget_get_request_mode (boxes[1]), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);

  for (guint i = 0; i < 2; i++)
    {
      gtk_widget_measure (boxes[i], GTK_ORIENTATION_HORIZONTAL, 100, &min[i], &nat[i], NULL, NULL);
      gtk_widget_measure (boxes[i], GTK_ORIENTATION_HORIZONTAL, -1, &free_min[i], &free_nat[i], NULL, NULL);
      gtk_widget_measure (boxes[i], GTK_ORIENTATION_VERTICAL, 150, NULL, &height[i], NULL, NULL);
      gtk_widget_size_allocate (boxes[i], &(GtkAllocation) { 0, 0, 150, height[i] }, -1);
      for (guint j = 0; j < 2; j++)
        {
          GtkWidget *label = j == 0 ? gtk_widget_get_first_child (boxes[i]) : gtk_widget_get_last_child (boxes[i]);

          g_assert_true (gtk_widget_compute_bounds (label, boxes[i], &bounds[i][j]));
        }
    }
  /* GTK 4.8's own layout searches widths for the height: narrower than its
   * natural width, wider than its minimum (4.18 answers its natural width). */
  if (gtk_check_version (4, 18, 0) != NULL)
    g_assert_cmpint (nat[0], <, free_nat[0]);
  g_assert_cmpint (min[1], ==, free_min[1]);
  g_assert_cmpint (nat[1], ==, free_nat[1]);
  g_assert_cmpint (free_min[0], ==, free_min[1]);
  g_assert_cmpint (height[0], ==, height[1]);
  g_assert_cmpint (height[1], >, 0);
  for (guint j = 0; j < 2; j++)
    g_assert_true (graphene_rect_equal (&bounds[0][j], &bounds[1][j]));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* What every field gets where it is built (umpire_form_set_up(), no
 * emission hook): on every page, every setup step, an option What-If adds,
 * the preferences and the scenario editor, every spin button leaves the
 * wheel to the page, every drop-down's button is named and every action
 * row's title is laid out width first (forced on: any GTK). */
static void
check_set_up (GtkWidget *root,
              guint      counts[3])
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  umpire_test_collect_widgets (root, GTK_TYPE_SPIN_BUTTON, found);
  for (guint i = 0; i < found->len; i++)
    g_assert_true (umpire_form_wheel_is_tamed (found->pdata[i]));
  counts[0] += found->len;
  found->len = 0;
  umpire_test_collect_widgets (root, GTK_TYPE_DROP_DOWN, found);
  for (guint i = 0; i < found->len; i++)
    g_assert_true (umpire_form_drop_down_is_named (found->pdata[i]));
  counts[1] += found->len;
  found->len = 0;
  umpire_test_collect_widgets (root, ADW_TYPE_ACTION_ROW, found);
  for (guint i = 0; i < found->len; i++)
    {
      if (!umpire_width_first_action_row_is_set (found->pdata[i]))
        g_printerr ("row %s (%s) not width first\n", G_OBJECT_TYPE_NAME (found->pdata[i]),
                        adw_preferences_row_get_title (found->pdata[i]));
      g_assert_true (umpire_width_first_action_row_is_set (found->pdata[i]));
    }
  counts[2] += found->len;
}

static void
test_window_fields_set_up (void)
{
  static const char * const pages[] = {
    "start", "setup-1916", "weltkrieg-combat", "weltkrieg-compare", "hq-reserves", "west-front",
    "miniatures", "rules", "log",
  };
  g_autoptr(UmpireRules) rules = NULL;
  g_autoptr(GSettings) settings = NULL;
  UmpireWindow *window;
  GtkWidget *page, *preferences, *editor;
  guint counts[3] = { 0, 0, 0 };

  if (!g_test_subprocess ())
    {
      g_setenv ("UMPIRE_GTK48_LAYOUT", "1", TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_unsetenv ("UMPIRE_GTK48_LAYOUT");
      g_test_trap_assert_passed ();
      return;
    }

  rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  settings = umpire_test_settings_new ();
  window = umpire_window_new (NULL, rules, settings);
  gtk_window_present (GTK_WINDOW (window));
  umpire_test_iterate_until (umpire_test_widget_is_mapped, window);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      umpire_window_show_page (window, pages[i]);
      umpire_test_iterate_pending ();
    }
  /* Every setup step and view, built one at a time. */
  page = umpire_test_find_widget (GTK_WIDGET (window), UMPIRE_TYPE_SETUP_PAGE);
  g_assert_nonnull (page);
  for (guint i = 0; i < umpire_setup_page_get_n_steps (UMPIRE_SETUP_PAGE (page)); i++)
    g_assert_nonnull (umpire_setup_page_get_step_widget (UMPIRE_SETUP_PAGE (page), i));
  g_assert_nonnull (umpire_setup_page_get_turns (UMPIRE_SETUP_PAGE (page)));
  g_assert_nonnull (umpire_setup_page_get_optional_rules (UMPIRE_SETUP_PAGE (page)));
  /* An option added after the page was built. */
  page = umpire_test_find_widget (GTK_WIDGET (window), UMPIRE_TYPE_COMPARE_PAGE);
  g_assert_nonnull (page);
  g_assert_true (umpire_compare_page_add_option (UMPIRE_COMPARE_PAGE (page)));
  umpire_test_iterate_pending ();
  check_set_up (GTK_WIDGET (window), counts);

  /* Their content as well: an AdwDialog (libadwaita 1.5+) holds it outside
   * its tree until shown, where a walk of the dialog alone found nothing
   * and passed. Each has rows; the scenario editor, spin buttons too. */
  preferences = g_object_ref_sink (umpire_preferences_window_new (rules, settings));
  {
    guint before = counts[2];

    check_set_up (preferences, counts);
    if (umpire_dialog_get_content (preferences) != preferences)
      check_set_up (umpire_dialog_get_content (preferences), counts);
    g_assert_cmpuint (counts[2], >, before);
  }
  editor = g_object_ref_sink (umpire_scenario_editor_new (umpire_window_get_session (window)));
  {
    guint before = counts[0];

    check_set_up (editor, counts);
    if (umpire_dialog_get_content (editor) != editor)
      check_set_up (umpire_dialog_get_content (editor), counts);
    g_assert_cmpuint (counts[0], >, before);
  }
  g_test_message ("%u spin buttons, %u drop-downs, %u action rows", counts[0], counts[1], counts[2]);
  g_assert_cmpuint (counts[0], >=, 10);
  g_assert_cmpuint (counts[1], >=, 5);
  g_assert_cmpuint (counts[2], >=, 50);

  /* Windows, or dialogs on libadwaita 1.5+ (umpire-compat.h). */
  if (GTK_IS_WINDOW (editor))
    gtk_window_destroy (GTK_WINDOW (editor));
  g_object_unref (editor);
  if (GTK_IS_WINDOW (preferences))
    gtk_window_destroy (GTK_WINDOW (preferences));
  g_object_unref (preferences);
  umpire_session_discard_autosave (umpire_window_get_session (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* What the turn marker says: its label (a child of its own, no arrow). */
static const char *
button_text (GtkMenuButton *button)
{
  GtkWidget *child = gtk_menu_button_get_child (button);

  g_assert_true (GTK_IS_LABEL (child));
  return gtk_label_get_label (GTK_LABEL (child));
}

/* One turn marker in the header bar for every page: it shows the
 * scenario's turn, sets it, and every event recorded then belongs to it;
 * a scenario without a turn shows 1 and is not changed by showing it. */
static void
test_window_turn_marker (Fixture       *fixture,
                         gconstpointer  user_data)
{
  UmpireSession *session = umpire_window_get_session (fixture->window);
  GtkSpinButton *marker = GTK_SPIN_BUTTON (umpire_window_get_turn_spin (fixture->window));
  GtkMenuButton *button = GTK_MENU_BUTTON (umpire_window_get_turn_marker (fixture->window));
  UmpireScenario *scenario = umpire_session_get_scenario (session);
  g_autoptr(UmpireResult) result = umpire_result_new ("test.fire");
  UmpireEvent *event;

  umpire_window_show_page (fixture->window, "weltkrieg-combat");
  umpire_test_iterate_until (umpire_test_widget_is_mapped, button);
  g_assert_cmpstr (button_text (button), ==, "Turn 1");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (marker), ==, 1);
  g_assert_cmpint (umpire_scenario_get_turn (scenario), ==, 0);
  g_assert_false (umpire_session_get_dirty (session));

  gtk_spin_button_set_value (marker, 3);
  g_assert_cmpint (umpire_scenario_get_turn (scenario), ==, 3);
  event = umpire_session_record (session, result, "testpack", UMPIRE_SIDE_ATTACKER);
  g_assert_cmpint (umpire_event_get_turn (event), ==, 3);
  /* Set elsewhere (the turn tracker, a file): the marker follows */
  umpire_scenario_set_turn (scenario, 5);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (marker), ==, 5);
  g_assert_cmpstr (button_text (button), ==, "Turn 5");
  /* Another scenario: its turn */
  umpire_session_reset (session);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (marker), ==, 1);
  g_assert_cmpint (umpire_scenario_get_turn (umpire_session_get_scenario (session)), ==, 0);
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

  g_test_add ("/umpire/window/sidebar-keys", Fixture, NULL,
              fixture_set_up, test_window_sidebar_keys, fixture_tear_down);
  g_test_add ("/umpire/window/turn-marker", Fixture, NULL,
              fixture_set_up, test_window_turn_marker, fixture_tear_down);
  g_test_add ("/umpire/window/wheel", Fixture, NULL,
              fixture_set_up, test_window_wheel, fixture_tear_down);
  g_test_add ("/umpire/window/pages", Fixture, NULL,
              fixture_set_up, test_window_pages, fixture_tear_down);
  g_test_add ("/umpire/window/rules-browser/grid", Fixture, NULL,
              fixture_set_up, test_window_rules_browser_grid, fixture_tear_down);
  g_test_add ("/umpire/window/rules-browser/lists", Fixture, NULL,
              fixture_set_up, test_window_rules_browser_lists, fixture_tear_down);
  g_test_add ("/umpire/window/rules-browser/search", Fixture, NULL,
              fixture_set_up, test_window_rules_browser_search, fixture_tear_down);

  g_test_add ("/umpire/window/rules-browser/reload", Fixture, NULL,
              fixture_set_up, test_window_rules_browser_reload, fixture_tear_down);
  g_test_add_func ("/umpire/window/app-icon", test_window_app_icon);
  g_test_add_func ("/umpire/window/first-page-only", test_window_first_page_only);
  g_test_add_func ("/umpire/window/bad-settings", test_window_bad_settings);
  g_test_add_func ("/umpire/window/rules-browser/phone", test_window_rules_browser_phone);
  g_test_add_func ("/umpire/window/sidebar-width", test_window_sidebar_width);
  g_test_add_func ("/umpire/window/width-first", test_window_width_first);
  g_test_add_func ("/umpire/window/fields-set-up", test_window_fields_set_up);
  g_test_add_func ("/umpire/window/gtk48-workarounds", test_window_gtk48_workarounds);

  return g_test_run ();
}
