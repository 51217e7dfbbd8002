/* umpire-autosave.c: keeps a copy of the open scenario on disk
 *
 * Files: PATH, the base (a scenario file whose second line is a comment
 * naming the first journal that follows it and the file the scenario came
 * from), and PATH.journal.K, journals of lines:
 *
 *   <event ...>...</event>   a new event (what could be redone is dropped)
 *   <cursor n="K"/>          an undo or a redo
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
#include "umpire-scenario-file.h"
#include "umpire-xml.h"

/* A journal longer than this is folded into the base. */
#define JOURNAL_MAX_LINES 500
/* A scenario shorter than this is first written on the calling thread. */
#define FIRST_WRITE_HERE_MAX 1000
#define MARKER "<!-- umpire-autosave journal=\""

typedef struct
{
  UmpireScenario *snapshot;
  char           *path;
  char           *origin;
  guint           journal;   /* the first journal after this base */
} Job;

struct _UmpireAutosave
{
  GObject         parent_instance;
  UmpireScenario *scenario;
  char           *path;
  char           *origin;
  gulong          changed_id;
  GError         *error;

  /* What the files hold, as the main thread knows it. */
  guint           seen_n;
  guint           seen_cursor;
  guint           seen_last_id;
  guint           seen_serial;
  guint           journal;         /* the journal new lines go to */
  int             journal_fd;
  guint           journal_lines;
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
  g_string_append_printf (text, MARKER "%u\" origin=\"%s\" -->\n", job->journal, origin ? origin : "");
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
  /* Lines from now on follow this copy. */
  close_journal (self);
  self->journal++;
  self->journal_lines = 0;
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

static gboolean
append_line (UmpireAutosave *self,
             const char     *line)
{
  g_autofree char *text = g_strconcat (line, "\n", NULL);
  gsize length = strlen (text);
  gsize done = 0;
  int saved_errno = 0;

  if (self->journal_fd < 0)
    {
      g_autofree char *name = journal_path (self->path, self->journal);
      g_autofree char *dir = g_path_get_dirname (self->path);

      if (g_mkdir_with_parents (dir, 0700) != 0 ||
          (self->journal_fd = open (name, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600)) < 0)
        saved_errno = errno;
    }
  while (saved_errno == 0 && done < length)
    {
      ssize_t written = write (self->journal_fd, text + done, length - done);

      if (written < 0 && errno == EINTR)
        continue;
      if (written < 0)
        saved_errno = errno;
      else
        done += written;
    }
  if (saved_errno == 0 && fdatasync (self->journal_fd) != 0)
    saved_errno = errno;
  if (saved_errno != 0)
    {
      g_autofree char *name = journal_path (self->path, self->journal);

      /* A torn line must not be followed: the next lines go to a new
       * journal after a rewrite. */
      close_journal (self);
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

static void
on_changed (UmpireAutosave *self)
{
  UmpireScenario *scenario = self->scenario;
  guint n = umpire_scenario_get_n_events (scenario);
  guint cursor = umpire_scenario_get_cursor (scenario);
  guint last_id = n > 0 ? umpire_event_get_id (umpire_scenario_get_event (scenario, n - 1)) : 0;
  guint serial = umpire_scenario_get_header_serial (scenario);

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

UmpireAutosave *
umpire_autosave_new_full (UmpireScenario *scenario,
                          const char     *path,
                          const char     *origin)
{
  UmpireAutosave *self;
  g_autoptr(GArray) journals = NULL;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  self = g_object_new (UMPIRE_TYPE_AUTOSAVE, NULL);
  self->scenario = g_object_ref (scenario);
  self->path = path != NULL ? g_strdup (path) : umpire_scenario_autosave_path ();
  self->origin = g_strdup (origin);
  /* Journals left at this path (a session being restored) stay until the
   * new base is on disk: numbering goes on after them. */
  journals = list_journals (self->path);
  if (journals->len > 0)
    self->journal = g_array_index (journals, guint, journals->len - 1);
  self->changed_id = g_signal_connect_swapped (scenario, "changed", G_CALLBACK (on_changed), self);
  /* Until a first base is on disk a crash would keep the events without
   * the title and sides: a small scenario (a few milliseconds) is written
   * at once, a long one on the worker. */
  start_rewrite (self, umpire_scenario_get_n_events (scenario) < FIRST_WRITE_HERE_MAX);
  return self;
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
  if (self->scenario != NULL)
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
  if (self->rewrite_wanted && self->scenario != NULL)
    start_rewrite (self, TRUE);
  return self->error == NULL;
}

gboolean
umpire_autosave_write (UmpireAutosave *self)
{
  g_return_val_if_fail (UMPIRE_IS_AUTOSAVE (self), FALSE);

  if (self->scenario == NULL)
    return FALSE;
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

/* The marker on the base's second line: the first journal and the origin. */
static gboolean
read_marker (const char  *text,
             guint       *journal,
             char       **origin)
{
  const char *line = strchr (text, '\n');
  const char *end;
  guint64 number;
  g_autofree char *digits = NULL;

  if (line == NULL || !g_str_has_prefix (line + 1, MARKER))
    return FALSE;
  line += 1 + strlen (MARKER);
  end = strchr (line, '"');
  if (end == NULL || end - line > 10)
    return FALSE;
  digits = g_strndup (line, end - line);
  if (!g_ascii_string_to_unsigned (digits, 10, 1, G_MAXUINT - 1, &number, NULL))
    return FALSE;
  *journal = number;
  if (origin != NULL && g_str_has_prefix (end, "\" origin=\""))
    {
      const char *start = end + strlen ("\" origin=\"");
      const char *stop = strchr (start, '"');

      if (stop != NULL && stop > start && stop - start < 8192)
        {
          g_autofree char *encoded = g_strndup (start, stop - start);
          gsize length;
          g_autofree guchar *decoded = g_base64_decode (encoded, &length);
          g_autofree char *uri = g_strndup ((const char *) decoded, length);

          if (length > 0 && g_utf8_validate (uri, -1, NULL) && strlen (uri) == length)
            *origin = g_steal_pointer (&uri);
        }
    }
  return TRUE;
}

static gboolean
apply_event_line (UmpireScenario *scenario,
                  const char     *name,
                  const char     *line,
                  guint           line_number,
                  GError        **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(UmpireScenario) part = NULL;
  UmpireEvent *event;

  /* The line, inside a scenario of its own, at its own line number so
   * errors name the journal's line. */
  for (guint i = 1; i < line_number; i++)
    g_string_append_c (text, '\n');
  g_string_append (text, "<scenario");
  umpire_xml_append_attribute (text, "xmlns", UMPIRE_SCENARIO_NAMESPACE);
  g_string_append_printf (text, " format-version=\"%d\"><play turn=\"0\" lull-start=\"0\" lulls=\"0\"/><log cursor=\"1\">", UMPIRE_SCENARIO_FORMAT_VERSION);
  g_string_append (text, line);
  g_string_append (text, "</log></scenario>\n");
  part = umpire_scenario_load_data (text->str, text->len, name, error);
  if (part == NULL)
    return FALSE;
  if (umpire_scenario_get_n_events (part) != 1)
    {
      g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_INVALID,
                   _("%s:%u: not an event"), name, line_number);
      return FALSE;
    }
  event = umpire_scenario_get_event (part, 0);
  umpire_scenario_append_event (scenario, event);
  if (umpire_event_get_system (event) != NULL)
    umpire_scenario_add_system (scenario, umpire_event_get_system (event));
  return TRUE;
}

static gboolean
apply_journal (UmpireScenario *scenario,
               const char     *name,
               GError        **error)
{
  g_autofree char *contents = NULL;
  gsize length;
  const char *line;
  guint line_number = 0;

  if (!g_file_get_contents (name, &contents, &length, error))
    return FALSE;
  if (memchr (contents, '\0', length) != NULL)
    {
      g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_PARSE,
                   _("%s: not a journal of Umpire's"), name);
      return FALSE;
    }
  /* Only whole lines: a line cut short by a crash was never confirmed. */
  for (line = contents; *line != '\0';)
    {
      const char *end = strchr (line, '\n');
      g_autofree char *text = NULL;

      line_number++;
      if (end == NULL)
        break;
      text = g_strndup (line, end - line);
      line = end + 1;
      if (g_str_has_prefix (text, "<cursor n=\""))
        {
          guint64 cursor;
          const char *digits = text + strlen ("<cursor n=\"");
          g_autofree char *number = g_strndup (digits, strspn (digits, "0123456789"));

          if (!g_str_equal (digits + strlen (number), "\"/>") ||
              !g_ascii_string_to_unsigned (number, 10, 0, umpire_scenario_get_n_events (scenario), &cursor, NULL))
            {
              g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_INVALID,
                           _("%s:%u: not a position in the log"), name, line_number);
              return FALSE;
            }
          umpire_scenario_set_cursor (scenario, cursor);
        }
      else if (!apply_event_line (scenario, name, text, line_number, error))
        return FALSE;
    }
  return TRUE;
}

UmpireScenario *
umpire_autosave_load (const char  *path,
                      char       **origin,
                      GError     **error)
{
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(GArray) journals = NULL;
  guint first = 0;

  g_return_val_if_fail (path != NULL, NULL);

  if (origin != NULL)
    *origin = NULL;
  journals = list_journals (path);
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
          if (!read_marker (buffer, &first, origin))
            first = 0;   /* written before journals: the base is all */
        }
      else
        first = 0;
      if (first == 0)
        return g_steal_pointer (&scenario);
    }
  else if (journals->len > 0)
    {
      /* The first base was never written: the events are all there is. */
      scenario = umpire_scenario_new ();
      first = g_array_index (journals, guint, 0);
    }
  else
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                   _("%s: no session was autosaved"), path);
      return NULL;
    }

  for (guint number = first;; number++)
    {
      g_autofree char *name = journal_path (path, number);

      if (!g_file_test (name, G_FILE_TEST_EXISTS))
        break;
      if (!apply_journal (scenario, name, error))
        return NULL;
    }
  umpire_scenario_set_cursor (scenario, umpire_scenario_get_cursor (scenario));
  return g_steal_pointer (&scenario);
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
