/* umpire-cli-compare.c: umpire-cli compare, Der Weltkrieg attack options side by side
 *
 *   umpire-cli compare --era 1914-1916 \
 *     --option "attacker-strength=30 defender-strength=8 terrain=woods trench" \
 *     --option "label=Flank attacker-strength=20 defender-strength=8"
 *
 * Each --option is one whole combat in the words of `umpire-cli combat`:
 * its option names without the dashes, NAME=VALUE, or NAME alone for a flag
 * (NAME=yes|no too), quoted as a shell would ('label="Left hook"'). --era,
 * --terrain and --over-50 given outside the options apply to every option
 * that does not name its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "umpire-cli.h"
#include "umpire-compare.h"
#include "umpire-procedure.h"
#include "umpire-scenario-file.h"
#include "umpire-sheet-compare.h"

static char   **opt_options;
static char    *opt_era;
static char    *opt_terrain;
static char    *opt_over_50;
static char    *opt_output;

static const GOptionEntry compare_entries[] = {
  { "option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &opt_options,
    N_("One attack option: the combat command's options as NAME=VALUE words, a flag by its NAME (repeat: two to four)"),
    N_("\"NAME=VALUE …\"") },
  { "era", 0, 0, G_OPTION_ARG_STRING, &opt_era, N_("Era of every option that names none"), N_("ERA") },
  { "terrain", 0, 0, G_OPTION_ARG_STRING, &opt_terrain, N_("Terrain of every option that names none (default clear)"), N_("NAME") },
  { "over-50", 0, 0, G_OPTION_ARG_STRING, &opt_over_50, N_("Columns above 50 for every option: split or cap"), N_("CONVENTION") },
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &opt_output, N_("Also print the comparison, with the charts of each option, to a PDF file"), N_("FILE.pdf") },
  { NULL }
};

/* One option as typed, before its strings go to the comparison. */
typedef struct
{
  UmpireCombatInput input;
  char             *label;
  char             *era;
  char             *terrain;
  char             *over_50;
} TypedOption;

static void
typed_option_clear (TypedOption *typed)
{
  g_free (typed->label);
  g_free (typed->era);
  g_free (typed->terrain);
  g_free (typed->over_50);
}

static gboolean
parse_flag (const char  *name,
            const char  *value,
            gboolean    *flag,
            GError     **error)
{
  if (value == NULL || g_str_equal (value, "yes"))
    *flag = TRUE;
  else if (g_str_equal (value, "no"))
    *flag = FALSE;
  else
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_INVALID,
                   _("%s: “%s” is neither yes nor no"), name, value);
      return FALSE;
    }
  return TRUE;
}

/* A whole number within the range the combat's descriptor gives the input. */
static gboolean
parse_number (const char  *name,
              const char  *value,
              int         *number,
              GError     **error)
{
  const UmpireField *field = umpire_procedure_info_find_input (&umpire_combat_info, name);
  char *end = NULL;
  gint64 v;

  if (value == NULL || *value == '\0')
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("%s needs a value: %s=N"), name, name);
      return FALSE;
    }
  errno = 0;
  v = g_ascii_strtoll (value, &end, 10);
  if (*end != '\0')
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_INVALID,
                   _("%s: “%s” is not a whole number"), name, value);
      return FALSE;
    }
  /* Beyond 64 bits strtoll gives its limit: the number as typed is said,
   * never what a cast made of it (once "not -1"). */
  if (errno == ERANGE || v < G_MININT || v > G_MAXINT ||
      (field != NULL && field->min < field->max && (v < field->min || v > field->max)))
    {
      g_autofree char *range = g_strdup_printf (_("must be from %g to %g, not %s"),
                                                field ? field->min : (double) G_MININT,
                                                field ? field->max : (double) G_MAXINT, value);

      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_INVALID, "%s: %s", name, range);
      return FALSE;
    }
  *number = (int) v;
  return TRUE;
}

