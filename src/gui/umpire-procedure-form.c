/* umpire-procedure-form.c: one form for any procedure, from its descriptor
 *
 * The fields are an UmpireFieldRows of the descriptor's inputs; the form
 * places them in its groups, runs, shows and records.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-columns.h"
#include "umpire-form-groups.h"
#include "umpire-form.h"
#include "umpire-input-error.h"
#include "umpire-inputs.h"
#include "umpire-odds-view.h"
#include "umpire-odds-worker.h"
#include "umpire-odds.h"
#include "umpire-procedure-form.h"
#include "umpire-scenario-fill.h"
#include "umpire-state-fill.h"

/* Odds are worked out as the umpire types: only while that stays quick. */
#define ODDS_MAX_PATHS 5000

typedef struct
{
  const UmpireProcedureInfo *info;
  UmpireRules               *rules;
  UmpireDice                *dice;
  UmpireResult              *result;
  UmpireFieldRows           *fields;
  UmpireSession             *session;     /* recorded into; NULL: results only shown */
  UmpireScenarioFill        *fills;       /* fields that start from its scenario */
  UmpireStateFill           *state_fill;  /* inputs the battle's state gives */
  UmpireFormGroups          *groups;      /* where the rows stand */
  UmpireProcedureFormContext context;
  gpointer                   context_data;
  char                      *error_text;
  char                      *odds_value;
  guint                      odds_source;
  UmpireOddsWorker          *odds_worker;  /* the odds on their thread */

  GtkLabel                  *description_label;
  UmpireColumns             *columns;
  GtkBox                    *chart_box;
  UmpireOddsView            *odds_view;
  GtkLabel                  *error_label;
  UmpireColumns             *action_box;
  GtkButton                 *submit_button;
  UmpireResultView          *result_view;
} UmpireProcedureFormPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (UmpireProcedureForm, umpire_procedure_form, ADW_TYPE_BIN)

#define PRIV(self) ((UmpireProcedureFormPrivate *) umpire_procedure_form_get_instance_private (self))

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

static gboolean
has_input (UmpireProcedureForm *self,
           const char          *name)
{
  if (umpire_procedure_info_find_input (PRIV (self)->info, name) != NULL)
    return TRUE;
  g_critical ("%s has no input %s", PRIV (self)->info ? PRIV (self)->info->id : "?", name);
  return FALSE;
}

/* Puts every row in its group, in the descriptor's order. */
static void
lay_out (UmpireProcedureForm *self)
{
  umpire_form_groups_lay_out (PRIV (self)->groups, PRIV (self)->info, PRIV (self)->fields);
}

/* ---- errors ------------------------------------------------------------- */

static void
clear_errors (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  umpire_field_rows_clear_errors (priv->fields);
  gtk_widget_set_visible (GTK_WIDGET (priv->error_label), FALSE);
  g_clear_pointer (&priv->error_text, g_free);
}

/* Shows `error` under the field it names, else under the form. */
static void
show_error (UmpireProcedureForm *self,
            const GError        *error)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);
  g_autofree char *text = umpire_field_rows_show_error (priv->fields, NULL, error, priv->error_label);

  if (priv->error_text == NULL)
    priv->error_text = g_steal_pointer (&text);
}

/* Checks every field, showing each error when `show`. */
static gboolean
check_fields (UmpireProcedureForm *self,
              gboolean             show)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);
  gboolean ok = umpire_field_rows_validate (priv->fields, NULL, show);

  /* The first error shown, in words, is the form's. */
  for (const UmpireField *f = priv->info ? priv->info->inputs : NULL;
       !ok && show && priv->error_text == NULL && f != NULL && f->name != NULL; f++)
    if (umpire_field_rows_get_error (priv->fields, NULL, f->name) != NULL)
      priv->error_text = g_strdup (umpire_field_rows_get_error (priv->fields, NULL, f->name));
  return ok;
}

static UmpireResult *
run_procedure (UmpireProcedureForm  *self,
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
  g_autoptr(GHashTable) inputs = NULL;

  if (priv->info == NULL || priv->info->run == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("This form cannot be worked out"));
      return NULL;
    }
  if ((inputs = umpire_procedure_form_dup_inputs (self, error)) == NULL)
    return NULL;
  return umpire_procedure_run (priv->info, priv->rules, inputs, dice, error);
}

/* ---- the odds ----------------------------------------------------------- */

static UmpireResult *
run_for_odds (gpointer     data,
              UmpireDice  *dice,
              GError     **error)
{
  return run_procedure (UMPIRE_PROCEDURE_FORM (data), dice, error);
}

