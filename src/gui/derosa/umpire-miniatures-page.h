/* umpire-miniatures-page.h: De Rosa's WWI miniatures rules, one form each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-dice.h"
#include "umpire-page.h"
#include "umpire-procedure-form.h"
#include "umpire-roster.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_MINIATURES_PAGE (umpire_miniatures_page_get_type ())
G_DECLARE_FINAL_TYPE (UmpireMiniaturesPage, umpire_miniatures_page, UMPIRE, MINIATURES_PAGE, UmpirePage)

GtkWidget   *umpire_miniatures_page_new        (UmpireRules          *rules,
                                                UmpireDice           *dice);
UmpireRules *umpire_miniatures_page_get_rules  (UmpireMiniaturesPage *self);
UmpireDice  *umpire_miniatures_page_get_dice   (UmpireMiniaturesPage *self);
/* The units on the table: a GListStore of UmpireRosterUnit, the roster of
 * the session's scenario (umpire_roster_get_for_scenario), another one
 * when the session opens or starts another scenario; without a session,
 * the page's own. */
GListStore  *umpire_miniatures_page_get_roster (UmpireMiniaturesPage *self);
/* The form of procedure `id` ("derosa.fire"), or NULL. */
UmpireProcedureForm *umpire_miniatures_page_get_form (UmpireMiniaturesPage *self,
                                                      const char           *id);
/* Adds a unit to the table and picks it, as the roster form does. */
void         umpire_miniatures_page_add_unit   (UmpireMiniaturesPage *self,
                                                UmpireRosterUnit     *unit);
/* Picks `unit` (NULL: none) and fills the forms from it. */
void         umpire_miniatures_page_set_unit   (UmpireMiniaturesPage *self,
                                                UmpireRosterUnit     *unit);
/* The unit picked on the table, or NULL. */
UmpireRosterUnit *umpire_miniatures_page_get_unit (UmpireMiniaturesPage *self);
/* The switch of fire modifier `id` (a derosa.fire-modifiers row), or NULL. */
GtkSwitch   *umpire_miniatures_page_get_fire_modifier (UmpireMiniaturesPage *self,
                                                       const char           *id);

G_END_DECLS
