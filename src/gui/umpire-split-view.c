/* umpire-split-view.c: a sidebar beside its content, AdwNavigationSplitView
 * with an AdwBreakpoint on libadwaita 1.4 and later, AdwLeaflet before
 *
 * See umpire-split-view.h. The AdwLeaflet half goes when the minimum
 * libadwaita is 1.4 (it is deprecated there, and never built there).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-split-view.h"

#define UMPIRE_SPLIT_VIEW_MODERN ADW_CHECK_VERSION (1, 4, 0)

struct _UmpireSplitView
{
  GtkWidget   parent_instance;

  GtkWidget  *child;      /* what is laid out: the bin or the leaflet */
  GtkWidget  *sidebar;
  GtkWidget  *content;
  int         fold_width;
  gboolean    show_content;
  int         min_width;
  int         min_height;
  char       *sidebar_title;
  char       *content_title;
#if UMPIRE_SPLIT_VIEW_MODERN
  AdwNavigationSplitView *split;
  AdwBreakpoint          *breakpoint;
#else
  AdwLeaflet             *leaflet;
#endif
};

G_DEFINE_FINAL_TYPE (UmpireSplitView, umpire_split_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SIDEBAR,
  PROP_CONTENT,
  PROP_FOLDED,
  PROP_SHOW_CONTENT,
  PROP_FOLD_WIDTH,
  PROP_MIN_WIDTH,
  PROP_MIN_HEIGHT,
  PROP_SIDEBAR_TITLE,
  PROP_CONTENT_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define DEFAULT_FOLD_WIDTH 600

/* ---------------------------------------------------------------------- */
/* The two implementations                                                */

#if UMPIRE_SPLIT_VIEW_MODERN

static void
update_breakpoint (UmpireSplitView *self)
{
  adw_breakpoint_set_condition (self->breakpoint,
                                adw_breakpoint_condition_new_length (ADW_BREAKPOINT_CONDITION_MAX_WIDTH,
                                                                     self->fold_width,
                                                                     ADW_LENGTH_UNIT_SP));
}

static void
on_collapsed (UmpireSplitView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLDED]);
}

static void
on_split_show_content (UmpireSplitView *self)
{
  gboolean show_content = adw_navigation_split_view_get_show_content (self->split);

  if (show_content == self->show_content)
    return;
  self->show_content = show_content;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_CONTENT]);
}

static void
impl_init (UmpireSplitView *self)
{
  GValue collapsed = G_VALUE_INIT;

  self->split = ADW_NAVIGATION_SPLIT_VIEW (adw_navigation_split_view_new ());
  self->child = adw_breakpoint_bin_new ();
  adw_breakpoint_bin_set_child (ADW_BREAKPOINT_BIN (self->child), GTK_WIDGET (self->split));
  gtk_widget_set_parent (self->child, GTK_WIDGET (self));
  /* The bin's minimum size is the folded view's, set on the view. */
  g_object_bind_property (self, "min-width", self->child, "width-request", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "min-height", self->child, "height-request", G_BINDING_SYNC_CREATE);

  self->breakpoint = adw_breakpoint_new (adw_breakpoint_condition_new_length (ADW_BREAKPOINT_CONDITION_MAX_WIDTH,
                                                                              self->fold_width,
                                                                              ADW_LENGTH_UNIT_SP));
  g_value_init (&collapsed, G_TYPE_BOOLEAN);
  g_value_set_boolean (&collapsed, TRUE);
  adw_breakpoint_add_setter (self->breakpoint, G_OBJECT (self->split), "collapsed", &collapsed);
  g_value_unset (&collapsed);
  adw_breakpoint_bin_add_breakpoint (ADW_BREAKPOINT_BIN (self->child), self->breakpoint);

  g_signal_connect_object (self->split, "notify::collapsed", G_CALLBACK (on_collapsed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->split, "notify::show-content", G_CALLBACK (on_split_show_content), self,
                           G_CONNECT_SWAPPED);
}

static void
impl_set_sidebar (UmpireSplitView *self)
{
  int width = -1;

  if (self->sidebar == NULL)
    {
      adw_navigation_split_view_set_sidebar (self->split, NULL);
      return;
    }
  /* The sidebar keeps the width it asks for, as beside the leaflet. */
  gtk_widget_get_size_request (self->sidebar, &width, NULL);
  if (width > 0)
    {
      adw_navigation_split_view_set_sidebar_width_unit (self->split, ADW_LENGTH_UNIT_PX);
      adw_navigation_split_view_set_min_sidebar_width (self->split, width);
      adw_navigation_split_view_set_max_sidebar_width (self->split, width);
    }
  adw_navigation_split_view_set_sidebar (self->split,
                                         adw_navigation_page_new (self->sidebar,
                                                                  self->sidebar_title != NULL ? self->sidebar_title : ""));
}

/* The pages give their own back button: a header bar at the top of the
 * content adds none. */
static void
hide_back_buttons (GtkWidget *widget)
{
  GtkWidget *child;

  if (ADW_IS_HEADER_BAR (widget))
    {
      adw_header_bar_set_show_back_button (ADW_HEADER_BAR (widget), FALSE);
      return;
    }
  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (ADW_IS_HEADER_BAR (child))
      adw_header_bar_set_show_back_button (ADW_HEADER_BAR (child), FALSE);
}

static void
impl_set_content (UmpireSplitView *self)
{
  if (self->content == NULL)
    {
      adw_navigation_split_view_set_content (self->split, NULL);
      return;
    }
  hide_back_buttons (self->content);
  adw_navigation_split_view_set_content (self->split,
                                         adw_navigation_page_new (self->content,
                                                                  self->content_title != NULL ? self->content_title : ""));
}

static gboolean
impl_get_folded (UmpireSplitView *self)
{
  return adw_navigation_split_view_get_collapsed (self->split);
}

static void
impl_set_show_content (UmpireSplitView *self)
{
  adw_navigation_split_view_set_show_content (self->split, self->show_content);
}

static void
impl_set_fold_width (UmpireSplitView *self)
{
  update_breakpoint (self);
}


#else /* libadwaita < 1.4 */

static void
on_folded (UmpireSplitView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLDED]);
}

