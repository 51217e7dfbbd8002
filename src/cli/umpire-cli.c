/* umpire-cli.c: the Umpire engine from the shell
 *
 * Each subcommand is an entry in `commands`: its words, its options and a
 * function that fills an UmpireResult. Output is the result's text, or with
 * --xml one <result> document. Exit 0 on success, 1 on invalid input or
 * rules, 2 on bad usage.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "umpire-cli.h"
#include "umpire-cli-odds.h"

enum { EXIT_OK = 0, EXIT_INVALID = 1, EXIT_USAGE = 2 };

static gboolean  opt_xml;
static char    **opt_rules;

static const GOptionEntry common_entries[] = {
  { "xml", 0, 0, G_OPTION_ARG_NONE, &opt_xml, N_("Print one XML document"), NULL },
  { "rules", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &opt_rules, N_("Load an extra rule pack"), N_("FILE") },
  { NULL }
};

static const UmpireCliCommand *const *command_sets[] = {
  umpire_cli_rules_commands,
  umpire_cli_roll_commands,
  umpire_cli_setup_commands,
  umpire_cli_weltkrieg_commands,
  umpire_cli_derosa_commands,
  umpire_cli_scenario_commands,
};

/* Runs one command; on failure prints the message and returns the exit code. */
static int
run_command (const UmpireCliCommand *command,
             int                     argc,
             char                  **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(UmpireRules) rules = NULL;
  g_autofree char *parameter = g_strdup_printf ("%s %s", command->words, command->usage ? command->usage : "");
  UmpireCliContext cli = { 0 };

  context = g_option_context_new (parameter);
  g_option_context_set_summary (context, _(command->summary));
  /* The command's own options first, then the common ones, all in the main
   * group, so that `umpire-cli COMMAND --help` lists every one of them. */
  if (command->entries != NULL)
    g_option_context_add_main_entries (context, command->entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, common_entries, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("umpire-cli %s: %s\n", command->words, error->message);
      return EXIT_USAGE;
    }

  /* argv[0] is the program; the command's words follow. */
  cli.argc = argc - 1 - command->n_words;
  cli.argv = argv + 1 + command->n_words;

  if (command->needs_rules)
    {
      rules = umpire_rules_new ();
      if (!umpire_rules_load_builtin (rules, &error))
        {
          g_printerr ("umpire-cli: %s\n", error->message);
          return EXIT_INVALID;
        }
      /* A broken user pack is reported; the rest of the database still serves. */
      {
        g_autoptr(GPtrArray) pack_errors = umpire_rules_load_user_packs (rules);

        for (guint i = 0; i < pack_errors->len; i++)
          g_printerr ("umpire-cli: %s\n", ((GError *) g_ptr_array_index (pack_errors, i))->message);
      }
      for (guint i = 0; opt_rules != NULL && opt_rules[i] != NULL; i++)
        if (!umpire_rules_load_file (rules, opt_rules[i], &error))
          {
            g_printerr ("umpire-cli: %s\n", error->message);
            return EXIT_INVALID;
          }
    }
  cli.rules = rules;

  if (umpire_cli_odds_requested)
    {
      g_autofree char *odds = umpire_cli_odds_run (command, &cli, opt_xml, &error);

      if (odds == NULL)
        {
          g_printerr ("umpire-cli %s: %s\n", command->words, error ? error->message : _("failed"));
          return error != NULL && g_error_matches (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE)
                 ? EXIT_USAGE : EXIT_INVALID;
        }
      fputs (odds, stdout);
      return EXIT_OK;
    }

  result = command->run (&cli, &error);
  if (result == NULL)
    {
      g_printerr ("umpire-cli %s: %s\n", command->words, error ? error->message : _("failed"));
      return error != NULL && g_error_matches (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE)
             ? EXIT_USAGE : EXIT_INVALID;
    }

  if (opt_xml)
    {
      g_autofree char *xml = umpire_result_to_xml (result);
      fputs (xml, stdout);
    }
  else if (cli.text != NULL)
    fputs (cli.text->str, stdout);
  else
    {
      g_autofree char *text = umpire_result_to_text (result);
      fputs (text, stdout);
    }

  if (cli.text != NULL)
    g_string_free (cli.text, TRUE);
  return cli.exit_code;
}

/* Options live in static variables. Their values are saved before a command
 * and put back after it (freeing what the parser allocated), so that
 * umpire_cli_run can run again in the same process: the fuzzer does. */
typedef union
{
  int      i;
  gint64   i64;
  double   d;
  gpointer p;
} OptionValue;

