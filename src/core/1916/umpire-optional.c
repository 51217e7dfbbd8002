/* umpire-optional.c: the 1916 optional rules 101-601 that have a procedure
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-inputs.h"
#include "umpire-optional.h"
#include "umpire-play.h"
#include "umpire-setup.h"

const char *const umpire_optional_fire_storm_types[UMPIRE_FIRE_STORM_TYPES] = {
  "artillery", "trench-mortar", "machine-gun", "flamethrower",
};

/* ---- descriptors -------------------------------------------------------- */

static UmpireResult *run_natural_antagonists (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_veteran_officer (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_lost_platoon (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_battery_encounter (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_scouts (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_entanglement (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_trench_stop (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_fire_storm (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_mortar_fire (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_lone_assault (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_bomber_parties (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_veteran_barrage (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

#define NATIONS "1916.nations"

static const UmpireField antagonists_inputs[] = {
  { "nation", N_("Nation"), UMPIRE_FIELD_CHOICE, .table = NATIONS },
  { "opponent", N_("Opponent"), UMPIRE_FIELD_CHOICE, .table = NATIONS },
  { NULL }
};

static const UmpireField antagonists_values[] = {
  { "morale", N_("Morale bonus"), UMPIRE_FIELD_NUMBER },
  { "training", N_("Training bonus"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const char *const older_optional_natural_antagonists[] = { "optional-natural-antagonists", NULL };

const UmpireProcedureInfo umpire_optional_natural_antagonists_info = {
  "1916.natural-antagonists", &umpire_1916_system, N_("Natural antagonists"),
  antagonists_inputs, antagonists_values, older_optional_natural_antagonists,
  .run = run_natural_antagonists,
  .outcome = (const char * const []) { "morale", "training", NULL },
  .rule_entry = "1916.natural-antagonists",
};

static const UmpireField veteran_officer_inputs[] = {
  { "units", N_("Sub-units"), UMPIRE_FIELD_NUMBER, 1, 9999 },
  /* One 2D6 per sub-unit (1916.veteran-officers/roll). */
  { "dice", N_("Dice"), UMPIRE_FIELD_DIE, .dice = "2d6", .several = TRUE },
  { NULL }
};

static const UmpireField veteran_officer_values[] = {
  { "rolls", N_("Rolls"), UMPIRE_FIELD_TEXT },
  { "veterans", N_("Veteran officers"), UMPIRE_FIELD_NUMBER },
  { "sub-units", N_("Sub-units with a veteran officer"), UMPIRE_FIELD_TEXT },
  { "veteran", N_("Veteran officer"), UMPIRE_FIELD_FLAG },
  { NULL }
};

static const char *const older_optional_veteran_officer[] = { "optional-veteran-officer", NULL };

const UmpireProcedureInfo umpire_optional_veteran_officer_info = {
  "1916.veteran-officer", &umpire_1916_system, N_("Veteran officer"),
  veteran_officer_inputs, veteran_officer_values, older_optional_veteran_officer,
  .run = run_veteran_officer,
  .outcome = (const char * const []) { "veterans", NULL },
  .rule_entry = "1916.veteran-officers",
  /* One 2D6 per sub-unit: veterans is a sum over the sub-units, veteran
   * the first sub-unit's. */
  .odds_parts = &(const UmpireOddsParts) {
    "units", NULL, (const char * const []) { "veterans", NULL },
    (const char * const []) { "veteran", NULL },
  },
};

static const UmpireField lost_platoon_inputs[] = {
  { "die", N_("Die roll"), UMPIRE_FIELD_DIE, .dice = "1d6" },
  { NULL }
};

static const UmpireField lost_platoon_values[] = {
  { "turns", N_("Turns the platoon survives"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const char *const older_optional_lost_platoon[] = { "optional-lost-platoon", NULL };

const UmpireProcedureInfo umpire_optional_lost_platoon_info = {
  "1916.lost-platoon", &umpire_1916_system, N_("Lost platoon"),
  lost_platoon_inputs, lost_platoon_values, older_optional_lost_platoon,
  .run = run_lost_platoon,
  .outcome = (const char * const []) { "turns", NULL },
  .rule_entry = "1916.lost-platoons",
};

static const UmpireField battery_encounter_inputs[] = {
  { "units", N_("Sub-units"), UMPIRE_FIELD_NUMBER, 0, 9999 },
  { "die", N_("Die roll"), UMPIRE_FIELD_DIE, .table = "1916.heavy-weapons" },
  { NULL }
};

static const UmpireField battery_encounter_values[] = {
  { "die", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "rate", N_("Rate per friendly unit"), UMPIRE_FIELD_NUMBER },
  { "bases", N_("Light artillery bases"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const char *const older_optional_battery_encounter[] = { "optional-battery-encounter", NULL };

const UmpireProcedureInfo umpire_optional_battery_encounter_info = {
  "1916.battery-encounter", &umpire_1916_system, N_("Battery encounter"),
  battery_encounter_inputs, battery_encounter_values, older_optional_battery_encounter,
  .run = run_battery_encounter,
  .outcome = (const char * const []) { "bases", NULL },
  .rule_entry = "1916.battery-encounters",
};

static const UmpireField scouts_inputs[] = {
  { "training", N_("Training"), UMPIRE_FIELD_CHOICE, .table = "1916.scouts" },
  { "range", N_("Range"), UMPIRE_FIELD_NUMBER, 1, 9999 },
  { "air-superiority", N_("Air superiority"), UMPIRE_FIELD_FLAG },
  { "die", N_("Die roll"), UMPIRE_FIELD_DIE, .dice = UMPIRE_PLAIN_DIE },
  { NULL }
};

static const UmpireField scouts_values[] = {
  { "positions", N_("Positions identifiable"), UMPIRE_FIELD_NUMBER },
  { "die", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "modified-roll", N_("Modified roll"), UMPIRE_FIELD_NUMBER },
  { "success", N_("Discovered"), UMPIRE_FIELD_FLAG },
  { "base-damaged", N_("Scouting base damaged"), UMPIRE_FIELD_FLAG },
  { NULL }
};

static const char *const older_optional_scouts[] = { "optional-scouts", NULL };

const UmpireProcedureInfo umpire_optional_scouts_info = {
  "1916.scouts", &umpire_1916_system, N_("Scouts"),
  scouts_inputs, scouts_values, older_optional_scouts,
  .run = run_scouts,
  .outcome = (const char * const []) { "success", "base-damaged", NULL },
  .rule_entry = "1916.scouts",
};

static const UmpireField entanglement_inputs[] = {
  { "type", N_("Type"), UMPIRE_FIELD_CHOICE, .table = "1916.entanglements" },
  { "inches", N_("Inches"), UMPIRE_FIELD_NUMBER, 0, 9999 },
  { "movement", N_("Movement"), UMPIRE_FIELD_FLAG },
  { "barrage-roll", N_("Barrage roll"), UMPIRE_FIELD_NUMBER, 1, 99 },
  { "die", N_("Die roll"), UMPIRE_FIELD_DIE, .dice = UMPIRE_PLAIN_DIE },
  { NULL }
};

static const UmpireField entanglement_values[] = {
  { "regular-inches", N_("Regular wire traded (inches)"), UMPIRE_FIELD_NUMBER },
  { "die", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "yards", N_("Movement reduction (yards)"), UMPIRE_FIELD_NUMBER },
  { "destroyed", N_("Destroyed"), UMPIRE_FIELD_FLAG },
  { NULL }
};

static const char *const older_optional_entanglement[] = { "optional-entanglement", NULL };

const UmpireProcedureInfo umpire_optional_entanglement_info = {
  "1916.entanglement", &umpire_1916_system, N_("Entanglement"),
  entanglement_inputs, entanglement_values, older_optional_entanglement,
  .run = run_entanglement,
  .outcome = (const char * const []) { "yards", "destroyed", NULL },
  .rule_entry = "1916.entanglements",
};

static const UmpireField trench_stop_inputs[] = {
  { "die", N_("Die roll"), UMPIRE_FIELD_DIE, .dice = UMPIRE_PLAIN_DIE },
  { NULL }
};

static const UmpireField trench_stop_values[] = {
  { "die", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "built", N_("Trench stop built"), UMPIRE_FIELD_FLAG },
  { NULL }
};

static const char *const older_optional_trench_stop[] = { "optional-trench-stop", NULL };

const UmpireProcedureInfo umpire_optional_trench_stop_info = {
  "1916.trench-stop", &umpire_1916_system, N_("Trench stop"),
  trench_stop_inputs, trench_stop_values, older_optional_trench_stop,
  .run = run_trench_stop,
  .outcome = (const char * const []) { "built", NULL },
  .rule_entry = "1916.trench-stops",
};

/* Named as umpire_optional_fire_storm_types names them. */
static const UmpireField fire_storm_inputs[] = {
  { "artillery", N_("Artillery"), UMPIRE_FIELD_NUMBER, 0, 99 },
  { "trench-mortar", N_("Trench mortars"), UMPIRE_FIELD_NUMBER, 0, 99 },
  { "machine-gun", N_("Machine guns"), UMPIRE_FIELD_NUMBER, 0, 99 },
  { "flamethrower", N_("Flamethrowers"), UMPIRE_FIELD_NUMBER, 0, 99 },
  { NULL }
};

static const UmpireField fire_storm_values[] = {
  { "dice", N_("Heavy fire dice"), UMPIRE_FIELD_NUMBER },
  { "types", N_("Weapon types"), UMPIRE_FIELD_NUMBER },
  { "fire-storm", N_("Fire-storm"), UMPIRE_FIELD_FLAG },
  { "pinned", N_("Pinned"), UMPIRE_FIELD_FLAG },
  { NULL }
};

static const char *const older_optional_fire_storm[] = { "optional-fire-storm", NULL };

const UmpireProcedureInfo umpire_optional_fire_storm_info = {
  "1916.fire-storm", &umpire_1916_system, N_("Fire storm"),
  fire_storm_inputs, fire_storm_values, older_optional_fire_storm,
  .run = run_fire_storm,
  .outcome = (const char * const []) { "fire-storm", "pinned", NULL },
  .rule_entry = "1916.fire-storms",
};

static const UmpireWord mortar_words[] = {
  { "light", N_("Light") },
  { "medium", N_("Medium") },
  { "large", N_("Large") },
  { NULL, NULL }
};

static const UmpireWord mortar_target_words[] = {
  { "personnel", N_("Personnel") },
  { "tank", N_("Tank") },
  { NULL, NULL }
};

static const UmpireField mortar_fire_inputs[] = {
  { "mortar", N_("Mortar"), UMPIRE_FIELD_CHOICE, .words = mortar_words },
  { "target", N_("Target"), UMPIRE_FIELD_CHOICE, .words = mortar_target_words },
  /* The Area Weapons roll, made elsewhere: any number the umpire read. */
  { "roll", N_("Roll"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const UmpireField mortar_fire_values[] = {
  { "modified-roll", N_("Modified roll"), UMPIRE_FIELD_NUMBER },
  /* "roll" (read the modified roll on the chart) or the rule's own words (N/E). */
  { "effect", N_("Effect"), UMPIRE_FIELD_TEXT },
  { NULL }
};

static const char *const older_optional_mortar_fire[] = { "optional-mortar-fire", NULL };

const UmpireProcedureInfo umpire_optional_mortar_fire_info = {
  "1916.mortar-fire", &umpire_1916_system, N_("Trench mortar fire"),
  mortar_fire_inputs, mortar_fire_values, older_optional_mortar_fire,
  .run = run_mortar_fire,
  .outcome = (const char * const []) { "effect", NULL },
  .rule_entry = "1916.mortar-fire",
};

static const UmpireField lone_assault_inputs[] = {
  { "target", N_("Target"), UMPIRE_FIELD_CHOICE, .table = "1916.lone-assault", .columns = TRUE },
  { "great-brave", N_("Great brave"), UMPIRE_FIELD_FLAG },
  { "active", N_("Active"), UMPIRE_FIELD_FLAG },
  { "poor-shaky", N_("Poor or shaky"), UMPIRE_FIELD_FLAG },
  { "well-led", N_("Well led"), UMPIRE_FIELD_FLAG },
  { "previous", N_("Previous attempts"), UMPIRE_FIELD_NUMBER, 0, 99 },
  /* Yards, up to 1916.lone-assault-limits/max-range. */
  { "range", N_("Range"), UMPIRE_FIELD_NUMBER, 1, 240 },
  { "supported", N_("Supported"), UMPIRE_FIELD_FLAG },
  { "pinned", N_("Pinned"), UMPIRE_FIELD_FLAG },
  { "die", N_("Die roll"), UMPIRE_FIELD_DIE, .table = "1916.lone-assault" },
  { NULL }
};

static const UmpireField lone_assault_values[] = {
  { "die", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "modified-roll", N_("Modified roll"), UMPIRE_FIELD_NUMBER },
  { "effect", N_("Effect"), UMPIRE_FIELD_TEXT },
  { NULL }
};

static const char *const older_optional_lone_assault[] = { "optional-lone-assault", NULL };

const UmpireProcedureInfo umpire_optional_lone_assault_info = {
  "1916.lone-assault", &umpire_1916_system, N_("Lone assault"),
  lone_assault_inputs, lone_assault_values, older_optional_lone_assault,
  .run = run_lone_assault,
  .outcome = (const char * const []) { "effect", NULL },
  .rule_entry = "1916.lone-assault",
};

static const UmpireField bomber_parties_inputs[] = {
  { "nation", N_("Nation"), UMPIRE_FIELD_CHOICE, .table = NATIONS },
  { "opponent", N_("Opponent"), UMPIRE_FIELD_CHOICE, .table = NATIONS },
  UMPIRE_SETUP_YEAR_FIELD,
  { NULL }
};

static const UmpireField bomber_parties_values[] = {
  { "modifier", N_("Assault modifier"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const char *const older_optional_bomber_parties[] = { "optional-bomber-parties", NULL };

const UmpireProcedureInfo umpire_optional_bomber_parties_info = {
  "1916.bomber-parties", &umpire_1916_system, N_("Bomber parties"),
  bomber_parties_inputs, bomber_parties_values, older_optional_bomber_parties,
  .run = run_bomber_parties,
  .outcome = (const char * const []) { "modifier", NULL },
  .rule_entry = "1916.bomber-parties",
};

static const UmpireField veteran_barrage_inputs[] = {
  { "die", N_("Die roll"), UMPIRE_FIELD_DIE, .dice = "1d6" },
  { NULL }
};

static const UmpireField veteran_barrage_values[] = {
  { "die", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "modifier", N_("Barrage roll modifier"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const char *const older_optional_veteran_barrage[] = { "optional-veteran-barrage", NULL };

const UmpireProcedureInfo umpire_optional_veteran_barrage_info = {
  "1916.veteran-barrage", &umpire_1916_system, N_("Veteran barrage"),
  veteran_barrage_inputs, veteran_barrage_values, older_optional_veteran_barrage,
  .run = run_veteran_barrage,
  .outcome = (const char * const []) { "modifier", NULL },
  .rule_entry = "1916.veteran-officers",
  .rule_item = "barrage-die",
};

const UmpireProcedureInfo *const umpire_optional_procedures[] = {
  &umpire_optional_natural_antagonists_info,
  &umpire_optional_veteran_officer_info,
  &umpire_optional_lost_platoon_info,
  &umpire_optional_battery_encounter_info,
  &umpire_optional_scouts_info,
  &umpire_optional_entanglement_info,
  &umpire_optional_trench_stop_info,
  &umpire_optional_fire_storm_info,
  &umpire_optional_mortar_fire_info,
  &umpire_optional_lone_assault_info,
  &umpire_optional_bomber_parties_info,
  &umpire_optional_veteran_barrage_info,
  NULL,
};

/* ---- which rule is which ------------------------------------------------------ */

const UmpireRow *
umpire_optional_find_rule (UmpireRules *rules,
                           const char  *entry,
                           const char  *item)
{
  const char *rule = umpire_rules_get_rule_reference (rules, entry, item);
  const UmpireTable *list = umpire_rules_get_table (rules, "1916.optional-rules");

  for (guint i = 0; rule != NULL && list != NULL && i < list->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (list->rows, i);

      if (g_strcmp0 (row->prov.rule, rule) == 0)
        return row;
    }
  return NULL;
}

char *
umpire_optional_dup_scenario_rule (UmpireRules *rules,
                                   const char  *entry,
                                   const char  *item)
{
  const UmpireRow *row = umpire_optional_find_rule (rules, entry, item);

  return row != NULL ? g_strdup_printf ("%s:%s", umpire_1916_system.id, row->id) : NULL;
}

const UmpireRow *
umpire_optional_find_rule_of (const UmpireProcedureInfo *info,
                              UmpireRules               *rules)
{
  g_return_val_if_fail (info != NULL, NULL);
  return info->rule_entry != NULL ? umpire_optional_find_rule (rules, info->rule_entry, info->rule_item) : NULL;
}

char *
umpire_optional_dup_scenario_rule_of (const UmpireProcedureInfo *info,
                                      UmpireRules               *rules)
{
  g_return_val_if_fail (info != NULL, NULL);
  return info->rule_entry != NULL ? umpire_optional_dup_scenario_rule (rules, info->rule_entry, info->rule_item)
                                  : NULL;
}

char *
umpire_optional_dup_depleted_reinforcements_rule (UmpireRules *rules)
{
  return umpire_optional_dup_scenario_rule (rules, "1916.depleted-reinforcements", NULL);
}

static gboolean
check_min (const char  *field,
           int          value,
           int          minimum,
           GError     **error)
{
  if (value < minimum)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field, _("must be %d or more"), minimum);
      return FALSE;
    }
  return TRUE;
}

/* Sums the modifiers of `table_id` that hold, one step each. */
static gboolean
sum_modifiers (UmpireResult          *result,
               UmpireRules           *rules,
               const char            *table_id,
               const UmpireSituation *situation,
               double                *total,
               GError               **error)
{
  const UmpireTable *mods = umpire_procedure_table (rules, table_id, error);

  if (mods == NULL)
    return FALSE;
  if (umpire_result_apply_modifiers (result, mods, situation, total) == 0)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &mods->prov, _("No %s modifier applies"), mods->title);
  return TRUE;
}

/* ---- 101 ---------------------------------------------------------------- */

UmpireResult *
umpire_optional_natural_antagonists (UmpireRules  *rules,
                                     const char   *nation,
                                     const char   *opponent,
                                     GError      **error)
{
  g_autoptr(UmpireResult) result = NULL;
  const char *morale_flags[] = { "morale", NULL };
  const char *training_flags[] = { "training", NULL };
  UmpireSituation situation = { .nation = nation, .opponent = opponent };
  double morale = 0, training = 0;

  if (!umpire_setup_check_nation (rules, "nation", nation, error)
      || !umpire_setup_check_nation (rules, "opponent", opponent, error))
    return NULL;
  result = umpire_result_new_for (&umpire_optional_natural_antagonists_info);
  umpire_result_set_input_text (result, "nation", nation);
  umpire_result_set_input_text (result, "opponent", opponent);
  {
    g_autofree char *nation_label = umpire_rules_label_for (rules, "1916.nations", nation);
    g_autofree char *opponent_label = umpire_rules_label_for (rules, "1916.nations", opponent);

    umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%s fighting %s"), nation_label, opponent_label);
  }
  situation.flags = morale_flags;
  if (!sum_modifiers (result, rules, "1916.natural-antagonists", &situation, &morale, error))
    return NULL;
  situation.flags = training_flags;
  if (!sum_modifiers (result, rules, "1916.natural-antagonists", &situation, &training, error))
    return NULL;
  umpire_result_set_value (result, "morale", "%+g", morale);
  umpire_result_set_value (result, "training", "%+g", training);
  return g_steal_pointer (&result);
}

/* ---- 102 ---------------------------------------------------------------- */

UmpireResult *
umpire_optional_veteran_officers (UmpireRules  *rules,
                                  int           units,
                                  UmpireDice   *dice,
                                  GError      **error)
{
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GString) rolls = g_string_new (NULL);
  g_autoptr(GString) which = g_string_new (NULL);
  const UmpireRow *roll_item, *on_item;
  double success_on;
  int veterans = 0;
  gboolean first = FALSE;

  if (!check_min ("units", units, 1, error)
      || !(roll_item = umpire_procedure_list_item (rules, "1916.veteran-officers", "roll", error))
      || !umpire_rules_list_number (rules, "1916.veteran-officers", "success-on", &success_on, &on_item, error))
    return NULL;
  result = umpire_result_new_for (&umpire_optional_veteran_officer_info);
  umpire_result_set_input (result, "units", "%d", units);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%d sub-unit(s) slated for play"), units);
  for (int i = 0; i < units; i++)
    {
      g_autofree char *purpose = g_strdup_printf (_("sub-unit %d"), i + 1);
      UmpireRoll roll;

      if (!umpire_result_roll_field (result, dice, roll_item->item_value, "dice", purpose,
                              &roll_item->prov, &roll, error))
        return NULL;
      g_string_append_printf (rolls, "%s%u", i ? "," : "", roll.total);
      if (roll.total == success_on)
        {
          veterans++;
          if (i == 0)
            first = TRUE;
          g_string_append_printf (which, "%s%d", which->len ? "," : "", i + 1);
          umpire_setup_rule_step (result, on_item, _("Sub-unit %d: %u, a veteran officer"), i + 1, roll.total);
        }
      else
        umpire_setup_rule_step (result, on_item, _("Sub-unit %d: %u, no veteran officer (needs %g)"),
                                i + 1, roll.total, success_on);
    }
  umpire_result_set_value (result, "rolls", "%s", rolls->str);
  umpire_result_set_value (result, "veterans", "%d", veterans);
  umpire_result_set_value (result, "sub-units", "%s", which->str);
  umpire_result_set_value (result, "veteran", first ? "yes" : "no");
  return g_steal_pointer (&result);
}

/* ---- 103 ---------------------------------------------------------------- */

UmpireResult *
umpire_optional_lost_platoon (UmpireRules  *rules,
                              UmpireDice   *dice,
                              GError      **error)
{
  g_autoptr(UmpireResult) result = NULL;
  const UmpireRow *item;
  UmpireRoll roll;

  if (!(item = umpire_procedure_list_item (rules, "1916.lost-platoons", "duration", error)))
    return NULL;
  result = umpire_result_new_for (&umpire_optional_lost_platoon_info);
  if (!umpire_result_roll_field (result, dice, item->item_value, "die", _("lost platoon duration"),
                          &item->prov, &roll, error))
    return NULL;
  umpire_setup_rule_step (result, item, _("The lost platoon survives %u turn(s)"), roll.total);
  umpire_result_set_value (result, "turns", "%u", roll.total);
  return g_steal_pointer (&result);
}

/* ---- 203 ---------------------------------------------------------------- */

UmpireResult *
umpire_optional_battery_encounter (UmpireRules  *rules,
                                   int           units,
                                   UmpireDice   *dice,
                                   GError      **error)
{
  g_autoptr(UmpireResult) result = NULL;
  const UmpireTable *chart;
  const UmpireRow *column_item, *base_item;
  const UmpireCell *cell;
  UmpireRoll roll;
  double rate, product;
  gint64 bases;

  if (!check_min ("units", units, 0, error)
      || !(column_item = umpire_procedure_list_item (rules, "1916.battery-encounters", "column", error))
      || !(base_item = umpire_procedure_list_item (rules, "1916.battery-encounters", "base", error))
      || !(chart = umpire_procedure_table (rules, "1916.heavy-weapons", error)))
    return NULL;
  result = umpire_result_new_for (&umpire_optional_battery_encounter_info);
  umpire_result_set_input (result, "units", "%d", units);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%d friendly unit(s) still in existence"), units);
  {
    g_autofree char *column_label = umpire_rules_label_for (rules, "1916.heavy-weapons", column_item->item_value);

    umpire_setup_rule_step (result, column_item, _("Roll on column %s of the Extra Heavy Weapons chart"),
                            column_label);
  }
  if (!umpire_result_roll_field (result, dice, umpire_table_dice (chart), "die", _("battery encounter"),
                          &column_item->prov, &roll, error))
    return NULL;
  cell = umpire_result_read_cell (result, chart, roll.total, column_item->item_value, error);
  if (cell == NULL || !umpire_cell_get_number (cell, &rate, error))
    return NULL;
  product = rate * units;
  umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &base_item->prov,
                          _("%.2f × %d current friendly units = %g"), rate, units, product);
  bases = umpire_result_round (result, _("light artillery bases"), product, &base_item->prov);
  umpire_result_set_value (result, "die", "%u", roll.total);
  umpire_result_set_value (result, "rate", "%.2f", rate);
  umpire_result_set_value (result, "bases", "%" G_GINT64_FORMAT, bases);
  return g_steal_pointer (&result);
}

/* ---- 205 ---------------------------------------------------------------- */

UmpireResult *
umpire_optional_scouts (UmpireRules             *rules,
                        const UmpireScoutsInput *input,
                        UmpireDice              *dice,
                        GError                 **error)
{
  g_autoptr(UmpireResult) result = NULL;
  const UmpireTable *chart, *mods;
  const UmpireColumn *col = NULL;
  const UmpireCell *cell, *success_cell;
  const char *flags[] = { "air-superiority", NULL };
  UmpireSituation situation = { 0 };
  UmpireRoll roll;
  double positions = 0, needed, value;
  gboolean success;

  g_return_val_if_fail (input != NULL, NULL);

  if (!(chart = umpire_procedure_table (rules, "1916.scouts", error))
      || !(mods = umpire_procedure_table (rules, "1916.scouts-modifiers", error)))
    return NULL;
  if (input->training == NULL || umpire_table_get_row (chart, input->training) == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "training",
                          _("must be outstanding, great, average, poor or abysmal, not “%s”"),
                          input->training ? input->training : "");
      return NULL;
    }
  if (!check_min ("range", input->range, 1, error))
    return NULL;
  /* Only the range columns carry a yard bracket. */
  for (guint i = 0; i < chart->columns->len && col == NULL; i++)
    {
      const UmpireColumn *c = g_ptr_array_index (chart->columns, i);

      if (c->range.has_max && umpire_range_contains (&c->range, input->range))
        col = c;
    }
  if (col == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "range",
                          _("%d yards is beyond the Scouts chart: no scouting possible"), input->range);
      return NULL;
    }

  result = umpire_result_new_for (&umpire_optional_scouts_info);
  umpire_result_set_input_text (result, "training", input->training);
  umpire_result_set_input (result, "range", "%d", input->range);
  umpire_result_set_input_flag (result, "air-superiority", input->air_superiority);
  {
    g_autofree char *training_label = umpire_rules_label_for (rules, "1916.scouts", input->training);

    umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%s scouts at %d yards%s"),
                            training_label, input->range,
                            input->air_superiority ? _(", with air superiority") : "");
  }
  cell = umpire_result_read_cell_at (result, chart, input->training, col->id, error);
  if (cell == NULL)
    return NULL;
  if (!g_str_equal (cell->text, "-") && !umpire_cell_get_number (cell, &positions, error))
    return NULL;
  success_cell = umpire_result_read_cell_at (result, chart, input->training, "success", error);
  if (success_cell == NULL || !umpire_cell_get_number (success_cell, &needed, error))
    return NULL;
  umpire_result_set_value (result, "positions", "%g", positions);
  if (positions == 0)
    {
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &cell->prov,
                              _("“-”: troops of this training cannot identify positions at this range"));
      umpire_result_set_value (result, "success", "no");
      umpire_result_set_value (result, "base-damaged", "no");
      return g_steal_pointer (&result);
    }
  if (!umpire_result_roll_field (result, dice, UMPIRE_PLAIN_DIE, "die", _("scouting"), &chart->prov, &roll, error))
    return NULL;
  value = roll.total;
  if (input->air_superiority)
    situation.flags = flags;
  umpire_result_apply_modifiers (result, mods, &situation, &value);
  success = value >= needed;
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &success_cell->prov,
                          success ? _("%g against %g or greater: the position is discovered")
                                  : _("%g against %g or greater: not discovered"), value, needed);
  umpire_result_set_value (result, "die", "%u", roll.total);
  umpire_result_set_value (result, "modified-roll", "%g", value);
  umpire_result_set_value (result, "success", success ? "yes" : "no");
  if (roll.total == 1)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &mods->prov,
                            _("A natural 1: one damage to a base of the scouting unit"));
  umpire_result_set_value (result, "base-damaged", roll.total == 1 ? "yes" : "no");
  return g_steal_pointer (&result);
}

/* ---- 207 ---------------------------------------------------------------- */

UmpireResult *
umpire_optional_entanglement (UmpireRules                   *rules,
                              const UmpireEntanglementInput *input,
                              UmpireDice                    *dice,
                              GError                       **error)
{
  g_autoptr(UmpireResult) result = NULL;
  const UmpireTable *chart;
  const UmpireRow *halved_item;

  g_return_val_if_fail (input != NULL, NULL);

  if (!(chart = umpire_procedure_table (rules, "1916.entanglements", error))
      || !(halved_item = umpire_procedure_list_item (rules, "1916.setup-readings", "halved-die-rounding", error)))
    return NULL;
  if (input->type == NULL || umpire_table_get_row (chart, input->type) == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "type",
                          _("unknown entanglement type “%s”"), input->type ? input->type : "");
      return NULL;
    }
  if (input->inches < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "inches", _("must be 0 or more"));
      return NULL;
    }
  if (!check_min ("barrage-roll", input->barrage_roll, 0, error))
    return NULL;

  result = umpire_result_new_for (&umpire_optional_entanglement_info);
  umpire_result_set_input_text (result, "type", input->type);
  if (input->inches > 0)
    umpire_result_set_input (result, "inches", "%g", input->inches);
  umpire_result_set_input_flag (result, "movement", input->movement);
  /* A roll made for the barrage, not here: what the umpire read off it. */
  if (input->barrage_roll > 0)
    umpire_result_set_input (result, "barrage-roll", "%d", input->barrage_roll);
  {
    g_autofree char *type_label = umpire_rules_label_for (rules, "1916.entanglements", input->type);

    umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("Entanglement type %s"), type_label);
  }
  if (input->inches > 0)
    {
      const UmpireCell *ratio_cell = umpire_result_read_cell_at (result, chart, input->type,
                                                                 "availability-ratio", error);
      double ratio;

      if (ratio_cell == NULL || !umpire_cell_get_number (ratio_cell, &ratio, error))
        return NULL;
      umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &ratio_cell->prov,
                              _("%g inches × %g = %g inches of regular wire traded off"),
                              input->inches, ratio, input->inches * ratio);
      umpire_result_set_value (result, "regular-inches", "%g", input->inches * ratio);
    }
  if (input->movement)
    {
      const UmpireCell *mult_cell, *halved_cell;
      double multiplier, die;
      UmpireRoll roll;

      if (!(mult_cell = umpire_result_read_cell_at (result, chart, input->type, "dice-multiplier-yards", error))
          || !umpire_cell_get_number (mult_cell, &multiplier, error)
          || !(halved_cell = umpire_result_read_cell_at (result, chart, input->type, "halved", error)))
        return NULL;
      if (!umpire_result_roll_field (result, dice, UMPIRE_PLAIN_DIE, "die", _("movement reduction"), &chart->prov, &roll, error))
        return NULL;
      die = roll.total;
      if (g_str_equal (halved_cell->text, "yes"))
        {
          g_autofree char *rolled = umpire_dice_expr_dup_for_people (&roll.expr);

          /* TRANSLATORS: the die halved ("½ 1d6"), its face, then half of it */
          umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &halved_cell->prov,
                                  _("½ %s: %g / 2 = %g"), rolled, die, die / 2);
          die = umpire_result_round (result, _("halved die"), die / 2, &halved_item->prov);
        }
      umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &mult_cell->prov,
                              _("%g × %g yards = %g yards"), die, multiplier, die * multiplier);
      umpire_result_set_value (result, "die", "%u", roll.total);
      umpire_result_set_value (result, "yards", "%g", die * multiplier);
    }
  if (input->barrage_roll > 0)
    {
      const UmpireCell *on_cell = umpire_result_read_cell_at (result, chart, input->type, "destroyed-on", error);
      double on;
      gboolean destroyed;

      if (on_cell == NULL || !umpire_cell_get_number (on_cell, &on, error))
        return NULL;
      destroyed = input->barrage_roll >= on;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &on_cell->prov,
                              destroyed ? _("Natural barrage roll %d, %g or more: destroyed")
                                        : _("Natural barrage roll %d, under %g: not destroyed"),
                              input->barrage_roll, on);
      umpire_result_set_value (result, "destroyed", destroyed ? "yes" : "no");
    }
  return g_steal_pointer (&result);
}

/* ---- 208 ---------------------------------------------------------------- */

UmpireResult *
umpire_optional_trench_stop (UmpireRules  *rules,
                             UmpireDice   *dice,
                             GError      **error)
{
  g_autoptr(UmpireResult) result = NULL;
  const UmpireRow *item;
  UmpireRoll roll;
  double on;

  if (!umpire_rules_list_number (rules, "1916.trench-stops", "success-on", &on, &item, error))
    return NULL;
  result = umpire_result_new_for (&umpire_optional_trench_stop_info);
  if (!umpire_result_roll_field (result, dice, UMPIRE_PLAIN_DIE, "die", _("trench stop"), &item->prov, &roll, error))
    return NULL;
  umpire_setup_rule_step (result, item, roll.total >= on ? _("%u: a trench stop is built") : _("%u: not built"),
                          roll.total);
  umpire_result_set_value (result, "die", "%u", roll.total);
  umpire_result_set_value (result, "built", roll.total >= on ? "yes" : "no");
  return g_steal_pointer (&result);
}

/* ---- 301 ---------------------------------------------------------------- */

UmpireResult *
umpire_optional_fire_storm (UmpireRules  *rules,
                            const int     dice_by_type[UMPIRE_FIRE_STORM_TYPES],
                            GError      **error)
{
  g_autoptr(UmpireResult) result = NULL;
  const UmpireRow *dice_item, *types_item;
  double need_dice, need_types;
  int total = 0, types = 0;
  gboolean storm;

  if (!umpire_rules_list_number (rules, "1916.fire-storms", "heavy-fire-dice", &need_dice, &dice_item, error)
      || !umpire_rules_list_number (rules, "1916.fire-storms", "weapon-types", &need_types, &types_item, error))
    return NULL;
  for (guint i = 0; i < UMPIRE_FIRE_STORM_TYPES; i++)
    {
      if (umpire_procedure_list_item (rules, "1916.fire-storms", umpire_optional_fire_storm_types[i], error) == NULL)
        return NULL;
      if (!check_min (umpire_optional_fire_storm_types[i], dice_by_type[i], 0, error))
        return NULL;
      total += dice_by_type[i];
      types += dice_by_type[i] > 0;
    }
  result = umpire_result_new_for (&umpire_optional_fire_storm_info);
  for (guint i = 0; i < UMPIRE_FIRE_STORM_TYPES; i++)
    umpire_result_set_input (result, umpire_optional_fire_storm_types[i], "%d", dice_by_type[i]);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                          _("Heavy fire dice: artillery %d, trench mortar %d, machine gun %d, flamethrower %d"),
                          dice_by_type[0], dice_by_type[1], dice_by_type[2], dice_by_type[3]);
  umpire_setup_rule_step (result, dice_item, _("%d heavy fire dice (%g needed)"), total, need_dice);
  umpire_setup_rule_step (result, types_item, _("from %d weapon type(s) (%g needed)"), types, need_types);
  storm = total >= need_dice && types >= need_types;
  umpire_result_set_value (result, "dice", "%d", total);
  umpire_result_set_value (result, "types", "%d", types);
  umpire_result_set_value (result, "fire-storm", storm ? "yes" : "no");
  umpire_result_set_value (result, "pinned", storm ? "yes" : "no");
  return g_steal_pointer (&result);
}

/* ---- 304 ---------------------------------------------------------------- */

UmpireResult *
umpire_optional_mortar_fire (UmpireRules  *rules,
                             const char   *mortar,
                             const char   *target,
                             int           roll,
                             GError      **error)
{
  g_autoptr(UmpireResult) result = NULL;
  g_autofree char *flag = NULL, *ne_id = NULL;
  const UmpireTable *mods, *notes;
  const UmpireRow *ne;
  const char *flags[2] = { NULL, NULL };
  UmpireSituation situation = { 0 };
  double value = roll;

  if (g_strcmp0 (mortar, "light") != 0 && g_strcmp0 (mortar, "medium") != 0 && g_strcmp0 (mortar, "large") != 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "mortar",
                          _("must be light, medium or large, not “%s”"), mortar ? mortar : "");
      return NULL;
    }
  if (g_strcmp0 (target, "personnel") != 0 && g_strcmp0 (target, "tank") != 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "target",
                          _("must be personnel or tank, not “%s”"), target ? target : "");
      return NULL;
    }
  if (!(mods = umpire_procedure_table (rules, "1916.mortar-fire", error))
      || !(notes = umpire_procedure_table (rules, "1916.mortar-fire-rules", error)))
    return NULL;
  result = umpire_result_new_for (&umpire_optional_mortar_fire_info);
  umpire_result_set_input_text (result, "mortar", mortar);
  umpire_result_set_input_text (result, "target", target);
  /* The Area Weapons roll was made elsewhere: here it is what the umpire read. */
  umpire_result_set_input (result, "roll", "%d", roll);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%s trench mortar against %s, Area Weapons roll %d"),
                          mortar, target, roll);
  ne_id = g_strdup_printf ("%s-vs-%s", mortar, target);
  ne = umpire_table_get_row (notes, ne_id);
  if (ne != NULL && ne->item_value != NULL)
    {
      umpire_setup_rule_step (result, ne, _("%s trench mortar against %s: %s"), mortar, target, ne->item_value);
      umpire_result_set_value (result, "effect", "%s", ne->item_value);
      return g_steal_pointer (&result);
    }
  flag = g_strdup_printf ("%s-trench-mortar-vs-%s", mortar, target);
  flags[0] = flag;
  situation.flags = flags;
  if (umpire_result_apply_modifiers (result, mods, &situation, &value) == 0)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &mods->prov, _("No mortar modifier applies"));
  umpire_result_set_value (result, "modified-roll", "%g", value);
  umpire_result_set_value (result, "effect", "roll");
  return g_steal_pointer (&result);
}

/* ---- 501 ---------------------------------------------------------------- */

UmpireResult *
umpire_optional_lone_assault (UmpireRules                  *rules,
                              const UmpireLoneAssaultInput *input,
                              UmpireDice                   *dice,
                              GError                      **error)
{
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GPtrArray) flags = g_ptr_array_new ();
  const UmpireTable *chart, *mods, *ranges;
  const UmpireRow *max_item, *previous, *bracket = NULL;
  const UmpireCell *cell;
  UmpireSituation situation = { 0 };
  UmpireRoll roll;
  double max_range, value;

  g_return_val_if_fail (input != NULL, NULL);

  if (!(chart = umpire_procedure_table (rules, "1916.lone-assault", error))
      || !(mods = umpire_procedure_table (rules, "1916.lone-assault-modifiers", error))
      || !(ranges = umpire_procedure_table (rules, "1916.lone-assault-ranges", error))
      || !umpire_rules_list_number (rules, "1916.lone-assault-limits", "max-range", &max_range, &max_item, error))
    return NULL;
  if (input->target == NULL || umpire_table_column_index (chart, input->target) < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "target",
                          _("must be heavy-weapon, full, weak or remnant, not “%s”"),
                          input->target ? input->target : "");
      return NULL;
    }
  if (!check_min ("previous", input->previous, 0, error) || !check_min ("range", input->range, 0, error))
    return NULL;
  if (input->range > max_range)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "range",
                          _("no heroic attempts on targets more than %g yards away"), max_range);
      return NULL;
    }
  previous = umpire_table_get_row (mods, "previous-request");
  if (previous == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, "1916.lone-assault-modifiers",
                          _("the rules database has no item “%s”"), "previous-request");
      return NULL;
    }

  if (input->great_brave)
    g_ptr_array_add (flags, "great-brave");
  if (input->active)
    g_ptr_array_add (flags, "active");
  if (input->poor_shaky)
    g_ptr_array_add (flags, "poor-shaky");
  if (input->well_led)
    g_ptr_array_add (flags, "well-led");
  if (input->supported)
    g_ptr_array_add (flags, "supported");
  if (input->pinned)
    g_ptr_array_add (flags, "pinned");
  /* The farthest range bracket passed names its modifier. */
  for (guint i = 0; i < ranges->rows->len; i++)
    {
      const UmpireRow *item = g_ptr_array_index (ranges->rows, i);
      double from = g_ascii_strtod (item->item_value ? item->item_value : "0", NULL);

      if (input->range > from
          && (bracket == NULL || from > g_ascii_strtod (bracket->item_value, NULL)))
        bracket = item;
    }
  if (bracket != NULL)
    g_ptr_array_add (flags, (gpointer) bracket->id);
  g_ptr_array_add (flags, NULL);

  result = umpire_result_new_for (&umpire_optional_lone_assault_info);
  umpire_result_set_input_text (result, "target", input->target);
  umpire_result_set_input_flag (result, "great-brave", input->great_brave);
  umpire_result_set_input_flag (result, "active", input->active);
  umpire_result_set_input_flag (result, "poor-shaky", input->poor_shaky);
  umpire_result_set_input_flag (result, "well-led", input->well_led);
  umpire_result_set_input (result, "previous", "%d", input->previous);
  /* 0: no range given. */
  if (input->range > 0)
    umpire_result_set_input (result, "range", "%d", input->range);
  umpire_result_set_input_flag (result, "supported", input->supported);
  umpire_result_set_input_flag (result, "pinned", input->pinned);
  {
    g_autofree char *target_label = umpire_rules_label_for (rules, "1916.lone-assault", input->target);

    umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                            _("Lone assault on a %s target, %d previous request(s), range %d yards"),
                            target_label, input->previous, input->range);
  }
  if (bracket != NULL)
    {
      /* The bracket is named by the hero modifier it brings. */
      g_autofree char *bracket_label = umpire_rules_label_for (rules, "1916.lone-assault-modifiers", bracket->id);

      umpire_setup_rule_step (result, bracket, _("%d yards: range bracket %s"), input->range, bracket_label);
    }
  if (!umpire_result_roll_field (result, dice, umpire_table_dice (chart), "die", _("hero"),
                          &chart->prov, &roll, error))
    return NULL;
  value = roll.total;
  situation.flags = (const char * const *) flags->pdata;
  umpire_result_apply_modifiers (result, mods, &situation, &value);
  for (int i = 0; i < input->previous; i++)
    umpire_result_apply_modifier (result, mods, previous, &value);
  cell = umpire_result_read_cell (result, chart, value, input->target, error);
  if (cell == NULL)
    return NULL;
  umpire_result_set_value (result, "die", "%u", roll.total);
  umpire_result_set_value (result, "modified-roll", "%g", value);
  umpire_result_set_value (result, "effect", "%s", cell->text);
  return g_steal_pointer (&result);
}

/* ---- 502 ---------------------------------------------------------------- */

UmpireResult *
umpire_optional_bomber_parties (UmpireRules  *rules,
                                const char   *nation,
                                const char   *opponent,
                                int           year,
                                GError      **error)
{
  g_autoptr(UmpireResult) result = NULL;
  UmpireSituation situation = { .year = year, .nation = nation, .opponent = opponent };
  double total = 0;

  if (!umpire_setup_check_nation (rules, "nation", nation, error)
      || !umpire_setup_check_nation (rules, "opponent", opponent, error)
      || !umpire_setup_check_year (rules, year, error))
    return NULL;
  result = umpire_result_new_for (&umpire_optional_bomber_parties_info);
  umpire_result_set_input_text (result, "nation", nation);
  umpire_result_set_input_text (result, "opponent", opponent);
  umpire_result_set_input (result, "year", "%d", year);
  {
    g_autofree char *nation_label = umpire_rules_label_for (rules, "1916.nations", nation);
    g_autofree char *opponent_label = umpire_rules_label_for (rules, "1916.nations", opponent);

    umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%s against %s in %d"),
                            nation_label, opponent_label, year);
  }
  if (!sum_modifiers (result, rules, "1916.bomber-parties", &situation, &total, error))
    return NULL;
  umpire_result_set_value (result, "modifier", "%+g", total);
  return g_steal_pointer (&result);
}

