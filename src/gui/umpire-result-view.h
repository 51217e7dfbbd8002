/* umpire-result-view.h: a result with its explanation trail
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "umpire-result.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_RESULT_VIEW (umpire_result_view_get_type ())
G_DECLARE_FINAL_TYPE (UmpireResultView, umpire_result_view, UMPIRE, RESULT_VIEW, GtkWidget)

GtkWidget    *umpire_result_view_new        (void);
UmpireResult *umpire_result_view_get_result (UmpireResultView *self);
void          umpire_result_view_set_result (UmpireResultView *self,
                                             UmpireResult     *result);
/* The rules the values' ids come from, for their labels; may be NULL. */
void          umpire_result_view_set_rules  (UmpireResultView *self,
                                             UmpireRules      *rules);

/* Whether the inputs changed since the result shown (a new result clears it). */
gboolean          umpire_result_view_get_stale  (UmpireResultView *self);
void              umpire_result_view_set_stale  (UmpireResultView *self,
                                                 gboolean          stale);
/* Out of date for `reason` (a correction's words, "defender-units 24 → 28";
 * NULL: the inputs changed), or current again with `stale` FALSE: the mark
 * says what the result lacks. */
void              umpire_result_view_set_out_of_date (UmpireResultView *self,
                                                      gboolean          stale,
                                                      const char       *reason);
/* What the mark says, or NULL when the result is current. */
const char       *umpire_result_view_get_stale_text  (UmpireResultView *self);

/* Whether it shows a result of the log of the umpire's window it is in,
 * which "Show to Players" puts on the players' view (or takes off). */
gboolean          umpire_result_view_can_show_to_players     (UmpireResultView *self);
gboolean          umpire_result_view_get_shown_to_players    (UmpireResultView *self);
void              umpire_result_view_toggle_shown_to_players (UmpireResultView *self);

G_END_DECLS
