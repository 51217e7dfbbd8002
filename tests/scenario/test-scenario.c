/* test-scenario.c: scenario files, the event log, undo and redo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include <string.h>

#include "umpire-catalogue.h"
#include "umpire-event.h"
#include "umpire-procedure.h"
#include "umpire-scenario.h"
#include "umpire-scenario-file.h"
#include "umpire-setup.h"
#include "umpire-xml.h"
#include "umpire-test-core.h"

static UmpireRules *rules;

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("umpire-scenario-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* A result as a procedure would make one: an input, a roll of two dice, a
 * table read and a labelled value. */
static UmpireResult *
make_result (const char *procedure,
             guint       first_die,
             gboolean    physical)
{
  UmpireResult *result = umpire_result_new (procedure);
  UmpireProvenance prov = { .source = "004_fa4e7880f134310e.txt", .rule = "Setup 2" };
  UmpireRoll roll = { { 2, 6 }, { first_die, 3 }, first_die + 3, physical, physical ? 0 : 4242u, 7 };
  UmpireStep *step;

  umpire_result_set_input (result, "nation", "germany");
  umpire_result_set_input (result, "units", "35");
  umpire_result_add_roll (result, &roll, &prov, "Barrage roll");
  step = umpire_result_add_step (result, UMPIRE_STEP_TABLE, &prov, "Barrages, row 5: .40");
  step->table = g_strdup ("1916.support");
  step->row = g_strdup ("5");
  step->column = g_strdup ("local-attacker");
  step->reading = g_strdup ("reading: header damaged");
  umpire_result_add_step (result, UMPIRE_STEP_ROUND, NULL, ".40 × 35 = 14 <rounded> & kept");
  umpire_result_set_value (result, "barrages", "%d", 14);
  umpire_result_set_value_label (result, "barrages", "Barrages");
  umpire_result_set_value (result, "gas", "no");
  return result;
}

static UmpireScenario *
make_scenario (void)
{
  UmpireScenario *scenario = umpire_scenario_new ();
  UmpireUnit unit = { "1st Company", UMPIRE_SIDE_ATTACKER, "germany", "infantry", 4, "Veteran officer" };
  UmpireUnit hmg = { "MG section", UMPIRE_SIDE_DEFENDER, "britain", "hmg", 1, NULL };
  g_autoptr(UmpireResult) first = make_result ("1916.support", 5, FALSE);
  g_autoptr(UmpireResult) second = make_result ("1916.heavy-weapons", 2, TRUE);
  g_autoptr(UmpireResult) third = make_result ("1916.proximity", 4, FALSE);
  g_autoptr(GError) error = NULL;
  UmpireEvent *event;

  umpire_scenario_set_title (scenario, "Pozières, July 1916 — “Local” & <small>");
  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_add_system (scenario, "1916");
  umpire_scenario_add_system (scenario, "derosa");
  umpire_scenario_set_optional_rule (scenario, "1916:601", TRUE);
  umpire_scenario_set_optional_rule (scenario, "1916:101", TRUE);
  umpire_scenario_set_battle (scenario, "big-push");
  umpire_scenario_set_terrain (scenario, "wide-open");
  umpire_scenario_set_scale (scenario, "medium");
  umpire_scenario_set_notes (scenario, "Line one\nLine two\twith a tab");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "germany", 20);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "britain", 15);
  umpire_scenario_add_unit (scenario, &unit);
  umpire_scenario_add_unit (scenario, &hmg);
  umpire_scenario_set_turn (scenario, 3);
  umpire_scenario_set_lull_start (scenario, 4);
  umpire_scenario_set_lulls (scenario, 1);

  event = umpire_scenario_record (scenario, first, "1916", UMPIRE_SIDE_ATTACKER);
  umpire_scenario_record (scenario, second, "1916", UMPIRE_SIDE_DEFENDER);
  g_assert_nonnull (umpire_scenario_override (scenario, rules, event, "barrages", "12",
                                              "Umpire ruled two barrages lost to fog", &error));
  g_assert_no_error (error);
  umpire_scenario_record (scenario, third, "1916", UMPIRE_SIDE_NONE);
  /* One undone event: it must survive too, and stay undone. */
  umpire_scenario_undo (scenario);
  return scenario;
}

static void
check_result_equal (UmpireResult *a,
                    UmpireResult *b)
{
  g_auto(GStrv) names_a = umpire_result_dup_value_names (a);
  g_auto(GStrv) names_b = umpire_result_dup_value_names (b);
  g_auto(GStrv) inputs_a = umpire_result_dup_input_names (a);
  g_auto(GStrv) inputs_b = umpire_result_dup_input_names (b);
  const GPtrArray *steps_a = umpire_result_get_steps (a);
  const GPtrArray *steps_b = umpire_result_get_steps (b);

  g_assert_cmpstr (umpire_result_get_procedure (a), ==, umpire_result_get_procedure (b));
  g_assert_true (g_strv_equal ((const char * const *) names_a, (const char * const *) names_b));
  for (guint i = 0; names_a[i] != NULL; i++)
    {
      g_assert_cmpstr (umpire_result_get_value (a, names_a[i]), ==, umpire_result_get_value (b, names_a[i]));
      g_assert_cmpstr (umpire_result_get_value_label (a, names_a[i]), ==,
                       umpire_result_get_value_label (b, names_a[i]));
    }
  g_assert_true (g_strv_equal ((const char * const *) inputs_a, (const char * const *) inputs_b));
  for (guint i = 0; inputs_a[i] != NULL; i++)
    g_assert_cmpstr (umpire_result_get_input (a, inputs_a[i]), ==, umpire_result_get_input (b, inputs_a[i]));

  g_assert_cmpuint (steps_a->len, ==, steps_b->len);
  for (guint i = 0; i < steps_a->len; i++)
    {
      const UmpireStep *sa = g_ptr_array_index (steps_a, i);
      const UmpireStep *sb = g_ptr_array_index (steps_b, i);

      g_assert_cmpint (sa->kind, ==, sb->kind);
      g_assert_cmpstr (sa->text, ==, sb->text);
      g_assert_cmpstr (sa->rule, ==, sb->rule);
      g_assert_cmpstr (sa->source, ==, sb->source);
      g_assert_cmpstr (sa->table, ==, sb->table);
      g_assert_cmpstr (sa->row, ==, sb->row);
      g_assert_cmpstr (sa->column, ==, sb->column);
      g_assert_cmpstr (sa->reading, ==, sb->reading);
      g_assert_true ((sa->roll == NULL) == (sb->roll == NULL));
      if (sa->roll != NULL)
        {
          g_assert_cmpuint (sa->roll->expr.count, ==, sb->roll->expr.count);
          g_assert_cmpuint (sa->roll->expr.sides, ==, sb->roll->expr.sides);
          g_assert_cmpmem (sa->roll->values, sizeof sa->roll->values, sb->roll->values, sizeof sb->roll->values);
          g_assert_cmpuint (sa->roll->total, ==, sb->roll->total);
          g_assert_cmpint (sa->roll->physical, ==, sb->roll->physical);
          g_assert_cmpuint (sa->roll->seed, ==, sb->roll->seed);
          g_assert_cmpuint (sa->roll->sequence, ==, sb->roll->sequence);
        }
    }
}

