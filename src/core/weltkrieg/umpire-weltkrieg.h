/* umpire-weltkrieg.h: Der Weltkrieg adjudication (optional CRTs, HQ reserves, section 39)
 *
 * Every table, shift, multiplier and limit comes from data/rules/weltkrieg.xml;
 * this file only knows how to apply them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-crt-chart.h"
#include "umpire-descriptor.h"
#include "umpire-dice.h"
#include "umpire-result.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

/* The rule system and its procedures, described once (umpire-descriptor.h). */
extern const UmpireSystemInfo    umpire_weltkrieg_system;
extern const UmpireProcedureInfo umpire_crt_info;                        /* "weltkrieg.crt" */
extern const UmpireProcedureInfo umpire_combat_info;                     /* "weltkrieg.combat" */
extern const UmpireProcedureInfo umpire_reserve_info;                    /* "weltkrieg.reserve" */
extern const UmpireProcedureInfo umpire_westfront_french_attack_info;    /* "weltkrieg.french-attack" */
extern const UmpireProcedureInfo umpire_westfront_line_info;             /* "weltkrieg.line" */
extern const UmpireProcedureInfo umpire_westfront_liege_info;            /* "weltkrieg.liege" */
extern const UmpireProcedureInfo umpire_westfront_belgian_release_info;  /* "weltkrieg.belgian-release" */

/* One read of an optional CRT: a strength with its shifts and one die.
 *
 * The procedures roll every die from the UmpireDice they are given: the
 * app's dice, or the dice the umpire typed (umpire_dice_new_typed), which
 * give the typed values in order: a combat takes the attack die, then the
 * counterattack die. */
typedef struct
{
  const char *era;                    /* "1914-1916" or "1917-1918" (weltkrieg.crt-eras) */
  int         strength;               /* strength points attacking or counterattacking; 0: no combat */
  int         shift;                  /* further shift the umpire adds, before the clamp */
  const char *terrain;                /* a row of weltkrieg.terrain: "clear", "wooded-rough", ... */
  gboolean    trench;
  gboolean    insufficient_artillery; /* against a trench only */
  gboolean    counterattack;          /* the counterattack column of the shifts (+), else attack (-) */
  gboolean    artillery_vs_fortress;  /* artillery attacking a fortress: no +4/-4 clamp */
  gboolean    retreat;                /* the side taking the loss retreats */
  const char *over_50;                /* NULL: the database's convention; "split" or "cap" */
} UmpireCrtInput;

UmpireResult *umpire_crt_resolve (UmpireRules          *rules,
                                  const UmpireCrtInput *input,
                                  UmpireDice           *dice,
                                  GError              **error);

/* A whole combat: the attack and the defender's counterattack. */
typedef struct
{
  const char *era;
  int         attacker_strength;
  int         defender_strength;      /* infantry and other non-artillery units */
  int         defender_artillery;
  const char *terrain;
  gboolean    trench;
  gboolean    insufficient_artillery;
  gboolean    artillery_vs_fortress;
  gboolean    defender_retreats;
  gboolean    attacker_unsupplied;
  gboolean    defender_unsupplied;
  const char *over_50;
} UmpireCombatInput;

UmpireResult *umpire_combat_resolve (UmpireRules             *rules,
                                     const UmpireCombatInput *input,
                                     UmpireDice              *dice,
                                     GError                 **error);
/* The combat's inputs as text (name -> value, as umpire_combat_info names
 * them; see umpire-inputs.h) read into `input`, as its descriptor's run
 * reads them; its strings point into `inputs`. */
gboolean      umpire_combat_input_read (UmpireRules        *rules,
                                        GHashTable         *inputs,
                                        UmpireCombatInput  *input,
                                        GError            **error);

/* One reserve unit's commitment roll (HQ Reserve 9B, 9D). */
typedef struct
{
  const char *nation;           /* "germany", "russia", "romania", "minor", ... */
  int         year;
  gboolean    offensive;        /* offensive (cavalry) reserve; else defensive */
  const char *unit;             /* "infantry", "mountain", "marine", "cavalry"; NULL: the usual kind */
  gboolean    montenegrin;      /* a Montenegrin unit (Serbia may not reserve it) */
  gboolean    moved;            /* the unit moved in its movement phase */
  gboolean    out_of_range;     /* the battle hex is beyond its MP allowance */
  int         hex_divisions;    /* divisions already in the battle hex (defensive) */
  int         hex_artillery;    /* artillery already in the battle hex (defensive) */
  gboolean    defenders_remain; /* offensive: some defender neither retreated nor was eliminated */
} UmpireReserveInput;

