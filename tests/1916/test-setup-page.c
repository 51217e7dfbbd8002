/* test-setup-page.c: the 1916 setup assistant, run from step 1 to step 9
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Real widgets under Xvfb. The session dice are seeded (1916); the dice the
 * umpire "reads off the table" are typed into the die fields, so most values
 * below are worked out by hand from 004_fa4e7880f134310e.txt and
 * 002_f016aff109a07b2a.txt. Rolls left to the seeded dice are checked for
 * what the rules fix regardless of the die.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <glib/gstdio.h>

#include "umpire-correction.h"
#include "umpire-scenario-file.h"
#include "umpire-setup.h"
#include "umpire-odds-chart.h"
#include "umpire-odds-worker.h"
#include "umpire-setup-optional.h"
#include "umpire-setup-page.h"
#include "umpire-setup-step-bombardment.h"
#include "umpire-setup-step-counterbattery.h"
#include "umpire-battle-state.h"
#include "umpire-field-row.h"
#include "umpire-setup-step-header.h"
#include "umpire-setup-step-heavy.h"
#include "umpire-setup-step-summary.h"
#include "umpire-setup-step-support.h"
#include "umpire-setup-turns.h"
#include "umpire-catalogue.h"
#include "umpire-columns.h"
#include "umpire-form.h"
#include "umpire-log-row.h"
#include "umpire-procedure.h"
#include "umpire-test-gui.h"
#include "umpire-test-language.h"


static gboolean
no_odds_running (gpointer data)
{
  return umpire_odds_worker_get_n_running () == 0;
}

/* Odds are worked out off the main thread: until they are shown. */
static void
wait_odds (void)
{
  /* A form queues its odds at idle: let it start them first. */
  umpire_test_iterate_pending ();
  umpire_test_iterate_until (no_odds_running, NULL);
  umpire_test_iterate_pending ();
}

static UmpireRules *rules;

/* The steps as the page orders them, and its two other views. */
enum { HEADER, SUPPORT, HEAVY, DEFENSIVE, PROXIMITY, PLACEMENT, COUNTERBATTERY, BOMBARDMENT, SUMMARY, TURNS, OPTIONAL };
#define ATT UMPIRE_SIDE_ATTACKER
#define DEF UMPIRE_SIDE_DEFENDER
#define NONE UMPIRE_SIDE_NONE

static GtkWidget *
step (GtkWidget *page,
      guint      which)
{
  UmpireSetupPage *setup = UMPIRE_SETUP_PAGE (page);

  if (which == TURNS)
    return umpire_setup_page_get_turns (setup);
  if (which == OPTIONAL)
    return umpire_setup_page_get_optional_rules (setup);
  return umpire_setup_page_get_step_widget (setup, which);
}

/* A field by the name its step gives it (the procedure's input), or NULL. */
static GtkWidget *
maybe_field (GtkWidget  *page,
             guint       which,
             UmpireSide  side,
             const char *name)
{
  return umpire_setup_step_get_field (UMPIRE_SETUP_STEP (step (page, which)), side, name);
}

static GtkWidget *
field (GtkWidget  *page,
       guint       which,
       UmpireSide  side,
       const char *name)
{
  GtkWidget *widget = maybe_field (page, which, side, name);

  if (widget == NULL)
    g_error ("step %u has no field %s for %s", which, name, umpire_side_to_string (side));
  return widget;
}

static void
type (GtkWidget  *widget,
      const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (widget), text);
}

static void
spin (GtkWidget *widget,
      double     value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), value);
}

/* The scope a step's fields for `side` are in. */
static const char *
scope_of (UmpireSide side)
{
  return side == NONE ? NULL : umpire_side_to_string (side);
}

/* Picks the choice whose id is `id`, as the umpire picks the label people
 * read for it. */
static void
choose (GtkWidget  *page,
        guint       which,
        UmpireSide  side,
        const char *name,
        const char *id)
{
  UmpireFieldRows *fields = umpire_setup_step_get_fields (UMPIRE_SETUP_STEP (step (page, which)));

  field (page, which, side, name);
  umpire_field_rows_set_value (fields, scope_of (side), name, id);
  if (g_strcmp0 (umpire_field_rows_get_choice (fields, scope_of (side), name), id) != 0)
    g_error ("no %s", id);
}

static void
check (GtkWidget  *page,
       const char *key,
       const char *value,
       const char *expected)
{
  UmpireResult *result = umpire_setup_page_get_result (UMPIRE_SETUP_PAGE (page), key);

  if (result == NULL)
    g_error ("no result %s", key);
  if (g_strcmp0 (umpire_result_get_value (result, value), expected) != 0)
    g_error ("%s %s: %s, expected %s", key, value, umpire_result_get_value (result, value), expected);
}

static void
act (GtkWidget  *page,
     const char *action,
     GVariant   *target)
{
  g_assert_true (gtk_widget_activate_action_variant (page, action, target));
}

static void
test_whole_assistant (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = umpire_setup_page_new (rules, dice);
  UmpireSetupPage *setup = UMPIRE_SETUP_PAGE (page);
  UmpireResult *result;
  GtkWidget *error_entry;

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpuint (umpire_setup_page_get_step (setup), ==, 0);

  /* Step 1: 1916, a local attack, 20 German sub-units against 15 British: 35 */
  spin (field (page, HEADER, NONE, "year"), 1916);
  choose (page, HEADER, NONE, "battle", "local");
  choose (page, HEADER, ATT, "nation", "germany");
  choose (page, HEADER, DEF, "nation", "britain");
  spin (field (page, HEADER, ATT, "units"), 20);
  spin (field (page, HEADER, DEF, "units"), 15);
  g_assert_cmpstr (umpire_setup_step_header_get_total (UMPIRE_SETUP_STEP_HEADER (step (page, HEADER))), ==,
                   "Sub-units on the battlefield, both sides: 35");
  /* the umpire switches to the earlier reading of the support chart's header */
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (field (page, SUPPORT, NONE, "support-reading"))));
  gtk_switch_set_active (GTK_SWITCH (field (page, SUPPORT, NONE, "support-reading")), TRUE);

  /* Step 2 */
  act (page, "setup.next", NULL);
  g_assert_cmpuint (umpire_setup_page_get_step (setup), ==, 1);
  /* a die of 7 is refused on its field, nothing is rolled */
  type (field (page, SUPPORT, ATT, "barrage-die"), "7");
  act (step (page, SUPPORT), "step.roll", NULL);
  error_entry = field (page, SUPPORT, ATT, "barrage-die");
  g_assert_true (gtk_widget_has_css_class (error_entry, "error"));
  g_assert_null (umpire_setup_page_get_result (setup, "support-attacker-barrage"));

  type (field (page, SUPPORT, ATT, "barrage-die"), "4");     /* local attacker .40 x 35 = 14 */
  type (field (page, SUPPORT, ATT, "on-call-die"), "6");     /* on-call .40 x 35 = 14 */
  type (field (page, SUPPORT, ATT, "airstrikes-die"), "5");  /* 2 airstrikes */
  type (field (page, SUPPORT, ATT, "gas-die"), "5");         /* German column: yes */
  type (field (page, SUPPORT, DEF, "barrage-die"), "3");     /* local defender .20 x 35 = 7 */
  type (field (page, SUPPORT, DEF, "on-call-die"), "1");     /* .05 x 35 = 1.75 -> 2 */
  type (field (page, SUPPORT, DEF, "airstrikes-die"), "4");  /* 1 airstrike */
  /* the defender's gas die stays empty: in the earlier reading the defender
   * does not roll for gas */
  act (step (page, SUPPORT), "step.roll", NULL);
  g_assert_false (gtk_widget_has_css_class (error_entry, "error"));
  check (page, "support-attacker-barrage", "count", "14");
  check (page, "support-attacker-barrage", "rate", "0.40");
  check (page, "support-attacker-on-call", "count", "14");
  check (page, "support-attacker-airstrikes", "count", "2");
  check (page, "support-attacker-gas", "rate", "yes");
  check (page, "support-defender-barrage", "count", "7");
  check (page, "support-defender-on-call", "count", "2");
  check (page, "support-defender-airstrikes", "count", "1");
  check (page, "support-defender-gas", "rate", "no");
  check (page, "support-defender-gas", "die", NULL);
  g_assert_cmpstr (umpire_result_get_input (umpire_setup_page_get_result (setup, "support-defender-gas"),
                                            "support-reading"), ==, UMPIRE_SUPPORT_READING_EARLIER);
  /* the gas result carries over to counter-battery and bombardment */
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (field (page, COUNTERBATTERY, ATT, "gas"))));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (field (page, COUNTERBATTERY, DEF, "gas"))));

  /* Step 3: 1916 recommends field guns F, light trench mortars C, German HMG F */
  act (page, "setup.next", NULL);
  g_assert_nonnull (maybe_field (page, HEAVY, ATT, "german-hmg-die"));
  g_assert_null (maybe_field (page, HEAVY, DEF, "german-hmg-die"));
  type (field (page, HEAVY, ATT, "field-gun-die"), "6");            /* F .15 x 20 = 3 */
  type (field (page, HEAVY, ATT, "light-trench-mortar-die"), "5");  /* C .50 x 20 = 10 */
  type (field (page, HEAVY, ATT, "german-hmg-die"), "4");           /* F .05 x 20 = 1 */
  type (field (page, HEAVY, DEF, "field-gun-die"), "6");            /* F .15 x 15 = 2.25 -> 2 */
  /* the umpire picks column B instead of C: .55 x 15 = 8.25 -> 8 */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (field (page, HEAVY, DEF, "light-trench-mortar-column")), 1);
  type (field (page, HEAVY, DEF, "light-trench-mortar-die"), "3");
  /* an unassigned column for the umpire's own category: D, die 2: .10 x 20 = 2 */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (field (page, HEAVY, ATT, "other-use")), TRUE);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (field (page, HEAVY, ATT, "other-column")), 3);
  type (field (page, HEAVY, ATT, "other-die"), "2");
  act (step (page, HEAVY), "step.roll", NULL);
  check (page, "heavy-attacker-other", "bases", "2");
  g_assert_null (umpire_setup_page_get_result (setup, "heavy-defender-other"));
  check (page, "heavy-attacker-field-gun", "bases", "3");
  check (page, "heavy-attacker-light-trench-mortar", "bases", "10");
  check (page, "heavy-attacker-german-hmg", "bases", "1");
  check (page, "heavy-defender-field-gun", "bases", "2");
  check (page, "heavy-defender-light-trench-mortar", "rate", "0.55");
  check (page, "heavy-defender-light-trench-mortar", "bases", "8");

  /* Step 4: values entered by the umpire; 35 / 20 = 1.75 -> 2 rolls each */
  act (page, "setup.next", NULL);
  spin (field (page, DEFENSIVE, ATT, "trenches"), 3);
  spin (field (page, DEFENSIVE, DEF, "trenches"), 4);
  spin (field (page, DEFENSIVE, DEF, "wire"), 5);
  act (step (page, DEFENSIVE), "step.roll", NULL);
  check (page, "defensive-attacker", "rolls", "2");
  check (page, "defensive-attacker", "bunkers", "0");
  check (page, "defensive-defender", "rolls", "2");
  result = umpire_setup_page_get_result (setup, "defensive-defender");
  g_assert_cmpint (atoi (umpire_result_get_value (result, "trenches")), <=, 2);
  g_assert_cmpuint (strlen (umpire_result_get_value (result, "wire-dice")), ==, 3);   /* "d,d" */

  /* Step 5: open terrain, die 2: 180 yards, 6" at medium scale; lulls from turn 2 */
  act (page, "setup.next", NULL);
  choose (page, PROXIMITY, NONE, "terrain", "open");
  choose (page, PROXIMITY, NONE, "scale", "medium");
  type (field (page, PROXIMITY, NONE, "die"), "2");
  act (step (page, PROXIMITY), "step.roll", NULL);
  check (page, "proximity", "yards", "180");
  check (page, "proximity", "inches", "6");
  check (page, "proximity", "lull-start-turn", "2");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (field (page, TURNS, NONE, "start-turn"))), ==, 2);

  /* Steps 6-7: the checklist */
  act (page, "setup.next", NULL);
  g_assert_cmpuint (umpire_setup_page_get_step (setup), ==, 5);

  /* Step 8: the attacker spends 2 (4,5 +1 gas = 5,6: 2 destroyed); the
   * defender 1 (6: 1 destroyed). Left: attacker 14 - 2 - 1 = 11, defender 7 - 1 - 2 = 4 */
  act (page, "setup.next", NULL);
  spin (field (page, COUNTERBATTERY, ATT, "barrages"), 2);
  type (field (page, COUNTERBATTERY, ATT, "dice"), "4,5");
  spin (field (page, COUNTERBATTERY, DEF, "barrages"), 1);
  type (field (page, COUNTERBATTERY, DEF, "dice"), "6");
  act (step (page, COUNTERBATTERY), "step.roll", NULL);
  check (page, "counterbattery-attacker", "destroyed", "2");
  check (page, "counterbattery-defender", "destroyed", "1");
  g_assert_cmpstr (umpire_setup_step_counterbattery_get_barrages_left (UMPIRE_SETUP_STEP_COUNTERBATTERY (step (page, COUNTERBATTERY))), ==,
                   "Barrages left for the bombardment: attacker 11, defender 4");

  /* Step 9: the attacker's Target 1 (4 bases, 1 barrage) lost a base; Target 2
   * (3 bases, 2 barrages) has a veteran officer (601 on). 4 x 1 + 3 x 2 = 10 rolls */
  act (page, "setup.next", NULL);
  g_assert_cmpuint (umpire_setup_page_get_step (setup), ==, 7);
  gtk_switch_set_active (GTK_SWITCH (field (page, OPTIONAL, NONE, "601")), TRUE);
  /* Empty on the shown step, after being drawn (GTK writes a spin
   * button's value out again when it is realized). */
  umpire_test_iterate_until (umpire_test_widget_is_allocated, field (page, BOMBARDMENT, ATT, "target-1-bases-lost"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (page, BOMBARDMENT, ATT, "target-1-bases-lost"))), ==, "");
  spin (field (page, BOMBARDMENT, ATT, "target-1-bases-lost"), 1);
  act (step (page, BOMBARDMENT), "step.add-target", g_variant_new_string ("attacker"));
  spin (field (page, BOMBARDMENT, ATT, "target-2-bases"), 3);
  spin (field (page, BOMBARDMENT, ATT, "target-2-barrages"), 2);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (field (page, BOMBARDMENT, ATT, "target-2-veteran-officer")), TRUE);
  act (step (page, BOMBARDMENT), "step.roll", NULL);
  check (page, "bombardment-attacker", "base-rolls", "10");
  check (page, "bombardment-attacker", "barrages-used", "3");
  check (page, "bombardment-attacker", "barrages-left", "8");
  check (page, "bombardment-attacker", "gassed", "Target 1");
  check (page, "bombardment-attacker", "morale-checks", "Target 1");
  check (page, "bombardment-attacker", "target-1-modifier", "0");
  result = umpire_setup_page_get_result (setup, "bombardment-attacker");
  g_assert_true (g_strv_contains ((const char *[]) { "0", "-1", NULL },
                                  umpire_result_get_value (result, "target-2-modifier")));
  /* Target 2's "Lost" was left empty, as a new target's is: not rolled yet,
   * not a loss of 0 (nor -1 on screen). */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (page, BOMBARDMENT, ATT, "target-2-bases-lost"))), ==, "");
  g_assert_cmpstr (umpire_result_get_input (result, "target-1-bases-lost"), ==, "1");
  g_assert_null (umpire_result_get_input (result, "target-2-bases-lost"));
  check (page, "bombardment-defender", "base-rolls", "4");
  check (page, "bombardment-defender", "gassed", "");

  /* Back to the start: nothing lost */
  for (int i = 0; i < 7; i++)
    act (page, "setup.back", NULL);
  g_assert_cmpuint (umpire_setup_page_get_step (setup), ==, 0);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (field (page, HEADER, ATT, "units"))), ==, 20);
  umpire_setup_page_set_step (setup, 2);
  /* What was picked stays; the dice typed in were used and cleared. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (page, HEAVY, ATT, "field-gun-die"))), ==, "");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (field (page, HEAVY, DEF, "light-trench-mortar-column"))), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (page, SUPPORT, ATT, "barrage-die"))), ==, "");
  check (page, "support-attacker-barrage", "count", "14");

  /* Play: turn 1 is before the start turn 2: no roll. Turn 7, a 6: long lull */
  act (step (page, TURNS), "play.lull", NULL);
  check (page, "lull", "lull", "none");
  spin (field (page, TURNS, NONE, "turn"), 7);
  /* Before the roll: 1 in 6 this turn, and by turn 7 from turn 2: 1 - (5/6)^6 = 67%. */
  {
    UmpireSetupTurns *turns = UMPIRE_SETUP_TURNS (step (page, TURNS));

    g_assert_cmpstr (umpire_setup_turns_get_lull_chance_text (turns), ==,
                     "By turn 7 (rolls from turn 2): 67% chance of a lull");
    g_assert_nonnull (strstr (umpire_odds_view_get_words (umpire_setup_turns_get_lull_odds (turns)), "17%"));
  }
  type (field (page, TURNS, NONE, "die"), "6");
  act (step (page, TURNS), "play.lull", NULL);
  check (page, "lull", "lull", "long");
  check (page, "lull-features", "gassed-recovery", "5,6");
  check (page, "lull-features", "extra-on-call", "Yes");
  act (step (page, TURNS), "play.declare", g_variant_new_string ("short"));
  check (page, "lull", "lull", "short");
  check (page, "lull-features", "extra-on-call", "No");
  /* Reinforcements: defender, 4: 3 sub-units and 1 HMG; 202 on: two assault moves */
  gtk_switch_set_active (GTK_SWITCH (field (page, OPTIONAL, NONE, "202")), TRUE);
  choose (page, TURNS, NONE, "reinforcements-role", "defender");
  type (field (page, TURNS, NONE, "reinforcements-die"), "4");
  act (step (page, TURNS), "play.reinforcements", NULL);
  check (page, "reinforcements", "infantry", "3");
  check (page, "reinforcements", "hmg", "1");
  check (page, "reinforcements", "depleted", "2");

  /* Optional tools: scouts (outstanding, 300 yds: 2; 4 + 1 = 5) */
  gtk_switch_set_active (GTK_SWITCH (field (page, OPTIONAL, NONE, "205")), TRUE);
  choose (page, OPTIONAL, NONE, "1916.scouts/training", "outstanding");
  spin (field (page, OPTIONAL, NONE, "1916.scouts/range"), 300);
  gtk_switch_set_active (GTK_SWITCH (field (page, OPTIONAL, NONE, "1916.scouts/air-superiority")), TRUE);
  type (field (page, OPTIONAL, NONE, "1916.scouts/die"), "4");
  act (step (page, OPTIONAL), "optional.tool", g_variant_new_string ("1916.scouts"));
  check (page, "optional", "positions", "2");
  check (page, "optional", "success", "yes");
  /* lone assault: weak, 3 + 1 + 2 = 6: K; at 300 yards refused on the range field */
  gtk_switch_set_active (GTK_SWITCH (field (page, OPTIONAL, NONE, "501")), TRUE);
  choose (page, OPTIONAL, NONE, "1916.lone-assault/target", "weak");
  gtk_switch_set_active (GTK_SWITCH (field (page, OPTIONAL, NONE, "1916.lone-assault/great-brave")), TRUE);
  gtk_switch_set_active (GTK_SWITCH (field (page, OPTIONAL, NONE, "1916.lone-assault/active")), TRUE);
  /* Before the roll: each effect's chance, as the fields stand. */
  {
    UmpireOddsView *odds = umpire_setup_optional_get_odds_view (UMPIRE_SETUP_OPTIONAL (step (page, OPTIONAL)),
                                                                "1916.lone-assault");
    g_autofree char *weak = NULL;

    g_assert_nonnull (odds);
    /* Worked out off the main thread. */
    wait_odds ();
    weak = g_strdup (umpire_odds_view_get_words (odds));
    g_assert_nonnull (strstr (weak, "%"));
    choose (page, OPTIONAL, NONE, "1916.lone-assault/target", "full");
    wait_odds ();
    g_assert_cmpstr (umpire_odds_view_get_words (odds), !=, weak);
    choose (page, OPTIONAL, NONE, "1916.lone-assault/target", "weak");
    wait_odds ();
    g_assert_cmpstr (umpire_odds_view_get_words (odds), ==, weak);
  }
  type (field (page, OPTIONAL, NONE, "1916.lone-assault/die"), "3");
  act (step (page, OPTIONAL), "optional.tool", g_variant_new_string ("1916.lone-assault"));
  check (page, "optional", "effect", "K");
  spin (field (page, OPTIONAL, NONE, "1916.lone-assault/range"), 300);
  act (step (page, OPTIONAL), "optional.tool", g_variant_new_string ("1916.lone-assault"));
  g_assert_true (gtk_widget_has_css_class (field (page, OPTIONAL, NONE, "1916.lone-assault/range"), "error"));
  check (page, "optional", "effect", "K");   /* unchanged */
  /* natural antagonists: Germans against British: nothing */
  gtk_switch_set_active (GTK_SWITCH (field (page, OPTIONAL, NONE, "101")), TRUE);
  act (step (page, OPTIONAL), "optional.tool", g_variant_new_string ("1916.natural-antagonists"));
  check (page, "optional", "morale", "+0");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- a scenario file, as `umpire-cli setup run` writes it --------------- */

