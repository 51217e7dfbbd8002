/* test-rules-i18n.c: the rules database in the umpire's language
 *
 * With LANGUAGE=de and the built German catalog, what people read of the
 * rules database (entry titles, row, column and modifier labels, the names
 * lists hold) is German, through po/its/umpire-rules.its and the loader;
 * the ids, the cells, the notes, the rule text and the provenance stay as
 * printed, and so do the inputs and values a scenario file or umpire-cli's
 * --xml hold. A user's rule pack passes through the same catalog.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "umpire-catalogue.h"
#include "umpire-dice.h"
#include "umpire-result.h"
#include "umpire-roster.h"
#include "umpire-rules-labels.h"
#include "umpire-scenario.h"
#include "umpire-scenario-file.h"
#include "umpire-test-cli.h"
#include "umpire-test-language.h"
#include "umpire-weltkrieg.h"

static UmpireRules *
builtin_rules (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&rules);
}

static const UmpireRow *
row_of (UmpireRules *rules,
        const char  *table_id,
        const char  *row_id)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);
  const UmpireRow *row;

  g_assert_nonnull (table);
  row = umpire_table_get_row (table, row_id);
  g_assert_nonnull (row);
  return row;
}

/* Titles and labels of tables are German; the ids they are read by are not. */
static void
test_labels (void)
{
  g_autoptr(UmpireRules) rules = builtin_rules ();
  const UmpireTable *proximity = umpire_rules_get_table (rules, "1916.proximity");
  const UmpireRow *open = row_of (rules, "1916.proximity", "open");

  g_assert_cmpstr (proximity->title, ==, "Aufstellungsabstand");
  g_assert_cmpstr (proximity->row_label, ==, "Gelände");
  g_assert_cmpstr (proximity->column_label, ==, "Würfelwurf (1W6), Yards");
  g_assert_cmpstr (open->id, ==, "open");
  g_assert_cmpstr (open->label, ==, "Offenes Gelände");
  g_assert_cmpstr (umpire_rules_cell (rules, "1916.proximity", "open", "3"), ==, "250");

  /* Weapon names, columns of the recommendations. */
  g_assert_cmpstr (umpire_rules_get_column_label (rules, "1916.heavy-weapons-recommendations", "light-trench-mortar"),
                   ==, "Leichter Grabenmörser");
  g_assert_cmpstr (umpire_rules_get_column_label (rules, "1916.heavy-weapons-recommendations", "field-gun"),
                   ==, "Feldgeschütz");
  /* Modifier labels. */
  g_assert_cmpstr (row_of (rules, "1916.bomber-parties", "germany-vs-britain-1915")->label,
                   ==, "1915: Deutsche gegen Briten");
  /* A range label with words is German; one of digits only stays. */
  g_assert_cmpstr (row_of (rules, "1916.support", "1")->label, ==, "1 oder weniger");
  g_assert_cmpstr (row_of (rules, "1916.support", "2")->label, ==, "2");
  /* Single letters stay: the columns A-F of Extra Heavy Weapons. */
  g_assert_cmpstr (umpire_rules_get_column_label (rules, "1916.heavy-weapons", "a"), ==, "A");
}

