/* umpire-page-layout.h: a page's width never waits on its height
 *
 * GtkStack (4.8) asks the page it shows for its minimum width at the
 * stack's height before every allocation. A vertical GtkBox answers that by
 * searching for the narrowest width whose children fit the height, laying
 * out every wrapping label of the page again at each width it tries: on a
 * form page most of the start-up time (bench/run). A page scrolls, or fits
 * the window's minimum size, so its width never depends on its height: this
 * layout, set on the bin a stack shows, measures its child's width without
 * one and passes everything else through, as GtkBinLayout does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define UMPIRE_TYPE_PAGE_LAYOUT (umpire_page_layout_get_type ())
G_DECLARE_FINAL_TYPE (UmpirePageLayout, umpire_page_layout, UMPIRE, PAGE_LAYOUT, GtkLayoutManager)

GtkLayoutManager *umpire_page_layout_new (void);

G_END_DECLS
