/* test-report.c: the debrief's figures and its luck audit, against cases
 * worked by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "umpire-battle-state.h"
#include "umpire-inputs.h"
#include "umpire-odds.h"
#include "umpire-report.h"
#include "umpire-scenario-file.h"
#include "umpire-setup.h"
#include "umpire-sheet.h"
#include "umpire-test-core.h"
#include "umpire-weltkrieg.h"

static UmpireRules *rules;

static UmpireScenario *
new_scenario (void)
{
  UmpireScenario *scenario = umpire_scenario_new ();

  umpire_scenario_set_title (scenario, "Debrief");
  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_set_battle (scenario, "local");
  umpire_scenario_set_terrain (scenario, "open");
  umpire_scenario_set_scale (scenario, "large");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 30);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 24);
  return scenario;
}

/* A barrage roll of `side` with the die typed in. */
static UmpireEvent *
record_barrage (UmpireScenario *scenario,
                UmpireSide      side,
                const char     *die)
{
  UmpireSupportInput input = {
    "barrage", side == UMPIRE_SIDE_ATTACKER ? "britain" : "germany", 1916,
    umpire_side_to_string (side), "local", 54,
  };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with (die);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = umpire_setup_support (rules, &input, dice, &error);

  g_assert_no_error (error);
  return umpire_scenario_record (scenario, result, NULL, side);
}

/* One fair d6 whose six faces give six different outcomes: a 6 is at the
 * 11/12 percentile (5/6 below, half of 1/6 equal), with a 1 in 6 chance of
 * being as good; the percentile's variance is (1 - 6/216) / 12. */
