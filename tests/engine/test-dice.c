/* test-dice.c: seeded and physical dice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "umpire-dice.h"
#include "umpire-input-error.h"

static void
test_expressions (void)
{
  const struct { const char *text; guint count, sides; } good[] = {
    { "1d6", 1, 6 }, { "2d6", 2, 6 }, { "1d10", 1, 10 }, { "d6", 1, 6 }, { " 2D6 ", 2, 6 },
  };
  const char *bad[] = { "", "6", "d", "1d", "0d6", "1d1", "21d6", "1d6+1", "2x6", "-1d6", "1d-6", NULL };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      UmpireDiceExpr expr;
      g_autoptr(GError) error = NULL;

      g_assert_true (umpire_dice_expr_parse (good[i].text, &expr, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (expr.count, ==, good[i].count);
      g_assert_cmpuint (expr.sides, ==, good[i].sides);
    }
  for (guint i = 0; bad[i] != NULL; i++)
    {
      UmpireDiceExpr expr;
      g_autoptr(GError) error = NULL;

      g_assert_false (umpire_dice_expr_parse (bad[i], &expr, &error));
      g_assert_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_EXPRESSION);
    }
}

static void
roll_many (UmpireDice *dice,
           const char *expression,
           guint      *totals,
           guint       n)
{
  for (guint i = 0; i < n; i++)
    {
      UmpireRoll roll;
      g_autoptr(GError) error = NULL;

      g_assert_true (umpire_dice_roll_text (dice, expression, &roll, &error));
      g_assert_no_error (error);
      totals[i] = roll.total;
    }
}

static void
test_seeded_reproducible (void)
{
  g_autoptr(UmpireDice) a = umpire_dice_new_seeded (1916);
  g_autoptr(UmpireDice) b = umpire_dice_new_seeded (1916);
  g_autoptr(UmpireDice) c = umpire_dice_new_seeded (1917);
  guint ra[200], rb[200], rc[200];
  guint seen[7] = { 0 };
  gboolean differs = FALSE;

  roll_many (a, "1d6", ra, 200);
  roll_many (b, "1d6", rb, 200);
  roll_many (c, "1d6", rc, 200);
  for (guint i = 0; i < 200; i++)
    {
      g_assert_cmpuint (ra[i], ==, rb[i]);
      g_assert_cmpuint (ra[i], >=, 1);
      g_assert_cmpuint (ra[i], <=, 6);
      seen[ra[i]]++;
      differs |= ra[i] != rc[i];
    }
  /* Every face turns up, and another seed gives other rolls. */
  for (guint f = 1; f <= 6; f++)
    g_assert_cmpuint (seen[f], >, 0);
  g_assert_true (differs);
  g_assert_false (umpire_dice_is_physical (a));
  g_assert_cmpuint (umpire_dice_get_seed (a), ==, 1916);
  g_assert_cmpuint (umpire_dice_get_history (a)->len, ==, 200);
}

static void
test_two_dice_and_d10 (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (7);
  gboolean saw_ten = FALSE;

  for (guint i = 0; i < 500; i++)
    {
      UmpireRoll roll;

      g_assert_true (umpire_dice_roll_text (dice, "2d6", &roll, NULL));
      g_assert_cmpuint (roll.total, ==, roll.values[0] + roll.values[1]);
      g_assert_cmpuint (roll.total, >=, 2);
      g_assert_cmpuint (roll.total, <=, 12);
      g_assert_true (umpire_dice_roll_text (dice, "1d10", &roll, NULL));
      g_assert_cmpuint (roll.total, >=, 1);
      g_assert_cmpuint (roll.total, <=, 10);
      if (roll.total == 10)
        {
          g_autofree char *face = umpire_die_face (&roll.expr, roll.values[0]);
          /* A d10's ten reads "0", as the sources' "9-0" rows do. */
          g_assert_cmpstr (face, ==, "0");
          saw_ten = TRUE;
        }
    }
  g_assert_true (saw_ten);
}

static void
test_physical_values (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(GError) error = NULL;
  UmpireRoll roll;
  g_autofree char *described = NULL;

  g_assert_true (umpire_dice_is_physical (dice));
  g_assert_true (umpire_dice_push_text (dice, "3, 5", 6, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_dice_pending (dice), ==, 2);
  g_assert_true (umpire_dice_roll_text (dice, "2d6", &roll, &error));
  g_assert_cmpuint (roll.values[0], ==, 3);
  g_assert_cmpuint (roll.values[1], ==, 5);
  g_assert_cmpuint (roll.total, ==, 8);
  g_assert_true (roll.physical);
  described = umpire_roll_describe (&roll);
  g_assert_cmpstr (described, ==, "2d6 = 3+5 = 8 (dice on the table)");

  /* No value typed in: an error asking for one, never an invented roll. */
  g_assert_false (umpire_dice_roll_text (dice, "1d6", &roll, &error));
  g_assert_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_EXHAUSTED);
  g_clear_error (&error);

  /* d10: "0" is ten. */
  g_assert_true (umpire_dice_push_text (dice, "0", 10, &error));
  g_assert_true (umpire_dice_roll_text (dice, "1d10", &roll, &error));
  g_assert_cmpuint (roll.total, ==, 10);
  g_assert_cmpuint (umpire_dice_get_history (dice)->len, ==, 2);
}

