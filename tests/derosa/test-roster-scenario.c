/* test-roster-scenario.c: the miniatures roster is part of the scenario
 *
 * Its units go into the scenario's file (format 3, following the schema)
 * and come back the same; every change of it is a change of the scenario,
 * which the autosave keeps: a session killed with SIGKILL after a roster
 * change restores it. The test runs itself as the child for that: with
 * --child PATH it changes a roster with autosave to PATH, printing a line
 * once the autosave holds it, then waits to be killed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "umpire-autosave.h"
#include "umpire-roster-scenario.h"
#include "umpire-scenario-file.h"
#include "umpire-xml.h"
#include "umpire-test-core.h"

static const char *self_path;

static char *
temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("umpire-roster-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* A roster as the umpire leaves it after some turns: a shaken British
 * battalion, French veterans, a battery with two fire turns gone, and a
 * unit whose nation an older roster typed. */
static void
fill_roster (GListStore *roster)
{
  g_autoptr(UmpireRosterUnit) rifles = umpire_roster_unit_new ("2nd Bn Royal Welch Fusiliers", "british", "infantry", 16);
  g_autoptr(UmpireRosterUnit) chasseurs = umpire_roster_unit_new ("Chasseurs “à pied” & co", "french", "infantry", 9);
  g_autoptr(UmpireRosterUnit) battery = umpire_roster_unit_new ("A Battery", NULL, "artillery", 4);
  g_autoptr(UmpireRosterUnit) typed = umpire_roster_unit_new ("IR 16", "Deutsche Truppen", "machine-guns", 2);

  umpire_roster_unit_set_morale (rifles, UMPIRE_DEROSA_SHAKEN);
  umpire_roster_unit_set_trained (chasseurs, TRUE);
  umpire_roster_unit_set_veteran (chasseurs, TRUE);
  umpire_roster_unit_set_ammo_used (battery, 2);
  umpire_roster_unit_set_morale (typed, UMPIRE_DEROSA_ROUTED);
  g_list_store_append (roster, rifles);
  g_list_store_append (roster, chasseurs);
  g_list_store_append (roster, battery);
  g_list_store_append (roster, typed);
}

/* The roster as key file text: every field of every unit, in order. */
static char *
describe (GListStore *roster)
{
  return umpire_roster_to_data (G_LIST_MODEL (roster));
}

/* Saved and opened again, the roster is the same, and the other units of
 * the scenario stay as they were; the file follows the schema. */
static void
test_round_trip (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "somme.umpire", NULL);
  g_autoptr(UmpireScenario) saved = umpire_scenario_new ();
  g_autoptr(UmpireScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  UmpireUnit company = { .name = "1st Company", .side = UMPIRE_SIDE_ATTACKER, .nation = "germany",
                         .kind = "infantry", .strength = 4 };
  GListStore *roster;
  const UmpireUnit *kept;

  umpire_scenario_set_title (saved, "Mametz Wood");
  umpire_scenario_add_unit (saved, &company);
  fill_roster (umpire_roster_get_for_scenario (saved));
  before = describe (umpire_roster_get_for_scenario (saved));

  xml = umpire_scenario_to_xml (saved);
  umpire_test_assert_scenario_schema (xml);
  g_assert_nonnull (strstr (xml, "format-version=\"3\""));
  g_assert_nonnull (strstr (xml, "system=\"derosa\" morale=\"shaken\""));
  g_assert_true (umpire_scenario_save_file (saved, path, &error));
  g_assert_no_error (error);

  loaded = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  roster = umpire_roster_get_for_scenario (loaded);
  after = describe (roster);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 4);
  /* Asking again gives the same roster, not a second one. */
  g_assert_true (umpire_roster_get_for_scenario (loaded) == roster);

  /* The 1916 company is no miniatures unit: kept, not on the roster. */
  g_assert_cmpuint (umpire_scenario_get_units (loaded)->len, ==, 5);
  kept = g_ptr_array_index (umpire_scenario_get_units (loaded), 0);
  g_assert_cmpstr (kept->name, ==, "1st Company");
  g_assert_null (kept->system);
  g_assert_cmpint (kept->side, ==, UMPIRE_SIDE_ATTACKER);

  /* Written again, the same file. */
  {
    g_autofree char *again = umpire_scenario_to_xml (loaded);
    g_autofree char *first = umpire_scenario_to_xml (saved);

    g_assert_cmpstr (again, ==, first);
  }
  umpire_test_remove_work_dir (dir);
}

