/* umpire-setup-step-header.c: setup step 1, the year, battle and sides
 *
 * The fields show the scenario's header and every edit goes straight back
 * into it; the other steps read the header from the scenario, never from
 * these fields.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-setup-columns.h"
#include "umpire-setup-rows.h"
#include "umpire-setup-step-header.h"

#define N_SIDES 2

struct _UmpireSetupStepHeader
{
  UmpireSetupStep  parent_instance;

  GtkWidget       *box;
  AdwPreferencesGroup *theatre_group;
  GtkSpinButton   *year;
  UmpireSetupColumns *sides_box;
  GtkLabel        *total_label;
  GtkLabel        *superior_label;
  AdwComboRow     *battle;
  AdwComboRow     *nation[N_SIDES];
  GtkSpinButton   *units[N_SIDES];

  UmpireScenario  *filled;   /* the scenario last shown: a new one takes the defaults */
  gboolean         syncing;
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepHeader, umpire_setup_step_header, UMPIRE_TYPE_SETUP_STEP)

/* What a fresh scenario shows (the rules give the years and battles). */
static const char *const default_nations[N_SIDES] = { "germany", "britain" };
static const int default_units[N_SIDES] = { 35, 30 };

static void
update_totals (UmpireSetupStepHeader *self)
{
  int a = gtk_spin_button_get_value_as_int (self->units[0]);
  int d = gtk_spin_button_get_value_as_int (self->units[1]);
  g_autofree char *total = g_strdup_printf (_("Sub-units on the battlefield, both sides: %d"), a + d);

  gtk_label_set_text (self->total_label, total);
  gtk_widget_set_visible (GTK_WIDGET (self->superior_label), d > a);
}

void
umpire_setup_step_header_push (UmpireSetupStepHeader *self)
{
  UmpireScenario *scenario = umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (self));

  g_return_if_fail (UMPIRE_IS_SETUP_STEP_HEADER (self));

  if (scenario == NULL || self->syncing)
    return;
  self->syncing = TRUE;
  umpire_scenario_set_year (scenario, gtk_spin_button_get_value_as_int (self->year));
  umpire_scenario_set_battle (scenario, umpire_setup_combo_get_id (self->battle));
  for (guint s = 0; s < N_SIDES; s++)
    umpire_scenario_set_side (scenario, umpire_setup_side_of (s), umpire_setup_combo_get_id (self->nation[s]),
                              gtk_spin_button_get_value_as_int (self->units[s]));
  self->syncing = FALSE;
}

static void
on_edited (UmpireSetupStepHeader *self)
{
  if (self->units[N_SIDES - 1] == NULL)
    return;
  update_totals (self);
  umpire_setup_step_header_push (self);
}

static void
fill (UmpireSetupStepHeader *self)
{
  UmpireScenario *scenario = umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (self));
  gboolean defaults = scenario != self->filled;
  double first = 0, last = 0;
  int year;

  if (scenario == NULL || self->syncing)
    return;
  self->filled = scenario;
  self->syncing = TRUE;
  year = umpire_scenario_get_year (scenario);
  gtk_spin_button_get_range (self->year, &first, &last);
  if (year > 0 || defaults)
    gtk_spin_button_set_value (self->year, year > 0 ? year : first);
  if (umpire_scenario_get_battle (scenario) != NULL)
    umpire_setup_combo_set_id (self->battle, umpire_scenario_get_battle (scenario));
  else if (defaults)
    adw_combo_row_set_selected (self->battle, 0);
  for (guint s = 0; s < N_SIDES; s++)
    {
      const char *nation = umpire_scenario_get_side_nation (scenario, umpire_setup_side_of (s));
      int units = umpire_scenario_get_side_sub_units (scenario, umpire_setup_side_of (s));

      if (nation != NULL || defaults)
        umpire_setup_combo_set_id (self->nation[s], nation != NULL ? nation : default_nations[s]);
      if (nation != NULL || units > 0 || defaults)
        gtk_spin_button_set_value (self->units[s], nation != NULL || units > 0 ? units : default_units[s]);
    }
  self->syncing = FALSE;
  update_totals (self);
}

