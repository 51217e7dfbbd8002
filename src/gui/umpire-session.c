/* umpire-session.c: the scenario open in a window
 *
 * Every change of the scenario makes the session dirty and is written to
 * the autosave file at once. Saving writes the scenario file atomically
 * (with FILE~) and drops the autosave; so does a clean close. A kill
 * leaves the autosave, which the next start offers to restore. A scenario
 * opened or saved is followed from then on: the file is the base of the
 * first change's journal line, so that change is on disk before the umpire
 * sees it, however long the game (its own base takes a while).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "umpire-autosave.h"
#include "umpire-correction.h"
#include "umpire-scenario-file.h"
#include "umpire-session-private.h"

G_DEFINE_FINAL_TYPE (UmpireSession, umpire_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SCENARIO,
  PROP_FILE,
  PROP_DIRTY,
  PROP_AUTOSAVE_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  ANNOUNCE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_dirty (UmpireSession *self,
           gboolean       dirty)
{
  if (self->dirty == dirty)
    return;
  self->dirty = dirty;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
}

static void
on_autosave_failed (UmpireSession *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_ERROR]);
}

/* The file the scenario came from and its state on disk then, kept with
 * the autosave so a restored session saves where it was, and still
 * notices a change made on disk since. */
static char *
dup_origin (UmpireSession *self)
{
  g_autofree char *uri = NULL;

  if (self->file == NULL)
    return NULL;
  uri = g_file_get_uri (self->file);
  return g_strdup_printf ("%s\n%" G_GINT64_FORMAT "\n%" G_GINT64_FORMAT, uri,
                          self->disk_mtime, (gint64) self->disk_size);
}

static void
start_autosave (UmpireSession *self)
{
  g_autofree char *origin = dup_origin (self);

  self->autosave = umpire_autosave_new_full (self->scenario, self->autosave_path, origin);
  g_signal_connect_object (self->autosave, "notify::failed",
                           G_CALLBACK (on_autosave_failed), self, G_CONNECT_SWAPPED);
  /* The first write may have failed already. */
  if (umpire_autosave_get_failed (self->autosave))
    on_autosave_failed (self);
}

/* Follows the scenario just read from or written to `path`, writing
 * nothing until it changes (see umpire_autosave_new_following_file ()). */
static void
follow_file (UmpireSession *self,
             const char    *path)
{
  g_autofree char *origin = dup_origin (self);
  g_autofree char *checksum = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (self->autosave == NULL);

  checksum = umpire_autosave_checksum_file (path, &error);
  /* Unreadable now: the first change writes a base of its own. */
  if (checksum == NULL)
    {
      g_warning ("The autosave cannot follow %s: %s", path, error->message);
      return;
    }
  self->autosave = umpire_autosave_new_following_file (self->scenario, self->autosave_path,
                                                       origin, path, checksum);
  g_signal_connect_object (self->autosave, "notify::failed",
                           G_CALLBACK (on_autosave_failed), self, G_CONNECT_SWAPPED);
}

static void
clear_autosave (UmpireSession *self)
{
  gboolean failed = self->autosave != NULL && umpire_autosave_get_failed (self->autosave);

  if (self->autosave != NULL)
    g_signal_handlers_disconnect_by_data (self->autosave, self);
  g_clear_object (&self->autosave);
  if (failed)
    on_autosave_failed (self);
}

static void
on_scenario_changed (UmpireSession *self)
{
  set_dirty (self, TRUE);
  /* The first change starts the autosave; it then follows every change. */
  if (self->autosave == NULL)
    start_autosave (self);
}

static void
stop_autosave (UmpireSession *self)
{
  if (self->autosave != NULL)
    {
      umpire_autosave_discard (self->autosave);
      clear_autosave (self);
    }
}

/* A correction of the scenario's header: a toast says what came of it. */
static void
on_corrected (UmpireSession *self,
              guint          n_rederived,
              guint          n_out_of_date)
{
  g_autofree char *text = umpire_correction_dup_message (n_rederived, n_out_of_date);

  umpire_session_announce (self, text, _("_Undo"), "win.undo");
}

