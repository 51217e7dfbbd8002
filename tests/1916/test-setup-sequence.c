/* test-setup-sequence.c: the 1916 setup sequence played into a scenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One call per step and side records all its rolls or none; what each step
 * shows is the latest event in force; the barrages left follow the log.
 * Dice are typed (physical) where a value is checked.
 */
#include "config.h"

#include <glib.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "umpire-catalogue.h"
#include "umpire-input-error.h"
#include "umpire-inputs.h"
#include "umpire-procedure.h"
#include "umpire-scenario-file.h"
#include "umpire-setup-sequence.h"
#include "umpire-sheet.h"
#include "umpire-test-core.h"
#include "umpire-test-language.h"
#include "umpire-weltkrieg.h"

static UmpireRules *rules;

/* 1916, a local attack on open ground: 20 Germans against 15 British. */
static UmpireScenario *
new_scenario (void)
{
  UmpireScenario *scenario = umpire_scenario_new ();

  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_add_system (scenario, "1916");
  umpire_scenario_set_battle (scenario, "local");
  umpire_scenario_set_terrain (scenario, "open");
  umpire_scenario_set_scale (scenario, "large");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "germany", 20);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "britain", 15);
  return scenario;
}

static guint
count_events (UmpireScenario *scenario,
              const char     *procedure,
              UmpireSide      side,
              const char     *weapon)
{
  guint n = 0;

  for (guint i = 0; i < umpire_scenario_get_cursor (scenario); i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);
      UmpireResult *result = umpire_event_get_result (event);

      if (g_strcmp0 (umpire_event_get_procedure (event), procedure) == 0
          && umpire_event_get_side (event) == side
          && (weapon == NULL || g_strcmp0 (umpire_result_get_input (result, "weapon"), weapon) == 0))
        n++;
    }
  return n;
}

static void
test_from_rules (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, NULL);
  const char *const categories[] = { "barrage", "on-call", "airstrikes", "gas", NULL };
  const char *const *steps = umpire_setup_sequence_get_steps (sequence);

  g_assert_true (g_strv_equal (umpire_setup_sequence_get_support_categories (sequence), categories));
  g_assert_cmpuint (g_strv_length ((GStrv) steps), ==, 9);
  g_assert_cmpstr (steps[1], ==, "support");
  g_assert_cmpstr (steps[2], ==, "heavy-weapons");
  g_assert_cmpstr (steps[8], ==, "bombardment");
}

static void
count_notify (int *count)
{
  (*count)++;
}

static void
test_support (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *field = NULL;
  const char *bad[] = { "4", "6", "9", "5" };
  /* local attacker .40 x 35 = 14; on-call .40 x 35 = 14; 2 airstrikes; German gas yes */
  const char *dice[] = { "4", "6", "5", "5" };
  UmpireSetupSupportOptions options = { FALSE, FALSE, 0, bad };
  int notified = 0;

  g_signal_connect_swapped (sequence, "notify::attacker-barrages-left", G_CALLBACK (count_notify), &notified);

  /* A 9 for airstrikes: nothing at all is recorded, the error names the die. */
  g_assert_false (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_ATTACKER, &options, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  field = umpire_input_error_field (error);
  g_assert_cmpstr (field, ==, "airstrikes-die");
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 0);
  g_assert_cmpint (notified, ==, 0);
  g_clear_error (&error);

  options.dice = dice;
  g_assert_true (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_ATTACKER, &options, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 4);
  umpire_test_assert_result (umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_ATTACKER, "barrage"),
                             "count", "14");
  umpire_test_assert_result (umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_ATTACKER, "airstrikes"),
                             "count", "2");
  umpire_test_assert_result (umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_ATTACKER, "gas"),
                             "available", "yes");
  g_assert_null (umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_DEFENDER, "barrage"));
  g_assert_cmpint (umpire_setup_sequence_get_barrages (sequence, UMPIRE_SIDE_ATTACKER), ==, 14);
  g_assert_cmpint (umpire_setup_sequence_get_barrages_left (sequence, UMPIRE_SIDE_ATTACKER), ==, 14);
  g_assert_cmpint (notified, ==, 1);

  /* A side is attacker or defender. */
  g_assert_false (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_NONE, &options, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 4);
}

/* Both sides of a step in one action: a bad die for the defender records
 * nothing for the attacker either. */
static void
test_both_sides_all_or_nothing (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, NULL);
  g_autoptr(GError) error = NULL;
  const char *good[] = { "4", "6", "5", "5" };
  const char *bad[] = { "4", "6", "7", "5" };
  UmpireSetupSupportOptions attacker = { FALSE, FALSE, 0, good };
  UmpireSetupSupportOptions defender = { FALSE, FALSE, 0, bad };

  umpire_setup_sequence_begin (sequence);
  g_assert_true (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_ATTACKER, &attacker, &error));
  g_assert_no_error (error);
  /* Nothing is in the log before the commit. */
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 0);
  g_assert_false (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_DEFENDER, &defender, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  g_clear_error (&error);
  umpire_setup_sequence_abort (sequence);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 0);
  g_assert_null (umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_ATTACKER, "barrage"));

  /* Corrected: both sides, each category once, attacker first. */
  defender.dice = good;
  umpire_setup_sequence_begin (sequence);
  g_assert_true (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_ATTACKER, &attacker, &error));
  g_assert_true (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_DEFENDER, &defender, &error));
  g_assert_no_error (error);
  umpire_setup_sequence_commit (sequence);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 8);
  g_assert_cmpint (umpire_event_get_side (umpire_scenario_get_event (scenario, 0)), ==, UMPIRE_SIDE_ATTACKER);
  g_assert_cmpint (umpire_event_get_side (umpire_scenario_get_event (scenario, 7)), ==, UMPIRE_SIDE_DEFENDER);
  g_assert_cmpuint (count_events (scenario, "1916.support", UMPIRE_SIDE_DEFENDER, NULL), ==, 4);
  g_assert_cmpint (umpire_setup_sequence_get_barrages (sequence, UMPIRE_SIDE_ATTACKER), ==, 14);
}