static OptionValue *
save_options (const GOptionEntry *entries)
{
  guint n = 0;
  OptionValue *saved;

  while (entries != NULL && entries[n].long_name != NULL)
    n++;
  saved = g_new0 (OptionValue, n + 1);
  for (guint i = 0; i < n; i++)
    {
      gpointer data = entries[i].arg_data;

      if (data == NULL)
        continue;
      switch (entries[i].arg)
        {
        case G_OPTION_ARG_NONE:
        case G_OPTION_ARG_INT:
          saved[i].i = *(int *) data;
          break;
        case G_OPTION_ARG_INT64:
          saved[i].i64 = *(gint64 *) data;
          break;
        case G_OPTION_ARG_DOUBLE:
          saved[i].d = *(double *) data;
          break;
        case G_OPTION_ARG_STRING:
        case G_OPTION_ARG_FILENAME:
        case G_OPTION_ARG_STRING_ARRAY:
        case G_OPTION_ARG_FILENAME_ARRAY:
          saved[i].p = *(gpointer *) data;
          break;
        case G_OPTION_ARG_CALLBACK:
        default:
          break;
        }
    }
  return saved;
}

static void
restore_options (const GOptionEntry *entries,
                 OptionValue        *saved)
{
  for (guint i = 0; entries != NULL && entries[i].long_name != NULL; i++)
    {
      gpointer data = entries[i].arg_data;

      if (data == NULL)
        continue;
      switch (entries[i].arg)
        {
        case G_OPTION_ARG_NONE:
        case G_OPTION_ARG_INT:
          *(int *) data = saved[i].i;
          break;
        case G_OPTION_ARG_INT64:
          *(gint64 *) data = saved[i].i64;
          break;
        case G_OPTION_ARG_DOUBLE:
          *(double *) data = saved[i].d;
          break;
        case G_OPTION_ARG_STRING:
        case G_OPTION_ARG_FILENAME:
          if (*(gpointer *) data != saved[i].p)
            g_free (*(gpointer *) data);
          *(gpointer *) data = saved[i].p;
          break;
        case G_OPTION_ARG_STRING_ARRAY:
        case G_OPTION_ARG_FILENAME_ARRAY:
          if (*(gpointer *) data != saved[i].p)
            g_strfreev (*(char ***) data);
          *(gpointer *) data = saved[i].p;
          break;
        case G_OPTION_ARG_CALLBACK:
        default:
          break;
        }
    }
  g_free (saved);
}

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: umpire-cli COMMAND [OPTIONS…]"));
  fprintf (out, "%s\n", _("Set up and referee First World War wargames from the shell."));
  fprintf (out, "\n%s\n", _("Commands:"));
  for (guint s = 0; s < G_N_ELEMENTS (command_sets); s++)
    for (guint i = 0; command_sets[s][i] != NULL; i++)
      {
        const UmpireCliCommand *c = command_sets[s][i];
        g_autofree char *words = g_strdup_printf ("%s %s", c->words, c->usage ? c->usage : "");

        fprintf (out, "  %-34s %s\n", words, _(c->summary));
      }
  fprintf (out, "\n%s\n", _("Every command takes --xml (one <result> document on standard output) and\n"
                            "--rules FILE (an extra rule pack). Run “umpire-cli COMMAND --help” for its options."));
  fprintf (out, "\n%s\n", _("Exit status: 0 success, 1 invalid input or rules, 2 bad usage."));
}

/* main () is in umpire-cli-main.c; this is all of umpire-cli but the locale. */
int
umpire_cli_run (int    argc,
                char **argv)
{
  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") ||
      g_str_equal (argv[1], "help"))
    {
      print_usage (argc < 2 ? stderr : stdout);
      return argc < 2 ? EXIT_USAGE : EXIT_OK;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      printf ("umpire-cli %s\n", PACKAGE_VERSION);
      return EXIT_OK;
    }

  /* The longest run of words that names a command wins ("rules list" over "rules"). */
  {
    const UmpireCliCommand *best = NULL;

    for (guint s = 0; s < G_N_ELEMENTS (command_sets); s++)
      for (guint i = 0; command_sets[s][i] != NULL; i++)
        {
          const UmpireCliCommand *c = command_sets[s][i];
          g_auto(GStrv) words = g_strsplit (c->words, " ", -1);
          guint n = g_strv_length (words);
          gboolean match = (guint) argc > n;

          for (guint w = 0; match && w < n; w++)
            match = g_str_equal (words[w], argv[1 + w]);
          if (match && (best == NULL || n > best->n_words))
            best = c;
        }

    if (best == NULL)
      {
        g_printerr (_("umpire-cli: unknown command “%s”\n\n"), argv[1]);
        print_usage (stderr);
        return EXIT_USAGE;
      }
    {
      OptionValue *common = save_options (common_entries);
      OptionValue *own = save_options (best->entries);
      int status = run_command (best, argc, argv);

      restore_options (common_entries, common);
      restore_options (best->entries, own);
      return status;
    }
  }
}
