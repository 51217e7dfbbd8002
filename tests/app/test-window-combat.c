/* test-window-combat.c: the combat page in the real window, at its default size
 *
 * Runs under a display (Xvfb). The window opens as a first start would
 * (its default size from the settings schema, 1100 x 760) with the text at
 * GNOME's body size (11 points), on the combat page. The chart's numbers
 * and labels are measured in the pixels drawn, against the same figures
 * set in the widget's own font.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "umpire-combat-page.h"
#include "umpire-crt-chart.h"
#include "umpire-weltkrieg.h"
#include "umpire-window.h"
#include "umpire-test-gui.h"

typedef struct
{
  UmpireRules  *rules;
  GSettings    *settings;
  UmpireWindow *window;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (f->rules, &error));
  g_assert_no_error (error);
  f->settings = umpire_test_settings_new ();
  /* The page it closed on last time; the size left at the schema's default. */
  g_settings_set_string (f->settings, "last-page", "weltkrieg-combat");
  if (data != NULL)
    {
      const int *size = data;

      g_settings_set_int (f->settings, "window-width", size[0]);
      g_settings_set_int (f->settings, "window-height", size[1]);
    }
  f->window = g_object_ref (umpire_window_new (NULL, f->rules, f->settings));
  gtk_window_present (GTK_WINDOW (f->window));
  umpire_test_iterate_until (umpire_test_widget_is_allocated, f->window);
  /* A phone shows its whole 360 px. Xvfb has no compositor, and there GTK
   * frames a window with a solid border (.solid-csd, 5 px a side) that a
   * phone's maximized window does not have: the window is made that much
   * bigger, so that what the app lays out is a phone's width. */
  if (data != NULL && gtk_widget_has_css_class (GTK_WIDGET (f->window), "solid-csd"))
    {
      const int *size = data;
      int frame = size[0] - gtk_widget_get_width (GTK_WIDGET (f->window));
      gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

      g_assert_cmpint (frame, >=, 0);
      g_assert_cmpint (frame, <=, 20);
      gtk_window_set_default_size (GTK_WINDOW (f->window), size[0] + frame, size[1] + frame);
      while (gtk_widget_get_width (GTK_WIDGET (f->window)) != size[0])
        {
          g_assert_cmpint (g_get_monotonic_time (), <, deadline);
          g_main_context_iteration (NULL, TRUE);
        }
    }
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  umpire_session_discard_autosave (umpire_window_get_session (f->window));
  gtk_window_destroy (GTK_WINDOW (f->window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (g_steal_pointer (&f->window));
  g_clear_object (&f->settings);
  g_clear_object (&f->rules);
}

static UmpireCombatPage *
combat_page (Fixture *f)
{
  GtkWidget *page = umpire_test_find_widget (GTK_WIDGET (f->window), UMPIRE_TYPE_COMBAT_PAGE);

  g_assert_nonnull (page);
  return UMPIRE_COMBAT_PAGE (page);
}

static gboolean
chart_has_odds (gpointer data)
{
  const UmpireCrtChartModel *model = umpire_crt_view_get_model (data);

  return model != NULL && model->attack.shown && gtk_widget_get_width (data) > 0;
}

/* How many pixel rows of the box hold ink darker than the ground. */
static int
ink_height (cairo_surface_t *surface,
            double           x0,
            double           y0,
            double           x1,
            double           y1)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  int top = -1, bottom = -1;

  for (int y = MAX (0, (int) y0); y < MIN ((int) y1, cairo_image_surface_get_height (surface)); y++)
    for (int x = MAX (0, (int) x0); x < MIN ((int) x1, cairo_image_surface_get_width (surface)); x++)
      {
        guint32 p = ((const guint32 *) (data + y * stride))[x];

        if (((p >> 16) & 0xff) + ((p >> 8) & 0xff) + (p & 0xff) < 3 * 110)
          {
            if (top < 0)
              top = y;
            bottom = y;
          }
      }
  return top < 0 ? 0 : bottom - top + 1;
}

