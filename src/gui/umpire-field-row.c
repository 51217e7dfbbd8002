/* umpire-field-row.c: one labelled field of a form, from a procedure's input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "umpire-compat.h"
#include "umpire-dice.h"
#include "umpire-field-row.h"
#include "umpire-form.h"
#include "umpire-input-error.h"
#include "umpire-labels.h"
#include "umpire-rules-labels.h"

struct _UmpireFieldRow
{
  GObject               parent_instance;

  UmpireRules          *rules;
  char                 *name;
  const UmpireField    *field;       /* NULL: a widget of the page's, not checked */
  UmpireFormFieldFlags  flags;
  GtkWidget            *row;         /* the row the page places */
  GtkWidget            *editable;    /* what the umpire edits; errors are marked on it */
  GtkWidget            *error_row;   /* placed under `row`, shown with its label */
  GtkLabel             *error_label;
  GtkWidget            *hint_label;  /* an entry row's suffix */
  GStrv                 ids;         /* a built choice: the id behind each item; "" is "none" */
  char                 *none_label;
  GBinding             *binding;
  guint                 quiet;       /* changes the field makes itself */
};

G_DEFINE_FINAL_TYPE (UmpireFieldRow, umpire_field_row, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  SIGNAL_ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The widget an error is marked on: a switch's row, else the field. */
static GtkWidget *
mark_widget (UmpireFieldRow *self)
{
  return GTK_IS_SWITCH (self->editable) && self->row != NULL ? self->row : self->editable;
}

static gboolean
is_text_field (UmpireFieldRow *self)
{
  return GTK_IS_EDITABLE (self->editable) && !GTK_IS_SPIN_BUTTON (self->editable);
}

/* ---- changes and Enter ---------------------------------------------------- */

static void
on_changed (UmpireFieldRow *self)
{
  /* A changed field loses its mark (a switch's row is not watched by umpire-form). */
  umpire_form_clear_error (mark_widget (self));
  if (self->quiet == 0)
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
on_enter (UmpireFieldRow *self)
{
  g_signal_emit (self, signals[SIGNAL_ACTIVATE], 0);
}

/* Enter in an entry row, an entry or a spin button's text. */
static void
watch_enter (UmpireFieldRow *self,
             GtkWidget      *widget)
{
  if (ADW_IS_ENTRY_ROW (widget))
    {
      g_signal_connect_object (widget, "entry-activated", G_CALLBACK (on_enter), self, G_CONNECT_SWAPPED);
      return;
    }
  /* A spin button has no "activate" before GTK 4.14: its text has. */
  if (GTK_IS_ENTRY (widget) || GTK_IS_TEXT (widget))
    {
      g_signal_connect_object (widget, "activate", G_CALLBACK (on_enter), self, G_CONNECT_SWAPPED);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    watch_enter (self, child);
}

static void
watch (UmpireFieldRow *self)
{
  GtkWidget *widget = self->editable;
  const char *signal = NULL;

  if (GTK_IS_SPIN_BUTTON (widget))
    signal = "value-changed";
  else if (GTK_IS_EDITABLE (widget))
    signal = "changed";
  else if (GTK_IS_SWITCH (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_TOGGLE_BUTTON (widget))
    signal = "notify::active";
  else if (GTK_IS_DROP_DOWN (widget) || ADW_IS_COMBO_ROW (widget))
    signal = "notify::selected";
  if (signal != NULL)
    g_signal_connect_object (widget, signal, G_CALLBACK (on_changed), self, G_CONNECT_SWAPPED);
  watch_enter (self, widget);
  /* Scrolling the page over a number never changes it. */
  umpire_form_tame_wheel (widget);
}

/* ---- choices ---------------------------------------------------------------- */

/* The items are the labels people read; `ids` says the id behind each. */
static void
fill_choice (UmpireFieldRow     *self,
             const char * const *ids)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autoptr(GStrvBuilder) all = g_strv_builder_new ();
  GStrv old = self->ids;

  if (self->flags & UMPIRE_FORM_FIELD_OPTIONAL)
    g_strv_builder_add (all, "");
  g_strv_builder_addv (all, (const char **) ids);
  self->ids = g_strv_builder_end (all);
  g_strfreev (old);
  for (guint i = 0; self->ids[i] != NULL; i++)
    {
      g_autofree char *label = *self->ids[i] == '\0'
                               ? g_strdup (self->none_label != NULL ? self->none_label : _("None"))
                               : umpire_field_dup_for_people (self->field, self->rules, self->ids[i]);

      gtk_string_list_append (labels, label);
    }
  self->quiet++;
  adw_combo_row_set_model (ADW_COMBO_ROW (self->editable), G_LIST_MODEL (labels));
  self->quiet--;
}

void
umpire_field_row_set_choices (UmpireFieldRow     *self,
                              const char * const *ids,
                              const char         *none_label)
{
  g_auto(GStrv) all = NULL;

  g_return_if_fail (UMPIRE_IS_FIELD_ROW (self));
  g_return_if_fail (self->ids != NULL && ADW_IS_COMBO_ROW (self->editable));

  g_free (self->none_label);
  self->none_label = g_strdup (none_label);
  if (ids == NULL)
    ids = (const char * const *) (all = umpire_field_dup_choices (self->field, self->rules));
  fill_choice (self, ids);
}

/* ---- building the row ------------------------------------------------------- */

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
umpire_field_row_set_hint (UmpireFieldRow *self,
                           const char     *text)
{
  g_return_if_fail (UMPIRE_IS_FIELD_ROW (self));

  if (self->hint_label != NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->hint_label), text != NULL ? text : "");
      gtk_widget_set_visible (self->hint_label, text != NULL && *text != '\0');
    }
  else if (ADW_IS_ACTION_ROW (self->row))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->row), text != NULL ? text : "");
}

