/* umpire-descriptor.h: what one procedure is, described once
 *
 * Every procedure (a 1916 support roll, a Der Weltkrieg CRT, a De Rosa fire)
 * is described by one static UmpireProcedureInfo in its rule system's file:
 * its id, its rule system, its title, its inputs and its values, each with
 * its label and kind. The log, the result view, the sheets and umpire-cli
 * read it; nothing restates it. A result points at its descriptor.
 *
 * The engine knows no rule system: words for a value come from the field's
 * own word list or from the rules table it names (umpire_field_dup_for_people),
 * never from a list of procedures here. The catalogue of all procedures
 * (umpire-catalogue.h) stands above the rule systems.
 *
 * The dice of a procedure are its inputs of kind UMPIRE_FIELD_DIE, so that
 * its exact odds can be found by running it over every face of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "umpire-dice.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

typedef enum
{
  UMPIRE_FIELD_NUMBER,   /* a whole or decimal number, from min to max */
  UMPIRE_FIELD_DIE,      /* a die the umpire may type in, else rolled: `dice`,
                          * or the dice of the rows of `table` */
  UMPIRE_FIELD_CHOICE,   /* one id: of `words`, else a row (or, with `columns`,
                          * a column) of the rules entry `table` */
  UMPIRE_FIELD_FLAG,     /* "yes" or "no" */
  UMPIRE_FIELD_TEXT,     /* anything else: free text, a list, a name */
} UmpireFieldKind;

/* An id a procedure writes and the word people read for it (N_() marked). */
typedef struct
{
  const char *id;
  const char *label;
} UmpireWord;

/* One input or one value of a procedure. Tables of fields end with an entry
 * whose name is NULL. */
typedef struct
{
  const char        *name;     /* as umpire-cli's option, the --xml output
                                * and the scenario file spell it */
  const char        *label;    /* for people, N_() marked */
  UmpireFieldKind    kind;
  double             min;      /* NUMBER: the range; min == max: unbounded
                                * (but see range_entry) */
  double             max;
  const char        *dice;     /* DIE: its dice expression ("1d6"); NULL: the
                                * dice of `table`, else UMPIRE_PLAIN_DIE.
                                * NUMBER: the dice whose total it is (the
                                * lull start turn, the proximity die): its
                                * range is theirs, unless it has one */
  const char        *table;    /* CHOICE: the rules entry whose rows (or
                                * columns) the ids are; DIE: whose dice */
  gboolean           columns;  /* CHOICE: ids are columns of `table` */
  const char        *prefix;   /* CHOICE: a row's id is prefix + the value */
  const UmpireWord  *words;    /* CHOICE: fixed ids and their words, ending
                                * with { NULL, NULL }; searched before `table`.
                                * TEXT: ids the text may be, shown in words */
  gboolean           several;  /* DIE: the field holds the faces of several
                                * rolls, comma-separated ("5,2,6") */
  const char        *range_entry; /* NUMBER: the rules list whose items
                                   * range_first and range_last hold the
                                   * range, in place of min and max; a range
                                   * the rules give is not typed in C */
  const char        *range_first;
  const char        *range_last;
  gboolean           optional;    /* may be left out: a form leaves it empty
                                   * (a roster unit's name, a target's figures) */
} UmpireField;

typedef struct
{
  const char *id;              /* the rule system's id, as events record it */
  const char *name;            /* for people, N_() marked */
} UmpireSystemInfo;

struct _UmpireResult;

/* Re-derives the values of `result` that follow from value `changed`, which
 * the umpire changed by hand (yards -> inches, rate -> count), with a step
 * for each; values that do not follow from it stay. */
typedef gboolean (*UmpireRederiveFunc) (UmpireRules           *rules,
                                        struct _UmpireResult  *result,
                                        const char            *changed,
                                        GError               **error);

/* Runs the procedure from its inputs as text (name -> value, as the
 * descriptor's inputs name them and as the result records them with
 * umpire_result_set_input): each read by its field's kind with the shared
 * reader of umpire-inputs.h. Call it through umpire_procedure_run(), which
 * checks every input first and turns the faces typed into die fields into
 * the dice the procedure rolls. */
typedef struct _UmpireResult *(*UmpireProcedureRunFunc) (UmpireRules  *rules,
                                                         GHashTable   *inputs,
                                                         UmpireDice   *dice,
                                                         GError      **error);

