/* umpire-setup-optional.h: the 1916 optional rules and their tools
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-setup-step.h"

#include "umpire-odds-view.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_OPTIONAL (umpire_setup_optional_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupOptional, umpire_setup_optional, UMPIRE, SETUP_OPTIONAL, UmpireSetupStep)

/* Fields: the rule switches by the rule's id in 1916.optional-rules ("205");
 * a tool's fields as "PROCEDURE/INPUT" ("1916.scouts/range"). The action
 * "optional.tool" takes the procedure's id. */

/* The odds shown before a tool's roll (by its procedure id), or NULL. */
UmpireOddsView *umpire_setup_optional_get_odds_view (UmpireSetupOptional *self,
                                                     const char          *procedure);

G_END_DECLS