/* Nations and other names a list holds, as forms and the trail read them. */
static void
test_names (void)
{
  g_autoptr(UmpireRules) rules = builtin_rules ();
  g_autofree char *british = umpire_rules_label_for (rules, "1916.nations", "britain");
  g_autofree char *american = umpire_rules_dup_row_label (rules, "1916.nations", "usa");
  g_autofree char *romania = umpire_rules_label_for (rules, "weltkrieg.minor-powers", "romania");
  g_autofree char *germany = umpire_rules_label_for (rules, "weltkrieg.hq-ratings", "germany");
  const UmpireRow *scouts = row_of (rules, "1916.optional-rules", "205");
  g_autofree char *era = umpire_rules_dup_row_label (rules, "weltkrieg.crt-eras", "1914-1916");
  g_autofree char *battle = umpire_rules_dup_row_label (rules, "1916.scenario", "battle-big-push");
  g_autofree char *year = umpire_rules_dup_row_label (rules, "1916.scenario", "year-first");

  g_assert_cmpstr (british, ==, "Briten");
  /* The roster's nations (De Rosa), as a German umpire picks them. */
  {
    g_autofree char *derosa_british = umpire_roster_dup_nation_label (rules, "british");
    g_autofree char *derosa_french = umpire_roster_dup_nation_label (rules, "french");

    g_assert_cmpstr (derosa_british, ==, "Briten");
    g_assert_cmpstr (derosa_french, ==, "Franzosen");
    /* Typed in German, the word is not the rules' id: no modifier. */
    g_assert_null (umpire_roster_find_nation (rules, "Briten"));
  }
  g_assert_cmpstr (american, ==, "Amerikaner (nutzen die französische Liste)");
  g_assert_cmpstr (romania, ==, "Rumänien");
  g_assert_cmpstr (germany, ==, "Deutschland");
  g_assert_cmpstr (umpire_row_cell (scouts, 0)->text, ==, "Späher");
  g_assert_cmpstr (scouts->item_value, ==, "1916.scouts");
  /* The choices of the combat page and the setup assistant. */
  g_assert_cmpstr (era, ==, "Kampfergebnistabelle 1914 bis 1916");
  g_assert_cmpstr (battle, ==, "Die Schlacht ist eine Großoffensive (Spalten „Sperrfeuer Großoffensive“)");
  g_assert_cmpstr (umpire_row_cell (row_of (rules, "1916.defensive-works", "pillboxes"), 0)->text, ==, "Kategorie: MG-Bunker.");
  /* Items of the same lists that are rule text stay as printed. */
  g_assert_true (g_str_has_prefix (year, "The game covers the years 1914-1918"));
  g_assert_cmpstr (umpire_row_cell (row_of (rules, "1916.defensive-works", "rolls-per-sub-units"), 0)->text,
                   ==, "Each side rolls for each category once per 20 sub-units present for both sides.");
}

/* A word that means two things takes its entry's id as context. */
static void
test_context (void)
{
  g_autoptr(UmpireRules) rules = builtin_rules ();

  /* The column of a table in the app, the formation in De Rosa. */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Column"), ==, "Spalte");
  g_assert_cmpstr (umpire_rules_get_column_label (rules, "derosa.movement", "column"), ==, "Kolonne");
  g_assert_cmpstr (umpire_rules_get_column_label (rules, "derosa.movement-inches", "column"), ==, "Kolonne");
  /* Mountain troops in the reserves, mountain terrain on the CRT. */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Mountain"), ==, "Gebirgstruppen");
  g_assert_cmpstr (row_of (rules, "weltkrieg.terrain", "mountain")->label, ==, "Gebirge");
  /* The same word without a second meaning needs no context. */
  g_assert_cmpstr (row_of (rules, "weltkrieg.terrain", "woods")->label, ==, "Wald");
  g_assert_cmpstr (umpire_rules_get_column_label (rules, "derosa.movement", "woods"), ==, "Wald");
}

/* The rules' quoted text stays as printed: cells, notes, rule text, and
 * the reasons given for a reading. */
static void
test_printed_text_stays (void)
{
  g_autoptr(UmpireRules) rules = builtin_rules ();
  const UmpireTable *proximity = umpire_rules_get_table (rules, "1916.proximity");
  const UmpireRow *repair = row_of (rules, "1916.lull-features", "repair-combat-base");
  const UmpireRow *lull_on = row_of (rules, "1916.lull", "lull-on");
  const UmpireRow *russia = row_of (rules, "1916.support-modifiers", "russia-1916");

  /* "No" is "Nein" in the app's own words, not in a printed cell. */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "No"), ==, "Nein");
  g_assert_cmpstr (umpire_row_cell (repair, 0)->text, ==, "No");
  g_assert_true (g_str_has_prefix (g_ptr_array_index (proximity->notes, 0), "Cross-index one 1D6 roll"));
  g_assert_cmpstr (umpire_row_cell (lull_on, 0)->text, ==, "A lull occurs on an unmodified roll of 6.");
  g_assert_cmpstr (russia->prov.original, ==, "Russian 1915 = -1");
  g_assert_true (g_str_has_prefix (russia->prov.ambiguous, "'Russian 1915' is printed twice"));
  /* Titles of entries that are rules are translated all the same. */
  g_assert_cmpstr (umpire_rules_get_table (rules, "1916.lull")->title, ==, "Feuerpause");
}

