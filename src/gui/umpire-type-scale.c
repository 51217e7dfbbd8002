/* umpire-type-scale.c: Larger Type, for reading the laptop from arm's length
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-type-scale.h"

void
umpire_type_scale_apply (GtkWidget  *window,
                         const char *percent)
{
  g_return_if_fail (GTK_IS_WIDGET (window));

  if (g_strcmp0 (percent, "150") == 0)
    gtk_widget_add_css_class (window, "type-150");
  else
    gtk_widget_remove_css_class (window, "type-150");
  if (g_strcmp0 (percent, "200") == 0)
    gtk_widget_add_css_class (window, "type-200");
  else
    gtk_widget_remove_css_class (window, "type-200");
}

double
umpire_type_scale_get (GtkWidget *widget)
{
  GtkRoot *root;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), 1.0);

  root = gtk_widget_get_root (widget);
  if (root == NULL)
    return 1.0;
  if (gtk_widget_has_css_class (GTK_WIDGET (root), "type-200"))
    return 2.0;
  if (gtk_widget_has_css_class (GTK_WIDGET (root), "type-150"))
    return 1.5;
  return 1.0;
}

double
umpire_type_scale_text_size (GtkWidget *widget)
{
  PangoContext *context;
  const PangoFontDescription *font;
  double size, dpi;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), 14);

  context = gtk_widget_get_pango_context (widget);
  font = pango_context_get_font_description (context);
  size = font != NULL ? (double) pango_font_description_get_size (font) / PANGO_SCALE : 0;
  dpi = pango_cairo_context_get_resolution (context);
  if (font != NULL && !pango_font_description_get_size_is_absolute (font))
    size *= (dpi > 0 ? dpi : 96) / 72;
  return size > 0 ? size : 14;
}
