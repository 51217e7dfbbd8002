/* umpire-roster-row.c: a unit on the table, as the roster lists it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "umpire-correction.h"
#include "umpire-roster-row.h"
#include "umpire-width-first-layout.h"

/* Roster types: how each moves (a derosa.movement row) and fires (a
 * derosa.fire weapon). Ids, not rule values; in the roster_type row's order. */
static const UmpireUnitType unit_types[] = {
  { "infantry", N_("Infantry"), "infantry", "rifle" },
  { "cavalry", N_("Cavalry"), "cavalry", "carbine" },
  { "artillery", N_("Artillery"), "artillery", "field-gun" },
  { "machine-guns", N_("Machine guns"), "infantry", "mg" },
  { "wagons", N_("Wagons"), "wagons", "rifle" },
  { "trucks", N_("Trucks"), "trucks", "rifle" },
};

const UmpireUnitType *
umpire_unit_type_nth (guint n)
{
  return &unit_types[n < G_N_ELEMENTS (unit_types) ? n : 0];
}

const UmpireUnitType *
umpire_unit_type_of (UmpireRosterUnit *unit)
{
  for (guint i = 0; i < G_N_ELEMENTS (unit_types); i++)
    if (g_strcmp0 (umpire_roster_unit_get_unit_type (unit), unit_types[i].id) == 0)
      return &unit_types[i];
  return &unit_types[0];
}

/* ---- a unit as the battle stands -------------------------------------- */

void
umpire_roster_unit_get_now (UmpireRosterUnit   *unit,
                            UmpireScenario     *scenario,
                            guint              *figures,
                            UmpireDerosaMorale *morale,
                            guint              *ammo_used)
{
  UmpireBattleState *state = NULL;
  const char *name;
  const char *text;
  guint64 number;

  g_return_if_fail (UMPIRE_IS_ROSTER_UNIT (unit));
  g_return_if_fail (scenario == NULL || UMPIRE_IS_SCENARIO (scenario));

  /* The roster holds each unit as it was set up; the log's results (fire,
   * morale, close combat, ammunition, corrections) change it in the state. */
  if (figures != NULL)
    *figures = umpire_roster_unit_get_figures (unit);
  if (morale != NULL)
    *morale = umpire_roster_unit_get_morale (unit);
  if (ammo_used != NULL)
    *ammo_used = umpire_roster_unit_get_ammo_used (unit);
  name = umpire_roster_unit_get_name (unit);
  if (scenario == NULL || name == NULL || *name == '\0')
    return;
  state = umpire_correction_state_of (scenario);
  if (figures != NULL && (text = umpire_battle_state_get_unit (state, name, "figures")) != NULL
      && g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &number, NULL))
    *figures = (guint) number;
  if (morale != NULL && (text = umpire_battle_state_get_unit (state, name, "morale")) != NULL)
    umpire_derosa_morale_from_string (text, morale);
  if (ammo_used != NULL && (text = umpire_battle_state_get_unit (state, name, "ammo-used")) != NULL
      && g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &number, NULL))
    *ammo_used = (guint) number;
}

char *
umpire_roster_unit_dup_figures_text (UmpireRosterUnit *unit,
                                     guint             figures)
{
  guint start;

  g_return_val_if_fail (UMPIRE_IS_ROSTER_UNIT (unit), NULL);

  start = umpire_roster_unit_get_figures (unit);
  if (figures == start)
    return g_strdup_printf (ngettext ("%u figure", "%u figures", figures), figures);
  /* TRANSLATORS: a roster unit's figures as the log leaves them, and as it
   * was set up: "12 of 16 figures" */
  return g_strdup_printf (ngettext ("%u of %u figure", "%u of %u figures", start), figures, start);
}

/* ---- the list ------------------------------------------------------------ */

typedef struct
{
  GListStore          *roster;
  UmpireRules         *rules;
  UmpireScenario      *scenario;
  UmpireRosterCorrect  correct;
  gpointer             correct_data;
} RosterList;

static void
roster_list_free (gpointer data)
{
  RosterList *list = data;

  g_clear_object (&list->roster);
  g_clear_object (&list->rules);
  g_clear_object (&list->scenario);
  g_free (list);
}

static void
update_roster_row (AdwActionRow     *row,
                   GParamSpec       *pspec,
                   UmpireRosterUnit *unit)
{
  UmpireRules *rules = g_object_get_data (G_OBJECT (row), "umpire-rules");
  UmpireScenario *scenario = g_object_get_data (G_OBJECT (row), "umpire-scenario");
  const char *typed = umpire_roster_unit_get_nation (unit);
  g_autofree char *nation = umpire_roster_dup_nation_label (rules, typed);
  g_autofree char *unknown = NULL;
  g_autofree char *figures_text = NULL;
  g_autofree char *fire_text = NULL;
  UmpireDerosaMorale morale;
  guint figures, fire_turns;
  /* TRANSLATORS: nation, type, "N figures", morale, veterans, trained, "N fire turns used" */
  g_autofree char *subtitle = NULL;

  /* As the battle stands: the set-up figures beside those left. */
  umpire_roster_unit_get_now (unit, scenario, &figures, &morale, &fire_turns);
  figures_text = umpire_roster_unit_dup_figures_text (unit, figures);
  fire_text = g_strdup_printf (ngettext ("%u fire turn used", "%u fire turns used", fire_turns), fire_turns);
  /* A nation typed in an older roster that the rules do not name: as
   * typed, and said to take no modifier. */
  if (*typed != '\0' && umpire_roster_find_nation (rules, typed) == NULL)
    /* TRANSLATORS: after a roster unit's description; the nation as typed */
    unknown = g_strdup_printf (_(" · “%s” is not a nation of the rules: no nation modifier"), typed);
  subtitle = g_strdup_printf (_("%s %s, %s, %s%s%s · %s%s"),
                                               nation,
                                               _(umpire_unit_type_of (unit)->label),
                                               figures_text,
                                               umpire_derosa_morale_label (morale),
                                               umpire_roster_unit_get_veteran (unit) ? _(", veterans") : "",
                                               umpire_roster_unit_get_trained (unit) ? _(", trained") : "",
                                               fire_text, unknown != NULL ? unknown : "");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), umpire_roster_unit_get_name (unit));
  /* No nation typed: no leading blank. */
  adw_action_row_set_subtitle (row, g_strchug (subtitle));
}

