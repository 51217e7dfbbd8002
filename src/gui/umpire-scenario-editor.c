/* umpire-scenario-editor.c: the scenario's title, year, sides and play state
 *
 * Every field is bound, both ways, to a property of the session's scenario
 * through one binding group whose source follows the session: a scenario
 * opened or restored is shown at once, and nothing is copied by hand. The
 * nations are the rows of the rules database's 1916.nations, in words; a
 * nation a file names that the database does not know is kept, by its id.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-rules-labels.h"
#include "umpire-scenario-editor.h"
#include "umpire-form.h"

struct _UmpireScenarioEditor
{
  UmpirePreferencesBase parent_instance;

  AdwEntryRow          *title_row;
  GtkSpinButton        *year_spin;
  AdwComboRow          *attacker_nation;
  GtkSpinButton        *attacker_units;
  AdwComboRow          *defender_nation;
  GtkSpinButton        *defender_units;
  GtkSpinButton        *turn_spin;
  GtkSpinButton        *lull_start_spin;
  GtkSpinButton        *lulls_spin;

  UmpireSession        *session;
  GBindingGroup        *fields;        /* source: the session's scenario */
  GtkStringList        *nation_labels; /* by position; "None" first */
  GPtrArray            *nation_ids;    /* char*, by position; "" first */
};

G_DEFINE_FINAL_TYPE (UmpireScenarioEditor, umpire_scenario_editor, UMPIRE_TYPE_PREFERENCES_BASE)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The nations of the rules database in words, "None" first. */
static void
fill_nations (UmpireScenarioEditor *self)
{
  UmpireRules *rules = umpire_session_get_rules (self->session);
  const UmpireTable *table = rules != NULL ? umpire_rules_get_table (rules, "1916.nations") : NULL;

  g_ptr_array_add (self->nation_ids, g_strdup (""));
  gtk_string_list_append (self->nation_labels, _("None"));
  for (guint i = 0; table != NULL && i < table->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);
      g_autofree char *label = umpire_rules_label_for (rules, "1916.nations", row->id);

      g_ptr_array_add (self->nation_ids, g_strdup (row->id));
      gtk_string_list_append (self->nation_labels, label != NULL ? label : row->id);
    }
}

/* The position of `nation` among the choices; one the database does not
 * know is added, under its id, so that showing it does not change it. */
static gboolean
nation_to_position (GBinding     *binding,
                    const GValue *from,
                    GValue       *to,
                    gpointer      user_data)
{
  UmpireScenarioEditor *self = user_data;
  const char *nation = g_value_get_string (from);

  if (nation == NULL)
    nation = "";
  for (guint i = 0; i < self->nation_ids->len; i++)
    if (g_str_equal (g_ptr_array_index (self->nation_ids, i), nation))
      {
        g_value_set_uint (to, i);
        return TRUE;
      }
  g_ptr_array_add (self->nation_ids, g_strdup (nation));
  gtk_string_list_append (self->nation_labels, nation);
  g_value_set_uint (to, self->nation_ids->len - 1);
  return TRUE;
}

static gboolean
position_to_nation (GBinding     *binding,
                    const GValue *from,
                    GValue       *to,
                    gpointer      user_data)
{
  UmpireScenarioEditor *self = user_data;
  guint position = g_value_get_uint (from);
  const char *nation;

  if (position >= self->nation_ids->len)
    return FALSE;
  nation = g_ptr_array_index (self->nation_ids, position);
  g_value_set_string (to, *nation != '\0' ? nation : NULL);
  return TRUE;
}

/* An entry shows no title as empty text. */
static gboolean
null_to_empty (GBinding     *binding,
               const GValue *from,
               GValue       *to,
               gpointer      user_data)
{
  const char *text = g_value_get_string (from);

  g_value_set_string (to, text != NULL ? text : "");
  return TRUE;
}

