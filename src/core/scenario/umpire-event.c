/* umpire-event.c: one entry of the event log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "umpire-ref-string.h"
#include "umpire-event.h"
#include "umpire-catalogue.h"
#include "umpire-scenario.h"

struct _UmpireEvent
{
  GObject       parent_instance;
  guint         id;
  GDateTime    *time;
  char         *system;   /* GRefString, interned */
  UmpireSide    side;
  UmpireResult *result;
  guint         overrides;
  char         *override_reason;
  gboolean      active;
  int           turn;
  guint         action;
  char         *out_of_date;
};

G_DEFINE_FINAL_TYPE (UmpireEvent, umpire_event, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_SYSTEM,
  PROP_SIDE,
  PROP_PROCEDURE,
  PROP_RESULT,
  PROP_ACTIVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GType
umpire_side_get_type (void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    { UMPIRE_SIDE_NONE, "UMPIRE_SIDE_NONE", "none" },
    { UMPIRE_SIDE_ATTACKER, "UMPIRE_SIDE_ATTACKER", "attacker" },
    { UMPIRE_SIDE_DEFENDER, "UMPIRE_SIDE_DEFENDER", "defender" },
    { 0, NULL, NULL },
  };

  if (g_once_init_enter (&type))
    g_once_init_leave (&type, g_enum_register_static ("UmpireSide", values));
  return type;
}

const char *
umpire_side_to_string (UmpireSide side)
{
  switch (side)
    {
    case UMPIRE_SIDE_ATTACKER: return "attacker";
    case UMPIRE_SIDE_DEFENDER: return "defender";
    case UMPIRE_SIDE_NONE:
    default: return "none";
    }
}

gboolean
umpire_side_from_string (const char *text,
                         UmpireSide *side)
{
  static const UmpireSide sides[] = { UMPIRE_SIDE_NONE, UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };

  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    if (g_strcmp0 (text, umpire_side_to_string (sides[i])) == 0)
      {
        *side = sides[i];
        return TRUE;
      }
  return FALSE;
}

const char *
umpire_side_get_label (UmpireSide side)
{
  switch (side)
    {
    case UMPIRE_SIDE_ATTACKER: return _("Attacker");
    case UMPIRE_SIDE_DEFENDER: return _("Defender");
    case UMPIRE_SIDE_NONE:
    default: return _("Both sides");
    }
}

static void
umpire_event_finalize (GObject *object)
{
  UmpireEvent *self = UMPIRE_EVENT (object);

  g_clear_pointer (&self->time, g_date_time_unref);
  g_clear_pointer (&self->system, umpire_ref_string_release);
  g_clear_object (&self->result);
  g_clear_pointer (&self->override_reason, g_free);
  g_clear_pointer (&self->out_of_date, g_free);

  G_OBJECT_CLASS (umpire_event_parent_class)->finalize (object);
}

