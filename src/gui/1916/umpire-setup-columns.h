/* umpire-setup-columns.h: children side by side when there is room, else stacked
 *
 * The two sides' forms and results: one column each on a wide window, one
 * above the other when a column would be narrower than "column-width".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_COLUMNS (umpire_setup_columns_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupColumns, umpire_setup_columns, UMPIRE, SETUP_COLUMNS, GtkWidget)

GtkWidget *umpire_setup_columns_new          (void);
void       umpire_setup_columns_append       (UmpireSetupColumns *self,
                                              GtkWidget          *child);
/* Whether the children stand side by side at the width last allocated. */
gboolean   umpire_setup_columns_get_side_by_side (UmpireSetupColumns *self);

G_END_DECLS