static void
on_correction_refused (UmpireSession *self,
                       const char    *message)
{
  umpire_session_announce (self, message, NULL, NULL);
}

/* The scenario's correction (umpire-correction.h), once there are rules
 * to correct by: its toasts are the session's. */
static void
follow_correction (UmpireSession *self)
{
  UmpireCorrection *correction;

  if (self->scenario == NULL || self->rules == NULL)
    return;
  correction = umpire_correction_for (self->scenario, self->rules);
  if (g_signal_handler_find (correction, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self) != 0)
    return;
  g_signal_connect_object (correction, "corrected", G_CALLBACK (on_corrected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (correction, "refused", G_CALLBACK (on_correction_refused), self, G_CONNECT_SWAPPED);
}

/* Takes `scenario` as the session's, clean unless `dirty`. */
/* A file from before values changed by hand were re-derived shows them
 * re-derived too. */
static void
rederive (UmpireSession  *self,
          UmpireScenario *scenario)
{
  g_autoptr(GError) error = NULL;

  if (self->rules != NULL && !umpire_scenario_rederive (scenario, self->rules, &error))
    g_warning ("Values changed by hand could not be re-derived: %s", error->message);
}

static void
set_scenario (UmpireSession  *self,
              UmpireScenario *scenario,
              GFile          *file,
              gboolean        dirty)
{
  /* The old autosave belongs to the old scenario. */
  clear_autosave (self);
  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);

  g_set_object (&self->scenario, scenario);
  self->changed_id = g_signal_connect_swapped (scenario, "changed",
                                               G_CALLBACK (on_scenario_changed), self);
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  set_dirty (self, dirty);
  if (dirty)
    start_autosave (self);
  follow_correction (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
}

static void
umpire_session_dispose (GObject *object)
{
  UmpireSession *self = UMPIRE_SESSION (object);

  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);
  g_clear_object (&self->autosave);
  g_clear_object (&self->scenario);
  g_clear_object (&self->file);
  g_clear_object (&self->rules);
  if (self->watched != NULL)
    g_signal_handlers_disconnect_by_data (self->watched, self);
  g_clear_object (&self->watched);
  g_clear_weak_pointer (&self->window);

  G_OBJECT_CLASS (umpire_session_parent_class)->dispose (object);
}

static void
umpire_session_finalize (GObject *object)
{
  UmpireSession *self = UMPIRE_SESSION (object);

  g_free (self->autosave_path);
  g_free (self->restore_notes);
  g_free (self->new_scale);
  g_strfreev (self->new_optional);
  if (self->autosave_lock >= 0)
    close (self->autosave_lock);

  G_OBJECT_CLASS (umpire_session_parent_class)->finalize (object);
}

static void
umpire_session_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  UmpireSession *self = UMPIRE_SESSION (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      g_value_set_object (value, self->scenario);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;
    case PROP_AUTOSAVE_ERROR:
      g_value_set_string (value, umpire_session_get_autosave_error (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_session_class_init (UmpireSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = umpire_session_dispose;
  object_class->finalize = umpire_session_finalize;
  object_class->get_property = umpire_session_get_property;

  properties[PROP_SCENARIO] =
    g_param_spec_object ("scenario", NULL, NULL, UMPIRE_TYPE_SCENARIO,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DIRTY] =
    g_param_spec_boolean ("dirty", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Why the last autosave failed, in the umpire's words; NULL: it did not. */
  properties[PROP_AUTOSAVE_ERROR] =
    g_param_spec_string ("autosave-error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* What the umpire should hear of after an action (the window shows a
   * toast): the text, and a button's label and action, or NULLs. */
  signals[ANNOUNCE] =
    g_signal_new ("announce", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
}

void
umpire_session_announce (UmpireSession *self,
                         const char    *text,
                         const char    *button_label,
                         const char    *action_name)
{
  g_return_if_fail (UMPIRE_IS_SESSION (self));
  g_return_if_fail (text != NULL);

  g_signal_emit (self, signals[ANNOUNCE], 0, text, button_label, action_name);
}

const char *
umpire_session_get_autosave_error (UmpireSession *self)
{
  const GError *error;

  g_return_val_if_fail (UMPIRE_IS_SESSION (self), NULL);
  if (self->autosave == NULL || (error = umpire_autosave_get_error (self->autosave)) == NULL)
    return NULL;
  return error->message;
}

UmpireAutosave *
umpire_session_get_autosave (UmpireSession *self)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (self), NULL);
  return self->autosave;
}

static void
umpire_session_init (UmpireSession *self)
{
  self->autosave_lock = -1;
}

UmpireSession *
umpire_session_new (const char *autosave_path)
{
  UmpireSession *self = g_object_new (UMPIRE_TYPE_SESSION, NULL);
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();

  g_autofree char *base = autosave_path ? g_strdup (autosave_path) : umpire_scenario_autosave_path ();

  /* The autosave is this session's alone: a lock beside it, held while the
   * session lives and let go by the system when the process dies. A second
   * Umpire (another window manager session, another bus) takes the next
   * free autosave, so it never offers, restores or deletes a live one. */
  self->autosave_lock = -1;
  for (guint n = 1; n <= 9 && self->autosave_lock < 0; n++)
    {
      g_autofree char *path = n == 1 ? g_strdup (base) : g_strdup_printf ("%s.%u", base, n);
      g_autofree char *lock = g_strconcat (path, ".lock", NULL);
      g_autofree char *dir = g_path_get_dirname (path);
      int fd;

      g_mkdir_with_parents (dir, 0700);
      fd = g_open (lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
      if (fd < 0)
        break;
      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          close (fd);
          continue;
        }
      self->autosave_lock = fd;
      g_free (self->autosave_path);
      self->autosave_path = g_steal_pointer (&path);
    }
  /* No lock to be had (a read-only folder): the plain path, as before. */
  if (self->autosave_path == NULL)
    self->autosave_path = g_steal_pointer (&base);
  set_scenario (self, scenario, NULL, FALSE);
  return self;
}

UmpireScenario *
umpire_session_get_scenario (UmpireSession *self)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (self), NULL);
  return self->scenario;
}

GFile *
umpire_session_get_file (UmpireSession *self)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (self), NULL);
  return self->file;
}