static void
bind_fields (UmpireScenarioEditor *self)
{
  const GBindingFlags both = G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE;
  const struct { const char *property; gpointer spin; } numbers[] = {
    { "year", self->year_spin },
    { "turn", self->turn_spin },
    { "lull-start", self->lull_start_spin },
    { "lulls", self->lulls_spin },
    { "attacker-sub-units", self->attacker_units },
    { "defender-sub-units", self->defender_units },
  };

  g_binding_group_bind_full (self->fields, "title", self->title_row, "text", both,
                             null_to_empty, NULL, NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    g_binding_group_bind (self->fields, numbers[i].property, numbers[i].spin, "value", both);
  g_binding_group_bind_full (self->fields, "attacker-nation", self->attacker_nation, "selected", both,
                             nation_to_position, position_to_nation, self, NULL);
  g_binding_group_bind_full (self->fields, "defender-nation", self->defender_nation, "selected", both,
                             nation_to_position, position_to_nation, self, NULL);
}

static void
umpire_scenario_editor_constructed (GObject *object)
{
  UmpireScenarioEditor *self = UMPIRE_SCENARIO_EDITOR (object);

  G_OBJECT_CLASS (umpire_scenario_editor_parent_class)->constructed (object);

  g_return_if_fail (UMPIRE_IS_SESSION (self->session));

  /* The choices first: a model set later would reset the selection. */
  fill_nations (self);
  adw_combo_row_set_model (self->attacker_nation, G_LIST_MODEL (self->nation_labels));
  adw_combo_row_set_model (self->defender_nation, G_LIST_MODEL (self->nation_labels));
  bind_fields (self);
  g_object_bind_property (self->session, "scenario", self->fields, "source", G_BINDING_SYNC_CREATE);
}

static void
umpire_scenario_editor_dispose (GObject *object)
{
  UmpireScenarioEditor *self = UMPIRE_SCENARIO_EDITOR (object);

  /* The bindings go before the rows they write to. */
  if (self->fields != NULL)
    g_binding_group_set_source (self->fields, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_SCENARIO_EDITOR);
  g_clear_object (&self->fields);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (umpire_scenario_editor_parent_class)->dispose (object);
}

static void
umpire_scenario_editor_finalize (GObject *object)
{
  UmpireScenarioEditor *self = UMPIRE_SCENARIO_EDITOR (object);

  g_clear_object (&self->nation_labels);
  g_clear_pointer (&self->nation_ids, g_ptr_array_unref);

  G_OBJECT_CLASS (umpire_scenario_editor_parent_class)->finalize (object);
}

static void
umpire_scenario_editor_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  UmpireScenarioEditor *self = UMPIRE_SCENARIO_EDITOR (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_scenario_editor_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  UmpireScenarioEditor *self = UMPIRE_SCENARIO_EDITOR (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_scenario_editor_class_init (UmpireScenarioEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_scenario_editor_constructed;
  object_class->dispose = umpire_scenario_editor_dispose;
  object_class->finalize = umpire_scenario_editor_finalize;
  object_class->get_property = umpire_scenario_editor_get_property;
  object_class->set_property = umpire_scenario_editor_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, UMPIRE_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  umpire_compat_set_template (widget_class, RESOURCE_BASE "/ui/umpire-scenario-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireScenarioEditor, title_row);
  gtk_widget_class_bind_template_child (widget_class, UmpireScenarioEditor, year_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireScenarioEditor, attacker_nation);
  gtk_widget_class_bind_template_child (widget_class, UmpireScenarioEditor, attacker_units);
  gtk_widget_class_bind_template_child (widget_class, UmpireScenarioEditor, defender_nation);
  gtk_widget_class_bind_template_child (widget_class, UmpireScenarioEditor, defender_units);
  gtk_widget_class_bind_template_child (widget_class, UmpireScenarioEditor, turn_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireScenarioEditor, lull_start_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireScenarioEditor, lulls_spin);
}

static void
umpire_scenario_editor_init (UmpireScenarioEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Its spin buttons and rows (umpire-form.h). */
  umpire_form_set_up (GTK_WIDGET (self));
  /* Not reached by the above where the editor is an AdwDialog (its content
   * is parented when presented): read "Title Title" under libadwaita 1.7. */
  umpire_form_name_entry_row (GTK_WIDGET (self->title_row));
  umpire_form_name_search (GTK_WIDGET (self), _("Search the Scenario"));

  self->fields = g_binding_group_new ();
  self->nation_labels = gtk_string_list_new (NULL);
  self->nation_ids = g_ptr_array_new_with_free_func (g_free);
}

GtkWidget *
umpire_scenario_editor_new (UmpireSession *session)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (session), NULL);

  return g_object_new (UMPIRE_TYPE_SCENARIO_EDITOR, "session", session, NULL);
}

UmpireSession *
umpire_scenario_editor_get_session (UmpireScenarioEditor *self)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO_EDITOR (self), NULL);
  return self->session;
}
