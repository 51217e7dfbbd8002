/* umpire-field-rows.h: the fields of a form, by scope and name
 *
 * One object holds the fields (UmpireFieldRow, umpire-field-row.h) of a
 * form: rows built for a procedure descriptor's inputs, or widgets of the
 * page's own. Each answers to a name within a scope: NULL for the form's
 * own fields, a side ("attacker") where a form asks the same of each side.
 * The page places the rows where it likes (umpire_field_rows_append puts a
 * row and the row its errors show in into a list or a preferences group).
 *
 * It checks every field before anything is rolled, shows each error under
 * the field it names, reads the dice typed into die fields and empties them
 * once they served a result, and says when the umpire changed a field
 * ("changed", with its scope and name) or pressed Enter in one ("activate").
 * The fields know nothing of the form around them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-dice.h"
#include "umpire-field-row.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_FIELD_ROWS (umpire_field_rows_get_type ())
G_DECLARE_FINAL_TYPE (UmpireFieldRows, umpire_field_rows, UMPIRE, FIELD_ROWS, GObject)

/* `rules` label the choices and give the dice of die fields (may be NULL). */
UmpireFieldRows *umpire_field_rows_new          (UmpireRules          *rules);
UmpireRules     *umpire_field_rows_get_rules    (UmpireFieldRows      *self);

/* ---- the fields ----------------------------------------------------------- */

/* A row for `field` (a descriptor's input), answering to `name` (NULL: the
 * field's own) in `scope`; returns the row (owned by `self`). */
GtkWidget  *umpire_field_rows_add          (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name,
                                            const UmpireField    *field,
                                            UmpireFormFieldFlags  flags);
/* A widget of the page's own that the umpire edits (an entry, a spin
 * button, a switch, a check button, a drop-down or combo row of ids) in
 * `row` (NULL: the widget is its row). With a `field`, it is checked as
 * one: a die entry against its dice. */
void        umpire_field_rows_add_widget   (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name,
                                            const UmpireField    *field,
                                            GtkWidget            *row,
                                            GtkWidget            *editable);
/* The page's own row for a field added before (a list of switches, a
 * picker): the page reads it, errors naming the field are marked on it. */
void        umpire_field_rows_set_widget   (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name,
                                            GtkWidget            *row);
/* Takes the field's rows out of their container and forgets the field. */
void        umpire_field_rows_remove       (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name);
/* Appends the field's row and the row its errors show in to `container`
 * (a GtkListBox, an AdwPreferencesGroup or a GtkBox). */
void        umpire_field_rows_append       (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name,
                                            GtkWidget            *container);
gboolean    umpire_field_rows_has_field    (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name);
/* The widget the umpire edits, and the row it is in; NULL if no such field. */
GtkWidget  *umpire_field_rows_get_field    (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name);
GtkWidget  *umpire_field_rows_get_row      (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name);
GtkWidget  *umpire_field_rows_get_error_row (UmpireFieldRows     *self,
                                            const char           *scope,
                                            const char           *name);
/* The field itself, or NULL. */
UmpireFieldRow *umpire_field_rows_lookup   (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name);

/* ---- shaping a field ------------------------------------------------------ */

void        umpire_field_rows_set_flags    (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name,
                                            UmpireFormFieldFlags  flags);
UmpireFormFieldFlags umpire_field_rows_get_flags (UmpireFieldRows *self,
                                            const char           *scope,
                                            const char           *name);
/* The row's title in place of the descriptor's label. */
void        umpire_field_rows_set_label    (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name,
                                            const char           *label);
/* What the row says under its label (an entry row: beside its text). */
void        umpire_field_rows_set_hint     (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name,
                                            const char           *hint);
/* The ids a choice offers (NULL: all of its words and its table's);
 * `none_label` (may be NULL) heads an optional one. */
void        umpire_field_rows_set_choices  (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name,
                                            const char * const   *ids,
                                            const char           *none_label);
/* ---- values --------------------------------------------------------------- */

/* As umpire-cli would take it: a number in C notation, a choice's id, "yes"
 * or "no", a text; NULL when the field is empty (or a choice's "none"). */
char       *umpire_field_rows_dup_value    (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name);
void        umpire_field_rows_set_value    (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name,
                                            const char           *value);
double      umpire_field_rows_get_number   (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name);
gboolean    umpire_field_rows_get_flag     (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name);
/* The id chosen, or NULL; owned by `self` or its widget. */
const char *umpire_field_rows_get_choice   (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name);
/* Binds the field both ways to `property` of `source` (the source's value
 * first); NULL `source` unbinds. A choice holds the property's id. */
void        umpire_field_rows_bind         (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name,
                                            gpointer              source,
                                            const char           *property);

/* The inputs of procedure `info` the fields of `scope` (NULL: the form's
 * own) read, as umpire_procedure_run takes them: name -> text, each field
 * under its input's name. Fields left empty, and die fields (their faces
 * are in the dice umpire_field_rows_dup_dice gives), are not in it. */
GHashTable *umpire_field_rows_dup_inputs   (UmpireFieldRows           *self,
                                            const char                *scope,
                                            const UmpireProcedureInfo *info);

/* ---- checking ------------------------------------------------------------- */

/* Checks every field shown (of `scope` only, unless `scope` is NULL);
 * FALSE and, when `show`, every error shown beside its field. */
gboolean    umpire_field_rows_validate     (UmpireFieldRows      *self,
                                            const char           *scope,
                                            gboolean              show);
/* Marks the field `error` names (in `scope`, else the form's own; a dice
 * error naming none: the first die field of `scope`) and shows the error
 * under it, or in `fallback` (may be NULL) when it has no error row in
 * place. Returns the line shown, in words ("Die: 7 is not a face of a d6"). */
char       *umpire_field_rows_show_error   (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const GError         *error,
                                            GtkLabel             *fallback);
void        umpire_field_rows_clear_errors (UmpireFieldRows      *self);
/* The error shown under the field, or NULL. */
const char *umpire_field_rows_get_error    (UmpireFieldRows      *self,
                                            const char           *scope,
                                            const char           *name);

/* ---- dice ------------------------------------------------------------------ */

/* The dice typed into the die fields of `scope` (NULL: the form's own), in
 * their order, the empty ones rolled by `fallback`; `fallback` itself when
 * the scope has no die field. */
UmpireDice *umpire_field_rows_dup_dice     (UmpireFieldRows      *self,
                                            const char           *scope,
                                            UmpireDice           *fallback,
                                            GError              **error);
/* Empties every die field: dice read off the table serve one result. */
void        umpire_field_rows_clear_dice   (UmpireFieldRows      *self);

/* ---- changes -------------------------------------------------------------- */

/* While frozen, changes made (by the page, not the umpire) emit no
 * "changed". */
void        umpire_field_rows_freeze       (UmpireFieldRows      *self);
void        umpire_field_rows_thaw         (UmpireFieldRows      *self);

G_END_DECLS
