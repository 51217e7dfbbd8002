/* test-preferences-window.c: the preferences read on a phone
 *
 * Runs under a display (Xvfb). In German, the longer language, in a window
 * 360 px wide: every choice each row can show stands in full beside the
 * row's title, never cut short ("U…" for "Umpire würfelt es").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "umpire-preferences-window.h"

static gboolean
widget_is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static void
iterate_until (gboolean (*done) (gpointer data),
               gpointer   data)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (done (data));
}

static void
wait_frames (guint n)
{
  for (guint i = 0; i < n; i++)
    {
      gint64 until = g_get_monotonic_time () + 20 * 1000;

      while (g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, FALSE);
    }
}

static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

/* The label showing `text` on the row itself, not in its drop-down list. */
static GtkLabel *
shown_label (GtkWidget  *row,
             const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect (row, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_mapped (labels->pdata[i])
        && g_strcmp0 (gtk_label_get_label (labels->pdata[i]), text) == 0)
      return labels->pdata[i];
  return NULL;
}

static void
test_phone (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend (APPLICATION_ID, backend);
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GtkWidget *window;
  guint checked = 0;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  window = umpire_preferences_window_new (rules, settings);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (widget_is_mapped, window);
  collect (window, ADW_TYPE_COMBO_ROW, rows);
  g_assert_cmpuint (rows->len, >=, 5);

  for (guint r = 0; r < rows->len; r++)
    {
      AdwComboRow *row = rows->pdata[r];
      GListModel *model = adw_combo_row_get_model (row);

      for (guint i = 0; i < g_list_model_get_n_items (model); i++)
        {
          g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);
          const char *text = gtk_string_object_get_string (item);
          graphene_rect_t bounds;
          GtkLabel *label;

          adw_combo_row_set_selected (row, i);
          wait_frames (3);
          label = shown_label (GTK_WIDGET (row), text);
          g_test_message ("%s: %s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), text);
          g_assert_nonnull (label);
          g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
          g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (label), window, &bounds));
          g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (window));
          checked++;
        }
    }
  g_assert_cmpuint (checked, >=, 10);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *localedir = NULL;

  g_test_init (&argc, &argv, NULL);
  /* In German: the catalog built in po/ of the build. */
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  g_setenv ("LANGUAGE", "de", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (g_strcmp0 (_("Terrain"), "Gelände") != 0)
    g_error ("no German catalog in %s", localedir);
  gtk_init ();
  adw_init ();

  g_test_add_func ("/umpire/preferences-window/phone", test_phone);
  return g_test_run ();
}
