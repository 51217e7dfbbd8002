/* test-weltkrieg.c: Der Weltkrieg adjudication, worked by hand
 *
 * Every expected value is worked out from rules-sources/000_8416cdb5a25d97be.txt
 * (optional CRTs, key, counterattack, supply, terrain, section 39) and
 * 001_f8d5eb2c014aeb71.txt (HQ reserves), with the arithmetic in the comment;
 * the conventions where the sources are silent are those of READING.md,
 * "Der Weltkrieg adjudication (issue 3)". Cells quoted as "row D: ..." are the
 * printed die rows of the 1914-1916 table (source lines 107-135).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "umpire-procedure.h"
#include "umpire-weltkrieg.h"
#include "umpire-test-core.h"

static UmpireRules *
load_rules (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&rules);
}

static gboolean
trail_mentions (UmpireResult *result,
                const char   *words)
{
  const GPtrArray *steps = umpire_result_get_steps (result);

  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);

      if (strstr (step->text, words) != NULL || (step->reading && strstr (step->reading, words) != NULL))
        return TRUE;
    }
  return FALSE;
}

/* The dice the umpire typed, as a page or umpire-cli reads them: the values
 * in the order of the fields (0: not typed, `app` rolls it). NULL and the
 * error naming the field for a value that is no face of a d6. */
static UmpireDice *
typed_dice (UmpireDice  *app,
            const char  *field,
            guint        die,
            const char  *second_field,
            guint        second_die,
            GError     **error)
{
  g_autofree char *text = die ? g_strdup_printf ("%u", die) : NULL;
  g_autofree char *second = second_die ? g_strdup_printf ("%u", second_die) : NULL;
  const UmpireTypedDie typed[] = { { field, "1d6", text, FALSE }, { second_field, "1d6", second, FALSE } };

  return umpire_dice_new_typed (typed, second_field ? 2 : 1, UMPIRE_TYPED_DICE_MIXED, app, error);
}

static UmpireDice *
typed_die (UmpireDice *app,
           guint       die)
{
  g_autoptr(GError) error = NULL;
  UmpireDice *dice = typed_dice (app, "die", die, NULL, 0, &error);

  g_assert_no_error (error);
  return dice;
}

/* ---- CRT reads ---------------------------------------------------------- */

typedef struct
{
  const char *name;
  const char *era;
  int         strength;
  int         shift;
  const char *terrain;
  gboolean    trench, insufficient, counterattack, artillery_vs_fortress, retreat;
  guint       die;
  const char *over_50;
  const char *net_shift;
  const char *column;
  const char *printed;
  const char *loss;
} CrtCase;

