/* umpire-procedure-form.h: one form for any procedure, from its descriptor
 *
 * The fields come from the procedure's UmpireProcedureInfo: a labelled row
 * per input (a number, a die, a choice of its words or of a rules table's
 * rows or columns, a yes/no switch, a text), in the descriptor's order. A die
 * field says its dice and that an empty field is rolled by Umpire.
 *
 * Submitting checks every field first; nothing is rolled or recorded until
 * all are right. An error shows under its field in the umpire's words (and
 * in the field's accessible description), and goes when the field changes.
 * Enter in a field submits. Any change marks the result shown out of date.
 * A result is shown, recorded in the form's session (the window hands it to
 * the page; without one it is only shown) and announced to the page by
 * "recorded"; the dice typed for it are then cleared.
 *
 * The fields are an UmpireFieldRows (umpire-field-rows.h) built from the
 * descriptor's inputs, which does what every field does the same way; the
 * form places them, runs, shows and records.
 *
 * Submitting runs the procedure through its descriptor (umpire_procedure_run)
 * with the inputs the fields read (umpire_procedure_form_dup_inputs), on the
 * dice typed into its die fields, the empty ones rolled. A page adds only its
 * context (umpire_procedure_form_set_context: what a row of its own holds,
 * the battle's state) and what is its own: a chart, an odds view, its own
 * rows, sections and buttons.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-descriptor.h"
#include "umpire-dice.h"
#include "umpire-field-rows.h"
#include "umpire-result.h"
#include "umpire-result-view.h"
#include "umpire-rules.h"
#include "umpire-session.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_PROCEDURE_FORM (umpire_procedure_form_get_type ())
G_DECLARE_DERIVABLE_TYPE (UmpireProcedureForm, umpire_procedure_form, UMPIRE, PROCEDURE_FORM, AdwBin)

/* The page's context of a run: adds to `inputs` (name -> text, as the
 * descriptor names them) what the form's fields do not read (a row of the
 * page's own, a figure of the battle's state), or refuses the run with an
 * error naming the field (umpire_input_error). No side effects: it is also
 * called for the odds. */
typedef gboolean (*UmpireProcedureFormContext) (UmpireProcedureForm  *form,
                                                GHashTable           *inputs,
                                                gpointer              data,
                                                GError              **error);

struct _UmpireProcedureFormClass
{
  AdwBinClass parent_class;

  UmpireResult *(*run) (UmpireProcedureForm  *self,
                        UmpireDice           *dice,
                        GError              **error);

  gpointer padding[4];
};

GtkWidget                 *umpire_procedure_form_new             (const UmpireProcedureInfo *info,
                                                                  UmpireRules               *rules,
                                                                  UmpireDice                *dice);
const UmpireProcedureInfo *umpire_procedure_form_get_info        (UmpireProcedureForm *self);
UmpireRules               *umpire_procedure_form_get_rules       (UmpireProcedureForm *self);
/* The session results are recorded into (property "session"); NULL: none. */
UmpireSession             *umpire_procedure_form_get_session     (UmpireProcedureForm *self);
void                       umpire_procedure_form_set_session     (UmpireProcedureForm *self,
                                                                  UmpireSession       *session);
/* The form's fields, one per input of the descriptor, named as its inputs. */
UmpireFieldRows           *umpire_procedure_form_get_fields      (UmpireProcedureForm *self);

/* ---- shaping the form (by the page, once) ------------------------------- */

void        umpire_procedure_form_set_context      (UmpireProcedureForm    *self,
                                                    UmpireProcedureFormContext context,
                                                    gpointer                data);
void        umpire_procedure_form_set_field_flags  (UmpireProcedureForm    *self,
                                                    const char             *name,
                                                    UmpireFormFieldFlags    flags);
/* The ids a choice offers (the rules' ids, in order) instead of all of its
 * words and its table's; `none_label` (may be NULL) heads an optional one. */
void        umpire_procedure_form_set_choices      (UmpireProcedureForm    *self,
                                                    const char             *name,
                                                    const char * const     *ids,
                                                    const char             *none_label);
/* What a field's row says under its label. */
void        umpire_procedure_form_set_field_hint   (UmpireProcedureForm    *self,
                                                    const char             *name,
                                                    const char             *hint);
/* The page's own row for input `name` (a list of switches, a picker); the
 * page reads it, the form places it and marks errors naming `name` on it. */
void        umpire_procedure_form_set_field_row    (UmpireProcedureForm    *self,
                                                    const char             *name,
                                                    GtkWidget              *row);
/* Field `name` takes the session scenario's whole-number `property` (the
 * year, the turn) when the session is set, its scenario replaced or that
 * property changed; a value outside the field's range (0: not set) leaves
 * the field as it is. */
void        umpire_procedure_form_fill_from_scenario (UmpireProcedureForm  *self,
                                                      const char           *name,
                                                      const char           *property);
