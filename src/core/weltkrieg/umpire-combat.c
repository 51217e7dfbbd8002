/* umpire-combat.c: Der Weltkrieg whole combats: attack, counterattack, supply
 *
 * The attack and the defender's counterattack are two CRT reads
 * (umpire-crt.c); the strengths are halved for supply and retreat as
 * weltkrieg.counterattack says, and supply is spent per weltkrieg.supply.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "umpire-inputs.h"
#include "umpire-weltkrieg-private.h"

static UmpireResult *run_combat (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

/* ---- a whole combat ----------------------------------------------------- */

static gboolean
supply_points (UmpireResult *result,
               UmpireRules  *rules,
               const char   *row_id,
               int           strength,
               const char   *who,
               gint64       *points,
               GError      **error)
{
  const UmpireTable *supply = umpire_procedure_table (rules, SUPPLY, error);
  const UmpireRow *rounding = umpire_procedure_list_item (rules, CONVENTIONS, "supply-rounding", error);
  double per;

  *points = 0;
  if (supply == NULL || rounding == NULL)
    return FALSE;
  if (strength == 0)
    return TRUE;
  if (!umpire_weltkrieg_table_number (result, supply, row_id, "supply-points", &per, error))
    return FALSE;
  if (per <= 0)
    return TRUE;
  umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &rounding->prov,
                          _("%s: %d strength points ÷ %g = %.4g supply points"),
                          who, strength, per, strength / per);
  return umpire_weltkrieg_round_by (result, rounding, who, strength / per, points, error);
}

static gboolean
apply_group (UmpireResult       *result,
             UmpireRules        *rules,
             const char * const *flags,
             double             *value,
             GError            **error)
{
  const UmpireTable *mods = umpire_procedure_table (rules, COUNTER, error);
  UmpireSituation situation = { .flags = flags };

  if (mods == NULL)
    return FALSE;
  umpire_result_apply_modifiers (result, mods, &situation, value);
  return TRUE;
}

/* Attack and counterattack strengths, with their steps. */
gboolean
umpire_weltkrieg_combat_strengths (UmpireResult            *result,
                                   UmpireRules             *rules,
                                   const UmpireCombatInput *input,
                                   gint64                  *attack,
                                   gint64                  *counter,
                                   GError                 **error)
{
  const UmpireRow *halving = umpire_procedure_list_item (rules, CONVENTIONS, "halving-rounding", error);
  double a = input->attacker_strength, inf = input->defender_strength, art = input->defender_artillery;

  if (halving == NULL)
    return FALSE;
  if (input->attacker_unsupplied)
    {
      const char *flags[] = { "unsupplied", NULL };

      umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("Attacker: %d strength points, unsupplied"),
                              input->attacker_strength);
      if (!apply_group (result, rules, flags, &a, error))
        return FALSE;
    }
  if (!umpire_weltkrieg_round_by (result, halving, _("Attack strength"), a, attack, error))
    return FALSE;

  {
    const char *flags[] = { input->defender_retreats ? "retreating" : "non-retreating",
                            input->defender_unsupplied ? "unsupplied" : NULL, NULL };

    if (inf > 0)
      {
        umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                                _("Defender: %d strength points (not artillery), %s%s"),
                                input->defender_strength,
                                input->defender_retreats ? _("retreating") : _("not retreating"),
                                input->defender_unsupplied ? _(", unsupplied") : "");
        if (!apply_group (result, rules, flags, &inf, error))
          return FALSE;
      }
  }
  {
    const char *flags[] = { "artillery",
                            input->defender_retreats ? "artillery-retreating" : NULL,
                            input->defender_unsupplied ? "artillery-unsupplied" : NULL, NULL };

    /* Compact the NULL holes so the list ends at its real end. */
    if (flags[1] == NULL)
      {
        flags[1] = flags[2];
        flags[2] = NULL;
      }
    if (art > 0)
      {
        umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                                _("Defender's artillery: %d strength points"), input->defender_artillery);
        if (!apply_group (result, rules, flags, &art, error))
          return FALSE;
      }
  }
  if (inf + art > 0)
    umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, NULL,
                            _("Counterattack strength: %g + %g = %g"), inf, art, inf + art);
  return umpire_weltkrieg_round_by (result, halving, _("Counterattack strength"), inf + art, counter, error);
}

