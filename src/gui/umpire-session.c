/* umpire-session.c: the scenario open in a window
 *
 * Every change of the scenario makes the session dirty and is written to
 * the autosave file at once. Saving writes the scenario file atomically
 * (with FILE~) and drops the autosave; so does a clean close. A kill
 * leaves the autosave, which the next start offers to restore.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <sys/file.h>
#include <unistd.h>

#include "umpire-autosave.h"
#include "umpire-print-operation.h"
#include "umpire-scenario-file.h"
#include "umpire-session.h"
#include "umpire-sheet.h"

struct _UmpireSession
{
  GObject          parent_instance;

  UmpireScenario  *scenario;
  GFile           *file;
  gboolean         dirty;
  /* The file as Umpire last read or wrote it: a save over a file another
   * program (or Umpire) changed since is refused, not silently lost. */
  gint64           disk_mtime;
  goffset          disk_size;
  char            *autosave_path;
  int              autosave_lock;   /* fd holding the autosave's lock; -1: none */
  UmpireAutosave  *autosave;
  gulong           changed_id;

  /* Window glue, set by umpire_session_add_actions (). */
  GtkWindow       *window;     /* weak */
  UmpireRules     *rules;
  UmpirePaper      paper;           /* for sheets printed and exported */
  char            *new_scale;       /* a new scenario's scale; NULL: none */
  GStrv            new_optional;    /* a new scenario's optional rules */
  gboolean         closing;    /* the umpire answered: close for good */
};

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

static void update_actions (UmpireSession *self);

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
  update_actions (self);
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
  update_actions (self);
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
  g_clear_weak_pointer (&self->window);

  G_OBJECT_CLASS (umpire_session_parent_class)->dispose (object);
}

