/* test-battle-state.c: the battle as the log leaves it, and corrections
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "umpire-battle-state.h"
#include "umpire-catalogue.h"
#include "umpire-input-error.h"
#include "umpire-inputs.h"
#include "umpire-scenario-file.h"
#include "umpire-setup-sequence.h"
#include "umpire-weltkrieg.h"
#include "umpire-test-core.h"

static UmpireRules *rules;

/* A 1916 setup: Britain 30 attacking Germany `defender_units`, local battle,
 * open terrain; nothing rolled yet. */
static UmpireScenario *
new_scenario (int defender_units)
{
  UmpireScenario *scenario = umpire_scenario_new ();

  umpire_scenario_set_title (scenario, "Correction");
  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_set_battle (scenario, "local");
  umpire_scenario_set_terrain (scenario, "open");
  umpire_scenario_set_scale (scenario, "large");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 30);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", defender_units);
  return scenario;
}

/* The defender's Light Trench Mortar on column C with die 1: 0.25 per
 * sub-unit. */
static void
roll_mortar (UmpireSetupSequence *sequence)
{
  const UmpireSetupHeavyWeapon weapon = { "light-trench-mortar", "c", "1" };
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_setup_sequence_roll_heavy_weapons (sequence, UMPIRE_SIDE_DEFENDER, &weapon, 1, &error));
  g_assert_no_error (error);
}

static gboolean
has_step (UmpireResult *result,
          const char   *needle)
{
  const GPtrArray *steps = umpire_result_get_steps (result);

  for (guint i = 0; i < steps->len; i++)
    if (strstr (((const UmpireStep *) g_ptr_array_index (steps, i))->text, needle) != NULL)
      return TRUE;
  return FALSE;
}

static gboolean
correct (UmpireScenario *scenario,
         const char     *name,
         const char     *value,
         guint          *rederived,
         guint          *out_of_date,
         GError        **error)
{
  const char *names[] = { name, NULL };
  const char *values[] = { value, NULL };

  return umpire_battle_correct (scenario, rules, names, values, rederived, out_of_date, error);
}

/* The blocker: heavy weapons rolled for 24 defender sub-units, then
 * the defender corrected to 28: the bases of the recorded die at 28. */
static void
test_blocker_heavy_weapons (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario (24);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (7);
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, dice);
  g_autoptr(UmpireBattleState) before = NULL;
  g_autoptr(UmpireBattleState) after = NULL;
  g_autoptr(UmpireBattleState) undone = NULL;
  g_autoptr(GError) error = NULL;
  UmpireEvent *event;
  UmpireResult *result;
  const char *reason = NULL;
  guint rederived = 0, out_of_date = 0, n;

  roll_mortar (sequence);
  result = umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_DEFENDER, "light-trench-mortar");
  umpire_test_assert_result (result, "bases", "6");
  before = umpire_battle_state_new (scenario);
  g_assert_cmpint (umpire_battle_state_get_int (before, UMPIRE_STATE_DEFENDER, "heavy:light-trench-mortar"), ==, 6);
  g_assert_cmpint (umpire_battle_state_get_int (before, UMPIRE_STATE_DEFENDER, "sub-units"), ==, 24);

  /* Changed outside a correction, the header leaves the result out of date. */
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 28);
  {
    g_autoptr(UmpireBattleState) stale = umpire_battle_state_new (scenario);

    event = umpire_scenario_get_event (scenario, 0);
    g_assert_cmpint (umpire_battle_state_get_event_state (stale, event, &reason), ==, UMPIRE_EVENT_STATE_OUT_OF_DATE);
    g_assert_nonnull (strstr (reason, "24 → 28"));
    /* Its bases are not counted as the side's. */
    g_assert_null (umpire_battle_state_get (stale, UMPIRE_STATE_DEFENDER, "heavy:light-trench-mortar"));
    g_assert_cmpuint (umpire_battle_state_count_out_of_date (stale), ==, 1);
  }
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 24);

  n = umpire_scenario_get_n_events (scenario);
  g_assert_true (correct (scenario, "defender-units", "28", &rederived, &out_of_date, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (rederived, ==, 1);
  g_assert_cmpuint (out_of_date, ==, 0);
  /* The header change and the heavy weapon computed again: one action. */
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n + 2);
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_DEFENDER), ==, 28);

  result = umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_DEFENDER, "light-trench-mortar");
  g_assert_cmpstr (umpire_result_get_input (result, "units"), ==, "28");
  umpire_test_assert_result (result, "die", "1");
  umpire_test_assert_result (result, "bases", "7");
  g_assert_true (has_step (result, "Defender sub-units 24 → 28"));
  g_assert_true (has_step (result, "Bases 6 → 7"));
  g_assert_true (has_step (result, "0.25 per friendly sub-unit × 28 sub-units = 7"));
  event = umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", UMPIRE_SIDE_DEFENDER, "light-trench-mortar");
  g_assert_cmpuint (umpire_event_get_overrides (event), ==, 1);
  g_assert_null (umpire_event_get_out_of_date (event));

  after = umpire_battle_state_new (scenario);
  g_assert_cmpint (umpire_battle_state_get_int (after, UMPIRE_STATE_DEFENDER, "heavy:light-trench-mortar"), ==, 7);
  g_assert_cmpint (umpire_battle_state_get_event_state (after, umpire_scenario_get_event (scenario, 0), NULL), ==,
                   UMPIRE_EVENT_STATE_REPLACED);
  g_assert_cmpint (umpire_battle_state_get_event_state (after, event, NULL), ==, UMPIRE_EVENT_STATE_CURRENT);
  g_assert_cmpuint (umpire_battle_state_count_out_of_date (after), ==, 0);

  /* One undo takes the whole correction back, header and all. */
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, n);
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_DEFENDER), ==, 24);
  undone = umpire_battle_state_new (scenario);
  g_assert_true (umpire_battle_state_equal (before, undone));
  result = umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_DEFENDER, "light-trench-mortar");
  umpire_test_assert_result (result, "bases", "6");

  /* And one redo puts it all back. */
  g_assert_true (umpire_scenario_redo (scenario));
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, n + 2);
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_DEFENDER), ==, 28);
  {
    g_autoptr(UmpireBattleState) redone = umpire_battle_state_new (scenario);

    g_assert_true (umpire_battle_state_equal (after, redone));
  }
  /* Undone from the log at its last event: the whole action, header too. */
  g_assert_true (umpire_scenario_undo_to (scenario, umpire_scenario_get_event (scenario, n + 1)));
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, n);
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_DEFENDER), ==, 24);
}

