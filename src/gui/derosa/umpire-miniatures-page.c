/* umpire-miniatures-page.c: De Rosa's WWI miniatures rules, one form each
 *
 * Movement, morale, fire, close combat and ammunition, each a form whose
 * result shows with its trail, and the roster of units on the table: picking
 * a unit fills the forms, and morale and ammunition results carry over to it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "umpire-derosa.h"
#include "umpire-labels.h"
#include "umpire-miniatures-page.h"
#include "umpire-procedure.h"
#include "umpire-result-view.h"
#include "umpire-roster.h"
#include "umpire-session.h"

typedef enum
{
  FORM_MOVE,
  FORM_MORALE,
  FORM_FIRE,
  FORM_MELEE,
  FORM_AMMO,
  FORM_ROSTER,
  N_FORMS
} Form;

static const char * const form_names[N_FORMS] = { "move", "morale", "fire", "melee", "ammo", "roster" };

/* The fire weapons, in the order of the fire_weapon combo row. */
static const char * const weapons[] = { "rifle", "mg", "carbine", "field-gun" };

/* Roster types, in the order of the roster_type combo row: how each moves and fires. */
static const struct
{
  const char *id;
  const char *label;       /* as the roster_type combo row shows it */
  const char *move_type;   /* a derosa.movement row */
  guint       weapon;      /* index in weapons[] */
} unit_types[] = {
  { "infantry", N_("Infantry"), "infantry", 0 },
  { "cavalry", N_("Cavalry"), "cavalry", 2 },
  { "artillery", N_("Artillery"), "artillery", 3 },
  { "machine-guns", N_("Machine guns"), "infantry", 1 },
  { "wagons", N_("Wagons"), "wagons", 0 },
  { "trucks", N_("Trucks"), "trucks", 0 },
};

static const char *
unit_type_label (const char *id)
{
  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (unit_types); i++)
    if (g_str_equal (id, unit_types[i].id))
      return _(unit_types[i].label);
  return id != NULL ? id : "";
}

struct _UmpireMiniaturesPage
{
  GtkWidget     parent_instance;

  UmpireRules  *rules;
  UmpireDice   *dice;
  GListStore   *roster;
  GHashTable   *fields;          /* "form:field" -> the row that shows its errors */
  GPtrArray    *marked;          /* rows marked with .error */
  GPtrArray    *move_types;      /* row ids of move_type */
  GPtrArray    *formations;      /* column ids of move_formation */
  GPtrArray    *terrains;        /* column ids of move_terrain, after "open" */
  GPtrArray    *reasons;         /* item ids of morale_reason, after "none" */
  GPtrArray    *fire_switches;   /* GtkSwitch with "modifier" data */
  GtkLabel     *errors[N_FORMS];
  UmpireResultView *results[N_FORMS];

  GtkWidget    *box;
  AdwComboRow  *unit_row;
  AdwViewStack *view_stack;

  AdwComboRow  *move_type, *move_formation, *move_terrain, *move_charge;
  GtkSwitch    *move_skirmish, *move_limber, *move_set_up, *move_retreat, *move_turn;
  AdwEntryRow  *move_figures, *move_changes;
  GtkLabel     *move_error;
  UmpireResultView *move_result;

  AdwEntryRow  *morale_figures, *morale_die;
  AdwComboRow  *morale_strength, *morale_state, *morale_reason;
  GtkLabel     *morale_error;
  UmpireResultView *morale_result;

  AdwComboRow  *fire_weapon, *fire_state;
  AdwEntryRow  *fire_strength, *fire_range, *fire_engaged, *fire_die;
  AdwExpanderRow *fire_modifiers;
  GtkWidget    *fire_button;
  GtkLabel     *fire_error;
  UmpireResultView *fire_result;

  AdwEntryRow  *melee_a_figures, *melee_a_flank, *melee_a_die;
  AdwComboRow  *melee_a_state;
  GtkSwitch    *melee_a_veterans, *melee_a_trained, *melee_a_skirmish;
  AdwComboRow  *melee_d_unit, *melee_d_state;
  AdwEntryRow  *melee_d_figures, *melee_d_flank, *melee_d_die;
  GtkSwitch    *melee_d_veterans, *melee_d_trained, *melee_d_skirmish;
  GtkSwitch    *melee_corrected;
  GtkSwitch    *melee_literal;
  GtkLabel     *melee_error;
  UmpireResultView *melee_result;

  AdwEntryRow  *ammo_used, *ammo_die;
  GtkSwitch    *ammo_resupply;
  GtkLabel     *ammo_error;
  UmpireResultView *ammo_result;

  GtkListBox   *roster_list;
  AdwEntryRow  *roster_name, *roster_nation, *roster_figures;
  AdwComboRow  *roster_type;
  GtkSwitch    *roster_trained, *roster_veteran;
  GtkWidget    *roster_add;
  GtkWidget    *move_button, *morale_button, *melee_button, *ammo_button;
  GtkLabel     *roster_error;
};

G_DEFINE_FINAL_TYPE (UmpireMiniaturesPage, umpire_miniatures_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RULES,
  PROP_DICE,
  N_PROPS
};

