/* umpire-languages.h: the languages Umpire ships, read beside the umpire's own
 *
 * gettext answers in the umpire's language only. A word recorded in another
 * (a heavy weapon's label, written by Umpire before inputs were ids) is
 * recognised by reading the catalog of each language Umpire ships directly.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The languages Umpire ships a catalog for (po/LINGUAS), NULL-terminated. */
const char * const *umpire_languages_get_shipped (void);

/* `msgid` in `language`, from Umpire's catalog of it where gettext finds
 * Umpire's catalogs (bindtextdomain): with `context` (a rules entry's id)
 * when that has one, else without, as the rules loader looks labels up.
 * NULL when the catalog is missing or does not translate it. The catalogs
 * read stay for the life of the process. */
const char         *umpire_languages_translate   (const char *language,
                                                  const char *context,
                                                  const char *msgid);

G_END_DECLS
