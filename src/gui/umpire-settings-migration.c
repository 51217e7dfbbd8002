/* umpire-settings-migration.c: the settings kept under the app's previous id
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-settings-migration.h"

#define MIGRATED_KEY "settings-migrated"

/**
 * umpire_settings_migrate_from:
 * @settings: the app's settings
 * @previous: the same keys, read where the previous id kept them
 *
 * Copies every key the umpire had set in @previous (a user value, not a
 * default) to @settings, unless that was done before; a value the current
 * schema no longer accepts (a choice since dropped) is left at its default.
 * Marks @settings as carried over, so that this happens once.
 *
 * Returns: how many keys were copied
 */
guint
umpire_settings_migrate_from (GSettings *settings,
                              GSettings *previous)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchema) previous_schema = NULL;
  g_auto(GStrv) keys = NULL;
  guint copied = 0;

  g_return_val_if_fail (G_IS_SETTINGS (settings), 0);
  g_return_val_if_fail (G_IS_SETTINGS (previous), 0);

  if (g_settings_get_boolean (settings, MIGRATED_KEY))
    return 0;

  g_object_get (settings, "settings-schema", &schema, NULL);
  g_object_get (previous, "settings-schema", &previous_schema, NULL);
  keys = g_settings_schema_list_keys (schema);

  g_settings_delay (settings);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autoptr(GSettingsSchemaKey) key = NULL;
      g_autoptr(GVariant) value = NULL;

      if (g_str_equal (keys[i], MIGRATED_KEY) || !g_settings_schema_has_key (previous_schema, keys[i]))
        continue;
      value = g_settings_get_user_value (previous, keys[i]);
      if (value == NULL)
        continue;
      key = g_settings_schema_get_key (schema, keys[i]);
      if (!g_variant_is_of_type (value, g_settings_schema_key_get_value_type (key))
          || !g_settings_schema_key_range_check (key, value))
        continue;
      g_settings_set_value (settings, keys[i], value);
      copied++;
    }
  g_settings_set_boolean (settings, MIGRATED_KEY, TRUE);
  g_settings_apply (settings);

  return copied;
}

/**
 * umpire_settings_migrate:
 * @settings: the app's settings (schema APPLICATION_ID)
 * @previous_path: where the previous id kept its settings, such as
 *   "/org/gnome/Umpire/"
 *
 * umpire_settings_migrate_from() the settings at @previous_path, read on
 * @settings' own backend through the relocatable schema APPLICATION_ID
 * ".Previous". Without that schema installed, nothing is done (and it is
 * tried again next time).
 *
 * Returns: how many keys were copied
 */
guint
umpire_settings_migrate (GSettings  *settings,
                         const char *previous_path)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchema) previous_schema = NULL;
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GSettings) previous = NULL;
  g_autofree char *previous_id = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), 0);

  if (g_settings_get_boolean (settings, MIGRATED_KEY))
    return 0;

  g_object_get (settings, "settings-schema", &schema, "backend", &backend, NULL);
  previous_id = g_strconcat (g_settings_schema_get_id (schema), ".Previous", NULL);
  if (source != NULL)
    previous_schema = g_settings_schema_source_lookup (source, previous_id, TRUE);
  if (previous_schema == NULL)
    return 0;

  previous = g_settings_new_full (previous_schema, backend, previous_path);
  return umpire_settings_migrate_from (settings, previous);
}
