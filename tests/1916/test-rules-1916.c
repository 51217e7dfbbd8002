/* test-rules-1916.c: the 1916 rules database, checked cell by cell
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every expected value below is typed from the rules sources
 * (/work/shared/rules-sources/004_fa4e7880f134310e.txt, Basic Game Setup, and
 * 002_f016aff109a07b2a.txt, Optional Rules 101-601), not generated from
 * data/rules/1916.xml.
 */
#include <string.h>
#include <glib.h>

#include "umpire-rules.h"

#define SRC_SETUP    "004_fa4e7880f134310e.txt"
#define SRC_OPTIONAL "002_f016aff109a07b2a.txt"
#define MAX_COLUMNS  8

static UmpireRules *rules;

/* ------------------------------------------------------------------------ */
/* Helpers                                                                   */

typedef struct
{
  const char     *id;
  UmpireCellType  type;
} ColumnExpect;

typedef struct
{
  const char *id;
  const char *cells[MAX_COLUMNS];
} RowExpect;

typedef enum
{
  MARK_NONE,
  MARK_RECONSTRUCTED,
  MARK_AMBIGUOUS,
} MarkKind;

/* A cell (row and column), a column (row NULL) or a row (column NULL)
 * that must carry a reading mark and the original text. */
typedef struct
{
  const char *table;
  const char *row;
  const char *column;
  MarkKind    kind;
} MarkExpect;

static const MarkExpect marks[] = {
  /* 1916.support: the damaged header */
  { "1916.support", NULL, "local-attacker", MARK_AMBIGUOUS },
  { "1916.support", NULL, "local-defender", MARK_AMBIGUOUS },
  { "1916.support", NULL, "big-push-attacker", MARK_AMBIGUOUS },
  { "1916.support", NULL, "big-push-defender", MARK_AMBIGUOUS },
  { "1916.support", NULL, "on-call", MARK_RECONSTRUCTED },
  { "1916.support", NULL, "airstrikes", MARK_RECONSTRUCTED },
  { "1916.support", NULL, "gas-german", MARK_AMBIGUOUS },
  { "1916.support", NULL, "gas-other", MARK_AMBIGUOUS },
  /* 1916.lull-features: "Trenchline: ½10" and the prose disagreeing */
  { "1916.lull-features", "extra-defenses", "long-lull", MARK_AMBIGUOUS },
  { "1916.lull-features", "repair-combat-base", "short-lull", MARK_AMBIGUOUS },
  { "1916.lull-features", "repair-combat-base", "long-lull", MARK_AMBIGUOUS },
  { "1916.lull-features", "gassed-recovery", "long-lull", MARK_AMBIGUOUS },
  /* 1916.scouts: the 540 column */
  { "1916.scouts", NULL, "540", MARK_AMBIGUOUS },
  /* 1916.lone-assault: rows 5-8 printed with more letters than columns */
  { "1916.lone-assault", "1", NULL, MARK_AMBIGUOUS },
  { "1916.lone-assault", "8", NULL, MARK_AMBIGUOUS },
  { "1916.lone-assault", "5", "weak", MARK_RECONSTRUCTED },
  { "1916.lone-assault", "5", "remnant", MARK_RECONSTRUCTED },
  { "1916.lone-assault", "6", "weak", MARK_RECONSTRUCTED },
  { "1916.lone-assault", "6", "remnant", MARK_RECONSTRUCTED },
  { "1916.lone-assault", "7", "weak", MARK_RECONSTRUCTED },
  { "1916.lone-assault", "7", "remnant", MARK_RECONSTRUCTED },
  { "1916.lone-assault", "8", "full", MARK_AMBIGUOUS },
  { "1916.lone-assault", "8", "weak", MARK_RECONSTRUCTED },
  { "1916.lone-assault", "8", "remnant", MARK_RECONSTRUCTED },
  /* modifiers and list items */
  { "1916.support-modifiers", "russia-1916", NULL, MARK_AMBIGUOUS },
  { "1916.support-modifiers", "italy-after-1917", NULL, MARK_AMBIGUOUS },
  { "1916.lone-assault-modifiers", "pinned", NULL, MARK_AMBIGUOUS },
  { "1916.support-availability", "reading", NULL, MARK_AMBIGUOUS },
  { "1916.support-availability", "big-push-from", NULL, MARK_AMBIGUOUS },
  { "1916.support-availability", "airstrikes-from", NULL, MARK_AMBIGUOUS },
  { "1916.support-availability", "airstrikes-attacker-only", NULL, MARK_AMBIGUOUS },
  { "1916.support-availability", "gas-from", NULL, MARK_AMBIGUOUS },
  { "1916.support-availability-earlier", "reading", NULL, MARK_AMBIGUOUS },
  { "1916.support-availability-earlier", "airstrikes-from", NULL, MARK_AMBIGUOUS },
  { "1916.support-availability-earlier", "gas-from", NULL, MARK_AMBIGUOUS },
  { "1916.support-availability-earlier", "gas-attacker-only", NULL, MARK_AMBIGUOUS },
  /* issue 4: the setup assistant's readings */
  { "1916.nations", "anzac", NULL, MARK_AMBIGUOUS },
  { "1916.setup-readings", "modifiers-apply", NULL, MARK_AMBIGUOUS },
  { "1916.setup-readings", "defensive-rolls-rounding", NULL, MARK_AMBIGUOUS },
  { "1916.setup-readings", "halved-die-rounding", NULL, MARK_AMBIGUOUS },
  { "1916.lone-assault-ranges", "range-120-180", NULL, MARK_AMBIGUOUS },
  { "1916.lone-assault-ranges", "range-180-240", NULL, MARK_AMBIGUOUS },
};

static MarkKind
expected_mark (const char *table,
               const char *row,
               const char *column)
{
  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    if (g_str_equal (marks[i].table, table)
        && g_strcmp0 (marks[i].row, row) == 0
        && g_strcmp0 (marks[i].column, column) == 0)
      return marks[i].kind;
  return MARK_NONE;
}

static void
assert_mark (const UmpireProvenance *prov,
             MarkKind                kind,
             const char             *what)
{
  switch (kind)
    {
    case MARK_NONE:
      if (prov->reconstructed != NULL || prov->ambiguous != NULL)
        g_error ("%s: unexpected reading mark", what);
      break;
    case MARK_RECONSTRUCTED:
      if (prov->reconstructed == NULL || prov->original == NULL)
        g_error ("%s: should be marked reconstructed, with the original", what);
      break;
    case MARK_AMBIGUOUS:
      if (prov->ambiguous == NULL || prov->original == NULL)
        g_error ("%s: should be marked ambiguous, with the original", what);
      break;
    default:
      g_assert_not_reached ();
    }
}

static const UmpireTable *
get_entry (const char      *id,
           UmpireEntryKind  kind,
           const char      *source,
           const char      *rule)
{
  const UmpireTable *t = umpire_rules_get_table (rules, id);

  if (t == NULL)
    g_error ("no entry %s", id);
  g_assert_cmpint (t->kind, ==, kind);
  g_assert_cmpstr (t->system, ==, "1916");
  g_assert_cmpstr (t->prov.source, ==, source);
  g_assert_cmpstr (t->prov.rule, ==, rule);
  g_assert_nonnull (t->title);
  return t;
}

