/* umpire-window.c: the main window
 *
 * A sidebar of the app's areas beside the area itself; on a narrow window
 * the two fold into one column with a back button. The rules database and
 * the settings are handed in, so the window can be built without a running
 * application.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-labels.h"
#include "umpire-compat.h"
#include "umpire-first-frame.h"
#include "umpire-form.h"
#include "umpire-session-actions.h"
#include "umpire-type-scale.h"
#include "umpire-width-first-layout.h"
#include "umpire-session-holder.h"
#include "umpire-window-private.h"

#define DEFAULT_PAGE "rules"

static void umpire_window_session_holder_init (UmpireSessionHolderInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (UmpireWindow, umpire_window, ADW_TYPE_APPLICATION_WINDOW,
                               G_IMPLEMENT_INTERFACE (UMPIRE_TYPE_SESSION_HOLDER, umpire_window_session_holder_init))

enum {
  PROP_0,
  PROP_RULES,
  PROP_SETTINGS,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
create_sidebar_row (gpointer item,
                    gpointer user_data)
{
  GtkStackPage *page = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *icon = g_object_new (GTK_TYPE_IMAGE,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                  NULL);
  GtkWidget *label = gtk_label_new (NULL);

  g_object_bind_property (page, "icon-name", icon, "icon-name", G_BINDING_SYNC_CREATE);
  g_object_bind_property (page, "title", label, "label", G_BINDING_SYNC_CREATE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);

  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* A screen reader names the row by the page's title. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  return row;
}

static void
on_navigation_changed (UmpireWindow *self)
{
  _umpire_window_update_actions (self);
}

static void
select_sidebar_row_for_page (UmpireWindow *self)
{
  g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (self->stack));
  GtkWidget *visible = gtk_stack_get_visible_child (self->stack);
  guint n_pages = g_list_model_get_n_items (pages);

  for (guint i = 0; i < n_pages; i++)
    {
      /* GtkStackPage has no autoptr cleanup in GTK 4.8. */
      g_autoptr(GObject) page = g_list_model_get_item (pages, i);

      if (gtk_stack_page_get_child (GTK_STACK_PAGE (page)) == visible)
        {
          gtk_list_box_select_row (self->sidebar_list,
                                   gtk_list_box_get_row_at_index (self->sidebar_list, (int) i));
          break;
        }
    }
}

static void
on_first_frame (UmpireWindow  *self,
                GdkFrameClock *clock)
{
  GtkWidget *visible = gtk_stack_get_visible_child (self->stack);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  g_signal_handlers_disconnect_by_func (clock, on_first_frame, self);
  /* Opened beside the sidebar on a form (the page it closed on): its
   * first field has the focus, so typing begins the form at once; unless
   * the focus is in the page already (a slow first frame). */
  if (!umpire_split_view_get_folded (self->split_view) && visible != NULL && _umpire_window_is_procedure_page (self, visible) &&
      (focus == NULL || !gtk_widget_is_ancestor (focus, visible)))
    gtk_widget_child_focus (visible, GTK_DIR_TAB_FORWARD);
  _umpire_window_build_pages_later (self);
}

static void
on_realized (UmpireWindow *self)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                           G_CALLBACK (on_first_frame), self, G_CONNECT_SWAPPED);
}

static void
on_page_changed (UmpireWindow *self)
{
  GtkWidget *visible = gtk_stack_get_visible_child (self->stack);
  GtkStackPage *page;
  const char *name;

  if (visible == NULL)
    return;
  _umpire_window_ensure_page (self, visible);

  page = gtk_stack_get_page (self->stack, visible);
  name = gtk_stack_page_get_name (page);
  adw_window_title_set_title (self->page_title, gtk_stack_page_get_title (page));
  select_sidebar_row_for_page (self);
  _umpire_window_update_actions (self);

  if (self->settings != NULL && name != NULL)
    g_settings_set_string (self->settings, "last-page", name);
}

static void
on_sidebar_row_activated (UmpireWindow  *self,
                          GtkListBoxRow *row,
                          GtkListBox    *list)
{
  g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (self->stack));
  g_autoptr(GObject) page = g_list_model_get_item (pages, (guint) gtk_list_box_row_get_index (row));

  if (page == NULL)
    return;
  umpire_window_show_page (self, gtk_stack_page_get_name (GTK_STACK_PAGE (page)));
}

