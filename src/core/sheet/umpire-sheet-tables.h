/* umpire-sheet-tables.h: rules tables on printed sheets
 *
 * What the content builders share: a table of the rules database as a
 * titled grid (or a list as bullets or boxes to tick), with its notes and
 * its source, in the words people read: a modifier's situations by the
 * names of nations, roles and battles, a source by its title.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-rules.h"
#include "umpire-sheet-layout.h"

G_BEGIN_DECLS

/* The marks a printed cell, row or column carries when it is reconstructed
 * or read one way of several; each table so marked gets a footnote saying
 * what the mark means (umpire_sheet_add_table_notes). */
#define UMPIRE_SHEET_RECONSTRUCTED_MARK "†"
#define UMPIRE_SHEET_AMBIGUOUS_MARK     "‡"

/* UMPIRE_SHEET_RECONSTRUCTED_MARK, UMPIRE_SHEET_AMBIGUOUS_MARK or "". */
const char      *umpire_sheet_mark_for           (const UmpireProvenance *prov);

/* A grid of the table's rows, its column titles for header; `rules` (may
 * be NULL: the cells as stored) gives the words. */
UmpireSheetGrid *umpire_sheet_grid_new_for_table (UmpireRules         *rules,
                                                  const UmpireTable   *table);
/* The table's title, its grid (a list as bullets, or as boxes to tick
 * with `checklist`), its notes and its source. */
void             umpire_sheet_add_table          (UmpireSheetDocument *document,
                                                  UmpireRules         *rules,
                                                  const UmpireTable   *table,
                                                  gboolean             checklist);
gboolean         umpire_sheet_add_table_by_id    (UmpireSheetDocument *document,
                                                  UmpireRules         *rules,
                                                  const char          *id,
                                                  gboolean             checklist,
                                                  GError             **error);
/* The parts of umpire_sheet_add_table (), for sheets that put something
 * between them: the grid alone; the notes and the source; the source. */
void             umpire_sheet_add_table_grid     (UmpireSheetDocument *document,
                                                  UmpireRules         *rules,
                                                  const UmpireTable   *table);
void             umpire_sheet_add_table_notes    (UmpireSheetDocument *document,
                                                  UmpireRules         *rules,
                                                  const UmpireTable   *table);
void             umpire_sheet_add_table_source   (UmpireSheetDocument *document,
                                                  UmpireRules         *rules,
                                                  const UmpireTable   *table);

G_END_DECLS