static void
on_odds_ready (gpointer      owner,
               UmpireOdds   *odds,
               const GError *error)
{
  UmpireProcedureForm *self = owner;
  UmpireProcedureFormPrivate *priv = PRIV (self);

  /* A procedure that rolls nothing has no odds to show. */
  gtk_widget_set_visible (GTK_WIDGET (priv->odds_view),
                          odds != NULL && umpire_odds_get_n_paths (odds) > 1 &&
                          umpire_odds_get_outcomes (odds, priv->odds_value) != NULL);
  if (odds != NULL)
    umpire_odds_view_set_odds (priv->odds_view, odds, priv->odds_value, priv->rules);
}

static gboolean
update_odds (gpointer data)
{
  UmpireProcedureForm *self = data;
  UmpireProcedureFormPrivate *priv = PRIV (self);

  priv->odds_source = 0;
  if (priv->odds_value == NULL || priv->rules == NULL || !check_fields (self, FALSE))
    {
      /* Odds still being worked out are for fields that no longer stand. */
      if (priv->odds_worker != NULL)
        umpire_odds_worker_cancel (priv->odds_worker);
      gtk_widget_set_visible (GTK_WIDGET (priv->odds_view), FALSE);
      return G_SOURCE_REMOVE;
    }
  /* Worked out off the main thread; a newer change drops them. */
  if (priv->odds_worker == NULL)
    priv->odds_worker = umpire_odds_worker_new (self, on_odds_ready);
  umpire_odds_worker_start (priv->odds_worker, run_for_odds, self, priv->rules, ODDS_MAX_PATHS);
  return G_SOURCE_REMOVE;
}

static void
queue_odds (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  if (priv->odds_value != NULL && priv->odds_source == 0)
    priv->odds_source = g_idle_add_full (G_PRIORITY_LOW, update_odds, self, NULL);
}

/* ---- changes and submitting --------------------------------------------- */

/* A field changed, by the umpire or the page: the result is out of date,
 * the odds follow. */
static void
on_fields_changed (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  if (priv->result != NULL)
    umpire_result_view_set_stale (priv->result_view, TRUE);
  queue_odds (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
on_fields_activate (UmpireProcedureForm *self)
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
      (dice = umpire_field_rows_dup_dice (priv->fields, NULL, priv->dice, &error)) == NULL ||
      (result = run_procedure (self, dice, &error)) == NULL)
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
  umpire_field_rows_clear_dice (priv->fields);
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

/* ---- shaping the form --------------------------------------------------- */

GtkWidget *
umpire_procedure_form_new (const UmpireProcedureInfo *info,
                           UmpireRules               *rules,
                           UmpireDice                *dice)
{
  g_return_val_if_fail (info != NULL, NULL);

  return g_object_new (UMPIRE_TYPE_PROCEDURE_FORM, "info", info, "rules", rules, "dice", dice, NULL);
}

const UmpireProcedureInfo *
umpire_procedure_form_get_info (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->info;
}

UmpireRules *
umpire_procedure_form_get_rules (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->rules;
}

UmpireFieldRows *
umpire_procedure_form_get_fields (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->fields;
}

void
umpire_procedure_form_set_context (UmpireProcedureForm        *self,
                                   UmpireProcedureFormContext  context,
                                   gpointer                    data)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));

  PRIV (self)->context = context;
  PRIV (self)->context_data = data;
  queue_odds (self);
}

void
umpire_procedure_form_set_field_flags (UmpireProcedureForm  *self,
                                       const char           *name,
                                       UmpireFormFieldFlags  flags)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  if (!has_input (self, name))
    return;
  umpire_field_rows_set_flags (PRIV (self)->fields, NULL, name, flags);
  lay_out (self);
}

void
umpire_procedure_form_set_choices (UmpireProcedureForm *self,
                                   const char          *name,
                                   const char * const  *ids,
                                   const char          *none_label)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  if (has_input (self, name))
    umpire_field_rows_set_choices (PRIV (self)->fields, NULL, name, ids, none_label);
}

void
umpire_procedure_form_set_field_hint (UmpireProcedureForm *self,
                                      const char          *name,
                                      const char          *hint)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  if (has_input (self, name))
    umpire_field_rows_set_hint (PRIV (self)->fields, NULL, name, hint);
}

void
umpire_procedure_form_set_field_row (UmpireProcedureForm *self,
                                     const char          *name,
                                     GtkWidget           *row)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  g_return_if_fail (GTK_IS_LIST_BOX_ROW (row));
  if (!has_input (self, name))
    return;
  umpire_field_rows_set_widget (PRIV (self)->fields, NULL, name, row);
  lay_out (self);
}

