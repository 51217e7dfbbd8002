/* umpire-odds.c: the exact odds of a procedure, before the roll
 *
 * The procedure is run on enumerating dice, once per path of the tree of its
 * rolls; each path weighs the product of 1/sides of the dice on it, and its
 * values add that weight to their outcomes. A procedure that rolls more dice
 * on some faces than others is walked exactly, since each path is as long as
 * the procedure makes it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-odds.h"

typedef struct
{
  char       *name;
  GArray     *outcomes;  /* UmpireOddsOutcome */
  GHashTable *index;     /* value -> position in outcomes + 1 */
  gboolean    numeric;
  double      mean;
} OddsValue;

struct _UmpireOdds
{
  const UmpireProcedureInfo *info;
  guint      n_paths;
  /* By convolution (umpire_odds_compute_for() of a procedure with
   * odds_parts): `n_parts` parts of `part_paths` paths each; 0: walked. */
  guint      n_parts;
  guint      part_paths;
  GPtrArray *left_out;   /* names of values not given; NULL: none */
  double     succeeded;
  double     failed;
  char      *failure;
  GPtrArray *values;     /* OddsValue, in the order first met */
  GHashTable *by_name;   /* name -> OddsValue */
};

G_DEFINE_QUARK (umpire-odds-error-quark, umpire_odds_error)

static void
outcome_clear (gpointer data)
{
  g_free (((UmpireOddsOutcome *) data)->value);
}

static void
odds_value_free (gpointer data)
{
  OddsValue *value = data;

  g_free (value->name);
  g_array_unref (value->outcomes);
  g_hash_table_unref (value->index);
  g_free (value);
}

void
umpire_odds_free (UmpireOdds *self)
{
  if (self == NULL)
    return;
  g_free (self->failure);
  g_clear_pointer (&self->left_out, g_ptr_array_unref);
  g_hash_table_unref (self->by_name);
  g_ptr_array_unref (self->values);
  g_free (self);
}

static OddsValue *
odds_value_get (UmpireOdds *self,
                const char *name)
{
  OddsValue *value = g_hash_table_lookup (self->by_name, name);

  if (value == NULL)
    {
      value = g_new0 (OddsValue, 1);
      value->name = g_strdup (name);
      value->outcomes = g_array_new (FALSE, TRUE, sizeof (UmpireOddsOutcome));
      g_array_set_clear_func (value->outcomes, outcome_clear);
      value->index = g_hash_table_new (g_str_hash, g_str_equal);
      g_ptr_array_add (self->values, value);
      g_hash_table_insert (self->by_name, value->name, value);
    }
  return value;
}

static void
odds_value_add (OddsValue  *value,
                const char *text,
                double      p)
{
  guint position = GPOINTER_TO_UINT (g_hash_table_lookup (value->index, text));

  if (position == 0)
    {
      UmpireOddsOutcome outcome = { g_strdup (text), 0.0 };

      g_array_append_val (value->outcomes, outcome);
      position = value->outcomes->len;
      /* The key lives as long as the outcome. */
      g_hash_table_insert (value->index,
                           g_array_index (value->outcomes, UmpireOddsOutcome, position - 1).value,
                           GUINT_TO_POINTER (position));
    }
  g_array_index (value->outcomes, UmpireOddsOutcome, position - 1).p += p;
}

static gboolean
parse_number (const char *text,
              double     *number)
{
  char *end = NULL;

  if (text == NULL || *text == '\0')
    return FALSE;
  *number = g_ascii_strtod (text, &end);
  return end != NULL && *end == '\0' && isfinite (*number);
}

static int
compare_numeric (gconstpointer a,
                 gconstpointer b)
{
  const UmpireOddsOutcome *x = a, *y = b;
  double nx = 0, ny = 0;

  /* "Not set" last. */
  if (x->value == NULL || y->value == NULL)
    return (x->value == NULL) - (y->value == NULL);
  parse_number (x->value, &nx);
  parse_number (y->value, &ny);
  return (nx > ny) - (nx < ny);
}

