/* test-log-page.c: the log pane, its filters, "undo to here", and the
 * window's undo, redo and session, with real widgets under a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "umpire-labels.h"
#include "umpire-combat-page.h"
#include "umpire-compat.h"
#include "umpire-log-page.h"
#include "umpire-miniatures-page.h"
#include "umpire-log-row.h"
#include "umpire-preferences-window.h"
#include "umpire-print-operation.h"
#include "umpire-reserves-page.h"
#include "umpire-result-view.h"
#include "umpire-rules-browser.h"
#include "umpire-scenario-file.h"
#include "umpire-session-actions.h"
#include "umpire-session.h"
#include "umpire-setup.h"
#include "umpire-setup-page.h"
#include "umpire-weltkrieg.h"
#include "umpire-westfront-page.h"
#include "umpire-window.h"
#include "umpire-test-gui.h"
#include "umpire-test-language.h"

typedef struct
{
  char          *dir;
  char          *autosave;
  UmpireSession *session;
  GtkWindow     *window;
  UmpireLogPage *page;
} Fixture;

static void
wait_mapped (GtkWidget *widget)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!gtk_widget_get_mapped (widget))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  umpire_test_iterate_pending ();
}

/* The list of events: the list view over the events shown (the filters'
 * drop-downs hold list views too). */
static GtkListView *
event_list (UmpireLogPage *page)
{
  GtkWidget *list;

  for (guint i = 0; (list = umpire_test_nth_widget (page, GTK_TYPE_LIST_VIEW, i)) != NULL; i++)
    {
      GtkSelectionModel *model = gtk_list_view_get_model (GTK_LIST_VIEW (list));

      if (GTK_IS_SINGLE_SELECTION (model) &&
          gtk_single_selection_get_model (GTK_SINGLE_SELECTION (model)) == umpire_log_page_get_shown (page))
        return GTK_LIST_VIEW (list);
    }
  g_assert_not_reached ();
}

static GtkSingleSelection *
selection (UmpireLogPage *page)
{
  return GTK_SINGLE_SELECTION (gtk_list_view_get_model (event_list (page)));
}

static void
select_row (UmpireLogPage *page,
            guint          position)
{
  gtk_single_selection_set_selected (selection (page), position);
  umpire_test_iterate_pending ();
}

/* The row widgets bound to an event: the list makes them for the rows on
 * screen only, at its next layout. */
static guint
count_row_widgets (UmpireLogPage *page)
{
  GtkWidget *row;
  guint n = 0;

  for (guint i = 0; (row = umpire_test_nth_widget (event_list (page), UMPIRE_TYPE_LOG_ROW, i)) != NULL; i++)
    n += umpire_log_row_get_event (UMPIRE_LOG_ROW (row)) != NULL && gtk_widget_get_mapped (row);
  return n;
}

/* The row widget showing the event at `position` of the list, once it is
 * on screen. */
static UmpireLogRow *
row_at (UmpireLogPage *page,
        guint          position)
{
  g_autoptr(UmpireEvent) event = g_list_model_get_item (G_LIST_MODEL (selection (page)), position);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  g_assert_nonnull (event);
  for (;;)
    {
      GtkWidget *row;

      for (guint i = 0; (row = umpire_test_nth_widget (event_list (page), UMPIRE_TYPE_LOG_ROW, i)) != NULL; i++)
        if (umpire_log_row_get_event (UMPIRE_LOG_ROW (row)) == event && gtk_widget_get_mapped (row))
          return UMPIRE_LOG_ROW (row);
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* The events listed; each on screen has its row. */
static guint
count_rows (UmpireLogPage *page)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (selection (page)));
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  umpire_test_iterate_pending ();
  if (gtk_widget_get_mapped (GTK_WIDGET (event_list (page))))
    while (count_row_widgets (page) != n)
      {
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, TRUE);
      }
  return n;
}

static void
collect_text (GtkWidget *widget,
              GString   *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_text (child, out);
}

static UmpireEvent *
record (UmpireSession *session,
        const char    *procedure,
        const char    *system,
        UmpireSide     side,
        guint          total)
{
  g_autoptr(UmpireResult) result = umpire_result_new (procedure);
  UmpireRoll roll = { { 1, 6 }, { total }, total, FALSE, 99, 1 };

  umpire_result_add_roll (result, &roll, NULL, "test roll");
  umpire_result_set_value (result, "total", "%u", total);
  return umpire_session_record (session, result, system, side);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("umpire-log-page-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->autosave = g_build_filename (fixture->dir, "autosave.umpire", NULL);
  fixture->session = umpire_session_new (fixture->autosave);

  record (fixture->session, "1916.support", "1916", UMPIRE_SIDE_ATTACKER, 3);
  record (fixture->session, "1916.support", "1916", UMPIRE_SIDE_DEFENDER, 4);
  record (fixture->session, "crt", "weltkrieg", UMPIRE_SIDE_ATTACKER, 5);
  record (fixture->session, "derosa.fire", "derosa", UMPIRE_SIDE_NONE, 6);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 900, 600);
  fixture->page = UMPIRE_LOG_PAGE (umpire_log_page_new (fixture->session));
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->page));
  gtk_window_present (fixture->window);
  wait_mapped (GTK_WIDGET (fixture->page));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  gtk_window_destroy (fixture->window);
  umpire_test_iterate_pending ();
  g_assert_finalize_object (g_steal_pointer (&fixture->session));
  umpire_autosave_remove (fixture->autosave);
  g_rmdir (fixture->dir);
  g_free (fixture->autosave);
  g_free (fixture->dir);
}

static void
test_lists_events (Fixture       *fixture,
                   gconstpointer  user_data)
{
  UmpireLogPage *list = fixture->page;
  UmpireResultView *view = UMPIRE_RESULT_VIEW (umpire_test_nth_widget (fixture->page, UMPIRE_TYPE_RESULT_VIEW, 0));

  g_assert_cmpuint (count_rows (list), ==, 4);
  /* The last event recorded is selected and explained. */
  g_assert_cmpuint (gtk_single_selection_get_selected (selection (list)), ==, 3);
  g_assert_cmpstr (umpire_result_get_procedure (umpire_result_view_get_result (view)), ==, "derosa.fire");

  /* Choosing another shows its result. */
  select_row (list, 1);
  g_assert_cmpstr (umpire_result_get_value (umpire_result_view_get_result (view), "total"), ==, "4");

  /* Another scenario opened in the session: its last event is shown. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *path = g_build_filename (fixture->dir, "other.umpire", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(UmpireSession) other = umpire_session_new (fixture->autosave);

    record (other, "1916.proximity", "1916", UMPIRE_SIDE_NONE, 2);
    record (other, "1916.proximity", "1916", UMPIRE_SIDE_NONE, 5);
    g_assert_true (umpire_session_save_as (other, file, &error));
    g_assert_true (umpire_session_load (fixture->session, file, &error));
    g_assert_no_error (error);
    umpire_test_iterate_pending ();
    g_assert_cmpuint (count_rows (list), ==, 2);
    g_assert_cmpuint (gtk_single_selection_get_selected (selection (list)), ==, 1);
    g_assert_cmpstr (umpire_result_get_value (umpire_result_view_get_result (view), "total"), ==, "5");
    g_unlink (path);
    g_assert_true (umpire_session_load (fixture->session, file, &error) == FALSE);
    g_clear_error (&error);
  }

  /* A new event appears at once, selected. */
  record (fixture->session, "lull", "1916", UMPIRE_SIDE_NONE, 6);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 3);
  g_assert_cmpstr (umpire_result_get_procedure (umpire_result_view_get_result (view)), ==, "lull");
}