/* The log moved (a result recorded, undone, corrected): the row follows. */
static void
on_scenario_changed (AdwActionRow *row)
{
  update_roster_row (row, NULL, g_object_get_data (G_OBJECT (row), "unit"));
}

static void
on_remove_unit (GtkButton  *button,
                GListStore *roster)
{
  UmpireRosterUnit *unit = g_object_get_data (G_OBJECT (button), "unit");
  guint position;

  if (g_list_store_find (roster, unit, &position))
    g_list_store_remove (roster, position);
}

static void
on_correct_unit (GtkButton  *button,
                 RosterList *list)
{
  list->correct (g_object_get_data (G_OBJECT (button), "unit"), list->correct_data);
}

static GtkWidget *
new_roster_row (gpointer item,
                gpointer data)
{
  RosterList *list = data;
  GListStore *roster = list->roster;
  UmpireRosterUnit *unit = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

  /* Names are typed by the umpire, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  umpire_width_first_action_row (row);
  g_object_set_data_full (G_OBJECT (row), "unit", g_object_ref (unit), g_object_unref);
  /* Figures and morale as the log leaves them, corrected by hand with a
   * reason (a result of its own in the log). */
  if (list->scenario != NULL && list->correct != NULL)
    {
      /* An icon, as the trash beside it: a phone's row keeps its width
       * for the unit's figures. */
      GtkWidget *correct = gtk_button_new_from_icon_name ("document-edit-symbolic");

      gtk_widget_set_valign (correct, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (correct, "flat");
      gtk_widget_set_tooltip_text (correct, _("Correct…"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (correct), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Correct…"), -1);
      g_object_set_data_full (G_OBJECT (correct), "unit", g_object_ref (unit), g_object_unref);
      g_signal_connect (correct, "clicked", G_CALLBACK (on_correct_unit), list);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), correct);
    }
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Remove from the table"));
  g_object_set_data_full (G_OBJECT (remove), "unit", g_object_ref (unit), g_object_unref);
  g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_unit), roster);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
  if (list->rules != NULL)
    g_object_set_data_full (G_OBJECT (row), "umpire-rules", g_object_ref (list->rules), g_object_unref);
  if (list->scenario != NULL)
    {
      g_object_set_data_full (G_OBJECT (row), "umpire-scenario", g_object_ref (list->scenario), g_object_unref);
      g_signal_connect_object (list->scenario, "changed", G_CALLBACK (on_scenario_changed), row, G_CONNECT_SWAPPED);
    }
  update_roster_row (ADW_ACTION_ROW (row), NULL, unit);
  g_signal_connect_object (unit, "notify", G_CALLBACK (update_roster_row), row, G_CONNECT_SWAPPED);
  return row;
}

void
umpire_roster_list_bind (GtkListBox          *list,
                         GListStore          *roster,
                         UmpireRules         *rules,
                         UmpireScenario      *scenario,
                         UmpireRosterCorrect  correct,
                         gpointer             correct_data)
{
  RosterList *data = g_new0 (RosterList, 1);

  g_return_if_fail (GTK_IS_LIST_BOX (list));
  g_return_if_fail (G_IS_LIST_STORE (roster));
  g_return_if_fail (scenario == NULL || UMPIRE_IS_SCENARIO (scenario));

  data->roster = g_object_ref (roster);
  data->rules = rules != NULL ? g_object_ref (rules) : NULL;
  data->scenario = scenario != NULL ? g_object_ref (scenario) : NULL;
  data->correct = correct;
  data->correct_data = correct_data;
  gtk_list_box_bind_model (list, G_LIST_MODEL (roster), new_roster_row, data, roster_list_free);
}

/* ---- the nation of a new unit ------------------------------------------- */

void
umpire_roster_nation_row_fill (AdwComboRow *row,
                               UmpireRules *rules)
{
  g_auto(GStrv) nations = umpire_roster_dup_nations (rules);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  /* First, so that no unit takes a nation's modifier unasked. */
  g_strv_builder_add (ids, "");
  gtk_string_list_append (labels, _("Another nation"));
  for (guint i = 0; nations[i] != NULL; i++)
    {
      g_autofree char *label = umpire_roster_dup_nation_label (rules, nations[i]);

      g_strv_builder_add (ids, nations[i]);
      gtk_string_list_append (labels, label);
    }
  g_object_set_data_full (G_OBJECT (row), "umpire-nation-ids", g_strv_builder_end (ids), (GDestroyNotify) g_strfreev);
  adw_combo_row_set_model (row, G_LIST_MODEL (labels));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Only a nation the rules name takes a fire modifier"));
}

const char *
umpire_roster_nation_row_get_nation (AdwComboRow *row)
{
  const char * const *ids;
  guint selected;

  g_return_val_if_fail (ADW_IS_COMBO_ROW (row), NULL);

  ids = g_object_get_data (G_OBJECT (row), "umpire-nation-ids");
  selected = adw_combo_row_get_selected (row);
  if (ids == NULL || selected >= g_strv_length ((char **) ids) || *ids[selected] == '\0')
    return NULL;
  return ids[selected];
}
