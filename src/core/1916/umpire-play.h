/* umpire-play.h: 1916 during play: lulls, lull features, reinforcements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-procedure.h"

#include "umpire-odds.h"

G_BEGIN_DECLS

/* The play procedures as the catalogue lists them (their rule system is
 * umpire_1916_system, umpire-setup.h). */
extern const UmpireProcedureInfo umpire_play_lull_info;
extern const UmpireProcedureInfo umpire_play_lull_features_info;
extern const UmpireProcedureInfo umpire_play_reinforcements_info;

typedef struct
{
  int         turn;        /* the current game turn, from 1 */
  int         start_turn;  /* the unmodified setup proximity die */
  const char *declared;    /* NULL, or "short"/"long" declared by mutual consent */
} UmpireLullInput;

/* Value "lull": "none", "short" or "long". */
UmpireResult *umpire_play_lull             (UmpireRules           *rules,
                                            const UmpireLullInput *input,
                                            UmpireDice            *dice,
                                            GError               **error);

/* The exact odds of this turn's lull roll. */
UmpireOdds   *umpire_play_lull_odds        (UmpireRules           *rules,
                                            const UmpireLullInput *input,
                                            GError               **error);
/* The chance of a lull on some turn from the first lull roll to `turn`. */
gboolean      umpire_play_lull_chance_by   (UmpireRules           *rules,
                                            int                    start_turn,
                                            int                    turn,
                                            double                *chance,
                                            GError               **error);

/* The lull features table for the lull in force ("short" or "long"):
 * one value per feature row id. */
UmpireResult *umpire_play_lull_features    (UmpireRules  *rules,
                                            const char   *lull,
                                            GError      **error);

typedef struct
{
  const char *role;        /* "attacker" / "defender" */
  gboolean    depleted;    /* optional rule 202 is on */
} UmpireReinforcementsInput;

/* Values "infantry", "hmg", "arrive", "depleted". */
UmpireResult *umpire_play_reinforcements   (UmpireRules                     *rules,
                                            const UmpireReinforcementsInput *input,
                                            UmpireDice                      *dice,
                                            GError                         **error);

G_END_DECLS
