/* umpire-session-actions.c: the session's glue to its window
 *
 * The window's file, undo and print actions (win.new, win.open, …), the
 * dialogs they open, the unsaved-changes prompt before anything replaces
 * or closes the scenario, the offer to restore an autosave, the window's
 * title and the recent menu. Everything here works through the session's
 * functions and follows it by its signals.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "umpire-compat.h"
#include "umpire-print-operation.h"
#include "umpire-scenario-file.h"
#include "umpire-session-actions.h"
#include "umpire-session-private.h"
#include "umpire-sheet.h"

/* The title of the event at `position`, for an announcement. */
static char *
dup_event_title (UmpireSession *self,
                 guint          position)
{
  UmpireEvent *event;
  const UmpireProcedureInfo *info;

  if (position >= umpire_scenario_get_n_events (self->scenario))
    return NULL;
  event = umpire_scenario_get_event (self->scenario, position);
  info = umpire_result_get_info (umpire_event_get_result (event));
  return g_strdup (info != NULL ? umpire_procedure_info_get_title (info) : umpire_event_get_procedure (event));
}

static void
show_error (GtkWindow    *window,
            const char   *heading,
            const GError *error)
{
  umpire_alert_show_message (GTK_WIDGET (window), heading, error->message);
}

static void
update_title (UmpireSession *self)
{
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;

  if (self->window == NULL)
    return;
  name = umpire_session_dup_display_name (self);
  /* A dot marks unsaved changes, as GNOME editors do. */
  title = g_strdup_printf ("%s%s — %s", self->dirty ? "• " : "", name, _("Umpire"));
  gtk_window_set_title (self->window, title);
}

static void
set_action_enabled (UmpireSession *self,
                    const char    *name,
                    gboolean       enabled)
{
  GAction *action;

  if (self->window == NULL || !G_IS_ACTION_MAP (self->window))
    return;
  action = g_action_map_lookup_action (G_ACTION_MAP (self->window), name);
  if (G_IS_SIMPLE_ACTION (action))
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_actions (UmpireSession *self)
{
  set_action_enabled (self, "undo", umpire_scenario_can_undo (self->scenario));
  set_action_enabled (self, "redo", umpire_scenario_can_redo (self->scenario));
  update_title (self);
}

/* Undo, Redo and the title follow every change of the scenario open now. */
static void
follow_scenario (UmpireSession *self,
                 GParamSpec    *pspec,
                 gpointer       user_data)
{
  if (self->watched != NULL)
    g_signal_handlers_disconnect_by_func (self->watched, update_actions, self);
  g_set_object (&self->watched, self->scenario);
  g_signal_connect_swapped (self->scenario, "changed", G_CALLBACK (update_actions), self);
  update_actions (self);
}

typedef void (*Continuation) (UmpireSession *self,
                              gpointer       data);

typedef struct
{
  UmpireSession *session;
  Continuation   then;
  gpointer       data;
  GDestroyNotify data_free;
} Pending;

static void
pending_free (Pending *pending)
{
  g_object_unref (pending->session);
  if (pending->data_free != NULL)
    pending->data_free (pending->data);
  g_free (pending);
}

static void save_as_then (UmpireSession *self,
                          Pending       *pending);

static void
on_save_file_chosen (GFile    *chosen,
                     gpointer  user_data)
{
  Pending *pending = user_data;
  UmpireSession *self = pending->session;

  if (chosen != NULL)
    {
      g_autofree char *path = g_file_get_path (chosen);
      g_autoptr(GFile) file = NULL;
      g_autoptr(GError) error = NULL;

      /* The extension makes the file open in Umpire from the file manager. */
      if (path != NULL && !g_str_has_suffix (path, UMPIRE_SCENARIO_SUFFIX))
        {
          g_autofree char *with_suffix = g_strconcat (path, UMPIRE_SCENARIO_SUFFIX, NULL);
          file = g_file_new_for_path (with_suffix);
        }
      else
        file = g_object_ref (chosen);

      if (!umpire_session_save_as (self, file, &error))
        show_error (self->window, _("Could Not Save the Scenario"), error);
      else if (pending->then != NULL)
        pending->then (self, pending->data);
    }
  pending_free (pending);
}

static GtkFileFilter *
scenario_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Umpire Scenarios"));
  gtk_file_filter_add_mime_type (filter, UMPIRE_SCENARIO_MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "umpire");
  return filter;
}

