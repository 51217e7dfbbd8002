/* umpire-application.c: the Umpire application
 *
 * Owns the rules database: the built-in tables, then the user's rule packs
 * from ~/.local/share/umpire/rules/, then any given with --rules. A pack
 * that fails to load is reported in the window and skipped; the rest of the
 * database still serves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-application.h"
#include "umpire-compat.h"
#include "umpire-rules.h"
#include "umpire-session-actions.h"
#include "umpire-settings-migration.h"
#include "umpire-window.h"

struct _UmpireApplication
{
  AdwApplication  parent_instance;

  UmpireRules    *rules;
  GSettings      *settings;
  GPtrArray      *command_line_packs;  /* char* paths given with --rules */
  GPtrArray      *pending_errors;      /* char* messages waiting for a window */
};

G_DEFINE_FINAL_TYPE (UmpireApplication, umpire_application, ADW_TYPE_APPLICATION)

static const GOptionEntry option_entries[] = {
  { "rules", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
    N_("Load an extra rule pack (may be repeated)"), N_("FILE") },
  { NULL }
};

static void
report_rules_error (UmpireApplication *self,
                    const GError      *error)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  /* Also on stderr, where a pack author testing from a terminal looks. */
  g_printerr ("%s\n", error->message);

  if (UMPIRE_IS_WINDOW (window))
    umpire_window_report_rules_error (UMPIRE_WINDOW (window), error->message);
  else
    g_ptr_array_add (self->pending_errors, g_strdup (error->message));
}

/* The built-in rules are read on a thread of their own while GTK starts
 * on the main one, so start-up waits for the longer of the two, not for
 * both (bench/run). Only the new database is touched there. */
typedef struct
{
  UmpireRules *rules;
  GError      *error;
  double       ms;
} BuiltinLoad;

static gpointer
load_builtin (gpointer data)
{
  BuiltinLoad *load = g_new0 (BuiltinLoad, 1);
  gint64 start = g_get_monotonic_time ();

  load->rules = umpire_rules_new ();
  umpire_rules_load_builtin (load->rules, &load->error);
  load->ms = (g_get_monotonic_time () - start) / 1000.0;
  return load;
}

static void
load_rules (UmpireApplication *self,
            GThread           *builtin)
{
  g_autoptr(GPtrArray) pack_errors = NULL;
  gint64 start = g_get_monotonic_time ();
  BuiltinLoad *load = g_thread_join (builtin);

  self->rules = load->rules;
  if (load->error != NULL)
    report_rules_error (self, load->error);
  /* bench/run reads these: the load, and what start-up waited for it. */
  g_debug ("Built-in rules database loaded and validated in %.3f ms", load->ms);
  g_debug ("Start-up waited for the built-in rules %.3f ms", (g_get_monotonic_time () - start) / 1000.0);
  g_clear_error (&load->error);
  g_free (load);

  pack_errors = umpire_rules_load_user_packs (self->rules);
  for (guint i = 0; i < pack_errors->len; i++)
    report_rules_error (self, g_ptr_array_index (pack_errors, i));

  for (guint i = 0; i < self->command_line_packs->len; i++)
    {
      g_autoptr(GError) pack_error = NULL;

      if (!umpire_rules_load_file (self->rules, g_ptr_array_index (self->command_line_packs, i),
                                   &pack_error))
        report_rules_error (self, pack_error);
    }
}

static UmpireWindow *
ensure_window (UmpireApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (UMPIRE_IS_WINDOW (window))
    return UMPIRE_WINDOW (window);

  window = GTK_WINDOW (umpire_window_new (GTK_APPLICATION (self), self->rules, self->settings));
  for (guint i = 0; i < self->pending_errors->len; i++)
    umpire_window_report_rules_error (UMPIRE_WINDOW (window),
                                      g_ptr_array_index (self->pending_errors, i));
  g_ptr_array_set_size (self->pending_errors, 0);

  return UMPIRE_WINDOW (window);
}

/* ---------------------------------------------------------------------- */
/* Actions                                                                */

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  UmpireApplication *self = user_data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  /* Closing, not destroying, lets each window save its state and ask about
   * unsaved changes; the application ends when the last window has gone. */
  for (GList *l = windows; l != NULL;)
    {
      GtkWindow *window = l->data;

      l = l->next;
      gtk_window_close (window);
    }
}

/* The app's own icon, from the resources in an uninstalled build, is shown
 * by the About window only (the start page draws it from its file): the
 * icon theme is given its path then. At start-up (GtkApplication does it
 * there for a resource base path) it raced the theme's first load, which
 * adw_init() starts on a thread: when the thread won, the window loaded
 * the whole theme again on the main thread before its first frame (66 M
 * instructions on every page, bench/run). */
