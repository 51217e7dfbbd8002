/* umpire-print-operation.c: printing a sheet, with preview
 *
 * The pages are the ones umpire-cli writes to PDF: the same cairo drawing
 * (umpire_sheet_draw_page), laid out for the paper the umpire picks in the
 * print dialog (A4 by default, or US Letter), in points.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-print-operation.h"

struct _UmpirePrintOperation
{
  GtkPrintOperation  parent_instance;
  UmpireSheet       *sheet;
};

G_DEFINE_FINAL_TYPE (UmpirePrintOperation, umpire_print_operation, GTK_TYPE_PRINT_OPERATION)

enum {
  PROP_0,
  PROP_SHEET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
umpire_print_operation_begin_print (GtkPrintOperation *operation,
                                    GtkPrintContext   *context)
{
  UmpirePrintOperation *self = UMPIRE_PRINT_OPERATION (operation);
  int n_pages;

  /* Margins are the sheet's own: it draws on the whole page. */
  n_pages = umpire_sheet_paginate (self->sheet, gtk_print_context_get_cairo_context (context),
                                   gtk_print_context_get_width (context),
                                   gtk_print_context_get_height (context));
  gtk_print_operation_set_n_pages (operation, MAX (n_pages, 1));
}

static void
umpire_print_operation_draw_page (GtkPrintOperation *operation,
                                  GtkPrintContext   *context,
                                  int                page_nr)
{
  UmpirePrintOperation *self = UMPIRE_PRINT_OPERATION (operation);

  umpire_sheet_draw_page (gtk_print_context_get_cairo_context (context),
                          gtk_print_context_get_width (context),
                          gtk_print_context_get_height (context),
                          self->sheet, page_nr);
}

static void
umpire_print_operation_dispose (GObject *object)
{
  UmpirePrintOperation *self = UMPIRE_PRINT_OPERATION (object);

  g_clear_object (&self->sheet);

  G_OBJECT_CLASS (umpire_print_operation_parent_class)->dispose (object);
}

static void
umpire_print_operation_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  UmpirePrintOperation *self = UMPIRE_PRINT_OPERATION (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      g_value_set_object (value, self->sheet);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_print_operation_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  UmpirePrintOperation *self = UMPIRE_PRINT_OPERATION (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      self->sheet = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_print_operation_class_init (UmpirePrintOperationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkPrintOperationClass *print_class = GTK_PRINT_OPERATION_CLASS (klass);

  object_class->dispose = umpire_print_operation_dispose;
  object_class->get_property = umpire_print_operation_get_property;
  object_class->set_property = umpire_print_operation_set_property;
  print_class->begin_print = umpire_print_operation_begin_print;
  print_class->draw_page = umpire_print_operation_draw_page;

  properties[PROP_SHEET] =
    g_param_spec_object ("sheet", NULL, NULL, UMPIRE_TYPE_SHEET,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
umpire_print_operation_init (UmpirePrintOperation *self)
{
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) paper = gtk_paper_size_new (NULL);   /* the locale's default */

  gtk_page_setup_set_paper_size_and_default_margins (setup, paper);
  gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (self), setup);
  gtk_print_operation_set_unit (GTK_PRINT_OPERATION (self), GTK_UNIT_POINTS);
  /* The sheet keeps its own margins inside the page. */
  gtk_print_operation_set_use_full_page (GTK_PRINT_OPERATION (self), TRUE);
  gtk_print_operation_set_embed_page_setup (GTK_PRINT_OPERATION (self), TRUE);
}

UmpirePrintOperation *
umpire_print_operation_new (UmpireSheet *sheet)
{
  g_return_val_if_fail (UMPIRE_IS_SHEET (sheet), NULL);

  return g_object_new (UMPIRE_TYPE_PRINT_OPERATION,
                       "sheet", sheet,
                       "job-name", umpire_sheet_get_title (sheet),
                       NULL);
}

UmpireSheet *
umpire_print_operation_get_sheet (UmpirePrintOperation *self)
{
  g_return_val_if_fail (UMPIRE_IS_PRINT_OPERATION (self), NULL);
  return self->sheet;
}
