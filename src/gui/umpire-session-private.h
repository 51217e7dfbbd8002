/* umpire-session-private.h: what the session's two files share
 *
 * umpire-session.c is the session itself: the scenario, its file, whether
 * it is saved, the autosave, recording, loading and saving.
 * umpire-session-actions.c is its glue to a window: the file and print
 * actions, their dialogs, the unsaved-changes prompt, the restore offer
 * and the recent menu. The glue calls the session; the session never
 * calls the glue, which follows it by its signals.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-session.h"

G_BEGIN_DECLS


struct _UmpireSession
{
  GObject          parent_instance;

  UmpireScenario  *scenario;
  GFile           *file;
  gboolean         dirty;
  /* The file as Umpire last read or wrote it: a save over a file another
   * program (or Umpire) changed since is refused, not silently lost. */
  gint64           disk_mtime;
  goffset          disk_size;
  char            *autosave_path;
  int              autosave_lock;   /* fd holding the autosave's lock; -1: none */
  UmpireAutosave  *autosave;
  gulong           changed_id;
  /* What the last restore set aside, and where it was kept; NULL: nothing. */
  char            *restore_notes;

  UmpireRules     *rules;
  UmpirePaper      paper;           /* for sheets printed and exported */
  char            *new_scale;       /* a new scenario's scale; NULL: none */
  GStrv            new_optional;    /* a new scenario's optional rules */

  /* Window glue (umpire-session-actions.c), set by umpire_session_add_actions (). */
  GtkWindow       *window;          /* weak */
  UmpireScenario  *watched;         /* the scenario Undo and Redo follow */
  gboolean         closing;         /* the umpire answered: close for good */
};


/* Lets go of the unsaved changes: the session is clean, with no autosave. */
void _umpire_session_discard_changes (UmpireSession *self);

G_END_DECLS