static void
test_filters (Fixture       *fixture,
              gconstpointer  user_data)
{
  UmpireLogPage *list = fixture->page;
  GtkDropDown *system = GTK_DROP_DOWN (umpire_test_nth_widget (fixture->page, GTK_TYPE_DROP_DOWN, 0));
  GtkDropDown *side = GTK_DROP_DOWN (umpire_test_nth_widget (fixture->page, GTK_TYPE_DROP_DOWN, 1));
  g_autofree char *text = NULL;

  /* 1916 only: two events. */
  gtk_drop_down_set_selected (system, 1);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 2);
  /* 1916 and the attacker: one. */
  gtk_drop_down_set_selected (side, 1);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 1);
  /* Any system, the attacker: the 1916 support and the Weltkrieg attack. */
  gtk_drop_down_set_selected (system, 0);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 2);
  /* The export is what is shown. */
  text = umpire_log_page_dup_text (fixture->page);
  g_assert_nonnull (strstr (text, "crt"));
  g_assert_null (strstr (text, "derosa.fire"));
  /* Both sides (events for no one side): the De Rosa fire. */
  gtk_drop_down_set_selected (side, 3);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 1);
  /* De Rosa, attacker: nothing, and the page says so. */
  gtk_drop_down_set_selected (system, 3);
  gtk_drop_down_set_selected (side, 1);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 0);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (event_list (list))));
  gtk_drop_down_set_selected (system, 0);
  gtk_drop_down_set_selected (side, 0);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 4);

  /* The event the umpire chose stays chosen when the filters change, and a
   * new event the filters hide does not take its place. */
  select_row (list, 0);
  gtk_drop_down_set_selected (system, 1);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 2);
  g_assert_cmpuint (gtk_single_selection_get_selected (selection (list)), ==, 0);
  record (fixture->session, "crt", "weltkrieg", UMPIRE_SIDE_ATTACKER, 2);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 2);
  g_assert_cmpuint (gtk_single_selection_get_selected (selection (list)), ==, 0);
  /* One they let through does. */
  record (fixture->session, "1916.support", "1916", UMPIRE_SIDE_DEFENDER, 5);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 3);
  g_assert_cmpuint (gtk_single_selection_get_selected (selection (list)), ==, 2);
}

/* Whether anything follows an event's "active": the rows and the page let
 * go of an event once it is off screen and not shown. */
static gboolean
followed (UmpireEvent *event)
{
  return g_signal_has_handler_pending (event, g_signal_lookup ("notify", G_TYPE_OBJECT),
                                       g_quark_from_string ("active"), FALSE);
}

/* A long log: the page opens on the latest event, scrolled to it, with
 * widgets for the rows on screen only. */
static void
test_long_log (void)
{
  const guint n_events = 2000;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-long-log-XXXXXX", &error);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autofree char *path = g_build_filename (dir, "long.umpire", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(UmpireScenario) written = umpire_scenario_new ();
  UmpireSession *session = umpire_session_new (autosave);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  UmpireLogPage *page;
  UmpireResultView *view;
  UmpireScenario *scenario;
  UmpireEvent *middle, *latest;

  for (guint i = 0; i < n_events; i++)
    {
      g_autoptr(UmpireResult) result = umpire_result_new ("roll");
      UmpireRoll roll = { { 1, 6 }, { 1 + i % 6 }, 1 + i % 6, FALSE, 99, 1 };

      umpire_result_add_roll (result, &roll, NULL, "test roll");
      umpire_result_set_value (result, "total", "%u", i);
      umpire_scenario_record (written, result, "1916", i % 2 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER);
    }
  g_assert_true (umpire_scenario_save_file (written, path, &error));
  g_assert_no_error (error);
  g_assert_true (umpire_session_load (session, file, &error));
  g_assert_no_error (error);
  scenario = umpire_session_get_scenario (session);

  gtk_window_set_default_size (window, 900, 600);
  page = UMPIRE_LOG_PAGE (umpire_log_page_new (session));
  gtk_window_set_child (window, GTK_WIDGET (page));
  gtk_window_present (window);
  wait_mapped (GTK_WIDGET (page));
  view = UMPIRE_RESULT_VIEW (umpire_test_nth_widget (page, UMPIRE_TYPE_RESULT_VIEW, 0));

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection (page))), ==, n_events);
  g_assert_cmpuint (gtk_single_selection_get_selected (selection (page)), ==, n_events - 1);
  g_assert_cmpstr (umpire_result_get_value (umpire_result_view_get_result (view), "total"), ==, "1999");
  /* Scrolled to the latest; a screenful of rows, not one per event. */
  g_assert_nonnull (row_at (page, n_events - 1));
  g_assert_cmpuint (count_row_widgets (page), >, 5);
  g_assert_cmpuint (count_row_widgets (page), <, 100);
  /* Off screen (and not the row the list keeps for its focus), an event has
   * no row holding on to it. */
  middle = umpire_scenario_get_event (scenario, n_events / 2);
  latest = umpire_scenario_get_event (scenario, n_events - 1);
  g_assert_false (followed (middle));
  g_assert_true (followed (latest));

  /* A new event: selected and on screen at once. */
  record (session, "lull", "1916", UMPIRE_SIDE_NONE, 6);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (gtk_single_selection_get_selected (selection (page)), ==, n_events);
  g_assert_nonnull (row_at (page, n_events));
  g_assert_cmpuint (count_row_widgets (page), <, 100);

  /* Undo to Here from the list: the rows on screen dim at once. */
  umpire_scenario_undo_to (scenario, umpire_scenario_get_event (scenario, n_events - 2));
  umpire_test_iterate_pending ();
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row_at (page, n_events - 1)), "dim-label"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (row_at (page, n_events - 3)), "dim-label"));

  gtk_window_destroy (window);
  umpire_test_iterate_pending ();
  g_assert_false (followed (latest));
  umpire_session_discard_autosave (session);
  g_assert_finalize_object (session);
  g_unlink (path);
  g_rmdir (dir);
}

