/* test-procedure.c: the helpers every adjudication shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "umpire-procedure.h"

#define NS "xmlns=\"https://gitlab.gnome.org/umpire/rules/1\""

static const char pack[] =
  "<rules " NS " system=\"t\"><title>T</title>\n"
  "<table id=\"t.chart\" source=\"004_fa4e7880f134310e.txt\" rule=\"Setup 2\" type=\"decimal\">\n"
  "<title>Chart</title><rows label=\"Die roll\" dice=\"1d6\"/>\n"
  "<columns><column id=\"a\" label=\"A\"/><column id=\"words\" label=\"W\" type=\"text\"/></columns>\n"
  "<row id=\"1\" label=\"1 or less\" max=\"1\"><cell>.20</cell><cell>none</cell></row>\n"
  "<row id=\"2\" label=\"2\" min=\"2\" max=\"2\"><cell>.40</cell><cell>-</cell></row>\n"
  "<row id=\"3\" label=\"3 or more\" min=\"3\"><cell ambiguous=\"read as .55\" original=\".5S\">.55</cell><cell>x</cell></row>\n"
  "</table>\n"
  "<modifiers id=\"t.mods\" source=\"004_fa4e7880f134310e.txt\" rule=\"Setup 2\"><title>M</title>\n"
  "<modifier id=\"germany-1918\" label=\"Germans 1918\" op=\"add\" value=\"2\"><when nation=\"germany\" year=\"1918\"/></modifier>\n"
  "<modifier id=\"russia-1914\" label=\"Russians 1914\" op=\"add\" value=\"-2\"><when nation=\"russia\" year=\"1914\"/></modifier>\n"
  "<modifier id=\"halved\" label=\"Halved\" op=\"halve\"><when flag=\"halved\"/></modifier>\n"
  "</modifiers></rules>";

static UmpireRules *
load_pack (void)
{
  UmpireRules *rules = umpire_rules_new ();

  g_assert_true (umpire_rules_load_data (rules, pack, strlen (pack), "t.xml", NULL));
  return rules;
}

static void
test_read_cell_with_clamp (void)
{
  g_autoptr(UmpireRules) rules = load_pack ();
  g_autoptr(UmpireResult) result = umpire_result_new ("t");
  g_autoptr(GError) error = NULL;
  const UmpireTable *chart = umpire_procedure_table (rules, "t.chart", &error);
  const UmpireCell *cell;
  const GPtrArray *steps;
  double number = 0;

  g_assert_nonnull (chart);
  /* A modified roll of 5 reads on "3 or more", and the trail says so. */
  cell = umpire_result_read_cell (result, chart, 5, "a", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cell->text, ==, ".55");
  g_assert_true (umpire_cell_get_number (cell, &number, &error));
  g_assert_cmpfloat_with_epsilon (number, 0.55, 1e-9);
  steps = umpire_result_get_steps (result);
  g_assert_cmpuint (steps->len, ==, 2);
  g_assert_cmpint (((UmpireStep *) steps->pdata[0])->kind, ==, UMPIRE_STEP_CLAMP);
  g_assert_nonnull (strstr (((UmpireStep *) steps->pdata[0])->text, "3 or more"));
  g_assert_cmpint (((UmpireStep *) steps->pdata[1])->kind, ==, UMPIRE_STEP_TABLE);
  g_assert_cmpstr (((UmpireStep *) steps->pdata[1])->table, ==, "t.chart");
  g_assert_cmpstr (((UmpireStep *) steps->pdata[1])->row, ==, "3");
  g_assert_cmpstr (((UmpireStep *) steps->pdata[1])->rule, ==, "Setup 2");
  g_assert_cmpstr (((UmpireStep *) steps->pdata[1])->reading, ==, "reading: read as .55");

  /* An exact row is no clamp. */
  cell = umpire_result_read_cell (result, chart, 2, "a", &error);
  g_assert_cmpstr (cell->text, ==, ".40");
  g_assert_cmpuint (steps->len, ==, 3);

  /* Empty and text cells are not numbers. */
  cell = umpire_result_read_cell_at (result, chart, "2", "words", &error);
  g_assert_false (umpire_cell_get_number (cell, &number, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_RULES);
  g_clear_error (&error);

  /* Unknown rows and columns are errors naming what was asked. */
  g_assert_null (umpire_result_read_cell (result, chart, 2, "nope", &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_UNKNOWN);
  g_clear_error (&error);
  g_assert_null (umpire_result_read_cell (result, chart, 2.5, "a", &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (umpire_procedure_table (rules, "t.nope", &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_RULES);
}

static void
test_modifiers (void)
{
  g_autoptr(UmpireRules) rules = load_pack ();
  const UmpireTable *mods = umpire_rules_get_table (rules, "t.mods");
  const char *flags[] = { "halved", NULL };
  const struct { UmpireSituation situation; double start, expected; guint applied; } cases[] = {
    { { .year = 1918, .nation = "germany" }, 3, 5, 1 },
    { { .year = 1914, .nation = "russia" }, 1, -1, 1 },
    { { .year = 1916, .nation = "russia" }, 4, 4, 0 },
    { { .year = 1918, .nation = "germany", .flags = flags }, 3, 2.5, 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UmpireResult) result = umpire_result_new ("t");
      double value = cases[i].start;

      g_assert_cmpuint (umpire_result_apply_modifiers (result, mods, &cases[i].situation, &value), ==,
                        cases[i].applied);
      g_assert_cmpfloat_with_epsilon (value, cases[i].expected, 1e-9);
      g_assert_cmpuint (umpire_result_get_steps (result)->len, ==, cases[i].applied);
    }
}

static void
test_rounding (void)
{
  /* The sources' examples: .40 x 35 = 14 and .55 x 15 = 8.25 -> 8. */
  const struct { double value, expected; } cases[] = {
    { 0.40 * 35, 14 }, { 0.55 * 15, 8 }, { 2.5, 3 }, { 2.4999, 2 }, { 0.5, 1 }, { 0, 0 }, { 7.5, 8 },
  };
  g_autoptr(UmpireResult) result = umpire_result_new ("t");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpfloat (umpire_round_half_up (cases[i].value), ==, cases[i].expected);

  g_assert_cmpint (umpire_result_round (result, "barrages", 0.40 * 35, NULL), ==, 14);
  g_assert_cmpuint (umpire_result_get_steps (result)->len, ==, 0);
  g_assert_cmpint (umpire_result_round (result, "bases", 8.25, NULL), ==, 8);
  g_assert_cmpuint (umpire_result_get_steps (result)->len, ==, 1);
}

static void
test_input_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *field = NULL;

  umpire_input_error (&error, UMPIRE_INPUT_ERROR_INVALID, "strength", "must be 1 or more, not %d", -3);
  g_assert_cmpstr (error->message, ==, "strength: must be 1 or more, not -3");
  field = umpire_input_error_field (error);
  g_assert_cmpstr (field, ==, "strength");
}

static void
test_roll_step (void)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("t");
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(GError) error = NULL;
  UmpireRoll roll;

  g_assert_false (umpire_result_roll (result, dice, "1d6", "Barrage", NULL, &roll, &error));
  g_assert_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_EXHAUSTED);
  g_assert_cmpuint (umpire_result_get_steps (result)->len, ==, 0);
  g_clear_error (&error);
  g_assert_true (umpire_dice_push (dice, 6, 6, NULL));
  g_assert_true (umpire_result_roll (result, dice, "1d6", "Barrage", NULL, &roll, &error));
  g_assert_cmpuint (roll.total, ==, 6);
  g_assert_cmpuint (umpire_result_get_steps (result)->len, ==, 1);
}

static void
test_roll_field (void)
{
  g_autoptr(UmpireRules) rules = load_pack ();
  g_autoptr(UmpireResult) result = umpire_result_new ("t");
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(GError) error = NULL;
  const UmpireTable *chart = umpire_rules_get_table (rules, "t.chart");
  UmpireTable no_dice;
  UmpireRoll roll;

  /* No dice at all, and dice with nothing typed: both name the field. */
  g_assert_false (umpire_result_roll_field (result, NULL, "1d6", "die", "Barrage", NULL, &roll, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "die: "));
  g_clear_error (&error);
  g_assert_false (umpire_result_roll_field (result, dice, "1d6", "attack-die", "Barrage", NULL, &roll, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "attack-die: "));
  g_clear_error (&error);
  g_assert_cmpuint (umpire_result_get_steps (result)->len, ==, 0);

  g_assert_true (umpire_dice_push (dice, 3, 6, NULL));
  g_assert_true (umpire_result_roll_field (result, dice, umpire_table_dice (chart), "die", "Barrage",
                                           &chart->prov, &roll, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (roll.total, ==, 3);
  g_assert_cmpuint (umpire_result_get_steps (result)->len, ==, 1);

  /* A table without its rows' dice rolls the plain die. */
  g_assert_cmpstr (umpire_table_dice (chart), ==, "1d6");
  no_dice = *chart;
  no_dice.dice = NULL;
  g_assert_cmpstr (umpire_table_dice (&no_dice), ==, UMPIRE_PLAIN_DIE);
  no_dice.dice = "1d10";
  g_assert_cmpstr (umpire_table_dice (&no_dice), ==, "1d10");
}

static void
test_inputs (void)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("t");
  static const char * const hexes[] = { "1504", "2210", NULL };
  static const char * const none[] = { NULL };
  g_auto(GStrv) names = NULL;

  umpire_result_set_input_flag (result, "trench", TRUE);
  umpire_result_set_input_flag (result, "retreat", FALSE);
  umpire_result_set_input_text (result, "terrain", "clear");
  umpire_result_set_input_text (result, "over-50", NULL);
  umpire_result_set_input_text (result, "unit", "");
  umpire_result_set_input_list (result, "adjacent-hex", hexes);
  umpire_result_set_input_list (result, "modifier", none);
  umpire_result_set_input_list (result, "hexes", NULL);

  names = umpire_result_dup_input_names (result);
  g_assert_cmpuint (g_strv_length (names), ==, 4);
  g_assert_cmpstr (umpire_result_get_input (result, "trench"), ==, "yes");
  g_assert_cmpstr (umpire_result_get_input (result, "retreat"), ==, "no");
  g_assert_cmpstr (umpire_result_get_input (result, "terrain"), ==, "clear");
  g_assert_cmpstr (umpire_result_get_input (result, "adjacent-hex"), ==, "1504,2210");
  g_assert_null (umpire_result_get_input (result, "over-50"));
  g_assert_null (umpire_result_get_input (result, "unit"));
  g_assert_null (umpire_result_get_input (result, "modifier"));
}

static void
test_label_values (void)
{
  static const UmpireValueLabel labels[] = {
    { "other", "die", "Other die" },
    { "t", "die", "T die" },
    { NULL, "die", "Die roll" },
    { NULL, "loss", "Loss" },
  };
  g_autoptr(UmpireResult) result = umpire_result_new ("t");
  g_autoptr(UmpireResult) other = umpire_result_new ("third");

  umpire_result_set_value (result, "die", "4");
  umpire_result_set_value (result, "loss", "1");
  umpire_result_set_value (result, "target-1-rolls", "2");
  umpire_result_set_value (result, "unlisted", "x");
  /* A label made where the value was set stays. */
  umpire_result_set_value_label (result, "target-1-rolls", "1st Platoon: rolls");
  umpire_result_set_value (other, "die", "2");

  g_assert_true (umpire_result_label_values (result, labels, G_N_ELEMENTS (labels)) == result);
  g_assert_cmpstr (umpire_result_get_value_label (result, "die"), ==, "T die");
  g_assert_cmpstr (umpire_result_get_value_label (result, "loss"), ==, "Loss");
  g_assert_cmpstr (umpire_result_get_value_label (result, "target-1-rolls"), ==, "1st Platoon: rolls");
  g_assert_cmpstr (umpire_result_get_value_label (result, "unlisted"), ==, "unlisted");
  umpire_result_label_values (other, labels, G_N_ELEMENTS (labels));
  g_assert_cmpstr (umpire_result_get_value_label (other, "die"), ==, "Die roll");
}

/* Trail labels: a row's label, a column's, a list item's short text, else the id readable. */
static void
test_label_for (void)
{
  static const char list_pack[] =
    "<rules " NS " system=\"t\"><title>T</title>\n"
    "<list id=\"t.nations\" source=\"004_fa4e7880f134310e.txt\" rule=\"Setup 4\"><title>N</title>\n"
    "<item id=\"france\" value=\"france\">French.</item>\n"
    "<item id=\"usa\" value=\"france\">American (uses the French list).</item>\n"
    "<item id=\"trenches\">Category: trenches.</item>\n"
    "<item id=\"long-rule\">Each side rolls once per twenty sub-units.</item>\n"
    "</list></rules>";
  g_autoptr(UmpireRules) rules = load_pack ();
  struct { const char *table, *id, *label; } cases[] = {
    { "t.chart", "3", "3 or more" },            /* row */
    { "t.chart", "words", "W" },                /* column */
    { "t.mods", "germany-1918", "Germans 1918" }, /* modifier */
    { "t.nations", "france", "French" },        /* item: its text, without the full stop */
    { "t.nations", "usa", "American" },         /* item: up to the parenthesis */
    { "t.nations", "trenches", "trenches" },    /* "Heading: text": the id */
    { "t.nations", "long-rule", "long rule" },  /* a sentence: the id, readable */
    { "t.chart", "big-push", "big push" },      /* no such row or column */
    { "t.nope", "wide-open", "wide open" },     /* no such table */
    { "t.chart", "1914-1916", "1914-1916" },    /* digits keep their dashes */
  };

  g_assert_true (umpire_rules_load_data (rules, list_pack, strlen (list_pack), "n.xml", NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *label = umpire_rules_label_for (rules, cases[i].table, cases[i].id);

      g_assert_cmpstr (label, ==, cases[i].label);
    }
  {
    g_autofree char *none = umpire_rules_label_for (rules, "t.chart", NULL);
    g_assert_cmpstr (none, ==, "");
  }
}

/* A list item as a number: its value; one error naming list and item else. */
static void
test_list_number (void)
{
  static const char list_pack[] =
    "<rules " NS " system=\"t\"><title>T</title>\n"
    "<list id=\"t.limits\" source=\"004_fa4e7880f134310e.txt\" rule=\"Setup 4\"><title>L</title>\n"
    "<item id=\"whole\" value=\"3\">Three.</item>\n"
    "<item id=\"fraction\" value=\"0.25\">A quarter.</item>\n"
    "<item id=\"words\" value=\"3 turns\">Three turns.</item>\n"
    "<item id=\"bare\">No value.</item>\n"
    "</list></rules>";
  g_autoptr(UmpireRules) rules = load_pack ();
  g_autoptr(GError) error = NULL;
  const UmpireRow *item = NULL;
  double number = -1;
  const char *bad[] = { "words", "bare" };

  g_assert_true (umpire_rules_load_data (rules, list_pack, strlen (list_pack), "l.xml", NULL));
  g_assert_true (umpire_rules_list_number (rules, "t.limits", "whole", &number, &item, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (number, ==, 3);
  g_assert_cmpstr (item->id, ==, "whole");
  /* The item is optional; a C locale's point whatever the locale. */
  g_assert_true (umpire_rules_list_number (rules, "t.limits", "fraction", &number, NULL, &error));
  g_assert_cmpfloat (number, ==, 0.25);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *field = NULL;

      number = -1;
      item = NULL;
      g_assert_false (umpire_rules_list_number (rules, "t.limits", bad[i], &number, &item, &error));
      g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_RULES);
      /* Untouched on failure. */
      g_assert_cmpfloat (number, ==, -1);
      g_assert_null (item);
      field = umpire_input_error_field (error);
      g_assert_cmpstr (field, ==, "t.limits");
      g_assert_nonnull (strstr (error->message, bad[i]));
      g_assert_nonnull (strstr (error->message, "holds no number"));
      g_clear_error (&error);
    }

  /* No such item, no such list: the rules database's own errors. */
  g_assert_false (umpire_rules_list_number (rules, "t.limits", "nope", &number, NULL, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_RULES);
  g_assert_nonnull (strstr (error->message, "nope"));
  g_clear_error (&error);
  g_assert_false (umpire_rules_list_number (rules, "t.nope", "whole", &number, NULL, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_RULES);
  g_assert_nonnull (strstr (error->message, "t.nope"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/procedure/read-cell-with-clamp", test_read_cell_with_clamp);
  g_test_add_func ("/umpire/procedure/modifiers", test_modifiers);
  g_test_add_func ("/umpire/procedure/rounding", test_rounding);
  g_test_add_func ("/umpire/procedure/input-errors", test_input_errors);
  g_test_add_func ("/umpire/procedure/roll-step", test_roll_step);
  g_test_add_func ("/umpire/procedure/roll-field", test_roll_field);
  g_test_add_func ("/umpire/procedure/inputs", test_inputs);
  g_test_add_func ("/umpire/procedure/label-values", test_label_values);
  g_test_add_func ("/umpire/procedure/label-for", test_label_for);
  g_test_add_func ("/umpire/procedure/list-number", test_list_number);

  return g_test_run ();
}
