/* umpire-setup-step-summary.c: the end of the 1916 setup, what stands
 *
 * A row per step that rolls, its subtitle saying for each side whether it
 * is done, out of date ("Out of date: roll again (defender-units 24 → 28)")
 * or not rolled; rebuilt from the log at every change, as every step is.
 * Under it, the sheets: the umpire's and each side's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-form.h"
#include "umpire-setup-rows.h"
#include "umpire-setup-step-summary.h"

/* The steps that roll, in the setup's order; their titles are the steps'. */
static const struct
{
  const char *step;      /* as umpire_setup_sequence_find_in_force takes it */
  const char *title;     /* N_() marked, as the step's own title */
  gboolean    per_side;
} summary_steps[] = {
  { "support", N_("Barrages, Airstrikes, Gas"), TRUE },
  { "heavy-weapons", N_("Heavy Weapons"), TRUE },
  { "defensive-works", N_("Defensive Works"), TRUE },
  { "proximity", N_("Setup Proximity"), FALSE },
  { "counterbattery", N_("Counter-Battery Fire"), TRUE },
  { "bombardment", N_("Pre-Game Bombardment"), TRUE },
};

#define N_SUMMARY_STEPS G_N_ELEMENTS (summary_steps)

struct _UmpireSetupStepSummary
{
  UmpireSetupStep      parent_instance;

  GtkWidget           *box;
  AdwPreferencesGroup *group;
  GtkWidget           *rows[N_SUMMARY_STEPS];
  /* What each says, per side: attacker, defender (or the step's own). */
  UmpireSetupStatus    status[N_SUMMARY_STEPS][2];
  char                *text[N_SUMMARY_STEPS][2];
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepSummary, umpire_setup_step_summary, UMPIRE_TYPE_SETUP_STEP)

/* The items a step rolls for one at a time (support's categories, the
 * heavy weapons), or a NULL item alone. */
static GPtrArray *
dup_items (UmpireSetupStepSummary *self,
           const char             *step,
           UmpireSide              side)
{
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (UMPIRE_SETUP_STEP (self));
  GPtrArray *items = g_ptr_array_new_with_free_func (g_free);

  if (g_str_equal (step, "support"))
    for (const char * const *c = umpire_setup_sequence_get_support_categories (sequence); c && *c; c++)
      g_ptr_array_add (items, g_strdup (*c));
  else if (g_str_equal (step, "heavy-weapons"))
    {
      g_autoptr(GPtrArray) weapons = umpire_setup_sequence_dup_heavy_weapons (sequence, side, NULL);

      for (guint i = 0; weapons != NULL && i < weapons->len; i++)
        g_ptr_array_add (items, g_strdup (((UmpireHeavyWeaponRecommendation *) g_ptr_array_index (weapons, i))->weapon));
      g_ptr_array_add (items, g_strdup ("other"));
    }
  else
    g_ptr_array_add (items, NULL);
  return items;
}

/* Done when every item rolled is current, out of date when one is not (its
 * reason said), not rolled when none was. */
static UmpireSetupStatus
status_of (UmpireSetupStepSummary  *self,
           const char              *step,
           UmpireSide               side,
           char                   **text)
{
  UmpireSetupStep *base = UMPIRE_SETUP_STEP (self);
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (base);
  g_autoptr(GPtrArray) items = dup_items (self, step, side);
  gboolean rolled = FALSE;

  for (guint i = 0; i < items->len; i++)
    {
      UmpireEvent *event = umpire_setup_sequence_find_in_force (sequence, step, side, g_ptr_array_index (items, i));
      const char *reason = NULL;

      if (event == NULL)
        continue;
      rolled = TRUE;
      if (umpire_setup_step_is_out_of_date (base, event, &reason))
        {
          *text = reason != NULL && *reason != '\0'
                  /* TRANSLATORS: the setup summary: a step's result a correction left behind; %s is why */
                  ? g_strdup_printf (_("Out of date: roll again (%s)"), reason)
                  : g_strdup (_("Out of date: roll again"));
          return UMPIRE_SETUP_STATUS_OUT_OF_DATE;
        }
    }
  /* TRANSLATORS: the setup summary: a step rolled, every result current */
  *text = g_strdup (rolled ? C_("setup step", "Done") : _("Not rolled yet"));
  return rolled ? UMPIRE_SETUP_STATUS_DONE : UMPIRE_SETUP_STATUS_NOT_ROLLED;
}

