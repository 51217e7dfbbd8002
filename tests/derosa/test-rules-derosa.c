/* test-rules-derosa.c: Rich De Rosa's WWI Wargames Rules, cell by cell
 *
 * Every expected value below is typed from
 * rules-sources/003_11ff81f41091c16b.txt, not generated from the XML.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "umpire-rules.h"

#define SOURCE "003_11ff81f41091c16b.txt"
#define MAX_COLUMNS 8

typedef struct
{
  const char *id;
  const char *cells[MAX_COLUMNS];
} ExpectedRow;

typedef struct
{
  const char *id;
  const char *value;   /* item value, or NULL when the item has none */
  const char *phrase;  /* words of the source that the item's text holds */
} ExpectedItem;

typedef struct
{
  const char      *id;
  UmpireModifierOp op;
  double           value;
  const char      *flag;   /* the single condition's flag, or NULL: always */
} ExpectedModifier;

/* A range as the source prints it once its shared ends are read. */
typedef struct
{
  const char *id;
  gboolean    has_min;
  double      min;
  gboolean    min_exclusive;
  gboolean    has_max;
  double      max;
  gboolean    max_exclusive;
} ExpectedRange;

/* A number and the row or column it must fall in. */
typedef struct
{
  double      number;
  const char *id;
} ExpectedLookup;

typedef enum
{
  MARK_RECONSTRUCTED,
  MARK_AMBIGUOUS,
} MarkKind;

/* A reading that must be marked: a cell (row and column), a row (column
 * NULL) or a column (row NULL). */
typedef struct
{
  const char *table;
  const char *row;
  const char *column;
  MarkKind    kind;
} ExpectedMark;

static UmpireRules *
load_rules (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  gboolean loaded;

  loaded = umpire_rules_load_builtin (rules, &error);
  g_assert_no_error (error);
  g_assert_true (loaded);
  return g_steal_pointer (&rules);
}

static const UmpireTable *
get_entry (UmpireRules     *rules,
           const char      *id,
           UmpireEntryKind  kind,
           const char      *rule)
{
  const UmpireTable *table = umpire_rules_get_table (rules, id);

  g_assert_nonnull (table);
  g_assert_cmpint (table->kind, ==, kind);
  g_assert_cmpstr (table->system, ==, "derosa");
  g_assert_cmpstr (table->prov.source, ==, SOURCE);
  g_assert_cmpstr (table->prov.rule, ==, rule);
  g_assert_nonnull (table->title);
  return table;
}

static void
check_columns (const UmpireTable *table,
               const char * const *columns,
               guint               n_columns)
{
  g_assert_cmpuint (table->columns->len, ==, n_columns);
  for (guint i = 0; i < n_columns; i++)
    {
      const UmpireColumn *column = g_ptr_array_index (table->columns, i);

      g_assert_cmpstr (column->id, ==, columns[i]);
      g_assert_cmpint (umpire_table_column_index (table, columns[i]), ==, (int) i);
    }
}

static void
check_cells (UmpireRules       *rules,
             const UmpireTable *table,
             const char * const *columns,
             guint               n_columns,
             const ExpectedRow  *rows,
             guint               n_rows)
{
  check_columns (table, columns, n_columns);
  g_assert_cmpuint (table->rows->len, ==, n_rows);
  for (guint i = 0; i < n_rows; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);

      g_assert_cmpstr (row->id, ==, rows[i].id);
      g_assert_cmpuint (row->cells->len, ==, n_columns);
      g_assert_cmpstr (row->prov.source, ==, SOURCE);
      for (guint j = 0; j < n_columns; j++)
        {
          g_assert_nonnull (rows[i].cells[j]);
          g_assert_cmpstr (umpire_rules_cell (rules, table->id, rows[i].id, columns[j]),
                           ==, rows[i].cells[j]);
        }
    }
}

static void
check_range (const UmpireRange   *range,
             const ExpectedRange *expected)
{
  g_assert_cmpint (range->has_min, ==, expected->has_min);
  g_assert_cmpint (range->has_max, ==, expected->has_max);
  if (expected->has_min)
    {
      g_assert_cmpfloat (range->min, ==, expected->min);
      g_assert_cmpint (range->min_exclusive, ==, expected->min_exclusive);
    }
  if (expected->has_max)
    {
      g_assert_cmpfloat (range->max, ==, expected->max);
      g_assert_cmpint (range->max_exclusive, ==, expected->max_exclusive);
    }
}

static void
check_row_ranges (const UmpireTable   *table,
                  const ExpectedRange *ranges,
                  guint                n_ranges)
{
  for (guint i = 0; i < n_ranges; i++)
    {
      const UmpireRow *row = umpire_table_get_row (table, ranges[i].id);

      g_assert_nonnull (row);
      check_range (&row->range, &ranges[i]);
    }
}

static void
check_column_ranges (const UmpireTable   *table,
                     const ExpectedRange *ranges,
                     guint                n_ranges)
{
  for (guint i = 0; i < n_ranges; i++)
    {
      int index = umpire_table_column_index (table, ranges[i].id);
      const UmpireColumn *column;

      g_assert_cmpint (index, >=, 0);
      column = g_ptr_array_index (table->columns, index);
      check_range (&column->range, &ranges[i]);
    }
}

static void
check_row_lookups (const UmpireTable    *table,
                   const ExpectedLookup *lookups,
                   guint                 n_lookups)
{
  for (guint i = 0; i < n_lookups; i++)
    {
      gboolean clamped = TRUE;
      const UmpireRow *row = umpire_table_row_for_number (table, lookups[i].number, &clamped);

      if (lookups[i].id == NULL)
        {
          g_assert_null (row);
          continue;
        }
      g_assert_nonnull (row);
      g_assert_cmpstr (row->id, ==, lookups[i].id);
      g_assert_false (clamped);
    }
}

static void
check_column_lookups (const UmpireTable    *table,
                      const ExpectedLookup *lookups,
                      guint                 n_lookups)
{
  for (guint i = 0; i < n_lookups; i++)
    {
      gboolean clamped = TRUE;
      int index = umpire_table_column_for_number (table, lookups[i].number, &clamped);
      const UmpireColumn *column;

      if (lookups[i].id == NULL)
        {
          g_assert_cmpint (index, ==, -1);
          continue;
        }
      g_assert_cmpint (index, >=, 0);
      column = g_ptr_array_index (table->columns, index);
      g_assert_cmpstr (column->id, ==, lookups[i].id);
      g_assert_false (clamped);
    }
}

