/* umpire-cli-weltkrieg.c: Der Weltkrieg adjudication from the shell
 *
 * crt, combat, reserve, westfront french-attack|line|liege|belgian-release.
 * Dice typed with --die (and friends) are the table's physical dice; without
 * them Umpire rolls, seeded by --seed or by a reported random seed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

#include "umpire-cli.h"
#include "umpire-cli-odds.h"
#include "umpire-procedure.h"
#include "umpire-weltkrieg.h"

static char     *opt_era;
static char     *opt_strength;
static int       opt_shift;
static char     *opt_terrain;
static gboolean  opt_trench;
static gboolean  opt_insufficient;
static gboolean  opt_counterattack;
static gboolean  opt_artillery_vs_fortress;
static gboolean  opt_retreat;
static char     *opt_die;
static gint64    opt_seed = -1;
static char     *opt_over_50;
static char     *opt_png;
static char     *opt_size;

static char     *opt_attacker;
static char     *opt_defender;
static int       opt_defender_artillery;
static gboolean  opt_defender_retreats;
static gboolean  opt_attacker_unsupplied;
static gboolean  opt_defender_unsupplied;
static char     *opt_attack_die;
static char     *opt_counter_die;

static char     *opt_nation;
static char     *opt_year;
static gboolean  opt_offensive;
static char     *opt_unit;
static gboolean  opt_montenegrin;
static gboolean  opt_moved;
static gboolean  opt_out_of_range;
static int       opt_hex_divisions;
static int       opt_hex_artillery;
static gboolean  opt_defenders_remain;

static char     *opt_fortress;
static char     *opt_combined;
static char     *opt_artillery;
static char     *opt_hexes;
static char     *opt_turn;
static int       opt_infantry_divisions;
static int       opt_cavalry_divisions;
static int       opt_adjacent_units;
static gboolean  opt_attacked;
static gboolean  opt_october;
static char    **opt_adjacent_hex;
static gboolean  opt_paris;
static gboolean  opt_coast;

#define COMMON_CHART \
  { "over-50", 0, 0, G_OPTION_ARG_STRING, &opt_over_50, N_("Columns above 50: split (the 50 column plus the excess) or cap (the 50 column)"), N_("CONVENTION") }, \
  { "png", 0, 0, G_OPTION_ARG_FILENAME, &opt_png, N_("Also draw the CRT chart to FILE (.png or .pdf)"), N_("FILE") }, \
  { "size", 0, 0, G_OPTION_ARG_STRING, &opt_size, N_("Chart size in pixels or points, default 1200x600"), N_("WxH") }, \
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, N_("Seed for reproducible digital dice"), N_("N") }

#define COMMON_SHIFTS \
  { "era", 0, 0, G_OPTION_ARG_STRING, &opt_era, NULL, N_("ERA") }, \
  { "terrain", 0, 0, G_OPTION_ARG_STRING, &opt_terrain, NULL, N_("NAME") }, \
  { "trench", 0, 0, G_OPTION_ARG_NONE, &opt_trench, N_("The defender is in a trench"), NULL }, \
  { "insufficient-artillery", 0, 0, G_OPTION_ARG_NONE, &opt_insufficient, N_("Insufficient artillery against the trench"), NULL }, \
  { "artillery-vs-fortress", 0, 0, G_OPTION_ARG_NONE, &opt_artillery_vs_fortress, N_("Artillery attacking a fortress (no +4/-4 limit)"), NULL }

static const GOptionEntry crt_entries[] = {
  COMMON_SHIFTS,
  { "strength", 0, 0, G_OPTION_ARG_STRING, &opt_strength, NULL, N_("N") },
  { "shift", 0, 0, G_OPTION_ARG_INT, &opt_shift, NULL, N_("S") },
  { "counterattack", 0, 0, G_OPTION_ARG_NONE, &opt_counterattack, N_("Counterattack shifts (+) instead of attack shifts (-)"), NULL },
  { "retreat", 0, 0, G_OPTION_ARG_NONE, &opt_retreat, N_("The side taking the loss retreats"), NULL },
  { "die", 0, 0, G_OPTION_ARG_STRING, &opt_die, NULL, N_("D") },
  COMMON_CHART,
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static const GOptionEntry combat_entries[] = {
  COMMON_SHIFTS,
  { "attacker-strength", 0, 0, G_OPTION_ARG_STRING, &opt_attacker, NULL, N_("N") },
  { "defender-strength", 0, 0, G_OPTION_ARG_STRING, &opt_defender, NULL, N_("M") },
  { "defender-artillery", 0, 0, G_OPTION_ARG_INT, &opt_defender_artillery, NULL, N_("K") },
  { "defender-retreats", 0, 0, G_OPTION_ARG_NONE, &opt_defender_retreats, N_("The defender retreats"), NULL },
  { "attacker-unsupplied", 0, 0, G_OPTION_ARG_NONE, &opt_attacker_unsupplied, N_("The attacker is unsupplied"), NULL },
  { "defender-unsupplied", 0, 0, G_OPTION_ARG_NONE, &opt_defender_unsupplied, N_("The defender is unsupplied"), NULL },
  { "attack-die", 0, 0, G_OPTION_ARG_STRING, &opt_attack_die, NULL, N_("D") },
  { "counter-die", 0, 0, G_OPTION_ARG_STRING, &opt_counter_die, NULL, N_("D") },
  COMMON_CHART,
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static const GOptionEntry reserve_entries[] = {
  { "nation", 0, 0, G_OPTION_ARG_STRING, &opt_nation, NULL, N_("NAME") },
  { "year", 0, 0, G_OPTION_ARG_STRING, &opt_year, NULL, N_("Y") },
  { "die", 0, 0, G_OPTION_ARG_STRING, &opt_die, NULL, N_("D") },
  { "offensive", 0, 0, G_OPTION_ARG_NONE, &opt_offensive, N_("Offensive (cavalry) reserve"), NULL },
  { "unit", 0, 0, G_OPTION_ARG_STRING, &opt_unit, NULL, N_("KIND") },
  { "montenegrin", 0, 0, G_OPTION_ARG_NONE, &opt_montenegrin, N_("A Montenegrin unit"), NULL },
  { "moved", 0, 0, G_OPTION_ARG_NONE, &opt_moved, N_("The unit moved in its movement phase"), NULL },
  { "out-of-range", 0, 0, G_OPTION_ARG_NONE, &opt_out_of_range, N_("The battle hex is beyond the unit's MP allowance"), NULL },
  { "hex-divisions", 0, 0, G_OPTION_ARG_INT, &opt_hex_divisions, NULL, N_("N") },
  { "hex-artillery", 0, 0, G_OPTION_ARG_INT, &opt_hex_artillery, NULL, N_("N") },
  { "defenders-remain", 0, 0, G_OPTION_ARG_NONE, &opt_defenders_remain, N_("Offensive: a defender stayed in the hex"), NULL },
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, N_("Seed for reproducible digital dice"), N_("N") },
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static const GOptionEntry french_entries[] = {
  { "fortress", 0, 0, G_OPTION_ARG_STRING, &opt_fortress, NULL, N_("F") },
  { "combined-strength", 0, 0, G_OPTION_ARG_STRING, &opt_combined, NULL, N_("C") },
  { "artillery", 0, 0, G_OPTION_ARG_STRING, &opt_artillery, NULL, N_("A") },
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static const GOptionEntry line_entries[] = {
  { "hexes", 0, 0, G_OPTION_ARG_STRING, &opt_hexes, N_("The line from Metz to Strasbourg: I (infantry), Z (ZOC only), E (empty)"), N_("I,Z,E,…") },
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static const GOptionEntry liege_entries[] = {
  { "turn", 0, 0, G_OPTION_ARG_STRING, &opt_turn, NULL, N_("T") },
  { "infantry", 0, 0, G_OPTION_ARG_INT, &opt_infantry_divisions, NULL, N_("N") },
  { "cavalry", 0, 0, G_OPTION_ARG_INT, &opt_cavalry_divisions, NULL, N_("N") },
  { "adjacent-units", 0, 0, G_OPTION_ARG_INT, &opt_adjacent_units, NULL, N_("N") },
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static const GOptionEntry release_entries[] = {
  { "attacked", 0, 0, G_OPTION_ARG_NONE, &opt_attacked, N_("The Belgian units were attacked"), NULL },
  { "october", 0, 0, G_OPTION_ARG_NONE, &opt_october, N_("It is October or later"), NULL },
  { "adjacent-hex", 0, 0, G_OPTION_ARG_STRING_ARRAY, &opt_adjacent_hex, N_("A map 5-3 hex a German unit moved adjacent to (repeatable)"), N_("HEX") },
  { "paris", 0, 0, G_OPTION_ARG_NONE, &opt_paris, N_("A German unit moved adjacent to a Paris hex"), NULL },
  { "coast", 0, 0, G_OPTION_ARG_NONE, &opt_coast, N_("A German unit moved adjacent to a French or Belgian coastal hex"), NULL },
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static gboolean
require (gboolean     given,
         const char  *option,
         GError     **error)
{
  if (!given)
    g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("%s is required"), option);
  return given;
}

/* A required whole number: missing is bad usage, malformed is invalid input. */
static gboolean
parse_int (const char  *text,
           const char  *option,
           const char  *field,
           int         *value,
           GError     **error)
{
  char *end = NULL;
  gint64 v;

  if (!require (text != NULL, option, error))
    return FALSE;
  v = g_ascii_strtoll (text, &end, 10);
  if (end == text || *end != '\0' || v < G_MININT || v > G_MAXINT)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_INVALID,
                   _("%s: “%s” is not a whole number"), field, text);
      return FALSE;
    }
  *value = (int) v;
  return TRUE;
}

