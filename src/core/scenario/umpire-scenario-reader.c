/* umpire-scenario-reader.c: reading scenario files as a stream
 *
 * A long game's log is tens of thousands of elements. Building a tree and
 * validating it against the RELAX NG schema took most of a second for
 * 10 000 events, so the reader works on the SAX stream: each element is
 * checked against the grammar below as it arrives (the same grammar as
 * data/umpire-scenario.rng; tests validate written files against that
 * schema, and the scenario fuzzer checks that nothing the reader accepts is
 * refused by the schema) and turned into scenario, events and results at
 * once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "umpire-ref-string.h"
#include "umpire-catalogue.h"
#include "umpire-result-private.h"
#include "umpire-scenario-file.h"
#include "umpire-scenario-reader.h"
#include "umpire-xml.h"

typedef enum
{
  ELEMENT_NONE,
  ELEMENT_SCENARIO,
  ELEMENT_TITLE,
  ELEMENT_YEAR,
  ELEMENT_RULE_SYSTEM,
  ELEMENT_OPTIONAL_RULE,
  ELEMENT_BATTLE,
  ELEMENT_TERRAIN,
  ELEMENT_SCALE,
  ELEMENT_SIDE,
  ELEMENT_UNIT,
  ELEMENT_NOTES,
  ELEMENT_PLAY,
  ELEMENT_LOG,
  ELEMENT_EVENT,
  ELEMENT_OVERRIDE_REASON,
  ELEMENT_RESULT,
  ELEMENT_INPUT,
  ELEMENT_VALUE,
  ELEMENT_STEP,
  ELEMENT_TEXT,
  ELEMENT_ROLL,
  ELEMENT_DIE,
  ELEMENT_PREVIOUS_BATTLE,
  ELEMENT_CARRIED,
  ELEMENT_NEXT_BATTLE,
  N_ELEMENTS
} Element;

typedef enum
{
  CONTENT_EMPTY,
  CONTENT_TEXT,
  CONTENT_CHILDREN,
} Content;

/* The schema's datatypes, for attributes and text. */
typedef enum
{
  TYPE_ANY,
  TYPE_NONEMPTY,
  TYPE_ID,          /* [A-Za-z0-9][A-Za-z0-9_.:+-]* */
  TYPE_COUNT,       /* nonNegativeInteger */
  TYPE_POSITIVE,    /* positiveInteger */
  TYPE_INTEGER,
  TYPE_UNSIGNED,    /* unsignedInt */
  TYPE_SIDE,        /* none, attacker, defender */
  TYPE_ROLE,        /* attacker, defender */
  TYPE_STEP_KIND,
  TYPE_ORIGIN,      /* digital, physical */
  TYPE_DICE,        /* NdM */
  TYPE_DATE_TIME,   /* dateTime, with a time zone */
  TYPE_POSITIVE_LIST, /* positiveInteger, one or more, separated by spaces */
  TYPE_YES_NO,      /* yes, no */
  TYPE_DECIMAL,     /* decimal: a sign, digits, a point, digits */
} ValueType;

#define MAX_ATTRIBUTES 10

typedef struct
{
  const char *name;
  ValueType   type;
  gboolean    required;
} AttributeRule;

typedef struct
{
  const char    *name;
  Element        parent;
  int            order;      /* position among the parent's children */
  gboolean       repeats;
  gboolean       required;
  Content        content;
  ValueType      text_type;
  AttributeRule  attributes[MAX_ATTRIBUTES];
} ElementRule;

