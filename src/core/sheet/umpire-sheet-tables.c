/* umpire-sheet-tables.c: rules tables on printed sheets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-catalogue.h"
#include "umpire-scenario.h"
#include "umpire-sheet-tables.h"

/* A modifier's condition in words: nations by their names, the role and the
 * battle as the forms call them, years. A flag is left out: it is the
 * umpire's tick for the line, and the modifier's label already says when it
 * applies ("Non-retreating units counterattack at triple strength"). */
static char *
condition_for_people (UmpireRules           *rules,
                      const char            *system,
                      const UmpireCondition *cond)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  if (cond->nation)
    g_ptr_array_add (parts, umpire_system_input_dup_for_people (rules, system, "nation", cond->nation));
  if (cond->opponent)
    {
      g_autofree char *opponent = umpire_system_input_dup_for_people (rules, system, "opponent", cond->opponent);

      g_ptr_array_add (parts, g_strdup_printf (_("against %s"), opponent));
    }
  if (cond->role)
    {
      UmpireSide side = UMPIRE_SIDE_NONE;

      g_ptr_array_add (parts, umpire_side_from_string (cond->role, &side)
                              ? g_strdup (umpire_side_get_label (side))
                              : umpire_system_input_dup_for_people (rules, system, "role", cond->role));
    }
  if (cond->battle)
    g_ptr_array_add (parts, umpire_system_input_dup_for_people (rules, system, "battle", cond->battle));
  if (cond->year)
    g_ptr_array_add (parts, g_strdup_printf ("%d", cond->year));
  if (cond->year_min && cond->year_max)
    g_ptr_array_add (parts, g_strdup_printf ("%d–%d", cond->year_min, cond->year_max));
  else if (cond->year_min)
    g_ptr_array_add (parts, g_strdup_printf (_("from %d"), cond->year_min));
  else if (cond->year_max)
    g_ptr_array_add (parts, g_strdup_printf (_("until %d"), cond->year_max));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (", ", (char **) parts->pdata);
}

/* When a modifier applies, in words: "" when only its label says it. */
static char *
when_for_people (UmpireRules       *rules,
                 const UmpireTable *table,
                 const UmpireRow   *row)
{
  g_autoptr(GPtrArray) described = g_ptr_array_new_with_free_func (g_free);
  gboolean flagged = FALSE;

  if (row->conditions == NULL || row->conditions->len == 0)
    return g_strdup (_("always"));
  for (guint i = 0; i < row->conditions->len; i++)
    {
      const UmpireCondition *cond = g_ptr_array_index (row->conditions, i);
      char *text = condition_for_people (rules, table->system, cond);

      flagged |= cond->flag != NULL;
      if (*text != '\0')
        g_ptr_array_add (described, text);
      else
        g_free (text);
    }
  g_ptr_array_add (described, NULL);
  /* Translators: joins the situations a modifier applies in */
  return flagged && described->len == 1 ? g_strdup ("") : g_strjoinv (_("; or "), (char **) described->pdata);
}

/* Whether any modifier of `table` names a situation its label does not. */
static gboolean
modifiers_have_situations (UmpireRules       *rules,
                           const UmpireTable *table)
{
  for (guint r = 0; r < table->rows->len; r++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, r);
      g_autofree char *when = NULL;

      if (row->conditions == NULL || row->conditions->len == 0)
        continue;
      when = when_for_people (rules, table, row);
      if (*when != '\0')
        return TRUE;
    }
  return FALSE;
}

/* The columns shown: a modifier list's "When" only where it says more than
 * the labels. */
static guint
n_shown_columns (UmpireRules       *rules,
                 const UmpireTable *table)
{
  if (table->kind == UMPIRE_ENTRY_MODIFIERS && table->columns->len == 2 &&
      !modifiers_have_situations (rules, table))
    return 1;
  return table->columns->len;
}

const char *
umpire_sheet_mark_for (const UmpireProvenance *prov)
{
  if (prov == NULL)
    return "";
  return prov->reconstructed != NULL ? UMPIRE_SHEET_RECONSTRUCTED_MARK
         : prov->ambiguous != NULL ? UMPIRE_SHEET_AMBIGUOUS_MARK : "";
}