/* The arrows move the selection in the sidebar: the page follows it, as in
 * GNOME Settings. A folded window shows the page only when a row is
 * activated. */
static void
on_sidebar_row_selected (UmpireWindow  *self,
                         GtkListBoxRow *row,
                         GtkListBox    *list)
{
  g_autoptr(GListModel) pages = NULL;
  g_autoptr(GObject) page = NULL;

  if (row == NULL || umpire_split_view_get_folded (self->split_view))
    return;
  pages = G_LIST_MODEL (gtk_stack_get_pages (self->stack));
  page = g_list_model_get_item (pages, (guint) gtk_list_box_row_get_index (row));
  if (page != NULL)
    gtk_stack_set_visible_child (self->stack, gtk_stack_page_get_child (GTK_STACK_PAGE (page)));
}

/* Tab leaves the sidebar for the page beside it (its first field),
 * Shift+Tab for the main menu above: arrows move between the rows, and the
 * page follows the selection (on_sidebar_row_selected), as in GNOME
 * Settings. Folded, the page is not shown: the keys keep to the sidebar. */
static gboolean
on_sidebar_key (UmpireWindow          *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  GtkWidget *visible = gtk_stack_get_visible_child (self->stack);

  if (umpire_split_view_get_folded (self->split_view) || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab && keyval != GDK_KEY_ISO_Left_Tab)
    return FALSE;
  if (keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) != 0)
    return gtk_widget_child_focus (gtk_widget_get_first_child (self->sidebar), GTK_DIR_TAB_BACKWARD);
  return visible != NULL && gtk_widget_child_focus (visible, GTK_DIR_TAB_FORWARD);
}

static void
restore_window_state (UmpireWindow *self)
{
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");
  g_autofree char *last_page = g_settings_get_string (self->settings, "last-page");

  /* Settings edited by hand: a fallback and a word, never a critical. */
  if (width < 1 || height < 1)
    {
      g_autoptr(GVariant) default_width = g_settings_get_default_value (self->settings, "window-width");
      g_autoptr(GVariant) default_height = g_settings_get_default_value (self->settings, "window-height");

      g_warning ("The window-width and window-height settings (%d × %d) are not a size: %d × %d is used",
                 width, height, g_variant_get_int32 (default_width), g_variant_get_int32 (default_height));
      width = g_variant_get_int32 (default_width);
      height = g_variant_get_int32 (default_height);
    }
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  if (gtk_stack_get_child_by_name (self->stack, last_page) != NULL)
    gtk_stack_set_visible_child_name (self->stack, last_page);
  else
    {
      g_autoptr(GVariant) start = g_settings_get_default_value (self->settings, "last-page");
      const char *first = g_variant_get_string (start, NULL);

      /* As on a first start (the schema's default), not the Rules Browser. */
      g_warning ("The last-page setting “%s” names no page: “%s” is shown", last_page, first);
      gtk_stack_set_visible_child_name (self->stack,
                                        gtk_stack_get_child_by_name (self->stack, first) != NULL ? first : DEFAULT_PAGE);
    }
  /* The stack does not notify when the page was already the first one. */
  on_page_changed (self);
}

static gboolean
umpire_window_close_request (GtkWindow *window)
{
  UmpireWindow *self = UMPIRE_WINDOW (window);
  gboolean maximized = gtk_window_is_maximized (window);

  /* Unsaved changes: ask first; the session closes the window after. */
  if (umpire_session_close_request (self->session, window))
    return TRUE;

  g_settings_set_boolean (self->settings, "window-maximized", maximized);
  /* A maximized window's size is the screen's: keep the last normal size. */
  if (!maximized)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }

  return GTK_WINDOW_CLASS (umpire_window_parent_class)->close_request (window);
}

/* Where the main menu offers Open Recent: after Open Scenario. */
#define RECENT_POSITION 2

/* The main menu offers recent scenarios only when there are some: no
 * submenu that opens empty (the start page hides its button the same way). */
