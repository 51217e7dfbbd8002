/* umpire-procedure-form.c: one form for any procedure, from its descriptor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "umpire-columns.h"
#include "umpire-form.h"
#include "umpire-input-error.h"
#include "umpire-labels.h"
#include "umpire-odds-view.h"
#include "umpire-odds.h"
#include "umpire-procedure-form-private.h"
#include "umpire-procedure.h"

/* Odds are worked out as the umpire types: only while that stays quick. */
#define ODDS_MAX_PATHS 5000

G_DEFINE_TYPE_WITH_PRIVATE (UmpireProcedureForm, umpire_procedure_form, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_INFO,
  PROP_RULES,
  PROP_DICE,
  PROP_RESULT,
  PROP_SESSION,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  SIGNAL_RECORDED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

UmpireProcedureFormPrivate *
_umpire_procedure_form_get_private (UmpireProcedureForm *self)
{
  return umpire_procedure_form_get_instance_private (self);
}

static void
scenario_fill_free (gpointer data)
{
  ScenarioFill *fill = data;

  g_free (fill->name);
  g_free (fill);
}

static void
field_free (gpointer data)
{
  Field *field = data;

  if (field->editable != NULL)
    g_signal_handlers_disconnect_by_data (field->editable, field);
  g_strfreev (field->ids);
  g_free (field->none_label);
  g_clear_object (&field->row);
  g_clear_object (&field->error_row);
  g_free (field);
}

Field *
_umpire_procedure_form_find_field (UmpireProcedureForm *self,
            const char          *name)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  for (guint i = 0; name != NULL && i < priv->fields->len; i++)
    {
      Field *field = g_ptr_array_index (priv->fields, i);

      if (g_str_equal (field->field->name, name))
        return field;
    }
  return NULL;
}

/* The widget an error on `field` is marked on: a switch's row, else the field. */
GtkWidget *
_umpire_procedure_form_mark_widget (Field *field)
{
  return GTK_IS_SWITCH (field->editable) ? field->row : field->editable;
}

/* ---- the dice of a die field -------------------------------------------- */

const char *
_umpire_procedure_form_field_dice (UmpireProcedureForm *self,
            const UmpireField   *field)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);
  const UmpireTable *table;

  if (field->dice != NULL)
    return field->dice;
  table = field->table != NULL && priv->rules != NULL ? umpire_rules_get_table (priv->rules, field->table) : NULL;
  return table != NULL ? umpire_table_dice (table) : UMPIRE_PLAIN_DIE;
}

/* ---- errors ------------------------------------------------------------- */

static void
clear_errors (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  for (guint i = 0; i < priv->fields->len; i++)
    umpire_form_clear_error (_umpire_procedure_form_mark_widget (g_ptr_array_index (priv->fields, i)));
  gtk_widget_set_visible (GTK_WIDGET (priv->error_label), FALSE);
  g_clear_pointer (&priv->error_text, g_free);
}

/* Shows `error` under the field it names (the first die's for a dice error
 * naming none), else under the form. */
static void
show_error (UmpireProcedureForm *self,
            const GError        *error)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);
  g_autofree char *name = umpire_input_error_field (error);
  Field *field = _umpire_procedure_form_find_field (self, name);
  g_autofree char *text = NULL;

  if (field == NULL && name == NULL && error->domain == UMPIRE_DICE_ERROR)
    for (guint i = 0; field == NULL && i < priv->fields->len; i++)
      if (((Field *) g_ptr_array_index (priv->fields, i))->field->kind == UMPIRE_FIELD_DIE)
        field = g_ptr_array_index (priv->fields, i);
  if (field != NULL && (field->flags & UMPIRE_FORM_FIELD_HIDDEN))
    field = NULL;
  if (field != NULL)
    {
      umpire_form_mark_error (_umpire_procedure_form_mark_widget (field), field->error_label, error);
      text = umpire_form_dup_error_text (_umpire_procedure_form_mark_widget (field), error);
    }
  else
    {
      umpire_form_mark_error (NULL, priv->error_label, error);
      text = g_strdup (umpire_input_error_get_text (error));
    }
  if (priv->error_text == NULL)
    priv->error_text = g_steal_pointer (&text);
}