void
umpire_procedure_form_add_leading_row (UmpireProcedureForm *self,
                                       GtkWidget           *row)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  g_return_if_fail (GTK_IS_LIST_BOX_ROW (row));

  umpire_form_groups_add_leading (PRIV (self)->groups, row);
  lay_out (self);
}

void
umpire_procedure_form_add_section (UmpireProcedureForm *self,
                                   const char          *title,
                                   const char * const  *names)
{
  guint group;

  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));

  group = umpire_form_groups_add (PRIV (self)->groups, title);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    if (has_input (self, names[i]))
      umpire_form_groups_assign (PRIV (self)->groups, umpire_procedure_info_find_input (PRIV (self)->info, names[i])->name,
                                 group);
  lay_out (self);
}

void
umpire_procedure_form_set_description (UmpireProcedureForm *self,
                                       const char          *text)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));

  gtk_label_set_text (PRIV (self)->description_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (PRIV (self)->description_label), text != NULL && *text != '\0');
}

void
umpire_procedure_form_set_submit_label (UmpireProcedureForm *self,
                                        const char          *label)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  gtk_button_set_label (PRIV (self)->submit_button, label);
  umpire_form_name_from_labels (GTK_WIDGET (PRIV (self)->submit_button));
}

void
umpire_procedure_form_add_action (UmpireProcedureForm *self,
                                  GtkWidget           *widget)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  if (gtk_widget_get_halign (widget) == GTK_ALIGN_FILL)
    gtk_widget_set_halign (widget, GTK_ALIGN_START);
  umpire_columns_append (PRIV (self)->action_box, widget);
}

void
umpire_procedure_form_set_chart (UmpireProcedureForm *self,
                                 GtkWidget           *chart)
{
  GtkWidget *old;

  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));

  while ((old = gtk_widget_get_first_child (GTK_WIDGET (PRIV (self)->chart_box))) != NULL)
    gtk_box_remove (PRIV (self)->chart_box, old);
  if (chart != NULL)
    gtk_box_append (PRIV (self)->chart_box, chart);
  gtk_widget_set_visible (GTK_WIDGET (PRIV (self)->chart_box), chart != NULL);
}

void
umpire_procedure_form_set_odds_value (UmpireProcedureForm *self,
                                      const char          *name)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));

  g_free (PRIV (self)->odds_value);
  PRIV (self)->odds_value = g_strdup (name);
  queue_odds (self);
}

const char *
umpire_procedure_form_get_odds_value (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->odds_value;
}

/* ---- values ------------------------------------------------------------- */

char *
umpire_procedure_form_dup_value (UmpireProcedureForm *self,
                                 const char          *name)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return umpire_field_rows_dup_value (PRIV (self)->fields, NULL, name);
}

void
umpire_procedure_form_set_value (UmpireProcedureForm *self,
                                 const char          *name,
                                 const char          *value)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  if (has_input (self, name))
    umpire_field_rows_set_value (PRIV (self)->fields, NULL, name, value);
}

void
umpire_procedure_form_carry_value (UmpireProcedureForm *self,
                                   const char          *name,
                                   const char          *value)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));

  umpire_field_rows_freeze (PRIV (self)->fields);
  umpire_procedure_form_set_value (self, name, value);
  umpire_field_rows_thaw (PRIV (self)->fields);
}

GHashTable *
umpire_procedure_form_dup_inputs (UmpireProcedureForm  *self,
                                  GError              **error)
{
  UmpireProcedureFormPrivate *priv;
  g_autoptr(GHashTable) inputs = NULL;

  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  priv = PRIV (self);

  inputs = umpire_field_rows_dup_inputs (priv->fields, NULL, priv->info);
  if (priv->context != NULL && !priv->context (self, inputs, priv->context_data, error))
    return NULL;
  return g_steal_pointer (&inputs);
}

double
umpire_procedure_form_get_number (UmpireProcedureForm *self,
                                  const char          *name)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), 0);
  return umpire_field_rows_get_number (PRIV (self)->fields, NULL, name);
}

gboolean
umpire_procedure_form_get_flag (UmpireProcedureForm *self,
                                const char          *name)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), FALSE);
  return umpire_field_rows_get_flag (PRIV (self)->fields, NULL, name);
}

const char *
umpire_procedure_form_get_choice (UmpireProcedureForm *self,
                                  const char          *name)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return umpire_field_rows_get_choice (PRIV (self)->fields, NULL, name);
}

GtkWidget *
umpire_procedure_form_get_field (UmpireProcedureForm *self,
                                 const char          *name)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return umpire_field_rows_get_field (PRIV (self)->fields, NULL, name);
}

const char *
umpire_procedure_form_get_field_error (UmpireProcedureForm *self,
                                       const char          *name)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return umpire_field_rows_get_error (PRIV (self)->fields, NULL, name);
}

