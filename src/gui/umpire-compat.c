/* umpire-compat.c: the current GTK and libadwaita widgets, or their forerunners
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "umpire-compat.h"

#define HAVE_ADW_DIALOGS ADW_CHECK_VERSION (1, 5, 0)
#define HAVE_ADW_BANNER ADW_CHECK_VERSION (1, 3, 0)
#define HAVE_GTK_FILE_DIALOG GTK_CHECK_VERSION (4, 10, 0)
#define HAVE_GTK_ANNOUNCE GTK_CHECK_VERSION (4, 14, 0)

/* Alerts */

GType
umpire_alert_get_type (void)
{
#if HAVE_ADW_DIALOGS
  return ADW_TYPE_ALERT_DIALOG;
#else
  return ADW_TYPE_MESSAGE_DIALOG;
#endif
}

GtkWidget *
umpire_alert_new (const char *heading,
                  const char *body)
{
#if HAVE_ADW_DIALOGS
  return GTK_WIDGET (adw_alert_dialog_new (heading, body));
#else
  /* The body is not a format: set apart from the constructor's. */
  GtkWidget *alert = adw_message_dialog_new (NULL, heading, NULL);

  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (alert), body != NULL ? body : "");
  return alert;
#endif
}

#if HAVE_ADW_DIALOGS
#define ALERT(a) ADW_ALERT_DIALOG (a)
#define ALERT_CALL(name, ...) adw_alert_dialog_##name (__VA_ARGS__)
#else
#define ALERT(a) ADW_MESSAGE_DIALOG (a)
#define ALERT_CALL(name, ...) adw_message_dialog_##name (__VA_ARGS__)
#endif

void
umpire_alert_add_response (GtkWidget  *alert,
                           const char *id,
                           const char *label)
{
  ALERT_CALL (add_response, ALERT (alert), id, label);
}

void
umpire_alert_set_response_appearance (GtkWidget             *alert,
                                      const char            *id,
                                      AdwResponseAppearance  appearance)
{
  ALERT_CALL (set_response_appearance, ALERT (alert), id, appearance);
}

void
umpire_alert_set_response_enabled (GtkWidget  *alert,
                                   const char *id,
                                   gboolean    enabled)
{
  ALERT_CALL (set_response_enabled, ALERT (alert), id, enabled);
}

gboolean
umpire_alert_get_response_enabled (GtkWidget  *alert,
                                   const char *id)
{
  return ALERT_CALL (get_response_enabled, ALERT (alert), id);
}

void
umpire_alert_set_default_response (GtkWidget  *alert,
                                   const char *id)
{
  ALERT_CALL (set_default_response, ALERT (alert), id);
}

void
umpire_alert_set_close_response (GtkWidget  *alert,
                                 const char *id)
{
  ALERT_CALL (set_close_response, ALERT (alert), id);
}

void
umpire_alert_set_extra_child (GtkWidget *alert,
                              GtkWidget *child)
{
  ALERT_CALL (set_extra_child, ALERT (alert), child);
}

const char *
umpire_alert_get_heading (GtkWidget *alert)
{
  return ALERT_CALL (get_heading, ALERT (alert));
}

const char *
umpire_alert_get_body (GtkWidget *alert)
{
  return ALERT_CALL (get_body, ALERT (alert));
}

/* What a response button does, but for closing: the "response" signal. */
void
umpire_alert_response (GtkWidget  *alert,
                       const char *id)
{
#if HAVE_ADW_DIALOGS
  g_signal_emit_by_name (alert, "response", id);
#else
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (alert), id);
#endif
}

void
umpire_alert_show_message (GtkWidget  *parent,
                           const char *heading,
                           const char *body)
{
  GtkWidget *alert = umpire_alert_new (heading, body);
  g_autofree char *said = g_strdup_printf ("%s. %s", heading, body);

  umpire_alert_add_response (alert, "close", _("_Close"));
  umpire_dialog_present (alert, parent);
  if (parent != NULL)
    umpire_announce (parent, said, TRUE);
}

/* Dialogs */

#if HAVE_ADW_DIALOGS
#define PARENT_KEY "umpire-dialog-parent"

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}
#endif

void
umpire_dialog_present (GtkWidget *dialog,
                       GtkWidget *parent)
{
#if HAVE_ADW_DIALOGS
  if (ADW_IS_DIALOG (dialog))
    {
      /* Its root is a window of its own over a parent that is not an
       * AdwWindow: the window it was shown over is kept apart. */
      GWeakRef *window = g_new0 (GWeakRef, 1);

      g_weak_ref_init (window, parent != NULL ? gtk_widget_get_root (parent) : NULL);
      g_object_set_data_full (G_OBJECT (dialog), PARENT_KEY, window, weak_ref_free);
      adw_dialog_present (ADW_DIALOG (dialog), parent);
      return;
    }
#endif
  if (parent != NULL && GTK_IS_WINDOW (gtk_widget_get_root (parent)))
    gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (gtk_widget_get_root (parent)));
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
}

