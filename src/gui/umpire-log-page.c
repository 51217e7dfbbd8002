/* umpire-log-page.c: the event log of the session
 *
 * Lists every event of the scenario, filtered by rule system and side; the
 * selected one is shown with its full explanation. An event's row offers
 * "Undo to Here" (that event and every later one); undone events stay
 * listed, dimmed, until a new event replaces them, so they can be redone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-labels.h"
#include "umpire-log-page.h"
#include "umpire-print-operation.h"
#include "umpire-result-view.h"
#include "umpire-sheet.h"
#include "umpire-catalogue.h"

struct _UmpireLogPage
{
  AdwBin              parent_instance;

  GtkDropDown        *system_filter;
  GtkDropDown        *side_filter;
  GtkStack           *stack;
  GtkListBox         *event_list;
  GtkLabel           *event_title;
  GtkLabel           *event_details;
  GtkWidget          *override_button;
  UmpireResultView   *result_view;
  UmpireEvent        *current;          /* the event shown */

  UmpireSession      *session;
  gulong              scenario_id;
  GtkCustomFilter    *filter;
  GtkFilterListModel *shown;
};

G_DEFINE_FINAL_TYPE (UmpireLogPage, umpire_log_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The sides of the filter; -1: all. */
static const int filter_sides[] = { -1, UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER, UMPIRE_SIDE_NONE };

/* ---- what people read for the names in an event -------------------------- */

/* "#12 Combat results table", the title of an event's row; a 1916 setup
 * roll also names its category or weapon, as the setup sheet does. */
static char *
event_title (UmpireEvent *event)
{
  UmpireResult *result = umpire_event_get_result (event);
  const char *procedure = umpire_catalogue_get_title (umpire_event_get_procedure (event));
  const char *category = umpire_result_get_input (result, "category");
  const char *weapon = umpire_result_get_input (result, "weapon");

  if (g_strcmp0 (umpire_event_get_system (event), "1916") == 0 && (category != NULL || weapon != NULL))
    {
      g_autofree char *what = umpire_input_dup_for_people (NULL, umpire_event_get_procedure (event),
                                                           category ? "category" : "weapon",
                                                 category ? category : weapon);

      /* Translators: event number, the procedure's title and what it rolled for, e.g. "#3 Support: Gas" */
      return g_strdup_printf (_("#%u %s: %s"), umpire_event_get_id (event), procedure, what);
    }
  /* Translators: event number and the procedure's title */
  return g_strdup_printf (_("#%u %s"), umpire_event_get_id (event), procedure);
}

static const char *
selected_system (UmpireLogPage *self)
{
  guint i = gtk_drop_down_get_selected (self->system_filter);

  const UmpireSystemInfo * const *systems = umpire_catalogue_get_systems ();

  /* The list holds "All Rule Systems", then the catalogue's systems. */
  for (guint n = 1; systems[n - 1] != NULL; n++)
    if (n == i)
      return systems[n - 1]->id;
  return NULL;
}

static int
selected_side (UmpireLogPage *self)
{
  guint i = gtk_drop_down_get_selected (self->side_filter);

  return i < G_N_ELEMENTS (filter_sides) ? filter_sides[i] : -1;
}

static gboolean
event_shown (gpointer item,
             gpointer user_data)
{
  UmpireLogPage *self = user_data;
  UmpireEvent *event = item;
  const char *system = selected_system (self);
  int side = selected_side (self);

  if (system != NULL && g_strcmp0 (umpire_event_get_system (event), system) != 0)
    return FALSE;
  if (side >= 0 && (int) umpire_event_get_side (event) != side)
    return FALSE;
  return TRUE;
}

static void
show_event (UmpireLogPage *self,
            UmpireEvent   *event)
{
  g_autoptr(GString) details = g_string_new (NULL);
  g_autofree char *title = NULL;

  if (self->event_title == NULL)
    return;
  g_set_object (&self->current, event);
  /* Only an event in force can be changed by hand. */
  gtk_widget_set_visible (self->override_button, event != NULL && umpire_event_get_active (event));
  if (event == NULL)
    {
      gtk_label_set_label (self->event_title, _("Select an event to see its explanation."));
      gtk_widget_set_visible (GTK_WIDGET (self->event_details), FALSE);
      umpire_result_view_set_result (self->result_view, NULL);
      return;
    }

  {
    g_autoptr(GDateTime) local = g_date_time_to_local (umpire_event_get_time (event));
    g_autofree char *clock = g_date_time_format (local, "%H:%M:%S");
    g_autofree char *line = event_title (event);

    title = g_strdup_printf ("%s · %s · %s · %s", line, clock,
                             umpire_catalogue_get_system_name (umpire_event_get_system (event)),
                             umpire_side_get_label (umpire_event_get_side (event)));
  }
  gtk_label_set_label (self->event_title, title);
  if (!umpire_event_get_active (event))
    g_string_append (details, _("Undone: redo (Shift+Ctrl+Z) to bring it back."));
  if (umpire_event_get_overrides (event) != 0)
    g_string_append_printf (details, _("%sChanged by hand from event #%u. Reason: %s"),
                            details->len ? "\n" : "", umpire_event_get_overrides (event),
                            umpire_event_get_override_reason (event));
  {
    UmpireResult *result = umpire_event_get_result (event);
    UmpireRules *rules = self->session ? umpire_session_get_rules (self->session) : NULL;
    g_auto(GStrv) inputs = umpire_result_dup_input_names (result);

    for (guint i = 0; inputs[i] != NULL; i++)
      {
        const char *procedure = umpire_event_get_procedure (event);
        g_autofree char *value = umpire_input_dup_for_people (rules, procedure, inputs[i],
                                                              umpire_result_get_input (result, inputs[i]));

        if (details->len > 0)
          g_string_append_c (details, '\n');
        /* Translators: an input of a logged event and its value, e.g. "Terrain: Clear" */
        g_string_append_printf (details, _("%s: %s"), umpire_catalogue_get_input_label (procedure, inputs[i]), value);
      }
  }
  gtk_label_set_label (self->event_details, details->str);
  gtk_widget_set_visible (GTK_WIDGET (self->event_details), details->len > 0);
  umpire_result_view_set_rules (self->result_view, self->session ? umpire_session_get_rules (self->session) : NULL);
  umpire_result_view_set_result (self->result_view, umpire_event_get_result (event));
}

static void
on_row_selected (UmpireLogPage *self,
                 GtkListBoxRow *row,
                 GtkListBox    *list)
{
  UmpireEvent *event = row != NULL ? g_object_get_data (G_OBJECT (row), "umpire-event") : NULL;

  show_event (self, event);
}

static void
on_active_changed (UmpireEvent *event,
                   GParamSpec  *pspec,
                   GtkWidget   *row)
{
  /* Undone events stay listed, dimmed, so they can be redone. */
  GtkWidget *page = gtk_widget_get_ancestor (row, UMPIRE_TYPE_LOG_PAGE);

  if (umpire_event_get_active (event))
    gtk_widget_remove_css_class (row, "dim-label");
  else
    gtk_widget_add_css_class (row, "dim-label");
  /* The explanation says whether the event shown is in force. */
  if (page != NULL && gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (row)))
    show_event (UMPIRE_LOG_PAGE (page), event);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  UmpireEvent *event = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);
  GtkWidget *undone = gtk_label_new (_("Undone"));
  GtkWidget *button = gtk_button_new_from_icon_name ("edit-undo-symbolic");
  g_autoptr(GDateTime) local = g_date_time_to_local (umpire_event_get_time (event));
  g_autofree char *clock = g_date_time_format (local, "%H:%M:%S");
  g_autofree char *line = NULL;
  g_autofree char *sub = NULL;

  line = event_title (event);
  sub = g_strdup_printf ("%s · %s · %s%s", clock,
                         umpire_catalogue_get_system_name (umpire_event_get_system (event)),
                         umpire_side_get_label (umpire_event_get_side (event)),
                         umpire_event_get_overrides (event) ? _(" · changed by hand") : "");
  gtk_label_set_label (GTK_LABEL (title), line);
  /* The list is narrow: the whole title when it is cut short. */
  gtk_widget_set_tooltip_text (title, line);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_label (GTK_LABEL (subtitle), sub);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_ellipsize (GTK_LABEL (subtitle), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_box_append (GTK_BOX (labels), title);
  /* What came of it, in one line: the log reads as a record of play. */
  {
    UmpireLogPage *page = user_data;
    g_autofree char *outcome = umpire_result_dup_outcome (page->session ? umpire_session_get_rules (page->session) : NULL,
                                                          umpire_event_get_result (event));

    if (outcome != NULL)
      {
        GtkWidget *outcome_label = gtk_label_new (outcome);

        gtk_label_set_xalign (GTK_LABEL (outcome_label), 0);
        gtk_label_set_ellipsize (GTK_LABEL (outcome_label), PANGO_ELLIPSIZE_END);
        gtk_widget_set_tooltip_text (outcome_label, outcome);
        gtk_widget_add_css_class (outcome_label, "caption");
        gtk_box_append (GTK_BOX (labels), outcome_label);
        g_object_set_data_full (G_OBJECT (row), "umpire-outcome", g_strdup (outcome), g_free);
      }
  }
  gtk_box_append (GTK_BOX (labels), subtitle);
  gtk_widget_set_hexpand (labels, TRUE);

  gtk_widget_add_css_class (undone, "caption");
  gtk_widget_set_valign (undone, GTK_ALIGN_CENTER);

  gtk_widget_set_tooltip_text (button, _("Undo to Here: undo this event and every later one"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "log.undo-to");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                          g_variant_new_uint32 (umpire_event_get_id (event)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Undo to Here"), -1);

  gtk_box_append (GTK_BOX (box), labels);
  gtk_box_append (GTK_BOX (box), undone);
  gtk_box_append (GTK_BOX (box), button);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);

  g_object_set_data_full (G_OBJECT (row), "umpire-event", g_object_ref (event), g_object_unref);
  g_object_bind_property (event, "active", button, "visible", G_BINDING_SYNC_CREATE);
  g_object_bind_property (event, "active", undone, "visible",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  g_signal_connect_object (event, "notify::active", G_CALLBACK (on_active_changed), row, 0);
  on_active_changed (event, NULL, row);
  return row;
}

static void
update_stack (UmpireLogPage *self)
{
  gboolean any = self->shown != NULL && g_list_model_get_n_items (G_LIST_MODEL (self->shown)) > 0;

  gtk_stack_set_visible_child_name (self->stack, any ? "log" : "empty");
}

static void
on_items_changed (UmpireLogPage *self,
                  guint          position,
                  guint          removed,
                  guint          added,
                  GListModel    *model)
{
  update_stack (self);
  /* A new event at the end is shown at once: it is what was just rolled. */
  if (added > 0 && position + added == g_list_model_get_n_items (model))
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->event_list, (int) (position + added - 1));

      if (row != NULL)
        gtk_list_box_select_row (self->event_list, row);
    }
}