/* ---- 601 ---------------------------------------------------------------- */

UmpireResult *
umpire_optional_veteran_barrage (UmpireRules  *rules,
                                 UmpireDice   *dice,
                                 GError      **error)
{
  g_autoptr(UmpireResult) result = NULL;
  const UmpireRow *die_item, *even_item;
  UmpireRoll roll;
  double modifier;

  if (!(die_item = umpire_procedure_list_item (rules, "1916.veteran-officers", "barrage-die", error))
      || !umpire_rules_list_number (rules, "1916.veteran-officers", "barrage-even", &modifier, &even_item, error))
    return NULL;
  result = umpire_result_new_for (&umpire_optional_veteran_barrage_info);
  if (!umpire_result_roll_field (result, dice, die_item->item_value, "die", _("veteran officer"),
                          &die_item->prov, &roll, error))
    return NULL;
  if (roll.total % 2 == 0)
    umpire_setup_rule_step (result, even_item, _("Even (%u): %+g on every pre-game barrage roll against the unit"),
                            roll.total, modifier);
  else
    {
      umpire_setup_rule_step (result, even_item, _("Odd (%u): no effect"), roll.total);
      modifier = 0;
    }
  umpire_result_set_value (result, "die", "%u", roll.total);
  umpire_result_set_value (result, "modifier", "%g", modifier);
  return g_steal_pointer (&result);
}

