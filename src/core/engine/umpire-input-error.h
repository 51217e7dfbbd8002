/* umpire-input-error.h: errors in what the umpire entered, naming the field
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_INPUT_ERROR (umpire_input_error_quark ())

/* Errors in what the umpire entered. The message names the field first,
 * "strength: must be 1 or more", so a form can show it on that field. */
typedef enum
{
  UMPIRE_INPUT_ERROR_INVALID,     /* out of range, empty, malformed */
  UMPIRE_INPUT_ERROR_UNKNOWN,     /* an unknown name: nation, terrain, column */
  UMPIRE_INPUT_ERROR_RULES,       /* the rules database lacks what the procedure needs */
} UmpireInputError;

GQuark umpire_input_error_quark (void);

void               umpire_input_error           (GError           **error,
                                                 UmpireInputError   code,
                                                 const char        *field,
                                                 const char        *format,
                                                 ...) G_GNUC_PRINTF (4, 5);
char              *umpire_input_error_field     (const GError      *error);
/* The message without the field's name: what a form shows beside it. */
const char        *umpire_input_error_get_text  (const GError      *error);

/* A cell's text as a number; "-" and text are errors naming the cell. */
gboolean           umpire_cell_get_number        (const UmpireCell      *cell,
                                                  double                *number,
                                                  GError               **error);

G_END_DECLS
