/* umpire-form.c: what every procedure form does the same way
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "umpire-compat.h"
#include "umpire-form.h"
#include "umpire-input-error.h"
#include "umpire-width-first-layout.h"

#define SUMMARY_KEY "umpire-form-summary"
#define WATCHED_KEY "umpire-form-watched"
#define TAMED_KEY   "umpire-form-tamed"
#define NAMED_KEY   "umpire-form-named"
#define EMPTY_KEY   "umpire-form-empty"
#define DESCRIPTION_KEY "umpire-form-description"

static char *
without_mnemonic (const char *text,
                  gboolean    use_underline)
{
  GString *out;

  if (text == NULL || *text == '\0')
    return NULL;
  if (!use_underline)
    return g_strdup (text);
  out = g_string_new (NULL);
  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c == '_' && c[1] != '\0')
        c++;
      g_string_append_c (out, *c);
    }
  return g_string_free (out, FALSE);
}

char *
umpire_form_dup_field_label (GtkWidget *field)
{
  g_autoptr(GList) labels = NULL;

  g_return_val_if_fail (GTK_IS_WIDGET (field), NULL);

  /* A row is its own label; a field inside a row takes the row's. */
  for (GtkWidget *widget = field; widget != NULL; widget = gtk_widget_get_parent (widget))
    {
      if (ADW_IS_PREFERENCES_ROW (widget))
        return without_mnemonic (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)),
                                 adw_preferences_row_get_use_underline (ADW_PREFERENCES_ROW (widget)));
      if (widget != field && GTK_IS_LIST_BOX_ROW (widget))
        break;
    }
  labels = gtk_widget_list_mnemonic_labels (field);
  for (GList *l = labels; l != NULL; l = l->next)
    if (GTK_IS_LABEL (l->data))
      return without_mnemonic (gtk_label_get_label (l->data), gtk_label_get_use_underline (l->data));
  return NULL;
}

char *
umpire_form_dup_error_text (GtkWidget    *field,
                            const GError *error)
{
  g_autofree char *label = NULL;
  const char *text;

  g_return_val_if_fail (error != NULL, NULL);

  text = umpire_input_error_get_text (error);
  label = field != NULL ? umpire_form_dup_field_label (field) : NULL;
  if (label == NULL)
    return g_strdup (text);
  /* TRANSLATORS: an error under a form: the field's label, then what is wrong */
  return g_strdup_printf (_("%s: %s"), label, text);
}

/* What has the focus in `field` and reports it, when not the field. */
static GtkWidget *
focus_text (GtkWidget *field)
{
  return ADW_IS_ENTRY_ROW (field) ? umpire_entry_row_get_focus_text (field) : NULL;
}

static void
on_field_changed (GtkWidget *field)
{
  umpire_form_clear_error (field);
}

static void
watch_field (GtkWidget *field)
{
  if (g_object_get_data (G_OBJECT (field), WATCHED_KEY) != NULL)
    return;
  g_object_set_data (G_OBJECT (field), WATCHED_KEY, GINT_TO_POINTER (TRUE));
  if (GTK_IS_EDITABLE (field))
    g_signal_connect (field, "changed", G_CALLBACK (on_field_changed), NULL);
  if (GTK_IS_SPIN_BUTTON (field))
    g_signal_connect (field, "value-changed", G_CALLBACK (on_field_changed), NULL);
  if (GTK_IS_DROP_DOWN (field) || ADW_IS_COMBO_ROW (field))
    g_signal_connect (field, "notify::selected", G_CALLBACK (on_field_changed), NULL);
  if (GTK_IS_SWITCH (field) || GTK_IS_CHECK_BUTTON (field) || GTK_IS_TOGGLE_BUTTON (field))
    g_signal_connect (field, "notify::active", G_CALLBACK (on_field_changed), NULL);
}

void
umpire_form_mark_error (GtkWidget    *field,
                        GtkLabel     *summary,
                        const GError *error)
{
  const char *text;

  g_return_if_fail (error != NULL);

  text = umpire_input_error_get_text (error);
  if (summary != NULL)
    {
      g_autofree char *line = umpire_form_dup_error_text (field, error);

      gtk_label_set_text (summary, line);
      gtk_widget_set_visible (GTK_WIDGET (summary), TRUE);
      /* Said at once: the error stands where a reader's focus is not. */
      umpire_announce (GTK_WIDGET (summary), line, TRUE);
    }
  else if (field != NULL)
    umpire_announce (field, text, TRUE);
  if (field == NULL)
    return;
  gtk_widget_add_css_class (field, "error");
  gtk_widget_set_tooltip_text (field, text);
  /* Read where the focus is: the field, or what in it has the focus. */
  for (GtkWidget *reader = field; reader != NULL; reader = reader == field ? focus_text (field) : NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (reader),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
      gtk_accessible_update_state (GTK_ACCESSIBLE (reader),
                                   GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE, -1);
    }
  g_object_set_data (G_OBJECT (field), SUMMARY_KEY, summary);
  if (summary != NULL)
    g_object_set_data (G_OBJECT (summary), SUMMARY_KEY, field);
  watch_field (field);
}

