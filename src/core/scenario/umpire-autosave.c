/* umpire-autosave.c: keeps a copy of the open scenario on disk
 *
 * Files: PATH, the base (a scenario file whose second line is a comment
 * naming the first journal that follows it, the session and the file the
 * scenario came from), and PATH.journal.K, journals of lines:
 *
 *   <journal session="S"/>   the first line: whose journal it is (and, for
 *                            the first change after opening a file, the
 *                            file and its checksum: base-file, base-sha256)
 *   <event ...>...</event>   a new event (what could be redone is dropped)
 *   <cursor n="K"/>          an undo or a redo
 *
 * each followed by a tab and a checksum of the session, the journal's
 * number (0 for the head), the line's number and its text: a line from
 * elsewhere, moved, cut or damaged does not match. Reading stops at the first line that
 * does not, and restores everything before it.
 *
 * A rewrite takes a copy of the scenario on the main thread (its events
 * are shared: they never change once recorded), moves new lines to the
 * next journal, and writes the base from the copy on a worker thread,
 * naming that journal; once the base is on disk the older journals go.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "umpire-autosave.h"
#include "umpire-autosave-private.h"
#include "umpire-scenario-file.h"
#include "umpire-xml.h"

/* A journal longer than this is folded into the base. */
#define JOURNAL_MAX_LINES 500
#define MARKER "<!-- umpire-autosave journal=\""
#define JOURNAL_HEAD "<journal "
/* Hex digits of SHA-256 kept as a line's checksum. */
#define LINE_SUM_LENGTH 16

typedef struct
{
  UmpireScenario *snapshot;
  char           *path;
  char           *origin;
  char           *session;
  guint           journal;   /* the first journal after this base */
} Job;

struct _UmpireAutosave
{
  GObject         parent_instance;
  UmpireScenario *scenario;
  char           *path;
  char           *origin;
  char           *session;
  gulong          changed_id;
  GError         *error;

  /* Following a file just opened: its path and checksum, the base of the
   * first journal until a base of our own is on disk. */
  char           *base_file;
  char           *base_sum;
  gboolean        waiting;         /* nothing written yet */
  guint           file_journal;    /* the journal whose base is the file, or 0 */

  /* What the files hold, as the main thread knows it. */
  guint           seen_n;
  guint           seen_cursor;
  guint           seen_last_id;
  guint           seen_serial;
  guint           journal;         /* the journal new lines go to */
  int             journal_fd;
  guint           journal_lines;   /* lines in it, its head included */
  gboolean        journal_broken;  /* a write failed: no line may follow */
  gboolean        rewrite_wanted;
  gboolean        retry;           /* the last rewrite failed: again on a change */
  gboolean        job_unfinished;  /* a rewrite whose end is not yet taken */
  guint           n_rewrites;
  guint           n_appends;

  /* Shared with the worker. */
  GMutex          mutex;
  GCond           cond;
  gboolean        busy;
  GError         *job_error;
};

G_DEFINE_FINAL_TYPE (UmpireAutosave, umpire_autosave, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FAILED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
job_free (gpointer data)
{
  Job *job = data;

  g_clear_object (&job->snapshot);
  g_free (job->path);
  g_free (job->origin);
  g_free (job->session);
  g_free (job);
}

static char *
journal_path (const char *path,
              guint       number)
{
  return g_strdup_printf ("%s.journal.%u", path, number);
}

static int
compare_numbers (gconstpointer a,
                 gconstpointer b)
{
  guint x = *(const guint *) a;
  guint y = *(const guint *) b;

  return (x > y) - (x < y);
}

/* The numbers of the journals beside `path`, in order. */
static GArray *
list_journals (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, ".journal.", NULL);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  GArray *numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  const char *name;

  if (folder == NULL)
    return numbers;
  while ((name = g_dir_read_name (folder)) != NULL)
    {
      guint64 number;
      const char *digits;

      if (!g_str_has_prefix (name, prefix))
        continue;
      digits = name + strlen (prefix);
      if (*digits == '\0' || strspn (digits, "0123456789") != strlen (digits) ||
          !g_ascii_string_to_unsigned (digits, 10, 1, G_MAXUINT - 1, &number, NULL))
        continue;
      {
        guint value = number;

        g_array_append_val (numbers, value);
      }
    }
  g_array_sort (numbers, compare_numbers);
  return numbers;
}

static gboolean
write_base (Job     *job,
            GError **error)
{
  g_autofree char *xml = umpire_scenario_to_xml (job->snapshot);
  g_autofree char *dir = g_path_get_dirname (job->path);
  g_autofree char *origin = job->origin ? g_base64_encode ((const guchar *) job->origin, strlen (job->origin)) : NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  const char *second_line = strchr (xml, '\n');
  g_autoptr(GArray) journals = NULL;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("%s: cannot create the folder: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  /* The marker follows the XML declaration; readers skip comments. */
  g_assert (second_line != NULL);
  g_string_append_len (text, xml, second_line + 1 - xml);
  g_string_append_printf (text, MARKER "%u\" session=\"%s\" origin=\"%s\" -->\n",
                          job->journal, job->session, origin ? origin : "");
  g_string_append (text, second_line + 1);
  if (!g_file_set_contents_full (job->path, text->str, text->len,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    return FALSE;

  /* The base is on disk: the journals it holds can go. */
  journals = list_journals (job->path);
  for (guint i = 0; i < journals->len; i++)
    if (g_array_index (journals, guint, i) < job->journal)
      {
        g_autofree char *old = journal_path (job->path, g_array_index (journals, guint, i));
        g_unlink (old);
      }
  return TRUE;
}

static void
run_job (UmpireAutosave *self,
         Job            *job)
{
  GError *error = NULL;

  write_base (job, &error);
  g_mutex_lock (&self->mutex);
  g_clear_error (&self->job_error);
  self->job_error = error;
  self->busy = FALSE;
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->mutex);
}

static void
job_thread (GTask        *task,
            gpointer      source,
            gpointer      data,
            GCancellable *cancellable)
{
  run_job (source, data);
  g_task_return_boolean (task, TRUE);
}

static void
set_error (UmpireAutosave *self,
           GError         *error)
{
  gboolean was_failed = self->error != NULL;

  g_clear_error (&self->error);
  self->error = error;
  if (error != NULL)
    g_warning ("Autosave failed: %s", error->message);
  if (was_failed != (error != NULL) || error != NULL)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FAILED]);
}

