/* umpire-derosa.h: Rich De Rosa's WWI miniatures rules
 *
 * Movement, morale, fire, close combat and ammunition, each a pure function
 * of the rules database, its inputs and (where it rolls) the dice. Every
 * number comes from derosa.xml; the readings Umpire chose where the source
 * is silent are items of derosa.readings and appear in the trail.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-descriptor.h"
#include "umpire-dice.h"
#include "umpire-result.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

/* The rule system and its procedures, as the catalogue lists them. */
extern const UmpireSystemInfo    umpire_derosa_system;
extern const UmpireProcedureInfo umpire_derosa_move_info;
extern const UmpireProcedureInfo umpire_derosa_morale_info;
extern const UmpireProcedureInfo umpire_derosa_fire_info;
extern const UmpireProcedureInfo umpire_derosa_melee_info;
extern const UmpireProcedureInfo umpire_derosa_ammo_info;
extern const UmpireProcedureInfo umpire_derosa_correction_info;

/* Morale grades, best first: failing drops one, a passed rally improves one. */
typedef enum
{
  UMPIRE_DEROSA_GOOD,
  UMPIRE_DEROSA_SHAKEN,
  UMPIRE_DEROSA_ROUTED,
} UmpireDerosaMorale;

const char *umpire_derosa_morale_to_string   (UmpireDerosaMorale  morale);
const char *umpire_derosa_morale_label       (UmpireDerosaMorale  morale);
gboolean    umpire_derosa_morale_from_string (const char         *text,
                                              UmpireDerosaMorale *morale);

typedef struct
{
  const char *type;               /* derosa.movement row: infantry, cavalry… */
  const char *formation;          /* line, column, highway, secondary-road */
  const char *terrain;            /* NULL or "open"; river, woods */
  gboolean    skirmish;
  guint       charge_turn;        /* 0 not charging, 1 or 2 */
  guint       figures;            /* for the charge's stragglers; 0 unknown */
  guint       formation_changes;  /* this turn */
  gboolean    limber;             /* limber or unlimber */
  gboolean    set_up;             /* break down or set up */
  gboolean    retreat_facing;     /* retreat facing the enemy */
  gboolean    turn_around;
} UmpireDerosaMoveInput;

UmpireResult *umpire_derosa_move   (UmpireRules                 *rules,
                                    const UmpireDerosaMoveInput *input,
                                    GError                     **error);

typedef struct
{
  guint              figures;     /* figures left; 0 when strength is given */
  const char        *strength;    /* artillery/MGs: "full", "3/4", "1/2", "1/3"; or NULL */
  const char        *reason;      /* derosa.morale-reasons id (a-e), or NULL */
  UmpireDerosaMorale state;       /* before the test */
  gboolean           rallying;    /* reason E */
  const char        *unit;        /* the roster unit's name, or NULL */
} UmpireDerosaMoraleInput;

UmpireResult *umpire_derosa_morale (UmpireRules                   *rules,
                                    const UmpireDerosaMoraleInput *input,
                                    UmpireDice                    *dice,
                                    GError                       **error);

typedef struct
{
  const char         *weapon;     /* rifle, mg, carbine, field-gun */
  guint               strength;   /* figures, or machine guns for mg */
  double              range;      /* inches */
  guint               engaged;    /* figures in close combat, 0 = none */
  const char * const *modifiers;  /* flags of derosa.fire-modifiers / -die-modifiers */
  UmpireDerosaMorale  state;      /* the firing unit: shaken halves, routed may not fire */
  const char         *unit;       /* the firing unit's name on the roster, or NULL */
  const char         *target;     /* the target unit's name, or NULL */
  guint               target_figures; /* with target_known: casualties are at most these */
  gboolean            target_known;
} UmpireDerosaFireInput;

UmpireResult *umpire_derosa_fire   (UmpireRules                 *rules,
                                    const UmpireDerosaFireInput *input,
                                    UmpireDice                  *dice,
                                    GError                     **error);
/* The fire modifiers (const UmpireRow *, die roll modifications first);
 * their ids are the names `fire` accepts. */
GPtrArray    *umpire_derosa_fire_modifiers (UmpireRules *rules,
                                            GError     **error);

typedef struct
{
  const char        *name;        /* for the trail: "attacker" */
  guint              figures;
  UmpireDerosaMorale state;
  gboolean           veterans;
  gboolean           trained;
  guint              flank_figures;  /* figures attacking the enemy's flank */
  gboolean           skirmish;
  const char        *unit;           /* the roster unit's name, or NULL */
} UmpireDerosaMeleeSide;

typedef struct
{
  UmpireDerosaMeleeSide attacker;
  UmpireDerosaMeleeSide defender;
  gboolean              shaken_corrected;   /* "Unit is shaken" read as -1, not the printed +1 */
  gboolean              literal_chance;     /* totals times the chance modifier (-2..+2),
                                             * not the d10 face rolled (1..10) */
} UmpireDerosaMeleeInput;

UmpireResult *umpire_derosa_melee  (UmpireRules                  *rules,
                                    const UmpireDerosaMeleeInput *input,
                                    UmpireDice                   *dice,
                                    GError                      **error);

typedef struct
{
  guint    used;       /* fire turns used since the last resupply */
  gboolean resupply;   /* roll to resupply */
  gboolean five_resupplies; /* the umpire's reading of the printed overlap
                             * (derosa.readings/ammo-five): a 5 is read on
                             * the 5-10 row, resupplied */
  const char *battery; /* the roster battery's name, or NULL */
} UmpireDerosaAmmoInput;

UmpireResult *umpire_derosa_ammo   (UmpireRules                 *rules,
                                    const UmpireDerosaAmmoInput *input,
                                    UmpireDice                  *dice,
                                    GError                     **error);

/* A roster unit corrected by hand ("derosa.correction"): each figure not
 * given (-1, NULL) stays as the battle's state has it. The reason is
 * required. The battle's state replays it (umpire_battle_correct_unit). */
typedef struct
{
  const char               *unit;
  int                       figures;    /* -1: unchanged */
  const UmpireDerosaMorale *morale;     /* NULL: unchanged */
  int                       ammo_used;  /* -1: unchanged */
  const char               *reason;
} UmpireDerosaCorrection;

UmpireResult *umpire_derosa_correct_unit (const UmpireDerosaCorrection  *input,
                                          GError                       **error);

G_END_DECLS
