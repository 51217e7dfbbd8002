/* umpire-derosa-move.c: De Rosa movement
 *
 * The Movement Chart's allowance for a type in a formation or on a road,
 * skirmish order and the charge, terrain, then what formation changes,
 * limbering, setting up, retreating and turning around cost of the move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "umpire-derosa-private.h"

static UmpireResult *run_move (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

/* Open ground is no column of the Movement Chart. */
static const UmpireWord open_words[] = {
  { "open", N_("Open") },
  { NULL, NULL }
};

static const UmpireField move_inputs[] = {
  { "type", N_("Type"), UMPIRE_FIELD_CHOICE, .table = MOVEMENT },
  { "formation", N_("Formation or road"), UMPIRE_FIELD_CHOICE, .table = MOVEMENT, .columns = TRUE },
  { "terrain", N_("Terrain"), UMPIRE_FIELD_CHOICE, .table = MOVEMENT, .columns = TRUE, .words = open_words },
  { "skirmish", N_("Skirmish order"), UMPIRE_FIELD_FLAG },
  { "charge-turn", N_("Charge turn"), UMPIRE_FIELD_NUMBER, 1, 2 },
  { "figures", N_("Figures"), UMPIRE_FIELD_NUMBER, 1, 9999 },
  { "formation-changes", N_("Formation changes"), UMPIRE_FIELD_NUMBER, 0, 2 },
  { "limber", N_("Limber or unlimber"), UMPIRE_FIELD_FLAG },
  { "set-up", N_("Break down or set up"), UMPIRE_FIELD_FLAG },
  { "retreat-facing", N_("Retreat facing the enemy"), UMPIRE_FIELD_FLAG },
  { "turn-around", N_("Turn around"), UMPIRE_FIELD_FLAG },
  { NULL }
};

