/* umpire-sheet.c: printed sheets, drawn with cairo
 *
 * A sheet is built once as a list of blocks (headings, text, grids); laying
 * it out for a page size turns the blocks into pieces of known height, and
 * pagination fills pages with them. A grid too wide for the page is split
 * into bands of columns, each with the row labels; a grid that runs over a
 * page repeats its header row. All numbers and texts of the rules come from
 * the rules database; setup results come from the scenario's events.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "umpire-crt-chart.h"
#include "umpire-procedure.h"
#include "umpire-setup.h"
#include "umpire-sheet.h"
#include "umpire-value-text.h"
#include "umpire-weltkrieg.h"

#define MARGIN        36.0   /* half an inch */
#define FOOTER        18.0
#define CELL_PAD       3.0
#define MIN_COLUMN    22.0
#define MAX_COLUMN   170.0
#define MAX_LABEL    190.0
#define FONT_FAMILY  "Sans"
#define CRT_DRAW_WIDTH 1000.0

/* ---------------------------------------------------------------------- */
/* Blocks: what the sheet says, independent of the page size              */

typedef enum
{
  BLOCK_TITLE,
  BLOCK_SUBTITLE,
  BLOCK_HEADING,
  BLOCK_SUBHEADING,
  BLOCK_TEXT,
  BLOCK_SMALL,
  BLOCK_BULLET,
  BLOCK_CHECK,
  BLOCK_GRID,
  BLOCK_PAGE_BREAK,
  BLOCK_CRT,            /* a Combat Results Table, drawn by umpire_crt_chart_draw */
} BlockKind;

typedef struct
{
  BlockKind  kind;
  char      *text;
  GStrv      header;     /* grids: column titles, or NULL */
  GPtrArray *rows;       /* grids: GStrv per row */
  gboolean   labels;     /* grids: the first column labels the rows */
  gboolean   fill;       /* grids: as wide as the page, for writing in */
  UmpireCrtChartModel *crt;  /* CRT charts */
} Block;

static void
block_free (gpointer data)
{
  Block *block = data;

  g_free (block->text);
  g_strfreev (block->header);
  g_clear_pointer (&block->rows, g_ptr_array_unref);
  g_free (block->crt);
  g_free (block);
}

/* ---------------------------------------------------------------------- */
/* Pieces: blocks laid out for one width                                  */

typedef enum
{
  PIECE_TEXT,
  PIECE_ROW,
  PIECE_BREAK,
  PIECE_CRT,
} PieceKind;

typedef struct _Piece Piece;

struct _Piece
{
  PieceKind  kind;
  BlockKind  block_kind;
  const char *text;           /* borrowed from the block */
  const UmpireCrtChartModel *crt;  /* borrowed from the block */
  GStrv      cells;           /* rows: borrowed from the block */
  guint      first_column;    /* rows: band start (after the label column) */
  guint      n_columns;       /* rows: columns in this band, label included */
  double    *widths;          /* rows: borrowed from the band */
  gboolean   labels;
  gboolean   header;
  Piece     *band_header;     /* rows: repeated at the top of a new page */
  gboolean   keep_with_next;
  double     space_before;
  double     height;
};

typedef struct
{
  Piece  *piece;
  double  y;
} Placed;

struct _UmpireSheet
{
  GObject    parent_instance;
  char      *title;
  GPtrArray *blocks;      /* Block* */

  /* The layout for the last page size. */
  double     width, height;
  GPtrArray *pieces;      /* Piece* */
  GPtrArray *bands;       /* double* arrays of column widths */
  GPtrArray *pages;       /* GArray of Placed, per page */
};

G_DEFINE_FINAL_TYPE (UmpireSheet, umpire_sheet, G_TYPE_OBJECT)

static void
clear_layout (UmpireSheet *self)
{
  g_clear_pointer (&self->pieces, g_ptr_array_unref);
  g_clear_pointer (&self->bands, g_ptr_array_unref);
  g_clear_pointer (&self->pages, g_ptr_array_unref);
  self->width = self->height = 0;
}

static void
umpire_sheet_finalize (GObject *object)
{
  UmpireSheet *self = UMPIRE_SHEET (object);

  clear_layout (self);
  g_free (self->title);
  g_ptr_array_unref (self->blocks);

  G_OBJECT_CLASS (umpire_sheet_parent_class)->finalize (object);
}

static void
umpire_sheet_class_init (UmpireSheetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = umpire_sheet_finalize;
}

static void
umpire_sheet_init (UmpireSheet *self)
{
  self->blocks = g_ptr_array_new_with_free_func (block_free);
}

const char *
umpire_sheet_get_title (UmpireSheet *sheet)
{
  g_return_val_if_fail (UMPIRE_IS_SHEET (sheet), NULL);
  return sheet->title;
}

int
umpire_sheet_get_n_pages (UmpireSheet *sheet)
{
  g_return_val_if_fail (UMPIRE_IS_SHEET (sheet), 0);
  return sheet->pages != NULL ? (int) sheet->pages->len : 0;
}

static Block *
add_block (UmpireSheet *self,
           BlockKind    kind,
           const char  *text)
{
  Block *block = g_new0 (Block, 1);

  block->kind = kind;
  block->text = g_strdup (text);
  g_ptr_array_add (self->blocks, block);
  return block;
}

static void
add_text (UmpireSheet *self,
          BlockKind    kind,
          const char  *format,
          ...) G_GNUC_PRINTF (3, 4);

static void
add_text (UmpireSheet *self,
          BlockKind    kind,
          const char  *format,
          ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  add_block (self, kind, text);
}

static Block *
add_grid (UmpireSheet        *self,
          const char * const *header,
          gboolean            labels)
{
  Block *block = add_block (self, BLOCK_GRID, NULL);

  block->header = header ? g_strdupv ((char **) header) : NULL;
  block->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  block->labels = labels;
  return block;
}

