/* umpire-setup-derive.h: which 1916 setup values follow from which
 *
 * When the umpire changes a value by hand, what the rules compute from it
 * is computed again: a proximity die gives the yards (the chart) and the
 * turn lull rolls begin; yards give inches at the table scale; a support
 * chart value gives the count (value × sub-units, rounded), and a count
 * whether any is available. Each function re-derives, in `result`, every
 * value that follows from the value `changed`, and only those the result
 * has; each value that changes gets a step naming it and the rule. A value
 * already right is left alone, with no step, so re-deriving twice adds
 * nothing. Returns FALSE only when the rules database lacks a table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-procedure.h"

G_BEGIN_DECLS

gboolean umpire_setup_proximity_rederive (UmpireRules   *rules,
                                          UmpireResult  *result,
                                          const char    *changed,
                                          GError       **error);
gboolean umpire_setup_support_rederive   (UmpireRules   *rules,
                                          UmpireResult  *result,
                                          const char    *changed,
                                          GError       **error);

G_END_DECLS
