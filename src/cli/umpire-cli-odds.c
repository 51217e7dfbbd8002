/* umpire-cli-odds.c: --odds, the chance of every outcome instead of a roll
 *
 * The command runs as it would, once per path of its dice (umpire-odds.h):
 * its digital dice are the enumerating dice of the walk, so no command has
 * odds code of its own. The "seed" a command reports is the dice's, not the
 * procedure's, and is left out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "umpire-cli-odds.h"
#include "umpire-odds.h"

gboolean umpire_cli_odds_requested;

static UmpireDice *walking;

typedef struct
{
  const UmpireCliCommand *command;
  UmpireCliContext       *cli;
} OddsRun;

UmpireDice *
umpire_cli_odds_dice (void)
{
  return walking;
}

static UmpireResult *
run_once (gpointer     data,
          UmpireDice  *dice,
          GError     **error)
{
  OddsRun *run = data;
  UmpireResult *result;

  walking = dice;
  result = run->command->run (run->cli, error);
  walking = NULL;
  /* Text a command writes in place of its result is not the odds. */
  if (run->cli->text != NULL)
    {
      g_string_free (run->cli->text, TRUE);
      run->cli->text = NULL;
    }
  return result;
}

static gboolean
shown (const char *name)
{
  return g_strcmp0 (name, "seed") != 0;
}

static char *
format_p (double p)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.10g", p));
}

static char *
odds_to_xml (UmpireOdds *odds,
             const char *procedure)
{
  g_autoptr(GString) xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_auto(GStrv) names = umpire_odds_dup_value_names (odds);
  const char *message = NULL;
  double failed = umpire_odds_get_failed (odds, &message);
  g_auto(GStrv) left_out = umpire_odds_dup_left_out (odds);
  g_autofree char *combinations = umpire_odds_dup_combinations (odds);
  g_autofree char *open = g_markup_printf_escaped ("<result procedure=\"%s\" paths=\"%u\"",
                                                   procedure, umpire_odds_get_n_paths (odds));

  g_string_append (xml, open);
  /* By convolution: the combinations the odds are over, and how. */
  if (umpire_odds_get_convolved (odds, NULL, NULL))
    g_string_append_printf (xml, " combinations=\"%s\" method=\"convolution\"", combinations);
  g_string_append (xml, ">\n");
  for (guint i = 0; names[i] != NULL; i++)
    {
      const GArray *outcomes = umpire_odds_get_outcomes (odds, names[i]);
      g_autofree char *element = g_markup_printf_escaped ("  <odds value=\"%s\"", names[i]);
      double mean;

      if (!shown (names[i]))
        continue;
      g_string_append (xml, element);
      if (umpire_odds_get_mean (odds, names[i], &mean))
        {
          g_autofree char *text = format_p (mean);
          g_string_append_printf (xml, " mean=\"%s\"", text);
        }
      g_string_append (xml, ">\n");
      for (guint o = 0; o < outcomes->len; o++)
        {
          const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, o);
          g_autofree char *p = format_p (outcome->p);
          g_autofree char *line = NULL;

          /* A value not set on some paths: an outcome without a value. */
          if (outcome->value != NULL)
            line = g_markup_printf_escaped ("    <outcome value=\"%s\" p=\"%s\"/>\n", outcome->value, p);
          else
            line = g_markup_printf_escaped ("    <outcome p=\"%s\"/>\n", p);
          g_string_append (xml, line);
        }
      g_string_append (xml, "  </odds>\n");
    }
  for (guint i = 0; left_out[i] != NULL; i++)
    if (shown (left_out[i]))
      {
        g_autofree char *line = g_markup_printf_escaped ("  <left-out value=\"%s\"/>\n", left_out[i]);

        g_string_append (xml, line);
      }
  if (failed > 0)
    {
      g_autofree char *p = format_p (failed);
      g_autofree char *line = g_markup_printf_escaped ("  <failed p=\"%s\">%s</failed>\n", p, message);

      g_string_append (xml, line);
    }
  g_string_append (xml, "</result>\n");
  return g_string_free (g_steal_pointer (&xml), FALSE);
}

