/* umpire-view-switcher.c: a view stack's tabs, or a drop-down when they do not fit
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-view-switcher.h"

struct _UmpireViewSwitcher
{
  GtkWidget        parent_instance;

  AdwSqueezer     *squeezer;
  AdwViewSwitcher *switcher;
  GtkDropDown     *drop_down;
  AdwViewStack    *stack;
};

enum {
  PROP_0,
  PROP_STACK,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (UmpireViewSwitcher, umpire_view_switcher, GTK_TYPE_WIDGET)

/* The drop-down follows the stack's page... */
static void
on_visible_child (UmpireViewSwitcher *self)
{
  g_autoptr(GListModel) pages = NULL;
  GtkWidget *visible;
  guint n;

  if (self->stack == NULL)
    return;
  visible = adw_view_stack_get_visible_child (self->stack);
  pages = G_LIST_MODEL (adw_view_stack_get_pages (self->stack));
  n = g_list_model_get_n_items (pages);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(AdwViewStackPage) page = g_list_model_get_item (pages, i);

      if (adw_view_stack_page_get_child (page) == visible)
        {
          if (gtk_drop_down_get_selected (self->drop_down) != i)
            gtk_drop_down_set_selected (self->drop_down, i);
          return;
        }
    }
}

/* ...and the stack the drop-down's choice. */
static void
on_selected (UmpireViewSwitcher *self)
{
  g_autoptr(AdwViewStackPage) page = NULL;
  GtkWidget *child;

  if (self->stack == NULL)
    return;
  page = g_list_model_get_item (gtk_drop_down_get_model (self->drop_down),
                                gtk_drop_down_get_selected (self->drop_down));
  if (page == NULL)
    return;
  child = adw_view_stack_page_get_child (page);
  if (adw_view_stack_get_visible_child (self->stack) != child)
    adw_view_stack_set_visible_child (self->stack, child);
}

static void
on_squeezer_child (UmpireViewSwitcher *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLDED]);
}

void
umpire_view_switcher_set_stack (UmpireViewSwitcher *self,
                                AdwViewStack       *stack)
{
  g_autoptr(GListModel) pages = NULL;

  g_return_if_fail (UMPIRE_IS_VIEW_SWITCHER (self));
  g_return_if_fail (stack == NULL || ADW_IS_VIEW_STACK (stack));

  if (self->stack == stack)
    return;
  if (self->stack != NULL)
    g_signal_handlers_disconnect_by_data (self->stack, self);
  g_set_object (&self->stack, stack);
  adw_view_switcher_set_stack (self->switcher, stack);
  if (stack != NULL)
    {
      pages = G_LIST_MODEL (adw_view_stack_get_pages (stack));
      g_signal_connect_object (stack, "notify::visible-child", G_CALLBACK (on_visible_child), self,
                               G_CONNECT_SWAPPED);
    }
  gtk_drop_down_set_model (self->drop_down, pages);
  on_visible_child (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STACK]);
}

AdwViewStack *
umpire_view_switcher_get_stack (UmpireViewSwitcher *self)
{
  g_return_val_if_fail (UMPIRE_IS_VIEW_SWITCHER (self), NULL);

  return self->stack;
}

gboolean
umpire_view_switcher_get_folded (UmpireViewSwitcher *self)
{
  g_return_val_if_fail (UMPIRE_IS_VIEW_SWITCHER (self), FALSE);

  return adw_squeezer_get_visible_child (self->squeezer) == GTK_WIDGET (self->drop_down);
}

static void
umpire_view_switcher_dispose (GObject *object)
{
  UmpireViewSwitcher *self = UMPIRE_VIEW_SWITCHER (object);

  umpire_view_switcher_set_stack (self, NULL);
  /* Not g_clear_pointer with a cast: -O2 rejects the type-punned pointer. */
  if (self->squeezer != NULL)
    gtk_widget_unparent (GTK_WIDGET (g_steal_pointer (&self->squeezer)));

  G_OBJECT_CLASS (umpire_view_switcher_parent_class)->dispose (object);
}

static void
umpire_view_switcher_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  UmpireViewSwitcher *self = UMPIRE_VIEW_SWITCHER (object);

  switch (prop_id)
    {
    case PROP_STACK:
      g_value_set_object (value, self->stack);
      break;
    case PROP_FOLDED:
      g_value_set_boolean (value, umpire_view_switcher_get_folded (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_view_switcher_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  UmpireViewSwitcher *self = UMPIRE_VIEW_SWITCHER (object);

  switch (prop_id)
    {
    case PROP_STACK:
      umpire_view_switcher_set_stack (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_view_switcher_class_init (UmpireViewSwitcherClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_view_switcher_dispose;
  object_class->get_property = umpire_view_switcher_get_property;
  object_class->set_property = umpire_view_switcher_set_property;

  properties[PROP_STACK] =
    g_param_spec_object ("stack", NULL, NULL, ADW_TYPE_VIEW_STACK,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
umpire_view_switcher_init (UmpireViewSwitcher *self)
{
  g_autoptr(GtkExpression) title =
    gtk_property_expression_new (ADW_TYPE_VIEW_STACK_PAGE, NULL, "title");

  self->squeezer = ADW_SQUEEZER (adw_squeezer_new ());
  /* The tabs while each label fits whole, not merely when ellipsized. */
  adw_squeezer_set_switch_threshold_policy (self->squeezer, ADW_FOLD_THRESHOLD_POLICY_NATURAL);
  adw_squeezer_set_transition_type (self->squeezer, ADW_SQUEEZER_TRANSITION_TYPE_NONE);
  adw_squeezer_set_xalign (self->squeezer, 0.5f);
  adw_squeezer_set_homogeneous (self->squeezer, FALSE);
  gtk_widget_set_parent (GTK_WIDGET (self->squeezer), GTK_WIDGET (self));

  self->switcher = ADW_VIEW_SWITCHER (adw_view_switcher_new ());
  adw_view_switcher_set_policy (self->switcher, ADW_VIEW_SWITCHER_POLICY_NARROW);
  adw_squeezer_add (self->squeezer, GTK_WIDGET (self->switcher));

  self->drop_down = GTK_DROP_DOWN (gtk_drop_down_new (NULL, g_steal_pointer (&title)));
  gtk_widget_set_hexpand (GTK_WIDGET (self->drop_down), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->drop_down),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Section"), -1);
  adw_squeezer_add (self->squeezer, GTK_WIDGET (self->drop_down));
  g_signal_connect_object (self->drop_down, "notify::selected", G_CALLBACK (on_selected), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->squeezer, "notify::visible-child", G_CALLBACK (on_squeezer_child),
                           self, G_CONNECT_SWAPPED);
}

GtkWidget *
umpire_view_switcher_new (void)
{
  return g_object_new (UMPIRE_TYPE_VIEW_SWITCHER, NULL);
}
