/* test-start-page.c: the start page shows every way to begin at once
 *
 * Runs under a display (Xvfb). In German, the longer language, on a phone
 * (360 x 640), a small laptop (800 x 600) and a netbook (1024 x 600): every
 * button of the start page lies inside the window, none below the fold and
 * none cut at the sides. Open Recent shows only when there is a scenario
 * to reopen, on the page and in the main menu.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "umpire-window.h"
#include "umpire-test-gui.h"

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), label) == 0)
    return gtk_widget_get_ancestor (widget, GTK_TYPE_BUTTON);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A scenario file in the recent files, or none: the start page shows Open
 * Recent in the first case only. */
static char *
recent_uri (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "start-page-recent.umpire", NULL);

  return g_filename_to_uri (path, NULL, NULL);
}

static gboolean
recent_is (gpointer data)
{
  g_autofree char *uri = recent_uri ();
  GtkRecentInfo *info = gtk_recent_manager_lookup_item (gtk_recent_manager_get_default (), uri, NULL);
  gboolean present = info != NULL;

  g_clear_pointer (&info, gtk_recent_info_unref);
  return present == GPOINTER_TO_INT (data);
}

static void
set_recent (gboolean present)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  g_autofree char *uri = recent_uri ();
  g_autofree char *path = g_filename_from_uri (uri, NULL, NULL);

  if (present)
    {
      /* Added at once (add_item asks the file's type first, in a thread). */
      GtkRecentData recent = {
        .mime_type = (char *) "application/x-umpire-scenario",
        .app_name = (char *) g_get_application_name (),
        .app_exec = (char *) "umpire %u",
      };

      g_assert_true (g_file_set_contents (path, "", 0, NULL));
      g_assert_true (gtk_recent_manager_add_full (manager, uri, &recent));
    }
  else
    {
      gtk_recent_manager_remove_item (manager, uri, NULL);
      g_unlink (path);
    }
  umpire_test_iterate_until (recent_is, GINT_TO_POINTER (present));
}

/* The manager tells of a change a moment later. */
static gboolean
shows_recent (gpointer data)
{
  return gtk_widget_get_visible (data);
}

static gboolean
hides_recent (gpointer data)
{
  return !gtk_widget_get_visible (data);
}

static gboolean
has_menu (gpointer data)
{
  return gtk_menu_button_get_menu_model (data) != NULL;
}

static GtkWidget *
recent_button (UmpireWindow *window)
{
  return gtk_widget_get_ancestor (find_button (GTK_WIDGET (window), _("Open _Recent")), GTK_TYPE_MENU_BUTTON);
}

static GtkMenuButton *
find_primary_menu (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return GTK_MENU_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_primary_menu (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The submenu of `model` (or of its sections) labelled `label`, or NULL. */
static GMenuModel *
find_submenu (GMenuModel *model,
              const char *label)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *text = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (model, i, G_MENU_LINK_SUBMENU);

      if (section != NULL)
        {
          GMenuModel *found = find_submenu (section, label);

          if (found != NULL)
            return found;
        }
      if (submenu != NULL && g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &text) &&
          g_strcmp0 (text, label) == 0)
        return g_steal_pointer (&submenu);
    }
  return NULL;
}

/* Open Recent in the main menu, when there is something to reopen. */
static gboolean
menu_offers_recent (UmpireWindow *window)
{
  GtkMenuButton *menu = find_primary_menu (GTK_WIDGET (window));
  g_autoptr(GMenuModel) recent = NULL;

  g_assert_nonnull (menu);
  recent = find_submenu (gtk_menu_button_get_menu_model (menu), _("Open _Recent"));
  /* Never an empty submenu. */
  g_assert_true (recent == NULL || g_menu_model_get_n_items (recent) > 0);
  return recent != NULL;
}

static UmpireWindow *
show_start (UmpireRules *rules,
            GSettings   *settings,
            int          width,
            int          height)
{
  UmpireWindow *window = umpire_window_new (NULL, rules, settings);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  umpire_test_iterate_until (umpire_test_widget_is_mapped, window);
  umpire_window_show_page (window, "start");
  umpire_test_wait_frames (10);
  return window;
}

