/* umpire-print-operation.h: printing a sheet, with preview
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "umpire-sheet.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_PRINT_OPERATION (umpire_print_operation_get_type ())
G_DECLARE_FINAL_TYPE (UmpirePrintOperation, umpire_print_operation, UMPIRE, PRINT_OPERATION, GtkPrintOperation)

UmpirePrintOperation *umpire_print_operation_new       (UmpireSheet             *sheet);
UmpireSheet          *umpire_print_operation_get_sheet (UmpirePrintOperation    *self);
/* Runs the operation for `parent` without blocking it where GTK can
 * (the print dialog, the preview window): any error is shown in a dialog
 * over `parent`, never only on the terminal. */
void                  umpire_print_operation_run_for   (UmpirePrintOperation    *self,
                                                        GtkPrintOperationAction  action,
                                                        GtkWindow               *parent);

/* Where exported and printed-to-file sheets go by default: the user's
 * documents folder, or the home folder when there is none. */
GFile                *umpire_print_dup_export_folder   (void);

G_END_DECLS
