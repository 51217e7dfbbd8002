/* test-setup.c: the 1916 setup steps, against values worked out by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every expected value is worked out from the sources
 * (/work/shared/rules-sources/004_fa4e7880f134310e.txt, Basic Game Setup),
 * with the arithmetic in the comment; dice are typed in (physical), so each
 * case is exact.
 */
#include <glib.h>
#include <string.h>

#include "umpire-setup.h"
#include "umpire-test-core.h"

static UmpireRules *rules;

/* ---- step 2 ------------------------------------------------------------- */

typedef struct
{
  const char *category, *nation;
  int year;
  const char *role, *battle;
  int units;
  gboolean low_intensity, override;
  double modifier;
  const char *dice;
  const char *modified, *rate, *count, *available, *column;
  const char *reading;
} SupportCase;

#define EARLIER UMPIRE_SUPPORT_READING_EARLIER

static const SupportCase support_cases[] = {
  /* The source's example: .40 x 35 = 14 (local attack, attacker, die 4 = .40). */
  { "barrage", "france", 1916, "attacker", "local", 35, FALSE, FALSE, 0, "4", "4", "0.40", "14", "yes", "local-attacker" },
  /* Russian 1915 -3: 6 - 3 = 3; big push defender row 3 = .30; .30 x 35 = 10.5 -> 11 */
  { "barrage", "russia", 1915, "defender", "big-push", 35, FALSE, FALSE, 0, "6", "3", "0.30", "11", "yes", "big-push-defender", EARLIER },
  /* Read as printed, Big Push barrages start 1916: in 1915 none, no roll */
  { "barrage", "russia", 1915, "defender", "big-push", 35, FALSE, FALSE, 0, "", NULL, "0.00", "0", "no", NULL },
  /* The duplicate "Russian 1915 = -1" read as 1916: 2 - 1 = 1; on-call .05 x 35 = 1.75 -> 2 */
  { "on-call", "russia", 1916, "attacker", "local", 35, FALSE, FALSE, 0, "2", "1", "0.05", "2", "yes", "on-call" },
  /* ... and the umpire overrides it to -3: 4 - 3 = 1; local defender .10 x 35 = 3.5 -> 4 */
  { "barrage", "russia", 1916, "defender", "local", 35, FALSE, TRUE, -3, "4", "1", "0.10", "4", "yes", "local-defender" },
  /* Germans 1918 +2: 6 + 2 = 8 ("8 or more"); .70 x 20 = 14 */
  { "barrage", "germany", 1918, "attacker", "local", 20, FALSE, FALSE, 0, "6", "8", "0.70", "14", "yes", "local-attacker" },
  /* Russian 1915: 1 - 3 = -2, clamped to "1 or less"; .20 x 10 = 2 */
  { "barrage", "russia", 1915, "attacker", "local", 10, FALSE, FALSE, 0, "1", "-2", "0.20", "2", "yes", "local-attacker" },
  /* Germans 1918, on-call: 5 + 2 = 7; .45 x 40 = 18 */
  { "on-call", "germany", 1918, "defender", "big-push", 40, FALSE, FALSE, 0, "5", "7", "0.45", "18", "yes", "on-call" },
  /* Italian "after 1917" does not touch 1917: die 4 = .55 big push attacker; .55 x 30 = 16.5 -> 17 */
  { "barrage", "italy", 1917, "attacker", "big-push", 30, FALSE, FALSE, 0, "4", "4", "0.55", "17", "yes", "big-push-attacker" },
  /* ... but 1918: 4 - 3 = 1: .30 x 30 = 9 */
  { "barrage", "italy", 1918, "attacker", "big-push", 30, FALSE, FALSE, 0, "4", "1", "0.30", "9", "yes", "big-push-attacker" },
  /* Earlier reading: airstrikes start 1916: in 1915 none, no roll */
  { "airstrikes", "britain", 1915, "attacker", "local", 35, FALSE, FALSE, 0, "", NULL, "0", "0", "no", NULL, EARLIER },
  /* ... 1916, defender, die 5: 2 airstrikes */
  { "airstrikes", "britain", 1916, "defender", "local", 35, FALSE, FALSE, 0, "5", "5", "2", "2", "yes", "airstrikes", EARLIER },
  /* Read as printed, airstrikes for the attacker from 1915: die 4 = 1 airstrike */
  { "airstrikes", "britain", 1915, "attacker", "local", 35, FALSE, FALSE, 0, "4", "4", "1", "1", "yes", "airstrikes" },
  /* ... none in 1914 */
  { "airstrikes", "britain", 1914, "attacker", "local", 35, FALSE, FALSE, 0, "", NULL, "0", "0", "no", NULL },
  /* ... and the defender does not roll */
  { "airstrikes", "britain", 1916, "defender", "local", 35, FALSE, FALSE, 0, "", NULL, "0", "0", "no", NULL },
  /* Germans 1918 +2 does not apply to airstrikes: die 3 = "-" = none */
  { "airstrikes", "germany", 1918, "attacker", "local", 35, FALSE, FALSE, 0, "3", "3", "0", "0", "no", "airstrikes" },
  /* Gas: 1914 none */
  { "gas", "germany", 1914, "attacker", "local", 35, FALSE, FALSE, 0, "", NULL, "no", NULL, "no", NULL },
  /* Earlier reading, gas: the defender does not roll */
  { "gas", "germany", 1916, "defender", "local", 35, FALSE, FALSE, 0, "", NULL, "no", NULL, "no", NULL, EARLIER },
  /* Read as printed, both sides roll for gas: a German defender, die 5, German column yes */
  { "gas", "germany", 1916, "defender", "local", 35, FALSE, FALSE, 0, "5", "5", "yes", NULL, "yes", "gas-german" },
  /* ... a British defender, die 5, Other column no */
  { "gas", "britain", 1917, "defender", "local", 35, FALSE, FALSE, 0, "5", "5", "no", NULL, "no", "gas-other" },
  /* German attacker 1915, die 5: German column yes */
  { "gas", "germany", 1915, "attacker", "local", 35, FALSE, FALSE, 0, "5", "5", "yes", NULL, "yes", "gas-german" },
  /* French attacker, die 5: Other column no; die 6: yes */
  { "gas", "france", 1916, "attacker", "local", 35, FALSE, FALSE, 0, "5", "5", "no", NULL, "no", "gas-other" },
  { "gas", "france", 1916, "attacker", "local", 35, FALSE, FALSE, 0, "6", "6", "yes", NULL, "yes", "gas-other" },
  /* Russian 1915 -3 does not touch gas: die 6 Other = yes */
  { "gas", "russia", 1915, "attacker", "local", 35, FALSE, FALSE, 0, "6", "6", "yes", NULL, "yes", "gas-other" },
  /* Low intensity theatre: barrages off, on-call rolls (die 6 = .40 x 12 = 4.8 -> 5) */
  { "barrage", "britain", 1917, "attacker", "local", 12, TRUE, FALSE, 0, "", NULL, "0.00", "0", "no", NULL },
  { "on-call", "britain", 1917, "attacker", "local", 12, TRUE, FALSE, 0, "6", "6", "0.40", "5", "yes", "on-call" },
};

