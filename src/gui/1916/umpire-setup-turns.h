/* umpire-setup-turns.h: the 1916 turn tracker, lulls and reinforcements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-setup-step.h"

#include "umpire-odds-view.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_TURNS (umpire_setup_turns_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupTurns, umpire_setup_turns, UMPIRE, SETUP_TURNS, UmpireSetupStep)

/* The lull roll's odds before it is made, and the chance of a lull by now. */
UmpireOddsView *umpire_setup_turns_get_lull_odds        (UmpireSetupTurns *self);
const char     *umpire_setup_turns_get_lull_chance_text (UmpireSetupTurns *self);

G_END_DECLS
