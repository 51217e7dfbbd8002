/* umpire-print-operation.c: printing a sheet, with preview
 *
 * The pages are the ones umpire-cli writes to PDF: the same cairo drawing
 * (umpire_sheet_draw_page), laid out for the paper the umpire picks in the
 * print dialog (A4 by default, or US Letter), in points. Preview is a
 * window of the app (UmpirePrintPreview), so it needs no external viewer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "umpire-compat.h"
#include "umpire-print-operation.h"
#include "umpire-print-preview.h"

struct _UmpirePrintOperation
{
  GtkPrintOperation        parent_instance;
  UmpireSheet             *sheet;

  /* While running: the window errors are shown over, and whether one was. */
  GtkWindow               *parent;      /* weak */
  GtkPrintOperationAction  action;
  gboolean                 running;
  gboolean                 error_shown;
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

/* The preview's Print: the print dialog for the same sheet and paper, over
 * the window the preview came from. */
static void
print_for_real (UmpirePrintOperation *self,
                UmpirePrintPreview   *preview)
{
  g_autoptr(UmpirePrintOperation) print = umpire_print_operation_new (self->sheet);
  GtkPageSetup *setup = gtk_print_operation_get_default_page_setup (GTK_PRINT_OPERATION (self));

  if (setup != NULL)
    gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (print), setup);
  umpire_print_operation_run_for (print, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                  gtk_window_get_transient_for (GTK_WINDOW (preview)));
}

/* The preview window renders the pages through `preview` itself. */
static gboolean
umpire_print_operation_preview (GtkPrintOperation        *operation,
                                GtkPrintOperationPreview *preview,
                                GtkPrintContext          *context,
                                GtkWindow                *parent)
{
  GtkWidget *window = umpire_print_preview_new (operation, context, parent);

  g_signal_connect_object (window, "print", G_CALLBACK (print_for_real), operation, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (window));
  return TRUE;
}

static void
show_error (UmpirePrintOperation *self,
            const GError         *error)
{
  if (self->error_shown)
    return;
  self->error_shown = TRUE;
  umpire_alert_show_message (GTK_WIDGET (self->parent),
                             self->action == GTK_PRINT_OPERATION_ACTION_EXPORT
                             ? _("Could Not Export") : _("Could Not Print"),
                             error != NULL ? error->message : _("The printing system gave no reason."));
}

static void
finish_run (UmpirePrintOperation *self)
{
  if (!self->running)
    return;
  self->running = FALSE;
  g_clear_weak_pointer (&self->parent);
  g_object_unref (self);   /* taken by umpire_print_operation_run_for () */
}

static void
umpire_print_operation_done (GtkPrintOperation       *operation,
                             GtkPrintOperationResult  result)
{
  UmpirePrintOperation *self = UMPIRE_PRINT_OPERATION (operation);

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autoptr(GError) error = NULL;

      gtk_print_operation_get_error (operation, &error);
      show_error (self, error);
    }
  finish_run (self);
}

static void
umpire_print_operation_constructed (GObject *object)
{
  UmpirePrintOperation *self = UMPIRE_PRINT_OPERATION (object);
  g_autoptr(GtkPrintSettings) settings = gtk_print_settings_new ();
  g_autoptr(GFile) folder = umpire_print_dup_export_folder ();
  g_autofree char *name = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *uri = NULL;

  G_OBJECT_CLASS (umpire_print_operation_parent_class)->constructed (object);

  /* "Print to File" writes where the user keeps documents, named after
   * the sheet; without this GTK falls back to the working directory. */
  name = g_strdup_printf ("%s.pdf", self->sheet != NULL ? umpire_sheet_get_title (self->sheet) : _("Sheet"));
  g_strdelimit (name, G_DIR_SEPARATOR_S, '-');
  file = g_file_get_child (folder, name);
  uri = g_file_get_uri (file);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI, uri);
  gtk_print_operation_set_print_settings (GTK_PRINT_OPERATION (self), settings);
}

static void
umpire_print_operation_dispose (GObject *object)
{
  UmpirePrintOperation *self = UMPIRE_PRINT_OPERATION (object);

  g_clear_object (&self->sheet);
  g_clear_weak_pointer (&self->parent);

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

  object_class->constructed = umpire_print_operation_constructed;
  object_class->dispose = umpire_print_operation_dispose;
  object_class->get_property = umpire_print_operation_get_property;
  object_class->set_property = umpire_print_operation_set_property;
  print_class->begin_print = umpire_print_operation_begin_print;
  print_class->draw_page = umpire_print_operation_draw_page;
  print_class->preview = umpire_print_operation_preview;
  print_class->done = umpire_print_operation_done;

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

void
umpire_print_operation_run_for (UmpirePrintOperation    *self,
                                GtkPrintOperationAction  action,
                                GtkWindow               *parent)
{
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  g_return_if_fail (UMPIRE_IS_PRINT_OPERATION (self));
  g_return_if_fail (!self->running);
  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  /* Held until "done": the dialog and the preview outlive the caller. */
  self->running = TRUE;
  self->action = action;
  self->error_shown = FALSE;
  g_set_weak_pointer (&self->parent, parent);
  g_object_ref (self);
  gtk_print_operation_set_allow_async (GTK_PRINT_OPERATION (self), TRUE);
  result = gtk_print_operation_run (GTK_PRINT_OPERATION (self), action, parent, &error);
  /* Most errors come through "done" (shown there); some only return. */
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      show_error (self, error);
      finish_run (self);
    }
}

GFile *
umpire_print_dup_export_folder (void)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (documents);
  return g_file_new_for_path (g_get_home_dir ());
}
