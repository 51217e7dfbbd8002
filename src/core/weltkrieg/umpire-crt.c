/* umpire-crt.c: Der Weltkrieg optional CRTs: shifts, columns, one read
 *
 * The optional CRTs are read in two steps: the shift table turns strength
 * and net shift into an effective column, the loss table turns that column
 * and a die into a loss. Strengths beyond the tables are split or capped as
 * the over-50 convention says; the conventions are quoted in the trail when
 * they decide something.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "umpire-inputs.h"
#include "umpire-weltkrieg-private.h"

static UmpireResult *run_crt (UmpireRules *rules, GHashTable *inputs, UmpireDice *dice, GError **error);

/* ---- the CRT ------------------------------------------------------------ */

gboolean
umpire_weltkrieg_find_era (UmpireRules  *rules,
                           const char   *era_id,
                           WeltkriegEra *era,
                           GError      **error)
{
  const UmpireTable *eras = umpire_procedure_table (rules, ERAS, error);
  g_autofree char *shifts_id = NULL;
  g_autofree char *losses_id = NULL;

  if (eras == NULL)
    return FALSE;
  if (era_id == NULL || *era_id == '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "era", _("choose an era"));
      return FALSE;
    }
  era->era = umpire_table_get_row (eras, era_id);
  if (era->era == NULL)
    {
      g_autoptr(GString) known = g_string_new (NULL);

      for (guint i = 0; i < eras->rows->len; i++)
        g_string_append_printf (known, "%s%s", i ? ", " : "",
                                ((const UmpireRow *) g_ptr_array_index (eras->rows, i))->id);
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "era",
                          _("unknown era “%s” (%s)"), era_id, known->str);
      return FALSE;
    }
  losses_id = g_strdup_printf ("weltkrieg.crt-%s", era_id);
  shifts_id = g_strdup_printf ("weltkrieg.crt-%s.shifts", era_id);
  era->losses = umpire_procedure_table (rules, losses_id, error);
  if (era->losses == NULL)
    return FALSE;
  era->shifts = umpire_procedure_table (rules, shifts_id, error);
  return era->shifts != NULL;
}

gboolean
umpire_weltkrieg_get_era_tables (UmpireRules        *rules,
                                 const char         *era_id,
                                 const UmpireTable **shifts,
                                 const UmpireTable **losses,
                                 GError            **error)
{
  WeltkriegEra era;

  if (!umpire_weltkrieg_find_era (rules, era_id, &era, error))
    return FALSE;
  *shifts = era.shifts;
  *losses = era.losses;
  return TRUE;
}

/* The widest column a CRT procedure reads: no strength the rules can mean
 * goes past it, and it bounds every loop over columns. */
#define CRT_COLUMN_MAX 1000

/* The last column of a CRT table, by its range; 0 when the table has no
 * numbered column a procedure can read (a rule pack may give any shape). */
static int
table_last_column (const UmpireTable *table)
{
  const UmpireColumn *last;

  if (table->columns == NULL || table->columns->len == 0)
    return 0;
  last = g_ptr_array_index (table->columns, table->columns->len - 1);
  if (!(last->range.max >= 1 && last->range.max <= CRT_COLUMN_MAX))
    return 0;
  return (int) last->range.max;
}