gboolean
umpire_field_row_is_bound (UmpireFieldRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), FALSE);
  return self->binding != NULL;
}

const char *
umpire_field_row_get_hint (UmpireFieldRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), NULL);

  if (self->hint_label != NULL)
    return gtk_label_get_text (GTK_LABEL (self->hint_label));
  if (ADW_IS_ACTION_ROW (self->row))
    {
      const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (self->row));

      return subtitle != NULL ? subtitle : "";
    }
  return "";
}

/* The row its errors show in, right under the field's. */
static void
build_error_row (UmpireFieldRow *self)
{
  self->error_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error_label, TRUE);
  gtk_label_set_wrap_mode (self->error_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (self->error_label, 0);
  gtk_widget_set_margin_start (GTK_WIDGET (self->error_label), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->error_label), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->error_label), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->error_label), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  /* A preferences row, so that a preferences group keeps it in its list. */
  self->error_row = g_object_ref_sink (g_object_new (ADW_TYPE_PREFERENCES_ROW, "activatable", FALSE,
                                                     "selectable", FALSE, "focusable", FALSE, NULL));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self->error_row), GTK_WIDGET (self->error_label));
  g_object_bind_property (self->error_label, "visible", self->error_row, "visible", G_BINDING_SYNC_CREATE);
}

static GtkWidget *
build_spin_row (UmpireFieldRow *self)
{
  GtkWidget *row = adw_action_row_new ();
  double min, max;
  GtkWidget *spin;

  if (!umpire_field_get_range (self->field, self->rules, &min, &max))
    min = -9999, max = 9999;
  spin = gtk_spin_button_new_with_range (min, max, 1);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), (self->flags & UMPIRE_FORM_FIELD_DECIMAL) ? 2 : 0);
  umpire_form_keep_empty (GTK_SPIN_BUTTON (spin));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  self->editable = g_object_ref (spin);
  return row;
}

