/* umpire-start-page.c: where to begin, the page a first start opens on
 *
 * Its buttons are the window's actions (win.show-page, win.open). Built
 * like every other page when it is first shown, so that a window opening
 * on another page neither builds nor draws it before its first frame.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-first-frame.h"
#include "umpire-start-page.h"
#include "umpire-status-page.h"

struct _UmpireStartPage
{
  GtkWidget      parent_instance;

  GMenuModel    *recent_menu;
  GtkWidget     *status_page;
  GtkMenuButton *recent_button;
};

G_DEFINE_FINAL_TYPE (UmpireStartPage, umpire_start_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RECENT_MENU,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Open Recent only when there is a scenario to reopen: no button to an
 * empty menu. */
static void
on_recent_changed (UmpireStartPage *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->recent_button),
                          self->recent_menu != NULL && g_menu_model_get_n_items (self->recent_menu) > 0);
}

static void
umpire_start_page_constructed (GObject *object)
{
  UmpireStartPage *self = UMPIRE_START_PAGE (object);

  G_OBJECT_CLASS (umpire_start_page_parent_class)->constructed (object);
  if (self->recent_menu != NULL)
    {
      umpire_give_menu_after_first_frame (self->recent_button, self->recent_menu);
      g_signal_connect_object (self->recent_menu, "items-changed", G_CALLBACK (on_recent_changed), self,
                               G_CONNECT_SWAPPED);
    }
  on_recent_changed (self);
}

static void
umpire_start_page_dispose (GObject *object)
{
  UmpireStartPage *self = UMPIRE_START_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_START_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->recent_menu);
  G_OBJECT_CLASS (umpire_start_page_parent_class)->dispose (object);
}

static void
umpire_start_page_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  UmpireStartPage *self = UMPIRE_START_PAGE (object);

  switch (prop_id)
    {
    case PROP_RECENT_MENU: g_value_set_object (value, self->recent_menu); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_start_page_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  UmpireStartPage *self = UMPIRE_START_PAGE (object);

  switch (prop_id)
    {
    case PROP_RECENT_MENU: self->recent_menu = g_value_dup_object (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_start_page_class_init (UmpireStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_start_page_constructed;
  object_class->dispose = umpire_start_page_dispose;
  object_class->get_property = umpire_start_page_get_property;
  object_class->set_property = umpire_start_page_set_property;

  properties[PROP_RECENT_MENU] =
    g_param_spec_object ("recent-menu", NULL, NULL, G_TYPE_MENU_MODEL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (UMPIRE_TYPE_STATUS_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireStartPage, status_page);
  gtk_widget_class_bind_template_child (widget_class, UmpireStartPage, recent_button);
}

/* The page's icon size: ui/style.css gives the start page's icon the same
 * (-gtk-icon-size), which places it; this is the size its SVG is drawn at. */
#define ICON_SIZE 64

/* The app's icon from its own file, not by name: giving the icon theme
 * the app's icons before the first frame makes it load itself again (66 M
 * instructions, bench/run). Drawn at the page's icon size, for the
 * screen's scale. */
static void
show_icon (UmpireStartPage *self)
{
  g_autoptr(GFile) file = g_file_new_for_uri ("resource://" RESOURCE_BASE "/icons/scalable/apps/io.github.umpire_wargames.Umpire.svg");
  g_autoptr(GtkIconPaintable) icon = gtk_icon_paintable_new_for_file (file, ICON_SIZE, gtk_widget_get_scale_factor (GTK_WIDGET (self)));

  g_object_set (self->status_page, "paintable", icon, NULL);
}

static void
umpire_start_page_init (UmpireStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  show_icon (self);
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (show_icon), NULL);
}

GtkWidget *
umpire_start_page_new (GMenuModel *recent_menu)
{
  g_return_val_if_fail (recent_menu == NULL || G_IS_MENU_MODEL (recent_menu), NULL);

  return g_object_new (UMPIRE_TYPE_START_PAGE, "recent-menu", recent_menu, NULL);
}