/* The umpire's sheet, as pdftotext reads it; NULL (test skipped) without it. */
static char *
umpire_sheet_text (UmpireScenario *scenario)
{
  g_autoptr(UmpireSheet) sheet = umpire_sheet_new_setup (rules, scenario, UMPIRE_SIDE_NONE);
  g_autofree char *dir = g_dir_make_tmp ("umpire-sequence-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "umpire.pdf", NULL);
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  const char *argv[] = { pdftotext, "-layout", path, "-", NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status = 0;

  g_assert_true (umpire_sheet_write_pdf (sheet, path, UMPIRE_PAPER_A4, &error));
  g_assert_no_error (error);
  if (pdftotext != NULL)
    {
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                                   &out, NULL, &status, &error));
      g_assert_no_error (error);
    }
  g_unlink (path);
  g_rmdir (dir);
  if (out == NULL)
    g_test_skip ("pdftotext (poppler-utils) is not installed");
  return out;
}

/* Rows of the sheet's grids opening with `weapon` ("Field Gun   F   6 ...");
 * not the trail ("• Field Gun: column F") nor the inputs ("weapon = Field Gun"). */
static guint
count_rows (const char *text,
            const char *weapon)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *cell = g_strdup_printf ("%s ", weapon);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (g_strchug (lines[i]), cell))
      n++;
  return n;
}

/* A 7 typed for one weapon records none; the corrected roll each once, and
 * the umpire's sheet lists each once. */
static void
test_heavy_weapons_all_or_nothing (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireDice) digital = umpire_dice_new_seeded (11);
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, digital);
  g_autoptr(GPtrArray) recs = umpire_setup_sequence_dup_heavy_weapons (sequence, UMPIRE_SIDE_ATTACKER, NULL);
  g_autoptr(GArray) weapons = g_array_new (FALSE, TRUE, sizeof (UmpireSetupHeavyWeapon));
  g_autoptr(GError) error = NULL;
  g_autofree char *field = NULL;
  g_autofree char *text = NULL;

  /* 1916 Germans: field gun, light trench mortar, German HMG */
  g_assert_nonnull (recs);
  g_assert_cmpuint (recs->len, ==, 3);
  for (guint i = 0; i < recs->len; i++)
    {
      const UmpireHeavyWeaponRecommendation *rec = g_ptr_array_index (recs, i);
      UmpireSetupHeavyWeapon weapon = { rec->weapon, NULL, i == 1 ? "7" : "6" };

      g_array_append_val (weapons, weapon);
    }
  g_assert_cmpstr (g_array_index (weapons, UmpireSetupHeavyWeapon, 0).weapon, ==, "field-gun");

  g_assert_false (umpire_setup_sequence_roll_heavy_weapons (sequence, UMPIRE_SIDE_ATTACKER,
                                                            (UmpireSetupHeavyWeapon *) weapons->data,
                                                            weapons->len, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  field = umpire_input_error_field (error);
  g_assert_cmpstr (field, ==, "light-trench-mortar-die");
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 0);
  g_clear_error (&error);

  /* Corrected: field gun F .15 x 20 = 3, mortar C .50 x 20 = 10, HMG F 6 = .15 x 20 = 3 */
  g_array_index (weapons, UmpireSetupHeavyWeapon, 1).die = "5";
  g_assert_true (umpire_setup_sequence_roll_heavy_weapons (sequence, UMPIRE_SIDE_ATTACKER,
                                                           (UmpireSetupHeavyWeapon *) weapons->data,
                                                           weapons->len, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 3);
  for (guint i = 0; i < recs->len; i++)
    {
      const UmpireHeavyWeaponRecommendation *rec = g_ptr_array_index (recs, i);

      /* recorded by its id, found by its id as by its label */
      g_assert_cmpuint (count_events (scenario, "1916.heavy-weapons", UMPIRE_SIDE_ATTACKER, rec->weapon), ==, 1);
      g_assert_true (umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", UMPIRE_SIDE_ATTACKER, rec->weapon)
                     == umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", UMPIRE_SIDE_ATTACKER, rec->label));
    }
  umpire_test_assert_result (umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_ATTACKER, "field-gun"),
                             "bases", "3");
  umpire_test_assert_result (umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_ATTACKER,
                                                               "light-trench-mortar"), "bases", "10");

  text = umpire_sheet_text (scenario);
  if (text == NULL)
    return;
  for (guint i = 0; i < recs->len; i++)
    {
      const UmpireHeavyWeaponRecommendation *rec = g_ptr_array_index (recs, i);

      g_assert_cmpuint (count_rows (text, rec->label), ==, 1);
    }
}

