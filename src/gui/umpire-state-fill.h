/* umpire-state-fill.h: a form's fields that start from the battle's state
 *
 * Every input a procedure's descriptor `reads` from the battle's state
 * (umpire_battle_state_fill_inputs: heavy weapons' sub-units, a fire's
 * strength and its target's figures, a unit's morale) is pre-filled from
 * the state as the scenario stands, and follows it when the scenario
 * changes, with a hint saying where it came from ("From the battle's
 * state: Defender sub-units"). A value the umpire typed (or the page set)
 * stays theirs: it is never overwritten, until the unit the figure belongs
 * to is changed (another unit: its figures). Values are put without
 * marking the result shown out of date ("filled" says when).
 *
 * The procedure form and the 1916 setup steps each keep one over their
 * field rows: the one place forms pre-fill.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-descriptor.h"
#include "umpire-field-rows.h"
#include "umpire-scenario.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_STATE_FILL (umpire_state_fill_get_type ())
G_DECLARE_FINAL_TYPE (UmpireStateFill, umpire_state_fill, UMPIRE, STATE_FILL, GObject)

/* Fills fields of `rows` (not referenced: the form owns both). */
UmpireStateFill *umpire_state_fill_new          (UmpireFieldRows           *rows);
/* The fields of `scope` (NULL: the form's own) are `info`'s inputs, for an
 * event of `side` (UMPIRE_SIDE_NONE: none). */
void             umpire_state_fill_add          (UmpireStateFill           *self,
                                                 const char                *scope,
                                                 UmpireSide                 side,
                                                 const UmpireProcedureInfo *info);
/* The scenario whose state fills them (NULL: none; the fields stay). */
void             umpire_state_fill_set_scenario (UmpireStateFill           *self,
                                                 UmpireScenario            *scenario);
/* Fills again from the state now (the fields' own changes do it anyway). */
void             umpire_state_fill_refresh      (UmpireStateFill           *self);
/* Where field `name`'s value came from, in words, while it is the state's;
 * NULL when it is not (never filled, or the umpire's). */
const char      *umpire_state_fill_get_source   (UmpireStateFill           *self,
                                                 const char                *scope,
                                                 const char                *name);

G_END_DECLS