static void
grid_add_row (Block              *grid,
              const char * const *cells)
{
  g_ptr_array_add (grid->rows, g_strdupv ((char **) cells));
}

/* ---------------------------------------------------------------------- */
/* Text                                                                   */

static PangoLayout *
new_layout (cairo_t    *cr,
            BlockKind   kind,
            gboolean    bold,
            const char *text,
            double      width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string (FONT_FAMILY);
  double size = 9;

  switch (kind)
    {
    case BLOCK_TITLE: size = 16; bold = TRUE; break;
    case BLOCK_SUBTITLE: size = 10.5; break;
    case BLOCK_HEADING: size = 12.5; bold = TRUE; break;
    case BLOCK_SUBHEADING: size = 10; bold = TRUE; break;
    case BLOCK_SMALL: size = 7.5; break;
    case BLOCK_GRID: size = 8; break;
    case BLOCK_TEXT:
    case BLOCK_BULLET:
    case BLOCK_CHECK:
    case BLOCK_PAGE_BREAK:
    default: size = 9; break;
    }

  /* Sizes are in points and so is the page: one point per unit. */
  pango_cairo_context_set_resolution (pango_layout_get_context (layout), 72.0);
  pango_layout_context_changed (layout);
  pango_font_description_set_size (font, (int) (size * PANGO_SCALE));
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  if (width > 0)
    pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_text (layout, text ? text : "", -1);
  return layout;
}

static double
text_height (cairo_t    *cr,
             BlockKind   kind,
             gboolean    bold,
             const char *text,
             double      width)
{
  g_autoptr(PangoLayout) layout = new_layout (cr, kind, bold, text, width);
  int h = 0;

  pango_layout_get_size (layout, NULL, &h);
  return (double) h / PANGO_SCALE;
}

static double
text_width (cairo_t    *cr,
            BlockKind   kind,
            gboolean    bold,
            const char *text)
{
  g_autoptr(PangoLayout) layout = new_layout (cr, kind, bold, text, -1);
  int w = 0;

  pango_layout_get_size (layout, &w, NULL);
  return (double) w / PANGO_SCALE;
}

