/* umpire-cli-main.c: the umpire-cli program
 *
 * Only the locale is set up here; everything else is umpire_cli_run, which
 * the CLI fuzzer calls too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "umpire-cli.h"

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  return umpire_cli_run (argc, argv);
}
