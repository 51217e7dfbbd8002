/* umpire-field-rows.c: the fields of a form, by scope and name
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-field-rows.h"
#include "umpire-form.h"
#include "umpire-input-error.h"
#include "umpire-inputs.h"

typedef struct
{
  UmpireFieldRows *rows;
  char            *scope;
  char            *key;
  UmpireFieldRow  *row;
} Entry;

struct _UmpireFieldRows
{
  GObject      parent_instance;

  UmpireRules *rules;
  GPtrArray   *entries;  /* Entry*, in the order added */
  GHashTable  *by_key;   /* "scope/name" -> Entry* */
  guint        frozen;
};

G_DEFINE_FINAL_TYPE (UmpireFieldRows, umpire_field_rows, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  SIGNAL_ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
entry_key (const char *scope,
           const char *name)
{
  return scope != NULL ? g_strdup_printf ("%s/%s", scope, name) : g_strdup (name);
}

static Entry *
find (UmpireFieldRows *self,
      const char      *scope,
      const char      *name)
{
  g_autofree char *key = NULL;

  if (name == NULL)
    return NULL;
  key = entry_key (scope, name);
  return g_hash_table_lookup (self->by_key, key);
}

/* The field, or NULL with a critical naming the one the page asked for. */
static UmpireFieldRow *
row_of (UmpireFieldRows *self,
        const char      *scope,
        const char      *name,
        const char      *function)
{
  Entry *entry = find (self, scope, name);

  if (entry == NULL)
    g_critical ("%s: no field %s%s%s", function, scope ? scope : "", scope ? "/" : "", name ? name : "(null)");
  return entry != NULL ? entry->row : NULL;
}

#define ROW_OR_RETURN(row, self, scope, name)                        \
  g_return_if_fail (UMPIRE_IS_FIELD_ROWS (self));                    \
  if ((row = row_of (self, scope, name, G_STRFUNC)) == NULL)         \
    return

static void
take_out (GtkWidget *widget)
{
  GtkWidget *parent = widget != NULL ? gtk_widget_get_parent (widget) : NULL;

  if (GTK_IS_LIST_BOX (parent))
    gtk_list_box_remove (GTK_LIST_BOX (parent), widget);
  else if (GTK_IS_BOX (parent))
    gtk_box_remove (GTK_BOX (parent), widget);
  else if (parent != NULL)
    gtk_widget_unparent (widget);
}

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_signal_handlers_disconnect_by_data (entry->row, entry);
  g_object_unref (entry->row);
  g_free (entry->scope);
  g_free (entry->key);
  g_free (entry);
}

/* ---- the fields ------------------------------------------------------------ */

static void
on_row_changed (Entry *entry)
{
  if (entry->rows->frozen == 0)
    g_signal_emit (entry->rows, signals[SIGNAL_CHANGED], 0, entry->scope, umpire_field_row_get_name (entry->row));
}

static void
on_row_activate (Entry *entry)
{
  g_signal_emit (entry->rows, signals[SIGNAL_ACTIVATE], 0);
}

static void
add_entry (UmpireFieldRows *self,
           const char      *scope,
           UmpireFieldRow  *row)
{
  Entry *entry = g_new0 (Entry, 1);
  const char *name = umpire_field_row_get_name (row);

  /* A field added again under its name takes the place of the old one. */
  if (find (self, scope, name) != NULL)
    umpire_field_rows_remove (self, scope, name);
  entry->rows = self;
  entry->scope = g_strdup (scope);
  entry->key = entry_key (scope, name);
  entry->row = row;
  g_signal_connect_swapped (row, "changed", G_CALLBACK (on_row_changed), entry);
  g_signal_connect_swapped (row, "activate", G_CALLBACK (on_row_activate), entry);
  g_ptr_array_add (self->entries, entry);
  g_hash_table_insert (self->by_key, entry->key, entry);
}

GtkWidget *
umpire_field_rows_add (UmpireFieldRows      *self,
                       const char           *scope,
                       const char           *name,
                       const UmpireField    *field,
                       UmpireFormFieldFlags  flags)
{
  UmpireFieldRow *row;

  g_return_val_if_fail (UMPIRE_IS_FIELD_ROWS (self), NULL);
  g_return_val_if_fail (field != NULL, NULL);

  row = umpire_field_row_new (field, name, self->rules, flags);
  add_entry (self, scope, row);
  return umpire_field_row_get_row (row);
}

void
umpire_field_rows_add_widget (UmpireFieldRows   *self,
                              const char        *scope,
                              const char        *name,
                              const UmpireField *field,
                              GtkWidget         *row,
                              GtkWidget         *editable)
{
  g_return_if_fail (UMPIRE_IS_FIELD_ROWS (self));
  g_return_if_fail (name != NULL);
  g_return_if_fail (GTK_IS_WIDGET (editable));

  add_entry (self, scope, umpire_field_row_new_for_widget (field, name, self->rules, row, editable));
}

