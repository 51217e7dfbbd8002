/* umpire-setup-step.c: one step of the 1916 setup assistant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-form.h"
#include "umpire-input-error.h"
#include "umpire-setup-columns.h"
#include "umpire-setup-step.h"

typedef struct
{
  UmpireRules         *rules;
  UmpireSetupSequence *sequence;
  UmpireScenario      *scenario;   /* the sequence's, for its signals */
  gulong               changed_id;
  GtkLabel            *summary;
  GHashTable          *fields;     /* "side/name" -> GtkWidget */
  GHashTable          *dice;       /* the die fields among them (a set) */
  GHashTable          *results;    /* key -> UmpireResult */
  GHashTable          *shown;      /* key -> the UmpireEvent shown */
} UmpireSetupStepPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (UmpireSetupStep, umpire_setup_step, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RULES,
  PROP_SEQUENCE,
  N_PROPS
};

enum {
  PREPARE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

UmpireSide
umpire_setup_side_of (guint index)
{
  return index == 0 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER;
}

static char *
field_key (UmpireSide  side,
           const char *name)
{
  return g_strdup_printf ("%s/%s", umpire_side_to_string (side), name);
}

static void
refresh (UmpireSetupStep *self)
{
  UmpireSetupStepClass *klass = UMPIRE_SETUP_STEP_GET_CLASS (self);
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  if (priv->sequence != NULL && klass->refresh != NULL)
    klass->refresh (self);
}

static void
disconnect_scenario (UmpireSetupStep *self)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  if (priv->scenario == NULL)
    return;
  g_clear_signal_handler (&priv->changed_id, priv->scenario);
  g_clear_object (&priv->scenario);
}

void
umpire_setup_step_set_sequence (UmpireSetupStep     *self,
                                UmpireSetupSequence *sequence)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));
  g_return_if_fail (sequence == NULL || UMPIRE_IS_SETUP_SEQUENCE (sequence));

  if (priv->sequence == sequence)
    return;
  disconnect_scenario (self);
  g_set_object (&priv->sequence, sequence);
  /* Another scenario: every result is shown afresh from its log. */
  g_hash_table_remove_all (priv->shown);
  if (sequence != NULL)
    {
      priv->scenario = g_object_ref (umpire_setup_sequence_get_scenario (sequence));
      /* "changed" follows every change of the header and every move of
       * the cursor (recording, undo, redo), after "notify::cursor" has
       * brought the sequence's counts up to date: one refresh each. */
      priv->changed_id = g_signal_connect_swapped (priv->scenario, "changed", G_CALLBACK (refresh), self);
    }
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEQUENCE]);
}

UmpireRules *
umpire_setup_step_get_rules (UmpireSetupStep *self)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), NULL);
  return priv->rules;
}

UmpireSetupSequence *
umpire_setup_step_get_sequence (UmpireSetupStep *self)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), NULL);
  return priv->sequence;
}

UmpireScenario *
umpire_setup_step_get_scenario (UmpireSetupStep *self)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), NULL);
  return priv->scenario;
}

const char *
umpire_setup_step_get_title (UmpireSetupStep *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), NULL);
  return _(UMPIRE_SETUP_STEP_GET_CLASS (self)->title);
}

const char *
umpire_setup_step_get_rule (UmpireSetupStep *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), NULL);
  return UMPIRE_SETUP_STEP_GET_CLASS (self)->rule;
}

void
umpire_setup_step_set_summary (UmpireSetupStep *self,
                               GtkLabel        *summary)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));
  priv->summary = summary;
}

void
umpire_setup_step_add_field (UmpireSetupStep *self,
                             UmpireSide       side,
                             const char      *name,
                             GtkWidget       *field,
                             gboolean         die)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));
  g_return_if_fail (GTK_IS_WIDGET (field));

  g_hash_table_replace (priv->fields, field_key (side, name), field);
  if (die)
    g_hash_table_add (priv->dice, field);
}

