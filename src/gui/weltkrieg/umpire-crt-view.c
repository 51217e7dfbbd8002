/* umpire-crt-view.c: the Combat Results Table drawn as a heat map
 *
 * The widget only hands its size and style to umpire_crt_chart_draw, the
 * function that also writes the PNG and PDF charts, so screen and paper
 * always agree: the dark colours when the style manager is dark, and the
 * numbers at the size of the window's text. The drawing is cheap (a few ms
 * at full HD), so it simply redraws at every size. Screen readers get the
 * chosen cells and the odds as the description.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "umpire-crt-view.h"
#include "umpire-type-scale.h"

struct _UmpireCrtView
{
  GtkWidget            parent_instance;

  UmpireCrtChartModel *model;
};

G_DEFINE_FINAL_TYPE (UmpireCrtView, umpire_crt_view, GTK_TYPE_WIDGET)

void
umpire_crt_view_get_style (UmpireCrtView       *self,
                           UmpireCrtChartStyle *style)
{
  g_return_if_fail (UMPIRE_IS_CRT_VIEW (self));

  *style = *(adw_style_manager_get_dark (adw_style_manager_get_default ())
             ? umpire_crt_chart_style_dark () : umpire_crt_chart_style_light ());
  /* The window's text size in pixels: the numbers are at least as big. */
  style->font_size = umpire_type_scale_text_size (GTK_WIDGET (self));
}

static void
umpire_crt_view_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  UmpireCrtView *self = UMPIRE_CRT_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  UmpireCrtChartStyle style;
  cairo_t *cr;

  if (self->model == NULL || width <= 0 || height <= 0)
    return;
  umpire_crt_view_get_style (self, &style);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  umpire_crt_chart_draw (cr, width, height, self->model, &style);
  cairo_destroy (cr);
}

static void
describe_odds (GString                  *text,
               const UmpireCrtChartOdds *odds)
{
  if (!odds->shown)
    return;
  g_string_append_printf (text, _(" %s: %d strength points, column %s, shift %+d; one die gives"),
                          odds->label, odds->strength, odds->column, odds->shift);
  for (guint i = 0; i < odds->n_results; i++)
    g_string_append_printf (text, "%s %s %.0f%%", i ? "," : "", odds->results[i], odds->odds[i] * 100);
  g_string_append_printf (text, _("; expected loss %.2f."), odds->expected_loss);
}

static void
update_description (UmpireCrtView *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const UmpireCrtChartModel *m = self->model;

  if (m == NULL || m->n_columns == 0)
    g_string_append (text, _("No combat entered yet."));
  else
    {
      g_string_append_printf (text, "%s.", m->title);
      if (m->effective_column > 0 && m->die > 0 && (guint) m->die <= m->n_rows &&
          (guint) m->effective_column <= m->n_columns)
        g_string_append_printf (text, _(" Highlighted: column %d, die %d: %s."), m->effective_column, m->die,
                                m->cells[m->die - 1][m->effective_column - 1]);
      else if (m->effective_column > 0)
        g_string_append_printf (text, _(" Highlighted: column %d."), m->effective_column);
      if (m->counter_column > 0 && m->counter_die > 0 && (guint) m->counter_die <= m->n_rows &&
          (guint) m->counter_column <= m->n_columns)
        g_string_append_printf (text, _(" Counterattack: column %d, die %d: %s."), m->counter_column,
                                m->counter_die, m->cells[m->counter_die - 1][m->counter_column - 1]);
      describe_odds (text, &m->attack);
      describe_odds (text, &m->counter);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
}

static void
umpire_crt_view_finalize (GObject *object)
{
  UmpireCrtView *self = UMPIRE_CRT_VIEW (object);

  g_clear_pointer (&self->model, g_free);
  G_OBJECT_CLASS (umpire_crt_view_parent_class)->finalize (object);
}

static void
umpire_crt_view_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  UmpireCrtView *self = UMPIRE_CRT_VIEW (widget);
  UmpireCrtChartStyle style;

  /* Narrow enough for a folded window; as tall as its width needs for the
   * numbers to keep the text's size (in bands of columns, the odds under
   * the table when narrow). */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 300;
      *natural = 960;
      return;
    }
  umpire_crt_view_get_style (self, &style);
  if (self->model == NULL)
    *minimum = *natural = 200;
  else
    *minimum = *natural = (int) umpire_crt_chart_natural_height (self->model, &style,
                                                                 for_size > 0 ? for_size : 960);
}

static GtkSizeRequestMode
umpire_crt_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
umpire_crt_view_class_init (UmpireCrtViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = umpire_crt_view_finalize;
  widget_class->snapshot = umpire_crt_view_snapshot;
  widget_class->measure = umpire_crt_view_measure;
  widget_class->get_request_mode = umpire_crt_view_get_request_mode;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "crtview");
}

static void
umpire_crt_view_init (UmpireCrtView *self)
{
  /* Redrawn in the other colours when the style turns dark or light. */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Combat Results Table chart"),
                                  -1);
  update_description (self);
}

GtkWidget *
umpire_crt_view_new (void)
{
  return g_object_new (UMPIRE_TYPE_CRT_VIEW, NULL);
}

void
umpire_crt_view_set_model (UmpireCrtView             *self,
                           const UmpireCrtChartModel *model)
{
  gboolean resize;

  g_return_if_fail (UMPIRE_IS_CRT_VIEW (self));

  /* Its height follows what the odds hold; a new die or column only redraws. */
  resize = self->model == NULL || model == NULL ||
           self->model->n_rows != model->n_rows || self->model->n_columns != model->n_columns ||
           self->model->attack.shown != model->attack.shown ||
           self->model->counter.shown != model->counter.shown ||
           self->model->attack.n_results != model->attack.n_results ||
           self->model->counter.n_results != model->counter.n_results;
  g_clear_pointer (&self->model, g_free);
  if (model != NULL)
    self->model = g_memdup2 (model, sizeof *model);
  update_description (self);
  if (resize)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

const UmpireCrtChartModel *
umpire_crt_view_get_model (UmpireCrtView *self)
{
  g_return_val_if_fail (UMPIRE_IS_CRT_VIEW (self), NULL);
  return self->model;
}