/* Asks where to save, then saves and goes on with `pending`. */
static void
save_as_then (UmpireSession *self,
              Pending       *pending)
{
  g_autoptr(GtkFileFilter) filter = scenario_filter ();
  g_autofree char *name = NULL;

  if (self->file == NULL)
    {
      g_autofree char *display = umpire_session_dup_display_name (self);

      name = g_strconcat (display, UMPIRE_SCENARIO_SUFFIX, NULL);
    }
  umpire_file_choose_save (self->window, _("Save Scenario"), _("_Save"), filter, self->file, name, NULL,
                           on_save_file_chosen, pending);
}

/* Saves to the session's file, or asks for one; then `then`. */
static void
save_then (UmpireSession *self,
           Continuation   then,
           gpointer       data,
           GDestroyNotify data_free)
{
  Pending *pending = g_new0 (Pending, 1);

  pending->session = g_object_ref (self);
  pending->then = then;
  pending->data = data;
  pending->data_free = data_free;

  if (self->file != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!umpire_session_save_as (self, self->file, &error))
        show_error (self->window, _("Could Not Save the Scenario"), error);
      else if (then != NULL)
        then (self, data);
      pending_free (pending);
      return;
    }
  save_as_then (self, pending);
}

static void
on_unsaved_response (GtkWidget  *dialog,
                     const char *response,
                     Pending    *pending)
{
  UmpireSession *self = pending->session;

  /* One answer only: closing the window below (Discard, then close) closes
   * this dialog too, and libadwaita 1.5+ answers for it again with the
   * close response; `pending` is freed by then. */
  g_signal_handlers_disconnect_by_func (dialog, on_unsaved_response, pending);
  if (g_str_equal (response, "discard"))
    {
      /* Let go of the changes: they are not kept in an autosave either. */
      _umpire_session_discard_changes (self);
      if (pending->then != NULL)
        pending->then (self, pending->data);
    }
  else if (g_str_equal (response, "save"))
    {
      save_then (self, pending->then, pending->data, pending->data_free);
      pending->data_free = NULL;
    }
  pending_free (pending);
}

/* Runs `then` at once if nothing is unsaved; else asks Save / Discard / Cancel. */
static void
confirm_unsaved (UmpireSession *self,
                 Continuation   then,
                 gpointer       data,
                 GDestroyNotify data_free)
{
  Pending *pending;
  GtkWidget *dialog;
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;

  if (!self->dirty)
    {
      then (self, data);
      if (data_free != NULL)
        data_free (data);
      return;
    }

  pending = g_new0 (Pending, 1);
  pending->session = g_object_ref (self);
  pending->then = then;
  pending->data = data;
  pending->data_free = data_free;

  name = umpire_session_dup_display_name (self);
  body = g_strdup_printf (_("“%s” has changes that are not saved. The log keeps every roll only once the scenario is saved."), name);
  dialog = umpire_alert_new (_("Save Changes?"), body);
  umpire_alert_add_response (dialog, "cancel", _("_Cancel"));
  umpire_alert_add_response (dialog, "discard", _("_Discard"));
  umpire_alert_add_response (dialog, "save", _("_Save"));
  umpire_alert_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  umpire_alert_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  umpire_alert_set_default_response (dialog, "save");
  umpire_alert_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_unsaved_response), pending);
  umpire_dialog_present (dialog, GTK_WIDGET (self->window));
}

static void
close_window (UmpireSession *self,
              gpointer       data)
{
  self->closing = TRUE;
  if (self->window != NULL)
    gtk_window_close (self->window);
}

