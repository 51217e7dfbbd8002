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
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-scenario-file.h"
#include "umpire-xml.h"

#define SCHEMA_RESOURCE RESOURCE_BASE "/rules/umpire-scenario.rng"

G_DEFINE_QUARK (umpire-scenario-error-quark, umpire_scenario_error)

/* ---------------------------------------------------------------------- */
/* Writing                                                                */

static void
attr (GString    *out,
      const char *name,
      const char *value)
{
  g_autofree char *escaped = NULL;

  if (value == NULL)
    return;
  escaped = g_markup_escape_text (value, -1);
  g_string_append_printf (out, " %s=\"%s\"", name, escaped);
}

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

static void
write_result (GString      *out,
              UmpireResult *result)
{
  g_auto(GStrv) inputs = umpire_result_dup_input_names (result);
  g_auto(GStrv) values = umpire_result_dup_value_names (result);
  const GPtrArray *steps = umpire_result_get_steps (result);

  g_string_append (out, "      <result");
  attr (out, "procedure", umpire_result_get_procedure (result));
  g_string_append (out, ">\n");

  for (guint i = 0; inputs[i] != NULL; i++)
    {
      g_autofree char *text = g_markup_escape_text (umpire_result_get_input (result, inputs[i]), -1);

      g_string_append (out, "        <input");
      attr (out, "name", inputs[i]);
      g_string_append_printf (out, ">%s</input>\n", text);
    }
  for (guint i = 0; values[i] != NULL; i++)
    {
      g_autofree char *text = g_markup_escape_text (umpire_result_get_value (result, values[i]), -1);
      const char *label = umpire_result_get_value_label (result, values[i]);

      g_string_append (out, "        <value");
      attr (out, "name", values[i]);
      if (g_strcmp0 (label, values[i]) != 0)
        attr (out, "label", label);
      g_string_append_printf (out, ">%s</value>\n", text);
    }
  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);

      g_string_append (out, "        <step");
      attr (out, "kind", umpire_step_kind_to_string (step->kind));
      attr (out, "rule", step->rule);
      attr (out, "source", step->source);
      attr (out, "table", step->table);
      attr (out, "row", step->row);
      attr (out, "column", step->column);
      attr (out, "reading", step->reading);
      g_string_append (out, ">\n");
      element (out, "          ", "text", step->text ? step->text : "");
      if (step->roll != NULL)
        {
          g_autofree char *expr = umpire_dice_expr_to_string (&step->roll->expr);

          g_string_append (out, "          <roll");
          attr (out, "dice", expr);
          attr_int (out, "total", step->roll->total);
          attr (out, "origin", step->roll->physical ? "physical" : "digital");
          attr_int (out, "seed", step->roll->seed);
          attr_int (out, "sequence", step->roll->sequence);
          g_string_append (out, ">");
          for (guint d = 0; d < step->roll->expr.count && d < UMPIRE_DICE_MAX_COUNT; d++)
            g_string_append_printf (out, "<die>%u</die>", step->roll->values[d]);
          g_string_append (out, "</roll>\n");
        }
      g_string_append (out, "        </step>\n");
    }
  g_string_append (out, "      </result>\n");
}