enum {
  SIGNAL_RESULT,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---------------------------------------------------------------------- */
/* Errors on their fields                                                 */

/* A switch shows its error on the row that holds it. */
static GtkWidget *
error_row (gpointer widget)
{
  GtkWidget *row;

  if (widget == NULL)
    return NULL;
  row = gtk_widget_get_ancestor (GTK_WIDGET (widget), GTK_TYPE_LIST_BOX_ROW);
  return GTK_IS_SWITCH (widget) && row != NULL ? row : GTK_WIDGET (widget);
}

static void
add_field (UmpireMiniaturesPage *self,
           Form                  form,
           const char           *field,
           gpointer              widget)
{
  g_hash_table_insert (self->fields, g_strdup_printf ("%s:%s", form_names[form], field), widget);
}

static void
form_begin (UmpireMiniaturesPage *self,
            Form                  form)
{
  for (guint i = 0; i < self->marked->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->marked, i);

      gtk_widget_remove_css_class (row, "error");
      gtk_widget_set_tooltip_text (row, NULL);
    }
  g_ptr_array_set_size (self->marked, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->errors[form]), FALSE);
}

/* Shows `error` on the row it names (or on `row`), and clears the result. */
static void
form_fail (UmpireMiniaturesPage *self,
           Form                  form,
           GtkWidget            *row,
           const GError         *error)
{
  if (row == NULL)
    {
      g_autofree char *field = umpire_input_error_field (error);
      g_autofree char *key = NULL;

      /* Dice errors (a face the die cannot show, a die not typed) are the die's. */
      if (field == NULL && error->domain == UMPIRE_DICE_ERROR)
        field = g_strdup ("die");
      key = g_strdup_printf ("%s:%s", form_names[form], field ? field : "");
      row = error_row (g_hash_table_lookup (self->fields, key));
    }
  if (row != NULL)
    {
      gtk_widget_add_css_class (row, "error");
      gtk_widget_set_tooltip_text (row, error->message);
      g_ptr_array_add (self->marked, row);
    }
  gtk_label_set_text (self->errors[form], error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->errors[form]), TRUE);
  if (self->results[form] != NULL)
    umpire_result_view_set_result (self->results[form], NULL);
}

static void
form_done (UmpireMiniaturesPage *self,
           Form                  form,
           UmpireResult         *result)
{
  umpire_result_view_set_result (self->results[form], result);
  /* Logged like every other result (nothing outside a window with a session). */
  umpire_session_record_for_widget (GTK_WIDGET (self), result, NULL, UMPIRE_SIDE_NONE);
  g_signal_emit (self, signals[SIGNAL_RESULT], 0, result);
}

/* ---------------------------------------------------------------------- */
/* Reading the forms                                                      */

static char *
row_text (AdwEntryRow *row)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
}

/* A whole number of at least `min`; empty is `fallback` when optional. */
static gboolean
read_count (AdwEntryRow  *row,
            const char   *field,
            gboolean      optional,
            guint         min,
            guint        *out,
            GtkWidget   **failed,
            GError      **error)
{
  g_autofree char *text = row_text (row);
  guint64 value;

  if (*text == '\0' && optional)
    {
      *out = 0;
      return TRUE;
    }
  if (*text == '\0')
    umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field, _("enter a number"));
  else if (!g_ascii_string_to_unsigned (text, 10, min, G_MAXINT, &value, NULL))
    umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field,
                        _("“%s” is not a whole number of %u or more"), text, min);
  else
    {
      *out = (guint) value;
      return TRUE;
    }
  *failed = GTK_WIDGET (row);
  return FALSE;
}

static gboolean
read_inches (AdwEntryRow  *row,
             const char   *field,
             double       *out,
             GtkWidget   **failed,
             GError      **error)
{
  g_autofree char *text = row_text (row);
  char *end = NULL;
  double value;

  if (g_str_has_suffix (text, "\""))
    text[strlen (text) - 1] = '\0';
  value = g_ascii_strtod (text, &end);
  if (*text == '\0')
    umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field, _("enter the range in inches"));
  else if (end == text || *end != '\0')
    umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field, _("“%s” is not a number of inches"), text);
  else
    {
      *out = value;
      return TRUE;
    }
  *failed = GTK_WIDGET (row);
  return FALSE;
}

/* The dice for a form: typed-in d10s, or the session's dice when every die
 * field is empty. Typing some and not others is an error on the empty one. */
static UmpireDice *
form_dice (UmpireMiniaturesPage  *self,
           AdwEntryRow          **rows,
           guint                  n_rows,
           GtkWidget            **failed,
           GError               **error)
{
  static const char *const melee_fields[] = { "attacker-chance-die", "defender-chance-die" };
  UmpireTypedDie typed[G_N_ELEMENTS (melee_fields)];
  g_autoptr(GError) local = NULL;
  g_autofree char *field = NULL;
  UmpireDice *dice;

  g_return_val_if_fail (n_rows >= 1 && n_rows <= G_N_ELEMENTS (typed), NULL);
  for (guint i = 0; i < n_rows; i++)
    typed[i] = (UmpireTypedDie) { n_rows == 1 ? "die" : melee_fields[i], "1d10",
                                  gtk_editable_get_text (GTK_EDITABLE (rows[i])), FALSE };
  dice = umpire_dice_new_typed (typed, n_rows, UMPIRE_TYPED_DICE_ALL_OR_NONE, self->dice, &local);
  if (dice != NULL)
    return dice;
  field = umpire_input_error_field (local);
  for (guint i = 0; i < n_rows; i++)
    if (g_strcmp0 (field, typed[i].field) == 0)
      *failed = GTK_WIDGET (rows[i]);
  g_propagate_error (error, g_steal_pointer (&local));
  return NULL;
}