static void
on_filter_changed (UmpireLogPage *self)
{
  if (self->filter != NULL)
    gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_stack (self);
}

/* Open on the latest event, the one the umpire most likely wants. */
static void
select_latest (UmpireLogPage *self)
{
  guint n = self->shown ? g_list_model_get_n_items (G_LIST_MODEL (self->shown)) : 0;

  if (n > 0)
    gtk_list_box_select_row (self->event_list, gtk_list_box_get_row_at_index (self->event_list, (int) n - 1));
}

static void
bind_scenario (UmpireLogPage *self)
{
  UmpireScenario *scenario = self->session ? umpire_session_get_scenario (self->session) : NULL;

  if (self->shown != NULL)
    g_signal_handlers_disconnect_by_data (self->shown, self);
  g_clear_object (&self->shown);
  show_event (self, NULL);

  if (scenario == NULL)
    {
      gtk_list_box_bind_model (self->event_list, NULL, NULL, NULL, NULL);
      update_stack (self);
      return;
    }

  self->shown = gtk_filter_list_model_new (g_object_ref (umpire_scenario_get_log (scenario)),
                                           GTK_FILTER (g_object_ref (self->filter)));
  gtk_list_box_bind_model (self->event_list, G_LIST_MODEL (self->shown), create_row, self, NULL);
  /* After the list box's own handler, so the new rows exist. */
  g_signal_connect_object (self->shown, "items-changed", G_CALLBACK (on_items_changed), self,
                           G_CONNECT_SWAPPED);
  update_stack (self);
  select_latest (self);
}

