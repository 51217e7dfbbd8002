/* umpire-result.c: a result and the trail that explains it
 *
 * Every procedure returns one of these. The GUI, the log, the CLI and the
 * printed sheets all show the same trail, so it is built once, here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <langinfo.h>
#include <locale.h>
#include <string.h>

#include "umpire-ref-string.h"
#include "umpire-result-private.h"
#include "umpire-descriptor.h"
#include "umpire-xml.h"

/* A named value or input. Names, labels and most values come from a small
 * vocabulary repeated in every result of a long log ("yes", "clear", "4"):
 * all three are interned reference-counted strings, shared by all results,
 * so a log of thousands of events holds each word once. */
typedef struct
{
  char *name;    /* GRefString, interned */
  char *value;   /* GRefString, interned */
} Entry;

/* A result holds a dozen or so entries, searched in order; one that holds
 * many (umpire-cli's log: one value per event) gets an index by name. */
#define ENTRIES_INDEXED_FROM 32

typedef struct
{
  Entry      *entries;   /* NULL if none */
  guint       len;
  guint       alloc;
  GHashTable *index;     /* name → position + 1; NULL while short */
} Entries;

struct _UmpireResult
{
  GObject    parent_instance;
  char      *procedure;   /* GRefString, interned */
  const UmpireProcedureInfo *info;   /* static; NULL for a procedure no descriptor names */
  Entries    values;      /* in the order values were first set */
  Entries    labels;      /* name → translated label */
  Entries    inputs;      /* in order */
  GPtrArray *steps;       /* UmpireStep*, shared between copies (see SharedStep) */
};

G_DEFINE_TYPE (UmpireResult, umpire_result, G_TYPE_OBJECT)

static void
entries_clear (Entries *entries)
{
  for (guint i = 0; i < entries->len; i++)
    {
      umpire_ref_string_release (entries->entries[i].name);
      umpire_ref_string_release (entries->entries[i].value);
    }
  g_clear_pointer (&entries->entries, g_free);
  g_clear_pointer (&entries->index, g_hash_table_unref);
  entries->len = entries->alloc = 0;
}

static Entry *
entries_find (const Entries *entries,
              const char    *name)
{
  if (entries->index != NULL)
    {
      guint position = GPOINTER_TO_UINT (g_hash_table_lookup (entries->index, name));

      return position > 0 ? &entries->entries[position - 1] : NULL;
    }
  for (guint i = 0; i < entries->len; i++)
    if (strcmp (entries->entries[i].name, name) == 0)
      return &entries->entries[i];
  return NULL;
}

/* Takes `value`, an interned GRefString. */
static void
entries_set (Entries    *entries,
             const char *name,
             char       *value)
{
  /* Interned: the same pointer for the same name, so one comparison each. */
  char *interned = umpire_ref_string_intern (name);
  Entry *entry = NULL;

  if (entries->index != NULL)
    entry = entries_find (entries, interned);
  else
    for (guint i = 0; i < entries->len && entry == NULL; i++)
      if (entries->entries[i].name == interned)
        entry = &entries->entries[i];
  if (entry != NULL)
    {
      umpire_ref_string_release (interned);
      umpire_ref_string_release (entry->value);
      entry->value = value;
      return;
    }
  /* Grown a few at a time: a result's entries are set once, while it is
   * made or read, and a long log holds tens of thousands of results. */
  if (entries->len == entries->alloc)
    {
      entries->alloc = entries->alloc < 16 ? entries->alloc + 4 : entries->alloc * 2;
      entries->entries = g_renew (Entry, entries->entries, entries->alloc);
    }
  entry = &entries->entries[entries->len++];
  entry->name = interned;
  entry->value = value;
  if (entries->index != NULL)
    g_hash_table_insert (entries->index, entry->name, GUINT_TO_POINTER (entries->len));
  else if (entries->len >= ENTRIES_INDEXED_FROM)
    {
      /* Keyed by the names the entries hold: they move with the array. */
      entries->index = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < entries->len; i++)
        g_hash_table_insert (entries->index, entries->entries[i].name, GUINT_TO_POINTER (i + 1));
    }
}

static const char *
entries_get (const Entries *entries,
             const char    *name)
{
  Entry *entry = entries_find (entries, name);

  return entry != NULL ? entry->value : NULL;
}

static GStrv
entries_dup_names (const Entries *entries)
{
  GStrv names = g_new0 (char *, entries->len + 1);

  for (guint i = 0; i < entries->len; i++)
    names[i] = g_strdup (entries->entries[i].name);
  return names;
}

/* Steps never change once the procedure that made them has returned, so a
 * copied result shares them: a scenario's log repeats the same table reads
 * thousands of times. */
