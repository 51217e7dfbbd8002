/* umpire-setup-step.c: one step of the 1916 setup assistant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-form.h"
#include "umpire-columns.h"
#include "umpire-correction.h"
#include "umpire-setup-step.h"
#include "umpire-state-fill.h"

typedef struct
{
  UmpireRules         *rules;
  UmpireSetupSequence *sequence;
  UmpireScenario      *scenario;   /* the sequence's, for its signals */
  gulong               changed_id;
  GtkLabel            *summary;
  UmpireFieldRows     *fields;
  UmpireStateFill     *state_fill; /* inputs the battle's state gives */
  char                *rule;       /* the rule reference shown, from the rules */
  GHashTable          *results;    /* key -> UmpireResult */
  GHashTable          *shown;      /* key -> the UmpireEvent shown */
  GHashTable          *stale;      /* key -> why the result shown is out of date ("": not said) */
} UmpireSetupStepPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (UmpireSetupStep, umpire_setup_step, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RULES,
  PROP_SEQUENCE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

UmpireSide
umpire_setup_side_of (guint index)
{
  return index == 0 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER;
}

/* A side's fields are in its scope, the step's own in none. */
static const char *
scope_of (UmpireSide side)
{
  return side == UMPIRE_SIDE_NONE ? NULL : umpire_side_to_string (side);
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
  g_hash_table_remove_all (priv->stale);
  if (sequence != NULL)
    {
      priv->scenario = g_object_ref (umpire_setup_sequence_get_scenario (sequence));
      /* "changed" follows every change of the header and every move of
       * the cursor (recording, undo, redo), after "notify::cursor" has
       * brought the sequence's counts up to date: one refresh each. */
      priv->changed_id = g_signal_connect_swapped (priv->scenario, "changed", G_CALLBACK (refresh), self);
    }
  if (UMPIRE_SETUP_STEP_GET_CLASS (self)->bind != NULL)
    UMPIRE_SETUP_STEP_GET_CLASS (self)->bind (self, sequence);
  if (priv->state_fill != NULL)
    umpire_state_fill_set_scenario (priv->state_fill, priv->scenario);
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

char *
umpire_setup_step_class_dup_rule (UmpireSetupStepClass *klass,
                                  UmpireRules          *rules)
{
  g_autoptr(GPtrArray) references = g_ptr_array_new ();

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_CLASS (klass), NULL);

  if (klass->info != NULL)
    return g_strdup (umpire_procedure_info_get_rule (klass->info, rules));
  /* A step of several steps of the sequence ("Setup 6, Setup 7"). */
  for (guint i = 0; klass->steps != NULL && klass->steps[i] != NULL; i++)
    {
      const char *rule = umpire_rules_get_rule_reference (rules, "1916.setup-sequence", klass->steps[i]);

      if (rule != NULL)
        g_ptr_array_add (references, (gpointer) rule);
    }
  g_ptr_array_add (references, NULL);
  /* TRANSLATORS: between the rule references of one step ("Setup 6, Setup 7") */
  return g_strjoinv (_(", "), (char **) references->pdata);
}

const char *
umpire_setup_step_get_rule (UmpireSetupStep *self)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), NULL);

  if (priv->rule == NULL)
    priv->rule = umpire_setup_step_class_dup_rule (UMPIRE_SETUP_STEP_GET_CLASS (self), priv->rules);
  return priv->rule;
}

UmpireFieldRows *
umpire_setup_step_get_fields (UmpireSetupStep *self)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), NULL);
  return priv->fields;
}

void
umpire_setup_step_set_summary (UmpireSetupStep *self,
                               GtkLabel        *summary)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));
  priv->summary = summary;
}

GtkWidget *
umpire_setup_step_add_input (UmpireSetupStep      *self,
                             UmpireSide            side,
                             const char           *name,
                             const UmpireField    *input,
                             UmpireFormFieldFlags  flags,
                             GtkWidget            *container)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), NULL);
  g_return_val_if_fail (input != NULL, NULL);

  if (name == NULL)
    name = input->name;
  umpire_field_rows_add (priv->fields, scope_of (side), name, input, flags);
  if (container != NULL)
    umpire_field_rows_append (priv->fields, scope_of (side), name, container);
  return umpire_field_rows_get_field (priv->fields, scope_of (side), name);
}

void
umpire_setup_step_add_field (UmpireSetupStep   *self,
                             UmpireSide         side,
                             const char        *name,
                             const UmpireField *input,
                             GtkWidget         *field)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));
  g_return_if_fail (GTK_IS_WIDGET (field));

  /* A field a step adds later (a target) too. */
  umpire_form_set_up (field);
  umpire_field_rows_add_widget (priv->fields, scope_of (side), name, input, NULL, field);
}

void
umpire_setup_step_remove_field (UmpireSetupStep *self,
                                UmpireSide       side,
                                const char      *name)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));
  umpire_field_rows_remove (priv->fields, scope_of (side), name);
}

GtkWidget *
umpire_setup_step_get_field (UmpireSetupStep *self,
                             UmpireSide       side,
                             const char      *name)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), NULL);
  return umpire_field_rows_get_field (priv->fields, scope_of (side), name);
}

void
umpire_setup_step_mark_error (UmpireSetupStep *self,
                              UmpireSide       side,
                              const GError    *error)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));
  /* Beside the field it names, for the side or the step; else under the form. */
  g_free (umpire_field_rows_show_error (priv->fields, scope_of (side), error, priv->summary));
}