static void
on_scenario_replaced (UmpireLogPage *self)
{
  bind_scenario (self);
}

/* ---------------------------------------------------------------------- */
/* Actions                                                                */

static void
undo_to_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  UmpireLogPage *self = UMPIRE_LOG_PAGE (widget);
  UmpireScenario *scenario;
  UmpireEvent *event;

  if (self->session == NULL)
    return;
  scenario = umpire_session_get_scenario (self->session);
  event = umpire_scenario_lookup_event (scenario, g_variant_get_uint32 (parameter));
  if (event != NULL)
    umpire_scenario_undo_to (scenario, event);
}

typedef struct
{
  UmpireLogPage *page;
  UmpireEvent   *event;
  GtkDropDown   *value;
  GtkEntry      *new_value;
  GtkEntry      *reason;
  GtkLabel      *error;
} OverrideForm;

static void
override_form_free (gpointer  data,
                    GClosure *closure)
{
  OverrideForm *form = data;

  g_object_unref (form->page);
  g_object_unref (form->event);
  g_free (form);
}

static void
on_reason_changed (GtkEditable *editable,
                   GtkWidget   *dialog)
{
  g_autofree char *reason = g_strstrip (g_strdup (gtk_editable_get_text (editable)));

  /* No reason, no change: the log must say why. */
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "change", *reason != '\0');
}

