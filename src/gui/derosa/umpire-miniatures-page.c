/* umpire-miniatures-page.c: De Rosa's WWI miniatures rules, one form each
 *
 * Movement, morale, fire, close combat and ammunition, each a procedure
 * form over its descriptor, and the roster of units on the table, the
 * session scenario's (saved and autosaved with it) as they were set up.
 * Results that name their units (fire's target, a morale test's unit, the
 * melee's sides, a battery) change them in the battle's state, never in
 * the roster: the forms and the Roster view read each unit's figures,
 * morale and fire turns from the state, so a result undone gives them
 * back and none is counted twice.
 * Only the form shown is built before the page's first frame; the others
 * follow it, or come at once when asked for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-derosa.h"
#include "umpire-correction.h"
#include "umpire-fire-modifiers-row.h"
#include "umpire-first-frame.h"
#include "umpire-form.h"
#include "umpire-miniatures-page.h"
#include "umpire-procedure.h"
#include "umpire-roster-row.h"
#include "umpire-roster-scenario.h"
#include "umpire-roster-view.h"
#include "umpire-view-switcher.h"
#include "umpire-width-first-layout.h"

typedef enum
{
  FORM_FIRE,
  FORM_MORALE,
  FORM_MOVE,
  FORM_MELEE,
  FORM_AMMO,
  N_FORMS
} Form;

struct _UmpireMiniaturesPage
{
  UmpirePage           parent_instance;

  UmpireRules         *rules;            /* the page's (umpire_page_get_rules), borrowed */
  UmpireDice          *dice;             /* the page's, else seeded dice of its own */
  UmpireSession       *session;          /* the page's, as last followed */
  UmpireScenario      *scenario;         /* the session's, whose changes the page follows */
  GListStore          *roster;           /* the session scenario's, else the page's own */
  UmpireProcedureForm *forms[N_FORMS];   /* NULL: not built yet */
  AdwClamp            *clamps[N_FORMS];  /* where each form goes */
  UmpireFireModifiersRow *fire_modifiers;  /* NULL until the fire form is built */
  GtkStringList       *unit_names;      /* "No unit named", then the roster's names */
  AdwComboRow         *unit_pickers[6]; /* by unit_fields; NULL until its form is built */
  AdwComboRow         *defender_row;

  AdwComboRow         *unit_row;
  AdwViewStack        *view_stack;
  UmpireViewSwitcher  *view_switcher;
  AdwBin              *roster_bin;       /* the roster view, once built */
};

G_DEFINE_FINAL_TYPE (UmpireMiniaturesPage, umpire_miniatures_page, UMPIRE_TYPE_PAGE)

static void ensure_forms (UmpireMiniaturesPage *self);

static UmpireRosterUnit *
selected_unit (AdwComboRow *row)
{
  /* The defender row is NULL until the close combat form is built. */
  gpointer item = row != NULL ? adw_combo_row_get_selected_item (row) : NULL;
  return UMPIRE_IS_ROSTER_UNIT (item) ? item : NULL;
}

static void
set_count (UmpireProcedureForm *form,
           const char          *name,
           guint                value,
           gboolean             carried)
{
  g_autofree char *text = g_strdup_printf ("%u", value);

  if (carried)
    umpire_procedure_form_carry_value (form, name, text);
  else
    umpire_procedure_form_set_value (form, name, text);
}

static const char *picked_unit (UmpireMiniaturesPage *self,
                                UmpireProcedureForm  *form,
                                const char           *name);
static void        pick_unit   (UmpireMiniaturesPage *self,
                                UmpireProcedureForm  *form,
                                const char           *name,
                                const char           *unit);

/* ---- the roster fills the forms from the battle's state ----------------- */

/* The session's scenario, whose battle state the units are read from. */
static UmpireScenario *
page_scenario (UmpireMiniaturesPage *self)
{
  return self->session != NULL ? umpire_session_get_scenario (self->session) : NULL;
}

/* The fire's target's figures as the battle stands (empty without one the
 * state holds): picked, and after each result, the form shows them. */
static void
fill_target_figures (UmpireMiniaturesPage *self,
                     gboolean              carried)
{
  UmpireProcedureForm *form = self->forms[FORM_FIRE];
  UmpireScenario *scenario = page_scenario (self);
  const char *target = form != NULL ? picked_unit (self, form, "target") : NULL;
  const char *figures = NULL;

  if (form == NULL)
    return;
  if (target != NULL && scenario != NULL)
    figures = umpire_battle_state_get_unit (umpire_correction_state_of (scenario), target, "figures");
  if (carried)
    umpire_procedure_form_carry_value (form, "target-figures", figures != NULL ? figures : "");
  else
    umpire_procedure_form_set_value (form, "target-figures", figures != NULL ? figures : "");
}

static void
on_target_picked (UmpireMiniaturesPage *self)
{
  fill_target_figures (self, FALSE);
}

static void
on_scenario_changed (UmpireMiniaturesPage *self)
{
  fill_target_figures (self, TRUE);
}

