/* umpire-cli-roll.c: roll dice, digitally or from the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "umpire-cli.h"
#include "umpire-cli-odds.h"

static gint64 opt_seed = -1;
static char *opt_dice;

static const GOptionEntry roll_entries[] = {
  { "seed", 0, 0, G_OPTION_ARG_INT64, &opt_seed, N_("Seed for reproducible digital dice"), N_("N") },
  { "dice", 0, 0, G_OPTION_ARG_STRING, &opt_dice, N_("Values read off physical dice, comma-separated"), N_("V,V,…") },
  { NULL }
};

UmpireDice *
umpire_cli_dice_new (gint64       seed,
                     gboolean     seed_given,
                     const char  *typed,
                     guint        sides,
                     GError     **error)
{
  /* --odds: the dice not typed are walked over every face. */
  if (typed == NULL && umpire_cli_odds_dice () != NULL)
    return g_object_ref (umpire_cli_odds_dice ());
  if (typed != NULL)
    {
      /* Values typed with --dice (or --die): the one reading of typed dice,
       * every value a face of a die of `sides`. The callers do not say which
       * option the values came from, so the message is given without the
       * field's name, as these commands have always written it. */
      g_autofree char *expr = g_strdup_printf ("1d%u", sides);
      const UmpireTypedDie die = { "dice", expr, typed, TRUE };
      g_autoptr(GError) local = NULL;
      UmpireDice *dice = umpire_dice_new_typed (&die, 1, UMPIRE_TYPED_DICE_MIXED, NULL, &local);

      if (dice == NULL)
        g_set_error_literal (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_OUT_OF_RANGE,
                             local->message + strlen (die.field) + 2);
      return dice;
    }
  if (seed_given && (seed < 0 || seed > G_MAXUINT32))
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("--seed must be between 0 and %u"), G_MAXUINT32);
      return NULL;
    }
  /* Without a seed, pick one and report it, so the roll can be repeated. */
  return umpire_dice_new_seeded (seed_given ? (guint32) seed : g_random_int ());
}

static UmpireResult *
run_roll (UmpireCliContext  *cli,
          GError           **error)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("roll");
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(GString) faces = g_string_new (NULL);
  UmpireDiceExpr expr;
  UmpireRoll roll;

  if (cli->argc != 1)
    {
      g_set_error (error, UMPIRE_CLI_ERROR, UMPIRE_CLI_ERROR_USAGE,
                   _("give one dice expression, such as 1d6, 2d6 or 1d10"));
      return NULL;
    }
  if (!umpire_dice_expr_parse (cli->argv[0], &expr, error))
    return NULL;

  dice = umpire_cli_dice_new (opt_seed, opt_seed >= 0 || opt_seed < -1, opt_dice, expr.sides, error);
  if (dice == NULL)
    return NULL;
  if (opt_dice != NULL && umpire_dice_pending (dice) != expr.count)
    {
      g_set_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_EXHAUSTED,
                   _("%s needs %u value(s); %u given"), cli->argv[0], expr.count,
                   umpire_dice_pending (dice));
      return NULL;
    }
  if (!umpire_dice_roll (dice, &expr, &roll, error))
    return NULL;

  for (guint i = 0; i < roll.expr.count; i++)
    {
      g_autofree char *face = umpire_die_face (&roll.expr, roll.values[i]);
      g_string_append_printf (faces, "%s%s", i ? "," : "", face);
    }
  umpire_result_set_value (result, "total", "%u", roll.total);
  umpire_result_set_value (result, "dice", "%s", faces->str);
  umpire_result_set_value (result, "source", roll.physical ? "physical" : "digital");
  if (!roll.physical)
    umpire_result_set_value (result, "seed", "%u", roll.seed);
  umpire_result_add_roll (result, &roll, NULL, NULL);
  return g_steal_pointer (&result);
}

static const UmpireCliCommand roll = {
  "roll", 1, "EXPR", N_("Roll dice (1d6, 2d6, 1d10), seeded or typed in"), roll_entries, FALSE, run_roll,
};

const UmpireCliCommand *const umpire_cli_roll_commands[] = { &roll, NULL };