static void
test_round_trip (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "pozieres.umpire", NULL);
  g_autoptr(UmpireScenario) saved = make_scenario ();
  g_autoptr(UmpireScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;
  const GPtrArray *units;
  const UmpireUnit *unit;
  const char * const systems[] = { "1916", "derosa", NULL };
  const char * const optional[] = { "1916:601", "1916:101", NULL };
  g_autofree char *xml_saved = NULL;
  g_autofree char *xml_loaded = NULL;

  g_assert_true (umpire_scenario_save_file (saved, path, &error));
  g_assert_no_error (error);
  loaded = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);

  g_assert_cmpstr (umpire_scenario_get_title (loaded), ==, "Pozières, July 1916 — “Local” & <small>");
  g_assert_cmpint (umpire_scenario_get_year (loaded), ==, 1916);
  g_assert_true (g_strv_equal (umpire_scenario_get_systems (loaded), systems));
  g_assert_true (g_strv_equal (umpire_scenario_get_optional_rules (loaded), optional));
  g_assert_cmpstr (umpire_scenario_get_battle (loaded), ==, "big-push");
  g_assert_cmpstr (umpire_scenario_get_terrain (loaded), ==, "wide-open");
  g_assert_cmpstr (umpire_scenario_get_scale (loaded), ==, "medium");
  g_assert_cmpstr (umpire_scenario_get_notes (loaded), ==, "Line one\nLine two\twith a tab");
  g_assert_cmpstr (umpire_scenario_get_side_nation (loaded, UMPIRE_SIDE_ATTACKER), ==, "germany");
  g_assert_cmpint (umpire_scenario_get_side_sub_units (loaded, UMPIRE_SIDE_ATTACKER), ==, 20);
  g_assert_cmpstr (umpire_scenario_get_side_nation (loaded, UMPIRE_SIDE_DEFENDER), ==, "britain");
  g_assert_cmpint (umpire_scenario_get_side_sub_units (loaded, UMPIRE_SIDE_DEFENDER), ==, 15);
  g_assert_cmpint (umpire_scenario_get_turn (loaded), ==, 3);
  g_assert_cmpint (umpire_scenario_get_lull_start (loaded), ==, 4);
  g_assert_cmpint (umpire_scenario_get_lulls (loaded), ==, 1);

  units = umpire_scenario_get_units (loaded);
  g_assert_cmpuint (units->len, ==, 2);
  unit = g_ptr_array_index (units, 0);
  g_assert_cmpstr (unit->name, ==, "1st Company");
  g_assert_cmpint (unit->side, ==, UMPIRE_SIDE_ATTACKER);
  g_assert_cmpstr (unit->nation, ==, "germany");
  g_assert_cmpstr (unit->kind, ==, "infantry");
  g_assert_cmpint (unit->strength, ==, 4);
  g_assert_cmpstr (unit->notes, ==, "Veteran officer");
  unit = g_ptr_array_index (units, 1);
  g_assert_cmpstr (unit->name, ==, "MG section");
  g_assert_cmpint (unit->side, ==, UMPIRE_SIDE_DEFENDER);
  g_assert_null (unit->notes);

  /* Four events (support, heavy weapons, the override, proximity), the
   * last one undone. */
  g_assert_cmpuint (umpire_scenario_get_n_events (loaded), ==, 4);
  g_assert_cmpuint (umpire_scenario_get_cursor (loaded), ==, 3);
  g_assert_true (umpire_scenario_can_redo (loaded));
  for (guint i = 0; i < 4; i++)
    {
      UmpireEvent *a = umpire_scenario_get_event (saved, i);
      UmpireEvent *b = umpire_scenario_get_event (loaded, i);

      g_assert_cmpuint (umpire_event_get_id (a), ==, umpire_event_get_id (b));
      g_assert_cmpuint (umpire_event_get_id (b), ==, i + 1);
      g_assert_true (g_date_time_equal (umpire_event_get_time (a), umpire_event_get_time (b)));
      g_assert_cmpstr (umpire_event_get_system (a), ==, umpire_event_get_system (b));
      g_assert_cmpint (umpire_event_get_side (a), ==, umpire_event_get_side (b));
      g_assert_cmpuint (umpire_event_get_overrides (a), ==, umpire_event_get_overrides (b));
      g_assert_cmpstr (umpire_event_get_override_reason (a), ==, umpire_event_get_override_reason (b));
      g_assert_cmpint (umpire_event_get_active (b), ==, i < 3);
      check_result_equal (umpire_event_get_result (a), umpire_event_get_result (b));
    }
  g_assert_cmpint (umpire_event_get_side (umpire_scenario_get_event (loaded, 1)), ==, UMPIRE_SIDE_DEFENDER);
  g_assert_cmpuint (umpire_event_get_overrides (umpire_scenario_get_event (loaded, 2)), ==, 1);
  g_assert_cmpstr (umpire_event_get_override_reason (umpire_scenario_get_event (loaded, 2)), ==,
                   "Umpire ruled two barrages lost to fog");
  g_assert_cmpstr (umpire_result_get_value (umpire_event_get_result (umpire_scenario_get_event (loaded, 2)),
                                            "barrages"), ==, "12");

  /* A new event after loading takes the next id. */
  {
    g_autoptr(UmpireResult) extra = make_result ("1916.support", 1, FALSE);
    UmpireEvent *event = umpire_scenario_record (loaded, extra, "1916", UMPIRE_SIDE_DEFENDER);

    g_assert_cmpuint (umpire_event_get_id (event), ==, 5);
  }

  /* And saving what was loaded writes the same document, following the schema. */
  xml_saved = umpire_scenario_to_xml (saved);
  umpire_test_assert_scenario_schema (xml_saved);
  {
    g_autoptr(UmpireScenario) again = umpire_scenario_load_data (xml_saved, strlen (xml_saved), "again", &error);

    g_assert_no_error (error);
    xml_loaded = umpire_scenario_to_xml (again);
  }
  g_assert_cmpstr (xml_saved, ==, xml_loaded);

  umpire_test_remove_work_dir (dir);
}

typedef struct
{
  const char *name;
  const char *xml;
  int         code;
  const char *message;   /* after "NAME:" */
} BadFile;

#define NS "xmlns=\"https://gitlab.gnome.org/umpire/scenario/1\""