static void
odds_value_finish (OddsValue *value,
                   double     succeeded)
{
  double set = 0.0, sum = 0.0;

  value->numeric = TRUE;
  for (guint i = 0; i < value->outcomes->len; i++)
    {
      UmpireOddsOutcome *outcome = &g_array_index (value->outcomes, UmpireOddsOutcome, i);
      double number;

      set += outcome->p;
      if (parse_number (outcome->value, &number))
        sum += outcome->p * number;
      else
        value->numeric = FALSE;
    }
  if (value->numeric)
    {
      value->mean = set > 0 ? sum / set : 0.0;
      /* Sums of sixths leave noise where the mean is 0 (-5.55e-17): a mean
       * is given clean, never as a negative zero. */
      if (fabs (value->mean) < 1e-12)
        value->mean = 0.0;
      /* The index points into the array: it is not needed any more. */
      g_hash_table_remove_all (value->index);
      g_array_sort (value->outcomes, compare_numeric);
    }
  /* The paths on which the procedure did not set the value. */
  if (succeeded - set > 1e-12)
    {
      UmpireOddsOutcome unset = { NULL, succeeded - set };

      g_array_append_val (value->outcomes, unset);
    }
}

UmpireOdds *
umpire_odds_compute (UmpireOddsRunFunc   run,
                     gpointer            data,
                     guint               max_paths,
                     GError            **error)
{
  g_autoptr(UmpireOdds) self = g_new0 (UmpireOdds, 1);
  g_autoptr(UmpireDice) dice = umpire_dice_new_enumerating ();
  g_autoptr(GError) first_error = NULL;

  g_return_val_if_fail (run != NULL, NULL);

  if (max_paths == 0)
    max_paths = UMPIRE_ODDS_MAX_PATHS;
  self->values = g_ptr_array_new_with_free_func (odds_value_free);
  self->by_name = g_hash_table_new (g_str_hash, g_str_equal);

  do
    {
      g_autoptr(GError) local = NULL;
      g_autoptr(UmpireResult) result = NULL;
      double p;

      if (self->n_paths == max_paths)
        {
          g_set_error (error, UMPIRE_ODDS_ERROR, UMPIRE_ODDS_ERROR_NOT_EXACT,
                       _("The dice of this procedure have more than %u combinations of faces: no exact odds"),
                       max_paths);
          return NULL;
        }
      self->n_paths++;
      result = run (data, dice, &local);
      p = umpire_dice_enumeration_path_p (dice);
      /* The paths are counted before they are walked: the first run's dice
       * are every path's for a procedure that asks for the same dice
       * whatever they show, and too many are refused at once. (One whose
       * dice vary with their faces still stops at `max_paths`.) */
      if (self->n_paths == 1 && umpire_dice_enumeration_path_count (dice) > max_paths)
        {
          g_set_error (error, UMPIRE_ODDS_ERROR, UMPIRE_ODDS_ERROR_NOT_EXACT,
                       _("The dice of this procedure have more than %u combinations of faces: no exact odds"),
                       max_paths);
          return NULL;
        }
      if (result == NULL)
        {
          /* A failure on some faces is an outcome of its own. */
          self->failed += p;
          if (first_error == NULL)
            first_error = local ? g_steal_pointer (&local)
                                : g_error_new_literal (UMPIRE_ODDS_ERROR, UMPIRE_ODDS_ERROR_NOT_EXACT,
                                                       _("The procedure failed"));
          continue;
        }
      if (self->info == NULL)
        self->info = umpire_result_get_info (result);
      self->succeeded += p;
      {
        g_auto(GStrv) names = umpire_result_dup_value_names (result);

        for (guint i = 0; names[i] != NULL; i++)
          odds_value_add (odds_value_get (self, names[i]),
                          umpire_result_get_value (result, names[i]), p);
      }
    }
  while (umpire_dice_enumeration_next (dice));

  if (self->succeeded == 0.0)
    {
      g_propagate_error (error, g_steal_pointer (&first_error));
      return NULL;
    }
  if (first_error != NULL)
    self->failure = g_strdup (first_error->message);
  for (guint i = 0; i < self->values->len; i++)
    odds_value_finish (self->values->pdata[i], self->succeeded);
  return g_steal_pointer (&self);
}

