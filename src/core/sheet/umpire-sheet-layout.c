/* umpire-sheet-layout.c: the page-layout engine of printed sheets
 *
 * A document is built once as a list of blocks (headings, text, grids);
 * laying it out for a page size turns the blocks into pieces of known
 * height, and pagination fills pages with them. A grid too wide for the
 * page is split into bands of columns, each with the row labels; a grid
 * that runs over a page repeats its header row. No rules here: what the
 * sheets say comes from their content builders.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <pango/pangocairo.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "umpire-sheet-layout.h"

#define MARGIN        36.0   /* half an inch */
#define FOOTER        18.0
#define CELL_PAD       3.0
#define MIN_COLUMN    22.0
#define MAX_COLUMN   170.0
#define MAX_LABEL    190.0
#define FONT_FAMILY  "Sans"

/* ---------------------------------------------------------------------- */
/* Blocks: what the sheet says, independent of the page size              */

/* The styles of text come first, in the order of UmpireSheetStyle. */
typedef enum
{
  BLOCK_TITLE = UMPIRE_SHEET_TITLE,
  BLOCK_SUBTITLE = UMPIRE_SHEET_SUBTITLE,
  BLOCK_HEADING = UMPIRE_SHEET_HEADING,
  BLOCK_SUBHEADING = UMPIRE_SHEET_SUBHEADING,
  BLOCK_TEXT = UMPIRE_SHEET_TEXT,
  BLOCK_SMALL = UMPIRE_SHEET_SMALL,
  BLOCK_BULLET = UMPIRE_SHEET_BULLET,
  BLOCK_CHECK = UMPIRE_SHEET_CHECK,
  BLOCK_GRID,
  BLOCK_PAGE_BREAK,
  BLOCK_DRAWING,        /* a drawing of a fixed height, as wide as the text */
} BlockKind;

/* Any block; a grid is handed out as an UmpireSheetGrid. */
typedef struct _UmpireSheetGrid Block;

struct _UmpireSheetGrid
{
  BlockKind  kind;
  char      *text;
  GStrv      header;     /* grids: column titles, or NULL */
  GPtrArray *rows;       /* grids: GStrv per row */
  gboolean   labels;     /* grids: the first column labels the rows */
  gboolean   fill;       /* grids: as wide as the page, for writing in */
  double              height;        /* drawings */
  UmpireSheetDrawFunc draw;
  gpointer            draw_data;
  GDestroyNotify      draw_destroy;
};

static void
block_free (gpointer data)
{
  Block *block = data;

  g_free (block->text);
  g_strfreev (block->header);
  g_clear_pointer (&block->rows, g_ptr_array_unref);
  if (block->draw_destroy != NULL)
    block->draw_destroy (block->draw_data);
  g_free (block);
}

/* ---------------------------------------------------------------------- */
/* Pieces: blocks laid out for one width                                  */

typedef enum
{
  PIECE_TEXT,
  PIECE_ROW,
  PIECE_BREAK,
  PIECE_DRAWING,
} PieceKind;

typedef struct _Piece Piece;

struct _Piece
{
  PieceKind  kind;
  BlockKind  block_kind;
  const char *text;           /* borrowed from the block, or `owned` */
  char      *owned;           /* text: a page's share of a block taller than a page */
  const Block *block;         /* drawings: borrowed */
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

struct _UmpireSheetDocument
{
  char      *title;
  GPtrArray *blocks;      /* Block* */