static void
fill_melee_side (UmpireMiniaturesPage *self,
                 UmpireProcedureForm  *form,
                 const char           *side,
                 UmpireRosterUnit     *unit)
{
  g_autofree char *figures = g_strdup_printf ("%s-figures", side);
  g_autofree char *state = g_strdup_printf ("%s-morale", side);
  g_autofree char *veterans = g_strdup_printf ("%s-veterans", side);
  g_autofree char *trained = g_strdup_printf ("%s-trained", side);
  UmpireDerosaMorale morale;
  guint now;

  umpire_roster_unit_get_now (unit, page_scenario (self), &now, &morale, NULL);
  set_count (form, figures, now, FALSE);
  umpire_procedure_form_set_value (form, state, umpire_derosa_morale_to_string (morale));
  umpire_procedure_form_set_value (form, veterans, umpire_roster_unit_get_veteran (unit) ? "yes" : "no");
  umpire_procedure_form_set_value (form, trained, umpire_roster_unit_get_trained (unit) ? "yes" : "no");
}

static void
fill_forms (UmpireMiniaturesPage *self,
            UmpireRosterUnit     *unit)
{
  const UmpireUnitType *type = umpire_unit_type_of (unit);
  UmpireDerosaMorale morale;
  guint figures, ammo_used;
  const char *state;
  gboolean small_arms = !g_str_equal (type->weapon, "field-gun");
  g_auto(GStrv) every = umpire_roster_dup_nation_modifiers (self->rules, NULL);
  g_auto(GStrv) own = umpire_roster_dup_nation_modifiers (self->rules, umpire_roster_unit_get_nation (unit));
  GtkSwitch *toggle;

  /* As the battle stands: after the fire it took, its morale tests... */
  umpire_roster_unit_get_now (unit, page_scenario (self), &figures, &morale, &ammo_used);
  state = umpire_derosa_morale_to_string (morale);
  ensure_forms (self);
  umpire_procedure_form_set_value (self->forms[FORM_MOVE], "type", type->move_type);
  set_count (self->forms[FORM_MOVE], "figures", figures, FALSE);
  set_count (self->forms[FORM_MORALE], "figures", figures, FALSE);
  umpire_procedure_form_set_value (self->forms[FORM_MORALE], "strength", NULL);
  umpire_procedure_form_set_value (self->forms[FORM_MORALE], "state", state);
  umpire_procedure_form_set_value (self->forms[FORM_FIRE], "weapon", type->weapon);
  set_count (self->forms[FORM_FIRE], "strength", figures, FALSE);
  umpire_procedure_form_set_value (self->forms[FORM_FIRE], "state", state);
  /* The small arms die roll modifications follow the unit's nation, as
   * derosa.nations links them. */
  for (guint i = 0; every[i] != NULL; i++)
    if ((toggle = umpire_fire_modifiers_row_get_switch (self->fire_modifiers, every[i])) != NULL)
      gtk_switch_set_active (toggle, small_arms && g_strv_contains ((const char * const *) own, every[i]));
  fill_melee_side (self, self->forms[FORM_MELEE], "attacker", unit);
  /* The unit the forms are for is the one their results change. */
  pick_unit (self, self->forms[FORM_FIRE], "unit", umpire_roster_unit_get_name (unit));
  pick_unit (self, self->forms[FORM_MORALE], "unit", umpire_roster_unit_get_name (unit));
  pick_unit (self, self->forms[FORM_MELEE], "attacker-unit", umpire_roster_unit_get_name (unit));
  if (g_str_equal (type->weapon, "field-gun"))
    pick_unit (self, self->forms[FORM_AMMO], "battery", umpire_roster_unit_get_name (unit));
  set_count (self->forms[FORM_AMMO], "used", ammo_used, FALSE);
}

/* With no unit on the roster yet, the picker says where they come from. */
static void
update_unit_hint (UmpireMiniaturesPage *self)
{
  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (self->roster)) == 0;

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->unit_row),
                               empty ? _("No units yet: add the units on the table under Roster")
                                     : _("Fills the forms; its morale and ammunition carry over"));
}

/* The fields that name a roster unit: each a picker over the roster's
 * names ("No unit named" first), in place of the text the descriptor has. */
static const struct { int form; const char *name; } unit_fields[] = {
  { FORM_FIRE, "unit" }, { FORM_FIRE, "target" }, { FORM_MORALE, "unit" },
  { FORM_MELEE, "attacker-unit" }, { FORM_MELEE, "defender-unit" }, { FORM_AMMO, "battery" },
};

#define N_UNIT_FIELDS G_N_ELEMENTS (unit_fields)
G_STATIC_ASSERT (N_UNIT_FIELDS == G_N_ELEMENTS (((UmpireMiniaturesPage *) NULL)->unit_pickers));

static const UmpireProcedureInfo *form_info (int index);

static AdwComboRow *
unit_picker (UmpireMiniaturesPage *self,
             UmpireProcedureForm  *form,
             const char           *name)
{
  for (guint i = 0; i < N_UNIT_FIELDS; i++)
    if (self->forms[unit_fields[i].form] == form && g_str_equal (unit_fields[i].name, name))
      return self->unit_pickers[i];
  return NULL;
}

