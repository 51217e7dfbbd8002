/* umpire-rules-browser-list.c: the rules browser's list of entries, and the search
 *
 * Every entry of the database (tables, modifier lists and text lists),
 * grouped under its rule system's name, each titled and placed by its rule
 * (or source) in words; the search keeps those whose title, rule or id
 * holds the text typed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "umpire-catalogue.h"
#include "umpire-first-frame.h"
#include "umpire-rules-browser-private.h"

static const char *row_table_id_key = "umpire-table-id";

/* The rule systems shipped with Umpire come first, in the catalogue's
 * order; systems from rule packs follow, under their own id. */
static guint
system_rank (const char *system)
{
  const UmpireSystemInfo * const *systems = umpire_catalogue_get_systems ();
  guint i;

  for (i = 0; systems[i] != NULL; i++)
    if (g_strcmp0 (system, systems[i]->id) == 0)
      return i;
  return i;
}

const UmpireTable *
_umpire_rules_browser_row_get_table (UmpireRulesBrowser *self,
                                     GtkListBoxRow      *row)
{
  const char *id;

  if (row == NULL || self->rules == NULL)
    return NULL;
  id = g_object_get_data (G_OBJECT (row), row_table_id_key);
  return id ? umpire_rules_get_table (self->rules, id) : NULL;
}

/* Where the rules give the entry, in words: its rule ("Setup 2", "Rule
 * 39-4" for a bare number), else its source's title; NULL: neither. */
static char *
dup_where (UmpireRules       *rules,
           const UmpireTable *table)
{
  const char *rule = table->prov.rule;

  if (rule != NULL && g_ascii_isdigit (rule[0]))
    return g_strdup_printf (_("Rule %s"), rule);
  if (rule != NULL)
    return g_strdup (rule);
  if (table->prov.source != NULL)
    return g_strdup (umpire_rules_get_source_name (rules, table->prov.source));
  return NULL;
}

static GtkWidget *
create_table_row (UmpireRulesBrowser *self,
                  const UmpireTable  *table)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (table->title ? table->title : table->id);
  g_autofree char *where_text = dup_where (self->rules, table);
  /* The id is for a rule pack's author: a hover away, and in the details. */
  g_autofree char *id_text = g_strdup_printf (_("Table id: %s"), table->id);
  g_autofree char *tooltip = g_strdup_printf ("%s\n%s", table->title ? table->title : table->id, id_text);
  GtkWidget *where = gtk_label_new (where_text);

  gtk_label_set_xalign (GTK_LABEL (title), 0.0f);
  /* Titles are long ("Barrages / On-call artillery / Airstrikes / Gas"):
   * two lines before they are cut, the tooltip has the rest. */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (title), 2);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (where), 0.0f);
  gtk_label_set_ellipsize (GTK_LABEL (where), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (where, "caption");
  gtk_widget_add_css_class (where, "dim-label");
  gtk_widget_set_visible (where, where_text != NULL);
  gtk_widget_set_tooltip_text (row, tooltip);

  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), where);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), row_table_id_key, g_strdup (table->id), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  table->title ? table->title : table->id,
                                  -1);
  return row;
}

static gboolean
filter_row (GtkListBoxRow *row,
            gpointer       user_data)
{
  UmpireRulesBrowser *self = user_data;
  const UmpireTable *table;
  g_autofree char *title = NULL;
  g_autofree char *id = NULL;
  g_autofree char *rule = NULL;

  if (self->search_key == NULL)
    return TRUE;
  table = _umpire_rules_browser_row_get_table (self, row);
  if (table == NULL)
    return FALSE;
  title = g_utf8_casefold (table->title ? table->title : "", -1);
  id = g_utf8_casefold (table->id, -1);
  rule = g_utf8_casefold (table->prov.rule ? table->prov.rule : "", -1);
  return strstr (title, self->search_key) != NULL || strstr (id, self->search_key) != NULL ||
         strstr (rule, self->search_key) != NULL;
}

static void
update_header (GtkListBoxRow *row,
               GtkListBoxRow *before,
               gpointer       user_data)
{
  UmpireRulesBrowser *self = user_data;
  const UmpireTable *table = _umpire_rules_browser_row_get_table (self, row);
  const UmpireTable *previous = _umpire_rules_browser_row_get_table (self, before);
  GtkWidget *header;

  if (table == NULL ||
      (previous != NULL && g_strcmp0 (previous->system, table->system) == 0))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }

  header = gtk_label_new (umpire_catalogue_get_system_name (table->system));
  gtk_label_set_xalign (GTK_LABEL (header), 0.0f);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_add_css_class (header, "system-header");
  gtk_list_box_row_set_header (row, header);
}

