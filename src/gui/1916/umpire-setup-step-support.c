/* umpire-setup-step-support.c: setup step 2, barrages, airstrikes and gas
 *
 * One die per category of the support chart and side, rolled for both sides
 * at once; the fields are the support procedure's inputs. The results sit
 * in a small card per side and category (the odds before the roll, what
 * came of it in a line, the trail on demand), under one line per side
 * summing them up in words; when the header changes after the roll they are
 * marked out of date (the sequence says which answer the header as it is
 * now) and a Re-roll is offered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-catalogue.h"
#include "umpire-input-error.h"
#include "umpire-result-card.h"
#include "umpire-columns.h"
#include "umpire-inputs.h"
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
  UmpireColumns *form_box;
  GtkWidget        *roll_button;
  GtkLabel         *summary;
  GtkWidget        *stale_box;
  GtkWidget        *summaries;
  UmpireColumns *results_box;

  GtkSwitch        *earlier_reading;
  GStrv             categories;
  guint             n_categories;
  GtkSwitch        *override[N_SIDES];
  UmpireResultCard *card[N_SIDES][MAX_SUPPORT];
  GtkLabel         *side_summary[N_SIDES];
  gboolean          stale;
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepSupport, umpire_setup_step_support, UMPIRE_TYPE_SETUP_STEP)

static const UmpireField *
input (const char *name)
{
  return umpire_procedure_info_find_input (&umpire_setup_support_info, name);
}

static UmpireFieldRows *
fields_of (UmpireSetupStepSupport *self)
{
  return umpire_setup_step_get_fields (UMPIRE_SETUP_STEP (self));
}

/* Side `s`'s fields are in its scope. */
static const char *
scope (guint s)
{
  return umpire_side_to_string (umpire_setup_side_of (s));
}

static char *
die_name (const char *category)
{
  return g_strdup_printf ("%s-die", category);
}

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

/* How the chart is read for side `s` as the fields stand; no dice. */
static UmpireSetupSupportOptions
options_of (UmpireSetupStepSupport *self,
            guint                   s)
{
  UmpireFieldRows *fields = fields_of (self);

  return (UmpireSetupSupportOptions) {
    umpire_field_rows_get_flag (fields, NULL, "low-intensity"), gtk_switch_get_active (self->override[s]),
    umpire_field_rows_get_number (fields, scope (s), "modifier"), NULL,
    gtk_switch_get_active (self->earlier_reading) ? UMPIRE_SUPPORT_READING_EARLIER : NULL,
  };
}

/* The nation and year modifier the database gives each side, unless overridden. */
static void
refresh_modifiers (UmpireSetupStepSupport *self)
{
  UmpireRules *rules = umpire_setup_step_get_rules (UMPIRE_SETUP_STEP (self));
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (UMPIRE_SETUP_STEP (self));

  if (sequence == NULL || self->override[N_SIDES - 1] == NULL)
    return;
  for (guint s = 0; s < N_SIDES; s++)
    {
      const char *nation = umpire_setup_sequence_get_nation (sequence, umpire_setup_side_of (s));
      int year = umpire_setup_sequence_get_year (sequence);
      double db = umpire_setup_support_modifier (rules, nation, year);
      g_autofree char *nation_label = umpire_input_dup_for_people (rules, umpire_setup_support_info.id, "nation",
                                                                   nation);
      g_autofree char *subtitle = g_strdup_printf (_("The database gives %+g for %s in %d"), db, nation_label, year);
      char value[G_ASCII_DTOSTR_BUF_SIZE];

      umpire_field_rows_set_hint (fields_of (self), scope (s), "modifier", subtitle);
      if (!gtk_switch_get_active (self->override[s]))
        umpire_field_rows_set_value (fields_of (self), scope (s), "modifier",
                                     g_ascii_dtostr (value, sizeof value, db));
    }
}

/* The exact odds of each card's roll as the header and fields stand. */
static void
refresh_odds (UmpireSetupStepSupport *self)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (step);

  if (sequence == NULL || self->card[N_SIDES - 1][0] == NULL)
    return;
  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSetupSupportOptions options = options_of (self, s);

      for (guint c = 0; c < self->n_categories; c++)
        {
          g_autoptr(GError) error = NULL;
          UmpireOdds *odds = umpire_setup_sequence_support_odds (sequence, umpire_setup_side_of (s),
                                                                 self->categories[c], &options, &error);
          /* Gas is there or not; the others are counted. */
          const char *value = g_str_equal (self->categories[c], "gas") ? "available" : "count";

          if (odds == NULL || umpire_odds_get_outcomes (odds, value) == NULL)
            value = "available";
          /* A header the chart cannot be read for says why. */
          umpire_result_card_set_odds (self->card[s][c], odds, value,
                                       odds != NULL || error == NULL ? NULL : umpire_input_error_get_text (error));
          g_clear_pointer (&odds, umpire_odds_free);
        }
    }
}