void
umpire_field_rows_set_widget (UmpireFieldRows *self,
                              const char      *scope,
                              const char      *name,
                              GtkWidget       *widget)
{
  UmpireFieldRow *row;

  ROW_OR_RETURN (row, self, scope, name);
  take_out (umpire_field_row_get_row (row));
  umpire_field_row_set_widget (row, widget);
}

void
umpire_field_rows_remove (UmpireFieldRows *self,
                          const char      *scope,
                          const char      *name)
{
  Entry *entry;

  g_return_if_fail (UMPIRE_IS_FIELD_ROWS (self));
  if ((entry = find (self, scope, name)) == NULL)
    return;
  umpire_field_row_clear_error (entry->row);
  take_out (umpire_field_row_get_row (entry->row));
  take_out (umpire_field_row_get_error_row (entry->row));
  g_hash_table_remove (self->by_key, entry->key);
  g_ptr_array_remove (self->entries, entry);
}

void
umpire_field_rows_append (UmpireFieldRows *self,
                          const char      *scope,
                          const char      *name,
                          GtkWidget       *container)
{
  UmpireFieldRow *field;
  GtkWidget *rows[2];

  ROW_OR_RETURN (field, self, scope, name);

  rows[0] = umpire_field_row_get_row (field);
  rows[1] = umpire_field_row_get_error_row (field);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      take_out (rows[i]);
      if (ADW_IS_PREFERENCES_GROUP (container))
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (container), rows[i]);
      else if (GTK_IS_LIST_BOX (container))
        gtk_list_box_append (GTK_LIST_BOX (container), rows[i]);
      else
        gtk_box_append (GTK_BOX (container), rows[i]);
    }
}

UmpireFieldRow *
umpire_field_rows_lookup (UmpireFieldRows *self,
                          const char      *scope,
                          const char      *name)
{
  Entry *entry;

  g_return_val_if_fail (UMPIRE_IS_FIELD_ROWS (self), NULL);
  entry = find (self, scope, name);
  return entry != NULL ? entry->row : NULL;
}

gboolean
umpire_field_rows_has_field (UmpireFieldRows *self,
                             const char      *scope,
                             const char      *name)
{
  return umpire_field_rows_lookup (self, scope, name) != NULL;
}

GtkWidget *
umpire_field_rows_get_field (UmpireFieldRows *self,
                             const char      *scope,
                             const char      *name)
{
  UmpireFieldRow *row = umpire_field_rows_lookup (self, scope, name);

  return row != NULL ? umpire_field_row_get_editable (row) : NULL;
}

GtkWidget *
umpire_field_rows_get_row (UmpireFieldRows *self,
                           const char      *scope,
                           const char      *name)
{
  UmpireFieldRow *row = umpire_field_rows_lookup (self, scope, name);

  return row != NULL ? umpire_field_row_get_row (row) : NULL;
}

GtkWidget *
umpire_field_rows_get_error_row (UmpireFieldRows *self,
                                 const char      *scope,
                                 const char      *name)
{
  UmpireFieldRow *row = umpire_field_rows_lookup (self, scope, name);

  return row != NULL ? umpire_field_row_get_error_row (row) : NULL;
}

/* ---- shaping and values, by name ----------------------------------------------- */

void
umpire_field_rows_set_flags (UmpireFieldRows      *self,
                             const char           *scope,
                             const char           *name,
                             UmpireFormFieldFlags  flags)
{
  UmpireFieldRow *row;

  ROW_OR_RETURN (row, self, scope, name);
  umpire_field_row_set_flags (row, flags);
}

UmpireFormFieldFlags
umpire_field_rows_get_flags (UmpireFieldRows *self,
                             const char      *scope,
                             const char      *name)
{
  UmpireFieldRow *row = umpire_field_rows_lookup (self, scope, name);

  return row != NULL ? umpire_field_row_get_flags (row) : 0;
}

void
umpire_field_rows_set_label (UmpireFieldRows *self,
                             const char      *scope,
                             const char      *name,
                             const char      *label)
{
  UmpireFieldRow *row;

  ROW_OR_RETURN (row, self, scope, name);
  umpire_field_row_set_label (row, label);
}

void
umpire_field_rows_set_hint (UmpireFieldRows *self,
                            const char      *scope,
                            const char      *name,
                            const char      *hint)
{
  UmpireFieldRow *row;

  ROW_OR_RETURN (row, self, scope, name);
  umpire_field_row_set_hint (row, hint);
}

