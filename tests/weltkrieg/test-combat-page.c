/* test-combat-page.c: the Der Weltkrieg combat page, filled by keyboard
 *
 * Runs under a display (Xvfb). Focus moves with Tab (gtk_widget_child_focus,
 * what the Tab key does), text goes into the focused field, and Enter
 * activates it: "12 Tab 8 Tab 2 Tab 4 Tab 2 Enter", eleven keystrokes from
 * an empty form to the result. Expected values are worked by hand:
 * 12 SP attack in clear, die 4: 1914-1916 row 4 col 12 = 2;
 * counterattack 8 x 3 + 2 x 2 = 28, die 2: row 2 col 28 = 3;
 * supply 12/4 = 3 and 8/2 + 2/2 = 5.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "umpire-combat-page.h"
#include "umpire-crt-chart.h"
#include "umpire-reserves-page.h"
#include "umpire-result-view.h"
#include "umpire-scenario-file.h"
#include "umpire-session.h"
#include "umpire-westfront-page.h"
#include "umpire-test-gui.h"

typedef struct
{
  UmpireRules *rules;
  UmpireDice  *dice;
  GtkWindow   *window;
  GtkWidget   *page;
  guint        keystrokes;
  char        *dir;       /* the session's autosave goes here */
  UmpireSession *session; /* given to the page only by the tests that say so */
} Fixture;

static void
settle (void)
{
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
chart_drawn (gpointer data)
{
  return umpire_crt_view_get_model (data) != NULL;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  GType (*page_type) (void) = data;

  f->rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (f->rules, &error));
  g_assert_no_error (error);
  f->dice = umpire_dice_new_seeded (1914);
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 1280, 1000);
  f->page = g_object_new (page_type (), "rules", f->rules, "dice", f->dice, NULL);
  gtk_window_set_child (f->window, f->page);
  gtk_window_present (f->window);
  umpire_test_iterate_until (umpire_test_widget_is_allocated, f->window);
  f->dir = g_dir_make_tmp ("umpire-page-XXXXXX", &error);
  g_assert_no_error (error);
  {
    g_autofree char *autosave = g_build_filename (f->dir, "autosave.umpire", NULL);

    f->session = umpire_session_new (autosave);
  }
  /* The chart's odds follow the first frame (test chart-after-first-frame). */
  if (UMPIRE_IS_COMBAT_PAGE (f->page))
    umpire_test_iterate_until (chart_drawn, umpire_combat_page_get_crt_view (UMPIRE_COMBAT_PAGE (f->page)));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *lock = NULL;

  gtk_window_destroy (f->window);
  umpire_session_discard_autosave (f->session);
  lock = g_strconcat (umpire_session_get_autosave_path (f->session), ".lock", NULL);
  g_clear_object (&f->session);
  g_unlink (lock);
  g_assert_cmpint (g_rmdir (f->dir), ==, 0);
  g_clear_pointer (&f->dir, g_free);
  g_clear_object (&f->dice);
  g_clear_object (&f->rules);
}

/* The keyboard: Tab, typing into the focused field, Enter. */
static void
press_tab (Fixture *f)
{
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (f->window), GTK_DIR_TAB_FORWARD));
  f->keystrokes++;
}

static void
type_text (Fixture    *f,
           const char *text)
{
  GtkWidget *focus = gtk_window_get_focus (f->window);

  g_assert_nonnull (focus);
  g_assert_true (GTK_IS_EDITABLE (focus));
  gtk_editable_set_text (GTK_EDITABLE (focus), text);
  f->keystrokes += strlen (text);
}

static void
press_enter (Fixture *f)
{
  GtkWidget *focus = gtk_window_get_focus (f->window);

  g_assert_nonnull (focus);
  /* What Enter does in a text field: its "activate" signal. */
  g_assert_cmpuint (g_signal_lookup ("activate", G_OBJECT_TYPE (focus)), !=, 0);
  g_signal_emit_by_name (focus, "activate");
  f->keystrokes++;
}

static const char *
value (UmpireResult *result,
       const char   *name)
{
  g_assert_nonnull (result);
  return umpire_result_get_value (result, name);
}

static guint32
pixel (cairo_surface_t *surface,
       int              x,
       int              y)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  return ((const guint32 *) (data + y * stride))[x] & 0xffffff;
}