/* Indexed by Element; mirrors data/umpire-scenario.rng. */
static const ElementRule grammar[N_ELEMENTS] = {
  [ELEMENT_SCENARIO] = { "scenario", ELEMENT_NONE, 0, FALSE, TRUE, CONTENT_CHILDREN, TYPE_ANY,
                         { { "format-version", TYPE_ANY, FALSE }, { "generator", TYPE_ANY, FALSE } } },
  [ELEMENT_TITLE] = { "title", ELEMENT_SCENARIO, 0, FALSE, FALSE, CONTENT_TEXT, TYPE_ANY, { { NULL } } },
  [ELEMENT_YEAR] = { "year", ELEMENT_SCENARIO, 1, FALSE, FALSE, CONTENT_TEXT, TYPE_COUNT, { { NULL } } },
  [ELEMENT_RULE_SYSTEM] = { "rule-system", ELEMENT_SCENARIO, 2, TRUE, FALSE, CONTENT_EMPTY, TYPE_ANY,
                            { { "id", TYPE_ID, TRUE } } },
  [ELEMENT_OPTIONAL_RULE] = { "optional-rule", ELEMENT_SCENARIO, 3, TRUE, FALSE, CONTENT_EMPTY, TYPE_ANY,
                              { { "id", TYPE_ID, TRUE } } },
  [ELEMENT_BATTLE] = { "battle", ELEMENT_SCENARIO, 4, FALSE, FALSE, CONTENT_TEXT, TYPE_ID, { { NULL } } },
  [ELEMENT_TERRAIN] = { "terrain", ELEMENT_SCENARIO, 5, FALSE, FALSE, CONTENT_TEXT, TYPE_ID, { { NULL } } },
  [ELEMENT_SCALE] = { "scale", ELEMENT_SCENARIO, 6, FALSE, FALSE, CONTENT_TEXT, TYPE_ID, { { NULL } } },
  [ELEMENT_SIDE] = { "side", ELEMENT_SCENARIO, 7, TRUE, FALSE, CONTENT_EMPTY, TYPE_ANY,
                     { { "role", TYPE_ROLE, TRUE }, { "nation", TYPE_ID, FALSE },
                       { "sub-units", TYPE_COUNT, TRUE } } },
  /* A nation other than an id, and the attributes after strength, only
   * from format 3 on: checked in end_unit (). */
  [ELEMENT_UNIT] = { "unit", ELEMENT_SCENARIO, 8, TRUE, FALSE, CONTENT_TEXT, TYPE_ANY,
                     { { "name", TYPE_NONEMPTY, TRUE }, { "side", TYPE_SIDE, TRUE },
                       { "nation", TYPE_ANY, FALSE }, { "kind", TYPE_ANY, FALSE },
                       { "strength", TYPE_INTEGER, TRUE }, { "system", TYPE_ID, FALSE },
                       { "morale", TYPE_ID, FALSE }, { "trained", TYPE_YES_NO, FALSE },
                       { "veteran", TYPE_YES_NO, FALSE }, { "ammo-used", TYPE_COUNT, FALSE } } },
  [ELEMENT_NOTES] = { "notes", ELEMENT_SCENARIO, 9, FALSE, FALSE, CONTENT_TEXT, TYPE_ANY, { { NULL } } },
  /* From format 4 on: checked in start_element (). */
  [ELEMENT_PREVIOUS_BATTLE] = { "previous-battle", ELEMENT_SCENARIO, 10, FALSE, FALSE, CONTENT_CHILDREN, TYPE_ANY,
                                { { "file", TYPE_NONEMPTY, TRUE }, { "title", TYPE_ANY, FALSE } } },
  [ELEMENT_CARRIED] = { "carried", ELEMENT_PREVIOUS_BATTLE, 0, TRUE, FALSE, CONTENT_EMPTY, TYPE_ANY,
                        { { "side", TYPE_ROLE, TRUE }, { "name", TYPE_ID, TRUE },
                          { "value", TYPE_DECIMAL, TRUE } } },
  [ELEMENT_NEXT_BATTLE] = { "next-battle", ELEMENT_SCENARIO, 11, TRUE, FALSE, CONTENT_EMPTY, TYPE_ANY,
                            { { "file", TYPE_NONEMPTY, TRUE }, { "title", TYPE_ANY, FALSE } } },
  [ELEMENT_PLAY] = { "play", ELEMENT_SCENARIO, 12, FALSE, TRUE, CONTENT_EMPTY, TYPE_ANY,
                     { { "turn", TYPE_COUNT, TRUE }, { "lull-start", TYPE_COUNT, TRUE },
                       { "lulls", TYPE_COUNT, TRUE }, { "revealed", TYPE_POSITIVE_LIST, FALSE } } },
  [ELEMENT_LOG] = { "log", ELEMENT_SCENARIO, 13, FALSE, TRUE, CONTENT_CHILDREN, TYPE_ANY,
                    { { "cursor", TYPE_COUNT, TRUE } } },
  [ELEMENT_EVENT] = { "event", ELEMENT_LOG, 0, TRUE, FALSE, CONTENT_CHILDREN, TYPE_ANY,
                      { { "id", TYPE_POSITIVE, TRUE }, { "time", TYPE_DATE_TIME, TRUE },
                        { "system", TYPE_ID, FALSE }, { "side", TYPE_SIDE, TRUE },
                        { "overrides", TYPE_POSITIVE, FALSE }, { "turn", TYPE_COUNT, FALSE },
                        { "action", TYPE_POSITIVE, FALSE }, { "out-of-date", TYPE_NONEMPTY, FALSE } } },
  [ELEMENT_OVERRIDE_REASON] = { "override-reason", ELEMENT_EVENT, 0, FALSE, FALSE, CONTENT_TEXT,
                                TYPE_NONEMPTY, { { NULL } } },
  [ELEMENT_RESULT] = { "result", ELEMENT_EVENT, 1, FALSE, TRUE, CONTENT_CHILDREN, TYPE_ANY,
                       { { "procedure", TYPE_NONEMPTY, TRUE } } },
  [ELEMENT_INPUT] = { "input", ELEMENT_RESULT, 0, TRUE, FALSE, CONTENT_TEXT, TYPE_ANY,
                      { { "name", TYPE_NONEMPTY, TRUE } } },
  [ELEMENT_VALUE] = { "value", ELEMENT_RESULT, 1, TRUE, FALSE, CONTENT_TEXT, TYPE_ANY,
                      { { "name", TYPE_NONEMPTY, TRUE }, { "label", TYPE_ANY, FALSE } } },
  /* A step is written in full once, with an id, and then as <step ref=""/>;
   * which attributes go together is checked in start_step (). */
  [ELEMENT_STEP] = { "step", ELEMENT_RESULT, 2, TRUE, FALSE, CONTENT_CHILDREN, TYPE_ANY,
                     { { "kind", TYPE_STEP_KIND, FALSE }, { "rule", TYPE_ANY, FALSE },
                       { "source", TYPE_ANY, FALSE }, { "table", TYPE_ANY, FALSE },
                       { "row", TYPE_ANY, FALSE }, { "column", TYPE_ANY, FALSE },
                       { "reading", TYPE_ANY, FALSE }, { "id", TYPE_POSITIVE, FALSE },
                       { "ref", TYPE_POSITIVE_LIST, FALSE } } },
  [ELEMENT_TEXT] = { "text", ELEMENT_STEP, 0, FALSE, FALSE, CONTENT_TEXT, TYPE_ANY, { { NULL } } },
  [ELEMENT_ROLL] = { "roll", ELEMENT_STEP, 1, FALSE, FALSE, CONTENT_CHILDREN, TYPE_ANY,
                     { { "dice", TYPE_DICE, TRUE }, { "total", TYPE_COUNT, TRUE },
                       { "origin", TYPE_ORIGIN, TRUE }, { "seed", TYPE_UNSIGNED, TRUE },
                       { "sequence", TYPE_COUNT, TRUE } } },
  [ELEMENT_DIE] = { "die", ELEMENT_ROLL, 0, TRUE, TRUE, CONTENT_TEXT, TYPE_COUNT, { { NULL } } },
};

/* The attributes of the element last opened, checked against its rule,
 * by the rule's attribute index. The buffers are reused from element to
 * element: whatever outlives its element is copied. A text element's
 * attributes last until it closes, as nothing opens inside it. */
typedef struct
{
  const char *values[MAX_ATTRIBUTES];   /* NULL, or the buffer's text */
  GString    *buffers[MAX_ATTRIBUTES];
} Attributes;

static void
attributes_reset (Attributes *attributes)
{
  memset (attributes->values, 0, sizeof attributes->values);
}

static void
attributes_free (Attributes *attributes)
{
  for (guint i = 0; i < MAX_ATTRIBUTES; i++)
    if (attributes->buffers[i] != NULL)
      g_string_free (attributes->buffers[i], TRUE);
}

#define MAX_DEPTH 8   /* scenario > log > event > result > step > roll > die */

typedef struct
{
  Element  element;
  int      last_child_order;
  guint32  children_seen;     /* a bit per child Element */
} Frame;

