/* umpire-setup-sequence.c: the 1916 setup sequence over a scenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-input-error.h"
#include "umpire-inputs.h"
#include "umpire-rules-labels.h"
#include "umpire-setup-sequence.h"
#include "umpire-odds.h"

#define N_SIDES 2

struct _UmpireSetupSequence
{
  GObject         parent_instance;

  UmpireRules    *rules;
  UmpireScenario *scenario;
  UmpireDice     *dice;
  gulong          cursor_id;
  gulong          header_id;

  /* What a scenario that has not said shows (the rules' first year, battle,
   * terrain and scale; the assistant's suggested sides). */
  int             default_year;
  char           *default_battle;
  char           *default_terrain;
  char           *default_scale;

  GStrv           steps;
  GStrv           categories;

  /* Between begin and commit: the results to record, and their sides. */
  GPtrArray      *pending;
  GArray         *pending_sides;

  /* What the log says, kept to notify only on change. */
  int             barrages_left[N_SIDES];
  int             destroyed[N_SIDES];
};

G_DEFINE_FINAL_TYPE (UmpireSetupSequence, umpire_setup_sequence, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RULES,
  PROP_SCENARIO,
  PROP_DICE,
  PROP_ATTACKER_BARRAGES_LEFT,
  PROP_DEFENDER_BARRAGES_LEFT,
  PROP_ATTACKER_DESTROYED,
  PROP_DEFENDER_DESTROYED,
  PROP_YEAR,
  PROP_BATTLE,
  PROP_TERRAIN,
  PROP_SCALE,
  PROP_ATTACKER_NATION,
  PROP_ATTACKER_SUB_UNITS,
  PROP_DEFENDER_NATION,
  PROP_DEFENDER_SUB_UNITS,
  N_PROPS
};

/* The sides a new scenario suggests, before the umpire picks. */
static const char *const default_nations[N_SIDES] = { "germany", "britain" };
static const int default_sub_units[N_SIDES] = { 35, 30 };

static GParamSpec *properties[N_PROPS];

static guint
side_index (UmpireSide side)
{
  return side == UMPIRE_SIDE_DEFENDER ? 1 : 0;
}

static UmpireSide
other_side (UmpireSide side)
{
  return side == UMPIRE_SIDE_ATTACKER ? UMPIRE_SIDE_DEFENDER : UMPIRE_SIDE_ATTACKER;
}

static int
value_int (UmpireResult *result,
           const char   *name,
           gboolean      input)
{
  const char *value;

  if (result == NULL)
    return 0;
  value = input ? umpire_result_get_input (result, name) : umpire_result_get_value (result, name);
  return value != NULL ? atoi (value) : 0;
}

/* ---- rules -------------------------------------------------------------- */

static GStrv
read_steps (UmpireRules *rules)
{
  const UmpireTable *list = umpire_rules_get_table (rules, "1916.setup-sequence");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; list != NULL && i < list->rows->len; i++)
    g_strv_builder_add (builder, ((const UmpireRow *) g_ptr_array_index (list->rows, i))->id);
  return g_strv_builder_end (builder);
}

/* The chart's columns name the categories: a battle's attacker and defender
 * columns are its barrages, the nations' gas columns its gas; any other
 * column is a category of its own. */
GStrv
umpire_setup_sequence_dup_categories_of (UmpireRules *rules)
{
  const UmpireTable *chart = umpire_rules_get_table (rules, "1916.support");
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  for (guint c = 0; chart != NULL && c < chart->columns->len; c++)
    {
      const UmpireColumn *column = g_ptr_array_index (chart->columns, c);
      g_autofree char *category = NULL;

      if (g_str_has_suffix (column->id, "-attacker") || g_str_has_suffix (column->id, "-defender"))
        category = g_strdup ("barrage");
      else if (g_str_has_prefix (column->id, "gas-"))
        category = g_strdup ("gas");
      else
        category = g_strdup (column->id);
      if (!g_ptr_array_find_with_equal_func (ids, category, g_str_equal, NULL))
        g_ptr_array_add (ids, g_steal_pointer (&category));
    }
  g_ptr_array_add (ids, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&ids), FALSE);
}

/* ---- what is in force --------------------------------------------------- */

/* The heavy weapon `result` was rolled for, as its id: recorded as its id,
 * or, before inputs were ids, as its label in the language of the day
 * ("Light Trench Mortar", "Leichter Grabenmörser"); older files still name
 * it only in the first line of the trail ("Field Gun: column F, 20 friendly
 * sub-units"). NULL when it names none. */
static char *
dup_weapon_of (UmpireRules  *rules,
               UmpireResult *result)
{
  const UmpireField *field = umpire_procedure_info_find_input (&umpire_setup_heavy_weapons_info, "weapon");
  const char *weapon = umpire_result_get_input (result, "weapon");
  const GPtrArray *steps;
  const UmpireStep *first;
  const char *colon;
  g_autofree char *named = NULL;

  if (weapon != NULL)
    return umpire_field_dup_id (field, rules, weapon);
  steps = umpire_result_get_steps (result);
  first = steps != NULL && steps->len > 0 ? g_ptr_array_index (steps, 0) : NULL;
  colon = first != NULL && first->text != NULL ? strchr (first->text, ':') : NULL;
  if (colon == NULL)
    return NULL;
  named = g_strndup (first->text, colon - first->text);
  return umpire_field_dup_id (field, rules, named);
}

/* The procedure of each step of 1916.setup-sequence that rolls. */
static const struct
{
  const char                *step;
  const UmpireProcedureInfo *info;
} step_procedures[] = {
  { "support", &umpire_setup_support_info },
  { "heavy-weapons", &umpire_setup_heavy_weapons_info },
  { "defensive-works", &umpire_setup_defensive_works_info },
  { "proximity", &umpire_setup_proximity_info },
  { "counterbattery", &umpire_setup_counterbattery_info },
  { "bombardment", &umpire_setup_bombardment_info },
};