static void
show_text (cairo_t    *cr,
           BlockKind   kind,
           gboolean    bold,
           const char *text,
           double      x,
           double      y,
           double      width)
{
  g_autoptr(PangoLayout) layout = new_layout (cr, kind, bold, text, width);

  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

/* ---------------------------------------------------------------------- */
/* Grids                                                                  */

static guint
grid_n_columns (const Block *grid)
{
  guint n = grid->header ? g_strv_length (grid->header) : 0;

  for (guint i = 0; i < grid->rows->len; i++)
    n = MAX (n, g_strv_length (g_ptr_array_index (grid->rows, i)));
  return n;
}

static const char *
cell_text (GStrv  cells,
           guint  column)
{
  return cells != NULL && column < g_strv_length (cells) ? cells[column] : "";
}

/* The column a band's i-th cell shows. */
static guint
band_column (const Piece *piece,
             guint        i)
{
  if (piece->labels)
    return i == 0 ? 0 : piece->first_column + i - 1;
  return piece->first_column + i;
}

static double
row_height (cairo_t     *cr,
            const Piece *piece)
{
  double height = 0;

  for (guint i = 0; i < piece->n_columns; i++)
    {
      const char *text = cell_text (piece->cells, band_column (piece, i));
      gboolean bold = piece->header || (piece->labels && i == 0);

      height = MAX (height, text_height (cr, BLOCK_GRID, bold, text, piece->widths[i] - 2 * CELL_PAD));
    }
  return height + 2 * CELL_PAD;
}

static void
draw_row (cairo_t     *cr,
          const Piece *piece,
          double       x,
          double       y)
{
  double cx = x;

  cairo_save (cr);
  cairo_set_line_width (cr, 0.5);
  for (guint i = 0; i < piece->n_columns; i++)
    {
      const char *text = cell_text (piece->cells, band_column (piece, i));
      gboolean bold = piece->header || (piece->labels && i == 0);

      /* Light grey behind the header only: black text stays black. */
      if (piece->header)
        {
          cairo_set_source_rgb (cr, 0.86, 0.86, 0.86);
          cairo_rectangle (cr, cx, y, piece->widths[i], piece->height);
          cairo_fill (cr);
        }
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_rectangle (cr, cx, y, piece->widths[i], piece->height);
      cairo_stroke (cr);
      show_text (cr, BLOCK_GRID, bold, text, cx + CELL_PAD, y + CELL_PAD, piece->widths[i] - 2 * CELL_PAD);
      cx += piece->widths[i];
    }
  cairo_restore (cr);
}

/* Natural column widths, held between MIN_COLUMN and MAX_COLUMN. */
static double *
natural_widths (cairo_t     *cr,
                const Block *grid,
                guint        n_columns,
                gboolean    *capped)
{
  double *widths = g_new0 (double, n_columns);

  for (guint c = 0; c < n_columns; c++)
    {
      double max = (grid->labels && c == 0) ? MAX_LABEL : MAX_COLUMN;
      double w = 0;

      if (grid->header)
        w = text_width (cr, BLOCK_GRID, TRUE, cell_text (grid->header, c));
      for (guint r = 0; r < grid->rows->len; r++)
        w = MAX (w, text_width (cr, BLOCK_GRID, grid->labels && c == 0,
                                cell_text (g_ptr_array_index (grid->rows, r), c)));
      w += 2 * CELL_PAD + 1;
      capped[c] = w > max;
      widths[c] = CLAMP (w, MIN_COLUMN, max);
    }
  return widths;
}

/* Lays a grid out in bands of columns that fit `width`; appends pieces. */
static void
layout_grid (UmpireSheet *self,
             cairo_t     *cr,
             const Block *grid,
             double       width)
{
  guint n_columns = grid_n_columns (grid);
  g_autofree gboolean *capped = g_new0 (gboolean, MAX (n_columns, 1));
  g_autofree double *natural = NULL;
  guint first = grid->labels ? 1 : 0;
  guint per_band = G_MAXUINT;

  if (n_columns == 0)
    return;
  natural = natural_widths (cr, grid, n_columns, capped);

  /* A label column wider than a third of the page would leave no room. */
  if (grid->labels && n_columns > 1)
    natural[0] = MIN (natural[0], width / 3);

  /* How many bands a greedy fill needs; then the columns are shared out
   * evenly between that many, so the last band is not a stub. */
  {
    guint n_bands = 0;

    for (guint c = first; c < n_columns;)
      {
        double used = grid->labels ? natural[0] : 0;
        guint start = c;

        while (c < n_columns && (c == start || used + natural[c] <= width))
          used += natural[c++];
        n_bands++;
      }
    if (n_bands > 1)
      per_band = (n_columns - first + n_bands - 1) / n_bands;
  }

  while (first < n_columns || (first == 1 && n_columns == 1))
    {
      double used = grid->labels ? natural[0] : 0;
      guint last = first;
      double *widths;
      guint n_band;
      double spare;
      guint n_capped = 0;
      Piece *header = NULL;

      while (last < n_columns && (last == first || (used + natural[last] <= width &&
                                                    last - first < per_band)))
        used += natural[last++];
      n_band = (grid->labels ? 1 : 0) + (last - first);
      widths = g_new0 (double, n_band);
      g_ptr_array_add (self->bands, widths);
      for (guint i = 0; i < n_band; i++)
        {
          guint c = grid->labels ? (i == 0 ? 0 : first + i - 1) : first + i;

          widths[i] = natural[c];
          n_capped += capped[c] ? 1 : 0;
        }
      /* Wrapped columns get the room left over; a column wider than the
       * page shrinks to it. */
      spare = width - used;
      if (grid->fill && spare > 0)
        {
          for (guint i = 0; i < n_band; i++)
            widths[i] += spare / n_band;
          spare = 0;
        }
      for (guint i = 0; i < n_band; i++)
        {
          guint c = grid->labels ? (i == 0 ? 0 : first + i - 1) : first + i;

          if (spare > 0 && n_capped > 0 && capped[c])
            widths[i] += spare / n_capped;
          else if (spare < 0 && n_band == 1)
            widths[i] = width;
        }
      if (spare < 0 && n_band > 1)
        for (guint i = 0; i < n_band; i++)
          widths[i] *= width / used;

      for (int r = grid->header ? -1 : 0; r < (int) grid->rows->len; r++)
        {
          Piece *piece = g_new0 (Piece, 1);

          piece->kind = PIECE_ROW;
          piece->block_kind = BLOCK_GRID;
          piece->cells = r < 0 ? grid->header : g_ptr_array_index (grid->rows, r);
          piece->first_column = first;
          piece->n_columns = n_band;
          piece->widths = widths;
          piece->labels = grid->labels;
          piece->header = r < 0;
          piece->keep_with_next = r < 0;
          piece->band_header = header;
          piece->height = row_height (cr, piece);
          /* Bands after the first stand a little apart. */
          if (r == (grid->header ? -1 : 0) && first > (grid->labels ? 1u : 0u))
            piece->space_before = 6;
          if (r < 0)
            header = piece;
          g_ptr_array_add (self->pieces, piece);
        }
      if (last == first)
        break;
      first = last;
    }
  {
    Piece *space = g_new0 (Piece, 1);

    space->kind = PIECE_TEXT;
    space->block_kind = BLOCK_SMALL;
    space->text = "";
    space->height = 6;
    g_ptr_array_add (self->pieces, space);
  }
}

static void
grid_from_table (Block             *grid,
                 const UmpireTable *table)
{
  for (guint r = 0; r < table->rows->len; r++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, r);
      g_autoptr(GStrvBuilder) cells = g_strv_builder_new ();
      g_auto(GStrv) strv = NULL;

      g_strv_builder_add (cells, row->label ? row->label : row->id);
      for (guint c = 0; c < table->columns->len; c++)
        {
          const UmpireCell *cell = umpire_row_cell (row, (int) c);

          g_strv_builder_add (cells, cell ? cell->text : "");
        }
      strv = g_strv_builder_end (cells);
      grid_add_row (grid, (const char * const *) strv);
    }
}

static GStrv
table_header (const UmpireTable *table)
{
  g_autoptr(GStrvBuilder) header = g_strv_builder_new ();

  g_strv_builder_add (header, table->row_label ? table->row_label
                      : table->kind == UMPIRE_ENTRY_MODIFIERS ? _("Modifier") : "");
  for (guint c = 0; c < table->columns->len; c++)
    {
      const UmpireColumn *column = g_ptr_array_index (table->columns, c);

      g_strv_builder_add (header, column->label ? column->label : column->id);
    }
  return g_strv_builder_end (header);
}

/* A standalone drawing of any table, for callers outside a sheet. */
static double
table_at (cairo_t           *cr,
          const UmpireTable *table,
          double             x,
          double             y,
          double             width,
          gboolean           draw)
{
  g_autoptr(UmpireSheet) sheet = g_object_new (UMPIRE_TYPE_SHEET, NULL);
  g_auto(GStrv) header = table_header (table);
  Block *grid = add_grid (sheet, (const char * const *) header, TRUE);
  double top = y;

  grid_from_table (grid, table);
  sheet->pieces = g_ptr_array_new_with_free_func (g_free);
  sheet->bands = g_ptr_array_new_with_free_func (g_free);
  layout_grid (sheet, cr, grid, width);
  for (guint i = 0; i < sheet->pieces->len; i++)
    {
      Piece *piece = g_ptr_array_index (sheet->pieces, i);

      y += piece->space_before;
      if (draw && piece->kind == PIECE_ROW)
        draw_row (cr, piece, x, y);
      y += piece->height;
    }
  return y - top;
}

