/* umpire-setup-step-header.c: setup step 1, the year, battle and sides
 *
 * Each field is bound both ways to the property of the same name of the
 * setup sequence, which shows the scenario's header (or what a new one
 * suggests) and writes every edit back into it: no code here reads a field
 * or fills one. The other steps read the header from the sequence.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-procedure.h"
#include "umpire-columns.h"
#include "umpire-labels.h"
#include "umpire-setup-rows.h"
#include "umpire-setup-step-header.h"

#define N_SIDES 2

struct _UmpireSetupStepHeader
{
  UmpireSetupStep  parent_instance;

  GtkWidget       *box;
  AdwPreferencesGroup *theatre_group;
  UmpireColumns *sides_box;
  GtkLabel        *total_label;
  GtkLabel        *superior_label;
  GtkLabel        *big_push_label;
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepHeader, umpire_setup_step_header, UMPIRE_TYPE_SETUP_STEP)

/* The sequence's property each side's field is bound to. */
static const char *const nation_property[N_SIDES] = { "attacker-nation", "defender-nation" };
static const char *const units_property[N_SIDES] = { "attacker-sub-units", "defender-sub-units" };

static const UmpireField *
input (const char *name)
{
  return umpire_procedure_info_find_input (&umpire_setup_support_info, name);
}

static void
update_totals (UmpireSetupStepHeader *self)
{
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (UMPIRE_SETUP_STEP (self));
  int a, d;
  g_autofree char *total = NULL;

  if (sequence == NULL)
    return;
  a = umpire_setup_sequence_get_sub_units (sequence, UMPIRE_SIDE_ATTACKER);
  d = umpire_setup_sequence_get_sub_units (sequence, UMPIRE_SIDE_DEFENDER);
  total = g_strdup_printf (_("Sub-units on the battlefield, both sides: %d"), a + d);
  gtk_label_set_text (self->total_label, total);
  gtk_widget_set_visible (GTK_WIDGET (self->superior_label), d > a);
}

/* A big push in a year the rules give it no barrages (1914-15 under the
 * default header reading) gives both sides none: said here, where it is
 * chosen, as umpire-cli setup run refuses it. */
static void
update_big_push (UmpireSetupStepHeader *self)
{
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (UMPIRE_SETUP_STEP (self));
  g_autoptr(UmpireOdds) barrages = NULL;
  gboolean none = FALSE;

  if (sequence != NULL && g_strcmp0 (umpire_setup_sequence_get_battle (sequence), "big-push") == 0)
    {
      barrages = umpire_setup_sequence_support_odds (sequence, UMPIRE_SIDE_ATTACKER, "barrage", NULL, NULL);
      none = barrages != NULL && umpire_odds_get_p (barrages, "available", "yes") == 0.0;
    }
  if (none)
    {
      g_autofree char *text = g_strdup_printf (_("Under the chart header reading in force a Big Push has no barrages "
                                                 "in %d: both sides would receive none. Choose a local attack, or a "
                                                 "year from which the rules give Big Push barrages."),
                                               umpire_setup_sequence_get_year (sequence));

      gtk_label_set_text (self->big_push_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->big_push_label), none);
}

const char *
umpire_setup_step_header_get_big_push_warning (UmpireSetupStepHeader *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_HEADER (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->big_push_label)) ? gtk_label_get_text (self->big_push_label)
                                                                     : NULL;
}

static void
umpire_setup_step_header_build (UmpireSetupStep *step)
{
  UmpireSetupStepHeader *self = UMPIRE_SETUP_STEP_HEADER (step);
  UmpireRules *rules = umpire_setup_step_get_rules (step);
  const UmpireRow *superior = umpire_setup_rules_item (rules, "1916.scenario", "attacker-superior");
  GtkWidget *battle;

  /* The years the setup charts cover, as the rules give them (the input's range). */
  umpire_setup_step_add_input (step, UMPIRE_SIDE_NONE, NULL, input ("year"), UMPIRE_FORM_FIELD_SPIN,
                               GTK_WIDGET (self->theatre_group));
  battle = umpire_setup_step_add_input (step, UMPIRE_SIDE_NONE, NULL, input ("battle"), 0,
                                        GTK_WIDGET (self->theatre_group));
  /* The database words the battles as sentences: room for them below the title. */
  umpire_combo_row_show_choice_as_subtitle (battle);

  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      GtkWidget *group = umpire_setup_new_group (umpire_side_get_label (side), NULL);

      umpire_setup_step_add_input (step, side, NULL, input ("nation"), 0, group);
      umpire_setup_step_add_input (step, side, NULL, input ("units"), UMPIRE_FORM_FIELD_SPIN, group);
      umpire_field_rows_set_hint (umpire_setup_step_get_fields (step), umpire_side_to_string (side), "units",
                                  _("The side's own sub-units"));
      umpire_columns_append (self->sides_box, group);
    }
  gtk_label_set_text (self->superior_label, superior ? umpire_row_cell (superior, 0)->text : NULL);
}

static void
umpire_setup_step_header_bind (UmpireSetupStep     *step,
                               UmpireSetupSequence *sequence)
{
  UmpireSetupStepHeader *self = UMPIRE_SETUP_STEP_HEADER (step);
  UmpireFieldRows *fields = umpire_setup_step_get_fields (step);

  umpire_field_rows_bind (fields, NULL, "year", sequence, "year");
  umpire_field_rows_bind (fields, NULL, "battle", sequence, "battle");
  for (guint s = 0; s < N_SIDES; s++)
    {
      const char *scope = umpire_side_to_string (umpire_setup_side_of (s));

      umpire_field_rows_bind (fields, scope, "nation", sequence, nation_property[s]);
      umpire_field_rows_bind (fields, scope, "units", sequence, units_property[s]);
    }
  if (sequence != NULL)
    for (guint s = 0; s < N_SIDES; s++)
      {
        g_autofree char *signal = g_strdup_printf ("notify::%s", units_property[s]);

        g_signal_connect_object (sequence, signal, G_CALLBACK (update_totals), self, G_CONNECT_SWAPPED);
      }
  if (sequence != NULL)
    {
      g_signal_connect_object (sequence, "notify::year", G_CALLBACK (update_big_push), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (sequence, "notify::battle", G_CALLBACK (update_big_push), self, G_CONNECT_SWAPPED);
    }
}

static void
umpire_setup_step_header_refresh (UmpireSetupStep *step)
{
  update_totals (UMPIRE_SETUP_STEP_HEADER (step));
  update_big_push (UMPIRE_SETUP_STEP_HEADER (step));
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
  static const char *const steps[] = { "year-and-sides", NULL };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  UmpireSetupStepClass *step_class = UMPIRE_SETUP_STEP_CLASS (klass);

  object_class->dispose = umpire_setup_step_header_dispose;
  step_class->title = N_("Year and Sides");
  step_class->steps = steps;
  step_class->build = umpire_setup_step_header_build;
  step_class->bind = umpire_setup_step_header_bind;
  step_class->refresh = umpire_setup_step_header_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-step-header.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeader, box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeader, theatre_group);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeader, sides_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeader, total_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeader, big_push_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeader, superior_label);
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
