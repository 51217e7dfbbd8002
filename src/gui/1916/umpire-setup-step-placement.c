/* umpire-setup-step-placement.c: setup steps 6 and 7, placing works and troops
 *
 * A checklist from the rules database; nothing is rolled or recorded.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-setup-step-placement.h"

struct _UmpireSetupStepPlacement
{
  UmpireSetupStep      parent_instance;

  GtkWidget           *box;
  AdwPreferencesGroup *works_group;
  AdwPreferencesGroup *troops_group;
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepPlacement, umpire_setup_step_placement, UMPIRE_TYPE_SETUP_STEP)

static void
add_checks (AdwPreferencesGroup *group,
            UmpireRules         *rules,
            const char          *list_id,
            const char          *only)
{
  const UmpireTable *list = umpire_rules_get_table (rules, list_id);

  for (guint i = 0; list != NULL && i < list->rows->len; i++)
    {
      const UmpireRow *item = g_ptr_array_index (list->rows, i);
      GtkWidget *row, *check;

      if (only != NULL && g_strcmp0 (item->id, only) != 0)
        continue;
      row = g_object_new (ADW_TYPE_ACTION_ROW, "title", umpire_row_cell (item, 0)->text, "title-lines", 0, NULL);
      check = gtk_check_button_new ();
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      adw_preferences_group_add (group, row);
    }
}

static void
umpire_setup_step_placement_build (UmpireSetupStep *step)
{
  UmpireSetupStepPlacement *self = UMPIRE_SETUP_STEP_PLACEMENT (step);
  UmpireRules *rules = umpire_setup_step_get_rules (step);

  g_autofree char *troops = NULL;

  add_checks (self->works_group, rules, "1916.setup-sequence", "place-defenses");
  add_checks (self->troops_group, rules, "1916.placement-checklist", NULL);
  /* Each group says the setup step it is, as the rules number them. */
  adw_preferences_group_set_description (self->works_group,
                                         umpire_rules_get_rule_reference (rules, "1916.setup-sequence", "place-defenses"));
  /* TRANSLATORS: under "Place Troops": its rule reference ("Setup 7"), then what to do */
  troops = g_strdup_printf (_("%s: tick each as it is done"),
                            umpire_rules_get_rule_reference (rules, "1916.setup-sequence", "place-troops"));
  adw_preferences_group_set_description (self->troops_group, troops);
}

static void
umpire_setup_step_placement_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), UMPIRE_TYPE_SETUP_STEP_PLACEMENT);
  G_OBJECT_CLASS (umpire_setup_step_placement_parent_class)->dispose (object);
}

static void
umpire_setup_step_placement_class_init (UmpireSetupStepPlacementClass *klass)
{
  static const char *const steps[] = { "place-defenses", "place-troops", NULL };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  UmpireSetupStepClass *step_class = UMPIRE_SETUP_STEP_CLASS (klass);

  object_class->dispose = umpire_setup_step_placement_dispose;
  step_class->title = N_("Placement");
  step_class->steps = steps;
  step_class->build = umpire_setup_step_placement_build;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-step-placement.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepPlacement, box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepPlacement, works_group);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepPlacement, troops_group);
}

static void
umpire_setup_step_placement_init (UmpireSetupStepPlacement *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