UmpireResult *
umpire_procedure_form_get_result (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->result;
}

const char *
umpire_procedure_form_get_error (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->error_text;
}

UmpireResultView *
umpire_procedure_form_get_result_view (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->result_view;
}

/* ---- the session -------------------------------------------------------- */

/* The inputs the battle's state gives follow the session's scenario. */
static void
follow_scenario (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  umpire_state_fill_set_scenario (priv->state_fill,
                                  priv->session != NULL ? umpire_session_get_scenario (priv->session) : NULL);
}

const char *
umpire_procedure_form_get_field_source (UmpireProcedureForm *self,
                                        const char          *name)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return umpire_state_fill_get_source (PRIV (self)->state_fill, NULL, name);
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
  umpire_scenario_fill_set_session (priv->fills, session);
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
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  umpire_scenario_fill_add (PRIV (self)->fills, name, property);
}

/* ---- GObject ------------------------------------------------------------ */

static void
umpire_procedure_form_constructed (GObject *object)
{
  UmpireProcedureForm *self = UMPIRE_PROCEDURE_FORM (object);
  UmpireProcedureFormPrivate *priv = PRIV (self);

  G_OBJECT_CLASS (umpire_procedure_form_parent_class)->constructed (object);

  umpire_result_view_set_rules (priv->result_view, priv->rules);
  priv->fields = umpire_field_rows_new (priv->rules);
  /* Inputs a procedure may go without (the roster units it names, from the
   * battle's state) stay hidden until the page shows them, with a picker. */
  for (const UmpireField *f = priv->info ? priv->info->inputs : NULL; f != NULL && f->name != NULL; f++)
    umpire_field_rows_add (priv->fields, NULL, NULL, f, f->optional ? UMPIRE_FORM_FIELD_HIDDEN : 0);
  g_signal_connect_object (priv->fields, "changed", G_CALLBACK (on_fields_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (priv->fields, "activate", G_CALLBACK (on_fields_activate), self, G_CONNECT_SWAPPED);
  priv->fills = umpire_scenario_fill_new (priv->fields);
  /* What the battle's state gives is pre-filled; the odds follow it, the
   * result shown stays current (it made that state). */
  priv->state_fill = umpire_state_fill_new (priv->fields);
  if (priv->info != NULL)
    umpire_state_fill_add (priv->state_fill, NULL, UMPIRE_SIDE_NONE, priv->info);
  g_signal_connect_object (priv->state_fill, "filled", G_CALLBACK (queue_odds), self, G_CONNECT_SWAPPED);
  lay_out (self);
  umpire_form_tame_wheel (GTK_WIDGET (self));
}

static void
umpire_procedure_form_dispose (GObject *object)
{
  UmpireProcedureForm *self = UMPIRE_PROCEDURE_FORM (object);
  UmpireProcedureFormPrivate *priv = PRIV (self);

  g_clear_handle_id (&priv->odds_source, g_source_remove);
  g_clear_pointer (&priv->odds_worker, umpire_odds_worker_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_PROCEDURE_FORM);
  g_clear_object (&priv->fills);
  g_clear_object (&priv->state_fill);
  if (priv->session != NULL)
    g_signal_handlers_disconnect_by_func (priv->session, follow_scenario, self);
  g_clear_object (&priv->session);
  g_clear_object (&priv->fields);
  g_clear_pointer (&priv->groups, umpire_form_groups_free);
  g_clear_object (&priv->rules);
  g_clear_object (&priv->dice);
  g_clear_object (&priv->result);
  G_OBJECT_CLASS (umpire_procedure_form_parent_class)->dispose (object);
}

static void
umpire_procedure_form_finalize (GObject *object)
{
  UmpireProcedureFormPrivate *priv = PRIV (UMPIRE_PROCEDURE_FORM (object));

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
    case PROP_SESSION:
      umpire_procedure_form_set_session (UMPIRE_PROCEDURE_FORM (object), g_value_get_object (value));
      break;
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

  /* A field changed (by the umpire or the page). */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A result was shown (and recorded, with a session): for the page. */
  signals[SIGNAL_RECORDED] =
    g_signal_new ("recorded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, UMPIRE_TYPE_RESULT);

  g_type_ensure (UMPIRE_TYPE_COLUMNS);
  g_type_ensure (UMPIRE_TYPE_ODDS_VIEW);
  g_type_ensure (UMPIRE_TYPE_RESULT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/umpire_wargames/Umpire/ui/umpire-procedure-form.ui");
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

  gtk_widget_init_template (GTK_WIDGET (self));
  priv->groups = umpire_form_groups_new (priv->columns);
}