/* Takes the end of the last rewrite, on the main thread. */
static void
finish_job (UmpireAutosave *self)
{
  GError *error;

  if (!self->job_unfinished)
    return;
  g_mutex_lock (&self->mutex);
  while (self->busy)
    g_cond_wait (&self->cond, &self->mutex);
  error = g_steal_pointer (&self->job_error);
  g_mutex_unlock (&self->mutex);
  self->job_unfinished = FALSE;
  self->n_rewrites++;
  /* What only the failed base would have held is on disk nowhere: the
   * next change tries again (not at once: a full disk stays full). */
  self->retry = error != NULL;
  set_error (self, error);
}

static void
close_journal (UmpireAutosave *self)
{
  if (self->journal_fd >= 0)
    close (self->journal_fd);
  self->journal_fd = -1;
}

static void remember_log (UmpireAutosave *self);
static void start_rewrite (UmpireAutosave *self, gboolean here);

static void
job_done (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  UmpireAutosave *self = UMPIRE_AUTOSAVE (source);

  finish_job (self);
  if (self->rewrite_wanted && !self->retry && self->scenario != NULL)
    start_rewrite (self, FALSE);
}

static void
start_rewrite (UmpireAutosave *self,
               gboolean        here)
{
  Job *job;

  finish_job (self);
  job = g_new0 (Job, 1);
  job->snapshot = umpire_scenario_dup (self->scenario);
  job->path = g_strdup (self->path);
  job->origin = g_strdup (self->origin);
  job->session = g_strdup (self->session);
  /* Lines from now on follow this copy. */
  close_journal (self);
  self->journal++;
  self->journal_lines = 0;
  self->journal_broken = FALSE;
  self->waiting = FALSE;
  job->journal = self->journal;
  self->rewrite_wanted = FALSE;
  remember_log (self);
  self->seen_serial = umpire_scenario_get_header_serial (self->scenario);

  self->busy = TRUE;
  self->job_unfinished = TRUE;
  if (here)
    {
      run_job (self, job);
      job_free (job);
      finish_job (self);
    }
  else
    {
      g_autoptr(GTask) task = g_task_new (self, NULL, job_done, NULL);

      g_task_set_source_tag (task, start_rewrite);
      g_task_set_task_data (task, job, job_free);
      g_task_run_in_thread (task, job_thread);
    }
}

static void
remember_log (UmpireAutosave *self)
{
  guint n = umpire_scenario_get_n_events (self->scenario);

  self->seen_n = n;
  self->seen_cursor = umpire_scenario_get_cursor (self->scenario);
  self->seen_last_id = n > 0 ? umpire_event_get_id (umpire_scenario_get_event (self->scenario, n - 1)) : 0;
}

/* The checksum ending a journal line: of the session, the journal's
 * number, the line's number and the text. */
static char *
line_sum (const char *session,
          guint       journal,
          guint       line_number,
          const char *text,
          gsize       length)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autofree char *place = g_strdup_printf ("\n%u\n%u\n", journal, line_number);

  g_checksum_update (checksum, (const guchar *) session, strlen (session));
  g_checksum_update (checksum, (const guchar *) place, strlen (place));
  g_checksum_update (checksum, (const guchar *) text, length);
  return g_strndup (g_checksum_get_string (checksum), LINE_SUM_LENGTH);
}

static void
append_signed (GString    *out,
               const char *session,
               guint       journal,
               guint       line_number,
               const char *text)
{
  g_autofree char *sum = line_sum (session, line_number == 1 ? 0 : journal, line_number, text, strlen (text));

  g_string_append_printf (out, "%s\t%s\n", text, sum);
}

static char *
encode (const char *text)
{
  return text != NULL ? g_base64_encode ((const guchar *) text, strlen (text)) : g_strdup ("");
}

/* The first line of a new journal: whose it is, and its base when that is
 * the file the scenario was opened from. */
static char *
journal_head (UmpireAutosave *self)
{
  if (self->base_file != NULL && self->journal == self->file_journal)
    {
      g_autofree char *file = encode (self->base_file);
      g_autofree char *origin = encode (self->origin);

      return g_strdup_printf (JOURNAL_HEAD "session=\"%s\" base-file=\"%s\" base-sha256=\"%s\" origin=\"%s\"/>",
                              self->session, file, self->base_sum, origin);
    }
  return g_strdup_printf (JOURNAL_HEAD "session=\"%s\"/>", self->session);
}