/* Uses the German catalog built in po/ when `german`, else none. */
static gboolean
speak (gboolean german)
{
  umpire_test_set_language (german ? "de" : NULL);
  /* The catalogs are looked up again. */
  textdomain (GETTEXT_PACKAGE);
  return g_strcmp0 (_("All Rule Systems"), "Alle Regelsysteme") == 0;
}

/* The page fits a phone, in English and German, with events and without:
 * at 360 px wide no part of it needs more than the window. */
static void
test_fits_narrow (void)
{
  for (guint german = 0; german < 2; german++)
    for (guint events = 0; events < 2; events++)
      {
        g_autofree char *dir = g_dir_make_tmp ("umpire-narrow-XXXXXX", NULL);
        g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
        UmpireSession *session = umpire_session_new (autosave);
        GtkWindow *window = GTK_WINDOW (gtk_window_new ());
        GtkWidget *page;
        int minimum = 0;

        g_assert_true (speak (german != 0) == (german != 0));
        for (guint i = 0; i < 4 * events; i++)
          record (session, i % 2 ? "crt" : "1916.support", i % 2 ? "weltkrieg" : "1916",
                  i % 2 ? UMPIRE_SIDE_DEFENDER : UMPIRE_SIDE_ATTACKER, 4);
        page = umpire_log_page_new (session);
        gtk_window_set_default_size (window, 360, 640);
        gtk_window_set_child (window, page);
        gtk_window_present (window);
        wait_mapped (page);
        /* The widest choices of the filters. */
        gtk_drop_down_set_selected (GTK_DROP_DOWN (umpire_test_nth_widget (page, GTK_TYPE_DROP_DOWN, 0)), 2);
        gtk_drop_down_set_selected (GTK_DROP_DOWN (umpire_test_nth_widget (page, GTK_TYPE_DROP_DOWN, 1)), 2);
        umpire_test_iterate_pending ();
        gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
        g_test_message ("%s, %s: %d px at the least", german ? "German" : "English",
                        events ? "events" : "no events", minimum);
        g_assert_cmpint (minimum, <=, 360);
        gtk_window_destroy (window);
        umpire_test_iterate_pending ();
        umpire_session_discard_autosave (session);
        g_object_unref (session);
        g_rmdir (dir);
      }
  speak (FALSE);
}

static void
test_undo_to_here (Fixture       *fixture,
                   gconstpointer  user_data)
{
  UmpireScenario *scenario = umpire_session_get_scenario (fixture->session);
  UmpireLogPage *list = fixture->page;
  GtkWidget *second = GTK_WIDGET (row_at (list, 1));
  GtkWidget *button = umpire_test_nth_widget (second, GTK_TYPE_BUTTON, 0);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, 4);

  /* The row's "Undo to Here" undoes it and everything after it. */
  g_signal_emit_by_name (button, "clicked");
  umpire_test_iterate_pending ();
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, 1);
  /* Undone events stay listed, dimmed, without the button. */
  g_assert_cmpuint (count_rows (list), ==, 4);
  for (int i = 0; i < 4; i++)
    {
      GtkWidget *row = GTK_WIDGET (row_at (list, (guint) i));

      g_assert_cmpint (gtk_widget_has_css_class (row, "dim-label"), ==, i >= 1);
      g_assert_cmpint (gtk_widget_get_visible (umpire_test_nth_widget (row, GTK_TYPE_BUTTON, 0)), ==, i < 1);
    }
  /* The autosave has it too. */
  {
    g_autoptr(UmpireScenario) saved = umpire_autosave_load (fixture->autosave, NULL, NULL);

    g_assert_nonnull (saved);
    g_assert_cmpuint (umpire_scenario_get_cursor (saved), ==, 1);
  }

  /* Redo brings one back, and its row lights up. */
  umpire_scenario_redo (scenario);
  umpire_test_iterate_pending ();
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (second), "dim-label"));
  g_assert_true (gtk_widget_get_visible (button));

  /* A new event drops the two still undone. */
  record (fixture->session, "lull", "1916", UMPIRE_SIDE_NONE, 2);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 3);
}

static GtkWidget *
find_dialog (void)
{
  return umpire_test_find_dialog (umpire_alert_get_type ());
}

/* The widest a label showing `text` under `root` is drawn, and the width
 * it needs (its minimum); FALSE when none is drawn. */
static gboolean
drawn_label_width (GtkWidget  *root,
                   const char *text,
                   int        *width,
                   int        *needed)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0
      && gtk_widget_is_drawable (root) && gtk_widget_get_width (root) > 0)
    {
      *width = gtk_widget_get_width (root);
      gtk_widget_measure (root, GTK_ORIENTATION_HORIZONTAL, -1, needed, NULL, NULL, NULL);
      return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (drawn_label_width (child, text, width, needed))
      return TRUE;
  return FALSE;
}

/* The dialog of log.override on the selected event, its heading shown in
 * full (on one line or wrapped). */
static GtkWidget *
open_override_dialog (Fixture *fixture)
{
  GtkWidget *dialog;
  int width = 0, needed = 0;

  /* The alert this action shows: libadwaita 1.7 may still hold an earlier
   * test's AdwAlertDialog, so the one not there before. */
  {
    g_autoptr(GPtrArray) before = g_ptr_array_new ();
    g_autoptr(GPtrArray) after = g_ptr_array_new ();
    GList *toplevels = gtk_window_list_toplevels ();

    for (GList *l = toplevels; l != NULL; l = l->next)
      umpire_test_collect_widgets (l->data, umpire_alert_get_type (), before);
    g_list_free (toplevels);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->page), "log.override", NULL));
    umpire_test_iterate_pending ();
    toplevels = gtk_window_list_toplevels ();
    for (GList *l = toplevels; l != NULL; l = l->next)
      umpire_test_collect_widgets (l->data, umpire_alert_get_type (), after);
    g_list_free (toplevels);
    dialog = NULL;
    for (guint i = 0; i < after->len && dialog == NULL; i++)
      if (!g_ptr_array_find (before, after->pdata[i], NULL))
        dialog = after->pdata[i];
  }
  g_assert_nonnull (dialog);
  umpire_test_iterate_until (umpire_test_widget_is_mapped, dialog);
  umpire_test_wait_frames (3);
  g_assert_true (drawn_label_width (dialog, umpire_alert_get_heading (dialog), &width, &needed));
  g_assert_cmpint (width, >=, needed);
  return dialog;
}

