/* umpire-event.h: one entry of the event log
 *
 * Every procedure's result goes into the log as an UmpireEvent: when, which
 * rule system, which side, and the UmpireResult itself (inputs, values, the
 * trail and every die). A result changed by hand is a new event that names
 * the one it overrides and keeps the umpire's reason.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "umpire-result.h"

G_BEGIN_DECLS

typedef enum
{
  UMPIRE_SIDE_NONE,
  UMPIRE_SIDE_ATTACKER,
  UMPIRE_SIDE_DEFENDER,
} UmpireSide;

#define UMPIRE_TYPE_SIDE (umpire_side_get_type ())
GType        umpire_side_get_type    (void) G_GNUC_CONST;
/* "none", "attacker", "defender": for files and the command line. */
const char  *umpire_side_to_string   (UmpireSide   side);
gboolean     umpire_side_from_string (const char  *text,
                                      UmpireSide  *side);
/* Translated, for people. */
const char  *umpire_side_get_label   (UmpireSide   side);

#define UMPIRE_TYPE_EVENT (umpire_event_get_type ())
G_DECLARE_FINAL_TYPE (UmpireEvent, umpire_event, UMPIRE, EVENT, GObject)

UmpireEvent  *umpire_event_new               (guint          id,
                                              GDateTime     *time,
                                              const char    *system,
                                              UmpireSide     side,
                                              UmpireResult  *result);
guint         umpire_event_get_id            (UmpireEvent   *self);
GDateTime    *umpire_event_get_time          (UmpireEvent   *self);
const char   *umpire_event_get_system        (UmpireEvent   *self);
UmpireSide    umpire_event_get_side          (UmpireEvent   *self);
const char   *umpire_event_get_procedure     (UmpireEvent   *self);
/* What the event is, in the umpire's words: its procedure's title; for a
 * correction of the scenario's header, "Scenario corrected"; for a plain
 * roll ("roll"), "Dice roll"; else the procedure's id (one this Umpire
 * does not know). */
const char   *umpire_event_get_title         (UmpireEvent   *self);
UmpireResult *umpire_event_get_result        (UmpireEvent   *self);
/* The id of the event this one overrides by hand, or 0. */
guint         umpire_event_get_overrides     (UmpireEvent   *self);
const char   *umpire_event_get_override_reason (UmpireEvent *self);
void          umpire_event_set_override      (UmpireEvent   *self,
                                              guint          overrides,
                                              const char    *reason);
/* The game turn it was recorded on; 0: not known (before turns, or an
 * older file). */
int           umpire_event_get_turn          (UmpireEvent   *self);
void          umpire_event_set_turn          (UmpireEvent   *self,
                                              int            turn);
/* The id of the first event of the action it belongs to (a correction
 * that re-derives several events is one action, undone and redone as
 * one), or 0: an action of its own. */
guint         umpire_event_get_action        (UmpireEvent   *self);
void          umpire_event_set_action        (UmpireEvent   *self,
                                              guint          action);
/* Why the result is out of date (a correction its recorded dice could not
 * follow: "needs 7 dice, 5 were rolled"), or NULL when it is not: an out-of-
 * date result is never shown or counted as a current figure. */
const char   *umpire_event_get_out_of_date   (UmpireEvent   *self);
void          umpire_event_set_out_of_date   (UmpireEvent   *self,
                                              const char    *reason);
/* FALSE while undone. Set by the scenario that holds the log. */
gboolean      umpire_event_get_active        (UmpireEvent   *self);
void          umpire_event_set_active        (UmpireEvent   *self,
                                              gboolean       active);
/* One line for lists: "12:04 · 1916 · Attacker · 1916.support". */
char         *umpire_event_describe          (UmpireEvent   *self);
/* The full explanation, for the log's text export and sheets: inputs and
 * values in words (table ids as their labels with `rules`, which may be
 * NULL). */
char         *umpire_event_to_text           (UmpireEvent   *self,
                                              UmpireRules   *rules);

/* A deep copy of a result: values and labels, inputs, steps and dice. */
UmpireResult *umpire_event_copy_result       (UmpireResult  *result);

G_END_DECLS
