/* umpire-sheet-reference.h: the quick-reference sheets' content
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-rules.h"
#include "umpire-sheet-layout.h"

G_BEGIN_DECLS

/* The quick reference of `system`, "weltkrieg" or "derosa". */
UmpireSheetDocument *umpire_sheet_reference_build (UmpireRules  *rules,
                                                   const char   *system,
                                                   GError      **error);

G_END_DECLS
