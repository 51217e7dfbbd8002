/* umpire-scenario-fill.c: a form's fields that start from the scenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-scenario-fill.h"

struct _UmpireScenarioFill
{
  GObject          parent_instance;

  UmpireFieldRows *rows;
  UmpireSession   *session;
  UmpireScenario  *scenario;  /* the session's, followed */
  GPtrArray       *names;     /* char*: the fields, by position */
  GPtrArray       *from;      /* const char* (interned): their properties */
};

G_DEFINE_FINAL_TYPE (UmpireScenarioFill, umpire_scenario_fill, G_TYPE_OBJECT)

/* Fills the fields that follow `property` (NULL: every one). */
static void
fill (UmpireScenarioFill *self,
      const char         *property)
{
  for (guint i = 0; self->scenario != NULL && i < self->names->len; i++)
    {
      const char *name = g_ptr_array_index (self->names, i);
      const char *from = g_ptr_array_index (self->from, i);
      UmpireFieldRow *row = umpire_field_rows_lookup (self->rows, NULL, name);
      const UmpireField *input = row != NULL ? umpire_field_row_get_input (row) : NULL;
      g_autofree char *shown = NULL;
      char text[16];
      int value = 0;
      double min, max;

      if (row == NULL || (property != NULL && property != from))
        continue;
      g_object_get (self->scenario, from, &value, NULL);
      if (input != NULL && umpire_field_get_range (input, umpire_field_rows_get_rules (self->rows), &min, &max)
          && (value < min || value > max))
        continue;
      g_snprintf (text, sizeof text, "%d", value);
      shown = umpire_field_row_dup_value (row);
      if (g_strcmp0 (shown, text) != 0)
        umpire_field_row_set_value (row, text);
    }
}

static void
on_scenario_notify (UmpireScenarioFill *self,
                    GParamSpec         *pspec)
{
  fill (self, g_intern_string (pspec->name));
}

static void
follow_scenario (UmpireScenarioFill *self)
{
  UmpireScenario *scenario = self->session != NULL ? umpire_session_get_scenario (self->session) : NULL;

  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_func (self->scenario, on_scenario_notify, self);
  g_set_object (&self->scenario, scenario);
  if (scenario != NULL)
    g_signal_connect_object (scenario, "notify", G_CALLBACK (on_scenario_notify), self, G_CONNECT_SWAPPED);
  fill (self, NULL);
}

void
umpire_scenario_fill_set_session (UmpireScenarioFill *self,
                                  UmpireSession      *session)
{
  g_return_if_fail (UMPIRE_IS_SCENARIO_FILL (self));
  g_return_if_fail (session == NULL || UMPIRE_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_func (self->session, follow_scenario, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_object (session, "notify::scenario", G_CALLBACK (follow_scenario), self, G_CONNECT_SWAPPED);
  follow_scenario (self);
}

void
umpire_scenario_fill_add (UmpireScenarioFill *self,
                          const char         *name,
                          const char         *property)
{
  GObjectClass *klass;
  GParamSpec *pspec;

  g_return_if_fail (UMPIRE_IS_SCENARIO_FILL (self));
  g_return_if_fail (name != NULL && property != NULL);
  klass = g_type_class_ref (UMPIRE_TYPE_SCENARIO);
  pspec = g_object_class_find_property (klass, property);
  g_type_class_unref (klass);
  g_return_if_fail (pspec != NULL && pspec->value_type == G_TYPE_INT);

  g_ptr_array_add (self->names, g_strdup (name));
  g_ptr_array_add (self->from, (gpointer) g_intern_string (pspec->name));
  fill (self, g_intern_string (pspec->name));
}

static void
umpire_scenario_fill_dispose (GObject *object)
{
  UmpireScenarioFill *self = UMPIRE_SCENARIO_FILL (object);

  umpire_scenario_fill_set_session (self, NULL);
  G_OBJECT_CLASS (umpire_scenario_fill_parent_class)->dispose (object);
}

static void
umpire_scenario_fill_finalize (GObject *object)
{
  UmpireScenarioFill *self = UMPIRE_SCENARIO_FILL (object);

  g_ptr_array_unref (self->names);
  g_ptr_array_unref (self->from);
  G_OBJECT_CLASS (umpire_scenario_fill_parent_class)->finalize (object);
}

static void
umpire_scenario_fill_class_init (UmpireScenarioFillClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = umpire_scenario_fill_dispose;
  object_class->finalize = umpire_scenario_fill_finalize;
}

static void
umpire_scenario_fill_init (UmpireScenarioFill *self)
{
  self->names = g_ptr_array_new_with_free_func (g_free);
  self->from = g_ptr_array_new ();
}

UmpireScenarioFill *
umpire_scenario_fill_new (UmpireFieldRows *rows)
{
  UmpireScenarioFill *self;

  g_return_val_if_fail (UMPIRE_IS_FIELD_ROWS (rows), NULL);
  self = g_object_new (UMPIRE_TYPE_SCENARIO_FILL, NULL);
  self->rows = rows;
  return self;
}
