/* umpire-setup-step.h: one step of the 1916 setup assistant
 *
 * A step is a widget over the UmpireSetupSequence of the scenario shown: it
 * rolls its step for each side through umpire_setup_step_run, which checks
 * every field first, records every die of the action or none, shows an error
 * beside the field it names (in words, cleared when the field changes), and
 * clears the dice typed in once a result is recorded. Enter in a field
 * rolls.
 *
 * Its fields are the same field rows as every procedure form's
 * (UmpireFieldRows): rows built from its procedure's inputs, or widgets of
 * its own, each under the name the procedure gives it ("barrage-die",
 * "dice", "units") for its side, so errors find them and tests read them
 * without widget names. Its rule reference is its procedure's, from the
 * rules database.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-field-rows.h"
#include "umpire-result-view.h"
#include "umpire-rules.h"
#include "umpire-setup-sequence.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_SETUP_STEP (umpire_setup_step_get_type ())
G_DECLARE_DERIVABLE_TYPE (UmpireSetupStep, umpire_setup_step, UMPIRE, SETUP_STEP, GtkWidget)

struct _UmpireSetupStepClass
{
  GtkWidgetClass parent_class;

  const char                *title;    /* N_() marked: "Heavy Weapons" */
  const UmpireProcedureInfo *info;     /* the procedure it rolls, whose rule reference it shows */
  const char * const        *steps;    /* else the 1916.setup-sequence steps it covers, for theirs */
  gboolean                   per_side; /* roll is called for the attacker, then the defender;
                                        * else once, for UMPIRE_SIDE_NONE */

  /* Builds the fields, once the rules are known. */
  void     (*build)   (UmpireSetupStep *self);
  /* Another sequence (another scenario): bind what shows its header. */
  void     (*bind)    (UmpireSetupStep     *self,
                       UmpireSetupSequence *sequence);
  /* One side's part of the action, through the sequence. */
  gboolean (*roll)    (UmpireSetupStep *self,
                       UmpireSide       side,
                       GError         **error);
  /* The log or the scenario's header changed: show what is in force. */
  void     (*refresh) (UmpireSetupStep *self);
};

UmpireRules         *umpire_setup_step_get_rules    (UmpireSetupStep *self);
UmpireSetupSequence *umpire_setup_step_get_sequence (UmpireSetupStep *self);
void                 umpire_setup_step_set_sequence (UmpireSetupStep     *self,
                                                     UmpireSetupSequence *sequence);
/* The sequence's scenario; NULL without a sequence. */
UmpireScenario      *umpire_setup_step_get_scenario (UmpireSetupStep *self);
const char          *umpire_setup_step_get_title    (UmpireSetupStep *self);
/* "Setup 3", from the rules database. */
const char          *umpire_setup_step_get_rule     (UmpireSetupStep *self);
/* The same for a step's class, before any step is built (the list of steps). */
char                *umpire_setup_step_class_dup_rule (UmpireSetupStepClass *klass,
                                                       UmpireRules          *rules);

/* The step's fields; a side's are in the scope umpire_side_to_string
 * names, the step's own in scope NULL. */
UmpireFieldRows     *umpire_setup_step_get_fields   (UmpireSetupStep *self);
/* The label under the form for an error on no field shown. */
void                 umpire_setup_step_set_summary  (UmpireSetupStep *self,
                                                     GtkLabel        *summary);
/* A row for input `input` of a procedure, answering to `name` (NULL: the
 * input's) for `side`, placed in `container` (a preferences group or a
 * list) with the row its errors show in; returns what the umpire edits. */
GtkWidget           *umpire_setup_step_add_input    (UmpireSetupStep      *self,
                                                     UmpireSide            side,
                                                     const char           *name,
                                                     const UmpireField    *input,
                                                     UmpireFormFieldFlags  flags,
                                                     GtkWidget            *container);
/* `field`, a widget of the step's own, answers to `name` for `side`
 * (UMPIRE_SIDE_NONE: the step's own); with an `input` (may be NULL) it is
 * checked as one, and a die is emptied once a result is recorded. */
void                 umpire_setup_step_add_field    (UmpireSetupStep   *self,
                                                     UmpireSide         side,
                                                     const char        *name,
                                                     const UmpireField *input,
                                                     GtkWidget         *field);
void                 umpire_setup_step_remove_field (UmpireSetupStep *self,
                                                     UmpireSide       side,
                                                     const char      *name);
GtkWidget           *umpire_setup_step_get_field    (UmpireSetupStep *self,
                                                     UmpireSide       side,
                                                     const char      *name);
/* Marks the field `error` names (for `side`, else the step's own) and says
 * it under the form. */
void                 umpire_setup_step_mark_error   (UmpireSetupStep *self,
                                                     UmpireSide       side,
                                                     const GError    *error);
/* Takes every error mark and the summary away. */
void                 umpire_setup_step_clear_errors (UmpireSetupStep *self);
/* Empties every die field of the step. */
void                 umpire_setup_step_clear_dice   (UmpireSetupStep *self);

/* The one way a step rolls: every field is checked (each error shown),
 * then roll for each side, recorded all or nothing. TRUE if recorded. */
gboolean             umpire_setup_step_run          (UmpireSetupStep *self);

/* Shows `result` (NULL: none) in `view` (may be NULL) under `key`. */
void                 umpire_setup_step_show_result  (UmpireSetupStep  *self,
                                                     const char       *key,
                                                     UmpireResult     *result,
                                                     UmpireResultView *view);
/* Shows `event`'s result (a copy) under `key`; TRUE if it was not shown
 * already, so that an event already shown keeps the umpire's edits. */
gboolean             umpire_setup_step_show_event   (UmpireSetupStep  *self,
                                                     const char       *key,
                                                     UmpireEvent      *event,
                                                     UmpireResultView *view);
/* Whether `event` (may be NULL) is out of date: the battle's state says so
 * (a correction its dice could not follow, an input from the state that
 * differs) or its support chart no longer answers the header. `reason`
 * (may be NULL) receives why, when it is said, owned by the state. */
gboolean             umpire_setup_step_is_out_of_date (UmpireSetupStep  *self,
                                                       UmpireEvent      *event,
                                                       const char      **reason);
/* Why the result shown under `key` is out of date ("" when not said), or
 * NULL: it is current, or none is shown. */
const char          *umpire_setup_step_get_stale    (UmpireSetupStep *self,
                                                     const char      *key);
/* The result shown under `key`, or NULL. */
UmpireResult        *umpire_setup_step_get_result   (UmpireSetupStep *self,
                                                     const char      *key);
/* A result view labelled by the step's rules. */
UmpireResultView    *umpire_setup_step_new_view     (UmpireSetupStep *self);

/* UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER for 0, 1. */
UmpireSide           umpire_setup_side_of           (guint index);

G_END_DECLS