double
umpire_sheet_draw_table (cairo_t           *cr,
                         const UmpireTable *table,
                         double             x,
                         double             y,
                         double             width)
{
  g_return_val_if_fail (cr != NULL && table != NULL, 0);
  return table_at (cr, table, x, y, width, TRUE);
}

double
umpire_sheet_measure_table (cairo_t           *cr,
                            const UmpireTable *table,
                            double             width)
{
  g_return_val_if_fail (cr != NULL && table != NULL, 0);
  return table_at (cr, table, 0, 0, width, FALSE);
}

/* ---------------------------------------------------------------------- */
/* Layout and pagination                                                  */

static double
space_before (BlockKind kind)
{
  switch (kind)
    {
    case BLOCK_HEADING: return 10;
    case BLOCK_SUBHEADING: return 6;
    case BLOCK_SUBTITLE: return 2;
    default: return 0;
    }
}

static void
layout_blocks (UmpireSheet *self,
               cairo_t     *cr,
               double       width,
               double       page_height)
{
  for (guint i = 0; i < self->blocks->len; i++)
    {
      const Block *block = g_ptr_array_index (self->blocks, i);
      Piece *piece;
      double indent = (block->kind == BLOCK_BULLET || block->kind == BLOCK_CHECK) ? 14 : 0;

      if (block->kind == BLOCK_GRID)
        {
          layout_grid (self, cr, block, width);
          continue;
        }
      piece = g_new0 (Piece, 1);
      piece->block_kind = block->kind;
      piece->text = block->text;
      if (block->kind == BLOCK_CRT)
        {
          /* A page of its own, turned: the table is far wider than tall. */
          piece->kind = PIECE_CRT;
          piece->crt = block->crt;
          piece->height = page_height;
        }
      else if (block->kind == BLOCK_PAGE_BREAK)
        piece->kind = PIECE_BREAK;
      else
        {
          piece->kind = PIECE_TEXT;
          piece->space_before = space_before (block->kind);
          piece->keep_with_next = block->kind == BLOCK_HEADING || block->kind == BLOCK_SUBHEADING ||
                                  block->kind == BLOCK_TITLE || block->kind == BLOCK_SUBTITLE;
          piece->height = text_height (cr, block->kind, FALSE, block->text, width - indent) + 3;
        }
      g_ptr_array_add (self->pieces, piece);
    }
}

static GArray *
new_page (GPtrArray *pages)
{
  GArray *page = g_array_new (FALSE, FALSE, sizeof (Placed));

  g_ptr_array_add (pages, page);
  return page;
}

int
umpire_sheet_paginate (UmpireSheet *sheet,
                       cairo_t     *cr,
                       double       width,
                       double       height)
{
  double top = MARGIN;
  double bottom = height - MARGIN - FOOTER;
  double y = top;
  GArray *page;

  g_return_val_if_fail (UMPIRE_IS_SHEET (sheet), 0);

  if (sheet->pages != NULL && sheet->width == width && sheet->height == height)
    return (int) sheet->pages->len;

  clear_layout (sheet);
  sheet->width = width;
  sheet->height = height;
  sheet->pieces = g_ptr_array_new_with_free_func (g_free);
  sheet->bands = g_ptr_array_new_with_free_func (g_free);
  sheet->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  layout_blocks (sheet, cr, width - 2 * MARGIN, bottom - top);

  page = new_page (sheet->pages);
  for (guint i = 0; i < sheet->pieces->len; i++)
    {
      Piece *piece = g_ptr_array_index (sheet->pieces, i);
      double need = piece->space_before + piece->height;
      Placed placed;

      if (piece->kind == PIECE_BREAK)
        {
          if (y > top)
            {
              page = new_page (sheet->pages);
              y = top;
            }
          continue;
        }

      /* Headings and header rows stay with what follows them. */
      for (guint j = i; j + 1 < sheet->pieces->len; j++)
        {
          Piece *current = g_ptr_array_index (sheet->pieces, j);
          Piece *next = g_ptr_array_index (sheet->pieces, j + 1);

          if (!current->keep_with_next || next->kind == PIECE_BREAK || j - i > 3)
            break;
          need += next->space_before + next->height;
        }

      if (y + need > bottom && y > top)
        {
          page = new_page (sheet->pages);
          y = top;
          if (piece->kind == PIECE_ROW && !piece->header && piece->band_header != NULL)
            {
              placed.piece = piece->band_header;
              placed.y = y;
              g_array_append_val (page, placed);
              y += piece->band_header->height;
            }
        }
      if (y > top)
        y += piece->space_before;
      placed.piece = piece;
      placed.y = y;
      g_array_append_val (page, placed);
      y += piece->height;
    }

  return (int) sheet->pages->len;
}

