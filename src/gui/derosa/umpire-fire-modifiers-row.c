/* umpire-fire-modifiers-row.c: De Rosa's fire modifiers, a switch each
 *
 * A collapsed expander row still measures its rows whenever the page is
 * laid out, and these rows (a name, an effect and a rule each, wrapped)
 * took a third of the miniatures page's start-up (bench/run): they are
 * built when the row is first opened (or a switch is asked for), and shown,
 * so measured, only while it is open or opening. Which modifiers are on is
 * kept apart from the switches, so it is there before they are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-derosa.h"
#include "umpire-fire-modifiers-row.h"
#include "umpire-width-first-layout.h"

struct _UmpireFireModifiersRow
{
  AdwExpanderRow  parent_instance;

  UmpireRules    *rules;      /* owns the modifiers' rows */
  GPtrArray      *modifiers;  /* const UmpireRow*, the database's order */
  GHashTable     *active;     /* ids of the modifiers switched on (a set) */
  GPtrArray      *switches;   /* GtkSwitch, one a modifier once built */
  GPtrArray      *rows;       /* AdwActionRow, one a switch */
  GtkRevealer    *revealer;   /* the expander's, around the rows */
};

G_DEFINE_FINAL_TYPE (UmpireFireModifiersRow, umpire_fire_modifiers_row, ADW_TYPE_EXPANDER_ROW)

/* The subtitle says which are on. */
static void
update_summary (UmpireFireModifiersRow *self)
{
  g_autoptr(GString) summary = g_string_new (NULL);
  g_autofree char *escaped = NULL;

  for (guint i = 0; i < self->modifiers->len; i++)
    {
      const UmpireRow *modifier = g_ptr_array_index (self->modifiers, i);

      if (g_hash_table_contains (self->active, modifier->id))
        g_string_append_printf (summary, "%s%s", summary->len ? ", " : "", modifier->label);
    }
  escaped = g_markup_escape_text (summary->len ? summary->str : _("None"), -1);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), escaped);
}

static void
on_switched (UmpireFireModifiersRow *self,
             GParamSpec             *pspec,
             GtkSwitch              *toggle)
{
  const char *id = g_object_get_data (G_OBJECT (toggle), "modifier");

  if (gtk_switch_get_active (toggle))
    g_hash_table_add (self->active, (gpointer) id);
  else
    g_hash_table_remove (self->active, id);
  update_summary (self);
}

static void
update_rows_shown (UmpireFireModifiersRow *self)
{
  gboolean open = adw_expander_row_get_expanded (ADW_EXPANDER_ROW (self)) ||
                  (self->revealer != NULL && gtk_revealer_get_child_revealed (self->revealer));

  for (guint i = 0; i < self->rows->len; i++)
    gtk_widget_set_visible (g_ptr_array_index (self->rows, i), open);
}

static void
add_modifier (UmpireFireModifiersRow *self,
              const UmpireRow        *modifier)
{
  const UmpireCell *effect = umpire_row_cell (modifier, 0);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", effect ? effect->text : "", modifier->prov.rule);

  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_switch_set_active (GTK_SWITCH (toggle), g_hash_table_contains (self->active, modifier->id));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  g_object_set_data (G_OBJECT (toggle), "modifier", (gpointer) modifier->id);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), modifier->label);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  umpire_width_first_action_row (row);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self), row);
  g_signal_connect_object (toggle, "notify::active", G_CALLBACK (on_switched), self, G_CONNECT_SWAPPED);
  g_ptr_array_add (self->switches, toggle);
  g_ptr_array_add (self->rows, row);
}

static void
ensure_rows (UmpireFireModifiersRow *self)
{
  if (self->rows->len > 0 || self->modifiers->len == 0)
    return;
  for (guint i = 0; i < self->modifiers->len; i++)
    add_modifier (self, g_ptr_array_index (self->modifiers, i));
  /* Closing hides the rows once the expander has slid shut. */
  self->revealer = GTK_REVEALER (gtk_widget_get_ancestor (g_ptr_array_index (self->rows, 0), GTK_TYPE_REVEALER));
  if (self->revealer != NULL)
    g_signal_connect_object (self->revealer, "notify::child-revealed", G_CALLBACK (update_rows_shown), self,
                             G_CONNECT_SWAPPED);
  update_rows_shown (self);
}

static void
on_expanded (UmpireFireModifiersRow *self)
{
  ensure_rows (self);
  update_rows_shown (self);
}

static void
umpire_fire_modifiers_row_finalize (GObject *object)
{
  UmpireFireModifiersRow *self = UMPIRE_FIRE_MODIFIERS_ROW (object);

  /* The switches are gone: the ids they and the set borrow go now. */
  g_clear_pointer (&self->active, g_hash_table_unref);
  g_clear_pointer (&self->switches, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->modifiers, g_ptr_array_unref);
  g_clear_object (&self->rules);
  G_OBJECT_CLASS (umpire_fire_modifiers_row_parent_class)->finalize (object);
}

static void
umpire_fire_modifiers_row_class_init (UmpireFireModifiersRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = umpire_fire_modifiers_row_finalize;
}

static void
umpire_fire_modifiers_row_init (UmpireFireModifiersRow *self)
{
  self->active = g_hash_table_new (g_str_hash, g_str_equal);
  self->switches = g_ptr_array_new ();
  self->rows = g_ptr_array_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), _("Die roll modifications and fire modifiers"));
}

GtkWidget *
umpire_fire_modifiers_row_new (UmpireRules *rules)
{
  UmpireFireModifiersRow *self;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);

  self = g_object_new (UMPIRE_TYPE_FIRE_MODIFIERS_ROW, NULL);
  self->rules = g_object_ref (rules);
  self->modifiers = umpire_derosa_fire_modifiers (rules, NULL);
  if (self->modifiers == NULL)
    self->modifiers = g_ptr_array_new ();
  g_signal_connect (self, "notify::expanded", G_CALLBACK (on_expanded), NULL);
  update_summary (self);
  return GTK_WIDGET (self);
}

GStrv
umpire_fire_modifiers_row_dup_active (UmpireFireModifiersRow *self)
{
  g_autoptr(GStrvBuilder) active = g_strv_builder_new ();

  g_return_val_if_fail (UMPIRE_IS_FIRE_MODIFIERS_ROW (self), NULL);

  for (guint i = 0; i < self->modifiers->len; i++)
    {
      const UmpireRow *modifier = g_ptr_array_index (self->modifiers, i);

      if (g_hash_table_contains (self->active, modifier->id))
        g_strv_builder_add (active, modifier->id);
    }
  return g_strv_builder_end (active);
}

GtkSwitch *
umpire_fire_modifiers_row_get_switch (UmpireFireModifiersRow *self,
                                      const char             *id)
{
  g_return_val_if_fail (UMPIRE_IS_FIRE_MODIFIERS_ROW (self), NULL);

  ensure_rows (self);
  for (guint i = 0; i < self->switches->len; i++)
    if (g_strcmp0 (g_object_get_data (g_ptr_array_index (self->switches, i), "modifier"), id) == 0)
      return g_ptr_array_index (self->switches, i);
  return NULL;
}