/* The net shift, with its steps; -> *shift. */
static gboolean
net_shift (UmpireResult         *result,
           UmpireRules          *rules,
           const WeltkriegShift *in,
           const WeltkriegEra   *era,
           int                  *shift,
           GError              **error)
{
  const UmpireTable *terrain = umpire_procedure_table (rules, TERRAIN, error);
  const UmpireTable *clamp;
  const UmpireRow *row;
  const char *column = in->counterattack ? "counterattack" : "attack";
  const UmpireRow *max_item;
  double value, total = 0, max_shift;
  gboolean exempt = FALSE;
  const UmpireRow *exemption = NULL;
  double min_row = G_MAXDOUBLE, max_row = -G_MAXDOUBLE;

  if (terrain == NULL)
    return FALSE;
  if (in->terrain == NULL || *in->terrain == '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "terrain", _("choose a terrain"));
      return FALSE;
    }
  row = umpire_table_get_row (terrain, in->terrain);
  if (row == NULL || !umpire_weltkrieg_row_is_terrain (row))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "terrain",
                          _("unknown terrain “%s”"), in->terrain);
      return FALSE;
    }
  if (in->insufficient_artillery && !in->trench)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "insufficient-artillery",
                          _("applies only against a trench"));
      return FALSE;
    }

  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                          in->counterattack ? _("Counterattack: shifts of the counterattack column (+)")
                                            : _("Attack: shifts of the attack column (−)"));
  if (!umpire_weltkrieg_table_number (result, terrain, in->terrain, column, &value, error))
    return FALSE;
  total += value;
  if (in->trench)
    {
      if (!umpire_weltkrieg_table_number (result, terrain, TRENCH_ROW, column, &value, error))
        return FALSE;
      total += value;
    }
  if (in->insufficient_artillery)
    {
      g_autofree char *own = g_strconcat (INSUFFICIENT_ROW, in->terrain, NULL);
      const char *id = umpire_table_get_row (terrain, own) ? own : INSUFFICIENT_ROW "other";

      if (!umpire_weltkrieg_table_number (result, terrain, id, column, &value, error))
        return FALSE;
      total += value;
    }
  if (in->extra_shift != 0)
    {
      umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                              _("Further shift entered by the umpire: %+d"), in->extra_shift);
      total += in->extra_shift;
    }
  umpire_result_add_step (result, UMPIRE_STEP_MODIFIER, NULL, _("Total shift: %+g"), total);

  /* +4/-4, except where the clamp list names the case. */
  clamp = umpire_procedure_table (rules, SHIFT_CLAMP, error);
  if (clamp == NULL || !umpire_rules_list_number (rules, SHIFT_CLAMP, "max-shift", &max_shift, &max_item, error))
    return FALSE;
  for (guint i = 0; i < clamp->rows->len; i++)
    {
      const UmpireRow *item = g_ptr_array_index (clamp->rows, i);

      if (!g_str_has_prefix (item->id, "exempt-") || item->item_value == NULL)
        continue;
      if (g_str_equal (item->item_value, in->terrain) ||
          (in->artillery_vs_fortress && g_str_equal (item->id, "exempt-artillery-vs-fortress")))
        {
          exempt = TRUE;
          exemption = item;
        }
    }
  if (exempt)
    {
      if (fabs (total) > max_shift)
        umpire_result_add_step (result, UMPIRE_STEP_RULE, &exemption->prov,
                                _("No %+g/%+g limit: %s"), max_shift, -max_shift,
                                umpire_row_cell (exemption, 0)->text);
    }
  else if (fabs (total) > max_shift)
    {
      double held = total > 0 ? max_shift : -max_shift;

      umpire_result_add_step (result, UMPIRE_STEP_CLAMP, &max_item->prov,
                              _("Shift %+g held to %+g: %s"), total, held,
                              umpire_row_cell (max_item, 0)->text);
      total = held;
    }

  /* Beyond the printed shift rows: the last row (weltkrieg.crt-conventions). */
  for (guint i = 0; i < era->shifts->rows->len; i++)
    {
      const UmpireRow *r = g_ptr_array_index (era->shifts->rows, i);
      min_row = MIN (min_row, r->range.min);
      max_row = MAX (max_row, r->range.max);
    }
  if (total > max_row || total < min_row)
    {
      const UmpireRow *conv = umpire_procedure_list_item (rules, CONVENTIONS, "shift-beyond-table", error);
      double held = total > max_row ? max_row : min_row;

      if (conv == NULL)
        return FALSE;
      umpire_result_add_step (result, UMPIRE_STEP_CLAMP, &conv->prov,
                              _("Shift %+g read on the last printed row, %+g"), total, held);
      total = held;
    }
  *shift = (int) total;
  return TRUE;
}

/* Splits `value` into parts of at most `last`, appended to `parts`;
 * returns them as the trail writes them, "50+50+20". */