void
umpire_field_rows_set_choices (UmpireFieldRows    *self,
                               const char         *scope,
                               const char         *name,
                               const char * const *ids,
                               const char         *none_label)
{
  UmpireFieldRow *row;

  ROW_OR_RETURN (row, self, scope, name);
  umpire_field_row_set_choices (row, ids, none_label);
}

char *
umpire_field_rows_dup_value (UmpireFieldRows *self,
                             const char      *scope,
                             const char      *name)
{
  UmpireFieldRow *row = umpire_field_rows_lookup (self, scope, name);

  return row != NULL ? umpire_field_row_dup_value (row) : NULL;
}

void
umpire_field_rows_set_value (UmpireFieldRows *self,
                             const char      *scope,
                             const char      *name,
                             const char      *value)
{
  UmpireFieldRow *row;

  ROW_OR_RETURN (row, self, scope, name);
  umpire_field_row_set_value (row, value);
}

double
umpire_field_rows_get_number (UmpireFieldRows *self,
                              const char      *scope,
                              const char      *name)
{
  g_autofree char *value = umpire_field_rows_dup_value (self, scope, name);

  return value != NULL ? g_ascii_strtod (value, NULL) : 0;
}

gboolean
umpire_field_rows_get_flag (UmpireFieldRows *self,
                            const char      *scope,
                            const char      *name)
{
  g_autofree char *value = umpire_field_rows_dup_value (self, scope, name);

  return g_strcmp0 (value, "yes") == 0;
}

const char *
umpire_field_rows_get_choice (UmpireFieldRows *self,
                              const char      *scope,
                              const char      *name)
{
  UmpireFieldRow *row = umpire_field_rows_lookup (self, scope, name);

  return row != NULL ? umpire_field_row_get_choice (row) : NULL;
}

void
umpire_field_rows_bind (UmpireFieldRows *self,
                        const char      *scope,
                        const char      *name,
                        gpointer         source,
                        const char      *property)
{
  UmpireFieldRow *row;

  ROW_OR_RETURN (row, self, scope, name);
  umpire_field_row_bind (row, source, property);
}

/* ---- checking ------------------------------------------------------------------ */

gboolean
umpire_field_rows_validate (UmpireFieldRows *self,
                            const char      *scope,
                            gboolean         show)
{
  gboolean ok = TRUE;

  g_return_val_if_fail (UMPIRE_IS_FIELD_ROWS (self), FALSE);

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);
      g_autoptr(GError) error = NULL;

      if ((scope != NULL && g_strcmp0 (entry->scope, scope) != 0) || umpire_field_row_check (entry->row, &error))
        continue;
      ok = FALSE;
      if (!show)
        break;
      g_free (umpire_field_row_show_error (entry->row, error, NULL));
    }
  return ok;
}

char *
umpire_field_rows_show_error (UmpireFieldRows *self,
                              const char      *scope,
                              const GError    *error,
                              GtkLabel        *fallback)
{
  g_autofree char *name = NULL;
  Entry *entry;

  g_return_val_if_fail (UMPIRE_IS_FIELD_ROWS (self), NULL);
  g_return_val_if_fail (error != NULL, NULL);

  name = umpire_input_error_field (error);
  entry = find (self, scope, name);
  if (entry == NULL)
    entry = find (self, NULL, name);
  /* A dice error that names no field is the first die field's. */
  for (guint i = 0; entry == NULL && name == NULL && error->domain == UMPIRE_DICE_ERROR && i < self->entries->len; i++)
    {
      Entry *e = g_ptr_array_index (self->entries, i);

      if (umpire_field_row_is_die (e->row) && g_strcmp0 (e->scope, scope) == 0)
        entry = e;
    }
  if (entry != NULL && (umpire_field_row_get_flags (entry->row) & UMPIRE_FORM_FIELD_HIDDEN))
    entry = NULL;
  if (entry == NULL)
    {
      umpire_form_mark_error (NULL, fallback, error);
      return g_strdup (umpire_input_error_get_text (error));
    }
  return umpire_field_row_show_error (entry->row, error, fallback);
}

void
umpire_field_rows_clear_errors (UmpireFieldRows *self)
{
  g_return_if_fail (UMPIRE_IS_FIELD_ROWS (self));

  for (guint i = 0; i < self->entries->len; i++)
    umpire_field_row_clear_error (((Entry *) g_ptr_array_index (self->entries, i))->row);
}

const char *
umpire_field_rows_get_error (UmpireFieldRows *self,
                             const char      *scope,
                             const char      *name)
{
  UmpireFieldRow *row = umpire_field_rows_lookup (self, scope, name);

  return row != NULL ? umpire_field_row_get_error (row) : NULL;
}

/* ---- dice ------------------------------------------------------------------------ */

