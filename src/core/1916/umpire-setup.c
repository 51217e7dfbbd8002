/* umpire-setup.c: the 1916 setup sequence, step by step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "umpire-inputs.h"
#include "umpire-setup-derive.h"
#include "umpire-setup.h"

#define SUPPORT_TABLE     "1916.support"
#define SUPPORT_MODIFIERS "1916.support-modifiers"
#define SUPPORT_RULES     "1916.support-availability"
#define SUPPORT_EARLIER   "1916.support-availability-earlier"
#define SETUP_READINGS    "1916.setup-readings"
#define SCENARIO          "1916.scenario"
#define NATIONS           "1916.nations"

const char *const umpire_setup_defensive_categories[UMPIRE_DEFENSIVE_CATEGORIES] = {
  "trenches", "wire", "pillboxes", "bunkers",
};

/* The 1916 rule system: setup, play and the optional rules build on this file. */
const UmpireSystemInfo umpire_1916_system = { "1916", N_("1916") };

/* ---- descriptors -------------------------------------------------------- */

static UmpireResult *run_support        (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_heavy_weapons  (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_defensive      (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_proximity      (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_counterbattery (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_bombardment    (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

static const UmpireWord role_words[] = {
  { "attacker", N_("Attacker") },
  { "defender", N_("Defender") },
  { NULL, NULL }
};

static const UmpireWord reading_words[] = {
  { UMPIRE_SUPPORT_READING_EACH_HEADING, N_("Each heading with its own qualifier") },
  { UMPIRE_SUPPORT_READING_EARLIER, N_("Earlier reading (airstrikes from 1916, gas for the attacker)") },
  { NULL, NULL }
};

/* As umpire_setup_support_category_label () names them. */
static const UmpireWord category_words[] = {
  { "barrage", N_("Barrages") },
  { "on-call", N_("On-call artillery") },
  { "airstrikes", N_("Airstrikes") },
  { "gas", N_("Gas") },
  { NULL, NULL }
};

#define NATION_FIELD { "nation", N_("Nation"), UMPIRE_FIELD_CHOICE, .table = NATIONS }
#define YEAR_FIELD   UMPIRE_SETUP_YEAR_FIELD
#define UNITS_FIELD  { "units", N_("Sub-units"), UMPIRE_FIELD_NUMBER, 1, 9999 }

static const UmpireField support_inputs[] = {
  { "category", N_("Category"), UMPIRE_FIELD_CHOICE, .table = SUPPORT_TABLE, .columns = TRUE,
    .words = category_words },
  NATION_FIELD,
  YEAR_FIELD,
  { "role", N_("Role"), UMPIRE_FIELD_CHOICE, .words = role_words },
  { "battle", N_("Battle"), UMPIRE_FIELD_CHOICE, .table = SCENARIO, .prefix = "battle-" },
  UNITS_FIELD,
  { "low-intensity", N_("Low intensity"), UMPIRE_FIELD_FLAG },
  { "modifier", N_("Modifier"), UMPIRE_FIELD_NUMBER, -9, 9 },
  { "support-reading", N_("Chart header reading"), UMPIRE_FIELD_CHOICE, .words = reading_words },
  { "die", N_("Die roll"), UMPIRE_FIELD_DIE, .dice = UMPIRE_PLAIN_DIE },
  { NULL }
};

static const UmpireField support_values[] = {
  { "category", N_("Category"), UMPIRE_FIELD_CHOICE, .table = SUPPORT_TABLE, .columns = TRUE,
    .words = category_words },
  { "available", N_("Available"), UMPIRE_FIELD_FLAG },
  { "column", N_("Chart column"), UMPIRE_FIELD_CHOICE, .table = SUPPORT_TABLE, .columns = TRUE },
  { "die", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "modified-roll", N_("Modified roll"), UMPIRE_FIELD_NUMBER },
  { "rate", N_("Chart value"), UMPIRE_FIELD_TEXT },
  { "count", N_("Received"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const char *const older_setup_support[] = { "setup-support", NULL };

/* Support reads both sides' sub-units and the side's nation, the year and
 * the battle from the battle's state; what it counts is the side's. */
static const UmpireStateRead support_reads[] = {
  { "units", UMPIRE_STATE_BOTH, "sub-units" },
  { "nation", UMPIRE_STATE_SIDE, "nation" },
  { "year", UMPIRE_STATE_BATTLE, "year" },
  { "battle", UMPIRE_STATE_BATTLE, "battle" },
  { NULL }
};

static const UmpireStateWrite support_writes[] = {
  { "count", UMPIRE_STATE_SIDE, "support", UMPIRE_STATE_SET, .item = "category" },
  { "available", UMPIRE_STATE_SIDE, "available", UMPIRE_STATE_SET, .item = "category" },
  { NULL }
};

const UmpireProcedureInfo umpire_setup_support_info = {
  "1916.support", &umpire_1916_system, N_("Support"),
  support_inputs, support_values, older_setup_support,
  .rederive = umpire_setup_support_rederive,
  .run = run_support,
  .outcome = (const char * const []) { "count", "available", NULL },
  .rule_entry = "1916.support",
  .reads = support_reads,
  .writes = support_writes,
  .side_secret = TRUE,
};

/* Beside the weapons the recommendations name: the chart's columns no
 * weapon is assigned to are the umpire's to use (Setup 3). */
static const UmpireWord heavy_weapon_words[] = {
  { "other", N_("Other weapons (the umpire's choice)") },
  { NULL, NULL }
};

static const UmpireField heavy_inputs[] = {
  { "column", N_("Column"), UMPIRE_FIELD_CHOICE, .table = "1916.heavy-weapons", .columns = TRUE },
  UNITS_FIELD,
  { "weapon", N_("Weapon"), UMPIRE_FIELD_CHOICE, .table = "1916.heavy-weapons-recommendations",
    .columns = TRUE, .words = heavy_weapon_words },
  { "die", N_("Die roll"), UMPIRE_FIELD_DIE, .table = "1916.heavy-weapons" },
  { NULL }
};

static const UmpireField heavy_values[] = {
  { "column", N_("Chart column"), UMPIRE_FIELD_CHOICE, .table = "1916.heavy-weapons", .columns = TRUE },
  { "die", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "rate", N_("Rate per sub-unit"), UMPIRE_FIELD_NUMBER },
  { "bases", N_("Bases"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const char *const older_setup_heavy_weapons[] = { "setup-heavy-weapons", NULL };

/* A side's heavy weapons: rate × its own sub-units, bases of the weapon. */
static const UmpireStateRead heavy_reads[] = {
  { "units", UMPIRE_STATE_SIDE, "sub-units" },
  { NULL }
};

static const UmpireStateWrite heavy_writes[] = {
  { "bases", UMPIRE_STATE_SIDE, "heavy", UMPIRE_STATE_SET, .item = "weapon" },
  { NULL }
};

const UmpireProcedureInfo umpire_setup_heavy_weapons_info = {
  "1916.heavy-weapons", &umpire_1916_system, N_("Extra heavy weapons"),
  heavy_inputs, heavy_values, older_setup_heavy_weapons,
  .run = run_heavy_weapons,
  .outcome = (const char * const []) { "bases", NULL },
  .rule_entry = "1916.heavy-weapons",
  .reads = heavy_reads,
  .writes = heavy_writes,
  .side_secret = TRUE,
};

static const UmpireField defensive_inputs[] = {
  NATION_FIELD,
  YEAR_FIELD,
  UNITS_FIELD,
  { "defenses", N_("Defenses"), UMPIRE_FIELD_TEXT },
  { NULL }
};

static const UmpireField defensive_values[] = {
  { "rolls", N_("Rolls per category"), UMPIRE_FIELD_NUMBER },
  { "trenches", N_("Trenches acquired"), UMPIRE_FIELD_NUMBER },
  { "trenches-dice", N_("Trench dice"), UMPIRE_FIELD_TEXT },
  { "wire", N_("Wire acquired"), UMPIRE_FIELD_NUMBER },
  { "wire-dice", N_("Wire dice"), UMPIRE_FIELD_TEXT },
  { "pillboxes", N_("Pillboxes acquired"), UMPIRE_FIELD_NUMBER },
  { "pillboxes-dice", N_("Pillbox dice"), UMPIRE_FIELD_TEXT },
  { "bunkers", N_("Bunkers acquired"), UMPIRE_FIELD_NUMBER },
  { "bunkers-dice", N_("Bunker dice"), UMPIRE_FIELD_TEXT },
  { NULL }
};

static const char *const older_setup_defensive_works[] = { "setup-defensive-works", NULL };

static const UmpireStateRead defensive_reads[] = {
  { "nation", UMPIRE_STATE_SIDE, "nation" },
  { "year", UMPIRE_STATE_BATTLE, "year" },
  { "units", UMPIRE_STATE_BOTH, "sub-units" },
  { NULL }
};

static const UmpireStateWrite defensive_writes[] = {
  { "trenches", UMPIRE_STATE_SIDE, "defenses:trenches", UMPIRE_STATE_SET },
  { "wire", UMPIRE_STATE_SIDE, "defenses:wire", UMPIRE_STATE_SET },
  { "pillboxes", UMPIRE_STATE_SIDE, "defenses:pillboxes", UMPIRE_STATE_SET },
  { "bunkers", UMPIRE_STATE_SIDE, "defenses:bunkers", UMPIRE_STATE_SET },
  { NULL }
};

const UmpireProcedureInfo umpire_setup_defensive_works_info = {
  "1916.defensive-works", &umpire_1916_system, N_("Defensive works"),
  defensive_inputs, defensive_values, older_setup_defensive_works,
  .run = run_defensive,
  .outcome = (const char * const []) { "trenches", "wire", "pillboxes", "bunkers", NULL },
  .rule_entry = "1916.defensive-works",
  /* One sub-unit rolls once per category (at least one roll): the counts
   * are sums over the rolls. */
  .odds_parts = &(const UmpireOddsParts) {
    "units", "rolls",
    (const char * const []) { "trenches", "wire", "pillboxes", "bunkers", NULL },
    NULL,
    (const char * const []) { "rolls", NULL },
  },
  .reads = defensive_reads,
  .writes = defensive_writes,
  .side_secret = TRUE,
};

static const UmpireField proximity_inputs[] = {
  { "terrain", N_("Terrain"), UMPIRE_FIELD_CHOICE, .table = "1916.proximity" },
  { "scale", N_("Scale"), UMPIRE_FIELD_CHOICE, .table = "1916.scales" },
  { "die", N_("Die roll"), UMPIRE_FIELD_DIE, .dice = UMPIRE_PLAIN_DIE },
  { NULL }
};

static const UmpireField proximity_values[] = {
  { "die", N_("Die roll"), UMPIRE_FIELD_NUMBER },
  { "yards", N_("Yards"), UMPIRE_FIELD_NUMBER },
  { "inches", N_("Inches at the table scale"), UMPIRE_FIELD_NUMBER },
  { "lull-start-turn", N_("Lull rolls begin on turn"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const char *const older_setup_proximity[] = { "setup-proximity", NULL };

static const UmpireStateRead proximity_reads[] = {
  { "terrain", UMPIRE_STATE_BATTLE, "terrain" },
  { "scale", UMPIRE_STATE_BATTLE, "scale" },
  { NULL }
};

static const UmpireStateWrite proximity_writes[] = {
  { "yards", UMPIRE_STATE_BATTLE, "proximity-yards", UMPIRE_STATE_SET },
  { "inches", UMPIRE_STATE_BATTLE, "proximity-inches", UMPIRE_STATE_SET },
  { "lull-start-turn", UMPIRE_STATE_BATTLE, "lull-start", UMPIRE_STATE_SET },
  { NULL }
};

const UmpireProcedureInfo umpire_setup_proximity_info = {
  "1916.proximity", &umpire_1916_system, N_("Setup proximity"),
  proximity_inputs, proximity_values, older_setup_proximity,
  .rederive = umpire_setup_proximity_rederive,
  .run = run_proximity,
  .outcome = (const char * const []) { "yards", "inches", "lull-start-turn", NULL },
  .rule_entry = "1916.proximity",
  .reads = proximity_reads,
  .writes = proximity_writes,
};

static const UmpireField counterbattery_inputs[] = {
  { "barrages", N_("Barrages"), UMPIRE_FIELD_NUMBER, 0, 999 },
  { "gas", N_("Gas"), UMPIRE_FIELD_FLAG },
  { NULL }
};

static const UmpireField counterbattery_values[] = {
  { "dice", N_("Dice"), UMPIRE_FIELD_TEXT },
  { "destroyed", N_("Enemy barrages destroyed"), UMPIRE_FIELD_NUMBER },
  { NULL }
};

static const char *const older_setup_counterbattery[] = { "setup-counterbattery", NULL };

/* The barrages a side spends, and the enemy's it destroys (the latest
 * roll of a side in force, as the setup sequence reads it). */
static const UmpireStateRead counterbattery_reads[] = {
  { "barrages", UMPIRE_STATE_SIDE, "support:barrage", .depends = TRUE },
  { NULL }
};

static const UmpireStateWrite counterbattery_writes[] = {
  { "barrages", UMPIRE_STATE_SIDE, "barrages-spent", UMPIRE_STATE_SET },
  { "destroyed", UMPIRE_STATE_ENEMY, "barrages-lost", UMPIRE_STATE_SET },
  { NULL }
};

const UmpireProcedureInfo umpire_setup_counterbattery_info = {
  "1916.counterbattery", &umpire_1916_system, N_("Counter-battery fire"),
  counterbattery_inputs, counterbattery_values, older_setup_counterbattery,
  .run = run_counterbattery,
  .outcome = (const char * const []) { "destroyed", NULL },
  .rule_entry = "1916.counterbattery",
  /* One die per barrage: destroyed is a sum over the barrages. */
  .odds_parts = &(const UmpireOddsParts) {
    "barrages", NULL, (const char * const []) { "destroyed", NULL },
  },
  .reads = counterbattery_reads,
  .writes = counterbattery_writes,
};

/* The targets' inputs and values ("target-N-…") are named per target; their
 * values carry their own labels (umpire_result_set_value_label). */
static const UmpireField bombardment_inputs[] = {
  { "barrages", N_("Barrages"), UMPIRE_FIELD_NUMBER, 0, 999 },
  { "gas", N_("Gas"), UMPIRE_FIELD_FLAG },
  { "veteran-officer-rule", N_("Veteran officer rule"), UMPIRE_FIELD_FLAG },
  { NULL }
};

static const UmpireField bombardment_values[] = {
  { "barrages-used", N_("Barrages used"), UMPIRE_FIELD_NUMBER },
  { "barrages-left", N_("Barrages left"), UMPIRE_FIELD_NUMBER },
  { "base-rolls", N_("Area Weapons rolls owed"), UMPIRE_FIELD_NUMBER },
  { "gassed", N_("Gassed units"), UMPIRE_FIELD_TEXT },
  { "morale-checks", N_("Morale checks owed"), UMPIRE_FIELD_TEXT },
  { NULL }
};

static const char *const older_setup_bombardment[] = { "setup-bombardment", NULL };

/* The bombardment fires the side's barrages left after counter-battery. */
static const UmpireStateRead bombardment_reads[] = {
  { "barrages", UMPIRE_STATE_SIDE, "barrages-left" },
  { NULL }
};

static const UmpireStateWrite bombardment_writes[] = {
  { "barrages-left", UMPIRE_STATE_SIDE, "barrages-after-bombardment", UMPIRE_STATE_SET },
  { NULL }
};

const UmpireProcedureInfo umpire_setup_bombardment_info = {
  "1916.bombardment", &umpire_1916_system, N_("Pre-game bombardment"),
  bombardment_inputs, bombardment_values, older_setup_bombardment,
  .run = run_bombardment,
  .outcome = (const char * const []) { "barrages-used", "gassed", "morale-checks", NULL },
  .rule_entry = "1916.bombardment",
  .reads = bombardment_reads,
  .writes = bombardment_writes,
};

/* ---- shared helpers ----------------------------------------------------- */

gboolean
umpire_setup_check_nation (UmpireRules  *rules,
                           const char   *field,
                           const char   *nation,
                           GError      **error)
{
  const UmpireTable *nations = umpire_procedure_table (rules, NATIONS, error);

  if (nations == NULL)
    return FALSE;
  if (nation == NULL || *nation == '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field, _("must not be empty"));
      return FALSE;
    }
  if (umpire_table_get_row (nations, nation) == NULL)
    {
      g_autoptr(GString) known = g_string_new (NULL);

      for (guint i = 0; i < nations->rows->len; i++)
        {
          const UmpireRow *row = g_ptr_array_index (nations->rows, i);
          g_string_append_printf (known, "%s%s", i ? ", " : "", row->id);
        }
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, field,
                          _("unknown nation “%s” (known: %s)"), nation, known->str);
      return FALSE;
    }
  return TRUE;
}

gboolean
umpire_setup_check_year (UmpireRules  *rules,
                         int           year,
                         GError      **error)
{
  double first, last;

  if (!umpire_rules_list_number (rules, SCENARIO, "year-first", &first, NULL, error)
      || !umpire_rules_list_number (rules, SCENARIO, "year-last", &last, NULL, error))
    return FALSE;
  if (year < first || year > last)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "year",
                          _("must be between %g and %g"), first, last);
      return FALSE;
    }
  return TRUE;
}

void
umpire_setup_rule_step (UmpireResult    *result,
                        const UmpireRow *item,
                        const char      *format,
                        ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  umpire_result_add_step (result, UMPIRE_STEP_RULE, item ? &item->prov : NULL, "%s", text);
}

static gboolean
check_count (const char  *field,
             int          value,
             int          minimum,
             GError     **error)
{
  if (value < minimum)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field,
                          _("must be %d or more"), minimum);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_role (const char  *role,
            GError     **error)
{
  /* The roles are the side names the charts' columns use. */
  if (g_strcmp0 (role, "attacker") != 0 && g_strcmp0 (role, "defender") != 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "role",
                          _("must be attacker or defender, not “%s”"), role ? role : "");
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_battle (UmpireRules  *rules,
              const char   *battle,
              GError      **error)
{
  const UmpireTable *scenario = umpire_procedure_table (rules, SCENARIO, error);

  if (scenario == NULL)
    return FALSE;
  for (guint i = 0; i < scenario->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (scenario->rows, i);

      if (g_str_has_prefix (row->id, "battle-") && g_strcmp0 (row->item_value, battle) == 0)
        return TRUE;
    }
  umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "battle",
                      _("must be local or big-push, not “%s”"), battle ? battle : "");
  return FALSE;
}

static gboolean
value_list_contains (const char *values,
                     const char *word)
{
  g_auto(GStrv) words = g_strsplit (values ? values : "", " ", -1);
  return g_strv_contains ((const char * const *) words, word);
}

/* The trail names things as people do; inputs and values keep the ids. */

/* The support categories as the chart's title names them
 * ("Barrages / On-call artillery / Airstrikes / Gas"). */
const char *
umpire_setup_support_category_label (const char *category)
{
  static const struct { const char *id; const char *label; } labels[] = {
    { "barrage", N_("Barrages") },
    { "on-call", N_("On-call artillery") },
    { "airstrikes", N_("Airstrikes") },
    { "gas", N_("Gas") },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (labels); i++)
    if (g_strcmp0 (labels[i].id, category) == 0)
      return _(labels[i].label);
  return category;
}

const char *
umpire_setup_role_label (const char *role)
{
  if (g_strcmp0 (role, "attacker") == 0)
    return _("attacker");
  if (g_strcmp0 (role, "defender") == 0)
    return _("defender");
  return role;
}

/* Column readings of damaged headers are shown with the cell. */
static void
note_column_reading (UmpireResult      *result,
                     const UmpireTable *table,
                     const char        *column_id)
{
  int index = umpire_table_column_index (table, column_id);
  const UmpireColumn *col;

  if (index < 0)
    return;
  col = g_ptr_array_index (table->columns, index);
  if (col->prov.ambiguous != NULL || col->prov.reconstructed != NULL)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &col->prov,
                            _("Column “%s” of the damaged chart header"), col->label);
}

/* ---- step 2 ------------------------------------------------------------- */

double
umpire_setup_support_modifier (UmpireRules *rules,
                               const char  *nation,
                               int          year)
{
  const UmpireTable *mods = umpire_rules_get_table (rules, SUPPORT_MODIFIERS);
  UmpireSituation situation = { .year = year, .nation = nation };
  double total = 0;

  if (mods == NULL)
    return 0;
  for (guint i = 0; i < mods->rows->len; i++)
    {
      const UmpireRow *mod = g_ptr_array_index (mods->rows, i);

      if (umpire_modifier_applies (mod, &situation) && mod->op == UMPIRE_MODIFIER_ADD)
        total += mod->value;
    }
  return total;
}

/* Takes `why`. */
static UmpireResult *
support_unavailable (UmpireResult    *result,
                     const char      *category,
                     const UmpireRow *item,
                     char            *why)
{
  umpire_setup_rule_step (result, item, "%s", why);
  g_free (why);
  umpire_result_set_value (result, "available", "no");
  if (g_str_equal (category, "gas"))
    umpire_result_set_value (result, "rate", "no");
  else
    {
      umpire_result_set_value (result, "rate", g_str_equal (category, "airstrikes") ? "0" : "0.00");
      umpire_result_set_value (result, "count", "0");
    }
  return g_object_ref (result);
}

const UmpireTable *
umpire_setup_support_availability (UmpireRules  *rules,
                                   const char   *reading,
                                   GError      **error)
{
  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);

  if (reading == NULL || g_str_equal (reading, UMPIRE_SUPPORT_READING_EACH_HEADING))
    return umpire_procedure_table (rules, SUPPORT_RULES, error);
  if (g_str_equal (reading, UMPIRE_SUPPORT_READING_EARLIER))
    return umpire_procedure_table (rules, SUPPORT_EARLIER, error);
  umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "support-reading",
                      _("must be %s or %s, not “%s”"),
                      UMPIRE_SUPPORT_READING_EACH_HEADING, UMPIRE_SUPPORT_READING_EARLIER, reading);
  return NULL;
}

UmpireResult *
umpire_setup_support (UmpireRules              *rules,
                      const UmpireSupportInput *input,
                      UmpireDice               *dice,
                      GError                  **error)
{
  static const char *const categories[] = { "barrage", "on-call", "airstrikes", "gas", NULL };
  g_autoptr(UmpireResult) result = NULL;
  g_autofree char *column = NULL;
  g_autofree char *nation_label = NULL;
  g_autofree char *battle_label = NULL;
  const char *category_label;
  const UmpireTable *chart, *mods;
  const UmpireRow *die_item, *apply_item, *reading_item, *item;
  const UmpireCell *cell;
  const char *category, *reading;
  gboolean earlier;
  UmpireRoll roll;
  double roll_value, threshold;

  g_return_val_if_fail (input != NULL, NULL);
  category = input->category;

  if (category == NULL || !g_strv_contains (categories, category))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "category",
                          _("must be barrage, on-call, airstrikes or gas, not “%s”"),
                          category ? category : "");
      return NULL;
    }
  reading = input->reading != NULL ? input->reading : UMPIRE_SUPPORT_READING_EACH_HEADING;
  if (!g_str_equal (reading, UMPIRE_SUPPORT_READING_EACH_HEADING)
      && !g_str_equal (reading, UMPIRE_SUPPORT_READING_EARLIER))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "support-reading",
                          _("must be %s or %s, not “%s”"),
                          UMPIRE_SUPPORT_READING_EACH_HEADING, UMPIRE_SUPPORT_READING_EARLIER, reading);
      return NULL;
    }
  earlier = g_str_equal (reading, UMPIRE_SUPPORT_READING_EARLIER);
  if (!umpire_setup_check_nation (rules, "nation", input->nation, error)
      || !umpire_setup_check_year (rules, input->year, error)
      || !check_role (input->role, error)
      || !check_battle (rules, input->battle, error))
    return NULL;
  if ((g_str_equal (category, "barrage") || g_str_equal (category, "on-call"))
      && !check_count ("units", input->units_total, 1, error))
    return NULL;
  if (!(chart = umpire_procedure_table (rules, SUPPORT_TABLE, error))
      || !(mods = umpire_procedure_table (rules, SUPPORT_MODIFIERS, error))
      || !(die_item = umpire_procedure_list_item (rules, SUPPORT_RULES, "one-die-per-category", error))
      || !(apply_item = umpire_procedure_list_item (rules, SETUP_READINGS, "modifiers-apply", error))
      || !(reading_item = umpire_procedure_list_item (rules, earlier ? SUPPORT_EARLIER : SUPPORT_RULES,
                                                      "reading", error)))
    return NULL;

  result = umpire_result_new_for (&umpire_setup_support_info);
  umpire_result_set_input_text (result, "category", category);
  umpire_result_set_input_text (result, "nation", input->nation);
  umpire_result_set_input (result, "year", "%d", input->year);
  umpire_result_set_input_text (result, "role", input->role);
  umpire_result_set_input_text (result, "battle", input->battle);
  umpire_result_set_input (result, "units", "%d", input->units_total);
  umpire_result_set_input_flag (result, "low-intensity", input->low_intensity);
  if (input->override_modifier)
    umpire_result_set_input (result, "modifier", "%g", input->modifier);
  umpire_result_set_input_text (result, "support-reading", reading);
  category_label = umpire_setup_support_category_label (category);
  nation_label = umpire_rules_label_for (rules, NATIONS, input->nation);
  battle_label = umpire_rules_label_for (rules, SCENARIO, input->battle);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                          _("%s for the %s (%s), %d, %s battle, %d sub-units on the battlefield"),
                          category_label, umpire_setup_role_label (input->role), nation_label, input->year,
                          battle_label, input->units_total);
  umpire_result_set_value (result, "category", "%s", category);
  umpire_setup_rule_step (result, reading_item, earlier
                          ? _("Chart header, earlier reading: airstrikes for both sides from 1916, "
                              "gas for the attacker only from 1915, the Big Push in any year")
                          : _("Chart header read with each heading followed by its own qualifier: "
                              "Big Push barrages from 1916, airstrikes for the attacker from 1915, "
                              "gas for both sides from 1915"));

  /* Who may roll at all. */
  if (input->low_intensity && !g_str_equal (category, "on-call"))
    {
      item = umpire_procedure_list_item (rules, SUPPORT_RULES, "low-intensity", error);
      if (item == NULL)
        return NULL;
      return support_unavailable (result, category, item,
                                  g_strdup (_("Low intensity theatre: on-call artillery only")));
    }
  {
    /* Each reading of the chart header: the year a category starts (an item
     * "...-from" of its list) and, for some, the one role that rolls. */
    const struct {
      gboolean    earlier;
      const char *category;
      gboolean    big_push_only;
      const char *from;
      const char *before;      /* with the year */
      const char *role_only;   /* NULL: both sides roll */
      const char *only;
    } starts[] = {
      { TRUE, "airstrikes", FALSE, "airstrikes-from", N_("No airstrikes before %g"), NULL, NULL },
      { TRUE, "gas", FALSE, "gas-from", N_("No gas before %g"),
        "gas-attacker-only", N_("Only the attacker rolls for gas") },
      { FALSE, "barrage", TRUE, "big-push-from", N_("No Big Push barrages before %g"), NULL, NULL },
      { FALSE, "airstrikes", FALSE, "airstrikes-from", N_("No airstrikes before %g"),
        "airstrikes-attacker-only", N_("Only the attacker rolls for airstrikes") },
      { FALSE, "gas", FALSE, "gas-from", N_("No gas before %g"), NULL, NULL },
    };

    for (guint i = 0; i < G_N_ELEMENTS (starts); i++)
      {
        const char *list = earlier ? SUPPORT_EARLIER : SUPPORT_RULES;
        const UmpireRow *role_item = NULL;

        if (starts[i].earlier != earlier || !g_str_equal (category, starts[i].category) ||
            (starts[i].big_push_only && !g_str_equal (input->battle, "big-push")))
          continue;
        if (!umpire_rules_list_number (rules, list, starts[i].from, &threshold, &item, error) ||
            (starts[i].role_only != NULL &&
             !(role_item = umpire_procedure_list_item (rules, list, starts[i].role_only, error))))
          return NULL;
        if (input->year < threshold)
          return support_unavailable (result, category, item, g_strdup_printf (_(starts[i].before), threshold));
        if (role_item != NULL && g_strcmp0 (role_item->item_value, input->role) != 0)
          return support_unavailable (result, category, role_item, g_strdup (_(starts[i].only)));
      }
  }

  /* Which column. */
  if (g_str_equal (category, "barrage"))
    {
      item = umpire_procedure_list_item (rules, SETUP_READINGS, "barrage-column", error);
      if (item == NULL)
        return NULL;
      column = g_strdup_printf ("%s-%s", input->battle, input->role);
      umpire_setup_rule_step (result, item, _("Barrage column: %s battle, %s"),
                              battle_label, umpire_setup_role_label (input->role));
    }
  else if (g_str_equal (category, "gas"))
    {
      const UmpireRow *german = umpire_procedure_list_item (rules, SETUP_READINGS, "gas-german", error);

      if (german == NULL)
        return NULL;
      if (g_strcmp0 (german->item_value, input->nation) == 0)
        {
          column = g_strdup ("gas-german");
          umpire_setup_rule_step (result, german, _("A German side uses the German gas column"));
        }
      else
        {
          item = umpire_procedure_list_item (rules, SETUP_READINGS, "gas-other", error);
          if (item == NULL)
            return NULL;
          column = g_strdup ("gas-other");
          umpire_setup_rule_step (result, item, _("A non-German side uses the Other gas column"));
        }
    }
  else
    column = g_strdup (category);
  if (umpire_table_column_index (chart, column) < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, SUPPORT_TABLE,
                          _("the chart has no column “%s”"), column);
      return NULL;
    }
  umpire_result_set_value (result, "column", "%s", column);

  if (!umpire_result_roll_field (result, dice, die_item->item_value, "die", category_label, &die_item->prov,
                          &roll, error))
    return NULL;
  umpire_result_set_value (result, "die", "%u", roll.total);
  roll_value = roll.total;

  if (value_list_contains (apply_item->item_value, category))
    {
      if (input->override_modifier)
        {
          double before = roll_value;

          roll_value += input->modifier;
          umpire_result_add_step (result, UMPIRE_STEP_OVERRIDE, &mods->prov,
                                  _("Nation and year modifier set by the umpire to %+g "
                                    "(the database gives %+g): %g → %g"),
                                  input->modifier,
                                  umpire_setup_support_modifier (rules, input->nation, input->year),
                                  before, roll_value);
        }
      else
        {
          UmpireSituation situation = { .year = input->year, .nation = input->nation };

          if (umpire_result_apply_modifiers (result, mods, &situation, &roll_value) == 0)
            umpire_setup_rule_step (result, apply_item,
                                    _("No nation and year modifier for %s in %d"),
                                    nation_label, input->year);
        }
    }
  else
    umpire_setup_rule_step (result, apply_item,
                            _("The nation and year modifiers do not apply to %s"), category_label);
  umpire_result_set_value (result, "modified-roll", "%g", roll_value);

  note_column_reading (result, chart, column);
  cell = umpire_result_read_cell (result, chart, roll_value, column, error);
  if (cell == NULL)
    return NULL;

  if (g_str_equal (category, "gas"))
    {
      gboolean yes = g_str_equal (cell->text, "yes");

      umpire_result_set_value (result, "rate", yes ? "yes" : "no");
      umpire_result_set_value (result, "available", yes ? "yes" : "no");
    }
  else if (g_str_equal (category, "airstrikes"))
    {
      double count = 0;

      if (!g_str_equal (cell->text, "-") && !umpire_cell_get_number (cell, &count, error))
        return NULL;
      umpire_result_set_value (result, "rate", "%g", count);
      umpire_result_set_value (result, "count", "%g", count);
      umpire_result_set_value (result, "available", count > 0 ? "yes" : "no");
    }
  else
    {
      const UmpireRow *per_item;
      double rate, product;
      gint64 count;

      if (!umpire_cell_get_number (cell, &rate, error)
          || !(per_item = umpire_procedure_list_item (rules, SUPPORT_RULES, "barrages-per-sub-unit", error)))
        return NULL;
      product = rate * input->units_total;
      umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &per_item->prov,
                              _("%.2f per sub-unit × %d sub-units (both sides) = %g"),
                              rate, input->units_total, product);
      count = umpire_result_round (result, category_label, product, &per_item->prov);
      umpire_result_set_value (result, "rate", "%.2f", rate);
      umpire_result_set_value (result, "count", "%" G_GINT64_FORMAT, count);
      umpire_result_set_value (result, "available", count > 0 ? "yes" : "no");
    }
  return g_steal_pointer (&result);
}

/* ---- step 3 ------------------------------------------------------------- */

GPtrArray *
umpire_setup_heavy_weapon_recommendations (UmpireRules  *rules,
                                           int           year,
                                           const char   *nation,
                                           GError      **error)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *year_id = NULL;
  const UmpireTable *recs, *nations;
  const UmpireRow *row;

  if (!umpire_setup_check_year (rules, year, error)
      || !umpire_setup_check_nation (rules, "nation", nation, error)
      || !(recs = umpire_procedure_table (rules, "1916.heavy-weapons-recommendations", error))
      || !(nations = umpire_procedure_table (rules, "1916.heavy-weapons-nations", error)))
    return NULL;
  year_id = g_strdup_printf ("%d", year);
  row = umpire_table_get_row (recs, year_id);
  if (row == NULL)
    return g_steal_pointer (&out);
  for (guint c = 0; c < recs->columns->len; c++)
    {
      const UmpireColumn *col = g_ptr_array_index (recs->columns, c);
      const UmpireCell *cell = umpire_row_cell (row, c);
      const UmpireRow *only = umpire_table_get_row (nations, col->id);
      UmpireHeavyWeaponRecommendation *rec;

      if (cell == NULL || g_str_equal (cell->text, "-"))
        continue;
      if (only != NULL && !value_list_contains (only->item_value, nation))
        continue;
      rec = g_new0 (UmpireHeavyWeaponRecommendation, 1);
      rec->weapon = col->id;
      rec->label = col->label;
      g_strlcpy (rec->column, cell->text, sizeof rec->column);
      for (char *p = rec->column; *p; p++)
        *p = g_ascii_tolower (*p);
      g_ptr_array_add (out, rec);
    }
  return g_steal_pointer (&out);
}

UmpireResult *
umpire_setup_heavy_weapons (UmpireRules                   *rules,
                            const UmpireHeavyWeaponsInput *input,
                            UmpireDice                    *dice,
                            GError                       **error)
{
  g_autoptr(UmpireResult) result = NULL;
  g_autofree char *column = NULL;
  g_autofree char *column_label = NULL;
  g_autofree char *weapon = NULL;
  g_autofree char *weapon_label = NULL;
  const UmpireField *weapon_field = umpire_procedure_info_find_input (&umpire_setup_heavy_weapons_info, "weapon");
  const UmpireTable *chart;
  const UmpireCell *cell;
  UmpireRoll roll;
  double rate, product;
  gint64 bases;

  g_return_val_if_fail (input != NULL, NULL);

  if (!(chart = umpire_procedure_table (rules, "1916.heavy-weapons", error)))
    return NULL;
  column = g_ascii_strdown (input->column ? input->column : "", -1);
  if (*column == '\0' || umpire_table_column_index (chart, column) < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "column",
                          _("the Extra Heavy Weapons chart has no column “%s”"),
                          input->column ? input->column : "");
      return NULL;
    }
  if (!check_count ("units", input->units, 1, error))
    return NULL;
  /* Recorded by its id, whatever the language: a label names it too. */
  if (input->weapon != NULL && (weapon = umpire_field_dup_id (weapon_field, rules, input->weapon)) == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "weapon",
                          _("“%s” is not one of its choices"), input->weapon);
      return NULL;
    }

  result = umpire_result_new_for (&umpire_setup_heavy_weapons_info);
  /* The column's id, as the descriptor offers it ("A" is read as "a"). */
  umpire_result_set_input_text (result, "column", column);
  umpire_result_set_input (result, "units", "%d", input->units);
  umpire_result_set_input_text (result, "weapon", weapon);
  weapon_label = umpire_field_dup_for_people (weapon_field, rules, weapon);
  column_label = umpire_rules_label_for (rules, "1916.heavy-weapons", column);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                          _("%s: column %s, %d friendly sub-units"),
                          weapon_label ? weapon_label : _("Heavy weapons"),
                          column_label, input->units);
  umpire_result_set_value (result, "column", "%s", column);
  if (!umpire_result_roll_field (result, dice, umpire_table_dice (chart), "die",
                          weapon_label ? weapon_label : _("heavy weapons"),
                          &chart->prov, &roll, error))
    return NULL;
  umpire_result_set_value (result, "die", "%u", roll.total);
  cell = umpire_result_read_cell (result, chart, roll.total, column, error);
  if (cell == NULL || !umpire_cell_get_number (cell, &rate, error))
    return NULL;
  product = rate * input->units;
  umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &chart->prov,
                          _("%.2f per friendly sub-unit × %d sub-units = %g"),
                          rate, input->units, product);
  bases = umpire_result_round (result, _("bases"), product, &chart->prov);
  umpire_result_set_value (result, "rate", "%.2f", rate);
  umpire_result_set_value (result, "bases", "%" G_GINT64_FORMAT, bases);
  return g_steal_pointer (&result);
}

