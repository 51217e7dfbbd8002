/* umpire-setup-turns.c: the 1916 turn tracker, lulls and reinforcements
 *
 * Two small forms on the step's field rows, as every step's: the lull roll
 * (the turn, the lull start turn, the die) and the reinforcements roll (the
 * side, the die). Each field is checked before anything is rolled, its
 * error shown beside it in words and gone as it changes; Enter in a field
 * rolls its form; a die typed in serves one roll. The turn and the lull
 * start turn are bound both ways to the scenario's properties; each roll is
 * an event of the scenario's log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-form.h"
#include "umpire-odds-view.h"
#include "umpire-input-error.h"
#include "umpire-optional.h"
#include "umpire-play.h"
#include "umpire-setup-turns.h"

struct _UmpireSetupTurns
{
  UmpireSetupStep   parent_instance;

  GtkWidget        *box;
  AdwPreferencesGroup *lull_group;
  GtkLabel         *lull_summary;
  UmpireResultView *lull_view;
  UmpireOddsView   *lull_odds;
  GtkLabel         *lull_by_turn;
  UmpireResultView *features_view;
  AdwPreferencesGroup *reinforcements_group;
  GtkLabel         *reinforcements_summary;
  UmpireResultView *reinforcements_view;
};

G_DEFINE_FINAL_TYPE (UmpireSetupTurns, umpire_setup_turns, UMPIRE_TYPE_SETUP_STEP)

/* A form's fields: the name the step gives each, the procedure's input it is. */
typedef struct
{
  const char *name;
  const char *input;
} FormField;

static const FormField lull_form[] = {
  { "turn", "turn" }, { "start-turn", "start-turn" }, { "die", "die" }, { NULL, NULL },
};

static const FormField reinforcements_form[] = {
  { "reinforcements-role", "role" }, { "reinforcements-die", "die" }, { NULL, NULL },
};

static UmpireFieldRows *
fields_of (UmpireSetupTurns *self)
{
  return umpire_setup_step_get_fields (UMPIRE_SETUP_STEP (self));
}

static UmpireFieldRow *
row_of (UmpireSetupTurns *self,
        const char       *name)
{
  return umpire_field_rows_lookup (fields_of (self), NULL, name);
}

static void
record (UmpireSetupTurns *self,
        UmpireResult     *result)
{
  umpire_scenario_record (umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (self)), result, NULL, UMPIRE_SIDE_NONE);
}

/* Every field of `form` checked, each error shown beside its field. */
static gboolean
check_form (UmpireSetupTurns *self,
            const FormField  *form,
            GtkLabel         *summary)
{
  gboolean ok = TRUE;

  gtk_widget_set_visible (GTK_WIDGET (summary), FALSE);
  for (const FormField *f = form; f->name != NULL; f++)
    {
      UmpireFieldRow *row = row_of (self, f->name);
      g_autoptr(GError) error = NULL;

      umpire_field_row_clear_error (row);
      if (!umpire_field_row_check (row, &error))
        {
          g_free (umpire_field_row_show_error (row, error, summary));
          ok = FALSE;
        }
    }
  return ok;
}

/* The procedure's error beside the field of `form` it names, else under
 * the form. */
static void
show_error (UmpireSetupTurns *self,
            const FormField  *form,
            GtkLabel         *summary,
            const GError     *error)
{
  g_autofree char *input = umpire_input_error_field (error);

  for (const FormField *f = form; f->name != NULL; f++)
    if (g_strcmp0 (f->input, input) == 0)
      {
        g_free (umpire_field_row_show_error (row_of (self, f->name), error, summary));
        return;
      }
  umpire_form_mark_error (NULL, summary, error);
}

/* The die typed into field `name` (the procedure's `input`), else rolled. */
static UmpireDice *
typed_dice (UmpireSetupTurns  *self,
            const char        *name,
            const char        *input,
            GError           **error)
{
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (UMPIRE_SETUP_STEP (self));
  UmpireFieldRow *row = row_of (self, name);
  g_autofree char *text = umpire_field_row_dup_text (row);
  const UmpireTypedDie typed = { input, umpire_field_row_get_dice (row), text, FALSE };

  return umpire_dice_new_typed (&typed, 1, UMPIRE_TYPED_DICE_MIXED, umpire_setup_sequence_get_dice (sequence), error);
}

static int
number_of (UmpireSetupTurns *self,
           const char       *name)
{
  return (int) umpire_field_rows_get_number (fields_of (self), NULL, name);
}