/* Support reads both sides' sub-units; the barrages counted follow, and
 * with them the barrages left for the bombardment. */
static void
test_support_follows_both_sides (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario (24);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (3);
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, dice);
  const char *typed[] = { "5", "3", "2", "4" };
  UmpireSetupSupportOptions options = { .dice = typed };
  g_autoptr(UmpireBattleState) state = NULL;
  g_autoptr(GError) error = NULL;
  UmpireResult *barrage;
  guint rederived = 0;

  g_assert_true (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_ATTACKER, &options, &error));
  g_assert_no_error (error);
  /* Die 5 on the British local attacker's column: 0.50 × 54 = 27. */
  barrage = umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_ATTACKER, "barrage");
  umpire_test_assert_result (barrage, "count", "27");
  state = umpire_battle_state_new (scenario);
  g_assert_cmpint (umpire_battle_state_get_int (state, UMPIRE_STATE_ATTACKER, "support:barrage"), ==, 27);
  g_assert_cmpint (umpire_battle_state_get_int (state, UMPIRE_STATE_ATTACKER, "barrages-left"), ==, 27);

  g_assert_true (correct (scenario, "defender-units", "28", &rederived, NULL, &error));
  g_assert_no_error (error);
  /* Barrage, on-call and airstrikes read the sub-units; gas too. */
  g_assert_cmpuint (rederived, ==, 4);
  barrage = umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_ATTACKER, "barrage");
  umpire_test_assert_result (barrage, "count", "29");
  g_assert_cmpint (umpire_setup_sequence_get_barrages (sequence, UMPIRE_SIDE_ATTACKER), ==, 29);
  g_clear_pointer (&state, umpire_battle_state_free);
  state = umpire_battle_state_new (scenario);
  g_assert_cmpint (umpire_battle_state_get_int (state, UMPIRE_STATE_ATTACKER, "barrages-left"), ==, 29);
}

/* A result changed by hand cannot be computed again from its dice: it is
 * marked out of date, with the reason, in the log and its file. */
