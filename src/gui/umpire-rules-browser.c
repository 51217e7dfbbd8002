/* umpire-rules-browser.c: every table of the rules database, readable
 *
 * The list on the left holds every entry of the database (tables, modifier
 * lists and text lists), grouped by rule system (umpire-rules-browser-list.c).
 * The pane on the right shows the selected entry as printed: a grid of
 * labels with the row and column keys as headings (-table.c). Cells whose
 * printed text was damaged and rebuilt, or read one way of several, are
 * marked so that the umpire knows which values to trust less, and the
 * reasoning is one pointer hover away and in the notes (-notes.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-rules-browser-private.h"
#include "umpire-status-page.h"

G_DEFINE_FINAL_TYPE (UmpireRulesBrowser, umpire_rules_browser, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RULES,
  PROP_CAN_GO_BACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_can_go_back (UmpireRulesBrowser *self)
{
  gboolean can_go_back;

  can_go_back = umpire_split_view_get_folded (self->split_view) &&
                umpire_split_view_get_show_content (self->split_view);
  if (can_go_back == self->can_go_back)
    return;
  self->can_go_back = can_go_back;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_GO_BACK]);
}

/* ---------------------------------------------------------------------- */
/* Template callbacks                                                     */

static void
on_search_changed (UmpireRulesBrowser *self,
                   GtkSearchEntry     *entry)
{
  _umpire_rules_browser_apply_search (self);
}

static void
on_stop_search (UmpireRulesBrowser *self,
                GtkSearchEntry     *entry)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  _umpire_rules_browser_apply_search (self);
}

static void
on_row_selected (UmpireRulesBrowser *self,
                 GtkListBoxRow      *row,
                 GtkListBox         *list)
{
  const UmpireTable *table;

  if (row == NULL)
    return;
  table = _umpire_rules_browser_row_get_table (self, row);
  if (table == NULL || g_strcmp0 (table->id, self->selected_id) == 0)
    return;

  g_free (self->selected_id);
  self->selected_id = g_strdup (table->id);
  _umpire_rules_browser_show_table (self, table);
}

static void
on_row_activated (UmpireRulesBrowser *self,
                  GtkListBoxRow      *row,
                  GtkListBox         *list)
{
  on_row_selected (self, row, list);
  umpire_split_view_set_show_content (self->split_view, TRUE);
}

static void
on_split_view_changed (UmpireRulesBrowser *self,
                    GParamSpec         *pspec,
                    UmpireSplitView    *split_view)
{
  update_can_go_back (self);
}

static void
focus_search (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  UmpireRulesBrowser *self = UMPIRE_RULES_BROWSER (widget);

  umpire_split_view_set_show_content (self->split_view, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* ---------------------------------------------------------------------- */
/* GObject                                                                */

static void
umpire_rules_browser_dispose (GObject *object)
{
  UmpireRulesBrowser *self = UMPIRE_RULES_BROWSER (object);

  /* The widgets go first: the hash tables borrow pointers to them. */
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_RULES_BROWSER);
  g_hash_table_remove_all (self->cells);
  g_hash_table_remove_all (self->rows_by_id);
  g_ptr_array_set_size (self->pending, 0);
  g_clear_object (&self->rules);

  G_OBJECT_CLASS (umpire_rules_browser_parent_class)->dispose (object);
}

static void
umpire_rules_browser_finalize (GObject *object)
{
  UmpireRulesBrowser *self = UMPIRE_RULES_BROWSER (object);

  g_clear_pointer (&self->cells, g_hash_table_unref);
  g_clear_pointer (&self->rows_by_id, g_hash_table_unref);
  g_clear_pointer (&self->pending, g_ptr_array_unref);
  g_clear_pointer (&self->selected_id, g_free);
  g_clear_pointer (&self->search_key, g_free);

  G_OBJECT_CLASS (umpire_rules_browser_parent_class)->finalize (object);
}

static void
umpire_rules_browser_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  UmpireRulesBrowser *self = UMPIRE_RULES_BROWSER (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_object (value, self->rules);
      break;

    case PROP_CAN_GO_BACK:
      g_value_set_boolean (value, self->can_go_back);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_rules_browser_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  UmpireRulesBrowser *self = UMPIRE_RULES_BROWSER (object);

  switch (prop_id)
    {
    case PROP_RULES:
      umpire_rules_browser_set_rules (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_rules_browser_class_init (UmpireRulesBrowserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_rules_browser_dispose;
  object_class->finalize = umpire_rules_browser_finalize;
  object_class->get_property = umpire_rules_browser_get_property;
  object_class->set_property = umpire_rules_browser_set_property;

  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL,
                         UMPIRE_TYPE_RULES,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* Folded, and showing a table rather than the list. */
  properties[PROP_CAN_GO_BACK] =
    g_param_spec_boolean ("can-go-back", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (UMPIRE_TYPE_STATUS_PAGE);

  g_type_ensure (UMPIRE_TYPE_SPLIT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/umpire-rules-browser.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, split_view);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, list_pane);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, search_entry);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, list_stack);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, table_list);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, detail_stack);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, detail_scroller);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, kind_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, title_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, source_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, overrides_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, overrides_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, notes_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, grid);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, legend_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, legend_reconstructed);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, legend_ambiguous);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, readings_expander);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, readings_box);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_stop_search);
  gtk_widget_class_bind_template_callback (widget_class, on_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_split_view_changed);

  gtk_widget_class_install_action (widget_class, "rules-browser.search", NULL, focus_search);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "rules-browser.search", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rulesbrowser");
}

