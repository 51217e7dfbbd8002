/* umpire-session-holder.h: the window that holds a session, as its widgets
 * may ask for it without knowing the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "umpire-session.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SESSION_HOLDER (umpire_session_holder_get_type ())
G_DECLARE_INTERFACE (UmpireSessionHolder, umpire_session_holder, UMPIRE, SESSION_HOLDER, GObject)

struct _UmpireSessionHolderInterface
{
  GTypeInterface parent_iface;

  UmpireSession *(*get_session) (UmpireSessionHolder *self);
};

UmpireSession *umpire_session_holder_get_session (UmpireSessionHolder *self);
/* The session of the window `widget` is in, or NULL (a widget outside one,
 * as in a test of the widget alone). */
UmpireSession *umpire_session_holder_find        (GtkWidget           *widget);

G_END_DECLS
