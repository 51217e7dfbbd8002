/* umpire-cli-scenario.c: scenario files from the shell
 *
 *   umpire-cli sheet FILE.umpire -o OUT.pdf [--side attacker|defender|umpire] [--odds]
 *   umpire-cli sheet --reference weltkrieg|1916|derosa -o OUT.pdf [--support-reading R]
 *   umpire-cli log FILE.umpire [--by-turn]
 *   umpire-cli setup run --seed N --year Y --attacker NATION --defender NATION
 *       --attacker-units N --defender-units M --terrain T --battle B -o FILE.umpire
 *       [--attacker-heavy-dice D,D,…] [--defender-heavy-dice D,D,…]
 *   umpire-cli scenario continue FILE.umpire -o NEXT.umpire [--without ITEM]... [--title T]
 *   umpire-cli scenario continue FILE.umpire --list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "umpire-battle-state.h"
#include "umpire-catalogue.h"
#include "umpire-cli.h"
#include "umpire-continuation.h"
#include "umpire-scenario-file.h"
#include "umpire-setup-sequence.h"
#include "umpire-sheet.h"
#include "umpire-xml.h"

static char *opt_output;
static char *opt_side;
static char *opt_reference;
static char *opt_paper;
static char *opt_support_reading;
static gboolean opt_sheet_odds;

static const GOptionEntry sheet_entries[] = {
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &opt_output, N_("Write the PDF to FILE"), N_("FILE") },
  { "side", 0, 0, G_OPTION_ARG_STRING, &opt_side, N_("Whose setup sheet: attacker, defender or umpire (default)"), N_("SIDE") },
  { "reference", 0, 0, G_OPTION_ARG_STRING, &opt_reference, N_("A quick-reference sheet instead: weltkrieg, 1916 or derosa"), N_("SYSTEM") },
  { "support-reading", 0, 0, G_OPTION_ARG_STRING, &opt_support_reading,
    N_("1916 reference: reading of the support chart's damaged header, each-heading (default) or earlier"), N_("READING") },
  { "paper", 0, 0, G_OPTION_ARG_STRING, &opt_paper, N_("Paper size: a4 (default) or letter"), N_("SIZE") },
  { "odds", 0, 0, G_OPTION_ARG_NONE, &opt_sheet_odds,
    N_("Beside each roll, the exact odds of what it gave, from the inputs it recorded"), NULL },
  { NULL }
};

static UmpireResult *
run_sheet (UmpireCliContext  *cli,
           GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("sheet");
  g_autoptr(UmpireSheet) sheet = NULL;
  g_autoptr(UmpireScenario) scenario = NULL;
  UmpirePaper paper = UMPIRE_PAPER_A4;
  UmpireSide side = UMPIRE_SIDE_NONE;
  const char *kind;

  if (opt_output == NULL)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("give the PDF to write with -o OUT.pdf"));
      return NULL;
    }
  if (opt_paper != NULL && !umpire_paper_from_string (opt_paper, &paper))
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("--paper: “%s” is not a4 or letter"), opt_paper);
      return NULL;
    }

  if (opt_reference != NULL)
    {
      if (cli->argc != 0 || opt_side != NULL)
        {
          g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                       _("--reference takes no scenario file and no --side"));
          return NULL;
        }
      if (opt_sheet_odds)
        {
          g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                       _("--odds is for the setup sheets of a scenario, not --reference"));
          return NULL;
        }
      if (!g_str_equal (opt_reference, "weltkrieg") && !g_str_equal (opt_reference, "1916") &&
          !g_str_equal (opt_reference, "derosa"))
        {
          g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                       _("--reference: “%s” is not weltkrieg, 1916 or derosa"), opt_reference);
          return NULL;
        }
      if (opt_support_reading != NULL && !g_str_equal (opt_reference, "1916"))
        {
          g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                       _("--support-reading is for --reference 1916 only"));
          return NULL;
        }
      sheet = umpire_sheet_new_reference (cli->rules, opt_reference, opt_support_reading, error);
      if (sheet == NULL)
        return NULL;
      kind = opt_reference;
    }
  else
    {
      if (cli->argc != 1)
        {
          g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                       _("give one scenario file (FILE.umpire), or --reference weltkrieg|1916|derosa"));
          return NULL;
        }
      if (opt_side != NULL && !g_str_equal (opt_side, "umpire") &&
          (!umpire_side_from_string (opt_side, &side) || side == UMPIRE_SIDE_NONE))
        {
          g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                       _("--side: “%s” is not attacker, defender or umpire"), opt_side);
          return NULL;
        }
      scenario = umpire_scenario_load_file (cli->argv[0], error);
      if (scenario == NULL || !umpire_scenario_rederive (scenario, cli->rules, error))
        return NULL;
      sheet = opt_sheet_odds ? umpire_sheet_new_setup_with_odds (cli->rules, scenario, side)
                             : umpire_sheet_new_setup (cli->rules, scenario, side);
      kind = side == UMPIRE_SIDE_NONE ? "umpire" : umpire_side_to_string (side);
    }

  /* Never over the scenario it was printed from. */
  if (cli->argc > 0 && umpire_cli_same_file (cli->argv[0], opt_output))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "output",
                          _("%s is the scenario being printed; choose another file for the PDF"), opt_output);
      return NULL;
    }
  if (!umpire_sheet_write_pdf (sheet, opt_output, paper, error))
    return NULL;

  umpire_result_set_value (result, "sheet", "%s", kind);
  umpire_result_set_value (result, "title", "%s", umpire_sheet_get_title (sheet));
  umpire_result_set_value (result, "pages", "%d", umpire_sheet_get_n_pages (sheet));
  umpire_result_set_value (result, "paper", "%s", paper == UMPIRE_PAPER_LETTER ? "letter" : "a4");
  umpire_result_set_value (result, "output", "%s", opt_output);
  cli->text = g_string_new (NULL);
  g_string_append_printf (cli->text, _("%s: %d page(s) written to %s\n"),
                          umpire_sheet_get_title (sheet), umpire_sheet_get_n_pages (sheet), opt_output);
  return g_steal_pointer (&result);
}

