/* umpire-test-cli.h: running umpire-cli from tests and reading its --xml
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  int   status;   /* exit status */
  char *out;
  char *err;
} UmpireTestRun;

void  umpire_test_run_clear     (UmpireTestRun      *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (UmpireTestRun, umpire_test_run_clear)

/* Runs $UMPIRE_CLI with the NULL-terminated arguments, adding --xml if asked. */
void  umpire_test_run_cli_argv  (UmpireTestRun      *run,
                                 const char * const *arguments,
                                 gboolean            add_xml);
void  umpire_test_run_cli       (UmpireTestRun      *run,
                                 const char         *first,
                                 ...) G_GNUC_NULL_TERMINATED;

/* The text of <value name="NAME"> in a <result procedure="PROCEDURE">
 * document, or NULL; asserts the document and its procedure. */
char *umpire_test_xml_value     (const char         *xml,
                                 const char         *name,
                                 const char         *procedure);
void  umpire_test_assert_value  (const char         *xml,
                                 const char         *procedure,
                                 const char         *name,
                                 const char         *expected);

G_END_DECLS