static UmpireDerosaMorale
combo_state (AdwComboRow *row)
{
  guint selected = adw_combo_row_get_selected (row);
  return selected <= UMPIRE_DEROSA_ROUTED ? (UmpireDerosaMorale) selected : UMPIRE_DEROSA_GOOD;
}

static const char *
combo_id (AdwComboRow *row,
          GPtrArray   *ids,
          guint        offset)
{
  guint selected = adw_combo_row_get_selected (row);

  if (selected == GTK_INVALID_LIST_POSITION || selected < offset || selected - offset >= ids->len)
    return NULL;
  return g_ptr_array_index (ids, selected - offset);
}

static UmpireRosterUnit *
selected_unit (AdwComboRow *row)
{
  gpointer item = adw_combo_row_get_selected_item (row);
  return UMPIRE_IS_ROSTER_UNIT (item) ? item : NULL;
}

/* ---------------------------------------------------------------------- */
/* Filling the forms from the roster                                      */

static guint
unit_type_index (UmpireRosterUnit *unit)
{
  for (guint i = 0; i < G_N_ELEMENTS (unit_types); i++)
    if (g_strcmp0 (umpire_roster_unit_get_unit_type (unit), unit_types[i].id) == 0)
      return i;
  return 0;
}

static void
set_count (AdwEntryRow *row,
           guint        value)
{
  g_autofree char *text = g_strdup_printf ("%u", value);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
}

static void
fill_melee_side (UmpireRosterUnit *unit,
                 AdwEntryRow      *figures,
                 AdwComboRow      *state,
                 GtkSwitch        *veterans,
                 GtkSwitch        *trained)
{
  set_count (figures, umpire_roster_unit_get_figures (unit));
  adw_combo_row_set_selected (state, umpire_roster_unit_get_morale (unit));
  gtk_switch_set_active (veterans, umpire_roster_unit_get_veteran (unit));
  gtk_switch_set_active (trained, umpire_roster_unit_get_trained (unit));
}

static void
fill_forms (UmpireMiniaturesPage *self,
            UmpireRosterUnit     *unit)
{
  guint type = unit_type_index (unit);
  guint figures = umpire_roster_unit_get_figures (unit);
  const char *nation = umpire_roster_unit_get_nation (unit);
  gboolean small_arms = unit_types[type].weapon != 3;

  for (guint i = 0; i < self->move_types->len; i++)
    if (g_str_equal (g_ptr_array_index (self->move_types, i), unit_types[type].move_type))
      adw_combo_row_set_selected (self->move_type, i);
  set_count (self->move_figures, figures);

  set_count (self->morale_figures, figures);
  adw_combo_row_set_selected (self->morale_strength, 0);
  adw_combo_row_set_selected (self->morale_state, umpire_roster_unit_get_morale (unit));

  adw_combo_row_set_selected (self->fire_weapon, unit_types[type].weapon);
  set_count (self->fire_strength, figures);
  adw_combo_row_set_selected (self->fire_state, umpire_roster_unit_get_morale (unit));
  /* The small arms die roll modifications follow the unit's nation. */
  for (guint i = 0; i < self->fire_switches->len; i++)
    {
      GtkSwitch *toggle = g_ptr_array_index (self->fire_switches, i);
      const char *id = g_object_get_data (G_OBJECT (toggle), "modifier");

      if (g_str_equal (id, "british-small-arms"))
        gtk_switch_set_active (toggle, small_arms && g_ascii_strcasecmp (nation, "british") == 0);
      else if (g_str_equal (id, "french-small-arms"))
        gtk_switch_set_active (toggle, small_arms && g_ascii_strcasecmp (nation, "french") == 0);
    }

  fill_melee_side (unit, self->melee_a_figures, self->melee_a_state, self->melee_a_veterans, self->melee_a_trained);
  set_count (self->ammo_used, umpire_roster_unit_get_ammo_used (unit));
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
  UmpireRosterUnit *unit = selected_unit (self->melee_d_unit);

  if (unit != NULL)
    fill_melee_side (unit, self->melee_d_figures, self->melee_d_state, self->melee_d_veterans,
                     self->melee_d_trained);
}

/* ---------------------------------------------------------------------- */
/* The procedures                                                         */

static void
on_move_clicked (UmpireMiniaturesPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  GtkWidget *failed = NULL;
  UmpireDerosaMoveInput input = { 0 };

  form_begin (self, FORM_MOVE);
  input.type = combo_id (self->move_type, self->move_types, 0);
  input.formation = combo_id (self->move_formation, self->formations, 0);
  input.terrain = combo_id (self->move_terrain, self->terrains, 1);
  input.skirmish = gtk_switch_get_active (self->move_skirmish);
  input.charge_turn = adw_combo_row_get_selected (self->move_charge);
  input.limber = gtk_switch_get_active (self->move_limber);
  input.set_up = gtk_switch_get_active (self->move_set_up);
  input.retreat_facing = gtk_switch_get_active (self->move_retreat);
  input.turn_around = gtk_switch_get_active (self->move_turn);
  if (!read_count (self->move_figures, "figures", TRUE, 0, &input.figures, &failed, &error) ||
      !read_count (self->move_changes, "formation-changes", TRUE, 0, &input.formation_changes, &failed, &error) ||
      (result = umpire_derosa_move (self->rules, &input, &error)) == NULL)
    {
      form_fail (self, FORM_MOVE, failed, error);
      return;
    }
  form_done (self, FORM_MOVE, result);
}