/* A procedure whose outcome is a count or a sum over independent, identical
 * parts (counter-battery fire per barrage, veteran officers per sub-unit,
 * defensive works per roll): its exact odds at any size, by convolution of
 * the odds of one part (umpire_odds_compute_for(), umpire-odds.h). One part
 * is the procedure itself run with `input` set to 1 and walked over every
 * face of its dice, so no rule is restated for the odds. */
typedef struct
{
  const char         *input;      /* the NUMBER input set to 1 for one part */
  const char         *count;      /* the value that counts the parts (one
                                   * part must show 1 on every path); NULL:
                                   * `input` counts them */
  const char * const *sums;       /* values added up over the parts: whole
                                   * numbers; NULL-terminated */
  const char * const *firsts;     /* values that follow from the first part
                                   * alone; NULL-terminated or NULL */
  const char * const *constants;  /* values the dice never change; NULL-
                                   * terminated or NULL. Any other value (one
                                   * that only echoes the faces rolled) is left
                                   * out: umpire_odds_dup_left_out() */
} UmpireOddsParts;
/* ---- what a procedure reads from the battle and what it changes ------- *
 *
 * The battle's state (umpire-battle-state.h) is the scenario's header and
 * its events in force, replayed in order. A procedure says once, beside its
 * descriptor, which of its inputs the state gives (heavy weapons' `units`
 * is the side's sub-units) and which of its values change the state (the
 * bases rolled become the side's bases of that weapon). The state keeps
 * named figures: the battle's own, each side's and each roster unit's. */

typedef enum
{
  UMPIRE_STATE_BATTLE,     /* the battle's: year, battle, terrain, scale, turn */
  UMPIRE_STATE_SIDE,       /* the event's side */
  UMPIRE_STATE_ENEMY,      /* the other side */
  UMPIRE_STATE_BOTH,       /* both sides' figures added (read only) */
  UMPIRE_STATE_ATTACKER,
  UMPIRE_STATE_DEFENDER,
  UMPIRE_STATE_UNIT,       /* the roster unit an input names */
} UmpireStateScope;

typedef enum
{
  UMPIRE_STATE_SET,        /* the figure becomes the value */
  UMPIRE_STATE_ADD,        /* the value is added (losses, supply spent) */
  UMPIRE_STATE_SUBTRACT,   /* the value is taken off (casualties), not below 0 */
  UMPIRE_STATE_COUNT_YES,  /* a "yes" counts one (a reserve committed) */
} UmpireStateOp;

/* An input the state gives. Tables end with an entry whose input is NULL. */
typedef struct
{
  const char       *input;      /* the procedure's input */
  UmpireStateScope  scope;
  const char       *key;        /* the state's figure ("sub-units", "year") */
  const char       *unit_input; /* UNIT: the input naming the unit */
  gboolean          suggest;    /* the state only suggests it (a form pre-fills
                                 * it) and the umpire may give another (a part
                                 * of a unit firing): never out of date by a
                                 * different value */
  gboolean          depends;    /* neither compared nor pre-filled: the result
                                 * only rests on the figure (counter-battery on
                                 * the barrages won) */
} UmpireStateRead;
/* Whatever a read takes: when the figure comes from a result that is out of
 * date, the result reading it is out of date too. */

/* A value that changes the state. Tables end with an entry whose value is
 * NULL. */
typedef struct
{
  const char       *value;      /* the procedure's value (else its input) */
  UmpireStateScope  scope;
  const char       *key;        /* the figure; with `item`: key ":" item */
  UmpireStateOp     op;
  const char       *item;       /* the value (else input) whose text ends the
                                 * key: a support category, a heavy weapon */
  const char       *unit_input; /* UNIT: the input naming the unit */
  const char       *when;       /* NULL, or a value (else input) that must be */
  const char       *when_is;    /* this for the write to apply (the loser of a
                                 * close combat is "attacker") */
} UmpireStateWrite;