static const UmpireProcedureInfo *
step_procedure (const char *step)
{
  for (guint i = 0; i < G_N_ELEMENTS (step_procedures); i++)
    if (g_str_equal (step_procedures[i].step, step))
      return step_procedures[i].info;
  return NULL;
}

UmpireEvent *
umpire_setup_sequence_find_in_force (UmpireSetupSequence *self,
                                     const char          *step,
                                     UmpireSide           side,
                                     const char          *item)
{
  const UmpireProcedureInfo *procedure;
  g_autofree char *weapon = NULL;
  gboolean support, heavy;
  UmpireEvent *event;
  guint before;

  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), NULL);
  g_return_val_if_fail (step != NULL, NULL);

  procedure = step_procedure (step);
  if (procedure == NULL)
    return NULL;
  support = g_str_equal (step, "support");
  heavy = g_str_equal (step, "heavy-weapons");
  /* The weapon asked for by its id (or its label, read as its id). */
  if (heavy && item != NULL)
    {
      weapon = umpire_field_dup_id (umpire_procedure_info_find_input (procedure, "weapon"), self->rules, item);
      if (weapon == NULL)
        return NULL;
    }

  /* From the log's index: back through this step's events of this side
   * only, to the latest of the item asked for. */
  before = umpire_scenario_get_cursor (self->scenario);
  while ((event = umpire_scenario_find_procedure_before (self->scenario, procedure, side, before, &before)) != NULL)
    {
      UmpireResult *result = umpire_event_get_result (event);

      /* Older files have the category as a value or as an input only. */
      if (support && item != NULL
          && g_strcmp0 (umpire_result_get_value (result, "category"), item) != 0
          && g_strcmp0 (umpire_result_get_input (result, "category"), item) != 0)
        continue;
      if (heavy && item != NULL)
        {
          g_autofree char *rolled_for = dup_weapon_of (self->rules, result);

          if (g_strcmp0 (rolled_for, weapon) != 0)
            continue;
        }
      return event;
    }
  return NULL;
}

gboolean
umpire_setup_result_is_current (UmpireResult   *result,
                                UmpireScenario *scenario,
                                UmpireSide      side)
{
  const char *year, *nation, *battle, *units;
  int total;

  g_return_val_if_fail (UMPIRE_IS_RESULT (result), FALSE);
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), FALSE);

  if (!umpire_procedure_info_has_id (&umpire_setup_support_info, umpire_result_get_procedure (result)))
    return TRUE;
  total = umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_ATTACKER)
          + umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_DEFENDER);
  year = umpire_result_get_input (result, "year");
  nation = umpire_result_get_input (result, "nation");
  battle = umpire_result_get_input (result, "battle");
  units = umpire_result_get_input (result, "units");
  /* An input older files did not record cannot be held against them. */
  return (year == NULL || atoi (year) == umpire_scenario_get_year (scenario))
         && (nation == NULL || g_strcmp0 (nation, umpire_scenario_get_side_nation (scenario, side)) == 0)
         && (battle == NULL || g_strcmp0 (battle, umpire_scenario_get_battle (scenario)) == 0)
         && (units == NULL || atoi (units) == total);
}

gboolean
umpire_setup_sequence_is_current (UmpireSetupSequence *self,
                                  UmpireEvent         *event)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  /* A correction its recorded dice could not follow marked it. */
  if (umpire_event_get_out_of_date (event) != NULL)
    return FALSE;
  return umpire_setup_result_is_current (umpire_event_get_result (event), self->scenario,
                                         umpire_event_get_side (event));
}

UmpireResult *
umpire_setup_sequence_get_result (UmpireSetupSequence *self,
                                  const char          *step,
                                  UmpireSide           side,
                                  const char          *item)
{
  UmpireEvent *event = umpire_setup_sequence_find_in_force (self, step, side, item);

  return event != NULL ? umpire_event_get_result (event) : NULL;
}

int
umpire_setup_sequence_get_barrages (UmpireSetupSequence *self,
                                    UmpireSide           side)
{
  return value_int (umpire_setup_sequence_get_result (self, "support", side, "barrage"), "count", FALSE);
}

static int
compute_barrages_left (UmpireSetupSequence *self,
                       UmpireSide           side)
{
  int spent = value_int (umpire_setup_sequence_get_result (self, "counterbattery", side, NULL), "barrages", TRUE);
  int lost = value_int (umpire_setup_sequence_get_result (self, "counterbattery", other_side (side), NULL),
                        "destroyed", FALSE);

  return MAX (umpire_setup_sequence_get_barrages (self, side) - spent - lost, 0);
}

int
umpire_setup_sequence_get_barrages_left (UmpireSetupSequence *self,
                                         UmpireSide           side)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), 0);
  return self->barrages_left[side_index (side)];
}

int
umpire_setup_sequence_get_destroyed (UmpireSetupSequence *self,
                                     UmpireSide           side)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), 0);
  return self->destroyed[side_index (side)];
}

/* The log moved (a roll, undo, redo, a value changed by hand). */
static void
update_counts (UmpireSetupSequence *self)
{
  static const UmpireSide sides[N_SIDES] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };
  static const guint left_props[N_SIDES] = { PROP_ATTACKER_BARRAGES_LEFT, PROP_DEFENDER_BARRAGES_LEFT };
  static const guint destroyed_props[N_SIDES] = { PROP_ATTACKER_DESTROYED, PROP_DEFENDER_DESTROYED };

  for (guint s = 0; s < N_SIDES; s++)
    {
      int left = compute_barrages_left (self, sides[s]);
      int destroyed = value_int (umpire_setup_sequence_get_result (self, "counterbattery", sides[s], NULL),
                                 "destroyed", FALSE);

      if (left != self->barrages_left[s])
        {
          self->barrages_left[s] = left;
          g_object_notify_by_pspec (G_OBJECT (self), properties[left_props[s]]);
        }
      if (destroyed != self->destroyed[s])
        {
          self->destroyed[s] = destroyed;
          g_object_notify_by_pspec (G_OBJECT (self), properties[destroyed_props[s]]);
        }
    }
}

