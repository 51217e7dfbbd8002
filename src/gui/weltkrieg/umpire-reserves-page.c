/* umpire-reserves-page.c: Der Weltkrieg HQ reserves, one unit after another
 *
 * One procedure form over umpire_reserve_info; each "Commit next unit" is
 * one umpire_reserve_commit. The page only carries the battle hex's
 * division count from one roll to the next, so the stacking limit and the
 * stop it causes come from the engine and the database, and lists the
 * battle's rolls.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-catalogue.h"
#include "umpire-procedure.h"
#include "umpire-reserves-page.h"
#include "umpire-weltkrieg.h"
#include "umpire-width-first-layout.h"

struct _UmpireReservesPage
{
  UmpirePage           parent_instance;

  UmpireRules         *rules;  /* the page's (umpire_page_get_rules), borrowed */
  guint                attempts;

  UmpireProcedureForm *form;
  GtkLabel            *stacking_label;
  GtkBox              *content;
  GtkListBox          *log_list;
};

G_DEFINE_FINAL_TYPE (UmpireReservesPage, umpire_reserves_page, UMPIRE_TYPE_PAGE)

/* Nations by their rating rows, then the minor powers; unit kinds as the
 * database allows them in any reserve. */
static void
fill_choices (UmpireReservesPage *self)
{
  g_autoptr(GPtrArray) nations = umpire_weltkrieg_dup_nations (self->rules);
  g_autoptr(GStrvBuilder) nation_ids = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) unit_ids = g_strv_builder_new ();
  g_auto(GStrv) nation_list = NULL;
  g_auto(GStrv) unit_list = NULL;
  const UmpireTable *reserves = umpire_rules_get_table (self->rules, "weltkrieg.hq-reserves");

  for (guint i = 0; i < nations->len; i++)
    g_strv_builder_add (nation_ids, ((const UmpireRow *) g_ptr_array_index (nations, i))->id);
  for (guint i = 0; reserves != NULL && i < reserves->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (reserves->rows, i);
      g_auto(GStrv) kinds = NULL;

      if (!g_str_has_suffix (row->id, "-reserve-units") || row->item_value == NULL)
        continue;
      kinds = g_strsplit (row->item_value, " ", -1);
      for (guint k = 0; kinds[k] != NULL; k++)
        if (*kinds[k] != '\0')
          g_strv_builder_add (unit_ids, kinds[k]);
    }
  nation_list = g_strv_builder_end (nation_ids);
  unit_list = g_strv_builder_end (unit_ids);
  umpire_procedure_form_set_choices (self->form, "nation", (const char * const *) nation_list, NULL);
  umpire_procedure_form_set_choices (self->form, "unit", (const char * const *) unit_list, NULL);
}

static void
update_stacking (UmpireReservesPage *self)
{
  g_autofree char *text = NULL;
  const UmpireTable *reserves = umpire_rules_get_table (self->rules, "weltkrieg.hq-reserves");
  const UmpireRow *d = reserves ? umpire_table_get_row (reserves, "stacking-limit-divisions") : NULL;
  const UmpireRow *a = reserves ? umpire_table_get_row (reserves, "stacking-limit-artillery") : NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->stacking_label), d != NULL && a != NULL);
  if (d == NULL || a == NULL)
    return;
  text = g_strdup_printf (_("Battle hex: %g of %g divisions, %g of %g artillery"),
                          umpire_procedure_form_get_number (self->form, "hex-divisions"),
                          g_ascii_strtod (d->item_value, NULL),
                          umpire_procedure_form_get_number (self->form, "hex-artillery"),
                          g_ascii_strtod (a->item_value, NULL));
  gtk_label_set_label (self->stacking_label, text);
}

static void
add_log_row (UmpireReservesPage *self,
             UmpireResult       *result)
{
  const char *id = umpire_reserve_info.id;
  const char *committed = umpire_result_get_value (result, "committed");
  g_autofree char *nation = umpire_input_dup_for_people (self->rules, id, "nation", umpire_result_get_input (result, "nation"));
  g_autofree char *unit = umpire_input_dup_for_people (self->rules, id, "unit", umpire_result_get_input (result, "unit"));
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *row = adw_action_row_new ();

  self->attempts++;
  /* Translators: attempt number, nation, unit kind, e.g. "Unit 2: Germany, Infantry" */
  title = g_strdup_printf (_("Unit %u: %s, %s"), self->attempts, nation ? nation : "", unit ? unit : "");
  if (g_strcmp0 (umpire_result_get_value (result, "eligible"), "yes") == 0)
    subtitle = g_strdup_printf (_("Die %s against rating %s: %s"), umpire_result_get_value (result, "die"),
                                umpire_result_get_value (result, "rating"),
                                g_strcmp0 (committed, "yes") == 0 ? _("committed") : _("stays in reserve"));
  else
    subtitle = g_strdup (_("No roll: the unit may not be committed"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name (g_strcmp0 (committed, "yes") == 0
                                                           ? "emblem-ok-symbolic" : "window-close-symbolic"));
  umpire_width_first_action_row (row);
  gtk_list_box_append (self->log_list, row);
  gtk_widget_set_visible (GTK_WIDGET (self->log_list), TRUE);
}

static void
on_recorded (UmpireReservesPage *self,
             UmpireResult       *result)
{
  const char *divisions = umpire_result_get_value (result, "hex-divisions");

  add_log_row (self, result);
  /* The committed unit is in the battle hex for the next one. */
  if (divisions != NULL)
    umpire_procedure_form_carry_value (self->form, "hex-divisions", divisions);
  update_stacking (self);
}

gboolean
umpire_reserves_page_commit (UmpireReservesPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESERVES_PAGE (self), FALSE);
  return umpire_procedure_form_submit (self->form);
}