/* ---- the descriptor ----------------------------------------------------- */

static const UmpireField combat_inputs[] = {
  WELTKRIEG_CRT_INPUTS,
  { "attacker-strength", N_("Attacker strength"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "defender-strength", N_("Defender strength"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "defender-artillery", N_("Defender artillery"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "defender-retreats", N_("Defender retreats"), UMPIRE_FIELD_FLAG },
  { "attacker-unsupplied", N_("Attacker unsupplied"), UMPIRE_FIELD_FLAG },
  { "defender-unsupplied", N_("Defender unsupplied"), UMPIRE_FIELD_FLAG },
  { "attack-die", N_("Attack die"), UMPIRE_FIELD_DIE, .table = WELTKRIEG_CRT_DICE_TABLE },
  { "counter-die", N_("Counterattack die"), UMPIRE_FIELD_DIE, .table = WELTKRIEG_CRT_DICE_TABLE },
  { NULL }
};

static const UmpireField combat_values[] = {
  { "combat", N_("Combat takes place"), UMPIRE_FIELD_FLAG },
  { "attack-strength", N_("Attack strength"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "attack-shift", N_("Attack shift"), UMPIRE_FIELD_NUMBER },
  { "attack-column", N_("Attack column"), UMPIRE_FIELD_TEXT, .words = umpire_weltkrieg_no_combat_words },
  { "attack-die", N_("Attack die"), UMPIRE_FIELD_NUMBER, 1, 6 },
  { "attack-result", N_("Attack result as printed"), UMPIRE_FIELD_TEXT, .words = umpire_weltkrieg_no_combat_words },
  { "defender-loss", N_("Defender loss"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "defender-retreats", N_("Defender retreats"), UMPIRE_FIELD_FLAG },
  { "counterattack-strength", N_("Counterattack strength"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "counter-shift", N_("Counterattack shift"), UMPIRE_FIELD_NUMBER },
  { "counter-column", N_("Counterattack column"), UMPIRE_FIELD_TEXT, .words = umpire_weltkrieg_no_combat_words },
  { "counter-die", N_("Counterattack die"), UMPIRE_FIELD_NUMBER, 1, 6 },
  { "counter-result", N_("Counterattack result as printed"), UMPIRE_FIELD_TEXT,
    .words = umpire_weltkrieg_no_combat_words },
  { "attacker-loss", N_("Attacker loss"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "attacker-supply", N_("Attacker's supply points"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "defender-supply", N_("Defender's supply points"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { NULL }
};

static const char *const older_combat[] = { "combat", NULL };

/* Losses and supply points spent add up by side and turn in the battle's
 * state. */
static const UmpireStateWrite combat_writes[] = {
  { "defender-loss", UMPIRE_STATE_DEFENDER, "loss", UMPIRE_STATE_ADD },
  { "attacker-loss", UMPIRE_STATE_ATTACKER, "loss", UMPIRE_STATE_ADD },
  { "attacker-supply", UMPIRE_STATE_ATTACKER, "supply", UMPIRE_STATE_ADD },
  { "defender-supply", UMPIRE_STATE_DEFENDER, "supply", UMPIRE_STATE_ADD },
  { NULL }
};

const UmpireProcedureInfo umpire_combat_info = {
  "weltkrieg.combat", &umpire_weltkrieg_system, N_("Attack and counterattack"),
  combat_inputs, combat_values, older_combat,
  .run = run_combat,
  .outcome = (const char * const []) { "defender-loss", "defender-retreats", "attacker-loss", NULL },
  .rule_entry = "weltkrieg.crt-eras",
  .writes = combat_writes,
};

UmpireResult *
umpire_combat_resolve (UmpireRules             *rules,
                       const UmpireCombatInput *input,
                       UmpireDice              *dice,
                       GError                 **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_combat_info);
  const UmpireRow *side = NULL;
  gint64 attack = 0, counter = 0, attacker_supply = 0, inf_supply = 0, art_supply = 0;
  WeltkriegCrtRead a, c;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);

  umpire_weltkrieg_set_crt_inputs (result, input->era, input->terrain, input->trench, input->insufficient_artillery,
                                   input->artillery_vs_fortress, input->over_50);
  umpire_result_set_input (result, "attacker-strength", "%d", input->attacker_strength);
  umpire_result_set_input (result, "defender-strength", "%d", input->defender_strength);
  umpire_result_set_input (result, "defender-artillery", "%d", input->defender_artillery);
  umpire_result_set_input_flag (result, "defender-retreats", input->defender_retreats);
  umpire_result_set_input_flag (result, "attacker-unsupplied", input->attacker_unsupplied);
  umpire_result_set_input_flag (result, "defender-unsupplied", input->defender_unsupplied);

  if (!umpire_weltkrieg_check_strength (input->attacker_strength, "attacker-strength", error) ||
      !umpire_weltkrieg_check_strength (input->defender_strength, "defender-strength", error) ||
      !umpire_weltkrieg_check_strength (input->defender_artillery, "defender-artillery", error))
    return NULL;

  if (!umpire_weltkrieg_combat_strengths (result, rules, input, &attack, &counter, error))
    return NULL;

  {
    WeltkriegShift in = { input->era, (int) attack, 0, input->terrain, input->trench,
                      input->insufficient_artillery, FALSE, input->artillery_vs_fortress };

    /* Nothing in the hex to lose strength or counterattack: no combat. */
    if (input->defender_strength == 0 && input->defender_artillery == 0)
      in.no_combat = "no-defender";
    if (!umpire_weltkrieg_crt_read (result, rules, &in, input->over_50, input->defender_retreats, dice,
                                    "attack-die", _("Attack die"), &a, error))
      return NULL;
  }
  if (a.combat && input->defender_retreats)
    {
      side = umpire_procedure_list_item (rules, CONVENTIONS, "retreat-side", error);
      if (side == NULL)
        return NULL;
    }
  {
    /* The counterattack: shifts of the counterattack column; attackers do not
     * retreat, so its losses are read as printed. */
    WeltkriegShift in = { input->era, (int) counter, 0, input->terrain, input->trench,
                      input->insufficient_artillery, TRUE, FALSE };

    if (!a.combat)
      {
        memset (&c, 0, sizeof c);
        g_strlcpy (c.column, WELTKRIEG_NO_COMBAT, sizeof c.column);
        g_strlcpy (c.printed, WELTKRIEG_NO_COMBAT, sizeof c.printed);
      }
    else if (!umpire_weltkrieg_crt_read (result, rules, &in, input->over_50, FALSE, dice,
                                         "counter-die", _("Counterattack die"), &c, error))
      return NULL;
    if (side != NULL && c.combat)
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &side->prov, "%s",
                              umpire_row_cell (side, 0)->text);
  }

  /* Supply: attacking infantry, counterattacking infantry and artillery. */
  if (a.combat)
    {
      if (input->attacker_unsupplied)
        umpire_result_add_step (result, UMPIRE_STEP_RULE, NULL, _("The attacker is unsupplied: no supply spent"));
      else if (!supply_points (result, rules, "attacking-infantry", input->attacker_strength,
                               _("Attacker's supply"), &attacker_supply, error))
        return NULL;
      if (input->defender_unsupplied)
        umpire_result_add_step (result, UMPIRE_STEP_RULE, NULL, _("The defender is unsupplied: no supply spent"));
      else
        {
          if (!supply_points (result, rules, "counterattacking-infantry", input->defender_strength,
                              _("Defender's supply (infantry)"), &inf_supply, error))
            return NULL;
          /* Artillery that retreats does not counterattack, so spends nothing. */
          if (!input->defender_retreats &&
              !supply_points (result, rules, "counterattacking-artillery", input->defender_artillery,
                              _("Defender's supply (artillery)"), &art_supply, error))
            return NULL;
        }
    }

  /* A loss is at most the strength present: the excess is said, not counted. */
  {
    const struct { int *loss; int present; const char *format; } sides[] = {
      { &a.loss, input->defender_strength + input->defender_artillery,
        /* Translators: a loss held at the strength in the hex: "Defender loss 8, 1 present: eliminated" */
        N_("Defender loss %d, %d present: eliminated") },
      { &c.loss, input->attacker_strength,
        N_("Attacker loss %d, %d present: eliminated") },
    };

    for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
      if (*sides[s].loss > sides[s].present)
        {
          umpire_result_add_step (result, UMPIRE_STEP_CLAMP, NULL, _(sides[s].format), *sides[s].loss,
                                  sides[s].present);
          *sides[s].loss = sides[s].present;
        }
  }

  umpire_result_set_value (result, "combat", "%s", umpire_weltkrieg_yes_no (a.combat));
  umpire_result_set_value (result, "attack-strength", "%" G_GINT64_FORMAT, attack);
  umpire_result_set_value (result, "attack-shift", "%+d", a.shift);
  umpire_result_set_value (result, "attack-column", "%s", a.column);
  if (a.combat)
    umpire_result_set_value (result, "attack-die", "%u", a.die);
  umpire_result_set_value (result, "attack-result", "%s", a.printed);
  umpire_result_set_value (result, "defender-loss", "%d", a.loss);
  umpire_result_set_value (result, "defender-retreats", "%s", umpire_weltkrieg_yes_no (input->defender_retreats));
  umpire_result_set_value (result, "counterattack-strength", "%" G_GINT64_FORMAT, a.combat ? counter : 0);
  umpire_result_set_value (result, "counter-shift", "%+d", c.shift);
  umpire_result_set_value (result, "counter-column", "%s", c.column);
  if (c.combat)
    umpire_result_set_value (result, "counter-die", "%u", c.die);
  umpire_result_set_value (result, "counter-result", "%s", c.printed);
  umpire_result_set_value (result, "attacker-loss", "%d", c.loss);
  umpire_result_set_value (result, "attacker-supply", "%" G_GINT64_FORMAT, attacker_supply);
  umpire_result_set_value (result, "defender-supply", "%" G_GINT64_FORMAT, inf_supply + art_supply);
  return g_steal_pointer (&result);
}

/* ---- run from the inputs as text ---------------------------------------- */

gboolean
umpire_combat_input_read (UmpireRules        *rules,
                          GHashTable         *inputs,
                          UmpireCombatInput  *input,
                          GError            **error)
{
  UmpireInputs in = { &umpire_combat_info, rules, inputs };

  *input = (UmpireCombatInput) { 0 };
  return umpire_weltkrieg_read_crt_inputs (&in, &input->era, &input->terrain, &input->trench,
                                           &input->insufficient_artillery, &input->artillery_vs_fortress,
                                           &input->over_50, error)
         && umpire_inputs_read_int (&in, "attacker-strength", TRUE, &input->attacker_strength, error)
         && umpire_inputs_read_int (&in, "defender-strength", TRUE, &input->defender_strength, error)
         && umpire_inputs_read_int (&in, "defender-artillery", FALSE, &input->defender_artillery, error)
         && umpire_inputs_read_flag (&in, "defender-retreats", &input->defender_retreats, error)
         && umpire_inputs_read_flag (&in, "attacker-unsupplied", &input->attacker_unsupplied, error)
         && umpire_inputs_read_flag (&in, "defender-unsupplied", &input->defender_unsupplied, error);
}

static UmpireResult *
run_combat (UmpireRules  *rules,
            GHashTable   *inputs,
            UmpireDice   *dice,
            GError      **error)
{
  UmpireCombatInput input;

  if (!umpire_combat_input_read (rules, inputs, &input, error))
    return NULL;
  return umpire_combat_resolve (rules, &input, dice, error);
}
