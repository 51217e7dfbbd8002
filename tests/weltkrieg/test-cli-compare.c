/* test-cli-compare.c: umpire-cli compare, attack options side by side
 *
 * The figures are worked by hand in test-compare.c: 5 against 1 in the open,
 * standing (defender loss 5/6, attacker 3/6) or retreating (3/6, 2/6).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <libxml/parser.h>
#include <libxml/xpath.h>
#include <glib/gstdio.h>
#include <string.h>

#include "umpire-test-cli.h"

#define EPS 1e-9

static double
xpath_number (const char *xml,
              const char *expression)
{
  xmlDocPtr doc = xmlReadMemory (xml, (int) strlen (xml), "compare.xml", NULL, XML_PARSE_NONET);
  xmlXPathContextPtr context;
  xmlXPathObjectPtr object;
  double number;

  g_assert_nonnull (doc);
  context = xmlXPathNewContext (doc);
  object = xmlXPathEvalExpression ((const xmlChar *) expression, context);
  g_assert_nonnull (object);
  number = xmlXPathCastToNumber (object);
  xmlXPathFreeObject (object);
  xmlXPathFreeContext (context);
  xmlFreeDoc (doc);
  return number;
}

static void
test_xml (void)
{
  g_auto(UmpireTestRun) run = { 0 };

  umpire_test_run_cli (&run, "compare", "--era", "1914-1916",
                       "--option", "attacker-strength=5 defender-strength=1",
                       "--option", "label='Fall back' attacker-strength=5 defender-strength=1 defender-retreats",
                       "--xml", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpfloat (xpath_number (run.out, "count(/compare[@procedure='weltkrieg.combat']/option)"), ==, 2);
  g_assert_cmpfloat_with_epsilon (xpath_number (run.out, "number(/compare/option[@label='A']/figure[@name='defender-loss']/@mean)"),
                                  5.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (xpath_number (run.out, "number(/compare/option[@label='Fall back']/figure[@name='attacker-loss']/@mean)"),
                                  2.0 / 6, EPS);
  g_assert_cmpfloat_with_epsilon (xpath_number (run.out, "number(/compare/option[1]/figure[@name='r-result']/@p)"),
                                  2.0 / 6, EPS);
  g_assert_cmpfloat (xpath_number (run.out, "number(/compare/option[1]/figure[@name='attacker-supply']/@mean)"), ==, 2);
  g_assert_cmpfloat (xpath_number (run.out, "count(/compare/option[2][input[@name='defender-retreats']='yes'])"), ==, 1);
  g_assert_cmpfloat (xpath_number (run.out, "count(/compare/option[1][@best-defender-loss='yes'])"), ==, 1);
  g_assert_cmpfloat (xpath_number (run.out, "count(/compare/option[2][@best-attacker-loss='yes'])"), ==, 1);
  /* Each option's loss distributions sum to 1. */
  g_assert_cmpfloat_with_epsilon (xpath_number (run.out, "sum(/compare/option[2]/odds[@value='defender-loss']/outcome/@p)"),
                                  1.0, EPS);
  g_assert_cmpfloat_with_epsilon (xpath_number (run.out, "number(/compare/option[2]/odds[@value='defender-loss']/outcome[@value='0']/@p)"),
                                  0.5, EPS);
}

static void
test_text (void)
{
  g_auto(UmpireTestRun) run = { 0 };

  /* --terrain applies to the options that name none; the second names its own. */
  umpire_test_run_cli (&run, "compare", "--era", "1914-1916", "--terrain", "woods",
                       "--option", "attacker-strength=30 defender-strength=8 trench",
                       "--option", "attacker-strength=30 defender-strength=8 terrain=clear trench=no",
                       NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "What-if: 2 attack options"));
  g_assert_nonnull (strstr (run.out, "Woods"));
  g_assert_nonnull (strstr (run.out, "Clear"));
  /* Woods and a trench, 30 on column 18: 2 2 2 3 3 4 (mean 2.67). */
  g_assert_nonnull (strstr (run.out, "A, defender loss: 2: 50.0%, 3: 33.3%, 4: 16.7%"));
  g_assert_nonnull (strstr (run.out, "Expected defender loss"));
}

/* A tie marks every option as good as the best, in --xml and in the text's
 * "*" (as the What-If page does), not the first alone; equal options none. */