static void
check_items (const UmpireTable  *table,
             const ExpectedItem *items,
             guint               n_items)
{
  g_assert_cmpuint (table->rows->len, ==, n_items);
  for (guint i = 0; i < n_items; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);
      const UmpireCell *text = umpire_row_cell (row, 0);

      g_assert_cmpstr (row->id, ==, items[i].id);
      g_assert_cmpstr (row->item_value, ==, items[i].value);
      g_assert_cmpstr (row->prov.source, ==, SOURCE);
      g_assert_nonnull (text);
      if (strstr (text->text, items[i].phrase) == NULL)
        g_error ("%s item %s: “%s” does not hold “%s”",
                 table->id, row->id, text->text, items[i].phrase);
    }
}

static void
check_modifiers (const UmpireTable      *table,
                 const ExpectedModifier *modifiers,
                 guint                   n_modifiers)
{
  g_assert_cmpuint (table->rows->len, ==, n_modifiers);
  for (guint i = 0; i < n_modifiers; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);

      g_assert_cmpstr (row->id, ==, modifiers[i].id);
      g_assert_cmpint (row->op, ==, modifiers[i].op);
      g_assert_cmpfloat (row->value, ==, modifiers[i].value);
      g_assert_cmpstr (row->prov.source, ==, SOURCE);
      if (modifiers[i].flag == NULL)
        {
          g_assert_cmpuint (row->conditions->len, ==, 0);
        }
      else
        {
          const UmpireCondition *cond;
          const char *flags[] = { modifiers[i].flag, NULL };
          UmpireSituation with = { .flags = flags };
          UmpireSituation without = { 0 };

          g_assert_cmpuint (row->conditions->len, ==, 1);
          cond = g_ptr_array_index (row->conditions, 0);
          g_assert_cmpstr (cond->flag, ==, modifiers[i].flag);
          g_assert_null (cond->nation);
          g_assert_cmpint (cond->year, ==, 0);
          g_assert_true (umpire_modifier_applies (row, &with));
          g_assert_false (umpire_modifier_applies (row, &without));
        }
    }
}

static void
check_marks (UmpireRules        *rules,
             const ExpectedMark *marks,
             guint               n_marks)
{
  for (guint i = 0; i < n_marks; i++)
    {
      const UmpireTable *table = umpire_rules_get_table (rules, marks[i].table);
      const UmpireProvenance *prov;

      g_assert_nonnull (table);
      if (marks[i].row != NULL && marks[i].column != NULL)
        {
          const UmpireRow *row = umpire_table_get_row (table, marks[i].row);
          const UmpireCell *cell;

          g_assert_nonnull (row);
          cell = umpire_row_cell (row, umpire_table_column_index (table, marks[i].column));
          g_assert_nonnull (cell);
          prov = &cell->prov;
          g_assert_cmpint (umpire_cell_is_reconstructed (cell), ==,
                           marks[i].kind == MARK_RECONSTRUCTED);
        }
      else if (marks[i].row != NULL)
        {
          const UmpireRow *row = umpire_table_get_row (table, marks[i].row);

          g_assert_nonnull (row);
          prov = &row->prov;
        }
      else
        {
          int index = umpire_table_column_index (table, marks[i].column);
          const UmpireColumn *column;

          g_assert_cmpint (index, >=, 0);
          column = g_ptr_array_index (table->columns, index);
          prov = &column->prov;
        }

      if (marks[i].kind == MARK_RECONSTRUCTED)
        g_assert_nonnull (prov->reconstructed);
      else
        g_assert_nonnull (prov->ambiguous);
      /* Every marked reading keeps the text it was read from. */
      g_assert_nonnull (prov->original);
    }
}

/* ---------------------------------------------------------------------- */
/* Movement Chart                                                         */

static const char * const movement_columns[] = {
  "line", "column", "highway", "secondary-road", "river", "woods",
};

static void
test_movement (void)
{
  /* Infantry8"10"12"12"1/21/2 ... split by the header. */
  static const ExpectedRow rows[] = {
    { "infantry",  { "8\"",  "10\"", "12\"", "12\"", "1/2", "1/2" } },
    { "cavalry",   { "16\"", "18\"", "24\"", "24\"", "1/2", "1/2" } },
    { "artillery", { "-",    "15\"", "20\"", "16\"", "1/2", "No" } },
    { "wagons",    { "-",    "9\"",  "32\"", "20\"", "N/A", "N/A" } },
    { "trucks",    { "-",    "9\"",  "12\"", "12\"", "N/A", "N/A" } },
  };
  static const ExpectedMark marks[] = {
    { "derosa.movement", "wagons", "highway", MARK_AMBIGUOUS },
    { "derosa.movement", "wagons", "secondary-road", MARK_AMBIGUOUS },
    { "derosa.movement", "trucks", "highway", MARK_AMBIGUOUS },
    { "derosa.movement", "trucks", "secondary-road", MARK_AMBIGUOUS },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.movement", UMPIRE_ENTRY_TABLE,
                                        "Movement Chart");

  for (guint i = 0; i < table->columns->len; i++)
    g_assert_cmpint (((const UmpireColumn *) g_ptr_array_index (table->columns, i))->type,
                     ==, UMPIRE_CELL_TEXT);
  check_cells (rules, table, movement_columns, G_N_ELEMENTS (movement_columns),
               rows, G_N_ELEMENTS (rows));
  check_marks (rules, marks, G_N_ELEMENTS (marks));
}

