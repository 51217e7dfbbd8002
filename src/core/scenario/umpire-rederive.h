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

/* Re-derives with the `rederive` of the result's descriptor; TRUE when it
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
