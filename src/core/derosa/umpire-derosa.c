/* umpire-derosa.c: Rich De Rosa's WWI miniatures rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "umpire-derosa.h"
#include "umpire-procedure.h"

#define MOVEMENT        "derosa.movement"
#define MOVEMENT_INCHES "derosa.movement-inches"
#define MOVEMENT_RULES  "derosa.movement-rules"
#define MORALE          "derosa.morale"
#define MORALE_REASONS  "derosa.morale-reasons"
#define MORALE_STEPS    "derosa.morale-procedure"
#define MORALE_STATES   "derosa.morale-states"
#define FIRE_INFANTRY   "derosa.fire-infantry"
#define FIRE_CARBINE    "derosa.fire-carbine"
#define FIRE_ARTILLERY  "derosa.fire-artillery"
#define FIRE_MGS        "derosa.fire-machine-guns"
#define FIRE_DIE_MODS   "derosa.fire-die-modifiers"
#define FIRE_MODS       "derosa.fire-modifiers"
#define CHANCE          "derosa.chance"
#define CC_ADDITIONS    "derosa.close-combat-additions"
#define COMBAT_VALUE    "derosa.combat-value"
#define MELEE           "derosa.melee"
#define AMMO            "derosa.ammo"
#define AMMO_RESUPPLY   "derosa.ammo-resupply"
#define READINGS        "derosa.readings"

static const char * const morale_ids[] = { "good", "shaken", "routed" };

const char *
umpire_derosa_morale_to_string (UmpireDerosaMorale morale)
{
  g_return_val_if_fail (morale <= UMPIRE_DEROSA_ROUTED, NULL);
  return morale_ids[morale];
}

const char *
umpire_derosa_morale_label (UmpireDerosaMorale morale)
{
  switch (morale)
    {
    case UMPIRE_DEROSA_GOOD: return _("Good");
    case UMPIRE_DEROSA_SHAKEN: return _("Shaken");
    case UMPIRE_DEROSA_ROUTED: return _("Routed");
    default: g_return_val_if_reached (NULL);
    }
}

gboolean
umpire_derosa_morale_from_string (const char         *text,
                                  UmpireDerosaMorale *morale)
{
  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (morale_ids); i++)
    if (g_ascii_strcasecmp (text, morale_ids[i]) == 0)
      {
        *morale = (UmpireDerosaMorale) i;
        return TRUE;
      }
  return FALSE;
}

/* ---------------------------------------------------------------------- */
/* Reading the database                                                   */

static const char *
item_text (const UmpireRow *item)
{
  const UmpireCell *cell = umpire_row_cell (item, 0);
  return cell ? cell->text : item->id;
}

static gboolean
item_number (const UmpireRow  *item,
             double           *number,
             GError          **error)
{
  char *end = NULL;

  if (item->item_value != NULL)
    {
      *number = g_ascii_strtod (item->item_value, &end);
      if (end != item->item_value && *end == '\0')
        return TRUE;
    }
  umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, item->id,
                      _("the item has no number (%s:%d)"), item->prov.file, item->prov.line);
  return FALSE;
}

/* The number of a list item, with the item's rule as a step. */
static gboolean
rule_number (UmpireResult  *result,
             UmpireRules   *rules,
             const char    *list_id,
             const char    *item_id,
             double        *number,
             GError       **error)
{
  const UmpireRow *item = umpire_procedure_list_item (rules, list_id, item_id, error);

  if (item == NULL || !item_number (item, number, error))
    return FALSE;
  if (result != NULL)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, "%s", item_text (item));
  return TRUE;
}

/* States a rule (a list item) in the trail. */
static gboolean
rule_step (UmpireResult  *result,
           UmpireRules   *rules,
           const char    *list_id,
           const char    *item_id,
           GError       **error)
{
  const UmpireRow *item = umpire_procedure_list_item (rules, list_id, item_id, error);

  if (item == NULL)
    return FALSE;
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, "%s", item_text (item));
  return TRUE;
}

