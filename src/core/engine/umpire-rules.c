/* umpire-rules.c: the rules database, loaded from XML rule files
 *
 * Rule files are parsed with no network, no DTD and no entities (a DOCTYPE is
 * refused before anything in it is read), validated against the RELAX NG
 * schema, then turned into plain tables once. A file that fails leaves the
 * database as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#include <math.h>
#include <string.h>

#include "umpire-rules.h"
#include "umpire-rules-resources.h"
#include "umpire-xml.h"

#define RULES_RESOURCE_DIR RESOURCE_BASE "/rules/"
#define SCHEMA_RESOURCE    RULES_RESOURCE_DIR "umpire-rules.rng"

struct _UmpireRules
{
  GObject     parent_instance;
  GPtrArray  *tables;    /* UmpireTable*, in load order */
  GHashTable *by_id;     /* id -> UmpireTable* (borrowed from tables) */
  GHashTable *sources;   /* rules-sources file name -> its title, both owned */
};

G_DEFINE_TYPE (UmpireRules, umpire_rules, G_TYPE_OBJECT)
G_DEFINE_QUARK (umpire-rules-error-quark, umpire_rules_error)

static void
umpire_row_free (gpointer data)
{
  UmpireRow *row = data;

  g_clear_pointer (&row->cells, g_ptr_array_unref);
  g_clear_pointer (&row->conditions, g_ptr_array_unref);
  g_free (row);
}

static void
umpire_table_free (gpointer data)
{
  UmpireTable *table = data;

  g_clear_pointer (&table->notes, g_ptr_array_unref);
  g_clear_pointer (&table->columns, g_ptr_array_unref);
  g_clear_pointer (&table->rows, g_ptr_array_unref);
  g_clear_pointer (&table->strings, g_string_chunk_free);
  g_free (table);
}

static void
umpire_rules_finalize (GObject *object)
{
  UmpireRules *self = UMPIRE_RULES (object);

  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->tables, g_ptr_array_unref);
  g_clear_pointer (&self->sources, g_hash_table_unref);

  G_OBJECT_CLASS (umpire_rules_parent_class)->finalize (object);
}

static void
umpire_rules_class_init (UmpireRulesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = umpire_rules_finalize;
}

static void
umpire_rules_init (UmpireRules *self)
{
  self->tables = g_ptr_array_new_with_free_func (umpire_table_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->sources = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

UmpireRules *
umpire_rules_new (void)
{
  return g_object_new (UMPIRE_TYPE_RULES, NULL);
}

/* The rules are compiled into the core library; registering them by hand
 * keeps a static link from dropping them. */
GResource *
umpire_xml_get_core_resource (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      umpire_rules_data_register_resource ();
      g_once_init_leave (&registered, 1);
    }
  return umpire_rules_data_get_resource ();
}

/* ---------------------------------------------------------------------- */
/* Safe parsing                                                           */

/* The shared safe parser (umpire-xml.c), with its errors in our domain. */
static xmlDocPtr
parse_document (const char  *data,
                gsize        length,
                const char  *name,
                GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  xmlDocPtr doc = umpire_xml_parse_safely (data, length, name, &local_error);

  if (doc == NULL)
    g_set_error_literal (error, UMPIRE_RULES_ERROR,
                         local_error->code == UMPIRE_XML_ERROR_FORBIDDEN
                         ? UMPIRE_RULES_ERROR_FORBIDDEN : UMPIRE_RULES_ERROR_PARSE,
                         local_error->message);
  return doc;
}

/* ---------------------------------------------------------------------- */
/* Schema validation                                                      */

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

static gboolean
validate_document (xmlDocPtr    doc,
                   const char  *name,
                   GError     **error)
{
  g_autofree char *message = NULL;
  int line = 0;

  if (umpire_xml_validate (doc, get_schema (), &line, &message))
    return TRUE;

  g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_SCHEMA,
               _("%s:%d: does not follow the rules schema: %s"),
               name, line, message);
  return FALSE;
}

/* ---------------------------------------------------------------------- */
/* Building the model                                                     */

typedef struct
{
  const char  *name;
  const char  *system;
  GHashTable  *ids;      /* ids seen in this file */
} LoadContext;

static gboolean
is_element (xmlNodePtr  node,
            const char *name)
{
  return node->type == XML_ELEMENT_NODE && g_strcmp0 ((const char *) node->name, name) == 0;
}

/* Attribute value stored in the table's string chunk, or NULL. */
static const char *
attr (UmpireTable *table,
      xmlNodePtr   node,
      const char  *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  const char *stored;

  if (value == NULL)
    return NULL;
  stored = g_string_chunk_insert (table->strings, (const char *) value);
  xmlFree (value);
  return stored;
}

static const char *
text_of (UmpireTable *table,
         xmlNodePtr   node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *out, *w;
  gboolean pending_space = FALSE;
  const char *stored;

  if (content == NULL)
    return g_string_chunk_insert (table->strings, "");

  /* Collapse the layout whitespace of the XML file, in place. */
  out = w = (char *) content;
  for (const char *r = (const char *) content; *r != '\0'; r++)
    {
      if (*r == ' ' || *r == '\t' || *r == '\n' || *r == '\r')
        {
          pending_space = w != out;
          continue;
        }
      if (pending_space)
        *w++ = ' ';
      pending_space = FALSE;
      *w++ = *r;
    }
  *w = '\0';
  stored = g_string_chunk_insert (table->strings, out);
  xmlFree (content);
  return stored;
}

