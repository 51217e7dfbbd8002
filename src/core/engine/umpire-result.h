/* umpire-result.h: a result and the trail that explains it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "umpire-descriptor.h"
#include "umpire-dice.h"
#include "umpire-rules.h"
#include "umpire-rules-labels.h"

G_BEGIN_DECLS

typedef enum
{
  UMPIRE_STEP_INPUT,      /* what the umpire entered */
  UMPIRE_STEP_ROLL,       /* a die roll, digital or physical */
  UMPIRE_STEP_MODIFIER,   /* a modifier applied */
  UMPIRE_STEP_CLAMP,      /* a value held to a table's end or a limit */
  UMPIRE_STEP_TABLE,      /* a cell read from a table */
  UMPIRE_STEP_MULTIPLY,   /* a multiplication or division */
  UMPIRE_STEP_ROUND,      /* rounding */
  UMPIRE_STEP_RULE,       /* a rule that decided something */
  UMPIRE_STEP_OVERRIDE,   /* the umpire changed a value by hand */
} UmpireStepKind;

typedef struct
{
  UmpireStepKind kind;
  char          *text;     /* the explanation, for people */
  char          *rule;     /* rule reference, e.g. "Setup 2" */
  char          *source;   /* rules-sources file */
  char          *table;    /* table id, for table steps */
  char          *row;
  char          *column;
  char          *reading;  /* how a reconstructed or ambiguous cell was read */
  UmpireRoll    *roll;     /* the dice as rolled, for roll steps; else NULL */
} UmpireStep;

#define UMPIRE_TYPE_RESULT (umpire_result_get_type ())
G_DECLARE_FINAL_TYPE (UmpireResult, umpire_result, UMPIRE, RESULT, GObject)

UmpireResult    *umpire_result_new             (const char             *procedure);
/* A result of the procedure `info` describes: its id, labels and words. */
UmpireResult    *umpire_result_new_for         (const UmpireProcedureInfo *info);
const char      *umpire_result_get_procedure   (UmpireResult           *self);
/* The descriptor, or NULL for a result made by id alone. */
const UmpireProcedureInfo *umpire_result_get_info (UmpireResult        *self);
void             umpire_result_set_info        (UmpireResult           *self,
                                                const UmpireProcedureInfo *info);
void             umpire_result_set_value       (UmpireResult           *self,
                                                const char             *name,
                                                const char             *format,
                                                ...) G_GNUC_PRINTF (3, 4);
const char      *umpire_result_get_value       (UmpireResult           *self,
                                                const char             *name);
/* What the umpire entered, kept with the result so the log can replay it. */
void             umpire_result_set_input       (UmpireResult           *self,
                                                const char             *name,
                                                const char             *format,
                                                ...) G_GNUC_PRINTF (3, 4);
const char      *umpire_result_get_input       (UmpireResult           *self,
                                                const char             *name);
GStrv            umpire_result_dup_input_names (UmpireResult           *self);
/* The `index`th input in the order they were set, without copies; FALSE
 * past the last. */
gboolean         umpire_result_get_input_at    (UmpireResult           *self,
                                                guint                   index,
                                                const char            **name,
                                                const char            **value);
/* A translated label for a value, for people; the name stays for machines. */
void             umpire_result_set_value_label (UmpireResult           *self,
                                                const char             *name,
                                                const char             *label);
const char      *umpire_result_get_value_label (UmpireResult           *self,
                                                const char             *name);
GStrv            umpire_result_dup_value_names (UmpireResult           *self);
UmpireStep      *umpire_result_add_step        (UmpireResult           *self,
                                                UmpireStepKind          kind,
                                                const UmpireProvenance *prov,
                                                const char             *format,
                                                ...) G_GNUC_PRINTF (4, 5);
/* Appends `step`, which may belong to another result: steps do not change
 * once their procedure returns, so the two results share it. */
const UmpireStep *umpire_result_copy_step     (UmpireResult           *self,
                                                const UmpireStep       *step);
void             umpire_result_add_roll        (UmpireResult           *self,
                                                const UmpireRoll       *roll,
                                                const UmpireProvenance *prov,
                                                const char             *purpose);
void             umpire_result_add_cell        (UmpireResult           *self,
                                                const UmpireTable      *table,
                                                const UmpireRow        *row,
                                                int                     column);
const GPtrArray *umpire_result_get_steps       (UmpireResult           *self);
/* The values and the trail for people: values in words (the ids of rules
 * tables as their labels with `rules`), each step's source by the name
 * people know it by. `rules` may be NULL. */
char            *umpire_result_to_text         (UmpireResult           *self,
                                                UmpireRules            *rules);
/* The same, appended to `text`. */
void             umpire_result_append_text     (UmpireResult           *self,
                                                UmpireRules            *rules,
                                                GString                *text);
char            *umpire_result_to_xml          (UmpireResult           *self);
const char      *umpire_step_kind_to_string    (UmpireStepKind          kind);

G_END_DECLS
