/* umpire-columns.c: children side by side when there is room, else stacked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-columns.h"

struct _UmpireColumns
{
  GtkWidget parent_instance;

  int       spacing;
  int       row_spacing;   /* -1: the spacing */
  int       column_width;
  gboolean  homogeneous;   /* FALSE: each child as wide as it asks, from the start */
};

enum {
  PROP_0,
  PROP_SPACING,
  PROP_ROW_SPACING,
  PROP_COLUMN_WIDTH,
  PROP_HOMOGENEOUS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void umpire_columns_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (UmpireColumns, umpire_columns, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, umpire_columns_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

/* Between children stacked. */
static int
row_spacing (UmpireColumns *self)
{
  return self->row_spacing >= 0 ? self->row_spacing : self->spacing;
}

static guint
n_visible (UmpireColumns *self)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += gtk_widget_should_layout (child);
  return n;
}

/* A child's width side by side: its natural width when not homogeneous. */
static int
natural_width (GtkWidget *child)
{
  int natural = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/* The narrowest width at which every column is column-width wide and no
 * child is squeezed below its minimum; not homogeneous, at which every
 * child has its natural width. */
static int
side_by_side_width (UmpireColumns *self)
{
  guint n = n_visible (self);
  int widest = 0, sum = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      widest = MAX (widest, MAX (min, self->column_width));
      sum += MAX (natural_width (child), self->column_width);
    }
  if (n == 0)
    return 0;
  return (self->homogeneous ? (int) n * widest : sum) + ((int) n - 1) * self->spacing;
}

/* The width of each child side by side in `width`. */
static int
column_of (UmpireColumns *self,
           GtkWidget     *child,
           int            width,
           guint          n)
{
  if (!self->homogeneous)
    return MAX (natural_width (child), self->column_width);
  return (width - ((int) n - 1) * self->spacing) / (int) n;
}

gboolean
umpire_columns_is_side_by_side (UmpireColumns *self,
                                int            width)
{
  g_return_val_if_fail (UMPIRE_IS_COLUMNS (self), FALSE);
  return n_visible (self) > 1 && width >= side_by_side_width (self);
}

static void
umpire_columns_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  UmpireColumns *self = UMPIRE_COLUMNS (widget);
  guint n = n_visible (self);
  gboolean side;
  int column;

  *minimum = *natural = 0;
  if (n == 0)
    return;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int sum = 0;

      /* Stacked, the narrowest child sets the minimum; side by side is natural. */
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int min = 0, nat = 0;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, orientation, -1, &min, &nat, NULL, NULL);
          *minimum = MAX (*minimum, min);
          sum += nat;
        }
      *natural = MAX (*minimum, MAX (sum + ((int) n - 1) * self->spacing, side_by_side_width (self)));
      return;
    }

  if (for_size < 0)
    {
      int min = 0, nat = 0;

      umpire_columns_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      for_size = nat;
    }
  side = umpire_columns_is_side_by_side (self, for_size);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min = 0, nat = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      column = side ? column_of (self, child, for_size, n) : for_size;
      gtk_widget_measure (child, orientation, column, &min, &nat, NULL, NULL);
      if (side)
        {
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, nat);
        }
      else
        {
          *minimum += min;
          *natural += nat;
        }
    }
  if (!side)
    {
      *minimum += ((int) n - 1) * row_spacing (self);
      *natural += ((int) n - 1) * row_spacing (self);
    }
}

static void
umpire_columns_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  UmpireColumns *self = UMPIRE_COLUMNS (widget);
  guint n = n_visible (self);
  gboolean side = umpire_columns_is_side_by_side (self, width);
  int column, x = 0, y = 0;
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min = 0, nat = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      if (side)
        {
          column = column_of (self, child, width, n);
          gtk_widget_size_allocate (child,
                                    &(GtkAllocation) { rtl ? width - x - column : x, 0, column, height }, -1);
          x += column + self->spacing;
          continue;
        }
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
      gtk_widget_size_allocate (child, &(GtkAllocation) { 0, y, width, nat }, -1);
      y += nat + row_spacing (self);
    }
}

static GtkSizeRequestMode
umpire_columns_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
umpire_columns_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (umpire_columns_parent_class)->dispose (object);
}

static void
umpire_columns_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  UmpireColumns *self = UMPIRE_COLUMNS (object);

  switch (prop_id)
    {
    case PROP_SPACING: g_value_set_int (value, self->spacing); break;
    case PROP_ROW_SPACING: g_value_set_int (value, self->row_spacing); break;
    case PROP_COLUMN_WIDTH: g_value_set_int (value, self->column_width); break;
    case PROP_HOMOGENEOUS: g_value_set_boolean (value, self->homogeneous); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_columns_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  UmpireColumns *self = UMPIRE_COLUMNS (object);
  int *field;

  if (prop_id == PROP_HOMOGENEOUS)
    {
      if (self->homogeneous == g_value_get_boolean (value))
        return;
      self->homogeneous = g_value_get_boolean (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      g_object_notify_by_pspec (object, pspec);
      return;
    }
  field = prop_id == PROP_SPACING ? &self->spacing
               : prop_id == PROP_ROW_SPACING ? &self->row_spacing
               : &self->column_width;

  if (prop_id != PROP_SPACING && prop_id != PROP_ROW_SPACING && prop_id != PROP_COLUMN_WIDTH)
    {
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  if (*field == g_value_get_int (value))
    return;
  *field = g_value_get_int (value);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (object, pspec);
}

static void
umpire_columns_class_init (UmpireColumnsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_columns_dispose;
  object_class->get_property = umpire_columns_get_property;
  object_class->set_property = umpire_columns_set_property;
  widget_class->measure = umpire_columns_measure;
  widget_class->size_allocate = umpire_columns_size_allocate;
  widget_class->get_request_mode = umpire_columns_get_request_mode;

  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 24,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Between the children once stacked; -1: "spacing". */
  properties[PROP_ROW_SPACING] =
    g_param_spec_int ("row-spacing", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The narrowest a column may be before the children stack. */
  properties[PROP_COLUMN_WIDTH] =
    g_param_spec_int ("column-width", NULL, NULL, 0, G_MAXINT, 300,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* TRUE: equal columns across the width; FALSE: each child side by side at
   * its natural width from the start (a row of buttons), stacked when they
   * do not all fit. */
  properties[PROP_HOMOGENEOUS] =
    g_param_spec_boolean ("homogeneous", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
umpire_columns_init (UmpireColumns *self)
{
  self->spacing = 24;
  self->row_spacing = -1;
  self->column_width = 300;
  self->homogeneous = TRUE;
}

static void
umpire_columns_add_child (GtkBuildable *buildable,
                          GtkBuilder   *builder,
                          GObject      *child,
                          const char   *type)
{
  if (GTK_IS_WIDGET (child))
    umpire_columns_append (UMPIRE_COLUMNS (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
umpire_columns_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = umpire_columns_add_child;
}

GtkWidget *
umpire_columns_new (void)
{
  return g_object_new (UMPIRE_TYPE_COLUMNS, NULL);
}

void
umpire_columns_append (UmpireColumns *self,
                       GtkWidget     *child)
{
  g_return_if_fail (UMPIRE_IS_COLUMNS (self));
  g_return_if_fail (GTK_IS_WIDGET (child));

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}

void
umpire_columns_remove (UmpireColumns *self,
                       GtkWidget     *child)
{
  g_return_if_fail (UMPIRE_IS_COLUMNS (self));
  g_return_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self));

  gtk_widget_unparent (child);
}