static void
record (UmpireScenario *scenario,
        UmpireResult   *result,
        UmpireSide      side)
{
  g_assert_nonnull (result);
  umpire_scenario_record (scenario, result, "1916", side);
  g_object_unref (result);
}

/* The events of src/cli/umpire-cli-scenario.c's run_setup, in its order:
 * seeded dice, 1917, France (24) attacks Germany (18), a big push over open
 * ground; support and the recommended heavy weapons per side, then proximity. */
static char *
write_setup_run (const char *dir)
{
  static const char *const categories[] = { "barrage", "on-call", "airstrikes", "gas" };
  const UmpireSide sides[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };
  const char *nations[] = { "france", "germany" };
  const int units[] = { 24, 18 };
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (77);
  g_autoptr(GError) error = NULL;
  UmpireProximityInput proximity = { "open", "large" };
  UmpireEvent *event;
  char *path = g_build_filename (dir, "run.umpire", NULL);

  umpire_scenario_set_title (scenario, "1917: france attacks germany");
  umpire_scenario_set_year (scenario, 1917);
  umpire_scenario_add_system (scenario, "1916");
  umpire_scenario_set_battle (scenario, "big-push");
  umpire_scenario_set_terrain (scenario, "open");
  umpire_scenario_set_scale (scenario, "large");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "france", 24);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 18);
  umpire_scenario_set_optional_rule (scenario, "1916:601", TRUE);
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      g_autoptr(GPtrArray) recommendations = NULL;

      for (guint c = 0; c < G_N_ELEMENTS (categories); c++)
        {
          UmpireSupportInput input = { categories[c], nations[s], 1917, umpire_side_to_string (sides[s]),
                                       "big-push", 24 + 18, FALSE, FALSE, 0 };

          record (scenario, umpire_setup_support (rules, &input, dice, &error), sides[s]);
        }
      recommendations = umpire_setup_heavy_weapon_recommendations (rules, 1917, nations[s], &error);
      g_assert_no_error (error);
      g_assert_cmpuint (recommendations->len, >, 0);
      for (guint r = 0; r < recommendations->len; r++)
        {
          const UmpireHeavyWeaponRecommendation *rec = g_ptr_array_index (recommendations, r);
          UmpireHeavyWeaponsInput input = { rec->column, units[s], rec->label };

          record (scenario, umpire_setup_heavy_weapons (rules, &input, dice, &error), sides[s]);
        }
    }
  record (scenario, umpire_setup_proximity (rules, &proximity, dice, &error), UMPIRE_SIDE_NONE);
  event = umpire_scenario_find_event (scenario, "1916.proximity", UMPIRE_SIDE_NONE);
  umpire_scenario_set_lull_start (scenario,
                                  atoi (umpire_result_get_value (umpire_event_get_result (event), "lull-start-turn")));
  umpire_scenario_set_turn (scenario, 1);
  g_assert_true (umpire_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  return path;
}

static const char *
log_value (UmpireScenario *scenario,
           const char     *procedure,
           UmpireSide      side,
           const char     *category,
           const char     *value)
{
  for (guint i = umpire_scenario_get_cursor (scenario); i > 0; i--)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i - 1);
      UmpireResult *result = umpire_event_get_result (event);

      if (umpire_event_get_side (event) == side && g_str_equal (umpire_event_get_procedure (event), procedure)
          && (category == NULL || g_strcmp0 (umpire_result_get_value (result, "category"), category) == 0))
        return umpire_result_get_value (result, value);
    }
  g_error ("no %s event", procedure);
  return NULL;
}

/* The id of the choice shown. */
static const char *
combo_id (GtkWidget  *page,
          guint       which,
          UmpireSide  side,
          const char *name)
{
  field (page, which, side, name);
  return umpire_field_rows_get_choice (umpire_setup_step_get_fields (UMPIRE_SETUP_STEP (step (page, which))),
                                       scope_of (side), name);
}

static int
spin_value (GtkWidget *widget)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget));
}

/* By default the support chart's header is read as printed: the defender
 * rolls for gas but not for airstrikes. */
/* Rolls every step of the setup for 1916, Germany (20) attacking Britain
 * (24) in a local attack; the defender's light trench mortars on column C
 * with a 1: 0.25 x 24 = 6 bases. */
static void
roll_every_step (GtkWidget *page)
{
  spin (field (page, HEADER, NONE, "year"), 1916);
  choose (page, HEADER, NONE, "battle", "local");
  choose (page, HEADER, ATT, "nation", "germany");
  choose (page, HEADER, DEF, "nation", "britain");
  spin (field (page, HEADER, ATT, "units"), 20);
  spin (field (page, HEADER, DEF, "units"), 24);
  type (field (page, SUPPORT, ATT, "barrage-die"), "4");
  type (field (page, SUPPORT, DEF, "barrage-die"), "3");
  act (step (page, SUPPORT), "step.roll", NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (field (page, HEAVY, DEF, "light-trench-mortar-column")), 2);
  type (field (page, HEAVY, DEF, "light-trench-mortar-die"), "1");
  act (step (page, HEAVY), "step.roll", NULL);
  check (page, "heavy-defender-light-trench-mortar", "bases", "6");
  spin (field (page, DEFENSIVE, DEF, "trenches"), 3);
  act (step (page, DEFENSIVE), "step.roll", NULL);
  choose (page, PROXIMITY, NONE, "terrain", "open");
  type (field (page, PROXIMITY, NONE, "die"), "2");
  act (step (page, PROXIMITY), "step.roll", NULL);
  spin (field (page, COUNTERBATTERY, ATT, "barrages"), 1);
  type (field (page, COUNTERBATTERY, ATT, "dice"), "4");
  act (step (page, COUNTERBATTERY), "step.roll", NULL);
  act (step (page, BOMBARDMENT), "step.roll", NULL);
  g_assert_nonnull (umpire_setup_page_get_result (UMPIRE_SETUP_PAGE (page), "counterbattery-attacker"));
  g_assert_nonnull (umpire_setup_page_get_result (UMPIRE_SETUP_PAGE (page), "bombardment-attacker"));
}

/* Issue 24's blocker, in the window: the defender corrected from 24 to 28
 * sub-units after every step was rolled. The mortars are computed again
 * with their recorded die (7 bases); what its dice cannot follow is marked
 * out of date, saying why; one undo takes the whole correction back. */
static void
test_correction_flow (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = umpire_setup_page_new (rules, dice);
  UmpireScenario *scenario;
  UmpireResultCard *card;
  guint n_events;

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  roll_every_step (page);
  scenario = umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (step (page, HEADER)));
  n_events = umpire_scenario_get_n_events (scenario);
  g_assert_null (umpire_setup_step_get_stale (UMPIRE_SETUP_STEP (step (page, DEFENSIVE)), "defensive-defender"));

  spin (field (page, HEADER, DEF, "units"), 28);
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, DEF), ==, 28);
  /* Computed again with its die: 0.25 x 28 = 7, current, its trail naming the change */
  check (page, "heavy-defender-light-trench-mortar", "bases", "7");
  check (page, "heavy-defender-light-trench-mortar", "units", NULL);
  g_assert_cmpstr (umpire_result_get_input (umpire_setup_page_get_result (UMPIRE_SETUP_PAGE (page),
                                                                          "heavy-defender-light-trench-mortar"),
                                            "units"), ==, "28");
  card = umpire_setup_step_heavy_get_card (UMPIRE_SETUP_STEP_HEAVY (step (page, HEAVY)), DEF, "light-trench-mortar");
  g_assert_false (umpire_result_card_get_stale (card));
  g_assert_null (umpire_setup_step_get_stale (UMPIRE_SETUP_STEP (step (page, HEAVY)),
                                              "heavy-defender-light-trench-mortar"));
  /* The support of both sides follows the 48 sub-units on the battlefield */
  g_assert_cmpstr (umpire_result_get_input (umpire_setup_page_get_result (UMPIRE_SETUP_PAGE (page),
                                                                          "support-attacker-barrage"),
                                            "units"), ==, "48");
  /* Defensive works' dice were rolled for 44 sub-units, 2 rolls a
   * category; 48 still make 2: computed again with those dice, current
   * (the Troop Lists' rolls the umpire gave are an input, not a value
   * changed by hand). More dice than were rolled: out-of-date-markers. */
  g_assert_null (umpire_setup_step_get_stale (UMPIRE_SETUP_STEP (step (page, DEFENSIVE)), "defensive-defender"));
  g_assert_cmpstr (umpire_result_get_input (umpire_setup_page_get_result (UMPIRE_SETUP_PAGE (page),
                                                                          "defensive-defender"),
                                            "units"), ==, "48");
  check (page, "defensive-defender", "rolls", "2");
  /* All of it one action */
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), >, n_events + 1);
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, n_events);
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, DEF), ==, 24);
  g_assert_cmpint (spin_value (field (page, HEADER, DEF, "units")), ==, 24);
  check (page, "heavy-defender-light-trench-mortar", "bases", "6");
  g_assert_null (umpire_setup_step_get_stale (UMPIRE_SETUP_STEP (step (page, DEFENSIVE)), "defensive-defender"));
  /* Redo brings it back whole; undoing did not count as a correction */
  g_assert_true (umpire_scenario_redo (scenario));
  check (page, "heavy-defender-light-trench-mortar", "bases", "7");
  g_assert_cmpint (spin_value (field (page, HEADER, DEF, "units")), ==, 28);
  g_assert_false (umpire_scenario_can_redo (scenario));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Each step's result marked out of date in the log shows the mark on the
 * step, with the reason, and drops it when the result is current again. */
