/* umpire-westfront.c: Der Weltkrieg West Front, section 39
 *
 * The French mandatory attack (39-4), the Metz-Strasbourg line (39-2), the
 * special Liege attack and the release of the Belgian units.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "umpire-inputs.h"
#include "umpire-weltkrieg-private.h"

static UmpireResult *run_french_attack (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_line (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_liege (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);
static UmpireResult *run_belgian_release (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

/* ---- the descriptors ---------------------------------------------------- */

static const UmpireField french_attack_inputs[] = {
  { "fortress", N_("Fortress strength"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "combined-strength", N_("Infantry and fortress strength"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "artillery", N_("Artillery"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { NULL }
};

static const UmpireField french_attack_values[] = {
  { "required", N_("Must attack"), UMPIRE_FIELD_FLAG },
  { NULL }
};

static const char *const older_westfront_french_attack[] = { "french-attack", NULL };

const UmpireProcedureInfo umpire_westfront_french_attack_info = {
  "weltkrieg.french-attack", &umpire_weltkrieg_system, N_("French mandatory attack"),
  french_attack_inputs, french_attack_values, older_westfront_french_attack,
  .run = run_french_attack,
  .outcome = (const char * const []) { "required", NULL },
  .rule_entry = "weltkrieg.section39",
  .rule_item = "french-attack-unit-6-4",
};

static const UmpireField line_inputs[] = {
  /* I (infantry), Z (ZOC only) or E (empty), comma-separated. */
  { "hexes", N_("Hexes"), UMPIRE_FIELD_TEXT },
  { NULL }
};

static const UmpireField line_values[] = {
  { "holds", N_("Line holds"), UMPIRE_FIELD_FLAG },
  { "hexes", N_("Hexes in the line"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "longest-zoc-run", N_("Longest ZOC-only run"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "empty", N_("Empty hexes"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { NULL }
};

static const char *const older_westfront_line[] = { "line", NULL };

const UmpireProcedureInfo umpire_westfront_line_info = {
  "weltkrieg.line", &umpire_weltkrieg_system, N_("Metz-Strasbourg line"),
  line_inputs, line_values, older_westfront_line,
  .run = run_line,
  .outcome = (const char * const []) { "holds", NULL },
  .rule_entry = "weltkrieg.section39",
  .rule_item = "metz-strasbourg-until",
};

static const UmpireField liege_inputs[] = {
  { "turn", N_("Turn"), UMPIRE_FIELD_NUMBER, 1, WELTKRIEG_COUNT_MAX },
  { "infantry", N_("Infantry"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "cavalry", N_("Cavalry"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "adjacent-units", N_("Adjacent units"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { NULL }
};

static const UmpireField liege_values[] = {
  { "allowed", N_("Attack allowed"), UMPIRE_FIELD_FLAG },
  { "german-supply", N_("German supply points"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "german-loss", N_("German loss"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "belgian-retreat", N_("Belgians retreat"), UMPIRE_FIELD_FLAG },
  { "belgian-loss", N_("Belgian loss"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { NULL }
};

static const char *const older_westfront_liege[] = { "liege", NULL };

const UmpireProcedureInfo umpire_westfront_liege_info = {
  "weltkrieg.liege", &umpire_weltkrieg_system, N_("Liège attack"),
  liege_inputs, liege_values, older_westfront_liege,
  .run = run_liege,
  .outcome = (const char * const []) { "allowed", "german-loss", "belgian-loss", NULL },
  .rule_entry = "weltkrieg.section39",
  .rule_item = "liege-turn",
};

static const UmpireField belgian_release_inputs[] = {
  { "attacked", N_("Attacked"), UMPIRE_FIELD_FLAG },
  { "october", N_("October or later"), UMPIRE_FIELD_FLAG },
  /* Map 5-3 hexes, comma-separated. */
  { "adjacent-hex", N_("Adjacent hexes"), UMPIRE_FIELD_TEXT },
  { "paris", N_("Next to a Paris hex"), UMPIRE_FIELD_FLAG },
  { "coast", N_("Next to a coastal hex"), UMPIRE_FIELD_FLAG },
  { NULL }
};

static const UmpireField belgian_release_values[] = {
  { "released", N_("Belgian units released"), UMPIRE_FIELD_FLAG },
  { NULL }
};

static const char *const older_westfront_belgian_release[] = { "belgian-release", NULL };

const UmpireProcedureInfo umpire_westfront_belgian_release_info = {
  "weltkrieg.belgian-release", &umpire_weltkrieg_system, N_("Belgian release"),
  belgian_release_inputs, belgian_release_values, older_westfront_belgian_release,
  .run = run_belgian_release,
  .outcome = (const char * const []) { "released", NULL },
  .rule_entry = "weltkrieg.section39",
  .rule_item = "belgian-release-attacked",
};

/* ---- section 39 --------------------------------------------------------- */

UmpireResult *
umpire_westfront_french_attack (UmpireRules                   *rules,
                                const UmpireFrenchAttackInput *input,
                                GError                       **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_westfront_french_attack_info);
  const UmpireRow *fortress_item, *combined_item, *artillery_item, *exemptions, *movement;
  double fortress_min, combined_over, artillery_over;
  gboolean exempt = FALSE;

  umpire_result_set_input (result, "fortress", "%d", input->fortress);
  umpire_result_set_input (result, "combined-strength", "%d", input->combined_strength);
  umpire_result_set_input (result, "artillery", "%d", input->artillery);
  if (!umpire_weltkrieg_check_strength (input->fortress, "fortress", error) ||
      !umpire_weltkrieg_check_strength (input->combined_strength, "combined-strength", error) ||
      !umpire_weltkrieg_check_strength (input->artillery, "artillery", error))
    return NULL;
  if (input->combined_strength < input->fortress)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "combined-strength",
                          _("must include the fortress strength (%d)"), input->fortress);
      return NULL;
    }
  if (!umpire_rules_list_number (rules, SECTION39, "exempt-fortress-strength-min", &fortress_min, &fortress_item, error) ||
      !umpire_rules_list_number (rules, SECTION39, "exempt-infantry-fortress-over", &combined_over, &combined_item, error) ||
      !umpire_rules_list_number (rules, SECTION39, "exempt-artillery-over", &artillery_over, &artillery_item, error))
    return NULL;
  exemptions = umpire_procedure_list_item (rules, SECTION39, "french-attack-exemptions", error);
  movement = exemptions != NULL ? umpire_procedure_list_item (rules, SECTION39, "french-movement-restriction", error) : NULL;
  if (exemptions == NULL || movement == NULL)
    return NULL;

  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                          _("Target hex: fortress %d, %d infantry and fortress strength points, %d artillery"),
                          input->fortress, input->combined_strength, input->artillery);
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &exemptions->prov, "%s",
                          umpire_row_cell (exemptions, 0)->text);
  if (input->fortress >= fortress_min)
    {
      exempt = TRUE;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &fortress_item->prov,
                              _("Fortress %d ≥ %g: exempt"), input->fortress, fortress_min);
    }
  if (input->combined_strength > combined_over)
    {
      exempt = TRUE;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &combined_item->prov,
                              _("%d infantry and fortress strength points > %g: exempt"),
                              input->combined_strength, combined_over);
    }
  if (input->artillery > artillery_over)
    {
      exempt = TRUE;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &artillery_item->prov,
                              _("%d artillery strength points > %g: exempt"), input->artillery, artillery_over);
    }
  if (!exempt)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &exemptions->prov,
                            _("Fortress below %g, at most %g infantry and fortress, at most %g artillery: the hex must be attacked"),
                            fortress_min, combined_over, artillery_over);
  else
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &exemptions->prov,
                            _("A 6-4 or 7-4 unit is exempt only if every hex it can attack is like this one"));
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &movement->prov, _("Reminder: %s"),
                          umpire_row_cell (movement, 0)->text);
  umpire_result_set_value (result, "required", "%s", umpire_weltkrieg_yes_no (!exempt));
  return g_steal_pointer (&result);
}

UmpireResult *
umpire_westfront_line (UmpireRules *rules,
                       const char  *hexes,
                       GError     **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_westfront_line_info);
  g_auto(GStrv) marks = NULL;
  const UmpireRow *max_item, *until, *line_item;
  double max_run;
  int run = 0, longest = 0, empty = 0, n = 0;
  g_autoptr(GString) shown = g_string_new (NULL);

  umpire_result_set_input_text (result, "hexes", hexes);
  if (hexes == NULL || *hexes == '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "hexes",
                          _("give each hex of the line as I (infantry), Z (ZOC only) or E (empty)"));
      return NULL;
    }
  if (!umpire_rules_list_number (rules, SECTION39, "zoc-only-max-in-row", &max_run, &max_item, error))
    return NULL;
  until = umpire_procedure_list_item (rules, SECTION39, "metz-strasbourg-until", error);
  if (until == NULL)
    return NULL;
  line_item = until;

  marks = g_strsplit (hexes, ",", -1);
  for (guint i = 0; marks[i] != NULL; i++)
    {
      char *mark = g_strstrip (marks[i]);

      n++;
      if (g_ascii_strcasecmp (mark, "I") == 0)
        run = 0;
      else if (g_ascii_strcasecmp (mark, "Z") == 0)
        {
          run++;
          longest = MAX (longest, run);
        }
      else if (g_ascii_strcasecmp (mark, "E") == 0)
        {
          empty++;
          run = 0;
        }
      else
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "hexes",
                              _("hex %d is “%s”: use I (infantry), Z (ZOC only) or E (empty)"), n, mark);
          return NULL;
        }
      g_string_append_printf (shown, "%s%c", i ? " " : "", g_ascii_toupper (mark[0]));
    }

  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("Line from Metz to Strasbourg: %s"), shown->str);
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &line_item->prov, "%s", umpire_row_cell (line_item, 0)->text);
  if (empty > 0)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &line_item->prov,
                            _("%d hex(es) neither occupied by nor in the ZOC of German infantry: the line is broken"), empty);
  umpire_result_add_step (result, UMPIRE_STEP_RULE, &max_item->prov,
                          _("Longest run of ZOC-only hexes: %d (at most %g)"), longest, max_run);
  umpire_result_set_value (result, "holds", "%s", umpire_weltkrieg_yes_no (empty == 0 && longest <= max_run));
  umpire_result_set_value (result, "hexes", "%d", n);
  umpire_result_set_value (result, "longest-zoc-run", "%d", longest);
  umpire_result_set_value (result, "empty", "%d", empty);
  return g_steal_pointer (&result);
}

