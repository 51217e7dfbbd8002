/* umpire-continuation.c: the next battle, from what this one left
 *
 * Everything is read from the battle's state, never from the roster or the
 * header alone: the roster holds each unit as it was set up, the state its
 * figures and morale after every result in force. A result out of date is
 * not counted there, and the list says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-battle-state.h"
#include "umpire-catalogue.h"
#include "umpire-continuation.h"
#include "umpire-derosa.h"
#include "umpire-input-error.h"
#include "umpire-xml.h"

struct _UmpireContinuation
{
  UmpireScenario *scenario;
  UmpireRules    *rules;
  GPtrArray      *items;        /* UmpireCarryItem* */
  GPtrArray      *left_behind;  /* UmpireLeftBehind* */
  /* What the items carry, read from the state when it was made. */
  GHashTable     *figures;      /* item id → figure as text: a side's
                                 * sub-units, its losses, a unit's figures */
  GHashTable     *morale;       /* unit item id → morale id */
};

static void
item_free (gpointer data)
{
  UmpireCarryItem *item = data;

  g_free (item->id);
  g_free (item->unit);
  g_free (item->label);
  g_free (item->detail);
  g_free (item);
}

static void
left_behind_free (gpointer data)
{
  UmpireLeftBehind *left = data;

  g_free (left->id);
  g_free (left->what);
  g_free (left->why);
  g_free (left);
}

void
umpire_continuation_free (UmpireContinuation *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->scenario);
  g_clear_object (&self->rules);
  g_ptr_array_unref (self->items);
  g_ptr_array_unref (self->left_behind);
  g_hash_table_unref (self->figures);
  g_hash_table_unref (self->morale);
  g_free (self);
}

static UmpireCarryItem *
add_item (UmpireContinuation *self,
          UmpireCarryKind     kind,
          UmpireSide          side,
          char               *id,
          char               *label,
          char               *detail)
{
  UmpireCarryItem *item = g_new0 (UmpireCarryItem, 1);

  item->id = id;
  item->kind = kind;
  item->side = side;
  item->label = label;
  item->detail = detail;
  item->carried = TRUE;
  g_ptr_array_add (self->items, item);
  return item;
}

static void
add_left_behind (UmpireContinuation *self,
                 const char         *id,
                 char               *what,
                 const char         *why)
{
  UmpireLeftBehind *left = g_new0 (UmpireLeftBehind, 1);

  left->id = g_strdup (id);
  left->what = what;
  left->why = g_strdup (why);
  g_ptr_array_add (self->left_behind, left);
}

/* Whether a side's figures hold a key beginning with `prefix`. */
static gboolean
side_has_prefix (UmpireBattleState *state,
                 const char        *prefix)
{
  const UmpireStateScope scopes[] = { UMPIRE_STATE_ATTACKER, UMPIRE_STATE_DEFENDER };

  for (guint s = 0; s < G_N_ELEMENTS (scopes); s++)
    {
      g_auto(GStrv) keys = umpire_battle_state_dup_keys (state, scopes[s]);

      for (guint k = 0; keys[k] != NULL; k++)
        if (g_str_has_prefix (keys[k], prefix))
          return TRUE;
    }
  return FALSE;
}

static double
state_number (UmpireBattleState *state,
              UmpireStateScope   scope,
              const char        *key)
{
  const char *text = umpire_battle_state_get (state, scope, key);

  return text != NULL ? g_ascii_strtod (text, NULL) : 0;
}

static char *
number_text (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%g", value));
}

static char *
rules_detail (UmpireScenario *scenario)
{
  g_autoptr(GString) detail = g_string_new (NULL);
  const char * const *systems = umpire_scenario_get_systems (scenario);
  guint n_optional = g_strv_length ((char **) umpire_scenario_get_optional_rules (scenario));

  for (guint i = 0; systems[i] != NULL; i++)
    g_string_append_printf (detail, "%s%s", i > 0 ? ", " : "", umpire_catalogue_get_system_name (systems[i]));
  if (umpire_scenario_get_year (scenario) > 0)
    {
      if (detail->len > 0)
        g_string_append (detail, " · ");
      /* Translators: the scenario's year, e.g. "year 1916" */
      g_string_append_printf (detail, _("year %d"), umpire_scenario_get_year (scenario));
    }
  if (n_optional > 0)
    {
      if (detail->len > 0)
        g_string_append (detail, " · ");
      g_string_append_printf (detail, ngettext ("%u optional rule", "%u optional rules", n_optional), n_optional);
    }
  return g_string_free (g_steal_pointer (&detail), FALSE);
}

