/* umpire-xml.h: safe XML parsing and schema validation, shared by the
 * rules database and scenario files (internal to the core)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>

G_BEGIN_DECLS

#define UMPIRE_XML_ERROR (umpire_xml_error_quark ())

typedef enum
{
  UMPIRE_XML_ERROR_PARSE,      /* empty, too large or not well-formed */
  UMPIRE_XML_ERROR_FORBIDDEN,  /* a DOCTYPE (and so DTDs and entities) */
  UMPIRE_XML_ERROR_SCHEMA,     /* not valid against the schema */
} UmpireXmlError;

GQuark        umpire_xml_error_quark     (void);

/* Parses `data` with no network, no DTD and no entities: a DOCTYPE is
 * refused before anything in it is read. Errors are "NAME:LINE: message". */
xmlDocPtr     umpire_xml_parse_safely    (const char    *data,
                                          gsize          length,
                                          const char    *name,
                                          GError       **error);

/* The same guards, with the caller's SAX2 callbacks instead of a tree:
 * for files too large to hold as a DOM quickly. A callback reads its data
 * with umpire_xml_sax_get_user_data (ctx). FALSE (with `error`) when the
 * file is not well-formed or has a DOCTYPE; the caller's own checks are
 * the caller's to report. */
typedef struct
{
  startElementNsSAX2Func start_element;
  endElementNsSAX2Func   end_element;
  charactersSAXFunc      characters;
} UmpireXmlSaxHandler;

gboolean      umpire_xml_parse_sax_safely (const char                 *data,
                                           gsize                       length,
                                           const char                 *name,
                                           const UmpireXmlSaxHandler  *handler,
                                           gpointer                    user_data,
                                           GError                    **error);
/* The same over an open file, read a piece at a time from its start: a
 * long game's file is never in memory whole. */
gboolean      umpire_xml_parse_sax_file_safely (int                         fd,
                                                const char                 *name,
                                                const UmpireXmlSaxHandler  *handler,
                                                gpointer                    user_data,
                                                GError                    **error);
gpointer      umpire_xml_sax_get_user_data (void *ctx);
int           umpire_xml_sax_get_line      (void *ctx);

/* Compiles a RELAX NG schema held in a resource; aborts if it does not
 * compile, since a broken built-in schema is a programming error. */
xmlRelaxNGPtr umpire_xml_compile_schema  (GResource     *resource,
                                          const char    *path);

/* Validates `doc`; on failure sets the first error's line and message. */
gboolean      umpire_xml_validate        (xmlDocPtr      doc,
                                          xmlRelaxNGPtr  schema,
                                          int           *line,
                                          char         **message);

char         *umpire_xml_clean_message   (const char    *message);

/* Appends ` name="value"`, escaped so that it reads back unchanged;
 * nothing when `value` is NULL. */
void          umpire_xml_append_attribute (GString      *out,
                                           const char   *name,
                                           const char   *value);

/* The core's resource (rules and schemas), registered on first use;
 * defined in umpire-rules.c, which registers it. */
GResource    *umpire_xml_get_core_resource (void);

G_END_DECLS
