/* umpire-procedure-form-fields.c: the rows of a procedure form, and how a
 * page shapes them and reads them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "umpire-form.h"
#include "umpire-labels.h"
#include "umpire-procedure-form-private.h"
#include "umpire-procedure.h"

/* ---- choices ----------------------------------------------------------- */

static char *
choice_label (UmpireProcedureForm *self,
              Field               *field,
              const char          *id)
{
  if (*id == '\0')
    return g_strdup (field->none_label != NULL ? field->none_label : _("None"));
  return umpire_field_dup_for_people (field->field, PRIV (self)->rules, id);
}

/* Every id a choice may take: its words, then its table's rows or columns. */
GStrv
_umpire_procedure_form_default_choices (UmpireProcedureForm *self,
                 const UmpireField   *field)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  const UmpireTable *table = field->table != NULL && priv->rules != NULL
                             ? umpire_rules_get_table (priv->rules, field->table) : NULL;
  gsize prefix = field->prefix != NULL ? strlen (field->prefix) : 0;

  for (guint i = 0; field->words != NULL && field->words[i].id != NULL; i++)
    g_strv_builder_add (ids, field->words[i].id);
  if (table != NULL && field->columns)
    for (guint i = 0; i < table->columns->len; i++)
      g_strv_builder_add (ids, ((const UmpireColumn *) g_ptr_array_index (table->columns, i))->id);
  else if (table != NULL)
    for (guint i = 0; i < table->rows->len; i++)
      {
        const char *id = ((const UmpireRow *) g_ptr_array_index (table->rows, i))->id;

        if (prefix == 0 || g_str_has_prefix (id, field->prefix))
          g_strv_builder_add (ids, id + prefix);
      }
  return g_strv_builder_end (ids);
}

void
_umpire_procedure_form_fill_choice (UmpireProcedureForm *self,
             Field               *field,
             GStrv                ids)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autoptr(GStrvBuilder) all = g_strv_builder_new ();

  if (field->flags & UMPIRE_FORM_FIELD_OPTIONAL)
    g_strv_builder_add (all, "");
  g_strv_builder_addv (all, (const char **) ids);
  g_strfreev (field->ids);
  field->ids = g_strv_builder_end (all);
  for (guint i = 0; field->ids[i] != NULL; i++)
    {
      g_autofree char *label = choice_label (self, field, field->ids[i]);

      gtk_string_list_append (labels, label);
    }
  PRIV (self)->quiet++;
  adw_combo_row_set_model (ADW_COMBO_ROW (field->editable), G_LIST_MODEL (labels));
  PRIV (self)->quiet--;
}

/* ---- building the rows -------------------------------------------------- */

static GtkWidget *
new_hint (void)
{
  GtkWidget *hint = gtk_label_new (NULL);

  gtk_widget_add_css_class (hint, "dim-label");
  gtk_widget_add_css_class (hint, "caption");
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (hint), 14);
  gtk_label_set_justify (GTK_LABEL (hint), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (hint), 1);
  gtk_widget_set_visible (hint, FALSE);
  return hint;
}

void
_umpire_procedure_form_set_hint (Field      *field,
          const char *text)
{
  if (field->hint_label != NULL)
    {
      gtk_label_set_text (GTK_LABEL (field->hint_label), text != NULL ? text : "");
      gtk_widget_set_visible (field->hint_label, text != NULL && *text != '\0');
    }
  else if (ADW_IS_ACTION_ROW (field->row))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (field->row), text != NULL ? text : "");
}

