/* umpire-weltkrieg.c: Der Weltkrieg adjudication
 *
 * The optional CRTs are read in two steps: the shift table turns strength
 * and net shift into an effective column, the loss table turns that column
 * and a die into a loss. Everything numeric comes from weltkrieg.xml; the
 * conventions where the source is silent are items of
 * weltkrieg.crt-conventions, quoted in the trail when they decide something.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "umpire-procedure.h"
#include "umpire-weltkrieg.h"

#define ERAS         "weltkrieg.crt-eras"
#define CONVENTIONS  "weltkrieg.crt-conventions"
#define KEY          "weltkrieg.crt-key"
#define TERRAIN      "weltkrieg.terrain"
#define SHIFT_CLAMP  "weltkrieg.shift-clamp"
#define COUNTER      "weltkrieg.counterattack"
#define SUPPLY       "weltkrieg.supply"
#define SECTION39    "weltkrieg.section39"
#define RATINGS      "weltkrieg.hq-ratings"
#define RATING_MODS  "weltkrieg.hq-rating-modifiers"
#define RESERVES     "weltkrieg.hq-reserves"
#define MINORS       "weltkrieg.minor-powers"

#define TRENCH_ROW        "trench"
#define INSUFFICIENT_ROW  "insufficient-artillery-vs-trench-"

/* ---- database access ---------------------------------------------------- */

static const UmpireRow *
list_item (UmpireRules  *rules,
           const char   *list_id,
           const char   *item_id,
           GError      **error)
{
  const UmpireTable *list = umpire_procedure_table (rules, list_id, error);
  const UmpireRow *row;

  if (list == NULL)
    return NULL;
  row = umpire_table_get_row (list, item_id);
  if (row == NULL)
    umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, list_id,
                        _("the rules database has no item “%s”"), item_id);
  return row;
}

static gboolean
item_number (const UmpireRow  *item,
             double           *number,
             GError          **error)
{
  const char *text = item->item_value;
  char *end = NULL;
  double value;

  if (text == NULL)
    goto bad;
  value = g_ascii_strtod (text, &end);
  if (end == text)
    goto bad;
  /* "1/3" */
  if (*end == '/')
    {
      const char *denominator = end + 1;
      double d = g_ascii_strtod (denominator, &end);

      if (end == denominator || d == 0)
        goto bad;
      value /= d;
    }
  if (*end != '\0')
    goto bad;
  *number = value;
  return TRUE;

bad:
  umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, item->id,
                      _("the rules database gives “%s”, not a number (%s:%d)"),
                      text ? text : "", item->prov.file, item->prov.line);
  return FALSE;
}

static gboolean
list_number (UmpireRules      *rules,
             const char       *list_id,
             const char       *item_id,
             double           *number,
             const UmpireRow **item_out,
             GError          **error)
{
  const UmpireRow *item = list_item (rules, list_id, item_id, error);

  if (item == NULL || !item_number (item, number, error))
    return FALSE;
  if (item_out)
    *item_out = item;
  return TRUE;
}

static gboolean
table_number (UmpireResult      *result,
              const UmpireTable *table,
              const char        *row_id,
              const char        *column_id,
              double            *number,
              GError           **error)
{
  const UmpireCell *cell = umpire_result_read_cell_at (result, table, row_id, column_id, error);

  return cell != NULL && umpire_cell_get_number (cell, number, error);
}

/* Rounding as a convention item names it: "nearest" (halves up), "up", "down". */
static gboolean
round_by (UmpireResult     *result,
          const UmpireRow  *convention,
          const char       *what,
          double            value,
          gint64           *rounded,
          GError          **error)
{
  const char *how = convention->item_value;
  double r;

  if (g_strcmp0 (how, "nearest") == 0)
    r = umpire_round_half_up (value);
  else if (g_strcmp0 (how, "up") == 0)
    r = ceil (value - 1e-9);
  else if (g_strcmp0 (how, "down") == 0)
    r = floor (value + 1e-9);
  else
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_RULES, convention->id,
                          _("unknown rounding “%s” (nearest, up or down)"), how ? how : "");
      return FALSE;
    }
  if (fabs (r - value) > 1e-9)
    umpire_result_add_step (result, UMPIRE_STEP_ROUND, &convention->prov,
                            _("%s: %.4g rounds %s to %g"), what, value,
                            g_str_equal (how, "nearest") ? _("to the nearest") :
                            g_str_equal (how, "up") ? _("up") : _("down"), r);
  *rounded = (gint64) r;
  return TRUE;
}

static const char *
yes_no (gboolean value)
{
  return value ? "yes" : "no";
}