static void
test_fits (gconstpointer data)
{
  const int *size = data;
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  const char *labels[] = {
    N_("_Start a 1916 Setup"), N_("_Resolve a Der Weltkrieg Combat"), N_("_Open a Scenario…"),
    N_("Open _Recent"), N_("_Look Up a Rule"),
  };
  UmpireWindow *window;
  int width, height;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  /* Every button shown, Open Recent too. */
  set_recent (TRUE);
  window = show_start (rules, settings, size[0], size[1]);
  umpire_test_iterate_until (shows_recent, recent_button (window));
  umpire_test_wait_frames (5);
  /* No wider than asked: the page does not push the window off a phone. */
  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = gtk_widget_get_height (GTK_WIDGET (window));
  g_assert_cmpint (width, <=, size[0]);
  g_assert_cmpint (height, <=, size[1]);

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      GtkWidget *button = find_button (GTK_WIDGET (window), _(labels[i]));
      graphene_rect_t bounds;

      g_assert_nonnull (button);
      g_assert_true (gtk_widget_get_mapped (button));
      g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (window), &bounds));
      g_test_message ("%d x %d: %s at %.0f,%.0f to %.0f,%.0f", size[0], size[1], _(labels[i]),
                      bounds.origin.x, bounds.origin.y,
                      bounds.origin.x + bounds.size.width, bounds.origin.y + bounds.size.height);
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, width);
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, height);
    }
  umpire_session_discard_autosave (umpire_window_get_session (window));
  gtk_window_destroy (GTK_WINDOW (window));
  set_recent (FALSE);
}

/* No scenario to reopen: no Open Recent leading to an empty menu; one
 * saved since: there it is. */
static void
test_recent (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  UmpireWindow *window;
  GtkWidget *button;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  set_recent (FALSE);
  window = show_start (rules, settings, 1024, 600);
  button = recent_button (window);
  g_assert_nonnull (button);
  /* Its menu is given after its first frame (none while hidden). */
  g_assert_true (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button)) == NULL ||
                 g_menu_model_get_n_items (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button))) == 0);
  g_assert_false (gtk_widget_get_visible (button));
  /* Nor in the main menu: no submenu that opens empty. */
  g_assert_false (menu_offers_recent (window));
  set_recent (TRUE);
  umpire_test_iterate_until (shows_recent, button);
  umpire_test_iterate_until (has_menu, button);
  g_assert_cmpint (g_menu_model_get_n_items (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button))), ==, 1);
  g_assert_true (menu_offers_recent (window));
  /* Gone again when the file is. */
  set_recent (FALSE);
  umpire_test_iterate_until (hides_recent, button);
  g_assert_false (menu_offers_recent (window));
  umpire_session_discard_autosave (umpire_window_get_session (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  static const int phone[] = { 360, 640 }, laptop[] = { 800, 600 }, netbook[] = { 1024, 600 };
  g_autofree char *data_home = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  /* Recent files of our own: other tests save scenarios. */
  data_home = g_dir_make_tmp ("umpire-start-page-XXXXXX", NULL);
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  /* In German: the catalog built in po/ of the build. */
  umpire_test_bind_catalog ();
  umpire_test_speak_german (TRUE);
  gtk_init ();
  adw_init ();

  g_test_add_data_func ("/umpire/start-page/fits/360x640", phone, test_fits);
  g_test_add_data_func ("/umpire/start-page/fits/800x600", laptop, test_fits);
  g_test_add_data_func ("/umpire/start-page/fits/1024x600", netbook, test_fits);
  g_test_add_func ("/umpire/start-page/recent", test_recent);
  status = g_test_run ();
  {
    g_autofree char *recent = g_build_filename (data_home, "recently-used.xbel", NULL);

    g_unlink (recent);
    g_rmdir (data_home);
  }
  return status;
}
