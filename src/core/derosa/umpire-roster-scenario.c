/* umpire-roster-scenario.c: the miniatures roster a scenario holds
 *
 * The scenario keeps its units as plain records (umpire-scenario.h), which
 * its file and autosave write; the roster is those of De Rosa as objects a
 * page binds to. The roster is made from the scenario once, then every
 * change of it is written back whole: a roster is a handful of units.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-roster-scenario.h"

#define ROSTER_KEY "umpire-roster"
#define LINK_KEY "umpire-roster-scenario"

/* The scenario a roster writes into; the scenario owns the roster, but a
 * page may hold the roster a moment longer. */
typedef struct
{
  GWeakRef scenario;
} Link;

static void
link_free (gpointer data)
{
  Link *link = data;

  g_weak_ref_clear (&link->scenario);
  g_free (link);
}

UmpireRosterUnit *
umpire_roster_unit_new_from_unit (const UmpireUnit *unit)
{
  UmpireDerosaMorale morale = UMPIRE_DEROSA_GOOD;
  UmpireRosterUnit *self;

  g_return_val_if_fail (unit != NULL, NULL);

  self = umpire_roster_unit_new (unit->name, unit->nation, unit->kind, (guint) MAX (unit->strength, 0));
  if (unit->morale != NULL && !umpire_derosa_morale_from_string (unit->morale, &morale))
    morale = UMPIRE_DEROSA_GOOD;
  umpire_roster_unit_set_morale (self, morale);
  umpire_roster_unit_set_trained (self, unit->trained);
  umpire_roster_unit_set_veteran (self, unit->veteran);
  umpire_roster_unit_set_ammo_used (self, (guint) MAX (unit->ammo_used, 0));
  return self;
}

void
umpire_roster_unit_to_unit (UmpireRosterUnit *self,
                            UmpireUnit       *unit)
{
  const char *nation;

  g_return_if_fail (UMPIRE_IS_ROSTER_UNIT (self));
  g_return_if_fail (unit != NULL);

  /* The strings are the roster unit's own. */
  nation = umpire_roster_unit_get_nation (self);
  *unit = (UmpireUnit) {
    .name = (char *) umpire_roster_unit_get_name (self),
    .side = UMPIRE_SIDE_NONE,
    .nation = *nation != '\0' ? (char *) nation : NULL,
    .kind = (char *) umpire_roster_unit_get_unit_type (self),
    .strength = (int) MIN (umpire_roster_unit_get_figures (self), (guint) G_MAXINT),
    .system = (char *) UMPIRE_ROSTER_SYSTEM,
    .morale = (char *) umpire_derosa_morale_to_string (umpire_roster_unit_get_morale (self)),
    .trained = umpire_roster_unit_get_trained (self),
    .veteran = umpire_roster_unit_get_veteran (self),
    .ammo_used = (int) MIN (umpire_roster_unit_get_ammo_used (self), (guint) G_MAXINT),
  };
}

static void
write_back (GListStore *roster)
{
  Link *link = g_object_get_data (G_OBJECT (roster), LINK_KEY);
  g_autoptr(UmpireScenario) scenario = g_weak_ref_get (&link->scenario);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GArray) units = g_array_new (FALSE, TRUE, sizeof (UmpireUnit));
  guint n;

  if (scenario == NULL)
    return;
  n = g_list_model_get_n_items (G_LIST_MODEL (roster));
  for (guint i = 0; i < n; i++)
    {
      UmpireRosterUnit *item = g_list_model_get_item (G_LIST_MODEL (roster), i);
      UmpireUnit unit;

      g_ptr_array_add (items, item);
      if (*umpire_roster_unit_get_name (item) == '\0')
        continue;
      umpire_roster_unit_to_unit (item, &unit);
      g_array_append_val (units, unit);
    }
  umpire_scenario_set_system_units (scenario, UMPIRE_ROSTER_SYSTEM, (const UmpireUnit *) units->data, units->len);
}

static void
on_unit_notify (GListStore       *roster,
                GParamSpec       *pspec,
                UmpireRosterUnit *unit)
{
  /* A unit taken off the table may still be held (and changed) elsewhere. */
  if (g_list_store_find (roster, unit, NULL))
    write_back (roster);
}

static void
follow_units (GListStore *roster,
              guint       position,
              guint       added)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(UmpireRosterUnit) unit = g_list_model_get_item (G_LIST_MODEL (roster), i);

      /* Once, whether it was on this roster before or not. */
      g_signal_handlers_disconnect_by_func (unit, on_unit_notify, roster);
      g_signal_connect_object (unit, "notify", G_CALLBACK (on_unit_notify), roster, G_CONNECT_SWAPPED);
    }
}

static void
on_items_changed (GListStore *roster,
                  guint       position,
                  guint       removed,
                  guint       added)
{
  follow_units (roster, position, added);
  write_back (roster);
}

GListStore *
umpire_roster_get_for_scenario (UmpireScenario *scenario)
{
  GListStore *roster;
  const GPtrArray *units;
  Link *link;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  roster = g_object_get_data (G_OBJECT (scenario), ROSTER_KEY);
  if (roster != NULL)
    return roster;

  roster = umpire_roster_new ();
  units = umpire_scenario_get_units (scenario);
  for (guint i = 0; i < units->len; i++)
    {
      const UmpireUnit *unit = g_ptr_array_index (units, i);
      g_autoptr(UmpireRosterUnit) item = NULL;

      if (g_strcmp0 (unit->system, UMPIRE_ROSTER_SYSTEM) != 0)
        continue;
      item = umpire_roster_unit_new_from_unit (unit);
      g_list_store_append (roster, item);
    }
  link = g_new0 (Link, 1);
  g_weak_ref_init (&link->scenario, scenario);
  g_object_set_data_full (G_OBJECT (roster), LINK_KEY, link, link_free);
  follow_units (roster, 0, g_list_model_get_n_items (G_LIST_MODEL (roster)));
  g_signal_connect (roster, "items-changed", G_CALLBACK (on_items_changed), NULL);
  g_object_set_data_full (G_OBJECT (scenario), ROSTER_KEY, roster, g_object_unref);
  return roster;
}
