/* test-optional.c: the 1916 optional rules' procedures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Expected values from 002_f016aff109a07b2a.txt (Optional Rules 101-601),
 * worked out by hand; dice are typed in. The descriptors of these and of
 * the play procedures (umpire-play.h) are checked against what they record.
 */
#include <glib.h>
#include <string.h>

#include "umpire-optional.h"
#include "umpire-setup.h"
#include "umpire-play.h"
#include "umpire-test-core.h"

static UmpireRules *rules;

#define VALUE(r, n) umpire_result_get_value ((r), (n))

static void
test_natural_antagonists (void)
{
  static const struct { const char *nation, *opponent, *morale, *training; } cases[] = {
    { "russia", "turkey", "+1", "+1" },   /* "+1 each to morale and training when fighting Turks" */
    { "austria", "italy", "+1", "+0" },
    { "austria", "turkey", "+1", "+0" },
    { "austria", "russia", "+0", "+0" },  /* performed poorly against the Russians: nothing */
    { "italy", "austria", "+1", "+0" },
    { "serbia", "turkey", "+1", "+0" },
    { "germany", "france", "+0", "+0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) r = umpire_optional_natural_antagonists (rules, cases[i].nation,
                                                                       cases[i].opponent, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (VALUE (r, "morale"), ==, cases[i].morale);
      g_assert_cmpstr (VALUE (r, "training"), ==, cases[i].training);
    }
}

static void
test_veteran_officers (void)
{
  /* "Any result of twelve (12)": 6+6 yes, 6+5 no */
  g_autoptr(UmpireDice) d1 = umpire_test_dice_with ("6,6");
  g_autoptr(UmpireDice) d2 = umpire_test_dice_with ("6,5");
  g_autoptr(UmpireDice) d3 = umpire_test_dice_with ("6,6,1,2,6,6");
  g_autoptr(UmpireResult) r1 = umpire_optional_veteran_officers (rules, 1, d1, NULL);
  g_autoptr(UmpireResult) r2 = umpire_optional_veteran_officers (rules, 1, d2, NULL);
  g_autoptr(UmpireResult) r3 = umpire_optional_veteran_officers (rules, 3, d3, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (VALUE (r1, "veteran"), ==, "yes");
  g_assert_cmpstr (VALUE (r2, "veteran"), ==, "no");
  g_assert_cmpstr (VALUE (r2, "rolls"), ==, "11");
  /* 12, 3, 12: sub-units 1 and 3 */
  g_assert_cmpstr (VALUE (r3, "veterans"), ==, "2");
  g_assert_cmpstr (VALUE (r3, "sub-units"), ==, "1,3");
  g_assert_null (umpire_optional_veteran_officers (rules, 0, d1, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
}

static void
test_lost_platoon (void)
{
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4");
  g_autoptr(UmpireResult) r = umpire_optional_lost_platoon (rules, dice, NULL);

  g_assert_cmpstr (VALUE (r, "turns"), ==, "4");
}

static void
test_battery_encounter (void)
{
  /* The F column: 1-3 .00, 4 .05, 5 .10, 6 .15 */
  static const struct { int units; const char *die, *bases; } cases[] = {
    { 20, "6", "3" },    /* .15 x 20 = 3 */
    { 10, "4", "1" },    /* .05 x 10 = .5 -> 1 */
    { 30, "2", "0" },    /* .00 */
    { 14, "5", "1" },    /* .10 x 14 = 1.4 -> 1 */
    { 25, "5", "3" },    /* .10 x 25 = 2.5 -> 3 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (cases[i].die);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) r = umpire_optional_battery_encounter (rules, cases[i].units, dice, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (VALUE (r, "bases"), ==, cases[i].bases);
    }
}

static void
test_scouts (void)
{
  static const struct { const char *training; int range; gboolean air; const char *die, *positions, *success, *damaged; } cases[] = {
    /* outstanding at 300 yds (360 column): 2; 4 + 1 air = 5, "5 or greater" */
    { "outstanding", 300, TRUE, "4", "2", "yes", "no" },
    { "outstanding", 300, FALSE, "4", "2", "no", "no" },
    /* great at 240: 2; 5 < 6 */
    { "great", 240, FALSE, "5", "2", "no", "no" },
    /* great at 241 (360 column): 1; 5 + 1 = 6 */
    { "great", 241, TRUE, "5", "1", "yes", "no" },
    /* average at 120: 2; 6 */
    { "average", 120, FALSE, "6", "2", "yes", "no" },
    /* average at 200: "-", no roll */
    { "average", 200, FALSE, "", "0", "no", "no" },
    /* poor at 100: 1; natural 1 damages a base, even with air superiority */
    { "poor", 100, TRUE, "1", "1", "no", "yes" },
    /* poor needs 7: 6 + 1 = 7 */
    { "poor", 60, TRUE, "6", "1", "yes", "no" },
    /* abysmal: nothing at any range */
    { "abysmal", 50, FALSE, "", "0", "no", "no" },
    /* outstanding at 480: 1 */
    { "outstanding", 480, FALSE, "5", "1", "yes", "no" },
    /* outstanding at 500 (540 column): "-" */
    { "outstanding", 500, FALSE, "", "0", "no", "no" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireScoutsInput input = { cases[i].training, cases[i].range, cases[i].air };
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (cases[i].die);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) r = umpire_optional_scouts (rules, &input, dice, &error);

      g_test_message ("scouts case %u", i);
      g_assert_no_error (error);
      g_assert_cmpstr (VALUE (r, "positions"), ==, cases[i].positions);
      g_assert_cmpstr (VALUE (r, "success"), ==, cases[i].success);
      g_assert_cmpstr (VALUE (r, "base-damaged"), ==, cases[i].damaged);
      g_assert_cmpuint (umpire_dice_pending (dice), ==, 0);
      /* The trail names the training level by its row label ("Outstanding"), not its id. */
      {
        const UmpireStep *first = g_ptr_array_index (umpire_result_get_steps (r), 0);

        g_assert_true (g_ascii_isupper (first->text[0]));
        g_assert_false (g_str_has_prefix (first->text, cases[i].training));
      }
    }
}

static void
test_scouts_errors (void)
{
  UmpireScoutsInput far = { "outstanding", 541, FALSE };
  UmpireScoutsInput zero = { "outstanding", 0, FALSE };
  UmpireScoutsInput bad = { "legendary", 100, FALSE };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("6");
  g_autoptr(GError) e1 = NULL, e2 = NULL, e3 = NULL;
  g_autofree char *f1 = NULL, *f2 = NULL, *f3 = NULL;

  g_assert_null (umpire_optional_scouts (rules, &far, dice, &e1));
  g_assert_null (umpire_optional_scouts (rules, &zero, dice, &e2));
  g_assert_null (umpire_optional_scouts (rules, &bad, dice, &e3));
  f1 = umpire_input_error_field (e1);
  f2 = umpire_input_error_field (e2);
  f3 = umpire_input_error_field (e3);
  g_assert_cmpstr (f1, ==, "range");
  g_assert_cmpstr (f2, ==, "range");
  g_assert_cmpstr (f3, ==, "training");
}

static void
test_entanglements (void)
{
  static const struct { const char *type; double inches; gboolean move; int barrage; const char *die;
                        const char *regular, *yards, *destroyed; } cases[] = {
    /* "give up 40 inches of regular light coiled ... 10 inches of heavy coiled" */
    { "heavy-coiled", 10, FALSE, 0, "", "40", NULL, NULL },
    { "light-riders", 10, FALSE, 0, "", "8", NULL, NULL },       /* 10 x 0.8 */
    { "light-fence", 12, FALSE, 0, "", "18", NULL, NULL },       /* 12 x 1.5 */
    /* ½ 1D6 x 10: 3 / 2 = 1.5 -> 2, x 10 = 20; 5 -> 2.5 -> 3 -> 30; 1 -> .5 -> 1 -> 10 */
    { "light-coiled", 0, TRUE, 0, "3", NULL, "20", NULL },
    { "light-riders", 0, TRUE, 0, "5", NULL, "30", NULL },
    { "light-riders", 0, TRUE, 0, "1", NULL, "10", NULL },
    /* 1D6 x 20: 4 x 20 = 80; 1D6 x 30: 6 x 30 = 180 */
    { "medium-fence", 0, TRUE, 0, "4", NULL, "80", NULL },
    { "heavy-coiled", 0, TRUE, 0, "6", NULL, "180", NULL },
    /* destroyed on natural barrage roll of 4+ / 6+ / 2+ */
    { "light-fence", 0, FALSE, 4, "", NULL, NULL, "yes" },
    { "light-fence", 0, FALSE, 3, "", NULL, NULL, "no" },
    { "heavy-coiled", 0, FALSE, 5, "", NULL, NULL, "no" },
    { "light-riders", 0, FALSE, 2, "", NULL, NULL, "yes" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireEntanglementInput input = { cases[i].type, cases[i].inches, cases[i].move, cases[i].barrage };
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (cases[i].die);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) r = umpire_optional_entanglement (rules, &input, dice, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (VALUE (r, "regular-inches"), ==, cases[i].regular);
      g_assert_cmpstr (VALUE (r, "yards"), ==, cases[i].yards);
      g_assert_cmpstr (VALUE (r, "destroyed"), ==, cases[i].destroyed);
    }
}

static void
test_trench_stop (void)
{
  static const struct { const char *die, *built; } cases[] = {
    { "1", "no" }, { "4", "no" }, { "5", "yes" }, { "6", "yes" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (cases[i].die);
      g_autoptr(UmpireResult) r = umpire_optional_trench_stop (rules, dice, NULL);

      g_assert_cmpstr (VALUE (r, "built"), ==, cases[i].built);
    }
}

static void
test_fire_storm (void)
{
  static const struct { int dice[4]; const char *storm; } cases[] = {
    { { 2, 2, 1, 0 }, "yes" },   /* 5 dice from 3 types */
    { { 3, 2, 0, 0 }, "no" },    /* 5 dice from only 2 types */
    { { 1, 1, 1, 1 }, "no" },    /* 4 types but only 4 dice */
    { { 1, 1, 1, 3 }, "yes" },
  };
  const int negative[4] = { -1, 0, 0, 0 };
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UmpireResult) r = umpire_optional_fire_storm (rules, cases[i].dice, NULL);
      g_assert_cmpstr (VALUE (r, "fire-storm"), ==, cases[i].storm);
    }
  g_assert_null (umpire_optional_fire_storm (rules, negative, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
}

static void
test_mortar_fire (void)
{
  static const struct { const char *mortar, *target; int roll; const char *modified, *effect; } cases[] = {
    { "light", "personnel", 5, "3", "roll" },    /* -2 */
    { "medium", "personnel", 5, "4", "roll" },   /* -1 */
    { "large", "tank", 5, "4", "roll" },         /* -1 */
    { "large", "personnel", 5, "5", "roll" },    /* none */
    { "medium", "tank", 5, NULL, "N/E" },
    { "light", "tank", 5, NULL, "N/E" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) r = umpire_optional_mortar_fire (rules, cases[i].mortar, cases[i].target,
                                                               cases[i].roll, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (VALUE (r, "modified-roll"), ==, cases[i].modified);
      g_assert_cmpstr (VALUE (r, "effect"), ==, cases[i].effect);
    }
}

static void
test_lone_assault (void)
{
  static const struct { UmpireLoneAssaultInput in; const char *die, *modified, *effect; } cases[] = {
    /* remnant, 4: K */
    { { "remnant" }, "4", "4", "K" },
    /* weak, 3 + 1 great brave + 2 active = 6: K */
    { { "weak", TRUE, TRUE }, "3", "6", "K" },
    /* full, 6 + 3 pinned = 9, "8 or more": D */
    { { "full", .pinned = TRUE }, "6", "9", "D" },
    /* heavy weapon, 6 - 2 previous requests = 4: None */
    { { "heavy-weapon", .previous = 2 }, "6", "4", "None" },
    /* remnant, 5 at 200 yards (-2) = 3: D */
    { { "remnant", .range = 200 }, "5", "3", "D" },
    /* remnant, 5 at 150 yards (-1) = 4: K; at 180 the nearer bracket */
    { { "remnant", .range = 150 }, "5", "4", "K" },
    { { "remnant", .range = 180 }, "5", "4", "K" },
    /* exactly 120 yards: no range modifier: remnant 5 = "K D" */
    { { "remnant", .range = 120 }, "5", "5", "K D" },
    /* weak, 2 - 3 supported = -1, "1 or less": None */
    { { "weak", .supported = TRUE }, "2", "-1", "None" },
    /* heavy weapon, 6 - 1 poor shaky + 1 well led = 6: K */
    { { "heavy-weapon", .poor_shaky = TRUE, .well_led = TRUE }, "6", "6", "K" },
    /* remnant, 6 + 1 + 2 + 1 + 3 = 13: "K C C C" */
    { { "remnant", TRUE, TRUE, FALSE, TRUE, 0, 0, FALSE, TRUE }, "6", "13", "K C C C" },
    /* weak, 5 + 2 active - 1 previous at 240 yards (-2) = 4: None */
    { { "weak", .active = TRUE, .previous = 1, .range = 240 }, "5", "4", "None" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (cases[i].die);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) r = umpire_optional_lone_assault (rules, &cases[i].in, dice, &error);

      g_test_message ("lone assault case %u", i);
      g_assert_no_error (error);
      g_assert_cmpstr (VALUE (r, "modified-roll"), ==, cases[i].modified);
      g_assert_cmpstr (VALUE (r, "effect"), ==, cases[i].effect);
    }
}

static void
test_lone_assault_errors (void)
{
  UmpireLoneAssaultInput far = { "weak", .range = 241 };
  UmpireLoneAssaultInput bad = { "tank" };
  UmpireLoneAssaultInput neg = { "weak", .previous = -1 };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("6");
  g_autoptr(GError) e1 = NULL, e2 = NULL, e3 = NULL;
  g_autofree char *f1 = NULL, *f2 = NULL, *f3 = NULL;

  g_assert_null (umpire_optional_lone_assault (rules, &far, dice, &e1));
  g_assert_null (umpire_optional_lone_assault (rules, &bad, dice, &e2));
  g_assert_null (umpire_optional_lone_assault (rules, &neg, dice, &e3));
  f1 = umpire_input_error_field (e1);
  f2 = umpire_input_error_field (e2);
  f3 = umpire_input_error_field (e3);
  g_assert_cmpstr (f1, ==, "range");
  g_assert_cmpstr (f2, ==, "target");
  g_assert_cmpstr (f3, ==, "previous");
}

static void
test_bomber_parties (void)
{
  static const struct { const char *nation, *opponent; int year; const char *modifier; } cases[] = {
    { "germany", "france", 1914, "+1" },   /* "1914: German +1" */
    { "germany", "britain", 1915, "+1" },  /* "German vs British +1" */
    { "germany", "france", 1915, "+0" },
    { "turkey", "anzac", 1915, "+1" },
    { "turkey", "anzac", 1916, "+0" },
    { "germany", "usa", 1918, "+1" },
    { "britain", "germany", 1915, "+0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) r = umpire_optional_bomber_parties (rules, cases[i].nation, cases[i].opponent,
                                                                  cases[i].year, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (VALUE (r, "modifier"), ==, cases[i].modifier);
    }
}

static void
test_veteran_barrage (void)
{
  /* "On any even number result ... an additional minus one (-1)" */
  static const struct { const char *die, *modifier; } cases[] = {
    { "1", "0" }, { "2", "-1" }, { "3", "0" }, { "4", "-1" }, { "5", "0" }, { "6", "-1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (cases[i].die);
      g_autoptr(UmpireResult) r = umpire_optional_veteran_barrage (rules, dice, NULL);

      g_assert_cmpstr (VALUE (r, "modifier"), ==, cases[i].modifier);
    }
}

/* ---- descriptors -------------------------------------------------------- */

/* Every input and value `result` records is a field of its descriptor, and
 * its value labels are the descriptor's; the value names go to `seen`. */
static void
assert_described (UmpireResult              *result,
                  const UmpireProcedureInfo *info,
                  GHashTable                *seen)
{
  g_auto(GStrv) inputs = NULL;
  g_auto(GStrv) values = NULL;
  GHashTable *names;

  g_assert_nonnull (result);
  g_assert_true (umpire_result_get_info (result) == info);
  g_assert_cmpstr (umpire_result_get_procedure (result), ==, info->id);
  g_assert_true (info->system == &umpire_1916_system);
  inputs = umpire_result_dup_input_names (result);
  values = umpire_result_dup_value_names (result);
  for (guint i = 0; inputs[i] != NULL; i++)
    if (umpire_procedure_info_find_input (info, inputs[i]) == NULL)
      g_error ("%s records input “%s” its descriptor does not name", info->id, inputs[i]);
  names = g_hash_table_lookup (seen, info);
  if (names == NULL)
    {
      names = g_hash_table_new (g_str_hash, g_str_equal);
      g_hash_table_insert (seen, (gpointer) info, names);
    }
  for (guint i = 0; values[i] != NULL; i++)
    {
      const UmpireField *field = umpire_procedure_info_find_value (info, values[i]);

      if (field == NULL)
        g_error ("%s sets value “%s” its descriptor does not name", info->id, values[i]);
      g_hash_table_add (names, (gpointer) field->name);
    }
  g_clear_object (&result);
}

static void
test_descriptors (void)
{
  static const UmpireProcedureInfo *infos[] = {
    &umpire_optional_natural_antagonists_info, &umpire_optional_veteran_officer_info,
    &umpire_optional_lost_platoon_info, &umpire_optional_battery_encounter_info,
    &umpire_optional_scouts_info, &umpire_optional_entanglement_info,
    &umpire_optional_trench_stop_info, &umpire_optional_fire_storm_info,
    &umpire_optional_mortar_fire_info, &umpire_optional_lone_assault_info,
    &umpire_optional_bomber_parties_info, &umpire_optional_veteran_barrage_info,
    &umpire_play_lull_info, &umpire_play_lull_features_info, &umpire_play_reinforcements_info,
  };
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                                      (GDestroyNotify) g_hash_table_unref);
  UmpireScoutsInput scouts = { "outstanding", 300, TRUE };
  UmpireScoutsInput no_roll = { "average", 200, FALSE };
  UmpireEntanglementInput wire = { "light-riders", 10, TRUE, 2 };
  UmpireLoneAssaultInput hero = { "remnant", TRUE, TRUE, TRUE, TRUE, 1, 150, TRUE, TRUE };
  UmpireLullInput rolled = { 5, 3, NULL };
  UmpireLullInput declared = { 3, 1, "long" };
  UmpireReinforcementsInput depleted = { "attacker", TRUE };
  const int storm[UMPIRE_FIRE_STORM_TYPES] = { 2, 1, 0, 1 };

  {
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("6,6");

    assert_described (umpire_optional_veteran_officers (rules, 1, dice, NULL),
                      &umpire_optional_veteran_officer_info, seen);
  }
  {
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("3");

    assert_described (umpire_optional_lost_platoon (rules, dice, NULL),
                      &umpire_optional_lost_platoon_info, seen);
  }
  {
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4");

    assert_described (umpire_optional_battery_encounter (rules, 2, dice, NULL),
                      &umpire_optional_battery_encounter_info, seen);
  }
  {
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4");

    assert_described (umpire_optional_scouts (rules, &scouts, dice, NULL),
                      &umpire_optional_scouts_info, seen);
  }
  {
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("");

    assert_described (umpire_optional_scouts (rules, &no_roll, dice, NULL),
                      &umpire_optional_scouts_info, seen);
  }
  {
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("5");

    assert_described (umpire_optional_entanglement (rules, &wire, dice, NULL),
                      &umpire_optional_entanglement_info, seen);
  }
  {
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("5");

    assert_described (umpire_optional_trench_stop (rules, dice, NULL),
                      &umpire_optional_trench_stop_info, seen);
  }
  {
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("6");

    assert_described (umpire_optional_lone_assault (rules, &hero, dice, NULL),
                      &umpire_optional_lone_assault_info, seen);
  }
  {
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("2");

    assert_described (umpire_optional_veteran_barrage (rules, dice, NULL),
                      &umpire_optional_veteran_barrage_info, seen);
  }
  {
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("6");

    assert_described (umpire_play_lull (rules, &rolled, dice, NULL), &umpire_play_lull_info, seen);
  }
  {
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("");

    assert_described (umpire_play_lull (rules, &declared, dice, NULL),
                      &umpire_play_lull_info, seen);
  }
  {
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("5");

    assert_described (umpire_play_reinforcements (rules, &depleted, dice, NULL),
                      &umpire_play_reinforcements_info, seen);
  }
  assert_described (umpire_optional_natural_antagonists (rules, "russia", "turkey", NULL),
                    &umpire_optional_natural_antagonists_info, seen);
  assert_described (umpire_optional_fire_storm (rules, storm, NULL), &umpire_optional_fire_storm_info, seen);
  assert_described (umpire_optional_mortar_fire (rules, "light", "personnel", 5, NULL),
                    &umpire_optional_mortar_fire_info, seen);
  assert_described (umpire_optional_bomber_parties (rules, "germany", "france", 1916, NULL),
                    &umpire_optional_bomber_parties_info, seen);
  assert_described (umpire_play_lull_features (rules, "short", NULL), &umpire_play_lull_features_info, seen);

  /* And every value a descriptor names was set by one of the runs. */
  for (guint i = 0; i < G_N_ELEMENTS (infos); i++)
    {
      GHashTable *names = g_hash_table_lookup (seen, infos[i]);

      if (names == NULL)
        g_error ("%s was not run", infos[i]->id);
      for (const UmpireField *field = infos[i]->values; field->name != NULL; field++)
        if (!g_hash_table_contains (names, field->name))
          g_error ("%s names value “%s” no run set", infos[i]->id, field->name);
    }
}

/* The lull and its features read as words; a feature keeps its row's label. */
static void
test_descriptor_words (void)
{
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("1");
  UmpireLullInput input = { 5, 3, NULL };
  g_autoptr(UmpireResult) lull = umpire_play_lull (rules, &input, dice, NULL);
  g_autoptr(UmpireResult) features = umpire_play_lull_features (rules, "long", NULL);
  g_autoptr(UmpireResult) mortar = umpire_optional_mortar_fire (rules, "medium", "tank", 5, NULL);
  g_autofree char *lull_text = umpire_result_to_text (lull, NULL);
  g_autofree char *features_text = umpire_result_to_text (features, NULL);

  g_assert_cmpstr (VALUE (lull, "lull"), ==, "none");
  g_assert_nonnull (strstr (lull_text, "Lull: No lull\n"));
  g_assert_nonnull (strstr (features_text, "Lull in force: Long lull\n"));
  g_assert_cmpstr (umpire_result_get_value_label (features, "mg-jam"), ==, "Repair : MG Jam");
  g_assert_cmpstr (umpire_result_get_value_label (mortar, "effect"), ==, "Effect");
  g_assert_cmpstr (umpire_result_get_value_label (lull, "die"), ==, "Die roll");
}

/* Each procedure finds the optional rule it serves by rule reference, in
 * 1916.optional-rules (002_f016aff109a07b2a.txt numbers them): veteran
 * officers 102 and its barrage roll 601 share an entry but not a rule; 206
 * (command rolls) has no procedure; 202 is read by the reinforcements. */
static void
test_rule_of_procedure (void)
{
  static const struct { const UmpireProcedureInfo *info; const char *rule; } cases[] = {
    { &umpire_optional_natural_antagonists_info, "101" },
    { &umpire_optional_veteran_officer_info, "102" },
    { &umpire_optional_lost_platoon_info, "103" },
    { &umpire_optional_battery_encounter_info, "203" },
    { &umpire_optional_scouts_info, "205" },
    { &umpire_optional_entanglement_info, "207" },
    { &umpire_optional_trench_stop_info, "208" },
    { &umpire_optional_fire_storm_info, "301" },
    { &umpire_optional_mortar_fire_info, "304" },
    { &umpire_optional_lone_assault_info, "501" },
    { &umpire_optional_bomber_parties_info, "502" },
    { &umpire_optional_veteran_barrage_info, "601" },
  };
  g_autofree char *depleted = umpire_optional_dup_depleted_reinforcements_rule (rules);
  g_autofree char *barrage = umpire_optional_dup_scenario_rule_of (&umpire_optional_veteran_barrage_info, rules);
  guint n = 0;

  for (guint i = 0; umpire_optional_procedures[i] != NULL; i++)
    n++;
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (cases));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const UmpireRow *row = umpire_optional_find_rule_of (cases[i].info, rules);

      g_assert_nonnull (row);
      g_assert_cmpstr (row->id, ==, cases[i].rule);
    }
  g_assert_cmpstr (depleted, ==, "1916:202");
  g_assert_cmpstr (barrage, ==, "1916:601");
  /* Rules without the list name none. */
  {
    g_autoptr(UmpireRules) empty = umpire_rules_new ();

    g_assert_null (umpire_optional_find_rule_of (&umpire_optional_scouts_info, empty));
    g_assert_null (umpire_optional_dup_depleted_reinforcements_rule (empty));
  }
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

  g_test_add_func ("/umpire/1916/optional/natural-antagonists", test_natural_antagonists);
  g_test_add_func ("/umpire/1916/optional/veteran-officers", test_veteran_officers);
  g_test_add_func ("/umpire/1916/optional/lost-platoon", test_lost_platoon);
  g_test_add_func ("/umpire/1916/optional/battery-encounter", test_battery_encounter);
  g_test_add_func ("/umpire/1916/optional/scouts", test_scouts);
  g_test_add_func ("/umpire/1916/optional/scouts-errors", test_scouts_errors);
  g_test_add_func ("/umpire/1916/optional/entanglements", test_entanglements);
  g_test_add_func ("/umpire/1916/optional/trench-stop", test_trench_stop);
  g_test_add_func ("/umpire/1916/optional/fire-storm", test_fire_storm);
  g_test_add_func ("/umpire/1916/optional/mortar-fire", test_mortar_fire);
  g_test_add_func ("/umpire/1916/optional/lone-assault", test_lone_assault);
  g_test_add_func ("/umpire/1916/optional/lone-assault-errors", test_lone_assault_errors);
  g_test_add_func ("/umpire/1916/optional/bomber-parties", test_bomber_parties);
  g_test_add_func ("/umpire/1916/optional/veteran-barrage", test_veteran_barrage);
  g_test_add_func ("/umpire/1916/optional/descriptors", test_descriptors);
  g_test_add_func ("/umpire/1916/optional/descriptor-words", test_descriptor_words);
  g_test_add_func ("/umpire/1916/optional/rule-of-procedure", test_rule_of_procedure);

  status = g_test_run ();
  g_clear_object (&rules);
  return status;
}
