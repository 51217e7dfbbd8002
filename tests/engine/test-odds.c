/* test-odds.c: exact odds of procedures, against distributions worked by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "umpire-odds.h"
#include "umpire-optional.h"
#include "umpire-play.h"
#include "umpire-procedure.h"
#include "umpire-setup.h"
#include "umpire-derosa.h"
#include "umpire-weltkrieg.h"

#define NS "xmlns=\"https://gitlab.gnome.org/umpire/rules/1\""
#define EPS 1e-12

/* A d6 chart whose first and last rows are open: "1 or less", "3 or more". */
static const char pack[] =
  "<rules " NS " system=\"t\"><title>T</title>\n"
  "<table id=\"t.chart\" source=\"004_fa4e7880f134310e.txt\" rule=\"Setup 2\" type=\"decimal\">\n"
  "<title>Chart</title><rows label=\"Die roll\" dice=\"1d6\"/>\n"
  "<columns><column id=\"a\" label=\"A\"/></columns>\n"
  "<row id=\"1\" label=\"1 or less\" max=\"1\"><cell>.20</cell></row>\n"
  "<row id=\"2\" label=\"2\" min=\"2\" max=\"2\"><cell>.40</cell></row>\n"
  "<row id=\"3\" label=\"3 or more\" min=\"3\"><cell>.55</cell></row>\n"
  "</table></rules>";

static UmpireRules *builtin;

static UmpireRules *
load_pack (void)
{
  UmpireRules *rules = umpire_rules_new ();

  g_assert_true (umpire_rules_load_data (rules, pack, strlen (pack), "t.xml", NULL));
  return rules;
}

/* The sum of a value's outcomes and the chance of failing is 1. */
static void
assert_sums_to_one (UmpireOdds *odds)
{
  g_auto(GStrv) names = umpire_odds_dup_value_names (odds);

  g_assert_cmpuint (g_strv_length (names), >, 0);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const GArray *outcomes = umpire_odds_get_outcomes (odds, names[i]);
      double sum = umpire_odds_get_failed (odds, NULL);

      for (guint o = 0; o < outcomes->len; o++)
        sum += g_array_index (outcomes, UmpireOddsOutcome, o).p;
      g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
    }
}

/* ---- test procedures ---------------------------------------------------- */

typedef struct
{
  UmpireRules *rules;
  int          modifier;
} ChartInput;

/* 1d6 + modifier read on the chart. */
static UmpireResult *
run_chart (gpointer     data,
           UmpireDice  *dice,
           GError     **error)
{
  ChartInput *input = data;
  g_autoptr(UmpireResult) result = umpire_result_new ("t.chart");
  const UmpireTable *chart = umpire_procedure_table (input->rules, "t.chart", error);
  const UmpireCell *cell;
  UmpireRoll roll;

  if (chart == NULL
      || !umpire_result_roll (result, dice, "1d6", "chart", NULL, &roll, error)
      || !(cell = umpire_result_read_cell (result, chart, (int) roll.total + input->modifier, "a", error)))
    return NULL;
  umpire_result_set_value (result, "a", "%s", cell->text);
  return g_steal_pointer (&result);
}

/* A d6; a 6 rolls one more d6 and adds it; a 1 sets "one". */
static UmpireResult *
run_exploding (gpointer     data,
               UmpireDice  *dice,
               GError     **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("t.exploding");
  UmpireRoll first, second;
  guint total;

  if (!umpire_dice_roll_text (dice, "1d6", &first, error))
    return NULL;
  total = first.total;
  if (first.total == 6)
    {
      if (!umpire_dice_roll_text (dice, "1d6", &second, error))
        return NULL;
      total += second.total;
    }
  umpire_result_set_value (result, "total", "%u", total);
  if (first.total == 1)
    umpire_result_set_value (result, "one", "yes");
  return g_steal_pointer (&result);
}

/* 2d6 that fails when they are a double. */
static UmpireResult *
run_failing (gpointer     data,
             UmpireDice  *dice,
             GError     **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("t.failing");
  UmpireRoll roll;

  if (!umpire_dice_roll_text (dice, "2d6", &roll, error))
    return NULL;
  if (roll.values[0] == roll.values[1])
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "die", "a double");
      return NULL;
    }
  umpire_result_set_value (result, "total", "%u", roll.total);
  return g_steal_pointer (&result);
}

