/* umpire-autosave.h: keeps a copy of the open scenario on disk
 *
 * After every change of the scenario (every event, undo, redo, edit) the
 * whole scenario is written atomically to the autosave file, so a crash or
 * a kill loses nothing. A clean close discards the file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-scenario.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_AUTOSAVE (umpire_autosave_get_type ())
G_DECLARE_FINAL_TYPE (UmpireAutosave, umpire_autosave, UMPIRE, AUTOSAVE, GObject)

/* `path` NULL: umpire_scenario_autosave_path (). Writes once at once. */
UmpireAutosave *umpire_autosave_new          (UmpireScenario *scenario,
                                              const char     *path);
const char     *umpire_autosave_get_path     (UmpireAutosave *self);
/* The last write's error, or NULL. */
const GError   *umpire_autosave_get_error    (UmpireAutosave *self);
gboolean        umpire_autosave_write        (UmpireAutosave *self);
/* Stops following the scenario and removes the file: a clean close. */
void            umpire_autosave_discard      (UmpireAutosave *self);

G_END_DECLS