static gboolean
append_line (UmpireAutosave *self,
             const char     *line)
{
  g_autoptr(GString) text = g_string_new (NULL);
  gsize done = 0;
  int saved_errno = 0;
  gboolean created = FALSE;

  if (self->journal_broken)
    {
      /* What follows a torn line would be lost with it: the base holds it. */
      self->rewrite_wanted = TRUE;
      return FALSE;
    }
  if (self->journal_fd < 0)
    {
      g_autofree char *name = journal_path (self->path, self->journal);
      g_autofree char *dir = g_path_get_dirname (self->path);

      if (g_mkdir_with_parents (dir, 0700) != 0 ||
          (self->journal_fd = open (name, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0600)) < 0)
        saved_errno = errno;
      else
        {
          g_autofree char *head = journal_head (self);

          self->journal_lines = 0;
          append_signed (text, self->session, self->journal, ++self->journal_lines, head);
          created = TRUE;
        }
    }
  append_signed (text, self->session, self->journal, self->journal_lines + 1, line);
  while (saved_errno == 0 && done < text->len)
    {
      ssize_t written = write (self->journal_fd, text->str + done, text->len - done);

      if (written < 0 && errno == EINTR)
        continue;
      if (written < 0)
        saved_errno = errno;
      else
        done += written;
    }
  if (saved_errno == 0 && fdatasync (self->journal_fd) != 0)
    saved_errno = errno;
  if (saved_errno == 0 && created)
    {
      /* The new file's name, too, must survive a power cut. */
      g_autofree char *dir = g_path_get_dirname (self->path);
      int dir_fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

      if (dir_fd >= 0)
        {
          fsync (dir_fd);
          close (dir_fd);
        }
    }
  if (saved_errno != 0)
    {
      g_autofree char *name = journal_path (self->path, self->journal);

      /* A torn line must not be followed: the next lines go to a new
       * journal after a rewrite. */
      close_journal (self);
      self->journal_broken = TRUE;
      self->rewrite_wanted = TRUE;
      set_error (self, g_error_new (G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                                    _("%s: could not save: %s"), name, g_strerror (saved_errno)));
      return FALSE;
    }
  self->journal_lines++;
  self->n_appends++;
  if (self->error != NULL)
    set_error (self, NULL);
  return TRUE;
}

/* The first change of a scenario followed since it was opened: its lines
 * go to a journal whose base is the file, numbered after any journal
 * left here, and a base of our own is to be written. */
static void
start_writing (UmpireAutosave *self)
{
  g_autoptr(GArray) journals = list_journals (self->path);

  self->waiting = FALSE;
  self->journal = journals->len > 0 ? g_array_index (journals, guint, journals->len - 1) + 1 : 1;
  self->file_journal = self->journal;
  self->journal_lines = 0;
  self->rewrite_wanted = TRUE;
}

static void
on_changed (UmpireAutosave *self)
{
  UmpireScenario *scenario = self->scenario;
  guint n = umpire_scenario_get_n_events (scenario);
  guint cursor = umpire_scenario_get_cursor (scenario);
  guint last_id = n > 0 ? umpire_event_get_id (umpire_scenario_get_event (scenario, n - 1)) : 0;
  guint serial = umpire_scenario_get_header_serial (scenario);

  if (self->waiting)
    start_writing (self);
  if (self->retry)
    {
      self->retry = FALSE;
      self->rewrite_wanted = TRUE;
    }
  if (serial != self->seen_serial)
    {
      /* The title, the sides, the turn: only the base holds them. */
      self->seen_serial = serial;
      self->rewrite_wanted = TRUE;
    }

  if (n == self->seen_n && last_id == self->seen_last_id && cursor == self->seen_cursor)
    ; /* the log is as the files have it */
  else if (cursor == n && n == self->seen_cursor + 1 && last_id != self->seen_last_id &&
           (n < 2 || umpire_event_get_id (umpire_scenario_get_event (scenario, n - 2)) ==
                     (self->seen_cursor > 0 ? umpire_event_get_id (umpire_scenario_get_event (scenario, self->seen_cursor - 1)) : 0)))
    {
      /* A new event: one line. */
      g_autofree char *line = umpire_scenario_event_to_line (umpire_scenario_get_event (scenario, n - 1));

      if (append_line (self, line))
        remember_log (self);
    }
  else if (n == self->seen_n && last_id == self->seen_last_id)
    {
      /* An undo or a redo. */
      g_autofree char *line = g_strdup_printf ("<cursor n=\"%u\"/>", cursor);

      if (append_line (self, line))
        remember_log (self);
    }
  else
    self->rewrite_wanted = TRUE;

  if (self->journal_lines >= JOURNAL_MAX_LINES)
    self->rewrite_wanted = TRUE;
  if (self->rewrite_wanted && !self->job_unfinished)
    start_rewrite (self, FALSE);
}

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

  /* A rewrite holds a reference: none is under way here. */
  stop_following (self);
  close_journal (self);
  g_free (self->path);
  g_free (self->origin);
  g_free (self->session);
  g_free (self->base_file);
  g_free (self->base_sum);
  g_clear_error (&self->error);
  g_clear_error (&self->job_error);
  g_mutex_clear (&self->mutex);
  g_cond_clear (&self->cond);

  G_OBJECT_CLASS (umpire_autosave_parent_class)->finalize (object);
}