void
umpire_setup_step_remove_field (UmpireSetupStep *self,
                                UmpireSide       side,
                                const char      *name)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);
  g_autofree char *key = field_key (side, name);
  GtkWidget *field;

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));

  field = g_hash_table_lookup (priv->fields, key);
  if (field != NULL)
    g_hash_table_remove (priv->dice, field);
  g_hash_table_remove (priv->fields, key);
}

GtkWidget *
umpire_setup_step_get_field (UmpireSetupStep *self,
                             UmpireSide       side,
                             const char      *name)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);
  g_autofree char *key = field_key (side, name);

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), NULL);
  return g_hash_table_lookup (priv->fields, key);
}

void
umpire_setup_step_mark_error (UmpireSetupStep *self,
                              UmpireSide       side,
                              const GError    *error)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);
  g_autofree char *name = umpire_input_error_field (error);
  GtkWidget *field = NULL;

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));

  if (name != NULL)
    field = umpire_setup_step_get_field (self, side, name);
  if (name != NULL && field == NULL)
    field = umpire_setup_step_get_field (self, UMPIRE_SIDE_NONE, name);
  umpire_form_mark_error (field, priv->summary, error);
}

void
umpire_setup_step_clear_errors (UmpireSetupStep *self)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);
  GHashTableIter iter;
  gpointer field;

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));

  g_hash_table_iter_init (&iter, priv->fields);
  while (g_hash_table_iter_next (&iter, NULL, &field))
    umpire_form_clear_error (field);
  if (priv->summary != NULL)
    {
      gtk_label_set_text (priv->summary, "");
      gtk_widget_set_visible (GTK_WIDGET (priv->summary), FALSE);
    }
}

void
umpire_setup_step_clear_dice (UmpireSetupStep *self)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);
  GHashTableIter iter;
  gpointer field;

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));

  g_hash_table_iter_init (&iter, priv->dice);
  while (g_hash_table_iter_next (&iter, &field, NULL))
    if (GTK_IS_EDITABLE (field))
      gtk_editable_set_text (field, "");
}

gboolean
umpire_setup_step_run (UmpireSetupStep *self)
{
  static const UmpireSide both[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };
  static const UmpireSide none[] = { UMPIRE_SIDE_NONE };
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);
  UmpireSetupStepClass *klass;
  const UmpireSide *sides;
  guint n_sides;

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), FALSE);

  klass = UMPIRE_SETUP_STEP_GET_CLASS (self);
  umpire_setup_step_clear_errors (self);
  /* The scenario keeps the year, sides and battle the rolls are for. */
  g_signal_emit (self, signals[PREPARE], 0);
  if (priv->sequence == NULL || klass->roll == NULL)
    return FALSE;
  sides = klass->per_side ? both : none;
  n_sides = klass->per_side ? G_N_ELEMENTS (both) : G_N_ELEMENTS (none);

  /* Every side's every die is recorded, or none: a bad die for one leaves
   * the others unrolled. */
  umpire_setup_sequence_begin (priv->sequence);
  for (guint s = 0; s < n_sides; s++)
    {
      g_autoptr(GError) error = NULL;

      if (!klass->roll (self, sides[s], &error))
        {
          umpire_setup_sequence_abort (priv->sequence);
          if (error != NULL)
            umpire_setup_step_mark_error (self, sides[s], error);
          return FALSE;
        }
    }
  umpire_setup_sequence_commit (priv->sequence);
  /* Dice read off the table served this roll; the next one must not reuse them. */
  umpire_setup_step_clear_dice (self);
  return TRUE;
}

void
umpire_setup_step_show_result (UmpireSetupStep  *self,
                               const char       *key,
                               UmpireResult     *result,
                               UmpireResultView *view)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));

  if (result != NULL)
    g_hash_table_replace (priv->results, g_strdup (key), g_object_ref (result));
  else
    g_hash_table_remove (priv->results, key);
  if (view != NULL)
    umpire_result_view_set_result (view, result);
}

