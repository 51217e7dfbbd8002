/* umpire-setup-step-bombardment.c: setup step 9, the pre-game bombardment
 *
 * Each side's barrages left go on its targets; the step lists the base
 * rolls for the Area Weapons chart, with the bases lost typed in after.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-form.h"
#include "umpire-columns.h"
#include "umpire-optional.h"
#include "umpire-procedure.h"
#include "umpire-setup-rows.h"
#include "umpire-setup-step-bombardment.h"

#define N_SIDES 2

struct _UmpireSetupStepBombardment
{
  UmpireSetupStep   parent_instance;

  GtkWidget        *box;
  UmpireColumns *form_box;
  GtkWidget        *roll_button;
  GtkLabel         *summary;
  UmpireColumns *results_box;

  GtkSwitch        *gas[N_SIDES];
  GtkLabel         *available[N_SIDES];
  GtkListBox       *targets[N_SIDES];
  guint             n_targets[N_SIDES];   /* fields "target-N-…", N from 1 */
  UmpireResultView *view[N_SIDES];
  UmpireEvent      *gas_seen[N_SIDES];
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepBombardment, umpire_setup_step_bombardment, UMPIRE_TYPE_SETUP_STEP)

static GtkSpinButton *
add_number (UmpireSetupStepBombardment *self,
            UmpireSide                  side,
            GtkWidget                  *box,
            const char                 *name,
            const char                 *label,
            const char                 *tip,
            double                      min,
            double                      max,
            double                      value)
{
  GtkWidget *title = gtk_label_new (label);
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  /* Named by its label (the mnemonic's labelled-by relation), once: GTK
   * 4.8 said an accessible label before it ("Barrages assigned Barrages"),
   * later GTK the label alone. The tip is its tooltip and description, and
   * comes back after an error. */
  umpire_form_set_description (spin, tip);
  gtk_label_set_mnemonic_widget (GTK_LABEL (title), spin);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), spin);
  umpire_setup_step_add_field (UMPIRE_SETUP_STEP (self), side, name, NULL, spin);
  return GTK_SPIN_BUTTON (spin);
}

static void
add_target (UmpireSetupStepBombardment *self,
            guint                       s,
            int                         bases,
            int                         barrages)
{
  UmpireSide side = umpire_setup_side_of (s);
  GtkWidget *command, *veteran;
  GtkSpinButton *lost;
  guint n = ++self->n_targets[s];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *checks = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *numbers = gtk_flow_box_new ();
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *row = gtk_list_box_row_new ();
  g_autofree char *title = g_strdup_printf (_("Target %u"), n);
  g_autofree char *prefix = g_strdup_printf ("target-%u", n);
  g_autofree char *n_name = g_strdup_printf ("%s-name", prefix);
  g_autofree char *n_bases = g_strdup_printf ("%s-bases", prefix);
  g_autofree char *n_barrages = g_strdup_printf ("%s-barrages", prefix);
  /* Named as the bombardment's inputs name a target's. */
  g_autofree char *n_lost = g_strdup_printf ("%s-bases-lost", prefix);
  g_autofree char *n_cmd = g_strdup_printf ("%s-command-base", prefix);
  g_autofree char *n_vet = g_strdup_printf ("%s-veteran-officer", prefix);

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_editable_set_text (GTK_EDITABLE (entry), title);
  gtk_widget_set_tooltip_text (entry, _("Target: an enemy sub-unit with its supporting bases, or a command base"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Target"), -1);
  gtk_box_append (GTK_BOX (box), entry);
  command = gtk_check_button_new_with_label (_("Command base"));
  gtk_box_append (GTK_BOX (checks), command);
  veteran = gtk_check_button_new_with_label (_("Veteran officer"));
  gtk_box_append (GTK_BOX (checks), veteran);
  gtk_box_append (GTK_BOX (box), checks);

  /* Three label-and-number pairs that wrap on a narrow window. */
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (numbers), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (numbers), 3);
  {
    GtkWidget *pair[3];

    for (guint i = 0; i < G_N_ELEMENTS (pair); i++)
      {
        pair[i] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
        gtk_flow_box_append (GTK_FLOW_BOX (numbers), pair[i]);
      }
    umpire_form_flow_box_cells_pass_focus (numbers);
    add_number (self, side, pair[0], n_bases, _("Bases"), _("Bases, with its supporting bases"),
                                1, 99, bases);
    add_number (self, side, pair[1], n_barrages, _("Barrages"), _("Barrages assigned"),
                                   0, 999, barrages);
    /* Empty until the Area Weapons chart is rolled (an empty field is
     * "not rolled yet"): no sentinel number on screen. */
    lost = add_number (self, side, pair[2], n_lost, _("Lost"),
                       _("Bases lost, from the Area Weapons chart (empty: not rolled yet)"), 0, 99, 0);
    umpire_form_spin_set_empty (lost);
  }
  gtk_box_append (GTK_BOX (box), numbers);
  umpire_setup_step_add_field (UMPIRE_SETUP_STEP (self), side, n_name, NULL, entry);
  umpire_setup_step_add_field (UMPIRE_SETUP_STEP (self), side, n_cmd, NULL, command);
  umpire_setup_step_add_field (UMPIRE_SETUP_STEP (self), side, n_vet, NULL, veteran);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_append (self->targets[s], row);
}

static void
add_target_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  UmpireSetupStepBombardment *self = UMPIRE_SETUP_STEP_BOMBARDMENT (widget);
  const char *role = g_variant_get_string (parameter, NULL);

  add_target (self, g_strcmp0 (role, umpire_side_to_string (UMPIRE_SIDE_DEFENDER)) == 0 ? 1 : 0, 4, 1);
}