static void
test_physical_out_of_range (void)
{
  const struct { const char *values; guint sides; } bad[] = {
    { "7", 6 }, { "0", 6 }, { "11", 10 }, { "-1", 6 }, { "three", 6 }, { "4,9", 6 }, { "2.5", 6 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
      g_autoptr(GError) error = NULL;

      g_assert_false (umpire_dice_push_text (dice, bad[i].values, bad[i].sides, &error));
      g_assert_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_OUT_OF_RANGE);
      /* Nothing half-queued: a typo costs nothing already typed. */
      g_assert_cmpuint (umpire_dice_pending (dice), ==, 0);
    }
}

static void
test_physical_wrong_die (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(GError) error = NULL;
  UmpireRoll roll;

  g_assert_true (umpire_dice_push (dice, 9, 10, &error));
  g_assert_false (umpire_dice_roll_text (dice, "1d6", &roll, &error));
  g_assert_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_OUT_OF_RANGE);
  /* The value stays for the roll it was meant for. */
  g_assert_cmpuint (umpire_dice_pending (dice), ==, 1);
}

static guint
roll_one (UmpireDice *dice,
          const char *expression)
{
  UmpireRoll roll;
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_dice_roll_text (dice, expression, &roll, &error));
  g_assert_no_error (error);
  return roll.total;
}

/* Typed dice: a value that is no face of its die is an error naming the field. */
static void
test_typed_bad_face (void)
{
  g_autoptr(UmpireDice) app = umpire_dice_new_seeded (7);
  const struct { const char *attack, *counter, *field, *phrase; } cases[] = {
    { "7", "", "attack-die", "7 is not a face of a d6" },
    { "3", "x", "counter-die", "“x” is not a die value" },
    { "3", "0", "counter-die", "0 is not a face of a d6" },
    { "3,4", "", "attack-die", "type one die" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireTypedDie typed[] = {
        { "attack-die", "1d6", cases[i].attack, FALSE },
        { "counter-die", "1d6", cases[i].counter, FALSE },
      };
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireDice) dice = umpire_dice_new_typed (typed, G_N_ELEMENTS (typed),
                                                          UMPIRE_TYPED_DICE_MIXED, app, &error);
      g_autofree char *field = NULL;

      g_assert_null (dice);
      g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
      field = umpire_input_error_field (error);
      g_assert_cmpstr (field, ==, cases[i].field);
      g_assert_nonnull (strstr (error->message, cases[i].phrase));
    }
  /* Nothing was rolled from the app's dice. */
  g_assert_cmpuint (umpire_dice_get_history (app)->len, ==, 0);
}

/* Every field empty: the app's dice themselves; without them, an error. */
static void
test_typed_empty_is_app_dice (void)
{
  g_autoptr(UmpireDice) app = umpire_dice_new_seeded (7);
  UmpireTypedDie typed[] = { { "die", "1d6", "  ", FALSE }, { "other-die", "1d10", NULL, FALSE } };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = umpire_dice_new_typed (typed, 2, UMPIRE_TYPED_DICE_ALL_OR_NONE, app, &error);
  g_autoptr(UmpireDice) none = NULL;
  g_autofree char *field = NULL;

  g_assert_no_error (error);
  g_assert_true (dice == app);
  g_assert_false (umpire_dice_is_physical (dice));

  none = umpire_dice_new_typed (typed, 2, UMPIRE_TYPED_DICE_MIXED, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  field = umpire_input_error_field (error);
  g_assert_cmpstr (field, ==, "die");
}

/* The umpire chose dice on the table: the app's dice roll nothing, and
 * every field must be typed, each error naming its field. */
static void
test_table_only (void)
{
  g_autoptr(UmpireDice) app = umpire_dice_new_seeded (7);
  UmpireTypedDie empty[] = { { "die", "1d6", "", FALSE }, { "other-die", "1d10", NULL, FALSE } };
  UmpireTypedDie half[] = { { "die", "1d6", "4", FALSE }, { "other-die", "1d10", NULL, FALSE } };
  UmpireTypedDie full[] = { { "die", "1d6", "4", FALSE }, { "other-die", "1d10", "0", FALSE } };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autofree char *field = NULL;
  UmpireRoll roll;

  umpire_dice_set_table_only (app, TRUE);
  g_assert_true (umpire_dice_get_table_only (app));
  g_assert_false (umpire_dice_roll_text (app, "2d6", &roll, &error));
  g_assert_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_EXHAUSTED);
  g_clear_error (&error);
  g_assert_cmpuint (umpire_dice_get_history (app)->len, ==, 0);

  g_assert_null (umpire_dice_new_typed (empty, 2, UMPIRE_TYPED_DICE_MIXED, app, &error));
  field = umpire_input_error_field (error);
  g_assert_cmpstr (field, ==, "die");
  g_clear_error (&error);
  g_clear_pointer (&field, g_free);
  g_assert_null (umpire_dice_new_typed (half, 2, UMPIRE_TYPED_DICE_MIXED, app, &error));
  field = umpire_input_error_field (error);
  g_assert_cmpstr (field, ==, "other-die");
  g_clear_error (&error);

  dice = umpire_dice_new_typed (full, 2, UMPIRE_TYPED_DICE_MIXED, app, &error);
  g_assert_no_error (error);
  g_assert_true (umpire_dice_roll_text (dice, "1d6", &roll, NULL));
  g_assert_cmpuint (roll.total, ==, 4);
  g_assert_true (umpire_dice_roll_text (dice, "1d10", &roll, NULL));
  g_assert_cmpuint (roll.total, ==, 10);

  /* Back to Umpire's dice. */
  umpire_dice_set_table_only (app, FALSE);
  g_assert_true (umpire_dice_roll_text (app, "2d6", &roll, NULL));
}