static void
on_morale_clicked (UmpireMiniaturesPage *self)
{
  static const char * const strengths[] = { NULL, "full", "3/4", "1/2", "1/3" };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  GtkWidget *failed = NULL;
  UmpireDerosaMoraleInput input = { 0 };
  guint strength = adw_combo_row_get_selected (self->morale_strength);
  UmpireRosterUnit *unit = selected_unit (self->unit_row);

  form_begin (self, FORM_MORALE);
  if (strength > 0 && strength < G_N_ELEMENTS (strengths))
    input.strength = strengths[strength];
  else if (!read_count (self->morale_figures, "figures", FALSE, 1, &input.figures, &failed, &error))
    goto fail;
  input.state = combo_state (self->morale_state);
  input.reason = combo_id (self->morale_reason, self->reasons, 1);
  if ((dice = form_dice (self, &self->morale_die, 1, &failed, &error)) == NULL ||
      (result = umpire_derosa_morale (self->rules, &input, dice, &error)) == NULL)
    goto fail;

  /* The unit keeps its new state for the next turn. */
  if (unit != NULL && umpire_roster_unit_apply_result (unit, result, NULL))
    adw_combo_row_set_selected (self->morale_state, umpire_roster_unit_get_morale (unit));
  form_done (self, FORM_MORALE, result);
  return;

fail:
  form_fail (self, FORM_MORALE, failed, error);
}

static void
on_fire_clicked (UmpireMiniaturesPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(GPtrArray) modifiers = g_ptr_array_new ();
  GtkWidget *failed = NULL;
  UmpireDerosaFireInput input = { 0 };
  guint weapon = adw_combo_row_get_selected (self->fire_weapon);

  form_begin (self, FORM_FIRE);
  input.weapon = weapon < G_N_ELEMENTS (weapons) ? weapons[weapon] : NULL;
  for (guint i = 0; i < self->fire_switches->len; i++)
    {
      GtkSwitch *toggle = g_ptr_array_index (self->fire_switches, i);

      if (gtk_switch_get_active (toggle))
        g_ptr_array_add (modifiers, g_object_get_data (G_OBJECT (toggle), "modifier"));
    }
  g_ptr_array_add (modifiers, NULL);
  input.modifiers = (const char * const *) modifiers->pdata;
  input.state = combo_state (self->fire_state);
  if (!read_count (self->fire_strength, "strength", FALSE, 1, &input.strength, &failed, &error) ||
      !read_inches (self->fire_range, "range", &input.range, &failed, &error) ||
      !read_count (self->fire_engaged, "close-combat", TRUE, 0, &input.engaged, &failed, &error) ||
      (dice = form_dice (self, &self->fire_die, 1, &failed, &error)) == NULL ||
      (result = umpire_derosa_fire (self->rules, &input, dice, &error)) == NULL)
    {
      form_fail (self, FORM_FIRE, failed, error);
      return;
    }
  form_done (self, FORM_FIRE, result);
}

static gboolean
read_side (UmpireMiniaturesPage   *self,
           const char             *name,
           AdwEntryRow            *figures,
           AdwComboRow            *state,
           GtkSwitch              *veterans,
           GtkSwitch              *trained,
           AdwEntryRow            *flank,
           GtkSwitch              *skirmish,
           UmpireDerosaMeleeSide  *side,
           GtkWidget             **failed,
           GError                **error)
{
  g_autofree char *figures_field = g_strdup_printf ("%s-figures", name);
  g_autofree char *flank_field = g_strdup_printf ("%s-flank", name);

  (void) self;
  side->name = name;
  side->state = combo_state (state);
  side->veterans = gtk_switch_get_active (veterans);
  side->trained = gtk_switch_get_active (trained);
  side->skirmish = gtk_switch_get_active (skirmish);
  return read_count (figures, figures_field, FALSE, 1, &side->figures, failed, error) &&
         read_count (flank, flank_field, TRUE, 0, &side->flank_figures, failed, error);
}

static void
on_melee_clicked (UmpireMiniaturesPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  GtkWidget *failed = NULL;
  UmpireDerosaMeleeInput input = { 0 };
  AdwEntryRow *dice_rows[] = { self->melee_a_die, self->melee_d_die };
  UmpireRosterUnit *attacker = selected_unit (self->unit_row);
  UmpireRosterUnit *defender = selected_unit (self->melee_d_unit);

  form_begin (self, FORM_MELEE);
  input.shaken_corrected = gtk_switch_get_active (self->melee_corrected);
  input.literal_chance = gtk_switch_get_active (self->melee_literal);
  if (!read_side (self, "attacker", self->melee_a_figures, self->melee_a_state, self->melee_a_veterans,
                  self->melee_a_trained, self->melee_a_flank, self->melee_a_skirmish, &input.attacker,
                  &failed, &error) ||
      !read_side (self, "defender", self->melee_d_figures, self->melee_d_state, self->melee_d_veterans,
                  self->melee_d_trained, self->melee_d_flank, self->melee_d_skirmish, &input.defender,
                  &failed, &error) ||
      (dice = form_dice (self, dice_rows, G_N_ELEMENTS (dice_rows), &failed, &error)) == NULL ||
      (result = umpire_derosa_melee (self->rules, &input, dice, &error)) == NULL)
    {
      form_fail (self, FORM_MELEE, failed, error);
      return;
    }
  /* The loser on the roster drops to shaken. */
  if (attacker != NULL && umpire_roster_unit_apply_result (attacker, result, "attacker"))
    adw_combo_row_set_selected (self->melee_a_state, umpire_roster_unit_get_morale (attacker));
  if (defender != NULL && defender != attacker && umpire_roster_unit_apply_result (defender, result, "defender"))
    adw_combo_row_set_selected (self->melee_d_state, umpire_roster_unit_get_morale (defender));
  form_done (self, FORM_MELEE, result);
}