static void
add_sides (UmpireContinuation *self,
           UmpireBattleState  *state)
{
  const UmpireSide sides[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };
  const UmpireStateScope scopes[] = { UMPIRE_STATE_ATTACKER, UMPIRE_STATE_DEFENDER };

  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      const char *nation = umpire_battle_state_get (state, scopes[s], "nation");
      g_autofree char *nation_words = NULL;
      double lost, before;
      int sub_units;

      if (nation != NULL)
        {
          nation_words = self->rules != NULL
                         ? umpire_system_input_dup_for_people (self->rules, "1916", "nation", nation)
                         : g_strdup (nation);
          sub_units = umpire_battle_state_get_int (state, scopes[s], "sub-units");
          /* The 1916 state keeps no sub-unit losses: the header's, as
           * corrected, are what the side has. */
          add_item (self, UMPIRE_CARRY_SIDE, sides[s], g_strdup (umpire_side_to_string (sides[s])),
                    /* Translators: a side carried over, e.g. "Attacker: British" */
                    g_strdup_printf (_("%s: %s"), umpire_side_get_label (sides[s]), nation_words),
                    g_strdup_printf (ngettext ("%d sub-unit", "%d sub-units", sub_units), sub_units));
          g_hash_table_insert (self->figures, g_strdup (umpire_side_to_string (sides[s])),
                               g_strdup_printf ("%d", sub_units));
        }

      /* Der Weltkrieg losses add up over the battles. */
      lost = state_number (state, scopes[s], "loss");
      before = state_number (state, scopes[s], "loss-before");
      if (lost > 0 || before > 0)
        {
          char *id = g_strconcat ("losses:", umpire_side_to_string (sides[s]), NULL);

          add_item (self, UMPIRE_CARRY_LOSSES, sides[s], id,
                    g_strdup (sides[s] == UMPIRE_SIDE_ATTACKER ? _("Attacker’s losses (Der Weltkrieg)")
                                                               : _("Defender’s losses (Der Weltkrieg)")),
                    /* Translators: losses in all battles, then in this one */
                    g_strdup_printf (_("%g lost in all, %g in this battle"), lost + before, lost));
          g_hash_table_insert (self->figures, g_strdup (id), number_text (lost + before));
        }
    }
}

static void
add_units (UmpireContinuation *self,
           UmpireBattleState  *state)
{
  const GPtrArray *units = umpire_scenario_get_units (self->scenario);
  gboolean ammo_used = FALSE;

  for (guint i = 0; i < units->len; i++)
    {
      const UmpireUnit *unit = g_ptr_array_index (units, i);
      const char *figures_text = umpire_battle_state_get_unit (state, unit->name, "figures");
      const char *morale = umpire_battle_state_get_unit (state, unit->name, "morale");
      const char *ammo = umpire_battle_state_get_unit (state, unit->name, "ammo-used");
      int figures = figures_text != NULL ? (int) lround (g_ascii_strtod (figures_text, NULL)) : unit->strength;
      UmpireDerosaMorale state_morale;
      g_autoptr(GString) detail = g_string_new (NULL);
      char *id;

      if (ammo != NULL && g_ascii_strtod (ammo, NULL) > 0)
        ammo_used = TRUE;
      if (figures <= 0)
        {
          add_left_behind (self, "wiped-out", g_strdup (unit->name), _("wiped out: no figures left"));
          continue;
        }
      g_string_append_printf (detail, ngettext ("%d of %d figure", "%d of %d figures", unit->strength),
                              figures, unit->strength);
      if (morale != NULL && umpire_derosa_morale_from_string (morale, &state_morale))
        g_string_append_printf (detail, " · %s", umpire_derosa_morale_label (state_morale));
      id = g_strconcat ("unit:", unit->name, NULL);
      add_item (self, UMPIRE_CARRY_UNIT, unit->side, id, g_strdup (unit->name),
                g_string_free (g_steal_pointer (&detail), FALSE))->unit = g_strdup (unit->name);
      g_hash_table_insert (self->figures, g_strdup (id), g_strdup_printf ("%d", figures));
      if (morale != NULL)
        g_hash_table_insert (self->morale, g_strdup (id), g_strdup (morale));
    }
  if (ammo_used)
    add_left_behind (self, "ammunition", g_strdup (_("Fire turns of ammunition used")),
                     _("batteries begin the next battle resupplied"));
}