static UmpireResult *
run_many (gpointer     data,
          UmpireDice  *dice,
          GError     **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("t.many");
  UmpireRoll roll;

  if (!umpire_dice_roll_text (dice, data, &roll, error))
    return NULL;
  umpire_result_set_value (result, "total", "%u", roll.total);
  return g_steal_pointer (&result);
}

static UmpireResult *
run_wrong_input (gpointer     data,
                 UmpireDice  *dice,
                 GError     **error)
{
  umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "strength", "must be 1 or more");
  return NULL;
}

/* ---- hand-worked distributions ------------------------------------------ */

static void
test_clamped_chart (void)
{
  g_autoptr(UmpireRules) rules = load_pack ();
  ChartInput plain = { rules, 0 }, down = { rules, -2 };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) odds = umpire_odds_compute (run_chart, &plain, 0, &error);
  g_autoptr(UmpireOdds) lower = NULL;
  const GArray *outcomes;
  double mean;

  g_assert_no_error (error);
  g_assert_cmpuint (umpire_odds_get_n_paths (odds), ==, 6);
  /* 1: .20, 2: .40, 3 to 6 clamp onto "3 or more": .55 */
  outcomes = umpire_odds_get_outcomes (odds, "a");
  g_assert_cmpuint (outcomes->len, ==, 3);
  g_assert_cmpstr (g_array_index (outcomes, UmpireOddsOutcome, 0).value, ==, ".20");
  g_assert_cmpstr (g_array_index (outcomes, UmpireOddsOutcome, 2).value, ==, ".55");
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "a", ".20"), 1.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "a", ".40"), 1.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "a", ".55"), 4.0 / 6, EPS);
  g_assert_true (umpire_odds_get_mean (odds, "a", &mean));
  g_assert_cmpfloat_with_epsilon (mean, (.20 + .40 + 4 * .55) / 6, EPS);
  g_assert_cmpfloat (umpire_odds_get_failed (odds, NULL), ==, 0.0);
  assert_sums_to_one (odds);

  /* -2: 1 to 3 clamp onto "1 or less", 4 reads 2, 5 and 6 read "3 or more" */
  lower = umpire_odds_compute (run_chart, &down, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (lower, "a", ".20"), 3.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (lower, "a", ".40"), 1.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (lower, "a", ".55"), 2.0 / 6, EPS);
  assert_sums_to_one (lower);
}

static void
test_variable_rolls (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) odds = umpire_odds_compute (run_exploding, NULL, 0, &error);
  const GArray *outcomes;
  double mean;

  g_assert_no_error (error);
  /* 1 to 5 on one die, and 6 followed by each face. */
  g_assert_cmpuint (umpire_odds_get_n_paths (odds), ==, 11);
  for (guint total = 1; total <= 12; total++)
    {
      g_autofree char *text = g_strdup_printf ("%u", total);
      double p = total <= 5 ? 1.0 / 6 : total == 6 ? 0.0 : 1.0 / 36;

      g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "total", text), p, EPS);
    }
  /* In increasing order, as numbers: 10 after 9. */
  outcomes = umpire_odds_get_outcomes (odds, "total");
  g_assert_cmpuint (outcomes->len, ==, 11);
  g_assert_cmpstr (g_array_index (outcomes, UmpireOddsOutcome, 9).value, ==, "11");
  g_assert_true (umpire_odds_get_mean (odds, "total", &mean));
  g_assert_cmpfloat_with_epsilon (mean, 15.0 / 6 + 57.0 / 36, EPS);
  /* A value set on some paths only: the rest is "not set". */
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "one", "yes"), 1.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "one", NULL), 5.0 / 6, EPS);
  g_assert_false (umpire_odds_get_mean (odds, "one", NULL));
  assert_sums_to_one (odds);
}

static void
test_failures (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) odds = umpire_odds_compute (run_failing, NULL, 0, &error);
  g_autoptr(UmpireOdds) none = NULL;
  const char *message = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (umpire_odds_get_n_paths (odds), ==, 36);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_failed (odds, &message), 6.0 / 36, EPS);
  g_assert_cmpstr (message, ==, "die: a double");
  /* 7: 6 of 36, all of them not doubles. */
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "total", "7"), 6.0 / 36, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "total", "2"), 0.0, EPS);
  assert_sums_to_one (odds);

  /* Failing on every path: the inputs are wrong, and that is the error. */
  none = umpire_odds_compute (run_wrong_input, NULL, 0, &error);
  g_assert_null (none);
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
}

