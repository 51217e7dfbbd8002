/* test-derosa.c: De Rosa's WWI miniatures rules, adjudicated
 *
 * Expected values are worked out by hand from
 * rules-sources/003_11ff81f41091c16b.txt (the arithmetic is in the
 * comments), with the readings of data/rules/READING.md, "De Rosa
 * adjudication (issue 5)".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "umpire-derosa.h"
#include "umpire-procedure.h"
#include "umpire-roster.h"
#include "umpire-test-core.h"

static UmpireRules *
load_rules (void)
{
  UmpireRules *rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);
  return rules;
}

/* Physical d10s with the given values (0 ends the list; a face of 0 is 10). */
static UmpireDice *
d10 (guint first,
     ...)
{
  UmpireDice *dice = umpire_dice_new_physical ();
  va_list ap;

  va_start (ap, first);
  for (guint value = first; value != 0; value = va_arg (ap, guint))
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (umpire_dice_push (dice, value, 10, &error));
      g_assert_no_error (error);
    }
  va_end (ap);
  return dice;
}

/* Some step of the trail holds `phrase` (in its text or reading). */
static gboolean
trail_has (UmpireResult *result,
           const char   *phrase)
{
  const GPtrArray *steps = umpire_result_get_steps (result);

  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);

      if (strstr (step->text, phrase) || (step->reading && strstr (step->reading, phrase)))
        return TRUE;
    }
  return FALSE;
}

static void
assert_field_error (GError       *error,
                    UmpireResult *result,
                    const char   *field)
{
  g_autofree char *got = NULL;

  g_assert_null (result);
  g_assert_nonnull (error);
  got = umpire_input_error_field (error);
  if (g_strcmp0 (got, field) != 0)
    g_error ("expected an error on “%s”, got: %s", field, error->message);
}

/* ---------------------------------------------------------------------- */
/* Movement                                                               */

typedef struct
{
  const char *type, *formation, *terrain;
  gboolean    skirmish;
  guint       charge_turn, figures, changes;
  gboolean    limber, set_up, retreat, turn_around;
  const char *allowance, *move, *inches;   /* expected; allowance NULL for errors */
  const char *error_field;
} MoveCase;