static UmpireDice *
digital_dice (GError **error)
{
  return umpire_cli_dice_new (opt_seed, opt_seed != -1, NULL, 6, error);
}

/* The dice a command rolls: those typed (--die and friends), in their
 * order, else `digital`, which also rolls a die not typed among typed ones. */
static UmpireDice *
command_dice (const UmpireTypedDie  *typed,
              guint                  n_typed,
              UmpireDice            *digital,
              GError               **error)
{
  return umpire_dice_new_typed (typed, n_typed, UMPIRE_TYPED_DICE_MIXED, digital, error);
}

/* The die the result read, for the chart's highlighted row. */
static guint
result_die (UmpireResult *result,
            const char   *name)
{
  const char *die = umpire_result_get_value (result, name);

  return die ? (guint) atoi (die) : 0;
}

static void
report_seed (UmpireResult *result,
             UmpireDice   *dice)
{
  /* Only when Umpire rolled: the seed makes the roll repeatable. */
  if (umpire_dice_get_history (dice)->len > 0)
    umpire_result_set_value (result, "seed", "%u", umpire_dice_get_seed (dice));
}

static gboolean
write_chart (const UmpireCrtChartModel *model,
             UmpireResult              *result,
             GError                   **error)
{
  int width = 1200, height = 600;

  if (opt_png == NULL)
    return TRUE;
  if (opt_size != NULL && (sscanf (opt_size, "%dx%d", &width, &height) != 2 || width < 100 || height < 60 ||
                           width > 10000 || height > 10000))
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("--size: give WxH, such as 1200x600"));
      return FALSE;
    }
  if (!umpire_crt_chart_write (model, opt_png, width, height, error))
    return FALSE;
  umpire_result_set_value (result, "chart", "%s", opt_png);
  return TRUE;
}