static gboolean opt_by_turn;

static const GOptionEntry log_entries[] = {
  { "by-turn", 0, 0, G_OPTION_ARG_NONE, &opt_by_turn,
    N_("Group the events by the game turn they were recorded on"), NULL },
  { NULL }
};

/* The words for what became of an event in the battle's state. */
static const char *
event_state_id (UmpireEventState state)
{
  switch (state)
    {
    case UMPIRE_EVENT_STATE_CURRENT: return "current";
    case UMPIRE_EVENT_STATE_OUT_OF_DATE: return "out-of-date";
    case UMPIRE_EVENT_STATE_REPLACED: return "replaced";
    case UMPIRE_EVENT_STATE_UNDONE:
    default: return "undone";
    }
}

static void
append_log_xml_event (GString           *xml,
                      UmpireEvent       *event,
                      UmpireBattleState *state)
{
  g_autofree char *name = g_strdup_printf ("event-%u", umpire_event_get_id (event));
  g_autofree char *line = umpire_event_describe (event);
  g_autofree char *text = g_strdup_printf ("%s%s", line, umpire_event_get_active (event) ? "" : _(" (undone)"));
  const char *reason = NULL;
  UmpireEventState event_state = umpire_battle_state_get_event_state (state, event, &reason);

  g_string_append (xml, "  <value");
  umpire_xml_append_attribute (xml, "name", name);
  umpire_xml_append_attribute (xml, "label", name);
  if (umpire_event_get_turn (event) > 0)
    g_string_append_printf (xml, " turn=\"%d\"", umpire_event_get_turn (event));
  umpire_xml_append_attribute (xml, "state", event_state_id (event_state));
  if (event_state == UMPIRE_EVENT_STATE_OUT_OF_DATE)
    umpire_xml_append_attribute (xml, "out-of-date", reason != NULL ? reason : "");
  g_string_append (xml, ">");
  {
    g_autofree char *escaped = g_markup_escape_text (text, -1);

    g_string_append (xml, escaped);
  }
  g_string_append (xml, "</value>\n");
}

static void
print_log_event (UmpireEvent       *event,
                 UmpireBattleState *state,
                 UmpireRules       *rules)
{
  g_autofree char *text = umpire_event_to_text (event, rules);
  const char *reason = NULL;

  fputs (text, stdout);
  /* Marked events say so in their own text; one whose inputs from the
   * state changed since says it here. */
  if (umpire_battle_state_get_event_state (state, event, &reason) == UMPIRE_EVENT_STATE_OUT_OF_DATE
      && umpire_event_get_out_of_date (event) == NULL)
    printf (_("  OUT OF DATE: roll again (%s)\n"), reason);
}

