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
#include <stdio.h>
#include <unistd.h>

#include "umpire-cli.h"

int
main (int   argc,
      char *argv[])
{
  static char out[64 * 1024];

  /* Into a file or a pipe, in large writes: `umpire-cli log` of a long
   * game is hundreds of megabytes. */
  if (!isatty (STDOUT_FILENO))
    setvbuf (stdout, out, _IOFBF, sizeof out);
  setlocale (LC_ALL, "");
  /* `meson devenv` points UMPIRE_LOCALEDIR at the build tree's catalogues. */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("UMPIRE_LOCALEDIR") ? g_getenv ("UMPIRE_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  return umpire_cli_run (argc, argv);
}
