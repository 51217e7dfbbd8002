/* umpire-result-card.h: one result in a small card
 *
 * A heading (a side and a category: "Attacker: Barrages"), what came of the
 * roll in one line (the first of its descriptor's outcome values it has:
 * "Received: 14") with the die under it, or before the roll what it can
 * give ("Expected: 13.17"); behind an expander, for when the umpire asks,
 * the chances of each result (while there is none, or it is out of date)
 * and the whole result with its explanation trail. Several fit side by side
 * where the full result view would not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-odds-view.h"
#include "umpire-result-view.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_RESULT_CARD (umpire_result_card_get_type ())
G_DECLARE_FINAL_TYPE (UmpireResultCard, umpire_result_card, UMPIRE, RESULT_CARD, AdwBin)

GtkWidget        *umpire_result_card_new             (UmpireRules      *rules,
                                                      const char       *heading);
UmpireResult     *umpire_result_card_get_result      (UmpireResultCard *self);
void              umpire_result_card_set_result      (UmpireResultCard *self,
                                                      UmpireResult     *result);
/* What the roll can give before it is made: the odds of value `name`, or
 * `message` (may be NULL) saying why there are none. */
void              umpire_result_card_set_odds        (UmpireResultCard *self,
                                                      UmpireOdds       *odds,
                                                      const char       *name,
                                                      const char       *message);
/* The result no longer answers the inputs shown: said on the card. */
gboolean          umpire_result_card_get_stale       (UmpireResultCard *self);
void              umpire_result_card_set_stale       (UmpireResultCard *self,
                                                      gboolean          stale);
/* Out of date for `reason` (may be NULL), or current with `stale` FALSE. */
void              umpire_result_card_set_out_of_date (UmpireResultCard *self,
                                                      gboolean          stale,
                                                      const char       *reason);
/* What the card's mark says, or NULL when it is current. */
const char       *umpire_result_card_get_stale_text  (UmpireResultCard *self);
/* The heading ("Attacker: Barrages"). */
const char       *umpire_result_card_get_heading     (UmpireResultCard *self);
/* What the card says of the result in its line, or NULL with none. */
const char       *umpire_result_card_get_outcome     (UmpireResultCard *self);
UmpireOddsView   *umpire_result_card_get_odds_view   (UmpireResultCard *self);
UmpireResultView *umpire_result_card_get_result_view (UmpireResultCard *self);
GtkExpander      *umpire_result_card_get_expander    (UmpireResultCard *self);

G_END_DECLS
