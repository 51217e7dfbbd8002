/* umpire-derosa-morale.c: De Rosa morale tests and the morale states
 *
 * The Morale Chart's roll for the figures left (or an artillery/MG
 * strength), the reasons to test, rallying, and what a state brings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "umpire-derosa-private.h"

static UmpireResult *run_morale (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

const UmpireWord umpire_derosa_morale_words[] = {
  { "good", N_("Good") },
  { "shaken", N_("Shaken") },
  { "routed", N_("Routed") },
  { NULL, NULL }
};

/* The artillery/MG strengths the Morale Chart prints. */
static const UmpireWord strength_words[] = {
  { "full", N_("Full strength") },
  { "3/4", N_("Three quarters") },
  { "1/2", N_("Half") },
  { "1/3", N_("One third") },
  { NULL, NULL }
};

static const UmpireField morale_inputs[] = {
  /* The Morale Chart stops at 19-17, read up to 20. */
  { "figures", N_("Figures"), UMPIRE_FIELD_NUMBER, 1, 20 },
  { "strength", N_("Strength"), UMPIRE_FIELD_CHOICE, .words = strength_words },
  { "reason", N_("Reason"), UMPIRE_FIELD_CHOICE, .table = MORALE_REASONS },
  { "state", N_("Morale before"), UMPIRE_FIELD_CHOICE, .words = umpire_derosa_morale_words },
  { "rallying", N_("Rallying"), UMPIRE_FIELD_FLAG },
  { "die", N_("Morale roll"), UMPIRE_FIELD_DIE, .table = MORALE },
  /* The roster unit tested, by name: optional. */
  { "unit", N_("Unit"), UMPIRE_FIELD_TEXT, .optional = TRUE },
  { NULL }
};

static const UmpireField morale_values[] = {
  { "needed", N_("Roll needed (or higher)"), UMPIRE_FIELD_NUMBER },
  { "roll", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "passed", N_("Passed"), UMPIRE_FIELD_FLAG },
  { "state", N_("Morale before"), UMPIRE_FIELD_CHOICE, .words = umpire_derosa_morale_words },
  { "new-state", N_("Morale now"), UMPIRE_FIELD_CHOICE, .words = umpire_derosa_morale_words },
  { NULL }
};

static const char *const older_derosa_morale[] = { "derosa-morale", NULL };

/* A named unit's morale before the test is its state's; its figures left a
 * suggestion (the chart reads up to 20); the new state is the unit's. */
static const UmpireStateRead morale_reads[] = {
  { "figures", UMPIRE_STATE_UNIT, "figures", "unit", TRUE },
  { "state", UMPIRE_STATE_UNIT, "morale", "unit" },
  { NULL }
};

static const UmpireStateWrite morale_writes[] = {
  { "new-state", UMPIRE_STATE_UNIT, "morale", UMPIRE_STATE_SET, .unit_input = "unit" },
  { NULL }
};

const UmpireProcedureInfo umpire_derosa_morale_info = {
  "derosa.morale", &umpire_derosa_system, N_("Morale test"),
  morale_inputs, morale_values, older_derosa_morale,
  .run = run_morale,
  .outcome = (const char * const []) { "passed", "new-state", NULL },
  .rule_entry = "derosa.morale",
  .reads = morale_reads,
  .writes = morale_writes,
};

const char *
umpire_derosa_morale_to_string (UmpireDerosaMorale morale)
{
  g_return_val_if_fail (morale <= UMPIRE_DEROSA_ROUTED, NULL);
  return umpire_derosa_morale_words[morale].id;
}

const char *
umpire_derosa_morale_label (UmpireDerosaMorale morale)
{
  g_return_val_if_fail (morale <= UMPIRE_DEROSA_ROUTED, NULL);
  return _(umpire_derosa_morale_words[morale].label);
}

gboolean
umpire_derosa_morale_from_string (const char         *text,
                                  UmpireDerosaMorale *morale)
{
  for (guint i = 0; text != NULL && i <= UMPIRE_DEROSA_ROUTED; i++)
    if (g_ascii_strcasecmp (text, umpire_derosa_morale_words[i].id) == 0)
      {
        *morale = (UmpireDerosaMorale) i;
        return TRUE;
      }
  return FALSE;
}

void
umpire_derosa_set_morale_input (UmpireResult       *result,
                                const char         *name,
                                UmpireDerosaMorale  state)
{
  /* An unknown state is refused later; it has no name to record. */
  if (state <= UMPIRE_DEROSA_ROUTED)
    umpire_result_set_input_text (result, name, umpire_derosa_morale_to_string (state));
}