static void
test_changed_by_hand_goes_out_of_date (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario (24);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (7);
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, dice);
  g_autoptr(UmpireScenario) reopened = NULL;
  g_autoptr(UmpireBattleState) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *text = NULL;
  UmpireEvent *event;
  guint rederived = 0, out_of_date = 0;

  roll_mortar (sequence);
  event = umpire_scenario_get_event (scenario, 0);
  g_assert_nonnull (umpire_scenario_override (scenario, rules, event, "bases", "9", "two found in the cellar", &error));
  g_assert_no_error (error);
  g_assert_true (correct (scenario, "defender-units", "28", &rederived, &out_of_date, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (rederived, ==, 0);
  g_assert_cmpuint (out_of_date, ==, 1);
  event = umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", UMPIRE_SIDE_DEFENDER, "light-trench-mortar");
  g_assert_nonnull (strstr (umpire_event_get_out_of_date (event), "changed by hand"));
  g_assert_false (umpire_setup_sequence_is_current (sequence, event));
  state = umpire_battle_state_new (scenario);
  g_assert_cmpint (umpire_battle_state_get_event_state (state, event, NULL), ==, UMPIRE_EVENT_STATE_OUT_OF_DATE);
  g_assert_null (umpire_battle_state_get (state, UMPIRE_STATE_DEFENDER, "heavy:light-trench-mortar"));
  text = umpire_event_to_text (event, rules);
  g_assert_nonnull (strstr (text, "OUT OF DATE: roll again"));

  /* The file keeps the mark, the action and the schema. */
  xml = umpire_scenario_to_xml (scenario);
  umpire_test_assert_scenario_schema (xml);
  g_assert_nonnull (strstr (xml, "out-of-date=\""));
  g_assert_nonnull (strstr (xml, "action=\""));
  reopened = umpire_scenario_load_data (xml, strlen (xml), "reopened.umpire", &error);
  g_assert_no_error (error);
  event = umpire_scenario_get_event (reopened, umpire_scenario_get_n_events (reopened) - 1);
  g_assert_nonnull (strstr (umpire_event_get_out_of_date (event), "changed by hand"));
  g_assert_cmpuint (umpire_event_get_action (event), !=, 0);
}

/* Bad values change nothing; unchanged values re-derive nothing. */
static void
test_bad_and_unchanged_values (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario (24);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (7);
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, dice);
  const char *bad[][2] = {
    { "defender-units", "many" }, { "defender-units", "0" }, { "year", "1066" },
    { "attacker-nation", "atlantis" }, { "terrain", "moon" }, { "colour", "red" },
  };
  g_autoptr(GError) error = NULL;
  guint n, rederived = 99;

  roll_mortar (sequence);
  n = umpire_scenario_get_n_events (scenario);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) local = NULL;
      g_autofree char *field = NULL;

      g_assert_false (correct (scenario, bad[i][0], bad[i][1], NULL, NULL, &local));
      g_assert_nonnull (local);
      g_assert_true (local->domain == UMPIRE_INPUT_ERROR);
      field = umpire_input_error_field (local);
      g_assert_cmpstr (field, ==, bad[i][0]);
      g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n);
      g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_DEFENDER), ==, 24);
    }
  /* The same value again: no event, nothing computed again. */
  g_assert_true (correct (scenario, "defender-units", "24", &rederived, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (rederived, ==, 0);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n);
  /* Re-deriving a log whose inputs all answer the state changes nothing. */
  umpire_scenario_begin_action (scenario);
  g_assert_true (umpire_battle_rederive (scenario, rules, "nothing", &rederived, NULL, &error));
  umpire_scenario_end_action (scenario);
  g_assert_cmpuint (rederived, ==, 0);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n);
}

/* Der Weltkrieg losses and supply add up by side and turn, and reserves
 * committed by side. */
static void
test_weltkrieg_by_turn (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireBattleState) state = NULL;
  g_autoptr(GArray) turns = NULL;
  const int strengths[] = { 30, 20 };
  double loss[2] = { 0 };

  for (guint t = 0; t < G_N_ELEMENTS (strengths); t++)
    {
      UmpireCombatInput input = { "1914-1916", strengths[t], 8, 0, "clear" };
      g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4,3");
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = NULL;

      umpire_scenario_set_turn (scenario, t + 1);
      result = umpire_combat_resolve (rules, &input, dice, &error);
      g_assert_no_error (error);
      umpire_scenario_record (scenario, result, NULL, UMPIRE_SIDE_ATTACKER);
      g_assert_cmpint (umpire_event_get_turn (umpire_scenario_get_event (scenario, t)), ==, t + 1);
      loss[t] = g_ascii_strtod (umpire_result_get_value (result, "defender-loss"), NULL);
    }
  state = umpire_battle_state_new (scenario);
  g_assert_cmpfloat (umpire_battle_state_get_on_turn (state, UMPIRE_STATE_DEFENDER, "loss", 1), ==, loss[0]);
  g_assert_cmpfloat (umpire_battle_state_get_on_turn (state, UMPIRE_STATE_DEFENDER, "loss", 2), ==, loss[1]);
  g_assert_cmpint (umpire_battle_state_get_int (state, UMPIRE_STATE_DEFENDER, "loss"), ==, (int) (loss[0] + loss[1]));
  turns = umpire_battle_state_dup_turns (state);
  g_assert_cmpuint (turns->len, ==, 2);
  g_assert_cmpint (g_array_index (turns, int, 1), ==, 2);
}

/* Replaying gives the same state twice; undoing an event gives the state
 * from before it; the state says what a form pre-fills. */
static void
test_replay_properties (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario (24);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (11);
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, dice);
  g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GError) error = NULL;
  const UmpireSide sides[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };

  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      g_assert_true (umpire_setup_sequence_roll_support (sequence, sides[s], NULL, &error));
      g_assert_true (umpire_setup_sequence_roll_heavy_weapons (sequence, sides[s], NULL, 0, &error));
      g_assert_no_error (error);
    }
  g_assert_true (umpire_setup_sequence_roll_proximity (sequence, NULL, &error));
  g_assert_no_error (error);

  /* Each event undone leaves the state as it was before it was made. */
  for (guint n = umpire_scenario_get_cursor (scenario); n > 0; n--)
    {
      g_autoptr(UmpireBattleState) once = umpire_battle_state_new (scenario);
      g_autoptr(UmpireBattleState) twice = umpire_battle_state_new (scenario);
      g_autoptr(UmpireBattleState) before = umpire_battle_state_new_before (scenario, n - 1);
      g_autoptr(UmpireBattleState) undone = NULL;

      g_assert_true (umpire_battle_state_equal (once, twice));
      g_assert_true (umpire_scenario_undo (scenario));
      undone = umpire_battle_state_new (scenario);
      g_assert_true (umpire_battle_state_equal (before, undone));
    }
  while (umpire_scenario_redo (scenario))
    ;

  {
    g_autoptr(UmpireBattleState) state = umpire_battle_state_new (scenario);
    g_autofree char *text = umpire_battle_state_to_text (state);
    g_autofree char *xml = umpire_battle_state_to_xml (state);

    /* Heavy weapons take the side's own sub-units; support both sides'. */
    g_assert_cmpuint (umpire_battle_state_fill_inputs (state, &umpire_setup_heavy_weapons_info,
                                                       UMPIRE_SIDE_DEFENDER, inputs), ==, 1);
    g_assert_cmpstr (g_hash_table_lookup (inputs, "units"), ==, "24");
    g_hash_table_remove_all (inputs);
    umpire_battle_state_fill_inputs (state, &umpire_setup_support_info, UMPIRE_SIDE_DEFENDER, inputs);
    g_assert_cmpstr (g_hash_table_lookup (inputs, "units"), ==, "54");
    g_assert_cmpstr (g_hash_table_lookup (inputs, "nation"), ==, "germany");
    g_assert_nonnull (strstr (text, "sub-units: 24"));
    g_assert_nonnull (strstr (xml, "<figure name=\"lull-start\""));
    g_assert_cmpint (umpire_battle_state_get_int (state, UMPIRE_STATE_BATTLE, "lull-start"), ==,
                     umpire_scenario_get_lull_start (scenario));
  }
}