typedef struct
{
  const char     *name;
  GError         *failure;    /* the first error; the rest of the file is only parsed */
  int             format_version;

  Frame           stack[MAX_DEPTH];
  int             depth;
  GString        *text;       /* of the current text-only element */
  Attributes      attributes;

  UmpireScenario *scenario;

  /* The event being read. */
  GHashTable     *event_ids;
  guint           event_id;
  guint           event_overrides;
  UmpireSide      event_side;
  GDateTime      *event_time;
  char           *event_system;
  char           *event_reason;
  int             event_turn;
  guint           event_action;
  char           *event_out_of_date;
  UmpireResult   *result;

  /* The step being read (unless it is a reference). */
  gboolean        step_is_ref;
  /* What references have expanded to, in bytes of step text, and the most
   * they may: a file's references are a shorthand, not a way to ask for
   * gigabytes (a step of 1 KB referred to a million times). */
  guint64         expanded;
  guint64         expanded_max;
  guint           step_id;
  UmpireStepKind  step_kind;
  char           *step_strings[6];   /* rule, source, table, row, column, reading */
  char           *step_text;
  UmpireRoll     *step_roll;
  int             roll_line;
  guint           roll_dice;
  GHashTable     *steps_by_id;       /* id → const UmpireStep * in an earlier result */

  guint           log_cursor;
  int             log_line;

  GHashTable     *labels;            /* value name → interned label last given (format 2) */
  GHashTable     *procedures;        /* procedure id as written → its descriptor, or NULL */

  /* libxml2 hands over names from its dictionary: the same pointer for
   * the same name all through a parse, so a name is compared once. */
  const xmlChar  *element_names[N_ELEMENTS];
  guint32         required_children[N_ELEMENTS];   /* a bit per required child */
  const xmlChar  *attribute_names[N_ELEMENTS][MAX_ATTRIBUTES];
} Reader;

static gboolean
fail (void       *ctx,
      int         code,
      const char *format,
      ...) G_GNUC_PRINTF (3, 4);

/* Records "NAME:LINE: message" (schema errors say so). The parse goes on
 * to the end without building anything more: if the file is not even
 * well-formed, that is the error to report, as it may be the cause. */
static gboolean
fail_at (void       *ctx,
         int         line,
         int         code,
         const char *message)
{
  Reader *reader = umpire_xml_sax_get_user_data (ctx);

  if (reader->failure != NULL)
    return FALSE;
  if (code == UMPIRE_SCENARIO_ERROR_SCHEMA)
    reader->failure = g_error_new (UMPIRE_SCENARIO_ERROR, code,
                                   _("%s:%d: does not follow the scenario schema: %s"),
                                   reader->name, line, message);
  else
    reader->failure = g_error_new (UMPIRE_SCENARIO_ERROR, code, "%s:%d: %s", reader->name, line, message);
  return FALSE;
}

static gboolean
fail (void       *ctx,
      int         code,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  return fail_at (ctx, umpire_xml_sax_get_line (ctx), code, message);
}

static gboolean
is_digits (const char *text,
           gboolean    allow_sign)
{
  if (allow_sign && (*text == '+' || *text == '-'))
    text++;
  else if (*text == '+')
    text++;
  if (*text == '\0')
    return FALSE;
  for (; *text; text++)
    if (!g_ascii_isdigit (*text))
      return FALSE;
  return TRUE;
}

/* Numbers as XML Schema writes them: whitespace around them is collapsed. */
static gboolean
parse_number (const char *text,
              gboolean    allow_sign,
              gint64     *number)
{
  const char *start, *end;
  gboolean negative = FALSE;
  guint64 value = 0;

  while (g_ascii_isspace (*text))
    text++;
  end = text + strlen (text);
  while (end > text && g_ascii_isspace (end[-1]))
    end--;
  if (allow_sign && *text == '-')
    negative = TRUE;
  if (*text == '+' || (allow_sign && *text == '-'))
    text++;
  if (text == end)
    return FALSE;
  for (start = text; text < end; text++)
    {
      if (!g_ascii_isdigit (*text))
        return FALSE;
      /* Past what any count in a file can be: refuse rather than wrap. */
      if (text - start >= 18)
        return FALSE;
      value = value * 10 + (guint64) (*text - '0');
    }
  if (number != NULL)
    *number = negative ? -(gint64) value : (gint64) value;
  return TRUE;
}

static gboolean
take_digits (const char **text,
             int          count,
             int         *value)
{
  *value = 0;
  for (int i = 0; i < count; i++, (*text)++)
    {
      if (!g_ascii_isdigit (**text))
        return FALSE;
      *value = *value * 10 + (**text - '0');
    }
  return TRUE;
}

/* XML Schema's dateTime with a time zone, as Umpire writes it
 * (2026-11-22T08:10:54.648715Z); GLib then checks the ranges. */
static gboolean
is_date_time (const char *text)
{
  int number, month, day, hour, minute, second, hours, minutes;

  if (!take_digits (&text, 4, &number) || *text++ != '-' ||
      !take_digits (&text, 2, &month) || *text++ != '-' ||
      !take_digits (&text, 2, &day) || *text++ != 'T' ||
      !take_digits (&text, 2, &hour) || *text++ != ':' ||
      !take_digits (&text, 2, &minute) || *text++ != ':' ||
      !take_digits (&text, 2, &second))
    return FALSE;
  /* The schema's ranges: no leap second (23:59:60), no month 13. */
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59)
    return FALSE;
  if (*text == '.')
    {
      if (!g_ascii_isdigit (*++text))
        return FALSE;
      while (g_ascii_isdigit (*text))
        text++;
    }
  if (text[0] == 'Z' && text[1] == '\0')
    return TRUE;
  if (*text != '+' && *text != '-')
    return FALSE;
  text++;
  return take_digits (&text, 2, &hours) && *text++ == ':' && take_digits (&text, 2, &minutes) &&
         *text == '\0' && minutes < 60 && hours * 60 + minutes <= 14 * 60;
}

/* An XML Schema list: items between runs of whitespace, at least one. */
static gboolean
is_positive_list (const char *text)
{
  guint items = 0;

  while (*text != '\0')
    {
      guint64 value = 0;
      int digits = 0;

      while (g_ascii_isspace (*text))
        text++;
      if (*text == '\0')
        break;
      if (*text == '+')
        text++;
      for (; g_ascii_isdigit (*text); text++, digits++)
        value = value * 10 + (guint64) (*text - '0');
      if (digits == 0 || digits > 9 || value == 0 || (*text != '\0' && !g_ascii_isspace (*text)))
        return FALSE;
      items++;
    }
  return items > 0;
}

/* The schema's decimal, at most 30 characters: no exponent, no "nan". */
static gboolean
is_decimal (const char *text)
{
  guint digits = 0;

  if (strlen (text) > 30)
    return FALSE;
  if (*text == '+' || *text == '-')
    text++;
  for (; g_ascii_isdigit (*text); text++)
    digits++;
  if (*text == '.')
    for (text++; g_ascii_isdigit (*text); text++)
      digits++;
  return digits > 0 && *text == '\0';
}

gboolean
umpire_scenario_reader_is_id (const char *text)
{
  if (!g_ascii_isalnum (*text))
    return FALSE;
  for (text++; *text; text++)
    if (!g_ascii_isalnum (*text) && strchr ("_.:+-", *text) == NULL)
      return FALSE;
  return TRUE;
}