static void
build_row (UmpireProcedureForm *self,
           Field               *field)
{
  const char *label = umpire_field_get_label (field->field);
  GtkWidget *row = NULL;

  switch (field->field->kind)
    {
    case UMPIRE_FIELD_FLAG:
      {
        GtkWidget *toggle = gtk_switch_new ();

        row = adw_action_row_new ();
        gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
        /* The row is the one stop for Tab; Space on it turns the switch. */
        gtk_widget_set_focusable (toggle, FALSE);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
        adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
        g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (_umpire_procedure_form_on_field_changed), field);
        field->editable = toggle;
        break;
      }
    case UMPIRE_FIELD_CHOICE:
      {
        g_autoptr(GtkListItemFactory) button = umpire_choice_button_factory_new ();
        g_autoptr(GtkListItemFactory) list = NULL;
        g_auto(GStrv) ids = _umpire_procedure_form_default_choices (self, field->field);

        row = adw_combo_row_new ();
        list = umpire_choice_list_factory_new (G_OBJECT (row), TRUE);
        adw_combo_row_set_factory (ADW_COMBO_ROW (row), button);
        adw_combo_row_set_list_factory (ADW_COMBO_ROW (row), list);
        field->editable = row;
        _umpire_procedure_form_fill_choice (self, field, ids);
        g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (_umpire_procedure_form_on_field_changed), field);
        break;
      }
    case UMPIRE_FIELD_NUMBER:
    case UMPIRE_FIELD_DIE:
    case UMPIRE_FIELD_TEXT:
    default:
      row = adw_entry_row_new ();
      field->hint_label = new_hint ();
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), field->hint_label);
      if (field->field->kind != UMPIRE_FIELD_TEXT)
        gtk_editable_set_width_chars (GTK_EDITABLE (row), 4);
      if (field->field->kind == UMPIRE_FIELD_DIE)
        adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (row), GTK_INPUT_PURPOSE_DIGITS);
      else if (field->field->kind == UMPIRE_FIELD_NUMBER)
        adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (row), GTK_INPUT_PURPOSE_NUMBER);
      g_signal_connect_swapped (row, "changed", G_CALLBACK (_umpire_procedure_form_on_field_changed), field);
      g_signal_connect_object (row, "entry-activated", G_CALLBACK (_umpire_procedure_form_on_entry_activated), self, G_CONNECT_SWAPPED);
      field->editable = row;
      break;
    }
  /* Labels come from the descriptors and the rules: text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
  field->row = g_object_ref_sink (row);
  if (field->field->kind == UMPIRE_FIELD_DIE)
    {
      /* TRANSLATORS: beside a die field: its dice ("1d6"), then what an empty field means */
      g_autofree char *hint = g_strdup_printf (_("%s · empty: Umpire rolls"), _umpire_procedure_form_field_dice (self, field->field));

      _umpire_procedure_form_set_hint (field, hint);
    }

  /* The error shows in a row of its own right under the field. */
  field->error_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (field->error_label, TRUE);
  gtk_label_set_wrap_mode (field->error_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (field->error_label, 0);
  gtk_widget_set_margin_start (GTK_WIDGET (field->error_label), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (field->error_label), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (field->error_label), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (field->error_label), 6);
  gtk_widget_add_css_class (GTK_WIDGET (field->error_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (field->error_label), FALSE);
  field->error_row = g_object_ref_sink (gtk_list_box_row_new ());
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (field->error_row), GTK_WIDGET (field->error_label));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (field->error_row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (field->error_row), FALSE);
  gtk_widget_set_focusable (field->error_row, FALSE);
  g_object_bind_property (field->error_label, "visible", field->error_row, "visible", G_BINDING_SYNC_CREATE);
}

static Section *
section_at (UmpireProcedureForm *self,
            guint                index)
{
  return &g_array_index (PRIV (self)->sections, Section, index);
}

guint
_umpire_procedure_form_add_section_box (UmpireProcedureForm *self,
                 const char          *title)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);
  Section section;

  section.box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  if (title != NULL)
    {
      GtkWidget *heading = gtk_label_new (title);

      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
      gtk_widget_add_css_class (heading, "heading");
      gtk_box_append (GTK_BOX (section.box), heading);
    }
  section.list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (section.list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (section.list), "boxed-list");
  gtk_widget_set_valign (section.box, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (section.box), GTK_WIDGET (section.list));
  umpire_columns_append (priv->columns, section.box);
  g_array_append_val (priv->sections, section);
  return priv->sections->len - 1;
}

