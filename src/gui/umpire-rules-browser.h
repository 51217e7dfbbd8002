/* umpire-rules-browser.h: every table of the rules database, readable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_RULES_BROWSER (umpire_rules_browser_get_type ())
G_DECLARE_FINAL_TYPE (UmpireRulesBrowser, umpire_rules_browser, UMPIRE, RULES_BROWSER, GtkWidget)

GtkWidget   *umpire_rules_browser_new               (UmpireRules        *rules);
UmpireRules *umpire_rules_browser_get_rules         (UmpireRulesBrowser *self);
void         umpire_rules_browser_set_rules         (UmpireRulesBrowser *self,
                                                     UmpireRules        *rules);
void         umpire_rules_browser_reload            (UmpireRulesBrowser *self);
gboolean     umpire_rules_browser_select_table      (UmpireRulesBrowser *self,
                                                     const char         *table_id);
const char  *umpire_rules_browser_get_selected_table (UmpireRulesBrowser *self);
void         umpire_rules_browser_set_search_text   (UmpireRulesBrowser *self,
                                                     const char         *text);
gboolean     umpire_rules_browser_is_table_listed   (UmpireRulesBrowser *self,
                                                     const char         *table_id);
GtkWidget   *umpire_rules_browser_get_grid          (UmpireRulesBrowser *self);
GtkWidget   *umpire_rules_browser_get_cell          (UmpireRulesBrowser *self,
                                                     const char         *row_id,
                                                     const char         *column_id);
gboolean     umpire_rules_browser_get_cell_marked   (UmpireRulesBrowser *self,
                                                     const char         *row_id,
                                                     const char         *column_id);
gboolean     umpire_rules_browser_get_can_go_back   (UmpireRulesBrowser *self);
gboolean     umpire_rules_browser_go_back           (UmpireRulesBrowser *self);

G_END_DECLS