static void
test_movement_inches (void)
{
  static const ExpectedRow rows[] = {
    { "infantry",  { "8",  "10", "12", "12", "-", "-" } },
    { "cavalry",   { "16", "18", "24", "24", "-", "-" } },
    { "artillery", { "-",  "15", "20", "16", "-", "-" } },
    { "wagons",    { "-",  "9",  "32", "20", "-", "-" } },
    { "trucks",    { "-",  "9",  "12", "12", "-", "-" } },
  };
  static const ExpectedMark marks[] = {
    { "derosa.movement-inches", "wagons", "highway", MARK_AMBIGUOUS },
    { "derosa.movement-inches", "wagons", "secondary-road", MARK_AMBIGUOUS },
    { "derosa.movement-inches", "trucks", "highway", MARK_AMBIGUOUS },
    { "derosa.movement-inches", "trucks", "secondary-road", MARK_AMBIGUOUS },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.movement-inches", UMPIRE_ENTRY_TABLE,
                                        "Movement Chart");

  for (guint i = 0; i < table->columns->len; i++)
    g_assert_cmpint (((const UmpireColumn *) g_ptr_array_index (table->columns, i))->type,
                     ==, UMPIRE_CELL_INTEGER);
  check_cells (rules, table, movement_columns, G_N_ELEMENTS (movement_columns),
               rows, G_N_ELEMENTS (rows));
  check_marks (rules, marks, G_N_ELEMENTS (marks));
}

