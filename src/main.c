/* main.c: the Umpire application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "umpire-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(UmpireApplication) app = NULL;

  /* Before option parsing, so that --help is translated too. */
  setlocale (LC_ALL, "");
  /* `meson devenv` points UMPIRE_LOCALEDIR at the build tree's catalogues. */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("UMPIRE_LOCALEDIR") ? g_getenv ("UMPIRE_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = umpire_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
