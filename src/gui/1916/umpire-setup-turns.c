/* umpire-setup-turns.c: the 1916 turn tracker, lulls and reinforcements
 *
 * The turn and the lull start turn are the scenario's own properties, bound
 * both ways; each roll is an event of the scenario's log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-form.h"
#include "umpire-odds-view.h"
#include "umpire-input-error.h"
#include "umpire-play.h"
#include "umpire-setup-rows.h"
#include "umpire-setup-turns.h"

struct _UmpireSetupTurns
{
  UmpireSetupStep   parent_instance;

  GtkWidget        *box;
  AdwPreferencesGroup *lull_group;
  GtkWidget        *lull_button;
  GtkLabel         *lull_error;
  UmpireResultView *lull_view;
  UmpireOddsView   *lull_odds;
  GtkLabel         *lull_by_turn;
  UmpireResultView *features_view;
  AdwPreferencesGroup *reinforcements_group;
  GtkWidget        *reinforcements_button;
  GtkLabel         *reinforcements_error;
  UmpireResultView *reinforcements_view;

  GtkSpinButton    *turn;
  GtkSpinButton    *start_turn;
  GtkEditable      *lull_die;
  AdwComboRow      *role;
  GtkEditable      *reinforcements_die;
  UmpireScenario   *bound;
  GBinding         *turn_binding;
  GBinding         *start_binding;
};

G_DEFINE_FINAL_TYPE (UmpireSetupTurns, umpire_setup_turns, UMPIRE_TYPE_SETUP_STEP)

static void
record (UmpireSetupTurns *self,
        UmpireResult     *result)
{
  umpire_scenario_record (umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (self)), result, NULL, UMPIRE_SIDE_NONE);
}

static UmpireDice *
typed_dice (UmpireSetupTurns  *self,
            GtkEditable       *field,
            GError           **error)
{
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (UMPIRE_SETUP_STEP (self));

  return umpire_setup_field_dice (field, "die", UMPIRE_PLAIN_DIE, FALSE,
                                  sequence ? umpire_setup_sequence_get_dice (sequence) : NULL, error);
}

static void
run_lull (UmpireSetupTurns *self,
          const char       *declared)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireLullInput input = { gtk_spin_button_get_value_as_int (self->turn),
                            gtk_spin_button_get_value_as_int (self->start_turn), declared };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;
  const char *lull;

  if (umpire_setup_step_get_sequence (step) == NULL)
    return;
  umpire_form_clear_error (GTK_WIDGET (self->lull_die));
  gtk_widget_set_visible (GTK_WIDGET (self->lull_error), FALSE);
  dice = declared ? g_object_ref (umpire_setup_sequence_get_dice (umpire_setup_step_get_sequence (step)))
                  : typed_dice (self, self->lull_die, &error);
  if (dice != NULL)
    result = umpire_play_lull (umpire_setup_step_get_rules (step), &input, dice, &error);
  if (result == NULL)
    {
      g_autofree char *name = umpire_input_error_field (error);
      GtkWidget *field = name ? umpire_setup_step_get_field (step, UMPIRE_SIDE_NONE, name) : NULL;

      umpire_form_mark_error (field, self->lull_error, error);
      return;
    }
  record (self, result);
  if (!declared)
    gtk_editable_set_text (self->lull_die, "");
  lull = umpire_result_get_value (result, "lull");
  if (g_strcmp0 (lull, "none") != 0)
    {
      g_autoptr(UmpireResult) features = umpire_play_lull_features (umpire_setup_step_get_rules (step), lull, NULL);

      if (features != NULL)
        record (self, features);
    }
}

static void
lull_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  run_lull (UMPIRE_SETUP_TURNS (widget), NULL);
}

static void
declare_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  run_lull (UMPIRE_SETUP_TURNS (widget), g_variant_get_string (parameter, NULL));
}

static void
next_turn_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  UmpireSetupTurns *self = UMPIRE_SETUP_TURNS (widget);

  gtk_spin_button_set_value (self->turn, gtk_spin_button_get_value (self->turn) + 1);
  gtk_editable_set_text (self->lull_die, "");
}

static void
reinforcements_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  UmpireSetupTurns *self = UMPIRE_SETUP_TURNS (widget);
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireScenario *scenario = umpire_setup_step_get_scenario (step);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;
  UmpireReinforcementsInput input = { umpire_setup_combo_get_id (self->role), FALSE };

  if (scenario == NULL)
    return;
  /* Rule 202, when the scenario uses it. */
  input.depleted = umpire_scenario_get_optional_rule (scenario, "1916:202");
  umpire_form_clear_error (GTK_WIDGET (self->reinforcements_die));
  gtk_widget_set_visible (GTK_WIDGET (self->reinforcements_error), FALSE);
  dice = typed_dice (self, self->reinforcements_die, &error);
  if (dice != NULL)
    result = umpire_play_reinforcements (umpire_setup_step_get_rules (step), &input, dice, &error);
  if (result == NULL)
    {
      g_autofree char *name = umpire_input_error_field (error);
      GtkWidget *field = g_strcmp0 (name, "die") == 0 ? GTK_WIDGET (self->reinforcements_die)
                         : g_strcmp0 (name, "role") == 0 ? GTK_WIDGET (self->role) : NULL;

      umpire_form_mark_error (field, self->reinforcements_error, error);
      return;
    }
  record (self, result);
  gtk_editable_set_text (self->reinforcements_die, "");
}