/* Labels for people; the names stay for machines (--xml). */
static const UmpireValueLabel value_labels[] = {
  { NULL, "combat", N_("Combat takes place") },
  { NULL, "shift", N_("Net shift") },
  { NULL, "column", N_("Column read") },
  { "crt", "die", N_("CRT die") },
  { "reserve", "die", N_("Commitment die") },
  { NULL, "result", N_("Result as printed") },
  { NULL, "loss", N_("Loss") },
  { NULL, "attack-strength", N_("Attack strength") },
  { NULL, "attack-shift", N_("Attack shift") },
  { NULL, "attack-column", N_("Attack column") },
  { NULL, "attack-die", N_("Attack die") },
  { NULL, "attack-result", N_("Attack result as printed") },
  { NULL, "defender-loss", N_("Defender loss") },
  { NULL, "defender-retreats", N_("Defender retreats") },
  { NULL, "counterattack-strength", N_("Counterattack strength") },
  { NULL, "counter-shift", N_("Counterattack shift") },
  { NULL, "counter-column", N_("Counterattack column") },
  { NULL, "counter-die", N_("Counterattack die") },
  { NULL, "counter-result", N_("Counterattack result as printed") },
  { NULL, "attacker-loss", N_("Attacker loss") },
  { NULL, "attacker-supply", N_("Attacker's supply points") },
  { NULL, "defender-supply", N_("Defender's supply points") },
  { NULL, "rating", N_("HQ effectiveness rating") },
  { NULL, "eligible", N_("May roll") },
  { NULL, "committed", N_("Committed") },
  { NULL, "hex-divisions", N_("Divisions in the battle hex") },
  { NULL, "hex-full", N_("Battle hex full") },
  { NULL, "advance-mp", N_("Advance (MP)") },
  { NULL, "required", N_("Must attack") },
  { NULL, "holds", N_("Line holds") },
  { NULL, "hexes", N_("Hexes in the line") },
  { NULL, "longest-zoc-run", N_("Longest ZOC-only run") },
  { NULL, "empty", N_("Empty hexes") },
  { NULL, "allowed", N_("Attack allowed") },
  { NULL, "german-supply", N_("German supply points") },
  { NULL, "german-loss", N_("German loss") },
  { NULL, "belgian-retreat", N_("Belgians retreat") },
  { NULL, "belgian-loss", N_("Belgian loss") },
  { NULL, "released", N_("Belgian units released") },
};

static UmpireResult *
finish (UmpireResult *result)
{
  return umpire_result_label_values (result, value_labels, G_N_ELEMENTS (value_labels));
}

/* The inputs both CRT procedures share. */
static void
set_crt_inputs (UmpireResult *result,
                const char   *era,
                const char   *terrain,
                gboolean      trench,
                gboolean      insufficient_artillery,
                gboolean      artillery_vs_fortress,
                const char   *over_50)
{
  umpire_result_set_input_text (result, "era", era);
  umpire_result_set_input_text (result, "terrain", terrain);
  umpire_result_set_input_flag (result, "trench", trench);
  umpire_result_set_input_flag (result, "insufficient-artillery", insufficient_artillery);
  umpire_result_set_input_flag (result, "artillery-vs-fortress", artillery_vs_fortress);
  umpire_result_set_input_text (result, "over-50", over_50);
}

/* ---- names for forms ---------------------------------------------------- */

static gboolean
row_is_terrain (const UmpireRow *row)
{
  return !g_str_equal (row->id, TRENCH_ROW) && !g_str_has_prefix (row->id, INSUFFICIENT_ROW);
}

static GPtrArray *
dup_rows (UmpireRules *rules,
          const char  *table_id,
          gboolean   (*keep) (const UmpireRow *row))
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);
  GPtrArray *rows = g_ptr_array_new ();

  for (guint i = 0; table != NULL && i < table->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);

      if (keep == NULL || keep (row))
        g_ptr_array_add (rows, (gpointer) row);
    }
  return rows;
}

GPtrArray *
umpire_weltkrieg_dup_terrains (UmpireRules *rules)
{
  return dup_rows (rules, TERRAIN, row_is_terrain);
}

GPtrArray *
umpire_weltkrieg_dup_eras (UmpireRules *rules)
{
  return dup_rows (rules, ERAS, NULL);
}

GPtrArray *
umpire_weltkrieg_dup_nations (UmpireRules *rules)
{
  g_autoptr(GPtrArray) minors = dup_rows (rules, MINORS, NULL);
  GPtrArray *nations = dup_rows (rules, RATINGS, NULL);
  const UmpireTable *minor_list = umpire_rules_get_table (rules, MINORS);

  /* The "minor" rating row is reached through the minor-power names. */
  for (guint i = 0; minor_list != NULL && i < nations->len; i++)
    if (umpire_table_get_row (minor_list, ((const UmpireRow *) g_ptr_array_index (nations, i))->id) != NULL)
      g_ptr_array_remove_index (nations, i--);
  for (guint i = 0; i < minors->len; i++)
    g_ptr_array_add (nations, g_ptr_array_index (minors, i));
  return nations;
}

/* ---- the CRT ------------------------------------------------------------ */

typedef struct
{
  const UmpireTable *shifts;
  const UmpireTable *losses;
  const UmpireRow   *era;
} Era;

