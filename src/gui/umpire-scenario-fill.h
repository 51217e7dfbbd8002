/* umpire-scenario-fill.h: a form's fields that start from the scenario
 *
 * Some fields take a whole number the scenario already holds (HQ reserves'
 * year, Liège's turn). This follows a session's scenario, the scenario it
 * is replaced by and the property's changes, and sets each such field; a
 * value outside the field's range (0: not set) leaves the field as it is,
 * and an unchanged value is not set again (the result shown stays current).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-field-rows.h"
#include "umpire-session.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SCENARIO_FILL (umpire_scenario_fill_get_type ())
G_DECLARE_FINAL_TYPE (UmpireScenarioFill, umpire_scenario_fill, UMPIRE, SCENARIO_FILL, GObject)

/* Fills fields of `rows` (not referenced: the form owns both). */
UmpireScenarioFill *umpire_scenario_fill_new         (UmpireFieldRows    *rows);
void                umpire_scenario_fill_set_session (UmpireScenarioFill *self,
                                                      UmpireSession      *session);
/* Field `name` takes the scenario's whole-number `property`. */
void                umpire_scenario_fill_add         (UmpireScenarioFill *self,
                                                      const char         *name,
                                                      const char         *property);

G_END_DECLS
