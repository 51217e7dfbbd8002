/* test-print-preview.c: print preview in a window of the app, and where
 * exported sheets go
 *
 * Runs under a display (Xvfb in CI), with a home and a documents folder of
 * its own, set before GLib reads them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "umpire-compat.h"
#include "umpire-print-operation.h"
#include "umpire-print-preview.h"
#include "umpire-session.h"
#include "umpire-setup.h"
#include "umpire-window.h"
#include "umpire-test-gui.h"

static char *test_home;
static char *test_config;

typedef struct
{
  UmpireRules  *rules;
  GSettings    *settings;
  UmpireWindow *window;
} Fixture;

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until `done`; 10 s is a guard against a hang, not a
 * measure of speed. */
static void
iterate_until (gboolean (*done) (gpointer data),
               gpointer   data)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  /* Wakes the loop when nothing else would, so a wait that never ends
   * fails here instead of hanging. */
  guint wake = g_timeout_add (100, wake_up, NULL);

  while (!done (data))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
  umpire_test_iterate_pending ();
}

static gboolean
is_laid_out (gpointer data)
{
  return umpire_print_preview_get_n_pages (data) > 0 && gtk_widget_get_mapped (data);
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* The first toplevel of `type`, or NULL. */
static GtkWindow *
find_toplevel (GType type)
{
  GList *toplevels = gtk_window_list_toplevels ();
  GtkWindow *found = NULL;

  for (GList *l = toplevels; l != NULL && found == NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      found = l->data;
  g_list_free (toplevels);
  return found;
}

static gboolean
has_preview (gpointer data)
{
  return find_toplevel (UMPIRE_TYPE_PRINT_PREVIEW) != NULL;
}

/* The header bar's label that names the page. */
static const char *
page_text (UmpirePrintPreview *preview)
{
  GtkWidget *header = umpire_test_find_widget (GTK_WIDGET (preview), ADW_TYPE_HEADER_BAR);
  GtkWidget *stack[64];
  guint n = 0;

  g_assert_nonnull (header);
  stack[n++] = header;
  while (n > 0)
    {
      GtkWidget *widget = stack[--n];

      if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), "Page "))
        return gtk_label_get_label (GTK_LABEL (widget));
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL && n < G_N_ELEMENTS (stack);
           child = gtk_widget_get_next_sibling (child))
        stack[n++] = child;
    }
  return NULL;
}

static gboolean
has_drawn (gpointer data)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (data);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;

  gdk_paintable_snapshot (paintable, snapshot, 10, 10);
  node = gtk_snapshot_free_to_node (snapshot);
  return node != NULL && gtk_widget_get_width (data) > 0;
}

/* The widget as it is on screen: its render nodes drawn by the window's
 * renderer, in memory. Returns the number of dark pixels (text and rules
 * on the white paper) and a checksum of all of them. */
static guint
count_ink (GtkWidget *widget,
           guint     *checksum)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  int width, height;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  guint ink = 0;
  guint sum = 0;

  /* What the widget drew in the window's last frame: wait for one. */
  iterate_until (has_drawn, widget);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  {
    GtkSnapshot *snapshot = gtk_snapshot_new ();

    gdk_paintable_snapshot (paintable, snapshot, width, height);
    node = gtk_snapshot_free_to_node (snapshot);
  }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  pixels = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  for (gsize i = 0; i < (gsize) width * height; i++)
    {
      /* GDK_MEMORY_DEFAULT: B, G, R, A, premultiplied. */
      const guchar *p = pixels + i * 4;

      if (p[3] > 200 && p[0] < 128 && p[1] < 128 && p[2] < 128)
        ink++;
      sum = sum * 31 + p[0] + p[1] + p[2];
    }
  if (checksum != NULL)
    *checksum = sum;
  return ink;
}

/* The action a key of `widget`'s shortcut controllers runs, activated:
 * what pressing the key does, without a keyboard. */
static gboolean
press_key (GtkWidget  *widget,
           const char *key)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_str_equal (trigger, key))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                                 widget, gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;

  fixture->rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (fixture->rules, &error));
  g_assert_no_error (error);
  fixture->settings = umpire_test_settings_new ();
  fixture->window = umpire_window_new (NULL, fixture->rules, fixture->settings);
  g_object_ref (fixture->window);
  gtk_window_present (GTK_WINDOW (fixture->window));
  iterate_until (umpire_test_widget_is_mapped, fixture->window);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  if (fixture->window != NULL)
    {
      gtk_window_destroy (GTK_WINDOW (fixture->window));
      umpire_test_iterate_pending ();
      g_assert_finalize_object (g_steal_pointer (&fixture->window));
    }
  g_assert_null (find_toplevel (UMPIRE_TYPE_PRINT_PREVIEW));
  g_assert_finalize_object (g_steal_pointer (&fixture->settings));
  g_assert_finalize_object (g_steal_pointer (&fixture->rules));
}

