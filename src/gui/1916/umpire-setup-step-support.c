/* umpire-setup-step-support.c: setup step 2, barrages, airstrikes and gas
 *
 * One die per category of the support chart and side, rolled for both sides
 * at once. The results sit in a card per side and category, under one line
 * per side summing them up in words; when the header changes after the roll
 * they are marked out of date (the sequence says which answer the header
 * as it is now) and a Re-roll is offered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-catalogue.h"
#include "umpire-form.h"
#include "umpire-odds-view.h"
#include "umpire-setup-columns.h"
#include "umpire-setup-rows.h"
#include "umpire-setup-step-support.h"

#define N_SIDES 2
/* Room for the support categories of 1916.support. */
#define MAX_SUPPORT 8

struct _UmpireSetupStepSupport
{
  UmpireSetupStep   parent_instance;

  GtkWidget        *box;
  AdwPreferencesGroup *chart_group;
  UmpireSetupColumns *form_box;
  GtkWidget        *roll_button;
  GtkLabel         *summary;
  GtkWidget        *stale_box;
  GtkWidget        *summaries;
  UmpireSetupColumns *results_box;

  GtkSwitch        *low_intensity;
  GtkSwitch        *earlier_reading;
  GStrv             categories;
  guint             n_categories;
  AdwActionRow     *modifier_row[N_SIDES];
  GtkSwitch        *override[N_SIDES];
  GtkSpinButton    *modifier[N_SIDES];
  GtkEditable      *die[N_SIDES][MAX_SUPPORT];
  UmpireResultView *view[N_SIDES][MAX_SUPPORT];
  UmpireOddsView   *odds[N_SIDES][MAX_SUPPORT];
  GtkLabel         *side_summary[N_SIDES];
  gboolean          stale;
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepSupport, umpire_setup_step_support, UMPIRE_TYPE_SETUP_STEP)

static const char *
die_title (const char *category)
{
  static const struct { const char *category; const char *title; } titles[] = {
    { "barrage", N_("Barrage die") },
    { "on-call", N_("On-call artillery die") },
    { "airstrikes", N_("Airstrikes die") },
    { "gas", N_("Gas die") },
  };

  for (guint t = 0; t < G_N_ELEMENTS (titles); t++)
    if (g_str_equal (titles[t].category, category))
      return _(titles[t].title);
  return umpire_setup_support_category_label (category);
}

/* The nation and year modifier the database gives each side, unless overridden. */
static void
refresh_modifiers (UmpireSetupStepSupport *self)
{
  UmpireRules *rules = umpire_setup_step_get_rules (UMPIRE_SETUP_STEP (self));
  UmpireScenario *scenario = umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (self));

  if (scenario == NULL || self->modifier_row[N_SIDES - 1] == NULL)
    return;
  for (guint s = 0; s < N_SIDES; s++)
    {
      const char *nation = umpire_scenario_get_side_nation (scenario, umpire_setup_side_of (s));
      int year = umpire_scenario_get_year (scenario);
      double db;
      g_autofree char *nation_label = NULL;
      g_autofree char *subtitle = NULL;

      if (nation == NULL || year <= 0)
        {
          adw_action_row_set_subtitle (self->modifier_row[s], NULL);
          continue;
        }
      db = umpire_setup_support_modifier (rules, nation, year);
      nation_label = umpire_input_dup_for_people (rules, umpire_setup_support_info.id, "nation", nation);
      subtitle = g_strdup_printf (_("The database gives %+g for %s in %d"), db, nation_label, year);
      adw_action_row_set_subtitle (self->modifier_row[s], subtitle);
      if (!gtk_switch_get_active (self->override[s]))
        gtk_spin_button_set_value (self->modifier[s], db);
    }
}

static void refresh_odds (UmpireSetupStepSupport *self);

static GtkWidget *
new_card (UmpireSetupStepSupport *self,
          guint                   s,
          guint                   c)
{
  UmpireRules *rules = umpire_setup_step_get_rules (UMPIRE_SETUP_STEP (self));
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *category = umpire_value_dup_for_people (rules, umpire_setup_support_info.id, "category",
                                                           self->categories[c]);
  /* TRANSLATORS: the heading of a support result: the side, then the category */
  g_autofree char *text = g_strdup_printf (_("%s: %s"), umpire_side_get_label (umpire_setup_side_of (s)), category);
  GtkWidget *heading = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (card), heading);
  /* What the roll can give, before it is made (and as the header changes). */
  self->odds[s][c] = UMPIRE_ODDS_VIEW (umpire_odds_view_new ());
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (self->odds[s][c]));
  self->view[s][c] = umpire_setup_step_new_view (UMPIRE_SETUP_STEP (self));
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (self->view[s][c]));
  return card;
}