/* Puts every row in its group, in the descriptor's order. */
void
_umpire_procedure_form_lay_out (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  for (guint s = 0; s < priv->sections->len; s++)
    {
      GtkListBox *list = section_at (self, s)->list;
      GtkWidget *child;

      while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
        gtk_list_box_remove (list, child);
    }
  for (guint i = 0; i < priv->leading->len; i++)
    gtk_list_box_append (section_at (self, 0)->list, g_ptr_array_index (priv->leading, i));
  for (guint i = 0; i < priv->fields->len; i++)
    {
      Field *field = g_ptr_array_index (priv->fields, i);
      GtkListBox *list = section_at (self, field->section)->list;

      if (field->flags & UMPIRE_FORM_FIELD_HIDDEN)
        continue;
      gtk_list_box_append (list, field->row);
      gtk_list_box_append (list, field->error_row);
    }
  /* A first group left empty by the sections is not shown. */
  gtk_widget_set_visible (section_at (self, 0)->box,
                          gtk_widget_get_first_child (GTK_WIDGET (section_at (self, 0)->list)) != NULL);
}

void
_umpire_procedure_form_build_fields (UmpireProcedureForm *self)
{
  UmpireProcedureFormPrivate *priv = PRIV (self);

  if (priv->info == NULL || priv->fields->len > 0)
    return;
  for (const UmpireField *f = priv->info->inputs; f != NULL && f->name != NULL; f++)
    {
      Field *field = g_new0 (Field, 1);

      field->form = self;
      field->field = f;
      g_ptr_array_add (priv->fields, field);
      build_row (self, field);
    }
  _umpire_procedure_form_lay_out (self);
}

/* ---- shaping the form --------------------------------------------------- */

GtkWidget *
umpire_procedure_form_new (const UmpireProcedureInfo *info,
                           UmpireRules               *rules,
                           UmpireDice                *dice)
{
  g_return_val_if_fail (info != NULL, NULL);

  return g_object_new (UMPIRE_TYPE_PROCEDURE_FORM, "info", info, "rules", rules, "dice", dice, NULL);
}

const UmpireProcedureInfo *
umpire_procedure_form_get_info (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->info;
}

UmpireRules *
umpire_procedure_form_get_rules (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->rules;
}

void
umpire_procedure_form_set_runner (UmpireProcedureForm    *self,
                                  UmpireProcedureFormRun  run,
                                  gpointer                data)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));

  PRIV (self)->run = run;
  PRIV (self)->run_data = data;
  _umpire_procedure_form_queue_odds (self);
}

#define FIELD_OR_RETURN(field, self, name)                                  \
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));                       \
  if ((field = _umpire_procedure_form_find_field (self, name)) == NULL)     \
    {                                                                       \
      g_critical ("%s: %s has no input %s", G_STRFUNC,                      \
                  PRIV (self)->info ? PRIV (self)->info->id : "?", name);   \
      return;                                                               \
    }

void
umpire_procedure_form_set_field_flags (UmpireProcedureForm  *self,
                                       const char           *name,
                                       UmpireFormFieldFlags  flags)
{
  Field *field;
  gboolean optional_changed;

  FIELD_OR_RETURN (field, self, name);
  optional_changed = ((field->flags ^ flags) & UMPIRE_FORM_FIELD_OPTIONAL) != 0;
  field->flags = flags;
  if (optional_changed && field->field->kind == UMPIRE_FIELD_CHOICE && ADW_IS_COMBO_ROW (field->editable))
    {
      /* Refill without the old "none", with the new one if any. */
      g_auto(GStrv) ids = NULL;
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

      for (guint i = 0; field->ids != NULL && field->ids[i] != NULL; i++)
        if (*field->ids[i] != '\0')
          g_strv_builder_add (builder, field->ids[i]);
      ids = g_strv_builder_end (builder);
      _umpire_procedure_form_fill_choice (self, field, ids);
    }
  _umpire_procedure_form_lay_out (self);
}

void
umpire_procedure_form_set_choices (UmpireProcedureForm *self,
                                   const char          *name,
                                   const char * const  *ids,
                                   const char          *none_label)
{
  Field *field;

  FIELD_OR_RETURN (field, self, name);
  g_return_if_fail (ADW_IS_COMBO_ROW (field->editable));

  g_free (field->none_label);
  field->none_label = g_strdup (none_label);
  if (ids == NULL)
    {
      g_auto(GStrv) all = _umpire_procedure_form_default_choices (self, field->field);

      _umpire_procedure_form_fill_choice (self, field, all);
      return;
    }
  _umpire_procedure_form_fill_choice (self, field, (GStrv) ids);
}