/* ---- the header, as the setup shows it ---------------------------------- */

int
umpire_setup_sequence_get_year (UmpireSetupSequence *self)
{
  int year;

  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), 0);
  year = umpire_scenario_get_year (self->scenario);
  return year > 0 ? year : self->default_year;
}

const char *
umpire_setup_sequence_get_battle (UmpireSetupSequence *self)
{
  const char *battle;

  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), NULL);
  battle = umpire_scenario_get_battle (self->scenario);
  return battle != NULL ? battle : self->default_battle;
}

const char *
umpire_setup_sequence_get_terrain (UmpireSetupSequence *self)
{
  const char *terrain;

  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), NULL);
  terrain = umpire_scenario_get_terrain (self->scenario);
  return terrain != NULL ? terrain : self->default_terrain;
}

const char *
umpire_setup_sequence_get_scale (UmpireSetupSequence *self)
{
  const char *scale;

  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), NULL);
  scale = umpire_scenario_get_scale (self->scenario);
  return scale != NULL ? scale : self->default_scale;
}

const char *
umpire_setup_sequence_get_nation (UmpireSetupSequence *self,
                                  UmpireSide           side)
{
  const char *nation;

  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), NULL);
  if (side != UMPIRE_SIDE_ATTACKER && side != UMPIRE_SIDE_DEFENDER)
    return NULL;
  nation = umpire_scenario_get_side_nation (self->scenario, side);
  return nation != NULL ? nation : default_nations[side_index (side)];
}

int
umpire_setup_sequence_get_sub_units (UmpireSetupSequence *self,
                                     UmpireSide           side)
{
  int units;

  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), 0);
  if (side != UMPIRE_SIDE_ATTACKER && side != UMPIRE_SIDE_DEFENDER)
    return 0;
  units = umpire_scenario_get_side_sub_units (self->scenario, side);
  /* A side the scenario names keeps its count, even 0. */
  if (units > 0 || umpire_scenario_get_side_nation (self->scenario, side) != NULL)
    return units;
  return default_sub_units[side_index (side)];
}

static void
set_side (UmpireSetupSequence *self,
          UmpireSide           side,
          const char          *nation,
          int                  units)
{
  umpire_scenario_set_side (self->scenario, side,
                            nation != NULL ? nation : umpire_setup_sequence_get_nation (self, side),
                            units >= 0 ? units : umpire_setup_sequence_get_sub_units (self, side));
}

/* The scenario keeps the header its rolls were made for: what was shown
 * and not yet said becomes the scenario's own. */
static void
settle_header (UmpireSetupSequence *self)
{
  umpire_scenario_set_year (self->scenario, umpire_setup_sequence_get_year (self));
  umpire_scenario_set_battle (self->scenario, umpire_setup_sequence_get_battle (self));
  for (guint s = 0; s < N_SIDES; s++)
    set_side (self, s == 0 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER, NULL, -1);
}

/* A header property of the scenario changed: so did the sequence's of the
 * same name (a side's sub-units follow its nation too). */
static void
on_scenario_notify (UmpireSetupSequence *self,
                    GParamSpec          *pspec)
{
  for (guint prop = PROP_YEAR; prop < N_PROPS; prop++)
    if (g_str_equal (pspec->name, properties[prop]->name))
      {
        g_object_freeze_notify (G_OBJECT (self));
        g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
        if (prop == PROP_ATTACKER_NATION || prop == PROP_DEFENDER_NATION)
          g_object_notify_by_pspec (G_OBJECT (self), properties[prop + 1]);
        g_object_thaw_notify (G_OBJECT (self));
      }
}

static void
read_defaults (UmpireSetupSequence *self)
{
  const UmpireTable *scenario = umpire_rules_get_table (self->rules, "1916.scenario");
  const UmpireTable *terrains = umpire_rules_get_table (self->rules, "1916.proximity");
  const UmpireTable *scales = umpire_rules_get_table (self->rules, "1916.scales");
  double year = 0;

  umpire_rules_list_number (self->rules, "1916.scenario", "year-first", &year, NULL, NULL);
  self->default_year = (int) year;
  for (guint i = 0; scenario != NULL && i < scenario->rows->len && self->default_battle == NULL; i++)
    {
      const UmpireRow *row = g_ptr_array_index (scenario->rows, i);

      if (g_str_has_prefix (row->id, "battle-") && row->item_value != NULL)
        self->default_battle = g_strdup (row->item_value);
    }
  if (terrains != NULL && terrains->rows->len > 0)
    self->default_terrain = g_strdup (((const UmpireRow *) g_ptr_array_index (terrains->rows, 0))->id);
  if (scales != NULL && scales->rows->len > 0)
    self->default_scale = g_strdup (((const UmpireRow *) g_ptr_array_index (scales->rows, 0))->id);
}

/* ---- rolling ------------------------------------------------------------ */

static gboolean
check_side (UmpireSide   side,
            GError     **error)
{
  if (side != UMPIRE_SIDE_ATTACKER && side != UMPIRE_SIDE_DEFENDER)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "side", _("must be attacker or defender"));
      return FALSE;
    }
  return TRUE;
}

/* The dice for one roll: the typed values (read by the one parser of typed
 * dice, umpire_dice_new_typed), or the sequence's own when none are typed
 * (NULL when it has none: a roll is then an error of the procedure). */
static gboolean
dice_for (UmpireSetupSequence  *self,
          const char           *typed,
          const char           *field,
          UmpireDice          **out,
          GError              **error)
{
  const UmpireTypedDie die = { field, UMPIRE_PLAIN_DIE, typed, TRUE };
  g_autofree char *text = g_strstrip (g_strdup (typed ? typed : ""));

  if (*text == '\0')
    {
      *out = self->dice ? g_object_ref (self->dice) : NULL;
      return TRUE;
    }
  *out = umpire_dice_new_typed (&die, 1, UMPIRE_TYPED_DICE_MIXED, self->dice, error);
  return *out != NULL;
}