static char *
split_into_parts (GArray *parts,
                  int     value,
                  int     last)
{
  GString *text = g_string_new (NULL);

  /* The callers hold last to 1..CRT_COLUMN_MAX and value to at most
   * CRT_COLUMN_MAX parts of it. */
  g_return_val_if_fail (last >= 1 && value / last <= CRT_COLUMN_MAX, g_string_free (text, FALSE));

  for (int left = value; left > 0; left -= MIN (left, last))
    {
      int part = MIN (left, last);

      g_array_append_val (parts, part);
      g_string_append_printf (text, "%s%d", text->len ? "+" : "", part);
    }
  return g_string_free (text, FALSE);
}

/* The effective columns of `strength` at `shift`: one, or more under "split". */
static gboolean
effective_columns (UmpireResult       *result,
                   UmpireRules        *rules,
                   const WeltkriegEra *era,
                   int                 strength,
                   int                 shift,
                   const UmpireRow    *over_50,
                   GArray             *columns,
                   GError            **error)
{
  int shift_last = table_last_column (era->shifts);
  int loss_last = table_last_column (era->losses);
  gboolean split = g_strcmp0 (over_50->item_value, "split") == 0;
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (int));

  if (shift_last < 1 || loss_last < 1)
    {
      const UmpireTable *bad = shift_last < 1 ? era->shifts : era->losses;

      umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, bad->id,
                          _("the table has no numbered columns to read (%s:%d)"), bad->prov.file, bad->prov.line);
      return FALSE;
    }
  if (strength / shift_last > CRT_COLUMN_MAX)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "strength",
                          _("%d is more than the tables can read (%d columns of %d)"),
                          strength, CRT_COLUMN_MAX, shift_last);
      return FALSE;
    }
  if (!split && g_strcmp0 (over_50->item_value, "cap") != 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "over-50",
                          _("unknown convention “%s” (split or cap)"),
                          over_50->item_value ? over_50->item_value : "");
      return FALSE;
    }

  /* Strength beyond the shift table: split or cap before the shift. */
  if (strength > shift_last && shift != 0)
    {
      if (split)
        {
          g_autofree char *text = split_into_parts (parts, strength, shift_last);

          umpire_result_add_step (result, UMPIRE_STEP_RULE, &over_50->prov,
                                  _("Strength %d is beyond the shift table's %d columns: split into %s (convention “split”)"),
                                  strength, shift_last, text);
        }
      else
        {
          umpire_result_add_step (result, UMPIRE_STEP_CLAMP, &over_50->prov,
                                  _("Strength %d is beyond the shift table: read as %d (convention “cap”)"),
                                  strength, shift_last);
          g_array_append_val (parts, shift_last);
        }
    }
  else
    g_array_append_val (parts, strength);

  for (guint i = 0; i < parts->len; i++)
    {
      int part = g_array_index (parts, int, i);
      int effective = part;

      if (shift != 0)
        {
          g_autofree char *column_id = g_strdup_printf ("%d", part);
          const UmpireCell *cell = umpire_result_read_cell (result, era->shifts, shift, column_id, error);
          double value;

          if (cell == NULL || !umpire_cell_get_number (cell, &value, error))
            return FALSE;
          /* A column, within what the loss table can be split into. */
          if (!(value >= 1 && value <= (double) loss_last * CRT_COLUMN_MAX))
            {
              umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, era->shifts->id,
                                  _("the cell reads %g, not a column of the table (%s:%d)"),
                                  value, cell->prov.file, cell->prov.line);
              return FALSE;
            }
          effective = (int) value;
        }
      else
        umpire_result_add_step (result, UMPIRE_STEP_RULE, NULL,
                                _("No shift: roll on the printed column %d"), part);

      if (effective > loss_last)
        {
          if (split)
            {
              g_autofree char *text = split_into_parts (columns, effective, loss_last);

              umpire_result_add_step (result, UMPIRE_STEP_RULE, &over_50->prov,
                                      _("Column %d is beyond the table's %d: read as columns %s with the same die, losses added (convention “split”)"),
                                      effective, loss_last, text);
            }
          else
            {
              umpire_result_add_step (result, UMPIRE_STEP_CLAMP, &over_50->prov,
                                      _("Column %d is beyond the table: read as column %d (convention “cap”)"),
                                      effective, loss_last);
              g_array_append_val (columns, loss_last);
            }
        }
      else
        g_array_append_val (columns, effective);
    }
  return TRUE;
}