void
umpire_procedure_form_set_field_hint (UmpireProcedureForm *self,
                                      const char          *name,
                                      const char          *hint)
{
  Field *field;

  FIELD_OR_RETURN (field, self, name);
  _umpire_procedure_form_set_hint (field, hint);
}

void
umpire_procedure_form_set_field_row (UmpireProcedureForm *self,
                                     const char          *name,
                                     GtkWidget           *row)
{
  Field *field;

  FIELD_OR_RETURN (field, self, name);
  g_return_if_fail (GTK_IS_LIST_BOX_ROW (row));

  if (field->editable != NULL)
    g_signal_handlers_disconnect_by_data (field->editable, field);
  if (gtk_widget_get_parent (field->row) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (gtk_widget_get_parent (field->row)), field->row);
  g_set_object (&field->row, g_object_ref_sink (row));
  g_object_unref (row);
  field->editable = row;
  field->hint_label = NULL;
  _umpire_procedure_form_lay_out (self);
}

void
umpire_procedure_form_add_leading_row (UmpireProcedureForm *self,
                                       GtkWidget           *row)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  g_return_if_fail (GTK_IS_LIST_BOX_ROW (row));

  g_ptr_array_add (PRIV (self)->leading, g_object_ref_sink (row));
  _umpire_procedure_form_lay_out (self);
}

void
umpire_procedure_form_add_section (UmpireProcedureForm *self,
                                   const char          *title,
                                   const char * const  *names)
{
  guint section;

  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));

  section = _umpire_procedure_form_add_section_box (self, title);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      Field *field;

      FIELD_OR_RETURN (field, self, names[i]);
      field->section = section;
    }
  _umpire_procedure_form_lay_out (self);
}

void
umpire_procedure_form_set_description (UmpireProcedureForm *self,
                                       const char          *text)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));

  gtk_label_set_text (PRIV (self)->description_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (PRIV (self)->description_label), text != NULL && *text != '\0');
}

void
umpire_procedure_form_set_submit_label (UmpireProcedureForm *self,
                                        const char          *label)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  gtk_button_set_label (PRIV (self)->submit_button, label);
}

void
umpire_procedure_form_add_action (UmpireProcedureForm *self,
                                  GtkWidget           *widget)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));
  if (gtk_widget_get_halign (widget) == GTK_ALIGN_FILL)
    gtk_widget_set_halign (widget, GTK_ALIGN_START);
  umpire_columns_append (PRIV (self)->action_box, widget);
}

void
umpire_procedure_form_set_chart (UmpireProcedureForm *self,
                                 GtkWidget           *chart)
{
  GtkWidget *old;

  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));

  while ((old = gtk_widget_get_first_child (GTK_WIDGET (PRIV (self)->chart_box))) != NULL)
    gtk_box_remove (PRIV (self)->chart_box, old);
  if (chart != NULL)
    gtk_box_append (PRIV (self)->chart_box, chart);
  gtk_widget_set_visible (GTK_WIDGET (PRIV (self)->chart_box), chart != NULL);
}

void
umpire_procedure_form_set_odds_value (UmpireProcedureForm *self,
                                      const char          *name)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));

  g_free (PRIV (self)->odds_value);
  PRIV (self)->odds_value = g_strdup (name);
  _umpire_procedure_form_queue_odds (self);
}

/* ---- values ------------------------------------------------------------- */

char *
umpire_procedure_form_dup_value (UmpireProcedureForm *self,
                                 const char          *name)
{
  Field *field;

  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  if ((field = _umpire_procedure_form_find_field (self, name)) == NULL)
    return NULL;
  if (GTK_IS_SWITCH (field->editable))
    return g_strdup (gtk_switch_get_active (GTK_SWITCH (field->editable)) ? "yes" : "no");
  if (ADW_IS_COMBO_ROW (field->editable))
    {
      const char *id = umpire_procedure_form_get_choice (self, name);
      return id != NULL ? g_strdup (id) : NULL;
    }
  if (ADW_IS_ENTRY_ROW (field->editable))
    {
      g_autofree char *text = _umpire_procedure_form_entry_text (field);
      double number;

      if (*text == '\0')
        return NULL;
      /* Numbers as machines read them, whatever separator was typed. */
      if (field->field->kind == UMPIRE_FIELD_NUMBER &&
          _umpire_procedure_form_parse_number (field, text, &number, NULL))
        {
          char buffer[G_ASCII_DTOSTR_BUF_SIZE];
          return g_strdup (g_ascii_dtostr (buffer, sizeof buffer, number));
        }
      return g_steal_pointer (&text);
    }
  return NULL;
}