static GtkWidget *
build_row (UmpireFieldRow *self)
{
  const UmpireField *f = self->field;
  GtkWidget *row;

  switch (f->kind)
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
        self->editable = g_object_ref (toggle);
        break;
      }
    case UMPIRE_FIELD_CHOICE:
      {
        g_autoptr(GtkListItemFactory) button = umpire_choice_button_factory_new ();
        g_autoptr(GtkListItemFactory) list = NULL;
        g_auto(GStrv) ids = umpire_field_dup_choices (self->field, self->rules);
        /* The item's words (a label of fill_choice()'s list): what a row
         * with use-subtitle shows as its subtitle. libadwaita 1.2 fell back
         * to a string item's string without it; 1.7 shows nothing. */
        GtkExpression *words = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");

        row = adw_combo_row_new ();
        list = umpire_choice_list_factory_new (G_OBJECT (row), TRUE);
        adw_combo_row_set_factory (ADW_COMBO_ROW (row), button);
        adw_combo_row_set_list_factory (ADW_COMBO_ROW (row), list);
        adw_combo_row_set_expression (ADW_COMBO_ROW (row), words);
        gtk_expression_unref (words);
        self->editable = g_object_ref (row);
        fill_choice (self, (const char * const *) ids);
        break;
      }
    case UMPIRE_FIELD_NUMBER:
      if (self->flags & UMPIRE_FORM_FIELD_SPIN)
        {
          row = build_spin_row (self);
          break;
        }
      G_GNUC_FALLTHROUGH;
    case UMPIRE_FIELD_DIE:
    case UMPIRE_FIELD_TEXT:
    default:
      row = adw_entry_row_new ();
      self->hint_label = new_hint ();
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), self->hint_label);
      if (f->kind != UMPIRE_FIELD_TEXT && !f->several)
        gtk_editable_set_width_chars (GTK_EDITABLE (row), 4);
      if (f->kind == UMPIRE_FIELD_DIE)
        adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (row), GTK_INPUT_PURPOSE_DIGITS);
      else if (f->kind == UMPIRE_FIELD_NUMBER)
        adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (row), GTK_INPUT_PURPOSE_NUMBER);
      self->editable = g_object_ref (row);
      break;
    }
  /* Labels come from the descriptors and the rules: text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
  return row;
}

UmpireFieldRow *
umpire_field_row_new (const UmpireField    *field,
                      const char           *name,
                      UmpireRules          *rules,
                      UmpireFormFieldFlags  flags)
{
  UmpireFieldRow *self;

  g_return_val_if_fail (field != NULL, NULL);

  self = g_object_new (UMPIRE_TYPE_FIELD_ROW, NULL);
  self->field = field;
  self->name = g_strdup (name != NULL ? name : field->name);
  self->rules = rules != NULL ? g_object_ref (rules) : NULL;
  self->flags = flags;
  self->row = g_object_ref_sink (build_row (self));
  umpire_form_set_up (self->row);
  umpire_field_row_set_label (self, umpire_field_get_label (field));
  if (field->kind == UMPIRE_FIELD_DIE && ADW_IS_ENTRY_ROW (self->row))
    adw_entry_row_add_suffix (ADW_ENTRY_ROW (self->row), umpire_dice_hint_new (umpire_field_row_get_dice (self)));
  watch (self);
  return self;
}

UmpireFieldRow *
umpire_field_row_new_for_widget (const UmpireField *field,
                                 const char        *name,
                                 UmpireRules       *rules,
                                 GtkWidget         *row,
                                 GtkWidget         *editable)
{
  UmpireFieldRow *self;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (editable), NULL);

  self = g_object_new (UMPIRE_TYPE_FIELD_ROW, NULL);
  self->field = field;
  self->name = g_strdup (name);
  self->rules = rules != NULL ? g_object_ref (rules) : NULL;
  self->editable = g_object_ref_sink (editable);
  self->row = g_object_ref_sink (row != NULL ? row : editable);
  watch (self);
  return self;
}

void
umpire_field_row_set_widget (UmpireFieldRow *self,
                             GtkWidget      *row)
{
  g_return_if_fail (UMPIRE_IS_FIELD_ROW (self));
  g_return_if_fail (GTK_IS_WIDGET (row));

  umpire_field_row_bind (self, NULL, NULL);
  g_signal_handlers_disconnect_by_data (self->editable, self);
  g_object_ref_sink (row);
  g_set_object (&self->row, row);
  g_set_object (&self->editable, row);
  g_object_unref (row);
  self->hint_label = NULL;
  g_clear_pointer (&self->ids, g_strfreev);
  watch (self);
}

/* ---- what it is ---------------------------------------------------------------- */