static const BadFile bad_files[] = {
  { "truncated", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"1\">\n  <title>Cut",
    UMPIRE_SCENARIO_ERROR_PARSE, "3: not well-formed XML" },
  { "empty", "", UMPIRE_SCENARIO_ERROR_PARSE, "1: the file is empty" },
  { "newer", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"5\">\n  <future/>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_NEWER, "2: written by a newer version of Umpire (scenario format 5;" },
  { "doctype", "<?xml version=\"1.0\"?>\n<!DOCTYPE scenario [<!ENTITY x \"y\">]>\n<scenario " NS " format-version=\"1\"/>\n",
    UMPIRE_SCENARIO_ERROR_FORBIDDEN, "2: document type declarations and entities are not allowed" },
  { "rules-file", "<?xml version=\"1.0\"?>\n<rules xmlns=\"https://gitlab.gnome.org/umpire/rules/1\" system=\"x\"/>\n",
    UMPIRE_SCENARIO_ERROR_NOT_SCENARIO, "2: not an Umpire scenario" },
  { "no-version", "<?xml version=\"1.0\"?>\n<scenario " NS ">\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_SCHEMA, "2: the format-version attribute is missing" },
  { "bad-side", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"1\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"0\">\n"
    "    <event id=\"1\" time=\"2026-11-22T06:00:00Z\" side=\"umpire\">\n"
    "      <result procedure=\"roll\"/>\n    </event>\n  </log>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_SCHEMA, "5: does not follow the scenario schema" },
  { "cursor-past-end", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"1\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"3\">\n"
    "    <event id=\"1\" time=\"2026-11-22T06:00:00Z\" side=\"none\">\n"
    "      <result procedure=\"roll\"/>\n    </event>\n  </log>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_INVALID, "4: the undo cursor 3 is past the 1 events of the log" },
  { "dice-count", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"1\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"1\">\n"
    "    <event id=\"1\" time=\"2026-11-22T06:00:00Z\" side=\"none\">\n"
    "      <result procedure=\"roll\">\n        <step kind=\"roll\"><text>2d6</text>\n"
    "          <roll dice=\"2d6\" total=\"5\" origin=\"digital\" seed=\"1\" sequence=\"1\"><die>5</die></roll>\n"
    "        </step>\n      </result>\n    </event>\n  </log>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_INVALID, "8: 2d6 needs 2 dice; 1 given" },
  { "ref-before-step", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"1\">\n"
    "    <event id=\"1\" time=\"2026-11-22T06:00:00Z\" side=\"none\"><result procedure=\"roll\">"
    "<step ref=\"1\"/><step id=\"1\" kind=\"rule\"><text>x</text></step></result></event>\n"
    "  </log>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_INVALID, "5: step 1 is referred to before it is written" },
  { "ref-list-forward", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"1\">\n"
    "    <event id=\"1\" time=\"2026-11-22T06:00:00Z\" side=\"none\"><result procedure=\"roll\">"
    "<step id=\"1\" kind=\"rule\"><text>x</text></step><step ref=\" 1  1 7 \"/></result></event>\n"
    "  </log>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_INVALID, "5: step 7 is referred to before it is written" },
  { "ref-list-bad", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"1\">\n"
    "    <event id=\"1\" time=\"2026-11-22T06:00:00Z\" side=\"none\"><result procedure=\"roll\">"
    "<step id=\"1\" kind=\"rule\"><text>x</text></step><step ref=\"1,0\"/></result></event>\n"
    "  </log>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_SCHEMA, "5: does not follow the scenario schema: “1,0” is not a valid ref attribute of <step>" },
  { "step-id-twice", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"1\">\n"
    "    <event id=\"1\" time=\"2026-11-22T06:00:00Z\" side=\"none\"><result procedure=\"roll\">"
    "<step id=\"1\" kind=\"rule\"><text>x</text></step>\n<step id=\"1\" kind=\"rule\"><text>y</text></step>"
    "</result></event>\n  </log>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_INVALID, "6: step id 1 is used twice" },
  { "ref-in-format-1", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"1\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"1\">\n"
    "    <event id=\"1\" time=\"2026-11-22T06:00:00Z\" side=\"none\"><result procedure=\"roll\">"
    "<step id=\"1\" kind=\"rule\"><text>x</text></step></result></event>\n"
    "  </log>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_SCHEMA, "5: does not follow the scenario schema: <step> has ids and references only" },
  { "ref-with-kind", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"1\">\n"
    "    <event id=\"1\" time=\"2026-11-22T06:00:00Z\" side=\"none\"><result procedure=\"roll\">"
    "<step id=\"1\" kind=\"rule\"><text>x</text></step>\n<step ref=\"1\" kind=\"roll\"/></result></event>\n"
    "  </log>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_SCHEMA, "6: does not follow the scenario schema: <step ref=\"…\"> has no other attributes" },
  { "unknown-attribute", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\" weather=\"rain\"/>\n"
    "  <log cursor=\"0\"/>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_SCHEMA, "3: does not follow the scenario schema: <play> has no attribute “weather”" },
  { "out-of-order", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <title>Late</title>\n"
    "  <log cursor=\"0\"/>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_SCHEMA, "4: does not follow the scenario schema: <title> is not expected here in <scenario>" },
  { "no-log", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_SCHEMA, "4: does not follow the scenario schema: <scenario> needs a <log>" },
  { "text-in-log", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"0\">words</log>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_SCHEMA, "4: does not follow the scenario schema: <log> has text" },
  { "bad-number", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <year>nineteen</year>\n  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"0\"/>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_SCHEMA, "3: does not follow the scenario schema: “nineteen” is not a valid <year>" },
  { "time-without-zone", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"0\">\n"
    "    <event id=\"1\" time=\"2026-11-22 06:00:00\" side=\"none\"><result procedure=\"roll\"/></event>\n"
    "  </log>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_SCHEMA, "5: does not follow the scenario schema: “2026-11-22 06:00:00” is not a valid time" },
  { "reason-without-override", "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"0\">\n"
    "    <event id=\"1\" time=\"2026-11-22T06:00:00Z\" side=\"none\"><override-reason>fog</override-reason>"
    "<result procedure=\"roll\"/></event>\n  </log>\n</scenario>\n",
    UMPIRE_SCENARIO_ERROR_SCHEMA, "5: does not follow the scenario schema: an event’s overrides attribute" },
  { "not-well-formed-wins", "<?xml version=\"1.0\"?>\n<scenario",
    UMPIRE_SCENARIO_ERROR_PARSE, "2: not well-formed XML" },
};

/* A long log repeats its trails: each repeated step is written once and
 * referred to, a label only where it changes; it all reads back the same. */
/* A parser folds a literal tab or line break in an attribute to a space:
 * a pasted unit name must come back as it was. */
static void
test_attribute_whitespace (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "pasted.umpire", NULL);
  g_autoptr(UmpireScenario) saved = umpire_scenario_new ();
  g_autoptr(UmpireScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;
  UmpireUnit unit = { "2nd\tCompany\r\nreserve", UMPIRE_SIDE_ATTACKER, "germany", "infantry", 4, NULL };
  const UmpireUnit *read;

  umpire_scenario_add_unit (saved, &unit);
  g_assert_true (umpire_scenario_save_file (saved, path, &error));
  g_assert_no_error (error);
  loaded = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_units (loaded)->len, ==, 1);
  read = g_ptr_array_index (umpire_scenario_get_units (loaded), 0);
  g_assert_cmpstr (read->name, ==, unit.name);
}

static void
test_compact_log (void)
{
  g_autoptr(UmpireScenario) saved = umpire_scenario_new ();
  g_autoptr(UmpireScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *again = NULL;
  g_auto(GStrv) lines = NULL;

  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(UmpireResult) result = make_result ("1916.support", 1 + i % 6, i % 2);

      if (i == 4)   /* the same name with another label */
        umpire_result_set_value_label (result, "barrages", "Barrages (after fog)");
      if (i == 5)   /* and with none */
        umpire_result_set_value_label (result, "barrages", "barrages");
      umpire_scenario_record (saved, result, "1916", UMPIRE_SIDE_ATTACKER);
    }
  xml = umpire_scenario_to_xml (saved);
  umpire_test_assert_scenario_schema (xml);

  /* Two shared steps (the table read and the rounding), each written once,
   * then referred to together five times; the rolls are all written out. */
  g_assert_cmpuint (umpire_test_count_occurrences (xml, "<step id=\""), ==, 2);
  g_assert_cmpuint (umpire_test_count_occurrences (xml, "<step ref=\"1 2\"/>"), ==, 5);
  g_assert_cmpuint (umpire_test_count_occurrences (xml, "<step ref="), ==, 5);
  g_assert_cmpuint (umpire_test_count_occurrences (xml, "<step kind=\"roll\""), ==, 6);
  g_assert_cmpuint (umpire_test_count_occurrences (xml, "label=\"Barrages\""), ==, 1);
  g_assert_cmpuint (umpire_test_count_occurrences (xml, "label=\"Barrages (after fog)\""), ==, 1);
  g_assert_cmpuint (umpire_test_count_occurrences (xml, "label=\"barrages\""), ==, 1);
  /* One event, one line. */
  lines = g_strsplit (xml, "\n", -1);
  g_assert_cmpuint (umpire_test_count_occurrences (xml, "<event "), ==, 6);
  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], "<event ") != NULL)
      g_assert_nonnull (strstr (lines[i], "</event>"));

  loaded = umpire_scenario_load_data (xml, strlen (xml), "compact.umpire", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_n_events (loaded), ==, 6);
  for (guint i = 0; i < 6; i++)
    check_result_equal (umpire_event_get_result (umpire_scenario_get_event (saved, i)),
                        umpire_event_get_result (umpire_scenario_get_event (loaded, i)));
  g_assert_cmpstr (umpire_result_get_value_label (umpire_event_get_result (umpire_scenario_get_event (loaded, 3)),
                                                  "barrages"), ==, "Barrages");
  g_assert_cmpstr (umpire_result_get_value_label (umpire_event_get_result (umpire_scenario_get_event (loaded, 4)),
                                                  "barrages"), ==, "Barrages (after fog)");
  g_assert_cmpstr (umpire_result_get_value_label (umpire_event_get_result (umpire_scenario_get_event (loaded, 5)),
                                                  "barrages"), ==, "barrages");
  again = umpire_scenario_to_xml (loaded);
  g_assert_cmpstr (again, ==, xml);
}

/* Files of format 1 (Umpire 0.1: every step in full, every label, an
 * element a line) still open. */
static void
test_reads_format_1 (void)
{
  static const char format_1[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario xmlns=\"https://gitlab.gnome.org/umpire/scenario/1\" format-version=\"1\" generator=\"Umpire 0.1.0\">\n"
    "  <title>Old &amp; trusted</title>\n"
    "  <year>1916</year>\n"
    "  <rule-system id=\"1916\"/>\n"
    "  <side role=\"attacker\" nation=\"britain\" sub-units=\"30\"/>\n"
    "  <play turn=\"0\" lull-start=\"5\" lulls=\"0\"/>\n"
    "  <log cursor=\"2\">\n"
    "    <event id=\"1\" time=\"2026-11-20T19:02:11.5+01:00\" system=\"1916\" side=\"attacker\">\n"
    "      <result procedure=\"1916.support\">\n"
    "        <value name=\"barrages\" label=\"Barrages &amp; more\">12</value>\n"
    "        <step kind=\"table\" rule=\"Setup 2\" source=\"004_fa4e7880f134310e.txt\" table=\"1916.support\" row=\"5\" column=\"local-attacker\">\n"
    "          <text>Barrages, row 5: .40</text>\n"
    "        </step>\n"
    "        <step kind=\"roll\">\n"
    "          <text>Barrage roll: 2d6 = 5</text>\n"
    "          <roll dice=\"2d6\" total=\"5\" origin=\"physical\" seed=\"0\" sequence=\"1\"><die>2</die><die>3</die></roll>\n"
    "        </step>\n"
    "      </result>\n"
    "    </event>\n"
    "    <event id=\"2\" time=\"2026-11-20T19:05:00Z\" system=\"1916\" side=\"defender\">\n"
    "      <result procedure=\"1916.support\">\n"
    "        <value name=\"barrages\">3</value>\n"
    "      </result>\n"
    "    </event>\n"
    "  </log>\n"
    "</scenario>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) scenario = umpire_scenario_load_data (format_1, sizeof format_1 - 1, "old.umpire", &error);
  UmpireResult *first, *second;
  const UmpireStep *step;

  g_assert_no_error (error);
  g_assert_cmpstr (umpire_scenario_get_title (scenario), ==, "Old & trusted");
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 2);
  first = umpire_event_get_result (umpire_scenario_get_event (scenario, 0));
  second = umpire_event_get_result (umpire_scenario_get_event (scenario, 1));
  g_assert_cmpstr (umpire_result_get_value_label (first, "barrages"), ==, "Barrages & more");
  /* Format 1 wrote every label: no label means none, not the last one. */
  g_assert_cmpstr (umpire_result_get_value_label (second, "barrages"), ==, "barrages");
  step = g_ptr_array_index (umpire_result_get_steps (first), 0);
  g_assert_cmpstr (step->text, ==, "Barrages, row 5: .40");
  g_assert_cmpstr (step->row, ==, "5");
  step = g_ptr_array_index (umpire_result_get_steps (first), 1);
  g_assert_cmpuint (step->roll->values[1], ==, 3);
  g_assert_true (step->roll->physical);
  g_assert_cmpint (g_date_time_get_utc_offset (umpire_event_get_time (umpire_scenario_get_event (scenario, 0))),
                   ==, G_TIME_SPAN_HOUR);
}

static void
test_bad_files (void)
{
  g_autofree char *dir = make_temp_dir ();

  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      const BadFile *bad = &bad_files[i];
      g_autofree char *path = g_strdup_printf ("%s/%s.umpire", dir, bad->name);
      g_autofree char *expected = g_strdup_printf ("%s:%s", path, bad->message);
      g_autofree char *after = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireScenario) scenario = NULL;
      GStatBuf before_stat, after_stat;

      g_test_message ("%s", bad->name);
      g_assert_true (g_file_set_contents (path, bad->xml, -1, NULL));
      g_assert_cmpint (g_stat (path, &before_stat), ==, 0);

      scenario = umpire_scenario_load_file (path, &error);
      g_assert_null (scenario);
      g_assert_error (error, UMPIRE_SCENARIO_ERROR, bad->code);
      if (!g_str_has_prefix (error->message, expected))
        g_error ("%s: expected “%s…”, got “%s”", bad->name, expected, error->message);

      /* The file is left as it was, and no backup appears. */
      g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
      g_assert_cmpstr (after, ==, bad->xml);
      g_assert_cmpint (g_stat (path, &after_stat), ==, 0);
      g_assert_cmpint (before_stat.st_mtime, ==, after_stat.st_mtime);
      {
        g_autofree char *backup = g_strconcat (path, "~", NULL);
        g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
      }
    }
  umpire_test_remove_work_dir (dir);
}

/* A save that cannot be written fails with a message naming the file, leaves
 * the file on disk as it was and the scenario in memory whole. */
static void
check_failed_save (UmpireScenario *scenario,
                   const char     *path,
                   const char     *on_disk_before)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *on_disk = NULL;
  guint n_events = umpire_scenario_get_n_events (scenario);

  g_assert_false (umpire_scenario_save_file (scenario, path, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, path));
  if (on_disk_before != NULL)
    {
      g_assert_true (g_file_get_contents (path, &on_disk, NULL, NULL));
      g_assert_cmpstr (on_disk, ==, on_disk_before);
    }
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events);
  /* No temporary file is left beside it. */
  {
    g_autofree char *dir = g_path_get_dirname (path);
    g_autofree char *base = g_path_get_basename (path);
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    const char *name;

    while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
      if (g_str_has_prefix (name, base))
        g_assert_true (g_str_equal (name, base) || g_str_has_suffix (name, "~"));
  }
}

/* A full disk: a file size limit makes the write fail part way, as a full
 * disk does, for root as well. In a subprocess, which the limit stays in. */
static void
test_save_full_disk (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir = make_temp_dir ();
      g_autofree char *path = g_build_filename (dir, "full.umpire", NULL);
      g_autoptr(UmpireScenario) scenario = make_scenario ();
      g_autofree char *before = umpire_scenario_to_xml (scenario);
      struct rlimit limit = { 1024, 1024 };

      g_autofree char *backup = g_strconcat (path, "~", NULL);
      g_autofree char *backup_before = NULL;
      g_autofree char *backup_after = NULL;

      /* Saved twice: PATH~ holds the first version. */
      g_assert_true (umpire_scenario_save_file (scenario, path, NULL));
      g_assert_true (umpire_scenario_save_file (scenario, path, NULL));
      g_assert_true (g_file_get_contents (backup, &backup_before, NULL, NULL));
      for (guint i = 0; i < 20; i++)
        {
          g_autoptr(UmpireResult) more = make_result ("1916.support", 1 + i % 6, FALSE);
          umpire_scenario_record (scenario, more, "1916", UMPIRE_SIDE_ATTACKER);
        }
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      check_failed_save (scenario, path, before);
      /* The good PATH~ is kept too: nothing is touched before the new
       * version is whole on disk. */
      g_assert_true (g_file_get_contents (backup, &backup_after, NULL, NULL));
      g_assert_cmpstr (backup_after, ==, backup_before);
      limit.rlim_cur = limit.rlim_max = RLIM_INFINITY;
      /* Root may lift the limit again; others cannot, and stop here. */
      if (setrlimit (RLIMIT_FSIZE, &limit) == 0)
        {
          g_autoptr(UmpireScenario) reloaded = NULL;

          g_assert_true (umpire_scenario_save_file (scenario, path, NULL));
          reloaded = umpire_scenario_load_file (path, NULL);
          g_assert_cmpuint (umpire_scenario_get_n_events (reloaded), ==, umpire_scenario_get_n_events (scenario));
        }
      umpire_test_remove_work_dir (dir);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* A folder that cannot take the file: a "folder" that is a file, and a
 * read-only folder. Root writes into read-only folders, so as root the
 * subprocess first becomes nobody. */
static void
test_save_unwritable_folder (void)
{
  if (g_test_subprocess ())
    {
      const char *dir = g_getenv ("UMPIRE_TEST_SAVE_DIR");
      g_autofree char *locked = g_build_filename (dir, "locked", NULL);
      g_autofree char *in_locked = g_build_filename (locked, "game.umpire", NULL);
      g_autofree char *plain_file = g_build_filename (dir, "not-a-folder", NULL);
      g_autofree char *in_file = g_build_filename (plain_file, "game.umpire", NULL);
      g_autoptr(UmpireScenario) scenario = make_scenario ();

      g_assert_true (g_file_set_contents (plain_file, "x", -1, NULL));
      check_failed_save (scenario, in_file, NULL);

      g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
      g_assert_cmpint (g_mkdir (locked, 0555), ==, 0);
      if (geteuid () == 0)
        {
          g_assert_cmpint (setgid (65534), ==, 0);
          g_assert_cmpint (setuid (65534), ==, 0);
        }
      check_failed_save (scenario, in_locked, NULL);
      g_assert_false (g_file_test (in_locked, G_FILE_TEST_EXISTS));
      return;
    }
  {
    /* Made here, so that this process, still root if it was, removes it. */
    g_autofree char *dir = make_temp_dir ();
    g_autofree char *locked = g_build_filename (dir, "locked", NULL);

    g_setenv ("UMPIRE_TEST_SAVE_DIR", dir, TRUE);
    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
    g_unsetenv ("UMPIRE_TEST_SAVE_DIR");
    g_chmod (locked, 0700);
    umpire_test_remove_work_dir (locked);
    umpire_test_remove_work_dir (dir);
    g_test_trap_assert_passed ();
  }
}

static void
test_atomic_save_backup (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.umpire", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireScenario) old = NULL;
  g_autoptr(UmpireScenario) now = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = NULL;
  guint n_files = 0;

  umpire_scenario_set_title (scenario, "First version");
  g_assert_true (umpire_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));

  umpire_scenario_set_title (scenario, "Second version");
  g_assert_true (umpire_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);

  now = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_scenario_get_title (now), ==, "Second version");
  old = umpire_scenario_load_file (backup, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_scenario_get_title (old), ==, "First version");

  /* No temporary file is left behind. */
  d = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (d) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 2);

  /* A save that cannot happen leaves the file alone. */
  {
    g_autofree char *missing = g_build_filename (dir, "no-such-folder", "x.umpire", NULL);

    g_assert_false (umpire_scenario_save_file (scenario, missing, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
  }

  umpire_test_remove_work_dir (dir);
}

static UmpireEvent *
record (UmpireScenario *scenario,
        const char     *procedure)
{
  g_autoptr(UmpireResult) result = umpire_result_new (procedure);

  umpire_result_set_value (result, "total", "%s", procedure);
  return umpire_scenario_record (scenario, result, "test", UMPIRE_SIDE_NONE);
}

/* "a b c" for the events in force, in order. */
static char *
active_events (UmpireScenario *scenario)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < umpire_scenario_get_n_events (scenario); i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);

      g_assert_cmpint (umpire_event_get_active (event), ==, i < umpire_scenario_get_cursor (scenario));
      if (umpire_event_get_active (event))
        g_string_append_printf (out, "%s%s", out->len ? " " : "", umpire_event_get_procedure (event));
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

#define ASSERT_ACTIVE(scenario, expected) \
  G_STMT_START { g_autofree char *_a = active_events (scenario); g_assert_cmpstr (_a, ==, expected); } G_STMT_END

static void
count_changed (gpointer  instance,
               guint    *count)
{
  (*count)++;
}

static void
test_undo_redo (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  guint changes = 0;

  g_signal_connect (scenario, "changed", G_CALLBACK (count_changed), &changes);
  g_assert_false (umpire_scenario_undo (scenario));
  g_assert_false (umpire_scenario_redo (scenario));

  record (scenario, "a");
  record (scenario, "b");
  record (scenario, "c");
  ASSERT_ACTIVE (scenario, "a b c");
  g_assert_cmpuint (changes, >=, 3);

  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_true (umpire_scenario_undo (scenario));
  ASSERT_ACTIVE (scenario, "a");
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 3);
  g_assert_true (umpire_scenario_can_redo (scenario));

  g_assert_true (umpire_scenario_redo (scenario));
  ASSERT_ACTIVE (scenario, "a b");

  /* A new event drops what could have been redone. */
  record (scenario, "d");
  ASSERT_ACTIVE (scenario, "a b d");
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 3);
  g_assert_false (umpire_scenario_can_redo (scenario));
  g_assert_false (umpire_scenario_redo (scenario));
  g_assert_cmpuint (umpire_event_get_id (umpire_scenario_get_event (scenario, 2)), ==, 4);

  /* Undo everything, redo everything. */
  while (umpire_scenario_undo (scenario))
    ;
  ASSERT_ACTIVE (scenario, "");
  g_assert_false (umpire_scenario_can_undo (scenario));
  while (umpire_scenario_redo (scenario))
    ;
  ASSERT_ACTIVE (scenario, "a b d");
}

/* The latest event of `procedure` (or of any id of `info`) on `side`
 * before `before`, found the slow way: what the log's index must answer. */
static UmpireEvent *
scan_before (UmpireScenario            *scenario,
             const char                *procedure,
             const UmpireProcedureInfo *info,
             UmpireSide                 side,
             guint                      before,
             guint                     *position)
{
  for (guint i = MIN (before, umpire_scenario_get_n_events (scenario)); i > 0; i--)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i - 1);
      const char *id = umpire_event_get_procedure (event);

      if (umpire_event_get_side (event) == side &&
          (info != NULL ? umpire_procedure_info_has_id (info, id) : g_strcmp0 (id, procedure) == 0))
        {
          *position = i - 1;
          return event;
        }
    }
  return NULL;
}

static const char * const index_procedures[] = { "1916.support", "setup-support", "weltkrieg.crt", "roll" };

static void
assert_index_answers_as_scan (UmpireScenario *scenario)
{
  guint n = umpire_scenario_get_n_events (scenario);

  for (UmpireSide side = UMPIRE_SIDE_NONE; side <= UMPIRE_SIDE_DEFENDER; side++)
    {
      for (guint before = 0; before <= n + 1; before++)
        {
          guint expected_at = G_MAXUINT, found_at = G_MAXUINT;
          UmpireEvent *expected, *found;

          for (guint p = 0; p < G_N_ELEMENTS (index_procedures); p++)
            {
              expected = scan_before (scenario, index_procedures[p], NULL, side, before, &expected_at);
              found = umpire_scenario_find_event_before (scenario, index_procedures[p], side, before, &found_at);
              g_assert_true (found == expected);
              if (found != NULL)
                g_assert_cmpuint (found_at, ==, expected_at);
            }
          /* Under the procedure's id or the one an earlier version wrote. */
          expected = scan_before (scenario, NULL, &umpire_setup_support_info, side, before, &expected_at);
          found = umpire_scenario_find_procedure_before (scenario, &umpire_setup_support_info, side, before, &found_at);
          g_assert_true (found == expected);
          if (found != NULL)
            g_assert_cmpuint (found_at, ==, expected_at);
        }
      for (guint p = 0; p < G_N_ELEMENTS (index_procedures); p++)
        {
          guint at;

          g_assert_true (umpire_scenario_find_event (scenario, index_procedures[p], side) ==
                         scan_before (scenario, index_procedures[p], NULL, side,
                                      umpire_scenario_get_cursor (scenario), &at));
        }
    }
}

/* The log's index of each procedure's events answers as a walk through the
 * log would, through records, undo, redo, a record after an undo (which
 * drops the events after the cursor), changes by hand, a copy and a load. */
static void
test_log_index (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (1916);

  assert_index_answers_as_scan (scenario);
  for (guint round = 0; round < 300; round++)
    {
      guint n = umpire_scenario_get_n_events (scenario);
      guint choice = g_rand_int_range (rand, 0, 14);

      if (choice < 5 || choice > 9 || n == 0)
        {
          g_autoptr(UmpireResult) result = umpire_result_new (index_procedures[g_rand_int_range (rand, 0, 4)]);

          umpire_result_set_value (result, "total", "%u", round);
          umpire_scenario_record (scenario, result, "test", (UmpireSide) g_rand_int_range (rand, 0, 3));
        }
      else if (choice == 5)
        umpire_scenario_undo (scenario);
      else if (choice == 6)
        umpire_scenario_redo (scenario);
      else if (choice == 7)
        umpire_scenario_undo_to (scenario, umpire_scenario_get_event (scenario, n - 1 - g_rand_int_range (rand, 0, MIN (n, 4))));
      else if (choice == 8 && umpire_scenario_get_cursor (scenario) > 0)
        {
          g_autoptr(GError) error = NULL;
          UmpireEvent *event = umpire_scenario_get_event (scenario, umpire_scenario_get_cursor (scenario) - 1);

          UmpireEvent *added = umpire_scenario_override (scenario, NULL, event, "total", "7", "a typo", &error);

          g_assert_no_error (error);
          g_assert_nonnull (added);
        }
      else if (choice == 9)
        {
          g_autoptr(UmpireScenario) copy = umpire_scenario_dup (scenario);

          assert_index_answers_as_scan (copy);
        }
      assert_index_answers_as_scan (scenario);
    }
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), >, 20);

  {
    g_autofree char *xml = umpire_scenario_to_xml (scenario);
    g_autoptr(GError) error = NULL;
    g_autoptr(UmpireScenario) loaded = umpire_scenario_load_data (xml, strlen (xml), "index.umpire", &error);

    g_assert_no_error (error);
    g_assert_cmpuint (umpire_scenario_get_n_events (loaded), ==, umpire_scenario_get_n_events (scenario));
    assert_index_answers_as_scan (loaded);
    /* The file names the support roll by today's id. */
    g_assert_null (umpire_scenario_find_event_before (loaded, "setup-support", UMPIRE_SIDE_ATTACKER, G_MAXUINT, NULL));
  }
}

/* A copy for the autosave shares the events, whose undone marks are on
 * them: its cursor does not move, so the original's marks stay as the
 * original's cursor says; recording into the copy leaves them too. */
static void
test_dup_keeps_marks (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireScenario) copy = NULL;

  record (scenario, "a");
  record (scenario, "b");
  record (scenario, "c");
  g_assert_true (umpire_scenario_undo (scenario));
  copy = umpire_scenario_dup (scenario);
  g_assert_cmpuint (umpire_scenario_get_cursor (copy), ==, 2);

  g_test_expect_message ("Umpire", G_LOG_LEVEL_CRITICAL, "*shares_events*");
  g_assert_false (umpire_scenario_undo (copy));
  g_test_assert_expected_messages ();
  g_test_expect_message ("Umpire", G_LOG_LEVEL_CRITICAL, "*shares_events*");
  g_assert_false (umpire_scenario_redo (copy));
  g_test_assert_expected_messages ();
  g_test_expect_message ("Umpire", G_LOG_LEVEL_CRITICAL, "*shares_events*");
  umpire_scenario_set_cursor (copy, 0);
  g_test_assert_expected_messages ();

  ASSERT_ACTIVE (scenario, "a b");
  g_assert_cmpuint (umpire_scenario_get_cursor (copy), ==, 2);
  record (copy, "d");
  ASSERT_ACTIVE (scenario, "a b");
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 3);
  /* The original goes on as before. */
  g_assert_true (umpire_scenario_redo (scenario));
  ASSERT_ACTIVE (scenario, "a b c");
}