static char *
dup_marked (const char             *text,
            const UmpireProvenance *prov)
{
  return g_strconcat (text, umpire_sheet_mark_for (prov), NULL);
}

/* Whether any cell, row or column of `table` is reconstructed, or read
 * one way of several. */
static void
table_marks (const UmpireTable *table,
             gboolean          *reconstructed,
             gboolean          *ambiguous)
{
  *reconstructed = FALSE;
  *ambiguous = FALSE;
#define SEEN(p) G_STMT_START { *reconstructed |= (p)->reconstructed != NULL; \
                               *ambiguous |= (p)->reconstructed == NULL && (p)->ambiguous != NULL; } G_STMT_END
  for (guint c = 0; table->columns != NULL && c < table->columns->len; c++)
    SEEN (&((const UmpireColumn *) g_ptr_array_index (table->columns, c))->prov);
  for (guint r = 0; r < table->rows->len; r++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, r);

      SEEN (&row->prov);
      for (guint c = 0; row->cells != NULL && c < row->cells->len; c++)
        SEEN (&((const UmpireCell *) g_ptr_array_index (row->cells, c))->prov);
    }
#undef SEEN
}

static void
grid_from_table (UmpireSheetGrid   *grid,
                 UmpireRules       *rules,
                 const UmpireTable *table)
{
  guint n_columns = n_shown_columns (rules, table);

  for (guint r = 0; r < table->rows->len; r++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, r);
      g_autoptr(GStrvBuilder) cells = g_strv_builder_new ();
      g_auto(GStrv) strv = NULL;

      g_autofree char *label = dup_marked (row->label ? row->label : row->id, &row->prov);

      g_strv_builder_add (cells, label);
      for (guint c = 0; c < n_columns; c++)
        {
          const UmpireCell *cell = umpire_row_cell (row, (int) c);

          if (table->kind == UMPIRE_ENTRY_MODIFIERS && c == 1 && rules != NULL)
            {
              g_autofree char *when = when_for_people (rules, table, row);

              g_strv_builder_add (cells, when);
            }
          else
            {
              g_autofree char *text = cell ? dup_marked (cell->text, &cell->prov) : g_strdup ("");

              g_strv_builder_add (cells, text);
            }
        }
      strv = g_strv_builder_end (cells);
      umpire_sheet_grid_add_row (grid, (const char * const *) strv);
    }
}

static GStrv
table_header (UmpireRules       *rules,
              const UmpireTable *table)
{
  g_autoptr(GStrvBuilder) header = g_strv_builder_new ();
  guint n_columns = n_shown_columns (rules, table);

  g_strv_builder_add (header, table->row_label ? table->row_label
                      : table->kind == UMPIRE_ENTRY_MODIFIERS ? _("Modifier") : "");
  for (guint c = 0; c < n_columns; c++)
    {
      const UmpireColumn *column = g_ptr_array_index (table->columns, c);

      g_autofree char *label = dup_marked (column->label ? column->label : column->id, &column->prov);

      g_strv_builder_add (header, label);
    }
  return g_strv_builder_end (header);
}

UmpireSheetGrid *
umpire_sheet_grid_new_for_table (UmpireRules       *rules,
                                 const UmpireTable *table)
{
  g_auto(GStrv) header = NULL;
  UmpireSheetGrid *grid;

  g_return_val_if_fail (table != NULL, NULL);

  header = table_header (rules, table);
  grid = umpire_sheet_grid_new ((const char * const *) header, TRUE);
  grid_from_table (grid, rules, table);
  return grid;
}

void
umpire_sheet_add_table_source (UmpireSheetDocument *document,
                               UmpireRules         *rules,
                               const UmpireTable   *table)
{
  const char *source = umpire_rules_get_source_name (rules, table->prov.source);

  if (table->prov.rule != NULL && source != NULL)
    /* Translators: where a printed table comes from: its rule and the source's title,
     * e.g. "Source: Setup 2, 1916 Basic Game Setup" */
    umpire_sheet_document_add_printf (document, UMPIRE_SHEET_SMALL, _("Source: %s, %s"),
                                      table->prov.rule, source);
  else if (table->prov.rule != NULL || source != NULL)
    umpire_sheet_document_add_printf (document, UMPIRE_SHEET_SMALL, _("Source: %s"),
                                      table->prov.rule != NULL ? table->prov.rule : source);
}