static void
test_read_roll (void)
{
  const double faces[] = { 1, 2, 3, 4, 5, 6 };
  const double sixths[] = { 1, 1, 1, 1, 1, 1 };
  const double coin[] = { 0, 1 };
  const double coin_p[] = { 2, 1 };
  double percentile, as_good, mean, variance;

  umpire_luck_read_roll (faces, sixths, 6, 6, &percentile, &as_good, &mean, &variance);
  g_assert_cmpfloat_with_epsilon (percentile, 11.0 / 12, 1e-12);
  g_assert_cmpfloat_with_epsilon (as_good, 1.0 / 6, 1e-12);
  g_assert_cmpfloat_with_epsilon (mean, 3.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (variance, (1 - 6.0 / 216) / 12, 1e-12);

  umpire_luck_read_roll (faces, sixths, 6, 3, &percentile, &as_good, NULL, NULL);
  g_assert_cmpfloat_with_epsilon (percentile, 2.5 / 6, 1e-12);
  g_assert_cmpfloat_with_epsilon (as_good, 4.0 / 6, 1e-12);

  /* A test passed on a 1 in 3 chance: 2/3 below, half of 1/3 equal;
   * variance (1 - 8/27 - 1/27) / 12 = 1/18. */
  umpire_luck_read_roll (coin, coin_p, 2, 1, &percentile, &as_good, &mean, &variance);
  g_assert_cmpfloat_with_epsilon (percentile, 2.0 / 3 + 1.0 / 6, 1e-12);
  g_assert_cmpfloat_with_epsilon (as_good, 1.0 / 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (mean, 1.0 / 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (variance, 1.0 / 18, 1e-12);
}

/* The British roll six barrages, every die a 6 (typed in: they count as
 * rolled); the Germans roll 3, 4, 3, 4, 3, 4: each pair exactly the
 * middle of its odds. */
static void
test_sixes_and_means (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireReport) report = NULL;
  const UmpireLuckSide *british, *german;

  for (guint i = 0; i < 6; i++)
    {
      record_barrage (scenario, UMPIRE_SIDE_ATTACKER, "6");
      record_barrage (scenario, UMPIRE_SIDE_DEFENDER, i % 2 == 0 ? "3" : "4");
    }
  report = umpire_report_new (rules, scenario);
  british = umpire_report_get_luck (report, UMPIRE_SIDE_ATTACKER);
  german = umpire_report_get_luck (report, UMPIRE_SIDE_DEFENDER);

  /* By hand: each 6 is at 11/12; six of them total 5.5 against 3, 83 %
   * above; only six 6s (1 in 46 656) do as well. */
  g_assert_cmpuint (british->rolls->len, ==, 6);
  g_assert_cmpfloat_with_epsilon (british->total, 5.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (british->expected, 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (british->above, 2.5 / 3, 1e-9);
  g_assert_true (british->exact);
  g_assert_cmpfloat_with_epsilon (british->p_tail, pow (1.0 / 6, 6), 1e-12);
  g_assert_cmpint (british->verdict, ==, UMPIRE_LUCK_FAR);
  g_assert_nonnull (strstr (british->words, "British rolled far above chance: 83 % above the mean"));
  g_assert_cmpfloat_with_epsilon (british->variance, 6 * (1 - 6.0 / 216) / 12, 1e-9);
  /* z = 2.5 / sqrt (6 × 35/432) = 3.586: the normal curve alone would
   * say 1 in 6 000; the exact tail, 1 in 46 656, is the one used. */
  g_assert_cmpfloat_with_epsilon (british->z, 2.5 / sqrt (6 * 35.0 / 432), 1e-9);
  for (guint r = 0; r < british->rolls->len; r++)
    {
      const UmpireLuckRoll *roll = g_ptr_array_index (british->rolls, r);

      g_assert_cmpfloat_with_epsilon (roll->p_as_good, 1.0 / 6, 1e-12);
      g_assert_cmpfloat_with_epsilon (roll->percentile, 11.0 / 12, 1e-12);
    }

  g_assert_cmpuint (german->rolls->len, ==, 6);
  g_assert_cmpfloat_with_epsilon (german->total, 3, 1e-9);
  g_assert_cmpfloat_with_epsilon (german->above, 0, 1e-9);
  g_assert_cmpint (german->verdict, ==, UMPIRE_LUCK_EXACT);
  g_assert_cmpfloat_with_epsilon (german->z, 0, 1e-9);
  g_assert_nonnull (strstr (german->words, "German rolled exactly as expected"));
}

/* A plain roll (no procedure) of `expr` by `side`, its dice typed in. */
static UmpireEvent *
record_plain_roll (UmpireScenario *scenario,
                   UmpireSide      side,
                   const char     *expr,
                   const char     *faces)
{
  g_autoptr(UmpireResult) result = umpire_test_plain_roll_new (expr, faces);

  return umpire_scenario_record (scenario, result, "weltkrieg", side);
}

/* Plain dice rolls are listed and counted like a procedure's: a 2d6 of 12
 * is at 35/36 + 1/72 = 71/72 (a 1 in 36 chance of as good), its expected
 * value the dice's mean, 7; a 2d6 of 7 is exactly the middle (15/36 below,
 * half of 6/36 equal: 1/2). A roll for neither side is listed, not counted. */
static void
test_plain_rolls (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireReport) report = NULL;
  g_autofree char *xml = NULL;
  const UmpireLuckSide *british, *german;
  const UmpireLuckRoll *roll;
  const GPtrArray *neutral;
  const GPtrArray *timeline;

  record_plain_roll (scenario, UMPIRE_SIDE_ATTACKER, "2d6", "6,6");
  record_plain_roll (scenario, UMPIRE_SIDE_ATTACKER, "2d6", "6,6");
  record_plain_roll (scenario, UMPIRE_SIDE_DEFENDER, "2d6", "3,4");
  record_plain_roll (scenario, UMPIRE_SIDE_NONE, "1d6", "4");
  report = umpire_report_new (rules, scenario);
  british = umpire_report_get_luck (report, UMPIRE_SIDE_ATTACKER);
  german = umpire_report_get_luck (report, UMPIRE_SIDE_DEFENDER);
  neutral = umpire_report_get_neutral (report);

  g_assert_cmpuint (british->rolls->len, ==, 2);
  roll = g_ptr_array_index (british->rolls, 0);
  g_assert_cmpstr (roll->title, ==, "Dice roll (2d6)");
  g_assert_cmpstr (roll->shown, ==, "12");
  g_assert_cmpfloat_with_epsilon (roll->outcome, 12, 1e-12);
  g_assert_cmpfloat_with_epsilon (roll->mean, 7, 1e-12);
  g_assert_cmpfloat_with_epsilon (roll->p_as_good, 1.0 / 36, 1e-12);
  g_assert_cmpfloat_with_epsilon (roll->percentile, 71.0 / 72, 1e-12);
  g_assert_cmpfloat_with_epsilon (british->total, 2 * 71.0 / 72, 1e-9);
  g_assert_cmpfloat_with_epsilon (british->expected, 1, 1e-12);
  g_assert_cmpfloat_with_epsilon (british->p_tail, 1.0 / (36 * 36), 1e-12);
  g_assert_cmpint (british->verdict, ==, UMPIRE_LUCK_FAR);

  g_assert_cmpuint (german->rolls->len, ==, 1);
  roll = g_ptr_array_index (german->rolls, 0);
  g_assert_cmpstr (roll->shown, ==, "7");
  g_assert_cmpfloat_with_epsilon (roll->percentile, 0.5, 1e-12);
  g_assert_cmpint (german->verdict, ==, UMPIRE_LUCK_EXACT);

  g_assert_cmpuint (neutral->len, ==, 1);
  roll = g_ptr_array_index (neutral, 0);
  g_assert_cmpint (roll->side, ==, UMPIRE_SIDE_NONE);
  g_assert_cmpstr (roll->title, ==, "Dice roll (1d6)");
  g_assert_cmpstr (roll->shown, ==, "4");
  g_assert_cmpfloat_with_epsilon (roll->mean, 3.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (roll->percentile, 3.5 / 6, 1e-12);

  /* Still in the timeline, once each. */
  timeline = umpire_report_get_timeline (report);
  g_assert_cmpuint (timeline->len, ==, 4);

  xml = umpire_report_to_xml (report);
  g_assert_nonnull (strstr (xml, "what=\"Dice roll (2d6)\" shown=\"12\" procedure=\"roll\" value=\"total\""));
}

/* A side with one unlucky roll in a few: within chance, said so. */
static void
test_few_rolls_within_chance (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireReport) report = NULL;
  const UmpireLuckSide *british, *german;

  record_barrage (scenario, UMPIRE_SIDE_ATTACKER, "2");
  record_barrage (scenario, UMPIRE_SIDE_ATTACKER, "4");
  report = umpire_report_new (rules, scenario);
  british = umpire_report_get_luck (report, UMPIRE_SIDE_ATTACKER);
  german = umpire_report_get_luck (report, UMPIRE_SIDE_DEFENDER);
  /* 1.5/6 + 3.5/6 = 5/6 against 1: 17 % below; a total this low or lower
   * comes in 15 of 36 pairs of dice (sums of faces up to 6). */
  g_assert_cmpfloat_with_epsilon (british->total, 5.0 / 6, 1e-9);
  g_assert_cmpfloat_with_epsilon (british->p_tail, 15.0 / 36, 1e-9);
  g_assert_cmpint (british->verdict, ==, UMPIRE_LUCK_AS_EXPECTED);
  g_assert_nonnull (strstr (british->words, "about as expected: 17 % below the mean, well within chance"));
  g_assert_cmpint (german->verdict, ==, UMPIRE_LUCK_NO_ROLLS);
}

static const UmpireReportEntry *
find_entry (const GPtrArray *entries,
            guint            id)
{
  for (guint i = 0; i < entries->len; i++)
    if (((const UmpireReportEntry *) g_ptr_array_index (entries, i))->id == id)
      return g_ptr_array_index (entries, i);
  return NULL;
}

static const char *
find_total (UmpireReport *report,
            UmpireSide    side,
            const char   *key)
{
  const GPtrArray *totals = umpire_report_get_totals (report, side);

  for (guint i = 0; i < totals->len; i++)
    if (g_str_equal (((const UmpireReportFigure *) g_ptr_array_index (totals, i))->key, key))
      return ((const UmpireReportFigure *) g_ptr_array_index (totals, i))->value;
  return NULL;
}

/* Turns, totals, a value changed by hand and an undone roll. */
static void
test_timeline_and_amended (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) turns = NULL;
  g_autofree char *xml = NULL;
  const UmpireReportEntry *entry;
  UmpireEvent *first, *changed, *undone;
  const UmpireLuckSide *british;
  guint first_id, changed_id, undone_id;

  first = record_barrage (scenario, UMPIRE_SIDE_ATTACKER, "5");   /* 27 barrages */
  first_id = umpire_event_get_id (first);
  umpire_scenario_set_turn (scenario, 2);
  record_barrage (scenario, UMPIRE_SIDE_DEFENDER, "6");           /* 24 barrages */
  changed = umpire_battle_override (scenario, rules, first, "count", "30", "the umpire misread the chart",
                                    NULL, NULL, &error);
  g_assert_no_error (error);
  changed_id = umpire_event_get_id (changed);
  undone = record_barrage (scenario, UMPIRE_SIDE_DEFENDER, "1");
  undone_id = umpire_event_get_id (undone);
  g_assert_true (umpire_scenario_undo (scenario));

  report = umpire_report_new (rules, scenario);
  turns = umpire_report_dup_turns (report);
  g_assert_cmpuint (turns->len, ==, 2);
  g_assert_cmpint (g_array_index (turns, int, 0), ==, 0);
  g_assert_cmpint (g_array_index (turns, int, 1), ==, 2);

  g_assert_cmpuint (umpire_report_get_timeline (report)->len, ==, 4);
  entry = find_entry (umpire_report_get_timeline (report), first_id);
  g_assert_cmpint (entry->turn, ==, 0);
  g_assert_cmpint (entry->state, ==, UMPIRE_EVENT_STATE_REPLACED);
  g_assert_nonnull (strstr (entry->reason, "the umpire misread the chart"));
  entry = find_entry (umpire_report_get_timeline (report), changed_id);
  /* It stands for the first, on the turn the umpire changed it. */
  g_assert_cmpint (entry->turn, ==, 2);
  g_assert_true (entry->hand);
  g_assert_cmpuint (entry->overrides, ==, first_id);
  g_assert_cmpstr (entry->reason, ==, "the umpire misread the chart");
  entry = find_entry (umpire_report_get_timeline (report), undone_id);
  g_assert_cmpint (entry->turn, ==, 2);
  g_assert_cmpint (entry->state, ==, UMPIRE_EVENT_STATE_UNDONE);

  /* The changed one, the one it replaced and the undone one are listed. */
  g_assert_cmpuint (umpire_report_get_amended (report)->len, ==, 3);
  g_assert_nonnull (find_entry (umpire_report_get_amended (report), undone_id));

  /* Totals follow the value in force: 30, not the 27 the die gave. */
  g_assert_cmpstr (find_total (report, UMPIRE_SIDE_ATTACKER, "support:barrage"), ==, "30");
  g_assert_cmpstr (find_total (report, UMPIRE_SIDE_DEFENDER, "support:barrage"), ==, "24");

  /* Luck reads the die as rolled, once: the 5 (at 9/12), not the 30 set
   * by hand; the undone roll does not count. */
  british = umpire_report_get_luck (report, UMPIRE_SIDE_ATTACKER);
  g_assert_cmpuint (british->rolls->len, ==, 1);
  g_assert_cmpfloat_with_epsilon (((UmpireLuckRoll *) g_ptr_array_index (british->rolls, 0))->percentile,
                                  9.0 / 12, 1e-12);
  g_assert_cmpuint (umpire_report_get_luck (report, UMPIRE_SIDE_DEFENDER)->rolls->len, ==, 1);

  /* Without the rules database: the same timeline and totals, no luck. */
  {
    g_autoptr(UmpireReport) bare = umpire_report_new (NULL, scenario);

    g_assert_cmpuint (umpire_report_get_timeline (bare)->len, ==, 4);
    g_assert_cmpuint (umpire_report_get_amended (bare)->len, ==, 3);
    g_assert_cmpstr (find_total (bare, UMPIRE_SIDE_ATTACKER, "support:barrage"), ==, "30");
    g_assert_cmpint (umpire_report_get_luck (bare, UMPIRE_SIDE_ATTACKER)->verdict, ==, UMPIRE_LUCK_NO_ROLLS);
  }

  xml = umpire_report_to_xml (report);
  g_assert_nonnull (strstr (xml, "state=\"undone\" procedure=\"1916.support\" title=\"Support\""));
  g_assert_nonnull (strstr (xml, "reason=\"the umpire misread the chart\""));
  g_assert_nonnull (strstr (xml, "<figure key=\"support:barrage\" label=\"Barrages won\">30</figure>"));
  g_assert_nonnull (strstr (xml, "verdict=\"as-expected\""));
}

/* A Der Weltkrieg combat: the defender's loss is the attacker's luck, the
 * attacker's loss (the counterattack) the defender's; each read against the
 * combat's own odds; the losses are the sides' totals. */
static void
test_combat (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  UmpireCombatInput input = { "1914-1916", 30, 8, 0, "clear" };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4,3");
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = umpire_combat_resolve (rules, &input, dice, &error);
  g_autoptr(UmpireReport) report = NULL;
  g_autoptr(GHashTable) inputs = NULL;
  g_autoptr(UmpireOdds) odds = NULL;
  const UmpireLuckSide *attacker, *defender;
  const UmpireLuckRoll *roll;
  const char *names[] = { "defender-loss", "attacker-loss" };

  g_assert_no_error (error);
  umpire_scenario_set_turn (scenario, 1);
  umpire_scenario_record (scenario, result, NULL, UMPIRE_SIDE_ATTACKER);
  report = umpire_report_new (rules, scenario);
  attacker = umpire_report_get_luck (report, UMPIRE_SIDE_ATTACKER);
  defender = umpire_report_get_luck (report, UMPIRE_SIDE_DEFENDER);
  g_assert_cmpuint (attacker->rolls->len, ==, 1);
  g_assert_cmpuint (defender->rolls->len, ==, 1);

  /* The same odds as the odds engine gives the combat with both dice walked. */
  inputs = umpire_result_dup_inputs (result);
  g_hash_table_remove (inputs, "attack-die");
  g_hash_table_remove (inputs, "counter-die");
  odds = umpire_odds_compute_for (umpire_result_get_info (result), rules, inputs, 0, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 2; s++)
    {
      const char *value = umpire_result_get_value (result, names[s]);
      double mean;

      roll = g_ptr_array_index ((s == 0 ? attacker : defender)->rolls, 0);
      g_assert_cmpstr (roll->procedure, ==, "weltkrieg.combat");
      g_assert_cmpstr (roll->value, ==, names[s]);
      g_assert_cmpfloat (roll->outcome, ==, g_ascii_strtod (value, NULL));
      g_assert_cmpfloat_with_epsilon (roll->p_as_good,
                                      umpire_odds_get_p_at_least (odds, names[s], g_ascii_strtod (value, NULL)), 1e-12);
      g_assert_true (umpire_odds_get_mean (odds, names[s], &mean));
      g_assert_cmpfloat_with_epsilon (roll->mean, mean, 1e-12);
    }
  g_assert_cmpstr (find_total (report, UMPIRE_SIDE_DEFENDER, "loss"), ==, umpire_result_get_value (result, "defender-loss"));
  g_assert_cmpstr (find_total (report, UMPIRE_SIDE_ATTACKER, "loss"), ==, umpire_result_get_value (result, "attacker-loss"));
}

/* Twenty rolls of twenty different odds (the sub-units on the field):
 * worked out on several threads, each the same as the odds engine's. */
static void
test_many_odds (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireReport) report = NULL;
  const UmpireLuckSide *british;

  for (int i = 0; i < 20; i++)
    {
      UmpireSupportInput input = { "barrage", "britain", 1916, "attacker", "local", 40 + i };
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (i % 2 ? "2" : "5");
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_setup_support (rules, &input, dice, &error);

      g_assert_no_error (error);
      umpire_scenario_record (scenario, result, NULL, UMPIRE_SIDE_ATTACKER);
    }
  report = umpire_report_new (rules, scenario);
  british = umpire_report_get_luck (report, UMPIRE_SIDE_ATTACKER);
  g_assert_cmpuint (british->rolls->len, ==, 20);
  for (guint r = 0; r < british->rolls->len; r++)
    {
      const UmpireLuckRoll *roll = g_ptr_array_index (british->rolls, r);
      UmpireResult *result = umpire_event_get_result (umpire_scenario_lookup_event (scenario, roll->event_id));
      g_autoptr(GHashTable) inputs = umpire_result_dup_inputs (result);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireOdds) odds = NULL;
      double count = g_ascii_strtod (umpire_result_get_value (result, "count"), NULL), mean;

      g_hash_table_remove (inputs, "die");
      odds = umpire_odds_compute_for (umpire_result_get_info (result), rules, inputs, 0, &error);
      g_assert_no_error (error);
      g_assert_cmpfloat_with_epsilon (roll->p_as_good, umpire_odds_get_p_at_least (odds, "count", count), 1e-12);
      g_assert_true (umpire_odds_get_mean (odds, "count", &mean));
      g_assert_cmpfloat_with_epsilon (roll->mean, mean, 1e-12);
    }
  /* Ten 5s and ten 2s: (4.5 + 1.5) / 6 a pair, exactly the mean. */
  g_assert_cmpfloat_with_epsilon (british->total, 10, 1e-9);
  g_assert_cmpint (british->verdict, ==, UMPIRE_LUCK_EXACT);
}