static void
on_ammo_clicked (UmpireMiniaturesPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  GtkWidget *failed = NULL;
  UmpireDerosaAmmoInput input = { 0 };
  UmpireRosterUnit *unit = selected_unit (self->unit_row);

  form_begin (self, FORM_AMMO);
  input.resupply = gtk_switch_get_active (self->ammo_resupply);
  if (!read_count (self->ammo_used, "used", TRUE, 0, &input.used, &failed, &error) ||
      (dice = form_dice (self, &self->ammo_die, 1, &failed, &error)) == NULL ||
      (result = umpire_derosa_ammo (self->rules, &input, dice, &error)) == NULL)
    {
      form_fail (self, FORM_AMMO, failed, error);
      return;
    }
  if (unit != NULL && umpire_roster_unit_apply_result (unit, result, NULL))
    set_count (self->ammo_used, umpire_roster_unit_get_ammo_used (unit));
  form_done (self, FORM_AMMO, result);
}

/* ---------------------------------------------------------------------- */
/* The roster                                                             */

static void
update_roster_row (AdwActionRow     *row,
                   GParamSpec       *pspec,
                   UmpireRosterUnit *unit)
{
  guint figures = umpire_roster_unit_get_figures (unit);
  guint fire_turns = umpire_roster_unit_get_ammo_used (unit);
  g_autofree char *figures_text = g_strdup_printf (ngettext ("%u figure", "%u figures", figures), figures);
  g_autofree char *fire_text = g_strdup_printf (ngettext ("%u fire turn used", "%u fire turns used", fire_turns),
                                                fire_turns);
  /* TRANSLATORS: nation, type, "N figures", morale, veterans, trained, "N fire turns used" */
  g_autofree char *subtitle = g_strdup_printf (_("%s %s, %s, %s%s%s · %s"),
                                               umpire_roster_unit_get_nation (unit),
                                               unit_type_label (umpire_roster_unit_get_unit_type (unit)),
                                               figures_text,
                                               umpire_derosa_morale_label (umpire_roster_unit_get_morale (unit)),
                                               umpire_roster_unit_get_veteran (unit) ? _(", veterans") : "",
                                               umpire_roster_unit_get_trained (unit) ? _(", trained") : "",
                                               fire_text);

  (void) pspec;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), umpire_roster_unit_get_name (unit));
  /* No nation typed: no leading blank. */
  adw_action_row_set_subtitle (row, g_strchug (subtitle));
}

static void
on_remove_unit (GtkButton            *button,
                UmpireMiniaturesPage *self)
{
  UmpireRosterUnit *unit = g_object_get_data (G_OBJECT (button), "unit");
  guint position;

  if (g_list_store_find (self->roster, unit, &position))
    g_list_store_remove (self->roster, position);
}

static GtkWidget *
create_roster_row (gpointer item,
                   gpointer user_data)
{
  UmpireRosterUnit *unit = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

  /* Names are typed by the umpire, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);

  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Remove from the table"));
  g_object_set_data_full (G_OBJECT (remove), "unit", g_object_ref (unit), g_object_unref);
  g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_unit), user_data);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
  update_roster_row (ADW_ACTION_ROW (row), NULL, unit);
  g_signal_connect_object (unit, "notify", G_CALLBACK (update_roster_row), row, G_CONNECT_SWAPPED);
  return row;
}

static void
on_roster_add_clicked (UmpireMiniaturesPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireRosterUnit) unit = NULL;
  g_autofree char *name = row_text (self->roster_name);
  g_autofree char *nation = row_text (self->roster_nation);
  GtkWidget *failed = NULL;
  guint figures, type = adw_combo_row_get_selected (self->roster_type);

  form_begin (self, FORM_ROSTER);
  if (*name == '\0')
    {
      umpire_input_error (&error, UMPIRE_INPUT_ERROR_INVALID, "name", _("give the unit a name"));
      form_fail (self, FORM_ROSTER, GTK_WIDGET (self->roster_name), error);
      return;
    }
  if (!read_count (self->roster_figures, "figures", FALSE, 1, &figures, &failed, &error))
    {
      form_fail (self, FORM_ROSTER, failed, error);
      return;
    }
  unit = umpire_roster_unit_new (name, nation, unit_types[type < G_N_ELEMENTS (unit_types) ? type : 0].id, figures);
  umpire_roster_unit_set_trained (unit, gtk_switch_get_active (self->roster_trained));
  umpire_roster_unit_set_veteran (unit, gtk_switch_get_active (self->roster_veteran));
  g_list_store_append (self->roster, unit);
  adw_combo_row_set_selected (self->unit_row, g_list_model_get_n_items (G_LIST_MODEL (self->roster)) - 1);
  gtk_editable_set_text (GTK_EDITABLE (self->roster_name), "");
}

/* ---------------------------------------------------------------------- */
/* The choices the database offers                                        */

static void
fill_combo (AdwComboRow *row,
            const char  *first,
            GPtrArray   *labels)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);

  if (first != NULL)
    gtk_string_list_append (model, first);
  for (guint i = 0; i < labels->len; i++)
    gtk_string_list_append (model, g_ptr_array_index (labels, i));
  adw_combo_row_set_model (row, G_LIST_MODEL (model));
}

