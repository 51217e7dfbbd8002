/* umpire-labels.h: what people read for the ids of the rules database
 *
 * Forms keep the database's ids behind their widgets and show labels (see
 * umpire-procedure.h for those of the rules database); the log shows the
 * inputs of past events with them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "umpire-procedure.h"
#include "umpire-catalogue.h"

G_BEGIN_DECLS

/* The choices of a page's GtkDropDown: the labels people read (what the
 * factories below and the drop-down's search show), each item carrying
 * the id behind it (`ids[i]`; "" for a choice of none), which a field row
 * (umpire-field-row.h) reads and chooses by. */
GtkStringList      *umpire_choice_list_new           (const char * const *ids,
                                                       const char * const *labels);
/* The id behind an item of such a list ("" for the choice of none), or
 * NULL for an item of another list. */
const char         *umpire_choice_get_id             (GObject            *item);

/* Factories for the choices of a GtkDropDown or AdwComboRow (`owner`, whose
 * "selected" marks the choice made): the list shows each choice in full,
 * wrapped when `wrap`, with a check mark on the selected one... */
GtkListItemFactory *umpire_choice_list_factory_new   (GObject  *owner,
                                                       gboolean  wrap);
/* ...while the closed drop-down cuts a long one short rather than
 * widening the form. */
GtkListItemFactory *umpire_choice_button_factory_new (void);
/* ...or, for a choice worded as a short sentence (a convention, not a
 * name), wraps it onto a second line, all of it read, no wider than its
 * longest word. */
GtkListItemFactory *umpire_choice_button_factory_new_wrapped (void);

/* An AdwComboRow (`row`) that shows its choice as its subtitle
 * (use-subtitle), through its expression (which it needs: libadwaita 1.7
 * shows nothing without one), from now on: libadwaita 1.7 shows the choice
 * made before this call only once it changes. */
void                umpire_combo_row_show_choice_as_subtitle (GtkWidget *row);

/* Beside a die field: its dice in the umpire's notation ("1d6", German
 * "1W6") above what leaving it empty means, two lines at every width. */
GtkWidget          *umpire_dice_hint_new             (const char *expression);
/* The dice preference as die fields word it (the window sets it from
 * Preferences): hints, and the placeholders and tooltips handed to the
 * _follow functions, say "Umpire rolls an empty die" or "type the die off
 * the table", and change with it. */
void                umpire_die_words_set_table_only  (gboolean    table_only);
gboolean            umpire_die_words_get_table_only  (void);
void                umpire_die_placeholder_follow    (GtkEntry   *entry);
void                umpire_die_tooltip_follow        (GtkWidget  *widget);

G_END_DECLS
