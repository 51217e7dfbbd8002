/* umpire-sheet-setup.c: the 1916 setup sheets' content
 *
 * The scenario, each side's support rolls, heavy weapons and defensive
 * works, proximity and lull, the barrage allocation with room to write in,
 * the play tables and the placement checklist; on the umpire's copy every
 * roll with its explanation. With odds, beside each roll the chance of
 * what it gave, computed exactly before the roll from the inputs it
 * recorded: the procedure runs again from them (umpire_procedure_run) over
 * every face of its dice (umpire-odds.h). Read from the scenario's events in force (an
 * event changed by hand shows its change) and the rules database.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-odds.h"
#include "umpire-procedure.h"
#include "umpire-sheet-log.h"
#include "umpire-sheet-setup.h"
#include "umpire-sheet-tables.h"
#include "umpire-catalogue.h"
#include "umpire-battle-state.h"
#include "umpire-setup.h"
#include "umpire-setup-sequence.h"

/* Setup sheets, from the scenario's events                               */

/* The events in force, leaving out those a later override replaced. */
static GPtrArray *
events_in_force (UmpireScenario *scenario)
{
  GPtrArray *events = g_ptr_array_new ();
  g_autoptr(GHashTable) replaced = g_hash_table_new (NULL, NULL);
  guint cursor = umpire_scenario_get_cursor (scenario);

  for (guint i = 0; i < cursor; i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);

      if (umpire_event_get_overrides (event) != 0)
        g_hash_table_add (replaced, GUINT_TO_POINTER (umpire_event_get_overrides (event)));
    }
  for (guint i = 0; i < cursor; i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);

      if (!g_hash_table_contains (replaced, GUINT_TO_POINTER (umpire_event_get_id (event))))
        g_ptr_array_add (events, event);
    }
  return events;
}

/* A 1916 scenario field (nation, battle, terrain, scale) as the log shows
 * the same input; "—" when unset. */
static char *
dup_field_for_people (UmpireRules *rules,
                      const char  *name,
                      const char  *id)
{
  if (id == NULL || *id == '\0')
    return g_strdup ("—");
  return umpire_system_input_dup_for_people (rules, "1916", name, id);
}

static char *
dup_nation_for_people (UmpireRules    *rules,
                       UmpireScenario *scenario,
                       UmpireSide      side)
{
  return dup_field_for_people (rules, "nation", umpire_scenario_get_side_nation (scenario, side));
}

/* Which values of a setup step get their odds beside the roll. */
typedef struct
{
  const UmpireProcedureInfo *info;
  const char                *odds[5];     /* NULL-terminated */
  gboolean                   first_only;  /* only the first of them the result set */
} SetupStep;

static char *
format_chance (double p)
{
  /* Sums of sixths are not exact: 1 is 1. Never "0%" or "100%" for what
   * can and cannot happen. */
  if (p > 1 - 1e-9)
    return g_strdup ("100%");
  if (p > 0 && p < 0.005)
    return g_strdup ("<1%");
  if (p > 0.995)
    return g_strdup (">99%");
  return g_strdup_printf ("%.0f%%", 100 * p);
}

/* The odds of the values `step` names, as the result rolled them: its
 * procedure run again from the inputs it recorded, over every face of its
 * dice. One line per value, named when the step shows several. */
