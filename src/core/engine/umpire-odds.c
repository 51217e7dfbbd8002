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

UmpireOdds *
umpire_odds_compute_for (const UmpireProcedureInfo  *info,
                         UmpireRules                *rules,
                         GHashTable                 *inputs,
                         guint                       max_paths,
                         GError                    **error)
{
  ProcedureRun run = { info, rules, inputs };

  g_return_val_if_fail (info != NULL && info->run != NULL, NULL);
  return umpire_odds_compute (run_procedure, &run, max_paths, error);
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