static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  UmpireCombatPage *page = UMPIRE_COMBAT_PAGE (f->page);
  UmpireResult *result;

  /* From an empty form: the first Tab lands in the attacker's strength. */
  gtk_window_set_focus (f->window, NULL);
  press_tab (f);
  type_text (f, "12");
  press_tab (f);
  type_text (f, "8");
  press_tab (f);
  type_text (f, "2");
  press_tab (f);
  type_text (f, "4");
  press_tab (f);
  type_text (f, "2");
  press_enter (f);
  settle ();
  /* The first Tab only enters the form: it is not counted as typing. */
  g_assert_cmpuint (f->keystrokes - 1, <=, 12);

  result = umpire_combat_page_get_result (page);
  g_assert_null (umpire_combat_page_get_error (page));
  g_assert_cmpstr (value (result, "attack-column"), ==, "12");
  g_assert_cmpstr (value (result, "attack-die"), ==, "4");
  g_assert_cmpstr (value (result, "defender-loss"), ==, "2");
  g_assert_cmpstr (value (result, "counterattack-strength"), ==, "28");
  g_assert_cmpstr (value (result, "counter-column"), ==, "28");
  g_assert_cmpstr (value (result, "attacker-loss"), ==, "3");
  g_assert_cmpstr (value (result, "attacker-supply"), ==, "3");
  g_assert_cmpstr (value (result, "defender-supply"), ==, "5");
  /* Typed dice are the table's: the session's dice were not rolled. */
  g_assert_cmpuint (umpire_dice_get_history (f->dice)->len, ==, 0);

  /* Render the CRT view as the screen does and find the chosen cell. */
  {
    UmpireCrtView *view = umpire_combat_page_get_crt_view (page);
    const UmpireCrtChartModel *model = umpire_crt_view_get_model (view);
    int width = gtk_widget_get_width (GTK_WIDGET (view));
    int height = gtk_widget_get_height (GTK_WIDGET (view));
    g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (view));
    GtkSnapshot *snapshot = gtk_snapshot_new ();
    g_autoptr(GskRenderNode) node = NULL;
    cairo_surface_t *surface;
    cairo_t *cr;
    double x, y, w, h;
    UmpireCrtChartStyle style;
    g_autofree char *png = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                             "combat-page-crt.png", NULL);

    g_assert_nonnull (model);
    g_assert_cmpint (model->effective_column, ==, 12);
    g_assert_cmpint (model->die, ==, 4);
    g_assert_cmpint (width, >, 300);
    gdk_paintable_snapshot (paintable, snapshot, width, height);
    node = gtk_snapshot_free_to_node (snapshot);
    g_assert_nonnull (node);
    surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
    cr = cairo_create (surface);
    gsk_render_node_draw (node, cr);
    cairo_destroy (cr);
    cairo_surface_flush (surface);
    /* Drawn in the light style, the numbers at the window's text size. */
    umpire_crt_view_get_style (view, &style);
    g_assert_cmpfloat (style.background[0], ==, 1);
    g_assert_cmpfloat (style.font_size, >=, 10);
    g_assert_true (umpire_crt_chart_cell_rect (model, &style, width, height, 4, 12, &x, &y, &w, &h));
    /* Double outline: black just outside, white just inside the cell. */
    g_assert_cmphex (pixel (surface, (int) x - 2, (int) (y + h / 2)) & 0xc0c0c0, ==, 0);
    g_assert_cmphex (pixel (surface, (int) x + 1, (int) (y + h / 2 + 3)), ==, 0xffffff);
    /* The counterattack's cell the same: 8 x 3 + 2 x 2 = 28 in the clear,
     * column 28, die 2. */
    g_assert_cmpint (model->counter_column, ==, 28);
    g_assert_cmpint (model->counter_die, ==, 2);
    g_assert_true (umpire_crt_chart_cell_rect (model, &style, width, height, 2, 28, &x, &y, &w, &h));
    g_assert_cmphex (pixel (surface, (int) x - 2, (int) (y + h / 2)) & 0xc0c0c0, ==, 0);
    g_assert_cmphex (pixel (surface, (int) x + 1, (int) (y + h / 2 + 3)), ==, 0xffffff);
    g_assert_cmpint (cairo_surface_write_to_png (surface, png), ==, CAIRO_STATUS_SUCCESS);
    g_test_message ("wrote %s", png);
    cairo_surface_destroy (surface);
  }

  /* A die of 7 is refused on its field, in words; the result of the
   * previous inputs goes with its die on the chart. */
  gtk_window_set_focus (f->window, NULL);
  press_tab (f);
  press_tab (f);
  press_tab (f);
  press_tab (f);
  type_text (f, "7");
  press_enter (f);
  g_assert_nonnull (umpire_combat_page_get_error (page));
  g_assert_cmpstr (umpire_combat_page_get_error (page), ==, "Attack die: 7 is not a face of a d6 (1 to 6)");
  g_assert_null (strstr (umpire_combat_page_get_error (page), "attack-die"));
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_parent (gtk_window_get_focus (f->window)), "error"));
  g_assert_null (umpire_combat_page_get_result (page));
  g_assert_cmpint (umpire_crt_view_get_model (umpire_combat_page_get_crt_view (page))->die, ==, 0);

  /* Fixing the field takes the mark away at once. */
  type_text (f, "3");
  g_assert_false (gtk_widget_has_css_class (gtk_widget_get_parent (gtk_window_get_focus (f->window)), "error"));

  /* Empty dice: Umpire rolls from the session's dice. */
  type_text (f, "");
  press_tab (f);
  type_text (f, "");
  press_enter (f);
  g_assert_null (umpire_combat_page_get_error (page));
  g_assert_cmpuint (umpire_dice_get_history (f->dice)->len, ==, 2);
}

/* The check boxes by keyboard alone: one Tab stop each, in order, Space
 * (the check button's activate) ticks the one with the focus; no flow box
 * cell takes a Tab of its own. */
static void
test_keyboard_checks (Fixture       *f,
                      gconstpointer  data)
{
  UmpireCombatPage *page = UMPIRE_COMBAT_PAGE (f->page);
  GtkWidget *checks[6];
  GtkWidget *focus;
  guint tabs = 0;

  for (guint i = 0; i < G_N_ELEMENTS (checks); i++)
    g_assert_nonnull ((checks[i] = umpire_test_nth_widget (f->page, GTK_TYPE_CHECK_BUTTON, i)));
  gtk_window_set_focus (f->window, NULL);
  press_tab (f);
  type_text (f, "12");
  press_tab (f);
  type_text (f, "8");
  /* On to the first check box: no stop on anything that is not a control. */
  do
    {
      press_tab (f);
      focus = gtk_window_get_focus (f->window);
      g_assert_nonnull (focus);
      g_assert_false (GTK_IS_FLOW_BOX_CHILD (focus));
      g_assert_cmpuint (++tabs, <, 12);
    }
  while (focus != checks[0]);
  for (guint i = 1; i < G_N_ELEMENTS (checks); i++)
    {
      press_tab (f);
      g_assert_true (gtk_window_get_focus (f->window) == checks[i]);
    }
  /* Back again, one Shift+Tab each. */
  for (guint i = G_N_ELEMENTS (checks) - 1; i > 0; i--)
    {
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (f->window), GTK_DIR_TAB_BACKWARD));
      g_assert_true (gtk_window_get_focus (f->window) == checks[i - 1]);
    }
  /* Space on "Trench". */
  g_assert_true (gtk_window_get_focus (f->window) == checks[0]);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (checks[0])));
  g_assert_true (gtk_widget_activate (checks[0]));
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (checks[0])));
  g_assert_true (umpire_combat_page_resolve (page));
  g_assert_cmpstr (umpire_result_get_input (umpire_combat_page_get_result (page), "trench"), ==, "yes");
}


