/* umpire-test-gui.c: what the GUI tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-test-gui.h"
#include "umpire-test-language.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

void
umpire_test_iterate_pending (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

void
umpire_test_iterate_until (gboolean (*done) (gpointer data),
                           gpointer   data)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (done (data));
}

void
umpire_test_wait_frames (guint n)
{
  for (guint i = 0; i < n; i++)
    {
      gint64 until = g_get_monotonic_time () + 20 * 1000;

      while (g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, FALSE);
    }
}

gboolean
umpire_test_widget_is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

gboolean
umpire_test_widget_is_allocated (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data)) && gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

/* Depth first, `root` included: the first widget `match` takes. */
static GtkWidget *
find_matching (GtkWidget  *root,
               gboolean  (*match) (GtkWidget *widget, gconstpointer data),
               gconstpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_matching (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
nth_of_type (GtkWidget *root,
             GType      type,
             guint     *n)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    {
      if (*n == 0)
        return root;
      (*n)--;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = nth_of_type (child, type, n);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
umpire_test_find_widget (GtkWidget *root,
                         GType      type)
{
  return umpire_test_nth_widget (root, type, 0);
}

GtkWidget *
umpire_test_nth_widget (gpointer root,
                        GType    type,
                        guint    n)
{
  return nth_of_type (GTK_WIDGET (root), type, &n);
}

guint
umpire_test_count_widgets (GtkWidget *root,
                           GType      type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (root, type);

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += umpire_test_count_widgets (child, type);
  return n;
}

void
umpire_test_collect_widgets (GtkWidget *root,
                             GType      type,
                             GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (found, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    umpire_test_collect_widgets (child, type, found);
}

static gboolean
label_is (GtkWidget     *widget,
          gconstpointer  label)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), label) == 0;
}

static gboolean
text_is (GtkWidget     *widget,
         gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
shows_text (GtkWidget     *widget,
            gconstpointer  text)
{
  return text_is (widget, text) && gtk_widget_get_visible (widget);
}

static gboolean
button_label_is (GtkWidget     *widget,
                 gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
button_action_is (GtkWidget     *widget,
                  gconstpointer  action)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

GtkLabel *
umpire_test_find_label (GtkWidget  *root,
                        const char *label)
{
  return (GtkLabel *) find_matching (root, label_is, label);
}

GtkLabel *
umpire_test_find_label_text (GtkWidget  *root,
                             const char *text)
{
  return (GtkLabel *) find_matching (root, text_is, text);
}

gboolean
umpire_test_shows_label (GtkWidget  *root,
                         const char *text)
{
  return find_matching (root, shows_text, text) != NULL;
}

GtkWidget *
umpire_test_find_button (GtkWidget  *root,
                         const char *label)
{
  return find_matching (root, button_label_is, label);
}

GtkWidget *
umpire_test_find_action_button (GtkWidget  *root,
                                const char *action)
{
  return find_matching (root, button_action_is, action);
}

typedef struct
{
  GType       type;
  const char *title;
} RowTitle;

static gboolean
row_is (GtkWidget     *widget,
        gconstpointer  data)
{
  const RowTitle *row = data;

  return G_TYPE_CHECK_INSTANCE_TYPE (widget, row->type)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), row->title) == 0;
}

GtkWidget *
umpire_test_find_row (GtkWidget  *root,
                      GType       type,
                      const char *title)
{
  RowTitle row = { type, title };

  return find_matching (root, row_is, &row);
}

void
umpire_test_bind_catalog (void)
{
  g_autofree char *localedir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

void
umpire_test_speak_german (gboolean german)
{
  umpire_test_set_language (german ? "de" : NULL);
  /* gettext keeps what it looked up until the domain is set again. */
  textdomain (GETTEXT_PACKAGE);
}

void
umpire_test_translate_libraries (void)
{
  umpire_test_speak_german (TRUE);
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Terrain"), ==, "Gelände");
  umpire_test_speak_german (FALSE);
}

/* A label of an AdwMessageDialog's, measured by libadwaita below its width. */
static gboolean
is_dialog_heading_measure (const char     *domain,
                           GLogLevelFlags  level,
                           const char     *message)
{
  GtkWidget *label = NULL;

  if (!(level & G_LOG_LEVEL_WARNING) || g_strcmp0 (domain, "Gtk") != 0 || message == NULL
      || adw_get_minor_version () < 6
      || sscanf (message, "Trying to measure GtkLabel %p for width of", (void **) &label) != 1)
    return FALSE;
  /* Being measured: alive. (The type is deprecated from libadwaita 1.6:
   * looked for, not used, with the pins raised too.) */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  return GTK_IS_LABEL (label) && gtk_widget_get_ancestor (label, ADW_TYPE_MESSAGE_DIALOG) != NULL;
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* GTK's g_warning() through GLib's old logging API... */
static gboolean
dialog_heading_fatal (const char     *domain,
                      GLogLevelFlags  level,
                      const char     *message,
                      gpointer        data)
{
  return !is_dialog_heading_measure (domain, level, message);
}

/* ... or its structured one, whose default writer makes a warning fatal. */
static GLogWriterOutput
dialog_heading_writer (GLogLevelFlags   level,
                       const GLogField *fields,
                       gsize            n_fields,
                       gpointer         data)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "GLIB_DOMAIN"))
      domain = fields[i].value;
    else if (g_str_equal (fields[i].key, "MESSAGE"))
      message = fields[i].value;
  if (is_dialog_heading_measure (domain, level, message))
    {
      g_test_message ("libadwaita's dialog heading: %s", message);
      return G_LOG_WRITER_HANDLED;
    }
  return g_log_writer_default (level, fields, n_fields, data);
}

