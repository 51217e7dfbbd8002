/* umpire-status-page.c: an icon, a title and a description, centred
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-status-page.h"
#include "umpire-width-first-layout.h"

/* The layout of the bin around the page's box: the box at its natural
 * height for the width, centred as valign would (the same rounding), and
 * never measured for a width at a height. */
#define UMPIRE_TYPE_STATUS_LAYOUT (umpire_status_layout_get_type ())
G_DECLARE_FINAL_TYPE (UmpireStatusLayout, umpire_status_layout, UMPIRE, STATUS_LAYOUT, GtkLayoutManager)

struct _UmpireStatusLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (UmpireStatusLayout, umpire_status_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkSizeRequestMode
umpire_status_layout_get_request_mode (GtkLayoutManager *manager,
                                       GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
umpire_status_layout_measure (GtkLayoutManager *manager,
                              GtkWidget        *widget,
                              GtkOrientation    orientation,
                              int               for_size,
                              int              *minimum,
                              int              *natural,
                              int              *minimum_baseline,
                              int              *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  gtk_widget_measure (child, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                      minimum, natural, NULL, NULL);
}

static void
umpire_status_layout_allocate (GtkLayoutManager *manager,
                               GtkWidget        *widget,
                               int               width,
                               int               height,
                               int               baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);
  int natural = 0;

  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  if (height > natural)
    gtk_widget_size_allocate (child, &(GtkAllocation) { 0, (height - natural) / 2, width, natural }, -1);
  else
    gtk_widget_size_allocate (child, &(GtkAllocation) { 0, 0, width, height }, -1);
}

static void
umpire_status_layout_class_init (UmpireStatusLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->get_request_mode = umpire_status_layout_get_request_mode;
  layout_class->measure = umpire_status_layout_measure;
  layout_class->allocate = umpire_status_layout_allocate;
}

static void
umpire_status_layout_init (UmpireStatusLayout *self)
{
}

struct _UmpireStatusPage
{
  GtkWidget  parent_instance;

  GtkWidget *child;

  GtkBox    *toplevel_box;
  GtkImage  *image;
  GtkLabel  *title_label;
  GtkLabel  *description_label;
};

static void umpire_status_page_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (UmpireStatusPage, umpire_status_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, umpire_status_page_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

enum {
  PROP_0,
  PROP_ICON_NAME,
  PROP_PAINTABLE,
  PROP_TITLE,
  PROP_DESCRIPTION,
  PROP_CHILD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_child (UmpireStatusPage *self,
           GtkWidget        *child)
{
  if (self->child == child)
    return;
  if (self->child != NULL)
    gtk_box_remove (self->toplevel_box, self->child);
  self->child = child;
  if (child != NULL)
    gtk_box_append (self->toplevel_box, child);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

/* Shown only when set, as AdwStatusPage does. */
static void
set_text (UmpireStatusPage *self,
          GtkLabel         *label,
          const char       *text,
          GParamSpec       *pspec)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) == 0)
    return;
  gtk_label_set_label (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL && *text != '\0');
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

static void
umpire_status_page_dispose (GObject *object)
{
  UmpireStatusPage *self = UMPIRE_STATUS_PAGE (object);
  GtkWidget *child;

  self->child = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_STATUS_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (umpire_status_page_parent_class)->dispose (object);
}

static void
umpire_status_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  UmpireStatusPage *self = UMPIRE_STATUS_PAGE (object);

  switch (prop_id)
    {
    case PROP_ICON_NAME: g_value_set_string (value, gtk_image_get_icon_name (self->image)); break;
    case PROP_PAINTABLE: g_value_set_object (value, gtk_image_get_paintable (self->image)); break;
    case PROP_TITLE: g_value_set_string (value, gtk_label_get_label (self->title_label)); break;
    case PROP_DESCRIPTION: g_value_set_string (value, gtk_label_get_label (self->description_label)); break;
    case PROP_CHILD: g_value_set_object (value, self->child); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_status_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  UmpireStatusPage *self = UMPIRE_STATUS_PAGE (object);
  const char *icon_name;
  GdkPaintable *paintable;

  switch (prop_id)
    {
    case PROP_ICON_NAME:
      icon_name = g_value_get_string (value);
      if (g_strcmp0 (gtk_image_get_icon_name (self->image), icon_name) == 0)
        break;
      gtk_image_set_from_icon_name (self->image, icon_name);
      gtk_widget_set_visible (GTK_WIDGET (self->image), icon_name != NULL && *icon_name != '\0');
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_PAINTABLE:
      paintable = g_value_get_object (value);
      if (gtk_image_get_paintable (self->image) == paintable)
        break;
      gtk_image_set_from_paintable (self->image, paintable);
      gtk_widget_set_visible (GTK_WIDGET (self->image), paintable != NULL);
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_TITLE: set_text (self, self->title_label, g_value_get_string (value), pspec); break;
    case PROP_DESCRIPTION: set_text (self, self->description_label, g_value_get_string (value), pspec); break;
    case PROP_CHILD: set_child (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_status_page_class_init (UmpireStatusPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_status_page_dispose;
  object_class->get_property = umpire_status_page_get_property;
  object_class->set_property = umpire_status_page_set_property;

  properties[PROP_ICON_NAME] =
    g_param_spec_string ("icon-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* In place of a named icon, as AdwStatusPage's. */
  properties[PROP_PAINTABLE] =
    g_param_spec_object ("paintable", NULL, NULL, GDK_TYPE_PAINTABLE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Pango markup, as AdwStatusPage's. */
  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (UMPIRE_TYPE_STATUS_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-status-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireStatusPage, toplevel_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireStatusPage, image);
  gtk_widget_class_bind_template_child (widget_class, UmpireStatusPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireStatusPage, description_label);
  /* AdwStatusPage's node name (its style, in ui/style.css) and role. */
  gtk_widget_class_set_css_name (widget_class, "umpire-status-page");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
umpire_status_page_init (UmpireStatusPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  if (!umpire_width_first_is_needed ())
    {
      /* AdwStatusPage's own centring. */
      gtk_widget_set_layout_manager (gtk_widget_get_parent (GTK_WIDGET (self->toplevel_box)), gtk_bin_layout_new ());
      gtk_widget_set_valign (GTK_WIDGET (self->toplevel_box), GTK_ALIGN_CENTER);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->image), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->title_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->description_label), FALSE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->title_label, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, self->description_label, NULL,
                                  -1);
}

/* A <child> in a .ui is the child under the texts. */
static void
umpire_status_page_add_child (GtkBuildable *buildable,
                              GtkBuilder   *builder,
                              GObject      *child,
                              const char   *type)
{
  if (GTK_IS_WIDGET (child) && type == NULL && UMPIRE_STATUS_PAGE (buildable)->toplevel_box != NULL)
    set_child (UMPIRE_STATUS_PAGE (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
umpire_status_page_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = umpire_status_page_add_child;
}

GtkWidget *
umpire_status_page_new (void)
{
  return g_object_new (UMPIRE_TYPE_STATUS_PAGE, NULL);
}
