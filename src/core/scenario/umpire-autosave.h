/* umpire-autosave.h: keeps a copy of the open scenario on disk
 *
 * The autosave is a base file (a whole scenario, written atomically) and a
 * journal beside it. A new event is appended to the journal as one line
 * and synced before the umpire sees it, so a crash or a kill loses no
 * event and no event waits on rewriting the whole game. Every other change
 * (undo, redo, the title, the sides, the turn) and a long journal start a
 * rewrite of the base on a worker thread from a copy of the scenario; the
 * journal then starts again. Journals are numbered: the base names the
 * first one that follows it, so a crash at any moment of a rewrite leaves
 * a base and journals that load to the scenario as it was.
 *
 * A clean close discards the files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-scenario.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_AUTOSAVE (umpire_autosave_get_type ())
G_DECLARE_FINAL_TYPE (UmpireAutosave, umpire_autosave, UMPIRE, AUTOSAVE, GObject)

/* `path` NULL: umpire_scenario_autosave_path (). Writes the base at once:
 * here for a scenario of under 1 000 events, else on a worker thread. */
UmpireAutosave *umpire_autosave_new          (UmpireScenario *scenario,
                                              const char     *path);
/* `origin`: the file the scenario came from (a URI, and what the caller
 * needs to know of it), kept with the autosave so a restored session
 * saves where it was; NULL: none. */
UmpireAutosave *umpire_autosave_new_full     (UmpireScenario *scenario,
                                              const char     *path,
                                              const char     *origin);
const char     *umpire_autosave_get_path     (UmpireAutosave *self);
/* Changes the origin (see umpire_autosave_new_full ()). */
void            umpire_autosave_set_origin   (UmpireAutosave *self,
                                              const char     *uri);
/* The last write's error, or NULL; "notify::failed" follows it. */
const GError   *umpire_autosave_get_error    (UmpireAutosave *self);
gboolean        umpire_autosave_get_failed   (UmpireAutosave *self);
/* Waits for a rewrite under way and writes what is still to be written:
 * afterwards the files hold the scenario as it is. */
gboolean        umpire_autosave_flush        (UmpireAutosave *self);
/* Rewrites the base now, on this thread (and flushes first). */
gboolean        umpire_autosave_write        (UmpireAutosave *self);
/* How many times the base has been written, and journal lines appended. */
guint           umpire_autosave_get_n_rewrites (UmpireAutosave *self);
guint           umpire_autosave_get_n_appends  (UmpireAutosave *self);
/* Stops following the scenario and removes the files: a clean close. */
void            umpire_autosave_discard      (UmpireAutosave *self);

/* Whether an autosave (a base or a journal) is at `path`. */
gboolean        umpire_autosave_exists       (const char     *path);
/* The scenario an autosave at `path` holds: the base, then each journal
 * line. `origin` (may be NULL) receives the file it came from, or NULL. */
UmpireScenario *umpire_autosave_load         (const char     *path,
                                              char          **origin,
                                              GError        **error);
/* Removes the base and journals at `path`. */
void            umpire_autosave_remove       (const char     *path);
/* Renames the base and journals at `path` to PATH.SUFFIX...; returns the
 * new name of the base (or of the first journal), or NULL. */
char           *umpire_autosave_keep_aside   (const char     *path,
                                              const char     *suffix);

G_END_DECLS
