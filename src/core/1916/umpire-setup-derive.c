/* umpire-setup-derive.c: which 1916 setup values follow from which
 *
 * The same rules as umpire_setup_proximity () and umpire_setup_support (),
 * read again from the rules database, applied to the values in a result.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>

#include "umpire-setup-derive.h"

/* The value as a number; FALSE when missing or not a number. */
static gboolean
get_number (UmpireResult *result,
            const char   *name,
            double       *number)
{
  const char *text = umpire_result_get_value (result, name);
  char *end = NULL;

  if (text == NULL)
    return FALSE;
  *number = g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
}

/* Sets `name`, if the result has it, to `value`; a change gets a step
 * naming the value and how it follows. Returns TRUE if it changed. */
static gboolean
derive (UmpireResult           *result,
        const char             *name,
        const char             *value,
        UmpireStepKind          kind,
        const UmpireProvenance *prov,
        const char             *how)
{
  g_autofree char *old = g_strdup (umpire_result_get_value (result, name));

  if (old == NULL || g_strcmp0 (old, value) == 0)
    return FALSE;
  umpire_result_set_value (result, name, "%s", value);
  /* Translators: a value computed again after a change by hand: its label,
   * how it follows, the value it had. "Inches at the table scale: 250 yards
   * / 20 yards per inch = 12.50 inches (was 15)" */
  umpire_result_add_step (result, kind, prov, _("Re-derived %s: %s (was %s)"),
                          umpire_result_get_value_label (result, name), how, old);
  return TRUE;
}

/* ---- setup proximity ---------------------------------------------------- */

static gboolean
proximity_yards_from_die (UmpireRules   *rules,
                          UmpireResult  *result,
                          GError       **error)
{
  const char *terrain = umpire_result_get_input (result, "terrain");
  const UmpireTable *chart;
  const UmpireRow *start_item, *row;
  const UmpireColumn *col;
  const UmpireCell *cell;
  g_autofree char *lull = NULL;
  g_autofree char *lull_how = NULL;
  double die, yards;
  int column;

  if (!get_number (result, "die", &die))
    return TRUE;
  if (!(chart = umpire_procedure_table (rules, "1916.proximity", error))
      || !(start_item = umpire_procedure_list_item (rules, "1916.lull", "start-turn", error)))
    return FALSE;

  lull = g_strdup_printf ("%g", die);
  lull_how = g_strdup_printf (_("the unmodified die, %g, is the turn on which lull rolls begin"), die);
  derive (result, "lull-start-turn", lull, UMPIRE_STEP_RULE, &start_item->prov, lull_how);

  column = umpire_table_column_for_number (chart, die, NULL);
  row = terrain != NULL ? umpire_table_get_row (chart, terrain) : NULL;
  if (column < 0 || row == NULL)
    return TRUE;
  col = g_ptr_array_index (chart->columns, column);
  cell = umpire_row_cell (row, column);
  if (cell != NULL && umpire_cell_get_number (cell, &yards, NULL))
    {
      g_autofree char *text = g_strdup_printf ("%g", yards);
      g_autofree char *how = g_strdup_printf (_("“%s”, row “%s”, column “%s”: %g"),
                                              chart->title ? chart->title : chart->id,
                                              row->label ? row->label : row->id,
                                              col->label ? col->label : col->id, yards);

      derive (result, "yards", text, UMPIRE_STEP_TABLE, &chart->prov, how);
    }
  return TRUE;
}

