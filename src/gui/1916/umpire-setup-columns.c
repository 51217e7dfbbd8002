/* umpire-setup-columns.c: children side by side when there is room, else stacked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-setup-columns.h"

#define SPACING 12
#define ROW_SPACING 18

struct _UmpireSetupColumns
{
  GtkWidget parent_instance;

  int       column_width;   /* the narrowest a column may be */
  gboolean  side_by_side;
};

G_DEFINE_FINAL_TYPE (UmpireSetupColumns, umpire_setup_columns, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_COLUMN_WIDTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static guint
n_visible (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n += gtk_widget_should_layout (child);
  return n;
}

/* The width of each column side by side at `width`, or -1: stacked. */
static int
column_width_at (UmpireSetupColumns *self,
                 int                 width)
{
  GtkWidget *widget = GTK_WIDGET (self);
  guint n = n_visible (widget);
  int each, widest = self->column_width;

  if (n < 2 || width < 0)
    return -1;
  each = (width - SPACING * (int) (n - 1)) / (int) n;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      int min = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      widest = MAX (widest, min);
    }
  return each >= widest ? each : -1;
}

static void
umpire_setup_columns_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  UmpireSetupColumns *self = UMPIRE_SETUP_COLUMNS (widget);
  int each = orientation == GTK_ORIENTATION_VERTICAL ? column_width_at (self, for_size) : -1;
  int min = 0, nat = 0;
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      int child_min = 0, child_nat = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          /* Stacked, the widest child is the least; side by side, the sum is natural. */
          gtk_widget_measure (child, orientation, -1, &child_min, &child_nat, NULL, NULL);
          min = MAX (min, child_min);
          nat += MAX (child_nat, self->column_width) + (n > 0 ? SPACING : 0);
        }
      else if (each > 0)
        {
          gtk_widget_measure (child, orientation, each, &child_min, &child_nat, NULL, NULL);
          min = MAX (min, child_min);
          nat = MAX (nat, child_nat);
        }
      else
        {
          gtk_widget_measure (child, orientation, for_size, &child_min, &child_nat, NULL, NULL);
          min += child_min + (n > 0 ? ROW_SPACING : 0);
          nat += child_nat + (n > 0 ? ROW_SPACING : 0);
        }
      n++;
    }
  *minimum = min;
  *natural = MAX (min, nat);
}

static void
umpire_setup_columns_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  UmpireSetupColumns *self = UMPIRE_SETUP_COLUMNS (widget);
  int each = column_width_at (self, width);
  int x = 0, y = 0;

  self->side_by_side = each > 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      int child_height = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      if (each > 0)
        {
          gtk_widget_size_allocate (child, &(GtkAllocation) { x, 0, each, height }, -1);
          x += each + SPACING;
          continue;
        }
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &child_height, NULL, NULL);
      gtk_widget_size_allocate (child, &(GtkAllocation) { 0, y, width, child_height }, -1);
      y += child_height + ROW_SPACING;
    }
}

static GtkSizeRequestMode
umpire_setup_columns_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
umpire_setup_columns_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (umpire_setup_columns_parent_class)->dispose (object);
}

static void
umpire_setup_columns_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  UmpireSetupColumns *self = UMPIRE_SETUP_COLUMNS (object);

  switch (prop_id)
    {
    case PROP_COLUMN_WIDTH:
      g_value_set_int (value, self->column_width);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_setup_columns_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  UmpireSetupColumns *self = UMPIRE_SETUP_COLUMNS (object);

  switch (prop_id)
    {
    case PROP_COLUMN_WIDTH:
      if (self->column_width != g_value_get_int (value))
        {
          self->column_width = g_value_get_int (value);
          gtk_widget_queue_resize (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_setup_columns_class_init (UmpireSetupColumnsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_setup_columns_dispose;
  object_class->get_property = umpire_setup_columns_get_property;
  object_class->set_property = umpire_setup_columns_set_property;
  widget_class->measure = umpire_setup_columns_measure;
  widget_class->size_allocate = umpire_setup_columns_size_allocate;
  widget_class->get_request_mode = umpire_setup_columns_get_request_mode;

  properties[PROP_COLUMN_WIDTH] =
    g_param_spec_int ("column-width", NULL, NULL, 0, G_MAXINT, 340,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
umpire_setup_columns_init (UmpireSetupColumns *self)
{
  self->column_width = 340;
}

GtkWidget *
umpire_setup_columns_new (void)
{
  return g_object_new (UMPIRE_TYPE_SETUP_COLUMNS, NULL);
}

void
umpire_setup_columns_append (UmpireSetupColumns *self,
                             GtkWidget          *child)
{
  g_return_if_fail (UMPIRE_IS_SETUP_COLUMNS (self));
  g_return_if_fail (GTK_IS_WIDGET (child));

  gtk_widget_set_parent (child, GTK_WIDGET (self));
}

gboolean
umpire_setup_columns_get_side_by_side (UmpireSetupColumns *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_COLUMNS (self), FALSE);
  return self->side_by_side;
}
