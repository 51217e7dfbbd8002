/* umpire-state-fill.c: a form's fields that start from the battle's state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "umpire-battle-state.h"
#include "umpire-correction.h"
#include "umpire-state-fill.h"

typedef struct
{
  char                      *scope;
  UmpireSide                 side;
  const UmpireProcedureInfo *info;
} Procedure;

/* What became of one field. */
typedef struct
{
  char     *value;    /* the value last put from the state; NULL: none is ours */
  gboolean  touched;  /* the umpire (or the page) set it: theirs */
  char     *hint;     /* the row's own hint, while ours is shown */
  char     *source;   /* where the value came from, in words, while it is ours */
} Record;

struct _UmpireStateFill
{
  GObject          parent_instance;

  UmpireFieldRows *rows;
  UmpireScenario  *scenario;
  GPtrArray       *procedures;  /* Procedure* */
  GHashTable      *records;     /* "scope|name" -> Record* */
};

G_DEFINE_FINAL_TYPE (UmpireStateFill, umpire_state_fill, G_TYPE_OBJECT)

enum {
  FILLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
procedure_free (gpointer data)
{
  Procedure *procedure = data;

  g_free (procedure->scope);
  g_free (procedure);
}

static void
record_free (gpointer data)
{
  Record *record = data;

  g_free (record->value);
  g_free (record->hint);
  g_free (record->source);
  g_free (record);
}

static Record *
record_of (UmpireStateFill *self,
           const char      *scope,
           const char      *name,
           gboolean         create)
{
  g_autofree char *key = g_strdup_printf ("%s|%s", scope != NULL ? scope : "", name);
  Record *record = g_hash_table_lookup (self->records, key);

  if (record == NULL && create)
    {
      record = g_new0 (Record, 1);
      g_hash_table_insert (self->records, g_steal_pointer (&key), record);
    }
  return record;
}

static gboolean
same_value (const char *a,
            const char *b)
{
  char *end_a, *end_b;
  double na, nb;

  if (a == NULL || b == NULL)
    return a == b;
  na = g_ascii_strtod (a, &end_a);
  nb = g_ascii_strtod (b, &end_b);
  if (end_a != a && *end_a == '\0' && end_b != b && *end_b == '\0')
    return fabs (na - nb) < 1e-9;
  return g_str_equal (a, b);
}

static gboolean
is_read_input (const UmpireProcedureInfo *info,
               const char                *name)
{
  for (const UmpireStateRead *read = info->reads; read != NULL && read->input != NULL; read++)
    if (g_str_equal (read->input, name))
      return TRUE;
  return FALSE;
}

/* The field is the umpire's again: its own hint comes back. */
static void
give_back (UmpireFieldRow *row,
           Record         *record)
{
  g_clear_pointer (&record->value, g_free);
  g_clear_pointer (&record->source, g_free);
  if (record->hint != NULL)
    {
      umpire_field_row_set_hint (row, record->hint);
      g_clear_pointer (&record->hint, g_free);
    }
}

/* Whether `value` is one the field takes (a number in its range). */
static gboolean
fits (UmpireStateFill *self,
      UmpireFieldRow  *row,
      const char      *value)
{
  const UmpireField *input = umpire_field_row_get_input (row);
  double min, max, number;
  char *end;

  if (input == NULL || input->kind != UMPIRE_FIELD_NUMBER)
    return TRUE;
  number = g_ascii_strtod (value, &end);
  if (end == value || *end != '\0')
    return FALSE;
  if (!umpire_field_get_range (input, umpire_field_rows_get_rules (self->rows), &min, &max))
    return TRUE;
  return number >= min && number <= max;
}

static gboolean
fill_procedure (UmpireStateFill   *self,
                UmpireBattleState *state,
                Procedure         *procedure)
{
  g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  gboolean changed = FALSE;

  /* What the form holds, but for the inputs the state gives. */
  for (const UmpireField *f = procedure->info->inputs; f != NULL && f->name != NULL; f++)
    {
      char *value;

      if (is_read_input (procedure->info, f->name)
          || !umpire_field_rows_has_field (self->rows, procedure->scope, f->name)
          || (value = umpire_field_rows_dup_value (self->rows, procedure->scope, f->name)) == NULL)
        continue;
      g_hash_table_insert (inputs, g_strdup (f->name), value);
    }
  umpire_battle_state_fill_inputs (state, procedure->info, procedure->side, inputs);

  for (const UmpireStateRead *read = procedure->info->reads; read != NULL && read->input != NULL; read++)
    {
      UmpireFieldRow *row = umpire_field_rows_lookup (self->rows, procedure->scope, read->input);
      const char *want = g_hash_table_lookup (inputs, read->input);
      g_autofree char *shown = NULL;
      g_autofree char *source = NULL;
      g_autofree char *hint = NULL;
      Record *record;

      /* A field bound to the scenario (the proximity step's terrain) is
       * the header itself, not a value to pre-fill. */
      if (row == NULL || read->depends || umpire_field_row_is_bound (row))
        continue;
      record = record_of (self, procedure->scope, read->input, TRUE);
      shown = umpire_field_row_dup_value (row);
      /* A value the umpire typed stays theirs. */
      if (record->value == NULL ? record->touched : !same_value (shown, record->value))
        continue;
      if (want == NULL || !fits (self, row, want))
        {
          /* The state says nothing of it now (no such unit): the value stays. */
          if (record->value != NULL)
            give_back (row, record);
          continue;
        }
      if (!same_value (shown, want))
        {
          umpire_field_rows_freeze (self->rows);
          umpire_field_row_set_value (row, want);
          umpire_field_rows_thaw (self->rows);
          changed = TRUE;
          g_free (shown);
          shown = umpire_field_row_dup_value (row);
        }
      g_free (record->value);
      record->value = g_steal_pointer (&shown);
      if (record->value == NULL)
        continue;
      source = umpire_battle_state_dup_read_label (read, procedure->side,
                                                   read->unit_input != NULL ? g_hash_table_lookup (inputs, read->unit_input)
                                                                            : NULL);
      if (g_strcmp0 (source, record->source) == 0)
        continue;
      if (record->hint == NULL)
        record->hint = g_strdup (umpire_field_row_get_hint (row));
      /* Translators: under a field pre-filled from the battle as the log
       * leaves it: where its value came from, e.g. "From the battle's state:
       * Defender sub-units" */
      hint = g_strdup_printf (_("From the battle’s state: %s"), source);
      umpire_field_row_set_hint (row, hint);
      g_free (record->source);
      record->source = g_steal_pointer (&source);
    }
  return changed;
}

void
umpire_state_fill_refresh (UmpireStateFill *self)
{
  UmpireBattleState *state;
  gboolean changed = FALSE;

  g_return_if_fail (UMPIRE_IS_STATE_FILL (self));

  if (self->scenario == NULL || self->procedures->len == 0)
    return;
  state = umpire_correction_state_of (self->scenario);
  if (state == NULL)
    return;
  for (guint i = 0; i < self->procedures->len; i++)
    changed |= fill_procedure (self, state, g_ptr_array_index (self->procedures, i));
  if (changed)
    g_signal_emit (self, signals[FILLED], 0);
}

/* The umpire (or the page) changed a field: a figure of the state they
 * changed is theirs; another unit named, its figures are the state's. */
static void
on_rows_changed (UmpireStateFill *self,
                 const char      *scope,
                 const char      *name)
{
  gboolean unit_named = FALSE;

  for (guint i = 0; i < self->procedures->len; i++)
    {
      Procedure *procedure = g_ptr_array_index (self->procedures, i);

      if (g_strcmp0 (procedure->scope, scope) != 0)
        continue;
      for (const UmpireStateRead *read = procedure->info->reads; read != NULL && read->input != NULL; read++)
        {
          UmpireFieldRow *row = umpire_field_rows_lookup (self->rows, scope, read->input);
          Record *record = row != NULL ? record_of (self, scope, read->input, TRUE) : NULL;

          if (record == NULL)
            continue;
          if (g_str_equal (read->input, name))
            {
              g_autofree char *shown = umpire_field_row_dup_value (row);

              if (record->value != NULL && !same_value (shown, record->value))
                give_back (row, record);
              if (record->value == NULL)
                record->touched = TRUE;
            }
          else if (read->scope == UMPIRE_STATE_UNIT && g_strcmp0 (read->unit_input, name) == 0)
            {
              record->touched = FALSE;
              if (record->value == NULL)
                give_back (row, record);
              unit_named = TRUE;
            }
        }
    }
  /* Another unit named: its figures. */
  if (unit_named)
    umpire_state_fill_refresh (self);
}

void
umpire_state_fill_add (UmpireStateFill           *self,
                       const char                *scope,
                       UmpireSide                 side,
                       const UmpireProcedureInfo *info)
{
  Procedure *procedure;

  g_return_if_fail (UMPIRE_IS_STATE_FILL (self));
  g_return_if_fail (info != NULL);

  if (info->reads == NULL)
    return;
  procedure = g_new0 (Procedure, 1);
  procedure->scope = g_strdup (scope);
  procedure->side = side;
  procedure->info = info;
  g_ptr_array_add (self->procedures, procedure);
  umpire_state_fill_refresh (self);
}

void
umpire_state_fill_set_scenario (UmpireStateFill *self,
                                UmpireScenario  *scenario)
{
  g_return_if_fail (UMPIRE_IS_STATE_FILL (self));
  g_return_if_fail (scenario == NULL || UMPIRE_IS_SCENARIO (scenario));

  if (self->scenario == scenario)
    return;
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_func (self->scenario, umpire_state_fill_refresh, self);
  g_set_object (&self->scenario, scenario);
  /* Every change of the header and every move of the log. */
  if (scenario != NULL)
    g_signal_connect_object (scenario, "changed", G_CALLBACK (umpire_state_fill_refresh), self, G_CONNECT_SWAPPED);
  umpire_state_fill_refresh (self);
}

const char *
umpire_state_fill_get_source (UmpireStateFill *self,
                              const char      *scope,
                              const char      *name)
{
  Record *record;

  g_return_val_if_fail (UMPIRE_IS_STATE_FILL (self), NULL);
  record = record_of (self, scope, name, FALSE);
  return record != NULL && record->value != NULL ? record->source : NULL;
}

static void
umpire_state_fill_dispose (GObject *object)
{
  UmpireStateFill *self = UMPIRE_STATE_FILL (object);

  umpire_state_fill_set_scenario (self, NULL);
  G_OBJECT_CLASS (umpire_state_fill_parent_class)->dispose (object);
}

static void
umpire_state_fill_finalize (GObject *object)
{
  UmpireStateFill *self = UMPIRE_STATE_FILL (object);

  g_ptr_array_unref (self->procedures);
  g_hash_table_unref (self->records);
  G_OBJECT_CLASS (umpire_state_fill_parent_class)->finalize (object);
}

static void
umpire_state_fill_class_init (UmpireStateFillClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = umpire_state_fill_dispose;
  object_class->finalize = umpire_state_fill_finalize;

  /* Fields were given values from the state (not by the umpire). */
  signals[FILLED] = g_signal_new ("filled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 0);
}

static void
umpire_state_fill_init (UmpireStateFill *self)
{
  self->procedures = g_ptr_array_new_with_free_func (procedure_free);
  self->records = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, record_free);
}

UmpireStateFill *
umpire_state_fill_new (UmpireFieldRows *rows)
{
  UmpireStateFill *self;

  g_return_val_if_fail (UMPIRE_IS_FIELD_ROWS (rows), NULL);
  self = g_object_new (UMPIRE_TYPE_STATE_FILL, NULL);
  self->rows = rows;
  /* The rows outlive no form that holds us both; a weak hold is enough. */
  g_signal_connect_object (rows, "changed", G_CALLBACK (on_rows_changed), self, G_CONNECT_SWAPPED);
  return self;
}
