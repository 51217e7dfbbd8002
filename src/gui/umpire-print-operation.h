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

UmpirePrintOperation *umpire_print_operation_new       (UmpireSheet          *sheet);
UmpireSheet          *umpire_print_operation_get_sheet (UmpirePrintOperation *self);

G_END_DECLS