static void
test_undo_to_here (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  UmpireEvent *c;

  record (scenario, "a");
  record (scenario, "b");
  c = record (scenario, "c");
  record (scenario, "d");
  record (scenario, "e");

  /* "Undo to here" on c undoes c and everything after it. */
  g_assert_true (umpire_scenario_undo_to (scenario, c));
  ASSERT_ACTIVE (scenario, "a b");
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, 2);
  /* c is undone already: nothing to do. */
  g_assert_false (umpire_scenario_undo_to (scenario, c));
  /* Redo brings them back one at a time. */
  g_assert_true (umpire_scenario_redo (scenario));
  ASSERT_ACTIVE (scenario, "a b c");
  g_assert_true (umpire_scenario_undo_to (scenario, umpire_scenario_get_event (scenario, 0)));
  ASSERT_ACTIVE (scenario, "");
}

static void
test_override_needs_reason (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireResult) result = make_result ("1916.support", 5, FALSE);
  g_autoptr(GError) error = NULL;
  UmpireEvent *event = umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_ATTACKER);
  UmpireEvent *changed;
  const char *no_reasons[] = { NULL, "", "   \t" };
  const GPtrArray *steps;
  const UmpireStep *last;

  for (guint i = 0; i < G_N_ELEMENTS (no_reasons); i++)
    {
      g_assert_null (umpire_scenario_override (scenario, rules, event, "barrages", "12", no_reasons[i], &error));
      g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
      g_assert_true (g_str_has_prefix (error->message, "reason: "));
      g_clear_error (&error);
    }
  g_assert_null (umpire_scenario_override (scenario, rules, event, "no-such-value", "12", "typo", &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_UNKNOWN);
  g_clear_error (&error);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, 1);

  changed = umpire_scenario_override (scenario, rules, event, "barrages", "12", "  fog over the guns ", &error);
  g_assert_no_error (error);
  g_assert_nonnull (changed);
  g_assert_cmpuint (umpire_event_get_overrides (changed), ==, umpire_event_get_id (event));
  g_assert_cmpstr (umpire_event_get_override_reason (changed), ==, "fog over the guns");
  g_assert_cmpint (umpire_event_get_side (changed), ==, UMPIRE_SIDE_ATTACKER);
  g_assert_cmpstr (umpire_result_get_value (umpire_event_get_result (changed), "barrages"), ==, "12");
  /* The original result is kept as it was. */
  g_assert_cmpstr (umpire_result_get_value (umpire_event_get_result (event), "barrages"), ==, "14");
  steps = umpire_result_get_steps (umpire_event_get_result (changed));
  last = g_ptr_array_index (steps, steps->len - 1);
  g_assert_cmpint (last->kind, ==, UMPIRE_STEP_OVERRIDE);
  g_assert_nonnull (strstr (last->text, "fog over the guns"));
  g_assert_nonnull (strstr (last->text, "14"));

  /* The override is what counts, until it is undone. */
  g_assert_true (umpire_scenario_find_event (scenario, "1916.support", UMPIRE_SIDE_ATTACKER) == changed);
  umpire_scenario_undo (scenario);
  g_assert_true (umpire_scenario_find_event (scenario, "1916.support", UMPIRE_SIDE_ATTACKER) == event);
  g_assert_null (umpire_scenario_find_event (scenario, "1916.support", UMPIRE_SIDE_DEFENDER));

  /* An undone event cannot be changed by hand. */
  umpire_scenario_undo (scenario);
  g_assert_null (umpire_scenario_override (scenario, rules, event, "barrages", "10", "why", &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
}

/* Each optional rule is an object a switch binds to: its "enabled" follows
 * the scenario's list and sets it, and the file saves the list as before
 * (in the order the rules were switched on). */
static void
count_notify (gpointer    object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_optional_rule_states (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "optional.umpire", NULL);
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  const char * const order[] = { "1916:205", "1916:601", NULL };
  UmpireOptionalRule *scouts, *barrage, *again;
  guint serial, notified = 0;

  umpire_scenario_set_optional_rule (scenario, "1916:205", TRUE);
  scouts = umpire_scenario_get_optional_rule_state (scenario, "1916:205");
  barrage = umpire_scenario_get_optional_rule_state (scenario, "1916:601");
  g_assert_cmpstr (umpire_optional_rule_get_id (scouts), ==, "1916:205");
  /* Made once: the same object each time it is asked for. */
  again = umpire_scenario_get_optional_rule_state (scenario, "1916:205");
  g_assert_true (again == scouts);
  g_assert_true (umpire_optional_rule_get_enabled (scouts));
  g_assert_false (umpire_optional_rule_get_enabled (barrage));

  /* The scenario changes (a file, an undo): the state says so. */
  g_signal_connect (barrage, "notify::enabled", G_CALLBACK (count_notify), &notified);
  umpire_scenario_set_optional_rule (scenario, "1916:601", TRUE);
  g_assert_true (umpire_optional_rule_get_enabled (barrage));
  g_assert_cmpuint (notified, ==, 1);
  umpire_scenario_set_optional_rule (scenario, "1916:601", TRUE);
  g_assert_cmpuint (notified, ==, 1);

  /* The state is set (a switch): the scenario's list changes, once, and it
   * counts as a change of the scenario. */
  serial = umpire_scenario_get_header_serial (scenario);
  g_object_set (scouts, "enabled", FALSE, NULL);
  g_assert_false (umpire_scenario_get_optional_rule (scenario, "1916:205"));
  g_assert_cmpuint (umpire_scenario_get_header_serial (scenario), ==, serial + 1);
  umpire_optional_rule_set_enabled (scouts, FALSE);
  g_assert_cmpuint (umpire_scenario_get_header_serial (scenario), ==, serial + 1);
  umpire_optional_rule_set_enabled (scouts, TRUE);
  g_assert_true (umpire_scenario_get_optional_rule (scenario, "1916:205"));
  g_assert_true (g_strv_equal (umpire_scenario_get_optional_rules (scenario),
                               (const char * const []) { "1916:601", "1916:205", NULL }));

  /* Saved as the list always was: one element per rule in use, in order. */
  umpire_optional_rule_set_enabled (barrage, FALSE);
  umpire_optional_rule_set_enabled (barrage, TRUE);
  g_assert_true (g_strv_equal (umpire_scenario_get_optional_rules (scenario), order));
  g_assert_true (umpire_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &xml, NULL, &error));
  g_assert_nonnull (strstr (xml, "  <optional-rule id=\"1916:205\"/>\n  <optional-rule id=\"1916:601\"/>\n"));
  loaded = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (g_strv_equal (umpire_scenario_get_optional_rules (loaded), order));
  g_assert_true (umpire_optional_rule_get_enabled (umpire_scenario_get_optional_rule_state (loaded, "1916:601")));
  g_assert_false (umpire_optional_rule_get_enabled (umpire_scenario_get_optional_rule_state (loaded, "1916:101")));

  /* A state kept past its scenario writes into nothing. */
  g_object_ref (scouts);
  g_clear_object (&scenario);
  umpire_optional_rule_set_enabled (scouts, FALSE);
  g_assert_false (umpire_optional_rule_get_enabled (scouts));
  g_assert_finalize_object (scouts);
  umpire_test_remove_work_dir (dir);
}