/* ---- step 4 ------------------------------------------------------------- */

/* A rule pack may supply the Troop Lists' defense die rolls as a table
 * 1916.defensive-works-values: rows "NATION-YEAR" or "NATION" (the nation's
 * troop list, 1916.nations), columns the categories, cells the die needed
 * or "-". */
static gboolean
pack_needed (UmpireResult       *result,
             UmpireRules        *rules,
             const char         *list_nation,
             int                 year,
             int                 needed[UMPIRE_DEFENSIVE_CATEGORIES],
             GError            **error)
{
  const UmpireTable *values = umpire_rules_get_table (rules, "1916.defensive-works-values");
  g_autofree char *row_id = NULL;
  const UmpireRow *row;

  if (values == NULL)
    return FALSE;
  row_id = g_strdup_printf ("%s-%d", list_nation, year);
  row = umpire_table_get_row (values, row_id);
  if (row == NULL)
    row = umpire_table_get_row (values, list_nation);
  if (row == NULL)
    return FALSE;
  for (guint i = 0; i < UMPIRE_DEFENSIVE_CATEGORIES; i++)
    {
      const UmpireCell *cell = umpire_result_read_cell_at (result, values, row->id,
                                                           umpire_setup_defensive_categories[i], error);
      double n = 0;

      if (cell == NULL)
        return FALSE;
      if (!g_str_equal (cell->text, "-") && !umpire_cell_get_number (cell, &n, error))
        return FALSE;
      needed[i] = (int) n;
    }
  return TRUE;
}