static void
on_recent_changed (UmpireWindow *self)
{
  gboolean any = g_menu_model_get_n_items (G_MENU_MODEL (self->recent_menu)) > 0;
  g_autoptr(GMenuModel) shown = NULL;

  if (g_menu_model_get_n_items (G_MENU_MODEL (self->file_section)) > RECENT_POSITION)
    shown = g_menu_model_get_item_link (G_MENU_MODEL (self->file_section), RECENT_POSITION, G_MENU_LINK_SUBMENU);
  if (any && shown == NULL)
    g_menu_insert_submenu (self->file_section, RECENT_POSITION, _("Open _Recent"), G_MENU_MODEL (self->recent_menu));
  else if (!any && shown == G_MENU_MODEL (self->recent_menu))
    g_menu_remove (self->file_section, RECENT_POSITION);
}

/* The scenario's name and whether it is saved, in the window itself (the
 * session keeps the window title, which not every desktop shows). The
 * sidebar's width does not follow them: a long name is cut short, so
 * unsaved changes are marked before it, as in the window title, and said
 * in words a hover away. */
static void
on_title_changed (UmpireWindow *self)
{
  g_autofree char *name = umpire_session_dup_display_name (self->session);
  g_autofree char *subtitle = NULL;
  g_autofree char *tooltip = NULL;

  if (umpire_session_get_dirty (self->session))
    {
      /* TRANSLATORS: the scenario's name marked as having changes not saved */
      subtitle = g_strdup_printf (_("• %s"), name);
      /* TRANSLATORS: the scenario's name, then that it has changes not saved */
      tooltip = g_strdup_printf (_("%s (unsaved)"), name);
    }
  adw_window_title_set_subtitle (self->app_title, subtitle != NULL ? subtitle : name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->app_title), tooltip != NULL ? tooltip : name);
}

static gboolean
turn_to_spin (GBinding     *binding,
              const GValue *from,
              GValue       *to,
              gpointer      user_data)
{
  g_value_set_double (to, MAX (g_value_get_int (from), 1));
  return TRUE;
}

static gboolean
turn_to_label (GBinding     *binding,
               const GValue *from,
               GValue       *to,
               gpointer      user_data)
{
  /* TRANSLATORS: the turn marker in the header bar: the turn of play */
  g_value_take_string (to, g_strdup_printf (_("Turn %d"), (int) g_value_get_double (from)));
  return TRUE;
}

static gboolean
spin_to_turn (GBinding     *binding,
              const GValue *from,
              GValue       *to,
              gpointer      user_data)
{
  GObject *scenario = g_binding_dup_source (binding);
  int turn = (int) g_value_get_double (from);
  int now = 0;

  if (scenario != NULL)
    g_object_get (scenario, "turn", &now, NULL);
  g_clear_object (&scenario);
  /* Turn 1 shown for a scenario without a turn is no change. */
  if (turn == MAX (now, 1))
    return FALSE;
  g_value_set_int (to, turn);
  return TRUE;
}

static void
on_toast_dismissed (UmpireWindow *self,
                    AdwToast     *toast)
{
  if (self->shown_toast == toast)
    g_clear_object (&self->shown_toast);
}

static void
on_announce (UmpireWindow *self,
             const char   *text,
             const char   *button_label,
             const char   *action_name)
{
  AdwToast *toast;
  g_autoptr(GtkWidget) title = NULL;

  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  umpire_announce (GTK_WIDGET (self->toast_overlay), text, FALSE);
  /* The newest news takes the place of the toast still shown: queued
   * behind it, it would wait its turn, and that one would tell of a state
   * gone ("3 out of date" after the year was put back). */
  if (self->shown_toast != NULL)
    {
      gtk_label_set_text (GTK_LABEL (adw_toast_get_custom_title (self->shown_toast)), text);
      adw_toast_set_button_label (self->shown_toast, button_label != NULL && action_name != NULL ? button_label : NULL);
      adw_toast_set_action_name (self->shown_toast, button_label != NULL ? action_name : NULL);
      return;
    }
  toast = g_object_new (ADW_TYPE_TOAST, NULL);
  /* Ours until the toast holds it: the toast only adds a reference, and a
   * toast never shown would leave a floating label behind. */
  title = g_object_ref_sink (gtk_label_new (text));

  /* Plain text, not markup: a file's name may hold an "&". One line, cut
   * at its end: the toasts say what happened first, what to last. */
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  adw_toast_set_custom_title (toast, title);
  if (button_label != NULL && action_name != NULL)
    {
      adw_toast_set_button_label (toast, button_label);
      adw_toast_set_action_name (toast, action_name);
    }
  self->shown_toast = g_object_ref (toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed), self, G_CONNECT_SWAPPED);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* What the umpire chose in Preferences, followed as it changes. */
