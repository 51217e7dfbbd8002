/* test-cli-continue.c: the next battle (umpire-cli scenario continue and
 * the core it runs on)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-battle-state.h"
#include "umpire-continuation.h"
#include "umpire-derosa.h"
#include "umpire-inputs.h"
#include "umpire-scenario-file.h"
#include "umpire-test-cli.h"
#include "umpire-test-core.h"
#include "umpire-weltkrieg.h"

static UmpireRules *rules;
static char *work_dir;

/* A De Rosa fire at IR 169 (20 rifles at 6", chance 10: 5 casualties). */
static void
fire_at_ir169 (UmpireScenario *scenario)
{
  g_autoptr(UmpireBattleState) state = umpire_battle_state_new (scenario);
  g_autoptr(GHashTable) inputs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GError) error = NULL;

  g_hash_table_insert (inputs, g_strdup ("weapon"), g_strdup ("rifle"));
  g_hash_table_insert (inputs, g_strdup ("range"), g_strdup ("6"));
  g_hash_table_insert (inputs, g_strdup ("chance-die"), g_strdup ("10"));
  g_hash_table_insert (inputs, g_strdup ("unit"), g_strdup ("2nd Royal Fusiliers"));
  g_hash_table_insert (inputs, g_strdup ("target"), g_strdup ("IR 169"));
  umpire_battle_state_fill_inputs (state, &umpire_derosa_fire_info, UMPIRE_SIDE_ATTACKER, inputs);
  result = umpire_procedure_run (&umpire_derosa_fire_info, rules, inputs, dice, &error);
  g_assert_no_error (error);
  umpire_test_assert_result (result, "casualties", "5");
  umpire_scenario_record (scenario, result, NULL, UMPIRE_SIDE_ATTACKER);
}

/* A 1916 setup rolled by umpire-cli (Britain 30 attacking Germany 24),
 * then a De Rosa roster on the table (the Fusiliers 20 figures, IR 169
 * 12), IR 169 under fire (5 casualties) and failing a morale test, a Der
 * Weltkrieg combat, play on turn 4. Returns the file; `morale` receives
 * IR 169's morale after the test, `defender_loss` the combat's. */