/* What the catalogue says for inputs and values reads the same labels. */
static void
test_catalogue (void)
{
  g_autoptr(UmpireRules) rules = builtin_rules ();
  g_autofree char *terrain = umpire_input_dup_for_people (rules, "crt", "terrain", "mountain");
  g_autofree char *nation = umpire_system_input_dup_for_people (rules, "1916", "nation", "britain");
  g_autofree char *unknown = umpire_input_dup_for_people (rules, "crt", "terrain", "no-such-terrain");

  g_assert_cmpstr (terrain, ==, "Gebirge");
  g_assert_cmpstr (nation, ==, "Briten");
  g_assert_cmpstr (unknown, !=, "Gebirge");
}

/* A user's rule pack passes through the catalog: what it has is German,
 * what it has not comes back as written. Ids never change. */
static void
test_user_pack (void)
{
  static const char pack[] =
    "<rules xmlns=\"https://gitlab.gnome.org/umpire/rules/1\" system=\"house\"><title>House</title>"
    "<table id=\"house.proximity\" source=\"house\" rule=\"H1\" type=\"integer\">"
    "<title>Setup Proximity</title>"
    "<rows label=\"Terrain\"/><columns label=\"House columns\"><column id=\"near\" label=\"Near\"/></columns>"
    "<row id=\"open\" label=\"Open Terrain\"><cell>90</cell></row>"
    "<row id=\"marsh\" label=\"Marsh of the house\"><cell>60</cell></row>"
    "</table></rules>";
  g_autoptr(UmpireRules) rules = builtin_rules ();
  g_autoptr(GError) error = NULL;
  const UmpireTable *table;

  g_assert_true (umpire_rules_load_data (rules, pack, strlen (pack), "house.xml", &error));
  g_assert_no_error (error);
  table = umpire_rules_get_table (rules, "house.proximity");
  g_assert_nonnull (table);
  g_assert_cmpstr (table->title, ==, "Aufstellungsabstand");
  g_assert_cmpstr (table->row_label, ==, "Gelände");
  g_assert_cmpstr (table->column_label, ==, "House columns");
  g_assert_cmpstr (row_of (rules, "house.proximity", "open")->label, ==, "Offenes Gelände");
  g_assert_cmpstr (row_of (rules, "house.proximity", "marsh")->label, ==, "Marsh of the house");
  g_assert_cmpstr (umpire_rules_cell (rules, "house.proximity", "open", "near"), ==, "90");
}

/* A scenario written in German holds ids: the sides' nations, the inputs
 * and the values; only the words of the trail and labels are German. */
static void
test_scenario_keeps_ids (void)
{
  g_autoptr(UmpireRules) rules = builtin_rules ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1);
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireScenario) loaded = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  UmpireCrtInput input = { "1914-1916", 20, 0, "mountain" };
  UmpireResult *read;

  result = umpire_crt_resolve (rules, &input, dice, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 12);
  umpire_scenario_record (scenario, result, "weltkrieg", UMPIRE_SIDE_ATTACKER);
  xml = umpire_scenario_to_xml (scenario);
  g_test_message ("%s", xml);

  g_assert_nonnull (strstr (xml, "nation=\"britain\""));
  g_assert_nonnull (strstr (xml, "<input name=\"terrain\">mountain</input>"));
  g_assert_nonnull (strstr (xml, "<input name=\"era\">1914-1916</input>"));
  g_assert_null (strstr (xml, ">Gebirge</input>"));
  g_assert_null (strstr (xml, "Briten"));
  /* The trail the umpire read is German, and kept as read. */
  g_assert_nonnull (strstr (xml, "Gebirge"));

  loaded = umpire_scenario_load_data (xml, strlen (xml), "german.umpire", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_scenario_get_side_nation (loaded, UMPIRE_SIDE_ATTACKER), ==, "britain");
  read = umpire_event_get_result (umpire_scenario_get_event (loaded, 0));
  g_assert_cmpstr (umpire_result_get_input (read, "terrain"), ==, "mountain");
}