/* What people read for `text`, a title, label or list item of entry `table`,
 * in the language of the current locale: its translation in the entry's id
 * as context (po/its/umpire-rules.its gives one to the few words that mean
 * two things, "Column" of derosa.movement), else without context. What
 * has no translation, as the labels of a user's rule pack mostly, comes
 * back unchanged: ids, cells, notes and provenance never pass here. */
static const char *
translated (UmpireTable *table,
            const char  *text)
{
  const char *out;

  /* gettext ("") is the catalog's header, not a label. */
  if (text == NULL || *text == '\0')
    return text;
  out = table->id != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, table->id, text) : text;
  if (out == text)
    out = g_dgettext (GETTEXT_PACKAGE, text);
  return out == text ? text : g_string_chunk_insert_const (table->strings, out);
}

/* An attribute that people read, translated (see translated()). */
static const char *
label_attr (UmpireTable *table,
            xmlNodePtr   node,
            const char  *name)
{
  return translated (table, attr (table, node, name));
}

static void
read_provenance (UmpireTable            *table,
                 xmlNodePtr              node,
                 const UmpireProvenance *parent,
                 UmpireProvenance       *prov,
                 const char             *file)
{
  const char *source = attr (table, node, "source");
  const char *rule = attr (table, node, "rule");

  prov->source = source ? source : (parent ? parent->source : NULL);
  prov->rule = rule ? rule : (parent ? parent->rule : NULL);
  /* The parent's copy is in the same table: no lookup for every cell. */
  if (parent != NULL && parent->file != NULL && g_strcmp0 (parent->file, file) == 0)
    prov->file = parent->file;
  else
    prov->file = file ? g_string_chunk_insert_const (table->strings, file) : NULL;
  prov->line = (int) xmlGetLineNo (node);
  prov->reconstructed = attr (table, node, "reconstructed");
  prov->ambiguous = attr (table, node, "ambiguous");
  prov->original = attr (table, node, "original");
  prov->note = attr (table, node, "note");
}

/* No number in the rules comes near this (the largest built in is 3 018):
 * anything larger in a pack is a mistake or an attack, and arithmetic on it
 * (counts, products, rounding to integers) would wrap. */
#define RULES_NUMBER_MAX 1000000.0

/* Whether `text` is a number within ±RULES_NUMBER_MAX, FILE:LINE if not;
 * text that is not wholly a number is the caller's to judge. */
static gboolean
check_bounded (const char  *text,
               const char  *name,
               long         line,
               GError     **error)
{
  g_autofree char *trimmed = NULL;
  char *end = NULL;
  double value;

  if (text == NULL)
    return TRUE;
  trimmed = g_strstrip (g_strdup (text));
  if (*trimmed == '\0')
    return TRUE;
  value = g_ascii_strtod (trimmed, &end);
  if (end == trimmed || *end != '\0')
    return TRUE;
  if (!isfinite (value) || fabs (value) > RULES_NUMBER_MAX)
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID,
                   _("%s:%ld: the number %s is beyond what any rule means (at most %.0f either way)"),
                   name, line, trimmed, RULES_NUMBER_MAX);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_range (UmpireTable  *table,
            xmlNodePtr    node,
            UmpireRange  *range,
            const char   *name,
            GError      **error)
{
  const char *min = attr (table, node, "min");
  const char *max = attr (table, node, "max");
  const char *over = attr (table, node, "over");
  const char *under = attr (table, node, "under");

  memset (range, 0, sizeof *range);
  if (!check_bounded (min, name, xmlGetLineNo (node), error) ||
      !check_bounded (max, name, xmlGetLineNo (node), error) ||
      !check_bounded (over, name, xmlGetLineNo (node), error) ||
      !check_bounded (under, name, xmlGetLineNo (node), error))
    return FALSE;
  if ((min && over) || (max && under))
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID,
                   _("%s:%ld: a range has both an inclusive and an exclusive bound on one side"),
                   name, xmlGetLineNo (node));
      return FALSE;
    }
  if (min || over)
    {
      range->has_min = TRUE;
      range->min_exclusive = over != NULL;
      range->min = g_ascii_strtod (min ? min : over, NULL);
    }
  if (max || under)
    {
      range->has_max = TRUE;
      range->max_exclusive = under != NULL;
      range->max = g_ascii_strtod (max ? max : under, NULL);
    }
  if (range->has_min && range->has_max && range->min > range->max)
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID,
                   _("%s:%ld: a range ends before it starts"),
                   name, xmlGetLineNo (node));
      return FALSE;
    }
  return TRUE;
}

static UmpireCellType
parse_cell_type (const char     *text,
                 UmpireCellType  fallback)
{
  if (text == NULL)
    return fallback;
  if (g_str_equal (text, "integer"))
    return UMPIRE_CELL_INTEGER;
  if (g_str_equal (text, "decimal"))
    return UMPIRE_CELL_DECIMAL;
  if (g_str_equal (text, "loss"))
    return UMPIRE_CELL_LOSS;
  if (g_str_equal (text, "yesno"))
    return UMPIRE_CELL_YESNO;
  return UMPIRE_CELL_TEXT;
}

static const char *
cell_type_name (UmpireCellType type)
{
  switch (type)
    {
    case UMPIRE_CELL_INTEGER: return _("a whole number");
    case UMPIRE_CELL_DECIMAL: return _("a decimal number");
    case UMPIRE_CELL_LOSS: return _("a loss such as 0, 1 or 1r");
    case UMPIRE_CELL_YESNO: return _("yes or no");
    case UMPIRE_CELL_TEXT:
    default: return _("text");
    }
}

