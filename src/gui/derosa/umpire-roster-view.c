/* umpire-roster-view.c: the units on the table, and a form adding one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-form.h"
#include "umpire-input-error.h"
#include "umpire-roster-row.h"
#include "umpire-roster-view.h"

struct _UmpireRosterView
{
  GtkWidget     parent_instance;

  GListStore   *roster;
  UmpireRules  *rules;

  GtkListBox   *roster_list;
  AdwEntryRow  *roster_name, *roster_figures;
  AdwComboRow  *roster_nation, *roster_type;
  GtkSwitch    *roster_trained, *roster_veteran;
  GtkWidget    *roster_add;
  GtkLabel     *name_error, *figures_error;
};

G_DEFINE_FINAL_TYPE (UmpireRosterView, umpire_roster_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ROSTER,
  PROP_RULES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_UNIT_ADDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_add_clicked (UmpireRosterView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireRosterUnit) unit = NULL;
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->roster_name))));
  const char *nation = umpire_roster_nation_row_get_nation (self->roster_nation);
  const char *figures_text = gtk_editable_get_text (GTK_EDITABLE (self->roster_figures));
  guint type = adw_combo_row_get_selected (self->roster_type);
  guint64 figures = 0;

  umpire_form_clear_error (GTK_WIDGET (self->roster_name));
  umpire_form_clear_error (GTK_WIDGET (self->roster_figures));
  gtk_widget_set_visible (GTK_WIDGET (self->name_error), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->figures_error), FALSE);
  if (*name == '\0')
    {
      umpire_input_error (&error, UMPIRE_INPUT_ERROR_INVALID, "name", _("give the unit a name"));
      umpire_form_mark_error (GTK_WIDGET (self->roster_name), self->name_error, error);
      return;
    }
  if (!g_ascii_string_to_unsigned (figures_text, 10, 1, G_MAXINT, &figures, NULL))
    {
      umpire_input_error (&error, UMPIRE_INPUT_ERROR_INVALID, "figures", _("enter a whole number of 1 or more"));
      umpire_form_mark_error (GTK_WIDGET (self->roster_figures), self->figures_error, error);
      return;
    }
  unit = umpire_roster_unit_new (name, nation, umpire_unit_type_nth (type)->id, (guint) figures);
  umpire_roster_unit_set_trained (unit, gtk_switch_get_active (self->roster_trained));
  umpire_roster_unit_set_veteran (unit, gtk_switch_get_active (self->roster_veteran));
  g_signal_emit (self, signals[SIGNAL_UNIT_ADDED], 0, unit);
  gtk_editable_set_text (GTK_EDITABLE (self->roster_name), "");
}

static void
umpire_roster_view_constructed (GObject *object)
{
  UmpireRosterView *self = UMPIRE_ROSTER_VIEW (object);
  GtkWidget *placeholder;

  G_OBJECT_CLASS (umpire_roster_view_parent_class)->constructed (object);

  umpire_roster_nation_row_fill (self->roster_nation, self->rules);
  placeholder = gtk_label_new (_("No units yet. Add the units on the table below."));
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 12);
  gtk_widget_set_margin_bottom (placeholder, 12);
  gtk_list_box_set_placeholder (self->roster_list, placeholder);
  /* Enter in the form adding a unit adds it (the units' list has no field). */
  umpire_form_submit_on_enter (GTK_WIDGET (self), self->roster_add);
}

static void
umpire_roster_view_dispose (GObject *object)
{
  UmpireRosterView *self = UMPIRE_ROSTER_VIEW (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_ROSTER_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->roster);
  g_clear_object (&self->rules);
  G_OBJECT_CLASS (umpire_roster_view_parent_class)->dispose (object);
}

static void
umpire_roster_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  UmpireRosterView *self = UMPIRE_ROSTER_VIEW (object);

  switch (prop_id)
    {
    case PROP_ROSTER: g_value_set_object (value, self->roster); break;
    case PROP_RULES: g_value_set_object (value, self->rules); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_roster_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  UmpireRosterView *self = UMPIRE_ROSTER_VIEW (object);

  switch (prop_id)
    {
    case PROP_ROSTER: umpire_roster_view_set_roster (self, g_value_get_object (value)); break;
    case PROP_RULES: self->rules = g_value_dup_object (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_roster_view_class_init (UmpireRosterViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_roster_view_constructed;
  object_class->dispose = umpire_roster_view_dispose;
  object_class->get_property = umpire_roster_view_get_property;
  object_class->set_property = umpire_roster_view_set_property;

  properties[PROP_ROSTER] =
    g_param_spec_object ("roster", NULL, NULL, G_TYPE_LIST_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL, UMPIRE_TYPE_RULES,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A unit the form checked: the page adds it to the roster. */
  signals[SIGNAL_UNIT_ADDED] =
    g_signal_new ("unit-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, UMPIRE_TYPE_ROSTER_UNIT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/umpire_wargames/Umpire/ui/umpire-roster-view.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, UmpireRosterView, name)
  CHILD (roster_list); CHILD (roster_name); CHILD (roster_nation); CHILD (roster_figures);
  CHILD (roster_type); CHILD (roster_trained); CHILD (roster_veteran); CHILD (roster_add); CHILD (name_error); CHILD (figures_error);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, on_add_clicked);
}

static void
umpire_roster_view_init (UmpireRosterView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
umpire_roster_view_new (GListStore  *roster,
                        UmpireRules *rules)
{
  g_return_val_if_fail (G_IS_LIST_STORE (roster), NULL);
  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);

  /* The rules first: the roster's rows name nations from them. */
  return g_object_new (UMPIRE_TYPE_ROSTER_VIEW, "rules", rules, "roster", roster, NULL);
}

void
umpire_roster_view_set_roster (UmpireRosterView *self,
                               GListStore       *roster)
{
  g_return_if_fail (UMPIRE_IS_ROSTER_VIEW (self));
  g_return_if_fail (roster == NULL || G_IS_LIST_STORE (roster));

  if (!g_set_object (&self->roster, roster))
    return;
  if (roster != NULL)
    umpire_roster_list_bind (self->roster_list, roster, self->rules);
  else
    gtk_list_box_bind_model (self->roster_list, NULL, NULL, NULL, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROSTER]);
}
