/* umpire-crt-chart-model.c: the CRT chart model of a Der Weltkrieg read or combat
 *
 * Fills the plain data umpire-crt-chart.c draws: the loss table of the era
 * and the odds of each result, found by running the CRT read once per face.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "umpire-weltkrieg-private.h"

static gboolean
fill_odds (UmpireRules          *rules,
           const WeltkriegShift *in,
           const char           *over_50,
           gboolean              retreat,
           const char           *label,
           UmpireCrtChartOdds   *odds,
           int                  *first_column,
           GError              **error)
{
  WeltkriegEra era;
  UmpireDiceExpr die;
  guint sides;

  memset (odds, 0, sizeof *odds);
  if (!umpire_weltkrieg_find_era (rules, in->era, &era, error) ||
      !umpire_dice_expr_parse (umpire_table_dice (era.losses), &die, error))
    return FALSE;
  sides = era.losses->rows->len;
  g_strlcpy (odds->label, label, sizeof odds->label);
  odds->strength = in->strength;
  if (in->strength <= 0)
    return TRUE;
  odds->shown = TRUE;
  /* The engine itself, once per face: the odds cannot disagree with a read. */
  for (guint d = 1; d <= sides; d++)
    {
      g_autoptr(UmpireResult) scratch = umpire_result_new ("odds");
      g_autoptr(UmpireDice) face = umpire_dice_new_physical ();
      WeltkriegCrtRead read;
      guint k;

      if (!umpire_dice_push (face, d, die.sides, error) ||
          !umpire_weltkrieg_crt_read (scratch, rules, in, over_50, retreat, face, "die", NULL, &read, error))
        return FALSE;
      odds->shift = read.shift;
      g_strlcpy (odds->column, read.column, sizeof odds->column);
      *first_column = read.first_column;
      odds->expected_loss += (double) read.loss / sides;
      for (k = 0; k < odds->n_results; k++)
        if (g_str_equal (odds->results[k], read.printed))
          break;
      if (k == odds->n_results && k < UMPIRE_CRT_CHART_MAX_RESULTS)
        {
          g_strlcpy (odds->results[k], read.printed, sizeof odds->results[k]);
          odds->n_results++;
        }
      if (k < UMPIRE_CRT_CHART_MAX_RESULTS)
        odds->odds[k] += 1.0 / sides;
    }
  return TRUE;
}

static gboolean
fill_table (UmpireRules         *rules,
            const char          *era_id,
            UmpireCrtChartModel *model,
            GError             **error)
{
  WeltkriegEra era;
  const UmpireRow *r_item = umpire_procedure_list_item (rules, KEY, "r-result", error);

  if (r_item == NULL || !umpire_weltkrieg_find_era (rules, era_id, &era, error))
    return FALSE;
  g_strlcpy (model->title, era.losses->title, sizeof model->title);
  /* The axes' titles, as the table names them (translated on loading). */
  g_strlcpy (model->row_title, era.losses->row_label ? era.losses->row_label : "", sizeof model->row_title);
  g_strlcpy (model->column_title, era.losses->column_label ? era.losses->column_label : "",
             sizeof model->column_title);
  model->n_rows = MIN (era.losses->rows->len, UMPIRE_CRT_CHART_MAX_ROWS);
  model->n_columns = MIN (era.losses->columns->len, UMPIRE_CRT_CHART_MAX_COLUMNS);
  model->max_loss = 0;
  for (guint r = 0; r < model->n_rows; r++)
    {
      const UmpireRow *row = g_ptr_array_index (era.losses->rows, r);

      for (guint c = 0; c < model->n_columns; c++)
        {
          const UmpireCell *cell = umpire_row_cell (row, c);
          double value = 0;

          g_strlcpy (model->cells[r][c], cell->text, sizeof model->cells[r][c]);
          if (g_strcmp0 (cell->text, r_item->item_value) == 0)
            value = 0.5;  /* drawn between 0 and 1: a loss unless the defender retreats */
          else if (!umpire_cell_get_number (cell, &value, error))
            return FALSE;
          model->losses[r][c] = value;
          model->max_loss = MAX (model->max_loss, value);
        }
    }
  return TRUE;
}

gboolean
umpire_weltkrieg_chart_model (UmpireRules             *rules,
                              const UmpireCombatInput *input,
                              guint                    attack_die,
                              guint                    counter_die,
                              UmpireCrtChartModel     *model,
                              GError                 **error)
{
  g_autoptr(UmpireResult) scratch = umpire_result_new ("chart");
  gint64 attack = 0, counter = 0;
  int first = 0, counter_first = 0;

  memset (model, 0, sizeof *model);
  if (!fill_table (rules, input->era, model, error))
    return FALSE;
  if (!umpire_weltkrieg_check_strength (input->attacker_strength, "attacker-strength", error) ||
      !umpire_weltkrieg_check_strength (input->defender_strength, "defender-strength", error) ||
      !umpire_weltkrieg_check_strength (input->defender_artillery, "defender-artillery", error) ||
      !umpire_weltkrieg_combat_strengths (scratch, rules, input, &attack, &counter, error))
    return FALSE;
  {
    WeltkriegShift in = { input->era, (int) attack, 0, input->terrain, input->trench,
                      input->insufficient_artillery, FALSE, input->artillery_vs_fortress };
    if (!fill_odds (rules, &in, input->over_50, input->defender_retreats, _("Attack"),
                    &model->attack, &first, error))
      return FALSE;
  }
  {
    WeltkriegShift in = { input->era, (int) counter, 0, input->terrain, input->trench,
                      input->insufficient_artillery, TRUE, FALSE };
    if (attack > 0 &&
        !fill_odds (rules, &in, input->over_50, FALSE, _("Counterattack"),
                    &model->counter, &counter_first, error))
      return FALSE;
  }
  model->printed_column = (int) attack;
  model->effective_column = first;
  model->shift = model->attack.shift;
  model->die = first > 0 ? (int) attack_die : 0;
  /* The counterattack's cell, marked as the attack's is. */
  model->counter_column = model->counter.shown ? counter_first : 0;
  model->counter_die = model->counter_column > 0 ? (int) counter_die : 0;
  return TRUE;
}