typedef struct
{
  const UmpireProcedureInfo *info;
  UmpireRules               *rules;
  GHashTable                *inputs;
} ProcedureRun;

static UmpireResult *
run_procedure (gpointer     data,
               UmpireDice  *dice,
               GError     **error)
{
  ProcedureRun *run = data;

  return umpire_procedure_run (run->info, run->rules, run->inputs, dice, error);
}

static UmpireOdds *
walk_procedure (const UmpireProcedureInfo  *info,
                UmpireRules                *rules,
                GHashTable                 *inputs,
                guint                       max_paths,
                GError                    **error)
{
  ProcedureRun run = { info, rules, inputs };

  return umpire_odds_compute (run_procedure, &run, max_paths, error);
}

static gboolean
in_list (const char * const *list,
         const char         *name)
{
  return list != NULL && g_strv_contains (list, name);
}

/* The chances of the whole numbers 0..*len - 1 that value `name` of `part`
 * shows, or NULL when it shows anything else (or is not always set). */
static double *
dup_whole_numbers (UmpireOdds *part,
                   const char *name,
                   guint      *len)
{
  const GArray *outcomes = umpire_odds_get_outcomes (part, name);
  g_autofree double *p = NULL;
  gint64 top = 0;

  if (outcomes == NULL || outcomes->len == 0)
    return NULL;
  for (guint i = 0; i < outcomes->len; i++)
    {
      const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, i);
      gint64 number;

      if (outcome->value == NULL
          || !g_ascii_string_to_signed (outcome->value, 10, 0, 1000, &number, NULL))
        return NULL;
      top = MAX (top, number);
    }
  *len = (guint) top + 1;
  p = g_new0 (double, *len);
  for (guint i = 0; i < outcomes->len; i++)
    {
      const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, i);

      p[g_ascii_strtoll (outcome->value, NULL, 10)] += outcome->p;
    }
  return g_steal_pointer (&p);
}

/* The chances of the sum of `n` independent parts, each of chances
 * `part` (of 0..part_len - 1): `n` convolutions, exact but for rounding,
 * in n * n * part_len steps at most. Its length is in *len. */
static double *
convolve_power (const double *part,
                guint         part_len,
                guint         n,
                guint        *len)
{
  double *sum = g_new0 (double, (gsize) n * (part_len - 1) + 1);
  double *next = g_new0 (double, (gsize) n * (part_len - 1) + 1);
  guint sum_len = 1;

  sum[0] = 1.0;
  for (guint k = 0; k < n; k++)
    {
      guint next_len = sum_len + part_len - 1;

      memset (next, 0, next_len * sizeof (double));
      for (guint i = 0; i < sum_len; i++)
        if (sum[i] != 0.0)
          for (guint j = 0; j < part_len; j++)
            next[i + j] += sum[i] * part[j];
      {
        double *swap = sum;

        sum = next;
        next = swap;
      }
      sum_len = next_len;
    }
  g_free (next);
  *len = sum_len;
  return sum;
}

/* The odds of a procedure of `parts` (its descriptor's odds_parts), or NULL
 * and no error when they are walked instead: few paths, a part that fails
 * on some faces, or a part that is not as the descriptor says. */
