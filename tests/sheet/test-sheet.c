/* test-sheet.c: printed sheets (PDF), checked with pdftotext; the
 * scenario commands of umpire-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <string.h>

#include "umpire-procedure.h"
#include "umpire-scenario-file.h"
#include "umpire-setup.h"
#include "umpire-setup-sequence.h"
#include "umpire-sheet.h"
#include "umpire-test-core.h"

static UmpireRules *rules;
static char *work_dir;

/* The PDF's text, or NULL (and the test skipped) without pdftotext. */
static char *
pdf_text (const char *pdf)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  const char *argv[] = { pdftotext, "-layout", pdf, "-", NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status = 0;

  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      return NULL;
    }
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* pdftotext ends every page with a form feed. */
static guint
count_pages (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p; p++)
    n += *p == '\f';
  return n;
}

static gboolean
contains (const char *text,
          const char *needle)
{
  return strstr (text, needle) != NULL;
}

#define ASSERT_CONTAINS(text, needle) \
  G_STMT_START { if (!contains (text, needle)) g_error ("“%s” is not in the sheet:\n%s", needle, text); } G_STMT_END
#define ASSERT_NOT_CONTAINS(text, needle) \
  G_STMT_START { if (contains (text, needle)) g_error ("“%s” should not be in the sheet", needle); } G_STMT_END

static UmpireResult *
support_result (const char *category,
                const char *count)
{
  UmpireResult *result = umpire_result_new ("1916.support");

  umpire_result_set_value (result, "category", "%s", category);
  umpire_result_set_value (result, "die", "5");
  umpire_result_set_value (result, "count", "%s", count);
  return result;
}

/* A 1916 scenario as the setup page records it; the counts are chosen so
 * that each side's can be told apart on the sheets. */
static UmpireScenario *
make_scenario (void)
{
  UmpireScenario *scenario = umpire_scenario_new ();
  g_autoptr(UmpireResult) attacker = support_result ("barrage", "4711");
  g_autoptr(UmpireResult) defender = support_result ("barrage", "8642");
  g_autoptr(UmpireResult) heavy = umpire_result_new ("1916.heavy-weapons");
  g_autoptr(UmpireResult) proximity = umpire_result_new ("1916.proximity");
  g_autoptr(UmpireResult) wrong = support_result ("on-call", "9999");
  g_autoptr(GError) error = NULL;
  UmpireEvent *event;

  umpire_scenario_set_title (scenario, "Hill 60");
  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_set_battle (scenario, "local");
  umpire_scenario_set_terrain (scenario, "open");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 20);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 15);
  umpire_scenario_set_lull_start (scenario, 4);
  umpire_result_set_input_text (heavy, "weapon", "light-trench-mortar");
  umpire_result_set_value (heavy, "column", "c");
  umpire_result_set_value (heavy, "available", "yes");
  umpire_result_set_value (heavy, "bases", "3");
  umpire_result_set_value (proximity, "yards", "320");
  umpire_result_set_value (proximity, "inches", "16");

  umpire_scenario_record (scenario, attacker, "1916", UMPIRE_SIDE_ATTACKER);
  umpire_scenario_record (scenario, heavy, "1916", UMPIRE_SIDE_ATTACKER);
  umpire_scenario_record (scenario, defender, "1916", UMPIRE_SIDE_DEFENDER);
  umpire_scenario_record (scenario, proximity, "1916", UMPIRE_SIDE_NONE);
  /* Changed by hand: the sheets show the new count only. */
  event = umpire_scenario_record (scenario, wrong, "1916", UMPIRE_SIDE_ATTACKER);
  g_assert_nonnull (umpire_scenario_override (scenario, rules, event, "count", "1234", "miscounted", &error));
  g_assert_no_error (error);
  /* Undone: not on the sheets. */
  {
    g_autoptr(UmpireResult) undone = support_result ("airstrikes", "5555");

    umpire_scenario_record (scenario, undone, "1916", UMPIRE_SIDE_ATTACKER);
    umpire_scenario_undo (scenario);
  }
  return scenario;
}

