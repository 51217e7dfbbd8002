/* umpire-width-first-layout.c: a widget whose width never waits on its height
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "umpire-width-first-layout.h"

struct _UmpireWidthFirstLayout
{
  GtkLayoutManager  parent_instance;

  GtkLayoutManager *inner;   /* the widget's own layout, which does the work */
};

G_DEFINE_FINAL_TYPE (UmpireWidthFirstLayout, umpire_width_first_layout, GTK_TYPE_LAYOUT_MANAGER)

/* The inner layout's functions are called directly: it is no longer the
 * widget's, and gtk_layout_manager_allocate() would place the widget's
 * popovers a second time. */
#define INNER_CLASS(self) GTK_LAYOUT_MANAGER_GET_CLASS ((self)->inner)

static GtkSizeRequestMode
umpire_width_first_layout_get_request_mode (GtkLayoutManager *manager,
                                            GtkWidget        *widget)
{
  UmpireWidthFirstLayout *self = UMPIRE_WIDTH_FIRST_LAYOUT (manager);

  return INNER_CLASS (self)->get_request_mode (self->inner, widget);
}

static void
umpire_width_first_layout_measure (GtkLayoutManager *manager,
                                   GtkWidget        *widget,
                                   GtkOrientation    orientation,
                                   int               for_size,
                                   int              *minimum,
                                   int              *natural,
                                   int              *minimum_baseline,
                                   int              *natural_baseline)
{
  UmpireWidthFirstLayout *self = UMPIRE_WIDTH_FIRST_LAYOUT (manager);

  /* A width for a height is the width for any height. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    for_size = -1;
  INNER_CLASS (self)->measure (self->inner, widget, orientation, for_size,
                               minimum, natural, minimum_baseline, natural_baseline);
}

static void
umpire_width_first_layout_allocate (GtkLayoutManager *manager,
                                    GtkWidget        *widget,
                                    int               width,
                                    int               height,
                                    int               baseline)
{
  UmpireWidthFirstLayout *self = UMPIRE_WIDTH_FIRST_LAYOUT (manager);

  INNER_CLASS (self)->allocate (self->inner, widget, width, height, baseline);
}

static void
umpire_width_first_layout_dispose (GObject *object)
{
  UmpireWidthFirstLayout *self = UMPIRE_WIDTH_FIRST_LAYOUT (object);

  g_clear_object (&self->inner);
  G_OBJECT_CLASS (umpire_width_first_layout_parent_class)->dispose (object);
}

static void
umpire_width_first_layout_class_init (UmpireWidthFirstLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->dispose = umpire_width_first_layout_dispose;
  layout_class->get_request_mode = umpire_width_first_layout_get_request_mode;
  layout_class->measure = umpire_width_first_layout_measure;
  layout_class->allocate = umpire_width_first_layout_allocate;
}

static void
umpire_width_first_layout_init (UmpireWidthFirstLayout *self)
{
}

/* GTK 4.8's workarounds: on below this GTK (the header), or as the
 * environment says. */
#define WIDTH_FIRST_UNTIL_MAJOR 4
#define WIDTH_FIRST_UNTIL_MINOR 18

gboolean
umpire_width_first_is_needed (void)
{
  static gsize needed = 0;  /* 0: not decided yet, 1: no, 2: yes */

  if (g_once_init_enter (&needed))
    {
      const char *force = g_getenv ("UMPIRE_GTK48_LAYOUT");
      gboolean on;

      if (force != NULL && (g_str_equal (force, "0") || g_str_equal (force, "1")))
        on = g_str_equal (force, "1");
      else
        on = gtk_check_version (WIDTH_FIRST_UNTIL_MAJOR, WIDTH_FIRST_UNTIL_MINOR, 0) != NULL;
      g_once_init_leave (&needed, on ? 2 : 1);
    }
  return needed == 2;
}

void
umpire_width_first (GtkWidget *widget)
{
  GtkLayoutManager *inner;
  UmpireWidthFirstLayout *self;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  if (!umpire_width_first_is_needed ())
    return;

  inner = gtk_widget_get_layout_manager (widget);
  if (inner == NULL || UMPIRE_IS_WIDTH_FIRST_LAYOUT (inner))
    return;
  self = g_object_new (UMPIRE_TYPE_WIDTH_FIRST_LAYOUT, NULL);
  self->inner = g_object_ref (inner);
  gtk_widget_set_layout_manager (widget, GTK_LAYOUT_MANAGER (self));
}

/* libadwaita 1.2's row > box.header > box.title: a vertical box of the two
 * wrapping labels, which no code of libadwaita's touches once built. */
static GtkWidget *
action_row_title_box (GtkWidget *row)
{
  for (GtkWidget *header = gtk_widget_get_first_child (row); header != NULL;
       header = gtk_widget_get_next_sibling (header))
    if (GTK_IS_BOX (header) && gtk_widget_has_css_class (header, "header"))
      for (GtkWidget *box = gtk_widget_get_first_child (header); box != NULL;
           box = gtk_widget_get_next_sibling (box))
        if (GTK_IS_BOX (box) && gtk_widget_has_css_class (box, "title"))
          return box;
  return NULL;
}

void
umpire_width_first_action_row (GtkWidget *row)
{
  GtkWidget *title;

  g_return_if_fail (ADW_IS_ACTION_ROW (row));
  if (umpire_width_first_is_needed () && (title = action_row_title_box (row)) != NULL)
    umpire_width_first (title);
}

gboolean
umpire_width_first_action_row_is_set (GtkWidget *row)
{
  GtkWidget *title;

  g_return_val_if_fail (ADW_IS_ACTION_ROW (row), FALSE);
  title = action_row_title_box (row);
  return title != NULL && UMPIRE_IS_WIDTH_FIRST_LAYOUT (gtk_widget_get_layout_manager (title));
}

void
umpire_width_first_action_rows_in (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  if (!umpire_width_first_is_needed ())
    return;

  if (ADW_IS_ACTION_ROW (widget))
    umpire_width_first_action_row (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    umpire_width_first_action_rows_in (child);
}
