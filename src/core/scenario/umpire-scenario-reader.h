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

G_END_DECLS
