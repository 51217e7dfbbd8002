/* umpire-autosave-private.h: the journal reader, for its fuzz target
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-autosave.h"

G_BEGIN_DECLS

/* Replays `data` as journal `number` of `session` onto `scenario`, as a
 * restore does, up to its first damaged line. With `sign` each line of
 * `data` is first given a head line and the checksums the autosave
 * writes, so that what is in the lines is read, not only refused for
 * its checksum. Returns how many lines were replayed; `note` (may be
 * NULL) receives what was set aside, or NULL. */
guint _umpire_autosave_replay_data (UmpireScenario  *scenario,
                                    const char      *session,
                                    guint            number,
                                    const char      *data,
                                    gsize            length,
                                    gboolean         sign,
                                    char           **note);

G_END_DECLS