char *
umpire_scenario_to_xml (UmpireScenario *scenario)
{
  g_autoptr(GString) out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  const char * const *systems;
  const char * const *optional;
  const GPtrArray *units;
  static const UmpireSide sides[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };
  guint n_events;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  g_string_append (out, "<scenario");
  attr (out, "xmlns", UMPIRE_SCENARIO_NAMESPACE);
  attr_int (out, "format-version", UMPIRE_SCENARIO_FORMAT_VERSION);
  attr (out, "generator", "Umpire " PACKAGE_VERSION);
  g_string_append (out, ">\n");

  element (out, "  ", "title", umpire_scenario_get_title (scenario));
  if (umpire_scenario_get_year (scenario) > 0)
    g_string_append_printf (out, "  <year>%d</year>\n", umpire_scenario_get_year (scenario));
  systems = umpire_scenario_get_systems (scenario);
  for (guint i = 0; systems[i] != NULL; i++)
    {
      g_string_append (out, "  <rule-system");
      attr (out, "id", systems[i]);
      g_string_append (out, "/>\n");
    }
  optional = umpire_scenario_get_optional_rules (scenario);
  for (guint i = 0; optional[i] != NULL; i++)
    {
      g_string_append (out, "  <optional-rule");
      attr (out, "id", optional[i]);
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
      attr (out, "role", umpire_side_to_string (sides[i]));
      attr (out, "nation", nation);
      attr_int (out, "sub-units", sub_units);
      g_string_append (out, "/>\n");
    }

  units = umpire_scenario_get_units (scenario);
  for (guint i = 0; i < units->len; i++)
    {
      const UmpireUnit *unit = g_ptr_array_index (units, i);
      g_autofree char *notes = g_markup_escape_text (unit->notes ? unit->notes : "", -1);

      g_string_append (out, "  <unit");
      attr (out, "name", unit->name);
      attr (out, "side", umpire_side_to_string (unit->side));
      attr (out, "nation", unit->nation);
      attr (out, "kind", unit->kind);
      attr_int (out, "strength", unit->strength);
      g_string_append_printf (out, ">%s</unit>\n", notes);
    }
  element (out, "  ", "notes", umpire_scenario_get_notes (scenario));

  g_string_append (out, "  <play");
  attr_int (out, "turn", umpire_scenario_get_turn (scenario));
  attr_int (out, "lull-start", umpire_scenario_get_lull_start (scenario));
  attr_int (out, "lulls", umpire_scenario_get_lulls (scenario));
  g_string_append (out, "/>\n");

  n_events = umpire_scenario_get_n_events (scenario);
  g_string_append (out, "  <log");
  attr_int (out, "cursor", umpire_scenario_get_cursor (scenario));
  g_string_append (out, ">\n");
  for (guint i = 0; i < n_events; i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);
      g_autoptr(GDateTime) utc = g_date_time_to_utc (umpire_event_get_time (event));
      g_autofree char *time = g_date_time_format_iso8601 (utc);

      g_string_append (out, "    <event");
      attr_int (out, "id", umpire_event_get_id (event));
      attr (out, "time", time);
      attr (out, "system", umpire_event_get_system (event));
      attr (out, "side", umpire_side_to_string (umpire_event_get_side (event)));
      if (umpire_event_get_overrides (event) != 0)
        attr_int (out, "overrides", umpire_event_get_overrides (event));
      g_string_append (out, ">\n");
      if (umpire_event_get_overrides (event) != 0)
        element (out, "      ", "override-reason", umpire_event_get_override_reason (event));
      write_result (out, umpire_event_get_result (event));
      g_string_append (out, "    </event>\n");
    }
  g_string_append (out, "  </log>\n</scenario>\n");

  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* ---------------------------------------------------------------------- */
/* Reading                                                                */

typedef struct
{
  const char *name;
  GError    **error;
} Reader;

static gboolean
is_element (xmlNodePtr  node,
            const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0;
}

/* An attribute's value as stored in the tree, or NULL. Files are big (a
 * long afternoon is thousands of events): reading in place saves a copy of
 * every attribute. */
static const char *
peek_attr (xmlNodePtr  node,
           const char *name)
{
  for (xmlAttrPtr a = node->properties; a != NULL; a = a->next)
    if (a->ns == NULL && strcmp ((const char *) a->name, name) == 0)
      {
        xmlNodePtr text = a->children;

        if (text == NULL)
          return "";
        if (text->next == NULL && text->type == XML_TEXT_NODE)
          return (const char *) text->content;
        return NULL;   /* not a plain value: let libxml2 assemble it */
      }
  return NULL;
}

static char *
get_attr (xmlNodePtr  node,
          const char *name)
{
  const char *value = peek_attr (node, name);
  xmlChar *assembled;
  char *copy;

  if (value != NULL)
    return g_strdup (value);
  assembled = xmlGetProp (node, (const xmlChar *) name);
  copy = assembled ? g_strdup ((const char *) assembled) : NULL;
  xmlFree (assembled);
  return copy;
}

static char *
get_text (xmlNodePtr node)
{
  xmlChar *value;
  char *copy;

  /* The usual case: one text node. */
  if (node->children == NULL)
    return g_strdup ("");
  if (node->children->next == NULL && node->children->type == XML_TEXT_NODE)
    return g_strdup ((const char *) node->children->content);
  value = xmlNodeGetContent (node);
  copy = g_strdup (value ? (const char *) value : "");
  xmlFree (value);
  return copy;
}

static gboolean
invalid (Reader     *reader,
         xmlNodePtr  node,
         const char *format,
         ...) G_GNUC_PRINTF (3, 4);

static gboolean
invalid (Reader     *reader,
         xmlNodePtr  node,
         const char *format,
         ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (reader->error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_INVALID,
               "%s:%ld: %s", reader->name, MAX (xmlGetLineNo (node), 1L), message);
  return FALSE;
}