static gboolean
parse_step_kind (const char     *text,
                 UmpireStepKind *kind)
{
  for (int k = UMPIRE_STEP_INPUT; k <= UMPIRE_STEP_OVERRIDE; k++)
    if (g_strcmp0 (text, umpire_step_kind_to_string (k)) == 0)
      {
        *kind = k;
        return TRUE;
      }
  return FALSE;
}

static gboolean
value_has_type (const char *text,
                ValueType   type)
{
  gint64 number;
  UmpireSide side;
  UmpireStepKind kind;

  switch (type)
    {
    case TYPE_ANY:
      return TRUE;
    case TYPE_NONEMPTY:
      return *text != '\0';
    case TYPE_ID:
      return umpire_scenario_reader_is_id (text);
    /* Counts and ids are ints in memory: what does not fit one is refused,
     * never saved back wrapped (2^32 as 0, 2^31 as negative). */
    case TYPE_COUNT:
      return parse_number (text, FALSE, &number) && number >= 0 && number <= G_MAXINT;
    case TYPE_POSITIVE:
      return parse_number (text, FALSE, &number) && number > 0 && number <= G_MAXINT;
    case TYPE_INTEGER:
      return parse_number (text, TRUE, &number) && number >= G_MININT && number <= G_MAXINT;
    case TYPE_UNSIGNED:
      /* As the schema's unsignedInt: digits only ("+7" is refused). */
      return *text != '+' && parse_number (text, FALSE, &number) && number <= G_MAXUINT32;
    case TYPE_SIDE:
      return umpire_side_from_string (text, &side);
    case TYPE_ROLE:
      return g_str_equal (text, "attacker") || g_str_equal (text, "defender");
    case TYPE_STEP_KIND:
      return parse_step_kind (text, &kind);
    case TYPE_ORIGIN:
      return g_str_equal (text, "digital") || g_str_equal (text, "physical");
    case TYPE_DATE_TIME:
      return is_date_time (text);
    case TYPE_POSITIVE_LIST:
      return is_positive_list (text);
    case TYPE_YES_NO:
      return g_str_equal (text, "yes") || g_str_equal (text, "no");
    case TYPE_DECIMAL:
      return is_decimal (text);
    case TYPE_DICE:
      {
        const char *d = strchr (text, 'd');
        g_autofree char *count = d ? g_strndup (text, d - text) : NULL;

        return d != NULL && is_digits (count, FALSE) && *count != '+' &&
               is_digits (d + 1, FALSE) && d[1] != '+';
      }
    default:
      g_assert_not_reached ();
    }
}


/* Without entity substitution libxml2 hands an "&" in an attribute value
 * over as "&#38;" (whether the file said &amp; or &#38;), for the tree
 * builder to decode; no other reference is left in a value. */
static void
copy_attribute_value (GString    *value,
                      const char *start,
                      const char *end)
{
  const char *amp;

  if (memchr (start, '&', end - start) == NULL)
    {
      g_string_set_size (value, end - start);
      memcpy (value->str, start, end - start);
      return;
    }
  g_string_truncate (value, 0);
  while ((amp = memchr (start, '&', end - start)) != NULL)
    {
      g_string_append_len (value, start, amp - start);
      g_string_append_c (value, '&');
      start = amp + 1;
      if (end - start >= 4 && memcmp (start, "#38;", 4) == 0)
        start += 4;
    }
  g_string_append_len (value, start, end - start);
}

static gboolean
read_attributes (void              *ctx,
                 Reader            *reader,
                 Element            element,
                 int                n_attributes,
                 const xmlChar    **raw,
                 Attributes        *attributes)
{
  const ElementRule *rule = &grammar[element];
  const xmlChar **known = reader->attribute_names[element];

  for (int a = 0; a < n_attributes; a++)
    {
      const char *name = (const char *) raw[a * 5];
      const char *uri = (const char *) raw[a * 5 + 2];
      const char *start = (const char *) raw[a * 5 + 3];
      const char *end = (const char *) raw[a * 5 + 4];
      int index = -1;

      for (int i = 0; uri == NULL && i < MAX_ATTRIBUTES && rule->attributes[i].name != NULL; i++)
        if (known[i] == raw[a * 5])
          {
            index = i;
            break;
          }
      for (int i = 0; index < 0 && uri == NULL && i < MAX_ATTRIBUTES && rule->attributes[i].name != NULL; i++)
        if (g_str_equal (rule->attributes[i].name, name))
          {
            index = i;
            known[i] = raw[a * 5];
          }
      if (index >= 0 && attributes->values[index] != NULL)
        index = -1;   /* libxml2 refuses repeated attributes; be sure */
      if (index >= 0 && attributes->buffers[index] == NULL)
        attributes->buffers[index] = g_string_sized_new (64);
      if (index < 0)
        return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("<%s> has no attribute “%s”"), rule->name, name);
      copy_attribute_value (attributes->buffers[index], start, end);
      attributes->values[index] = attributes->buffers[index]->str;
      if (!value_has_type (attributes->values[index], rule->attributes[index].type))
        return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("“%s” is not a valid %s attribute of <%s>"),
                     attributes->values[index], name, rule->name);
    }
  for (int i = 0; i < MAX_ATTRIBUTES && rule->attributes[i].name != NULL; i++)
    if (rule->attributes[i].required && attributes->values[i] == NULL)
      return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("<%s> needs the attribute “%s”"),
                   rule->name, rule->attributes[i].name);
  return TRUE;
}

static gint64
number_or_zero (const char *text)
{
  gint64 number = 0;

  if (text != NULL)
    parse_number (text, TRUE, &number);
  return number;
}

static void
clear_step (Reader *reader)
{
  for (guint i = 0; i < G_N_ELEMENTS (reader->step_strings); i++)
    g_clear_pointer (&reader->step_strings[i], g_free);
  g_clear_pointer (&reader->step_text, g_free);
  g_clear_pointer (&reader->step_roll, g_free);
}

static void
clear_event (Reader *reader)
{
  g_clear_pointer (&reader->event_time, g_date_time_unref);
  g_clear_pointer (&reader->event_system, g_free);
  g_clear_pointer (&reader->event_reason, g_free);
  g_clear_pointer (&reader->event_out_of_date, g_free);
  g_clear_object (&reader->result);
}

/* ---------------------------------------------------------------------- */
/* Elements, as they open                                                 */

/* Before anything else of the root: can this version read the file at all?
 * A newer file may have anything in it, so its version is all we look at. */