/* A file from before results kept all their inputs: its support rolls
 * (no category recorded) cannot be read against their odds: listed as
 * rolled, odds unknown, not counted, never guessed; its heavy weapons are. */
static void
test_older_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "old-setup.umpire", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) scenario = umpire_scenario_load_file (path, &error);
  g_autoptr(UmpireReport) report = NULL;
  const GPtrArray *neutral;
  guint unknown = 0;

  g_assert_no_error (error);
  g_assert_true (umpire_scenario_rederive (scenario, rules, &error));
  report = umpire_report_new (rules, scenario);
  neutral = umpire_report_get_neutral (report);
  for (guint r = 0; r < neutral->len; r++)
    {
      const UmpireLuckRoll *roll = g_ptr_array_index (neutral, r);

      if (g_str_has_suffix (roll->title, "(odds unknown)"))
        {
          g_assert_true (g_str_has_prefix (roll->title, "Support"));
          g_assert_cmpfloat (roll->percentile, <, 0);
          unknown++;
        }
    }
  g_assert_cmpuint (unknown, ==, 7);
  g_assert_cmpuint (umpire_report_get_luck (report, UMPIRE_SIDE_ATTACKER)->rolls->len, ==, 3);
  for (guint r = 0; r < 3; r++)
    g_assert_cmpstr (((UmpireLuckRoll *) g_ptr_array_index (umpire_report_get_luck (report, UMPIRE_SIDE_ATTACKER)->rolls, r))->value,
                     ==, "bases");
}