static void
test_ties (void)
{
  g_auto(UmpireTestRun) xml = { 0 };
  g_auto(UmpireTestRun) text = { 0 };
  g_auto(UmpireTestRun) equal = { 0 };
  g_auto(GStrv) lines = NULL;
  gboolean found = FALSE;

  umpire_test_run_cli (&xml, "compare", "--era", "1914-1916",
                       "--option", "attacker-strength=5 defender-strength=1",
                       "--option", "attacker-strength=5 defender-strength=1",
                       "--option", "attacker-strength=5 defender-strength=1 defender-retreats",
                       "--xml", NULL);
  g_assert_cmpint (xml.status, ==, 0);
  g_assert_cmpfloat (xpath_number (xml.out, "count(/compare/option[@best-defender-loss='yes'])"), ==, 2);
  g_assert_cmpfloat (xpath_number (xml.out, "count(/compare/option[3][@best-defender-loss='yes'])"), ==, 0);
  g_assert_cmpfloat (xpath_number (xml.out, "count(/compare/option[@best-attacker-loss='yes'])"), ==, 1);
  g_assert_cmpfloat (xpath_number (xml.out, "count(/compare/option[3][@best-attacker-loss='yes'])"), ==, 1);

  umpire_test_run_cli (&text, "compare", "--era", "1914-1916",
                       "--option", "attacker-strength=5 defender-strength=1",
                       "--option", "attacker-strength=5 defender-strength=1",
                       "--option", "attacker-strength=5 defender-strength=1 defender-retreats",
                       NULL);
  g_assert_cmpint (text.status, ==, 0);
  lines = g_strsplit (text.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "Expected defender loss"))
      {
        const char *first = strstr (lines[i], "* 0.83");

        found = TRUE;
        g_test_message ("%s", lines[i]);
        g_assert_nonnull (first);
        g_assert_nonnull (strstr (first + 1, "* 0.83"));
        g_assert_nonnull (strstr (lines[i], "0.50"));
        g_assert_null (strstr (lines[i], "* 0.50"));
      }
  g_assert_true (found);

  umpire_test_run_cli (&equal, "compare", "--era", "1914-1916",
                       "--option", "attacker-strength=5 defender-strength=1",
                       "--option", "attacker-strength=5 defender-strength=1",
                       "--xml", NULL);
  g_assert_cmpint (equal.status, ==, 0);
  g_assert_cmpfloat (xpath_number (equal.out, "count(/compare/option[@best-defender-loss or @best-attacker-loss])"),
                     ==, 0);
}

/* An option that makes no combat (no defender, or no attacker) loses
 * nothing because nothing happens: it is never marked best, and the
 * attacks are weighed among themselves, in --xml and in the text. */
static void
test_no_combat_not_best (void)
{
  g_auto(UmpireTestRun) xml = { 0 };
  g_auto(UmpireTestRun) text = { 0 };
  g_auto(UmpireTestRun) pair = { 0 };
  g_auto(GStrv) lines = NULL;
  guint found = 0;

  umpire_test_run_cli (&xml, "compare", "--era", "1914-1916",
                       "--option", "attacker-strength=12 defender-strength=0",
                       "--option", "attacker-strength=12 defender-strength=8",
                       "--option", "attacker-strength=30 defender-strength=8 defender-retreats",
                       "--option", "attacker-strength=0 defender-strength=8",
                       "--xml", NULL);
  g_assert_cmpint (xml.status, ==, 0);
  g_assert_cmpfloat (xpath_number (xml.out, "count(/compare/option[1][@best-defender-loss or @best-attacker-loss])"),
                     ==, 0);
  g_assert_cmpfloat (xpath_number (xml.out, "count(/compare/option[4][@best-defender-loss or @best-attacker-loss])"),
                     ==, 0);
  /* C retreats: it takes more and loses less than B (3 and 2.33 against
   * 1.83 and 3.67). */
  g_assert_cmpfloat (xpath_number (xml.out, "count(/compare/option[3][@best-defender-loss='yes'])"), ==, 1);
  g_assert_cmpfloat (xpath_number (xml.out, "count(/compare/option[3][@best-attacker-loss='yes'])"), ==, 1);
  g_assert_cmpfloat (xpath_number (xml.out, "count(/compare/option[@best-defender-loss or @best-attacker-loss])"),
                     ==, 1);

  umpire_test_run_cli (&text, "compare", "--era", "1914-1916",
                       "--option", "attacker-strength=12 defender-strength=0",
                       "--option", "attacker-strength=12 defender-strength=8",
                       "--option", "attacker-strength=30 defender-strength=8 defender-retreats",
                       NULL);
  g_assert_cmpint (text.status, ==, 0);
  lines = g_strsplit (text.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "Expected defender loss") || g_str_has_prefix (lines[i], "Expected attacker loss"))
      {
        found++;
        g_test_message ("%s", lines[i]);
        g_assert_null (strstr (lines[i], "* 0 "));
        g_assert_false (g_str_has_suffix (lines[i], "* 0"));
        g_assert_nonnull (strstr (lines[i], "* "));
      }
  g_assert_cmpuint (found, ==, 2);

  /* One attack beside an empty hex: nothing to weigh it against. */
  umpire_test_run_cli (&pair, "compare", "--era", "1914-1916",
                       "--option", "attacker-strength=12 defender-strength=0",
                       "--option", "attacker-strength=12 defender-strength=8",
                       "--xml", NULL);
  g_assert_cmpint (pair.status, ==, 0);
  g_assert_cmpfloat (xpath_number (pair.out, "count(/compare/option[@best-defender-loss or @best-attacker-loss])"),
                     ==, 0);
}