static char *
write_sheet (UmpireSheet *sheet,
             const char  *name,
             UmpirePaper  paper)
{
  g_autofree char *path = g_build_filename (work_dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_sheet_write_pdf (sheet, path, paper, &error));
  g_assert_no_error (error);
  return pdf_text (path);
}

/* Support rolled before the header changed answers another battle: the
 * sheet leaves it out, says so, and keeps the other side's. */
static void
test_stale_support_left_out (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireResult) attacker = support_result ("barrage", "4711");
  g_autoptr(UmpireResult) defender = support_result ("barrage", "8642");
  g_autoptr(UmpireSheet) sheet = NULL;
  g_autofree char *text = NULL;

  umpire_scenario_set_title (scenario, "Hill 60");
  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_set_battle (scenario, "local");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 20);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 15);
  for (guint i = 0; i < 2; i++)
    {
      UmpireResult *result = i == 0 ? attacker : defender;

      umpire_result_set_input_text (result, "nation", i == 0 ? "britain" : "germany");
      umpire_result_set_input (result, "year", "%d", 1916);
      umpire_result_set_input_text (result, "battle", "local");
      umpire_result_set_input (result, "units", "%d", 35);
    }
  umpire_scenario_record (scenario, attacker, "1916", UMPIRE_SIDE_ATTACKER);
  umpire_scenario_record (scenario, defender, "1916", UMPIRE_SIDE_DEFENDER);
  /* The defender's nation changes after the roll; the attacker's sub-units too. */
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "austria", 15);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 24);
  g_assert_false (umpire_setup_result_is_current (attacker, scenario, UMPIRE_SIDE_ATTACKER));
  g_assert_false (umpire_setup_result_is_current (defender, scenario, UMPIRE_SIDE_DEFENDER));
  sheet = umpire_sheet_new_setup (rules, scenario, UMPIRE_SIDE_NONE);
  text = write_sheet (sheet, "stale.pdf", UMPIRE_PAPER_A4);
  if (text == NULL)
    return;
  ASSERT_NOT_CONTAINS (text, "4711");
  ASSERT_NOT_CONTAINS (text, "8642");
  ASSERT_CONTAINS (text, "out of date");

  /* Back as rolled: both count again. */
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 20);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 15);
  g_assert_true (umpire_setup_result_is_current (attacker, scenario, UMPIRE_SIDE_ATTACKER));
  g_clear_object (&sheet);
  g_clear_pointer (&text, g_free);
  sheet = umpire_sheet_new_setup (rules, scenario, UMPIRE_SIDE_NONE);
  text = write_sheet (sheet, "current.pdf", UMPIRE_PAPER_A4);
  ASSERT_CONTAINS (text, "4711");
  ASSERT_CONTAINS (text, "8642");
}