gboolean
umpire_session_get_dirty (UmpireSession *self)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (self), FALSE);
  return self->dirty;
}

const char *
umpire_session_get_autosave_path (UmpireSession *self)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (self), NULL);
  return self->autosave_path;
}

char *
umpire_session_dup_display_name (UmpireSession *self)
{
  const char *title;

  g_return_val_if_fail (UMPIRE_IS_SESSION (self), NULL);

  if (self->file != NULL)
    return g_file_get_basename (self->file);
  title = umpire_scenario_get_title (self->scenario);
  if (title != NULL && *title)
    return g_strdup (title);
  return g_strdup (_("New Scenario"));
}

UmpireEvent *
umpire_session_record (UmpireSession *self,
                       UmpireResult  *result,
                       const char    *system,
                       UmpireSide     side)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (self), NULL);
  g_return_val_if_fail (UMPIRE_IS_RESULT (result), NULL);

  return umpire_scenario_record (self->scenario, result, system, side);
}

/* Remembers `path` as it is on disk now. */
static void
note_disk_state (UmpireSession *self,
                 const char    *path)
{
  GStatBuf st;

  if (g_stat (path, &st) == 0)
    {
      self->disk_mtime = (gint64) st.st_mtim.tv_sec * G_USEC_PER_SEC + st.st_mtim.tv_nsec / 1000;
      self->disk_size = st.st_size;
    }
  else
    self->disk_mtime = self->disk_size = -1;
}