static int
compare_turns (gconstpointer a,
               gconstpointer b)
{
  int ta = umpire_event_get_turn (*(UmpireEvent * const *) a);
  int tb = umpire_event_get_turn (*(UmpireEvent * const *) b);

  return ta < tb ? -1 : ta > tb;
}

static UmpireResult *
run_log (UmpireCliContext  *cli,
         GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("log");
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(UmpireBattleState) state = NULL;
  g_autoptr(GPtrArray) order = NULL;
  int turn = -1;
  guint n;

  if (cli->argc != 1)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("give one scenario file (FILE.umpire)"));
      return NULL;
    }
  scenario = umpire_scenario_load_file (cli->argv[0], error);
  if (scenario == NULL || !umpire_scenario_rederive (scenario, cli->rules, error))
    return NULL;
  state = umpire_battle_state_new (scenario);

  n = umpire_scenario_get_n_events (scenario);
  order = g_ptr_array_sized_new (n);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (order, umpire_scenario_get_event (scenario, i));
  /* By turn: stable, so each turn's events stay in the order made. */
  if (opt_by_turn)
    g_ptr_array_sort (order, compare_turns);

  umpire_result_set_value (result, "events", "%u", n);
  umpire_result_set_value (result, "in-force", "%u", umpire_scenario_get_cursor (scenario));
  umpire_result_set_value (result, "out-of-date", "%u", umpire_battle_state_count_out_of_date (state));
  /* A long game's log is hundreds of megabytes of text: each event is
   * written as it is made, not gathered first. */
  if (cli->want_xml)
    {
      cli->xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<result procedure=\"log\">\n");
      g_string_append_printf (cli->xml, "  <value name=\"events\" label=\"events\">%u</value>\n", n);
      g_string_append_printf (cli->xml, "  <value name=\"in-force\" label=\"in-force\">%u</value>\n",
                              umpire_scenario_get_cursor (scenario));
      g_string_append_printf (cli->xml, "  <value name=\"out-of-date\" label=\"out-of-date\">%u</value>\n",
                              umpire_battle_state_count_out_of_date (state));
    }
  cli->text = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      UmpireEvent *event = g_ptr_array_index (order, i);

      if (cli->want_xml)
        append_log_xml_event (cli->xml, event, state);
      else
        {
          if (opt_by_turn && umpire_event_get_turn (event) != turn)
            {
              turn = umpire_event_get_turn (event);
              if (turn > 0)
                printf (_("== Turn %d ==\n"), turn);
              else
                printf ("== %s ==\n", _("Before the first turn"));
            }
          print_log_event (event, state, cli->rules);
        }
    }
  if (cli->want_xml)
    g_string_append (cli->xml, "</result>\n");
  if (n == 0)
    g_string_append (cli->text, _("No events.\n"));
  else if (umpire_battle_state_count_out_of_date (state) > 0)
    g_string_append_printf (cli->text, ngettext ("%u result out of date: roll it again\n",
                                                 "%u results out of date: roll them again\n",
                                                 umpire_battle_state_count_out_of_date (state)),
                            umpire_battle_state_count_out_of_date (state));
  return g_steal_pointer (&result);
}

/* ---- setup run ---------------------------------------------------------- */

static gint64 opt_seed = -1;
static int opt_year;
static char *opt_attacker;
static char *opt_defender;
static int opt_attacker_units;
static int opt_defender_units;
static char *opt_terrain;
static char *opt_battle;
static char *opt_scale;
static char *opt_title;
static char *opt_attacker_defenses;
static char *opt_defender_defenses;
static char *opt_attacker_heavy_dice;
static char *opt_defender_heavy_dice;

