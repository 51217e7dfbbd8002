/* umpire-window-private.h: what the window's files share
 *
 * umpire-window.c builds the window and its sidebar;
 * umpire-window-pages.c builds its pages when first shown;
 * umpire-window-actions.c holds its actions and shortcuts and the one
 * function that enables them. The actions and the pages' file call
 * nothing of the window's file: the window calls them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-log-page.h"
#include "umpire-rules-browser.h"
#include "umpire-split-view.h"
#include "umpire-window.h"

G_BEGIN_DECLS

struct _UmpireWindow
{
  AdwApplicationWindow  parent_instance;

  UmpireRules         *rules;
  GSettings           *settings;

  AdwToastOverlay     *toast_overlay;
  UmpireSplitView          *split_view;
  GtkWidget           *content;
  GtkWidget           *sidebar;
  GtkListBox          *sidebar_list;
  GtkStack            *stack;
  AdwWindowTitle      *page_title;
  AdwWindowTitle      *app_title;
  char                *last_toast;     /* for tests */
  AdwToast            *shown_toast;    /* an announcement's, until it is dismissed */
  AdwBin              *autosave_slot;
  GtkWidget           *autosave_bar;
  GtkWidget           *back_button;
  GtkSpinButton       *turn_spin;     /* in the popover of turn_button */
  GtkMenuButton       *turn_button;
  GtkLabel            *turn_label;    /* turn_button's child: "Turn 3" */
  GBindingGroup       *turn_binding;  /* source: the session's scenario */
  AdwBin              *rules_bin;
  AdwBin              *setup_1916_bin;
  UmpireDice          *dice;          /* the session's seeded digital dice */
  AdwBin              *miniatures_bin;
  AdwBin              *weltkrieg_combat_bin;
  AdwBin              *weltkrieg_compare_bin;
  AdwBin              *hq_reserves_bin;
  AdwBin              *west_front_bin;
  AdwBin              *log_bin;
  GMenu               *recent_menu;
  GMenu               *file_section;   /* of the main menu, where Open Recent goes */
  GtkMenuButton       *primary_menu_button;
  GMenuModel          *primary_menu;
  AdwBin              *start_bin;
  UmpireSession       *session;       /* the open scenario */
  guint                build_pages_id; /* idle building the pages not shown yet */
  GtkWidget           *players_window; /* the players' view while open (weak) */
};

/* The rules browser if it was built (its page shown, or the first frame
 * drawn), else NULL. */
static inline UmpireRulesBrowser *
_umpire_window_get_built_rules_browser (UmpireWindow *self)
{
  GtkWidget *browser = adw_bin_get_child (self->rules_bin);

  return browser != NULL ? UMPIRE_RULES_BROWSER (browser) : NULL;
}

/* umpire-window-pages.c: builds the page `child` (a bin of the stack)
 * holds, unless built; TRUE if it had to be built. */
gboolean _umpire_window_ensure_page         (UmpireWindow *self,
                                             GtkWidget    *child);
/* Builds the pages not built yet, one an idle. */
void     _umpire_window_build_pages_later   (UmpireWindow *self);
/* The pages that are a form to fill, whose first field takes the focus. */
gboolean _umpire_window_is_procedure_page   (UmpireWindow *self,
                                             GtkWidget    *child);
/* The era a combat starts with (Preferences), on the combat page if built. */
void     _umpire_window_apply_default_era   (UmpireWindow *self);

/* Installs the win.* actions and their shortcuts on the window's class. */
void _umpire_window_class_add_actions (GtkWidgetClass *widget_class);
/* Enables the actions that depend on where the window is (win.go-back). */
void _umpire_window_update_actions    (UmpireWindow   *self);

G_END_DECLS
