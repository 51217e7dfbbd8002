/* umpire-derosa-melee.c: De Rosa close combat
 *
 * Each side's combat value times the d10 rolled for it (or, as a switch,
 * times its chance modifier, the literal reading); a decisive difference
 * sends the loser back shaken, else the melee goes on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "umpire-derosa-private.h"

static UmpireResult *run_melee (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

/* The sides as people read them (the words of umpire_side_get_label ()). */
static const UmpireWord side_words[] = {
  { "attacker", N_("Attacker") },
  { "defender", N_("Defender") },
  { NULL, NULL }
};

static const UmpireWord outcome_words[] = {
  { "attacker-wins", N_("Attacker wins") },
  { "defender-wins", N_("Defender wins") },
  { "continue", N_("The melee goes on") },
  { NULL, NULL }
};

/* Inputs are named "SIDE-figures", "SIDE-morale"… as set_side_inputs () records them. */
static const UmpireField melee_inputs[] = {
  { "attacker-figures", N_("Attacker's figures"), UMPIRE_FIELD_NUMBER, 1, 9999 },
  { "attacker-morale", N_("Attacker's morale"), UMPIRE_FIELD_CHOICE, .words = umpire_derosa_morale_words },
  { "attacker-veterans", N_("Attacker veterans"), UMPIRE_FIELD_FLAG },
  { "attacker-trained", N_("Attacker trained"), UMPIRE_FIELD_FLAG },
  { "attacker-flank", N_("Attacker's figures on the flank"), UMPIRE_FIELD_NUMBER, 0, 9999 },
  { "attacker-skirmish", N_("Attacker in skirmish order"), UMPIRE_FIELD_FLAG },
  { "attacker-chance-die", N_("Attacker's chance roll"), UMPIRE_FIELD_DIE, .table = CHANCE },
  { "defender-figures", N_("Defender's figures"), UMPIRE_FIELD_NUMBER, 1, 9999 },
  { "defender-morale", N_("Defender's morale"), UMPIRE_FIELD_CHOICE, .words = umpire_derosa_morale_words },
  { "defender-veterans", N_("Defender veterans"), UMPIRE_FIELD_FLAG },
  { "defender-trained", N_("Defender trained"), UMPIRE_FIELD_FLAG },
  { "defender-flank", N_("Defender's figures on the flank"), UMPIRE_FIELD_NUMBER, 0, 9999 },
  { "defender-skirmish", N_("Defender in skirmish order"), UMPIRE_FIELD_FLAG },
  { "defender-chance-die", N_("Defender's chance roll"), UMPIRE_FIELD_DIE, .table = CHANCE },
  { "shaken-corrected", N_("Shaken read as −1"), UMPIRE_FIELD_FLAG },
  { "literal-chance", N_("Totals times the chance modifier"), UMPIRE_FIELD_FLAG },
  /* Roster units, by name: optional. */
  { "attacker-unit", N_("Attacking unit"), UMPIRE_FIELD_TEXT, .optional = TRUE },
  { "defender-unit", N_("Defending unit"), UMPIRE_FIELD_TEXT, .optional = TRUE },
  { NULL }
};

static const UmpireField melee_values[] = {
  { "attacker-cv", N_("Attacker's combat value"), UMPIRE_FIELD_NUMBER },
  { "attacker-chance", N_("Attacker's chance factor"), UMPIRE_FIELD_NUMBER },
  { "attacker-total", N_("Attacker's total"), UMPIRE_FIELD_NUMBER },
  { "defender-cv", N_("Defender's combat value"), UMPIRE_FIELD_NUMBER },
  { "defender-chance", N_("Defender's chance factor"), UMPIRE_FIELD_NUMBER },
  { "defender-total", N_("Defender's total"), UMPIRE_FIELD_NUMBER },
  { "difference", N_("Difference"), UMPIRE_FIELD_NUMBER },
  { "outcome", N_("Outcome"), UMPIRE_FIELD_CHOICE, .words = outcome_words },
  { "loser", N_("Loser"), UMPIRE_FIELD_CHOICE, .words = side_words },
  { "retreat-turns", N_("Loser retreats (turns)"), UMPIRE_FIELD_NUMBER },
  { "loser-state", N_("Loser's morale"), UMPIRE_FIELD_CHOICE, .words = umpire_derosa_morale_words },
  { NULL }
};

static const char *const older_derosa_melee[] = { "derosa-melee", NULL };

/* Each named unit's figures are a suggestion (not all may be in contact),
 * its morale its state's; the loser's new morale is its unit's. */