/* The unit picked for `name` of `form`, or NULL. */
static const char *
picked_unit (UmpireMiniaturesPage *self,
             UmpireProcedureForm  *form,
             const char           *name)
{
  AdwComboRow *picker = unit_picker (self, form, name);
  guint selected = picker != NULL ? adw_combo_row_get_selected (picker) : GTK_INVALID_LIST_POSITION;

  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION)
    return NULL;
  return gtk_string_list_get_string (self->unit_names, selected);
}

static void
pick_unit (UmpireMiniaturesPage *self,
           UmpireProcedureForm  *form,
           const char           *name,
           const char           *unit)
{
  AdwComboRow *picker = unit_picker (self, form, name);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->unit_names));

  for (guint i = 1; picker != NULL && i < n; i++)
    if (g_strcmp0 (gtk_string_list_get_string (self->unit_names, i), unit) == 0)
      adw_combo_row_set_selected (picker, i);
}

/* The roster's names, each picker keeping the unit it had. */
static void
update_unit_choices (UmpireMiniaturesPage *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  char *kept[N_UNIT_FIELDS] = { NULL };
  guint n = self->roster != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->roster)) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(UmpireRosterUnit) unit = g_list_model_get_item (G_LIST_MODEL (self->roster), i);

      g_ptr_array_add (names, g_strdup (umpire_roster_unit_get_name (unit)));
    }
  g_ptr_array_add (names, NULL);
  for (guint i = 0; i < N_UNIT_FIELDS; i++)
    if (self->unit_pickers[i] != NULL)
      kept[i] = g_strdup (picked_unit (self, self->forms[unit_fields[i].form], unit_fields[i].name));
  gtk_string_list_splice (self->unit_names, 1, g_list_model_get_n_items (G_LIST_MODEL (self->unit_names)) - 1,
                          (const char * const *) names->pdata);
  for (guint i = 0; i < N_UNIT_FIELDS; i++)
    {
      if (self->unit_pickers[i] != NULL)
        {
          adw_combo_row_set_selected (self->unit_pickers[i], 0);
          pick_unit (self, self->forms[unit_fields[i].form], unit_fields[i].name, kept[i]);
        }
      g_free (kept[i]);
    }
}

/* The pickers of a form just made. */
static void
add_unit_pickers (UmpireMiniaturesPage *self,
                  UmpireProcedureForm  *form)
{
  for (guint i = 0; i < N_UNIT_FIELDS; i++)
    {
      const UmpireField *input;
      AdwComboRow *picker;

      if (self->forms[unit_fields[i].form] != form)
        continue;
      input = umpire_procedure_info_find_input (form_info (unit_fields[i].form), unit_fields[i].name);
      if (input == NULL)
        continue;
      picker = ADW_COMBO_ROW (adw_combo_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (picker), _(input->label));
      adw_combo_row_set_model (picker, G_LIST_MODEL (self->unit_names));
      self->unit_pickers[i] = picker;
      umpire_width_first_action_row (GTK_WIDGET (picker));
      umpire_procedure_form_set_field_row (form, unit_fields[i].name, GTK_WIDGET (picker));
      if (unit_fields[i].form == FORM_FIRE && g_str_equal (unit_fields[i].name, "target"))
        g_signal_connect_object (picker, "notify::selected", G_CALLBACK (on_target_picked), self, G_CONNECT_SWAPPED);
    }
}

static void
on_unit_selected (UmpireMiniaturesPage *self)
{
  UmpireRosterUnit *unit = selected_unit (self->unit_row);

  if (unit != NULL)
    fill_forms (self, unit);
}

static void
on_defender_selected (UmpireMiniaturesPage *self)
{
  UmpireRosterUnit *unit = selected_unit (self->defender_row);

  if (unit != NULL)
    {
      fill_melee_side (self, self->forms[FORM_MELEE], "defender", unit);
      pick_unit (self, self->forms[FORM_MELEE], "defender-unit", umpire_roster_unit_get_name (unit));
    }
}

/* A unit named in a form's `name` as the battle now stands, or NULL. */
static UmpireRosterUnit *
named_unit (UmpireMiniaturesPage *self,
            UmpireProcedureForm  *form,
            const char           *name)
{
  const char *picked = picked_unit (self, form, name);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->roster));

  for (guint i = 0; picked != NULL && i < n; i++)
    {
      g_autoptr(UmpireRosterUnit) unit = g_list_model_get_item (G_LIST_MODEL (self->roster), i);

      if (g_strcmp0 (umpire_roster_unit_get_name (unit), picked) == 0)
        return unit;
    }
  return NULL;
}

/* After a result: the form shows, for its next turn, the morale or fire
 * turns the battle's state now gives the units it named (the result
 * changed them there, and only there; the roster keeps them as set up). */
static void
carry_morale (UmpireMiniaturesPage *self,
              UmpireProcedureForm  *form,
              const char           *unit_field,
              const char           *morale_field)
{
  UmpireRosterUnit *unit = named_unit (self, form, unit_field);
  UmpireDerosaMorale morale;

  if (unit == NULL)
    return;
  umpire_roster_unit_get_now (unit, page_scenario (self), NULL, &morale, NULL);
  umpire_procedure_form_carry_value (form, morale_field, umpire_derosa_morale_to_string (morale));
}

