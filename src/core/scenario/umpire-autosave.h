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
 * Base and journals carry the autosave's session id, and every journal
 * line a checksum of its session, place and text: a journal is replayed
 * only into its own base, and replay stops at the first damaged line.
 * Following a scenario just opened from a file, the first journal names
 * that file (and its checksum) as its base, so the first event is on disk
 * before a base could be written.
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

/* `path` NULL: umpire_scenario_autosave_path (). Writes the base at once,
 * on this thread: until it is on disk nothing else holds the scenario. */
UmpireAutosave *umpire_autosave_new          (UmpireScenario *scenario,
                                              const char     *path);
/* `origin`: the file the scenario came from (a URI, and what the caller
 * needs to know of it), kept with the autosave so a restored session
 * saves where it was; NULL: none. */
UmpireAutosave *umpire_autosave_new_full     (UmpireScenario *scenario,
                                              const char     *path,
                                              const char     *origin);
/* Follows `scenario`, just read from the scenario file `file` whose
 * contents have the SHA-256 `checksum` (umpire_autosave_checksum_file ()),
 * writing nothing until it changes. The first change goes to a journal
 * whose base is that file; the autosave's own base is then written on a
 * worker thread. */
UmpireAutosave *umpire_autosave_new_following_file (UmpireScenario *scenario,
                                                    const char     *path,
                                                    const char     *origin,
                                                    const char     *file,
                                                    const char     *checksum);
/* The SHA-256 of a file's contents, in hex; NULL with `error` set. */
char           *umpire_autosave_checksum_file (const char    *file,
                                               GError       **error);
const char     *umpire_autosave_get_path     (UmpireAutosave *self);
/* The session id the files carry. */
const char     *umpire_autosave_get_session  (UmpireAutosave *self);
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
/* What a load restored and what it left out. */
typedef struct
{
  guint      n_events;     /* events in the scenario restored */
  guint      n_replayed;   /* journal lines replayed onto the base */
  GPtrArray *notes;        /* char *: what was set aside, and why, one sentence each */
  GPtrArray *unused;       /* char *: files (or parts) not restored, to be kept */
} UmpireAutosaveReport;

void            umpire_autosave_report_free  (UmpireAutosaveReport *report);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (UmpireAutosaveReport, umpire_autosave_report_free)
/* The notes as one text, a line each; NULL when nothing was set aside. */
char           *umpire_autosave_report_dup_notes (UmpireAutosaveReport *report);

/* The scenario an autosave at `path` holds: the base, then each line of
 * the journals that follow it, up to the first damaged line. `origin`
 * (may be NULL) receives the file it came from, or NULL. */
UmpireScenario *umpire_autosave_load         (const char     *path,
                                              char          **origin,
                                              GError        **error);
/* The same, with `report` (may be NULL) receiving what was restored and
 * what was set aside. Nothing on disk changes. */
UmpireScenario *umpire_autosave_load_full    (const char            *path,
                                              char                 **origin,
                                              UmpireAutosaveReport **report,
                                              GError               **error);
/* Renames the files `report` did not restore to NAME.SUFFIX, so that no
 * later write removes them; returns their new names. */
GPtrArray      *umpire_autosave_keep_unused  (UmpireAutosaveReport *report,
                                              const char           *suffix);
/* Removes the base and journals at `path`. */
void            umpire_autosave_remove       (const char     *path);
/* Renames the base and journals at `path` to PATH.SUFFIX...; returns the
 * new name of the base (or of the first journal), or NULL. */
char           *umpire_autosave_keep_aside   (const char     *path,
                                              const char     *suffix);

G_END_DECLS