static void
test_limit (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) odds = umpire_odds_compute (run_many, (gpointer) "4d6", 1000, &error);
  g_autoptr(UmpireOdds) fits = NULL;

  /* 6^4 = 1296 paths: more than 1000. */
  g_assert_null (odds);
  g_assert_error (error, UMPIRE_ODDS_ERROR, UMPIRE_ODDS_ERROR_NOT_EXACT);
  g_clear_error (&error);
  /* 7d6 = 279936 paths: more than the default limit. */
  odds = umpire_odds_compute (run_many, (gpointer) "7d6", 0, &error);
  g_assert_null (odds);
  g_assert_error (error, UMPIRE_ODDS_ERROR, UMPIRE_ODDS_ERROR_NOT_EXACT);
  g_clear_error (&error);
  /* 6d6 = 46656 fits; 21 is the most likely total, 4332 of 46656. */
  fits = umpire_odds_compute (run_many, (gpointer) "6d6", 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_odds_get_n_paths (fits), ==, 46656);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (fits, "total", "21"), 4332.0 / 46656, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (fits, "total", "36"), 1.0 / 46656, EPS);
}

/* ---- real procedures ---------------------------------------------------- */

static UmpireResult *
run_veteran (gpointer     data,
             UmpireDice  *dice,
             GError     **error)
{
  return umpire_optional_veteran_officers (builtin, GPOINTER_TO_INT (data), dice, error);
}

static void
test_veteran_officer (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) one = umpire_odds_compute (run_veteran, GINT_TO_POINTER (1), 0, &error);
  g_autoptr(UmpireOdds) two = NULL;
  double mean;

  g_assert_no_error (error);
  /* "Any result of twelve (12)" on 2d6: 1 in 36. */
  g_assert_cmpuint (umpire_odds_get_n_paths (one), ==, 36);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (one, "veteran", "yes"), 1.0 / 36, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (one, "rolls", "7"), 6.0 / 36, EPS);
  g_assert_true (umpire_odds_get_info (one) == &umpire_optional_veteran_officer_info);
  assert_sums_to_one (one);

  /* Two sub-units: both veterans 1/1296, expected count 2/36. */
  two = umpire_odds_compute (run_veteran, GINT_TO_POINTER (2), 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_odds_get_n_paths (two), ==, 1296);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (two, "veterans", "2"), 1.0 / 1296, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (two, "veterans", "1"), 2.0 * 35 / 1296, EPS);
  g_assert_true (umpire_odds_get_mean (two, "veterans", &mean));
  g_assert_cmpfloat_with_epsilon (mean, 2.0 / 36, EPS);
  assert_sums_to_one (two);
}

static UmpireResult *
run_crt (gpointer     data,
         UmpireDice  *dice,
         GError     **error)
{
  return umpire_crt_resolve (builtin, data, dice, error);
}

static void
test_crt (void)
{
  /* 1914-1916, 10 strength in the clear: column 10 on every face; a loss of
   * 1 on three faces and 2 on three, each face checked with typed dice. */
  UmpireCrtInput input = { "1914-1916", 10, 0, "clear" };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) odds = umpire_odds_compute (run_crt, &input, 0, &error);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1);
  double mean = 0, expected = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (umpire_odds_get_n_paths (odds), ==, 6);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "column", "10"), 1.0, EPS);
  /* Each face read by hand with typed dice, against the odds. */
  for (guint face = 1; face <= 6; face++)
    {
      g_autoptr(UmpireDice) typed = umpire_dice_new_physical ();
      g_autoptr(UmpireResult) result = NULL;
      const char *loss;

      g_assert_true (umpire_dice_push (typed, face, 6, NULL));
      result = umpire_crt_resolve (builtin, &input, typed, &error);
      g_assert_no_error (error);
      loss = umpire_result_get_value (result, "loss");
      expected += g_ascii_strtod (loss, NULL) / 6;
      g_assert_cmpfloat (umpire_odds_get_p (odds, "loss", loss), >=, 1.0 / 6 - EPS);
    }
  g_assert_true (umpire_odds_get_mean (odds, "loss", &mean));
  g_assert_cmpfloat_with_epsilon (mean, expected, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "loss", "1"), 0.5, EPS);
  g_assert_cmpfloat_with_epsilon (mean, 1.5, EPS);
  assert_sums_to_one (odds);
}