/* A De Rosa fire at IR 169 (20 rifles at 6", chance 10: 5 casualties). */
static UmpireEvent *
fire_at_ir169 (UmpireScenario *scenario)
{
  g_autoptr(UmpireBattleState) state = umpire_battle_state_new (scenario);
  g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GError) error = NULL;

  g_hash_table_insert (inputs, g_strdup ("weapon"), g_strdup ("rifle"));
  g_hash_table_insert (inputs, g_strdup ("range"), g_strdup ("6"));
  g_hash_table_insert (inputs, g_strdup ("chance-die"), g_strdup ("10"));
  g_hash_table_insert (inputs, g_strdup ("unit"), g_strdup ("2nd Royal Fusiliers"));
  g_hash_table_insert (inputs, g_strdup ("target"), g_strdup ("IR 169"));
  /* The form pre-fills the strength and the target's figures. */
  g_assert_cmpuint (umpire_battle_state_fill_inputs (state, &umpire_derosa_fire_info, UMPIRE_SIDE_ATTACKER,
                                                     inputs), ==, 3);
  g_assert_cmpstr (g_hash_table_lookup (inputs, "strength"), ==, "20");
  result = umpire_procedure_run (&umpire_derosa_fire_info, rules, inputs, dice, &error);
  g_assert_no_error (error);
  return umpire_scenario_record (scenario, result, NULL, UMPIRE_SIDE_ATTACKER);
}

/* Fire names its target and takes figures off it; a morale test sets the
 * unit's state; the roster can be corrected by hand; a fire's casualties
 * are never more than the target's figures, and follow a correction. */