static const CrtCase crt_cases[] = {
  /* No shift: the printed column. 1914-1916 row 6: 1 1 1 1 1 1 1 2 2 2 | 2 2 ...: col 12 = 2. */
  { "no-shift", "1914-1916", 12, 0, "clear", FALSE, FALSE, FALSE, FALSE, FALSE, 6, NULL, "+0", "12", "2", "2" },
  /* Woods -2 + trench -2 = -4 on 25: 25 x 0.6 = 15; row 3: 0 0 0 1r 1r 1 1 1 1 1 | 2 2 2 2 2: col 15 = 2. */
  { "woods-trench", "1914-1916", 25, 0, "woods", TRUE, FALSE, FALSE, FALSE, FALSE, 3, NULL, "-4", "15", "2", "2" },
  /* Broken: attack -1 on 10 = 9, counterattack +1 on 10 = 11. Row 4: 0 0 1r 1 1 1 1 1 1 2 | 2: col 9 = 1, col 11 = 2. */
  { "broken-attack", "1914-1916", 10, 0, "broken", FALSE, FALSE, FALSE, FALSE, FALSE, 4, NULL, "-1", "9", "1", "1" },
  { "broken-counterattack", "1914-1916", 10, 0, "broken", FALSE, FALSE, TRUE, FALSE, FALSE, 4, NULL, "+1", "11", "2", "2" },
  /* Rough -3 on 10: 7. Wooded rough -4 on 10: 6. Row 2: 0 0 0 0 1r 1r 1r 1 1 1: col 7 = 1r, col 6 = 1r. */
  { "rough", "1914-1916", 10, 0, "rough", FALSE, FALSE, FALSE, FALSE, FALSE, 2, NULL, "-3", "7", "1r", "1" },
  { "wooded-rough", "1914-1916", 10, 0, "wooded-rough", FALSE, FALSE, FALSE, FALSE, FALSE, 2, NULL, "-4", "6", "1r", "1" },
  /* Clamp: wooded rough -4 + trench -2 = -6, held to -4: 10 x 0.6 = 6; row 4 col 6 = 1. */
  { "clamp", "1914-1916", 10, 0, "wooded-rough", TRUE, FALSE, FALSE, FALSE, FALSE, 4, NULL, "-4", "6", "1", "1" },
  /* Clamp on the counterattack: wooded rough +4 + a further +2 = +6, held to +4: 10 x 1.4 = 14; row 1 col 14 = 1. */
  { "clamp-counter", "1914-1916", 10, 2, "wooded-rough", FALSE, FALSE, TRUE, FALSE, FALSE, 1, NULL, "+4", "14", "1", "1" },
  /* Alpine is not exempt: -5 held to -4; 20 x 0.6 = 12; row 5: 0 1r 1 1 1 1 1 1 2 2 | 2 2: col 12 = 2. */
  { "alpine-clamped", "1914-1916", 20, 0, "alpine", FALSE, FALSE, FALSE, FALSE, FALSE, 5, NULL, "-4", "12", "2", "2" },
  /* Mountain exempt: -5 -2 (trench) = -7, beyond the rows: read on -5; 20 x 0.5 = 10; row 2 col 10 = 1. */
  { "mountain-exempt", "1914-1916", 20, 0, "mountain", TRUE, FALSE, FALSE, FALSE, FALSE, 2, NULL, "-5", "10", "1", "1" },
  /* Urban exempt: -5 on 10 = 5; row 6 col 5 = 1. */
  { "urban-exempt", "1914-1916", 10, 0, "urban", FALSE, FALSE, FALSE, FALSE, FALSE, 6, NULL, "-5", "5", "1", "1" },
  /* Major river exempt: -5 on 30 = 15; row 6 col 15 = 3 (row 6: ... | 2 2 3 3 3). */
  { "major-river-exempt", "1914-1916", 30, 0, "major-river", FALSE, FALSE, FALSE, FALSE, FALSE, 6, NULL, "-5", "15", "3", "3" },
  /* Artillery against a fortress: wooded rough + trench = -6, no clamp, read on -5: 10 x 0.5 = 5; row 5 col 5 = 1. */
  { "artillery-vs-fortress", "1914-1916", 10, 0, "wooded-rough", TRUE, FALSE, FALSE, TRUE, FALSE, 5, NULL, "-5", "5", "1", "1" },
  /* Insufficient artillery in clear: trench -2 + -1 = -3; 10 x 0.7 = 7; row 1: 0 0 0 0 0 0 1r: col 7 = 1r. */
  { "insufficient-clear", "1914-1916", 10, 0, "clear", TRUE, TRUE, FALSE, FALSE, FALSE, 1, NULL, "-3", "7", "1r", "1" },
  /* ... counterattack +0 +2 = +2: 10 x 1.2 = 12; row 1 col 12 = 1. */
  { "insufficient-clear-counter", "1914-1916", 10, 0, "clear", TRUE, TRUE, TRUE, FALSE, FALSE, 1, NULL, "+2", "12", "1", "1" },
  /* Insufficient artillery in woods: -2 -2 +0 = -4: 10 -> 6; counter +2 +0 +2 = +4: 10 -> 14 (row 6 col 14 = 3). */
  { "insufficient-other", "1914-1916", 10, 0, "woods", TRUE, TRUE, FALSE, FALSE, FALSE, 6, NULL, "-4", "6", "1", "1" },
  { "insufficient-other-counter", "1914-1916", 10, 0, "woods", TRUE, TRUE, TRUE, FALSE, FALSE, 6, NULL, "+4", "14", "3", "3" },
  /* "r": 1r without a retreat is a loss of 1, with a retreat 0 (row 1 col 7). */
  { "r-no-retreat", "1914-1916", 7, 0, "clear", FALSE, FALSE, FALSE, FALSE, FALSE, 1, NULL, "+0", "7", "1r", "1" },
  { "r-retreat", "1914-1916", 7, 0, "clear", FALSE, FALSE, FALSE, FALSE, TRUE, 1, NULL, "+0", "7", "1r", "0" },
  /* Retreat: losses x 2/3 to the nearest; the source's example: 1 -> 0.67 -> 1 (row 1 col 10 = 1). */
  { "retreat-1", "1914-1916", 10, 0, "clear", FALSE, FALSE, FALSE, FALSE, TRUE, 1, NULL, "+0", "10", "1", "1" },
  /* 2 -> 1.33 -> 1 (row 1 col 15 = 2); 3 -> 2 (row 1 col 25 = 3). */
  { "retreat-2", "1914-1916", 15, 0, "clear", FALSE, FALSE, FALSE, FALSE, TRUE, 1, NULL, "+0", "15", "2", "1" },
  { "retreat-3", "1914-1916", 25, 0, "clear", FALSE, FALSE, FALSE, FALSE, TRUE, 1, NULL, "+0", "25", "3", "2" },
  /* 7 -> 4.67 -> 5 (row 3 col 50 = 7); 10 -> 6.67 -> 7 (row 6 col 50 = 10). */
  { "retreat-7", "1914-1916", 50, 0, "clear", FALSE, FALSE, FALSE, FALSE, TRUE, 3, NULL, "+0", "50", "7", "5" },
  { "retreat-10", "1914-1916", 50, 0, "clear", FALSE, FALSE, FALSE, FALSE, TRUE, 6, NULL, "+0", "50", "10", "7" },
  /* Above 50, split: mountain counter +5 +0 +2 = +7 -> +5: 50 x 1.5 = 75 = 50 + 25; row 6: col 50 = 10, col 25 = 5. */
  { "over-50-split", "1914-1916", 50, 0, "mountain", TRUE, TRUE, TRUE, FALSE, FALSE, 6, NULL, "+5", "50+25", "10+5", "15" },
  { "over-50-cap", "1914-1916", 50, 0, "mountain", TRUE, TRUE, TRUE, FALSE, FALSE, 6, "cap", "+5", "50", "10", "10" },
  /* Strength 60, no shift: 50 + 10; row 6 col 10 = 2: 10 + 2 = 12. */
  { "strength-60", "1914-1916", 60, 0, "clear", FALSE, FALSE, FALSE, FALSE, FALSE, 6, NULL, "+0", "50+10", "10+2", "12" },
  /* Strength 60 in woods (-2): 50 -> 40, 10 -> 8; row 6: col 40 = 8, col 8 = 2: 10. */
  { "strength-60-shift", "1914-1916", 60, 0, "woods", FALSE, FALSE, FALSE, FALSE, FALSE, 6, NULL, "-2", "40+8", "8+2", "10" },
  { "strength-60-cap", "1914-1916", 60, 0, "woods", FALSE, FALSE, FALSE, FALSE, FALSE, 6, "cap", "-2", "40", "8", "8" },
  /* Split with a retreat: 75 on die 1: col 50 = 5, col 25 = 3: 8 x 2/3 = 5.33 -> 5. */
  { "over-50-retreat", "1914-1916", 50, 0, "mountain", TRUE, TRUE, TRUE, FALSE, TRUE, 1, NULL, "+5", "50+25", "5+3", "5" },
  /* Strength 0: no combat, no column 0. */
  { "strength-0", "1914-1916", 0, 0, "clear", FALSE, FALSE, FALSE, FALSE, FALSE, 3, NULL, "+0", "none", "none", "0" },
  /* 1917-1918: row 6: 1 1 1 1 1 2 2 2 2 3 | 3 3: col 12 = 3; row 5 col 2 = 1 (printed without r). */
  { "1917-no-shift", "1917-1918", 12, 0, "clear", FALSE, FALSE, FALSE, FALSE, FALSE, 6, NULL, "+0", "12", "3", "3" },
  { "1917-col-2", "1917-1918", 2, 0, "clear", FALSE, FALSE, FALSE, FALSE, TRUE, 5, NULL, "+0", "2", "1", "1" },
  /* 1917-1918 woods + trench on 20: -4: 20 x 0.6 = 12; row 3: 0 0 1r 1r 1 1 1 2 2 2 | 2 2: col 12 = 2. */
  { "1917-woods-trench", "1917-1918", 20, 0, "woods", TRUE, FALSE, FALSE, FALSE, FALSE, 3, NULL, "-4", "12", "2", "2" },
};