static void
unref_dice (gpointer dice)
{
  if (dice != NULL)
    g_object_unref (dice);
}

/* Records `result` in the log, or keeps it for the commit of the action
 * under way. */
static void
record_one (UmpireSetupSequence *self,
            UmpireResult        *result,
            UmpireSide           side)
{
  if (self->pending != NULL)
    {
      g_ptr_array_add (self->pending, g_object_ref (result));
      g_array_append_val (self->pending_sides, side);
      return;
    }
  umpire_scenario_record (self->scenario, result, NULL, side);
}

/* Records every result of `results`, in order. */
static void
record_all (UmpireSetupSequence *self,
            GPtrArray           *results,
            UmpireSide           side)
{
  for (guint i = 0; i < results->len; i++)
    record_one (self, g_ptr_array_index (results, i), side);
}

void
umpire_setup_sequence_begin (UmpireSetupSequence *self)
{
  g_return_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self));
  g_return_if_fail (self->pending == NULL);

  settle_header (self);
  self->pending = g_ptr_array_new_with_free_func (g_object_unref);
  self->pending_sides = g_array_new (FALSE, FALSE, sizeof (UmpireSide));
}

void
umpire_setup_sequence_commit (UmpireSetupSequence *self)
{
  g_autoptr(GPtrArray) pending = NULL;
  g_autoptr(GArray) sides = NULL;

  g_return_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self));
  g_return_if_fail (self->pending != NULL);

  pending = g_steal_pointer (&self->pending);
  sides = g_steal_pointer (&self->pending_sides);
  for (guint i = 0; i < pending->len; i++)
    umpire_scenario_record (self->scenario, g_ptr_array_index (pending, i), NULL,
                            g_array_index (sides, UmpireSide, i));
}

void
umpire_setup_sequence_abort (UmpireSetupSequence *self)
{
  g_return_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self));

  g_clear_pointer (&self->pending, g_ptr_array_unref);
  g_clear_pointer (&self->pending_sides, g_array_unref);
}

static int
total_units (UmpireSetupSequence *self)
{
  return umpire_setup_sequence_get_sub_units (self, UMPIRE_SIDE_ATTACKER)
         + umpire_setup_sequence_get_sub_units (self, UMPIRE_SIDE_DEFENDER);
}

/* Step 2 from inputs: one run of the descriptor for each support category,
 * each with the header's nation, year, role, battle and sub-units and its
 * own die ("CATEGORY-die", typed or rolled); every typed die first, and
 * every result recorded or none. */
static gboolean
run_support_step (UmpireSetupSequence  *self,
                  UmpireSide            side,
                  GHashTable           *given,
                  GError              **error)
{
  g_autoptr(GPtrArray) results = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) dice = g_ptr_array_new_with_free_func (unref_dice);
  static const char *const shared[] = { "low-intensity", "modifier", "support-reading" };

  if (!check_side (side, error))
    return FALSE;
  /* Every typed die first: a bad one rolls nothing. */
  for (guint c = 0; self->categories[c] != NULL; c++)
    {
      g_autofree char *field = g_strdup_printf ("%s-die", self->categories[c]);
      UmpireDice *d = NULL;

      if (!dice_for (self, g_hash_table_lookup (given, field), field, &d, error))
        return FALSE;
      /* Without dice of its own, a category that rolls asks for its die. */
      g_ptr_array_add (dice, d != NULL ? d : umpire_dice_new_physical ());
    }
  for (guint c = 0; self->categories[c] != NULL; c++)
    {
      g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();
      const char *nation = umpire_setup_sequence_get_nation (self, side);
      const char *battle = umpire_setup_sequence_get_battle (self);
      UmpireResult *result;

      for (guint i = 0; i < G_N_ELEMENTS (shared); i++)
        if (g_hash_table_lookup (given, shared[i]) != NULL)
          g_hash_table_insert (inputs, g_strdup (shared[i]), g_strdup (g_hash_table_lookup (given, shared[i])));
      g_hash_table_insert (inputs, g_strdup ("category"), g_strdup (self->categories[c]));
      if (nation != NULL)
        g_hash_table_insert (inputs, g_strdup ("nation"), g_strdup (nation));
      g_hash_table_insert (inputs, g_strdup ("year"), g_strdup_printf ("%d", umpire_setup_sequence_get_year (self)));
      g_hash_table_insert (inputs, g_strdup ("role"), g_strdup (umpire_side_to_string (side)));
      if (battle != NULL)
        g_hash_table_insert (inputs, g_strdup ("battle"), g_strdup (battle));
      if (total_units (self) > 0)
        g_hash_table_insert (inputs, g_strdup ("units"), g_strdup_printf ("%d", total_units (self)));
      result = umpire_procedure_run (&umpire_setup_support_info, self->rules, inputs, g_ptr_array_index (dice, c),
                                     error);
      if (result == NULL)
        return FALSE;
      g_ptr_array_add (results, result);
    }
  record_all (self, results, side);
  return TRUE;
}

gboolean
umpire_setup_sequence_roll_support (UmpireSetupSequence              *self,
                                    UmpireSide                        side,
                                    const UmpireSetupSupportOptions  *options,
                                    GError                          **error)
{
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();

  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), FALSE);

  if (options != NULL)
    {
      char buffer[G_ASCII_DTOSTR_BUF_SIZE];

      g_hash_table_insert (inputs, g_strdup ("low-intensity"), g_strdup (options->low_intensity ? "yes" : "no"));
      if (options->override_modifier)
        g_hash_table_insert (inputs, g_strdup ("modifier"),
                             g_strdup (g_ascii_dtostr (buffer, sizeof buffer, options->modifier)));
      if (options->reading != NULL)
        g_hash_table_insert (inputs, g_strdup ("support-reading"), g_strdup (options->reading));
      for (guint c = 0; options->dice != NULL && self->categories[c] != NULL; c++)
        if (options->dice[c] != NULL)
          g_hash_table_insert (inputs, g_strdup_printf ("%s-die", self->categories[c]), g_strdup (options->dice[c]));
    }
  return umpire_setup_sequence_run (self, &umpire_setup_support_info, side, inputs, error);
}