static void
test_log_model (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  GListModel *log = umpire_scenario_get_log (scenario);

  g_assert_true (g_list_model_get_item_type (log) == UMPIRE_TYPE_EVENT);
  record (scenario, "a");
  record (scenario, "b");
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, 2);
  umpire_scenario_undo (scenario);
  /* Undone events stay listed. */
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, 2);
  record (scenario, "c");
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, 2);
  g_assert_true (umpire_scenario_uses_system (scenario, "test"));
}

/* A file keeps each result's procedure (here by the id Umpire 0.1 wrote);
 * opened, the result reads its descriptor: labels in the umpire's language now, not the language the file
 * was written in, and words for its values. */
static void
test_results_read_descriptors (void)
{
  const char *data =
    "<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"2\">\n"
    "    <event id=\"1\" time=\"2026-11-22T06:00:00Z\" side=\"none\" system=\"derosa\">"
    "<result procedure=\"derosa-morale\"><value name=\"new-state\" label=\"Neuer Zustand\">shaken</value>"
    "<value name=\"extra\" label=\"Kept\">1</value></result></event>\n"
    "    <event id=\"2\" time=\"2026-11-22T06:00:01Z\" side=\"none\"><result procedure=\"roll\">"
    "<value name=\"total\" label=\"Total\">7</value></result></event>\n"
    "  </log>\n</scenario>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) scenario = umpire_scenario_load_data (data, strlen (data), "t.umpire", &error);
  UmpireResult *morale, *roll;
  const UmpireField *state;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  morale = umpire_event_get_result (umpire_scenario_get_event (scenario, 0));
  roll = umpire_event_get_result (umpire_scenario_get_event (scenario, 1));
  g_assert_true (umpire_result_get_info (morale) == umpire_catalogue_find ("derosa.morale"));
  /* The id an earlier version wrote reads as today's. */
  g_assert_cmpstr (umpire_result_get_procedure (morale), ==, "derosa.morale");
  g_assert_cmpstr (umpire_event_get_procedure (umpire_scenario_get_event (scenario, 0)), ==, "derosa.morale");
  state = umpire_procedure_info_find_value (umpire_result_get_info (morale), "new-state");
  g_assert_nonnull (state);
  g_assert_cmpstr (umpire_result_get_value_label (morale, "new-state"), ==, umpire_field_get_label (state));
  /* What no descriptor describes keeps the file's label. */
  g_assert_cmpstr (umpire_result_get_value_label (morale, "extra"), ==, "Kept");
  g_assert_null (umpire_result_get_info (roll));
  g_assert_cmpstr (umpire_result_get_value_label (roll, "total"), ==, "Total");
  text = umpire_result_to_text (morale, NULL);
  g_assert_nonnull (strstr (text, ": Shaken\n"));
}

