/* umpire-test-cli.c: running umpire-cli from tests and reading its --xml
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <libxml/parser.h>
#include <string.h>
#include <sys/wait.h>

#include "umpire-test-cli.h"

void
umpire_test_run_clear (UmpireTestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

void
umpire_test_run_cli_argv (UmpireTestRun      *run,
                          const char * const *arguments,
                          gboolean            add_xml)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("UMPIRE_CLI");
  int wait_status = 0;

  g_assert_nonnull (cli);
  umpire_test_run_clear (run);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; arguments[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) arguments[i]);
  if (add_xml)
    g_ptr_array_add (argv, (gpointer) "--xml");
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

void
umpire_test_run_cli (UmpireTestRun *run,
                     const char    *first,
                     ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;

  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  umpire_test_run_cli_argv (run, (const char * const *) args->pdata, FALSE);
}

char *
umpire_test_xml_value (const char *xml,
                       const char *name,
                       const char *procedure)
{
  xmlDocPtr doc = xmlReadMemory (xml, (int) strlen (xml), "out.xml", NULL, XML_PARSE_NONET);
  xmlNodePtr root;
  xmlChar *proc;
  char *found = NULL;

  g_assert_nonnull (doc);
  root = xmlDocGetRootElement (doc);
  g_assert_cmpstr ((const char *) root->name, ==, "result");
  proc = xmlGetProp (root, (const xmlChar *) "procedure");
  g_assert_cmpstr ((const char *) proc, ==, procedure);
  xmlFree (proc);
  for (xmlNodePtr child = root->children; child != NULL && found == NULL; child = child->next)
    {
      xmlChar *attr;

      if (child->type != XML_ELEMENT_NODE || !g_str_equal ((const char *) child->name, "value"))
        continue;
      attr = xmlGetProp (child, (const xmlChar *) "name");
      if (g_strcmp0 ((const char *) attr, name) == 0)
        {
          xmlChar *content = xmlNodeGetContent (child);
          found = g_strdup ((const char *) content);
          xmlFree (content);
        }
      xmlFree (attr);
    }
  xmlFreeDoc (doc);
  return found;
}

void
umpire_test_assert_value (const char *xml,
                          const char *procedure,
                          const char *name,
                          const char *expected)
{
  g_autofree char *value = umpire_test_xml_value (xml, name, procedure);

  g_assert_cmpstr (value, ==, expected);
}