static void
test_setup_sheets (void)
{
  g_autoptr(UmpireScenario) scenario = make_scenario ();
  g_autoptr(UmpireSheet) attacker = umpire_sheet_new_setup (rules, scenario, UMPIRE_SIDE_ATTACKER);
  g_autoptr(UmpireSheet) defender = umpire_sheet_new_setup (rules, scenario, UMPIRE_SIDE_DEFENDER);
  g_autoptr(UmpireSheet) umpire = umpire_sheet_new_setup (rules, scenario, UMPIRE_SIDE_NONE);
  g_autofree char *a = write_sheet (attacker, "attacker.pdf", UMPIRE_PAPER_A4);
  g_autofree char *d = NULL;
  g_autofree char *u = NULL;
  g_autofree char *footer = NULL;

  if (a == NULL)
    return;
  d = write_sheet (defender, "defender.pdf", UMPIRE_PAPER_A4);
  u = write_sheet (umpire, "umpire.pdf", UMPIRE_PAPER_LETTER);

  /* Every side's sheet: the scenario, proximity in yards and inches, the
   * lull start, and from the rules database the lull features,
   * reinforcements and placement checklist. */
  for (guint i = 0; i < 3; i++)
    {
      const char *text = i == 0 ? a : i == 1 ? d : u;

      ASSERT_CONTAINS (text, "Hill 60");
      /* Players read the rules' names, not the ids behind them. */
      ASSERT_CONTAINS (text, "British, 20 sub-units");
      ASSERT_CONTAINS (text, "German, 15 sub-units");
      ASSERT_CONTAINS (text, "local attack");
      ASSERT_CONTAINS (text, "Open Terrain");
      ASSERT_NOT_CONTAINS (text, "britain");
      ASSERT_NOT_CONTAINS (text, "germany");
      ASSERT_CONTAINS (text, "320");
      ASSERT_CONTAINS (text, "16");
      ASSERT_CONTAINS (text, "Lull rolls begin on turn 4.");
      ASSERT_CONTAINS (text, "Lull Features");
      ASSERT_CONTAINS (text, "Reinforcements (for lulls only)");
      ASSERT_CONTAINS (text, "3 inf. sub-units & 2 HMG");
      ASSERT_CONTAINS (text, "Troop placement");
      ASSERT_CONTAINS (text, "Barrage allocation");
      ASSERT_NOT_CONTAINS (text, "5555");
    }
  /* The count changed by hand replaces the rolled one (the umpire's copy
   * keeps it in the override's explanation only). */
  ASSERT_NOT_CONTAINS (a, "9999");
  ASSERT_NOT_CONTAINS (d, "9999");
  ASSERT_CONTAINS (u, "from 9999 to 1234");
  /* Each side sees its own rolls only. */
  ASSERT_CONTAINS (a, "4711");
  ASSERT_CONTAINS (a, "1234");
  ASSERT_CONTAINS (a, "Attacker: 4711 pre-game barrages");
  ASSERT_CONTAINS (a, "Barrages");
  ASSERT_NOT_CONTAINS (a, "barrage ");
  ASSERT_CONTAINS (a, "Light Trench Mortar");
  ASSERT_NOT_CONTAINS (a, "light-trench-mortar");
  ASSERT_CONTAINS (a, "Yes");
  ASSERT_NOT_CONTAINS (a, "8642");
  ASSERT_CONTAINS (d, "8642");
  ASSERT_NOT_CONTAINS (d, "4711");
  /* The umpire sees both, and every roll explained, the override's reason too. */
  ASSERT_CONTAINS (u, "4711");
  ASSERT_CONTAINS (u, "8642");
  ASSERT_CONTAINS (u, "umpire’s copy");
  ASSERT_CONTAINS (u, "miscounted");

  /* The footer counts the pages the PDF has. */
  g_assert_cmpuint (count_pages (u), ==, (guint) umpire_sheet_get_n_pages (umpire));
  g_assert_cmpuint (count_pages (u), >=, 2);
  footer = g_strdup_printf ("page %u of %u", count_pages (u), count_pages (u));
  ASSERT_CONTAINS (u, footer);
}

