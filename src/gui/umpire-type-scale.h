/* umpire-type-scale.h: Larger Type, for reading the laptop from arm's length
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Puts the "type-scale" preference ("100", "150", "200") on `window` as its
 * CSS class ("type-150", "type-200"): the result headline and the Combat
 * Results Table follow it in style.css, the odds charts by
 * umpire_type_scale_get(). */
void    umpire_type_scale_apply  (GtkWidget  *window,
                                  const char *percent);
/* The scale of the window `widget` is in: 1, 1.5 or 2. */
double  umpire_type_scale_get    (GtkWidget  *widget);
/* The size in pixels of the text `widget` draws (its style's font): what a
 * chart drawn with cairo takes for its words, so they follow the window's
 * text size as labels do. */
double  umpire_type_scale_text_size (GtkWidget *widget);

G_END_DECLS
