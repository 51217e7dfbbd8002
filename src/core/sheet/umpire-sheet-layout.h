/* umpire-sheet-layout.h: the page-layout engine of printed sheets
 *
 * A document is a list of blocks: titles, headings, paragraphs, bullets,
 * boxes to tick, grids of cells, page breaks and drawings. Laid out for a
 * page size it is split into pages, and each page is drawn in points on
 * any cairo surface (PDF, PNG, a printer). Every page is upright: what is
 * wider than a page is split (a grid into bands of columns, a drawing by
 * its builder), never turned. The engine knows nothing of rules or
 * scenarios: the sheets' content builders (umpire-sheet-setup.c,
 * umpire-sheet-log.c, umpire-sheet-reference.c) fill a document.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* How a block of text looks. */
typedef enum
{
  UMPIRE_SHEET_TITLE,
  UMPIRE_SHEET_SUBTITLE,
  UMPIRE_SHEET_HEADING,      /* underlined */
  UMPIRE_SHEET_SUBHEADING,
  UMPIRE_SHEET_TEXT,
  UMPIRE_SHEET_SMALL,
  UMPIRE_SHEET_BULLET,
  UMPIRE_SHEET_CHECK,        /* with a box to tick with a pencil */
} UmpireSheetStyle;

typedef struct _UmpireSheetDocument UmpireSheetDocument;
typedef struct _UmpireSheetGrid UmpireSheetGrid;

/* Draws into a `width` x `height` area at the origin of `cr`. */
typedef void (*UmpireSheetDrawFunc) (cairo_t  *cr,
                                     double    width,
                                     double    height,
                                     gpointer  user_data);

UmpireSheetDocument *umpire_sheet_document_new          (const char          *title);
void                 umpire_sheet_document_free         (UmpireSheetDocument *document);
/* The title, also in every page's footer and the PDF's metadata. */
const char          *umpire_sheet_document_get_title    (UmpireSheetDocument *document);
void                 umpire_sheet_document_set_title    (UmpireSheetDocument *document,
                                                         const char          *title);

void                 umpire_sheet_document_add          (UmpireSheetDocument *document,
                                                         UmpireSheetStyle     style,
                                                         const char          *text);
void                 umpire_sheet_document_add_printf   (UmpireSheetDocument *document,
                                                         UmpireSheetStyle     style,
                                                         const char          *format,
                                                         ...) G_GNUC_PRINTF (3, 4);
void                 umpire_sheet_document_add_page_break (UmpireSheetDocument *document);
/* A drawing as wide as the text and `height` points tall, clipped to that
 * area; it moves to the next page whole when it does not fit. */
void                 umpire_sheet_document_add_drawing  (UmpireSheetDocument *document,
                                                         double               height,
                                                         UmpireSheetDrawFunc  draw,
                                                         gpointer             user_data,
                                                         GDestroyNotify       destroy);
/* The width a drawing gets on a page `page_width` points wide. */
double               umpire_sheet_text_width            (double               page_width);
/* A grid of cells, owned by the document; `header` (column titles) may be
 * NULL; with `labels` the first column labels the rows. */
UmpireSheetGrid     *umpire_sheet_document_add_grid     (UmpireSheetDocument *document,
                                                         const char * const  *header,
                                                         gboolean             labels);

/* Lays the document out for a page of `width` x `height` points; returns
 * the number of pages. `cr` is only measured with. */
int                  umpire_sheet_document_paginate     (UmpireSheetDocument *document,
                                                         cairo_t             *cr,
                                                         double               width,
                                                         double               height);
/* Pages of the last layout; 0 before the first. */
int                  umpire_sheet_document_get_n_pages  (UmpireSheetDocument *document);
/* Draws page `page` (from 0), paginating first if the size changed. */
void                 umpire_sheet_document_draw_page    (UmpireSheetDocument *document,
                                                         cairo_t             *cr,
                                                         double               width,
                                                         double               height,
                                                         int                  page);
gboolean             umpire_sheet_document_write_pdf    (UmpireSheetDocument *document,
                                                         const char          *path,
                                                         double               width,
                                                         double               height,
                                                         GError             **error);

/* A grid on its own, to draw outside a document. */
UmpireSheetGrid     *umpire_sheet_grid_new              (const char * const  *header,
                                                         gboolean             labels);
void                 umpire_sheet_grid_free             (UmpireSheetGrid     *grid);
void                 umpire_sheet_grid_add_row          (UmpireSheetGrid     *grid,
                                                         const char * const  *cells);
/* As wide as the page, the spare room shared out: for writing in. */
void                 umpire_sheet_grid_set_fill         (UmpireSheetGrid     *grid,
                                                         gboolean             fill);
/* Draws the grid at (x, y), `width` wide; a grid too wide for it is drawn
 * in bands of columns, one under the other. Returns the height drawn.
 * umpire_sheet_grid_measure () gives the height without drawing. */
double               umpire_sheet_grid_draw             (UmpireSheetGrid     *grid,
                                                         cairo_t             *cr,
                                                         double               x,
                                                         double               y,
                                                         double               width);
double               umpire_sheet_grid_measure          (UmpireSheetGrid     *grid,
                                                         cairo_t             *cr,
                                                         double               width);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UmpireSheetDocument, umpire_sheet_document_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (UmpireSheetGrid, umpire_sheet_grid_free)

G_END_DECLS