/* The height of `text` set in the widget's own font, measured as the
 * chart is: drawn black on white, its dark pixels counted. */
static int
font_ink_height (GtkWidget  *widget,
                 const char *text)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 200, 100);
  cairo_t *cr = cairo_create (surface);
  int height;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, 10, 10);
  pango_cairo_show_layout (cr, layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  height = ink_height (surface, 0, 0, 200, 100);
  cairo_surface_destroy (surface);
  return height;
}

/* At the window's default size, the chart's numbers (in the cells, the
 * die rows' and the columns') are as big as the window's text. */
static void
test_chart_legible (Fixture       *f,
                    gconstpointer  data)
{
  UmpireCombatPage *page = combat_page (f);
  UmpireCrtView *view = umpire_combat_page_get_crt_view (page);
  UmpireCombatInput input = { "1914-1916", 12, 8, 2, "clear" };
  const UmpireCrtChartModel *model;
  UmpireCrtChartStyle style;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  GtkSnapshot *snapshot;
  cairo_surface_t *surface;
  cairo_t *cr;
  int width, height, window_width, window_height;
  int digit, one;
  double x, y, w, h;

  gtk_window_get_default_size (GTK_WINDOW (f->window), &window_width, &window_height);
  g_assert_cmpint (window_width, ==, 1100);
  g_assert_cmpint (window_height, ==, 760);
  umpire_combat_page_set_input (page, &input);
  umpire_test_iterate_until (chart_has_odds, view);
  umpire_test_wait_frames (5);

  width = gtk_widget_get_width (GTK_WIDGET (view));
  height = gtk_widget_get_height (GTK_WIDGET (view));
  model = umpire_crt_view_get_model (view);
  umpire_crt_view_get_style (view, &style);
  paintable = gtk_widget_paintable_new (GTK_WIDGET (view));
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Cell (die 1, column 1) reads "0", dark on the lightest fill. */
  g_assert_cmpstr (model->cells[0][0], ==, "0");
  g_assert_true (umpire_crt_chart_cell_rect (model, &style, width, height, 1, 1, &x, &y, &w, &h));
  digit = font_ink_height (GTK_WIDGET (view), "0");
  g_test_message ("chart %d x %d, text %.1f px: a cell's 0 is %d px high, the window's %d px",
                  width, height, style.font_size,
                  ink_height (surface, x + 2, y + 2, x + w - 2, y + h - 2), digit);
  g_assert_cmpint (digit, >, 5);
  g_assert_cmpint (ink_height (surface, x + 2, y + 2, x + w - 2, y + h - 2), >=, digit - 1);

  /* The die row's number left of it, the column's above it: both "1". */
  one = font_ink_height (GTK_WIDGET (view), "1");
  g_test_message ("die 1: %d px, column 1: %d px, the window's 1: %d px",
                  ink_height (surface, x - style.font_size * 2.2, y + 2, x - 2, y + h - 2),
                  ink_height (surface, x + 1, y - style.font_size * 1.5, x + w - 2, y - 1), one);
  g_assert_cmpint (ink_height (surface, x - style.font_size * 2.2, y + 2, x - 2, y + h - 2), >=, one - 1);
  g_assert_cmpint (ink_height (surface, x + 1, y - style.font_size * 1.5, x + w - 2, y - 1), >=, one - 1);
  cairo_surface_destroy (surface);
}

static gboolean
focus_in_page (gpointer data)
{
  Fixture *f = data;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));
  GtkWidget *page = umpire_test_find_widget (GTK_WIDGET (f->window), UMPIRE_TYPE_COMBAT_PAGE);

  return focus != NULL && page != NULL && gtk_widget_is_ancestor (focus, page);
}

/* The keyboard as the window gets it: Tab moves the focus, text goes into
 * the focused field, Enter activates it. Each counts its keystrokes. */
static void
press_tab (Fixture *f,
           guint   *keystrokes)
{
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (f->window), GTK_DIR_TAB_FORWARD));
  (*keystrokes)++;
}