typedef struct
{
  UmpireRules        *rules;
  UmpireSupportInput  input;
} SupportRun;

static UmpireResult *
run_support (gpointer     data,
             UmpireDice  *dice,
             GError     **error)
{
  SupportRun *run = data;

  return umpire_setup_support (run->rules, &run->input, dice, error);
}

UmpireOdds *
umpire_setup_sequence_support_odds (UmpireSetupSequence             *self,
                                    UmpireSide                       side,
                                    const char                      *category,
                                    const UmpireSetupSupportOptions *options,
                                    GError                         **error)
{
  static const UmpireSetupSupportOptions none = { 0 };
  SupportRun run;

  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), NULL);
  g_return_val_if_fail (category != NULL, NULL);

  if (options == NULL)
    options = &none;
  if (!check_side (side, error))
    return NULL;
  /* The roll as step 2 would make it now, over every face of its die. */
  run = (SupportRun) {
    self->rules,
    { category, umpire_setup_sequence_get_nation (self, side),
      umpire_setup_sequence_get_year (self), umpire_side_to_string (side),
      umpire_setup_sequence_get_battle (self), total_units (self),
      options->low_intensity, options->override_modifier, options->modifier,
      options->reading },
  };
  return umpire_odds_compute (run_support, &run, UMPIRE_ODDS_MAX_PATHS, error);
}

GPtrArray *
umpire_setup_sequence_dup_heavy_weapons (UmpireSetupSequence  *self,
                                         UmpireSide            side,
                                         GError              **error)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), NULL);

  if (!check_side (side, error))
    return NULL;
  return umpire_setup_heavy_weapon_recommendations (self->rules, umpire_setup_sequence_get_year (self),
                                                    umpire_setup_sequence_get_nation (self, side),
                                                    error);
}

gboolean
umpire_setup_sequence_roll_heavy_weapons (UmpireSetupSequence          *self,
                                          UmpireSide                    side,
                                          const UmpireSetupHeavyWeapon *weapons,
                                          guint                         n_weapons,
                                          GError                      **error)
{
  g_autoptr(GPtrArray) results = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) dice = g_ptr_array_new_with_free_func (unref_dice);
  g_autoptr(GArray) all = g_array_new (FALSE, TRUE, sizeof (UmpireSetupHeavyWeapon));
  g_autoptr(GPtrArray) recommendations = NULL;

  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), FALSE);
  settle_header (self);

  if (!check_side (side, error))
    return FALSE;
  if (weapons == NULL)
    {
      recommendations = umpire_setup_sequence_dup_heavy_weapons (self, side, error);
      if (recommendations == NULL)
        return FALSE;
      for (guint r = 0; r < recommendations->len; r++)
        {
          const UmpireHeavyWeaponRecommendation *rec = g_ptr_array_index (recommendations, r);
          UmpireSetupHeavyWeapon weapon = { rec->weapon, rec->column, NULL };

          g_array_append_val (all, weapon);
        }
      weapons = (const UmpireSetupHeavyWeapon *) all->data;
      n_weapons = all->len;
    }
  /* Every typed die first: a 7 for one weapon records none of them. */
  for (guint i = 0; i < n_weapons; i++)
    {
      g_autofree char *field = g_strdup_printf ("%s-die", weapons[i].weapon ? weapons[i].weapon : "weapon");
      UmpireDice *d = NULL;

      if (!dice_for (self, weapons[i].die, field, &d, error))
        return FALSE;
      g_ptr_array_add (dice, d);
    }
  for (guint i = 0; i < n_weapons; i++)
    {
      UmpireHeavyWeaponsInput input = {
        weapons[i].column, umpire_setup_sequence_get_sub_units (self, side), weapons[i].weapon,
      };

      /* No column given: the one the year recommends. */
      if (input.column == NULL && recommendations == NULL)
        {
          recommendations = umpire_setup_sequence_dup_heavy_weapons (self, side, error);
          if (recommendations == NULL)
            return FALSE;
        }
      for (guint r = 0; input.column == NULL && r < recommendations->len; r++)
        {
          const UmpireHeavyWeaponRecommendation *rec = g_ptr_array_index (recommendations, r);

          if (g_strcmp0 (rec->weapon, weapons[i].weapon) == 0)
            input.column = rec->column;
        }
      g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();
      UmpireResult *result;

      /* Each weapon through the procedure's descriptor, as every step runs. */
      if (input.column != NULL)
        g_hash_table_insert (inputs, g_strdup ("column"), g_strdup (input.column));
      if (input.weapon != NULL)
        g_hash_table_insert (inputs, g_strdup ("weapon"), g_strdup (input.weapon));
      g_hash_table_insert (inputs, g_strdup ("units"), g_strdup_printf ("%d", input.units));
      result = umpire_procedure_run (&umpire_setup_heavy_weapons_info, self->rules, inputs,
                                     g_ptr_array_index (dice, i), error);
      if (result == NULL)
        return FALSE;
      g_ptr_array_add (results, result);
    }
  record_all (self, results, side);
  return TRUE;
}

/* Defensive works' inputs for `side`, from the header and the dice needed. */
static void
defensive_input (UmpireSetupSequence       *self,
                 UmpireSide                 side,
                 const int                 *needed,
                 UmpireDefensiveWorksInput *input)
{
  input->nation = umpire_setup_sequence_get_nation (self, side);
  input->year = umpire_setup_sequence_get_year (self);
  input->units_total = total_units (self);
  if (needed != NULL)
    memcpy (input->needed, needed, sizeof input->needed);
}