static gboolean
all_digits (const char *p)
{
  if (!g_ascii_isdigit (*p))
    return FALSE;
  while (g_ascii_isdigit (*p))
    p++;
  return *p == '\0';
}

static gboolean
cell_text_fits (const char     *text,
                UmpireCellType  type)
{
  const char *p = text;

  /* "-" is the printed empty cell in any kind of table. */
  if (g_str_equal (text, "-"))
    return TRUE;

  switch (type)
    {
    case UMPIRE_CELL_INTEGER:
      if (*p == '+' || *p == '-')
        p++;
      return all_digits (p);
    case UMPIRE_CELL_DECIMAL:
      {
        gboolean digits = FALSE;

        if (*p == '+' || *p == '-')
          p++;
        while (g_ascii_isdigit (*p))
          p++, digits = TRUE;
        if (*p == '.')
          {
            p++;
            while (g_ascii_isdigit (*p))
              p++, digits = TRUE;
          }
        return digits && *p == '\0';
      }
    case UMPIRE_CELL_LOSS:
      {
        gsize len = strlen (p);
        g_autofree char *number = NULL;

        if (len > 1 && p[len - 1] == 'r')
          number = g_strndup (p, len - 1);
        return all_digits (number ? number : p);
      }
    case UMPIRE_CELL_YESNO:
      return g_str_equal (text, "yes") || g_str_equal (text, "no");
    case UMPIRE_CELL_TEXT:
    default:
      return *text != '\0';
    }
}

static gboolean
note_id (LoadContext  *lc,
         GHashTable   *scope,
         const char   *id,
         xmlNodePtr    node,
         const char   *what,
         GError      **error)
{
  if (g_hash_table_contains (scope, id))
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_DUPLICATE,
                   _("%s:%ld: duplicate %s id “%s”"),
                   lc->name, xmlGetLineNo (node), what, id);
      return FALSE;
    }
  g_hash_table_add (scope, (gpointer) id);
  return TRUE;
}

static UmpireCell *
add_cell (UmpireRow              *row,
          UmpireTable            *table,
          const char             *text,
          const UmpireProvenance *prov)
{
  UmpireCell *cell = g_new0 (UmpireCell, 1);

  cell->text = g_string_chunk_insert_const (table->strings, text);
  cell->prov = *prov;
  g_ptr_array_add (row->cells, cell);
  return cell;
}

static UmpireRow *
new_row (void)
{
  UmpireRow *row = g_new0 (UmpireRow, 1);

  row->cells = g_ptr_array_new_with_free_func (g_free);
  row->conditions = g_ptr_array_new_with_free_func (g_free);
  return row;
}

static UmpireColumn *
add_column (UmpireTable *table,
            const char  *id,
            const char  *label)
{
  UmpireColumn *column = g_new0 (UmpireColumn, 1);

  column->id = g_string_chunk_insert_const (table->strings, id);
  column->label = g_string_chunk_insert_const (table->strings, label);
  column->source_label = column->label;
  column->type = UMPIRE_CELL_TEXT;
  column->prov = table->prov;
  g_ptr_array_add (table->columns, column);
  return column;
}

static gboolean
read_grid (LoadContext  *lc,
           UmpireTable  *table,
           xmlNodePtr    node,
           GError      **error)
{
  UmpireCellType table_type = parse_cell_type (attr (table, node, "type"), UMPIRE_CELL_TEXT);
  g_autoptr(GHashTable) column_ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) row_ids = g_hash_table_new (g_str_hash, g_str_equal);

  for (xmlNodePtr child = node->children; child != NULL; child = child->next)
    {
      if (is_element (child, "rows"))
        {
          table->row_label = label_attr (table, child, "label");
          table->dice = attr (table, child, "dice");
        }
      else if (is_element (child, "columns"))
        {
          table->column_label = label_attr (table, child, "label");
          for (xmlNodePtr c = child->children; c != NULL; c = c->next)
            {
              UmpireColumn *column;
              const char *label;

              if (!is_element (c, "column"))
                continue;
              label = attr (table, c, "label");
              column = add_column (table, attr (table, c, "id"), translated (table, label));
              column->source_label = label;
              column->type = parse_cell_type (attr (table, c, "type"), table_type);
              read_provenance (table, c, &table->prov, &column->prov, lc->name);
              if (!note_id (lc, column_ids, column->id, c, _("column"), error) ||
                  !read_range (table, c, &column->range, lc->name, error))
                return FALSE;
            }
        }
      else if (is_element (child, "row"))
        {
          UmpireRow *row = new_row ();
          gboolean by_column = FALSE;
          g_autoptr(GPtrArray) placed = g_ptr_array_new ();

          g_ptr_array_add (table->rows, row);
          row->id = attr (table, child, "id");
          row->label = label_attr (table, child, "label");
          read_provenance (table, child, &table->prov, &row->prov, lc->name);
          if (!note_id (lc, row_ids, row->id, child, _("row"), error) ||
              !read_range (table, child, &row->range, lc->name, error))
            return FALSE;

          g_ptr_array_set_size (placed, table->columns->len);
          for (xmlNodePtr c = child->children; c != NULL; c = c->next)
            {
              const char *column_id;
              int index;

              if (!is_element (c, "cell"))
                continue;
              column_id = attr (table, c, "column");
              if (column_id != NULL)
                {
                  by_column = TRUE;
                  index = umpire_table_column_index (table, column_id);
                  if (index < 0)
                    {
                      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID,
                                   _("%s:%ld: cell names the unknown column “%s”"),
                                   lc->name, xmlGetLineNo (c), column_id);
                      return FALSE;
                    }
                }
              else
                {
                  index = -1;
                  for (guint i = 0; i < placed->len; i++)
                    if (g_ptr_array_index (placed, i) == NULL)
                      {
                        index = (int) i;
                        break;
                      }
                  if (by_column || index < 0)
                    {
                      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID,
                                   _("%s:%ld: row “%s” has more cells than the table has columns (%u)"),
                                   lc->name, xmlGetLineNo (c), row->id, table->columns->len);
                      return FALSE;
                    }
                }
              if (g_ptr_array_index (placed, index) != NULL)
                {
                  g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_DUPLICATE,
                               _("%s:%ld: two cells for column “%s” in row “%s”"),
                               lc->name, xmlGetLineNo (c), column_id, row->id);
                  return FALSE;
                }
              g_ptr_array_index (placed, index) = c;
            }

          for (guint i = 0; i < placed->len; i++)
            {
              xmlNodePtr c = g_ptr_array_index (placed, i);
              const UmpireColumn *column = g_ptr_array_index (table->columns, i);
              UmpireProvenance prov;
              const char *text;

              if (c == NULL)
                {
                  g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID,
                               _("%s:%ld: row “%s” has no cell for column “%s”"),
                               lc->name, xmlGetLineNo (child), row->id, column->id);
                  return FALSE;
                }
              read_provenance (table, c, &row->prov, &prov, lc->name);
              text = text_of (table, c);
              if (!check_bounded (text, lc->name, prov.line, error))
                return FALSE;
              if (!cell_text_fits (text, column->type))
                {
                  g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID,
                               _("%s:%d: cell “%s” in row “%s”, column “%s” should be %s"),
                               lc->name, prov.line, text, row->id, column->id,
                               cell_type_name (column->type));
                  return FALSE;
                }
              add_cell (row, table, text, &prov);
            }
        }
    }

  return TRUE;
}

