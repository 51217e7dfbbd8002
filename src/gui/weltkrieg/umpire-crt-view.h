/* umpire-crt-view.h: the Combat Results Table drawn as a heat map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "umpire-crt-chart.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_CRT_VIEW (umpire_crt_view_get_type ())
G_DECLARE_FINAL_TYPE (UmpireCrtView, umpire_crt_view, UMPIRE, CRT_VIEW, GtkWidget)

GtkWidget                 *umpire_crt_view_new       (void);
/* Copies the model; NULL clears the chart. */
void                       umpire_crt_view_set_model (UmpireCrtView             *self,
                                                      const UmpireCrtChartModel *model);
const UmpireCrtChartModel *umpire_crt_view_get_model (UmpireCrtView             *self);
/* The style it draws in: the dark colours when the style manager is dark,
 * the numbers at the size of the widget's text. */
void                       umpire_crt_view_get_style (UmpireCrtView             *self,
                                                      UmpireCrtChartStyle       *style);

G_END_DECLS