/* The morale reasons are sentences: each wraps in the popover instead of
 * being cut to a few words, and the choice made reads in full under the
 * row's title. */
static void
show_long_choices (AdwComboRow *combo)
{
  g_autoptr(GtkListItemFactory) factory = umpire_choice_list_factory_new (G_OBJECT (combo), TRUE);

  adw_combo_row_set_list_factory (combo, factory);
  adw_combo_row_set_use_subtitle (combo, TRUE);
}

/* The collapsed modifiers row says which are on. */
static void
update_modifier_summary (UmpireMiniaturesPage *self)
{
  g_autoptr(GString) summary = g_string_new (NULL);

  for (guint i = 0; i < self->fire_switches->len; i++)
    {
      GtkSwitch *toggle = g_ptr_array_index (self->fire_switches, i);
      GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (toggle), ADW_TYPE_ACTION_ROW);

      if (gtk_switch_get_active (toggle) && row != NULL)
        g_string_append_printf (summary, "%s%s", summary->len ? ", " : "",
                                adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
    }
  {
    g_autofree char *escaped = g_markup_escape_text (summary->len ? summary->str : _("None"), -1);
    adw_expander_row_set_subtitle (self->fire_modifiers, escaped);
  }
}

static void
load_choices (UmpireMiniaturesPage *self)
{
  const UmpireTable *chart = umpire_rules_get_table (self->rules, "derosa.movement");
  const UmpireTable *inches = umpire_rules_get_table (self->rules, "derosa.movement-inches");
  const UmpireTable *reasons = umpire_rules_get_table (self->rules, "derosa.morale-reasons");
  g_autoptr(GPtrArray) type_labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) formation_labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) terrain_labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) reason_labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) modifiers = NULL;

  if (chart != NULL && inches != NULL)
    {
      for (guint i = 0; i < chart->rows->len; i++)
        {
          const UmpireRow *row = g_ptr_array_index (chart->rows, i);

          g_ptr_array_add (self->move_types, (gpointer) row->id);
          g_ptr_array_add (type_labels, (gpointer) row->label);
        }
      /* Columns with inches somewhere are formations and roads; the rest terrain. */
      for (guint c = 0; c < chart->columns->len; c++)
        {
          const UmpireColumn *column = g_ptr_array_index (chart->columns, c);
          int index = umpire_table_column_index (inches, column->id);
          gboolean has_inches = FALSE;

          for (guint r = 0; index >= 0 && r < inches->rows->len; r++)
            has_inches |= !g_str_equal (umpire_row_cell (g_ptr_array_index (inches->rows, r), index)->text, "-");
          g_ptr_array_add (has_inches ? self->formations : self->terrains, (gpointer) column->id);
          g_ptr_array_add (has_inches ? formation_labels : terrain_labels, (gpointer) column->label);
        }
    }
  fill_combo (self->move_type, NULL, type_labels);
  fill_combo (self->move_formation, NULL, formation_labels);
  fill_combo (self->move_terrain, _("Open"), terrain_labels);

  for (guint i = 0; reasons != NULL && i < reasons->rows->len; i++)
    {
      const UmpireRow *item = g_ptr_array_index (reasons->rows, i);

      g_ptr_array_add (self->reasons, (gpointer) item->id);
      g_ptr_array_add (reason_labels, (gpointer) umpire_row_cell (item, 0)->text);
    }
  fill_combo (self->morale_reason, _("No reason given"), reason_labels);
  show_long_choices (self->morale_reason);

  modifiers = umpire_derosa_fire_modifiers (self->rules, NULL);
  for (guint i = 0; modifiers != NULL && i < modifiers->len; i++)
    {
      const UmpireRow *modifier = g_ptr_array_index (modifiers, i);
      const UmpireCell *effect = umpire_row_cell (modifier, 0);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *toggle = gtk_switch_new ();
      g_autofree char *subtitle = g_strdup_printf ("%s · %s", effect ? effect->text : "", modifier->prov.rule);

      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      g_object_set_data (G_OBJECT (toggle), "modifier", (gpointer) modifier->id);
      gtk_widget_set_name (toggle, modifier->id);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), modifier->label);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      adw_expander_row_add_row (self->fire_modifiers, row);
      g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (update_modifier_summary), self);
      g_ptr_array_add (self->fire_switches, toggle);
    }
}

