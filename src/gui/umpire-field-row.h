/* umpire-field-row.h: one labelled field of a form, from a procedure's input
 *
 * A row for an input of a procedure's descriptor (a number, a die, a choice
 * of its words or of a rules table's rows or columns, a yes/no switch, a
 * text), or a widget of the page's own (an entry, a spin button, a switch,
 * a check button, a drop-down of ids) in a row of its own. Each comes with
 * the row its errors show in, to be placed right under it.
 *
 * A die field says its dice and that an empty field is rolled by Umpire. A
 * field is checked as its input is (a number within its range, a die
 * against its dice); an error shows under it in the umpire's words, in its
 * tooltip and in its accessible description, and goes as soon as the field
 * changes. Enter in it emits "activate". A spin button leaves the mouse
 * wheel to the page unless focused. A field may be bound both ways to a
 * property of a model.
 *
 * UmpireFieldRows (umpire-field-rows.h) holds the fields of a form.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "umpire-descriptor.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

typedef enum
{
  UMPIRE_FORM_FIELD_OPTIONAL = 1 << 0,  /* may stay empty: no value (a choice gets a "none") */
  UMPIRE_FORM_FIELD_DECIMAL  = 1 << 1,  /* a decimal number, not only a whole one */
  UMPIRE_FORM_FIELD_HIDDEN   = 1 << 2,  /* not shown: the page supplies the value */
  UMPIRE_FORM_FIELD_SPIN     = 1 << 3,  /* a number as a spin button within its range */
} UmpireFormFieldFlags;

#define UMPIRE_TYPE_FIELD_ROW (umpire_field_row_get_type ())
G_DECLARE_FINAL_TYPE (UmpireFieldRow, umpire_field_row, UMPIRE, FIELD_ROW, GObject)

/* A row built for `field`, answering to `name` (NULL: the field's own);
 * `rules` label its choices and give its dice (may be NULL). */
UmpireFieldRow    *umpire_field_row_new            (const UmpireField    *field,
                                                    const char           *name,
                                                    UmpireRules          *rules,
                                                    UmpireFormFieldFlags  flags);
/* The page's own `editable` in `row` (NULL: the widget is its row); with a
 * `field` (may be NULL), it is checked as one. */
UmpireFieldRow    *umpire_field_row_new_for_widget (const UmpireField    *field,
                                                    const char           *name,
                                                    UmpireRules          *rules,
                                                    GtkWidget            *row,
                                                    GtkWidget            *editable);

const char        *umpire_field_row_get_name       (UmpireFieldRow       *self);
/* The descriptor's input, or NULL for a page's widget without one. */
const UmpireField *umpire_field_row_get_input      (UmpireFieldRow       *self);
/* The row the page places, the widget the umpire edits, and the row its
 * errors show in. */
GtkWidget         *umpire_field_row_get_row        (UmpireFieldRow       *self);
GtkWidget         *umpire_field_row_get_editable   (UmpireFieldRow       *self);
GtkWidget         *umpire_field_row_get_error_row  (UmpireFieldRow       *self);
/* The page's own row in place of the one built (a list of switches, a
 * picker): the page reads it, errors are marked on it. */
void               umpire_field_row_set_widget     (UmpireFieldRow       *self,
                                                    GtkWidget            *row);

UmpireFormFieldFlags umpire_field_row_get_flags    (UmpireFieldRow       *self);
void               umpire_field_row_set_flags      (UmpireFieldRow       *self,
                                                    UmpireFormFieldFlags  flags);
void               umpire_field_row_set_label      (UmpireFieldRow       *self,
                                                    const char           *label);
/* What the row says under its label (an entry row: beside its text). */
void               umpire_field_row_set_hint       (UmpireFieldRow       *self,
                                                    const char           *hint);
/* Whether it is bound to a property (umpire_field_row_bind). */
gboolean           umpire_field_row_is_bound       (UmpireFieldRow       *self);
/* What it says under its label now ("" when nothing); owned by the row. */
const char        *umpire_field_row_get_hint       (UmpireFieldRow       *self);
/* The ids a choice offers (NULL: all of its words and its table's);
 * `none_label` (may be NULL) heads an optional one. */
void               umpire_field_row_set_choices    (UmpireFieldRow       *self,
                                                    const char * const   *ids,
                                                    const char           *none_label);

/* As umpire-cli would take it: a number in C notation, a choice's id, "yes"
 * or "no", a text; NULL when the field is empty (or a choice's "none"). */
char              *umpire_field_row_dup_value      (UmpireFieldRow       *self);
void               umpire_field_row_set_value      (UmpireFieldRow       *self,
                                                    const char           *value);
/* The id chosen, or NULL; owned by the field or its widget. */
const char        *umpire_field_row_get_choice     (UmpireFieldRow       *self);
/* Binds the field both ways to `property` of `source` (the source's value
 * first); NULL `source` unbinds. A choice holds the property's id. */
void               umpire_field_row_bind           (UmpireFieldRow       *self,
                                                    gpointer              source,
                                                    const char           *property);

/* Checks the field as its input; FALSE and an error naming it. */
gboolean           umpire_field_row_check          (UmpireFieldRow       *self,
                                                    GError              **error);
/* Marks the field with `error` and shows it under the field, or in
 * `fallback` (may be NULL) when its error row is not in place. Returns the
 * line shown, in words ("Die: 7 is not a face of a d6"). */
char              *umpire_field_row_show_error     (UmpireFieldRow       *self,
                                                    const GError         *error,
                                                    GtkLabel             *fallback);
void               umpire_field_row_clear_error    (UmpireFieldRow       *self);
/* The error shown under the field, or NULL. */
const char        *umpire_field_row_get_error      (UmpireFieldRow       *self);

/* Whether it is a die the umpire types in; its text and dice ("1d6"). */
gboolean           umpire_field_row_is_die         (UmpireFieldRow       *self);
char              *umpire_field_row_dup_text       (UmpireFieldRow       *self);
const char        *umpire_field_row_get_dice       (UmpireFieldRow       *self);

G_END_DECLS