static void
test_crt_cases (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (crt_cases); i++)
    {
      const CrtCase *c = &crt_cases[i];
      UmpireCrtInput input = {
        c->era, c->strength, c->shift, c->terrain, c->trench, c->insufficient, c->counterattack,
        c->artillery_vs_fortress, c->retreat, c->over_50,
      };
      g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1);
      g_autoptr(UmpireDice) typed = typed_die (dice, c->die);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = NULL;

      g_test_message ("case %s", c->name);
      result = umpire_crt_resolve (rules, &input, typed, &error);
      g_assert_no_error (error);
      g_assert_nonnull (result);
      umpire_test_assert_result (result, "shift", c->net_shift);
      umpire_test_assert_result (result, "column", c->column);
      umpire_test_assert_result (result, "result", c->printed);
      umpire_test_assert_result (result, "loss", c->loss);
      umpire_test_assert_result (result, "combat", c->strength > 0 ? "yes" : "no");
      /* A typed die never touches the session's dice. */
      g_assert_cmpuint (umpire_dice_get_history (dice)->len, ==, 0);
    }
}

static void
test_crt_trail (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1);
  g_autoptr(GError) error = NULL;
  UmpireCrtInput clamp = { "1914-1916", 10, 0, "wooded-rough", TRUE };
  UmpireCrtInput mountain = { "1914-1916", 20, 0, "mountain", TRUE };
  UmpireCrtInput over = { "1914-1916", 50, 0, "mountain", TRUE, TRUE, TRUE };
  UmpireCrtInput r = { "1914-1916", 7, 0, "clear" };
  UmpireCrtInput insufficient = { "1914-1916", 10, 0, "clear", TRUE, TRUE };
  g_autoptr(UmpireDice) typed = typed_dice (dice, "die", 4, NULL, 0, &error);
  g_autoptr(UmpireResult) a = umpire_crt_resolve (rules, &clamp, typed, &error);
  g_autoptr(UmpireDice) typed_b = typed_die (dice, 2);
  g_autoptr(UmpireResult) b = umpire_crt_resolve (rules, &mountain, typed_b, &error);
  g_autoptr(UmpireDice) typed_c = typed_die (dice, 6);
  g_autoptr(UmpireResult) c = umpire_crt_resolve (rules, &over, typed_c, &error);
  g_autoptr(UmpireDice) typed_d = typed_die (dice, 1);
  g_autoptr(UmpireResult) d = umpire_crt_resolve (rules, &r, typed_d, &error);
  g_autoptr(UmpireDice) typed_e = typed_die (dice, 1);
  g_autoptr(UmpireResult) e = umpire_crt_resolve (rules, &insufficient, typed_e, &error);

  g_assert_no_error (error);
  g_assert_true (trail_mentions (a, "held to -4"));
  g_assert_true (trail_mentions (b, "No +4/-4 limit"));
  g_assert_true (trail_mentions (b, "last printed row"));
  g_assert_true (trail_mentions (c, "convention “split”"));
  g_assert_true (trail_mentions (d, "still mandatory"));
  /* The damaged line's reading is quoted where it decides. */
  g_assert_true (trail_mentions (e, "first pair of the damaged line"));
}

static void
test_crt_errors (void)
{
  static const struct
  {
    UmpireCrtInput input;
    guint          die;
    const char    *field;
  } cases[] = {
    { { "1914-1916", -3, 0, "clear" }, 1, "strength" },
    { { "1914-1916", 5, 0, "clear" }, 7, "die" },
    { { "1915", 5, 0, "clear" }, 1, "era" },
    { { NULL, 5, 0, "clear" }, 1, "era" },
    { { "1914-1916", 5, 0, "moon" }, 1, "terrain" },
    { { "1914-1916", 5, 0, "trench" }, 1, "terrain" },
    { { "1914-1916", 5, 0, "" }, 1, "terrain" },
    { { "1914-1916", 5, 0, "clear", FALSE, TRUE }, 1, "insufficient-artillery" },
    { { "1914-1916", 60, 0, "clear", .over_50 = "round" }, 1, "over-50" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UmpireDice) app = umpire_dice_new_seeded (1);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireDice) dice = typed_dice (app, "die", cases[i].die, NULL, 0, &error);
      g_autoptr(UmpireResult) result = NULL;
      g_autofree char *field = NULL;

      /* A die no face of the d6 is refused as it is read, naming the field. */
      if (dice != NULL)
        result = umpire_crt_resolve (rules, &cases[i].input, dice, &error);
      g_assert_null (result);
      g_assert_error (error, UMPIRE_INPUT_ERROR, error->code);
      field = umpire_input_error_field (error);
      g_assert_cmpstr (field, ==, cases[i].field);
    }
}

static void
test_crt_rolled (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(UmpireDice) one = umpire_dice_new_seeded (42);
  g_autoptr(UmpireDice) two = umpire_dice_new_seeded (42);
  g_autoptr(GError) error = NULL;
  UmpireCrtInput input = { "1914-1916", 30, 0, "clear" };
  g_autoptr(UmpireResult) a = umpire_crt_resolve (rules, &input, one, &error);
  g_autoptr(UmpireResult) b = umpire_crt_resolve (rules, &input, two, &error);

  g_assert_no_error (error);
  /* Same seed, same roll; the roll came from the dice. */
  g_assert_cmpstr (umpire_result_get_value (a, "die"), ==, umpire_result_get_value (b, "die"));
  g_assert_cmpuint (umpire_dice_get_history (one)->len, ==, 1);
}