static void
new_battle (UmpireReservesPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->log_list))) != NULL)
    gtk_list_box_remove (self->log_list, child);
  gtk_widget_set_visible (GTK_WIDGET (self->log_list), FALSE);
  self->attempts = 0;
  /* A new battle hex starts empty. */
  umpire_procedure_form_set_value (self->form, "hex-divisions", "0");
  umpire_procedure_form_set_value (self->form, "hex-artillery", "0");
  umpire_procedure_form_clear_result (self->form);
  update_stacking (self);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  new_battle (UMPIRE_RESERVES_PAGE (widget));
}

static void
umpire_reserves_page_constructed (GObject *object)
{
  UmpireReservesPage *self = UMPIRE_RESERVES_PAGE (object);
  static const char *const unit_fields[] = { "nation", "year", "offensive", "unit", "montenegrin",
                                             "moved", "out-of-range", NULL };
  static const char *const hex_fields[] = { "hex-divisions", "hex-artillery", "defenders-remain", "die", NULL };
  GtkWidget *reset;

  G_OBJECT_CLASS (umpire_reserves_page_parent_class)->constructed (object);
  self->rules = umpire_page_get_rules (UMPIRE_PAGE (self));
  self->form = UMPIRE_PROCEDURE_FORM (umpire_procedure_form_new (&umpire_reserve_info, self->rules,
                                                                 umpire_page_get_dice (UMPIRE_PAGE (self))));
  umpire_procedure_form_set_description (self->form, _("Commit reserves one unit after another: each rolls one die against its nation’s HQ Effectiveness Rating. A committed defensive unit joins the battle hex, up to the stacking limit."));
  umpire_procedure_form_add_section (self->form, _("The unit"), unit_fields);
  umpire_procedure_form_add_section (self->form, _("The battle hex"), hex_fields);
  umpire_procedure_form_set_submit_label (self->form, _("_Commit next unit"));
  umpire_procedure_form_set_odds_value (self->form, "committed");
  /* The scenario's year, when it has one. */
  umpire_procedure_form_fill_from_scenario (self->form, "year", "year");
  umpire_page_bind_session (UMPIRE_PAGE (self), self->form);
  fill_choices (self);

  reset = gtk_button_new_with_mnemonic (_("New _battle"));
  gtk_widget_set_valign (reset, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (reset), "reserves.reset");
  gtk_widget_add_css_class (reset, "pill");
  umpire_procedure_form_add_action (self->form, reset);
  self->stacking_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->stacking_label, TRUE);
  gtk_label_set_xalign (self->stacking_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->stacking_label), "heading");
  /* Above the button: what the next commitment meets. */
  umpire_procedure_form_set_chart (self->form, GTK_WIDGET (self->stacking_label));
  gtk_box_prepend (self->content, GTK_WIDGET (self->form));

  g_signal_connect_object (self->form, "recorded", G_CALLBACK (on_recorded), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->form, "changed", G_CALLBACK (update_stacking), self, G_CONNECT_SWAPPED);
  new_battle (self);
}

static void
umpire_reserves_page_dispose (GObject *object)
{
  UmpireReservesPage *self = UMPIRE_RESERVES_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_RESERVES_PAGE);
  G_OBJECT_CLASS (umpire_reserves_page_parent_class)->dispose (object);
}

static void
umpire_reserves_page_class_init (UmpireReservesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_reserves_page_constructed;
  object_class->dispose = umpire_reserves_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/umpire_wargames/Umpire/ui/umpire-reserves-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, content);
  gtk_widget_class_bind_template_child (widget_class, UmpireReservesPage, log_list);
  gtk_widget_class_install_action (widget_class, "reserves.reset", NULL, reset_action);
}

static void
umpire_reserves_page_init (UmpireReservesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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
  return umpire_procedure_form_get_result (self->form);
}

UmpireProcedureForm *
umpire_reserves_page_get_form (UmpireReservesPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESERVES_PAGE (self), NULL);
  return self->form;
}

guint
umpire_reserves_page_get_attempts (UmpireReservesPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESERVES_PAGE (self), 0);
  return self->attempts;
}