  /* The layout for the last page size. */
  double     width, height;
  GPtrArray *pieces;      /* Piece* */
  GPtrArray *bands;       /* double* arrays of column widths */
  GPtrArray *pages;       /* GArray of Placed, per page */
};

static void
piece_free (gpointer data)
{
  Piece *piece = data;

  g_free (piece->owned);
  g_free (piece);
}

static void
clear_layout (UmpireSheetDocument *self)
{
  g_clear_pointer (&self->pieces, g_ptr_array_unref);
  g_clear_pointer (&self->bands, g_ptr_array_unref);
  g_clear_pointer (&self->pages, g_ptr_array_unref);
  self->width = self->height = 0;
}

UmpireSheetDocument *
umpire_sheet_document_new (const char *title)
{
  UmpireSheetDocument *self = g_new0 (UmpireSheetDocument, 1);

  self->title = g_strdup (title);
  self->blocks = g_ptr_array_new_with_free_func (block_free);
  return self;
}

void
umpire_sheet_document_free (UmpireSheetDocument *document)
{
  if (document == NULL)
    return;
  clear_layout (document);
  g_free (document->title);
  g_ptr_array_unref (document->blocks);
  g_free (document);
}

const char *
umpire_sheet_document_get_title (UmpireSheetDocument *document)
{
  g_return_val_if_fail (document != NULL, NULL);
  return document->title;
}

void
umpire_sheet_document_set_title (UmpireSheetDocument *document,
                                 const char          *title)
{
  g_return_if_fail (document != NULL);
  g_free (document->title);
  document->title = g_strdup (title);
}

int
umpire_sheet_document_get_n_pages (UmpireSheetDocument *document)
{
  g_return_val_if_fail (document != NULL, 0);
  return document->pages != NULL ? (int) document->pages->len : 0;
}

static Block *
add_block (UmpireSheetDocument *self,
           BlockKind            kind,
           const char          *text)
{
  Block *block = g_new0 (Block, 1);

  block->kind = kind;
  block->text = g_strdup (text);
  if (self != NULL)
    g_ptr_array_add (self->blocks, block);
  return block;
}

/* The characters of the title a page's footer repeats. */
#define FOOTER_TITLE_MAX 120
/* The characters of a title or heading printed: some five pages of
 * them, and no more. */
#define HEADING_MAX 10000

/* `text` cut after `max` characters, with "…"; the time it takes grows
 * with `max`, not with the text. */
static char *
dup_cut (const char *text,
         guint       max)
{
  const char *end = text;

  for (guint n = 0; n < max && *end != '\0'; n++)
    end = g_utf8_next_char (end);
  return *end != '\0' ? g_strdup_printf ("%.*s…", (int) (end - text), text) : g_strdup (text);
}

void
umpire_sheet_document_add (UmpireSheetDocument *document,
                           UmpireSheetStyle     style,
                           const char          *text)
{
  g_return_if_fail (document != NULL);
  g_return_if_fail (style <= UMPIRE_SHEET_CHECK);

  /* A title or a heading is a line or two: one of a megabyte (a scenario's
   * title can be) is cut, not laid out whole in 16-point bold, which Pango
   * does neither quickly nor on the page. */
  if (text != NULL && (style == UMPIRE_SHEET_TITLE || style == UMPIRE_SHEET_SUBTITLE ||
                       style == UMPIRE_SHEET_HEADING || style == UMPIRE_SHEET_SUBHEADING))
    {
      g_autofree char *cut = dup_cut (text, HEADING_MAX);

      add_block (document, (BlockKind) style, cut);
      return;
    }
  add_block (document, (BlockKind) style, text);
}

void
umpire_sheet_document_add_printf (UmpireSheetDocument *document,
                                  UmpireSheetStyle     style,
                                  const char          *format,
                                  ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  umpire_sheet_document_add (document, style, text);
}

void
umpire_sheet_document_add_page_break (UmpireSheetDocument *document)
{
  g_return_if_fail (document != NULL);
  add_block (document, BLOCK_PAGE_BREAK, NULL);
}

void
umpire_sheet_document_add_drawing (UmpireSheetDocument *document,
                                   double               height,
                                   UmpireSheetDrawFunc  draw,
                                   gpointer             user_data,
                                   GDestroyNotify       destroy)
{
  Block *block;

  g_return_if_fail (document != NULL);
  g_return_if_fail (draw != NULL);
  g_return_if_fail (height > 0);
  block = add_block (document, BLOCK_DRAWING, NULL);
  block->height = height;
  block->draw = draw;
  block->draw_data = user_data;
  block->draw_destroy = destroy;
}

static Block *
new_grid (UmpireSheetDocument *self,
          const char * const  *header,
          gboolean             labels)
{
  Block *block = add_block (self, BLOCK_GRID, NULL);

  block->header = header ? g_strdupv ((char **) header) : NULL;
  block->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  block->labels = labels;
  return block;
}

UmpireSheetGrid *
umpire_sheet_document_add_grid (UmpireSheetDocument *document,
                                const char * const  *header,
                                gboolean             labels)
{
  g_return_val_if_fail (document != NULL, NULL);
  return new_grid (document, header, labels);
}

UmpireSheetGrid *
umpire_sheet_grid_new (const char * const *header,
                       gboolean            labels)
{
  return new_grid (NULL, header, labels);
}

void
umpire_sheet_grid_free (UmpireSheetGrid *grid)
{
  if (grid != NULL)
    block_free (grid);
}

void
umpire_sheet_grid_add_row (UmpireSheetGrid    *grid,
                           const char * const *cells)
{
  g_return_if_fail (grid != NULL && grid->kind == BLOCK_GRID);
  g_ptr_array_add (grid->rows, g_strdupv ((char **) cells));
}

void
umpire_sheet_grid_set_fill (UmpireSheetGrid *grid,
                            gboolean         fill)
{
  g_return_if_fail (grid != NULL && grid->kind == BLOCK_GRID);
  grid->fill = fill;
}

/* ---------------------------------------------------------------------- */
/* Text                                                                   */

/* The longest run of characters without a break the layout is given:
 * Pango breaks an unbroken word character by character in time that grows
 * with the square of its length (a 40 KB title took 16 s). */
#define UNBROKEN_MAX 64

/* `text` with a zero-width space after every UNBROKEN_MAX characters of a
 * run without spaces, so that long words break in linear time; NULL when
 * it has no such run (the text serves as it is). */
static char *
dup_with_breaks (const char *text)
{
  g_autoptr(GString) out = NULL;
  guint run = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c) || c == 0x200B || c == '-' || c == '/')
        run = 0;
      else if (++run > UNBROKEN_MAX)
        {
          if (out == NULL)
            out = g_string_new_len (text, p - text);
          g_string_append_unichar (out, 0x200B);
          run = 1;
        }
      if (out != NULL)
        g_string_append_unichar (out, c);
    }
  return out != NULL ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
}

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
  {
    g_autofree char *broken = text != NULL ? dup_with_breaks (text) : NULL;

    pango_layout_set_text (layout, broken != NULL ? broken : text ? text : "", -1);
  }
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