static gboolean
find_era (UmpireRules  *rules,
          const char   *era_id,
          Era          *era,
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

static int
table_last_column (const UmpireTable *table)
{
  const UmpireColumn *last = g_ptr_array_index (table->columns, table->columns->len - 1);
  return (int) last->range.max;
}

typedef struct
{
  const char *era;
  int         strength;
  int         extra_shift;
  const char *terrain;
  gboolean    trench;
  gboolean    insufficient_artillery;
  gboolean    counterattack;
  gboolean    artillery_vs_fortress;
} ShiftInput;

/* The net shift, with its steps; -> *shift. */
static gboolean
net_shift (UmpireResult     *result,
           UmpireRules      *rules,
           const ShiftInput *in,
           const Era        *era,
           int              *shift,
           GError          **error)
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
  if (row == NULL || !row_is_terrain (row))
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
  if (!table_number (result, terrain, in->terrain, column, &value, error))
    return FALSE;
  total += value;
  if (in->trench)
    {
      if (!table_number (result, terrain, TRENCH_ROW, column, &value, error))
        return FALSE;
      total += value;
    }
  if (in->insufficient_artillery)
    {
      g_autofree char *own = g_strconcat (INSUFFICIENT_ROW, in->terrain, NULL);
      const char *id = umpire_table_get_row (terrain, own) ? own : INSUFFICIENT_ROW "other";

      if (!table_number (result, terrain, id, column, &value, error))
        return FALSE;
      total += value;
    }
  if (in->extra_shift != 0)
    {
      umpire_result_add_step (result, UMPIRE_STEP_OVERRIDE, NULL,
                              _("Further shift entered by the umpire: %+d"), in->extra_shift);
      total += in->extra_shift;
    }
  umpire_result_add_step (result, UMPIRE_STEP_MODIFIER, NULL, _("Total shift: %+g"), total);

  /* +4/-4, except where the clamp list names the case. */
  clamp = umpire_procedure_table (rules, SHIFT_CLAMP, error);
  if (clamp == NULL || !list_number (rules, SHIFT_CLAMP, "max-shift", &max_shift, &max_item, error))
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
      const UmpireRow *conv = list_item (rules, CONVENTIONS, "shift-beyond-table", error);
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
effective_columns (UmpireResult    *result,
                   UmpireRules     *rules,
                   const Era       *era,
                   int              strength,
                   int              shift,
                   const UmpireRow *over_50,
                   GArray          *columns,
                   GError         **error)
{
  int shift_last = table_last_column (era->shifts);
  int loss_last = table_last_column (era->losses);
  gboolean split = g_strcmp0 (over_50->item_value, "split") == 0;
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (int));

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

/* A die for one read: the typed value, else a roll of `dice`. */
static gboolean
roll_die (UmpireResult  *result,
          UmpireDice    *dice,
          const char    *dice_expr,
          guint          typed,
          const char    *field,
          const char    *purpose,
          guint         *value,
          GError       **error)
{
  g_autoptr(UmpireDice) physical = NULL;
  UmpireRoll roll;

  if (typed != 0)
    {
      UmpireDiceExpr expr;
      g_autoptr(GError) local = NULL;

      if (!umpire_dice_expr_parse (dice_expr, &expr, error))
        return FALSE;
      physical = umpire_dice_new_physical ();
      if (!umpire_dice_push (physical, typed, expr.sides, &local))
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field, "%s", local->message);
          return FALSE;
        }
      dice = physical;
    }
  if (!umpire_result_roll_field (result, dice, dice_expr, field, purpose, NULL, &roll, error))
    return FALSE;
  *value = roll.total;
  return TRUE;
}

typedef struct
{
  gboolean combat;     /* FALSE: strength 0, no combat */
  int      shift;
  char     column[32];
  char     printed[32];
  int      printed_loss;  /* r counted as 1 */
  int      loss;          /* after the retreat rules */
  guint    die;
  int      first_column;
} CrtRead;

/* Reads the losses of `columns` at `die`, then the retreat rules. */
static gboolean
read_losses (UmpireResult  *result,
             UmpireRules   *rules,
             const Era     *era,
             GArray        *columns,
             guint          die,
             gboolean       retreat,
             CrtRead       *out,
             GError       **error)
{
  g_autoptr(GString) printed = g_string_new (NULL);
  g_autoptr(GString) column_text = g_string_new (NULL);
  int plain = 0, r_count = 0;
  const UmpireRow *r_item = list_item (rules, KEY, "r-result", error);

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
      const UmpireRow *mandatory = list_item (rules, KEY, "r-retreat-mandatory", error);

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
      if (!list_number (rules, KEY, "retreat-reduction", &reduction, &reduction_item, error))
        return FALSE;
      rounding = list_item (rules, CONVENTIONS, "retreat-rounding", error);
      if (rounding == NULL)
        return FALSE;
      if (plain > 0)
        {
          double reduced = plain * (1.0 - reduction);

          umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &reduction_item->prov,
                                  _("Retreat reduces losses by %s: %d × (1 − %s) = %.4g"),
                                  reduction_item->item_value, plain, reduction_item->item_value, reduced);
          if (!round_by (result, rounding, _("Loss after the retreat"), reduced, &rounded, error))
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
  const UmpireRow *conv = list_item (rules, CONVENTIONS, "over-50", error);

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
static gboolean
crt_read (UmpireResult     *result,
          UmpireRules      *rules,
          const ShiftInput *in,
          const char       *over_50,
          gboolean          retreat,
          UmpireDice       *dice,
          guint             typed_die,
          const char       *die_field,
          const char       *purpose,
          CrtRead          *out,
          GError          **error)
{
  Era era;
  const UmpireRow *conv;
  UmpireRow scratch;
  g_autoptr(GArray) columns = g_array_new (FALSE, FALSE, sizeof (int));

  memset (out, 0, sizeof *out);
  if (!find_era (rules, in->era, &era, error))
    return FALSE;
  if (in->strength < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "strength", _("must be 0 or more"));
      return FALSE;
    }
  if (!net_shift (result, rules, in, &era, &out->shift, error))
    return FALSE;
  if (in->strength == 0)
    {
      const UmpireRow *zero = list_item (rules, CONVENTIONS, "strength-zero", error);

      if (zero == NULL)
        return FALSE;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &zero->prov, "%s",
                              umpire_row_cell (zero, 0)->text);
      out->combat = FALSE;
      g_strlcpy (out->column, "none", sizeof out->column);
      g_strlcpy (out->printed, "none", sizeof out->printed);
      return TRUE;
    }
  out->combat = TRUE;
  conv = over_50_convention (rules, result, over_50, &scratch, error);
  if (conv == NULL)
    return FALSE;
  if (!effective_columns (result, rules, &era, in->strength, out->shift, conv, columns, error))
    return FALSE;
  if (!roll_die (result, dice, umpire_table_dice (era.losses), typed_die,
                 die_field, purpose, &out->die, error))
    return FALSE;
  return read_losses (result, rules, &era, columns, out->die, retreat, out, error);
}