static void
umpire_setup_step_header_build (UmpireSetupStep *step)
{
  UmpireSetupStepHeader *self = UMPIRE_SETUP_STEP_HEADER (step);
  UmpireRules *rules = umpire_setup_step_get_rules (step);
  const UmpireRow *superior = umpire_setup_rules_item (rules, "1916.scenario", "attacker-superior");
  double first = 0, last = 9999;
  g_auto(GStrv) battles = umpire_setup_row_ids (rules, "1916.scenario", "battle-");
  g_auto(GStrv) nations = umpire_setup_row_ids (rules, "1916.nations", NULL);
  g_autoptr(GHashTable) battle_labels = umpire_setup_row_labels (rules, "1916.scenario", "battle-");
  g_autoptr(GHashTable) nation_labels = umpire_setup_row_labels (rules, "1916.nations", NULL);

  umpire_rules_list_number (rules, "1916.scenario", "year-first", &first, NULL, NULL);
  umpire_rules_list_number (rules, "1916.scenario", "year-last", &last, NULL, NULL);
  gtk_spin_button_set_range (self->year, first, last);
  gtk_spin_button_set_value (self->year, first);
  self->battle = umpire_setup_add_combo_row (GTK_WIDGET (self->theatre_group), _("Battle"),
                                             (const char * const *) battles, battle_labels);
  /* The database words the battles as sentences: room for them below the title. */
  adw_combo_row_set_use_subtitle (self->battle, TRUE);
  g_signal_connect_swapped (self->battle, "notify::selected", G_CALLBACK (on_edited), self);
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "year", GTK_WIDGET (self->year), FALSE);
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "battle", GTK_WIDGET (self->battle), FALSE);

  for (guint s = 0; s < N_SIDES; s++)
    {
      GtkWidget *group = umpire_setup_new_group (umpire_side_get_label (umpire_setup_side_of (s)), NULL);

      self->nation[s] = umpire_setup_add_combo_row (group, _("Nation"), (const char * const *) nations,
                                                    nation_labels);
      self->units[s] = umpire_setup_add_spin_row (group, _("Sub-units"), _("The side's own sub-units"),
                                                  0, 999, default_units[s]);
      umpire_setup_combo_set_id (self->nation[s], default_nations[s]);
      umpire_setup_columns_append (self->sides_box, group);
      umpire_setup_step_add_field (step, umpire_setup_side_of (s), "nation", GTK_WIDGET (self->nation[s]), FALSE);
      umpire_setup_step_add_field (step, umpire_setup_side_of (s), "units", GTK_WIDGET (self->units[s]), FALSE);
    }
  for (guint s = 0; s < N_SIDES; s++)
    {
      g_signal_connect_swapped (self->nation[s], "notify::selected", G_CALLBACK (on_edited), self);
      g_signal_connect_swapped (self->units[s], "value-changed", G_CALLBACK (on_edited), self);
    }
  gtk_label_set_text (self->superior_label, superior ? umpire_row_cell (superior, 0)->text : NULL);
  update_totals (self);
}

static void
umpire_setup_step_header_refresh (UmpireSetupStep *step)
{
  fill (UMPIRE_SETUP_STEP_HEADER (step));
}

static void
umpire_setup_step_header_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), UMPIRE_TYPE_SETUP_STEP_HEADER);
  G_OBJECT_CLASS (umpire_setup_step_header_parent_class)->dispose (object);
}

static void
umpire_setup_step_header_class_init (UmpireSetupStepHeaderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  UmpireSetupStepClass *step_class = UMPIRE_SETUP_STEP_CLASS (klass);

  object_class->dispose = umpire_setup_step_header_dispose;
  step_class->title = N_("Year and Sides");
  step_class->rule = "Setup 1";
  step_class->build = umpire_setup_step_header_build;
  step_class->refresh = umpire_setup_step_header_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-step-header.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeader, box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeader, theatre_group);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeader, year);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeader, sides_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeader, total_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeader, superior_label);
  gtk_widget_class_bind_template_callback (widget_class, on_edited);
}

static void
umpire_setup_step_header_init (UmpireSetupStepHeader *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

const char *
umpire_setup_step_header_get_total (UmpireSetupStepHeader *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_HEADER (self), NULL);
  return gtk_label_get_text (self->total_label);
}