static const GOptionEntry run_entries[] = {
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, N_("Seed for reproducible digital dice"), N_("N") },
  /* Its help from run_fields: the years the rules give. */
  { "year", 0, 0, G_OPTION_ARG_INT, &opt_year, NULL, N_("Y") },
  { "attacker", 0, 0, G_OPTION_ARG_STRING, &opt_attacker, N_("The attacker's nation"), N_("NATION") },
  { "defender", 0, 0, G_OPTION_ARG_STRING, &opt_defender, N_("The defender's nation"), N_("NATION") },
  { "attacker-units", 0, 0, G_OPTION_ARG_INT, &opt_attacker_units, N_("The attacker's sub-units"), N_("N") },
  { "defender-units", 0, 0, G_OPTION_ARG_INT, &opt_defender_units, N_("The defender's sub-units"), N_("M") },
  { "terrain", 0, 0, G_OPTION_ARG_STRING, &opt_terrain, N_("constricted, open or wide-open"), N_("TERRAIN") },
  { "battle", 0, 0, G_OPTION_ARG_STRING, &opt_battle, N_("local or big-push"), N_("BATTLE") },
  { "scale", 0, 0, G_OPTION_ARG_STRING, &opt_scale, N_("Ground scale: large (default), medium or small"), N_("SCALE") },
  { "title", 0, 0, G_OPTION_ARG_STRING, &opt_title, N_("Title of the scenario"), N_("TEXT") },
  { "attacker-defenses", 0, 0, G_OPTION_ARG_STRING, &opt_attacker_defenses,
    N_("Die needed for trenches, wire, pillboxes, bunkers (0: no roll), from the Troop Lists"), N_("N,N,N,N") },
  { "defender-defenses", 0, 0, G_OPTION_ARG_STRING, &opt_defender_defenses,
    N_("The same for the defender"), N_("N,N,N,N") },
  { "attacker-heavy-dice", 0, 0, G_OPTION_ARG_STRING, &opt_attacker_heavy_dice,
    N_("Dice read off the table for the attacker's recommended heavy weapons, in order (empty: rolled)"),
    N_("D,D,…") },
  { "defender-heavy-dice", 0, 0, G_OPTION_ARG_STRING, &opt_defender_heavy_dice,
    N_("The same for the defender"), N_("D,D,…") },
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &opt_output, N_("Write the scenario to FILE.umpire"), N_("FILE") },
  { NULL }
};

/* The year is a year of the setup charts, as the rules give them. */
static const UmpireField run_fields[] = {
  { "year", N_("Year of the scenario"), UMPIRE_FIELD_NUMBER, UMPIRE_SETUP_YEAR_RANGE },
  { NULL }
};

/* "4,5,0,6" into the die needed per defensive works category. */
static gboolean
parse_defenses (const char  *text,
                const char  *field,
                int          needed[UMPIRE_DEFENSIVE_CATEGORIES],
                GError     **error)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  if (g_strv_length (parts) != UMPIRE_DEFENSIVE_CATEGORIES)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field,
                          _("give %d values: trenches, wire, pillboxes, bunkers"), UMPIRE_DEFENSIVE_CATEGORIES);
      return FALSE;
    }
  for (guint i = 0; i < UMPIRE_DEFENSIVE_CATEGORIES; i++)
    {
      gint64 value;

      if (!g_ascii_string_to_signed (g_strstrip (parts[i]), 10, 0, umpire_setup_defensive_needed_max (), &value, NULL))
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field,
                              _("“%s” is not a die value 1-%d, or 0 for no roll"), parts[i],
                              umpire_setup_defensive_needed_max ());
          return FALSE;
        }
      needed[i] = (int) value;
    }
  return TRUE;
}

static gboolean
require_text (const char  *value,
              const char  *field,
              GError     **error)
{
  if (value == NULL || *value == '\0')
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("--%s is required"), field);
      return FALSE;
    }
  return TRUE;
}

/* The text of the events recorded since the first `from`. */
static void
append_events (UmpireScenario *scenario,
               UmpireRules    *rules,
               guint           from,
               GString        *text)
{
  for (guint i = from; i < umpire_scenario_get_n_events (scenario); i++)
    {
      g_autofree char *explained = umpire_event_to_text (umpire_scenario_get_event (scenario, i), rules);

      g_string_append (text, explained);
    }
}

