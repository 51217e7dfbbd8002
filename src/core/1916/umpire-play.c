/* umpire-play.c: 1916 during play: lulls, lull features, reinforcements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-inputs.h"
#include "umpire-play.h"
#include "umpire-odds.h"
#include "umpire-setup.h"

#define LULL "1916.lull"

/* ---- descriptors -------------------------------------------------------- */

static UmpireResult *run_lull           (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_lull_features  (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_reinforcements (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

static const UmpireWord lull_words[] = {
  { "none", N_("No lull") },
  { "short", N_("Short lull") },
  { "long", N_("Long lull") },
  { NULL, NULL }
};

static const UmpireField lull_inputs[] = {
  /* The rules set no length of game (a lull deadline is optional and rolled,
   * 1916.lull's deadline-2d6): 99 turns is this form's, not a rule value. */
  { "turn", N_("Turn"), UMPIRE_FIELD_NUMBER, 1, 99 },
  /* The unmodified setup proximity die (1916.lull's start-turn): its faces,
   * those of the die the proximity step rolls. */
  { "start-turn", N_("Lull start turn"), UMPIRE_FIELD_NUMBER,
    .dice = UMPIRE_PLAIN_DIE },
  /* Declared by mutual consent: short or long. */
  { "declare", N_("Declared lull"), UMPIRE_FIELD_CHOICE, .words = lull_words },
  { "die", N_("Die roll"), UMPIRE_FIELD_DIE, .dice = "1d6" },
  { NULL }
};

static const UmpireField lull_values[] = {
  { "turn", N_("Turn"), UMPIRE_FIELD_NUMBER },
  { "die", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "lull", N_("Lull"), UMPIRE_FIELD_CHOICE, .words = lull_words },
  { NULL }
};

static const char *const older_play_lull[] = { "lull", NULL };

/* Lull rolls begin on the turn the proximity die set; a lull rolled is
 * the battle's. */
static const UmpireStateRead lull_reads[] = {
  { "start-turn", UMPIRE_STATE_BATTLE, "lull-start" },
  { NULL }
};

static const UmpireStateWrite lull_writes[] = {
  { "lull", UMPIRE_STATE_BATTLE, "lull", UMPIRE_STATE_SET },
  { NULL }
};

const UmpireProcedureInfo umpire_play_lull_info = {
  "1916.lull", &umpire_1916_system, N_("Lull roll"),
  lull_inputs, lull_values, older_play_lull,
  .run = run_lull,
  .outcome = (const char * const []) { "lull", NULL },
  .rule_entry = "1916.lull",
  .reads = lull_reads,
  .writes = lull_writes,
};

static const UmpireField lull_features_inputs[] = {
  { "lull", N_("Lull"), UMPIRE_FIELD_CHOICE, .words = lull_words },
  { NULL }
};

/* One value per row of 1916.lull-features, labelled where it is read with
 * the row's own label (which wins over these). */
static const UmpireField lull_features_values[] = {
  { "lull", N_("Lull in force"), UMPIRE_FIELD_CHOICE, .words = lull_words },
  { "extra-defenses", N_("Extra defenses"), UMPIRE_FIELD_TEXT },
  { "repair-combat-base", N_("Repair roll: combat base damage"), UMPIRE_FIELD_TEXT },
  { "repair-command-base", N_("Repair roll: command base damage"), UMPIRE_FIELD_TEXT },
  { "mg-jam", N_("Repair: MG jam"), UMPIRE_FIELD_TEXT },
  { "gassed-recovery", N_("Recovery roll: gassed unit"), UMPIRE_FIELD_TEXT },
  { "reorganize", N_("Reorganize: units"), UMPIRE_FIELD_TEXT },
  { "extra-on-call", N_("Extra resource roll: on-call barrages"), UMPIRE_FIELD_TEXT },
  { "extra-airstrikes", N_("Extra resource roll: airstrikes"), UMPIRE_FIELD_TEXT },
  { NULL }
};

static const char *const older_play_lull_features[] = { "lull-features", NULL };

const UmpireProcedureInfo umpire_play_lull_features_info = {
  "1916.lull-features", &umpire_1916_system, N_("Lull features"),
  lull_features_inputs, lull_features_values, older_play_lull_features,
  .run = run_lull_features,
  .outcome = (const char * const []) { "lull", NULL },
  .rule_entry = "1916.lull-features",
};

/* The sides as people read them (the words of umpire_side_get_label ()). */
static const UmpireWord role_words[] = {
  { "attacker", N_("Attacker") },
  { "defender", N_("Defender") },
  { NULL, NULL }
};

static const UmpireField reinforcements_inputs[] = {
  { "role", N_("Role"), UMPIRE_FIELD_CHOICE, .words = role_words },
  { "depleted", N_("Depleted"), UMPIRE_FIELD_FLAG },
  { "die", N_("Die roll"), UMPIRE_FIELD_DIE, .table = "1916.reinforcements" },
  { NULL }
};

static const UmpireField reinforcements_values[] = {
  { "die", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "infantry", N_("Infantry sub-units"), UMPIRE_FIELD_NUMBER },
  { "hmg", N_("HMG bases"), UMPIRE_FIELD_NUMBER },
  { "reinforcements", N_("Reinforcements"), UMPIRE_FIELD_TEXT },
  { "arrive", N_("Arrive at"), UMPIRE_FIELD_TEXT },
  { "depleted", N_("Assault moves already used"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const char *const older_play_reinforcements[] = { "setup-reinforcements", NULL };

const UmpireProcedureInfo umpire_play_reinforcements_info = {
  "1916.reinforcements", &umpire_1916_system, N_("Reinforcements"),
  reinforcements_inputs, reinforcements_values, older_play_reinforcements,
  .run = run_reinforcements,
  .outcome = (const char * const []) { "reinforcements", "arrive", NULL },
  .rule_entry = "1916.reinforcements",
};

UmpireResult *
umpire_play_lull (UmpireRules           *rules,
                  const UmpireLullInput *input,
                  UmpireDice            *dice,
                  GError               **error)
{
  g_autoptr(UmpireResult) result = NULL;
  const UmpireRow *start_item, *die_item, *on_item, *short_item, *long_item, *mutual_item;
  double lull_on, short_before, long_from;
  UmpireRoll roll;
  const char *lull;

  g_return_val_if_fail (input != NULL, NULL);

  if (!(start_item = umpire_procedure_list_item (rules, LULL, "start-turn", error))
      || !(die_item = umpire_procedure_list_item (rules, LULL, "lull-die", error))
      || !(mutual_item = umpire_procedure_list_item (rules, LULL, "mutual-declaration", error))
      || !umpire_rules_list_number (rules, LULL, "lull-on", &lull_on, &on_item, error)
      || !umpire_rules_list_number (rules, LULL, "short-before-turn", &short_before, &short_item, error)
      || !umpire_rules_list_number (rules, LULL, "long-from-turn", &long_from, &long_item, error))
    return NULL;
  if (input->turn < 1)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "turn", _("must be 1 or more"));
      return NULL;
    }
  if (input->start_turn < 1)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "start-turn",
                          _("must be 1 or more (the proximity die)"));
      return NULL;
    }
  if (input->declared != NULL && g_strcmp0 (input->declared, "short") != 0
      && g_strcmp0 (input->declared, "long") != 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "declared",
                          _("must be short or long, not “%s”"), input->declared);
      return NULL;
    }

  result = umpire_result_new_for (&umpire_play_lull_info);
  umpire_result_set_input (result, "turn", "%d", input->turn);
  umpire_result_set_input (result, "start-turn", "%d", input->start_turn);
  umpire_result_set_input_text (result, "declare", input->declared);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("Turn %d; lull rolls begin on turn %d"),
                          input->turn, input->start_turn);
  umpire_result_set_value (result, "turn", "%d", input->turn);

  if (input->declared != NULL)
    {
      g_autofree char *declared_column = g_strdup_printf ("%s-lull", input->declared);
      g_autofree char *declared_label = umpire_rules_label_for (rules, "1916.lull-features", declared_column);

      /* Translators: the lull as the Lull Features table names it, "Short Lull". */
      umpire_setup_rule_step (result, mutual_item, _("The players declare a %s by mutual consent"),
                              declared_label);
      umpire_result_set_value (result, "lull", "%s", input->declared);
      return g_steal_pointer (&result);
    }
  if (input->turn < input->start_turn)
    {
      umpire_setup_rule_step (result, start_item, _("No lull roll before turn %d"), input->start_turn);
      umpire_result_set_value (result, "lull", "none");
      return g_steal_pointer (&result);
    }
  if (!umpire_result_roll_field (result, dice, die_item->item_value, "die", _("lull"), &die_item->prov,
                          &roll, error))
    return NULL;
  umpire_result_set_value (result, "die", "%u", roll.total);
  if (roll.total != lull_on)
    {
      umpire_setup_rule_step (result, on_item, _("Unmodified %u: no lull (a lull needs %g)"),
                              roll.total, lull_on);
      lull = "none";
    }
  else if (input->turn < short_before)
    {
      umpire_setup_rule_step (result, short_item, _("Unmodified %g on turn %d, before turn %g: short lull"),
                              lull_on, input->turn, short_before);
      lull = "short";
    }
  else
    {
      umpire_setup_rule_step (result, long_item, _("Unmodified %g on turn %d, from turn %g: long lull"),
                              lull_on, input->turn, long_from);
      lull = "long";
    }
  umpire_result_set_value (result, "lull", "%s", lull);
  return g_steal_pointer (&result);
}