gboolean
umpire_setup_sequence_roll_defensive_works (UmpireSetupSequence  *self,
                                            UmpireSide            side,
                                            const int            *needed,
                                            const char           *typed,
                                            GError              **error)
{
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();

  if (needed != NULL)
    {
      g_autoptr(GString) defenses = g_string_new (NULL);

      for (guint c = 0; c < UMPIRE_DEFENSIVE_CATEGORIES; c++)
        g_string_append_printf (defenses, "%s%d", c > 0 ? "," : "", needed[c]);
      g_hash_table_insert (inputs, g_strdup ("defenses"), g_string_free (g_steal_pointer (&defenses), FALSE));
    }
  if (typed != NULL)
    g_hash_table_insert (inputs, g_strdup ("dice"), g_strdup (typed));
  return umpire_setup_sequence_run (self, &umpire_setup_defensive_works_info, side, inputs, error);
}

guint
umpire_setup_sequence_count_defensive_dice (UmpireSetupSequence  *self,
                                            UmpireSide            side,
                                            const int            *needed,
                                            GError              **error)
{
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1);
  UmpireDefensiveWorksInput input = { 0 };

  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), 0);

  if (!check_side (side, error))
    return 0;
  defensive_input (self, side, needed, &input);
  /* Rolled on dice of its own, recorded nowhere: each roll one die. */
  result = umpire_setup_defensive_works (self->rules, &input, dice, error);
  return result != NULL ? umpire_dice_get_history (dice)->len : 0;
}

gboolean
umpire_setup_sequence_run (UmpireSetupSequence        *self,
                           const UmpireProcedureInfo  *info,
                           UmpireSide                  side,
                           GHashTable                 *inputs,
                           GError                    **error)
{
  g_autoptr(GHashTable) given = umpire_inputs_table_new ();
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  GHashTableIter iter;
  gpointer name, value;

  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), FALSE);
  g_return_val_if_fail (info != NULL, FALSE);

  if (inputs != NULL)
    {
      g_hash_table_iter_init (&iter, inputs);
      while (g_hash_table_iter_next (&iter, &name, &value))
        g_hash_table_insert (given, g_strdup (name), g_strdup (value));
    }
  settle_header (self);
  if (info == &umpire_setup_support_info)
    return run_support_step (self, side, given, error);
  if (info == &umpire_setup_proximity_info)
    {
      /* The terrain and scale shown become the scenario's, and the roll's. */
      umpire_scenario_set_terrain (self->scenario, umpire_setup_sequence_get_terrain (self));
      umpire_scenario_set_scale (self->scenario, umpire_setup_sequence_get_scale (self));
      if (umpire_scenario_get_terrain (self->scenario) != NULL)
        g_hash_table_insert (given, g_strdup ("terrain"), g_strdup (umpire_scenario_get_terrain (self->scenario)));
      if (umpire_scenario_get_scale (self->scenario) != NULL)
        g_hash_table_insert (given, g_strdup ("scale"), g_strdup (umpire_scenario_get_scale (self->scenario)));
      side = UMPIRE_SIDE_NONE;
      dice = self->dice ? g_object_ref (self->dice) : NULL;
    }
  else if (info == &umpire_setup_defensive_works_info)
    {
      /* The dice are no input: the faces read off the table; the nation,
       * year and both sides' sub-units are the header's. */
      if (!check_side (side, error) || !dice_for (self, g_hash_table_lookup (given, "dice"), "dice", &dice, error))
        return FALSE;
      g_hash_table_remove (given, "dice");
      if (umpire_setup_sequence_get_nation (self, side) != NULL)
        g_hash_table_insert (given, g_strdup ("nation"), g_strdup (umpire_setup_sequence_get_nation (self, side)));
      g_hash_table_insert (given, g_strdup ("year"), g_strdup_printf ("%d", umpire_setup_sequence_get_year (self)));
      g_hash_table_insert (given, g_strdup ("units"), g_strdup_printf ("%d", total_units (self)));
    }
  else if (info == &umpire_setup_bombardment_info)
    {
      if (!check_side (side, error))
        return FALSE;
      /* A target is there by its bases: one without a name is refused. */
      for (guint n = 1;; n++)
        {
          g_autofree char *target_name = g_strdup_printf ("target-%u-name", n);
          g_autofree char *bases = g_strdup_printf ("target-%u-bases", n);
          g_autofree char *field = NULL;
          const char *text = g_hash_table_lookup (given, target_name);

          if (text != NULL && *text != '\0')
            continue;
          if (g_hash_table_lookup (given, bases) == NULL)
            break;
          field = g_strdup_printf ("target %u", n);
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field, _("needs a name"));
          return FALSE;
        }
      /* On the barrages the side has left. */
      g_hash_table_insert (given, g_strdup ("barrages"),
                           g_strdup_printf ("%d", umpire_setup_sequence_get_barrages_left (self, side)));
      dice = self->dice ? g_object_ref (self->dice) : NULL;
    }
  else if (info == &umpire_setup_counterbattery_info)
    {
      UmpireInputs in = { info, self->rules, given };
      int barrages = 0, received;

      /* Its dice are no input of the procedure: the faces read off the table. */
      if (!check_side (side, error) || !dice_for (self, g_hash_table_lookup (given, "dice"), "dice", &dice, error))
        return FALSE;
      g_hash_table_remove (given, "dice");
      if (!umpire_inputs_read_int (&in, "barrages", TRUE, &barrages, error))
        return FALSE;
      received = umpire_setup_sequence_get_barrages (self, side);
      if (barrages > received)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "barrages",
                              _("%d spent but the side has %d barrages"), barrages, received);
          return FALSE;
        }
    }
  else
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s is not run by the setup sequence", info->id);
      return FALSE;
    }
  /* Without dice of its own, a roll asks for its die. */
  if (dice == NULL)
    dice = umpire_dice_new_physical ();
  if ((result = umpire_procedure_run (info, self->rules, given, dice, error)) == NULL)
    return FALSE;
  record_one (self, result, side);
  /* The unmodified die is the scenario's lull start turn. */
  if (info == &umpire_setup_proximity_info && umpire_result_get_value (result, "lull-start-turn") != NULL)
    umpire_scenario_set_lull_start (self->scenario, atoi (umpire_result_get_value (result, "lull-start-turn")));
  return TRUE;
}

