/* umpire-procedure-form-private.h: what the form's two files share
 *
 * umpire-procedure-form.c builds, checks and submits; -fields.c shapes the
 * form for a page and reads and writes its values.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-columns.h"
#include "umpire-odds-view.h"
#include "umpire-procedure-form.h"
#include "umpire-session.h"

G_BEGIN_DECLS

typedef struct
{
  UmpireProcedureForm  *form;
  const UmpireField    *field;
  UmpireFormFieldFlags  flags;
  guint                 section;     /* 0: the form's first group */
  GtkWidget            *row;         /* the row in its group */
  GtkWidget            *editable;    /* what the umpire edits; errors are marked on it */
  GtkWidget            *error_row;   /* under `row`, shown with its label */
  GtkLabel             *error_label;
  GtkWidget            *hint_label;  /* a row's suffix, for entry rows */
  GStrv                 ids;         /* CHOICE: the id behind each item; "" is "none" */
  char                 *none_label;
} Field;

/* Field `name` takes the scenario's `property` (an interned name). */
typedef struct
{
  char       *name;
  const char *property;
} ScenarioFill;

typedef struct
{
  GtkWidget  *box;
  GtkListBox *list;
} Section;

typedef struct
{
  const UmpireProcedureInfo *info;
  UmpireRules               *rules;
  UmpireDice                *dice;
  UmpireResult              *result;
  UmpireSession             *session;   /* recorded into; NULL: results only shown */
  UmpireScenario            *scenario;  /* the session's, followed for `fills` */
  GPtrArray                 *fills;     /* ScenarioFill*: fields that follow the scenario */
  GPtrArray                 *fields;    /* Field* */
  GArray                    *sections;  /* Section */
  GPtrArray                 *leading;   /* GtkWidget* rows before the fields */
  UmpireProcedureFormRun     run;
  gpointer                   run_data;
  char                      *error_text;
  char                      *odds_value;
  guint                      odds_source;
  guint                      quiet;     /* changes made by the form itself */

  GtkLabel                  *description_label;
  UmpireColumns             *columns;
  GtkBox                    *chart_box;
  UmpireOddsView            *odds_view;
  GtkLabel                  *error_label;
  UmpireColumns             *action_box;
  GtkButton                 *submit_button;
  UmpireResultView          *result_view;
} UmpireProcedureFormPrivate;

UmpireProcedureFormPrivate *_umpire_procedure_form_get_private (UmpireProcedureForm *self);
#define PRIV(self) (_umpire_procedure_form_get_private (self))

Field       *_umpire_procedure_form_find_field      (UmpireProcedureForm *self,
                                                     const char          *name);
/* The widget an error on `field` is marked on: a switch's row, else the field. */
GtkWidget   *_umpire_procedure_form_mark_widget     (Field               *field);
const char  *_umpire_procedure_form_field_dice      (UmpireProcedureForm *self,
                                                     const UmpireField   *field);
/* Every id a choice may take: its words, then its table's rows or columns. */
GStrv        _umpire_procedure_form_default_choices (UmpireProcedureForm *self,
                                                     const UmpireField   *field);
void         _umpire_procedure_form_fill_choice     (UmpireProcedureForm *self,
                                                     Field               *field,
                                                     GStrv                ids);
void         _umpire_procedure_form_set_hint        (Field               *field,
                                                     const char          *text);
guint        _umpire_procedure_form_add_section_box (UmpireProcedureForm *self,
                                                     const char          *title);
/* Puts every row in its group, in the descriptor's order. */
void         _umpire_procedure_form_lay_out         (UmpireProcedureForm *self);
char        *_umpire_procedure_form_entry_text      (Field               *field);
/* Checks one field; FALSE and an error naming it. */
gboolean     _umpire_procedure_form_check_field     (UmpireProcedureForm *self,
                                                     Field               *field,
                                                     GError             **error);
gboolean     _umpire_procedure_form_parse_number    (Field               *field,
                                                     const char          *text,
                                                     double              *out,
                                                     GError             **error);
/* Builds a row for each input of the descriptor. */
void         _umpire_procedure_form_build_fields    (UmpireProcedureForm *self);
void         _umpire_procedure_form_on_field_changed (Field              *field);
void         _umpire_procedure_form_on_entry_activated (UmpireProcedureForm *self);
/* A field changed: the result is out of date, the odds follow. */
void         _umpire_procedure_form_changed         (UmpireProcedureForm *self);
void         _umpire_procedure_form_queue_odds      (UmpireProcedureForm *self);

G_END_DECLS