/* Several fields: their values in the order of the fields, a d10's 0 as 10. */
static void
test_typed_in_order (void)
{
  UmpireTypedDie typed[] = {
    { "attack-die", "1d6", " 5 ", FALSE },
    { "barrage-dice", "1d6", "2, 6,1", TRUE },
    { "fire-die", "1d10", "0", FALSE },
    { "two-dice", "2d6", "3,4", FALSE },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = umpire_dice_new_typed (typed, G_N_ELEMENTS (typed),
                                                      UMPIRE_TYPED_DICE_MIXED, NULL, &error);
  UmpireRoll roll;

  g_assert_no_error (error);
  g_assert_true (umpire_dice_is_physical (dice));
  g_assert_cmpuint (umpire_dice_pending (dice), ==, 7);
  g_assert_cmpuint (roll_one (dice, "1d6"), ==, 5);
  g_assert_cmpuint (roll_one (dice, "1d6"), ==, 2);
  g_assert_cmpuint (roll_one (dice, "1d6"), ==, 6);
  g_assert_cmpuint (roll_one (dice, "1d6"), ==, 1);
  g_assert_cmpuint (roll_one (dice, "1d10"), ==, 10);
  g_assert_cmpuint (roll_one (dice, "2d6"), ==, 7);
  g_assert_false (umpire_dice_roll_text (dice, "1d6", &roll, &error));
  g_assert_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_EXHAUSTED);
}

/* Mixed: an empty field's turn is the app's roll, with its seed; all-or-none
 * makes the empty field an error. */
static void
test_typed_mixed (void)
{
  g_autoptr(UmpireDice) app = umpire_dice_new_seeded (1916);
  g_autoptr(UmpireDice) same = umpire_dice_new_seeded (1916);
  UmpireTypedDie typed[] = { { "attack-die", "1d6", "", FALSE }, { "counter-die", "1d6", "4", FALSE } };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = umpire_dice_new_typed (typed, 2, UMPIRE_TYPED_DICE_MIXED, app, &error);
  g_autoptr(UmpireDice) strict = NULL;
  g_autofree char *field = NULL;
  UmpireRoll first, second;

  g_assert_no_error (error);
  g_assert_true (umpire_dice_roll_text (dice, "1d6", &first, &error));
  g_assert_false (first.physical);
  g_assert_cmpuint (first.seed, ==, 1916);
  g_assert_cmpuint (first.total, ==, roll_one (same, "1d6"));
  g_assert_true (umpire_dice_roll_text (dice, "1d6", &second, &error));
  g_assert_true (second.physical);
  g_assert_cmpuint (second.total, ==, 4);
  g_assert_cmpuint (umpire_dice_get_history (app)->len, ==, 1);

  strict = umpire_dice_new_typed (typed, 2, UMPIRE_TYPED_DICE_ALL_OR_NONE, app, &error);
  g_assert_null (strict);
  field = umpire_input_error_field (error);
  g_assert_cmpstr (field, ==, "attack-die");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/dice/expressions", test_expressions);
  g_test_add_func ("/umpire/dice/table-only", test_table_only);
  g_test_add_func ("/umpire/dice/seeded-reproducible", test_seeded_reproducible);
  g_test_add_func ("/umpire/dice/two-dice-and-d10", test_two_dice_and_d10);
  g_test_add_func ("/umpire/dice/physical-values", test_physical_values);
  g_test_add_func ("/umpire/dice/physical-out-of-range", test_physical_out_of_range);
  g_test_add_func ("/umpire/dice/physical-wrong-die", test_physical_wrong_die);
  g_test_add_func ("/umpire/dice/typed-bad-face", test_typed_bad_face);
  g_test_add_func ("/umpire/dice/typed-empty-is-app-dice", test_typed_empty_is_app_dice);
  g_test_add_func ("/umpire/dice/typed-in-order", test_typed_in_order);
  g_test_add_func ("/umpire/dice/typed-mixed", test_typed_mixed);

  return g_test_run ();
}
