/* umpire-sheet.h: printed sheets, drawn with cairo
 *
 * One drawing code for the PDF from umpire-cli, the print preview and the
 * printer: a sheet is laid out for a page size, split into pages, and each
 * page drawn in points. Black on white, with grey only as a fill behind
 * black text, so it prints on a black-and-white printer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "umpire-rules.h"
#include "umpire-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  UMPIRE_PAPER_A4,
  UMPIRE_PAPER_LETTER,
} UmpirePaper;

/* The paper's size in points. */
void          umpire_paper_get_size        (UmpirePaper   paper,
                                            double       *width,
                                            double       *height);
gboolean      umpire_paper_from_string     (const char   *text,
                                            UmpirePaper  *paper);

#define UMPIRE_TYPE_SHEET (umpire_sheet_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSheet, umpire_sheet, UMPIRE, SHEET, GObject)

/* The 1916 setup sheet of one side, or with UMPIRE_SIDE_NONE the umpire's
 * copy (both sides and every roll). Read from the scenario's events in
 * force and the rules database. */
UmpireSheet  *umpire_sheet_new_setup       (UmpireRules     *rules,
                                            UmpireScenario  *scenario,
                                            UmpireSide       side);
/* The same, with beside each roll the exact odds of what it gave, computed
 * from the inputs it recorded (umpire_odds_compute_for). */
UmpireSheet  *umpire_sheet_new_setup_with_odds (UmpireRules *rules,
                                                UmpireScenario *scenario,
                                                UmpireSide   side);
/* A quick-reference sheet: "weltkrieg", "1916" or "derosa". The 1916 sheet
 * follows `support_reading` for the support chart's damaged header
 * (UMPIRE_SUPPORT_READING_*, NULL: the default); the others ignore it. */
UmpireSheet  *umpire_sheet_new_reference   (UmpireRules     *rules,
                                            const char      *system,
                                            const char      *support_reading,
                                            GError         **error);
/* The event log with every explanation, in words from `rules` (may be
 * NULL); `system` NULL and `side` -1 for all. */
UmpireSheet  *umpire_sheet_new_log         (UmpireRules     *rules,
                                            UmpireScenario  *scenario,
                                            const char      *system,
                                            int              side);

/* The debrief after the game: the luck audit, each side's totals, what
 * was undone or changed and why, and the timeline by turn
 * (umpire-report.h). `rules` may be NULL (then no luck is read). */
UmpireSheet  *umpire_sheet_new_debrief     (UmpireRules     *rules,
                                            UmpireScenario  *scenario);
/* The same from a report already made (its figures read once). */
struct _UmpireReport;
UmpireSheet  *umpire_sheet_new_debrief_for (struct _UmpireReport *report);

const char   *umpire_sheet_get_title       (UmpireSheet     *sheet);
/* Pages of the last layout; 0 before the first. */
int           umpire_sheet_get_n_pages     (UmpireSheet     *sheet);
/* Lays the sheet out for a page of `width` x `height` points; returns the
 * number of pages. `cr` is only measured with. */
int           umpire_sheet_paginate        (UmpireSheet     *sheet,
                                            cairo_t         *cr,
                                            double           width,
                                            double           height);
/* Draws page `page` (from 0), paginating first if the size changed. */
void          umpire_sheet_draw_page       (cairo_t         *cr,
                                            double           width,
                                            double           height,
                                            UmpireSheet     *sheet,
                                            int              page);
gboolean      umpire_sheet_write_pdf       (UmpireSheet     *sheet,
                                            const char      *path,
                                            UmpirePaper      paper,
                                            GError         **error);

/* Draws any rules table as a grid at (x, y), `width` wide; a table too wide
 * for it is drawn in bands of columns, one under the other. Returns the
 * height drawn. umpire_sheet_measure_table () gives the height without
 * drawing. */
double        umpire_sheet_draw_table      (cairo_t           *cr,
                                            const UmpireTable *table,
                                            double             x,
                                            double             y,
                                            double             width);
double        umpire_sheet_measure_table   (cairo_t           *cr,
                                            const UmpireTable *table,
                                            double             width);

G_END_DECLS