/* Check a chart: its columns (ids, order, types) and every cell of every
 * row, in order, plus the reading marks of every cell, column and row. */
static const UmpireTable *
check_grid (const char         *id,
            const char         *source,
            const char         *rule,
            const ColumnExpect *columns,
            guint               n_columns,
            const RowExpect    *rows,
            guint               n_rows)
{
  const UmpireTable *t = get_entry (id, UMPIRE_ENTRY_TABLE, source, rule);

  g_assert_cmpuint (t->columns->len, ==, n_columns);
  g_assert_cmpuint (t->rows->len, ==, n_rows);

  for (guint c = 0; c < n_columns; c++)
    {
      const UmpireColumn *col = g_ptr_array_index (t->columns, c);
      g_autofree char *what = g_strdup_printf ("%s column %s", id, columns[c].id);

      g_assert_cmpstr (col->id, ==, columns[c].id);
      g_assert_cmpint (col->type, ==, columns[c].type);
      g_assert_cmpint (umpire_table_column_index (t, columns[c].id), ==, (int) c);
      assert_mark (&col->prov, expected_mark (id, NULL, columns[c].id), what);
    }

  for (guint r = 0; r < n_rows; r++)
    {
      const UmpireRow *row = g_ptr_array_index (t->rows, r);
      g_autofree char *row_what = g_strdup_printf ("%s row %s", id, rows[r].id);

      g_assert_cmpstr (row->id, ==, rows[r].id);
      g_assert_true (umpire_table_get_row (t, rows[r].id) == row);
      g_assert_cmpuint (row->cells->len, ==, n_columns);
      assert_mark (&row->prov, expected_mark (id, rows[r].id, NULL), row_what);

      for (guint c = 0; c < n_columns; c++)
        {
          const UmpireCell *cell = umpire_row_cell (row, (int) c);
          g_autofree char *what = g_strdup_printf ("%s [%s, %s]", id, rows[r].id,
                                                   columns[c].id);

          g_assert_nonnull (rows[r].cells[c]);
          if (g_strcmp0 (cell->text, rows[r].cells[c]) != 0)
            g_error ("%s: \"%s\", expected \"%s\"", what, cell->text, rows[r].cells[c]);
          g_assert_cmpstr (umpire_rules_cell (rules, id, rows[r].id, columns[c].id),
                           ==, rows[r].cells[c]);
          assert_mark (&cell->prov, expected_mark (id, rows[r].id, columns[c].id), what);
          g_assert_true (umpire_cell_is_reconstructed (cell)
                         == (expected_mark (id, rows[r].id, columns[c].id)
                             == MARK_RECONSTRUCTED));
        }
    }

  return t;
}

typedef struct
{
  int         year;
  int         year_min;
  const char *nation;
  const char *opponent;
  const char *flag;
} ConditionExpect;

typedef struct
{
  const char      *id;
  double           value;
  guint            n_conditions;
  ConditionExpect  when[2];
} ModifierExpect;

static void
check_modifiers (const char           *id,
                 const char           *source,
                 const char           *rule,
                 const ModifierExpect *mods,
                 guint                 n_mods)
{
  const UmpireTable *t = get_entry (id, UMPIRE_ENTRY_MODIFIERS, source, rule);

  g_assert_cmpuint (t->rows->len, ==, n_mods);

  for (guint i = 0; i < n_mods; i++)
    {
      const UmpireRow *row = g_ptr_array_index (t->rows, i);
      g_autofree char *what = g_strdup_printf ("%s modifier %s", id, mods[i].id);

      g_assert_cmpstr (row->id, ==, mods[i].id);
      g_assert_true (umpire_table_get_row (t, mods[i].id) == row);
      g_assert_nonnull (row->label);
      g_assert_cmpint (row->op, ==, UMPIRE_MODIFIER_ADD);
      g_assert_cmpfloat_with_epsilon (row->value, mods[i].value, 1e-9);
      g_assert_cmpuint (row->conditions->len, ==, mods[i].n_conditions);
      assert_mark (&row->prov, expected_mark (id, mods[i].id, NULL), what);

      for (guint w = 0; w < mods[i].n_conditions; w++)
        {
          const UmpireCondition *cond = g_ptr_array_index (row->conditions, w);
          const ConditionExpect *e = &mods[i].when[w];

          g_assert_cmpint (cond->year, ==, e->year);
          g_assert_cmpint (cond->year_min, ==, e->year_min);
          g_assert_cmpint (cond->year_max, ==, 0);
          g_assert_cmpstr (cond->nation, ==, e->nation);
          g_assert_cmpstr (cond->opponent, ==, e->opponent);
          g_assert_cmpstr (cond->flag, ==, e->flag);
          g_assert_null (cond->role);
          g_assert_null (cond->battle);
        }
    }
}

typedef struct
{
  const char *id;
  const char *value;     /* NULL: no value */
  const char *contains;  /* a phrase the item text must hold */
} ItemExpect;

static void
check_list (const char       *id,
            const char       *source,
            const char       *rule,
            const ItemExpect *items,
            guint             n_items)
{
  const UmpireTable *t = get_entry (id, UMPIRE_ENTRY_LIST, source, rule);

  g_assert_cmpuint (t->rows->len, ==, n_items);

  for (guint i = 0; i < n_items; i++)
    {
      const UmpireRow *row = g_ptr_array_index (t->rows, i);
      const UmpireCell *text = umpire_row_cell (row, 0);
      g_autofree char *what = g_strdup_printf ("%s item %s", id, items[i].id);

      g_assert_cmpstr (row->id, ==, items[i].id);
      g_assert_true (umpire_table_get_row (t, items[i].id) == row);
      g_assert_cmpstr (row->item_value, ==, items[i].value);
      g_assert_nonnull (text);
      if (strstr (text->text, items[i].contains) == NULL)
        g_error ("%s: \"%s\" lacks \"%s\"", what, text->text, items[i].contains);
      assert_mark (&row->prov, expected_mark (id, items[i].id, NULL), what);
    }
}

static void
assert_range (const UmpireRange *range,
              gboolean           has_min,
              double             min,
              gboolean           has_max,
              double             max)
{
  g_assert_cmpint (range->has_min, ==, has_min);
  g_assert_cmpint (range->has_max, ==, has_max);
  if (has_min)
    g_assert_cmpfloat_with_epsilon (range->min, min, 1e-9);
  if (has_max)
    g_assert_cmpfloat_with_epsilon (range->max, max, 1e-9);
}

/* Rows "1".."n" with min = max, except the open ends when asked. */
static void
assert_die_rows (const UmpireTable *t,
                 guint              n,
                 gboolean           open_low,
                 gboolean           open_high)
{
  for (guint r = 0; r < n; r++)
    {
      const UmpireRow *row = g_ptr_array_index (t->rows, r);
      double v = r + 1;

      assert_range (&row->range,
                    !(open_low && r == 0), v,
                    !(open_high && r == n - 1), v);
    }
}

/* ------------------------------------------------------------------------ */
/* 004: Basic Game Setup                                                     */

