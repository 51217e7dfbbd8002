/* umpire-window-pages.c: the window's pages, built when first shown
 *
 * Every page is built when it is first shown, and the others one an idle
 * once the window has drawn its first frame: building them all before it
 * took most of the start-up time (bench/run). A page built is handed what
 * it needs from the window (the session, the default era) and connected to
 * it (the What-If page's options adopted, the rules browser's back).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-form.h"
#include "umpire-combat-page.h"
#include "umpire-compare-page.h"
#include "umpire-miniatures-page.h"
#include "umpire-reserves-page.h"
#include "umpire-setup-page.h"
#include "umpire-start-page.h"
#include "umpire-westfront-page.h"
#include "umpire-width-first-layout.h"
#include "umpire-window-private.h"

typedef GtkWidget *(*PageNew) (UmpireRules *rules,
                               UmpireDice  *dice);

static GtkWidget *
rules_browser_new (UmpireRules *rules,
                   UmpireDice  *dice)
{
  return umpire_rules_browser_new (rules);
}

static GtkWidget *
log_page_new (UmpireRules *rules,
              UmpireDice  *dice)
{
  return umpire_log_page_new (NULL);
}

/* The start page shows the window's recent scenarios: ensure_page builds
 * it with them; this only names it. */
static GtkWidget *
start_page_new (UmpireRules *rules,
                UmpireDice  *dice)
{
  return umpire_start_page_new (NULL);
}

static PageNew
page_builder (UmpireWindow *self,
              GtkWidget    *child)
{
  if (child == GTK_WIDGET (self->start_bin))
    return start_page_new;
  if (child == GTK_WIDGET (self->setup_1916_bin))
    return umpire_setup_page_new;
  if (child == GTK_WIDGET (self->miniatures_bin))
    return umpire_miniatures_page_new;
  if (child == GTK_WIDGET (self->weltkrieg_combat_bin))
    return umpire_combat_page_new;
  if (child == GTK_WIDGET (self->weltkrieg_compare_bin))
    return umpire_compare_page_new;
  if (child == GTK_WIDGET (self->hq_reserves_bin))
    return umpire_reserves_page_new;
  if (child == GTK_WIDGET (self->west_front_bin))
    return umpire_westfront_page_new;
  if (child == GTK_WIDGET (self->rules_bin))
    return rules_browser_new;
  if (child == GTK_WIDGET (self->log_bin))
    return log_page_new;
  return NULL;
}

/* A what-if option adopted: into the combat form, which is shown. */
static void
on_compare_adopt (UmpireWindow            *self,
                  const UmpireCombatInput *input)
{
  _umpire_window_ensure_page (self, GTK_WIDGET (self->weltkrieg_combat_bin));
  umpire_combat_page_set_input (UMPIRE_COMBAT_PAGE (adw_bin_get_child (self->weltkrieg_combat_bin)), input);
  umpire_window_show_page (self, "weltkrieg-combat");
}

void
_umpire_window_apply_default_era (UmpireWindow *self)
{
  GtkWidget *page = adw_bin_get_child (self->weltkrieg_combat_bin);
  g_autofree char *era = NULL;

  if (page == NULL || !UMPIRE_IS_COMBAT_PAGE (page) || self->settings == NULL)
    return;
  era = g_settings_get_string (self->settings, "default-era");
  umpire_combat_page_select_era (UMPIRE_COMBAT_PAGE (page), era);
}

gboolean
_umpire_window_ensure_page (UmpireWindow *self,
             GtkWidget    *child)
{
  PageNew page_new = page_builder (self, child);
  GtkWidget *page;

  if (page_new == NULL || adw_bin_get_child (ADW_BIN (child)) != NULL)
    return FALSE;
  page = page_new == start_page_new ? umpire_start_page_new (G_MENU_MODEL (self->recent_menu))
                                    : page_new (self->rules, self->dice);
  if (UMPIRE_IS_COMPARE_PAGE (page))
    g_signal_connect_object (page, "adopt", G_CALLBACK (on_compare_adopt), self, G_CONNECT_SWAPPED);
  if (UMPIRE_IS_RULES_BROWSER (page))
    g_signal_connect_object (page, "notify::can-go-back", G_CALLBACK (_umpire_window_update_actions), self,
                             G_CONNECT_SWAPPED);
  /* Its spin buttons, drop-downs and rows (umpire-form.h); what it builds
   * later gets the same where it is built. */
  umpire_form_set_up (page);
  /* Named as read now and whenever shown again (steps and rows a page
   * builds later included). */
  umpire_form_name_from_labels (page);
  g_signal_connect (page, "map", G_CALLBACK (umpire_form_name_from_labels), NULL);
  adw_bin_set_child (ADW_BIN (child), page);
  /* Every page that records, and the log, is handed the session (the
   * what-if page records nothing, the rules browser shows no scenario). */
  if (!UMPIRE_IS_COMPARE_PAGE (page) && !UMPIRE_IS_RULES_BROWSER (page) && !UMPIRE_IS_START_PAGE (page))
    g_object_set (page, "session", self->session, NULL);
  /* The era a combat starts with (Preferences). */
  if (UMPIRE_IS_COMBAT_PAGE (page))
    _umpire_window_apply_default_era (self);
  return TRUE;
}

/* One page an idle, so that the window stays responsive meanwhile. */
static gboolean
build_next_page (gpointer user_data)
{
  UmpireWindow *self = user_data;
  g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (self->stack));

  for (guint i = 0; i < g_list_model_get_n_items (pages); i++)
    {
      g_autoptr(GObject) page = g_list_model_get_item (pages, i);

      if (_umpire_window_ensure_page (self, gtk_stack_page_get_child (GTK_STACK_PAGE (page))))
        return G_SOURCE_CONTINUE;
    }
  self->build_pages_id = 0;
  return G_SOURCE_REMOVE;
}

gboolean
_umpire_window_is_procedure_page (UmpireWindow *self,
                   GtkWidget    *child)
{
  return child == GTK_WIDGET (self->setup_1916_bin) || child == GTK_WIDGET (self->weltkrieg_combat_bin) ||
         child == GTK_WIDGET (self->weltkrieg_compare_bin) || child == GTK_WIDGET (self->hq_reserves_bin) ||
         child == GTK_WIDGET (self->west_front_bin) || child == GTK_WIDGET (self->miniatures_bin);
}

void
_umpire_window_build_pages_later (UmpireWindow *self)
{
  if (self->build_pages_id == 0)
    self->build_pages_id = g_idle_add_full (G_PRIORITY_LOW, build_next_page, self, NULL);
}