static UmpireResult *
run_morale (gpointer     data,
            UmpireDice  *dice,
            GError     **error)
{
  return umpire_derosa_morale (builtin, data, dice, error);
}

static void
test_derosa_morale (void)
{
  /* 13-09 figures need 6-10 on a d10: passes 5 in 10; 20 needs 3: 8 in 10. */
  UmpireDerosaMoraleInput nine = { .figures = 9, .reason = "a" };
  UmpireDerosaMoraleInput twenty = { .figures = 20, .reason = "a" };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) a = umpire_odds_compute (run_morale, &nine, 0, &error);
  g_autoptr(UmpireOdds) b = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (umpire_odds_get_n_paths (a), ==, 10);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (a, "passed", "yes"), 0.5, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (a, "new-state", "shaken"), 0.5, EPS);
  assert_sums_to_one (a);
  b = umpire_odds_compute (run_morale, &twenty, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (b, "passed", "yes"), 0.8, EPS);
  assert_sums_to_one (b);
}

static UmpireResult *
run_lull (gpointer     data,
          UmpireDice  *dice,
          GError     **error)
{
  return umpire_play_lull (builtin, data, dice, error);
}

static void
test_lull (void)
{
  /* From the start turn a 6 is a lull: short before turn 7, long after. */
  UmpireLullInput early = { 3, 3, NULL }, late = { 8, 2, NULL }, before = { 2, 3, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) a = umpire_odds_compute (run_lull, &early, 0, &error);
  g_autoptr(UmpireOdds) b = NULL, c = NULL;

  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (a, "lull", "short"), 1.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (a, "lull", "none"), 5.0 / 6, EPS);
  assert_sums_to_one (a);
  b = umpire_odds_compute (run_lull, &late, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (b, "lull", "long"), 1.0 / 6, EPS);
  /* Before the start turn nothing is rolled: one path, no lull. */
  c = umpire_odds_compute (run_lull, &before, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_odds_get_n_paths (c), ==, 1);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (c, "lull", "none"), 1.0, EPS);
}

/* A procedure's odds from its inputs as text, through its descriptor's run:
 * a die typed in stays, the others are walked. */
static void
test_compute_for (void)
{
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();
  g_autoptr(UmpireOdds) walked = NULL;
  g_autoptr(UmpireOdds) typed = NULL;
  g_autoptr(GError) error = NULL;
  double mean = 0;

  g_hash_table_insert (inputs, g_strdup ("terrain"), g_strdup ("open"));
  walked = umpire_odds_compute_for (&umpire_setup_proximity_info, builtin, inputs, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_odds_get_n_paths (walked), ==, 6);
  g_assert_true (umpire_odds_get_info (walked) == &umpire_setup_proximity_info);
  /* Every face of the die equally likely; the yards at least as far. */
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (walked, "die", "3"), 1.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p_at_least (walked, "die", 5), 2.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p_at_least (walked, "die", 1), 1.0, EPS);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p_at_least (walked, "die", 7), 0.0, EPS);
  g_assert_true (umpire_odds_get_mean (walked, "die", &mean));
  g_assert_cmpfloat_with_epsilon (mean, 3.5, EPS);

  g_hash_table_insert (inputs, g_strdup ("die"), g_strdup ("3"));
  typed = umpire_odds_compute_for (&umpire_setup_proximity_info, builtin, inputs, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_odds_get_n_paths (typed), ==, 1);
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (typed, "die", "3"), 1.0, EPS);

  /* Inputs wrong on every face: the procedure's error, naming the field. */
  g_hash_table_insert (inputs, g_strdup ("terrain"), g_strdup ("swamp"));
  g_assert_null (umpire_odds_compute_for (&umpire_setup_proximity_info, builtin, inputs, 0, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_UNKNOWN);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  builtin = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (builtin, NULL));

  g_test_add_func ("/odds/clamped-chart", test_clamped_chart);
  g_test_add_func ("/odds/variable-rolls", test_variable_rolls);
  g_test_add_func ("/odds/failures", test_failures);
  g_test_add_func ("/odds/limit", test_limit);
  g_test_add_func ("/odds/veteran-officer", test_veteran_officer);
  g_test_add_func ("/odds/crt", test_crt);
  g_test_add_func ("/odds/derosa-morale", test_derosa_morale);
  g_test_add_func ("/odds/lull", test_lull);
  g_test_add_func ("/odds/compute-for", test_compute_for);
  status = g_test_run ();
  g_object_unref (builtin);
  return status;
}