static char *
describe_condition (const UmpireCondition *cond)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  if (cond->nation)
    g_ptr_array_add (parts, g_strdup (cond->nation));
  if (cond->opponent)
    g_ptr_array_add (parts, g_strdup_printf (_("against %s"), cond->opponent));
  if (cond->role)
    g_ptr_array_add (parts, g_strdup (cond->role));
  if (cond->battle)
    g_ptr_array_add (parts, g_strdup (cond->battle));
  if (cond->year)
    g_ptr_array_add (parts, g_strdup_printf ("%d", cond->year));
  if (cond->year_min && cond->year_max)
    g_ptr_array_add (parts, g_strdup_printf ("%d–%d", cond->year_min, cond->year_max));
  else if (cond->year_min)
    g_ptr_array_add (parts, g_strdup_printf (_("from %d"), cond->year_min));
  else if (cond->year_max)
    g_ptr_array_add (parts, g_strdup_printf (_("until %d"), cond->year_max));
  if (cond->flag)
    g_ptr_array_add (parts, g_strdup (cond->flag));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (", ", (char **) parts->pdata);
}

static char *
describe_effect (const UmpireRow *row)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (number, sizeof number, "%g", row->value);
  switch (row->op)
    {
    case UMPIRE_MODIFIER_HALVE:
      return g_strdup ("×½");
    case UMPIRE_MODIFIER_MULTIPLY:
      return g_strdup_printf ("×%s", number);
    case UMPIRE_MODIFIER_ADD:
    default:
      return g_strdup_printf ("%s%s", row->value >= 0 ? "+" : "", number);
    }
}

static int
int_attr (UmpireTable *table,
          xmlNodePtr   node,
          const char  *name)
{
  const char *text = attr (table, node, name);

  return text ? (int) g_ascii_strtoll (text, NULL, 10) : 0;
}

static gboolean
read_modifiers (LoadContext  *lc,
                UmpireTable  *table,
                xmlNodePtr    node,
                GError      **error)
{
  g_autoptr(GHashTable) row_ids = g_hash_table_new (g_str_hash, g_str_equal);

  add_column (table, "effect", _("Effect"));
  add_column (table, "when", _("When"));

  for (xmlNodePtr child = node->children; child != NULL; child = child->next)
    {
      UmpireRow *row;
      const char *op, *value;
      g_autoptr(GPtrArray) described = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *effect = NULL;
      g_autofree char *when = NULL;

      if (!is_element (child, "modifier"))
        continue;
      row = new_row ();
      g_ptr_array_add (table->rows, row);
      row->id = attr (table, child, "id");
      row->label = label_attr (table, child, "label");
      read_provenance (table, child, &table->prov, &row->prov, lc->name);
      if (!note_id (lc, row_ids, row->id, child, _("modifier"), error))
        return FALSE;

      op = attr (table, child, "op");
      value = attr (table, child, "value");
      if (g_str_equal (op, "halve"))
        {
          row->op = UMPIRE_MODIFIER_HALVE;
          row->value = 0.5;
        }
      else
        {
          row->op = g_str_equal (op, "multiply") ? UMPIRE_MODIFIER_MULTIPLY : UMPIRE_MODIFIER_ADD;
          if (value == NULL)
            {
              g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID,
                           _("%s:%d: modifier “%s” needs a value"),
                           lc->name, row->prov.line, row->id);
              return FALSE;
            }
          if (!check_bounded (value, lc->name, row->prov.line, error))
            return FALSE;
          row->value = g_ascii_strtod (value, NULL);
        }

      for (xmlNodePtr w = child->children; w != NULL; w = w->next)
        {
          UmpireCondition *cond;

          if (!is_element (w, "when"))
            continue;
          cond = g_new0 (UmpireCondition, 1);
          cond->year = int_attr (table, w, "year");
          cond->year_min = int_attr (table, w, "year-min");
          cond->year_max = int_attr (table, w, "year-max");
          cond->nation = attr (table, w, "nation");
          cond->opponent = attr (table, w, "opponent");
          cond->role = attr (table, w, "role");
          cond->battle = attr (table, w, "battle");
          cond->flag = attr (table, w, "flag");
          g_ptr_array_add (row->conditions, cond);
          g_ptr_array_add (described, describe_condition (cond));
        }
      g_ptr_array_add (described, NULL);

      effect = describe_effect (row);
      when = described->len > 1 ? g_strjoinv ("; ", (char **) described->pdata) : g_strdup (_("always"));
      add_cell (row, table, effect, &row->prov);
      add_cell (row, table, when, &row->prov);
    }

  return TRUE;
}