UmpireResult *umpire_reserve_commit (UmpireRules              *rules,
                                     const UmpireReserveInput *input,
                                     UmpireDice               *dice,
                                     GError                  **error);

/* Section 39. */
typedef struct
{
  int fortress;            /* fortress strength in the target hex */
  int combined_strength;   /* infantry and fortress strength points in the hex */
  int artillery;           /* artillery strength points in the hex */
} UmpireFrenchAttackInput;

UmpireResult *umpire_westfront_french_attack (UmpireRules                   *rules,
                                              const UmpireFrenchAttackInput *input,
                                              GError                       **error);

/* `hexes`: the line from Metz to Strasbourg, one letter a hex:
 * I (German infantry), Z (ZOC only), E (empty), comma-separated. */
UmpireResult *umpire_westfront_line (UmpireRules  *rules,
                                     const char   *hexes,
                                     GError      **error);

typedef struct
{
  int turn;
  int infantry_divisions;
  int cavalry_divisions;
  int adjacent_units;      /* German units adjacent to Liege that share the losses */
} UmpireLiegeInput;

UmpireResult *umpire_westfront_liege (UmpireRules            *rules,
                                      const UmpireLiegeInput *input,
                                      GError                **error);

typedef struct
{
  gboolean            attacked;
  gboolean            october;        /* the turn is in October or later */
  const char * const *adjacent_hexes; /* map 5-3 hexes German units moved adjacent to; NULL-terminated */
  gboolean            paris;          /* a German unit adjacent to a Paris hex */
  gboolean            coast;          /* ... to a French or Belgian coastal hex */
} UmpireBelgianReleaseInput;

UmpireResult *umpire_westfront_belgian_release (UmpireRules                     *rules,
                                                const UmpireBelgianReleaseInput *input,
                                                GError                         **error);

/* The chart model of a combat: the attack read with the row of `attack_die`
 * (the result's "attack-die"; 0: not rolled yet), the counterattack read
 * with the row of `counter_die` ("counter-die"; 0: not rolled yet), and the
 * odds of both (the counterattack's only when it has strength). */
gboolean      umpire_weltkrieg_chart_model (UmpireRules             *rules,
                                            const UmpireCombatInput *input,
                                            guint                    attack_die,
                                            guint                    counter_die,
                                            UmpireCrtChartModel     *model,
                                            GError                 **error);
/* The same for one CRT read, with the row of `die` (0: none). */
gboolean      umpire_crt_chart_model       (UmpireRules             *rules,
                                            const UmpireCrtInput    *input,
                                            guint                    die,
                                            UmpireCrtChartModel     *model,
                                            GError                 **error);

/* The chart model of a recorded result of weltkrieg.combat or weltkrieg.crt,
 * read again from its inputs and marked at the dice it was read with, its
 * odds not shown: the chart as the players may see it. FALSE (no error) for
 * a result of any other procedure. */
gboolean      umpire_weltkrieg_result_chart_model (UmpireRules         *rules,
                                                   UmpireResult        *result,
                                                   UmpireCrtChartModel *model,
                                                   GError             **error);

/* The dice of the die input `name` of `info` ("1d6"): its own, else those of
 * the rules table it reads; for reading typed dice (umpire_dice_new_typed). */
const char   *umpire_weltkrieg_input_dice   (UmpireRules               *rules,
                                             const UmpireProcedureInfo *info,
                                             const char                *name);

/* The two tables of era `era_id`: the shift rows (the effective column for
 * each shift) and the losses, for sheets that print them. */
gboolean      umpire_weltkrieg_get_era_tables (UmpireRules        *rules,
                                               const char         *era_id,
                                               const UmpireTable **shifts,
                                               const UmpireTable **losses,
                                               GError            **error);

/* Names for forms: the terrain rows (id, label pairs), eras, nations. */
GPtrArray    *umpire_weltkrieg_dup_terrains (UmpireRules *rules);  /* const UmpireRow* */
GPtrArray    *umpire_weltkrieg_dup_eras     (UmpireRules *rules);  /* const UmpireRow* */
GPtrArray    *umpire_weltkrieg_dup_nations  (UmpireRules *rules);  /* const UmpireRow* */

G_END_DECLS