static void
on_recorded (UmpireProcedureForm *form,
             UmpireResult        *result,
             UmpireMiniaturesPage *self)
{
  UmpireRosterUnit *battery;
  guint used;

  if (page_scenario (self) == NULL)
    return;
  if (form == self->forms[FORM_MORALE])
    carry_morale (self, form, "unit", "state");
  if (form == self->forms[FORM_MELEE])
    {
      carry_morale (self, form, "attacker-unit", "attacker-morale");
      carry_morale (self, form, "defender-unit", "defender-morale");
    }
  if (form == self->forms[FORM_AMMO] && (battery = named_unit (self, form, "battery")) != NULL)
    {
      umpire_roster_unit_get_now (battery, page_scenario (self), NULL, NULL, &used);
      set_count (form, "used", used, TRUE);
    }
}

/* A unit corrected by hand on the roster: a toast says so (with Undo), and
 * the forms picked for it read it again. */
static void
on_unit_corrected (UmpireMiniaturesPage *self,
                   UmpireRosterUnit     *unit,
                   guint                 n_rederived,
                   guint                 n_out_of_date)
{
  g_autofree char *text = NULL;

  if (n_rederived == 0 && n_out_of_date == 0)
    /* TRANSLATORS: a toast after a roster unit was corrected by hand */
    text = g_strdup_printf (_("“%s” corrected"), umpire_roster_unit_get_name (unit));
  else if (n_out_of_date == 0)
    /* TRANSLATORS: a toast after a roster unit was corrected by hand */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "“%s” corrected: %u later result recomputed",
                                         "“%s” corrected: %u later results recomputed", n_rederived),
                            umpire_roster_unit_get_name (unit), n_rederived);
  else
    /* TRANSLATORS: a toast after a roster unit was corrected by hand: later results recomputed, out of date */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "“%s” corrected: %u later result recomputed, %u out of date: roll again",
                                         "“%s” corrected: %u later results recomputed, %u out of date: roll again",
                                         n_rederived),
                            umpire_roster_unit_get_name (unit), n_rederived, n_out_of_date);
  if (self->session != NULL)
    umpire_session_announce (self->session, text, _("_Undo"), "win.undo");
  if (selected_unit (self->unit_row) == unit)
    fill_forms (self, unit);
}

/* ---- the roster --------------------------------------------------------- */

/* Shows `roster` in the list and the unit pickers. */
static void
show_roster (UmpireMiniaturesPage *self,
             GListStore           *roster)
{
  if (self->roster == roster)
    return;
  if (self->roster != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->roster, update_unit_hint, self);
      g_signal_handlers_disconnect_by_func (self->roster, update_unit_choices, self);
    }
  g_set_object (&self->roster, roster);
  if (adw_bin_get_child (self->roster_bin) != NULL)
    umpire_roster_view_set_roster (UMPIRE_ROSTER_VIEW (adw_bin_get_child (self->roster_bin)), roster,
                                   page_scenario (self));
  adw_combo_row_set_model (self->unit_row, G_LIST_MODEL (roster));
  if (self->defender_row != NULL)
    adw_combo_row_set_model (self->defender_row, G_LIST_MODEL (roster));
  g_signal_connect_object (roster, "items-changed", G_CALLBACK (update_unit_hint), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (roster, "items-changed", G_CALLBACK (update_unit_choices), self, G_CONNECT_SWAPPED);
  update_unit_hint (self);
  update_unit_choices (self);
}

/* The roster is the scenario's: it follows a scenario opened, restored or
 * new. Without a session the page keeps a roster of its own. */
static void
on_session_scenario (UmpireMiniaturesPage *self)
{
  UmpireScenario *scenario = self->session != NULL ? umpire_session_get_scenario (self->session) : NULL;
  g_autoptr(GListStore) own = NULL;

  if (self->scenario != scenario)
    {
      if (self->scenario != NULL)
        g_signal_handlers_disconnect_by_func (self->scenario, on_scenario_changed, self);
      g_set_object (&self->scenario, scenario);
      /* Undone, redone, corrected: the fire's target's figures follow. */
      if (scenario != NULL)
        g_signal_connect_object (scenario, "changed", G_CALLBACK (on_scenario_changed), self, G_CONNECT_SWAPPED);
    }
  if (scenario != NULL)
    show_roster (self, umpire_roster_get_for_scenario (scenario));
  else
    show_roster (self, own = umpire_roster_new ());
}

/* The page's session, followed: its scenario's roster and state. */
static void
on_session_changed (UmpireMiniaturesPage *self)
{
  UmpireSession *session = umpire_page_get_session (UMPIRE_PAGE (self));

  if (self->session != session)
    {
      if (self->session != NULL)
        g_signal_handlers_disconnect_by_func (self->session, on_session_scenario, self);
      g_set_object (&self->session, session);
      if (session != NULL)
        g_signal_connect_object (session, "notify::scenario", G_CALLBACK (on_session_scenario), self,
                                 G_CONNECT_SWAPPED);
    }
  on_session_scenario (self);
}

