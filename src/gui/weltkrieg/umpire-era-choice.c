/* umpire-era-choice.c: the drop-down of the Combat Results Table's eras
 *
 * The combat page and the What-If page choose an era the same way; a
 * rule pack's era with no span of years shows its name, cut short.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-era-choice.h"
#include "umpire-labels.h"
#include "umpire-rules-labels.h"
#include "umpire-weltkrieg.h"

#define ERAS_TABLE "weltkrieg.crt-eras"

static void
setup_button (GtkSignalListItemFactory *factory,
              GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* Never wider than the window, whatever a rule pack calls its era. */
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
bind_button (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             GStrv                     spans)
{
  GtkLabel *label = GTK_LABEL (gtk_list_item_get_child (item));
  GObject *choice = gtk_list_item_get_item (item);
  guint position = gtk_list_item_get_position (item);
  const char *name = GTK_IS_STRING_OBJECT (choice) ? gtk_string_object_get_string (GTK_STRING_OBJECT (choice)) : "";

  if (position < g_strv_length (spans) && *spans[position] != '\0')
    gtk_label_set_label (label, spans[position]);
  else
    gtk_label_set_label (label, name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), name);
}

GStrv
umpire_era_choice_fill (GtkDropDown *dropdown,
                        UmpireRules *rules)
{
  g_autoptr(GPtrArray) eras = umpire_weltkrieg_dup_eras (rules);
  const UmpireTable *table = umpire_rules_get_table (rules, ERAS_TABLE);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) spans = g_strv_builder_new ();
  g_autoptr(GtkListItemFactory) button = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) list = umpire_choice_list_factory_new (G_OBJECT (dropdown), FALSE);

  g_return_val_if_fail (GTK_IS_DROP_DOWN (dropdown), NULL);
  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);

  for (guint i = 0; i < eras->len; i++)
    {
      const UmpireRow *era = g_ptr_array_index (eras, i);
      g_autofree char *name = table != NULL ? umpire_row_dup_display_label (table, era) : g_strdup (era->id);

      gtk_string_list_append (names, name);
      g_strv_builder_add (ids, era->id);
      g_strv_builder_add (spans, era->item_value != NULL ? era->item_value : "");
    }
  g_signal_connect (button, "setup", G_CALLBACK (setup_button), NULL);
  g_signal_connect_data (button, "bind", G_CALLBACK (bind_button), g_strv_builder_end (spans),
                         (GClosureNotify) (void (*) (void)) g_strfreev, 0);
  gtk_drop_down_set_factory (dropdown, button);
  gtk_drop_down_set_list_factory (dropdown, list);
  gtk_drop_down_set_model (dropdown, G_LIST_MODEL (names));
  return g_strv_builder_end (ids);
}