UmpireResult *
umpire_westfront_liege (UmpireRules            *rules,
                        const UmpireLiegeInput *input,
                        GError                **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_westfront_liege_info);
  const UmpireRow *turn_item, *inf_item, *cav_item, *supply_item, *loss_item, *retreat_item, *bloss_item;
  double turn, inf, cav, supply, loss, bloss;
  gboolean allowed = TRUE;

  umpire_result_set_input (result, "turn", "%d", input->turn);
  umpire_result_set_input (result, "infantry", "%d", input->infantry_divisions);
  umpire_result_set_input (result, "cavalry", "%d", input->cavalry_divisions);
  umpire_result_set_input (result, "adjacent-units", "%d", input->adjacent_units);
  if (!umpire_weltkrieg_check_strength (input->turn, "turn", error) || !umpire_weltkrieg_check_strength (input->infantry_divisions, "infantry", error) ||
      !umpire_weltkrieg_check_strength (input->cavalry_divisions, "cavalry", error) ||
      !umpire_weltkrieg_check_strength (input->adjacent_units, "adjacent-units", error))
    return NULL;
  if (input->turn < 1)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "turn", _("must be 1 or more"));
      return NULL;
    }
  if (!umpire_rules_list_number (rules, SECTION39, "liege-turn", &turn, &turn_item, error) ||
      !umpire_rules_list_number (rules, SECTION39, "liege-infantry-divisions", &inf, &inf_item, error) ||
      !umpire_rules_list_number (rules, SECTION39, "liege-cavalry-divisions", &cav, &cav_item, error) ||
      !umpire_rules_list_number (rules, SECTION39, "liege-supply-points", &supply, &supply_item, error) ||
      !umpire_rules_list_number (rules, SECTION39, "liege-german-losses", &loss, &loss_item, error) ||
      !umpire_rules_list_number (rules, SECTION39, "liege-belgian-loss", &bloss, &bloss_item, error))
    return NULL;
  retreat_item = umpire_procedure_list_item (rules, SECTION39, "liege-belgian-retreat", error);
  if (retreat_item == NULL)
    return NULL;

  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                          _("Turn %d: %d infantry and %d cavalry divisions adjacent to Liege"),
                          input->turn, input->infantry_divisions, input->cavalry_divisions);
  if (input->turn != turn)
    {
      allowed = FALSE;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &turn_item->prov, _("Not allowed: %s"),
                              umpire_row_cell (turn_item, 0)->text);
    }
  if (input->infantry_divisions > inf)
    {
      allowed = FALSE;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &inf_item->prov, _("Not allowed: %s"),
                              umpire_row_cell (inf_item, 0)->text);
    }
  if (input->cavalry_divisions > cav)
    {
      allowed = FALSE;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &cav_item->prov, _("Not allowed: %s"),
                              umpire_row_cell (cav_item, 0)->text);
    }
  if (input->infantry_divisions + input->cavalry_divisions == 0)
    {
      allowed = FALSE;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &inf_item->prov,
                              _("Not allowed: no German division is adjacent to Liege"));
    }
  umpire_result_set_value (result, "allowed", "%s", umpire_weltkrieg_yes_no (allowed));
  if (allowed)
    {
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &supply_item->prov, "%s", umpire_row_cell (supply_item, 0)->text);
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &loss_item->prov, "%s", umpire_row_cell (loss_item, 0)->text);
      if (input->adjacent_units > 0)
        umpire_result_add_step (result, UMPIRE_STEP_RULE, &loss_item->prov,
                                _("%g strength points to share among %d adjacent units, as the German player chooses"),
                                loss, input->adjacent_units);
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &retreat_item->prov, "%s", umpire_row_cell (retreat_item, 0)->text);
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &bloss_item->prov, "%s", umpire_row_cell (bloss_item, 0)->text);
      umpire_result_set_value (result, "german-supply", "%g", supply);
      umpire_result_set_value (result, "german-loss", "%g", loss);
      umpire_result_set_value (result, "belgian-retreat", "yes");
      umpire_result_set_value (result, "belgian-loss", "%g", bloss);
    }
  return g_steal_pointer (&result);
}

