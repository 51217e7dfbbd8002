/* umpire-columns.h: children side by side when there is room, else stacked
 *
 * Libadwaita 1.2 has no breakpoints: this container makes the choice from
 * the width it is given. The children stand side by side, in equal columns,
 * when each column can be at least "column-width" wide; below that they
 * stack ("row-spacing" apart), so a two-column form needs no horizontal
 * scrollbar on a phone. Every page and setup step that puts two things
 * side by side uses it. Not "homogeneous", the children stand at their
 * natural widths from the start, as a row of buttons does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define UMPIRE_TYPE_COLUMNS (umpire_columns_get_type ())
G_DECLARE_FINAL_TYPE (UmpireColumns, umpire_columns, UMPIRE, COLUMNS, GtkWidget)

GtkWidget *umpire_columns_new              (void);
void       umpire_columns_append           (UmpireColumns *self,
                                            GtkWidget     *child);
void       umpire_columns_remove           (UmpireColumns *self,
                                            GtkWidget     *child);
/* Whether the children stand side by side at `width`. */
gboolean   umpire_columns_is_side_by_side  (UmpireColumns *self,
                                            int            width);

G_END_DECLS