static void
test_out_of_date_markers (void)
{
  static const struct { guint step; const char *procedure; UmpireSide side; const char *key; } cases[] = {
    { SUPPORT, "1916.support", DEF, "support-defender-barrage" },
    { HEAVY, "1916.heavy-weapons", DEF, "heavy-defender-light-trench-mortar" },
    { DEFENSIVE, "1916.defensive-works", DEF, "defensive-defender" },
    { PROXIMITY, "1916.proximity", NONE, "proximity" },
    { COUNTERBATTERY, "1916.counterbattery", ATT, "counterbattery-attacker" },
    { BOMBARDMENT, "1916.bombardment", ATT, "bombardment-attacker" },
  };
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = umpire_setup_page_new (rules, dice);
  UmpireScenario *scenario;

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  roll_every_step (page);
  scenario = umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (step (page, HEADER)));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      UmpireSetupStep *the_step = UMPIRE_SETUP_STEP (step (page, cases[i].step));
      UmpireResult *shown = umpire_setup_page_get_result (UMPIRE_SETUP_PAGE (page), cases[i].key);
      UmpireEvent *event = NULL;
      g_autoptr(UmpireResult) copy = NULL;
      g_autofree char *why = g_strdup_printf ("test reason %u", i);
      g_autofree char *mark = g_strdup_printf ("Out of date: roll again (%s)", why);

      g_assert_nonnull (shown);
      g_assert_null (umpire_setup_step_get_stale (the_step, cases[i].key));
      /* The event the step shows, by its procedure and side */
      for (guint e = umpire_scenario_get_cursor (scenario); e-- > 0 && event == NULL;)
        {
          UmpireEvent *candidate = umpire_scenario_get_event (scenario, e);
          UmpireResult *result = umpire_event_get_result (candidate);

          if (g_strcmp0 (umpire_event_get_procedure (candidate), cases[i].procedure) == 0
              && umpire_event_get_side (candidate) == cases[i].side
              && (cases[i].step != SUPPORT || g_strcmp0 (umpire_result_get_input (result, "category"), "barrage") == 0)
              && (cases[i].step != HEAVY
                  || g_strcmp0 (umpire_result_get_input (result, "weapon"), "light-trench-mortar") == 0))
            event = candidate;
        }
      g_assert_nonnull (event);
      copy = umpire_event_copy_result (umpire_event_get_result (event));
      umpire_scenario_record_rederived (scenario, event, copy, "a test", why);

      g_assert_cmpstr (umpire_setup_step_get_stale (the_step, cases[i].key), ==, why);
      /* Said where the result is shown */
      if (cases[i].step == HEAVY)
        g_assert_cmpstr (umpire_result_card_get_stale_text (umpire_setup_step_heavy_get_card (
                           UMPIRE_SETUP_STEP_HEAVY (the_step), DEF, "light-trench-mortar")), ==, mark);
      else if (cases[i].step == SUPPORT)
        g_assert_cmpstr (umpire_result_card_get_stale_text (umpire_setup_step_support_get_card (
                           UMPIRE_SETUP_STEP_SUPPORT (the_step), DEF, 0)), ==, mark);
      else
        g_assert_true (umpire_test_shows_label (GTK_WIDGET (the_step), mark));
      /* Undone, the result is current again */
      g_assert_true (umpire_scenario_undo (scenario));
      g_assert_null (umpire_setup_step_get_stale (the_step, cases[i].key));
      g_assert_false (umpire_test_shows_label (GTK_WIDGET (the_step), mark));
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static int
result_int (GtkWidget  *page,
            const char *key,
            const char *value)
{
  UmpireResult *result = umpire_setup_page_get_result (UMPIRE_SETUP_PAGE (page), key);

  g_assert_nonnull (result);
  return atoi (umpire_result_get_value (result, value));
}

/* Counter-battery and bombardment say the barrages left as the battle's
 * state has them: after a correction, the support computed again; with
 * the support out of date, "out of date", never a figure. */
static void
test_barrages_left_from_state (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = umpire_setup_page_new (rules, dice);
  UmpireSetupStepCounterbattery *counterbattery;
  UmpireSetupStepBombardment *bombardment;
  UmpireScenario *scenario;
  UmpireEvent *support = NULL;
  g_autofree char *text = NULL;
  g_autofree char *available = NULL;
  int attacker, defender;

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  roll_every_step (page);
  scenario = umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (step (page, HEADER)));
  counterbattery = UMPIRE_SETUP_STEP_COUNTERBATTERY (step (page, COUNTERBATTERY));
  bombardment = UMPIRE_SETUP_STEP_BOMBARDMENT (step (page, BOMBARDMENT));
  /* The proximity step's terrain is the header itself (bound to it), not
   * a value pre-filled from the state. */
  g_assert_null (strstr (umpire_field_row_get_hint (umpire_field_rows_lookup (
                           umpire_setup_step_get_fields (UMPIRE_SETUP_STEP (step (page, PROXIMITY))), NULL, "terrain")),
                         "From the battle"));

  /* The defender corrected to 28: both sides' support is computed again
   * for 48 sub-units; what is left follows it (the attacker spent 1). */
  spin (field (page, HEADER, DEF, "units"), 28);
  attacker = MAX (result_int (page, "support-attacker-barrage", "count") - 1, 0);
  defender = MAX (result_int (page, "support-defender-barrage", "count")
                  - result_int (page, "counterbattery-attacker", "destroyed"), 0);
  text = g_strdup_printf ("Barrages left for the bombardment: attacker %d, defender %d", attacker, defender);
  g_assert_cmpstr (umpire_setup_step_counterbattery_get_barrages_left (counterbattery), ==, text);
  available = g_strdup_printf ("%d barrage(s) available", defender);
  g_assert_cmpstr (umpire_setup_step_bombardment_get_available (bombardment, DEF), ==, available);

  /* The attacker's barrage support out of date: its barrages left are not
   * a figure any more, on either step; nor the defender's, since the
   * attacker's counter-battery fire rested on that support. */
  for (guint e = umpire_scenario_get_cursor (scenario); e-- > 0 && support == NULL;)
    {
      UmpireEvent *candidate = umpire_scenario_get_event (scenario, e);

      if (g_strcmp0 (umpire_event_get_procedure (candidate), "1916.support") == 0
          && umpire_event_get_side (candidate) == ATT
          && g_strcmp0 (umpire_result_get_input (umpire_event_get_result (candidate), "category"), "barrage") == 0)
        support = candidate;
    }
  g_assert_nonnull (support);
  {
    g_autoptr(UmpireResult) copy = umpire_event_copy_result (umpire_event_get_result (support));

    umpire_scenario_record_rederived (scenario, support, copy, "a test", "needs more dice than were rolled");
  }
  g_free (text);
  text = g_strdup ("Barrages left for the bombardment: attacker out of date: roll again, "
                   "defender out of date: roll again");
  g_assert_cmpstr (umpire_setup_step_counterbattery_get_barrages_left (counterbattery), ==, text);
  for (guint s = 0; s < 2; s++)
    g_assert_cmpstr (umpire_setup_step_bombardment_get_available (bombardment, s == 0 ? ATT : DEF), ==,
                     "Barrages available: out of date, roll the support or counter-battery fire again");
  /* The counter-battery fire that spent them is out of date with it */
  g_assert_nonnull (umpire_setup_step_get_stale (UMPIRE_SETUP_STEP (counterbattery), "counterbattery-attacker"));

  /* Undone: a figure again. */
  g_assert_true (umpire_scenario_undo (scenario));
  g_free (text);
  text = g_strdup_printf ("Barrages left for the bombardment: attacker %d, defender %d", attacker, defender);
  g_assert_cmpstr (umpire_setup_step_counterbattery_get_barrages_left (counterbattery), ==, text);
  g_assert_cmpstr (umpire_setup_step_bombardment_get_available (bombardment, DEF), ==, available);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Undo and redo of a correction give back exactly what it derived: the
 * same events, the same results, the same state, nothing derived again. */
