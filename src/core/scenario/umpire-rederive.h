/* umpire-rederive.h: values that follow from a value changed by hand
 *
 * A registry, by procedure id, of the functions that compute again what a
 * procedure derives from one of its values (next to each procedure, e.g.
 * umpire-setup-derive.c). The scenario consults it when the umpire changes
 * a value by hand, and when a file is opened.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-procedure.h"

G_BEGIN_DECLS

/* Re-derives in `result` every value that follows from `changed`; see
 * umpire-setup-derive.h. */
typedef gboolean (*UmpireRederiveFunc) (UmpireRules   *rules,
                                        UmpireResult  *result,
                                        const char    *changed,
                                        GError       **error);

/* The function for `procedure`, or NULL when none of its values derive
 * from another. */
UmpireRederiveFunc umpire_rederive_lookup (const char    *procedure);
/* Re-derives with the function for the result's procedure; TRUE when it
 * has none. */
gboolean           umpire_rederive        (UmpireRules   *rules,
                                           UmpireResult  *result,
                                           const char    *changed,
                                           GError       **error);
/* The value a change by hand set in `changed`, compared with the result it
 * replaced: the first value, in the order the procedure computed them,
 * that differs (what follows from it comes after it); NULL if none. */
char              *umpire_rederive_dup_changed (UmpireResult *original,
                                                UmpireResult *changed);

G_END_DECLS