static void
test_reference_weltkrieg (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireSheet) sheet = umpire_sheet_new_reference (rules, "weltkrieg", &error);
  g_autofree char *a4 = NULL;
  g_autofree char *letter = NULL;
  g_auto(GStrv) pages = NULL;

  g_assert_no_error (error);
  a4 = write_sheet (sheet, "weltkrieg-a4.pdf", UMPIRE_PAPER_A4);
  if (a4 == NULL)
    return;
  letter = write_sheet (sheet, "weltkrieg-letter.pdf", UMPIRE_PAPER_LETTER);

  for (guint i = 0; i < 2; i++)
    {
      const char *text = i == 0 ? a4 : letter;

      ASSERT_CONTAINS (text, "Der Weltkrieg quick reference");
      ASSERT_CONTAINS (text, "Combat Results Table for 1914 through 1916");
      ASSERT_CONTAINS (text, "Combat Results Table for 1917 and 1918");
      ASSERT_CONTAINS (text, "Terrain effects");
      ASSERT_CONTAINS (text, "Wooded rough");
      ASSERT_CONTAINS (text, "Counterattack strength");
      ASSERT_CONTAINS (text, "Supply point expenditure requirements");
      ASSERT_CONTAINS (text, "Attacking infantry");
      /* At least a page per CRT, then the key and charts. */
      g_assert_cmpuint (count_pages (text), >=, 3);
    }

  /* Each CRT is a page of its own, the last two (pdftotext leaves an
   * empty string after the last form feed). */
  pages = g_strsplit (a4, "\f", -1);
  {
    guint n = g_strv_length (pages) - 1;

    g_assert_cmpuint (n, >=, 3);
    ASSERT_CONTAINS (pages[n - 2], "Combat Results Table for 1914 through 1916");
    ASSERT_NOT_CONTAINS (pages[n - 2], "1917 and 1918");
    ASSERT_CONTAINS (pages[n - 1], "Combat Results Table for 1917 and 1918");
    ASSERT_NOT_CONTAINS (pages[n - 1], "Terrain effects");
    ASSERT_NOT_CONTAINS (pages[0], "Combat Results Table for 1914 through 1916");
  }
}

static void
test_reference_derosa (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireSheet) sheet = umpire_sheet_new_reference (rules, "derosa", &error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  text = write_sheet (sheet, "derosa.pdf", UMPIRE_PAPER_A4);
  if (text == NULL)
    return;
  ASSERT_CONTAINS (text, "De Rosa");
  ASSERT_CONTAINS (text, "Movement Chart");
  ASSERT_CONTAINS (text, "Morale Chart");
  g_assert_cmpuint (count_pages (text), >=, 2);

  g_assert_null (umpire_sheet_new_reference (rules, "chess", &error));
  g_assert_nonnull (error);
}

static void
test_log_sheet (void)
{
  g_autoptr(UmpireScenario) scenario = make_scenario ();
  g_autoptr(UmpireSheet) all = umpire_sheet_new_log (scenario, NULL, -1);
  g_autoptr(UmpireSheet) defender = umpire_sheet_new_log (scenario, "1916", UMPIRE_SIDE_DEFENDER);
  g_autofree char *a = write_sheet (all, "log.pdf", UMPIRE_PAPER_A4);
  g_autofree char *d = NULL;

  if (a == NULL)
    return;
  d = write_sheet (defender, "log-defender.pdf", UMPIRE_PAPER_A4);
  ASSERT_CONTAINS (a, "#1");
  ASSERT_CONTAINS (a, "#7");
  ASSERT_CONTAINS (a, "(undone)");
  ASSERT_CONTAINS (a, "miscounted");
  ASSERT_CONTAINS (d, "8642");
  ASSERT_NOT_CONTAINS (d, "4711");
}

/* A table wider than the space is drawn in bands: the narrower, the taller. */
static void
test_draw_table_bands (void)
{
  const UmpireTable *crt = umpire_rules_get_table (rules, "weltkrieg.crt-1914-1916");
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 10);
  cairo_t *cr = cairo_create (surface);
  double wide, narrow, drawn;

  g_assert_nonnull (crt);
  wide = umpire_sheet_measure_table (cr, crt, 2000);
  narrow = umpire_sheet_measure_table (cr, crt, 300);
  g_assert_cmpfloat (wide, >, 0);
  g_assert_cmpfloat (narrow, >, 2 * wide);
  drawn = umpire_sheet_draw_table (cr, crt, 0, 0, 300);
  g_assert_cmpfloat (drawn, ==, narrow);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* ---------------------------------------------------------------------- */
/* umpire-cli                                                             */

typedef struct
{
  int    status;
  char  *out;
  char  *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run        *run,
         const char *first,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("UMPIRE_CLI");
  va_list ap;
  int wait_status = 0;

  g_assert_nonnull (cli);
  g_ptr_array_add (args, (gpointer) cli);
  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) args->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