/* Row and column readings are not on the cells; say them where they decide. */
static void
note_reading (UmpireResult           *result,
              const UmpireProvenance *prov,
              const char             *what)
{
  if (prov->ambiguous != NULL || prov->reconstructed != NULL)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, prov, _("How “%s” is read"), what);
}

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
row_ids (const UmpireTable *table)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < table->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);
      g_string_append_printf (ids, "%s%s", i ? ", " : "", row->id);
    }
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

static char *
inches (double value)
{
  return g_strdup_printf ("%g\"", value);
}

/* The trail names the weapons as the fire page does; the ids stay for machines. */
static const char *
weapon_label (const char *weapon)
{
  static const struct { const char *id; const char *label; } labels[] = {
    { "rifle", N_("Rifles") },
    { "mg", N_("Machine guns") },
    { "carbine", N_("Cavalry carbines") },
    { "field-gun", N_("Field guns") },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (labels); i++)
    if (g_strcmp0 (labels[i].id, weapon) == 0)
      return _(labels[i].label);
  return weapon;
}

/* A melee side's name ("attacker") as people read it. */
static const char *
side_label (const UmpireDerosaMeleeSide *side)
{
  if (g_strcmp0 (side->name, "attacker") == 0)
    return _("Attacker");
  if (g_strcmp0 (side->name, "defender") == 0)
    return _("Defender");
  return side->name;
}

/* The De Rosa die, for a chart a rule pack replaced without its rows' dice. */
#define DEROSA_DIE "1d10"

static const char *
derosa_dice (const UmpireTable *table)
{
  return table->dice != NULL ? table->dice : DEROSA_DIE;
}

/* Labels for people; the names stay for machines (--xml). */
static const UmpireValueLabel value_labels[] = {
  { NULL, "allowance", N_("Chart allowance (inches)") },
  { NULL, "move", N_("This turn's move (inches)") },
  { NULL, "inches", N_("Left to move (inches)") },
  { NULL, "stragglers", N_("Left behind (figures)") },
  { NULL, "figures-charging", N_("Still charging (figures)") },
  { NULL, "needed", N_("Roll needed (or higher)") },
  { NULL, "roll", N_("Die roll") },
  { NULL, "passed", N_("Passed") },
  { NULL, "state", N_("Morale before") },
  { NULL, "new-state", N_("Morale now") },
  { NULL, "factor", N_("Chart factor") },
  { NULL, "addition", N_("Close combat addition") },
  { NULL, "modified-roll", N_("Modified chance roll") },
  { NULL, "chance", N_("Chance modifier") },
  { NULL, "total", N_("Total before rounding") },
  { NULL, "casualties", N_("Casualties") },
  { NULL, "attacker-cv", N_("Attacker's combat value") },
  { NULL, "defender-cv", N_("Defender's combat value") },
  { NULL, "attacker-chance", N_("Attacker's chance factor") },
  { NULL, "defender-chance", N_("Defender's chance factor") },
  { NULL, "attacker-total", N_("Attacker's total") },
  { NULL, "defender-total", N_("Defender's total") },
  { NULL, "difference", N_("Difference") },
  { NULL, "outcome", N_("Outcome") },
  { NULL, "loser", N_("Loser") },
  { NULL, "retreat-turns", N_("Loser retreats (turns)") },
  { NULL, "loser-state", N_("Loser's morale") },
  { NULL, "result", N_("Resupply") },
  { NULL, "resupplied", N_("Resupplied") },
  { NULL, "turns-left", N_("Fire turns left") },
  { NULL, "used", N_("Fire turns used") },
  { NULL, "can-fire", N_("May fire") },
};

static UmpireResult *
finish (UmpireResult *result)
{
  return umpire_result_label_values (result, value_labels, G_N_ELEMENTS (value_labels));
}

static void
set_morale_input (UmpireResult       *result,
                  const char         *name,
                  UmpireDerosaMorale  state)
{
  /* An unknown state is refused later; it has no name to record. */
  if (state <= UMPIRE_DEROSA_ROUTED)
    umpire_result_set_input_text (result, name, umpire_derosa_morale_to_string (state));
}