/* Every recommended weapon, rolled by the sequence's dice. */
static void
test_heavy_weapons_rolled (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireDice) digital = umpire_dice_new_seeded (3);
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, digital);
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_setup_sequence_roll_heavy_weapons (sequence, UMPIRE_SIDE_DEFENDER, NULL, 0, &error));
  g_assert_no_error (error);
  /* 1916 British: field gun and light trench mortar */
  g_assert_cmpuint (count_events (scenario, "1916.heavy-weapons", UMPIRE_SIDE_DEFENDER, NULL), ==, 2);
  g_assert_nonnull (umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", UMPIRE_SIDE_DEFENDER, "field-gun"));
  g_assert_null (umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", UMPIRE_SIDE_DEFENDER, "german-hmg"));
  g_assert_null (umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", UMPIRE_SIDE_ATTACKER, "field-gun"));

  /* umpire-cli setup heavy-weapons may record the weapon by its id: found by its label too. */
  {
    g_autoptr(UmpireDice) typed = umpire_test_dice_with ("4");
    UmpireHeavyWeaponsInput input = { "f", 20, "german-hmg" };
    g_autoptr(UmpireResult) result = umpire_setup_heavy_weapons (rules, &input, typed, &error);
    UmpireEvent *event;

    g_assert_no_error (error);
    event = umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_ATTACKER);
    g_assert_true (umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", UMPIRE_SIDE_ATTACKER, "German HMG")
                   == event);
    g_assert_true (umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", UMPIRE_SIDE_ATTACKER, "german-hmg")
                   == event);
  }
}

/* Undo, redo and a value changed by hand: the step shows what is in force,
 * and the barrages left follow. */
static void
test_in_force_and_barrages (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, NULL);
  g_autoptr(GError) error = NULL;
  /* attacker .40 x 35 = 14; defender local .20 x 35 = 7 */
  const char *attacker_dice[] = { "4", "1", "1", "1" };
  const char *defender_dice[] = { "3", "1", NULL, "1" };
  UmpireSetupSupportOptions attacker = { FALSE, FALSE, 0, attacker_dice };
  UmpireSetupSupportOptions defender = { FALSE, FALSE, 0, defender_dice };
  UmpireEvent *event, *changed;
  int left = -1;

  g_assert_true (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_ATTACKER, &attacker, &error));
  g_assert_true (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_DEFENDER, &defender, &error));
  g_assert_no_error (error);

  /* Spending more than the side has is refused, and nothing recorded. */
  g_assert_false (umpire_setup_sequence_roll_counterbattery (sequence, UMPIRE_SIDE_DEFENDER, 8, FALSE,
                                                             "6,6,6,6,6,6,6,6", &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 8);

  /* The attacker spends 2 (4,5 +1 gas: 2 destroyed), the defender 1 (6: 1).
   * Left: attacker 14 - 2 - 1 = 11, defender 7 - 1 - 2 = 4 */
  g_assert_true (umpire_setup_sequence_roll_counterbattery (sequence, UMPIRE_SIDE_ATTACKER, 2, TRUE, "4,5", &error));
  g_assert_true (umpire_setup_sequence_roll_counterbattery (sequence, UMPIRE_SIDE_DEFENDER, 1, FALSE, "6", &error));
  g_assert_no_error (error);
  g_object_get (sequence, "attacker-barrages-left", &left, NULL);
  g_assert_cmpint (left, ==, 11);
  g_object_get (sequence, "defender-barrages-left", &left, NULL);
  g_assert_cmpint (left, ==, 4);
  g_assert_cmpint (umpire_setup_sequence_get_destroyed (sequence, UMPIRE_SIDE_ATTACKER), ==, 2);
  g_assert_cmpint (umpire_setup_sequence_get_destroyed (sequence, UMPIRE_SIDE_DEFENDER), ==, 1);

  /* Undone: the defender's fire is no longer in force. */
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_null (umpire_setup_sequence_find_in_force (sequence, "counterbattery", UMPIRE_SIDE_DEFENDER, NULL));
  g_assert_cmpint (umpire_setup_sequence_get_barrages_left (sequence, UMPIRE_SIDE_ATTACKER), ==, 12);
  g_assert_true (umpire_scenario_redo (scenario));
  g_assert_cmpint (umpire_setup_sequence_get_barrages_left (sequence, UMPIRE_SIDE_ATTACKER), ==, 11);

  /* The attacker's barrages changed by hand: 20, so 20 - 2 - 1 = 17. */
  event = umpire_setup_sequence_find_in_force (sequence, "support", UMPIRE_SIDE_ATTACKER, "barrage");
  changed = umpire_scenario_override (scenario, rules, event, "count", "20", "miscounted", &error);
  g_assert_no_error (error);
  g_assert_true (umpire_setup_sequence_find_in_force (sequence, "support", UMPIRE_SIDE_ATTACKER, "barrage") == changed);
  g_assert_cmpint (umpire_setup_sequence_get_barrages_left (sequence, UMPIRE_SIDE_ATTACKER), ==, 17);

  /* The bombardment has the barrages left, no more. */
  {
    UmpireBombardmentTarget target = { "Trench", FALSE, 4, 18, FALSE, -1 };

    g_assert_false (umpire_setup_sequence_roll_bombardment (sequence, UMPIRE_SIDE_ATTACKER, FALSE, FALSE,
                                                            &target, 1, &error));
    g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
    g_clear_error (&error);
  }
}