static void
umpire_setup_step_support_build (UmpireSetupStep *step)
{
  UmpireSetupStepSupport *self = UMPIRE_SETUP_STEP_SUPPORT (step);
  UmpireRules *rules = umpire_setup_step_get_rules (step);
  const UmpireRow *low = umpire_setup_rules_item (rules, "1916.support-availability", "low-intensity");
  const UmpireRow *earlier = umpire_setup_rules_item (rules, "1916.support-availability-earlier", "reading");
  /* The Russian duplicate is the reading the umpire most likely overrides. */
  const UmpireRow *reading = umpire_setup_rules_item (rules, "1916.support-modifiers", "russia-1916");

  self->categories = umpire_setup_sequence_dup_categories_of (rules);
  self->n_categories = MIN (g_strv_length (self->categories), MAX_SUPPORT);
  umpire_setup_step_set_summary (step, self->summary);

  self->low_intensity = umpire_setup_add_switch_row (GTK_WIDGET (self->chart_group), _("Low intensity theatre"),
                                                     low ? umpire_row_cell (low, 0)->text : NULL);
  /* The chart's damaged header: read as printed unless the umpire switches
   * to the earlier reading (READING.md). */
  self->earlier_reading = umpire_setup_add_switch_row (GTK_WIDGET (self->chart_group),
                                                       _("Earlier support chart reading"),
                                                       earlier ? umpire_row_cell (earlier, 0)->text : NULL);
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "low-intensity", GTK_WIDGET (self->low_intensity), FALSE);
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "support-reading", GTK_WIDGET (self->earlier_reading), FALSE);

  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      GtkWidget *group = umpire_setup_new_group (umpire_side_get_label (side), NULL);
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
      GtkWidget *label = gtk_label_new (NULL);

      self->override[s] = umpire_setup_add_switch_row (group, _("Override the nation and year modifier"),
                                                       reading ? reading->prov.ambiguous : NULL);
      self->modifier[s] = umpire_setup_add_spin_row (group, _("Nation and year modifier"), NULL, -9, 9, 0);
      self->modifier_row[s] = ADW_ACTION_ROW (gtk_widget_get_ancestor (GTK_WIDGET (self->modifier[s]),
                                                                       ADW_TYPE_ACTION_ROW));
      g_object_bind_property (self->override[s], "active", self->modifier[s], "sensitive", G_BINDING_SYNC_CREATE);
      g_signal_connect_swapped (self->override[s], "notify::active",
                                G_CALLBACK (refresh_modifiers), self);
      umpire_setup_step_add_field (step, side, "override", GTK_WIDGET (self->override[s]), FALSE);
      umpire_setup_step_add_field (step, side, "modifier", GTK_WIDGET (self->modifier[s]), FALSE);
      for (guint c = 0; c < self->n_categories; c++)
        {
          g_autofree char *name = g_strdup_printf ("%s-die", self->categories[c]);

          self->die[s][c] = umpire_setup_add_die_row (group, die_title (self->categories[c]));
          umpire_setup_step_add_field (step, side, name, GTK_WIDGET (self->die[s][c]), TRUE);
          gtk_box_append (GTK_BOX (column), new_card (self, s, c));
        }
      umpire_setup_columns_append (self->form_box, group);
      umpire_setup_columns_append (self->results_box, column);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_visible (label, FALSE);
      self->side_summary[s] = GTK_LABEL (label);
      gtk_box_append (GTK_BOX (self->summaries), label);
    }
  umpire_form_submit_on_enter (GTK_WIDGET (self->form_box), self->roll_button);
  /* The odds follow every switch and modifier of the roll. */
  g_signal_connect_swapped (self->low_intensity, "notify::active", G_CALLBACK (refresh_odds), self);
  g_signal_connect_swapped (self->earlier_reading, "notify::active", G_CALLBACK (refresh_odds), self);
  for (guint s = 0; s < N_SIDES; s++)
    {
      g_signal_connect_swapped (self->override[s], "notify::active", G_CALLBACK (refresh_odds), self);
      g_signal_connect_swapped (self->modifier[s], "value-changed", G_CALLBACK (refresh_odds), self);
    }
  refresh_odds (self);
}