static gboolean
read_list (LoadContext  *lc,
           UmpireTable  *table,
           xmlNodePtr    node,
           GError      **error)
{
  g_autoptr(GHashTable) row_ids = g_hash_table_new (g_str_hash, g_str_equal);
  gboolean has_values = FALSE;

  add_column (table, "text", _("Rule"));

  for (xmlNodePtr child = node->children; child != NULL; child = child->next)
    {
      UmpireRow *row;

      if (!is_element (child, "item"))
        continue;
      row = new_row ();
      g_ptr_array_add (table->rows, row);
      row->id = attr (table, child, "id");
      row->label = row->id;
      row->item_value = attr (table, child, "value");
      has_values |= row->item_value != NULL;
      read_provenance (table, child, &table->prov, &row->prov, lc->name);
      if (!note_id (lc, row_ids, row->id, child, _("item"), error))
        return FALSE;
      add_cell (row, table, translated (table, text_of (table, child)), &row->prov);
    }

  if (has_values)
    {
      add_column (table, "value", _("Value"));
      for (guint i = 0; i < table->rows->len; i++)
        {
          UmpireRow *row = g_ptr_array_index (table->rows, i);
          add_cell (row, table, row->item_value ? row->item_value : "-", &row->prov);
        }
    }

  return TRUE;
}

static UmpireTable *
read_entry (LoadContext  *lc,
            xmlNodePtr    node,
            GError      **error)
{
  UmpireTable *table = g_new0 (UmpireTable, 1);
  gboolean ok;

  table->strings = g_string_chunk_new (512);
  table->notes = g_ptr_array_new ();
  table->columns = g_ptr_array_new_with_free_func (g_free);
  table->rows = g_ptr_array_new_with_free_func (umpire_row_free);
  table->system = g_string_chunk_insert_const (table->strings, lc->system);
  table->id = attr (table, node, "id");
  read_provenance (table, node, NULL, &table->prov, lc->name);

  if (is_element (node, "table"))
    table->kind = UMPIRE_ENTRY_TABLE;
  else if (is_element (node, "modifiers"))
    table->kind = UMPIRE_ENTRY_MODIFIERS;
  else
    table->kind = UMPIRE_ENTRY_LIST;

  for (xmlNodePtr child = node->children; child != NULL; child = child->next)
    {
      if (is_element (child, "title"))
        table->title = translated (table, text_of (table, child));
      else if (is_element (child, "note"))
        g_ptr_array_add (table->notes, (gpointer) text_of (table, child));
    }

  if (!note_id (lc, lc->ids, table->id, node, _("table"), error))
    ok = FALSE;
  else if (table->kind == UMPIRE_ENTRY_TABLE)
    ok = read_grid (lc, table, node, error);
  else if (table->kind == UMPIRE_ENTRY_MODIFIERS)
    ok = read_modifiers (lc, table, node, error);
  else
    ok = read_list (lc, table, node, error);

  if (!ok)
    {
      umpire_table_free (table);
      return NULL;
    }
  return table;
}

/* Reads one file into a list of new tables; the database is not touched,
 * so built-in files can be read on two threads at once. */
