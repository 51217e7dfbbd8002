/* test-result.c: results and their explanation trail
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <libxml/parser.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-result.h"

static void
test_values_and_steps (void)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("support");
  g_auto(GStrv) names = NULL;
  UmpireProvenance prov = { .source = "004_fa4e7880f134310e.txt", .rule = "Setup 2",
                            .ambiguous = "read as Russian 1916" };
  const GPtrArray *steps;
  g_autofree char *text = NULL;

  umpire_result_set_value (result, "count", "%d", 14);
  umpire_result_set_value (result, "rate", "%s", "0.40");
  umpire_result_set_value (result, "count", "%d", 15);
  names = umpire_result_dup_value_names (result);
  g_assert_cmpuint (g_strv_length (names), ==, 2);
  g_assert_cmpstr (names[0], ==, "count");
  g_assert_cmpstr (umpire_result_get_value (result, "count"), ==, "15");
  g_assert_null (umpire_result_get_value (result, "nope"));

  umpire_result_add_step (result, UMPIRE_STEP_MODIFIER, &prov, "Russian 1916: %d", -1);
  steps = umpire_result_get_steps (result);
  g_assert_cmpuint (steps->len, ==, 1);
  g_assert_cmpstr (((UmpireStep *) steps->pdata[0])->rule, ==, "Setup 2");
  g_assert_cmpstr (((UmpireStep *) steps->pdata[0])->reading, ==, "reading: read as Russian 1916");

  text = umpire_result_to_text (result, NULL);
  g_assert_nonnull (strstr (text, "count: 15\n"));
  g_assert_nonnull (strstr (text, "Russian 1916: -1 [Setup 2, 004_fa4e7880f134310e.txt]"));
}

static void
test_xml_is_well_formed (void)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("a<b>&\"c\"");
  g_autofree char *xml = NULL;
  UmpireProvenance prov = { .rule = "39 \"Liège\" <4>" };
  xmlDocPtr doc;
  xmlNodePtr root, child;
  int values = 0, steps = 0;

  umpire_result_set_value (result, "loss", "%s", "1r & <more>");
  umpire_result_add_step (result, UMPIRE_STEP_TABLE, &prov, "cell “1r” & <b>");
  xml = umpire_result_to_xml (result);

  doc = xmlReadMemory (xml, (int) strlen (xml), "result.xml", NULL, XML_PARSE_NONET);
  g_assert_nonnull (doc);
  root = xmlDocGetRootElement (doc);
  g_assert_cmpstr ((char *) root->name, ==, "result");
  {
    xmlChar *procedure = xmlGetProp (root, (const xmlChar *) "procedure");
    g_assert_cmpstr ((char *) procedure, ==, "a<b>&\"c\"");
    xmlFree (procedure);
  }
  for (child = root->children; child != NULL; child = child->next)
    {
      xmlChar *content;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      content = xmlNodeGetContent (child);
      if (g_str_equal ((char *) child->name, "value"))
        {
          values++;
          g_assert_cmpstr ((char *) content, ==, "1r & <more>");
        }
      else if (g_str_equal ((char *) child->name, "step"))
        {
          xmlChar *rule = xmlGetProp (child, (const xmlChar *) "rule");
          xmlChar *kind = xmlGetProp (child, (const xmlChar *) "kind");

          steps++;
          g_assert_cmpstr ((char *) rule, ==, "39 \"Liège\" <4>");
          g_assert_cmpstr ((char *) kind, ==, "table");
          g_assert_cmpstr ((char *) content, ==, "cell “1r” & <b>");
          xmlFree (rule);
          xmlFree (kind);
        }
      xmlFree (content);
    }
  g_assert_cmpint (values, ==, 1);
  g_assert_cmpint (steps, ==, 1);
  xmlFreeDoc (doc);
}

static void
test_roll_step (void)
{
  g_autoptr(UmpireResult) result = umpire_result_new ("roll");
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  UmpireRoll roll;
  const UmpireStep *step;

  g_assert_true (umpire_dice_push (dice, 4, 6, NULL));
  g_assert_true (umpire_dice_roll_text (dice, "1d6", &roll, NULL));
  umpire_result_add_roll (result, &roll, NULL, "Barrage roll");
  step = g_ptr_array_index (umpire_result_get_steps (result), 0);
  g_assert_cmpint (step->kind, ==, UMPIRE_STEP_ROLL);
  g_assert_cmpstr (step->text, ==, "Barrage roll: 1d6 = 4 (dice on the table)");
}

/* A German umpire's values still read "12.5" in files and --xml, and "12,5"
 * on screen. build-aux/dev generates the locale and sets
 * UMPIRE_TEST_COMMA_LOCALE, so that the test cannot skip there. */