/* The debrief sheet lays out, with its sections. */
static void
test_sheet (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireSheet) sheet = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height;

  for (guint i = 0; i < 6; i++)
    record_barrage (scenario, UMPIRE_SIDE_ATTACKER, "6");
  sheet = umpire_sheet_new_debrief (rules, scenario);
  g_assert_cmpstr (umpire_sheet_get_title (sheet), ==, "Debrief: debrief");
  umpire_paper_get_size (UMPIRE_PAPER_A4, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 10, 10);
  cr = cairo_create (surface);
  g_assert_cmpint (umpire_sheet_paginate (sheet, cr, width, height), >=, 1);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = umpire_rules_new ();
  if (!umpire_rules_load_builtin (rules, &error))
    g_error ("%s", error->message);

  g_test_add_func ("/umpire/report/luck/read-roll", test_read_roll);
  g_test_add_func ("/umpire/report/luck/sixes-and-means", test_sixes_and_means);
  g_test_add_func ("/umpire/report/luck/few-rolls", test_few_rolls_within_chance);
  g_test_add_func ("/umpire/report/luck/plain-rolls", test_plain_rolls);
  g_test_add_func ("/umpire/report/timeline-and-amended", test_timeline_and_amended);
  g_test_add_func ("/umpire/report/sheet", test_sheet);
  g_test_add_func ("/umpire/report/combat", test_combat);
  g_test_add_func ("/umpire/report/many-odds", test_many_odds);
  g_test_add_func ("/umpire/report/older-file", test_older_file);
  status = g_test_run ();
  g_clear_object (&rules);
  return status;
}
