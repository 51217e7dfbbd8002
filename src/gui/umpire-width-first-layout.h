/* umpire-width-first-layout.h: a widget whose width never waits on its height
 *
 * GTK 4.8 asks widgets for their width at a height in several places: a
 * GtkStack asks the page it shows before each allocation, a horizontal box
 * asks a child it measures for a width (the title and subtitle of every
 * AdwActionRow), and a widget aligned in a taller allocation is asked at
 * that height. A vertical box of wrapping labels answers by searching for
 * the narrowest width whose labels fit the height, laying every label out
 * again at each width it tries: on a form page most of the start-up time
 * (bench/run). Where the width never depends on the height (a page that
 * scrolls, a row's title), this layout takes over a widget's layout
 * manager and passes everything to it, but measures a width without a
 * height. The widget's own functions that reach its layout manager (a
 * GtkBox's gtk_box_set_spacing(), say) must no longer be called.
 *
 * Only on the GTK versions that need it (umpire_width_first_is_needed(),
 * the one check): GTK 4.18 (Debian 13, libadwaita 1.7) made it unnecessary.
 * There a vertical box of wrapping labels asked for its width at a height
 * answers its natural width (4.8: the narrowest that fits, found by search;
 * measured with the same two labels: 4.8 177 px at a height of 100, 4.18
 * 487, its natural width). 4.18 is the first version after 4.8 that was
 * looked at: 4.10 to 4.16 keep it. `BENCH_DEBIAN13=1 bench/run`, with and
 * without UMPIRE_GTK48_LAYOUT=1, compares start-up there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define UMPIRE_TYPE_WIDTH_FIRST_LAYOUT (umpire_width_first_layout_get_type ())
G_DECLARE_FINAL_TYPE (UmpireWidthFirstLayout, umpire_width_first_layout, UMPIRE, WIDTH_FIRST_LAYOUT, GtkLayoutManager)

/* Whether this GTK needs the layout: older than 4.18. UMPIRE_GTK48_LAYOUT=1
 * or 0 in the environment turns it on or off on any version (bench/run
 * measures both). Every function below does nothing when it is not. */
gboolean umpire_width_first_is_needed (void);

/* Wraps `widget`'s layout manager (once; none: nothing). */
void umpire_width_first (GtkWidget *widget);

/* An AdwActionRow (combo rows too), or every one in `widget`, lays out its
 * title and subtitle width first: called where the rows are built (see
 * umpire_form_set_up()), before a window's first layout measures them. */
void     umpire_width_first_action_row        (GtkWidget *row);
void     umpire_width_first_action_rows_in    (GtkWidget *widget);
/* For tests: whether `row`'s title is laid out width first. */
gboolean umpire_width_first_action_row_is_set (GtkWidget *row);

G_END_DECLS