int
umpire_setup_defensive_needed_max (void)
{
  UmpireDiceExpr expr = { 0 };

  umpire_dice_expr_parse (UMPIRE_DEFENSIVE_DICE, &expr, NULL);
  return (int) expr.sides;
}

UmpireResult *
umpire_setup_defensive_works (UmpireRules                     *rules,
                              const UmpireDefensiveWorksInput *input,
                              UmpireDice                      *dice,
                              GError                         **error)
{
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GError) pack_error = NULL;
  g_autofree char *nation_label = NULL;
  g_autofree char *troop_list_label = NULL;
  const UmpireTable *list;
  const UmpireRow *per_item, *min_item, *nation_item;
  int needed[UMPIRE_DEFENSIVE_CATEGORIES];
  double per, minimum, share;
  gint64 rolls;

  g_return_val_if_fail (input != NULL, NULL);

  if (!umpire_setup_check_nation (rules, "nation", input->nation, error)
      || !umpire_setup_check_year (rules, input->year, error)
      || !check_count ("units", input->units_total, 1, error)
      || !(list = umpire_procedure_table (rules, "1916.defensive-works", error))
      || !umpire_rules_list_number (rules, "1916.defensive-works", "rolls-per-sub-units", &per, &per_item, error)
      || !umpire_rules_list_number (rules, SETUP_READINGS, "defensive-rolls-rounding", &minimum, &min_item, error)
      || !(nation_item = umpire_procedure_list_item (rules, NATIONS, input->nation, error)))
    return NULL;
  for (guint i = 0; i < UMPIRE_DEFENSIVE_CATEGORIES; i++)
    {
      if (umpire_table_get_row (list, umpire_setup_defensive_categories[i]) == NULL)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, "1916.defensive-works",
                              _("no category “%s”"), umpire_setup_defensive_categories[i]);
          return NULL;
        }
      if (input->needed[i] < 0 || input->needed[i] > umpire_setup_defensive_needed_max ())
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, umpire_setup_defensive_categories[i],
                              _("the die needed must be 1 to %d, or 0 when the nation does not roll"),
                              umpire_setup_defensive_needed_max ());
          return NULL;
        }
      needed[i] = input->needed[i];
    }

  result = umpire_result_new_for (&umpire_setup_defensive_works_info);
  umpire_result_set_input_text (result, "nation", input->nation);
  umpire_result_set_input (result, "year", "%d", input->year);
  umpire_result_set_input (result, "units", "%d", input->units_total);
  /* As --attacker-defenses takes them; none typed in (a rule pack's) is no input. */
  if (needed[0] || needed[1] || needed[2] || needed[3])
    umpire_result_set_input (result, "defenses", "%d,%d,%d,%d", needed[0], needed[1], needed[2], needed[3]);
  nation_label = umpire_rules_label_for (rules, NATIONS, input->nation);
  /* The troop list is named by the nation whose list it is. */
  troop_list_label = umpire_rules_label_for (rules, NATIONS, nation_item->item_value);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                          _("Defensive works for %s in %d, %d sub-units on the battlefield"),
                          nation_label, input->year, input->units_total);

  share = input->units_total / per;
  umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &per_item->prov,
                          _("%d sub-units (both sides) / %g = %g"), input->units_total, per, share);
  rolls = umpire_result_round (result, _("rolls per category"), share, &min_item->prov);
  if (rolls < minimum)
    {
      umpire_result_add_step (result, UMPIRE_STEP_CLAMP, &min_item->prov,
                              _("At least %g roll per category"), minimum);
      rolls = (gint64) minimum;
    }
  umpire_result_set_value (result, "rolls", "%" G_GINT64_FORMAT, rolls);

  if (pack_needed (result, rules, nation_item->item_value, input->year, needed, &pack_error))
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &nation_item->prov,
                            _("Defense die rolls for the %s troop list from the rule pack"),
                            troop_list_label);
  else if (pack_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&pack_error));
      return NULL;
    }
  else
    umpire_result_add_step (result, UMPIRE_STEP_OVERRIDE, &list->prov,
                            _("Defense die rolls (Troop Lists, %s list) entered by the umpire: "
                              "the sources do not print them"), troop_list_label);

  for (guint i = 0; i < UMPIRE_DEFENSIVE_CATEGORIES; i++)
    {
      const char *category = umpire_setup_defensive_categories[i];
      const UmpireRow *cat_item = umpire_table_get_row (list, category);
      g_autofree char *category_label = umpire_rules_label_for (rules, "1916.defensive-works", category);
      g_autoptr(GString) faces = g_string_new (NULL);
      g_autofree char *dice_name = g_strdup_printf ("%s-dice", category);
      int got = 0;

      if (needed[i] == 0)
        {
          umpire_setup_rule_step (result, cat_item, _("%s: %s does not roll for it"),
                                  category_label, nation_label);
          umpire_result_set_value (result, category, "0");
          continue;
        }
      for (gint64 r = 0; r < rolls; r++)
        {
          UmpireRoll roll;
          g_autofree char *purpose = g_strdup_printf (_("%s, roll %d (%d or more)"),
                                                      category_label, (int) (r + 1), needed[i]);

          if (!umpire_result_roll_field (result, dice, UMPIRE_DEFENSIVE_DICE, category, purpose, &cat_item->prov, &roll,
                                         error))
            return NULL;
          g_string_append_printf (faces, "%s%u", r ? "," : "", roll.total);
          if ((int) roll.total >= needed[i])
            got++;
        }
      umpire_result_set_value (result, category, "%d", got);
      umpire_result_set_value (result, dice_name, "%s", faces->str);
    }
  return g_steal_pointer (&result);
}