static void
on_field_changed (UmpireSetupStepSupport *self,
                  const char             *field_scope,
                  const char             *name)
{
  /* A die typed in does not change what a roll can give. */
  if (!g_str_has_suffix (name, "-die"))
    refresh_odds (self);
}

static GtkWidget *
new_card (UmpireSetupStepSupport *self,
          guint                   s,
          guint                   c)
{
  UmpireRules *rules = umpire_setup_step_get_rules (UMPIRE_SETUP_STEP (self));
  g_autofree char *category = umpire_value_dup_for_people (rules, umpire_setup_support_info.id, "category",
                                                           self->categories[c]);
  /* TRANSLATORS: the heading of a support result: the side, then the category */
  g_autofree char *heading = g_strdup_printf (_("%s: %s"), umpire_side_get_label (umpire_setup_side_of (s)), category);

  self->card[s][c] = UMPIRE_RESULT_CARD (umpire_result_card_new (rules, heading));
  return GTK_WIDGET (self->card[s][c]);
}

static void
umpire_setup_step_support_build (UmpireSetupStep *step)
{
  UmpireSetupStepSupport *self = UMPIRE_SETUP_STEP_SUPPORT (step);
  UmpireRules *rules = umpire_setup_step_get_rules (step);
  UmpireFieldRows *fields = umpire_setup_step_get_fields (step);
  const UmpireRow *low = umpire_setup_rules_item (rules, "1916.support-availability", "low-intensity");
  const UmpireRow *earlier = umpire_setup_rules_item (rules, "1916.support-availability-earlier", "reading");
  /* The Russian duplicate is the reading the umpire most likely overrides. */
  const UmpireRow *reading = umpire_setup_rules_item (rules, "1916.support-modifiers", "russia-1916");

  self->categories = umpire_setup_sequence_dup_categories_of (rules);
  self->n_categories = MIN (g_strv_length (self->categories), MAX_SUPPORT);
  umpire_setup_step_set_summary (step, self->summary);

  umpire_setup_step_add_input (step, UMPIRE_SIDE_NONE, NULL, input ("low-intensity"), 0,
                               GTK_WIDGET (self->chart_group));
  umpire_field_rows_set_label (fields, NULL, "low-intensity", _("Low intensity theatre"));
  umpire_field_rows_set_hint (fields, NULL, "low-intensity", low ? umpire_row_cell (low, 0)->text : NULL);
  /* The chart's damaged header: read as printed unless the umpire switches
   * to the earlier reading (READING.md). */
  self->earlier_reading = umpire_setup_add_switch_row (GTK_WIDGET (self->chart_group),
                                                       _("Earlier support chart reading"),
                                                       earlier ? umpire_row_cell (earlier, 0)->text : NULL);
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, "support-reading", NULL, GTK_WIDGET (self->earlier_reading));

  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      GtkWidget *group = umpire_setup_new_group (umpire_side_get_label (side), NULL);
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *modifier;

      self->override[s] = umpire_setup_add_switch_row (group, _("Override the nation and year modifier"),
                                                       reading ? reading->prov.ambiguous : NULL);
      umpire_setup_step_add_field (step, side, "override", NULL, GTK_WIDGET (self->override[s]));
      modifier = umpire_setup_step_add_input (step, side, NULL, input ("modifier"), UMPIRE_FORM_FIELD_SPIN, group);
      umpire_field_rows_set_label (fields, scope (s), "modifier", _("Nation and year modifier"));
      g_object_bind_property (self->override[s], "active", modifier, "sensitive", G_BINDING_SYNC_CREATE);
      g_signal_connect_swapped (self->override[s], "notify::active", G_CALLBACK (refresh_modifiers), self);
      for (guint c = 0; c < self->n_categories; c++)
        {
          g_autofree char *name = die_name (self->categories[c]);

          umpire_setup_step_add_input (step, side, name, input ("die"), 0, group);
          umpire_field_rows_set_label (fields, scope (s), name, die_title (self->categories[c]));
          gtk_box_append (GTK_BOX (column), new_card (self, s, c));
        }
      umpire_columns_append (self->form_box, group);
      umpire_columns_append (self->results_box, column);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_visible (label, FALSE);
      self->side_summary[s] = GTK_LABEL (label);
      gtk_box_append (GTK_BOX (self->summaries), label);
    }
  /* The odds follow every switch and modifier of the roll. */
  g_signal_connect_object (fields, "changed", G_CALLBACK (on_field_changed), self, G_CONNECT_SWAPPED);
  refresh_odds (self);
}

