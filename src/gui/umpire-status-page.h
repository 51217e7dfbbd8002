/* umpire-status-page.h: an icon, a title and a description, centred
 *
 * AdwStatusPage's look and properties (icon-name or paintable, title, description, a
 * child under them, the "compact" style class), with one difference: a bin
 * centres its content where AdwStatusPage uses valign. GTK 4.8 measures a widget aligned in a taller allocation for its
 * width at that height, and a box answers by laying out its labels again at
 * every width it tries: 30 to 45 layouts of the description before each
 * first frame that shows one (bench/run).
 *
 * The bin only on the GTK versions that need it (umpire_width_first_is_needed(),
 * the same measuring): GTK 4.18 (Debian 13) made it unnecessary, the first
 * version after 4.8 measured (umpire-width-first-layout.h). There the box is
 * centred with valign, as AdwStatusPage does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define UMPIRE_TYPE_STATUS_PAGE (umpire_status_page_get_type ())
G_DECLARE_FINAL_TYPE (UmpireStatusPage, umpire_status_page, UMPIRE, STATUS_PAGE, GtkWidget)

GtkWidget *umpire_status_page_new (void);

G_END_DECLS