/* The result on screen answers the inputs on screen: a change marks it
 * out of date; dice typed in serve one combat; an empty strength is a
 * field to fill, not a 0. */
static void
test_trust (Fixture       *f,
            gconstpointer  data)
{
  UmpireCombatPage *page = UMPIRE_COMBAT_PAGE (f->page);
  GtkWidget *attacker = umpire_test_nth_widget (f->page, GTK_TYPE_SPIN_BUTTON, 0);
  GtkWidget *defender = umpire_test_nth_widget (f->page, GTK_TYPE_SPIN_BUTTON, 1);
  GtkWidget *artillery = umpire_test_nth_widget (f->page, GTK_TYPE_SPIN_BUTTON, 2);
  GtkWidget *attack_die = umpire_test_nth_widget (f->page, GTK_TYPE_ENTRY, 0);
  GtkWidget *counter_die = umpire_test_nth_widget (f->page, GTK_TYPE_ENTRY, 1);
  UmpireResultView *view = UMPIRE_RESULT_VIEW (umpire_test_nth_widget (f->page, UMPIRE_TYPE_RESULT_VIEW, 0));

  g_assert_nonnull (attacker);
  g_assert_nonnull (view);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (attacker), 12);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (defender), 4);
  gtk_editable_set_text (GTK_EDITABLE (attack_die), "3");
  gtk_editable_set_text (GTK_EDITABLE (counter_die), "5");
  g_assert_true (umpire_combat_page_resolve (page));
  g_assert_cmpstr (value (umpire_combat_page_get_result (page), "attack-die"), ==, "3");
  /* Typed dice are cleared once used: the next combat cannot reuse them. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (attack_die)), ==, "");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (counter_die)), ==, "");
  g_assert_false (umpire_result_view_get_stale (view));

  /* A changed input marks the result out of date at once. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (attacker), 14);
  g_assert_true (umpire_result_view_get_stale (view));
  g_assert_true (umpire_combat_page_resolve (page));
  g_assert_false (umpire_result_view_get_stale (view));

  /* An emptied strength is refused beside its field and records nothing. */
  gtk_editable_set_text (GTK_EDITABLE (attacker), "");
  g_assert_false (umpire_combat_page_resolve (page));
  g_assert_null (umpire_combat_page_get_result (page));
  g_assert_true (gtk_widget_has_css_class (attacker, "error"));
  g_assert_nonnull (strstr (umpire_combat_page_get_error (page), "strength"));
  g_assert_null (strstr (umpire_combat_page_get_error (page), "attacker-strength"));

  /* Leaving the emptied field (GTK updates a spin button then) keeps it
   * empty: it is not read as 0 and logged as "No combat". */
  gtk_spin_button_update (GTK_SPIN_BUTTON (attacker));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (attacker)), ==, "");
  g_assert_false (umpire_combat_page_resolve (page));
  g_assert_null (umpire_combat_page_get_result (page));
  g_assert_nonnull (strstr (umpire_combat_page_get_error (page), "strength"));
  /* So is an emptied artillery field. */
  gtk_editable_set_text (GTK_EDITABLE (attacker), "12");
  gtk_spin_button_update (GTK_SPIN_BUTTON (attacker));
  g_assert_true (umpire_combat_page_resolve (page));
  g_assert_false (umpire_result_view_get_stale (view));
  /* Typing marks the result out of date before the field is left. */
  gtk_editable_set_text (GTK_EDITABLE (artillery), "");
  g_assert_true (umpire_result_view_get_stale (view));
  gtk_spin_button_update (GTK_SPIN_BUTTON (artillery));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (artillery)), ==, "");
  g_assert_false (umpire_combat_page_resolve (page));
  g_assert_true (gtk_widget_has_css_class (artillery, "error"));
  /* + on an emptied field gives it a number again. */
  gtk_spin_button_spin (GTK_SPIN_BUTTON (artillery), GTK_SPIN_STEP_FORWARD, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (artillery)), !=, "");
  g_assert_true (umpire_combat_page_resolve (page));

  /* A strength typed and resolved at once (Ctrl+Return, the field not
   * left) is the number typed, not the value behind it. */
  gtk_editable_set_text (GTK_EDITABLE (defender), "7");
  g_assert_true (umpire_combat_page_resolve (page));
  g_assert_cmpstr (umpire_result_get_input (umpire_combat_page_get_result (page), "defender-strength"), ==, "7");
  g_assert_false (umpire_result_view_get_stale (view));
}

static void
test_crt_view_accessible (Fixture       *f,
                          gconstpointer  data)
{
  UmpireCrtView *view = umpire_combat_page_get_crt_view (UMPIRE_COMBAT_PAGE (f->page));

  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (view)), ==, GTK_ACCESSIBLE_ROLE_IMG);
  /* The form starts at 0 strength: the chart shows the table, no column. */
  g_assert_nonnull (umpire_crt_view_get_model (view));
  g_assert_cmpint (umpire_crt_view_get_model (view)->effective_column, ==, 0);
}

/* The page's first frame does not wait for the chart's odds: they are
 * worked out after it, for the form as it is then, and from then on the
 * chart follows every change at once, with the result marked out of date. */
