/* umpire-preferences-window.c: the umpire's choices, kept in GSettings
 *
 * Each row shows a key of the app's schema; the choices of the rules
 * (eras, scales, optional rules) come from the rules database. What each
 * choice changes: the window follows "dice-source", "paper-size",
 * "table-scale", "default-era" and "optional-rules"; the application
 * "color-scheme".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-labels.h"
#include "umpire-preferences-window.h"
#include "umpire-rules-labels.h"
#include "umpire-weltkrieg.h"
#include "umpire-form.h"

struct _UmpirePreferencesWindow
{
  UmpirePreferencesBase parent_instance;

  AdwComboRow          *dice_row;
  AdwComboRow          *scale_row;
  AdwComboRow          *era_row;
  AdwComboRow          *paper_row;
  AdwComboRow          *style_row;
  AdwComboRow          *type_row;
  AdwPreferencesGroup  *optional_group;

  GSettings            *settings;
  GPtrArray            *choices;   /* Choice*, freed with the window */
};

G_DEFINE_FINAL_TYPE (UmpirePreferencesWindow, umpire_preferences_window, UMPIRE_TYPE_PREFERENCES_BASE)

/* A combo row showing a string key: the ids behind its labels. */
typedef struct
{
  GSettings   *settings;
  char        *key;
  GStrv        ids;
  AdwComboRow *row;      /* the window's: it outlives the choice's handlers */
} Choice;

static void
choice_free (gpointer data)
{
  Choice *choice = data;

  g_object_unref (choice->settings);
  g_free (choice->key);
  g_strfreev (choice->ids);
  g_free (choice);
}

static void
show_choice (GSettings  *settings,
             const char *key,
             Choice     *choice)
{
  AdwComboRow *row = choice->row;
  g_autofree char *value = g_settings_get_string (choice->settings, choice->key);

  for (guint i = 0; choice->ids[i] != NULL; i++)
    if (g_str_equal (choice->ids[i], value))
      {
        if (adw_combo_row_get_selected (row) != i)
          adw_combo_row_set_selected (row, i);
        return;
      }
}

static void
on_choice_selected (AdwComboRow *row,
                    GParamSpec  *pspec,
                    Choice      *choice)
{
  guint selected = adw_combo_row_get_selected (row);

  if (selected < g_strv_length (choice->ids))
    g_settings_set_string (choice->settings, choice->key, choice->ids[selected]);
}

/* The choice made, beside the row's title: wrapped, never cut to "U…" on
 * a phone, where the title and its explanation take the room. */
static void
setup_shown_choice (GtkSignalListItemFactory *factory,
                    GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 18);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_list_item_set_child (item, label);
}

static void
bind_shown_choice (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  GObject *choice = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       GTK_IS_STRING_OBJECT (choice) ? gtk_string_object_get_string (GTK_STRING_OBJECT (choice)) : "");
}

static void
bind_choice (UmpirePreferencesWindow *self,
             AdwComboRow             *row,
             const char              *key,
             GStrv                    ids,
             GStrv                    labels)
{
  Choice *choice = g_new0 (Choice, 1);
  g_autoptr(GtkStringList) model = gtk_string_list_new ((const char * const *) labels);
  g_autofree char *signal = g_strconcat ("changed::", key, NULL);
  g_autoptr(GtkListItemFactory) shown = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) list = umpire_choice_list_factory_new (G_OBJECT (row), TRUE);

  choice->settings = g_object_ref (self->settings);
  choice->key = g_strdup (key);
  choice->ids = ids;
  choice->row = row;
  g_ptr_array_add (self->choices, choice);
  g_signal_connect (shown, "setup", G_CALLBACK (setup_shown_choice), NULL);
  g_signal_connect (shown, "bind", G_CALLBACK (bind_shown_choice), NULL);
  adw_combo_row_set_factory (row, shown);
  adw_combo_row_set_list_factory (row, list);
  adw_combo_row_set_model (row, G_LIST_MODEL (model));
  show_choice (self->settings, key, choice);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_choice_selected), choice);
  g_signal_connect (self->settings, signal, G_CALLBACK (show_choice), choice);
}