UmpireResult *
umpire_play_lull_features (UmpireRules  *rules,
                           const char   *lull,
                           GError      **error)
{
  g_autoptr(UmpireResult) result = NULL;
  g_autofree char *column = NULL;
  const UmpireTable *features;

  if (g_strcmp0 (lull, "short") != 0 && g_strcmp0 (lull, "long") != 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "lull",
                          _("must be short or long, not “%s”"), lull ? lull : "");
      return NULL;
    }
  if (!(features = umpire_procedure_table (rules, "1916.lull-features", error)))
    return NULL;
  column = g_strdup_printf ("%s-lull", lull);
  result = umpire_result_new_for (&umpire_play_lull_features_info);
  umpire_result_set_input_text (result, "lull", lull);
  {
    g_autofree char *lull_label = umpire_rules_label_for (rules, "1916.lull-features", column);

    /* Translators: the lull as the Lull Features table names it, "Short Lull". */
    umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%s in force"), lull_label);
  }
  umpire_result_set_value (result, "lull", "%s", lull);
  for (guint i = 0; i < features->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (features->rows, i);
      const UmpireCell *cell = umpire_result_read_cell_at (result, features, row->id, column, error);

      if (cell == NULL)
        return NULL;
      umpire_result_set_value (result, row->id, "%s", cell->text);
      umpire_result_set_value_label (result, row->id, row->label);
    }
  return g_steal_pointer (&result);
}