UmpireResult *
umpire_crt_resolve (UmpireRules          *rules,
                    const UmpireCrtInput *input,
                    UmpireDice           *dice,
                    GError              **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("crt");
  g_autofree char *terrain_label = NULL;
  ShiftInput in = {
    input->era, input->strength, input->shift, input->terrain, input->trench,
    input->insufficient_artillery, input->counterattack, input->artillery_vs_fortress,
  };
  CrtRead read;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);

  set_crt_inputs (result, input->era, input->terrain, input->trench, input->insufficient_artillery,
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
  if (!crt_read (result, rules, &in, input->over_50, input->retreat, dice, input->die, "die",
                 _("CRT die"), &read, error))
    return NULL;

  umpire_result_set_value (result, "combat", "%s", yes_no (read.combat));
  umpire_result_set_value (result, "shift", "%+d", read.shift);
  umpire_result_set_value (result, "column", "%s", read.column);
  if (read.combat)
    umpire_result_set_value (result, "die", "%u", read.die);
  umpire_result_set_value (result, "result", "%s", read.printed);
  umpire_result_set_value (result, "loss", "%d", read.loss);
  return finish (g_steal_pointer (&result));
}

/* ---- a whole combat ----------------------------------------------------- */

static gboolean
supply_points (UmpireResult  *result,
               UmpireRules   *rules,
               const char    *row_id,
               int            strength,
               const char    *who,
               gint64        *points,
               GError       **error)
{
  const UmpireTable *supply = umpire_procedure_table (rules, SUPPLY, error);
  const UmpireRow *rounding = list_item (rules, CONVENTIONS, "supply-rounding", error);
  double per;

  *points = 0;
  if (supply == NULL || rounding == NULL)
    return FALSE;
  if (strength == 0)
    return TRUE;
  if (!table_number (result, supply, row_id, "supply-points", &per, error))
    return FALSE;
  if (per <= 0)
    return TRUE;
  umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, &rounding->prov,
                          _("%s: %d strength points ÷ %g = %.4g supply points"),
                          who, strength, per, strength / per);
  return round_by (result, rounding, who, strength / per, points, error);
}

static gboolean
apply_group (UmpireResult       *result,
             UmpireRules        *rules,
             const char * const *flags,
             double             *value,
             GError            **error)
{
  const UmpireTable *mods = umpire_procedure_table (rules, COUNTER, error);
  UmpireSituation situation = { .flags = flags };

  if (mods == NULL)
    return FALSE;
  umpire_result_apply_modifiers (result, mods, &situation, value);
  return TRUE;
}

static gboolean
check_strength (int          value,
                const char  *field,
                GError     **error)
{
  if (value < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field, _("must be 0 or more"));
      return FALSE;
    }
  return TRUE;
}

/* Attack and counterattack strengths, with their steps. */
static gboolean
combat_strengths (UmpireResult            *result,
                  UmpireRules             *rules,
                  const UmpireCombatInput *input,
                  gint64                  *attack,
                  gint64                  *counter,
                  GError                 **error)
{
  const UmpireRow *halving = list_item (rules, CONVENTIONS, "halving-rounding", error);
  double a = input->attacker_strength, inf = input->defender_strength, art = input->defender_artillery;

  if (halving == NULL)
    return FALSE;
  if (input->attacker_unsupplied)
    {
      const char *flags[] = { "unsupplied", NULL };

      umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("Attacker: %d strength points, unsupplied"),
                              input->attacker_strength);
      if (!apply_group (result, rules, flags, &a, error))
        return FALSE;
    }
  if (!round_by (result, halving, _("Attack strength"), a, attack, error))
    return FALSE;

  {
    const char *flags[] = { input->defender_retreats ? "retreating" : "non-retreating",
                            input->defender_unsupplied ? "unsupplied" : NULL, NULL };

    if (inf > 0)
      {
        umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                                _("Defender: %d strength points (not artillery), %s%s"),
                                input->defender_strength,
                                input->defender_retreats ? _("retreating") : _("not retreating"),
                                input->defender_unsupplied ? _(", unsupplied") : "");
        if (!apply_group (result, rules, flags, &inf, error))
          return FALSE;
      }
  }
  {
    const char *flags[] = { "artillery",
                            input->defender_retreats ? "artillery-retreating" : NULL,
                            input->defender_unsupplied ? "artillery-unsupplied" : NULL, NULL };

    /* Compact the NULL holes so the list ends at its real end. */
    if (flags[1] == NULL)
      {
        flags[1] = flags[2];
        flags[2] = NULL;
      }
    if (art > 0)
      {
        umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL,
                                _("Defender's artillery: %d strength points"), input->defender_artillery);
        if (!apply_group (result, rules, flags, &art, error))
          return FALSE;
      }
  }
  if (inf + art > 0)
    umpire_result_add_step (result, UMPIRE_STEP_MULTIPLY, NULL,
                            _("Counterattack strength: %g + %g = %g"), inf, art, inf + art);
  return round_by (result, halving, _("Counterattack strength"), inf + art, counter, error);
}

