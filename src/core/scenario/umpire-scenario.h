/* umpire-scenario.h: a scenario and its event log
 *
 * What the umpire prepares at home and plays at the club: the title, rule
 * systems and optional rules, the year, both sides and their units, notes,
 * the play state, and the log of every procedure's result. Undo and redo
 * move a cursor over the log: events past it are undone but kept, so redo
 * is O(1); recording a new event drops them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "umpire-event.h"
#include "umpire-optional-rule.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

typedef struct
{
  char       *name;
  UmpireSide  side;
  char       *nation;     /* an id of the rules; a roster's unit may hold a
                           * nation typed by the umpire before nations were
                           * chosen from the rules */
  char       *kind;       /* "infantry", "hmg", … as the rule system names it */
  int         strength;   /* bases, sub-units, figures or strength points */
  char       *notes;
  /* A unit on the roster of a rule system (De Rosa's miniatures roster:
   * "derosa"), NULL for any other, and what that roster keeps of it from
   * turn to turn. Files hold these from scenario format 3 on. */
  char       *system;
  char       *morale;     /* a morale state id ("good", "shaken"), or NULL */
  gboolean    trained;
  gboolean    veteran;
  int         ammo_used;  /* fire turns of ammunition used */
} UmpireUnit;

#define UMPIRE_TYPE_SCENARIO (umpire_scenario_get_type ())
G_DECLARE_FINAL_TYPE (UmpireScenario, umpire_scenario, UMPIRE, SCENARIO, GObject)

UmpireScenario     *umpire_scenario_new                 (void);

const char         *umpire_scenario_get_title           (UmpireScenario *self);
void                umpire_scenario_set_title           (UmpireScenario *self,
                                                         const char     *title);
int                 umpire_scenario_get_year            (UmpireScenario *self);
void                umpire_scenario_set_year            (UmpireScenario *self,
                                                         int             year);
/* Rule system ids ("1916", "weltkrieg", "derosa"), in the order added. */
const char * const *umpire_scenario_get_systems         (UmpireScenario *self);
void                umpire_scenario_add_system          (UmpireScenario *self,
                                                         const char     *system);
gboolean            umpire_scenario_uses_system         (UmpireScenario *self,
                                                         const char     *system);
/* Optional rules in use, as "SYSTEM:ID" ("1916:601"). */
const char * const *umpire_scenario_get_optional_rules  (UmpireScenario *self);
void                umpire_scenario_set_optional_rule   (UmpireScenario *self,
                                                         const char     *rule,
                                                         gboolean        in_use);
gboolean            umpire_scenario_get_optional_rule   (UmpireScenario *self,
                                                         const char     *rule);
/* Optional rule `rule` as an object whose "enabled" is whether the
 * scenario uses it, both ways: a switch bound to it shows the scenario's
 * changes and its toggles go into the scenario (and its file). Made on
 * first ask, owned by the scenario. */
UmpireOptionalRule *umpire_scenario_get_optional_rule_state (UmpireScenario *self,
                                                             const char     *rule);
/* The 1916 battle type ("local", "big-push"), terrain and ground scale. */
const char         *umpire_scenario_get_battle          (UmpireScenario *self);
void                umpire_scenario_set_battle          (UmpireScenario *self,
                                                         const char     *battle);
const char         *umpire_scenario_get_terrain         (UmpireScenario *self);
void                umpire_scenario_set_terrain         (UmpireScenario *self,
                                                         const char     *terrain);
const char         *umpire_scenario_get_scale           (UmpireScenario *self);
void                umpire_scenario_set_scale           (UmpireScenario *self,
                                                         const char     *scale);
const char         *umpire_scenario_get_notes           (UmpireScenario *self);
void                umpire_scenario_set_notes           (UmpireScenario *self,
                                                         const char     *notes);

/* The attacker's and defender's nation and number of sub-units. */
void                umpire_scenario_set_side            (UmpireScenario *self,
                                                         UmpireSide      side,
                                                         const char     *nation,
                                                         int             sub_units);
const char         *umpire_scenario_get_side_nation     (UmpireScenario *self,
                                                         UmpireSide      side);
int                 umpire_scenario_get_side_sub_units  (UmpireScenario *self,
                                                         UmpireSide      side);

/* A unit's name is not empty (the file needs one). */
void                umpire_scenario_add_unit            (UmpireScenario   *self,
                                                         const UmpireUnit *unit);
const GPtrArray    *umpire_scenario_get_units           (UmpireScenario   *self);
void                umpire_scenario_clear_units         (UmpireScenario   *self);
/* Puts `units` in place of the units of rule system `system` (those whose
 * `system` is it), after every other unit: one change of the scenario, or
 * none when they are the units it has. */
void                umpire_scenario_set_system_units    (UmpireScenario   *self,
                                                         const char       *system,
                                                         const UmpireUnit *units,
                                                         guint             n_units);