static gboolean
umpire_setup_step_support_roll (UmpireSetupStep  *step,
                                UmpireSide        side,
                                GError          **error)
{
  UmpireSetupStepSupport *self = UMPIRE_SETUP_STEP_SUPPORT (step);
  guint s = side == UMPIRE_SIDE_DEFENDER ? 1 : 0;
  /* One per category of the sequence (the step shows MAX_SUPPORT). */
  g_autofree const char **dice = g_new0 (const char *, g_strv_length (self->categories) + 1);
  UmpireSetupSupportOptions options = {
    gtk_switch_get_active (self->low_intensity), gtk_switch_get_active (self->override[s]),
    gtk_spin_button_get_value (self->modifier[s]), dice,
    gtk_switch_get_active (self->earlier_reading) ? UMPIRE_SUPPORT_READING_EARLIER : NULL,
  };

  /* The modifier follows the header the roll is for. */
  refresh_modifiers (self);
  options.modifier = gtk_spin_button_get_value (self->modifier[s]);
  for (guint c = 0; c < self->n_categories; c++)
    dice[c] = gtk_editable_get_text (self->die[s][c]);
  return umpire_setup_sequence_roll_support (umpire_setup_step_get_sequence (step), side, &options, error);
}

/* "British: Barrages 14, On-call artillery 14, Airstrikes 2, Gas Yes", in
 * the catalogue's words for each value. */
static char *
dup_side_summary (UmpireSetupStepSupport *self,
                  guint                   s)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireRules *rules = umpire_setup_step_get_rules (step);
  const char *id = umpire_setup_support_info.id;
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  const char *nation = NULL;
  g_autofree char *nation_label = NULL;
  g_autofree char *list = NULL;

  for (guint c = 0; c < self->n_categories; c++)
    {
      UmpireResult *result = umpire_result_view_get_result (self->view[s][c]);
      const char *count, *name;
      g_autofree char *category = NULL;
      g_autofree char *value = NULL;

      if (result == NULL)
        continue;
      nation = nation ? nation : umpire_result_get_input (result, "nation");
      count = umpire_result_get_value (result, "count");
      name = count != NULL ? "count" : "available";
      category = umpire_value_dup_for_people (rules, id, "category", self->categories[c]);
      value = umpire_value_dup_for_people (rules, id, name, umpire_result_get_value (result, name));
      /* TRANSLATORS: one support category in a side's summary: "Barrages 14", "Gas No" */
      g_ptr_array_add (parts, g_strdup_printf (_("%s %s"), category, value ? value : "—"));
    }
  if (parts->len == 0)
    return NULL;
  g_ptr_array_add (parts, NULL);
  list = g_strjoinv (_(", "), (char **) parts->pdata);
  nation_label = nation != NULL ? umpire_input_dup_for_people (rules, id, "nation", nation)
                                : g_strdup (umpire_side_get_label (umpire_setup_side_of (s)));
  /* TRANSLATORS: a side's support: the nation, then each category and what it received */
  return g_strdup_printf (_("%s: %s"), nation_label, list);
}

/* The exact odds of each card's roll as the header and switches stand. */
static void
refresh_odds (UmpireSetupStepSupport *self)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (step);
  UmpireRules *rules = umpire_setup_step_get_rules (step);

  if (sequence == NULL || self->odds[N_SIDES - 1][0] == NULL)
    return;
  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSetupSupportOptions options = {
        gtk_switch_get_active (self->low_intensity), gtk_switch_get_active (self->override[s]),
        gtk_spin_button_get_value (self->modifier[s]), NULL,
        gtk_switch_get_active (self->earlier_reading) ? UMPIRE_SUPPORT_READING_EARLIER : NULL,
      };

      for (guint c = 0; c < self->n_categories; c++)
        {
          g_autoptr(GError) error = NULL;
          UmpireOdds *odds = umpire_setup_sequence_support_odds (sequence, umpire_setup_side_of (s),
                                                                 self->categories[c], &options, &error);
          /* Gas is there or not; the others are counted. */
          const char *value = g_str_equal (self->categories[c], "gas") ? "available" : "count";

          if (odds == NULL || umpire_odds_get_outcomes (odds, value) == NULL)
            value = "available";
          umpire_odds_view_set_odds (self->odds[s][c], odds, value, rules);
          /* Until the header names the sides there is nothing to weigh. */
          umpire_odds_view_set_message (self->odds[s][c], odds != NULL ? NULL
                                        : _("The odds of this roll appear once step 1 sets the year and the sides."));
          g_clear_pointer (&odds, umpire_odds_free);
        }
    }
}