static void
test_chart_after_first_frame (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1914);
  g_autoptr(GError) error = NULL;
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *page;
  GtkWidget *attacker;
  UmpireCrtView *view;
  UmpireResultView *result;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  page = umpire_combat_page_new (rules, dice);
  gtk_window_set_child (window, page);
  view = umpire_combat_page_get_crt_view (UMPIRE_COMBAT_PAGE (page));
  attacker = umpire_test_nth_widget (page, GTK_TYPE_SPIN_BUTTON, 0);
  result = UMPIRE_RESULT_VIEW (umpire_test_nth_widget (page, UMPIRE_TYPE_RESULT_VIEW, 0));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (attacker), 12);
  /* A defender to attack: with none there is no combat and no die. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (umpire_test_nth_widget (page, GTK_TYPE_SPIN_BUTTON, 1)), 8);
  g_assert_null (umpire_crt_view_get_model (view));
  gtk_window_present (window);
  g_assert_null (umpire_crt_view_get_model (view));
  umpire_test_iterate_until (chart_drawn, view);
  g_assert_cmpint (umpire_crt_view_get_model (view)->printed_column, ==, 12);
  g_assert_true (umpire_crt_view_get_model (view)->attack.shown);
  g_assert_cmpint (umpire_crt_view_get_model (view)->die, ==, 0);

  g_assert_true (umpire_combat_page_resolve (UMPIRE_COMBAT_PAGE (page)));
  g_assert_cmpint (umpire_crt_view_get_model (view)->die, >, 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (attacker), 20);
  g_assert_true (umpire_result_view_get_stale (result));
  g_assert_cmpint (umpire_crt_view_get_model (view)->printed_column, ==, 20);
  g_assert_cmpint (umpire_crt_view_get_model (view)->die, ==, 0);
  gtk_window_destroy (window);
}

static gboolean
four_forms (gpointer data)
{
  return umpire_test_count_widgets (data, UMPIRE_TYPE_PROCEDURE_FORM) == 4;
}

/* West Front's first frame shows its first form; a form asked for comes at
 * once with those above it, and the rest follow the first frame in order. */
static void
test_westfront_after_first_frame (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *page;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  page = umpire_westfront_page_new (rules, NULL);
  gtk_window_set_child (window, page);
  g_assert_cmpuint (umpire_test_count_widgets (page, UMPIRE_TYPE_PROCEDURE_FORM), ==, 1);
  g_assert_nonnull (umpire_westfront_page_get_form (UMPIRE_WESTFRONT_PAGE (page), "weltkrieg.liege"));
  g_assert_cmpuint (umpire_test_count_widgets (page, UMPIRE_TYPE_PROCEDURE_FORM), ==, 3);
  gtk_window_present (window);
  umpire_test_iterate_until (four_forms, page);
  g_assert_true (umpire_procedure_info_has_id (
    umpire_procedure_form_get_info (umpire_westfront_page_get_form (UMPIRE_WESTFRONT_PAGE (page),
                                                                    "weltkrieg.belgian-release")),
    "weltkrieg.belgian-release"));
  gtk_window_destroy (window);
}

static void
test_reserves (Fixture       *f,
               gconstpointer  data)
{
  UmpireReservesPage *page = UMPIRE_RESERVES_PAGE (f->page);
  UmpireProcedureForm *form = umpire_reserves_page_get_form (page);

  /* Without a scenario, the year is a field to fill, not a default. */
  g_assert_false (umpire_reserves_page_commit (page));
  g_assert_cmpstr (umpire_procedure_form_get_field_error (form, "year"), ==, "Year: enter a number");
  g_assert_cmpuint (umpire_dice_get_history (f->dice)->len, ==, 0);
  umpire_procedure_form_set_value (form, "year", "1914");
  /* Germany is the first nation; three defensive units one after another. */
  for (int i = 0; i < 3; i++)
    {
      g_assert_true (umpire_reserves_page_commit (page));
      g_assert_cmpstr (value (umpire_reserves_page_get_result (page), "rating"), !=, NULL);
    }
  g_assert_cmpuint (umpire_dice_get_history (f->dice)->len, ==, 3);
}

/* The row a field stands in: the field itself when it is a row. */
static GtkWidget *
row_of (GtkWidget *widget)
{
  return GTK_IS_LIST_BOX_ROW (widget) ? widget : gtk_widget_get_ancestor (widget, GTK_TYPE_LIST_BOX_ROW);
}

/* Issue 24: more artillery than a hex may hold (3) is refused by the
 * engine, and the page says so under the field it is about, in the
 * umpire's words (the field's label, no id), not under the button; no die
 * is rolled and nothing recorded. Put right, the mark goes. */
static void
test_reserves_bounds (Fixture       *f,
                      gconstpointer  data)
{
  UmpireReservesPage *page = UMPIRE_RESERVES_PAGE (f->page);
  UmpireProcedureForm *form = umpire_reserves_page_get_form (page);
  UmpireScenario *scenario = umpire_session_get_scenario (f->session);
  GtkWidget *field = umpire_procedure_form_get_field (form, "hex-artillery");
  GtkLabel *error;
  const char *text;

  g_object_set (page, "session", f->session, NULL);
  umpire_procedure_form_set_value (form, "year", "1916");
  umpire_procedure_form_set_value (form, "hex-artillery", "9");
  g_assert_false (umpire_reserves_page_commit (page));
  g_assert_cmpuint (umpire_dice_get_history (f->dice)->len, ==, 0);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 0);
  g_assert_nonnull (field);
  g_assert_true (gtk_widget_has_css_class (field, "error"));
  text = umpire_procedure_form_get_field_error (form, "hex-artillery");
  g_test_message ("hex-artillery: %s", text);
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, "9 artillery in one hex, but a hex holds at most 3"));
  g_assert_null (strstr (text, "hex-artillery"));
  /* Under its own field, shown: the row after the field's. */
  error = umpire_test_find_label_text (f->page, text);
  g_assert_nonnull (error);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (error)));
  g_assert_true (gtk_widget_get_prev_sibling (row_of (GTK_WIDGET (error))) == row_of (field));
  /* No other field is marked. */
  g_assert_null (umpire_procedure_form_get_field_error (form, "hex-divisions"));
  g_assert_null (umpire_procedure_form_get_field_error (form, "year"));

  umpire_procedure_form_set_value (form, "hex-artillery", "3");
  g_assert_true (umpire_reserves_page_commit (page));
  g_assert_false (gtk_widget_has_css_class (field, "error"));
  g_assert_null (umpire_procedure_form_get_field_error (form, "hex-artillery"));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 1);
  g_object_set (page, "session", NULL, NULL);
}