static void
test_correction_redo (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = umpire_setup_page_new (rules, dice);
  UmpireScenario *scenario;
  g_autoptr(UmpireBattleState) before = NULL;
  g_autoptr(UmpireBattleState) corrected = NULL;
  g_autoptr(UmpireBattleState) undone = NULL;
  g_autoptr(UmpireBattleState) redone = NULL;
  g_autoptr(GPtrArray) derived = g_ptr_array_new_with_free_func (g_free);
  guint n_before, n_after, out_of_date;

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  roll_every_step (page);
  scenario = umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (step (page, HEADER)));
  before = umpire_battle_state_new (scenario);
  n_before = umpire_scenario_get_n_events (scenario);

  spin (field (page, HEADER, DEF, "units"), 28);
  corrected = umpire_battle_state_new (scenario);
  n_after = umpire_scenario_get_n_events (scenario);
  out_of_date = umpire_battle_state_count_out_of_date (corrected);
  g_assert_cmpuint (n_after, >, n_before + 1);
  g_assert_false (umpire_battle_state_equal (before, corrected));
  for (guint i = n_before; i < n_after; i++)
    g_ptr_array_add (derived, umpire_result_to_xml (umpire_event_get_result (umpire_scenario_get_event (scenario, i))));

  g_assert_true (umpire_scenario_undo (scenario));
  undone = umpire_battle_state_new (scenario);
  g_assert_true (umpire_battle_state_equal (before, undone));
  check (page, "heavy-defender-light-trench-mortar", "bases", "6");

  g_assert_true (umpire_scenario_redo (scenario));
  redone = umpire_battle_state_new (scenario);
  g_assert_true (umpire_battle_state_equal (corrected, redone));
  g_assert_cmpuint (umpire_battle_state_count_out_of_date (redone), ==, out_of_date);
  /* The very events the correction recorded, none derived again */
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_after);
  g_assert_cmpuint (umpire_scenario_get_cursor (scenario), ==, n_after);
  for (guint i = n_before; i < n_after; i++)
    {
      g_autofree char *text = umpire_result_to_xml (umpire_event_get_result (umpire_scenario_get_event (scenario, i)));

      g_assert_cmpstr (text, ==, g_ptr_array_index (derived, i - n_before));
    }
  check (page, "heavy-defender-light-trench-mortar", "bases", "7");
  g_assert_null (umpire_setup_step_get_stale (UMPIRE_SETUP_STEP (step (page, HEAVY)),
                                              "heavy-defender-light-trench-mortar"));
  /* The works computed again too (48 sub-units: still 2 rolls a category) */
  g_assert_null (umpire_setup_step_get_stale (UMPIRE_SETUP_STEP (step (page, DEFENSIVE)), "defensive-defender"));
  /* Undo and redo again: still the same */
  g_assert_true (umpire_scenario_undo (scenario));
  g_assert_true (umpire_scenario_redo (scenario));
  g_clear_pointer (&redone, umpire_battle_state_free);
  redone = umpire_battle_state_new (scenario);
  g_assert_true (umpire_battle_state_equal (corrected, redone));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_after);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The last event of `procedure` for `side` in force (a heavy weapon's: the
 * light trench mortars'). */
static UmpireEvent *
find_event (UmpireScenario *scenario,
            const char     *procedure,
            UmpireSide      side)
{
  for (guint e = umpire_scenario_get_cursor (scenario); e-- > 0;)
    {
      UmpireEvent *candidate = umpire_scenario_get_event (scenario, e);
      const char *weapon = umpire_result_get_input (umpire_event_get_result (candidate), "weapon");

      if (g_strcmp0 (umpire_event_get_procedure (candidate), procedure) == 0
          && umpire_event_get_side (candidate) == side
          && (weapon == NULL || g_str_equal (weapon, "light-trench-mortar")))
        return candidate;
    }
  return NULL;
}

/* Reasons a file holds in English (as corrections write them, and as older
 * files have them) are shown in the umpire's language; one Umpire did not
 * write stays as it is. */
static void
test_german_reasons (void)
{
  static const struct { const char *procedure; UmpireSide side; guint step; const char *key; const char *stored;
                        const char *shown; } cases[] = {
    { "1916.heavy-weapons", DEF, HEAVY, "heavy-defender-light-trench-mortar",
      "Defender sub-units 24 → 28: needs more dice than were rolled",
      "Verteidiger Untereinheiten 24 → 28: braucht mehr Würfel, als gewürfelt wurden" },
    { "1916.bombardment", ATT, BOMBARDMENT, "bombardment-attacker",
      "Attacker barrages left out of date: roll that again first",
      "Angreifer verbleibende Sperrfeuer veraltet: zuerst das neu würfeln" },
    { "1916.defensive-works", DEF, DEFENSIVE, "defensive-defender",
      "both sides’ sub-units 44 → 48; Defender nation britain → france, after a value was changed by hand: "
      "check it and roll again",
      "Untereinheiten beider Seiten 44 → 48; Verteidiger Nation britain → france, nachdem ein Wert von Hand "
      "geändert wurde: prüfen und neu würfeln" },
    { "1916.proximity", NONE, PROXIMITY, "proximity", "the umpire's own words", "the umpire's own words" },
  };

  if (g_test_subprocess ())
    {
      g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
      GtkWidget *window = gtk_window_new ();
      GtkWidget *page;
      UmpireScenario *scenario;

      umpire_test_set_language ("de");
      textdomain (GETTEXT_PACKAGE);
      g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Defender"), ==, "Verteidiger");
      page = umpire_setup_page_new (rules, dice);
      gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
      gtk_window_set_child (GTK_WINDOW (window), page);
      gtk_window_present (GTK_WINDOW (window));
      roll_every_step (page);
      scenario = umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (step (page, HEADER)));

      /* A correction made in German: the file keeps its reasons in
       * English, the step says them in German (the works' dice do not
       * suffice for 60 sub-units). */
      spin (field (page, HEADER, DEF, "units"), 40);
      {
        const char *written = NULL;
        const char *shown = umpire_setup_step_get_stale (UMPIRE_SETUP_STEP (step (page, DEFENSIVE)),
                                                         "defensive-defender");

        for (guint e = umpire_scenario_get_cursor (scenario); e-- > 0 && written == NULL;)
          if (g_strcmp0 (umpire_event_get_procedure (umpire_scenario_get_event (scenario, e)),
                         "1916.defensive-works") == 0)
            written = umpire_event_get_out_of_date (umpire_scenario_get_event (scenario, e));
        g_assert_nonnull (written);
        g_assert_true (g_str_has_prefix (written, "both sides’ sub-units 44 → 60"));
        g_assert_nonnull (shown);
        g_assert_true (g_str_has_prefix (shown, "Untereinheiten beider Seiten 44 → 60"));
      }
      g_assert_true (umpire_scenario_undo (scenario));

      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        {
          UmpireEvent *event = find_event (scenario, cases[i].procedure, cases[i].side);
          g_autoptr(UmpireResult) copy = NULL;
          g_autofree char *mark = g_strdup_printf ("Veraltet: neu würfeln (%s)", cases[i].shown);

          g_assert_nonnull (event);
          copy = umpire_event_copy_result (umpire_event_get_result (event));
          umpire_scenario_record_rederived (scenario, event, copy, "a test", cases[i].stored);
          g_assert_cmpstr (umpire_setup_step_get_stale (UMPIRE_SETUP_STEP (step (page, cases[i].step)), cases[i].key),
                           ==, cases[i].shown);
          if (cases[i].step == HEAVY)
            g_assert_cmpstr (umpire_result_card_get_stale_text (umpire_setup_step_heavy_get_card (
                               UMPIRE_SETUP_STEP_HEAVY (step (page, HEAVY)), DEF, "light-trench-mortar")), ==, mark);
          else
            g_assert_true (umpire_test_shows_label (step (page, cases[i].step), mark));
          /* Kept in the file as written: it opens the same in English. */
          g_assert_cmpstr (umpire_event_get_out_of_date (umpire_scenario_get_event (
                             scenario, umpire_scenario_get_cursor (scenario) - 1)), ==, cases[i].stored);
        }
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* The summary at the end of the setup: each step for each side done, out
 * of date (saying why) or not rolled, with the sheets to print. */
static void
test_summary (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = umpire_setup_page_new (rules, dice);
  UmpireSetupStepSummary *summary;
  GtkWidget *print;
  const char *text = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpuint (umpire_setup_page_get_n_steps (UMPIRE_SETUP_PAGE (page)), ==, SUMMARY + 1);
  summary = UMPIRE_SETUP_STEP_SUMMARY (step (page, SUMMARY));
  g_assert_cmpint (umpire_setup_step_summary_get_status (summary, "support", ATT, &text), ==,
                   UMPIRE_SETUP_STATUS_NOT_ROLLED);
  g_assert_cmpstr (text, ==, "Not rolled yet");
  print = umpire_test_find_action_button (GTK_WIDGET (summary), "win.print");
  g_assert_nonnull (print);
  g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (print)), NULL), ==,
                   "umpire");

  roll_every_step (page);
  for (guint s = 0; s < 2; s++)
    {
      UmpireSide side = s == 0 ? ATT : DEF;

      g_assert_cmpint (umpire_setup_step_summary_get_status (summary, "support", side, NULL), ==,
                       UMPIRE_SETUP_STATUS_DONE);
      g_assert_cmpint (umpire_setup_step_summary_get_status (summary, "heavy-weapons", side, NULL), ==,
                       UMPIRE_SETUP_STATUS_DONE);
      g_assert_cmpint (umpire_setup_step_summary_get_status (summary, "defensive-works", side, NULL), ==,
                       UMPIRE_SETUP_STATUS_DONE);
      g_assert_cmpint (umpire_setup_step_summary_get_status (summary, "bombardment", side, NULL), ==,
                       UMPIRE_SETUP_STATUS_DONE);
    }
  g_assert_cmpint (umpire_setup_step_summary_get_status (summary, "proximity", NONE, &text), ==,
                   UMPIRE_SETUP_STATUS_DONE);
  g_assert_cmpstr (text, ==, "Done");
  /* Counter-battery is rolled for both sides at once (the defender's 0 barrages too) */
  g_assert_cmpint (umpire_setup_step_summary_get_status (summary, "counterbattery", ATT, NULL), ==,
                   UMPIRE_SETUP_STATUS_DONE);
  g_assert_cmpint (umpire_setup_step_summary_get_status (summary, "counterbattery", DEF, NULL), ==,
                   UMPIRE_SETUP_STATUS_DONE);

  /* The defender corrected to 40: the mortars follow; the works' dice do
   * not suffice (60 sub-units: 3 rolls a category, 2 were rolled) */
  spin (field (page, HEADER, DEF, "units"), 40);
  g_assert_cmpint (umpire_setup_step_summary_get_status (summary, "heavy-weapons", DEF, NULL), ==,
                   UMPIRE_SETUP_STATUS_DONE);
  g_assert_cmpint (umpire_setup_step_summary_get_status (summary, "defensive-works", DEF, &text), ==,
                   UMPIRE_SETUP_STATUS_OUT_OF_DATE);
  g_assert_true (g_str_has_prefix (text, "Out of date: roll again ("));
  g_assert_nonnull (strstr (text, "44 → 60"));
  g_assert_nonnull (strstr (text, "needs more dice than were rolled"));
  /* Rolled again: done */
  act (step (page, DEFENSIVE), "step.roll", NULL);
  g_assert_cmpint (umpire_setup_step_summary_get_status (summary, "defensive-works", DEF, NULL), ==,
                   UMPIRE_SETUP_STATUS_DONE);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_support_reading (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = umpire_setup_page_new (rules, dice);
  UmpireSetupPage *setup = UMPIRE_SETUP_PAGE (page);

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  spin (field (page, HEADER, NONE, "year"), 1916);
  choose (page, HEADER, NONE, "battle", "local");
  choose (page, HEADER, ATT, "nation", "germany");
  choose (page, HEADER, DEF, "nation", "britain");
  spin (field (page, HEADER, ATT, "units"), 20);
  spin (field (page, HEADER, DEF, "units"), 15);
  act (page, "setup.next", NULL);
  type (field (page, SUPPORT, ATT, "barrage-die"), "4");
  type (field (page, SUPPORT, ATT, "on-call-die"), "6");
  type (field (page, SUPPORT, ATT, "airstrikes-die"), "5");
  type (field (page, SUPPORT, ATT, "gas-die"), "5");
  type (field (page, SUPPORT, DEF, "barrage-die"), "3");
  type (field (page, SUPPORT, DEF, "on-call-die"), "1");
  type (field (page, SUPPORT, DEF, "gas-die"), "6");  /* Other column: yes */
  act (step (page, SUPPORT), "step.roll", NULL);
  check (page, "support-attacker-airstrikes", "count", "2");
  check (page, "support-defender-airstrikes", "count", "0");
  check (page, "support-defender-airstrikes", "die", NULL);
  check (page, "support-defender-gas", "die", "6");
  check (page, "support-defender-gas", "available", "yes");
  g_assert_cmpstr (umpire_result_get_input (umpire_setup_page_get_result (setup, "support-defender-gas"),
                                            "support-reading"), ==, UMPIRE_SUPPORT_READING_EACH_HEADING);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_opens_setup_run (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-setup-page-XXXXXX", NULL);
  g_autofree char *path = write_setup_run (dir);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(UmpireSession) session = umpire_session_new (autosave);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  g_autoptr(GError) error = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page;
  UmpireSetupPage *setup;
  UmpireScenario *scenario;
  UmpireEvent *old_proximity;
  guint n_events, old_id;
  char expected[32];

  g_assert_true (umpire_session_load (session, file, &error));
  g_assert_no_error (error);
  scenario = umpire_session_get_scenario (session);
  n_events = umpire_scenario_get_n_events (scenario);
  g_assert_cmpuint (n_events, >, 9);

  /* The page is made after the file was opened, as the window builds it lazily. */
  page = umpire_setup_page_new (rules, dice);
  setup = UMPIRE_SETUP_PAGE (page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  g_object_set (setup, "session", session, NULL);

  /* The header: year, sides, battle, terrain, optional rules */
  g_assert_cmpint (spin_value (field (page, HEADER, NONE, "year")), ==, 1917);
  g_assert_cmpstr (combo_id (page, HEADER, ATT, "nation"), ==, "france");
  g_assert_cmpstr (combo_id (page, HEADER, DEF, "nation"), ==, "germany");
  g_assert_cmpint (spin_value (field (page, HEADER, ATT, "units")), ==, 24);
  g_assert_cmpint (spin_value (field (page, HEADER, DEF, "units")), ==, 18);
  g_assert_cmpstr (combo_id (page, HEADER, NONE, "battle"), ==, "big-push");
  g_assert_cmpstr (combo_id (page, PROXIMITY, NONE, "terrain"), ==, "open");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (field (page, OPTIONAL, NONE, "601"))));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (field (page, OPTIONAL, NONE, "101"))));
  g_assert_cmpstr (umpire_setup_step_header_get_total (UMPIRE_SETUP_STEP_HEADER (step (page, HEADER))), ==,
                   "Sub-units on the battlefield, both sides: 42");

  /* Each step's latest result, from the log */
  check (page, "support-attacker-barrage", "count",
         log_value (scenario, "1916.support", UMPIRE_SIDE_ATTACKER, "barrage", "count"));
  check (page, "support-attacker-barrage", "die",
         log_value (scenario, "1916.support", UMPIRE_SIDE_ATTACKER, "barrage", "die"));
  check (page, "support-defender-on-call", "count",
         log_value (scenario, "1916.support", UMPIRE_SIDE_DEFENDER, "on-call", "count"));
  check (page, "support-defender-gas", "available",
         log_value (scenario, "1916.support", UMPIRE_SIDE_DEFENDER, "gas", "available"));
  check (page, "proximity", "yards", log_value (scenario, "1916.proximity", UMPIRE_SIDE_NONE, NULL, "yards"));
  g_assert_cmpint (spin_value (field (page, TURNS, NONE, "start-turn")), ==, umpire_scenario_get_lull_start (scenario));
  /* The heavy weapons: one result per recommended weapon, matched by weapon */
  umpire_setup_page_set_step (setup, 2);
  {
    g_autoptr(GPtrArray) recs = umpire_setup_heavy_weapon_recommendations (rules, 1917, "france", NULL);
    const UmpireHeavyWeaponRecommendation *last = g_ptr_array_index (recs, recs->len - 1);
    g_autofree char *key = g_strdup_printf ("heavy-attacker-%s", last->weapon);
    UmpireResult *result = umpire_setup_page_get_result (setup, key);
    /* The attacker's last heavy weapons event is its last recommendation. */
    const char *bases = log_value (scenario, "1916.heavy-weapons", UMPIRE_SIDE_ATTACKER, NULL, "bases");

    g_assert_nonnull (result);
    g_assert_cmpstr (umpire_result_get_value (result, "bases"), ==, bases);
    g_assert_cmpstr (umpire_result_get_value (result, "column"), ==, last->column);
  }
  g_assert_null (umpire_setup_page_get_result (setup, "defensive-attacker"));

  /* Loading recorded nothing and changed nothing */
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events);
  g_assert_false (umpire_session_get_dirty (session));

  /* Re-rolling a step is a new event; the earlier one stays in the log */
  old_proximity = umpire_scenario_find_event (scenario, "1916.proximity", UMPIRE_SIDE_NONE);
  old_id = umpire_event_get_id (old_proximity);
  g_snprintf (expected, sizeof expected, "%d", 7 - atoi (umpire_result_get_value (umpire_event_get_result (old_proximity), "die")));
  type (field (page, PROXIMITY, NONE, "die"), expected);
  act (step (page, PROXIMITY), "step.roll", NULL);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events + 1);
  g_assert_true (umpire_scenario_lookup_event (scenario, old_id) == old_proximity);
  g_assert_true (umpire_event_get_active (old_proximity));
  check (page, "proximity", "die", expected);
  g_assert_cmpint (umpire_scenario_get_lull_start (scenario), ==, atoi (expected));
  g_assert_true (umpire_session_get_dirty (session));

  /* Undo shows the earlier result again; redo the new one */
  g_assert_true (umpire_scenario_undo (scenario));
  check (page, "proximity", "die", umpire_result_get_value (umpire_event_get_result (old_proximity), "die"));
  g_assert_true (umpire_scenario_redo (scenario));
  check (page, "proximity", "die", expected);

  /* A field edited on the page goes into the header, which is saved; with
   * results in force, each edit is a correction the log records (the
   * header's change and what followed from it, one action each) */
  spin (field (page, HEADER, NONE, "year"), 1918);
  choose (page, HEADER, DEF, "nation", "austria");
  gtk_switch_set_active (GTK_SWITCH (field (page, OPTIONAL, NONE, "101")), TRUE);
  g_assert_cmpint (umpire_scenario_get_year (scenario), ==, 1918);
  g_assert_cmpstr (umpire_scenario_get_side_nation (scenario, UMPIRE_SIDE_DEFENDER), ==, "austria");
  g_assert_true (umpire_scenario_get_optional_rule (scenario, "1916:101"));
  g_assert_nonnull (umpire_scenario_find_event (scenario, UMPIRE_SCENARIO_HEADER_PROCEDURE, UMPIRE_SIDE_NONE));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), >, n_events + 2);
  {
    g_autofree char *saved = g_build_filename (dir, "saved.umpire", NULL);
    g_autoptr(GFile) saved_file = g_file_new_for_path (saved);
    g_autoptr(UmpireScenario) reread = NULL;

    g_assert_true (umpire_session_save_as (session, saved_file, &error));
    reread = umpire_scenario_load_file (saved, &error);
    g_assert_no_error (error);
    g_assert_cmpint (umpire_scenario_get_year (reread), ==, 1918);
    g_assert_cmpstr (umpire_scenario_get_side_nation (reread, UMPIRE_SIDE_DEFENDER), ==, "austria");
    g_assert_true (umpire_scenario_get_optional_rule (reread, "1916:101"));
    g_assert_cmpuint (umpire_scenario_get_n_events (reread), ==, umpire_scenario_get_n_events (scenario));
    g_unlink (saved);
  }

  /* A new scenario empties the steps; opening the file again fills them */
  umpire_session_reset (session);
  g_assert_null (umpire_setup_page_get_result (setup, "proximity"));
  g_assert_null (umpire_setup_page_get_result (setup, "support-attacker-barrage"));
  g_assert_cmpint (spin_value (field (page, HEADER, NONE, "year")), ==, 1914);
  g_assert_cmpuint (umpire_scenario_get_n_events (umpire_session_get_scenario (session)), ==, 0);
  g_assert_false (umpire_session_get_dirty (session));
  g_assert_true (umpire_session_load (session, file, &error));
  scenario = umpire_session_get_scenario (session);
  g_assert_cmpint (spin_value (field (page, HEADER, NONE, "year")), ==, 1917);
  check (page, "proximity", "yards", log_value (scenario, "1916.proximity", UMPIRE_SIDE_NONE, NULL, "yards"));
  g_assert_false (umpire_session_get_dirty (session));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (session);
  session = NULL;
  g_unlink (autosave);
  g_unlink (path);
  g_rmdir (dir);
}

