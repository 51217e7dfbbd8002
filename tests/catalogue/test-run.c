/* test-run.c: every procedure runs from its descriptor, and what it records
 * is enough to run it again
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each procedure of the catalogue: run it from sample inputs as text
 * with seeded dice (umpire_procedure_run), then run it again from the inputs
 * its result recorded with the dice its trail shows; the values must be the
 * same. A procedure that forgets to record an input it was given gives
 * other values (or fails) the second time.
 */
#include <string.h>

#include "umpire-catalogue.h"
#include "umpire-input-error.h"
#include "umpire-derosa.h"
#include "umpire-inputs.h"
#include "umpire-setup.h"
#include "umpire-weltkrieg.h"

#define SEED 1916

static UmpireRules *rules;

typedef struct
{
  const char *name;
  const char *value;
} Input;

typedef struct
{
  const char *procedure;
  Input       inputs[24];   /* ends at the first { NULL } */
} Sample;

/* Inputs that set more than the defaults, so that each one forgotten shows. */
static const Sample samples[] = {
  { "1916.support", {
      { "category", "barrage" }, { "nation", "germany" }, { "year", "1916" }, { "role", "attacker" },
      { "battle", "local" }, { "units", "35" }, { "modifier", "1" }, { "support-reading", "earlier" } } },
  { "1916.heavy-weapons", { { "column", "c" }, { "units", "12" }, { "weapon", "field-gun" } } },
  { "1916.defensive-works", {
      { "nation", "france" }, { "year", "1915" }, { "units", "40" }, { "defenses", "4,5,6,0" } } },
  { "1916.proximity", { { "terrain", "open" }, { "scale", "medium" } } },
  { "1916.counterbattery", { { "barrages", "3" }, { "gas", "yes" } } },
  { "1916.bombardment", {
      { "barrages", "4" }, { "gas", "yes" }, { "veteran-officer-rule", "yes" },
      { "target-1-name", "1st Platoon" }, { "target-1-bases", "2" }, { "target-1-barrages", "2" },
      { "target-1-veteran-officer", "yes" },
      { "target-2-name", "HQ" }, { "target-2-command-base", "yes" }, { "target-2-bases", "1" },
      { "target-2-barrages", "1" }, { "target-2-bases-lost", "0" } } },
  { "1916.reinforcements", { { "role", "defender" }, { "depleted", "yes" } } },
  { "1916.lull", { { "turn", "4" }, { "start-turn", "3" } } },
  { "1916.lull-features", { { "lull", "long" } } },
  { "1916.natural-antagonists", { { "nation", "france" }, { "opponent", "germany" } } },
  { "1916.veteran-officer", { { "units", "3" } } },
  { "1916.lost-platoon", { { NULL } } },
  { "1916.battery-encounter", { { "units", "8" } } },
  { "1916.scouts", { { "training", "great" }, { "range", "200" }, { "air-superiority", "yes" } } },
  { "1916.entanglement", {
      { "type", "light-fence" }, { "inches", "10" }, { "movement", "yes" }, { "barrage-roll", "5" } } },
  { "1916.trench-stop", { { NULL } } },
  { "1916.fire-storm", {
      { "artillery", "2" }, { "trench-mortar", "1" }, { "machine-gun", "0" }, { "flamethrower", "1" } } },
  { "1916.mortar-fire", { { "mortar", "medium" }, { "target", "personnel" }, { "roll", "7" } } },
  { "1916.lone-assault", {
      { "target", "weak" }, { "great-brave", "yes" }, { "well-led", "yes" }, { "previous", "1" },
      { "range", "100" }, { "pinned", "yes" } } },
  { "1916.bomber-parties", { { "nation", "britain" }, { "opponent", "germany" }, { "year", "1917" } } },
  { "1916.veteran-barrage", { { NULL } } },
  { "weltkrieg.crt", {
      { "era", "1914-1916" }, { "terrain", "woods" }, { "trench", "yes" }, { "over-50", "cap" },
      { "strength", "12" }, { "shift", "1" }, { "counterattack", "yes" }, { "retreat", "yes" } } },
  { "weltkrieg.combat", {
      { "era", "1917-1918" }, { "terrain", "clear" }, { "trench", "yes" }, { "insufficient-artillery", "yes" },
      { "attacker-strength", "12" }, { "defender-strength", "6" }, { "defender-artillery", "3" },
      { "attacker-unsupplied", "yes" } } },
  { "weltkrieg.reserve", {
      { "nation", "germany" }, { "year", "1916" }, { "hex-divisions", "2" }, { "hex-artillery", "1" } } },
  { "weltkrieg.french-attack", { { "fortress", "4" }, { "combined-strength", "20" }, { "artillery", "2" } } },
  { "weltkrieg.line", { { "hexes", "I,Z,Z,E" } } },
  { "weltkrieg.liege", { { "turn", "1" }, { "infantry", "3" }, { "cavalry", "1" }, { "adjacent-units", "2" } } },
  { "weltkrieg.belgian-release", {
      { "october", "yes" }, { "adjacent-hex", "1504,2210" }, { "coast", "yes" } } },
  { "derosa.move", {
      { "type", "cavalry" }, { "formation", "line" }, { "terrain", "woods" }, { "skirmish", "yes" },
      { "charge-turn", "1" }, { "figures", "12" }, { "formation-changes", "1" }, { "limber", "yes" } } },
  { "derosa.morale", { { "figures", "12" }, { "reason", "a" }, { "state", "shaken" }, { "rallying", "yes" },
                       { "unit", "IR 169" } } },
  { "derosa.fire", {
      { "weapon", "rifle" }, { "strength", "10" }, { "range", "12.5" }, { "close-combat", "3" },
      { "modifier", "target-entrenched,target-prone" }, { "state", "shaken" },
      { "unit", "2nd Royal Fusiliers" }, { "target", "IR 169" }, { "target-figures", "9" } } },
  { "derosa.melee", {
      { "attacker-figures", "12" }, { "attacker-veterans", "yes" }, { "attacker-flank", "4" },
      { "defender-figures", "10" }, { "defender-morale", "shaken" }, { "defender-trained", "yes" },
      { "defender-skirmish", "yes" }, { "literal-chance", "yes" },
      { "attacker-unit", "2nd Royal Fusiliers" }, { "defender-unit", "IR 169" } } },
  { "derosa.ammo", { { "used", "2" }, { "resupply", "yes" }, { "battery", "A Battery RHA" } } },
  { "derosa.correction", {
      { "unit", "IR 169" }, { "figures", "6" }, { "morale", "shaken" }, { "reason", "stragglers came back" } } },
};

