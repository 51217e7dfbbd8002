/* umpire-cli-report.c: the debrief from the shell
 *
 *   umpire-cli report FILE.umpire -o DEBRIEF.pdf [--paper a4|letter] [--xml]
 *
 * The PDF is written whole or not at all (as `sheet -o`), never over the
 * scenario it reports on; --xml prints the same figures (umpire-report.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-cli.h"
#include "umpire-input-error.h"
#include "umpire-report.h"
#include "umpire-scenario-file.h"
#include "umpire-sheet.h"

static char *opt_output;
static char *opt_paper;

static const GOptionEntry report_entries[] = {
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &opt_output, N_("Write the debrief as a PDF to FILE"), N_("FILE") },
  { "paper", 0, 0, G_OPTION_ARG_STRING, &opt_paper, N_("Paper size: a4 (default) or letter"), N_("SIZE") },
  { NULL }
};

static UmpireResult *
run_report (UmpireCliContext  *cli,
            GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("report");
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(UmpireReport) report = NULL;
  UmpirePaper paper = UMPIRE_PAPER_A4;

  if (cli->argc != 1)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("give one scenario file (FILE.umpire)"));
      return NULL;
    }
  if (opt_output == NULL && !cli->want_xml)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("give the PDF to write with -o DEBRIEF.pdf, or --xml for the figures"));
      return NULL;
    }
  if (opt_paper != NULL && !umpire_paper_from_string (opt_paper, &paper))
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("--paper: “%s” is not a4 or letter"), opt_paper);
      return NULL;
    }
  /* Never over the scenario it reports on. */
  if (opt_output != NULL && umpire_cli_same_file (cli->argv[0], opt_output))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "output",
                          _("%s is the scenario being reported on; choose another file for the PDF"), opt_output);
      return NULL;
    }
  scenario = umpire_scenario_load_file (cli->argv[0], error);
  if (scenario == NULL || !umpire_scenario_rederive (scenario, cli->rules, error))
    return NULL;

  report = umpire_report_new (cli->rules, scenario);
  cli->text = g_string_new (NULL);
  for (UmpireSide side = UMPIRE_SIDE_ATTACKER; side <= UMPIRE_SIDE_DEFENDER; side++)
    g_string_append_printf (cli->text, "%s\n", umpire_report_get_luck (report, side)->words);
  if (opt_output != NULL)
    {
      g_autoptr(UmpireSheet) sheet = umpire_sheet_new_debrief_for (report);

      if (!umpire_sheet_write_pdf (sheet, opt_output, paper, error))
        return NULL;
      umpire_result_set_value (result, "pages", "%d", umpire_sheet_get_n_pages (sheet));
      umpire_result_set_value (result, "output", "%s", opt_output);
      g_string_append_printf (cli->text, _("%s: %d page(s) written to %s\n"),
                              umpire_sheet_get_title (sheet), umpire_sheet_get_n_pages (sheet), opt_output);
    }
  if (cli->want_xml)
    {
      g_autofree char *xml = umpire_report_to_xml (report);

      cli->xml = g_string_new (xml);
    }
  return g_steal_pointer (&result);
}

static const UmpireCliCommand report_command = {
  "report", 1, "FILE.umpire",
  N_("Print the debrief after a battle: timeline, totals and a luck audit of every roll against its odds, to PDF"),
  report_entries, TRUE, run_report,
};

const UmpireCliCommand *const umpire_cli_report_commands[] = { &report_command, NULL };
