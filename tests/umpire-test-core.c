/* umpire-test-core.c: what the core's procedure tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "umpire-test-core.h"
#include "umpire-xml.h"

UmpireDice *
umpire_test_dice_with (const char *values)
{
  UmpireDice *dice = umpire_dice_new_physical ();
  g_autoptr(GError) error = NULL;

  if (values != NULL && *values != '\0')
    g_assert_true (umpire_dice_push_text (dice, values, 6, &error));
  g_assert_no_error (error);
  return dice;
}

void
umpire_test_assert_result (UmpireResult *result,
                           const char   *name,
                           const char   *expected)
{
  const char *value;

  g_assert_nonnull (result);
  value = umpire_result_get_value (result, name);
  if (g_strcmp0 (value, expected) != 0)
    {
      g_autofree char *text = umpire_result_to_text (result, NULL);

      g_test_message ("value “%s” of:\n%s", name, text);
    }
  g_assert_cmpstr (value, ==, expected);
}

void
umpire_test_assert_scenario_schema (const char *xml)
{
  static xmlRelaxNGPtr schema = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  xmlDocPtr doc;
  int line = 0;

  if (schema == NULL)
    schema = umpire_xml_compile_schema (umpire_xml_get_core_resource (),
                                        RESOURCE_BASE "/rules/umpire-scenario.rng");
  doc = umpire_xml_parse_safely (xml, strlen (xml), "written.umpire", &error);
  g_assert_no_error (error);
  if (!umpire_xml_validate (doc, schema, &line, &message))
    g_error ("written.umpire:%d: %s", line, message);
  xmlFreeDoc (doc);
}

void
umpire_test_remove_work_dir (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (dir);
}

UmpireResult *
umpire_test_plain_roll_new (const char *expr,
                            const char *faces)
{
  UmpireResult *result = umpire_result_new ("roll");
  g_autoptr(UmpireDice) dice = umpire_test_dice_with (faces);
  g_autoptr(GError) error = NULL;
  UmpireDiceExpr parsed;
  UmpireRoll roll;

  g_assert_true (umpire_dice_expr_parse (expr, &parsed, &error));
  g_assert_true (umpire_dice_roll (dice, &parsed, &roll, &error));
  g_assert_no_error (error);
  umpire_result_set_value (result, "total", "%u", roll.total);
  umpire_result_set_value (result, "dice", "%s", faces);
  umpire_result_set_value (result, "source", "physical");
  umpire_result_add_roll (result, &roll, NULL, NULL);
  return result;
}

guint
umpire_test_count_occurrences (const char *haystack,
                               const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (haystack, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}
