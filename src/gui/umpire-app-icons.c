/* umpire-app-icons.c: the app's own icon, found by name
 *
 * Only the start page and the About window show the app's icon: the icon
 * theme is given its path then. At start-up (GtkApplication does it there
 * for a resource base path) it raced the theme's first load, which
 * adw_init() starts on a thread: when the thread won, the window loaded
 * the whole theme again on the main thread before its first frame (66 M
 * instructions on every page, bench/run).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-app-icons.h"

void
umpire_app_icons_ensure (void)
{
  static gboolean added;
  GdkDisplay *display = gdk_display_get_default ();

  if (added || display == NULL)
    return;
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display), RESOURCE_BASE "/icons");
  added = TRUE;
}
