/* umpire-cli-setup.c: the 1916 setup sequence, lulls and optional rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-cli.h"
#include "umpire-cli-odds.h"
#include "umpire-optional.h"
#include "umpire-play.h"
#include "umpire-setup.h"

/* Numbers are read as strings so a missing option (bad usage) differs from a
 * bad value (invalid input); the options are reset between runs. */
static char *opt_seed, *opt_die, *opt_dice;
static char *opt_category, *opt_nation, *opt_year, *opt_role, *opt_battle, *opt_units, *opt_modifier;
static char *opt_support_reading;
static gboolean opt_low_intensity, opt_gas, opt_depleted, opt_air, opt_great_brave, opt_active;
static gboolean opt_poor_shaky, opt_well_led, opt_supported, opt_pinned;
static char *opt_column, *opt_terrain, *opt_scale, *opt_barrages, *opt_turn, *opt_start_turn, *opt_declare;
static char *opt_training, *opt_range, *opt_target, *opt_previous;

#define SEED_ENTRY { "seed", 0, 0, G_OPTION_ARG_STRING, &opt_seed, N_("Seed for reproducible digital dice"), N_("N") }
#define DIE_ENTRY  { "die", 0, 0, G_OPTION_ARG_STRING, &opt_die, N_("The value read off a physical die"), N_("D") }

static gboolean
parse_int (const char  *text,
           const char  *option,
           gboolean     required,
           int         *out,
           GError     **error)
{
  gint64 value;

  if (text == NULL)
    {
      if (required)
        {
          g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("--%s is required"), option);
          return FALSE;
        }
      return TRUE;
    }
  if (!g_ascii_string_to_signed (text, 10, G_MININT, G_MAXINT, &value, NULL))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, option, _("“%s” is not a whole number"), text);
      return FALSE;
    }
  *out = (int) value;
  return TRUE;
}

static gboolean
require (const char  *value,
         const char  *option,
         GError     **error)
{
  if (value == NULL)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("--%s is required"), option);
      return FALSE;
    }
  return TRUE;
}

static gboolean
no_arguments (UmpireCliContext  *cli,
              GError           **error)
{
  if (cli->argc != 0)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("unexpected argument “%s”"), cli->argv[0]);
      return FALSE;
    }
  return TRUE;
}

/* The dice: typed values (--die or --dice), or seeded digital dice. */
static UmpireDice *
make_dice (const char  *typed,
           GError     **error)
{
  gint64 seed = 0;

  if (opt_seed != NULL && !g_ascii_string_to_signed (opt_seed, 10, 0, G_MAXUINT32, &seed, NULL))
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("--seed must be between 0 and %u"), G_MAXUINT32);
      return NULL;
    }
  return umpire_cli_dice_new (seed, opt_seed != NULL, typed, 6, error);
}

/* ---- setup support ------------------------------------------------------ */