/* Numbers were checked by the schema; this only converts. */
static gint64
attr_number (xmlNodePtr  node,
             const char *name)
{
  g_autofree char *text = get_attr (node, name);

  return text ? g_ascii_strtoll (text, NULL, 10) : 0;
}

static gboolean
read_step (Reader       *reader,
           UmpireResult *result,
           xmlNodePtr    node)
{
  g_autofree char *kind_text = get_attr (node, "kind");
  g_autofree char *text = NULL;
  UmpireStepKind kind = UMPIRE_STEP_RULE;
  UmpireStep *step;
  xmlNodePtr roll_node = NULL;

  for (int k = UMPIRE_STEP_INPUT; k <= UMPIRE_STEP_OVERRIDE; k++)
    if (g_strcmp0 (kind_text, umpire_step_kind_to_string (k)) == 0)
      kind = k;

  for (xmlNodePtr child = node->children; child != NULL; child = child->next)
    if (is_element (child, "text"))
      text = get_text (child);
    else if (is_element (child, "roll"))
      roll_node = child;

  step = umpire_result_add_step (result, kind, NULL, "%s", text ? text : "");
  step->rule = get_attr (node, "rule");
  step->source = get_attr (node, "source");
  step->table = get_attr (node, "table");
  step->row = get_attr (node, "row");
  step->column = get_attr (node, "column");
  step->reading = get_attr (node, "reading");

  if (roll_node != NULL)
    {
      g_autofree char *dice = get_attr (roll_node, "dice");
      g_autofree char *origin = get_attr (roll_node, "origin");
      g_autoptr(GError) local_error = NULL;
      UmpireRoll *roll = g_new0 (UmpireRoll, 1);
      guint n = 0;

      step->roll = roll;
      if (!umpire_dice_expr_parse (dice, &roll->expr, &local_error))
        return invalid (reader, roll_node, "%s", local_error->message);
      roll->total = (guint) attr_number (roll_node, "total");
      roll->physical = g_strcmp0 (origin, "physical") == 0;
      roll->seed = (guint32) attr_number (roll_node, "seed");
      roll->sequence = (guint) attr_number (roll_node, "sequence");
      for (xmlNodePtr die = roll_node->children; die != NULL; die = die->next)
        {
          g_autofree char *value = NULL;

          if (!is_element (die, "die"))
            continue;
          if (n >= roll->expr.count)
            return invalid (reader, die, _("more dice than %s"), dice);
          value = get_text (die);
          roll->values[n++] = (guint) g_ascii_strtoull (value, NULL, 10);
        }
      if (n != roll->expr.count)
        return invalid (reader, roll_node, _("%s needs %u dice; %u given"), dice, roll->expr.count, n);
    }
  return TRUE;
}

static UmpireResult *
read_result (Reader     *reader,
             xmlNodePtr  node)
{
  g_autofree char *procedure = get_attr (node, "procedure");
  g_autoptr(UmpireResult) result = umpire_result_new (procedure);

  for (xmlNodePtr child = node->children; child != NULL; child = child->next)
    {
      g_autofree char *name = NULL;
      g_autofree char *text = NULL;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (is_element (child, "step"))
        {
          if (!read_step (reader, result, child))
            return NULL;
          continue;
        }
      name = get_attr (child, "name");
      text = get_text (child);
      if (is_element (child, "input"))
        umpire_result_set_input (result, name, "%s", text);
      else if (is_element (child, "value"))
        {
          g_autofree char *label = get_attr (child, "label");

          umpire_result_set_value (result, name, "%s", text);
          if (label != NULL)
            umpire_result_set_value_label (result, name, label);
        }
    }
  return g_steal_pointer (&result);
}

static gboolean
read_event (Reader         *reader,
            UmpireScenario *scenario,
            GHashTable     *ids,
            xmlNodePtr      node)
{
  g_autofree char *time_text = get_attr (node, "time");
  g_autofree char *system = get_attr (node, "system");
  g_autofree char *side_text = get_attr (node, "side");
  g_autofree char *reason = NULL;
  g_autoptr(GDateTime) time = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(UmpireEvent) event = NULL;
  guint id = (guint) attr_number (node, "id");
  guint overrides = (guint) attr_number (node, "overrides");
  UmpireSide side = UMPIRE_SIDE_NONE;

  if (g_hash_table_contains (ids, GUINT_TO_POINTER (id)))
    return invalid (reader, node, _("event id %u is used twice"), id);
  if (overrides != 0 && !g_hash_table_contains (ids, GUINT_TO_POINTER (overrides)))
    return invalid (reader, node, _("event %u overrides event %u, which is not before it"), id, overrides);
  g_hash_table_add (ids, GUINT_TO_POINTER (id));

  time = g_date_time_new_from_iso8601 (time_text, NULL);
  if (time == NULL)
    return invalid (reader, node, _("“%s” is not a time with a time zone"), time_text);
  umpire_side_from_string (side_text, &side);

  for (xmlNodePtr child = node->children; child != NULL; child = child->next)
    if (is_element (child, "override-reason"))
      reason = get_text (child);
    else if (is_element (child, "result"))
      {
        result = read_result (reader, child);
        if (result == NULL)
          return FALSE;
      }

  event = umpire_event_new (id, time, system, side, result);
  if (overrides != 0)
    umpire_event_set_override (event, overrides, reason);
  umpire_scenario_append_event (scenario, event);
  return TRUE;
}

