/* test-compat.c: the current widgets where the running libadwaita has them
 *
 * umpire-compat.c picks, when built, AdwAlertDialog or AdwMessageDialog,
 * AdwAboutDialog or AdwAboutWindow, AdwPreferencesDialog or
 * AdwPreferencesWindow, AdwBanner or GtkInfoBar. Here the choice is checked
 * against the library the test runs with: on libadwaita 1.5 or later (Debian
 * 13) the new widgets, on 1.2 (Debian 12) the old ones; and each works.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "umpire-compat.h"
#include "umpire-preferences-window.h"
#include "umpire-test-gui.h"

static gboolean
adw_at_least (guint minor)
{
  return adw_get_major_version () > 1 || adw_get_minor_version () >= minor;
}

static void
on_response (GtkWidget  *alert,
             const char *response,
             char      **said)
{
  g_free (*said);
  *said = g_strdup (response);
}

/* An alert over a window: AdwAlertDialog inside it from 1.5, else an
 * AdwMessageDialog transient for it; its responses reach the page. */
static void
test_compat_alert (void)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *alert;
  g_autofree char *said = NULL;

  gtk_window_present (GTK_WINDOW (window));
  umpire_test_iterate_until (umpire_test_widget_is_mapped, window);
  umpire_alert_show_message (window, "Could Not Save", "The disk is full & so is the other one.");
  umpire_test_iterate_pending ();

  alert = umpire_test_find_dialog (umpire_alert_get_type ());
  g_assert_nonnull (alert);
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (alert), ==, adw_at_least (5) ? "AdwAlertDialog" : "AdwMessageDialog");
  g_assert_true (umpire_dialog_get_parent (alert) == window);
  g_assert_cmpstr (umpire_alert_get_heading (alert), ==, "Could Not Save");
  /* The body as given: not a format, not markup. */
  g_assert_cmpstr (umpire_alert_get_body (alert), ==, "The disk is full & so is the other one.");
  g_signal_connect (alert, "response", G_CALLBACK (on_response), &said);
  umpire_alert_response (alert, "close");
  g_assert_cmpstr (said, ==, "close");

  umpire_test_destroy_dialog (alert);
  gtk_window_destroy (GTK_WINDOW (window));
  umpire_test_iterate_pending ();
}

static void
test_compat_about (void)
{
  const char *sources[] = { "Der Weltkrieg", NULL };
  GtkWidget *about = umpire_about_new ("application-name", "Umpire", "version", PACKAGE_VERSION, NULL);

  g_object_ref_sink (about);
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (about), ==, adw_at_least (5) ? "AdwAboutDialog" : "AdwAboutWindow");
  umpire_about_add_acknowledgement_section (about, "Rules Transcribed", sources);
  {
    g_autofree char *name = NULL;

    g_object_get (about, "application-name", &name, NULL);
    g_assert_cmpstr (name, ==, "Umpire");
  }
  if (GTK_IS_WINDOW (about))
    gtk_window_destroy (GTK_WINDOW (about));
  g_object_unref (about);
}

/* The preferences: an AdwPreferencesDialog from 1.5, its template (written
 * for AdwPreferencesWindow) rewritten, its size carried over. */
static void
test_compat_preferences (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  GtkWidget *preferences;
  int width = 0;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  preferences = umpire_preferences_window_new (rules, settings);
  g_assert_cmpstr (g_type_name (g_type_parent (UMPIRE_TYPE_PREFERENCES_WINDOW)), ==,
                   adw_at_least (5) ? "AdwPreferencesDialog" : "AdwPreferencesWindow");
  g_object_get (preferences, adw_at_least (5) ? "content-width" : "default-width", &width, NULL);
  g_assert_cmpint (width, ==, 560);
  umpire_test_present_dialog (preferences, -1, -1);
  umpire_test_iterate_until (umpire_test_widget_is_mapped, preferences);
  g_assert_cmpuint (umpire_test_count_widgets (preferences, ADW_TYPE_COMBO_ROW), >=, 5);
  umpire_test_destroy_dialog (preferences);
  umpire_test_iterate_pending ();
}

