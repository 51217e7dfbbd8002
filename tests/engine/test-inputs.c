/* test-inputs.c: every procedure records what the umpire entered and labels
 * every value it sets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each procedure runs once with valid inputs and seeded dice. Its inputs must
 * come back under the umpire-cli option names with the values as typed
 * (no more, no fewer: typed dice are roll steps, not inputs), and every value
 * must carry a label for people that is not its machine name.
 */
#include <glib.h>

#include "umpire-derosa.h"
#include "umpire-optional.h"
#include "umpire-play.h"
#include "umpire-setup.h"
#include "umpire-weltkrieg.h"

#define SEED 1916

static UmpireRules *rules;

typedef UmpireResult *(*RunFunc) (UmpireDice *dice, GError **error);

typedef struct
{
  const char *name;
  const char *value;
} Input;

typedef struct
{
  const char *path;        /* test path under /umpire/inputs/ */
  const char *procedure;   /* the result's procedure name */
  RunFunc     run;
  Input       inputs[24];  /* ends at the first { NULL } */
} Case;

/* ---- Der Weltkrieg ------------------------------------------------------ */

static UmpireResult *
run_crt (UmpireDice *dice, GError **error)
{
  UmpireCrtInput input = {
    .era = "1914-1916", .strength = 12, .shift = 1, .terrain = "woods", .trench = TRUE,
    .retreat = TRUE, .over_50 = "cap",
  };
  return umpire_crt_resolve (rules, &input, dice, error);
}

static UmpireResult *
run_combat (UmpireDice *dice, GError **error)
{
  UmpireCombatInput input = {
    .era = "1917-1918", .attacker_strength = 12, .defender_strength = 6, .defender_artillery = 3,
    .terrain = "clear", .trench = TRUE, .insufficient_artillery = TRUE, .attacker_unsupplied = TRUE,
  };
  return umpire_combat_resolve (rules, &input, dice, error);
}

static UmpireResult *
run_reserve (UmpireDice *dice, GError **error)
{
  UmpireReserveInput input = {
    .nation = "germany", .year = 1916, .hex_divisions = 2, .hex_artillery = 1,
  };
  return umpire_reserve_commit (rules, &input, dice, error);
}

static UmpireResult *
run_french_attack (UmpireDice *dice, GError **error)
{
  UmpireFrenchAttackInput input = { .fortress = 4, .combined_strength = 20, .artillery = 2 };

  (void) dice;
  return umpire_westfront_french_attack (rules, &input, error);
}

static UmpireResult *
run_line (UmpireDice *dice, GError **error)
{
  (void) dice;
  return umpire_westfront_line (rules, "I,Z,Z,E", error);
}

static UmpireResult *
run_liege (UmpireDice *dice, GError **error)
{
  UmpireLiegeInput input = { .turn = 1, .infantry_divisions = 3, .cavalry_divisions = 1, .adjacent_units = 2 };

  (void) dice;
  return umpire_westfront_liege (rules, &input, error);
}

static UmpireResult *
run_belgian_release (UmpireDice *dice, GError **error)
{
  static const char * const hexes[] = { "1504", "2210", NULL };
  UmpireBelgianReleaseInput input = { .october = TRUE, .adjacent_hexes = hexes, .coast = TRUE };

  (void) dice;
  return umpire_westfront_belgian_release (rules, &input, error);
}

/* ---- 1916 setup --------------------------------------------------------- */

static UmpireResult *
run_support (UmpireDice *dice, GError **error)
{
  UmpireSupportInput input = {
    .category = "barrage", .nation = "germany", .year = 1916, .role = "attacker",
    .battle = "local", .units_total = 35, .override_modifier = TRUE, .modifier = 1,
    .reading = UMPIRE_SUPPORT_READING_EARLIER,
  };
  return umpire_setup_support (rules, &input, dice, error);
}

static UmpireResult *
run_heavy_weapons (UmpireDice *dice, GError **error)
{
  UmpireHeavyWeaponsInput input = { .column = "C", .units = 12 };

  return umpire_setup_heavy_weapons (rules, &input, dice, error);
}

static UmpireResult *
run_defensive_works (UmpireDice *dice, GError **error)
{
  UmpireDefensiveWorksInput input = { .nation = "france", .year = 1915, .units_total = 40, .needed = { 4, 5, 6, 0 } };

  return umpire_setup_defensive_works (rules, &input, dice, error);
}

