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
#include <glib/gstdio.h>
#include <errno.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "umpire-catalogue.h"
#include "umpire-cli.h"
#include "umpire-procedure.h"
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
  umpire_cli_state_commands,
  umpire_cli_report_commands,
};

/* ---- what the descriptor says of an option ------------------------------ */

/* The input of the command's procedure an option is (or the command's own
 * field for it), or NULL. */
static const UmpireField *
option_field (const UmpireCliCommand *command,
              const GOptionEntry     *entry)
{
  if (command->procedure != NULL)
    return umpire_procedure_info_find_input (command->procedure, entry->long_name);
  for (const UmpireField *field = command->fields; field != NULL && field->name != NULL; field++)
    if (g_str_equal (field->name, entry->long_name))
      return field;
  return NULL;
}

/* "Strength (0 to 10000)", "Terrain: clear, woods, …": the help of an
 * option, from its input's descriptor; ids as the option takes them. */
static char *
dup_field_help (const UmpireField *field,
                UmpireRules       *rules)
{
  g_autoptr(GString) help = g_string_new (umpire_field_get_label (field));

  switch (field->kind)
    {
    case UMPIRE_FIELD_NUMBER:
      {
        double min, max;

        if (umpire_field_get_range (field, rules, &min, &max))
          /* Translators: a number option's range, after its label */
          g_string_append_printf (help, _(" (%g to %g)"), min, max);
      }
      break;
    case UMPIRE_FIELD_DIE:
      {
        const char *expression = umpire_field_get_dice (field, rules);
        g_autofree char *dice = umpire_dice_dup_for_people (expression);

        if (g_str_has_suffix (expression, "d10"))
          /* Translators: a d10 option's help, after its label */
          g_string_append_printf (help, _(" (a face of %s, 0 is 10; not given: Umpire rolls)"), dice);
        else
          /* Translators: a die option's help, after its label */
          g_string_append_printf (help, _(" (a face of %s; not given: Umpire rolls)"), dice);
      }
      break;
    case UMPIRE_FIELD_CHOICE:
      {
        g_auto(GStrv) strv = umpire_field_dup_choices (field, rules);

        if (strv[0] != NULL)
          {
            g_autofree char *joined = g_strjoinv (", ", strv);

            g_string_append_printf (help, ": %s", joined);
          }
      }
      break;
    case UMPIRE_FIELD_FLAG:
    case UMPIRE_FIELD_TEXT:
    default:
      break;
    }
  return g_string_free (g_steal_pointer (&help), FALSE);
}

/* A copy of the command's entries whose NULL descriptions are the
 * descriptor's help; the strings it makes go to `strings`. */
static GOptionEntry *
dup_entries_with_help (const UmpireCliCommand *command,
                       UmpireRules            *rules,
                       GPtrArray              *strings)
{
  guint n = 0;
  GOptionEntry *entries;

  while (command->entries[n].long_name != NULL)
    n++;
  entries = g_new0 (GOptionEntry, n + 1);
  for (guint i = 0; i < n; i++)
    {
      const UmpireField *field = option_field (command, &command->entries[i]);

      entries[i] = command->entries[i];
      if (entries[i].description == NULL && field != NULL)
        {
          char *help = dup_field_help (field, rules);

          g_ptr_array_add (strings, help);
          entries[i].description = help;
        }
    }
  return entries;
}

/* Number options are marked "not given" before parsing (G_MININT, NAN), so
 * that only what the umpire gave is checked; `defaults` keeps what they
 * held, one double per entry. */
static void
mark_numbers_unset (const UmpireCliCommand *command,
                    GArray                 *defaults)
{
  for (guint i = 0; command->entries != NULL && command->entries[i].long_name != NULL; i++)
    {
      const GOptionEntry *entry = &command->entries[i];
      double value = 0;

      if (entry->arg == G_OPTION_ARG_INT)
        {
          value = *(int *) entry->arg_data;
          *(int *) entry->arg_data = G_MININT;
        }
      else if (entry->arg == G_OPTION_ARG_DOUBLE)
        {
          value = *(double *) entry->arg_data;
          *(double *) entry->arg_data = NAN;
        }
      g_array_append_val (defaults, value);
    }
}

