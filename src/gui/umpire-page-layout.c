/* umpire-page-layout.c: a page's width never waits on its height
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-page-layout.h"

struct _UmpirePageLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (UmpirePageLayout, umpire_page_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkSizeRequestMode
umpire_page_layout_get_request_mode (GtkLayoutManager *manager,
                                     GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
umpire_page_layout_measure (GtkLayoutManager *manager,
                            GtkWidget        *widget,
                            GtkOrientation    orientation,
                            int               for_size,
                            int              *minimum,
                            int              *natural,
                            int              *minimum_baseline,
                            int              *natural_baseline)
{
  /* A width for a height is the width for any height. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    for_size = -1;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min = 0, nat = 0, min_baseline = -1, nat_baseline = -1;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, for_size, &min, &nat, &min_baseline, &nat_baseline);
      *minimum = MAX (*minimum, min);
      *natural = MAX (*natural, nat);
      if (min_baseline > -1)
        *minimum_baseline = MAX (*minimum_baseline, min_baseline);
      if (nat_baseline > -1)
        *natural_baseline = MAX (*natural_baseline, nat_baseline);
    }
}

static void
umpire_page_layout_allocate (GtkLayoutManager *manager,
                             GtkWidget        *widget,
                             int               width,
                             int               height,
                             int               baseline)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
umpire_page_layout_class_init (UmpirePageLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->get_request_mode = umpire_page_layout_get_request_mode;
  layout_class->measure = umpire_page_layout_measure;
  layout_class->allocate = umpire_page_layout_allocate;
}

static void
umpire_page_layout_init (UmpirePageLayout *self)
{
}

GtkLayoutManager *
umpire_page_layout_new (void)
{
  return g_object_new (UMPIRE_TYPE_PAGE_LAYOUT, NULL);
}