/* ---------------------------------------------------------------------- */
/* Movement                                                               */

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
        umpire_result_add_step (result, UMPIRE_STEP_RULE, &reading->prov, "%s", item_text (reading));
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
  const UmpireRow *item = umpire_procedure_list_item (rules, MOVEMENT_RULES, item_id, error);
  double fraction;

  if (item == NULL || !item_number (item, &fraction, error))
    return FALSE;
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, "%s", item_text (item));
  return deduct (result, rules, field, what, fraction * move, left, &item->prov, error);
}

UmpireResult *
umpire_derosa_move (UmpireRules                 *rules,
                    const UmpireDerosaMoveInput *input,
                    GError                     **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("derosa-move");
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
      g_autofree char *ids = row_ids (chart_inches);
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

      if (!rule_number (NULL, rules, MOVEMENT_RULES, "charge-turns", &turns, error))
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

      if (!rule_number (NULL, rules, MOVEMENT_RULES, "formation-changes-per-turn", &most, error))
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

  if (!rule_step (result, rules, READINGS, "move-order", error))
    return NULL;

  if (input->skirmish)
    {
      const UmpireRow *item = umpire_procedure_list_item (rules, MOVEMENT_RULES, "skirmish-bonus", error);
      double before = move;

      if (item == NULL || !item_number (item, &value, error))
        return NULL;
      move += value;
      umpire_result_add_step (result, UMPIRE_STEP_MODIFIER, &item->prov,
                              _("%s: %g\" → %g\""), item_text (item), before, move);
    }

  if (input->charge_turn > 0)
    {
      const UmpireRow *item = umpire_procedure_list_item (rules, MOVEMENT_RULES, "charge-double-move", error);
      double before = move;

      if (item == NULL || !item_number (item, &value, error))
        return NULL;
      move *= value;
      umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &item->prov,
                              _("%s Charge turn %u: %g\" × %g = %g\""), item_text (item),
                              input->charge_turn, before, value, move);
      if (input->charge_turn == 2)
        {
          item = umpire_procedure_list_item (rules, MOVEMENT_RULES, "charge-straggling", error);
          if (item == NULL || !item_number (item, &value, error))
            return NULL;
          umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, "%s", item_text (item));
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
    if (!rule_step (result, rules, READINGS, "move-deduction-base", error))
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
      const UmpireRow *item = umpire_procedure_list_item (rules, MOVEMENT_RULES, "turn-around", error);

      if (item == NULL || !item_number (item, &value, error))
        return NULL;
      if (!deduct (result, rules, "turn-around", _("Turning around"), value, &left, &item->prov, error))
        return NULL;
    }

  umpire_result_set_value (result, "inches", "%g", left);
  return finish (g_steal_pointer (&result));
}

/* ---------------------------------------------------------------------- */
/* Morale                                                                 */

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
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, "%s", item_text (item));
      g_string_append_printf (effects, "%s%s", effects->len ? "\n" : "", item_text (item));
    }
  return g_string_free (g_steal_pointer (&effects), FALSE);
}

UmpireResult *
umpire_derosa_morale (UmpireRules                   *rules,
                      const UmpireDerosaMoraleInput *input,
                      UmpireDice                    *dice,
                      GError                       **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("derosa-morale");
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
  set_morale_input (result, "state", input->state);
  umpire_result_set_input_flag (result, "rallying", input->rallying);

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
      if (!rule_step (result, rules, MORALE_STEPS, "step-1", error) ||
          !rule_step (result, rules, MORALE_STEPS, "step-2", error))
        return NULL;
      note_reading (result, &row->prov, row->label);
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
          g_autofree char *ids = row_ids (reasons);
          umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "reason",
                              _("unknown reason “%s” (%s)"), input->reason, ids);
          return NULL;
        }
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, _("Reason to test: %s"), item_text (item));
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
  if (!umpire_result_roll (result, dice, derosa_dice (chart), _("Morale roll"),
                           &chart->prov, &roll, error))
    return NULL;
  passed = roll.total >= needed;
  if (!rule_step (result, rules, MORALE_STEPS, "step-3", error))
    return NULL;
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &chart->prov,
                          passed ? _("Rolled %u, needed %g or higher: passed")
                                 : _("Rolled %u, needed %g or higher: failed"),
                          roll.total, needed);

  if (!passed)
    {
      if (input->state == UMPIRE_DEROSA_ROUTED)
        {
          if (!rule_step (result, rules, READINGS, "morale-routed-fail", error))
            return NULL;
        }
      else
        {
          after = input->state + 1;
          if (!rule_step (result, rules, MORALE_STEPS, "step-4", error))
            return NULL;
        }
    }
  else if (rallying)
    {
      after = input->state - 1;
      if (!rule_step (result, rules, MORALE_STEPS, "step-4-rally", error))
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
  return finish (g_steal_pointer (&result));
}

