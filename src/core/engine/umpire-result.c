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

#include "umpire-result-private.h"
#include "umpire-descriptor.h"
#include "umpire-xml.h"

/* A named value or input. Results hold a dozen or so, so a short array
 * searched in order beats a hash table. Names and labels come from a small
 * vocabulary repeated in every result of a long log: they are interned
 * reference-counted strings, shared by all results. */
typedef struct
{
  char *name;    /* GRefString, interned */
  char *value;   /* plain; for labels an interned GRefString */
} Entry;

struct _UmpireResult
{
  GObject    parent_instance;
  char      *procedure;
  const UmpireProcedureInfo *info;   /* static; NULL for a procedure no descriptor names */
  GArray    *values;   /* Entry, in the order values were first set; NULL if none */
  GArray    *labels;   /* Entry: name → translated label; NULL if none */
  GArray    *inputs;   /* Entry, in order; NULL if none */
  GPtrArray *steps;    /* UmpireStep*, shared between copies (see SharedStep) */
};

G_DEFINE_TYPE (UmpireResult, umpire_result, G_TYPE_OBJECT)

static void
entry_clear (gpointer data)
{
  Entry *entry = data;

  g_ref_string_release (entry->name);
  g_free (entry->value);
}

static void
label_entry_clear (gpointer data)
{
  Entry *entry = data;

  g_ref_string_release (entry->name);
  g_ref_string_release (entry->value);
}

static Entry *
entries_find (GArray     *entries,
              const char *name)
{
  if (entries == NULL)
    return NULL;
  for (guint i = 0; i < entries->len; i++)
    {
      Entry *entry = &g_array_index (entries, Entry, i);

      if (strcmp (entry->name, name) == 0)
        return entry;
    }
  return NULL;
}

/* Takes `value`, which `clear` frees. */
static void
entries_set (GArray         **entries,
             GDestroyNotify   clear,
             const char      *name,
             char            *value)
{
  /* Interned: the same pointer for the same name, so one comparison each. */
  char *interned = g_ref_string_new_intern (name);
  Entry added = { interned, value };

  if (*entries == NULL)
    {
      *entries = g_array_sized_new (FALSE, FALSE, sizeof (Entry), 16);
      g_array_set_clear_func (*entries, clear);
    }
  for (guint i = 0; i < (*entries)->len; i++)
    {
      Entry *entry = &g_array_index (*entries, Entry, i);

      if (entry->name == interned)
        {
          added.value = entry->value;
          entry->value = value;
          clear (&added);   /* the old value and the extra reference */
          return;
        }
    }
  g_array_append_val (*entries, added);
}

static const char *
entries_get (GArray     *entries,
             const char *name)
{
  Entry *entry = entries_find (entries, name);

  return entry != NULL ? entry->value : NULL;
}

static GStrv
entries_dup_names (GArray *entries)
{
  GStrv names = g_new0 (char *, (entries ? entries->len : 0) + 1);

  for (guint i = 0; entries != NULL && i < entries->len; i++)
    names[i] = g_strdup (g_array_index (entries, Entry, i).name);
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

  g_clear_pointer (&self->procedure, g_free);
  g_clear_pointer (&self->values, g_array_unref);
  g_clear_pointer (&self->labels, g_array_unref);
  g_clear_pointer (&self->inputs, g_array_unref);
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

  self->procedure = g_strdup (procedure);
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
  entries_set (&self->values, entry_clear, name, value);
}

const char *
umpire_result_get_value (UmpireResult *self,
                         const char   *name)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return entries_get (self->values, name);
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
  entries_set (&self->inputs, entry_clear, name, value);
}

const char *
umpire_result_get_input (UmpireResult *self,
                         const char   *name)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return entries_get (self->inputs, name);
}

GStrv
umpire_result_dup_input_names (UmpireResult *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return entries_dup_names (self->inputs);
}

void
umpire_result_set_value_label (UmpireResult *self,
                               const char   *name,
                               const char   *label)
{
  g_return_if_fail (UMPIRE_IS_RESULT (self));
  g_return_if_fail (name != NULL);
  /* No label: the name stands for itself. */
  entries_set (&self->labels, label_entry_clear, name, g_ref_string_new_intern (label ? label : name));
}

const char *
umpire_result_get_value_label (UmpireResult *self,
                               const char   *name)
{
  const char *label;

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  label = entries_get (self->labels, name);
  if (label == NULL && umpire_procedure_info_find_value (self->info, name) != NULL)
    label = umpire_field_get_label (umpire_procedure_info_find_value (self->info, name));
  return label ? label : name;
}

void
_umpire_result_take_value (UmpireResult *self,
                           const char   *name,
                           char         *value,
                           char         *label)
{
  entries_set (&self->values, entry_clear, name, value);
  if (label != NULL)
    entries_set (&self->labels, label_entry_clear, name, g_ref_string_acquire (label));
}

void
_umpire_result_take_input (UmpireResult *self,
                           const char   *name,
                           char         *value)
{
  entries_set (&self->inputs, entry_clear, name, value);
}

GStrv
umpire_result_dup_value_names (UmpireResult *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return entries_dup_names (self->values);
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


char *
umpire_result_to_text (UmpireResult *self,
                       UmpireRules  *rules)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);

  for (guint i = 0; self->values != NULL && i < self->values->len; i++)
    {
      const Entry *entry = &g_array_index (self->values, Entry, i);
      g_autofree char *shown = umpire_field_dup_for_people (umpire_procedure_info_find_value (self->info, entry->name),
                                                            rules, entry->value);

      /* For people: the label, where the procedure gave one. */
      g_string_append_printf (text, "%s: %s\n",
                              umpire_result_get_value_label (self, entry->name), shown);
    }
  for (guint i = 0; i < self->steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (self->steps, i);

      g_string_append_printf (text, "  • %s", step->text);
      if (step->rule != NULL)
        g_string_append_printf (text, " [%s%s%s]", step->rule, step->source ? ", " : "",
                                step->source ? umpire_rules_get_source_name (rules, step->source) : "");
      if (step->reading != NULL)
        g_string_append_printf (text, " (%s)", step->reading);
      g_string_append_c (text, '\n');
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
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
  for (guint i = 0; self->values != NULL && i < self->values->len; i++)
    {
      const Entry *entry = &g_array_index (self->values, Entry, i);
      g_autofree char *value = g_markup_escape_text (entry->value, -1);

      g_string_append (out, "  <value");
      umpire_xml_append_attribute (out, "name", entry->name);
      /* For people, in the umpire's language: machines read the name. */
      umpire_xml_append_attribute (out, "label", umpire_result_get_value_label (self, entry->name));
      g_string_append_printf (out, ">%s</value>\n", value);
    }
  for (guint i = 0; self->inputs != NULL && i < self->inputs->len; i++)
    {
      const Entry *entry = &g_array_index (self->inputs, Entry, i);
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