static void
on_override_response (AdwMessageDialog *dialog,
                      const char       *response,
                      OverrideForm     *form)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  guint selected;

  if (!g_str_equal (response, "change") || form->page->session == NULL)
    return;
  names = umpire_result_dup_value_names (umpire_event_get_result (form->event));
  selected = gtk_drop_down_get_selected (form->value);
  if (selected >= g_strv_length (names))
    return;
  if (umpire_scenario_override (umpire_session_get_scenario (form->page->session),
                                umpire_session_get_rules (form->page->session), form->event,
                                names[selected], gtk_editable_get_text (GTK_EDITABLE (form->new_value)),
                                gtk_editable_get_text (GTK_EDITABLE (form->reason)), &error) == NULL)
    {
      GtkWidget *alert = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (form->page))),
                                                 _("Could Not Change the Result"), error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (alert));
    }
}

static void
override_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  UmpireLogPage *self = UMPIRE_LOG_PAGE (widget);
  g_auto(GStrv) names = NULL;
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autofree char *heading = NULL;
  OverrideForm *form;
  GtkWidget *dialog, *box;
  UmpireResult *result;

  if (self->current == NULL || !umpire_event_get_active (self->current))
    return;
  result = umpire_event_get_result (self->current);
  names = umpire_result_dup_value_names (result);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *shown = umpire_value_dup_for_people (self->session ? umpire_session_get_rules (self->session) : NULL,
                                                            umpire_result_get_procedure (result), names[i],
                                                            umpire_result_get_value (result, names[i]));
      g_autofree char *label = g_strdup_printf ("%s (%s)", umpire_result_get_value_label (result, names[i]), shown);

      gtk_string_list_append (labels, label);
    }

  form = g_new0 (OverrideForm, 1);
  form->page = g_object_ref (self);
  form->event = g_object_ref (self->current);
  form->value = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (labels)), NULL));
  form->new_value = GTK_ENTRY (gtk_entry_new ());
  form->reason = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (form->new_value, _("New value"));
  gtk_entry_set_placeholder_text (form->reason, _("Reason (required, kept in the log)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (form->new_value), GTK_ACCESSIBLE_PROPERTY_LABEL, _("New value"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (form->reason), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Reason"), -1);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (form->value));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (form->new_value));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (form->reason));

  heading = g_strdup_printf (_("Change Event #%u by Hand"), umpire_event_get_id (self->current));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), heading,
                                   _("The result as rolled stays in the log; the change is a new event with your reason."));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "change", _("C_hange"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "change", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "change", FALSE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (form->reason, "changed", G_CALLBACK (on_reason_changed), dialog);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_override_response), form,
                         override_form_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