/* win.print-preview opens the app's own window over the main one (no
 * external viewer), showing page 1 of the sheet's pages, drawn. */
static UmpirePrintPreview *
open_preview (Fixture    *fixture,
              const char *sheet)
{
  UmpirePrintPreview *preview;

  g_assert_null (find_toplevel (UMPIRE_TYPE_PRINT_PREVIEW));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.print-preview", "s", sheet));
  iterate_until (has_preview, NULL);
  preview = UMPIRE_PRINT_PREVIEW (find_toplevel (UMPIRE_TYPE_PRINT_PREVIEW));
  iterate_until (is_laid_out, preview);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (preview)) == GTK_WINDOW (fixture->window));
  return preview;
}

static void
test_opens (Fixture       *fixture,
            gconstpointer  user_data)
{
  UmpirePrintPreview *preview = open_preview (fixture, "umpire");
  UmpireSheet *sheet = umpire_print_operation_get_sheet (UMPIRE_PRINT_OPERATION (umpire_print_preview_get_operation (preview)));
  GtkWidget *area = umpire_test_find_widget (GTK_WIDGET (preview), GTK_TYPE_DRAWING_AREA);
  g_autofree char *expected = NULL;
  gpointer operation = umpire_print_preview_get_operation (preview);

  g_assert_cmpint (umpire_sheet_get_n_pages (sheet), >=, 1);
  g_assert_cmpint (umpire_print_preview_get_n_pages (preview), ==, umpire_sheet_get_n_pages (sheet));
  g_assert_cmpint (umpire_print_preview_get_page (preview), ==, 0);
  expected = g_strdup_printf ("Page 1 of %d", umpire_sheet_get_n_pages (sheet));
  g_assert_cmpstr (page_text (preview), ==, expected);
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (umpire_test_find_widget (GTK_WIDGET (preview), ADW_TYPE_WINDOW_TITLE))),
                   ==, umpire_sheet_get_title (sheet));

  /* The page is drawn at the window's width, as tall as the paper. */
  g_assert_nonnull (area);
  g_assert_true (gtk_widget_get_mapped (area));
  g_assert_cmpfloat_with_epsilon ((double) gtk_widget_get_height (area) / gtk_widget_get_width (area),
                                  297.0 / 210.0, 0.02);
  g_assert_cmpuint (count_ink (area, NULL), >, 500);

  /* Closing ends the preview and lets the operation go. */
  g_object_add_weak_pointer (operation, &operation);
  gtk_window_close (GTK_WINDOW (preview));
  iterate_until (is_null, &operation);
  g_assert_null (find_toplevel (UMPIRE_TYPE_PRINT_PREVIEW));
}

/* Print Debrief: the debrief of the window's scenario, in the same
 * preview: a British barrage rolled on a typed 6 is read as luck. */
static void
test_debrief (Fixture       *fixture,
              gconstpointer  user_data)
{
  UmpireScenario *scenario = umpire_session_get_scenario (umpire_window_get_session (fixture->window));
  UmpireSupportInput input = { "barrage", "britain", 1916, "attacker", "local", 54 };
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GError) error = NULL;
  UmpirePrintPreview *preview;
  UmpireSheet *sheet;
  GtkWidget *area;
  gpointer operation;

  umpire_scenario_set_title (scenario, "Hill 60");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 30);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 24);
  g_assert_true (umpire_dice_push_text (dice, "6", 6, &error));
  result = umpire_setup_support (fixture->rules, &input, dice, &error);
  g_assert_no_error (error);
  umpire_scenario_record (scenario, result, NULL, UMPIRE_SIDE_ATTACKER);

  preview = open_preview (fixture, "debrief");
  operation = umpire_print_preview_get_operation (preview);
  sheet = umpire_print_operation_get_sheet (UMPIRE_PRINT_OPERATION (operation));
  g_assert_cmpstr (umpire_sheet_get_title (sheet), ==, "Hill 60: debrief");
  g_assert_cmpint (umpire_print_preview_get_n_pages (preview), ==, umpire_sheet_get_n_pages (sheet));
  area = umpire_test_find_widget (GTK_WIDGET (preview), GTK_TYPE_DRAWING_AREA);
  g_assert_cmpuint (count_ink (area, NULL), >, 500);

  g_object_add_weak_pointer (operation, &operation);
  gtk_window_close (GTK_WINDOW (preview));
  iterate_until (is_null, &operation);
}