static void
umpire_autosave_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  UmpireAutosave *self = UMPIRE_AUTOSAVE (object);

  switch (prop_id)
    {
    case PROP_FAILED:
      g_value_set_boolean (value, self->error != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_autosave_class_init (UmpireAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = umpire_autosave_finalize;
  object_class->get_property = umpire_autosave_get_property;

  properties[PROP_FAILED] =
    g_param_spec_boolean ("failed", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
umpire_autosave_init (UmpireAutosave *self)
{
  self->journal_fd = -1;
  g_mutex_init (&self->mutex);
  g_cond_init (&self->cond);
}

UmpireAutosave *
umpire_autosave_new (UmpireScenario *scenario,
                     const char     *path)
{
  return umpire_autosave_new_full (scenario, path, NULL);
}

static UmpireAutosave *
autosave_new (UmpireScenario *scenario,
              const char     *path,
              const char     *origin)
{
  UmpireAutosave *self = g_object_new (UMPIRE_TYPE_AUTOSAVE, NULL);
  g_autofree char *uuid = g_uuid_string_random ();

  self->scenario = g_object_ref (scenario);
  self->path = path != NULL ? g_strdup (path) : umpire_scenario_autosave_path ();
  self->origin = g_strdup (origin);
  self->session = g_strdelimit (g_steal_pointer (&uuid), "-", 'x');
  self->changed_id = g_signal_connect_swapped (scenario, "changed", G_CALLBACK (on_changed), self);
  return self;
}

UmpireAutosave *
umpire_autosave_new_full (UmpireScenario *scenario,
                          const char     *path,
                          const char     *origin)
{
  UmpireAutosave *self;
  g_autoptr(GArray) journals = NULL;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  self = autosave_new (scenario, path, origin);
  /* Journals left at this path (a session being restored) stay until the
   * new base is on disk: numbering goes on after them. */
  journals = list_journals (self->path);
  if (journals->len > 0)
    self->journal = g_array_index (journals, guint, journals->len - 1);
  /* Until a first base is on disk nothing holds the scenario (the change
   * that started the autosave included), whatever its size: written here. */
  start_rewrite (self, TRUE);
  return self;
}

UmpireAutosave *
umpire_autosave_new_following_file (UmpireScenario *scenario,
                                    const char     *path,
                                    const char     *origin,
                                    const char     *file,
                                    const char     *checksum)
{
  UmpireAutosave *self;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (file != NULL && checksum != NULL, NULL);

  self = autosave_new (scenario, path, origin);
  self->base_file = g_strdup (file);
  self->base_sum = g_strdup (checksum);
  /* The files hold the scenario as it is: it is the file. */
  self->waiting = TRUE;
  remember_log (self);
  self->seen_serial = umpire_scenario_get_header_serial (scenario);
  return self;
}

char *
umpire_autosave_checksum_file (const char  *file,
                               GError     **error)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autofree char *buffer = g_malloc (65536);
  int fd;
  ssize_t got;

  g_return_val_if_fail (file != NULL, NULL);

  fd = g_open (file, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", file, g_strerror (saved_errno));
      return NULL;
    }
  while ((got = read (fd, buffer, 65536)) != 0)
    {
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int saved_errno = errno;

          close (fd);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       "%s: %s", file, g_strerror (saved_errno));
          return NULL;
        }
      g_checksum_update (checksum, (const guchar *) buffer, got);
    }
  close (fd);
  return g_strdup (g_checksum_get_string (checksum));
}

const char *
umpire_autosave_get_session (UmpireAutosave *self)
{
  g_return_val_if_fail (UMPIRE_IS_AUTOSAVE (self), NULL);
  return self->session;
}

const char *
umpire_autosave_get_path (UmpireAutosave *self)
{
  g_return_val_if_fail (UMPIRE_IS_AUTOSAVE (self), NULL);
  return self->path;
}

void
umpire_autosave_set_origin (UmpireAutosave *self,
                            const char     *uri)
{
  g_return_if_fail (UMPIRE_IS_AUTOSAVE (self));

  if (g_strcmp0 (self->origin, uri) == 0)
    return;
  g_free (self->origin);
  self->origin = g_strdup (uri);
  if (self->scenario != NULL && !self->waiting)
    {
      self->rewrite_wanted = TRUE;
      if (!self->job_unfinished)
        start_rewrite (self, FALSE);
    }
}

const GError *
umpire_autosave_get_error (UmpireAutosave *self)
{
  g_return_val_if_fail (UMPIRE_IS_AUTOSAVE (self), NULL);
  return self->error;
}

gboolean
umpire_autosave_get_failed (UmpireAutosave *self)
{
  g_return_val_if_fail (UMPIRE_IS_AUTOSAVE (self), FALSE);
  return self->error != NULL;
}

gboolean
umpire_autosave_flush (UmpireAutosave *self)
{
  g_return_val_if_fail (UMPIRE_IS_AUTOSAVE (self), FALSE);

  finish_job (self);
  if (self->rewrite_wanted && self->scenario != NULL && !self->waiting)
    start_rewrite (self, TRUE);
  return self->error == NULL;
}

gboolean
umpire_autosave_write (UmpireAutosave *self)
{
  g_return_val_if_fail (UMPIRE_IS_AUTOSAVE (self), FALSE);

  if (self->scenario == NULL)
    return FALSE;
  if (self->waiting)
    start_writing (self);
  start_rewrite (self, TRUE);
  return self->error == NULL;
}

guint
umpire_autosave_get_n_rewrites (UmpireAutosave *self)
{
  g_return_val_if_fail (UMPIRE_IS_AUTOSAVE (self), 0);
  return self->n_rewrites;
}

guint
umpire_autosave_get_n_appends (UmpireAutosave *self)
{
  g_return_val_if_fail (UMPIRE_IS_AUTOSAVE (self), 0);
  return self->n_appends;
}

void
umpire_autosave_discard (UmpireAutosave *self)
{
  g_return_if_fail (UMPIRE_IS_AUTOSAVE (self));

  stop_following (self);
  /* A rewrite under way would write the base again after it is gone. */
  finish_job (self);
  close_journal (self);
  /* Nothing written: what is at the path is not ours. */
  if (!self->waiting)
    umpire_autosave_remove (self->path);
}

/* ---------------------------------------------------------------------- */
/* Reading                                                                */

gboolean
umpire_autosave_exists (const char *path)
{
  g_autoptr(GArray) journals = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return TRUE;
  journals = list_journals (path);
  return journals->len > 0;
}

void
umpire_autosave_report_free (UmpireAutosaveReport *report)
{
  if (report == NULL)
    return;
  g_clear_pointer (&report->notes, g_ptr_array_unref);
  g_clear_pointer (&report->unused, g_ptr_array_unref);
  g_free (report);
}

char *
umpire_autosave_report_dup_notes (UmpireAutosaveReport *report)
{
  g_autoptr(GString) text = NULL;

  g_return_val_if_fail (report != NULL, NULL);

  if (report->notes->len == 0)
    return NULL;
  text = g_string_new (NULL);
  for (guint i = 0; i < report->notes->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "", (const char *) g_ptr_array_index (report->notes, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
add_note (UmpireAutosaveReport *report,
          char                 *note)
{
  g_ptr_array_add (report->notes, note);
}

/* The value of the attribute `name` in the one line `line`, or NULL. */
static char *
find_attribute (const char *line,
                const char *name)
{
  g_autofree char *key = g_strconcat (" ", name, "=\"", NULL);
  const char *start = strstr (line, key);
  const char *stop;

  if (start == NULL)
    return NULL;
  start += strlen (key);
  stop = strchr (start, '"');
  return stop != NULL ? g_strndup (start, stop - start) : NULL;
}

static char *
decode (const char *encoded)
{
  g_autofree guchar *decoded = NULL;
  gsize length = 0;

  if (encoded == NULL || *encoded == '\0' || strlen (encoded) > 65536)
    return NULL;
  decoded = g_base64_decode (encoded, &length);
  if (length == 0 || memchr (decoded, '\0', length) != NULL ||
      !g_utf8_validate ((const char *) decoded, length, NULL))
    return NULL;
  return g_strndup ((const char *) decoded, length);
}

static gboolean
is_session (const char *session)
{
  gsize length = session != NULL ? strlen (session) : 0;

  return length > 0 && length <= 64 &&
         strspn (session, "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == length;
}

/* The marker on the base's second line: the first journal, the session
 * (NULL: a base from before sessions) and the origin. */
static gboolean
read_marker (const char  *text,
             guint       *journal,
             char       **session,
             char       **origin)
{
  const char *start = strchr (text, '\n');
  const char *end;
  g_autofree char *line = NULL;
  g_autofree char *digits = NULL;
  g_autofree char *id = NULL;
  guint64 number;

  if (start == NULL || !g_str_has_prefix (start + 1, MARKER))
    return FALSE;
  start++;
  end = strchr (start, '\n');
  if (end == NULL)
    return FALSE;
  line = g_strndup (start, end - start);
  digits = find_attribute (line, "journal");
  if (digits == NULL || strlen (digits) > 10 ||
      !g_ascii_string_to_unsigned (digits, 10, 1, G_MAXUINT - 1, &number, NULL))
    return FALSE;
  id = find_attribute (line, "session");
  if (id != NULL && !is_session (id))
    return FALSE;
  *journal = number;
  *session = g_steal_pointer (&id);
  if (origin != NULL)
    {
      g_autofree char *encoded = find_attribute (line, "origin");

      *origin = decode (encoded);
    }
  return TRUE;
}

typedef struct
{
  guint     number;
  char     *name;
  char     *contents;
  gsize     length;
  gboolean  readable;
  gboolean  empty;          /* not one whole line: nothing confirmed */
  gboolean  old_format;     /* no head, lines without checksums */
  gboolean  head_damaged;
  char     *session;
  char     *base_file;
  char     *base_sum;
  char     *origin;
} Journal;

static void
journal_clear (gpointer data)
{
  Journal *journal = data;

  g_free (journal->name);
  g_free (journal->contents);
  g_free (journal->session);
  g_free (journal->base_file);
  g_free (journal->base_sum);
  g_free (journal->origin);
}

/* Splits a signed line at its last tab; FALSE if its checksum is not that
 * of `session`, `number`, `line_number` and its text. */
static gboolean
check_line (const char *session,
            guint       number,
            guint       line_number,
            const char *line,
            gsize       length,
            gsize      *text_length)
{
  const char *tab = NULL;
  g_autofree char *sum = NULL;

  /* The head's sum leaves the number out: it tells whose a journal is
   * wherever it was moved. */
  if (line_number == 1)
    number = 0;
  for (gsize i = length; i > 0; i--)
    if (line[i - 1] == '\t')
      {
        tab = line + i - 1;
        break;
      }
  if (tab == NULL || line + length - (tab + 1) != LINE_SUM_LENGTH)
    return FALSE;
  sum = line_sum (session, number, line_number, line, tab - line);
  if (memcmp (sum, tab + 1, LINE_SUM_LENGTH) != 0)
    return FALSE;
  *text_length = tab - line;
  return TRUE;
}

static void
read_head (Journal *journal)
{
  const char *end = memchr (journal->contents, '\n', journal->length);
  g_autofree char *line = NULL;
  g_autofree char *session = NULL;
  g_autofree char *encoded_file = NULL;
  g_autofree char *encoded_origin = NULL;
  gsize text_length;

  if (end == NULL)
    {
      journal->empty = TRUE;
      return;
    }
  if (!g_str_has_prefix (journal->contents, JOURNAL_HEAD))
    {
      journal->old_format = TRUE;
      return;
    }
  line = g_strndup (journal->contents, end - journal->contents);
  if (strlen (line) != (gsize) (end - journal->contents))
    {
      journal->head_damaged = TRUE;
      return;
    }
  session = find_attribute (line, "session");
  if (!is_session (session) ||
      !check_line (session, journal->number, 1, line, strlen (line), &text_length))
    {
      journal->head_damaged = TRUE;
      return;
    }
  line[text_length] = '\0';
  journal->session = g_steal_pointer (&session);
  encoded_file = find_attribute (line, "base-file");
  encoded_origin = find_attribute (line, "origin");
  journal->base_file = decode (encoded_file);
  journal->base_sum = find_attribute (line, "base-sha256");
  journal->origin = decode (encoded_origin);
  if (journal->base_sum != NULL &&
      (strlen (journal->base_sum) != 64 || strspn (journal->base_sum, "0123456789abcdef") != 64))
    g_clear_pointer (&journal->base_sum, g_free);
  if (journal->base_sum == NULL)
    g_clear_pointer (&journal->base_file, g_free);
}

/* The log as replayed: events are held here and put into the scenario once
 * at the end, so replay is linear in the lines. */
typedef struct
{
  GPtrArray  *events;
  guint       cursor;
  GHashTable *ids;
  guint       n_replayed;
} Replay;

static void
replay_init (Replay         *replay,
             UmpireScenario *scenario)
{
  guint n = umpire_scenario_get_n_events (scenario);

  replay->events = g_ptr_array_new_full (n + 64, g_object_unref);
  replay->ids = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < n; i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);

      g_ptr_array_add (replay->events, g_object_ref (event));
      g_hash_table_add (replay->ids, GUINT_TO_POINTER (umpire_event_get_id (event)));
    }
  replay->cursor = umpire_scenario_get_cursor (scenario);
  replay->n_replayed = 0;
}

static void
replay_clear (Replay *replay)
{
  g_clear_pointer (&replay->events, g_ptr_array_unref);
  g_clear_pointer (&replay->ids, g_hash_table_unref);
}

/* Puts the replayed log into `scenario`. */
static void
replay_finish (Replay         *replay,
               UmpireScenario *scenario)
{
  guint n = umpire_scenario_get_n_events (scenario);
  guint same = 0;

  while (same < n && same < replay->events->len &&
         umpire_scenario_get_event (scenario, same) == g_ptr_array_index (replay->events, same))
    same++;
  if (same < replay->events->len)
    {
      umpire_scenario_set_cursor (scenario, same);
      for (guint i = same; i < replay->events->len; i++)
        {
          UmpireEvent *event = g_ptr_array_index (replay->events, i);

          umpire_scenario_append_event (scenario, event);
          if (umpire_event_get_system (event) != NULL)
            umpire_scenario_add_system (scenario, umpire_event_get_system (event));
        }
    }
  umpire_scenario_set_cursor (scenario, replay->cursor);
}

static gboolean
replay_line (Replay      *replay,
             const char  *name,
             guint        line_number,
             const char  *line,
             GError     **error)
{
  g_autoptr(GString) text = NULL;
  g_autoptr(UmpireScenario) part = NULL;
  g_autoptr(GError) part_error = NULL;
  UmpireEvent *event;
  guint id;

  if (*line == '\0')
    {
      g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_INVALID,
                   _("%s:%u: an empty line"), name, line_number);
      return FALSE;
    }
  if (g_str_has_prefix (line, "<cursor n=\""))
    {
      guint64 cursor;
      const char *digits = line + strlen ("<cursor n=\"");
      g_autofree char *number = g_strndup (digits, MIN (strspn (digits, "0123456789"), 12));

      if (!g_str_equal (digits + strlen (number), "\"/>") ||
          !g_ascii_string_to_unsigned (number, 10, 0, replay->events->len, &cursor, NULL))
        {
          g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_INVALID,
                       _("%s:%u: not a position in the log"), name, line_number);
          return FALSE;
        }
      replay->cursor = cursor;
      return TRUE;
    }

  /* The line, inside a scenario of its own. */
  text = g_string_new ("<scenario");
  umpire_xml_append_attribute (text, "xmlns", UMPIRE_SCENARIO_NAMESPACE);
  g_string_append_printf (text, " format-version=\"%d\"><play turn=\"0\" lull-start=\"0\" lulls=\"0\"/><log cursor=\"1\">", UMPIRE_SCENARIO_FORMAT_VERSION);
  g_string_append (text, line);
  g_string_append (text, "</log></scenario>\n");
  part = umpire_scenario_load_data (text->str, text->len, name, &part_error);
  if (part == NULL)
    {
      const char *message = part_error->message;

      /* "NAME:1: why" names the line in the journal. */
      if (g_str_has_prefix (message, name) && message[strlen (name)] == ':')
        {
          message += strlen (name) + 1;
          message += strspn (message, "0123456789");
          if (*message == ':')
            message++;
          message += strspn (message, " ");
        }
      g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_PARSE,
                   "%s:%u: %s", name, line_number, message);
      return FALSE;
    }
  if (umpire_scenario_get_n_events (part) != 1)
    {
      g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_INVALID,
                   _("%s:%u: not an event"), name, line_number);
      return FALSE;
    }
  event = umpire_scenario_get_event (part, 0);
  id = umpire_event_get_id (event);
  /* What could have been redone is dropped, as a new record does. */
  for (guint i = replay->cursor; i < replay->events->len; i++)
    g_hash_table_remove (replay->ids, GUINT_TO_POINTER (umpire_event_get_id (g_ptr_array_index (replay->events, i))));
  g_ptr_array_set_size (replay->events, replay->cursor);
  if (g_hash_table_contains (replay->ids, GUINT_TO_POINTER (id)))
    {
      g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_INVALID,
                   _("%s:%u: event id %u is used twice"), name, line_number, id);
      return FALSE;
    }
  g_ptr_array_add (replay->events, g_object_ref (event));
  g_hash_table_add (replay->ids, GUINT_TO_POINTER (id));
  replay->cursor = replay->events->len;
  return TRUE;
}