/* ---- step 5 ------------------------------------------------------------- */

UmpireResult *
umpire_setup_proximity (UmpireRules                *rules,
                        const UmpireProximityInput *input,
                        UmpireDice                 *dice,
                        GError                    **error)
{
  g_autoptr(UmpireResult) result = NULL;
  g_autofree char *terrain_label = NULL;
  g_autofree char *scale_label = NULL;
  const UmpireTable *chart, *scales;
  const UmpireCell *cell, *scale_cell;
  const UmpireRow *start_item;
  const UmpireColumn *col;
  UmpireRoll roll;
  double yards, per_inch, inches;
  int column;

  g_return_val_if_fail (input != NULL, NULL);

  if (!(chart = umpire_procedure_table (rules, "1916.proximity", error))
      || !(scales = umpire_procedure_table (rules, "1916.scales", error))
      || !(start_item = umpire_procedure_list_item (rules, "1916.lull", "start-turn", error)))
    return NULL;
  if (input->terrain == NULL || umpire_table_get_row (chart, input->terrain) == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "terrain",
                          _("must be constricted, open or wide-open, not “%s”"),
                          input->terrain ? input->terrain : "");
      return NULL;
    }
  if (input->scale == NULL || umpire_table_get_row (scales, input->scale) == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "scale",
                          _("must be large, medium or small, not “%s”"),
                          input->scale ? input->scale : "");
      return NULL;
    }

  result = umpire_result_new_for (&umpire_setup_proximity_info);
  umpire_result_set_input_text (result, "terrain", input->terrain);
  umpire_result_set_input_text (result, "scale", input->scale);
  /* The rows' labels, "Open Terrain" and "Large scale", say what they are. */
  terrain_label = umpire_rules_label_for (rules, "1916.proximity", input->terrain);
  scale_label = umpire_rules_label_for (rules, "1916.scales", input->scale);
  /* Translators: the terrain and ground scale labels, "Open Terrain, Large scale". */
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%s, %s"), terrain_label, scale_label);
  if (!umpire_result_roll_field (result, dice, UMPIRE_PLAIN_DIE, "die", _("setup proximity"), &chart->prov, &roll, error))
    return NULL;
  umpire_result_set_value (result, "die", "%u", roll.total);
  column = umpire_table_column_for_number (chart, roll.total, NULL);
  if (column < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, "1916.proximity",
                          _("no column for %u"), roll.total);
      return NULL;
    }
  col = g_ptr_array_index (chart->columns, column);
  cell = umpire_result_read_cell_at (result, chart, input->terrain, col->id, error);
  if (cell == NULL || !umpire_cell_get_number (cell, &yards, error))
    return NULL;
  scale_cell = umpire_result_read_cell_at (result, scales, input->scale, "yards-per-inch", error);
  if (scale_cell == NULL || !umpire_cell_get_number (scale_cell, &per_inch, error))
    return NULL;
  inches = yards / per_inch;
  umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &scale_cell->prov,
                          _("%g yards / %g yards per inch = %.2f inches"), yards, per_inch, inches);
  umpire_setup_rule_step (result, start_item,
                          _("The unmodified die, %u, is the turn on which lull rolls begin"),
                          roll.total);
  umpire_result_set_value (result, "yards", "%g", yards);
  umpire_result_set_value (result, "inches", "%g", round (inches * 100) / 100);
  umpire_result_set_value (result, "lull-start-turn", "%u", roll.total);
  return g_steal_pointer (&result);
}