static void
type_text (Fixture    *f,
           const char *text,
           guint      *keystrokes)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  g_assert_true (GTK_IS_EDITABLE (focus));
  gtk_editable_set_text (GTK_EDITABLE (focus), text);
  *keystrokes += strlen (text);
}

static void
press_enter (Fixture *f,
             guint   *keystrokes)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  g_assert_nonnull (focus);
  g_signal_emit_by_name (focus, "activate");
  (*keystrokes)++;
}

/* The window opens beside its sidebar on the combat page, the page it
 * closed on: the attacker's strength has the focus, and "12 Tab 8 Tab 2
 * Tab 4 Tab 2 Enter", eleven keystrokes with no click, resolves the combat
 * (12 SP in the clear, die 4: column 12 row 4 = 2; counterattack 8 x 3 +
 * 2 x 2 = 28, die 2: 3). */
static void
test_keystroke_path (Fixture       *f,
                     gconstpointer  data)
{
  UmpireCombatPage *page;
  UmpireResult *result;
  GtkWidget *focus;
  guint keystrokes = 0;

  umpire_test_iterate_until (focus_in_page, f);
  page = combat_page (f);
  focus = gtk_root_get_focus (GTK_ROOT (f->window));
  /* The first field: the first of the page in Tab order, a number. */
  g_assert_nonnull (gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON));
  gtk_window_set_focus (GTK_WINDOW (f->window), NULL);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (page), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f->window)) == focus);

  type_text (f, "12", &keystrokes);
  press_tab (f, &keystrokes);
  type_text (f, "8", &keystrokes);
  press_tab (f, &keystrokes);
  type_text (f, "2", &keystrokes);
  press_tab (f, &keystrokes);
  type_text (f, "4", &keystrokes);
  press_tab (f, &keystrokes);
  type_text (f, "2", &keystrokes);
  press_enter (f, &keystrokes);
  umpire_test_wait_frames (3);
  g_assert_cmpuint (keystrokes, ==, 11);

  g_assert_null (umpire_combat_page_get_error (page));
  result = umpire_combat_page_get_result (page);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "attack-strength"), ==, "12");
  g_assert_cmpstr (umpire_result_get_value (result, "attack-die"), ==, "4");
  g_assert_cmpstr (umpire_result_get_value (result, "defender-loss"), ==, "2");
  g_assert_cmpstr (umpire_result_get_value (result, "counterattack-strength"), ==, "28");
  g_assert_cmpstr (umpire_result_get_value (result, "attacker-loss"), ==, "3");
}

static const int small_laptop[] = { 1024, 600 };

static GtkWidget *
find_label_containing (GtkWidget  *root,
                       const char *text)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_containing (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* At 1024×600 the form fills the height: after Resolve the result comes
 * into view (the chart's top inside the scrolled page), and its headline
 * states the dice it was read with. */
static void
test_result_in_view (Fixture       *f,
                     gconstpointer  data)
{
  UmpireCombatPage *page;
  UmpireCrtView *chart;
  GtkWidget *scrolled, *content, *summary;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  GtkWidget *spins[2];
  GtkWidget *dice[2];

  umpire_test_iterate_until (focus_in_page, f);
  page = combat_page (f);
  chart = umpire_combat_page_get_crt_view (page);
  scrolled = gtk_widget_get_ancestor (GTK_WIDGET (chart), GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  content = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled))));
  for (guint i = 0; i < 2; i++)
    {
      spins[i] = umpire_test_nth_widget (GTK_WIDGET (page), GTK_TYPE_SPIN_BUTTON, i);
      dice[i] = umpire_test_nth_widget (GTK_WIDGET (page), GTK_TYPE_ENTRY, i);
    }
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spins[0]), 12);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spins[1]), 8);
  gtk_editable_set_text (GTK_EDITABLE (dice[0]), "4");
  gtk_editable_set_text (GTK_EDITABLE (dice[1]), "2");
  umpire_test_wait_frames (3);
  /* The form starts at the top; the chart mostly below the fold (less
   * than half a page of it, or of its height, in view). */
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (chart), content, &bounds));
  g_assert_cmpfloat (bounds.origin.y + MIN (bounds.size.height, gtk_adjustment_get_page_size (adjustment) / 2), >,
                     gtk_adjustment_get_page_size (adjustment));

  g_assert_true (umpire_combat_page_resolve (page));
  umpire_test_wait_frames (4);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (chart), content, &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, gtk_adjustment_get_value (adjustment));
  g_assert_cmpfloat (bounds.origin.y + MIN (bounds.size.height, gtk_adjustment_get_page_size (adjustment) / 2), <=,
                     gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment));

  /* The headline names the dice. */
  summary = find_label_containing (GTK_WIDGET (page), "· attack die 4, counterattack die 2");
  g_assert_nonnull (summary);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (summary)), "Defender loses 2, attacker loses 3"));
}