/* ---- reading and checking the fields ------------------------------------ */

char *
_umpire_procedure_form_entry_text (Field *field)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (field->editable))));
}

gboolean
_umpire_procedure_form_parse_number (Field       *field,
              const char  *text,
              double      *out,
              GError     **error)
{
  g_autofree char *copy = g_strdup (text);
  char *end = NULL;
  double value;
  gsize len = strlen (copy);

  /* Inches may be typed with their mark: 8". */
  if (len > 0 && copy[len - 1] == '"')
    copy[--len] = '\0';
  /* Either decimal separator. */
  g_strdelimit (copy, ",", '.');
  value = g_ascii_strtod (copy, &end);
  if (*copy == '\0' || end == copy || *end != '\0' || !isfinite (value))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field->field->name,
                          _("“%s” is not a number"), text);
      return FALSE;
    }
  if (!(field->flags & UMPIRE_FORM_FIELD_DECIMAL) && value != (double) (gint64) value)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field->field->name,
                          _("“%s” is not a whole number"), text);
      return FALSE;
    }
  if (field->field->min != field->field->max && (value < field->field->min || value > field->field->max))
    {
      g_autofree char *min = g_strdup_printf ("%g", field->field->min);
      g_autofree char *max = g_strdup_printf ("%g", field->field->max);

      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field->field->name,
                          _("enter a number from %s to %s"), min, max);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

/* Checks one field; FALSE and an error naming it. */
gboolean
_umpire_procedure_form_check_field (UmpireProcedureForm  *self,
             Field                *field,
             GError              **error)
{
  g_autofree char *text = NULL;
  double number;

  if ((field->flags & UMPIRE_FORM_FIELD_HIDDEN) || !ADW_IS_ENTRY_ROW (field->editable))
    return TRUE;
  text = _umpire_procedure_form_entry_text (field);
  if (*text == '\0')
    {
      if ((field->flags & UMPIRE_FORM_FIELD_OPTIONAL) || field->field->kind == UMPIRE_FIELD_DIE)
        return TRUE;
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field->field->name,
                          field->field->kind == UMPIRE_FIELD_NUMBER ? _("enter a number") : _("fill in this field"));
      return FALSE;
    }
  if (field->field->kind == UMPIRE_FIELD_NUMBER)
    return _umpire_procedure_form_parse_number (field, text, &number, error);
  if (field->field->kind == UMPIRE_FIELD_DIE)
    {
      const UmpireTypedDie typed = { field->field->name, _umpire_procedure_form_field_dice (self, field->field), text, FALSE };
      g_autoptr(UmpireDice) dice = umpire_dice_new_typed (&typed, 1, UMPIRE_TYPED_DICE_MIXED, NULL, error);

      return dice != NULL;
    }
  return TRUE;
}

/* Checks every field, showing each error when `show`. */
static gboolean
check_fields (UmpireProcedureForm *self,
              gboolean             show)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);
  gboolean ok = TRUE;

  for (guint i = 0; i < priv->fields->len; i++)
    {
      g_autoptr(GError) error = NULL;

      if (_umpire_procedure_form_check_field (self, g_ptr_array_index (priv->fields, i), &error))
        continue;
      ok = FALSE;
      if (!show)
        break;
      show_error (self, error);
    }
  return ok;
}

