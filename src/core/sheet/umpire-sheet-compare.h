/* umpire-sheet-compare.h: the what-if comparison of attack options, printed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-compare.h"
#include "umpire-sheet-layout.h"

G_BEGIN_DECLS

/* The comparison as a document: the table of inputs and figures, then a
 * turned page with the charts of both losses of each option. */
UmpireSheetDocument *umpire_sheet_compare_new   (const UmpireCompare *compare,
                                                 UmpireRules         *rules);
/* The document as an A4 PDF. */
gboolean             umpire_sheet_compare_write (const UmpireCompare *compare,
                                                 UmpireRules         *rules,
                                                 const char          *path,
                                                 GError             **error);

G_END_DECLS
