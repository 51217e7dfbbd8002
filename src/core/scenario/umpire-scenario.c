/* umpire-scenario.c: a scenario and its event log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-optional-rule.h"
#include "umpire-procedure.h"
#include "umpire-rederive.h"
#include "umpire-scenario.h"

typedef struct
{
  char *nation;
  int   sub_units;
} Side;

struct _UmpireScenario
{
  GObject     parent_instance;

  char       *title;
  int         year;
  GPtrArray  *systems;         /* char*, NULL-terminated */
  GPtrArray  *optional_rules;  /* char*, NULL-terminated: what the file saves */
  GHashTable *rule_states;     /* "SYSTEM:ID" -> UmpireOptionalRule, as asked for */
  char       *battle;
  char       *terrain;
  char       *scale;
  char       *notes;
  Side        sides[3];        /* by UmpireSide */
  GPtrArray  *units;           /* UmpireUnit* */
  int         turn;
  int         lull_start;
  int         lulls;
  GArray     *revealed;        /* guint event ids shown to the players, in
                                * the order shown */
  UmpireBattleLink previous;   /* file NULL: none */
  GPtrArray  *next_battles;    /* UmpireBattleLink* */
  GPtrArray  *carried;         /* UmpireCarriedFigure* */

  GListStore *log;             /* UmpireEvent* */
  GHashTable *positions;       /* procedure id → Positions: see index_add () */
  guint       cursor;
  guint       next_id;
  guint       header_serial;   /* bumped by every change outside the log */
  gboolean    shares_events;   /* a copy (umpire_scenario_dup): its cursor stays */
  gboolean    action_open;     /* between begin_action and end_action */
  guint       action_depth;    /* actions begun inside it (one action still) */
  guint       action;          /* the open action's first event, or 0 */
  gboolean    action_moved;    /* the log moved in the open action: notified at its end */
  gboolean    action_changed;  /* the header changed in the open action: told at its end */
};

