/* umpire-ref-string.c: interned strings shared by the threads that work
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-ref-string.h"

G_LOCK_DEFINE_STATIC (interned);

char *
umpire_ref_string_intern (const char *text)
{
  char *string;

  G_LOCK (interned);
  string = g_ref_string_new_intern (text);
  G_UNLOCK (interned);
  return string;
}

void
umpire_ref_string_release (char *string)
{
  if (string == NULL)
    return;
  /* The count may reach 0 here: no lookup may find it until it is gone. */
  G_LOCK (interned);
  g_ref_string_release (string);
  G_UNLOCK (interned);
}
