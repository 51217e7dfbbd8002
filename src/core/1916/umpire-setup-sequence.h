/* umpire-setup-sequence.h: the 1916 setup sequence over a scenario
 *
 * The steps of "Basic Game Setup" as the rules list them (1916.setup-sequence),
 * played into an UmpireScenario: one call per step and side rolls every roll
 * of that step (every support category, every recommended heavy weapon, ...)
 * and records all its events, or, on any error, none. The year, battle,
 * terrain, scale and the sides' nations and sub-units are the scenario's.
 *
 * What each step shows is "the result in force": the latest event of that
 * step and side that is not undone, a value changed by hand included. The
 * barrages each side has left for the bombardment follow the log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "umpire-dice.h"
#include "umpire-event.h"
#include "umpire-rules.h"
#include "umpire-scenario.h"
#include "umpire-setup.h"

#include "umpire-odds.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_SEQUENCE (umpire_setup_sequence_get_type ())
G_DECLARE_FINAL_TYPE (UmpireSetupSequence, umpire_setup_sequence, UMPIRE, SETUP_SEQUENCE, GObject)

/* `dice` rolls every die the umpire does not type in. */
UmpireSetupSequence *umpire_setup_sequence_new              (UmpireRules         *rules,
                                                             UmpireScenario      *scenario,
                                                             UmpireDice          *dice);
UmpireRules         *umpire_setup_sequence_get_rules        (UmpireSetupSequence *self);
UmpireScenario      *umpire_setup_sequence_get_scenario     (UmpireSetupSequence *self);
UmpireDice          *umpire_setup_sequence_get_dice         (UmpireSetupSequence *self);
void                 umpire_setup_sequence_set_dice         (UmpireSetupSequence *self,
                                                             UmpireDice          *dice);

/* The steps, as ids of 1916.setup-sequence ("support", "heavy-weapons", ...),
 * in their order; NULL-terminated. */
const char * const  *umpire_setup_sequence_get_steps        (UmpireSetupSequence *self);
/* The support categories the chart 1916.support has columns for ("barrage",
 * "on-call", "airstrikes", "gas"), in its order; NULL-terminated. */
const char * const  *umpire_setup_sequence_get_support_categories (UmpireSetupSequence *self);
/* The same, of `rules`, before any scenario (g_strfreev it). */
GStrv                umpire_setup_sequence_dup_categories_of (UmpireRules *rules);

/* ---- the header ---------------------------------------------------------- */

/* The scenario's year, battle, terrain, scale and sides as the setup shows
 * them: its own, else what a new scenario suggests (the rules' first year,
 * battle, terrain and scale; Germany with 35 sub-units against Britain with
 * 30). They are also the properties "year", "battle", "terrain", "scale",
 * "attacker-nation", "attacker-sub-units", "defender-nation" and
 * "defender-sub-units", notified as the scenario changes; set, they go into
 * the scenario. Every roll puts the header it was made for into the
 * scenario (proximity: its terrain and scale too). */
int                  umpire_setup_sequence_get_year         (UmpireSetupSequence *self);
const char          *umpire_setup_sequence_get_battle       (UmpireSetupSequence *self);
const char          *umpire_setup_sequence_get_terrain      (UmpireSetupSequence *self);
const char          *umpire_setup_sequence_get_scale        (UmpireSetupSequence *self);
const char          *umpire_setup_sequence_get_nation       (UmpireSetupSequence *self,
                                                             UmpireSide           side);
int                  umpire_setup_sequence_get_sub_units    (UmpireSetupSequence *self,
                                                             UmpireSide           side);

/* ---- the steps ---------------------------------------------------------- */

/* Typed dice are the values read off the table ("4", "5,2,6"); NULL or
 * empty: rolled by the sequence's dice. A bad one is an error naming the
 * field "CATEGORY-die", "WEAPON-die", "dice" or "die". */

typedef struct
{
  gboolean            low_intensity;
  gboolean            override_modifier;
  double              modifier;
  /* One per support category (or NULL): the typed die. */
  const char * const *dice;
  /* The chart header reading (UmpireSupportInput.reading); NULL: the default. */
  const char         *reading;
} UmpireSetupSupportOptions;

/* Step 2: every support category for `side`. */
gboolean             umpire_setup_sequence_roll_support     (UmpireSetupSequence              *self,
                                                             UmpireSide                        side,
                                                             const UmpireSetupSupportOptions  *options,
                                                             GError                          **error);

/* The exact odds of step 2's roll for `category` and `side` as the header
 * and `options` stand now, before the roll (its dice are not read). */
UmpireOdds          *umpire_setup_sequence_support_odds     (UmpireSetupSequence              *self,
                                                             UmpireSide                        side,
                                                             const char                       *category,
                                                             const UmpireSetupSupportOptions  *options,
                                                             GError                          **error);

/* One heavy weapon to roll for. */
typedef struct
{
  const char *weapon;   /* recommendation column id ("field-gun"), or "other":
                         * the event records it, people read its label */
  const char *column;   /* the chart column; NULL: the recommended one */
  const char *die;      /* typed, or NULL */
} UmpireSetupHeavyWeapon;

/* The weapons the year recommends for the side's nation, as
 * UmpireHeavyWeaponRecommendation (g_free each); NULL on error. */
GPtrArray           *umpire_setup_sequence_dup_heavy_weapons (UmpireSetupSequence *self,
                                                              UmpireSide           side,
                                                              GError             **error);
/* Step 3: `weapons` for `side`; NULL `weapons`: every recommended weapon,
 * rolled. */