static gboolean
check_format_version (void           *ctx,
                      Reader         *reader,
                      int             n_attributes,
                      const xmlChar **raw)
{
  g_autoptr(GString) version_buffer = g_string_new (NULL);
  const char *version_text = NULL;
  gint64 version = 0;

  for (int a = 0; a < n_attributes; a++)
    if (raw[a * 5 + 2] == NULL && g_str_equal ((const char *) raw[a * 5], "format-version"))
      {
        copy_attribute_value (version_buffer, (const char *) raw[a * 5 + 3], (const char *) raw[a * 5 + 4]);
        version_text = version_buffer->str;
      }

  if (version_text == NULL || !parse_number (version_text, FALSE, &version) || version < 1)
    {
      /* Said plainly: the schema to follow depends on the version. */
      reader->failure = g_error_new (UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_SCHEMA,
                                     _("%s:%d: the format-version attribute is missing or not a number"),
                                     reader->name, umpire_xml_sax_get_line (ctx));
      return FALSE;
    }
  if (version > UMPIRE_SCENARIO_FORMAT_VERSION)
    return fail (ctx, UMPIRE_SCENARIO_ERROR_NEWER,
                 _("written by a newer version of Umpire (scenario format %lld; "
                   "this version reads format %d); update Umpire to open it"),
                 (long long) version, UMPIRE_SCENARIO_FORMAT_VERSION);
  reader->format_version = (int) version;
  return TRUE;
}

static gboolean
start_event (void       *ctx,
             Reader     *reader,
             Attributes *attributes)
{
  guint id = (guint) number_or_zero (attributes->values[0]);
  guint overrides = (guint) number_or_zero (attributes->values[4]);

  if (g_hash_table_contains (reader->event_ids, GUINT_TO_POINTER (id)))
    return fail (ctx, UMPIRE_SCENARIO_ERROR_INVALID, _("event id %u is used twice"), id);
  if (overrides != 0 && !g_hash_table_contains (reader->event_ids, GUINT_TO_POINTER (overrides)))
    return fail (ctx, UMPIRE_SCENARIO_ERROR_INVALID,
                 _("event %u overrides event %u, which is not before it"), id, overrides);
  g_hash_table_add (reader->event_ids, GUINT_TO_POINTER (id));

  clear_event (reader);
  reader->event_id = id;
  reader->event_overrides = overrides;
  reader->event_time = g_date_time_new_from_iso8601 (attributes->values[1], NULL);
  if (reader->event_time == NULL)
    return fail (ctx, UMPIRE_SCENARIO_ERROR_INVALID, _("“%s” is not a time with a time zone"),
                 attributes->values[1]);
  reader->event_system = g_strdup (attributes->values[2]);
  umpire_side_from_string (attributes->values[3], &reader->event_side);
  /* What events gained with the battle's state: optional, so every file
   * written before reads as it did. */
  reader->event_turn = (int) number_or_zero (attributes->values[5]);
  reader->event_action = (guint) number_or_zero (attributes->values[6]);
  reader->event_out_of_date = g_strdup (attributes->values[7]);
  return TRUE;
}

static gboolean
start_step (void       *ctx,
            Reader     *reader,
            Attributes *attributes)
{
  const char *ref = attributes->values[8];
  const char *id = attributes->values[7];
  const char *kind = attributes->values[0];

  clear_step (reader);
  reader->step_is_ref = ref != NULL;
  reader->step_id = 0;

  if ((ref != NULL || id != NULL) && reader->format_version < 2)
    return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA,
                 _("<step> has ids and references only from scenario format 2 on"));
  if (ref != NULL)
    {
      const char *next = ref;

      for (int i = 0; i < 8; i++)
        if (attributes->values[i] != NULL)
          return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA,
                       _("<step ref=\"…\"> has no other attributes"));
      /* The ids were checked as a list of positive numbers. */
      while (*next != '\0')
        {
          char *end = NULL;
          guint64 step_id = g_ascii_strtoull (next, &end, 10);
          const UmpireStep *step;

          if (end == next)
            break;
          next = end;
          step = g_hash_table_lookup (reader->steps_by_id, GUINT_TO_POINTER ((guint) step_id));
          if (step == NULL)
            return fail (ctx, UMPIRE_SCENARIO_ERROR_INVALID,
                         _("step %u is referred to before it is written"), (guint) step_id);
          reader->expanded += strlen (step->text ? step->text : "") + 1;
          if (reader->expanded > reader->expanded_max)
            return fail (ctx, UMPIRE_SCENARIO_ERROR_INVALID,
                         _("the step references expand to more than %u MB of text; "
                           "no scenario Umpire writes does that"),
                         (guint) MIN (reader->expanded_max / (1024 * 1024), G_MAXUINT));
          umpire_result_copy_step (reader->result, step);
        }
      return TRUE;
    }
  if (kind == NULL)
    return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("<step> needs the attribute “kind”"));
  parse_step_kind (kind, &reader->step_kind);
  if (id != NULL)
    {
      reader->step_id = (guint) number_or_zero (id);
      if (g_hash_table_contains (reader->steps_by_id, GUINT_TO_POINTER (reader->step_id)))
        return fail (ctx, UMPIRE_SCENARIO_ERROR_INVALID, _("step id %s is used twice"), id);
    }
  for (guint i = 0; i < G_N_ELEMENTS (reader->step_strings); i++)
    reader->step_strings[i] = g_strdup (attributes->values[i + 1]);
  return TRUE;
}

static gboolean
start_roll (void       *ctx,
            Reader     *reader,
            Attributes *attributes)
{
  g_autoptr(GError) local_error = NULL;
  UmpireRoll *roll = g_new0 (UmpireRoll, 1);

  reader->step_roll = roll;
  reader->roll_line = umpire_xml_sax_get_line (ctx);
  reader->roll_dice = 0;
  if (!umpire_dice_expr_parse (attributes->values[0], &roll->expr, &local_error))
    return fail (ctx, UMPIRE_SCENARIO_ERROR_INVALID, "%s", local_error->message);
  roll->total = (guint) number_or_zero (attributes->values[1]);
  roll->physical = g_str_equal (attributes->values[2], "physical");
  roll->seed = (guint32) number_or_zero (attributes->values[3]);
  roll->sequence = (guint) number_or_zero (attributes->values[4]);
  return TRUE;
}