static void
follow_settings (UmpireWindow *self)
{
  g_autofree char *dice = g_settings_get_string (self->settings, "dice-source");
  g_autofree char *paper = g_settings_get_string (self->settings, "paper-size");
  g_autofree char *scheme = g_settings_get_string (self->settings, "color-scheme");
  g_autofree char *scale = g_settings_get_string (self->settings, "table-scale");
  g_autofree char *type_scale = g_settings_get_string (self->settings, "type-scale");
  g_auto(GStrv) optional = g_settings_get_strv (self->settings, "optional-rules");
  AdwColorScheme color = ADW_COLOR_SCHEME_DEFAULT;

  umpire_dice_set_table_only (self->dice, g_str_equal (dice, "table"));
  umpire_die_words_set_table_only (g_str_equal (dice, "table"));
  umpire_session_set_paper (self->session, g_str_equal (paper, "letter") ? UMPIRE_PAPER_LETTER : UMPIRE_PAPER_A4);
  if (g_str_equal (scheme, "light"))
    color = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_str_equal (scheme, "dark"))
    color = ADW_COLOR_SCHEME_FORCE_DARK;
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), color);
  umpire_type_scale_apply (GTK_WIDGET (self), type_scale);
  umpire_session_set_new_scenario_defaults (self->session, scale, (const char * const *) optional);
  _umpire_window_apply_default_era (self);
}

static void
on_autosave_error (UmpireWindow *self)
{
  const char *message = umpire_session_get_autosave_error (self->session);

  if (message != NULL)
    {
      g_autofree char *text =
        g_strdup_printf (_("Autosave failed: %s. What you do now would be lost in a crash: save the scenario."),
                         message);

      umpire_banner_set_title (self->autosave_bar, text);
      if (!umpire_banner_get_revealed (self->autosave_bar))
        umpire_announce (self->autosave_bar, text, TRUE);
    }
  umpire_banner_set_revealed (self->autosave_bar, message != NULL);
}

static void
umpire_window_constructed (GObject *object)
{
  UmpireWindow *self = UMPIRE_WINDOW (object);
  g_autoptr(GListModel) pages = NULL;

  G_OBJECT_CLASS (umpire_window_parent_class)->constructed (object);

  g_return_if_fail (UMPIRE_IS_RULES (self->rules));
  g_return_if_fail (G_IS_SETTINGS (self->settings));

  pages = G_LIST_MODEL (gtk_stack_get_pages (self->stack));
  gtk_list_box_bind_model (self->sidebar_list, pages, create_sidebar_row, NULL, NULL);

  umpire_session_add_actions (self->session, GTK_WINDOW (self), self->rules);
  umpire_session_bind_recent_menu (self->session, self->recent_menu);
  g_signal_connect_object (self->recent_menu, "items-changed", G_CALLBACK (on_recent_changed), self, G_CONNECT_SWAPPED);
  on_recent_changed (self);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    /* Before the list moves its focus row by row, and the window's Tab. */
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_sidebar_key), self, G_CONNECT_SWAPPED);
    gtk_widget_add_controller (GTK_WIDGET (self->sidebar_list), keys);
  }
  g_signal_connect_object (self, "notify::title", G_CALLBACK (on_title_changed), self, G_CONNECT_SWAPPED);
  on_title_changed (self);
  g_signal_connect_object (self->session, "announce", G_CALLBACK (on_announce), self, G_CONNECT_SWAPPED);
  /* The turn marker shows the scenario's turn and sets it, whichever page
   * is shown; a scenario without one shows turn 1, and showing it changes
   * nothing. */
  self->turn_binding = g_binding_group_new ();
  g_binding_group_bind_full (self->turn_binding, "turn", self->turn_spin, "value",
                             G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                             turn_to_spin, spin_to_turn, NULL, NULL);
  g_object_bind_property (self->session, "scenario", self->turn_binding, "source", G_BINDING_SYNC_CREATE);
  g_object_bind_property_full (self->turn_spin, "value", self->turn_label, "label", G_BINDING_SYNC_CREATE,
                               turn_to_label, NULL, NULL, NULL);
  g_signal_connect_object (self->session, "notify::autosave-error",
                           G_CALLBACK (on_autosave_error), self, G_CONNECT_SWAPPED);
  if (self->dice == NULL)
    self->dice = umpire_dice_new_seeded (g_random_int ());
  {
    static const char * const keys[] = {
      "dice-source", "paper-size", "color-scheme", "table-scale", "optional-rules", "default-era", "type-scale",
    };

    for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
      {
        g_autofree char *signal = g_strconcat ("changed::", keys[i], NULL);

        g_signal_connect_object (self->settings, signal, G_CALLBACK (follow_settings), self, G_CONNECT_SWAPPED);
      }
  }
  follow_settings (self);
  /* The page shown is built by restore_window_state; the rest later. */
  g_signal_connect (self, "realize", G_CALLBACK (on_realized), NULL);
  umpire_give_menu_after_first_frame (self->primary_menu_button, self->primary_menu);
  restore_window_state (self);
}