/* The typed dice, in the descriptor's order; empty ones rolled by the session's. */
static UmpireDice *
typed_dice (UmpireProcedureForm  *self,
            GError              **error)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);
  g_autoptr(GArray) typed = g_array_new (FALSE, FALSE, sizeof (UmpireTypedDie));
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < priv->fields->len; i++)
    {
      Field *field = g_ptr_array_index (priv->fields, i);
      UmpireTypedDie die;

      if (field->field->kind != UMPIRE_FIELD_DIE || !ADW_IS_ENTRY_ROW (field->editable))
        continue;
      g_ptr_array_add (texts, _umpire_procedure_form_entry_text (field));
      die = (UmpireTypedDie) { field->field->name, _umpire_procedure_form_field_dice (self, field->field),
                               g_ptr_array_index (texts, texts->len - 1), FALSE };
      g_array_append_val (typed, die);
    }
  if (typed->len == 0)
    return priv->dice != NULL ? g_object_ref (priv->dice) : NULL;
  return umpire_dice_new_typed ((const UmpireTypedDie *) (gpointer) typed->data, typed->len,
                                UMPIRE_TYPED_DICE_MIXED, priv->dice, error);
}

static UmpireResult *
run (UmpireProcedureForm  *self,
     UmpireDice           *dice,
     GError              **error)
{
  UmpireResult *result;

  result = UMPIRE_PROCEDURE_FORM_GET_CLASS (self)->run (self, dice, error);
  g_return_val_if_fail (result != NULL || error == NULL || *error != NULL, NULL);
  return result;
}

static UmpireResult *
umpire_procedure_form_real_run (UmpireProcedureForm  *self,
                                UmpireDice           *dice,
                                GError              **error)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  if (priv->run == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("This form cannot be worked out"));
      return NULL;
    }
  return priv->run (self, dice, priv->run_data, error);
}

/* ---- the odds ----------------------------------------------------------- */

static UmpireResult *
run_for_odds (gpointer     data,
              UmpireDice  *dice,
              GError     **error)
{
  return run (UMPIRE_PROCEDURE_FORM (data), dice, error);
}

static gboolean
update_odds (gpointer data)
{
  UmpireProcedureForm *self = data;
  UmpireProcedureFormPrivate *priv = PRIV (self);
  g_autoptr(UmpireOdds) odds = NULL;
  g_autoptr(GError) error = NULL;

  priv->odds_source = 0;
  if (priv->odds_value == NULL || priv->rules == NULL || !check_fields (self, FALSE))
    {
      gtk_widget_set_visible (GTK_WIDGET (priv->odds_view), FALSE);
      return G_SOURCE_REMOVE;
    }
  odds = umpire_odds_compute (run_for_odds, self, ODDS_MAX_PATHS, &error);
  /* A procedure that rolls nothing has no odds to show. */
  gtk_widget_set_visible (GTK_WIDGET (priv->odds_view),
                          odds != NULL && umpire_odds_get_n_paths (odds) > 1 &&
                          umpire_odds_get_outcomes (odds, priv->odds_value) != NULL);
  if (odds != NULL)
    umpire_odds_view_set_odds (priv->odds_view, odds, priv->odds_value, priv->rules);
  return G_SOURCE_REMOVE;
}

void
_umpire_procedure_form_queue_odds (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  if (priv->odds_value != NULL && priv->odds_source == 0)
    priv->odds_source = g_idle_add_full (G_PRIORITY_LOW, update_odds, self, NULL);
}

/* ---- changes and submitting --------------------------------------------- */

void
_umpire_procedure_form_changed (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  if (priv->quiet > 0)
    return;
  /* The result shown no longer answers the form. */
  if (priv->result != NULL)
    umpire_result_view_set_stale (priv->result_view, TRUE);
  _umpire_procedure_form_queue_odds (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
_umpire_procedure_form_on_field_changed (Field *field)
{
  /* A changed field loses its mark (a switch's row is not watched by umpire-form). */
  umpire_form_clear_error (_umpire_procedure_form_mark_widget (field));
  _umpire_procedure_form_changed (field->form);
}

void
_umpire_procedure_form_on_entry_activated (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  /* At once, as the button's click would (its activate waits for its animation). */
  if (gtk_widget_is_sensitive (GTK_WIDGET (priv->submit_button)))
    umpire_procedure_form_submit (self);
}

static void
on_submit_clicked (UmpireProcedureForm *self)
{
  umpire_procedure_form_submit (self);
}

gboolean
umpire_procedure_form_validate (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), FALSE);

  clear_errors (self);
  return check_fields (self, TRUE);
}

