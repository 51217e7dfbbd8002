/* umpire-sheet.c: printed sheets, drawn with cairo
 *
 * An UmpireSheet is a laid-out document (umpire-sheet-layout.c) filled by
 * one of the content builders: the 1916 setup sheets and the umpire's copy
 * (umpire-sheet-setup.c), the event log (umpire-sheet-log.c) and the
 * quick references (umpire-sheet-reference.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-sheet.h"
#include "umpire-sheet-debrief.h"
#include "umpire-sheet-layout.h"
#include "umpire-sheet-log.h"
#include "umpire-sheet-reference.h"
#include "umpire-sheet-setup.h"
#include "umpire-sheet-tables.h"

struct _UmpireSheet
{
  GObject              parent_instance;
  UmpireSheetDocument *document;
};

G_DEFINE_FINAL_TYPE (UmpireSheet, umpire_sheet, G_TYPE_OBJECT)

static void
umpire_sheet_finalize (GObject *object)
{
  UmpireSheet *self = UMPIRE_SHEET (object);

  g_clear_pointer (&self->document, umpire_sheet_document_free);

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
}

/* Takes the document. */
static UmpireSheet *
sheet_new (UmpireSheetDocument *document)
{
  UmpireSheet *self;

  if (document == NULL)
    return NULL;
  self = g_object_new (UMPIRE_TYPE_SHEET, NULL);
  self->document = document;
  return self;
}

UmpireSheet *
umpire_sheet_new_setup (UmpireRules    *rules,
                        UmpireScenario *scenario,
                        UmpireSide      side)
{
  return sheet_new (umpire_sheet_setup_build (rules, scenario, side, FALSE));
}

UmpireSheet *
umpire_sheet_new_setup_with_odds (UmpireRules    *rules,
                                  UmpireScenario *scenario,
                                  UmpireSide      side)
{
  return sheet_new (umpire_sheet_setup_build (rules, scenario, side, TRUE));
}

UmpireSheet *
umpire_sheet_new_reference (UmpireRules  *rules,
                            const char   *system,
                            const char   *support_reading,
                            GError      **error)
{
  return sheet_new (umpire_sheet_reference_build (rules, system, support_reading, error));
}

UmpireSheet *
umpire_sheet_new_log (UmpireRules    *rules,
                      UmpireScenario *scenario,
                      const char     *system,
                      int             side)
{
  return sheet_new (umpire_sheet_log_build (rules, scenario, system, side));
}

UmpireSheet *
umpire_sheet_new_debrief (UmpireRules    *rules,
                          UmpireScenario *scenario)
{
  g_autoptr(UmpireReport) report = umpire_report_new (rules, scenario);

  return sheet_new (umpire_sheet_debrief_build (report));
}

UmpireSheet *
umpire_sheet_new_debrief_for (UmpireReport *report)
{
  g_return_val_if_fail (report != NULL, NULL);
  return sheet_new (umpire_sheet_debrief_build (report));
}

const char *
umpire_sheet_get_title (UmpireSheet *sheet)
{
  g_return_val_if_fail (UMPIRE_IS_SHEET (sheet), NULL);
  return umpire_sheet_document_get_title (sheet->document);
}

int
umpire_sheet_get_n_pages (UmpireSheet *sheet)
{
  g_return_val_if_fail (UMPIRE_IS_SHEET (sheet), 0);
  return umpire_sheet_document_get_n_pages (sheet->document);
}

int
umpire_sheet_paginate (UmpireSheet *sheet,
                       cairo_t     *cr,
                       double       width,
                       double       height)
{
  g_return_val_if_fail (UMPIRE_IS_SHEET (sheet), 0);
  return umpire_sheet_document_paginate (sheet->document, cr, width, height);
}

void
umpire_sheet_draw_page (cairo_t     *cr,
                        double       width,
                        double       height,
                        UmpireSheet *sheet,
                        int          page)
{
  g_return_if_fail (UMPIRE_IS_SHEET (sheet));
  umpire_sheet_document_draw_page (sheet->document, cr, width, height, page);
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
  double width, height;

  g_return_val_if_fail (UMPIRE_IS_SHEET (sheet), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  umpire_paper_get_size (paper, &width, &height);
  return umpire_sheet_document_write_pdf (sheet->document, path, width, height, error);
}

double
umpire_sheet_draw_table (cairo_t           *cr,
                         const UmpireTable *table,
                         double             x,
                         double             y,
                         double             width)
{
  g_autoptr(UmpireSheetGrid) grid = NULL;

  g_return_val_if_fail (cr != NULL && table != NULL, 0);
  grid = umpire_sheet_grid_new_for_table (NULL, table);
  return umpire_sheet_grid_draw (grid, cr, x, y, width);
}

double
umpire_sheet_measure_table (cairo_t           *cr,
                            const UmpireTable *table,
                            double             width)
{
  g_autoptr(UmpireSheetGrid) grid = NULL;

  g_return_val_if_fail (cr != NULL && table != NULL, 0);
  grid = umpire_sheet_grid_new_for_table (NULL, table);
  return umpire_sheet_grid_measure (grid, cr, width);
}
