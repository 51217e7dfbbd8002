/* umpire-era-choice.c: the drop-down of the Combat Results Table's eras
 *
 * The combat page and the What-If page choose an era and a terrain the
 * same way; a rule pack's era with no span of years shows its name, cut
 * short. Each item is a label with its id behind it (umpire_choice_list_new),
 * which the page's field rows read.
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

/* The rows' labels, each with its id behind it. */
static GtkStringList *
rows_choice_list (UmpireRules *rules,
                  const char  *table_id,
                  GPtrArray   *rows)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();
  g_auto(GStrv) all_ids = NULL;
  g_auto(GStrv) all_labels = NULL;

  for (guint i = 0; i < rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (rows, i);
      g_autofree char *label = table != NULL ? umpire_row_dup_display_label (table, row) : g_strdup (row->id);

      g_strv_builder_add (labels, label);
      g_strv_builder_add (ids, row->id);
    }
  all_ids = g_strv_builder_end (ids);
  all_labels = g_strv_builder_end (labels);
  return umpire_choice_list_new ((const char * const *) all_ids, (const char * const *) all_labels);
}

void
umpire_era_choice_fill (GtkDropDown *dropdown,
                        UmpireRules *rules)
{
  g_autoptr(GPtrArray) eras = NULL;
  g_autoptr(GtkStringList) names = NULL;
  g_autoptr(GStrvBuilder) spans = g_strv_builder_new ();
  g_autoptr(GtkListItemFactory) button = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) list = NULL;

  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));
  g_return_if_fail (UMPIRE_IS_RULES (rules));

  eras = umpire_weltkrieg_dup_eras (rules);
  names = rows_choice_list (rules, ERAS_TABLE, eras);
  list = umpire_choice_list_factory_new (G_OBJECT (dropdown), FALSE);
  for (guint i = 0; i < eras->len; i++)
    {
      const UmpireRow *era = g_ptr_array_index (eras, i);

      g_strv_builder_add (spans, era->item_value != NULL ? era->item_value : "");
    }
  g_signal_connect (button, "setup", G_CALLBACK (setup_button), NULL);
  g_signal_connect_data (button, "bind", G_CALLBACK (bind_button), g_strv_builder_end (spans),
                         (GClosureNotify) (void (*) (void)) g_strfreev, 0);
  gtk_drop_down_set_factory (dropdown, button);
  gtk_drop_down_set_list_factory (dropdown, list);
  gtk_drop_down_set_model (dropdown, G_LIST_MODEL (names));
}

void
umpire_terrain_choice_fill (GtkDropDown *dropdown,
                            UmpireRules *rules)
{
  g_autoptr(GPtrArray) terrains = NULL;
  g_autoptr(GtkStringList) labels = NULL;

  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));
  g_return_if_fail (UMPIRE_IS_RULES (rules));

  terrains = umpire_weltkrieg_dup_terrains (rules);
  labels = rows_choice_list (rules, "weltkrieg.terrain", terrains);
  gtk_drop_down_set_model (dropdown, G_LIST_MODEL (labels));
}