static gboolean
set_word (TypedOption  *typed,
          const char   *word,
          GError      **error)
{
  g_autofree char *name = NULL;
  const char *equals = strchr (word, '='), *value = equals ? equals + 1 : NULL;
  UmpireCombatInput *in = &typed->input;

  name = equals ? g_strndup (word, equals - word) : g_strdup (word);
  if (g_str_equal (name, "label") || g_str_equal (name, "era") || g_str_equal (name, "terrain") ||
      g_str_equal (name, "over-50"))
    {
      char **slot = g_str_equal (name, "label") ? &typed->label
                    : g_str_equal (name, "era") ? &typed->era
                    : g_str_equal (name, "terrain") ? &typed->terrain : &typed->over_50;

      if (value == NULL || *value == '\0')
        {
          g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("%s needs a value: %s=…"), name, name);
          return FALSE;
        }
      g_free (*slot);
      *slot = g_strdup (value);
      return TRUE;
    }
  if (g_str_equal (name, "attacker-strength"))
    return parse_number (name, value, &in->attacker_strength, error);
  if (g_str_equal (name, "defender-strength"))
    return parse_number (name, value, &in->defender_strength, error);
  if (g_str_equal (name, "defender-artillery"))
    return parse_number (name, value, &in->defender_artillery, error);
  if (g_str_equal (name, "trench"))
    return parse_flag (name, value, &in->trench, error);
  if (g_str_equal (name, "insufficient-artillery"))
    return parse_flag (name, value, &in->insufficient_artillery, error);
  if (g_str_equal (name, "artillery-vs-fortress"))
    return parse_flag (name, value, &in->artillery_vs_fortress, error);
  if (g_str_equal (name, "defender-retreats"))
    return parse_flag (name, value, &in->defender_retreats, error);
  if (g_str_equal (name, "attacker-unsupplied"))
    return parse_flag (name, value, &in->attacker_unsupplied, error);
  if (g_str_equal (name, "defender-unsupplied"))
    return parse_flag (name, value, &in->defender_unsupplied, error);
  g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
               _("“%s” is not an input of a combat (see umpire-cli combat --help; dice are not typed here)"), name);
  return FALSE;
}

static gboolean
parse_option (const char   *text,
              guint         index,
              TypedOption  *typed,
              GError      **error)
{
  g_auto(GStrv) words = NULL;
  g_autoptr(GError) local = NULL;

  if (!g_shell_parse_argv (text, NULL, &words, &local))
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("--option %u: %s"), index + 1, local->message);
      return FALSE;
    }
  for (guint i = 0; words[i] != NULL; i++)
    {
      gsize length = strcspn (words[i], "=");

      /* A name given twice would take the last without a word. */
      for (guint j = 0; j < i; j++)
        if (strcspn (words[j], "=") == length && strncmp (words[i], words[j], length) == 0)
          {
            g_autofree char *name = g_strndup (words[i], length);

            g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_INVALID,
                         _("--option %u: %s is given twice"), index + 1, name);
            return FALSE;
          }
      if (!set_word (typed, words[i], error))
        {
          g_prefix_error (error, _("--option %u: "), index + 1);
          return FALSE;
        }
    }
  if (typed->era == NULL)
    typed->era = g_strdup (opt_era);
  if (typed->terrain == NULL)
    typed->terrain = g_strdup (opt_terrain ? opt_terrain : "clear");
  if (typed->over_50 == NULL)
    typed->over_50 = g_strdup (opt_over_50);
  if (typed->era == NULL)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("--option %u: no era (give --era or era=… in the option)"), index + 1);
      return FALSE;
    }
  typed->input.era = typed->era;
  typed->input.terrain = typed->terrain;
  typed->input.over_50 = typed->over_50;
  return TRUE;
}

/* ---- output ------------------------------------------------------------- */

/* Whether `path` holds one of Umpire's own files, a scenario or a rule
 * pack (what compare reads): a PDF must never take its place. */
static gboolean
holds_umpire_file (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInputStream) stream = NULL;
  char start[4097];
  gssize got;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return FALSE;
  stream = g_file_read (file, NULL, NULL);
  got = stream != NULL ? g_input_stream_read (G_INPUT_STREAM (stream), start, sizeof start - 1, NULL, NULL) : -1;
  if (got <= 0)
    return FALSE;
  start[got] = '\0';
  return strstr (start, UMPIRE_SCENARIO_NAMESPACE) != NULL ||
         (strstr (start, "<rules") != NULL && strstr (start, "gitlab.gnome.org/umpire/rules/") != NULL);
}


static char *
format_xml_number (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.10g", value));
}

/* A row of the text table: its label, then one cell per option. */
static void
append_row (GString            *text,
            const char * const *row,
            guint               label_width,
            guint               cell_width)
{
  g_string_append (text, row[0]);
  for (glong n = g_utf8_strlen (row[0], -1); n < (glong) label_width; n++)
    g_string_append_c (text, ' ');
  for (guint i = 1; row[i] != NULL; i++)
    {
      for (glong n = g_utf8_strlen (row[i], -1); n < (glong) cell_width; n++)
        g_string_append_c (text, ' ');
      g_string_append (text, row[i]);
    }
  g_string_append_c (text, '\n');
}

