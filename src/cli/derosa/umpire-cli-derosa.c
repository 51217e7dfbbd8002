/* umpire-cli-derosa.c: De Rosa's WWI miniatures rules from the shell
 *
 * derosa move, derosa morale, derosa fire, derosa melee, derosa ammo.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "umpire-cli.h"
#include "umpire-cli-odds.h"
#include "umpire-derosa.h"
#include "umpire-procedure.h"

/* Options not given keep these values. */
#define UNSET G_MININT

static gint64 opt_seed = UNSET;

static gboolean
usage_error (GError    **error,
             const char *message)
{
  g_set_error_literal (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE, message);
  return FALSE;
}

/* A count option: not given is 0 unless required; negative is invalid input. */
static gboolean
count_option (int          value,
              const char  *field,
              gboolean     required,
              guint       *out,
              GError     **error)
{
  if (value == UNSET && required)
    {
      g_autofree char *message = g_strdup_printf (_("--%s is required"), field);
      return usage_error (error, message);
    }
  if (value == UNSET)
    {
      *out = 0;
      return TRUE;
    }
  if (value < 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, field,
                          required ? _("must be 1 or more, not %d") : _("must be 0 or more, not %d"), value);
      return FALSE;
    }
  *out = (guint) value;
  return TRUE;
}

static gboolean
morale_option (const char         *text,
               const char         *field,
               UmpireDerosaMorale *morale,
               GError            **error)
{
  if (text == NULL)
    {
      *morale = UMPIRE_DEROSA_GOOD;
      return TRUE;
    }
  if (!umpire_derosa_morale_from_string (text, morale))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, field,
                          _("unknown morale state “%s” (good, shaken, routed)"), text);
      return FALSE;
    }
  return TRUE;
}

static UmpireDice *
derosa_dice (const char  *typed,
             GError     **error)
{
  return umpire_cli_dice_new (opt_seed, opt_seed != UNSET, typed, 10, error);
}

static void
report_seed (UmpireResult *result,
             UmpireDice   *dice)
{
  if (!umpire_dice_is_physical (dice))
    umpire_result_set_value (result, "seed", "%u", umpire_dice_get_seed (dice));
}

static gboolean
no_arguments (UmpireCliContext  *cli,
              GError           **error)
{
  if (cli->argc > 0)
    {
      g_autofree char *message = g_strdup_printf (_("unexpected argument “%s”"), cli->argv[0]);
      return usage_error (error, message);
    }
  return TRUE;
}

/* ---------------------------------------------------------------------- */
/* derosa move                                                            */

static char *opt_type, *opt_formation, *opt_terrain;
static gboolean opt_skirmish, opt_limber, opt_set_up, opt_retreat_facing, opt_turn_around;
static int opt_charge_turn = UNSET, opt_move_figures = UNSET, opt_formation_changes = UNSET;

static const GOptionEntry move_entries[] = {
  { "type", 0, 0, G_OPTION_ARG_STRING, &opt_type, NULL, N_("TYPE") },
  { "formation", 0, 0, G_OPTION_ARG_STRING, &opt_formation, N_("line, column, highway or secondary-road"), N_("FORMATION") },
  { "terrain", 0, 0, G_OPTION_ARG_STRING, &opt_terrain, N_("open (default), river or woods"), N_("TERRAIN") },
  { "skirmish", 0, 0, G_OPTION_ARG_NONE, &opt_skirmish, N_("In skirmish order (+1\")"), NULL },
  { "charge-turn", 0, 0, G_OPTION_ARG_INT, &opt_charge_turn, NULL, N_("N") },
  { "figures", 0, 0, G_OPTION_ARG_INT, &opt_move_figures, NULL, N_("N") },
  { "formation-changes", 0, 0, G_OPTION_ARG_INT, &opt_formation_changes, NULL, N_("N") },
  { "limber", 0, 0, G_OPTION_ARG_NONE, &opt_limber, N_("Limber or unlimber (1/4 move)"), NULL },
  { "set-up", 0, 0, G_OPTION_ARG_NONE, &opt_set_up, N_("Break down or set up (1/4 move)"), NULL },
  { "retreat-facing", 0, 0, G_OPTION_ARG_NONE, &opt_retreat_facing, N_("Retreat facing the enemy (1/2 move)"), NULL },
  { "turn-around", 0, 0, G_OPTION_ARG_NONE, &opt_turn_around, N_("Turn around (-2\")"), NULL },
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
run_move (UmpireCliContext  *cli,
          GError           **error)
{
  UmpireDerosaMoveInput input = { 0 };

  if (!no_arguments (cli, error))
    return NULL;
  if (opt_type == NULL)
    return usage_error (error, _("--type is required")), NULL;
  if (opt_formation == NULL)
    return usage_error (error, _("--formation is required")), NULL;
  input.type = opt_type;
  input.formation = opt_formation;
  input.terrain = opt_terrain;
  input.skirmish = opt_skirmish;
  input.limber = opt_limber;
  input.set_up = opt_set_up;
  input.retreat_facing = opt_retreat_facing;
  input.turn_around = opt_turn_around;
  if (!count_option (opt_charge_turn, "charge-turn", FALSE, &input.charge_turn, error) ||
      !count_option (opt_move_figures, "figures", FALSE, &input.figures, error) ||
      !count_option (opt_formation_changes, "formation-changes", FALSE, &input.formation_changes, error))
    return NULL;
  if (opt_charge_turn == 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "charge-turn", _("must be 1 or 2"));
      return NULL;
    }
  return umpire_derosa_move (cli->rules, &input, error);
}