/* Whether `path` changed on disk since note_disk_state (). */
static gboolean
changed_on_disk (UmpireSession *self,
                 const char    *path)
{
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    return FALSE;
  return (gint64) st.st_mtim.tv_sec * G_USEC_PER_SEC + st.st_mtim.tv_nsec / 1000 != self->disk_mtime
         || st.st_size != self->disk_size;
}

gboolean
umpire_session_load (UmpireSession  *self,
                     GFile          *file,
                     GError        **error)
{
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (UMPIRE_IS_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s:%d: only local files can be opened"), uri, 0);
      return FALSE;
    }
  scenario = umpire_scenario_load_file (path, error);
  if (scenario == NULL)
    return FALSE;
  rederive (self, scenario);

  /* What was autosaved belonged to the session being replaced, which the
   * umpire saved or let go. */
  stop_autosave (self);
  set_scenario (self, scenario, file, FALSE);
  note_disk_state (self, path);
  follow_file (self, path);
  {
    g_autofree char *uri = g_file_get_uri (file);
    gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
  }
  return TRUE;
}

gboolean
umpire_session_save_as (UmpireSession  *self,
                        GFile          *file,
                        GError        **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (UMPIRE_IS_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only local files can be saved"), uri);
      return FALSE;
    }
  if (self->file != NULL && g_file_equal (file, self->file) && changed_on_disk (self, path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG,
                   _("%s changed on disk since Umpire opened or saved it (another program, or Umpire "
                     "in another window?). Nothing was overwritten: save under another name to keep both."),
                   path);
      return FALSE;
    }
  if (!umpire_scenario_save_file (self->scenario, path, error))
    return FALSE;
  note_disk_state (self, path);

  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  /* Saved: the file itself is now the copy that survives a crash. */
  stop_autosave (self);
  set_dirty (self, FALSE);
  follow_file (self, path);
  {
    g_autofree char *uri = g_file_get_uri (file);
    g_autofree char *name = g_file_get_basename (file);
    g_autofree char *text = NULL;

    /* The name without the ending every scenario has: room on a phone. */
    if (g_str_has_suffix (name, UMPIRE_SCENARIO_SUFFIX) && strlen (name) > strlen (UMPIRE_SCENARIO_SUFFIX))
      name[strlen (name) - strlen (UMPIRE_SCENARIO_SUFFIX)] = '\0';
    /* TRANSLATORS: a toast after saving; %s is the scenario file's name.
     * Say first that it was saved: on a phone a long name is cut short at the end. */
    text = g_strdup_printf (_("Saved “%s”"), name);

    gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
    umpire_session_announce (self, text, NULL, NULL);
  }
  return TRUE;
}

/* What the umpire chose for every new scenario (Preferences). */
static void
apply_new_defaults (UmpireSession  *self,
                    UmpireScenario *scenario)
{
  if (self->new_scale != NULL && *self->new_scale)
    umpire_scenario_set_scale (scenario, self->new_scale);
  for (guint i = 0; self->new_optional != NULL && self->new_optional[i] != NULL; i++)
    umpire_scenario_set_optional_rule (scenario, self->new_optional[i], TRUE);
}

void
umpire_session_reset (UmpireSession *self)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();

  g_return_if_fail (UMPIRE_IS_SESSION (self));
  apply_new_defaults (self, scenario);
  stop_autosave (self);
  set_scenario (self, scenario, NULL, FALSE);
}

void
umpire_session_set_new_scenario_defaults (UmpireSession      *self,
                                          const char         *scale,
                                          const char * const *optional_rules)
{
  g_return_if_fail (UMPIRE_IS_SESSION (self));

  g_free (self->new_scale);
  self->new_scale = g_strdup (scale);
  g_strfreev (self->new_optional);
  self->new_optional = g_strdupv ((char **) optional_rules);
  /* The scenario of a fresh start is new too, while nothing is in it. */
  if (!self->dirty && self->file == NULL && umpire_scenario_get_n_events (self->scenario) == 0)
    {
      g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();

      apply_new_defaults (self, scenario);
      set_scenario (self, scenario, NULL, FALSE);
    }
}