static UmpireResult *
run_proximity (UmpireDice *dice, GError **error)
{
  UmpireProximityInput input = { .terrain = "open", .scale = "medium" };

  return umpire_setup_proximity (rules, &input, dice, error);
}

static UmpireResult *
run_counterbattery (UmpireDice *dice, GError **error)
{
  UmpireCounterbatteryInput input = { .barrages = 3, .gas = TRUE };

  return umpire_setup_counterbattery (rules, &input, dice, error);
}

static UmpireResult *
run_bombardment (UmpireDice *dice, GError **error)
{
  static const UmpireBombardmentTarget targets[] = {
    { .name = "1st Platoon", .bases = 2, .barrages = 2, .veteran_officer = TRUE, .bases_lost = -1 },
    { .name = "HQ", .command_base = TRUE, .bases = 1, .barrages = 1, .bases_lost = 0 },
  };
  UmpireBombardmentInput input = {
    .barrages_available = 4, .veteran_officer_rule = TRUE, .targets = targets, .n_targets = 2,
  };
  return umpire_setup_bombardment (rules, &input, dice, error);
}

/* ---- 1916 play ---------------------------------------------------------- */

static UmpireResult *
run_lull (UmpireDice *dice, GError **error)
{
  UmpireLullInput input = { .turn = 4, .start_turn = 3 };

  return umpire_play_lull (rules, &input, dice, error);
}

static UmpireResult *
run_lull_features (UmpireDice *dice, GError **error)
{
  (void) dice;
  return umpire_play_lull_features (rules, "long", error);
}

static UmpireResult *
run_reinforcements (UmpireDice *dice, GError **error)
{
  UmpireReinforcementsInput input = { .role = "defender", .depleted = TRUE };

  return umpire_play_reinforcements (rules, &input, dice, error);
}

/* ---- 1916 optional rules ------------------------------------------------ */

static UmpireResult *
run_natural_antagonists (UmpireDice *dice, GError **error)
{
  (void) dice;
  return umpire_optional_natural_antagonists (rules, "france", "germany", error);
}

static UmpireResult *
run_veteran_officers (UmpireDice *dice, GError **error)
{
  return umpire_optional_veteran_officers (rules, 3, dice, error);
}

static UmpireResult *
run_lost_platoon (UmpireDice *dice, GError **error)
{
  return umpire_optional_lost_platoon (rules, dice, error);
}

static UmpireResult *
run_battery_encounter (UmpireDice *dice, GError **error)
{
  return umpire_optional_battery_encounter (rules, 8, dice, error);
}

static UmpireResult *
run_scouts (UmpireDice *dice, GError **error)
{
  UmpireScoutsInput input = { .training = "great", .range = 200, .air_superiority = TRUE };

  return umpire_optional_scouts (rules, &input, dice, error);
}

static UmpireResult *
run_entanglement (UmpireDice *dice, GError **error)
{
  UmpireEntanglementInput input = { .type = "light-fence", .inches = 10, .movement = TRUE, .barrage_roll = 5 };

  return umpire_optional_entanglement (rules, &input, dice, error);
}

static UmpireResult *
run_trench_stop (UmpireDice *dice, GError **error)
{
  return umpire_optional_trench_stop (rules, dice, error);
}

static UmpireResult *
run_fire_storm (UmpireDice *dice, GError **error)
{
  const int heavy_dice[UMPIRE_FIRE_STORM_TYPES] = { 2, 1, 0, 1 };

  (void) dice;
  return umpire_optional_fire_storm (rules, heavy_dice, error);
}

static UmpireResult *
run_mortar_fire (UmpireDice *dice, GError **error)
{
  (void) dice;
  return umpire_optional_mortar_fire (rules, "medium", "personnel", 7, error);
}

static UmpireResult *
run_lone_assault (UmpireDice *dice, GError **error)
{
  UmpireLoneAssaultInput input = {
    .target = "weak", .great_brave = TRUE, .well_led = TRUE, .previous = 1, .range = 100, .pinned = TRUE,
  };
  return umpire_optional_lone_assault (rules, &input, dice, error);
}

static UmpireResult *
run_bomber_parties (UmpireDice *dice, GError **error)
{
  (void) dice;
  return umpire_optional_bomber_parties (rules, "britain", "germany", 1917, error);
}

