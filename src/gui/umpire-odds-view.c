/* umpire-odds-view.c: the odds of one value before the roll
 *
 * A drawing area for the chart, the same words as a label under it (and as
 * the chart's accessible description), or a note in their place. The chart
 * is drawn by the core with the light or dark palette, whichever the style
 * manager says is in force.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-odds-view.h"
#include "umpire-type-scale.h"

/* The chart's size at the usual type; Larger Type scales it. */
#define CHART_WIDTH  200
#define CHART_HEIGHT 150

struct _UmpireOddsView
{
  AdwBin           parent_instance;

  UmpireOddsChart *chart;
  char            *words;
  GtkWidget       *area;
  GtkLabel        *words_label;
  GtkLabel        *message_label;
  GtkRoot         *root;         /* followed while mapped, for Larger Type */
  double           scale;
};

G_DEFINE_FINAL_TYPE (UmpireOddsView, umpire_odds_view, ADW_TYPE_BIN)

const UmpireOddsChartPalette *
umpire_odds_view_get_palette (UmpireOddsView *self)
{
  g_return_val_if_fail (UMPIRE_IS_ODDS_VIEW (self), NULL);
  return adw_style_manager_get_dark (adw_style_manager_get_default ())
         ? &umpire_odds_chart_palette_dark : &umpire_odds_chart_palette_light;
}

void
umpire_odds_view_draw (UmpireOddsView *self,
                       cairo_t        *cr,
                       double          width,
                       double          height)
{
  const UmpireOddsChartPalette *palette;
  UmpireOddsChartPalette on_widget;

  g_return_if_fail (UMPIRE_IS_ODDS_VIEW (self));
  if (self->chart == NULL)
    return;
  palette = umpire_odds_view_get_palette (self);
  /* On screen the widget's own background shows through. */
  on_widget = *palette;
  on_widget.background.a = 0;
  /* Its words at the window's text size (Larger Type scales them further). */
  on_widget.font_size = umpire_type_scale_text_size (self->area);
  umpire_odds_chart_draw (cr, width, height, self->chart, &on_widget);
}

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  UmpireOddsView *self = UMPIRE_ODDS_VIEW (user_data);

  /* Larger Type: the same chart, its words as much larger as the rest. */
  cairo_scale (cr, self->scale, self->scale);
  umpire_odds_view_draw (self, cr, width / self->scale, height / self->scale);
}

static void
follow_type_scale (UmpireOddsView *self)
{
  double scale = umpire_type_scale_get (GTK_WIDGET (self));

  if (scale == self->scale)
    return;
  self->scale = scale;
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->area), (int) (CHART_WIDTH * scale));
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->area), (int) (CHART_HEIGHT * scale));
  gtk_widget_queue_draw (self->area);
}

static void
umpire_odds_view_map (GtkWidget *widget)
{
  UmpireOddsView *self = UMPIRE_ODDS_VIEW (widget);

  GTK_WIDGET_CLASS (umpire_odds_view_parent_class)->map (widget);
  self->root = gtk_widget_get_root (widget);
  if (self->root != NULL)
    g_signal_connect_object (self->root, "notify::css-classes", G_CALLBACK (follow_type_scale), self,
                             G_CONNECT_SWAPPED);
  follow_type_scale (self);
}

static void
umpire_odds_view_unmap (GtkWidget *widget)
{
  UmpireOddsView *self = UMPIRE_ODDS_VIEW (widget);

  if (self->root != NULL)
    g_signal_handlers_disconnect_by_func (self->root, follow_type_scale, self);
  self->root = NULL;
  GTK_WIDGET_CLASS (umpire_odds_view_parent_class)->unmap (widget);
}

static void
on_dark_changed (UmpireOddsView *self)
{
  gtk_widget_queue_draw (self->area);
}

static void
show (UmpireOddsView *self,
      const char     *message)
{
  gboolean has_chart = self->chart != NULL && message == NULL;

  gtk_widget_set_visible (self->area, has_chart);
  gtk_widget_set_visible (GTK_WIDGET (self->words_label), has_chart);
  gtk_label_set_label (self->message_label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
  gtk_widget_queue_draw (self->area);
}

void
umpire_odds_view_set_odds (UmpireOddsView *self,
                           UmpireOdds     *odds,
                           const char     *name,
                           UmpireRules    *rules)
{
  g_return_if_fail (UMPIRE_IS_ODDS_VIEW (self));

  g_clear_pointer (&self->chart, umpire_odds_chart_free);
  g_clear_pointer (&self->words, g_free);
  if (odds != NULL && name != NULL)
    self->chart = umpire_odds_chart_new (odds, name, rules);
  if (self->chart != NULL)
    {
      g_autofree char *lines = umpire_odds_chart_dup_words (self->chart);
      g_auto(GStrv) parts = g_strsplit (lines, "\n", -1);

      self->words = g_strjoinv (" · ", parts);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->area),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, self->chart->title,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, lines,
                                      -1);
    }
  gtk_label_set_label (self->words_label, self->words ? self->words : "");
  show (self, NULL);
}

void
umpire_odds_view_set_message (UmpireOddsView *self,
                              const char     *message)
{
  g_return_if_fail (UMPIRE_IS_ODDS_VIEW (self));

  if (message != NULL)
    {
      g_clear_pointer (&self->chart, umpire_odds_chart_free);
      g_clear_pointer (&self->words, g_free);
    }
  show (self, message);
}

const UmpireOddsChart *
umpire_odds_view_get_chart (UmpireOddsView *self)
{
  g_return_val_if_fail (UMPIRE_IS_ODDS_VIEW (self), NULL);
  return self->chart;
}

const char *
umpire_odds_view_get_words (UmpireOddsView *self)
{
  g_return_val_if_fail (UMPIRE_IS_ODDS_VIEW (self), NULL);
  return self->words;
}

static void
umpire_odds_view_finalize (GObject *object)
{
  UmpireOddsView *self = UMPIRE_ODDS_VIEW (object);

  umpire_odds_chart_free (self->chart);
  g_free (self->words);
  G_OBJECT_CLASS (umpire_odds_view_parent_class)->finalize (object);
}

static void
umpire_odds_view_class_init (UmpireOddsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = umpire_odds_view_finalize;
  GTK_WIDGET_CLASS (klass)->map = umpire_odds_view_map;
  GTK_WIDGET_CLASS (klass)->unmap = umpire_odds_view_unmap;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "oddsview");
}

static void
umpire_odds_view_init (UmpireOddsView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  self->area = gtk_drawing_area_new ();
  self->scale = 1.0;
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->area), CHART_HEIGHT);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->area), CHART_WIDTH);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw_chart, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Odds before the roll"), -1);

  self->words_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->words_label, TRUE);
  /* Wrapped, not one long line: views sit side by side in columns. */
  gtk_label_set_max_width_chars (self->words_label, 30);
  gtk_label_set_xalign (self->words_label, 0);
  gtk_label_set_selectable (self->words_label, FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->words_label), "caption");

  self->message_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message_label, TRUE);
  gtk_label_set_max_width_chars (self->message_label, 30);
  gtk_label_set_xalign (self->message_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "dim-label");

  gtk_box_append (GTK_BOX (box), self->area);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->words_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->message_label));
  adw_bin_set_child (ADW_BIN (self), box);
  show (self, NULL);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);
}

GtkWidget *
umpire_odds_view_new (void)
{
  return g_object_new (UMPIRE_TYPE_ODDS_VIEW, NULL);
}