static void
umpire_event_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  UmpireEvent *self = UMPIRE_EVENT (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_uint (value, self->id);
      break;
    case PROP_SYSTEM:
      g_value_set_string (value, self->system);
      break;
    case PROP_SIDE:
      g_value_set_enum (value, self->side);
      break;
    case PROP_PROCEDURE:
      g_value_set_string (value, umpire_event_get_procedure (self));
      break;
    case PROP_RESULT:
      g_value_set_object (value, self->result);
      break;
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_event_class_init (UmpireEventClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = umpire_event_finalize;
  object_class->get_property = umpire_event_get_property;

  properties[PROP_ID] =
    g_param_spec_uint ("id", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SYSTEM] =
    g_param_spec_string ("system", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE] =
    g_param_spec_enum ("side", NULL, NULL, UMPIRE_TYPE_SIDE, UMPIRE_SIDE_NONE,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROCEDURE] =
    g_param_spec_string ("procedure", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESULT] =
    g_param_spec_object ("result", NULL, NULL, UMPIRE_TYPE_RESULT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
umpire_event_init (UmpireEvent *self)
{
  self->active = TRUE;
}

UmpireEvent *
umpire_event_new (guint         id,
                  GDateTime    *time,
                  const char   *system,
                  UmpireSide    side,
                  UmpireResult *result)
{
  UmpireEvent *self;

  g_return_val_if_fail (UMPIRE_IS_RESULT (result), NULL);

  self = g_object_new (UMPIRE_TYPE_EVENT, NULL);
  self->id = id;
  self->time = time != NULL ? g_date_time_ref (time) : g_date_time_new_now_utc ();
  self->system = system != NULL ? umpire_ref_string_intern (system) : NULL;
  self->side = side;
  self->result = g_object_ref (result);
  return self;
}

guint
umpire_event_get_id (UmpireEvent *self)
{
  g_return_val_if_fail (UMPIRE_IS_EVENT (self), 0);
  return self->id;
}

GDateTime *
umpire_event_get_time (UmpireEvent *self)
{
  g_return_val_if_fail (UMPIRE_IS_EVENT (self), NULL);
  return self->time;
}

const char *
umpire_event_get_system (UmpireEvent *self)
{
  g_return_val_if_fail (UMPIRE_IS_EVENT (self), NULL);
  return self->system;
}

UmpireSide
umpire_event_get_side (UmpireEvent *self)
{
  g_return_val_if_fail (UMPIRE_IS_EVENT (self), UMPIRE_SIDE_NONE);
  return self->side;
}

const char *
umpire_event_get_procedure (UmpireEvent *self)
{
  g_return_val_if_fail (UMPIRE_IS_EVENT (self), NULL);
  return umpire_result_get_procedure (self->result);
}

const char *
umpire_event_get_title (UmpireEvent *self)
{
  const char *procedure;
  const UmpireProcedureInfo *info;

  g_return_val_if_fail (UMPIRE_IS_EVENT (self), NULL);
  procedure = umpire_result_get_procedure (self->result);
  info = umpire_catalogue_find (procedure);
  if (info != NULL)
    return umpire_procedure_info_get_title (info);
  /* A correction of the scenario's header is the scenario's own event. */
  if (g_strcmp0 (procedure, UMPIRE_SCENARIO_HEADER_PROCEDURE) == 0)
    return _("Scenario corrected");
  /* A plain roll of dice (umpire-cli roll's, a test's). */
  if (g_strcmp0 (procedure, "roll") == 0)
    return _("Dice roll");
  return procedure;
}

UmpireResult *
umpire_event_get_result (UmpireEvent *self)
{
  g_return_val_if_fail (UMPIRE_IS_EVENT (self), NULL);
  return self->result;
}

guint
umpire_event_get_overrides (UmpireEvent *self)
{
  g_return_val_if_fail (UMPIRE_IS_EVENT (self), 0);
  return self->overrides;
}

const char *
umpire_event_get_override_reason (UmpireEvent *self)
{
  g_return_val_if_fail (UMPIRE_IS_EVENT (self), NULL);
  return self->override_reason;
}

void
umpire_event_set_override (UmpireEvent *self,
                           guint        overrides,
                           const char  *reason)
{
  g_return_if_fail (UMPIRE_IS_EVENT (self));
  self->overrides = overrides;
  g_free (self->override_reason);
  self->override_reason = g_strdup (reason);
}

gboolean
umpire_event_get_active (UmpireEvent *self)
{
  g_return_val_if_fail (UMPIRE_IS_EVENT (self), FALSE);
  return self->active;
}

void
umpire_event_set_active (UmpireEvent *self,
                         gboolean     active)
{
  g_return_if_fail (UMPIRE_IS_EVENT (self));
  active = !!active;
  if (self->active == active)
    return;
  self->active = active;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

/* The local time zone, looked up once for as long as TZ says the same:
 * GLib reads /etc/localtime afresh (a stat and a readlink) each time it is
 * asked, which a log of thousands of events asks once per event. */
static GTimeZone *
dup_local_time_zone (void)
{
  G_LOCK_DEFINE_STATIC (local);
  static GTimeZone *local;
  static char *local_tz;
  const char *tz = g_getenv ("TZ");
  GTimeZone *zone;

  G_LOCK (local);
  if (local == NULL || g_strcmp0 (tz, local_tz) != 0)
    {
      g_clear_pointer (&local, g_time_zone_unref);
      g_free (local_tz);
      local_tz = g_strdup (tz);
      local = g_time_zone_new_local ();
    }
  zone = g_time_zone_ref (local);
  G_UNLOCK (local);
  return zone;
}

int
umpire_event_get_turn (UmpireEvent *self)
{
  g_return_val_if_fail (UMPIRE_IS_EVENT (self), 0);
  return self->turn;
}

void
umpire_event_set_turn (UmpireEvent *self,
                       int          turn)
{
  g_return_if_fail (UMPIRE_IS_EVENT (self));
  self->turn = MAX (turn, 0);
}

guint
umpire_event_get_action (UmpireEvent *self)
{
  g_return_val_if_fail (UMPIRE_IS_EVENT (self), 0);
  return self->action;
}

void
umpire_event_set_action (UmpireEvent *self,
                         guint        action)
{
  g_return_if_fail (UMPIRE_IS_EVENT (self));
  self->action = action;
}

const char *
umpire_event_get_out_of_date (UmpireEvent *self)
{
  g_return_val_if_fail (UMPIRE_IS_EVENT (self), NULL);
  return self->out_of_date;
}

void
umpire_event_set_out_of_date (UmpireEvent *self,
                              const char  *reason)
{
  g_return_if_fail (UMPIRE_IS_EVENT (self));
  g_free (self->out_of_date);
  self->out_of_date = reason != NULL && *reason != '\0' ? g_strdup (reason) : NULL;
}

char *
umpire_event_describe (UmpireEvent *self)
{
  g_autoptr(GTimeZone) zone = dup_local_time_zone ();
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *clock = NULL;
  const UmpireProcedureInfo *info;

  g_return_val_if_fail (UMPIRE_IS_EVENT (self), NULL);

  local = g_date_time_to_timezone (self->time, zone);
  /* As g_date_time_format () writes "%H:%M:%S", without parsing it. */
  clock = g_strdup_printf ("%02d:%02d:%02d", g_date_time_get_hour (local),
                           g_date_time_get_minute (local), g_date_time_get_second (local));
  info = umpire_result_get_info (self->result);
  if (info == NULL)
    /* Translators: event number, time, rule system, side, procedure */
    return g_strdup_printf (_("#%u · %s · %s · %s · %s"), self->id, clock,
                            self->system ? self->system : "—",
                            umpire_side_get_label (self->side),
                            /* A correction of the scenario's header is the scenario's own event. */
                            g_strcmp0 (umpire_event_get_procedure (self), UMPIRE_SCENARIO_HEADER_PROCEDURE) == 0
                            ? _("Scenario corrected (scenario.header)")
                            : umpire_event_get_procedure (self));
  /* Translators: event number, time, rule system, side, the procedure's title and its id,
   * e.g. "#3 · 14:02:11 · 1916 · Attacker · Support (1916.support)" */
  return g_strdup_printf (_("#%u · %s · %s · %s · %s (%s)"), self->id, clock,
                          umpire_system_info_get_name (info->system),
                          umpire_side_get_label (self->side),
                          umpire_procedure_info_get_title (info), info->id);
}

char *
umpire_event_to_text (UmpireEvent *self,
                      UmpireRules *rules)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) result = g_string_new (NULL);
  g_autofree char *line = umpire_event_describe (self);

  g_string_append (out, line);
  if (!self->active)
    g_string_append_printf (out, " (%s)", _("undone"));
  g_string_append_c (out, '\n');
  if (self->turn > 0)
    /* Translators: the game turn a logged event was recorded on */
    g_string_append_printf (out, _("  Turn %d\n"), self->turn);
  if (self->overrides != 0 && self->action != 0 && self->action != self->id)
    /* Translators: a result computed again after a correction (event #2's) */
    g_string_append_printf (out, _("  Re-derives #%u after a correction (#%u): %s\n"), self->overrides,
                            self->action, self->override_reason);
  else if (self->overrides != 0)
    g_string_append_printf (out, _("  Overrides #%u by hand: %s\n"), self->overrides,
                            self->override_reason);
  if (self->out_of_date != NULL)
    /* Translators: a result that no longer answers its inputs; the reason follows */
    g_string_append_printf (out, _("  OUT OF DATE: roll again (%s)\n"), self->out_of_date);
  {
    const UmpireProcedureInfo *info = umpire_result_get_info (self->result);
    const char *name, *recorded;

    /* Each input under its label, in the umpire's words, as the log page
     * shows them. */
    for (guint i = 0; umpire_result_get_input_at (self->result, i, &name, &recorded); i++)
      {
        const UmpireField *field = umpire_procedure_info_find_input (info, name);
        g_autofree char *value = umpire_field_dup_for_people (field, rules, recorded);

        /* Translators: an input of a logged event and its value, e.g. "Terrain: Clear" */
        g_string_append_printf (out, _("  %s: %s\n"), field != NULL ? umpire_field_get_label (field) : name, value);
      }
  }
  /* The result's lines, indented; no empty ones. */
  umpire_result_append_text (self->result, rules, result);
  for (const char *start = result->str, *end; *start != '\0'; start = *end ? end + 1 : end)
    {
      end = strchr (start, '\n');
      if (end == NULL)
        end = start + strlen (start);
      if (end == start)
        continue;
      g_string_append (out, "  ");
      g_string_append_len (out, start, end - start);
      g_string_append_c (out, '\n');
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

UmpireResult *
umpire_event_copy_result (UmpireResult *result)
{
  UmpireResult *copy;
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) inputs = NULL;
  const GPtrArray *steps;

  g_return_val_if_fail (UMPIRE_IS_RESULT (result), NULL);

  copy = umpire_result_new (umpire_result_get_procedure (result));
  umpire_result_set_info (copy, umpire_result_get_info (result));
  names = umpire_result_dup_value_names (result);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *label = umpire_result_get_value_label (result, names[i]);

      umpire_result_set_value (copy, names[i], "%s", umpire_result_get_value (result, names[i]));
      if (g_strcmp0 (label, names[i]) != 0)
        umpire_result_set_value_label (copy, names[i], label);
    }
  inputs = umpire_result_dup_input_names (result);
  for (guint i = 0; inputs[i] != NULL; i++)
    umpire_result_set_input (copy, inputs[i], "%s", umpire_result_get_input (result, inputs[i]));

  steps = umpire_result_get_steps (result);
  for (guint i = 0; i < steps->len; i++)
    umpire_result_copy_step (copy, g_ptr_array_index (steps, i));
  return copy;
}
