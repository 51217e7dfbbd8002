/* umpire-derosa-fire.c: De Rosa fire
 *
 * The fire chart of the weapon at the range and strength, the close combat
 * addition, the random chance roll with its die roll modifications, then
 * the fire modifiers and the casualties.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "umpire-derosa-private.h"

static UmpireResult *run_fire (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

/* The trail names the weapons as the fire page does; the ids stay for machines. */
static const UmpireWord weapon_words[] = {
  { "rifle", N_("Rifles") },
  { "mg", N_("Machine guns") },
  { "carbine", N_("Cavalry carbines") },
  { "field-gun", N_("Field guns") },
  { NULL, NULL }
};

static const UmpireField fire_inputs[] = {
  { "weapon", N_("Weapon"), UMPIRE_FIELD_CHOICE, .words = weapon_words },
  { "strength", N_("Strength"), UMPIRE_FIELD_NUMBER, 1, 9999 },
  { "range", N_("Range"), UMPIRE_FIELD_NUMBER, 0, 9999 },
  { "close-combat", N_("Figures in close combat"), UMPIRE_FIELD_NUMBER, 1, 9999 },
  /* Ids of derosa.fire-die-modifiers and derosa.fire-modifiers, with commas. */
  { "modifier", N_("Modifier"), UMPIRE_FIELD_TEXT },
  { "state", N_("Morale of the firing unit"), UMPIRE_FIELD_CHOICE, .words = umpire_derosa_morale_words },
  { "chance-die", N_("Random chance roll"), UMPIRE_FIELD_DIE, .table = CHANCE },
  /* Roster units, by name: optional; a target's figures bound the casualties. */
  { "unit", N_("Firing unit"), UMPIRE_FIELD_TEXT, .optional = TRUE },
  { "target", N_("Target unit"), UMPIRE_FIELD_TEXT, .optional = TRUE },
  { "target-figures", N_("Figures of the target"), UMPIRE_FIELD_NUMBER, 0, 9999, .optional = TRUE },
  { NULL }
};