static void
test_support (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (support_cases); i++)
    {
      const SupportCase *c = &support_cases[i];
      UmpireSupportInput input = { c->category, c->nation, c->year, c->role, c->battle, c->units,
                                   c->low_intensity, c->override, c->modifier, c->reading };
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (c->dice);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_setup_support (rules, &input, dice, &error);

      g_test_message ("support case %u", i);
      g_assert_no_error (error);
      g_assert_nonnull (result);
      umpire_test_assert_result (result, "modified-roll", c->modified);
      umpire_test_assert_result (result, "rate", c->rate);
      umpire_test_assert_result (result, "count", c->count);
      umpire_test_assert_result (result, "available", c->available);
      umpire_test_assert_result (result, "column", c->column);
      /* every typed die was used, and no more */
      g_assert_cmpuint (umpire_dice_pending (dice), ==, 0);
    }
}

static void
test_support_trail (void)
{
  UmpireSupportInput input = { "barrage", "russia", 1916, "attacker", "local", 35 };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4");
  g_autoptr(UmpireResult) result = umpire_setup_support (rules, &input, dice, NULL);
  const GPtrArray *steps = umpire_result_get_steps (result);
  gboolean reading = FALSE, header = FALSE, round = FALSE;

  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);

      /* the Russian duplicate shows its reading */
      if (step->kind == UMPIRE_STEP_MODIFIER && step->reading && g_strstr_len (step->reading, -1, "Russian 1916"))
        reading = TRUE;
      /* the damaged header reading of the column */
      if (step->kind == UMPIRE_STEP_RULE && step->reading && g_strstr_len (step->reading, -1, "header"))
        header = TRUE;
      if (step->kind == UMPIRE_STEP_ROUND)
        round = TRUE;
    }
  /* 4 - 1 = 3: .30 x 35 = 10.5 -> 11 */
  umpire_test_assert_result (result, "count", "11");
  g_assert_true (reading);
  g_assert_true (header);
  g_assert_true (round);
  g_assert_cmpfloat (umpire_setup_support_modifier (rules, "russia", 1916), ==, -1);
  g_assert_cmpfloat (umpire_setup_support_modifier (rules, "russia", 1915), ==, -3);
  g_assert_cmpfloat (umpire_setup_support_modifier (rules, "germany", 1916), ==, 0);
}

