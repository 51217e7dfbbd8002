/* umpire-value-text.h: what people read for the values of a result
 *
 * Results keep their values as machines read them: ids ("attacker-wins",
 * "big-push-attacker", "shaken"), "yes" and "no", "12.5". The log, the text
 * output and the printed sheets show them as words of the umpire's language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-rules.h"

G_BEGIN_DECLS

/* Value `name` = `value` of a result of `procedure`, for people: a word for
 * an id the procedure uses, the rules' label for a table column it names
 * (when `rules` is given), "Yes" and "No", the locale's decimal separator;
 * anything else as it is. NULL for NULL. */
char       *umpire_value_dup_for_people (UmpireRules *rules,
                                         const char  *procedure,
                                         const char  *name,
                                         const char  *value);

/* Input `name` = `value` of an event of rule system `system`, for people:
 * the rules' label for an id they know (when `rules` is given), a word for
 * a side, a support category, a unit kind or a flag; anything else (numbers,
 * free text) as entered. NULL for NULL. */
char       *umpire_input_dup_for_people (UmpireRules *rules,
                                         const char  *system,
                                         const char  *name,
                                         const char  *value);
/* Der Weltkrieg unit kinds of HQ reserves ("infantry", "marine"...),
 * translated; an unknown kind is returned as it is. */
const char *umpire_unit_kind_get_label  (const char  *kind);

G_END_DECLS