G_DEFINE_FINAL_TYPE (UmpireScenario, umpire_scenario, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_YEAR,
  PROP_TURN,
  PROP_LULL_START,
  PROP_LULLS,
  PROP_BATTLE,
  PROP_TERRAIN,
  PROP_SCALE,
  PROP_ATTACKER_NATION,
  PROP_ATTACKER_SUB_UNITS,
  PROP_DEFENDER_NATION,
  PROP_DEFENDER_SUB_UNITS,
  PROP_CURSOR,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Where each procedure's events are in the log, by side, kept as events
 * arrive and leave: the latest of a procedure before any point of the log
 * is a binary search, not a walk back through thousands of other events. */
#define N_INDEXED_SIDES 3   /* none, attacker, defender */

typedef struct
{
  GArray *by_side[N_INDEXED_SIDES];   /* guint positions, ascending, by UmpireSide; NULL: none */
} Positions;

static void
positions_free (gpointer data)
{
  Positions *positions = data;

  for (guint s = 0; s < N_INDEXED_SIDES; s++)
    g_clear_pointer (&positions->by_side[s], g_array_unref);
  g_free (positions);
}

static GArray *
index_lookup (UmpireScenario *self,
              const char     *procedure,
              UmpireSide      side)
{
  Positions *positions;

  if (procedure == NULL || (guint) side >= N_INDEXED_SIDES)
    return NULL;
  positions = g_hash_table_lookup (self->positions, procedure);
  return positions != NULL ? positions->by_side[side] : NULL;
}

/* `event` is now at `position`, after every other event of the log. */
static void
index_add (UmpireScenario *self,
           UmpireEvent    *event,
           guint           position)
{
  const char *procedure = umpire_event_get_procedure (event);
  UmpireSide side = umpire_event_get_side (event);
  Positions *positions;

  if (procedure == NULL || (guint) side >= N_INDEXED_SIDES)
    return;
  positions = g_hash_table_lookup (self->positions, procedure);
  if (positions == NULL)
    {
      positions = g_new0 (Positions, 1);
      g_hash_table_insert (self->positions, g_strdup (procedure), positions);
    }
  if (positions->by_side[side] == NULL)
    positions->by_side[side] = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (positions->by_side[side], position);
}

/* Drops the events from `keep` on, the index first. */
static void
truncate_log (UmpireScenario *self,
              guint           keep)
{
  guint n = umpire_scenario_get_n_events (self);

  if (keep >= n)
    return;
  for (guint i = n; i > keep; i--)
    {
      UmpireEvent *event = umpire_scenario_get_event (self, i - 1);
      GArray *positions = index_lookup (self, umpire_event_get_procedure (event), umpire_event_get_side (event));

      /* The events go from the end, and so do their positions. */
      if (positions != NULL && positions->len > 0 &&
          g_array_index (positions, guint, positions->len - 1) == i - 1)
        g_array_set_size (positions, positions->len - 1);
    }
  g_list_store_splice (self->log, keep, n - keep, NULL, 0);
}

static void
append_to_log (UmpireScenario *self,
               UmpireEvent    *event)
{
  guint position = umpire_scenario_get_n_events (self);

  g_list_store_append (self->log, event);
  index_add (self, event, position);
}
static void on_rule_state_notify (UmpireOptionalRule *state,
                                  GParamSpec         *pspec,
                                  UmpireScenario     *self);

static void
unit_free (gpointer data)
{
  UmpireUnit *unit = data;

  g_free (unit->name);
  g_free (unit->nation);
  g_free (unit->kind);
  g_free (unit->notes);
  g_free (unit->system);
  g_free (unit->morale);
  g_free (unit);
}

static void
battle_link_free (gpointer data)
{
  UmpireBattleLink *link = data;

  g_free (link->file);
  g_free (link->title);
  g_free (link);
}

static void
carried_figure_free (gpointer data)
{
  UmpireCarriedFigure *figure = data;

  g_free (figure->name);
  g_free (figure->value);
  g_free (figure);
}

static void
umpire_scenario_finalize (GObject *object)
{
  UmpireScenario *self = UMPIRE_SCENARIO (object);

  g_free (self->title);
  g_ptr_array_unref (self->systems);
  g_ptr_array_unref (self->optional_rules);
  g_hash_table_unref (self->rule_states);
  g_free (self->battle);
  g_free (self->terrain);
  g_free (self->scale);
  g_free (self->notes);
  for (guint i = 0; i < G_N_ELEMENTS (self->sides); i++)
    g_free (self->sides[i].nation);
  g_ptr_array_unref (self->units);
  g_array_unref (self->revealed);
  g_free (self->previous.file);
  g_free (self->previous.title);
  g_ptr_array_unref (self->next_battles);
  g_ptr_array_unref (self->carried);
  g_object_unref (self->log);
  g_hash_table_unref (self->positions);

  G_OBJECT_CLASS (umpire_scenario_parent_class)->finalize (object);
}

static void
umpire_scenario_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  UmpireScenario *self = UMPIRE_SCENARIO (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_YEAR:
      g_value_set_int (value, self->year);
      break;
    case PROP_TURN:
      g_value_set_int (value, self->turn);
      break;
    case PROP_LULL_START:
      g_value_set_int (value, self->lull_start);
      break;
    case PROP_LULLS:
      g_value_set_int (value, self->lulls);
      break;
    case PROP_BATTLE:
      g_value_set_string (value, self->battle);
      break;
    case PROP_TERRAIN:
      g_value_set_string (value, self->terrain);
      break;
    case PROP_SCALE:
      g_value_set_string (value, self->scale);
      break;
    case PROP_ATTACKER_NATION:
      g_value_set_string (value, self->sides[UMPIRE_SIDE_ATTACKER].nation);
      break;
    case PROP_ATTACKER_SUB_UNITS:
      g_value_set_int (value, self->sides[UMPIRE_SIDE_ATTACKER].sub_units);
      break;
    case PROP_DEFENDER_NATION:
      g_value_set_string (value, self->sides[UMPIRE_SIDE_DEFENDER].nation);
      break;
    case PROP_DEFENDER_SUB_UNITS:
      g_value_set_int (value, self->sides[UMPIRE_SIDE_DEFENDER].sub_units);
      break;
    case PROP_CURSOR:
      g_value_set_uint (value, self->cursor);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, umpire_scenario_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, umpire_scenario_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_scenario_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  UmpireScenario *self = UMPIRE_SCENARIO (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      umpire_scenario_set_title (self, g_value_get_string (value));
      break;
    case PROP_YEAR:
      umpire_scenario_set_year (self, g_value_get_int (value));
      break;
    case PROP_TURN:
      umpire_scenario_set_turn (self, g_value_get_int (value));
      break;
    case PROP_LULL_START:
      umpire_scenario_set_lull_start (self, g_value_get_int (value));
      break;
    case PROP_LULLS:
      umpire_scenario_set_lulls (self, g_value_get_int (value));
      break;
    case PROP_BATTLE:
      umpire_scenario_set_battle (self, g_value_get_string (value));
      break;
    case PROP_TERRAIN:
      umpire_scenario_set_terrain (self, g_value_get_string (value));
      break;
    case PROP_SCALE:
      umpire_scenario_set_scale (self, g_value_get_string (value));
      break;
    case PROP_ATTACKER_NATION:
    case PROP_DEFENDER_NATION:
      {
        UmpireSide side = prop_id == PROP_ATTACKER_NATION ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER;

        umpire_scenario_set_side (self, side, g_value_get_string (value), self->sides[side].sub_units);
      }
      break;
    case PROP_ATTACKER_SUB_UNITS:
    case PROP_DEFENDER_SUB_UNITS:
      {
        UmpireSide side = prop_id == PROP_ATTACKER_SUB_UNITS ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER;

        umpire_scenario_set_side (self, side, self->sides[side].nation, g_value_get_int (value));
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_scenario_class_init (UmpireScenarioClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = umpire_scenario_finalize;
  object_class->get_property = umpire_scenario_get_property;
  object_class->set_property = umpire_scenario_set_property;

  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, rw);
  properties[PROP_YEAR] = g_param_spec_int ("year", NULL, NULL, 0, G_MAXINT, 0, rw);
  properties[PROP_TURN] = g_param_spec_int ("turn", NULL, NULL, 0, G_MAXINT, 0, rw);
  properties[PROP_LULL_START] = g_param_spec_int ("lull-start", NULL, NULL, 0, G_MAXINT, 0, rw);
  properties[PROP_LULLS] = g_param_spec_int ("lulls", NULL, NULL, 0, G_MAXINT, 0, rw);
  /* The 1916 header: the battle, terrain and scale ids, and each side's
   * nation (a row id of 1916.nations, or another pack's) and sub-units
   * (NULL and 0 until set); umpire_scenario_set_side sets both. */
  properties[PROP_BATTLE] = g_param_spec_string ("battle", NULL, NULL, NULL, rw);
  properties[PROP_TERRAIN] = g_param_spec_string ("terrain", NULL, NULL, NULL, rw);
  properties[PROP_SCALE] = g_param_spec_string ("scale", NULL, NULL, NULL, rw);
  properties[PROP_ATTACKER_NATION] = g_param_spec_string ("attacker-nation", NULL, NULL, NULL, rw);
  properties[PROP_ATTACKER_SUB_UNITS] = g_param_spec_int ("attacker-sub-units", NULL, NULL, 0, G_MAXINT, 0, rw);
  properties[PROP_DEFENDER_NATION] = g_param_spec_string ("defender-nation", NULL, NULL, NULL, rw);
  properties[PROP_DEFENDER_SUB_UNITS] = g_param_spec_int ("defender-sub-units", NULL, NULL, 0, G_MAXINT, 0, rw);
  properties[PROP_CURSOR] = g_param_spec_uint ("cursor", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Anything changed: for the dirty flag and the autosave. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

/* A state outlives the scenario only as a plain object: it no longer
 * writes into the scenario. */
static void
rule_state_free (gpointer data)
{
  g_signal_handlers_disconnect_matched (data, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, on_rule_state_notify, NULL);
  g_object_unref (data);
}

static GPtrArray *
new_strv_array (void)
{
  GPtrArray *array = g_ptr_array_new_null_terminated (4, g_free, TRUE);

  return array;
}

static void
umpire_scenario_init (UmpireScenario *self)
{
  self->systems = new_strv_array ();
  self->optional_rules = new_strv_array ();
  self->rule_states = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, rule_state_free);
  self->units = g_ptr_array_new_with_free_func (unit_free);
  self->revealed = g_array_new (FALSE, FALSE, sizeof (guint));
  self->next_battles = g_ptr_array_new_with_free_func (battle_link_free);
  self->carried = g_ptr_array_new_with_free_func (carried_figure_free);
  self->log = g_list_store_new (UMPIRE_TYPE_EVENT);
  self->positions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, positions_free);
  self->next_id = 1;
}

UmpireScenario *
umpire_scenario_new (void)
{
  return g_object_new (UMPIRE_TYPE_SCENARIO, NULL);
}

static void
emit_changed (UmpireScenario *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A change outside the log: title, sides, units, play, systems. */
static void
changed (UmpireScenario *self)
{
  self->header_serial++;
  /* A correction changes the header and then the log: those who follow
   * the scenario (every step of the 1916 setup refreshes) hear it once,
   * at the end of the action, not once per change. */
  if (self->action_open)
    {
      self->action_changed = TRUE;
      return;
    }
  emit_changed (self);
}

guint
umpire_scenario_get_header_serial (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), 0);
  return self->header_serial;
}

static gboolean
replace_string (char       **field,
                const char  *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

const char *
umpire_scenario_get_title (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  return self->title;
}

void
umpire_scenario_set_title (UmpireScenario *self,
                           const char     *title)
{
  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  if (!replace_string (&self->title, title))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  changed (self);
}

static void
set_int (UmpireScenario *self,
         int            *field,
         int             value,
         guint           prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  changed (self);
}

int
umpire_scenario_get_year (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), 0);
  return self->year;
}

void
umpire_scenario_set_year (UmpireScenario *self,
                          int             year)
{
  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  set_int (self, &self->year, year, PROP_YEAR);
}

const char * const *
umpire_scenario_get_systems (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  return (const char * const *) self->systems->pdata;
}

gboolean
umpire_scenario_uses_system (UmpireScenario *self,
                             const char     *system)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), FALSE);
  return g_strv_contains ((const char * const *) self->systems->pdata, system);
}