/* ---- whole combats ------------------------------------------------------ */

typedef struct
{
  const char *name;
  UmpireCombatInput input;
  guint       attack_die, counter_die;
  const char *attack_strength, *attack_column, *defender_loss;
  const char *counter_strength, *counter_column, *attacker_loss;
  const char *attacker_supply, *defender_supply;
} CombatCase;

static const CombatCase combat_cases[] = {
  /* 12 attack broken (-1): 10.8 -> 11; row 4 col 11 = 2.
   * Counter 8 x 3 + 2 x 2 = 28, +1: 30.8 -> 31; row 2 col 31 = 4.
   * Supply 12/4 = 3; 8/2 + 2/2 = 5. */
  { "broken", { "1914-1916", 12, 8, 2, "broken" }, 4, 2,
    "12", "11", "2", "28", "31", "4", "3", "5" },
  /* The defender retreats: attack col 12 die 1 = 1 -> 2/3 -> 1.
   * Counter 8 x 2 = 16, artillery retreats: 0; row 1 col 16 = 2, no reduction for the attacker.
   * Supply 3; infantry 8/2 = 4, retreating artillery spends none. */
  { "retreat", { "1914-1916", 12, 8, 2, "clear", .defender_retreats = TRUE }, 1, 1,
    "12", "12", "1", "16", "16", "2", "3", "4" },
  /* Unsupplied: attack 7 / 2 = 3.5 -> 4; counter 5 x 3 / 2 = 7.5 -> 8, unsupplied artillery 0.
   * Row 6: col 4 = 1, col 8 = 2. No supply spent. */
  { "unsupplied", { "1914-1916", 7, 5, 3, "clear", .attacker_unsupplied = TRUE, .defender_unsupplied = TRUE }, 6, 6,
    "4", "4", "1", "8", "8", "2", "0", "0" },
  /* Supply rounds up: 5/4 = 1.25 -> 2; 3/2 = 1.5 -> 2, 1/2 = 0.5 -> 1.
   * Attack 5, row 3 col 5 = 1r -> 1 (no retreat). Counter 3 x 3 + 1 x 2 = 11; row 3 col 11 = 2. */
  { "supply-rounding", { "1914-1916", 5, 3, 1, "clear" }, 3, 3,
    "5", "5", "1", "11", "11", "2", "2", "3" },
  /* Trench in woods: attack -4 on 20 = 12; row 5 col 12 = 2. Counter +2 + 0 = +2: 6 x 3 = 18 x 1.2 = 21.6 -> 22; row 5 col 22 = 4. */
  { "woods-trench", { "1914-1916", 20, 6, 0, "woods", TRUE }, 5, 5,
    "20", "12", "2", "18", "22", "4", "5", "3" },
  /* Only artillery, retreating: no counterattack at all. */
  { "artillery-retreats", { "1914-1916", 10, 0, 4, "clear", .defender_retreats = TRUE }, 6, 6,
    "10", "10", "1", "0", "none", "0", "3", "0" },
  /* Attacker strength 0: no combat; nothing is spent. */
  { "no-attack", { "1914-1916", 0, 6, 0, "clear" }, 6, 6,
    "0", "none", "0", "0", "none", "0", "0", "0" },
  /* Defender strength 0 and no artillery: nobody to lose strength or to
   * counterattack, no combat (weltkrieg.crt-conventions/no-defender); the
   * attack was read on column 12 and lost the empty hex 1.83 on average. */
  { "no-defender", { "1914-1916", 12, 0, 0, "clear" }, 6, 6,
    "12", "none", "0", "0", "none", "0", "0", "0" },
  /* Artillery alone is a defender: it takes the loss (row 6 col 12 = 2)
   * and counterattacks 2 x 2 = 4 (row 6 col 4 = 1); supply 12/4 = 3, 2/2 = 1. */
  { "artillery-only", { "1914-1916", 12, 0, 2, "clear" }, 6, 6,
    "12", "12", "2", "4", "4", "1", "3", "1" },
  /* 1917-1918: attack 12, row 6 col 12 = 3; counter 4 x 3 = 12, row 1 col 12 = 2. */
  { "1917", { "1917-1918", 12, 4, 0, "clear" }, 6, 1,
    "12", "12", "3", "12", "12", "2", "3", "2" },
};

static void
test_combat_cases (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (combat_cases); i++)
    {
      const CombatCase *c = &combat_cases[i];
      g_autoptr(UmpireDice) app = umpire_dice_new_seeded (1);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireDice) dice = typed_dice (app, "attack-die", c->attack_die, "counter-die", c->counter_die, &error);
      g_autoptr(UmpireResult) result = NULL;

      g_test_message ("case %s", c->name);
      result = umpire_combat_resolve (rules, &c->input, dice, &error);
      g_assert_no_error (error);
      umpire_test_assert_result (result, "attack-strength", c->attack_strength);
      umpire_test_assert_result (result, "attack-column", c->attack_column);
      umpire_test_assert_result (result, "defender-loss", c->defender_loss);
      umpire_test_assert_result (result, "counterattack-strength", c->counter_strength);
      umpire_test_assert_result (result, "counter-column", c->counter_column);
      umpire_test_assert_result (result, "attacker-loss", c->attacker_loss);
      umpire_test_assert_result (result, "attacker-supply", c->attacker_supply);
      umpire_test_assert_result (result, "defender-supply", c->defender_supply);
    }
}

/* No defender: the trail says why there is no combat, and no die is read. */
static void
test_no_defender (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1);
  UmpireCombatInput input = { "1914-1916", 12, 0, 0, "clear" };
  g_autoptr(UmpireResult) result = umpire_combat_resolve (rules, &input, dice, NULL);
  g_autofree char *text = NULL;

  g_assert_nonnull (result);
  umpire_test_assert_result (result, "combat", "no");
  g_assert_null (umpire_result_get_value (result, "attack-die"));
  g_assert_cmpuint (umpire_dice_get_history (dice)->len, ==, 0);
  text = umpire_result_to_text (result, rules);
  g_assert_nonnull (strstr (text, "A defender with no strength points"));
}