UmpireDice *
umpire_field_rows_dup_dice (UmpireFieldRows  *self,
                            const char       *scope,
                            UmpireDice       *fallback,
                            GError          **error)
{
  g_autoptr(GArray) typed = g_array_new (FALSE, FALSE, sizeof (UmpireTypedDie));
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (UMPIRE_IS_FIELD_ROWS (self), NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);
      UmpireTypedDie die;

      if (!umpire_field_row_is_die (entry->row) || g_strcmp0 (entry->scope, scope) != 0)
        continue;
      g_ptr_array_add (texts, umpire_field_row_dup_text (entry->row));
      die = (UmpireTypedDie) { umpire_field_row_get_name (entry->row), umpire_field_row_get_dice (entry->row),
                               g_ptr_array_index (texts, texts->len - 1),
                               umpire_field_row_get_input (entry->row)->several };
      g_array_append_val (typed, die);
    }
  if (typed->len == 0)
    return fallback != NULL ? g_object_ref (fallback) : NULL;
  return umpire_dice_new_typed ((const UmpireTypedDie *) (gpointer) typed->data, typed->len,
                                UMPIRE_TYPED_DICE_MIXED, fallback, error);
}

void
umpire_field_rows_clear_dice (UmpireFieldRows *self)
{
  g_return_if_fail (UMPIRE_IS_FIELD_ROWS (self));

  self->frozen++;
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (umpire_field_row_is_die (entry->row))
        umpire_field_row_set_value (entry->row, NULL);
    }
  self->frozen--;
}

GHashTable *
umpire_field_rows_dup_inputs (UmpireFieldRows           *self,
                              const char                *scope,
                              const UmpireProcedureInfo *info)
{
  GHashTable *inputs;

  g_return_val_if_fail (UMPIRE_IS_FIELD_ROWS (self), NULL);
  g_return_val_if_fail (info != NULL, NULL);

  inputs = umpire_inputs_table_new ();
  for (const UmpireField *f = info->inputs; f != NULL && f->name != NULL; f++)
    {
      UmpireFieldRow *row = umpire_field_rows_lookup (self, scope, f->name);
      char *value;

      /* The faces typed into a die field are in the dice rolled with. */
      if (row == NULL || f->kind == UMPIRE_FIELD_DIE)
        continue;
      if ((value = umpire_field_row_dup_value (row)) != NULL)
        g_hash_table_insert (inputs, g_strdup (f->name), value);
    }
  return inputs;
}

/* ---- changes ------------------------------------------------------------------ */

void
umpire_field_rows_freeze (UmpireFieldRows *self)
{
  g_return_if_fail (UMPIRE_IS_FIELD_ROWS (self));
  self->frozen++;
}

void
umpire_field_rows_thaw (UmpireFieldRows *self)
{
  g_return_if_fail (UMPIRE_IS_FIELD_ROWS (self));
  g_return_if_fail (self->frozen > 0);
  self->frozen--;
}

/* ---- object ---------------------------------------------------------------------- */

UmpireFieldRows *
umpire_field_rows_new (UmpireRules *rules)
{
  UmpireFieldRows *self = g_object_new (UMPIRE_TYPE_FIELD_ROWS, NULL);

  g_return_val_if_fail (rules == NULL || UMPIRE_IS_RULES (rules), self);
  self->rules = rules != NULL ? g_object_ref (rules) : NULL;
  return self;
}

UmpireRules *
umpire_field_rows_get_rules (UmpireFieldRows *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROWS (self), NULL);
  return self->rules;
}

static void
umpire_field_rows_dispose (GObject *object)
{
  UmpireFieldRows *self = UMPIRE_FIELD_ROWS (object);

  g_hash_table_remove_all (self->by_key);
  g_ptr_array_set_size (self->entries, 0);
  g_clear_object (&self->rules);
  G_OBJECT_CLASS (umpire_field_rows_parent_class)->dispose (object);
}

static void
umpire_field_rows_finalize (GObject *object)
{
  UmpireFieldRows *self = UMPIRE_FIELD_ROWS (object);

  g_ptr_array_unref (self->entries);
  g_hash_table_unref (self->by_key);
  G_OBJECT_CLASS (umpire_field_rows_parent_class)->finalize (object);
}

static void
umpire_field_rows_class_init (UmpireFieldRowsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = umpire_field_rows_dispose;
  object_class->finalize = umpire_field_rows_finalize;

  /* The umpire changed field `name` of `scope` (NULL: the form's own). */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  /* Enter in a field: the form submits. */
  signals[SIGNAL_ACTIVATE] =
    g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
umpire_field_rows_init (UmpireFieldRows *self)
{
  self->entries = g_ptr_array_new_with_free_func (entry_free);
  self->by_key = g_hash_table_new (g_str_hash, g_str_equal);
}
