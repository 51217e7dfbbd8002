/* fuzz-rules-pack.c: any bytes as a rule pack
 *
 * The bytes are loaded into a fresh database; whatever loads is then loaded
 * again (every table now overrides itself) and queried the way procedures
 * and the rules browser read it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "fuzz-common.h"
#include "umpire-rules.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_setup ();
  return 0;
}

static void
query (UmpireRules *rules)
{
  const GPtrArray *tables = umpire_rules_get_tables (rules);
  const char *flags[] = { "shaken", NULL };
  const UmpireSituation situation = {
    .year = 1916, .nation = "germany", .opponent = "france",
    .role = "attacker", .battle = "local", .flags = flags,
  };
  const double numbers[] = { -1e300, -3, 0, 0.5, 1, 2, 6, 10, 12, 1e300 };

  for (guint t = 0; t < tables->len; t++)
    {
      const UmpireTable *table = g_ptr_array_index (tables, t);

      g_assert (umpire_rules_get_table (rules, table->id) == table);
      for (guint n = 0; n < G_N_ELEMENTS (numbers); n++)
        {
          gboolean clamped;
          const UmpireRow *row = umpire_table_row_for_number (table, numbers[n], &clamped);
          int column = umpire_table_column_for_number (table, numbers[n], &clamped);

          if (row != NULL && column >= 0)
            (void) umpire_row_cell (row, column);
        }
      for (guint r = 0; r < table->rows->len; r++)
        {
          const UmpireRow *row = g_ptr_array_index (table->rows, r);

          g_assert (umpire_table_get_row (table, row->id) != NULL);
          if (table->kind == UMPIRE_ENTRY_MODIFIERS)
            (void) umpire_modifier_applies (row, &situation);
          for (guint c = 0; c < table->columns->len; c++)
            {
              const UmpireColumn *column = g_ptr_array_index (table->columns, c);
              const char *text = umpire_rules_cell (rules, table->id, row->id, column->id);

              g_assert (text != NULL);
              g_assert (umpire_table_column_index (table, column->id) >= 0);
              (void) umpire_cell_is_reconstructed (umpire_row_cell (row, c));
            }
        }
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;

  if (!umpire_rules_load_data (rules, (const char *) data, size, "fuzz.xml", &error))
    {
      /* Every refusal says where: "fuzz.xml:LINE: …". */
      g_assert (error != NULL && g_str_has_prefix (error->message, "fuzz.xml:"));
      return 0;
    }
  query (rules);
  g_assert (umpire_rules_load_data (rules, (const char *) data, size, "again.xml", NULL));
  query (rules);
  return 0;
}