UmpireResult *
umpire_play_reinforcements (UmpireRules                     *rules,
                            const UmpireReinforcementsInput *input,
                            UmpireDice                      *dice,
                            GError                         **error)
{
  g_autoptr(UmpireResult) result = NULL;
  g_autofree char *inf_col = NULL, *hmg_col = NULL;
  const UmpireTable *chart;
  const UmpireCell *text, *inf, *hmg;
  UmpireRoll roll;
  double n_inf, n_hmg;

  g_return_val_if_fail (input != NULL, NULL);

  if (!(chart = umpire_procedure_table (rules, "1916.reinforcements", error)))
    return NULL;
  if (input->role == NULL || umpire_table_column_index (chart, input->role) < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "role",
                          _("must be attacker or defender, not “%s”"), input->role ? input->role : "");
      return NULL;
    }
  inf_col = g_strdup_printf ("%s-infantry", input->role);
  hmg_col = g_strdup_printf ("%s-hmg", input->role);

  result = umpire_result_new_for (&umpire_play_reinforcements_info);
  umpire_result_set_input_text (result, "role", input->role);
  umpire_result_set_input_flag (result, "depleted", input->depleted);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("Reinforcements for the %s"),
                          umpire_setup_role_label (input->role));
  if (!umpire_result_roll_field (result, dice, umpire_table_dice (chart), "die", _("reinforcements"),
                          &chart->prov, &roll, error))
    return NULL;
  umpire_result_set_value (result, "die", "%u", roll.total);
  if (!(text = umpire_result_read_cell (result, chart, roll.total, input->role, error))
      || !(inf = umpire_result_read_cell (result, chart, roll.total, inf_col, error))
      || !(hmg = umpire_result_read_cell (result, chart, roll.total, hmg_col, error))
      || !umpire_cell_get_number (inf, &n_inf, error)
      || !umpire_cell_get_number (hmg, &n_hmg, error))
    return NULL;
  umpire_result_set_value (result, "infantry", "%g", n_inf);
  umpire_result_set_value (result, "hmg", "%g", n_hmg);
  umpire_result_set_value (result, "reinforcements", "%s", text->text);
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &chart->prov,
                          _("Reinforcements arrive at the rear edge of the receiving player's setup"));
  umpire_result_set_value (result, "arrive", "rear edge");
  if (input->depleted)
    {
      const UmpireRow *item;
      double moves;

      if (!umpire_rules_list_number (rules, "1916.depleted-reinforcements", "assault-moves",
                                     &moves, &item, error))
        return NULL;
      umpire_setup_rule_step (result, item,
                              _("Depleted reinforcements: they behave as if they had already moved %g assault moves"),
                              moves);
      umpire_result_set_value (result, "depleted", "%g", moves);
    }
  else
    umpire_result_set_value (result, "depleted", "0");
  return g_steal_pointer (&result);
}