typedef struct
{
  const char              *id;         /* as results, files and --xml name it */
  const UmpireSystemInfo  *system;
  const char              *title;      /* for people, N_() marked */
  const UmpireField       *inputs;     /* NULL-name terminated; NULL: none */
  const UmpireField       *values;     /* NULL-name terminated; NULL: none */
  const char * const      *older_ids;  /* ids earlier versions wrote; NULL-terminated or NULL */
  UmpireRederiveFunc       rederive;   /* NULL: no value follows from another */
  UmpireProcedureRunFunc   run;        /* runs it from its inputs; every
                                        * procedure of the catalogue has one */
  const char * const      *outcome;    /* the values that say what came of it,
                                        * as a log row shows it in one line;
                                        * NULL-terminated or NULL */
  const char              *rule_entry; /* the rules entry whose rule reference
                                        * ("Setup 2", "39-4") is the
                                        * procedure's; NULL: none names it */
  const char              *rule_item;  /* a row of it with a reference of its
                                        * own; NULL: the entry's */
  const UmpireOddsParts   *odds_parts; /* NULL: its odds walk every path of
                                        * its dice */
  const UmpireStateRead   *reads;      /* inputs the battle's state gives; NULL: none */
  const UmpireStateWrite  *writes;     /* values that change it; NULL: none */
  gboolean                 side_secret; /* what one side has that the other
                                         * must not learn (its support, heavy
                                         * weapons, defensive works): shown
                                         * to the players only when the umpire
                                         * shows it, and then with the side */
} UmpireProcedureInfo;

/* The translated title and system name. */
const char        *umpire_procedure_info_get_title  (const UmpireProcedureInfo *info);
const char        *umpire_system_info_get_name      (const UmpireSystemInfo    *system);

/* The input or value named `name`, or NULL. */
const UmpireField *umpire_procedure_info_find_input (const UmpireProcedureInfo *info,
                                                     const char                *name);
const UmpireField *umpire_procedure_info_find_value (const UmpireProcedureInfo *info,
                                                     const char                *name);
/* Whether `id` is the procedure's id or one it had before. */
gboolean           umpire_procedure_info_has_id     (const UmpireProcedureInfo *info,
                                                     const char                *id);

/* The procedure's rule reference ("Setup 2"), as the rules database gives
 * it for its `rule_entry` (and `rule_item`); NULL when it names none or
 * `rules` lacks the entry. Owned by `rules`. */
const char        *umpire_procedure_info_get_rule   (const UmpireProcedureInfo *info,
                                                     UmpireRules               *rules);
/* The rule reference of rules entry `entry` (of its row `item`, when not
 * NULL), or NULL. Owned by `rules`. */
const char        *umpire_rules_get_rule_reference  (UmpireRules               *rules,
                                                     const char                *entry,
                                                     const char                *item);

/* The translated label of the field; its name when it has none. */
const char        *umpire_field_get_label           (const UmpireField         *field);

/* The range of a NUMBER field: from the items of its range_entry in
 * `rules` (may be NULL) when it names one and they are there, else its min
 * and max, else the totals its `dice` can show. FALSE when it has none (any
 * number; min and max untouched). */
gboolean           umpire_field_get_range           (const UmpireField         *field,
                                                     UmpireRules               *rules,
                                                     double                    *min,
                                                     double                    *max);

/* The dice one roll of a DIE field is: its `dice`, else the dice of its
 * `table` in `rules`, else UMPIRE_PLAIN_DIE. */
const char        *umpire_field_get_dice            (const UmpireField         *field,
                                                     UmpireRules               *rules);

/* Every id a CHOICE field takes: its words, then its table's rows (those
 * with its prefix, the prefix taken off) or columns. g_strfreev it. */
GStrv              umpire_field_dup_choices         (const UmpireField         *field,
                                                     UmpireRules               *rules);

/* The id of CHOICE field `field` that `text` stands for: `text` itself when
 * it is one; else the id of the word, or of the column of its table, whose
 * label `text` is, in English (as the descriptor and the rules file spell
 * it), in the umpire's language or in any language Umpire ships
 * (umpire-languages.h): older files recorded a heavy weapon by its label.
 * Rows are found by id only. Without the table to look in (no `rules`, or
 * they lack it), `text` as it is. NULL when it stands for none. */
char              *umpire_field_dup_id              (const UmpireField         *field,
                                                     UmpireRules               *rules,
                                                     const char                *text);

/* `value` of `field`, for people: the word of `words` (a CHOICE's or a
 * TEXT's), the label `rules`
 * give the row or column it names (or, for a label recorded in another
 * language, that umpire_field_dup_id finds, the label of its id), "Yes"/"No"
 * for a flag, a number with the locale's decimal separator; anything else
 * as it is. `field` may be NULL (then only yes/no and numbers are turned).
 * NULL for NULL. */
char              *umpire_field_dup_for_people      (const UmpireField         *field,
                                                     UmpireRules               *rules,
                                                     const char                *value);

G_END_DECLS
