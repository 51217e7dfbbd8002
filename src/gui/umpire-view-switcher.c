/* umpire-view-switcher.c: a view stack's tabs, or a drop-down when they do not fit
 *
 * It lays out its two children itself, as AdwSqueezer (deprecated in
 * libadwaita 1.4, its replacement a breakpoint, which reads the window's
 * width, not the width given to the tabs) did with the threshold policy
 * "natural": the tabs at every width their natural width fits in, else the
 * drop-down.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-form.h"
#include "umpire-view-switcher.h"

struct _UmpireViewSwitcher
{
  GtkWidget        parent_instance;

  AdwViewSwitcher *switcher;
  gboolean         folded;
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

/* Whether every tab's label fits whole in `width`. */
static gboolean
tabs_fit (UmpireViewSwitcher *self,
          int                 width)
{
  int natural;

  gtk_widget_measure (GTK_WIDGET (self->switcher), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return width >= natural;
}

static void
umpire_view_switcher_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  UmpireViewSwitcher *self = UMPIRE_VIEW_SWITCHER (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int tabs_min, tabs_nat, drop_min, drop_nat;

      /* As narrow as the narrower, as wide as the tabs would like. */
      gtk_widget_measure (GTK_WIDGET (self->switcher), orientation, for_size, &tabs_min, &tabs_nat, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (self->drop_down), orientation, for_size, &drop_min, &drop_nat, NULL, NULL);
      *minimum = MIN (tabs_min, drop_min);
      *natural = MAX (tabs_nat, drop_nat);
    }
  else
    {
      /* As tall as the child shown at that width. */
      gboolean tabs = for_size >= 0 ? tabs_fit (self, for_size) : !self->folded;

      gtk_widget_measure (tabs ? GTK_WIDGET (self->switcher) : GTK_WIDGET (self->drop_down),
                          orientation, for_size, minimum, natural, NULL, NULL);
    }
  *minimum_baseline = *natural_baseline = -1;
}

static void
umpire_view_switcher_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  UmpireViewSwitcher *self = UMPIRE_VIEW_SWITCHER (widget);
  gboolean folded = !tabs_fit (self, width);
  GtkWidget *shown = folded ? GTK_WIDGET (self->drop_down) : GTK_WIDGET (self->switcher);
  GtkWidget *hidden = folded ? GTK_WIDGET (self->switcher) : GTK_WIDGET (self->drop_down);
  int child_width = width, child_height = height, natural;
  GskTransform *where;

  gtk_widget_set_child_visible (hidden, FALSE);
  gtk_widget_set_child_visible (shown, TRUE);
  /* Centred at its natural size unless it expands (AdwSqueezer's xalign and
   * yalign of 0.5). */
  if (!gtk_widget_compute_expand (shown, GTK_ORIENTATION_HORIZONTAL))
    {
      gtk_widget_measure (shown, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      child_width = MIN (width, natural);
    }
  if (!gtk_widget_compute_expand (shown, GTK_ORIENTATION_VERTICAL))
    {
      gtk_widget_measure (shown, GTK_ORIENTATION_VERTICAL, child_width, NULL, &natural, NULL, NULL);
      child_height = MIN (height, natural);
    }
  where = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT ((width - child_width) / 2,
                                                              (height - child_height) / 2));
  gtk_widget_allocate (shown, child_width, child_height, -1, where);

  if (folded != self->folded)
    {
      self->folded = folded;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLDED]);
    }
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

  return self->folded;
}

static void
umpire_view_switcher_dispose (GObject *object)
{
  UmpireViewSwitcher *self = UMPIRE_VIEW_SWITCHER (object);

  umpire_view_switcher_set_stack (self, NULL);
  if (self->switcher != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->switcher));
      gtk_widget_unparent (GTK_WIDGET (self->drop_down));
      self->switcher = NULL;
      self->drop_down = NULL;
    }

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

  widget_class->measure = umpire_view_switcher_measure;
  widget_class->size_allocate = umpire_view_switcher_size_allocate;
}

static void
umpire_view_switcher_init (UmpireViewSwitcher *self)
{
  g_autoptr(GtkExpression) title =
    gtk_property_expression_new (ADW_TYPE_VIEW_STACK_PAGE, NULL, "title");

  /* The tabs while each label fits whole, not merely when ellipsized. */
  self->switcher = ADW_VIEW_SWITCHER (adw_view_switcher_new ());
  adw_view_switcher_set_policy (self->switcher, ADW_VIEW_SWITCHER_POLICY_NARROW);
  gtk_widget_set_parent (GTK_WIDGET (self->switcher), GTK_WIDGET (self));

  self->drop_down = GTK_DROP_DOWN (gtk_drop_down_new (NULL, g_steal_pointer (&title)));
  gtk_widget_set_hexpand (GTK_WIDGET (self->drop_down), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->drop_down),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Section"), -1);
  /* Its button too, though the drop-down is realized only once folded:
   * a screen reader meets the button, which GTK 4.8 leaves unnamed. */
  umpire_form_name_drop_down_button (self->drop_down);
  gtk_widget_set_parent (GTK_WIDGET (self->drop_down), GTK_WIDGET (self));
  gtk_widget_set_child_visible (GTK_WIDGET (self->drop_down), FALSE);
  g_signal_connect_object (self->drop_down, "notify::selected", G_CALLBACK (on_selected), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
umpire_view_switcher_new (void)
{
  return g_object_new (UMPIRE_TYPE_VIEW_SWITCHER, NULL);
}
