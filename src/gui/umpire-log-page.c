/* umpire-log-page.c: the event log of the session
 *
 * Lists every event of the scenario, filtered by rule system and side; the
 * selected one is shown with its full explanation. An event's row offers
 * "Undo to Here" (that event and every later one); undone events stay
 * listed, dimmed, until a new event replaces them, so they can be redone.
 * The list recycles its rows (UmpireLogRow), so a log of thousands of
 * events costs widgets only for the rows on screen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "umpire-catalogue.h"
#include "umpire-columns.h"
#include "umpire-compat.h"
#include "umpire-labels.h"
#include "umpire-log-page.h"
#include "umpire-correction.h"
#include "umpire-log-row.h"
#include "umpire-override-dialog.h"
#include "umpire-print-operation.h"
#include "umpire-result-view.h"
#include "umpire-sheet.h"
#include "umpire-split-view.h"
#include "umpire-status-page.h"

struct _UmpireLogPage
{
  AdwBin              parent_instance;

  GtkDropDown        *system_filter;
  GtkDropDown        *side_filter;
  GtkDropDown        *turn_filter;
  GArray             *turns;            /* int: the turns the turn filter offers, after "All Turns" */
  GtkStack           *stack;
  UmpireSplitView         *split_view;
  GtkWidget          *list_pane;
  GtkWidget          *details_pane;
  GtkListView        *event_list;
  GtkSingleSelection *selection;        /* over `shown` */
  GtkLabel           *event_title;
  GtkLabel           *event_details;
  GtkWidget          *undo_to_button;
  GtkWidget          *override_button;
  UmpireResultView   *result_view;
  UmpireEvent        *current;          /* the event shown */
  gulong              current_active_id;
  guint               scroll_tick;      /* until the list is laid out */
  gint64              scroll_after;     /* the frame clock's frame then */

  UmpireSession      *session;
  gulong              scenario_id;
  GtkCustomFilter    *filter;
  GListModel         *log;              /* the scenario's events */
  UmpireScenario     *scenario;         /* whose cursor the marks follow */
  GtkFilterListModel *shown;
  const char         *system;           /* the filters' choice: NULL, every system */
  int                 side;             /* -1: every side */
  int                 turn;             /* -1: every turn */
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

static void on_filter_changed (UmpireLogPage *self);

static int
selected_turn (UmpireLogPage *self)
{
  guint i = gtk_drop_down_get_selected (self->turn_filter);

  return i > 0 && i <= self->turns->len ? g_array_index (self->turns, int, i - 1) : -1;
}

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

/* The turn filter offers every turn an event was recorded on, the one
 * chosen staying chosen. */
static void
update_turns (UmpireLogPage *self)
{
  g_autoptr(GArray) turns = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  GtkStringList *labels = GTK_STRING_LIST (gtk_drop_down_get_model (self->turn_filter));
  int chosen = self->turn;
  guint n = self->log != NULL ? g_list_model_get_n_items (self->log) : 0;
  guint selected = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(UmpireEvent) event = g_list_model_get_item (self->log, i);
      int turn = umpire_event_get_turn (event);

      if (turn > 0 && g_hash_table_add (seen, GINT_TO_POINTER (turn)))
        g_array_append_val (turns, turn);
    }
  g_array_sort (turns, compare_ints);
  if (turns->len == self->turns->len
      && (turns->len == 0 || memcmp (turns->data, self->turns->data, turns->len * sizeof (int)) == 0))
    return;
  g_array_set_size (self->turns, 0);
  g_array_append_vals (self->turns, turns->data, turns->len);
  g_signal_handlers_block_by_func (self->turn_filter, on_filter_changed, self);
  gtk_string_list_splice (labels, 1, g_list_model_get_n_items (G_LIST_MODEL (labels)) - 1, NULL);
  for (guint i = 0; i < turns->len; i++)
    {
      /* TRANSLATORS: a choice of the log's turn filter */
      g_autofree char *label = g_strdup_printf (_("Turn %d"), g_array_index (turns, int, i));

      gtk_string_list_append (labels, label);
      if (g_array_index (turns, int, i) == chosen)
        selected = i + 1;
    }
  gtk_drop_down_set_selected (self->turn_filter, selected);
  g_signal_handlers_unblock_by_func (self->turn_filter, on_filter_changed, self);
  if (chosen >= 0 && selected == 0)
    on_filter_changed (self);
}