static gboolean
proximity_inches_from_yards (UmpireRules   *rules,
                             UmpireResult  *result,
                             GError       **error)
{
  const char *scale = umpire_result_get_input (result, "scale");
  const UmpireTable *scales;
  const UmpireRow *row;
  const UmpireCell *cell;
  g_autofree char *text = NULL;
  g_autofree char *how = NULL;
  double yards, per_inch, inches;
  int column;

  if (!get_number (result, "yards", &yards))
    return TRUE;
  if (!(scales = umpire_procedure_table (rules, "1916.scales", error)))
    return FALSE;
  row = scale != NULL ? umpire_table_get_row (scales, scale) : NULL;
  column = umpire_table_column_index (scales, "yards-per-inch");
  cell = row != NULL && column >= 0 ? umpire_row_cell (row, column) : NULL;
  if (cell == NULL || !umpire_cell_get_number (cell, &per_inch, NULL) || per_inch <= 0)
    return TRUE;
  inches = yards / per_inch;
  text = g_strdup_printf ("%g", round (inches * 100) / 100);
  how = g_strdup_printf (_("%g yards / %g yards per inch = %.2f inches"), yards, per_inch, inches);
  derive (result, "inches", text, UMPIRE_STEP_MULTIPLY, &cell->prov, how);
  return TRUE;
}

gboolean
umpire_setup_proximity_rederive (UmpireRules   *rules,
                                 UmpireResult  *result,
                                 const char    *changed,
                                 GError       **error)
{
  g_return_val_if_fail (UMPIRE_IS_RULES (rules), FALSE);
  g_return_val_if_fail (UMPIRE_IS_RESULT (result), FALSE);

  /* die → yards and the lull's first turn; yards → inches. */
  if (g_strcmp0 (changed, "die") == 0 && !proximity_yards_from_die (rules, result, error))
    return FALSE;
  if ((g_strcmp0 (changed, "die") == 0 || g_strcmp0 (changed, "yards") == 0)
      && !proximity_inches_from_yards (rules, result, error))
    return FALSE;
  return TRUE;
}

/* ---- support ------------------------------------------------------------ */

static void
support_available_from_count (UmpireResult *result)
{
  g_autofree char *how = NULL;
  double count;

  if (!get_number (result, "count", &count))
    return;
  how = g_strdup_printf (_("%g received"), count);
  derive (result, "available", count > 0 ? "yes" : "no", UMPIRE_STEP_RULE, NULL, how);
}

gboolean
umpire_setup_support_rederive (UmpireRules   *rules,
                               UmpireResult  *result,
                               const char    *changed,
                               GError       **error)
{
  const char *category;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), FALSE);
  g_return_val_if_fail (UMPIRE_IS_RESULT (result), FALSE);

  category = umpire_result_get_value (result, "category");
  if (category == NULL)
    category = umpire_result_get_input (result, "category");

  if (g_strcmp0 (changed, "rate") == 0)
    {
      double rate;

      /* Gas reads yes or no from the chart: nothing to count. */
      if (g_strcmp0 (category, "gas") == 0 || !get_number (result, "rate", &rate))
        return TRUE;
      if (g_strcmp0 (category, "airstrikes") == 0)
        {
          g_autofree char *text = g_strdup_printf ("%g", rate);
          g_autofree char *how = g_strdup_printf (_("the chart value, %g airstrikes"), rate);

          derive (result, "count", text, UMPIRE_STEP_TABLE, NULL, how);
        }
      else if (g_strcmp0 (category, "barrage") == 0 || g_strcmp0 (category, "on-call") == 0)
        {
          const char *units_text = umpire_result_get_input (result, "units");
          const UmpireRow *per_item;
          g_autofree char *text = NULL;
          g_autofree char *how = NULL;
          double product, count;
          int units;

          if (units_text == NULL || (units = atoi (units_text)) < 1)
            return TRUE;
          if (!(per_item = umpire_procedure_list_item (rules, "1916.support-availability",
                                                       "barrages-per-sub-unit", error)))
            return FALSE;
          product = rate * units;
          count = umpire_round_half_up (product);
          text = g_strdup_printf ("%g", count);
          how = g_strdup_printf (_("%.2f per sub-unit × %d sub-units (both sides) = %g, rounded %g"),
                                 rate, units, product, count);
          derive (result, "count", text, UMPIRE_STEP_MULTIPLY, &per_item->prov, how);
        }
    }
  if (g_strcmp0 (changed, "rate") == 0 || g_strcmp0 (changed, "count") == 0)
    {
      if (g_strcmp0 (category, "gas") != 0)
        support_available_from_count (result);
    }
  return TRUE;
}