static void
run_lull (UmpireSetupTurns *self,
          const char       *declared)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (step);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;
  UmpireLullInput input;
  const char *lull;

  if (sequence == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->lull_summary), FALSE);
  /* A lull declared by both players rolls nothing: the die is not read. */
  if (declared == NULL && !check_form (self, lull_form, self->lull_summary))
    return;
  input = (UmpireLullInput) { number_of (self, "turn"), number_of (self, "start-turn"), declared };
  dice = declared != NULL ? g_object_ref (umpire_setup_sequence_get_dice (sequence))
                          : typed_dice (self, "die", "die", &error);
  if (dice != NULL)
    result = umpire_play_lull (umpire_setup_step_get_rules (step), &input, dice, &error);
  if (result == NULL)
    {
      show_error (self, lull_form, self->lull_summary, error);
      return;
    }
  record (self, result);
  /* Read off the table for this roll: the next one must not reuse it. */
  if (declared == NULL)
    umpire_field_rows_set_value (fields_of (self), NULL, "die", NULL);
  lull = umpire_result_get_value (result, "lull");
  if (g_strcmp0 (lull, "none") != 0)
    {
      g_autoptr(UmpireResult) features = umpire_play_lull_features (umpire_setup_step_get_rules (step), lull, NULL);

      if (features != NULL)
        record (self, features);
    }
}

static void
run_reinforcements (UmpireSetupTurns *self)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireRules *rules = umpire_setup_step_get_rules (step);
  UmpireScenario *scenario = umpire_setup_step_get_scenario (step);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autofree char *depleted = NULL;
  UmpireReinforcementsInput input = { 0 };

  if (scenario == NULL || !check_form (self, reinforcements_form, self->reinforcements_summary))
    return;
  /* Depleted reinforcements, when the scenario uses that optional rule. */
  depleted = umpire_optional_dup_depleted_reinforcements_rule (rules);
  input.role = umpire_field_rows_get_choice (fields_of (self), NULL, "reinforcements-role");
  input.depleted = depleted != NULL && umpire_scenario_get_optional_rule (scenario, depleted);
  dice = typed_dice (self, "reinforcements-die", "die", &error);
  if (dice != NULL)
    result = umpire_play_reinforcements (rules, &input, dice, &error);
  if (result == NULL)
    {
      show_error (self, reinforcements_form, self->reinforcements_summary, error);
      return;
    }
  record (self, result);
  umpire_field_rows_set_value (fields_of (self), NULL, "reinforcements-die", NULL);
}

static void
on_lull_enter (UmpireSetupTurns *self)
{
  run_lull (self, NULL);
}

static void
on_reinforcements_enter (UmpireSetupTurns *self)
{
  run_reinforcements (self);
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
  g_autofree char *next = g_strdup_printf ("%d", number_of (self, "turn") + 1);

  umpire_field_rows_set_value (fields_of (self), NULL, "turn", next);
  umpire_field_rows_set_value (fields_of (self), NULL, "die", NULL);
}

static void
reinforcements_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  run_reinforcements (UMPIRE_SETUP_TURNS (widget));
}

/* Before the roll: this turn's chance of a lull, and of one by now. */
static void
refresh_lull_odds (UmpireSetupTurns *self)
{
  UmpireRules *rules = umpire_setup_step_get_rules (UMPIRE_SETUP_STEP (self));
  UmpireLullInput input = { number_of (self, "turn"), number_of (self, "start-turn"), NULL };
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
on_field_changed (UmpireSetupTurns *self,
                  const char       *scope,
                  const char       *name)
{
  if (g_str_equal (name, "turn") || g_str_equal (name, "start-turn"))
    refresh_lull_odds (self);
}

/* The rows of `form` from `info`'s inputs, in `group`; Enter in one rolls. */
static void
add_form (UmpireSetupTurns          *self,
          const FormField           *form,
          const UmpireProcedureInfo *info,
          GtkWidget                 *group,
          GCallback                  submit)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);

  for (const FormField *f = form; f->name != NULL; f++)
    {
      const UmpireField *input = umpire_procedure_info_find_input (info, f->input);

      umpire_setup_step_add_input (step, UMPIRE_SIDE_NONE, f->name, input,
                                   input->kind == UMPIRE_FIELD_NUMBER ? UMPIRE_FORM_FIELD_SPIN : 0, group);
      g_signal_connect_object (row_of (self, f->name), "activate", submit, self, G_CONNECT_SWAPPED);
    }
}