static void
on_visible_child (UmpireSplitView *self)
{
  GtkWidget *visible = adw_leaflet_get_visible_child (self->leaflet);
  gboolean show_content;

  if (visible == NULL || (visible != self->content && visible != self->sidebar))
    return;
  show_content = visible == self->content;
  if (show_content == self->show_content)
    return;
  self->show_content = show_content;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_CONTENT]);
}

static void
impl_init (UmpireSplitView *self)
{
  GtkWidget *separator = gtk_separator_new (GTK_ORIENTATION_VERTICAL);

  self->child = adw_leaflet_new ();
  self->leaflet = ADW_LEAFLET (self->child);
  gtk_widget_set_parent (self->child, GTK_WIDGET (self));
  adw_leaflet_set_can_navigate_back (self->leaflet, TRUE);
  adw_leaflet_page_set_navigatable (adw_leaflet_append (self->leaflet, separator), FALSE);

  g_signal_connect_object (self->leaflet, "notify::folded", G_CALLBACK (on_folded), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->leaflet, "notify::visible-child", G_CALLBACK (on_visible_child), self,
                           G_CONNECT_SWAPPED);
}

static void impl_set_show_content (UmpireSplitView *self);

/* The leaflet made the separator, its first child, the visible one: the
 * one shown is the sidebar or the content, as "show-content" says. */
static void
impl_set_sidebar (UmpireSplitView *self)
{
  if (self->sidebar != NULL)
    adw_leaflet_prepend (self->leaflet, self->sidebar);
  impl_set_show_content (self);
}

static void
impl_set_content (UmpireSplitView *self)
{
  if (self->content != NULL)
    adw_leaflet_append (self->leaflet, self->content);
  impl_set_show_content (self);
}

static gboolean
impl_get_folded (UmpireSplitView *self)
{
  return adw_leaflet_get_folded (self->leaflet);
}

static void
impl_set_show_content (UmpireSplitView *self)
{
  GtkWidget *child = self->show_content ? self->content : self->sidebar;

  if (child != NULL)
    adw_leaflet_set_visible_child (self->leaflet, child);
}

static void
impl_set_fold_width (UmpireSplitView *self)
{
  /* The leaflet folds when its children do not fit. */
}

#endif

/* ---------------------------------------------------------------------- */
/* Public                                                                 */

GtkWidget *
umpire_split_view_new (void)
{
  return g_object_new (UMPIRE_TYPE_SPLIT_VIEW, NULL);
}

/* Lets the old sidebar or content go (out of the leaflet). */
static void
release_child (UmpireSplitView *self,
               GtkWidget      **slot)
{
  if (*slot == NULL)
    return;
#if !UMPIRE_SPLIT_VIEW_MODERN
  adw_leaflet_remove (self->leaflet, *slot);
#endif
  g_clear_object (slot);
}

