/* umpire-compare.c: Der Weltkrieg what-if, attack options side by side
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "umpire-compare.h"
#include "umpire-weltkrieg-private.h"

typedef struct
{
  UmpireRules             *rules;
  const UmpireCombatInput *input;
} CompareRun;

static UmpireResult *
run_combat (gpointer     data,
            UmpireDice  *dice,
            GError     **error)
{
  CompareRun *run = data;

  return umpire_combat_resolve (run->rules, run->input, dice, error);
}

static double
mean_of (UmpireOdds *odds,
         const char *name)
{
  double mean = 0.0;

  return umpire_odds_get_mean (odds, name, &mean) ? mean : 0.0;
}

/* The chance that value `name` reads `marker` in one of its columns
 * ("1r", or "5+1r" when a strength above 50 is split). */
static double
chance_of_marker (UmpireOdds *odds,
                  const char *name,
                  const char *marker)
{
  const GArray *outcomes = umpire_odds_get_outcomes (odds, name);
  double p = 0.0;

  for (guint i = 0; outcomes != NULL && i < outcomes->len; i++)
    {
      const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, i);
      g_auto(GStrv) parts = outcome->value ? g_strsplit (outcome->value, "+", -1) : NULL;

      if (parts != NULL && g_strv_contains ((const char * const *) parts, marker))
        p += outcome->p;
    }
  return p;
}

static void
option_clear (UmpireCompareOption *option)
{
  g_clear_pointer (&option->label, g_free);
  g_clear_pointer ((char **) &option->input.era, g_free);
  g_clear_pointer ((char **) &option->input.terrain, g_free);
  g_clear_pointer ((char **) &option->input.over_50, g_free);
  g_clear_pointer (&option->odds, umpire_odds_free);
}

void
umpire_compare_free (UmpireCompare *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < self->n_options; i++)
    option_clear (&self->options[i]);
  g_free (self);
}

UmpireCompare *
umpire_compare_new (UmpireRules             *rules,
                    const UmpireCombatInput *inputs,
                    const char * const      *labels,
                    guint                    n_inputs,
                    GError                 **error)
{
  g_autoptr(UmpireCompare) self = NULL;
  const UmpireRow *r_item;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (inputs != NULL || n_inputs == 0, NULL);

  if (n_inputs < UMPIRE_COMPARE_MIN_OPTIONS || n_inputs > UMPIRE_COMPARE_MAX_OPTIONS)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "options",
                          _("compare %d to %d attack options, not %u"),
                          UMPIRE_COMPARE_MIN_OPTIONS, UMPIRE_COMPARE_MAX_OPTIONS, n_inputs);
      return NULL;
    }
  r_item = umpire_procedure_list_item (rules, KEY, "r-result", error);
  if (r_item == NULL)
    return NULL;

  self = g_new0 (UmpireCompare, 1);
  for (guint i = 0; i < n_inputs; i++)
    {
      UmpireCompareOption *option = &self->options[i];
      CompareRun run = { rules, &inputs[i] };
      g_autoptr(GError) local = NULL;

      self->n_options = i + 1;
      option->label = labels != NULL && labels[i] != NULL
                      ? g_strdup (labels[i]) : g_strdup_printf ("%c", 'A' + i);
      option->input = inputs[i];
      option->input.era = g_strdup (inputs[i].era);
      option->input.terrain = g_strdup (inputs[i].terrain);
      option->input.over_50 = g_strdup (inputs[i].over_50);
      option->odds = umpire_odds_compute (run_combat, &run, 0, &local);
      if (option->odds == NULL)
        {
          /* Translators: an attack option's label, then what is wrong with it */
          g_propagate_prefixed_error (error, g_steal_pointer (&local), _("Option %s: "), option->label);
          return NULL;
        }
      option->combat = umpire_odds_get_p (option->odds, "combat", "yes") > 0.0;
      option->defender_loss = mean_of (option->odds, "defender-loss");
      option->attacker_loss = mean_of (option->odds, "attacker-loss");
      option->attacker_supply = mean_of (option->odds, "attacker-supply");
      option->defender_supply = mean_of (option->odds, "defender-supply");
      option->r_result = chance_of_marker (option->odds, "attack-result", r_item->item_value);
    }
  return g_steal_pointer (&self);
}

/* Means of the same exact odds, told apart from rounding alone. */
static gboolean
same_figure (double a,
             double b)
{
  return fabs (a - b) < 1e-9;
}

static double
defender_loss_of (const UmpireCompareOption *option)
{
  return option->defender_loss;
}

/* The attacker's loss counted against him: the highest is best. */
static double
attacker_gain_of (const UmpireCompareOption *option)
{
  return -option->attacker_loss;
}

/* Whether option `index` has the highest `figure` of the options that make
 * a combat, and some other of them another. An option that makes none (a
 * side with no strength points) is no attack to weigh: it loses nothing
 * because nothing happens, and is never best. */
static gboolean
is_best (const UmpireCompare *self,
         guint                index,
         double             (*figure) (const UmpireCompareOption *option))
{
  double best, mine;
  gboolean differs = FALSE;

  g_return_val_if_fail (self != NULL && index < self->n_options, FALSE);
  if (!self->options[index].combat)
    return FALSE;
  best = mine = figure (&self->options[index]);
  for (guint i = 0; i < self->n_options; i++)
    {
      if (!self->options[i].combat)
        continue;
      best = MAX (best, figure (&self->options[i]));
      differs |= !same_figure (figure (&self->options[i]), mine);
    }
  return differs && same_figure (mine, best);
}