/* ---- run from the inputs as text ---------------------------------------- */

static UmpireResult *
run_lull (UmpireRules  *rules,
          GHashTable   *inputs,
          UmpireDice   *dice,
          GError      **error)
{
  UmpireInputs in = { &umpire_play_lull_info, rules, inputs };
  UmpireLullInput input = { 0 };

  if (!umpire_inputs_read_int (&in, "turn", TRUE, &input.turn, error)
      || !umpire_inputs_read_int (&in, "start-turn", TRUE, &input.start_turn, error)
      || !umpire_inputs_read_choice (&in, "declare", FALSE, &input.declared, error))
    return NULL;
  return umpire_play_lull (rules, &input, dice, error);
}

static UmpireResult *
run_lull_features (UmpireRules  *rules,
                   GHashTable   *inputs,
                   UmpireDice   *dice,
                   GError      **error)
{
  UmpireInputs in = { &umpire_play_lull_features_info, rules, inputs };
  const char *lull = NULL;

  (void) dice;
  if (!umpire_inputs_read_choice (&in, "lull", TRUE, &lull, error))
    return NULL;
  return umpire_play_lull_features (rules, lull, error);
}

static UmpireResult *
run_reinforcements (UmpireRules  *rules,
                    GHashTable   *inputs,
                    UmpireDice   *dice,
                    GError      **error)
{
  UmpireInputs in = { &umpire_play_reinforcements_info, rules, inputs };
  UmpireReinforcementsInput input = { 0 };

  if (!umpire_inputs_read_choice (&in, "role", TRUE, &input.role, error)
      || !umpire_inputs_read_flag (&in, "depleted", &input.depleted, error))
    return NULL;
  return umpire_play_reinforcements (rules, &input, dice, error);
}

typedef struct
{
  UmpireRules     *rules;
  UmpireLullInput  input;
} LullRun;

static UmpireResult *
run_lull_for_odds (gpointer     data,
                   UmpireDice  *dice,
                   GError     **error)
{
  LullRun *run = data;

  return umpire_play_lull (run->rules, &run->input, dice, error);
}

UmpireOdds *
umpire_play_lull_odds (UmpireRules           *rules,
                       const UmpireLullInput *input,
                       GError               **error)
{
  LullRun run = { rules, *input };

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (input != NULL, NULL);
  return umpire_odds_compute (run_lull_for_odds, &run, UMPIRE_ODDS_MAX_PATHS, error);
}

gboolean
umpire_play_lull_chance_by (UmpireRules  *rules,
                            int           start_turn,
                            int           turn,
                            double       *chance,
                            GError      **error)
{
  double none = 1.0;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), FALSE);
  g_return_val_if_fail (chance != NULL, FALSE);

  /* Each turn's roll is its own: no lull by turn N is no lull on every
   * turn from the first roll to N. */
  for (int t = MAX (start_turn, 1); t <= turn; t++)
    {
      UmpireLullInput input = { t, start_turn, NULL };
      UmpireOdds *odds = umpire_play_lull_odds (rules, &input, error);

      if (odds == NULL)
        return FALSE;
      none *= umpire_odds_get_p (odds, "lull", "none");
      umpire_odds_free (odds);
    }
  *chance = 1.0 - none;
  return TRUE;
}