static void
test_movement_rules (void)
{
  static const ExpectedItem items[] = {
    { "charge-double-move", "2", "charge for two turns at double movement" },
    { "charge-turns", "2", "two turns" },
    { "charge-straggling", "0.2", "20% of the unit is left behind" },
    { "skirmish-bonus", "1", "add 1\" to movement if in skirmish" },
    { "retreat-facing-enemy", "0.5", "retreat facing the enemy" },
    { "turn-around", "2", "turn around at -2\"" },
    { "formation-change", "0.25", "Each formation change costs 1/4" },
    { "formation-changes-per-turn", "2", "Two" },
    { "limber-unlimber", "0.25", "To unlimber or limber takes 1/4 move" },
    { "break-down-set-up", "0.25", "To break down and set up takes 1/4" },
    { "open-order", NULL, "1/2\" - 1\" gaps between the stands" },
    { "reinforced-line", NULL, "six stands wide, two stands deep" },
    { "attack-column", NULL, "six stands wide, three or more stands deep" },
    { "march-column", NULL, "one stand wide" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.movement-rules", UMPIRE_ENTRY_LIST,
                                        "Movement Chart");
  const UmpireRow *row;

  check_items (table, items, G_N_ELEMENTS (items));

  /* "This costs '/~ move." */
  row = umpire_table_get_row (table, "retreat-facing-enemy");
  g_assert_nonnull (row->prov.ambiguous);
  g_assert_cmpstr (row->prov.original, ==, "This costs '/~ move.");
  row = umpire_table_get_row (table, "open-order");
  g_assert_nonnull (row->prov.ambiguous);
  g_assert_nonnull (row->prov.original);
}

/* ---------------------------------------------------------------------- */
/* Morale                                                                 */

static void
test_morale (void)
{
  static const char * const columns[] = { "needed", "printed", "artillery-mg" };
  static const ExpectedRow rows[] = {
    { "17-19", { "3",  "3-10", "full strength" } },
    { "14-16", { "4",  "4-10", "3/4 strength" } },
    { "9-13",  { "6",  "6-10", "1/2 strength" } },
    { "6-8",   { "7",  "7-10", "-" } },
    { "4-5",   { "8",  "8-10", "1/3 strength" } },
    { "2-3",   { "10", "10",   "-" } },
  };
  static const ExpectedRange ranges[] = {
    { "17-19", TRUE, 17, FALSE, TRUE, 20, FALSE },
    { "14-16", TRUE, 14, FALSE, TRUE, 16, FALSE },
    { "9-13",  TRUE, 9,  FALSE, TRUE, 13, FALSE },
    { "6-8",   TRUE, 6,  FALSE, TRUE, 8,  FALSE },
    { "4-5",   TRUE, 4,  FALSE, TRUE, 5,  FALSE },
    { "2-3",   TRUE, 1,  FALSE, TRUE, 3,  FALSE },
  };
  static const ExpectedLookup lookups[] = {
    { 21, NULL },
    { 20, "17-19" }, { 19, "17-19" }, { 17, "17-19" },
    { 16, "14-16" }, { 14, "14-16" },
    { 13, "9-13" }, { 9, "9-13" },
    { 8, "6-8" }, { 6, "6-8" },
    { 5, "4-5" }, { 4, "4-5" },
    { 3, "2-3" }, { 2, "2-3" }, { 1, "2-3" },
    { 0, NULL },
  };
  static const ExpectedMark marks[] = {
    { "derosa.morale", "17-19", NULL, MARK_AMBIGUOUS },
    { "derosa.morale", "2-3", NULL, MARK_AMBIGUOUS },
    { "derosa.morale", "9-13", "artillery-mg", MARK_RECONSTRUCTED },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.morale", UMPIRE_ENTRY_TABLE, "Morale");
  const UmpireColumn *needed;

  g_assert_cmpstr (table->row_label, ==, "Figures left");
  g_assert_cmpstr (table->dice, ==, "1d10");
  needed = g_ptr_array_index (table->columns, 0);
  g_assert_cmpint (needed->type, ==, UMPIRE_CELL_INTEGER);
  check_cells (rules, table, columns, G_N_ELEMENTS (columns), rows, G_N_ELEMENTS (rows));
  check_row_ranges (table, ranges, G_N_ELEMENTS (ranges));
  check_row_lookups (table, lookups, G_N_ELEMENTS (lookups));
  check_marks (rules, marks, G_N_ELEMENTS (marks));

  /* Printed labels keep the source's own order and zero padding. */
  g_assert_cmpstr (umpire_table_get_row (table, "17-19")->label, ==, "19-17");
  g_assert_cmpstr (umpire_table_get_row (table, "9-13")->label, ==, "13-09");
  g_assert_cmpstr (umpire_table_get_row (table, "2-3")->label, ==, "03-02");
}

static void
test_morale_lists (void)
{
  static const ExpectedItem reasons[] = {
    { "a", "0.4", "40% casualties" },
    { "b", "0.4", "each additional loss after 40%" },
    { "c", "5", "within 5\" of a routing unit" },
    { "d", "5", "at least 50% of it's size destroyed from fire" },
    { "e", NULL, "attempting to rally" },
  };
  static const ExpectedItem procedure[] = {
    { "roll", "1d10", "D-10" },
    { "regiment-within", "6", "all three battalions are within" },
    { "regiment-figures", "60", "starts at 60 figures" },
    { "step-1", "1", "number of men testing unit has left" },
    { "step-2", "2", "Cross-reference this total on the morale chart" },
    { "step-3", "3", "Number shown or higher must be rolled" },
    { "step-4", "4", "drop one morale grade" },
    { "step-4-rally", "4", "improve one grade" },
  };
  static const ExpectedItem states[] = {
    { "good", NULL, "Good" },
    { "shaken-halt-prone", NULL, "halts and goes prone" },
    { "shaken-fire-halved", "0.5", "ire is halved" },
    { "shaken-stand-up", NULL, "may not advance until they rally" },
    { "shaken-cavalry-retreat", "1", "avalry retreats one full move" },
    { "shaken-melee", NULL, "may melee (but not very successfully)" },
    { "routed-move-away", "1", "full move away from the enemy" },
    { "routed-attached", NULL, "attached units rout with the unit" },
    { "routed-mg-abandoned", NULL, "they are abandoned as crews join in the rout" },
    { "routed-second-move", NULL, "additional move toward the baseline" },
    { "routed-rally", NULL, "may attempt to rally" },
    { "routed-two-moves", "2", "ROUT IS TWO CONSECUTIVE MOVES" },
    { "routed-no-fire", NULL, "may not fire" },
    { "routed-surrender", NULL, "they will surrender" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table;
  const UmpireRow *row;

  table = get_entry (rules, "derosa.morale-reasons", UMPIRE_ENTRY_LIST, "Morale");
  check_items (table, reasons, G_N_ELEMENTS (reasons));

  table = get_entry (rules, "derosa.morale-procedure", UMPIRE_ENTRY_LIST, "Morale");
  check_items (table, procedure, G_N_ELEMENTS (procedure));
  /* "within P of each other" */
  row = umpire_table_get_row (table, "regiment-within");
  g_assert_nonnull (row->prov.ambiguous);
  g_assert_cmpstr (row->prov.original, ==, "within P of each other");

  table = get_entry (rules, "derosa.morale-states", UMPIRE_ENTRY_LIST, "Morale");
  check_items (table, states, G_N_ELEMENTS (states));
}

/* ---------------------------------------------------------------------- */
/* Firing Charts                                                          */

static const ExpectedRange small_arms_bands[] = {
  { "long",   TRUE, 10, TRUE,  TRUE, 20, FALSE },
  { "medium", TRUE, 5,  TRUE,  TRUE, 10, FALSE },
  { "short",  TRUE, 0,  FALSE, TRUE, 5,  FALSE },
};

static const ExpectedLookup small_arms_lookups[] = {
  { 21, NULL },
  { 20, "long" }, { 10.5, "long" },
  { 10, "medium" }, { 5.5, "medium" },
  { 5, "short" }, { 0, "short" },
};

static void
test_fire_infantry (void)
{
  static const char * const columns[] = { "20", "18-19", "16-17", "12-15", "8-11", "4-7" };
  /* Long2 casualties22100 / Medium332210 / Short544321 */
  static const ExpectedRow rows[] = {
    { "long",   { "2", "2", "2", "1", "0", "0" } },
    { "medium", { "3", "3", "2", "2", "1", "0" } },
    { "short",  { "5", "4", "4", "3", "2", "1" } },
  };
  static const ExpectedRange figures[] = {
    { "20",    TRUE, 20, FALSE, TRUE, 20, FALSE },
    { "18-19", TRUE, 18, FALSE, TRUE, 19, FALSE },
    { "16-17", TRUE, 16, FALSE, TRUE, 17, FALSE },
    { "12-15", TRUE, 12, FALSE, TRUE, 15, FALSE },
    { "8-11",  TRUE, 8,  FALSE, TRUE, 11, FALSE },
    { "4-7",   TRUE, 4,  FALSE, TRUE, 7,  FALSE },
  };
  static const ExpectedLookup column_lookups[] = {
    { 21, NULL },
    { 20, "20" },
    { 19, "18-19" }, { 18, "18-19" },
    { 17, "16-17" }, { 16, "16-17" },
    { 15, "12-15" }, { 12, "12-15" },
    { 11, "8-11" }, { 8, "8-11" },
    { 7, "4-7" }, { 4, "4-7" },
    { 3, NULL },
  };
  static const ExpectedMark marks[] = {
    { "derosa.fire-infantry", NULL, "20", MARK_AMBIGUOUS },
    { "derosa.fire-infantry", NULL, "18-19", MARK_AMBIGUOUS },
    { "derosa.fire-infantry", NULL, "16-17", MARK_AMBIGUOUS },
    { "derosa.fire-infantry", "long", NULL, MARK_AMBIGUOUS },
    { "derosa.fire-infantry", "medium", NULL, MARK_AMBIGUOUS },
    { "derosa.fire-infantry", "short", NULL, MARK_AMBIGUOUS },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.fire-infantry", UMPIRE_ENTRY_TABLE,
                                        "Firing Charts: Infantry");

  check_cells (rules, table, columns, G_N_ELEMENTS (columns), rows, G_N_ELEMENTS (rows));
  check_row_ranges (table, small_arms_bands, G_N_ELEMENTS (small_arms_bands));
  check_row_lookups (table, small_arms_lookups, G_N_ELEMENTS (small_arms_lookups));
  check_column_ranges (table, figures, G_N_ELEMENTS (figures));
  check_column_lookups (table, column_lookups, G_N_ELEMENTS (column_lookups));
  check_marks (rules, marks, G_N_ELEMENTS (marks));

  /* The machine guns printed in the header stay in the column labels. */
  g_assert_nonnull (strstr (((const UmpireColumn *) g_ptr_array_index (table->columns, 0))->label, "2 MG"));
  g_assert_nonnull (strstr (((const UmpireColumn *) g_ptr_array_index (table->columns, 1))->label, "2 MG"));
  g_assert_nonnull (strstr (((const UmpireColumn *) g_ptr_array_index (table->columns, 2))->label, "1 MG"));
}

static void
test_fire_carbine (void)
{
  static const char * const columns[] = {
    "20", "18-19", "16-17", "12-15", "8-11", "4-7", "1-3",
  };
  /* Long2 Kills11000 0 / Medium332210 0 / Short544321 1 */
  static const ExpectedRow rows[] = {
    { "long",   { "2", "1", "1", "0", "0", "0", "0" } },
    { "medium", { "3", "3", "2", "2", "1", "0", "0" } },
    { "short",  { "5", "4", "4", "3", "2", "1", "1" } },
  };
  static const ExpectedRange figures[] = {
    { "20",    TRUE, 20, FALSE, TRUE, 20, FALSE },
    { "18-19", TRUE, 18, FALSE, TRUE, 19, FALSE },
    { "16-17", TRUE, 16, FALSE, TRUE, 17, FALSE },
    { "12-15", TRUE, 12, FALSE, TRUE, 15, FALSE },
    { "8-11",  TRUE, 8,  FALSE, TRUE, 11, FALSE },
    { "4-7",   TRUE, 4,  FALSE, TRUE, 7,  FALSE },
    { "1-3",   TRUE, 1,  FALSE, TRUE, 3,  FALSE },
  };
  static const ExpectedLookup column_lookups[] = {
    { 21, NULL },
    { 20, "20" },
    { 19, "18-19" }, { 18, "18-19" },
    { 17, "16-17" }, { 16, "16-17" },
    { 15, "12-15" }, { 12, "12-15" },
    { 11, "8-11" }, { 9, "8-11" }, { 8, "8-11" },
    { 7, "4-7" }, { 6, "4-7" }, { 4, "4-7" },
    { 3, "1-3" }, { 1, "1-3" },
    { 0, NULL },
  };
  static const ExpectedMark marks[] = {
    { "derosa.fire-carbine", NULL, "8-11", MARK_AMBIGUOUS },
    { "derosa.fire-carbine", NULL, "1-3", MARK_AMBIGUOUS },
    { "derosa.fire-carbine", "long", NULL, MARK_AMBIGUOUS },
    { "derosa.fire-carbine", "medium", NULL, MARK_AMBIGUOUS },
    { "derosa.fire-carbine", "short", NULL, MARK_AMBIGUOUS },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.fire-carbine", UMPIRE_ENTRY_TABLE,
                                        "Firing Charts: Cavalry Carbine");

  check_cells (rules, table, columns, G_N_ELEMENTS (columns), rows, G_N_ELEMENTS (rows));
  check_row_ranges (table, small_arms_bands, G_N_ELEMENTS (small_arms_bands));
  check_row_lookups (table, small_arms_lookups, G_N_ELEMENTS (small_arms_lookups));
  check_column_ranges (table, figures, G_N_ELEMENTS (figures));
  check_column_lookups (table, column_lookups, G_N_ELEMENTS (column_lookups));
  check_marks (rules, marks, G_N_ELEMENTS (marks));

  /* The printed header stays visible. */
  g_assert_cmpstr (((const UmpireColumn *) g_ptr_array_index (table->columns, 4))->label, ==, "11-9");
  g_assert_cmpstr (((const UmpireColumn *) g_ptr_array_index (table->columns, 6))->label, ==, "6-1");
}

static void
test_fire_artillery (void)
{
  static const char * const columns[] = { "4", "3", "2", "1" };
  /* Long2 kills100 / Medium3210 / Short4321 */
  static const ExpectedRow rows[] = {
    { "long",   { "2", "1", "0", "0" } },
    { "medium", { "3", "2", "1", "0" } },
    { "short",  { "4", "3", "2", "1" } },
  };
  static const ExpectedRange bands[] = {
    { "long",   TRUE, 30, TRUE,  TRUE, 45, FALSE },
    { "medium", TRUE, 20, TRUE,  TRUE, 30, FALSE },
    { "short",  TRUE, 5,  FALSE, TRUE, 20, FALSE },
  };
  static const ExpectedLookup row_lookups[] = {
    { 46, NULL },
    { 45, "long" }, { 30.5, "long" },
    { 30, "medium" }, { 20.5, "medium" },
    { 20, "short" }, { 5, "short" },
    { 4, NULL },
  };
  static const ExpectedLookup column_lookups[] = {
    { 5, NULL }, { 4, "4" }, { 3, "3" }, { 2, "2" }, { 1, "1" }, { 0, NULL },
  };
  static const ExpectedMark marks[] = {
    { "derosa.fire-artillery", "long", NULL, MARK_AMBIGUOUS },
    { "derosa.fire-artillery", "medium", NULL, MARK_AMBIGUOUS },
    { "derosa.fire-artillery", "short", NULL, MARK_AMBIGUOUS },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.fire-artillery", UMPIRE_ENTRY_TABLE,
                                        "Firing Charts: Field Artillery");

  check_cells (rules, table, columns, G_N_ELEMENTS (columns), rows, G_N_ELEMENTS (rows));
  check_row_ranges (table, bands, G_N_ELEMENTS (bands));
  check_row_lookups (table, row_lookups, G_N_ELEMENTS (row_lookups));
  check_column_lookups (table, column_lookups, G_N_ELEMENTS (column_lookups));
  check_marks (rules, marks, G_N_ELEMENTS (marks));
}

/* Fire charts never give more casualties at longer range or with fewer
 * firers: a check on the split of the run-together OCR rows. */
static void
test_fire_monotonic (void)
{
  static const char * const ids[] = {
    "derosa.fire-infantry", "derosa.fire-carbine", "derosa.fire-artillery",
  };
  g_autoptr(UmpireRules) rules = load_rules ();

  for (guint t = 0; t < G_N_ELEMENTS (ids); t++)
    {
      const UmpireTable *table = umpire_rules_get_table (rules, ids[t]);

      g_assert_nonnull (table);
      g_assert_cmpuint (table->rows->len, ==, 3);
      for (guint r = 0; r < table->rows->len; r++)
        {
          const UmpireRow *row = g_ptr_array_index (table->rows, r);

          for (guint c = 0; c < row->cells->len; c++)
            {
              gint64 here = g_ascii_strtoll (umpire_row_cell (row, c)->text, NULL, 10);

              if (c > 0)
                g_assert_cmpint (g_ascii_strtoll (umpire_row_cell (row, c - 1)->text, NULL, 10),
                                 >=, here);
              if (r > 0)
                {
                  const UmpireRow *longer = g_ptr_array_index (table->rows, r - 1);

                  g_assert_cmpint (g_ascii_strtoll (umpire_row_cell (longer, c)->text, NULL, 10),
                                   <=, here);
                }
            }
        }
    }
}

static void
test_fire_die_modifiers (void)
{
  static const ExpectedModifier modifiers[] = {
    { "british-small-arms", UMPIRE_MODIFIER_ADD, 1, "british-small-arms" },
    { "french-small-arms", UMPIRE_MODIFIER_ADD, -1, "french-small-arms" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.fire-die-modifiers",
                                        UMPIRE_ENTRY_MODIFIERS, "Firing Die Roll Modifications");

  check_modifiers (table, modifiers, G_N_ELEMENTS (modifiers));
}

/* The nations the rules name (British and French small arms), each linked
 * to the firing die roll modifications that follow it. */
static void
test_nations (void)
{
  static const struct { const char *id, *modifiers, *original; } nations[] = {
    { "british", "british-small-arms", "+1 British Small Arms" },
    { "french", "french-small-arms", "-1 French Small Arms" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.nations", UMPIRE_ENTRY_LIST, "Firing Die Roll Modifications");
  const UmpireTable *modifiers = umpire_rules_get_table (rules, "derosa.fire-die-modifiers");

  g_assert_cmpuint (table->rows->len, ==, G_N_ELEMENTS (nations));
  for (guint i = 0; i < G_N_ELEMENTS (nations); i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);

      g_assert_cmpstr (row->id, ==, nations[i].id);
      g_assert_cmpstr (row->item_value, ==, nations[i].modifiers);
      g_assert_cmpstr (row->prov.original, ==, nations[i].original);
      /* Every modifier it names is one of the chart's. */
      g_assert_nonnull (umpire_table_get_row (modifiers, row->item_value));
    }
}

static void
test_fire_modifiers (void)
{
  static const ExpectedModifier modifiers[] = {
    { "target-entrenched", UMPIRE_MODIFIER_ADD, -2, "target-entrenched" },
    { "target-skirmish", UMPIRE_MODIFIER_ADD, -2, "target-skirmish" },
    { "target-prone", UMPIRE_MODIFIER_ADD, -1, "target-prone" },
    { "heavy-woods", UMPIRE_MODIFIER_ADD, -2, "heavy-woods" },
    { "built-up-area", UMPIRE_MODIFIER_ADD, -2, "built-up-area" },
    { "light-woods", UMPIRE_MODIFIER_ADD, -1, "light-woods" },
    { "moved-half", UMPIRE_MODIFIER_ADD, -1, "moved-half" },
    { "moved-three-quarters", UMPIRE_MODIFIER_ADD, -2, "moved-three-quarters" },
    { "battery-vs-entrenchment", UMPIRE_MODIFIER_ADD, -1, "battery-vs-entrenchment" },
    { "battery-fired-and-moved", UMPIRE_MODIFIER_ADD, -1, "battery-fired-and-moved" },
    { "mg-moved-half", UMPIRE_MODIFIER_ADD, -1, "mg-moved-half" },
    { "mg-moved-three-quarters", UMPIRE_MODIFIER_ADD, -2, "mg-moved-three-quarters" },
    { "shaken", UMPIRE_MODIFIER_HALVE, 0.5, "shaken" },
    { "british-unit", UMPIRE_MODIFIER_ADD, 1, "british-unit" },
    { "higher-level", UMPIRE_MODIFIER_ADD, 1, "higher-level" },
    { "target-mounted", UMPIRE_MODIFIER_ADD, 2, "target-mounted" },
    { "firing-at-column", UMPIRE_MODIFIER_ADD, 2, "firing-at-column" },
    { "enfiladed", UMPIRE_MODIFIER_MULTIPLY, 2, "enfiladed" },
    { "french-75mm", UMPIRE_MODIFIER_ADD, 1, "french-75mm" },
    { "french-infantry-charging", UMPIRE_MODIFIER_ADD, 1, "french-infantry-charging" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.fire-modifiers",
                                        UMPIRE_ENTRY_MODIFIERS, "Fire Modifiers");
  const UmpireRow *row;

  check_modifiers (table, modifiers, G_N_ELEMENTS (modifiers));

  /* "-I Move up to 1/2 in a turn" */
  row = umpire_table_get_row (table, "moved-half");
  g_assert_nonnull (row->prov.reconstructed);
  g_assert_cmpstr (row->prov.original, ==, "-I Move up to 1/2 in a turn");
}

/* ---------------------------------------------------------------------- */
/* Random Chance Roll, Close Combat, Combat Value                         */

static void
test_chance (void)
{
  static const char * const columns[] = { "modifier" };
  static const ExpectedRow rows[] = {
    { "1-2",  { "-2" } },
    { "3-4",  { "-1" } },
    { "5-6",  { "0" } },
    { "7-8",  { "+1" } },
    { "9-10", { "+2" } },
  };
  static const ExpectedRange ranges[] = {
    { "1-2",  TRUE, 1, FALSE, TRUE, 2,  FALSE },
    { "3-4",  TRUE, 3, FALSE, TRUE, 4,  FALSE },
    { "5-6",  TRUE, 5, FALSE, TRUE, 6,  FALSE },
    { "7-8",  TRUE, 7, FALSE, TRUE, 8,  FALSE },
    { "9-10", TRUE, 9, FALSE, TRUE, 10, FALSE },
  };
  static const ExpectedLookup lookups[] = {
    { 1, "1-2" }, { 2, "1-2" }, { 3, "3-4" }, { 4, "3-4" }, { 5, "5-6" },
    { 6, "5-6" }, { 7, "7-8" }, { 8, "7-8" }, { 9, "9-10" }, { 10, "9-10" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.chance", UMPIRE_ENTRY_TABLE,
                                        "Random Chance Roll");

  g_assert_cmpstr (table->dice, ==, "1d10");
  g_assert_cmpint (((const UmpireColumn *) g_ptr_array_index (table->columns, 0))->type,
                   ==, UMPIRE_CELL_INTEGER);
  check_cells (rules, table, columns, G_N_ELEMENTS (columns), rows, G_N_ELEMENTS (rows));
  check_row_ranges (table, ranges, G_N_ELEMENTS (ranges));
  check_row_lookups (table, lookups, G_N_ELEMENTS (lookups));
  g_assert_cmpstr (umpire_table_get_row (table, "9-10")->label, ==, "9-0");
}

static void
test_close_combat_additions (void)
{
  static const char * const columns[] = { "addition" };
  static const ExpectedRow rows[] = {
    { "16-20", { "+3" } },
    { "11-15", { "+2" } },
    { "6-10",  { "+1" } },
    { "1-5",   { "0" } },
  };
  static const ExpectedRange ranges[] = {
    { "16-20", TRUE, 16, FALSE, TRUE, 20, FALSE },
    { "11-15", TRUE, 11, FALSE, TRUE, 15, FALSE },
    { "6-10",  TRUE, 6,  FALSE, TRUE, 10, FALSE },
    { "1-5",   TRUE, 1,  FALSE, TRUE, 5,  FALSE },
  };
  static const ExpectedLookup lookups[] = {
    { 21, NULL },
    { 20, "16-20" }, { 16, "16-20" },
    { 15, "11-15" }, { 11, "11-15" },
    { 10, "6-10" }, { 6, "6-10" },
    { 5, "1-5" }, { 1, "1-5" },
    { 0, NULL },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.close-combat-additions",
                                        UMPIRE_ENTRY_TABLE, "Close Combat Additions");

  g_assert_cmpint (((const UmpireColumn *) g_ptr_array_index (table->columns, 0))->type,
                   ==, UMPIRE_CELL_INTEGER);
  check_cells (rules, table, columns, G_N_ELEMENTS (columns), rows, G_N_ELEMENTS (rows));
  check_row_ranges (table, ranges, G_N_ELEMENTS (ranges));
  check_row_lookups (table, lookups, G_N_ELEMENTS (lookups));
}

static void
test_combat_value (void)
{
  static const ExpectedModifier modifiers[] = {
    { "morale-good", UMPIRE_MODIFIER_ADD, 2, "morale-good" },
    { "veterans", UMPIRE_MODIFIER_ADD, 2, "veterans" },
    { "per-figure", UMPIRE_MODIFIER_ADD, 1, NULL },
    { "trained", UMPIRE_MODIFIER_ADD, 1, "trained" },
    { "flank-per-2-figures", UMPIRE_MODIFIER_ADD, 1, "flank-per-2-figures" },
    { "shaken", UMPIRE_MODIFIER_ADD, 1, "shaken" },
    { "skirmish", UMPIRE_MODIFIER_ADD, -5, "skirmish" },
    /* Umpire's reading of "+1 Unit is shaken" (issue 5): -1, on its own flag. */
    { "shaken-corrected", UMPIRE_MODIFIER_ADD, -1, "shaken-corrected" },
  };
  static const ExpectedItem melee[] = {
    { "cv-times-chance", NULL, "times the chance factor rolled during melee" },
    { "compare", NULL, "CV is now compared" },
    { "decisive-difference", "10", "Difference of 10" },
    { "loser-retreat-turns", "2", "retreats for 2 turns" },
    { "loser-shaken", NULL, "drops to Shaken" },
    { "continue", "10", "less than 10" },
    /* "+1 each fig in unit", "+1 Each 2 figs attacking flank": the counts. */
    { "figures-per-point", "1", "each fig in unit" },
    { "flank-figures-per-point", "2", "Each 2 figs attacking flank" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table;
  const UmpireRow *row;

  table = get_entry (rules, "derosa.combat-value", UMPIRE_ENTRY_MODIFIERS,
                     "Combat Value Determination");
  check_modifiers (table, modifiers, G_N_ELEMENTS (modifiers));
  g_assert_nonnull (umpire_table_get_row (table, "per-figure")->prov.note);
  g_assert_nonnull (umpire_table_get_row (table, "flank-per-2-figures")->prov.note);
  /* "+1 Unit is shaken": read as printed, the default (issue 15). */
  row = umpire_table_get_row (table, "shaken");
  g_assert_nonnull (row->prov.ambiguous);
  g_assert_nonnull (strstr (row->prov.ambiguous, "default"));
  g_assert_cmpstr (row->prov.original, ==, "+1 Unit is shaken");

  row = umpire_table_get_row (table, "shaken-corrected");
  g_assert_nonnull (row->prov.ambiguous);
  g_assert_cmpstr (row->prov.original, ==, "+1 Unit is shaken");

  table = get_entry (rules, "derosa.melee", UMPIRE_ENTRY_LIST, "Combat Value Determination");
  check_items (table, melee, G_N_ELEMENTS (melee));
  row = umpire_table_get_row (table, "cv-times-chance");
  g_assert_nonnull (row->prov.ambiguous);
  g_assert_nonnull (row->prov.original);
}

/* ---------------------------------------------------------------------- */
/* Ammo Supply                                                            */

static void
test_ammo (void)
{
  static const ExpectedItem items[] = {
    { "fire-turns", "4", "four fire turns per battery" },
    { "resupply-roll", "1d10", "1d10 roll for each battery or section" },
  };
  static const char * const columns[] = { "result", "resupplied" };
  static const ExpectedRow rows[] = {
    { "6-10", { "Ammo resupplied", "yes" } },
    { "1-5",  { "Limber still coming", "no" } },
  };
  static const ExpectedRange ranges[] = {
    { "6-10", TRUE, 6, FALSE, TRUE, 10, FALSE },
    { "1-5",  TRUE, 1, FALSE, TRUE, 5,  FALSE },
  };
  static const ExpectedLookup lookups[] = {
    { 0, NULL },
    { 1, "1-5" }, { 5, "1-5" },
    { 6, "6-10" }, { 10, "6-10" },
    { 11, NULL },
  };
  static const ExpectedMark marks[] = {
    { "derosa.ammo-resupply", "6-10", NULL, MARK_AMBIGUOUS },
    { "derosa.ammo-resupply", "1-5", NULL, MARK_AMBIGUOUS },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table;

  table = get_entry (rules, "derosa.ammo", UMPIRE_ENTRY_LIST, "Ammo Supply");
  check_items (table, items, G_N_ELEMENTS (items));

  table = get_entry (rules, "derosa.ammo-resupply", UMPIRE_ENTRY_TABLE, "Ammo Supply");
  g_assert_cmpstr (table->dice, ==, "1d10");
  check_cells (rules, table, columns, G_N_ELEMENTS (columns), rows, G_N_ELEMENTS (rows));
  check_row_ranges (table, ranges, G_N_ELEMENTS (ranges));
  check_row_lookups (table, lookups, G_N_ELEMENTS (lookups));
  check_marks (rules, marks, G_N_ELEMENTS (marks));
  g_assert_cmpstr (umpire_table_get_row (table, "6-10")->label, ==, "5-10");
}

/* ---------------------------------------------------------------------- */
/* Added for the procedures (issue 5)                                     */

/* The MG labels of the infantry chart header, as their own list. */
static void
test_fire_machine_guns (void)
{
  static const ExpectedItem items[] = {
    { "2", "20", "2 MG fire as 20 riflemen" },
    { "1", "16-17", "1 MG fires as 17-16 riflemen" },
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.fire-machine-guns", UMPIRE_ENTRY_LIST,
                                        "Firing Charts: Infantry");
  const UmpireTable *chart = umpire_rules_get_table (rules, "derosa.fire-infantry");

  check_items (table, items, G_N_ELEMENTS (items));
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);

      /* Each names a real column of the infantry chart, and says how it was read. */
      g_assert_cmpint (umpire_table_column_index (chart, items[i].value), >=, 0);
      g_assert_nonnull (row->prov.ambiguous);
      g_assert_nonnull (row->prov.original);
    }
}

/* Umpire's readings where the source is silent: every one is marked. */
static void
test_readings (void)
{
  static const ExpectedItem items[] = {
    { "move-order", NULL, "plus 1\" in skirmish, doubled when charging" },
    { "move-deduction-base", "move", "of this turn's move" },
    { "move-overspent", NULL, "cannot be paid this turn" },
    { "fire-order", NULL, "(chart factor + close combat addition + chance + additive modifiers) x multiplying modifiers" },
    { "fire-roll-limit", "1-10", "reads as its end row" },
    { "melee-face", "1d10", "multiplied by the d10 rolled for it (1-10)" },
    { "melee-chance", NULL, "multiplied by its own chance factor (-2..+2)" },
    { "morale-routed-fail", NULL, "stays routed" },
    { "ammo-five", "5", "read on the printed 5-10 row: the ammunition is resupplied" },
    { "ammo-out", "0", "restores the battery's four fire turns" },
  };
  static const char * const rules_of[] = {
    "Movement Chart", "Movement Chart", "Movement Chart", "Fire Modifiers",
    "Firing Die Roll Modifications", "Combat Value Determination", "Combat Value Determination", "Morale",
    "Ammo Supply", "Ammo Supply",
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const UmpireTable *table = get_entry (rules, "derosa.readings", UMPIRE_ENTRY_LIST, "Umpire readings");

  check_items (table, items, G_N_ELEMENTS (items));
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);

      g_assert_nonnull (row->prov.ambiguous);
      g_assert_cmpstr (row->prov.rule, ==, rules_of[i]);
    }
}

/* Every entry of the system is one this test knows, all from the source. */
static void
test_all_entries (void)
{
  static const char * const ids[] = {
    "derosa.movement", "derosa.movement-inches", "derosa.movement-rules",
    "derosa.morale", "derosa.morale-reasons", "derosa.morale-procedure",
    "derosa.morale-states", "derosa.fire-infantry", "derosa.fire-carbine",
    "derosa.fire-artillery", "derosa.fire-die-modifiers", "derosa.fire-modifiers",
    "derosa.chance", "derosa.close-combat-additions", "derosa.combat-value",
    "derosa.melee", "derosa.ammo", "derosa.ammo-resupply",
    "derosa.fire-machine-guns", "derosa.readings", "derosa.nations",
    NULL
  };
  g_autoptr(UmpireRules) rules = load_rules ();
  const GPtrArray *tables = umpire_rules_get_tables (rules);
  guint seen = 0;

  for (guint i = 0; i < tables->len; i++)
    {
      const UmpireTable *table = g_ptr_array_index (tables, i);

      if (g_strcmp0 (table->system, "derosa") != 0)
        continue;
      seen++;
      g_assert_true (g_strv_contains (ids, table->id));
      g_assert_cmpstr (table->prov.source, ==, SOURCE);
      g_assert_nonnull (table->prov.rule);
    }
  g_assert_cmpuint (seen, ==, G_N_ELEMENTS (ids) - 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/rules/derosa/entries", test_all_entries);
  g_test_add_func ("/umpire/rules/derosa/movement", test_movement);
  g_test_add_func ("/umpire/rules/derosa/movement-inches", test_movement_inches);
  g_test_add_func ("/umpire/rules/derosa/movement-rules", test_movement_rules);
  g_test_add_func ("/umpire/rules/derosa/morale", test_morale);
  g_test_add_func ("/umpire/rules/derosa/morale-lists", test_morale_lists);
  g_test_add_func ("/umpire/rules/derosa/fire-infantry", test_fire_infantry);
  g_test_add_func ("/umpire/rules/derosa/fire-carbine", test_fire_carbine);
  g_test_add_func ("/umpire/rules/derosa/fire-artillery", test_fire_artillery);
  g_test_add_func ("/umpire/rules/derosa/fire-monotonic", test_fire_monotonic);
  g_test_add_func ("/umpire/rules/derosa/fire-die-modifiers", test_fire_die_modifiers);
  g_test_add_func ("/umpire/rules/derosa/fire-modifiers", test_fire_modifiers);
  g_test_add_func ("/umpire/rules/derosa/nations", test_nations);
  g_test_add_func ("/umpire/rules/derosa/chance", test_chance);
  g_test_add_func ("/umpire/rules/derosa/close-combat-additions", test_close_combat_additions);
  g_test_add_func ("/umpire/rules/derosa/combat-value", test_combat_value);
  g_test_add_func ("/umpire/rules/derosa/ammo", test_ammo);
  g_test_add_func ("/umpire/rules/derosa/fire-machine-guns", test_fire_machine_guns);
  g_test_add_func ("/umpire/rules/derosa/readings", test_readings);

  return g_test_run ();
}
