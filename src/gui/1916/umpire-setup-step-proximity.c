/* umpire-setup-step-proximity.c: setup step 5, proximity and the lull start
 *
 * The fields are the proximity procedure's inputs; the terrain and table
 * scale are bound both ways to the setup sequence's, which are the
 * scenario's. The unmodified die becomes the turn on which lull rolls begin.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-columns.h"
#include "umpire-setup-rows.h"
#include "umpire-setup-step-proximity.h"

struct _UmpireSetupStepProximity
{
  UmpireSetupStep   parent_instance;

  GtkWidget        *box;
  UmpireColumns *form_box;
  GtkWidget        *roll_button;
  GtkLabel         *summary;
  GtkLabel         *lull_label;
  UmpireColumns *results_box;

  UmpireResultView *view;
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepProximity, umpire_setup_step_proximity, UMPIRE_TYPE_SETUP_STEP)

static void
umpire_setup_step_proximity_build (UmpireSetupStep *step)
{
  UmpireSetupStepProximity *self = UMPIRE_SETUP_STEP_PROXIMITY (step);
  GtkWidget *group = umpire_setup_new_group (_("Setup Proximity"),
                                             _("The attacker's nearest distance to the defender; the unmodified die is the turn on which lull rolls begin"));

  umpire_setup_step_set_summary (step, self->summary);
  for (const UmpireField *input = umpire_setup_proximity_info.inputs; input->name != NULL; input++)
    umpire_setup_step_add_input (step, UMPIRE_SIDE_NONE, NULL, input, 0, group);
  umpire_field_rows_set_label (umpire_setup_step_get_fields (step), NULL, "scale", _("Table scale"));
  umpire_field_rows_set_label (umpire_setup_step_get_fields (step), NULL, "die", _("Proximity die"));
  umpire_columns_append (self->form_box, group);
  self->view = umpire_setup_step_new_view (step);
  umpire_columns_append (self->results_box, GTK_WIDGET (self->view));
}

static void
umpire_setup_step_proximity_bind (UmpireSetupStep     *step,
                                  UmpireSetupSequence *sequence)
{
  umpire_field_rows_bind (umpire_setup_step_get_fields (step), NULL, "terrain", sequence, "terrain");
  umpire_field_rows_bind (umpire_setup_step_get_fields (step), NULL, "scale", sequence, "scale");
}

static gboolean
umpire_setup_step_proximity_roll (UmpireSetupStep  *step,
                                  UmpireSide        side,
                                  GError          **error)
{
  UmpireFieldRows *fields = umpire_setup_step_get_fields (step);
  g_autoptr(GHashTable) inputs = umpire_field_rows_dup_inputs (fields, NULL, &umpire_setup_proximity_info);
  char *die = umpire_field_rows_dup_value (fields, NULL, "die");

  /* The die read off the table, else rolled; its unmodified face becomes
   * the scenario's lull start turn. */
  if (die != NULL)
    g_hash_table_insert (inputs, g_strdup ("die"), die);
  return umpire_setup_sequence_run (umpire_setup_step_get_sequence (step), &umpire_setup_proximity_info, side,
                                    inputs, error);
}

static void
umpire_setup_step_proximity_refresh (UmpireSetupStep *step)
{
  UmpireSetupStepProximity *self = UMPIRE_SETUP_STEP_PROXIMITY (step);
  UmpireScenario *scenario = umpire_setup_step_get_scenario (step);
  int start = umpire_scenario_get_lull_start (scenario);
  g_autofree char *lull = NULL;

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
  step_class->info = &umpire_setup_proximity_info;
  step_class->build = umpire_setup_step_proximity_build;
  step_class->bind = umpire_setup_step_proximity_bind;
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