/* Changing a result by hand: only with a reason, and as a new event. */
static void
test_override (Fixture       *fixture,
               gconstpointer  user_data)
{
  UmpireScenario *scenario = umpire_session_get_scenario (fixture->session);
  UmpireLogPage *list = fixture->page;
  GtkWidget *dialog;
  GtkEditable *new_value, *reason;
  UmpireEvent *changed;

  select_row (list, 0);
  dialog = open_override_dialog (fixture);
  new_value = GTK_EDITABLE (umpire_test_nth_widget (dialog, GTK_TYPE_ENTRY, 0));
  reason = GTK_EDITABLE (umpire_test_nth_widget (dialog, GTK_TYPE_ENTRY, 1));

  gtk_editable_set_text (new_value, "1");
  g_assert_false (umpire_alert_get_response_enabled (dialog, "change"));
  gtk_editable_set_text (reason, "   ");
  g_assert_false (umpire_alert_get_response_enabled (dialog, "change"));
  gtk_editable_set_text (reason, "die fell off the table");
  g_assert_true (umpire_alert_get_response_enabled (dialog, "change"));
  umpire_alert_response (dialog, "change");
  umpire_test_iterate_pending ();

  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 5);
  changed = umpire_scenario_get_event (scenario, 4);
  g_assert_cmpuint (umpire_event_get_overrides (changed), ==, 1);
  g_assert_cmpstr (umpire_event_get_override_reason (changed), ==, "die fell off the table");
  g_assert_cmpstr (umpire_result_get_value (umpire_event_get_result (changed), "total"), ==, "1");
  /* The rolled result stays as it was. */
  g_assert_cmpstr (umpire_result_get_value (umpire_event_get_result (umpire_scenario_get_event (scenario, 0)),
                                            "total"), ==, "3");
  g_assert_cmpuint (count_rows (list), ==, 5);
}

/* The window: its session, the log page in it, win.undo / win.redo, and
 * the session handed to every page that records. */
static void
test_window_session (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  UmpireWindow *window;
  UmpireSession *session;
  UmpireScenario *scenario;
  g_autoptr(UmpireResult) result = umpire_result_new ("roll");
  GtkWidget *log_page;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  window = umpire_window_new (NULL, rules, settings);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_mapped (GTK_WIDGET (window));

  session = umpire_window_get_session (window);
  g_assert_true (UMPIRE_IS_SESSION (session));
  scenario = umpire_session_get_scenario (session);
  /* Pages not shown are built once the window has drawn its first frame. */
  while ((log_page = umpire_test_nth_widget (window, UMPIRE_TYPE_LOG_PAGE, 0)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (umpire_log_page_get_session (UMPIRE_LOG_PAGE (log_page)) == session);

  /* Ctrl+Enter runs the main action of the page shown: the combat is
   * resolved and recorded. */
  umpire_window_show_page (window, "weltkrieg-combat");
  umpire_test_iterate_pending ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.activate-primary", NULL));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, 0);

  /* Every page that records holds the window's session, handed to it as
   * the window built it (the combat above went into its log so). */
  {
    static const char * const names[] = { "setup-1916", "weltkrieg-combat", "hq-reserves", "west-front", "miniatures" };
    GType types[] = { UMPIRE_TYPE_SETUP_PAGE, UMPIRE_TYPE_COMBAT_PAGE, UMPIRE_TYPE_RESERVES_PAGE,
                      UMPIRE_TYPE_WESTFRONT_PAGE, UMPIRE_TYPE_MINIATURES_PAGE };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autoptr(UmpireSession) held = NULL;
        GtkWidget *page;

        umpire_window_show_page (window, names[i]);
        umpire_test_iterate_pending ();
        page = umpire_test_nth_widget (window, types[i], 0);
        g_assert_nonnull (page);
        g_object_get (page, "session", &held, NULL);
        g_assert_true (held == session);
      }
    g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 1);
  }

  umpire_result_set_value (result, "total", "7");
  g_assert_nonnull (umpire_session_record (session, result, "1916", UMPIRE_SIDE_ATTACKER));
  g_assert_nonnull (umpire_session_record (session, result, "1916", UMPIRE_SIDE_DEFENDER));
  /* The undone combat made way for these two. */
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 2);
  g_assert_true (umpire_session_get_dirty (session));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, 1);
  /* A toast says what was undone, with Redo on it. */
  g_assert_cmpstr (umpire_window_get_last_toast (window), ==, "“roll” undone");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, 0);
  /* Nothing left to undo: the action is off. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, 1);
  g_assert_cmpstr (umpire_window_get_last_toast (window), ==, "“roll” redone");
  /* One toast, the newest: the undo's took the redo's words and button at
   * once (queued behind it, they waited its 5 s while it told of a state
   * gone, and its Redo button stood beside the redo done). */
  umpire_test_wait_frames (5);
  g_assert_true (umpire_test_shows_label (GTK_WIDGET (window), "“roll” redone"));
  g_assert_false (umpire_test_shows_label (GTK_WIDGET (window), "“roll” undone"));
  {
    g_autoptr(GPtrArray) toasts = g_ptr_array_new ();
    GtkWidget *button;

    umpire_test_collect_widgets (GTK_WIDGET (window), g_type_from_name ("AdwToastWidget"), toasts);
    g_assert_cmpuint (toasts->len, ==, 1);
    button = umpire_test_find_action_button (g_ptr_array_index (toasts, 0), "win.undo");
    g_assert_nonnull (button);
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Undo");
    g_assert_null (umpire_test_find_action_button (g_ptr_array_index (toasts, 0), "win.redo"));
  }

  /* Unsaved changes: closing asks first, and the window stays. */
  gtk_window_close (GTK_WINDOW (window));
  umpire_test_iterate_pending ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  {
    /* This window's: inside it from libadwaita 1.5 (an earlier test's
     * alert may still be held elsewhere), a window of its own before. */
    GtkWidget *asked = umpire_test_find_widget (GTK_WIDGET (window), umpire_alert_get_type ());
    GtkWidget *discard;

    if (asked == NULL)
      asked = find_dialog ();

    g_assert_nonnull (asked);
    /* Its button, clicked as a person would: on libadwaita 1.5+ the
     * closing window closes the dialog too, which answers again. */
    discard = umpire_test_find_button (asked, "_Discard");
    g_assert_nonnull (discard);
    g_signal_emit_by_name (discard, "clicked");
  }
  umpire_test_iterate_pending ();
  /* Discarded: the window closed and left no autosave behind. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_true (g_str_has_prefix (umpire_session_get_autosave_path (session), g_getenv ("XDG_STATE_HOME")));
  g_assert_false (umpire_autosave_exists (umpire_session_get_autosave_path (session)));

  gtk_window_destroy (GTK_WINDOW (window));
  umpire_test_iterate_pending ();
  g_assert_finalize_object (window);
}

/* An autosave that cannot write is shown in the window, with a way to
 * save, and the notice goes when writing works again. */
