/* umpire-optional-rule.h: one optional rule, in use or not
 *
 * What a switch binds to: an optional rule of a scenario ("1916:601") with
 * one boolean property, "enabled". The scenario keeps one per rule asked
 * for (umpire_scenario_get_optional_rule_state) and keeps it in step with
 * its list of rules in use, which is what its file saves; setting
 * "enabled" puts the rule into the list or takes it out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define UMPIRE_TYPE_OPTIONAL_RULE (umpire_optional_rule_get_type ())
G_DECLARE_FINAL_TYPE (UmpireOptionalRule, umpire_optional_rule, UMPIRE, OPTIONAL_RULE, GObject)

UmpireOptionalRule *umpire_optional_rule_new         (const char         *id,
                                                      gboolean            enabled);
/* "SYSTEM:ID", as the scenario names it. */
const char         *umpire_optional_rule_get_id      (UmpireOptionalRule *self);
gboolean            umpire_optional_rule_get_enabled (UmpireOptionalRule *self);
void                umpire_optional_rule_set_enabled (UmpireOptionalRule *self,
                                                      gboolean            enabled);

G_END_DECLS