typedef struct
{
  gatomicrefcount ref_count;
  UmpireStep      step;
} SharedStep;

#define SHARED_STEP(pointer) ((SharedStep *) ((char *) (pointer) - G_STRUCT_OFFSET (SharedStep, step)))

static UmpireStep *
step_new (void)
{
  SharedStep *shared = g_new0 (SharedStep, 1);

  g_atomic_ref_count_init (&shared->ref_count);
  return &shared->step;
}

static void
step_unref (gpointer data)
{
  SharedStep *shared = SHARED_STEP (data);
  UmpireStep *step = &shared->step;

  if (!g_atomic_ref_count_dec (&shared->ref_count))
    return;
  g_free (step->text);
  g_free (step->rule);
  g_free (step->source);
  g_free (step->table);
  g_free (step->row);
  g_free (step->column);
  g_free (step->reading);
  g_free (step->roll);
  g_free (shared);
}

static void
umpire_result_finalize (GObject *object)
{
  UmpireResult *self = UMPIRE_RESULT (object);

  g_clear_pointer (&self->procedure, umpire_ref_string_release);
  entries_clear (&self->values);
  entries_clear (&self->labels);
  entries_clear (&self->inputs);
  g_clear_pointer (&self->steps, g_ptr_array_unref);

  G_OBJECT_CLASS (umpire_result_parent_class)->finalize (object);
}

static void
umpire_result_class_init (UmpireResultClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = umpire_result_finalize;
}

static void
umpire_result_init (UmpireResult *self)
{
  self->steps = g_ptr_array_new_with_free_func (step_unref);
}

UmpireResult *
umpire_result_new (const char *procedure)
{
  UmpireResult *self = g_object_new (UMPIRE_TYPE_RESULT, NULL);

  self->procedure = procedure != NULL ? umpire_ref_string_intern (procedure) : NULL;
  return self;
}

UmpireResult *
umpire_result_new_for (const UmpireProcedureInfo *info)
{
  UmpireResult *self;

  g_return_val_if_fail (info != NULL, NULL);

  self = umpire_result_new (info->id);
  self->info = info;
  return self;
}

const UmpireProcedureInfo *
umpire_result_get_info (UmpireResult *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return self->info;
}

void
umpire_result_set_info (UmpireResult              *self,
                        const UmpireProcedureInfo *info)
{
  g_return_if_fail (UMPIRE_IS_RESULT (self));
  self->info = info;
}

const char *
umpire_result_get_procedure (UmpireResult *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return self->procedure;
}

/* Values and inputs are read by machines (scenario files, --xml, the forms
 * that refill from them): "12.5" whatever the umpire's locale, never "12,5". */
static char *
strdup_vprintf_portable (const char *format,
                         va_list     args)
{
  static gsize c_locale_once = 0;
  static locale_t c_locale = (locale_t) 0;
  locale_t previous;
  char *text;

  if (g_once_init_enter (&c_locale_once))
    {
      c_locale = newlocale (LC_NUMERIC_MASK, "C", (locale_t) 0);
      g_once_init_leave (&c_locale_once, 1);
    }
  if (c_locale == (locale_t) 0)
    return g_strdup_vprintf (format, args);
  previous = uselocale (c_locale);
  text = g_strdup_vprintf (format, args);
  uselocale (previous);
  return text;
}

/* `text`, interned; frees `text`. */
static char *
intern_take (char *text)
{
  char *interned = umpire_ref_string_intern (text);

  g_free (text);
  return interned;
}

void
umpire_result_set_value (UmpireResult *self,
                         const char   *name,
                         const char   *format,
                         ...)
{
  va_list args;
  char *value;

  g_return_if_fail (UMPIRE_IS_RESULT (self));
  g_return_if_fail (name != NULL);

  va_start (args, format);
  value = strdup_vprintf_portable (format, args);
  va_end (args);
  entries_set (&self->values, name, intern_take (value));
}

const char *
umpire_result_get_value (UmpireResult *self,
                         const char   *name)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return entries_get (&self->values, name);
}

void
umpire_result_set_input (UmpireResult *self,
                         const char   *name,
                         const char   *format,
                         ...)
{
  va_list args;
  char *value;

  g_return_if_fail (UMPIRE_IS_RESULT (self));
  g_return_if_fail (name != NULL);

  va_start (args, format);
  value = strdup_vprintf_portable (format, args);
  va_end (args);
  entries_set (&self->inputs, name, intern_take (value));
}

const char *
umpire_result_get_input (UmpireResult *self,
                         const char   *name)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return entries_get (&self->inputs, name);
}