void
umpire_session_set_paper (UmpireSession *self,
                          UmpirePaper    paper)
{
  g_return_if_fail (UMPIRE_IS_SESSION (self));
  self->paper = paper;
}

UmpirePaper
umpire_session_get_paper (UmpireSession *self)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (self), UMPIRE_PAPER_A4);
  return self->paper;
}

gboolean
umpire_session_has_autosave (UmpireSession *self)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (self), FALSE);
  return umpire_autosave_exists (self->autosave_path);
}

gboolean
umpire_session_restore_autosave (UmpireSession  *self,
                                 GError        **error)
{
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(UmpireAutosaveReport) report = NULL;
  g_autoptr(GPtrArray) kept = NULL;
  g_autofree char *origin = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) parts = NULL;
  gint64 mtime = -1, size = -1;

  g_return_val_if_fail (UMPIRE_IS_SESSION (self), FALSE);

  g_clear_pointer (&self->restore_notes, g_free);
  scenario = umpire_autosave_load_full (self->autosave_path, &origin, &report, error);
  if (scenario == NULL)
    return FALSE;
  /* What could not be restored is kept, under names the autosave that
   * follows never removes. */
  notes = umpire_autosave_report_dup_notes (report);
  if (notes != NULL)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
      g_autofree char *suffix = g_strdup_printf ("set-aside-%s", stamp);
      g_autoptr(GString) kept_notes = g_string_new (notes);

      kept = umpire_autosave_keep_unused (report, suffix);
      if (kept->len > 0)
        {
          g_string_append (kept_notes, "\n\n");
          /* TRANSLATORS: followed by the names of files, one a line. */
          g_string_append (kept_notes, _("Kept as:"));
          for (guint i = 0; i < kept->len; i++)
            g_string_append_printf (kept_notes, "\n%s", (const char *) g_ptr_array_index (kept, i));
        }
      self->restore_notes = g_string_free (g_steal_pointer (&kept_notes), FALSE);
    }
  rederive (self, scenario);
  /* The file it came from, with its state on disk then. */
  parts = origin != NULL ? g_strsplit (origin, "\n", 3) : NULL;
  if (parts != NULL && g_strv_length (parts) == 3 && g_str_has_prefix (parts[0], "file:"))
    {
      file = g_file_new_for_uri (parts[0]);
      mtime = g_ascii_strtoll (parts[1], NULL, 10);
      size = g_ascii_strtoll (parts[2], NULL, 10);
    }
  /* Restored, not saved: it stays dirty and keeps being autosaved. */
  self->disk_mtime = mtime;
  self->disk_size = size;
  set_scenario (self, scenario, file, TRUE);
  text = g_strdup_printf (ngettext ("Unsaved session restored: %u event",
                                    "Unsaved session restored: %u events",
                                    report->n_events),
                          report->n_events);
  umpire_session_announce (self, text, NULL, NULL);
  return TRUE;
}

const char *
umpire_session_get_restore_notes (UmpireSession *self)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (self), NULL);
  return self->restore_notes;
}

void
umpire_session_discard_autosave (UmpireSession *self)
{
  g_return_if_fail (UMPIRE_IS_SESSION (self));

  if (self->autosave != NULL)
    stop_autosave (self);
  else
    umpire_autosave_remove (self->autosave_path);
}

UmpireRules *
umpire_session_get_rules (UmpireSession *self)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (self), NULL);
  return self->rules;
}

void
umpire_session_set_rules (UmpireSession *self,
                          UmpireRules   *rules)
{
  g_return_if_fail (UMPIRE_IS_SESSION (self));
  g_return_if_fail (rules == NULL || UMPIRE_IS_RULES (rules));
  g_set_object (&self->rules, rules);
  follow_correction (self);
}

void
_umpire_session_discard_changes (UmpireSession *self)
{
  g_return_if_fail (UMPIRE_IS_SESSION (self));

  stop_autosave (self);
  set_dirty (self, FALSE);
}
