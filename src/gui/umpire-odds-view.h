/* umpire-odds-view.h: the odds of one value before the roll
 *
 * The chance of each outcome in words and as a bar chart (the core's
 * umpire_odds_chart_draw), following the dark style. A form sets the odds
 * of its procedure as its inputs change; "no exact odds" and other notes
 * show in place of the chart.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-odds-chart.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_ODDS_VIEW (umpire_odds_view_get_type ())
G_DECLARE_FINAL_TYPE (UmpireOddsView, umpire_odds_view, UMPIRE, ODDS_VIEW, AdwBin)

GtkWidget             *umpire_odds_view_new          (void);
/* Shows value `name` of `odds` (read now, not kept); NULL odds clear it.
 * Outcomes are put in words with `rules` (may be NULL). */
void                   umpire_odds_view_set_odds     (UmpireOddsView *self,
                                                      UmpireOdds     *odds,
                                                      const char     *name,
                                                      UmpireRules    *rules);
/* A note in place of the chart ("no exact odds: ..."); NULL: none. */
void                   umpire_odds_view_set_message  (UmpireOddsView *self,
                                                      const char     *message);
const UmpireOddsChart *umpire_odds_view_get_chart    (UmpireOddsView *self);
/* The words shown under the chart. */
const char            *umpire_odds_view_get_words    (UmpireOddsView *self);
/* The palette of the current style, light or dark. */
const UmpireOddsChartPalette *umpire_odds_view_get_palette (UmpireOddsView *self);
/* Draws the chart as the widget does, for print and tests. */
void                   umpire_odds_view_draw         (UmpireOddsView *self,
                                                      cairo_t        *cr,
                                                      double          width,
                                                      double          height);

G_END_DECLS