gboolean
umpire_result_get_input_at (UmpireResult  *self,
                            guint          index,
                            const char   **name,
                            const char   **value)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), FALSE);

  if (index >= self->inputs.len)
    return FALSE;
  if (name != NULL)
    *name = self->inputs.entries[index].name;
  if (value != NULL)
    *value = self->inputs.entries[index].value;
  return TRUE;
}

GStrv
umpire_result_dup_input_names (UmpireResult *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return entries_dup_names (&self->inputs);
}

void
umpire_result_set_value_label (UmpireResult *self,
                               const char   *name,
                               const char   *label)
{
  g_return_if_fail (UMPIRE_IS_RESULT (self));
  g_return_if_fail (name != NULL);
  /* No label: the name stands for itself. */
  entries_set (&self->labels, name, umpire_ref_string_intern (label ? label : name));
}

const char *
umpire_result_get_value_label (UmpireResult *self,
                               const char   *name)
{
  const char *label;

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  label = entries_get (&self->labels, name);
  if (label == NULL && umpire_procedure_info_find_value (self->info, name) != NULL)
    label = umpire_field_get_label (umpire_procedure_info_find_value (self->info, name));
  return label ? label : name;
}

void
_umpire_result_add_value (UmpireResult *self,
                          const char   *name,
                          const char   *value,
                          char         *label)
{
  entries_set (&self->values, name, umpire_ref_string_intern (value));
  if (label != NULL)
    entries_set (&self->labels, name, g_ref_string_acquire (label));
}

void
_umpire_result_add_input (UmpireResult *self,
                          const char   *name,
                          const char   *value)
{
  entries_set (&self->inputs, name, umpire_ref_string_intern (value));
}

GStrv
umpire_result_dup_value_names (UmpireResult *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return entries_dup_names (&self->values);
}

static UmpireStep *
append_step (UmpireResult           *self,
             UmpireStepKind          kind,
             const UmpireProvenance *prov,
             char                   *text)
{
  UmpireStep *step = step_new ();

  step->kind = kind;
  step->text = text;
  if (prov != NULL)
    {
      step->rule = g_strdup (prov->rule);
      step->source = g_strdup (prov->source);
      if (prov->reconstructed)
        step->reading = g_strdup_printf (_("reconstructed: %s"), prov->reconstructed);
      else if (prov->ambiguous)
        step->reading = g_strdup_printf (_("reading: %s"), prov->ambiguous);
    }
  g_ptr_array_add (self->steps, step);
  return step;
}

UmpireStep *
umpire_result_add_step (UmpireResult           *self,
                        UmpireStepKind          kind,
                        const UmpireProvenance *prov,
                        const char             *format,
                        ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  return append_step (self, kind, prov, text);
}

const UmpireStep *
umpire_result_copy_step (UmpireResult     *self,
                         const UmpireStep *step)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  g_return_val_if_fail (step != NULL, NULL);

  g_atomic_ref_count_inc (&SHARED_STEP (step)->ref_count);
  g_ptr_array_add (self->steps, (UmpireStep *) step);
  return step;
}

void
umpire_result_add_roll (UmpireResult           *self,
                        const UmpireRoll       *roll,
                        const UmpireProvenance *prov,
                        const char             *purpose)
{
  g_autofree char *described = umpire_roll_describe (roll);

  UmpireStep *step;

  g_return_if_fail (UMPIRE_IS_RESULT (self));
  step = append_step (self, UMPIRE_STEP_ROLL, prov,
                      purpose ? g_strdup_printf ("%s: %s", purpose, described)
                              : g_steal_pointer (&described));
  step->roll = g_memdup2 (roll, sizeof *roll);
}

void
umpire_result_add_cell (UmpireResult      *self,
                        const UmpireTable *table,
                        const UmpireRow   *row,
                        int                column)
{
  const UmpireCell *cell = umpire_row_cell (row, column);
  const UmpireColumn *col;
  UmpireStep *step;

  g_return_if_fail (UMPIRE_IS_RESULT (self));
  g_return_if_fail (cell != NULL);

  col = g_ptr_array_index (table->columns, column);
  step = append_step (self, UMPIRE_STEP_TABLE, &cell->prov,
                      g_strdup_printf (_("%s, row “%s”, column “%s”: %s"),
                                       table->title, row->label, col->label, cell->text));
  step->table = g_strdup (table->id);
  step->row = g_strdup (row->id);
  step->column = g_strdup (col->id);
}

const GPtrArray *
umpire_result_get_steps (UmpireResult *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return self->steps;
}

const char *
umpire_step_kind_to_string (UmpireStepKind kind)
{
  static const char * const names[] = {
    "input", "roll", "modifier", "clamp", "table", "multiply", "round", "rule", "override",
  };

  if ((guint) kind < G_N_ELEMENTS (names))
    return names[kind];
  return "rule";
}