const char *
umpire_field_row_get_name (UmpireFieldRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), NULL);
  return self->name;
}

const UmpireField *
umpire_field_row_get_input (UmpireFieldRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), NULL);
  return self->field;
}

GtkWidget *
umpire_field_row_get_row (UmpireFieldRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), NULL);
  return self->row;
}

GtkWidget *
umpire_field_row_get_editable (UmpireFieldRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), NULL);
  return self->editable;
}

GtkWidget *
umpire_field_row_get_error_row (UmpireFieldRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), NULL);
  return self->error_row;
}

UmpireFormFieldFlags
umpire_field_row_get_flags (UmpireFieldRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), 0);
  return self->flags;
}

void
umpire_field_row_set_flags (UmpireFieldRow       *self,
                            UmpireFormFieldFlags  flags)
{
  gboolean optional_changed;

  g_return_if_fail (UMPIRE_IS_FIELD_ROW (self));

  optional_changed = ((self->flags ^ flags) & UMPIRE_FORM_FIELD_OPTIONAL) != 0;
  self->flags = flags;
  if (optional_changed && self->ids != NULL)
    {
      /* Filled again without the old "none", with the new one if any. */
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) ids = NULL;

      for (guint i = 0; self->ids[i] != NULL; i++)
        if (*self->ids[i] != '\0')
          g_strv_builder_add (builder, self->ids[i]);
      ids = g_strv_builder_end (builder);
      fill_choice (self, (const char * const *) ids);
    }
  gtk_widget_set_visible (self->row, !(flags & UMPIRE_FORM_FIELD_HIDDEN));
}

void
umpire_field_row_set_label (UmpireFieldRow *self,
                            const char     *label)
{
  g_return_if_fail (UMPIRE_IS_FIELD_ROW (self));

  if (ADW_IS_PREFERENCES_ROW (self->row))
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->row), label);
  if (ADW_IS_ENTRY_ROW (self->row))
    umpire_entry_row_name_once (self->row, label);
  /* A row's widget inside it is read by the row's title too (an action
   * row's activatable widget is labelled by its title already: GTK 4.8
   * would read both, "Year Year"). */
  if (self->editable != self->row
      && !(ADW_IS_ACTION_ROW (self->row)
           && adw_action_row_get_activatable_widget (ADW_ACTION_ROW (self->row)) == self->editable))
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->editable), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* ---- values ------------------------------------------------------------------- */

char *
umpire_field_row_dup_text (UmpireFieldRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), NULL);
  if (!GTK_IS_EDITABLE (self->editable))
    return g_strdup ("");
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->editable))));
}

static gboolean
parse_number (UmpireFieldRow  *self,
              const char      *text,
              double          *out,
              GError         **error)
{
  g_autofree char *copy = g_strdup (text);
  char *end = NULL;
  double value, low, high;
  gsize len = strlen (copy);

  /* Inches may be typed with their mark: 8". */
  if (len > 0 && copy[len - 1] == '"')
    copy[--len] = '\0';
  /* Either decimal separator. */
  g_strdelimit (copy, ",", '.');
  value = g_ascii_strtod (copy, &end);
  if (*copy == '\0' || end == copy || *end != '\0' || !isfinite (value))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, self->name, _("“%s” is not a number"), text);
      return FALSE;
    }
  if (!(self->flags & UMPIRE_FORM_FIELD_DECIMAL) && value != (double) (gint64) value)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, self->name, _("“%s” is not a whole number"), text);
      return FALSE;
    }
  if (umpire_field_get_range (self->field, self->rules, &low, &high) && (value < low || value > high))
    {
      g_autofree char *min = g_strdup_printf ("%g", low);
      g_autofree char *max = g_strdup_printf ("%g", high);

      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, self->name, _("enter a number from %s to %s"), min, max);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