static void
show_app_icons (void)
{
  static gboolean added;
  GdkDisplay *display = gdk_display_get_default ();

  if (added || display == NULL)
    return;
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display), RESOURCE_BASE "/icons");
  added = TRUE;
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  UmpireApplication *self = user_data;
  const char *developers[] = { _("The Umpire developers"), NULL };
  const char *rule_sources[] = {
    "1916: Land War in the Age of Machines (The War Times Journal)",
    "Der Weltkrieg",
    "Rich De Rosa, WWI Wargames Rules",
    NULL
  };
  GtkWidget *about;

  show_app_icons ();
  about = umpire_about_new ("application-name", _("Umpire"),
                            "application-icon", APPLICATION_ID,
                            "developer-name", _("The Umpire developers"),
                            "version", PACKAGE_VERSION,
                            "comments", _("Set up and referee First World War tabletop wargames"),
                            "license-type", GTK_LICENSE_GPL_3_0,
                            "developers", developers,
                            /* Translators: your name(s), one per line */
                            "translator-credits", _("translator-credits"),
                            NULL);
  umpire_about_add_acknowledgement_section (about, _("Rules Transcribed"), rule_sources);
  umpire_dialog_present (about, GTK_WIDGET (gtk_application_get_active_window (GTK_APPLICATION (self))));
}

static void
shortcuts_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  UmpireApplication *self = user_data;
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWindow *shortcuts;

  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ui/umpire-shortcuts-window.ui");
  shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));
  gtk_window_set_transient_for (shortcuts, gtk_application_get_active_window (GTK_APPLICATION (self)));
  gtk_window_present (shortcuts);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated },
  { "about", about_activated },
  { "shortcuts", shortcuts_activated },
};

static const struct {
  const char *action;
  const char *accels[2];
} app_accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.shortcuts", { "<Control>question", NULL } },
  { "win.new", { "<Control>n", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", NULL } },
  { "win.print('umpire')", { "<Control>p", NULL } },
};

/* ---------------------------------------------------------------------- */
/* GApplication                                                           */

static int
umpire_application_handle_local_options (GApplication *application,
                                         GVariantDict *options)
{
  UmpireApplication *self = UMPIRE_APPLICATION (application);
  g_autofree const char **paths = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_variant_dict_lookup (options, "rules", "^a&ay", &paths))
    return -1;

  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (paths[i]);

      g_ptr_array_add (self->command_line_packs, g_file_get_path (file));
    }

  /* An instance already running never sees our options: hand the packs
   * to it as files to open. */
  if (!g_application_register (application, NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_FAILURE;
    }
  if (g_application_get_is_remote (application))
    {
      g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = 0; i < self->command_line_packs->len; i++)
        g_ptr_array_add (files, g_file_new_for_path (g_ptr_array_index (self->command_line_packs, i)));
      g_application_open (application, (GFile **) files->pdata, (int) files->len, "");
      return EXIT_SUCCESS;
    }

  return -1;
}