/* ---- step 8 ------------------------------------------------------------- */

UmpireResult *
umpire_setup_counterbattery (UmpireRules                     *rules,
                             const UmpireCounterbatteryInput *input,
                             UmpireDice                      *dice,
                             GError                         **error)
{
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GString) faces = g_string_new (NULL);
  const UmpireRow *die_item, *on_item, *gas_item;
  double destroy_on, gas_bonus;
  int destroyed = 0;

  g_return_val_if_fail (input != NULL, NULL);

  if (!check_count ("barrages", input->barrages, 0, error)
      || !(die_item = umpire_procedure_list_item (rules, "1916.counterbattery", "die-per-barrage", error))
      || !umpire_rules_list_number (rules, "1916.counterbattery", "destroy-on", &destroy_on, &on_item, error)
      || !umpire_rules_list_number (rules, "1916.counterbattery", "gas-bonus", &gas_bonus, &gas_item, error))
    return NULL;

  result = umpire_result_new_for (&umpire_setup_counterbattery_info);
  umpire_result_set_input (result, "barrages", "%d", input->barrages);
  umpire_result_set_input_flag (result, "gas", input->gas);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                          _("%d barrage(s) spent on counter-battery fire%s"),
                          input->barrages, input->gas ? _(", side using gas") : "");
  for (int i = 0; i < input->barrages; i++)
    {
      g_autofree char *purpose = g_strdup_printf (_("counter-battery barrage %d"), i + 1);
      UmpireRoll roll;
      double value;

      if (!umpire_result_roll_field (result, dice, die_item->item_value, "dice", purpose,
                              &die_item->prov, &roll, error))
        return NULL;
      value = roll.total;
      if (input->gas)
        {
          umpire_result_add_step (result, UMPIRE_STEP_MODIFIER, &gas_item->prov,
                                  _("Side using gas: %+g, %g → %g"), gas_bonus, value, value + gas_bonus);
          value += gas_bonus;
        }
      g_string_append_printf (faces, "%s%u", i ? "," : "", roll.total);
      if (value >= destroy_on)
        {
          destroyed++;
          umpire_setup_rule_step (result, on_item, _("%g: one enemy barrage destroyed"), value);
        }
      else
        umpire_setup_rule_step (result, on_item, _("%g: no effect"), value);
    }
  umpire_result_set_value (result, "dice", "%s", faces->str);
  umpire_result_set_value (result, "destroyed", "%d", destroyed);
  return g_steal_pointer (&result);
}