static const ColumnExpect support_columns[] = {
  { "local-attacker", UMPIRE_CELL_DECIMAL },
  { "local-defender", UMPIRE_CELL_DECIMAL },
  { "big-push-attacker", UMPIRE_CELL_DECIMAL },
  { "big-push-defender", UMPIRE_CELL_DECIMAL },
  { "on-call", UMPIRE_CELL_DECIMAL },
  { "airstrikes", UMPIRE_CELL_INTEGER },
  { "gas-german", UMPIRE_CELL_YESNO },
  { "gas-other", UMPIRE_CELL_YESNO },
};

static const RowExpect support_rows[] = {
  { "1", { ".20", ".10", ".30", ".15", ".05", "-", "no", "no" } },
  { "2", { ".25", ".15", ".35", ".25", ".10", "-", "no", "no" } },
  { "3", { ".30", ".20", ".45", ".30", ".15", "-", "no", "no" } },
  { "4", { ".40", ".25", ".55", ".40", ".20", "1", "no", "no" } },
  { "5", { ".50", ".35", ".65", ".45", ".30", "2", "yes", "no" } },
  { "6", { ".60", ".45", ".75", ".55", ".40", "3", "yes", "yes" } },
  { "7", { ".65", ".50", ".80", ".60", ".45", "3", "-", "-" } },
  { "8", { ".70", ".55", ".85", ".65", ".50", "3", "-", "-" } },
};

static void
test_support (void)
{
  const UmpireTable *t;
  const UmpireRow *row;
  gboolean clamped = FALSE;

  t = check_grid ("1916.support", SRC_SETUP, "Setup 2",
                  support_columns, G_N_ELEMENTS (support_columns),
                  support_rows, G_N_ELEMENTS (support_rows));
  g_assert_cmpstr (t->dice, ==, "1d6");
  g_assert_cmpstr (t->row_label, ==, "Die roll");
  assert_die_rows (t, 8, TRUE, TRUE);
  g_assert_cmpstr (((UmpireRow *) g_ptr_array_index (t->rows, 0))->label, ==, "1 or less");
  g_assert_cmpstr (((UmpireRow *) g_ptr_array_index (t->rows, 7))->label, ==, "8 or more");

  /* the worked example: .40 on the chart */
  g_assert_cmpstr (umpire_rules_cell (rules, "1916.support", "4", "local-attacker"), ==, ".40");

  /* modified rolls beyond the printed ends use the open rows */
  row = umpire_table_row_for_number (t, -1, &clamped);
  g_assert_nonnull (row);
  g_assert_cmpstr (row->id, ==, "1");
  row = umpire_table_row_for_number (t, 10, &clamped);
  g_assert_nonnull (row);
  g_assert_cmpstr (row->id, ==, "8");
}

static const ModifierExpect support_modifiers[] = {
  { "germany-1918", 2, 1, { { 1918, 0, "germany", NULL, NULL } } },
  { "russia-1914", -2, 1, { { 1914, 0, "russia", NULL, NULL } } },
  { "russia-1915", -3, 1, { { 1915, 0, "russia", NULL, NULL } } },
  { "russia-1916", -1, 1, { { 1916, 0, "russia", NULL, NULL } } },
  { "italy-after-1917", -3, 1, { { 0, 1918, "italy", NULL, NULL } } },
};

static void
test_support_modifiers (void)
{
  const UmpireTable *t;
  UmpireSituation russia_1916 = { .year = 1916, .nation = "russia" };
  UmpireSituation russia_1915 = { .year = 1915, .nation = "russia" };
  UmpireSituation italy_1917 = { .year = 1917, .nation = "italy" };
  UmpireSituation italy_1918 = { .year = 1918, .nation = "italy" };

  check_modifiers ("1916.support-modifiers", SRC_SETUP, "Setup 2",
                   support_modifiers, G_N_ELEMENTS (support_modifiers));
  t = umpire_rules_get_table (rules, "1916.support-modifiers");

  g_assert_true (umpire_modifier_applies (umpire_table_get_row (t, "russia-1916"), &russia_1916));
  g_assert_false (umpire_modifier_applies (umpire_table_get_row (t, "russia-1916"), &russia_1915));
  g_assert_true (umpire_modifier_applies (umpire_table_get_row (t, "russia-1915"), &russia_1915));
  g_assert_false (umpire_modifier_applies (umpire_table_get_row (t, "italy-after-1917"), &italy_1917));
  g_assert_true (umpire_modifier_applies (umpire_table_get_row (t, "italy-after-1917"), &italy_1918));
}

static const ItemExpect support_availability_items[] = {
  { "one-die-per-category", "1d6", "one six-sided die for each category" },
  { "barrage-column", "battle", "local attack or big push" },
  { "barrages-per-sub-unit", NULL, "totalled for both sides" },
  { "reading", "each-heading", "Each heading takes the qualifier that follows it" },
  { "big-push-from", "1916", "Big Push barrages are available starting 1916" },
  { "airstrikes-from", "1915", "starting 1915" },
  { "airstrikes-attacker-only", "attacker", "Only the attacker rolls for airstrikes" },
  { "gas-from", "1915", "to both sides" },
  { "low-intensity", NULL, "Africa, Palestine" },
};

/* The earlier reading of the damaged header, kept for the umpire to switch to. */
static const ItemExpect support_earlier_items[] = {
  { "reading", "repeat", "gas for the attacker only" },
  { "airstrikes-from", "1916", "starting 1916" },
  { "gas-from", "1915", "starting 1915" },
  { "gas-attacker-only", "attacker", "German" },
};

static void
test_support_availability (void)
{
  check_list ("1916.support-availability", SRC_SETUP, "Setup 2",
              support_availability_items, G_N_ELEMENTS (support_availability_items));
  check_list ("1916.support-availability-earlier", SRC_SETUP, "Setup 2",
              support_earlier_items, G_N_ELEMENTS (support_earlier_items));
}

static const ColumnExpect heavy_columns[] = {
  { "a", UMPIRE_CELL_DECIMAL },
  { "b", UMPIRE_CELL_DECIMAL },
  { "c", UMPIRE_CELL_DECIMAL },
  { "d", UMPIRE_CELL_DECIMAL },
  { "f", UMPIRE_CELL_DECIMAL },
};

static const RowExpect heavy_rows[] = {
  { "1", { ".70", ".45", ".25", ".05", ".00" } },
  { "2", { ".75", ".50", ".30", ".10", ".00" } },
  { "3", { ".80", ".55", ".35", ".15", ".00" } },
  { "4", { ".90", ".65", ".45", ".25", ".05" } },
  { "5", { ".95", ".70", ".50", ".30", ".10" } },
  { "6", { "1.00", ".75", ".55", ".35", ".15" } },
};

static void
test_heavy_weapons (void)
{
  const UmpireTable *t;

  t = check_grid ("1916.heavy-weapons", SRC_SETUP, "Setup 3",
                  heavy_columns, G_N_ELEMENTS (heavy_columns),
                  heavy_rows, G_N_ELEMENTS (heavy_rows));
  assert_die_rows (t, 6, FALSE, FALSE);
  /* the worked example: 1914 field guns on column C, a .55 */
  g_assert_cmpstr (umpire_rules_cell (rules, "1916.heavy-weapons", "6", "c"), ==, ".55");
}

static const ColumnExpect recommendation_columns[] = {
  { "field-gun", UMPIRE_CELL_TEXT },
  { "light-trench-mortar", UMPIRE_CELL_TEXT },
  { "medium-trench-mortar", UMPIRE_CELL_TEXT },
  { "french-commonwealth-lmg", UMPIRE_CELL_TEXT },
  { "german-hmg", UMPIRE_CELL_TEXT },
  { "american-lmg", UMPIRE_CELL_TEXT },
};

