/* umpire-start-page.h: where to begin, the page a first start opens on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define UMPIRE_TYPE_START_PAGE (umpire_start_page_get_type ())
G_DECLARE_FINAL_TYPE (UmpireStartPage, umpire_start_page, UMPIRE, START_PAGE, GtkWidget)

/* `recent_menu`: the window's menu of recent scenarios, which the page's
 * Open Recent button shows from its first frame on. */
GtkWidget *umpire_start_page_new (GMenuModel *recent_menu);

G_END_DECLS