/* ---- step 9 ------------------------------------------------------------- */

/* Target `n` (from 1), as "target-N-FIELD" inputs. */
static void
set_target_inputs (UmpireResult                  *result,
                   guint                          n,
                   const UmpireBombardmentTarget *target)
{
  g_autofree char *name = g_strdup_printf ("target-%u-name", n);
  g_autofree char *command_base = g_strdup_printf ("target-%u-command-base", n);
  g_autofree char *bases = g_strdup_printf ("target-%u-bases", n);
  g_autofree char *barrages = g_strdup_printf ("target-%u-barrages", n);
  g_autofree char *veteran = g_strdup_printf ("target-%u-veteran-officer", n);
  g_autofree char *lost = g_strdup_printf ("target-%u-bases-lost", n);

  umpire_result_set_input_text (result, name, target->name);
  umpire_result_set_input_flag (result, command_base, target->command_base);
  umpire_result_set_input (result, bases, "%d", target->bases);
  umpire_result_set_input (result, barrages, "%d", target->barrages);
  umpire_result_set_input_flag (result, veteran, target->veteran_officer);
  /* -1: not entered yet. */
  if (target->bases_lost >= 0)
    umpire_result_set_input (result, lost, "%d", target->bases_lost);
}

UmpireResult *
umpire_setup_bombardment (UmpireRules                  *rules,
                          const UmpireBombardmentInput *input,
                          UmpireDice                   *dice,
                          GError                      **error)
{
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GString) gassed = g_string_new (NULL);
  g_autoptr(GString) morale = g_string_new (NULL);
  const UmpireRow *per_base, *supporting, *gassed_item, *morale_item, *vet_die, *gas_item;
  double vet_modifier = 0;
  const UmpireRow *vet_item = NULL;
  int used = 0, total_rolls = 0;

  g_return_val_if_fail (input != NULL, NULL);

  if (!check_count ("barrages", input->barrages_available, 0, error)
      || !(per_base = umpire_procedure_list_item (rules, "1916.bombardment", "roll-per-base", error))
      || !(supporting = umpire_procedure_list_item (rules, "1916.bombardment", "supporting-bases", error))
      || !(gassed_item = umpire_procedure_list_item (rules, "1916.bombardment", "gassed-unit", error))
      || !(gas_item = umpire_procedure_list_item (rules, "1916.bombardment", "gas-modifies", error))
      || !(morale_item = umpire_procedure_list_item (rules, "1916.bombardment", "morale-checks", error))
      || !(vet_die = umpire_procedure_list_item (rules, "1916.veteran-officers", "barrage-die", error))
      || !umpire_rules_list_number (rules, "1916.veteran-officers", "barrage-even", &vet_modifier, &vet_item, error))
    return NULL;
  for (guint i = 0; i < input->n_targets; i++)
    {
      const UmpireBombardmentTarget *t = &input->targets[i];
      g_autofree char *field = g_strdup_printf ("target %u", i + 1);

      if (t->name == NULL || *t->name == '\0')
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field, _("needs a name"));
          return NULL;
        }
      if (t->bases < 1 || t->barrages < 0)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field,
                              _("needs 1 or more bases and 0 or more barrages"));
          return NULL;
        }
      if (t->bases_lost > t->bases)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field,
                              _("cannot lose more bases than it has"));
          return NULL;
        }
      used += t->barrages;
    }
  if (used > input->barrages_available)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "barrages",
                          _("%d assigned but only %d available"), used, input->barrages_available);
      return NULL;
    }

  result = umpire_result_new_for (&umpire_setup_bombardment_info);
  umpire_result_set_input (result, "barrages", "%d", input->barrages_available);
  umpire_result_set_input_flag (result, "gas", input->gas);
  umpire_result_set_input_flag (result, "veteran-officer-rule", input->veteran_officer_rule);
  for (guint i = 0; i < input->n_targets; i++)
    set_target_inputs (result, i + 1, &input->targets[i]);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                          _("%d of %d barrages assigned to %u target(s)%s"), used,
                          input->barrages_available, input->n_targets,
                          input->gas ? _(", laced with gas") : "");
  if (input->gas)
    umpire_setup_rule_step (result, gas_item, _("Gas modifies every pre-game barrage roll "
                                                "(Area Weapons chart modifiers)"));

  for (guint i = 0; i < input->n_targets; i++)
    {
      const UmpireBombardmentTarget *t = &input->targets[i];
      g_autofree char *rolls_name = g_strdup_printf ("target-%u-rolls", i + 1);
      g_autofree char *mod_name = g_strdup_printf ("target-%u-modifier", i + 1);
      double modifier = 0;
      int rolls;

      if (t->barrages == 0)
        continue;
      rolls = t->bases * t->barrages;
      total_rolls += rolls;
      umpire_setup_rule_step (result, t->command_base ? per_base : supporting,
                              _("%s: %d base(s) × %d barrage(s) = %d roll(s) on the Area Weapons chart"),
                              t->name, t->bases, t->barrages, rolls);
      if (input->veteran_officer_rule && t->veteran_officer && !t->command_base)
        {
          g_autofree char *purpose = g_strdup_printf (_("veteran officer of %s"), t->name);
          UmpireRoll roll;

          if (!umpire_result_roll_field (result, dice, vet_die->item_value, "veteran officer", purpose,
                                  &vet_die->prov, &roll, error))
            return NULL;
          if (roll.total % 2 == 0)
            {
              modifier = vet_modifier;
              umpire_setup_rule_step (result, vet_item,
                                      _("Even: %+g on every barrage roll against %s"), vet_modifier, t->name);
            }
          else
            umpire_setup_rule_step (result, vet_item, _("Odd: no help for %s"), t->name);
        }
      umpire_result_set_value (result, rolls_name, "%d", rolls);
      umpire_result_set_value (result, mod_name, "%g", modifier);
      {
        /* Named after the unit, so the label is made here, not in the table. */
        g_autofree char *rolls_label = g_strdup_printf (_("%s: Area Weapons rolls"), t->name);
        g_autofree char *mod_label = g_strdup_printf (_("%s: barrage roll modifier"), t->name);

        umpire_result_set_value_label (result, rolls_name, rolls_label);
        umpire_result_set_value_label (result, mod_name, mod_label);
      }

      if (t->bases_lost > 0)
        {
          if (input->gas && !t->command_base)
            {
              g_string_append_printf (gassed, "%s%s", gassed->len ? ", " : "", t->name);
              umpire_setup_rule_step (result, gassed_item, _("%s lost %d base(s) to a gas bombardment: gassed unit"),
                                      t->name, t->bases_lost);
            }
          if (!t->command_base)
            {
              g_string_append_printf (morale, "%s%s", morale->len ? ", " : "", t->name);
              umpire_setup_rule_step (result, morale_item, _("%s suffered casualties: morale check"), t->name);
            }
        }
    }
  if (umpire_rules_get_table (rules, "1916.area-weapons") == NULL)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &per_base->prov,
                            _("The Area Weapons chart is not in the sources: the umpire rolls "
                              "these on the printed chart and enters the bases lost"));
  umpire_result_set_value (result, "barrages-used", "%d", used);
  umpire_result_set_value (result, "barrages-left", "%d", input->barrages_available - used);
  umpire_result_set_value (result, "base-rolls", "%d", total_rolls);
  umpire_result_set_value (result, "gassed", "%s", gassed->str);
  umpire_result_set_value (result, "morale-checks", "%s", morale->str);
  return g_steal_pointer (&result);
}