static void
umpire_setup_step_summary_refresh (UmpireSetupStep *step)
{
  UmpireSetupStepSummary *self = UMPIRE_SETUP_STEP_SUMMARY (step);

  for (guint i = 0; i < N_SUMMARY_STEPS; i++)
    {
      g_autoptr(GString) subtitle = g_string_new (NULL);
      gboolean stale = FALSE;

      for (guint s = 0; s < (summary_steps[i].per_side ? 2u : 1u); s++)
        {
          UmpireSide side = summary_steps[i].per_side ? umpire_setup_side_of (s) : UMPIRE_SIDE_NONE;

          g_clear_pointer (&self->text[i][s], g_free);
          self->status[i][s] = status_of (self, summary_steps[i].step, side, &self->text[i][s]);
          stale = stale || self->status[i][s] == UMPIRE_SETUP_STATUS_OUT_OF_DATE;
          if (subtitle->len > 0)
            g_string_append_c (subtitle, '\n');
          if (summary_steps[i].per_side)
            /* TRANSLATORS: the setup summary: a side, then where its step stands */
            g_string_append_printf (subtitle, _("%s: %s"), umpire_side_get_label (side), self->text[i][s]);
          else
            g_string_append (subtitle, self->text[i][s]);
        }
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rows[i]), subtitle->str);
      if (stale)
        gtk_widget_add_css_class (self->rows[i], "warning");
      else
        gtk_widget_remove_css_class (self->rows[i], "warning");
    }
}

UmpireSetupStatus
umpire_setup_step_summary_get_status (UmpireSetupStepSummary *self,
                                      const char             *step,
                                      UmpireSide              side,
                                      const char            **text)
{
  guint s = side == UMPIRE_SIDE_DEFENDER ? 1 : 0;

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_SUMMARY (self), UMPIRE_SETUP_STATUS_NOT_ROLLED);

  for (guint i = 0; i < N_SUMMARY_STEPS; i++)
    if (g_str_equal (summary_steps[i].step, step))
      {
        if (text != NULL)
          *text = self->text[i][s];
        return self->status[i][s];
      }
  g_return_val_if_reached (UMPIRE_SETUP_STATUS_NOT_ROLLED);
}

static GtkWidget *
print_button (const char *label,
              const char *sheet)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *text = gtk_label_new_with_mnemonic (label);

  /* A phone's width, in German too: the label wraps. */
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
  gtk_label_set_mnemonic_widget (GTK_LABEL (text), button);
  gtk_button_set_child (GTK_BUTTON (button), text);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.print");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", sheet);
  gtk_widget_add_css_class (button, "pill");
  return button;
}

static void
umpire_setup_step_summary_build (UmpireSetupStep *step)
{
  UmpireSetupStepSummary *self = UMPIRE_SETUP_STEP_SUMMARY (step);
  GtkWidget *buttons = gtk_flow_box_new ();

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  self->group = ADW_PREFERENCES_GROUP (umpire_setup_new_group (_("Where Each Step Stands"),
                                                               _("A step out of date no longer answers the scenario: roll it again")));
  for (guint i = 0; i < N_SUMMARY_STEPS; i++)
    {
      self->rows[i] = g_object_new (ADW_TYPE_ACTION_ROW, "title", _(summary_steps[i].title),
                                    "subtitle-lines", 0, "title-lines", 0, NULL);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->rows[i]), FALSE);
      adw_preferences_group_add (self->group, self->rows[i]);
    }
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->group));
  /* The sheets print what is current, and say what is out of date. */
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (buttons), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (buttons), 12);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (buttons), 12);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (buttons), 3);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (buttons), 1);
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), print_button (_("_Umpire’s Setup Sheet…"), "umpire"));
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), print_button (_("_Attacker’s Setup Sheet…"), "attacker"));
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), print_button (_("_Defender’s Setup Sheet…"), "defender"));
  umpire_form_flow_box_cells_pass_focus (buttons);
  gtk_box_append (GTK_BOX (self->box), buttons);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

static void
umpire_setup_step_summary_finalize (GObject *object)
{
  UmpireSetupStepSummary *self = UMPIRE_SETUP_STEP_SUMMARY (object);

  for (guint i = 0; i < N_SUMMARY_STEPS; i++)
    for (guint s = 0; s < 2; s++)
      g_free (self->text[i][s]);
  G_OBJECT_CLASS (umpire_setup_step_summary_parent_class)->finalize (object);
}

static void
umpire_setup_step_summary_class_init (UmpireSetupStepSummaryClass *klass)
{
  UmpireSetupStepClass *step_class = UMPIRE_SETUP_STEP_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = umpire_setup_step_summary_finalize;
  step_class->title = N_("Summary");
  step_class->build = umpire_setup_step_summary_build;
  step_class->refresh = umpire_setup_step_summary_refresh;
}

static void
umpire_setup_step_summary_init (UmpireSetupStepSummary *self)
{
}