static UmpireOdds *
compute_parts (const UmpireProcedureInfo  *info,
               UmpireRules                *rules,
               GHashTable                 *inputs,
               GError                    **error)
{
  const UmpireOddsParts *parts = info->odds_parts;
  g_autoptr(GHashTable) part_inputs = NULL;
  g_autoptr(UmpireOdds) part = NULL;
  g_autoptr(UmpireOdds) self = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) whole = NULL;
  g_autoptr(GError) local = NULL;
  g_auto(GStrv) names = NULL;
  const char *text;
  gint64 n;

  /* One part: the procedure with its input at 1. */
  /* Dice typed in stay as typed: those are walked. */
  for (const UmpireField *field = info->inputs; field != NULL && field->name != NULL; field++)
    if (field->kind == UMPIRE_FIELD_DIE && g_hash_table_lookup (inputs, field->name) != NULL)
      return NULL;
  text = g_hash_table_lookup (inputs, parts->input);
  if (text == NULL || !g_ascii_string_to_signed (text, 10, 2, G_MAXINT, &n, NULL))
    return NULL;
  part_inputs = g_hash_table_new (g_str_hash, g_str_equal);
  {
    GHashTableIter iter;
    gpointer key, value;

    g_hash_table_iter_init (&iter, inputs);
    while (g_hash_table_iter_next (&iter, &key, &value))
      g_hash_table_insert (part_inputs, key, value);
    g_hash_table_insert (part_inputs, (gpointer) parts->input, (gpointer) "1");
  }
  part = walk_procedure (info, rules, part_inputs, UMPIRE_ODDS_MAX_PATHS, NULL);
  if (part == NULL || part->failed > 0 || part->n_paths < 2
      || (parts->count != NULL && umpire_odds_get_p (part, parts->count, "1") < 1.0 - 1e-9))
    return NULL;

  /* The whole procedure, run once: its inputs are checked, and its
   * constants and the number of parts read. */
  dice = umpire_dice_new_enumerating ();
  whole = umpire_procedure_run (info, rules, inputs, dice, &local);
  if (whole == NULL)
    return NULL;
  if (parts->count != NULL)
    {
      const char *count = umpire_result_get_value (whole, parts->count);

      if (count == NULL || !g_ascii_string_to_signed (count, 10, 0, G_MAXINT, &n, NULL))
        return NULL;
    }
  /* Few enough to walk: every value, the faces too, as before. */
  if (pow (part->n_paths, (double) n) <= UMPIRE_ODDS_PARTS_WALKED)
    return NULL;

  self = g_new0 (UmpireOdds, 1);
  self->values = g_ptr_array_new_with_free_func (odds_value_free);
  self->by_name = g_hash_table_new (g_str_hash, g_str_equal);
  self->left_out = g_ptr_array_new_with_free_func (g_free);
  self->info = umpire_result_get_info (whole);
  self->n_parts = (guint) n;
  self->part_paths = part->n_paths;
  /* Runs made: one part walked, and the whole once. */
  self->n_paths = part->n_paths + 1;
  self->succeeded = 1.0;
  names = umpire_result_dup_value_names (whole);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *name = names[i];

      if (in_list (parts->sums, name))
        {
          g_autofree double *one = NULL;
          g_autofree double *sum = NULL;
          guint one_len = 0, sum_len = 0;
          OddsValue *value;

          one = dup_whole_numbers (part, name, &one_len);
          if (one == NULL)
            return NULL;
          sum = convolve_power (one, one_len, (guint) n, &sum_len);
          value = odds_value_get (self, name);
          for (guint k = 0; k < sum_len; k++)
            /* Chances below a double's range are left out, not shown as 0. */
            if (sum[k] > 0.0)
              {
                char number[24];

                g_snprintf (number, sizeof number, "%u", k);
                odds_value_add (value, number, sum[k]);
              }
        }
      else if (in_list (parts->firsts, name))
        {
          const GArray *outcomes = umpire_odds_get_outcomes (part, name);
          OddsValue *value = odds_value_get (self, name);

          for (guint k = 0; outcomes != NULL && k < outcomes->len; k++)
            {
              const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, k);

              if (outcome->value != NULL)
                odds_value_add (value, outcome->value, outcome->p);
            }
        }
      else if (in_list (parts->constants, name))
        odds_value_add (odds_value_get (self, name), umpire_result_get_value (whole, name), 1.0);
      else
        g_ptr_array_add (self->left_out, g_strdup (name));
    }
  for (guint i = 0; i < self->values->len; i++)
    odds_value_finish (self->values->pdata[i], self->succeeded);
  (void) error;
  return g_steal_pointer (&self);
}