gboolean
umpire_session_close_request (UmpireSession *self,
                              GtkWindow     *window)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (self), FALSE);

  if (self->dirty && !self->closing)
    {
      confirm_unsaved (self, close_window, NULL, NULL);
      return TRUE;
    }
  /* A clean close: nothing left to restore next time. */
  umpire_session_discard_autosave (self);
  return FALSE;
}

static void
open_now (UmpireSession *self,
          gpointer       data)
{
  GFile *file = data;
  g_autoptr(GError) error = NULL;

  if (!umpire_session_load (self, file, &error))
    show_error (self->window, _("Could Not Open the Scenario"), error);
}

void
umpire_session_open_file (UmpireSession *self,
                          GtkWindow     *window,
                          GFile         *file)
{
  g_return_if_fail (UMPIRE_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->window == NULL)
    g_set_weak_pointer (&self->window, window);
  confirm_unsaved (self, open_now, g_object_ref (file), g_object_unref);
}

static void
on_restore_response (GtkWidget     *dialog,
                     const char    *response,
                     UmpireSession *self)
{
  g_autoptr(GError) error = NULL;

  /* One answer only (see on_unsaved_response). */
  g_signal_handlers_disconnect_by_func (dialog, on_restore_response, self);
  if (g_str_equal (response, "restore"))
    {
      if (!umpire_session_restore_autosave (self, &error))
        show_error (self->window, _("Could Not Restore the Session"), error);
      else if (self->restore_notes != NULL)
        {
          g_autofree char *body = NULL;

          body = g_strdup_printf (ngettext ("%u event came back. This part could not be restored and was kept aside:\n\n%s",
                                            "%u events came back. This part could not be restored and was kept aside:\n\n%s",
                                            umpire_scenario_get_n_events (self->scenario)),
                                  umpire_scenario_get_n_events (self->scenario), self->restore_notes);
          umpire_alert_show_message (GTK_WIDGET (self->window), _("Part of the Session Was Set Aside"), body);
        }
    }
  else if (g_str_equal (response, "discard"))
    {
      g_autoptr(UmpireAutosaveReport) report = NULL;
      g_autoptr(UmpireScenario) saved = umpire_autosave_load_full (self->autosave_path, NULL, &report, NULL);
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
      g_autofree char *suffix = g_strdup_printf ("set-aside-%s", stamp);

      /* The session goes; what it did not hold (another session's
       * journal, a damaged one) is kept, as the offer said. */
      if (report != NULL)
        g_ptr_array_unref (umpire_autosave_keep_unused (report, suffix));
      umpire_autosave_remove (self->autosave_path);
    }
  g_object_unref (self);
}