static const UmpireCliCommand move_command = {
  "derosa move", 2, NULL, N_("De Rosa: a unit's move in inches, after every deduction"),
  move_entries, TRUE, run_move, &umpire_derosa_move_info,
};

/* ---------------------------------------------------------------------- */
/* derosa morale                                                          */

static int opt_morale_figures = UNSET;
static char *opt_morale_strength, *opt_morale_die, *opt_reason, *opt_morale_state, *opt_morale_unit;
static gboolean opt_rallying;

static const GOptionEntry morale_entries[] = {
  { "figures", 0, 0, G_OPTION_ARG_INT, &opt_morale_figures, NULL, N_("N") },
  { "strength", 0, 0, G_OPTION_ARG_STRING, &opt_morale_strength, NULL, N_("S") },
  { "die", 0, 0, G_OPTION_ARG_STRING, &opt_morale_die, NULL, N_("D") },
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, N_("Seed for reproducible digital dice"), N_("N") },
  { "reason", 0, 0, G_OPTION_ARG_STRING, &opt_reason, NULL, N_("R") },
  { "state", 0, 0, G_OPTION_ARG_STRING, &opt_morale_state, NULL, N_("STATE") },
  { "rallying", 0, 0, G_OPTION_ARG_NONE, &opt_rallying, N_("The unit is attempting to rally"), NULL },
  { "unit", 0, 0, G_OPTION_ARG_STRING, &opt_morale_unit, NULL, N_("NAME") },
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
run_morale (UmpireCliContext  *cli,
            GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;
  UmpireDerosaMoraleInput input = { 0 };

  if (!no_arguments (cli, error))
    return NULL;
  if (opt_morale_figures == UNSET && opt_morale_strength == NULL)
    return usage_error (error, _("--figures (or --strength for artillery/MGs) is required")), NULL;
  if (opt_morale_figures != UNSET &&
      !count_option (opt_morale_figures, "figures", TRUE, &input.figures, error))
    return NULL;
  if (opt_morale_figures == 0)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "figures", _("must be 1 or more"));
      return NULL;
    }
  input.strength = opt_morale_strength;
  input.reason = opt_reason;
  input.rallying = opt_rallying;
  input.unit = opt_morale_unit;
  if (!morale_option (opt_morale_state, "state", &input.state, error))
    return NULL;
  if ((dice = derosa_dice (opt_morale_die, error)) == NULL)
    return NULL;
  result = umpire_derosa_morale (cli->rules, &input, dice, error);
  if (result != NULL)
    report_seed (result, dice);
  return g_steal_pointer (&result);
}

static const UmpireCliCommand morale_command = {
  "derosa morale", 2, NULL, N_("De Rosa: a morale test and the unit's new state"),
  morale_entries, TRUE, run_morale, &umpire_derosa_morale_info,
};

/* ---------------------------------------------------------------------- */
/* derosa fire                                                            */

static char *opt_weapon, *opt_chance_die, *opt_fire_state;
static int opt_strength = UNSET, opt_close_combat = UNSET;
static char *opt_range;
static char **opt_modifiers;
static gboolean opt_list_modifiers;
static char *opt_unit, *opt_target;
static int opt_target_figures = UNSET;