static UmpireResult *
run_veteran_barrage (UmpireDice *dice, GError **error)
{
  return umpire_optional_veteran_barrage (rules, dice, error);
}

/* ---- De Rosa ------------------------------------------------------------ */

static UmpireResult *
run_derosa_move (UmpireDice *dice, GError **error)
{
  UmpireDerosaMoveInput input = {
    .type = "infantry", .formation = "column", .terrain = "open", .skirmish = TRUE, .formation_changes = 1,
  };

  (void) dice;
  return umpire_derosa_move (rules, &input, error);
}

static UmpireResult *
run_derosa_morale (UmpireDice *dice, GError **error)
{
  UmpireDerosaMoraleInput input = { .figures = 12, .reason = "a", .state = UMPIRE_DEROSA_SHAKEN };

  return umpire_derosa_morale (rules, &input, dice, error);
}

static UmpireResult *
run_derosa_fire (UmpireDice *dice, GError **error)
{
  static const char * const modifiers[] = { "target-entrenched", "target-prone", NULL };
  UmpireDerosaFireInput input = {
    .weapon = "rifle", .strength = 10, .range = 12.5, .engaged = 0, .modifiers = modifiers,
    .state = UMPIRE_DEROSA_GOOD,
  };
  return umpire_derosa_fire (rules, &input, dice, error);
}

static UmpireResult *
run_derosa_melee (UmpireDice *dice, GError **error)
{
  UmpireDerosaMeleeInput input = {
    .attacker = { "attacker", 12, UMPIRE_DEROSA_GOOD, TRUE, FALSE, 4, FALSE },
    .defender = { "defender", 10, UMPIRE_DEROSA_SHAKEN, FALSE, TRUE, 0, TRUE },
  };
  return umpire_derosa_melee (rules, &input, dice, error);
}

static UmpireResult *
run_derosa_ammo (UmpireDice *dice, GError **error)
{
  UmpireDerosaAmmoInput input = { .used = 2, .resupply = TRUE };

  return umpire_derosa_ammo (rules, &input, dice, error);
}

