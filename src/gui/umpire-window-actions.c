/* umpire-window-actions.c: the main window's actions and shortcuts
 *
 * Going back, showing a page (by name or Ctrl+1…Ctrl+9), the form's main
 * action (Ctrl+Enter), Preferences, Continue in a New Battle and a rule
 * pack's error, all enabled or disabled in _umpire_window_update_actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-compat.h"
#include "umpire-continue-dialog.h"
#include "umpire-players-window.h"
#include "umpire-preferences-window.h"
#include "umpire-result-view.h"
#include "umpire-scenario-editor.h"
#include "umpire-window-private.h"

/* The back button leaves the current table of a folded rules browser
 * first, then the page for the sidebar. */
void
_umpire_window_update_actions (UmpireWindow *self)
{
  gboolean on_rules_page = gtk_stack_get_visible_child (self->stack) == GTK_WIDGET (self->rules_bin);
  gboolean split_view_back = umpire_split_view_get_folded (self->split_view) &&
                          umpire_split_view_get_show_content (self->split_view);
  UmpireRulesBrowser *browser = _umpire_window_get_built_rules_browser (self);
  gboolean browser_back = on_rules_page && browser != NULL && umpire_rules_browser_get_can_go_back (browser);

  gtk_widget_set_visible (self->back_button, split_view_back || browser_back);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-back", split_view_back || browser_back);
}

static void
go_back (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  UmpireWindow *self = UMPIRE_WINDOW (widget);
  gboolean on_rules_page = gtk_stack_get_visible_child (self->stack) == GTK_WIDGET (self->rules_bin);
  UmpireRulesBrowser *browser = _umpire_window_get_built_rules_browser (self);

  if (on_rules_page && browser != NULL && umpire_rules_browser_go_back (browser))
    return;
  umpire_split_view_navigate_back (self->split_view);
}

static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  umpire_window_show_page (UMPIRE_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/* Ctrl+1…Ctrl+9: the sidebar's pages in order. */
static void
show_nth_page_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  UmpireWindow *self = UMPIRE_WINDOW (widget);
  g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (self->stack));
  g_autoptr(GObject) page = g_list_model_get_item (pages, (guint) g_variant_get_int32 (parameter));

  GtkWidget *child;

  if (page == NULL)
    return;
  umpire_window_show_page (self, gtk_stack_page_get_name (GTK_STACK_PAGE (page)));
  /* The page's first field, as Tab from the sidebar gives: not the field
   * the page last had the focus in (GtkStack's memory), where digits
   * typed after the shortcut would land unseen. */
  child = gtk_stack_get_visible_child (self->stack);
  if (child != NULL)
    {
      gtk_window_set_focus (GTK_WINDOW (self), NULL);
      gtk_widget_child_focus (child, GTK_DIR_TAB_FORWARD);
    }
}

static GtkWidget *
find_suggested (GtkWidget *root)
{
  if (GTK_IS_BUTTON (root) && gtk_widget_has_css_class (root, "suggested-action") &&
      gtk_widget_is_visible (root) && gtk_widget_is_sensitive (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (!gtk_widget_get_visible (child))
        continue;
      if ((found = find_suggested (child)) != NULL)
        return found;
    }
  return NULL;
}

/* Ctrl+Enter: the main action (roll, resolve: the form's suggested
 * button) of the form holding the focus, else the first on the page. */
static void
activate_primary_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  UmpireWindow *self = UMPIRE_WINDOW (widget);
  GtkWidget *page = gtk_stack_get_visible_child (self->stack);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *button = NULL;

  if (page == NULL)
    return;
  if (focus != NULL && gtk_widget_is_ancestor (focus, page))
    for (GtkWidget *around = gtk_widget_get_parent (focus); around != NULL && button == NULL;
         around = around == page ? NULL : gtk_widget_get_parent (around))
      button = find_suggested (around);
  if (button == NULL)
    button = find_suggested (page);
  /* Clicked at once (activate would press it for a moment first). */
  if (button != NULL)
    g_signal_emit_by_name (button, "clicked");
  else
    gtk_widget_error_bell (widget);
}

static void
show_rules_error_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  umpire_alert_show_message (widget, _("Rule Pack Not Loaded"), g_variant_get_string (parameter, NULL));
}

