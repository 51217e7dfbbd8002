/* umpire-result.c: a result and the trail that explains it
 *
 * Every procedure returns one of these. The GUI, the log, the CLI and the
 * printed sheets all show the same trail, so it is built once, here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-result.h"

struct _UmpireResult
{
  GObject    parent_instance;
  char      *procedure;
  GPtrArray *names;    /* char*, in the order values were first set */
  GHashTable *values;  /* name -> value */
  GHashTable *labels;  /* name -> translated label */
  GPtrArray *input_names;
  GHashTable *inputs;  /* name -> value */
  GPtrArray *steps;    /* UmpireStep* */
};

G_DEFINE_TYPE (UmpireResult, umpire_result, G_TYPE_OBJECT)

static void
umpire_step_free (gpointer data)
{
  UmpireStep *step = data;

  g_free (step->text);
  g_free (step->rule);
  g_free (step->source);
  g_free (step->table);
  g_free (step->row);
  g_free (step->column);
  g_free (step->reading);
  g_free (step->roll);
  g_free (step);
}

static void
umpire_result_finalize (GObject *object)
{
  UmpireResult *self = UMPIRE_RESULT (object);

  g_clear_pointer (&self->procedure, g_free);
  g_clear_pointer (&self->names, g_ptr_array_unref);
  g_clear_pointer (&self->values, g_hash_table_unref);
  g_clear_pointer (&self->labels, g_hash_table_unref);
  g_clear_pointer (&self->input_names, g_ptr_array_unref);
  g_clear_pointer (&self->inputs, g_hash_table_unref);
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
  self->names = g_ptr_array_new_with_free_func (g_free);
  self->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->input_names = g_ptr_array_new_with_free_func (g_free);
  self->inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->steps = g_ptr_array_new_with_free_func (umpire_step_free);
}

UmpireResult *
umpire_result_new (const char *procedure)
{
  UmpireResult *self = g_object_new (UMPIRE_TYPE_RESULT, NULL);

  self->procedure = g_strdup (procedure);
  return self;
}

const char *
umpire_result_get_procedure (UmpireResult *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return self->procedure;
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
  value = g_strdup_vprintf (format, args);
  va_end (args);

  if (!g_hash_table_contains (self->values, name))
    g_ptr_array_add (self->names, g_strdup (name));
  g_hash_table_replace (self->values, g_strdup (name), value);
}

const char *
umpire_result_get_value (UmpireResult *self,
                         const char   *name)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return g_hash_table_lookup (self->values, name);
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
  value = g_strdup_vprintf (format, args);
  va_end (args);

  if (!g_hash_table_contains (self->inputs, name))
    g_ptr_array_add (self->input_names, g_strdup (name));
  g_hash_table_replace (self->inputs, g_strdup (name), value);
}

const char *
umpire_result_get_input (UmpireResult *self,
                         const char   *name)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  return g_hash_table_lookup (self->inputs, name);
}

GStrv
umpire_result_dup_input_names (UmpireResult *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  for (guint i = 0; i < self->input_names->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->input_names, i));
  return g_strv_builder_end (builder);
}

void
umpire_result_set_value_label (UmpireResult *self,
                               const char   *name,
                               const char   *label)
{
  g_return_if_fail (UMPIRE_IS_RESULT (self));
  g_hash_table_replace (self->labels, g_strdup (name), g_strdup (label));
}

const char *
umpire_result_get_value_label (UmpireResult *self,
                               const char   *name)
{
  const char *label;

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  label = g_hash_table_lookup (self->labels, name);
  return label ? label : name;
}

GStrv
umpire_result_dup_value_names (UmpireResult *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);
  for (guint i = 0; i < self->names->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->names, i));
  return g_strv_builder_end (builder);
}

static UmpireStep *
append_step (UmpireResult           *self,
             UmpireStepKind          kind,
             const UmpireProvenance *prov,
             char                   *text)
{
  UmpireStep *step = g_new0 (UmpireStep, 1);

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
umpire_result_to_text (UmpireResult *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);

  for (guint i = 0; i < self->names->len; i++)
    {
      const char *name = g_ptr_array_index (self->names, i);

      g_string_append_printf (text, "%s: %s\n", name,
                              (const char *) g_hash_table_lookup (self->values, name));
    }
  for (guint i = 0; i < self->steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (self->steps, i);

      g_string_append_printf (text, "  • %s", step->text);
      if (step->rule != NULL)
        g_string_append_printf (text, " [%s%s%s]", step->rule,
                                step->source ? ", " : "", step->source ? step->source : "");
      if (step->reading != NULL)
        g_string_append_printf (text, " (%s)", step->reading);
      g_string_append_c (text, '\n');
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
append_attr (GString    *out,
             const char *name,
             const char *value)
{
  g_autofree char *escaped = NULL;

  if (value == NULL)
    return;
  escaped = g_markup_escape_text (value, -1);
  g_string_append_printf (out, " %s=\"%s\"", name, escaped);
}

char *
umpire_result_to_xml (UmpireResult *self)
{
  g_autoptr(GString) out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");

  g_return_val_if_fail (UMPIRE_IS_RESULT (self), NULL);

  g_string_append (out, "<result");
  append_attr (out, "procedure", self->procedure);
  g_string_append (out, ">\n");
  for (guint i = 0; i < self->names->len; i++)
    {
      const char *name = g_ptr_array_index (self->names, i);
      g_autofree char *value = g_markup_escape_text (g_hash_table_lookup (self->values, name), -1);

      g_string_append (out, "  <value");
      append_attr (out, "name", name);
      g_string_append_printf (out, ">%s</value>\n", value);
    }
  for (guint i = 0; i < self->input_names->len; i++)
    {
      const char *name = g_ptr_array_index (self->input_names, i);
      g_autofree char *value = g_markup_escape_text (g_hash_table_lookup (self->inputs, name), -1);

      g_string_append (out, "  <input");
      append_attr (out, "name", name);
      g_string_append_printf (out, ">%s</input>\n", value);
    }
  for (guint i = 0; i < self->steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (self->steps, i);
      g_autofree char *text = g_markup_escape_text (step->text, -1);

      g_string_append (out, "  <step");
      append_attr (out, "kind", umpire_step_kind_to_string (step->kind));
      append_attr (out, "rule", step->rule ? step->rule : "");
      append_attr (out, "source", step->source);
      append_attr (out, "table", step->table);
      append_attr (out, "row", step->row);
      append_attr (out, "column", step->column);
      append_attr (out, "reading", step->reading);
      if (step->roll != NULL)
        {
          g_autofree char *expr = umpire_dice_expr_to_string (&step->roll->expr);
          g_autofree char *total = g_strdup_printf ("%u", step->roll->total);

          append_attr (out, "dice", expr);
          append_attr (out, "total", total);
          append_attr (out, "origin", step->roll->physical ? "physical" : "digital");
          if (!step->roll->physical)
            {
              g_autofree char *seed = g_strdup_printf ("%u", step->roll->seed);
              append_attr (out, "seed", seed);
            }
        }
      g_string_append_printf (out, ">%s</step>\n", text);
    }
  g_string_append (out, "</result>\n");
  return g_string_free (g_steal_pointer (&out), FALSE);
}
