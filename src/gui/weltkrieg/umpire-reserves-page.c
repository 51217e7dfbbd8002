/* umpire-reserves-page.c: Der Weltkrieg HQ reserves, one unit after another
 *
 * Each "Commit next unit" is one umpire_reserve_commit: the page only keeps
 * the battle hex's division count between rolls, so the stacking limit and
 * the stop it causes come from the engine and the database.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-labels.h"
#include "umpire-procedure.h"
#include "umpire-reserves-page.h"
#include "umpire-result-view.h"
#include "umpire-session.h"
#include "umpire-weltkrieg.h"

struct _UmpireReservesPage
{
  AdwBin            parent_instance;

  UmpireRules      *rules;
  UmpireDice       *dice;
  UmpireResult     *result;
  GStrv             nation_ids;
  GStrv             unit_ids;
  guint             attempts;

  GtkDropDown      *nation_dropdown;
  GtkSpinButton    *year_spin;
  GtkDropDown      *kind_dropdown;
  GtkDropDown      *unit_dropdown;
  GtkSpinButton    *divisions_spin;
  GtkSpinButton    *artillery_spin;
  GtkEntry         *die_entry;
  GtkCheckButton   *moved_check;
  GtkCheckButton   *range_check;
  GtkCheckButton   *montenegrin_check;
  GtkCheckButton   *remain_check;
  GtkLabel         *stacking_label;
  GtkLabel         *error_label;
  GtkListBox       *log_list;
  UmpireResultView *result_view;
};

enum {
  PROP_0,
  PROP_RULES,
  PROP_DICE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (UmpireReservesPage, umpire_reserves_page, ADW_TYPE_BIN)

static void
fill_choices (UmpireReservesPage *self)
{
  g_autoptr(GPtrArray) nations = NULL;
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) units = gtk_string_list_new (NULL);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) unit_ids = g_strv_builder_new ();
  const UmpireTable *reserves;

  if (self->rules == NULL)
    return;
  nations = umpire_weltkrieg_dup_nations (self->rules);
  for (guint i = 0; i < nations->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (nations, i);
      /* Rating rows have a label; minor-power items only their text. */
      const UmpireTable *table = umpire_rules_get_table (self->rules, "weltkrieg.hq-ratings");
      g_autofree char *label = NULL;

      if (table == NULL || umpire_table_get_row (table, row->id) != row)
        table = umpire_rules_get_table (self->rules, "weltkrieg.minor-powers");
      label = table != NULL ? umpire_row_dup_display_label (table, row) : g_strdup (row->id);
      gtk_string_list_append (labels, label);
      g_strv_builder_add (ids, row->id);
    }
  /* The unit kinds the database allows in any reserve. */
  reserves = umpire_rules_get_table (self->rules, "weltkrieg.hq-reserves");
  for (guint i = 0; reserves != NULL && i < reserves->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (reserves->rows, i);
      g_auto(GStrv) kinds = NULL;

      if (!g_str_has_suffix (row->id, "-reserve-units") || row->item_value == NULL)
        continue;
      kinds = g_strsplit (row->item_value, " ", -1);
      for (guint k = 0; kinds[k] != NULL; k++)
        {
          const UmpireField *field = umpire_procedure_info_find_input (&umpire_reserve_info, "unit");
          g_autofree char *label = umpire_field_dup_for_people (field, self->rules, kinds[k]);

          gtk_string_list_append (units, label);
          g_strv_builder_add (unit_ids, kinds[k]);
        }
    }
  g_clear_pointer (&self->nation_ids, g_strfreev);
  g_clear_pointer (&self->unit_ids, g_strfreev);
  self->nation_ids = g_strv_builder_end (ids);
  self->unit_ids = g_strv_builder_end (unit_ids);
  gtk_drop_down_set_model (self->nation_dropdown, G_LIST_MODEL (labels));
  gtk_drop_down_set_model (self->unit_dropdown, G_LIST_MODEL (units));
}

static const char *
selected_id (GtkDropDown *dropdown,
             GStrv        ids)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (ids == NULL || selected == GTK_INVALID_LIST_POSITION || selected >= g_strv_length (ids))
    return NULL;
  return ids[selected];
}

