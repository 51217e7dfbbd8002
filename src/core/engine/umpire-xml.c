/* umpire-xml.c: safe XML parsing and schema validation
 *
 * Rule files and scenario files come from other people: parsing never
 * touches the network, never reads a DTD and never expands an entity (a
 * DOCTYPE is refused before anything in it is read).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <libxml/xmlerror.h>
#include <string.h>
#include <unistd.h>

#include "umpire-xml.h"

G_DEFINE_QUARK (umpire-xml-error-quark, umpire_xml_error)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlParserCtxt, xmlFreeParserCtxt)

static xmlParserInputPtr
refuse_external_entity (const char       *url,
                        const char       *id,
                        xmlParserCtxtPtr  ctxt)
{
  /* Our files never need anything from outside themselves. */
  return NULL;
}

static void
ensure_libxml (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      xmlInitParser ();
      xmlSetExternalEntityLoader (refuse_external_entity);
      g_once_init_leave (&initialized, 1);
    }
}

/* Lives in the parser context's _private for the length of a parse. */
typedef struct
{
  int line;
  gboolean seen;        /* a DOCTYPE */
  int first_error_line;
  char *first_error;
  gpointer user_data;   /* the caller's, for SAX callbacks */
} DoctypeGuard;

static void
refuse_doctype (void          *ctx,
                const xmlChar *name,
                const xmlChar *external_id,
                const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = ctx;
  DoctypeGuard *guard = ctxt->_private;

  guard->seen = TRUE;
  guard->line = ctxt->input != NULL ? ctxt->input->line : 0;
  xmlStopParser (ctxt);
}

/* The parser carries on after a fatal error, and its last error is often a
 * consequence ("Extra content at the end") of the first, which says what is
 * wrong ("AttValue length too long"). */
static void
record_first_parse_error (void        *user_data,
                          xmlErrorPtr  xerr)
{
  xmlParserCtxtPtr ctxt = user_data;
  DoctypeGuard *guard = ctxt->_private;

  if (guard->first_error != NULL || xerr->level < XML_ERR_ERROR)
    return;
  guard->first_error_line = xerr->line;
  guard->first_error = g_strdup (xerr->message != NULL ? xerr->message : "");
}

/* libxml2 2.9 checks each attribute of an element against every earlier one:
 * 100 000 attributes on one element take many seconds to parse. No rule or
 * scenario file needs more than a dozen, so a quick scan refuses such files
 * first. It counts quoted values inside tags, skipping comments, CDATA and
 * processing instructions; returns the line of the first crowded element. */
#define MAX_ATTRIBUTES_PER_ELEMENT 256

/* Where a scan is between pieces of a file read a piece at a time. */
typedef enum
{
  SCAN_TEXT,    /* between tags */
  SCAN_TAG,     /* in a tag, outside its quoted values */
  SCAN_QUOTE,   /* in a quoted value of a tag */
  SCAN_SKIP,    /* in a comment, CDATA section or processing instruction */
} ScanState;

typedef struct
{
  ScanState   state;
  const char *skip_to;    /* SCAN_SKIP: "-->", "]]>" or "?>" */
  char        quote;      /* SCAN_QUOTE: the quote that closes the value */
  int         count;      /* quoted values of the tag so far */
  int         line;       /* of the piece's first byte */
  int         tag_line;   /* of the tag's "<", when it began in an earlier piece */
} CrowdScan;

static int
count_lines (const char *data,
             const char *end)
{
  int lines = 0;

  for (const char *p = data; (p = memchr (p, '\n', end - p)) != NULL; p++)
    lines++;
  return lines;
}

/* Runs through the text between tags with memchr: a long log is mostly
 * text and this scan comes before every parse. Returns the line of the
 * first crowded element, or 0. A piece that is not the `last` may end
 * anywhere: `*keep` receives how many of its last bytes the next piece
 * must start with (a "<" too near the end to tell what it opens, or what
 * may be the start of a comment's end), never more than 8. */