void
umpire_session_offer_restore (UmpireSession *self,
                              GtkWindow     *window)
{
  g_autoptr(UmpireScenario) saved = NULL;
  g_autoptr(UmpireAutosaveReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  g_autofree char *notes = NULL;
  GtkWidget *dialog;
  const char *title;

  g_return_if_fail (UMPIRE_IS_SESSION (self));

  if (!umpire_session_has_autosave (self) || self->dirty)
    return;
  saved = umpire_autosave_load_full (self->autosave_path, NULL, &report, &error);
  if (saved == NULL)
    {
      /* A damaged autosave is kept aside, never overwritten by the next
       * change, and the umpire is told where it is. */
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
      g_autofree char *suffix = g_strdup_printf ("damaged-%s", stamp);
      g_autofree char *kept = umpire_autosave_keep_aside (self->autosave_path, suffix);
      g_autofree char *message = NULL;

      message = kept != NULL
                ? g_strdup_printf (_("The session Umpire saved before it stopped could not be read: %s. "
                                     "The file was kept as %s."), error->message, kept)
                : g_strdup_printf (_("The session Umpire saved before it stopped could not be read: %s."),
                                   error->message);
      umpire_alert_show_message (GTK_WIDGET (window), _("Could Not Restore the Session"), message);
      return;
    }
  title = umpire_scenario_get_title (saved);
  body = g_strdup_printf (ngettext ("Umpire was not closed properly. “%s” was not saved: restore it, with its %u event?",
                                    "Umpire was not closed properly. “%s” was not saved: restore it, with its %u events?",
                                    umpire_scenario_get_n_events (saved)),
                          title && *title ? title : _("Unsaved Scenario"),
                          umpire_scenario_get_n_events (saved));
  notes = umpire_autosave_report_dup_notes (report);
  if (notes != NULL)
    {
      char *longer = g_strdup_printf (_("%s\n\nThis part cannot be restored; it will be kept aside:\n\n%s"), body, notes);

      g_free (body);
      body = longer;
    }
  dialog = umpire_alert_new (_("Restore Unsaved Session?"), body);
  umpire_alert_add_response (dialog, "discard", _("_Discard"));
  umpire_alert_add_response (dialog, "restore", _("_Restore"));
  umpire_alert_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  umpire_alert_set_response_appearance (dialog, "restore", ADW_RESPONSE_SUGGESTED);
  umpire_alert_set_default_response (dialog, "restore");
  /* Closing the dialog keeps the file for next time. */
  umpire_alert_set_close_response (dialog, "later");
  g_signal_connect (dialog, "response", G_CALLBACK (on_restore_response), g_object_ref (self));
  umpire_dialog_present (dialog, GTK_WIDGET (window));
}

static void
on_open_file_chosen (GFile    *file,
                     gpointer  user_data)
{
  UmpireSession *self = user_data;

  if (file != NULL)
    umpire_session_open_file (self, self->window, file);
  g_object_unref (self);
}

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  UmpireSession *self = user_data;
  g_autoptr(GtkFileFilter) filter = scenario_filter ();

  umpire_file_choose_open (self->window, _("Open Scenario"), filter, on_open_file_chosen, g_object_ref (self));
}

static void
new_now (UmpireSession *self,
         gpointer       data)
{
  umpire_session_reset (self);
}

/* New Scenario: a clean, empty scenario, after asking about unsaved changes. */
static void
new_activated (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  UmpireSession *self = user_data;

  confirm_unsaved (self, new_now, NULL, NULL);
}

static void
open_recent_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  UmpireSession *self = user_data;
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  umpire_session_open_file (self, self->window, file);
}

static void
save_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  save_then (user_data, NULL, NULL, NULL);
}

static void
save_as_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  UmpireSession *self = user_data;
  Pending *pending = g_new0 (Pending, 1);

  pending->session = g_object_ref (self);
  save_as_then (self, pending);
}

static void
undo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  UmpireSession *self = user_data;

  if (umpire_scenario_undo (self->scenario))
    {
      g_autofree char *title = dup_event_title (self, umpire_scenario_get_cursor (self->scenario));
      /* TRANSLATORS: a toast after Undo, beside a Redo button; %s is what was
       * undone, e.g. "Attack and counterattack". Name it first: on a phone the
       * toast has room for a dozen letters, the button says the rest. */
      g_autofree char *text = g_strdup_printf (_("“%s” undone"), title ? title : "");

      umpire_session_announce (self, text, _("_Redo"), "win.redo");
    }
}

static void
redo_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  UmpireSession *self = user_data;

  if (umpire_scenario_redo (self->scenario))
    {
      g_autofree char *title = dup_event_title (self, umpire_scenario_get_cursor (self->scenario) - 1);
      /* TRANSLATORS: a toast after Redo, beside an Undo button; %s is what was
       * redone. Name it first, as after Undo. */
      g_autofree char *text = g_strdup_printf (_("“%s” redone"), title ? title : "");

      umpire_session_announce (self, text, _("_Undo"), "win.undo");
    }
}

/* "umpire", "attacker", "defender": setup sheets; "weltkrieg", "1916", "derosa":
 * quick references; "log": the event log; "debrief": the debrief after the game. */
