/* umpire-scenario-reader.h: reading scenario files as a stream (internal)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-scenario.h"

G_BEGIN_DECLS

/* Errors are UMPIRE_SCENARIO_ERROR, "NAME:LINE: message". */
UmpireScenario *umpire_scenario_read (const char  *data,
                                      gsize        length,
                                      const char  *name,
                                      GError     **error);
/* The same from the start of the open file `fd`, of `length` bytes, read a
 * piece at a time: a long game's file is never in memory whole. Errors
 * reading it are G_FILE_ERROR. */
UmpireScenario *umpire_scenario_read_file (int          fd,
                                           gsize        length,
                                           const char  *name,
                                           GError     **error);

/* Whether `text` is an id as the schema has it: [A-Za-z0-9][A-Za-z0-9_.:+-]*. */
gboolean        umpire_scenario_reader_is_id (const char *text);

G_END_DECLS