gboolean
umpire_procedure_form_submit (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv;
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;

  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), FALSE);
  priv = PRIV (self);

  /* Every field is checked before anything is rolled or recorded. */
  if (!umpire_procedure_form_validate (self) ||
      (dice = typed_dice (self, &error)) == NULL ||
      (result = run (self, dice, &error)) == NULL)
    {
      if (error != NULL)
        show_error (self, error);
      else if (priv->error_text == NULL)
        {
          umpire_input_error (&error, UMPIRE_INPUT_ERROR_INVALID, NULL, _("No dice to roll"));
          show_error (self, error);
        }
      /* No result stands beside an error. */
      umpire_procedure_form_clear_result (self);
      return FALSE;
    }

  g_set_object (&priv->result, result);
  umpire_result_view_set_result (priv->result_view, result);
  umpire_result_view_set_stale (priv->result_view, FALSE);
  /* Dice typed in served this result: the next one rolls its own. */
  priv->quiet++;
  for (guint i = 0; i < priv->fields->len; i++)
    {
      Field *field = g_ptr_array_index (priv->fields, i);

      if (field->field->kind == UMPIRE_FIELD_DIE && ADW_IS_ENTRY_ROW (field->editable))
        gtk_editable_set_text (GTK_EDITABLE (field->editable), "");
    }
  priv->quiet--;
  if (priv->session != NULL)
    umpire_session_record (priv->session, result, NULL, UMPIRE_SIDE_NONE);
  g_signal_emit (self, signals[SIGNAL_RECORDED], 0, result);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
  return TRUE;
}

void
umpire_procedure_form_show_error (UmpireProcedureForm *self,
                                  const GError        *error)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  g_return_if_fail (error != NULL);

  show_error (self, error);
}

void
umpire_procedure_form_clear_result (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv;

  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  priv = PRIV (self);

  umpire_result_view_set_result (priv->result_view, NULL);
  umpire_result_view_set_stale (priv->result_view, FALSE);
  if (priv->result != NULL)
    {
      g_clear_object (&priv->result);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
    }
}

/* ---- the session -------------------------------------------------------- */

/* Fills the fields that follow `property` of the scenario (NULL: every one). */
static void
fill_from_scenario (UmpireProcedureForm *self,
                    const char          *property)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  for (guint i = 0; priv->scenario != NULL && i < priv->fills->len; i++)
    {
      const ScenarioFill *fill = g_ptr_array_index (priv->fills, i);
      const char *name = fill->name;
      const char *from = fill->property;
      Field *field = _umpire_procedure_form_find_field (self, name);
      g_autofree char *shown = NULL;
      char text[16];
      int value = 0;

      if (field == NULL || (property != NULL && !g_str_equal (property, from)))
        continue;
      g_object_get (priv->scenario, from, &value, NULL);
      if (field->field->min != field->field->max && (value < field->field->min || value > field->field->max))
        continue;
      g_snprintf (text, sizeof text, "%d", value);
      shown = umpire_procedure_form_dup_value (self, name);
      /* Unchanged: the result shown stays current. */
      if (g_strcmp0 (shown, text) != 0)
        umpire_procedure_form_set_value (self, name, text);
    }
}

static void
on_scenario_notify (UmpireProcedureForm *self,
                    GParamSpec          *pspec)
{
  fill_from_scenario (self, pspec->name);
}

static void
follow_scenario (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);
  UmpireScenario *scenario = priv->session != NULL ? umpire_session_get_scenario (priv->session) : NULL;

  if (priv->scenario != NULL)
    g_signal_handlers_disconnect_by_func (priv->scenario, on_scenario_notify, self);
  g_set_object (&priv->scenario, scenario);
  if (scenario != NULL)
    g_signal_connect_object (scenario, "notify", G_CALLBACK (on_scenario_notify), self, G_CONNECT_SWAPPED);
  fill_from_scenario (self, NULL);
}