/* Replays the lines after the head of a journal of `session` (NULL: of
 * the format before sessions) up to the first that is not whole and
 * sound; then FALSE, with `note` saying where, why and what was left. */
static gboolean
replay_journal (Replay      *replay,
                const char  *session,
                guint        number,
                const char  *name,
                const char  *contents,
                gsize        length,
                char       **note)
{
  gsize position = 0;
  guint line_number = 0;

  while (position < length)
    {
      const char *line = contents + position;
      const char *end = memchr (line, '\n', length - position);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      gsize text_length;
      guint left = 1;

      line_number++;
      if (end == NULL)
        /* Never confirmed: a crash in the middle of writing it. */
        error = g_error_new (UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_PARSE,
                             _("%s:%u: a line cut short"), name, line_number);
      else
        {
          position = end + 1 - contents;
          text_length = end - line;
          if (end == line)
            error = g_error_new (UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_INVALID,
                                 _("%s:%u: an empty line"), name, line_number);
          else if (session != NULL && !check_line (session, number, line_number, line, end - line, &text_length))
            error = g_error_new (UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_INVALID,
                                 _("%s:%u: a damaged line (its checksum does not match)"), name, line_number);
          else if (session != NULL && line_number == 1)
            continue;   /* the head, read already */
          else if (memchr (line, '\0', text_length) != NULL)
            error = g_error_new (UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_PARSE,
                                 _("%s:%u: a damaged line"), name, line_number);
          else
            {
              text = g_strndup (line, text_length);
              if (replay_line (replay, name, line_number, text, &error))
                {
                  replay->n_replayed++;
                  continue;
                }
            }
          for (const char *rest = end + 1; rest < contents + length; left++)
            {
              const char *next = memchr (rest, '\n', contents + length - rest);

              if (next == NULL)
                break;
              rest = next + 1;
            }
        }
      *note = g_strdup_printf (ngettext ("%s. That line was not restored.",
                                         "%s. That line and the %u after it were not restored.",
                                         left),
                               error->message, left - 1);
      return FALSE;
    }
  return TRUE;
}