static void
test_move (void)
{
  static const MoveCase cases[] = {
    /* The Movement Chart, every inch cell. */
    { "infantry", "line", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "8", "8", "8", NULL },
    { "infantry", "column", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "10", "10", "10", NULL },
    { "infantry", "highway", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "12", "12", "12", NULL },
    { "infantry", "secondary-road", "open", 0, 0, 0, 0, 0, 0, 0, 0, "12", "12", "12", NULL },
    { "cavalry", "line", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "16", "16", "16", NULL },
    { "cavalry", "column", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "18", "18", "18", NULL },
    { "cavalry", "highway", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "24", "24", "24", NULL },
    { "cavalry", "secondary-road", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "24", "24", "24", NULL },
    { "artillery", "column", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "15", "15", "15", NULL },
    { "artillery", "highway", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "20", "20", "20", NULL },
    { "artillery", "secondary-road", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "16", "16", "16", NULL },
    { "wagons", "column", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "9", "9", "9", NULL },
    { "wagons", "highway", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "32", "32", "32", NULL },
    { "wagons", "secondary-road", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "20", "20", "20", NULL },
    { "trucks", "column", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "9", "9", "9", NULL },
    { "trucks", "highway", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "12", "12", "12", NULL },
    { "trucks", "secondary-road", NULL, 0, 0, 0, 0, 0, 0, 0, 0, "12", "12", "12", NULL },
    /* "-" cells: no line for artillery, wagons, trucks. */
    { "artillery", "line", NULL, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "formation" },
    { "wagons", "line", NULL, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "formation" },
    { "trucks", "line", NULL, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "formation" },
    /* River and woods: 1/2 the move. 8 x 1/2 = 4; 18 x 1/2 = 9; 15 x 1/2 = 7.5. */
    { "infantry", "line", "woods", 0, 0, 0, 0, 0, 0, 0, 0, "8", "4", "4", NULL },
    { "infantry", "column", "river", 0, 0, 0, 0, 0, 0, 0, 0, "10", "5", "5", NULL },
    { "cavalry", "column", "river", 0, 0, 0, 0, 0, 0, 0, 0, "18", "9", "9", NULL },
    { "cavalry", "line", "woods", 0, 0, 0, 0, 0, 0, 0, 0, "16", "8", "8", NULL },
    { "artillery", "column", "river", 0, 0, 0, 0, 0, 0, 0, 0, "15", "7.5", "7.5", NULL },
    /* "No": artillery in woods; "N/A": wagons and trucks off the road. */
    { "artillery", "column", "woods", 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "terrain" },
    { "wagons", "column", "river", 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "terrain" },
    { "trucks", "highway", "woods", 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "terrain" },
    /* Skirmish +1": 8 + 1 = 9; in woods (8 + 1) x 1/2 = 4.5. */
    { "infantry", "line", NULL, 1, 0, 0, 0, 0, 0, 0, 0, "8", "9", "9", NULL },
    { "infantry", "line", "woods", 1, 0, 0, 0, 0, 0, 0, 0, "8", "4.5", "4.5", NULL },
    /* Charge: double. 8 x 2 = 16; 16 x 2 = 32; in woods 16 x 2 x 1/2 = 16. */
    { "infantry", "line", NULL, 0, 1, 0, 0, 0, 0, 0, 0, "8", "16", "16", NULL },
    { "cavalry", "line", NULL, 0, 2, 20, 0, 0, 0, 0, 0, "16", "32", "32", NULL },
    { "cavalry", "line", "woods", 0, 1, 0, 0, 0, 0, 0, 0, "16", "16", "16", NULL },
    { "infantry", "line", NULL, 0, 3, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "charge-turn" },
    /* Formation changes, 1/4 move each: 8 - 2 - 2 = 4; three are too many. */
    { "infantry", "line", NULL, 0, 0, 0, 1, 0, 0, 0, 0, "8", "8", "6", NULL },
    { "infantry", "line", NULL, 0, 0, 0, 2, 0, 0, 0, 0, "8", "8", "4", NULL },
    { "infantry", "line", NULL, 0, 0, 0, 3, 0, 0, 0, 0, NULL, NULL, NULL, "formation-changes" },
    /* Limber 1/4: 15 - 3.75 = 11.25. Set up 1/4: 10 - 2.5 = 7.5. */
    { "artillery", "column", NULL, 0, 0, 0, 0, 1, 0, 0, 0, "15", "15", "11.25", NULL },
    { "infantry", "column", NULL, 0, 0, 0, 0, 0, 1, 0, 0, "10", "10", "7.5", NULL },
    /* Retreat facing the enemy 1/2: 8 - 4 = 4. Turn around 2": 8 - 2 = 6. */
    { "infantry", "line", NULL, 0, 0, 0, 0, 0, 0, 1, 0, "8", "8", "4", NULL },
    { "infantry", "line", NULL, 0, 0, 0, 0, 0, 0, 0, 1, "8", "8", "6", NULL },
    /* 8 - 2 - 2 - 2" = 2. */
    { "infantry", "line", NULL, 0, 0, 0, 2, 0, 0, 0, 1, "8", "8", "2", NULL },
    /* Woods 4: two changes of 1 each, retreat 2: 4 - 1 - 1 - 2 = 0. */
    { "infantry", "line", "woods", 0, 0, 0, 2, 0, 0, 1, 0, "8", "4", "0", NULL },
    /* ... and turning around (2") no longer fits. */
    { "infantry", "line", "woods", 0, 0, 0, 2, 0, 0, 1, 1, NULL, NULL, NULL, "turn-around" },
    /* Limber after the move is gone: 15 x 1/2 = 7.5, retreat 3.75, limber 1.875: fits. */
    { "artillery", "column", "river", 0, 0, 0, 0, 1, 0, 1, 0, "15", "7.5", "1.875", NULL },
    /* Bad names. */
    { "tanks", "line", NULL, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "type" },
    { "", "line", NULL, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "type" },
    { "infantry", "square", NULL, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "formation" },
    { "infantry", "woods", NULL, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "formation" },
    { "infantry", "line", "swamp", 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "terrain" },
    { "infantry", "line", "highway", 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, "terrain" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const MoveCase *c = &cases[i];
      UmpireDerosaMoveInput input = {
        c->type, c->formation, c->terrain, c->skirmish, c->charge_turn, c->figures,
        c->changes, c->limber, c->set_up, c->retreat, c->turn_around,
      };
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_derosa_move (rules, &input, &error);

      g_test_message ("case %u: %s %s %s", i, c->type, c->formation, c->terrain ? c->terrain : "");
      if (c->error_field != NULL)
        {
          assert_field_error (error, result, c->error_field);
          continue;
        }
      g_assert_no_error (error);
      umpire_test_assert_result (result, "allowance", c->allowance);
      umpire_test_assert_result (result, "move", c->move);
      umpire_test_assert_result (result, "inches", c->inches);
    }
}

static void
test_move_trail (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(GError) error = NULL;
  UmpireDerosaMoveInput input = { .type = "infantry", .formation = "line", .formation_changes = 2, .turn_around = TRUE };
  g_autoptr(UmpireResult) result = umpire_derosa_move (rules, &input, &error);
  g_autoptr(UmpireResult) refused = NULL;

  g_assert_no_error (error);
  /* What is left after each deduction: 8 - 2 = 6, - 2 = 4, - 2" = 2. */
  g_assert_true (trail_has (result, "6\" of the move left"));
  g_assert_true (trail_has (result, "4\" of the move left"));
  g_assert_true (trail_has (result, "2\" of the move left"));
  /* The readings are shown where they decide. */
  g_assert_true (trail_has (result, "reading: Not stated in the source. Order: chart allowance"));
  g_assert_true (trail_has (result, "of this turn's move"));

  /* The refusals give their reason. */
  input = (UmpireDerosaMoveInput) { .type = "artillery", .formation = "column", .terrain = "woods" };
  refused = umpire_derosa_move (rules, &input, &error);
  g_assert_null (refused);
  g_assert_nonnull (strstr (error->message, "“No”"));
  g_clear_error (&error);
  input = (UmpireDerosaMoveInput) { .type = "wagons", .formation = "column", .terrain = "woods" };
  refused = umpire_derosa_move (rules, &input, &error);
  g_assert_nonnull (strstr (error->message, "“N/A”"));
  g_clear_error (&error);

  /* Wagons on the highway: the doubtful 32" cell shows its reading. */
  {
    g_autoptr(UmpireResult) wagons = NULL;

    input = (UmpireDerosaMoveInput) { .type = "wagons", .formation = "highway" };
    wagons = umpire_derosa_move (rules, &input, &error);
    g_assert_no_error (error);
    g_assert_true (trail_has (wagons, "transposed"));
  }
}

/* Second charge turn: 20% left behind, rounded halves up. */
static void
test_move_stragglers (void)
{
  static const struct { guint figures; const char *stragglers, *charging; } cases[] = {
    { 20, "4", "16" },   /* 20 x .2 = 4 */
    { 12, "2", "10" },   /* 12 x .2 = 2.4 -> 2 */
    { 13, "3", "10" },   /* 13 x .2 = 2.6 -> 3 */
    { 18, "4", "14" },   /* 18 x .2 = 3.6 -> 4 */
    { 5, "1", "4" },     /* 5 x .2 = 1 */
    { 2, "0", "2" },     /* 2 x .2 = 0.4 -> 0 */
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireDerosaMoveInput input = { .type = "infantry", .formation = "line", .charge_turn = 2,
                                      .figures = cases[i].figures };
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_derosa_move (rules, &input, &error);

      g_assert_no_error (error);
      umpire_test_assert_result (result, "inches", "16");
      umpire_test_assert_result (result, "stragglers", cases[i].stragglers);
      umpire_test_assert_result (result, "figures-charging", cases[i].charging);
    }
  /* The first charge turn leaves nobody behind. */
  {
    UmpireDerosaMoveInput input = { .type = "infantry", .formation = "line", .charge_turn = 1, .figures = 20 };
    g_autoptr(UmpireResult) result = umpire_derosa_move (rules, &input, NULL);

    umpire_test_assert_result (result, "stragglers", NULL);
  }
}

/* ---------------------------------------------------------------------- */
/* Morale                                                                 */

static void
test_morale_chart (void)
{
  /* 19-17: 3-10 (20 read as this row), 16-14: 4-10, 13-09: 6-10,
   * 08-06: 7-10, 05-04: 8-10, 03-02: 10 (1 read as this row). */
  static const struct { guint figures; const char *needed; } cases[] = {
    { 20, "3" }, { 19, "3" }, { 17, "3" }, { 16, "4" }, { 14, "4" }, { 13, "6" },
    { 9, "6" }, { 8, "7" }, { 6, "7" }, { 5, "8" }, { 4, "8" }, { 3, "10" },
    { 2, "10" }, { 1, "10" },
  };
  static const struct { const char *strength, *needed; } mgs[] = {
    { "full", "3" }, { "3/4", "4" }, { "1/2", "6" }, { "1/3", "8" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      /* Rolling exactly the number needed passes; one less fails. */
      guint needed = (guint) g_ascii_strtoull (cases[i].needed, NULL, 10);
      UmpireDerosaMoraleInput input = { .figures = cases[i].figures };
      g_autoptr(UmpireDice) pass_die = d10 (needed, 0);
      g_autoptr(UmpireDice) fail_die = d10 (needed - 1, 0);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) pass = umpire_derosa_morale (rules, &input, pass_die, &error);
      g_autoptr(UmpireResult) fail = umpire_derosa_morale (rules, &input, fail_die, &error);

      g_assert_no_error (error);
      umpire_test_assert_result (pass, "needed", cases[i].needed);
      umpire_test_assert_result (pass, "passed", "yes");
      umpire_test_assert_result (fail, "passed", "no");
      umpire_test_assert_result (fail, "new-state", "shaken");
    }
  for (guint i = 0; i < G_N_ELEMENTS (mgs); i++)
    {
      UmpireDerosaMoraleInput input = { .strength = mgs[i].strength };
      g_autoptr(UmpireDice) dice = d10 (9, 0);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_derosa_morale (rules, &input, dice, &error);

      g_assert_no_error (error);
      umpire_test_assert_result (result, "needed", mgs[i].needed);
    }
}

static void
test_morale_states (void)
{
  static const struct {
    const char *state, *reason;
    guint die;
    const char *passed, *after, *effect;
  } cases[] = {
    /* 12 figures need 6. */
    { "good", "a", 6, "yes", "good", "no effects" },
    { "good", "a", 5, "no", "shaken", "fire is halved" },
    { "shaken", "b", 5, "no", "routed", "may not fire" },
    { "routed", "c", 1, "no", "routed", "surrender" },
    { "shaken", "d", 10, "yes", "shaken", "halts and goes prone" },   /* passed, not rallying */
    { "shaken", "e", 6, "yes", "good", "no effects" },                /* passed rally: up one */
    { "routed", "e", 7, "yes", "shaken", "may not advance" },
    { "routed", "e", 2, "no", "routed", "ROUT IS TWO CONSECUTIVE MOVES" },
    { "shaken", "e", 5, "no", "routed", "full move away" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireDerosaMoraleInput input = { .figures = 12, .reason = cases[i].reason };
      g_autoptr(UmpireDice) dice = d10 (cases[i].die, 0);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = NULL;

      g_assert_true (umpire_derosa_morale_from_string (cases[i].state, &input.state));
      result = umpire_derosa_morale (rules, &input, dice, &error);
      g_assert_no_error (error);
      umpire_test_assert_result (result, "needed", "6");
      umpire_test_assert_result (result, "passed", cases[i].passed);
      umpire_test_assert_result (result, "state", cases[i].state);
      umpire_test_assert_result (result, "new-state", cases[i].after);
      /* The effects of the new state are listed in the trail. */
      g_assert_true (trail_has (result, cases[i].effect));
    }

  /* The rallying flag alone works as reason E. */
  {
    UmpireDerosaMoraleInput input = { .figures = 4, .state = UMPIRE_DEROSA_SHAKEN, .rallying = TRUE };
    g_autoptr(UmpireDice) dice = d10 (8, 0);
    g_autoptr(UmpireResult) result = umpire_derosa_morale (rules, &input, dice, NULL);

    umpire_test_assert_result (result, "new-state", "good");
  }
}

static void
test_morale_errors (void)
{
  static const struct { guint figures; const char *strength, *reason; UmpireDerosaMorale state; const char *field; } cases[] = {
    { 0, NULL, NULL, UMPIRE_DEROSA_GOOD, "figures" },
    { 21, NULL, NULL, UMPIRE_DEROSA_GOOD, "figures" },
    { 0, "2/3", NULL, UMPIRE_DEROSA_GOOD, "strength" },
    { 10, "full", NULL, UMPIRE_DEROSA_GOOD, "strength" },
    { 10, NULL, "f", UMPIRE_DEROSA_GOOD, "reason" },
    { 10, NULL, "e", UMPIRE_DEROSA_GOOD, "reason" },   /* nothing to rally from */
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireDerosaMoraleInput input = { cases[i].figures, cases[i].strength, cases[i].reason, cases[i].state, FALSE };
      g_autoptr(UmpireDice) dice = d10 (5, 0);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_derosa_morale (rules, &input, dice, &error);

      assert_field_error (error, result, cases[i].field);
    }

  /* A die the d10 cannot show is refused before any test. */
  {
    g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
    g_autoptr(GError) error = NULL;

    g_assert_false (umpire_dice_push (dice, 11, 10, &error));
    g_assert_nonnull (error);
  }
  /* No die typed in: no silent roll. */
  {
    UmpireDerosaMoraleInput input = { .figures = 10 };
    g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
    g_autoptr(GError) error = NULL;
    g_autoptr(UmpireResult) result = umpire_derosa_morale (rules, &input, dice, &error);

    g_assert_null (result);
    g_assert_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_EXHAUSTED);
  }
}

/* ---------------------------------------------------------------------- */
/* Fire                                                                   */

typedef struct
{
  const char *weapon;
  guint       strength;
  double      range;
  guint       die;
  guint       engaged;
  const char *modifiers;    /* comma-separated, or NULL */
  UmpireDerosaMorale state;
  const char *factor, *chance, *casualties;   /* NULL factor: error */
  const char *error_field;
} FireCase;

static void
test_fire (void)
{
  static const FireCase cases[] = {
    /* Infantry chart, long row (over 10" to 20"): 2 2 2 1 0 0; chance 5 = 0. */
    { "rifle", 20, 20, 5, 0, NULL, 0, "2", "+0", "2", NULL },
    { "rifle", 19, 15, 5, 0, NULL, 0, "2", "+0", "2", NULL },
    { "rifle", 16, 10.5, 5, 0, NULL, 0, "2", "+0", "2", NULL },
    { "rifle", 12, 11, 5, 0, NULL, 0, "1", "+0", "1", NULL },
    { "rifle", 8, 18, 5, 0, NULL, 0, "0", "+0", "0", NULL },
    { "rifle", 4, 12, 5, 0, NULL, 0, "0", "+0", "0", NULL },
    /* Medium (over 5" to 10"): 3 3 2 2 1 0. */
    { "rifle", 20, 10, 6, 0, NULL, 0, "3", "+0", "3", NULL },
    { "rifle", 18, 6, 6, 0, NULL, 0, "3", "+0", "3", NULL },
    { "rifle", 17, 5.5, 6, 0, NULL, 0, "2", "+0", "2", NULL },
    { "rifle", 15, 8, 6, 0, NULL, 0, "2", "+0", "2", NULL },
    { "rifle", 11, 8, 6, 0, NULL, 0, "1", "+0", "1", NULL },
    { "rifle", 7, 8, 6, 0, NULL, 0, "0", "+0", "0", NULL },
    /* Short (0" to 5"): 5 4 4 3 2 1. */
    { "rifle", 20, 5, 5, 0, NULL, 0, "5", "+0", "5", NULL },
    { "rifle", 18, 0, 5, 0, NULL, 0, "4", "+0", "4", NULL },
    { "rifle", 16, 3, 5, 0, NULL, 0, "4", "+0", "4", NULL },
    { "rifle", 12, 3, 5, 0, NULL, 0, "3", "+0", "3", NULL },
    { "rifle", 9, 3, 5, 0, NULL, 0, "2", "+0", "2", NULL },
    { "rifle", 4, 3, 5, 0, NULL, 0, "1", "+0", "1", NULL },
    /* Machine guns: 2 MG on the 20 column, 1 MG on 17-16. */
    { "mg", 2, 8, 5, 0, NULL, 0, "3", "+0", "3", NULL },
    { "mg", 2, 15, 5, 0, NULL, 0, "2", "+0", "2", NULL },
    { "mg", 1, 3, 5, 0, NULL, 0, "4", "+0", "4", NULL },
    { "mg", 1, 8, 5, 0, NULL, 0, "2", "+0", "2", NULL },
    { "mg", 3, 8, 5, 0, NULL, 0, NULL, NULL, NULL, "strength" },
    /* Carbine: long 2 1 1 0 0 0 0, medium 3 3 2 2 1 0 0, short 5 4 4 3 2 1 1. */
    { "carbine", 20, 15, 5, 0, NULL, 0, "2", "+0", "2", NULL },
    { "carbine", 18, 15, 5, 0, NULL, 0, "1", "+0", "1", NULL },
    { "carbine", 16, 15, 5, 0, NULL, 0, "1", "+0", "1", NULL },
    { "carbine", 12, 15, 5, 0, NULL, 0, "0", "+0", "0", NULL },
    { "carbine", 19, 8, 5, 0, NULL, 0, "3", "+0", "3", NULL },
    { "carbine", 13, 8, 5, 0, NULL, 0, "2", "+0", "2", NULL },
    { "carbine", 8, 8, 5, 0, NULL, 0, "1", "+0", "1", NULL },     /* 8 read into 11-8 */
    { "carbine", 6, 8, 5, 0, NULL, 0, "0", "+0", "0", NULL },
    { "carbine", 20, 2, 5, 0, NULL, 0, "5", "+0", "5", NULL },
    { "carbine", 17, 2, 5, 0, NULL, 0, "4", "+0", "4", NULL },
    { "carbine", 10, 2, 5, 0, NULL, 0, "2", "+0", "2", NULL },
    { "carbine", 5, 2, 5, 0, NULL, 0, "1", "+0", "1", NULL },     /* 7-4 */
    { "carbine", 3, 2, 5, 0, NULL, 0, "1", "+0", "1", NULL },     /* 6-1 read 3-1 */
    { "carbine", 1, 2, 5, 0, NULL, 0, "1", "+0", "1", NULL },
    /* Field artillery: long (over 30" to 45") 2 1 0 0, medium (over 20" to 30")
     * 3 2 1 0, short (5" to 20") 4 3 2 1. */
    { "field-gun", 4, 45, 5, 0, NULL, 0, "2", "+0", "2", NULL },
    { "field-gun", 3, 31, 5, 0, NULL, 0, "1", "+0", "1", NULL },
    { "field-gun", 2, 40, 5, 0, NULL, 0, "0", "+0", "0", NULL },
    { "field-gun", 4, 30, 5, 0, NULL, 0, "3", "+0", "3", NULL },
    { "field-gun", 3, 25, 5, 0, NULL, 0, "2", "+0", "2", NULL },
    { "field-gun", 2, 21, 5, 0, NULL, 0, "1", "+0", "1", NULL },
    { "field-gun", 1, 25, 5, 0, NULL, 0, "0", "+0", "0", NULL },
    { "field-gun", 4, 20, 5, 0, NULL, 0, "4", "+0", "4", NULL },
    { "field-gun", 3, 10, 5, 0, NULL, 0, "3", "+0", "3", NULL },
    { "field-gun", 2, 5, 5, 0, NULL, 0, "2", "+0", "2", NULL },
    { "field-gun", 1, 5, 5, 0, NULL, 0, "1", "+0", "1", NULL },
    /* Random chance roll: 1-2 -2, 3-4 -1, 5-6 0, 7-8 +1, 9-0 +2 (rifle 20 at 3": 5). */
    { "rifle", 20, 3, 1, 0, NULL, 0, "5", "-2", "3", NULL },
    { "rifle", 20, 3, 2, 0, NULL, 0, "5", "-2", "3", NULL },
    { "rifle", 20, 3, 3, 0, NULL, 0, "5", "-1", "4", NULL },
    { "rifle", 20, 3, 4, 0, NULL, 0, "5", "-1", "4", NULL },
    { "rifle", 20, 3, 7, 0, NULL, 0, "5", "+1", "6", NULL },
    { "rifle", 20, 3, 8, 0, NULL, 0, "5", "+1", "6", NULL },
    { "rifle", 20, 3, 9, 0, NULL, 0, "5", "+2", "7", NULL },
    { "rifle", 20, 3, 10, 0, NULL, 0, "5", "+2", "7", NULL },
    /* 12 riflemen at 8": 2, + 2 (die 9) = 4. */
    { "rifle", 12, 8, 9, 0, NULL, 0, "2", "+2", "4", NULL },
    /* 4 riflemen at 3": 1 - 2 = -1, never below 0. */
    { "rifle", 4, 3, 1, 0, NULL, 0, "1", "-2", "0", NULL },
    /* Every modifier alone on 20 riflemen at 3", die 5: 5 + 0 = 5. */
    { "rifle", 20, 3, 5, 0, "target-entrenched", 0, "5", "+0", "3", NULL },
    { "rifle", 20, 3, 5, 0, "target-skirmish", 0, "5", "+0", "3", NULL },
    { "rifle", 20, 3, 5, 0, "target-prone", 0, "5", "+0", "4", NULL },
    { "rifle", 20, 3, 5, 0, "heavy-woods", 0, "5", "+0", "3", NULL },
    { "rifle", 20, 3, 5, 0, "built-up-area", 0, "5", "+0", "3", NULL },
    { "rifle", 20, 3, 5, 0, "light-woods", 0, "5", "+0", "4", NULL },
    { "rifle", 20, 3, 5, 0, "moved-half", 0, "5", "+0", "4", NULL },
    { "rifle", 20, 3, 5, 0, "moved-three-quarters", 0, "5", "+0", "3", NULL },
    { "field-gun", 4, 10, 5, 0, "battery-vs-entrenchment", 0, "4", "+0", "3", NULL },
    { "field-gun", 4, 10, 5, 0, "battery-fired-and-moved", 0, "4", "+0", "3", NULL },
    { "mg", 2, 3, 5, 0, "mg-moved-half", 0, "5", "+0", "4", NULL },
    { "mg", 2, 3, 5, 0, "mg-moved-three-quarters", 0, "5", "+0", "3", NULL },
    { "rifle", 20, 3, 5, 0, "shaken", 0, "5", "+0", "3", NULL },     /* 5 x 1/2 = 2.5 -> 3 */
    { "rifle", 20, 3, 5, 0, "british-unit", 0, "5", "+0", "6", NULL },
    { "rifle", 20, 3, 5, 0, "higher-level", 0, "5", "+0", "6", NULL },
    { "rifle", 20, 3, 5, 0, "target-mounted", 0, "5", "+0", "7", NULL },
    { "rifle", 20, 3, 5, 0, "firing-at-column", 0, "5", "+0", "7", NULL },
    { "rifle", 20, 3, 5, 0, "enfiladed", 0, "5", "+0", "10", NULL },  /* 5 x 2 */
    { "field-gun", 4, 10, 5, 0, "french-75mm", 0, "4", "+0", "5", NULL },
    { "rifle", 20, 3, 5, 0, "french-infantry-charging", 0, "5", "+0", "6", NULL },
    /* Die roll modifications on the chance roll: 6 + 1 = 7 -> +1; 5 - 1 = 4 -> -1. */
    { "rifle", 20, 3, 6, 0, "british-small-arms", 0, "5", "+1", "6", NULL },
    { "rifle", 20, 3, 5, 0, "french-small-arms", 0, "5", "-1", "4", NULL },
    /* 8 + 1 = 9 -> +2: 12 riflemen at 8" 2 + 2 = 4. */
    { "rifle", 12, 8, 8, 0, "british-small-arms", 0, "2", "+2", "4", NULL },
    /* Beyond the chart's ends: 10 + 1 = 11 reads 9-0 (+2); 1 - 1 = 0 reads 1-2 (-2). */
    { "rifle", 20, 3, 10, 0, "british-small-arms", 0, "5", "+2", "7", NULL },
    { "rifle", 20, 3, 1, 0, "french-small-arms", 0, "5", "-2", "3", NULL },
    /* Additions before multiplications: (5 - 1) x 2 = 8, not 5 x 2 - 1 = 9. */
    { "rifle", 20, 3, 5, 0, "target-prone,enfiladed", 0, "5", "+0", "8", NULL },
    /* (5 - 2 - 1) x 2 x 1/2 = 2. */
    { "rifle", 20, 3, 5, 0, "target-skirmish,light-woods,enfiladed,shaken", 0, "5", "+0", "2", NULL },
    /* 12 at 8": (2 + 1) x 1/2 = 1.5 -> 2 (halves up). */
    { "rifle", 12, 8, 7, 0, "shaken", 0, "2", "+1", "2", NULL },
    /* The firing unit shaken halves without the flag; given twice, still once. */
    { "rifle", 12, 8, 7, 0, NULL, UMPIRE_DEROSA_SHAKEN, "2", "+1", "2", NULL },
    { "rifle", 20, 3, 5, 0, "shaken", UMPIRE_DEROSA_SHAKEN, "5", "+0", "3", NULL },
    /* 0 - 2 - 2 = -4, x 2 = -8: 0 casualties. */
    { "rifle", 4, 15, 1, 0, "target-entrenched,enfiladed", 0, "0", "-2", "0", NULL },
    /* Close combat additions: 20-16 +3, 15-11 +2, 10-06 +1, 05-01 +/-0. */
    { "rifle", 20, 0, 5, 16, NULL, 0, "5", "+0", "8", NULL },
    { "rifle", 20, 0, 5, 20, NULL, 0, "5", "+0", "8", NULL },
    { "rifle", 12, 0, 5, 15, NULL, 0, "3", "+0", "5", NULL },
    { "rifle", 12, 0, 5, 11, NULL, 0, "3", "+0", "5", NULL },
    { "rifle", 8, 0, 5, 10, NULL, 0, "2", "+0", "3", NULL },
    { "rifle", 8, 0, 5, 6, NULL, 0, "2", "+0", "3", NULL },
    { "rifle", 4, 0, 5, 5, NULL, 0, "1", "+0", "1", NULL },
    { "rifle", 4, 0, 5, 1, NULL, 0, "1", "+0", "1", NULL },
    { "rifle", 20, 0, 5, 21, NULL, 0, NULL, NULL, NULL, "close-combat" },
    /* Refusals. */
    { "rifle", 3, 3, 5, 0, NULL, 0, NULL, NULL, NULL, "strength" },
    { "rifle", 21, 3, 5, 0, NULL, 0, NULL, NULL, NULL, "strength" },
    { "rifle", 0, 3, 5, 0, NULL, 0, NULL, NULL, NULL, "strength" },
    { "field-gun", 5, 10, 5, 0, NULL, 0, NULL, NULL, NULL, "strength" },
    { "rifle", 20, 21, 5, 0, NULL, 0, NULL, NULL, NULL, "range" },
    { "rifle", 20, -3, 5, 0, NULL, 0, NULL, NULL, NULL, "range" },
    { "field-gun", 4, 4, 5, 0, NULL, 0, NULL, NULL, NULL, "range" },
    { "field-gun", 4, 46, 5, 0, NULL, 0, NULL, NULL, NULL, "range" },
    { "bow", 20, 3, 5, 0, NULL, 0, NULL, NULL, NULL, "weapon" },
    { "rifle", 20, 3, 5, 0, "gas", 0, NULL, NULL, NULL, "modifier" },
    { "rifle", 20, 3, 5, 0, NULL, UMPIRE_DEROSA_ROUTED, NULL, NULL, NULL, "morale" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const FireCase *c = &cases[i];
      g_auto(GStrv) modifiers = c->modifiers ? g_strsplit (c->modifiers, ",", -1) : NULL;
      UmpireDerosaFireInput input = {
        c->weapon, c->strength, c->range, c->engaged, (const char * const *) modifiers, c->state,
      };
      g_autoptr(UmpireDice) dice = d10 (c->die, 0);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_derosa_fire (rules, &input, dice, &error);

      g_test_message ("case %u: %s %u at %g, die %u, %s", i, c->weapon, c->strength, c->range,
                      c->die, c->modifiers ? c->modifiers : "");
      if (c->error_field != NULL)
        {
          assert_field_error (error, result, c->error_field);
          continue;
        }
      g_assert_no_error (error);
      umpire_test_assert_result (result, "factor", c->factor);
      umpire_test_assert_result (result, "chance", c->chance);
      umpire_test_assert_result (result, "casualties", c->casualties);
    }
}

static void
test_fire_trail (void)
{
  static const char * const modifiers[] = { "target-prone", "enfiladed", NULL };
  g_autoptr(UmpireRules) rules = load_rules ();
  UmpireDerosaFireInput input = { "carbine", 8, 8, 0, modifiers, UMPIRE_DEROSA_GOOD };
  g_autoptr(UmpireDice) dice = d10 (7, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = umpire_derosa_fire (rules, &input, dice, &error);
  g_autoptr(GPtrArray) list = umpire_derosa_fire_modifiers (rules, &error);

  g_assert_no_error (error);
  /* 11-9 read as 11-8: factor 1, + 1 = 2, - 1 = 1, x 2 = 2. */
  umpire_test_assert_result (result, "casualties", "2");
  g_assert_true (trail_has (result, "read as 11-8"));
  g_assert_true (trail_has (result, "Factor 1 + close combat +0 + chance +1 = 2"));
  g_assert_true (trail_has (result, "then x2 (enfiladed) and 1/2 (shaken)"));
  g_assert_true (trail_has (result, "Target enfiladed"));

  /* 2 die roll modifications and 20 fire modifiers. */
  g_assert_cmpuint (list->len, ==, 22);
}

/* ---------------------------------------------------------------------- */
/* Close combat                                                           */

typedef struct
{
  UmpireDerosaMeleeSide a, d;
  gboolean corrected, literal;
  guint    die_a, die_d;
  const char *cv_a, *cv_d, *total_a, *total_d, *difference, *outcome, *loser;
} MeleeCase;

#define SIDE_A(...) { "attacker", __VA_ARGS__ }
#define SIDE_D(...) { "defender", __VA_ARGS__ }

static void
test_melee (void)
{
  /* Read literally and with the -1 correction (the switches): totals times
   * the chance modifier. */
  static const MeleeCase cases[] = {
    /* A: good +2, vets +2, 12 figs +12, trained +1, 5 on the flank +2 (2 pairs) = 19;
     * die 9: x2 = 38. D: 10 figs +10, shaken -1, skirmish -5 = 4; die 5: x0 = 0.
     * 38 - 0 = 38 >= 10: the defender retreats, shaken. */
    { SIDE_A (12, UMPIRE_DEROSA_GOOD, TRUE, TRUE, 5, FALSE),
      SIDE_D (10, UMPIRE_DEROSA_SHAKEN, FALSE, FALSE, 0, TRUE),
      TRUE, TRUE, 9, 5, "19", "4", "38", "0", "38", "attacker-wins", "defender" },
    /* The same defender with +1 as printed: 10 + 1 - 5 = 6; die 7: x1 = 6.
     * With the -1 reading: 4. */
    { SIDE_A (8, UMPIRE_DEROSA_GOOD, FALSE, FALSE, 0, FALSE),
      SIDE_D (10, UMPIRE_DEROSA_SHAKEN, FALSE, FALSE, 0, TRUE),
      FALSE, TRUE, 7, 7, "10", "6", "10", "6", "4", "continue", NULL },
    { SIDE_A (8, UMPIRE_DEROSA_GOOD, FALSE, FALSE, 0, FALSE),
      SIDE_D (10, UMPIRE_DEROSA_SHAKEN, FALSE, FALSE, 0, TRUE),
      TRUE, TRUE, 7, 7, "10", "4", "10", "4", "6", "continue", NULL },
    /* A: 8 + 2 = 10, x1; D: 6 + 2 + 1 = 9, x1: difference 1, melee goes on. */
    { SIDE_A (8, UMPIRE_DEROSA_GOOD, FALSE, FALSE, 0, FALSE),
      SIDE_D (6, UMPIRE_DEROSA_GOOD, FALSE, TRUE, 0, FALSE),
      TRUE, TRUE, 7, 8, "10", "9", "10", "9", "1", "continue", NULL },
    /* Exactly 10: A 8 + 2 = 10 x1 = 10; D 1 - 1 = 0 x1 = 0. */
    { SIDE_A (8, UMPIRE_DEROSA_GOOD, FALSE, FALSE, 0, FALSE),
      SIDE_D (1, UMPIRE_DEROSA_SHAKEN, FALSE, FALSE, 0, FALSE),
      TRUE, TRUE, 8, 7, "10", "0", "10", "0", "10", "attacker-wins", "defender" },
    /* 9: A 7 + 2 = 9; D 0: not enough. */
    { SIDE_A (7, UMPIRE_DEROSA_GOOD, FALSE, FALSE, 0, FALSE),
      SIDE_D (1, UMPIRE_DEROSA_SHAKEN, FALSE, FALSE, 0, FALSE),
      TRUE, TRUE, 8, 7, "9", "0", "9", "0", "9", "continue", NULL },
    /* The defender wins: A 6 + 2 = 8, die 3 (-1) = -8; D 5 + 2 + 2 = 9, die 0 (+2) = 18. */
    { SIDE_A (6, UMPIRE_DEROSA_GOOD, FALSE, FALSE, 0, FALSE),
      SIDE_D (5, UMPIRE_DEROSA_GOOD, TRUE, FALSE, 0, FALSE),
      TRUE, TRUE, 3, 10, "8", "9", "-8", "18", "26", "defender-wins", "attacker" },
    /* Both negative, read literally: A 10 + 2 = 12 x -2 = -24; D 5 + 2 = 7 x -2 = -14.
     * The weaker side wins by 10. */
    { SIDE_A (10, UMPIRE_DEROSA_GOOD, FALSE, FALSE, 0, FALSE),
      SIDE_D (5, UMPIRE_DEROSA_GOOD, FALSE, FALSE, 0, FALSE),
      TRUE, TRUE, 1, 2, "12", "7", "-24", "-14", "10", "defender-wins", "attacker" },
    /* Flank: 7 figures = 3 pairs (+3), 1 figure = 0 pairs. A: 4 - 1 + 3 = 6; D: 4 - 1 = 3. */
    { SIDE_A (4, UMPIRE_DEROSA_SHAKEN, FALSE, FALSE, 7, FALSE),
      SIDE_D (4, UMPIRE_DEROSA_SHAKEN, FALSE, FALSE, 1, FALSE),
      TRUE, TRUE, 7, 7, "6", "3", "6", "3", "3", "continue", NULL },
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const MeleeCase *c = &cases[i];
      UmpireDerosaMeleeInput input = { c->a, c->d, c->corrected, c->literal };
      g_autoptr(UmpireDice) dice = d10 (c->die_a, c->die_d, 0);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_derosa_melee (rules, &input, dice, &error);

      g_test_message ("melee case %u", i);
      g_assert_no_error (error);
      umpire_test_assert_result (result, "attacker-cv", c->cv_a);
      umpire_test_assert_result (result, "defender-cv", c->cv_d);
      umpire_test_assert_result (result, "attacker-total", c->total_a);
      umpire_test_assert_result (result, "defender-total", c->total_d);
      umpire_test_assert_result (result, "difference", c->difference);
      umpire_test_assert_result (result, "outcome", c->outcome);
      umpire_test_assert_result (result, "loser", c->loser);
      if (c->loser != NULL)
        {
          umpire_test_assert_result (result, "retreat-turns", "2");
          umpire_test_assert_result (result, "loser-state", "shaken");
        }
    }
}

static void
test_melee_refused (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  UmpireDerosaMeleeInput input = {
    SIDE_A (10, UMPIRE_DEROSA_GOOD, FALSE, FALSE, 0, FALSE),
    SIDE_D (0, UMPIRE_DEROSA_GOOD, FALSE, FALSE, 0, FALSE),
    FALSE,
  };
  g_autoptr(UmpireDice) dice = d10 (5, 5, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = umpire_derosa_melee (rules, &input, dice, &error);

  assert_field_error (error, result, "defender-figures");
  g_clear_error (&error);
  input.defender.figures = 5;
  input.attacker.state = UMPIRE_DEROSA_ROUTED;
  result = umpire_derosa_melee (rules, &input, dice, &error);
  assert_field_error (error, result, "attacker-morale");
  g_assert_nonnull (strstr (error->message, "surrender"));
  g_clear_error (&error);

  /* The shaken reading shows in the trail: as printed by default... */
  input.attacker.state = UMPIRE_DEROSA_SHAKEN;
  result = umpire_derosa_melee (rules, &input, dice, &error);
  g_assert_no_error (error);
  g_assert_true (trail_has (result, "+1 as printed (default"));
  g_assert_false (trail_has (result, "Unit is shaken (read as -1)"));
  /* ... and so does the melee reading: times the die rolled. */
  g_assert_true (trail_has (result, "multiplied by the d10 rolled"));
  g_assert_cmpstr (umpire_result_get_input (result, "shaken-corrected"), ==, "no");
  g_clear_object (&result);

  /* ... the correction and the literal reading on request. */
  input.shaken_corrected = TRUE;
  input.literal_chance = TRUE;
  g_clear_object (&dice);
  dice = d10 (5, 5, 0);
  result = umpire_derosa_melee (rules, &input, dice, &error);
  g_assert_no_error (error);
  g_assert_true (trail_has (result, "Unit is shaken (read as -1)"));
  g_assert_true (trail_has (result, "sign error"));
  g_assert_true (trail_has (result, "multiplied by its own chance factor"));
  g_assert_cmpstr (umpire_result_get_input (result, "literal-chance"), ==, "yes");
}

/* ---------------------------------------------------------------------- */
/* Ammunition                                                             */

static void
test_ammo (void)
{
  static const struct {
    guint used; gboolean resupply; guint die;
    const char *left, *resupplied, *can_fire, *error_field;
  } cases[] = {
    { 0, FALSE, 0, "4", "no", "yes", NULL },   /* four fire turns per battery */
    { 3, FALSE, 0, "1", "no", "yes", NULL },
    { 4, FALSE, 0, "0", "no", "no", NULL },
    { 5, FALSE, 0, NULL, NULL, NULL, "used" },
    /* Resupply: 6-10 resupplied, 1-5 limber still coming (5 under the reading). */
    { 4, TRUE, 6, "4", "yes", "yes", NULL },
    { 4, TRUE, 10, "4", "yes", "yes", NULL },
    { 4, TRUE, 5, "0", "no", "no", NULL },
    { 4, TRUE, 1, "0", "no", "no", NULL },
    { 2, TRUE, 7, "4", "yes", "yes", NULL },
    { 2, TRUE, 3, "2", "no", "yes", NULL },
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireDerosaAmmoInput input = { cases[i].used, cases[i].resupply };
      g_autoptr(UmpireDice) dice = cases[i].die ? d10 (cases[i].die, 0) : umpire_dice_new_physical ();
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_derosa_ammo (rules, &input, dice, &error);

      if (cases[i].error_field != NULL)
        {
          assert_field_error (error, result, cases[i].error_field);
          continue;
        }
      g_assert_no_error (error);
      umpire_test_assert_result (result, "turns-left", cases[i].left);
      umpire_test_assert_result (result, "resupplied", cases[i].resupplied);
      umpire_test_assert_result (result, "can-fire", cases[i].can_fire);
    }
}

/* ---------------------------------------------------------------------- */
/* The roster                                                             */

static void
count_changes (GListModel *model,
               guint       position,
               guint       removed,
               guint       added,
               gpointer    user_data)
{
  (void) model; (void) position; (void) removed; (void) added;
  (*(guint *) user_data)++;
}

/* Nations come from derosa.nations, with their modifiers; an older
 * roster's typed English words are read as the ids, anything else kept as
 * typed, a nation with no modifier. */
static void
test_roster_nations (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(GListStore) roster = umpire_roster_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) nations = umpire_roster_dup_nations (rules);
  g_auto(GStrv) british = umpire_roster_dup_nation_modifiers (rules, "British");
  g_auto(GStrv) every = umpire_roster_dup_nation_modifiers (rules, NULL);
  g_auto(GStrv) german = umpire_roster_dup_nation_modifiers (rules, "german");
  g_autofree char *label = umpire_roster_dup_nation_label (rules, "french");
  g_autofree char *typed = umpire_roster_dup_nation_label (rules, "Deutsche");
  const char *ids[] = { "british", "french", NULL };
  const char *modifiers[] = { "british-small-arms", "french-small-arms", NULL };
  g_autoptr(UmpireRosterUnit) first = NULL;
  g_autoptr(UmpireRosterUnit) second = NULL;
  g_autoptr(UmpireRosterUnit) third = NULL;

  g_assert_true (g_strv_equal ((const char * const *) nations, ids));
  g_assert_cmpstr (umpire_roster_find_nation (rules, "british"), ==, "british");
  g_assert_cmpstr (umpire_roster_find_nation (rules, " French "), ==, "french");
  g_assert_null (umpire_roster_find_nation (rules, "Briten"));
  g_assert_null (umpire_roster_find_nation (rules, ""));
  g_assert_null (umpire_roster_find_nation (NULL, "british"));
  g_assert_cmpuint (g_strv_length (british), ==, 1);
  g_assert_cmpstr (british[0], ==, "british-small-arms");
  g_assert_true (g_strv_equal ((const char * const *) every, modifiers));
  g_assert_cmpuint (g_strv_length (german), ==, 0);
  g_assert_cmpstr (label, ==, "French");
  g_assert_cmpstr (typed, ==, "Deutsche");

  g_assert_true (umpire_roster_load_data (roster, rules,
                                          "[unit 1]\nname=1st Bn\nnation=British\n"
                                          "[unit 2]\nname=2e RI\nnation=french\n"
                                          "[unit 3]\nname=IR 16\nnation=Deutsche\n", &error));
  g_assert_no_error (error);
  first = g_list_model_get_item (G_LIST_MODEL (roster), 0);
  second = g_list_model_get_item (G_LIST_MODEL (roster), 1);
  third = g_list_model_get_item (G_LIST_MODEL (roster), 2);
  g_assert_cmpstr (umpire_roster_unit_get_nation (first), ==, "british");
  g_assert_cmpstr (umpire_roster_unit_get_nation (second), ==, "french");
  g_assert_cmpstr (umpire_roster_unit_get_nation (third), ==, "Deutsche");
}

static void
test_roster (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(GListStore) roster = umpire_roster_new ();
  g_autoptr(GListStore) restored = umpire_roster_new ();
  g_autoptr(UmpireRosterUnit) unit = umpire_roster_unit_new ("1st Bn", "british", "infantry", 12);
  g_autoptr(UmpireRosterUnit) battery = umpire_roster_unit_new ("A Bty", "french", "artillery", 4);
  g_autoptr(UmpireRosterUnit) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  guint changes = 0;

  g_signal_connect (roster, "items-changed", G_CALLBACK (count_changes), &changes);
  g_list_store_append (roster, unit);
  g_list_store_append (roster, battery);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 2);
  g_assert_cmpuint (changes, ==, 2);
  umpire_roster_unit_set_veteran (unit, TRUE);

  /* Turn 1: 12 figures need 6; a 4 fails: good -> shaken, kept on the unit. */
  {
    UmpireDerosaMoraleInput input = { .figures = umpire_roster_unit_get_figures (unit),
                                      .state = umpire_roster_unit_get_morale (unit), .reason = "a" };
    g_autoptr(UmpireDice) dice = d10 (4, 0);
    g_autoptr(UmpireResult) result = umpire_derosa_morale (rules, &input, dice, &error);

    g_assert_no_error (error);
    g_assert_true (umpire_roster_unit_apply_result (unit, result, NULL));
    g_assert_cmpint (umpire_roster_unit_get_morale (unit), ==, UMPIRE_DEROSA_SHAKEN);
  }
  /* Turn 2: the form starts from shaken; a passed rally (7) brings it back to good. */
  {
    UmpireDerosaMoraleInput input = { .figures = umpire_roster_unit_get_figures (unit),
                                      .state = umpire_roster_unit_get_morale (unit), .reason = "e" };
    g_autoptr(UmpireDice) dice = d10 (7, 0);
    g_autoptr(UmpireResult) result = umpire_derosa_morale (rules, &input, dice, &error);

    g_assert_no_error (error);
    umpire_test_assert_result (result, "state", "shaken");
    g_assert_true (umpire_roster_unit_apply_result (unit, result, NULL));
    g_assert_cmpint (umpire_roster_unit_get_morale (unit), ==, UMPIRE_DEROSA_GOOD);
  }
  /* A lost melee leaves the loser shaken; the winner is unchanged. */
  {
    UmpireDerosaMeleeInput input = {
      SIDE_A (12, UMPIRE_DEROSA_GOOD, TRUE, FALSE, 0, FALSE),
      SIDE_D (4, UMPIRE_DEROSA_GOOD, FALSE, FALSE, 0, FALSE),
      FALSE,
    };
    g_autoptr(UmpireDice) dice = d10 (1, 9, 0);
    g_autoptr(UmpireResult) result = umpire_derosa_melee (rules, &input, dice, &error);

    g_assert_no_error (error);
    /* A 16 x -2 = -32; D 6 x 2 = 12: the attacker loses. */
    umpire_test_assert_result (result, "loser", "attacker");
    g_assert_false (umpire_roster_unit_apply_result (battery, result, "defender"));
    g_assert_true (umpire_roster_unit_apply_result (unit, result, "attacker"));
    g_assert_cmpint (umpire_roster_unit_get_morale (unit), ==, UMPIRE_DEROSA_SHAKEN);
  }
  /* The battery fires its fourth turn, then is resupplied on a 9. */
  {
    UmpireDerosaAmmoInput input = { 4, FALSE };
    g_autoptr(UmpireResult) out = umpire_derosa_ammo (rules, &input, NULL, &error);
    g_autoptr(UmpireDice) dice = d10 (9, 0);
    g_autoptr(UmpireResult) resupplied = NULL;

    g_assert_no_error (error);
    g_assert_true (umpire_roster_unit_apply_result (battery, out, NULL));
    g_assert_cmpuint (umpire_roster_unit_get_ammo_used (battery), ==, 4);
    input.used = umpire_roster_unit_get_ammo_used (battery);
    input.resupply = TRUE;
    resupplied = umpire_derosa_ammo (rules, &input, dice, &error);
    g_assert_no_error (error);
    g_assert_true (umpire_roster_unit_apply_result (battery, resupplied, NULL));
    g_assert_cmpuint (umpire_roster_unit_get_ammo_used (battery), ==, 0);
  }

  /* Saved and restored, the states carry over. */
  umpire_roster_unit_set_ammo_used (battery, 2);
  data = umpire_roster_to_data (G_LIST_MODEL (roster));
  g_assert_true (umpire_roster_load_data (restored, NULL, data, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (restored)), ==, 2);
  back = g_list_model_get_item (G_LIST_MODEL (restored), 0);
  g_assert_cmpstr (umpire_roster_unit_get_name (back), ==, "1st Bn");
  g_assert_cmpstr (umpire_roster_unit_get_nation (back), ==, "british");
  g_assert_cmpuint (umpire_roster_unit_get_figures (back), ==, 12);
  g_assert_cmpint (umpire_roster_unit_get_morale (back), ==, UMPIRE_DEROSA_SHAKEN);
  g_assert_true (umpire_roster_unit_get_veteran (back));
  g_assert_false (umpire_roster_unit_get_trained (back));
  g_clear_object (&back);
  back = g_list_model_get_item (G_LIST_MODEL (restored), 1);
  g_assert_cmpuint (umpire_roster_unit_get_ammo_used (back), ==, 2);
  g_assert_cmpstr (umpire_roster_unit_get_unit_type (back), ==, "artillery");

  /* A damaged morale state is refused, not guessed. */
  g_assert_false (umpire_roster_load_data (restored, NULL, "[unit 1]\nname=X\nmorale=brave\n", &error));
  g_assert_nonnull (error);
}

/* ---------------------------------------------------------------------- */
/* Descriptors                                                            */

/* Every input and value `result` records is a field of its descriptor;
 * the value names are added to `seen`. */
static void
assert_described (UmpireResult              *result,
                  const UmpireProcedureInfo *info,
                  GHashTable                *seen)
{
  g_auto(GStrv) inputs = umpire_result_dup_input_names (result);
  g_auto(GStrv) values = umpire_result_dup_value_names (result);

  g_assert_nonnull (result);
  g_assert_true (umpire_result_get_info (result) == info);
  g_assert_cmpstr (umpire_result_get_procedure (result), ==, info->id);
  g_assert_true (info->system == &umpire_derosa_system);
  g_assert_cmpuint (g_strv_length (inputs), >, 0);
  for (guint i = 0; inputs[i] != NULL; i++)
    {
      if (umpire_procedure_info_find_input (info, inputs[i]) == NULL)
        g_error ("%s records input “%s” its descriptor does not name", info->id, inputs[i]);
    }
  for (guint i = 0; values[i] != NULL; i++)
    {
      const UmpireField *field = umpire_procedure_info_find_value (info, values[i]);

      if (field == NULL)
        g_error ("%s sets value “%s” its descriptor does not name", info->id, values[i]);
      /* The label people read is the descriptor's. */
      g_assert_cmpstr (umpire_result_get_value_label (result, values[i]), ==, umpire_field_get_label (field));
      g_hash_table_add (seen, g_strdup (values[i]));
    }
}

/* And every value the descriptor names was set by one of the runs. */
static void
assert_all_values_seen (const UmpireProcedureInfo *info,
                        GHashTable                *seen)
{
  for (const UmpireField *field = info->values; field->name != NULL; field++)
    if (!g_hash_table_contains (seen, field->name))
      g_error ("%s names value “%s” no run set", info->id, field->name);
}

static void
test_descriptors (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    /* Everything at once: a second charge turn with figures, a change, and the deductions. */
    UmpireDerosaMoveInput input = { "infantry", "column", "woods", TRUE, 2, 12, 1, TRUE, FALSE, FALSE, FALSE };
    UmpireDerosaMoveInput other = { "cavalry", "line", NULL, FALSE, 0, 0, 0, FALSE, TRUE, TRUE, TRUE };
    g_autoptr(UmpireResult) result = umpire_derosa_move (rules, &input, &error);
    g_autoptr(UmpireResult) result2 = NULL;

    g_assert_no_error (error);
    assert_described (result, &umpire_derosa_move_info, seen);
    g_assert_nonnull (umpire_result_get_input (result, "charge-turn"));
    result2 = umpire_derosa_move (rules, &other, &error);
    g_assert_no_error (error);
    assert_described (result2, &umpire_derosa_move_info, seen);
    assert_all_values_seen (&umpire_derosa_move_info, seen);
  }
  {
    g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    UmpireDerosaMoraleInput figures = { 10, NULL, "e", UMPIRE_DEROSA_SHAKEN, TRUE };
    UmpireDerosaMoraleInput strength = { 0, "3/4", "a", UMPIRE_DEROSA_GOOD, FALSE };
    g_autoptr(UmpireDice) dice = d10 (8, 2, 0);
    g_autoptr(UmpireResult) result = umpire_derosa_morale (rules, &figures, dice, &error);
    g_autoptr(UmpireResult) result2 = NULL;

    g_assert_no_error (error);
    assert_described (result, &umpire_derosa_morale_info, seen);
    result2 = umpire_derosa_morale (rules, &strength, dice, &error);
    g_assert_no_error (error);
    assert_described (result2, &umpire_derosa_morale_info, seen);
    g_assert_nonnull (umpire_result_get_input (result2, "strength"));
    assert_all_values_seen (&umpire_derosa_morale_info, seen);
    /* States read as words. */
    {
      g_autofree char *text = umpire_result_to_text (result, NULL);
      g_assert_nonnull (strstr (text, "Morale now: Good\n"));
    }
  }
  {
    g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    const char *modifiers[] = { "target-prone", NULL };
    UmpireDerosaFireInput input = { "rifle", 20, 3, 4, modifiers, UMPIRE_DEROSA_SHAKEN };
    g_autoptr(UmpireDice) dice = d10 (5, 0);
    g_autoptr(UmpireResult) result = umpire_derosa_fire (rules, &input, dice, &error);

    g_assert_no_error (error);
    assert_described (result, &umpire_derosa_fire_info, seen);
    g_assert_nonnull (umpire_result_get_input (result, "close-combat"));
    g_assert_nonnull (umpire_result_get_input (result, "modifier"));
    /* A named battery's field guns: the fire turn of ammunition it uses. */
    {
      UmpireDerosaFireInput guns = { "field-gun", 3, 25, 0, NULL, UMPIRE_DEROSA_GOOD, .unit = "A Battery RFA" };
      g_autoptr(UmpireDice) more = d10 (5, 0);
      g_autoptr(UmpireResult) battery = umpire_derosa_fire (rules, &guns, more, &error);

      g_assert_no_error (error);
      assert_described (battery, &umpire_derosa_fire_info, seen);
      umpire_test_assert_result (battery, "fire-turns-used", "1");
      /* Rifles use none. */
      g_assert_null (umpire_result_get_value (result, "fire-turns-used"));
    }
    assert_all_values_seen (&umpire_derosa_fire_info, seen);
  }
  {
    g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    /* A decisive melee, then one that goes on (see test_melee). */
    UmpireDerosaMeleeInput decisive = {
      { "attacker", 12, UMPIRE_DEROSA_GOOD, TRUE, TRUE, 5, FALSE },
      { "defender", 10, UMPIRE_DEROSA_SHAKEN, FALSE, FALSE, 0, TRUE },
      FALSE,
    };
    UmpireDerosaMeleeInput even = {
      { "attacker", 8, UMPIRE_DEROSA_GOOD, FALSE, FALSE, 0, FALSE },
      { "defender", 6, UMPIRE_DEROSA_GOOD, FALSE, TRUE, 0, FALSE },
      TRUE,
    };
    g_autoptr(UmpireDice) dice = d10 (9, 5, 7, 8, 0);
    g_autoptr(UmpireResult) result = umpire_derosa_melee (rules, &decisive, dice, &error);
    g_autoptr(UmpireResult) result2 = NULL;
    g_autofree char *text = NULL;

    g_assert_no_error (error);
    assert_described (result, &umpire_derosa_melee_info, seen);
    umpire_test_assert_result (result, "loser", "defender");
    result2 = umpire_derosa_melee (rules, &even, dice, &error);
    g_assert_no_error (error);
    assert_described (result2, &umpire_derosa_melee_info, seen);
    umpire_test_assert_result (result2, "outcome", "continue");
    assert_all_values_seen (&umpire_derosa_melee_info, seen);
    /* Ids read as words; --xml keeps the ids (checked above). */
    text = umpire_result_to_text (result, NULL);
    g_assert_nonnull (strstr (text, "Outcome: Attacker wins\n"));
    g_assert_nonnull (strstr (text, "Loser: Defender\n"));
    g_assert_nonnull (strstr (text, "Loser's morale: Shaken\n"));
  }
  {
    g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    UmpireDerosaAmmoInput input = { 2, TRUE };
    g_autoptr(UmpireDice) dice = d10 (7, 0);
    g_autoptr(UmpireResult) result = umpire_derosa_ammo (rules, &input, dice, &error);

    g_assert_no_error (error);
    assert_described (result, &umpire_derosa_ammo_info, seen);
    assert_all_values_seen (&umpire_derosa_ammo_info, seen);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/derosa/move/chart", test_move);
  g_test_add_func ("/umpire/derosa/roster/nations", test_roster_nations);
  g_test_add_func ("/umpire/derosa/move/trail", test_move_trail);
  g_test_add_func ("/umpire/derosa/move/stragglers", test_move_stragglers);
  g_test_add_func ("/umpire/derosa/morale/chart", test_morale_chart);
  g_test_add_func ("/umpire/derosa/morale/states", test_morale_states);
  g_test_add_func ("/umpire/derosa/morale/errors", test_morale_errors);
  g_test_add_func ("/umpire/derosa/fire/charts", test_fire);
  g_test_add_func ("/umpire/derosa/fire/trail", test_fire_trail);
  g_test_add_func ("/umpire/derosa/melee/outcomes", test_melee);
  g_test_add_func ("/umpire/derosa/melee/refused", test_melee_refused);
  g_test_add_func ("/umpire/derosa/ammo", test_ammo);
  g_test_add_func ("/umpire/derosa/roster", test_roster);
  g_test_add_func ("/umpire/derosa/descriptors", test_descriptors);

  return g_test_run ();
}
