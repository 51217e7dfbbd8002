/* umpire-correction.c: the battle state the window shows, and corrections
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-correction.h"

/* The header fields a result reads: a change of one while results are in
 * force is a correction. The title and the turn are read by none. */
static const char *const watched[] = {
  "year", "battle", "terrain", "scale",
  "attacker-nation", "attacker-units", "defender-nation", "defender-units",
  NULL
};

#define N_WATCHED (G_N_ELEMENTS (watched) - 1)

struct _UmpireCorrection
{
  GObject            parent_instance;

  UmpireScenario    *scenario;   /* not a reference: the scenario owns us */
  UmpireRules       *rules;
  char              *values[N_WATCHED];  /* the header as last seen */
  guint              cursor;             /* the log's cursor then */
  gboolean           busy;               /* inside our own change */

  UmpireBattleState *state;
  guint              state_serial;
  guint              state_cursor;
  guint              state_n_events;
  guint              state_last_id;
};

G_DEFINE_FINAL_TYPE (UmpireCorrection, umpire_correction, G_TYPE_OBJECT)

enum {
  CORRECTED,
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GQuark
correction_quark (void)
{
  return g_quark_from_static_string ("umpire-correction");
}

static void
remember_header (UmpireCorrection *self)
{
  for (guint i = 0; i < N_WATCHED; i++)
    {
      g_free (self->values[i]);
      self->values[i] = umpire_scenario_dup_header_value (self->scenario, watched[i]);
    }
  self->cursor = umpire_scenario_get_cursor (self->scenario);
}

/* Undo and redo move the header with the log before they say the cursor
 * moved: it has moved since it last said so, or the event at it is in
 * force again (redo marks it before it moves on). */
static gboolean
log_moving (UmpireCorrection *self)
{
  guint cursor = umpire_scenario_get_cursor (self->scenario);

  if (cursor != self->cursor)
    return TRUE;
  return cursor < umpire_scenario_get_n_events (self->scenario)
         && umpire_event_get_active (umpire_scenario_get_event (self->scenario, cursor));
}

/* A value the setup only suggested until now (no year, a side without a
 * nation) was read by nothing the log holds: it is settled, not corrected. */
static gboolean
was_unset (UmpireCorrection *self,
           guint             i)
{
  const char *old = self->values[i];

  if (old == NULL || *old == '\0' || (g_str_equal (watched[i], "year") && g_str_equal (old, "0")))
    return TRUE;
  if (g_str_has_suffix (watched[i], "-units"))
    {
      /* The side's nation comes just before its sub-units. */
      const char *nation = self->values[i - 1];

      return nation == NULL || *nation == '\0';
    }
  return FALSE;
}

/* The log moved and stopped: what is in force now is where it stands. */
static void
on_cursor_notify (UmpireCorrection *self)
{
  self->cursor = umpire_scenario_get_cursor (self->scenario);
}

static void
on_header_notify (UmpireCorrection *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  gboolean correct = FALSE;

  if (self->busy)
    return;
  if (self->rules == NULL || umpire_scenario_get_cursor (self->scenario) == 0 || log_moving (self))
    {
      remember_header (self);
      return;
    }
  for (guint i = 0; i < N_WATCHED; i++)
    {
      g_autofree char *now = umpire_scenario_dup_header_value (self->scenario, watched[i]);

      if (g_strcmp0 (now, self->values[i]) == 0)
        continue;
      correct = correct || !was_unset (self, i);
      g_ptr_array_add (names, (gpointer) watched[i]);
      g_ptr_array_add (values, g_steal_pointer (&now));
    }
  if (!correct)
    {
      remember_header (self);
      return;
    }
  g_ptr_array_add (names, NULL);
  g_ptr_array_add (values, NULL);

  /* Back to what it was, then the change again as a correction, so that
   * the log holds it and what follows from it as one action. */
  self->busy = TRUE;
  for (guint i = 0; names->pdata[i] != NULL; i++)
    for (guint w = 0; w < N_WATCHED; w++)
      if (g_str_equal (watched[w], names->pdata[i]) && self->values[w] != NULL)
        umpire_scenario_set_header_value (self->scenario, watched[w], self->values[w], NULL);
  self->busy = FALSE;
  umpire_correction_set_header (self, (const char * const *) names->pdata,
                                (const char * const *) values->pdata, &error);
}

gboolean
umpire_correction_set_header (UmpireCorrection   *self,
                              const char * const *names,
                              const char * const *values,
                              GError            **error)
{
  g_autoptr(GError) local = NULL;
  guint n_rederived = 0, n_out_of_date = 0;
  gboolean ok = TRUE;

  g_return_val_if_fail (UMPIRE_IS_CORRECTION (self), FALSE);
  g_return_val_if_fail (names != NULL && values != NULL, FALSE);

  self->busy = TRUE;
  if (self->rules != NULL && umpire_scenario_get_cursor (self->scenario) > 0)
    {
      ok = umpire_battle_correct (self->scenario, self->rules, names, values, &n_rederived, &n_out_of_date,
                                  &local);
      if (ok)
        g_signal_emit (self, signals[CORRECTED], 0, n_rederived, n_out_of_date);
    }
  else
    for (guint i = 0; ok && names[i] != NULL; i++)
      ok = umpire_scenario_set_header_value (self->scenario, names[i], values[i], &local);
  self->busy = FALSE;
  remember_header (self);
  if (!ok)
    {
      g_signal_emit (self, signals[REFUSED], 0, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
    }
  return ok;
}

char *
umpire_correction_dup_message (guint n_rederived,
                               guint n_out_of_date)
{
  g_autofree char *again = NULL;
  g_autofree char *stale = NULL;

  if (n_rederived == 0 && n_out_of_date == 0)
    return g_strdup (_("Scenario corrected: no result changed"));
  /* TRANSLATORS: part of a toast after a correction of the scenario */
  again = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u result recomputed", "%u results recomputed",
                                        n_rederived), n_rederived);
  /* TRANSLATORS: part of a toast after a correction of the scenario */
  stale = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u out of date: roll again",
                                        "%u out of date: roll again", n_out_of_date), n_out_of_date);
  if (n_out_of_date == 0)
    /* TRANSLATORS: a toast after a correction; %s is "2 results computed again" */
    return g_strdup_printf (_("Scenario corrected: %s"), again);
  if (n_rederived == 0)
    return g_strdup_printf (_("Scenario corrected: %s"), stale);
  /* TRANSLATORS: a toast after a correction: "2 results computed again", then "1 out of date: roll again" */
  return g_strdup_printf (_("Scenario corrected: %s, %s"), again, stale);
}