static void
umpire_window_dispose (GObject *object)
{
  UmpireWindow *self = UMPIRE_WINDOW (object);

  g_clear_handle_id (&self->build_pages_id, g_source_remove);
  /* The players' view shows this window's scenario: it goes with it. */
  if (self->players_window != NULL)
    {
      GtkWidget *players = self->players_window;

      g_object_remove_weak_pointer (G_OBJECT (players), (gpointer *) &self->players_window);
      self->players_window = NULL;
      gtk_window_destroy (GTK_WINDOW (players));
    }
  if (self->turn_binding != NULL)
    g_binding_group_set_source (self->turn_binding, NULL);
  g_clear_object (&self->turn_binding);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_WINDOW);
  g_clear_object (&self->rules);
  g_clear_object (&self->settings);
  g_clear_object (&self->dice);
  g_clear_object (&self->session);
  g_clear_pointer (&self->last_toast, g_free);
  g_clear_object (&self->shown_toast);

  G_OBJECT_CLASS (umpire_window_parent_class)->dispose (object);
}

static void
umpire_window_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  UmpireWindow *self = UMPIRE_WINDOW (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_object (value, self->rules);
      break;

    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_window_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  UmpireWindow *self = UMPIRE_WINDOW (object);

  switch (prop_id)
    {
    case PROP_RULES:
      self->rules = g_value_dup_object (value);
      break;

    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_window_class_init (UmpireWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = umpire_window_constructed;
  object_class->dispose = umpire_window_dispose;
  object_class->get_property = umpire_window_get_property;
  object_class->set_property = umpire_window_set_property;

  window_class->close_request = umpire_window_close_request;

  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL,
                         UMPIRE_TYPE_RULES,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* The open scenario, handed to every page that records into it. */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL,
                         UMPIRE_TYPE_SESSION,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (UMPIRE_TYPE_SPLIT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-window.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, split_view);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, turn_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, turn_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, turn_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, content);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, sidebar_list);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, page_title);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, app_title);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, autosave_slot);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, rules_bin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, setup_1916_bin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, miniatures_bin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, weltkrieg_combat_bin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, weltkrieg_compare_bin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, hq_reserves_bin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, west_front_bin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, log_bin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, recent_menu);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, file_section);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, UmpireWindow, start_bin);
  gtk_widget_class_bind_template_callback (widget_class, on_navigation_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_page_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_sidebar_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_sidebar_row_selected);

  _umpire_window_class_add_actions (widget_class);
}

static void
umpire_window_init (UmpireWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->autosave_bar = umpire_banner_new (_("Save _As…"), "win.save-as");
  adw_bin_set_child (self->autosave_slot, self->autosave_bar);
  /* The stack asks the page it shows for its width at its height before
   * each allocation: a page's width never depends on its height. */
  for (GtkWidget *bin = gtk_widget_get_first_child (GTK_WIDGET (self->stack)); bin != NULL;
       bin = gtk_widget_get_next_sibling (bin))
    umpire_width_first (bin);
  /* The turn's spin button; each page's fields as the page is built. */
  umpire_form_set_up (GTK_WIDGET (self));
  self->session = umpire_session_new (NULL);

#ifdef DEVELOPMENT_BUILD
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-back", FALSE);
}