/* A file without units opens (an empty roster), and a scenario without a
 * roster is still written in format 2, as before: the Umpire of before
 * opens it. A format 2 file's units are not the roster's. */
static void
test_without_units (void)
{
  static const char old[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario xmlns=\"https://gitlab.gnome.org/umpire/scenario/1\" format-version=\"2\" generator=\"Umpire 0.1.0\">\n"
    "  <title>No units</title>\n"
    "  <rule-system id=\"derosa\"/>\n"
    "  <play turn=\"2\" lull-start=\"0\" lulls=\"0\"/>\n"
    "  <log cursor=\"0\">\n"
    "  </log>\n"
    "</scenario>\n";
  static const char with_unit[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario xmlns=\"https://gitlab.gnome.org/umpire/scenario/1\" format-version=\"2\">\n"
    "  <unit name=\"MG section\" side=\"defender\" nation=\"britain\" kind=\"hmg\" strength=\"1\"/>\n"
    "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n"
    "  <log cursor=\"0\"/>\n"
    "</scenario>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) scenario = umpire_scenario_load_data (old, sizeof old - 1, "old.umpire", &error);
  g_autoptr(UmpireScenario) hmg = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *hmg_xml = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (umpire_scenario_get_title (scenario), ==, "No units");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (umpire_roster_get_for_scenario (scenario))), ==, 0);
  xml = umpire_scenario_to_xml (scenario);
  umpire_test_assert_scenario_schema (xml);
  g_assert_nonnull (strstr (xml, "format-version=\"2\""));
  g_assert_null (strstr (xml, "<unit"));

  hmg = umpire_scenario_load_data (with_unit, sizeof with_unit - 1, "hmg.umpire", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_units (hmg)->len, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (umpire_roster_get_for_scenario (hmg))), ==, 0);
  hmg_xml = umpire_scenario_to_xml (hmg);
  g_assert_nonnull (strstr (hmg_xml, "format-version=\"2\""));
  g_assert_nonnull (strstr (hmg_xml, "<unit name=\"MG section\" side=\"defender\" nation=\"britain\" kind=\"hmg\" strength=\"1\"></unit>"));
}

/* A format 2 file has none of format 3's attributes: the Umpire that
 * wrote it did not know them. */