gboolean
umpire_setup_step_show_event (UmpireSetupStep  *self,
                              const char       *key,
                              UmpireEvent      *event,
                              UmpireResultView *view)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);
  g_autoptr(UmpireResult) copy = NULL;

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), FALSE);

  if (event == NULL)
    {
      g_hash_table_remove (priv->shown, key);
      umpire_setup_step_show_result (self, key, NULL, view);
      return FALSE;
    }
  if (g_hash_table_lookup (priv->shown, key) == event)
    return FALSE;
  g_hash_table_replace (priv->shown, g_strdup (key), g_object_ref (event));
  /* A copy: labelling it for the page must not touch the log. */
  copy = umpire_event_copy_result (umpire_event_get_result (event));
  umpire_setup_step_show_result (self, key, copy, view);
  return TRUE;
}

UmpireResult *
umpire_setup_step_get_result (UmpireSetupStep *self,
                              const char      *key)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), NULL);
  return g_hash_table_lookup (priv->results, key);
}

UmpireResultView *
umpire_setup_step_new_view (UmpireSetupStep *self)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);
  GtkWidget *view = umpire_result_view_new ();

  umpire_result_view_set_rules (UMPIRE_RESULT_VIEW (view), priv->rules);
  return UMPIRE_RESULT_VIEW (view);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  umpire_setup_step_run (UMPIRE_SETUP_STEP (widget));
}

static void
umpire_setup_step_constructed (GObject *object)
{
  UmpireSetupStep *self = UMPIRE_SETUP_STEP (object);
  UmpireSetupStepClass *klass = UMPIRE_SETUP_STEP_GET_CLASS (self);
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  G_OBJECT_CLASS (umpire_setup_step_parent_class)->constructed (object);

  g_return_if_fail (UMPIRE_IS_RULES (priv->rules));
  if (klass->build != NULL)
    klass->build (self);
}

static void
umpire_setup_step_dispose (GObject *object)
{
  UmpireSetupStep *self = UMPIRE_SETUP_STEP (object);
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);
  GtkWidget *child;

  disconnect_scenario (self);
  g_clear_object (&priv->sequence);
  g_clear_pointer (&priv->fields, g_hash_table_unref);
  g_clear_pointer (&priv->dice, g_hash_table_unref);
  g_clear_pointer (&priv->results, g_hash_table_unref);
  g_clear_pointer (&priv->shown, g_hash_table_unref);
  priv->summary = NULL;
  /* The subclass's template child. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&priv->rules);

  G_OBJECT_CLASS (umpire_setup_step_parent_class)->dispose (object);
}

static void
umpire_setup_step_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  UmpireSetupStep *self = UMPIRE_SETUP_STEP (object);
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_object (value, priv->rules);
      break;
    case PROP_SEQUENCE:
      g_value_set_object (value, priv->sequence);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_setup_step_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  UmpireSetupStep *self = UMPIRE_SETUP_STEP (object);
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_RULES:
      priv->rules = g_value_dup_object (value);
      break;
    case PROP_SEQUENCE:
      umpire_setup_step_set_sequence (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_setup_step_class_init (UmpireSetupStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_setup_step_constructed;
  object_class->dispose = umpire_setup_step_dispose;
  object_class->get_property = umpire_setup_step_get_property;
  object_class->set_property = umpire_setup_step_set_property;

  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL, UMPIRE_TYPE_RULES,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_SEQUENCE] =
    g_param_spec_object ("sequence", NULL, NULL, UMPIRE_TYPE_SETUP_SEQUENCE,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Before a roll: whoever holds the header puts it into the scenario. */
  signals[PREPARE] = g_signal_new ("prepare", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "step.roll", NULL, roll_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  g_type_ensure (UMPIRE_TYPE_RESULT_VIEW);
  g_type_ensure (UMPIRE_TYPE_SETUP_COLUMNS);
}

static void
umpire_setup_step_init (UmpireSetupStep *self)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  priv->fields = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  priv->dice = g_hash_table_new (NULL, NULL);
  priv->results = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  priv->shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
}