/* The trail's text, one step a line, for looking words up in it. */
static char *
trail_text (UmpireResult *result)
{
  const GPtrArray *steps = umpire_result_get_steps (result);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < steps->len; i++)
    g_string_append_printf (text, "%s\n", ((const UmpireStep *) g_ptr_array_index (steps, i))->text);
  return g_string_free (text, FALSE);
}

/* The chart header reading is an input, shown in the trail and citing the
 * list item that states it; an unknown reading is refused. */
static void
test_support_reading (void)
{
  {
    UmpireSupportInput input = { "gas", "france", 1916, "defender", "local", 35 };
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("6");
    g_autoptr(UmpireResult) result = umpire_setup_support (rules, &input, dice, NULL);
    g_autofree char *text = trail_text (result);
    const GPtrArray *steps = umpire_result_get_steps (result);
    gboolean cited = FALSE;

    g_assert_cmpstr (umpire_result_get_input (result, "support-reading"), ==, UMPIRE_SUPPORT_READING_EACH_HEADING);
    g_assert_nonnull (strstr (text, "each heading followed by its own qualifier"));
    g_assert_nonnull (strstr (text, "A non-German side uses the Other gas column"));
    for (guint i = 0; i < steps->len; i++)
      {
        const UmpireStep *step = g_ptr_array_index (steps, i);

        if (step->kind == UMPIRE_STEP_RULE && step->reading
            && strstr (step->reading, "its own qualifier"))
          cited = TRUE;
      }
    g_assert_true (cited);
    umpire_test_assert_result (result, "available", "yes");
  }
  {
    UmpireSupportInput input = { "gas", "france", 1916, "defender", "local", 35, .reading = EARLIER };
    g_autoptr(UmpireDice) dice = umpire_test_dice_with (NULL);
    g_autoptr(UmpireResult) result = umpire_setup_support (rules, &input, dice, NULL);
    g_autofree char *text = trail_text (result);

    g_assert_cmpstr (umpire_result_get_input (result, "support-reading"), ==, EARLIER);
    g_assert_nonnull (strstr (text, "earlier reading"));
    g_assert_nonnull (strstr (text, "Only the attacker rolls for gas"));
    umpire_test_assert_result (result, "available", "no");
  }
  {
    UmpireSupportInput input = { "gas", "france", 1916, "defender", "local", 35, .reading = "sideways" };
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("6");
    g_autoptr(GError) error = NULL;
    g_autoptr(UmpireResult) result = umpire_setup_support (rules, &input, dice, &error);
    g_autofree char *field = NULL;

    g_assert_null (result);
    g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_UNKNOWN);
    field = umpire_input_error_field (error);
    g_assert_cmpstr (field, ==, "support-reading");
  }
}

/* The trail names nations, battles, categories, columns and terrain by their
 * labels; the inputs and values keep the ids. */