/* Called once per event when a filter changes: the choices are read from
 * the drop-downs once, before. */
static gboolean
event_shown (gpointer item,
             gpointer user_data)
{
  UmpireLogPage *self = user_data;
  UmpireEvent *event = item;

  if (self->system != NULL && g_strcmp0 (umpire_event_get_system (event), self->system) != 0)
    return FALSE;
  if (self->side >= 0 && (int) umpire_event_get_side (event) != self->side)
    return FALSE;
  if (self->turn >= 0 && umpire_event_get_turn (event) != self->turn)
    return FALSE;
  return TRUE;
}

static void on_current_active (UmpireLogPage *self);

static void
show_event (UmpireLogPage *self,
            UmpireEvent   *event)
{
  g_autoptr(GString) details = g_string_new (NULL);
  g_autofree char *title = NULL;
  gboolean active = event != NULL && umpire_event_get_active (event);

  if (self->event_title == NULL)
    return;
  /* The explanation says whether the event shown is in force: it follows
   * that one event only. */
  if (self->current != event)
    {
      if (self->current != NULL)
        g_clear_signal_handler (&self->current_active_id, self->current);
      g_set_object (&self->current, event);
      if (event != NULL)
        self->current_active_id = g_signal_connect_swapped (event, "notify::active",
                                                            G_CALLBACK (on_current_active), self);
    }
  /* Only an event in force can be undone or changed by hand. */
  gtk_widget_set_visible (self->override_button, active);
  gtk_widget_set_visible (self->undo_to_button, active);
  if (event == NULL)
    {
      gtk_label_set_label (self->event_title, _("Select an event to see its explanation."));
      gtk_widget_set_visible (GTK_WIDGET (self->event_details), FALSE);
      umpire_result_view_set_result (self->result_view, NULL);
      return;
    }
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->undo_to_button),
                                          g_variant_new_uint32 (umpire_event_get_id (event)));

  {
    g_autoptr(GDateTime) local = g_date_time_to_local (umpire_event_get_time (event));
    g_autofree char *clock = g_date_time_format (local, "%H:%M:%S");
    g_autofree char *line = umpire_log_row_dup_title (event, self->session ? umpire_session_get_rules (self->session)
                                                                            : NULL);

    title = g_strdup_printf ("%s · %s · %s · %s", line, clock,
                             umpire_catalogue_get_system_name (umpire_event_get_system (event)),
                             umpire_side_get_label (umpire_event_get_side (event)));
  }
  gtk_label_set_label (self->event_title, title);
  if (!active)
    g_string_append (details, _("Undone: redo (Shift+Ctrl+Z) to bring it back."));
  if (umpire_event_get_overrides (event) != 0)
    g_string_append_printf (details, _("%sChanged by hand from event #%u. Reason: %s"),
                            details->len ? "\n" : "", umpire_event_get_overrides (event),
                            self->session != NULL
                            ? umpire_correction_reason_for_people (umpire_session_get_scenario (self->session),
                                                                   umpire_event_get_override_reason (event))
                            : umpire_event_get_override_reason (event));
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
on_current_active (UmpireLogPage *self)
{
  show_event (self, self->current);
}

static void
on_selected (UmpireLogPage *self)
{
  show_event (self, gtk_single_selection_get_selected_item (self->selection));
}

/* On a phone the list and the explanation take turns: an event opened
 * from the list (a tap, or Enter) shows its explanation. */
static void
on_activate (UmpireLogPage *self,
             guint          position)
{
  gtk_single_selection_set_selected (self->selection, position);
  if (umpire_split_view_get_folded (self->split_view))
    umpire_split_view_set_show_content (self->split_view, TRUE);
}

