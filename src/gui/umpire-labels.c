/* umpire-labels.c: what people read for the ids of the rules database
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "umpire-dice.h"
#include "umpire-labels.h"

/* ---- choices in drop-downs ----------------------------------------------- */

#define CHOICE_ID "umpire-choice-id"

GtkStringList *
umpire_choice_list_new (const char * const *ids,
                        const char * const *labels)
{
  GtkStringList *list = gtk_string_list_new (labels);

  g_return_val_if_fail (ids != NULL && labels != NULL, list);
  g_return_val_if_fail (g_strv_length ((GStrv) ids) == g_strv_length ((GStrv) labels), list);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (list), i);

      g_object_set_data_full (item, CHOICE_ID, g_strdup (ids[i]), g_free);
    }
  return list;
}

const char *
umpire_choice_get_id (GObject *item)
{
  return item != NULL ? g_object_get_data (item, CHOICE_ID) : NULL;
}

static void
update_check (GtkListItem *item)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));
  GObject *owner = g_object_get_data (G_OBJECT (item), "umpire-owner");
  guint selected = GTK_INVALID_LIST_POSITION;

  if (owner != NULL)
    g_object_get (owner, "selected", &selected, NULL);
  gtk_widget_set_opacity (check, selected == gtk_list_item_get_position (item) ? 1 : 0);
}

static void
setup_choice (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  wrap)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  if (GPOINTER_TO_INT (wrap))
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
    }
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
  g_object_set_data (G_OBJECT (item), "umpire-owner", g_object_get_data (G_OBJECT (factory), "umpire-owner"));
}

static void
bind_choice (GtkSignalListItemFactory *factory,
             GtkListItem              *item)
{
  GObject *owner = g_object_get_data (G_OBJECT (item), "umpire-owner");
  GObject *choice = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (gtk_list_item_get_child (item))),
                       GTK_IS_STRING_OBJECT (choice) ? gtk_string_object_get_string (GTK_STRING_OBJECT (choice)) : "");
  update_check (item);
  if (owner != NULL)
    g_signal_connect_object (owner, "notify::selected", G_CALLBACK (update_check), item, G_CONNECT_SWAPPED);
}

static void
unbind_choice (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GObject *owner = g_object_get_data (G_OBJECT (item), "umpire-owner");

  if (owner != NULL)
    g_signal_handlers_disconnect_by_func (owner, update_check, item);
}

GtkListItemFactory *
umpire_choice_list_factory_new (GObject  *owner,
                                gboolean  wrap)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_return_val_if_fail (G_IS_OBJECT (owner), factory);
  /* The owner holds the factory: no reference back. */
  g_object_set_data (G_OBJECT (factory), "umpire-owner", owner);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_choice), GINT_TO_POINTER (wrap));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_choice), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_choice), NULL);
  return factory;
}

static void
setup_button_choice (GtkSignalListItemFactory *factory,
                     GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* Labels differ most at their ends ("... for 1914 through 1916"). */
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_MIDDLE);
  gtk_list_item_set_child (item, label);
}

static void
setup_wrapped_button_choice (GtkSignalListItemFactory *factory,
                             GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* Ellipsized past two lines: without it the drop-down's box, which asks
   * for a width at its height, got the whole sentence's one-line width
   * and drew it past its edge. */
  gtk_label_set_lines (GTK_LABEL (label), 2);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
bind_button_choice (GtkSignalListItemFactory *factory,
                    GtkListItem              *item)
{
  GObject *choice = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);

  gtk_label_set_label (GTK_LABEL (label),
                       GTK_IS_STRING_OBJECT (choice) ? gtk_string_object_get_string (GTK_STRING_OBJECT (choice)) : "");
  /* Cut short, the whole choice is a hover away. */
  gtk_widget_set_tooltip_text (label, gtk_label_get_label (GTK_LABEL (label)));
}

GtkListItemFactory *
umpire_choice_button_factory_new (void)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_button_choice), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_button_choice), NULL);
  return factory;
}

GtkListItemFactory *
umpire_choice_button_factory_new_wrapped (void)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_wrapped_button_choice), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_button_choice), NULL);
  return factory;
}

/* ---- dice ------------------------------------------------------------------ */

/* What a die field says about an empty die follows the umpire's choice in
 * Preferences ("dice-source"): Umpire rolls it, or every die comes off the
 * table. The window sets the choice; every hint, placeholder and tooltip
 * made here follows it for as long as it lives. */
typedef enum {
  DIE_WORDS_HINT = 1,     /* a label: the dice over what empty means */
  DIE_WORDS_PLACEHOLDER,  /* an entry's placeholder */
  DIE_WORDS_TOOLTIP,      /* a field's tooltip */
} DieWordsKind;

