/* test-rederive.c: a value changed by hand re-derives what follows from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "umpire-rederive.h"
#include "umpire-scenario.h"
#include "umpire-scenario-file.h"
#include "umpire-setup.h"
#include "umpire-setup-derive.h"
#include "umpire-weltkrieg.h"
#include "umpire-test-core.h"

static UmpireRules *rules;

/* Wide open terrain, large scale (20 yards per inch), die 3: 300 yards,
 * 15 inches, lull rolls from turn 3. */
static UmpireResult *
proximity (const char *die)
{
  g_autoptr(UmpireDice) dice = umpire_test_dice_with (die);
  UmpireProximityInput input = { "wide-open", "large" };
  g_autoptr(GError) error = NULL;
  UmpireResult *result = umpire_setup_proximity (rules, &input, dice, &error);

  g_assert_no_error (error);
  g_assert_nonnull (result);
  return result;
}

/* The first step of `kind` after the last override step whose text holds
 * `needle`, or NULL. */
static const UmpireStep *
find_step_after_override (UmpireResult   *result,
                          UmpireStepKind  kind,
                          const char     *needle)
{
  const GPtrArray *steps = umpire_result_get_steps (result);
  gboolean after = FALSE;

  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);

      if (step->kind == UMPIRE_STEP_OVERRIDE)
        after = TRUE;
      else if (after && step->kind == kind && strstr (step->text, needle) != NULL)
        return step;
    }
  return NULL;
}

static guint
count_steps (UmpireResult *result)
{
  return umpire_result_get_steps (result)->len;
}

static void
test_yards_give_inches (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireResult) result = proximity ("3");
  g_autoptr(GError) error = NULL;
  UmpireEvent *event, *changed;
  UmpireResult *now;
  const UmpireStep *step;

  umpire_test_assert_result (result, "yards", "300");
  umpire_test_assert_result (result, "inches", "15");
  event = umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_NONE);
  changed = umpire_scenario_override (scenario, rules, event, "yards", "250", "measured again", &error);
  g_assert_no_error (error);
  g_assert_nonnull (changed);

  now = umpire_event_get_result (changed);
  umpire_test_assert_result (now, "yards", "250");
  umpire_test_assert_result (now, "inches", "12.5");
  /* Not from the die: the lull still begins on turn 3, the die stays. */
  umpire_test_assert_result (now, "die", "3");
  umpire_test_assert_result (now, "lull-start-turn", "3");
  /* The original keeps its values. */
  umpire_test_assert_result (umpire_event_get_result (event), "inches", "15");

  /* The trail: the change by hand, then what followed, named, with its rule. */
  step = find_step_after_override (now, UMPIRE_STEP_MULTIPLY, "250 yards / 20 yards per inch");
  g_assert_nonnull (step);
  g_assert_nonnull (strstr (step->text, "Inches at the table scale"));
  g_assert_nonnull (strstr (step->text, "was 15"));
  g_assert_cmpstr (step->rule, !=, NULL);

  /* The scenario's latest proximity is the re-derived one. */
  g_assert_true (umpire_scenario_find_event (scenario, "1916.proximity", UMPIRE_SIDE_NONE) == changed);
}

static void
test_die_gives_yards_lull_inches (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireResult) result = proximity ("3");
  g_autoptr(GError) error = NULL;
  UmpireEvent *event, *changed;
  UmpireResult *now;

  event = umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_NONE);
  changed = umpire_scenario_override (scenario, rules, event, "die", "5", "the die was misread", &error);
  g_assert_no_error (error);
  now = umpire_event_get_result (changed);
  umpire_test_assert_result (now, "die", "5");
  umpire_test_assert_result (now, "yards", "500");
  umpire_test_assert_result (now, "inches", "25");
  umpire_test_assert_result (now, "lull-start-turn", "5");
  g_assert_nonnull (find_step_after_override (now, UMPIRE_STEP_TABLE, "Wide Open Terrain"));
  g_assert_nonnull (find_step_after_override (now, UMPIRE_STEP_RULE, "lull rolls begin"));
}

static void
test_inches_by_hand_stay (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireResult) result = proximity ("3");
  g_autoptr(GError) error = NULL;
  UmpireEvent *event, *changed;
  UmpireResult *now;
  guint before;

  event = umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_NONE);
  before = count_steps (result);
  changed = umpire_scenario_override (scenario, rules, event, "inches", "14", "a shorter table", &error);
  g_assert_no_error (error);
  now = umpire_event_get_result (changed);
  /* Nothing follows from inches: only the override step is added. */
  umpire_test_assert_result (now, "inches", "14");
  umpire_test_assert_result (now, "yards", "300");
  g_assert_cmpuint (count_steps (now), ==, before + 1);
}