static UmpireResult *
run_crt (UmpireCliContext  *cli,
         GError           **error)
{
  g_autoptr(UmpireDice) digital = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;
  UmpireCrtInput input = { 0 };

  if (!require (opt_era != NULL, "--era", error) ||
      !parse_int (opt_strength, "--strength", "strength", &input.strength, error))
    return NULL;
  input.era = opt_era;
  input.shift = opt_shift;
  input.terrain = opt_terrain ? opt_terrain : "clear";
  input.trench = opt_trench;
  input.insufficient_artillery = opt_insufficient;
  input.counterattack = opt_counterattack;
  input.artillery_vs_fortress = opt_artillery_vs_fortress;
  input.retreat = opt_retreat;
  input.over_50 = opt_over_50;
  digital = digital_dice (error);
  if (digital == NULL)
    return NULL;
  {
    const UmpireTypedDie typed[] = { { "die", umpire_weltkrieg_input_dice (cli->rules, &umpire_crt_info, "die"), opt_die, FALSE } };

    if ((dice = command_dice (typed, G_N_ELEMENTS (typed), digital, error)) == NULL)
      return NULL;
  }
  result = umpire_crt_resolve (cli->rules, &input, dice, error);
  if (result == NULL)
    return NULL;
  report_seed (result, digital);
  if (opt_png != NULL)
    {
      UmpireCrtChartModel model;

      if (!umpire_crt_chart_model (cli->rules, &input, result_die (result, "die"), &model, error) ||
          !write_chart (&model, result, error))
        return NULL;
    }
  return g_steal_pointer (&result);
}