static void
ensure_roster_view (UmpireMiniaturesPage *self)
{
  GtkWidget *view;

  if (adw_bin_get_child (self->roster_bin) != NULL)
    return;
  view = umpire_roster_view_new (self->roster, self->rules, page_scenario (self));
  g_signal_connect_object (view, "unit-added", G_CALLBACK (umpire_miniatures_page_add_unit), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (view, "unit-corrected", G_CALLBACK (on_unit_corrected), self, G_CONNECT_SWAPPED);
  adw_bin_set_child (self->roster_bin, view);
}

/* ---- the forms and the choices the database offers ---------------------- */

/* The Movement Chart's columns: those with inches somewhere are formations
 * and roads, the rest terrain (after open ground). */
static void
movement_choices (UmpireMiniaturesPage *self,
                  UmpireProcedureForm  *form)
{
  const UmpireTable *chart = umpire_rules_get_table (self->rules, "derosa.movement");
  const UmpireTable *inches = umpire_rules_get_table (self->rules, "derosa.movement-inches");
  g_autoptr(GStrvBuilder) formations = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) terrains = g_strv_builder_new ();
  g_auto(GStrv) formation_ids = NULL;
  g_auto(GStrv) terrain_ids = NULL;
  const UmpireField *terrain = umpire_procedure_info_find_input (&umpire_derosa_move_info, "terrain");

  for (guint i = 0; terrain != NULL && terrain->words != NULL && terrain->words[i].id != NULL; i++)
    g_strv_builder_add (terrains, terrain->words[i].id);
  for (guint c = 0; chart != NULL && inches != NULL && c < chart->columns->len; c++)
    {
      const UmpireColumn *column = g_ptr_array_index (chart->columns, c);
      int index = umpire_table_column_index (inches, column->id);
      gboolean has_inches = FALSE;

      for (guint r = 0; index >= 0 && r < inches->rows->len; r++)
        has_inches |= !g_str_equal (umpire_row_cell (g_ptr_array_index (inches->rows, r), index)->text, "-");
      g_strv_builder_add (has_inches ? formations : terrains, column->id);
    }
  formation_ids = g_strv_builder_end (formations);
  terrain_ids = g_strv_builder_end (terrains);
  umpire_procedure_form_set_choices (form, "formation", (const char * const *) formation_ids, NULL);
  umpire_procedure_form_set_choices (form, "terrain", (const char * const *) terrain_ids, NULL);
}

static void
finish_fire (UmpireMiniaturesPage *self,
             UmpireProcedureForm  *form)
{
  self->fire_modifiers = UMPIRE_FIRE_MODIFIERS_ROW (umpire_fire_modifiers_row_new (self->rules));
  umpire_procedure_form_set_field_row (form, "modifier", GTK_WIDGET (self->fire_modifiers));
  umpire_procedure_form_set_field_flags (form, "range", UMPIRE_FORM_FIELD_DECIMAL);
  umpire_procedure_form_set_odds_value (form, "casualties");
}

static void
finish_morale (UmpireMiniaturesPage *self,
               UmpireProcedureForm  *form)
{
  umpire_procedure_form_set_field_flags (form, "strength", UMPIRE_FORM_FIELD_OPTIONAL);
  umpire_procedure_form_set_choices (form, "strength", NULL, _("Count figures"));
  umpire_procedure_form_set_field_flags (form, "reason", UMPIRE_FORM_FIELD_OPTIONAL);
  umpire_procedure_form_set_choices (form, "reason", NULL, _("No reason given"));
  umpire_procedure_form_set_odds_value (form, "passed");
}

static void
finish_melee (UmpireMiniaturesPage *self,
              UmpireProcedureForm  *form)
{
  static const char *const attacker[] = { "attacker-figures", "attacker-morale", "attacker-veterans", "attacker-trained",
                                          "attacker-flank", "attacker-skirmish", "attacker-chance-die", NULL };
  static const char *const defender[] = { "defender-figures", "defender-morale", "defender-veterans", "defender-trained",
                                          "defender-flank", "defender-skirmish", "defender-chance-die", NULL };
  g_autoptr(GtkExpression) name = gtk_property_expression_new (UMPIRE_TYPE_ROSTER_UNIT, NULL, "name");

  umpire_procedure_form_add_section (form, _("Attacker"), attacker);
  umpire_procedure_form_add_section (form, _("Defender"), defender);
  self->defender_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->defender_row), _("Defender on the table"));
  adw_combo_row_set_expression (self->defender_row, name);
  adw_combo_row_set_model (self->defender_row, G_LIST_MODEL (self->roster));
  umpire_width_first_action_row (GTK_WIDGET (self->defender_row));
  g_signal_connect_object (self->defender_row, "notify::selected", G_CALLBACK (on_defender_selected), self,
                           G_CONNECT_SWAPPED);
  umpire_procedure_form_add_leading_row (form, GTK_WIDGET (self->defender_row));
  umpire_procedure_form_set_odds_value (form, "outcome");
}