static void
test_derosa_units (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  UmpireUnit fusiliers = { .name = "2nd Royal Fusiliers", .side = UMPIRE_SIDE_ATTACKER, .strength = 20,
                           .system = "derosa", .morale = "good" };
  UmpireUnit ir169 = { .name = "IR 169", .side = UMPIRE_SIDE_DEFENDER, .strength = 12,
                       .system = "derosa", .morale = "good" };
  g_autoptr(UmpireBattleState) state = NULL;
  g_autoptr(GError) error = NULL;
  UmpireEvent *first, *second, *event;
  UmpireResult *result;
  g_autofree char *text = NULL;
  guint rederived = 0;

  umpire_scenario_add_unit (scenario, &fusiliers);
  umpire_scenario_add_unit (scenario, &ir169);
  first = fire_at_ir169 (scenario);
  umpire_test_assert_result (umpire_event_get_result (first), "casualties", "5");
  g_assert_true (has_step (umpire_event_get_result (first), "2nd Royal Fusiliers fire at IR 169: 5 casualties"));
  state = umpire_battle_state_new (scenario);
  g_assert_cmpstr (umpire_battle_state_get_unit (state, "IR 169", "figures"), ==, "7");
  g_clear_pointer (&state, umpire_battle_state_free);

  second = fire_at_ir169 (scenario);
  g_assert_cmpstr (umpire_result_get_input (umpire_event_get_result (second), "target-figures"), ==, "7");
  state = umpire_battle_state_new (scenario);
  g_assert_cmpstr (umpire_battle_state_get_unit (state, "IR 169", "figures"), ==, "2");
  g_clear_pointer (&state, umpire_battle_state_free);

  /* The first fire's casualties were 9: the second found 3 figures, and
   * its 5 casualties are held at them. */
  event = umpire_battle_override (scenario, rules, first, "casualties", "9", "two more hit", &rederived, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (event);
  g_assert_cmpuint (rederived, ==, 1);
  result = umpire_event_get_result (umpire_scenario_get_event (scenario, umpire_scenario_get_n_events (scenario) - 1));
  g_assert_cmpstr (umpire_result_get_input (result, "target-figures"), ==, "3");
  umpire_test_assert_result (result, "casualties", "3");
  g_assert_true (has_step (result, "Casualties 5, 3 figures present: the target is wiped out"));
  state = umpire_battle_state_new (scenario);
  g_assert_cmpstr (umpire_battle_state_get_unit (state, "IR 169", "figures"), ==, "0");
  g_clear_pointer (&state, umpire_battle_state_free);

  /* Undone as one: the override and what followed it. */
  g_assert_true (umpire_scenario_undo (scenario));
  state = umpire_battle_state_new (scenario);
  g_assert_cmpstr (umpire_battle_state_get_unit (state, "IR 169", "figures"), ==, "2");
  g_clear_pointer (&state, umpire_battle_state_free);

  /* A morale test of the named unit sets its state. */
  {
    UmpireDerosaMoraleInput input = { .figures = 2, .state = UMPIRE_DEROSA_GOOD, .unit = "IR 169" };
    g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
    g_autoptr(UmpireResult) morale = NULL;

    g_assert_true (umpire_dice_push (dice, 1, 10, NULL));
    morale = umpire_derosa_morale (rules, &input, dice, &error);

    g_assert_no_error (error);
    umpire_scenario_record (scenario, morale, NULL, UMPIRE_SIDE_DEFENDER);
    state = umpire_battle_state_new (scenario);
    g_assert_cmpstr (umpire_battle_state_get_unit (state, "IR 169", "morale"), ==,
                     umpire_result_get_value (morale, "new-state"));
    g_assert_cmpstr (umpire_battle_state_get_unit (state, "IR 169", "morale"), !=, "good");
    g_clear_pointer (&state, umpire_battle_state_free);
  }

  /* The roster corrected by hand, with a reason. */
  {
    UmpireDerosaCorrection correction = { "IR 169", 6, NULL, -1, "stragglers came back" };
    UmpireDerosaCorrection unknown = { "IR 999", 6, NULL, -1, "no such unit" };
    UmpireDerosaCorrection no_reason = { "IR 169", 6, NULL, -1, "  " };
    g_autoptr(GError) local = NULL;
    g_autoptr(GError) local2 = NULL;

    g_assert_null (umpire_battle_correct_unit (scenario, rules, &unknown, NULL, NULL, &local));
    g_assert_nonnull (local);
    g_assert_null (umpire_battle_correct_unit (scenario, rules, &no_reason, NULL, NULL, &local2));
    g_assert_nonnull (local2);
    event = umpire_battle_correct_unit (scenario, rules, &correction, NULL, NULL, &error);
    g_assert_no_error (error);
    text = umpire_event_to_text (event, rules);
    g_assert_nonnull (strstr (text, "IR 169 figures 2 → 6"));
    g_assert_nonnull (strstr (text, "stragglers came back"));
    state = umpire_battle_state_new (scenario);
    g_assert_cmpstr (umpire_battle_state_get_unit (state, "IR 169", "figures"), ==, "6");
  }
}

/* More artillery than a hex may hold is refused, the field named (issue 24:
 * "9 of 3 artillery" was accepted). */
static void
test_reserve_hex_bounds (void)
{
  UmpireReserveInput input = { "germany", 1916, .hex_artillery = 9 };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("3");
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = umpire_reserve_commit (rules, &input, dice, &error);
  g_autofree char *field = NULL;

  g_assert_null (result);
  g_assert_nonnull (error);
  field = umpire_input_error_field (error);
  g_assert_cmpstr (field, ==, "hex-artillery");
  g_assert_nonnull (strstr (error->message, "at most 3"));
}

/* Counter-battery and the bombardment rest on the barrages won: with the
 * support out of date, so are they, and no barrages left are counted; a
 * correction brings all of them back, the bombardment with the barrages
 * left now. */
static void
test_out_of_date_spreads (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario (24);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (5);
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, dice);
  const char *typed[] = { "5", "3", "2", "4" };
  UmpireSetupSupportOptions options = { .dice = typed };
  UmpireBombardmentTarget target = { "Trench", FALSE, 4, 3, FALSE, -1 };
  g_autoptr(GError) error = NULL;
  UmpireEvent *counterbattery, *bombardment;
  const char *reason = NULL;
  guint rederived = 0, out_of_date = 0;

  g_assert_true (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_ATTACKER, &options, &error));
  g_assert_true (umpire_setup_sequence_roll_counterbattery (sequence, UMPIRE_SIDE_ATTACKER, 2, FALSE, "4,5", &error));
  g_assert_true (umpire_setup_sequence_roll_bombardment (sequence, UMPIRE_SIDE_ATTACKER, FALSE, FALSE, &target, 1,
                                                         &error));
  g_assert_no_error (error);
  bombardment = umpire_setup_sequence_find_in_force (sequence, "bombardment", UMPIRE_SIDE_ATTACKER, NULL);
  g_assert_cmpstr (umpire_result_get_input (umpire_event_get_result (bombardment), "barrages"), ==, "25");

  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 28);
  {
    g_autoptr(UmpireBattleState) state = umpire_battle_state_new (scenario);

    counterbattery = umpire_setup_sequence_find_in_force (sequence, "counterbattery", UMPIRE_SIDE_ATTACKER, NULL);
    g_assert_cmpint (umpire_battle_state_get_event_state (state, counterbattery, &reason), ==,
                     UMPIRE_EVENT_STATE_OUT_OF_DATE);
    g_assert_nonnull (strstr (reason, "out of date"));
    g_assert_cmpint (umpire_battle_state_get_event_state (state, bombardment, &reason), ==,
                     UMPIRE_EVENT_STATE_OUT_OF_DATE);
    g_assert_nonnull (strstr (reason, "barrages left out of date"));
    g_assert_null (umpire_battle_state_get (state, UMPIRE_STATE_ATTACKER, "barrages-left"));
    g_assert_null (umpire_battle_state_get (state, UMPIRE_STATE_ATTACKER, "barrages-after-bombardment"));
    /* The four support rolls, counter-battery, bombardment. */
    g_assert_cmpuint (umpire_battle_state_count_out_of_date (state), ==, 6);
  }

  g_assert_true (correct (scenario, "defender-units", "28", &rederived, &out_of_date, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (out_of_date, ==, 0);
  g_assert_cmpuint (rederived, ==, 5);
  {
    g_autoptr(UmpireBattleState) state = umpire_battle_state_new (scenario);

    g_autofree char *text = umpire_battle_state_to_text (state);

    g_test_message ("%s", text);
    g_assert_cmpuint (umpire_battle_state_count_out_of_date (state), ==, 0);
    g_assert_cmpint (umpire_battle_state_get_int (state, UMPIRE_STATE_ATTACKER, "barrages-left"), ==, 27);
    bombardment = umpire_setup_sequence_find_in_force (sequence, "bombardment", UMPIRE_SIDE_ATTACKER, NULL);
    g_assert_cmpstr (umpire_result_get_input (umpire_event_get_result (bombardment), "barrages"), ==, "27");
    g_assert_cmpint (umpire_battle_state_get_event_state (state, bombardment, NULL), ==, UMPIRE_EVENT_STATE_CURRENT);
  }
}

/* A result computed again says where its dice came from as the first one
 * did: Umpire's dice with their seed and number, the table's as the
 * table's; never the app's dice passed off as the table's. */
static void
test_rederived_dice_keep_their_source (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario (24);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (7);
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, dice);
  g_autoptr(GError) error = NULL;
  guint rederived = 0, out_of_date = 0;
  UmpireResult *support, *mortar;
  g_autofree char *rolled = NULL;

  g_assert_true (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_ATTACKER, NULL, &error));
  g_assert_no_error (error);
  roll_mortar (sequence);
  support = umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_ATTACKER, "barrage");
  g_assert_nonnull (support);
  g_assert_true (has_step (support, "rolled by Umpire, seed 7, roll 1"));

  g_assert_true (correct (scenario, "defender-units", "28", &rederived, &out_of_date, &error));
  g_assert_no_error (error);
  support = umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_ATTACKER, "barrage");
  g_assert_true (has_step (support, "58 sub-units"));
  g_assert_true (has_step (support, "rolled by Umpire, seed 7, roll 1"));
  g_assert_false (has_step (support, "dice on the table"));
  /* The mortar's die was typed in: from the table, then and now. */
  mortar = umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_DEFENDER, "light-trench-mortar");
  umpire_test_assert_result (mortar, "bases", "7");
  g_assert_true (has_step (mortar, "dice on the table"));
  g_assert_false (has_step (mortar, "rolled by Umpire"));
}