GtkWidget *
umpire_dialog_get_parent (GtkWidget *dialog)
{
#if HAVE_ADW_DIALOGS
  if (ADW_IS_DIALOG (dialog))
    {
      GWeakRef *window = g_object_get_data (G_OBJECT (dialog), PARENT_KEY);
      g_autoptr(GtkWidget) shown_over = window != NULL ? g_weak_ref_get (window) : NULL;

      /* Borrowed, as gtk_window_get_transient_for() is. */
      return shown_over != NULL ? shown_over : GTK_WIDGET (gtk_widget_get_root (dialog));
    }
#endif
  return GTK_WIDGET (gtk_window_get_transient_for (GTK_WINDOW (dialog)));
}

GtkWidget *
umpire_dialog_get_content (GtkWidget *dialog)
{
  g_return_val_if_fail (GTK_IS_WIDGET (dialog), NULL);
#if HAVE_ADW_DIALOGS
  if (ADW_IS_DIALOG (dialog) && adw_dialog_get_child (ADW_DIALOG (dialog)) != NULL)
    return adw_dialog_get_child (ADW_DIALOG (dialog));
#endif
  return dialog;
}

void
umpire_dialog_close (GtkWidget *dialog)
{
#if HAVE_ADW_DIALOGS
  if (ADW_IS_DIALOG (dialog))
    {
      adw_dialog_close (ADW_DIALOG (dialog));
      return;
    }
#endif
  gtk_window_close (GTK_WINDOW (dialog));
}

/* About */

GtkWidget *
umpire_about_new (const char *first_property,
                  ...)
{
  GtkWidget *about;
  va_list args;

  va_start (args, first_property);
#if HAVE_ADW_DIALOGS
  about = GTK_WIDGET (g_object_new_valist (ADW_TYPE_ABOUT_DIALOG, first_property, args));
#else
  about = GTK_WIDGET (g_object_new_valist (ADW_TYPE_ABOUT_WINDOW, first_property, args));
#endif
  va_end (args);
  return about;
}

void
umpire_about_add_acknowledgement_section (GtkWidget   *about,
                                          const char  *name,
                                          const char **people)
{
#if HAVE_ADW_DIALOGS
  adw_about_dialog_add_acknowledgement_section (ADW_ABOUT_DIALOG (about), name, people);
#else
  adw_about_window_add_acknowledgement_section (ADW_ABOUT_WINDOW (about), name, people);
#endif
}

/* Templates */

void
umpire_compat_set_template (GtkWidgetClass *widget_class,
                            const char     *resource_path)
{
#if HAVE_ADW_DIALOGS
  gtk_widget_class_set_template_from_resource (widget_class, resource_path);
#else
  /* The templates are written for libadwaita 1.5+ (AdwPreferencesDialog,
   * sized by its content); before, the same as a window of that size. */
  static const char *const renames[][2] = {
    { "parent=\"AdwPreferencesDialog\"", "parent=\"AdwPreferencesWindow\"" },
    { "<property name=\"content-width\">", "<property name=\"default-width\">" },
    { "<property name=\"content-height\">", "<property name=\"default-height\">" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_autoptr(GString) text = NULL;

  if (bytes == NULL)
    g_error ("%s: %s", resource_path, error->message);
  text = g_string_new_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  for (guint i = 0; i < G_N_ELEMENTS (renames); i++)
    g_string_replace (text, renames[i][0], renames[i][1], 0);
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = g_string_free_to_bytes (g_steal_pointer (&text));
  gtk_widget_class_set_template (widget_class, bytes);
#endif
}

/* Files */

typedef struct
{
  UmpireFileChosen chosen;
  gpointer         user_data;
} FileChoice;

#if HAVE_GTK_FILE_DIALOG
static GtkFileDialog *
file_dialog_new (const char    *title,
                 GtkFileFilter *filter)
{
  GtkFileDialog *dialog = gtk_file_dialog_new ();

  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_modal (dialog, TRUE);
  if (filter != NULL)
    {
      g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

      g_list_store_append (filters, filter);
      gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
      gtk_file_dialog_set_default_filter (dialog, filter);
    }
  return dialog;
}

static void
on_file_dialog_done (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  FileChoice *choice = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;

  if (g_object_get_data (source, "umpire-save") != NULL)
    file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);
  else
    file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, &error);
  /* Cancelled or dismissed: the umpire chose nothing, which is no error. */
  choice->chosen (file, choice->user_data);
  g_free (choice);
}
#else
static void
on_chooser_response (GtkNativeDialog *chooser,
                     int              response,
                     gpointer         user_data)
{
  FileChoice *choice = user_data;
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  choice->chosen (file, choice->user_data);
  g_free (choice);
  g_object_unref (chooser);
}