static const Case cases[] = {
  { "crt", "weltkrieg.crt", run_crt, {
      { "era", "1914-1916" }, { "terrain", "woods" }, { "trench", "yes" },
      { "insufficient-artillery", "no" }, { "artillery-vs-fortress", "no" }, { "over-50", "cap" },
      { "strength", "12" }, { "shift", "1" }, { "counterattack", "no" }, { "retreat", "yes" } } },
  { "combat", "weltkrieg.combat", run_combat, {
      { "era", "1917-1918" }, { "terrain", "clear" }, { "trench", "yes" },
      { "insufficient-artillery", "yes" }, { "artillery-vs-fortress", "no" },
      { "attacker-strength", "12" }, { "defender-strength", "6" }, { "defender-artillery", "3" },
      { "defender-retreats", "no" }, { "attacker-unsupplied", "yes" }, { "defender-unsupplied", "no" } } },
  { "reserve", "weltkrieg.reserve", run_reserve, {
      { "nation", "germany" }, { "year", "1916" }, { "offensive", "no" }, { "montenegrin", "no" },
      { "moved", "no" }, { "out-of-range", "no" }, { "hex-divisions", "2" }, { "hex-artillery", "1" },
      { "defenders-remain", "no" } } },
  { "weltkrieg.french-attack", "weltkrieg.french-attack", run_french_attack, {
      { "fortress", "4" }, { "combined-strength", "20" }, { "artillery", "2" } } },
  { "line", "weltkrieg.line", run_line, { { "hexes", "I,Z,Z,E" } } },
  { "liege", "weltkrieg.liege", run_liege, {
      { "turn", "1" }, { "infantry", "3" }, { "cavalry", "1" }, { "adjacent-units", "2" } } },
  { "weltkrieg.belgian-release", "weltkrieg.belgian-release", run_belgian_release, {
      { "attacked", "no" }, { "october", "yes" }, { "adjacent-hex", "1504,2210" }, { "paris", "no" },
      { "coast", "yes" } } },
  { "1916.support", "1916.support", run_support, {
      { "category", "barrage" }, { "nation", "germany" }, { "year", "1916" }, { "role", "attacker" },
      { "battle", "local" }, { "units", "35" }, { "low-intensity", "no" }, { "modifier", "1" },
      { "support-reading", "earlier" } } },
  { "1916.heavy-weapons", "1916.heavy-weapons", run_heavy_weapons, {
      /* Typed as "C", recorded as the column's id. */
      { "column", "c" }, { "units", "12" } } },
  { "1916.defensive-works", "1916.defensive-works", run_defensive_works, {
      { "nation", "france" }, { "year", "1915" }, { "units", "40" }, { "defenses", "4,5,6,0" } } },
  { "1916.proximity", "1916.proximity", run_proximity, {
      { "terrain", "open" }, { "scale", "medium" } } },
  { "1916.counterbattery", "1916.counterbattery", run_counterbattery, {
      { "barrages", "3" }, { "gas", "yes" } } },
  { "1916.bombardment", "1916.bombardment", run_bombardment, {
      { "barrages", "4" }, { "gas", "no" }, { "veteran-officer-rule", "yes" },
      { "target-1-name", "1st Platoon" }, { "target-1-command-base", "no" }, { "target-1-bases", "2" },
      { "target-1-barrages", "2" }, { "target-1-veteran-officer", "yes" },
      { "target-2-name", "HQ" }, { "target-2-command-base", "yes" }, { "target-2-bases", "1" },
      { "target-2-barrages", "1" }, { "target-2-veteran-officer", "no" }, { "target-2-bases-lost", "0" } } },
  { "lull", "1916.lull", run_lull, { { "turn", "4" }, { "start-turn", "3" } } },
  { "1916.lull-features", "1916.lull-features", run_lull_features, { { "lull", "long" } } },
  { "reinforcements", "1916.reinforcements", run_reinforcements, {
      { "role", "defender" }, { "depleted", "yes" } } },
  { "natural-antagonists", "1916.natural-antagonists", run_natural_antagonists, {
      { "nation", "france" }, { "opponent", "germany" } } },
  { "veteran-officers", "1916.veteran-officer", run_veteran_officers, { { "units", "3" } } },
  { "lost-platoon", "1916.lost-platoon", run_lost_platoon, { { NULL } } },
  { "battery-encounter", "1916.battery-encounter", run_battery_encounter, { { "units", "8" } } },
  { "scouts", "1916.scouts", run_scouts, {
      { "training", "great" }, { "range", "200" }, { "air-superiority", "yes" } } },
  { "entanglement", "1916.entanglement", run_entanglement, {
      { "type", "light-fence" }, { "inches", "10" }, { "movement", "yes" }, { "barrage-roll", "5" } } },
  { "trench-stop", "1916.trench-stop", run_trench_stop, { { NULL } } },
  { "fire-storm", "1916.fire-storm", run_fire_storm, {
      { "artillery", "2" }, { "trench-mortar", "1" }, { "machine-gun", "0" }, { "flamethrower", "1" } } },
  { "mortar-fire", "1916.mortar-fire", run_mortar_fire, {
      { "mortar", "medium" }, { "target", "personnel" }, { "roll", "7" } } },
  { "lone-assault", "1916.lone-assault", run_lone_assault, {
      { "target", "weak" }, { "great-brave", "yes" }, { "active", "no" }, { "poor-shaky", "no" },
      { "well-led", "yes" }, { "previous", "1" }, { "range", "100" }, { "supported", "no" },
      { "pinned", "yes" } } },
  { "bomber-parties", "1916.bomber-parties", run_bomber_parties, {
      { "nation", "britain" }, { "opponent", "germany" }, { "year", "1917" } } },
  { "veteran-barrage", "1916.veteran-barrage", run_veteran_barrage, { { NULL } } },
  { "derosa.move", "derosa.move", run_derosa_move, {
      { "type", "infantry" }, { "formation", "column" }, { "terrain", "open" }, { "skirmish", "yes" },
      { "formation-changes", "1" }, { "limber", "no" }, { "set-up", "no" }, { "retreat-facing", "no" },
      { "turn-around", "no" } } },
  { "derosa.morale", "derosa.morale", run_derosa_morale, {
      { "figures", "12" }, { "reason", "a" }, { "state", "shaken" }, { "rallying", "no" } } },
  { "derosa.fire", "derosa.fire", run_derosa_fire, {
      { "weapon", "rifle" }, { "strength", "10" }, { "range", "12.5" },
      { "modifier", "target-entrenched,target-prone" }, { "state", "good" } } },
  { "derosa.melee", "derosa.melee", run_derosa_melee, {
      { "attacker-figures", "12" }, { "attacker-morale", "good" }, { "attacker-veterans", "yes" },
      { "attacker-trained", "no" }, { "attacker-flank", "4" }, { "attacker-skirmish", "no" },
      { "defender-figures", "10" }, { "defender-morale", "shaken" }, { "defender-veterans", "no" },
      { "defender-trained", "yes" }, { "defender-flank", "0" }, { "defender-skirmish", "yes" },
      { "shaken-corrected", "no" }, { "literal-chance", "no" } } },
  { "derosa.ammo", "derosa.ammo", run_derosa_ammo, { { "used", "2" }, { "resupply", "yes" } } },
};

