/* umpire-log-row.h: one event in the log page's list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-event.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_LOG_ROW (umpire_log_row_get_type ())
G_DECLARE_FINAL_TYPE (UmpireLogRow, umpire_log_row, UMPIRE, LOG_ROW, AdwBin)

GtkWidget   *umpire_log_row_new        (void);
/* The event shown, or NULL; its outcome is put in words with `rules`. */
void         umpire_log_row_set_event  (UmpireLogRow *self,
                                        UmpireEvent  *event,
                                        UmpireRules  *rules);
UmpireEvent *umpire_log_row_get_event  (UmpireLogRow *self);

/* "#12 Combat results table", an event's title in the log; a 1916 setup
 * roll also names its category or weapon, as the setup sheet does, in the
 * words of `rules` (may be NULL: then a weapon shows as its id). */
char        *umpire_log_row_dup_title  (UmpireEvent  *event,
                                        UmpireRules  *rules);

/* Marks the row's result out of date, saying why (`reason` may be NULL),
 * or takes the mark away. */
void         umpire_log_row_set_out_of_date (UmpireLogRow *self,
                                             gboolean      stale,
                                             const char   *reason);
/* What the mark says, or NULL: the row's result is current. */
const char  *umpire_log_row_get_stale_text  (UmpireLogRow *self);

/* Whether the row's result is on the players' view: its button says so and
 * takes it off, or puts it on (log.show-to-players). */
void         umpire_log_row_set_shown_to_players (UmpireLogRow *self,
                                                  gboolean      shown);
gboolean     umpire_log_row_get_shown_to_players (UmpireLogRow *self);

G_END_DECLS