/* The ids and labels of a rules table's rows (or of a list's items). */
static void
rows_of (UmpireRules  *rules,
         const char   *table_id,
         GStrv        *ids,
         GStrv        *labels)
{
  const UmpireTable *table = rules ? umpire_rules_get_table (rules, table_id) : NULL;
  g_autoptr(GStrvBuilder) id_builder = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) label_builder = g_strv_builder_new ();

  for (guint i = 0; table != NULL && i < table->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);
      g_autofree char *label = umpire_rules_label_for (rules, table_id, row->id);

      g_strv_builder_add (id_builder, row->id);
      g_strv_builder_add (label_builder, label ? label : row->id);
    }
  *ids = g_strv_builder_end (id_builder);
  *labels = g_strv_builder_end (label_builder);
}

static void
on_optional_toggled (GtkSwitch  *toggle,
                     GParamSpec *pspec,
                     GSettings  *settings)
{
  const char *rule = g_object_get_data (G_OBJECT (toggle), "umpire-rule");
  g_auto(GStrv) now = g_settings_get_strv (settings, "optional-rules");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) next = NULL;

  for (guint i = 0; now[i] != NULL; i++)
    if (!g_str_equal (now[i], rule))
      g_strv_builder_add (builder, now[i]);
  if (gtk_switch_get_active (toggle))
    g_strv_builder_add (builder, rule);
  next = g_strv_builder_end (builder);
  g_settings_set_strv (settings, "optional-rules", (const char * const *) next);
}

static void
add_optional_rules (UmpirePreferencesWindow *self,
                    UmpireRules             *rules)
{
  const UmpireTable *list = rules ? umpire_rules_get_table (rules, "1916.optional-rules") : NULL;
  g_auto(GStrv) on = g_settings_get_strv (self->settings, "optional-rules");
  GtkWidget *expander = adw_expander_row_new ();
  guint n_on = 0;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Optional rules"));
  for (guint i = 0; list != NULL && i < list->rows->len; i++)
    {
      const UmpireRow *item = g_ptr_array_index (list->rows, i);
      g_autofree char *label = umpire_rules_label_for (rules, "1916.optional-rules", item->id);
      /* TRANSLATORS: the number of an optional rule, e.g. "Rule 101" */
      g_autofree char *number = g_strdup_printf (_("Rule %s"), item->id);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *toggle = gtk_switch_new ();
      gboolean active = g_strv_contains ((const char * const *) on, item->id);

      /* The rules' text, not markup ("French & Commonwealth"). */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label ? label : item->id);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), number);
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      gtk_switch_set_active (GTK_SWITCH (toggle), active);
      g_object_set_data_full (G_OBJECT (toggle), "umpire-rule", g_strdup (item->id), g_free);
      g_signal_connect_object (toggle, "notify::active", G_CALLBACK (on_optional_toggled), self->settings, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      /* Read by the row's title (the activatable widget is labelled by
       * it; a name of its own besides read "Scouts Scouts" on GTK 4.8). */
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
      n_on += active;
    }
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander),
                                 n_on == 0 ? _("None on at the start")
                                           : _("Some on at the start: see the list"));
  /* Its rows and its own header row (umpire-form.h). */
  umpire_form_set_up (expander);
  adw_preferences_group_add (self->optional_group, expander);
}

static void
umpire_preferences_window_dispose (GObject *object)
{
  UmpirePreferencesWindow *self = UMPIRE_PREFERENCES_WINDOW (object);

  /* The rows go with the template: their choices stop first. */
  if (self->settings != NULL)
    for (guint i = 0; i < self->choices->len; i++)
      {
        Choice *choice = g_ptr_array_index (self->choices, i);

        g_signal_handlers_disconnect_by_data (self->settings, choice);
        g_signal_handlers_disconnect_by_data (choice->row, choice);
      }
  g_ptr_array_set_size (self->choices, 0);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (umpire_preferences_window_parent_class)->dispose (object);
}