static const RowExpect recommendation_rows[] = {
  { "1914", { "C", "-", "-", "-", "-", "-" } },
  { "1915", { "D", "D", "-", "D", "-", "-" } },
  { "1916", { "F", "C", "-", "-", "F", "-" } },
  { "1917", { "F", "-", "F", "-", "-", "-" } },
  { "1918", { "D", "-", "F", "-", "F", "C" } },
};

static void
test_heavy_weapons_recommendations (void)
{
  const UmpireTable *t;

  t = check_grid ("1916.heavy-weapons-recommendations", SRC_SETUP, "Setup 3",
                  recommendation_columns, G_N_ELEMENTS (recommendation_columns),
                  recommendation_rows, G_N_ELEMENTS (recommendation_rows));
  for (guint r = 0; r < t->rows->len; r++)
    assert_range (&((UmpireRow *) g_ptr_array_index (t->rows, r))->range,
                  TRUE, 1914 + r, TRUE, 1914 + r);

  /* which column for field guns in 1916? F, a column of the chart */
  g_assert_cmpstr (umpire_rules_cell (rules, "1916.heavy-weapons-recommendations",
                                      "1916", "field-gun"), ==, "F");
  g_assert_cmpint (umpire_table_column_index (umpire_rules_get_table (rules, "1916.heavy-weapons"),
                                              "f"), >=, 0);
}

static const ColumnExpect proximity_columns[] = {
  { "1", UMPIRE_CELL_INTEGER },
  { "2", UMPIRE_CELL_INTEGER },
  { "3", UMPIRE_CELL_INTEGER },
  { "4", UMPIRE_CELL_INTEGER },
  { "5", UMPIRE_CELL_INTEGER },
  { "6", UMPIRE_CELL_INTEGER },
};

static const RowExpect proximity_rows[] = {
  { "constricted", { "80", "160", "200", "250", "300", "400" } },
  { "open", { "100", "180", "250", "320", "400", "500" } },
  { "wide-open", { "120", "200", "300", "400", "500", "600" } },
};

static void
test_proximity (void)
{
  const UmpireTable *t;

  t = check_grid ("1916.proximity", SRC_SETUP, "Setup 5",
                  proximity_columns, G_N_ELEMENTS (proximity_columns),
                  proximity_rows, G_N_ELEMENTS (proximity_rows));
  for (guint c = 0; c < t->columns->len; c++)
    {
      const UmpireColumn *col = g_ptr_array_index (t->columns, c);

      assert_range (&col->range, TRUE, c + 1, TRUE, c + 1);
      gboolean clamped = TRUE;

      g_assert_cmpint (umpire_table_column_for_number (t, c + 1, &clamped), ==, (int) c);
      g_assert_false (clamped);
    }
}

static const ColumnExpect scale_columns[] = {
  { "yards-per-inch", UMPIRE_CELL_INTEGER },
};

static const RowExpect scale_rows[] = {
  { "large", { "20" } },
  { "medium", { "30" } },
  { "small", { "40" } },
};

static void
test_scales (void)
{
  check_grid ("1916.scales", SRC_SETUP, "Setup 5",
              scale_columns, G_N_ELEMENTS (scale_columns),
              scale_rows, G_N_ELEMENTS (scale_rows));
}

static const ColumnExpect lull_feature_columns[] = {
  { "short-lull", UMPIRE_CELL_TEXT },
  { "long-lull", UMPIRE_CELL_TEXT },
};

static const RowExpect lull_feature_rows[] = {
  { "extra-defenses", { "Hasty Dig-in : Unlimited", "Trenchline: ½10" } },
  { "repair-combat-base", { "No", "5,6" } },
  { "repair-command-base", { "No", "5,6" } },
  { "mg-jam", { "Automatic", "Automatic" } },
  { "gassed-recovery", { "No", "5,6" } },
  { "reorganize", { "No", "All unpinned units" } },
  { "extra-on-call", { "No", "Yes" } },
  { "extra-airstrikes", { "Yes", "Yes" } },
};

static void
test_lull_features (void)
{
  const UmpireTable *t;
  gboolean footnotes[3] = { FALSE, FALSE, FALSE };
  static const char *footnote_text[3] = {
    "maximum of two damage points",
    "Pinned units remain pinned",
    "Unused airstrikes are lost",
  };

  t = check_grid ("1916.lull-features", SRC_SETUP, "Lull",
                  lull_feature_columns, G_N_ELEMENTS (lull_feature_columns),
                  lull_feature_rows, G_N_ELEMENTS (lull_feature_rows));

  for (guint i = 0; i < t->notes->len; i++)
    for (guint f = 0; f < G_N_ELEMENTS (footnotes); f++)
      if (strstr (g_ptr_array_index (t->notes, i), footnote_text[f]) != NULL)
        footnotes[f] = TRUE;
  for (guint f = 0; f < G_N_ELEMENTS (footnotes); f++)
    g_assert_true (footnotes[f]);
}

static const ItemExpect lull_items[] = {
  { "start-turn", "proximity-die", "unmodified setup proximity die" },
  { "lull-die", "1d6", "one six-sided die" },
  { "lull-on", "6", "unmodified roll of 6" },
  { "short-before-turn", "7", "before the seventh game turn" },
  { "long-from-turn", "7", "on or after the seventh game turn" },
  { "mutual-declaration", NULL, "mutually declare" },
  { "deadline-2d6", "2d6", "Lull deadline" },
  { "command-base-repair-max", "2", "two damage points" },
  { "on-call-carry-over", NULL, "next round" },
  { "airstrikes-lost", NULL, "Unused airstrikes are lost" },
};

static void
test_lull (void)
{
  check_list ("1916.lull", SRC_SETUP, "Lull", lull_items, G_N_ELEMENTS (lull_items));
}

static const ColumnExpect reinforcement_columns[] = {
  { "attacker", UMPIRE_CELL_TEXT },
  { "attacker-infantry", UMPIRE_CELL_INTEGER },
  { "attacker-hmg", UMPIRE_CELL_INTEGER },
  { "defender", UMPIRE_CELL_TEXT },
  { "defender-infantry", UMPIRE_CELL_INTEGER },
  { "defender-hmg", UMPIRE_CELL_INTEGER },
};

static const RowExpect reinforcement_rows[] = {
  { "1", { "none", "0", "0", "none", "0", "0" } },
  { "2", { "none", "0", "0", "1 inf. sub-unit", "1", "0" } },
  { "3", { "none", "0", "0", "2 inf. sub-units & 1 HMG", "2", "1" } },
  { "4", { "2 inf. sub-units", "2", "0", "3 inf. sub-units & 1 HMG", "3", "1" } },
  { "5", { "2 inf. sub-units & 1 HMG", "2", "1", "4 inf. sub-units & 2 HMG", "4", "2" } },
  { "6", { "3 inf. sub-units & 2 HMG", "3", "2", "5 inf. sub-units & 2 HMG", "5", "2" } },
};