/* The widest word of a header: a header may wrap between its words. */
static double
widest_word (cairo_t    *cr,
             const char *text)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  double w = 0;

  for (guint i = 0; words[i] != NULL; i++)
    w = MAX (w, text_width (cr, BLOCK_GRID, TRUE, words[i]));
  return w;
}

/* Natural column widths, held between MIN_COLUMN and MAX_COLUMN: as wide
 * as the widest cell and the header's widest word. `wanted` gets the width
 * that would keep the header on one line. */
static double *
natural_widths (cairo_t     *cr,
                const Block *grid,
                guint        n_columns,
                gboolean    *capped,
                double      *wanted)
{
  double *widths = g_new0 (double, n_columns);

  for (guint c = 0; c < n_columns; c++)
    {
      double max = (grid->labels && c == 0) ? MAX_LABEL : MAX_COLUMN;
      double w = 0, header = 0;

      if (grid->header)
        {
          header = text_width (cr, BLOCK_GRID, TRUE, cell_text (grid->header, c)) + 2 * CELL_PAD + 1;
          w = widest_word (cr, cell_text (grid->header, c));
        }
      for (guint r = 0; r < grid->rows->len; r++)
        w = MAX (w, text_width (cr, BLOCK_GRID, grid->labels && c == 0,
                                cell_text (g_ptr_array_index (grid->rows, r), c)));
      w += 2 * CELL_PAD + 1;
      capped[c] = w > max;
      widths[c] = CLAMP (w, MIN_COLUMN, max);
      wanted[c] = CLAMP (MAX (w, header), widths[c], max);
    }
  return widths;
}