/* The words a person reads as `row`'s subtitle: a label of the row's with
 * the subtitle style, shown with every widget around it, not empty; NULL
 * when there is none. */
static const char *
drawn_subtitle (GtkWidget *row)
{
  for (GtkWidget *child = gtk_widget_get_first_child (row); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *text;

      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "subtitle")
          && gtk_widget_is_visible (child) && *gtk_label_get_text (GTK_LABEL (child)) != '\0')
        return gtk_label_get_text (GTK_LABEL (child));
      if ((text = drawn_subtitle (child)) != NULL)
        return text;
    }
  return NULL;
}

/* The dropdowns show the database's labels; their values stay ids. */
static void
test_dropdown_labels (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = umpire_setup_page_new (rules, dice);

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  umpire_test_iterate_until (umpire_test_widget_is_mapped, page);

  /* As the page opens, before any choice: the battle's sentence is the
   * row's subtitle (libadwaita 1.7 left it blank until a choice). */
  g_test_message ("battle row subtitle: %s", drawn_subtitle (field (page, HEADER, NONE, "battle")));
  g_assert_cmpstr (combo_id (page, HEADER, NONE, "battle"), ==, "local");
  g_assert_cmpstr (drawn_subtitle (field (page, HEADER, NONE, "battle")), ==,
                   "The battle represents a local attack (Local Attack Barrage columns)");

  choose (page, HEADER, ATT, "nation", "turkey");
  g_assert_cmpstr (combo_id (page, HEADER, ATT, "nation"), ==, "turkey");
  /* 1916.nations: "Turkish (uses the German list)." */
  g_assert_true (umpire_test_shows_label (field (page, HEADER, ATT, "nation"), "Turkish (uses the German list)"));
  g_assert_false (umpire_test_shows_label (field (page, HEADER, ATT, "nation"), "turkey"));
  choose (page, PROXIMITY, NONE, "terrain", "wide-open");
  g_assert_true (umpire_test_shows_label (field (page, PROXIMITY, NONE, "terrain"), "Wide Open Terrain"));
  choose (page, HEADER, NONE, "battle", "big-push");
  g_assert_true (umpire_test_shows_label (field (page, HEADER, NONE, "battle"), "The battle represents a big push (Big Push Barrage columns)"));
  g_assert_false (umpire_test_shows_label (field (page, HEADER, NONE, "battle"), "big-push"));
  /* The battle's sentence is the row's subtitle, on libadwaita 1.2 and 1.7
   * alike (1.7 shows none for a row without an expression), and follows the
   * choice. */
  g_assert_true (adw_combo_row_get_use_subtitle (ADW_COMBO_ROW (field (page, HEADER, NONE, "battle"))));
  g_assert_cmpstr (drawn_subtitle (field (page, HEADER, NONE, "battle")), ==,
                   "The battle represents a big push (Big Push Barrage columns)");
  choose (page, HEADER, NONE, "battle", "local");
  g_assert_cmpstr (drawn_subtitle (field (page, HEADER, NONE, "battle")), ==,
                   "The battle represents a local attack (Local Attack Barrage columns)");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- what the umpire reads is what is recorded ---------------------- */

static GtkWidget *
new_page_in_window (GtkWidget **window)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  GtkWidget *page = umpire_setup_page_new (rules, dice);

  *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (*window), 1024, 600);
  gtk_window_set_child (GTK_WINDOW (*window), page);
  gtk_window_present (GTK_WINDOW (*window));
  /* 1916, a local attack, 20 German sub-units against 15 British: 35 */
  spin (field (page, HEADER, NONE, "year"), 1916);
  choose (page, HEADER, NONE, "battle", "local");
  choose (page, HEADER, ATT, "nation", "germany");
  choose (page, HEADER, DEF, "nation", "britain");
  spin (field (page, HEADER, ATT, "units"), 20);
  spin (field (page, HEADER, DEF, "units"), 15);
  return page;
}

static UmpireScenario *
page_scenario (GtkWidget *page)
{
  return umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (step (page, SUPPORT)));
}

static void
type_attacker_support (GtkWidget *page)
{
  type (field (page, SUPPORT, ATT, "barrage-die"), "4");
  type (field (page, SUPPORT, ATT, "on-call-die"), "6");
  type (field (page, SUPPORT, ATT, "airstrikes-die"), "5");
  type (field (page, SUPPORT, ATT, "gas-die"), "5");
}

/* The header changes after step 2 was rolled: its results are marked out of
 * date until rolled again, and the summary says each side's support in words. */
static void
test_support_stale (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  UmpireSetupStepSupport *support = UMPIRE_SETUP_STEP_SUPPORT (step (page, SUPPORT));
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (UMPIRE_SETUP_STEP (support));
  g_autofree char *german = umpire_input_dup_for_people (rules, "1916.support", "nation", "germany");
  g_autofree char *summary = g_strdup_printf ("%s: Barrages 14, On-call artillery 14, Airstrikes 2, Gas Yes", german);

  /* Before any roll each card shows what its die can give, and the odds
   * follow the header. */
  {
    UmpireOddsView *odds = umpire_setup_step_support_get_odds_view (support, ATT, 0);
    GtkWidget *units = field (page, HEADER, ATT, "units");
    double was = gtk_spin_button_get_value (GTK_SPIN_BUTTON (units));
    g_autofree char *before = NULL;

    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (odds)));
    before = g_strdup (umpire_odds_view_get_words (odds));
    g_assert_nonnull (before);
    g_assert_cmpstr (before, !=, "");
    spin (units, 60);
    g_assert_cmpstr (umpire_odds_view_get_words (odds), !=, before);
    spin (units, (int) was);
    g_assert_cmpstr (umpire_odds_view_get_words (odds), ==, before);
  }

  type_attacker_support (page);
  act (step (page, SUPPORT), "step.roll", NULL);
  check (page, "support-attacker-barrage", "count", "14");
  g_assert_false (umpire_setup_step_support_get_stale (support));
  g_assert_cmpstr (umpire_setup_step_support_get_summary (support, ATT), ==, summary);

  /* 24 German sub-units now: the 14 barrages were for 35 in all. The
   * change is a correction (issue 24): computed again with the recorded
   * die, .40 x 39 = 15.6, 16, current */
  spin (field (page, HEADER, ATT, "units"), 24);
  g_assert_false (umpire_setup_step_support_get_stale (support));
  g_assert_true (umpire_setup_sequence_is_current (sequence, umpire_setup_sequence_find_in_force (sequence, "support",
                                                                                                  ATT, "barrage")));
  check (page, "support-attacker-barrage", "count", "16");
  check (page, "support-attacker-barrage", "die", "4");
  /* Rolled again: .40 x 39 = 15.6, 16 */
  type_attacker_support (page);
  act (step (page, SUPPORT), "step.roll", NULL);
  g_assert_false (umpire_setup_step_support_get_stale (support));
  check (page, "support-attacker-barrage", "count", "16");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A side's summary line says which of its support is out of date, not the
 * figure that result gave (a screen reader reads the line whole). */
static void
test_support_summary_out_of_date (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  UmpireSetupStepSupport *support = UMPIRE_SETUP_STEP_SUPPORT (step (page, SUPPORT));
  const char *summary;

  spin (field (page, HEADER, NONE, "year"), 1914);
  act (step (page, SUPPORT), "step.roll", NULL);
  summary = umpire_setup_step_support_get_summary (support, ATT);
  g_assert_nonnull (strstr (summary, "Airstrikes 0"));
  g_assert_null (strstr (summary, "out of date"));
  /* 1915: German airstrikes and gas need a die 1914 did not roll. */
  spin (field (page, HEADER, NONE, "year"), 1915);
  g_assert_true (umpire_setup_step_support_get_stale (support));
  summary = umpire_setup_step_support_get_summary (support, ATT);
  g_assert_nonnull (strstr (summary, "Airstrikes out of date"));
  g_assert_nonnull (strstr (summary, "Gas out of date"));
  g_assert_null (strstr (summary, "Airstrikes 0"));
  g_assert_nonnull (strstr (summary, "Barrages "));
  g_assert_null (strstr (summary, "Barrages out of date"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The words a form's odds view shows for counter-battery fire of
 * `barrages`, worked out here on this thread from the core. */
static char *
dup_counterbattery_words (int barrages)
{
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();
  g_autoptr(UmpireOdds) odds = NULL;
  g_autoptr(UmpireOddsChart) chart = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  g_auto(GStrv) lines = NULL;

  g_hash_table_insert (inputs, g_strdup ("barrages"), g_strdup_printf ("%d", barrages));
  g_hash_table_insert (inputs, g_strdup ("gas"), g_strdup ("no"));
  odds = umpire_odds_compute_for (&umpire_setup_counterbattery_info, rules, inputs, 0, &error);
  g_assert_no_error (error);
  chart = umpire_odds_chart_new (odds, "destroyed", rules);
  words = umpire_odds_chart_dup_words (chart);
  lines = g_strsplit (words, "\n", -1);
  return g_strjoinv (" · ", lines);
}

/* Counter-battery odds on the step, refused before past 6 barrages: exact
 * at 60, worked out off the main thread, and a computation the form has
 * since changed from never shown. */
static void
test_counterbattery_odds (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  UmpireSetupStepCounterbattery *counterbattery = UMPIRE_SETUP_STEP_COUNTERBATTERY (step (page, COUNTERBATTERY));
  UmpireOddsView *odds = umpire_setup_step_counterbattery_get_odds_view (counterbattery, ATT);
  g_autofree char *sixty = dup_counterbattery_words (60);
  g_autofree char *two = dup_counterbattery_words (2);

  g_assert_nonnull (odds);
  gtk_switch_set_active (GTK_SWITCH (field (page, COUNTERBATTERY, ATT, "gas")), FALSE);
  spin (field (page, COUNTERBATTERY, ATT, "barrages"), 60);
  wait_odds ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (odds)));
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (odds))));
  g_assert_cmpstr (umpire_odds_view_get_words (odds), ==, sixty);
  g_assert_cmpuint (umpire_odds_view_get_chart (odds)->bars->len, >, 2);

  /* 999, then 2 before the 999's odds are shown: only the 2's are. */
  spin (field (page, COUNTERBATTERY, ATT, "barrages"), 999);
  spin (field (page, COUNTERBATTERY, ATT, "barrages"), 2);
  g_assert_cmpuint (umpire_odds_worker_get_n_running (), >=, 1);
  wait_odds ();
  g_assert_cmpstr (umpire_odds_view_get_words (odds), ==, two);

  /* No barrage spent: nothing to show. */
  spin (field (page, COUNTERBATTERY, ATT, "barrages"), 0);
  wait_odds ();
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (odds))));
  gtk_window_destroy (GTK_WINDOW (window));
  /* Odds still on their thread when the page goes are dropped. */
  wait_odds ();
}

/* A big push in 1915 gave both sides no barrages without a word: the
 * header says so where it is chosen, and stops saying it from 1916 or for
 * a local attack. */
static void
test_early_big_push_warned (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  UmpireSetupStepHeader *header = UMPIRE_SETUP_STEP_HEADER (step (page, HEADER));

  g_assert_null (umpire_setup_step_header_get_big_push_warning (header));
  spin (field (page, HEADER, NONE, "year"), 1915);
  choose (page, HEADER, NONE, "battle", "big-push");
  g_assert_nonnull (umpire_setup_step_header_get_big_push_warning (header));
  g_assert_nonnull (strstr (umpire_setup_step_header_get_big_push_warning (header),
                            "a Big Push has no barrages in 1915"));
  spin (field (page, HEADER, NONE, "year"), 1916);
  g_assert_null (umpire_setup_step_header_get_big_push_warning (header));
  spin (field (page, HEADER, NONE, "year"), 1914);
  g_assert_nonnull (strstr (umpire_setup_step_header_get_big_push_warning (header), "in 1914"));
  choose (page, HEADER, NONE, "battle", "local");
  g_assert_null (umpire_setup_step_header_get_big_push_warning (header));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* One bad die among eight: nothing is recorded for either side, the bad one
 * is marked beside its field in words, and the dice typed stay to be fixed. */
static void
test_no_partial_record (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  UmpireScenario *scenario = page_scenario (page);
  GtkWidget *bad = field (page, SUPPORT, DEF, "on-call-die");
  guint n_events = umpire_scenario_get_n_events (scenario);
  const char *tip;

  type_attacker_support (page);
  type (bad, "7");
  act (step (page, SUPPORT), "step.roll", NULL);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events);
  g_assert_null (umpire_setup_page_get_result (UMPIRE_SETUP_PAGE (page), "support-attacker-barrage"));
  g_assert_true (gtk_widget_has_css_class (bad, "error"));
  g_assert_false (gtk_widget_has_css_class (field (page, SUPPORT, ATT, "barrage-die"), "error"));
  tip = gtk_widget_get_tooltip_text (bad);
  g_assert_nonnull (tip);
  g_assert_nonnull (strstr (tip, "7"));
  g_assert_null (strstr (tip, "on-call-die"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (page, SUPPORT, ATT, "barrage-die"))), ==, "4");

  /* Fixed: the mark goes as the field changes; both sides are recorded. */
  type (bad, "1");
  g_assert_false (gtk_widget_has_css_class (bad, "error"));
  act (step (page, SUPPORT), "step.roll", NULL);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events + 8);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An error names its field in the umpire's words, never the field's id. */