static const UmpireField fire_values[] = {
  { "factor", N_("Chart factor"), UMPIRE_FIELD_NUMBER },
  { "addition", N_("Close combat addition"), UMPIRE_FIELD_NUMBER },
  { "roll", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "modified-roll", N_("Modified chance roll"), UMPIRE_FIELD_NUMBER },
  { "chance", N_("Chance modifier"), UMPIRE_FIELD_NUMBER },
  { "total", N_("Total before rounding"), UMPIRE_FIELD_NUMBER },
  { "casualties", N_("Casualties"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const char *const older_derosa_fire[] = { "derosa-fire", NULL };

/* The firing unit's figures are a suggestion (part of a unit may fire, a
 * machine gun section counts its guns); the target's figures bound the
 * casualties, which come off them. */
static const UmpireStateRead fire_reads[] = {
  { "strength", UMPIRE_STATE_UNIT, "figures", "unit", TRUE },
  { "state", UMPIRE_STATE_UNIT, "morale", "unit", TRUE },
  { "target-figures", UMPIRE_STATE_UNIT, "figures", "target" },
  { NULL }
};

static const UmpireStateWrite fire_writes[] = {
  { "casualties", UMPIRE_STATE_UNIT, "figures", UMPIRE_STATE_SUBTRACT, .unit_input = "target" },
  { NULL }
};

const UmpireProcedureInfo umpire_derosa_fire_info = {
  "derosa.fire", &umpire_derosa_system, N_("Fire"),
  fire_inputs, fire_values, older_derosa_fire,
  .run = run_fire,
  .outcome = (const char * const []) { "casualties", NULL },
  .reads = fire_reads,
  .writes = fire_writes,
};

static const char *
weapon_label (const char *weapon)
{
  for (const UmpireWord *word = weapon_words; word->id != NULL; word++)
    if (g_strcmp0 (word->id, weapon) == 0)
      return _(word->label);
  return weapon;
}

GPtrArray *
umpire_derosa_fire_modifiers (UmpireRules  *rules,
                              GError      **error)
{
  static const char * const ids[] = { FIRE_DIE_MODS, FIRE_MODS };
  g_autoptr(GPtrArray) modifiers = g_ptr_array_new ();

  for (guint t = 0; t < G_N_ELEMENTS (ids); t++)
    {
      const UmpireTable *table = umpire_procedure_table (rules, ids[t], error);

      if (table == NULL)
        return NULL;
      for (guint i = 0; i < table->rows->len; i++)
        g_ptr_array_add (modifiers, g_ptr_array_index (table->rows, i));
    }
  return g_steal_pointer (&modifiers);
}

static gboolean
flag_given (const char * const *flags,
            const char         *flag)
{
  return flags != NULL && g_strv_contains (flags, flag);
}

/* Applies the modifiers of `table` whose op is (or is not) an addition. */
static void
apply_fire_modifiers (UmpireResult          *result,
                      const UmpireTable     *table,
                      const UmpireSituation *situation,
                      gboolean               additive,
                      double                *value)
{
  for (guint i = 0; i < table->rows->len; i++)
    {
      const UmpireRow *modifier = g_ptr_array_index (table->rows, i);

      if ((modifier->op == UMPIRE_MODIFIER_ADD) == additive &&
          umpire_modifier_applies (modifier, situation))
        umpire_result_apply_modifier (result, table, modifier, value);
    }
}

UmpireResult *
umpire_derosa_fire (UmpireRules                 *rules,
                    const UmpireDerosaFireInput *input,
                    UmpireDice                  *dice,
                    GError                     **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_derosa_fire_info);
  g_autoptr(GPtrArray) known = NULL;
  g_autoptr(GPtrArray) flags = g_ptr_array_new ();
  const UmpireTable *chart, *chance, *die_mods, *mods;
  const UmpireRow *row;
  const UmpireCell *cell;
  const char *table_id = NULL, *column_id = NULL;
  const UmpireColumn *column = NULL;
  UmpireSituation situation = { 0 };
  UmpireRoll roll;
  double factor, addition = 0, chance_value, modified, total;
  gint64 casualties;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (input != NULL, NULL);

  umpire_result_set_input_text (result, "weapon", input->weapon);
  umpire_result_set_input (result, "strength", "%u", input->strength);
  umpire_result_set_input (result, "range", "%g", input->range);
  /* 0: not in close combat. */
  if (input->engaged > 0)
    umpire_result_set_input (result, "close-combat", "%u", input->engaged);
  umpire_result_set_input_list (result, "modifier", input->modifiers);
  umpire_derosa_set_morale_input (result, "state", input->state);
  umpire_result_set_input_text (result, "unit", input->unit);
  umpire_result_set_input_text (result, "target", input->target);
  if (input->target_known)
    umpire_result_set_input (result, "target-figures", "%u", input->target_figures);

  if (g_strcmp0 (input->weapon, "rifle") == 0 || g_strcmp0 (input->weapon, "mg") == 0)
    table_id = FIRE_INFANTRY;
  else if (g_strcmp0 (input->weapon, "carbine") == 0)
    table_id = FIRE_CARBINE;
  else if (g_strcmp0 (input->weapon, "field-gun") == 0)
    table_id = FIRE_ARTILLERY;
  if (table_id == NULL)
    {
      umpire_input_error (error, input->weapon && *input->weapon ? UMPIRE_INPUT_ERROR_UNKNOWN : UMPIRE_INPUT_ERROR_INVALID,
                          "weapon", _("unknown weapon “%s” (rifle, mg, carbine, field-gun)"),
                          input->weapon ? input->weapon : "");
      return NULL;
    }
  if ((chart = umpire_procedure_table (rules, table_id, error)) == NULL ||
      (chance = umpire_procedure_table (rules, CHANCE, error)) == NULL ||
      (die_mods = umpire_procedure_table (rules, FIRE_DIE_MODS, error)) == NULL ||
      (mods = umpire_procedure_table (rules, FIRE_MODS, error)) == NULL ||
      (known = umpire_derosa_fire_modifiers (rules, error)) == NULL)
    return NULL;

  if (input->state == UMPIRE_DEROSA_ROUTED)
    {
      const UmpireRow *item = umpire_procedure_list_item (rules, MORALE_STATES, "routed-no-fire", error);

      if (item != NULL)
        umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "morale", "%s", umpire_derosa_item_text (item));
      return NULL;
    }
  if (input->strength == 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "strength", _("must be 1 or more"));
      return NULL;
    }
  if (!isfinite (input->range) || input->range < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "range", _("must be 0 inches or more"));
      return NULL;
    }
  for (guint i = 0; input->modifiers != NULL && input->modifiers[i] != NULL; i++)
    {
      gboolean found = FALSE;

      for (guint k = 0; k < known->len && !found; k++)
        found = g_str_equal (((const UmpireRow *) g_ptr_array_index (known, k))->id, input->modifiers[i]);
      if (!found)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "modifier",
                              _("unknown modifier “%s” (see the list of fire modifiers)"),
                              input->modifiers[i]);
          return NULL;
        }
      g_ptr_array_add (flags, (gpointer) input->modifiers[i]);
    }
  /* The firing unit's own morale says whether its fire is halved. */
  if (input->state == UMPIRE_DEROSA_SHAKEN && !flag_given (input->modifiers, "shaken"))
    g_ptr_array_add (flags, (gpointer) "shaken");
  g_ptr_array_add (flags, NULL);
  situation.flags = (const char * const *) flags->pdata;

  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%s, strength %u, range %g\""),
                          weapon_label (input->weapon), input->strength, input->range);

  /* The column: machine guns by their own list, the rest by figures. */
  if (g_str_equal (input->weapon, "mg"))
    {
      g_autofree char *id = g_strdup_printf ("%u", input->strength);
      const UmpireTable *mgs = umpire_procedure_table (rules, FIRE_MGS, error);
      const UmpireRow *item;

      if (mgs == NULL)
        return NULL;
      item = umpire_table_get_row (mgs, id);
      if (item == NULL)
        {
          g_autofree char *ids = umpire_derosa_row_ids (mgs);
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "strength",
                              _("the chart has machine-gun columns for %s MG, not %u"), ids, input->strength);
          return NULL;
        }
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, "%s", umpire_derosa_item_text (item));
      column_id = item->item_value;
      if (umpire_table_column_index (chart, column_id) < 0)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, FIRE_MGS,
                              _("item “%s” names no column of “%s”"), item->id, chart->title);
          return NULL;
        }
      column = g_ptr_array_index (chart->columns, umpire_table_column_index (chart, column_id));
    }
  else
    {
      int index = umpire_table_column_for_number (chart, input->strength, NULL);

      if (index < 0)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "strength",
                              _("“%s” has no column for %u figures"), chart->title, input->strength);
          return NULL;
        }
      column = g_ptr_array_index (chart->columns, index);
      column_id = column->id;
      umpire_derosa_note_reading (result, &column->prov, column->label);
    }

  row = umpire_table_row_for_number (chart, input->range, NULL);
  if (row == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "range",
                          _("%g\" is on no range band of “%s”"), input->range, chart->title);
      return NULL;
    }
  umpire_derosa_note_reading (result, &row->prov, row->label);
  cell = umpire_result_read_cell_at (result, chart, row->id, column_id, error);
  if (cell == NULL || !umpire_cell_get_number (cell, &factor, error))
    return NULL;
  umpire_result_set_value (result, "factor", "%g", factor);

  if (input->engaged > 0)
    {
      const UmpireTable *additions = umpire_procedure_table (rules, CC_ADDITIONS, error);

      if (additions == NULL)
        return NULL;
      if (umpire_table_row_for_number (additions, input->engaged, NULL) == NULL)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "close-combat",
                              _("“%s” has no row for %u figures"), additions->title, input->engaged);
          return NULL;
        }
      cell = umpire_result_read_cell (result, additions, input->engaged, "addition", error);
      if (cell == NULL || !umpire_cell_get_number (cell, &addition, error))
        return NULL;
      umpire_result_set_value (result, "addition", "%g", addition);
    }

  /* The random chance roll, with the die roll modifications. */
  if (!umpire_result_roll (result, dice, umpire_derosa_dice (chance), _("Random chance roll"),
                           &chance->prov, &roll, error))
    return NULL;
  modified = roll.total;
  umpire_result_apply_modifiers (result, die_mods, &situation, &modified);
  if (umpire_table_row_for_number (chance, modified, NULL) == NULL)
    {
      const UmpireRow *first = g_ptr_array_index (chance->rows, 0);
      const UmpireRow *last = g_ptr_array_index (chance->rows, chance->rows->len - 1);
      const UmpireRow *end = modified < first->range.min ? first : last;
      const UmpireRow *reading = umpire_procedure_list_item (rules, READINGS, "fire-roll-limit", error);
      double held = modified < first->range.min ? first->range.min : last->range.max;

      if (reading == NULL)
        return NULL;
      umpire_result_add_step (result, UMPIRE_STEP_CLAMP, &reading->prov,
                              _("Modified roll %g reads as row “%s” (%g)"), modified, end->label, held);
      modified = held;
    }
  cell = umpire_result_read_cell (result, chance, modified, "modifier", error);
  if (cell == NULL || !umpire_cell_get_number (cell, &chance_value, error))
    return NULL;
  umpire_result_set_value (result, "roll", "%u", roll.total);
  umpire_result_set_value (result, "modified-roll", "%g", modified);
  umpire_result_set_value (result, "chance", "%+g", chance_value);

  /* factor + addition + chance + additive modifiers, then x2 and 1/2. */
  if (!umpire_derosa_rule_step (result, rules, READINGS, "fire-order", error))
    return NULL;
  total = factor + addition + chance_value;
  umpire_result_add_step (result, UMPIRE_STEP_MODIFIER, &chance->prov,
                          _("Factor %g + close combat %+g + chance %+g = %g"),
                          factor, addition, chance_value, total);
  apply_fire_modifiers (result, mods, &situation, TRUE, &total);
  apply_fire_modifiers (result, mods, &situation, FALSE, &total);
  umpire_result_set_value (result, "total", "%g", total);
  casualties = umpire_result_round (result, _("Casualties"), total, &mods->prov);
  if (casualties < 0)
    {
      umpire_result_add_step (result, UMPIRE_STEP_CLAMP, &mods->prov,
                              _("Casualties %d held at 0"), (int) casualties);
      casualties = 0;
    }
  /* No more casualties than the target has figures: the rest is said,
   * not counted. */
  if (input->target_known && casualties > (gint64) input->target_figures)
    {
      umpire_result_add_step (result, UMPIRE_STEP_CLAMP, NULL,
                              g_dngettext (GETTEXT_PACKAGE, "Casualties %d, %u figure present: the target is wiped out",
                                           "Casualties %d, %u figures present: the target is wiped out",
                                           input->target_figures),
                              (int) casualties, input->target_figures);
      casualties = input->target_figures;
    }
  umpire_result_set_value (result, "casualties", "%" G_GINT64_FORMAT, casualties);
  if (input->unit != NULL && input->target != NULL)
    /* Translators: a fire's outcome as the log names it: "2nd Royal Fusiliers fire at IR 169: 5 casualties" */
    umpire_result_add_step (result, UMPIRE_STEP_RULE, NULL, _("%s fire at %s: %d casualties"),
                            input->unit, input->target, (int) casualties);
  else if (input->target != NULL)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, NULL, _("Fire at %s: %d casualties"),
                            input->target, (int) casualties);
  return g_steal_pointer (&result);
}

