/* test-contrast.c: hints and placeholders readable in both styles
 *
 * A die field's hint ("1d6 / empty: Umpire rolls"), an entry's placeholder
 * and an empty entry row's title are drawn as the window draws them, with
 * the app's style sheet, in the light and the dark style; the contrast of
 * the text's strongest pixel against the ground around it is at least
 * 4.5:1, what WCAG asks of text.
 *
 * Runs under a display (Xvfb).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "umpire-labels.h"
#include "umpire-test-gui.h"

static double
channel (guint32 value)
{
  double c = value / 255.0;

  return c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (guint32 pixel)
{
  return 0.2126 * channel ((pixel >> 16) & 0xff) + 0.7152 * channel ((pixel >> 8) & 0xff)
         + 0.0722 * channel (pixel & 0xff);
}

/* `widget` drawn as `within` draws it; the ground is the pixel at the
 * rectangle's corner, the text the pixel furthest from it in luminance. */
static double
contrast_of (GtkWidget *widget,
             GtkWidget *within)
{
  int width = gtk_widget_get_width (within);
  int height = gtk_widget_get_height (within);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (within);
  g_autoptr(GskRenderNode) node = NULL;
  graphene_rect_t bounds;
  cairo_surface_t *surface;
  cairo_t *cr;
  double ground, far, ratio;
  guchar *data;
  int stride;

  g_assert_cmpint (width, >, 0);
  g_assert_true (gtk_widget_compute_bounds (widget, within, &bounds));
  /* What the widget drew in its last frame: on GTK 4.18 nothing yet until
   * a frame after a change of style has drawn it. */
  for (guint frames = 0; node == NULL && frames < 100; frames++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
      if (node == NULL)
        umpire_test_wait_frames (1);
    }
  g_assert_nonnull (node);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  /* What is behind the row: the window's ground. */
  {
    GdkRGBA window_bg;
    AdwStyleManager *style = adw_style_manager_get_default ();

    gdk_rgba_parse (&window_bg, adw_style_manager_get_dark (style) ? "#242424" : "#fafafa");
    gdk_cairo_set_source_rgba (cr, &window_bg);
    cairo_paint (cr);
  }
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  {
    int x0 = MAX (0, (int) bounds.origin.x), y0 = MAX (0, (int) bounds.origin.y);
    int x1 = MIN (width, (int) ceil (bounds.origin.x + bounds.size.width));
    int y1 = MIN (height, (int) ceil (bounds.origin.y + bounds.size.height));

    g_assert_cmpint (x1 - x0, >, 4);
    g_assert_cmpint (y1 - y0, >, 4);
    ground = luminance (*(guint32 *) (data + y0 * stride + x0 * 4));
    far = ground;
    for (int y = y0; y < y1; y++)
      for (int x = x0; x < x1; x++)
        {
          double l = luminance (*(guint32 *) (data + y * stride + x * 4));

          if (fabs (l - ground) > fabs (far - ground))
            far = l;
        }
  }
  cairo_surface_destroy (surface);
  ratio = (MAX (ground, far) + 0.05) / (MIN (ground, far) + 0.05);
  return ratio;
}

/* The label showing `text` that is drawn (mapped), or NULL. */
static GtkWidget *
shown_label (GtkWidget  *root,
             const char *text)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) && g_str_equal (gtk_label_get_text (GTK_LABEL (root)), text))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = shown_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
check_style (gboolean dark)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *hinted = adw_entry_row_new ();
  GtkWidget *empty = adw_entry_row_new ();
  GtkWidget *hint = umpire_dice_hint_new ("1d6");
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *empty_title = NULL;
  double ratio;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_widget_add_css_class (list, "boxed-list");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (hinted), "Attack die");
  gtk_editable_set_text (GTK_EDITABLE (hinted), "4");
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (hinted), hint);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (empty), "Range");
  gtk_list_box_append (GTK_LIST_BOX (list), hinted);
  gtk_list_box_append (GTK_LIST_BOX (list), empty);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "Empty: Umpire rolls");
  gtk_box_append (GTK_BOX (box), list);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 240);
  gtk_window_present (GTK_WINDOW (window));
  umpire_test_iterate_until (umpire_test_widget_is_allocated, hint);
  umpire_test_wait_frames (3);

  ratio = contrast_of (hint, hinted);
  g_test_message ("%s: hint %.2f:1", dark ? "dark" : "light", ratio);
  g_assert_cmpfloat (ratio, >=, 4.5);

  /* The placeholder: the entry's text area holds nothing else. */
  ratio = contrast_of (gtk_widget_get_first_child (entry), entry);
  g_test_message ("%s: placeholder %.2f:1", dark ? "dark" : "light", ratio);
  g_assert_cmpfloat (ratio, >=, 4.5);

  /* An empty entry row shows its title where the text goes. */
  empty_title = shown_label (empty, "Range");
  g_assert_nonnull (empty_title);
  ratio = contrast_of (empty_title, empty);
  g_test_message ("%s: empty entry row title %.2f:1", dark ? "dark" : "light", ratio);
  g_assert_cmpfloat (ratio, >=, 4.5);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_light (void)
{
  check_style (FALSE);
}

static void
test_dark (void)
{
  check_style (TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) provider = NULL;

  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-font-name", "Sans 11", NULL);
  /* The app's style sheet, as the application loads it. */
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, RESOURCE_BASE "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/umpire/contrast/light", test_light);
  g_test_add_func ("/umpire/contrast/dark", test_dark);
  return g_test_run ();
}