gboolean
umpire_crt_chart_model (UmpireRules          *rules,
                        const UmpireCrtInput *input,
                        guint                 die,
                        UmpireCrtChartModel  *model,
                        GError              **error)
{
  WeltkriegShift in = {
    input->era, input->strength, input->shift, input->terrain, input->trench,
    input->insufficient_artillery, input->counterattack, input->artillery_vs_fortress,
  };
  int first = 0;

  memset (model, 0, sizeof *model);
  if (!fill_table (rules, input->era, model, error))
    return FALSE;
  if (input->strength < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "strength", _("must be 0 or more"));
      return FALSE;
    }
  if (!fill_odds (rules, &in, input->over_50, input->retreat,
                  input->counterattack ? _("Counterattack") : _("Attack"),
                  &model->attack, &first, error))
    return FALSE;
  model->printed_column = input->strength;
  model->effective_column = first;
  model->shift = model->attack.shift;
  model->die = first > 0 ? (int) die : 0;
  return TRUE;
}

/* ---- a recorded result's chart ------------------------------------------ */

/* Whether `procedure` is the id of `info`, or one an earlier version wrote. */
static gboolean
is_procedure (const char                *procedure,
              const UmpireProcedureInfo *info)
{
  return g_strcmp0 (procedure, info->id) == 0 ||
         (procedure != NULL && info->older_ids != NULL && g_strv_contains (info->older_ids, procedure));
}

static guint
die_value (UmpireResult *result,
           const char   *name)
{
  const char *text = umpire_result_get_value (result, name);
  guint64 die = 0;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 1, UMPIRE_CRT_CHART_MAX_ROWS, &die, NULL))
    return 0;
  return (guint) die;
}

gboolean
umpire_weltkrieg_result_chart_model (UmpireRules         *rules,
                                     UmpireResult        *result,
                                     UmpireCrtChartModel *model,
                                     GError             **error)
{
  const char *procedure;
  g_autoptr(GHashTable) inputs = NULL;
  const char *name, *value;
  gboolean ok = FALSE;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), FALSE);
  g_return_val_if_fail (UMPIRE_IS_RESULT (result), FALSE);
  g_return_val_if_fail (model != NULL, FALSE);

  procedure = umpire_result_get_procedure (result);
  inputs = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; umpire_result_get_input_at (result, i, &name, &value); i++)
    g_hash_table_insert (inputs, (gpointer) name, (gpointer) value);

  if (is_procedure (procedure, &umpire_combat_info))
    {
      UmpireInputs in = { &umpire_combat_info, rules, inputs };
      UmpireCombatInput input = { 0 };

      ok = umpire_weltkrieg_read_crt_inputs (&in, &input.era, &input.terrain, &input.trench,
                                             &input.insufficient_artillery, &input.artillery_vs_fortress,
                                             &input.over_50, error)
           && umpire_inputs_read_int (&in, "attacker-strength", TRUE, &input.attacker_strength, error)
           && umpire_inputs_read_int (&in, "defender-strength", TRUE, &input.defender_strength, error)
           && umpire_inputs_read_int (&in, "defender-artillery", FALSE, &input.defender_artillery, error)
           && umpire_inputs_read_flag (&in, "defender-retreats", &input.defender_retreats, error)
           && umpire_inputs_read_flag (&in, "attacker-unsupplied", &input.attacker_unsupplied, error)
           && umpire_inputs_read_flag (&in, "defender-unsupplied", &input.defender_unsupplied, error)
           && umpire_weltkrieg_chart_model (rules, &input, die_value (result, "attack-die"),
                                            die_value (result, "counter-die"), model, error);
    }
  else if (is_procedure (procedure, &umpire_crt_info))
    {
      UmpireInputs in = { &umpire_crt_info, rules, inputs };
      UmpireCrtInput input = { 0 };

      ok = umpire_weltkrieg_read_crt_inputs (&in, &input.era, &input.terrain, &input.trench,
                                             &input.insufficient_artillery, &input.artillery_vs_fortress,
                                             &input.over_50, error)
           && umpire_inputs_read_int (&in, "strength", TRUE, &input.strength, error)
           && umpire_inputs_read_int (&in, "shift", FALSE, &input.shift, error)
           && umpire_inputs_read_flag (&in, "counterattack", &input.counterattack, error)
           && umpire_inputs_read_flag (&in, "retreat", &input.retreat, error)
           && umpire_crt_chart_model (rules, &input, die_value (result, "die"), model, error);
    }
  else
    return FALSE;

  if (ok)
    {
      /* The players see what was read, never the odds of it. */
      model->attack.shown = FALSE;
      model->counter.shown = FALSE;
    }
  return ok;
}