static void
umpire_application_startup (GApplication *application)
{
  UmpireApplication *self = UMPIRE_APPLICATION (application);
  g_autoptr(GtkCssProvider) provider = NULL;
  GThread *builtin;

  /* main() has set the locale: GTK setting it again while the rules thread
   * translates would race. */
  gtk_disable_setlocale ();
  builtin = g_thread_new ("umpire-rules-load", load_builtin, NULL);
  G_APPLICATION_CLASS (umpire_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (app_accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           app_accels[i].action, app_accels[i].accels);

  /* The style sheet, which AdwApplication would load from the resource
   * base path that umpire_application_new() leaves unset. */
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, RESOURCE_BASE "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  self->settings = g_settings_new (APPLICATION_ID);
  umpire_settings_migrate (self->settings, PREVIOUS_SETTINGS_PATH);
  load_rules (self, builtin);
}

/* bench/run times start-up to the first frame of the window: with
 * UMPIRE_BENCH_QUIT_AFTER_FIRST_FRAME set, print when it was painted (and
 * the resident size then) and quit. */
static void
bench_after_first_paint (GdkFrameClock *clock,
                         gpointer       user_data)
{
  g_autofree char *status = NULL;
  const char *rss = NULL;

  if (g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    rss = strstr (status, "VmRSS:");
  g_print ("first-frame-usec %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  g_print ("rss-kb %ld\n", rss != NULL ? strtol (rss + strlen ("VmRSS:"), NULL, 10) : 0L);
  g_signal_handlers_disconnect_by_func (clock, bench_after_first_paint, user_data);
  g_application_quit (G_APPLICATION (user_data));
}

static void
bench_window_realized (GtkWidget *window,
                       gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (bench_after_first_paint), user_data);
}

static void
umpire_application_activate (GApplication *application)
{
  GtkWindow *window = GTK_WINDOW (ensure_window (UMPIRE_APPLICATION (application)));
  gboolean first = !gtk_widget_get_visible (GTK_WIDGET (window));

  if (g_getenv ("UMPIRE_BENCH_QUIT_AFTER_FIRST_FRAME") != NULL &&
      !gtk_widget_get_realized (GTK_WIDGET (window)))
    g_signal_connect (window, "realize", G_CALLBACK (bench_window_realized), application);
  gtk_window_present (window);
  /* After a crash or a kill the autosave is still there: offer it back. */
  if (first)
    umpire_session_offer_restore (umpire_window_get_session (UMPIRE_WINDOW (window)), window);
}

static const char *
first_table_of_file (UmpireRules *rules,
                     const char  *path)
{
  const GPtrArray *tables = umpire_rules_get_tables (rules);

  for (guint i = 0; i < tables->len; i++)
    {
      const UmpireTable *table = g_ptr_array_index (tables, i);

      if (g_strcmp0 (table->prov.file, path) == 0)
        return table->id;
    }
  return NULL;
}

/* Opened files are rule packs, or scenarios (*.umpire). */
static void
umpire_application_open (GApplication  *application,
                         GFile        **files,
                         int            n_files,
                         const char    *hint)
{
  UmpireApplication *self = UMPIRE_APPLICATION (application);
  UmpireWindow *window = ensure_window (self);
  g_autofree char *first_loaded = NULL;

  for (int i = 0; i < n_files; i++)
    {
      g_autofree char *path = g_file_get_path (files[i]);
      g_autoptr(GError) error = NULL;

      if (path != NULL && g_str_has_suffix (path, ".umpire"))
        {
          /* A scenario: the window's session opens it, asking first if the
           * open one has unsaved changes; errors show in a dialog. */
          umpire_session_open_file (umpire_window_get_session (window), GTK_WINDOW (window), files[i]);
          continue;
        }

      if (path == NULL)
        {
          g_autofree char *uri = g_file_get_uri (files[i]);

          g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       _("%s:%d: only local files can be opened"), uri, 0);
        }
      else if (umpire_rules_load_file (self->rules, path, &error) && first_loaded == NULL)
        first_loaded = g_strdup (first_table_of_file (self->rules, path));

      if (error != NULL)
        report_rules_error (self, error);
    }

  umpire_window_reload_rules (window);
  if (first_loaded != NULL)
    {
      umpire_window_show_page (window, "rules");
      umpire_rules_browser_select_table (umpire_window_get_rules_browser (window), first_loaded);
    }
  /* bench/run times opening a scenario to the first frame too. */
  if (g_getenv ("UMPIRE_BENCH_QUIT_AFTER_FIRST_FRAME") != NULL &&
      !gtk_widget_get_realized (GTK_WIDGET (window)))
    g_signal_connect (window, "realize", G_CALLBACK (bench_window_realized), application);
  gtk_window_present (GTK_WINDOW (window));
}

static void
umpire_application_dispose (GObject *object)
{
  UmpireApplication *self = UMPIRE_APPLICATION (object);

  g_clear_object (&self->rules);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (umpire_application_parent_class)->dispose (object);
}

static void
umpire_application_finalize (GObject *object)
{
  UmpireApplication *self = UMPIRE_APPLICATION (object);

  g_clear_pointer (&self->command_line_packs, g_ptr_array_unref);
  g_clear_pointer (&self->pending_errors, g_ptr_array_unref);

  G_OBJECT_CLASS (umpire_application_parent_class)->finalize (object);
}

static void
umpire_application_class_init (UmpireApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = umpire_application_dispose;
  object_class->finalize = umpire_application_finalize;

  app_class->handle_local_options = umpire_application_handle_local_options;
  app_class->startup = umpire_application_startup;
  app_class->activate = umpire_application_activate;
  app_class->open = umpire_application_open;
}

static void
umpire_application_init (UmpireApplication *self)
{
  self->command_line_packs = g_ptr_array_new_with_free_func (g_free);
  self->pending_errors = g_ptr_array_new_with_free_func (g_free);

  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[RULE-PACK…]"));
}

UmpireApplication *
umpire_application_new (void)
{
  return g_object_new (UMPIRE_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       /* No automatic resources (the style sheet and the
                        * app's icons are added by hand, see show_app_icons());
                        * the same resources serve the .Devel flavour. */
                       "resource-base-path", NULL,
                       NULL);
}
