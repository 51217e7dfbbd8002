/* umpire-autosave.c: keeps a copy of the open scenario on disk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "umpire-autosave.h"
#include "umpire-scenario-file.h"

struct _UmpireAutosave
{
  GObject         parent_instance;
  UmpireScenario *scenario;
  char           *path;
  gulong          changed_id;
  GError         *error;
};

G_DEFINE_FINAL_TYPE (UmpireAutosave, umpire_autosave, G_TYPE_OBJECT)

static void
stop_following (UmpireAutosave *self)
{
  if (self->scenario != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->scenario);
      g_clear_object (&self->scenario);
    }
}

static void
umpire_autosave_finalize (GObject *object)
{
  UmpireAutosave *self = UMPIRE_AUTOSAVE (object);

  stop_following (self);
  g_free (self->path);
  g_clear_error (&self->error);

  G_OBJECT_CLASS (umpire_autosave_parent_class)->finalize (object);
}

static void
umpire_autosave_class_init (UmpireAutosaveClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = umpire_autosave_finalize;
}

static void
umpire_autosave_init (UmpireAutosave *self)
{
}

gboolean
umpire_autosave_write (UmpireAutosave *self)
{
  g_return_val_if_fail (UMPIRE_IS_AUTOSAVE (self), FALSE);

  if (self->scenario == NULL)
    return FALSE;
  g_clear_error (&self->error);
  if (!umpire_scenario_write_autosave (self->scenario, self->path, &self->error))
    {
      g_warning ("Autosave failed: %s", self->error->message);
      return FALSE;
    }
  return TRUE;
}

static void
on_changed (UmpireAutosave *self)
{
  umpire_autosave_write (self);
}

UmpireAutosave *
umpire_autosave_new (UmpireScenario *scenario,
                     const char     *path)
{
  UmpireAutosave *self;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  self = g_object_new (UMPIRE_TYPE_AUTOSAVE, NULL);
  self->scenario = g_object_ref (scenario);
  self->path = path != NULL ? g_strdup (path) : umpire_scenario_autosave_path ();
  self->changed_id = g_signal_connect_swapped (scenario, "changed", G_CALLBACK (on_changed), self);
  umpire_autosave_write (self);
  return self;
}

const char *
umpire_autosave_get_path (UmpireAutosave *self)
{
  g_return_val_if_fail (UMPIRE_IS_AUTOSAVE (self), NULL);
  return self->path;
}

const GError *
umpire_autosave_get_error (UmpireAutosave *self)
{
  g_return_val_if_fail (UMPIRE_IS_AUTOSAVE (self), NULL);
  return self->error;
}

void
umpire_autosave_discard (UmpireAutosave *self)
{
  g_return_if_fail (UMPIRE_IS_AUTOSAVE (self));

  stop_following (self);
  g_unlink (self->path);
}
