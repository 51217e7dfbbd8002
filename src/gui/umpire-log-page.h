/* umpire-log-page.h: the event log of the session
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-session.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_LOG_PAGE (umpire_log_page_get_type ())
G_DECLARE_FINAL_TYPE (UmpireLogPage, umpire_log_page, UMPIRE, LOG_PAGE, AdwBin)

GtkWidget     *umpire_log_page_new          (UmpireSession *session);
UmpireSession *umpire_log_page_get_session  (UmpireLogPage *self);
void           umpire_log_page_set_session  (UmpireLogPage *self,
                                             UmpireSession *session);
/* The events shown, after the filters. */
GListModel    *umpire_log_page_get_shown    (UmpireLogPage *self);
/* The log as text, as exported: the events shown, each explained. */
char          *umpire_log_page_dup_text     (UmpireLogPage *self);

G_END_DECLS