/* "From the start turn, a lull on an unmodified 6: ...", from the rules. */
static void
describe_lull (UmpireSetupTurns *self)
{
  UmpireRules *rules = umpire_setup_step_get_rules (UMPIRE_SETUP_STEP (self));
  double on, short_before, long_from;
  g_autofree char *text = NULL;

  if (!umpire_rules_list_number (rules, "1916.lull", "lull-on", &on, NULL, NULL)
      || !umpire_rules_list_number (rules, "1916.lull", "short-before-turn", &short_before, NULL, NULL)
      || !umpire_rules_list_number (rules, "1916.lull", "long-from-turn", &long_from, NULL, NULL))
    return;
  /* TRANSLATORS: the lull rule in a line: the die face, then the turn before
   * which a lull is short, then the turn from which it is long */
  text = g_strdup_printf (_("From the start turn, a lull on an unmodified %g: short before turn %g, long from turn %g"),
                          on, short_before, long_from);
  adw_preferences_group_set_description (self->lull_group, text);
}

static void
umpire_setup_turns_build (UmpireSetupStep *step)
{
  UmpireSetupTurns *self = UMPIRE_SETUP_TURNS (step);
  UmpireFieldRows *fields = umpire_setup_step_get_fields (step);
  GtkWidget *odds_row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *by_turn = gtk_label_new (NULL);

  describe_lull (self);
  add_form (self, lull_form, &umpire_play_lull_info, GTK_WIDGET (self->lull_group), G_CALLBACK (on_lull_enter));
  umpire_field_rows_set_label (fields, NULL, "start-turn", _("Lull rolls begin on turn"));
  umpire_field_rows_set_hint (fields, NULL, "start-turn", _("The unmodified proximity die"));
  umpire_field_rows_set_label (fields, NULL, "die", _("Lull die"));
  add_form (self, reinforcements_form, &umpire_play_reinforcements_info, GTK_WIDGET (self->reinforcements_group),
            G_CALLBACK (on_reinforcements_enter));
  umpire_field_rows_set_label (fields, NULL, "reinforcements-role", _("Side"));
  umpire_field_rows_set_label (fields, NULL, "reinforcements-die", _("Reinforcements die"));

  /* The chance of a lull before the roll, as the turn and start turn stand. */
  self->lull_odds = UMPIRE_ODDS_VIEW (umpire_odds_view_new ());
  gtk_label_set_xalign (GTK_LABEL (by_turn), 0);
  gtk_label_set_wrap (GTK_LABEL (by_turn), TRUE);
  self->lull_by_turn = GTK_LABEL (by_turn);
  gtk_widget_set_margin_top (odds_row, 12);
  gtk_box_append (GTK_BOX (odds_row), by_turn);
  gtk_box_append (GTK_BOX (odds_row), GTK_WIDGET (self->lull_odds));
  adw_preferences_group_add (self->lull_group, odds_row);
  g_signal_connect_object (fields, "changed", G_CALLBACK (on_field_changed), self, G_CONNECT_SWAPPED);
  refresh_lull_odds (self);

  umpire_result_view_set_rules (self->lull_view, umpire_setup_step_get_rules (step));
  umpire_result_view_set_rules (self->features_view, umpire_setup_step_get_rules (step));
  umpire_result_view_set_rules (self->reinforcements_view, umpire_setup_step_get_rules (step));
}

/* The turn and the lull start turn are the scenario's; a scenario's 0 (not
 * set yet) shows as the first turn without being written back. */
static void
umpire_setup_turns_bind (UmpireSetupStep     *step,
                         UmpireSetupSequence *sequence)
{
  UmpireScenario *scenario = sequence != NULL ? umpire_setup_sequence_get_scenario (sequence) : NULL;
  UmpireFieldRows *fields = umpire_setup_step_get_fields (step);

  umpire_field_rows_bind (fields, NULL, "turn", scenario, "turn");
  umpire_field_rows_bind (fields, NULL, "start-turn", scenario, "lull-start");
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
  step_class->bind = umpire_setup_turns_bind;
  step_class->refresh = umpire_setup_turns_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-turns.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, lull_group);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, lull_summary);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, lull_view);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, features_view);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, reinforcements_group);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupTurns, reinforcements_summary);
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
  umpire_form_flow_box_cells_pass_focus (GTK_WIDGET (self));
  umpire_form_name_from_labels (GTK_WIDGET (self));
}
