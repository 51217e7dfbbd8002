/* umpire-override-dialog.h: changing a logged result by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-session.h"

G_BEGIN_DECLS

/* Asks, over `parent`, which value of `event` to change, to what and why,
 * and records the change in the session's scenario. */
void umpire_override_dialog_present (GtkWindow     *parent,
                                     UmpireSession *session,
                                     UmpireEvent   *event);

G_END_DECLS