static char *
write_battle (const char *name,
              char      **morale,
              char      **defender_loss)
{
  g_autofree char *path = g_build_filename (work_dir, name, NULL);
  g_auto(UmpireTestRun) run = { 0 };
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  UmpireUnit units[] = {
    { .name = "2nd Royal Fusiliers", .side = UMPIRE_SIDE_ATTACKER, .nation = "british", .kind = "infantry",
      .strength = 20, .system = "derosa", .morale = "good", .trained = TRUE },
    { .name = "IR 169", .side = UMPIRE_SIDE_DEFENDER, .nation = "german", .kind = "infantry",
      .strength = 12, .system = "derosa", .morale = "good", .veteran = TRUE },
    { .name = "A Battery RFA", .side = UMPIRE_SIDE_ATTACKER, .nation = "british", .kind = "artillery",
      .strength = 0, .system = "derosa" },
  };

  umpire_test_run_cli (&run, "setup", "run", "--seed", "3", "--year", "1916", "--attacker", "britain",
                       "--defender", "germany", "--attacker-units", "30", "--defender-units", "24",
                       "--terrain", "open", "--battle", "local", "--title", "Somme, first day", "-o", path, NULL);
  g_assert_cmpint (run.status, ==, 0);

  scenario = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  umpire_scenario_add_system (scenario, "derosa");
  umpire_scenario_add_system (scenario, "weltkrieg");
  umpire_scenario_set_notes (scenario, "Rain all morning.");
  umpire_scenario_set_system_units (scenario, "derosa", units, G_N_ELEMENTS (units));
  umpire_scenario_set_turn (scenario, 4);
  fire_at_ir169 (scenario);
  {
    UmpireDerosaMoraleInput input = { .figures = 7, .state = UMPIRE_DEROSA_GOOD, .unit = "IR 169" };
    g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
    g_autoptr(UmpireResult) result = NULL;

    g_assert_true (umpire_dice_push (dice, 1, 10, NULL));
    result = umpire_derosa_morale (rules, &input, dice, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (umpire_result_get_value (result, "new-state"), !=, "good");
    *morale = g_strdup (umpire_result_get_value (result, "new-state"));
    umpire_scenario_record (scenario, result, NULL, UMPIRE_SIDE_DEFENDER);
  }
  {
    UmpireCombatInput input = { "1914-1916", 30, 8, 0, "clear" };
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4,3");
    g_autoptr(UmpireResult) result = umpire_combat_resolve (rules, &input, dice, &error);

    g_assert_no_error (error);
    *defender_loss = g_strdup (umpire_result_get_value (result, "defender-loss"));
    g_assert_cmpint (atoi (*defender_loss), >, 0);
    umpire_scenario_record (scenario, result, NULL, UMPIRE_SIDE_ATTACKER);
  }
  g_assert_true (umpire_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

static void
assert_file_schema (const char *path)
{
  g_autofree char *xml = NULL;

  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  umpire_test_assert_scenario_schema (xml);
}

static const UmpireUnit *
find_unit (UmpireScenario *scenario,
           const char     *name)
{
  const GPtrArray *units = umpire_scenario_get_units (scenario);

  for (guint i = 0; i < units->len; i++)
    if (g_str_equal (((UmpireUnit *) g_ptr_array_index (units, i))->name, name))
      return g_ptr_array_index (units, i);
  return NULL;
}

/* The case: a De Rosa roster with its casualties and a 1916
 * setup's sides carried into a new file that opens; what was not carried
 * is listed; both files name each other. */
static void
test_carries_roster_and_sides (void)
{
  g_autofree char *morale = NULL;
  g_autofree char *loss = NULL;
  g_autofree char *path = write_battle ("somme.umpire", &morale, &loss);
  g_autofree char *next_path = g_build_filename (work_dir, "somme-2.umpire", NULL);
  g_autofree char *carry_ir169 = NULL;
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(UmpireScenario) next = NULL;
  g_autoptr(UmpireScenario) old = NULL;
  g_autoptr(UmpireBattleState) state = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(UmpireTestRun) run = { 0 };
  g_auto(UmpireTestRun) text = { 0 };
  const UmpireUnit *unit;
  const UmpireBattleLink *previous;
  const GPtrArray *successors;

  guint n_events;

  old = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  n_events = umpire_scenario_get_n_events (old);
  g_clear_object (&old);

  umpire_test_run_cli (&run, "scenario", "continue", path, "-o", next_path, "--xml", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  /* What carries over, with the figures the state gives. */
  carry_ir169 = g_strdup_printf ("<carry id=\"unit:IR 169\" kind=\"unit\" side=\"defender\" carried=\"yes\" "
                                 "value=\"7\" morale=\"%s\"", morale);
  g_assert_nonnull (strstr (run.out, carry_ir169));
  g_assert_nonnull (strstr (run.out, "<carry id=\"attacker\" kind=\"side\" side=\"attacker\" carried=\"yes\" value=\"30\""));
  g_assert_nonnull (strstr (run.out, "<carry id=\"losses:defender\""));
  /* A battery set up with no figures carries nothing. */
  g_assert_null (strstr (run.out, "unit:A Battery RFA"));
  /* What does not, each with why. */
  for (guint i = 0; i < 7; i++)
    {
      const char *ids[] = { "support", "heavy-weapons", "ground", "proximity-lull", "turn", "log", "notes" };
      g_autofree char *tag = g_strdup_printf ("<left-behind id=\"%s\" what=\"", ids[i]);

      g_assert_nonnull (strstr (run.out, tag));
    }
  g_assert_nonnull (strstr (run.out, "<left-behind id=\"wiped-out\" what=\"A Battery RFA\""));

  /* The new battle opens (and follows the schema). */
  assert_file_schema (next_path);
  next = umpire_scenario_load_file (next_path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_scenario_get_title (next), ==, "Somme, first day, next battle");
  g_assert_true (umpire_scenario_uses_system (next, "1916"));
  g_assert_true (umpire_scenario_uses_system (next, "derosa"));
  g_assert_cmpint (umpire_scenario_get_year (next), ==, 1916);
  g_assert_cmpstr (umpire_scenario_get_side_nation (next, UMPIRE_SIDE_ATTACKER), ==, "britain");
  g_assert_cmpint (umpire_scenario_get_side_sub_units (next, UMPIRE_SIDE_ATTACKER), ==, 30);
  g_assert_cmpstr (umpire_scenario_get_side_nation (next, UMPIRE_SIDE_DEFENDER), ==, "germany");
  g_assert_cmpint (umpire_scenario_get_side_sub_units (next, UMPIRE_SIDE_DEFENDER), ==, 24);
  g_assert_null (umpire_scenario_get_battle (next));
  g_assert_null (umpire_scenario_get_terrain (next));
  g_assert_null (umpire_scenario_get_notes (next));
  g_assert_cmpuint (umpire_scenario_get_n_events (next), ==, 0);
  g_assert_cmpint (umpire_scenario_get_turn (next), ==, 1);
  /* The roster as the battle left it: IR 169's casualties and morale. */
  g_assert_cmpuint (umpire_scenario_get_units (next)->len, ==, 2);
  unit = find_unit (next, "IR 169");
  g_assert_nonnull (unit);
  g_assert_cmpint (unit->strength, ==, 7);
  g_assert_cmpstr (unit->morale, ==, morale);
  g_assert_true (unit->veteran);
  g_assert_cmpstr (unit->system, ==, "derosa");
  g_assert_cmpint (unit->side, ==, UMPIRE_SIDE_DEFENDER);
  unit = find_unit (next, "2nd Royal Fusiliers");
  g_assert_nonnull (unit);
  g_assert_cmpint (unit->strength, ==, 20);
  g_assert_cmpstr (unit->morale, ==, "good");
  g_assert_true (unit->trained);
  /* Der Weltkrieg losses carried, and read by the next battle's state. */
  g_assert_cmpstr (umpire_scenario_get_carried_figure (next, UMPIRE_SIDE_DEFENDER, "loss"), ==, loss);
  state = umpire_battle_state_new (next);
  g_assert_cmpstr (umpire_battle_state_get (state, UMPIRE_STATE_DEFENDER, "loss-before"), ==, loss);
  g_assert_cmpstr (umpire_battle_state_get_unit (state, "IR 169", "figures"), ==, "7");
  g_assert_cmpstr (umpire_battle_state_get_unit (state, "IR 169", "morale"), ==, morale);

  /* Each names the other; the old keeps its log, the previous version kept. */
  previous = umpire_scenario_get_previous_battle (next);
  g_assert_nonnull (previous);
  g_assert_cmpstr (previous->file, ==, "somme.umpire");
  g_assert_cmpstr (previous->title, ==, "Somme, first day");
  assert_file_schema (path);
  old = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  successors = umpire_scenario_get_next_battles (old);
  g_assert_cmpuint (successors->len, ==, 1);
  g_assert_cmpstr (((UmpireBattleLink *) g_ptr_array_index (successors, 0))->file, ==, "somme-2.umpire");
  g_assert_cmpstr (((UmpireBattleLink *) g_ptr_array_index (successors, 0))->title, ==,
                   "Somme, first day, next battle");
  g_assert_cmpuint (umpire_scenario_get_n_events (old), ==, n_events);
  g_assert_cmpuint (umpire_scenario_get_cursor (old), ==, n_events);
  g_assert_cmpstr (umpire_scenario_get_notes (old), ==, "Rain all morning.");
  g_assert_true (g_file_test (backup, G_FILE_TEST_IS_REGULAR));

  /* The text says the same for people. */
  umpire_test_run_cli (&text, "scenario", "continue", path, "--list", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "[x] IR 169 — 7 of 12 figures"));
  g_assert_nonnull (strstr (text.out, "[x] Attacker: British — 30 sub-units (attacker)"));
  g_assert_nonnull (strstr (text.out, "Does not carry over:"));
  g_assert_nonnull (strstr (text.out, "A Battery RFA: wiped out: no figures left"));
  /* A second next battle is made knowingly. */
  g_assert_nonnull (strstr (text.out, "Already continued in “Somme, first day, next battle” (somme-2.umpire)"));
}

/* Items left out stay out; --list writes nothing; bad use changes no
 * file. */
static void
test_leave_out (void)
{
  g_autofree char *morale = NULL;
  g_autofree char *loss = NULL;
  g_autofree char *path = write_battle ("verdun.umpire", &morale, &loss);
  g_autofree char *later = g_build_filename (work_dir, "later", NULL);
  g_autofree char *next_path = g_build_filename (later, "verdun-2.umpire", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *absolute = g_canonicalize_filename (path, NULL);
  g_autoptr(UmpireScenario) next = NULL;
  g_autoptr(UmpireScenario) old = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(UmpireTestRun) list = { 0 };
  g_auto(UmpireTestRun) run = { 0 };
  g_auto(UmpireTestRun) unknown = { 0 };
  g_auto(UmpireTestRun) over = { 0 };
  g_auto(UmpireTestRun) no_output = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (later, 0700), ==, 0);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  umpire_test_run_cli (&list, "scenario", "continue", path, "--list", "--without", "unit:IR 169",
                       "--without", "losses:defender", "--xml", NULL);
  g_assert_cmpint (list.status, ==, 0);
  g_assert_nonnull (strstr (list.out, "<carry id=\"unit:IR 169\" kind=\"unit\" side=\"defender\" carried=\"no\""));
  g_assert_nonnull (strstr (list.out, "<carry id=\"losses:defender\" kind=\"losses\" side=\"defender\" carried=\"no\""));
  g_assert_nonnull (strstr (list.out, "<carry id=\"defender\" kind=\"side\" side=\"defender\" carried=\"yes\""));
  g_assert_false (g_file_test (next_path, G_FILE_TEST_EXISTS));

  /* An item it has not, the input as output, no output: nothing written. */
  umpire_test_run_cli (&unknown, "scenario", "continue", path, "-o", next_path, "--without", "unit:IR 999", NULL);
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_nonnull (strstr (unknown.err, "without"));
  g_assert_nonnull (strstr (unknown.err, "unit:IR 169"));
  umpire_test_run_cli (&over, "scenario", "continue", path, "-o", path, NULL);
  g_assert_cmpint (over.status, ==, 1);
  umpire_test_run_cli (&no_output, "scenario", "continue", path, NULL);
  g_assert_cmpint (no_output.status, ==, 2);
  g_assert_false (g_file_test (next_path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  umpire_test_run_cli (&run, "scenario", "continue", path, "-o", next_path, "--without", "unit:IR 169",
                       "--without", "defender", "--title", "Verdun, later", NULL);
  g_assert_cmpint (run.status, ==, 0);
  next = umpire_scenario_load_file (next_path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_scenario_get_title (next), ==, "Verdun, later");
  g_assert_null (find_unit (next, "IR 169"));
  g_assert_nonnull (find_unit (next, "2nd Royal Fusiliers"));
  g_assert_null (umpire_scenario_get_side_nation (next, UMPIRE_SIDE_DEFENDER));
  g_assert_cmpstr (umpire_scenario_get_side_nation (next, UMPIRE_SIDE_ATTACKER), ==, "britain");
  /* The losses are an item of their own: carried though the side is not. */
  g_assert_cmpstr (umpire_scenario_get_carried_figure (next, UMPIRE_SIDE_DEFENDER, "loss"), ==, loss);
  /* In another folder: the new names the old by its absolute path, the
   * old the new relative to its own folder. */
  g_assert_cmpstr (umpire_scenario_get_previous_battle (next)->file, ==, absolute);
  old = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (((UmpireBattleLink *) g_ptr_array_index (umpire_scenario_get_next_battles (old), 0))->file, ==,
                   "later/verdun-2.umpire");
}

/* A campaign: the losses add up from battle to battle. */
static void
test_losses_add_up (void)
{
  g_autofree char *morale = NULL;
  g_autofree char *loss = NULL;
  g_autofree char *path = write_battle ("ypres.umpire", &morale, &loss);
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(UmpireScenario) second = NULL;
  g_autoptr(UmpireScenario) third = NULL;
  g_autoptr(UmpireContinuation) first_to_second = NULL;
  g_autoptr(UmpireContinuation) second_to_third = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *doubled = NULL;

  scenario = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);
  first_to_second = umpire_continuation_new (scenario, rules);
  second = umpire_continuation_make (first_to_second, NULL);
  umpire_continuation_link (scenario, path, second, "ypres-2.umpire");
  /* The same combat again in the second battle. */
  {
    UmpireCombatInput input = { "1914-1916", 30, 8, 0, "clear" };
    g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4,3");
    g_autoptr(UmpireResult) result = umpire_combat_resolve (rules, &input, dice, &error);

    g_assert_no_error (error);
    umpire_scenario_record (second, result, NULL, UMPIRE_SIDE_ATTACKER);
  }
  second_to_third = umpire_continuation_new (second, rules);
  third = umpire_continuation_make (second_to_third, "Third Ypres");
  doubled = g_strdup_printf ("%d", 2 * atoi (loss));
  g_assert_cmpstr (umpire_scenario_get_carried_figure (third, UMPIRE_SIDE_DEFENDER, "loss"), ==, doubled);
  g_assert_cmpstr (umpire_scenario_get_title (third), ==, "Third Ypres");
  g_assert_true (umpire_continuation_set_carried (second_to_third, "rules", FALSE, &error));
  g_clear_object (&third);
  third = umpire_continuation_make (second_to_third, NULL);
  g_assert_null (umpire_scenario_get_systems (third)[0]);
  g_assert_cmpint (umpire_scenario_get_year (third), ==, 0);
}

/* Links are format 4: a format 3 file with one is refused, FILE:LINE; a
 * figure carried is a number. */
static void
test_format (void)
{
  static const char *const bad[] = {
    "<?xml version=\"1.0\"?>\n<scenario xmlns=\"" UMPIRE_SCENARIO_NAMESPACE "\" format-version=\"3\">\n"
    "<next-battle file=\"b.umpire\"/>\n<play turn=\"1\" lull-start=\"0\" lulls=\"0\"/><log cursor=\"0\"/></scenario>\n",
    "<?xml version=\"1.0\"?>\n<scenario xmlns=\"" UMPIRE_SCENARIO_NAMESPACE "\" format-version=\"4\">\n"
    "<previous-battle file=\"a.umpire\">\n<carried side=\"attacker\" name=\"loss\" value=\"1e5\"/></previous-battle>\n"
    "<play turn=\"1\" lull-start=\"0\" lulls=\"0\"/><log cursor=\"0\"/></scenario>\n",
    "<?xml version=\"1.0\"?>\n<scenario xmlns=\"" UMPIRE_SCENARIO_NAMESPACE "\" format-version=\"4\">\n"
    "<play turn=\"1\" lull-start=\"0\" lulls=\"0\"/>\n<next-battle file=\"b.umpire\"/><log cursor=\"0\"/></scenario>\n",
  };
  const char *good = "<?xml version=\"1.0\"?>\n<scenario xmlns=\"" UMPIRE_SCENARIO_NAMESPACE "\" format-version=\"4\">\n"
                     "<previous-battle file=\"a.umpire\" title=\"A\">\n"
                     "<carried side=\"defender\" name=\"loss\" value=\"12.5\"/></previous-battle>\n"
                     "<next-battle file=\"c.umpire\"/><next-battle file=\"d.umpire\" title=\"D\"/>\n"
                     "<play turn=\"1\" lull-start=\"0\" lulls=\"0\"/><log cursor=\"0\"/></scenario>\n";
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) local = NULL;
      g_autoptr(UmpireScenario) refused = umpire_scenario_load_data (bad[i], strlen (bad[i]), "bad.umpire", &local);

      g_assert_null (refused);
      g_assert_error (local, UMPIRE_SCENARIO_ERROR, UMPIRE_SCENARIO_ERROR_SCHEMA);
      g_assert_true (g_str_has_prefix (local->message, "bad.umpire:"));
    }
  scenario = umpire_scenario_load_data (good, strlen (good), "good.umpire", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_scenario_get_previous_battle (scenario)->title, ==, "A");
  g_assert_cmpstr (umpire_scenario_get_carried_figure (scenario, UMPIRE_SIDE_DEFENDER, "loss"), ==, "12.5");
  g_assert_cmpuint (umpire_scenario_get_next_battles (scenario)->len, ==, 2);
  /* Written back as read, in format 4 and following the schema. */
  xml = umpire_scenario_to_xml (scenario);
  g_assert_nonnull (strstr (xml, "format-version=\"4\""));
  g_assert_nonnull (strstr (xml, "<carried side=\"defender\" name=\"loss\" value=\"12.5\"/>"));
  umpire_test_assert_scenario_schema (xml);
  /* A scenario without links stays in the format the Umpire of before reads. */
  {
    g_autoptr(UmpireScenario) plain = umpire_scenario_new ();
    g_autofree char *plain_xml = umpire_scenario_to_xml (plain);

    g_assert_nonnull (strstr (plain_xml, "format-version=\"2\""));
  }
}

static void
test_link_path (void)
{
  static const struct { const char *from, *to, *expected; } cases[] = {
    { "/games/a.umpire", "/games/b.umpire", "b.umpire" },
    { "/games/a.umpire", "/games/1917/b.umpire", "1917/b.umpire" },
    { "/games/1917/b.umpire", "/games/a.umpire", "/games/a.umpire" },
    { "/games/a.umpire", "/gamesx/b.umpire", "/gamesx/b.umpire" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = umpire_continuation_dup_link_path (cases[i].from, cases[i].to);

      g_assert_cmpstr (path, ==, cases[i].expected);
    }
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = g_build_filename (path, name, NULL);

      if (g_file_test (file, G_FILE_TEST_IS_DIR))
        remove_tree (file);
      else
        g_unlink (file);
    }
  g_rmdir (path);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_autofree char *localedir = NULL;

  g_test_init (&argc, &argv, NULL);
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  g_setenv ("UMPIRE_LOCALEDIR", localedir, TRUE);
  g_unsetenv ("LANGUAGE");
  rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);
  work_dir = g_dir_make_tmp ("umpire-continue-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/umpire/campaign/carries-roster-and-sides", test_carries_roster_and_sides);
  g_test_add_func ("/umpire/campaign/leave-out", test_leave_out);
  g_test_add_func ("/umpire/campaign/losses-add-up", test_losses_add_up);
  g_test_add_func ("/umpire/campaign/format", test_format);
  g_test_add_func ("/umpire/campaign/link-path", test_link_path);
  status = g_test_run ();

  remove_tree (work_dir);
  g_object_unref (rules);
  g_free (work_dir);
  return status;
}