/* What is in force, found the slow way: back from the cursor through the
 * whole log. */
static UmpireEvent *
scan_in_force (UmpireScenario            *scenario,
               const UmpireProcedureInfo *procedure,
               UmpireSide                 side,
               const char                *category,
               const UmpireHeavyWeaponRecommendation *weapon)
{
  for (guint i = umpire_scenario_get_cursor (scenario); i > 0; i--)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i - 1);
      UmpireResult *result = umpire_event_get_result (event);
      const char *recorded = umpire_result_get_input (result, "weapon");

      if (umpire_event_get_side (event) != side
          || !umpire_procedure_info_has_id (procedure, umpire_event_get_procedure (event)))
        continue;
      if (category != NULL && g_strcmp0 (umpire_result_get_input (result, "category"), category) != 0)
        continue;
      if (weapon != NULL && g_strcmp0 (recorded, weapon->weapon) != 0 && g_strcmp0 (recorded, weapon->label) != 0)
        continue;
      return event;
    }
  return NULL;
}

static void
assert_in_force_as_scan (UmpireSetupSequence *sequence)
{
  UmpireScenario *scenario = umpire_setup_sequence_get_scenario (sequence);
  const char * const *categories = umpire_setup_sequence_get_support_categories (sequence);
  static const UmpireSide sides[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };

  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      g_autoptr(GPtrArray) weapons = umpire_setup_sequence_dup_heavy_weapons (sequence, sides[s], NULL);

      for (guint c = 0; categories[c] != NULL; c++)
        g_assert_true (umpire_setup_sequence_find_in_force (sequence, "support", sides[s], categories[c])
                       == scan_in_force (scenario, &umpire_setup_support_info, sides[s], categories[c], NULL));
      for (guint w = 0; w < weapons->len; w++)
        {
          const UmpireHeavyWeaponRecommendation *rec = g_ptr_array_index (weapons, w);
          UmpireEvent *expected = scan_in_force (scenario, &umpire_setup_heavy_weapons_info, sides[s], NULL, rec);

          g_assert_true (umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", sides[s], rec->weapon) == expected);
          g_assert_true (umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", sides[s], rec->label) == expected);
        }
      g_assert_true (umpire_setup_sequence_find_in_force (sequence, "counterbattery", sides[s], NULL)
                     == scan_in_force (scenario, &umpire_setup_counterbattery_info, sides[s], NULL, NULL));
    }
  g_assert_true (umpire_setup_sequence_find_in_force (sequence, "proximity", UMPIRE_SIDE_NONE, NULL)
                 == scan_in_force (scenario, &umpire_setup_proximity_info, UMPIRE_SIDE_NONE, NULL, NULL));
}

/* The setup's rolls among hundreds of other events, with undo, redo and a
 * roll after an undo: what is in force comes from the log's index and is
 * what a walk through the log finds; so after a save and a load. */
static void
test_in_force_in_long_log (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, NULL);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  g_autoptr(GError) error = NULL;
  static const UmpireSide sides[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };

  umpire_setup_sequence_set_dice (sequence, dice);
  for (guint round = 0; round < 120; round++)
    {
      UmpireSide side = sides[g_rand_int_range (rand, 0, 2)];

      switch (g_rand_int_range (rand, 0, 8))
        {
        case 0:
          g_assert_true (umpire_setup_sequence_roll_support (sequence, side, NULL, &error));
          break;
        case 1:
          g_assert_true (umpire_setup_sequence_roll_heavy_weapons (sequence, side, NULL, 0, &error));
          break;
        case 2:
          g_assert_true (umpire_setup_sequence_roll_counterbattery (sequence, side, 0, FALSE, NULL, &error));
          break;
        case 3:
          g_assert_true (umpire_setup_sequence_roll_proximity (sequence, NULL, &error));
          break;
        case 4:
          umpire_scenario_undo (scenario);
          break;
        case 5:
          umpire_scenario_redo (scenario);
          break;
        default:
          /* Other rolls of the afternoon, between the setup's. */
          for (guint i = 0; i < 5; i++)
            {
              g_autoptr(UmpireResult) roll = umpire_result_new ("roll");

              umpire_result_set_value (roll, "total", "%u", i);
              umpire_scenario_record (scenario, roll, "weltkrieg", side);
            }
          break;
        }
      g_assert_no_error (error);
      assert_in_force_as_scan (sequence);
    }
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), >, 200);

  {
    g_autofree char *xml = umpire_scenario_to_xml (scenario);
    g_autoptr(UmpireScenario) loaded = umpire_scenario_load_data (xml, strlen (xml), "long.umpire", &error);
    g_autoptr(UmpireSetupSequence) again = NULL;

    g_assert_no_error (error);
    again = umpire_setup_sequence_new (rules, loaded, NULL);
    assert_in_force_as_scan (again);
    for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
      g_assert_cmpint (umpire_setup_sequence_get_barrages_left (again, sides[s]), ==,
                       umpire_setup_sequence_get_barrages_left (sequence, sides[s]));
  }
}

