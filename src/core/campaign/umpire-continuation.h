/* umpire-continuation.h: the next battle, from what this one left
 *
 * "Continue in a New Battle": from a scenario and its battle's state
 * (umpire-battle-state.h), what can carry over into the next battle, each
 * an item the umpire may leave out: the rules in use, each side with its
 * nation and sub-units, each roster unit with the figures and morale the
 * state gives it (the roster holds the units as they were set up), each
 * side's Der Weltkrieg losses added to those it carried in. And what does
 * not carry over, with why: support, heavy weapons and defensive works are
 * rolled for each battle, the proximity and lull are the battle's own, the
 * log stays in its file. The new scenario names the battle it continues;
 * the old one is to name it in turn (umpire_continuation_link).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "umpire-rules.h"
#include "umpire-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  UMPIRE_CARRY_RULES,   /* rule systems, optional rules, year, ground scale */
  UMPIRE_CARRY_SIDE,    /* a side: its nation and sub-units */
  UMPIRE_CARRY_UNIT,    /* a roster unit: its figures and morale now */
  UMPIRE_CARRY_LOSSES,  /* a side's Der Weltkrieg losses, all battles */
} UmpireCarryKind;

/* What can carry over. */
typedef struct
{
  char            *id;       /* what --without takes: "rules", "attacker",
                              * "defender", "unit:NAME", "losses:attacker" */
  UmpireCarryKind  kind;
  UmpireSide       side;     /* SIDE, LOSSES: whose; UNIT: the unit's */
  char            *unit;     /* UNIT: its name */
  char            *label;    /* for people: "Attacker: British" */
  char            *detail;   /* for people: "24 sub-units" */
  gboolean         carried;  /* TRUE until left out */
} UmpireCarryItem;

/* What does not carry over, and why; both for people. */
typedef struct
{
  char *id;                  /* "support", "log", … for machines */
  char *what;
  char *why;
} UmpireLeftBehind;

typedef struct _UmpireContinuation UmpireContinuation;

/* What `scenario`, as its events in force leave it, can carry over.
 * `rules` (may be NULL) names nations in the umpire's words. */
UmpireContinuation    *umpire_continuation_new             (UmpireScenario     *scenario,
                                                            UmpireRules        *rules);
void                   umpire_continuation_free            (UmpireContinuation *self);

guint                  umpire_continuation_get_n_items     (UmpireContinuation *self);
const UmpireCarryItem *umpire_continuation_get_item        (UmpireContinuation *self,
                                                            guint               index);
/* Leaves an item out (FALSE) or carries it (TRUE). An id it has not is an
 * UMPIRE_INPUT_ERROR naming "without" that lists the ids it has. */
gboolean               umpire_continuation_set_carried     (UmpireContinuation *self,
                                                            const char         *id,
                                                            gboolean            carried,
                                                            GError            **error);

guint                  umpire_continuation_get_n_left_behind (UmpireContinuation *self);
const UmpireLeftBehind *umpire_continuation_get_left_behind  (UmpireContinuation *self,
                                                              guint               index);

/* The new battle's default title: "TITLE, next battle". */
char                  *umpire_continuation_dup_default_title (UmpireContinuation *self);

/* The next battle: a new scenario with the items carried and nothing else
 * of this one (its turn 1, an empty log), titled `title` (NULL: the
 * default). It names no battle before it yet: see below. */
UmpireScenario        *umpire_continuation_make            (UmpireContinuation *self,
                                                            const char         *title);

/* Links two battles' files: `next` names `previous` (saved at
 * `previous_path`) as the battle it continues, and `previous` names `next`
 * (to be saved at `next_path`) as one that continues it. Each file names
 * the other relative to its own folder when the other is in it or below,
 * else by its absolute path. */
void                   umpire_continuation_link            (UmpireScenario     *previous,
                                                            const char         *previous_path,
                                                            UmpireScenario     *next,
                                                            const char         *next_path);
/* `to` as the file at `from` names it: relative to `from`'s folder when
 * `to` is in it or below, else absolute. */
char                  *umpire_continuation_dup_link_path   (const char         *from,
                                                            const char         *to);

/* For people and for machines: what carries over (ticked or not) and what
 * does not. The XML is a document, root <continuation input="FILE"
 * [output="NEXT"]> (attributes left out when NULL). */
char                  *umpire_continuation_to_text         (UmpireContinuation *self);
char                  *umpire_continuation_to_xml          (UmpireContinuation *self,
                                                            const char         *input,
                                                            const char         *output);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UmpireContinuation, umpire_continuation_free)

G_END_DECLS
