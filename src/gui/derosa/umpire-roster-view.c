/* umpire-roster-view.c: the units on the table, and a form adding one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-battle-state.h"
#include "umpire-form.h"
#include "umpire-input-error.h"
#include "umpire-inputs.h"
#include "umpire-roster-row.h"
#include "umpire-roster-view.h"

struct _UmpireRosterView
{
  GtkWidget     parent_instance;

  GListStore   *roster;
  UmpireRules  *rules;
  UmpireScenario *scenario;        /* whose log the figures follow; may be NULL */
  UmpireRosterUnit *correcting;    /* the unit being corrected, or NULL */

  GtkListBox   *roster_list;
  AdwEntryRow  *roster_name, *roster_figures;
  AdwComboRow  *roster_nation, *roster_type;
  GtkSwitch    *roster_trained, *roster_veteran;
  GtkWidget    *roster_add;
  GtkLabel     *name_error, *figures_error;
  GtkWidget    *add_group;

  GtkWidget    *correct_box;
  AdwPreferencesGroup *correct_group;
  AdwEntryRow  *correct_figures, *correct_ammo, *correct_reason;
  AdwComboRow  *correct_morale;
  GtkLabel     *correct_figures_error, *correct_ammo_error, *correct_reason_error;
  GtkWidget    *correct_record;
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
  SIGNAL_UNIT_CORRECTED,
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

/* ---- a unit corrected by hand ------------------------------------------ */

static const UmpireDerosaMorale morale_states[] = { UMPIRE_DEROSA_GOOD, UMPIRE_DEROSA_SHAKEN, UMPIRE_DEROSA_ROUTED };

static void
clear_correct_errors (UmpireRosterView *self)
{
  umpire_form_clear_error (GTK_WIDGET (self->correct_figures));
  umpire_form_clear_error (GTK_WIDGET (self->correct_ammo));
  umpire_form_clear_error (GTK_WIDGET (self->correct_reason));
  gtk_widget_set_visible (GTK_WIDGET (self->correct_figures_error), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->correct_ammo_error), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->correct_reason_error), FALSE);
}

static void
close_correction (UmpireRosterView *self)
{
  clear_correct_errors (self);
  g_clear_object (&self->correcting);
  gtk_widget_set_visible (self->correct_box, FALSE);
}

static void
on_correct_cancel (UmpireRosterView *self)
{
  close_correction (self);
}

/* The unit being corrected as the log leaves it, over its fields; again
 * whenever the log changes (a result recorded, undone) while they are open. */
static void
describe_correction (UmpireRosterView *self)
{
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  g_autofree char *figures_text = NULL;
  UmpireDerosaMorale morale;
  guint figures;

  if (self->correcting == NULL)
    return;
  umpire_roster_unit_get_now (self->correcting, self->scenario, &figures, &morale, NULL);
  figures_text = umpire_roster_unit_dup_figures_text (self->correcting, figures);
  /* TRANSLATORS: the title over the fields correcting a roster unit by hand */
  title = g_strdup_printf (_("Correct “%s”"), umpire_roster_unit_get_name (self->correcting));
  /* TRANSLATORS: under "Correct “IR 169”": the unit as the log leaves it ("7 of 12 figures", "Shaken") */
  description = g_strdup_printf (_("As the log leaves it: %s, %s. The correction is recorded in the log with "
                                   "its reason, later results that read the unit follow it, and Undo takes it "
                                   "back."), figures_text, umpire_derosa_morale_label (morale));
  adw_preferences_group_set_title (self->correct_group, title);
  adw_preferences_group_set_description (self->correct_group, description);
}

/* "Correct…" on a unit's row: its figures, morale and fire turns as the
 * log leaves them, to change, and a reason. */
static void
open_correction (UmpireRosterUnit *unit,
                 gpointer          data)
{
  UmpireRosterView *self = data;
  g_autofree char *number = NULL;
  UmpireDerosaMorale morale;
  guint figures, ammo;
  gboolean battery;

  g_set_object (&self->correcting, unit);
  describe_correction (self);
  umpire_roster_unit_get_now (unit, self->scenario, &figures, &morale, &ammo);
  clear_correct_errors (self);
  number = g_strdup_printf ("%u", figures);
  gtk_editable_set_text (GTK_EDITABLE (self->correct_figures), number);
  for (guint i = 0; i < G_N_ELEMENTS (morale_states); i++)
    if (morale_states[i] == morale)
      adw_combo_row_set_selected (self->correct_morale, i);
  /* Fire turns are a battery's. */
  battery = g_str_equal (umpire_unit_type_of (unit)->weapon, "field-gun") || ammo > 0;
  g_free (number);
  number = g_strdup_printf ("%u", ammo);
  gtk_editable_set_text (GTK_EDITABLE (self->correct_ammo), number);
  gtk_widget_set_visible (GTK_WIDGET (self->correct_ammo), battery);
  gtk_editable_set_text (GTK_EDITABLE (self->correct_reason), "");
  gtk_widget_set_visible (self->correct_box, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->correct_figures));
}