/* A defender with no strength points is no combat, and the page says why
 * (it said the attacker had none). */
static void
test_no_defender (Fixture       *f,
                  gconstpointer  data)
{
  UmpireCombatPage *page = UMPIRE_COMBAT_PAGE (f->page);
  UmpireCombatInput input = { .era = "1914-1916", .attacker_strength = 12, .defender_strength = 0,
                              .terrain = "clear" };
  UmpireResult *result;

  umpire_combat_page_set_input (page, &input);
  g_assert_true (umpire_combat_page_resolve (page));
  result = umpire_combat_page_get_result (page);
  g_assert_cmpstr (value (result, "combat"), ==, "no");
  g_assert_cmpstr (value (result, "defender-loss"), ==, "0");
  g_assert_cmpuint (umpire_dice_get_history (f->dice)->len, ==, 0);
  g_assert_true (umpire_test_shows_label (f->page, _("No combat: the defender has no strength points")));
}

/* New battle sits beside Commit next unit when the two fit on a line (it
 * stood in the middle of the page, in a column of its own), and under it,
 * at the same left edge, on a phone. */
static void
test_reserves_buttons (Fixture       *f,
                       gconstpointer  data)
{
  const int widths[] = { 1280, 360 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      GtkWindow *window = w == 0 ? f->window : GTK_WINDOW (gtk_window_new ());
      GtkWidget *page = w == 0 ? f->page : g_object_new (UMPIRE_TYPE_RESERVES_PAGE, "rules", f->rules,
                                                         "dice", f->dice, NULL);
      GtkWidget *commit, *reset;
      graphene_rect_t a, b;

      if (w > 0)
        {
          gtk_window_set_default_size (window, widths[w], 640);
          gtk_window_set_child (window, page);
          gtk_window_present (window);
        }
      umpire_test_wait_frames (10);
      commit = umpire_test_find_button (page, _("_Commit next unit"));
      reset = umpire_test_find_action_button (page, "reserves.reset");
      g_assert_nonnull (commit);
      g_assert_nonnull (reset);
      g_assert_true (gtk_widget_compute_bounds (commit, page, &a));
      g_assert_true (gtk_widget_compute_bounds (reset, page, &b));
      g_test_message ("%d px: Commit at %.0f,%.0f (%.0f wide), New battle at %.0f,%.0f", widths[w],
                      a.origin.x, a.origin.y, a.size.width, b.origin.x, b.origin.y);
      if (w == 0)
        {
          /* On the same line, the form's spacing apart. */
          g_assert_cmpfloat (fabs (a.origin.y - b.origin.y), <, 1);
          g_assert_cmpfloat (fabs (b.origin.x - (a.origin.x + a.size.width + 12)), <, 1);
        }
      else
        {
          g_assert_cmpfloat (b.origin.y, >=, a.origin.y + a.size.height);
          g_assert_cmpfloat (fabs (b.origin.x - a.origin.x), <, 1);
          g_assert_cmpfloat (b.origin.x + b.size.width, <=, gtk_widget_get_width (page));
          gtk_window_destroy (window);
        }
    }
}

static const char *
text_of (UmpireProcedureForm *form,
         const char          *name)
{
  return gtk_editable_get_text (GTK_EDITABLE (umpire_procedure_form_get_field (form, name)));
}

/* Forms take the scenario's year (HQ reserves) and turn (Liège) from the
 * session they are given, and follow it: as it changes, and when another
 * scenario is opened. A value the field cannot take (0: none set) leaves
 * what the umpire typed. */
