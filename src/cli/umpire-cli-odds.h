/* umpire-cli-odds.h: --odds, the chance of every outcome instead of a roll
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib/gi18n.h>

#include "umpire-cli.h"

G_BEGIN_DECLS

/* Set by --odds. */
extern gboolean umpire_cli_odds_requested;

/* The option, for the entries of every procedure command. */
#define UMPIRE_CLI_ODDS_ENTRY \
  { "odds", 0, 0, G_OPTION_ARG_NONE, &umpire_cli_odds_requested, \
    N_("Print the exact chance of every outcome instead of rolling"), NULL }

/* While --odds walks a command's dice: the enumerating dice that every
 * command's digital dice are (umpire_cli_dice_new); else NULL. Dice the
 * umpire typed stay as typed, so only the others are walked. */
UmpireDice *umpire_cli_odds_dice (void);

/* Runs `command` over every combination of the faces of its dice and
 * returns the distribution of each value as text, or with `xml` as one
 * <result> document of <odds> elements. */
char       *umpire_cli_odds_run  (const UmpireCliCommand *command,
                                  UmpireCliContext       *cli,
                                  gboolean                xml,
                                  GError                **error);

G_END_DECLS