/* ---- run from the inputs as text ---------------------------------------- */

static UmpireResult *
run_fire (UmpireRules  *rules,
         GHashTable   *inputs,
         UmpireDice   *dice,
         GError      **error)
{
  UmpireInputs in = { &umpire_derosa_fire_info, rules, inputs };
  g_auto(GStrv) modifiers = umpire_inputs_dup_list (&in, "modifier");
  UmpireDerosaFireInput input = { 0 };

  if (!umpire_inputs_read_choice (&in, "weapon", TRUE, &input.weapon, error)
      || !umpire_inputs_read_uint (&in, "strength", TRUE, &input.strength, error)
      || !umpire_inputs_read_number (&in, "range", TRUE, &input.range, error)
      || !umpire_inputs_read_uint (&in, "close-combat", FALSE, &input.engaged, error)
      || !umpire_derosa_read_morale (&in, "state", &input.state, error))
    return NULL;
  input.unit = umpire_inputs_get_text (&in, "unit");
  input.target = umpire_inputs_get_text (&in, "target");
  if (umpire_inputs_get_text (&in, "target-figures") != NULL)
    {
      if (!umpire_inputs_read_uint (&in, "target-figures", TRUE, &input.target_figures, error))
        return NULL;
      input.target_known = TRUE;
    }
  input.modifiers = (const char * const *) modifiers;
  return umpire_derosa_fire (rules, &input, dice, error);
}
