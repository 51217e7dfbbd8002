/* fuzz-cli-args.c: any command line given to umpire-cli
 *
 * The bytes are split into arguments at newlines (up to 32) and run through
 * umpire_cli_run, the whole of umpire-cli but its main (). GOption's --help
 * prints and calls exit (), so help requests are dropped first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "fuzz-common.h"
#include "umpire-cli.h"

#define MAX_ARGS 32

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_setup ();
  return 0;
}

/* GOption answers "--help…", "-h" and "-?" (also among grouped short options,
 * "-xh") by printing help and exiting the process. */
static gboolean
asks_for_help (const char *arg)
{
  if (g_str_has_prefix (arg, "--"))
    return g_str_has_prefix (arg, "--help");
  if (arg[0] == '-')
    return strchr (arg, 'h') != NULL || strchr (arg, '?') != NULL;
  return FALSE;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_auto(GStrv) parts = g_strsplit (text, "\n", MAX_ARGS);
  char *argv[MAX_ARGS + 2];
  int argc = 0, status;

  argv[argc++] = (char *) "umpire-cli";
  for (guint i = 0; parts[i] != NULL && argc <= MAX_ARGS; i++)
    if (!asks_for_help (parts[i]))
      argv[argc++] = parts[i];
  argv[argc] = NULL;

  /* GOption rearranges argv in place; the strings stay owned by parts. */
  status = umpire_cli_run (argc, argv);
  g_assert (status >= 0 && status <= 2);
  return 0;
}
