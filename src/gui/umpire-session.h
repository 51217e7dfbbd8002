/* umpire-session.h: the scenario open in a window
 *
 * Holds the scenario, the file it came from, whether it changed since, and
 * the autosave that keeps every event safe until a clean close. Pages
 * are handed it and record their results here with one call; the window's
 * file, undo and print actions work on it (umpire-session-actions.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "umpire-rules.h"
#include "umpire-scenario.h"
#include "umpire-autosave.h"
#include "umpire-sheet.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SESSION (umpire_session_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSession, umpire_session, UMPIRE, SESSION, GObject)

/* `autosave_path` NULL: $XDG_STATE_HOME/umpire/autosave.umpire. */
UmpireSession  *umpire_session_new                (const char     *autosave_path);
UmpireScenario *umpire_session_get_scenario       (UmpireSession  *self);
GFile          *umpire_session_get_file           (UmpireSession  *self);
gboolean        umpire_session_get_dirty          (UmpireSession  *self);
const char     *umpire_session_get_autosave_path  (UmpireSession  *self);
/* The file's name, else the scenario's title, else "New Scenario". */
char           *umpire_session_dup_display_name   (UmpireSession  *self);

/* The rules database the session's results come from, for their labels; may be NULL. */
UmpireRules    *umpire_session_get_rules          (UmpireSession  *self);
void            umpire_session_set_rules          (UmpireSession  *self,
                                                   UmpireRules    *rules);

/* Records a procedure's result in the log (and so in the autosave);
 * `system` as for umpire_scenario_record: NULL for the descriptor's. */
UmpireEvent    *umpire_session_record             (UmpireSession  *self,
                                                   UmpireResult   *result,
                                                   const char     *system,
                                                   UmpireSide      side);

gboolean        umpire_session_load               (UmpireSession  *self,
                                                   GFile          *file,
                                                   GError        **error);
gboolean        umpire_session_save_as            (UmpireSession  *self,
                                                   GFile          *file,
                                                   GError        **error);
/* Starts over with an empty scenario. */
void            umpire_session_reset              (UmpireSession  *self);

gboolean        umpire_session_has_autosave       (UmpireSession  *self);
gboolean        umpire_session_restore_autosave   (UmpireSession  *self,
                                                   GError        **error);
/* What the last restore could not restore (the notes of
 * umpire_autosave_load_full ()) and the names it was kept under; NULL:
 * everything came back. */
const char     *umpire_session_get_restore_notes  (UmpireSession  *self);
/* A clean close: the autosave is no longer needed. */
void            umpire_session_discard_autosave   (UmpireSession  *self);

/* What every new scenario starts with (Preferences): its scale and the
 * optional rules on; an empty, unsaved scenario takes them at once. */
void            umpire_session_set_new_scenario_defaults (UmpireSession      *self,
                                                          const char         *scale,
                                                          const char * const *optional_rules);
/* The paper sheets are printed and exported on (Preferences). */
void            umpire_session_set_paper          (UmpireSession  *self,
                                                   UmpirePaper     paper);
UmpirePaper     umpire_session_get_paper          (UmpireSession  *self);
/* Tells the umpire `text` (the window shows a toast), with a button for
 * `action_name` when `button_label` is given. */
void            umpire_session_announce           (UmpireSession  *self,
                                                   const char     *text,
                                                   const char     *button_label,
                                                   const char     *action_name);
/* Why the last autosave failed (property "autosave-error"), or NULL. */
const char     *umpire_session_get_autosave_error (UmpireSession  *self);
/* The autosave following the scenario now, or NULL (a clean scenario). */
UmpireAutosave *umpire_session_get_autosave       (UmpireSession  *self);

G_END_DECLS