UmpireResult *
umpire_westfront_belgian_release (UmpireRules                     *rules,
                                  const UmpireBelgianReleaseInput *input,
                                  GError                         **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_westfront_belgian_release_info);
  const UmpireTable *section = umpire_procedure_table (rules, SECTION39, error);
  const UmpireRow *attacked, *october, *paris, *coast, *map;
  gboolean released = FALSE;

  umpire_result_set_input_flag (result, "attacked", input->attacked);
  umpire_result_set_input_flag (result, "october", input->october);
  umpire_result_set_input_list (result, "adjacent-hex", input->adjacent_hexes);
  umpire_result_set_input_flag (result, "paris", input->paris);
  umpire_result_set_input_flag (result, "coast", input->coast);
  if (section == NULL)
    return NULL;
  /* The first item missing is the error. */
  if (!(attacked = umpire_procedure_list_item (rules, SECTION39, "belgian-release-attacked", error)) ||
      !(october = umpire_procedure_list_item (rules, SECTION39, "belgian-release-october", error)) ||
      !(paris = umpire_procedure_list_item (rules, SECTION39, "belgian-release-paris", error)) ||
      !(coast = umpire_procedure_list_item (rules, SECTION39, "belgian-release-coast", error)) ||
      !(map = umpire_procedure_list_item (rules, SECTION39, "belgian-release-map", error)))
    return NULL;

