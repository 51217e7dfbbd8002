/* bench-cli-log.c: `umpire-cli log` of a long game, its time and memory
 *
 *   bench-cli-log RUNS UMPIRE-CLI FILE
 *
 * Runs `UMPIRE-CLI log FILE` RUNS times, its text to /dev/null, and prints
 * the median wall-clock time from spawn to exit, the median processor time
 * it used (user and system: what a busy machine does not change) and the
 * largest resident size the process reached (the kernel's count, as
 * `time -v` reports it).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include "bench-common.h"

/* Milliseconds of the clock and of the processor, and the peak resident
 * size in kB; FALSE if it failed. */
static gboolean
run_once (const char *cli,
          const char *file,
          double     *ms,
          double     *cpu_ms,
          double     *rss_kb)
{
  struct rusage usage;
  gint64 start = g_get_monotonic_time ();
  int status = 0;
  pid_t pid = fork ();

  if (pid < 0)
    return FALSE;
  if (pid == 0)
    {
      int null = open ("/dev/null", O_WRONLY);

      if (null < 0 || dup2 (null, STDOUT_FILENO) < 0)
        _exit (127);
      execl (cli, cli, "log", file, (char *) NULL);
      _exit (127);
    }
  if (wait4 (pid, &status, 0, &usage) != pid)
    return FALSE;
  *ms = (g_get_monotonic_time () - start) / 1000.0;
  *cpu_ms = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
            + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
  *rss_kb = usage.ru_maxrss;
  return WIFEXITED (status) && WEXITSTATUS (status) == 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree double *ms = NULL;
  g_autofree double *cpu_ms = NULL;
  double rss_max = 0;
  guint runs;

  if (argc != 4)
    {
      g_printerr ("usage: %s RUNS UMPIRE-CLI FILE\n", argv[0]);
      return 2;
    }
  runs = MAX (atoi (argv[1]), 1);
  ms = g_new0 (double, runs);
  cpu_ms = g_new0 (double, runs);
  for (guint i = 0; i < runs; i++)
    {
      double rss;

      if (!run_once (argv[2], argv[3], &ms[i], &cpu_ms[i], &rss))
        {
          g_printerr ("bench-cli-log: %s log %s failed\n", argv[2], argv[3]);
          return 1;
        }
      rss_max = MAX (rss_max, rss);
    }
  qsort (ms, runs, sizeof (double), bench_compare_doubles);
  qsort (cpu_ms, runs, sizeof (double), bench_compare_doubles);
  printf ("cli-log-median-ms %.1f\n", ms[runs / 2]);
  printf ("cli-log-cpu-median-ms %.1f\n", cpu_ms[runs / 2]);
  printf ("cli-log-rss-max-mb %.1f\n", rss_max / 1024);
  printf ("cli-log-runs %u\n", runs);
  return 0;
}