static void
test_combat_errors (void)
{
  static const struct
  {
    UmpireCombatInput input;
    guint             attack_die, counter_die;
    const char       *field;
  } cases[] = {
    { { "1914-1916", -3, 5, 0, "clear" }, 1, 1, "attacker-strength" },
    { { "1914-1916", 5, -1, 0, "clear" }, 1, 1, "defender-strength" },
    { { "1914-1916", 5, 5, -2, "clear" }, 1, 1, "defender-artillery" },
    { { "1914-1916", 5, 5, 0, "clear" }, 9, 1, "attack-die" },
    { { "1914-1916", 5, 5, 0, "clear" }, 1, 7, "counter-die" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UmpireDice) app = umpire_dice_new_seeded (1);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireDice) dice = typed_dice (app, "attack-die", cases[i].attack_die,
                                               "counter-die", cases[i].counter_die, &error);
      g_autoptr(UmpireResult) result = NULL;
      g_autofree char *field = NULL;

      if (dice != NULL)
        result = umpire_combat_resolve (rules, &cases[i].input, dice, &error);
      g_assert_null (result);
      field = umpire_input_error_field (error);
      g_assert_cmpstr (field, ==, cases[i].field);
    }
}

/* ---- chart model -------------------------------------------------------- */

static void
test_chart_model (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(GError) error = NULL;
  UmpireCombatInput input = { "1914-1916", 30, 8, 2, "woods", TRUE };
  UmpireCrtChartModel model;

  g_assert_true (umpire_weltkrieg_chart_model (rules, &input, 4, 2, &model, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (model.n_rows, ==, 6);
  g_assert_cmpuint (model.n_columns, ==, 50);
  /* 30 with -4: 30 x 0.6 = 18; the arrow runs from 30 to 18. */
  g_assert_cmpint (model.printed_column, ==, 30);
  g_assert_cmpint (model.effective_column, ==, 18);
  g_assert_cmpint (model.shift, ==, -4);
  g_assert_cmpint (model.die, ==, 4);
  g_assert_cmpstr (model.cells[0][6], ==, "1r");
  g_assert_cmpstr (model.cells[5][49], ==, "10");
  /* Column 18 of the 1914-1916 table: 2 2 2 3 3 4: odds 1/2, 1/3, 1/6;
   * expected (2 + 2 + 2 + 3 + 3 + 4) / 6 = 16/6 = 2.67. */
  g_assert_cmpuint (model.attack.n_results, ==, 3);
  g_assert_cmpstr (model.attack.results[0], ==, "2");
  g_assert_cmpfloat_with_epsilon (model.attack.odds[0], 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (model.attack.expected_loss, 16.0 / 6, 1e-9);
  /* Counter 8 x 3 + 2 x 2 = 28, +2 (woods) +0 (trench): 28 x 1.2 = 33.6 -> 34.
   * Column 34: 3 4 5 6 6 7 -> expected 31/6 = 5.17. */
  g_assert_true (model.counter.shown);
  g_assert_cmpstr (model.counter.column, ==, "34");
  /* The counterattack's cell, die 2 on column 34, is marked as well. */
  g_assert_cmpint (model.counter_column, ==, 34);
  g_assert_cmpint (model.counter_die, ==, 2);
  g_assert_cmpfloat_with_epsilon (model.counter.expected_loss, 31.0 / 6, 1e-9);
}

/* ---- HQ reserves -------------------------------------------------------- */

typedef struct
{
  const char        *name;
  UmpireReserveInput input;
  guint              die;
  const char        *rating;
  const char        *eligible;
  const char        *committed;
} ReserveCase;

static const ReserveCase reserve_cases[] = {
  /* Ratings (HQ Reserve 12): Germany 5, die 5 <= 5 committed, die 6 not. */
  { "germany-5", { "germany", 1916 }, 5, "5", "yes", "yes" },
  { "germany-6", { "germany", 1916 }, 6, "5", "yes", "no" },
  { "britain", { "britain", 1915 }, 5, "5", "yes", "yes" },
  { "france", { "france", 1914 }, 6, "5", "yes", "no" },
  { "serbia", { "serbia", 1915 }, 4, "4", "yes", "yes" },
  { "turkey", { "turkey", 1915 }, 5, "4", "yes", "no" },
  { "italy", { "italy", 1916 }, 4, "4", "yes", "yes" },
  { "usa", { "usa", 1918 }, 4, "4", "yes", "yes" },
  { "belgium", { "belgium", 1914 }, 5, "4", "yes", "no" },
  { "austria", { "austria", 1914 }, 3, "3", "yes", "yes" },
  /* Russia 3/2#: 3 before 1918, 2 in 1918. */
  { "russia-1917", { "russia", 1917 }, 3, "3", "yes", "yes" },
  { "russia-1918", { "russia", 1918 }, 3, "2", "yes", "no" },
  { "russia-1918-2", { "russia", 1918 }, 2, "2", "yes", "yes" },
  /* All other minor powers 2. */
  { "romania", { "romania", 1916 }, 2, "2", "yes", "yes" },
  { "minor", { "minor", 1916 }, 3, "2", "yes", "no" },
  /* Serbia may not reserve Montenegrin units. */
  { "montenegrin", { "serbia", 1915, .montenegrin = TRUE }, 1, "4", "no", "no" },
  /* Units that moved are not in reserve. */
  { "moved", { "germany", 1915, .moved = TRUE }, 1, "5", "no", "no" },
  { "out-of-range", { "germany", 1915, .out_of_range = TRUE }, 1, "5", "no", "no" },
  /* Stacking 6 divisions + 3 artillery: a hex with 6 divisions takes no more. */
  { "hex-full", { "germany", 1915, .hex_divisions = 6, .hex_artillery = 3 }, 1, "5", "no", "no" },
  { "hex-5", { "germany", 1915, .hex_divisions = 5, .hex_artillery = 3 }, 1, "5", "yes", "yes" },
  /* Mountain and marine units may be in defensive reserve; cavalry only in offensive reserve. */
  { "mountain", { "italy", 1916, .unit = "mountain" }, 1, "4", "yes", "yes" },
  { "marine", { "britain", 1916, .unit = "marine" }, 1, "5", "yes", "yes" },
  { "cavalry-defensive", { "germany", 1916, .unit = "cavalry" }, 1, "5", "no", "no" },
  { "infantry-offensive", { "germany", 1916, TRUE, "infantry" }, 1, "5", "no", "no" },
  /* Offensive reserves only if every defender retreated or was eliminated. */
  { "offensive", { "germany", 1916, TRUE }, 5, "5", "yes", "yes" },
  { "offensive-defenders-remain", { "germany", 1916, TRUE, .defenders_remain = TRUE }, 1, "5", "no", "no" },
};

static void
test_reserve_cases (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (reserve_cases); i++)
    {
      const ReserveCase *c = &reserve_cases[i];
      g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = NULL;

      g_autoptr(UmpireDice) typed = typed_die (dice, c->die);

      g_test_message ("case %s", c->name);
      result = umpire_reserve_commit (rules, &c->input, typed, &error);
      g_assert_no_error (error);
      umpire_test_assert_result (result, "rating", c->rating);
      umpire_test_assert_result (result, "eligible", c->eligible);
      umpire_test_assert_result (result, "committed", c->committed);
      /* No roll is made for a unit that may not try. */
      g_assert_cmpuint (umpire_dice_get_history (dice)->len, ==, 0);
    }
}

static void
test_reserve_sequence (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(GError) error = NULL;
  /* 4 divisions in the hex; three reserves roll 2, 6, 1 against Germany's 5:
   * committed (5 divisions), not (5), committed (6: full); the fourth may not try. */
  static const guint rolls[] = { 2, 6, 1 };
  static const char *const committed[] = { "yes", "no", "yes" };
  static const char *const after[] = { "5", "5", "6" };
  int divisions = 4;

  for (guint i = 0; i < G_N_ELEMENTS (rolls); i++)
    {
      UmpireReserveInput input = { "germany", 1916, .hex_divisions = divisions };
      g_autoptr(UmpireResult) result = NULL;

      g_assert_true (umpire_dice_push (dice, rolls[i], 6, &error));
      result = umpire_reserve_commit (rules, &input, dice, &error);
      g_assert_no_error (error);
      umpire_test_assert_result (result, "committed", committed[i]);
      umpire_test_assert_result (result, "hex-divisions", after[i]);
      divisions = atoi (umpire_result_get_value (result, "hex-divisions"));
    }
  {
    UmpireReserveInput input = { "germany", 1916, .hex_divisions = divisions };
    g_autoptr(UmpireResult) result = umpire_reserve_commit (rules, &input, dice, &error);

    g_assert_no_error (error);
    umpire_test_assert_result (result, "eligible", "no");
    umpire_test_assert_result (result, "hex-full", "yes");
  }
  /* Offensive: a committed unit may move 3 more MPs. */
  {
    UmpireReserveInput input = { "france", 1916, TRUE };
    g_autoptr(UmpireResult) result = NULL;

    g_assert_true (umpire_dice_push (dice, 2, 6, &error));
    result = umpire_reserve_commit (rules, &input, dice, &error);

    g_assert_no_error (error);
    umpire_test_assert_result (result, "advance-mp", "3");
  }
}

static void
test_reserve_errors (void)
{
  static const struct
  {
    UmpireReserveInput input;
    guint              die;
    const char        *field;
  } cases[] = {
    { { "atlantis", 1916 }, 1, "nation" },
    { { "", 1916 }, 1, "nation" },
    { { "germany", 1913 }, 1, "year" },
    { { "germany", 1919 }, 1, "year" },
    { { "germany", 1916 }, 7, "die" },
    { { "germany", 1916, .unit = "tank" }, 1, "unit" },
    { { "germany", 1916, .hex_divisions = -1 }, 1, "hex-divisions" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UmpireDice) app = umpire_dice_new_seeded (1);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireDice) dice = typed_dice (app, "die", cases[i].die, NULL, 0, &error);
      g_autoptr(UmpireResult) result = NULL;
      g_autofree char *field = NULL;

      if (dice != NULL)
        result = umpire_reserve_commit (rules, &cases[i].input, dice, &error);
      g_assert_null (result);
      field = umpire_input_error_field (error);
      g_assert_cmpstr (field, ==, cases[i].field);
    }
}

/* ---- section 39 --------------------------------------------------------- */

static void
test_french_attack (void)
{
  static const struct
  {
    UmpireFrenchAttackInput input;
    const char             *required;
  } cases[] = {
    { { 0, 20, 0 }, "yes" },
    /* fortress 12 or greater: exempt; 11 is not */
    { { 12, 12, 0 }, "no" },
    { { 11, 40, 6 }, "yes" },
    /* over 40 combined infantry and fortress: 41 exempt, 40 not */
    { { 0, 41, 0 }, "no" },
    { { 0, 40, 0 }, "yes" },
    /* more than 6 artillery: 7 exempt */
    { { 0, 10, 7 }, "no" },
    { { 0, 10, 6 }, "yes" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_westfront_french_attack (rules, &cases[i].input, &error);

      g_assert_no_error (error);
      umpire_test_assert_result (result, "required", cases[i].required);
      g_assert_true (trail_mentions (result, "Reminder"));
    }
  {
    UmpireFrenchAttackInput bad = { 12, 5, 0 };
    UmpireFrenchAttackInput negative = { 0, 5, -1 };
    g_autoptr(GError) error = NULL;
    g_autoptr(GError) error2 = NULL;
    g_autoptr(UmpireResult) r1 = umpire_westfront_french_attack (rules, &bad, &error);
    g_autoptr(UmpireResult) r2 = umpire_westfront_french_attack (rules, &negative, &error2);
    g_autofree char *f1 = umpire_input_error_field (error);
    g_autofree char *f2 = umpire_input_error_field (error2);

    g_assert_null (r1);
    g_assert_null (r2);
    g_assert_cmpstr (f1, ==, "combined-strength");
    g_assert_cmpstr (f2, ==, "artillery");
  }
}

static void
test_line (void)
{
  static const struct
  {
    const char *hexes;
    const char *holds;
    const char *longest;
  } cases[] = {
    { "I,Z,Z,I,Z,I", "yes", "2" },
    { "I,I,I", "yes", "0" },
    { "Z,Z", "yes", "2" },
    /* three ZOC-only hexes in a row */
    { "I,Z,Z,Z,I", "no", "3" },
    /* an empty hex breaks the line */
    { "I,E,I", "no", "0" },
    { "i, z ,z,i", "yes", "2" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_westfront_line (rules, cases[i].hexes, &error);

      g_assert_no_error (error);
      umpire_test_assert_result (result, "holds", cases[i].holds);
      umpire_test_assert_result (result, "longest-zoc-run", cases[i].longest);
    }
  {
    const char *bad[] = { "", "I,X,I", "I,,I" };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(UmpireResult) result = umpire_westfront_line (rules, bad[i], &error);
        g_autofree char *field = umpire_input_error_field (error);

        g_assert_null (result);
        g_assert_cmpstr (field, ==, "hexes");
      }
  }
}

static void
test_liege (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(GError) error = NULL;
  /* Turn 1, three infantry and two cavalry divisions: 2 supply, 4 German SP lost, Belgians retreat and lose 1. */
  UmpireLiegeInput ok = { 1, 3, 2, 5 };
  UmpireLiegeInput turn2 = { 2, 3, 2, 5 };
  UmpireLiegeInput four = { 1, 4, 2, 6 };
  UmpireLiegeInput cav = { 1, 3, 3, 6 };
  UmpireLiegeInput bad = { 0, 3, 2, 5 };
  g_autoptr(UmpireResult) a = umpire_westfront_liege (rules, &ok, &error);
  g_autoptr(UmpireResult) b = umpire_westfront_liege (rules, &turn2, &error);
  g_autoptr(UmpireResult) c = umpire_westfront_liege (rules, &four, &error);
  g_autoptr(UmpireResult) d = umpire_westfront_liege (rules, &cav, &error);
  g_autoptr(UmpireResult) e = NULL;
  g_autofree char *field = NULL;

  g_assert_no_error (error);
  umpire_test_assert_result (a, "allowed", "yes");
  umpire_test_assert_result (a, "german-supply", "2");
  umpire_test_assert_result (a, "german-loss", "4");
  umpire_test_assert_result (a, "belgian-retreat", "yes");
  umpire_test_assert_result (a, "belgian-loss", "1");
  umpire_test_assert_result (b, "allowed", "no");
  umpire_test_assert_result (c, "allowed", "no");
  umpire_test_assert_result (d, "allowed", "no");
  e = umpire_westfront_liege (rules, &bad, &error);
  g_assert_null (e);
  field = umpire_input_error_field (error);
  g_assert_cmpstr (field, ==, "turn");
}

static void
test_belgian_release (void)
{
  static const char *const hex_1504[] = { "1504", NULL };
  static const char *const hex_1604[] = { "1705", "1604", NULL };
  static const char *const hex_other[] = { "1506", NULL };
  static const char *const hex_bad[] = { "15x4", NULL };
  static const struct
  {
    UmpireBelgianReleaseInput input;
    const char               *released;
  } cases[] = {
    { { FALSE }, "no" },
    { { TRUE }, "yes" },
    { { FALSE, TRUE }, "yes" },
    { { .adjacent_hexes = hex_1504 }, "yes" },
    { { .adjacent_hexes = hex_1604 }, "yes" },
    { { .adjacent_hexes = hex_other }, "no" },
    { { .paris = TRUE }, "yes" },
    { { .coast = TRUE }, "yes" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_westfront_belgian_release (rules, &cases[i].input, &error);

      g_assert_no_error (error);
      umpire_test_assert_result (result, "released", cases[i].released);
    }
  {
    UmpireBelgianReleaseInput input = { .adjacent_hexes = hex_bad };
    g_autoptr(GError) error = NULL;
    g_autoptr(UmpireResult) result = umpire_westfront_belgian_release (rules, &input, &error);
    g_autofree char *field = umpire_input_error_field (error);

    g_assert_null (result);
    g_assert_cmpstr (field, ==, "hexes");
  }
}

/* ---- descriptors -------------------------------------------------------- */

/* Every input a result records and every value it sets is described by its
 * procedure's descriptor; numbers lie in their range, flags are yes or no. */
static void
assert_described (UmpireResult              *result,
                  const UmpireProcedureInfo *info)
{
  g_auto(GStrv) inputs = umpire_result_dup_input_names (result);
  g_auto(GStrv) values = umpire_result_dup_value_names (result);

  g_assert_true (umpire_result_get_info (result) == info);
  g_assert_cmpstr (umpire_result_get_procedure (result), ==, info->id);
  g_assert_true (info->system == &umpire_weltkrieg_system);
  for (guint i = 0; inputs[i] != NULL; i++)
    {
      const UmpireField *field = umpire_procedure_info_find_input (info, inputs[i]);

      g_test_message ("%s input %s", info->id, inputs[i]);
      g_assert_nonnull (field);
      if (field->kind == UMPIRE_FIELD_FLAG)
        g_assert_true (g_strv_contains ((const char *const[]) { "yes", "no", NULL },
                                        umpire_result_get_input (result, inputs[i])));
    }
  for (guint i = 0; values[i] != NULL; i++)
    {
      const UmpireField *field = umpire_procedure_info_find_value (info, values[i]);
      const char *value = umpire_result_get_value (result, values[i]);

      if (g_str_equal (values[i], "seed"))
        continue;  /* umpire-cli's, not the procedure's */
      g_test_message ("%s value %s = %s", info->id, values[i], value);
      g_assert_nonnull (field);
      g_assert_cmpstr (umpire_result_get_value_label (result, values[i]), ==, umpire_field_get_label (field));
      if (field->kind == UMPIRE_FIELD_FLAG)
        g_assert_true (g_str_equal (value, "yes") || g_str_equal (value, "no"));
      if (field->kind == UMPIRE_FIELD_NUMBER && field->min < field->max)
        {
          g_assert_cmpfloat (g_ascii_strtod (value, NULL), >=, field->min);
          g_assert_cmpfloat (g_ascii_strtod (value, NULL), <=, field->max);
        }
    }
}

static void
test_descriptors (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (3);
  g_autoptr(GError) error = NULL;
  UmpireCrtInput crt = { "1914-1916", 60, 1, "woods", TRUE, TRUE, .retreat = TRUE, .over_50 = "cap" };
  UmpireCombatInput combat = { "1917-1918", 12, 8, 2, "broken", .defender_retreats = TRUE };
  UmpireReserveInput defensive = { "romania", 1916, .unit = "infantry", .hex_divisions = 5, .hex_artillery = 1 };
  UmpireReserveInput offensive = { "germany", 1916, TRUE };
  UmpireFrenchAttackInput french = { 2, 5, 1 };
  UmpireLiegeInput liege = { 1, 3, 2, 5 };
  const char *hexes[] = { "1504", NULL };
  UmpireBelgianReleaseInput release = { TRUE, FALSE, hexes, TRUE, FALSE };
  g_autoptr(UmpireDice) one = typed_die (dice, 1);
  g_autoptr(UmpireResult) a = umpire_crt_resolve (rules, &crt, dice, &error);
  g_autoptr(UmpireResult) b = umpire_combat_resolve (rules, &combat, dice, &error);
  g_autoptr(UmpireResult) c = umpire_reserve_commit (rules, &defensive, dice, &error);
  g_autoptr(UmpireResult) d = umpire_reserve_commit (rules, &offensive, one, &error);
  g_autoptr(UmpireResult) e = umpire_westfront_french_attack (rules, &french, &error);
  g_autoptr(UmpireResult) f = umpire_westfront_line (rules, "I,Z,Z,E", &error);
  g_autoptr(UmpireResult) g = umpire_westfront_liege (rules, &liege, &error);
  g_autoptr(UmpireResult) h = umpire_westfront_belgian_release (rules, &release, &error);
  g_autofree char *romania = NULL;
  g_autofree char *terrain = NULL;
  g_autofree char *over_50 = NULL;

  g_assert_no_error (error);
  assert_described (a, &umpire_crt_info);
  assert_described (b, &umpire_combat_info);
  assert_described (c, &umpire_reserve_info);
  assert_described (d, &umpire_reserve_info);
  umpire_test_assert_result (d, "advance-mp", "3");
  assert_described (e, &umpire_westfront_french_attack_info);
  assert_described (f, &umpire_westfront_line_info);
  assert_described (g, &umpire_westfront_liege_info);
  umpire_test_assert_result (g, "allowed", "yes");
  assert_described (h, &umpire_westfront_belgian_release_info);

  /* The same value name reads as its own procedure labels it. */
  g_assert_cmpstr (umpire_result_get_value_label (a, "die"), ==, "CRT die");
  g_assert_cmpstr (umpire_result_get_value_label (c, "die"), ==, "Commitment die");
  /* Dice fields say whose dice they are. */
  g_assert_cmpint (umpire_procedure_info_find_input (&umpire_combat_info, "counter-die")->kind, ==, UMPIRE_FIELD_DIE);
  g_assert_cmpint (umpire_procedure_info_find_input (&umpire_reserve_info, "die")->kind, ==, UMPIRE_FIELD_DIE);
  g_assert_cmpstr (umpire_weltkrieg_input_dice (rules, &umpire_crt_info, "die"), ==, "1d6");
  g_assert_cmpstr (umpire_weltkrieg_input_dice (rules, &umpire_combat_info, "counter-die"), ==, "1d6");
  g_assert_cmpstr (umpire_weltkrieg_input_dice (NULL, &umpire_reserve_info, "die"), ==, "1d6");
  /* Ids read as words: a minor power, a terrain row, a convention. */
  romania = umpire_field_dup_for_people (umpire_procedure_info_find_input (&umpire_reserve_info, "nation"),
                                         rules, "romania");
  g_assert_cmpstr (romania, ==, "Romania");
  terrain = umpire_field_dup_for_people (umpire_procedure_info_find_input (&umpire_crt_info, "terrain"),
                                         rules, "wooded-rough");
  g_assert_cmpstr (terrain, !=, "wooded-rough");
  over_50 = umpire_field_dup_for_people (umpire_procedure_info_find_input (&umpire_combat_info, "over-50"),
                                         rules, "cap");
  g_assert_cmpstr (over_50, ==, "Cap: read the 50 column");
  g_assert_cmpstr (umpire_system_info_get_name (&umpire_weltkrieg_system), ==, "Der Weltkrieg");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/weltkrieg/crt/cases", test_crt_cases);
  g_test_add_func ("/umpire/weltkrieg/crt/trail", test_crt_trail);
  g_test_add_func ("/umpire/weltkrieg/crt/errors", test_crt_errors);
  g_test_add_func ("/umpire/weltkrieg/crt/rolled", test_crt_rolled);
  g_test_add_func ("/umpire/weltkrieg/combat/cases", test_combat_cases);
  g_test_add_func ("/umpire/weltkrieg/combat/errors", test_combat_errors);
  g_test_add_func ("/umpire/weltkrieg/combat/no-defender", test_no_defender);
  g_test_add_func ("/umpire/weltkrieg/chart/model", test_chart_model);
  g_test_add_func ("/umpire/weltkrieg/descriptors", test_descriptors);
  g_test_add_func ("/umpire/weltkrieg/reserve/cases", test_reserve_cases);
  g_test_add_func ("/umpire/weltkrieg/reserve/sequence", test_reserve_sequence);
  g_test_add_func ("/umpire/weltkrieg/reserve/errors", test_reserve_errors);
  g_test_add_func ("/umpire/weltkrieg/westfront/french-attack", test_french_attack);
  g_test_add_func ("/umpire/weltkrieg/westfront/line", test_line);
  g_test_add_func ("/umpire/weltkrieg/westfront/liege", test_liege);
  g_test_add_func ("/umpire/weltkrieg/westfront/belgian-release", test_belgian_release);

  return g_test_run ();
}