static void
test_reinforcements (void)
{
  const UmpireTable *t;

  t = check_grid ("1916.reinforcements", SRC_SETUP, "Reinforcements",
                  reinforcement_columns, G_N_ELEMENTS (reinforcement_columns),
                  reinforcement_rows, G_N_ELEMENTS (reinforcement_rows));
  g_assert_cmpstr (t->dice, ==, "1d6");
  assert_die_rows (t, 6, FALSE, FALSE);
}

static const ItemExpect setup_sequence_items[] = {
  { "year-and-sides", "1", "attacker and defender" },
  { "support", "2", "barrage / on-call artillery / airstrike / gas" },
  { "heavy-weapons", "3", "extra heavy weapon" },
  { "defensive-works", "4", "defensive works" },
  { "proximity", "5", "setup proximity" },
  { "place-defenses", "6", "Place defensive works" },
  { "place-troops", "7", "Place troops" },
  { "counterbattery", "8", "counter-battery" },
  { "bombardment", "9", "check morale" },
};

static const ItemExpect placement_items[] = {
  { "prone-start", NULL, "prone" },
  { "written-placement", NULL, "written out ahead of time" },
  { "defender-infantry", "1", "defender places his infantry" },
  { "attacker-infantry", "2", "attacker places his infantry" },
  { "defender-supports", "3", "supporting bases" },
  { "attacker-supports", "4", "attacker" },
};

static const ItemExpect counterbattery_items[] = {
  { "before-assigning", NULL, "Before assigning barrages" },
  { "die-per-barrage", "1d6", "for each barrage" },
  { "destroy-on", "5", "5 or 6" },
  { "gas-bonus", "+1", "using gas" },
};

static const ItemExpect bombardment_items[] = {
  { "targets", NULL, "sub-units or command bases" },
  { "roll-per-base", "1", "Area Weapons Chart" },
  { "supporting-bases", "1", "supporting bases" },
  { "unit-or-command-base", NULL, "not both" },
  { "distribution", NULL, "any manner" },
  { "gas-modifies", NULL, "gas" },
  { "gassed-unit", NULL, "gassed unit" },
  { "no-gas-on-call", NULL, "No gas" },
  { "morale-checks", NULL, "morale" },
};

static const ItemExpect defensive_items[] = {
  { "trenches", NULL, "trenches" },
  { "wire", NULL, "barbed wire" },
  { "pillboxes", NULL, "pillboxes" },
  { "bunkers", NULL, "bunkers" },
  { "rolls-per-sub-units", "20", "once per 20 sub-units" },
  { "per-nation-values", NULL, "not in the sources" },
  { "example-french-1915", NULL, "not bunkers" },
};

static void
test_setup_lists (void)
{
  check_list ("1916.setup-sequence", SRC_SETUP, "Setup Sequence",
              setup_sequence_items, G_N_ELEMENTS (setup_sequence_items));
  check_list ("1916.placement-checklist", SRC_SETUP, "Setup 7",
              placement_items, G_N_ELEMENTS (placement_items));
  check_list ("1916.counterbattery", SRC_SETUP, "Setup 8",
              counterbattery_items, G_N_ELEMENTS (counterbattery_items));
  check_list ("1916.bombardment", SRC_SETUP, "Setup 9",
              bombardment_items, G_N_ELEMENTS (bombardment_items));
  check_list ("1916.defensive-works", SRC_SETUP, "Setup 4",
              defensive_items, G_N_ELEMENTS (defensive_items));
}

/* ------------------------------------------------------------------------ */
/* 002: Optional Rules                                                       */

static const ModifierExpect antagonist_modifiers[] = {
  { "austria-morale", 1, 2, { { 0, 0, "austria", "italy", "morale" },
                              { 0, 0, "austria", "turkey", "morale" } } },
  { "italy-morale", 1, 1, { { 0, 0, "italy", "austria", "morale" } } },
  { "russia-morale", 1, 1, { { 0, 0, "russia", "turkey", "morale" } } },
  { "russia-training", 1, 1, { { 0, 0, "russia", "turkey", "training" } } },
  { "serbia-morale", 1, 2, { { 0, 0, "serbia", "austria", "morale" },
                             { 0, 0, "serbia", "turkey", "morale" } } },
};

static void
test_natural_antagonists (void)
{
  check_modifiers ("1916.natural-antagonists", SRC_OPTIONAL, "101",
                   antagonist_modifiers, G_N_ELEMENTS (antagonist_modifiers));
}

static const ItemExpect veteran_items[] = {
  { "roll", "2d6", "two dice" },
  { "success-on", "12", "twelve" },
  { "cannot-be-killed", NULL, "cannot be killed" },
  { "command-bonus", "+1", "command die rolls" },
  { "barrage-die", "1d6", "pre-game barrage" },
  { "barrage-even", "-1", "even result" },
};

static const ItemExpect lost_platoon_items[] = {
  { "trigger", NULL, "unsupported unit is destroyed" },
  { "marker", NULL, "kneeling or prone figure" },
  { "draws-mg-fire", "2", "two enemy machine guns" },
  { "pins-units", "2", "average training quality or worse" },
  { "duration", "1d6", "number of turns" },
};

static const ItemExpect post_barrage_items[] = {
  { "stand-roll", NULL, "Over the Top modifier" },
  { "failure", NULL, "remain in their pre-game prone positions" },
  { "hmg-roll", NULL, "Commonwealth and German HMG" },
};

static const ItemExpect depleted_items[] = {
  { "assault-moves", "2", "two assault moves" },
};

static const ItemExpect battery_items[] = {
  { "when", NULL, "tactical penetration" },
  { "column", "f", "F column" },
  { "base", NULL, "friendly units still in existence" },
  { "result", NULL, "light artillery bases" },
  { "min-distance", "200", "200 yards" },
  { "max-weapon-class", "5", "weapon class five" },
  { "penetration-yards", "1200", "1200 yards" },
};

static const ItemExpect fascine_items[] = {
  { "bridge", "1", "one segment of fire trench" },
  { "permanent", NULL, "rest of the game" },
  { "tracked", NULL, "tracked vehicle" },
  { "not-wheeled", NULL, "wheeled vehicles or horses" },
};

static const ItemExpect trench_stop_items[] = {
  { "build", NULL, "one full turn" },
  { "success-on", "5", "5 or 6" },
  { "stop", NULL, "through (not across)" },
  { "assault-bonus", "+1", "+1 on the assault die" },
  { "destroyed", NULL, "destroyed by any assault" },
};

static const ItemExpect fire_storm_items[] = {
  { "heavy-fire-dice", "5", "five or more heavy fire dice" },
  { "weapon-types", "3", "three of the four weapon types" },
  { "artillery", NULL, "artillery" },
  { "trench-mortar", NULL, "Trench mortar" },
  { "machine-gun", NULL, "machine gun" },
  { "flamethrower", NULL, "Flamethrower" },
};

static const ItemExpect equipment_items[] = {
  { "no-prone-heavy-weapons", NULL, "No heavy weapons may be declared prone" },
  { "no-prone-field-guns", NULL, "pre-game bombardment" },
};

static const ItemExpect friendly_fire_items[] = {
  { "training", NULL, "average, poor or abysmal" },
  { "conditions", NULL, "woods or during darkness" },
  { "range", "60", "60 yards" },
  { "one-base", "1", "one base" },
  { "resolution", NULL, "Area Weapons chart" },
  { "full-cover", NULL, "full cover" },
};