/* Folded on a phone, the window shows its sidebar first: no field of a page
 * out of sight takes the focus. */
static void
test_folded_keeps_sidebar (Fixture       *f,
                           gconstpointer  data)
{
  GtkWidget *page = umpire_test_find_widget (GTK_WIDGET (f->window), UMPIRE_TYPE_COMBAT_PAGE);

  umpire_test_wait_frames (10);
  g_assert_nonnull (page);
  g_assert_false (focus_in_page (f));
}

static const int phone[] = { 360, 640 };

/* On a phone, in German, the closed era drop-down reads the era's years
 * from the rules database in full ("1914-1916", not "Kampfergebn…914 bis
 * 1916"); the open list keeps the era's whole name. */
static void
test_era_years (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GPtrArray) eras = umpire_weltkrieg_dup_eras (f->rules);
  const UmpireRow *era = g_ptr_array_index (eras, 0);
  UmpireCombatPage *page;
  GtkDropDown *dropdown;
  GtkLabel *label;
  GtkStringObject *name;
  graphene_rect_t bounds;
  int natural = 0;

  g_assert_nonnull (era->item_value);
  umpire_window_show_page (f->window, "weltkrieg-combat");
  page = combat_page (f);
  umpire_test_iterate_until (umpire_test_widget_is_allocated, page);
  umpire_test_wait_frames (10);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 360 + UMPIRE_TEST_LAYOUT_SLACK);
  g_assert_cmpstr (umpire_combat_page_get_era (page), ==, era->id);

  label = umpire_test_find_label (GTK_WIDGET (page), era->item_value);
  g_assert_nonnull (label);
  dropdown = GTK_DROP_DOWN (gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_DROP_DOWN));
  g_assert_nonnull (dropdown);
  gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_test_message ("era drop-down: %s, %d px of %d", era->item_value, gtk_widget_get_width (GTK_WIDGET (label)), natural);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (label)), >=, natural);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (dropdown), GTK_WIDGET (f->window), &bounds));
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (f->window)));
  /* The whole name in the list and a hover away. */
  name = g_list_model_get_item (gtk_drop_down_get_model (dropdown), 0);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (label)), ==, gtk_string_object_get_string (name));
  g_assert_cmpstr (gtk_string_object_get_string (name), !=, era->item_value);
  g_object_unref (name);
}

/* The label that reads `text` in `widget`, outside its popovers (a
 * drop-down's closed button, not its list). */