char *
umpire_log_page_dup_text (UmpireLogPage *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n;

  g_return_val_if_fail (UMPIRE_IS_LOG_PAGE (self), NULL);

  if (self->session != NULL)
    {
      const char *title = umpire_scenario_get_title (umpire_session_get_scenario (self->session));

      g_string_append_printf (text, _("Event log: %s\n\n"), title && *title ? title : _("Unsaved Scenario"));
    }
  n = self->shown ? g_list_model_get_n_items (G_LIST_MODEL (self->shown)) : 0;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(UmpireEvent) event = g_list_model_get_item (G_LIST_MODEL (self->shown), i);
      g_autofree char *explained = umpire_event_to_text (event, self->session ? umpire_session_get_rules (self->session) : NULL);

      g_string_append (text, explained);
      g_string_append_c (text, '\n');
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
show_error (UmpireLogPage *self,
            const GError  *error)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                              _("Could Not Export the Log"), error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_export_response (GtkNativeDialog *chooser,
                    int              response,
                    UmpireLogPage   *self)
{
  gboolean pdf = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "umpire-pdf"));

  if (response == GTK_RESPONSE_ACCEPT && self->session != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (pdf)
        {
          g_autoptr(UmpireSheet) sheet = umpire_sheet_new_log (umpire_session_get_rules (self->session),
                                                               umpire_session_get_scenario (self->session),
                                                               selected_system (self), selected_side (self));

          umpire_sheet_write_pdf (sheet, path, umpire_session_get_paper (self->session), &error);
        }
      else
        {
          g_autofree char *text = umpire_log_page_dup_text (self);

          g_file_set_contents (path, text, -1, &error);
        }
      if (error != NULL)
        show_error (self, error);
      else
        {
          g_autofree char *name = g_file_get_basename (file);
          /* TRANSLATORS: a toast after exporting the log; %s is the file's name */
          g_autofree char *text = g_strdup_printf (_("Log exported to “%s”"), name);

          umpire_session_announce (self->session, text, NULL, NULL);
        }
    }
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
export (UmpireLogPage *self,
        gboolean       pdf)
{
  GtkFileChooserNative *chooser;
  GtkWindow *window = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));

  chooser = gtk_file_chooser_native_new (pdf ? _("Export the Log as PDF") : _("Export the Log as Text"),
                                         window, GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), pdf ? _("log.pdf") : _("log.txt"));
  /* The documents folder, as for printing to a file. */
  {
    g_autoptr(GFile) folder = umpire_print_dup_export_folder ();

    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_object_set_data (G_OBJECT (chooser), "umpire-pdf", GINT_TO_POINTER (pdf));
  g_signal_connect (chooser, "response", G_CALLBACK (on_export_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
export_text_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  export (UMPIRE_LOG_PAGE (widget), FALSE);
}

static void
export_pdf_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  export (UMPIRE_LOG_PAGE (widget), TRUE);
}

/* ---------------------------------------------------------------------- */
/* GObject                                                                */

static void
umpire_log_page_map (GtkWidget *widget)
{
  UmpireLogPage *self = UMPIRE_LOG_PAGE (widget);

  GTK_WIDGET_CLASS (umpire_log_page_parent_class)->map (widget);
  if (gtk_list_box_get_selected_row (self->event_list) == NULL)
    select_latest (self);
}

static void
umpire_log_page_dispose (GObject *object)
{
  UmpireLogPage *self = UMPIRE_LOG_PAGE (object);

  if (self->session != NULL)
    g_clear_signal_handler (&self->scenario_id, self->session);
  if (self->shown != NULL)
    g_signal_handlers_disconnect_by_data (self->shown, self);
  /* Rows go first, while the labels they update are still there. */
  if (self->event_list != NULL)
    gtk_list_box_bind_model (self->event_list, NULL, NULL, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_LOG_PAGE);
  g_clear_object (&self->shown);
  g_clear_object (&self->filter);
  g_clear_object (&self->current);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (umpire_log_page_parent_class)->dispose (object);
}

static void
umpire_log_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  UmpireLogPage *self = UMPIRE_LOG_PAGE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_log_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  UmpireLogPage *self = UMPIRE_LOG_PAGE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      umpire_log_page_set_session (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_log_page_class_init (UmpireLogPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_log_page_dispose;
  object_class->get_property = umpire_log_page_get_property;
  object_class->set_property = umpire_log_page_set_property;
  widget_class->map = umpire_log_page_map;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, UMPIRE_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (UMPIRE_TYPE_RESULT_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-log-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, system_filter);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, side_filter);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, stack);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, event_list);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, event_title);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, event_details);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, result_view);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, override_button);
  gtk_widget_class_bind_template_callback (widget_class, on_filter_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_row_selected);

  gtk_widget_class_install_action (widget_class, "log.undo-to", "u", undo_to_action);
  gtk_widget_class_install_action (widget_class, "log.override", NULL, override_action);
  gtk_widget_class_install_action (widget_class, "log.export-text", NULL, export_text_action);
  gtk_widget_class_install_action (widget_class, "log.export-pdf", NULL, export_pdf_action);
}