/* Reasons as files hold them are read by their patterns; what Umpire did
 * not write comes back as it is, at once however long. */
static void
test_reasons_for_people (void)
{
  static const char *const kept[] = {
    "Defender sub-units 24 → 28: needs more dice than were rolled",
    "Attacker barrages left out of date: roll that again first",
    "IR 169 figures 12 → 7; both sides’ sub-units 44 → 48: cannot be computed again from what it recorded",
    "the umpire's own words",
    "wrong die: 5",
  };
  g_autoptr(GString) long_text = g_string_new (NULL);
  gint64 start;

  g_assert_null (umpire_battle_reason_dup_for_people (NULL));
  /* In English (the tests' language) every one reads as written. */
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *shown = umpire_battle_reason_dup_for_people (kept[i]);

      g_assert_cmpstr (shown, ==, kept[i]);
    }
  for (guint i = 0; i < 300; i++)
    g_string_append (long_text, i % 7 == 0 ? "Defender sub-units: " : "word ");
  start = g_get_monotonic_time ();
  {
    g_autofree char *shown = umpire_battle_reason_dup_for_people (long_text->str);

    g_assert_cmpstr (shown, ==, long_text->str);
  }
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
}

/* The reasons of the events out of date now, joined by " | ". */
static char *
dup_out_of_date_reasons (UmpireScenario *scenario,
                         guint          *n)
{
  g_autoptr(UmpireBattleState) state = umpire_battle_state_new (scenario);
  g_autoptr(GString) text = g_string_new (NULL);

  *n = 0;
  for (guint i = 0; i < umpire_scenario_get_n_events (scenario); i++)
    {
      const char *reason = NULL;

      if (umpire_battle_state_get_event_state (state, umpire_scenario_get_event (scenario, i), &reason)
          != UMPIRE_EVENT_STATE_OUT_OF_DATE)
        continue;
      g_string_append_printf (text, "%s%s", text->len > 0 ? " | " : "", reason ? reason : "");
      (*n)++;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A result out of date that a later correction touches again says today's
 * difference, not the first one ("year 1914 → 1916" beside a 1916, not
 * "1914 → 1915"); with the year put back, it is computed again from its
 * dice and is current, as it was. */
static void
test_marked_rechecked (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario (24);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (3);
  g_autoptr(UmpireSetupSequence) sequence = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *airstrikes = NULL;
  guint rederived = 0, out_of_date = 0, n = 0;

  umpire_scenario_set_year (scenario, 1914);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "germany", 35);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "britain", 65);
  sequence = umpire_setup_sequence_new (rules, scenario, dice);
  g_assert_true (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_ATTACKER, NULL, &error));
  g_assert_no_error (error);
  airstrikes = g_strdup (umpire_result_get_value (
    umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_ATTACKER, "airstrikes"), "count"));
  g_assert_nonnull (airstrikes);

  /* 1915: German gas and airstrikes need a die 1914 did not roll. */
  g_assert_true (correct (scenario, "year", "1915", &rederived, &out_of_date, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (out_of_date, >, 0);
  {
    g_autofree char *reasons = dup_out_of_date_reasons (scenario, &n);

    g_assert_cmpuint (n, ==, out_of_date);
    g_assert_nonnull (strstr (reasons, "1914 → 1915"));
  }
  /* 1916: each still out of date says so, from 1914. */
  g_assert_true (correct (scenario, "year", "1916", &rederived, &out_of_date, &error));
  g_assert_no_error (error);
  {
    g_autofree char *reasons = dup_out_of_date_reasons (scenario, &n);

    g_assert_cmpuint (n, >, 0);
    g_assert_null (strstr (reasons, "1915"));
    g_assert_nonnull (strstr (reasons, "1914 → 1916"));
  }
  /* 1914 again: nothing is out of date, the airstrikes are what they were. */
  g_assert_true (correct (scenario, "year", "1914", &rederived, &out_of_date, &error));
  g_assert_no_error (error);
  {
    g_autofree char *reasons = dup_out_of_date_reasons (scenario, &n);

    g_assert_cmpuint (n, ==, 0);
    g_assert_cmpstr (reasons, ==, "");
  }
  g_assert_cmpuint (rederived, >, 0);
  umpire_test_assert_result (umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_ATTACKER, "airstrikes"),
                             "count", airstrikes);
}