static void
test_proximity (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (umpire_setup_sequence_roll_proximity (sequence, "0", &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 0);
  /* Without dice, an empty die cannot be rolled. */
  g_assert_false (umpire_setup_sequence_roll_proximity (sequence, NULL, &error));
  g_clear_error (&error);

  g_assert_true (umpire_setup_sequence_roll_proximity (sequence, "2", &error));
  g_assert_no_error (error);
  g_assert_cmpint (umpire_scenario_get_lull_start (scenario), ==, 2);
  umpire_test_assert_result (umpire_setup_sequence_get_result (sequence, "proximity", UMPIRE_SIDE_NONE, NULL),
                             "lull-start-turn", "2");
}

/* The steps the GUI submits as inputs run through the descriptor: the
 * result is what the typed call gives, recorded the same; the step's own
 * limit (the barrages a side has) is refused naming its input; a
 * procedure that is no such step is refused, and nothing is recorded. */
static void
test_run_inputs (void)
{
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireScenario) typed = new_scenario ();
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, NULL);
  g_autoptr(UmpireSetupSequence) other = umpire_setup_sequence_new (rules, typed, NULL);
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();
  g_autoptr(GError) error = NULL;
  UmpireResult *by_inputs, *by_call;

  g_hash_table_insert (inputs, g_strdup ("die"), g_strdup ("5"));
  g_assert_true (umpire_setup_sequence_run (sequence, &umpire_setup_proximity_info, UMPIRE_SIDE_NONE, inputs,
                                            &error));
  g_assert_no_error (error);
  g_assert_true (umpire_setup_sequence_roll_proximity (other, "5", &error));
  g_assert_cmpint (umpire_scenario_get_lull_start (scenario), ==, 5);
  by_inputs = umpire_setup_sequence_get_result (sequence, "proximity", UMPIRE_SIDE_NONE, NULL);
  by_call = umpire_setup_sequence_get_result (other, "proximity", UMPIRE_SIDE_NONE, NULL);
  g_assert_nonnull (by_inputs);
  g_assert_cmpstr (umpire_result_get_input (by_inputs, "terrain"), ==, umpire_result_get_input (by_call, "terrain"));
  g_assert_cmpstr (umpire_result_get_value (by_inputs, "yards"), ==, umpire_result_get_value (by_call, "yards"));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 1);

  g_hash_table_remove_all (inputs);
  g_hash_table_insert (inputs, g_strdup ("barrages"), g_strdup ("3"));
  g_hash_table_insert (inputs, g_strdup ("dice"), g_strdup ("6,6,6"));
  g_assert_false (umpire_setup_sequence_run (sequence, &umpire_setup_counterbattery_info, UMPIRE_SIDE_ATTACKER,
                                             inputs, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  {
    g_autofree char *field = umpire_input_error_field (error);

    g_assert_cmpstr (field, ==, "barrages");
  }
  g_clear_error (&error);
  g_assert_false (umpire_setup_sequence_run (sequence, &umpire_combat_info, UMPIRE_SIDE_ATTACKER, inputs, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 1);

  /* Defensive works: the header's nation, year and sub-units added. */
  {
    static const int needed[] = { 3, 4, 5, 6 };
    g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (7);
    g_autoptr(UmpireDice) same = umpire_dice_new_seeded (7);
    g_autoptr(UmpireScenario) a = new_scenario ();
    g_autoptr(UmpireScenario) b = new_scenario ();
    g_autoptr(UmpireSetupSequence) by_run = umpire_setup_sequence_new (rules, a, dice);
    g_autoptr(UmpireSetupSequence) by_roll = umpire_setup_sequence_new (rules, b, same);
    UmpireResult *ran, *rolled;

    g_hash_table_remove_all (inputs);
    g_hash_table_insert (inputs, g_strdup ("defenses"), g_strdup ("3,4,5,6"));
    g_assert_true (umpire_setup_sequence_run (by_run, &umpire_setup_defensive_works_info, UMPIRE_SIDE_DEFENDER,
                                              inputs, &error));
    g_assert_no_error (error);
    g_assert_true (umpire_setup_sequence_roll_defensive_works (by_roll, UMPIRE_SIDE_DEFENDER, needed, NULL, &error));
    g_assert_no_error (error);
    ran = umpire_setup_sequence_get_result (by_run, "defensive-works", UMPIRE_SIDE_DEFENDER, NULL);
    rolled = umpire_setup_sequence_get_result (by_roll, "defensive-works", UMPIRE_SIDE_DEFENDER, NULL);
    g_assert_nonnull (ran);
    g_assert_nonnull (rolled);
    g_assert_cmpstr (umpire_result_get_input (ran, "nation"), ==, umpire_result_get_input (rolled, "nation"));
    g_assert_cmpstr (umpire_result_get_input (ran, "units"), ==, umpire_result_get_input (rolled, "units"));
    g_assert_cmpstr (umpire_result_get_value (ran, "rolls"), ==, umpire_result_get_value (rolled, "rolls"));
    g_assert_cmpstr (umpire_result_get_value (ran, "trenches"), ==, umpire_result_get_value (rolled, "trenches"));
  }
}

/* A new scenario's header shows what the rules suggest without writing it;
 * the sequence's properties follow the scenario's and write into it; the
 * first roll keeps the header shown in the scenario. */
static void
test_header (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (3);
  g_autoptr(UmpireSetupSequence) sequence = umpire_setup_sequence_new (rules, scenario, dice);
  g_autoptr(GError) error = NULL;
  g_autofree char *battle = NULL;
  double first = 0;
  int notified = 0;
  int units = 0;

  g_assert_true (umpire_rules_list_number (rules, "1916.scenario", "year-first", &first, NULL, NULL));
  g_assert_cmpint (umpire_setup_sequence_get_year (sequence), ==, (int) first);
  g_assert_cmpstr (umpire_setup_sequence_get_battle (sequence), ==, "local");
  g_assert_cmpstr (umpire_setup_sequence_get_nation (sequence, UMPIRE_SIDE_ATTACKER), ==, "germany");
  g_assert_cmpint (umpire_setup_sequence_get_sub_units (sequence, UMPIRE_SIDE_DEFENDER), ==, 30);
  /* Shown, not written: the scenario has said nothing yet. */
  g_assert_cmpint (umpire_scenario_get_year (scenario), ==, 0);
  g_assert_null (umpire_scenario_get_side_nation (scenario, UMPIRE_SIDE_ATTACKER));
  g_assert_cmpuint (umpire_scenario_get_header_serial (scenario), ==, 0);

  /* The scenario changes: the sequence's property of the same name says so. */
  g_signal_connect_swapped (sequence, "notify::defender-sub-units", G_CALLBACK (count_notify), &notified);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "france", 18);
  g_assert_cmpint (notified, >=, 1);
  g_object_get (sequence, "defender-sub-units", &units, NULL);
  g_assert_cmpint (units, ==, 18);
  /* Set on the sequence, it goes into the scenario. */
  g_object_set (sequence, "battle", "big-push", "attacker-sub-units", 22, NULL);
  g_assert_cmpstr (umpire_scenario_get_battle (scenario), ==, "big-push");
  g_assert_cmpstr (umpire_scenario_get_side_nation (scenario, UMPIRE_SIDE_ATTACKER), ==, "germany");
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_ATTACKER), ==, 22);
  g_object_get (sequence, "battle", &battle, NULL);
  g_assert_cmpstr (battle, ==, "big-push");

  /* A roll keeps the year it was made for. */
  g_assert_cmpint (umpire_scenario_get_year (scenario), ==, 0);
  g_assert_true (umpire_setup_sequence_roll_support (sequence, UMPIRE_SIDE_ATTACKER, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (umpire_scenario_get_year (scenario), ==, (int) first);
  g_assert_cmpstr (umpire_result_get_input (umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_ATTACKER,
                                                                              "barrage"), "units"), ==, "40");
  /* Proximity keeps its terrain and scale too. */
  g_assert_null (umpire_scenario_get_terrain (scenario));
  g_assert_true (umpire_setup_sequence_roll_proximity (sequence, "3", &error));
  g_assert_cmpstr (umpire_scenario_get_terrain (scenario), ==, umpire_setup_sequence_get_terrain (sequence));
  g_assert_nonnull (umpire_scenario_get_scale (scenario));
}