/* ---- the state ---------------------------------------------------------- */

UmpireBattleState *
umpire_correction_get_state (UmpireCorrection *self)
{
  UmpireScenario *scenario;
  guint serial, cursor, n_events, last_id;

  g_return_val_if_fail (UMPIRE_IS_CORRECTION (self), NULL);

  scenario = self->scenario;
  serial = umpire_scenario_get_header_serial (scenario);
  cursor = umpire_scenario_get_cursor (scenario);
  n_events = umpire_scenario_get_n_events (scenario);
  /* Events never change once recorded: the header, the cursor and the last
   * event in force say which state this is. */
  last_id = cursor > 0 ? umpire_event_get_id (umpire_scenario_get_event (scenario, cursor - 1)) : 0;
  if (self->state == NULL || serial != self->state_serial || cursor != self->state_cursor
      || n_events != self->state_n_events || last_id != self->state_last_id)
    {
      g_clear_pointer (&self->state, umpire_battle_state_free);
      self->state = umpire_battle_state_new (scenario);
      self->state_serial = serial;
      self->state_cursor = cursor;
      self->state_n_events = n_events;
      self->state_last_id = last_id;
    }
  return self->state;
}

UmpireBattleState *
umpire_correction_state_of (UmpireScenario *scenario)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);
  return umpire_correction_get_state (umpire_correction_for (scenario, NULL));
}

gboolean
umpire_correction_is_out_of_date (UmpireScenario *scenario,
                                  UmpireEvent    *event,
                                  const char    **reason)
{
  const char *why = NULL;
  gboolean stale;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (UMPIRE_IS_EVENT (event), FALSE);

  switch (umpire_battle_state_get_event_state (umpire_correction_state_of (scenario), event, &why))
    {
    case UMPIRE_EVENT_STATE_OUT_OF_DATE:
      stale = TRUE;
      break;
    case UMPIRE_EVENT_STATE_CURRENT:
      /* A procedure the state knows nothing of keeps the correction's mark. */
      stale = umpire_event_get_out_of_date (event) != NULL;
      break;
    default:
      stale = FALSE;
    }
  if (stale && why == NULL)
    why = umpire_event_get_out_of_date (event);
  if (reason != NULL)
    *reason = stale ? why : NULL;
  return stale;
}

/* ---- the object --------------------------------------------------------- */

UmpireCorrection *
umpire_correction_for (UmpireScenario *scenario,
                       UmpireRules    *rules)
{
  UmpireCorrection *self;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (rules == NULL || UMPIRE_IS_RULES (rules), NULL);

  self = g_object_get_qdata (G_OBJECT (scenario), correction_quark ());
  if (self == NULL)
    {
      self = g_object_new (UMPIRE_TYPE_CORRECTION, NULL);
      self->scenario = scenario;
      g_object_set_qdata_full (G_OBJECT (scenario), correction_quark (), self, g_object_unref);
      remember_header (self);
      for (guint i = 0; i < N_WATCHED; i++)
        {
          /* The scenario's properties: "attacker-sub-units" for "attacker-units". */
          g_autofree char *property = g_str_has_suffix (watched[i], "-units")
                                      ? g_strdup_printf ("notify::%.*s-sub-units",
                                                         (int) (strlen (watched[i]) - strlen ("-units")), watched[i])
                                      : g_strdup_printf ("notify::%s", watched[i]);

          g_signal_connect_object (scenario, property, G_CALLBACK (on_header_notify), self, G_CONNECT_SWAPPED);
        }
      g_signal_connect_object (scenario, "notify::cursor", G_CALLBACK (on_cursor_notify), self, G_CONNECT_SWAPPED);
    }
  if (self->rules == NULL && rules != NULL)
    self->rules = g_object_ref (rules);
  return self;
}

static void
umpire_correction_finalize (GObject *object)
{
  UmpireCorrection *self = UMPIRE_CORRECTION (object);

  for (guint i = 0; i < N_WATCHED; i++)
    g_free (self->values[i]);
  g_clear_pointer (&self->state, umpire_battle_state_free);
  g_clear_object (&self->rules);
  G_OBJECT_CLASS (umpire_correction_parent_class)->finalize (object);
}

static void
umpire_correction_class_init (UmpireCorrectionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = umpire_correction_finalize;

  /* A correction was made: how many results were computed again, how many
   * are out of date now. */
  signals[CORRECTED] =
    g_signal_new ("corrected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /* A change was refused (the header kept what it had): why, in words. */
  signals[REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
umpire_correction_init (UmpireCorrection *self)
{
}