UmpireOdds *
umpire_odds_compute_for (const UmpireProcedureInfo  *info,
                         UmpireRules                *rules,
                         GHashTable                 *inputs,
                         guint                       max_paths,
                         GError                    **error)
{
  g_return_val_if_fail (info != NULL && info->run != NULL, NULL);

  if (info->odds_parts != NULL && inputs != NULL)
    {
      UmpireOdds *odds = compute_parts (info, rules, inputs, error);

      if (odds != NULL)
        return odds;
    }
  return walk_procedure (info, rules, inputs, max_paths, error);
}

gboolean
umpire_odds_get_convolved (UmpireOdds *self,
                           guint      *n_parts,
                           guint      *part_paths)
{
  g_return_val_if_fail (self != NULL, FALSE);
  if (n_parts != NULL)
    *n_parts = self->n_parts;
  if (part_paths != NULL)
    *part_paths = self->part_paths;
  return self->n_parts > 0;
}

char *
umpire_odds_dup_combinations (UmpireOdds *self)
{
  double count;

  g_return_val_if_fail (self != NULL, NULL);
  if (self->n_parts == 0)
    return g_strdup_printf ("%u", self->n_paths);
  count = pow (self->part_paths, self->n_parts);
  if (count < 1e15)
    return g_strdup_printf ("%.0f", count);
  return g_strdup_printf ("%u^%u", self->part_paths, self->n_parts);
}

GStrv
umpire_odds_dup_left_out (UmpireOdds *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (self != NULL, NULL);
  for (guint i = 0; self->left_out != NULL && i < self->left_out->len; i++)
    g_strv_builder_add (builder, self->left_out->pdata[i]);
  return g_strv_builder_end (builder);
}

guint
umpire_odds_get_n_paths (UmpireOdds *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_paths;
}

const UmpireProcedureInfo *
umpire_odds_get_info (UmpireOdds *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->info;
}

double
umpire_odds_get_failed (UmpireOdds  *self,
                        const char **message)
{
  g_return_val_if_fail (self != NULL, 0.0);
  if (message != NULL)
    *message = self->failure;
  return self->failed;
}

GStrv
umpire_odds_dup_value_names (UmpireOdds *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (self != NULL, NULL);
  for (guint i = 0; i < self->values->len; i++)
    g_strv_builder_add (builder, ((OddsValue *) self->values->pdata[i])->name);
  return g_strv_builder_end (builder);
}

const GArray *
umpire_odds_get_outcomes (UmpireOdds *self,
                          const char *name)
{
  OddsValue *value;

  g_return_val_if_fail (self != NULL && name != NULL, NULL);
  value = g_hash_table_lookup (self->by_name, name);
  return value ? value->outcomes : NULL;
}

double
umpire_odds_get_p (UmpireOdds *self,
                   const char *name,
                   const char *value)
{
  const GArray *outcomes = umpire_odds_get_outcomes (self, name);

  if (outcomes == NULL)
    return 0.0;
  for (guint i = 0; i < outcomes->len; i++)
    {
      const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, i);

      if (g_strcmp0 (outcome->value, value) == 0)
        return outcome->p;
    }
  return 0.0;
}

double
umpire_odds_get_p_at_least (UmpireOdds *self,
                            const char *name,
                            double      value)
{
  const GArray *outcomes = umpire_odds_get_outcomes (self, name);
  double p = 0.0;

  for (guint i = 0; outcomes != NULL && i < outcomes->len; i++)
    {
      const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, i);
      double number;

      if (parse_number (outcome->value, &number) && number >= value - 1e-9)
        p += outcome->p;
    }
  return p;
}

gboolean
umpire_odds_get_mean (UmpireOdds *self,
                      const char *name,
                      double     *mean)
{
  OddsValue *value;

  g_return_val_if_fail (self != NULL && name != NULL, FALSE);
  value = g_hash_table_lookup (self->by_name, name);
  if (value == NULL || !value->numeric)
    return FALSE;
  if (mean != NULL)
    *mean = value->mean;
  return TRUE;
}