/* Lays a grid out in bands of columns that fit `width`; appends pieces. */
static void
layout_grid (UmpireSheetDocument *self,
             cairo_t             *cr,
             const Block         *grid,
             double               width)
{
  guint n_columns = grid_n_columns (grid);
  g_autofree gboolean *capped = g_new0 (gboolean, MAX (n_columns, 1));
  g_autofree double *wanted = g_new0 (double, MAX (n_columns, 1));
  g_autofree double *natural = NULL;
  guint first = grid->labels ? 1 : 0;
  guint per_band = G_MAXUINT;

  if (n_columns == 0)
    return;
  natural = natural_widths (cr, grid, n_columns, capped, wanted);

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
      /* Headers that wrap get room first, up to one line each. */
      if (spare > 0)
        {
          double need = 0;

          for (guint i = 0; i < n_band; i++)
            need += wanted[grid->labels ? (i == 0 ? 0 : first + i - 1) : first + i] - widths[i];
          for (guint i = 0; need > 0 && i < n_band; i++)
            {
              guint c = grid->labels ? (i == 0 ? 0 : first + i - 1) : first + i;
              double extra = (wanted[c] - widths[i]) * MIN (1, spare / need);

              widths[i] += extra;
              used += extra;
            }
          spare = width - used;
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

/* A grid drawn on its own, outside a document. */
static double
grid_at (UmpireSheetGrid *grid,
         cairo_t         *cr,
         double           x,
         double           y,
         double           width,
         gboolean         draw)
{
  g_autoptr(UmpireSheetDocument) layout = umpire_sheet_document_new (NULL);
  double top = y;

  layout->pieces = g_ptr_array_new_with_free_func (g_free);
  layout->bands = g_ptr_array_new_with_free_func (g_free);
  layout_grid (layout, cr, grid, width);
  for (guint i = 0; i < layout->pieces->len; i++)
    {
      Piece *piece = g_ptr_array_index (layout->pieces, i);

      y += piece->space_before;
      if (draw && piece->kind == PIECE_ROW)
        draw_row (cr, piece, x, y);
      y += piece->height;
    }
  return y - top;
}

double
umpire_sheet_grid_draw (UmpireSheetGrid *grid,
                        cairo_t         *cr,
                        double           x,
                        double           y,
                        double           width)
{
  g_return_val_if_fail (grid != NULL && grid->kind == BLOCK_GRID, 0);
  g_return_val_if_fail (cr != NULL, 0);
  return grid_at (grid, cr, x, y, width, TRUE);
}

double
umpire_sheet_grid_measure (UmpireSheetGrid *grid,
                           cairo_t         *cr,
                           double           width)
{
  g_return_val_if_fail (grid != NULL && grid->kind == BLOCK_GRID, 0);
  g_return_val_if_fail (cr != NULL, 0);
  return grid_at (grid, cr, 0, 0, width, FALSE);
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
add_text_piece (UmpireSheetDocument *self,
                const Block         *block,
                const char          *text,
                gsize                length,
                gboolean             first,
                double               height)
{
  Piece *piece = g_new0 (Piece, 1);

  piece->kind = PIECE_TEXT;
  piece->block_kind = block->kind;
  piece->owned = g_strndup (text, length);
  piece->text = piece->owned;
  piece->space_before = first ? space_before (block->kind) : 0;
  piece->height = height;
  g_ptr_array_add (self->pieces, piece);
}

/* A text block taller than a page, as pieces of whole lines that each fit
 * a page. */
static void
split_text (UmpireSheetDocument *self,
            cairo_t             *cr,
            const Block         *block,
            double               width,
            double               page_height)
{
  g_autoptr(PangoLayout) layout = new_layout (cr, block->kind, FALSE, block->text, width);
  const char *laid = pango_layout_get_text (layout);
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  int start = 0, top = 0;

  do
    {
      PangoLayoutLine *line = pango_layout_iter_get_line_readonly (iter);
      PangoRectangle extents;

      pango_layout_iter_get_line_extents (iter, NULL, &extents);
      /* A line that would not fit closes the piece before it. */
      if (line->start_index > start
          && (extents.y + extents.height - top) / (double) PANGO_SCALE + 3 > page_height)
        {
          add_text_piece (self, block, laid + start, line->start_index - start, start == 0,
                          (extents.y - top) / (double) PANGO_SCALE + 3);
          start = line->start_index;
          top = extents.y;
        }
      if (pango_layout_iter_at_last_line (iter))
        add_text_piece (self, block, laid + start, strlen (laid + start), start == 0,
                        (extents.y + extents.height - top) / (double) PANGO_SCALE + 3);
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
}

static void
layout_blocks (UmpireSheetDocument *self,
               cairo_t             *cr,
               double               width,
               double               page_height)
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
      if (block->kind == BLOCK_DRAWING)
        {
          piece->kind = PIECE_DRAWING;
          piece->block = block;
          piece->height = MIN (block->height, page_height);
          piece->space_before = 4;
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
          if (piece->height > page_height)
            {
              /* Taller than a page: continued on the next, line by line,
               * so that nothing falls off the bottom. */
              g_free (piece);
              split_text (self, cr, block, width - indent, page_height);
              continue;
            }
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

double
umpire_sheet_text_width (double page_width)
{
  return page_width - 2 * MARGIN;
}

int
umpire_sheet_document_paginate (UmpireSheetDocument *document,
                                cairo_t             *cr,
                                double               width,
                                double               height)
{
  double top = MARGIN;
  double bottom = height - MARGIN - FOOTER;
  double y = top;
  GArray *page;

  g_return_val_if_fail (document != NULL, 0);

  if (document->pages != NULL && document->width == width && document->height == height)
    return (int) document->pages->len;

  clear_layout (document);
  document->width = width;
  document->height = height;
  document->pieces = g_ptr_array_new_with_free_func (piece_free);
  document->bands = g_ptr_array_new_with_free_func (g_free);
  document->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  layout_blocks (document, cr, width - 2 * MARGIN, bottom - top);

  page = new_page (document->pages);
  for (guint i = 0; i < document->pieces->len; i++)
    {
      Piece *piece = g_ptr_array_index (document->pieces, i);
      double need = piece->space_before + piece->height;
      Placed placed;

      if (piece->kind == PIECE_BREAK)
        {
          if (y > top)
            {
              page = new_page (document->pages);
              y = top;
            }
          continue;
        }

      /* Headings and header rows stay with what follows them. */
      for (guint j = i; j + 1 < document->pieces->len; j++)
        {
          Piece *current = g_ptr_array_index (document->pieces, j);
          Piece *next = g_ptr_array_index (document->pieces, j + 1);

          if (!current->keep_with_next || next->kind == PIECE_BREAK || j - i > 3)
            break;
          need += next->space_before + next->height;
        }

      if (y + need > bottom && y > top)
        {
          page = new_page (document->pages);
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

  return (int) document->pages->len;
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
  if (piece->kind == PIECE_DRAWING)
    {
      /* Clipped: a drawing may paint its background. */
      cairo_save (cr);
      cairo_rectangle (cr, x, y, width, piece->height);
      cairo_clip (cr);
      cairo_translate (cr, x, y);
      piece->block->draw (cr, width, piece->height, piece->block->draw_data);
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
umpire_sheet_document_draw_page (UmpireSheetDocument *document,
                                 cairo_t             *cr,
                                 double               width,
                                 double               height,
                                 int                  page)
{
  int n_pages;
  GArray *placed;
  g_autofree char *footer = NULL;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (document != NULL);

  n_pages = umpire_sheet_document_paginate (document, cr, width, height);
  if (page < 0 || page >= n_pages)
    return;

  cairo_save (cr);
  placed = g_ptr_array_index (document->pages, page);
  for (guint i = 0; i < placed->len; i++)
    {
      const Placed *p = &g_array_index (placed, Placed, i);

      draw_piece (cr, p->piece, MARGIN, p->y, width - 2 * MARGIN);
    }

  /* The title cut short: laid out on every page, a long one whole would
   * cost the square of its length (a 1 MB title had 1 300 pages). */
  {
    g_autofree char *shown = dup_cut (document->title ? document->title : "", FOOTER_TITLE_MAX);

    /* Translators: the footer of a printed sheet: title, page, pages */
    footer = g_strdup_printf (_("%s — page %d of %d"), shown, page + 1, n_pages);
  }
  {
    g_autoptr(PangoLayout) layout = new_layout (cr, BLOCK_SMALL, FALSE, footer, width - 2 * MARGIN);

    pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
    cairo_set_source_rgb (cr, 0, 0, 0);
    cairo_move_to (cr, MARGIN, height - MARGIN - FOOTER + 8);
    pango_cairo_show_layout (cr, layout);
  }
  cairo_restore (cr);
}

typedef struct
{
  int fd;
  int saved_errno;
} PdfSink;

static cairo_status_t
pdf_sink_write (void                *closure,
                const unsigned char *data,
                unsigned int         length)
{
  PdfSink *sink = closure;

  while (length > 0)
    {
      ssize_t written = write (sink->fd, data, length);

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        {
          sink->saved_errno = written < 0 ? errno : ENOSPC;
          return CAIRO_STATUS_WRITE_ERROR;
        }
      data += written;
      length -= written;
    }
  return CAIRO_STATUS_SUCCESS;
}

/* A PDF is written as a scenario is saved: to a temporary file beside
 * `path`, synced, then put in its place, so that a full disk or a kill
 * leaves what was there. A path that is not a regular file (a pipe,
 * /dev/stdout) is written straight, every error still reported. */
gboolean
umpire_sheet_document_write_pdf (UmpireSheetDocument  *document,
                                 const char           *path,
                                 double                width,
                                 double                height,
                                 GError              **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  int n_pages;
  PdfSink sink = { -1, 0 };
  g_autofree char *temporary = NULL;
  GStatBuf info;
  gboolean straight;

  g_return_val_if_fail (document != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  straight = g_stat (path, &info) == 0 && !S_ISREG (info.st_mode);
  if (straight)
    sink.fd = g_open (path, O_WRONLY | O_CLOEXEC, 0);
  else
    {
      temporary = g_strconcat (path, ".XXXXXX", NULL);
      sink.fd = g_mkstemp_full (temporary, O_WRONLY | O_CLOEXEC, 0644);
    }
  if (sink.fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("%s: cannot write the PDF: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }

  surface = cairo_pdf_surface_create_for_stream (pdf_sink_write, &sink, width, height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                  document->title ? document->title : "");
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Umpire " PACKAGE_VERSION);
  cr = cairo_create (surface);
  n_pages = umpire_sheet_document_paginate (document, cr, width, height);
  for (int page = 0; page < n_pages; page++)
    {
      umpire_sheet_document_draw_page (document, cr, width, height, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status == CAIRO_STATUS_SUCCESS && !straight && fsync (sink.fd) != 0)
    sink.saved_errno = errno;
  if (close (sink.fd) != 0 && sink.saved_errno == 0 && status == CAIRO_STATUS_SUCCESS)
    sink.saved_errno = errno;
  if (status == CAIRO_STATUS_SUCCESS && sink.saved_errno == 0 && !straight &&
      g_rename (temporary, path) != 0)
    sink.saved_errno = errno;
  if (status != CAIRO_STATUS_SUCCESS || sink.saved_errno != 0)
    {
      if (temporary != NULL)
        g_unlink (temporary);
      g_set_error (error, G_IO_ERROR, sink.saved_errno ? g_io_error_from_errno (sink.saved_errno) : G_IO_ERROR_FAILED,
                   _("%s: cannot write the PDF: %s"), path,
                   sink.saved_errno ? g_strerror (sink.saved_errno) : cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