/* Puts back the default of each number option not given, and checks each
 * given one that is a NUMBER input of the procedure against its range (as
 * `rules` give it, when they do). */
gboolean
umpire_cli_is_decimal (const char *text)
{
  const char *p = text;
  gsize digits;

  if (*p == '+' || *p == '-')
    p++;
  digits = strspn (p, "0123456789");
  p += digits;
  if (*p == '.')
    {
      gsize more = strspn (p + 1, "0123456789");

      if (more == 0)
        return FALSE;
      digits += more;
      p += 1 + more;
    }
  return digits > 0 && *p == '\0';
}

gboolean
umpire_cli_same_file (const char *a,
                      const char *b)
{
  GStatBuf sa, sb;

  return g_stat (a, &sa) == 0 && g_stat (b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* Options given an empty value (--reason=): refused, not taken for
 * "none"; and arguments a command takes none of. */
static gboolean
check_given (const UmpireCliCommand  *command,
             GError                 **error)
{
  for (guint i = 0; command->entries != NULL && command->entries[i].long_name != NULL; i++)
    {
      const GOptionEntry *entry = &command->entries[i];

      if ((entry->arg == G_OPTION_ARG_STRING || entry->arg == G_OPTION_ARG_FILENAME) &&
          *(char **) entry->arg_data != NULL && **(char **) entry->arg_data == '\0')
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, entry->long_name, _("an empty value"));
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_numbers (const UmpireCliCommand  *command,
               GArray                  *defaults,
               UmpireRules             *rules,
               GError                 **error)
{
  gboolean ok = TRUE;

  for (guint i = 0; command->entries != NULL && command->entries[i].long_name != NULL; i++)
    {
      const GOptionEntry *entry = &command->entries[i];
      const UmpireField *field = option_field (command, entry);
      double value, min, max;

      if (entry->arg == G_OPTION_ARG_INT)
        {
          if (*(int *) entry->arg_data == G_MININT)
            {
              *(int *) entry->arg_data = (int) g_array_index (defaults, double, i);
              continue;
            }
          value = *(int *) entry->arg_data;
        }
      else if (entry->arg == G_OPTION_ARG_DOUBLE)
        {
          if (isnan (*(double *) entry->arg_data))
            {
              *(double *) entry->arg_data = g_array_index (defaults, double, i);
              continue;
            }
          value = *(double *) entry->arg_data;
        }
      else if (entry->arg == G_OPTION_ARG_STRING && field != NULL && field->kind == UMPIRE_FIELD_NUMBER
               && *(char **) entry->arg_data != NULL)
        {
          const char *text = *(char **) entry->arg_data;
          char *end = NULL;

          /* A number given as text; what is not one is the command's to
           * refuse. Decimals only: strtod would read 0x10 as 16, and 1e9. */
          if (!umpire_cli_is_decimal (text))
            {
              if (ok && strspn (text, "+-0123456789.") > 0)
                {
                  umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, entry->long_name,
                                      _("“%s” is not a decimal number"), text);
                  ok = FALSE;
                }
              continue;
            }
          value = g_ascii_strtod (text, &end);
        }
      else
        continue;
      if (!ok || field == NULL || field->kind != UMPIRE_FIELD_NUMBER || !umpire_field_get_range (field, rules, &min, &max))
        continue;
      if (value < min || value > max)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, entry->long_name,
                              _("must be from %g to %g, not %.15g"), min, max, value);
          ok = FALSE;
        }
    }
  return ok;
}