static void
add_left_behind_all (UmpireContinuation *self,
                     UmpireBattleState  *state)
{
  UmpireScenario *scenario = self->scenario;
  guint n_events = umpire_scenario_get_cursor (scenario);
  guint out_of_date = umpire_battle_state_count_out_of_date (state);
  int turn = umpire_scenario_get_turn (scenario);
  const char *notes = umpire_scenario_get_notes (scenario);

  if (side_has_prefix (state, "support:"))
    add_left_behind (self, "support", g_strdup (_("Support won and barrages left")),
                     _("rolled again in each battle’s setup"));
  if (side_has_prefix (state, "heavy:"))
    add_left_behind (self, "heavy-weapons", g_strdup (_("Heavy-weapon bases")),
                     _("rolled again in each battle’s setup"));
  if (side_has_prefix (state, "defenses:"))
    add_left_behind (self, "defensive-works", g_strdup (_("Defensive works")),
                     _("they belong to this battle’s ground"));
  if (umpire_scenario_get_battle (scenario) != NULL || umpire_scenario_get_terrain (scenario) != NULL)
    add_left_behind (self, "ground", g_strdup (_("Battle type and terrain")),
                     _("the next battle is fought on its own ground"));
  if (umpire_battle_state_get (state, UMPIRE_STATE_BATTLE, "proximity-yards") != NULL
      || umpire_battle_state_get (state, UMPIRE_STATE_BATTLE, "lull-start") != NULL
      || umpire_scenario_get_lulls (scenario) > 0)
    add_left_behind (self, "proximity-lull", g_strdup (_("Proximity and lulls")),
                     _("rolled again in each battle’s setup"));
  if (side_has_prefix (state, "supply"))
    add_left_behind (self, "supply", g_strdup (_("Supply points spent")), _("spent in this battle only"));
  if (side_has_prefix (state, "reserves-committed"))
    add_left_behind (self, "reserves", g_strdup (_("HQ reserves committed")), _("committed anew in each battle"));
  if (turn > 1)
    add_left_behind (self, "turn",
                     /* Translators: the turn this battle reached, e.g. "The turn (7)" */
                     g_strdup_printf (_("The turn (%d)"), turn), _("the next battle begins on turn 1"));
  if (n_events > 0)
    add_left_behind (self, "log",
                     g_strdup_printf (ngettext ("The log (%u result)", "The log (%u results)", n_events), n_events),
                     _("it stays in this battle’s file, which the new one names"));
  if (notes != NULL && *notes != '\0')
    add_left_behind (self, "notes", g_strdup (_("Notes")), _("they stay with this battle"));
  if (out_of_date > 0)
    add_left_behind (self, "out-of-date",
                     g_strdup_printf (ngettext ("%u result out of date", "%u results out of date", out_of_date),
                                      out_of_date),
                     _("not counted: roll them again first to carry what they give"));
}