static char *
dup_odds_text (UmpireRules      *rules,
               UmpireResult     *result,
               const SetupStep  *step)
{
  const UmpireProcedureInfo *info = umpire_result_get_info (result);
  g_autoptr(GHashTable) inputs = NULL;
  g_autoptr(UmpireOdds) odds = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  gboolean named = !step->first_only && step->odds[1] != NULL;

  if (info == NULL || info->run == NULL)
    return g_strdup ("—");
  inputs = umpire_result_dup_inputs (result);
  odds = umpire_odds_compute_for (info, rules, inputs, 0, &error);
  /* Exact or not given: a roll of many dice (defensive works) has too many
   * combinations of faces to walk. */
  if (odds == NULL && g_error_matches (error, UMPIRE_ODDS_ERROR, UMPIRE_ODDS_ERROR_NOT_EXACT))
    return g_strdup_printf (_("no exact odds: more than %u combinations of its dice"), UMPIRE_ODDS_MAX_PATHS);
  if (odds == NULL)
    return g_strdup ("—");
  if (umpire_odds_get_n_paths (odds) < 2)
    return g_strdup (_("no roll"));
  for (guint i = 0; step->odds[i] != NULL; i++)
    {
      const char *name = step->odds[i];
      const char *value = umpire_result_get_value (result, name);
      g_autofree char *shown = NULL;
      g_autofree char *chance = NULL;
      char *end = NULL;
      double mean, number;

      if (value == NULL)
        continue;
      shown = umpire_value_dup_for_people (rules, info->id, name, value);
      number = g_ascii_strtod (value, &end);
      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (named)
        g_string_append_printf (text, "%s: ", umpire_result_get_value_label (result, name));
      if (end != value && *end == '\0' && umpire_odds_get_mean (odds, name, &mean))
        {
          chance = format_chance (umpire_odds_get_p_at_least (odds, name, number));
          /* Translators: the odds of a count beside its roll on the setup sheet:
           * "chance of 30 or more: 33%; expected 24.8" */
          g_string_append_printf (text, _("chance of %s or more: %s; expected %.1f"), shown, chance, mean);
        }
      else
        {
          chance = format_chance (umpire_odds_get_p (odds, name, value));
          /* Translators: the odds of a word beside its roll on the setup sheet: "chance of Yes: 33%" */
          g_string_append_printf (text, _("chance of %s: %s"), shown, chance);
        }
      if (step->first_only)
        break;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A grid of every event of `procedure` for `side`: one column per value,
 * and with `odds` a last column of the odds of each roll. Returns the
 * number of events. */
static guint
add_results_grid (UmpireSheetDocument *document,
                  UmpireRules         *rules,
                  UmpireBattleState   *state,
                  GPtrArray           *events,
                  const char          *procedure,
                  gboolean             any_side,
                  UmpireSide           side,
                  const SetupStep     *odds)
{
  g_autoptr(GPtrArray) matching = g_ptr_array_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GStrvBuilder) header = g_strv_builder_new ();
  g_auto(GStrv) header_strv = NULL;
  /* Extra heavy weapons are rolled for a weapon the players named: say which. */
  gboolean weapons = g_str_equal (procedure, umpire_setup_heavy_weapons_info.id);
  UmpireResult *first = NULL;
  UmpireSheetGrid *grid;

  for (guint i = 0; i < events->len; i++)
    {
      UmpireEvent *event = g_ptr_array_index (events, i);

      if (g_strcmp0 (umpire_event_get_procedure (event), procedure) == 0 &&
          (any_side || umpire_event_get_side (event) == side))
        g_ptr_array_add (matching, event);
    }
  if (matching->len == 0)
    {
      umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL, _("Not rolled yet."));
      return 0;
    }

  for (guint i = 0; i < matching->len; i++)
    {
      UmpireResult *result = umpire_event_get_result (g_ptr_array_index (matching, i));
      g_auto(GStrv) value_names = umpire_result_dup_value_names (result);

      if (first == NULL)
        first = result;
      for (guint v = 0; value_names[v] != NULL; v++)
        if (!g_ptr_array_find_with_equal_func (names, value_names[v], g_str_equal, NULL))
          g_ptr_array_add (names, g_strdup (value_names[v]));
    }
  if (any_side)
    g_strv_builder_add (header, _("Side"));
  if (weapons)
    g_strv_builder_add (header, _("Weapon"));
  for (guint n = 0; n < names->len; n++)
    g_strv_builder_add (header, umpire_result_get_value_label (first, g_ptr_array_index (names, n)));
  if (odds != NULL)
    g_strv_builder_add (header, _("Odds before the roll"));
  header_strv = g_strv_builder_end (header);
  /* With odds the grid is wide: each band of its columns repeats the first. */
  grid = umpire_sheet_document_add_grid (document, (const char * const *) header_strv, odds != NULL);

  for (guint i = 0; i < matching->len; i++)
    {
      UmpireEvent *event = g_ptr_array_index (matching, i);
      UmpireResult *result = umpire_event_get_result (event);
      g_autoptr(GStrvBuilder) row = g_strv_builder_new ();
      g_auto(GStrv) strv = NULL;

      if (any_side)
        g_strv_builder_add (row, umpire_side_get_label (umpire_event_get_side (event)));
      if (weapons)
        {
          const char *weapon = umpire_result_get_input (result, "weapon");
          g_autofree char *label = umpire_input_dup_for_people (rules, procedure, "weapon", weapon);

          g_strv_builder_add (row, label != NULL ? label : "—");
        }
      /* An out-of-date result is never printed as a current figure. */
      if (umpire_battle_state_get_event_state (state, event, NULL) == UMPIRE_EVENT_STATE_OUT_OF_DATE)
        for (guint n = 0; n < names->len; n++)
          g_strv_builder_add (row, n == 0 ? _("out of date: roll again") : "—");
      else
        for (guint n = 0; n < names->len; n++)
          {
            const char *name = g_ptr_array_index (names, n);
            g_autofree char *shown = umpire_value_dup_for_people (rules, procedure, name,
                                                                  umpire_result_get_value (result, name));

            g_strv_builder_add (row, shown ? shown : "—");
          }
      if (odds != NULL)
        {
          g_autofree char *text = dup_odds_text (rules, result, odds);

          g_strv_builder_add (row, text);
        }
      strv = g_strv_builder_end (row);
      umpire_sheet_grid_add_row (grid, (const char * const *) strv);
    }
  return matching->len;
}