/* The error under the field it names: the reason's, the fire turns', else
 * the figures' (a unit no longer on the roster, nothing changed). */
static void
show_correct_error (UmpireRosterView *self,
                    const GError     *error)
{
  g_autofree char *field = umpire_input_error_field (error);
  AdwEntryRow *row = self->correct_figures;
  GtkLabel *label = self->correct_figures_error;

  if (g_strcmp0 (field, "reason") == 0)
    row = self->correct_reason, label = self->correct_reason_error;
  else if (g_strcmp0 (field, "ammo-used") == 0)
    row = self->correct_ammo, label = self->correct_ammo_error;
  umpire_form_mark_error (GTK_WIDGET (row), label, error);
  /* The field to put right, in view. */
  gtk_widget_grab_focus (GTK_WIDGET (row));
}

/* A count typed into `row`, read as the correction's input `name` reads it
 * (its range from derosa.correction). */
static gboolean
read_count (UmpireRosterView *self,
            AdwEntryRow      *row,
            const char       *name,
            guint            *out,
            GError          **error)
{
  g_autoptr(GHashTable) values = umpire_inputs_table_new ();
  UmpireInputs inputs = { &umpire_derosa_correction_info, self->rules, values };

  g_hash_table_insert (values, g_strdup (name), g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  return umpire_inputs_read_uint (&inputs, name, TRUE, out, error);
}

static void
on_correct_record (UmpireRosterView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireRosterUnit) unit = NULL;
  g_autofree char *reason = NULL;
  UmpireDerosaMorale morale_now, morale;
  guint figures_now, ammo_now, figures = 0, ammo = 0, selected;
  gboolean battery = gtk_widget_get_visible (GTK_WIDGET (self->correct_ammo));
  UmpireDerosaCorrection correction = { .figures = -1, .ammo_used = -1 };
  guint n_rederived = 0, n_out_of_date = 0;

  if (self->correcting == NULL || self->scenario == NULL)
    return;
  unit = g_object_ref (self->correcting);
  clear_correct_errors (self);
  if (!read_count (self, self->correct_figures, "figures", &figures, &error))
    {
      show_correct_error (self, error);
      return;
    }
  if (battery && !read_count (self, self->correct_ammo, "ammo-used", &ammo, &error))
    {
      show_correct_error (self, error);
      return;
    }
  selected = adw_combo_row_get_selected (self->correct_morale);
  morale = morale_states[selected < G_N_ELEMENTS (morale_states) ? selected : 0];
  /* Only what differs from the battle as it stands is corrected: the
   * trail names each figure as it was and as it is. */
  umpire_roster_unit_get_now (unit, self->scenario, &figures_now, &morale_now, &ammo_now);
  correction.unit = umpire_roster_unit_get_name (unit);
  if (figures != figures_now)
    correction.figures = (int) figures;
  if (morale != morale_now)
    correction.morale = &morale;
  if (battery && ammo != ammo_now)
    correction.ammo_used = (int) ammo;
  reason = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->correct_reason))));
  correction.reason = reason;
  if (correction.figures < 0 && correction.morale == NULL && correction.ammo_used < 0)
    {
      umpire_input_error (&error, UMPIRE_INPUT_ERROR_INVALID, "figures",
                          battery ? _("nothing to correct: these are its figures, morale and fire turns as the log leaves them")
                                  : _("nothing to correct: these are its figures and morale as the log leaves them"));
      show_correct_error (self, error);
      return;
    }
  if (umpire_battle_correct_unit (self->scenario, self->rules, &correction, &n_rederived, &n_out_of_date,
                                  &error) == NULL)
    {
      show_correct_error (self, error);
      return;
    }
  close_correction (self);
  g_signal_emit (self, signals[SIGNAL_UNIT_CORRECTED], 0, unit, n_rederived, n_out_of_date);
}