static gboolean
start_element (void       *ctx,
               Reader     *reader,
               Element     element,
               Attributes *attributes)
{
  UmpireScenario *scenario = reader->scenario;
  UmpireSide side = UMPIRE_SIDE_NONE;

  switch (element)
    {
    case ELEMENT_RULE_SYSTEM:
      umpire_scenario_add_system (scenario, attributes->values[0]);
      return TRUE;
    case ELEMENT_OPTIONAL_RULE:
      umpire_scenario_set_optional_rule (scenario, attributes->values[0], TRUE);
      return TRUE;
    case ELEMENT_SIDE:
      umpire_side_from_string (attributes->values[0], &side);
      if (umpire_scenario_get_side_nation (scenario, side) != NULL)
        return fail (ctx, UMPIRE_SCENARIO_ERROR_INVALID, _("the %s is given twice"), attributes->values[0]);
      umpire_scenario_set_side (scenario, side, attributes->values[1],
                                (int) number_or_zero (attributes->values[2]));
      return TRUE;
    case ELEMENT_PREVIOUS_BATTLE:
    case ELEMENT_CARRIED:
    case ELEMENT_NEXT_BATTLE:
      if (reader->format_version < 4)
        return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("<%s> is in scenario files only from format 4 on"),
                     grammar[element].name);
      if (element == ELEMENT_PREVIOUS_BATTLE)
        umpire_scenario_set_previous_battle (scenario, attributes->values[0], attributes->values[1]);
      else if (element == ELEMENT_NEXT_BATTLE)
        umpire_scenario_add_next_battle (scenario, attributes->values[0], attributes->values[1]);
      else
        {
          umpire_side_from_string (attributes->values[0], &side);
          if (umpire_scenario_get_carried_figure (scenario, side, attributes->values[1]) != NULL)
            return fail (ctx, UMPIRE_SCENARIO_ERROR_INVALID, _("the %s’s carried figure “%s” is given twice"),
                         attributes->values[0], attributes->values[1]);
          umpire_scenario_set_carried_figure (scenario, side, attributes->values[1], attributes->values[2]);
        }
      return TRUE;
    case ELEMENT_PLAY:
      umpire_scenario_set_turn (scenario, (int) number_or_zero (attributes->values[0]));
      umpire_scenario_set_lull_start (scenario, (int) number_or_zero (attributes->values[1]));
      umpire_scenario_set_lulls (scenario, (int) number_or_zero (attributes->values[2]));
      /* The results shown to the players; none in a file without it. */
      if (attributes->values[3] != NULL)
        {
          g_auto(GStrv) ids = g_strsplit_set (attributes->values[3], " \t\r\n", -1);

          for (guint i = 0; ids[i] != NULL; i++)
            if (*ids[i] != '\0')
              umpire_scenario_set_revealed (scenario, (guint) g_ascii_strtoull (ids[i], NULL, 10), TRUE);
        }
      return TRUE;
    case ELEMENT_LOG:
      reader->log_cursor = (guint) number_or_zero (attributes->values[0]);
      reader->log_line = umpire_xml_sax_get_line (ctx);
      return TRUE;
    case ELEMENT_EVENT:
      return start_event (ctx, reader, attributes);
    case ELEMENT_RESULT:
      {
        /* The descriptor of the procedure, for its labels and words; an id
         * an earlier version wrote ("setup-support", "crt") reads as the
         * procedure's id now ("1916.support", "weltkrieg.crt"). A
         * procedure no descriptor names (a plain roll) keeps its id. */
        const UmpireProcedureInfo *info = NULL;
        gpointer found;

        /* A log names a handful of procedures thousands of times. */
        if (g_hash_table_lookup_extended (reader->procedures, attributes->values[0], NULL, &found))
          info = found;
        else
          {
            info = umpire_catalogue_find (attributes->values[0]);
            g_hash_table_insert (reader->procedures, g_strdup (attributes->values[0]), (gpointer) info);
          }

        reader->result = info != NULL ? umpire_result_new_for (info) : umpire_result_new (attributes->values[0]);
        return TRUE;
      }
    case ELEMENT_STEP:
      return start_step (ctx, reader, attributes);
    case ELEMENT_ROLL:
      if (reader->step_is_ref)
        return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("<step ref=\"…\"> has no content"));
      return start_roll (ctx, reader, attributes);
    case ELEMENT_TEXT:
      if (reader->step_is_ref)
        return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("<step ref=\"…\"> has no content"));
      return TRUE;
    default:
      return TRUE;
    }
}

/* ---------------------------------------------------------------------- */
/* Elements, as they close                                                */

static gboolean
end_unit (void       *ctx,
          Reader     *reader,
          Attributes *attributes,
          const char *text)
{
  /* add_unit () copies the strings. */
  UmpireUnit unit = {
    .name = (char *) attributes->values[0],
    .side = UMPIRE_SIDE_NONE,
    .nation = (char *) attributes->values[2],
    .kind = (char *) attributes->values[3],
    .strength = (int) number_or_zero (attributes->values[4]),
    .notes = *text ? (char *) text : NULL,
    .system = (char *) attributes->values[5],
    .morale = (char *) attributes->values[6],
    .trained = g_strcmp0 (attributes->values[7], "yes") == 0,
    .veteran = g_strcmp0 (attributes->values[8], "yes") == 0,
    .ammo_used = (int) number_or_zero (attributes->values[9]),
  };

  if (reader->format_version < 3)
    {
      if (unit.nation != NULL && !umpire_scenario_reader_is_id (unit.nation))
        return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("“%s” is not a valid %s attribute of <%s>"),
                     unit.nation, "nation", "unit");
      for (guint i = 5; i < MAX_ATTRIBUTES; i++)
        if (attributes->values[i] != NULL)
          return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA,
                       _("<unit> has the attribute “%s” only from scenario format 3 on"),
                       grammar[ELEMENT_UNIT].attributes[i].name);
    }
  umpire_side_from_string (attributes->values[1], &unit.side);
  umpire_scenario_add_unit (reader->scenario, &unit);
  return TRUE;
}

