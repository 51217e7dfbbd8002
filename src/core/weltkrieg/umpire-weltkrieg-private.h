/* umpire-weltkrieg-private.h: what the Der Weltkrieg files share, inside core
 *
 * The rules entries they read, the helpers that read them with their steps,
 * and one read of a CRT (umpire-crt.c), which whole combats and the chart
 * model use. Nothing outside src/core/weltkrieg includes this header.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-inputs.h"
#include "umpire-procedure.h"
#include "umpire-weltkrieg.h"

G_BEGIN_DECLS

#define ERAS         "weltkrieg.crt-eras"
#define CONVENTIONS  "weltkrieg.crt-conventions"
#define KEY          "weltkrieg.crt-key"
#define TERRAIN      "weltkrieg.terrain"
#define SHIFT_CLAMP  "weltkrieg.shift-clamp"
#define COUNTER      "weltkrieg.counterattack"
#define SUPPLY       "weltkrieg.supply"
#define SECTION39    "weltkrieg.section39"
#define RATINGS      "weltkrieg.hq-ratings"
#define RATING_MODS  "weltkrieg.hq-rating-modifiers"
#define RESERVES     "weltkrieg.hq-reserves"
#define MINORS       "weltkrieg.minor-powers"

#define TRENCH_ROW        "trench"
#define INSUFFICIENT_ROW  "insufficient-artillery-vs-trench-"

/* ---- database access (umpire-weltkrieg.c) -------------------------------- */

/* List items and their numbers: umpire_procedure_list_item and
 * umpire_rules_list_number (umpire-procedure.h). */
/* A cell read with its step, as a number. */
gboolean         umpire_weltkrieg_table_number   (UmpireResult      *result,
                                                  const UmpireTable *table,
                                                  const char        *row_id,
                                                  const char        *column_id,
                                                  double            *number,
                                                  GError           **error);
/* Rounding as a convention item names it: "nearest" (halves up), "up", "down". */
gboolean         umpire_weltkrieg_round_by       (UmpireResult      *result,
                                                  const UmpireRow   *convention,
                                                  const char        *what,
                                                  double             value,
                                                  gint64            *rounded,
                                                  GError           **error);
const char      *umpire_weltkrieg_yes_no         (gboolean           value);
/* A strength (or count) of 0 or more, else an error naming `field`. */
gboolean         umpire_weltkrieg_check_strength (int                value,
                                                  const char        *field,
                                                  GError           **error);
/* Whether a row of weltkrieg.terrain is a terrain (not the trench rows). */
gboolean         umpire_weltkrieg_row_is_terrain (const UmpireRow   *row);
/* The inputs both CRT procedures record. */
void             umpire_weltkrieg_set_crt_inputs (UmpireResult      *result,
                                                  const char        *era,
                                                  const char        *terrain,
                                                  gboolean           trench,
                                                  gboolean           insufficient_artillery,
                                                  gboolean           artillery_vs_fortress,
                                                  const char        *over_50);
/* Reads them from the inputs as text (umpire-inputs.h); terrain "clear"
 * unless one is given. */
gboolean         umpire_weltkrieg_read_crt_inputs (const UmpireInputs  *in,
                                                   const char         **era,
                                                   const char         **terrain,
                                                   gboolean            *trench,
                                                   gboolean            *insufficient_artillery,
                                                   gboolean            *artillery_vs_fortress,
                                                   const char         **over_50,
                                                   GError             **error);

/* ---- one read of a CRT (umpire-crt.c) ------------------------------------ */

typedef struct
{
  const UmpireTable *shifts;
  const UmpireTable *losses;
  const UmpireRow   *era;
} WeltkriegEra;

typedef struct
{
  const char *era;
  int         strength;
  int         extra_shift;
  const char *terrain;
  gboolean    trench;
  gboolean    insufficient_artillery;
  gboolean    counterattack;
  gboolean    artillery_vs_fortress;
  /* A weltkrieg.crt-conventions item that makes this no combat whatever
   * the strength (the defender has none: "no-defender"); NULL: none. */
  const char *no_combat;
} WeltkriegShift;

typedef struct
{
  gboolean combat;     /* FALSE: strength 0 (or in->no_combat), no combat */
  int      shift;
  char     column[32];
  char     printed[32];
  int      printed_loss;  /* r counted as 1 */
  int      loss;          /* after the retreat rules */
  guint    die;
  int      first_column;
} WeltkriegCrtRead;

gboolean         umpire_weltkrieg_find_era       (UmpireRules       *rules,
                                                  const char        *era_id,
                                                  WeltkriegEra      *era,
                                                  GError           **error);
/* Strength, shift, columns, die and losses of one read; the die is rolled
 * from `dice` (typed dice give the typed value), errors name `die_field`. */
gboolean         umpire_weltkrieg_crt_read       (UmpireResult         *result,
                                                  UmpireRules          *rules,
                                                  const WeltkriegShift *in,
                                                  const char           *over_50,
                                                  gboolean              retreat,
                                                  UmpireDice           *dice,
                                                  const char           *die_field,
                                                  const char           *purpose,
                                                  WeltkriegCrtRead     *out,
                                                  GError              **error);

/* ---- a whole combat (umpire-combat.c) ------------------------------------ */

/* Attack and counterattack strengths, with their steps. */
gboolean         umpire_weltkrieg_combat_strengths (UmpireResult            *result,
                                                    UmpireRules             *rules,
                                                    const UmpireCombatInput *input,
                                                    gint64                  *attack,
                                                    gint64                  *counter,
                                                    GError                 **error);

/* ---- descriptors ---------------------------------------------------------- */

/* A strength, count or number of units: 0 or more. */
#define WELTKRIEG_COUNT_MAX 10000

/* The inputs both CRT procedures record (umpire_weltkrieg_set_crt_inputs). */
#define WELTKRIEG_CRT_INPUTS \
  { "era", N_("Era"), UMPIRE_FIELD_CHOICE, .table = ERAS }, \
  { "terrain", N_("Terrain"), UMPIRE_FIELD_CHOICE, .table = TERRAIN }, \
  { "trench", N_("Trench"), UMPIRE_FIELD_FLAG }, \
  { "insufficient-artillery", N_("Insufficient artillery"), UMPIRE_FIELD_FLAG }, \
  { "artillery-vs-fortress", N_("Artillery vs. fortress"), UMPIRE_FIELD_FLAG }, \
  { "over-50", N_("Columns above 50"), UMPIRE_FIELD_CHOICE, .words = umpire_weltkrieg_over_50_words }

/* The dice of the CRTs: the 1917-1918 table rolls the same die. */
#define WELTKRIEG_CRT_DICE_TABLE "weltkrieg.crt-1914-1916"

/* "split" and "cap", the conventions for columns above the table. */
extern const UmpireWord umpire_weltkrieg_over_50_words[];

/* The column and the result a CRT read records when no combat takes place,
 * and its word for people. */
#define WELTKRIEG_NO_COMBAT "none"
extern const UmpireWord umpire_weltkrieg_no_combat_words[];

G_END_DECLS
