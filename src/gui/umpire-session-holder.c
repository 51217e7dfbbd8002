/* umpire-session-holder.c: the window that holds a session
 *
 * Widgets deep in a page (a result view's Show to Players) ask their root
 * for the session through this interface, so they depend on it and not on
 * the window, which depends on them through its pages.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-session-holder.h"

G_DEFINE_INTERFACE (UmpireSessionHolder, umpire_session_holder, G_TYPE_OBJECT)

static void
umpire_session_holder_default_init (UmpireSessionHolderInterface *iface)
{
}

UmpireSession *
umpire_session_holder_get_session (UmpireSessionHolder *self)
{
  UmpireSessionHolderInterface *iface;

  g_return_val_if_fail (UMPIRE_IS_SESSION_HOLDER (self), NULL);

  iface = UMPIRE_SESSION_HOLDER_GET_IFACE (self);
  return iface->get_session != NULL ? iface->get_session (self) : NULL;
}

UmpireSession *
umpire_session_holder_find (GtkWidget *widget)
{
  GtkRoot *root;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  root = gtk_widget_get_root (widget);
  return root != NULL && UMPIRE_IS_SESSION_HOLDER (root)
         ? umpire_session_holder_get_session (UMPIRE_SESSION_HOLDER (root)) : NULL;
}