UmpireResult *
umpire_combat_resolve (UmpireRules             *rules,
                       const UmpireCombatInput *input,
                       UmpireDice              *dice,
                       GError                 **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("combat");
  const UmpireRow *side = NULL;
  gint64 attack = 0, counter = 0, attacker_supply = 0, inf_supply = 0, art_supply = 0;
  CrtRead a, c;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);

  set_crt_inputs (result, input->era, input->terrain, input->trench, input->insufficient_artillery,
                  input->artillery_vs_fortress, input->over_50);
  umpire_result_set_input (result, "attacker-strength", "%d", input->attacker_strength);
  umpire_result_set_input (result, "defender-strength", "%d", input->defender_strength);
  umpire_result_set_input (result, "defender-artillery", "%d", input->defender_artillery);
  umpire_result_set_input_flag (result, "defender-retreats", input->defender_retreats);
  umpire_result_set_input_flag (result, "attacker-unsupplied", input->attacker_unsupplied);
  umpire_result_set_input_flag (result, "defender-unsupplied", input->defender_unsupplied);

  if (!check_strength (input->attacker_strength, "attacker-strength", error) ||
      !check_strength (input->defender_strength, "defender-strength", error) ||
      !check_strength (input->defender_artillery, "defender-artillery", error))
    return NULL;

  if (!combat_strengths (result, rules, input, &attack, &counter, error))
    return NULL;

  {
    ShiftInput in = { input->era, (int) attack, 0, input->terrain, input->trench,
                      input->insufficient_artillery, FALSE, input->artillery_vs_fortress };

    if (!crt_read (result, rules, &in, input->over_50, input->defender_retreats, dice,
                   input->attack_die, "attack-die", _("Attack die"), &a, error))
      return NULL;
  }
  if (a.combat && input->defender_retreats)
    {
      side = list_item (rules, CONVENTIONS, "retreat-side", error);
      if (side == NULL)
        return NULL;
    }
  {
    /* The counterattack: shifts of the counterattack column; attackers do not
     * retreat, so its losses are read as printed. */
    ShiftInput in = { input->era, (int) counter, 0, input->terrain, input->trench,
                      input->insufficient_artillery, TRUE, FALSE };

    if (!a.combat)
      {
        memset (&c, 0, sizeof c);
        g_strlcpy (c.column, "none", sizeof c.column);
        g_strlcpy (c.printed, "none", sizeof c.printed);
      }
    else if (!crt_read (result, rules, &in, input->over_50, FALSE, dice,
                        input->counter_die, "counter-die", _("Counterattack die"), &c, error))
      return NULL;
    if (side != NULL && c.combat)
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &side->prov, "%s",
                              umpire_row_cell (side, 0)->text);
  }

  /* Supply: attacking infantry, counterattacking infantry and artillery. */
  if (a.combat)
    {
      if (input->attacker_unsupplied)
        umpire_result_add_step (result, UMPIRE_STEP_RULE, NULL, _("The attacker is unsupplied: no supply spent"));
      else if (!supply_points (result, rules, "attacking-infantry", input->attacker_strength,
                               _("Attacker's supply"), &attacker_supply, error))
        return NULL;
      if (input->defender_unsupplied)
        umpire_result_add_step (result, UMPIRE_STEP_RULE, NULL, _("The defender is unsupplied: no supply spent"));
      else
        {
          if (!supply_points (result, rules, "counterattacking-infantry", input->defender_strength,
                              _("Defender's supply (infantry)"), &inf_supply, error))
            return NULL;
          /* Artillery that retreats does not counterattack, so spends nothing. */
          if (!input->defender_retreats &&
              !supply_points (result, rules, "counterattacking-artillery", input->defender_artillery,
                              _("Defender's supply (artillery)"), &art_supply, error))
            return NULL;
        }
    }

  umpire_result_set_value (result, "combat", "%s", yes_no (a.combat));
  umpire_result_set_value (result, "attack-strength", "%" G_GINT64_FORMAT, attack);
  umpire_result_set_value (result, "attack-shift", "%+d", a.shift);
  umpire_result_set_value (result, "attack-column", "%s", a.column);
  if (a.combat)
    umpire_result_set_value (result, "attack-die", "%u", a.die);
  umpire_result_set_value (result, "attack-result", "%s", a.printed);
  umpire_result_set_value (result, "defender-loss", "%d", a.loss);
  umpire_result_set_value (result, "defender-retreats", "%s", yes_no (input->defender_retreats));
  umpire_result_set_value (result, "counterattack-strength", "%" G_GINT64_FORMAT, a.combat ? counter : 0);
  umpire_result_set_value (result, "counter-shift", "%+d", c.shift);
  umpire_result_set_value (result, "counter-column", "%s", c.column);
  if (c.combat)
    umpire_result_set_value (result, "counter-die", "%u", c.die);
  umpire_result_set_value (result, "counter-result", "%s", c.printed);
  umpire_result_set_value (result, "attacker-loss", "%d", c.loss);
  umpire_result_set_value (result, "attacker-supply", "%" G_GINT64_FORMAT, attacker_supply);
  umpire_result_set_value (result, "defender-supply", "%" G_GINT64_FORMAT, inf_supply + art_supply);
  return finish (g_steal_pointer (&result));
}