/* A file of an earlier version: its heavy weapons name the weapon only in
 * their trail, its support rolls the category only as a value. */
static void
test_older_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "old-setup.umpire", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) scenario = umpire_scenario_load_file (path, &error);
  g_autoptr(UmpireSetupSequence) sequence = NULL;
  UmpireResult *barrage, *gun, *mortar;

  g_assert_no_error (error);
  sequence = umpire_setup_sequence_new (rules, scenario, NULL);
  barrage = umpire_setup_sequence_get_result (sequence, "support", UMPIRE_SIDE_ATTACKER, "barrage");
  g_assert_nonnull (barrage);
  g_assert_null (umpire_result_get_input (barrage, "category"));
  umpire_test_assert_result (barrage, "count", "14");
  g_assert_cmpint (umpire_setup_sequence_get_barrages_left (sequence, UMPIRE_SIDE_ATTACKER), ==, 14);

  gun = umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_ATTACKER, "field-gun");
  mortar = umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_ATTACKER, "Light Trench Mortar");
  g_assert_nonnull (gun);
  g_assert_nonnull (mortar);
  g_assert_true (gun != mortar);
  g_assert_null (umpire_result_get_input (gun, "weapon"));
  umpire_test_assert_result (gun, "column", "f");
  umpire_test_assert_result (mortar, "column", "c");
  /* The British 1916 list has no German HMG. */
  g_assert_null (umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_DEFENDER, "german-hmg"));
  g_assert_nonnull (umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_DEFENDER, "field-gun"));
}

/* ---- heavy weapons across languages ------------------------------------ */

/* The umpire's language from here on, with the catalogs built in po/, as
 * the app finds them; rules loaded afterwards are in it. */