/* Whether every line of an older journal is sound and every event in it
 * is among `ids` (the base's): a base written since holds it. */
static gboolean
folded_into (Journal    *journal,
             const char *session,
             GHashTable *ids)
{
  gsize position = 0;
  guint line_number = 0;

  if (journal->old_format)
    return FALSE;
  while (position < journal->length)
    {
      const char *line = journal->contents + position;
      const char *end = memchr (line, '\n', journal->length - position);
      gsize text_length;
      guint64 id;

      line_number++;
      if (end == NULL || !check_line (session, journal->number, line_number, line, end - line, &text_length))
        return FALSE;
      position = end + 1 - journal->contents;
      if (line_number == 1 || g_str_has_prefix (line, "<cursor "))
        continue;
      if (!g_str_has_prefix (line, "<event id=\""))
        return FALSE;
      {
        const char *digits = line + strlen ("<event id=\"");
        g_autofree char *number = g_strndup (digits, MIN (strspn (digits, "0123456789"), 12));

        if (!g_ascii_string_to_unsigned (number, 10, 0, G_MAXUINT, &id, NULL) ||
            !g_hash_table_contains (ids, GUINT_TO_POINTER ((guint) id)))
          return FALSE;
      }
    }
  return TRUE;
}

UmpireScenario *
umpire_autosave_load (const char  *path,
                      char       **origin,
                      GError     **error)
{
  return umpire_autosave_load_full (path, origin, NULL, error);
}