gboolean
umpire_setup_sequence_roll_proximity (UmpireSetupSequence  *self,
                                      const char           *die,
                                      GError              **error)
{
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();

  if (die != NULL && *die != '\0')
    g_hash_table_insert (inputs, g_strdup ("die"), g_strdup (die));
  return umpire_setup_sequence_run (self, &umpire_setup_proximity_info, UMPIRE_SIDE_NONE, inputs, error);
}

gboolean
umpire_setup_sequence_roll_counterbattery (UmpireSetupSequence  *self,
                                           UmpireSide            side,
                                           int                   barrages,
                                           gboolean              gas,
                                           const char           *typed,
                                           GError              **error)
{
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();

  g_hash_table_insert (inputs, g_strdup ("barrages"), g_strdup_printf ("%d", barrages));
  g_hash_table_insert (inputs, g_strdup ("gas"), g_strdup (gas ? "yes" : "no"));
  if (typed != NULL)
    g_hash_table_insert (inputs, g_strdup ("dice"), g_strdup (typed));
  return umpire_setup_sequence_run (self, &umpire_setup_counterbattery_info, side, inputs, error);
}

gboolean
umpire_setup_sequence_roll_bombardment (UmpireSetupSequence            *self,
                                        UmpireSide                      side,
                                        gboolean                        gas,
                                        gboolean                        veteran_officer_rule,
                                        const UmpireBombardmentTarget  *targets,
                                        guint                           n_targets,
                                        GError                        **error)
{
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();

  g_hash_table_insert (inputs, g_strdup ("gas"), g_strdup (gas ? "yes" : "no"));
  g_hash_table_insert (inputs, g_strdup ("veteran-officer-rule"), g_strdup (veteran_officer_rule ? "yes" : "no"));
  for (guint i = 0; i < n_targets; i++)
    {
      const UmpireBombardmentTarget *t = &targets[i];

      if (t->name != NULL)
        g_hash_table_insert (inputs, g_strdup_printf ("target-%u-name", i + 1), g_strdup (t->name));
      g_hash_table_insert (inputs, g_strdup_printf ("target-%u-command-base", i + 1),
                           g_strdup (t->command_base ? "yes" : "no"));
      g_hash_table_insert (inputs, g_strdup_printf ("target-%u-bases", i + 1), g_strdup_printf ("%d", t->bases));
      g_hash_table_insert (inputs, g_strdup_printf ("target-%u-barrages", i + 1), g_strdup_printf ("%d", t->barrages));
      g_hash_table_insert (inputs, g_strdup_printf ("target-%u-veteran-officer", i + 1),
                           g_strdup (t->veteran_officer ? "yes" : "no"));
      if (t->bases_lost >= 0)
        g_hash_table_insert (inputs, g_strdup_printf ("target-%u-bases-lost", i + 1),
                             g_strdup_printf ("%d", t->bases_lost));
    }
  return umpire_setup_sequence_run (self, &umpire_setup_bombardment_info, side, inputs, error);
}

/* ---- object ------------------------------------------------------------- */

UmpireSetupSequence *
umpire_setup_sequence_new (UmpireRules    *rules,
                           UmpireScenario *scenario,
                           UmpireDice     *dice)
{
  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  return g_object_new (UMPIRE_TYPE_SETUP_SEQUENCE, "rules", rules, "scenario", scenario, "dice", dice, NULL);
}

UmpireRules *
umpire_setup_sequence_get_rules (UmpireSetupSequence *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), NULL);
  return self->rules;
}

UmpireScenario *
umpire_setup_sequence_get_scenario (UmpireSetupSequence *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), NULL);
  return self->scenario;
}

UmpireDice *
umpire_setup_sequence_get_dice (UmpireSetupSequence *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), NULL);
  return self->dice;
}

void
umpire_setup_sequence_set_dice (UmpireSetupSequence *self,
                                UmpireDice          *dice)
{
  g_return_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self));
  if (g_set_object (&self->dice, dice))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DICE]);
}

const char * const *
umpire_setup_sequence_get_steps (UmpireSetupSequence *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), NULL);
  return (const char * const *) self->steps;
}

const char * const *
umpire_setup_sequence_get_support_categories (UmpireSetupSequence *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_SEQUENCE (self), NULL);
  return (const char * const *) self->categories;
}

static void
umpire_setup_sequence_constructed (GObject *object)
{
  UmpireSetupSequence *self = UMPIRE_SETUP_SEQUENCE (object);

  G_OBJECT_CLASS (umpire_setup_sequence_parent_class)->constructed (object);

  self->steps = read_steps (self->rules);
  self->categories = umpire_setup_sequence_dup_categories_of (self->rules);
  read_defaults (self);
  self->header_id = g_signal_connect_swapped (self->scenario, "notify", G_CALLBACK (on_scenario_notify), self);
  /* Recording, undo, redo and changes by hand all move the cursor. */
  self->cursor_id = g_signal_connect_swapped (self->scenario, "notify::cursor",
                                              G_CALLBACK (update_counts), self);
  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = s == 0 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER;

      self->barrages_left[s] = compute_barrages_left (self, side);
      self->destroyed[s] = value_int (umpire_setup_sequence_get_result (self, "counterbattery", side, NULL),
                                      "destroyed", FALSE);
    }
}

static void
umpire_setup_sequence_dispose (GObject *object)
{
  UmpireSetupSequence *self = UMPIRE_SETUP_SEQUENCE (object);

  if (self->scenario != NULL)
    {
      g_clear_signal_handler (&self->cursor_id, self->scenario);
      g_clear_signal_handler (&self->header_id, self->scenario);
    }
  g_clear_object (&self->scenario);
  g_clear_object (&self->rules);
  g_clear_object (&self->dice);
  G_OBJECT_CLASS (umpire_setup_sequence_parent_class)->dispose (object);
}