static int
scan_crowded (CrowdScan  *scan,
              const char *data,
              gsize       length,
              gboolean    last,
              gsize      *keep)
{
  const char *p = data, *end = data + length;
  const char *tag = NULL;   /* the tag's "<", when it is in this piece */

  *keep = 0;
  while (p < end && *keep == 0)
    switch (scan->state)
      {
      case SCAN_TEXT:
        {
          const char *lt = memchr (p, '<', end - p);

          if (lt == NULL)
            p = end;
          else if (!last && end - lt <= 8)
            *keep = end - lt;
          else
            {
              tag = lt;
              p = lt + 1;
              scan->count = 0;
              scan->state = SCAN_SKIP;
              if (end - p >= 3 && memcmp (p, "!--", 3) == 0)
                scan->skip_to = "-->";
              else if (end - p >= 8 && memcmp (p, "![CDATA[", 8) == 0)
                scan->skip_to = "]]>";
              else if (p < end && *p == '?')
                scan->skip_to = "?>";
              else
                scan->state = SCAN_TAG;
            }
        }
        break;
      case SCAN_SKIP:
        {
          const char *found = g_strstr_len (p, end - p, scan->skip_to);

          if (found != NULL)
            {
              p = found;
              scan->state = SCAN_TEXT;
            }
          else if (last)
            return 0;   /* never closed: the parser says what is wrong */
          else
            *keep = MIN ((gsize) (end - p), strlen (scan->skip_to) - 1);
        }
        break;
      case SCAN_TAG:
        while (p < end && *p != '>' && *p != '"' && *p != '\'')
          p++;
        if (p < end && *p == '>')
          scan->state = SCAN_TEXT;
        else if (p < end)
          {
            scan->quote = *p;
            scan->state = SCAN_QUOTE;
          }
        if (p < end)
          p++;
        break;
      case SCAN_QUOTE:
        {
          const char *close = memchr (p, scan->quote, end - p);

          if (close == NULL && last)
            return 0;   /* never closed */
          if (close == NULL)
            {
              p = end;
              break;
            }
          p = close + 1;
          scan->state = SCAN_TAG;
          if (++scan->count > MAX_ATTRIBUTES_PER_ELEMENT)
            return tag != NULL ? scan->line + count_lines (data, tag) : scan->tag_line;
        }
        break;
      }
  if (tag != NULL && (scan->state == SCAN_TAG || scan->state == SCAN_QUOTE))
    scan->tag_line = scan->line + count_lines (data, tag);
  scan->line += count_lines (data, end - *keep);
  return 0;
}

static int
find_crowded_element (const char *data,
                      gsize       length)
{
  CrowdScan scan = { SCAN_TEXT, NULL, 0, 0, 1, 0 };
  gsize keep;

  return scan_crowded (&scan, data, length, TRUE, &keep);
}

typedef struct
{
  const char *next;
  gsize       left;
} MemorySource;

static int
read_chunk (void *user_data,
            char *buffer,
            int   size)
{
  MemorySource *source = user_data;
  gsize n = MIN (source->left, (gsize) MAX (size, 0));

  memcpy (buffer, source->next, n);
  source->next += n;
  source->left -= n;
  return (int) n;
}

char *
umpire_xml_clean_message (const char *message)
{
  g_autofree char *copy = g_strdup (message != NULL ? message : "");

  return g_strdup (g_strstrip (copy));
}

/* What every parse refuses before libxml2 sees the data. */
static gboolean
check_before_parsing (const char  *data,
                      gsize        length,
                      const char  *name,
                      GError     **error)
{
  int crowded_line;

  if (length == 0 || data == NULL)
    {
      g_set_error (error, UMPIRE_XML_ERROR, UMPIRE_XML_ERROR_PARSE,
                   _("%s:%d: the file is empty"), name, 1);
      return FALSE;
    }

  if (length > G_MAXINT)
    {
      g_set_error (error, UMPIRE_XML_ERROR, UMPIRE_XML_ERROR_PARSE,
                   _("%s:%d: the file is too large"), name, 1);
      return FALSE;
    }

  crowded_line = find_crowded_element (data, length);
  if (crowded_line > 0)
    {
      g_set_error (error, UMPIRE_XML_ERROR, UMPIRE_XML_ERROR_PARSE,
                   _("%s:%d: an element has more than %d attributes"),
                   name, crowded_line, MAX_ATTRIBUTES_PER_ELEMENT);
      return FALSE;
    }
  return TRUE;
}