static void
test_optional_lists (void)
{
  check_list ("1916.veteran-officers", SRC_OPTIONAL, "102",
              veteran_items, G_N_ELEMENTS (veteran_items));
  g_assert_cmpstr (umpire_table_get_row (umpire_rules_get_table (rules, "1916.veteran-officers"),
                                         "command-bonus")->prov.rule, ==, "206");
  g_assert_cmpstr (umpire_table_get_row (umpire_rules_get_table (rules, "1916.veteran-officers"),
                                         "barrage-even")->prov.rule, ==, "601");
  check_list ("1916.lost-platoons", SRC_OPTIONAL, "103",
              lost_platoon_items, G_N_ELEMENTS (lost_platoon_items));
  check_list ("1916.post-barrage-deployment", SRC_OPTIONAL, "201",
              post_barrage_items, G_N_ELEMENTS (post_barrage_items));
  check_list ("1916.depleted-reinforcements", SRC_OPTIONAL, "202",
              depleted_items, G_N_ELEMENTS (depleted_items));
  check_list ("1916.battery-encounters", SRC_OPTIONAL, "203",
              battery_items, G_N_ELEMENTS (battery_items));
  check_list ("1916.fascines", SRC_OPTIONAL, "204",
              fascine_items, G_N_ELEMENTS (fascine_items));
  check_list ("1916.trench-stops", SRC_OPTIONAL, "208",
              trench_stop_items, G_N_ELEMENTS (trench_stop_items));
  check_list ("1916.fire-storms", SRC_OPTIONAL, "301",
              fire_storm_items, G_N_ELEMENTS (fire_storm_items));
  check_list ("1916.equipment-damage", SRC_OPTIONAL, "302",
              equipment_items, G_N_ELEMENTS (equipment_items));
  check_list ("1916.friendly-fire", SRC_OPTIONAL, "303",
              friendly_fire_items, G_N_ELEMENTS (friendly_fire_items));
}

static const ColumnExpect scout_columns[] = {
  { "120", UMPIRE_CELL_INTEGER },
  { "240", UMPIRE_CELL_INTEGER },
  { "360", UMPIRE_CELL_INTEGER },
  { "480", UMPIRE_CELL_INTEGER },
  { "540", UMPIRE_CELL_INTEGER },
  { "success-text", UMPIRE_CELL_TEXT },
  { "success", UMPIRE_CELL_INTEGER },
};

static const RowExpect scout_rows[] = {
  { "outstanding", { "4", "3", "2", "1", "-", "5 or greater", "5" } },
  { "great", { "3", "2", "1", "-", "-", "6 or greater", "6" } },
  { "average", { "2", "-", "-", "-", "-", "6 or greater", "6" } },
  { "poor", { "1", "-", "-", "-", "-", "7 or greater", "7" } },
  { "abysmal", { "-", "-", "-", "-", "-", "7 or greater", "7" } },
};

static const ModifierExpect scout_modifiers[] = {
  { "air-superiority", 1, 1, { { 0, 0, NULL, NULL, "air-superiority" } } },
};

static void
test_scouts (void)
{
  const UmpireTable *t;
  static const struct { double yards; int column; } brackets[] = {
    { 60, 0 }, { 120, 0 }, { 121, 1 }, { 240, 1 }, { 300, 2 },
    { 360, 2 }, { 400, 3 }, { 480, 3 }, { 500, 4 }, { 540, 4 },
  };
  gboolean notes_natural_1 = FALSE;

  t = check_grid ("1916.scouts", SRC_OPTIONAL, "205",
                  scout_columns, G_N_ELEMENTS (scout_columns),
                  scout_rows, G_N_ELEMENTS (scout_rows));
  for (guint i = 0; i < G_N_ELEMENTS (brackets); i++)
    {
      const UmpireColumn *col = g_ptr_array_index (t->columns, brackets[i].column);

      g_assert_true (umpire_range_contains (&col->range, brackets[i].yards));
    }
  g_assert_false (umpire_range_contains (
    &((UmpireColumn *) g_ptr_array_index (t->columns, 1))->range, 120));

  check_modifiers ("1916.scouts-modifiers", SRC_OPTIONAL, "205",
                   scout_modifiers, G_N_ELEMENTS (scout_modifiers));
  t = umpire_rules_get_table (rules, "1916.scouts-modifiers");
  for (guint i = 0; i < t->notes->len; i++)
    if (strstr (g_ptr_array_index (t->notes, i), "natural 1") != NULL)
      notes_natural_1 = TRUE;
  g_assert_true (notes_natural_1);
}

static const ColumnExpect entanglement_columns[] = {
  { "movement-reduction", UMPIRE_CELL_TEXT },
  { "dice-multiplier-yards", UMPIRE_CELL_INTEGER },
  { "halved", UMPIRE_CELL_YESNO },
  { "availability-ratio", UMPIRE_CELL_DECIMAL },
  { "destroyed-on", UMPIRE_CELL_INTEGER },
  { "notes", UMPIRE_CELL_TEXT },
};

static const RowExpect entanglement_rows[] = {
  { "light-riders", { "½ 1D6 x 10 yards", "10", "yes", "0.8", "2", "-" } },
  { "light-coiled", { "½ 1D6 x 10 yards", "10", "yes", "1.0", "3", "-" } },
  { "light-fence", { "1D6 x 10 yards", "10", "no", "1.5", "4", "Most common type." } },
  { "medium-fence", { "1D6 x 20 yards", "20", "no", "2.0", "5",
                      "Most common type for main defenses." } },
  { "heavy-coiled", { "1D6 x 30 yards", "30", "no", "4.0", "6",
                      "Impassible to tanks. Gives solid cover bonus against small arms fire. "
                      "Only used in heavily prepared primary defense lines." } },
};

static void
test_entanglements (void)
{
  check_grid ("1916.entanglements", SRC_OPTIONAL, "207",
              entanglement_columns, G_N_ELEMENTS (entanglement_columns),
              entanglement_rows, G_N_ELEMENTS (entanglement_rows));
}

static const ModifierExpect mortar_modifiers[] = {
  { "light-vs-personnel", -2, 1, { { 0, 0, NULL, NULL, "light-trench-mortar-vs-personnel" } } },
  { "medium-vs-personnel", -1, 1, { { 0, 0, NULL, NULL, "medium-trench-mortar-vs-personnel" } } },
  { "large-vs-tank", -1, 1, { { 0, 0, NULL, NULL, "large-trench-mortar-vs-tank" } } },
};

/* "Medium/Light Mortars are No Effect (N/E)" has no number: a list, not a modifier */
static const ItemExpect mortar_items[] = {
  { "area-weapons-chart", NULL, "instead of the Direct Artillery chart" },
  { "medium-vs-tank", "N/E", "No Effect" },
  { "light-vs-tank", "N/E", "No Effect" },
};

static void
test_mortar_fire (void)
{
  const UmpireTable *t;

  check_modifiers ("1916.mortar-fire", SRC_OPTIONAL, "304",
                   mortar_modifiers, G_N_ELEMENTS (mortar_modifiers));
  check_list ("1916.mortar-fire-rules", SRC_OPTIONAL, "304",
              mortar_items, G_N_ELEMENTS (mortar_items));
  t = umpire_rules_get_table (rules, "1916.mortar-fire-rules");
  g_assert_cmpstr (umpire_table_get_row (t, "medium-vs-tank")->prov.original, ==,
                   "Medium/Light Mortars are No Effect (N/E)");
  g_assert_cmpstr (umpire_table_get_row (t, "light-vs-tank")->prov.original, ==,
                   "Medium/Light Mortars are No Effect (N/E)");
}