static const char *
or_dash (const char *text)
{
  return text != NULL && *text ? text : "—";
}

static void
add_scenario_summary (UmpireSheetDocument *document,
                      UmpireRules         *rules,
                      UmpireScenario      *scenario)
{
  static const UmpireSide sides[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };
  const char * const *optional = umpire_scenario_get_optional_rules (scenario);
  g_autofree char *year = umpire_scenario_get_year (scenario) > 0
                          ? g_strdup_printf ("%d", umpire_scenario_get_year (scenario)) : NULL;
  g_autofree char *optional_text = optional[0] ? g_strjoinv (", ", (char **) optional) : NULL;
  g_autofree char *battle = dup_field_for_people (rules, "battle", umpire_scenario_get_battle (scenario));
  g_autofree char *terrain = dup_field_for_people (rules, "terrain", umpire_scenario_get_terrain (scenario));
  g_autofree char *scale = dup_field_for_people (rules, "scale", umpire_scenario_get_scale (scenario));
  UmpireSheetGrid *grid;

  umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("Scenario"));
  grid = umpire_sheet_document_add_grid (document, NULL, TRUE);
  umpire_sheet_grid_add_row (grid, (const char *[]) { _("Year"), or_dash (year), NULL });
  umpire_sheet_grid_add_row (grid, (const char *[]) { _("Battle"), battle, NULL });
  umpire_sheet_grid_add_row (grid, (const char *[]) { _("Terrain"), terrain, NULL });
  umpire_sheet_grid_add_row (grid, (const char *[]) { _("Ground scale"), scale, NULL });
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      g_autofree char *nation = dup_nation_for_people (rules, scenario, sides[i]);
      int sub_units = umpire_scenario_get_side_sub_units (scenario, sides[i]);
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %d sub-unit", "%s, %d sub-units",
                                                            sub_units),
                                               nation, sub_units);

      umpire_sheet_grid_add_row (grid, (const char *[]) { umpire_side_get_label (sides[i]), text, NULL });
    }
  umpire_sheet_grid_add_row (grid, (const char *[]) { _("Optional rules"), or_dash (optional_text), NULL });
  if (umpire_scenario_get_notes (scenario) != NULL)
    umpire_sheet_grid_add_row (grid, (const char *[]) { _("Notes"), umpire_scenario_get_notes (scenario), NULL });
}

/* The setup procedures of 1916 whose results the sheet lists per side,
 * each under its descriptor's title; a support roll gives a count, or for
 * gas whether it is available. */
static const SetupStep setup_steps[] = {
  { &umpire_setup_support_info, { "count", "available" }, TRUE },
  { &umpire_setup_heavy_weapons_info, { "bases" }, FALSE },
  { &umpire_setup_defensive_works_info, { "trenches", "wire", "pillboxes", "bunkers" }, FALSE },
};
static const SetupStep proximity_step = { &umpire_setup_proximity_info, { "yards" }, FALSE };
static const SetupStep counterbattery_step = { &umpire_setup_counterbattery_info, { "destroyed" }, FALSE };