static void
draw_piece (cairo_t     *cr,
            const Piece *piece,
            double       x,
            double       y,
            double       width)
{
  if (piece->kind == PIECE_ROW)
    {
      draw_row (cr, piece, x, y);
      return;
    }
  if (piece->kind == PIECE_CRT)
    {
      /* Turned a quarter left: the page is read turned clockwise. */
      cairo_save (cr);
      cairo_translate (cr, x, y + piece->height);
      cairo_rotate (cr, -G_PI / 2);
      /* The chart sizes its text for a screen: draw it at screen size and
       * scale that to the page, so every cell keeps its number. */
      {
        double scale = piece->height / CRT_DRAW_WIDTH;

        cairo_scale (cr, scale, scale);
        umpire_crt_chart_draw (cr, CRT_DRAW_WIDTH, width / scale, piece->crt);
      }
      cairo_restore (cr);
      return;
    }

  cairo_set_source_rgb (cr, 0, 0, 0);
  switch (piece->block_kind)
    {
    case BLOCK_BULLET:
      cairo_new_path (cr);
      cairo_arc (cr, x + 5, y + 6, 1.6, 0, 2 * G_PI);
      cairo_fill (cr);
      show_text (cr, piece->block_kind, FALSE, piece->text, x + 14, y, width - 14);
      break;
    case BLOCK_CHECK:
      /* A box to tick with a pencil. */
      cairo_new_path (cr);
      cairo_set_line_width (cr, 0.8);
      cairo_rectangle (cr, x + 1, y + 1.5, 8, 8);
      cairo_stroke (cr);
      show_text (cr, piece->block_kind, FALSE, piece->text, x + 14, y, width - 14);
      break;
    case BLOCK_HEADING:
      show_text (cr, piece->block_kind, FALSE, piece->text, x, y, width);
      cairo_new_path (cr);
      cairo_set_line_width (cr, 0.8);
      cairo_move_to (cr, x, y + piece->height - 1);
      cairo_line_to (cr, x + width, y + piece->height - 1);
      cairo_stroke (cr);
      break;
    case BLOCK_TITLE:
    case BLOCK_SUBTITLE:
    case BLOCK_SUBHEADING:
    case BLOCK_TEXT:
    case BLOCK_SMALL:
    case BLOCK_GRID:
    case BLOCK_PAGE_BREAK:
    default:
      show_text (cr, piece->block_kind, FALSE, piece->text, x, y, width);
      break;
    }
}

void
umpire_sheet_draw_page (cairo_t     *cr,
                        double       width,
                        double       height,
                        UmpireSheet *sheet,
                        int          page)
{
  int n_pages;
  GArray *placed;
  g_autofree char *footer = NULL;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (UMPIRE_IS_SHEET (sheet));

  n_pages = umpire_sheet_paginate (sheet, cr, width, height);
  if (page < 0 || page >= n_pages)
    return;

  cairo_save (cr);
  placed = g_ptr_array_index (sheet->pages, page);
  for (guint i = 0; i < placed->len; i++)
    {
      const Placed *p = &g_array_index (placed, Placed, i);

      draw_piece (cr, p->piece, MARGIN, p->y, width - 2 * MARGIN);
    }

  /* Translators: the footer of a printed sheet: title, page, pages */
  footer = g_strdup_printf (_("%s — page %d of %d"), sheet->title, page + 1, n_pages);
  {
    g_autoptr(PangoLayout) layout = new_layout (cr, BLOCK_SMALL, FALSE, footer, width - 2 * MARGIN);

    pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
    cairo_set_source_rgb (cr, 0, 0, 0);
    cairo_move_to (cr, MARGIN, height - MARGIN - FOOTER + 8);
    pango_cairo_show_layout (cr, layout);
  }
  cairo_restore (cr);
}

void
umpire_paper_get_size (UmpirePaper  paper,
                       double      *width,
                       double      *height)
{
  if (paper == UMPIRE_PAPER_LETTER)
    {
      *width = 612;     /* 8.5 x 11 inches */
      *height = 792;
    }
  else
    {
      *width = 595.276; /* 210 x 297 mm */
      *height = 841.890;
    }
}

gboolean
umpire_paper_from_string (const char  *text,
                          UmpirePaper *paper)
{
  if (g_ascii_strcasecmp (text, "a4") == 0)
    *paper = UMPIRE_PAPER_A4;
  else if (g_ascii_strcasecmp (text, "letter") == 0 || g_ascii_strcasecmp (text, "us-letter") == 0)
    *paper = UMPIRE_PAPER_LETTER;
  else
    return FALSE;
  return TRUE;
}