void
umpire_scenario_add_system (UmpireScenario *self,
                            const char     *system)
{
  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  g_return_if_fail (system != NULL);
  if (umpire_scenario_uses_system (self, system))
    return;
  g_ptr_array_add (self->systems, g_strdup (system));
  changed (self);
}

const char * const *
umpire_scenario_get_optional_rules (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  return (const char * const *) self->optional_rules->pdata;
}

gboolean
umpire_scenario_get_optional_rule (UmpireScenario *self,
                                   const char     *rule)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), FALSE);
  return g_strv_contains ((const char * const *) self->optional_rules->pdata, rule);
}

void
umpire_scenario_set_optional_rule (UmpireScenario *self,
                                   const char     *rule,
                                   gboolean        in_use)
{
  UmpireOptionalRule *state;
  guint index;

  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  g_return_if_fail (rule != NULL);

  if (g_ptr_array_find_with_equal_func (self->optional_rules, rule, g_str_equal, &index))
    {
      if (in_use)
        return;
      g_ptr_array_remove_index (self->optional_rules, index);
    }
  else if (in_use)
    g_ptr_array_add (self->optional_rules, g_strdup (rule));
  else
    return;
  /* What is bound to the rule follows; its notify finds the list as it is. */
  state = g_hash_table_lookup (self->rule_states, rule);
  if (state != NULL)
    umpire_optional_rule_set_enabled (state, in_use);
  changed (self);
}

static void
on_rule_state_notify (UmpireOptionalRule *state,
                      GParamSpec         *pspec,
                      UmpireScenario     *self)
{
  umpire_scenario_set_optional_rule (self, umpire_optional_rule_get_id (state),
                                     umpire_optional_rule_get_enabled (state));
}

UmpireOptionalRule *
umpire_scenario_get_optional_rule_state (UmpireScenario *self,
                                         const char     *rule)
{
  UmpireOptionalRule *state;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (rule != NULL, NULL);

  state = g_hash_table_lookup (self->rule_states, rule);
  if (state != NULL)
    return state;
  state = umpire_optional_rule_new (rule, umpire_scenario_get_optional_rule (self, rule));
  g_signal_connect (state, "notify::enabled", G_CALLBACK (on_rule_state_notify), self);
  g_hash_table_insert (self->rule_states, (gpointer) umpire_optional_rule_get_id (state), state);
  return state;
}

/* A change of property `prop` (PROP_0: one without a property). */
static void
notify_changed (UmpireScenario *self,
                guint           prop)
{
  if (prop != PROP_0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  changed (self);
}

#define STRING_FIELD(field, prop)                                        \
const char *                                                             \
umpire_scenario_get_##field (UmpireScenario *self)                       \
{                                                                        \
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);                \
  return self->field;                                                    \
}                                                                        \
                                                                         \
void                                                                     \
umpire_scenario_set_##field (UmpireScenario *self,                       \
                             const char     *value)                      \
{                                                                        \
  g_return_if_fail (UMPIRE_IS_SCENARIO (self));                          \
  if (!replace_string (&self->field, value))                             \
    return;                                                              \
  notify_changed (self, prop);                                           \
}

STRING_FIELD (battle, PROP_BATTLE)
STRING_FIELD (terrain, PROP_TERRAIN)
STRING_FIELD (scale, PROP_SCALE)
STRING_FIELD (notes, PROP_0)

/* ---- the battle before and the battles after ----------------------------- */

const UmpireBattleLink *
umpire_scenario_get_previous_battle (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  return self->previous.file != NULL ? &self->previous : NULL;
}

void
umpire_scenario_set_previous_battle (UmpireScenario *self,
                                     const char     *file,
                                     const char     *title)
{
  gboolean file_changed, title_changed;

  g_return_if_fail (UMPIRE_IS_SCENARIO (self));

  if (file == NULL)
    title = NULL;
  file_changed = replace_string (&self->previous.file, file);
  title_changed = replace_string (&self->previous.title, title);
  if (file_changed || title_changed)
    changed (self);
}

const GPtrArray *
umpire_scenario_get_next_battles (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  return self->next_battles;
}

void
umpire_scenario_add_next_battle (UmpireScenario *self,
                                 const char     *file,
                                 const char     *title)
{
  UmpireBattleLink *link = NULL;

  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  g_return_if_fail (file != NULL && *file != '\0');

  for (guint i = 0; i < self->next_battles->len && link == NULL; i++)
    if (g_str_equal (((UmpireBattleLink *) g_ptr_array_index (self->next_battles, i))->file, file))
      link = g_ptr_array_index (self->next_battles, i);
  if (link == NULL)
    {
      link = g_new0 (UmpireBattleLink, 1);
      link->file = g_strdup (file);
      g_ptr_array_add (self->next_battles, link);
    }
  else if (g_strcmp0 (link->title, title) == 0)
    return;
  g_free (link->title);
  link->title = g_strdup (title);
  changed (self);
}