UmpireScenario *
umpire_autosave_load_full (const char            *path,
                           char                 **origin,
                           UmpireAutosaveReport **report_out,
                           GError               **error)
{
  g_autoptr(UmpireAutosaveReport) report = g_new0 (UmpireAutosaveReport, 1);
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(GArray) numbers = NULL;
  g_autoptr(GArray) journals = g_array_new (FALSE, TRUE, sizeof (Journal));
  g_autofree char *session = NULL;
  g_autofree char *found_origin = NULL;
  gboolean has_marker = FALSE;
  Replay replay;
  guint first = 0;
  guint expected;
  gboolean stopped = FALSE;

  g_return_val_if_fail (path != NULL, NULL);

  if (origin != NULL)
    *origin = NULL;
  if (report_out != NULL)
    *report_out = NULL;
  report->notes = g_ptr_array_new_with_free_func (g_free);
  report->unused = g_ptr_array_new_with_free_func (g_free);
  g_array_set_clear_func (journals, journal_clear);

  numbers = list_journals (path);
  for (guint i = 0; i < numbers->len; i++)
    {
      Journal journal = { 0 };

      journal.number = g_array_index (numbers, guint, i);
      journal.name = journal_path (path, journal.number);
      journal.readable = g_file_get_contents (journal.name, &journal.contents, &journal.length, NULL);
      if (journal.readable)
        read_head (&journal);
      g_array_append_val (journals, journal);
    }

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GFileInputStream) stream = NULL;
      char buffer[16384];
      gssize got;

      scenario = umpire_scenario_load_file (path, error);
      if (scenario == NULL)
        return NULL;
      /* The marker is on the second line: read the start only. */
      stream = g_file_read (file, NULL, NULL);
      got = stream ? g_input_stream_read (G_INPUT_STREAM (stream), buffer, sizeof buffer - 1, NULL, NULL) : -1;
      if (got > 0)
        {
          buffer[got] = '\0';
          has_marker = read_marker (buffer, &first, &session, &found_origin);
        }
      if (!has_marker)
        first = 0;   /* written before journals: the base is all */
    }
  else
    {
      /* No base of our own yet: the first journal's base is the file the
       * scenario was opened from, as it was then. */
      Journal *start = NULL;

      for (guint i = 0; i < journals->len && start == NULL; i++)
        {
          Journal *journal = &g_array_index (journals, Journal, i);

          if (journal->session != NULL && journal->base_file != NULL)
            start = journal;
        }
      if (start == NULL)
        {
          if (journals->len > 0)
            g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                         _("%s: a journal with no base: the autosave it follows is not there"),
                         g_array_index (journals, Journal, 0).name);
          else
            g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                         _("%s: no session was autosaved"), path);
          return NULL;
        }
      {
        g_autofree char *sum = umpire_autosave_checksum_file (start->base_file, NULL);

        if (sum == NULL || !g_str_equal (sum, start->base_sum))
          {
            g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                         _("%s: the journal follows %s, which has changed or gone since: it cannot be replayed onto it"),
                         start->name, start->base_file);
            return NULL;
          }
      }
      scenario = umpire_scenario_load_file (start->base_file, error);
      if (scenario == NULL)
        return NULL;
      first = start->number;
      session = g_strdup (start->session);
      found_origin = g_strdup (start->origin);
    }

  replay_init (&replay, scenario);
  expected = first;
  for (guint i = 0; i < journals->len; i++)
    {
      Journal *journal = &g_array_index (journals, Journal, i);
      char *note = NULL;

      if (!journal->readable)
        note = g_strdup_printf (_("%s: could not be read"), journal->name);
      else if (first == 0)
        note = g_strdup_printf (_("%s: the autosave beside it names no journal"), journal->name);
      else if (journal->head_damaged)
        {
          note = g_strdup_printf (_("%s:1: a damaged first line: whose journal it is cannot be told"), journal->name);
          if (journal->number == expected)
            stopped = TRUE;
        }
      else if (!journal->empty && g_strcmp0 (journal->session, session) != 0)
        note = g_strdup_printf (_("%s: another session's journal"), journal->name);
      else if (journal->number < first)
        {
          /* Left by a crash between writing a base and removing the
           * journals it holds: nothing to say. Anything else is. */
          if (!journal->empty && !folded_into (journal, session, replay.ids))
            note = g_strdup_printf (_("%s: older than the autosave beside it"), journal->name);
        }
      else if (stopped)
        note = g_strdup_printf (_("%s: follows a line that was not restored"), journal->name);
      else if (journal->number != expected)
        {
          note = g_strdup_printf (_("%s: follows a journal that is missing (%u)"), journal->name, expected);
          stopped = TRUE;
        }
      else
        {
          expected++;
          if (!journal->empty &&
              !replay_journal (&replay, journal->old_format ? NULL : session, journal->number,
                               journal->name, journal->contents, journal->length, &note))
            stopped = TRUE;
        }
      if (note != NULL)
        {
          add_note (report, note);
          g_ptr_array_add (report->unused, g_strdup (journal->name));
        }
    }
  replay_finish (&replay, scenario);
  report->n_replayed = replay.n_replayed;
  report->n_events = umpire_scenario_get_n_events (scenario);
  replay_clear (&replay);

  if (origin != NULL)
    *origin = g_steal_pointer (&found_origin);
  if (report_out != NULL)
    *report_out = g_steal_pointer (&report);
  return g_steal_pointer (&scenario);
}