static UmpireRules *
rules_in (const char *language)
{
  g_autofree char *localedir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  UmpireRules *in = umpire_rules_new ();
  g_autoptr(GError) error = NULL;

  umpire_test_set_language (language);
  g_assert_true (umpire_rules_load_builtin (in, &error));
  g_assert_no_error (error);
  /* Without the German catalog nothing below means anything. */
  if (g_str_equal (language, "de")
      && g_strcmp0 (umpire_rules_get_column_label (in, "1916.heavy-weapons-recommendations", "field-gun"),
                    "Feldgeschütz") != 0)
    g_error ("no German catalog in %s (locale %s)", localedir, setlocale (LC_MESSAGES, NULL));
  return in;
}

/* Each test below runs in a process of its own: it changes the language. */
static gboolean
in_own_process (void)
{
  if (g_test_subprocess ())
    return TRUE;
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  return FALSE;
}

/* The weapon `result` was rolled for, as people of `in`'s language read it. */
static char *
weapon_for_people (UmpireRules  *in,
                   UmpireResult *result)
{
  return umpire_input_dup_for_people (in, umpire_setup_heavy_weapons_info.id, "weapon",
                                      umpire_result_get_input (result, "weapon"));
}

/* Rolled in one language, read in the other: the file holds each weapon's
 * id, and step 3's results are in force, named in the reader's words. */
static void
test_heavy_weapons_across_languages (gconstpointer data)
{
  const char *const *languages = data;
  g_autoptr(UmpireRules) writer = NULL;
  g_autoptr(UmpireRules) reader = NULL;
  g_autoptr(UmpireScenario) scenario = new_scenario ();
  g_autoptr(UmpireScenario) reread = NULL;
  g_autoptr(UmpireDice) digital = umpire_dice_new_seeded (5);
  g_autoptr(UmpireSetupSequence) rolling = NULL;
  g_autoptr(UmpireSetupSequence) reading = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  const UmpireSide sides[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };

  if (!in_own_process ())
    return;
  writer = rules_in (languages[0]);
  rolling = umpire_setup_sequence_new (writer, scenario, digital);
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      g_assert_true (umpire_setup_sequence_roll_heavy_weapons (rolling, sides[s], NULL, 0, &error));
      g_assert_no_error (error);
    }
  xml = umpire_scenario_to_xml (scenario);

  reader = rules_in (languages[1]);
  reread = umpire_scenario_load_data (xml, strlen (xml), "rolled.umpire", &error);
  g_assert_no_error (error);
  reading = umpire_setup_sequence_new (reader, reread, NULL);
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      g_autoptr(GPtrArray) recs = umpire_setup_sequence_dup_heavy_weapons (reading, sides[s], NULL);

      /* 1916 Germans: field gun, light trench mortar, German HMG; British: the first two */
      g_assert_cmpuint (recs->len, ==, s == 0 ? 3 : 2);
      for (guint i = 0; i < recs->len; i++)
        {
          const UmpireHeavyWeaponRecommendation *rec = g_ptr_array_index (recs, i);
          const char *written = umpire_rules_get_column_label (writer, "1916.heavy-weapons-recommendations",
                                                               rec->weapon);
          g_autofree char *as_id = g_strdup_printf ("<input name=\"weapon\">%s</input>", rec->weapon);
          g_autofree char *as_label = g_strdup_printf ("<input name=\"weapon\">%s</input>", written);
          UmpireResult *rolled = umpire_setup_sequence_get_result (rolling, "heavy-weapons", sides[s], rec->weapon);
          UmpireResult *read = umpire_setup_sequence_get_result (reading, "heavy-weapons", sides[s], rec->weapon);
          g_autofree char *shown = NULL;

          g_assert_nonnull (strstr (xml, as_id));
          g_assert_null (strstr (xml, as_label));
          g_assert_nonnull (rolled);
          g_assert_nonnull (read);
          g_assert_cmpstr (umpire_result_get_value (read, "bases"), ==, umpire_result_get_value (rolled, "bases"));
          g_assert_cmpstr (umpire_result_get_value (read, "column"), ==, rec->column);
          /* found by the reader's label too, and named in the reader's words */
          g_assert_true (umpire_setup_sequence_get_result (reading, "heavy-weapons", sides[s], rec->label) == read);
          shown = weapon_for_people (reader, read);
          g_assert_cmpstr (shown, ==, rec->label);
        }
    }
}

/* What `umpire-cli setup run --seed 7 --year 1916 --attacker germany
 * --defender britain --attacker-units 20 --defender-units 15 --terrain open
 * --battle local` rolled for step 3 before a weapon was recorded by its id
 * (tests/data/setup-run-labels-LANGUAGE.umpire, written in that language). */
static const struct
{
  UmpireSide  side;
  const char *weapon;
  const char *bases;
} labels_file_rolled[] = {
  { UMPIRE_SIDE_ATTACKER, "field-gun", "0" },
  { UMPIRE_SIDE_ATTACKER, "light-trench-mortar", "9" },
  { UMPIRE_SIDE_ATTACKER, "german-hmg", "3" },
  { UMPIRE_SIDE_DEFENDER, "field-gun", "2" },
  { UMPIRE_SIDE_DEFENDER, "light-trench-mortar", "5" },
};