static gboolean
read_scenario (Reader         *reader,
               UmpireScenario *scenario,
               xmlNodePtr      root)
{
  for (xmlNodePtr node = root->children; node != NULL; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;

      if (is_element (node, "title"))
        {
          g_autofree char *text = get_text (node);
          umpire_scenario_set_title (scenario, text);
        }
      else if (is_element (node, "year"))
        {
          g_autofree char *text = get_text (node);
          umpire_scenario_set_year (scenario, (int) g_ascii_strtoll (text, NULL, 10));
        }
      else if (is_element (node, "rule-system"))
        {
          g_autofree char *id = get_attr (node, "id");
          umpire_scenario_add_system (scenario, id);
        }
      else if (is_element (node, "optional-rule"))
        {
          g_autofree char *id = get_attr (node, "id");
          umpire_scenario_set_optional_rule (scenario, id, TRUE);
        }
      else if (is_element (node, "battle") || is_element (node, "terrain") ||
               is_element (node, "scale") || is_element (node, "notes"))
        {
          g_autofree char *text = get_text (node);

          if (is_element (node, "battle"))
            umpire_scenario_set_battle (scenario, text);
          else if (is_element (node, "terrain"))
            umpire_scenario_set_terrain (scenario, text);
          else if (is_element (node, "scale"))
            umpire_scenario_set_scale (scenario, text);
          else
            umpire_scenario_set_notes (scenario, text);
        }
      else if (is_element (node, "side"))
        {
          g_autofree char *role = get_attr (node, "role");
          g_autofree char *nation = get_attr (node, "nation");
          UmpireSide side = UMPIRE_SIDE_NONE;

          umpire_side_from_string (role, &side);
          if (umpire_scenario_get_side_nation (scenario, side) != NULL)
            return invalid (reader, node, _("the %s is given twice"), role);
          umpire_scenario_set_side (scenario, side, nation, (int) attr_number (node, "sub-units"));
        }
      else if (is_element (node, "unit"))
        {
          g_autofree char *side_text = get_attr (node, "side");
          g_autofree char *name = get_attr (node, "name");
          g_autofree char *nation = get_attr (node, "nation");
          g_autofree char *kind = get_attr (node, "kind");
          g_autofree char *notes = get_text (node);
          UmpireUnit unit = { name, UMPIRE_SIDE_NONE, nation, kind,
                              (int) attr_number (node, "strength"), *notes ? notes : NULL };

          umpire_side_from_string (side_text, &unit.side);
          umpire_scenario_add_unit (scenario, &unit);
        }
      else if (is_element (node, "play"))
        {
          umpire_scenario_set_turn (scenario, (int) attr_number (node, "turn"));
          umpire_scenario_set_lull_start (scenario, (int) attr_number (node, "lull-start"));
          umpire_scenario_set_lulls (scenario, (int) attr_number (node, "lulls"));
        }
      else if (is_element (node, "log"))
        {
          g_autoptr(GHashTable) ids = g_hash_table_new (NULL, NULL);
          guint cursor = (guint) attr_number (node, "cursor");

          for (xmlNodePtr event = node->children; event != NULL; event = event->next)
            if (is_element (event, "event") && !read_event (reader, scenario, ids, event))
              return FALSE;
          if (cursor > umpire_scenario_get_n_events (scenario))
            return invalid (reader, node, _("the undo cursor %u is past the %u events of the log"),
                            cursor, umpire_scenario_get_n_events (scenario));
          umpire_scenario_set_cursor (scenario, cursor);
        }
    }
  return TRUE;
}

static xmlRelaxNGPtr
get_schema (void)
{
  static gsize schema_once = 0;
  static xmlRelaxNGPtr schema = NULL;

  if (g_once_init_enter (&schema_once))
    {
      schema = umpire_xml_compile_schema (umpire_xml_get_core_resource (), SCHEMA_RESOURCE);
      g_once_init_leave (&schema_once, 1);
    }
  return schema;
}