static void
umpire_setup_step_bombardment_build (UmpireSetupStep *step)
{
  UmpireSetupStepBombardment *self = UMPIRE_SETUP_STEP_BOMBARDMENT (step);

  umpire_setup_step_set_summary (step, self->summary);
  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      GtkWidget *group = umpire_setup_new_group (s == 0 ? _("The Attacker Bombards") : _("The Defender Bombards"),
                                                 _("Each target: name, bases (with supporting bases), barrages, bases lost (entered after rolling the Area Weapons chart)"));
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add Target"));
      umpire_form_name_from_labels (add);

      self->gas[s] = GTK_SWITCH (umpire_setup_step_add_input (step, side, NULL,
                                                              umpire_procedure_info_find_input (&umpire_setup_bombardment_info, "gas"),
                                                              0, group));
      umpire_field_rows_set_label (umpire_setup_step_get_fields (step), umpire_side_to_string (side), "gas",
                                   _("Barrages laced with gas"));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      self->available[s] = GTK_LABEL (label);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
      self->targets[s] = GTK_LIST_BOX (gtk_list_box_new ());
      gtk_list_box_set_selection_mode (self->targets[s], GTK_SELECTION_NONE);
      gtk_widget_add_css_class (GTK_WIDGET (self->targets[s]), "boxed-list");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->targets[s]));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "step.add-target");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (add), g_variant_new_string (umpire_side_to_string (side)));
      /* Under the targets, where the next one goes: as the group's header
       * suffix it cut the group's title short on a narrow window. */
      gtk_widget_set_halign (add, GTK_ALIGN_START);
      gtk_widget_set_margin_top (add, 6);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), add);
      umpire_columns_append (self->form_box, group);
      self->view[s] = umpire_setup_step_new_view (step);
      umpire_columns_append (self->results_box, GTK_WIDGET (self->view[s]));
      add_target (self, s, 4, 1);
    }
}