static char *
xml_value (const char *xml,
           const char *name)
{
  xmlDocPtr doc = xmlReadMemory (xml, (int) strlen (xml), "out.xml", NULL, XML_PARSE_NONET);
  char *found = NULL;

  g_assert_nonnull (doc);
  for (xmlNodePtr child = xmlDocGetRootElement (doc)->children; child != NULL && found == NULL; child = child->next)
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

/* Setup proximity rolled (wide open terrain, large scale, die 3: 300 yards,
 * 15 inches), then its yards changed by hand to 250: the sheets show the
 * inches that follow, 12.5. With `stale`, the change is recorded as files
 * from before re-deriving have it: the old inches kept. */
static UmpireScenario *
make_changed_proximity (gboolean stale)
{
  UmpireScenario *scenario = umpire_scenario_new ();
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("3");
  UmpireProximityInput input = { "wide-open", "large" };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = umpire_setup_proximity (rules, &input, dice, &error);
  UmpireEvent *event;

  g_assert_no_error (error);
  umpire_scenario_set_title (scenario, "Delville Wood");
  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 8);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 6);
  event = umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_NONE);
  if (stale)
    {
      g_autoptr(UmpireResult) changed = umpire_event_copy_result (result);
      UmpireEvent *added;

      umpire_result_set_value (changed, "yards", "250");
      umpire_result_add_step (changed, UMPIRE_STEP_OVERRIDE, NULL,
                              "Changed by hand: Yards from 300 to 250 (event #1). Reason: paced out");
      added = umpire_scenario_record (scenario, changed, "1916", UMPIRE_SIDE_NONE);
      umpire_event_set_override (added, umpire_event_get_id (event), "paced out");
    }
  else
    {
      g_assert_nonnull (umpire_scenario_override (scenario, rules, event, "yards", "250", "paced out", &error));
      g_assert_no_error (error);
    }
  return scenario;
}

static void
test_proximity_changed_by_hand (void)
{
  g_autoptr(UmpireScenario) scenario = make_changed_proximity (FALSE);
  g_autoptr(UmpireSheet) attacker = umpire_sheet_new_setup (rules, scenario, UMPIRE_SIDE_ATTACKER);
  g_autoptr(UmpireSheet) umpire = umpire_sheet_new_setup (rules, scenario, UMPIRE_SIDE_NONE);
  g_autofree char *a = write_sheet (attacker, "proximity-attacker.pdf", UMPIRE_PAPER_A4);
  g_autofree char *u = NULL;

  if (a == NULL)
    return;
  u = write_sheet (umpire, "proximity-umpire.pdf", UMPIRE_PAPER_A4);
  /* The side's sheet: the changed yards and the inches that follow only. */
  ASSERT_CONTAINS (a, "250");
  ASSERT_CONTAINS (a, "12.5");
  ASSERT_NOT_CONTAINS (a, "300");
  ASSERT_NOT_CONTAINS (a, "15");
  /* The umpire's copy: the trail says what was changed and what followed. */
  ASSERT_CONTAINS (u, "from 300 to 250");
  ASSERT_CONTAINS (u, "Re-derived Inches at the table scale");
  ASSERT_CONTAINS (u, "250 yards / 20 yards per inch = 12.50 inches");
}