static const UmpireField move_values[] = {
  { "allowance", N_("Chart allowance (inches)"), UMPIRE_FIELD_NUMBER },
  { "stragglers", N_("Left behind (figures)"), UMPIRE_FIELD_NUMBER },
  { "figures-charging", N_("Still charging (figures)"), UMPIRE_FIELD_NUMBER },
  { "move", N_("This turn's move (inches)"), UMPIRE_FIELD_NUMBER },
  { "inches", N_("Left to move (inches)"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const char *const older_derosa_move[] = { "derosa-move", NULL };

const UmpireProcedureInfo umpire_derosa_move_info = {
  "derosa.move", &umpire_derosa_system, N_("Movement"),
  move_inputs, move_values, older_derosa_move,
  .run = run_move,
  .outcome = (const char * const []) { "inches", NULL },
  .rule_entry = "derosa.movement",
};

/* "1/2" or "0.5" as a number. */
static gboolean
parse_fraction (const char *text,
                double     *value)
{
  g_auto(GStrv) parts = g_strsplit (text, "/", 2);
  char *end = NULL;
  double numerator, denominator = 1;

  numerator = g_ascii_strtod (parts[0], &end);
  if (end == parts[0] || *end != '\0')
    return FALSE;
  if (parts[1] != NULL)
    {
      denominator = g_ascii_strtod (parts[1], &end);
      if (end == parts[1] || *end != '\0' || denominator == 0)
        return FALSE;
    }
  *value = numerator / denominator;
  return TRUE;
}

static char *
inches (double value)
{
  return g_strdup_printf ("%g\"", value);
}

/* Takes `cost` off what is left, saying what remains; refused if it does not fit. */
static gboolean
deduct (UmpireResult           *result,
        UmpireRules            *rules,
        const char             *field,
        const char             *what,
        double                  cost,
        double                 *left,
        const UmpireProvenance *prov,
        GError                **error)
{
  g_autofree char *cost_text = inches (cost);
  g_autofree char *left_text = inches (*left);

  if (cost > *left + 1e-9)
    {
      const UmpireRow *reading = umpire_procedure_list_item (rules, READINGS, "move-overspent", NULL);

      if (reading != NULL)
        umpire_result_add_step (result, UMPIRE_STEP_RULE, &reading->prov, "%s", umpire_derosa_item_text (reading));
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field,
                          _("%s costs %s but only %s of the move is left"),
                          what, cost_text, left_text);
      return FALSE;
    }
  *left -= cost;
  {
    g_autofree char *after = inches (*left);
    umpire_result_add_step (result, UMPIRE_STEP_MODIFIER, prov,
                            _("%s: −%s; %s of the move left"), what, cost_text, after);
  }
  return TRUE;
}

/* A fraction of the turn's move, named by a movement-rules item. */
static gboolean
deduct_fraction (UmpireResult  *result,
                 UmpireRules   *rules,
                 const char    *field,
                 const char    *what,
                 const char    *item_id,
                 double         move,
                 double        *left,
                 GError       **error)
{
  const UmpireRow *item;
  double fraction;

  if (!umpire_rules_list_number (rules, MOVEMENT_RULES, item_id, &fraction, &item, error))
    return FALSE;
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, "%s", umpire_derosa_item_text (item));
  return deduct (result, rules, field, what, fraction * move, left, &item->prov, error);
}

UmpireResult *
umpire_derosa_move (UmpireRules                 *rules,
                    const UmpireDerosaMoveInput *input,
                    GError                     **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_derosa_move_info);
  const UmpireTable *chart, *chart_inches;
  const UmpireRow *row;
  const UmpireCell *cell;
  double allowance, move, left, value;
  int column;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (input != NULL, NULL);

  umpire_result_set_input_text (result, "type", input->type);
  umpire_result_set_input_text (result, "formation", input->formation);
  umpire_result_set_input_text (result, "terrain", input->terrain);
  umpire_result_set_input_flag (result, "skirmish", input->skirmish);
  /* 0: not charging; no figures given. */
  if (input->charge_turn > 0)
    umpire_result_set_input (result, "charge-turn", "%u", input->charge_turn);
  if (input->figures > 0)
    umpire_result_set_input (result, "figures", "%u", input->figures);
  umpire_result_set_input (result, "formation-changes", "%u", input->formation_changes);
  umpire_result_set_input_flag (result, "limber", input->limber);
  umpire_result_set_input_flag (result, "set-up", input->set_up);
  umpire_result_set_input_flag (result, "retreat-facing", input->retreat_facing);
  umpire_result_set_input_flag (result, "turn-around", input->turn_around);

  if ((chart = umpire_procedure_table (rules, MOVEMENT, error)) == NULL ||
      (chart_inches = umpire_procedure_table (rules, MOVEMENT_INCHES, error)) == NULL)
    return NULL;

  if (input->type == NULL || *input->type == '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "type", _("give the type of unit"));
      return NULL;
    }
  row = umpire_table_get_row (chart_inches, input->type);
  if (row == NULL || umpire_table_get_row (chart, input->type) == NULL)
    {
      g_autofree char *ids = umpire_derosa_row_ids (chart_inches);
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "type",
                          _("unknown type “%s” (%s)"), input->type, ids);
      return NULL;
    }
  if (input->formation == NULL || *input->formation == '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "formation", _("give the formation or road"));
      return NULL;
    }
  column = umpire_table_column_index (chart, input->formation);
  if (column < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "formation",
                          _("unknown formation or road “%s”"), input->formation);
      return NULL;
    }
  if (input->charge_turn > 0)
    {
      double turns;

      if (!umpire_derosa_rule_number (NULL, rules, MOVEMENT_RULES, "charge-turns", &turns, error))
        return NULL;
      if (input->charge_turn > turns)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "charge-turn",
                              _("a charge lasts %g turns; turn %u is not one of them"),
                              turns, input->charge_turn);
          return NULL;
        }
    }
  if (input->formation_changes > 0)
    {
      double most;

      if (!umpire_derosa_rule_number (NULL, rules, MOVEMENT_RULES, "formation-changes-per-turn", &most, error))
        return NULL;
      if (input->formation_changes > most)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "formation-changes",
                              _("%g formation changes are allowed per turn, not %u"),
                              most, input->formation_changes);
          return NULL;
        }
    }

  {
    /* Formations and terrain are the chart's columns; open ground is none of them. */
    g_autofree char *formation_label = umpire_rules_label_for (rules, MOVEMENT, input->formation);
    g_autofree char *terrain_label = umpire_rules_label_for (rules, MOVEMENT,
                                                             input->terrain ? input->terrain : "open");

    umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                            _("%s, %s, terrain %s%s%s"), row->label,
                            formation_label, terrain_label,
                            input->skirmish ? _(", skirmish order") : "",
                            input->charge_turn ? _(", charging") : "");
  }

  /* The chart as printed first: "-" means the type has no such move. */
  cell = umpire_row_cell (umpire_table_get_row (chart, input->type), column);
  if (cell == NULL || !parse_fraction (umpire_row_cell (row, column)->text, &allowance))
    {
      const UmpireColumn *col = g_ptr_array_index (chart->columns, column);
      double fraction;

      if (cell != NULL && parse_fraction (cell->text, &fraction))
        umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "formation",
                            _("“%s” is terrain, not a formation or road (give it as the terrain)"),
                            input->formation);
      else
        umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "formation",
                            _("%s has no move in %s on the Movement Chart (printed “%s”: no entry)"),
                            row->label, col->label, cell ? cell->text : "-");
      return NULL;
    }
  umpire_result_read_cell_at (result, chart_inches, input->type, input->formation, error);
  umpire_result_set_value (result, "allowance", "%g", allowance);
  move = allowance;

  if (!umpire_derosa_rule_step (result, rules, READINGS, "move-order", error))
    return NULL;

  if (input->skirmish)
    {
      const UmpireRow *item;
      double before = move;

      if (!umpire_rules_list_number (rules, MOVEMENT_RULES, "skirmish-bonus", &value, &item, error))
        return NULL;
      move += value;
      umpire_result_add_step (result, UMPIRE_STEP_MODIFIER, &item->prov,
                              _("%s: %g\" → %g\""), umpire_derosa_item_text (item), before, move);
    }

  if (input->charge_turn > 0)
    {
      const UmpireRow *item;
      double before = move;

      if (!umpire_rules_list_number (rules, MOVEMENT_RULES, "charge-double-move", &value, &item, error))
        return NULL;
      move *= value;
      umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &item->prov,
                              _("%s Charge turn %u: %g\" × %g = %g\""), umpire_derosa_item_text (item),
                              input->charge_turn, before, value, move);
      if (input->charge_turn == 2)
        {
          if (!umpire_rules_list_number (rules, MOVEMENT_RULES, "charge-straggling", &value, &item, error))
            return NULL;
          umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, "%s", umpire_derosa_item_text (item));
          if (input->figures > 0)
            {
              gint64 stragglers;

              umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &item->prov,
                                      _("Stragglers: %u figures × %g = %g"),
                                      input->figures, value, input->figures * value);
              stragglers = umpire_result_round (result, _("Stragglers"), input->figures * value, &item->prov);
              umpire_result_set_value (result, "stragglers", "%" G_GINT64_FORMAT, stragglers);
              umpire_result_set_value (result, "figures-charging", "%" G_GINT64_FORMAT,
                                       (gint64) input->figures - stragglers);
            }
        }
    }

  if (input->terrain != NULL && *input->terrain != '\0' && g_strcmp0 (input->terrain, "open") != 0)
    {
      const UmpireColumn *col;
      double fraction;
      double before = move;
      int terrain = umpire_table_column_index (chart, input->terrain);

      if (terrain < 0)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "terrain",
                              _("unknown terrain “%s” (open, river, woods)"), input->terrain);
          return NULL;
        }
      col = g_ptr_array_index (chart->columns, terrain);
      cell = umpire_row_cell (umpire_table_get_row (chart, input->type), terrain);
      if (g_strcmp0 (cell->text, "No") == 0)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "terrain",
                              _("%s may not enter %s (Movement Chart: “No”)"), row->label, col->label);
          return NULL;
        }
      if (g_strcmp0 (cell->text, "N/A") == 0)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "terrain",
                              _("%s cannot move in %s (Movement Chart: “N/A”, not applicable)"),
                              row->label, col->label);
          return NULL;
        }
      if (strchr (cell->text, '"') != NULL || !parse_fraction (cell->text, &fraction))
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "terrain",
                              _("“%s” is a formation or road, not terrain (Movement Chart: “%s”)"),
                              input->terrain, cell->text);
          return NULL;
        }
      umpire_result_read_cell_at (result, chart, input->type, input->terrain, error);
      move *= fraction;
      umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &cell->prov,
                              _("%s: %s of the move: %g\" → %g\""), col->label, cell->text, before, move);
    }

  umpire_result_set_value (result, "move", "%g", move);
  left = move;

  if (input->formation_changes > 0 || input->limber || input->set_up || input->retreat_facing)
    if (!umpire_derosa_rule_step (result, rules, READINGS, "move-deduction-base", error))
      return NULL;

  for (guint i = 1; i <= input->formation_changes; i++)
    {
      g_autofree char *what = g_strdup_printf (_("Formation change %u"), i);

      if (!deduct_fraction (result, rules, "formation-changes", what, "formation-change",
                            move, &left, error))
        return NULL;
    }
  if (input->limber &&
      !deduct_fraction (result, rules, "limber", _("Limbering or unlimbering"), "limber-unlimber",
                        move, &left, error))
    return NULL;
  if (input->set_up &&
      !deduct_fraction (result, rules, "set-up", _("Breaking down or setting up"), "break-down-set-up",
                        move, &left, error))
    return NULL;
  if (input->retreat_facing &&
      !deduct_fraction (result, rules, "retreat-facing", _("Retreating facing the enemy"),
                        "retreat-facing-enemy", move, &left, error))
    return NULL;
  if (input->turn_around)
    {
      const UmpireRow *item;

      if (!umpire_rules_list_number (rules, MOVEMENT_RULES, "turn-around", &value, &item, error))
        return NULL;
      if (!deduct (result, rules, "turn-around", _("Turning around"), value, &left, &item->prov, error))
        return NULL;
    }

  umpire_result_set_value (result, "inches", "%g", left);
  return g_steal_pointer (&result);
}

