/* umpire-app-icons.h: the app's own icon, found by name
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Gives the icon theme the app's icons from the resources (an uninstalled
 * build has no other), once, when something first shows them. */
void umpire_app_icons_ensure (void);

G_END_DECLS