/* The scenario's title, sides and play state, over the window. */
static void
scenario_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  UmpireWindow *self = UMPIRE_WINDOW (widget);
  GtkWidget *editor = umpire_scenario_editor_new (self->session);

  umpire_dialog_present (editor, GTK_WIDGET (self));
}

/* What this battle carries over into the next, to untick, then the next
 * battle made and opened. */
static void
continue_battle_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  UmpireWindow *self = UMPIRE_WINDOW (widget);
  GtkWidget *dialog = umpire_continue_dialog_new (self->session);

  umpire_dialog_present (dialog, GTK_WIDGET (self));
}

static void
preferences_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  UmpireWindow *self = UMPIRE_WINDOW (widget);
  GtkWidget *preferences = umpire_preferences_window_new (self->rules, self->settings);

  umpire_dialog_present (preferences, GTK_WIDGET (self));
}

/* The players' view of this window's scenario: opened, or brought up. */
static void
players_view_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  UmpireWindow *self = UMPIRE_WINDOW (widget);

  if (self->players_window == NULL)
    {
      self->players_window = umpire_players_window_new (self->session, self->settings);
      g_object_add_weak_pointer (G_OBJECT (self->players_window), (gpointer *) &self->players_window);
      if (gtk_window_get_application (GTK_WINDOW (self)) != NULL)
        gtk_window_set_application (GTK_WINDOW (self->players_window),
                                    gtk_window_get_application (GTK_WINDOW (self)));
    }
  gtk_window_present (GTK_WINDOW (self->players_window));
}

static GtkWidget *
find_revealable (GtkWidget *root)
{
  if (UMPIRE_IS_RESULT_VIEW (root) && umpire_result_view_can_show_to_players (UMPIRE_RESULT_VIEW (root)))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (!gtk_widget_get_mapped (child))
        continue;
      if ((found = find_revealable (child)) != NULL)
        return found;
    }
  return NULL;
}

/* Shows the result by the focus (else the page's first) to the players,
 * or hides it again. */
static void
show_to_players_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  UmpireWindow *self = UMPIRE_WINDOW (widget);
  GtkWidget *page = gtk_stack_get_visible_child (self->stack);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *view = NULL;

  if (page == NULL)
    return;
  if (focus != NULL && gtk_widget_is_ancestor (focus, page))
    for (GtkWidget *around = focus; around != NULL && view == NULL;
         around = around == page ? NULL : gtk_widget_get_parent (around))
      view = find_revealable (around);
  if (view == NULL)
    view = find_revealable (page);
  if (view != NULL)
    umpire_result_view_toggle_shown_to_players (UMPIRE_RESULT_VIEW (view));
  else
    gtk_widget_error_bell (widget);
}

/**
 * umpire_window_show_page:
 * @name: a page name: "setup-1916", "weltkrieg-combat", "weltkrieg-compare", "hq-reserves",
 *   "west-front", "miniatures", "rules" or "log"
 */
void
umpire_window_show_page (UmpireWindow *self,
                         const char   *name)
{
  g_return_if_fail (UMPIRE_IS_WINDOW (self));
  g_return_if_fail (name != NULL);

  if (gtk_stack_get_child_by_name (self->stack, name) == NULL)
    {
      g_warning ("No page named “%s” in the window", name);
      return;
    }

  gtk_stack_set_visible_child_name (self->stack, name);
  umpire_split_view_set_show_content (self->split_view, TRUE);
}

void
_umpire_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.go-back", NULL, go_back);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "win.show-nth-page", "i", show_nth_page_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK, "win.preferences", NULL);
  gtk_widget_class_install_action (widget_class, "win.scenario", NULL, scenario_action);
  gtk_widget_class_install_action (widget_class, "win.continue-battle", NULL, continue_battle_action);
  gtk_widget_class_install_action (widget_class, "win.activate-primary", NULL, activate_primary_action);
  for (int i = 0; i < 9; i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, GDK_CONTROL_MASK,
                                         "win.show-nth-page", "i", i);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "win.activate-primary", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "win.activate-primary", NULL);
  gtk_widget_class_install_action (widget_class, "win.show-rules-error", "s", show_rules_error_action);
  gtk_widget_class_install_action (widget_class, "win.players-view", NULL, players_view_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_P, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.players-view", NULL);
  gtk_widget_class_install_action (widget_class, "win.show-to-players", NULL, show_to_players_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.show-to-players", NULL);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.go-back", NULL);
}