static void
umpire_log_page_init (UmpireLogPage *self)
{
  const UmpireSystemInfo * const *systems = umpire_catalogue_get_systems ();
  GtkStringList *system_names;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* After "All Rule Systems", the catalogue's systems by name. */
  system_names = GTK_STRING_LIST (gtk_drop_down_get_model (self->system_filter));
  for (guint i = 0; systems[i] != NULL; i++)
    gtk_string_list_append (system_names, umpire_system_info_get_name (systems[i]));

  self->filter = gtk_custom_filter_new (event_shown, self, NULL);
  update_stack (self);
}

GtkWidget *
umpire_log_page_new (UmpireSession *session)
{
  return g_object_new (UMPIRE_TYPE_LOG_PAGE, "session", session, NULL);
}

UmpireSession *
umpire_log_page_get_session (UmpireLogPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_LOG_PAGE (self), NULL);
  return self->session;
}

void
umpire_log_page_set_session (UmpireLogPage *self,
                             UmpireSession *session)
{
  g_return_if_fail (UMPIRE_IS_LOG_PAGE (self));
  g_return_if_fail (session == NULL || UMPIRE_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_clear_signal_handler (&self->scenario_id, self->session);
  g_set_object (&self->session, session);
  if (session != NULL)
    self->scenario_id = g_signal_connect_swapped (session, "notify::scenario",
                                                  G_CALLBACK (on_scenario_replaced), self);
  bind_scenario (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

GListModel *
umpire_log_page_get_shown (UmpireLogPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_LOG_PAGE (self), NULL);
  return self->shown ? G_LIST_MODEL (self->shown) : NULL;
}