static void
test_autosave_failure_shown (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *moved = NULL;
  UmpireWindow *window;
  UmpireSession *session;
  GtkWidget *bar;
  GLogLevelFlags always_fatal;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  window = umpire_window_new (NULL, rules, settings);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_mapped (GTK_WIDGET (window));
  session = umpire_window_get_session (window);
  bar = umpire_test_nth_widget (window, umpire_banner_get_type (), 0);
  g_assert_nonnull (bar);
  g_assert_false (umpire_banner_get_revealed (bar));

  /* The autosave's folder turns into a file: nothing can be written. */
  folder = g_path_get_dirname (umpire_session_get_autosave_path (session));
  moved = g_strconcat (folder, ".away", NULL);
  g_assert_true (g_mkdir_with_parents (folder, 0700) == 0);
  g_assert_true (g_rename (folder, moved) == 0);
  g_assert_true (g_file_set_contents (folder, "", 0, NULL));
  /* Each write tried says so on the terminal too: not a test failure. */
  always_fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK);
  record (session, "lull", "1916", UMPIRE_SIDE_NONE, 6);
  umpire_autosave_flush (umpire_session_get_autosave (session));
  g_assert_nonnull (umpire_session_get_autosave_error (session));
  g_assert_true (umpire_banner_get_revealed (bar));
  g_assert_nonnull (strstr (umpire_banner_get_title (bar), "Autosave failed"));
  g_assert_nonnull (umpire_test_nth_widget (bar, GTK_TYPE_BUTTON, 0));

  /* The folder is back: the next change is written and the notice goes. */
  g_unlink (folder);
  g_assert_true (g_rename (moved, folder) == 0);
  record (session, "lull", "1916", UMPIRE_SIDE_NONE, 3);
  umpire_autosave_flush (umpire_session_get_autosave (session));
  umpire_test_iterate_pending ();
  g_assert_null (umpire_session_get_autosave_error (session));
  g_assert_false (umpire_banner_get_revealed (bar));

  g_log_set_always_fatal (always_fatal);
  umpire_session_discard_autosave (session);
  gtk_window_destroy (GTK_WINDOW (window));
  umpire_test_iterate_pending ();
  g_assert_finalize_object (window);
}

/* Each preference changes what the app does: dice on the table make an
 * empty die an error beside its field; the paper goes to printing and
 * export; a new scenario starts with the scale and optional rules chosen;
 * the style follows. */
static void
test_preferences (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  UmpireWindow *window;
  UmpireSession *session;
  GtkWidget *preferences = NULL;
  GtkWidget *combat;
  const char *optional[] = { "101", NULL };

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  window = umpire_window_new (NULL, rules, settings);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_mapped (GTK_WIDGET (window));
  session = umpire_window_get_session (window);

  /* The window opens; its first row is the dice. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL));
  umpire_test_iterate_pending ();
  preferences = umpire_test_find_dialog (UMPIRE_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (preferences);
  adw_combo_row_set_selected (ADW_COMBO_ROW (umpire_test_nth_widget (preferences, ADW_TYPE_COMBO_ROW, 0)), 1);
  {
    g_autofree char *dice = g_settings_get_string (settings, "dice-source");
    g_assert_cmpstr (dice, ==, "table");
  }

  /* Dice on the table: resolving with an empty die records nothing and
   * says which die to type, beside it. */
  umpire_window_show_page (window, "weltkrieg-combat");
  umpire_test_iterate_pending ();
  combat = umpire_test_nth_widget (window, UMPIRE_TYPE_COMBAT_PAGE, 0);
  g_assert_nonnull (combat);
  g_assert_false (umpire_combat_page_resolve (UMPIRE_COMBAT_PAGE (combat)));
  g_assert_cmpuint (umpire_scenario_get_n_events (umpire_session_get_scenario (session)), ==, 0);
  g_assert_nonnull (strstr (umpire_combat_page_get_error (UMPIRE_COMBAT_PAGE (combat)), "type the value"));
  /* The die fields say so before: not "Empty: Umpire rolls". */
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (umpire_test_nth_widget (combat, GTK_TYPE_ENTRY, 0))),
                   ==, "Die off the table");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (umpire_test_nth_widget (combat, GTK_TYPE_ENTRY, 1))),
                   ==, "Die off the table");
  {
    g_autoptr(GtkWidget) hint = g_object_ref_sink (umpire_dice_hint_new ("1d6"));

    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (hint)), ==, "1d6\ntype the die off the table");
    g_settings_set_string (settings, "dice-source", "app");
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (hint)), ==, "1d6\nempty: Umpire rolls");
  }
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (umpire_test_nth_widget (combat, GTK_TYPE_ENTRY, 0))),
                   ==, "Empty: Umpire rolls");
  g_assert_true (umpire_combat_page_resolve (UMPIRE_COMBAT_PAGE (combat)));
  g_assert_cmpuint (umpire_scenario_get_n_events (umpire_session_get_scenario (session)), ==, 1);

  /* The era a combat starts with. */
  g_assert_cmpstr (umpire_combat_page_get_era (UMPIRE_COMBAT_PAGE (combat)), ==, "1914-1916");
  g_settings_set_string (settings, "default-era", "1917-1918");
  g_assert_cmpstr (umpire_combat_page_get_era (UMPIRE_COMBAT_PAGE (combat)), ==, "1917-1918");

  /* Paper. */
  g_assert_cmpint (umpire_session_get_paper (session), ==, UMPIRE_PAPER_A4);
  g_settings_set_string (settings, "paper-size", "letter");
  g_assert_cmpint (umpire_session_get_paper (session), ==, UMPIRE_PAPER_LETTER);

  /* A new scenario starts with the scale and optional rules chosen. */
  g_settings_set_string (settings, "table-scale", "medium");
  g_settings_set_strv (settings, "optional-rules", optional);
  umpire_session_discard_autosave (session);
  umpire_session_reset (session);
  g_assert_cmpstr (umpire_scenario_get_scale (umpire_session_get_scenario (session)), ==, "medium");
  g_assert_true (umpire_scenario_get_optional_rule (umpire_session_get_scenario (session), "101"));
  g_assert_false (umpire_scenario_get_optional_rule (umpire_session_get_scenario (session), "102"));

  /* Style. */
  g_settings_set_string (settings, "color-scheme", "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_FORCE_DARK);
  g_settings_set_string (settings, "color-scheme", "default");
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_DEFAULT);

  /* The rules browser names a table's source as people know it. */
  {
    UmpireRulesBrowser *browser = umpire_window_get_rules_browser (window);
    g_autoptr(GString) text = g_string_new (NULL);

    umpire_window_show_page (window, "rules");
    g_assert_true (umpire_rules_browser_select_table (browser, "1916.support"));
    umpire_test_iterate_pending ();
    collect_text (GTK_WIDGET (browser), text);
    g_assert_nonnull (strstr (text->str, "Source: 1916 Basic Game Setup, rule Setup 2"));
    g_assert_null (strstr (text->str, ".txt"));
  }

  umpire_test_destroy_dialog (preferences);
  gtk_window_destroy (GTK_WINDOW (window));
  umpire_test_iterate_pending ();
  g_assert_finalize_object (window);
}

