/* test-settings-migration.c: settings kept under the previous id carried over
 *
 * An umpire who ran the app as org.gnome.Umpire has settings at
 * /org/gnome/Umpire/ (in dconf, or in the keyfile a flatpak keeps). The
 * first start under the new id copies them, once, through the relocatable
 * schema APPLICATION_ID.Previous built beside the app's own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>
#include <string.h>

#include "umpire-settings-migration.h"

/* What the previous id left: the group is its settings' path. */
static const char previous_keyfile[] =
  "[org/gnome/Umpire]\n"
  "window-width=900\n"
  "dice-source='table'\n"
  "optional-rules=['101', '104']\n"
  "color-scheme='dark'\n"
  /* A choice the schema does not have: left at its default. */
  "paper-size='foolscap'\n"
  /* A key with the wrong type: left at its default. */
  "window-height='tall'\n"
  /* Another app's settings, not read. */
  "[org/gnome/Other]\n"
  "window-width=100\n";

typedef struct
{
  char             *dir;
  char             *keyfile;
  GSettingsBackend *backend;
  GSettings        *settings;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("umpire-migration-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->keyfile = g_build_filename (fixture->dir, "keyfile", NULL);
  g_file_set_contents (fixture->keyfile, previous_keyfile, -1, &error);
  g_assert_no_error (error);
  fixture->backend = g_keyfile_settings_backend_new (fixture->keyfile, "/", NULL);
  fixture->settings = g_settings_new_with_backend (APPLICATION_ID, fixture->backend);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->settings);
  g_clear_object (&fixture->backend);
  g_unlink (fixture->keyfile);
  g_rmdir (fixture->dir);
  g_free (fixture->keyfile);
  g_free (fixture->dir);
}

static void
test_migration_copies_once (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GSettings) previous = NULL;
  g_auto(GStrv) rules = NULL;

  g_assert_false (g_settings_get_boolean (fixture->settings, "settings-migrated"));
  g_assert_cmpuint (umpire_settings_migrate (fixture->settings, "/org/gnome/Umpire/"), ==, 4);

  g_assert_cmpint (g_settings_get_int (fixture->settings, "window-width"), ==, 900);
  g_assert_cmpstr (g_settings_get_string (fixture->settings, "dice-source"), ==, "table");
  rules = g_settings_get_strv (fixture->settings, "optional-rules");
  g_assert_cmpuint (g_strv_length (rules), ==, 2);
  g_assert_cmpstr (rules[0], ==, "101");
  g_assert_cmpstr (rules[1], ==, "104");
  g_assert_cmpstr (g_settings_get_string (fixture->settings, "color-scheme"), ==, "dark");
  /* Refused and never set: the defaults, not written as the umpire's own. */
  g_assert_null (g_settings_get_user_value (fixture->settings, "paper-size"));
  g_assert_null (g_settings_get_user_value (fixture->settings, "window-height"));
  g_assert_null (g_settings_get_user_value (fixture->settings, "last-page"));
  g_assert_true (g_settings_get_boolean (fixture->settings, "settings-migrated"));

  /* The umpire changes a setting under the new id; a later start copies
   * nothing again, whatever the old path holds. */
  g_settings_set_int (fixture->settings, "window-width", 1200);
  previous = g_settings_new_with_backend_and_path (APPLICATION_ID ".Previous", fixture->backend,
                                                   "/org/gnome/Umpire/");
  g_settings_set_int (previous, "window-width", 700);
  g_assert_cmpuint (umpire_settings_migrate (fixture->settings, "/org/gnome/Umpire/"), ==, 0);
  g_assert_cmpint (g_settings_get_int (fixture->settings, "window-width"), ==, 1200);
  /* The old settings stay, for the old version if it is started again. */
  g_assert_cmpint (g_settings_get_int (previous, "window-width"), ==, 700);
}

/* The new settings are written where the new id keeps them, in the same
 * store (the keyfile, here): a new start reads them there. */
static void
test_migration_persists (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GSettings) again = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *group = NULL;

  umpire_settings_migrate (fixture->settings, "/org/gnome/Umpire/");
  g_settings_sync ();
  g_assert_true (g_file_get_contents (fixture->keyfile, &contents, NULL, NULL));
  group = g_strdup_printf ("[%s]", APPLICATION_ID);
  g_strdelimit (group, ".", '/');
  g_assert_nonnull (strstr (contents, group));

  backend = g_keyfile_settings_backend_new (fixture->keyfile, "/", NULL);
  again = g_settings_new_with_backend (APPLICATION_ID, backend);
  g_assert_cmpint (g_settings_get_int (again, "window-width"), ==, 900);
  g_assert_true (g_settings_get_boolean (again, "settings-migrated"));
  g_assert_cmpuint (umpire_settings_migrate (again, "/org/gnome/Umpire/"), ==, 0);
}

/* A new umpire: nothing at the old path, nothing copied, and the default
 * settings stay defaults (the flag alone is written). */
static void
test_migration_nothing_to_copy (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend (APPLICATION_ID, backend);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_assert_cmpuint (umpire_settings_migrate (settings, PREVIOUS_SETTINGS_PATH), ==, 0);
  g_assert_true (g_settings_get_boolean (settings, "settings-migrated"));
  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    if (!g_str_equal (keys[i], "settings-migrated"))
      {
        g_autoptr(GVariant) value = g_settings_get_user_value (settings, keys[i]);

        g_assert_null (value);
      }
}

/* The previous path of this build: the release id's, or the .Devel one's. */
static void
test_migration_previous_path (void)
{
#ifdef DEVELOPMENT_BUILD
  g_assert_cmpstr (PREVIOUS_SETTINGS_PATH, ==, "/org/gnome/Umpire/Devel/");
#else
  g_assert_cmpstr (PREVIOUS_SETTINGS_PATH, ==, "/org/gnome/Umpire/");
#endif
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/umpire/settings-migration/copies-once", Fixture, NULL,
              fixture_set_up, test_migration_copies_once, fixture_tear_down);
  g_test_add ("/umpire/settings-migration/persists", Fixture, NULL,
              fixture_set_up, test_migration_persists, fixture_tear_down);
  g_test_add_func ("/umpire/settings-migration/nothing-to-copy", test_migration_nothing_to_copy);
  g_test_add_func ("/umpire/settings-migration/previous-path", test_migration_previous_path);

  return g_test_run ();
}
