/* umpire-result-private.h: quick setters for loaders (internal to the core)
 *
 * A scenario's log sets tens of thousands of values: these take strings
 * the caller has already made instead of formatting copies.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-result.h"

G_BEGIN_DECLS

/* Takes `value`. `label` is an interned GRefString (g_ref_string_new_intern)
 * or NULL; the result takes a reference of its own. */
void _umpire_result_take_value (UmpireResult *self,
                                const char   *name,
                                char         *value,
                                char         *label);
/* Takes `value`. */
void _umpire_result_take_input (UmpireResult *self,
                                const char   *name,
                                char         *value);

G_END_DECLS