static gboolean
end_text_element (void       *ctx,
                  Reader     *reader,
                  Element     element,
                  Attributes *attributes,
                  const char *text)
{
  UmpireScenario *scenario = reader->scenario;

  switch (element)
    {
    case ELEMENT_TITLE:
      umpire_scenario_set_title (scenario, text);
      break;
    case ELEMENT_YEAR:
      umpire_scenario_set_year (scenario, (int) number_or_zero (text));
      break;
    case ELEMENT_BATTLE:
      umpire_scenario_set_battle (scenario, text);
      break;
    case ELEMENT_TERRAIN:
      umpire_scenario_set_terrain (scenario, text);
      break;
    case ELEMENT_SCALE:
      umpire_scenario_set_scale (scenario, text);
      break;
    case ELEMENT_NOTES:
      umpire_scenario_set_notes (scenario, text);
      break;
    case ELEMENT_UNIT:
      return end_unit (ctx, reader, attributes, text);
    case ELEMENT_OVERRIDE_REASON:
      g_free (reader->event_reason);
      reader->event_reason = g_strdup (text);
      break;
    case ELEMENT_INPUT:
      _umpire_result_add_input (reader->result, attributes->values[0], text);
      break;
    case ELEMENT_VALUE:
      {
        const char *name = attributes->values[0];
        char *label = NULL;

        /* From format 2 on, a label is written where it changes. */
        if (attributes->values[1] != NULL)
          {
            label = umpire_ref_string_intern (attributes->values[1]);
            if (reader->format_version >= 2)
              g_hash_table_insert (reader->labels, g_strdup (name), g_ref_string_acquire (label));
          }
        else if (reader->format_version >= 2)
          {
            label = g_hash_table_lookup (reader->labels, name);
            if (label != NULL)
              g_ref_string_acquire (label);
          }
        /* A label the file holds was written in the language of the day;
         * a value the descriptor describes takes its label from there, in
         * the umpire's language now. */
        _umpire_result_add_value (reader->result, name, text,
                                   umpire_procedure_info_find_value (umpire_result_get_info (reader->result), name)
                                   ? NULL : label);
        if (label != NULL)
          umpire_ref_string_release (label);
      }
      break;
    case ELEMENT_TEXT:
      g_free (reader->step_text);
      reader->step_text = g_strdup (text);
      break;
    case ELEMENT_DIE:
      if (reader->roll_dice >= reader->step_roll->expr.count)
        return fail (ctx, UMPIRE_SCENARIO_ERROR_INVALID, _("more dice than %u"),
                     reader->step_roll->expr.count);
      reader->step_roll->values[reader->roll_dice++] = (guint) number_or_zero (text);
      break;
    default:
      break;
    }
  return TRUE;
}

static gboolean
end_step (void   *ctx,
          Reader *reader)
{
  UmpireStep *step;

  if (reader->step_is_ref)
    return TRUE;
  if (reader->step_text == NULL)
    return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("<step> needs a <text>"));
  step = umpire_result_add_step (reader->result, reader->step_kind, NULL, "%s", reader->step_text);
  step->rule = g_steal_pointer (&reader->step_strings[0]);
  step->source = g_steal_pointer (&reader->step_strings[1]);
  step->table = g_steal_pointer (&reader->step_strings[2]);
  step->row = g_steal_pointer (&reader->step_strings[3]);
  step->column = g_steal_pointer (&reader->step_strings[4]);
  step->reading = g_steal_pointer (&reader->step_strings[5]);
  step->roll = g_steal_pointer (&reader->step_roll);
  if (reader->step_id != 0)
    g_hash_table_insert (reader->steps_by_id, GUINT_TO_POINTER (reader->step_id), step);
  clear_step (reader);
  return TRUE;
}

static gboolean
end_element (void    *ctx,
             Reader  *reader,
             Element  element)
{
  switch (element)
    {
    case ELEMENT_STEP:
      return end_step (ctx, reader);
    case ELEMENT_ROLL:
      if (reader->roll_dice != reader->step_roll->expr.count)
        {
          g_autofree char *dice = umpire_dice_expr_to_string (&reader->step_roll->expr);
          g_autofree char *message = g_strdup_printf (_("%s needs %u dice; %u given"), dice,
                                                      reader->step_roll->expr.count, reader->roll_dice);

          return fail_at (ctx, reader->roll_line, UMPIRE_SCENARIO_ERROR_INVALID, message);
        }
      return TRUE;
    case ELEMENT_EVENT:
      {
        g_autoptr(UmpireEvent) event = NULL;

        if ((reader->event_overrides != 0) != (reader->event_reason != NULL))
          return fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA,
                       _("an event’s overrides attribute and <override-reason> go together"));
        event = umpire_event_new (reader->event_id, reader->event_time, reader->event_system,
                                  reader->event_side, reader->result);
        if (reader->event_overrides != 0)
          umpire_event_set_override (event, reader->event_overrides, reader->event_reason);
        umpire_event_set_turn (event, reader->event_turn);
        umpire_event_set_action (event, reader->event_action);
        umpire_event_set_out_of_date (event, reader->event_out_of_date);
        umpire_scenario_append_event (reader->scenario, event);
        clear_event (reader);
        return TRUE;
      }
    case ELEMENT_LOG:
      if (reader->log_cursor > umpire_scenario_get_n_events (reader->scenario))
        {
          g_autofree char *message =
            g_strdup_printf (_("the undo cursor %u is past the %u events of the log"),
                             reader->log_cursor, umpire_scenario_get_n_events (reader->scenario));

          return fail_at (ctx, reader->log_line, UMPIRE_SCENARIO_ERROR_INVALID, message);
        }
      umpire_scenario_set_cursor (reader->scenario, reader->log_cursor);
      return TRUE;
    default:
      return TRUE;
    }
}

/* ---------------------------------------------------------------------- */
/* SAX callbacks: the grammar                                             */

static Element
lookup_element (Reader        *reader,
                const xmlChar *name,
                const xmlChar *uri)
{
  if (uri == NULL || strcmp ((const char *) uri, UMPIRE_SCENARIO_NAMESPACE) != 0)
    return ELEMENT_NONE;
  /* Most elements are values, inputs and steps: look there first. */
  if (reader->element_names[ELEMENT_VALUE] == name)
    return ELEMENT_VALUE;
  if (reader->element_names[ELEMENT_STEP] == name)
    return ELEMENT_STEP;
  for (int e = ELEMENT_SCENARIO; e < N_ELEMENTS; e++)
    if (reader->element_names[e] == name)
      return e;
  for (int e = ELEMENT_SCENARIO; e < N_ELEMENTS; e++)
    if (strcmp (grammar[e].name, (const char *) name) == 0)
      {
        reader->element_names[e] = name;
        return e;
      }
  return ELEMENT_NONE;
}