static void
umpire_rules_browser_init (UmpireRulesBrowser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows_by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->cells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->pending = g_ptr_array_new ();
  _umpire_rules_browser_init_list (self);
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  /* GTK 4.8 leaves an expander's button unnamed: its label names it. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->readings_expander), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  gtk_expander_get_label_widget (self->readings_expander), NULL, -1);
}

/* ---------------------------------------------------------------------- */
/* Public API                                                             */

GtkWidget *
umpire_rules_browser_new (UmpireRules *rules)
{
  g_return_val_if_fail (rules == NULL || UMPIRE_IS_RULES (rules), NULL);

  return g_object_new (UMPIRE_TYPE_RULES_BROWSER, "rules", rules, NULL);
}

UmpireRules *
umpire_rules_browser_get_rules (UmpireRulesBrowser *self)
{
  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), NULL);

  return self->rules;
}

void
umpire_rules_browser_set_rules (UmpireRulesBrowser *self,
                                UmpireRules        *rules)
{
  g_return_if_fail (UMPIRE_IS_RULES_BROWSER (self));
  g_return_if_fail (rules == NULL || UMPIRE_IS_RULES (rules));

  if (!g_set_object (&self->rules, rules))
    return;

  _umpire_rules_browser_rebuild_list (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
}

/**
 * umpire_rules_browser_reload:
 *
 * Rebuilds the list after tables were added to or replaced in the
 * database, keeping the selection when its table still exists.
 */
void
umpire_rules_browser_reload (UmpireRulesBrowser *self)
{
  g_return_if_fail (UMPIRE_IS_RULES_BROWSER (self));

  _umpire_rules_browser_rebuild_list (self);
}

gboolean
umpire_rules_browser_select_table (UmpireRulesBrowser *self,
                                   const char         *table_id)
{
  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), FALSE);
  g_return_val_if_fail (table_id != NULL, FALSE);

  if (!_umpire_rules_browser_select_row (self, table_id))
    return FALSE;
  umpire_split_view_set_show_content (self->split_view, TRUE);
  return TRUE;
}

const char *
umpire_rules_browser_get_selected_table (UmpireRulesBrowser *self)
{
  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), NULL);

  return self->selected_id;
}

/* Filters at once, without the search entry's typing delay. */
void
umpire_rules_browser_set_search_text (UmpireRulesBrowser *self,
                                      const char         *text)
{
  g_return_if_fail (UMPIRE_IS_RULES_BROWSER (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text ? text : "");
  _umpire_rules_browser_apply_search (self);
}

gboolean
umpire_rules_browser_is_table_listed (UmpireRulesBrowser *self,
                                      const char         *table_id)
{
  GtkWidget *row;

  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), FALSE);
  g_return_val_if_fail (table_id != NULL, FALSE);

  _umpire_rules_browser_finish_rows (self);
  row = g_hash_table_lookup (self->rows_by_id, table_id);
  return row != NULL && gtk_widget_get_visible (row) && gtk_widget_get_child_visible (row);
}

GtkWidget *
umpire_rules_browser_get_grid (UmpireRulesBrowser *self)
{
  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), NULL);

  return GTK_WIDGET (self->grid);
}

/**
 * umpire_rules_browser_get_cell:
 * @row_id: (nullable): a row id, or %NULL for the column heading
 * @column_id: (nullable): a column id, or %NULL for the row heading
 *
 * Returns: (transfer none) (nullable): the #GtkLabel showing that cell of
 *   the selected table
 */
GtkWidget *
umpire_rules_browser_get_cell (UmpireRulesBrowser *self,
                               const char         *row_id,
                               const char         *column_id)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), NULL);
  g_return_val_if_fail (row_id != NULL || column_id != NULL, NULL);

  key = _umpire_rules_browser_cell_key (row_id, column_id);
  return g_hash_table_lookup (self->cells, key);
}

/* Whether the cell is shown as reconstructed or ambiguous. */
gboolean
umpire_rules_browser_get_cell_marked (UmpireRulesBrowser *self,
                                      const char         *row_id,
                                      const char         *column_id)
{
  GtkWidget *cell = umpire_rules_browser_get_cell (self, row_id, column_id);

  return cell != NULL &&
         (gtk_widget_has_css_class (cell, "reconstructed") ||
          gtk_widget_has_css_class (cell, "ambiguous"));
}

gboolean
umpire_rules_browser_get_can_go_back (UmpireRulesBrowser *self)
{
  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), FALSE);

  return self->can_go_back;
}

/* Returns TRUE when it went back from a table to the list. */
gboolean
umpire_rules_browser_go_back (UmpireRulesBrowser *self)
{
  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), FALSE);

  if (!self->can_go_back)
    return FALSE;
  return umpire_split_view_navigate_back (self->split_view);
}