gboolean
umpire_compare_is_best_defender_loss (const UmpireCompare *self,
                                      guint                index)
{
  return is_best (self, index, defender_loss_of);
}

gboolean
umpire_compare_is_best_attacker_loss (const UmpireCompare *self,
                                      guint                index)
{
  return is_best (self, index, attacker_gain_of);
}

char *
umpire_compare_option_dup_input (const UmpireCompareOption *option,
                                 const char                *name)
{
  const struct { const char *name; const gboolean *flag; const int *number; const char *const *text; } fields[] = {
    { "era", NULL, NULL, &option->input.era },
    { "terrain", NULL, NULL, &option->input.terrain },
    { "trench", &option->input.trench, NULL, NULL },
    { "insufficient-artillery", &option->input.insufficient_artillery, NULL, NULL },
    { "artillery-vs-fortress", &option->input.artillery_vs_fortress, NULL, NULL },
    { "over-50", NULL, NULL, &option->input.over_50 },
    { "attacker-strength", NULL, &option->input.attacker_strength, NULL },
    { "defender-strength", NULL, &option->input.defender_strength, NULL },
    { "defender-artillery", NULL, &option->input.defender_artillery, NULL },
    { "defender-retreats", &option->input.defender_retreats, NULL, NULL },
    { "attacker-unsupplied", &option->input.attacker_unsupplied, NULL, NULL },
    { "defender-unsupplied", &option->input.defender_unsupplied, NULL, NULL },
  };

  g_return_val_if_fail (option != NULL && name != NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      if (!g_str_equal (fields[i].name, name))
        continue;
      if (fields[i].flag != NULL)
        return g_strdup (umpire_weltkrieg_yes_no (*fields[i].flag));
      if (fields[i].number != NULL)
        return g_strdup_printf ("%d", *fields[i].number);
      return g_strdup (*fields[i].text);
    }
  return NULL;
}

static char *
format_number (double value)
{
  /* Means to two places, whole numbers as they are. */
  if (fabs (value - round (value)) < 1e-9)
    return g_strdup_printf ("%.0f", value);
  return g_strdup_printf ("%.2f", value);
}

static char *
format_percent (double p)
{
  return g_strdup_printf ("%.1f%%", 100 * p);
}

const char *
umpire_compare_get_first_figure_label (void)
{
  return _("Expected defender loss");
}

GPtrArray *
umpire_compare_dup_table (const UmpireCompare *self,
                          UmpireRules         *rules)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  const char *figure_labels[] = {
    /* Whether the defender retreats is an input, shown above. */
    umpire_compare_get_first_figure_label (), _("Expected attacker loss"), _("Chance of an “r” result"),
    _("Attacker's supply points"), _("Defender's supply points"),
  };

  g_return_val_if_fail (self != NULL, NULL);
  {
    g_autoptr(GStrvBuilder) header = g_strv_builder_new ();

    g_strv_builder_add (header, "");
    for (guint o = 0; o < self->n_options; o++)
      g_strv_builder_add (header, self->options[o].label);
    g_ptr_array_add (rows, g_strv_builder_end (header));
  }
  for (const UmpireField *field = umpire_combat_info.inputs; field->name != NULL; field++)
    {
      g_autoptr(GStrvBuilder) row = NULL;
      gboolean any = FALSE;

      if (field->kind == UMPIRE_FIELD_DIE)
        continue;
      row = g_strv_builder_new ();
      g_strv_builder_add (row, umpire_field_get_label (field));
      for (guint o = 0; o < self->n_options; o++)
        {
          g_autofree char *value = umpire_compare_option_dup_input (&self->options[o], field->name);
          g_autofree char *words = NULL;

          any |= value != NULL;
          /* The era as the umpire names it, not the long title of its table. */
          if (value != NULL && g_str_equal (field->name, "era"))
            words = g_steal_pointer (&value);
          else
            words = value ? umpire_field_dup_for_people (field, rules, value) : g_strdup ("—");
          g_strv_builder_add (row, words);
        }
      if (any)
        g_ptr_array_add (rows, g_strv_builder_end (row));
    }
  for (guint f = 0; f < G_N_ELEMENTS (figure_labels); f++)
    {
      g_autoptr(GStrvBuilder) row = g_strv_builder_new ();

      g_strv_builder_add (row, figure_labels[f]);
      for (guint o = 0; o < self->n_options; o++)
        {
          const UmpireCompareOption *option = &self->options[o];
          g_autofree char *cell = NULL;
          gboolean best = FALSE;

          switch (f)
            {
            case 0:
              cell = format_number (option->defender_loss);
              best = umpire_compare_is_best_defender_loss (self, o);
              break;
            case 1:
              cell = format_number (option->attacker_loss);
              best = umpire_compare_is_best_attacker_loss (self, o);
              break;
            case 2:
              cell = format_percent (option->r_result);
              break;
            case 3:
              cell = format_number (option->attacker_supply);
              break;
            default:
              cell = format_number (option->defender_supply);
              break;
            }
          if (best)
            {
              g_autofree char *marked = g_strdup_printf ("* %s", cell);

              g_strv_builder_add (row, marked);
            }
          else
            g_strv_builder_add (row, cell);
        }
      g_ptr_array_add (rows, g_strv_builder_end (row));
    }
  return g_steal_pointer (&rows);
}