/* ---- the battle before and the battles after ----------------------------- */

/* A battle this one continues, or one that continues it ("Continue in a New
 * Battle", src/core/campaign/): the other battle's file as the link holds
 * it (relative to the folder of the file holding the link, or absolute)
 * and its title. Files hold these from scenario format 4 on. */
typedef struct
{
  char *file;
  char *title;
} UmpireBattleLink;

/* A figure carried over from the battles before (Der Weltkrieg losses,
 * "loss"): the side's tally, as text ("12"). */
typedef struct
{
  UmpireSide  side;
  char       *name;
  char       *value;
} UmpireCarriedFigure;

/* The battle this one continues, or NULL. `file` NULL: none. */
const UmpireBattleLink *umpire_scenario_get_previous_battle (UmpireScenario *self);
void                umpire_scenario_set_previous_battle (UmpireScenario *self,
                                                         const char     *file,
                                                         const char     *title);
/* The battles that continue this one (UmpireBattleLink*), in the order
 * they were made. A link to a file it links to already takes its place. */
const GPtrArray    *umpire_scenario_get_next_battles    (UmpireScenario *self);
void                umpire_scenario_add_next_battle     (UmpireScenario *self,
                                                         const char     *file,
                                                         const char     *title);
/* Figures carried over from the battles before (UmpireCarriedFigure*); a
 * file keeps them with the battle before, so they need one. Setting a
 * figure of the side and name again replaces it; `value` NULL removes it. */
const GPtrArray    *umpire_scenario_get_carried_figures (UmpireScenario *self);
void                umpire_scenario_set_carried_figure  (UmpireScenario *self,
                                                         UmpireSide      side,
                                                         const char     *name,
                                                         const char     *value);
const char         *umpire_scenario_get_carried_figure  (UmpireScenario *self,
                                                         UmpireSide      side,
                                                         const char     *name);

/* Play state. The lull start is 0 until the proximity die sets it. */
int                 umpire_scenario_get_turn            (UmpireScenario *self);
void                umpire_scenario_set_turn            (UmpireScenario *self,
                                                         int             turn);
int                 umpire_scenario_get_lull_start      (UmpireScenario *self);
void                umpire_scenario_set_lull_start      (UmpireScenario *self,
                                                         int             turn);
int                 umpire_scenario_get_lulls           (UmpireScenario *self);
void                umpire_scenario_set_lulls           (UmpireScenario *self,
                                                         int             lulls);

/* What the umpire showed the players (the players' view): event ids, in the
 * order shown, kept in the file. Showing or hiding one is a change of the
 * scenario ("changed"), none when it already is so. An id of an event
 * undone or no longer in the log stays listed and is simply not shown. */
gboolean            umpire_scenario_get_revealed        (UmpireScenario *self,
                                                         guint           id);
void                umpire_scenario_set_revealed        (UmpireScenario *self,
                                                         guint           id,
                                                         gboolean        revealed);
const guint        *umpire_scenario_get_revealed_ids    (UmpireScenario *self,
                                                         guint          *n_ids);

/* The log: every UmpireEvent, undone ones included (their "active" is FALSE). */
GListModel         *umpire_scenario_get_log             (UmpireScenario *self);
guint               umpire_scenario_get_n_events        (UmpireScenario *self);
UmpireEvent        *umpire_scenario_get_event           (UmpireScenario *self,
                                                         guint           position);
UmpireEvent        *umpire_scenario_lookup_event        (UmpireScenario *self,
                                                         guint           id);
/* How many events are in force: the first `cursor` events of the log. */
guint               umpire_scenario_get_cursor          (UmpireScenario *self);
gboolean            umpire_scenario_can_undo            (UmpireScenario *self);
gboolean            umpire_scenario_can_redo            (UmpireScenario *self);

/* Records a procedure's result; returns the new event (owned by the log).
 * `system`: NULL for the rule system of the result's descriptor; a result
 * made without one (a plain dice roll) names its own. */
UmpireEvent        *umpire_scenario_record              (UmpireScenario *self,
                                                         UmpireResult   *result,
                                                         const char     *system,
                                                         UmpireSide      side);
gboolean            umpire_scenario_undo                (UmpireScenario *self);
gboolean            umpire_scenario_redo                (UmpireScenario *self);
/* Undoes `event` and every event after it. */
gboolean            umpire_scenario_undo_to             (UmpireScenario *self,
                                                         UmpireEvent    *event);
/* Changes one value of an event's result by hand. The reason is required;
 * the change is a new event naming the old one, with an override step, and
 * every value the rules compute from the changed one computed again, each
 * with a step (umpire-rederive.h); with `rules` NULL (no database loaded)
 * nothing is re-derived. */
UmpireEvent        *umpire_scenario_override            (UmpireScenario *self,
                                                         UmpireRules    *rules,
                                                         UmpireEvent    *event,
                                                         const char     *value_name,
                                                         const char     *value,
                                                         const char     *reason,
                                                         GError        **error);