static GPtrArray *
read_rules_file (const char  *data,
                 gsize        length,
                 const char  *name,
                 GHashTable  *sources,
                 GError     **error)
{
  g_autoptr(GPtrArray) tables = g_ptr_array_new_with_free_func (umpire_table_free);
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  xmlDocPtr doc;
  xmlNodePtr root;
  xmlChar *system;
  LoadContext lc;
  gboolean ok = TRUE;

  doc = parse_document (data, length, name, error);
  if (doc == NULL)
    return NULL;

  if (!validate_document (doc, name, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }

  root = xmlDocGetRootElement (doc);
  system = xmlGetProp (root, (const xmlChar *) "system");
  lc.name = name;
  lc.system = (const char *) system;
  lc.ids = ids;

  for (xmlNodePtr node = root->children; node != NULL && ok; node = node->next)
    {
      UmpireTable *table;

      if (node->type != XML_ELEMENT_NODE || is_element (node, "title"))
        continue;
      if (is_element (node, "source"))
        {
          /* The title people know a source by, for its file name. */
          xmlChar *file = xmlGetProp (node, (const xmlChar *) "file");
          xmlChar *title = xmlGetProp (node, (const xmlChar *) "title");

          g_hash_table_replace (sources, g_strdup ((const char *) file), g_strdup ((const char *) title));
          xmlFree (file);
          xmlFree (title);
          continue;
        }
      table = read_entry (&lc, node, error);
      if (table == NULL)
        ok = FALSE;
      else
        {
          g_ptr_array_add (tables, table);
          /* ids point into the table's own chunk, which lives as long as it */
          g_hash_table_add (ids, (gpointer) table->id);
        }
    }

  xmlFree (system);
  xmlFreeDoc (doc);
  return ok ? g_steal_pointer (&tables) : NULL;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static const char *
entry_kind_name (UmpireEntryKind kind)
{
  switch (kind)
    {
    case UMPIRE_ENTRY_TABLE:
      return "table";
    case UMPIRE_ENTRY_MODIFIERS:
      return "modifiers";
    case UMPIRE_ENTRY_LIST:
      return "list";
    default:
      return "entry";
    }
}

/* A pack that replaces an entry keeps the shape the procedures read it by:
 * the same kind (a table stays a table, modifiers stay modifiers, a list a
 * list) and, for a table, every column of the one it replaces, with a
 * numbered range where that one had one. Else the whole pack is refused, FILE:LINE, and
 * the database stays as it was. */
static gboolean
check_shapes (UmpireRules  *self,
              GPtrArray    *tables,
              GError      **error)
{
  for (guint i = 0; i < tables->len; i++)
    {
      const UmpireTable *table = g_ptr_array_index (tables, i);
      const UmpireTable *old = g_hash_table_lookup (self->by_id, table->id);

      if (old == NULL)
        continue;
      if (table->kind != old->kind)
        {
          g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID,
                       _("%s:%d: “%s” replaces a %s with a %s; a rule pack must keep the kind of what it replaces"),
                       table->prov.file, table->prov.line, table->id,
                       entry_kind_name (old->kind), entry_kind_name (table->kind));
          return FALSE;
        }
      /* Lists and modifiers are read by item: a missing one is the
       * procedure's error (umpire_catalogue_check_rules () names those
       * the procedures read by name). Tables are read by column. */
      for (guint c = 0; old->kind == UMPIRE_ENTRY_TABLE && old->columns != NULL && c < old->columns->len; c++)
        {
          const UmpireColumn *column = g_ptr_array_index (old->columns, c);
          int index = umpire_table_column_index (table, column->id);
          const UmpireColumn *now = index >= 0 ? g_ptr_array_index (table->columns, index) : NULL;

          if (now == NULL || (column->range.max >= 1 && !(now->range.max >= 1)))
            {
              g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID,
                           _("%s:%d: “%s” lacks the column “%s” (with its range) of the table it replaces"),
                           table->prov.file, table->prov.line, table->id, column->id);
              return FALSE;
            }
        }
    }
  return TRUE;
}

static void
merge_sources (UmpireRules *self,
               GHashTable  *sources)
{
  GHashTableIter iter;
  gpointer file, title;

  g_hash_table_iter_init (&iter, sources);
  while (g_hash_table_iter_next (&iter, &file, &title))
    g_hash_table_replace (self->sources, g_strdup (file), g_strdup (title));
}

static void
merge_tables (UmpireRules *self,
              GPtrArray   *tables)
{
  for (guint i = 0; i < tables->len; i++)
    {
      UmpireTable *table = g_ptr_array_steal_index (tables, i--);
      UmpireTable *old = g_hash_table_lookup (self->by_id, table->id);

      if (old != NULL)
        {
          guint index = 0;

          /* A pack overrides a table by id, keeping its place in the list. */
          table->overrides = g_string_chunk_insert_const (table->strings, old->prov.file);
          g_ptr_array_find (self->tables, old, &index);
          g_hash_table_replace (self->by_id, (gpointer) table->id, table);
          umpire_table_free (g_steal_pointer (&self->tables->pdata[index]));
          self->tables->pdata[index] = table;
        }
      else
        {
          g_ptr_array_add (self->tables, table);
          g_hash_table_insert (self->by_id, (gpointer) table->id, table);
        }
    }
}

gboolean
umpire_rules_load_data (UmpireRules  *self,
                        const char   *data,
                        gsize         length,
                        const char   *name,
                        GError      **error)
{
  g_autoptr(GPtrArray) tables = NULL;
  g_autoptr(GHashTable) sources = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  g_return_val_if_fail (UMPIRE_IS_RULES (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  tables = read_rules_file (data, length, name, sources, error);
  if (tables == NULL || !check_shapes (self, tables, error))
    return FALSE;
  merge_tables (self, tables);
  merge_sources (self, sources);
  return TRUE;
}

gboolean
umpire_rules_load_file (UmpireRules  *self,
                        const char   *path,
                        GError      **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;
  GStatBuf info;

  g_return_val_if_fail (UMPIRE_IS_RULES (self), FALSE);

  /* /dev/zero would fill memory and a named pipe block for ever. */
  if (g_stat (path, &info) == 0 && !S_ISREG (info.st_mode))
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_PARSE,
                   _("%s:%d: not a regular file"), path, 0);
      return FALSE;
    }

  if (!g_file_get_contents (path, &contents, &length, &local_error))
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_PARSE,
                   "%s:%d: %s", path, 0, local_error->message);
      return FALSE;
    }
  return umpire_rules_load_data (self, contents, length, path, error);
}

gboolean
umpire_rules_check_file (const char  *path,
                         GError     **error)
{
  g_autoptr(UmpireRules) scratch = umpire_rules_new ();

  return umpire_rules_load_file (scratch, path, error);
}

/* One built-in file, read on whichever thread takes it. */
typedef struct
{
  char      *name;
  GBytes    *bytes;
  GPtrArray *tables;   /* the result, or NULL with error set */
  GHashTable *sources; /* the file's source titles */
  GError    *error;
} BuiltinJob;

