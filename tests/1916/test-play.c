/* test-play.c: 1916 lulls, lull features and reinforcements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Expected values from 004_fa4e7880f134310e.txt ("Lull in Fighting",
 * "Reinforcements"), worked out by hand; dice are typed in.
 */
#include <glib.h>

#include "umpire-play.h"
#include "umpire-test-core.h"

static UmpireRules *rules;

static void
test_lull (void)
{
  static const struct { int turn, start; const char *declared, *die, *lull; gboolean rolls; } cases[] = {
    /* before the start turn (the proximity die): no roll */
    { 2, 3, NULL, "6", "none", FALSE },
    /* from the start turn, an unmodified 6: before turn 7 a short lull */
    { 3, 3, NULL, "6", "short", TRUE },
    { 6, 1, NULL, "6", "short", TRUE },
    /* on or after turn 7 a long lull */
    { 7, 3, NULL, "6", "long", TRUE },
    { 12, 5, NULL, "6", "long", TRUE },
    /* anything but a 6: no lull */
    { 8, 2, NULL, "5", "none", TRUE },
    { 4, 4, NULL, "1", "none", TRUE },
    /* mutual declaration, at any time, without a roll */
    { 1, 6, "long", "6", "long", FALSE },
    { 9, 2, "short", "6", "short", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireLullInput input = { cases[i].turn, cases[i].start, cases[i].declared };
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (cases[i].die);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_play_lull (rules, &input, dice, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (umpire_result_get_value (result, "lull"), ==, cases[i].lull);
      g_assert_cmpuint (umpire_dice_pending (dice), ==, cases[i].rolls ? 0 : 1);
    }
}

static void
test_lull_errors (void)
{
  UmpireLullInput bad_turn = { 0, 3, NULL };
  UmpireLullInput bad_start = { 3, 0, NULL };
  UmpireLullInput bad_declared = { 3, 3, "medium" };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("6");
  g_autoptr(GError) e1 = NULL, e2 = NULL, e3 = NULL;
  g_autofree char *f1 = NULL, *f2 = NULL, *f3 = NULL;

  g_assert_null (umpire_play_lull (rules, &bad_turn, dice, &e1));
  g_assert_null (umpire_play_lull (rules, &bad_start, dice, &e2));
  g_assert_null (umpire_play_lull (rules, &bad_declared, dice, &e3));
  f1 = umpire_input_error_field (e1);
  f2 = umpire_input_error_field (e2);
  f3 = umpire_input_error_field (e3);
  g_assert_cmpstr (f1, ==, "turn");
  g_assert_cmpstr (f2, ==, "start-turn");
  g_assert_cmpstr (f3, ==, "declared");
}

static void
test_lull_features (void)
{
  /* "Lull Feature Short Lull Long Lull" */
  static const struct { const char *feature, *short_lull, *long_lull; } rows[] = {
    { "extra-defenses", "Hasty Dig-in : Unlimited", "Trenchline: ½10" },
    { "repair-combat-base", "No", "5,6" },
    { "repair-command-base", "No", "5,6" },
    { "mg-jam", "Automatic", "Automatic" },
    { "gassed-recovery", "No", "5,6" },
    { "reorganize", "No", "All unpinned units" },
    { "extra-on-call", "No", "Yes" },
    { "extra-airstrikes", "Yes", "Yes" },
  };
  g_autoptr(UmpireResult) s = umpire_play_lull_features (rules, "short", NULL);
  g_autoptr(UmpireResult) l = umpire_play_lull_features (rules, "long", NULL);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_assert_cmpstr (umpire_result_get_value (s, rows[i].feature), ==, rows[i].short_lull);
      g_assert_cmpstr (umpire_result_get_value (l, rows[i].feature), ==, rows[i].long_lull);
    }
  /* The trail names the lull by the table's column label; the value keeps the id. */
  {
    const UmpireStep *first = g_ptr_array_index (umpire_result_get_steps (l), 0);

    g_assert_cmpstr (first->text, ==, "Long Lull in force");
    g_assert_cmpstr (umpire_result_get_value (l, "lull"), ==, "long");
  }
  g_assert_null (umpire_play_lull_features (rules, "none", &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_UNKNOWN);
}

static void
test_reinforcements (void)
{
  /* "1 none none / 2 none 1 inf. sub-unit / 3 none 2 inf. sub-units & 1 HMG /
   *  4 2 inf. sub-units 3 inf. sub-units & 1 HMG / 5 2 inf. sub-units & 1 HMG
   *  4 inf. sub-units & 2 HMG / 6 3 inf. sub-units & 2 HMG 5 inf. sub-units & 2 HMG" */
  static const struct { const char *role, *die, *infantry, *hmg; } cases[] = {
    { "attacker", "1", "0", "0" }, { "attacker", "3", "0", "0" },
    { "attacker", "4", "2", "0" }, { "attacker", "5", "2", "1" },
    { "attacker", "6", "3", "2" }, { "defender", "1", "0", "0" },
    { "defender", "2", "1", "0" }, { "defender", "3", "2", "1" },
    { "defender", "4", "3", "1" }, { "defender", "5", "4", "2" },
    { "defender", "6", "5", "2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireReinforcementsInput input = { cases[i].role, FALSE };
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (cases[i].die);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_play_reinforcements (rules, &input, dice, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (umpire_result_get_value (result, "infantry"), ==, cases[i].infantry);
      g_assert_cmpstr (umpire_result_get_value (result, "hmg"), ==, cases[i].hmg);
      g_assert_cmpstr (umpire_result_get_value (result, "depleted"), ==, "0");
      g_assert_cmpstr (umpire_result_get_value (result, "arrive"), ==, "rear edge");
    }
}

static void
test_depleted_reinforcements (void)
{
  /* 202: "as if they have already moved two assault moves" */
  UmpireReinforcementsInput input = { "defender", TRUE };
  UmpireReinforcementsInput bad = { "umpire", TRUE };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("5");
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = umpire_play_reinforcements (rules, &input, dice, &error);
  g_autofree char *field = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (umpire_result_get_value (result, "infantry"), ==, "4");
  g_assert_cmpstr (umpire_result_get_value (result, "depleted"), ==, "2");
  g_assert_null (umpire_play_reinforcements (rules, &bad, dice, &error));
  field = umpire_input_error_field (error);
  g_assert_cmpstr (field, ==, "role");
}

/* The odds of a lull: 1 in 6 on each turn from the first roll (a 6), none
 * before; by turn N, one less the chance of none on every turn. */
static void
test_lull_odds (void)
{
  UmpireLullInput before = { 2, 3, NULL };
  UmpireLullInput first = { 3, 3, NULL };
  g_autoptr(GError) error = NULL;
  UmpireOdds *odds;
  double chance = -1;

  odds = umpire_play_lull_odds (rules, &first, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "lull", "none"), 5.0 / 6.0, 1e-9);
  umpire_odds_free (odds);
  odds = umpire_play_lull_odds (rules, &before, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "lull", "none"), 1.0, 1e-9);
  umpire_odds_free (odds);

  g_assert_true (umpire_play_lull_chance_by (rules, 3, 2, &chance, &error));
  g_assert_cmpfloat_with_epsilon (chance, 0.0, 1e-9);
  g_assert_true (umpire_play_lull_chance_by (rules, 3, 3, &chance, &error));
  g_assert_cmpfloat_with_epsilon (chance, 1.0 / 6.0, 1e-9);
  g_assert_true (umpire_play_lull_chance_by (rules, 3, 5, &chance, &error));
  g_assert_cmpfloat_with_epsilon (chance, 1.0 - 125.0 / 216.0, 1e-9);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = umpire_rules_new ();
  if (!umpire_rules_load_builtin (rules, &error))
    g_error ("loading the built-in rules: %s", error->message);

  g_test_add_func ("/umpire/1916/play/lull", test_lull);
  g_test_add_func ("/umpire/1916/play/lull-odds", test_lull_odds);
  g_test_add_func ("/umpire/1916/play/lull-errors", test_lull_errors);
  g_test_add_func ("/umpire/1916/play/lull-features", test_lull_features);
  g_test_add_func ("/umpire/1916/play/reinforcements", test_reinforcements);
  g_test_add_func ("/umpire/1916/play/depleted-reinforcements", test_depleted_reinforcements);

  status = g_test_run ();
  g_clear_object (&rules);
  return status;
}
