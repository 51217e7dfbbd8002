/* umpire-cli-state.c: the battle's state and corrections from the shell
 *
 *   umpire-cli state FILE.umpire [--xml]
 *   umpire-cli scenario set FILE.umpire NAME=VALUE... [-o OUT.umpire]
 *
 * A correction is checked whole before anything is written: a bad value is
 * an error naming the field, exit 1, and no file touched.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "umpire-battle-state.h"
#include "umpire-cli.h"
#include "umpire-input-error.h"
#include "umpire-scenario-file.h"

static UmpireScenario *
load_scenario (UmpireCliContext  *cli,
               GError           **error)
{
  g_autoptr(UmpireScenario) scenario = NULL;

  if (cli->argc < 1)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("give one scenario file (FILE.umpire)"));
      return NULL;
    }
  scenario = umpire_scenario_load_file (cli->argv[0], error);
  /* Values changed by hand in older files follow as they did. */
  if (scenario == NULL || !umpire_scenario_rederive (scenario, cli->rules, error))
    return NULL;
  return g_steal_pointer (&scenario);
}

/* ---- state -------------------------------------------------------------- */

static UmpireResult *
run_state (UmpireCliContext  *cli,
           GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("state");
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(UmpireBattleState) state = NULL;
  g_autofree char *text = NULL;

  if (cli->argc != 1)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("give one scenario file (FILE.umpire)"));
      return NULL;
    }
  scenario = load_scenario (cli, error);
  if (scenario == NULL)
    return NULL;
  state = umpire_battle_state_new (scenario);
  if (cli->want_xml)
    {
      g_autofree char *xml = umpire_battle_state_to_xml (state);

      cli->xml = g_string_new (xml);
    }
  text = umpire_battle_state_to_text (state);
  cli->text = g_string_new (text);
  umpire_result_set_value (result, "out-of-date", "%u", umpire_battle_state_count_out_of_date (state));
  return g_steal_pointer (&result);
}

/* ---- scenario set ------------------------------------------------------- */

static char *opt_output;

static const GOptionEntry set_entries[] = {
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &opt_output,
    N_("Write the corrected scenario to FILE (default: over FILE.umpire, the old one kept as FILE.umpire~)"),
    N_("FILE") },
  { NULL }
};

static UmpireResult *
run_set (UmpireCliContext  *cli,
         GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("scenario-set");
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  const char *output;
  guint from, rederived = 0, out_of_date = 0;

  if (cli->argc < 2)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("give the scenario file and one or more NAME=VALUE (fields: %s)"),
                   "title, year, battle, terrain, scale, attacker-nation, attacker-units, "
                   "defender-nation, defender-units, turn");
      return NULL;
    }
  for (int i = 1; i < cli->argc; i++)
    {
      const char *equals = strchr (cli->argv[i], '=');

      if (equals == NULL || equals == cli->argv[i])
        {
          g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                       _("“%s” is not NAME=VALUE"), cli->argv[i]);
          return NULL;
        }
      g_ptr_array_add (names, g_strndup (cli->argv[i], equals - cli->argv[i]));
      g_ptr_array_add (values, g_strdup (equals + 1));
    }
  g_ptr_array_add (names, NULL);
  g_ptr_array_add (values, NULL);

  scenario = load_scenario (cli, error);
  if (scenario == NULL)
    return NULL;
  from = umpire_scenario_get_n_events (scenario);
  if (!umpire_battle_correct (scenario, cli->rules, (const char * const *) names->pdata,
                              (const char * const *) values->pdata, &rederived, &out_of_date, error))
    return NULL;
  output = opt_output != NULL ? opt_output : cli->argv[0];
  if (!umpire_scenario_save_file (scenario, output, error))
    return NULL;

  umpire_result_set_value (result, "changed", "%s",
                           umpire_scenario_get_n_events (scenario) > from ? "yes" : "no");
  umpire_result_set_value (result, "rederived", "%u", rederived);
  umpire_result_set_value (result, "out-of-date", "%u", out_of_date);
  umpire_result_set_value (result, "output", "%s", output);
  cli->text = g_string_new (NULL);
  /* What the correction recorded: the change, then each result computed
   * again or marked out of date, explained. */
  for (guint i = from; i < umpire_scenario_get_n_events (scenario); i++)
    {
      g_autofree char *explained = umpire_event_to_text (umpire_scenario_get_event (scenario, i), cli->rules);

      g_string_append (cli->text, explained);
    }
  if (umpire_scenario_get_n_events (scenario) == from)
    g_string_append (cli->text, _("Nothing changed.\n"));
  g_string_append_printf (cli->text,
                          ngettext ("%u result computed again", "%u results computed again", rederived),
                          rederived);
  g_string_append (cli->text, ", ");
  g_string_append_printf (cli->text,
                          ngettext ("%u out of date", "%u out of date", out_of_date), out_of_date);
  g_string_append_printf (cli->text, _("; written to %s\n"), output);
  return g_steal_pointer (&result);
}

static const UmpireCliCommand state_command = {
  "state", 1, "FILE.umpire", N_("Print the battle's state: the header and every event in force, replayed"),
  NULL, TRUE, run_state,
};

static const UmpireCliCommand set_command = {
  "scenario set", 2, "FILE.umpire NAME=VALUE…",
  N_("Correct the scenario's header and compute again every result that read it, with its recorded dice"),
  set_entries, TRUE, run_set,
};

const UmpireCliCommand *const umpire_cli_state_commands[] = { &state_command, &set_command, NULL };