void
umpire_form_set_description (GtkWidget  *field,
                             const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (field));

  g_object_set_data_full (G_OBJECT (field), DESCRIPTION_KEY, g_strdup (text), g_free);
  /* Marked, the error's text stands: this comes back with the mark gone. */
  if (gtk_widget_has_css_class (field, "error"))
    return;
  gtk_widget_set_tooltip_text (field, text);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

void
umpire_form_clear_error (GtkWidget *field)
{
  GtkLabel *summary;
  const char *description;

  g_return_if_fail (GTK_IS_WIDGET (field));

  if (!gtk_widget_has_css_class (field, "error"))
    return;
  gtk_widget_remove_css_class (field, "error");
  description = g_object_get_data (G_OBJECT (field), DESCRIPTION_KEY);
  gtk_widget_set_tooltip_text (field, description);
  for (GtkWidget *reader = field; reader != NULL; reader = reader == field ? focus_text (field) : NULL)
    {
      if (reader == field && description != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (reader), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (reader), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      gtk_accessible_reset_state (GTK_ACCESSIBLE (reader), GTK_ACCESSIBLE_STATE_INVALID);
    }
  summary = g_object_get_data (G_OBJECT (field), SUMMARY_KEY);
  /* The summary goes with the mark when it still speaks of this field. */
  if (summary != NULL && g_object_get_data (G_OBJECT (summary), SUMMARY_KEY) == field)
    {
      gtk_label_set_text (summary, "");
      gtk_widget_set_visible (GTK_WIDGET (summary), FALSE);
      g_object_set_data (G_OBJECT (summary), SUMMARY_KEY, NULL);
    }
  g_object_set_data (G_OBJECT (field), SUMMARY_KEY, NULL);
}

static void
activate_submit (GtkWidget *submit)
{
  if (!gtk_widget_is_sensitive (submit))
    return;
  /* A button's "activate" clicks only once realized, after a delay: a
   * click submits at once, wherever the form is. */
  if (GTK_IS_BUTTON (submit))
    g_signal_emit_by_name (submit, "clicked");
  else
    gtk_widget_activate (submit);
}

void
umpire_form_submit_on_enter (GtkWidget *form,
                             GtkWidget *submit)
{
  g_return_if_fail (GTK_IS_WIDGET (form));
  g_return_if_fail (GTK_IS_WIDGET (submit));

  for (GtkWidget *child = gtk_widget_get_first_child (form); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (ADW_IS_ENTRY_ROW (child))
        {
          g_signal_connect_object (child, "entry-activated", G_CALLBACK (activate_submit), submit,
                                   G_CONNECT_SWAPPED);
          continue;
        }
      /* A spin button has no "activate" before GTK 4.14: its text has. */
      if (GTK_IS_ENTRY (child) || GTK_IS_TEXT (child))
        {
          g_signal_connect_object (child, "activate", G_CALLBACK (activate_submit), submit,
                                   G_CONNECT_SWAPPED);
          continue;
        }
      umpire_form_submit_on_enter (child, submit);
    }
}

/* The wheel over an unfocused spin button scrolls the page instead. */
static gboolean
on_spin_scroll (GtkEventControllerScroll *controller,
                double                    dx,
                double                    dy,
                GtkSpinButton            *spin)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (spin));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *scroller;

  if (focus != NULL && (focus == GTK_WIDGET (spin) || gtk_widget_is_ancestor (focus, GTK_WIDGET (spin))))
    return FALSE;
  scroller = gtk_widget_get_ancestor (GTK_WIDGET (spin), GTK_TYPE_SCROLLED_WINDOW);
  if (scroller != NULL)
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      double step = gtk_adjustment_get_step_increment (adjustment);

      if (step <= 0)
        step = 50;
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + dy * step);
    }
  return TRUE;
}