/* Step references are a shorthand: a file whose references would expand to
 * far more text than the file holds (a step of 4 KB referred to 100 000
 * times: 400 MB from 200 KB) is refused, FILE:LINE, and quickly. */
static void
test_step_references_bounded (void)
{
  g_autoptr(GString) data = g_string_new ("<?xml version=\"1.0\"?>\n<scenario " NS " format-version=\"2\">\n"
                                          "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n  <log cursor=\"1\">\n"
                                          "    <event id=\"1\" time=\"2026-11-22T06:00:00Z\" side=\"none\">"
                                          "<result procedure=\"roll\"><step id=\"1\" kind=\"rule\"><text>");
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) scenario = NULL;
  gint64 start;

  for (guint i = 0; i < 4096; i++)
    g_string_append_c (data, 'x');
  g_string_append (data, "</text></step>\n<step ref=\"");
  for (guint i = 0; i < 100000; i++)
    g_string_append (data, "1 ");
  g_string_append (data, "1\"/></result></event>\n  </log>\n</scenario>\n");

  start = g_get_monotonic_time ();
  scenario = umpire_scenario_load_data (data->str, data->len, "amplified.umpire", &error);
  g_assert_null (scenario);
  g_assert_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_true (g_regex_match_simple ("^amplified\\.umpire:[0-9]+: ", error->message, 0, 0));
  g_assert_nonnull (strstr (error->message, "step references expand"));
  /* Refused as the references are read, not after expanding them all. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
}

/* Numbers past what the log holds in memory, and what the schema refuses,
 * are refused, FILE:LINE: no file is read that would save as another. */