/* ---- running the procedures --------------------------------------------- */

/* What the miniatures page adds to a form's inputs: the roster units its
 * pickers name, and for fire the modifiers switched on and the target's
 * figures as the battle stands. */
static gboolean
add_context (UmpireProcedureForm  *form,
             GHashTable           *inputs,
             gpointer              data,
             GError              **error)
{
  UmpireMiniaturesPage *self = data;
  const char *target;
  const char *figures = NULL;

  for (guint i = 0; i < N_UNIT_FIELDS; i++)
    if (self->forms[unit_fields[i].form] == form)
      {
        const char *unit = picked_unit (self, form, unit_fields[i].name);

        if (unit != NULL)
          g_hash_table_insert (inputs, g_strdup (unit_fields[i].name), g_strdup (unit));
        else
          g_hash_table_remove (inputs, unit_fields[i].name);
      }
  /* Figures, unless artillery or machine guns test by strength. */
  if (form == self->forms[FORM_MORALE] && g_hash_table_lookup (inputs, "strength") == NULL
      && g_hash_table_lookup (inputs, "figures") == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "figures", _("enter the figures left"));
      return FALSE;
    }
  if (form != self->forms[FORM_FIRE])
    return TRUE;

  {
    g_auto(GStrv) modifiers = umpire_fire_modifiers_row_dup_active (self->fire_modifiers);

    if (modifiers != NULL && modifiers[0] != NULL)
      g_hash_table_insert (inputs, g_strdup ("modifier"), g_strjoinv (",", modifiers));
  }
  /* The target's figures as the battle stands: the casualties come off
   * them, and cannot be more. */
  target = g_hash_table_lookup (inputs, "target");
  if (target != NULL && self->session != NULL)
    figures = umpire_battle_state_get_unit (umpire_correction_state_of (umpire_session_get_scenario (self->session)),
                                            target, "figures");
  if (figures != NULL)
    {
      guint known = (guint) MAX (atoi (figures), 0);
      const char *typed = g_hash_table_lookup (inputs, "target-figures");

      /* A unit the log has wiped out is no target: said beside the target. */
      if (known == 0)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "target",
                              _("“%s” has no figures left on the table: nothing to fire at"), target);
          return FALSE;
        }
      /* The figures of a target the state holds are the state's (the form
       * shows them): others typed are refused beside their field, as the
       * result would read figures the battle does not have. */
      if (typed != NULL && (guint) g_ascii_strtod (typed, NULL) != known)
        {
          g_autofree char *shown = umpire_procedure_form_dup_value (form, "target-figures");

          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "target-figures",
                              g_dngettext (GETTEXT_PACKAGE,
                                           "“%s” has %u figure left on the table, not %s: correct it on the roster "
                                           "if the table says otherwise",
                                           "“%s” has %u figures left on the table, not %s: correct it on the roster "
                                           "if the table says otherwise", known),
                              target, known, shown);
          return FALSE;
        }
      g_hash_table_insert (inputs, g_strdup ("target-figures"), g_strdup_printf ("%u", known));
    }
  /* Else the figures the umpire counted, if any. */
  else if (g_ascii_strtod (g_hash_table_lookup (inputs, "target-figures") ?: "0", NULL) < 1)
    g_hash_table_remove (inputs, "target-figures");
  return TRUE;
}

/* Each procedure's view, in the order of the tabs, and what its form needs
 * besides its descriptor. */
static const struct
{
  const UmpireProcedureInfo *info;
  const char                *name;
  const char                *title;
  const char                *icon;
  const char                *submit;
  void                     (*finish) (UmpireMiniaturesPage *self,
                                      UmpireProcedureForm  *form);
} form_views[N_FORMS] = {
  [FORM_FIRE] = { &umpire_derosa_fire_info, "fire", N_("Fire"), "weather-storm-symbolic",
                  N_("Resolve _Fire"), finish_fire },
  [FORM_MORALE] = { &umpire_derosa_morale_info, "morale", N_("Morale"), "emblem-important-symbolic",
                    N_("Test _Morale"), finish_morale },
  [FORM_MOVE] = { &umpire_derosa_move_info, "move", N_("Movement"), "find-location-symbolic",
                  N_("Work Out _Move"), movement_choices },
  [FORM_MELEE] = { &umpire_derosa_melee_info, "melee", N_("Close Combat"), "system-users-symbolic",
                   N_("Resolve _Close Combat"), finish_melee },
  [FORM_AMMO] = { &umpire_derosa_ammo_info, "ammo", N_("Ammunition"), "battery-symbolic",
                  N_("Work Out _Ammunition"), NULL },
};

static const char *const optional_fields[][2] = {
  { "derosa.move", "charge-turn" }, { "derosa.move", "figures" }, { "derosa.move", "formation-changes" },
  { "derosa.morale", "figures" }, { "derosa.fire", "close-combat" }, { "derosa.melee", "attacker-flank" },
  { "derosa.melee", "defender-flank" }, { "derosa.ammo", "used" },
  /* The roster units a result names (it changes their state when named);
   * the target's figures come from the battle's state. */
  { "derosa.fire", "unit" }, { "derosa.fire", "target" }, { "derosa.fire", "target-figures" },
  { "derosa.morale", "unit" }, { "derosa.melee", "attacker-unit" }, { "derosa.melee", "defender-unit" },
  { "derosa.ammo", "battery" },
};

