/* test-compare.c: Der Weltkrieg what-if, attack options side by side, worked by hand
 *
 * The cells are those of the 1914-1916 optional CRT (rules-sources
 * 000_8416cdb5a25d97be.txt; data/rules/weltkrieg.xml, weltkrieg.crt-1914-1916):
 *   column 2: 0 0 0 0 1r 1       column 3: 0 0 0 1r 1 1
 *   column 5: 0 1r 1r 1 1 1      column 7: 1r 1r 1 1 1 1
 *   column 50: 5 6 7 8 9 10      (die 1 to 6)
 * Clear terrain shifts nothing; non-retreating units counterattack at triple
 * strength, retreating ones at double; supply: 4 attacking, 2 counterattacking
 * strength points per supply point, a part costs a whole point.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "umpire-compare.h"
#include "umpire-input-error.h"
#include "umpire-sheet.h"
#include "umpire-sheet-compare.h"

#include <glib/gstdio.h>
#include <string.h>

#define EPS 1e-9

static UmpireRules *
load_rules (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&rules);
}

/* 5 against 1 in the open, standing or retreating. */
static void
test_retreat_or_stand (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(GError) error = NULL;
  UmpireCombatInput inputs[2] = {
    { .era = "1914-1916", .attacker_strength = 5, .defender_strength = 1, .terrain = "clear" },
    { .era = "1914-1916", .attacker_strength = 5, .defender_strength = 1, .terrain = "clear",
      .defender_retreats = TRUE },
  };
  const char *labels[] = { NULL, "Retreat" };
  g_autoptr(UmpireCompare) compare = umpire_compare_new (rules, inputs, labels, 2, &error);
  const UmpireCompareOption *stand, *retreat;

  g_assert_no_error (error);
  g_assert_cmpuint (compare->n_options, ==, 2);
  stand = &compare->options[0];
  retreat = &compare->options[1];
  g_assert_cmpstr (stand->label, ==, "A");
  g_assert_cmpstr (retreat->label, ==, "Retreat");
  g_assert_true (stand->combat);

  /* Standing, column 5: 0, then a 1r (a loss of 1 without a retreat) twice,
   * then 1 three times: 5/6. The counterattack, 1 × 3 = 3 on column 3:
   * 0 0 0 1r 1 1, the attacker's 1r read as printed: 3/6. */
  g_assert_cmpfloat_with_epsilon (stand->defender_loss, 5.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (stand->attacker_loss, 3.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (stand->r_result, 2.0 / 6, EPS);
  /* 5 / 4 = 1.25 -> 2; 1 / 2 = 0.5 -> 1. */
  g_assert_cmpfloat (stand->attacker_supply, ==, 2);
  g_assert_cmpfloat (stand->defender_supply, ==, 1);

  /* Retreating: the 1r losses are cancelled, a 1 stays a 1 (2/3 rounds to
   * 1): 3/6. The counterattack, 1 × 2 = 2 on column 2: 0 0 0 0 1r 1: 2/6. */
  g_assert_cmpfloat_with_epsilon (retreat->defender_loss, 3.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (retreat->attacker_loss, 2.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (retreat->r_result, 2.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (retreat->odds, "defender-loss", "0"), 0.5, EPS);
  g_assert_true (retreat->input.defender_retreats);

  /* Best for the attacker: the stand costs the defender more, the retreat
   * costs the attacker less. */
  g_assert_true (umpire_compare_is_best_defender_loss (compare, 0));
  g_assert_false (umpire_compare_is_best_defender_loss (compare, 1));
  g_assert_false (umpire_compare_is_best_attacker_loss (compare, 0));
  g_assert_true (umpire_compare_is_best_attacker_loss (compare, 1));

  /* The inputs as the combat records them. */
  {
    g_autofree char *strength = umpire_compare_option_dup_input (stand, "attacker-strength");
    g_autofree char *retreats = umpire_compare_option_dup_input (retreat, "defender-retreats");
    g_autofree char *over_50 = umpire_compare_option_dup_input (stand, "over-50");
    g_autofree char *die = umpire_compare_option_dup_input (stand, "attack-die");

    g_assert_cmpstr (strength, ==, "5");
    g_assert_cmpstr (retreats, ==, "yes");
    g_assert_null (over_50);
    g_assert_null (die);
  }
}

/* 57 strength points: read as 50 + 7 (split), the r of column 7 counts;
 * read as 50 (cap), there is none. The options own their strings. */
static void
test_over_50 (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(GError) error = NULL;
  g_autofree char *era = g_strdup ("1914-1916");
  UmpireCombatInput inputs[2] = {
    { .era = era, .attacker_strength = 57, .defender_strength = 20, .terrain = "clear", .over_50 = "split" },
    { .era = era, .attacker_strength = 57, .defender_strength = 20, .terrain = "clear", .over_50 = "cap" },
  };
  g_autoptr(UmpireCompare) compare = umpire_compare_new (rules, inputs, NULL, 2, &error);

  g_assert_no_error (error);
  g_clear_pointer (&era, g_free);
  g_assert_cmpstr (compare->options[0].input.era, ==, "1914-1916");
  /* 5..10, plus 1r 1r 1 1 1 1 (a 1 each without a retreat): 7.5 + 1. */
  g_assert_cmpfloat_with_epsilon (compare->options[0].defender_loss, 8.5, EPS);
  g_assert_cmpfloat_with_epsilon (compare->options[0].r_result, 2.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (compare->options[1].defender_loss, 7.5, EPS);
  g_assert_cmpfloat (compare->options[1].r_result, ==, 0.0);
  g_assert_cmpstr (compare->options[1].label, ==, "B");
}

/* A loss is at most the strength present: 40 against 1 takes 1, never 8,
 * and is not the best option for it (issue 24). */
static void
test_loss_capped (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(GError) error = NULL;
  UmpireCombatInput inputs[2] = {
    { .era = "1914-1916", .attacker_strength = 40, .defender_strength = 1, .terrain = "clear" },
    { .era = "1914-1916", .attacker_strength = 20, .defender_strength = 8, .terrain = "clear" },
  };
  g_autoptr(UmpireCompare) compare = umpire_compare_new (rules, inputs, NULL, 2, &error);
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(UmpireResult) combat = NULL;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_cmpfloat (compare->options[0].defender_loss, <=, 1.0);
  g_assert_cmpfloat (compare->options[1].defender_loss, >, 1.0);
  g_assert_false (umpire_compare_is_best_defender_loss (compare, 0));
  g_assert_true (umpire_compare_is_best_defender_loss (compare, 1));

  g_assert_true (umpire_dice_push_text (dice, "6,1", 6, NULL));
  combat = umpire_combat_resolve (rules, &inputs[0], dice, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_result_get_value (combat, "defender-loss"), ==, "1");
  text = umpire_result_to_text (combat, rules);
  g_assert_nonnull (strstr (text, "Defender loss 8, 1 present: eliminated"));
}

static void
test_wrong_options (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  UmpireCombatInput inputs[5] = {
    { .era = "1914-1916", .attacker_strength = 5, .terrain = "clear" },
    { .era = "1914-1916", .attacker_strength = 5, .terrain = "moon" },
    { .era = "1914-1916", .attacker_strength = 5, .terrain = "clear" },
    { .era = "1914-1916", .attacker_strength = 5, .terrain = "clear" },
    { .era = "1914-1916", .attacker_strength = 5, .terrain = "clear" },
  };
  g_autoptr(GError) one = NULL, five = NULL, moon = NULL;

  g_assert_null (umpire_compare_new (rules, inputs, NULL, 1, &one));
  g_assert_error (one, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  g_assert_null (umpire_compare_new (rules, inputs, NULL, 5, &five));
  g_assert_error (five, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  /* The option whose inputs are wrong is named. */
  g_assert_null (umpire_compare_new (rules, inputs, NULL, 2, &moon));
  g_assert_nonnull (moon);
  g_assert_true (g_str_has_prefix (moon->message, "Option B: "));
}

/* The table as umpire-cli and the sheet show it, and the printed sheet:
 * the table's page, then the turned page of charts. */
static void
test_table_and_sheet (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  g_autoptr(GError) error = NULL;
  UmpireCombatInput inputs[2] = {
    { .era = "1914-1916", .attacker_strength = 5, .defender_strength = 1, .terrain = "clear" },
    { .era = "1914-1916", .attacker_strength = 5, .defender_strength = 1, .terrain = "clear",
      .defender_retreats = TRUE },
  };
  g_autoptr(UmpireCompare) compare = umpire_compare_new (rules, inputs, NULL, 2, &error);
  g_autoptr(GPtrArray) rows = umpire_compare_dup_table (compare, rules);
  g_autoptr(UmpireSheetDocument) document = umpire_sheet_compare_new (compare, rules);
  g_autofree char *dir = g_dir_make_tmp ("umpire-compare-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "compare.pdf", NULL);
  g_autofree char *pdf = NULL;
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  double width, height;
  gsize length;
  gboolean found_retreats = FALSE, found_loss = FALSE;

  g_assert_no_error (error);
  /* Header, then inputs and figures; the best figures marked. */
  g_assert_cmpstr (((char **) rows->pdata[0])[1], ==, "A");
  g_assert_cmpstr (((char **) rows->pdata[0])[2], ==, "B");
  for (guint r = 1; r < rows->len; r++)
    {
      char **row = rows->pdata[r];

      g_assert_cmpuint (g_strv_length (row), ==, 3);
      if (g_str_equal (row[0], "Defender retreats"))
        {
          found_retreats = TRUE;
          g_assert_cmpstr (row[1], ==, "No");
          g_assert_cmpstr (row[2], ==, "Yes");
        }
      if (g_str_equal (row[0], umpire_compare_get_first_figure_label ()))
        {
          found_loss = TRUE;
          g_assert_cmpstr (row[1], ==, "* 0.83");
          g_assert_cmpstr (row[2], ==, "0.50");
        }
      /* No dice, no over-50 that no option names. */
      g_assert_cmpstr (row[0], !=, "Attack die");
      g_assert_cmpstr (row[0], !=, "Columns above 50");
    }
  g_assert_true (found_retreats && found_loss);

  umpire_paper_get_size (UMPIRE_PAPER_A4, &width, &height);
  g_assert_cmpint (umpire_sheet_document_paginate (document, cr, width, height), ==, 2);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_assert_true (umpire_sheet_compare_write (compare, rules, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &pdf, &length, NULL));
  g_assert_true (length > 1000 && memcmp (pdf, "%PDF", 4) == 0);
  g_unlink (path);
  g_rmdir (dir);
}

/* A defender with no strength points: no combat, so no expected loss on
 * either side and nothing spent (it read 1.83 for the empty hex). */
static void
test_no_defender (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  UmpireCombatInput inputs[2] = {
    { .era = "1914-1916", .attacker_strength = 12, .defender_strength = 0, .terrain = "clear" },
    { .era = "1914-1916", .attacker_strength = 12, .defender_strength = 8, .terrain = "clear" },
  };
  g_autoptr(UmpireCompare) compare = umpire_compare_new (rules, inputs, NULL, 2, NULL);

  g_assert_nonnull (compare);
  g_assert_false (compare->options[0].combat);
  g_assert_cmpfloat (compare->options[0].defender_loss, ==, 0);
  g_assert_cmpfloat (compare->options[0].attacker_loss, ==, 0);
  g_assert_cmpfloat (compare->options[0].attacker_supply, ==, 0);
  g_assert_true (compare->options[1].combat);
  g_assert_cmpfloat (compare->options[1].defender_loss, >, 0);
}

/* An option that makes no combat loses nothing because nothing happens: it
 * is never best on either loss (it was on the attacker's, at 0), and the
 * options that attack are weighed among themselves. */
static void
test_no_combat_not_best (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  UmpireCombatInput inputs[4] = {
    { .era = "1914-1916", .attacker_strength = 12, .defender_strength = 0, .terrain = "clear" },
    { .era = "1914-1916", .attacker_strength = 12, .defender_strength = 8, .terrain = "clear" },
    { .era = "1914-1916", .attacker_strength = 30, .defender_strength = 8, .terrain = "clear" },
    { .era = "1914-1916", .attacker_strength = 0, .defender_strength = 8, .terrain = "clear" },
  };
  g_autoptr(UmpireCompare) compare = umpire_compare_new (rules, inputs, NULL, 4, NULL);
  g_autoptr(UmpireCompare) pair = umpire_compare_new (rules, inputs, NULL, 2, NULL);
  g_autoptr(GPtrArray) rows = NULL;

  g_assert_nonnull (compare);
  g_assert_false (compare->options[0].combat);
  g_assert_false (compare->options[3].combat);
  for (guint o = 0; o < 4; o += 3)
    {
      g_assert_false (umpire_compare_is_best_defender_loss (compare, o));
      g_assert_false (umpire_compare_is_best_attacker_loss (compare, o));
    }
  /* 30 takes more from the defender than 12; the counterattack that the
   * attacker's loss comes from is the same. */
  g_assert_false (umpire_compare_is_best_defender_loss (compare, 1));
  g_assert_true (umpire_compare_is_best_defender_loss (compare, 2));
  g_assert_cmpfloat (compare->options[1].attacker_loss, ==, compare->options[2].attacker_loss);
  g_assert_cmpfloat (compare->options[1].attacker_loss, >, 0);
  g_assert_false (umpire_compare_is_best_attacker_loss (compare, 1));
  g_assert_false (umpire_compare_is_best_attacker_loss (compare, 2));
  rows = umpire_compare_dup_table (compare, rules);
  for (guint r = 1; r < rows->len; r++)
    {
      char **row = rows->pdata[r];

      g_assert_false (g_str_has_prefix (row[1], "* "));
      g_assert_false (g_str_has_prefix (row[4], "* "));
    }

  /* One attack beside an empty hex: nothing to weigh it against. */
  g_assert_nonnull (pair);
  for (guint o = 0; o < 2; o++)
    {
      g_assert_false (umpire_compare_is_best_defender_loss (pair, o));
      g_assert_false (umpire_compare_is_best_attacker_loss (pair, o));
    }
}

/* Ties: every option as good as the best is marked, in the answer and in
 * the table umpire-cli and the sheet print ("*"), not the first alone; when
 * all are equal, none is better than another and none is marked. */
static void
test_ties (void)
{
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireCombatInput stand = { .era = "1914-1916", .attacker_strength = 5, .defender_strength = 1,
                                    .terrain = "clear" };
  UmpireCombatInput inputs[3] = { stand, stand, stand };
  g_autoptr(UmpireCompare) tie = NULL;
  g_autoptr(UmpireCompare) equal = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) equal_rows = NULL;

  /* A and B stand (defender loss 5/6, attacker 3/6), C falls back (3/6, 2/6). */
  inputs[2].defender_retreats = TRUE;
  tie = umpire_compare_new (rules, inputs, NULL, 3, NULL);
  g_assert_nonnull (tie);
  g_assert_true (umpire_compare_is_best_defender_loss (tie, 0));
  g_assert_true (umpire_compare_is_best_defender_loss (tie, 1));
  g_assert_false (umpire_compare_is_best_defender_loss (tie, 2));
  g_assert_false (umpire_compare_is_best_attacker_loss (tie, 0));
  g_assert_false (umpire_compare_is_best_attacker_loss (tie, 1));
  g_assert_true (umpire_compare_is_best_attacker_loss (tie, 2));
  rows = umpire_compare_dup_table (tie, rules);
  for (guint r = 1; r < rows->len; r++)
    {
      char **row = rows->pdata[r];

      if (g_str_equal (row[0], umpire_compare_get_first_figure_label ()))
        {
          g_assert_cmpstr (row[1], ==, "* 0.83");
          g_assert_cmpstr (row[2], ==, "* 0.83");
          g_assert_cmpstr (row[3], ==, "0.50");
        }
    }

  /* Two options alike: no mark at all. */
  equal = umpire_compare_new (rules, inputs, NULL, 2, NULL);
  g_assert_nonnull (equal);
  for (guint o = 0; o < 2; o++)
    {
      g_assert_false (umpire_compare_is_best_defender_loss (equal, o));
      g_assert_false (umpire_compare_is_best_attacker_loss (equal, o));
    }
  equal_rows = umpire_compare_dup_table (equal, rules);
  for (guint r = 1; r < equal_rows->len; r++)
    for (char **cell = (char **) equal_rows->pdata[r] + 1; *cell != NULL; cell++)
      g_assert_false (g_str_has_prefix (*cell, "* "));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/compare/retreat-or-stand", test_retreat_or_stand);
  g_test_add_func ("/umpire/compare/over-50", test_over_50);
  g_test_add_func ("/umpire/compare/loss-capped", test_loss_capped);
  g_test_add_func ("/umpire/compare/wrong-options", test_wrong_options);
  g_test_add_func ("/umpire/compare/table-and-sheet", test_table_and_sheet);
  g_test_add_func ("/umpire/compare/ties", test_ties);
  g_test_add_func ("/umpire/compare/no-defender", test_no_defender);
  g_test_add_func ("/umpire/compare/no-combat-not-best", test_no_combat_not_best);
  return g_test_run ();
}
