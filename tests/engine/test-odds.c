/* test-odds.c: exact odds of procedures, against distributions worked by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
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

static guint many_runs;

static UmpireResult *
run_many (gpointer     data,
          UmpireDice  *dice,
          GError     **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("t.many");

  many_runs++;
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
  /* Counted before they are walked: refused after the first run, not after
   * 100 000 (20d6 took two seconds). */
  many_runs = 0;
  odds = umpire_odds_compute (run_many, (gpointer) "20d6", 0, &error);
  g_assert_null (odds);
  g_assert_error (error, UMPIRE_ODDS_ERROR, UMPIRE_ODDS_ERROR_NOT_EXACT);
  g_assert_cmpuint (many_runs, ==, 1);
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

/* ---- counts over independent parts, by convolution ---------------------- */

/* The binomial chance of k successes in n tries of chance p, by logarithms
 * (an independent computation: no convolution). */
static double
binomial (guint  n,
          guint  k,
          double p)
{
  if (p == 0.0)
    return k == 0 ? 1.0 : 0.0;
  if (p == 1.0)
    return k == n ? 1.0 : 0.0;
  return exp (lgamma (n + 1.0) - lgamma (k + 1.0) - lgamma (n - k + 1.0)
              + k * log (p) + (n - k) * log1p (-p));
}

/* Every outcome of `name` of `odds` against the binomial (n, p), and every k
 * the binomial gives a chance a double holds. */
static void
assert_binomial (UmpireOdds *odds,
                 const char *name,
                 guint       n,
                 double      p)
{
  const GArray *outcomes = umpire_odds_get_outcomes (odds, name);
  double mean = 0;

  g_assert_nonnull (outcomes);
  for (guint k = 0; k <= n; k++)
    {
      g_autofree char *text = g_strdup_printf ("%u", k);
      double expected = binomial (n, k, p);

      g_assert_cmpfloat (fabs (umpire_odds_get_p (odds, name, text) - expected), <=, 1e-12 + 1e-8 * expected);
    }
  g_assert_true (umpire_odds_get_mean (odds, name, &mean));
  g_assert_cmpfloat_with_epsilon (mean, n * p, 1e-9 * n);
  assert_sums_to_one (odds);
}

static UmpireOdds *
odds_for (const UmpireProcedureInfo *info,
          const char *const          *pairs)
{
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();
  g_autoptr(GError) error = NULL;
  UmpireOdds *odds;

  for (guint i = 0; pairs[i] != NULL; i += 2)
    g_hash_table_insert (inputs, g_strdup (pairs[i]), g_strdup (pairs[i + 1]));
  odds = umpire_odds_compute_for (info, builtin, inputs, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (odds);
  return odds;
}

static UmpireResult *
run_counterbattery_for_walk (gpointer     data,
                             UmpireDice  *dice,
                             GError     **error)
{
  return umpire_setup_counterbattery (builtin, data, dice, error);
}

/* The outcomes of `name` in `a` and `b` are the same. */
static void
assert_same_odds (UmpireOdds *a,
                  UmpireOdds *b,
                  const char *name)
{
  const GArray *outcomes = umpire_odds_get_outcomes (a, name);
  double mean_a = 0, mean_b = 0;

  g_assert_nonnull (outcomes);
  g_assert_cmpuint (outcomes->len, ==, umpire_odds_get_outcomes (b, name)->len);
  for (guint i = 0; i < outcomes->len; i++)
    {
      const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, i);

      g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (b, name, outcome->value), outcome->p, EPS);
    }
  g_assert_cmpint (umpire_odds_get_mean (a, name, &mean_a), ==, umpire_odds_get_mean (b, name, &mean_b));
  g_assert_cmpfloat_with_epsilon (mean_a, mean_b, EPS);
}