static const UmpireProcedureInfo *
form_info (int index)
{
  return form_views[index].info;
}

static UmpireProcedureForm *
ensure_form (UmpireMiniaturesPage *self,
             Form                  index)
{
  UmpireProcedureForm *form = self->forms[index];

  if (form != NULL)
    return form;
  form = UMPIRE_PROCEDURE_FORM (umpire_procedure_form_new (form_views[index].info, self->rules, self->dice));
  gtk_widget_set_margin_top (GTK_WIDGET (form), 18);
  gtk_widget_set_margin_bottom (GTK_WIDGET (form), 18);
  gtk_widget_set_margin_start (GTK_WIDGET (form), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (form), 12);
  umpire_procedure_form_set_context (form, add_context, self);
  umpire_procedure_form_set_submit_label (form, _(form_views[index].submit));
  g_signal_connect_object (form, "recorded", G_CALLBACK (on_recorded), self, 0);
  g_object_bind_property (self, "session", form, "session", G_BINDING_SYNC_CREATE);
  self->forms[index] = form;
  if (form_views[index].finish != NULL)
    form_views[index].finish (self, form);
  for (guint i = 0; i < G_N_ELEMENTS (optional_fields); i++)
    if (umpire_procedure_info_has_id (form_views[index].info, optional_fields[i][0]))
      umpire_procedure_form_set_field_flags (form, optional_fields[i][1], UMPIRE_FORM_FIELD_OPTIONAL);
  add_unit_pickers (self, form);
  adw_clamp_set_child (self->clamps[index], GTK_WIDGET (form));
  update_unit_choices (self);
  return form;
}

static void
ensure_forms (UmpireMiniaturesPage *self)
{
  for (Form i = 0; i < N_FORMS; i++)
    ensure_form (self, i);
}

/* The view shown is built when shown. */
static void
on_view_changed (UmpireMiniaturesPage *self)
{
  const char *name = adw_view_stack_get_visible_child_name (self->view_stack);

  for (Form i = 0; i < N_FORMS; i++)
    if (g_strcmp0 (name, form_views[i].name) == 0)
      ensure_form (self, i);
  if (g_strcmp0 (name, "roster") == 0)
    ensure_roster_view (self);
}

/* The forms not shown, then the roster view, one at a time after the
 * page's first frame. */
static gboolean
build_next_form (GtkWidget *widget)
{
  UmpireMiniaturesPage *self = UMPIRE_MINIATURES_PAGE (widget);

  for (Form i = 0; i < N_FORMS; i++)
    if (self->forms[i] == NULL)
      {
        ensure_form (self, i);
        return TRUE;
      }
  ensure_roster_view (self);
  return FALSE;
}

/* A view a procedure, its form built when first shown. */
static void
add_views (UmpireMiniaturesPage *self)
{
  GtkWidget *roster_page = adw_view_stack_get_child_by_name (self->view_stack, "roster");
  AdwViewStackPage *page;

  /* The roster comes last, after the procedures. */
  g_object_ref (roster_page);
  adw_view_stack_remove (self->view_stack, roster_page);
  for (Form i = 0; i < N_FORMS; i++)
    {
      GtkWidget *scroller = gtk_scrolled_window_new ();
      GtkWidget *clamp = adw_clamp_new ();

      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
      adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 600);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
      page = adw_view_stack_add_titled (self->view_stack, scroller, form_views[i].name, _(form_views[i].title));
      adw_view_stack_page_set_icon_name (page, form_views[i].icon);
      self->clamps[i] = ADW_CLAMP (clamp);
    }
  page = adw_view_stack_add_titled (self->view_stack, roster_page, "roster", _("Roster"));
  adw_view_stack_page_set_icon_name (page, "view-list-symbolic");
  g_object_unref (roster_page);
  g_signal_connect_object (self->view_stack, "notify::visible-child", G_CALLBACK (on_view_changed), self,
                           G_CONNECT_SWAPPED);
  adw_view_stack_set_visible_child_name (self->view_stack, form_views[FORM_FIRE].name);
  /* The switcher's buttons built once, for every view (34 M instructions
   * before the first frame when built again at each view added). */
  umpire_view_switcher_set_stack (self->view_switcher, self->view_stack);
  on_view_changed (self);
}

/* ---- GObject ------------------------------------------------------------ */

static void
umpire_miniatures_page_constructed (GObject *object)
{
  UmpireMiniaturesPage *self = UMPIRE_MINIATURES_PAGE (object);

  G_OBJECT_CLASS (umpire_miniatures_page_parent_class)->constructed (object);

  self->rules = umpire_page_get_rules (UMPIRE_PAGE (self));
  self->dice = umpire_page_get_dice (UMPIRE_PAGE (self)) != NULL ? g_object_ref (umpire_page_get_dice (UMPIRE_PAGE (self)))
                                                                  : umpire_dice_new_seeded (g_random_int ());
  g_signal_connect (self, "notify::session", G_CALLBACK (on_session_changed), NULL);
  on_session_changed (self);
  add_views (self);
}