static gboolean die_words_table_only;
static GPtrArray *die_words_followers;  /* GtkWidget *, weakly held */

#define DIE_WORDS_KIND_KEY "umpire-die-words-kind"
#define DIE_WORDS_DICE_KEY "umpire-die-words-dice"

static void
die_words_apply (GtkWidget *widget)
{
  DieWordsKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), DIE_WORDS_KIND_KEY));

  switch (kind)
    {
    case DIE_WORDS_HINT:
      {
        const char *dice = g_object_get_data (G_OBJECT (widget), DIE_WORDS_DICE_KEY);
        /* TRANSLATORS: beside a die field, under its dice ("1d6"): what leaving it empty means */
        const char *empty = die_words_table_only ? _("type the die off the table") : _("empty: Umpire rolls");
        g_autofree char *text = g_strdup_printf ("%s\n%s", dice != NULL ? dice : "", empty);

        gtk_label_set_label (GTK_LABEL (widget), text);
        break;
      }
    case DIE_WORDS_PLACEHOLDER:
      gtk_entry_set_placeholder_text (GTK_ENTRY (widget),
                                      die_words_table_only ? _("Die off the table") : _("Empty: Umpire rolls"));
      break;
    case DIE_WORDS_TOOLTIP:
    default:
      gtk_widget_set_tooltip_text (widget, die_words_table_only
                                   ? _("Type the value read off the table")
                                   : _("Type the value read off the table, or leave empty to have Umpire roll"));
      break;
    }
}

static void
die_words_forget (gpointer  data,
                  GObject  *gone)
{
  g_ptr_array_remove_fast (die_words_followers, gone);
}

static void
die_words_follow (GtkWidget    *widget,
                  DieWordsKind  kind)
{
  if (die_words_followers == NULL)
    die_words_followers = g_ptr_array_new ();
  if (g_object_get_data (G_OBJECT (widget), DIE_WORDS_KIND_KEY) == NULL)
    {
      g_ptr_array_add (die_words_followers, widget);
      g_object_weak_ref (G_OBJECT (widget), die_words_forget, NULL);
    }
  g_object_set_data (G_OBJECT (widget), DIE_WORDS_KIND_KEY, GINT_TO_POINTER (kind));
  die_words_apply (widget);
}

void
umpire_die_words_set_table_only (gboolean table_only)
{
  die_words_table_only = !!table_only;
  for (guint i = 0; die_words_followers != NULL && i < die_words_followers->len; i++)
    die_words_apply (g_ptr_array_index (die_words_followers, i));
}

gboolean
umpire_die_words_get_table_only (void)
{
  return die_words_table_only;
}

void
umpire_die_placeholder_follow (GtkEntry *entry)
{
  g_return_if_fail (GTK_IS_ENTRY (entry));
  die_words_follow (GTK_WIDGET (entry), DIE_WORDS_PLACEHOLDER);
}

void
umpire_die_tooltip_follow (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  die_words_follow (widget, DIE_WORDS_TOOLTIP);
}

/* Beside a die field, its dice above what leaving it empty means: "1d6" over
 * "empty: Umpire rolls" (German "1W6" over "leer: Umpire würfelt"), two
 * lines at every width. A wrapping label in an entry row is measured for
 * the row's height and took three; a one-line hint where there is room
 * took it from the field's title on a phone. */
GtkWidget *
umpire_dice_hint_new (const char *expression)
{
  GtkWidget *hint = gtk_label_new (NULL);

  g_object_set_data_full (G_OBJECT (hint), DIE_WORDS_DICE_KEY, umpire_dice_dup_for_people (expression), g_free);
  die_words_follow (hint, DIE_WORDS_HINT);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_widget_add_css_class (hint, "caption");
  gtk_label_set_justify (GTK_LABEL (hint), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (hint), 1);
  gtk_widget_set_valign (hint, GTK_ALIGN_CENTER);
  return hint;
}

void
umpire_combo_row_show_choice_as_subtitle (GtkWidget *row)
{
  GValue words = G_VALUE_INIT;
  GtkExpression *expression;
  gpointer item;

  g_return_if_fail (ADW_IS_COMBO_ROW (row));
  g_return_if_fail (adw_combo_row_get_expression (ADW_COMBO_ROW (row)) != NULL);

  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
  /* The choice already made, as the row words it. */
  expression = adw_combo_row_get_expression (ADW_COMBO_ROW (row));
  item = adw_combo_row_get_selected_item (ADW_COMBO_ROW (row));
  if (item != NULL && gtk_expression_evaluate (expression, item, &words))
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), g_value_get_string (&words));
      g_value_unset (&words);
    }
}
