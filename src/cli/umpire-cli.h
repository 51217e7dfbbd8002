/* umpire-cli.h: what each umpire-cli command provides
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "umpire-descriptor.h"
#include "umpire-dice.h"
#include "umpire-result.h"
#include "umpire-rules.h"

G_BEGIN_DECLS

#define UMPIRE_CLI_ERROR (umpire_cli_error_quark ())

typedef enum
{
  UMPIRE_CLI_ERROR_USAGE,    /* exit 2 */
  UMPIRE_CLI_ERROR_INVALID,  /* exit 1 */
} UmpireCliError;

GQuark umpire_cli_error_quark (void);

typedef struct
{
  UmpireRules *rules;    /* built-in database plus packs; NULL unless needs_rules */
  int          argc;     /* arguments after the command words */
  char       **argv;
  GString     *text;     /* set to replace the default text output */
  GString     *xml;      /* set to replace the --xml output (a document of its own) */
  gboolean     want_xml; /* --xml was given: a command that prints text as it
                          * goes (a long log) leaves it alone */
  int          exit_code;
} UmpireCliContext;

typedef struct
{
  const char         *words;        /* "rules list" */
  guint               n_words;
  const char         *usage;        /* parameter string, e.g. "ID" */
  const char         *summary;      /* N_() marked */
  const GOptionEntry *entries;
  gboolean            needs_rules;
  UmpireResult     *(*run)         (UmpireCliContext *cli,
                                    GError          **error);
  /* The procedure the command runs, or NULL (rules, scenarios, rolls): its
   * descriptor gives the help of each option that is one of its inputs
   * (when the entry's own description is NULL) and the range every number
   * option of its inputs is checked against before the command runs. */
  const UmpireProcedureInfo *procedure;
  /* Without a procedure: fields (NULL-name terminated) for options that
   * mean what a procedure's input means (setup run's --year), for the same
   * help and range check; NULL: none. */
  const UmpireField         *fields;
} UmpireCliCommand;

extern const UmpireCliCommand *const umpire_cli_derosa_commands[];
extern const UmpireCliCommand *const umpire_cli_rules_commands[];
extern const UmpireCliCommand *const umpire_cli_report_commands[];
extern const UmpireCliCommand *const umpire_cli_roll_commands[];
extern const UmpireCliCommand *const umpire_cli_scenario_commands[];
extern const UmpireCliCommand *const umpire_cli_setup_commands[];
extern const UmpireCliCommand *const umpire_cli_state_commands[];
extern const UmpireCliCommand *const umpire_cli_weltkrieg_commands[];
extern const UmpireCliCommand umpire_cli_compare_command;

/* The whole command line tool; main () only sets up the locale. */
int         umpire_cli_run       (int          argc,
                                  char       **argv);

/* Shared helpers for commands. */
/* Whether `text` is a plain decimal number: a sign, digits, a point and
 * digits (no hex, no exponent, no spaces). */
gboolean    umpire_cli_is_decimal (const char *text);
/* Whether two paths name one file (a link or another spelling of it): an
 * output that would overwrite the command's input is refused with this. */
gboolean    umpire_cli_same_file (const char *a,
                                  const char *b);
UmpireDice *umpire_cli_dice_new  (gint64       seed,
                                  gboolean     seed_given,
                                  const char  *typed,
                                  guint        sides,
                                  GError     **error);

G_END_DECLS
