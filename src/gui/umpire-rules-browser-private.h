/* umpire-rules-browser-private.h: the rules browser's parts, for its files
 *
 * umpire-rules-browser.c is the widget and its API; -list.c the list of
 * entries and the search; -table.c the entry shown as a grid; -notes.c
 * what is read beside the grid (the printed notes, the reading notes on
 * reconstructed and ambiguous cells, their legend).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-rules-browser.h"
#include "umpire-split-view.h"

G_BEGIN_DECLS

#define RECONSTRUCTED_MARK "†"
#define AMBIGUOUS_MARK     "‡"

struct _UmpireRulesBrowser
{
  GtkWidget          parent_instance;

  UmpireRules       *rules;
  char              *selected_id;
  GHashTable        *rows_by_id;  /* table id -> GtkListBoxRow (owned by the list) */
  GHashTable        *cells;       /* "row\x1fcolumn" -> GtkLabel (owned by the grid) */
  char              *search_key;  /* casefolded search text, or NULL */
  GPtrArray         *pending;     /* const UmpireTable* whose rows come after the first frame */
  gboolean           can_go_back;

  UmpireSplitView        *split_view;
  GtkWidget         *list_pane;
  GtkSearchEntry    *search_entry;
  GtkStack          *list_stack;
  GtkListBox        *table_list;
  GtkStack          *detail_stack;
  GtkScrolledWindow *detail_scroller;
  GtkLabel          *kind_label;
  GtkLabel          *title_label;
  GtkLabel          *source_label;
  GtkWidget         *overrides_box;
  GtkLabel          *overrides_label;
  GtkBox            *notes_box;
  GtkGrid           *grid;
  GtkWidget         *legend_box;
  GtkWidget         *legend_reconstructed;
  GtkWidget         *legend_ambiguous;
  GtkExpander       *readings_expander;
  GtkBox            *readings_box;
};

/* umpire-rules-browser-list.c */
void               _umpire_rules_browser_init_list    (UmpireRulesBrowser *self);
void               _umpire_rules_browser_rebuild_list (UmpireRulesBrowser *self);
void               _umpire_rules_browser_finish_rows  (UmpireRulesBrowser *self);
gboolean           _umpire_rules_browser_select_row   (UmpireRulesBrowser *self,
                                                       const char         *table_id);
void               _umpire_rules_browser_apply_search (UmpireRulesBrowser *self);
const UmpireTable *_umpire_rules_browser_row_get_table (UmpireRulesBrowser *self,
                                                        GtkListBoxRow      *row);

/* umpire-rules-browser-table.c; table NULL: none */
void               _umpire_rules_browser_show_table   (UmpireRulesBrowser *self,
                                                       const UmpireTable  *table);
char              *_umpire_rules_browser_cell_key     (const char         *row_id,
                                                       const char         *column_id);

/* umpire-rules-browser-notes.c */
char              *_umpire_rules_browser_describe_reading (const UmpireProvenance *prov);
void               _umpire_rules_browser_clear_notes      (UmpireRulesBrowser     *self);
void               _umpire_rules_browser_show_notes       (UmpireRulesBrowser     *self,
                                                           const UmpireTable      *table);
void               _umpire_rules_browser_add_reading_note (UmpireRulesBrowser     *self,
                                                           const char             *where,
                                                           const UmpireProvenance *prov);
void               _umpire_rules_browser_show_readings    (UmpireRulesBrowser     *self,
                                                           gboolean                has_reconstructed,
                                                           gboolean                has_ambiguous,
                                                           guint                   n_readings);

G_END_DECLS