static const UmpireStateRead melee_reads[] = {
  { "attacker-figures", UMPIRE_STATE_UNIT, "figures", "attacker-unit", TRUE },
  { "defender-figures", UMPIRE_STATE_UNIT, "figures", "defender-unit", TRUE },
  { "attacker-morale", UMPIRE_STATE_UNIT, "morale", "attacker-unit" },
  { "defender-morale", UMPIRE_STATE_UNIT, "morale", "defender-unit" },
  { NULL }
};

static const UmpireStateWrite melee_writes[] = {
  { "loser-state", UMPIRE_STATE_UNIT, "morale", UMPIRE_STATE_SET, .unit_input = "attacker-unit",
    .when = "loser", .when_is = "attacker" },
  { "loser-state", UMPIRE_STATE_UNIT, "morale", UMPIRE_STATE_SET, .unit_input = "defender-unit",
    .when = "loser", .when_is = "defender" },
  { NULL }
};

const UmpireProcedureInfo umpire_derosa_melee_info = {
  "derosa.melee", &umpire_derosa_system, N_("Close combat"),
  melee_inputs, melee_values, older_derosa_melee,
  .run = run_melee,
  .outcome = (const char * const []) { "outcome", "loser", NULL },
  .rule_entry = "derosa.melee",
  .reads = melee_reads,
  .writes = melee_writes,
};

/* A melee side's name ("attacker") as people read it. */
static const char *
side_label (const UmpireDerosaMeleeSide *side)
{
  for (const UmpireWord *word = side_words; word->id != NULL; word++)
    if (g_strcmp0 (word->id, side->name) == 0)
      return _(word->label);
  return side->name;
}

/* A count behind a per-figure combat value line: value x (count / per). */
static gboolean
apply_counted (UmpireResult      *result,
               UmpireRules       *rules,
               const UmpireTable *table,
               const UmpireRow   *modifier,
               const char        *per_item,
               guint              count,
               double            *cv,
               GError           **error)
{
  double per, before = *cv, points;

  if (!umpire_derosa_rule_number (NULL, rules, MELEE, per_item, &per, error))
    return FALSE;
  if (per < 1)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, per_item, _("must be 1 or more"));
      return FALSE;
    }
  points = floor (count / per) * modifier->value;
  *cv += points;
  umpire_result_add_step (result, UMPIRE_STEP_MODIFIER, &modifier->prov,
                          _("%s (%+g per %g, %u figures): %g → %g"),
                          modifier->label, modifier->value, per, count, before, *cv);
  (void) table;
  return TRUE;
}

static gboolean
combat_value (UmpireResult                *result,
              UmpireRules                 *rules,
              const UmpireDerosaMeleeSide *side,
              gboolean                     shaken_corrected,
              double                      *cv,
              GError                     **error)
{
  const UmpireTable *table = umpire_procedure_table (rules, COMBAT_VALUE, error);
  const char *flags[8];
  guint n = 0;
  UmpireSituation situation = { 0 };

  if (table == NULL)
    return FALSE;
  if (side->state == UMPIRE_DEROSA_GOOD)
    flags[n++] = "morale-good";
  if (side->state == UMPIRE_DEROSA_SHAKEN)
    flags[n++] = shaken_corrected ? "shaken-corrected" : "shaken";
  if (side->veterans)
    flags[n++] = "veterans";
  if (side->trained)
    flags[n++] = "trained";
  if (side->skirmish)
    flags[n++] = "skirmish";
  if (side->flank_figures > 0)
    flags[n++] = "flank-per-2-figures";
  flags[n] = NULL;
  situation.flags = flags;

  *cv = 0;
  for (guint i = 0; i < table->rows->len; i++)
    {
      const UmpireRow *modifier = g_ptr_array_index (table->rows, i);

      if (!umpire_modifier_applies (modifier, &situation))
        continue;
      if (g_str_equal (modifier->id, "per-figure"))
        {
          if (!apply_counted (result, rules, table, modifier, "figures-per-point", side->figures, cv, error))
            return FALSE;
        }
      else if (g_str_equal (modifier->id, "flank-per-2-figures"))
        {
          if (!apply_counted (result, rules, table, modifier, "flank-figures-per-point",
                              side->flank_figures, cv, error))
            return FALSE;
        }
      else
        umpire_result_apply_modifier (result, table, modifier, cv);
    }
  return TRUE;
}

static gboolean
check_side (UmpireRules                 *rules,
            const UmpireDerosaMeleeSide *side,
            GError                     **error)
{
  g_autofree char *figures = g_strdup_printf ("%s-figures", side->name);
  g_autofree char *morale = g_strdup_printf ("%s-morale", side->name);

  if (side->figures == 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, figures, _("must be 1 or more"));
      return FALSE;
    }
  if (side->state > UMPIRE_DEROSA_ROUTED)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, morale, _("unknown morale state"));
      return FALSE;
    }
  if (side->state == UMPIRE_DEROSA_ROUTED)
    {
      const UmpireRow *item = umpire_procedure_list_item (rules, MORALE_STATES, "routed-surrender", error);

      if (item != NULL)
        umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, morale,
                            _("a routed unit does not melee: %s"), umpire_derosa_item_text (item));
      return FALSE;
    }
  return TRUE;
}