static int
compare_job_names (gconstpointer a,
                   gconstpointer b)
{
  return g_strcmp0 ((*(BuiltinJob * const *) a)->name, (*(BuiltinJob * const *) b)->name);
}

static void
builtin_job_free (gpointer data)
{
  BuiltinJob *job = data;

  g_free (job->name);
  g_clear_pointer (&job->bytes, g_bytes_unref);
  g_clear_pointer (&job->tables, g_ptr_array_unref);
  g_clear_pointer (&job->sources, g_hash_table_unref);
  g_clear_error (&job->error);
  g_free (job);
}

static void
run_builtin_jobs (GPtrArray *jobs)
{
  for (guint i = 0; i < jobs->len; i++)
    {
      BuiltinJob *job = g_ptr_array_index (jobs, i);
      gsize size = 0;
      const char *data = g_bytes_get_data (job->bytes, &size);

      job->tables = read_rules_file (data, size, job->name, job->sources, &job->error);
    }
}

static gpointer
builtin_worker (gpointer data)
{
  /* The schema first, while the other thread parses its first file. */
  (void) get_schema ();
  run_builtin_jobs (data);
  return NULL;
}

static int
compare_job_size (gconstpointer a,
                  gconstpointer b)
{
  gsize sa = g_bytes_get_size ((*(BuiltinJob * const *) a)->bytes);
  gsize sb = g_bytes_get_size ((*(BuiltinJob * const *) b)->bytes);

  return (sa < sb) - (sa > sb);
}

gboolean
umpire_rules_load_builtin (UmpireRules  *self,
                           GError      **error)
{
  GResource *resource = umpire_xml_get_core_resource ();
  g_auto(GStrv) names = NULL;
  g_autoptr(GPtrArray) jobs = g_ptr_array_new_with_free_func (builtin_job_free);
  g_autoptr(GPtrArray) by_size = g_ptr_array_new ();
  g_autoptr(GPtrArray) mine = g_ptr_array_new ();
  g_autoptr(GPtrArray) theirs = g_ptr_array_new ();
  gsize my_load = 0, their_load = 0;
  GThread *worker = NULL;

  g_return_val_if_fail (UMPIRE_IS_RULES (self), FALSE);

  names = g_resource_enumerate_children (resource, RULES_RESOURCE_DIR,
                                         G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (names == NULL)
    return FALSE;

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = NULL;
      BuiltinJob *job;

      if (!g_str_has_suffix (names[i], ".xml"))
        continue;
      path = g_strconcat (RULES_RESOURCE_DIR, names[i], NULL);
      job = g_new0 (BuiltinJob, 1);
      job->name = g_strconcat ("resource://", path, NULL);
      job->sources = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      job->bytes = g_resource_lookup_data (resource, path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
      g_ptr_array_add (jobs, job);
      if (job->bytes == NULL)
        return FALSE;
    }
  /* Merged in name order, so a later file wins a clash the same way every time. */
  g_ptr_array_sort (jobs, compare_job_names);

  /* Parsing and validating are the start-up cost and the files are
   * independent: share them between this thread and one worker, the largest
   * first to whichever has less so far. */
  g_ptr_array_extend (by_size, jobs, NULL, NULL);
  g_ptr_array_sort (by_size, compare_job_size);
  for (guint i = 0; i < by_size->len; i++)
    {
      BuiltinJob *job = g_ptr_array_index (by_size, i);
      gsize size = g_bytes_get_size (job->bytes);

      if (their_load < my_load)
        g_ptr_array_add (theirs, job), their_load += size;
      else
        g_ptr_array_add (mine, job), my_load += size;
    }

  if (theirs->len > 0)
    worker = g_thread_new ("umpire-rules", builtin_worker, theirs);
  run_builtin_jobs (mine);
  if (worker != NULL)
    g_thread_join (worker);

  for (guint i = 0; i < jobs->len; i++)
    {
      BuiltinJob *job = g_ptr_array_index (jobs, i);

      if (job->tables == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&job->error));
          return FALSE;
        }
    }
  for (guint i = 0; i < jobs->len; i++)
    {
      BuiltinJob *job = g_ptr_array_index (jobs, i);

      merge_tables (self, job->tables);
      merge_sources (self, job->sources);
    }

  return TRUE;
}

GPtrArray *
umpire_rules_load_user_packs (UmpireRules *self)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "umpire", "rules", NULL);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = NULL;
  const char *entry;

  g_return_val_if_fail (UMPIRE_IS_RULES (self), NULL);

  dir = g_dir_open (folder, 0, NULL);
  if (dir == NULL)
    return g_steal_pointer (&errors);

  while ((entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (entry, ".xml"))
      g_ptr_array_add (files, g_build_filename (folder, entry, NULL));
  g_ptr_array_sort (files, compare_names);

  for (guint i = 0; i < files->len; i++)
    {
      GError *error = NULL;

      /* A broken pack is reported and skipped; the others still load. */
      if (!umpire_rules_load_file (self, g_ptr_array_index (files, i), &error))
        g_ptr_array_add (errors, error);
    }

  return g_steal_pointer (&errors);
}

/* ---------------------------------------------------------------------- */
/* Queries                                                                */

const GPtrArray *
umpire_rules_get_tables (UmpireRules *self)
{
  g_return_val_if_fail (UMPIRE_IS_RULES (self), NULL);
  return self->tables;
}