UmpireSession *
umpire_procedure_form_get_session (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->session;
}

void
umpire_procedure_form_set_session (UmpireProcedureForm *self,
                                   UmpireSession       *session)
{
  UmpireProcedureFormPrivate *priv;

  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  g_return_if_fail (session == NULL || UMPIRE_IS_SESSION (session));
  priv = PRIV (self);

  if (priv->session == session)
    return;
  if (priv->session != NULL)
    g_signal_handlers_disconnect_by_func (priv->session, follow_scenario, self);
  g_set_object (&priv->session, session);
  if (session != NULL)
    g_signal_connect_object (session, "notify::scenario", G_CALLBACK (follow_scenario), self, G_CONNECT_SWAPPED);
  follow_scenario (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

void
umpire_procedure_form_fill_from_scenario (UmpireProcedureForm *self,
                                          const char          *name,
                                          const char          *property)
{
  gpointer klass;
  GParamSpec *pspec;
  ScenarioFill *fill;

  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  g_return_if_fail (name != NULL && property != NULL);
  klass = g_type_class_ref (UMPIRE_TYPE_SCENARIO);
  pspec = g_object_class_find_property (klass, property);
  g_type_class_unref (klass);
  g_return_if_fail (pspec != NULL && pspec->value_type == G_TYPE_INT);

  fill = g_new0 (ScenarioFill, 1);
  fill->name = g_strdup (name);
  fill->property = pspec->name;
  g_ptr_array_add (PRIV (self)->fills, fill);
  fill_from_scenario (self, fill->property);
}

/* ---- GObject ------------------------------------------------------------ */

static void
umpire_procedure_form_constructed (GObject *object)
{
  UmpireProcedureForm *self = UMPIRE_PROCEDURE_FORM (object);
  UmpireProcedureFormPrivate *priv = PRIV (self);

  G_OBJECT_CLASS (umpire_procedure_form_parent_class)->constructed (object);
  umpire_result_view_set_rules (priv->result_view, priv->rules);
  _umpire_procedure_form_build_fields (self);
  umpire_form_tame_wheel (GTK_WIDGET (self));
}

static void
umpire_procedure_form_dispose (GObject *object)
{
  UmpireProcedureForm *self = UMPIRE_PROCEDURE_FORM (object);
  UmpireProcedureFormPrivate *priv = PRIV (self);

  g_clear_handle_id (&priv->odds_source, g_source_remove);
  if (priv->session != NULL)
    g_signal_handlers_disconnect_by_func (priv->session, follow_scenario, self);
  if (priv->scenario != NULL)
    g_signal_handlers_disconnect_by_func (priv->scenario, on_scenario_notify, self);
  g_clear_object (&priv->session);
  g_clear_object (&priv->scenario);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_PROCEDURE_FORM);
  g_clear_pointer (&priv->fields, g_ptr_array_unref);
  g_clear_pointer (&priv->leading, g_ptr_array_unref);
  g_clear_object (&priv->rules);
  g_clear_object (&priv->dice);
  g_clear_object (&priv->result);
  G_OBJECT_CLASS (umpire_procedure_form_parent_class)->dispose (object);
}

static void
umpire_procedure_form_finalize (GObject *object)
{
  UmpireProcedureFormPrivate *priv = PRIV (UMPIRE_PROCEDURE_FORM (object));

  g_array_unref (priv->sections);
  g_ptr_array_unref (priv->fills);
  g_free (priv->error_text);
  g_free (priv->odds_value);
  G_OBJECT_CLASS (umpire_procedure_form_parent_class)->finalize (object);
}

static void
umpire_procedure_form_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  UmpireProcedureFormPrivate *priv = PRIV (UMPIRE_PROCEDURE_FORM (object));

  switch (prop_id)
    {
    case PROP_INFO: g_value_set_pointer (value, (gpointer) priv->info); break;
    case PROP_RULES: g_value_set_object (value, priv->rules); break;
    case PROP_DICE: g_value_set_object (value, priv->dice); break;
    case PROP_RESULT: g_value_set_object (value, priv->result); break;
    case PROP_SESSION: g_value_set_object (value, priv->session); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_procedure_form_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  UmpireProcedureFormPrivate *priv = PRIV (UMPIRE_PROCEDURE_FORM (object));

  switch (prop_id)
    {
    case PROP_INFO:
      priv->info = g_value_get_pointer (value);
      /* The odds before the roll: of what the descriptor says came of it,
       * unless the page picks another value. */
      if (priv->info != NULL && priv->info->outcome != NULL && priv->odds_value == NULL)
        priv->odds_value = g_strdup (priv->info->outcome[0]);
      break;
    case PROP_RULES: priv->rules = g_value_dup_object (value); break;
    case PROP_DICE: priv->dice = g_value_dup_object (value); break;
    case PROP_SESSION: umpire_procedure_form_set_session (UMPIRE_PROCEDURE_FORM (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_procedure_form_class_init (UmpireProcedureFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_procedure_form_constructed;
  object_class->dispose = umpire_procedure_form_dispose;
  object_class->finalize = umpire_procedure_form_finalize;
  object_class->get_property = umpire_procedure_form_get_property;
  object_class->set_property = umpire_procedure_form_set_property;
  klass->run = umpire_procedure_form_real_run;

  /* The procedure's descriptor (a const UmpireProcedureInfo *). */
  properties[PROP_INFO] =
    g_param_spec_pointer ("info", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL, UMPIRE_TYPE_RULES,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* The session's dice, rolled for the die fields left empty. */
  properties[PROP_DICE] =
    g_param_spec_object ("dice", NULL, NULL, UMPIRE_TYPE_DICE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESULT] =
    g_param_spec_object ("result", NULL, NULL, UMPIRE_TYPE_RESULT,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Where results are recorded; the window hands its own to the page. */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, UMPIRE_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A field _umpire_procedure_form_changed (by the umpire or the page). */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A result was shown (and recorded, with a session): for the page. */
  signals[SIGNAL_RECORDED] =
    g_signal_new ("recorded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, UMPIRE_TYPE_RESULT);

  g_type_ensure (UMPIRE_TYPE_COLUMNS);
  g_type_ensure (UMPIRE_TYPE_ODDS_VIEW);
  g_type_ensure (UMPIRE_TYPE_RESULT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/gnome/Umpire/ui/umpire-procedure-form.ui");
  gtk_widget_class_bind_template_child_private (widget_class, UmpireProcedureForm, description_label);
  gtk_widget_class_bind_template_child_private (widget_class, UmpireProcedureForm, columns);
  gtk_widget_class_bind_template_child_private (widget_class, UmpireProcedureForm, chart_box);
  gtk_widget_class_bind_template_child_private (widget_class, UmpireProcedureForm, odds_view);
  gtk_widget_class_bind_template_child_private (widget_class, UmpireProcedureForm, error_label);
  gtk_widget_class_bind_template_child_private (widget_class, UmpireProcedureForm, action_box);
  gtk_widget_class_bind_template_child_private (widget_class, UmpireProcedureForm, submit_button);
  gtk_widget_class_bind_template_child_private (widget_class, UmpireProcedureForm, result_view);
  gtk_widget_class_bind_template_callback (widget_class, on_submit_clicked);
}

static void
umpire_procedure_form_init (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  priv->fields = g_ptr_array_new_with_free_func (field_free);
  priv->fills = g_ptr_array_new_with_free_func (scenario_fill_free);
  priv->sections = g_array_new (FALSE, FALSE, sizeof (Section));
  priv->leading = g_ptr_array_new_with_free_func (g_object_unref);
  gtk_widget_init_template (GTK_WIDGET (self));
  _umpire_procedure_form_add_section_box (self, NULL);
}
