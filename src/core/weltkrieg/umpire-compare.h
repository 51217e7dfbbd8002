/* umpire-compare.h: Der Weltkrieg what-if, attack options side by side
 *
 * Each option is the whole input of a combat (umpire_combat_resolve); its
 * figures come from the exact odds of that combat (umpire-odds.h), so the
 * comparison has no odds or rules code of its own: the expected loss of
 * each side, the chance that the attack reads an "r" result (a retreat
 * cancels the loss of 1), whether the defender retreats, and the supply
 * points each side spends.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-odds.h"
#include "umpire-weltkrieg.h"

G_BEGIN_DECLS

#define UMPIRE_COMPARE_MIN_OPTIONS 2
#define UMPIRE_COMPARE_MAX_OPTIONS 4

typedef struct
{
  char              *label;          /* "A", "B", ... unless the umpire named it */
  UmpireCombatInput  input;          /* its strings owned by the comparison */
  UmpireOdds        *odds;           /* the exact odds of the combat */
  gboolean           combat;         /* a combat takes place (strength on both sides) */
  double             defender_loss;  /* expected strength points lost */
  double             attacker_loss;
  double             r_result;       /* chance that the attack reads an "r" result */
  double             attacker_supply;  /* supply points spent */
  double             defender_supply;
} UmpireCompareOption;

typedef struct
{
  guint               n_options;
  UmpireCompareOption options[UMPIRE_COMPARE_MAX_OPTIONS];
} UmpireCompare;

/* Computes the odds of each of `n_inputs` combats (two to four); `labels`
 * may be NULL or hold NULL for "A", "B", ... Fails with the first option
 * whose inputs are wrong, its label in the message. */
UmpireCompare *umpire_compare_new  (UmpireRules             *rules,
                                    const UmpireCombatInput *inputs,
                                    const char * const      *labels,
                                    guint                    n_inputs,
                                    GError                 **error);
void           umpire_compare_free (UmpireCompare           *self);

/* Input `name` of the option's combat (umpire_combat_info's inputs) as the
 * combat records it: "yes"/"no" for a flag; NULL for its dice and for a
 * "over-50" left to the database's convention. */
char          *umpire_compare_option_dup_input (const UmpireCompareOption *option,
                                                const char                *name);

/* Whether option `index` is among the best for the attacker on each loss:
 * the highest expected defender loss, the lowest expected attacker loss.
 * Every option as good as the best is (a tie marks them all), and none is
 * when all are equal, as no option is better than another then. An option
 * that makes no combat (attacker or defender with no strength points: no
 * loss either side) is never best on either loss, and the others are
 * weighed among themselves. The What-If page, umpire-cli compare and the
 * printed sheet all mark by these.
 * Weighing the two losses against each other is the umpire's call. */
gboolean       umpire_compare_is_best_defender_loss (const UmpireCompare *self,
                                                     guint                index);
gboolean       umpire_compare_is_best_attacker_loss (const UmpireCompare *self,
                                                     guint                index);

/* The comparison as a table for people, as umpire-cli and the printed sheet
 * show it: a header row ("", then each option's label), a row per input of
 * the combat (not its dice; "over-50" only when an option names it), then a
 * row per figure; each row a GStrv, its label first, then one cell per
 * option, "* " before each figure among the best for the attacker. */
GPtrArray     *umpire_compare_dup_table (const UmpireCompare *self,
                                         UmpireRules         *rules);
/* The label of the first figure row, where the inputs end. */
const char    *umpire_compare_get_first_figure_label (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UmpireCompare, umpire_compare_free)

G_END_DECLS