/* Next and previous turn the pages, by button and by Page Up/Down; each
 * page is drawn anew. Escape closes. */
static void
test_navigate (Fixture       *fixture,
               gconstpointer  user_data)
{
  UmpirePrintPreview *preview = open_preview (fixture, "derosa");
  GtkWidget *area = umpire_test_find_widget (GTK_WIDGET (preview), GTK_TYPE_DRAWING_AREA);
  int n_pages = umpire_print_preview_get_n_pages (preview);
  g_autofree char *last = g_strdup_printf ("Page %d of %d", n_pages, n_pages);
  g_autofree char *second = g_strdup_printf ("Page 2 of %d", n_pages);
  guint first_sum = 0, second_sum = 0, again_sum = 0;
  gpointer operation = umpire_print_preview_get_operation (preview);

  g_assert_cmpint (n_pages, >=, 2);
  g_assert_cmpuint (count_ink (area, &first_sum), >, 500);
  /* On the first page there is no previous one. */
  g_assert_false (gtk_widget_get_sensitive (umpire_test_find_action_button (GTK_WIDGET (preview), "preview.previous-page")));
  g_assert_true (gtk_widget_get_sensitive (umpire_test_find_action_button (GTK_WIDGET (preview), "preview.next-page")));
  gtk_widget_activate_action (GTK_WIDGET (preview), "preview.previous-page", NULL);
  g_assert_cmpint (umpire_print_preview_get_page (preview), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (preview), "preview.next-page", NULL));
  umpire_test_iterate_pending ();
  g_assert_cmpint (umpire_print_preview_get_page (preview), ==, 1);
  g_assert_cmpstr (page_text (preview), ==, second);
  g_assert_cmpuint (count_ink (area, &second_sum), >, 500);
  g_assert_cmpuint (second_sum, !=, first_sum);

  g_assert_true (press_key (GTK_WIDGET (preview), "Page_Up"));
  umpire_test_iterate_pending ();
  g_assert_cmpint (umpire_print_preview_get_page (preview), ==, 0);
  g_assert_true (g_str_has_prefix (page_text (preview), "Page 1 of "));
  g_assert_true (gtk_widget_get_sensitive (umpire_test_find_action_button (GTK_WIDGET (preview), "preview.previous-page")) == FALSE);
  count_ink (area, &again_sum);
  g_assert_cmpuint (again_sum, ==, first_sum);

  for (int i = 0; i < n_pages - 1; i++)
    g_assert_true (press_key (GTK_WIDGET (preview), "Page_Down"));
  /* It stops at the last page. */
  g_assert_false (press_key (GTK_WIDGET (preview), "Page_Down"));
  umpire_test_iterate_pending ();
  g_assert_cmpint (umpire_print_preview_get_page (preview), ==, n_pages - 1);
  g_assert_cmpstr (page_text (preview), ==, last);
  g_assert_false (gtk_widget_get_sensitive (umpire_test_find_action_button (GTK_WIDGET (preview), "preview.next-page")));
  g_assert_true (gtk_widget_get_sensitive (umpire_test_find_action_button (GTK_WIDGET (preview), "preview.previous-page")));

  g_object_add_weak_pointer (operation, &operation);
  g_assert_true (press_key (GTK_WIDGET (preview), "Escape"));
  iterate_until (is_null, &operation);
  g_assert_null (find_toplevel (UMPIRE_TYPE_PRINT_PREVIEW));
}

/* GTK's print dialog, by name: its header is in gtk4-unix-print. */
static GType
print_dialog_type (void)
{
  GType type = g_type_from_name ("GtkPrintUnixDialog");

  g_assert_true (type != G_TYPE_INVALID);
  return type;
}

/* The main window closing takes an open preview with it, which ends the
 * preview and lets the operation go. */
static void
test_closes_with_window (Fixture       *fixture,
                         gconstpointer  user_data)
{
  UmpirePrintPreview *preview = open_preview (fixture, "umpire");
  gpointer operation = umpire_print_preview_get_operation (preview);

  g_object_add_weak_pointer (operation, &operation);
  /* As in the app, where the window's last reference goes with it. */
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_assert_finalize_object (g_steal_pointer (&fixture->window));
  iterate_until (is_null, &operation);
  g_assert_null (find_toplevel (UMPIRE_TYPE_PRINT_PREVIEW));
}

static gboolean
has_print_dialog (gpointer data)
{
  GType type = g_type_from_name ("GtkPrintUnixDialog");

  return type != G_TYPE_INVALID && find_toplevel (type) != NULL;
}