/* The distribution of `name` in one line: "2: 50.0%, 3: 33.3%, 4: 16.7%". */
static char *
dup_distribution (UmpireOdds *odds,
                  const char *name)
{
  const GArray *outcomes = umpire_odds_get_outcomes (odds, name);
  g_autoptr(GString) line = g_string_new (NULL);

  for (guint i = 0; outcomes != NULL && i < outcomes->len; i++)
    {
      const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, i);

      g_string_append_printf (line, "%s%s: %.1f%%", i ? ", " : "",
                              outcome->value ? outcome->value : "—", 100 * outcome->p);
    }
  return g_string_free (g_steal_pointer (&line), FALSE);
}

static char *
compare_to_text (UmpireCompare *compare,
                 UmpireRules   *rules)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) rows = umpire_compare_dup_table (compare, rules);
  guint label_width = 0, cell_width = 0;

  for (guint r = 0; r < rows->len; r++)
    {
      const char * const *row = rows->pdata[r];

      label_width = MAX (label_width, (guint) g_utf8_strlen (row[0], -1) + 2);
      for (guint c = 1; row[c] != NULL; c++)
        cell_width = MAX (cell_width, (guint) g_utf8_strlen (row[c], -1) + 2);
    }
  g_string_append_printf (text,
                          g_dngettext (GETTEXT_PACKAGE, "What-if: %u attack option, exact odds of each combat\n\n",
                                       "What-if: %u attack options, exact odds of each combat\n\n", compare->n_options),
                          compare->n_options);
  for (guint r = 0; r < rows->len; r++)
    {
      const char * const *row = rows->pdata[r];

      /* A gap between the inputs and the figures. */
      if (g_str_equal (row[0], umpire_compare_get_first_figure_label ()))
        g_string_append_c (text, '\n');
      append_row (text, row, label_width, cell_width);
    }
  g_string_append_printf (text, "\n%s\n", _("* best for the attacker"));
  for (guint o = 0; o < compare->n_options; o++)
    {
      UmpireCompareOption *option = &compare->options[o];
      g_autofree char *defender = dup_distribution (option->odds, "defender-loss");
      g_autofree char *attacker = dup_distribution (option->odds, "attacker-loss");

      /* Translators: an option's label, then the chance of each loss, e.g. "2: 50.0%, 3: 33.3%" */
      g_string_append_printf (text, _("\n%s, defender loss: %s\n"), option->label, defender);
      g_string_append_printf (text, _("%s, attacker loss: %s\n"), option->label, attacker);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
append_odds_xml (GString    *xml,
                 UmpireOdds *odds,
                 const char *name)
{
  const GArray *outcomes = umpire_odds_get_outcomes (odds, name);
  double mean = 0.0;
  g_autofree char *open = g_markup_printf_escaped ("    <odds value=\"%s\"", name);

  g_string_append (xml, open);
  if (umpire_odds_get_mean (odds, name, &mean))
    {
      g_autofree char *text = format_xml_number (mean);

      g_string_append_printf (xml, " mean=\"%s\"", text);
    }
  g_string_append (xml, ">\n");
  for (guint i = 0; outcomes != NULL && i < outcomes->len; i++)
    {
      const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, i);
      g_autofree char *p = format_xml_number (outcome->p);
      g_autofree char *line = outcome->value
                              ? g_markup_printf_escaped ("      <outcome value=\"%s\" p=\"%s\"/>\n", outcome->value, p)
                              : g_markup_printf_escaped ("      <outcome p=\"%s\"/>\n", p);

      g_string_append (xml, line);
    }
  g_string_append (xml, "    </odds>\n");
}