const GPtrArray *
umpire_scenario_get_carried_figures (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  return self->carried;
}

static guint
carried_index (UmpireScenario *self,
               UmpireSide      side,
               const char     *name)
{
  for (guint i = 0; i < self->carried->len; i++)
    {
      const UmpireCarriedFigure *figure = g_ptr_array_index (self->carried, i);

      if (figure->side == side && g_str_equal (figure->name, name))
        return i;
    }
  return G_MAXUINT;
}

void
umpire_scenario_set_carried_figure (UmpireScenario *self,
                                    UmpireSide      side,
                                    const char     *name,
                                    const char     *value)
{
  guint index;

  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  g_return_if_fail (name != NULL && *name != '\0');

  index = carried_index (self, side, name);
  if (value == NULL)
    {
      if (index == G_MAXUINT)
        return;
      g_ptr_array_remove_index (self->carried, index);
    }
  else if (index != G_MAXUINT)
    {
      UmpireCarriedFigure *figure = g_ptr_array_index (self->carried, index);

      if (!replace_string (&figure->value, value))
        return;
    }
  else
    {
      UmpireCarriedFigure *figure = g_new0 (UmpireCarriedFigure, 1);

      figure->side = side;
      figure->name = g_strdup (name);
      figure->value = g_strdup (value);
      g_ptr_array_add (self->carried, figure);
    }
  changed (self);
}

const char *
umpire_scenario_get_carried_figure (UmpireScenario *self,
                                    UmpireSide      side,
                                    const char     *name)
{
  guint index;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  index = carried_index (self, side, name);
  return index != G_MAXUINT ? ((UmpireCarriedFigure *) g_ptr_array_index (self->carried, index))->value : NULL;
}

void
umpire_scenario_set_side (UmpireScenario *self,
                          UmpireSide      side,
                          const char     *nation,
                          int             sub_units)
{
  gboolean nation_changed, units_changed;

  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  g_return_if_fail (side == UMPIRE_SIDE_ATTACKER || side == UMPIRE_SIDE_DEFENDER);

  nation_changed = replace_string (&self->sides[side].nation, nation);
  units_changed = self->sides[side].sub_units != sub_units;
  if (!nation_changed && !units_changed)
    return;
  self->sides[side].sub_units = sub_units;
  if (nation_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[side == UMPIRE_SIDE_ATTACKER ? PROP_ATTACKER_NATION
                                                                                      : PROP_DEFENDER_NATION]);
  if (units_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[side == UMPIRE_SIDE_ATTACKER ? PROP_ATTACKER_SUB_UNITS
                                                                                      : PROP_DEFENDER_SUB_UNITS]);
  changed (self);
}

const char *
umpire_scenario_get_side_nation (UmpireScenario *self,
                                 UmpireSide      side)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail ((guint) side < G_N_ELEMENTS (self->sides), NULL);
  return self->sides[side].nation;
}

int
umpire_scenario_get_side_sub_units (UmpireScenario *self,
                                    UmpireSide      side)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), 0);
  g_return_val_if_fail ((guint) side < G_N_ELEMENTS (self->sides), 0);
  return self->sides[side].sub_units;
}

static UmpireUnit *
unit_copy (const UmpireUnit *unit)
{
  UmpireUnit *copy = g_new0 (UmpireUnit, 1);

  copy->name = g_strdup (unit->name);
  copy->side = unit->side;
  copy->nation = g_strdup (unit->nation);
  copy->kind = g_strdup (unit->kind);
  copy->strength = unit->strength;
  copy->notes = g_strdup (unit->notes);
  copy->system = g_strdup (unit->system);
  copy->morale = g_strdup (unit->morale);
  copy->trained = !!unit->trained;
  copy->veteran = !!unit->veteran;
  copy->ammo_used = unit->ammo_used;
  return copy;
}

static gboolean
unit_equal (const UmpireUnit *a,
            const UmpireUnit *b)
{
  return g_strcmp0 (a->name, b->name) == 0 && a->side == b->side && g_strcmp0 (a->nation, b->nation) == 0 &&
         g_strcmp0 (a->kind, b->kind) == 0 && a->strength == b->strength && g_strcmp0 (a->notes, b->notes) == 0 &&
         g_strcmp0 (a->system, b->system) == 0 && g_strcmp0 (a->morale, b->morale) == 0 &&
         !a->trained == !b->trained && !a->veteran == !b->veteran && a->ammo_used == b->ammo_used;
}

void
umpire_scenario_add_unit (UmpireScenario   *self,
                          const UmpireUnit *unit)
{
  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  g_return_if_fail (unit != NULL && unit->name != NULL && *unit->name != '\0');

  g_ptr_array_add (self->units, unit_copy (unit));
  changed (self);
}

void
umpire_scenario_set_system_units (UmpireScenario   *self,
                                  const char       *system,
                                  const UmpireUnit *units,
                                  guint             n_units)
{
  g_autoptr(GPtrArray) kept = NULL;
  guint first = 0, n_own = 0;
  gboolean same;

  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  g_return_if_fail (system != NULL);
  g_return_if_fail (units != NULL || n_units == 0);
  for (guint i = 0; i < n_units; i++)
    g_return_if_fail (units[i].name != NULL && *units[i].name != '\0');

  /* The same units, in the same order, after all others: nothing changes. */
  for (guint i = 0; i < self->units->len; i++)
    if (g_strcmp0 (((UmpireUnit *) g_ptr_array_index (self->units, i))->system, system) == 0)
      n_own++;
    else
      first = i + 1;
  same = n_own == n_units && first + n_units == self->units->len;
  for (guint i = 0; same && i < n_units; i++)
    {
      UmpireUnit given = units[i];

      given.system = (char *) system;
      same = unit_equal (g_ptr_array_index (self->units, first + i), &given);
    }
  if (same)
    return;

  kept = g_ptr_array_new_with_free_func (unit_free);
  for (guint i = 0; i < self->units->len; i++)
    {
      UmpireUnit *unit = g_ptr_array_index (self->units, i);

      if (g_strcmp0 (unit->system, system) != 0)
        g_ptr_array_add (kept, unit_copy (unit));
    }
  for (guint i = 0; i < n_units; i++)
    {
      UmpireUnit *copy = unit_copy (&units[i]);

      g_free (copy->system);
      copy->system = g_strdup (system);
      g_ptr_array_add (kept, copy);
    }
  g_ptr_array_unref (self->units);
  self->units = g_steal_pointer (&kept);
  changed (self);
}