void
umpire_split_view_set_sidebar (UmpireSplitView *self,
                               GtkWidget       *sidebar)
{
  g_return_if_fail (UMPIRE_IS_SPLIT_VIEW (self));
  g_return_if_fail (sidebar == NULL || GTK_IS_WIDGET (sidebar));

  if (sidebar == self->sidebar)
    return;
  release_child (self, &self->sidebar);
  self->sidebar = sidebar != NULL ? g_object_ref (sidebar) : NULL;
  impl_set_sidebar (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDEBAR]);
}

GtkWidget *
umpire_split_view_get_sidebar (UmpireSplitView *self)
{
  g_return_val_if_fail (UMPIRE_IS_SPLIT_VIEW (self), NULL);

  return self->sidebar;
}

void
umpire_split_view_set_content (UmpireSplitView *self,
                               GtkWidget       *content)
{
  g_return_if_fail (UMPIRE_IS_SPLIT_VIEW (self));
  g_return_if_fail (content == NULL || GTK_IS_WIDGET (content));

  if (content == self->content)
    return;
  release_child (self, &self->content);
  self->content = content != NULL ? g_object_ref (content) : NULL;
  impl_set_content (self);
  if (self->show_content)
    impl_set_show_content (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTENT]);
}

GtkWidget *
umpire_split_view_get_content (UmpireSplitView *self)
{
  g_return_val_if_fail (UMPIRE_IS_SPLIT_VIEW (self), NULL);

  return self->content;
}

gboolean
umpire_split_view_get_folded (UmpireSplitView *self)
{
  g_return_val_if_fail (UMPIRE_IS_SPLIT_VIEW (self), FALSE);

  return impl_get_folded (self);
}

gboolean
umpire_split_view_get_show_content (UmpireSplitView *self)
{
  g_return_val_if_fail (UMPIRE_IS_SPLIT_VIEW (self), FALSE);

  return self->show_content;
}

void
umpire_split_view_set_show_content (UmpireSplitView *self,
                                    gboolean         show_content)
{
  g_return_if_fail (UMPIRE_IS_SPLIT_VIEW (self));

  show_content = !!show_content;
  if (show_content == self->show_content)
    return;
  self->show_content = show_content;
  impl_set_show_content (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_CONTENT]);
}

gboolean
umpire_split_view_navigate_back (UmpireSplitView *self)
{
  g_return_val_if_fail (UMPIRE_IS_SPLIT_VIEW (self), FALSE);

  if (!impl_get_folded (self) || !self->show_content)
    return FALSE;
  umpire_split_view_set_show_content (self, FALSE);
  return TRUE;
}

void
umpire_split_view_set_fold_width (UmpireSplitView *self,
                                  int              fold_width)
{
  g_return_if_fail (UMPIRE_IS_SPLIT_VIEW (self));
  g_return_if_fail (fold_width >= 0);

  if (fold_width == self->fold_width)
    return;
  self->fold_width = fold_width;
  impl_set_fold_width (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLD_WIDTH]);
}

int
umpire_split_view_get_fold_width (UmpireSplitView *self)
{
  g_return_val_if_fail (UMPIRE_IS_SPLIT_VIEW (self), 0);

  return self->fold_width;
}

/* The names of the two panes (a screen reader's; AdwNavigationPage wants
 * them). Set before the panes, as in a .ui file. */