/* Save, reopen: the session is clean and the file holds every event. */
static void
test_session_save_load (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-session-XXXXXX", &error);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autofree char *path = g_build_filename (dir, "game.umpire", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(UmpireSession) session = umpire_session_new (autosave);
  g_autoptr(UmpireSession) other = umpire_session_new (autosave);

  g_assert_false (umpire_session_get_dirty (session));
  record (session, "lull", "1916", UMPIRE_SIDE_NONE, 6);
  g_assert_true (umpire_session_get_dirty (session));
  /* Every event is on disk at once. */
  g_assert_true (umpire_autosave_exists (autosave));

  g_assert_true (umpire_session_save_as (session, file, &error));
  g_assert_no_error (error);
  g_assert_false (umpire_session_get_dirty (session));
  g_assert_false (umpire_autosave_exists (autosave));
  record (session, "lull", "1916", UMPIRE_SIDE_NONE, 2);
  g_assert_true (umpire_session_save_as (session, file, &error));
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));

  g_assert_true (umpire_session_load (other, file, &error));
  g_assert_no_error (error);
  g_assert_false (umpire_session_get_dirty (other));
  g_assert_cmpuint (umpire_scenario_get_n_events (umpire_session_get_scenario (other)), ==, 2);

  /* A crash: the autosave is restored with its events, still unsaved. */
  record (session, "lull", "1916", UMPIRE_SIDE_NONE, 1);
  g_clear_object (&session);
  {
    g_autoptr(UmpireSession) next = umpire_session_new (autosave);

    g_assert_true (umpire_session_has_autosave (next));
    g_assert_true (umpire_session_restore_autosave (next, &error));
    g_assert_no_error (error);
    g_assert_true (umpire_session_get_dirty (next));
    g_assert_cmpuint (umpire_scenario_get_n_events (umpire_session_get_scenario (next)), ==, 3);
    /* It keeps the file it came from: Save writes there, not to a new name. */
    g_assert_nonnull (umpire_session_get_file (next));
    g_assert_true (g_file_equal (umpire_session_get_file (next), file));
    /* And still notices a change another program made to that file. */
    g_assert_true (g_file_set_contents (path, "changed on disk meanwhile", -1, NULL));
    g_assert_false (umpire_session_save_as (next, file, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
    g_clear_error (&error);
    umpire_session_discard_autosave (next);
    g_assert_false (umpire_autosave_exists (autosave));
  }

  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

/* A save that fails (here into a "folder" that is a file) says why, and
 * keeps everything: the events, the unsaved mark and the autosave. */
static void
test_session_save_fails (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-session-XXXXXX", &error);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autofree char *plain_file = g_build_filename (dir, "not-a-folder", NULL);
  g_autofree char *path = g_build_filename (plain_file, "game.umpire", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(UmpireSession) session = umpire_session_new (autosave);

  g_assert_true (g_file_set_contents (plain_file, "x", -1, NULL));
  record (session, "lull", "1916", UMPIRE_SIDE_NONE, 6);
  record (session, "lull", "1916", UMPIRE_SIDE_NONE, 3);

  g_assert_false (umpire_session_save_as (session, file, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_true (umpire_session_get_dirty (session));
  g_assert_null (umpire_session_get_file (session));
  g_assert_cmpuint (umpire_scenario_get_n_events (umpire_session_get_scenario (session)), ==, 2);
  g_assert_true (umpire_autosave_exists (autosave));

  g_clear_object (&session);
  umpire_autosave_remove (autosave);
  g_unlink (plain_file);
  g_rmdir (dir);
}

/* Printing runs the sheet's own drawing: exported to PDF here. */
static void
test_print_export (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireSheet) sheet = NULL;
  g_autoptr(UmpirePrintOperation) operation = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-print-XXXXXX", &error);
  g_autofree char *pdf = g_build_filename (dir, "derosa.pdf", NULL);
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  sheet = umpire_sheet_new_reference (rules, "derosa", NULL, &error);
  g_assert_no_error (error);
  operation = umpire_print_operation_new (sheet);
  gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), pdf);
  g_assert_cmpint (gtk_print_operation_run (GTK_PRINT_OPERATION (operation), GTK_PRINT_OPERATION_ACTION_EXPORT,
                                            NULL, &error), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (umpire_sheet_get_n_pages (sheet), >=, 2);

  if (pdftotext != NULL)
    {
      const char *argv[] = { pdftotext, pdf, "-", NULL };
      g_autofree char *text = NULL;
      guint pages = 0;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                                   &text, NULL, NULL, &error));
      for (const char *p = text; *p; p++)
        pages += *p == '\f';
      g_assert_cmpuint (pages, ==, (guint) umpire_sheet_get_n_pages (sheet));
      g_assert_nonnull (strstr (text, "Morale Chart"));
    }
  g_unlink (pdf);
  g_rmdir (dir);
}


/* An event reads in the umpire's words: the procedure's title, the rule
 * system's name and each input under its label with the database's label
 * for its value, not the ids files keep. */
static void
test_labels_not_ids (Fixture       *fixture,
                     gconstpointer  user_data)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(UmpireResult) result = umpire_result_new ("crt");
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  umpire_session_set_rules (fixture->session, rules);
  umpire_result_set_input (result, "era", "1917-1918");
  umpire_result_set_input (result, "terrain", "clear");
  umpire_result_set_input (result, "nation", "romania");
  umpire_result_set_input (result, "trench", "no");
  umpire_result_set_value (result, "result", "1r");
  umpire_session_record (fixture->session, result, "weltkrieg", UMPIRE_SIDE_ATTACKER);
  umpire_test_iterate_pending ();

  collect_text (GTK_WIDGET (fixture->page), text);
  g_assert_nonnull (strstr (text->str, "#5 Combat results table\n"));
  g_assert_nonnull (strstr (text->str, "#1 Support\n"));
  g_assert_nonnull (strstr (text->str, " · Der Weltkrieg · "));
  g_assert_nonnull (strstr (text->str, "Era: Combat Results Table for 1917 and 1918\n"));
  g_assert_nonnull (strstr (text->str, "Terrain: Clear\n"));
  g_assert_nonnull (strstr (text->str, "Nation: Romania\n"));
  g_assert_nonnull (strstr (text->str, "Trench: No"));
  g_assert_null (strstr (text->str, "crt"));
  g_assert_null (strstr (text->str, "weltkrieg"));
  g_assert_null (strstr (text->str, "clear"));

  /* A row says what came of the event, in one line. */
  {
    g_autoptr(UmpireResult) combat = umpire_result_new_for (&umpire_combat_info);

    umpire_result_set_value (combat, "defender-loss", "2");
    umpire_result_set_value (combat, "defender-retreats", "no");
    umpire_result_set_value (combat, "attacker-loss", "1");
    umpire_session_record (fixture->session, combat, NULL, UMPIRE_SIDE_NONE);
    umpire_test_iterate_pending ();
    g_string_truncate (text, 0);
    collect_text (GTK_WIDGET (fixture->page), text);
    g_assert_nonnull (strstr (text->str, "Defender loss: 2 · Defender retreats: No · Attacker loss: 1\n"));
  }
}

