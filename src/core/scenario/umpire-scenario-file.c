/* umpire-scenario-file.c: scenario files (*.umpire)
 *
 * The file keeps everything needed to replay and explain the session:
 * every event's inputs, values, trail and each die as rolled (values,
 * physical or digital, seed, sequence). A file from a newer Umpire is
 * refused before the schema is tried, so the message says why.
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
#include <sys/stat.h>
#include <unistd.h>

#include "umpire-scenario-file.h"
#include "umpire-scenario-reader.h"
#include "umpire-xml.h"

G_DEFINE_QUARK (umpire-scenario-error-quark, umpire_scenario_error)

/* ---------------------------------------------------------------------- */
/* Writing                                                                */

static void
attr_int (GString    *out,
          const char *name,
          gint64      value)
{
  g_string_append_printf (out, " %s=\"%" G_GINT64_FORMAT "\"", name, value);
}

static void
element (GString    *out,
         const char *indent,
         const char *name,
         const char *text)
{
  g_autofree char *escaped = NULL;

  if (text == NULL)
    return;
  escaped = g_markup_escape_text (text, -1);
  g_string_append_printf (out, "%s<%s>%s</%s>\n", indent, name, escaped, name);
}

/* Logs repeat: the same terrain line or table cell explains thousands of
 * combats. Each distinct step (other than a roll) is written once with an
 * id and then referred to (a run of them in one <step ref="4 5 6"/>), and a value's label only where it differs from
 * the label last written for that name; each event is one line. That
 * keeps a long afternoon's log a few megabytes, quick to open. */
typedef struct
{
  GHashTable *ids;      /* step XML (without id) → id */
  guint       next_id;
  GString    *scratch;
  GHashTable *labels;   /* value name → label last written */
  GString    *refs;     /* ids of the steps to refer to next */
} StepTable;

static void
write_step_body (GString          *out,
                 const UmpireStep *step)
{
  umpire_xml_append_attribute (out, "kind", umpire_step_kind_to_string (step->kind));
  umpire_xml_append_attribute (out, "rule", step->rule);
  umpire_xml_append_attribute (out, "source", step->source);
  umpire_xml_append_attribute (out, "table", step->table);
  umpire_xml_append_attribute (out, "row", step->row);
  umpire_xml_append_attribute (out, "column", step->column);
  umpire_xml_append_attribute (out, "reading", step->reading);
  g_string_append_c (out, '>');
  element (out, "", "text", step->text ? step->text : "");
  g_string_truncate (out, out->len - 1);   /* element ()'s newline */
  if (step->roll != NULL)
    {
      g_autofree char *expr = umpire_dice_expr_to_string (&step->roll->expr);

      g_string_append (out, "<roll");
      umpire_xml_append_attribute (out, "dice", expr);
      attr_int (out, "total", step->roll->total);
      umpire_xml_append_attribute (out, "origin", step->roll->physical ? "physical" : "digital");
      attr_int (out, "seed", step->roll->seed);
      attr_int (out, "sequence", step->roll->sequence);
      g_string_append (out, ">");
      for (guint d = 0; d < step->roll->expr.count && d < UMPIRE_DICE_MAX_COUNT; d++)
        g_string_append_printf (out, "<die>%u</die>", step->roll->values[d]);
      g_string_append (out, "</roll>");
    }
  g_string_append (out, "</step>");
}

/* Steps referred to one after another share one <step ref="4 5 6"/>. */
static void
flush_refs (GString   *out,
            StepTable *table)
{
  if (table->refs->len == 0)
    return;
  g_string_append_printf (out, "<step ref=\"%s\"/>", table->refs->str);
  g_string_truncate (table->refs, 0);
}

static void
write_step (GString          *out,
            StepTable        *table,
            const UmpireStep *step)
{
  gpointer id;

  g_string_truncate (table->scratch, 0);
  write_step_body (table->scratch, step);
  if (step->roll == NULL && (id = g_hash_table_lookup (table->ids, table->scratch->str)) != NULL)
    {
      g_string_append_printf (table->refs, "%s%u", table->refs->len ? " " : "", GPOINTER_TO_UINT (id));
      return;
    }
  flush_refs (out, table);
  if (step->roll != NULL)
    {
      /* Every roll is its own: nothing to share. */
      g_string_append_printf (out, "<step %s", table->scratch->str + 1);
      return;
    }
  g_hash_table_insert (table->ids, g_strdup (table->scratch->str), GUINT_TO_POINTER (table->next_id));
  g_string_append_printf (out, "<step id=\"%u\"%s", table->next_id++, table->scratch->str);
}