static const ColumnExpect lone_columns[] = {
  { "heavy-weapon", UMPIRE_CELL_TEXT },
  { "full", UMPIRE_CELL_TEXT },
  { "weak", UMPIRE_CELL_TEXT },
  { "remnant", UMPIRE_CELL_TEXT },
};

/* Rows 5-8 are printed with more letters than columns (see READING.md):
 *   5 None None D K D
 *   6 K None K K D C
 *   7 C None K C K C C
 *   8 C D K C C K C C C
 * Read in order, each letter one base, each column growing with the roll. */
static const RowExpect lone_rows[] = {
  { "1", { "None", "None", "None", "None" } },
  { "2", { "None", "None", "None", "None" } },
  { "3", { "None", "None", "None", "D" } },
  { "4", { "None", "None", "None", "K" } },
  { "5", { "None", "None", "D", "K D" } },
  { "6", { "K", "None", "K", "K D C" } },
  { "7", { "C", "None", "K C", "K C C" } },
  { "8", { "C", "D", "K C C", "K C C C" } },
};

static const ModifierExpect lone_modifiers[] = {
  { "great-brave", 1, 1, { { 0, 0, NULL, NULL, "great-brave" } } },
  { "active", 2, 1, { { 0, 0, NULL, NULL, "active" } } },
  { "poor-shaky", -1, 1, { { 0, 0, NULL, NULL, "poor-shaky" } } },
  { "well-led", 1, 1, { { 0, 0, NULL, NULL, "well-led" } } },
  { "previous-request", -1, 1, { { 0, 0, NULL, NULL, "previous-request" } } },
  { "range-120-180", -1, 1, { { 0, 0, NULL, NULL, "range-120-180" } } },
  { "range-180-240", -2, 1, { { 0, 0, NULL, NULL, "range-180-240" } } },
  { "supported", -3, 1, { { 0, 0, NULL, NULL, "supported" } } },
  { "pinned", 3, 1, { { 0, 0, NULL, NULL, "pinned" } } },
};

static const ItemExpect lone_limit_items[] = {
  { "frequency", "1", "once per turn" },
  { "max-range", "240", "240 yards" },
  { "targets", NULL, "isolated positions or weak units" },
};

/* None < D < K < C: a cell's strength, letter by letter. */
static int
effect_strength (const char *text)
{
  int total = 0;

  if (g_str_equal (text, "None"))
    return 0;
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == 'D')
        total += 1;
      else if (*p == 'K')
        total += 2;
      else if (*p == 'C')
        total += 3;
      else
        g_assert_cmpint (*p, ==, ' ');
    }
  return total;
}

static void
test_lone_assault (void)
{
  const UmpireTable *t;
  const UmpireRow *previous = NULL;

  t = check_grid ("1916.lone-assault", SRC_OPTIONAL, "501",
                  lone_columns, G_N_ELEMENTS (lone_columns),
                  lone_rows, G_N_ELEMENTS (lone_rows));
  g_assert_cmpstr (t->dice, ==, "1d6");
  assert_die_rows (t, 8, TRUE, TRUE);

  /* the reconstruction keeps the chart monotonic down every column */
  for (guint r = 0; r < t->rows->len; r++)
    {
      const UmpireRow *row = g_ptr_array_index (t->rows, r);

      for (guint c = 0; previous != NULL && c < t->columns->len; c++)
        g_assert_cmpint (effect_strength (umpire_row_cell (row, c)->text), >=,
                         effect_strength (umpire_row_cell (previous, c)->text));
      previous = row;
    }

  check_modifiers ("1916.lone-assault-modifiers", SRC_OPTIONAL, "501",
                   lone_modifiers, G_N_ELEMENTS (lone_modifiers));
  g_assert_nonnull (umpire_table_get_row (umpire_rules_get_table (rules,
                                                                  "1916.lone-assault-modifiers"),
                                          "previous-request")->prov.note);
  check_list ("1916.lone-assault-limits", SRC_OPTIONAL, "501",
              lone_limit_items, G_N_ELEMENTS (lone_limit_items));
}

static const ModifierExpect bomber_modifiers[] = {
  { "germany-1914", 1, 1, { { 1914, 0, "germany", NULL, NULL } } },
  { "turkey-vs-anzac-1915", 1, 1, { { 1915, 0, "turkey", "anzac", NULL } } },
  { "germany-vs-britain-1915", 1, 1, { { 1915, 0, "germany", "britain", NULL } } },
  { "germany-vs-usa-1918", 1, 1, { { 1918, 0, "germany", "usa", NULL } } },
};

static void
test_bomber_parties (void)
{
  check_modifiers ("1916.bomber-parties", SRC_OPTIONAL, "502",
                   bomber_modifiers, G_N_ELEMENTS (bomber_modifiers));
}

/* ------------------------------------------------------------------------ */
/* Issue 4: entries the setup assistant needs                                */

/* "LAND WAR IN THE AGE OF MACHINES: 1914-1918" (002 header); step 1 of 004 */
static const ItemExpect scenario_items[] = {
  { "year-first", "1914", "1914-1918" },
  { "year-last", "1918", "1914-1918" },
  { "attacker-superior", NULL, "numerically superior side" },
  { "battle-local", "local", "local attack" },
  { "battle-big-push", "big-push", "big push" },
};

/* "British · French (Also American) · German (Also Turkish) ·
 *  Russian (also Austrian, Italian, Balkan)"; Serbian from 101, ANZAC from 502 */
static const ItemExpect nation_items[] = {
  { "britain", "britain", "British" },
  { "france", "france", "French" },
  { "usa", "france", "American" },
  { "germany", "germany", "German" },
  { "turkey", "germany", "Turkish" },
  { "russia", "russia", "Russian" },
  { "austria", "russia", "Austrian" },
  { "italy", "russia", "Italian" },
  { "serbia", "russia", "Balkan" },
  { "anzac", "britain", "Commonwealth" },
};

static const ItemExpect setup_reading_items[] = {
  { "modifiers-apply", "barrage on-call", "barrage and on-call" },
  { "barrage-column", "battle-role", "Attacker or Defender" },
  { "gas-german", "germany", "German side rolls for gas on the German column" },
  { "gas-other", "other", "Every other side rolls for gas on the Other column" },
  { "defensive-rolls-rounding", "1", "/ 20" },
  { "halved-die-rounding", NULL, "½ 1D6" },
};

/* "1915: ... French & Commonwealth LMG = D", "1916: ... German HMG = F",
 * "1918: ... American LMG = C" */
static const ItemExpect heavy_nation_items[] = {
  { "french-commonwealth-lmg", "france britain anzac", "Commonwealth" },
  { "german-hmg", "germany", "German" },
  { "american-lmg", "usa", "American" },
};

/* "between 120 and 180 yards" -1, "between 180 and 240 yards" -2 */
static const ItemExpect lone_range_items[] = {
  { "range-120-180", "120", "120 yards" },
  { "range-180-240", "180", "180 yards" },
};