/* Before the schema: is it a scenario at all, and one we can read? */
static gboolean
check_root (xmlNodePtr   root,
            const char  *name,
            GError     **error)
{
  g_autofree char *version_text = NULL;
  const char *ns = root->ns != NULL ? (const char *) root->ns->href : NULL;
  long line = MAX (xmlGetLineNo (root), 1L);
  gint64 version;
  char *end = NULL;

  if (!is_element (root, "scenario") || g_strcmp0 (ns, UMPIRE_SCENARIO_NAMESPACE) != 0)
    {
      g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_NOT_SCENARIO,
                   _("%s:%ld: not an Umpire scenario (the root must be <scenario> in %s)"),
                   name, line, UMPIRE_SCENARIO_NAMESPACE);
      return FALSE;
    }
  version_text = get_attr (root, "format-version");
  version = version_text ? g_ascii_strtoll (version_text, &end, 10) : 0;
  if (version_text == NULL || end == version_text || *end != '\0' || version < 1)
    {
      g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_SCHEMA,
                   _("%s:%ld: the format-version attribute is missing or not a number"),
                   name, line);
      return FALSE;
    }
  if (version > UMPIRE_SCENARIO_FORMAT_VERSION)
    {
      g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_NEWER,
                   _("%s:%ld: written by a newer version of Umpire (scenario format %lld; "
                     "this version reads format %d); update Umpire to open it"),
                   name, line, (long long) version, UMPIRE_SCENARIO_FORMAT_VERSION);
      return FALSE;
    }
  return TRUE;
}

UmpireScenario *
umpire_scenario_load_data (const char  *data,
                           gsize        length,
                           const char  *name,
                           GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autofree char *message = NULL;
  xmlDocPtr doc;
  int line = 0;
  Reader reader = { name, error };
  gboolean ok;

  doc = umpire_xml_parse_safely (data, length, name, &local_error);
  if (doc == NULL)
    {
      g_set_error_literal (error, UMPIRE_SCENARIO_ERROR,
                           local_error->code == UMPIRE_XML_ERROR_FORBIDDEN
                           ? UMPIRE_SCENARIO_ERROR_FORBIDDEN : UMPIRE_SCENARIO_ERROR_PARSE,
                           local_error->message);
      return NULL;
    }

  if (!check_root (xmlDocGetRootElement (doc), name, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }

  if (!umpire_xml_validate (doc, get_schema (), &line, &message))
    {
      g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_SCHEMA,
                   _("%s:%d: does not follow the scenario schema: %s"), name, line, message);
      xmlFreeDoc (doc);
      return NULL;
    }

  scenario = umpire_scenario_new ();
  ok = read_scenario (&reader, scenario, xmlDocGetRootElement (doc));
  xmlFreeDoc (doc);
  return ok ? g_steal_pointer (&scenario) : NULL;
}

UmpireScenario *
umpire_scenario_load_file (const char  *path,
                           GError     **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  GStatBuf info;

  g_return_val_if_fail (path != NULL, NULL);

  /* /dev/zero would fill memory and a named pipe block for ever. */
  if (g_stat (path, &info) == 0 && !S_ISREG (info.st_mode))
    {
      g_set_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_PARSE,
                   _("%s:%d: not a regular file"), path, 0);
      return NULL;
    }
  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;
  return umpire_scenario_load_data (data, length, path, error);
}

gboolean
umpire_scenario_save_file (UmpireScenario  *scenario,
                           const char      *path,
                           GError         **error)
{
  g_autofree char *xml = NULL;
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  xml = umpire_scenario_to_xml (scenario);
  file = g_file_new_for_path (path);
  /* GIO writes a temporary file and renames it over PATH, keeping the old
   * PATH as PATH~: a crash mid-save leaves one of them whole. */
  return g_file_replace_contents (file, xml, strlen (xml), NULL, TRUE,
                                  G_FILE_CREATE_NONE, NULL, NULL, error);
}

char *
umpire_scenario_autosave_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "umpire", "autosave" UMPIRE_SCENARIO_SUFFIX, NULL);
}

gboolean
umpire_scenario_write_autosave (UmpireScenario  *scenario,
                                const char      *path,
                                GError         **error)
{
  g_autofree char *xml = NULL;
  g_autofree char *dir = NULL;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("%s: cannot create the folder: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  xml = umpire_scenario_to_xml (scenario);
  /* Written to a temporary file, synced and renamed. */
  return g_file_set_contents_full (path, xml, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}
