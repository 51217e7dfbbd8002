/* umpire-page.h: the base of the pages that run procedures
 *
 * Rules, dice and session reach a page through this one base instead of
 * property code copied into every page:
 *  - "rules" (construct-only): the rules database; a page made without one
 *    gets the built-in database (umpire_rules_new);
 *  - "dice" (construct-only): the dice source its forms roll with;
 *  - "session" (read-write, notified only on change): where its forms
 *    record their results (the window's); NULL: results are shown only.
 * A page binds its forms' "session" to its own (umpire_page_bind_session).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-dice.h"
#include "umpire-rules.h"
#include "umpire-session.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_PAGE (umpire_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (UmpirePage, umpire_page, UMPIRE, PAGE, AdwBin)

struct _UmpirePageClass
{
  AdwBinClass parent_class;
};

UmpireRules   *umpire_page_get_rules   (UmpirePage *self);
UmpireDice    *umpire_page_get_dice    (UmpirePage *self);
UmpireSession *umpire_page_get_session (UmpirePage *self);
/* The page's session follows into @target's "session" property from now on. */
void           umpire_page_bind_session (UmpirePage *self,
                                         gpointer    target);

G_END_DECLS