static void
set_title (UmpireSplitView *self,
           char           **slot,
           const char      *title,
           GParamSpec      *pspec)
{
  if (g_strcmp0 (title, *slot) == 0)
    return;
  g_free (*slot);
  *slot = g_strdup (title);
#if UMPIRE_SPLIT_VIEW_MODERN
  {
    AdwNavigationPage *page = slot == &self->sidebar_title ? adw_navigation_split_view_get_sidebar (self->split)
                                                           : adw_navigation_split_view_get_content (self->split);

    if (page != NULL)
      adw_navigation_page_set_title (page, title != NULL ? title : "");
  }
#endif
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

static void
set_min_size (UmpireSplitView *self,
              int             *slot,
              int              size,
              GParamSpec      *pspec)
{
  if (size == *slot)
    return;
  *slot = size;
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

/* ---------------------------------------------------------------------- */
/* GObject                                                                */

static gboolean
umpire_split_view_focus (GtkWidget        *widget,
                         GtkDirectionType  direction)
{
  UmpireSplitView *self = UMPIRE_SPLIT_VIEW (widget);

  return self->child != NULL && gtk_widget_child_focus (self->child, direction);
}

static gboolean
umpire_split_view_grab_focus (GtkWidget *widget)
{
  UmpireSplitView *self = UMPIRE_SPLIT_VIEW (widget);

  return self->child != NULL && gtk_widget_grab_focus (self->child);
}

static void
umpire_split_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  UmpireSplitView *self = UMPIRE_SPLIT_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIDEBAR:
      g_value_set_object (value, self->sidebar);
      break;
    case PROP_CONTENT:
      g_value_set_object (value, self->content);
      break;
    case PROP_FOLDED:
      g_value_set_boolean (value, umpire_split_view_get_folded (self));
      break;
    case PROP_SHOW_CONTENT:
      g_value_set_boolean (value, self->show_content);
      break;
    case PROP_FOLD_WIDTH:
      g_value_set_int (value, self->fold_width);
      break;
    case PROP_MIN_WIDTH:
      g_value_set_int (value, self->min_width);
      break;
    case PROP_MIN_HEIGHT:
      g_value_set_int (value, self->min_height);
      break;
    case PROP_SIDEBAR_TITLE:
      g_value_set_string (value, self->sidebar_title);
      break;
    case PROP_CONTENT_TITLE:
      g_value_set_string (value, self->content_title);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_split_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  UmpireSplitView *self = UMPIRE_SPLIT_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIDEBAR:
      umpire_split_view_set_sidebar (self, g_value_get_object (value));
      break;
    case PROP_CONTENT:
      umpire_split_view_set_content (self, g_value_get_object (value));
      break;
    case PROP_SHOW_CONTENT:
      umpire_split_view_set_show_content (self, g_value_get_boolean (value));
      break;
    case PROP_FOLD_WIDTH:
      umpire_split_view_set_fold_width (self, g_value_get_int (value));
      break;
    case PROP_MIN_WIDTH:
      set_min_size (self, &self->min_width, g_value_get_int (value), properties[PROP_MIN_WIDTH]);
      break;
    case PROP_MIN_HEIGHT:
      set_min_size (self, &self->min_height, g_value_get_int (value), properties[PROP_MIN_HEIGHT]);
      break;
    case PROP_SIDEBAR_TITLE:
      set_title (self, &self->sidebar_title, g_value_get_string (value), properties[PROP_SIDEBAR_TITLE]);
      break;
    case PROP_CONTENT_TITLE:
      set_title (self, &self->content_title, g_value_get_string (value), properties[PROP_CONTENT_TITLE]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_split_view_dispose (GObject *object)
{
  UmpireSplitView *self = UMPIRE_SPLIT_VIEW (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);
#if UMPIRE_SPLIT_VIEW_MODERN
  self->split = NULL;
  self->breakpoint = NULL;
#else
  self->leaflet = NULL;
#endif
  g_clear_object (&self->sidebar);
  g_clear_object (&self->content);

  G_OBJECT_CLASS (umpire_split_view_parent_class)->dispose (object);
}

static void
umpire_split_view_finalize (GObject *object)
{
  UmpireSplitView *self = UMPIRE_SPLIT_VIEW (object);

  g_free (self->sidebar_title);
  g_free (self->content_title);

  G_OBJECT_CLASS (umpire_split_view_parent_class)->finalize (object);
}

static void
umpire_split_view_class_init (UmpireSplitViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = umpire_split_view_get_property;
  object_class->set_property = umpire_split_view_set_property;
  object_class->dispose = umpire_split_view_dispose;
  object_class->finalize = umpire_split_view_finalize;
  widget_class->focus = umpire_split_view_focus;
  widget_class->grab_focus = umpire_split_view_grab_focus;

  properties[PROP_SIDEBAR] =
    g_param_spec_object ("sidebar", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CONTENT] =
    g_param_spec_object ("content", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_CONTENT] =
    g_param_spec_boolean ("show-content", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOLD_WIDTH] =
    g_param_spec_int ("fold-width", NULL, NULL, 0, G_MAXINT, DEFAULT_FOLD_WIDTH,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The least size of the folded view, the AdwBreakpointBin's minimum
   * size on libadwaita 1.4 and later (which it must have); below 1.4 the
   * leaflet's own minimum is used. */
  properties[PROP_MIN_WIDTH] =
    g_param_spec_int ("min-width", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MIN_HEIGHT] =
    g_param_spec_int ("min-height", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDEBAR_TITLE] =
    g_param_spec_string ("sidebar-title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CONTENT_TITLE] =
    g_param_spec_string ("content-title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
umpire_split_view_init (UmpireSplitView *self)
{
  self->fold_width = DEFAULT_FOLD_WIDTH;
  self->min_width = -1;
  self->min_height = -1;
  impl_init (self);
}