#define CHECK(cond, item) \
  G_STMT_START { \
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &(item)->prov, "%s %s", (cond) ? "☑" : "☐", \
                            umpire_row_cell ((item), 0)->text); \
    released |= (cond); \
  } G_STMT_END

  CHECK (input->attacked, attacked);
  CHECK (input->october, october);
  for (guint h = 0; input->adjacent_hexes != NULL && input->adjacent_hexes[h] != NULL; h++)
    {
      const char *hex = input->adjacent_hexes[h];
      gboolean listed = FALSE;

      for (guint i = 0; i < section->rows->len; i++)
        {
          const UmpireRow *row = g_ptr_array_index (section->rows, i);

          if (g_str_has_prefix (row->id, "belgian-release-hex-") && g_strcmp0 (row->item_value, hex) == 0)
            {
              listed = TRUE;
              CHECK (TRUE, row);
            }
        }
      if (!listed)
        {
          if (*hex == '\0' || strspn (hex, "0123456789") != strlen (hex))
            {
              umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "hexes",
                                  _("“%s” is not a hex number such as 1504"), hex);
              return NULL;
            }
          umpire_result_add_step (result, UMPIRE_STEP_RULE, &map->prov,
                                  _("☐ Hex %s of map %s is not one of the release hexes"), hex, map->item_value);
        }
    }
  CHECK (input->paris, paris);
  CHECK (input->coast, coast);
