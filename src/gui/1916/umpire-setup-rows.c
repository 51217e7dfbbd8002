/* umpire-setup-rows.c: the rows the 1916 setup steps are made of
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-rules-labels.h"
#include "umpire-correction.h"
#include "umpire-setup-rows.h"
#include "umpire-form.h"

GtkWidget *
umpire_setup_new_group (const char *title,
                        const char *description)
{
  return g_object_new (ADW_TYPE_PREFERENCES_GROUP, "title", title, "description", description, NULL);
}

GtkSpinButton *
umpire_setup_add_spin_row (GtkWidget  *group,
                           const char *title,
                           const char *subtitle,
                           double      min,
                           double      max,
                           double      value)
{
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW, "title", title, "subtitle", subtitle,
                                 "subtitle-lines", 0, NULL);
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  /* Named by the row's title (the activatable widget is labelled by it). */
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  umpire_form_set_up (row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return GTK_SPIN_BUTTON (spin);
}

GtkSwitch *
umpire_setup_add_switch_row (GtkWidget  *group,
                             const char *title,
                             const char *subtitle)
{
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW, "title", title, "subtitle", subtitle,
                                 "subtitle-lines", 0, NULL);
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  umpire_form_set_up (row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return GTK_SWITCH (sw);
}

static char *
item_label (GtkStringObject *item,
            GHashTable      *labels)
{
  const char *id = item ? gtk_string_object_get_string (item) : "";
  const char *label = g_hash_table_lookup (labels, id);

  return g_strdup (label ? label : id);
}

static void
unref_labels (gpointer  labels,
              GClosure *closure)
{
  g_hash_table_unref (labels);
}

AdwComboRow *
umpire_setup_new_combo_row (const char        *title,
                            const char *const *ids,
                            GHashTable        *labels)
{
  GtkStringList *model = gtk_string_list_new (ids);
  GtkWidget *row = g_object_new (ADW_TYPE_COMBO_ROW, "title", title, "model", model, NULL);
  GtkExpression *expression;

  g_object_unref (model);
  umpire_form_set_up (row);
  /* The items stay ids (what the engine and the file take); people read labels.
   * An expression either way: libadwaita 1.7 shows nothing for an item
   * without one (with use-subtitle: no subtitle). */
  if (labels != NULL)
    expression = gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL, G_CALLBACK (item_label),
                                              g_hash_table_ref (labels), unref_labels);
  else
    expression = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  adw_combo_row_set_expression (ADW_COMBO_ROW (row), expression);
  gtk_expression_unref (expression);
  return ADW_COMBO_ROW (row);
}

const char *
umpire_setup_combo_get_id (AdwComboRow *row)
{
  GtkStringObject *item = adw_combo_row_get_selected_item (row);

  return item ? gtk_string_object_get_string (item) : NULL;
}

UmpireDice *
umpire_setup_field_dice (GtkEditable  *field,
                         const char   *name,
                         const char   *dice,
                         gboolean      several,
                         UmpireDice   *fallback,
                         GError      **error)
{
  const UmpireTypedDie typed = { name, dice, gtk_editable_get_text (field), several };

  return umpire_dice_new_typed (&typed, 1, UMPIRE_TYPED_DICE_MIXED, fallback, error);
}

GtkWidget *
umpire_setup_new_button (const char *label,
                         const char *action,
                         GVariant   *target)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *text = gtk_label_new_with_mnemonic (label);

  /* A label that wraps: a German one can be wider than a phone. */
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
  gtk_label_set_mnemonic_widget (GTK_LABEL (text), button);
  gtk_button_set_child (GTK_BUTTON (button), text);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "pill");
  return button;
}

const UmpireRow *
umpire_setup_rules_item (UmpireRules *rules,
                         const char  *table_id,
                         const char  *row_id)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);

  return table ? umpire_table_get_row (table, row_id) : NULL;
}

GStrv
umpire_setup_row_ids (UmpireRules *rules,
                      const char  *table_id,
                      const char  *prefix)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; table != NULL && i < table->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);

      if (prefix == NULL)
        g_strv_builder_add (builder, row->id);
      else if (g_str_has_prefix (row->id, prefix) && row->item_value != NULL)
        g_strv_builder_add (builder, row->item_value);
    }
  return g_strv_builder_end (builder);
}

GHashTable *
umpire_setup_row_labels (UmpireRules *rules,
                         const char  *table_id,
                         const char  *prefix)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);
  GHashTable *labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; table != NULL && i < table->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);

      if (prefix == NULL)
        g_hash_table_replace (labels, g_strdup (row->id), umpire_row_dup_display_label (table, row));
      else if (g_str_has_prefix (row->id, prefix) && row->item_value != NULL)
        g_hash_table_replace (labels, g_strdup (row->item_value), umpire_row_dup_display_label (table, row));
    }
  return labels;
}

GStrv
umpire_setup_column_ids (UmpireRules *rules,
                         const char  *table_id,
                         gboolean     upper)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; table != NULL && i < table->columns->len; i++)
    {
      const UmpireColumn *col = g_ptr_array_index (table->columns, i);
      g_autofree char *id = upper ? g_ascii_strup (col->id, -1) : g_strdup (col->id);

      g_strv_builder_add (builder, id);
    }
  return g_strv_builder_end (builder);
}

GHashTable *
umpire_setup_column_labels (UmpireRules *rules,
                            const char  *table_id)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);
  GHashTable *labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; table != NULL && i < table->columns->len; i++)
    {
      const UmpireColumn *col = g_ptr_array_index (table->columns, i);

      g_hash_table_replace (labels, g_strdup (col->id), g_strdup (col->label ? col->label : col->id));
    }
  return labels;
}

gboolean
umpire_setup_barrages_left (UmpireScenario *scenario,
                            UmpireSide      side,
                            int            *left)
{
  UmpireBattleState *state;
  UmpireStateScope scope = side == UMPIRE_SIDE_DEFENDER ? UMPIRE_STATE_DEFENDER : UMPIRE_STATE_ATTACKER;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (left != NULL, FALSE);

  state = umpire_correction_state_of (scenario);
  *left = umpire_battle_state_get_int (state, scope, "barrages-left");
  return !umpire_battle_state_is_in_doubt (state, scope, "barrages-left");
}