static const Sample *
find_sample (const char *procedure)
{
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    if (g_str_equal (samples[i].procedure, procedure))
      return &samples[i];
  return NULL;
}

static GHashTable *
sample_inputs (const Sample *sample)
{
  GHashTable *inputs = umpire_inputs_table_new ();

  for (guint i = 0; sample->inputs[i].name != NULL; i++)
    g_hash_table_insert (inputs, g_strdup (sample->inputs[i].name), g_strdup (sample->inputs[i].value));
  return inputs;
}

static void
assert_same_values (UmpireResult *first,
                    UmpireResult *again)
{
  g_auto(GStrv) names = umpire_result_dup_value_names (first);
  g_auto(GStrv) again_names = umpire_result_dup_value_names (again);

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_test_message ("value %s", names[i]);
      g_assert_cmpstr (umpire_result_get_value (again, names[i]), ==, umpire_result_get_value (first, names[i]));
    }
  g_assert_cmpuint (g_strv_length (again_names), ==, g_strv_length (names));
}

/* Every procedure the catalogue lists runs from its descriptor. */
static void
test_every_procedure_runs (void)
{
  const UmpireProcedureInfo * const *procedures = umpire_catalogue_get_procedures ();
  guint n;

  for (n = 0; procedures[n] != NULL; n++)
    {
      g_test_message ("%s", procedures[n]->id);
      g_assert_nonnull (procedures[n]->run);
      /* A sample for each, so the re-run test below covers it. */
      g_assert_nonnull (find_sample (procedures[n]->id));
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (samples));
}