/* ---- run from the inputs as text ---------------------------------------- */

static UmpireResult *
run_natural_antagonists (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_optional_natural_antagonists_info, rules, inputs };
  const char *nation = NULL, *opponent = NULL;

  (void) dice;
  if (!umpire_inputs_read_choice (&in, "nation", TRUE, &nation, error)
      || !umpire_inputs_read_choice (&in, "opponent", TRUE, &opponent, error))
    return NULL;
  return umpire_optional_natural_antagonists (rules, nation, opponent, error);
}

static UmpireResult *
run_veteran_officer (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_optional_veteran_officer_info, rules, inputs };
  int units = 1;

  if (!umpire_inputs_read_int (&in, "units", FALSE, &units, error))
    return NULL;
  return umpire_optional_veteran_officers (rules, units, dice, error);
}

static UmpireResult *
run_lost_platoon (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_optional_lost_platoon_info, rules, inputs };

  (void) in;
  return umpire_optional_lost_platoon (rules, dice, error);
}

static UmpireResult *
run_battery_encounter (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_optional_battery_encounter_info, rules, inputs };
  int units = 0;

  if (!umpire_inputs_read_int (&in, "units", TRUE, &units, error))
    return NULL;
  return umpire_optional_battery_encounter (rules, units, dice, error);
}

