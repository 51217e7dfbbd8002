/* umpire-battle-state.h: the battle as the log leaves it
 *
 * The scenario's header plus its events in force, applied in order, give
 * the battle's state: each side's nation, sub-units, support won, barrages
 * left, heavy-weapon bases; the proximity and the lull; the turn; each
 * roster unit's figures, morale and ammunition; Der Weltkrieg losses and
 * supply spent by side and turn; HQ reserves committed. It is derived,
 * never stored: build one when it is needed, it is cheap (a replay of
 * 10 000 events takes milliseconds).
 *
 * What a procedure reads from it and writes to it is its descriptor's
 * `reads` and `writes` (umpire-descriptor.h). An event whose inputs from the
 * state differ from what it recorded is out of date; a correction
 * (umpire_battle_correct) computes such events again with the dice they
 * recorded, or marks them out of date with the reason, as one action.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "umpire-derosa.h"
#include "umpire-descriptor.h"
#include "umpire-scenario.h"

G_BEGIN_DECLS

typedef struct _UmpireBattleState UmpireBattleState;

/* What became of an event in the replay. */
typedef enum
{
  UMPIRE_EVENT_STATE_CURRENT,     /* its result answers the state it was applied to */
  UMPIRE_EVENT_STATE_OUT_OF_DATE, /* marked so, or an input from the state now differs:
                                   * its values are not counted and must not be shown
                                   * as current figures */
  UMPIRE_EVENT_STATE_REPLACED,    /* a later event in force stands for it (a value
                                   * changed by hand, a result computed again) */
  UMPIRE_EVENT_STATE_UNDONE,      /* not in force */
} UmpireEventState;

/* The state after every event in force of `scenario`. `rules` may be NULL. */
UmpireBattleState *umpire_battle_state_new            (UmpireScenario    *scenario);
/* The state before the log's position `position` (0: the header alone). */
UmpireBattleState *umpire_battle_state_new_before     (UmpireScenario    *scenario,
                                                       guint              position);
void               umpire_battle_state_free           (UmpireBattleState *self);

/* A figure as text, or NULL. `scope` is UMPIRE_STATE_BATTLE,
 * UMPIRE_STATE_ATTACKER or UMPIRE_STATE_DEFENDER. Keys: battle "title",
 * "year", "battle", "terrain", "scale", "turn", "lull-start", "lull",
 * "proximity-yards", "proximity-inches"; a side's "nation", "sub-units",
 * "support:CATEGORY" (barrage, on-call, airstrikes: the count; gas: yes/no),
 * "heavy:WEAPON" (bases), "defenses:CATEGORY" (trenches, wire, pillboxes,
 * bunkers), "barrages-spent" (on counter-battery), "barrages-lost" (to the
 * enemy's), "barrages-left" (for the bombardment), "barrages-after-
 * bombardment", "loss" and "supply" (Der Weltkrieg, all turns),
 * "reserves-committed". */
const char        *umpire_battle_state_get            (UmpireBattleState *self,
                                                       UmpireStateScope   scope,
                                                       const char        *key);
/* The figure as a whole number; 0 when it is not there. */
int                umpire_battle_state_get_int        (UmpireBattleState *self,
                                                       UmpireStateScope   scope,
                                                       const char        *key);
/* A figure the events add to ("loss", "supply"), on turn `turn` alone. */
double             umpire_battle_state_get_on_turn    (UmpireBattleState *self,
                                                       UmpireStateScope   scope,
                                                       const char        *key,
                                                       int                turn);
/* The turns on which events added to a figure, ascending (g_array_unref). */
GArray            *umpire_battle_state_dup_turns      (UmpireBattleState *self);
/* The keys of a scope, sorted; g_strfreev. */
GStrv              umpire_battle_state_dup_keys       (UmpireBattleState *self,
                                                       UmpireStateScope   scope);

/* Whether a figure is in doubt: a result that would set it is out of date
 * (its value is not counted; "barrages-left" follows the barrages won,
 * spent and lost). `scope` as above. */
gboolean           umpire_battle_state_is_in_doubt    (UmpireBattleState *self,
                                                       UmpireStateScope   scope,
                                                       const char        *key);

/* Roster units, by name: "figures", "morale", "ammo-used", "side". */
GStrv              umpire_battle_state_dup_units      (UmpireBattleState *self);
const char        *umpire_battle_state_get_unit       (UmpireBattleState *self,
                                                       const char        *unit,
                                                       const char        *key);
GStrv              umpire_battle_state_dup_unit_keys  (UmpireBattleState *self,
                                                       const char        *unit);