/* ---- run from the inputs as text ---------------------------------------- */

static UmpireResult *
run_move (UmpireRules  *rules,
         GHashTable   *inputs,
         UmpireDice   *dice,
         GError      **error)
{
  UmpireInputs in = { &umpire_derosa_move_info, rules, inputs };
  UmpireDerosaMoveInput input = { 0 };

  (void) dice;
  if (!umpire_inputs_read_choice (&in, "type", TRUE, &input.type, error)
      || !umpire_inputs_read_choice (&in, "formation", TRUE, &input.formation, error)
      || !umpire_inputs_read_choice (&in, "terrain", FALSE, &input.terrain, error)
      || !umpire_inputs_read_flag (&in, "skirmish", &input.skirmish, error)
      || !umpire_inputs_read_uint (&in, "charge-turn", FALSE, &input.charge_turn, error)
      || !umpire_inputs_read_uint (&in, "figures", FALSE, &input.figures, error)
      || !umpire_inputs_read_uint (&in, "formation-changes", FALSE, &input.formation_changes, error)
      || !umpire_inputs_read_flag (&in, "limber", &input.limber, error)
      || !umpire_inputs_read_flag (&in, "set-up", &input.set_up, error)
      || !umpire_inputs_read_flag (&in, "retreat-facing", &input.retreat_facing, error)
      || !umpire_inputs_read_flag (&in, "turn-around", &input.turn_around, error))
    return NULL;
  return umpire_derosa_move (rules, &input, error);
}