void
umpire_result_append_text (UmpireResult *self,
                           UmpireRules  *rules,
                           GString      *text)
{
  g_return_if_fail (UMPIRE_IS_RESULT (self));
  g_return_if_fail (text != NULL);

  /* Appended piece by piece: a long log's text is tens of millions of
   * these, and formatting each through printf took most of its time. */
  for (guint i = 0; i < self->values.len; i++)
    {
      const Entry *entry = &self->values.entries[i];
      const UmpireField *field = umpire_procedure_info_find_value (self->info, entry->name);
      g_autofree char *shown = umpire_field_dup_for_people (field, rules, entry->value);
      const char *label = entries_get (&self->labels, entry->name);

      /* For people: the label, where the procedure gave one. */
      if (label == NULL && field != NULL)
        label = umpire_field_get_label (field);
      g_string_append (text, label != NULL ? label : entry->name);
      g_string_append (text, ": ");
      g_string_append (text, shown);
      g_string_append_c (text, '\n');
    }
  for (guint i = 0; i < self->steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (self->steps, i);

      g_string_append (text, "  • ");
      g_string_append (text, step->text);
      if (step->rule != NULL)
        {
          g_string_append (text, " [");
          g_string_append (text, step->rule);
          if (step->source != NULL)
            {
              g_string_append (text, ", ");
              g_string_append (text, umpire_rules_get_source_name (rules, step->source));
            }
          g_string_append_c (text, ']');
        }
      if (step->reading != NULL)
        {
          g_string_append (text, " (");
          g_string_append (text, step->reading);
          g_string_append_c (text, ')');
        }
      g_string_append_c (text, '\n');
    }
}

char *
umpire_result_to_text (UmpireResult *self,
                       UmpireRules  *rules)
{
  GString *text;

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);

  text = g_string_new (NULL);
  umpire_result_append_text (self, rules, text);
  return g_string_free (text, FALSE);
}

char *
umpire_result_to_xml (UmpireResult *self)
{
  g_autoptr(GString) out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);

  g_string_append (out, "<result");
  umpire_xml_append_attribute (out, "procedure", self->procedure);
  if (self->info != NULL)
    umpire_xml_append_attribute (out, "system", self->info->system->id);
  g_string_append (out, ">\n");
  for (guint i = 0; i < self->values.len; i++)
    {
      const Entry *entry = &self->values.entries[i];
      g_autofree char *value = g_markup_escape_text (entry->value, -1);

      g_string_append (out, "  <value");
      umpire_xml_append_attribute (out, "name", entry->name);
      /* For people, in the umpire's language: machines read the name. */
      umpire_xml_append_attribute (out, "label", umpire_result_get_value_label (self, entry->name));
      g_string_append_printf (out, ">%s</value>\n", value);
    }
  for (guint i = 0; i < self->inputs.len; i++)
    {
      const Entry *entry = &self->inputs.entries[i];
      g_autofree char *value = g_markup_escape_text (entry->value, -1);

      const UmpireField *field = umpire_procedure_info_find_input (self->info, entry->name);

      g_string_append (out, "  <input");
      umpire_xml_append_attribute (out, "name", entry->name);
      if (field != NULL)
        umpire_xml_append_attribute (out, "label", umpire_field_get_label (field));
      g_string_append_printf (out, ">%s</input>\n", value);
    }
  for (guint i = 0; i < self->steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (self->steps, i);
      g_autofree char *text = g_markup_escape_text (step->text, -1);

      g_string_append (out, "  <step");
      umpire_xml_append_attribute (out, "kind", umpire_step_kind_to_string (step->kind));
      umpire_xml_append_attribute (out, "rule", step->rule ? step->rule : "");
      umpire_xml_append_attribute (out, "source", step->source);
      umpire_xml_append_attribute (out, "table", step->table);
      umpire_xml_append_attribute (out, "row", step->row);
      umpire_xml_append_attribute (out, "column", step->column);
      umpire_xml_append_attribute (out, "reading", step->reading);
      if (step->roll != NULL)
        {
          g_autofree char *expr = umpire_dice_expr_to_string (&step->roll->expr);
          g_autofree char *total = g_strdup_printf ("%u", step->roll->total);

          umpire_xml_append_attribute (out, "dice", expr);
          umpire_xml_append_attribute (out, "total", total);
          umpire_xml_append_attribute (out, "origin", step->roll->physical ? "physical" : "digital");
          if (!step->roll->physical)
            {
              g_autofree char *seed = g_strdup_printf ("%u", step->roll->seed);
              umpire_xml_append_attribute (out, "seed", seed);
            }
        }
      g_string_append_printf (out, ">%s</step>\n", text);
    }
  g_string_append (out, "</result>\n");
  return g_string_free (g_steal_pointer (&out), FALSE);
}