/* ---- run from the inputs as text ---------------------------------------- */

static UmpireResult *
run_support (UmpireRules  *rules,
             GHashTable   *inputs,
             UmpireDice   *dice,
             GError      **error)
{
  UmpireInputs in = { &umpire_setup_support_info, rules, inputs };
  UmpireSupportInput input = { 0 };

  if (!umpire_inputs_read_choice (&in, "category", TRUE, &input.category, error)
      || !umpire_inputs_read_choice (&in, "nation", TRUE, &input.nation, error)
      || !umpire_inputs_read_int (&in, "year", TRUE, &input.year, error)
      || !umpire_inputs_read_choice (&in, "role", TRUE, &input.role, error)
      || !umpire_inputs_read_choice (&in, "battle", TRUE, &input.battle, error)
      || !umpire_inputs_read_int (&in, "units", FALSE, &input.units_total, error)
      || !umpire_inputs_read_flag (&in, "low-intensity", &input.low_intensity, error)
      || !umpire_inputs_read_number (&in, "modifier", FALSE, &input.modifier, error)
      || !umpire_inputs_read_choice (&in, "support-reading", FALSE, &input.reading, error))
    return NULL;
  input.override_modifier = umpire_inputs_get_text (&in, "modifier") != NULL;
  return umpire_setup_support (rules, &input, dice, error);
}