UmpireSheetDocument *
umpire_sheet_setup_build (UmpireRules    *rules,
                          UmpireScenario *scenario,
                          UmpireSide      side,
                          gboolean        odds)
{
  g_autoptr(UmpireSheetDocument) document = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(UmpireBattleState) state = NULL;
  static const UmpireSide both[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };
  /* Each side's support categories left out as out of date, or NULL. */
  g_autoptr(GPtrArray) stale_attacker = NULL;
  g_autoptr(GPtrArray) stale_defender = NULL;
  GPtrArray **stale[G_N_ELEMENTS (both)] = { &stale_attacker, &stale_defender };
  g_autofree char *sheet_title = NULL;
  const char *title;

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), NULL);
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  document = umpire_sheet_document_new (NULL);
  events = events_in_force (scenario);
  state = umpire_battle_state_new (scenario);
  /* Support rolled for another header is not this scenario's: left out, and
   * said so, by category, rather than mixed with the header above it. */
  for (guint i = events->len; i > 0; i--)
    {
      UmpireEvent *event = g_ptr_array_index (events, i - 1);
      UmpireResult *result = umpire_event_get_result (event);

      if (!umpire_setup_result_is_current (result, scenario, umpire_event_get_side (event)))
        {
          guint s = umpire_event_get_side (event) == UMPIRE_SIDE_DEFENDER ? 1 : 0;
          const char *category = umpire_result_get_input (result, "category") != NULL
                                 ? umpire_result_get_input (result, "category")
                                 : umpire_result_get_value (result, "category");
          g_autofree char *label = category != NULL
                                   ? umpire_input_dup_for_people (rules, umpire_event_get_procedure (event),
                                                                  "category", category)
                                   : NULL;

          if (*stale[s] == NULL)
            *stale[s] = g_ptr_array_new_with_free_func (g_free);
          /* Walked backwards: each goes in front, the log's order kept. */
          if (label != NULL && !g_ptr_array_find_with_equal_func (*stale[s], label, g_str_equal, NULL))
            g_ptr_array_insert (*stale[s], 0, g_steal_pointer (&label));
          g_ptr_array_remove_index (events, i - 1);
        }
    }
  title = umpire_scenario_get_title (scenario);
  if (title == NULL || *title == '\0')
    title = _("Untitled scenario");

  if (side == UMPIRE_SIDE_NONE)
    sheet_title = g_strdup_printf (_("%s: umpire’s copy"), title);
  else
    sheet_title = g_strdup_printf (_("%s: %s’s setup sheet"), title, umpire_side_get_label (side));
  umpire_sheet_document_set_title (document, sheet_title);

  umpire_sheet_document_add (document, UMPIRE_SHEET_TITLE, title);
  if (side == UMPIRE_SIDE_NONE)
    umpire_sheet_document_add (document, UMPIRE_SHEET_SUBTITLE,
                               _("1916 setup — umpire’s copy, both sides and every roll"));
  else
    {
      g_autofree char *nation = dup_nation_for_people (rules, scenario, side);

      umpire_sheet_document_add_printf (document, UMPIRE_SHEET_SUBTITLE, _("1916 setup — %s (%s)"),
                                        umpire_side_get_label (side), nation);
    }

  add_scenario_summary (document, rules, scenario);
  if (odds)
    umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL,
                               _("Odds before the roll: the exact chance of what each roll gave, over every face "
                                 "of its dice, from the inputs it recorded."));

  for (guint s = 0; s < G_N_ELEMENTS (both); s++)
    {
      g_autofree char *nation = NULL;

      if (side != UMPIRE_SIDE_NONE && side != both[s])
        continue;
      nation = dup_nation_for_people (rules, scenario, both[s]);
      umpire_sheet_document_add_printf (document, UMPIRE_SHEET_HEADING, "%s (%s)",
                                        umpire_side_get_label (both[s]), nation);
      for (guint i = 0; i < G_N_ELEMENTS (setup_steps); i++)
        {
          umpire_sheet_document_add (document, UMPIRE_SHEET_SUBHEADING,
                                     umpire_procedure_info_get_title (setup_steps[i].info));
          if (setup_steps[i].info == &umpire_setup_support_info && *stale[s] != NULL)
            {
              g_autofree char *names = NULL;

              g_ptr_array_add (*stale[s], NULL);
              names = g_strjoinv (", ", (char **) (*stale[s])->pdata);
              g_ptr_array_remove_index (*stale[s], (*stale[s])->len - 1);
              if (*names == '\0')
                umpire_sheet_document_add (document, UMPIRE_SHEET_TEXT,
                                           _("Support was rolled for another year, battle or sides: out of date, roll setup step 2 again."));
              else
                /* Translators: on a setup sheet; %s names the support categories left out, e.g. "Airstrikes, Gas" */
                umpire_sheet_document_add_printf (document, UMPIRE_SHEET_TEXT,
                                                  _("%s: rolled for another year, battle or sides, so out of date and "
                                                    "left out; roll setup step 2 again."), names);
            }
          add_results_grid (document, rules, state, events, setup_steps[i].info->id, FALSE, both[s],
                            odds ? &setup_steps[i] : NULL);
        }
    }

  umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("Setup proximity and lull"));
  add_results_grid (document, rules, state, events, umpire_setup_proximity_info.id, TRUE, UMPIRE_SIDE_NONE,
                    odds ? &proximity_step : NULL);
  if (umpire_scenario_get_lull_start (scenario) > 0)
    umpire_sheet_document_add_printf (document, UMPIRE_SHEET_TEXT, _("Lull rolls begin on turn %d."),
                                      umpire_scenario_get_lull_start (scenario));
  else
    umpire_sheet_document_add (document, UMPIRE_SHEET_TEXT,
                               _("Lull rolls begin on the turn of the proximity die (not rolled yet)."));

  umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("Barrage allocation"));
  for (guint s = 0; s < G_N_ELEMENTS (both); s++)
    {
      const char *count = NULL;
      gboolean rolled = FALSE;

      if (side != UMPIRE_SIDE_NONE && side != both[s])
        continue;
      /* The battle's state counts the barrages of the support in force and
       * up to date; a roll out of date counts none. */
      for (guint i = 0; i < events->len; i++)
        {
          UmpireEvent *event = g_ptr_array_index (events, i);
          UmpireResult *result = umpire_event_get_result (event);

          if (umpire_event_get_side (event) == both[s] &&
              g_strcmp0 (umpire_event_get_procedure (event), umpire_setup_support_info.id) == 0 &&
              (g_strcmp0 (umpire_result_get_input (result, "category"), "barrage") == 0 ||
               g_strcmp0 (umpire_result_get_value (result, "category"), "barrage") == 0))
            rolled = TRUE;
        }
      count = umpire_battle_state_get (state, both[s] == UMPIRE_SIDE_ATTACKER ? UMPIRE_STATE_ATTACKER
                                                                              : UMPIRE_STATE_DEFENDER,
                                       "support:barrage");
      if (count != NULL)
        umpire_sheet_document_add_printf (document, UMPIRE_SHEET_TEXT, _("%s: %s pre-game barrages to allocate."),
                                          umpire_side_get_label (both[s]), count);
      else
        umpire_sheet_document_add_printf (document, UMPIRE_SHEET_TEXT, _("%s: %s pre-game barrages to allocate."),
                                          umpire_side_get_label (both[s]),
                                          rolled || *stale[s] != NULL ? _("out of date: roll again —")
                                                             : _("not rolled yet —"));
    }
  umpire_sheet_document_add (document, UMPIRE_SHEET_SUBHEADING, _("Counter-battery fire"));
  add_results_grid (document, rules, state, events, umpire_setup_counterbattery_info.id, side == UMPIRE_SIDE_NONE, side,
                    odds ? &counterbattery_step : NULL);
  umpire_sheet_document_add (document, UMPIRE_SHEET_SUBHEADING, _("Pre-game bombardment"));
  add_results_grid (document, rules, state, events, umpire_setup_bombardment_info.id, side == UMPIRE_SIDE_NONE, side,
                    NULL);
  {
    /* Room to write the allocation by hand at the table. */
    const char *header[] = { _("Target"), _("Barrages"), _("Gas"), _("Bases lost"), _("Morale"), NULL };
    UmpireSheetGrid *grid = umpire_sheet_document_add_grid (document, header, FALSE);

    umpire_sheet_grid_set_fill (grid, TRUE);
    for (guint i = 0; i < 6; i++)
      umpire_sheet_grid_add_row (grid, (const char *[]) { " ", " ", " ", " ", " ", NULL });
  }

  umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("For play"));
  umpire_sheet_add_table_by_id (document, rules, "1916.lull-features", FALSE, NULL);
  umpire_sheet_add_table_by_id (document, rules, "1916.reinforcements", FALSE, NULL);

  umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("Placement checklist"));
  umpire_sheet_add_table_by_id (document, rules, "1916.placement-checklist", TRUE, NULL);

  if (side == UMPIRE_SIDE_NONE)
    {
      umpire_sheet_document_add_page_break (document);
      umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("Every roll, with its explanation"));
      for (guint i = 0; i < events->len; i++)
        {
          UmpireEvent *event = g_ptr_array_index (events, i);
          const char *reason = NULL;

          umpire_sheet_add_event (document, rules, event);
          if (umpire_event_get_out_of_date (event) == NULL
              && umpire_battle_state_get_event_state (state, event, &reason) == UMPIRE_EVENT_STATE_OUT_OF_DATE)
            umpire_sheet_document_add_printf (document, UMPIRE_SHEET_TEXT, _("Out of date: roll again (%s)"),
                                              reason);
        }
      if (events->len == 0)
        umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL, _("No rolls yet."));
    }

  return g_steal_pointer (&document);
}