void
umpire_procedure_form_set_value (UmpireProcedureForm *self,
                                 const char          *name,
                                 const char          *value)
{
  Field *field;

  FIELD_OR_RETURN (field, self, name);
  if (GTK_IS_SWITCH (field->editable))
    gtk_switch_set_active (GTK_SWITCH (field->editable), g_strcmp0 (value, "yes") == 0);
  else if (ADW_IS_COMBO_ROW (field->editable))
    {
      for (guint i = 0; field->ids != NULL && field->ids[i] != NULL; i++)
        if (g_strcmp0 (field->ids[i], value != NULL ? value : "") == 0)
          adw_combo_row_set_selected (ADW_COMBO_ROW (field->editable), i);
    }
  else if (ADW_IS_ENTRY_ROW (field->editable))
    {
      g_autofree char *shown = value != NULL ? umpire_value_dup_for_display (value) : NULL;

      gtk_editable_set_text (GTK_EDITABLE (field->editable), shown != NULL ? shown : "");
    }
}

void
umpire_procedure_form_carry_value (UmpireProcedureForm *self,
                                   const char          *name,
                                   const char          *value)
{
  g_return_if_fail (UMPIRE_IS_PROCEDURE_FORM (self));

  PRIV (self)->quiet++;
  umpire_procedure_form_set_value (self, name, value);
  PRIV (self)->quiet--;
}

double
umpire_procedure_form_get_number (UmpireProcedureForm *self,
                                  const char          *name)
{
  g_autofree char *value = umpire_procedure_form_dup_value (self, name);

  return value != NULL ? g_ascii_strtod (value, NULL) : 0;
}

gboolean
umpire_procedure_form_get_flag (UmpireProcedureForm *self,
                                const char          *name)
{
  Field *field;

  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), FALSE);
  field = _umpire_procedure_form_find_field (self, name);
  return field != NULL && GTK_IS_SWITCH (field->editable) && gtk_switch_get_active (GTK_SWITCH (field->editable));
}

const char *
umpire_procedure_form_get_choice (UmpireProcedureForm *self,
                                  const char          *name)
{
  Field *field;
  guint selected;

  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  field = _umpire_procedure_form_find_field (self, name);
  if (field == NULL || !ADW_IS_COMBO_ROW (field->editable) || field->ids == NULL)
    return NULL;
  selected = adw_combo_row_get_selected (ADW_COMBO_ROW (field->editable));
  if (selected >= g_strv_length (field->ids) || *field->ids[selected] == '\0')
    return NULL;
  return field->ids[selected];
}

GtkWidget *
umpire_procedure_form_get_field (UmpireProcedureForm *self,
                                 const char          *name)
{
  Field *field;

  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  field = _umpire_procedure_form_find_field (self, name);
  return field != NULL ? field->editable : NULL;
}

const char *
umpire_procedure_form_get_field_error (UmpireProcedureForm *self,
                                       const char          *name)
{
  Field *field;

  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  field = _umpire_procedure_form_find_field (self, name);
  if (field == NULL || !gtk_widget_get_visible (GTK_WIDGET (field->error_label)))
    return NULL;
  return gtk_label_get_text (field->error_label);
}

UmpireResult *
umpire_procedure_form_get_result (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->result;
}

const char *
umpire_procedure_form_get_error (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->error_text;
}

UmpireResultView *
umpire_procedure_form_get_result_view (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->result_view;
}

const char *
umpire_procedure_form_get_odds_value (UmpireProcedureForm *self)
{
  g_return_val_if_fail (UMPIRE_IS_PROCEDURE_FORM (self), NULL);
  return PRIV (self)->odds_value;
}
