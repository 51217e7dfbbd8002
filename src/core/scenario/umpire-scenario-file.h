/* umpire-scenario-file.h: scenario files (*.umpire)
 *
 * XML in the namespace https://gitlab.gnome.org/umpire/scenario/1, root
 * <scenario format-version="N">, checked against data/umpire-scenario.rng.
 * Loading never changes the file; saving replaces it atomically and keeps
 * the previous version as FILE~.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-scenario.h"

G_BEGIN_DECLS

#define UMPIRE_SCENARIO_NAMESPACE      "https://gitlab.gnome.org/umpire/scenario/1"
/* The newest format this Umpire reads. Format 3 added the units of a
 * roster (De Rosa's miniatures: their rule system, morale, training,
 * veterans and ammunition used, a nation as typed); a scenario without one
 * is written in format 2, so that the Umpire of before opens it. Format 4
 * added the links between a battle and the next (<previous-battle>, with
 * the figures carried over, and <next-battle>), written only by a
 * scenario that has one. */
#define UMPIRE_SCENARIO_FORMAT_VERSION 4
#define UMPIRE_SCENARIO_SUFFIX         ".umpire"
#define UMPIRE_SCENARIO_MIME_TYPE      "application/x-umpire-scenario"

#define UMPIRE_SCENARIO_ERROR (umpire_scenario_error_quark ())

typedef enum
{
  UMPIRE_SCENARIO_ERROR_PARSE,      /* empty or not well-formed */
  UMPIRE_SCENARIO_ERROR_FORBIDDEN,  /* DOCTYPE, entities */
  UMPIRE_SCENARIO_ERROR_NOT_SCENARIO, /* another kind of XML file */
  UMPIRE_SCENARIO_ERROR_NEWER,      /* written by a newer Umpire */
  UMPIRE_SCENARIO_ERROR_SCHEMA,     /* does not follow the schema */
  UMPIRE_SCENARIO_ERROR_INVALID,    /* follows the schema but inconsistent */
} UmpireScenarioError;

GQuark          umpire_scenario_error_quark    (void);

char           *umpire_scenario_to_xml         (UmpireScenario  *scenario);
/* One event as one self-contained line (no references to other events'
 * steps, no line break), as the autosave's journal keeps it. */
char           *umpire_scenario_event_to_line  (UmpireEvent     *event);
/* `name` is used in errors: "NAME:LINE: message". */
UmpireScenario *umpire_scenario_load_data      (const char      *data,
                                                gsize            length,
                                                const char      *name,
                                                GError         **error);
UmpireScenario *umpire_scenario_load_file      (const char      *path,
                                                GError         **error);
/* Atomic: a temporary file replaces PATH, whose old version becomes PATH~. */
gboolean        umpire_scenario_save_file      (UmpireScenario  *scenario,
                                                const char      *path,
                                                GError         **error);

/* $XDG_STATE_HOME/umpire/autosave.umpire */
char           *umpire_scenario_autosave_path  (void);

G_END_DECLS