static void
on_back (UmpireLogPage *self)
{
  umpire_split_view_set_show_content (self->split_view, FALSE);
}

/* Rows are made for the rows on screen only, and given the event that
 * scrolls into them; unbinding lets go of it and of its handler. */
static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           UmpireLogPage            *self)
{
  gtk_list_item_set_child (item, umpire_log_row_new ());
}

/* A row's out-of-date mark, as the battle's state has it now. */
static void
mark_row (UmpireLogPage *self,
          UmpireLogRow  *row)
{
  UmpireEvent *event = umpire_log_row_get_event (row);
  const char *reason = NULL;
  gboolean stale;

  stale = self->session != NULL && event != NULL && umpire_event_get_active (event)
          && umpire_correction_is_out_of_date (umpire_session_get_scenario (self->session), event, &reason);
  umpire_log_row_set_out_of_date (row, stale, reason);
  umpire_log_row_set_shown_to_players (row, self->session != NULL && event != NULL &&
                                       umpire_scenario_get_revealed (umpire_session_get_scenario (self->session),
                                                                     umpire_event_get_id (event)));
}

/* A correction marks events once they are listed, and moving the log
 * changes what is current: the rows on screen say it again. */
static void
mark_rows (UmpireLogPage *self,
           GtkWidget     *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (UMPIRE_IS_LOG_ROW (child))
      mark_row (self, UMPIRE_LOG_ROW (child));
    else
      mark_rows (self, child);
}

static void
on_cursor_moved (UmpireLogPage *self)
{
  mark_rows (self, GTK_WIDGET (self->event_list));
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          UmpireLogPage            *self)
{
  UmpireLogRow *row = UMPIRE_LOG_ROW (gtk_list_item_get_child (item));

  umpire_log_row_set_event (row, gtk_list_item_get_item (item),
                            self->session ? umpire_session_get_rules (self->session) : NULL);
  /* An event in force the battle's state holds out of date says so, and why. */
  mark_row (self, row);
}

static void
unbind_row (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            UmpireLogPage            *self)
{
  umpire_log_row_set_event (UMPIRE_LOG_ROW (gtk_list_item_get_child (item)), NULL, NULL);
}

static void
update_stack (UmpireLogPage *self)
{
  gboolean any = self->shown != NULL && g_list_model_get_n_items (G_LIST_MODEL (self->shown)) > 0;

  gtk_stack_set_visible_child_name (self->stack, any ? "log" : "empty");
}

/* The list scrolls to an item once it has laid it out: a new event reaches
 * the list after the selection, and is sized at the next frame's layout, so
 * the scroll waits for the frame after that. */
static gboolean
scroll_to_selected (GtkWidget     *list,
                    GdkFrameClock *clock,
                    gpointer       user_data)
{
  UmpireLogPage *self = user_data;
  guint selected = gtk_single_selection_get_selected (self->selection);

  /* Laid out once since: the list has sized the new item too. */
  if (gtk_widget_get_mapped (list) &&
      (gtk_widget_get_height (list) == 0 || gdk_frame_clock_get_frame_counter (clock) <= self->scroll_after + 1))
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  /* Hidden, the list scrolls when it is shown again (on_list_mapped). */
  if (gtk_widget_get_mapped (list) && selected != GTK_INVALID_LIST_POSITION)
    gtk_widget_activate_action (list, "list.scroll-to-item", "u", selected);
  return G_SOURCE_REMOVE;
}

static void
scroll_soon (UmpireLogPage *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self->event_list));

  self->scroll_after = clock != NULL ? gdk_frame_clock_get_frame_counter (clock) : -1;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->event_list), scroll_to_selected, self, NULL);
}

/* The latest event, the one the umpire most likely wants: selected and
 * scrolled to, without a walk over the log. */
static void
select_latest (UmpireLogPage *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->selection));

  if (n == 0)
    return;
  gtk_single_selection_set_selected (self->selection, n - 1);
  if (gtk_widget_get_mapped (GTK_WIDGET (self->event_list)))
    scroll_soon (self);
}