static void
test_trail_labels (void)
{
  {
    UmpireSupportInput input = { "barrage", "france", 1917, "attacker", "big-push", 42 };
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4");
    g_autoptr(UmpireResult) result = umpire_setup_support (rules, &input, dice, NULL);
    g_autofree char *text = trail_text (result);

    g_assert_nonnull (strstr (text, "Barrages for the attacker (French), 1917, big push battle"));
    g_assert_nonnull (strstr (text, "Barrage column: big push battle, attacker"));
    g_assert_nonnull (strstr (text, "No nation and year modifier for French in 1917"));
    g_assert_null (strstr (text, "(france)"));
    g_assert_null (strstr (text, "big-push"));
    g_assert_null (strstr (text, "for france"));
    g_assert_cmpstr (umpire_result_get_input (result, "nation"), ==, "france");
    g_assert_cmpstr (umpire_result_get_input (result, "battle"), ==, "big-push");
    umpire_test_assert_result (result, "category", "barrage");
    umpire_test_assert_result (result, "column", "big-push-attacker");
  }
  {
    UmpireSupportInput input = { "on-call", "usa", 1918, "defender", "local", 20 };
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("3");
    g_autoptr(UmpireResult) result = umpire_setup_support (rules, &input, dice, NULL);
    g_autofree char *text = trail_text (result);

    g_assert_nonnull (strstr (text, "On-call artillery for the defender (American), 1918, local battle"));
    g_assert_nonnull (strstr (text, "On-call artillery: 1d6 = 3"));
    g_assert_null (strstr (text, "(usa)"));
    g_assert_null (strstr (text, "on-call for"));
  }
  {
    UmpireHeavyWeaponsInput input = { "f", 24, "field-gun" };
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4");
    g_autoptr(UmpireResult) result = umpire_setup_heavy_weapons (rules, &input, dice, NULL);
    g_autofree char *text = trail_text (result);

    g_assert_nonnull (strstr (text, "Field Gun: column F, 24 friendly sub-units"));
    g_assert_null (strstr (text, "column f,"));
    g_assert_null (strstr (text, "field-gun"));
    umpire_test_assert_result (result, "column", "f");
    g_assert_cmpstr (umpire_result_get_input (result, "weapon"), ==, "field-gun");
  }
  {
    UmpireProximityInput input = { "wide-open", "large" };
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("2");
    g_autoptr(UmpireResult) result = umpire_setup_proximity (rules, &input, dice, NULL);
    g_autofree char *text = trail_text (result);

    g_assert_nonnull (strstr (text, "Wide Open Terrain, Large scale"));
    g_assert_null (strstr (text, "wide-open"));
    g_assert_cmpstr (umpire_result_get_input (result, "terrain"), ==, "wide-open");
  }
  {
    /* The Americans use the French troop list: both named, neither by id. */
    UmpireDefensiveWorksInput input = { "usa", 1917, 20, { 4, 0, 0, 0 } };
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("5");
    g_autoptr(UmpireResult) result = umpire_setup_defensive_works (rules, &input, dice, NULL);
    g_autofree char *text = trail_text (result);

    g_assert_nonnull (strstr (text, "Defensive works for American in 1917"));
    g_assert_nonnull (strstr (text, "Troop Lists, French list"));
    g_assert_nonnull (strstr (text, "wire: American does not roll for it"));
    g_assert_null (strstr (text, "usa"));
    g_assert_null (strstr (text, "france"));
  }
}

typedef struct
{
  UmpireSupportInput input;
  const char *field;
} SupportError;