/* The autosave's bar: AdwBanner from 1.3, its title plain text. */
static void
test_compat_banner (void)
{
  GtkWidget *banner = g_object_ref_sink (umpire_banner_new ("Save _As…", "win.save-as"));

  g_assert_cmpstr (G_OBJECT_TYPE_NAME (banner), ==, adw_at_least (3) ? "AdwBanner" : "GtkInfoBar");
  g_assert_true (G_OBJECT_TYPE (banner) == umpire_banner_get_type ());
  g_assert_false (umpire_banner_get_revealed (banner));
  umpire_banner_set_title (banner, "Autosave failed: /home/a&b/<x>");
  umpire_banner_set_revealed (banner, TRUE);
  g_assert_true (umpire_banner_get_revealed (banner));
  g_assert_cmpstr (umpire_banner_get_title (banner), ==, "Autosave failed: /home/a&b/<x>");
  g_assert_nonnull (umpire_test_find_label_text (banner, "Autosave failed: /home/a&b/<x>"));
  g_object_unref (banner);
}

typedef struct
{
  gboolean called;
  GFile   *file;
} Chosen;

static void
on_file_chosen (GFile    *file,
                gpointer  user_data)
{
  Chosen *chosen = user_data;

  chosen->called = TRUE;
  g_set_object (&chosen->file, file);
}

static GtkWidget *
find_chooser (void)
{
  GList *toplevels = gtk_window_list_toplevels ();
  GtkWidget *found = NULL;

  /* Without a portal (a private bus), GtkFileDialog and
   * GtkFileChooserNative both show GTK's own chooser. */
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (g_str_equal (G_OBJECT_TYPE_NAME (l->data), "GtkFileChooserDialog") && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (toplevels);
  return found;
}

static gboolean
chooser_shown (gpointer data)
{
  return find_chooser () != NULL;
}

static gboolean
chosen_called (gpointer data)
{
  return ((Chosen *) data)->called;
}

static gboolean
has_text (GtkWidget  *root,
          const char *text)
{
  g_autoptr(GPtrArray) editables = g_ptr_array_new ();

  umpire_test_collect_widgets (root, GTK_TYPE_TEXT, editables);
  for (guint i = 0; i < editables->len; i++)
    if (g_strcmp0 (gtk_editable_get_text (editables->pdata[i]), text) == 0)
      return TRUE;
  return FALSE;
}

/* Where to save: a modal chooser over the window, with its title and the
 * name proposed; closed, the page is told that nothing was chosen. */
static void
test_compat_file_save (void)
{
  GtkWidget *window = adw_window_new ();
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GFile) folder = g_file_new_for_path (g_get_tmp_dir ());
  Chosen chosen = { FALSE, NULL };
  GtkWidget *chooser;

  gtk_file_filter_add_suffix (filter, "umpire");
  gtk_window_present (GTK_WINDOW (window));
  umpire_test_iterate_until (umpire_test_widget_is_mapped, window);
  umpire_file_choose_save (GTK_WINDOW (window), "Save Scenario", "_Save", filter, NULL,
                           "Verdun.umpire", folder, on_file_chosen, &chosen);
  umpire_test_iterate_until (chooser_shown, NULL);
  chooser = find_chooser ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (chooser)), ==, "Save Scenario");
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (chooser)) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (chooser)));
  g_assert_true (has_text (chooser, "Verdun.umpire"));
  g_assert_false (chosen.called);

  gtk_window_close (GTK_WINDOW (chooser));
  umpire_test_iterate_until (chosen_called, &chosen);
  g_assert_null (chosen.file);

  gtk_window_destroy (GTK_WINDOW (window));
  umpire_test_iterate_pending ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  umpire_test_bind_catalog ();
  gtk_init ();
  adw_init ();

  g_test_add_func ("/umpire/compat/alert", test_compat_alert);
  g_test_add_func ("/umpire/compat/about", test_compat_about);
  g_test_add_func ("/umpire/compat/preferences", test_compat_preferences);
  g_test_add_func ("/umpire/compat/banner", test_compat_banner);
  g_test_add_func ("/umpire/compat/file-save", test_compat_file_save);

  return g_test_run ();
}