static UmpireResult *
run_combat (UmpireCliContext  *cli,
            GError           **error)
{
  g_autoptr(UmpireDice) digital = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;
  UmpireCombatInput input = { 0 };

  if (!require (opt_era != NULL, "--era", error) ||
      !parse_int (opt_attacker, "--attacker-strength", "attacker-strength", &input.attacker_strength, error) ||
      !parse_int (opt_defender, "--defender-strength", "defender-strength", &input.defender_strength, error))
    return NULL;
  input.era = opt_era;
  input.defender_artillery = opt_defender_artillery;
  input.terrain = opt_terrain ? opt_terrain : "clear";
  input.trench = opt_trench;
  input.insufficient_artillery = opt_insufficient;
  input.artillery_vs_fortress = opt_artillery_vs_fortress;
  input.defender_retreats = opt_defender_retreats;
  input.attacker_unsupplied = opt_attacker_unsupplied;
  input.defender_unsupplied = opt_defender_unsupplied;
  input.over_50 = opt_over_50;
  digital = digital_dice (error);
  if (digital == NULL)
    return NULL;
  {
    const UmpireTypedDie typed[] = {
      { "attack-die", umpire_weltkrieg_input_dice (cli->rules, &umpire_combat_info, "attack-die"), opt_attack_die, FALSE },
      { "counter-die", umpire_weltkrieg_input_dice (cli->rules, &umpire_combat_info, "counter-die"), opt_counter_die, FALSE },
    };

    if ((dice = command_dice (typed, G_N_ELEMENTS (typed), digital, error)) == NULL)
      return NULL;
  }
  result = umpire_combat_resolve (cli->rules, &input, dice, error);
  if (result == NULL)
    return NULL;
  report_seed (result, digital);
  if (opt_png != NULL)
    {
      UmpireCrtChartModel model;

      if (!umpire_weltkrieg_chart_model (cli->rules, &input, result_die (result, "attack-die"),
                                         result_die (result, "counter-die"), &model, error) ||
          !write_chart (&model, result, error))
        return NULL;
    }
  return g_steal_pointer (&result);
}

static UmpireResult *
run_reserve (UmpireCliContext  *cli,
             GError           **error)
{
  g_autoptr(UmpireDice) digital = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;
  UmpireReserveInput input = { 0 };

  if (!require (opt_nation != NULL, "--nation", error) ||
      !parse_int (opt_year, "--year", "year", &input.year, error))
    return NULL;
  input.nation = opt_nation;
  input.offensive = opt_offensive;
  input.unit = opt_unit;
  input.montenegrin = opt_montenegrin;
  input.moved = opt_moved;
  input.out_of_range = opt_out_of_range;
  input.hex_divisions = opt_hex_divisions;
  input.hex_artillery = opt_hex_artillery;
  input.defenders_remain = opt_defenders_remain;
  digital = digital_dice (error);
  if (digital == NULL)
    return NULL;
  {
    const UmpireTypedDie typed[] = { { "die", umpire_weltkrieg_input_dice (cli->rules, &umpire_reserve_info, "die"), opt_die, FALSE } };

    if ((dice = command_dice (typed, G_N_ELEMENTS (typed), digital, error)) == NULL)
      return NULL;
  }
  result = umpire_reserve_commit (cli->rules, &input, dice, error);
  if (result != NULL)
    report_seed (result, digital);
  return g_steal_pointer (&result);
}