gboolean
umpire_sheet_write_pdf (UmpireSheet  *sheet,
                        const char   *path,
                        UmpirePaper   paper,
                        GError      **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  double width, height;
  int n_pages;

  g_return_val_if_fail (UMPIRE_IS_SHEET (sheet), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  umpire_paper_get_size (paper, &width, &height);
  surface = cairo_pdf_surface_create (path, width, height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, sheet->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Umpire " PACKAGE_VERSION);
  cr = cairo_create (surface);
  n_pages = umpire_sheet_paginate (sheet, cr, width, height);
  for (int page = 0; page < n_pages; page++)
    {
      umpire_sheet_draw_page (cr, width, height, sheet, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("%s: cannot write the PDF: %s"), path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/* ---------------------------------------------------------------------- */
/* Content from the rules database                                        */

static void
add_table (UmpireSheet       *self,
           const UmpireTable *table,
           gboolean           checklist)
{
  add_text (self, BLOCK_SUBHEADING, "%s", table->title ? table->title : table->id);

  if (table->kind == UMPIRE_ENTRY_LIST)
    {
      /* A list is read as prose: its text, with no machine values. */
      for (guint r = 0; r < table->rows->len; r++)
        {
          const UmpireRow *row = g_ptr_array_index (table->rows, r);
          const UmpireCell *cell = umpire_row_cell (row, 0);

          add_block (self, checklist ? BLOCK_CHECK : BLOCK_BULLET, cell ? cell->text : row->id);
        }
    }
  else
    {
      g_auto(GStrv) header = table_header (table);
      Block *grid = add_grid (self, (const char * const *) header, TRUE);

      grid_from_table (grid, table);
    }
  for (guint i = 0; table->notes != NULL && i < table->notes->len; i++)
    add_block (self, BLOCK_SMALL, g_ptr_array_index (table->notes, i));
  add_text (self, BLOCK_SMALL, _("Source: %s, %s"), table->prov.rule ? table->prov.rule : "",
            table->prov.source ? table->prov.source : "");
}

static gboolean
add_table_by_id (UmpireSheet  *self,
                 UmpireRules  *rules,
                 const char   *id,
                 gboolean      checklist,
                 GError      **error)
{
  const UmpireTable *table = umpire_rules_get_table (rules, id);

  if (table == NULL)
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_NOT_FOUND,
                   _("the rules database has no table “%s”"), id);
      return FALSE;
    }
  add_table (self, table, checklist);
  return TRUE;
}

UmpireSheet *
umpire_sheet_new_reference (UmpireRules  *rules,
                            const char   *system,
                            GError      **error)
{
  g_autoptr(UmpireSheet) self = NULL;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);

  self = g_object_new (UMPIRE_TYPE_SHEET, NULL);
  if (g_strcmp0 (system, "weltkrieg") == 0)
    {
      /* Which entries make the quick reference: the two CRTs with their
       * key, the terrain chart, counterattack and supply. */
      static const char * const entries[] = {
        "weltkrieg.crt-key",
        "weltkrieg.counterattack",
        "weltkrieg.terrain",
        "weltkrieg.shift-clamp",
        "weltkrieg.supply",
      };
      g_autoptr(GPtrArray) eras = umpire_weltkrieg_dup_eras (rules);

      self->title = g_strdup (_("Der Weltkrieg quick reference"));
      add_text (self, BLOCK_TITLE, "%s", self->title);
      add_text (self, BLOCK_SUBTITLE, "%s", _("Optional Combat Results Tables, terrain, counterattack and supply"));
      for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
        if (!add_table_by_id (self, rules, entries[i], FALSE, error))
          return NULL;
      /* Each era's CRT on a page of its own, drawn as the combat page draws it. */
      for (guint i = 0; eras != NULL && i < eras->len; i++)
        {
          const UmpireRow *era = g_ptr_array_index (eras, i);
          UmpireCrtInput input = { 0 };
          Block *chart;

          input.era = era->id;
          add_block (self, BLOCK_PAGE_BREAK, NULL);
          chart = add_block (self, BLOCK_CRT, NULL);
          chart->crt = g_new0 (UmpireCrtChartModel, 1);
          if (!umpire_crt_chart_model (rules, &input, 0, chart->crt, error))
            return NULL;
        }
    }
  else if (g_strcmp0 (system, "derosa") == 0)
    {
      const GPtrArray *tables = umpire_rules_get_tables (rules);

      self->title = g_strdup (_("De Rosa WWI miniatures quick reference"));
      add_text (self, BLOCK_TITLE, "%s", self->title);
      add_text (self, BLOCK_SUBTITLE, "%s", _("Movement, morale, fire and close combat charts"));
      /* Every chart and modifier list of the system, in the database's order. */
      for (guint i = 0; i < tables->len; i++)
        {
          const UmpireTable *table = g_ptr_array_index (tables, i);

          if (g_strcmp0 (table->system, "derosa") == 0 && table->kind != UMPIRE_ENTRY_LIST)
            add_table (self, table, FALSE);
        }
    }
  else
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_NOT_FOUND,
                   _("no reference sheet for “%s”; choose weltkrieg or derosa"), system ? system : "");
      return NULL;
    }
  return g_steal_pointer (&self);
}

/* ---------------------------------------------------------------------- */
/* Setup sheets, from the scenario's events                               */

/* The events in force, leaving out those a later override replaced. */
static GPtrArray *
events_in_force (UmpireScenario *scenario)
{
  GPtrArray *events = g_ptr_array_new ();
  g_autoptr(GHashTable) replaced = g_hash_table_new (NULL, NULL);
  guint cursor = umpire_scenario_get_cursor (scenario);

  for (guint i = 0; i < cursor; i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);

      if (umpire_event_get_overrides (event) != 0)
        g_hash_table_add (replaced, GUINT_TO_POINTER (umpire_event_get_overrides (event)));
    }
  for (guint i = 0; i < cursor; i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);

      if (!g_hash_table_contains (replaced, GUINT_TO_POINTER (umpire_event_get_id (event))))
        g_ptr_array_add (events, event);
    }
  return events;
}

/* A 1916 scenario field (nation, battle, terrain, scale) as the log shows
 * the same input; "—" when unset. */
static char *
dup_field_for_people (UmpireRules *rules,
                      const char  *name,
                      const char  *id)
{
  if (id == NULL || *id == '\0')
    return g_strdup ("—");
  return umpire_input_dup_for_people (rules, "1916", name, id);
}

static char *
dup_nation_for_people (UmpireRules    *rules,
                       UmpireScenario *scenario,
                       UmpireSide      side)
{
  return dup_field_for_people (rules, "nation", umpire_scenario_get_side_nation (scenario, side));
}

/* A grid of every event of `procedure` for `side`: one column per value.
 * Returns the number of events. */