static void
umpire_preferences_window_finalize (GObject *object)
{
  UmpirePreferencesWindow *self = UMPIRE_PREFERENCES_WINDOW (object);

  g_ptr_array_unref (self->choices);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (umpire_preferences_window_parent_class)->finalize (object);
}

static void
umpire_preferences_window_class_init (UmpirePreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_preferences_window_dispose;
  object_class->finalize = umpire_preferences_window_finalize;

  umpire_compat_set_template (widget_class, RESOURCE_BASE "/ui/umpire-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpirePreferencesWindow, dice_row);
  gtk_widget_class_bind_template_child (widget_class, UmpirePreferencesWindow, scale_row);
  gtk_widget_class_bind_template_child (widget_class, UmpirePreferencesWindow, era_row);
  gtk_widget_class_bind_template_child (widget_class, UmpirePreferencesWindow, paper_row);
  gtk_widget_class_bind_template_child (widget_class, UmpirePreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, UmpirePreferencesWindow, type_row);
  gtk_widget_class_bind_template_child (widget_class, UmpirePreferencesWindow, optional_group);
}

static void
umpire_preferences_window_init (UmpirePreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  umpire_form_set_up (GTK_WIDGET (self));
  umpire_form_name_search (GTK_WIDGET (self), _("Search Preferences"));
  self->choices = g_ptr_array_new_with_free_func (choice_free);
}

static GStrv
strv (const char *first,
      ...)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  va_list args;

  va_start (args, first);
  for (const char *s = first; s != NULL; s = va_arg (args, const char *))
    g_strv_builder_add (builder, s);
  va_end (args);
  return g_strv_builder_end (builder);
}

GtkWidget *
umpire_preferences_window_new (UmpireRules *rules,
                               GSettings   *settings)
{
  UmpirePreferencesWindow *self;
  GStrv ids, labels;

  g_return_val_if_fail (rules == NULL || UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (UMPIRE_TYPE_PREFERENCES_WINDOW, NULL);
  self->settings = g_object_ref (settings);

  labels = strv (_("Umpire rolls it"), _("Every die is rolled on the table and typed in"), NULL);
  bind_choice (self, self->dice_row, "dice-source", strv ("app", "table", NULL), labels);
  g_strfreev (labels);

  rows_of (rules, "1916.scales", &ids, &labels);
  bind_choice (self, self->scale_row, "table-scale", ids, labels);
  g_strfreev (labels);

  {
    g_autoptr(GPtrArray) eras = rules ? umpire_weltkrieg_dup_eras (rules) : NULL;
    g_autoptr(GStrvBuilder) id_builder = g_strv_builder_new ();
    g_autoptr(GStrvBuilder) label_builder = g_strv_builder_new ();

    for (guint i = 0; eras != NULL && i < eras->len; i++)
      {
        const UmpireRow *row = g_ptr_array_index (eras, i);
        g_autofree char *label = umpire_rules_label_for (rules, "weltkrieg.crt-eras", row->id);

        g_strv_builder_add (id_builder, row->id);
        g_strv_builder_add (label_builder, label ? label : row->id);
      }
    ids = g_strv_builder_end (id_builder);
    labels = g_strv_builder_end (label_builder);
    bind_choice (self, self->era_row, "default-era", ids, labels);
    g_strfreev (labels);
  }

  labels = strv (_("A4"), _("US Letter"), NULL);
  bind_choice (self, self->paper_row, "paper-size", strv ("a4", "letter", NULL), labels);
  g_strfreev (labels);

  labels = strv (_("Follow the system"), C_("style", "Light"), C_("style", "Dark"), NULL);
  bind_choice (self, self->style_row, "color-scheme", strv ("default", "light", "dark", NULL), labels);
  g_strfreev (labels);

  /* Translators: Larger Type: the result headline and charts at their usual size, 1.5 and 2 times */
  labels = strv (C_("type", "Normal"), C_("type", "150 %"), C_("type", "200 %"), NULL);
  bind_choice (self, self->type_row, "type-scale", strv ("100", "150", "200", NULL), labels);
  g_strfreev (labels);

  add_optional_rules (self, rules);
  return GTK_WIDGET (self);
}