static void
update_stacking (UmpireReservesPage *self)
{
  g_autofree char *text = NULL;
  double divisions = 0, artillery = 0;
  const UmpireTable *reserves = self->rules ? umpire_rules_get_table (self->rules, "weltkrieg.hq-reserves") : NULL;
  const UmpireRow *d = reserves ? umpire_table_get_row (reserves, "stacking-limit-divisions") : NULL;
  const UmpireRow *a = reserves ? umpire_table_get_row (reserves, "stacking-limit-artillery") : NULL;

  if (d == NULL || a == NULL)
    return;
  divisions = g_ascii_strtod (d->item_value, NULL);
  artillery = g_ascii_strtod (a->item_value, NULL);
  text = g_strdup_printf (_("Battle hex: %d of %g divisions, %d of %g artillery"),
                          gtk_spin_button_get_value_as_int (self->divisions_spin), divisions,
                          gtk_spin_button_get_value_as_int (self->artillery_spin), artillery);
  gtk_label_set_label (self->stacking_label, text);
}

static void
add_log_row (UmpireReservesPage *self,
             UmpireResult       *result)
{
  const char *committed = umpire_result_get_value (result, "committed");
  const char *eligible = umpire_result_get_value (result, "eligible");
  const char *die = umpire_result_get_value (result, "die");
  const char *unit = selected_id (self->unit_dropdown, self->unit_ids);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *unit_label = umpire_input_dup_for_people (self->rules, umpire_reserve_info.id, "unit", unit);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon;

  self->attempts++;
  /* Translators: attempt number, nation, unit kind, e.g. "Unit 2: Germany, Infantry" */
  title = g_strdup_printf (_("Unit %u: %s, %s"), self->attempts,
                           gtk_string_object_get_string (GTK_STRING_OBJECT (gtk_drop_down_get_selected_item (self->nation_dropdown))),
                           unit != NULL ? unit_label : "");
  if (g_strcmp0 (eligible, "yes") == 0)
    subtitle = g_strdup_printf (_("Die %s against rating %s: %s"), die, umpire_result_get_value (result, "rating"),
                                g_strcmp0 (committed, "yes") == 0 ? _("committed") : _("stays in reserve"));
  else
    subtitle = g_strdup (_("No roll: the unit may not be committed"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  icon = gtk_image_new_from_icon_name (g_strcmp0 (committed, "yes") == 0 ? "emblem-ok-symbolic" : "window-close-symbolic");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_list_box_append (self->log_list, row);
  gtk_widget_set_visible (GTK_WIDGET (self->log_list), TRUE);
}

gboolean
umpire_reserves_page_commit (UmpireReservesPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  const UmpireTypedDie typed[] = {
    { "die", umpire_weltkrieg_input_dice (self->rules, &umpire_reserve_info, "die"),
      gtk_editable_get_text (GTK_EDITABLE (self->die_entry)), FALSE },
  };
  UmpireReserveInput input = { 0 };
  const char *divisions;

  g_return_val_if_fail (UMPIRE_IS_RESERVES_PAGE (self), FALSE);

  gtk_widget_remove_css_class (GTK_WIDGET (self->die_entry), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  if (self->rules == NULL)
    return FALSE;
  gtk_spin_button_update (self->year_spin);
  gtk_spin_button_update (self->divisions_spin);
  gtk_spin_button_update (self->artillery_spin);
  input.nation = selected_id (self->nation_dropdown, self->nation_ids);
  input.year = gtk_spin_button_get_value_as_int (self->year_spin);
  input.offensive = gtk_drop_down_get_selected (self->kind_dropdown) == 1;
  input.unit = selected_id (self->unit_dropdown, self->unit_ids);
  input.montenegrin = gtk_check_button_get_active (self->montenegrin_check);
  input.moved = gtk_check_button_get_active (self->moved_check);
  input.out_of_range = gtk_check_button_get_active (self->range_check);
  input.hex_divisions = gtk_spin_button_get_value_as_int (self->divisions_spin);
  input.hex_artillery = gtk_spin_button_get_value_as_int (self->artillery_spin);
  input.defenders_remain = gtk_check_button_get_active (self->remain_check);
  dice = umpire_dice_new_typed (typed, G_N_ELEMENTS (typed), UMPIRE_TYPED_DICE_MIXED, self->dice, &error);
  if (dice != NULL)
    result = umpire_reserve_commit (self->rules, &input, dice, &error);
  if (result == NULL)
    {
      g_autofree char *field = umpire_input_error_field (error);

      if (g_strcmp0 (field, "die") == 0)
        gtk_widget_add_css_class (GTK_WIDGET (self->die_entry), "error");
      gtk_label_set_label (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return FALSE;
    }

  add_log_row (self, result);
  divisions = umpire_result_get_value (result, "hex-divisions");
  if (divisions != NULL)
    gtk_spin_button_set_value (self->divisions_spin, g_ascii_strtod (divisions, NULL));
  /* Each die is for one unit: the next one is typed or rolled afresh. */
  gtk_editable_set_text (GTK_EDITABLE (self->die_entry), "");
  umpire_result_view_set_result (self->result_view, result);
  umpire_session_record_for_widget (GTK_WIDGET (self), result, NULL, UMPIRE_SIDE_NONE);
  update_stacking (self);
  g_set_object (&self->result, result);
  return TRUE;
}

static void
commit_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  umpire_reserves_page_commit (UMPIRE_RESERVES_PAGE (widget));
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  UmpireReservesPage *self = UMPIRE_RESERVES_PAGE (widget);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->log_list))) != NULL)
    gtk_list_box_remove (self->log_list, child);
  gtk_widget_set_visible (GTK_WIDGET (self->log_list), FALSE);
  self->attempts = 0;
  gtk_spin_button_set_value (self->divisions_spin, 0);
  gtk_spin_button_set_value (self->artillery_spin, 0);
  umpire_result_view_set_result (self->result_view, NULL);
  update_stacking (self);
}