static void
test_from_scenario (Fixture       *f,
                    gconstpointer  data)
{
  gboolean reserves = UMPIRE_IS_RESERVES_PAGE (f->page);
  UmpireProcedureForm *form = reserves ? umpire_reserves_page_get_form (UMPIRE_RESERVES_PAGE (f->page))
                                       : umpire_westfront_page_get_form (UMPIRE_WESTFRONT_PAGE (f->page), "weltkrieg.liege");
  const char *name = reserves ? "year" : "turn";
  const char *before = reserves ? "" : "1";
  UmpireScenario *scenario = umpire_session_get_scenario (f->session);
  int first = reserves ? 1916 : 4, next = reserves ? 1917 : 1, outside = reserves ? 1900 : 0;
  char text[16];

  g_assert_cmpstr (text_of (form, name), ==, before);
  /* A scenario with none set changes nothing. */
  g_object_set (f->page, "session", f->session, NULL);
  g_assert_cmpstr (text_of (form, name), ==, before);

  g_object_set (scenario, name, first, NULL);
  g_snprintf (text, sizeof text, "%d", first);
  g_assert_cmpstr (text_of (form, name), ==, text);
  g_object_set (scenario, name, next, NULL);
  g_snprintf (text, sizeof text, "%d", next);
  g_assert_cmpstr (text_of (form, name), ==, text);
  g_object_set (scenario, name, outside, NULL);
  g_assert_cmpstr (text_of (form, name), ==, text);

  /* Another scenario: its own value, read as it comes. */
  {
    g_autoptr(UmpireScenario) other = umpire_scenario_new ();
    g_autofree char *path = g_build_filename (f->dir, "other.umpire", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;

    g_object_set (other, name, first, NULL);
    g_assert_true (umpire_scenario_save_file (other, path, &error));
    g_assert_no_error (error);
    g_assert_true (umpire_session_load (f->session, file, &error));
    g_assert_no_error (error);
    g_assert_true (umpire_session_get_scenario (f->session) != scenario);
    g_snprintf (text, sizeof text, "%d", first);
    g_assert_cmpstr (text_of (form, name), ==, text);
    g_unlink (path);
  }
  /* The form lets go of the session with the page. */
  g_object_set (f->page, "session", NULL, NULL);
  g_object_set (umpire_session_get_scenario (f->session), name, next, NULL);
  g_assert_cmpstr (text_of (form, name), ==, text);
}

static void
test_westfront (Fixture       *f,
                gconstpointer  data)
{
  UmpireWestfrontPage *page = UMPIRE_WESTFRONT_PAGE (f->page);
  UmpireProcedureForm *french = umpire_westfront_page_get_form (page, "weltkrieg.french-attack");
  UmpireProcedureForm *liege = umpire_westfront_page_get_form (page, "weltkrieg.liege");

  /* An empty target hex (0, 0, 0) must be attacked. */
  umpire_procedure_form_set_value (french, "fortress", "0");
  umpire_procedure_form_set_value (french, "combined-strength", "0");
  umpire_procedure_form_set_value (french, "artillery", "0");
  g_assert_true (umpire_procedure_form_submit (french));
  g_assert_cmpstr (value (umpire_westfront_page_get_result (page), "required"), ==, "yes");
  /* Liège starts with the force rule 39 allows on its turn: turn 1, 3
   * infantry and 2 cavalry divisions, all 5 sharing the losses. */
  g_assert_cmpstr (text_of (liege, "turn"), ==, "1");
  g_assert_cmpstr (text_of (liege, "infantry"), ==, "3");
  g_assert_cmpstr (text_of (liege, "cavalry"), ==, "2");
  g_assert_cmpstr (text_of (liege, "adjacent-units"), ==, "5");
  umpire_procedure_form_set_value (liege, "adjacent-units", "2");
  g_assert_true (umpire_procedure_form_submit (liege));
  g_assert_cmpstr (value (umpire_westfront_page_get_result (page), "allowed"), ==, "yes");
}

/* Submits the page's first procedure with inputs that give a result, which
 * the page shows; its descriptor's id. */
static const char *
submit_page (Fixture *f)
{
  if (UMPIRE_IS_COMBAT_PAGE (f->page))
    {
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (umpire_test_nth_widget (f->page, GTK_TYPE_SPIN_BUTTON, 0)), 12);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (umpire_test_nth_widget (f->page, GTK_TYPE_SPIN_BUTTON, 1)), 4);
      g_assert_true (umpire_combat_page_resolve (UMPIRE_COMBAT_PAGE (f->page)));
      g_assert_nonnull (umpire_combat_page_get_result (UMPIRE_COMBAT_PAGE (f->page)));
      return "weltkrieg.combat";
    }
  if (UMPIRE_IS_RESERVES_PAGE (f->page))
    {
      umpire_procedure_form_set_value (umpire_reserves_page_get_form (UMPIRE_RESERVES_PAGE (f->page)), "year", "1914");
      g_assert_true (umpire_reserves_page_commit (UMPIRE_RESERVES_PAGE (f->page)));
      g_assert_nonnull (umpire_reserves_page_get_result (UMPIRE_RESERVES_PAGE (f->page)));
      return "weltkrieg.reserve";
    }
  else
    {
      UmpireProcedureForm *french = umpire_westfront_page_get_form (UMPIRE_WESTFRONT_PAGE (f->page),
                                                                    "weltkrieg.french-attack");

      umpire_procedure_form_set_value (french, "fortress", "0");
      umpire_procedure_form_set_value (french, "combined-strength", "0");
      umpire_procedure_form_set_value (french, "artillery", "0");
      g_assert_true (umpire_procedure_form_submit (french));
      g_assert_nonnull (umpire_westfront_page_get_result (UMPIRE_WESTFRONT_PAGE (f->page)));
      return "weltkrieg.french-attack";
    }
}

/* A page records into the session it is given (as the window gives its
 * own) and, without one, shows its result and records nothing. */
static void
test_session (Fixture       *f,
              gconstpointer  data)
{
  UmpireScenario *scenario = umpire_session_get_scenario (f->session);
  g_autoptr(UmpireSession) held = NULL;
  const char *procedure;

  submit_page (f);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 0);

  g_object_set (f->page, "session", f->session, NULL);
  g_object_get (f->page, "session", &held, NULL);
  g_assert_true (held == f->session);
  procedure = submit_page (f);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 1);
  g_assert_cmpstr (umpire_event_get_procedure (umpire_scenario_get_event (scenario, 0)), ==, procedure);
  g_assert_true (umpire_session_get_dirty (f->session));
}

/* Every choice of every drop-down under `root`, joined by "|", one drop-down a line. */
static void
collect_choices (GtkWidget *root,
                 GString   *out)
{
  if (GTK_IS_DROP_DOWN (root) || ADW_IS_COMBO_ROW (root))
    {
      GListModel *model = GTK_IS_DROP_DOWN (root) ? gtk_drop_down_get_model (GTK_DROP_DOWN (root))
                                                  : adw_combo_row_get_model (ADW_COMBO_ROW (root));

      for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
        {
          g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

          g_string_append_printf (out, "|%s", gtk_string_object_get_string (item));
        }
      g_string_append (out, "|\n");
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    collect_choices (child, out);
}

/* The drop-downs show the database's labels; its ids stay behind them. */
static void
test_combat_labels (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GString) choices = g_string_new (NULL);

  collect_choices (f->page, choices);
  /* Terrain rows by their label, the eras by their text, never by id. */
  g_assert_nonnull (strstr (choices->str, "|Clear|"));
  g_assert_null (strstr (choices->str, "|clear|"));
  g_assert_null (strstr (choices->str, "|1914-1916|"));
  g_assert_nonnull (strstr (choices->str, "|Combat Results Table for 1914 through 1916|"));
  /* The ids still reach the engine: the first era's table is read. */
  g_assert_true (umpire_combat_page_resolve (UMPIRE_COMBAT_PAGE (f->page)));
  g_assert_cmpstr (umpire_result_get_input (umpire_combat_page_get_result (UMPIRE_COMBAT_PAGE (f->page)), "era"),
                   ==, "1914-1916");
}