/* Where field `name`'s value came from while it is the battle state's
 * ("Defender sub-units", "IR 169 figures"): every input the descriptor
 * reads from the state is pre-filled from the session's scenario and
 * follows it, until the umpire changes it. NULL: the umpire's, or none. */
const char *umpire_procedure_form_get_field_source (UmpireProcedureForm *self,
                                                    const char          *name);
/* A row of the page's before the fields (a unit picker). */
void        umpire_procedure_form_add_leading_row  (UmpireProcedureForm    *self,
                                                    GtkWidget              *row);
/* Moves the fields `names` (NULL-terminated) into a titled group of their
 * own; groups stand side by side when the form is wide, else stacked. */
void        umpire_procedure_form_add_section      (UmpireProcedureForm    *self,
                                                    const char             *title,
                                                    const char * const     *names);
void        umpire_procedure_form_set_description  (UmpireProcedureForm    *self,
                                                    const char             *text);
void        umpire_procedure_form_set_submit_label (UmpireProcedureForm    *self,
                                                    const char             *label);
/* A widget beside the submit button (a reset button, a running count). */
void        umpire_procedure_form_add_action       (UmpireProcedureForm    *self,
                                                    GtkWidget              *widget);
/* A chart shown between the fields and the button. */
void        umpire_procedure_form_set_chart        (UmpireProcedureForm    *self,
                                                    GtkWidget              *chart);
/* Shows the exact odds of value `name` before the roll, following the
 * fields; NULL: none. */
void        umpire_procedure_form_set_odds_value   (UmpireProcedureForm    *self,
                                                    const char             *name);
/* The value whose odds are shown: the page's choice, else the descriptor's
 * first outcome value; NULL: none. */
const char *umpire_procedure_form_get_odds_value   (UmpireProcedureForm    *self);

/* ---- the fields' values ------------------------------------------------- */

/* As umpire-cli would take it: a number in C notation, a choice's id, "yes"
 * or "no", a text; NULL when the field is empty (or a choice's "none"). */
char       *umpire_procedure_form_dup_value        (UmpireProcedureForm    *self,
                                                    const char             *name);
void        umpire_procedure_form_set_value        (UmpireProcedureForm    *self,
                                                    const char             *name,
                                                    const char             *value);
/* The same for a value a result carries over to the next roll (the battle
 * hex's divisions after a commitment): the result shown stays current. */
void        umpire_procedure_form_carry_value      (UmpireProcedureForm    *self,
                                                    const char             *name,
                                                    const char             *value);
/* The inputs the fields read, as umpire_procedure_run takes them (name ->
 * text; fields left empty and die fields, whose faces are in the dice the
 * form rolls with, are not in it), with the page's context added. NULL and
 * an error naming the field when the context refuses. */
GHashTable *umpire_procedure_form_dup_inputs       (UmpireProcedureForm    *self,
                                                    GError                **error);
/* Typed reads of a checked form (for the page's own rows and context). */
double      umpire_procedure_form_get_number       (UmpireProcedureForm    *self,
                                                    const char             *name);
gboolean    umpire_procedure_form_get_flag         (UmpireProcedureForm    *self,
                                                    const char             *name);
/* The id chosen, or NULL ("none"); owned by the form. */
const char *umpire_procedure_form_get_choice       (UmpireProcedureForm    *self,
                                                    const char             *name);
/* The widget the umpire edits for input `name` (an entry row, a combo row,
 * a switch, or the page's row), or NULL. */
GtkWidget  *umpire_procedure_form_get_field        (UmpireProcedureForm    *self,
                                                    const char             *name);

/* ---- submitting --------------------------------------------------------- */

/* Checks every field, runs, shows and records; FALSE with the errors shown. */
gboolean          umpire_procedure_form_submit          (UmpireProcedureForm *self);
/* Checks every field without running; FALSE with the errors shown. */
gboolean          umpire_procedure_form_validate        (UmpireProcedureForm *self);
/* Shows `error` (from the page's own checks) on the field it names. */
void              umpire_procedure_form_show_error      (UmpireProcedureForm *self,
                                                         const GError        *error);
UmpireResult     *umpire_procedure_form_get_result      (UmpireProcedureForm *self);
/* The first error shown, in words ("Die: 7 is not a face of a d6"), or NULL. */
const char       *umpire_procedure_form_get_error       (UmpireProcedureForm *self);
/* The text under field `name`, or NULL when it shows none. */
const char       *umpire_procedure_form_get_field_error (UmpireProcedureForm *self,
                                                         const char          *name);
UmpireResultView *umpire_procedure_form_get_result_view (UmpireProcedureForm *self);
/* Forgets the result shown (a new battle). */
void              umpire_procedure_form_clear_result    (UmpireProcedureForm *self);

G_END_DECLS