static void
register_fields (UmpireMiniaturesPage *self)
{
  add_field (self, FORM_MOVE, "type", self->move_type);
  add_field (self, FORM_MOVE, "formation", self->move_formation);
  add_field (self, FORM_MOVE, "terrain", self->move_terrain);
  add_field (self, FORM_MOVE, "charge-turn", self->move_charge);
  add_field (self, FORM_MOVE, "figures", self->move_figures);
  add_field (self, FORM_MOVE, "formation-changes", self->move_changes);
  add_field (self, FORM_MOVE, "limber", self->move_limber);
  add_field (self, FORM_MOVE, "set-up", self->move_set_up);
  add_field (self, FORM_MOVE, "retreat-facing", self->move_retreat);
  add_field (self, FORM_MOVE, "turn-around", self->move_turn);
  add_field (self, FORM_MORALE, "figures", self->morale_figures);
  add_field (self, FORM_MORALE, "strength", self->morale_strength);
  add_field (self, FORM_MORALE, "state", self->morale_state);
  add_field (self, FORM_MORALE, "reason", self->morale_reason);
  add_field (self, FORM_MORALE, "die", self->morale_die);
  add_field (self, FORM_FIRE, "weapon", self->fire_weapon);
  add_field (self, FORM_FIRE, "strength", self->fire_strength);
  add_field (self, FORM_FIRE, "range", self->fire_range);
  add_field (self, FORM_FIRE, "close-combat", self->fire_engaged);
  add_field (self, FORM_FIRE, "morale", self->fire_state);
  add_field (self, FORM_FIRE, "modifier", self->fire_modifiers);
  add_field (self, FORM_FIRE, "die", self->fire_die);
  add_field (self, FORM_MELEE, "attacker-figures", self->melee_a_figures);
  add_field (self, FORM_MELEE, "attacker-morale", self->melee_a_state);
  add_field (self, FORM_MELEE, "attacker-flank", self->melee_a_flank);
  add_field (self, FORM_MELEE, "defender-figures", self->melee_d_figures);
  add_field (self, FORM_MELEE, "defender-morale", self->melee_d_state);
  add_field (self, FORM_MELEE, "defender-flank", self->melee_d_flank);
  add_field (self, FORM_MELEE, "die", self->melee_a_die);
  add_field (self, FORM_AMMO, "used", self->ammo_used);
  add_field (self, FORM_AMMO, "die", self->ammo_die);
  add_field (self, FORM_ROSTER, "name", self->roster_name);
  add_field (self, FORM_ROSTER, "figures", self->roster_figures);
  add_field (self, FORM_MELEE, "defender-die", self->melee_d_die);
}

/* Editing a marked field takes its mark away. */
static void
on_field_changed (GtkWidget *row)
{
  gtk_widget_remove_css_class (row, "error");
  gtk_widget_set_tooltip_text (row, NULL);
}

/* ---------------------------------------------------------------------- */
/* GObject                                                                */

static void
umpire_miniatures_page_constructed (GObject *object)
{
  UmpireMiniaturesPage *self = UMPIRE_MINIATURES_PAGE (object);

  G_OBJECT_CLASS (umpire_miniatures_page_parent_class)->constructed (object);

  g_return_if_fail (UMPIRE_IS_RULES (self->rules));
  if (self->dice == NULL)
    self->dice = umpire_dice_new_seeded (g_random_int ());
  load_choices (self);
}

static void
umpire_miniatures_page_dispose (GObject *object)
{
  UmpireMiniaturesPage *self = UMPIRE_MINIATURES_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_MINIATURES_PAGE);
  g_clear_object (&self->rules);
  g_clear_object (&self->dice);
  g_clear_object (&self->roster);
  G_OBJECT_CLASS (umpire_miniatures_page_parent_class)->dispose (object);
}

static void
umpire_miniatures_page_finalize (GObject *object)
{
  UmpireMiniaturesPage *self = UMPIRE_MINIATURES_PAGE (object);

  g_hash_table_unref (self->fields);
  g_ptr_array_unref (self->marked);
  g_ptr_array_unref (self->move_types);
  g_ptr_array_unref (self->formations);
  g_ptr_array_unref (self->terrains);
  g_ptr_array_unref (self->reasons);
  g_ptr_array_unref (self->fire_switches);
  G_OBJECT_CLASS (umpire_miniatures_page_parent_class)->finalize (object);
}