const char *
umpire_field_row_get_choice (UmpireFieldRow *self)
{
  GObject *item = NULL;

  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), NULL);

  if (self->ids != NULL)
    {
      guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->editable));

      if (selected >= g_strv_length (self->ids) || *self->ids[selected] == '\0')
        return NULL;
      return self->ids[selected];
    }
  /* A page's drop-down of ids. */
  if (ADW_IS_COMBO_ROW (self->editable))
    item = adw_combo_row_get_selected_item (ADW_COMBO_ROW (self->editable));
  else if (GTK_IS_DROP_DOWN (self->editable))
    item = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (self->editable));
  /* Its labels with their ids (umpire_choice_list_new), or its ids. */
  if (item != NULL && umpire_choice_get_id (item) != NULL)
    return *umpire_choice_get_id (item) != '\0' ? umpire_choice_get_id (item) : NULL;
  return GTK_IS_STRING_OBJECT (item) ? gtk_string_object_get_string (GTK_STRING_OBJECT (item)) : NULL;
}

static void
choose (UmpireFieldRow *self,
        const char     *id)
{
  GListModel *model = NULL;

  if (self->ids != NULL)
    {
      for (guint i = 0; self->ids[i] != NULL; i++)
        if (g_strcmp0 (self->ids[i], id != NULL ? id : "") == 0)
          adw_combo_row_set_selected (ADW_COMBO_ROW (self->editable), i);
      return;
    }
  if (ADW_IS_COMBO_ROW (self->editable))
    model = adw_combo_row_get_model (ADW_COMBO_ROW (self->editable));
  else if (GTK_IS_DROP_DOWN (self->editable))
    model = gtk_drop_down_get_model (GTK_DROP_DOWN (self->editable));
  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      const char *item_id = umpire_choice_get_id (item);

      if (item_id != NULL ? g_strcmp0 (item_id, id != NULL ? id : "") == 0
                          : GTK_IS_STRING_OBJECT (item) && g_strcmp0 (gtk_string_object_get_string (GTK_STRING_OBJECT (item)), id) == 0)
        {
          g_object_set (self->editable, "selected", i, NULL);
          return;
        }
    }
}

char *
umpire_field_row_dup_value (UmpireFieldRow *self)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), NULL);

  if (GTK_IS_SWITCH (self->editable))
    return g_strdup (gtk_switch_get_active (GTK_SWITCH (self->editable)) ? "yes" : "no");
  if (GTK_IS_CHECK_BUTTON (self->editable))
    return g_strdup (gtk_check_button_get_active (GTK_CHECK_BUTTON (self->editable)) ? "yes" : "no");
  if (ADW_IS_COMBO_ROW (self->editable) || GTK_IS_DROP_DOWN (self->editable))
    return g_strdup (umpire_field_row_get_choice (self));
  if (GTK_IS_SPIN_BUTTON (self->editable) && umpire_form_spin_is_empty (GTK_SPIN_BUTTON (self->editable)))
    return NULL;
  if (GTK_IS_SPIN_BUTTON (self->editable))
    {
      /* What is typed, not the value behind it, which follows only when the
       * field is left or activated: "4" then Ctrl+Return is 4. */
      gtk_spin_button_update (GTK_SPIN_BUTTON (self->editable));
      return g_strdup (g_ascii_dtostr (buffer, sizeof buffer, gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->editable))));
    }
  if (GTK_IS_EDITABLE (self->editable))
    {
      g_autofree char *text = umpire_field_row_dup_text (self);
      double number;

      if (*text == '\0')
        return NULL;
      /* Numbers as machines read them, whatever separator was typed. */
      if (self->field != NULL && self->field->kind == UMPIRE_FIELD_NUMBER && parse_number (self, text, &number, NULL))
        return g_strdup (g_ascii_dtostr (buffer, sizeof buffer, number));
      return g_steal_pointer (&text);
    }
  return NULL;
}