static guint
add_results_grid (UmpireSheet *self,
                  UmpireRules *rules,
                  GPtrArray   *events,
                  const char  *procedure,
                  gboolean     any_side,
                  UmpireSide   side)
{
  g_autoptr(GPtrArray) matching = g_ptr_array_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GStrvBuilder) header = g_strv_builder_new ();
  g_auto(GStrv) header_strv = NULL;
  /* Extra heavy weapons are rolled for a weapon the players named: say which. */
  gboolean weapons = g_str_equal (procedure, "setup-heavy-weapons");
  UmpireResult *first = NULL;
  Block *grid;

  for (guint i = 0; i < events->len; i++)
    {
      UmpireEvent *event = g_ptr_array_index (events, i);

      if (g_strcmp0 (umpire_event_get_procedure (event), procedure) == 0 &&
          (any_side || umpire_event_get_side (event) == side))
        g_ptr_array_add (matching, event);
    }
  if (matching->len == 0)
    {
      add_text (self, BLOCK_SMALL, "%s", _("Not rolled yet."));
      return 0;
    }

  for (guint i = 0; i < matching->len; i++)
    {
      UmpireResult *result = umpire_event_get_result (g_ptr_array_index (matching, i));
      g_auto(GStrv) value_names = umpire_result_dup_value_names (result);

      if (first == NULL)
        first = result;
      for (guint v = 0; value_names[v] != NULL; v++)
        if (!g_ptr_array_find_with_equal_func (names, value_names[v], g_str_equal, NULL))
          g_ptr_array_add (names, g_strdup (value_names[v]));
    }
  if (any_side)
    g_strv_builder_add (header, _("Side"));
  if (weapons)
    g_strv_builder_add (header, _("Weapon"));
  for (guint n = 0; n < names->len; n++)
    g_strv_builder_add (header, umpire_result_get_value_label (first, g_ptr_array_index (names, n)));
  header_strv = g_strv_builder_end (header);
  grid = add_grid (self, (const char * const *) header_strv, FALSE);

  for (guint i = 0; i < matching->len; i++)
    {
      UmpireEvent *event = g_ptr_array_index (matching, i);
      UmpireResult *result = umpire_event_get_result (event);
      g_autoptr(GStrvBuilder) row = g_strv_builder_new ();
      g_auto(GStrv) strv = NULL;

      if (any_side)
        g_strv_builder_add (row, umpire_side_get_label (umpire_event_get_side (event)));
      if (weapons)
        {
          const char *weapon = umpire_result_get_input (result, "weapon");
          g_autofree char *label = weapon != NULL
                                   ? umpire_rules_label_for (rules, "1916.heavy-weapons-recommendations", weapon)
                                   : NULL;

          g_strv_builder_add (row, label != NULL ? label : "—");
        }
      for (guint n = 0; n < names->len; n++)
        {
          const char *name = g_ptr_array_index (names, n);
          g_autofree char *shown = umpire_value_dup_for_people (rules, procedure, name,
                                                                umpire_result_get_value (result, name));

          g_strv_builder_add (row, shown ? shown : "—");
        }
      strv = g_strv_builder_end (row);
      grid_add_row (grid, (const char * const *) strv);
    }
  return matching->len;
}

static const char *
or_dash (const char *text)
{
  return text != NULL && *text ? text : "—";
}

static void
add_scenario_summary (UmpireSheet    *self,
                      UmpireRules    *rules,
                      UmpireScenario *scenario)
{
  static const UmpireSide sides[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };
  const char * const *optional = umpire_scenario_get_optional_rules (scenario);
  g_autofree char *year = umpire_scenario_get_year (scenario) > 0
                          ? g_strdup_printf ("%d", umpire_scenario_get_year (scenario)) : NULL;
  g_autofree char *optional_text = optional[0] ? g_strjoinv (", ", (char **) optional) : NULL;
  g_autofree char *battle = dup_field_for_people (rules, "battle", umpire_scenario_get_battle (scenario));
  g_autofree char *terrain = dup_field_for_people (rules, "terrain", umpire_scenario_get_terrain (scenario));
  g_autofree char *scale = dup_field_for_people (rules, "scale", umpire_scenario_get_scale (scenario));
  Block *grid;

  add_text (self, BLOCK_HEADING, "%s", _("Scenario"));
  grid = add_grid (self, NULL, TRUE);
  grid_add_row (grid, (const char *[]) { _("Year"), or_dash (year), NULL });
  grid_add_row (grid, (const char *[]) { _("Battle"), battle, NULL });
  grid_add_row (grid, (const char *[]) { _("Terrain"), terrain, NULL });
  grid_add_row (grid, (const char *[]) { _("Ground scale"), scale, NULL });
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      g_autofree char *nation = dup_nation_for_people (rules, scenario, sides[i]);
      int sub_units = umpire_scenario_get_side_sub_units (scenario, sides[i]);
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %d sub-unit", "%s, %d sub-units",
                                                            sub_units),
                                               nation, sub_units);

      grid_add_row (grid, (const char *[]) { umpire_side_get_label (sides[i]), text, NULL });
    }
  grid_add_row (grid, (const char *[]) { _("Optional rules"), or_dash (optional_text), NULL });
  if (umpire_scenario_get_notes (scenario) != NULL)
    grid_add_row (grid, (const char *[]) { _("Notes"), umpire_scenario_get_notes (scenario), NULL });
}

/* The setup procedures of 1916, by the procedure names of their results. */
static const struct
{
  const char *procedure;
  const char *title;
  gboolean    per_side;
} setup_steps[] = {
  { "setup-support", N_("Support rolls: barrages, on-call artillery, airstrikes, gas"), TRUE },
  { "setup-heavy-weapons", N_("Extra heavy weapons"), TRUE },
  { "setup-defensive-works", N_("Defensive works"), TRUE },
};