/* For an opened file: computes again, in each event changed by hand, what
 * follows from the value changed (a file from before values were
 * re-derived keeps the old ones). Adds steps only where a value changes. */
gboolean            umpire_scenario_rederive            (UmpireScenario *self,
                                                         UmpireRules    *rules,
                                                         GError        **error);
/* The latest event in force of `procedure` for `side`, or NULL. */
UmpireEvent        *umpire_scenario_find_event          (UmpireScenario *self,
                                                         const char     *procedure,
                                                         UmpireSide      side);
/* The latest event of `procedure` for `side` before the log's position
 * `before` (the cursor: the latest in force), or NULL; `position` receives
 * where it is. Found through an index the log keeps as events arrive and
 * leave, in time that grows with the log's length only by its logarithm:
 * walking back from one to the one before visits the procedure's events
 * only. */
UmpireEvent        *umpire_scenario_find_event_before   (UmpireScenario *self,
                                                         const char     *procedure,
                                                         UmpireSide      side,
                                                         guint           before,
                                                         guint          *position);
/* The same for the procedure `info` describes, under its id or any id an
 * earlier version wrote. */
UmpireEvent        *umpire_scenario_find_procedure_before (UmpireScenario            *self,
                                                           const UmpireProcedureInfo *info,
                                                           UmpireSide                 side,
                                                           guint                      before,
                                                           guint                     *position);

/* ---- corrections -------------------------------------------------------- */

/* The procedure id of a header change's event. Its inputs are the fields
 * changed (as umpire_scenario_set_header_value names them) and their new
 * values; its values "was-NAME" what they were. Undoing it puts them back,
 * redoing it sets them again. */
#define UMPIRE_SCENARIO_HEADER_PROCEDURE "scenario.header"

/* The header fields a correction may change, NULL-terminated: "title",
 * "year", "battle", "terrain", "scale", "attacker-nation", "attacker-units",
 * "defender-nation", "defender-units", "turn". */
const char * const *umpire_scenario_get_header_names    (void);
/* A field's value as text ("28"), or NULL (unset or no such field). */
char               *umpire_scenario_dup_header_value    (UmpireScenario *self,
                                                         const char     *name);
/* Sets one field from text, at once and outside the log; a number that is
 * not one, an empty nation or an unknown name is an UMPIRE_INPUT_ERROR
 * naming the field. The rules' own checks (a year of the charts, a nation
 * of the rules) are the battle state's (umpire_battle_correct). */
gboolean            umpire_scenario_set_header_value    (UmpireScenario *self,
                                                         const char     *name,
                                                         const char     *value,
                                                         GError        **error);
/* Changes the fields `names` (NULL-terminated) to `values` and records the
 * change as an event (UMPIRE_SCENARIO_HEADER_PROCEDURE), or, on a bad
 * value, changes nothing (an error naming the field). NULL without an
 * error when nothing changed. */
UmpireEvent        *umpire_scenario_change_header       (UmpireScenario      *self,
                                                         const char * const  *names,
                                                         const char * const  *values,
                                                         GError             **error);
/* Every event recorded between begin and end is one action: undo and redo
 * take all of it (umpire_event_get_action). An action begun inside another
 * is part of it. "changed" is emitted once, at the end of the outermost
 * action, for every change of the header and the log made in it. */
void                umpire_scenario_begin_action        (UmpireScenario *self);
void                umpire_scenario_end_action          (UmpireScenario *self);
/* Records `result` in place of `original`'s (an override, with `reason`
 * as its note): a result computed again after a correction, or, with
 * `out_of_date` not NULL, the original marked out of date for that reason. */
UmpireEvent        *umpire_scenario_record_rederived    (UmpireScenario *self,
                                                         UmpireEvent    *original,
                                                         UmpireResult   *result,
                                                         const char     *reason,
                                                         const char     *out_of_date);

/* For loaders: appends an event as it was (its id is kept), dropping any
 * events after the cursor as a new record does, and sets the cursor once
 * all are in. */
void                umpire_scenario_append_event        (UmpireScenario *self,
                                                         UmpireEvent    *event);
void                umpire_scenario_set_cursor          (UmpireScenario *self,
                                                         guint           cursor);

/* Bumped by every change outside the log (title, sides, units, play,
 * systems, optional rules): the autosave tells the two apart. */
guint               umpire_scenario_get_header_serial   (UmpireScenario *self);
/* A copy to write from another thread: the header copied, the events
 * (which never change once recorded) shared. Whether an event is undone
 * is marked on the event, so the copy's cursor cannot move (undo, redo,
 * undo_to and set_cursor refuse it): it would mark the original's. */
UmpireScenario     *umpire_scenario_dup                 (UmpireScenario *self);

G_END_DECLS
