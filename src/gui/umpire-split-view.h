/* umpire-split-view.h: a sidebar beside its content; on a narrow window
 * one of them at a time
 *
 * The window, the log page, the rules browser and the 1916 setup page put a
 * list beside what is chosen in it. On libadwaita 1.4 and later this is an
 * AdwNavigationSplitView in an AdwBreakpointBin whose AdwBreakpoint
 * collapses it below `fold-width`; before 1.4 it is an AdwLeaflet (with a
 * separator between the two), which folds when its children no longer fit.
 * The choice is made here, once; pages never know which they got.
 *
 * What both give:
 * - "folded": one of the two is shown at a time;
 * - "show-content": the content rather than the sidebar is the one shown
 *   when folded (kept while unfolded, as the leaflet's visible child was);
 * - umpire_split_view_navigate_back(): from the content back to the
 *   sidebar when folded (Alt+Left, the back mouse button and a swipe do
 *   the same);
 * - the sidebar keeps its own width (its width-request) whatever the
 *   window's width or the content;
 * - no back button of its own: the pages give theirs (on 1.4 the header
 *   bars directly in the content do not add one).
 *
 * "sidebar-title" and "content-title" name the two panes (for a screen
 * reader; AdwNavigationPage wants them); set them before the panes.
 *
 * Its "min-width" and "min-height" (set them) are the least size of the
 * folded view, the AdwBreakpointBin's minimum size on 1.4 (which it must
 * have: it measures its child only at that size); below 1.4 the leaflet
 * measures its children.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define UMPIRE_TYPE_SPLIT_VIEW (umpire_split_view_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSplitView, umpire_split_view, UMPIRE, SPLIT_VIEW, GtkWidget)

GtkWidget *umpire_split_view_new              (void);
void       umpire_split_view_set_sidebar      (UmpireSplitView *self,
                                               GtkWidget       *sidebar);
GtkWidget *umpire_split_view_get_sidebar      (UmpireSplitView *self);
void       umpire_split_view_set_content      (UmpireSplitView *self,
                                               GtkWidget       *content);
GtkWidget *umpire_split_view_get_content      (UmpireSplitView *self);
gboolean   umpire_split_view_get_folded       (UmpireSplitView *self);
gboolean   umpire_split_view_get_show_content (UmpireSplitView *self);
void       umpire_split_view_set_show_content (UmpireSplitView *self,
                                               gboolean         show_content);
/* Back from the content to the sidebar; FALSE if there was nowhere to go
 * (unfolded, or the sidebar shown already). */
gboolean   umpire_split_view_navigate_back    (UmpireSplitView *self);
/* The width (in sp, text-scaled pixels) below which the view folds on
 * libadwaita 1.4 and later (default 600). Below 1.4 the leaflet folds when
 * its children's minimum widths do not fit. */
void       umpire_split_view_set_fold_width   (UmpireSplitView *self,
                                               int              fold_width);
int        umpire_split_view_get_fold_width   (UmpireSplitView *self);

G_END_DECLS