static char *
odds_to_text (UmpireOdds  *odds,
              UmpireRules *rules)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_auto(GStrv) names = umpire_odds_dup_value_names (odds);
  const UmpireProcedureInfo *info = umpire_odds_get_info (odds);
  guint n_paths = umpire_odds_get_n_paths (odds);
  const char *message = NULL;
  double failed = umpire_odds_get_failed (odds, &message);

  g_auto(GStrv) left_out = umpire_odds_dup_left_out (odds);
  guint n_parts = 0;

  if (info != NULL)
    g_string_append_printf (text, "%s\n", umpire_procedure_info_get_title (info));
  if (umpire_odds_get_convolved (odds, &n_parts, NULL))
    {
      g_autofree char *combinations = umpire_odds_dup_combinations (odds);

      /* Translators: "Exact odds over 6^60 combinations of the dice, 60
       * independent rolls added up" */
      g_string_append_printf (text, _("Exact odds over %s combinations of the dice, %u independent rolls added up\n"),
                              combinations, n_parts);
    }
  else
    g_string_append_printf (text,
                            g_dngettext (GETTEXT_PACKAGE, "Exact odds over %u combination of the dice\n",
                                         "Exact odds over %u combinations of the dice\n", n_paths),
                            n_paths);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const UmpireField *field = info ? umpire_procedure_info_find_value (info, names[i]) : NULL;
      const GArray *outcomes = umpire_odds_get_outcomes (odds, names[i]);
      double mean;

      if (!shown (names[i]))
        continue;
      g_string_append_printf (text, "\n%s", field ? umpire_field_get_label (field) : names[i]);
      if (umpire_odds_get_mean (odds, names[i], &mean))
        {
          /* Rounded as printed: never "-0.00". */
          mean = round (mean * 100) / 100;
          g_string_append_printf (text, _(" (mean %.2f)"), mean == 0 ? 0.0 : mean);
        }
      g_string_append (text, ":\n");
      for (guint o = 0; o < outcomes->len; o++)
        {
          const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, o);
          g_autofree char *word = outcome->value
                                  ? umpire_field_dup_for_people (field, rules, outcome->value)
                                  : g_strdup (_("(not set)"));

          g_string_append_printf (text, "  %6.2f%%  %s\n", 100 * outcome->p, word);
        }
    }
  for (guint i = 0; left_out[i] != NULL; i++)
    if (shown (left_out[i]))
      {
        const UmpireField *field = info ? umpire_procedure_info_find_value (info, left_out[i]) : NULL;

        /* Translators: a value the odds leave out, as "Dice: left out, one …" */
        g_string_append_printf (text, _("\n%s: left out, one outcome per combination of the dice\n"),
                                field ? umpire_field_get_label (field) : left_out[i]);
      }
  if (failed > 0)
    g_string_append_printf (text, _("\nFails on %.2f%% of the dice: %s\n"), 100 * failed, message);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
umpire_cli_odds_run (const UmpireCliCommand *command,
                     UmpireCliContext       *cli,
                     gboolean                xml,
                     GError                **error)
{
  OddsRun run = { command, cli };
  g_autoptr(UmpireOdds) odds = NULL;
  const UmpireProcedureInfo *info;

  /* A count over independent parts (counter-battery fire of 60 barrages)
   * is convolved, as the core does it for its descriptor, from the inputs
   * the command's first run recorded; the rest is walked. */
  if (command->procedure != NULL && command->procedure->odds_parts != NULL)
    {
      g_autoptr(UmpireDice) probe = umpire_dice_new_enumerating ();
      g_autoptr(UmpireResult) first = run_once (&run, probe, NULL);

      if (first != NULL && umpire_result_get_info (first) == command->procedure
          && umpire_dice_enumeration_path_count (probe) > UMPIRE_ODDS_PARTS_WALKED)
        {
          g_autoptr(GHashTable) inputs = umpire_result_dup_inputs (first);

          odds = umpire_odds_compute_for (command->procedure, cli->rules, inputs, 0, error);
          if (odds == NULL)
            return NULL;
        }
    }
  if (odds == NULL)
    odds = umpire_odds_compute (run_once, &run, 0, error);
  if (odds == NULL)
    return NULL;
  info = umpire_odds_get_info (odds);
  if (xml)
    return odds_to_xml (odds, info ? info->id : command->words);
  return odds_to_text (odds, cli->rules);
}