static UmpireResult *
run_scouts (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_optional_scouts_info, rules, inputs };
  UmpireScoutsInput input = { 0 };

  if (!umpire_inputs_read_choice (&in, "training", TRUE, &input.training, error)
      || !umpire_inputs_read_int (&in, "range", TRUE, &input.range, error)
      || !umpire_inputs_read_flag (&in, "air-superiority", &input.air_superiority, error))
    return NULL;
  return umpire_optional_scouts (rules, &input, dice, error);
}

static UmpireResult *
run_entanglement (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_optional_entanglement_info, rules, inputs };
  UmpireEntanglementInput input = { 0 };

  if (!umpire_inputs_read_choice (&in, "type", TRUE, &input.type, error)
      || !umpire_inputs_read_number (&in, "inches", FALSE, &input.inches, error)
      || !umpire_inputs_read_flag (&in, "movement", &input.movement, error)
      || !umpire_inputs_read_int (&in, "barrage-roll", FALSE, &input.barrage_roll, error))
    return NULL;
  return umpire_optional_entanglement (rules, &input, dice, error);
}

static UmpireResult *
run_trench_stop (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_optional_trench_stop_info, rules, inputs };

  (void) in;
  return umpire_optional_trench_stop (rules, dice, error);
}

static UmpireResult *
run_fire_storm (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_optional_fire_storm_info, rules, inputs };
  int dice_by_type[UMPIRE_FIRE_STORM_TYPES] = { 0 };

  (void) dice;
  for (guint i = 0; i < UMPIRE_FIRE_STORM_TYPES; i++)
    if (!umpire_inputs_read_int (&in, umpire_optional_fire_storm_types[i], FALSE, &dice_by_type[i], error))
      return NULL;
  return umpire_optional_fire_storm (rules, dice_by_type, error);
}