static void
write_result (GString      *out,
              StepTable    *table,
              UmpireResult *result)
{
  g_auto(GStrv) inputs = umpire_result_dup_input_names (result);
  g_auto(GStrv) values = umpire_result_dup_value_names (result);
  const GPtrArray *steps = umpire_result_get_steps (result);

  g_string_append (out, "<result");
  umpire_xml_append_attribute (out, "procedure", umpire_result_get_procedure (result));
  g_string_append (out, ">");

  for (guint i = 0; inputs[i] != NULL; i++)
    {
      g_autofree char *text = g_markup_escape_text (umpire_result_get_input (result, inputs[i]), -1);

      g_string_append (out, "<input");
      umpire_xml_append_attribute (out, "name", inputs[i]);
      g_string_append_printf (out, ">%s</input>", text);
    }
  for (guint i = 0; values[i] != NULL; i++)
    {
      g_autofree char *text = g_markup_escape_text (umpire_result_get_value (result, values[i]), -1);
      const char *label = umpire_result_get_value_label (result, values[i]);
      const char *written = g_hash_table_lookup (table->labels, values[i]);

      g_string_append (out, "<value");
      umpire_xml_append_attribute (out, "name", values[i]);
      if (g_strcmp0 (label, written != NULL ? written : values[i]) != 0)
        {
          umpire_xml_append_attribute (out, "label", label);
          g_hash_table_insert (table->labels, g_strdup (values[i]), g_strdup (label));
        }
      g_string_append_printf (out, ">%s</value>", text);
    }
  for (guint i = 0; i < steps->len; i++)
    write_step (out, table, g_ptr_array_index (steps, i));
  flush_refs (out, table);
  g_string_append (out, "</result>");
}

static void
write_event (GString     *out,
             StepTable   *table,
             UmpireEvent *event)
{
  g_autoptr(GDateTime) utc = g_date_time_to_utc (umpire_event_get_time (event));
  g_autofree char *time = g_date_time_format_iso8601 (utc);

  g_string_append (out, "<event");
  attr_int (out, "id", umpire_event_get_id (event));
  umpire_xml_append_attribute (out, "time", time);
  umpire_xml_append_attribute (out, "system", umpire_event_get_system (event));
  umpire_xml_append_attribute (out, "side", umpire_side_to_string (umpire_event_get_side (event)));
  if (umpire_event_get_overrides (event) != 0)
    attr_int (out, "overrides", umpire_event_get_overrides (event));
  if (umpire_event_get_turn (event) > 0)
    attr_int (out, "turn", umpire_event_get_turn (event));
  if (umpire_event_get_action (event) != 0)
    attr_int (out, "action", umpire_event_get_action (event));
  umpire_xml_append_attribute (out, "out-of-date", umpire_event_get_out_of_date (event));
  g_string_append (out, ">");
  if (umpire_event_get_overrides (event) != 0)
    {
      g_autofree char *reason = g_markup_escape_text (umpire_event_get_override_reason (event), -1);

      g_string_append_printf (out, "<override-reason>%s</override-reason>", reason);
    }
  write_result (out, table, umpire_event_get_result (event));
  g_string_append (out, "</event>");
}