static void
test_numbers_within_bounds (void)
{
  static const char *const files[] = {
    "scenario-attr-seed-plus.umpire", "scenario-event-id-u32p.umpire", "scenario-subunits-int31p.umpire",
    "scenario-time-leap60.umpire", "scenario-turn-int31p.umpire", "scenario-cursor-4294967296-read-as-0.umpire",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "regressions", files[i], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireScenario) scenario = umpire_scenario_load_file (path, &error);

      g_test_message ("%s: %s", files[i], error ? error->message : "loaded");
      g_assert_null (scenario);
      g_assert_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_SCHEMA);
      g_assert_nonnull (strstr (error->message, files[i]));

      /* The published schema holds the same bounds: a tool that writes
       * by it is not surprised (these four once validated). */
      {
        static xmlRelaxNGPtr schema = NULL;
        g_autofree char *contents = NULL;
        g_autofree char *message = NULL;
        g_autoptr(GError) parse_error = NULL;
        gsize length;
        xmlDocPtr doc;
        int line = 0;

        if (schema == NULL)
          schema = umpire_xml_compile_schema (umpire_xml_get_core_resource (),
                                              RESOURCE_BASE "/rules/umpire-scenario.rng");
        g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
        doc = umpire_xml_parse_safely (contents, length, files[i], &parse_error);
        g_assert_no_error (parse_error);
        g_assert_false (umpire_xml_validate (doc, schema, &line, &message));
        g_test_message ("%s: the schema says line %d: %s", files[i], line, message);
        xmlFreeDoc (doc);
      }
    }
}

/* Saving through a symbolic link saves its target and keeps the link; a
 * save keeps the file's permissions, and PATH~ is the version before. */
static void
test_save_follows_links_keeps_mode (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *real = g_build_filename (dir, "real.umpire", NULL);
  g_autofree char *link = g_build_filename (dir, "link.umpire", NULL);
  g_autofree char *real_backup = g_strconcat (real, "~", NULL);
  g_autofree char *link_backup = g_strconcat (link, "~", NULL);
  g_autoptr(UmpireScenario) scenario = make_scenario ();
  g_autofree char *first = NULL;
  g_autofree char *backup = NULL;
  g_autoptr(UmpireScenario) reloaded = NULL;
  GStatBuf st;

  g_assert_true (umpire_scenario_save_file (scenario, real, NULL));
  g_assert_true (g_file_get_contents (real, &first, NULL, NULL));
  g_assert_cmpint (g_chmod (real, 0640), ==, 0);
  g_assert_cmpint (symlink ("real.umpire", link), ==, 0);

  umpire_scenario_set_title (scenario, "Changed through the link");
  g_assert_true (umpire_scenario_save_file (scenario, link, NULL));
  /* The link is still a link, to the file now saved. */
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  reloaded = umpire_scenario_load_file (real, NULL);
  g_assert_cmpstr (umpire_scenario_get_title (reloaded), ==, "Changed through the link");
  g_assert_cmpint (g_stat (real, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  /* The previous version beside the file itself. */
  g_assert_true (g_file_get_contents (real_backup, &backup, NULL, NULL));
  g_assert_cmpstr (backup, ==, first);
  g_assert_false (g_file_test (link_backup, G_FILE_TEST_EXISTS));
  umpire_test_remove_work_dir (dir);
}

/* Each side's nation and sub-units are properties too, so forms bind to
 * them: set either way, each notifies only when it changes. */
static void
test_side_properties (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autofree char *nation = NULL;
  guint nations = 0, units = 0, changes = 0;
  int sub_units = 0;

  g_signal_connect (scenario, "notify::attacker-nation", G_CALLBACK (count_notify), &nations);
  g_signal_connect (scenario, "notify::attacker-sub-units", G_CALLBACK (count_notify), &units);
  g_signal_connect (scenario, "changed", G_CALLBACK (count_changed), &changes);

  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 20);
  g_object_get (scenario, "attacker-nation", &nation, "attacker-sub-units", &sub_units, NULL);
  g_assert_cmpstr (nation, ==, "britain");
  g_assert_cmpint (sub_units, ==, 20);
  g_assert_cmpuint (nations, ==, 1);
  g_assert_cmpuint (units, ==, 1);
  g_assert_cmpuint (changes, ==, 1);

  /* The same again: nothing. */
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 20);
  g_assert_cmpuint (nations + units + changes, ==, 3);

  /* Through the properties: the other half of the side stays. */
  g_object_set (scenario, "attacker-sub-units", 24, NULL);
  g_assert_cmpstr (umpire_scenario_get_side_nation (scenario, UMPIRE_SIDE_ATTACKER), ==, "britain");
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_ATTACKER), ==, 24);
  g_assert_cmpuint (nations, ==, 1);
  g_assert_cmpuint (units, ==, 2);
  g_object_set (scenario, "defender-nation", "germany", "defender-sub-units", 18, NULL);
  g_assert_cmpstr (umpire_scenario_get_side_nation (scenario, UMPIRE_SIDE_DEFENDER), ==, "germany");
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_DEFENDER), ==, 18);
  g_object_set (scenario, "attacker-nation", NULL, NULL);
  g_assert_null (umpire_scenario_get_side_nation (scenario, UMPIRE_SIDE_ATTACKER));
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_ATTACKER), ==, 24);
  g_assert_cmpuint (nations, ==, 2);
  g_assert_cmpuint (changes, ==, 5);
}

