/* umpire-languages.c: the languages Umpire ships, read beside the umpire's own
 *
 * A catalog is read as msgfmt writes it (a GNU .mo file: a count and two
 * tables of lengths and offsets into NUL-terminated strings), every offset
 * held to the file, once per path and kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "umpire-languages.h"

#define MO_MAGIC         0x950412deU
#define MO_MAGIC_SWAPPED 0xde120495U
#define MO_HEADER_SIZE   20

typedef struct
{
  GMappedFile *file;     /* NULL: no catalog there */
  GHashTable  *strings;  /* msgid ("context\004msgid") -> msgstr, in `file` */
} Catalog;

G_LOCK_DEFINE_STATIC (catalogs);
static GHashTable *catalogs;  /* path -> Catalog */

const char * const *
umpire_languages_get_shipped (void)
{
  static GStrv shipped;

  if (g_once_init_enter (&shipped))
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) words = g_strsplit (UMPIRE_LANGUAGES, " ", -1);

      for (guint i = 0; words[i] != NULL; i++)
        if (*words[i] != '\0')
          g_strv_builder_add (builder, words[i]);
      g_once_init_leave (&shipped, g_strv_builder_end (builder));
    }
  return (const char * const *) shipped;
}

static guint32
read_u32 (const guchar *p,
          gboolean      swapped)
{
  guint32 value;

  memcpy (&value, p, sizeof value);
  return swapped ? GUINT32_SWAP_LE_BE (value) : value;
}

/* The string of table entry `i` at `table`, or NULL when it does not lie
 * whole, NUL-terminated, inside the file. */
static const char *
entry_string (const guchar *data,
              gsize         size,
              guint32       table,
              guint32       i,
              gboolean      swapped)
{
  guint32 length = read_u32 (data + table + 8 * (gsize) i, swapped);
  guint32 offset = read_u32 (data + table + 8 * (gsize) i + 4, swapped);

  if (offset >= size || length >= size - offset || data[offset + length] != '\0')
    return NULL;
  return (const char *) data + offset;
}

static void
read_catalog (Catalog    *catalog,
              const char *path)
{
  const guchar *data;
  gsize size;
  guint32 magic, n, originals, translations;
  gboolean swapped;

  catalog->file = g_mapped_file_new (path, FALSE, NULL);
  if (catalog->file == NULL)
    return;
  data = (const guchar *) g_mapped_file_get_contents (catalog->file);
  size = g_mapped_file_get_length (catalog->file);
  catalog->strings = g_hash_table_new (g_str_hash, g_str_equal);
  if (size < MO_HEADER_SIZE)
    return;
  magic = read_u32 (data, FALSE);
  if (magic != MO_MAGIC && magic != MO_MAGIC_SWAPPED)
    return;
  swapped = magic == MO_MAGIC_SWAPPED;
  n = read_u32 (data + 8, swapped);
  originals = read_u32 (data + 12, swapped);
  translations = read_u32 (data + 16, swapped);
  if (originals > size || translations > size
      || n > (size - originals) / 8 || n > (size - translations) / 8)
    return;
  for (guint32 i = 0; i < n; i++)
    {
      const char *msgid = entry_string (data, size, originals, i, swapped);
      const char *msgstr = entry_string (data, size, translations, i, swapped);

      if (msgid != NULL && msgstr != NULL && *msgid != '\0' && *msgstr != '\0')
        g_hash_table_insert (catalog->strings, (gpointer) msgid, (gpointer) msgstr);
    }
}

static const Catalog *
get_catalog (const char *language)
{
  const char *dir = bindtextdomain (GETTEXT_PACKAGE, NULL);
  g_autofree char *path = NULL;
  Catalog *catalog;

  if (dir == NULL)
    return NULL;
  path = g_build_filename (dir, language, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  G_LOCK (catalogs);
  if (catalogs == NULL)
    catalogs = g_hash_table_new (g_str_hash, g_str_equal);
  catalog = g_hash_table_lookup (catalogs, path);
  if (catalog == NULL)
    {
      catalog = g_new0 (Catalog, 1);
      read_catalog (catalog, path);
      g_hash_table_insert (catalogs, g_steal_pointer (&path), catalog);
    }
  G_UNLOCK (catalogs);
  return catalog;
}

const char *
umpire_languages_translate (const char *language,
                            const char *context,
                            const char *msgid)
{
  const Catalog *catalog;
  const char *found = NULL;

  g_return_val_if_fail (language != NULL, NULL);

  if (msgid == NULL || *msgid == '\0')
    return NULL;
  catalog = get_catalog (language);
  if (catalog == NULL || catalog->strings == NULL)
    return NULL;
  if (context != NULL)
    {
      g_autofree char *key = g_strconcat (context, "\004", msgid, NULL);

      found = g_hash_table_lookup (catalog->strings, key);
    }
  return found != NULL ? found : g_hash_table_lookup (catalog->strings, msgid);
}