static void
on_start_element (void           *ctx,
                  const xmlChar  *localname,
                  const xmlChar  *prefix,
                  const xmlChar  *uri,
                  int             n_namespaces,
                  const xmlChar **namespaces,
                  int             n_attributes,
                  int             n_defaulted,
                  const xmlChar **raw_attributes)
{
  Reader *reader = umpire_xml_sax_get_user_data (ctx);
  const char *name = (const char *) localname;
  Element element = lookup_element (reader, localname, uri);
  Frame *parent = reader->depth > 0 ? &reader->stack[reader->depth - 1] : NULL;
  const ElementRule *rule;
  Attributes *attributes = &reader->attributes;

  if (reader->failure != NULL)
    return;
  if (parent == NULL)
    {
      if (element != ELEMENT_SCENARIO)
        {
          fail (ctx, UMPIRE_SCENARIO_ERROR_NOT_SCENARIO,
                _("not an Umpire scenario (the root must be <scenario> in %s)"),
                UMPIRE_SCENARIO_NAMESPACE);
          return;
        }
      if (!check_format_version (ctx, reader, n_attributes, raw_attributes))
        return;
    }
  else if (element == ELEMENT_NONE || grammar[element].parent != parent->element)
    {
      fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("<%s> is not expected in <%s>"),
            name, grammar[parent->element].name);
      return;
    }
  rule = &grammar[element];

  if (parent != NULL)
    {
      if (rule->order < parent->last_child_order ||
          (rule->order == parent->last_child_order && !rule->repeats))
        {
          fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("<%s> is not expected here in <%s>"),
                name, grammar[parent->element].name);
          return;
        }
      parent->last_child_order = rule->order;
      parent->children_seen |= 1u << element;
    }

  attributes_reset (attributes);
  if (!read_attributes (ctx, reader, element, n_attributes, raw_attributes, attributes))
    return;
  if (!start_element (ctx, reader, element, attributes))
    return;

  /* The grammar nests no deeper than MAX_DEPTH. */
  g_assert (reader->depth < MAX_DEPTH);
  reader->stack[reader->depth++] = (Frame) { element, -1, 0 };
  if (rule->content == CONTENT_TEXT)
    g_string_truncate (reader->text, 0);
}

static void
on_end_element (void          *ctx,
                const xmlChar *localname,
                const xmlChar *prefix,
                const xmlChar *uri)
{
  Reader *reader = umpire_xml_sax_get_user_data (ctx);
  Frame *frame;
  const ElementRule *rule;

  if (reader->failure != NULL || reader->depth == 0)
    return;
  frame = &reader->stack[reader->depth - 1];
  rule = &grammar[frame->element];

  /* Required children that never came. */
  if ((frame->children_seen & reader->required_children[frame->element]) !=
      reader->required_children[frame->element])
    for (int e = ELEMENT_SCENARIO; e < N_ELEMENTS; e++)
      if (grammar[e].parent == frame->element && grammar[e].required &&
          (frame->children_seen & (1u << e)) == 0)
        {
          fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("<%s> needs a <%s>"), rule->name, grammar[e].name);
          return;
        }

  if (rule->content == CONTENT_TEXT)
    {
      if (!value_has_type (reader->text->str, rule->text_type))
        {
          fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("“%s” is not a valid <%s>"),
                reader->text->str, rule->name);
          return;
        }
      if (!end_text_element (ctx, reader, frame->element, &reader->attributes, reader->text->str))
        return;
    }
  if (!end_element (ctx, reader, frame->element))
    return;
  reader->depth--;
}

static void
on_characters (void          *ctx,
               const xmlChar *characters,
               int            length)
{
  Reader *reader = umpire_xml_sax_get_user_data (ctx);
  const ElementRule *rule;

  if (reader->failure != NULL || reader->depth == 0)
    return;
  rule = &grammar[reader->stack[reader->depth - 1].element];
  if (rule->content == CONTENT_TEXT)
    {
      g_string_append_len (reader->text, (const char *) characters, length);
      return;
    }
  /* Indentation between elements is fine; words are not. */
  for (int i = 0; i < length; i++)
    if (!g_ascii_isspace (characters[i]))
      {
        fail (ctx, UMPIRE_SCENARIO_ERROR_SCHEMA, _("<%s> has text; it takes only elements"), rule->name);
        return;
      }
}

/* Reads a scenario of `length` bytes with `parse`, which calls back with
 * `reader`. */
static UmpireScenario *
read_scenario (gsize        length,
               const char  *name,
               gboolean   (*parse) (Reader *reader, gpointer data, GError **error),
               gpointer     data,
               GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  Reader reader = { 0 };
  gboolean ok;

  reader.name = name;
  /* A long game's references expand its log a few times over (format 2
   * writes a repeated step once); 64 times the file and 64 MB is far more. */
  reader.expanded_max = 64 * (guint64) length + 64 * 1024 * 1024;
  for (int e = ELEMENT_SCENARIO; e < N_ELEMENTS; e++)
    if (grammar[e].required && grammar[e].parent != ELEMENT_NONE)
      reader.required_children[grammar[e].parent] |= 1u << e;
  reader.text = g_string_new (NULL);
  reader.scenario = umpire_scenario_new ();
  reader.event_ids = g_hash_table_new (NULL, NULL);
  reader.steps_by_id = g_hash_table_new (NULL, NULL);
  reader.labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) umpire_ref_string_release);
  reader.procedures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  ok = parse (&reader, data, &local_error);
  if (!ok && local_error->domain == UMPIRE_XML_ERROR)
    g_set_error_literal (error, UMPIRE_SCENARIO_ERROR,
                         local_error->code == UMPIRE_XML_ERROR_FORBIDDEN
                         ? UMPIRE_SCENARIO_ERROR_FORBIDDEN : UMPIRE_SCENARIO_ERROR_PARSE,
                         local_error->message);
  else if (!ok)
    g_propagate_error (error, g_steal_pointer (&local_error));   /* the file could not be read */
  else if (reader.failure != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&reader.failure));
      ok = FALSE;
    }
  g_clear_error (&reader.failure);

  clear_step (&reader);
  clear_event (&reader);
  attributes_free (&reader.attributes);
  g_hash_table_unref (reader.steps_by_id);
  g_hash_table_unref (reader.labels);
  g_hash_table_unref (reader.procedures);
  g_hash_table_unref (reader.event_ids);
  g_string_free (reader.text, TRUE);
  if (!ok)
    g_clear_object (&reader.scenario);
  return reader.scenario;
}

static const UmpireXmlSaxHandler handler = { on_start_element, on_end_element, on_characters };

typedef struct
{
  const char *data;
  gsize       length;
} Memory;

static gboolean
parse_memory (Reader   *reader,
              gpointer  data,
              GError  **error)
{
  Memory *memory = data;

  return umpire_xml_parse_sax_safely (memory->data, memory->length, reader->name, &handler, reader, error);
}

UmpireScenario *
umpire_scenario_read (const char  *data,
                      gsize        length,
                      const char  *name,
                      GError     **error)
{
  Memory memory = { data, length };

  return read_scenario (length, name, parse_memory, &memory, error);
}

static gboolean
parse_file (Reader   *reader,
            gpointer  data,
            GError  **error)
{
  return umpire_xml_parse_sax_file_safely (GPOINTER_TO_INT (data), reader->name, &handler, reader, error);
}

UmpireScenario *
umpire_scenario_read_file (int          fd,
                           gsize        length,
                           const char  *name,
                           GError     **error)
{
  return read_scenario (length, name, parse_file, GINT_TO_POINTER (fd), error);
}