/* Before the roll: this turn's chance of a lull, and of one by now. */
static void
refresh_lull_odds (UmpireSetupTurns *self)
{
  UmpireRules *rules = umpire_setup_step_get_rules (UMPIRE_SETUP_STEP (self));
  UmpireLullInput input = { gtk_spin_button_get_value_as_int (self->turn),
                            gtk_spin_button_get_value_as_int (self->start_turn), NULL };
  g_autoptr(GError) error = NULL;
  UmpireOdds *odds;
  double chance;

  if (rules == NULL || self->lull_odds == NULL)
    return;
  odds = umpire_play_lull_odds (rules, &input, &error);
  umpire_odds_view_set_odds (self->lull_odds, odds, "lull", rules);
  g_clear_pointer (&odds, umpire_odds_free);
  if (umpire_play_lull_chance_by (rules, input.start_turn, input.turn, &chance, NULL))
    {
      /* TRANSLATORS: the chance of a lull on some turn from the first lull roll
       * (the second number) to this one (the first), e.g. "By turn 5 (rolls from
       * turn 3): 42% chance of a lull" */
      g_autofree char *text = g_strdup_printf (_("By turn %d (rolls from turn %d): %.0f%% chance of a lull"),
                                               input.turn, input.start_turn, chance * 100);

      gtk_label_set_text (self->lull_by_turn, text);
    }
}

static void
umpire_setup_turns_build (UmpireSetupStep *step)
{
  UmpireSetupTurns *self = UMPIRE_SETUP_TURNS (step);
  const char *roles[] = { umpire_side_to_string (UMPIRE_SIDE_ATTACKER), umpire_side_to_string (UMPIRE_SIDE_DEFENDER),
                          NULL };
  g_autoptr(GHashTable) role_labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GtkWidget *lull_group = GTK_WIDGET (self->lull_group);
  GtkWidget *reinforcements_group = GTK_WIDGET (self->reinforcements_group);

  for (guint i = 0; roles[i] != NULL; i++)
    g_hash_table_insert (role_labels, g_strdup (roles[i]),
                         g_strdup (umpire_side_get_label (umpire_setup_side_of (i))));
  self->turn = umpire_setup_add_spin_row (lull_group, _("Turn"), NULL, 1, 99, 1);
  self->start_turn = umpire_setup_add_spin_row (lull_group, _("Lull rolls begin on turn"),
                                                _("The unmodified proximity die"), 1, 99, 1);
  self->lull_die = umpire_setup_add_die_row (lull_group, _("Lull die"));
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "turn", NULL, GTK_WIDGET (self->turn));
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "start-turn", NULL, GTK_WIDGET (self->start_turn));
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "die",
                               umpire_procedure_info_find_input (&umpire_play_lull_info, "die"),
                               GTK_WIDGET (self->lull_die));
  self->role = umpire_setup_add_combo_row (reinforcements_group, _("Side"), roles, role_labels);
  self->reinforcements_die = umpire_setup_add_die_row (reinforcements_group, _("Reinforcements die"));
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "reinforcements-role", NULL, GTK_WIDGET (self->role));
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "reinforcements-die",
                               umpire_procedure_info_find_input (&umpire_play_reinforcements_info, "die"),
                               GTK_WIDGET (self->reinforcements_die));
  umpire_form_submit_on_enter (lull_group, self->lull_button);
  {
    GtkWidget *odds_row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget *by_turn = gtk_label_new (NULL);

    self->lull_odds = UMPIRE_ODDS_VIEW (umpire_odds_view_new ());
    gtk_label_set_xalign (GTK_LABEL (by_turn), 0);
    gtk_label_set_wrap (GTK_LABEL (by_turn), TRUE);
    self->lull_by_turn = GTK_LABEL (by_turn);
    gtk_widget_set_margin_top (odds_row, 12);
    gtk_box_append (GTK_BOX (odds_row), by_turn);
    gtk_box_append (GTK_BOX (odds_row), GTK_WIDGET (self->lull_odds));
    adw_preferences_group_add (self->lull_group, odds_row);
    g_signal_connect_swapped (self->turn, "value-changed", G_CALLBACK (refresh_lull_odds), self);
    g_signal_connect_swapped (self->start_turn, "value-changed", G_CALLBACK (refresh_lull_odds), self);
    refresh_lull_odds (self);
  }
  umpire_form_submit_on_enter (reinforcements_group, self->reinforcements_button);
  umpire_result_view_set_rules (self->lull_view, umpire_setup_step_get_rules (step));
  umpire_result_view_set_rules (self->features_view, umpire_setup_step_get_rules (step));
  umpire_result_view_set_rules (self->reinforcements_view, umpire_setup_step_get_rules (step));
}