/* -o: the comparison printed too. */
static void
test_pdf (void)
{
  g_auto(UmpireTestRun) run = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-cli-compare-XXXXXX", &error);
  g_autofree char *pdf = g_build_filename (dir, "what-if.pdf", NULL);
  g_autofree char *contents = NULL;

  g_assert_no_error (error);
  umpire_test_run_cli (&run, "compare", "--era", "1914-1916",
                       "--option", "attacker-strength=5 defender-strength=1",
                       "--option", "attacker-strength=5 defender-strength=1 defender-retreats",
                       "-o", pdf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Printed to "));
  g_assert_true (g_file_get_contents (pdf, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
  g_remove (pdf);
  g_rmdir (dir);
}

static void
test_usage (void)
{
  g_auto(UmpireTestRun) one = { 0 }, unknown = { 0 }, range = { 0 }, no_era = { 0 }, terrain = { 0 };

  umpire_test_run_cli (&one, "compare", "--era", "1914-1916", "--option", "attacker-strength=5", NULL);
  g_assert_cmpint (one.status, ==, 2);
  g_assert_nonnull (strstr (one.err, "give 2 to 4 attack options"));
  umpire_test_run_cli (&unknown, "compare", "--era", "1914-1916", "--option", "attacker-strength=5",
                       "--option", "attack-die=3", NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "--option 2: “attack-die” is not an input"));
  umpire_test_run_cli (&range, "compare", "--era", "1914-1916", "--option", "attacker-strength=5",
                       "--option", "attacker-strength=-1", NULL);
  g_assert_cmpint (range.status, ==, 1);
  g_assert_nonnull (strstr (range.err, "must be from 0 to 10000"));
  umpire_test_run_cli (&no_era, "compare", "--option", "attacker-strength=5",
                       "--option", "attacker-strength=6", NULL);
  g_assert_cmpint (no_era.status, ==, 2);
  umpire_test_run_cli (&terrain, "compare", "--era", "1914-1916", "--option", "attacker-strength=5",
                       "--option", "attacker-strength=6 terrain=moon", NULL);
  g_assert_cmpint (terrain.status, ==, 1);
  g_assert_nonnull (strstr (terrain.err, "Option B: "));
}

/* -o writes as sheet -o does: a device that cannot take it is an error
 * (exit 1, once 0 with nothing written), a scenario or a rule pack is
 * never replaced by the PDF, and a PDF is whole or not there. */
static void
test_output_refused (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-compare-XXXXXX", NULL);
  g_autofree char *scenario = g_build_filename (dir, "game.umpire", NULL);
  g_autofree char *pack = g_build_filename (dir, "house.xml", NULL);
  g_autofree char *pdf = g_build_filename (dir, "compare.pdf", NULL);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "old-setup.umpire", NULL);
  static const char house[] =
    "<rules xmlns=\"https://gitlab.gnome.org/umpire/rules/1\" system=\"house\"><title>House</title>"
    "<list id=\"house.notes\" source=\"house\" rule=\"H\"><title>Notes</title><item id=\"a\">A.</item></list></rules>\n";
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *pack_after = NULL;
  const char *targets[] = { "/dev/full", scenario, pack, pdf };
  g_autoptr(GDir) listing = NULL;
  const char *name;
  guint n_files = 0;

  g_assert_true (g_file_get_contents (source, &before, NULL, NULL));
  g_assert_true (g_file_set_contents (scenario, before, -1, NULL));
  g_assert_true (g_file_set_contents (pack, house, -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      g_auto(UmpireTestRun) run = { 0 };

      umpire_test_run_cli (&run, "compare", "--era", "1914-1916",
                           "--option", "attacker-strength=5 defender-strength=1",
                           "--option", "attacker-strength=6 defender-strength=1",
                           "-o", targets[i], NULL);
      g_test_message ("-o %s: exit %d, %s", targets[i], run.status, run.err);
      g_assert_cmpint (run.status, ==, i == 3 ? 0 : 1);
      if (i < 3)
        g_assert_nonnull (strstr (run.err, targets[i]));
    }
  g_assert_true (g_file_get_contents (scenario, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_true (g_file_get_contents (pack, &pack_after, NULL, NULL));
  g_assert_cmpstr (pack_after, ==, house);
  /* The PDF, and no temporary file left beside it. */
  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      n_files++;
      g_unlink (path);
    }
  g_assert_cmpuint (n_files, ==, 3);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/cli-compare/xml", test_xml);
  g_test_add_func ("/umpire/cli-compare/text", test_text);
  g_test_add_func ("/umpire/cli-compare/usage", test_usage);
  g_test_add_func ("/umpire/cli-compare/pdf", test_pdf);
  g_test_add_func ("/umpire/cli-compare/output-refused", test_output_refused);
  g_test_add_func ("/umpire/cli-compare/ties", test_ties);
  g_test_add_func ("/umpire/cli-compare/no-combat-not-best", test_no_combat_not_best);
  return g_test_run ();
}