UmpireContinuation *
umpire_continuation_new (UmpireScenario *scenario,
                         UmpireRules    *rules)
{
  UmpireContinuation *self;
  g_autoptr(UmpireBattleState) state = NULL;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (rules == NULL || UMPIRE_IS_RULES (rules), NULL);

  self = g_new0 (UmpireContinuation, 1);
  self->scenario = g_object_ref (scenario);
  self->rules = rules != NULL ? g_object_ref (rules) : NULL;
  self->items = g_ptr_array_new_with_free_func (item_free);
  self->left_behind = g_ptr_array_new_with_free_func (left_behind_free);
  self->figures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->morale = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  state = umpire_battle_state_new (scenario);
  if (umpire_scenario_get_systems (scenario)[0] != NULL || umpire_scenario_get_year (scenario) > 0)
    add_item (self, UMPIRE_CARRY_RULES, UMPIRE_SIDE_NONE, g_strdup ("rules"),
              g_strdup (_("Rules in use")), rules_detail (scenario));
  add_sides (self, state);
  add_units (self, state);
  add_left_behind_all (self, state);
  return self;
}

guint
umpire_continuation_get_n_items (UmpireContinuation *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->items->len;
}

const UmpireCarryItem *
umpire_continuation_get_item (UmpireContinuation *self,
                              guint               index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->items->len, NULL);
  return g_ptr_array_index (self->items, index);
}

static UmpireCarryItem *
find_item (UmpireContinuation *self,
           const char         *id)
{
  for (guint i = 0; i < self->items->len; i++)
    {
      UmpireCarryItem *item = g_ptr_array_index (self->items, i);

      if (g_str_equal (item->id, id))
        return item;
    }
  return NULL;
}

gboolean
umpire_continuation_set_carried (UmpireContinuation *self,
                                 const char         *id,
                                 gboolean            carried,
                                 GError            **error)
{
  UmpireCarryItem *item;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  item = find_item (self, id);
  if (item == NULL)
    {
      g_autoptr(GString) known = g_string_new (NULL);

      for (guint i = 0; i < self->items->len; i++)
        g_string_append_printf (known, "%s%s", i > 0 ? ", " : "",
                                ((UmpireCarryItem *) g_ptr_array_index (self->items, i))->id);
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "without",
                          _("“%s” is nothing this battle carries over (it carries: %s)"), id,
                          known->len > 0 ? known->str : _("nothing"));
      return FALSE;
    }
  item->carried = !!carried;
  return TRUE;
}

guint
umpire_continuation_get_n_left_behind (UmpireContinuation *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->left_behind->len;
}

const UmpireLeftBehind *
umpire_continuation_get_left_behind (UmpireContinuation *self,
                                     guint               index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->left_behind->len, NULL);
  return g_ptr_array_index (self->left_behind, index);
}

char *
umpire_continuation_dup_default_title (UmpireContinuation *self)
{
  const char *title;

  g_return_val_if_fail (self != NULL, NULL);

  title = umpire_scenario_get_title (self->scenario);
  if (title == NULL || *title == '\0')
    return g_strdup (_("The next battle"));
  /* Translators: the title of the battle that continues "%s" */
  return g_strdup_printf (_("%s, next battle"), title);
}

