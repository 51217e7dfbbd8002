/* bench-setup-log.h: a long 1916 log for the benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-rules.h"
#include "umpire-scenario.h"

/* A 1916 setup (Britain 30 attacking Germany 24) played over and over for
 * `events` events: every support category and heavy weapon of both sides,
 * rolled with seeded dice, so that every event reads the sides' sub-units.
 * With `turns` the log is spread over ten turns, else it stays before the
 * first. Aborts, naming `program`, on an error. */
UmpireScenario *bench_setup_log_new (UmpireRules *rules,
                                     guint        events,
                                     const char  *title,
                                     gboolean     turns,
                                     const char  *program);