static xmlParserCtxtPtr
new_guarded_context (DoctypeGuard *guard)
{
  xmlParserCtxtPtr ctxt = xmlNewParserCtxt ();

  if (ctxt == NULL)
    g_error ("Out of memory creating an XML parser");
  ctxt->_private = guard;
  ctxt->sax->internalSubset = refuse_doctype;
  ctxt->sax->serror = record_first_parse_error;
  return ctxt;
}

/* Read through a callback, not from memory in one piece: libxml2 2.9 then
 * moves its window along the document, where one piece larger than 10 MB
 * (a long game's log) fails with "Huge input lookup". */
static xmlDocPtr
read_guarded (xmlParserCtxtPtr  ctxt,
              const char       *data,
              gsize             length,
              const char       *name,
              int               extra_options)
{
  MemorySource source = { data, length };

  return xmlCtxtReadIO (ctxt, read_chunk, NULL, &source, name, NULL,
                        XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
                        XML_PARSE_NOCDATA |
                        /* node lines past 65 535 would read 65 535 */
                        XML_PARSE_BIG_LINES | extra_options);
}

/* After the parse: a DOCTYPE or a well-formedness error, as "NAME:LINE: …". */
static gboolean
check_after_parsing (xmlParserCtxtPtr   ctxt,
                     DoctypeGuard      *guard,
                     const char        *name,
                     GError           **error)
{
  g_autofree char *first = g_steal_pointer (&guard->first_error);

  if (guard->seen)
    {
      g_set_error (error, UMPIRE_XML_ERROR, UMPIRE_XML_ERROR_FORBIDDEN,
                   _("%s:%d: document type declarations and entities are not allowed"),
                   name, MAX (guard->line, 1));
      return FALSE;
    }

  if (!ctxt->wellFormed)
    {
      const xmlError *xerr = xmlCtxtGetLastError (ctxt);
      g_autofree char *message = umpire_xml_clean_message (first != NULL ? first
                                                           : xerr != NULL ? xerr->message : NULL);
      int line = first != NULL ? guard->first_error_line : xerr != NULL ? xerr->line : 1;

      /* libxml2 suggests one of its own options; say what is wrong instead. */
      if (g_str_has_prefix (message, "Excessive depth in document"))
        {
          g_free (message);
          message = g_strdup (_("elements are nested too deeply"));
        }
      g_set_error (error, UMPIRE_XML_ERROR, UMPIRE_XML_ERROR_PARSE,
                   _("%s:%d: not well-formed XML: %s"),
                   name, MAX (line, 1),
                   *message ? message : _("unknown error"));
      return FALSE;
    }
  return TRUE;
}

xmlDocPtr
umpire_xml_parse_safely (const char  *data,
                         gsize        length,
                         const char  *name,
                         GError     **error)
{
  g_autoptr(xmlParserCtxt) ctxt = NULL;
  DoctypeGuard guard = { 0 };
  xmlDocPtr doc;

  ensure_libxml ();
  if (!check_before_parsing (data, length, name, error))
    return NULL;

  ctxt = new_guarded_context (&guard);
  /* A smaller tree, quicker to build and to validate: short text kept in
   * its node, and no nodes for the indentation between elements (no file
   * of ours has text that is only whitespace beside elements). */
  doc = read_guarded (ctxt, data, length, name, XML_PARSE_COMPACT | XML_PARSE_NOBLANKS);
  if (doc == NULL && ctxt->wellFormed && !guard.seen)
    ctxt->wellFormed = 0;   /* no document without an error: say so all the same */
  if (!check_after_parsing (ctxt, &guard, name, error))
    {
      g_clear_pointer (&doc, xmlFreeDoc);
      return NULL;
    }
  return doc;
}

