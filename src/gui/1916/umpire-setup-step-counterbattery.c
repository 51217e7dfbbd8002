/* umpire-setup-step-counterbattery.c: setup step 8, counter-battery fire
 *
 * Each barrage a side spends rolls one die against the enemy's barrages;
 * what each side has left for the bombardment follows the log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-columns.h"
#include "umpire-odds-view.h"
#include "umpire-odds-worker.h"
#include "umpire-setup-rows.h"
#include "umpire-setup-step-counterbattery.h"

#define N_SIDES 2

struct _UmpireSetupStepCounterbattery
{
  UmpireSetupStep   parent_instance;

  GtkWidget        *box;
  UmpireColumns *form_box;
  GtkWidget        *roll_button;
  GtkLabel         *summary;
  GtkLabel         *barrages_left;
  UmpireColumns *results_box;

  UmpireResultView *view[N_SIDES];
  UmpireOddsView   *odds_view[N_SIDES];   /* enemy barrages destroyed, before the roll */
  UmpireOddsWorker *odds_worker[N_SIDES];
  struct _SideOdds *side_odds;            /* per side: the owner its worker gives */
  UmpireEvent      *gas_seen[N_SIDES];   /* the support gas result the switch follows */
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepCounterbattery, umpire_setup_step_counterbattery, UMPIRE_TYPE_SETUP_STEP)

/* The dice read off the table, one per barrage spent; the descriptor
 * records them as a value, not as an input. */
static const UmpireField dice_input = {
  "dice", N_("Dice, one per barrage"), UMPIRE_FIELD_DIE, .several = TRUE,
};

static const UmpireField *
input (const char *name)
{
  return umpire_procedure_info_find_input (&umpire_setup_counterbattery_info, name);
}

/* An item of the rules' counter-battery list: its text, or its value. */
static const char *
rule_text (UmpireRules *rules,
           const char  *item,
           gboolean     value)
{
  const UmpireRow *row = umpire_setup_rules_item (rules, "1916.counterbattery", item);

  if (row == NULL)
    return "";
  return value ? (row->item_value != NULL ? row->item_value : "") : umpire_row_cell (row, 0)->text;
}

/* ---- the odds before the roll ------------------------------------------ */

typedef struct _SideOdds
{
  UmpireSetupStepCounterbattery *self;
  guint                          s;
} SideOdds;

static UmpireResult *
run_for_odds (gpointer     data,
              UmpireDice  *dice,
              GError     **error)
{
  SideOdds *side = data;
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (side->self);
  UmpireFieldRows *fields = umpire_setup_step_get_fields (step);
  const char *scope = umpire_side_to_string (umpire_setup_side_of (side->s));
  UmpireCounterbatteryInput input = {
    (int) umpire_field_rows_get_number (fields, scope, "barrages"),
    umpire_field_rows_get_flag (fields, scope, "gas"),
  };

  return umpire_setup_counterbattery (umpire_setup_step_get_rules (step), &input, dice, error);
}

static void
on_odds_ready (gpointer      owner,
               UmpireOdds   *odds,
               const GError *error)
{
  SideOdds *side = owner;
  UmpireSetupStepCounterbattery *self = side->self;
  UmpireOddsView *view = self->odds_view[side->s];

  /* No barrage spent: nothing rolled, nothing to show. */
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (view)),
                          odds != NULL && umpire_odds_get_n_paths (odds) > 1);
  umpire_odds_view_set_odds (view, odds, "destroyed", umpire_setup_step_get_rules (UMPIRE_SETUP_STEP (self)));
  umpire_odds_view_set_message (view, odds != NULL || error == NULL ? NULL : umpire_input_error_get_text (error));
}

/* What each side's barrages can destroy, as its fields stand: a sum over
 * the barrages, exact at any number (by convolution), off the main thread. */
static void
refresh_odds (UmpireSetupStepCounterbattery *self)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);

  if (self->side_odds == NULL || umpire_setup_step_get_rules (step) == NULL)
    return;
  for (guint s = 0; s < N_SIDES; s++)
    {
      if (self->odds_view[s] == NULL)
        continue;
      if (self->odds_worker[s] == NULL)
        self->odds_worker[s] = umpire_odds_worker_new (&self->side_odds[s], on_odds_ready);
      umpire_odds_worker_start (self->odds_worker[s], run_for_odds, &self->side_odds[s],
                                umpire_setup_step_get_rules (step), UMPIRE_ODDS_MAX_PATHS);
    }
}

static void
on_field_changed (UmpireSetupStepCounterbattery *self,
                  const char                    *scope,
                  const char                    *name)
{
  /* Dice typed in do not change what the barrages can give. */
  if (g_strcmp0 (name, "dice") != 0)
    refresh_odds (self);
}

UmpireOddsView *
umpire_setup_step_counterbattery_get_odds_view (UmpireSetupStepCounterbattery *self,
                                                UmpireSide                     side)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_COUNTERBATTERY (self), NULL);
  for (guint s = 0; s < N_SIDES; s++)
    if (umpire_setup_side_of (s) == side)
      return self->odds_view[s];
  return NULL;
}