/* A value changed by hand re-derives what follows from it, on screen: a
 * setup proximity (a 4: 320 yards, 16 inches) changed to 250 yards shows
 * 12.5 inches. */
static void
test_override_rederives (Fixture       *fixture,
                         gconstpointer  user_data)
{
  UmpireScenario *scenario = umpire_session_get_scenario (fixture->session);
  UmpireLogPage *list = fixture->page;
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(UmpireResult) proximity = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_auto(GStrv) names = NULL;
  UmpireProximityInput input = { "open", "large" };
  GtkWidget *dialog;
  UmpireResult *changed;
  guint yards = G_MAXUINT;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  umpire_session_set_rules (fixture->session, rules);
  g_assert_true (umpire_dice_push_text (dice, "4", 6, &error));
  proximity = umpire_setup_proximity (rules, &input, dice, &error);
  g_assert_no_error (error);
  umpire_session_record (fixture->session, proximity, NULL, UMPIRE_SIDE_NONE);
  umpire_test_iterate_pending ();
  g_assert_cmpstr (umpire_result_get_value (proximity, "yards"), ==, "320");
  g_assert_cmpstr (umpire_result_get_value (proximity, "inches"), ==, "16");

  select_row (list, 4);
  dialog = open_override_dialog (fixture);
  names = umpire_result_dup_value_names (proximity);
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], "yards"))
      yards = i;
  g_assert_cmpuint (yards, !=, G_MAXUINT);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (umpire_test_nth_widget (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, 0)), yards);
  gtk_editable_set_text (GTK_EDITABLE (umpire_test_nth_widget (GTK_WIDGET (dialog), GTK_TYPE_ENTRY, 0)), "250");
  gtk_editable_set_text (GTK_EDITABLE (umpire_test_nth_widget (GTK_WIDGET (dialog), GTK_TYPE_ENTRY, 1)), "measured again");
  g_assert_true (umpire_alert_get_response_enabled (dialog, "change"));
  umpire_alert_response (dialog, "change");
  umpire_test_iterate_pending ();

  g_test_message ("events after the change: %u", umpire_scenario_get_n_events (scenario));
  {
    g_autoptr(GPtrArray) all = g_ptr_array_new ();
    GList *toplevels = gtk_window_list_toplevels ();

    for (GList *l = toplevels; l != NULL; l = l->next)
      umpire_test_collect_widgets (l->data, umpire_alert_get_type (), all);
    g_list_free (toplevels);
    for (guint i = 0; i < all->len; i++)
      g_test_message ("alert %s: %s", umpire_alert_get_heading (all->pdata[i]), umpire_alert_get_body (all->pdata[i]));
  }
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), >, 5);
  changed = umpire_event_get_result (umpire_scenario_get_event (scenario, 5));
  g_assert_cmpstr (umpire_result_get_value (changed, "yards"), ==, "250");
  g_assert_cmpstr (umpire_result_get_value (changed, "inches"), ==, "12.5");
  /* The page shows the changed event, with what followed. */
  select_row (list, 5);
  collect_text (GTK_WIDGET (fixture->page), text);
  g_assert_nonnull (strstr (text->str, "12.5\n"));
  g_assert_nonnull (strstr (text->str, "250\n"));
  g_assert_null (strstr (text->str, "\n16\n"));
}

/* A damaged autosave is not skipped without a word, nor overwritten by the
 * next change: it is kept aside and the umpire told where. */
static void
test_damaged_autosave_kept (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-damaged-XXXXXX", NULL);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autofree char *damaged = g_test_build_filename (G_TEST_DIST, "data", "regressions",
                                                    "scenario-corrupt-autosave-truncated.umpire", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(UmpireSession) session = NULL;
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *dialog;
  g_autoptr(GPtrArray) over_window = g_ptr_array_new ();
  g_autoptr(GDir) listing = NULL;
  const char *name;
  gsize length;
  gboolean kept = FALSE;

  g_assert_true (g_file_get_contents (damaged, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (autosave, contents, length, NULL));
  session = umpire_session_new (autosave);
  gtk_window_present (window);
  umpire_session_offer_restore (session, window);
  umpire_test_iterate_pending ();

  /* The restore's alert: libadwaita 1.7 may still hold an earlier test's
   * AdwAlertDialog, so it is told by its heading, not by being the last. */
  dialog = NULL;
  {
    GList *toplevels = gtk_window_list_toplevels ();

    for (GList *l = toplevels; l != NULL; l = l->next)
      umpire_test_collect_widgets (l->data, umpire_alert_get_type (), over_window);
    g_list_free (toplevels);
  }
  for (guint i = 0; i < over_window->len; i++)
    if (g_strcmp0 (umpire_alert_get_heading (over_window->pdata[i]), _("Could Not Restore the Session")) == 0)
      dialog = over_window->pdata[i];
  g_assert_nonnull (dialog);
  g_test_message ("alert: %s", umpire_alert_get_body (dialog));
  g_assert_nonnull (strstr (umpire_alert_get_body (dialog), "could not be read"));
  g_assert_nonnull (strstr (umpire_alert_get_body (dialog), ".damaged-"));
  /* Kept aside, byte for byte; the autosave's place is free. */
  g_assert_false (umpire_autosave_exists (autosave));
  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, "autosave.umpire.damaged-"))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_autofree char *now = NULL;

        g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
        g_assert_cmpstr (now, ==, contents);
        g_unlink (path);
        kept = TRUE;
      }
  g_assert_true (kept);
  /* An alert window of its own (libadwaita before 1.5); an AdwAlertDialog
   * goes with the window it is shown over. */
  if (GTK_IS_WINDOW (dialog))
    gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (window);
  umpire_test_iterate_pending ();
  g_rmdir (dir);
}

/* A file another program changed since Umpire opened or saved it is not
 * overwritten by Save: the umpire is told, and Save As keeps both. */
static void
test_save_refuses_changed_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-changed-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.umpire", NULL);
  g_autofree char *other = g_build_filename (dir, "mine.umpire", NULL);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) other_file = g_file_new_for_path (other);
  g_autoptr(UmpireSession) session = umpire_session_new (autosave);
  g_autoptr(UmpireScenario) theirs = umpire_scenario_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *on_disk = NULL;

  g_assert_true (umpire_session_save_as (session, file, &error));
  g_assert_no_error (error);
  /* Another program writes the file. */
  umpire_scenario_set_title (theirs, "Their version");
  g_assert_true (umpire_scenario_save_file (theirs, path, NULL));

  record (session, "1916.lull", "1916", UMPIRE_SIDE_NONE, 4);
  g_assert_false (umpire_session_save_as (session, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
  g_assert_nonnull (strstr (error->message, "changed on disk"));
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &on_disk, NULL, NULL));
  g_assert_nonnull (strstr (on_disk, "Their version"));
  /* Saved under another name, both are kept. */
  g_assert_true (umpire_session_save_as (session, other_file, &error));
  g_assert_no_error (error);
  g_unlink (path);
  g_unlink (other);
  {
    g_autofree char *backup = g_strconcat (path, "~", NULL);
    g_unlink (backup);
  }
  umpire_autosave_remove (autosave);
  g_rmdir (dir);
}