/* Inches, with or without the inch mark. Not a number is bad usage. */
static gboolean
parse_range (const char  *value,
             double      *inches,
             GError     **error)
{
  char *end = NULL;

  g_autofree char *number = g_str_has_suffix (value, "\"") ? g_strndup (value, strlen (value) - 1) : g_strdup (value);

  /* Decimals only: strtod would read 0x10 as 16. */
  *inches = g_ascii_strtod (number, &end);
  if (!umpire_cli_is_decimal (number))
    {
      g_autofree char *message = g_strdup_printf (_("--range: “%s” is not a number of inches"), value);
      return usage_error (error, message);
    }
  return TRUE;
}

static const GOptionEntry fire_entries[] = {
  { "weapon", 0, 0, G_OPTION_ARG_STRING, &opt_weapon, NULL, N_("WEAPON") },
  { "strength", 0, 0, G_OPTION_ARG_INT, &opt_strength, NULL, N_("N") },
  { "range", 0, 0, G_OPTION_ARG_STRING, &opt_range, NULL, N_("INCHES") },
  { "chance-die", 0, 0, G_OPTION_ARG_STRING, &opt_chance_die, NULL, N_("D") },
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, N_("Seed for reproducible digital dice"), N_("N") },
  { "modifier", 0, 0, G_OPTION_ARG_STRING_ARRAY, &opt_modifiers, N_("A fire modifier (repeatable; see --list-modifiers)"), N_("NAME") },
  { "close-combat", 0, 0, G_OPTION_ARG_INT, &opt_close_combat, NULL, N_("N") },
  { "state", 0, 0, G_OPTION_ARG_STRING, &opt_fire_state, NULL, N_("STATE") },
  { "list-modifiers", 0, 0, G_OPTION_ARG_NONE, &opt_list_modifiers, N_("List the modifier names and stop"), NULL },
  { "unit", 0, 0, G_OPTION_ARG_STRING, &opt_unit, NULL, N_("NAME") },
  { "target", 0, 0, G_OPTION_ARG_STRING, &opt_target, NULL, N_("NAME") },
  { "target-figures", 0, 0, G_OPTION_ARG_INT, &opt_target_figures, NULL, N_("N") },
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
list_fire_modifiers (UmpireCliContext  *cli,
                     GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("derosa-fire-modifiers");
  g_autoptr(GPtrArray) modifiers = umpire_derosa_fire_modifiers (cli->rules, error);

  if (modifiers == NULL)
    return NULL;
  cli->text = g_string_new (NULL);
  for (guint i = 0; i < modifiers->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (modifiers, i);
      const UmpireCell *effect = umpire_row_cell (row, 0);

      umpire_result_set_value (result, row->id, "%s (%s)", row->label, effect ? effect->text : "");
      g_string_append_printf (cli->text, "%-26s %-6s %s [%s]\n", row->id, effect ? effect->text : "",
                              row->label, row->prov.rule);
    }
  return g_steal_pointer (&result);
}

static UmpireResult *
run_fire (UmpireCliContext  *cli,
          GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;
  UmpireDerosaFireInput input = { 0 };

  if (!no_arguments (cli, error))
    return NULL;
  if (opt_list_modifiers)
    return list_fire_modifiers (cli, error);
  if (opt_weapon == NULL)
    return usage_error (error, _("--weapon is required")), NULL;
  if (!count_option (opt_strength, "strength", TRUE, &input.strength, error))
    return NULL;
  if (opt_range == NULL)
    return usage_error (error, _("--range is required")), NULL;
  if (!parse_range (opt_range, &input.range, error))
    return NULL;
  if (!count_option (opt_close_combat, "close-combat", FALSE, &input.engaged, error))
    return NULL;
  input.weapon = opt_weapon;
  input.modifiers = (const char * const *) opt_modifiers;
  input.unit = opt_unit;
  input.target = opt_target;
  if (opt_target_figures != UNSET)
    {
      if (!count_option (opt_target_figures, "target-figures", TRUE, &input.target_figures, error))
        return NULL;
      input.target_known = TRUE;
    }
  if (!morale_option (opt_fire_state, "state", &input.state, error))
    return NULL;
  if ((dice = derosa_dice (opt_chance_die, error)) == NULL)
    return NULL;
  result = umpire_derosa_fire (cli->rules, &input, dice, error);
  if (result != NULL)
    report_seed (result, dice);
  return g_steal_pointer (&result);
}