static void
test_format_2_refuses_roster (void)
{
  static const char *const units[] = {
    "<unit name=\"A\" side=\"none\" strength=\"4\" system=\"derosa\"/>",
    "<unit name=\"A\" side=\"none\" strength=\"4\" morale=\"shaken\"/>",
    "<unit name=\"A\" side=\"none\" strength=\"4\" ammo-used=\"2\"/>",
    "<unit name=\"A\" side=\"none\" nation=\"Deutsche Truppen\" strength=\"4\"/>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    for (int version = 2; version <= 3; version++)
      {
        g_autofree char *text = g_strdup_printf ("<?xml version=\"1.0\"?>\n"
                                                 "<scenario xmlns=\"https://gitlab.gnome.org/umpire/scenario/1\" "
                                                 "format-version=\"%d\">\n  %s\n"
                                                 "  <play turn=\"0\" lull-start=\"0\" lulls=\"0\"/>\n"
                                                 "  <log cursor=\"0\"/>\n</scenario>\n", version, units[i]);
        g_autoptr(GError) error = NULL;
        g_autoptr(UmpireScenario) scenario = umpire_scenario_load_data (text, strlen (text), "unit.umpire", &error);

        if (version == 3)
          {
            g_assert_no_error (error);
            g_assert_cmpuint (umpire_scenario_get_units (scenario)->len, ==, 1);
            continue;
          }
        g_assert_null (scenario);
        g_assert_error (error, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_SCHEMA);
        g_test_message ("%s", error->message);
        g_assert_true (g_str_has_prefix (error->message, "unit.umpire:3: "));
      }
}

static void
count (guint *counter)
{
  (*counter)++;
}

/* Every change of the roster is a change of the scenario (the session's
 * dirty mark, the autosave's rewrite), and a unit taken off the table no
 * longer writes into it. */
static void
test_changes_mark_scenario (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  GListStore *roster = umpire_roster_get_for_scenario (scenario);
  g_autoptr(UmpireRosterUnit) unit = umpire_roster_unit_new ("2nd Bn", "british", "infantry", 16);
  g_autoptr(UmpireResult) result = umpire_result_new_for (&umpire_derosa_ammo_info);
  guint changes = 0;
  guint serial;
  const UmpireUnit *held;

  g_signal_connect_swapped (scenario, "changed", G_CALLBACK (count), &changes);
  serial = umpire_scenario_get_header_serial (scenario);
  g_list_store_append (roster, unit);
  g_assert_cmpuint (changes, ==, 1);
  g_assert_cmpuint (umpire_scenario_get_header_serial (scenario), >, serial);
  g_assert_cmpuint (umpire_scenario_get_units (scenario)->len, ==, 1);

  /* A result carried over to the unit. */
  umpire_result_set_value (result, "used", "3");
  g_assert_true (umpire_roster_unit_apply_result (unit, result, NULL));
  g_assert_cmpuint (changes, ==, 2);
  held = g_ptr_array_index (umpire_scenario_get_units (scenario), 0);
  g_assert_cmpint (held->ammo_used, ==, 3);
  g_assert_cmpstr (held->system, ==, "derosa");
  g_assert_cmpstr (held->morale, ==, "good");
  g_assert_cmpint (held->strength, ==, 16);

  /* Nothing changes: no change. */
  umpire_roster_unit_set_ammo_used (unit, 3);
  g_assert_cmpuint (changes, ==, 2);
  umpire_roster_unit_set_figures (unit, 12);
  g_assert_cmpuint (changes, ==, 3);
  held = g_ptr_array_index (umpire_scenario_get_units (scenario), 0);
  g_assert_cmpint (held->strength, ==, 12);

  /* Off the table: gone from the scenario, and its later changes too. */
  g_list_store_remove (roster, 0);
  g_assert_cmpuint (changes, ==, 4);
  g_assert_cmpuint (umpire_scenario_get_units (scenario)->len, ==, 0);
  umpire_roster_unit_set_morale (unit, UMPIRE_DEROSA_ROUTED);
  g_assert_cmpuint (changes, ==, 4);
  g_assert_cmpuint (umpire_scenario_get_units (scenario)->len, ==, 0);

  /* Back on it, followed once (one change per change). */
  g_list_store_append (roster, unit);
  g_assert_cmpuint (changes, ==, 5);
  umpire_roster_unit_set_morale (unit, UMPIRE_DEROSA_SHAKEN);
  g_assert_cmpuint (changes, ==, 6);
  held = g_ptr_array_index (umpire_scenario_get_units (scenario), 0);
  g_assert_cmpstr (held->morale, ==, "shaken");
}

/* A roster outliving its scenario (a page holding it a moment longer)
 * writes nowhere. */
static void
test_outlives_scenario (void)
{
  UmpireScenario *scenario = umpire_scenario_new ();
  g_autoptr(GListStore) roster = g_object_ref (umpire_roster_get_for_scenario (scenario));
  g_autoptr(UmpireRosterUnit) unit = umpire_roster_unit_new ("2nd Bn", "british", "infantry", 16);

  g_list_store_append (roster, unit);
  g_assert_finalize_object (scenario);
  umpire_roster_unit_set_morale (unit, UMPIRE_DEROSA_SHAKEN);
  g_list_store_remove_all (roster);
}

/* ---- a session killed after a roster change ---------------------------- */

static int
run_child (const char *path)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireAutosave) autosave = NULL;
  g_autoptr(UmpireRosterUnit) unit = umpire_roster_unit_new ("2nd Bn", "british", "infantry", 16);
  g_autoptr(UmpireResult) morale = umpire_result_new_for (&umpire_derosa_morale_info);
  g_autoptr(UmpireResult) roll = umpire_result_new ("roll");
  GListStore *roster;

  umpire_scenario_set_title (scenario, "Killed at the table");
  autosave = umpire_autosave_new (scenario, path);
  roster = umpire_roster_get_for_scenario (scenario);
  g_list_store_append (roster, unit);
  /* A morale test failed: the unit is shaken for next turn. */
  umpire_result_set_value (morale, "new-state", "shaken");
  umpire_scenario_record (scenario, morale, NULL, UMPIRE_SIDE_NONE);
  g_assert_true (umpire_roster_unit_apply_result (unit, morale, NULL));
  umpire_roster_unit_set_ammo_used (unit, 1);
  g_assert_true (umpire_autosave_flush (autosave));
  printf ("roster\n");
  fflush (stdout);
  /* An event after it: the journal holds it, the base the roster. */
  umpire_result_set_value (roll, "total", "7");
  umpire_scenario_record (scenario, roll, "test", UMPIRE_SIDE_NONE);
  printf ("event\n");
  fflush (stdout);
  for (;;)
    g_usleep (G_USEC_PER_SEC);
  return 0;
}

