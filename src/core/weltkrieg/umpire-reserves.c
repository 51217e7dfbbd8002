/* umpire-reserves.c: Der Weltkrieg HQ reserves: the commitment roll (9B, 9D)
 *
 * The nation's HQ effectiveness rating with its modifiers, who may be held
 * in reserve, and the roll against the rating.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "umpire-inputs.h"
#include "umpire-weltkrieg-private.h"

static UmpireResult *run_reserve (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

/* ---- HQ reserves -------------------------------------------------------- */

static gboolean
check_year (UmpireRules *rules,
            int          year,
            GError     **error)
{
  const UmpireTable *eras = umpire_procedure_table (rules, ERAS, error);
  int first = G_MAXINT, last = G_MININT;

  if (eras == NULL)
    return FALSE;
  for (guint i = 0; i < eras->rows->len; i++)
    {
      const UmpireRow *era = g_ptr_array_index (eras->rows, i);
      int from = 0, to = 0;

      if (era->item_value && sscanf (era->item_value, "%d-%d", &from, &to) == 2)
        {
          first = MIN (first, from);
          last = MAX (last, to);
        }
    }
  if (year < first || year > last)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "year",
                          _("must be between %d and %d"), first, last);
      return FALSE;
    }
  return TRUE;
}

static gboolean
nation_rating (UmpireResult *result,
               UmpireRules  *rules,
               const char   *nation,
               int           year,
               gint64       *rating,
               GError      **error)
{
  const UmpireTable *ratings = umpire_procedure_table (rules, RATINGS, error);
  const UmpireTable *minors = umpire_procedure_table (rules, MINORS, error);
  const UmpireTable *mods = umpire_procedure_table (rules, RATING_MODS, error);
  const char *row_id = nation;
  const UmpireRow *minor = NULL;
  double value;
  UmpireSituation situation = { .year = year, .nation = nation };

  if (ratings == NULL || minors == NULL || mods == NULL)
    return FALSE;
  if (nation == NULL || *nation == '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "nation", _("choose a nation"));
      return FALSE;
    }
  minor = umpire_table_get_row (minors, nation);
  if (minor != NULL)
    {
      /* Each minor-power name points at the rating row of all other minor powers. */
      g_autofree char *minor_label = umpire_rules_label_for (rules, MINORS, nation);

      row_id = minor->item_value;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &minor->prov,
                              _("%s: rated as one of all other minor powers"), minor_label);
    }
  else if (umpire_table_get_row (ratings, nation) == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "nation", _("unknown nation “%s”"), nation);
      return FALSE;
    }
  if (!umpire_weltkrieg_table_number (result, ratings, row_id, "rating", &value, error))
    return FALSE;
  umpire_result_apply_modifiers (result, mods, &situation, &value);
  *rating = (gint64) value;
  return TRUE;
}

/* ---- the descriptor ----------------------------------------------------- */

/* The minor powers rated as "all other minor powers" (weltkrieg.minor-powers);
 * the other nations are rows of weltkrieg.hq-ratings. */
static const UmpireWord minor_power_words[] = {
  { "romania", N_("Romania") },
  { "bulgaria", N_("Bulgaria") },
  { "greece", N_("Greece") },
  { "portugal", N_("Portugal") },
  { NULL, NULL },
};

/* The kinds weltkrieg.hq-reserves names in its item values. */
static const UmpireWord unit_words[] = {
  { "infantry", N_("Infantry") },
  { "mountain", N_("Mountain") },
  { "marine", N_("Marine") },
  { "cavalry", N_("Cavalry") },
  { NULL, NULL },
};