static void
test_support_rate_gives_count (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4");
  UmpireSupportInput input = { "barrage", "britain", 1916, "attacker", "local", 20, FALSE, TRUE, 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = umpire_setup_support (rules, &input, dice, &error);
  UmpireEvent *event, *changed;
  UmpireResult *now;

  g_assert_no_error (error);
  event = umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_ATTACKER);
  changed = umpire_scenario_override (scenario, rules, event, "rate", "0.35", "errata", &error);
  g_assert_no_error (error);
  now = umpire_event_get_result (changed);
  /* 0.35 × 20 sub-units = 7 barrages. */
  umpire_test_assert_result (now, "count", "7");
  umpire_test_assert_result (now, "available", "yes");
  g_assert_nonnull (find_step_after_override (now, UMPIRE_STEP_MULTIPLY, "20 sub-units"));

  changed = umpire_scenario_override (scenario, rules, changed, "count", "0", "guns withdrawn", &error);
  g_assert_no_error (error);
  now = umpire_event_get_result (changed);
  umpire_test_assert_result (now, "count", "0");
  umpire_test_assert_result (now, "available", "no");
  /* Nothing flows back: the chart value stays as the umpire set it. */
  umpire_test_assert_result (now, "rate", "0.35");
}

static void
test_descriptors_rederive (void)
{
  g_assert_true (umpire_setup_proximity_info.rederive == umpire_setup_proximity_rederive);
  g_assert_true (umpire_setup_support_info.rederive == umpire_setup_support_rederive);
  g_assert_null (umpire_combat_info.rederive);
}

static char *
temp_path (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-rederive-XXXXXX", &error);

  g_assert_no_error (error);
  return g_build_filename (dir, name, NULL);
}

static void
test_file_keeps_the_change (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireScenario) loaded = NULL;
  g_autoptr(UmpireResult) result = proximity ("3");
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("changed.umpire");
  UmpireEvent *event, *reread;
  guint steps;

  event = umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_NONE);
  g_assert_nonnull (umpire_scenario_override (scenario, rules, event, "yards", "250", "measured again", &error));
  g_assert_no_error (error);
  g_assert_true (umpire_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);

  loaded = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  reread = umpire_scenario_get_event (loaded, 1);
  g_assert_cmpuint (umpire_event_get_overrides (reread), ==, umpire_event_get_id (event));
  umpire_test_assert_result (umpire_event_get_result (reread), "yards", "250");
  umpire_test_assert_result (umpire_event_get_result (reread), "inches", "12.5");
  g_assert_nonnull (find_step_after_override (umpire_event_get_result (reread), UMPIRE_STEP_MULTIPLY,
                                              "250 yards / 20 yards per inch"));

  /* Opening re-derives, and a file already right is left as it is. */
  steps = count_steps (umpire_event_get_result (reread));
  g_assert_true (umpire_scenario_rederive (loaded, rules, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_steps (umpire_event_get_result (reread)), ==, steps);
  umpire_test_assert_result (umpire_event_get_result (reread), "inches", "12.5");
  umpire_test_assert_result (umpire_event_get_result (umpire_scenario_get_event (loaded, 0)), "inches", "15");
  g_unlink (path);
}

/* A file saved before values were re-derived: yards changed by hand, the
 * old inches kept. */
static void
test_old_file_reopens_rederived (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireScenario) loaded = NULL;
  g_autoptr(UmpireResult) result = proximity ("3");
  g_autoptr(UmpireResult) stale = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("old.umpire");
  UmpireEvent *event, *old, *reread;

  event = umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_NONE);
  stale = umpire_event_copy_result (umpire_event_get_result (event));
  umpire_result_set_value (stale, "yards", "250");
  umpire_result_add_step (stale, UMPIRE_STEP_OVERRIDE, NULL,
                          "Changed by hand: Yards from 300 to 250 (event #1). Reason: old");
  old = umpire_scenario_record (scenario, stale, "1916", UMPIRE_SIDE_NONE);
  umpire_event_set_override (old, umpire_event_get_id (event), "old");
  g_assert_true (umpire_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);

  loaded = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  reread = umpire_scenario_get_event (loaded, 1);
  umpire_test_assert_result (umpire_event_get_result (reread), "inches", "15");
  g_assert_true (umpire_scenario_rederive (loaded, rules, &error));
  g_assert_no_error (error);
  umpire_test_assert_result (umpire_event_get_result (reread), "yards", "250");
  umpire_test_assert_result (umpire_event_get_result (reread), "inches", "12.5");
  umpire_test_assert_result (umpire_event_get_result (reread), "lull-start-turn", "3");
  g_assert_nonnull (find_step_after_override (umpire_event_get_result (reread), UMPIRE_STEP_MULTIPLY,
                                              "250 yards / 20 yards per inch"));
  /* The event it overrides is not touched. */
  umpire_test_assert_result (umpire_event_get_result (umpire_scenario_get_event (loaded, 0)), "inches", "15");
  g_unlink (path);
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

  g_test_add_func ("/umpire/rederive/yards-give-inches", test_yards_give_inches);
  g_test_add_func ("/umpire/rederive/die-gives-yards-lull-inches", test_die_gives_yards_lull_inches);
  g_test_add_func ("/umpire/rederive/inches-by-hand-stay", test_inches_by_hand_stay);
  g_test_add_func ("/umpire/rederive/support-rate-gives-count", test_support_rate_gives_count);
  g_test_add_func ("/umpire/rederive/descriptors", test_descriptors_rederive);
  g_test_add_func ("/umpire/rederive/file-keeps-the-change", test_file_keeps_the_change);
  g_test_add_func ("/umpire/rederive/old-file-reopens-rederived", test_old_file_reopens_rederived);

  return g_test_run ();
}