/* A file from before values were re-derived prints re-derived. */
static void
test_cli_sheet_rederives_old_file (void)
{
  g_autoptr(UmpireScenario) scenario = make_changed_proximity (TRUE);
  g_autofree char *path = g_build_filename (work_dir, "stale.umpire", NULL);
  g_autofree char *pdf = g_build_filename (work_dir, "stale-attacker.pdf", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Run) sheet = { 0 };

  g_assert_true (umpire_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  run_cli (&sheet, "sheet", path, "--side", "attacker", "-o", pdf, NULL);
  if (sheet.status != 0)
    g_error ("sheet failed: %s", sheet.err);
  text = pdf_text (pdf);
  if (text == NULL)
    return;
  ASSERT_CONTAINS (text, "250");
  ASSERT_CONTAINS (text, "12.5");
  ASSERT_NOT_CONTAINS (text, "15");
}

static void
test_cli_setup_run (void)
{
  g_autofree char *path = g_build_filename (work_dir, "run.umpire", NULL);
  g_autofree char *again = g_build_filename (work_dir, "again.umpire", NULL);
  g_autofree char *pdf = g_build_filename (work_dir, "run-attacker.pdf", NULL);
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(UmpireScenario) scenario_again = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) run_again = { 0 };
  g_auto(Run) sheet = { 0 };
  g_auto(Run) log = { 0 };
  guint support = 0;
  UmpireEvent *proximity;

  run_cli (&run, "setup", "run", "--seed", "42", "--year", "1916", "--attacker", "britain",
           "--defender", "germany", "--attacker-units", "20", "--defender-units", "15",
           "--terrain", "open", "--battle", "big-push", "--defender-defenses", "4,5,6,0",
           "-o", path, "--xml", NULL);
  if (run.status != 0)
    g_error ("setup run failed: %s", run.err);
  scenario = umpire_scenario_load_file (path, &error);
  g_assert_no_error (error);

  g_assert_cmpint (umpire_scenario_get_year (scenario), ==, 1916);
  g_assert_cmpstr (umpire_scenario_get_side_nation (scenario, UMPIRE_SIDE_ATTACKER), ==, "britain");
  g_assert_cmpint (umpire_scenario_get_side_sub_units (scenario, UMPIRE_SIDE_DEFENDER), ==, 15);
  g_assert_cmpstr (umpire_scenario_get_battle (scenario), ==, "big-push");
  g_assert_cmpstr (umpire_scenario_get_terrain (scenario), ==, "open");
  /* Four support categories per side. */
  for (guint i = 0; i < umpire_scenario_get_n_events (scenario); i++)
    if (g_strcmp0 (umpire_event_get_procedure (umpire_scenario_get_event (scenario, i)), "1916.support") == 0)
      support++;
  g_assert_cmpuint (support, ==, 8);
  /* Defensive works for the defender only: the attacker's die rolls were not given. */
  g_assert_null (umpire_scenario_find_event (scenario, "1916.defensive-works", UMPIRE_SIDE_ATTACKER));
  g_assert_nonnull (umpire_scenario_find_event (scenario, "1916.defensive-works", UMPIRE_SIDE_DEFENDER));
  /* The proximity die is the lull start turn. */
  proximity = umpire_scenario_find_event (scenario, "1916.proximity", UMPIRE_SIDE_NONE);
  g_assert_nonnull (proximity);
  {
    g_autofree char *lull_start = g_strdup_printf ("%d", umpire_scenario_get_lull_start (scenario));

    g_assert_cmpstr (umpire_result_get_value (umpire_event_get_result (proximity), "die"), ==, lull_start);
  }
  {
    g_autofree char *events = xml_value (run.out, "events");
    g_autofree char *n = g_strdup_printf ("%u", umpire_scenario_get_n_events (scenario));

    g_assert_cmpstr (events, ==, n);
  }

  /* The same seed rolls the same scenario. */
  run_cli (&run_again, "setup", "run", "--seed", "42", "--year", "1916", "--attacker", "britain",
           "--defender", "germany", "--attacker-units", "20", "--defender-units", "15",
           "--terrain", "open", "--battle", "big-push", "--defender-defenses", "4,5,6,0",
           "-o", again, NULL);
  g_assert_cmpint (run_again.status, ==, 0);
  scenario_again = umpire_scenario_load_file (again, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_n_events (scenario_again), ==, umpire_scenario_get_n_events (scenario));
  for (guint i = 0; i < umpire_scenario_get_n_events (scenario); i++)
    {
      g_autofree char *x = umpire_result_to_text (umpire_event_get_result (umpire_scenario_get_event (scenario, i)));
      g_autofree char *y = umpire_result_to_text (umpire_event_get_result (umpire_scenario_get_event (scenario_again, i)));

      g_assert_cmpstr (x, ==, y);
    }

  /* The file prints, and its log lists every event. */
  run_cli (&sheet, "sheet", path, "--side", "attacker", "-o", pdf, "--xml", NULL);
  g_assert_cmpint (sheet.status, ==, 0);
  {
    g_autofree char *pages = xml_value (sheet.out, "pages");
    g_autofree char *text = pdf_text (pdf);

    if (text != NULL)
      {
        g_autofree char *counted = g_strdup_printf ("%u", count_pages (text));

        g_assert_cmpstr (pages, ==, counted);
        ASSERT_CONTAINS (text, "britain");
      }
  }
  run_cli (&log, "log", path, NULL);
  g_assert_cmpint (log.status, ==, 0);
  g_assert_true (contains (log.out, "1916.proximity"));
  g_assert_true (contains (log.out, "seed 42"));
}