static UmpireSheet *
make_sheet (UmpireSession  *self,
            const char     *kind,
            GError        **error)
{
  UmpireSide side = UMPIRE_SIDE_NONE;

  if (g_str_equal (kind, "log"))
    return umpire_sheet_new_log (self->rules, self->scenario, NULL, -1);
  if (g_str_equal (kind, "debrief"))
    return umpire_sheet_new_debrief (self->rules, self->scenario);
  if (g_str_equal (kind, "umpire") || umpire_side_from_string (kind, &side))
    return umpire_sheet_new_setup (self->rules, self->scenario, side);
  return umpire_sheet_new_reference (self->rules, kind, NULL, error);
}

static void
run_print (UmpireSession           *self,
           GVariant                *parameter,
           GtkPrintOperationAction  what)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireSheet) sheet = make_sheet (self, g_variant_get_string (parameter, NULL), &error);
  g_autoptr(UmpirePrintOperation) operation = NULL;

  if (sheet == NULL)
    {
      show_error (self->window, _("Could Not Print"), error);
      return;
    }
  operation = umpire_print_operation_new (sheet);
  /* The paper the umpire chose (Preferences), not the locale's. */
  {
    g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
    g_autoptr(GtkPaperSize) paper = gtk_paper_size_new (self->paper == UMPIRE_PAPER_LETTER
                                                        ? GTK_PAPER_NAME_LETTER : GTK_PAPER_NAME_A4);

    gtk_page_setup_set_paper_size_and_default_margins (setup, paper);
    gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (operation), setup);
  }
  umpire_print_operation_run_for (operation, what, self->window);
}

static void
print_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  run_print (user_data, parameter, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG);
}

static void
print_preview_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  run_print (user_data, parameter, GTK_PRINT_OPERATION_ACTION_PREVIEW);
}

static const GActionEntry session_actions[] = {
  { "new", new_activated },
  { "open", open_activated },
  { "open-recent", open_recent_activated, "s" },
  { "save", save_activated },
  { "save-as", save_as_activated },
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "print", print_activated, "s" },
  { "print-preview", print_preview_activated, "s" },
};

static void
on_title_changed (UmpireSession *self,
                  GParamSpec    *pspec,
                  gpointer       user_data)
{
  update_title (self);
}

static void
fill_recent_menu (GtkRecentManager *manager,
                  GMenu            *menu)
{
  GList *items = gtk_recent_manager_get_items (manager);
  guint n = 0;

  g_menu_remove_all (menu);
  for (GList *l = items; l != NULL && n < 10; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);

      /* Only our scenarios, and only those still there. */
      if (!g_str_has_suffix (uri, UMPIRE_SCENARIO_SUFFIX) || !gtk_recent_info_exists (info))
        continue;
      {
        g_autoptr(GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);

        g_menu_item_set_action_and_target_value (item, "win.open-recent", g_variant_new_string (uri));
        g_menu_append_item (menu, item);
      }
      n++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

void
umpire_session_bind_recent_menu (UmpireSession *self,
                                 GMenu         *menu)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();

  g_return_if_fail (UMPIRE_IS_SESSION (self));
  g_return_if_fail (G_IS_MENU (menu));

  fill_recent_menu (manager, menu);
  g_signal_connect_object (manager, "changed", G_CALLBACK (fill_recent_menu), menu, 0);
}

void
umpire_session_add_actions (UmpireSession *self,
                            GtkWindow     *window,
                            UmpireRules   *rules)
{
  g_return_if_fail (UMPIRE_IS_SESSION (self));
  g_return_if_fail (G_IS_ACTION_MAP (window));

  g_set_weak_pointer (&self->window, window);
  umpire_session_set_rules (self, rules);
  /* The window owns the session, so the actions hold it without a ref. */
  g_action_map_add_action_entries (G_ACTION_MAP (window), session_actions,
                                   G_N_ELEMENTS (session_actions), self);
  g_signal_connect (self, "notify::dirty", G_CALLBACK (on_title_changed), NULL);
  g_signal_connect (self, "notify::file", G_CALLBACK (on_title_changed), NULL);
  g_signal_connect (self, "notify::scenario", G_CALLBACK (follow_scenario), NULL);
  follow_scenario (self, NULL, NULL);
}