const UmpireTable *
umpire_rules_get_table (UmpireRules *self,
                        const char  *id)
{
  g_return_val_if_fail (UMPIRE_IS_RULES (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  return g_hash_table_lookup (self->by_id, id);
}

const char *
umpire_rules_cell (UmpireRules *self,
                   const char  *table_id,
                   const char  *row_id,
                   const char  *column_id)
{
  const UmpireTable *table = umpire_rules_get_table (self, table_id);
  const UmpireRow *row;
  const UmpireCell *cell;

  if (table == NULL)
    return NULL;
  row = umpire_table_get_row (table, row_id);
  if (row == NULL)
    return NULL;
  cell = umpire_row_cell (row, umpire_table_column_index (table, column_id));
  return cell ? cell->text : NULL;
}

const char *
umpire_rules_get_source_name (UmpireRules *self,
                              const char  *source)
{
  const char *title;

  g_return_val_if_fail (self == NULL || UMPIRE_IS_RULES (self), source);

  if (self == NULL || source == NULL)
    return source;
  title = g_hash_table_lookup (self->sources, source);
  return title != NULL ? title : source;
}

int
umpire_table_column_index (const UmpireTable *table,
                           const char        *column_id)
{
  g_return_val_if_fail (table != NULL, -1);

  for (guint i = 0; i < table->columns->len; i++)
    {
      const UmpireColumn *column = g_ptr_array_index (table->columns, i);

      if (g_strcmp0 (column->id, column_id) == 0)
        return (int) i;
    }
  return -1;
}

const UmpireRow *
umpire_table_get_row (const UmpireTable *table,
                      const char        *row_id)
{
  g_return_val_if_fail (table != NULL, NULL);

  for (guint i = 0; i < table->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);

      if (g_strcmp0 (row->id, row_id) == 0)
        return row;
    }
  return NULL;
}

gboolean
umpire_range_contains (const UmpireRange *range,
                       double             number)
{
  if (!range->has_min && !range->has_max)
    return FALSE;
  if (range->has_min && (range->min_exclusive ? number <= range->min : number < range->min))
    return FALSE;
  if (range->has_max && (range->max_exclusive ? number >= range->max : number > range->max))
    return FALSE;
  return TRUE;
}

/* Whether a number fell into an open-ended key beyond its printed bound,
 * as a modified roll of 10 reads on the "8 or more" row. */
static gboolean
range_clamps (const UmpireRange *range,
              double             number)
{
  return (range->has_min && !range->has_max && number > range->min) ||
         (range->has_max && !range->has_min && number < range->max);
}

const UmpireRow *
umpire_table_row_for_number (const UmpireTable *table,
                             double             number,
                             gboolean          *out_clamped)
{
  g_return_val_if_fail (table != NULL, NULL);

  if (out_clamped)
    *out_clamped = FALSE;
  for (guint i = 0; i < table->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);

      if (umpire_range_contains (&row->range, number))
        {
          if (out_clamped)
            *out_clamped = range_clamps (&row->range, number);
          return row;
        }
    }
  return NULL;
}

int
umpire_table_column_for_number (const UmpireTable *table,
                                double             number,
                                gboolean          *out_clamped)
{
  g_return_val_if_fail (table != NULL, -1);

  if (out_clamped)
    *out_clamped = FALSE;
  for (guint i = 0; i < table->columns->len; i++)
    {
      const UmpireColumn *column = g_ptr_array_index (table->columns, i);

      if (umpire_range_contains (&column->range, number))
        {
          if (out_clamped)
            *out_clamped = range_clamps (&column->range, number);
          return (int) i;
        }
    }
  return -1;
}

const UmpireCell *
umpire_row_cell (const UmpireRow *row,
                 int              column)
{
  g_return_val_if_fail (row != NULL, NULL);

  if (column < 0 || (guint) column >= row->cells->len)
    return NULL;
  return g_ptr_array_index (row->cells, column);
}

static gboolean
condition_holds (const UmpireCondition *cond,
                 const UmpireSituation *situation)
{
  if ((cond->year || cond->year_min || cond->year_max) && situation->year == 0)
    return FALSE;
  if (cond->year && cond->year != situation->year)
    return FALSE;
  if (cond->year_min && situation->year < cond->year_min)
    return FALSE;
  if (cond->year_max && situation->year > cond->year_max)
    return FALSE;
  if (cond->nation && g_strcmp0 (cond->nation, situation->nation) != 0)
    return FALSE;
  if (cond->opponent && g_strcmp0 (cond->opponent, situation->opponent) != 0)
    return FALSE;
  if (cond->role && g_strcmp0 (cond->role, situation->role) != 0)
    return FALSE;
  if (cond->battle && g_strcmp0 (cond->battle, situation->battle) != 0)
    return FALSE;
  if (cond->flag && (situation->flags == NULL ||
                     !g_strv_contains (situation->flags, cond->flag)))
    return FALSE;
  return TRUE;
}

gboolean
umpire_modifier_applies (const UmpireRow       *modifier,
                         const UmpireSituation *situation)
{
  g_return_val_if_fail (modifier != NULL, FALSE);
  g_return_val_if_fail (situation != NULL, FALSE);

  if (modifier->conditions == NULL || modifier->conditions->len == 0)
    return TRUE;
  for (guint i = 0; i < modifier->conditions->len; i++)
    if (condition_holds (g_ptr_array_index (modifier->conditions, i), situation))
      return TRUE;
  return FALSE;
}

gboolean
umpire_cell_is_reconstructed (const UmpireCell *cell)
{
  g_return_val_if_fail (cell != NULL, FALSE);
  return cell->prov.reconstructed != NULL;
}