static void
test_support_errors (void)
{
  static const SupportError cases[] = {
    { { "barrage", "narnia", 1916, "attacker", "local", 35 }, "nation" },
    { { "barrage", "", 1916, "attacker", "local", 35 }, "nation" },
    { { "barrage", "france", 1913, "attacker", "local", 35 }, "year" },
    { { "barrage", "france", 1919, "attacker", "local", 35 }, "year" },
    { { "barrage", "france", 1916, "neutral", "local", 35 }, "role" },
    { { "barrage", "france", 1916, "attacker", "skirmish", 35 }, "battle" },
    { { "barrage", "france", 1916, "attacker", "local", 0 }, "units" },
    { { "barrage", "france", 1916, "attacker", "local", -3 }, "units" },
    { { "mortars", "france", 1916, "attacker", "local", 35 }, "category" },
    /* no die typed in */
    { { "barrage", "france", 1916, "attacker", "local", 35 }, "die" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_setup_support (rules, &cases[i].input, dice, &error);
      g_autofree char *field = NULL;

      g_assert_null (result);
      g_assert_error (error, UMPIRE_INPUT_ERROR, error->code);
      field = umpire_input_error_field (error);
      g_assert_cmpstr (field, ==, cases[i].field);
    }
}

/* ---- step 3 ------------------------------------------------------------- */

static void
test_heavy_weapons (void)
{
  static const struct { const char *column; int units; const char *die, *rate, *bases; } cases[] = {
    /* The source's example: 1914 field guns on C, .55 x 15 = 8.25 -> 8 */
    { "C", 15, "6", "0.55", "8" },
    /* F, die 4: .05 x 30 = 1.5 -> 2 */
    { "f", 30, "4", "0.05", "2" },
    /* F, die 3: .00 x 30 = 0 */
    { "F", 30, "3", "0.00", "0" },
    /* A, die 1: .70 x 10 = 7 */
    { "A", 10, "1", "0.70", "7" },
    /* D, die 5: .30 x 25 = 7.5 -> 8 */
    { "D", 25, "5", "0.30", "8" },
    /* B, die 2: .50 x 9 = 4.5 -> 5 */
    { "B", 9, "2", "0.50", "5" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireHeavyWeaponsInput input = { cases[i].column, cases[i].units, NULL };
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (cases[i].die);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_setup_heavy_weapons (rules, &input, dice, &error);

      g_assert_no_error (error);
      umpire_test_assert_result (result, "rate", cases[i].rate);
      umpire_test_assert_result (result, "bases", cases[i].bases);
    }
}

/* The weapon is recorded by its id, given as its id or as its label, and
 * named by its label in the trail; the umpire's own column is "other". */
static void
test_heavy_weapon_ids (void)
{
  static const struct { const char *given, *recorded, *trail; } cases[] = {
    { "light-trench-mortar", "light-trench-mortar", "Light Trench Mortar: column C, 15 friendly sub-units" },
    { "Light Trench Mortar", "light-trench-mortar", "Light Trench Mortar: column C, 15 friendly sub-units" },
    { "other", "other", "Other weapons (the umpire's choice): column C, 15 friendly sub-units" },
    { NULL, NULL, "Heavy weapons: column C, 15 friendly sub-units" },
  };
  const UmpireField *weapon = umpire_procedure_info_find_input (&umpire_setup_heavy_weapons_info, "weapon");
  g_auto(GStrv) choices = umpire_field_dup_choices (weapon, rules);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireHeavyWeaponsInput input = { "c", 15, cases[i].given };
      g_autoptr(UmpireDice) dice = umpire_test_dice_with ("6");
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_setup_heavy_weapons (rules, &input, dice, &error);
      const UmpireStep *first;

      g_assert_no_error (error);
      g_assert_cmpstr (umpire_result_get_input (result, "weapon"), ==, cases[i].recorded);
      first = g_ptr_array_index (umpire_result_get_steps (result), 0);
      g_assert_cmpstr (first->text, ==, cases[i].trail);
    }
  /* Every weapon the field takes: the umpire's own, then each recommendation's. */
  g_assert_cmpstr (choices[0], ==, "other");
  g_assert_true (g_strv_contains ((const char * const *) choices, "field-gun"));
  g_assert_true (g_strv_contains ((const char * const *) choices, "american-lmg"));
  g_assert_cmpuint (g_strv_length (choices), ==,
                    1 + umpire_rules_get_table (rules, "1916.heavy-weapons-recommendations")->columns->len);
}

static void
test_heavy_weapons_errors (void)
{
  static const struct { const char *column; int units; const char *weapon; const char *field; } cases[] = {
    { "E", 15, NULL, "column" },   /* the printed chart has no column E */
    { "", 15, NULL, "column" },
    { "C", 0, NULL, "units" },
    { "C", -3, NULL, "units" },
    { "C", 15, "trebuchet", "weapon" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireHeavyWeaponsInput input = { cases[i].column, cases[i].units, cases[i].weapon };
      g_autoptr(UmpireDice) dice = umpire_test_dice_with ("6");
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_setup_heavy_weapons (rules, &input, dice, &error);
      g_autofree char *field = NULL;

      g_assert_null (result);
      field = umpire_input_error_field (error);
      g_assert_cmpstr (field, ==, cases[i].field);
    }
}

static void
test_heavy_weapon_recommendations (void)
{
  /* "1916: Field Gun F | Light Trench Mortar C | German HMG = F" etc. */
  static const struct { int year; const char *nation; const char *expected; } cases[] = {
    { 1914, "france", "field-gun=c" },
    { 1915, "britain", "field-gun=d light-trench-mortar=d french-commonwealth-lmg=d" },
    { 1915, "germany", "field-gun=d light-trench-mortar=d" },
    { 1916, "germany", "field-gun=f light-trench-mortar=c german-hmg=f" },
    { 1916, "france", "field-gun=f light-trench-mortar=c" },
    { 1917, "russia", "field-gun=f medium-trench-mortar=f" },
    { 1918, "usa", "field-gun=d medium-trench-mortar=f american-lmg=c" },
    { 1918, "germany", "field-gun=d medium-trench-mortar=f german-hmg=f" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) recs = umpire_setup_heavy_weapon_recommendations (rules, cases[i].year,
                                                                             cases[i].nation, &error);
      g_autoptr(GString) got = g_string_new (NULL);

      g_assert_no_error (error);
      for (guint r = 0; r < recs->len; r++)
        {
          const UmpireHeavyWeaponRecommendation *rec = g_ptr_array_index (recs, r);
          g_string_append_printf (got, "%s%s=%s", r ? " " : "", rec->weapon, rec->column);
        }
      g_assert_cmpstr (got->str, ==, cases[i].expected);
    }
}

/* ---- step 4 ------------------------------------------------------------- */

static void
test_defensive_works (void)
{
  /* "a French player fighting a battle in 1915 would roll to acquire trenches,
   * wire and pillboxes, but not bunkers": the umpire enters 4, 5, 6 and 0.
   * 35 sub-units / 20 = 1.75 -> 2 rolls per category. */
  UmpireDefensiveWorksInput input = { "france", 1915, 35, { 4, 5, 6, 0 } };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4,3,5,5,1,6");
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = umpire_setup_defensive_works (rules, &input, dice, &error);

  g_assert_no_error (error);
  umpire_test_assert_result (result, "rolls", "2");
  umpire_test_assert_result (result, "trenches", "1");       /* 4 yes, 3 no */
  umpire_test_assert_result (result, "trenches-dice", "4,3");
  umpire_test_assert_result (result, "wire", "2");           /* 5, 5 */
  umpire_test_assert_result (result, "pillboxes", "1");      /* 1 no, 6 yes */
  umpire_test_assert_result (result, "bunkers", "0");        /* not rolled */
  umpire_test_assert_result (result, "bunkers-dice", NULL);
  g_assert_cmpuint (umpire_dice_pending (dice), ==, 0);
}

static void
test_defensive_works_rolls (void)
{
  /* 8 / 20 = 0.4 -> 0, at least 1; 50 / 20 = 2.5 -> 3; 29 / 20 = 1.45 -> 1 */
  static const struct { int units; const char *dice, *rolls; } cases[] = {
    { 8, "6", "1" }, { 50, "6,6,6", "3" }, { 29, "6", "1" }, { 30, "6,6", "2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireDefensiveWorksInput input = { "germany", 1916, cases[i].units, { 2, 0, 0, 0 } };
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (cases[i].dice);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_setup_defensive_works (rules, &input, dice, &error);

      g_assert_no_error (error);
      umpire_test_assert_result (result, "rolls", cases[i].rolls);
      g_assert_cmpuint (umpire_dice_pending (dice), ==, 0);
    }
}

static void
test_defensive_works_errors (void)
{
  UmpireDefensiveWorksInput bad_needed = { "france", 1915, 35, { 7, 0, 0, 0 } };
  UmpireDefensiveWorksInput bad_units = { "france", 1915, 0, { 4, 0, 0, 0 } };
  UmpireDefensiveWorksInput bad_nation = { "atlantis", 1915, 35, { 4, 0, 0, 0 } };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("6,6,6");
  g_autoptr(GError) e1 = NULL, e2 = NULL, e3 = NULL;
  g_autofree char *f1 = NULL, *f2 = NULL, *f3 = NULL;

  g_assert_null (umpire_setup_defensive_works (rules, &bad_needed, dice, &e1));
  g_assert_null (umpire_setup_defensive_works (rules, &bad_units, dice, &e2));
  g_assert_null (umpire_setup_defensive_works (rules, &bad_nation, dice, &e3));
  f1 = umpire_input_error_field (e1);
  f2 = umpire_input_error_field (e2);
  f3 = umpire_input_error_field (e3);
  g_assert_cmpstr (f1, ==, "trenches");
  g_assert_cmpstr (f2, ==, "units");
  g_assert_cmpstr (f3, ==, "nation");
}

static void
test_defensive_works_pack (void)
{
  /* A rule pack supplying the Troop Lists: the French list in 1915. */
  static const char pack[] =
    "<?xml version=\"1.0\"?>\n"
    "<rules xmlns=\"https://gitlab.gnome.org/umpire/rules/1\" system=\"1916\" version=\"1\">\n"
    "<title>Troop lists</title>\n"
    "<table id=\"1916.defensive-works-values\" source=\"pack\" rule=\"Troop Lists\" type=\"text\">\n"
    "<title>Defense die rolls</title><rows label=\"Nation\"/>\n"
    "<columns><column id=\"trenches\" label=\"Trenches\"/><column id=\"wire\" label=\"Wire\"/>"
    "<column id=\"pillboxes\" label=\"Pillboxes\"/><column id=\"bunkers\" label=\"Bunkers\"/></columns>\n"
    "<row id=\"france-1915\" label=\"French 1915\"><cell>3</cell><cell>4</cell><cell>6</cell><cell>-</cell></row>\n"
    "</table></rules>\n";
  g_autoptr(UmpireRules) packed = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  /* usa uses the French list; the umpire's values are ignored */
  UmpireDefensiveWorksInput input = { "usa", 1915, 20, { 1, 1, 1, 1 } };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("3,3,6");
  g_autoptr(UmpireResult) result = NULL;

  g_assert_true (umpire_rules_load_builtin (packed, &error));
  g_assert_true (umpire_rules_load_data (packed, pack, sizeof pack - 1, "pack.xml", &error));
  g_assert_no_error (error);
  result = umpire_setup_defensive_works (packed, &input, dice, &error);
  g_assert_no_error (error);
  /* 20 / 20 = 1 roll each: trenches 3 >= 3 yes, wire 3 < 4 no, pillboxes 6 yes, bunkers "-" */
  umpire_test_assert_result (result, "trenches", "1");
  umpire_test_assert_result (result, "wire", "0");
  umpire_test_assert_result (result, "pillboxes", "1");
  umpire_test_assert_result (result, "bunkers", "0");
}

/* ---- step 5 ------------------------------------------------------------- */

static void
test_proximity (void)
{
  static const struct { const char *terrain, *scale, *die, *yards, *inches, *start; } cases[] = {
    /* open, die 3: 250 yds; large 1" = 20 yds: 12.5" */
    { "open", "large", "3", "250", "12.5", "3" },
    /* wide open, die 6: 600 yds; small 40: 15" */
    { "wide-open", "small", "6", "600", "15", "6" },
    /* constricted, die 1: 80 yds; medium 30: 2.67" */
    { "constricted", "medium", "1", "80", "2.67", "1" },
    /* constricted, die 4: 250 yds; large: 12.5" */
    { "constricted", "large", "4", "250", "12.5", "4" },
    /* open, die 5: 400 yds; medium: 13.33" */
    { "open", "medium", "5", "400", "13.33", "5" },
    /* wide open, die 2: 200 yds; large: 10" */
    { "wide-open", "large", "2", "200", "10", "2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireProximityInput input = { cases[i].terrain, cases[i].scale };
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (cases[i].die);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_setup_proximity (rules, &input, dice, &error);

      g_assert_no_error (error);
      umpire_test_assert_result (result, "yards", cases[i].yards);
      umpire_test_assert_result (result, "inches", cases[i].inches);
      umpire_test_assert_result (result, "lull-start-turn", cases[i].start);
    }
}

static void
test_proximity_errors (void)
{
  UmpireProximityInput bad_terrain = { "swamp", "large" };
  UmpireProximityInput bad_scale = { "open", "huge" };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("3");
  g_autoptr(GError) e1 = NULL, e2 = NULL;
  g_autofree char *f1 = NULL, *f2 = NULL;

  g_assert_null (umpire_setup_proximity (rules, &bad_terrain, dice, &e1));
  g_assert_null (umpire_setup_proximity (rules, &bad_scale, dice, &e2));
  f1 = umpire_input_error_field (e1);
  f2 = umpire_input_error_field (e2);
  g_assert_cmpstr (f1, ==, "terrain");
  g_assert_cmpstr (f2, ==, "scale");
}

/* ---- step 8 ------------------------------------------------------------- */

static void
test_counterbattery (void)
{
  static const struct { const char *dice; gboolean gas; const char *destroyed; } cases[] = {
    /* 5 and 6 destroy: 5,2,6,4 -> 2 */
    { "5,2,6,4", FALSE, "2" },
    /* with gas +1: 6,3,7,5 -> 3 */
    { "5,2,6,4", TRUE, "3" },
    { "1,2,3", FALSE, "0" },
    /* with gas a 4 becomes 5 */
    { "4", TRUE, "1" },
    { "", FALSE, "0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UmpireDice) dice = umpire_test_dice_with (cases[i].dice);
      UmpireCounterbatteryInput input = { (int) umpire_dice_pending (dice), cases[i].gas };
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = umpire_setup_counterbattery (rules, &input, dice, &error);

      g_assert_no_error (error);
      umpire_test_assert_result (result, "destroyed", cases[i].destroyed);
    }
}

/* ---- step 9 ------------------------------------------------------------- */

static void
test_bombardment (void)
{
  const UmpireBombardmentTarget targets[] = {
    /* 6 bases with its supporting bases, 2 barrages, a veteran officer, lost 2 */
    { "1st Company", FALSE, 6, 2, TRUE, 2 },
    /* a command base, 1 barrage, damaged */
    { "Battalion HQ", TRUE, 1, 1, FALSE, 1 },
    /* not targeted */
    { "2nd Company", FALSE, 4, 0, FALSE, -1 },
    /* 3 bases, 3 barrages, veteran officer rolls odd, no losses */
    { "3rd Company", FALSE, 3, 3, TRUE, 0 },
  };
  UmpireBombardmentInput input = { 14, TRUE, TRUE, targets, G_N_ELEMENTS (targets) };
  /* veteran officer dice: 4 (even) for 1st Company, 3 (odd) for 3rd */
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4,3");
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = umpire_setup_bombardment (rules, &input, dice, &error);

  g_assert_no_error (error);
  /* 6 x 2 = 12, 1 x 1 = 1, 3 x 3 = 9: 22 rolls; 6 barrages of 14 used */
  umpire_test_assert_result (result, "target-1-rolls", "12");
  umpire_test_assert_result (result, "target-1-modifier", "-1");
  umpire_test_assert_result (result, "target-2-rolls", "1");
  umpire_test_assert_result (result, "target-3-rolls", NULL);
  umpire_test_assert_result (result, "target-4-rolls", "9");
  umpire_test_assert_result (result, "target-4-modifier", "0");
  umpire_test_assert_result (result, "base-rolls", "22");
  umpire_test_assert_result (result, "barrages-used", "6");
  umpire_test_assert_result (result, "barrages-left", "8");
  /* the gas-laced bombardment took bases from 1st Company; the HQ is no unit */
  umpire_test_assert_result (result, "gassed", "1st Company");
  umpire_test_assert_result (result, "morale-checks", "1st Company");
  g_assert_cmpuint (umpire_dice_pending (dice), ==, 0);
}

static void
test_bombardment_errors (void)
{
  const UmpireBombardmentTarget too_many[] = { { "A", FALSE, 3, 10, FALSE, -1 }, { "B", FALSE, 3, 5, FALSE, -1 } };
  const UmpireBombardmentTarget lost[] = { { "A", FALSE, 3, 1, FALSE, 4 } };
  UmpireBombardmentInput in1 = { 14, FALSE, FALSE, too_many, 2 };
  UmpireBombardmentInput in2 = { 14, FALSE, FALSE, lost, 1 };
  g_autoptr(UmpireDice) dice = umpire_test_dice_with (NULL);
  g_autoptr(GError) e1 = NULL, e2 = NULL;
  g_autofree char *f1 = NULL, *f2 = NULL;

  g_assert_null (umpire_setup_bombardment (rules, &in1, dice, &e1));
  g_assert_null (umpire_setup_bombardment (rules, &in2, dice, &e2));
  f1 = umpire_input_error_field (e1);
  f2 = umpire_input_error_field (e2);
  g_assert_cmpstr (f1, ==, "barrages");
  g_assert_cmpstr (f2, ==, "target 1");
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

  g_test_add_func ("/umpire/1916/setup/support", test_support);
  g_test_add_func ("/umpire/1916/setup/support-trail", test_support_trail);
  g_test_add_func ("/umpire/1916/setup/support-reading", test_support_reading);
  g_test_add_func ("/umpire/1916/setup/trail-labels", test_trail_labels);
  g_test_add_func ("/umpire/1916/setup/support-errors", test_support_errors);
  g_test_add_func ("/umpire/1916/setup/heavy-weapons", test_heavy_weapons);
  g_test_add_func ("/umpire/1916/setup/heavy-weapon-ids", test_heavy_weapon_ids);
  g_test_add_func ("/umpire/1916/setup/heavy-weapons-errors", test_heavy_weapons_errors);
  g_test_add_func ("/umpire/1916/setup/heavy-weapon-recommendations", test_heavy_weapon_recommendations);
  g_test_add_func ("/umpire/1916/setup/defensive-works", test_defensive_works);
  g_test_add_func ("/umpire/1916/setup/defensive-works-rolls", test_defensive_works_rolls);
  g_test_add_func ("/umpire/1916/setup/defensive-works-errors", test_defensive_works_errors);
  g_test_add_func ("/umpire/1916/setup/defensive-works-pack", test_defensive_works_pack);
  g_test_add_func ("/umpire/1916/setup/proximity", test_proximity);
  g_test_add_func ("/umpire/1916/setup/proximity-errors", test_proximity_errors);
  g_test_add_func ("/umpire/1916/setup/counterbattery", test_counterbattery);
  g_test_add_func ("/umpire/1916/setup/bombardment", test_bombardment);
  g_test_add_func ("/umpire/1916/setup/bombardment-errors", test_bombardment_errors);

  status = g_test_run ();
  g_clear_object (&rules);
  return status;
}