GPtrArray *
umpire_autosave_keep_unused (UmpireAutosaveReport *report,
                             const char           *suffix)
{
  GPtrArray *kept = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (report != NULL && suffix != NULL, kept);

  for (guint i = 0; i < report->unused->len; i++)
    {
      const char *name = g_ptr_array_index (report->unused, i);
      char *moved = g_strdup_printf ("%s.%s", name, suffix);

      if (g_rename (name, moved) == 0)
        g_ptr_array_add (kept, moved);
      else
        g_free (moved);
    }
  return kept;
}

void
umpire_autosave_remove (const char *path)
{
  g_autoptr(GArray) journals = NULL;

  g_return_if_fail (path != NULL);

  g_unlink (path);
  journals = list_journals (path);
  for (guint i = 0; i < journals->len; i++)
    {
      g_autofree char *name = journal_path (path, g_array_index (journals, guint, i));
      g_unlink (name);
    }
}

char *
umpire_autosave_keep_aside (const char *path,
                            const char *suffix)
{
  g_autoptr(GArray) journals = NULL;
  g_autofree char *kept = g_strdup_printf ("%s.%s", path, suffix);
  char *first = NULL;

  g_return_val_if_fail (path != NULL && suffix != NULL, NULL);

  journals = list_journals (path);
  if (g_file_test (path, G_FILE_TEST_EXISTS) && g_rename (path, kept) == 0)
    first = g_strdup (kept);
  for (guint i = 0; i < journals->len; i++)
    {
      guint number = g_array_index (journals, guint, i);
      g_autofree char *name = journal_path (path, number);
      g_autofree char *moved = journal_path (kept, number);

      if (g_rename (name, moved) == 0 && first == NULL)
        first = g_steal_pointer (&moved);
    }
  return first;
}

guint
_umpire_autosave_replay_data (UmpireScenario  *scenario,
                              const char      *session,
                              guint            number,
                              const char      *data,
                              gsize            length,
                              gboolean         sign,
                              char           **note)
{
  g_autoptr(GString) signed_text = NULL;
  g_autofree char *found = NULL;
  Replay replay;
  guint n;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), 0);
  g_return_val_if_fail (is_session (session), 0);

  if (sign)
    {
      g_autofree char *head = g_strdup_printf (JOURNAL_HEAD "session=\"%s\"/>", session);
      guint line_number = 1;
      gsize start = 0;

      signed_text = g_string_new (NULL);
      append_signed (signed_text, session, number, line_number, head);
      while (start < length)
        {
          const char *end = memchr (data + start, '\n', length - start);
          gsize stop = end != NULL ? (gsize) (end - data) : length;
          g_autofree char *line = g_strndup (data + start, stop - start);

          /* A line with a NUL in it is signed as far as the NUL. */
          append_signed (signed_text, session, number, ++line_number, line);
          start = stop + 1;
        }
      data = signed_text->str;
      length = signed_text->len;
    }
  replay_init (&replay, scenario);
  replay_journal (&replay, session, number, "fuzz.journal", data, length, &found);
  replay_finish (&replay, scenario);
  n = replay.n_replayed;
  replay_clear (&replay);
  if (note != NULL)
    *note = g_steal_pointer (&found);
  return n;
}