static UmpireResult *
run_french_attack (UmpireCliContext  *cli,
                   GError           **error)
{
  UmpireFrenchAttackInput input;

  if (!parse_int (opt_fortress, "--fortress", "fortress", &input.fortress, error) ||
      !parse_int (opt_combined, "--combined-strength", "combined-strength", &input.combined_strength, error) ||
      !parse_int (opt_artillery, "--artillery", "artillery", &input.artillery, error))
    return NULL;
  return umpire_westfront_french_attack (cli->rules, &input, error);
}

static UmpireResult *
run_line (UmpireCliContext  *cli,
          GError           **error)
{
  if (!require (opt_hexes != NULL, "--hexes", error))
    return NULL;
  return umpire_westfront_line (cli->rules, opt_hexes, error);
}

static UmpireResult *
run_liege (UmpireCliContext  *cli,
           GError           **error)
{
  UmpireLiegeInput input;

  if (!parse_int (opt_turn, "--turn", "turn", &input.turn, error))
    return NULL;
  input.infantry_divisions = opt_infantry_divisions;
  input.cavalry_divisions = opt_cavalry_divisions;
  input.adjacent_units = opt_adjacent_units;
  return umpire_westfront_liege (cli->rules, &input, error);
}

static UmpireResult *
run_release (UmpireCliContext  *cli,
             GError           **error)
{
  UmpireBelgianReleaseInput input = { 0 };

  input.attacked = opt_attacked;
  input.october = opt_october;
  input.adjacent_hexes = (const char * const *) opt_adjacent_hex;
  input.paris = opt_paris;
  input.coast = opt_coast;
  return umpire_westfront_belgian_release (cli->rules, &input, error);
}

static const UmpireCliCommand crt = {
  "crt", 1, NULL, N_("Der Weltkrieg: read an optional CRT (shifts, column, die, loss)"), crt_entries, TRUE, run_crt, &umpire_crt_info,
};
static const UmpireCliCommand combat = {
  "combat", 1, NULL, N_("Der Weltkrieg: resolve attack and counterattack with supply"), combat_entries, TRUE, run_combat, &umpire_combat_info,
};
static const UmpireCliCommand reserve = {
  "reserve", 1, NULL, N_("Der Weltkrieg: HQ reserve commitment roll"), reserve_entries, TRUE, run_reserve, &umpire_reserve_info,
};
static const UmpireCliCommand french_attack = {
  "westfront french-attack", 2, NULL, N_("Der Weltkrieg 39-4: must French 6-4/7-4 units attack this hex?"), french_entries, TRUE, run_french_attack, &umpire_westfront_french_attack_info,
};
static const UmpireCliCommand line = {
  "westfront line", 2, NULL, N_("Der Weltkrieg 39-2: does the Metz-Strasbourg line hold?"), line_entries, TRUE, run_line, &umpire_westfront_line_info,
};
static const UmpireCliCommand liege = {
  "westfront liege", 2, NULL, N_("Der Weltkrieg 39: the special Liege attack on turn 1"), liege_entries, TRUE, run_liege, &umpire_westfront_liege_info,
};
static const UmpireCliCommand release = {
  "westfront belgian-release", 2, NULL, N_("Der Weltkrieg 39: are the Belgian units released?"), release_entries, TRUE, run_release, &umpire_westfront_belgian_release_info,
};

const UmpireCliCommand *const umpire_cli_weltkrieg_commands[] = {
  &crt, &combat, &umpire_cli_compare_command, &reserve, &french_attack, &line, &liege, &release, NULL,
};