/* A file of before, whose weapons are their labels in the language it was
 * written in, opened in either language: step 3's results are in force,
 * named in the reader's words; so is an "other weapons" roll the setup page
 * recorded by its label. */
static void
test_heavy_labels_old_file (gconstpointer data)
{
  const char *const *languages = data;
  g_autofree char *name = g_strdup_printf ("setup-run-labels-%s.umpire", languages[0]);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(UmpireRules) reader = NULL;
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(UmpireSetupSequence) sequence = NULL;
  g_autoptr(UmpireResult) other = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = NULL;
  UmpireEvent *event;

  if (!in_own_process ())
    return;
  reader = rules_in (languages[1]);
  scenario = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  sequence = umpire_setup_sequence_new (reader, scenario, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (labels_file_rolled); i++)
    {
      UmpireResult *result = umpire_setup_sequence_get_result (sequence, "heavy-weapons", labels_file_rolled[i].side,
                                                               labels_file_rolled[i].weapon);
      g_autofree char *label = NULL;

      g_assert_nonnull (result);
      /* the file is as it was: a label, not the id */
      g_assert_cmpstr (umpire_result_get_input (result, "weapon"), !=, labels_file_rolled[i].weapon);
      umpire_test_assert_result (result, "bases", labels_file_rolled[i].bases);
      label = weapon_for_people (reader, result);
      g_assert_cmpstr (label, ==, umpire_rules_get_column_label (reader, "1916.heavy-weapons-recommendations",
                                                                 labels_file_rolled[i].weapon));
    }
  g_assert_null (umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_DEFENDER, "german-hmg"));

  /* The setup page recorded the umpire's own column by its row's title. */
  other = umpire_result_new_for (&umpire_setup_heavy_weapons_info);
  umpire_result_set_input_text (other, "column", "a");
  umpire_result_set_input_text (other, "weapon", g_str_equal (languages[0], "de")
                                                 ? "Andere Waffen (Wahl des Spielleiters)"
                                                 : "Other weapons (the umpire's choice)");
  umpire_result_set_value (other, "bases", "%d", 7);
  event = umpire_scenario_record (scenario, other, "1916", UMPIRE_SIDE_ATTACKER);
  g_assert_true (umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", UMPIRE_SIDE_ATTACKER, "other")
                 == event);
  shown = weapon_for_people (reader, other);
  g_assert_cmpstr (shown, ==, g_str_equal (languages[1], "de") ? "Andere Waffen (Wahl des Spielleiters)"
                                                                : "Other weapons (the umpire's choice)");
  /* The others stay in force beside it. */
  g_assert_nonnull (umpire_setup_sequence_get_result (sequence, "heavy-weapons", UMPIRE_SIDE_ATTACKER, "german-hmg"));
}

int
main (int   argc,
      char *argv[])
{
  static const char *const en_de[] = { "en", "de" };
  static const char *const de_en[] = { "de", "en" };
  static const char *const en_en[] = { "en", "en" };
  static const char *const de_de[] = { "de", "de" };
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = umpire_rules_new ();
  if (!umpire_rules_load_builtin (rules, &error))
    g_error ("loading the built-in rules: %s", error->message);
  g_test_add_func ("/umpire/1916/sequence/from-rules", test_from_rules);
  g_test_add_func ("/umpire/1916/sequence/support", test_support);
  g_test_add_func ("/umpire/1916/sequence/both-sides-all-or-nothing", test_both_sides_all_or_nothing);
  g_test_add_func ("/umpire/1916/sequence/heavy-weapons-all-or-nothing", test_heavy_weapons_all_or_nothing);
  g_test_add_func ("/umpire/1916/sequence/heavy-weapons-rolled", test_heavy_weapons_rolled);
  g_test_add_func ("/umpire/1916/sequence/in-force-and-barrages", test_in_force_and_barrages);
  g_test_add_func ("/umpire/1916/sequence/in-force-in-long-log", test_in_force_in_long_log);
  g_test_add_func ("/umpire/1916/sequence/proximity", test_proximity);
  g_test_add_func ("/umpire/1916/sequence/run-inputs", test_run_inputs);
  g_test_add_func ("/umpire/1916/sequence/header", test_header);
  g_test_add_func ("/umpire/1916/sequence/older-file", test_older_file);
  g_test_add_data_func ("/umpire/1916/sequence/heavy-weapons-across-languages/en-de", en_de,
                        test_heavy_weapons_across_languages);
  g_test_add_data_func ("/umpire/1916/sequence/heavy-weapons-across-languages/de-en", de_en,
                        test_heavy_weapons_across_languages);
  g_test_add_data_func ("/umpire/1916/sequence/heavy-labels-old-file/en-en", en_en, test_heavy_labels_old_file);
  g_test_add_data_func ("/umpire/1916/sequence/heavy-labels-old-file/en-de", en_de, test_heavy_labels_old_file);
  g_test_add_data_func ("/umpire/1916/sequence/heavy-labels-old-file/de-en", de_en, test_heavy_labels_old_file);
  g_test_add_data_func ("/umpire/1916/sequence/heavy-labels-old-file/de-de", de_de, test_heavy_labels_old_file);
  status = g_test_run ();
  g_clear_object (&rules);
  return status;
}
