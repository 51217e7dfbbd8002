/* umpire-result-private.h: quick setters for loaders (internal to the core)
 *
 * A scenario's log sets tens of thousands of values: these take the text
 * as it is instead of formatting it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-result.h"

G_BEGIN_DECLS

/* `label` is an interned GRefString (g_ref_string_new_intern) or NULL; the
 * result takes a reference of its own. */
void _umpire_result_add_value (UmpireResult *self,
                               const char   *name,
                               const char   *value,
                               char         *label);
void _umpire_result_add_input (UmpireResult *self,
                               const char   *name,
                               const char   *value);

G_END_DECLS