static gboolean
umpire_setup_step_support_roll (UmpireSetupStep  *step,
                                UmpireSide        side,
                                GError          **error)
{
  UmpireSetupStepSupport *self = UMPIRE_SETUP_STEP_SUPPORT (step);
  guint s = side == UMPIRE_SIDE_DEFENDER ? 1 : 0;
  UmpireFieldRows *fields = fields_of (self);
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();
  char *value;

  /* The modifier follows the header the roll is for. */
  refresh_modifiers (self);
  /* The fields as the support procedure names its inputs: the modifier
   * only when overridden, the earlier chart reading only when chosen, and
   * a die for each category shown ("CATEGORY-die"). */
  g_hash_table_insert (inputs, g_strdup ("low-intensity"),
                       g_strdup (umpire_field_rows_get_flag (fields, NULL, "low-intensity") ? "yes" : "no"));
  if (umpire_field_rows_get_flag (fields, scope (s), "override")
      && (value = umpire_field_rows_dup_value (fields, scope (s), "modifier")) != NULL)
    g_hash_table_insert (inputs, g_strdup ("modifier"), value);
  if (umpire_field_rows_get_flag (fields, NULL, "support-reading"))
    g_hash_table_insert (inputs, g_strdup ("support-reading"), g_strdup (UMPIRE_SUPPORT_READING_EARLIER));
  for (guint c = 0; c < self->n_categories && self->categories[c] != NULL; c++)
    {
      g_autofree char *name = die_name (self->categories[c]);

      if ((value = umpire_field_rows_dup_value (fields, scope (s), name)) != NULL)
        g_hash_table_insert (inputs, g_steal_pointer (&name), value);
    }
  return umpire_setup_sequence_run (umpire_setup_step_get_sequence (step), &umpire_setup_support_info, side, inputs,
                                    error);
}

/* "British: Barrages 14, On-call artillery 14, Airstrikes 2, Gas Yes", in
 * the catalogue's words for each value. */
static char *
dup_side_summary (UmpireSetupStepSupport *self,
                  guint                   s,
                  const gboolean         *current)
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
      UmpireResult *result = umpire_result_card_get_result (self->card[s][c]);
      const char *count, *name;
      g_autofree char *category = NULL;
      g_autofree char *value = NULL;

      if (result == NULL)
        continue;
      nation = nation ? nation : umpire_result_get_input (result, "nation");
      count = umpire_result_get_value (result, "count");
      name = count != NULL ? "count" : "available";
      category = umpire_value_dup_for_people (rules, id, "category", self->categories[c]);
      /* What a result out of date gave is not what the side has: said so,
       * not given as its figure (the card shows why). */
      if (!current[c])
        {
          /* TRANSLATORS: one support category in a side's summary whose result is out of date: "Gas out of date" */
          g_ptr_array_add (parts, g_strdup_printf (_("%s out of date"), category));
          continue;
        }
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

UmpireOddsView *
umpire_setup_step_support_get_odds_view (UmpireSetupStepSupport *self,
                                         UmpireSide              side,
                                         guint                   category)
{
  UmpireResultCard *card = umpire_setup_step_support_get_card (self, side, category);

  return card != NULL ? umpire_result_card_get_odds_view (card) : NULL;
}

UmpireResultCard *
umpire_setup_step_support_get_card (UmpireSetupStepSupport *self,
                                    UmpireSide              side,
                                    guint                   category)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_SUPPORT (self), NULL);
  g_return_val_if_fail (category < self->n_categories, NULL);
  return self->card[side == UMPIRE_SIDE_DEFENDER ? 1 : 0][category];
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
      g_autofree gboolean *current_of = g_new0 (gboolean, self->n_categories);

      for (guint c = 0; c < self->n_categories; c++)
        {
          const char *category = self->categories[c];
          g_autofree char *key = g_strdup_printf ("support-%s-%s", umpire_side_to_string (side), category);
          UmpireEvent *event = umpire_setup_sequence_find_in_force (sequence, "support", side, category);
          const char *reason = NULL;
          gboolean current = !umpire_setup_step_is_out_of_date (step, event, &reason);

          if (umpire_setup_step_show_event (step, key, event, NULL) || event == NULL)
            umpire_result_card_set_result (self->card[s][c], umpire_setup_step_get_result (step, key));
          umpire_result_card_set_out_of_date (self->card[s][c], !current, reason);
          current_of[c] = current;
          stale = stale || !current;
        }
      summary = dup_side_summary (self, s, current_of);
      gtk_label_set_text (self->side_summary[s], summary ? summary : "");
      gtk_widget_set_visible (GTK_WIDGET (self->side_summary[s]), summary != NULL);
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
  step_class->info = &umpire_setup_support_info;
  step_class->per_side = TRUE;
  step_class->build = umpire_setup_step_support_build;
  step_class->roll = umpire_setup_step_support_roll;
  step_class->refresh = umpire_setup_step_support_refresh;

  g_type_ensure (UMPIRE_TYPE_RESULT_CARD);
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