/* Reads the losses of `columns` at `die`, then the retreat rules. */
static gboolean
read_losses (UmpireResult       *result,
             UmpireRules        *rules,
             const WeltkriegEra *era,
             GArray             *columns,
             guint               die,
             gboolean            retreat,
             WeltkriegCrtRead   *out,
             GError            **error)
{
  g_autoptr(GString) printed = g_string_new (NULL);
  g_autoptr(GString) column_text = g_string_new (NULL);
  int plain = 0, r_count = 0;
  const UmpireRow *r_item = umpire_procedure_list_item (rules, KEY, "r-result", error);

  if (r_item == NULL)
    return FALSE;
  for (guint i = 0; i < columns->len; i++)
    {
      int c = g_array_index (columns, int, i);
      g_autofree char *column_id = g_strdup_printf ("%d", c);
      const UmpireCell *cell = umpire_result_read_cell (result, era->losses, die, column_id, error);
      double value;

      if (cell == NULL)
        return FALSE;
      g_string_append_printf (printed, "%s%s", i ? "+" : "", cell->text);
      g_string_append_printf (column_text, "%s%d", i ? "+" : "", c);
      if (g_strcmp0 (cell->text, r_item->item_value) == 0)
        r_count++;
      else if (!umpire_cell_get_number (cell, &value, error))
        return FALSE;
      /* A loss no table of the rules prints: refused, not overflowed. */
      else if (!(value >= 0 && value <= CRT_COLUMN_MAX))
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, era->losses->id,
                              _("the cell reads %g, not a loss of strength points (%s:%d)"),
                              value, cell->prov.file, cell->prov.line);
          return FALSE;
        }
      else
        plain += (int) value;
    }
  out->printed_loss = plain + r_count;
  out->loss = out->printed_loss;
  g_strlcpy (out->printed, printed->str, sizeof out->printed);
  g_strlcpy (out->column, column_text->str, sizeof out->column);
  out->first_column = g_array_index (columns, int, 0);

  if (r_count > 0 && !retreat)
    {
      const UmpireRow *mandatory = umpire_procedure_list_item (rules, KEY, "r-retreat-mandatory", error);

      if (mandatory == NULL)
        return FALSE;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &r_item->prov,
                              _("“%s” without a retreat: a loss of 1"), r_item->item_value);
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &mandatory->prov, "%s",
                              umpire_row_cell (mandatory, 0)->text);
    }
  if (retreat)
    {
      const UmpireRow *reduction_item, *rounding;
      double reduction;
      gint64 rounded = 0;

      if (r_count > 0)
        umpire_result_add_step (result, UMPIRE_STEP_RULE, &r_item->prov,
                                _("“%s” and the defender retreats: the loss of 1 is cancelled"),
                                r_item->item_value);
      if (!umpire_rules_list_number (rules, KEY, "retreat-reduction", &reduction, &reduction_item, error))
        return FALSE;
      rounding = umpire_procedure_list_item (rules, CONVENTIONS, "retreat-rounding", error);
      if (rounding == NULL)
        return FALSE;
      if (plain > 0)
        {
          double reduced = plain * (1.0 - reduction);

          umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &reduction_item->prov,
                                  _("Retreat reduces losses by %s: %d × (1 − %s) = %.4g"),
                                  reduction_item->item_value, plain, reduction_item->item_value, reduced);
          if (!umpire_weltkrieg_round_by (result, rounding, _("Loss after the retreat"), reduced, &rounded, error))
            return FALSE;
        }
      out->loss = (int) rounded;
    }
  return TRUE;
}