static void
test_killed (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.umpire", NULL);
  const char *argv[] = { self_path, "--child", path, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) restored = NULL;
  g_autoptr(UmpireRosterUnit) unit = NULL;
  GListStore *roster;
  GPid pid;
  int out_fd;
  FILE *out;
  char line[64];
  int status = 0;

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  out = fdopen (out_fd, "r");
  g_assert_nonnull (fgets (line, sizeof line, out));
  g_assert_cmpstr (line, ==, "roster\n");
  g_assert_nonnull (fgets (line, sizeof line, out));
  g_assert_cmpstr (line, ==, "event\n");
  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  fclose (out);
  g_spawn_close_pid (pid);

  /* The next start restores the roster as it was, and both events. */
  g_assert_true (umpire_autosave_exists (path));
  restored = umpire_autosave_load (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_scenario_get_title (restored), ==, "Killed at the table");
  g_assert_cmpuint (umpire_scenario_get_n_events (restored), ==, 2);
  roster = umpire_roster_get_for_scenario (restored);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (roster)), ==, 1);
  unit = g_list_model_get_item (G_LIST_MODEL (roster), 0);
  g_assert_cmpstr (umpire_roster_unit_get_name (unit), ==, "2nd Bn");
  g_assert_cmpstr (umpire_roster_unit_get_nation (unit), ==, "british");
  g_assert_cmpuint (umpire_roster_unit_get_figures (unit), ==, 16);
  g_assert_cmpint (umpire_roster_unit_get_morale (unit), ==, UMPIRE_DEROSA_SHAKEN);
  g_assert_cmpuint (umpire_roster_unit_get_ammo_used (unit), ==, 1);
  umpire_autosave_remove (path);
  umpire_test_remove_work_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "--child"))
    return run_child (argv[2]);

  self_path = argv[0];
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/roster-scenario/round-trip", test_round_trip);
  g_test_add_func ("/umpire/roster-scenario/without-units", test_without_units);
  g_test_add_func ("/umpire/roster-scenario/format-2-refuses-roster", test_format_2_refuses_roster);
  g_test_add_func ("/umpire/roster-scenario/changes-mark-scenario", test_changes_mark_scenario);
  g_test_add_func ("/umpire/roster-scenario/outlives-scenario", test_outlives_scenario);
  g_test_add_func ("/umpire/roster-scenario/killed", test_killed);
  return g_test_run ();
}
