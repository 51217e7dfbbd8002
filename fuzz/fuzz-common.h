/* fuzz-common.h: what every Umpire fuzz target shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <stdint.h>
#include <unistd.h>

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
fuzz_discard_print (const char *text)
{
}

static GLogWriterOutput
fuzz_discard_log (GLogLevelFlags   level,
                  const GLogField *fields,
                  gsize            n_fields,
                  gpointer         user_data)
{
  /* A critical is a bug the fuzzer should report: crash on it. */
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    return g_log_writer_default (level, fields, n_fields, user_data);
  return G_LOG_WRITER_HANDLED;
}

/* Quiet output, fatal criticals and warnings, and no rule packs or state
 * from the home folder of whoever runs the fuzzer. */
static inline void
fuzz_setup (void)
{
  g_autofree char *home = g_dir_make_tmp ("umpire-fuzz-XXXXXX", NULL);
  g_autofree char *data = g_build_filename (home, "data", NULL);
  g_autofree char *state = g_build_filename (home, "state", NULL);
  g_autofree char *config = g_build_filename (home, "config", NULL);
  int null_fd = open ("/dev/null", O_WRONLY);

  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_log_set_writer_func (fuzz_discard_log, NULL, NULL);
  g_set_print_handler (fuzz_discard_print);
  g_set_printerr_handler (fuzz_discard_print);
  /* Results printed with stdio go nowhere; stderr stays for the reports. */
  if (null_fd >= 0)
    {
      dup2 (null_fd, STDOUT_FILENO);
      close (null_fd);
    }
}

/* A NUL-terminated copy of the input. */
static inline char *
fuzz_text (const uint8_t *data,
           size_t         size)
{
  char *text = g_malloc (size + 1);

  memcpy (text, data, size);
  text[size] = '\0';
  return text;
}