/* The era, terrain and over-50 drop-downs are read as the form's fields:
 * what the umpire chooses in them is what the result says it read, by id,
 * and a combat put into the page (umpire_combat_page_set_input) chooses
 * in them again ("as the database says" for no convention). */
static void
test_combat_choices_read (Fixture       *f,
                          gconstpointer  data)
{
  UmpireCombatPage *page = UMPIRE_COMBAT_PAGE (f->page);
  GtkDropDown *era = GTK_DROP_DOWN (umpire_test_nth_widget (f->page, GTK_TYPE_DROP_DOWN, 0));
  GtkDropDown *terrain = GTK_DROP_DOWN (umpire_test_nth_widget (f->page, GTK_TYPE_DROP_DOWN, 1));
  GtkDropDown *over_50 = GTK_DROP_DOWN (umpire_test_nth_widget (f->page, GTK_TYPE_DROP_DOWN, 2));
  g_autoptr(GPtrArray) eras = umpire_weltkrieg_dup_eras (f->rules);
  g_autoptr(GPtrArray) terrains = umpire_weltkrieg_dup_terrains (f->rules);
  const UmpireRow *last_era = g_ptr_array_index (eras, eras->len - 1);
  const UmpireRow *last_terrain = g_ptr_array_index (terrains, terrains->len - 1);
  UmpireCombatInput input = { .attacker_strength = 12, .defender_strength = 6, .era = "1914-1916",
                              .terrain = "clear", .over_50 = NULL };
  UmpireResult *result;

  g_assert_cmpuint (eras->len, >=, 2);
  g_assert_cmpuint (terrains->len, >=, 2);
  gtk_drop_down_set_selected (era, eras->len - 1);
  gtk_drop_down_set_selected (terrain, terrains->len - 1);
  gtk_drop_down_set_selected (over_50, 2);
  g_assert_cmpstr (umpire_combat_page_get_era (page), ==, last_era->id);
  g_assert_true (umpire_combat_page_resolve (page));
  result = umpire_combat_page_get_result (page);
  g_assert_cmpstr (umpire_result_get_input (result, "era"), ==, last_era->id);
  g_assert_cmpstr (umpire_result_get_input (result, "terrain"), ==, last_terrain->id);
  g_assert_cmpstr (umpire_result_get_input (result, "over-50"), ==, "cap");

  umpire_combat_page_set_input (page, &input);
  g_assert_cmpuint (gtk_drop_down_get_selected (era), ==, 0);
  g_assert_cmpuint (gtk_drop_down_get_selected (terrain), ==, 0);
  g_assert_cmpuint (gtk_drop_down_get_selected (over_50), ==, 0);
  g_assert_true (umpire_combat_page_resolve (page));
  result = umpire_combat_page_get_result (page);
  g_assert_cmpstr (umpire_result_get_input (result, "era"), ==, "1914-1916");
  g_assert_cmpstr (umpire_result_get_input (result, "terrain"), ==, "clear");
  g_assert_null (umpire_result_get_input (result, "over-50"));
}

static GtkWidget *
find_with_class (GtkWidget  *root,
                 const char *css_class)
{
  if (gtk_widget_has_css_class (root, css_class))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The headline is selectable only while it says something: empty, it took
 * the focus after Resolve (named "GtkLabel" on GTK 4.8); with an outcome
 * it is selectable, to copy; an error empties it. */
static void
test_combat_headline_focus (Fixture       *f,
                            gconstpointer  data)
{
  UmpireCombatPage *page = UMPIRE_COMBAT_PAGE (f->page);
  GtkWidget *headline = find_with_class (f->page, "result-headline");
  GtkWidget *window = GTK_WIDGET (f->window);
  GtkWidget *resolve = gtk_widget_get_prev_sibling (headline);

  g_assert_true (GTK_IS_LABEL (headline));
  g_assert_true (GTK_IS_BUTTON (resolve));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (headline)), ==, "");
  g_assert_true (gtk_widget_grab_focus (resolve));
  gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD);
  g_assert_false (gtk_widget_has_focus (headline));

  /* With an outcome it can be selected and copied (whether Tab stops on
   * it there is GTK's: 4.8 does, 4.18 not). */
  g_assert_true (umpire_combat_page_resolve (page));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (headline)), !=, "");
  g_assert_true (gtk_label_get_selectable (GTK_LABEL (headline)));

  gtk_editable_set_text (GTK_EDITABLE (umpire_test_nth_widget (f->page, GTK_TYPE_ENTRY, 0)), "7");
  g_assert_false (umpire_combat_page_resolve (page));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (headline)), ==, "");
  g_assert_false (gtk_widget_get_focusable (headline));
}

static void
test_reserves_labels (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GString) choices = g_string_new (NULL);

  collect_choices (f->page, choices);
  /* Minor powers by name, unit kinds as words. */
  g_assert_nonnull (strstr (choices->str, "|Romania|"));
  g_assert_null (strstr (choices->str, "|romania|"));
  g_assert_nonnull (strstr (choices->str, "|All other minor powers|"));
  g_assert_null (strstr (choices->str, "|minor|"));
  g_assert_nonnull (strstr (choices->str, "|Infantry|Mountain|Marine|"));
  g_assert_null (strstr (choices->str, "|infantry|"));
  umpire_procedure_form_set_value (umpire_reserves_page_get_form (UMPIRE_RESERVES_PAGE (f->page)), "year", "1915");
  g_assert_true (umpire_reserves_page_commit (UMPIRE_RESERVES_PAGE (f->page)));
  g_assert_cmpstr (umpire_result_get_input (umpire_reserves_page_get_result (UMPIRE_RESERVES_PAGE (f->page)), "unit"),
                   ==, "infantry");
}