UmpireScenario *
umpire_continuation_make (UmpireContinuation *self,
                          const char         *title)
{
  g_autoptr(UmpireScenario) next = umpire_scenario_new ();
  g_autofree char *default_title = NULL;
  const GPtrArray *units = umpire_scenario_get_units (self->scenario);

  g_return_val_if_fail (self != NULL, NULL);

  if (title == NULL || *title == '\0')
    title = default_title = umpire_continuation_dup_default_title (self);
  umpire_scenario_set_title (next, title);
  for (guint i = 0; i < self->items->len; i++)
    {
      const UmpireCarryItem *item = g_ptr_array_index (self->items, i);
      const char *figure = g_hash_table_lookup (self->figures, item->id);

      if (!item->carried)
        continue;
      switch (item->kind)
        {
        case UMPIRE_CARRY_RULES:
          {
            const char * const *systems = umpire_scenario_get_systems (self->scenario);
            const char * const *optional = umpire_scenario_get_optional_rules (self->scenario);

            for (guint s = 0; systems[s] != NULL; s++)
              umpire_scenario_add_system (next, systems[s]);
            for (guint o = 0; optional[o] != NULL; o++)
              umpire_scenario_set_optional_rule (next, optional[o], TRUE);
            umpire_scenario_set_year (next, umpire_scenario_get_year (self->scenario));
            umpire_scenario_set_scale (next, umpire_scenario_get_scale (self->scenario));
          }
          break;
        case UMPIRE_CARRY_SIDE:
          umpire_scenario_set_side (next, item->side, umpire_scenario_get_side_nation (self->scenario, item->side),
                                    figure != NULL ? atoi (figure) : 0);
          break;
        case UMPIRE_CARRY_LOSSES:
          umpire_scenario_set_carried_figure (next, item->side, "loss", figure);
          break;
        case UMPIRE_CARRY_UNIT:
          break;
        default:
          g_assert_not_reached ();
        }
    }
  /* Units in the roster's order, each set up as the state left it. */
  for (guint u = 0; u < units->len; u++)
    {
      UmpireUnit unit = *(const UmpireUnit *) g_ptr_array_index (units, u);
      g_autofree char *id = g_strconcat ("unit:", unit.name, NULL);
      const UmpireCarryItem *item = find_item (self, id);
      const char *figure = g_hash_table_lookup (self->figures, id);

      if (item == NULL || !item->carried)
        continue;
      unit.strength = atoi (figure);
      unit.morale = g_hash_table_lookup (self->morale, id);
      unit.ammo_used = 0;
      umpire_scenario_add_unit (next, &unit);
    }
  umpire_scenario_set_turn (next, 1);
  return g_steal_pointer (&next);
}

char *
umpire_continuation_dup_link_path (const char *from,
                                   const char *to)
{
  g_autofree char *from_abs = g_canonicalize_filename (from, NULL);
  g_autofree char *to_abs = g_canonicalize_filename (to, NULL);
  g_autofree char *dir = g_path_get_dirname (from_abs);
  g_autofree char *prefix = g_str_has_suffix (dir, G_DIR_SEPARATOR_S) ? g_strdup (dir)
                                                                      : g_strconcat (dir, G_DIR_SEPARATOR_S, NULL);

  g_return_val_if_fail (from != NULL && to != NULL, NULL);

  if (g_str_has_prefix (to_abs, prefix))
    return g_strdup (to_abs + strlen (prefix));
  return g_steal_pointer (&to_abs);
}

void
umpire_continuation_link (UmpireScenario *previous,
                          const char     *previous_path,
                          UmpireScenario *next,
                          const char     *next_path)
{
  g_autofree char *to_previous = NULL;
  g_autofree char *to_next = NULL;

  g_return_if_fail (UMPIRE_IS_SCENARIO (previous));
  g_return_if_fail (UMPIRE_IS_SCENARIO (next));
  g_return_if_fail (previous_path != NULL && next_path != NULL);

  to_previous = umpire_continuation_dup_link_path (next_path, previous_path);
  to_next = umpire_continuation_dup_link_path (previous_path, next_path);
  umpire_scenario_set_previous_battle (next, to_previous, umpire_scenario_get_title (previous));
  umpire_scenario_add_next_battle (previous, to_next, umpire_scenario_get_title (next));
}

/* The battles this one is linked to, so that a second continuation is
 * made knowingly. */
static void
append_links_text (GString        *text,
                   UmpireScenario *scenario)
{
  const UmpireBattleLink *previous = umpire_scenario_get_previous_battle (scenario);
  const GPtrArray *next = umpire_scenario_get_next_battles (scenario);

  if (previous != NULL)
    g_string_append_printf (text, _("This battle continues “%s” (%s)\n"),
                            previous->title != NULL ? previous->title : "", previous->file);
  for (guint i = 0; i < next->len; i++)
    {
      const UmpireBattleLink *link = g_ptr_array_index (next, i);

      g_string_append_printf (text, _("Already continued in “%s” (%s)\n"),
                              link->title != NULL ? link->title : "", link->file);
    }
}