UmpireOddsView *
umpire_setup_step_support_get_odds_view (UmpireSetupStepSupport *self,
                                         UmpireSide              side,
                                         guint                   category)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_SUPPORT (self), NULL);
  g_return_val_if_fail (category < self->n_categories, NULL);
  return self->odds[side == UMPIRE_SIDE_DEFENDER ? 1 : 0][category];
}

static void
umpire_setup_step_support_refresh (UmpireSetupStep *step)
{
  UmpireSetupStepSupport *self = UMPIRE_SETUP_STEP_SUPPORT (step);
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (step);
  gboolean stale = FALSE;

  refresh_modifiers (self);
  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      g_autofree char *summary = NULL;

      for (guint c = 0; c < self->n_categories; c++)
        {
          const char *category = self->categories[c];
          g_autofree char *key = g_strdup_printf ("support-%s-%s", umpire_side_to_string (side), category);
          UmpireEvent *event = umpire_setup_sequence_find_in_force (sequence, "support", side, category);
          gboolean current = event == NULL || umpire_setup_sequence_is_current (sequence, event);

          umpire_setup_step_show_event (step, key, event, self->view[s][c]);
          umpire_result_view_set_stale (self->view[s][c], !current);
          stale = stale || !current;
        }
      summary = dup_side_summary (self, s);
      gtk_label_set_text (self->side_summary[s], summary ? summary : "");
      gtk_widget_set_visible (GTK_WIDGET (self->side_summary[s]), summary != NULL);
      gtk_widget_set_opacity (GTK_WIDGET (self->side_summary[s]), stale ? 0.55 : 1.0);
    }
  self->stale = stale;
  gtk_widget_set_visible (self->stale_box, stale);
  refresh_odds (self);
}

gboolean
umpire_setup_step_support_get_stale (UmpireSetupStepSupport *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_SUPPORT (self), FALSE);
  return self->stale;
}

const char *
umpire_setup_step_support_get_summary (UmpireSetupStepSupport *self,
                                       UmpireSide              side)
{
  GtkLabel *label;

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_SUPPORT (self), NULL);

  label = self->side_summary[side == UMPIRE_SIDE_DEFENDER ? 1 : 0];
  return label != NULL && gtk_widget_get_visible (GTK_WIDGET (label)) ? gtk_label_get_text (label) : NULL;
}

static void
umpire_setup_step_support_dispose (GObject *object)
{
  UmpireSetupStepSupport *self = UMPIRE_SETUP_STEP_SUPPORT (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), UMPIRE_TYPE_SETUP_STEP_SUPPORT);
  g_clear_pointer (&self->categories, g_strfreev);
  G_OBJECT_CLASS (umpire_setup_step_support_parent_class)->dispose (object);
}

static void
umpire_setup_step_support_class_init (UmpireSetupStepSupportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  UmpireSetupStepClass *step_class = UMPIRE_SETUP_STEP_CLASS (klass);

  object_class->dispose = umpire_setup_step_support_dispose;
  step_class->title = N_("Barrages, Airstrikes, Gas");
  step_class->rule = "Setup 2";
  step_class->per_side = TRUE;
  step_class->build = umpire_setup_step_support_build;
  step_class->roll = umpire_setup_step_support_roll;
  step_class->refresh = umpire_setup_step_support_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-step-support.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepSupport, box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepSupport, chart_group);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepSupport, form_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepSupport, roll_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepSupport, summary);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepSupport, stale_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepSupport, summaries);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepSupport, results_box);
}

static void
umpire_setup_step_support_init (UmpireSetupStepSupport *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