static const UmpireCliCommand fire_command = {
  "derosa fire", 2, NULL, N_("De Rosa: casualties from fire, with every modifier"),
  fire_entries, TRUE, run_fire, &umpire_derosa_fire_info,
};

/* ---------------------------------------------------------------------- */
/* derosa melee                                                           */

typedef struct
{
  int       figures;
  char     *morale;
  gboolean  veterans;
  gboolean  trained;
  int       flank;
  gboolean  skirmish;
  char     *die;
  char     *unit;
} SideOptions;

static SideOptions opt_attacker = { UNSET, NULL, FALSE, FALSE, UNSET, FALSE, NULL, NULL };
static SideOptions opt_defender = { UNSET, NULL, FALSE, FALSE, UNSET, FALSE, NULL, NULL };
static gboolean opt_shaken_as_printed, opt_shaken_corrected, opt_literal_chance;

#define SIDE_ENTRIES(side, var)                                                                     \
  { side "-figures", 0, 0, G_OPTION_ARG_INT, &var.figures, N_("Figures in the unit"), N_("N") },    \
  { side "-morale", 0, 0, G_OPTION_ARG_STRING, &var.morale, N_("good (default) or shaken"), N_("STATE") }, \
  { side "-veterans", 0, 0, G_OPTION_ARG_NONE, &var.veterans, N_("The unit is veterans"), NULL },   \
  { side "-trained", 0, 0, G_OPTION_ARG_NONE, &var.trained, N_("The unit is trained"), NULL },      \
  { side "-flank", 0, 0, G_OPTION_ARG_INT, &var.flank, N_("Figures attacking the enemy's flank"), N_("N") }, \
  { side "-skirmish", 0, 0, G_OPTION_ARG_NONE, &var.skirmish, N_("Fighting in skirmish (open order)"), NULL }, \
  { side "-chance-die", 0, 0, G_OPTION_ARG_STRING, &var.die, N_("The chance d10 read off the table (0 is 10)"), N_("D") }, \
  { side "-unit", 0, 0, G_OPTION_ARG_STRING, &var.unit, NULL, N_("NAME") }

static const GOptionEntry melee_entries[] = {
  SIDE_ENTRIES ("attacker", opt_attacker),
  SIDE_ENTRIES ("defender", opt_defender),
  { "shaken-as-printed", 0, 0, G_OPTION_ARG_NONE, &opt_shaken_as_printed, N_("Count “Unit is shaken” as +1, as printed (the default)"), NULL },
  { "shaken-corrected", 0, 0, G_OPTION_ARG_NONE, &opt_shaken_corrected, N_("Count “Unit is shaken” as -1, a sign correction"), NULL },
  { "literal-chance", 0, 0, G_OPTION_ARG_NONE, &opt_literal_chance, N_("Multiply each total by the chance modifier (-2..+2), not the d10 rolled"), NULL },
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, N_("Seed for reproducible digital dice"), N_("N") },
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static gboolean
side_input (const SideOptions      *options,
            const char             *name,
            UmpireDerosaMeleeSide  *side,
            GError                **error)
{
  g_autofree char *figures = g_strdup_printf ("%s-figures", name);
  g_autofree char *flank = g_strdup_printf ("%s-flank", name);
  g_autofree char *morale = g_strdup_printf ("%s-morale", name);

  side->name = name;
  side->veterans = options->veterans;
  side->trained = options->trained;
  side->skirmish = options->skirmish;
  side->unit = options->unit;
  return count_option (options->figures, figures, TRUE, &side->figures, error) &&
         count_option (options->flank, flank, FALSE, &side->flank_figures, error) &&
         morale_option (options->morale, morale, &side->state, error);
}