static const GOptionEntry support_entries[] = {
  { "category", 0, 0, G_OPTION_ARG_STRING, &opt_category, NULL, N_("CATEGORY") },
  { "nation", 0, 0, G_OPTION_ARG_STRING, &opt_nation, NULL, N_("NAME") },
  { "year", 0, 0, G_OPTION_ARG_STRING, &opt_year, NULL, N_("Y") },
  { "role", 0, 0, G_OPTION_ARG_STRING, &opt_role, NULL, N_("ROLE") },
  { "battle", 0, 0, G_OPTION_ARG_STRING, &opt_battle, NULL, N_("BATTLE") },
  { "units", 0, 0, G_OPTION_ARG_STRING, &opt_units, NULL, N_("U") },
  { "low-intensity", 0, 0, G_OPTION_ARG_NONE, &opt_low_intensity, N_("A low intensity theatre (on-call artillery only)"), NULL },
  { "modifier", 0, 0, G_OPTION_ARG_STRING, &opt_modifier, NULL, N_("M") },
  { "support-reading", 0, 0, G_OPTION_ARG_STRING, &opt_support_reading,
    N_("Reading of the chart's damaged header: each-heading (default) or earlier"), N_("READING") },
  DIE_ENTRY, SEED_ENTRY,
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
run_support (UmpireCliContext  *cli,
             GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  UmpireSupportInput input = { 0 };
  int modifier = 0;

  if (!no_arguments (cli, error)
      || !require (opt_category, "category", error) || !require (opt_nation, "nation", error)
      || !require (opt_role, "role", error) || !require (opt_battle, "battle", error)
      || !parse_int (opt_year, "year", TRUE, &input.year, error)
      || !parse_int (opt_units, "units", TRUE, &input.units_total, error)
      || !parse_int (opt_modifier, "modifier", FALSE, &modifier, error))
    return NULL;
  input.category = opt_category;
  input.nation = opt_nation;
  input.role = opt_role;
  input.battle = opt_battle;
  input.low_intensity = opt_low_intensity;
  input.override_modifier = opt_modifier != NULL;
  input.modifier = modifier;
  input.reading = opt_support_reading;
  if (!(dice = make_dice (opt_die, error)))
    return NULL;
  return umpire_setup_support (cli->rules, &input, dice, error);
}

static const UmpireCliCommand setup_support = {
  "setup support", 2, NULL, N_("1916 setup step 2: barrages, on-call artillery, airstrikes, gas"),
  support_entries, TRUE, run_support, &umpire_setup_support_info,
};

/* ---- setup heavy-weapons ------------------------------------------------ */

static const GOptionEntry heavy_entries[] = {
  { "column", 0, 0, G_OPTION_ARG_STRING, &opt_column, NULL, N_("COLUMN") },
  { "units", 0, 0, G_OPTION_ARG_STRING, &opt_units, NULL, N_("U") },
  DIE_ENTRY, SEED_ENTRY,
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
run_heavy (UmpireCliContext  *cli,
           GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  UmpireHeavyWeaponsInput input = { 0 };

  if (!no_arguments (cli, error) || !require (opt_column, "column", error)
      || !parse_int (opt_units, "units", TRUE, &input.units, error)
      || !(dice = make_dice (opt_die, error)))
    return NULL;
  input.column = opt_column;
  return umpire_setup_heavy_weapons (cli->rules, &input, dice, error);
}

static const UmpireCliCommand setup_heavy = {
  "setup heavy-weapons", 2, NULL, N_("1916 setup step 3: extra heavy weapon bases"),
  heavy_entries, TRUE, run_heavy, &umpire_setup_heavy_weapons_info,
};

/* ---- setup proximity ---------------------------------------------------- */

static const GOptionEntry proximity_entries[] = {
  { "terrain", 0, 0, G_OPTION_ARG_STRING, &opt_terrain, NULL, N_("TERRAIN") },
  { "scale", 0, 0, G_OPTION_ARG_STRING, &opt_scale, NULL, N_("SCALE") },
  DIE_ENTRY, SEED_ENTRY,
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
run_proximity (UmpireCliContext  *cli,
               GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  UmpireProximityInput input = { opt_terrain, opt_scale ? opt_scale : "large" };

  if (!no_arguments (cli, error) || !require (opt_terrain, "terrain", error)
      || !(dice = make_dice (opt_die, error)))
    return NULL;
  return umpire_setup_proximity (cli->rules, &input, dice, error);
}

static const UmpireCliCommand setup_proximity = {
  "setup proximity", 2, NULL, N_("1916 setup step 5: setup proximity and the lull start turn"),
  proximity_entries, TRUE, run_proximity, &umpire_setup_proximity_info,
};

/* ---- setup counterbattery ----------------------------------------------- */

static const GOptionEntry counterbattery_entries[] = {
  { "dice", 0, 0, G_OPTION_ARG_STRING, &opt_dice, N_("Values read off the dice, one per barrage"), N_("D,D,…") },
  { "barrages", 0, 0, G_OPTION_ARG_STRING, &opt_barrages, NULL, N_("N") },
  { "gas", 0, 0, G_OPTION_ARG_NONE, &opt_gas, N_("The firing side uses gas"), NULL },
  SEED_ENTRY,
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
run_counterbattery (UmpireCliContext  *cli,
                    GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  UmpireCounterbatteryInput input = { 0, opt_gas };

  if (!no_arguments (cli, error))
    return NULL;
  if (opt_dice == NULL && opt_barrages == NULL)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, _("give --dice or --barrages"));
      return NULL;
    }
  if (!(dice = make_dice (opt_dice, error)))
    return NULL;
  input.barrages = opt_dice != NULL ? (int) umpire_dice_pending (dice) : 0;
  if (!parse_int (opt_barrages, "barrages", FALSE, &input.barrages, error))
    return NULL;
  return umpire_setup_counterbattery (cli->rules, &input, dice, error);
}

static const UmpireCliCommand setup_counterbattery = {
  "setup counterbattery", 2, NULL, N_("1916 setup step 8: counter-battery fire"),
  counterbattery_entries, TRUE, run_counterbattery, &umpire_setup_counterbattery_info,
};

/* ---- setup reinforcements ----------------------------------------------- */

static const GOptionEntry reinforcements_entries[] = {
  { "role", 0, 0, G_OPTION_ARG_STRING, &opt_role, NULL, N_("ROLE") },
  { "depleted", 0, 0, G_OPTION_ARG_NONE, &opt_depleted, N_("Optional rule 202: depleted reinforcements"), NULL },
  DIE_ENTRY, SEED_ENTRY,
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
run_reinforcements (UmpireCliContext  *cli,
                    GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  UmpireReinforcementsInput input = { opt_role, opt_depleted };

  if (!no_arguments (cli, error) || !require (opt_role, "role", error)
      || !(dice = make_dice (opt_die, error)))
    return NULL;
  return umpire_play_reinforcements (cli->rules, &input, dice, error);
}

static const UmpireCliCommand setup_reinforcements = {
  "setup reinforcements", 2, NULL, N_("1916 reinforcements during a lull"),
  reinforcements_entries, TRUE, run_reinforcements, &umpire_play_reinforcements_info,
};

/* ---- lull --------------------------------------------------------------- */

static const GOptionEntry lull_entries[] = {
  { "turn", 0, 0, G_OPTION_ARG_STRING, &opt_turn, NULL, N_("T") },
  { "start-turn", 0, 0, G_OPTION_ARG_STRING, &opt_start_turn, NULL, N_("S") },
  { "declare", 0, 0, G_OPTION_ARG_STRING, &opt_declare, NULL, N_("LULL") },
  DIE_ENTRY, SEED_ENTRY,
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
run_lull (UmpireCliContext  *cli,
          GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  UmpireLullInput input = { 0, 0, opt_declare };

  if (!no_arguments (cli, error)
      || !parse_int (opt_turn, "turn", TRUE, &input.turn, error)
      || !parse_int (opt_start_turn, "start-turn", TRUE, &input.start_turn, error)
      || !(dice = make_dice (opt_die, error)))
    return NULL;
  return umpire_play_lull (cli->rules, &input, dice, error);
}

static const UmpireCliCommand lull = {
  "lull", 1, NULL, N_("1916 lull roll for this turn"), lull_entries, TRUE, run_lull, &umpire_play_lull_info,
};

/* ---- optional scouts ---------------------------------------------------- */

static const GOptionEntry scouts_entries[] = {
  { "training", 0, 0, G_OPTION_ARG_STRING, &opt_training, NULL, N_("LEVEL") },
  { "range", 0, 0, G_OPTION_ARG_STRING, &opt_range, NULL, N_("YARDS") },
  { "air-superiority", 0, 0, G_OPTION_ARG_NONE, &opt_air, N_("The scouting side has air superiority"), NULL },
  DIE_ENTRY, SEED_ENTRY,
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
run_scouts (UmpireCliContext  *cli,
            GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  UmpireScoutsInput input = { opt_training, 0, opt_air };

  if (!no_arguments (cli, error) || !require (opt_training, "training", error)
      || !parse_int (opt_range, "range", TRUE, &input.range, error)
      || !(dice = make_dice (opt_die, error)))
    return NULL;
  return umpire_optional_scouts (cli->rules, &input, dice, error);
}

static const UmpireCliCommand optional_scouts = {
  "optional scouts", 2, NULL, N_("1916 optional rule 205: scouts"), scouts_entries, TRUE, run_scouts, &umpire_optional_scouts_info,
};

/* ---- optional lone-assault ---------------------------------------------- */

static const GOptionEntry lone_entries[] = {
  { "target", 0, 0, G_OPTION_ARG_STRING, &opt_target, NULL, N_("TARGET") },
  { "great-brave", 0, 0, G_OPTION_ARG_NONE, &opt_great_brave, N_("Great Brave Hero (+1)"), NULL },
  { "active", 0, 0, G_OPTION_ARG_NONE, &opt_active, N_("Active Hero (+2)"), NULL },
  { "poor-shaky", 0, 0, G_OPTION_ARG_NONE, &opt_poor_shaky, N_("Poor Shaky Hero (-1)"), NULL },
  { "well-led", 0, 0, G_OPTION_ARG_NONE, &opt_well_led, N_("Well Led Hero (+1)"), NULL },
  { "previous", 0, 0, G_OPTION_ARG_STRING, &opt_previous, NULL, N_("N") },
  { "range", 0, 0, G_OPTION_ARG_STRING, &opt_range, NULL, N_("YARDS") },
  { "supported", 0, 0, G_OPTION_ARG_NONE, &opt_supported, N_("Target supported (-3)"), NULL },
  { "pinned", 0, 0, G_OPTION_ARG_NONE, &opt_pinned, N_("Target pinned or demoralized (+3)"), NULL },
  DIE_ENTRY, SEED_ENTRY,
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
run_lone_assault (UmpireCliContext  *cli,
                  GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  UmpireLoneAssaultInput input = { opt_target, opt_great_brave, opt_active, opt_poor_shaky, opt_well_led,
                                   0, 0, opt_supported, opt_pinned };

  if (!no_arguments (cli, error) || !require (opt_target, "target", error)
      || !parse_int (opt_previous, "previous", FALSE, &input.previous, error)
      || !parse_int (opt_range, "range", FALSE, &input.range, error)
      || !(dice = make_dice (opt_die, error)))
    return NULL;
  return umpire_optional_lone_assault (cli->rules, &input, dice, error);
}

static const UmpireCliCommand optional_lone_assault = {
  "optional lone-assault", 2, NULL, N_("1916 optional rule 501: lone assaults"), lone_entries, TRUE, run_lone_assault, &umpire_optional_lone_assault_info,
};

/* ---- optional veteran-officer ------------------------------------------- */

static const GOptionEntry veteran_entries[] = {
  { "dice", 0, 0, G_OPTION_ARG_STRING, &opt_dice, NULL, N_("D,D") },
  { "units", 0, 0, G_OPTION_ARG_STRING, &opt_units, NULL, N_("U") },
  SEED_ENTRY,
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
run_veteran (UmpireCliContext  *cli,
             GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  int units = 1;

  if (!no_arguments (cli, error) || !parse_int (opt_units, "units", FALSE, &units, error)
      || !(dice = make_dice (opt_dice, error)))
    return NULL;
  if (opt_dice != NULL && units > 0 && umpire_dice_pending (dice) != (guint) units * 2)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "dice",
                          _("%d sub-unit(s) need %d values; %u given"), units, units * 2,
                          umpire_dice_pending (dice));
      return NULL;
    }
  return umpire_optional_veteran_officers (cli->rules, units, dice, error);
}

static const UmpireCliCommand optional_veteran = {
  "optional veteran-officer", 2, NULL, N_("1916 optional rule 102: veteran officers"),
  veteran_entries, TRUE, run_veteran, &umpire_optional_veteran_officer_info,
};

const UmpireCliCommand *const umpire_cli_setup_commands[] = {
  &setup_support, &setup_heavy, &setup_proximity, &setup_counterbattery, &setup_reinforcements,
  &lull, &optional_scouts, &optional_lone_assault, &optional_veteran, NULL,
};