/* Each event says what it is in the umpire's words (the log's rows, the
 * debrief): a procedure's title, "Scenario corrected" for a correction of
 * the header (not its id, "scenario.header"), the id of a procedure this
 * Umpire does not know. */
static void
test_event_titles (void)
{
  static const int needed[] = { 3, 4, 5, 6 };
  g_autoptr(UmpireScenario) scenario = new_scenario (14);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (7);
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, dice);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) unknown = umpire_result_new ("no.such-procedure");
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr(UmpireEvent) stranger = umpire_event_new (99, now, "1916", UMPIRE_SIDE_NONE, unknown);
  guint rederived = 0, out_of_date = 0, headers = 0;
  UmpireEvent *works;

  g_assert_true (umpire_setup_sequence_roll_defensive_works (sequence, UMPIRE_SIDE_DEFENDER, needed, NULL, &error));
  g_assert_no_error (error);
  works = umpire_scenario_get_event (scenario, 0);
  g_assert_cmpstr (umpire_event_get_title (works), ==,
                   umpire_procedure_info_get_title (umpire_catalogue_find (umpire_event_get_procedure (works))));
  g_assert_cmpstr (umpire_event_get_title (works), !=, umpire_event_get_procedure (works));
  g_assert_true (correct (scenario, "defender-units", "18", &rederived, &out_of_date, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < umpire_scenario_get_n_events (scenario); i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);

      if (g_strcmp0 (umpire_event_get_procedure (event), UMPIRE_SCENARIO_HEADER_PROCEDURE) != 0)
        continue;
      g_assert_cmpstr (umpire_event_get_title (event), ==, "Scenario corrected");
      headers++;
    }
  g_assert_cmpuint (headers, ==, 1);
  g_assert_cmpstr (umpire_event_get_title (stranger), ==, "no.such-procedure");
  {
    g_autoptr(UmpireResult) plain = umpire_result_new ("roll");
    g_autoptr(UmpireEvent) roll = umpire_event_new (100, now, NULL, UMPIRE_SIDE_NONE, plain);

    g_assert_cmpstr (umpire_event_get_title (roll), ==, "Dice roll");
  }
}

/* The Troop Lists' defense rolls the umpire gives defensive works are an
 * input, not a hand change: corrected, the works are computed again with
 * their dice (48 sub-units: still 2 rolls a category), not left out of
 * date "after a value was changed by hand". */