/* ---- the chart model ---------------------------------------------------- */

static gboolean
fill_odds (UmpireRules        *rules,
           const ShiftInput   *in,
           const char         *over_50,
           gboolean            retreat,
           const char         *label,
           UmpireCrtChartOdds *odds,
           int                *first_column,
           GError            **error)
{
  Era era;
  guint sides;

  memset (odds, 0, sizeof *odds);
  if (!find_era (rules, in->era, &era, error))
    return FALSE;
  sides = era.losses->rows->len;
  g_strlcpy (odds->label, label, sizeof odds->label);
  odds->strength = in->strength;
  if (in->strength <= 0)
    return TRUE;
  odds->shown = TRUE;
  /* The engine itself, once per face: the odds cannot disagree with a read. */
  for (guint d = 1; d <= sides; d++)
    {
      g_autoptr(UmpireResult) scratch = umpire_result_new ("odds");
      CrtRead read;
      guint k;

      if (!crt_read (scratch, rules, in, over_50, retreat, NULL, d, "die", NULL, &read, error))
        return FALSE;
      odds->shift = read.shift;
      g_strlcpy (odds->column, read.column, sizeof odds->column);
      *first_column = read.first_column;
      odds->expected_loss += (double) read.loss / sides;
      for (k = 0; k < odds->n_results; k++)
        if (g_str_equal (odds->results[k], read.printed))
          break;
      if (k == odds->n_results && k < UMPIRE_CRT_CHART_MAX_RESULTS)
        {
          g_strlcpy (odds->results[k], read.printed, sizeof odds->results[k]);
          odds->n_results++;
        }
      if (k < UMPIRE_CRT_CHART_MAX_RESULTS)
        odds->odds[k] += 1.0 / sides;
    }
  return TRUE;
}

static gboolean
fill_table (UmpireRules         *rules,
            const char          *era_id,
            UmpireCrtChartModel *model,
            GError             **error)
{
  Era era;
  const UmpireRow *r_item = list_item (rules, KEY, "r-result", error);

  if (r_item == NULL || !find_era (rules, era_id, &era, error))
    return FALSE;
  g_strlcpy (model->title, era.losses->title, sizeof model->title);
  model->n_rows = MIN (era.losses->rows->len, UMPIRE_CRT_CHART_MAX_ROWS);
  model->n_columns = MIN (era.losses->columns->len, UMPIRE_CRT_CHART_MAX_COLUMNS);
  model->max_loss = 0;
  for (guint r = 0; r < model->n_rows; r++)
    {
      const UmpireRow *row = g_ptr_array_index (era.losses->rows, r);

      for (guint c = 0; c < model->n_columns; c++)
        {
          const UmpireCell *cell = umpire_row_cell (row, c);
          double value = 0;

          g_strlcpy (model->cells[r][c], cell->text, sizeof model->cells[r][c]);
          if (g_strcmp0 (cell->text, r_item->item_value) == 0)
            value = 0.5;  /* drawn between 0 and 1: a loss unless the defender retreats */
          else if (!umpire_cell_get_number (cell, &value, error))
            return FALSE;
          model->losses[r][c] = value;
          model->max_loss = MAX (model->max_loss, value);
        }
    }
  return TRUE;
}

gboolean
umpire_weltkrieg_chart_model (UmpireRules             *rules,
                              const UmpireCombatInput *input,
                              UmpireCrtChartModel     *model,
                              GError                 **error)
{
  g_autoptr(UmpireResult) scratch = umpire_result_new ("chart");
  gint64 attack = 0, counter = 0;
  int first = 0, ignored = 0;

  memset (model, 0, sizeof *model);
  if (!fill_table (rules, input->era, model, error))
    return FALSE;
  if (!check_strength (input->attacker_strength, "attacker-strength", error) ||
      !check_strength (input->defender_strength, "defender-strength", error) ||
      !check_strength (input->defender_artillery, "defender-artillery", error) ||
      !combat_strengths (scratch, rules, input, &attack, &counter, error))
    return FALSE;
  {
    ShiftInput in = { input->era, (int) attack, 0, input->terrain, input->trench,
                      input->insufficient_artillery, FALSE, input->artillery_vs_fortress };
    if (!fill_odds (rules, &in, input->over_50, input->defender_retreats, _("Attack"),
                    &model->attack, &first, error))
      return FALSE;
  }
  {
    ShiftInput in = { input->era, (int) counter, 0, input->terrain, input->trench,
                      input->insufficient_artillery, TRUE, FALSE };
    if (attack > 0 &&
        !fill_odds (rules, &in, input->over_50, FALSE, _("Counterattack"),
                    &model->counter, &ignored, error))
      return FALSE;
  }
  model->printed_column = (int) attack;
  model->effective_column = first;
  model->shift = model->attack.shift;
  model->die = first > 0 ? (int) input->attack_die : 0;
  return TRUE;
}

