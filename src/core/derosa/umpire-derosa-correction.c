/* umpire-derosa-correction.c: a roster unit's figures or state by hand
 *
 * The roster's figures, morale and ammunition follow the log (fire takes
 * figures off, a morale test sets the state). When the table says
 * otherwise, the umpire corrects the unit as any result is corrected: by
 * hand, with a reason, recorded in the log, so the battle's state replays
 * it and later results that read the unit follow.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-derosa-private.h"

static UmpireResult *run_correction (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

static const UmpireField correction_fields[] = {
  { "unit", N_("Unit"), UMPIRE_FIELD_TEXT },
  { "figures", N_("Figures"), UMPIRE_FIELD_NUMBER, 0, 9999, .optional = TRUE },
  { "morale", N_("Morale"), UMPIRE_FIELD_CHOICE, .words = umpire_derosa_morale_words, .optional = TRUE },
  { "ammo-used", N_("Fire turns used"), UMPIRE_FIELD_NUMBER, 0, 99, .optional = TRUE },
  { "reason", N_("Reason"), UMPIRE_FIELD_TEXT },
  { NULL }
};

static const UmpireField correction_values[] = {
  { "figures", N_("Figures"), UMPIRE_FIELD_NUMBER, 0, 9999 },
  { "morale", N_("Morale"), UMPIRE_FIELD_CHOICE, .words = umpire_derosa_morale_words },
  { "ammo-used", N_("Fire turns used"), UMPIRE_FIELD_NUMBER, 0, 99 },
  { NULL }
};

/* What it sets, the unit's. */
static const UmpireStateWrite correction_writes[] = {
  { "figures", UMPIRE_STATE_UNIT, "figures", UMPIRE_STATE_SET, .unit_input = "unit" },
  { "morale", UMPIRE_STATE_UNIT, "morale", UMPIRE_STATE_SET, .unit_input = "unit" },
  { "ammo-used", UMPIRE_STATE_UNIT, "ammo-used", UMPIRE_STATE_SET, .unit_input = "unit" },
  { NULL }
};

const UmpireProcedureInfo umpire_derosa_correction_info = {
  "derosa.correction", &umpire_derosa_system, N_("Roster corrected by hand"),
  correction_fields, correction_values, NULL,
  .run = run_correction,
  .outcome = (const char * const []) { "figures", "morale", NULL },
  .writes = correction_writes,
};

UmpireResult *
umpire_derosa_correct_unit (const UmpireDerosaCorrection  *input,
                            GError                       **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_derosa_correction_info);
  g_autofree char *reason = NULL;

  g_return_val_if_fail (input != NULL, NULL);

  reason = g_strstrip (g_strdup (input->reason != NULL ? input->reason : ""));
  if (input->unit == NULL || *input->unit == '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "unit", _("name the unit to correct"));
      return NULL;
    }
  if (*reason == '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "reason",
                          _("a result can only be changed by hand with a reason"));
      return NULL;
    }
  if (input->figures < 0 && input->morale == NULL && input->ammo_used < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "figures",
                          _("give the figures, the morale or the fire turns used"));
      return NULL;
    }
  umpire_result_set_input_text (result, "unit", input->unit);
  if (input->figures >= 0)
    {
      umpire_result_set_input (result, "figures", "%d", input->figures);
      umpire_result_set_value (result, "figures", "%d", input->figures);
    }
  if (input->morale != NULL)
    {
      umpire_result_set_input_text (result, "morale", umpire_derosa_morale_to_string (*input->morale));
      umpire_result_set_value (result, "morale", "%s", umpire_derosa_morale_to_string (*input->morale));
    }
  if (input->ammo_used >= 0)
    {
      umpire_result_set_input (result, "ammo-used", "%d", input->ammo_used);
      umpire_result_set_value (result, "ammo-used", "%d", input->ammo_used);
    }
  umpire_result_set_input_text (result, "reason", reason);
  /* Translators: a roster unit corrected by hand: its name and the reason */
  umpire_result_add_step (result, UMPIRE_STEP_OVERRIDE, NULL, _("%s corrected by hand on the roster. Reason: %s"),
                          input->unit, reason);
  return g_steal_pointer (&result);
}

static UmpireResult *
run_correction (UmpireRules  *rules,
                GHashTable   *inputs,
                UmpireDice   *dice,
                GError      **error)
{
  UmpireInputs in = { &umpire_derosa_correction_info, rules, inputs };
  UmpireDerosaCorrection input = { .figures = -1, .ammo_used = -1 };
  UmpireDerosaMorale morale = UMPIRE_DEROSA_GOOD;
  guint figures, ammo;

  input.unit = umpire_inputs_get_text (&in, "unit");
  input.reason = umpire_inputs_get_text (&in, "reason");
  if (umpire_inputs_get_text (&in, "figures") != NULL)
    {
      if (!umpire_inputs_read_uint (&in, "figures", TRUE, &figures, error))
        return NULL;
      input.figures = (int) figures;
    }
  if (umpire_inputs_get_text (&in, "ammo-used") != NULL)
    {
      if (!umpire_inputs_read_uint (&in, "ammo-used", TRUE, &ammo, error))
        return NULL;
      input.ammo_used = (int) ammo;
    }
  if (umpire_inputs_get_text (&in, "morale") != NULL)
    {
      if (!umpire_derosa_read_morale (&in, "morale", &morale, error))
        return NULL;
      input.morale = &morale;
    }
  return umpire_derosa_correct_unit (&input, error);
}