/* One side's inputs, as --SIDE-figures, --SIDE-morale… */
static void
set_side_inputs (UmpireResult                *result,
                 const UmpireDerosaMeleeSide *side)
{
  g_autofree char *figures = g_strdup_printf ("%s-figures", side->name);
  g_autofree char *morale = g_strdup_printf ("%s-morale", side->name);
  g_autofree char *veterans = g_strdup_printf ("%s-veterans", side->name);
  g_autofree char *trained = g_strdup_printf ("%s-trained", side->name);
  g_autofree char *flank = g_strdup_printf ("%s-flank", side->name);
  g_autofree char *skirmish = g_strdup_printf ("%s-skirmish", side->name);

  umpire_result_set_input (result, figures, "%u", side->figures);
  umpire_derosa_set_morale_input (result, morale, side->state);
  umpire_result_set_input_flag (result, veterans, side->veterans);
  umpire_result_set_input_flag (result, trained, side->trained);
  umpire_result_set_input (result, flank, "%u", side->flank_figures);
  umpire_result_set_input_flag (result, skirmish, side->skirmish);
  if (side->unit != NULL && *side->unit != '\0')
    {
      g_autofree char *unit = g_strdup_printf ("%s-unit", side->name);

      umpire_result_set_input_text (result, unit, side->unit);
    }
}

UmpireResult *
umpire_derosa_melee (UmpireRules                  *rules,
                     const UmpireDerosaMeleeInput *input,
                     UmpireDice                   *dice,
                     GError                      **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_derosa_melee_info);
  const UmpireDerosaMeleeSide *sides[2];
  const UmpireTable *chance;
  double totals[2], decisive, difference;
  const UmpireRow *reading;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (input != NULL, NULL);

  sides[0] = &input->attacker;
  sides[1] = &input->defender;
  for (guint s = 0; s < 2; s++)
    set_side_inputs (result, sides[s]);
  umpire_result_set_input_flag (result, "shaken-corrected", input->shaken_corrected);
  umpire_result_set_input_flag (result, "literal-chance", input->literal_chance);
  if ((chance = umpire_procedure_table (rules, CHANCE, error)) == NULL)
    return NULL;
  for (guint s = 0; s < 2; s++)
    if (!check_side (rules, sides[s], error))
      return NULL;

  if (input->attacker.state == UMPIRE_DEROSA_SHAKEN || input->defender.state == UMPIRE_DEROSA_SHAKEN)
    umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                            input->shaken_corrected
                            ? _("Shaken line: read as −1 (the umpire's choice; +1 as printed by default)")
                            : _("Shaken line: +1 as printed (default; −1 on request)"));

  for (guint s = 0; s < 2; s++)
    {
      const UmpireDerosaMeleeSide *side = sides[s];
      g_autofree char *name = g_strdup_printf ("%s-cv", side->name);
      g_autofree char *chance_name = g_strdup_printf ("%s-chance", side->name);
      g_autofree char *total_name = g_strdup_printf ("%s-total", side->name);
      g_autofree char *purpose = g_strdup_printf (_("Chance roll (%s)"), side_label (side));
      const UmpireCell *cell;
      UmpireRoll roll;
      double cv, factor;

      umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                              _("%s: %u figures, morale %s%s%s, %u attacking the flank%s"),
                              side_label (side), side->figures, umpire_derosa_morale_label (side->state),
                              side->veterans ? _(", veterans") : "", side->trained ? _(", trained") : "",
                              side->flank_figures, side->skirmish ? _(", in skirmish order") : "");
      if (!combat_value (result, rules, side, input->shaken_corrected, &cv, error))
        return NULL;
      umpire_result_set_value (result, name, "%g", cv);

      if (!umpire_result_roll (result, dice, umpire_derosa_dice (chance), purpose,
                               &chance->prov, &roll, error))
        return NULL;
      if (!umpire_derosa_rule_step (result, rules, MELEE, "cv-times-chance", error))
        return NULL;
      if (input->literal_chance)
        {
          cell = umpire_result_read_cell (result, chance, roll.total, "modifier", error);
          if (cell == NULL || !umpire_cell_get_number (cell, &factor, error)
              || !umpire_derosa_rule_step (result, rules, READINGS, "melee-chance", error))
            return NULL;
          totals[s] = cv * factor;
          umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &chance->prov,
                                  _("%s: combat value %g × chance %+g = %g"), side_label (side), cv, factor, totals[s]);
        }
      else
        {
          /* The default reading multiplies by the face: its rule is the
           * reading's (Combat Value Determination), not the chance table's. */
          const UmpireRow *face = umpire_procedure_list_item (rules, READINGS, "melee-face", error);
          UmpireProvenance rule;

          factor = roll.total;
          if (face == NULL || !umpire_derosa_rule_step (result, rules, READINGS, "melee-face", error))
            return NULL;
          /* Its reading is the step just above: the rule alone here. */
          rule = (UmpireProvenance) { .source = face->prov.source, .rule = face->prov.rule,
                                      .file = face->prov.file, .line = face->prov.line };
          totals[s] = cv * factor;
          umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &rule,
                                  _("%s: combat value %g × die %g = %g"), side_label (side), cv, factor, totals[s]);
        }
      if (input->literal_chance)
        umpire_result_set_value (result, chance_name, "%+g", factor);
      else
        umpire_result_set_value (result, chance_name, "%g", factor);
      umpire_result_set_value (result, total_name, "%g", totals[s]);
    }

  if (!umpire_derosa_rule_step (result, rules, MELEE, "compare", error))
    return NULL;
  if (!umpire_rules_list_number (rules, MELEE, "decisive-difference", &decisive, &reading, error))
    return NULL;
  difference = fabs (totals[0] - totals[1]);
  umpire_result_set_value (result, "difference", "%g", difference);
  if (difference >= decisive)
    {
      guint loser = totals[0] < totals[1] ? 0 : 1;
      double turns;

      umpire_result_add_step (result, UMPIRE_STEP_RULE, &reading->prov, _("%s (difference %g)"),
                              umpire_derosa_item_text (reading), difference);
      if (!umpire_derosa_rule_number (result, rules, MELEE, "loser-retreat-turns", &turns, error) ||
          !umpire_derosa_rule_step (result, rules, MELEE, "loser-shaken", error))
        return NULL;
      umpire_result_set_value (result, "outcome", "%s-wins", sides[1 - loser]->name);
      umpire_result_set_value (result, "loser", "%s", sides[loser]->name);
      umpire_result_set_value (result, "retreat-turns", "%g", turns);
      umpire_result_set_value (result, "loser-state", "%s", umpire_derosa_morale_to_string (UMPIRE_DEROSA_SHAKEN));
    }
  else
    {
      const UmpireRow *item = umpire_procedure_list_item (rules, MELEE, "continue", error);

      if (item == NULL)
        return NULL;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, _("%s (difference %g)"),
                              umpire_derosa_item_text (item), difference);
      umpire_result_set_value (result, "outcome", "continue");
    }
  return g_steal_pointer (&result);
}

