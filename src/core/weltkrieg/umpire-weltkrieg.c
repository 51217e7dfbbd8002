/* umpire-weltkrieg.c: Der Weltkrieg: what its procedures share
 *
 * Reading the rules database with the steps of the trail, the inputs of
 * the CRT procedures, and the names forms offer (terrains, eras, nations).
 * Everything numeric comes from weltkrieg.xml; the conventions where the
 * source is silent are items of weltkrieg.crt-conventions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "umpire-inputs.h"
#include "umpire-weltkrieg-private.h"

/* ---- database access ---------------------------------------------------- */

gboolean
umpire_weltkrieg_table_number (UmpireResult      *result,
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
gboolean
umpire_weltkrieg_round_by (UmpireResult    *result,
                           const UmpireRow *convention,
                           const char      *what,
                           double           value,
                           gint64          *rounded,
                           GError         **error)
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

const char *
umpire_weltkrieg_yes_no (gboolean value)
{
  return value ? "yes" : "no";
}

const UmpireSystemInfo umpire_weltkrieg_system = { "weltkrieg", N_("Der Weltkrieg") };

const UmpireWord umpire_weltkrieg_no_combat_words[] = {
  /* TRANSLATORS: the column read and the result of a CRT when no combat takes place */
  { WELTKRIEG_NO_COMBAT, N_("none") },
  { NULL, NULL },
};

const UmpireWord umpire_weltkrieg_over_50_words[] = {
  { "split", N_("Split: 50 column plus the excess") },
  { "cap", N_("Cap: read the 50 column") },
  { NULL, NULL },
};

const char *
umpire_weltkrieg_input_dice (UmpireRules               *rules,
                             const UmpireProcedureInfo *info,
                             const char                *name)
{
  const UmpireField *field = umpire_procedure_info_find_input (info, name);
  const UmpireTable *table;

  g_return_val_if_fail (field != NULL && field->kind == UMPIRE_FIELD_DIE, UMPIRE_PLAIN_DIE);
  if (field->dice != NULL)
    return field->dice;
  table = field->table && rules ? umpire_rules_get_table (rules, field->table) : NULL;
  return table != NULL ? umpire_table_dice (table) : UMPIRE_PLAIN_DIE;
}

/* The inputs both CRT procedures share. */
void
umpire_weltkrieg_set_crt_inputs (UmpireResult *result,
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

gboolean
umpire_weltkrieg_read_crt_inputs (const UmpireInputs  *in,
                                  const char         **era,
                                  const char         **terrain,
                                  gboolean            *trench,
                                  gboolean            *insufficient_artillery,
                                  gboolean            *artillery_vs_fortress,
                                  const char         **over_50,
                                  GError             **error)
{
  /* Clear terrain unless another is named, as umpire-cli takes it. */
  *terrain = "clear";
  return umpire_inputs_read_choice (in, "era", TRUE, era, error)
         && umpire_inputs_read_choice (in, "terrain", FALSE, terrain, error)
         && umpire_inputs_read_flag (in, "trench", trench, error)
         && umpire_inputs_read_flag (in, "insufficient-artillery", insufficient_artillery, error)
         && umpire_inputs_read_flag (in, "artillery-vs-fortress", artillery_vs_fortress, error)
         && umpire_inputs_read_choice (in, "over-50", FALSE, over_50, error);
}

/* ---- names for forms ---------------------------------------------------- */

gboolean
umpire_weltkrieg_row_is_terrain (const UmpireRow *row)
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
  return dup_rows (rules, TERRAIN, umpire_weltkrieg_row_is_terrain);
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

gboolean
umpire_weltkrieg_check_strength (int         value,
                                 const char *field,
                                 GError    **error)
{
  if (value < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field, _("must be 0 or more"));
      return FALSE;
    }
  return TRUE;
}