static void
test_defensive_works_rederived (void)
{
  static const int needed[] = { 3, 4, 5, 6 };
  g_autoptr(UmpireScenario) scenario = new_scenario (14);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (7);
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, dice);
  g_autoptr(GError) error = NULL;
  guint rederived = 0, out_of_date = 0;
  UmpireEvent *event;
  UmpireResult *result;

  g_assert_true (umpire_setup_sequence_roll_defensive_works (sequence, UMPIRE_SIDE_DEFENDER, needed, NULL, &error));
  g_assert_no_error (error);
  result = umpire_event_get_result (umpire_scenario_get_event (scenario, 0));
  g_assert_true (has_step (result, "entered by the umpire"));
  umpire_test_assert_result (result, "rolls", "2");

  g_assert_true (correct (scenario, "defender-units", "18", &rederived, &out_of_date, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (out_of_date, ==, 0);
  g_assert_cmpuint (rederived, ==, 1);
  event = umpire_scenario_get_event (scenario, umpire_scenario_get_n_events (scenario) - 1);
  g_assert_null (umpire_event_get_out_of_date (event));
  result = umpire_event_get_result (event);
  g_assert_true (has_step (result, "both sides’ sub-units 44 → 48"));
  g_assert_cmpstr (umpire_result_get_input (result, "units"), ==, "48");
}

/* Ammunition is counted per battery: each fire of a named battery's field
 * guns uses one of its fire turns, which the ammunition check then reads;
 * undone, the turn is back. */
static void
test_battery_fire_uses_ammunition (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  UmpireUnit battery = { .name = "A Battery RFA", .side = UMPIRE_SIDE_ATTACKER, .strength = 3,
                         .system = "derosa", .morale = "good" };
  UmpireUnit ir169 = { .name = "IR 169", .side = UMPIRE_SIDE_DEFENDER, .strength = 12,
                       .system = "derosa", .morale = "good" };

  umpire_scenario_add_unit (scenario, &battery);
  umpire_scenario_add_unit (scenario, &ir169);
  for (guint shot = 1; shot <= 2; shot++)
    {
      g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
      g_autoptr(UmpireResult) result = NULL;
      g_autoptr(UmpireBattleState) state = NULL;
      g_autoptr(GError) error = NULL;

      g_hash_table_insert (inputs, g_strdup ("weapon"), g_strdup ("field-gun"));
      g_hash_table_insert (inputs, g_strdup ("strength"), g_strdup ("3"));
      g_hash_table_insert (inputs, g_strdup ("range"), g_strdup ("25"));
      g_hash_table_insert (inputs, g_strdup ("chance-die"), g_strdup ("5"));
      g_hash_table_insert (inputs, g_strdup ("unit"), g_strdup ("A Battery RFA"));
      result = umpire_procedure_run (&umpire_derosa_fire_info, rules, inputs, dice, &error);
      g_assert_no_error (error);
      g_assert_true (has_step (result, "A Battery RFA: this fire uses one of the battery’s fire turns of ammunition"));
      umpire_scenario_record (scenario, result, NULL, UMPIRE_SIDE_ATTACKER);

      state = umpire_battle_state_new (scenario);
      g_assert_cmpint (atoi (umpire_battle_state_get_unit (state, "A Battery RFA", "ammo-used")), ==, (int) shot);
      /* The ammunition check reads it. */
      {
        g_autoptr(GHashTable) ammo = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
        g_autofree char *expected = g_strdup_printf ("%u", shot);

        g_hash_table_insert (ammo, g_strdup ("battery"), g_strdup ("A Battery RFA"));
        umpire_battle_state_fill_inputs (state, &umpire_derosa_ammo_info, UMPIRE_SIDE_ATTACKER, ammo);
        g_assert_cmpstr (g_hash_table_lookup (ammo, "used"), ==, expected);
      }
    }
  g_assert_true (umpire_scenario_undo (scenario));
  {
    g_autoptr(UmpireBattleState) state = umpire_battle_state_new (scenario);

    g_assert_cmpint (atoi (umpire_battle_state_get_unit (state, "A Battery RFA", "ammo-used")), ==, 1);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);

  g_test_add_func ("/umpire/state/blocker-heavy-weapons", test_blocker_heavy_weapons);
  g_test_add_func ("/umpire/state/battery-fire-uses-ammunition", test_battery_fire_uses_ammunition);
  g_test_add_func ("/umpire/state/defensive-works-rederived", test_defensive_works_rederived);
  g_test_add_func ("/umpire/state/rederived-dice-keep-their-source", test_rederived_dice_keep_their_source);
  g_test_add_func ("/umpire/state/support-follows-both-sides", test_support_follows_both_sides);
  g_test_add_func ("/umpire/state/changed-by-hand-goes-out-of-date", test_changed_by_hand_goes_out_of_date);
  g_test_add_func ("/umpire/state/bad-and-unchanged-values", test_bad_and_unchanged_values);
  g_test_add_func ("/umpire/state/weltkrieg-by-turn", test_weltkrieg_by_turn);
  g_test_add_func ("/umpire/state/replay-properties", test_replay_properties);
  g_test_add_func ("/umpire/state/derosa-units", test_derosa_units);
  g_test_add_func ("/umpire/state/reserve-hex-bounds", test_reserve_hex_bounds);
  g_test_add_func ("/umpire/state/out-of-date-spreads", test_out_of_date_spreads);
  g_test_add_func ("/umpire/state/reasons-for-people", test_reasons_for_people);
  g_test_add_func ("/umpire/state/event-titles", test_event_titles);
  g_test_add_func ("/umpire/state/marked-rechecked", test_marked_rechecked);

  return g_test_run ();
}
