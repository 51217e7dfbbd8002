/* umpire-cli-rules.c: rules list, rules show, rules validate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "umpire-catalogue.h"
#include "umpire-cli.h"

G_DEFINE_QUARK (umpire-cli-error-quark, umpire_cli_error)

static char *opt_system;

static const GOptionEntry list_entries[] = {
  { "system", 0, 0, G_OPTION_ARG_STRING, &opt_system, N_("Only tables of this rule system (1916, weltkrieg, derosa)"), N_("SYSTEM") },
  { NULL }
};

static const char *
kind_name (UmpireEntryKind kind)
{
  switch (kind)
    {
    case UMPIRE_ENTRY_MODIFIERS: return "modifiers";
    case UMPIRE_ENTRY_LIST: return "list";
    case UMPIRE_ENTRY_TABLE:
    default: return "table";
    }
}

static UmpireResult *
run_rules_list (UmpireCliContext  *cli,
                GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("rules-list");
  const GPtrArray *tables = umpire_rules_get_tables (cli->rules);
  guint count = 0;

  if (cli->argc > 0)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("unexpected argument “%s”"), cli->argv[0]);
      return NULL;
    }

  cli->text = g_string_new (NULL);
  for (guint i = 0; i < tables->len; i++)
    {
      const UmpireTable *table = g_ptr_array_index (tables, i);

      if (opt_system != NULL && g_strcmp0 (opt_system, table->system) != 0)
        continue;
      count++;
      umpire_result_set_value (result, table->id, "%s", table->title);
      g_string_append_printf (cli->text, "%-44s %-10s %s\n", table->id, kind_name (table->kind), table->title);
    }
  umpire_result_set_value (result, "count", "%u", count);
  return g_steal_pointer (&result);
}

static void
append_padded (GString    *out,
               const char *text,
               int         width)
{
  int pad = width - (int) g_utf8_strlen (text, -1);

  g_string_append (out, text);
  for (int i = 0; i < pad; i++)
    g_string_append_c (out, ' ');
}

static UmpireResult *
run_rules_show (UmpireCliContext  *cli,
                GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("rules-show");
  g_autoptr(GArray) widths = g_array_new (FALSE, TRUE, sizeof (int));
  const UmpireTable *table;
  GString *out;
  int label_width = 0;

  if (cli->argc != 1)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("give exactly one table id (see “umpire-cli rules list”)"));
      return NULL;
    }
  table = umpire_rules_get_table (cli->rules, cli->argv[0]);
  if (table == NULL)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_INVALID,
                   _("no table “%s” in the rules database"), cli->argv[0]);
      return NULL;
    }

  umpire_result_set_value (result, "id", "%s", table->id);
  umpire_result_set_value (result, "title", "%s", table->title);
  umpire_result_set_value (result, "kind", "%s", kind_name (table->kind));
  umpire_result_set_value (result, "system", "%s", table->system);
  umpire_result_set_value (result, "source", "%s", table->prov.source);
  umpire_result_set_value (result, "rule", "%s", table->prov.rule);
  umpire_result_set_value (result, "rows", "%u", table->rows->len);
  umpire_result_set_value (result, "columns", "%u", table->columns->len);
  if (table->overrides != NULL)
    umpire_result_set_value (result, "overrides", "%s", table->overrides);

  out = cli->text = g_string_new (NULL);
  g_string_append_printf (out, "%s\n%s: %s, %s: %s\n", table->title,
                          _("Source"), table->prov.source, _("rule"), table->prov.rule);
  for (guint i = 0; i < table->notes->len; i++)
    g_string_append_printf (out, "%s\n", (const char *) g_ptr_array_index (table->notes, i));
  g_string_append_c (out, '\n');

  /* Column widths for a readable grid in a terminal. */
  label_width = table->row_label ? (int) g_utf8_strlen (table->row_label, -1) : 0;
  for (guint r = 0; r < table->rows->len; r++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, r);
      label_width = MAX (label_width, (int) g_utf8_strlen (row->label, -1));
    }
  for (guint c = 0; c < table->columns->len; c++)
    {
      const UmpireColumn *column = g_ptr_array_index (table->columns, c);
      int width = (int) g_utf8_strlen (column->label, -1);

      for (guint r = 0; r < table->rows->len; r++)
        {
          const UmpireCell *cell = umpire_row_cell (g_ptr_array_index (table->rows, r), (int) c);
          width = MAX (width, (int) g_utf8_strlen (cell->text, -1) + 1);
        }
      width = MIN (width, 60);
      g_array_append_val (widths, width);
    }

  append_padded (out, table->row_label ? table->row_label : "", label_width + 2);
  for (guint c = 0; c < table->columns->len; c++)
    {
      const UmpireColumn *column = g_ptr_array_index (table->columns, c);
      /* A column whose heading was rebuilt or read one way of several is
       * marked as a cell is. */
      g_autofree char *marked = g_strdup_printf ("%s%s", column->label,
                                                 column->prov.reconstructed ? "†" :
                                                 column->prov.ambiguous ? "‡" : "");

      append_padded (out, marked, g_array_index (widths, int, c) + 2);
      if (column->prov.reconstructed)
        umpire_result_add_step (result, UMPIRE_STEP_TABLE, &column->prov,
                                _("column %s reconstructed: %s"), column->id, column->prov.reconstructed);
      else if (column->prov.ambiguous)
        umpire_result_add_step (result, UMPIRE_STEP_TABLE, &column->prov,
                                _("column %s read as: %s"), column->id, column->prov.ambiguous);
    }
  g_string_append_c (out, '\n');

  for (guint r = 0; r < table->rows->len; r++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, r);

      append_padded (out, row->label, label_width + 2);
      for (guint c = 0; c < row->cells->len; c++)
        {
          const UmpireCell *cell = g_ptr_array_index (row->cells, c);
          const UmpireColumn *column = g_ptr_array_index (table->columns, c);
          g_autofree char *marked = g_strdup_printf ("%s%s", cell->text,
                                                     cell->prov.reconstructed ? "†" :
                                                     cell->prov.ambiguous ? "‡" : "");
          g_autofree char *name = g_strdup_printf ("%s/%s", row->id, column->id);

          append_padded (out, marked, g_array_index (widths, int, c) + 2);
          umpire_result_set_value (result, name, "%s", cell->text);
          if (cell->prov.reconstructed)
            umpire_result_add_step (result, UMPIRE_STEP_TABLE, &cell->prov,
                                    _("%s/%s reconstructed from “%s”: %s"), row->id, column->id,
                                    cell->prov.original ? cell->prov.original : "",
                                    cell->prov.reconstructed);
          else if (cell->prov.ambiguous)
            umpire_result_add_step (result, UMPIRE_STEP_TABLE, &cell->prov,
                                    _("%s/%s read from “%s”: %s"), row->id, column->id,
                                    cell->prov.original ? cell->prov.original : "",
                                    cell->prov.ambiguous);
        }
      g_string_append_c (out, '\n');
    }

  for (guint r = 0; r < table->rows->len; r++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, r);

      if (row->prov.ambiguous)
        umpire_result_add_step (result, UMPIRE_STEP_RULE, &row->prov, _("%s read as: %s"),
                                row->id, row->prov.ambiguous);
    }

  {
    const GPtrArray *steps = umpire_result_get_steps (result);

    if (steps->len > 0)
      g_string_append_printf (out, "\n%s\n", _("† reconstructed cell, ‡ ambiguous reading:"));
    for (guint i = 0; i < steps->len; i++)
      g_string_append_printf (out, "  %s\n", ((const UmpireStep *) g_ptr_array_index (steps, i))->text);
  }

  return g_steal_pointer (&result);
}

