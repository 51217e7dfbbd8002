/* umpire-derosa-private.h: what the De Rosa procedures share
 *
 * The rules entries they read, the helpers that state a rule of them in the
 * trail, and the words of a morale state. Only the files of src/core/derosa
 * include it; other code includes umpire-derosa.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-derosa.h"
#include "umpire-inputs.h"
#include "umpire-procedure.h"

G_BEGIN_DECLS

#define MOVEMENT        "derosa.movement"
#define MOVEMENT_INCHES "derosa.movement-inches"
#define MOVEMENT_RULES  "derosa.movement-rules"
#define MORALE          "derosa.morale"
#define MORALE_REASONS  "derosa.morale-reasons"
#define MORALE_STEPS    "derosa.morale-procedure"
#define MORALE_STATES   "derosa.morale-states"
#define FIRE_INFANTRY   "derosa.fire-infantry"
#define FIRE_CARBINE    "derosa.fire-carbine"
#define FIRE_ARTILLERY  "derosa.fire-artillery"
#define FIRE_MGS        "derosa.fire-machine-guns"
#define FIRE_DIE_MODS   "derosa.fire-die-modifiers"
#define FIRE_MODS       "derosa.fire-modifiers"
#define CHANCE          "derosa.chance"
#define CC_ADDITIONS    "derosa.close-combat-additions"
#define COMBAT_VALUE    "derosa.combat-value"
#define MELEE           "derosa.melee"
#define AMMO            "derosa.ammo"
#define AMMO_RESUPPLY   "derosa.ammo-resupply"
#define READINGS        "derosa.readings"

/* umpire-derosa-common.c: reading the database */

/* A list item's text (its first cell), else its id. */
const char *umpire_derosa_item_text      (const UmpireRow        *item);
/* The number of a list item, with the item's rule as a step when `result`
 * is not NULL. */
gboolean    umpire_derosa_rule_number    (UmpireResult           *result,
                                          UmpireRules            *rules,
                                          const char             *list_id,
                                          const char             *item_id,
                                          double                 *number,
                                          GError                **error);
/* States a rule (a list item) in the trail. */
gboolean    umpire_derosa_rule_step      (UmpireResult           *result,
                                          UmpireRules            *rules,
                                          const char             *list_id,
                                          const char             *item_id,
                                          GError                **error);
/* Row and column readings are not on the cells; says them where they decide. */
void        umpire_derosa_note_reading   (UmpireResult           *result,
                                          const UmpireProvenance *prov,
                                          const char             *what);
/* "a, b, c": the ids of the rows of `table`, for an error. */
char       *umpire_derosa_row_ids        (const UmpireTable      *table);
/* The dice of `table`; the De Rosa d10 for a chart a rule pack replaced
 * without its rows' dice. */
const char *umpire_derosa_dice           (const UmpireTable      *table);

/* umpire-derosa-morale.c: the morale states */

/* good, shaken, routed and their words, in UmpireDerosaMorale order. */
extern const UmpireWord umpire_derosa_morale_words[];

/* Records the state as the input `name`; an unknown state records nothing. */
void        umpire_derosa_set_morale_input (UmpireResult       *result,
                                            const char         *name,
                                            UmpireDerosaMorale  state);
/* Reads morale input `name` (umpire-inputs.h): good unless given. */
gboolean    umpire_derosa_read_morale      (const UmpireInputs  *in,
                                            const char          *name,
                                            UmpireDerosaMorale  *state,
                                            GError             **error);

G_END_DECLS