gboolean
umpire_xml_parse_sax_safely (const char                 *data,
                             gsize                       length,
                             const char                 *name,
                             const UmpireXmlSaxHandler  *handler,
                             gpointer                    user_data,
                             GError                    **error)
{
  g_autoptr(xmlParserCtxt) ctxt = NULL;
  DoctypeGuard guard = { 0 };
  xmlSAXHandler *sax;
  xmlDocPtr doc;

  ensure_libxml ();
  if (!check_before_parsing (data, length, name, error))
    return FALSE;

  guard.user_data = user_data;
  ctxt = new_guarded_context (&guard);
  /* Only the caller's callbacks: no tree is built. */
  sax = ctxt->sax;
  memset (sax, 0, sizeof *sax);
  sax->initialized = XML_SAX2_MAGIC;
  sax->internalSubset = refuse_doctype;
  sax->serror = record_first_parse_error;
  sax->startElementNs = handler->start_element;
  sax->endElementNs = handler->end_element;
  sax->characters = handler->characters;
  sax->ignorableWhitespace = handler->characters;

  /* No XML_PARSE_NOBLANKS: it would swap in its own whitespace callback. */
  doc = read_guarded (ctxt, data, length, name, 0);
  g_clear_pointer (&doc, xmlFreeDoc);
  return check_after_parsing (ctxt, &guard, name, error);
}

/* A file read a piece at a time: its pieces never all in memory at once. */
#define FILE_PIECE (256 * 1024)

static gboolean
read_error (const char  *name,
            int          saved_errno,
            GError     **error)
{
  g_autofree char *display = g_filename_display_name (name);

  /* As g_file_get_contents () says it. */
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               g_dgettext ("glib20", "Failed to read from file “%s”: %s"), display, g_strerror (saved_errno));
  return FALSE;
}

static gssize
read_some (int    fd,
           char  *buffer,
           gsize  size)
{
  gssize n;

  do
    n = read (fd, buffer, size);
  while (n < 0 && errno == EINTR);
  return n;
}

/* check_before_parsing () over a file, a piece at a time; the file's
 * length in `length`. */
static gboolean
check_file_before_parsing (int          fd,
                           const char  *name,
                           gsize       *length,
                           GError     **error)
{
  g_autofree char *piece = g_malloc (FILE_PIECE + 8);
  CrowdScan scan = { SCAN_TEXT, NULL, 0, 0, 1, 0 };
  gsize kept = 0;

  *length = 0;
  for (;;)
    {
      gssize n = read_some (fd, piece + kept, FILE_PIECE);
      int crowded;
      gsize keep;

      if (n < 0)
        return read_error (name, errno, error);
      *length += n;
      if (*length > G_MAXINT)
        {
          g_set_error (error, UMPIRE_XML_ERROR, UMPIRE_XML_ERROR_PARSE,
                       _("%s:%d: the file is too large"), name, 1);
          return FALSE;
        }
      crowded = scan_crowded (&scan, piece, kept + n, n == 0, &keep);
      if (crowded > 0)
        {
          g_set_error (error, UMPIRE_XML_ERROR, UMPIRE_XML_ERROR_PARSE,
                       _("%s:%d: an element has more than %d attributes"),
                       name, crowded, MAX_ATTRIBUTES_PER_ELEMENT);
          return FALSE;
        }
      if (n == 0)
        break;
      memmove (piece, piece + kept + n - keep, keep);
      kept = keep;
    }
  if (*length == 0)
    {
      g_set_error (error, UMPIRE_XML_ERROR, UMPIRE_XML_ERROR_PARSE,
                   _("%s:%d: the file is empty"), name, 1);
      return FALSE;
    }
  return TRUE;
}

static int
read_file_chunk (void *user_data,
                 char *buffer,
                 int   size)
{
  int fd = GPOINTER_TO_INT (user_data);
  gssize n = read_some (fd, buffer, (gsize) MAX (size, 0));

  return n < 0 ? -1 : (int) n;
}