/* A database without Der Weltkrieg (a club's own pack only): the pages
 * still build, and resolving says which table is missing. */
static void
test_without_weltkrieg (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1);
  GType (*types[]) (void) = { umpire_combat_page_get_type, umpire_reserves_page_get_type,
                              umpire_westfront_page_get_type };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      GtkWidget *page = g_object_ref_sink (g_object_new (types[i] (), "rules", rules, "dice", dice, NULL));

      if (UMPIRE_IS_COMBAT_PAGE (page))
        {
          g_assert_false (umpire_combat_page_resolve (UMPIRE_COMBAT_PAGE (page)));
          g_assert_nonnull (umpire_combat_page_get_error (UMPIRE_COMBAT_PAGE (page)));
        }
      if (UMPIRE_IS_RESERVES_PAGE (page))
        g_assert_false (umpire_reserves_page_commit (UMPIRE_RESERVES_PAGE (page)));
      g_object_unref (page);
    }
}

/* Every page fits a phone: its least width, with no sidebar, is at most
 * 360 px less the window's edges. */
/* With UMPIRE_DEBUG_WIDTH set: which widgets hold a page wide. */
static void
print_wide (GtkWidget *w, int depth)
{
  int min = 0;

  gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min > 250 && g_getenv ("UMPIRE_DEBUG_WIDTH"))
    g_test_message ("%*s%s %d", depth, "", G_OBJECT_TYPE_NAME (w), min);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    print_wide (c, depth + 1);
}

static void
test_width (Fixture       *f,
            gconstpointer  data)
{
  int minimum = 0;

  gtk_widget_measure (f->page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  print_wide (f->page, 0);
  g_test_message ("%s: %d px at the least", G_OBJECT_TYPE_NAME (f->page), minimum);
  g_assert_cmpint (minimum, <=, 360);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

  g_test_add ("/umpire/combat-page/keyboard", Fixture, umpire_combat_page_get_type,
              fixture_set_up, test_keyboard, fixture_tear_down);
  g_test_add ("/umpire/combat-page/keyboard-checks", Fixture, umpire_combat_page_get_type,
              fixture_set_up, test_keyboard_checks, fixture_tear_down);
  g_test_add ("/umpire/combat-page/trust", Fixture, umpire_combat_page_get_type,
              fixture_set_up, test_trust, fixture_tear_down);
  g_test_add ("/umpire/combat-page/crt-view", Fixture, umpire_combat_page_get_type,
              fixture_set_up, test_crt_view_accessible, fixture_tear_down);
  g_test_add ("/umpire/reserves-page/commit", Fixture, umpire_reserves_page_get_type,
              fixture_set_up, test_reserves, fixture_tear_down);
  g_test_add ("/umpire/reserves-page/bounds", Fixture, umpire_reserves_page_get_type,
              fixture_set_up, test_reserves_bounds, fixture_tear_down);
  g_test_add ("/umpire/combat-page/no-defender", Fixture, umpire_combat_page_get_type,
              fixture_set_up, test_no_defender, fixture_tear_down);
  g_test_add ("/umpire/reserves-page/buttons", Fixture, umpire_reserves_page_get_type,
              fixture_set_up, test_reserves_buttons, fixture_tear_down);
  g_test_add ("/umpire/westfront-page/checks", Fixture, umpire_westfront_page_get_type,
              fixture_set_up, test_westfront, fixture_tear_down);
  g_test_add ("/umpire/combat-page/labels", Fixture, umpire_combat_page_get_type,
              fixture_set_up, test_combat_labels, fixture_tear_down);
  g_test_add ("/umpire/combat-page/choices-read", Fixture, umpire_combat_page_get_type,
              fixture_set_up, test_combat_choices_read, fixture_tear_down);
  g_test_add ("/umpire/combat-page/headline-focus", Fixture, umpire_combat_page_get_type,
              fixture_set_up, test_combat_headline_focus, fixture_tear_down);
  g_test_add ("/umpire/reserves-page/labels", Fixture, umpire_reserves_page_get_type,
              fixture_set_up, test_reserves_labels, fixture_tear_down);
  g_test_add ("/umpire/combat-page/width", Fixture, umpire_combat_page_get_type,
              fixture_set_up, test_width, fixture_tear_down);
  g_test_add ("/umpire/reserves-page/width", Fixture, umpire_reserves_page_get_type,
              fixture_set_up, test_width, fixture_tear_down);
  g_test_add ("/umpire/westfront-page/width", Fixture, umpire_westfront_page_get_type,
              fixture_set_up, test_width, fixture_tear_down);
  g_test_add ("/umpire/combat-page/session", Fixture, umpire_combat_page_get_type,
              fixture_set_up, test_session, fixture_tear_down);
  g_test_add ("/umpire/reserves-page/session", Fixture, umpire_reserves_page_get_type,
              fixture_set_up, test_session, fixture_tear_down);
  g_test_add ("/umpire/westfront-page/session", Fixture, umpire_westfront_page_get_type,
              fixture_set_up, test_session, fixture_tear_down);
  g_test_add ("/umpire/reserves-page/from-scenario", Fixture, umpire_reserves_page_get_type,
              fixture_set_up, test_from_scenario, fixture_tear_down);
  g_test_add ("/umpire/westfront-page/from-scenario", Fixture, umpire_westfront_page_get_type,
              fixture_set_up, test_from_scenario, fixture_tear_down);
  g_test_add_func ("/umpire/combat-page/without-weltkrieg", test_without_weltkrieg);
  g_test_add_func ("/umpire/combat-page/chart-after-first-frame", test_chart_after_first_frame);
  g_test_add_func ("/umpire/westfront-page/after-first-frame", test_westfront_after_first_frame);
  return g_test_run ();
}