static void
test_counterbattery_parts (void)
{
  const char *const one[] = { "barrages", "1", NULL };
  const char *const sixty[] = { "barrages", "60", NULL };
  const char *const most[] = { "barrages", "999", NULL };
  const char *const gas[] = { "barrages", "60", "gas", "yes", NULL };
  const char *const gas_one[] = { "barrages", "1", "gas", "yes", NULL };
  const char *const five[] = { "barrages", "5", NULL };
  g_autoptr(UmpireOdds) single = odds_for (&umpire_setup_counterbattery_info, one);
  g_autoptr(UmpireOdds) big = odds_for (&umpire_setup_counterbattery_info, sixty);
  g_autoptr(UmpireOdds) largest = odds_for (&umpire_setup_counterbattery_info, most);
  g_autoptr(UmpireOdds) gassed = odds_for (&umpire_setup_counterbattery_info, gas);
  g_autoptr(UmpireOdds) gassed_one = odds_for (&umpire_setup_counterbattery_info, gas_one);
  g_autoptr(UmpireOdds) convolved = odds_for (&umpire_setup_counterbattery_info, five);
  g_autoptr(UmpireOdds) walked = NULL;
  g_autoptr(GError) error = NULL;
  UmpireCounterbatteryInput input = { 5, FALSE };
  double p = umpire_odds_get_p (single, "destroyed", "1");
  double p_gas = umpire_odds_get_p (gassed_one, "destroyed", "1");
  guint n_parts = 0, part_paths = 0;
  g_auto(GStrv) left_out = NULL;
  g_autofree char *combinations = NULL;

  /* One barrage, one d6, walked: a chance strictly between 0 and 1, and
   * gas makes it likelier (the rules' numbers, not typed here). */
  g_assert_cmpuint (umpire_odds_get_n_paths (single), ==, 6);
  g_assert_false (umpire_odds_get_convolved (single, NULL, NULL));
  g_assert_cmpfloat (p, >, 0);
  g_assert_cmpfloat (p, <, 1);
  g_assert_cmpfloat (p_gas, >, p);

  /* 60 and 999 barrages (6^60, 6^999 paths: refused before): exact, a
   * binomial, from 7 runs of the procedure. */
  assert_binomial (big, "destroyed", 60, p);
  assert_binomial (largest, "destroyed", 999, p);
  assert_binomial (gassed, "destroyed", 60, p_gas);
  g_assert_true (umpire_odds_get_convolved (largest, &n_parts, &part_paths));
  g_assert_cmpuint (n_parts, ==, 999);
  g_assert_cmpuint (part_paths, ==, 6);
  g_assert_cmpuint (umpire_odds_get_n_paths (largest), ==, 7);
  combinations = umpire_odds_dup_combinations (largest);
  g_assert_cmpstr (combinations, ==, "6^999");
  g_assert_true (umpire_odds_get_info (largest) == &umpire_setup_counterbattery_info);
  /* The faces rolled, one outcome per path, are left out, and said to be. */
  left_out = umpire_odds_dup_left_out (largest);
  g_assert_true (g_strv_contains ((const char * const *) left_out, "dice"));
  g_assert_null (umpire_odds_get_outcomes (largest, "dice"));

  /* Against the path walk where both work: 5 barrages, 7776 paths. */
  g_assert_true (umpire_odds_get_convolved (convolved, NULL, NULL));
  walked = umpire_odds_compute (run_counterbattery_for_walk, &input, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_odds_get_n_paths (walked), ==, 7776);
  assert_same_odds (convolved, walked, "destroyed");
}

static UmpireResult *
run_veteran_for_walk (gpointer     data,
                      UmpireDice  *dice,
                      GError     **error)
{
  return umpire_optional_veteran_officers (builtin, GPOINTER_TO_INT (data), dice, error);
}

static void
test_veteran_parts (void)
{
  const char *const big[] = { "units", "200", NULL };
  const char *const most[] = { "units", "1000", NULL };
  const char *const three[] = { "units", "3", NULL };
  g_autoptr(UmpireOdds) two_hundred = odds_for (&umpire_optional_veteran_officer_info, big);
  g_autoptr(UmpireOdds) thousand = odds_for (&umpire_optional_veteran_officer_info, most);
  g_autoptr(UmpireOdds) convolved = odds_for (&umpire_optional_veteran_officer_info, three);
  g_autoptr(UmpireOdds) walked = NULL;
  g_autoptr(GError) error = NULL;

  /* A twelve on 2d6 per sub-unit: the binomial (n, 1/36). */
  assert_binomial (two_hundred, "veterans", 200, 1.0 / 36);
  assert_binomial (thousand, "veterans", 1000, 1.0 / 36);
  /* The first sub-unit's veteran officer, as for one. */
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (thousand, "veteran", "yes"), 1.0 / 36, EPS);
  g_assert_cmpuint (umpire_odds_get_n_paths (thousand), ==, 37);

  /* Against the walk: 3 sub-units, 46656 paths. */
  g_assert_true (umpire_odds_get_convolved (convolved, NULL, NULL));
  walked = umpire_odds_compute (run_veteran_for_walk, GINT_TO_POINTER (3), 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_odds_get_n_paths (walked), ==, 46656);
  assert_same_odds (convolved, walked, "veterans");
  assert_same_odds (convolved, walked, "veteran");
}