static void
test_error_in_words (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  GtkWidget *die = field (page, HEAVY, ATT, "light-trench-mortar-die");
  const char *tip;

  umpire_setup_page_set_step (UMPIRE_SETUP_PAGE (page), HEAVY);
  type (die, "7");
  act (step (page, HEAVY), "step.roll", NULL);
  g_assert_true (gtk_widget_has_css_class (die, "error"));
  tip = gtk_widget_get_tooltip_text (die);
  g_assert_nonnull (tip);
  g_assert_null (strstr (tip, "light-trench-mortar"));
  g_assert_null (umpire_setup_page_get_result (UMPIRE_SETUP_PAGE (page), "heavy-attacker-field-gun"));
  type (die, "5");
  g_assert_false (gtk_widget_has_css_class (die, "error"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Dice typed in are used once: cleared when the result is recorded, the
 * defensive works' included. */
static void
test_typed_dice_cleared (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  GtkWidget *dice = field (page, DEFENSIVE, ATT, "dice");

  /* 35 / 20 = 1.75: two trench dice, read off the table as 3 and 5 */
  spin (field (page, DEFENSIVE, ATT, "trenches"), 3);
  type (dice, "3,5");
  act (step (page, DEFENSIVE), "step.roll", NULL);
  check (page, "defensive-attacker", "trenches-dice", "3,5");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (dice)), ==, "");
  /* the die needed is not a die read off the table: it stays */
  g_assert_cmpint (spin_value (field (page, DEFENSIVE, ATT, "trenches")), ==, 3);

  type (field (page, PROXIMITY, NONE, "die"), "2");
  act (step (page, PROXIMITY), "step.roll", NULL);
  check (page, "proximity", "die", "2");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (page, PROXIMITY, NONE, "die"))), ==, "");

  type (field (page, TURNS, NONE, "reinforcements-die"), "4");
  act (step (page, TURNS), "play.reinforcements", NULL);
  check (page, "reinforcements", "die", "4");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (page, TURNS, NONE, "reinforcements-die"))), ==, "");
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
text_of (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = GTK_IS_TEXT (child) ? child : text_of (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Enter in a die field, an entry or a number submits the step. */
static void
test_enter_submits (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  UmpireScenario *scenario = page_scenario (page);
  guint n_events;

  type (field (page, PROXIMITY, NONE, "die"), "3");
  g_signal_emit_by_name (field (page, PROXIMITY, NONE, "die"), "entry-activated");
  check (page, "proximity", "die", "3");

  type (field (page, HEAVY, ATT, "field-gun-die"), "6");
  g_signal_emit_by_name (field (page, HEAVY, ATT, "field-gun-die"), "activate");
  check (page, "heavy-attacker-field-gun", "bases", "3");   /* F .15 x 20 */

  n_events = umpire_scenario_get_n_events (scenario);
  g_signal_emit_by_name (text_of (field (page, DEFENSIVE, DEF, "wire")), "activate");
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events + 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The header's fields are bound both ways: what the scenario says shows in
 * them, what the umpire picks goes into it; a new scenario shows what the
 * rules suggest without writing it. */
static void
test_header_bound (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = umpire_setup_page_new (rules, dice);
  UmpireScenario *scenario;
  double first = 0;

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  scenario = page_scenario (page);

  /* Shown, not written: the scenario has said nothing yet. */
  g_assert_true (umpire_rules_list_number (rules, "1916.scenario", "year-first", &first, NULL, NULL));
  g_assert_cmpint (spin_value (field (page, HEADER, NONE, "year")), ==, (int) first);
  g_assert_cmpstr (combo_id (page, HEADER, ATT, "nation"), ==, "germany");
  g_assert_cmpstr (combo_id (page, HEADER, NONE, "battle"), ==, "local");
  g_assert_cmpint (umpire_scenario_get_year (scenario), ==, 0);
  g_assert_null (umpire_scenario_get_side_nation (scenario, DEF));
  g_assert_cmpuint (umpire_scenario_get_header_serial (scenario), ==, 0);

  /* The scenario changes (a file, an undo, another page): the fields follow. */
  umpire_scenario_set_side (scenario, DEF, "france", 12);
  umpire_scenario_set_year (scenario, 1917);
  umpire_scenario_set_battle (scenario, "big-push");
  umpire_scenario_set_terrain (scenario, "wide-open");
  g_assert_cmpstr (combo_id (page, HEADER, DEF, "nation"), ==, "france");
  g_assert_cmpint (spin_value (field (page, HEADER, DEF, "units")), ==, 12);
  g_assert_cmpint (spin_value (field (page, HEADER, NONE, "year")), ==, 1917);
  g_assert_cmpstr (combo_id (page, HEADER, NONE, "battle"), ==, "big-push");
  g_assert_cmpstr (combo_id (page, PROXIMITY, NONE, "terrain"), ==, "wide-open");
  g_assert_cmpstr (umpire_setup_step_header_get_total (UMPIRE_SETUP_STEP_HEADER (step (page, HEADER))), ==,
                   "Sub-units on the battlefield, both sides: 47");

  /* The umpire edits a field: it goes straight into the scenario. */
  spin (field (page, HEADER, NONE, "year"), 1915);
  spin (field (page, HEADER, ATT, "units"), 40);
  choose (page, HEADER, NONE, "battle", "local");
  choose (page, PROXIMITY, NONE, "scale", "medium");
  g_assert_cmpint (umpire_scenario_get_year (scenario), ==, 1915);
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, ATT), ==, 40);
  g_assert_cmpstr (umpire_scenario_get_side_nation (scenario, ATT), ==, "germany");
  g_assert_cmpstr (umpire_scenario_get_battle (scenario), ==, "local");
  g_assert_cmpstr (umpire_scenario_get_scale (scenario), ==, "medium");
  g_assert_cmpstr (umpire_setup_step_header_get_total (UMPIRE_SETUP_STEP_HEADER (step (page, HEADER))), ==,
                   "Sub-units on the battlefield, both sides: 52");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Step 2's results are small cards: side and category, what came of the
 * roll in a line, the die; the chances before the roll and the trail on
 * demand; out of date when the header changes. */
static void
test_support_cards (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  UmpireSetupStepSupport *support = UMPIRE_SETUP_STEP_SUPPORT (step (page, SUPPORT));
  UmpireResultCard *barrage = umpire_setup_step_support_get_card (support, ATT, 0);
  UmpireResultCard *gas = umpire_setup_step_support_get_card (support, ATT, 3);
  UmpireResult *result;

  /* Before the roll: no result, the chances behind the expander. */
  g_assert_null (umpire_result_card_get_result (barrage));
  g_assert_null (umpire_result_card_get_outcome (barrage));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (umpire_result_card_get_odds_view (barrage))));
  g_assert_false (gtk_expander_get_expanded (umpire_result_card_get_expander (barrage)));

  type_attacker_support (page);
  act (step (page, SUPPORT), "step.roll", NULL);
  /* .40 x 35 = 14 barrages; German gas on a 5: yes */
  g_assert_cmpstr (umpire_result_card_get_outcome (barrage), ==, "Received: 14");
  g_assert_cmpstr (umpire_result_card_get_outcome (gas), ==, "Available: Yes");
  result = umpire_result_card_get_result (barrage);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "die"), ==, "4");
  /* The whole result and its trail are there, for when the umpire asks. */
  g_assert_true (umpire_result_view_get_result (umpire_result_card_get_result_view (barrage)) == result);
  g_assert_cmpuint (umpire_result_get_steps (result)->len, >, 3);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (umpire_result_card_get_odds_view (barrage))));
  g_assert_false (umpire_result_card_get_stale (barrage));

  /* Another number of sub-units: a correction, computed again with the
   * recorded die (.40 x 45 = 18), current (issue 24). */
  spin (field (page, HEADER, DEF, "units"), 25);
  g_assert_false (umpire_result_card_get_stale (barrage));
  g_assert_cmpstr (umpire_result_card_get_outcome (barrage), ==, "Received: 18");
  g_assert_cmpstr (umpire_result_get_value (umpire_result_card_get_result (barrage), "die"), ==, "4");
  /* Marked out of date (a correction its dice could not follow): the mark
   * says why, the chances are shown again. */
  {
    UmpireScenario *scenario = page_scenario (page);
    UmpireEvent *event = umpire_scenario_get_event (scenario, umpire_scenario_get_cursor (scenario) - 1);
    UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (UMPIRE_SETUP_STEP (support));
    UmpireEvent *shown = umpire_setup_sequence_find_in_force (sequence, "support", ATT, "barrage");
    g_autoptr(UmpireResult) copy = umpire_event_copy_result (umpire_event_get_result (shown));

    g_assert_nonnull (event);
    umpire_scenario_record_rederived (scenario, shown, copy, "a test", "no die for it");
    g_assert_true (umpire_result_card_get_stale (barrage));
    g_assert_cmpstr (umpire_result_card_get_stale_text (barrage), ==, "Out of date: roll again (no die for it)");
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (umpire_result_card_get_odds_view (barrage))));
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every wrong die is marked at once, beside its field, in words and in its
 * tooltip; nothing is rolled; each mark goes as its field is fixed. */
static void
test_errors_beside_fields (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  UmpireFieldRows *fields = umpire_setup_step_get_fields (UMPIRE_SETUP_STEP (step (page, SUPPORT)));
  UmpireScenario *scenario = page_scenario (page);
  guint n_events = umpire_scenario_get_n_events (scenario);
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);

  type (field (page, SUPPORT, ATT, "barrage-die"), "7");
  type (field (page, SUPPORT, DEF, "gas-die"), "nine");
  g_assert_false (umpire_setup_step_run (UMPIRE_SETUP_STEP (step (page, SUPPORT))));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events);
  g_assert_cmpstr (umpire_field_rows_get_error (fields, "attacker", "barrage-die"), ==,
                   "Barrage die: 7 is not a face of a d6 (1 to 6)");
  g_assert_nonnull (umpire_field_rows_get_error (fields, "defender", "gas-die"));
  g_assert_true (g_str_has_prefix (umpire_field_rows_get_error (fields, "defender", "gas-die"), "Gas die: "));
  g_assert_true (gtk_widget_has_css_class (field (page, SUPPORT, DEF, "gas-die"), "error"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (field (page, SUPPORT, ATT, "barrage-die")), "7"));
  /* The other side's same field is not marked. */
  g_assert_null (umpire_field_rows_get_error (fields, "defender", "barrage-die"));

  type (field (page, SUPPORT, ATT, "barrage-die"), "4");
  g_assert_null (umpire_field_rows_get_error (fields, "attacker", "barrage-die"));
  g_assert_nonnull (umpire_field_rows_get_error (fields, "defender", "gas-die"));
  type (field (page, SUPPORT, DEF, "gas-die"), "");

  /* An emptied number (a spin button) stays empty when left, and is a
   * field to fill, not a 0. */
  type (field (page, SUPPORT, ATT, "modifier"), "");
  gtk_spin_button_update (GTK_SPIN_BUTTON (field (page, SUPPORT, ATT, "modifier")));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (page, SUPPORT, ATT, "modifier"))), ==, "");
  g_assert_false (umpire_setup_step_run (UMPIRE_SETUP_STEP (step (page, SUPPORT))));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events);
  g_assert_nonnull (umpire_field_rows_get_error (fields, "attacker", "modifier"));
  g_assert_nonnull (strstr (umpire_field_rows_get_error (fields, "attacker", "modifier"), "enter a number"));
  type (field (page, SUPPORT, ATT, "modifier"), "0");
  gtk_spin_button_update (GTK_SPIN_BUTTON (field (page, SUPPORT, ATT, "modifier")));

  g_assert_true (umpire_setup_step_run (UMPIRE_SETUP_STEP (step (page, SUPPORT))));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events + 8);
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
find_steps_list (GtkWidget *root)
{
  if (GTK_IS_LIST_BOX (root) && gtk_widget_has_css_class (root, "navigation-sidebar"))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_steps_list (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The step list by keyboard: Down moves to the next step and shows it; Tab
 * from the list goes into the shown step's form (not to the next row,
 * which showed each step in turn). */
/* What a key press on the page does through the page's own shortcuts (the
 * class's bindings): TRUE when one of them took the key and acted. */
static gboolean
press_page_shortcut (GtkWidget       *page,
                     guint            keyval,
                     GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (page);
  g_autoptr(GtkShortcutTrigger) pressed = gtk_keyval_trigger_new (keyval, modifiers);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          gboolean acted;

          if (!gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), pressed))
            continue;
          acted = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, page,
                                                gtk_shortcut_get_arguments (shortcut));
          umpire_test_iterate_pending ();
          return acted;
        }
    }
  return FALSE;
}

static void
test_steps_keys (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  GtkWidget *list;
  GtkEventController *keys = NULL;
  g_autoptr(GListModel) controllers = NULL;
  GtkWidget *focus;
  gboolean handled = FALSE;

  umpire_test_iterate_until (umpire_test_widget_is_allocated, window);
  list = find_steps_list (page);
  g_assert_nonnull (list);
  umpire_setup_page_set_step (UMPIRE_SETUP_PAGE (page), 0);
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0)));
  g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, 1, FALSE, FALSE);
  umpire_test_iterate_pending ();
  g_assert_cmpuint (umpire_setup_page_get_step (UMPIRE_SETUP_PAGE (page)), ==, SUPPORT);

  controllers = gtk_widget_observe_controllers (list);
  for (guint i = 0; keys == NULL && i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
          && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        keys = controller;
    }
  g_assert_nonnull (keys);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Tab, 0, 0, &handled);
  umpire_test_iterate_pending ();
  g_assert_true (handled);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, step (page, SUPPORT)));
  g_assert_cmpuint (umpire_setup_page_get_step (UMPIRE_SETUP_PAGE (page)), ==, SUPPORT);

  /* Alt+Page Down / Page Up from the step's field: the next and the
   * previous step, as the buttons (whose mnemonics change with the language). */
  g_assert_true (press_page_shortcut (page, GDK_KEY_Page_Down, GDK_ALT_MASK));
  g_assert_cmpuint (umpire_setup_page_get_step (UMPIRE_SETUP_PAGE (page)), ==, SUPPORT + 1);
  g_assert_true (press_page_shortcut (page, GDK_KEY_Page_Up, GDK_ALT_MASK));
  g_assert_true (press_page_shortcut (page, GDK_KEY_Page_Up, GDK_ALT_MASK));
  g_assert_cmpuint (umpire_setup_page_get_step (UMPIRE_SETUP_PAGE (page)), ==, 0);
  /* On the first step there is no step before: the shortcut does nothing. */
  g_assert_false (press_page_shortcut (page, GDK_KEY_Page_Up, GDK_ALT_MASK));
  g_assert_cmpuint (umpire_setup_page_get_step (UMPIRE_SETUP_PAGE (page)), ==, 0);
  g_assert_false (press_page_shortcut (page, GDK_KEY_Page_Down, 0));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Defensive works with dice read off the table: the dice field says how
 * many the roll takes, and too few is an error under that field, not under
 * a category's die or the Roll button. 35 sub-units: 2 rolls a category. */