/* "6,,4": the typed die per recommended heavy weapon, empty ones rolled. */
static gboolean
heavy_weapons (UmpireSetupSequence  *sequence,
               UmpireSide            side,
               const char           *typed,
               const char           *field,
               GArray               *weapons,
               GStrv                *dice,
               GError              **error)
{
  g_autoptr(GPtrArray) recommendations = umpire_setup_sequence_dup_heavy_weapons (sequence, side, error);

  if (recommendations == NULL)
    return FALSE;
  *dice = typed != NULL ? g_strsplit (typed, ",", -1) : NULL;
  if (*dice != NULL && g_strv_length (*dice) != recommendations->len)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field,
                          ngettext ("give %u value, one per recommended weapon",
                                    "give %u values, one per recommended weapon", recommendations->len),
                          recommendations->len);
      return FALSE;
    }
  for (guint r = 0; r < recommendations->len; r++)
    {
      const UmpireHeavyWeaponRecommendation *rec = g_ptr_array_index (recommendations, r);
      UmpireSetupHeavyWeapon weapon = { rec->weapon, NULL, *dice ? (*dice)[r] : NULL };

      /* Its id is the rules', which outlive the run. */
      g_array_append_val (weapons, weapon);
    }
  return TRUE;
}

static UmpireResult *
run_setup (UmpireCliContext  *cli,
           GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("setup-run");
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireSetupSequence) sequence = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autofree char *title = NULL;
  const UmpireSide sides[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };
  const char *defenses[] = { opt_attacker_defenses, opt_defender_defenses };
  const char *heavy_dice[] = { opt_attacker_heavy_dice, opt_defender_heavy_dice };
  gboolean have_pack = umpire_rules_get_table (cli->rules, "1916.defensive-works-values") != NULL;
  guint from;

  if (cli->argc != 0)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("unexpected argument “%s”"), cli->argv[0]);
      return NULL;
    }
  if (!require_text (opt_output, "output", error) || !require_text (opt_attacker, "attacker", error)
      || !require_text (opt_defender, "defender", error) || !require_text (opt_terrain, "terrain", error)
      || !require_text (opt_battle, "battle", error))
    return NULL;
  if (!umpire_setup_check_year (cli->rules, opt_year, error)
      || !umpire_setup_check_nation (cli->rules, "attacker", opt_attacker, error)
      || !umpire_setup_check_nation (cli->rules, "defender", opt_defender, error))
    return NULL;
  /* A side's sub-units, in the range of the descriptor of the procedures
   * that read them (a side's own, as heavy weapons take them). */
  {
    const UmpireField *units = umpire_procedure_info_find_input (&umpire_setup_heavy_weapons_info, "units");
    const struct { const char *name; int value; } side_units[] = {
      { "attacker-units", opt_attacker_units }, { "defender-units", opt_defender_units },
    };

    for (guint i = 0; i < G_N_ELEMENTS (side_units); i++)
      if (side_units[i].value < 1)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, side_units[i].name, _("must be 1 or more"));
          return NULL;
        }
      else if (side_units[i].value < units->min || side_units[i].value > units->max)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, side_units[i].name,
                              _("must be from %g to %g, not %d"), units->min, units->max, side_units[i].value);
          return NULL;
        }
  }
  dice = umpire_cli_dice_new (opt_seed, opt_seed != -1, NULL, 6, error);
  if (dice == NULL)
    return NULL;

  if (opt_title != NULL)
    title = g_strdup (opt_title);
  else
    {
      /* The nations by the names the rules give them, not their ids. */
      g_autofree char *attacker = umpire_system_input_dup_for_people (cli->rules, "1916", "nation", opt_attacker);
      g_autofree char *defender = umpire_system_input_dup_for_people (cli->rules, "1916", "nation", opt_defender);

      /* Translators: a scenario's default title: year, attacking and defending nation,
       * e.g. "1916: British against German" */
      title = g_strdup_printf (_("%d: %s against %s"), opt_year, attacker, defender);
    }
  umpire_scenario_set_title (scenario, title);
  umpire_scenario_set_year (scenario, opt_year);
  umpire_scenario_add_system (scenario, "1916");
  umpire_scenario_set_battle (scenario, opt_battle);
  umpire_scenario_set_terrain (scenario, opt_terrain);
  umpire_scenario_set_scale (scenario, opt_scale ? opt_scale : "large");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, opt_attacker, opt_attacker_units);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, opt_defender, opt_defender_units);
  sequence = umpire_setup_sequence_new (cli->rules, scenario, dice);
  /* A big push before the rules give it barrages (1916, under the chart
   * header reading in force) would give both sides none without a word. */
  if (g_strcmp0 (opt_battle, "big-push") == 0)
    {
      g_autoptr(UmpireOdds) barrages = umpire_setup_sequence_support_odds (sequence, UMPIRE_SIDE_ATTACKER, "barrage",
                                                                           NULL, error);

      if (barrages == NULL)
        return NULL;
      if (umpire_odds_get_p (barrages, "available", "yes") == 0.0)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "battle",
                              _("under the chart header reading in force a Big Push has no barrages in %d: "
                                "give --battle local, or a year from which the rules give Big Push barrages"),
                              opt_year);
          return NULL;
        }
    }
  cli->text = g_string_new (NULL);

  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      g_autoptr(GArray) weapons = g_array_new (FALSE, TRUE, sizeof (UmpireSetupHeavyWeapon));
      g_auto(GStrv) typed = NULL;
      int needed[UMPIRE_DEFENSIVE_CATEGORIES] = { 0 };

      /* Step 2: support, every category; step 3: the heavy weapons the year
       * recommends for the nation. */
      from = umpire_scenario_get_n_events (scenario);
      if (!umpire_setup_sequence_roll_support (sequence, sides[s], NULL, error)
          || !heavy_weapons (sequence, sides[s], heavy_dice[s],
                             s == 0 ? "attacker-heavy-dice" : "defender-heavy-dice", weapons, &typed, error)
          || !umpire_setup_sequence_roll_heavy_weapons (sequence, sides[s],
                                                        (const UmpireSetupHeavyWeapon *) weapons->data,
                                                        weapons->len, error))
        return NULL;

      /* Step 4: the sources do not print the per-nation defense rolls; they
       * come from a rule pack or from the umpire. */
      if (defenses[s] != NULL &&
          !parse_defenses (defenses[s], s == 0 ? "attacker-defenses" : "defender-defenses", needed, error))
        return NULL;
      if ((defenses[s] != NULL || have_pack)
          && !umpire_setup_sequence_roll_defensive_works (sequence, sides[s], needed, NULL, error))
        return NULL;
      append_events (scenario, cli->rules, from, cli->text);
      if (defenses[s] == NULL && !have_pack)
        g_string_append_printf (cli->text, _("%s: defensive works not rolled: the sources do not print "
                                             "the Troop Lists' die rolls; give --%s-defenses N,N,N,N\n"),
                                umpire_side_get_label (sides[s]), umpire_side_to_string (sides[s]));
    }

  /* Step 5: proximity, for both sides; its die is the lull start turn. */
  from = umpire_scenario_get_n_events (scenario);
  if (!umpire_setup_sequence_roll_proximity (sequence, NULL, error))
    return NULL;
  append_events (scenario, cli->rules, from, cli->text);
  umpire_scenario_set_turn (scenario, 1);

  if (!umpire_scenario_save_file (scenario, opt_output, error))
    return NULL;

  umpire_result_set_value (result, "seed", "%u", umpire_dice_get_seed (dice));
  umpire_result_set_value (result, "events", "%u", umpire_scenario_get_n_events (scenario));
  umpire_result_set_value (result, "lull-start-turn", "%d", umpire_scenario_get_lull_start (scenario));
  umpire_result_set_value (result, "output", "%s", opt_output);
  g_string_append_printf (cli->text,
                          ngettext ("Seed %u: %u event written to %s\n", "Seed %u: %u events written to %s\n",
                                    umpire_scenario_get_n_events (scenario)),
                          umpire_dice_get_seed (dice), umpire_scenario_get_n_events (scenario), opt_output);
  return g_steal_pointer (&result);
}