static void
test_values_in_a_comma_locale (void)
{
  const char *wanted = g_getenv ("UMPIRE_TEST_COMMA_LOCALE");
  g_autoptr(UmpireResult) result = umpire_result_new ("proximity");
  g_autofree char *text = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *shown = NULL, *sum = NULL, *word = NULL, *whole = NULL, *exponent = NULL;
  char *saved = g_strdup (setlocale (LC_NUMERIC, NULL));

  if (setlocale (LC_NUMERIC, wanted != NULL ? wanted : "de_DE.UTF-8") == NULL)
    {
      g_free (saved);
      if (wanted != NULL)
        g_error ("locale %s is not available", wanted);
      g_test_skip ("no German locale (build-aux/dev test generates one)");
      return;
    }
  /* The locale really writes a comma, or the test proves nothing. */
  text = g_strdup_printf ("%g", 12.5);
  g_assert_cmpstr (text, ==, "12,5");
  g_clear_pointer (&text, g_free);

  umpire_result_set_value (result, "inches", "%g", 12.5);
  umpire_result_set_value (result, "rate", "%.2f", 0.4);
  umpire_result_set_input (result, "range", "%g", 7.5);
  g_assert_cmpstr (umpire_result_get_value (result, "inches"), ==, "12.5");
  g_assert_cmpstr (umpire_result_get_value (result, "rate"), ==, "0.40");
  g_assert_cmpstr (umpire_result_get_input (result, "range"), ==, "7.5");
  xml = umpire_result_to_xml (result);
  g_assert_nonnull (strstr (xml, ">12.5</value>"));

  /* For people: the locale's separator, in whole numbers only. */
  shown = umpire_value_dup_for_display ("12.5");
  sum = umpire_value_dup_for_display ("50.5+25");
  word = umpire_value_dup_for_display ("yes");
  whole = umpire_value_dup_for_display ("14");
  exponent = umpire_value_dup_for_display ("1.5e3");
  g_assert_cmpstr (shown, ==, "12,5");
  g_assert_cmpstr (sum, ==, "50.5+25");
  g_assert_cmpstr (word, ==, "yes");
  g_assert_cmpstr (whole, ==, "14");
  g_assert_cmpstr (exponent, ==, "1.5e3");
  text = umpire_result_to_text (result, NULL);
  g_assert_nonnull (strstr (text, "inches: 12,5\n"));

  setlocale (LC_NUMERIC, saved);
  g_free (saved);
  g_clear_pointer (&shown, g_free);
  shown = umpire_value_dup_for_display ("12.5");
  g_assert_cmpstr (shown, ==, "12.5");
}

/* The text output reads values as the words of the result's descriptor; the
 * values stay ids. */
static const UmpireWord test_states[] = {
  { "shaken", "Shaken" },
  { NULL, NULL },
};

static const UmpireField test_values[] = {
  { .name = "passed", .label = "Passed", .kind = UMPIRE_FIELD_FLAG },
  { .name = "new-state", .label = "New state", .kind = UMPIRE_FIELD_CHOICE, .words = test_states },
  { NULL },
};

static const UmpireSystemInfo test_system = { "test", "Test" };

static const UmpireProcedureInfo test_info = {
  .id = "test-morale",
  .system = &test_system,
  .title = "Morale test",
  .values = test_values,
};

static void
test_text_reads_words (void)
{
  g_autoptr(UmpireResult) morale = umpire_result_new_for (&test_info);
  g_autoptr(UmpireResult) other = umpire_result_new ("test-other");
  g_autofree char *morale_text = NULL, *other_text = NULL;

  g_assert_true (umpire_result_get_info (morale) == &test_info);
  g_assert_cmpstr (umpire_result_get_procedure (morale), ==, "test-morale");
  umpire_result_set_value (morale, "passed", "no");
  umpire_result_set_value (morale, "new-state", "shaken");
  /* A word of one procedure is not a word of another. */
  umpire_result_set_value (other, "new-state", "shaken");
  morale_text = umpire_result_to_text (morale, NULL);
  other_text = umpire_result_to_text (other, NULL);
  /* Labels and words from the descriptor. */
  g_assert_nonnull (strstr (morale_text, "Passed: No\n"));
  g_assert_nonnull (strstr (morale_text, "New state: Shaken\n"));
  g_assert_cmpstr (umpire_result_get_value_label (morale, "new-state"), ==, "New state");
  g_assert_nonnull (strstr (other_text, "new-state: shaken\n"));
  g_assert_cmpstr (umpire_result_get_value_label (other, "new-state"), ==, "new-state");
  g_assert_cmpstr (umpire_result_get_value (morale, "new-state"), ==, "shaken");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/result/values-and-steps", test_values_and_steps);
  g_test_add_func ("/umpire/result/xml-well-formed", test_xml_is_well_formed);
  g_test_add_func ("/umpire/result/roll-step", test_roll_step);
  g_test_add_func ("/umpire/result/text-reads-words", test_text_reads_words);
  g_test_add_func ("/umpire/result/values-in-a-comma-locale", test_values_in_a_comma_locale);

  return g_test_run ();
}