static GtkLabel *
find_label_outside_popovers (GtkWidget  *widget,
                             const char *text)
{
  if (GTK_IS_POPOVER (widget))
    return NULL;
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label_outside_popovers (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* On a phone, in German, the whole form fits the window: the page needs
 * no more width than it gets (on libadwaita 1.4 and later the split view
 * would exceed its breakpoint bin: a fatal warning), and each convention
 * above 50, a short sentence, is read in full, wrapped, rather than
 * widening the form (it took the page to 365 px of 360 on GTK 4.18). */
static void
test_phone_fits (Fixture       *f,
                 gconstpointer  data)
{
  UmpireCombatPage *page;
  GtkLabel *label;
  GtkDropDown *dropdown;
  GListModel *choices;
  int minimum = 0;

  umpire_window_show_page (f->window, "weltkrieg-combat");
  page = combat_page (f);
  umpire_test_iterate_until (umpire_test_widget_is_allocated, page);
  umpire_test_wait_frames (10);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 360 + UMPIRE_TEST_LAYOUT_SLACK);

  /* The drop-down of the conventions, through its list's label. */
  label = umpire_test_find_label (GTK_WIDGET (page), _("Split: 50 column plus the excess"));
  g_assert_nonnull (label);
  dropdown = GTK_DROP_DOWN (gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_DROP_DOWN));
  g_assert_nonnull (dropdown);
  choices = gtk_drop_down_get_model (dropdown);
  g_assert_cmpuint (g_list_model_get_n_items (choices), >=, 3);

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(GtkStringObject) choice = g_list_model_get_item (choices, i);
      const char *text = gtk_string_object_get_string (choice);
      graphene_rect_t bounds;
      int text_height = 0;

      gtk_drop_down_set_selected (dropdown, i);
      umpire_test_wait_frames (5);
      gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_test_message ("combat page with “%s”: needs %d px, has %d", text, minimum,
                      gtk_widget_get_width (GTK_WIDGET (page)));
      g_assert_cmpint (minimum, <=, gtk_widget_get_width (GTK_WIDGET (page)));

      label = find_label_outside_popovers (GTK_WIDGET (dropdown), text);
      g_assert_nonnull (label);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
      g_test_message ("  the choice: %d px, %d lines", gtk_widget_get_width (GTK_WIDGET (label)),
                      pango_layout_get_line_count (gtk_label_get_layout (label)));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (label), GTK_WIDGET (f->window), &bounds));
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (f->window)));
      /* All of its lines laid out within it. */
      pango_layout_get_pixel_size (gtk_label_get_layout (label), NULL, &text_height);
      g_assert_cmpint (text_height, <=, gtk_widget_get_height (GTK_WIDGET (label)));
    }
}

/* The toast now shown says `text`: all of it, or when it names something
 * (`name`, a file or an event), at least what happened before the name,
 * and the start of the name. */