static gboolean
umpire_setup_step_bombardment_roll (UmpireSetupStep  *step,
                                    UmpireSide        side,
                                    GError          **error)
{
  UmpireSetupStepBombardment *self = UMPIRE_SETUP_STEP_BOMBARDMENT (step);
  static const char *const target_inputs[] = { "name", "command-base", "bases", "barrages", "veteran-officer",
                                               "bases-lost" };
  UmpireFieldRows *fields = umpire_setup_step_get_fields (step);
  const char *scope = umpire_side_to_string (side);
  UmpireScenario *scenario = umpire_setup_step_get_scenario (step);
  g_autoptr(GHashTable) inputs = umpire_field_rows_dup_inputs (fields, scope, &umpire_setup_bombardment_info);
  /* The veteran officer barrage rule, as the scenario names it (its number from the rules). */
  g_autofree char *veteran = umpire_optional_dup_scenario_rule_of (&umpire_optional_veteran_barrage_info,
                                                                   umpire_setup_step_get_rules (step));

  /* Each target's fields, as the bombardment's inputs name them; bases
   * lost below 0 are not rolled yet. */
  for (guint n = 1; n <= self->n_targets[side == UMPIRE_SIDE_DEFENDER ? 1 : 0]; n++)
    for (guint i = 0; i < G_N_ELEMENTS (target_inputs); i++)
      {
        g_autofree char *name = g_strdup_printf ("target-%u-%s", n, target_inputs[i]);
        char *value = umpire_field_rows_dup_value (fields, scope, name);

        if (value != NULL && g_str_equal (target_inputs[i], "bases-lost") && g_ascii_strtod (value, NULL) < 0)
          g_clear_pointer (&value, g_free);
        if (value != NULL)
          g_hash_table_insert (inputs, g_steal_pointer (&name), value);
      }
  g_hash_table_insert (inputs, g_strdup ("veteran-officer-rule"),
                       g_strdup (veteran != NULL && umpire_scenario_get_optional_rule (scenario, veteran) ? "yes" : "no"));
  /* On the barrages the side has left, through the descriptor. */
  return umpire_setup_sequence_run (umpire_setup_step_get_sequence (step), &umpire_setup_bombardment_info, side,
                                    inputs, error);
}

static void
umpire_setup_step_bombardment_refresh (UmpireSetupStep *step)
{
  UmpireSetupStepBombardment *self = UMPIRE_SETUP_STEP_BOMBARDMENT (step);
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (step);

  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      g_autofree char *key = g_strdup_printf ("bombardment-%s", umpire_side_to_string (side));
      int left;
      /* As the battle's state has them: never a figure computed from
       * support that is out of date. */
      gboolean sure = umpire_setup_barrages_left (umpire_setup_step_get_scenario (step), side, &left);
      g_autofree char *available = sure ? g_strdup_printf (_("%d barrage(s) available"), left)
                                        : g_strdup (_("Barrages available: out of date, roll the support or counter-battery fire again"));
      UmpireEvent *gas = umpire_setup_sequence_find_in_force (sequence, "support", side, "gas");

      umpire_setup_step_show_event (step, key, umpire_setup_sequence_find_in_force (sequence, "bombardment", side, NULL),
                                    self->view[s]);
      gtk_label_set_text (self->available[s], available);
      if (gas != NULL && gas != self->gas_seen[s])
        gtk_switch_set_active (self->gas[s], g_strcmp0 (umpire_result_get_value (umpire_event_get_result (gas),
                                                                                 "available"), "yes") == 0);
      g_set_object (&self->gas_seen[s], gas);
    }
}

static void
umpire_setup_step_bombardment_dispose (GObject *object)
{
  UmpireSetupStepBombardment *self = UMPIRE_SETUP_STEP_BOMBARDMENT (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), UMPIRE_TYPE_SETUP_STEP_BOMBARDMENT);
  for (guint s = 0; s < N_SIDES; s++)
    {
      g_clear_object (&self->gas_seen[s]);
    }
  G_OBJECT_CLASS (umpire_setup_step_bombardment_parent_class)->dispose (object);
}

static void
umpire_setup_step_bombardment_class_init (UmpireSetupStepBombardmentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  UmpireSetupStepClass *step_class = UMPIRE_SETUP_STEP_CLASS (klass);

  object_class->dispose = umpire_setup_step_bombardment_dispose;
  step_class->title = N_("Pre-Game Bombardment");
  step_class->info = &umpire_setup_bombardment_info;
  step_class->per_side = TRUE;
  step_class->build = umpire_setup_step_bombardment_build;
  step_class->roll = umpire_setup_step_bombardment_roll;
  step_class->refresh = umpire_setup_step_bombardment_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-step-bombardment.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepBombardment, box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepBombardment, form_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepBombardment, roll_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepBombardment, summary);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepBombardment, results_box);
  gtk_widget_class_install_action (widget_class, "step.add-target", "s", add_target_action);
}

static void
umpire_setup_step_bombardment_init (UmpireSetupStepBombardment *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

const char *
umpire_setup_step_bombardment_get_available (UmpireSetupStepBombardment *self,
                                             UmpireSide                  side)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_BOMBARDMENT (self), NULL);
  return gtk_label_get_text (self->available[side == UMPIRE_SIDE_DEFENDER ? 1 : 0]);
}