/* The text of <input name="NAME" ...> in umpire-cli's --xml, or NULL. */
static char *
cli_input (const char *xml,
           const char *name)
{
  g_autofree char *start = g_strdup_printf ("<input name=\"%s\"", name);
  const char *at = strstr (xml, start);
  const char *text, *end;

  if (at == NULL || (text = strchr (at, '>')) == NULL || (end = strstr (text, "</input>")) == NULL)
    return NULL;
  return g_strndup (text + 1, end - text - 1);
}

/* umpire-cli in German: --xml keeps the ids, the text is German. */
static void
test_cli (void)
{
  g_auto(UmpireTestRun) xml = { 0 };
  g_auto(UmpireTestRun) text = { 0 };
  g_auto(UmpireTestRun) show = { 0 };
  g_autofree char *terrain = NULL;
  g_autofree char *era = NULL;

  umpire_test_run_cli (&xml, "crt", "--era", "1914-1916", "--strength", "20", "--terrain", "mountain",
                       "--die", "2", "--xml", NULL);
  g_assert_cmpint (xml.status, ==, 0);
  terrain = cli_input (xml.out, "terrain");
  era = cli_input (xml.out, "era");
  g_assert_cmpstr (terrain, ==, "mountain");
  g_assert_cmpstr (era, ==, "1914-1916");
  umpire_test_assert_value (xml.out, "weltkrieg.crt", "combat", "yes");

  umpire_test_run_cli (&text, "crt", "--era", "1914-1916", "--strength", "20", "--terrain", "mountain",
                       "--die", "2", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Gebirge"));

  umpire_test_run_cli (&show, "rules", "show", "1916.proximity", NULL);
  g_assert_cmpint (show.status, ==, 0);
  g_assert_nonnull (strstr (show.out, "Offenes Gelände"));
  g_assert_nonnull (strstr (show.out, "Cross-index one 1D6 roll"));
}

/* Ids a procedure writes are shown in the umpire's words, as other values
 * are: a Der Weltkrieg combat without one (no defender) reads no column
 * ("none", "entfällt"), and the HQ reserve's trail names the unit kind in
 * German; the file and --xml keep the ids. */
static void
test_ids_in_words (void)
{
  g_autoptr(UmpireRules) rules = builtin_rules ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  UmpireCombatInput input = { .era = "1914-1916", .attacker_strength = 10, .defender_strength = 0,
                              .terrain = "clear" };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) combat = umpire_combat_resolve (rules, &input, dice, &error);
  static const char *const none[] = { "attack-column", "attack-result", "counter-column", "counter-result" };
  g_auto(UmpireTestRun) text = { 0 };
  g_auto(UmpireTestRun) xml = { 0 };
  g_auto(UmpireTestRun) reserve = { 0 };

  g_assert_no_error (error);
  g_assert_cmpstr (umpire_result_get_value (combat, "combat"), ==, "no");
  for (guint i = 0; i < G_N_ELEMENTS (none); i++)
    {
      const UmpireField *field = umpire_procedure_info_find_value (&umpire_combat_info, none[i]);
      g_autofree char *words = umpire_field_dup_for_people (field, rules, umpire_result_get_value (combat, none[i]));

      g_assert_cmpstr (umpire_result_get_value (combat, none[i]), ==, "none");
      g_assert_cmpstr (words, ==, "entfällt");
    }
  /* A column read stays as printed. */
  {
    g_autofree char *column = umpire_field_dup_for_people (umpire_procedure_info_find_value (&umpire_combat_info,
                                                                                              "attack-column"),
                                                           rules, "10");
    g_assert_cmpstr (column, ==, "10");
  }

  umpire_test_run_cli (&text, "combat", "--era", "1914-1916", "--attacker-strength", "10", "--defender-strength", "0",
                       "--attack-die", "3", "--counter-die", "2", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Angriffsspalte: entfällt\n"));
  g_assert_nonnull (strstr (text.out, "Gegenangriffsergebnis wie gedruckt: entfällt\n"));
  g_assert_null (strstr (text.out, ": none"));
  umpire_test_run_cli (&xml, "combat", "--era", "1914-1916", "--attacker-strength", "10", "--defender-strength", "0",
                       "--attack-die", "3", "--counter-die", "2", "--xml", NULL);
  g_assert_cmpint (xml.status, ==, 0);
  umpire_test_assert_value (xml.out, "weltkrieg.combat", "attack-column", "none");

  umpire_test_run_cli (&reserve, "reserve", "--nation", "germany", "--year", "1916", "--unit", "mountain",
                       "--die", "2", NULL);
  g_assert_cmpint (reserve.status, ==, 0);
  g_test_message ("%s", reserve.out);
  g_assert_nonnull (strstr (reserve.out, "Defensivreserve: eine Einheit vom Typ Gebirgstruppen, Nation Deutschland, 1916"));
  g_assert_null (strstr (reserve.out, "vom Typ mountain"));
}

/* umpire-cli setup run in German records each heavy weapon by its id (its
 * --xml output too is the run's, ids and numbers); umpire-cli log names
 * them in German, and so it does a file of before that holds their English
 * labels (tests/data/setup-run-labels-en.umpire). */
static void
test_cli_setup_run_ids (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-i18n-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "run.umpire", NULL);
  g_autofree char *old = g_test_build_filename (G_TEST_DIST, "data", "setup-run-labels-en.umpire", NULL);
  g_autofree char *file = NULL;
  g_auto(UmpireTestRun) run = { 0 };
  g_auto(UmpireTestRun) log = { 0 };
  g_auto(UmpireTestRun) old_log = { 0 };

  umpire_test_run_cli (&run, "setup", "run", "--seed", "7", "--year", "1916", "--attacker", "germany",
                       "--defender", "britain", "--attacker-units", "20", "--defender-units", "15",
                       "--terrain", "open", "--battle", "local", "--xml", "-o", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  umpire_test_assert_value (run.out, "setup-run", "events", "14");
  g_assert_true (g_file_get_contents (path, &file, NULL, NULL));
  g_assert_nonnull (strstr (file, "<input name=\"weapon\">light-trench-mortar</input>"));
  g_assert_nonnull (strstr (file, "<input name=\"weapon\">german-hmg</input>"));
  g_assert_null (strstr (file, "Grabenmörser</input>"));
  /* The trail is German, as the umpire read it. */
  g_assert_nonnull (strstr (file, "Leichter Grabenmörser: 1W6"));

  umpire_test_run_cli (&log, "log", path, NULL);
  g_assert_cmpint (log.status, ==, 0);
  g_assert_nonnull (strstr (log.out, "  Waffe: Leichter Grabenmörser\n"));
  g_assert_null (strstr (log.out, "light-trench-mortar"));
  umpire_test_run_cli (&old_log, "log", old, NULL);
  g_assert_cmpint (old_log.status, ==, 0);
  g_assert_nonnull (strstr (old_log.out, "  Waffe: Leichter Grabenmörser\n"));
  g_assert_nonnull (strstr (old_log.out, "  Waffe: Deutsches sMG\n"));
  g_assert_null (strstr (old_log.out, "Waffe: Light"));
  g_unlink (path);
  g_rmdir (dir);
}

/* One die notation in German, wherever dice are named: the hint's "1W6",
 * the errors' "W6", the trail's "1W6 = 5"; files and --xml keep "1d6". */
static void
test_dice_notation (void)
{
  const UmpireDiceExpr d6 = { 1, 6 };
  const UmpireTypedDie typed = { "die", "1d6", "7", FALSE };
  g_autoptr(UmpireDice) seeded = umpire_dice_new_seeded (3);
  g_autoptr(UmpireDice) table = umpire_dice_new_seeded (3);
  g_autoptr(UmpireDice) refused = NULL;
  g_autoptr(UmpireResult) result = umpire_result_new ("test.roll");
  g_autoptr(GError) face = NULL;
  g_autoptr(GError) wrong = NULL;
  g_autoptr(GError) none = NULL;
  g_autofree char *people = umpire_dice_dup_for_people ("2d6");
  g_autofree char *one = umpire_die_dup_for_people (10);
  g_autofree char *described = NULL;
  g_autofree char *xml = NULL;
  g_auto(UmpireTestRun) bad = { 0 };
  g_auto(UmpireTestRun) help = { 0 };
  UmpireRoll roll;
  guint value;

  g_assert_cmpstr (people, ==, "2W6");
  g_assert_cmpstr (one, ==, "W10");
  g_assert_false (umpire_die_parse_face (&d6, "7", &value, &face));
  g_assert_nonnull (strstr (face->message, "W6"));
  g_assert_null (strstr (face->message, "d6"));
  refused = umpire_dice_new_typed (&typed, 1, UMPIRE_TYPED_DICE_MIXED, NULL, &wrong);
  g_assert_null (refused);
  g_assert_nonnull (strstr (wrong->message, "W6"));
  umpire_dice_set_table_only (table, TRUE);
  g_assert_false (umpire_dice_roll (table, &d6, &roll, &none));
  g_assert_nonnull (strstr (none->message, "1W6"));

  g_assert_true (umpire_dice_roll (seeded, &d6, &roll, NULL));
  described = umpire_roll_describe (&roll);
  g_assert_true (g_str_has_prefix (described, "1W6 = "));
  umpire_result_add_roll (result, &roll, NULL, NULL);
  xml = umpire_result_to_xml (result);
  g_assert_nonnull (strstr (xml, "dice=\"1d6\""));
  g_assert_nonnull (strstr (xml, "1W6 = "));

  umpire_test_run_cli (&bad, "reserve", "--nation", "germany", "--year", "1915", "--die", "7", NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_nonnull (strstr (bad.err, "W6"));
  g_assert_null (strstr (bad.err, "d6"));
  umpire_test_run_cli (&help, "reserve", "--help", NULL);
  g_assert_nonnull (strstr (help.out, "1W6"));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *localedir = NULL;

  g_test_init (&argc, &argv, NULL);

  /* As the app starts in German: the catalog built in po/ of the build, for
   * this process and the umpire-cli it starts. Without it nothing below
   * means anything: umpire_test_set_language() fails then. */
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  g_setenv ("UMPIRE_LOCALEDIR", localedir, TRUE);
  umpire_test_set_language ("de");
  textdomain (GETTEXT_PACKAGE);
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Terrain"), ==, "Gelände");

  g_test_add_func ("/rules-i18n/labels", test_labels);
  g_test_add_func ("/rules-i18n/names", test_names);
  g_test_add_func ("/rules-i18n/context", test_context);
  g_test_add_func ("/rules-i18n/printed-text-stays", test_printed_text_stays);
  g_test_add_func ("/rules-i18n/catalogue", test_catalogue);
  g_test_add_func ("/rules-i18n/user-pack", test_user_pack);
  g_test_add_func ("/rules-i18n/scenario-keeps-ids", test_scenario_keeps_ids);
  g_test_add_func ("/rules-i18n/cli", test_cli);
  g_test_add_func ("/rules-i18n/cli-setup-run-ids", test_cli_setup_run_ids);
  g_test_add_func ("/rules-i18n/dice-notation", test_dice_notation);
  g_test_add_func ("/rules-i18n/ids-in-words", test_ids_in_words);
  return g_test_run ();
}