void
umpire_field_row_set_value (UmpireFieldRow *self,
                            const char     *value)
{
  g_return_if_fail (UMPIRE_IS_FIELD_ROW (self));

  if (GTK_IS_SWITCH (self->editable))
    gtk_switch_set_active (GTK_SWITCH (self->editable), g_strcmp0 (value, "yes") == 0);
  else if (GTK_IS_CHECK_BUTTON (self->editable))
    gtk_check_button_set_active (GTK_CHECK_BUTTON (self->editable), g_strcmp0 (value, "yes") == 0);
  else if (ADW_IS_COMBO_ROW (self->editable) || GTK_IS_DROP_DOWN (self->editable))
    choose (self, value);
  else if (GTK_IS_SPIN_BUTTON (self->editable))
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->editable), value != NULL ? g_ascii_strtod (value, NULL) : 0);
  else if (GTK_IS_EDITABLE (self->editable))
    {
      g_autofree char *shown = value != NULL ? umpire_value_dup_for_display (value) : NULL;

      gtk_editable_set_text (GTK_EDITABLE (self->editable), shown != NULL ? shown : "");
    }
}

/* A choice's position from the source's id, and back. */
static gboolean
id_to_position (GBinding     *binding,
                const GValue *from,
                GValue       *to,
                gpointer      data)
{
  UmpireFieldRow *self = data;
  const char *id = g_value_get_string (from);

  for (guint i = 0; self->ids[i] != NULL; i++)
    if (g_strcmp0 (self->ids[i], id != NULL ? id : "") == 0)
      {
        g_value_set_uint (to, i);
        return TRUE;
      }
  return FALSE;
}

static gboolean
position_to_id (GBinding     *binding,
                const GValue *from,
                GValue       *to,
                gpointer      data)
{
  UmpireFieldRow *self = data;
  guint position = g_value_get_uint (from);

  if (position >= g_strv_length (self->ids))
    return FALSE;
  g_value_set_string (to, *self->ids[position] != '\0' ? self->ids[position] : NULL);
  return TRUE;
}

void
umpire_field_row_bind (UmpireFieldRow *self,
                       gpointer        source,
                       const char     *property)
{
  const GBindingFlags flags = G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE;
  const char *target = NULL;

  g_return_if_fail (UMPIRE_IS_FIELD_ROW (self));
  g_return_if_fail (source == NULL || G_IS_OBJECT (source));

  if (self->binding != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->binding), (gpointer *) &self->binding);
      g_binding_unbind (self->binding);
      self->binding = NULL;
    }
  if (source == NULL)
    return;
  if (self->ids != NULL)
    self->binding = g_object_bind_property_full (source, property, self->editable, "selected", flags,
                                                 id_to_position, position_to_id, self, NULL);
  else if (GTK_IS_SPIN_BUTTON (self->editable))
    target = "value";
  else if (GTK_IS_SWITCH (self->editable) || GTK_IS_CHECK_BUTTON (self->editable))
    target = "active";
  else if (GTK_IS_EDITABLE (self->editable))
    target = "text";
  if (target != NULL)
    self->binding = g_object_bind_property (source, property, self->editable, target, flags);
  g_return_if_fail (self->binding != NULL);
  /* Either end may go first. */
  g_object_add_weak_pointer (G_OBJECT (self->binding), (gpointer *) &self->binding);
}

/* ---- checking and errors ----------------------------------------------------------- */

gboolean
umpire_field_row_is_die (UmpireFieldRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), FALSE);
  return self->field != NULL && self->field->kind == UMPIRE_FIELD_DIE && is_text_field (self);
}

