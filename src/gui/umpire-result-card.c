/* umpire-result-card.c: one result in a small card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-catalogue.h"
#include "umpire-result-card.h"

struct _UmpireResultCard
{
  AdwBin            parent_instance;

  UmpireRules      *rules;
  char             *outcome;
  char             *die;      /* "Die roll: 6", from the result */
  char             *chances;  /* "Expected: 13.17", from the odds */

  GtkLabel         *heading_label;
  GtkLabel         *outcome_label;
  GtkLabel         *detail_label;
  GtkLabel         *stale_label;
  UmpireOddsView   *odds_view;
  GtkExpander      *expander;
  UmpireResultView *result_view;
};

G_DEFINE_FINAL_TYPE (UmpireResultCard, umpire_result_card, ADW_TYPE_BIN)

/* Before the roll the card says what the roll can give; after, what it
 * gave, and the chances again once the result is out of date. */
static void
update (UmpireResultCard *self)
{
  UmpireResult *result = umpire_result_view_get_result (self->result_view);
  gboolean stale = umpire_result_view_get_stale (self->result_view);
  const char *detail = result != NULL ? self->die : self->chances;
  const char *what = result != NULL ? _("How it was reached") : _("Chances of each result");
  g_autofree char *name = NULL;

  gtk_label_set_text (self->outcome_label, result == NULL ? _("Not rolled yet")
                                           : self->outcome != NULL ? self->outcome
                                           : umpire_catalogue_get_title (umpire_result_get_procedure (result)));
  gtk_label_set_text (self->detail_label, detail != NULL ? detail : "");
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), detail != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->stale_label), stale);
  gtk_widget_set_visible (GTK_WIDGET (self->odds_view), result == NULL || stale);
  gtk_widget_set_visible (GTK_WIDGET (self->result_view), result != NULL);
  gtk_expander_set_label (self->expander, what);
  /* A reader meets several: each says whose result it opens. */
  /* TRANSLATORS: a result card's expander for screen readers: what it shows, then the card's heading */
  name = g_strdup_printf (_("%s (%s)"), what, gtk_label_get_text (self->heading_label));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->expander), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  if (stale)
    gtk_widget_add_css_class (GTK_WIDGET (self->outcome_label), "dim-label");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->outcome_label), "dim-label");
}

/* The first of the descriptor's outcome values the result has, with its
 * label ("Received: 14"); the trail behind the expander says the rest. */
static char *
dup_first_outcome (UmpireRules  *rules,
                   UmpireResult *result)
{
  const UmpireProcedureInfo *info = umpire_result_get_info (result);

  for (guint i = 0; info != NULL && info->outcome != NULL && info->outcome[i] != NULL; i++)
    {
      const char *value = umpire_result_get_value (result, info->outcome[i]);
      g_autofree char *shown = NULL;

      if (value == NULL)
        continue;
      shown = umpire_value_dup_for_people (rules, info->id, info->outcome[i], value);
      /* TRANSLATORS: a result card's outcome: the value's label, then the value ("Received: 14") */
      return g_strdup_printf (_("%s: %s"), umpire_result_get_value_label (result, info->outcome[i]), shown);
    }
  return umpire_result_dup_outcome (rules, result);
}

UmpireResult *
umpire_result_card_get_result (UmpireResultCard *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_CARD (self), NULL);
  return umpire_result_view_get_result (self->result_view);
}

void
umpire_result_card_set_result (UmpireResultCard *self,
                               UmpireResult     *result)
{
  const char *die;

  g_return_if_fail (UMPIRE_IS_RESULT_CARD (self));

  if (result != umpire_result_view_get_result (self->result_view))
    gtk_expander_set_expanded (self->expander, FALSE);
  umpire_result_view_set_result (self->result_view, result);
  g_clear_pointer (&self->outcome, g_free);
  g_clear_pointer (&self->die, g_free);
  if (result != NULL)
    self->outcome = dup_first_outcome (self->rules, result);
  /* The die behind it, as the result names it. */
  die = result != NULL ? umpire_result_get_value (result, "die") : NULL;
  if (die != NULL)
    /* TRANSLATORS: under a result card's outcome: the die's label, then its value */
    self->die = g_strdup_printf (_("%s: %s"), umpire_result_get_value_label (result, "die"), die);
  update (self);
}