gboolean             umpire_setup_sequence_roll_heavy_weapons (UmpireSetupSequence          *self,
                                                               UmpireSide                    side,
                                                               const UmpireSetupHeavyWeapon *weapons,
                                                               guint                         n_weapons,
                                                               GError                      **error);

/* Step 4: `needed` (the die per category, from the Troop Lists) may be NULL
 * when a rule pack gives them; `dice` the values read off the table, in the
 * order of the categories that roll (the rest rolled). */
gboolean             umpire_setup_sequence_roll_defensive_works (UmpireSetupSequence  *self,
                                                                 UmpireSide            side,
                                                                 const int            *needed,
                                                                 const char           *dice,
                                                                 GError              **error);
/* How many dice that roll takes (one per roll, for each category that
 * rolls), so that dice read off the table can be asked for by number;
 * 0 with `error` set when the inputs are refused. */
guint                umpire_setup_sequence_count_defensive_dice (UmpireSetupSequence  *self,
                                                                 UmpireSide            side,
                                                                 const int            *needed,
                                                                 GError              **error);

/* Step `info` for `side` from `inputs` (name -> text, as its descriptor
 * names them): support (its dice as "CATEGORY-die", one run for each
 * category), proximity (its die typed or not), defensive works and
 * counter-battery ("dice": the faces read off the table, no input of
 * theirs), the bombardment (its targets as "target-N-…" inputs). What the
 * header gives is added, the step's limits are checked, its descriptor's
 * run (umpire_procedure_run) rolls, and its results are recorded. The typed
 * calls below for those steps come here. Heavy weapons, several rolled at
 * once (all or none), keep their own call, which runs each weapon through
 * the same descriptor. */
gboolean             umpire_setup_sequence_run              (UmpireSetupSequence        *self,
                                                             const UmpireProcedureInfo  *info,
                                                             UmpireSide                  side,
                                                             GHashTable                 *inputs,
                                                             GError                    **error);

/* Step 5, for both sides; its die becomes the scenario's lull start turn. */
gboolean             umpire_setup_sequence_roll_proximity   (UmpireSetupSequence  *self,
                                                             const char           *die,
                                                             GError              **error);

/* Step 8: `barrages` of the side's own spent on counter-battery fire. */
gboolean             umpire_setup_sequence_roll_counterbattery (UmpireSetupSequence  *self,
                                                                UmpireSide            side,
                                                                int                   barrages,
                                                                gboolean              gas,
                                                                const char           *dice,
                                                                GError              **error);

/* Step 9: the side's barrages left (see below) on `targets`. */
gboolean             umpire_setup_sequence_roll_bombardment (UmpireSetupSequence            *self,
                                                             UmpireSide                      side,
                                                             gboolean                        gas,
                                                             gboolean                        veteran_officer_rule,
                                                             const UmpireBombardmentTarget  *targets,
                                                             guint                           n_targets,
                                                             GError                        **error);

/* ---- what is in force --------------------------------------------------- */

/* One action of several step calls (both sides of a step), recorded all or
 * nothing: after begin, the calls record nothing; commit records every
 * result they made, in order; abort (after an error) records none. */
void                 umpire_setup_sequence_begin            (UmpireSetupSequence *self);
void                 umpire_setup_sequence_commit           (UmpireSetupSequence *self);
void                 umpire_setup_sequence_abort            (UmpireSetupSequence *self);

/* The latest event in force of `step` ("support", "heavy-weapons", ...) for
 * `side` (UMPIRE_SIDE_NONE for proximity); `item` names the support category
 * or the heavy weapon (its id; a label is read as its id), else NULL. Events
 * of older files count: those that recorded the weapon by its label, in
 * English or in a language Umpire ships, and those that named it only in
 * their trail. NULL: none. */
UmpireEvent         *umpire_setup_sequence_find_in_force    (UmpireSetupSequence *self,
                                                             const char          *step,
                                                             UmpireSide           side,
                                                             const char          *item);
/* Its result, or NULL. */
UmpireResult        *umpire_setup_sequence_get_result       (UmpireSetupSequence *self,
                                                             const char          *step,
                                                             UmpireSide           side,
                                                             const char          *item);

/* Whether a step's result answers the scenario's header as it is now: a
 * support roll made for another year, battle, nation or number of sub-units
 * is out of date (it stays in the log, to be rolled again); the results of
 * other steps always are. The sheets leave out what is out of date. The
 * sequence's is_current also counts an event a correction marked out of
 * date (umpire_event_get_out_of_date); for every procedure's reads, see
 * umpire_battle_state_get_event_state. */
gboolean             umpire_setup_result_is_current         (UmpireResult        *result,
                                                             UmpireScenario      *scenario,
                                                             UmpireSide           side);
gboolean             umpire_setup_sequence_is_current       (UmpireSetupSequence *self,
                                                             UmpireEvent         *event);

/* Barrages the side received (support in force), spent on counter-battery
 * fire, lost to the enemy's, and left for the bombardment (never below 0);
 * also the properties "attacker-barrages-left", "attacker-destroyed" (enemy
 * barrages the attacker destroyed), and the same for the defender. */
int                  umpire_setup_sequence_get_barrages     (UmpireSetupSequence *self,
                                                             UmpireSide           side);
int                  umpire_setup_sequence_get_barrages_left (UmpireSetupSequence *self,
                                                              UmpireSide           side);
int                  umpire_setup_sequence_get_destroyed    (UmpireSetupSequence *self,
                                                             UmpireSide           side);

G_END_DECLS