void
umpire_test_tolerate_dialog_headings (void)
{
  g_log_set_writer_func (dialog_heading_writer, NULL, NULL);
  g_test_log_set_fatal_handler (dialog_heading_fatal, NULL);
}

GSettings *
umpire_test_settings_new (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();

  return g_settings_new_with_backend (APPLICATION_ID, backend);
}

GtkWidget *
umpire_test_find_dialog (GType type)
{
  GList *toplevels = gtk_window_list_toplevels ();
  GtkWidget *found = NULL;

  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      g_autoptr(GPtrArray) dialogs = g_ptr_array_new ();

      if (!gtk_widget_get_visible (l->data))
        continue;
      if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
        found = l->data;
      umpire_test_collect_widgets (l->data, type, dialogs);
      for (guint i = 0; i < dialogs->len; i++)
        if (gtk_widget_get_visible (dialogs->pdata[i]))
          found = dialogs->pdata[i];
    }
  g_list_free (toplevels);
  return found;
}

void
umpire_test_present_dialog (GtkWidget *dialog,
                            int        width,
                            int        height)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  if (ADW_IS_DIALOG (dialog))
    {
      GtkWidget *window = adw_window_new ();

      /* A window that fits the dialog, as the app's window does. */
      gtk_window_set_default_size (GTK_WINDOW (window), width > 0 ? width : 1000, height > 0 ? height : 800);
      g_object_set_data (G_OBJECT (window), "umpire-test-dialog-host", GINT_TO_POINTER (TRUE));

      gtk_window_present (GTK_WINDOW (window));
      umpire_test_iterate_until (umpire_test_widget_is_allocated, window);
      /* The window's own width, as on a phone, where it is maximized: under
       * Xvfb (no compositor) its frame takes 10 px of the default size. */
      if (width > 0 && gtk_widget_get_width (window) < width)
        {
          gtk_window_set_default_size (GTK_WINDOW (window), 2 * width - gtk_widget_get_width (window), height);
          umpire_test_wait_frames (3);
        }
      adw_dialog_present (ADW_DIALOG (dialog), window);
      return;
    }
#endif
  gtk_window_set_default_size (GTK_WINDOW (dialog), width, height);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
umpire_test_destroy_dialog (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  if (ADW_IS_DIALOG (dialog))
    {
      GtkRoot *window = gtk_widget_get_root (dialog);

      adw_dialog_force_close (ADW_DIALOG (dialog));
      /* Only the window made for it: not one the app showed it over. */
      if (window != NULL && g_object_get_data (G_OBJECT (window), "umpire-test-dialog-host") != NULL)
        gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
#endif
  gtk_window_destroy (GTK_WINDOW (dialog));
}