/* ---- scenario continue -------------------------------------------------- */

static char *opt_next_output;
static char **opt_without;
static char *opt_next_title;
static gboolean opt_list;

static const GOptionEntry continue_entries[] = {
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &opt_next_output,
    N_("Write the next battle to FILE (never over FILE.umpire itself)"), N_("FILE") },
  { "without", 0, 0, G_OPTION_ARG_STRING_ARRAY, &opt_without,
    N_("Leave ITEM out (an id that --list shows: rules, attacker, unit:NAME, …); may be given again"), N_("ITEM") },
  { "title", 0, 0, G_OPTION_ARG_STRING, &opt_next_title,
    N_("The next battle's title (default: the title, next battle)"), N_("TEXT") },
  { "list", 0, 0, G_OPTION_ARG_NONE, &opt_list,
    N_("Only list what would carry over and what would not; write nothing"), NULL },
  { NULL }
};

static UmpireResult *
run_continue (UmpireCliContext  *cli,
              GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("scenario-continue");
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(UmpireScenario) stored = NULL;
  g_autoptr(UmpireScenario) next = NULL;
  g_autoptr(UmpireContinuation) continuation = NULL;
  g_autofree char *listing = NULL;
  g_autofree char *input_abs = NULL;
  g_autofree char *output_abs = NULL;
  const char *input;
  guint carried = 0;

  if (cli->argc != 1)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("give one scenario file (FILE.umpire)"));
      return NULL;
    }
  input = cli->argv[0];
  if (!opt_list && opt_next_output == NULL)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("give the next battle's file with -o NEXT.umpire, or --list"));
      return NULL;
    }
  if (opt_list && opt_next_output != NULL)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("--list writes nothing: give no -o"));
      return NULL;
    }
  if (opt_next_output != NULL)
    {
      input_abs = g_canonicalize_filename (input, NULL);
      output_abs = g_canonicalize_filename (opt_next_output, NULL);
      if (g_str_equal (input_abs, output_abs) || umpire_cli_same_file (input, opt_next_output))
        {
          g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_INVALID,
                       _("%s is the battle to continue: give another file to -o"), opt_next_output);
          return NULL;
        }
    }

  /* The state as every command reads it (values changed by hand in older
   * files re-derived); the file itself gains the link alone. */
  scenario = umpire_scenario_load_file (input, error);
  if (scenario == NULL || !umpire_scenario_rederive (scenario, cli->rules, error))
    return NULL;
  continuation = umpire_continuation_new (scenario, cli->rules);
  for (guint i = 0; opt_without != NULL && opt_without[i] != NULL; i++)
    if (!umpire_continuation_set_carried (continuation, opt_without[i], FALSE, error))
      return NULL;
  for (guint i = 0; i < umpire_continuation_get_n_items (continuation); i++)
    if (umpire_continuation_get_item (continuation, i)->carried)
      carried++;

  if (!opt_list)
    {
      stored = umpire_scenario_load_file (input, error);
      if (stored == NULL)
        return NULL;
      next = umpire_continuation_make (continuation, opt_next_title);
      umpire_continuation_link (stored, input, next, opt_next_output);
      /* Each file whole or not at all (as every save): the next battle
       * first, then the link to it. */
      if (!umpire_scenario_save_file (next, opt_next_output, error))
        return NULL;
      if (!umpire_scenario_save_file (stored, input, error))
        {
          g_prefix_error (error, _("%s was written, but the battle it continues could not name it: "),
                          opt_next_output);
          return NULL;
        }
    }

  listing = umpire_continuation_to_text (continuation);
  cli->text = g_string_new (listing);
  if (!opt_list)
    g_string_append_printf (cli->text, _("The next battle, “%s”, written to %s; %s names it\n"),
                            umpire_scenario_get_title (next), opt_next_output, input);
  if (cli->want_xml)
    {
      g_autofree char *xml = umpire_continuation_to_xml (continuation, input, opt_next_output);

      cli->xml = g_string_new (xml);
    }
  umpire_result_set_value (result, "carried", "%u", carried);
  umpire_result_set_value (result, "left-behind", "%u", umpire_continuation_get_n_left_behind (continuation));
  if (!opt_list)
    umpire_result_set_value (result, "output", "%s", opt_next_output);
  return g_steal_pointer (&result);
}

static const UmpireCliCommand continue_command = {
  "scenario continue", 2, "FILE.umpire",
  N_("Start the next battle from this one's state: sides, units and losses carried over, each file naming the other"),
  continue_entries, TRUE, run_continue,
};

static const UmpireCliCommand setup_run = {
  "setup run", 2, NULL, N_("Roll the whole 1916 setup sequence into a scenario file"),
  run_entries, TRUE, run_setup, .fields = run_fields,
};

static const UmpireCliCommand sheet = {
  "sheet", 1, "[FILE.umpire]", N_("Print setup sheets of a scenario, or a quick-reference sheet, to PDF"),
  sheet_entries, TRUE, run_sheet,
};

static const UmpireCliCommand log_command = {
  "log", 1, "FILE.umpire", N_("List the events of a scenario with their explanations"),
  /* The rules: values changed by hand in older files are re-derived. */
  log_entries, TRUE, run_log,
};

const UmpireCliCommand *const umpire_cli_scenario_commands[] = { &setup_run, &sheet, &log_command, &continue_command,
                                                                NULL };