static void
test_rerun (gconstpointer data)
{
  const UmpireProcedureInfo *info = data;
  const Sample *sample = find_sample (info->id);
  g_autoptr(GHashTable) inputs = sample_inputs (sample);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (SEED);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) first = umpire_procedure_run (info, rules, inputs, dice, &error);
  g_autoptr(GHashTable) recorded = NULL;
  g_autoptr(UmpireDice) rolled = NULL;
  g_autoptr(UmpireResult) again = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (first);
  g_assert_true (umpire_result_get_info (first) == info);
  /* Each input given is recorded as given. */
  for (guint i = 0; sample->inputs[i].name != NULL; i++)
    {
      g_test_message ("input %s", sample->inputs[i].name);
      g_assert_cmpstr (umpire_result_get_input (first, sample->inputs[i].name), ==, sample->inputs[i].value);
    }

  recorded = umpire_result_dup_inputs (first);
  rolled = umpire_result_dup_dice (first, &error);
  g_assert_no_error (error);
  again = umpire_procedure_run (info, rules, recorded, rolled, &error);
  g_assert_no_error (error);
  g_assert_nonnull (again);
  assert_same_values (first, again);
  /* Every die the trail shows was rolled again, no more. */
  g_assert_cmpuint (umpire_dice_pending (rolled), ==, 0);
}

/* Typed die fields are the dice: --die 6 is the face 6. */
static void
test_typed_die (void)
{
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (SEED);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;

  g_hash_table_insert (inputs, g_strdup ("terrain"), g_strdup ("open"));
  g_hash_table_insert (inputs, g_strdup ("die"), g_strdup ("5"));
  result = umpire_procedure_run (&umpire_setup_proximity_info, rules, inputs, dice, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_result_get_value (result, "die"), ==, "5");
  /* The die is a roll of the trail, not an input. */
  g_assert_null (umpire_result_get_input (result, "die"));

  /* Two dice fields, the second left empty: the app's dice roll it. */
  g_hash_table_remove_all (inputs);
  g_hash_table_insert (inputs, g_strdup ("era"), g_strdup ("1914-1916"));
  g_hash_table_insert (inputs, g_strdup ("attacker-strength"), g_strdup ("12"));
  g_hash_table_insert (inputs, g_strdup ("defender-strength"), g_strdup ("6"));
  g_hash_table_insert (inputs, g_strdup ("attack-die"), g_strdup ("6"));
  g_clear_object (&result);
  result = umpire_procedure_run (&umpire_combat_info, rules, inputs, dice, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_result_get_value (result, "attack-die"), ==, "6");
}

typedef struct
{
  const char *path;
  const char *procedure;
  Input       inputs[6];
  const char *field;       /* the field the error names */
} BadCase;

static const BadCase bad_cases[] = {
  { "missing", "1916.proximity", { { NULL } }, "terrain" },
  { "number-range", "1916.lull", { { "turn", "0" }, { "start-turn", "3" } }, "turn" },
  { "not-a-number", "1916.lull", { { "turn", "four" }, { "start-turn", "3" } }, "turn" },
  { "decimal-for-whole", "1916.scouts", { { "training", "great" }, { "range", "12.5" } }, "range" },
  { "unchecked-number", "1916.support", { { "modifier", "12" } }, "modifier" },
  { "flag", "1916.counterbattery", { { "barrages", "2" }, { "gas", "maybe" } }, "gas" },
  { "word", "1916.reinforcements", { { "role", "neutral" } }, "role" },
  { "table-row", "1916.proximity", { { "terrain", "swamp" } }, "terrain" },
  { "table-row-prefix", "1916.support", { { "category", "barrage" }, { "nation", "germany" }, { "year", "1916" },
      { "role", "attacker" }, { "battle", "battle-local" } }, "battle" },
  { "table-column", "derosa.move", { { "type", "infantry" }, { "formation", "sideways" } }, "formation" },
  { "procedure-check", "1916.heavy-weapons", { { "column", "z" }, { "units", "3" } }, "column" },
  { "die-face", "1916.proximity", { { "terrain", "open" }, { "die", "7" } }, "die" },
  { "die-d10", "derosa.morale", { { "figures", "10" }, { "die", "11" } }, "die" },
  { "several-dice", "1916.veteran-officer", { { "units", "2" }, { "dice", "2,3,x" } }, "dice" },
};