static void
test_cli_errors (void)
{
  g_autofree char *pdf = g_build_filename (work_dir, "never.pdf", NULL);
  g_autofree char *damaged = g_build_filename (work_dir, "damaged.umpire", NULL);
  g_autofree char *expected = NULL;
  g_auto(Run) no_output = { 0 };
  g_auto(Run) bad_side = { 0 };
  g_auto(Run) bad_reference = { 0 };
  g_auto(Run) bad_file = { 0 };
  g_auto(Run) bad_nation = { 0 };
  g_auto(Run) bad_units = { 0 };

  run_cli (&no_output, "sheet", "--reference", "weltkrieg", NULL);
  g_assert_cmpint (no_output.status, ==, 2);
  run_cli (&bad_side, "sheet", "x.umpire", "--side", "referee", "-o", pdf, NULL);
  g_assert_cmpint (bad_side.status, ==, 2);
  run_cli (&bad_reference, "sheet", "--reference", "chess", "-o", pdf, NULL);
  g_assert_cmpint (bad_reference.status, ==, 2);

  g_assert_true (g_file_set_contents (damaged, "<?xml version=\"1.0\"?>\n<scenario", -1, NULL));
  run_cli (&bad_file, "log", damaged, NULL);
  g_assert_cmpint (bad_file.status, ==, 1);
  expected = g_strdup_printf ("%s:2: not well-formed XML", damaged);
  g_assert_true (contains (bad_file.err, expected));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));

  run_cli (&bad_nation, "setup", "run", "--seed", "1", "--year", "1916", "--attacker", "narnia",
           "--defender", "germany", "--attacker-units", "20", "--defender-units", "15",
           "--terrain", "open", "--battle", "local", "-o", pdf, NULL);
  g_assert_cmpint (bad_nation.status, ==, 1);
  g_assert_true (g_str_has_prefix (strstr (bad_nation.err, ": ") + 2, "attacker: "));
  run_cli (&bad_units, "setup", "run", "--seed", "1", "--year", "1916", "--attacker", "britain",
           "--defender", "germany", "--attacker-units", "-3", "--defender-units", "15",
           "--terrain", "open", "--battle", "local", "-o", pdf, NULL);
  g_assert_cmpint (bad_units.status, ==, 1);
  g_assert_true (contains (bad_units.err, "attacker-units: must be 1 or more"));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));

  /* Never printed over the scenario it is printed from. */
  {
    g_autofree char *game = g_build_filename (work_dir, "printed-over.umpire", NULL);
    g_autofree char *before = NULL, *after = NULL;
    g_auto(Run) made = { 0 };
    g_auto(Run) over = { 0 };

    run_cli (&made, "setup", "run", "--seed", "1", "--year", "1916", "--attacker", "britain",
             "--defender", "germany", "--attacker-units", "20", "--defender-units", "15",
             "--terrain", "open", "--battle", "local", "-o", game, NULL);
    g_assert_cmpint (made.status, ==, 0);
    g_assert_true (g_file_get_contents (game, &before, NULL, NULL));
    run_cli (&over, "sheet", game, "-o", game, NULL);
    g_assert_cmpint (over.status, ==, 1);
    g_assert_true (contains (over.err, "is the scenario being printed"));
    g_assert_true (g_file_get_contents (game, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, before);
  }
}