gboolean
umpire_form_wheel_is_tamed (GtkSpinButton *spin)
{
  g_return_val_if_fail (GTK_IS_SPIN_BUTTON (spin), FALSE);
  return g_object_get_data (G_OBJECT (spin), TAMED_KEY) != NULL;
}

void
umpire_form_tame_wheel (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_SPIN_BUTTON (root))
    {
      GtkEventController *controller;

      if (umpire_form_wheel_is_tamed (GTK_SPIN_BUTTON (root)))
        return;
      controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL |
                                                    GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
      /* Before the spin button's own handler sees the wheel. */
      gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
      g_signal_connect (controller, "scroll", G_CALLBACK (on_spin_scroll), root);
      gtk_widget_add_controller (root, controller);
      g_object_set_data (G_OBJECT (root), TAMED_KEY, controller);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    umpire_form_tame_wheel (child);
}

/* ---- spin buttons that stay empty ------------------------------------------ */

/* GTK reads an emptied spin button as 0 when it loses the focus (its text
 * parses as nothing): "12, erased, Tab" became an attack of 0 strength.
 * Here an empty text keeps the value it had behind it and stays empty on
 * screen, so a form can refuse it as a field left to fill. */
static int
keep_empty_input (GtkSpinButton *spin,
                  double        *new_value,
                  gpointer       data)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));

  if (text[strspn (text, " \t")] != '\0')
    {
      g_object_set_data (G_OBJECT (spin), EMPTY_KEY, NULL);
      return FALSE;
    }
  *new_value = gtk_spin_button_get_value (spin);
  g_object_set_data_full (G_OBJECT (spin), EMPTY_KEY, g_memdup2 (new_value, sizeof *new_value), g_free);
  return TRUE;
}

static gboolean
keep_empty_output (GtkSpinButton *spin,
                   gpointer       data)
{
  const double *held = g_object_get_data (G_OBJECT (spin), EMPTY_KEY);

  if (held == NULL)
    return FALSE;
  /* + or − (or a value set by the page) ends the empty state. */
  if (*held != gtk_spin_button_get_value (spin))
    {
      g_object_set_data (G_OBJECT (spin), EMPTY_KEY, NULL);
      return FALSE;
    }
  return TRUE;
}

void
umpire_form_keep_empty (GtkSpinButton *spin)
{
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  if (g_signal_handler_find (spin, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, keep_empty_input, NULL) != 0)
    return;
  g_signal_connect (spin, "input", G_CALLBACK (keep_empty_input), NULL);
  g_signal_connect (spin, "output", G_CALLBACK (keep_empty_output), NULL);
}

gboolean
umpire_form_spin_is_empty (GtkSpinButton *spin)
{
  const char *text;

  g_return_val_if_fail (GTK_IS_SPIN_BUTTON (spin), FALSE);
  text = gtk_editable_get_text (GTK_EDITABLE (spin));
  return text[strspn (text, " \t")] == '\0';
}

void
umpire_form_spin_set_empty (GtkSpinButton *spin)
{
  double value;

  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  umpire_form_keep_empty (spin);
  value = gtk_spin_button_get_value (spin);
  /* Held as an update of an empty text would hold it, so the spin button's
   * next output (on being realized, say) leaves the text empty. */
  g_object_set_data_full (G_OBJECT (spin), EMPTY_KEY, g_memdup2 (&value, sizeof value), g_free);
  gtk_editable_set_text (GTK_EDITABLE (spin), "");
}

void
umpire_form_keep_empty_in (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_SPIN_BUTTON (root))
    {
      umpire_form_keep_empty (GTK_SPIN_BUTTON (root));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    umpire_form_keep_empty_in (child);
}

/* ---- names as read ---------------------------------------------------------- */

/* "_Resolve" as a reader says it: "Resolve" ("__" stands for "_"). */
static char *
dup_without_mnemonic (const char *label)
{
  GString *text = g_string_new (NULL);

  for (const char *p = label; *p != '\0'; p++)
    {
      if (*p == '_' && p[1] == '_')
        p++;
      else if (*p == '_')
        continue;
      g_string_append_c (text, *p);
    }
  return g_string_free (text, FALSE);
}