/* Whole-number options are read as decimals only: GOption would read
 * "010" as 8 and "0x10" as 16, and refuse "abc" as bad usage. A seed is
 * never negative. Checked on the command line before it is parsed, with
 * one exit code for a bad value (1). */
static gboolean
check_whole_numbers (const UmpireCliCommand  *command,
                     int                      argc,
                     char                   **argv,
                     GPtrArray               *owned,
                     GError                 **error)
{
  for (int a = 1; a < argc; a++)
    for (guint i = 0; command->entries != NULL && command->entries[i].long_name != NULL; i++)
      {
        const GOptionEntry *entry = &command->entries[i];
        gsize length = strlen (entry->long_name);
        const char *value = NULL;
        gboolean seed = g_str_equal (entry->long_name, "seed");
        gint64 number;

        if (entry->arg != G_OPTION_ARG_INT && entry->arg != G_OPTION_ARG_INT64)
          continue;
        if (!g_str_has_prefix (argv[a], "--") || strncmp (argv[a] + 2, entry->long_name, length) != 0)
          continue;
        if (argv[a][2 + length] == '=')
          value = argv[a] + 3 + length;
        else if (argv[a][2 + length] == '\0' && a + 1 < argc)
          value = argv[a + 1];
        else
          continue;
        if (!g_ascii_string_to_signed (value, 10, seed ? 0 : G_MININT, seed ? G_MAXUINT32 : G_MAXINT, &number, NULL)
            || (seed && value[0] == '+'))
          {
            if (seed)
              umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, entry->long_name,
                                  _("“%s” is not a seed: a whole number from 0 to %u"), value, G_MAXUINT32);
            else
              umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, entry->long_name,
                                  _("“%s” is not a whole number"), value);
            return FALSE;
          }
        /* "010" is ten: GOption, which would read it as eight, is given
         * the number as it means it. */
        {
          char *decimal = g_strdup_printf ("%" G_GINT64_FORMAT, number);

          if (g_str_equal (decimal, value))
            g_free (decimal);
          else if (argv[a][2 + length] == '=')
            {
              char *whole = g_strdup_printf ("--%s=%s", entry->long_name, decimal);

              g_free (decimal);
              g_ptr_array_add (owned, whole);
              argv[a] = whole;
            }
          else
            {
              g_ptr_array_add (owned, decimal);
              argv[a + 1] = decimal;
            }
        }
      }
  return TRUE;
}

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
  g_autoptr(UmpireRules) help_rules = NULL;
  g_autoptr(GPtrArray) help_strings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) number_defaults = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree GOptionEntry *entries = NULL;
  UmpireCliContext cli = { 0 };

  context = g_option_context_new (parameter);
  g_option_context_set_summary (context, _(command->summary));
  if (command->procedure != NULL)
    {
      g_autofree char *description = NULL;

      /* Translators: under a command's options: the procedure's title, its rule system and its id */
      description = g_strdup_printf (_("Procedure: %s (%s), id %s"),
                                     umpire_procedure_info_get_title (command->procedure),
                                     umpire_system_info_get_name (command->procedure->system),
                                     command->procedure->id);
      g_option_context_set_description (context, description);
    }
  /* The choices and ranges the help lists come from the built-in database,
   * loaded only when help is asked for. */
  for (int i = 1; (command->procedure != NULL || command->fields != NULL) && i < argc && help_rules == NULL; i++)
    if (g_str_has_prefix (argv[i], "--help") || g_str_equal (argv[i], "-h") || g_str_equal (argv[i], "-?"))
      {
        help_rules = umpire_rules_new ();
        if (!umpire_rules_load_builtin (help_rules, NULL))
          g_clear_object (&help_rules);
      }
  /* The command's own options first, then the common ones, all in the main
   * group, so that `umpire-cli COMMAND --help` lists every one of them. */
  if (command->entries != NULL)
    {
      entries = dup_entries_with_help (command, help_rules, help_strings);
      g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
    }
  g_option_context_add_main_entries (context, common_entries, GETTEXT_PACKAGE);

  if (!check_whole_numbers (command, argc, argv, help_strings, &error))
    {
      g_printerr ("umpire-cli %s: %s\n", command->words, error->message);
      return EXIT_INVALID;
    }
  mark_numbers_unset (command, number_defaults);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      check_numbers (command, number_defaults, NULL, NULL);
      g_printerr ("umpire-cli %s: %s\n", command->words, error->message);
      return EXIT_USAGE;
    }


  /* argv[0] is the program; the command's words follow. */
  cli.argc = argc - 1 - command->n_words;
  cli.argv = argv + 1 + command->n_words;

  /* Words a command takes none of were once ignored: bad usage. */
  if (command->usage == NULL && cli.argc > 0)
    {
      check_numbers (command, number_defaults, NULL, NULL);
      g_printerr ("umpire-cli %s: ", command->words);
      g_printerr (_("“%s”: this command takes no arguments (see umpire-cli %s --help)\n"),
                  cli.argv[0], command->words);
      return EXIT_USAGE;
    }
  if (!check_given (command, &error))
    {
      check_numbers (command, number_defaults, NULL, NULL);
      g_printerr ("umpire-cli %s: %s\n", command->words, error->message);
      return EXIT_INVALID;
    }
  /* A pack given to a command that reads no rules is still read: a pack
   * that is not there is an error, not ignored. */
  if (command->needs_rules || opt_rules != NULL)
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
      /* What a procedure reads by name, a pack given here keeps
       * (`rules validate` says the same). */
      if (opt_rules != NULL && !umpire_catalogue_check_rules (rules, &error))
        {
          g_printerr ("umpire-cli: %s\n", error->message);
          return EXIT_INVALID;
        }
    }
  cli.rules = rules;
  cli.want_xml = opt_xml;
  /* Held to the ranges the rules give (the years of 1916.scenario). */
  if (!check_numbers (command, number_defaults, rules, &error))
    {
      g_printerr ("umpire-cli %s: %s\n", command->words, error->message);
      return EXIT_INVALID;
    }

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

  if (opt_xml && cli.xml != NULL)
    fputs (cli.xml->str, stdout);
  else if (opt_xml)
    {
      g_autofree char *xml = umpire_result_to_xml (result);
      fputs (xml, stdout);
    }
  else if (cli.text != NULL)
    fputs (cli.text->str, stdout);
  else
    {
      g_autofree char *text = umpire_result_to_text (result, cli.rules);
      fputs (text, stdout);
    }

  if (cli.text != NULL)
    g_string_free (cli.text, TRUE);
  if (cli.xml != NULL)
    g_string_free (cli.xml, TRUE);
  /* Output that could not be written (a full disk, /dev/full) is a failure. */
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      g_printerr (_("umpire-cli %s: could not write the output: %s\n"), command->words, g_strerror (errno));
      return EXIT_INVALID;
    }
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

  /* The common options may come before the command too ("umpire-cli --rules
   * F crt ..."): they are moved after it, where the command's parser reads
   * them. `reordered` borrows argv's strings. */
  {
    g_autofree char **reordered = g_new0 (char *, argc + 1);
    int n_leading = 0, at = 1;

    while (n_leading + 1 < argc)
      {
        const char *arg = argv[1 + n_leading];

        if (g_str_equal (arg, "--xml") || g_str_has_prefix (arg, "--rules="))
          n_leading++;
        else if (g_str_equal (arg, "--rules") && n_leading + 2 < argc)
          n_leading += 2;
        else
          break;
      }
    if (n_leading > 0 && n_leading + 1 < argc)
      {
        reordered[0] = argv[0];
        for (int i = 1 + n_leading; i < argc; i++)
          reordered[at++] = argv[i];
        for (int i = 1; i <= n_leading; i++)
          reordered[at++] = argv[i];
        memcpy (argv, reordered, sizeof (char *) * argc);
      }
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