static gboolean
replace_entry_id (const GMatchInfo *match,
                  GString          *out,
                  gpointer          user_data)
{
  g_autofree char *id = g_match_info_fetch (match, 0);
  const UmpireTable *entry = umpire_rules_get_table (user_data, id);

  if (entry != NULL && entry->title != NULL)
    /* Translators: a rules table named by its title in a printed note */
    g_string_append_printf (out, _("“%s”"), entry->title);
  else
    g_string_append (out, id);
  return FALSE;
}

/* A note as people read it: the ids of rules entries it names
 * ("held to weltkrieg.shift-clamp") as their titles. */
static char *
note_for_people (UmpireRules *rules,
                 const char  *note)
{
  static gsize once = 0;
  static GRegex *entry_id = NULL;

  if (rules == NULL)
    return g_strdup (note);
  if (g_once_init_enter (&once))
    {
      entry_id = g_regex_new ("[a-z0-9][a-z0-9_-]*(\\.[a-z0-9_-]*[a-z0-9])+", G_REGEX_OPTIMIZE, 0, NULL);
      g_once_init_leave (&once, 1);
    }
  return g_regex_replace_eval (entry_id, note, -1, 0, 0, replace_entry_id, rules, NULL);
}

void
umpire_sheet_add_table_notes (UmpireSheetDocument *document,
                              UmpireRules         *rules,
                              const UmpireTable   *table)
{
  gboolean reconstructed, ambiguous;

  /* A player reading the sheet alone is told what the marks mean. */
  table_marks (table, &reconstructed, &ambiguous);
  if (reconstructed)
    umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL,
                               _("† Reconstructed: the source is damaged here, and Umpire prints what it rebuilt "
                                 "(the Rules Browser and “umpire-cli rules show” give the reasoning)."));
  if (ambiguous)
    umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL,
                               _("‡ Ambiguous: the source can be read more than one way, and Umpire prints the reading "
                                 "it uses (the Rules Browser and “umpire-cli rules show” give the others)."));
  for (guint i = 0; table->notes != NULL && i < table->notes->len; i++)
    {
      g_autofree char *note = note_for_people (rules, g_ptr_array_index (table->notes, i));

      umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL, note);
    }
  umpire_sheet_add_table_source (document, rules, table);
}

void
umpire_sheet_add_table_grid (UmpireSheetDocument *document,
                             UmpireRules         *rules,
                             const UmpireTable   *table)
{
  g_auto(GStrv) header = table_header (rules, table);
  UmpireSheetGrid *grid = umpire_sheet_document_add_grid (document, (const char * const *) header, TRUE);

  grid_from_table (grid, rules, table);
}

void
umpire_sheet_add_table (UmpireSheetDocument *document,
                        UmpireRules         *rules,
                        const UmpireTable   *table,
                        gboolean             checklist)
{
  umpire_sheet_document_add (document, UMPIRE_SHEET_SUBHEADING, table->title ? table->title : table->id);

  if (table->kind == UMPIRE_ENTRY_LIST)
    {
      /* A list is read as prose: its text, with no machine values. */
      for (guint r = 0; r < table->rows->len; r++)
        {
          const UmpireRow *row = g_ptr_array_index (table->rows, r);
          const UmpireCell *cell = umpire_row_cell (row, 0);

          g_autofree char *text = dup_marked (cell ? cell->text : row->id, &row->prov);

          umpire_sheet_document_add (document, checklist ? UMPIRE_SHEET_CHECK : UMPIRE_SHEET_BULLET, text);
        }
    }
  else
    umpire_sheet_add_table_grid (document, rules, table);
  umpire_sheet_add_table_notes (document, rules, table);
}

gboolean
umpire_sheet_add_table_by_id (UmpireSheetDocument  *document,
                              UmpireRules          *rules,
                              const char           *id,
                              gboolean              checklist,
                              GError              **error)
{
  const UmpireTable *table = umpire_rules_get_table (rules, id);

  if (table == NULL)
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_NOT_FOUND,
                   _("the rules database has no table “%s”"), id);
      return FALSE;
    }
  umpire_sheet_add_table (document, rules, table, checklist);
  return TRUE;
}
