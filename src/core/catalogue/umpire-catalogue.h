/* umpire-catalogue.h: every procedure of every rule system, by id
 *
 * The catalogue stands above the rule systems: it lists their descriptors
 * (umpire-descriptor.h) so that the log, the sheets, the scenario reader and
 * umpire-cli can find a procedure's title, labels and words from the id an
 * event or a file carries. No rule system includes it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "umpire-descriptor.h"
#include "umpire-result.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

/* The procedure whose id (or an id it had before) is `id`, or NULL. */
const UmpireProcedureInfo          *umpire_catalogue_find            (const char *id);
/* The rule system whose id is `id`, or NULL. */
const UmpireSystemInfo             *umpire_catalogue_find_system     (const char *id);
/* All rule systems, in the order the app lists them; NULL-terminated. */
const UmpireSystemInfo * const     *umpire_catalogue_get_systems     (void);
/* All procedures, system by system; NULL-terminated. */
const UmpireProcedureInfo * const  *umpire_catalogue_get_procedures  (void);

/* Whether every entry item a procedure reads by name (its descriptor's
 * `rule_entry` and `rule_item`) is in `rules`; else an error at the
 * FILE:LINE of the rule pack's entry that lacks it. A pack replacing a
 * list may drop items no procedure reads. */
gboolean    umpire_catalogue_check_rules      (UmpireRules  *rules,
                                               GError      **error);

/* The translated title of procedure `id`; `id` itself when none has it. */
const char *umpire_catalogue_get_title        (const char *id);
/* The translated name of rule system `id`; `id` itself, or "—" for NULL. */
const char *umpire_catalogue_get_system_name  (const char *id);
/* The translated label of input `name` of procedure `id` (or, when it does
 * not describe it, of another procedure of its rule system); else `name`. */
const char *umpire_catalogue_get_input_label  (const char *id,
                                               const char *name);

/* Value `name` = `value` of a result of procedure `procedure`, for people
 * (umpire_field_dup_for_people over its descriptor). NULL for NULL. */
char       *umpire_value_dup_for_people       (UmpireRules *rules,
                                               const char  *procedure,
                                               const char  *name,
                                               const char  *value);
/* Input `name` = `value` of procedure `procedure`, for people; an input the
 * procedure does not describe is read as another procedure of its rule
 * system describes it. NULL for NULL. */
char       *umpire_input_dup_for_people       (UmpireRules *rules,
                                               const char  *procedure,
                                               const char  *name,
                                               const char  *value);
/* The same for an input of any procedure of rule system `system` that
 * describes `name`, for fields that several procedures share (a scenario's
 * nation, battle, terrain). */
char       *umpire_system_input_dup_for_people (UmpireRules *rules,
                                                const char  *system,
                                                const char  *name,
                                                const char  *value);

/* What came of `result`, in one line for people: its descriptor's outcome
 * values with their labels ("Defender loss: 2 · Attacker loss: 1"); NULL
 * when the procedure names none. */
char       *umpire_result_dup_outcome         (UmpireRules  *rules,
                                               UmpireResult *result);

G_END_DECLS