static UmpireResult *
run_heavy_weapons (UmpireRules  *rules,
                   GHashTable   *inputs,
                   UmpireDice   *dice,
                   GError      **error)
{
  UmpireInputs in = { &umpire_setup_heavy_weapons_info, rules, inputs };
  UmpireHeavyWeaponsInput input = { 0 };

  /* The column as given ("A" or "a"): the procedure reads it. */
  input.column = umpire_inputs_get_text (&in, "column");
  /* The weapon's id (or its label, which the procedure reads as its id). */
  input.weapon = umpire_inputs_get_text (&in, "weapon");
  if (!umpire_inputs_read_int (&in, "units", TRUE, &input.units, error))
    return NULL;
  return umpire_setup_heavy_weapons (rules, &input, dice, error);
}

static UmpireResult *
run_defensive (UmpireRules  *rules,
               GHashTable   *inputs,
               UmpireDice   *dice,
               GError      **error)
{
  UmpireInputs in = { &umpire_setup_defensive_works_info, rules, inputs };
  UmpireDefensiveWorksInput input = { 0 };
  g_auto(GStrv) defenses = umpire_inputs_dup_list (&in, "defenses");

  if (!umpire_inputs_read_choice (&in, "nation", TRUE, &input.nation, error)
      || !umpire_inputs_read_int (&in, "year", TRUE, &input.year, error)
      || !umpire_inputs_read_int (&in, "units", TRUE, &input.units_total, error))
    return NULL;
  if (defenses != NULL)
    {
      /* The die needed per category, in the order of the categories. */
      if (g_strv_length (defenses) != UMPIRE_DEFENSIVE_CATEGORIES)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "defenses",
                              _("must be %d dice needed, comma-separated"), UMPIRE_DEFENSIVE_CATEGORIES);
          return NULL;
        }
      for (guint i = 0; i < UMPIRE_DEFENSIVE_CATEGORIES; i++)
        {
          gint64 needed;

          if (!g_ascii_string_to_signed (defenses[i], 10, 0, umpire_setup_defensive_needed_max (), &needed, NULL))
            {
              umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "defenses",
                                  _("the die needed must be 1 to %d, or 0 when the nation does not roll"),
                                  umpire_setup_defensive_needed_max ());
              return NULL;
            }
          input.needed[i] = (int) needed;
        }
    }
  return umpire_setup_defensive_works (rules, &input, dice, error);
}

static UmpireResult *
run_proximity (UmpireRules  *rules,
               GHashTable   *inputs,
               UmpireDice   *dice,
               GError      **error)
{
  UmpireInputs in = { &umpire_setup_proximity_info, rules, inputs };
  UmpireProximityInput input = { NULL, "large" };

  if (!umpire_inputs_read_choice (&in, "terrain", TRUE, &input.terrain, error)
      || !umpire_inputs_read_choice (&in, "scale", FALSE, &input.scale, error))
    return NULL;
  return umpire_setup_proximity (rules, &input, dice, error);
}

static UmpireResult *
run_counterbattery (UmpireRules  *rules,
                    GHashTable   *inputs,
                    UmpireDice   *dice,
                    GError      **error)
{
  UmpireInputs in = { &umpire_setup_counterbattery_info, rules, inputs };
  UmpireCounterbatteryInput input = { 0 };

  if (!umpire_inputs_read_int (&in, "barrages", TRUE, &input.barrages, error)
      || !umpire_inputs_read_flag (&in, "gas", &input.gas, error))
    return NULL;
  return umpire_setup_counterbattery (rules, &input, dice, error);
}

/* Targets are given as "target-N-FIELD" inputs, N from 1, as
 * set_target_inputs () records them; the first N without a name ends them. */
static UmpireResult *
run_bombardment (UmpireRules  *rules,
                 GHashTable   *inputs,
                 UmpireDice   *dice,
                 GError      **error)
{
  UmpireInputs in = { &umpire_setup_bombardment_info, rules, inputs };
  UmpireBombardmentInput input = { 0 };
  g_autoptr(GArray) targets = g_array_new (FALSE, TRUE, sizeof (UmpireBombardmentTarget));

  if (!umpire_inputs_read_int (&in, "barrages", TRUE, &input.barrages_available, error)
      || !umpire_inputs_read_flag (&in, "gas", &input.gas, error)
      || !umpire_inputs_read_flag (&in, "veteran-officer-rule", &input.veteran_officer_rule, error))
    return NULL;
  for (guint n = 1;; n++)
    {
      g_autofree char *name = g_strdup_printf ("target-%u-name", n);
      g_autofree char *command_base = g_strdup_printf ("target-%u-command-base", n);
      g_autofree char *bases = g_strdup_printf ("target-%u-bases", n);
      g_autofree char *barrages = g_strdup_printf ("target-%u-barrages", n);
      g_autofree char *veteran = g_strdup_printf ("target-%u-veteran-officer", n);
      g_autofree char *lost = g_strdup_printf ("target-%u-bases-lost", n);
      UmpireBombardmentTarget target = { .bases = 1, .bases_lost = -1 };

      if ((target.name = umpire_inputs_get_text (&in, name)) == NULL)
        break;
      if (!umpire_inputs_read_flag (&in, command_base, &target.command_base, error)
          || !umpire_inputs_read_int (&in, bases, TRUE, &target.bases, error)
          || !umpire_inputs_read_int (&in, barrages, TRUE, &target.barrages, error)
          || !umpire_inputs_read_flag (&in, veteran, &target.veteran_officer, error)
          || !umpire_inputs_read_int (&in, lost, FALSE, &target.bases_lost, error))
        return NULL;
      g_array_append_val (targets, target);
    }
  input.targets = (const UmpireBombardmentTarget *) targets->data;
  input.n_targets = targets->len;
  return umpire_setup_bombardment (rules, &input, dice, error);
}