/* Shown: on the latest event, or the one selected. */
static void
on_list_mapped (UmpireLogPage *self)
{
  if (gtk_single_selection_get_selected_item (self->selection) == NULL)
    select_latest (self);
  else
    scroll_soon (self);
}

static void
on_items_changed (UmpireLogPage *self)
{
  update_stack (self);
}

/* A new event is shown at once if the filters let it through: it is what
 * was just rolled. Runs after the filtered list has taken it in. */
static void
on_log_changed (UmpireLogPage *self,
                guint          position,
                guint          removed,
                guint          added,
                GListModel    *log)
{
  guint n_log = g_list_model_get_n_items (log);
  guint n_shown = g_list_model_get_n_items (G_LIST_MODEL (self->shown));
  g_autoptr(GObject) newest = NULL;
  g_autoptr(GObject) last_shown = NULL;

  update_turns (self);
  if (added == 0 || position + added != n_log || n_shown == 0)
    return;
  newest = g_list_model_get_item (log, n_log - 1);
  last_shown = g_list_model_get_item (G_LIST_MODEL (self->shown), n_shown - 1);
  if (newest == last_shown)
    select_latest (self);
}

static void
on_filter_changed (UmpireLogPage *self)
{
  self->system = selected_system (self);
  self->side = selected_side (self);
  self->turn = selected_turn (self);
  if (self->filter != NULL)
    gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_stack (self);
  if (gtk_single_selection_get_selected_item (self->selection) == NULL)
    select_latest (self);
}

static void
bind_scenario (UmpireLogPage *self)
{
  UmpireScenario *scenario = self->session ? umpire_session_get_scenario (self->session) : NULL;

  show_event (self, NULL);
  if (self->log != NULL)
    g_signal_handlers_disconnect_by_data (self->log, self);
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_set_object (&self->scenario, scenario);
  if (scenario != NULL)
    {
      g_signal_connect_swapped (scenario, "notify::cursor", G_CALLBACK (on_cursor_moved), self);
      /* What the players see is a change of the scenario alone. */
      g_signal_connect_swapped (scenario, "changed", G_CALLBACK (on_cursor_moved), self);
    }
  g_clear_object (&self->log);
  g_clear_object (&self->shown);
  if (scenario != NULL)
    {
      self->log = g_object_ref (umpire_scenario_get_log (scenario));
      self->shown = gtk_filter_list_model_new (g_object_ref (self->log), GTK_FILTER (g_object_ref (self->filter)));
      /* After the filtered list's own handler: it has the new event then. */
      g_signal_connect_swapped (self->log, "items-changed", G_CALLBACK (on_log_changed), self);
    }
  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (self->shown));
  update_turns (self);
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

/* A row's Show to Players: the event on the players' view, or off it. */
static void
show_to_players_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  UmpireLogPage *self = UMPIRE_LOG_PAGE (widget);
  UmpireScenario *scenario;
  guint id = g_variant_get_uint32 (parameter);

  if (self->session == NULL || id == 0)
    return;
  scenario = umpire_session_get_scenario (self->session);
  if (umpire_scenario_lookup_event (scenario, id) != NULL)
    umpire_scenario_set_revealed (scenario, id, !umpire_scenario_get_revealed (scenario, id));
}

static void
override_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  UmpireLogPage *self = UMPIRE_LOG_PAGE (widget);

  if (self->session == NULL || self->current == NULL || !umpire_event_get_active (self->current))
    return;
  umpire_override_dialog_present (GTK_WINDOW (gtk_widget_get_root (widget)), self->session, self->current);
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
  umpire_alert_show_message (GTK_WIDGET (self), _("Could Not Export the Log"), error->message);
}