const char *
umpire_field_row_get_dice (UmpireFieldRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), NULL);
  return self->field != NULL ? umpire_field_get_dice (self->field, self->rules) : NULL;
}

gboolean
umpire_field_row_check (UmpireFieldRow  *self,
                        GError         **error)
{
  g_autofree char *text = NULL;
  double number;

  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), FALSE);

  if (self->field == NULL || (self->flags & UMPIRE_FORM_FIELD_HIDDEN))
    return TRUE;
  /* An emptied spin button is a field left to fill, not a 0. */
  if (GTK_IS_SPIN_BUTTON (self->editable) && umpire_form_spin_is_empty (GTK_SPIN_BUTTON (self->editable)))
    {
      if ((self->flags & UMPIRE_FORM_FIELD_OPTIONAL) || self->field->optional)
        return TRUE;
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, self->name, _("enter a number"));
      return FALSE;
    }
  if (!is_text_field (self))
    return TRUE;
  text = umpire_field_row_dup_text (self);
  if (*text == '\0')
    {
      if ((self->flags & UMPIRE_FORM_FIELD_OPTIONAL) || self->field->optional || self->field->kind == UMPIRE_FIELD_DIE)
        return TRUE;
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, self->name,
                          self->field->kind == UMPIRE_FIELD_NUMBER ? _("enter a number") : _("fill in this field"));
      return FALSE;
    }
  if (self->field->kind == UMPIRE_FIELD_NUMBER)
    return parse_number (self, text, &number, error);
  if (self->field->kind == UMPIRE_FIELD_DIE)
    {
      const UmpireTypedDie typed = { self->name, umpire_field_row_get_dice (self), text, self->field->several };
      g_autoptr(UmpireDice) dice = umpire_dice_new_typed (&typed, 1, UMPIRE_TYPED_DICE_MIXED, NULL, error);

      return dice != NULL;
    }
  return TRUE;
}

char *
umpire_field_row_show_error (UmpireFieldRow *self,
                             const GError   *error,
                             GtkLabel       *fallback)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), NULL);
  g_return_val_if_fail (error != NULL, NULL);

  /* Under the field when its error row is in place, else in the fallback. */
  umpire_form_mark_error (mark_widget (self),
                          gtk_widget_get_parent (self->error_row) != NULL ? self->error_label : fallback,
                          error);
  return umpire_form_dup_error_text (mark_widget (self), error);
}

void
umpire_field_row_clear_error (UmpireFieldRow *self)
{
  g_return_if_fail (UMPIRE_IS_FIELD_ROW (self));

  umpire_form_clear_error (mark_widget (self));
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
}

const char *
umpire_field_row_get_error (UmpireFieldRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_FIELD_ROW (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->error_label)))
    return NULL;
  return gtk_label_get_text (self->error_label);
}

/* ---- object ---------------------------------------------------------------------- */

static void
umpire_field_row_dispose (GObject *object)
{
  UmpireFieldRow *self = UMPIRE_FIELD_ROW (object);

  umpire_field_row_bind (self, NULL, NULL);
  g_clear_object (&self->row);
  g_clear_object (&self->editable);
  g_clear_object (&self->error_row);
  g_clear_object (&self->rules);
  G_OBJECT_CLASS (umpire_field_row_parent_class)->dispose (object);
}

static void
umpire_field_row_finalize (GObject *object)
{
  UmpireFieldRow *self = UMPIRE_FIELD_ROW (object);

  g_strfreev (self->ids);
  g_free (self->none_label);
  g_free (self->name);
  G_OBJECT_CLASS (umpire_field_row_parent_class)->finalize (object);
}

static void
umpire_field_row_class_init (UmpireFieldRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = umpire_field_row_dispose;
  object_class->finalize = umpire_field_row_finalize;

  /* The umpire (or the page) changed the field. */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Enter in the field: the form submits. */
  signals[SIGNAL_ACTIVATE] =
    g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
umpire_field_row_init (UmpireFieldRow *self)
{
  build_error_row (self);
}
