/* umpire-miniatures-page.h: De Rosa's WWI miniatures rules, one form each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-dice.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_MINIATURES_PAGE (umpire_miniatures_page_get_type ())
G_DECLARE_FINAL_TYPE (UmpireMiniaturesPage, umpire_miniatures_page, UMPIRE, MINIATURES_PAGE, GtkWidget)

GtkWidget   *umpire_miniatures_page_new        (UmpireRules          *rules,
                                                UmpireDice           *dice);
UmpireRules *umpire_miniatures_page_get_rules  (UmpireMiniaturesPage *self);
UmpireDice  *umpire_miniatures_page_get_dice   (UmpireMiniaturesPage *self);
/* The units on the table: a GListStore of UmpireRosterUnit. */
GListStore  *umpire_miniatures_page_get_roster (UmpireMiniaturesPage *self);

G_END_DECLS
