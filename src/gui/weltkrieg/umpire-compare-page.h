/* umpire-compare-page.h: Der Weltkrieg what-if, attack options side by side
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-compare.h"
#include "umpire-dice.h"
#include "umpire-odds-view.h"
#include "umpire-page.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_COMPARE_PAGE (umpire_compare_page_get_type ())
G_DECLARE_FINAL_TYPE (UmpireComparePage, umpire_compare_page, UMPIRE, COMPARE_PAGE, UmpirePage)

/* The page rolls nothing: `dice` is taken for the window's page builder. */
GtkWidget           *umpire_compare_page_new            (UmpireRules       *rules,
                                                         UmpireDice        *dice);
guint                umpire_compare_page_get_n_options  (UmpireComparePage *self);
/* FALSE when four options are shown already. */
gboolean             umpire_compare_page_add_option     (UmpireComparePage *self);
/* FALSE when only two are left. */
gboolean             umpire_compare_page_remove_option  (UmpireComparePage *self,
                                                         guint              index);
/* Fills option `index` (its era is the page's) and recomputes. */
void                 umpire_compare_page_set_option     (UmpireComparePage       *self,
                                                         guint                    index,
                                                         const UmpireCombatInput *input);
/* The comparison shown, or NULL when an option's inputs are wrong. */
const UmpireCompare *umpire_compare_page_get_compare    (UmpireComparePage *self);
const char          *umpire_compare_page_get_error      (UmpireComparePage *self);
/* The chart of option `index`: "defender-loss" or "attacker-loss". */
UmpireOddsView      *umpire_compare_page_get_odds_view  (UmpireComparePage *self,
                                                         guint              index,
                                                         const char        *value);
/* Whether option `index`'s expected "defender-loss" or "attacker-loss" is
 * marked best for the attacker: every option as good as the best is, none
 * when all are equal. */
gboolean             umpire_compare_page_is_best        (UmpireComparePage *self,
                                                         guint              index,
                                                         const char        *value);
/* Emits ::adopt with option `index`'s input (const UmpireCombatInput *),
 * as its Adopt button does; the window fills the combat form with it. */
void                 umpire_compare_page_adopt          (UmpireComparePage *self,
                                                         guint              index);

G_END_DECLS