/* A live session's autosave is its own: a second Umpire takes another, so
 * it neither offers, restores nor deletes the live one; once the first is
 * gone (closed or killed: the system lets go of its lock), its autosave is
 * the next one's to offer. */
static void
test_autosave_locked (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-lock-XXXXXX", NULL);
  g_autofree char *base = g_build_filename (dir, "autosave.umpire", NULL);
  UmpireSession *first = umpire_session_new (base);
  UmpireSession *second = umpire_session_new (base);
  UmpireSession *third;

  g_assert_cmpstr (umpire_session_get_autosave_path (first), ==, base);
  g_assert_cmpstr (umpire_session_get_autosave_path (second), !=, base);
  /* The first one's autosave exists; the second does not see it as its own. */
  record (first, "1916.lull", "1916", UMPIRE_SIDE_NONE, 3);
  g_assert_true (umpire_session_has_autosave (first));
  g_assert_false (umpire_session_has_autosave (second));

  g_object_unref (second);
  g_object_unref (first);
  third = umpire_session_new (base);
  g_assert_cmpstr (umpire_session_get_autosave_path (third), ==, base);
  g_object_unref (third);
}

/* The log read turn by turn: the turn filter offers each turn an event was
 * recorded on; a row says its turn, and an event the battle's state holds
 * out of date says so, with the reason. */
static void
test_turns_and_out_of_date (Fixture       *fixture,
                            gconstpointer  user_data)
{
  UmpireLogPage *list = fixture->page;
  UmpireScenario *scenario = umpire_session_get_scenario (fixture->session);
  GtkDropDown *turn = GTK_DROP_DOWN (umpire_test_nth_widget (fixture->page, GTK_TYPE_DROP_DOWN, 2));
  GListModel *turns = gtk_drop_down_get_model (turn);
  g_autoptr(GtkStringObject) second = NULL;
  g_autoptr(UmpireResult) copy = NULL;
  UmpireEvent *on_two, *stale;
  UmpireLogRow *row;
  g_autoptr(GString) text = g_string_new (NULL);

  /* Recorded before any turn was set: no turn to offer */
  g_assert_cmpuint (g_list_model_get_n_items (turns), ==, 1);
  umpire_scenario_set_turn (scenario, 2);
  on_two = record (fixture->session, "crt", "weltkrieg", UMPIRE_SIDE_ATTACKER, 2);
  record (fixture->session, "crt", "weltkrieg", UMPIRE_SIDE_DEFENDER, 3);
  umpire_scenario_set_turn (scenario, 3);
  record (fixture->session, "crt", "weltkrieg", UMPIRE_SIDE_ATTACKER, 4);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (g_list_model_get_n_items (turns), ==, 3);
  second = g_list_model_get_item (turns, 1);
  g_assert_cmpstr (gtk_string_object_get_string (second), ==, "Turn 2");
  gtk_drop_down_set_selected (turn, 1);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 2);
  row = row_at (list, 0);
  g_assert_true (umpire_log_row_get_event (row) == on_two);
  collect_text (GTK_WIDGET (row), text);
  g_assert_nonnull (strstr (text->str, "turn 2"));
  g_assert_null (umpire_log_row_get_stale_text (row));
  /* Turn 3 and every turn */
  gtk_drop_down_set_selected (turn, 2);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 1);
  gtk_drop_down_set_selected (turn, 0);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 7);

  /* A correction marks the first event out of date: its row says so, and why */
  copy = umpire_event_copy_result (umpire_event_get_result (on_two));
  stale = umpire_scenario_record_rederived (scenario, on_two, copy, "a test", "its dice no longer suffice");
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 8);
  row = row_at (list, 7);
  g_assert_true (umpire_log_row_get_event (row) == stale);
  g_assert_cmpstr (umpire_log_row_get_stale_text (row), ==, "Out of date: roll again (its dice no longer suffice)");
  /* It stands for the first on the first's turn */
  gtk_drop_down_set_selected (turn, 1);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (count_rows (list), ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state = g_dir_make_tmp ("umpire-log-page-state-XXXXXX", NULL);
  int status;

  /* The window's session autosaves to the state folder: one of our own,
   * so that other tests running at the same time cannot touch it. */
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  umpire_test_tolerate_dialog_headings ();

  g_test_add ("/umpire/log-page/lists-events", Fixture, NULL, fixture_set_up, test_lists_events, fixture_tear_down);
  g_test_add ("/umpire/log-page/filters", Fixture, NULL, fixture_set_up, test_filters, fixture_tear_down);
  g_test_add ("/umpire/log-page/turns-and-out-of-date", Fixture, NULL, fixture_set_up, test_turns_and_out_of_date,
              fixture_tear_down);
  g_test_add ("/umpire/log-page/undo-to-here", Fixture, NULL, fixture_set_up, test_undo_to_here, fixture_tear_down);
  g_test_add ("/umpire/log-page/override", Fixture, NULL, fixture_set_up, test_override, fixture_tear_down);
  g_test_add_func ("/umpire/log-page/damaged-autosave-kept", test_damaged_autosave_kept);
  g_test_add_func ("/umpire/log-page/autosave-locked", test_autosave_locked);
  g_test_add_func ("/umpire/log-page/save-refuses-changed-file", test_save_refuses_changed_file);
  g_test_add ("/umpire/log-page/override-rederives", Fixture, NULL, fixture_set_up, test_override_rederives,
              fixture_tear_down);
  g_test_add ("/umpire/log-page/labels-not-ids", Fixture, NULL, fixture_set_up, test_labels_not_ids, fixture_tear_down);
  g_test_add_func ("/umpire/log-page/window-session", test_window_session);
  g_test_add_func ("/umpire/log-page/session-save-load", test_session_save_load);
  g_test_add_func ("/umpire/log-page/autosave-failure-shown", test_autosave_failure_shown);
  g_test_add_func ("/umpire/log-page/preferences", test_preferences);
  g_test_add_func ("/umpire/log-page/session-save-fails", test_session_save_fails);
  g_test_add_func ("/umpire/log-page/print-export", test_print_export);
  g_test_add_func ("/umpire/log-page/long-log", test_long_log);
  /* Last: it reads the German catalog while it runs. */
  g_test_add_func ("/umpire/log-page/fits-narrow", test_fits_narrow);

  status = g_test_run ();
  {
    g_autofree char *dir = g_build_filename (state, "umpire", NULL);

    g_rmdir (dir);
    g_rmdir (state);
  }
  return status;
}
