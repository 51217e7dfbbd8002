/* umpire-westfront-page.h: Der Weltkrieg West Front section 39 checks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-dice.h"
#include "umpire-page.h"
#include "umpire-procedure-form.h"
#include "umpire-result.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_WESTFRONT_PAGE (umpire_westfront_page_get_type ())
G_DECLARE_FINAL_TYPE (UmpireWestfrontPage, umpire_westfront_page, UMPIRE, WESTFRONT_PAGE, UmpirePage)

GtkWidget    *umpire_westfront_page_new        (UmpireRules         *rules,
                                                UmpireDice          *dice);
/* The result of the last check made, on any of the forms. */
UmpireResult *umpire_westfront_page_get_result (UmpireWestfrontPage *self);
/* The form of procedure `id` ("weltkrieg.liege"), or NULL. */
UmpireProcedureForm *umpire_westfront_page_get_form (UmpireWestfrontPage *self,
                                                     const char          *id);

G_END_DECLS