const GPtrArray *
umpire_scenario_get_units (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  return self->units;
}

void
umpire_scenario_clear_units (UmpireScenario *self)
{
  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  if (self->units->len == 0)
    return;
  g_ptr_array_set_size (self->units, 0);
  changed (self);
}

int
umpire_scenario_get_turn (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), 0);
  return self->turn;
}

void
umpire_scenario_set_turn (UmpireScenario *self,
                          int             turn)
{
  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  set_int (self, &self->turn, turn, PROP_TURN);
}

int
umpire_scenario_get_lull_start (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), 0);
  return self->lull_start;
}

void
umpire_scenario_set_lull_start (UmpireScenario *self,
                                int             turn)
{
  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  set_int (self, &self->lull_start, turn, PROP_LULL_START);
}

int
umpire_scenario_get_lulls (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), 0);
  return self->lulls;
}

void
umpire_scenario_set_lulls (UmpireScenario *self,
                           int             lulls)
{
  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  set_int (self, &self->lulls, lulls, PROP_LULLS);
}

/* ---- shown to the players ------------------------------------------------ */

static gboolean
find_revealed (UmpireScenario *self,
               guint           id,
               guint          *index)
{
  for (guint i = 0; i < self->revealed->len; i++)
    if (g_array_index (self->revealed, guint, i) == id)
      {
        if (index != NULL)
          *index = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
umpire_scenario_get_revealed (UmpireScenario *self,
                              guint           id)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), FALSE);
  return find_revealed (self, id, NULL);
}

void
umpire_scenario_set_revealed (UmpireScenario *self,
                              guint           id,
                              gboolean        revealed)
{
  guint index;

  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  g_return_if_fail (id > 0);

  if (find_revealed (self, id, &index) == !!revealed)
    return;
  if (revealed)
    g_array_append_val (self->revealed, id);
  else
    g_array_remove_index (self->revealed, index);
  changed (self);
}

const guint *
umpire_scenario_get_revealed_ids (UmpireScenario *self,
                                  guint          *n_ids)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (n_ids != NULL, NULL);

  *n_ids = self->revealed->len;
  return (const guint *) (gpointer) self->revealed->data;
}

/* ---------------------------------------------------------------------- */
/* The log                                                                */

GListModel *
umpire_scenario_get_log (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  return G_LIST_MODEL (self->log);
}

guint
umpire_scenario_get_n_events (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->log));
}

UmpireEvent *
umpire_scenario_get_event (UmpireScenario *self,
                           guint           position)
{
  UmpireEvent *event;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  event = g_list_model_get_item (G_LIST_MODEL (self->log), position);
  if (event != NULL)
    g_object_unref (event);   /* the log keeps its reference */
  return event;
}

UmpireEvent *
umpire_scenario_lookup_event (UmpireScenario *self,
                              guint           id)
{
  guint n = umpire_scenario_get_n_events (self);

  for (guint i = 0; i < n; i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (self, i);

      if (umpire_event_get_id (event) == id)
        return event;
    }
  return NULL;
}

guint
umpire_scenario_get_cursor (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), 0);
  return self->cursor;
}

gboolean
umpire_scenario_can_undo (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), FALSE);
  return self->cursor > 0;
}

gboolean
umpire_scenario_can_redo (UmpireScenario *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), FALSE);
  return self->cursor < umpire_scenario_get_n_events (self);
}

static void
notify_cursor (UmpireScenario *self)
{
  /* An action of hundreds of events is one change for those who follow
   * the log (the autosave, the pages): told once, at its end. */
  if (self->action_open)
    {
      self->action_moved = TRUE;
      return;
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  emit_changed (self);
}

static UmpireEvent *
add_event (UmpireScenario *self,
           UmpireResult   *result,
           const char     *system,
           UmpireSide      side)
{
  g_autoptr(UmpireEvent) event = NULL;

  /* A new event after an undo drops what could have been redone. */
  truncate_log (self, self->cursor);
  event = umpire_event_new (self->next_id++, NULL, system, side, result);
  /* Every new event knows the turn it belongs to. */
  umpire_event_set_turn (event, self->turn);
  if (self->action_open)
    {
      if (self->action == 0)
        self->action = umpire_event_get_id (event);
      umpire_event_set_action (event, self->action);
    }
  append_to_log (self, event);
  self->cursor++;
  return event;
}

/* ---- the header, changed as an event ----------------------------------- */

static const char *const header_names[] = {
  "title", "year", "battle", "terrain", "scale",
  "attacker-nation", "attacker-units", "defender-nation", "defender-units", "turn",
  NULL,
};

const char * const *
umpire_scenario_get_header_names (void)
{
  return (const char * const *) header_names;
}

static gboolean
is_header_name (const char *name)
{
  return name != NULL && g_strv_contains ((const char * const *) header_names, name);
}

/* "attacker-units" -> UMPIRE_SIDE_ATTACKER, else NONE. */
static UmpireSide
header_side (const char *name)
{
  if (g_str_has_prefix (name, "attacker-"))
    return UMPIRE_SIDE_ATTACKER;
  if (g_str_has_prefix (name, "defender-"))
    return UMPIRE_SIDE_DEFENDER;
  return UMPIRE_SIDE_NONE;
}

char *
umpire_scenario_dup_header_value (UmpireScenario *self,
                                  const char     *name)
{
  UmpireSide side;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  side = header_side (name);
  if (g_str_equal (name, "title"))
    return g_strdup (self->title);
  if (g_str_equal (name, "year"))
    return g_strdup_printf ("%d", self->year);
  if (g_str_equal (name, "battle"))
    return g_strdup (self->battle);
  if (g_str_equal (name, "terrain"))
    return g_strdup (self->terrain);
  if (g_str_equal (name, "scale"))
    return g_strdup (self->scale);
  if (g_str_equal (name, "turn"))
    return g_strdup_printf ("%d", self->turn);
  if (side != UMPIRE_SIDE_NONE && g_str_has_suffix (name, "-nation"))
    return g_strdup (self->sides[side].nation);
  if (side != UMPIRE_SIDE_NONE && g_str_has_suffix (name, "-units"))
    return g_strdup_printf ("%d", self->sides[side].sub_units);
  return NULL;
}

/* A whole number from `min` on, as a header field holds it. */
static gboolean
parse_header_number (const char  *name,
                     const char  *value,
                     gint64       min,
                     int         *number,
                     GError     **error)
{
  gint64 parsed;

  if (value == NULL || !g_ascii_string_to_signed (value, 10, min, 100000, &parsed, NULL))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, name,
                          _("“%s” is not a whole number from %d"), value ? value : "", (int) min);
      return FALSE;
    }
  *number = (int) parsed;
  return TRUE;
}

