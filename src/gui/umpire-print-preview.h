/* umpire-print-preview.h: a sheet's pages before printing, in a window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define UMPIRE_TYPE_PRINT_PREVIEW (umpire_print_preview_get_type ())
G_DECLARE_FINAL_TYPE (UmpirePrintPreview, umpire_print_preview, UMPIRE, PRINT_PREVIEW, AdwWindow)

/* For the "preview" signal of `operation`: the window sets the cairo
 * context of `context`, shows the pages once they are laid out, and ends
 * the preview when it closes. */
GtkWidget            *umpire_print_preview_new           (GtkPrintOperation    *operation,
                                                          GtkPrintContext      *context,
                                                          GtkWindow            *parent);
/* "print" is emitted when the umpire presses Print: the owner prints the
 * sheet for real, the preview closes. */
GtkPrintOperation    *umpire_print_preview_get_operation (UmpirePrintPreview   *self);
/* 0 until the sheet is laid out. */
int                   umpire_print_preview_get_n_pages   (UmpirePrintPreview   *self);
/* The page shown, from 0. */
int                   umpire_print_preview_get_page      (UmpirePrintPreview   *self);
void                  umpire_print_preview_set_page      (UmpirePrintPreview   *self,
                                                          int                   page);

G_END_DECLS