/* What became of `event` in the replay; `reason` (may be NULL) receives why
 * it is out of date ("defender sub-units 24 → 28"), owned by the state. */
UmpireEventState   umpire_battle_state_get_event_state (UmpireBattleState *self,
                                                        UmpireEvent       *event,
                                                        const char       **reason);
/* A reason as a file holds it (corrections write them in English: "Defender
 * sub-units 24 → 28: needs more dice than were rolled") in the umpire's
 * language; one it cannot read, as it is. NULL for NULL. */
char              *umpire_battle_reason_dup_for_people (const char *reason);
/* How many events in force are out of date. */
guint              umpire_battle_state_count_out_of_date (UmpireBattleState *self);

/* Puts into `inputs` (name -> value, as umpire_procedure_run takes them)
 * every input of `info` the state gives, for an event of `side`, that
 * `inputs` does not hold yet: what a form pre-fills. A UNIT read needs its
 * unit's name in `inputs` already. Returns how many it put. */
guint              umpire_battle_state_fill_inputs    (UmpireBattleState         *self,
                                                       const UmpireProcedureInfo *info,
                                                       UmpireSide                 side,
                                                       GHashTable                *inputs);

/* Whether two states hold the same figures (events' states aside). */
gboolean           umpire_battle_state_equal          (UmpireBattleState *a,
                                                       UmpireBattleState *b);

/* For people and for machines: every figure by scope, then each unit's. */
char              *umpire_battle_state_to_text        (UmpireBattleState *self);
char              *umpire_battle_state_to_xml         (UmpireBattleState *self);

/* A figure's words for people: "sub-units", "barrages left". */
const char        *umpire_battle_state_key_label      (const char        *key);
/* Whose figure `read` takes, in the umpire's language: "Defender
 * sub-units", "both sides’ sub-units", "IR 169 figures" (`unit`: the unit
 * its unit input names), "year". `side`: the procedure's side. */
char              *umpire_battle_state_dup_read_label (const UmpireStateRead *read,
                                                       UmpireSide             side,
                                                       const char            *unit);

/* ---- corrections -------------------------------------------------------- */

/* Changes the scenario's header fields `names` to `values` (both
 * NULL-terminated; umpire_scenario_get_header_names), each checked against
 * the rules (a year of the charts, a nation of the rules, sub-units in the
 * range the procedures take, a battle, terrain and scale of the rules),
 * and computes again every later event whose inputs from the state now
 * differ, with the dice it recorded, each with a step naming the change;
 * one where the recorded dice do not suffice, or that was changed by hand,
 * is marked out of date with the reason. All of it is one action
 * (umpire_scenario_undo undoes it whole). On a bad value: an
 * UMPIRE_INPUT_ERROR naming the field and nothing changed. `n_rederived`
 * and `n_out_of_date` (may be NULL) receive how many. */
gboolean           umpire_battle_correct              (UmpireScenario     *scenario,
                                                       UmpireRules        *rules,
                                                       const char * const *names,
                                                       const char * const *values,
                                                       guint              *n_rederived,
                                                       guint              *n_out_of_date,
                                                       GError            **error);
/* A value of `event` changed by hand (umpire_scenario_override), then what
 * follows from it in later events, as above: one action. */
UmpireEvent       *umpire_battle_override             (UmpireScenario     *scenario,
                                                       UmpireRules        *rules,
                                                       UmpireEvent        *event,
                                                       const char         *value_name,
                                                       const char         *value,
                                                       const char         *reason,
                                                       guint              *n_rederived,
                                                       guint              *n_out_of_date,
                                                       GError            **error);
/* A roster unit's figures, morale or ammunition corrected by hand with a
 * reason (a "derosa.correction" event, its trail naming each figure as it
 * was and as it is), then every later result that read the unit follows,
 * as above: one action. An unknown unit is an error naming "unit". */
UmpireEvent       *umpire_battle_correct_unit         (UmpireScenario               *scenario,
                                                       UmpireRules                  *rules,
                                                       const UmpireDerosaCorrection *correction,
                                                       guint                        *n_rederived,
                                                       guint                        *n_out_of_date,
                                                       GError                      **error);
/* The flow alone: every event in force whose inputs from the state differ,
 * computed again or marked out of date, each naming `cause` (the change, in
 * words). Record it inside an action (umpire_scenario_begin_action). */
gboolean           umpire_battle_rederive             (UmpireScenario     *scenario,
                                                       UmpireRules        *rules,
                                                       const char         *cause,
                                                       guint              *n_rederived,
                                                       guint              *n_out_of_date,
                                                       GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UmpireBattleState, umpire_battle_state_free)

G_END_DECLS