static void
step_table_init (StepTable *table)
{
  table->ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  table->scratch = g_string_new (NULL);
  table->refs = g_string_new (NULL);
  table->labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

static void
step_table_clear (StepTable *table)
{
  g_hash_table_unref (table->ids);
  g_hash_table_unref (table->labels);
  g_string_free (table->scratch, TRUE);
  g_string_free (table->refs, TRUE);
}

char *
umpire_scenario_event_to_line (UmpireEvent *event)
{
  StepTable table = { NULL, 1, NULL, NULL, NULL };
  GString *out = g_string_new (NULL);
  GString *line;

  g_return_val_if_fail (UMPIRE_IS_EVENT (event), NULL);

  step_table_init (&table);
  write_event (out, &table, event);
  step_table_clear (&table);
  /* One line whatever the text holds: a line break in content is the
   * same character written as a reference. */
  line = g_string_sized_new (out->len + 1);
  for (gsize i = 0; i < out->len; i++)
    {
      if (out->str[i] == '\n')
        g_string_append (line, "&#10;");
      else if (out->str[i] == '\r')
        g_string_append (line, "&#13;");
      else
        g_string_append_c (line, out->str[i]);
    }
  g_string_free (out, TRUE);
  return g_string_free (line, FALSE);
}

/* What scenario format 3 added: a roster's unit, with its rule system and
 * what the roster keeps of it, and a nation as the umpire typed it. A
 * scenario without any is written in format 2, which the Umpire of before
 * opens. */
static gboolean
unit_needs_format_3 (const UmpireUnit *unit)
{
  return unit->system != NULL || unit->morale != NULL || unit->trained || unit->veteran || unit->ammo_used > 0 ||
         (unit->nation != NULL && !umpire_scenario_reader_is_id (unit->nation));
}

static int
format_version_of (UmpireScenario *scenario)
{
  const GPtrArray *units = umpire_scenario_get_units (scenario);
  guint n_revealed = 0;

  /* Format 4 added the links between a battle and the next, and what the
   * players were shown. */
  umpire_scenario_get_revealed_ids (scenario, &n_revealed);
  if (umpire_scenario_get_previous_battle (scenario) != NULL
      || umpire_scenario_get_next_battles (scenario)->len > 0 || n_revealed > 0)
    return 4;
  for (guint i = 0; i < units->len; i++)
    if (unit_needs_format_3 (g_ptr_array_index (units, i)))
      return 3;
  return 2;
}

/* The battle this one continues, with what it carried over, and the
 * battles that continue it (format 4). */
static void
write_battle_links (GString        *out,
                    UmpireScenario *scenario)
{
  const UmpireBattleLink *previous = umpire_scenario_get_previous_battle (scenario);
  const GPtrArray *next = umpire_scenario_get_next_battles (scenario);

  if (previous != NULL)
    {
      const GPtrArray *carried = umpire_scenario_get_carried_figures (scenario);

      g_string_append (out, "  <previous-battle");
      umpire_xml_append_attribute (out, "file", previous->file);
      umpire_xml_append_attribute (out, "title", previous->title);
      if (carried->len == 0)
        g_string_append (out, "/>\n");
      else
        {
          g_string_append (out, ">\n");
          for (guint i = 0; i < carried->len; i++)
            {
              const UmpireCarriedFigure *figure = g_ptr_array_index (carried, i);

              g_string_append (out, "    <carried");
              umpire_xml_append_attribute (out, "side", umpire_side_to_string (figure->side));
              umpire_xml_append_attribute (out, "name", figure->name);
              umpire_xml_append_attribute (out, "value", figure->value);
              g_string_append (out, "/>\n");
            }
          g_string_append (out, "  </previous-battle>\n");
        }
    }
  for (guint i = 0; i < next->len; i++)
    {
      const UmpireBattleLink *link = g_ptr_array_index (next, i);

      g_string_append (out, "  <next-battle");
      umpire_xml_append_attribute (out, "file", link->file);
      umpire_xml_append_attribute (out, "title", link->title);
      g_string_append (out, "/>\n");
    }
}

char *
umpire_scenario_to_xml (UmpireScenario *scenario)
{
  g_autoptr(GString) out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  const char * const *systems;
  const char * const *optional;
  const GPtrArray *units;
  static const UmpireSide sides[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };
  StepTable step_table = { NULL, 1, NULL, NULL, NULL };
  const guint *revealed;
  guint n_revealed = 0;
  guint n_events;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  g_string_append (out, "<scenario");
  umpire_xml_append_attribute (out, "xmlns", UMPIRE_SCENARIO_NAMESPACE);
  attr_int (out, "format-version", format_version_of (scenario));
  umpire_xml_append_attribute (out, "generator", "Umpire " PACKAGE_VERSION);
  g_string_append (out, ">\n");

  element (out, "  ", "title", umpire_scenario_get_title (scenario));
  if (umpire_scenario_get_year (scenario) > 0)
    g_string_append_printf (out, "  <year>%d</year>\n", umpire_scenario_get_year (scenario));
  systems = umpire_scenario_get_systems (scenario);
  for (guint i = 0; systems[i] != NULL; i++)
    {
      g_string_append (out, "  <rule-system");
      umpire_xml_append_attribute (out, "id", systems[i]);
      g_string_append (out, "/>\n");
    }
  optional = umpire_scenario_get_optional_rules (scenario);
  for (guint i = 0; optional[i] != NULL; i++)
    {
      g_string_append (out, "  <optional-rule");
      umpire_xml_append_attribute (out, "id", optional[i]);
      g_string_append (out, "/>\n");
    }
  element (out, "  ", "battle", umpire_scenario_get_battle (scenario));
  element (out, "  ", "terrain", umpire_scenario_get_terrain (scenario));
  element (out, "  ", "scale", umpire_scenario_get_scale (scenario));

  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      const char *nation = umpire_scenario_get_side_nation (scenario, sides[i]);
      int sub_units = umpire_scenario_get_side_sub_units (scenario, sides[i]);

      if (nation == NULL && sub_units == 0)
        continue;
      g_string_append (out, "  <side");
      umpire_xml_append_attribute (out, "role", umpire_side_to_string (sides[i]));
      umpire_xml_append_attribute (out, "nation", nation);
      attr_int (out, "sub-units", sub_units);
      g_string_append (out, "/>\n");
    }

  units = umpire_scenario_get_units (scenario);
  for (guint i = 0; i < units->len; i++)
    {
      const UmpireUnit *unit = g_ptr_array_index (units, i);
      g_autofree char *notes = g_markup_escape_text (unit->notes ? unit->notes : "", -1);

      g_string_append (out, "  <unit");
      umpire_xml_append_attribute (out, "name", unit->name);
      umpire_xml_append_attribute (out, "side", umpire_side_to_string (unit->side));
      umpire_xml_append_attribute (out, "nation", unit->nation);
      umpire_xml_append_attribute (out, "kind", unit->kind);
      attr_int (out, "strength", unit->strength);
      umpire_xml_append_attribute (out, "system", unit->system);
      umpire_xml_append_attribute (out, "morale", unit->morale);
      if (unit->trained)
        umpire_xml_append_attribute (out, "trained", "yes");
      if (unit->veteran)
        umpire_xml_append_attribute (out, "veteran", "yes");
      if (unit->ammo_used > 0)
        attr_int (out, "ammo-used", unit->ammo_used);
      g_string_append_printf (out, ">%s</unit>\n", notes);
    }
  element (out, "  ", "notes", umpire_scenario_get_notes (scenario));
  write_battle_links (out, scenario);

  g_string_append (out, "  <play");
  attr_int (out, "turn", umpire_scenario_get_turn (scenario));
  attr_int (out, "lull-start", umpire_scenario_get_lull_start (scenario));
  attr_int (out, "lulls", umpire_scenario_get_lulls (scenario));
  revealed = umpire_scenario_get_revealed_ids (scenario, &n_revealed);
  if (n_revealed > 0)
    {
      /* Written only when something was shown: a file without it reads as
       * nothing shown to the players. */
      g_string_append (out, " revealed=\"");
      for (guint i = 0; i < n_revealed; i++)
        g_string_append_printf (out, "%s%u", i > 0 ? " " : "", revealed[i]);
      g_string_append_c (out, '"');
    }
  g_string_append (out, "/>\n");

  n_events = umpire_scenario_get_n_events (scenario);
  step_table_init (&step_table);
  g_string_append (out, "  <log");
  attr_int (out, "cursor", umpire_scenario_get_cursor (scenario));
  g_string_append (out, ">\n");
  for (guint i = 0; i < n_events; i++)
    {
      g_string_append (out, "    ");
      write_event (out, &step_table, umpire_scenario_get_event (scenario, i));
      g_string_append (out, "\n");
    }
  g_string_append (out, "  </log>\n</scenario>\n");
  step_table_clear (&step_table);

  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* ---------------------------------------------------------------------- */
/* Reading: see umpire-scenario-reader.c                                  */

UmpireScenario *
umpire_scenario_load_data (const char  *data,
                           gsize        length,
                           const char  *name,
                           GError     **error)
{
  g_return_val_if_fail (name != NULL, NULL);

  return umpire_scenario_read (data, length, name, error);
}

UmpireScenario *
umpire_scenario_load_file (const char  *path,
                           GError     **error)
{
  UmpireScenario *scenario;
  GStatBuf info;
  struct stat opened;
  int fd, saved_errno;

  g_return_val_if_fail (path != NULL, NULL);

  /* /dev/zero would fill memory and a named pipe block for ever. */
  if (g_stat (path, &info) == 0 && !S_ISREG (info.st_mode))
    {
      g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_PARSE,
                   _("%s:%d: not a regular file"), path, 0);
      return NULL;
    }
  /* Read a piece at a time, not whole: a long game's file is as large as
   * the scenario it holds. */
  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      g_autofree char *display = g_filename_display_name (path);

      saved_errno = errno;
      /* As g_file_get_contents () says it. */
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   g_dgettext ("glib20", "Failed to open file “%s”: %s"), display, g_strerror (saved_errno));
      return NULL;
    }
  if (fstat (fd, &opened) != 0)
    opened.st_size = 0;
  scenario = umpire_scenario_read_file (fd, opened.st_size > 0 ? (gsize) opened.st_size : 0, path, error);
  close (fd);
  return scenario;
}