static void
assert_toast_says (Fixture    *f,
                   const char *text,
                   const char *name)
{
  GtkLabel *label = NULL;
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  PangoLayout *layout;
  int width, needed = 0;

  g_assert_cmpstr (umpire_window_get_last_toast (f->window), ==, text);
  while ((label = umpire_test_find_label (GTK_WIDGET (f->window), text)) == NULL ||
         !gtk_widget_get_mapped (GTK_WIDGET (label)) || gtk_widget_get_width (GTK_WIDGET (label)) == 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  umpire_test_wait_frames (20);
  width = gtk_widget_get_width (GTK_WIDGET (label));
  layout = gtk_label_get_layout (label);
  if (name != NULL && pango_layout_is_ellipsized (layout))
    {
      /* What happened, the name's first letters and the ellipsis. */
      const char *at = strstr (text, name);
      g_autofree char *start = NULL;
      g_autoptr(PangoLayout) shown = NULL;

      g_assert_nonnull (at);
      start = g_strdup_printf ("%.*s…", (int) (g_utf8_offset_to_pointer (at, 3) - text), text);
      shown = gtk_widget_create_pango_layout (GTK_WIDGET (label), start);
      pango_layout_get_pixel_size (shown, &needed, NULL);
      g_test_message ("toast “%s”: %d px, cut short; “%s” needs %d", text, width, start, needed);
      g_assert_cmpint (needed, <=, width);
    }
  else
    {
      g_test_message ("toast “%s”: %d px%s", text, width, pango_layout_is_ellipsized (layout) ? ", cut short" : "");
      g_assert_false (pango_layout_is_ellipsized (layout));
    }
  g_assert_cmpint (width, <=, gtk_widget_get_width (GTK_WIDGET (f->window)));
}

/* On a phone, in German, what the window says in a toast after a save,
 * an undo and a redo, and on restoring a session, stands in full, or if a
 * name is too long, what happened and the name's start. */
static void
test_toasts_fit (Fixture       *f,
                 gconstpointer  data)
{
  UmpireSession *session = umpire_window_get_session (f->window);
  UmpireCombatInput input = { "1914-1916", 12, 8, 2, "clear" };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-toast-XXXXXX", &error);
  const char *event_title;
  UmpireCombatPage *page;

  g_assert_no_error (error);
  umpire_window_show_page (f->window, "weltkrieg-combat");
  page = combat_page (f);
  umpire_test_iterate_until (umpire_test_widget_is_allocated, page);
  umpire_combat_page_set_input (page, &input);
  g_assert_true (umpire_combat_page_resolve (page));
  event_title = umpire_procedure_info_get_title (umpire_result_get_info (umpire_combat_page_get_result (page)));

  g_action_group_activate_action (G_ACTION_GROUP (f->window), "undo", NULL);
  assert_toast_says (f, umpire_window_get_last_toast (f->window), event_title);
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "redo", NULL);
  assert_toast_says (f, umpire_window_get_last_toast (f->window), event_title);

  /* Saved under the name a new scenario is offered, then a long one. */
  for (guint i = 0; i < 2; i++)
    {
      const char *stem = i == 0 ? _("New Scenario") : "Verdun, the left bank of the Meuse, March 1916";
      g_autofree char *base = g_strconcat (stem, ".umpire", NULL);
      g_autofree char *path = g_build_filename (dir, base, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      g_assert_true (umpire_session_save_as (session, file, &error));
      g_assert_no_error (error);
      g_assert_nonnull (strstr (umpire_window_get_last_toast (f->window), stem));
      /* A new scenario's in full; a long name at least begun. */
      assert_toast_says (f, umpire_window_get_last_toast (f->window), i == 0 ? NULL : stem);
      g_assert_true (g_file_delete (file, NULL, NULL));
    }

  umpire_session_announce (session, _("Unsaved session restored"), NULL, NULL);
  assert_toast_says (f, _("Unsaved session restored"), NULL);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
era_years_set_up (Fixture       *f,
                  gconstpointer  data)
{
  umpire_test_speak_german (TRUE);
  fixture_set_up (f, data);
}

static void
era_years_tear_down (Fixture       *f,
                     gconstpointer  data)
{
  fixture_tear_down (f, data);
  umpire_test_speak_german (FALSE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* German for the layout tests: the catalog built in po/ of the build. */
  umpire_test_bind_catalog ();
  /* The core's strings (a procedure's title) in German too. */
  umpire_test_translate_libraries ();
  gtk_init ();
  adw_init ();
  /* GNOME's text size (Cantarell 11); Xvfb has no desktop settings. */
  g_object_set (gtk_settings_get_default (), "gtk-font-name", "Sans 11", NULL);

  g_test_add ("/umpire/window-combat/chart-legible", Fixture, NULL,
              fixture_set_up, test_chart_legible, fixture_tear_down);
  g_test_add ("/umpire/window-combat/result-in-view", Fixture, small_laptop,
              fixture_set_up, test_result_in_view, fixture_tear_down);
  g_test_add ("/umpire/window-combat/keystroke-path", Fixture, NULL,
              fixture_set_up, test_keystroke_path, fixture_tear_down);
  g_test_add ("/umpire/window-combat/folded-keeps-sidebar", Fixture, phone,
              fixture_set_up, test_folded_keeps_sidebar, fixture_tear_down);
  g_test_add ("/umpire/window-combat/era-years", Fixture, phone,
              era_years_set_up, test_era_years, era_years_tear_down);
  g_test_add ("/umpire/window-combat/phone-fits", Fixture, phone,
              era_years_set_up, test_phone_fits, era_years_tear_down);
  g_test_add ("/umpire/window-combat/toasts-fit", Fixture, phone,
              era_years_set_up, test_toasts_fit, era_years_tear_down);
  return g_test_run ();
}