static const UmpireRow *
over_50_convention (UmpireRules  *rules,
                    UmpireResult *result,
                    const char   *override,
                    UmpireRow    *scratch,
                    GError      **error)
{
  const UmpireRow *conv = umpire_procedure_list_item (rules, CONVENTIONS, "over-50", error);

  if (conv == NULL)
    return NULL;
  if (override == NULL || *override == '\0' || g_strcmp0 (override, conv->item_value) == 0)
    return conv;
  if (!g_str_equal (override, "split") && !g_str_equal (override, "cap"))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "over-50",
                          _("unknown convention “%s” (split or cap)"), override);
      return NULL;
    }
  /* The umpire's override keeps the rule's provenance for the trail. */
  *scratch = *conv;
  scratch->item_value = override;
  if (result)
    umpire_result_add_step (result, UMPIRE_STEP_OVERRIDE, &conv->prov,
                            _("Columns above the table: the umpire chose “%s” instead of “%s”"),
                            override, conv->item_value);
  return scratch;
}

/* Strength, shift, columns, die and losses: the heart of both procedures. */
gboolean
umpire_weltkrieg_crt_read (UmpireResult         *result,
                           UmpireRules          *rules,
                           const WeltkriegShift *in,
                           const char           *over_50,
                           gboolean              retreat,
                           UmpireDice           *dice,
                           const char           *die_field,
                           const char           *purpose,
                           WeltkriegCrtRead     *out,
                           GError              **error)
{
  WeltkriegEra era;
  const UmpireRow *conv;
  UmpireRow scratch;
  g_autoptr(GArray) columns = g_array_new (FALSE, FALSE, sizeof (int));
  UmpireRoll roll;

  memset (out, 0, sizeof *out);
  if (!umpire_weltkrieg_find_era (rules, in->era, &era, error))
    return FALSE;
  if (in->strength < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "strength", _("must be 0 or more"));
      return FALSE;
    }
  if (!net_shift (result, rules, in, &era, &out->shift, error))
    return FALSE;
  if (in->strength == 0 || in->no_combat != NULL)
    {
      const UmpireRow *zero = umpire_procedure_list_item (rules, CONVENTIONS,
                                                          in->no_combat != NULL ? in->no_combat : "strength-zero",
                                                          error);

      if (zero == NULL)
        return FALSE;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &zero->prov, "%s",
                              umpire_row_cell (zero, 0)->text);
      out->combat = FALSE;
      g_strlcpy (out->column, WELTKRIEG_NO_COMBAT, sizeof out->column);
      g_strlcpy (out->printed, WELTKRIEG_NO_COMBAT, sizeof out->printed);
      return TRUE;
    }
  out->combat = TRUE;
  conv = over_50_convention (rules, result, over_50, &scratch, error);
  if (conv == NULL)
    return FALSE;
  if (!effective_columns (result, rules, &era, in->strength, out->shift, conv, columns, error))
    return FALSE;
  if (!umpire_result_roll_field (result, dice, umpire_table_dice (era.losses), die_field, purpose,
                                 NULL, &roll, error))
    return FALSE;
  out->die = roll.total;
  return read_losses (result, rules, &era, columns, out->die, retreat, out, error);
}

/* ---- the descriptor ----------------------------------------------------- */