static UmpireResult *
run_mortar_fire (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_optional_mortar_fire_info, rules, inputs };
  const char *mortar = NULL, *target = NULL;
  int roll = 0;

  (void) dice;
  if (!umpire_inputs_read_choice (&in, "mortar", TRUE, &mortar, error)
      || !umpire_inputs_read_choice (&in, "target", TRUE, &target, error)
      || !umpire_inputs_read_int (&in, "roll", TRUE, &roll, error))
    return NULL;
  return umpire_optional_mortar_fire (rules, mortar, target, roll, error);
}

static UmpireResult *
run_lone_assault (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_optional_lone_assault_info, rules, inputs };
  UmpireLoneAssaultInput input = { 0 };

  if (!umpire_inputs_read_choice (&in, "target", TRUE, &input.target, error)
      || !umpire_inputs_read_flag (&in, "great-brave", &input.great_brave, error)
      || !umpire_inputs_read_flag (&in, "active", &input.active, error)
      || !umpire_inputs_read_flag (&in, "poor-shaky", &input.poor_shaky, error)
      || !umpire_inputs_read_flag (&in, "well-led", &input.well_led, error)
      || !umpire_inputs_read_int (&in, "previous", FALSE, &input.previous, error)
      || !umpire_inputs_read_int (&in, "range", FALSE, &input.range, error)
      || !umpire_inputs_read_flag (&in, "supported", &input.supported, error)
      || !umpire_inputs_read_flag (&in, "pinned", &input.pinned, error))
    return NULL;
  return umpire_optional_lone_assault (rules, &input, dice, error);
}

static UmpireResult *
run_bomber_parties (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_optional_bomber_parties_info, rules, inputs };
  const char *nation = NULL, *opponent = NULL;
  int year = 0;

  (void) dice;
  if (!umpire_inputs_read_choice (&in, "nation", TRUE, &nation, error)
      || !umpire_inputs_read_choice (&in, "opponent", TRUE, &opponent, error)
      || !umpire_inputs_read_int (&in, "year", TRUE, &year, error))
    return NULL;
  return umpire_optional_bomber_parties (rules, nation, opponent, year, error);
}

static UmpireResult *
run_veteran_barrage (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_optional_veteran_barrage_info, rules, inputs };

  (void) in;
  return umpire_optional_veteran_barrage (rules, dice, error);
}