gboolean
umpire_scenario_set_header_value (UmpireScenario  *self,
                                  const char      *name,
                                  const char      *value,
                                  GError         **error)
{
  UmpireSide side;
  int number;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), FALSE);

  if (!is_header_name (name))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, name ? name : "",
                          _("no such scenario field; the fields are: %s"),
                          "title, year, battle, terrain, scale, attacker-nation, attacker-units, "
                          "defender-nation, defender-units, turn");
      return FALSE;
    }
  side = header_side (name);
  if (g_str_equal (name, "title"))
    umpire_scenario_set_title (self, value);
  else if (g_str_equal (name, "year"))
    {
      if (!parse_header_number (name, value, 1, &number, error))
        return FALSE;
      umpire_scenario_set_year (self, number);
    }
  else if (g_str_equal (name, "turn"))
    {
      if (!parse_header_number (name, value, 0, &number, error))
        return FALSE;
      umpire_scenario_set_turn (self, number);
    }
  else if (value == NULL || *value == '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, name, _("the value is empty"));
      return FALSE;
    }
  else if (g_str_equal (name, "battle"))
    umpire_scenario_set_battle (self, value);
  else if (g_str_equal (name, "terrain"))
    umpire_scenario_set_terrain (self, value);
  else if (g_str_equal (name, "scale"))
    umpire_scenario_set_scale (self, value);
  else if (g_str_has_suffix (name, "-nation"))
    umpire_scenario_set_side (self, side, value, self->sides[side].sub_units);
  else
    {
      if (!parse_header_number (name, value, 1, &number, error))
        return FALSE;
      umpire_scenario_set_side (self, side, self->sides[side].nation, number);
    }
  return TRUE;
}

/* A header change's event, undone (`forward` FALSE: each field back to what
 * it was) or redone. */
static void
apply_header_event (UmpireScenario *self,
                    UmpireEvent    *event,
                    gboolean        forward)
{
  UmpireResult *result = umpire_event_get_result (event);
  const char *name, *value;

  if (g_strcmp0 (umpire_result_get_procedure (result), UMPIRE_SCENARIO_HEADER_PROCEDURE) != 0)
    return;
  for (guint i = 0; umpire_result_get_input_at (result, i, &name, &value); i++)
    {
      g_autofree char *was = g_strconcat ("was-", name, NULL);
      const char *set = forward ? value : umpire_result_get_value (result, was);

      /* Recorded only once checked: a file's hand-made junk is left alone. */
      if (set != NULL)
        umpire_scenario_set_header_value (self, name, set, NULL);
    }
}

void
umpire_scenario_begin_action (UmpireScenario *self)
{
  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  /* Begun inside another: part of that one (its events undone with it). */
  if (self->action_open)
    {
      self->action_depth++;
      return;
    }
  self->action_open = TRUE;
  self->action = 0;
}

void
umpire_scenario_end_action (UmpireScenario *self)
{
  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  if (self->action_depth > 0)
    {
      self->action_depth--;
      return;
    }
  self->action_open = FALSE;
  self->action = 0;
  if (self->action_moved)
    {
      self->action_moved = FALSE;
      self->action_changed = FALSE;
      notify_cursor (self);
    }
  else if (self->action_changed)
    {
      self->action_changed = FALSE;
      emit_changed (self);
    }
}

UmpireEvent *
umpire_scenario_change_header (UmpireScenario      *self,
                               const char * const  *names,
                               const char * const  *values,
                               GError             **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new (UMPIRE_SCENARIO_HEADER_PROCEDURE);
  g_autoptr(GPtrArray) olds = g_ptr_array_new_with_free_func (g_free);
  UmpireEvent *event;
  guint n, changes = 0;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (names != NULL && values != NULL, NULL);

  n = g_strv_length ((char **) names);
  /* Every value checked on the scenario as it is, then put back: a bad
   * one changes nothing. */
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (olds, umpire_scenario_dup_header_value (self, names[i]));
  for (guint i = 0; i < n; i++)
    if (!umpire_scenario_set_header_value (self, names[i], values[i], error))
      {
        for (guint j = i; j-- > 0;)
          if (g_ptr_array_index (olds, j) != NULL)
            umpire_scenario_set_header_value (self, names[j], g_ptr_array_index (olds, j), NULL);
        return NULL;
      }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *now = umpire_scenario_dup_header_value (self, names[i]);
      const char *old = g_ptr_array_index (olds, i);
      g_autofree char *was = g_strconcat ("was-", names[i], NULL);

      if (g_strcmp0 (now, old) == 0 || umpire_result_get_input (result, names[i]) != NULL)
        continue;
      umpire_result_set_input (result, names[i], "%s", now ? now : "");
      umpire_result_set_value (result, was, "%s", old ? old : "");
      /* Translators: a scenario field corrected: its name, the old and the new value,
       * e.g. "defender-units: 24 → 28" */
      umpire_result_add_step (result, UMPIRE_STEP_INPUT, NULL, _("Scenario corrected: %s %s → %s"),
                              names[i], old ? old : "—", now ? now : "—");
      changes++;
    }
  if (changes == 0)
    return NULL;
  event = add_event (self, result, NULL, UMPIRE_SIDE_NONE);
  notify_cursor (self);
  return event;
}

