/* umpire-setup-step-proximity.c: setup step 5, proximity and the lull start
 *
 * The terrain and table scale are the scenario's; the unmodified die becomes
 * the turn on which lull rolls begin.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-form.h"
#include "umpire-setup-columns.h"
#include "umpire-setup-rows.h"
#include "umpire-setup-step-proximity.h"

struct _UmpireSetupStepProximity
{
  UmpireSetupStep   parent_instance;

  GtkWidget        *box;
  UmpireSetupColumns *form_box;
  GtkWidget        *roll_button;
  GtkLabel         *summary;
  GtkLabel         *lull_label;
  UmpireSetupColumns *results_box;

  AdwComboRow      *terrain;
  AdwComboRow      *scale;
  GtkEditable      *die;
  UmpireResultView *view;
  UmpireScenario   *filled;
  gboolean          syncing;
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepProximity, umpire_setup_step_proximity, UMPIRE_TYPE_SETUP_STEP)

static void
push (UmpireSetupStepProximity *self)
{
  UmpireScenario *scenario = umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (self));

  if (scenario == NULL || self->syncing || self->scale == NULL)
    return;
  self->syncing = TRUE;
  umpire_scenario_set_terrain (scenario, umpire_setup_combo_get_id (self->terrain));
  umpire_scenario_set_scale (scenario, umpire_setup_combo_get_id (self->scale));
  self->syncing = FALSE;
}

static void
umpire_setup_step_proximity_build (UmpireSetupStep *step)
{
  UmpireSetupStepProximity *self = UMPIRE_SETUP_STEP_PROXIMITY (step);
  UmpireRules *rules = umpire_setup_step_get_rules (step);
  g_auto(GStrv) terrains = umpire_setup_row_ids (rules, "1916.proximity", NULL);
  g_auto(GStrv) scales = umpire_setup_row_ids (rules, "1916.scales", NULL);
  g_autoptr(GHashTable) terrain_labels = umpire_setup_row_labels (rules, "1916.proximity", NULL);
  g_autoptr(GHashTable) scale_labels = umpire_setup_row_labels (rules, "1916.scales", NULL);
  GtkWidget *group = umpire_setup_new_group (_("Setup Proximity"),
                                             _("The attacker's nearest distance to the defender; the unmodified die is the turn on which lull rolls begin"));

  umpire_setup_step_set_summary (step, self->summary);
  self->terrain = umpire_setup_add_combo_row (group, _("Terrain"), (const char * const *) terrains, terrain_labels);
  self->scale = umpire_setup_add_combo_row (group, _("Table scale"), (const char * const *) scales, scale_labels);
  self->die = umpire_setup_add_die_row (group, _("Proximity die"));
  g_signal_connect_swapped (self->terrain, "notify::selected", G_CALLBACK (push), self);
  g_signal_connect_swapped (self->scale, "notify::selected", G_CALLBACK (push), self);
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "terrain", GTK_WIDGET (self->terrain), FALSE);
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "scale", GTK_WIDGET (self->scale), FALSE);
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "die", GTK_WIDGET (self->die), TRUE);
  umpire_setup_columns_append (self->form_box, group);
  self->view = umpire_setup_step_new_view (step);
  umpire_setup_columns_append (self->results_box, GTK_WIDGET (self->view));
  umpire_form_submit_on_enter (GTK_WIDGET (self->form_box), self->roll_button);
}

static gboolean
umpire_setup_step_proximity_roll (UmpireSetupStep  *step,
                                  UmpireSide        side,
                                  GError          **error)
{
  UmpireSetupStepProximity *self = UMPIRE_SETUP_STEP_PROXIMITY (step);

  push (self);
  /* The unmodified die becomes the scenario's lull start turn. */
  return umpire_setup_sequence_roll_proximity (umpire_setup_step_get_sequence (step),
                                               gtk_editable_get_text (self->die), error);
}

static void
umpire_setup_step_proximity_refresh (UmpireSetupStep *step)
{
  UmpireSetupStepProximity *self = UMPIRE_SETUP_STEP_PROXIMITY (step);
  UmpireScenario *scenario = umpire_setup_step_get_scenario (step);
  gboolean defaults = scenario != self->filled;
  int start = umpire_scenario_get_lull_start (scenario);
  g_autofree char *lull = NULL;

  if (!self->syncing)
    {
      self->syncing = TRUE;
      self->filled = scenario;
      if (umpire_scenario_get_terrain (scenario) != NULL)
        umpire_setup_combo_set_id (self->terrain, umpire_scenario_get_terrain (scenario));
      else if (defaults)
        adw_combo_row_set_selected (self->terrain, 0);
      if (umpire_scenario_get_scale (scenario) != NULL)
        umpire_setup_combo_set_id (self->scale, umpire_scenario_get_scale (scenario));
      else if (defaults)
        adw_combo_row_set_selected (self->scale, 0);
      self->syncing = FALSE;
    }
  umpire_setup_step_show_event (step, "proximity",
                                umpire_setup_sequence_find_in_force (umpire_setup_step_get_sequence (step),
                                                                     "proximity", UMPIRE_SIDE_NONE, NULL),
                                self->view);
  lull = start > 0 ? g_strdup_printf (_("Lull rolls begin on turn %d."), start)
                   : g_strdup (_("Lull rolls begin on the turn of the proximity die (not rolled yet)."));
  gtk_label_set_text (self->lull_label, lull);
}

static void
umpire_setup_step_proximity_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), UMPIRE_TYPE_SETUP_STEP_PROXIMITY);
  G_OBJECT_CLASS (umpire_setup_step_proximity_parent_class)->dispose (object);
}

static void
umpire_setup_step_proximity_class_init (UmpireSetupStepProximityClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  UmpireSetupStepClass *step_class = UMPIRE_SETUP_STEP_CLASS (klass);

  object_class->dispose = umpire_setup_step_proximity_dispose;
  step_class->title = N_("Setup Proximity");
  step_class->rule = "Setup 5";
  step_class->build = umpire_setup_step_proximity_build;
  step_class->roll = umpire_setup_step_proximity_roll;
  step_class->refresh = umpire_setup_step_proximity_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-step-proximity.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepProximity, box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepProximity, form_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepProximity, roll_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepProximity, summary);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepProximity, lull_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepProximity, results_box);
}

static void
umpire_setup_step_proximity_init (UmpireSetupStepProximity *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