/* ---------------------------------------------------------------------- */
/* Fire                                                                   */

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
  g_autoptr(UmpireResult) result = umpire_result_new ("derosa-fire");
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
  set_morale_input (result, "state", input->state);

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
        umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "morale", "%s", item_text (item));
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
          g_autofree char *ids = row_ids (mgs);
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "strength",
                              _("the chart has machine-gun columns for %s MG, not %u"), ids, input->strength);
          return NULL;
        }
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &item->prov, "%s", item_text (item));
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
      note_reading (result, &column->prov, column->label);
    }

  row = umpire_table_row_for_number (chart, input->range, NULL);
  if (row == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "range",
                          _("%g\" is on no range band of “%s”"), input->range, chart->title);
      return NULL;
    }
  note_reading (result, &row->prov, row->label);
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
  if (!umpire_result_roll (result, dice, derosa_dice (chance), _("Random chance roll"),
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
  if (!rule_step (result, rules, READINGS, "fire-order", error))
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
  umpire_result_set_value (result, "casualties", "%" G_GINT64_FORMAT, casualties);
  return finish (g_steal_pointer (&result));
}

/* ---------------------------------------------------------------------- */
/* Close combat                                                           */

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

  if (!rule_number (NULL, rules, MELEE, per_item, &per, error))
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
              gboolean                     shaken_as_printed,
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
    flags[n++] = shaken_as_printed ? "shaken" : "shaken-corrected";
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
                            _("a routed unit does not melee: %s"), item_text (item));
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
  set_morale_input (result, morale, side->state);
  umpire_result_set_input_flag (result, veterans, side->veterans);
  umpire_result_set_input_flag (result, trained, side->trained);
  umpire_result_set_input (result, flank, "%u", side->flank_figures);
  umpire_result_set_input_flag (result, skirmish, side->skirmish);
}

UmpireResult *
umpire_derosa_melee (UmpireRules                  *rules,
                     const UmpireDerosaMeleeInput *input,
                     UmpireDice                   *dice,
                     GError                      **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("derosa-melee");
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
  umpire_result_set_input_flag (result, "shaken-as-printed", input->shaken_as_printed);
  if ((chance = umpire_procedure_table (rules, CHANCE, error)) == NULL)
    return NULL;
  for (guint s = 0; s < 2; s++)
    if (!check_side (rules, sides[s], error))
      return NULL;

  if (input->attacker.state == UMPIRE_DEROSA_SHAKEN || input->defender.state == UMPIRE_DEROSA_SHAKEN)
    umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                            input->shaken_as_printed
                            ? _("Shaken line: +1 as printed (the umpire's choice)")
                            : _("Shaken line: read as −1 (default reading; +1 as printed on request)"));

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
      if (!combat_value (result, rules, side, input->shaken_as_printed, &cv, error))
        return NULL;
      umpire_result_set_value (result, name, "%g", cv);

      if (!umpire_result_roll (result, dice, derosa_dice (chance), purpose,
                               &chance->prov, &roll, error))
        return NULL;
      cell = umpire_result_read_cell (result, chance, roll.total, "modifier", error);
      if (cell == NULL || !umpire_cell_get_number (cell, &factor, error))
        return NULL;
      if (!rule_step (result, rules, MELEE, "cv-times-chance", error) ||
          !rule_step (result, rules, READINGS, "melee-chance", error))
        return NULL;
      totals[s] = cv * factor;
      umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &chance->prov,
                              _("%s: combat value %g × chance %+g = %g"), side_label (side), cv, factor, totals[s]);
      umpire_result_set_value (result, chance_name, "%+g", factor);
      umpire_result_set_value (result, total_name, "%g", totals[s]);
    }

  if (!rule_step (result, rules, MELEE, "compare", error))
    return NULL;
  reading = umpire_procedure_list_item (rules, MELEE, "decisive-difference", error);
  if (reading == NULL || !item_number (reading, &decisive, error))
    return NULL;
  difference = fabs (totals[0] - totals[1]);
  umpire_result_set_value (result, "difference", "%g", difference);
  if (difference >= decisive)
    {
      guint loser = totals[0] < totals[1] ? 0 : 1;
      double turns;

      umpire_result_add_step (result, UMPIRE_STEP_RULE, &reading->prov, _("%s (difference %g)"),
                              item_text (reading), difference);
      if (!rule_number (result, rules, MELEE, "loser-retreat-turns", &turns, error) ||
          !rule_step (result, rules, MELEE, "loser-shaken", error))
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
                              item_text (item), difference);
      umpire_result_set_value (result, "outcome", "continue");
    }
  return finish (g_steal_pointer (&result));
}