static void
on_die_activate (UmpireReservesPage *self)
{
  umpire_reserves_page_commit (self);
}

static void
umpire_reserves_page_dispose (GObject *object)
{
  UmpireReservesPage *self = UMPIRE_RESERVES_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_RESERVES_PAGE);
  g_clear_object (&self->rules);
  g_clear_object (&self->dice);
  g_clear_object (&self->result);
  G_OBJECT_CLASS (umpire_reserves_page_parent_class)->dispose (object);
}

static void
umpire_reserves_page_finalize (GObject *object)
{
  UmpireReservesPage *self = UMPIRE_RESERVES_PAGE (object);

  g_strfreev (self->nation_ids);
  g_strfreev (self->unit_ids);
  G_OBJECT_CLASS (umpire_reserves_page_parent_class)->finalize (object);
}

static void
umpire_reserves_page_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  UmpireReservesPage *self = UMPIRE_RESERVES_PAGE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_object (value, self->rules);
      break;
    case PROP_DICE:
      g_value_set_object (value, self->dice);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_reserves_page_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  UmpireReservesPage *self = UMPIRE_RESERVES_PAGE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      if (g_set_object (&self->rules, g_value_get_object (value)))
        {
          /* The trail's sources and values in words. */
          umpire_result_view_set_rules (self->result_view, self->rules);
          fill_choices (self);
          update_stacking (self);
        }
      break;
    case PROP_DICE:
      g_set_object (&self->dice, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_reserves_page_class_init (UmpireReservesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_reserves_page_dispose;
  object_class->finalize = umpire_reserves_page_finalize;
  object_class->get_property = umpire_reserves_page_get_property;
  object_class->set_property = umpire_reserves_page_set_property;

  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL, UMPIRE_TYPE_RULES,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DICE] =
    g_param_spec_object ("dice", NULL, NULL, UMPIRE_TYPE_DICE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (UMPIRE_TYPE_RESULT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/gnome/Umpire/ui/umpire-reserves-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, nation_dropdown);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, year_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, unit_dropdown);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, divisions_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, artillery_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, die_entry);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, moved_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, range_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, montenegrin_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, remain_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, stacking_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, log_list);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, result_view);
  gtk_widget_class_install_action (widget_class, "reserves.commit", NULL, commit_action);
  gtk_widget_class_install_action (widget_class, "reserves.reset", NULL, reset_action);
}

static void
umpire_reserves_page_init (UmpireReservesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->die_entry, "activate", G_CALLBACK (on_die_activate), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->divisions_spin, "value-changed", G_CALLBACK (update_stacking), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->artillery_spin, "value-changed", G_CALLBACK (update_stacking), self, G_CONNECT_SWAPPED);
}

GtkWidget *
umpire_reserves_page_new (UmpireRules *rules,
                          UmpireDice  *dice)
{
  return g_object_new (UMPIRE_TYPE_RESERVES_PAGE, "rules", rules, "dice", dice, NULL);
}

UmpireResult *
umpire_reserves_page_get_result (UmpireReservesPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESERVES_PAGE (self), NULL);
  return self->result;
}