static UmpireResult *
run_case (const Case *c)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (SEED);
  g_autoptr(GError) error = NULL;
  UmpireResult *result = c->run (dice, &error);

  g_assert_no_error (error);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_procedure (result), ==, c->procedure);
  return result;
}

static void
test_inputs (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(UmpireResult) result = run_case (c);
  g_auto(GStrv) names = umpire_result_dup_input_names (result);
  guint expected = 0;

  for (; c->inputs[expected].name != NULL; expected++)
    {
      const Input *input = &c->inputs[expected];

      g_test_message ("%s: input %s", c->path, input->name);
      g_assert_cmpstr (umpire_result_get_input (result, input->name), ==, input->value);
    }
  /* Nothing else: no typed dice, no absent options. */
  for (guint i = 0; names[i] != NULL; i++)
    {
      gboolean known = FALSE;

      for (guint k = 0; k < expected && !known; k++)
        known = g_str_equal (names[i], c->inputs[k].name);
      if (!known)
        g_error ("%s records an unexpected input “%s” = “%s”", c->path, names[i],
                 umpire_result_get_input (result, names[i]));
    }
  g_assert_cmpuint (g_strv_length (names), ==, expected);
}

static void
test_labels (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(UmpireResult) result = run_case (c);
  g_auto(GStrv) names = umpire_result_dup_value_names (result);

  g_assert_cmpuint (g_strv_length (names), >, 0);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *label = umpire_result_get_value_label (result, names[i]);

      if (label == NULL || *label == '\0' || g_str_equal (label, names[i]))
        g_error ("%s: value “%s” has no label", c->path, names[i]);
    }
}

/* Labels that depend on a case's own inputs or on the rules database. */
static void
test_made_labels (void)
{
  g_autoptr(UmpireResult) bombardment = run_case (&cases[12]);
  g_autoptr(UmpireResult) features = run_case (&cases[14]);
  g_autoptr(UmpireResult) crt = run_case (&cases[0]);
  g_autoptr(UmpireResult) reserve = run_case (&cases[2]);

  g_assert_cmpstr (cases[12].path, ==, "1916.bombardment");
  g_assert_cmpstr (umpire_result_get_value_label (bombardment, "target-1-rolls"), ==,
                   "1st Platoon: Area Weapons rolls");
  g_assert_cmpstr (umpire_result_get_value_label (bombardment, "target-1-modifier"), ==,
                   "1st Platoon: barrage roll modifier");
  g_assert_cmpstr (cases[14].path, ==, "1916.lull-features");
  g_assert_cmpstr (umpire_result_get_value_label (features, "extra-defenses"), ==, "Extra Defenses");
  g_assert_cmpstr (umpire_result_get_value_label (features, "lull"), ==, "Lull in force");
  /* One value name, two procedures, two labels. */
  g_assert_cmpstr (umpire_result_get_value_label (crt, "die"), ==, "CRT die");
  g_assert_cmpstr (umpire_result_get_value_label (reserve, "die"), ==, "Commitment die");
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (rules, &error));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *inputs = g_strdup_printf ("/umpire/inputs/recorded/%s", cases[i].path);
      g_autofree char *labels = g_strdup_printf ("/umpire/inputs/labels/%s", cases[i].path);

      g_test_add_data_func (inputs, &cases[i], test_inputs);
      g_test_add_data_func (labels, &cases[i], test_labels);
    }
  g_test_add_func ("/umpire/inputs/made-labels", test_made_labels);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