static int
compare_tables (gconstpointer a,
                gconstpointer b)
{
  const UmpireTable *table_a = *(const UmpireTable * const *) a;
  const UmpireTable *table_b = *(const UmpireTable * const *) b;
  guint rank_a = system_rank (table_a->system);
  guint rank_b = system_rank (table_b->system);

  if (rank_a != rank_b)
    return rank_a < rank_b ? -1 : 1;
  /* Pack systems by id. Within a system the sort keeps load order,
   * which is the printed order. */
  return g_strcmp0 (table_a->system, table_b->system);
}

static void
update_list_page (UmpireRulesBrowser *self)
{
  GtkWidget *child;
  gboolean any_visible = FALSE;

  if (g_hash_table_size (self->rows_by_id) == 0)
    {
      gtk_stack_set_visible_child_name (self->list_stack, "empty");
      return;
    }

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->table_list));
       child != NULL && !any_visible;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && gtk_widget_get_child_visible (child))
      any_visible = TRUE;

  gtk_stack_set_visible_child_name (self->list_stack, any_visible ? "list" : "no-results");
}

/* Before the browser's first frame only the rows that fill the window
 * (760 px high at first, a row of one line 38 px high) are built; the others
 * follow that frame, or come at once when something needs them all (a
 * search, a selection). All 77 rows took a tenth of the start-up time
 * (bench/run). */
#define ROWS_BEFORE_FIRST_FRAME 20

static void
append_row (UmpireRulesBrowser *self,
            const UmpireTable  *table)
{
  GtkWidget *row = create_table_row (self, table);

  gtk_list_box_append (self->table_list, row);
  g_hash_table_insert (self->rows_by_id, g_strdup (table->id), row);
}

void
_umpire_rules_browser_finish_rows (UmpireRulesBrowser *self)
{
  for (guint i = 0; i < self->pending->len; i++)
    append_row (self, g_ptr_array_index (self->pending, i));
  g_ptr_array_set_size (self->pending, 0);
}

static gboolean
finish_after_first_frame (GtkWidget *widget)
{
  _umpire_rules_browser_finish_rows (UMPIRE_RULES_BROWSER (widget));
  return FALSE;
}

void
_umpire_rules_browser_init_list (UmpireRulesBrowser *self)
{
  gtk_list_box_set_filter_func (self->table_list, filter_row, self, NULL);
  gtk_list_box_set_header_func (self->table_list, update_header, self, NULL);
  umpire_build_after_first_frame (GTK_WIDGET (self), finish_after_first_frame);
  update_list_page (self);
}

void
_umpire_rules_browser_apply_search (UmpireRulesBrowser *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  if (*stripped != '\0')
    _umpire_rules_browser_finish_rows (self);

  g_clear_pointer (&self->search_key, g_free);
  if (*stripped != '\0')
    self->search_key = g_utf8_casefold (stripped, -1);

  gtk_list_box_invalidate_filter (self->table_list);
  gtk_list_box_invalidate_headers (self->table_list);
  update_list_page (self);
}

gboolean
_umpire_rules_browser_select_row (UmpireRulesBrowser *self,
                                  const char         *table_id)
{
  GtkListBoxRow *row;

  _umpire_rules_browser_finish_rows (self);
  row = g_hash_table_lookup (self->rows_by_id, table_id);
  if (row == NULL)
    return FALSE;
  gtk_list_box_select_row (self->table_list, row);
  return TRUE;
}

void
_umpire_rules_browser_rebuild_list (UmpireRulesBrowser *self)
{
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();
  g_autofree char *selected = g_strdup (self->selected_id);
  GtkListBoxRow *old_row;

  /* Rows only: each takes its group header with it. */
  g_ptr_array_set_size (self->pending, 0);
  g_hash_table_remove_all (self->rows_by_id);
  while ((old_row = gtk_list_box_get_row_at_index (self->table_list, 0)) != NULL)
    gtk_list_box_remove (self->table_list, GTK_WIDGET (old_row));

  if (self->rules != NULL)
    {
      const GPtrArray *tables = umpire_rules_get_tables (self->rules);

      for (guint i = 0; i < tables->len; i++)
        g_ptr_array_add (sorted, g_ptr_array_index (tables, i));
    }
  /* g_ptr_array_sort() is stable: tables keep their load order. */
  g_ptr_array_sort (sorted, compare_tables);

  for (guint i = 0; i < sorted->len; i++)
    {
      const UmpireTable *table = g_ptr_array_index (sorted, i);

      if (i < ROWS_BEFORE_FIRST_FRAME || gtk_widget_get_realized (GTK_WIDGET (self)))
        append_row (self, table);
      else
        g_ptr_array_add (self->pending, (gpointer) table);
    }

  _umpire_rules_browser_apply_search (self);

  /* The table may have been replaced by a pack: show it afresh. */
  g_clear_pointer (&self->selected_id, g_free);
  if (selected == NULL || !_umpire_rules_browser_select_row (self, selected))
    _umpire_rules_browser_show_table (self, NULL);
}