gboolean
umpire_xml_parse_sax_file_safely (int                         fd,
                                  const char                 *name,
                                  const UmpireXmlSaxHandler  *handler,
                                  gpointer                    user_data,
                                  GError                    **error)
{
  g_autoptr(xmlParserCtxt) ctxt = NULL;
  DoctypeGuard guard = { 0 };
  xmlSAXHandler *sax;
  xmlDocPtr doc;
  gsize length;

  ensure_libxml ();
  if (!check_file_before_parsing (fd, name, &length, error))
    return FALSE;
  if (lseek (fd, 0, SEEK_SET) != 0)
    return read_error (name, errno, error);

  guard.user_data = user_data;
  ctxt = new_guarded_context (&guard);
  sax = ctxt->sax;
  memset (sax, 0, sizeof *sax);
  sax->initialized = XML_SAX2_MAGIC;
  sax->internalSubset = refuse_doctype;
  sax->serror = record_first_parse_error;
  sax->startElementNs = handler->start_element;
  sax->endElementNs = handler->end_element;
  sax->characters = handler->characters;
  sax->ignorableWhitespace = handler->characters;

  doc = xmlCtxtReadIO (ctxt, read_file_chunk, NULL, GINT_TO_POINTER (fd), name, NULL,
                       XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
                       XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES);
  g_clear_pointer (&doc, xmlFreeDoc);
  return check_after_parsing (ctxt, &guard, name, error);
}

gpointer
umpire_xml_sax_get_user_data (void *ctx)
{
  xmlParserCtxtPtr ctxt = ctx;
  DoctypeGuard *guard = ctxt->_private;

  return guard->user_data;
}

int
umpire_xml_sax_get_line (void *ctx)
{
  xmlParserCtxtPtr ctxt = ctx;

  return ctxt->input != NULL ? MAX (ctxt->input->line, 1) : 1;
}

xmlRelaxNGPtr
umpire_xml_compile_schema (GResource  *resource,
                           const char *path)
{
  g_autoptr(GBytes) bytes = NULL;
  xmlRelaxNGParserCtxtPtr pctxt;
  xmlRelaxNGPtr schema;
  gsize size = 0;
  const char *data;

  ensure_libxml ();
  bytes = g_resource_lookup_data (resource, path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    g_error ("The schema %s is missing from the resources", path);
  data = g_bytes_get_data (bytes, &size);
  pctxt = xmlRelaxNGNewMemParserCtxt (data, (int) size);
  schema = xmlRelaxNGParse (pctxt);
  xmlRelaxNGFreeParserCtxt (pctxt);
  if (schema == NULL)
    g_error ("The built-in schema %s does not compile", path);
  return schema;
}

typedef struct
{
  int line;
  char *message;
} ValidationFailure;

static void
record_validation_error (void        *user_data,
                         xmlErrorPtr  xerr)
{
  ValidationFailure *failure = user_data;

  /* The first error is the one that explains the rest. */
  if (failure->message != NULL)
    return;
  failure->line = xerr->line;
  if (failure->line <= 0 && xerr->node != NULL)
    failure->line = (int) xmlGetLineNo ((xmlNodePtr) xerr->node);
  failure->message = umpire_xml_clean_message (xerr->message);
}

gboolean
umpire_xml_validate (xmlDocPtr      doc,
                     xmlRelaxNGPtr  schema,
                     int           *line,
                     char         **message)
{
  xmlRelaxNGValidCtxtPtr vctxt;
  ValidationFailure failure = { 0, NULL };
  int rc;

  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vctxt, record_validation_error, &failure);
  rc = xmlRelaxNGValidateDoc (vctxt, doc);
  xmlRelaxNGFreeValidCtxt (vctxt);

  if (rc == 0)
    {
      g_free (failure.message);
      return TRUE;
    }
  if (line != NULL)
    *line = MAX (failure.line, 1);
  if (message != NULL)
    *message = failure.message != NULL ? failure.message : g_strdup (_("invalid document"));
  else
    g_free (failure.message);
  return FALSE;
}

void
umpire_xml_append_attribute (GString    *out,
                             const char *name,
                             const char *value)
{
  g_autofree char *escaped = NULL;

  if (value == NULL)
    return;
  escaped = g_markup_escape_text (value, -1);
  g_string_append_printf (out, " %s=\"", name);
  /* A parser turns a literal tab or line break in an attribute into a
   * space; as references they come back as typed. */
  for (const char *c = escaped; *c != '\0'; c++)
    {
      if (*c == '\t' || *c == '\n' || *c == '\r')
        g_string_append_printf (out, "&#%d;", *c);
      else
        g_string_append_c (out, *c);
    }
  g_string_append_c (out, '"');
}