/* ---- run from the inputs as text ---------------------------------------- */

/* One side's inputs, named as set_side_inputs () records them. */
static gboolean
read_side (const UmpireInputs     *in,
           const char             *name,
           UmpireDerosaMeleeSide  *side,
           GError                **error)
{
  g_autofree char *figures = g_strdup_printf ("%s-figures", name);
  g_autofree char *morale = g_strdup_printf ("%s-morale", name);
  g_autofree char *veterans = g_strdup_printf ("%s-veterans", name);
  g_autofree char *trained = g_strdup_printf ("%s-trained", name);
  g_autofree char *flank = g_strdup_printf ("%s-flank", name);
  g_autofree char *skirmish = g_strdup_printf ("%s-skirmish", name);
  g_autofree char *unit = g_strdup_printf ("%s-unit", name);

  side->name = name;
  side->unit = umpire_inputs_get_text (in, unit);
  return umpire_inputs_read_uint (in, figures, TRUE, &side->figures, error)
         && umpire_derosa_read_morale (in, morale, &side->state, error)
         && umpire_inputs_read_flag (in, veterans, &side->veterans, error)
         && umpire_inputs_read_flag (in, trained, &side->trained, error)
         && umpire_inputs_read_uint (in, flank, FALSE, &side->flank_figures, error)
         && umpire_inputs_read_flag (in, skirmish, &side->skirmish, error);
}

static UmpireResult *
run_melee (UmpireRules  *rules,
          GHashTable   *inputs,
          UmpireDice   *dice,
          GError      **error)
{
  UmpireInputs in = { &umpire_derosa_melee_info, rules, inputs };
  UmpireDerosaMeleeInput input = { 0 };

  if (!read_side (&in, "attacker", &input.attacker, error)
      || !read_side (&in, "defender", &input.defender, error)
      || !umpire_inputs_read_flag (&in, "shaken-corrected", &input.shaken_corrected, error)
      || !umpire_inputs_read_flag (&in, "literal-chance", &input.literal_chance, error))
    return NULL;
  return umpire_derosa_melee (rules, &input, dice, error);
}