gboolean
umpire_derosa_read_morale (const UmpireInputs  *in,
                           const char          *name,
                           UmpireDerosaMorale  *state,
                           GError             **error)
{
  const char *text = NULL;

  *state = UMPIRE_DEROSA_GOOD;
  if (!umpire_inputs_read_choice (in, name, FALSE, &text, error))
    return FALSE;
  if (text != NULL && !umpire_derosa_morale_from_string (text, state))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, name,
                          _("unknown morale state “%s” (good, shaken, routed)"), text);
      return FALSE;
    }
  return TRUE;
}

/* The effects of a morale state: the morale-states items named after it. */
static char *
add_state_effects (UmpireResult       *result,
                   UmpireRules        *rules,
                   UmpireDerosaMorale  state,
                   GError            **error)
{
  const UmpireTable *states = umpire_procedure_table (rules, MORALE_STATES, error);
  const char *id = umpire_derosa_morale_to_string (state);
  g_autofree char *prefix = g_strconcat (id, "-", NULL);
  g_autoptr(GString) effects = g_string_new (NULL);

  if (states == NULL)
    return NULL;
  for (guint i = 0; i < states->rows->len; i++)
    {
      const UmpireRow *item = g_ptr_array_index (states->rows, i);

      if (!g_str_equal (item->id, id) && !g_str_has_prefix (item->id, prefix))
        continue;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, "%s", umpire_derosa_item_text (item));
      g_string_append_printf (effects, "%s%s", effects->len ? "\n" : "", umpire_derosa_item_text (item));
    }
  return g_string_free (g_steal_pointer (&effects), FALSE);
}