/* A bad input is an error naming its field, before the procedure runs. */
static void
test_bad_input (gconstpointer data)
{
  const BadCase *c = data;
  const UmpireProcedureInfo *info = umpire_catalogue_find (c->procedure);
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (SEED);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autofree char *field = NULL;

  for (guint i = 0; c->inputs[i].name != NULL; i++)
    g_hash_table_insert (inputs, g_strdup (c->inputs[i].name), g_strdup (c->inputs[i].value));
  result = umpire_procedure_run (info, rules, inputs, dice, &error);
  g_assert_null (result);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (error->domain == UMPIRE_INPUT_ERROR);
  field = umpire_input_error_field (error);
  g_assert_cmpstr (field, ==, c->field);
}

/* The reader by itself: defaults stay, lists are split and stripped. */
static void
test_reader (void)
{
  g_autoptr(GHashTable) values = umpire_inputs_table_new ();
  UmpireInputs in = { &umpire_derosa_fire_info, rules, values };
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) list = NULL;
  double range = 3;
  guint strength = 7;
  gboolean flag = TRUE;
  const char *weapon = "mg";

  g_assert_true (umpire_inputs_read_number (&in, "range", FALSE, &range, &error));
  g_assert_true (umpire_inputs_read_uint (&in, "strength", FALSE, &strength, &error));
  g_assert_true (umpire_inputs_read_flag (&in, "pinned", &flag, &error));
  g_assert_true (umpire_inputs_read_choice (&in, "weapon", FALSE, &weapon, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (range, ==, 3);
  g_assert_cmpuint (strength, ==, 7);
  g_assert_true (flag);
  g_assert_cmpstr (weapon, ==, "mg");
  g_assert_null (umpire_inputs_dup_list (&in, "modifier"));

  g_hash_table_insert (values, g_strdup ("range"), g_strdup (" 12.5 "));
  g_hash_table_insert (values, g_strdup ("strength"), g_strdup ("-2"));
  g_hash_table_insert (values, g_strdup ("modifier"), g_strdup ("a, b,,c "));
  g_hash_table_insert (values, g_strdup ("weapon"), g_strdup ("   "));
  g_assert_true (umpire_inputs_read_number (&in, "range", TRUE, &range, &error));
  g_assert_cmpfloat (range, ==, 12.5);
  /* Blank is not given. */
  g_assert_true (umpire_inputs_read_choice (&in, "weapon", FALSE, &weapon, &error));
  g_assert_cmpstr (weapon, ==, "mg");
  list = umpire_inputs_dup_list (&in, "modifier");
  g_assert_cmpuint (g_strv_length (list), ==, 3);
  g_assert_cmpstr (list[1], ==, "b");
  g_assert_cmpstr (list[2], ==, "c");
  g_assert_false (umpire_inputs_read_uint (&in, "strength", TRUE, &strength, &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "strength: "));
}

int
main (int argc, char *argv[])
{
  const UmpireProcedureInfo * const *procedures;
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (rules, &error));

  g_test_add_func ("/umpire/run/every-procedure", test_every_procedure_runs);
  procedures = umpire_catalogue_get_procedures ();
  for (guint i = 0; procedures[i] != NULL; i++)
    if (find_sample (procedures[i]->id) != NULL)
      {
        g_autofree char *path = g_strdup_printf ("/umpire/run/rerun/%s", procedures[i]->id);

        g_test_add_data_func (path, procedures[i], test_rerun);
      }
  g_test_add_func ("/umpire/run/typed-die", test_typed_die);
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/umpire/run/bad/%s", bad_cases[i].path);

      g_test_add_data_func (path, &bad_cases[i], test_bad_input);
    }
  g_test_add_func ("/umpire/run/reader", test_reader);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}