static void
chooser_show (GtkFileChooserNative *chooser,
              GtkFileFilter        *filter,
              FileChoice           *choice)
{
  if (filter != NULL)
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_chooser_response), choice);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
#endif

void
umpire_file_choose_save (GtkWindow        *parent,
                         const char       *title,
                         const char       *accept_label,
                         GtkFileFilter    *filter,
                         GFile            *initial_file,
                         const char       *initial_name,
                         GFile            *initial_folder,
                         UmpireFileChosen  chosen,
                         gpointer          user_data)
{
  FileChoice *choice = g_new0 (FileChoice, 1);

  choice->chosen = chosen;
  choice->user_data = user_data;
#if HAVE_GTK_FILE_DIALOG
  {
    g_autoptr(GtkFileDialog) dialog = file_dialog_new (title, filter);

    gtk_file_dialog_set_accept_label (dialog, accept_label);
    if (initial_file != NULL)
      gtk_file_dialog_set_initial_file (dialog, initial_file);
    else
      {
        if (initial_folder != NULL)
          gtk_file_dialog_set_initial_folder (dialog, initial_folder);
        if (initial_name != NULL)
          gtk_file_dialog_set_initial_name (dialog, initial_name);
      }
    g_object_set_data (G_OBJECT (dialog), "umpire-save", GINT_TO_POINTER (TRUE));
    gtk_file_dialog_save (dialog, parent, NULL, on_file_dialog_done, choice);
  }
#else
  {
    GtkFileChooserNative *chooser = gtk_file_chooser_native_new (title, parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                                                 accept_label, _("_Cancel"));

    if (initial_file != NULL)
      gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), initial_file, NULL);
    else
      {
        if (initial_folder != NULL)
          gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), initial_folder, NULL);
        if (initial_name != NULL)
          gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), initial_name);
      }
    chooser_show (chooser, filter, choice);
  }
#endif
}

void
umpire_file_choose_open (GtkWindow        *parent,
                         const char       *title,
                         GtkFileFilter    *filter,
                         UmpireFileChosen  chosen,
                         gpointer          user_data)
{
  FileChoice *choice = g_new0 (FileChoice, 1);

  choice->chosen = chosen;
  choice->user_data = user_data;
#if HAVE_GTK_FILE_DIALOG
  {
    g_autoptr(GtkFileDialog) dialog = file_dialog_new (title, filter);

    gtk_file_dialog_set_accept_label (dialog, _("_Open"));
    gtk_file_dialog_open (dialog, parent, NULL, on_file_dialog_done, choice);
  }
#else
  chooser_show (gtk_file_chooser_native_new (title, parent, GTK_FILE_CHOOSER_ACTION_OPEN,
                                             _("_Open"), _("_Cancel")),
                filter, choice);
#endif
}

/* Banners */

GType
umpire_banner_get_type (void)
{
#if HAVE_ADW_BANNER
  return ADW_TYPE_BANNER;
#else
  return GTK_TYPE_INFO_BAR;
#endif
}