/* `path`, with every symbolic link on the way followed (up to 40, as the
 * kernel does); `path` itself when it is none or does not exist yet. */
static char *
resolve_links (const char *path)
{
  g_autofree char *current = g_strdup (path);

  for (int i = 0; i < 40 && g_file_test (current, G_FILE_TEST_IS_SYMLINK); i++)
    {
      g_autofree char *link = g_file_read_link (current, NULL);
      g_autofree char *dir = NULL;

      if (link == NULL)
        break;
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_path_is_absolute (link) ? g_steal_pointer (&link) : g_build_filename (dir, link, NULL);
    }
  return g_steal_pointer (&current);
}

/* What a new file gets: 0666 less the umask. */
static mode_t
new_file_mode (void)
{
  mode_t mask = umask (0);

  umask (mask);
  return 0666 & ~mask;
}

static gboolean
write_all (int         fd,
           const char *data,
           gsize       length)
{
  while (length > 0)
    {
      gssize written = write (fd, data, length);

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        {
          if (written == 0)
            errno = ENOSPC;
          return FALSE;
        }
      data += written;
      length -= written;
    }
  return TRUE;
}

/* `backup` becomes the file `target` is: a hard link made under a
 * temporary name and renamed over the old backup; where the file system
 * has no hard links, a copy that is renamed over it only once whole. */