char *
umpire_continuation_to_text (UmpireContinuation *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (self != NULL, NULL);

  g_string_append_printf (text, "%s\n", _("Carries over into the next battle:"));
  for (guint i = 0; i < self->items->len; i++)
    {
      const UmpireCarryItem *item = g_ptr_array_index (self->items, i);

      g_string_append_printf (text, "  [%s] %s — %s (%s)\n", item->carried ? "x" : " ", item->label, item->detail,
                              item->id);
    }
  if (self->items->len == 0)
    g_string_append_printf (text, "  %s\n", _("nothing"));
  g_string_append_printf (text, "%s\n", _("Does not carry over:"));
  for (guint i = 0; i < self->left_behind->len; i++)
    {
      const UmpireLeftBehind *left = g_ptr_array_index (self->left_behind, i);

      g_string_append_printf (text, "  %s: %s\n", left->what, left->why);
    }
  if (self->left_behind->len == 0)
    g_string_append_printf (text, "  %s\n", _("nothing"));
  append_links_text (text, self->scenario);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static const char *
kind_id (UmpireCarryKind kind)
{
  switch (kind)
    {
    case UMPIRE_CARRY_RULES: return "rules";
    case UMPIRE_CARRY_SIDE: return "side";
    case UMPIRE_CARRY_UNIT: return "unit";
    case UMPIRE_CARRY_LOSSES: return "losses";
    default: g_assert_not_reached ();
    }
}

char *
umpire_continuation_to_xml (UmpireContinuation *self,
                            const char         *input,
                            const char         *output)
{
  g_autoptr(GString) xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<continuation");

  g_return_val_if_fail (self != NULL, NULL);

  umpire_xml_append_attribute (xml, "input", input);
  umpire_xml_append_attribute (xml, "output", output);
  g_string_append (xml, ">\n");

  for (guint i = 0; i < self->items->len; i++)
    {
      const UmpireCarryItem *item = g_ptr_array_index (self->items, i);
      const char *figure = g_hash_table_lookup (self->figures, item->id);

      g_string_append (xml, "  <carry");
      umpire_xml_append_attribute (xml, "id", item->id);
      umpire_xml_append_attribute (xml, "kind", kind_id (item->kind));
      if (item->kind != UMPIRE_CARRY_RULES)
        umpire_xml_append_attribute (xml, "side", umpire_side_to_string (item->side));
      umpire_xml_append_attribute (xml, "carried", item->carried ? "yes" : "no");
      umpire_xml_append_attribute (xml, "value", figure);
      umpire_xml_append_attribute (xml, "morale", g_hash_table_lookup (self->morale, item->id));
      umpire_xml_append_attribute (xml, "label", item->label);
      umpire_xml_append_attribute (xml, "detail", item->detail);
      g_string_append (xml, "/>\n");
    }
  for (guint i = 0; i < self->left_behind->len; i++)
    {
      const UmpireLeftBehind *left = g_ptr_array_index (self->left_behind, i);

      g_string_append (xml, "  <left-behind");
      umpire_xml_append_attribute (xml, "id", left->id);
      umpire_xml_append_attribute (xml, "what", left->what);
      umpire_xml_append_attribute (xml, "why", left->why);
      g_string_append (xml, "/>\n");
    }
  {
    const UmpireBattleLink *previous = umpire_scenario_get_previous_battle (self->scenario);
    const GPtrArray *next = umpire_scenario_get_next_battles (self->scenario);

    if (previous != NULL)
      {
        g_string_append (xml, "  <previous-battle");
        umpire_xml_append_attribute (xml, "file", previous->file);
        umpire_xml_append_attribute (xml, "title", previous->title);
        g_string_append (xml, "/>\n");
      }
    for (guint i = 0; i < next->len; i++)
      {
        const UmpireBattleLink *link = g_ptr_array_index (next, i);

        g_string_append (xml, "  <next-battle");
        umpire_xml_append_attribute (xml, "file", link->file);
        umpire_xml_append_attribute (xml, "title", link->title);
        g_string_append (xml, "/>\n");
      }
  }
  g_string_append (xml, "</continuation>\n");
  return g_string_free (g_steal_pointer (&xml), FALSE);
}