/* Print, in the preview: the print dialog for the same sheet over the main
 * window, and the preview closes. */
static void
test_print_button (Fixture       *fixture,
                   gconstpointer  user_data)
{
  UmpirePrintPreview *preview = open_preview (fixture, "derosa");
  gpointer operation = umpire_print_preview_get_operation (preview);
  GtkWindow *dialog;

  g_object_add_weak_pointer (operation, &operation);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (preview), "preview.print", NULL));
  iterate_until (has_print_dialog, NULL);
  dialog = find_toplevel (print_dialog_type ());
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (fixture->window));
  iterate_until (is_null, &operation);
  g_assert_null (find_toplevel (UMPIRE_TYPE_PRINT_PREVIEW));

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  umpire_test_iterate_pending ();
  g_assert_null (find_toplevel (print_dialog_type ()));
}

static void
write_user_dirs (const char *documents)
{
  g_autofree char *path = g_build_filename (test_config, "user-dirs.dirs", NULL);
  g_autofree char *text = documents != NULL
                          ? g_strdup_printf ("XDG_DOCUMENTS_DIR=\"$HOME/%s\"\n", documents)
                          : g_strdup ("XDG_MUSIC_DIR=\"$HOME/Music\"\n");

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_reload_user_special_dirs_cache ();
}

static char *
output_uri_of (UmpireSheet *sheet)
{
  g_autoptr(UmpirePrintOperation) operation = umpire_print_operation_new (sheet);
  GtkPrintSettings *settings = gtk_print_operation_get_print_settings (GTK_PRINT_OPERATION (operation));

  g_assert_nonnull (settings);
  return g_strdup (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI));
}

/* "Print to File" writes to the documents folder, named after the sheet;
 * with no documents folder (none set, or not there), to the home folder,
 * never the working directory. GLib keeps a folder once read even when
 * the file drops it: "not set" comes first. */
static void
test_export_folder (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireSheet) sheet = NULL;
  g_autofree char *documents = g_build_filename (test_home, "Dokumente", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *uri = NULL;
  g_autoptr(GFile) folder = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  sheet = umpire_sheet_new_reference (rules, "derosa", NULL, &error);
  g_assert_no_error (error);

  /* Not set: home. */
  write_user_dirs (NULL);
  g_assert_null (g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS));
  folder = umpire_print_dup_export_folder ();
  g_assert_cmpstr (g_file_peek_path (folder), ==, test_home);
  uri = output_uri_of (sheet);
  g_assert_true (g_str_has_prefix (uri, "file://"));
  {
    g_autoptr(GFile) file = g_file_new_for_uri (uri);
    g_autoptr(GFile) parent = g_file_get_parent (file);

    g_assert_cmpstr (g_file_peek_path (parent), ==, test_home);
  }
  g_clear_object (&folder);
  g_clear_pointer (&uri, g_free);

  /* Set and there: the documents folder. */
  g_assert_cmpint (g_mkdir_with_parents (documents, 0700), ==, 0);
  write_user_dirs ("Dokumente");
  g_assert_cmpstr (g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS), ==, documents);
  folder = umpire_print_dup_export_folder ();
  g_assert_cmpstr (g_file_peek_path (folder), ==, documents);
  {
    g_autofree char *path = g_build_filename (documents, "De Rosa WWI miniatures quick reference.pdf", NULL);

    expected = g_filename_to_uri (path, NULL, NULL);
  }
  uri = output_uri_of (sheet);
  g_assert_cmpstr (uri, ==, expected);
  g_clear_object (&folder);

  /* Set but not there: home. */
  g_assert_cmpint (g_rmdir (documents), ==, 0);
  folder = umpire_print_dup_export_folder ();
  g_assert_cmpstr (g_file_peek_path (folder), ==, test_home);
}

static gboolean
has_message_dialog (gpointer data)
{
  return umpire_test_find_dialog (umpire_alert_get_type ()) != NULL;
}

