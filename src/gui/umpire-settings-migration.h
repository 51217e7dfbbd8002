/* umpire-settings-migration.h: the settings kept under the app's previous id
 *
 * Until 0.1.0 the app was org.gnome.Umpire (GNOME's own namespace), its
 * settings at /org/gnome/Umpire/. On its first start under the new id the
 * app copies what the umpire had set there to its new settings, once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

guint umpire_settings_migrate             (GSettings  *settings,
                                           const char *previous_path);
guint umpire_settings_migrate_from        (GSettings  *settings,
                                           GSettings  *previous);

G_END_DECLS