static void
umpire_miniatures_page_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  UmpireMiniaturesPage *self = UMPIRE_MINIATURES_PAGE (object);

  switch (prop_id)
    {
    case PROP_RULES: g_value_set_object (value, self->rules); break;
    case PROP_DICE: g_value_set_object (value, self->dice); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_miniatures_page_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  UmpireMiniaturesPage *self = UMPIRE_MINIATURES_PAGE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      self->rules = g_value_dup_object (value);
      /* The trails' sources and values in words. */
      {
        UmpireResultView *views[] = {
          self->move_result, self->morale_result, self->fire_result, self->melee_result, self->ammo_result,
        };

        for (guint i = 0; i < G_N_ELEMENTS (views); i++)
          umpire_result_view_set_rules (views[i], self->rules);
      }
      break;
    case PROP_DICE: self->dice = g_value_dup_object (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_miniatures_page_class_init (UmpireMiniaturesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_miniatures_page_constructed;
  object_class->dispose = umpire_miniatures_page_dispose;
  object_class->finalize = umpire_miniatures_page_finalize;
  object_class->get_property = umpire_miniatures_page_get_property;
  object_class->set_property = umpire_miniatures_page_set_property;

  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL, UMPIRE_TYPE_RULES,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The session's seeded digital dice, used when no die is typed in. */
  properties[PROP_DICE] =
    g_param_spec_object ("dice", NULL, NULL, UMPIRE_TYPE_DICE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Every result, as it is shown (the session log records it already). */
  signals[SIGNAL_RESULT] =
    g_signal_new ("result", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, UMPIRE_TYPE_RESULT);

  g_type_ensure (UMPIRE_TYPE_RESULT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/gnome/Umpire/ui/umpire-miniatures-page.ui");
  gtk_widget_class_set_css_name (widget_class, "miniatures-page");

#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, UmpireMiniaturesPage, name)
  CHILD (box); CHILD (unit_row); CHILD (view_stack);
  CHILD (move_type); CHILD (move_formation); CHILD (move_terrain); CHILD (move_charge);
  CHILD (move_skirmish); CHILD (move_limber); CHILD (move_set_up); CHILD (move_retreat); CHILD (move_turn);
  CHILD (move_figures); CHILD (move_changes); CHILD (move_error); CHILD (move_result);
  CHILD (morale_figures); CHILD (morale_die); CHILD (morale_strength); CHILD (morale_state);
  CHILD (morale_reason); CHILD (morale_error); CHILD (morale_result);
  CHILD (fire_weapon); CHILD (fire_state); CHILD (fire_strength); CHILD (fire_range); CHILD (fire_engaged);
  CHILD (fire_die); CHILD (fire_modifiers); CHILD (fire_button); CHILD (fire_error); CHILD (fire_result);
  CHILD (melee_a_figures); CHILD (melee_a_flank); CHILD (melee_a_die); CHILD (melee_a_state);
  CHILD (melee_a_veterans); CHILD (melee_a_trained); CHILD (melee_a_skirmish);
  CHILD (melee_d_unit); CHILD (melee_d_state); CHILD (melee_d_figures); CHILD (melee_d_flank); CHILD (melee_d_die);
  CHILD (melee_d_veterans); CHILD (melee_d_trained); CHILD (melee_d_skirmish);
  CHILD (melee_corrected); CHILD (melee_literal); CHILD (melee_error); CHILD (melee_result);
  CHILD (ammo_used); CHILD (ammo_die); CHILD (ammo_resupply); CHILD (ammo_error); CHILD (ammo_result);
  CHILD (roster_list); CHILD (roster_name); CHILD (roster_nation); CHILD (roster_figures);
  CHILD (roster_type); CHILD (roster_trained); CHILD (roster_veteran); CHILD (roster_add); CHILD (roster_error);
  CHILD (move_button); CHILD (morale_button); CHILD (melee_button); CHILD (ammo_button);
#undef CHILD

  gtk_widget_class_bind_template_callback (widget_class, on_unit_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_move_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_morale_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_fire_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_melee_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_ammo_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_roster_add_clicked);
}

static void
umpire_miniatures_page_init (UmpireMiniaturesPage *self)
{
  g_autoptr(GtkExpression) name = NULL;

  self->fields = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->marked = g_ptr_array_new ();
  self->move_types = g_ptr_array_new ();
  self->formations = g_ptr_array_new ();
  self->terrains = g_ptr_array_new ();
  self->reasons = g_ptr_array_new ();
  self->fire_switches = g_ptr_array_new ();
  self->roster = umpire_roster_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->errors[FORM_MOVE] = self->move_error;
  self->errors[FORM_MORALE] = self->morale_error;
  self->errors[FORM_FIRE] = self->fire_error;
  self->errors[FORM_MELEE] = self->melee_error;
  self->errors[FORM_AMMO] = self->ammo_error;
  self->errors[FORM_ROSTER] = self->roster_error;
  self->results[FORM_MOVE] = self->move_result;
  self->results[FORM_MORALE] = self->morale_result;
  self->results[FORM_FIRE] = self->fire_result;
  self->results[FORM_MELEE] = self->melee_result;
  self->results[FORM_AMMO] = self->ammo_result;
  self->results[FORM_ROSTER] = NULL;
  register_fields (self);
  {
    GHashTableIter iter;
    gpointer widget;

    g_hash_table_iter_init (&iter, self->fields);
    while (g_hash_table_iter_next (&iter, NULL, &widget))
      if (ADW_IS_ENTRY_ROW (widget))
        g_signal_connect (widget, "changed", G_CALLBACK (on_field_changed), NULL);
  }

  /* Both unit pickers show the roster by name. */
  name = gtk_property_expression_new (UMPIRE_TYPE_ROSTER_UNIT, NULL, "name");
  adw_combo_row_set_expression (self->unit_row, name);
  adw_combo_row_set_model (self->unit_row, G_LIST_MODEL (self->roster));
  adw_combo_row_set_expression (self->melee_d_unit, name);
  adw_combo_row_set_model (self->melee_d_unit, G_LIST_MODEL (self->roster));
  g_signal_connect_swapped (self->melee_d_unit, "notify::selected", G_CALLBACK (on_defender_selected), self);
  gtk_list_box_bind_model (self->roster_list, G_LIST_MODEL (self->roster), create_roster_row, self, NULL);
  {
    GtkWidget *placeholder = gtk_label_new (_("No units yet. Add the units on the table below."));

    gtk_widget_add_css_class (placeholder, "dim-label");
    gtk_widget_set_margin_top (placeholder, 12);
    gtk_widget_set_margin_bottom (placeholder, 12);
    gtk_list_box_set_placeholder (self->roster_list, placeholder);
  }
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
