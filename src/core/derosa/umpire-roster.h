/* umpire-roster.h: the units on the table, for De Rosa's miniatures rules
 *
 * A roster is a GListStore of UmpireRosterUnit, so a GUI can bind to it.
 * Units keep their morale state and ammunition from turn to turn: a morale
 * or ammunition result applied to a unit changes it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "umpire-derosa.h"
#include "umpire-result.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_ROSTER_UNIT (umpire_roster_unit_get_type ())
G_DECLARE_FINAL_TYPE (UmpireRosterUnit, umpire_roster_unit, UMPIRE, ROSTER_UNIT, GObject)

UmpireRosterUnit   *umpire_roster_unit_new           (const char         *name,
                                                      const char         *nation,
                                                      const char         *unit_type,
                                                      guint               figures);
const char         *umpire_roster_unit_get_name      (UmpireRosterUnit   *self);
void                umpire_roster_unit_set_name      (UmpireRosterUnit   *self,
                                                      const char         *name);
const char         *umpire_roster_unit_get_nation    (UmpireRosterUnit   *self);
void                umpire_roster_unit_set_nation    (UmpireRosterUnit   *self,
                                                      const char         *nation);
const char         *umpire_roster_unit_get_unit_type (UmpireRosterUnit   *self);
void                umpire_roster_unit_set_unit_type (UmpireRosterUnit   *self,
                                                      const char         *unit_type);
guint               umpire_roster_unit_get_figures   (UmpireRosterUnit   *self);
void                umpire_roster_unit_set_figures   (UmpireRosterUnit   *self,
                                                      guint               figures);
UmpireDerosaMorale  umpire_roster_unit_get_morale    (UmpireRosterUnit   *self);
void                umpire_roster_unit_set_morale    (UmpireRosterUnit   *self,
                                                      UmpireDerosaMorale  morale);
gboolean            umpire_roster_unit_get_trained   (UmpireRosterUnit   *self);
void                umpire_roster_unit_set_trained   (UmpireRosterUnit   *self,
                                                      gboolean            trained);
gboolean            umpire_roster_unit_get_veteran   (UmpireRosterUnit   *self);
void                umpire_roster_unit_set_veteran   (UmpireRosterUnit   *self,
                                                      gboolean            veteran);
guint               umpire_roster_unit_get_ammo_used (UmpireRosterUnit   *self);
void                umpire_roster_unit_set_ammo_used (UmpireRosterUnit   *self,
                                                      guint               ammo_used);
/* One line for a list row: "2nd Bn (British infantry, 16 figures, shaken)". */
char               *umpire_roster_unit_describe      (UmpireRosterUnit   *self);

/* Carries a result over to the unit: a morale test's new state, a melee's
 * loser becoming shaken (`side` names the unit's side, "attacker" or
 * "defender"; NULL otherwise), the fire turns an ammunition result leaves.
 * Returns TRUE if the unit changed. */
gboolean            umpire_roster_unit_apply_result  (UmpireRosterUnit   *self,
                                                      UmpireResult       *result,
                                                      const char         *side);

/* A new, empty roster: a GListStore of UmpireRosterUnit. */
GListStore         *umpire_roster_new                (void);
/* Saves and restores a roster as key file text, so a game carries over
 * between sessions. A nation typed before nations were chosen from the
 * rules is read as the id of derosa.nations it names ("British" is
 * "british", see umpire_roster_find_nation); any other is kept as typed, a
 * nation the rules do not know. `rules` may be NULL: nations as written. */
char               *umpire_roster_to_data            (GListModel         *roster);
gboolean            umpire_roster_load_data          (GListStore         *roster,
                                                      UmpireRules        *rules,
                                                      const char         *data,
                                                      GError            **error);

/* A unit's nation is an id of the rules database's derosa.nations (the
 * nations the rules name, with the fire modifiers that follow them), or,
 * from an older roster, text the rules do not know: shown as typed, with
 * no modifier. */
GStrv               umpire_roster_dup_nations        (UmpireRules        *rules);
/* The id of derosa.nations `text` names: the id itself, in any case and
 * with blanks around it; NULL for empty text or a nation the rules do not
 * name. */
const char         *umpire_roster_find_nation        (UmpireRules        *rules,
                                                      const char         *text);
/* The ids of the fire modifiers (derosa.fire-die-modifiers) that follow a
 * unit of `nation` firing small arms, empty for a nation the rules do not
 * name; with `nation` NULL, those of every nation. */
GStrv               umpire_roster_dup_nation_modifiers (UmpireRules      *rules,
                                                        const char       *nation);
/* The nation in the umpire's words: its label for a nation of the rules,
 * else the text as typed. */
char               *umpire_roster_dup_nation_label   (UmpireRules        *rules,
                                                      const char         *nation);

G_END_DECLS