UmpireResult *
umpire_derosa_morale (UmpireRules                   *rules,
                      const UmpireDerosaMoraleInput *input,
                      UmpireDice                    *dice,
                      GError                       **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_derosa_morale_info);
  g_autofree char *effects = NULL;
  const UmpireTable *chart;
  const UmpireRow *row = NULL;
  const UmpireCell *cell;
  UmpireDerosaMorale after = input->state;
  gboolean rallying = input->rallying;
  gboolean passed;
  UmpireRoll roll;
  double needed;
  int mg_column;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (input != NULL, NULL);

  /* Figures, or an artillery/MG strength instead (0 figures). */
  if (input->figures > 0)
    umpire_result_set_input (result, "figures", "%u", input->figures);
  umpire_result_set_input_text (result, "strength", input->strength);
  umpire_result_set_input_text (result, "reason", input->reason);
  umpire_derosa_set_morale_input (result, "state", input->state);
  umpire_result_set_input_flag (result, "rallying", input->rallying);
  umpire_result_set_input_text (result, "unit", input->unit);

  if ((chart = umpire_procedure_table (rules, MORALE, error)) == NULL)
    return NULL;
  if (input->state > UMPIRE_DEROSA_ROUTED)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "state", _("unknown morale state"));
      return NULL;
    }

  if (input->strength != NULL && *input->strength != '\0')
    {
      gsize length = strlen (input->strength);

      if (input->figures > 0)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "strength",
                              _("give figures or an artillery/MG strength, not both"));
          return NULL;
        }
      mg_column = umpire_table_column_index (chart, "artillery-mg");
      for (guint i = 0; mg_column >= 0 && i < chart->rows->len && row == NULL; i++)
        {
          const UmpireRow *candidate = g_ptr_array_index (chart->rows, i);
          const char *text = umpire_row_cell (candidate, mg_column)->text;

          if (g_str_has_prefix (text, input->strength) && (text[length] == ' ' || text[length] == '\0'))
            row = candidate;
        }
      if (row == NULL)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "strength",
                              _("the Morale Chart prints no artillery/MG strength “%s” (full, 3/4, 1/2, 1/3)"),
                              input->strength);
          return NULL;
        }
      umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                              _("Artillery/MGs at %s strength, morale %s"), input->strength,
                              umpire_derosa_morale_label (input->state));
      umpire_result_read_cell_at (result, chart, row->id, "artillery-mg", error);
    }
  else
    {
      if (input->figures == 0)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "figures", _("must be 1 or more"));
          return NULL;
        }
      row = umpire_table_row_for_number (chart, input->figures, NULL);
      if (row == NULL)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "figures",
                              _("the Morale Chart has no row for %u figures (it runs from 19-17 down to 03-02)"),
                              input->figures);
          return NULL;
        }
      umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                              g_dngettext (GETTEXT_PACKAGE, "%u figure left, morale %s",
                                           "%u figures left, morale %s", input->figures),
                              input->figures, umpire_derosa_morale_label (input->state));
      if (!umpire_derosa_rule_step (result, rules, MORALE_STEPS, "step-1", error) ||
          !umpire_derosa_rule_step (result, rules, MORALE_STEPS, "step-2", error))
        return NULL;
      umpire_derosa_note_reading (result, &row->prov, row->label);
    }

  if (input->reason != NULL && *input->reason != '\0')
    {
      g_autofree char *reason = g_ascii_strdown (input->reason, -1);
      const UmpireTable *reasons = umpire_procedure_table (rules, MORALE_REASONS, error);
      const UmpireRow *item;

      if (reasons == NULL)
        return NULL;
      item = umpire_table_get_row (reasons, reason);
      if (item == NULL)
        {
          g_autofree char *ids = umpire_derosa_row_ids (reasons);
          umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "reason",
                              _("unknown reason “%s” (%s)"), input->reason, ids);
          return NULL;
        }
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, _("Reason to test: %s"), umpire_derosa_item_text (item));
      /* Reason E of the source is the rally test. */
      if (g_str_equal (item->id, "e"))
        rallying = TRUE;
    }
  if (rallying && input->state == UMPIRE_DEROSA_GOOD)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "reason",
                          _("a unit in good morale has nothing to rally from"));
      return NULL;
    }

  cell = umpire_result_read_cell_at (result, chart, row->id, "needed", error);
  if (cell == NULL || !umpire_cell_get_number (cell, &needed, error))
    return NULL;
  if (!umpire_result_roll (result, dice, umpire_derosa_dice (chart), _("Morale roll"),
                           &chart->prov, &roll, error))
    return NULL;
  passed = roll.total >= needed;
  if (!umpire_derosa_rule_step (result, rules, MORALE_STEPS, "step-3", error))
    return NULL;
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &chart->prov,
                          passed ? _("Rolled %u, needed %g or higher: passed")
                                 : _("Rolled %u, needed %g or higher: failed"),
                          roll.total, needed);

  if (!passed)
    {
      if (input->state == UMPIRE_DEROSA_ROUTED)
        {
          if (!umpire_derosa_rule_step (result, rules, READINGS, "morale-routed-fail", error))
            return NULL;
        }
      else
        {
          after = input->state + 1;
          if (!umpire_derosa_rule_step (result, rules, MORALE_STEPS, "step-4", error))
            return NULL;
        }
    }
  else if (rallying)
    {
      after = input->state - 1;
      if (!umpire_derosa_rule_step (result, rules, MORALE_STEPS, "step-4-rally", error))
        return NULL;
    }
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &chart->prov, _("Morale: %s → %s"),
                          umpire_derosa_morale_label (input->state), umpire_derosa_morale_label (after));

  effects = add_state_effects (result, rules, after, error);
  if (effects == NULL)
    return NULL;

  umpire_result_set_value (result, "needed", "%g", needed);
  umpire_result_set_value (result, "roll", "%u", roll.total);
  umpire_result_set_value (result, "passed", "%s", passed ? "yes" : "no");
  umpire_result_set_value (result, "state", "%s", umpire_derosa_morale_to_string (input->state));
  umpire_result_set_value (result, "new-state", "%s", umpire_derosa_morale_to_string (after));
  return g_steal_pointer (&result);
}

/* ---- run from the inputs as text ---------------------------------------- */

static UmpireResult *
run_morale (UmpireRules  *rules,
           GHashTable   *inputs,
           UmpireDice   *dice,
           GError      **error)
{
  UmpireInputs in = { &umpire_derosa_morale_info, rules, inputs };
  UmpireDerosaMoraleInput input = { 0 };

  if (!umpire_inputs_read_uint (&in, "figures", FALSE, &input.figures, error)
      || !umpire_inputs_read_choice (&in, "strength", FALSE, &input.strength, error)
      || !umpire_inputs_read_choice (&in, "reason", FALSE, &input.reason, error)
      || !umpire_derosa_read_morale (&in, "state", &input.state, error)
      || !umpire_inputs_read_flag (&in, "rallying", &input.rallying, error))
    return NULL;
  input.unit = umpire_inputs_get_text (&in, "unit");
  return umpire_derosa_morale (rules, &input, dice, error);
}
