/* test-view-switcher.c: a view stack's tabs, or a drop-down when they do not fit
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

#include "umpire-view-switcher.h"

typedef struct
{
  GtkWidget          *window;
  AdwViewStack       *stack;
  UmpireViewSwitcher *switcher;
} Fixture;

/* Six sections with long names, as the miniatures page has in German. */
static const char *const titles[] = {
  "Feuerkampf", "Moralprüfung", "Bewegungsweite", "Nahkampfrunde", "Munitionsvorrat", "Einheitenliste",
};

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  (void) data;
  fixture->stack = ADW_VIEW_STACK (adw_view_stack_new ());
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      g_autofree char *name = g_strdup_printf ("page%u", i);
      AdwViewStackPage *page = adw_view_stack_add_titled (fixture->stack, gtk_label_new (titles[i]), name, titles[i]);

      adw_view_stack_page_set_icon_name (page, "view-list-symbolic");
    }
  fixture->switcher = UMPIRE_VIEW_SWITCHER (umpire_view_switcher_new ());
  umpire_view_switcher_set_stack (fixture->switcher, fixture->stack);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (fixture->switcher));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (fixture->stack));
  fixture->window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (fixture->window), box);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  (void) data;
  gtk_window_destroy (GTK_WINDOW (fixture->window));
}

/* Lay the window out at `width` and wait until the switcher has it. */
static void
show_at (Fixture *fixture,
         int      width)
{
  gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), width, 400);
  gtk_widget_set_size_request (fixture->window, width, -1);
  gtk_window_present (GTK_WINDOW (fixture->window));
  while (g_get_monotonic_time () < until &&
         ABS (gtk_widget_get_width (GTK_WIDGET (fixture->switcher)) - width) > 0)
    g_main_context_iteration (NULL, TRUE);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

static GtkDropDown *
drop_down (Fixture *fixture)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (fixture->switcher)); child != NULL;
       child = gtk_widget_get_first_child (child))
    for (GtkWidget *w = child; w != NULL; w = gtk_widget_get_next_sibling (w))
      if (GTK_IS_DROP_DOWN (w))
        return GTK_DROP_DOWN (w);
  return NULL;
}

/* Narrow: the drop-down names every section in full and switches pages. */
static void
test_narrow (Fixture       *fixture,
             gconstpointer  data)
{
  GtkDropDown *choice;

  (void) data;
  show_at (fixture, 360);
  g_assert_true (umpire_view_switcher_get_folded (fixture->switcher));
  choice = drop_down (fixture);
  g_assert_nonnull (choice);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (choice)));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (choice)), ==, G_N_ELEMENTS (titles));

  gtk_drop_down_set_selected (choice, 3);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (fixture->stack), ==, "page3");
  /* And the other way: the stack's page shows in the drop-down. */
  adw_view_stack_set_visible_child_name (fixture->stack, "page5");
  g_assert_cmpuint (gtk_drop_down_get_selected (choice), ==, 5);
}

/* Wide: the tabs, not the drop-down. */
static void
test_wide (Fixture       *fixture,
           gconstpointer  data)
{
  (void) data;
  show_at (fixture, 1400);
  g_assert_false (umpire_view_switcher_get_folded (fixture->switcher));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (drop_down (fixture))));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/umpire/gui/view-switcher/narrow", Fixture, NULL, fixture_set_up, test_narrow, fixture_tear_down);
  g_test_add ("/umpire/gui/view-switcher/wide", Fixture, NULL, fixture_set_up, test_wide, fixture_tear_down);
  return g_test_run ();
}