static const UmpireField reserve_inputs[] = {
  { "nation", N_("Nation"), UMPIRE_FIELD_CHOICE, .table = RATINGS, .words = minor_power_words },
  { "year", N_("Year"), UMPIRE_FIELD_NUMBER, 1914, 1918 },
  { "offensive", N_("Offensive reserve"), UMPIRE_FIELD_FLAG },
  { "unit", N_("Unit"), UMPIRE_FIELD_CHOICE, .words = unit_words },
  { "montenegrin", N_("Montenegrin unit"), UMPIRE_FIELD_FLAG },
  { "moved", N_("Unit moved this phase"), UMPIRE_FIELD_FLAG },
  { "out-of-range", N_("Battle hex out of MP range"), UMPIRE_FIELD_FLAG },
  { "hex-divisions", N_("Divisions in the battle hex"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "hex-artillery", N_("Artillery in the battle hex"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "defenders-remain", N_("A defender stayed in the hex"), UMPIRE_FIELD_FLAG },
  /* The die of weltkrieg.hq-reserves' commit-roll items. */
  { "die", N_("Commitment die"), UMPIRE_FIELD_DIE, .dice = "1d6" },
  { NULL }
};

static const UmpireField reserve_values[] = {
  { "rating", N_("HQ effectiveness rating"), UMPIRE_FIELD_NUMBER, 0, 6 },
  { "eligible", N_("May roll"), UMPIRE_FIELD_FLAG },
  { "die", N_("Commitment die"), UMPIRE_FIELD_NUMBER, 1, 6 },
  { "committed", N_("Committed"), UMPIRE_FIELD_FLAG },
  { "hex-divisions", N_("Divisions in the battle hex"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "hex-full", N_("Battle hex full"), UMPIRE_FIELD_FLAG },
  { "advance-mp", N_("Advance (MP)"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { NULL }
};

static const char *const older_reserve[] = { "reserve", NULL };

/* Each reserve committed counts for the side that rolled. */
static const UmpireStateWrite reserve_writes[] = {
  { "committed", UMPIRE_STATE_SIDE, "reserves-committed", UMPIRE_STATE_COUNT_YES },
  { NULL }
};

const UmpireProcedureInfo umpire_reserve_info = {
  "weltkrieg.reserve", &umpire_weltkrieg_system, N_("HQ reserve commitment"),
  reserve_inputs, reserve_values, older_reserve,
  .run = run_reserve,
  .outcome = (const char * const []) { "committed", NULL },
  .rule_entry = "weltkrieg.hq-reserves",
  .writes = reserve_writes,
};

UmpireResult *
umpire_reserve_commit (UmpireRules              *rules,
                       const UmpireReserveInput *input,
                       UmpireDice               *dice,
                       GError                  **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_reserve_info);
  g_autofree char *unit_label = NULL;
  g_autofree char *nation_label = NULL;
  const char *kind_id = input->offensive ? "offensive-reserve-units" : "defensive-reserve-units";
  const UmpireRow *kind = umpire_procedure_list_item (rules, RESERVES, kind_id, error);
  const UmpireRow *roll_item, *why_not = NULL;
  g_auto(GStrv) allowed = NULL;
  const char *unit;
  gint64 rating = 0;
  double max_divisions = 0, max_artillery = 0;
  const UmpireRow *div_item = NULL, *art_item = NULL;
  int divisions = input->hex_divisions;
  gboolean committed = FALSE;
  guint die = 0;
  UmpireRoll roll;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);

  umpire_result_set_input_text (result, "nation", input->nation);
  umpire_result_set_input (result, "year", "%d", input->year);
  umpire_result_set_input_flag (result, "offensive", input->offensive);
  umpire_result_set_input_text (result, "unit", input->unit);
  umpire_result_set_input_flag (result, "montenegrin", input->montenegrin);
  umpire_result_set_input_flag (result, "moved", input->moved);
  umpire_result_set_input_flag (result, "out-of-range", input->out_of_range);
  umpire_result_set_input (result, "hex-divisions", "%d", input->hex_divisions);
  umpire_result_set_input (result, "hex-artillery", "%d", input->hex_artillery);
  umpire_result_set_input_flag (result, "defenders-remain", input->defenders_remain);

  if (kind == NULL)
    return NULL;
  if (!check_year (rules, input->year, error))
    return NULL;
  if (!nation_rating (result, rules, input->nation, input->year, &rating, error))
    return NULL;
  if (!umpire_weltkrieg_check_strength (input->hex_divisions, "hex-divisions", error) ||
      !umpire_weltkrieg_check_strength (input->hex_artillery, "hex-artillery", error))
    return NULL;
  if (!umpire_rules_list_number (rules, RESERVES, "stacking-limit-divisions", &max_divisions, &div_item, error) ||
      !umpire_rules_list_number (rules, RESERVES, "stacking-limit-artillery", &max_artillery, &art_item, error))
    return NULL;
  /* More than a hex may hold is not a hex on the map: refused, named. */
  if (input->hex_artillery > max_artillery)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "hex-artillery",
                          _("%d artillery in one hex, but a hex holds at most %g"), input->hex_artillery,
                          max_artillery);
      return NULL;
    }
  if (input->hex_divisions > max_divisions)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "hex-divisions",
                          _("%d divisions in one hex, but a hex holds at most %g"), input->hex_divisions,
                          max_divisions);
      return NULL;
    }

  allowed = g_strsplit (kind->item_value ? kind->item_value : "", " ", -1);
  unit = input->unit && *input->unit ? input->unit : allowed[0];
  if (unit == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, kind_id, _("no unit kinds in the database"));
      return NULL;
    }
  /* A minor power's name is its item in the minor-powers list, not a rating row. */
  {
    const UmpireTable *minors = umpire_rules_get_table (rules, MINORS);

    nation_label = umpire_rules_label_for (rules, minors && umpire_table_get_row (minors, input->nation)
                                                  ? MINORS : RATINGS, input->nation);
  }
  unit_label = umpire_field_dup_for_people (umpire_procedure_info_find_input (&umpire_reserve_info, "unit"), rules, unit);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%s reserve: one %s unit of %s, %d"),
                          input->offensive ? _("Offensive") : _("Defensive"), unit_label, nation_label, input->year);

  /* What each HQ may hold: a reminder, the page does not track HQs. */
  {
    const UmpireRow *per_hq = umpire_procedure_list_item (rules, RESERVES, input->offensive ? "offensive-reserve-per-hq"
                                                                           : "defensive-reserve-per-hq", error);
    if (per_hq == NULL)
      return NULL;
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &per_hq->prov, _("Reminder: %s"),
                            umpire_row_cell (per_hq, 0)->text);
  }

  /* Who may be in reserve, and whether this unit may try at all. */
  if (!g_strv_contains ((const char * const *) allowed, unit))
    {
      const UmpireTable *reserves = umpire_rules_get_table (rules, RESERVES);
      gboolean known = FALSE;

      for (guint i = 0; i < reserves->rows->len; i++)
        {
          const UmpireRow *row = g_ptr_array_index (reserves->rows, i);
          g_auto(GStrv) kinds = NULL;

          if (!g_str_has_suffix (row->id, "-reserve-units") || row->item_value == NULL)
            continue;
          kinds = g_strsplit (row->item_value, " ", -1);
          known |= g_strv_contains ((const char * const *) kinds, unit);
        }
      if (!known)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "unit", _("unknown unit kind “%s”"), unit);
          return NULL;
        }
      why_not = kind;
    }
  else
    {
      const char *stop = NULL;

      if (input->montenegrin)
        stop = "serbia-no-montenegrin";
      else if (input->moved)
        stop = "placement-no-move";
      else if (input->out_of_range)
        stop = input->offensive ? "offensive-activation-range" : "defensive-activation-range";
      else if (input->offensive && input->defenders_remain)
        stop = "offensive-reserve-condition";
      else if (!input->offensive && divisions >= max_divisions)
        why_not = div_item;
      if (stop != NULL && (why_not = umpire_procedure_list_item (rules, RESERVES, stop, error)) == NULL)
        return NULL;
    }

  if (!input->offensive)
    umpire_result_add_step (result, UMPIRE_STEP_RULE, &div_item->prov,
                            _("Battle hex: %d of %g divisions, %d of %g artillery"),
                            divisions, max_divisions, input->hex_artillery, max_artillery);

  if (why_not != NULL)
    {
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &why_not->prov, _("No roll: %s"),
                              umpire_row_cell (why_not, 0)->text);
    }
  else
    {
      roll_item = umpire_procedure_list_item (rules, RESERVES, input->offensive ? "offensive-commit-roll"
                                                               : "defensive-commit-roll", error);
      if (roll_item == NULL)
        return NULL;
      if (!umpire_result_roll_field (result, dice, roll_item->item_value, "die", _("Commitment die"),
                                     NULL, &roll, error))
        return NULL;
      die = roll.total;
      committed = die <= rating;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &roll_item->prov,
                              committed ? _("%u ≤ rating %d: committed")
                                        : _("%u > rating %d: stays in reserve"),
                              die, (int) rating);
      if (committed && input->offensive)
        {
          const UmpireRow *advance = umpire_procedure_list_item (rules, RESERVES, "offensive-advance-mp", error);

          if (advance == NULL)
            return NULL;
          umpire_result_add_step (result, UMPIRE_STEP_RULE, &advance->prov, "%s",
                                  umpire_row_cell (advance, 0)->text);
          umpire_result_set_value (result, "advance-mp", "%s", advance->item_value);
        }
      if (committed && !input->offensive)
        divisions++;
    }

  umpire_result_set_value (result, "rating", "%" G_GINT64_FORMAT, rating);
  umpire_result_set_value (result, "eligible", "%s", umpire_weltkrieg_yes_no (why_not == NULL));
  if (why_not == NULL)
    umpire_result_set_value (result, "die", "%u", die);
  umpire_result_set_value (result, "committed", "%s", umpire_weltkrieg_yes_no (committed));
  if (!input->offensive)
    {
      umpire_result_set_value (result, "hex-divisions", "%d", divisions);
      umpire_result_set_value (result, "hex-full", "%s", umpire_weltkrieg_yes_no (divisions >= max_divisions));
      if (divisions >= max_divisions && committed)
        umpire_result_add_step (result, UMPIRE_STEP_RULE, &div_item->prov,
                                _("The battle hex is now at maximum stacking: no more reserves"));
    }
  return g_steal_pointer (&result);
}

