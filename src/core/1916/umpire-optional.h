/* umpire-optional.h: the 1916 optional rules 101-601 that have a procedure
 *
 * Which rules are on is the scenario's business (1916.optional-rules lists
 * them); these are the small tools for the rules that roll or compute.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-procedure.h"

G_BEGIN_DECLS

/* The procedures, as the catalogue lists them (their rule system is
 * umpire_1916_system, umpire-setup.h). */
/* All of them, NULL-terminated. */
extern const UmpireProcedureInfo *const umpire_optional_procedures[];
extern const UmpireProcedureInfo umpire_optional_natural_antagonists_info;
extern const UmpireProcedureInfo umpire_optional_veteran_officer_info;
extern const UmpireProcedureInfo umpire_optional_lost_platoon_info;
extern const UmpireProcedureInfo umpire_optional_battery_encounter_info;
extern const UmpireProcedureInfo umpire_optional_scouts_info;
extern const UmpireProcedureInfo umpire_optional_entanglement_info;
extern const UmpireProcedureInfo umpire_optional_trench_stop_info;
extern const UmpireProcedureInfo umpire_optional_fire_storm_info;
extern const UmpireProcedureInfo umpire_optional_mortar_fire_info;
extern const UmpireProcedureInfo umpire_optional_lone_assault_info;
extern const UmpireProcedureInfo umpire_optional_bomber_parties_info;
extern const UmpireProcedureInfo umpire_optional_veteran_barrage_info;

/* ---- which rule is which ---------------------------------------------------- */

/* The item of 1916.optional-rules whose rule reference is that of rules
 * entry `entry` (of its row `item`, when not NULL), or NULL when the rules
 * name none: how a procedure or a rule's own entry finds the optional rule
 * it belongs to, with no rule number in the code. */
const UmpireRow *umpire_optional_find_rule            (UmpireRules               *rules,
                                                       const char                *entry,
                                                       const char                *item);
/* As a scenario names that optional rule ("1916:202"), or NULL. */
char            *umpire_optional_dup_scenario_rule    (UmpireRules               *rules,
                                                       const char                *entry,
                                                       const char                *item);
/* The optional rule of the procedure `info` (by its rules entry), or NULL. */
const UmpireRow *umpire_optional_find_rule_of        (const UmpireProcedureInfo *info,
                                                       UmpireRules               *rules);
char            *umpire_optional_dup_scenario_rule_of (const UmpireProcedureInfo *info,
                                                       UmpireRules               *rules);
/* The optional rule of depleted reinforcements, which the reinforcements
 * roll (umpire-play.h) reads when the scenario uses it: "1916:202". */
char            *umpire_optional_dup_depleted_reinforcements_rule (UmpireRules *rules);

/* 101: values "morale", "training" (bonuses). */
UmpireResult *umpire_optional_natural_antagonists (UmpireRules  *rules,
                                                   const char   *nation,
                                                   const char   *opponent,
                                                   GError      **error);

/* 102: 2D6 per sub-unit; values "veterans" (count), "veteran" (yes/no: the
 * first sub-unit, for a single roll), "rolls". */
UmpireResult *umpire_optional_veteran_officers    (UmpireRules  *rules,
                                                   int           units,
                                                   UmpireDice   *dice,
                                                   GError      **error);

/* 103: value "turns". */
UmpireResult *umpire_optional_lost_platoon        (UmpireRules  *rules,
                                                   UmpireDice   *dice,
                                                   GError      **error);

/* 203: the F column with the current friendly units: "rate", "bases". */
UmpireResult *umpire_optional_battery_encounter   (UmpireRules  *rules,
                                                   int           units,
                                                   UmpireDice   *dice,
                                                   GError      **error);

typedef struct
{
  const char *training;        /* "outstanding" ... "abysmal" */
  int         range;           /* yards */
  gboolean    air_superiority;
} UmpireScoutsInput;

/* 205: values "positions", "success", "base-damaged", "modified-roll". */
UmpireResult *umpire_optional_scouts              (UmpireRules             *rules,
                                                   const UmpireScoutsInput *input,
                                                   UmpireDice              *dice,
                                                   GError                 **error);

typedef struct
{
  const char *type;            /* "light-riders" ... "heavy-coiled" */
  double      inches;          /* inches of this type wanted (0: skip the trade-off) */
  gboolean    movement;        /* roll the movement reduction */
  int         barrage_roll;    /* a natural barrage roll against it, 0 for none */
} UmpireEntanglementInput;

/* 207: values "regular-inches", "yards", "destroyed". */
UmpireResult *umpire_optional_entanglement        (UmpireRules                   *rules,
                                                   const UmpireEntanglementInput *input,
                                                   UmpireDice                    *dice,
                                                   GError                       **error);

/* 208: value "built". */
UmpireResult *umpire_optional_trench_stop         (UmpireRules  *rules,
                                                   UmpireDice   *dice,
                                                   GError      **error);

#define UMPIRE_FIRE_STORM_TYPES 4
extern const char *const umpire_optional_fire_storm_types[UMPIRE_FIRE_STORM_TYPES];

/* 301: heavy fire dice thrown at one unit this phase, per weapon type
 * (umpire_optional_fire_storm_types); value "fire-storm" (yes/no). */
UmpireResult *umpire_optional_fire_storm          (UmpireRules  *rules,
                                                   const int     dice_by_type[UMPIRE_FIRE_STORM_TYPES],
                                                   GError      **error);

/* 304: an Area Weapons roll by a trench mortar ("light", "medium",
 * "large") against "personnel" or "tank": "modified-roll" or "effect" N/E. */
UmpireResult *umpire_optional_mortar_fire         (UmpireRules  *rules,
                                                   const char   *mortar,
                                                   const char   *target,
                                                   int           roll,
                                                   GError      **error);

typedef struct
{
  const char *target;        /* "heavy-weapon", "full", "weak", "remnant" */
  gboolean    great_brave;
  gboolean    active;
  gboolean    poor_shaky;
  gboolean    well_led;
  int         previous;      /* earlier hero requests by this battalion */
  int         range;         /* yards; 0 when not given */
  gboolean    supported;
  gboolean    pinned;
} UmpireLoneAssaultInput;

/* 501: values "modified-roll", "effect". */
UmpireResult *umpire_optional_lone_assault        (UmpireRules                  *rules,
                                                   const UmpireLoneAssaultInput *input,
                                                   UmpireDice                   *dice,
                                                   GError                      **error);

/* 502: value "modifier" (to the assault value). */
UmpireResult *umpire_optional_bomber_parties      (UmpireRules  *rules,
                                                   const char   *nation,
                                                   const char   *opponent,
                                                   int           year,
                                                   GError      **error);

/* 601: value "modifier" (to every pre-game barrage roll against the unit). */
UmpireResult *umpire_optional_veteran_barrage     (UmpireRules  *rules,
                                                   UmpireDice   *dice,
                                                   GError      **error);

G_END_DECLS