static void
umpire_session_finalize (GObject *object)
{
  UmpireSession *self = UMPIRE_SESSION (object);

  g_free (self->autosave_path);
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

/* The title of the event at `position`, for an announcement. */
static char *
dup_event_title (UmpireSession *self,
                 guint          position)
{
  UmpireEvent *event;
  const UmpireProcedureInfo *info;

  if (position >= umpire_scenario_get_n_events (self->scenario))
    return NULL;
  event = umpire_scenario_get_event (self->scenario, position);
  info = umpire_result_get_info (umpire_event_get_result (event));
  return g_strdup (info != NULL ? umpire_procedure_info_get_title (info) : umpire_event_get_procedure (event));
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
  {
    g_autofree char *uri = g_file_get_uri (file);
    g_autofree char *name = g_file_get_basename (file);
    /* TRANSLATORS: a toast after saving; %s is the file's name */
    g_autofree char *text = g_strdup_printf (_("“%s” saved"), name);

    gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
    umpire_session_announce (self, text, NULL, NULL);
  }
  update_actions (self);
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
  g_autofree char *origin = NULL;
  g_auto(GStrv) parts = NULL;
  gint64 mtime = -1, size = -1;

  g_return_val_if_fail (UMPIRE_IS_SESSION (self), FALSE);

  scenario = umpire_autosave_load (self->autosave_path, &origin, error);
  if (scenario == NULL)
    return FALSE;
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
  umpire_session_announce (self, _("Unsaved session restored"), NULL, NULL);
  return TRUE;
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

/* ---------------------------------------------------------------------- */
/* Window glue                                                            */

static void
show_error (GtkWindow    *window,
            const char   *heading,
            const GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (window, heading, error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
update_title (UmpireSession *self)
{
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;

  if (self->window == NULL)
    return;
  name = umpire_session_dup_display_name (self);
  /* A dot marks unsaved changes, as GNOME editors do. */
  title = g_strdup_printf ("%s%s — %s", self->dirty ? "• " : "", name, _("Umpire"));
  gtk_window_set_title (self->window, title);
}

static void
set_action_enabled (UmpireSession *self,
                    const char    *name,
                    gboolean       enabled)
{
  GAction *action;

  if (self->window == NULL || !G_IS_ACTION_MAP (self->window))
    return;
  action = g_action_map_lookup_action (G_ACTION_MAP (self->window), name);
  if (G_IS_SIMPLE_ACTION (action))
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_actions (UmpireSession *self)
{
  set_action_enabled (self, "undo", umpire_scenario_can_undo (self->scenario));
  set_action_enabled (self, "redo", umpire_scenario_can_redo (self->scenario));
  update_title (self);
}

typedef void (*Continuation) (UmpireSession *self,
                              gpointer       data);

typedef struct
{
  UmpireSession *session;
  Continuation   then;
  gpointer       data;
  GDestroyNotify data_free;
} Pending;

static void
pending_free (Pending *pending)
{
  g_object_unref (pending->session);
  if (pending->data_free != NULL)
    pending->data_free (pending->data);
  g_free (pending);
}

static void save_as_then (UmpireSession *self,
                          Pending       *pending);

static void
on_save_chooser_response (GtkNativeDialog *chooser,
                          int              response,
                          Pending         *pending)
{
  UmpireSession *self = pending->session;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (chosen);
      g_autoptr(GFile) file = NULL;
      g_autoptr(GError) error = NULL;

      /* The extension makes the file open in Umpire from the file manager. */
      if (path != NULL && !g_str_has_suffix (path, UMPIRE_SCENARIO_SUFFIX))
        {
          g_autofree char *with_suffix = g_strconcat (path, UMPIRE_SCENARIO_SUFFIX, NULL);
          file = g_file_new_for_path (with_suffix);
        }
      else
        file = g_object_ref (chosen);

      if (!umpire_session_save_as (self, file, &error))
        show_error (self->window, _("Could Not Save the Scenario"), error);
      else if (pending->then != NULL)
        pending->then (self, pending->data);
    }
  g_object_unref (chooser);
  pending_free (pending);
}

static GtkFileFilter *
scenario_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Umpire Scenarios"));
  gtk_file_filter_add_mime_type (filter, UMPIRE_SCENARIO_MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "umpire");
  return filter;
}

/* Asks where to save, then saves and goes on with `pending`. */
static void
save_as_then (UmpireSession *self,
              Pending       *pending)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = scenario_filter ();
  g_autofree char *name = NULL;

  chooser = gtk_file_chooser_native_new (_("Save Scenario"), self->window,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (self->file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
  else
    {
      g_autofree char *display = umpire_session_dup_display_name (self);

      name = g_strconcat (display, UMPIRE_SCENARIO_SUFFIX, NULL);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_chooser_response), pending);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Saves to the session's file, or asks for one; then `then`. */
static void
save_then (UmpireSession *self,
           Continuation   then,
           gpointer       data,
           GDestroyNotify data_free)
{
  Pending *pending = g_new0 (Pending, 1);

  pending->session = g_object_ref (self);
  pending->then = then;
  pending->data = data;
  pending->data_free = data_free;

  if (self->file != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!umpire_session_save_as (self, self->file, &error))
        show_error (self->window, _("Could Not Save the Scenario"), error);
      else if (then != NULL)
        then (self, data);
      pending_free (pending);
      return;
    }
  save_as_then (self, pending);
}

static void
on_unsaved_response (AdwMessageDialog *dialog,
                     const char       *response,
                     Pending          *pending)
{
  UmpireSession *self = pending->session;

  if (g_str_equal (response, "discard"))
    {
      /* Let go of the changes: they are not kept in an autosave either. */
      stop_autosave (self);
      set_dirty (self, FALSE);
      if (pending->then != NULL)
        pending->then (self, pending->data);
    }
  else if (g_str_equal (response, "save"))
    {
      save_then (self, pending->then, pending->data, pending->data_free);
      pending->data_free = NULL;
    }
  pending_free (pending);
}

/* Runs `then` at once if nothing is unsaved; else asks Save / Discard / Cancel. */
static void
confirm_unsaved (UmpireSession *self,
                 Continuation   then,
                 gpointer       data,
                 GDestroyNotify data_free)
{
  Pending *pending;
  GtkWidget *dialog;
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;

  if (!self->dirty)
    {
      then (self, data);
      if (data_free != NULL)
        data_free (data);
      return;
    }

  pending = g_new0 (Pending, 1);
  pending->session = g_object_ref (self);
  pending->then = then;
  pending->data = data;
  pending->data_free = data_free;

  name = umpire_session_dup_display_name (self);
  body = g_strdup_printf (_("“%s” has changes that are not saved. The log keeps every roll only once the scenario is saved."), name);
  dialog = adw_message_dialog_new (self->window, _("Save Changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_unsaved_response), pending);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
close_window (UmpireSession *self,
              gpointer       data)
{
  self->closing = TRUE;
  if (self->window != NULL)
    gtk_window_close (self->window);
}

gboolean
umpire_session_close_request (UmpireSession *self,
                              GtkWindow     *window)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (self), FALSE);

  if (self->dirty && !self->closing)
    {
      confirm_unsaved (self, close_window, NULL, NULL);
      return TRUE;
    }
  /* A clean close: nothing left to restore next time. */
  umpire_session_discard_autosave (self);
  return FALSE;
}

static void
open_now (UmpireSession *self,
          gpointer       data)
{
  GFile *file = data;
  g_autoptr(GError) error = NULL;

  if (!umpire_session_load (self, file, &error))
    show_error (self->window, _("Could Not Open the Scenario"), error);
}

void
umpire_session_open_file (UmpireSession *self,
                          GtkWindow     *window,
                          GFile         *file)
{
  g_return_if_fail (UMPIRE_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->window == NULL)
    g_set_weak_pointer (&self->window, window);
  confirm_unsaved (self, open_now, g_object_ref (file), g_object_unref);
}

static void
on_restore_response (AdwMessageDialog *dialog,
                     const char       *response,
                     UmpireSession    *self)
{
  g_autoptr(GError) error = NULL;

  if (g_str_equal (response, "restore"))
    {
      if (!umpire_session_restore_autosave (self, &error))
        show_error (self->window, _("Could Not Restore the Session"), error);
    }
  else if (g_str_equal (response, "discard"))
    umpire_autosave_remove (self->autosave_path);
  g_object_unref (self);
}

void
umpire_session_offer_restore (UmpireSession *self,
                              GtkWindow     *window)
{
  g_autoptr(UmpireScenario) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  const char *title;

  g_return_if_fail (UMPIRE_IS_SESSION (self));

  if (!umpire_session_has_autosave (self) || self->dirty)
    return;
  saved = umpire_autosave_load (self->autosave_path, NULL, &error);
  if (saved == NULL)
    {
      /* A damaged autosave is kept aside, never overwritten by the next
       * change, and the umpire is told where it is. */
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
      g_autofree char *suffix = g_strdup_printf ("damaged-%s", stamp);
      g_autofree char *kept = umpire_autosave_keep_aside (self->autosave_path, suffix);
      g_autofree char *message = NULL;

      message = kept != NULL
                ? g_strdup_printf (_("The session Umpire saved before it stopped could not be read: %s. "
                                     "The file was kept as %s."), error->message, kept)
                : g_strdup_printf (_("The session Umpire saved before it stopped could not be read: %s."),
                                   error->message);
      dialog = adw_message_dialog_new (window, _("Could Not Restore the Session"), message);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  title = umpire_scenario_get_title (saved);
  body = g_strdup_printf (ngettext ("Umpire was not closed properly. “%s” was not saved: restore it, with its %u event?",
                                    "Umpire was not closed properly. “%s” was not saved: restore it, with its %u events?",
                                    umpire_scenario_get_n_events (saved)),
                          title && *title ? title : _("Unsaved Scenario"),
                          umpire_scenario_get_n_events (saved));
  dialog = adw_message_dialog_new (window, _("Restore Unsaved Session?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "discard", _("_Discard"),
                                    "restore", _("_Restore"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "restore",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "restore");
  /* Closing the dialog keeps the file for next time. */
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  g_signal_connect (dialog, "response", G_CALLBACK (on_restore_response), g_object_ref (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_open_chooser_response (GtkNativeDialog *chooser,
                          int              response,
                          UmpireSession   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      umpire_session_open_file (self, self->window, file);
    }
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  UmpireSession *self = user_data;
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = scenario_filter ();

  chooser = gtk_file_chooser_native_new (_("Open Scenario"), self->window,
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_chooser_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
new_now (UmpireSession *self,
         gpointer       data)
{
  umpire_session_reset (self);
}

/* New Scenario: a clean, empty scenario, after asking about unsaved changes. */
static void
new_activated (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  UmpireSession *self = user_data;

  confirm_unsaved (self, new_now, NULL, NULL);
}

static void
open_recent_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  UmpireSession *self = user_data;
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  umpire_session_open_file (self, self->window, file);
}

static void
save_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  save_then (user_data, NULL, NULL, NULL);
}

static void
save_as_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  UmpireSession *self = user_data;
  Pending *pending = g_new0 (Pending, 1);

  pending->session = g_object_ref (self);
  save_as_then (self, pending);
}

static void
undo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  UmpireSession *self = user_data;

  if (umpire_scenario_undo (self->scenario))
    {
      g_autofree char *title = dup_event_title (self, umpire_scenario_get_cursor (self->scenario));
      /* TRANSLATORS: a toast after Undo; %s is what was undone, e.g. "Attack and counterattack" */
      g_autofree char *text = g_strdup_printf (_("Undone: %s"), title ? title : "");

      umpire_session_announce (self, text, _("_Redo"), "win.redo");
    }
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  UmpireSession *self = user_data;

  if (umpire_scenario_redo (self->scenario))
    {
      g_autofree char *title = dup_event_title (self, umpire_scenario_get_cursor (self->scenario) - 1);
      /* TRANSLATORS: a toast after Redo; %s is what was redone */
      g_autofree char *text = g_strdup_printf (_("Redone: %s"), title ? title : "");

      umpire_session_announce (self, text, _("_Undo"), "win.undo");
    }
}

/* "umpire", "attacker", "defender": setup sheets; "weltkrieg", "1916", "derosa":
 * quick references; "log": the event log. */
static UmpireSheet *
make_sheet (UmpireSession  *self,
            const char     *kind,
            GError        **error)
{
  UmpireSide side = UMPIRE_SIDE_NONE;

  if (g_str_equal (kind, "log"))
    return umpire_sheet_new_log (self->rules, self->scenario, NULL, -1);
  if (g_str_equal (kind, "umpire") || umpire_side_from_string (kind, &side))
    return umpire_sheet_new_setup (self->rules, self->scenario, side);
  return umpire_sheet_new_reference (self->rules, kind, NULL, error);
}

static void
run_print (UmpireSession           *self,
           GVariant                *parameter,
           GtkPrintOperationAction  what)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireSheet) sheet = make_sheet (self, g_variant_get_string (parameter, NULL), &error);
  g_autoptr(UmpirePrintOperation) operation = NULL;

  if (sheet == NULL)
    {
      show_error (self->window, _("Could Not Print"), error);
      return;
    }
  operation = umpire_print_operation_new (sheet);
  /* The paper the umpire chose (Preferences), not the locale's. */
  {
    g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
    g_autoptr(GtkPaperSize) paper = gtk_paper_size_new (self->paper == UMPIRE_PAPER_LETTER
                                                        ? GTK_PAPER_NAME_LETTER : GTK_PAPER_NAME_A4);

    gtk_page_setup_set_paper_size_and_default_margins (setup, paper);
    gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (operation), setup);
  }
  umpire_print_operation_run_for (operation, what, self->window);
}

static void
print_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  run_print (user_data, parameter, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG);
}

static void
print_preview_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  run_print (user_data, parameter, GTK_PRINT_OPERATION_ACTION_PREVIEW);
}

static const GActionEntry session_actions[] = {
  { "new", new_activated },
  { "open", open_activated },
  { "open-recent", open_recent_activated, "s" },
  { "save", save_activated },
  { "save-as", save_as_activated },
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "print", print_activated, "s" },
  { "print-preview", print_preview_activated, "s" },
};

static void
on_title_changed (UmpireSession *self,
                  GParamSpec    *pspec,
                  gpointer       user_data)
{
  update_title (self);
}

static void
fill_recent_menu (GtkRecentManager *manager,
                  GMenu            *menu)
{
  GList *items = gtk_recent_manager_get_items (manager);
  guint n = 0;

  g_menu_remove_all (menu);
  for (GList *l = items; l != NULL && n < 10; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);

      /* Only our scenarios, and only those still there. */
      if (!g_str_has_suffix (uri, UMPIRE_SCENARIO_SUFFIX) || !gtk_recent_info_exists (info))
        continue;
      {
        g_autoptr(GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);

        g_menu_item_set_action_and_target_value (item, "win.open-recent", g_variant_new_string (uri));
        g_menu_append_item (menu, item);
      }
      n++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

void
umpire_session_bind_recent_menu (UmpireSession *self,
                                 GMenu         *menu)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();

  g_return_if_fail (UMPIRE_IS_SESSION (self));
  g_return_if_fail (G_IS_MENU (menu));

  fill_recent_menu (manager, menu);
  g_signal_connect_object (manager, "changed", G_CALLBACK (fill_recent_menu), menu, 0);
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
}

void
umpire_session_add_actions (UmpireSession *self,
                            GtkWindow     *window,
                            UmpireRules   *rules)
{
  g_return_if_fail (UMPIRE_IS_SESSION (self));
  g_return_if_fail (G_IS_ACTION_MAP (window));

  g_set_weak_pointer (&self->window, window);
  umpire_session_set_rules (self, rules);
  /* The window owns the session, so the actions hold it without a ref. */
  g_action_map_add_action_entries (G_ACTION_MAP (window), session_actions,
                                   G_N_ELEMENTS (session_actions), self);
  g_signal_connect (self, "notify::dirty", G_CALLBACK (on_title_changed), NULL);
  g_signal_connect (self, "notify::file", G_CALLBACK (on_title_changed), NULL);
  update_actions (self);
}