static gboolean
keep_backup (const char  *target,
             const char  *backup,
             GError     **error)
{
  g_autofree char *tmp = g_strconcat (backup, ".XXXXXX", NULL);
  int fd = g_mkstemp_full (tmp, O_WRONLY, 0600);

  if (fd < 0)
    {
      int saved = errno;

      g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved), g_strerror (saved));
      return FALSE;
    }
  close (fd);
  g_unlink (tmp);
  if (link (target, tmp) != 0)
    {
      g_autoptr(GFile) from = g_file_new_for_path (target);
      g_autoptr(GFile) to = g_file_new_for_path (tmp);

      if (!g_file_copy (from, to, G_FILE_COPY_OVERWRITE | G_FILE_COPY_ALL_METADATA, NULL, NULL, NULL, error))
        {
          g_unlink (tmp);
          return FALSE;
        }
    }
  if (g_rename (tmp, backup) != 0)
    {
      int saved = errno;

      g_unlink (tmp);
      g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved), g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

gboolean
umpire_scenario_save_file (UmpireScenario  *scenario,
                           const char      *path,
                           GError         **error)
{
  g_autofree char *xml = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *target = NULL;
  g_autofree char *tmp = NULL;
  g_autoptr(GError) local_error = NULL;
  struct stat st;
  int fd;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  xml = umpire_scenario_to_xml (scenario);

  /* A link is followed: its target is saved, and the link stays. */
  target = resolve_links (path);

  /* 1. The new version, whole and synced, in a temporary file beside the
   *    target, with the target's permissions. Until it is on disk, neither
   *    PATH nor PATH~ is touched: a full disk leaves both as they were. */
  tmp = g_strconcat (target, ".XXXXXX", NULL);
  fd = g_mkstemp_full (tmp, O_WRONLY, 0600);
  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("%s: could not save: %s"), path, g_strerror (saved));
      return FALSE;
    }
  if (!write_all (fd, xml, strlen (xml)) || fsync (fd) != 0
      || fchmod (fd, stat (target, &st) == 0 ? (st.st_mode & 07777) : new_file_mode ()) != 0)
    {
      int saved = errno;

      close (fd);
      g_unlink (tmp);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("%s: could not save: %s"), path, g_strerror (saved));
      return FALSE;
    }
  if (close (fd) != 0)
    {
      int saved = errno;

      g_unlink (tmp);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("%s: could not save: %s"), path, g_strerror (saved));
      return FALSE;
    }

  /* 2. The version on disk becomes PATH~: a second name for the same file
   *    (no copy that a full disk could cut short), put in place at once. */
  if (g_file_test (target, G_FILE_TEST_IS_REGULAR))
    {
      backup = g_strconcat (target, "~", NULL);
      if (!keep_backup (target, backup, &local_error))
        {
          g_unlink (tmp);
          g_set_error (error, local_error->domain, local_error->code,
                       _("%s: could not keep the previous version as %s: %s"),
                       path, backup, local_error->message);
          return FALSE;
        }
    }

  /* 3. The new version takes PATH's place: PATH is the old version or the
   *    new one, never a mix. */
  if (g_rename (tmp, target) != 0)
    {
      int saved = errno;

      g_unlink (tmp);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("%s: could not save: %s"), path, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

char *
umpire_scenario_autosave_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "umpire", "autosave" UMPIRE_SCENARIO_SUFFIX, NULL);
}