GtkWidget *
umpire_banner_new (const char *button_label,
                   const char *action_name)
{
#if HAVE_ADW_BANNER
  GtkWidget *banner = adw_banner_new ("");

  adw_banner_set_button_label (ADW_BANNER (banner), button_label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (banner), action_name);
#if ADW_CHECK_VERSION (1, 4, 0)
  /* A title holds a file's path, not markup. */
  adw_banner_set_use_markup (ADW_BANNER (banner), FALSE);
#endif
  return banner;
#else
  GtkWidget *bar = gtk_info_bar_new ();
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *button = gtk_button_new_with_mnemonic (button_label);

  gtk_info_bar_set_message_type (GTK_INFO_BAR (bar), GTK_MESSAGE_ERROR);
  gtk_info_bar_set_revealed (GTK_INFO_BAR (bar), FALSE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_info_bar_add_child (GTK_INFO_BAR (bar), label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  gtk_info_bar_add_action_widget (GTK_INFO_BAR (bar), button, GTK_RESPONSE_NONE);
  g_object_set_data (G_OBJECT (bar), "umpire-banner-label", label);
  return bar;
#endif
}

void
umpire_banner_set_title (GtkWidget  *banner,
                         const char *title)
{
#if HAVE_ADW_BANNER
  adw_banner_set_title (ADW_BANNER (banner), title != NULL ? title : "");
#else
  gtk_label_set_text (g_object_get_data (G_OBJECT (banner), "umpire-banner-label"), title != NULL ? title : "");
#endif
}

const char *
umpire_banner_get_title (GtkWidget *banner)
{
#if HAVE_ADW_BANNER
  return adw_banner_get_title (ADW_BANNER (banner));
#else
  return gtk_label_get_text (g_object_get_data (G_OBJECT (banner), "umpire-banner-label"));
#endif
}

void
umpire_banner_set_revealed (GtkWidget *banner,
                            gboolean   revealed)
{
#if HAVE_ADW_BANNER
  adw_banner_set_revealed (ADW_BANNER (banner), revealed);
#else
  gtk_info_bar_set_revealed (GTK_INFO_BAR (banner), revealed);
#endif
}

gboolean
umpire_banner_get_revealed (GtkWidget *banner)
{
#if HAVE_ADW_BANNER
  return adw_banner_get_revealed (ADW_BANNER (banner));
#else
  return gtk_info_bar_get_revealed (GTK_INFO_BAR (banner));
#endif
}

/* Announcements */

void
umpire_announce (GtkWidget  *widget,
                 const char *message,
                 gboolean    assertive)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (message == NULL || *message == '\0')
    return;
#if HAVE_GTK_ANNOUNCE
  /* Through the window: a label just shown has no accessible on the bus
   * yet, and GTK drops what it would announce. */
  if (gtk_widget_get_root (widget) != NULL)
    widget = GTK_WIDGET (gtk_widget_get_root (widget));
  gtk_accessible_announce (GTK_ACCESSIBLE (widget), message,
                           assertive ? GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_HIGH
                                     : GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#endif
}

void
umpire_entry_row_name_once (GtkWidget  *row,
                            const char *title)
{
  g_return_if_fail (ADW_IS_ENTRY_ROW (row));
#if ADW_CHECK_VERSION (1, 4, 0)
  /* Both title labels name the row as their mnemonic widget, which labels
   * it by both; the title alone names it. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
#else
  (void) title;
#endif
}

static GtkWidget *
find_text (GtkWidget *widget)
{
  if (GTK_IS_TEXT (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *text = find_text (child);

      if (text != NULL)
        return text;
    }
  return NULL;
}

#if !ADW_CHECK_VERSION (1, 4, 0)
#define FOCUS_TEXT_KEY "umpire-entry-row-focus-text"

/* The text is read by the row's title, as people see it. */
static void
name_focus_text (GtkWidget *row)
{
  GtkWidget *text = g_object_get_data (G_OBJECT (row), FOCUS_TEXT_KEY);
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  GString *name = g_string_new (NULL);

  for (const char *p = title != NULL ? title : ""; *p != '\0'; p++)
    {
      if (*p == '_' && adw_preferences_row_get_use_underline (ADW_PREFERENCES_ROW (row)))
        {
          if (p[1] != '_')
            continue;
          p++;
        }
      g_string_append_c (name, *p);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (text), GTK_ACCESSIBLE_PROPERTY_LABEL, name->str, -1);
  g_string_free (name, TRUE);
}
#endif

void
umpire_entry_row_report_focus (GtkWidget *row)
{
  g_return_if_fail (ADW_IS_ENTRY_ROW (row));
#if !ADW_CHECK_VERSION (1, 4, 0)
  GtkWidget *text;

  if (g_object_get_data (G_OBJECT (row), FOCUS_TEXT_KEY) != NULL)
    return;
  text = find_text (row);
  /* A role is fixed once the accessible is read: a realized text may be. */
  if (text == NULL || gtk_widget_get_realized (text))
    return;
  /* GtkText is no part of the tree (role none) and its focus goes to no
   * one: as a text box, it says it has the focus as a GtkEntry does. */
  g_object_set (text, "accessible-role", GTK_ACCESSIBLE_ROLE_TEXT_BOX, NULL);
  g_object_set_data (G_OBJECT (row), FOCUS_TEXT_KEY, text);
  name_focus_text (row);
  g_signal_connect (row, "notify::title", G_CALLBACK (name_focus_text), NULL);
  g_signal_connect (row, "notify::use-underline", G_CALLBACK (name_focus_text), NULL);
#endif
}

GtkWidget *
umpire_entry_row_get_focus_text (GtkWidget *row)
{
  g_return_val_if_fail (GTK_IS_WIDGET (row), NULL);
#if !ADW_CHECK_VERSION (1, 4, 0)
  return g_object_get_data (G_OBJECT (row), FOCUS_TEXT_KEY);
#else
  /* The row's own text takes the focus, and a reader reads it there. */
  return ADW_IS_ENTRY_ROW (row) ? find_text (row) : NULL;
#endif
}

void
umpire_accessible_name_as_read (GtkWidget  *widget,
                                const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
#else
  /* A check box is named by its label property alone there. */
  if (GTK_IS_CHECK_BUTTON (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
#endif
}
