/* umpire-setup-step-counterbattery.c: setup step 8, counter-battery fire
 *
 * Each barrage a side spends rolls one die against the enemy's barrages;
 * what each side has left for the bombardment follows the log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-form.h"
#include "umpire-setup-columns.h"
#include "umpire-setup-rows.h"
#include "umpire-setup-step-counterbattery.h"

#define N_SIDES 2

struct _UmpireSetupStepCounterbattery
{
  UmpireSetupStep   parent_instance;

  GtkWidget        *box;
  UmpireSetupColumns *form_box;
  GtkWidget        *roll_button;
  GtkLabel         *summary;
  GtkLabel         *barrages_left;
  UmpireSetupColumns *results_box;

  GtkSpinButton    *barrages[N_SIDES];
  GtkSwitch        *gas[N_SIDES];
  GtkEditable      *dice[N_SIDES];
  UmpireResultView *view[N_SIDES];
  UmpireEvent      *gas_seen[N_SIDES];   /* the support gas result the switch follows */
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepCounterbattery, umpire_setup_step_counterbattery, UMPIRE_TYPE_SETUP_STEP)

static void
umpire_setup_step_counterbattery_build (UmpireSetupStep *step)
{
  UmpireSetupStepCounterbattery *self = UMPIRE_SETUP_STEP_COUNTERBATTERY (step);

  umpire_setup_step_set_summary (step, self->summary);
  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      GtkWidget *group = umpire_setup_new_group (umpire_side_get_label (side),
                                                 _("Each barrage spent rolls one die: 5 or 6 destroys one enemy barrage"));

      self->barrages[s] = umpire_setup_add_spin_row (group, _("Barrages spent on counter-battery fire"), NULL, 0, 999, 0);
      self->gas[s] = umpire_setup_add_switch_row (group, _("Side using gas (+1)"), NULL);
      self->dice[s] = umpire_setup_add_die_row (group, _("Dice, one per barrage (e.g. 5,2,6)"));
      umpire_setup_step_add_field (step, side, "barrages", GTK_WIDGET (self->barrages[s]), FALSE);
      umpire_setup_step_add_field (step, side, "gas", GTK_WIDGET (self->gas[s]), FALSE);
      umpire_setup_step_add_field (step, side, "dice", GTK_WIDGET (self->dice[s]), TRUE);
      umpire_setup_columns_append (self->form_box, group);
      self->view[s] = umpire_setup_step_new_view (step);
      umpire_setup_columns_append (self->results_box, GTK_WIDGET (self->view[s]));
    }
  umpire_form_submit_on_enter (GTK_WIDGET (self->form_box), self->roll_button);
}

static gboolean
umpire_setup_step_counterbattery_roll (UmpireSetupStep  *step,
                                       UmpireSide        side,
                                       GError          **error)
{
  UmpireSetupStepCounterbattery *self = UMPIRE_SETUP_STEP_COUNTERBATTERY (step);
  guint s = side == UMPIRE_SIDE_DEFENDER ? 1 : 0;

  return umpire_setup_sequence_roll_counterbattery (umpire_setup_step_get_sequence (step), side,
                                                    gtk_spin_button_get_value_as_int (self->barrages[s]),
                                                    gtk_switch_get_active (self->gas[s]),
                                                    gtk_editable_get_text (self->dice[s]), error);
}

static void
umpire_setup_step_counterbattery_refresh (UmpireSetupStep *step)
{
  UmpireSetupStepCounterbattery *self = UMPIRE_SETUP_STEP_COUNTERBATTERY (step);
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (step);
  g_autofree char *text = NULL;

  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      g_autofree char *key = g_strdup_printf ("counterbattery-%s", umpire_side_to_string (side));
      UmpireEvent *gas = umpire_setup_sequence_find_in_force (sequence, "support", side, "gas");

      umpire_setup_step_show_event (step, key, umpire_setup_sequence_find_in_force (sequence, "counterbattery", side, NULL),
                                    self->view[s]);
      /* A new gas roll sets the switch; the umpire may still change it. */
      if (gas != NULL && gas != self->gas_seen[s])
        gtk_switch_set_active (self->gas[s], g_strcmp0 (umpire_result_get_value (umpire_event_get_result (gas),
                                                                                 "available"), "yes") == 0);
      g_set_object (&self->gas_seen[s], gas);
    }
  text = g_strdup_printf (_("Barrages left for the bombardment: attacker %d, defender %d"),
                          umpire_setup_sequence_get_barrages_left (sequence, UMPIRE_SIDE_ATTACKER),
                          umpire_setup_sequence_get_barrages_left (sequence, UMPIRE_SIDE_DEFENDER));
  gtk_label_set_text (self->barrages_left, text);
}

static void
umpire_setup_step_counterbattery_dispose (GObject *object)
{
  UmpireSetupStepCounterbattery *self = UMPIRE_SETUP_STEP_COUNTERBATTERY (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), UMPIRE_TYPE_SETUP_STEP_COUNTERBATTERY);
  for (guint s = 0; s < N_SIDES; s++)
    g_clear_object (&self->gas_seen[s]);
  G_OBJECT_CLASS (umpire_setup_step_counterbattery_parent_class)->dispose (object);
}

static void
umpire_setup_step_counterbattery_class_init (UmpireSetupStepCounterbatteryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  UmpireSetupStepClass *step_class = UMPIRE_SETUP_STEP_CLASS (klass);

  object_class->dispose = umpire_setup_step_counterbattery_dispose;
  step_class->title = N_("Counter-Battery Fire");
  step_class->rule = "Setup 8";
  step_class->per_side = TRUE;
  step_class->build = umpire_setup_step_counterbattery_build;
  step_class->roll = umpire_setup_step_counterbattery_roll;
  step_class->refresh = umpire_setup_step_counterbattery_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-step-counterbattery.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepCounterbattery, box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepCounterbattery, form_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepCounterbattery, roll_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepCounterbattery, summary);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepCounterbattery, barrages_left);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepCounterbattery, results_box);
}

static void
umpire_setup_step_counterbattery_init (UmpireSetupStepCounterbattery *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

const char *
umpire_setup_step_counterbattery_get_barrages_left (UmpireSetupStepCounterbattery *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_COUNTERBATTERY (self), NULL);
  return gtk_label_get_text (self->barrages_left);
}