static void
umpire_setup_sequence_finalize (GObject *object)
{
  UmpireSetupSequence *self = UMPIRE_SETUP_SEQUENCE (object);

  g_strfreev (self->steps);
  g_strfreev (self->categories);
  g_free (self->default_battle);
  g_free (self->default_terrain);
  g_free (self->default_scale);
  umpire_setup_sequence_abort (self);
  G_OBJECT_CLASS (umpire_setup_sequence_parent_class)->finalize (object);
}

static void
umpire_setup_sequence_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  UmpireSetupSequence *self = UMPIRE_SETUP_SEQUENCE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_object (value, self->rules);
      break;
    case PROP_SCENARIO:
      g_value_set_object (value, self->scenario);
      break;
    case PROP_DICE:
      g_value_set_object (value, self->dice);
      break;
    case PROP_ATTACKER_BARRAGES_LEFT:
      g_value_set_int (value, self->barrages_left[0]);
      break;
    case PROP_DEFENDER_BARRAGES_LEFT:
      g_value_set_int (value, self->barrages_left[1]);
      break;
    case PROP_ATTACKER_DESTROYED:
      g_value_set_int (value, self->destroyed[0]);
      break;
    case PROP_DEFENDER_DESTROYED:
      g_value_set_int (value, self->destroyed[1]);
      break;
    case PROP_YEAR:
      g_value_set_int (value, umpire_setup_sequence_get_year (self));
      break;
    case PROP_BATTLE:
      g_value_set_string (value, umpire_setup_sequence_get_battle (self));
      break;
    case PROP_TERRAIN:
      g_value_set_string (value, umpire_setup_sequence_get_terrain (self));
      break;
    case PROP_SCALE:
      g_value_set_string (value, umpire_setup_sequence_get_scale (self));
      break;
    case PROP_ATTACKER_NATION:
      g_value_set_string (value, umpire_setup_sequence_get_nation (self, UMPIRE_SIDE_ATTACKER));
      break;
    case PROP_ATTACKER_SUB_UNITS:
      g_value_set_int (value, umpire_setup_sequence_get_sub_units (self, UMPIRE_SIDE_ATTACKER));
      break;
    case PROP_DEFENDER_NATION:
      g_value_set_string (value, umpire_setup_sequence_get_nation (self, UMPIRE_SIDE_DEFENDER));
      break;
    case PROP_DEFENDER_SUB_UNITS:
      g_value_set_int (value, umpire_setup_sequence_get_sub_units (self, UMPIRE_SIDE_DEFENDER));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_setup_sequence_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  UmpireSetupSequence *self = UMPIRE_SETUP_SEQUENCE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      self->rules = g_value_dup_object (value);
      break;
    case PROP_SCENARIO:
      self->scenario = g_value_dup_object (value);
      break;
    case PROP_DICE:
      umpire_setup_sequence_set_dice (self, g_value_get_object (value));
      break;
    /* The header goes into the scenario, which notifies it back. */
    case PROP_YEAR:
      umpire_scenario_set_year (self->scenario, g_value_get_int (value));
      break;
    case PROP_BATTLE:
      umpire_scenario_set_battle (self->scenario, g_value_get_string (value));
      break;
    case PROP_TERRAIN:
      umpire_scenario_set_terrain (self->scenario, g_value_get_string (value));
      break;
    case PROP_SCALE:
      umpire_scenario_set_scale (self->scenario, g_value_get_string (value));
      break;
    case PROP_ATTACKER_NATION:
      set_side (self, UMPIRE_SIDE_ATTACKER, g_value_get_string (value), -1);
      break;
    case PROP_ATTACKER_SUB_UNITS:
      set_side (self, UMPIRE_SIDE_ATTACKER, NULL, g_value_get_int (value));
      break;
    case PROP_DEFENDER_NATION:
      set_side (self, UMPIRE_SIDE_DEFENDER, g_value_get_string (value), -1);
      break;
    case PROP_DEFENDER_SUB_UNITS:
      set_side (self, UMPIRE_SIDE_DEFENDER, NULL, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_setup_sequence_class_init (UmpireSetupSequenceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = umpire_setup_sequence_constructed;
  object_class->dispose = umpire_setup_sequence_dispose;
  object_class->finalize = umpire_setup_sequence_finalize;
  object_class->get_property = umpire_setup_sequence_get_property;
  object_class->set_property = umpire_setup_sequence_set_property;

  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL, UMPIRE_TYPE_RULES,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCENARIO] =
    g_param_spec_object ("scenario", NULL, NULL, UMPIRE_TYPE_SCENARIO,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DICE] =
    g_param_spec_object ("dice", NULL, NULL, UMPIRE_TYPE_DICE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ATTACKER_BARRAGES_LEFT] =
    g_param_spec_int ("attacker-barrages-left", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEFENDER_BARRAGES_LEFT] =
    g_param_spec_int ("defender-barrages-left", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ATTACKER_DESTROYED] =
    g_param_spec_int ("attacker-destroyed", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEFENDER_DESTROYED] =
    g_param_spec_int ("defender-destroyed", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The scenario's header as the setup shows it: its own values, else what
   * a new scenario suggests (the rules' first year, battle, terrain and
   * scale, and two sides); set, they go into the scenario. Named as the
   * scenario's properties, for forms bound to them both ways. */
  properties[PROP_YEAR] =
    g_param_spec_int ("year", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BATTLE] =
    g_param_spec_string ("battle", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TERRAIN] =
    g_param_spec_string ("terrain", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCALE] =
    g_param_spec_string ("scale", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ATTACKER_NATION] =
    g_param_spec_string ("attacker-nation", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ATTACKER_SUB_UNITS] =
    g_param_spec_int ("attacker-sub-units", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEFENDER_NATION] =
    g_param_spec_string ("defender-nation", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEFENDER_SUB_UNITS] =
    g_param_spec_int ("defender-sub-units", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
umpire_setup_sequence_init (UmpireSetupSequence *self)
{
}