static const ItemExpect optional_rule_items[] = {
  { "101", "1916.natural-antagonists", "Natural Antagonists" },
  { "102", "1916.veteran-officers", "Veteran Officers" },
  { "103", "1916.lost-platoons", "Lost Platoons" },
  { "201", "1916.post-barrage-deployment", "Post-Barrage Deployment" },
  { "202", "1916.depleted-reinforcements", "Depleted Reinforcements" },
  { "203", "1916.battery-encounters", "Battery Encounters" },
  { "204", "1916.fascines", "Fascines" },
  { "205", "1916.scouts", "Scouts" },
  { "206", "1916.veteran-officers", "Command Rolls" },
  { "207", "1916.entanglements", "Entanglement Types" },
  { "208", "1916.trench-stops", "Trench Stops" },
  { "301", "1916.fire-storms", "Fire-Storms" },
  { "302", "1916.equipment-damage", "Equipment Damage" },
  { "303", "1916.friendly-fire", "Friendly Fire" },
  { "304", "1916.mortar-fire", "Mortar Fire" },
  { "501", "1916.lone-assault", "Lone Assaults" },
  { "502", "1916.bomber-parties", "Bomber Parties" },
  { "601", "1916.veteran-officers", "Barrages" },
};

static void
test_setup_assistant_entries (void)
{
  const UmpireTable *opt;

  check_list ("1916.scenario", SRC_SETUP, "Setup 1",
              scenario_items, G_N_ELEMENTS (scenario_items));
  check_list ("1916.nations", SRC_SETUP, "Setup 4",
              nation_items, G_N_ELEMENTS (nation_items));
  check_list ("1916.setup-readings", SRC_SETUP, "Setup 2",
              setup_reading_items, G_N_ELEMENTS (setup_reading_items));
  check_list ("1916.heavy-weapons-nations", SRC_SETUP, "Setup 3",
              heavy_nation_items, G_N_ELEMENTS (heavy_nation_items));
  check_list ("1916.lone-assault-ranges", SRC_OPTIONAL, "501",
              lone_range_items, G_N_ELEMENTS (lone_range_items));
  check_list ("1916.optional-rules", SRC_OPTIONAL, "Optional Rules",
              optional_rule_items, G_N_ELEMENTS (optional_rule_items));

  /* every optional rule points at an entry that exists, under its own number */
  opt = umpire_rules_get_table (rules, "1916.optional-rules");
  for (guint i = 0; i < opt->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (opt->rows, i);

      g_assert_nonnull (umpire_rules_get_table (rules, row->item_value));
      g_assert_cmpstr (row->prov.rule, ==, row->id);
    }
  /* the range brackets name hero modifiers by their flags */
  g_assert_nonnull (umpire_table_get_row (umpire_rules_get_table (rules, "1916.lone-assault-modifiers"),
                                          "range-120-180"));
  g_assert_nonnull (umpire_table_get_row (umpire_rules_get_table (rules, "1916.lone-assault-modifiers"),
                                          "range-180-240"));
}

/* ------------------------------------------------------------------------ */
/* Completeness                                                              */

static const char * const all_entries[] = {
  "1916.setup-sequence", "1916.support", "1916.support-modifiers",
  "1916.support-availability", "1916.support-availability-earlier", "1916.counterbattery", "1916.bombardment",
  "1916.heavy-weapons", "1916.heavy-weapons-recommendations",
  "1916.defensive-works", "1916.proximity", "1916.scales", "1916.lull",
  "1916.lull-features", "1916.reinforcements", "1916.placement-checklist",
  "1916.natural-antagonists", "1916.veteran-officers", "1916.lost-platoons",
  "1916.post-barrage-deployment", "1916.depleted-reinforcements",
  "1916.battery-encounters", "1916.fascines", "1916.scouts",
  "1916.scouts-modifiers", "1916.entanglements", "1916.trench-stops",
  "1916.fire-storms", "1916.equipment-damage", "1916.friendly-fire",
  "1916.mortar-fire", "1916.mortar-fire-rules", "1916.lone-assault", "1916.lone-assault-modifiers",
  "1916.lone-assault-limits", "1916.bomber-parties",
  "1916.scenario", "1916.nations", "1916.setup-readings", "1916.heavy-weapons-nations",
  "1916.lone-assault-ranges", "1916.optional-rules",
};

static void
test_complete (void)
{
  const GPtrArray *tables = umpire_rules_get_tables (rules);
  guint n_1916 = 0;

  for (guint i = 0; i < G_N_ELEMENTS (all_entries); i++)
    g_assert_nonnull (umpire_rules_get_table (rules, all_entries[i]));

  /* nothing in the 1916 system goes unchecked */
  for (guint i = 0; i < tables->len; i++)
    {
      const UmpireTable *t = g_ptr_array_index (tables, i);

      if (g_strcmp0 (t->system, "1916") != 0)
        continue;
      n_1916++;
      if (!g_strv_contains (all_entries, t->id))
        g_error ("entry %s is not checked", t->id);
    }
  g_assert_cmpuint (n_1916, ==, G_N_ELEMENTS (all_entries));

  /* every mark the test expects is on an entry the test knows */
  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    g_assert_true (g_strv_contains (all_entries, marks[i].table));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  rules = umpire_rules_new ();
  if (!umpire_rules_load_builtin (rules, &error))
    g_error ("loading the built-in rules: %s", error->message);

  g_test_add_func ("/umpire/rules/1916/complete", test_complete);
  g_test_add_func ("/umpire/rules/1916/setup-lists", test_setup_lists);
  g_test_add_func ("/umpire/rules/1916/support", test_support);
  g_test_add_func ("/umpire/rules/1916/support-modifiers", test_support_modifiers);
  g_test_add_func ("/umpire/rules/1916/support-availability", test_support_availability);
  g_test_add_func ("/umpire/rules/1916/heavy-weapons", test_heavy_weapons);
  g_test_add_func ("/umpire/rules/1916/heavy-weapons-recommendations",
                   test_heavy_weapons_recommendations);
  g_test_add_func ("/umpire/rules/1916/proximity", test_proximity);
  g_test_add_func ("/umpire/rules/1916/scales", test_scales);
  g_test_add_func ("/umpire/rules/1916/lull", test_lull);
  g_test_add_func ("/umpire/rules/1916/lull-features", test_lull_features);
  g_test_add_func ("/umpire/rules/1916/reinforcements", test_reinforcements);
  g_test_add_func ("/umpire/rules/1916/natural-antagonists", test_natural_antagonists);
  g_test_add_func ("/umpire/rules/1916/optional-lists", test_optional_lists);
  g_test_add_func ("/umpire/rules/1916/scouts", test_scouts);
  g_test_add_func ("/umpire/rules/1916/entanglements", test_entanglements);
  g_test_add_func ("/umpire/rules/1916/mortar-fire", test_mortar_fire);
  g_test_add_func ("/umpire/rules/1916/lone-assault", test_lone_assault);
  g_test_add_func ("/umpire/rules/1916/bomber-parties", test_bomber_parties);
  g_test_add_func ("/umpire/rules/1916/setup-assistant-entries", test_setup_assistant_entries);

  status = g_test_run ();
  g_clear_object (&rules);
  return status;
}
