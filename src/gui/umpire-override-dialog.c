/* umpire-override-dialog.c: changing a logged result by hand
 *
 * The umpire picks a value, types the new one and a reason; without a
 * reason nothing can be changed. The result as rolled stays in the log: the
 * change is a new event naming it (umpire_scenario_override).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-catalogue.h"
#include "umpire-compat.h"
#include "umpire-correction.h"
#include "umpire-override-dialog.h"
#include "umpire-labels.h"
#include "umpire-form.h"

typedef struct
{
  GWeakRef       session;   /* an open dialog keeps no closed window's session */
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

  g_weak_ref_clear (&form->session);
  g_object_unref (form->event);
  g_free (form);
}

static void
on_reason_changed (GtkEditable *editable,
                   GtkWidget   *dialog)
{
  g_autofree char *reason = g_strstrip (g_strdup (gtk_editable_get_text (editable)));

  /* No reason, no change: the log must say why. */
  umpire_alert_set_response_enabled (dialog, "change", *reason != '\0');
}

static void
on_override_response (GtkWidget    *dialog,
                      const char   *response,
                      OverrideForm *form)
{
  g_autoptr(UmpireSession) session = g_weak_ref_get (&form->session);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  UmpireRules *rules;
  UmpireEvent *added;
  guint selected, n_rederived = 0, n_out_of_date = 0;

  if (!g_str_equal (response, "change") || session == NULL)
    return;
  names = umpire_result_dup_value_names (umpire_event_get_result (form->event));
  selected = gtk_drop_down_get_selected (form->value);
  if (selected >= g_strv_length (names))
    return;
  rules = umpire_session_get_rules (session);
  /* With the rules, what follows from the value in later results is
   * corrected too, in the same action (umpire_battle_override). */
  if (rules != NULL)
    added = umpire_battle_override (umpire_session_get_scenario (session), rules, form->event, names[selected],
                                    gtk_editable_get_text (GTK_EDITABLE (form->new_value)),
                                    gtk_editable_get_text (GTK_EDITABLE (form->reason)),
                                    &n_rederived, &n_out_of_date, &error);
  else
    added = umpire_scenario_override (umpire_session_get_scenario (session), NULL, form->event, names[selected],
                                      gtk_editable_get_text (GTK_EDITABLE (form->new_value)),
                                      gtk_editable_get_text (GTK_EDITABLE (form->reason)), &error);
  if (added != NULL && (n_rederived > 0 || n_out_of_date > 0))
    {
      g_autofree char *text = umpire_correction_dup_message (n_rederived, n_out_of_date);

      umpire_session_announce (session, text, _("_Undo"), "win.undo");
    }
  if (added == NULL)
    {
      umpire_alert_show_message (umpire_dialog_get_parent (dialog), _("Could Not Change the Result"),
                                 error->message);
    }
}

void
umpire_override_dialog_present (GtkWindow     *parent,
                                UmpireSession *session,
                                UmpireEvent   *event)
{
  g_auto(GStrv) names = NULL;
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autofree char *heading = NULL;
  OverrideForm *form;
  GtkWidget *dialog, *box;
  UmpireResult *result;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (UMPIRE_IS_SESSION (session));
  g_return_if_fail (UMPIRE_IS_EVENT (event));

  result = umpire_event_get_result (event);
  names = umpire_result_dup_value_names (result);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *shown = umpire_value_dup_for_people (umpire_session_get_rules (session),
                                                            umpire_result_get_procedure (result), names[i],
                                                            umpire_result_get_value (result, names[i]));
      g_autofree char *label = g_strdup_printf ("%s (%s)", umpire_result_get_value_label (result, names[i]), shown);

      gtk_string_list_append (labels, label);
    }

  form = g_new0 (OverrideForm, 1);
  g_weak_ref_init (&form->session, session);
  form->event = g_object_ref (event);
  form->value = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (labels)), NULL));
  {
    /* A long value's name cut short when closed, whole in the list: the
     * dialog is narrower than it on libadwaita 1.7 (a fixed 300 px). */
    g_autoptr(GtkListItemFactory) button = umpire_choice_button_factory_new ();
    g_autoptr(GtkListItemFactory) list = umpire_choice_list_factory_new (G_OBJECT (form->value), TRUE);

    gtk_drop_down_set_factory (form->value, button);
    gtk_drop_down_set_list_factory (form->value, list);
  }
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
  umpire_form_set_up (box);

  heading = g_strdup_printf (_("Change Event #%u by Hand"), umpire_event_get_id (event));
  dialog = umpire_alert_new (heading,
                             _("The result as rolled stays in the log; the change is a new event with your reason."));
  umpire_alert_set_extra_child (dialog, box);
  umpire_alert_add_response (dialog, "cancel", _("_Cancel"));
  umpire_alert_add_response (dialog, "change", _("C_hange"));
  umpire_alert_set_response_appearance (dialog, "change", ADW_RESPONSE_SUGGESTED);
  umpire_alert_set_response_enabled (dialog, "change", FALSE);
  umpire_alert_set_close_response (dialog, "cancel");
  g_signal_connect (form->reason, "changed", G_CALLBACK (on_reason_changed), dialog);
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_override_response), form,
                         override_form_free, 0);
  umpire_dialog_present (dialog, GTK_WIDGET (parent));
}