/**
 * umpire_window_new:
 * @application: (nullable): the application, or %NULL in tests
 * @rules: the rules database the window shows
 * @settings: settings of the io.github.umpire_wargames.Umpire schema
 */
UmpireWindow *
umpire_window_new (GtkApplication *application,
                   UmpireRules    *rules,
                   GSettings      *settings)
{
  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (UMPIRE_TYPE_WINDOW,
                       "application", application,
                       "rules", rules,
                       "settings", settings,
                       NULL);
}

UmpireRules *
umpire_window_get_rules (UmpireWindow *self)
{
  g_return_val_if_fail (UMPIRE_IS_WINDOW (self), NULL);

  return self->rules;
}

UmpireSession *
umpire_window_get_session (UmpireWindow *self)
{
  g_return_val_if_fail (UMPIRE_IS_WINDOW (self), NULL);

  return self->session;
}

static UmpireSession *
get_held_session (UmpireSessionHolder *holder)
{
  return umpire_window_get_session (UMPIRE_WINDOW (holder));
}

static void
umpire_window_session_holder_init (UmpireSessionHolderInterface *iface)
{
  iface->get_session = get_held_session;
}

GSettings *
umpire_window_get_settings (UmpireWindow *self)
{
  g_return_val_if_fail (UMPIRE_IS_WINDOW (self), NULL);

  return self->settings;
}

const char *
umpire_window_get_page (UmpireWindow *self)
{
  g_return_val_if_fail (UMPIRE_IS_WINDOW (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

/* Builds the rules browser if it was not yet. */
UmpireRulesBrowser *
umpire_window_get_rules_browser (UmpireWindow *self)
{
  g_return_val_if_fail (UMPIRE_IS_WINDOW (self), NULL);

  _umpire_window_ensure_page (self, GTK_WIDGET (self->rules_bin));
  return _umpire_window_get_built_rules_browser (self);
}

/* Call after loading more rule packs into the window's database. */
void
umpire_window_reload_rules (UmpireWindow *self)
{
  g_return_if_fail (UMPIRE_IS_WINDOW (self));

  /* A browser built later reads the database then. */
  if (_umpire_window_get_built_rules_browser (self) != NULL)
    umpire_rules_browser_reload (_umpire_window_get_built_rules_browser (self));
}

GtkWidget *
umpire_window_get_turn_marker (UmpireWindow *self)
{
  g_return_val_if_fail (UMPIRE_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->turn_button);
}

GtkWidget *
umpire_window_get_turn_spin (UmpireWindow *self)
{
  g_return_val_if_fail (UMPIRE_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->turn_spin);
}

const char *
umpire_window_get_last_toast (UmpireWindow *self)
{
  g_return_val_if_fail (UMPIRE_IS_WINDOW (self), NULL);
  return self->last_toast;
}

void
umpire_window_add_toast (UmpireWindow *self,
                         AdwToast     *toast)
{
  g_return_if_fail (UMPIRE_IS_WINDOW (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/**
 * umpire_window_report_rules_error:
 * @message: the loader's "FILE:LINE: message"
 *
 * Tells the umpire that a rule pack was skipped. The toast stays until
 * dismissed, since a missing pack changes what the tables say.
 */
void
umpire_window_report_rules_error (UmpireWindow *self,
                                  const char   *message)
{
  g_autofree char *escaped = NULL;
  g_autofree char *title = NULL;
  AdwToast *toast;

  g_return_if_fail (UMPIRE_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  /* Toast titles are markup. */
  escaped = g_markup_escape_text (message, -1);
  title = g_strdup_printf (_("Rule pack not loaded: %s"), escaped);
  toast = adw_toast_new (title);
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_button_label (toast, _("_Details"));
  adw_toast_set_action_name (toast, "win.show-rules-error");
  adw_toast_set_action_target_value (toast, g_variant_new_string (message));
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  {
    g_autofree char *said = g_strdup_printf (_("Rule pack not loaded: %s"), message);

    umpire_announce (GTK_WIDGET (self->toast_overlay), said, TRUE);
  }
}