static char *
compare_to_xml (UmpireCompare *compare)
{
  g_autoptr(GString) xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");

  g_string_append_printf (xml, "<compare procedure=\"%s\" system=\"weltkrieg\">\n", umpire_combat_info.id);
  for (guint o = 0; o < compare->n_options; o++)
    {
      UmpireCompareOption *option = &compare->options[o];
      g_autofree char *open = g_markup_printf_escaped ("  <option label=\"%s\"", option->label);
      struct { const char *name; double value; } figures[] = {
        { "defender-loss", option->defender_loss },
        { "attacker-loss", option->attacker_loss },
        { "r-result", option->r_result },
        { "attacker-supply", option->attacker_supply },
        { "defender-supply", option->defender_supply },
      };

      g_string_append (xml, open);
      g_string_append_printf (xml, "%s%s>\n",
                              umpire_compare_is_best_defender_loss (compare, o) ? " best-defender-loss=\"yes\"" : "",
                              umpire_compare_is_best_attacker_loss (compare, o) ? " best-attacker-loss=\"yes\"" : "");
      for (const UmpireField *field = umpire_combat_info.inputs; field->name != NULL; field++)
        {
          g_autofree char *value = field->kind == UMPIRE_FIELD_DIE ? NULL
                                   : umpire_compare_option_dup_input (option, field->name);
          g_autofree char *line = NULL;

          if (value == NULL)
            continue;
          line = g_markup_printf_escaped ("    <input name=\"%s\">%s</input>\n", field->name, value);
          g_string_append (xml, line);
        }
      for (guint f = 0; f < G_N_ELEMENTS (figures); f++)
        {
          g_autofree char *value = format_xml_number (figures[f].value);

          /* Losses and supply are means; the r result is a chance. */
          g_string_append_printf (xml, f == 2 ? "    <figure name=\"%s\" p=\"%s\"/>\n"
                                              : "    <figure name=\"%s\" mean=\"%s\"/>\n",
                                  figures[f].name, value);
        }
      g_string_append_printf (xml, "    <figure name=\"defender-retreats\" value=\"%s\"/>\n",
                              option->input.defender_retreats ? "yes" : "no");
      append_odds_xml (xml, option->odds, "defender-loss");
      append_odds_xml (xml, option->odds, "attacker-loss");
      g_string_append (xml, "  </option>\n");
    }
  g_string_append (xml, "</compare>\n");
  return g_string_free (g_steal_pointer (&xml), FALSE);
}

static UmpireResult *
run_compare (UmpireCliContext  *cli,
             GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("compare");
  g_autoptr(UmpireCompare) compare = NULL;
  TypedOption typed[UMPIRE_COMPARE_MAX_OPTIONS] = { 0 };
  UmpireCombatInput inputs[UMPIRE_COMPARE_MAX_OPTIONS];
  const char *labels[UMPIRE_COMPARE_MAX_OPTIONS];
  guint n = opt_options ? g_strv_length (opt_options) : 0;
  gboolean ok = TRUE;

  if (cli->argc > 0)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("“%s”: give each attack option with --option \"NAME=VALUE …\""), cli->argv[0]);
      return NULL;
    }
  if (n < UMPIRE_COMPARE_MIN_OPTIONS || n > UMPIRE_COMPARE_MAX_OPTIONS)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("give %d to %d attack options (--option), not %u"),
                   UMPIRE_COMPARE_MIN_OPTIONS, UMPIRE_COMPARE_MAX_OPTIONS, n);
      return NULL;
    }
  for (guint i = 0; i < n && ok; i++)
    {
      ok = parse_option (opt_options[i], i, &typed[i], error);
      inputs[i] = typed[i].input;
      labels[i] = typed[i].label;
    }
  /* Two options of one label could not be told apart in the table. */
  for (guint i = 0; i < n && ok; i++)
    for (guint j = 0; j < i && ok; j++)
      if (labels[i] != NULL && labels[j] != NULL && g_str_equal (labels[i], labels[j]))
        {
          g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_INVALID,
                       _("--option %u and --option %u are both labelled “%s”"), j + 1, i + 1, labels[i]);
          ok = FALSE;
        }
  if (ok)
    {
      compare = umpire_compare_new (cli->rules, inputs, labels, n, error);
      ok = compare != NULL;
    }
  for (guint i = 0; i < n; i++)
    typed_option_clear (&typed[i]);
  if (!ok)
    return NULL;

  if (opt_output != NULL && holds_umpire_file (opt_output))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "output",
                          _("%s is a scenario or a rule pack; choose another file for the PDF"), opt_output);
      return NULL;
    }
  if (opt_output != NULL && !umpire_sheet_compare_write (compare, cli->rules, opt_output, error))
    return NULL;
  cli->text = g_string_new (NULL);
  {
    g_autofree char *text = compare_to_text (compare, cli->rules);

    g_string_append (cli->text, text);
    if (opt_output != NULL)
      g_string_append_printf (cli->text, _("\nPrinted to %s\n"), opt_output);
  }
  cli->xml = g_string_new (NULL);
  {
    g_autofree char *xml = compare_to_xml (compare);

    g_string_append (cli->xml, xml);
  }
  return g_steal_pointer (&result);
}

const UmpireCliCommand umpire_cli_compare_command = {
  "compare", 1, NULL, N_("Der Weltkrieg what-if: two to four attack options side by side, with exact odds"),
  compare_entries, TRUE, run_compare, NULL,
};