/* An action tells those who follow the scenario once, at its end, of every
 * change of the header and the log made in it; an action begun inside
 * another is part of it, undone with it. */
static void
test_action_changed_once (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireResult) result = umpire_result_new ("roll");
  UmpireEvent *first, *second;
  guint n = 0;

  umpire_result_set_value (result, "total", "7");
  g_signal_connect (scenario, "changed", G_CALLBACK (count_changed), &n);

  umpire_scenario_set_title (scenario, "Verdun");
  g_assert_cmpuint (n, ==, 1);

  n = 0;
  umpire_scenario_begin_action (scenario);
  umpire_scenario_set_title (scenario, "Somme");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "German", 28);
  umpire_scenario_begin_action (scenario);
  first = umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_ATTACKER);
  umpire_scenario_end_action (scenario);
  /* The inner end is not the action's end. */
  g_assert_cmpuint (n, ==, 0);
  second = umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_DEFENDER);
  g_assert_cmpuint (n, ==, 0);
  umpire_scenario_end_action (scenario);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpstr (umpire_scenario_get_title (scenario), ==, "Somme");
  g_assert_cmpuint (umpire_event_get_action (first), !=, 0);
  g_assert_cmpuint (umpire_event_get_action (first), ==, umpire_event_get_action (second));

  /* One undo takes both events. */
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, 0);

  /* The header alone in an action: told once too. */
  n = 0;
  umpire_scenario_begin_action (scenario);
  umpire_scenario_set_title (scenario, "Arras");
  umpire_scenario_set_title (scenario, "Cambrai");
  umpire_scenario_end_action (scenario);
  g_assert_cmpuint (n, ==, 1);
  /* Nothing changed: nothing told. */
  umpire_scenario_begin_action (scenario);
  umpire_scenario_end_action (scenario);
  g_assert_cmpuint (n, ==, 1);
}

/* What the umpire shows the players is kept in the scenario: in the order
 * shown, hidden again, copied, saved in the file (valid by the schema) and
 * read back; a file without it has nothing shown, and a bad id is refused
 * with its line. */
static void
test_revealed (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireScenario) copy = NULL;
  g_autoptr(UmpireScenario) loaded = NULL;
  g_autoptr(UmpireScenario) plain = NULL;
  g_autoptr(UmpireScenario) bad = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *plain_xml = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GError) parse_error = NULL;
  xmlRelaxNGPtr schema;
  xmlDocPtr doc;
  const guint *ids;
  guint n = 0, changes = 0, serial;
  UmpireEvent *a, *b, *c;
  int line = 0;

  a = record (scenario, "a");
  b = record (scenario, "b");
  c = record (scenario, "c");
  plain_xml = umpire_scenario_to_xml (scenario);
  g_assert_null (strstr (plain_xml, "revealed"));
  g_assert_nonnull (strstr (plain_xml, "format-version=\"2\""));

  g_signal_connect (scenario, "changed", G_CALLBACK (count_changed), &changes);
  serial = umpire_scenario_get_header_serial (scenario);
  umpire_scenario_set_revealed (scenario, umpire_event_get_id (c), TRUE);
  umpire_scenario_set_revealed (scenario, umpire_event_get_id (a), TRUE);
  umpire_scenario_set_revealed (scenario, umpire_event_get_id (b), TRUE);
  g_assert_cmpuint (changes, ==, 3);
  g_assert_cmpuint (umpire_scenario_get_header_serial (scenario), >, serial);
  /* Shown twice is shown once, and no change. */
  umpire_scenario_set_revealed (scenario, umpire_event_get_id (a), TRUE);
  g_assert_cmpuint (changes, ==, 3);
  umpire_scenario_set_revealed (scenario, umpire_event_get_id (a), FALSE);
  g_assert_cmpuint (changes, ==, 4);
  g_assert_false (umpire_scenario_get_revealed (scenario, umpire_event_get_id (a)));
  g_assert_true (umpire_scenario_get_revealed (scenario, umpire_event_get_id (b)));
  ids = umpire_scenario_get_revealed_ids (scenario, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (ids[0], ==, umpire_event_get_id (c));
  g_assert_cmpuint (ids[1], ==, umpire_event_get_id (b));

  copy = umpire_scenario_dup (scenario);
  ids = umpire_scenario_get_revealed_ids (copy, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (ids[0], ==, umpire_event_get_id (c));

  xml = umpire_scenario_to_xml (copy);
  g_assert_nonnull (strstr (xml, " revealed=\"3 2\""));
  /* An Umpire of format 3 would name the attribute it does not know; it
   * says "update Umpire" to a file of format 4. */
  g_assert_nonnull (strstr (xml, "format-version=\"4\""));
  schema = umpire_xml_compile_schema (umpire_xml_get_core_resource (), RESOURCE_BASE "/rules/umpire-scenario.rng");
  doc = umpire_xml_parse_safely (xml, strlen (xml), "revealed.umpire", &parse_error);
  g_assert_no_error (parse_error);
  g_assert_true (umpire_xml_validate (doc, schema, &line, &message));
  xmlFreeDoc (doc);
  xmlRelaxNGFree (schema);

  loaded = umpire_scenario_load_data (xml, strlen (xml), "revealed.umpire", &error);
  g_assert_no_error (error);
  ids = umpire_scenario_get_revealed_ids (loaded, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (ids[0], ==, 3);
  g_assert_cmpuint (ids[1], ==, 2);

  plain = umpire_scenario_load_data (plain_xml, strlen (plain_xml), "plain.umpire", &error);
  g_assert_no_error (error);
  umpire_scenario_get_revealed_ids (plain, &n);
  g_assert_cmpuint (n, ==, 0);

  {
    g_autoptr(GString) broken = g_string_new (xml);

    g_string_replace (broken, " revealed=\"3 2\"", " revealed=\"3 x\"", 1);
    bad = umpire_scenario_load_data (broken->str, broken->len, "bad.umpire", &error);
    g_assert_null (bad);
    g_assert_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_SCHEMA);
    g_assert_nonnull (strstr (error->message, "bad.umpire:"));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);

  g_test_add_func ("/umpire/scenario/round-trip", test_round_trip);
  g_test_add_func ("/umpire/scenario/side-properties", test_side_properties);
  g_test_add_func ("/umpire/scenario/bad-files", test_bad_files);
  g_test_add_func ("/umpire/scenario/compact-log", test_compact_log);
  g_test_add_func ("/umpire/scenario/attribute-whitespace", test_attribute_whitespace);
  g_test_add_func ("/umpire/scenario/reads-format-1", test_reads_format_1);
  g_test_add_func ("/umpire/scenario/atomic-save-backup", test_atomic_save_backup);
  g_test_add_func ("/umpire/scenario/save-full-disk", test_save_full_disk);
  g_test_add_func ("/umpire/scenario/save-unwritable-folder", test_save_unwritable_folder);
  g_test_add_func ("/umpire/scenario/undo-redo", test_undo_redo);
  g_test_add_func ("/umpire/scenario/undo-to-here", test_undo_to_here);
  g_test_add_func ("/umpire/scenario/dup-keeps-marks", test_dup_keeps_marks);
  g_test_add_func ("/umpire/scenario/log-index", test_log_index);
  g_test_add_func ("/umpire/scenario/override-needs-reason", test_override_needs_reason);
  g_test_add_func ("/umpire/scenario/log-model", test_log_model);
  g_test_add_func ("/umpire/scenario/optional-rule-states", test_optional_rule_states);
  g_test_add_func ("/umpire/scenario/results-read-descriptors", test_results_read_descriptors);
  g_test_add_func ("/umpire/scenario/step-references-bounded", test_step_references_bounded);
  g_test_add_func ("/umpire/scenario/numbers-within-bounds", test_numbers_within_bounds);
  g_test_add_func ("/umpire/scenario/save-follows-links-keeps-mode", test_save_follows_links_keeps_mode);
  g_test_add_func ("/umpire/scenario/action-changed-once", test_action_changed_once);
  g_test_add_func ("/umpire/scenario/revealed", test_revealed);

  return g_test_run ();
}