static void
umpire_setup_step_counterbattery_build (UmpireSetupStep *step)
{
  UmpireSetupStepCounterbattery *self = UMPIRE_SETUP_STEP_COUNTERBATTERY (step);
  UmpireRules *rules = umpire_setup_step_get_rules (step);
  UmpireFieldRows *fields = umpire_setup_step_get_fields (step);
  /* What a barrage's die does, as the rules say it. */
  g_autofree char *description = g_strdup_printf ("%s %s", rule_text (rules, "die-per-barrage", FALSE),
                                                  rule_text (rules, "destroy-on", FALSE));
  /* TRANSLATORS: a switch: a side using gas, with the bonus the rules give it ("+1") */
  g_autofree char *gas_label = g_strdup_printf (_("Side using gas (%s)"), rule_text (rules, "gas-bonus", TRUE));

  umpire_setup_step_set_summary (step, self->summary);
  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      const char *scope = umpire_side_to_string (side);
      GtkWidget *group = umpire_setup_new_group (umpire_side_get_label (side), description);

      umpire_setup_step_add_input (step, side, NULL, input ("barrages"), UMPIRE_FORM_FIELD_SPIN, group);
      umpire_field_rows_set_label (fields, scope, "barrages", _("Barrages spent on counter-battery fire"));
      umpire_setup_step_add_input (step, side, NULL, input ("gas"), 0, group);
      umpire_field_rows_set_label (fields, scope, "gas", gas_label);
      umpire_setup_step_add_input (step, side, NULL, &dice_input, 0, group);
      {
        /* The chance of each count destroyed, before the roll. */
        GtkWidget *row = gtk_list_box_row_new ();
        GtkWidget *view = umpire_odds_view_new ();

        gtk_widget_set_margin_start (view, 12);
        gtk_widget_set_margin_end (view, 12);
        gtk_widget_set_margin_top (view, 6);
        gtk_widget_set_margin_bottom (view, 6);
        gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), view);
        gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
        gtk_widget_set_visible (row, FALSE);
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        self->odds_view[s] = UMPIRE_ODDS_VIEW (view);
      }
      umpire_columns_append (self->form_box, group);
      self->view[s] = umpire_setup_step_new_view (step);
      umpire_columns_append (self->results_box, GTK_WIDGET (self->view[s]));
    }
  g_signal_connect_object (fields, "changed", G_CALLBACK (on_field_changed), self, G_CONNECT_SWAPPED);
  refresh_odds (self);
}

static gboolean
umpire_setup_step_counterbattery_roll (UmpireSetupStep  *step,
                                       UmpireSide        side,
                                       GError          **error)
{
  UmpireFieldRows *fields = umpire_setup_step_get_fields (step);
  const char *scope = umpire_side_to_string (side);
  g_autoptr(GHashTable) inputs = umpire_field_rows_dup_inputs (fields, scope, &umpire_setup_counterbattery_info);
  char *dice = umpire_field_rows_dup_value (fields, scope, "dice");

  /* The dice read off the table, else rolled. */
  if (dice != NULL)
    g_hash_table_insert (inputs, g_strdup ("dice"), dice);
  return umpire_setup_sequence_run (umpire_setup_step_get_sequence (step), &umpire_setup_counterbattery_info, side,
                                    inputs, error);
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
        umpire_field_rows_set_value (umpire_setup_step_get_fields (step), umpire_side_to_string (side), "gas",
                                     umpire_result_get_value (umpire_event_get_result (gas), "available"));
      g_set_object (&self->gas_seen[s], gas);
    }
  /* As the battle's state has them: a correction or support out of date
   * shows here as such, never as a current figure. */
  {
    g_autofree char *left[N_SIDES] = { NULL };

    for (guint s = 0; s < N_SIDES; s++)
      {
        int n;

        left[s] = umpire_setup_barrages_left (umpire_setup_step_get_scenario (step), umpire_setup_side_of (s), &n)
                  ? g_strdup_printf ("%d", n)
                  /* TRANSLATORS: in place of a side's barrages left, when
                   * the support or counter-battery fire it follows is out of date */
                  : g_strdup (_("out of date: roll again"));
      }
    /* TRANSLATORS: each side's barrages left: a number, or "out of date: roll again" */
    text = g_strdup_printf (_("Barrages left for the bombardment: attacker %s, defender %s"), left[0], left[1]);
  }
  gtk_label_set_text (self->barrages_left, text);
}

static void
umpire_setup_step_counterbattery_dispose (GObject *object)
{
  UmpireSetupStepCounterbattery *self = UMPIRE_SETUP_STEP_COUNTERBATTERY (object);

  /* Odds on their threads are for a step that is going. */
  for (guint s = 0; s < N_SIDES; s++)
    g_clear_pointer (&self->odds_worker[s], umpire_odds_worker_free);
  g_clear_pointer (&self->side_odds, g_free);
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
  step_class->info = &umpire_setup_counterbattery_info;
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
  self->side_odds = g_new (SideOdds, N_SIDES);
  for (guint s = 0; s < N_SIDES; s++)
    self->side_odds[s] = (SideOdds) { self, s };
  gtk_widget_init_template (GTK_WIDGET (self));
}

const char *
umpire_setup_step_counterbattery_get_barrages_left (UmpireSetupStepCounterbattery *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_COUNTERBATTERY (self), NULL);
  return gtk_label_get_text (self->barrages_left);
}