/* ---------------------------------------------------------------------- */
/* Ammunition                                                             */

UmpireResult *
umpire_derosa_ammo (UmpireRules                 *rules,
                    const UmpireDerosaAmmoInput *input,
                    UmpireDice                  *dice,
                    GError                     **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("derosa-ammo");
  const UmpireTable *resupply;
  double turns, left;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (input != NULL, NULL);

  umpire_result_set_input (result, "used", "%u", input->used);
  umpire_result_set_input_flag (result, "resupply", input->resupply);

  if ((resupply = umpire_procedure_table (rules, AMMO_RESUPPLY, error)) == NULL ||
      !rule_number (NULL, rules, AMMO, "fire-turns", &turns, error))
    return NULL;
  if (input->used > turns)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "used",
                          _("a battery has %g fire turns, not %u"), turns, input->used);
      return NULL;
    }
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%u fire turns used"), input->used);
  if (!rule_number (result, rules, AMMO, "fire-turns", &turns, error))
    return NULL;
  left = turns - input->used;
  umpire_result_add_step (result, UMPIRE_STEP_MODIFIER, NULL, _("Fire turns left: %g − %u = %g"),
                          turns, input->used, left);

  if (input->resupply)
    {
      const UmpireCell *cell, *resupplied;
      const UmpireRow *row;
      UmpireRoll roll;

      if (!rule_step (result, rules, AMMO, "resupply-roll", error))
        return NULL;
      if (!umpire_result_roll (result, dice, derosa_dice (resupply),
                               _("Resupply roll"), &resupply->prov, &roll, error))
        return NULL;
      row = umpire_table_row_for_number (resupply, roll.total, NULL);
      if (row == NULL)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, AMMO_RESUPPLY,
                              _("no row for a roll of %u"), roll.total);
          return NULL;
        }
      note_reading (result, &row->prov, row->label);
      cell = umpire_result_read_cell_at (result, resupply, row->id, "result", error);
      resupplied = cell ? umpire_result_read_cell_at (result, resupply, row->id, "resupplied", error) : NULL;
      if (resupplied == NULL)
        return NULL;
      umpire_result_set_value (result, "roll", "%u", roll.total);
      umpire_result_set_value (result, "result", "%s", cell->text);
      umpire_result_set_value (result, "resupplied", "%s", resupplied->text);
      if (g_str_equal (resupplied->text, "yes"))
        {
          if (!rule_step (result, rules, READINGS, "ammo-out", error))
            return NULL;
          left = turns;
          umpire_result_add_step (result, UMPIRE_STEP_RULE, &row->prov, _("Fire turns left: %g"), left);
        }
    }
  else
    umpire_result_set_value (result, "resupplied", "no");

  if (left <= 0 && !rule_step (result, rules, READINGS, "ammo-out", error))
    return NULL;
  umpire_result_set_value (result, "turns-left", "%g", left);
  umpire_result_set_value (result, "used", "%g", turns - left);
  umpire_result_set_value (result, "can-fire", "%s", left > 0 ? "yes" : "no");
  return finish (g_steal_pointer (&result));
}