static UmpireResult *
run_defensive_for_walk (gpointer     data,
                        UmpireDice  *dice,
                        GError     **error)
{
  return umpire_setup_defensive_works (builtin, data, dice, error);
}

static void
test_defensive_parts (void)
{
  /* 800 sub-units: 40 rolls in each of four categories, 6^160 paths. */
  const char *const big[] = { "nation", "britain", "year", "1916", "units", "800",
                              "defenses", "3,4,5,0", NULL };
  /* 100 sub-units, only wire rolls: 5 rolls, 7776 paths, walked too. */
  const char *const small[] = { "nation", "britain", "year", "1916", "units", "100",
                                "defenses", "0,4,0,0", NULL };
  g_autoptr(UmpireOdds) odds = odds_for (&umpire_setup_defensive_works_info, big);
  g_autoptr(UmpireOdds) convolved = odds_for (&umpire_setup_defensive_works_info, small);
  g_autoptr(UmpireOdds) walked = NULL;
  g_autoptr(GError) error = NULL;
  UmpireDefensiveWorksInput input = { "britain", 1916, 100, { 0, 4, 0, 0 } };

  g_assert_true (umpire_odds_get_convolved (odds, NULL, NULL));
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "rolls", "40"), 1.0, EPS);
  /* N or more on a d6: (7 - N) / 6 a roll. */
  assert_binomial (odds, "trenches", 40, 4.0 / 6);
  assert_binomial (odds, "wire", 40, 3.0 / 6);
  assert_binomial (odds, "pillboxes", 40, 2.0 / 6);
  /* No roll for bunkers: none. */
  g_assert_cmpfloat_with_epsilon (umpire_odds_get_p (odds, "bunkers", "0"), 1.0, EPS);

  g_assert_true (umpire_odds_get_convolved (convolved, NULL, NULL));
  walked = umpire_odds_compute (run_defensive_for_walk, &input, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_odds_get_n_paths (walked), ==, 7776);
  assert_same_odds (convolved, walked, "wire");
  assert_same_odds (convolved, walked, "trenches");
  assert_same_odds (convolved, walked, "rolls");
}

/* A mean that is 0 is 0: not -5.55e-17 of rounding, not -0. */
static UmpireResult *
run_signed (gpointer     data,
            UmpireDice  *dice,
            GError     **error)
{
  static const char *const values[] = { "-0.1", "0.3", "-0.2", "0.1", "-0.3", "0.2" };
  g_autoptr(UmpireResult) result = umpire_result_new ("t.signed");
  UmpireRoll roll;

  if (!umpire_dice_roll_text (dice, "1d6", &roll, error))
    return NULL;
  umpire_result_set_value (result, "modifier", "%s", values[roll.total - 1]);
  return g_steal_pointer (&result);
}

static void
test_clean_mean (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) odds = umpire_odds_compute (run_signed, NULL, 0, &error);
  double mean = 1;

  g_assert_no_error (error);
  g_assert_true (umpire_odds_get_mean (odds, "modifier", &mean));
  g_assert_true (mean == 0.0);
  g_assert_false (signbit (mean));
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
  g_test_add_func ("/odds/parts/counterbattery", test_counterbattery_parts);
  g_test_add_func ("/odds/parts/veteran-officer", test_veteran_parts);
  g_test_add_func ("/odds/parts/defensive-works", test_defensive_parts);
  g_test_add_func ("/odds/clean-mean", test_clean_mean);
  status = g_test_run ();
  g_object_unref (builtin);
  return status;
}
