/* test-split-view.c: a sidebar beside its content, one at a time when
 * narrow (AdwNavigationSplitView on libadwaita 1.4 and later, AdwLeaflet
 * before): what the window, the log page, the rules browser and the 1916
 * setup page rely on, the same on both
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

#include "umpire-split-view.h"
#include "umpire-test-gui.h"

typedef struct
{
  GtkWidget       *window;
  UmpireSplitView *view;
  GtkWidget       *sidebar;
  GtkWidget       *content;
  guint            folded_notes;
} Fixture;

static void
on_folded (Fixture *fixture)
{
  fixture->folded_notes++;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  (void) data;
  fixture->sidebar = gtk_label_new ("Sidebar");
  gtk_widget_set_size_request (fixture->sidebar, 200, -1);
  /* Wider than a phone leaves beside the sidebar, narrower than a laptop:
   * the leaflet folds on minimum widths, the breakpoint at 500 sp. */
  fixture->content = gtk_label_new ("A content wide enough not to fit beside the sidebar on a phone");
  gtk_label_set_ellipsize (GTK_LABEL (fixture->content), PANGO_ELLIPSIZE_END);
  gtk_widget_set_size_request (fixture->content, 300, -1);
  gtk_widget_set_hexpand (fixture->content, TRUE);
  fixture->view = UMPIRE_SPLIT_VIEW (g_object_new (UMPIRE_TYPE_SPLIT_VIEW,
                                                   "min-width", 200,
                                                   "min-height", 100,
                                                   "fold-width", 500,
                                                   "sidebar-title", "Sidebar",
                                                   "content-title", "Content",
                                                   "sidebar", fixture->sidebar,
                                                   "content", fixture->content,
                                                   NULL));
  g_signal_connect_swapped (fixture->view, "notify::folded", G_CALLBACK (on_folded), fixture);
  fixture->window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (fixture->window), GTK_WIDGET (fixture->view));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  (void) data;
  gtk_window_destroy (GTK_WINDOW (fixture->window));
}

/* Lay the window out at `width` and let a transition end. */
static void
show_at (Fixture *fixture,
         int      width)
{
  gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), width, 300);
  gtk_widget_set_size_request (fixture->window, width, -1);
  gtk_window_present (GTK_WINDOW (fixture->window));
  while (g_get_monotonic_time () < until && gtk_widget_get_width (GTK_WIDGET (fixture->view)) != width)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->view)), ==, width);
  umpire_test_wait_frames (5);
}

/* Only `shown` of the two is on screen (after a transition). */
static void
assert_shows_only (Fixture   *fixture,
                   GtkWidget *shown)
{
  GtkWidget *hidden = shown == fixture->content ? fixture->sidebar : fixture->content;
  gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < until && (!gtk_widget_get_mapped (shown) || gtk_widget_get_mapped (hidden)))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_get_mapped (shown));
  g_assert_false (gtk_widget_get_mapped (hidden));
}

/* Narrow: folded, the sidebar first (never a blank pane), the content when
 * asked for, and back. */
static void
test_narrow (Fixture       *fixture,
             gconstpointer  data)
{
  (void) data;
  show_at (fixture, 360);
  g_assert_true (umpire_split_view_get_folded (fixture->view));
  g_assert_false (umpire_split_view_get_show_content (fixture->view));
  assert_shows_only (fixture, fixture->sidebar);
  /* Nowhere to go back to from the sidebar. */
  g_assert_false (umpire_split_view_navigate_back (fixture->view));

  umpire_split_view_set_show_content (fixture->view, TRUE);
  g_assert_true (umpire_split_view_get_show_content (fixture->view));
  assert_shows_only (fixture, fixture->content);

  g_assert_true (umpire_split_view_navigate_back (fixture->view));
  g_assert_false (umpire_split_view_get_show_content (fixture->view));
  assert_shows_only (fixture, fixture->sidebar);
}

/* Wide: both side by side, the sidebar at the width it asks for (within a
 * few pixels), and going back goes nowhere. Narrowed, it folds (and says
 * so) on the content it showed. */
static void
test_wide (Fixture       *fixture,
           gconstpointer  data)
{
  (void) data;
  show_at (fixture, 1000);
  g_assert_false (umpire_split_view_get_folded (fixture->view));
  g_assert_true (gtk_widget_get_mapped (fixture->sidebar));
  g_assert_true (gtk_widget_get_mapped (fixture->content));
  g_assert_cmpint (gtk_widget_get_width (fixture->sidebar), >=, 200);
  g_assert_cmpint (gtk_widget_get_width (fixture->sidebar), <=, 205);
  g_assert_cmpint (gtk_widget_get_width (fixture->content), >=, 1000 - 205 - 2);

  umpire_split_view_set_show_content (fixture->view, TRUE);
  g_assert_false (umpire_split_view_navigate_back (fixture->view));
  g_assert_true (umpire_split_view_get_show_content (fixture->view));

  fixture->folded_notes = 0;
  show_at (fixture, 360);
  g_assert_true (umpire_split_view_get_folded (fixture->view));
  g_assert_cmpuint (fixture->folded_notes, >=, 1);
  assert_shows_only (fixture, fixture->content);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/umpire/gui/split-view/narrow", Fixture, NULL, fixture_set_up, test_narrow, fixture_tear_down);
  g_test_add ("/umpire/gui/split-view/wide", Fixture, NULL, fixture_set_up, test_wide, fixture_tear_down);
  return g_test_run ();
}