static void
test_defensive_dice_count (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  UmpireFieldRows *fields = umpire_setup_step_get_fields (UMPIRE_SETUP_STEP (step (page, DEFENSIVE)));
  UmpireScenario *scenario = page_scenario (page);
  guint n_events;

  umpire_setup_page_set_step (UMPIRE_SETUP_PAGE (page), DEFENSIVE);
  spin (field (page, DEFENSIVE, DEF, "trenches"), 4);
  spin (field (page, DEFENSIVE, DEF, "wire"), 5);
  g_assert_nonnull (umpire_test_find_label_text (umpire_field_rows_get_row (fields, "defender", "dice"),
                                                 "4 dice: 2 for each category that rolls"));
  g_assert_nonnull (umpire_test_find_label_text (umpire_field_rows_get_row (fields, "attacker", "dice"),
                                                 "No category rolls: no dice"));
  n_events = umpire_scenario_get_n_events (scenario);
  type (field (page, DEFENSIVE, DEF, "dice"), "3");
  g_assert_false (umpire_setup_step_run (UMPIRE_SETUP_STEP (step (page, DEFENSIVE))));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events);
  g_assert_nonnull (umpire_field_rows_get_error (fields, "defender", "dice"));
  g_assert_nonnull (strstr (umpire_field_rows_get_error (fields, "defender", "dice"),
                            "type 4 dice, 2 for each category that rolls (1 typed)"));
  g_assert_null (umpire_field_rows_get_error (fields, "defender", "trenches"));
  g_assert_false (gtk_widget_has_css_class (field (page, DEFENSIVE, DEF, "trenches"), "error"));

  type (field (page, DEFENSIVE, DEF, "dice"), "3,5,2,6");
  g_assert_true (umpire_setup_step_run (UMPIRE_SETUP_STEP (step (page, DEFENSIVE))));
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), >, n_events);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Each step names its rule as the rules database gives it. */
static void
test_rule_references (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);

  g_assert_cmpstr (umpire_setup_step_get_rule (UMPIRE_SETUP_STEP (step (page, SUPPORT))), ==,
                   umpire_procedure_info_get_rule (&umpire_setup_support_info, rules));
  g_assert_cmpstr (umpire_setup_step_get_rule (UMPIRE_SETUP_STEP (step (page, SUPPORT))), ==, "Setup 2");
  g_assert_cmpstr (umpire_setup_step_get_rule (UMPIRE_SETUP_STEP (step (page, HEADER))), ==, "Setup 1");
  g_assert_cmpstr (umpire_setup_step_get_rule (UMPIRE_SETUP_STEP (step (page, PLACEMENT))), ==, "Setup 6, Setup 7");
  g_assert_cmpstr (umpire_setup_step_get_rule (UMPIRE_SETUP_STEP (step (page, BOMBARDMENT))), ==, "Setup 9");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Each optional rule's switch is bound both ways to the scenario: a rule
 * the scenario switches on shows, the umpire's toggle goes into the
 * scenario and its file, and another scenario shows its own rules. */
static void
test_optional_bound (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-setup-page-XXXXXX", NULL);
  g_autofree char *path = write_setup_run (dir);
  g_autofree char *autosave = g_build_filename (dir, "autosave.umpire", NULL);
  g_autofree char *saved = g_build_filename (dir, "saved.umpire", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) saved_file = g_file_new_for_path (saved);
  g_autoptr(UmpireSession) session = umpire_session_new (autosave);
  g_autoptr(UmpireScenario) reread = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  UmpireScenario *scenario = page_scenario (page);
  GtkSwitch *scouts = GTK_SWITCH (field (page, OPTIONAL, NONE, "205"));
  GtkSwitch *barrage = GTK_SWITCH (field (page, OPTIONAL, NONE, "601"));

  /* Headed with the first and last rule the rules database lists. */
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (
                     gtk_widget_get_ancestor (GTK_WIDGET (scouts), ADW_TYPE_PREFERENCES_GROUP))), ==,
                   "Optional Rules 101-601");

  /* The scenario switches a rule on and off (a file, an undo): it shows. */
  g_assert_false (gtk_switch_get_active (scouts));
  umpire_scenario_set_optional_rule (scenario, "1916:205", TRUE);
  g_assert_true (gtk_switch_get_active (scouts));
  g_assert_false (gtk_switch_get_active (barrage));
  umpire_scenario_set_optional_rule (scenario, "1916:205", FALSE);
  g_assert_false (gtk_switch_get_active (scouts));

  /* The umpire's toggle goes into the scenario, and nothing else. */
  gtk_switch_set_active (barrage, TRUE);
  g_assert_true (g_strv_equal (umpire_scenario_get_optional_rules (scenario),
                               (const char * const []) { "1916:601", NULL }));
  gtk_switch_set_active (barrage, FALSE);
  g_assert_false (umpire_scenario_get_optional_rule (scenario, "1916:601"));

  /* A session's scenario: the file's rule shows; a toggle is saved. */
  g_assert_true (umpire_session_load (session, file, &error));
  g_assert_no_error (error);
  g_object_set (page, "session", session, NULL);
  scenario = umpire_session_get_scenario (session);
  g_assert_true (gtk_switch_get_active (barrage));
  g_assert_false (gtk_switch_get_active (scouts));
  gtk_switch_set_active (scouts, TRUE);
  gtk_switch_set_active (barrage, FALSE);
  g_assert_true (g_strv_equal (umpire_scenario_get_optional_rules (scenario),
                               (const char * const []) { "1916:205", NULL }));
  g_assert_true (umpire_session_get_dirty (session));
  g_assert_true (umpire_session_save_as (session, saved_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (saved, &xml, NULL, &error));
  g_assert_nonnull (strstr (xml, "<optional-rule id=\"1916:205\"/>"));
  g_assert_null (strstr (xml, "1916:601"));
  reread = umpire_scenario_load_file (saved, &error);
  g_assert_no_error (error);
  g_assert_true (g_strv_equal (umpire_scenario_get_optional_rules (reread),
                               (const char * const []) { "1916:205", NULL }));

  /* A new scenario uses none; the switches say so and write nothing. */
  umpire_session_reset (session);
  g_assert_false (gtk_switch_get_active (scouts));
  g_assert_cmpuint (umpire_scenario_get_header_serial (umpire_session_get_scenario (session)), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&session);
  g_unlink (autosave);
  g_unlink (saved);
  g_unlink (path);
  g_rmdir (dir);
}

/* Step 3's results are small cards as step 2's: side and weapon as the
 * heading, the bases in a line, before the roll what the column can give,
 * the trail on demand; each fits a phone, opened or not. */
static void
test_heavy_cards (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  UmpireSetupStepHeavy *heavy = UMPIRE_SETUP_STEP_HEAVY (step (page, HEAVY));
  UmpireResultCard *gun = umpire_setup_step_heavy_get_card (heavy, ATT, "field-gun");
  UmpireResultCard *other = umpire_setup_step_heavy_get_card (heavy, DEF, "other");
  GtkDropDown *column = GTK_DROP_DOWN (field (page, HEAVY, ATT, "field-gun-column"));
  guint recommended = gtk_drop_down_get_selected (column);
  UmpireOddsView *odds;
  UmpireResult *result;
  g_autofree char *before = NULL;
  int min = 0;

  umpire_setup_page_set_step (UMPIRE_SETUP_PAGE (page), HEAVY);
  g_assert_nonnull (gun);
  g_assert_nonnull (other);
  g_assert_null (umpire_setup_step_heavy_get_card (heavy, ATT, "american-lmg"));
  g_assert_cmpstr (umpire_result_card_get_heading (gun), ==, "Attacker: Field Gun");
  g_assert_cmpstr (umpire_result_card_get_heading (other), ==, "Defender: Other weapons (the umpire's choice)");

  /* Before the roll: no result; the chances on the column picked. */
  odds = umpire_result_card_get_odds_view (gun);
  g_assert_null (umpire_result_card_get_result (gun));
  g_assert_null (umpire_result_card_get_outcome (gun));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (odds)));
  g_assert_false (gtk_expander_get_expanded (umpire_result_card_get_expander (gun)));
  before = g_strdup (umpire_odds_view_get_words (odds));
  g_assert_nonnull (before);
  gtk_drop_down_set_selected (column, recommended == 0 ? 1 : 0);
  g_assert_cmpstr (umpire_odds_view_get_words (odds), !=, before);
  gtk_drop_down_set_selected (column, recommended);
  g_assert_cmpstr (umpire_odds_view_get_words (odds), ==, before);

  /* Rolled: F .15 x 20 = 3 bases, the die under it, the trail behind. */
  type (field (page, HEAVY, ATT, "field-gun-die"), "6");
  act (step (page, HEAVY), "step.roll", NULL);
  g_assert_cmpstr (umpire_result_card_get_outcome (gun), ==, "Bases: 3");
  result = umpire_result_card_get_result (gun);
  g_assert_nonnull (result);
  g_assert_cmpstr (umpire_result_get_value (result, "die"), ==, "6");
  g_assert_true (umpire_result_view_get_result (umpire_result_card_get_result_view (gun)) == result);
  g_assert_cmpuint (umpire_result_get_steps (result)->len, >, 2);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (odds)));
  /* The umpire's own category was not ticked: not rolled. */
  g_assert_null (umpire_result_card_get_result (other));

  /* Closed or opened, a card asks no more than a phone's width. */
  gtk_widget_measure (GTK_WIDGET (gun), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 320);
  gtk_expander_set_expanded (umpire_result_card_get_expander (gun), TRUE);
  gtk_widget_measure (GTK_WIDGET (gun), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (g_getenv ("UMPIRE_SHOW_WIDTHS"))
    g_printerr ("heavy card opened: %d\n", min);
  g_assert_cmpint (min, <=, 320);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Turns view's two forms are field rows as the steps': a wrong die is
 * refused beside its own field in words (and nothing rolled), the mark goes
 * as it changes, Enter rolls the form it is in, a typed die serves one roll,
 * the wheel leaves the turn alone; the lull rule is said from the rules. */
static void
test_turns_fields (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  UmpireScenario *scenario = page_scenario (page);
  UmpireFieldRows *fields = umpire_setup_step_get_fields (UMPIRE_SETUP_STEP (step (page, TURNS)));
  GtkWidget *lull_die = field (page, TURNS, NONE, "die");
  GtkWidget *reinforcements_die = field (page, TURNS, NONE, "reinforcements-die");
  GtkWidget *group = gtk_widget_get_ancestor (lull_die, ADW_TYPE_PREFERENCES_GROUP);
  guint n_events = umpire_scenario_get_n_events (scenario);

  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)), ==,
                   "From the start turn, a lull on an unmodified 6: short before turn 7, long from turn 7");
  g_assert_true (umpire_form_wheel_is_tamed (GTK_SPIN_BUTTON (field (page, TURNS, NONE, "turn"))));
  g_assert_true (umpire_form_wheel_is_tamed (GTK_SPIN_BUTTON (field (page, TURNS, NONE, "start-turn"))));

  /* A 7 on a d6: beside the lull die, in words; nothing rolled. */
  type (lull_die, "7");
  act (step (page, TURNS), "play.lull", NULL);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events);
  g_assert_cmpstr (umpire_field_rows_get_error (fields, NULL, "die"), ==, "Lull die: 7 is not a face of a d6 (1 to 6)");
  g_assert_true (gtk_widget_has_css_class (lull_die, "error"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (lull_die), "7"));
  g_assert_null (umpire_field_rows_get_error (fields, NULL, "reinforcements-die"));
  /* Fixed: the mark goes at once. */
  type (lull_die, "6");
  g_assert_null (umpire_field_rows_get_error (fields, NULL, "die"));
  g_assert_false (gtk_widget_has_css_class (lull_die, "error"));

  /* Enter in the die rolls the lull; the die is used once. */
  g_signal_emit_by_name (lull_die, "entry-activated");
  check (page, "lull", "die", "6");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (lull_die)), ==, "");
  g_assert_null (umpire_setup_page_get_result (UMPIRE_SETUP_PAGE (page), "reinforcements"));
  n_events = umpire_scenario_get_n_events (scenario);

  /* The reinforcements die's error is its own, beside it; Enter there rolls
   * the reinforcements, not the lull. */
  type (reinforcements_die, "nine");
  g_signal_emit_by_name (reinforcements_die, "entry-activated");
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events);
  g_assert_true (g_str_has_prefix (umpire_field_rows_get_error (fields, NULL, "reinforcements-die"),
                                   "Reinforcements die: "));
  g_assert_null (umpire_field_rows_get_error (fields, NULL, "die"));
  type (reinforcements_die, "3");
  g_assert_null (umpire_field_rows_get_error (fields, NULL, "reinforcements-die"));
  g_signal_emit_by_name (reinforcements_die, "entry-activated");
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario), ==, n_events + 1);
  check (page, "reinforcements", "die", "3");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (reinforcements_die)), ==, "");

  /* The turn is the scenario's, both ways. */
  umpire_scenario_set_turn (scenario, 5);
  g_assert_cmpint (spin_value (field (page, TURNS, NONE, "turn")), ==, 5);
  act (step (page, TURNS), "play.next-turn", NULL);
  g_assert_cmpint (umpire_scenario_get_turn (scenario), ==, 6);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The years a scenario may take are the rules database's (1916.scenario),
 * not the code's: a rule pack that changes them changes the header's year,
 * what it accepts, and what the procedures hold the year to. The die needed
 * for a defensive work goes up to the top face of the step's dice. */
static const char year_pack[] =
  "<rules xmlns=\"https://gitlab.gnome.org/umpire/rules/1\" system=\"1916\" version=\"1\">\n"
  "  <title>House rules</title>\n"
  "  <list id=\"1916.scenario\" source=\"house-rules.txt\" rule=\"Setup 1\">\n"
  "    <title>Scenario</title>\n"
  "    <item id=\"year-first\" value=\"1915\">The club plays from 1915.</item>\n"
  "    <item id=\"year-last\" value=\"1919\">And into 1919.</item>\n"
  "    <item id=\"attacker-superior\">The numerically superior side attacks.</item>\n"
  "    <item id=\"battle-local\" value=\"local\">A local attack.</item>\n"
  "    <item id=\"battle-big-push\" value=\"big-push\">A big push.</item>\n"
  "  </list>\n"
  "</rules>\n";