static UmpireResult *
run_rules_validate (UmpireCliContext  *cli,
                    GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("rules-validate");
  guint failures = 0;

  if (cli->argc == 0)
    {
      g_autoptr(UmpireRules) builtin = umpire_rules_new ();

      if (!umpire_rules_load_builtin (builtin, error))
        return NULL;
      umpire_result_set_value (result, "valid", "yes");
      umpire_result_set_value (result, "tables", "%u", umpire_rules_get_tables (builtin)->len);
      umpire_result_add_step (result, UMPIRE_STEP_RULE, NULL,
                              _("The built-in rules database is valid: %u tables"),
                              umpire_rules_get_tables (builtin)->len);
      return g_steal_pointer (&result);
    }

  for (int i = 0; i < cli->argc; i++)
    {
      g_autoptr(UmpireRules) scratch = umpire_rules_new ();
      g_autoptr(GError) local_error = NULL;

      /* Over the built-in database, as every command loads a pack: the
       * checks of what a pack replaces run too, so "valid" means that
       * every command accepts it. */
      if (!umpire_rules_load_builtin (scratch, error))
        return NULL;
      if (umpire_rules_load_file (scratch, cli->argv[i], &local_error) &&
          umpire_catalogue_check_rules (scratch, &local_error))
        umpire_result_add_step (result, UMPIRE_STEP_RULE, NULL, _("%s: valid, %u tables"),
                                cli->argv[i], umpire_rules_get_tables (scratch)->len);
      else
        {
          failures++;
          g_printerr ("%s\n", local_error->message);
          umpire_result_add_step (result, UMPIRE_STEP_RULE, NULL, "%s", local_error->message);
        }
    }
  umpire_result_set_value (result, "valid", failures == 0 ? "yes" : "no");
  umpire_result_set_value (result, "files", "%d", cli->argc);
  umpire_result_set_value (result, "invalid", "%u", failures);
  cli->exit_code = failures == 0 ? 0 : 1;
  return g_steal_pointer (&result);
}

static const UmpireCliCommand rules_list = {
  "rules list", 2, NULL, N_("List every table of the rules database"), list_entries, TRUE, run_rules_list,
};
static const UmpireCliCommand rules_show = {
  "rules show", 2, "ID", N_("Show one table with its source and rule"), NULL, TRUE, run_rules_show,
};
static const UmpireCliCommand rules_validate = {
  "rules validate", 2, "[FILE…]", N_("Validate rule packs (no FILE: the built-in database)"), NULL, FALSE, run_rules_validate,
};

const UmpireCliCommand *const umpire_cli_rules_commands[] = {
  &rules_list, &rules_show, &rules_validate, NULL,
};