gboolean
umpire_crt_chart_model (UmpireRules          *rules,
                        const UmpireCrtInput *input,
                        UmpireCrtChartModel  *model,
                        GError              **error)
{
  ShiftInput in = {
    input->era, input->strength, input->shift, input->terrain, input->trench,
    input->insufficient_artillery, input->counterattack, input->artillery_vs_fortress,
  };
  int first = 0;

  memset (model, 0, sizeof *model);
  if (!fill_table (rules, input->era, model, error))
    return FALSE;
  if (input->strength < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "strength", _("must be 0 or more"));
      return FALSE;
    }
  if (!fill_odds (rules, &in, input->over_50, input->retreat,
                  input->counterattack ? _("Counterattack") : _("Attack"),
                  &model->attack, &first, error))
    return FALSE;
  model->printed_column = input->strength;
  model->effective_column = first;
  model->shift = model->attack.shift;
  model->die = first > 0 ? (int) input->die : 0;
  return TRUE;
}

/* ---- HQ reserves -------------------------------------------------------- */

static gboolean
check_year (UmpireRules  *rules,
            int           year,
            GError      **error)
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
nation_rating (UmpireResult  *result,
               UmpireRules   *rules,
               const char    *nation,
               int            year,
               gint64        *rating,
               GError       **error)
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
  if (!table_number (result, ratings, row_id, "rating", &value, error))
    return FALSE;
  umpire_result_apply_modifiers (result, mods, &situation, &value);
  *rating = (gint64) value;
  return TRUE;
}

UmpireResult *
umpire_reserve_commit (UmpireRules              *rules,
                       const UmpireReserveInput *input,
                       UmpireDice               *dice,
                       GError                  **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("reserve");
  g_autofree char *unit_label = NULL;
  g_autofree char *nation_label = NULL;
  const char *kind_id = input->offensive ? "offensive-reserve-units" : "defensive-reserve-units";
  const UmpireRow *kind = list_item (rules, RESERVES, kind_id, error);
  const UmpireRow *roll_item, *why_not = NULL;
  g_auto(GStrv) allowed = NULL;
  const char *unit;
  gint64 rating = 0;
  double max_divisions = 0, max_artillery = 0;
  const UmpireRow *div_item = NULL, *art_item = NULL;
  int divisions = input->hex_divisions;
  gboolean committed = FALSE;
  guint die = 0;

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
  if (!check_strength (input->hex_divisions, "hex-divisions", error) ||
      !check_strength (input->hex_artillery, "hex-artillery", error))
    return NULL;
  if (!list_number (rules, RESERVES, "stacking-limit-divisions", &max_divisions, &div_item, error) ||
      !list_number (rules, RESERVES, "stacking-limit-artillery", &max_artillery, &art_item, error))
    return NULL;

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
  unit_label = umpire_rules_label_for (rules, RESERVES, unit);
  umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("%s reserve: one %s unit of %s, %d"),
                          input->offensive ? _("Offensive") : _("Defensive"), unit_label, nation_label, input->year);

  /* What each HQ may hold: a reminder, the page does not track HQs. */
  {
    const UmpireRow *per_hq = list_item (rules, RESERVES, input->offensive ? "offensive-reserve-per-hq"
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
      if (stop != NULL && (why_not = list_item (rules, RESERVES, stop, error)) == NULL)
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
      roll_item = list_item (rules, RESERVES, input->offensive ? "offensive-commit-roll"
                                                               : "defensive-commit-roll", error);
      if (roll_item == NULL)
        return NULL;
      if (!roll_die (result, dice, roll_item->item_value, input->die, "die", _("Commitment die"), &die, error))
        return NULL;
      committed = die <= rating;
      umpire_result_add_step (result, UMPIRE_STEP_RULE, &roll_item->prov,
                              committed ? _("%u ≤ rating %d: committed")
                                        : _("%u > rating %d: stays in reserve"),
                              die, (int) rating);
      if (committed && input->offensive)
        {
          const UmpireRow *advance = list_item (rules, RESERVES, "offensive-advance-mp", error);

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
  umpire_result_set_value (result, "eligible", "%s", yes_no (why_not == NULL));
  if (why_not == NULL)
    umpire_result_set_value (result, "die", "%u", die);
  umpire_result_set_value (result, "committed", "%s", yes_no (committed));
  if (!input->offensive)
    {
      umpire_result_set_value (result, "hex-divisions", "%d", divisions);
      umpire_result_set_value (result, "hex-full", "%s", yes_no (divisions >= max_divisions));
      if (divisions >= max_divisions && committed)
        umpire_result_add_step (result, UMPIRE_STEP_RULE, &div_item->prov,
                                _("The battle hex is now at maximum stacking: no more reserves"));
    }
  return finish (g_steal_pointer (&result));
}

/* ---- section 39 --------------------------------------------------------- */

UmpireResult *
umpire_westfront_french_attack (UmpireRules                   *rules,
                                const UmpireFrenchAttackInput *input,
                                GError                       **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("french-attack");
  const UmpireRow *fortress_item, *combined_item, *artillery_item, *exemptions, *movement;
  double fortress_min, combined_over, artillery_over;
  gboolean exempt = FALSE;

  umpire_result_set_input (result, "fortress", "%d", input->fortress);
  umpire_result_set_input (result, "combined-strength", "%d", input->combined_strength);
  umpire_result_set_input (result, "artillery", "%d", input->artillery);
  if (!check_strength (input->fortress, "fortress", error) ||
      !check_strength (input->combined_strength, "combined-strength", error) ||
      !check_strength (input->artillery, "artillery", error))
    return NULL;
  if (input->combined_strength < input->fortress)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "combined-strength",
                          _("must include the fortress strength (%d)"), input->fortress);
      return NULL;
    }
  if (!list_number (rules, SECTION39, "exempt-fortress-strength-min", &fortress_min, &fortress_item, error) ||
      !list_number (rules, SECTION39, "exempt-infantry-fortress-over", &combined_over, &combined_item, error) ||
      !list_number (rules, SECTION39, "exempt-artillery-over", &artillery_over, &artillery_item, error))
    return NULL;
  exemptions = list_item (rules, SECTION39, "french-attack-exemptions", error);
  movement = list_item (rules, SECTION39, "french-movement-restriction", error);
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
  umpire_result_set_value (result, "required", "%s", yes_no (!exempt));
  return finish (g_steal_pointer (&result));
}