UmpireSheet *
umpire_sheet_new_setup (UmpireRules    *rules,
                        UmpireScenario *scenario,
                        UmpireSide      side)
{
  g_autoptr(UmpireSheet) self = NULL;
  g_autoptr(GPtrArray) events = NULL;
  static const UmpireSide both[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };
  const char *title;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  self = g_object_new (UMPIRE_TYPE_SHEET, NULL);
  events = events_in_force (scenario);
  title = umpire_scenario_get_title (scenario);
  if (title == NULL || *title == '\0')
    title = _("Untitled scenario");

  if (side == UMPIRE_SIDE_NONE)
    self->title = g_strdup_printf (_("%s: umpire’s copy"), title);
  else
    self->title = g_strdup_printf (_("%s: %s’s setup sheet"), title, umpire_side_get_label (side));

  add_text (self, BLOCK_TITLE, "%s", title);
  if (side == UMPIRE_SIDE_NONE)
    add_text (self, BLOCK_SUBTITLE, "%s", _("1916 setup — umpire’s copy, both sides and every roll"));
  else
    {
      g_autofree char *nation = dup_nation_for_people (rules, scenario, side);

      add_text (self, BLOCK_SUBTITLE, _("1916 setup — %s (%s)"), umpire_side_get_label (side), nation);
    }

  add_scenario_summary (self, rules, scenario);

  for (guint s = 0; s < G_N_ELEMENTS (both); s++)
    {
      g_autofree char *nation = NULL;

      if (side != UMPIRE_SIDE_NONE && side != both[s])
        continue;
      nation = dup_nation_for_people (rules, scenario, both[s]);
      add_text (self, BLOCK_HEADING, "%s (%s)", umpire_side_get_label (both[s]), nation);
      for (guint i = 0; i < G_N_ELEMENTS (setup_steps); i++)
        {
          add_text (self, BLOCK_SUBHEADING, "%s", _(setup_steps[i].title));
          add_results_grid (self, rules, events, setup_steps[i].procedure, FALSE, both[s]);
        }
    }

  add_text (self, BLOCK_HEADING, "%s", _("Setup proximity and lull"));
  add_results_grid (self, rules, events, "setup-proximity", TRUE, UMPIRE_SIDE_NONE);
  if (umpire_scenario_get_lull_start (scenario) > 0)
    add_text (self, BLOCK_TEXT, _("Lull rolls begin on turn %d."), umpire_scenario_get_lull_start (scenario));
  else
    add_text (self, BLOCK_TEXT, "%s", _("Lull rolls begin on the turn of the proximity die (not rolled yet)."));

  add_text (self, BLOCK_HEADING, "%s", _("Barrage allocation"));
  for (guint s = 0; s < G_N_ELEMENTS (both); s++)
    {
      const char *count = NULL;

      if (side != UMPIRE_SIDE_NONE && side != both[s])
        continue;
      /* The support roll of the barrage category gives the count. */
      for (guint i = 0; i < events->len; i++)
        {
          UmpireEvent *event = g_ptr_array_index (events, i);
          UmpireResult *result = umpire_event_get_result (event);

          if (umpire_event_get_side (event) == both[s] &&
              g_strcmp0 (umpire_event_get_procedure (event), "setup-support") == 0 &&
              (g_strcmp0 (umpire_result_get_input (result, "category"), "barrage") == 0 ||
               g_strcmp0 (umpire_result_get_value (result, "category"), "barrage") == 0))
            count = umpire_result_get_value (result, "count");
        }
      add_text (self, BLOCK_TEXT, _("%s: %s pre-game barrages to allocate."),
                umpire_side_get_label (both[s]), count ? count : _("not rolled yet —"));
    }
  add_text (self, BLOCK_SUBHEADING, "%s", _("Counter-battery fire"));
  add_results_grid (self, rules, events, "setup-counterbattery", side == UMPIRE_SIDE_NONE, side);
  add_text (self, BLOCK_SUBHEADING, "%s", _("Pre-game bombardment"));
  add_results_grid (self, rules, events, "setup-bombardment", side == UMPIRE_SIDE_NONE, side);
  {
    /* Room to write the allocation by hand at the table. */
    const char *header[] = { _("Target"), _("Barrages"), _("Gas"), _("Bases lost"), _("Morale"), NULL };
    Block *grid = add_grid (self, header, FALSE);

    grid->fill = TRUE;
    for (guint i = 0; i < 6; i++)
      grid_add_row (grid, (const char *[]) { " ", " ", " ", " ", " ", NULL });
  }

  add_text (self, BLOCK_HEADING, "%s", _("For play"));
  add_table_by_id (self, rules, "1916.lull-features", FALSE, NULL);
  add_table_by_id (self, rules, "1916.reinforcements", FALSE, NULL);

  add_text (self, BLOCK_HEADING, "%s", _("Placement checklist"));
  add_table_by_id (self, rules, "1916.placement-checklist", TRUE, NULL);

  if (side == UMPIRE_SIDE_NONE)
    {
      add_block (self, BLOCK_PAGE_BREAK, NULL);
      add_text (self, BLOCK_HEADING, "%s", _("Every roll, with its explanation"));
      for (guint i = 0; i < events->len; i++)
        {
          g_autofree char *text = umpire_event_to_text (g_ptr_array_index (events, i));

          add_block (self, BLOCK_SMALL, text);
        }
      if (events->len == 0)
        add_text (self, BLOCK_SMALL, "%s", _("No rolls yet."));
    }

  return g_steal_pointer (&self);
}

UmpireSheet *
umpire_sheet_new_log (UmpireScenario *scenario,
                      const char     *system,
                      int             side)
{
  g_autoptr(UmpireSheet) self = NULL;
  const char *title;
  guint n = 0;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  self = g_object_new (UMPIRE_TYPE_SHEET, NULL);
  title = umpire_scenario_get_title (scenario);
  if (title == NULL || *title == '\0')
    title = _("Untitled scenario");
  self->title = g_strdup_printf (_("%s: event log"), title);
  add_text (self, BLOCK_TITLE, "%s", self->title);

  for (guint i = 0; i < umpire_scenario_get_n_events (scenario); i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);
      g_autofree char *text = NULL;
      g_auto(GStrv) lines = NULL;

      if (system != NULL && g_strcmp0 (umpire_event_get_system (event), system) != 0)
        continue;
      if (side >= 0 && (int) umpire_event_get_side (event) != side)
        continue;
      text = umpire_event_to_text (event);
      lines = g_strsplit (text, "\n", -1);
      /* One piece per line, so a long trail can run over a page. */
      add_block (self, BLOCK_SUBHEADING, lines[0]);
      for (guint l = 1; lines[l] != NULL; l++)
        if (*lines[l])
          add_block (self, BLOCK_SMALL, g_strstrip (lines[l]));
      n++;
    }
  if (n == 0)
    add_text (self, BLOCK_TEXT, "%s", _("No events."));
  return g_steal_pointer (&self);
}
