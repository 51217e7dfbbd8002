/* umpire-input-error.c: errors in what the umpire entered, naming the field
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "umpire-input-error.h"

G_DEFINE_QUARK (umpire-input-error-quark, umpire_input_error)

void
umpire_input_error (GError           **error,
                    UmpireInputError   code,
                    const char        *field,
                    const char        *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, UMPIRE_INPUT_ERROR, code, "%s: %s", field, message);
}

char *
umpire_input_error_field (const GError *error)
{
  const char *colon;

  if (error == NULL || error->domain != UMPIRE_INPUT_ERROR)
    return NULL;
  colon = strstr (error->message, ": ");
  return colon ? g_strndup (error->message, colon - error->message) : NULL;
}

const char *
umpire_input_error_get_text (const GError *error)
{
  const char *colon;

  g_return_val_if_fail (error != NULL, NULL);
  if (error->domain != UMPIRE_INPUT_ERROR || (colon = strstr (error->message, ": ")) == NULL)
    return error->message;
  return colon + 2;
}

gboolean
umpire_cell_get_number (const UmpireCell  *cell,
                        double            *number,
                        GError           **error)
{
  char *end = NULL;
  double value;

  g_return_val_if_fail (cell != NULL, FALSE);

  value = g_ascii_strtod (cell->text, &end);
  if (end == cell->text || *end != '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, cell->prov.rule ? cell->prov.rule : "cell",
                          _("the cell reads “%s”, not a number (%s:%d)"),
                          cell->text, cell->prov.file, cell->prov.line);
      return FALSE;
    }
  *number = value;
  return TRUE;
}