static void
umpire_miniatures_page_dispose (GObject *object)
{
  UmpireMiniaturesPage *self = UMPIRE_MINIATURES_PAGE (object);

  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_func (self->scenario, on_scenario_changed, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_MINIATURES_PAGE);
  g_clear_object (&self->unit_names);
  g_clear_object (&self->dice);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_func (self->session, on_session_scenario, self);
  g_clear_object (&self->session);
  g_clear_object (&self->scenario);
  g_clear_object (&self->roster);
  G_OBJECT_CLASS (umpire_miniatures_page_parent_class)->dispose (object);
}

static void
umpire_miniatures_page_class_init (UmpireMiniaturesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_miniatures_page_constructed;
  object_class->dispose = umpire_miniatures_page_dispose;

  g_type_ensure (UMPIRE_TYPE_VIEW_SWITCHER);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/umpire_wargames/Umpire/ui/umpire-miniatures-page.ui");
  gtk_widget_class_set_css_name (widget_class, "miniatures-page");

#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, UmpireMiniaturesPage, name)
  CHILD (unit_row); CHILD (view_stack); CHILD (view_switcher); CHILD (roster_bin);
#undef CHILD

  gtk_widget_class_bind_template_callback (widget_class, on_unit_selected);
}

static void
umpire_miniatures_page_init (UmpireMiniaturesPage *self)
{
  g_autoptr(GtkExpression) name = NULL;

  self->unit_names = gtk_string_list_new ((const char * const []) { _("No unit named"), NULL });
  gtk_widget_init_template (GTK_WIDGET (self));
  umpire_build_after_first_frame (GTK_WIDGET (self), build_next_form);

  /* The unit picker shows the roster (show_roster ()) by name. */
  name = gtk_property_expression_new (UMPIRE_TYPE_ROSTER_UNIT, NULL, "name");
  adw_combo_row_set_expression (self->unit_row, name);
}

GtkWidget *
umpire_miniatures_page_new (UmpireRules *rules,
                            UmpireDice  *dice)
{
  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (dice == NULL || UMPIRE_IS_DICE (dice), NULL);

  return g_object_new (UMPIRE_TYPE_MINIATURES_PAGE, "rules", rules, "dice", dice, NULL);
}

UmpireRules *
umpire_miniatures_page_get_rules (UmpireMiniaturesPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_MINIATURES_PAGE (self), NULL);
  return self->rules;
}

UmpireDice *
umpire_miniatures_page_get_dice (UmpireMiniaturesPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_MINIATURES_PAGE (self), NULL);
  return self->dice;
}

GListStore *
umpire_miniatures_page_get_roster (UmpireMiniaturesPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_MINIATURES_PAGE (self), NULL);
  return self->roster;
}

UmpireProcedureForm *
umpire_miniatures_page_get_form (UmpireMiniaturesPage *self,
                                 const char           *id)
{
  g_return_val_if_fail (UMPIRE_IS_MINIATURES_PAGE (self), NULL);

  for (Form i = 0; i < N_FORMS; i++)
    if (umpire_procedure_info_has_id (form_views[i].info, id))
      return ensure_form (self, i);
  return NULL;
}

void
umpire_miniatures_page_add_unit (UmpireMiniaturesPage *self,
                                 UmpireRosterUnit     *unit)
{
  g_return_if_fail (UMPIRE_IS_MINIATURES_PAGE (self));
  g_return_if_fail (UMPIRE_IS_ROSTER_UNIT (unit));

  g_list_store_append (self->roster, unit);
  umpire_miniatures_page_set_unit (self, unit);
}

void
umpire_miniatures_page_set_unit (UmpireMiniaturesPage *self,
                                 UmpireRosterUnit     *unit)
{
  guint position = GTK_INVALID_LIST_POSITION;

  g_return_if_fail (UMPIRE_IS_MINIATURES_PAGE (self));

  if (unit != NULL && !g_list_store_find (self->roster, unit, &position))
    g_return_if_reached ();
  g_signal_handlers_block_by_func (self->unit_row, on_unit_selected, self);
  adw_combo_row_set_selected (self->unit_row, position);
  g_signal_handlers_unblock_by_func (self->unit_row, on_unit_selected, self);
  if (unit != NULL)
    fill_forms (self, unit);
}

UmpireRosterUnit *
umpire_miniatures_page_get_unit (UmpireMiniaturesPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_MINIATURES_PAGE (self), NULL);
  return selected_unit (self->unit_row);
}

GtkSwitch *
umpire_miniatures_page_get_fire_modifier (UmpireMiniaturesPage *self,
                                          const char           *id)
{
  g_return_val_if_fail (UMPIRE_IS_MINIATURES_PAGE (self), NULL);

  ensure_form (self, FORM_FIRE);
  return umpire_fire_modifiers_row_get_switch (self->fire_modifiers, id);
}