static void
umpire_roster_view_constructed (GObject *object)
{
  UmpireRosterView *self = UMPIRE_ROSTER_VIEW (object);
  GtkWidget *placeholder;

  G_OBJECT_CLASS (umpire_roster_view_parent_class)->constructed (object);

  umpire_roster_nation_row_fill (self->roster_nation, self->rules);
  {
    g_autoptr(GtkStringList) states = gtk_string_list_new (NULL);

    for (guint i = 0; i < G_N_ELEMENTS (morale_states); i++)
      gtk_string_list_append (states, umpire_derosa_morale_label (morale_states[i]));
    adw_combo_row_set_model (self->correct_morale, G_LIST_MODEL (states));
  }
  placeholder = gtk_label_new (_("No units yet. Add the units on the table below."));
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 12);
  gtk_widget_set_margin_bottom (placeholder, 12);
  gtk_list_box_set_placeholder (self->roster_list, placeholder);
  /* Enter in the form adding a unit adds it (the units' list has no field);
   * in the correction's fields, it records the correction. */
  umpire_form_submit_on_enter (self->add_group, self->roster_add);
  umpire_form_submit_on_enter (GTK_WIDGET (self->correct_group), self->correct_record);
}

static void
umpire_roster_view_dispose (GObject *object)
{
  UmpireRosterView *self = UMPIRE_ROSTER_VIEW (object);
  GtkWidget *child;

  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_func (self->scenario, describe_correction, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_ROSTER_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->roster);
  g_clear_object (&self->rules);
  g_clear_object (&self->scenario);
  g_clear_object (&self->correcting);
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
    case PROP_ROSTER: umpire_roster_view_set_roster (self, g_value_get_object (value), self->scenario); break;
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
  /* A unit corrected by hand, recorded: how many later results were
   * computed again, and how many are out of date now. */
  signals[SIGNAL_UNIT_CORRECTED] =
    g_signal_new ("unit-corrected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, UMPIRE_TYPE_ROSTER_UNIT, G_TYPE_UINT, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/umpire_wargames/Umpire/ui/umpire-roster-view.ui");
#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, UmpireRosterView, name)
  CHILD (roster_list); CHILD (roster_name); CHILD (roster_nation); CHILD (roster_figures);
  CHILD (roster_type); CHILD (roster_trained); CHILD (roster_veteran); CHILD (roster_add); CHILD (name_error); CHILD (figures_error);
  CHILD (add_group); CHILD (correct_box); CHILD (correct_group); CHILD (correct_figures); CHILD (correct_ammo);
  CHILD (correct_reason); CHILD (correct_morale); CHILD (correct_figures_error); CHILD (correct_ammo_error);
  CHILD (correct_reason_error); CHILD (correct_record);
#undef CHILD
  gtk_widget_class_bind_template_callback (widget_class, on_add_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_correct_cancel);
  gtk_widget_class_bind_template_callback (widget_class, on_correct_record);
}

static void
umpire_roster_view_init (UmpireRosterView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  umpire_form_set_up (GTK_WIDGET (self));
}

GtkWidget *
umpire_roster_view_new (GListStore     *roster,
                        UmpireRules    *rules,
                        UmpireScenario *scenario)
{
  GtkWidget *self;

  g_return_val_if_fail (G_IS_LIST_STORE (roster), NULL);
  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (scenario == NULL || UMPIRE_IS_SCENARIO (scenario), NULL);

  /* The rules first: the roster's rows name nations from them. */
  self = g_object_new (UMPIRE_TYPE_ROSTER_VIEW, "rules", rules, NULL);
  umpire_roster_view_set_roster (UMPIRE_ROSTER_VIEW (self), roster, scenario);
  return self;
}

void
umpire_roster_view_set_roster (UmpireRosterView *self,
                               GListStore       *roster,
                               UmpireScenario   *scenario)
{
  gboolean new_roster;

  g_return_if_fail (UMPIRE_IS_ROSTER_VIEW (self));
  g_return_if_fail (roster == NULL || G_IS_LIST_STORE (roster));
  g_return_if_fail (scenario == NULL || UMPIRE_IS_SCENARIO (scenario));

  new_roster = roster != self->roster;
  if (self->scenario != scenario)
    {
      if (self->scenario != NULL)
        g_signal_handlers_disconnect_by_func (self->scenario, describe_correction, self);
      g_set_object (&self->scenario, scenario);
      if (scenario != NULL)
        g_signal_connect_object (scenario, "changed", G_CALLBACK (describe_correction), self, G_CONNECT_SWAPPED);
    }
  else if (!new_roster)
    return;
  g_set_object (&self->roster, roster);
  /* A correction belongs to the scenario it was opened in. */
  close_correction (self);
  if (roster != NULL)
    umpire_roster_list_bind (self->roster_list, roster, self->rules, scenario, open_correction, self);
  else
    gtk_list_box_bind_model (self->roster_list, NULL, NULL, NULL, NULL);
  if (new_roster)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROSTER]);
}