static void
drop_binding (GBinding **binding)
{
  /* Held with a reference of ours: the scenario may be gone already. */
  if (*binding != NULL)
    {
      g_binding_unbind (*binding);
      g_clear_object (binding);
    }
}

static void
unbind (UmpireSetupTurns *self)
{
  drop_binding (&self->turn_binding);
  drop_binding (&self->start_binding);
  self->bound = NULL;
}

UmpireOddsView *
umpire_setup_turns_get_lull_odds (UmpireSetupTurns *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_TURNS (self), NULL);
  return self->lull_odds;
}

const char *
umpire_setup_turns_get_lull_chance_text (UmpireSetupTurns *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_TURNS (self), NULL);
  return self->lull_by_turn ? gtk_label_get_text (self->lull_by_turn) : NULL;
}

static void
umpire_setup_turns_refresh (UmpireSetupStep *step)
{
  UmpireSetupTurns *self = UMPIRE_SETUP_TURNS (step);
  UmpireScenario *scenario = umpire_setup_step_get_scenario (step);

  if (scenario != self->bound)
    {
      unbind (self);
      self->bound = scenario;
      /* The spin buttons start at 1: a scenario's 0 (not set) shows as 1
       * without being written back. */
      self->turn_binding = g_object_ref (g_object_bind_property (scenario, "turn", gtk_spin_button_get_adjustment (self->turn),
                                                   "value", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE));
      self->start_binding = g_object_ref (g_object_bind_property (scenario, "lull-start",
                                                                  gtk_spin_button_get_adjustment (self->start_turn),
                                                                  "value",
                                                                  G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE));
    }
  umpire_setup_step_show_event (step, "lull",
                                umpire_scenario_find_event (scenario, umpire_play_lull_info.id, UMPIRE_SIDE_NONE),
                                self->lull_view);
  umpire_setup_step_show_event (step, "lull-features",
                                umpire_scenario_find_event (scenario, umpire_play_lull_features_info.id,
                                                            UMPIRE_SIDE_NONE),
                                self->features_view);
  umpire_setup_step_show_event (step, "reinforcements",
                                umpire_scenario_find_event (scenario, umpire_play_reinforcements_info.id,
                                                            UMPIRE_SIDE_NONE),
                                self->reinforcements_view);
}

static void
umpire_setup_turns_dispose (GObject *object)
{
  UmpireSetupTurns *self = UMPIRE_SETUP_TURNS (object);

  unbind (self);
  gtk_widget_dispose_template (GTK_WIDGET (object), UMPIRE_TYPE_SETUP_TURNS);
  G_OBJECT_CLASS (umpire_setup_turns_parent_class)->dispose (object);
}

static void
umpire_setup_turns_class_init (UmpireSetupTurnsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  UmpireSetupStepClass *step_class = UMPIRE_SETUP_STEP_CLASS (klass);

  object_class->dispose = umpire_setup_turns_dispose;
  step_class->title = N_("Turns");
  step_class->build = umpire_setup_turns_build;
  step_class->refresh = umpire_setup_turns_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-turns.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, lull_group);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, lull_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, lull_error);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, lull_view);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, features_view);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, reinforcements_group);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, reinforcements_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, reinforcements_error);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, reinforcements_view);

  gtk_widget_class_install_action (widget_class, "play.lull", NULL, lull_action);
  gtk_widget_class_install_action (widget_class, "play.declare", "s", declare_action);
  gtk_widget_class_install_action (widget_class, "play.next-turn", NULL, next_turn_action);
  gtk_widget_class_install_action (widget_class, "play.reinforcements", NULL, reinforcements_action);
}

static void
umpire_setup_turns_init (UmpireSetupTurns *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