void
umpire_setup_step_clear_errors (UmpireSetupStep *self)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));

  umpire_field_rows_clear_errors (priv->fields);
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

  g_return_if_fail (UMPIRE_IS_SETUP_STEP (self));
  umpire_field_rows_clear_dice (priv->fields);
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
  if (priv->sequence == NULL || klass->roll == NULL)
    return FALSE;
  /* Every field is checked, and each error shown, before anything is rolled. */
  if (!umpire_field_rows_validate (priv->fields, NULL, TRUE))
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

/* Whether the result shown under `key` is out of date, said on `view`. */
static void
mark_stale (UmpireSetupStep  *self,
            const char       *key,
            UmpireEvent      *event,
            UmpireResultView *view)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);
  const char *reason = NULL;
  gboolean stale = umpire_setup_step_is_out_of_date (self, event, &reason);

  if (stale)
    g_hash_table_replace (priv->stale, g_strdup (key), g_strdup (reason != NULL ? reason : ""));
  else
    g_hash_table_remove (priv->stale, key);
  if (view != NULL)
    umpire_result_view_set_out_of_date (view, stale, reason);
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
      g_hash_table_remove (priv->stale, key);
      umpire_setup_step_show_result (self, key, NULL, view);
      return FALSE;
    }
  if (g_hash_table_lookup (priv->shown, key) == event)
    {
      /* The same result; whether it is still current may have changed. */
      mark_stale (self, key, event, view);
      return FALSE;
    }
  g_hash_table_replace (priv->shown, g_strdup (key), g_object_ref (event));
  /* A copy: labelling it for the page must not touch the log. */
  copy = umpire_event_copy_result (umpire_event_get_result (event));
  umpire_setup_step_show_result (self, key, copy, view);
  mark_stale (self, key, event, view);
  return TRUE;
}

gboolean
umpire_setup_step_is_out_of_date (UmpireSetupStep  *self,
                                  UmpireEvent      *event,
                                  const char      **reason)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);
  const char *why = NULL;
  gboolean stale;

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), FALSE);

  if (reason != NULL)
    *reason = NULL;
  if (event == NULL || priv->scenario == NULL)
    return FALSE;
  /* What the battle's state says of it (a correction's reason, an input
   * from the state that differs), or the support chart's own check. */
  stale = umpire_correction_is_out_of_date (priv->scenario, event, &why)
          || !umpire_setup_sequence_is_current (priv->sequence, event);
  if (reason != NULL)
    *reason = why;
  return stale;
}

const char *
umpire_setup_step_get_stale (UmpireSetupStep *self,
                             const char      *key)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP (self), NULL);
  return g_hash_table_lookup (priv->stale, key);
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
  priv->fields = umpire_field_rows_new (priv->rules);
  /* Enter in a field rolls the step (a view with tools of its own has none). */
  if (klass->roll != NULL)
    g_signal_connect_object (priv->fields, "activate", G_CALLBACK (umpire_setup_step_run), self, G_CONNECT_SWAPPED);
  if (klass->build != NULL)
    klass->build (self);
  umpire_form_set_up (GTK_WIDGET (self));
  umpire_form_name_from_labels (GTK_WIDGET (self));
  /* Its procedure's inputs that the battle's state gives, for each side. */
  priv->state_fill = umpire_state_fill_new (priv->fields);
  if (klass->info != NULL && klass->per_side)
    for (guint s = 0; s < 2; s++)
      umpire_state_fill_add (priv->state_fill, scope_of (umpire_setup_side_of (s)), umpire_setup_side_of (s),
                             klass->info);
  else if (klass->info != NULL)
    umpire_state_fill_add (priv->state_fill, NULL, UMPIRE_SIDE_NONE, klass->info);
  umpire_state_fill_set_scenario (priv->state_fill, priv->scenario);
}

static void
umpire_setup_step_dispose (GObject *object)
{
  UmpireSetupStep *self = UMPIRE_SETUP_STEP (object);
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);
  GtkWidget *child;

  disconnect_scenario (self);
  g_clear_object (&priv->state_fill);
  g_clear_object (&priv->sequence);
  g_clear_object (&priv->fields);
  g_clear_pointer (&priv->results, g_hash_table_unref);
  g_clear_pointer (&priv->shown, g_hash_table_unref);
  g_clear_pointer (&priv->stale, g_hash_table_unref);
  priv->summary = NULL;
  /* The subclass's template child. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&priv->rules);

  G_OBJECT_CLASS (umpire_setup_step_parent_class)->dispose (object);
}

static void
umpire_setup_step_finalize (GObject *object)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (UMPIRE_SETUP_STEP (object));

  g_free (priv->rule);
  G_OBJECT_CLASS (umpire_setup_step_parent_class)->finalize (object);
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
  object_class->finalize = umpire_setup_step_finalize;
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

  gtk_widget_class_install_action (widget_class, "step.roll", NULL, roll_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  g_type_ensure (UMPIRE_TYPE_RESULT_VIEW);
  g_type_ensure (UMPIRE_TYPE_COLUMNS);
}

static void
umpire_setup_step_init (UmpireSetupStep *self)
{
  UmpireSetupStepPrivate *priv = umpire_setup_step_get_instance_private (self);

  priv->results = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  priv->shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  priv->stale = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}
