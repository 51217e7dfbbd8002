/* umpire-derosa-ammo.c: De Rosa field gun ammunition
 *
 * A battery's fire turns left, and the roll to resupply it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-derosa-private.h"

static UmpireResult *run_ammo (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

static const UmpireField ammo_inputs[] = {
  { "used", N_("Fire turns used"), UMPIRE_FIELD_NUMBER, 0, 4 },
  { "resupply", N_("Resupply"), UMPIRE_FIELD_FLAG },
  { "die", N_("Resupply roll"), UMPIRE_FIELD_DIE, .table = AMMO_RESUPPLY },
  { "five-resupplies", N_("A 5 resupplies"), UMPIRE_FIELD_FLAG },
  /* The roster's battery, by name: optional. */
  { "battery", N_("Battery"), UMPIRE_FIELD_TEXT, .optional = TRUE },
  { NULL }
};

/* A named battery's fire turns used are its own, counted on the roster. */
static const UmpireStateRead ammo_reads[] = {
  { "used", UMPIRE_STATE_UNIT, "ammo-used", "battery" },
  { NULL }
};

static const UmpireStateWrite ammo_writes[] = {
  { "used", UMPIRE_STATE_UNIT, "ammo-used", UMPIRE_STATE_SET, .unit_input = "battery" },
  { NULL }
};

static const UmpireField ammo_values[] = {
  { "roll", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  /* The Resupply table's own words, as printed. */
  { "result", N_("Resupply"), UMPIRE_FIELD_TEXT },
  { "resupplied", N_("Resupplied"), UMPIRE_FIELD_FLAG },
  { "turns-left", N_("Fire turns left"), UMPIRE_FIELD_NUMBER },
  { "used", N_("Fire turns used"), UMPIRE_FIELD_NUMBER },
  { "can-fire", N_("May fire"), UMPIRE_FIELD_FLAG },
  { NULL }
};

static const char *const older_derosa_ammo[] = { "derosa-ammo", NULL };

const UmpireProcedureInfo umpire_derosa_ammo_info = {
  "derosa.ammo", &umpire_derosa_system, N_("Field gun ammunition"),
  ammo_inputs, ammo_values, older_derosa_ammo,
  .run = run_ammo,
  .outcome = (const char * const []) { "result", "can-fire", NULL },
  .rule_entry = "derosa.ammo",
  .reads = ammo_reads,
  .writes = ammo_writes,
};

UmpireResult *
umpire_derosa_ammo (UmpireRules                 *rules,
                    const UmpireDerosaAmmoInput *input,
                    UmpireDice                  *dice,
                    GError                     **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_derosa_ammo_info);
  const UmpireTable *resupply;
  double turns, left;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (input != NULL, NULL);

  umpire_result_set_input (result, "used", "%u", input->used);
  umpire_result_set_input_flag (result, "resupply", input->resupply);
  /* Recorded only when chosen: older results did not have it. */
  if (input->five_resupplies)
    umpire_result_set_input_flag (result, "five-resupplies", TRUE);
  umpire_result_set_input_text (result, "battery", input->battery);

  if ((resupply = umpire_procedure_table (rules, AMMO_RESUPPLY, error)) == NULL ||
      !umpire_derosa_rule_number (NULL, rules, AMMO, "fire-turns", &turns, error))
    return NULL;
  if (input->used > turns)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "used",
                          _("a battery has %g fire turns, not %u"), turns, input->used);
      return NULL;
    }
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%u fire turns used"), input->used);
  if (!umpire_derosa_rule_number (result, rules, AMMO, "fire-turns", &turns, error))
    return NULL;
  left = turns - input->used;
  umpire_result_add_step (result, UMPIRE_STEP_MODIFIER, NULL, _("Fire turns left: %g − %u = %g"),
                          turns, input->used, left);

  if (input->resupply)
    {
      const UmpireCell *cell, *resupplied;
      const UmpireRow *row;
      UmpireRoll roll;

      if (!umpire_derosa_rule_step (result, rules, AMMO, "resupply-roll", error))
        return NULL;
      if (!umpire_result_roll (result, dice, umpire_derosa_dice (resupply),
                               _("Resupply roll"), &resupply->prov, &roll, error))
        return NULL;
      row = umpire_table_row_for_number (resupply, roll.total, NULL);
      if (input->five_resupplies)
        {
          /* The other reading of the overlap: that face is read on the
           * row printed as covering it from above (5-10). */
          const UmpireRow *five = umpire_procedure_list_item (rules, READINGS, "ammo-five", error);
          double face = 0;

          if (five == NULL || !umpire_rules_list_number (rules, READINGS, "ammo-five", &face, NULL, error))
            return NULL;
          if (roll.total == (guint) face)
            {
              UmpireProvenance rule = { .source = five->prov.source, .rule = five->prov.rule,
                                        .file = five->prov.file, .line = five->prov.line };

              row = umpire_table_row_for_number (resupply, roll.total + 1, NULL);
              umpire_result_add_step (result, UMPIRE_STEP_RULE, &rule, "%s", umpire_derosa_item_text (five));
            }
        }
      if (row == NULL)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, AMMO_RESUPPLY,
                              _("no row for a roll of %u"), roll.total);
          return NULL;
        }
      umpire_derosa_note_reading (result, &row->prov, row->label);
      cell = umpire_result_read_cell_at (result, resupply, row->id, "result", error);
      resupplied = cell ? umpire_result_read_cell_at (result, resupply, row->id, "resupplied", error) : NULL;
      if (resupplied == NULL)
        return NULL;
      umpire_result_set_value (result, "roll", "%u", roll.total);
      umpire_result_set_value (result, "result", "%s", cell->text);
      umpire_result_set_value (result, "resupplied", "%s", resupplied->text);
      if (g_str_equal (resupplied->text, "yes"))
        {
          if (!umpire_derosa_rule_step (result, rules, READINGS, "ammo-out", error))
            return NULL;
          left = turns;
          umpire_result_add_step (result, UMPIRE_STEP_RULE, &row->prov, _("Fire turns left: %g"), left);
        }
    }
  else
    umpire_result_set_value (result, "resupplied", "no");

  if (left <= 0 && !umpire_derosa_rule_step (result, rules, READINGS, "ammo-out", error))
    return NULL;
  umpire_result_set_value (result, "turns-left", "%g", left);
  umpire_result_set_value (result, "used", "%g", turns - left);
  umpire_result_set_value (result, "can-fire", "%s", left > 0 ? "yes" : "no");
  return g_steal_pointer (&result);
}

/* ---- run from the inputs as text ---------------------------------------- */

static UmpireResult *
run_ammo (UmpireRules  *rules,
         GHashTable   *inputs,
         UmpireDice   *dice,
         GError      **error)
{
  UmpireInputs in = { &umpire_derosa_ammo_info, rules, inputs };
  UmpireDerosaAmmoInput input = { 0 };

  if (!umpire_inputs_read_uint (&in, "used", FALSE, &input.used, error)
      || !umpire_inputs_read_flag (&in, "resupply", &input.resupply, error)
      || !umpire_inputs_read_flag (&in, "five-resupplies", &input.five_resupplies, error))
    return NULL;
  input.battery = umpire_inputs_get_text (&in, "battery");
  return umpire_derosa_ammo (rules, &input, dice, error);
}