#undef CHECK

  umpire_result_set_value (result, "released", "%s", umpire_weltkrieg_yes_no (released));
  return g_steal_pointer (&result);
}

/* ---- run from the inputs as text ---------------------------------------- */

static UmpireResult *
run_french_attack (UmpireRules  *rules,
                  GHashTable   *inputs,
                  UmpireDice   *dice,
                  GError      **error)
{
  UmpireInputs in = { &umpire_westfront_french_attack_info, rules, inputs };
  UmpireFrenchAttackInput input = { 0 };

  (void) dice;
  if (!umpire_inputs_read_int (&in, "fortress", TRUE, &input.fortress, error)
      || !umpire_inputs_read_int (&in, "combined-strength", TRUE, &input.combined_strength, error)
      || !umpire_inputs_read_int (&in, "artillery", TRUE, &input.artillery, error))
    return NULL;
  return umpire_westfront_french_attack (rules, &input, error);
}

static UmpireResult *
run_line (UmpireRules  *rules,
         GHashTable   *inputs,
         UmpireDice   *dice,
         GError      **error)
{
  UmpireInputs in = { &umpire_westfront_line_info, rules, inputs };
  const char *hexes = umpire_inputs_get_text (&in, "hexes");

  (void) dice;
  if (hexes == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "hexes", _("must be given"));
      return NULL;
    }
  return umpire_westfront_line (rules, hexes, error);
}

static UmpireResult *
run_liege (UmpireRules  *rules,
          GHashTable   *inputs,
          UmpireDice   *dice,
          GError      **error)
{
  UmpireInputs in = { &umpire_westfront_liege_info, rules, inputs };
  UmpireLiegeInput input = { 0 };

  (void) dice;
  if (!umpire_inputs_read_int (&in, "turn", TRUE, &input.turn, error)
      || !umpire_inputs_read_int (&in, "infantry", FALSE, &input.infantry_divisions, error)
      || !umpire_inputs_read_int (&in, "cavalry", FALSE, &input.cavalry_divisions, error)
      || !umpire_inputs_read_int (&in, "adjacent-units", FALSE, &input.adjacent_units, error))
    return NULL;
  return umpire_westfront_liege (rules, &input, error);
}

static UmpireResult *
run_belgian_release (UmpireRules  *rules,
                    GHashTable   *inputs,
                    UmpireDice   *dice,
                    GError      **error)
{
  UmpireInputs in = { &umpire_westfront_belgian_release_info, rules, inputs };
  g_auto(GStrv) adjacent = umpire_inputs_dup_list (&in, "adjacent-hex");
  UmpireBelgianReleaseInput input = { 0 };

  (void) dice;
  if (!umpire_inputs_read_flag (&in, "attacked", &input.attacked, error)
      || !umpire_inputs_read_flag (&in, "october", &input.october, error)
      || !umpire_inputs_read_flag (&in, "paris", &input.paris, error)
      || !umpire_inputs_read_flag (&in, "coast", &input.coast, error))
    return NULL;
  input.adjacent_hexes = (const char * const *) adjacent;
  return umpire_westfront_belgian_release (rules, &input, error);
}