void
umpire_result_card_set_odds (UmpireResultCard *self,
                             UmpireOdds       *odds,
                             const char       *name,
                             const char       *message)
{
  const UmpireOddsChart *chart;

  g_return_if_fail (UMPIRE_IS_RESULT_CARD (self));

  umpire_odds_view_set_odds (self->odds_view, odds, name, self->rules);
  umpire_odds_view_set_message (self->odds_view, message);
  g_clear_pointer (&self->chances, g_free);
  chart = odds != NULL ? umpire_odds_view_get_chart (self->odds_view) : NULL;
  if (chart != NULL && chart->has_mean)
    /* TRANSLATORS: on a result card before the roll: the mean of what it can give */
    self->chances = g_strdup_printf (_("Expected: %.2f"), chart->mean);
  else if (chart != NULL && chart->likeliest < chart->bars->len)
    {
      const UmpireOddsBar *bar = &g_array_index (chart->bars, UmpireOddsBar, chart->likeliest);
      g_autofree char *chance = umpire_odds_dup_chance_words (bar->p);

      /* TRANSLATORS: on a result card before the roll: the likeliest outcome, then its chance */
      self->chances = g_strdup_printf (_("Most likely: %s, %s"), bar->label, chance);
    }
  else
    self->chances = g_strdup (message);
  update (self);
}

void
umpire_result_card_set_out_of_date (UmpireResultCard *self,
                                    gboolean          stale,
                                    const char       *reason)
{
  g_autofree char *text = NULL;

  g_return_if_fail (UMPIRE_IS_RESULT_CARD (self));

  if (reason != NULL && *reason != '\0')
    /* TRANSLATORS: the mark on a result a correction left behind; %s is why
     * ("defender-units 24 → 28") */
    text = g_strdup_printf (_("Out of date: roll again (%s)"), reason);
  gtk_label_set_text (self->stale_label, text != NULL ? text : _("Out of date: roll again"));
  umpire_result_card_set_stale (self, stale);
}

const char *
umpire_result_card_get_stale_text (UmpireResultCard *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_CARD (self), NULL);
  return umpire_result_view_get_stale (self->result_view) ? gtk_label_get_text (self->stale_label) : NULL;
}

gboolean
umpire_result_card_get_stale (UmpireResultCard *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_CARD (self), FALSE);
  return umpire_result_view_get_stale (self->result_view);
}

void
umpire_result_card_set_stale (UmpireResultCard *self,
                              gboolean          stale)
{
  g_return_if_fail (UMPIRE_IS_RESULT_CARD (self));

  umpire_result_view_set_stale (self->result_view, stale);
  update (self);
}

const char *
umpire_result_card_get_heading (UmpireResultCard *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_CARD (self), NULL);
  return gtk_label_get_text (self->heading_label);
}

const char *
umpire_result_card_get_outcome (UmpireResultCard *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_CARD (self), NULL);
  return self->outcome;
}

UmpireOddsView *
umpire_result_card_get_odds_view (UmpireResultCard *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_CARD (self), NULL);
  return self->odds_view;
}

UmpireResultView *
umpire_result_card_get_result_view (UmpireResultCard *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_CARD (self), NULL);
  return self->result_view;
}

GtkExpander *
umpire_result_card_get_expander (UmpireResultCard *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_CARD (self), NULL);
  return self->expander;
}

GtkWidget *
umpire_result_card_new (UmpireRules *rules,
                        const char  *heading)
{
  UmpireResultCard *self = g_object_new (UMPIRE_TYPE_RESULT_CARD, NULL);

  self->rules = rules != NULL ? g_object_ref (rules) : NULL;
  umpire_result_view_set_rules (self->result_view, rules);
  gtk_label_set_text (self->heading_label, heading);
  update (self);
  return GTK_WIDGET (self);
}

static void
umpire_result_card_dispose (GObject *object)
{
  UmpireResultCard *self = UMPIRE_RESULT_CARD (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_RESULT_CARD);
  g_clear_object (&self->rules);
  G_OBJECT_CLASS (umpire_result_card_parent_class)->dispose (object);
}

static void
umpire_result_card_finalize (GObject *object)
{
  UmpireResultCard *self = UMPIRE_RESULT_CARD (object);

  g_free (self->outcome);
  g_free (self->die);
  g_free (self->chances);
  G_OBJECT_CLASS (umpire_result_card_parent_class)->finalize (object);
}

static void
umpire_result_card_class_init (UmpireResultCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_result_card_dispose;
  object_class->finalize = umpire_result_card_finalize;

  g_type_ensure (UMPIRE_TYPE_ODDS_VIEW);
  g_type_ensure (UMPIRE_TYPE_RESULT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-result-card.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireResultCard, heading_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireResultCard, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireResultCard, detail_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireResultCard, stale_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireResultCard, odds_view);
  gtk_widget_class_bind_template_child (widget_class, UmpireResultCard, expander);
  gtk_widget_class_bind_template_child (widget_class, UmpireResultCard, result_view);
}

static void
umpire_result_card_init (UmpireResultCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