static const UmpireField crt_inputs[] = {
  WELTKRIEG_CRT_INPUTS,
  { "strength", N_("Strength"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { "shift", N_("Shift"), UMPIRE_FIELD_NUMBER, -99, 99 },
  { "counterattack", N_("Counterattack"), UMPIRE_FIELD_FLAG },
  { "retreat", N_("Retreat"), UMPIRE_FIELD_FLAG },
  { "die", N_("CRT die"), UMPIRE_FIELD_DIE, .table = WELTKRIEG_CRT_DICE_TABLE },
  { NULL }
};

static const UmpireField crt_values[] = {
  { "combat", N_("Combat takes place"), UMPIRE_FIELD_FLAG },
  { "shift", N_("Net shift"), UMPIRE_FIELD_NUMBER },
  { "column", N_("Column read"), UMPIRE_FIELD_TEXT, .words = umpire_weltkrieg_no_combat_words },
  { "die", N_("CRT die"), UMPIRE_FIELD_NUMBER, 1, 6 },
  { "result", N_("Result as printed"), UMPIRE_FIELD_TEXT, .words = umpire_weltkrieg_no_combat_words },
  { "loss", N_("Loss"), UMPIRE_FIELD_NUMBER, 0, WELTKRIEG_COUNT_MAX },
  { NULL }
};

static const char *const older_crt[] = { "crt", NULL };

const UmpireProcedureInfo umpire_crt_info = {
  "weltkrieg.crt", &umpire_weltkrieg_system, N_("Combat results table"),
  crt_inputs, crt_values, older_crt,
  .run = run_crt,
  .outcome = (const char * const []) { "result", "loss", NULL },
  .rule_entry = "weltkrieg.crt-eras",
};

UmpireResult *
umpire_crt_resolve (UmpireRules          *rules,
                    const UmpireCrtInput *input,
                    UmpireDice           *dice,
                    GError              **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_crt_info);
  g_autofree char *terrain_label = NULL;
  WeltkriegShift in = {
    input->era, input->strength, input->shift, input->terrain, input->trench,
    input->insufficient_artillery, input->counterattack, input->artillery_vs_fortress,
  };
  WeltkriegCrtRead read;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);

  umpire_weltkrieg_set_crt_inputs (result, input->era, input->terrain, input->trench, input->insufficient_artillery,
                                   input->artillery_vs_fortress, input->over_50);
  umpire_result_set_input (result, "strength", "%d", input->strength);
  umpire_result_set_input (result, "shift", "%d", input->shift);
  umpire_result_set_input_flag (result, "counterattack", input->counterattack);
  umpire_result_set_input_flag (result, "retreat", input->retreat);
  if (input->terrain != NULL)
    terrain_label = umpire_rules_label_for (rules, TERRAIN, input->terrain);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                          _("Era %s, %d strength points, terrain %s%s%s%s"),
                          input->era ? input->era : "?", input->strength,
                          terrain_label ? terrain_label : "?",
                          input->trench ? _(", trench") : "",
                          input->insufficient_artillery ? _(", insufficient artillery") : "",
                          input->retreat ? _(", the side taking the loss retreats") : "");
  if (!umpire_weltkrieg_crt_read (result, rules, &in, input->over_50, input->retreat, dice, "die",
                                  _("CRT die"), &read, error))
    return NULL;

  umpire_result_set_value (result, "combat", "%s", umpire_weltkrieg_yes_no (read.combat));
  umpire_result_set_value (result, "shift", "%+d", read.shift);
  umpire_result_set_value (result, "column", "%s", read.column);
  if (read.combat)
    umpire_result_set_value (result, "die", "%u", read.die);
  umpire_result_set_value (result, "result", "%s", read.printed);
  umpire_result_set_value (result, "loss", "%d", read.loss);
  return g_steal_pointer (&result);
}

/* ---- run from the inputs as text ---------------------------------------- */

static UmpireResult *
run_crt (UmpireRules  *rules,
        GHashTable   *inputs,
        UmpireDice   *dice,
        GError      **error)
{
  UmpireInputs in = { &umpire_crt_info, rules, inputs };
  UmpireCrtInput input = { 0 };

  if (!umpire_weltkrieg_read_crt_inputs (&in, &input.era, &input.terrain, &input.trench,
                                         &input.insufficient_artillery, &input.artillery_vs_fortress,
                                         &input.over_50, error)
      || !umpire_inputs_read_int (&in, "strength", TRUE, &input.strength, error)
      || !umpire_inputs_read_int (&in, "shift", FALSE, &input.shift, error)
      || !umpire_inputs_read_flag (&in, "counterattack", &input.counterattack, error)
      || !umpire_inputs_read_flag (&in, "retreat", &input.retreat, error))
    return NULL;
  return umpire_crt_resolve (rules, &input, dice, error);
}