/* A long word (here a title of 5 000 letters without a space) is broken
 * across lines, and every letter of it is printed, across pages. */
static void
test_long_words_broken (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autofree char *title = g_strnfill (5000, 'W');
  g_autoptr(UmpireSheet) sheet = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint letters = 0;

  umpire_scenario_set_title (scenario, title);
  sheet = umpire_sheet_new_setup (rules, scenario, UMPIRE_SIDE_NONE);
  text = write_sheet (sheet, "long-title.pdf", UMPIRE_PAPER_A4);
  if (text == NULL)
    return;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_assert_cmpuint (g_utf8_strlen (lines[i], -1), <, 300);
      for (const char *p = lines[i]; *p != '\0'; p++)
        letters += *p == 'W';
    }
  /* The title is printed whole (and again, shortened, in the footers):
   * what is taller than a page goes on to the next. */
  g_assert_cmpuint (letters, >=, 5000);
}

/* A trail longer than a page is printed whole on the umpire's copy:
 * nothing falls off the bottom of a page (its last step is there). */
static void
test_long_trail_printed_whole (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "regressions",
                                                 "scenario-trail-longer-than-a-page.umpire", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) scenario = umpire_scenario_load_file (path, &error);
  g_autoptr(UmpireSheet) sheet = NULL;
  g_autofree char *text = NULL;
  const GPtrArray *steps;
  guint found = 0;

  g_assert_no_error (error);
  sheet = umpire_sheet_new_setup (rules, scenario, UMPIRE_SIDE_NONE);
  text = write_sheet (sheet, "long-trail.pdf", UMPIRE_PAPER_A4);
  if (text == NULL)
    return;
  steps = umpire_result_get_steps (umpire_event_get_result (umpire_scenario_get_event (scenario, 0)));
  g_assert_cmpuint (steps->len, >, 200);
  /* Each step's first words (pdftotext may wrap the rest). */
  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);
      g_autofree char *start = g_utf8_substring (step->text, 0, MIN (g_utf8_strlen (step->text, -1), 24));

      found += strstr (text, start) != NULL;
    }
  g_assert_cmpuint (found, ==, steps->len);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  rules = umpire_rules_new ();
  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);
  work_dir = g_dir_make_tmp ("umpire-sheet-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/umpire/sheet/setup", test_setup_sheets);
  g_test_add_func ("/umpire/sheet/stale-support-left-out", test_stale_support_left_out);
  g_test_add_func ("/umpire/sheet/long-words-broken", test_long_words_broken);
  g_test_add_func ("/umpire/sheet/reference-weltkrieg", test_reference_weltkrieg);
  g_test_add_func ("/umpire/sheet/reference-derosa", test_reference_derosa);
  g_test_add_func ("/umpire/sheet/log", test_log_sheet);
  g_test_add_func ("/umpire/sheet/long-trail-printed-whole", test_long_trail_printed_whole);
  g_test_add_func ("/umpire/sheet/draw-table-bands", test_draw_table_bands);
  g_test_add_func ("/umpire/sheet/proximity-changed-by-hand", test_proximity_changed_by_hand);
  g_test_add_func ("/umpire/cli/setup-run", test_cli_setup_run);
  g_test_add_func ("/umpire/cli/sheet-rederives-old-file", test_cli_sheet_rederives_old_file);
  g_test_add_func ("/umpire/cli/scenario-errors", test_cli_errors);

  status = g_test_run ();

  {
    g_autoptr(GDir) dir = g_dir_open (work_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (work_dir, name, NULL);
        g_unlink (path);
      }
    g_rmdir (work_dir);
  }
  g_free (work_dir);
  g_object_unref (rules);
  return status;
}