UmpireResult *
umpire_westfront_line (UmpireRules  *rules,
                       const char   *hexes,
                       GError      **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("line");
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
  if (!list_number (rules, SECTION39, "zoc-only-max-in-row", &max_run, &max_item, error))
    return NULL;
  until = list_item (rules, SECTION39, "metz-strasbourg-until", error);
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
  umpire_result_set_value (result, "holds", "%s", yes_no (empty == 0 && longest <= max_run));
  umpire_result_set_value (result, "hexes", "%d", n);
  umpire_result_set_value (result, "longest-zoc-run", "%d", longest);
  umpire_result_set_value (result, "empty", "%d", empty);
  return finish (g_steal_pointer (&result));
}

UmpireResult *
umpire_westfront_liege (UmpireRules            *rules,
                        const UmpireLiegeInput *input,
                        GError                **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("liege");
  const UmpireRow *turn_item, *inf_item, *cav_item, *supply_item, *loss_item, *retreat_item, *bloss_item;
  double turn, inf, cav, supply, loss, bloss;
  gboolean allowed = TRUE;

  umpire_result_set_input (result, "turn", "%d", input->turn);
  umpire_result_set_input (result, "infantry", "%d", input->infantry_divisions);
  umpire_result_set_input (result, "cavalry", "%d", input->cavalry_divisions);
  umpire_result_set_input (result, "adjacent-units", "%d", input->adjacent_units);
  if (!check_strength (input->turn, "turn", error) || !check_strength (input->infantry_divisions, "infantry", error) ||
      !check_strength (input->cavalry_divisions, "cavalry", error) ||
      !check_strength (input->adjacent_units, "adjacent-units", error))
    return NULL;
  if (input->turn < 1)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "turn", _("must be 1 or more"));
      return NULL;
    }
  if (!list_number (rules, SECTION39, "liege-turn", &turn, &turn_item, error) ||
      !list_number (rules, SECTION39, "liege-infantry-divisions", &inf, &inf_item, error) ||
      !list_number (rules, SECTION39, "liege-cavalry-divisions", &cav, &cav_item, error) ||
      !list_number (rules, SECTION39, "liege-supply-points", &supply, &supply_item, error) ||
      !list_number (rules, SECTION39, "liege-german-losses", &loss, &loss_item, error) ||
      !list_number (rules, SECTION39, "liege-belgian-loss", &bloss, &bloss_item, error))
    return NULL;
  retreat_item = list_item (rules, SECTION39, "liege-belgian-retreat", error);
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
  umpire_result_set_value (result, "allowed", "%s", yes_no (allowed));
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
  return finish (g_steal_pointer (&result));
}

UmpireResult *
umpire_westfront_belgian_release (UmpireRules                     *rules,
                                  const UmpireBelgianReleaseInput *input,
                                  GError                         **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("belgian-release");
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
  attacked = list_item (rules, SECTION39, "belgian-release-attacked", error);
  october = list_item (rules, SECTION39, "belgian-release-october", error);
  paris = list_item (rules, SECTION39, "belgian-release-paris", error);
  coast = list_item (rules, SECTION39, "belgian-release-coast", error);
  map = list_item (rules, SECTION39, "belgian-release-map", error);
  if (!attacked || !october || !paris || !coast || !map)
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

  umpire_result_set_value (result, "released", "%s", yes_no (released));
  return finish (g_steal_pointer (&result));
}