UmpireEvent *
umpire_scenario_record_rederived (UmpireScenario *self,
                                  UmpireEvent    *original,
                                  UmpireResult   *result,
                                  const char     *reason,
                                  const char     *out_of_date)
{
  UmpireEvent *added;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (UMPIRE_IS_EVENT (original), NULL);
  g_return_val_if_fail (UMPIRE_IS_RESULT (result), NULL);
  g_return_val_if_fail (reason != NULL && *reason != '\0', NULL);

  added = add_event (self, result, umpire_event_get_system (original), umpire_event_get_side (original));
  /* It stands for the original on the turn the original was made. */
  umpire_event_set_turn (added, umpire_event_get_turn (original));
  umpire_event_set_override (added, umpire_event_get_id (original), reason);
  umpire_event_set_out_of_date (added, out_of_date);
  notify_cursor (self);
  return added;
}

UmpireEvent *
umpire_scenario_record (UmpireScenario *self,
                        UmpireResult   *result,
                        const char     *system,
                        UmpireSide      side)
{
  UmpireEvent *event;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (UMPIRE_IS_RESULT (result), NULL);

  /* A procedure's rule system is in its descriptor. */
  if (system == NULL && umpire_result_get_info (result) != NULL)
    system = umpire_result_get_info (result)->system->id;
  event = add_event (self, result, system, side);
  if (system != NULL)
    umpire_scenario_add_system (self, system);
  notify_cursor (self);
  return event;
}

gboolean
umpire_scenario_undo (UmpireScenario *self)
{
  guint action;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (!self->shares_events, FALSE);

  if (self->cursor == 0)
    return FALSE;
  /* An action of several events (a correction and what it re-derived) is
   * undone as one, the latest first. */
  action = umpire_event_get_action (umpire_scenario_get_event (self, self->cursor - 1));
  do
    {
      UmpireEvent *event;

      self->cursor--;
      event = umpire_scenario_get_event (self, self->cursor);
      umpire_event_set_active (event, FALSE);
      apply_header_event (self, event, FALSE);
    }
  while (action != 0 && self->cursor > 0
         && umpire_event_get_action (umpire_scenario_get_event (self, self->cursor - 1)) == action);
  notify_cursor (self);
  return TRUE;
}

gboolean
umpire_scenario_redo (UmpireScenario *self)
{
  guint action;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (!self->shares_events, FALSE);

  if (!umpire_scenario_can_redo (self))
    return FALSE;
  action = umpire_event_get_action (umpire_scenario_get_event (self, self->cursor));
  do
    {
      UmpireEvent *event = umpire_scenario_get_event (self, self->cursor);

      umpire_event_set_active (event, TRUE);
      apply_header_event (self, event, TRUE);
      self->cursor++;
    }
  while (action != 0 && umpire_scenario_can_redo (self)
         && umpire_event_get_action (umpire_scenario_get_event (self, self->cursor)) == action);
  notify_cursor (self);
  return TRUE;
}

gboolean
umpire_scenario_undo_to (UmpireScenario *self,
                         UmpireEvent    *event)
{
  guint position;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (UMPIRE_IS_EVENT (event), FALSE);
  g_return_val_if_fail (!self->shares_events, FALSE);

  if (!g_list_store_find (self->log, event, &position) || position >= self->cursor)
    return FALSE;
  /* Back to the start of the action `event` belongs to. */
  {
    guint action = umpire_event_get_action (event);

    while (action != 0 && position > 0
           && umpire_event_get_action (umpire_scenario_get_event (self, position - 1)) == action)
      position--;
  }
  while (self->cursor > position)
    {
      UmpireEvent *undone;

      self->cursor--;
      undone = umpire_scenario_get_event (self, self->cursor);
      umpire_event_set_active (undone, FALSE);
      apply_header_event (self, undone, FALSE);
    }
  notify_cursor (self);
  return TRUE;
}

UmpireEvent *
umpire_scenario_override (UmpireScenario *self,
                          UmpireRules    *rules,
                          UmpireEvent    *event,
                          const char     *value_name,
                          const char     *value,
                          const char     *reason,
                          GError        **error)
{
  g_autoptr(UmpireResult) result = NULL;
  g_autofree char *stripped = NULL;
  UmpireResult *original;
  const char *old_value;
  UmpireEvent *added;
  UmpireStep *step;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (rules == NULL || UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (UMPIRE_IS_EVENT (event), NULL);

  stripped = g_strstrip (g_strdup (reason != NULL ? reason : ""));
  if (*stripped == '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "reason",
                          _("a result can only be changed by hand with a reason"));
      return NULL;
    }
  if (!umpire_event_get_active (event))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "event",
                          _("event #%u is undone; redo it before changing it"),
                          umpire_event_get_id (event));
      return NULL;
    }
  original = umpire_event_get_result (event);
  old_value = value_name != NULL ? umpire_result_get_value (original, value_name) : NULL;
  if (old_value == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "value",
                          _("event #%u has no value “%s”"), umpire_event_get_id (event),
                          value_name ? value_name : "");
      return NULL;
    }
  if (value == NULL || *value == '\0')
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "value",
                          _("the new value is empty"));
      return NULL;
    }

  result = umpire_event_copy_result (original);
  umpire_result_set_value (result, value_name, "%s", value);
  step = umpire_result_add_step (result, UMPIRE_STEP_OVERRIDE, NULL,
                                 _("Changed by hand: %s from %s to %s (event #%u). Reason: %s"),
                                 umpire_result_get_value_label (result, value_name),
                                 old_value, value, umpire_event_get_id (event), stripped);
  (void) step;
  /* What the rules compute from the value follows it, each with a step. */
  if (rules != NULL && !umpire_rederive (rules, result, value_name, error))
    return NULL;

  added = add_event (self, result, umpire_event_get_system (event), umpire_event_get_side (event));
  umpire_event_set_override (added, umpire_event_get_id (event), stripped);
  notify_cursor (self);
  return added;
}

