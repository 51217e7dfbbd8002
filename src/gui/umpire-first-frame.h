/* umpire-first-frame.h: work that waits for a widget's first frame
 *
 * Start-up shows the first frame before it builds what is not shown yet
 * (bench/run times it on every page): pages, steps, forms and rows come
 * after, a piece an idle, so the window answers meanwhile.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Builds one more piece; TRUE while pieces are left. */
typedef gboolean (*UmpireBuildStep) (GtkWidget *widget);

/* Once `widget` has drawn its first frame (the first after-paint of its
 * frame clock after it is realized), calls `build` on a low-priority idle
 * until it returns FALSE. Nothing is called after `widget` is destroyed. */
void umpire_build_after_first_frame (GtkWidget       *widget,
                                     UmpireBuildStep  build);

/* Gives `button` its menu after its first frame: a menu button builds the
 * whole popover when it is given a menu. Opened before, it is given the
 * menu then; it stays sensitive meanwhile (a menu button with no menu is
 * not, which would move a window's first focus). */
void umpire_give_menu_after_first_frame (GtkMenuButton *button,
                                         GMenuModel    *menu);

G_END_DECLS