static void
test_ranges_from_rules (void)
{
  g_autoptr(UmpireRules) pack_rules = umpire_rules_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  const UmpireField *year = umpire_procedure_info_find_input (&umpire_setup_support_info, "year");
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page;
  GtkSpinButton *year_spin;
  UmpireFieldRows *fields;
  double min = 0, max = 0, first = 0, last = 0;

  /* The built-in database: the years it gives, and the spin button's. */
  g_assert_true (umpire_rules_list_number (rules, "1916.scenario", "year-first", &first, NULL, NULL));
  g_assert_true (umpire_rules_list_number (rules, "1916.scenario", "year-last", &last, NULL, NULL));
  g_assert_true (umpire_field_get_range (year, rules, &min, &max));
  g_assert_cmpfloat (min, ==, first);
  g_assert_cmpfloat (max, ==, last);
  /* No database, no years: the code holds none of its own. */
  g_assert_false (umpire_field_get_range (year, NULL, &min, &max));

  g_assert_true (umpire_rules_load_builtin (pack_rules, &error));
  umpire_rules_load_data (pack_rules, year_pack, sizeof year_pack - 1, "house-rules.xml", &error);
  g_assert_no_error (error);
  g_assert_true (umpire_field_get_range (year, pack_rules, &min, &max));
  g_assert_cmpfloat (min, ==, 1915);
  g_assert_cmpfloat (max, ==, 1919);

  page = umpire_setup_page_new (pack_rules, dice);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  fields = umpire_setup_step_get_fields (UMPIRE_SETUP_STEP (step (page, HEADER)));
  year_spin = GTK_SPIN_BUTTON (field (page, HEADER, NONE, "year"));
  gtk_spin_button_get_range (year_spin, &min, &max);
  g_assert_cmpfloat (min, ==, 1915);
  g_assert_cmpfloat (max, ==, 1919);
  /* A new scenario starts at the pack's first year. */
  g_assert_cmpint (spin_value (GTK_WIDGET (year_spin)), ==, 1915);
  spin (GTK_WIDGET (year_spin), 1919);
  g_assert_cmpint (umpire_scenario_get_year (page_scenario (page)), ==, 1919);
  g_assert_true (umpire_field_rows_validate (fields, NULL, TRUE));
  spin (GTK_WIDGET (year_spin), 1914);
  g_assert_cmpint (umpire_scenario_get_year (page_scenario (page)), ==, 1915);

  /* The die needed for a defensive work is a face of the dice the step
   * rolls, 0 when the nation does not roll: the code types no 6. */
  {
    UmpireDiceExpr expr = { 0 };
    GtkSpinButton *needed = GTK_SPIN_BUTTON (field (page, DEFENSIVE, ATT, "wire"));

    g_assert_true (umpire_dice_expr_parse (UMPIRE_DEFENSIVE_DICE, &expr, NULL));
    gtk_spin_button_get_range (needed, &min, &max);
    g_assert_cmpfloat (min, ==, 0);
    g_assert_cmpfloat (max, ==, expr.sides);
    g_assert_cmpint (umpire_setup_defensive_needed_max (), ==, (int) expr.sides);
  }

  /* The procedures hold the year to the pack's range too. */
  {
    UmpireSupportInput input = { "barrage", "germany", 1914, "attacker", "local", 30, FALSE, FALSE, 0 };

    result = umpire_setup_support (pack_rules, &input, dice, &error);
    g_assert_null (result);
    g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_INVALID);
    g_clear_error (&error);
    input.year = 1914;
    result = umpire_setup_support (rules, &input, dice, &error);
    g_assert_no_error (error);
    g_assert_nonnull (result);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
collect_columns (GtkWidget *widget,
                 GPtrArray *found)
{
  if (UMPIRE_IS_COLUMNS (widget))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_columns (child, found);
}

/* The steps put the two sides side by side with the one columns widget of
 * the app (UmpireColumns, as the procedure forms do): side by side when
 * each column has room, one above the other, further apart, when not. */
static void
test_one_columns_widget (void)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  for (guint i = 0; i < TURNS; i++)
    collect_columns (step (page, i), found);
  /* The header's sides, then every rolling step's forms and results. */
  g_assert_cmpuint (found->len, >=, 13);
  for (guint i = 0; i < found->len; i++)
    {
      UmpireColumns *columns = g_ptr_array_index (found, i);
      int spacing = 0, row_spacing = 0, width = 0, wide = 0, narrow = 0;
      guint n = 0;

      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (columns)); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        n += gtk_widget_should_layout (child);
      /* Proximity's form is one group: alone, it has nothing to stand beside. */
      if (n < 2)
        {
          g_assert_false (umpire_columns_is_side_by_side (columns, 1000));
          continue;
        }

      g_object_get (columns, "spacing", &spacing, "row-spacing", &row_spacing, "column-width", &width, NULL);
      g_assert_cmpint (row_spacing, >, spacing);
      g_assert_true (umpire_columns_is_side_by_side (columns, 1000));
      g_assert_false (umpire_columns_is_side_by_side (columns, 2 * width + spacing - 1));
      /* Stacked, each child below the other with the row spacing between. */
      gtk_widget_measure (GTK_WIDGET (columns), GTK_ORIENTATION_VERTICAL, 1000, NULL, &wide, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (columns), GTK_ORIENTATION_VERTICAL, 320, NULL, &narrow, NULL, NULL);
      g_assert_cmpint (narrow, >=, wide + row_spacing);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every step, the turns and the optional rules fit a 360 px window: no
 * horizontal scrollbar, forms and results stacked. */
/* With UMPIRE_SHOW_WIDTHS: the widgets under `widget` at least 150 px wide
 * at their narrowest, with that width, to find what widens a step. */
static void
show_wide (GtkWidget *widget,
           int        depth)
{
  int min = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min < 150)
    return;
  g_printerr ("%*s%s %d %s\n", depth, "", G_OBJECT_TYPE_NAME (widget), min,
              GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : "");
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    show_wide (child, depth + 1);
}

static void
check_fits_narrow (gboolean stale)
{
  GtkWidget *window;
  GtkWidget *page = new_page_in_window (&window);
  int min = 0;

  /* With results out of date too: support rolled in 1914, the year then
   * corrected to 1915 (airstrikes and gas need dice 1914 did not roll),
   * their reasons shown on the cards. */
  if (stale)
    {
      spin (field (page, HEADER, NONE, "year"), 1914);
      act (step (page, SUPPORT), "step.roll", NULL);
      umpire_test_iterate_pending ();
      spin (field (page, HEADER, NONE, "year"), 1915);
      umpire_test_iterate_pending ();
      g_assert_cmpuint (umpire_battle_state_count_out_of_date (umpire_correction_state_of (page_scenario (page))), >, 0);
    }

  for (guint i = 0; i <= OPTIONAL; i++)
    {
      gtk_widget_measure (step (page, i), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      if (g_getenv ("UMPIRE_SHOW_WIDTHS"))
        g_printerr ("step %u: %d\n", i, min);
      if (g_getenv ("UMPIRE_SHOW_WIDTHS") && min > 320)
        show_wide (step (page, i), 0);
      g_assert_cmpint (min, <=, 320);
    }
  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (g_getenv ("UMPIRE_SHOW_WIDTHS"))
    g_printerr ("page: %d\n", min);
  g_assert_cmpint (min, <=, 344);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_fits_narrow (void)
{
  check_fits_narrow (FALSE);
  check_fits_narrow (TRUE);
}

/* The same in German, whose words are longer (a button's label wraps). */
static void
test_fits_narrow_german (void)
{
  if (g_test_subprocess ())
    {
      /* The German catalog built in po/, as the app starts in German. */
      umpire_test_set_language ("de");
      textdomain (GETTEXT_PACKAGE);
      g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Terrain"), ==, "Gelände");
      check_fits_narrow (FALSE);
      check_fits_narrow (TRUE);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* Only the step shown is built before the page's first frame; the other
 * steps, the turns and the optional rules follow it, and a step asked for
 * comes at once. */
static void
test_steps_after_first_frame (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = umpire_setup_page_new (rules, dice);

  gtk_window_set_child (GTK_WINDOW (window), page);
  g_assert_cmpuint (umpire_test_count_widgets (page, UMPIRE_TYPE_SETUP_STEP), ==, 1);
  g_assert_cmpuint (umpire_test_count_widgets (page, UMPIRE_TYPE_SETUP_STEP_HEADER), ==, 1);
  g_assert_true (UMPIRE_IS_SETUP_STEP_COUNTERBATTERY (step (page, COUNTERBATTERY)));
  g_assert_cmpuint (umpire_test_count_widgets (page, UMPIRE_TYPE_SETUP_STEP), ==, 2);
  gtk_window_present (GTK_WINDOW (window));
  while (umpire_test_count_widgets (page, UMPIRE_TYPE_SETUP_STEP) < OPTIONAL + 1)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (umpire_test_count_widgets (page, UMPIRE_TYPE_SETUP_STEP), ==, OPTIONAL + 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A file from before a heavy weapon was recorded by its id holds its label
 * in the language it was rolled in (tests/data/setup-run-labels-*.umpire,
 * `umpire-cli setup run --seed 7`, 1916 Germans against British), opened in
 * the other language: step 3's cards show each result, and the log names
 * the weapon in the umpire's words. */
static void
test_heavy_labels_other_language (gconstpointer data)
{
  const char *const *languages = data;
  gboolean german = g_str_equal (languages[1], "de");
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *autosave = NULL;
  g_autofree char *title = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(UmpireRules) own_rules = umpire_rules_new ();
  g_autoptr(UmpireSession) session = NULL;
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  g_autoptr(GError) error = NULL;
  UmpireScenario *scenario;
  UmpireSetupStepHeavy *heavy;
  UmpireResultCard *mortar;
  GtkWidget *window;
  GtkWidget *page;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }
  /* The umpire's language, with the catalogs built in po/, before the rules load. */
  umpire_test_set_language (languages[1]);
  textdomain (GETTEXT_PACKAGE);
  if (german)
    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Terrain"), ==, "Gelände");
  g_assert_true (umpire_rules_load_builtin (own_rules, &error));
  g_assert_no_error (error);

  name = g_strdup_printf ("setup-run-labels-%s.umpire", languages[0]);
  path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  file = g_file_new_for_path (path);
  dir = g_dir_make_tmp ("umpire-setup-page-XXXXXX", NULL);
  autosave = g_build_filename (dir, "autosave.umpire", NULL);
  session = umpire_session_new (autosave);
  umpire_session_set_rules (session, own_rules);
  g_assert_true (umpire_session_load (session, file, &error));
  g_assert_no_error (error);
  scenario = umpire_session_get_scenario (session);

  page = umpire_setup_page_new (own_rules, dice);
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  g_object_set (page, "session", session, NULL);
  umpire_setup_page_set_step (UMPIRE_SETUP_PAGE (page), HEAVY);

  /* Rolled for that file: mortar C .45 x 20 = 9 and HMG F .15 x 20 = 3 for
   * the Germans, mortar C .30 x 15 = 5 for the British. */
  check (page, "heavy-attacker-light-trench-mortar", "bases", "9");
  check (page, "heavy-attacker-german-hmg", "bases", "3");
  check (page, "heavy-defender-light-trench-mortar", "bases", "5");
  heavy = UMPIRE_SETUP_STEP_HEAVY (step (page, HEAVY));
  mortar = umpire_setup_step_heavy_get_card (heavy, ATT, "light-trench-mortar");
  g_assert_cmpstr (umpire_result_card_get_heading (mortar), ==,
                   german ? "Angreifer: Leichter Grabenmörser" : "Attacker: Light Trench Mortar");
  g_assert_nonnull (umpire_result_card_get_result (mortar));
  g_assert_cmpstr (umpire_result_card_get_outcome (mortar), ==, german ? "Basen: 9" : "Bases: 9");
  /* The log's row: event 6 is the Germans' mortar. */
  title = umpire_log_row_dup_title (umpire_scenario_lookup_event (scenario, 6), own_rules);
  g_assert_cmpstr (title, ==, german ? "#6 Zusätzliche schwere Waffen: Leichter Grabenmörser"
                                     : "#6 Extra heavy weapons: Light Trench Mortar");
  /* Reading changed nothing. */
  g_assert_false (umpire_session_get_dirty (session));

  gtk_window_destroy (GTK_WINDOW (window));
  umpire_session_discard_autosave (session);
  g_unlink (autosave);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  static const char *const en_de[] = { "en", "de" };
  static const char *const de_en[] = { "de", "en" };
  g_autoptr(GError) error = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  rules = umpire_rules_new ();
  if (!umpire_rules_load_builtin (rules, &error))
    g_error ("loading the built-in rules: %s", error->message);

  g_test_add_func ("/umpire/1916/setup-page/whole-assistant", test_whole_assistant);
  g_test_add_func ("/umpire/1916/setup-page/support-reading", test_support_reading);
  g_test_add_func ("/umpire/1916/setup-page/correction-flow", test_correction_flow);
  g_test_add_func ("/umpire/1916/setup-page/out-of-date-markers", test_out_of_date_markers);
  g_test_add_func ("/umpire/1916/setup-page/summary", test_summary);
  g_test_add_func ("/umpire/1916/setup-page/barrages-left-from-state", test_barrages_left_from_state);
  g_test_add_func ("/umpire/1916/setup-page/correction-redo", test_correction_redo);
  g_test_add_func ("/umpire/1916/setup-page/german-reasons", test_german_reasons);
  g_test_add_func ("/umpire/1916/setup-page/opens-setup-run", test_opens_setup_run);
  g_test_add_func ("/umpire/1916/setup-page/dropdown-labels", test_dropdown_labels);
  g_test_add_func ("/umpire/1916/setup-page/support-stale", test_support_stale);
  g_test_add_func ("/umpire/1916/setup-page/counterbattery-odds", test_counterbattery_odds);
  g_test_add_func ("/umpire/1916/setup-page/early-big-push-warned", test_early_big_push_warned);
  g_test_add_func ("/umpire/1916/setup-page/no-partial-record", test_no_partial_record);
  g_test_add_func ("/umpire/1916/setup-page/error-in-words", test_error_in_words);
  g_test_add_func ("/umpire/1916/setup-page/typed-dice-cleared", test_typed_dice_cleared);
  g_test_add_func ("/umpire/1916/setup-page/enter-submits", test_enter_submits);
  g_test_add_func ("/umpire/1916/setup-page/support-summary-out-of-date", test_support_summary_out_of_date);
  g_test_add_func ("/umpire/1916/setup-page/fits-narrow", test_fits_narrow);
  g_test_add_func ("/umpire/1916/setup-page/fits-narrow-german", test_fits_narrow_german);
  g_test_add_func ("/umpire/1916/setup-page/header-bound", test_header_bound);
  g_test_add_func ("/umpire/1916/setup-page/support-cards", test_support_cards);
  g_test_add_func ("/umpire/1916/setup-page/errors-beside-fields", test_errors_beside_fields);
  g_test_add_func ("/umpire/1916/setup-page/steps-keys", test_steps_keys);
  g_test_add_func ("/umpire/1916/setup-page/defensive-dice-count", test_defensive_dice_count);
  g_test_add_func ("/umpire/1916/setup-page/rule-references", test_rule_references);
  g_test_add_func ("/umpire/1916/setup-page/optional-bound", test_optional_bound);
  g_test_add_func ("/umpire/1916/setup-page/heavy-cards", test_heavy_cards);
  g_test_add_func ("/umpire/1916/setup-page/turns-fields", test_turns_fields);
  g_test_add_func ("/umpire/1916/setup-page/ranges-from-rules", test_ranges_from_rules);
  g_test_add_func ("/umpire/1916/setup-page/one-columns-widget", test_one_columns_widget);
  g_test_add_func ("/umpire/1916/setup-page/steps-after-first-frame", test_steps_after_first_frame);
  g_test_add_data_func ("/umpire/1916/setup-page/heavy-labels-other-language/en-de", en_de,
                        test_heavy_labels_other_language);
  g_test_add_data_func ("/umpire/1916/setup-page/heavy-labels-other-language/de-en", de_en,
                        test_heavy_labels_other_language);

  status = g_test_run ();
  g_clear_object (&rules);
  return status;
}