/* An export that cannot write says so in a dialog over the window. */
static void
test_export_error_shown (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireSheet) sheet = NULL;
  g_autoptr(UmpirePrintOperation) operation = NULL;
  g_autofree char *pdf = g_build_filename (test_home, "no such folder", "sheet.pdf", NULL);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *dialog;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  sheet = umpire_sheet_new_reference (rules, "derosa", NULL, &error);
  g_assert_no_error (error);
  gtk_window_present (window);
  iterate_until (umpire_test_widget_is_mapped, window);

  operation = umpire_print_operation_new (sheet);
  gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), pdf);
  umpire_print_operation_run_for (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, window);
  iterate_until (has_message_dialog, NULL);
  dialog = umpire_test_find_dialog (umpire_alert_get_type ());
  g_assert_cmpstr (umpire_alert_get_heading (dialog), ==, "Could Not Export");
  g_assert_cmpstr (umpire_alert_get_body (dialog), !=, "");
  g_assert_true (umpire_dialog_get_parent (dialog) == GTK_WIDGET (window));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  /* Shown once, not once per channel GTK reports it on. */
  {
    GList *toplevels = gtk_window_list_toplevels ();
    guint n = 0;

    for (GList *l = toplevels; l != NULL; l = l->next)
      n += umpire_test_count_widgets (l->data, umpire_alert_get_type ());
    g_list_free (toplevels);
    g_assert_cmpuint (n, ==, 1);
  }
  umpire_alert_response (dialog, "close");
  umpire_test_iterate_pending ();
  gtk_window_destroy (window);
  umpire_test_iterate_pending ();
  g_assert_finalize_object (g_steal_pointer (&operation));
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* The preview opens no larger than the window it comes from, so that on a
 * screen 600 px high (or a phone) its page and Print button are on screen. */
static void
test_fits_window (gconstpointer data)
{
  const int *size = data;
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  Fixture fixture = { rules, settings, NULL };
  UmpirePrintPreview *preview;
  GtkWidget *print;
  graphene_rect_t bounds;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  fixture.window = umpire_window_new (NULL, rules, settings);
  gtk_window_set_default_size (GTK_WINDOW (fixture.window), size[0], size[1]);
  gtk_window_present (GTK_WINDOW (fixture.window));
  iterate_until (umpire_test_widget_is_mapped, fixture.window);
  preview = open_preview (&fixture, "umpire");
  g_test_message ("window %d x %d, preview %d x %d", gtk_widget_get_width (GTK_WIDGET (fixture.window)),
                  gtk_widget_get_height (GTK_WIDGET (fixture.window)),
                  gtk_widget_get_width (GTK_WIDGET (preview)), gtk_widget_get_height (GTK_WIDGET (preview)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (preview)), <=, size[0]);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (preview)), <=, size[1]);
  print = umpire_test_find_action_button (GTK_WIDGET (preview), "preview.print");
  g_assert_nonnull (print);
  g_assert_true (gtk_widget_compute_bounds (print, GTK_WIDGET (preview), &bounds));
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (preview)));
  gtk_window_destroy (GTK_WINDOW (preview));
  umpire_session_discard_autosave (umpire_window_get_session (fixture.window));
  gtk_window_destroy (GTK_WINDOW (fixture.window));
  umpire_test_iterate_pending ();
}

int
main (int   argc,
      char *argv[])
{
  static const int netbook[] = { 1024, 600 }, phone[] = { 360, 640 };
  g_autofree char *root = g_dir_make_tmp ("umpire-print-preview-XXXXXX", NULL);
  g_autofree char *state = g_build_filename (root, "state", NULL);
  int status;

  /* Before GLib reads and keeps them: a home, its settings (with the
   * user's folders) and the window session's autosave, all our own. */
  test_home = g_build_filename (root, "home", NULL);
  test_config = g_build_filename (root, "config", NULL);
  g_mkdir_with_parents (test_home, 0700);
  g_mkdir_with_parents (test_config, 0700);
  g_setenv ("HOME", test_home, TRUE);
  g_setenv ("XDG_CONFIG_HOME", test_config, TRUE);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  write_user_dirs (NULL);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/umpire/print-preview/opens", Fixture, NULL, fixture_set_up, test_opens, fixture_tear_down);
  g_test_add ("/umpire/print-preview/navigate", Fixture, NULL, fixture_set_up, test_navigate, fixture_tear_down);
  g_test_add ("/umpire/print-preview/debrief", Fixture, NULL, fixture_set_up, test_debrief, fixture_tear_down);
  g_test_add ("/umpire/print-preview/closes-with-window", Fixture, NULL, fixture_set_up, test_closes_with_window,
              fixture_tear_down);
  g_test_add ("/umpire/print-preview/print-button", Fixture, NULL, fixture_set_up, test_print_button,
              fixture_tear_down);
  g_test_add_data_func ("/umpire/print-preview/fits-window/1024x600", netbook, test_fits_window);
  g_test_add_data_func ("/umpire/print-preview/fits-window/360x640", phone, test_fits_window);
  g_test_add_func ("/umpire/print-preview/export-folder", test_export_folder);
  g_test_add_func ("/umpire/print-preview/export-error-shown", test_export_error_shown);

  status = g_test_run ();

  /* What the tests and GTK left in the private folders. */
  remove_tree (root);
  g_free (test_home);
  g_free (test_config);
  return status;
}
