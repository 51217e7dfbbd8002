/* umpire-combat-page.h: Der Weltkrieg combat, attack and counterattack
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-crt-view.h"
#include "umpire-dice.h"
#include "umpire-page.h"
#include "umpire-result.h"
#include "umpire-rules.h"
#include "umpire-weltkrieg.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_COMBAT_PAGE (umpire_combat_page_get_type ())
G_DECLARE_FINAL_TYPE (UmpireCombatPage, umpire_combat_page, UMPIRE, COMBAT_PAGE, UmpirePage)

GtkWidget     *umpire_combat_page_new          (UmpireRules      *rules,
                                                UmpireDice       *dice);
/* Resolves the form as it stands, as the Resolve button does. */
gboolean       umpire_combat_page_resolve      (UmpireCombatPage *self);
UmpireResult  *umpire_combat_page_get_result   (UmpireCombatPage *self);
UmpireCrtView *umpire_combat_page_get_crt_view (UmpireCombatPage *self);
const char    *umpire_combat_page_get_error    (UmpireCombatPage *self);
/* Fills the form with `input` (a what-if option adopted), its dice empty
 * for the roll; an era or terrain the rules lack leaves its choice as is. */
void           umpire_combat_page_set_input    (UmpireCombatPage        *self,
                                                const UmpireCombatInput *input);

/* The era of the combat results table (a column of weltkrieg.crt-eras). */
void              umpire_combat_page_select_era   (UmpireCombatPage *self,
                                                   const char       *era);
const char       *umpire_combat_page_get_era      (UmpireCombatPage *self);

G_END_DECLS