/* ---- run from the inputs as text ---------------------------------------- */

static UmpireResult *
run_reserve (UmpireRules  *rules,
            GHashTable   *inputs,
            UmpireDice   *dice,
            GError      **error)
{
  UmpireInputs in = { &umpire_reserve_info, rules, inputs };
  UmpireReserveInput input = { 0 };

  if (!umpire_inputs_read_choice (&in, "nation", TRUE, &input.nation, error)
      || !umpire_inputs_read_int (&in, "year", TRUE, &input.year, error)
      || !umpire_inputs_read_flag (&in, "offensive", &input.offensive, error)
      || !umpire_inputs_read_choice (&in, "unit", FALSE, &input.unit, error)
      || !umpire_inputs_read_flag (&in, "montenegrin", &input.montenegrin, error)
      || !umpire_inputs_read_flag (&in, "moved", &input.moved, error)
      || !umpire_inputs_read_flag (&in, "out-of-range", &input.out_of_range, error)
      || !umpire_inputs_read_int (&in, "hex-divisions", FALSE, &input.hex_divisions, error)
      || !umpire_inputs_read_int (&in, "hex-artillery", FALSE, &input.hex_artillery, error)
      || !umpire_inputs_read_flag (&in, "defenders-remain", &input.defenders_remain, error))
    return NULL;
  return umpire_reserve_commit (rules, &input, dice, error);
}
