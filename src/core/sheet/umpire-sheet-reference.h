/* umpire-sheet-reference.h: the quick-reference sheets' content
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-rules.h"
#include "umpire-sheet-layout.h"

G_BEGIN_DECLS

/* The quick reference of `system`, "weltkrieg", "1916" or "derosa";
 * `support_reading` is the 1916 support chart's header reading (NULL: the
 * default), ignored by the others. */
UmpireSheetDocument *umpire_sheet_reference_build (UmpireRules  *rules,
                                                   const char   *system,
                                                   const char   *support_reading,
                                                   GError      **error);

G_END_DECLS