gboolean
umpire_scenario_rederive (UmpireScenario  *self,
                          UmpireRules     *rules,
                          GError         **error)
{
  g_autoptr(GHashTable) by_id = g_hash_table_new (NULL, NULL);
  guint n;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (UMPIRE_IS_RULES (rules), FALSE);

  n = umpire_scenario_get_n_events (self);
  for (guint i = 0; i < n; i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (self, i);

      g_hash_table_insert (by_id, GUINT_TO_POINTER (umpire_event_get_id (event)), event);
    }
  /* Which value each change by hand set is found against the event it
   * replaced as it was saved, before anything is re-derived. */
  {
    g_autoptr(GPtrArray) changes = g_ptr_array_new_with_free_func (g_free);

    for (guint i = 0; i < n; i++)
      {
        UmpireEvent *event = umpire_scenario_get_event (self, i);
        UmpireEvent *original = g_hash_table_lookup (by_id, GUINT_TO_POINTER (umpire_event_get_overrides (event)));

        g_ptr_array_add (changes, original != NULL && umpire_event_get_overrides (event) != 0
                                  ? umpire_rederive_dup_changed (umpire_event_get_result (original),
                                                                 umpire_event_get_result (event))
                                  : NULL);
      }
    for (guint i = 0; i < n; i++)
      {
        const char *changed = g_ptr_array_index (changes, i);

        if (changed != NULL &&
            !umpire_rederive (rules, umpire_event_get_result (umpire_scenario_get_event (self, i)), changed, error))
          return FALSE;
      }
  }
  return TRUE;
}

UmpireEvent *
umpire_scenario_find_event_before (UmpireScenario *self,
                                   const char     *procedure,
                                   UmpireSide      side,
                                   guint           before,
                                   guint          *position)
{
  GArray *positions;
  guint low = 0, high;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);

  positions = index_lookup (self, procedure, side);
  if (positions == NULL)
    return NULL;
  /* The first of the procedure's positions at or after `before`. */
  high = positions->len;
  while (low < high)
    {
      guint middle = low + (high - low) / 2;

      if (g_array_index (positions, guint, middle) < before)
        low = middle + 1;
      else
        high = middle;
    }
  if (low == 0)
    return NULL;
  if (position != NULL)
    *position = g_array_index (positions, guint, low - 1);
  return umpire_scenario_get_event (self, g_array_index (positions, guint, low - 1));
}

UmpireEvent *
umpire_scenario_find_procedure_before (UmpireScenario            *self,
                                       const UmpireProcedureInfo *info,
                                       UmpireSide                 side,
                                       guint                      before,
                                       guint                     *position)
{
  UmpireEvent *latest;
  guint latest_position = 0;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (info != NULL, NULL);

  latest = umpire_scenario_find_event_before (self, info->id, side, before, &latest_position);
  /* Results made under an id an earlier version used. */
  for (guint i = 0; info->older_ids != NULL && info->older_ids[i] != NULL; i++)
    {
      guint found_at;
      UmpireEvent *found = umpire_scenario_find_event_before (self, info->older_ids[i], side, before, &found_at);

      if (found != NULL && (latest == NULL || found_at > latest_position))
        {
          latest = found;
          latest_position = found_at;
        }
    }
  if (latest != NULL && position != NULL)
    *position = latest_position;
  return latest;
}

UmpireEvent *
umpire_scenario_find_event (UmpireScenario *self,
                            const char     *procedure,
                            UmpireSide      side)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);

  return umpire_scenario_find_event_before (self, procedure, side, self->cursor, NULL);
}

void
umpire_scenario_append_event (UmpireScenario *self,
                              UmpireEvent    *event)
{
  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  g_return_if_fail (UMPIRE_IS_EVENT (event));

  /* As umpire_scenario_record: what could have been redone is dropped. */
  truncate_log (self, self->cursor);
  append_to_log (self, event);
  self->next_id = MAX (self->next_id, umpire_event_get_id (event) + 1);
  self->cursor++;
  notify_cursor (self);
}

void
umpire_scenario_set_cursor (UmpireScenario *self,
                            guint           cursor)
{
  guint n;

  g_return_if_fail (UMPIRE_IS_SCENARIO (self));
  g_return_if_fail (!self->shares_events);

  n = umpire_scenario_get_n_events (self);
  cursor = MIN (cursor, n);
  for (guint i = 0; i < n; i++)
    umpire_event_set_active (umpire_scenario_get_event (self, i), i < cursor);
  self->cursor = cursor;
  notify_cursor (self);
}

UmpireScenario *
umpire_scenario_dup (UmpireScenario *self)
{
  UmpireScenario *copy;
  g_autoptr(GPtrArray) events = NULL;
  guint n;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (self), NULL);

  copy = umpire_scenario_new ();
  copy->title = g_strdup (self->title);
  copy->year = self->year;
  for (guint i = 0; i < self->systems->len; i++)
    g_ptr_array_add (copy->systems, g_strdup (g_ptr_array_index (self->systems, i)));
  for (guint i = 0; i < self->optional_rules->len; i++)
    g_ptr_array_add (copy->optional_rules, g_strdup (g_ptr_array_index (self->optional_rules, i)));
  copy->battle = g_strdup (self->battle);
  copy->terrain = g_strdup (self->terrain);
  copy->scale = g_strdup (self->scale);
  copy->notes = g_strdup (self->notes);
  for (guint i = 0; i < G_N_ELEMENTS (self->sides); i++)
    {
      copy->sides[i].nation = g_strdup (self->sides[i].nation);
      copy->sides[i].sub_units = self->sides[i].sub_units;
    }
  for (guint i = 0; i < self->units->len; i++)
    umpire_scenario_add_unit (copy, g_ptr_array_index (self->units, i));
  copy->turn = self->turn;
  copy->lull_start = self->lull_start;
  copy->lulls = self->lulls;
  g_array_append_vals (copy->revealed, self->revealed->data, self->revealed->len);
  umpire_scenario_set_previous_battle (copy, self->previous.file, self->previous.title);
  for (guint i = 0; i < self->next_battles->len; i++)
    {
      const UmpireBattleLink *link = g_ptr_array_index (self->next_battles, i);

      umpire_scenario_add_next_battle (copy, link->file, link->title);
    }
  for (guint i = 0; i < self->carried->len; i++)
    {
      const UmpireCarriedFigure *figure = g_ptr_array_index (self->carried, i);

      umpire_scenario_set_carried_figure (copy, figure->side, figure->name, figure->value);
    }

  /* Events never change once recorded (only whether they are active,
   * which the cursor says): the copy shares them. */
  n = umpire_scenario_get_n_events (self);
  events = g_ptr_array_new_full (n, g_object_unref);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (events, g_list_model_get_item (G_LIST_MODEL (self->log), i));
  g_list_store_splice (copy->log, 0, 0, events->pdata, n);
  for (guint i = 0; i < n; i++)
    index_add (copy, g_ptr_array_index (events, i), i);
  copy->cursor = self->cursor;
  copy->shares_events = TRUE;
  copy->next_id = self->next_id;
  copy->header_serial = self->header_serial;
  return copy;
}