static UmpireResult *
run_melee (UmpireCliContext  *cli,
           GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autofree char *typed = NULL;
  UmpireDerosaMeleeInput input = { 0 };

  if (!no_arguments (cli, error))
    return NULL;
  if (!side_input (&opt_attacker, "attacker", &input.attacker, error) ||
      !side_input (&opt_defender, "defender", &input.defender, error))
    return NULL;
  if (opt_shaken_as_printed && opt_shaken_corrected)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("--shaken-as-printed and --shaken-corrected exclude each other"));
      return NULL;
    }
  input.shaken_corrected = opt_shaken_corrected;
  input.literal_chance = opt_literal_chance;
  if ((opt_attacker.die != NULL && strchr (opt_attacker.die, ',')) ||
      (opt_defender.die != NULL && strchr (opt_defender.die, ',')))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "chance-die", _("one d10 per side"));
      return NULL;
    }
  if (opt_attacker.die != NULL && opt_defender.die != NULL)
    typed = g_strdup_printf ("%s,%s", opt_attacker.die, opt_defender.die);
  if ((opt_attacker.die == NULL) != (opt_defender.die == NULL) && umpire_cli_odds_dice () == NULL)
    return usage_error (error, _("give both --attacker-chance-die and --defender-chance-die, or neither")), NULL;
  if ((opt_attacker.die == NULL) != (opt_defender.die == NULL))
    {
      /* --odds with one side's die fixed: the other is walked over its faces. */
      const UmpireTypedDie dies[] = {
        { "attacker-chance-die", "1d10", opt_attacker.die, FALSE },
        { "defender-chance-die", "1d10", opt_defender.die, FALSE },
      };

      if ((dice = umpire_dice_new_typed (dies, G_N_ELEMENTS (dies), UMPIRE_TYPED_DICE_MIXED,
                                         umpire_cli_odds_dice (), error)) == NULL)
        return NULL;
    }
  else if ((dice = derosa_dice (typed, error)) == NULL)
    return NULL;
  result = umpire_derosa_melee (cli->rules, &input, dice, error);
  if (result != NULL)
    report_seed (result, dice);
  return g_steal_pointer (&result);
}

static const UmpireCliCommand melee_command = {
  "derosa melee", 2, NULL, N_("De Rosa: close combat between two units"),
  melee_entries, TRUE, run_melee, &umpire_derosa_melee_info,
};

/* ---------------------------------------------------------------------- */
/* derosa ammo                                                            */

static int opt_used = UNSET;
static gboolean opt_resupply, opt_ammo_five_resupplies;
static char *opt_ammo_die, *opt_battery;

static const GOptionEntry ammo_entries[] = {
  { "used", 0, 0, G_OPTION_ARG_INT, &opt_used, NULL, N_("N") },
  { "resupply", 0, 0, G_OPTION_ARG_NONE, &opt_resupply, N_("Roll to resupply"), NULL },
  { "die", 0, 0, G_OPTION_ARG_STRING, &opt_ammo_die, NULL, N_("D") },
  { "ammo-five-resupplies", 0, 0, G_OPTION_ARG_NONE, &opt_ammo_five_resupplies,
    N_("Read a resupply roll of 5 on the printed 5-10 row (resupplied), not on 1-5"), NULL },
  { "battery", 0, 0, G_OPTION_ARG_STRING, &opt_battery, NULL, N_("NAME") },
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, N_("Seed for reproducible digital dice"), N_("N") },
  UMPIRE_CLI_ODDS_ENTRY,
  { NULL }
};

static UmpireResult *
run_ammo (UmpireCliContext  *cli,
          GError           **error)
{
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;
  UmpireDerosaAmmoInput input = { 0 };

  if (!no_arguments (cli, error))
    return NULL;
  if (!count_option (opt_used, "used", FALSE, &input.used, error))
    return NULL;
  input.resupply = opt_resupply || opt_ammo_die != NULL;
  input.five_resupplies = opt_ammo_five_resupplies;
  input.battery = opt_battery;
  if ((dice = derosa_dice (opt_ammo_die, error)) == NULL)
    return NULL;
  result = umpire_derosa_ammo (cli->rules, &input, dice, error);
  if (result != NULL && input.resupply)
    report_seed (result, dice);
  return g_steal_pointer (&result);
}

static const UmpireCliCommand ammo_command = {
  "derosa ammo", 2, NULL, N_("De Rosa: a battery's fire turns and the resupply roll"),
  ammo_entries, TRUE, run_ammo, &umpire_derosa_ammo_info,
};

const UmpireCliCommand *const umpire_cli_derosa_commands[] = {
  &move_command, &morale_command, &fire_command, &melee_command, &ammo_command, NULL,
};
