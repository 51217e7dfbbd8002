/* umpire-view-switcher.h: a view stack's tabs, or a drop-down when they do not fit
 *
 * AdwViewSwitcher ellipsizes its labels when the window is narrow: six
 * German tabs at 360 px read "Bewegu…", "Nahkam…". This shows the switcher
 * while every label fits whole, and a drop-down of the same pages below
 * that, so a section is always named in full.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define UMPIRE_TYPE_VIEW_SWITCHER (umpire_view_switcher_get_type ())
G_DECLARE_FINAL_TYPE (UmpireViewSwitcher, umpire_view_switcher, UMPIRE, VIEW_SWITCHER, GtkWidget)

GtkWidget    *umpire_view_switcher_new          (void);
AdwViewStack *umpire_view_switcher_get_stack    (UmpireViewSwitcher *self);
void          umpire_view_switcher_set_stack    (UmpireViewSwitcher *self,
                                                 AdwViewStack       *stack);
/* Whether the drop-down stands in for the tabs (the labels do not fit). */
gboolean      umpire_view_switcher_get_folded   (UmpireViewSwitcher *self);

G_END_DECLS