static void
on_export_chosen (GFile    *file,
                  gpointer  user_data,
                  gboolean  pdf)
{
  UmpireLogPage *self = user_data;

  if (file != NULL && self->session != NULL)
    {
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
  g_object_unref (self);
}

static void
on_export_pdf_chosen (GFile    *file,
                      gpointer  user_data)
{
  on_export_chosen (file, user_data, TRUE);
}

static void
on_export_text_chosen (GFile    *file,
                       gpointer  user_data)
{
  on_export_chosen (file, user_data, FALSE);
}

static void
export (UmpireLogPage *self,
        gboolean       pdf)
{
  GtkWindow *window = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));
  /* The documents folder, as for printing to a file. */
  g_autoptr(GFile) folder = umpire_print_dup_export_folder ();

  umpire_file_choose_save (window, pdf ? _("Export the Log as PDF") : _("Export the Log as Text"), _("_Export"),
                           NULL, NULL, pdf ? _("log.pdf") : _("log.txt"), folder,
                           pdf ? on_export_pdf_chosen : on_export_text_chosen, g_object_ref (self));
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
umpire_log_page_dispose (GObject *object)
{
  UmpireLogPage *self = UMPIRE_LOG_PAGE (object);

  if (self->session != NULL)
    g_clear_signal_handler (&self->scenario_id, self->session);
  if (self->current != NULL)
    g_clear_signal_handler (&self->current_active_id, self->current);
  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->event_list), self->scroll_tick);
  self->scroll_tick = 0;
  /* The list lets go of its rows before the labels the selection updates go. */
  if (self->selection != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->selection, self);
      gtk_single_selection_set_model (self->selection, NULL);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_LOG_PAGE);
  if (self->log != NULL)
    g_signal_handlers_disconnect_by_data (self->log, self);
  g_clear_object (&self->log);
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_clear_object (&self->scenario);
  g_clear_object (&self->shown);
  g_clear_object (&self->filter);
  g_clear_pointer (&self->turns, g_array_unref);
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

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, UMPIRE_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (UMPIRE_TYPE_COLUMNS);
  g_type_ensure (UMPIRE_TYPE_RESULT_VIEW);

  g_type_ensure (UMPIRE_TYPE_STATUS_PAGE);

  g_type_ensure (UMPIRE_TYPE_SPLIT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-log-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, system_filter);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, side_filter);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, turn_filter);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, stack);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, split_view);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, list_pane);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, details_pane);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, event_list);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, selection);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, event_title);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, event_details);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, result_view);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, undo_to_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogPage, override_button);
  gtk_widget_class_bind_template_callback (widget_class, on_filter_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_back);
  gtk_widget_class_bind_template_callback (widget_class, on_list_mapped);
  gtk_widget_class_bind_template_callback (widget_class, setup_row);
  gtk_widget_class_bind_template_callback (widget_class, bind_row);
  gtk_widget_class_bind_template_callback (widget_class, unbind_row);

  gtk_widget_class_install_action (widget_class, "log.undo-to", "u", undo_to_action);
  gtk_widget_class_install_action (widget_class, "log.show-to-players", "u", show_to_players_action);
  gtk_widget_class_install_action (widget_class, "log.override", NULL, override_action);
  gtk_widget_class_install_action (widget_class, "log.export-text", NULL, export_text_action);
  gtk_widget_class_install_action (widget_class, "log.export-pdf", NULL, export_pdf_action);
}

static void
umpire_log_page_init (UmpireLogPage *self)
{
  const UmpireSystemInfo * const *systems = umpire_catalogue_get_systems ();
  GtkStringList *system_names;

  self->turns = g_array_new (FALSE, FALSE, sizeof (int));
  gtk_widget_init_template (GTK_WIDGET (self));

  /* After "All Rule Systems", the catalogue's systems by name. */
  system_names = GTK_STRING_LIST (gtk_drop_down_get_model (self->system_filter));
  for (guint i = 0; systems[i] != NULL; i++)
    gtk_string_list_append (system_names, umpire_system_info_get_name (systems[i]));

  self->system = NULL;
  self->side = -1;
  self->turn = -1;
  self->filter = gtk_custom_filter_new (event_shown, self, NULL);
  g_signal_connect_swapped (self->selection, "items-changed", G_CALLBACK (on_items_changed), self);
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