void
umpire_form_name_from_labels (GtkWidget *root)
{
  const char *label = NULL;
  gboolean underline = FALSE;

  g_return_if_fail (GTK_IS_WIDGET (root));

  /* GTK 4.18 names a check box by its label as written ("Defender
   * retreat_s"); GTK 4.8 a button by that and its text ("_Resolve
   * Resolve"). Named here by the text people see (umpire-compat.c). */
  if (GTK_IS_CHECK_BUTTON (root))
    {
      label = gtk_check_button_get_label (GTK_CHECK_BUTTON (root));
      underline = gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (root));
    }
  else if (GTK_IS_BUTTON (root))
    {
      label = gtk_button_get_label (GTK_BUTTON (root));
      underline = gtk_button_get_use_underline (GTK_BUTTON (root));
    }
  if (label != NULL && underline && strchr (label, '_') != NULL)
    {
      g_autofree char *name = dup_without_mnemonic (label);

      umpire_accessible_name_as_read (root, name);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    umpire_form_name_from_labels (child);
}

/* ---- flows of controls ---------------------------------------------------- */

void
umpire_form_flow_box_cells_pass_focus (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  /* A flow box's cells take the focus themselves, so each check box or
   * button in one cost two Tabs and Space on the cell did nothing. A cell
   * that cannot take it hands it to its control: one Tab stop each. */
  if (GTK_IS_FLOW_BOX_CHILD (root))
    gtk_widget_set_focusable (root, FALSE);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    umpire_form_flow_box_cells_pass_focus (child);
}

void
umpire_form_name_drop_down_button (GtkDropDown *drop_down)
{
  GtkWidget *button = NULL;
  GList *labels;

  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (drop_down)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      {
        button = child;
        break;
      }
  if (button == NULL || g_object_get_data (G_OBJECT (button), NAMED_KEY) != NULL)
    return;
  /* The label whose mnemonic points at the drop-down, else the drop-down's
   * own name (both read "Terrain Terrain", or on GTK 4.8 "GtkDropDown
   * Terrain" where the drop-down's name is its label's). */
  labels = gtk_widget_list_mnemonic_labels (GTK_WIDGET (drop_down));
  if (labels != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                    labels->data, NULL,
                                    -1);
  else
    gtk_accessible_update_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                    drop_down, NULL,
                                    -1);
  g_list_free (labels);
  g_object_set_data (G_OBJECT (button), NAMED_KEY, GINT_TO_POINTER (TRUE));
}

gboolean
umpire_form_drop_down_is_named (GtkDropDown *drop_down)
{
  g_return_val_if_fail (GTK_IS_DROP_DOWN (drop_down), FALSE);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (drop_down)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      return g_object_get_data (G_OBJECT (child), NAMED_KEY) != NULL;
  return FALSE;
}

/* ---- what every field gets where it is built -------------------------------- */

static void
name_entry_row_by_title (GtkWidget *row)
{
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  g_autofree char *name = NULL;

  if (title == NULL || *title == '\0')
    return;
  name = adw_preferences_row_get_use_underline (ADW_PREFERENCES_ROW (row))
         ? dup_without_mnemonic (title) : g_strdup (title);
  umpire_entry_row_name_once (row, name);
}

void
umpire_form_name_entry_row (GtkWidget *row)
{
  g_return_if_fail (ADW_IS_ENTRY_ROW (row));

  name_entry_row_by_title (row);
  g_signal_handlers_disconnect_by_func (row, name_entry_row_by_title, NULL);
  g_signal_connect (row, "map", G_CALLBACK (name_entry_row_by_title), NULL);
}

void
umpire_form_set_up (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_SPIN_BUTTON (root))
    umpire_form_tame_wheel (root);
  else if (GTK_IS_DROP_DOWN (root))
    umpire_form_name_drop_down_button (GTK_DROP_DOWN (root));
  else if (ADW_IS_ACTION_ROW (root))
    umpire_width_first_action_row (root);
  else if (ADW_IS_ENTRY_ROW (root))
    {
      umpire_entry_row_report_focus (root);
      umpire_form_name_entry_row (root);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    umpire_form_set_up (child);
  /* A dialog's content not yet in its tree (an AdwDialog before it is
   * shown: preferences, the scenario editor). */
  if (umpire_dialog_get_content (root) != root && !gtk_widget_is_ancestor (umpire_dialog_get_content (root), root))
    umpire_form_set_up (umpire_dialog_get_content (root));
}

void
umpire_form_name_search (GtkWidget  *root,
                         const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_SEARCH_ENTRY (root))
    gtk_accessible_update_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    umpire_form_name_search (child, name);
  if (umpire_dialog_get_content (root) != root && !gtk_widget_is_ancestor (umpire_dialog_get_content (root), root))
    umpire_form_name_search (umpire_dialog_get_content (root), name);
}
