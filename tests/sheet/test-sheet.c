/* test-sheet.c: printed sheets (PDF), checked with pdftotext; the
 * scenario commands of umpire-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-inputs.h"
#include "umpire-procedure.h"
#include "umpire-scenario-file.h"
#include "umpire-setup.h"
#include "umpire-setup-sequence.h"
#include "umpire-sheet.h"
#include "umpire-test-core.h"
#include "umpire-weltkrieg.h"

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

/* The output of a poppler-utils tool, or NULL (and the test skipped)
 * without it. */
static char *
poppler_output (const char *tool,
                const char *first,
                ...)
{
  g_autofree char *program = g_find_program_in_path (tool);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status = 0;
  va_list ap;

  if (program == NULL)
    {
      g_test_skip ("poppler-utils is not installed");
      return NULL;
    }
  g_ptr_array_add (args, program);
  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) args->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* Every page is upright and of the paper's size: pdfinfo's page sizes,
 * and the words as pdftotext -bbox places them (a word of four letters or
 * more is wider than tall unless it is turned). Its letters are at least
 * 7 points (poppler's word box is about 1.16 times the font size). */
static void
assert_pages_upright (const char  *pdf,
                      UmpirePaper  paper)
{
  g_autofree char *info = poppler_output ("pdfinfo", "-f", "1", "-l", "1000", pdf, NULL);
  g_autofree char *boxes = NULL;
  g_autoptr(GRegex) word = g_regex_new ("xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\" "
                                        "yMax=\"([0-9.]+)\">([^<]*)</word>", 0, 0, NULL);
  g_autoptr(GRegex) entity = g_regex_new ("&[a-z]+;", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  double width, height;
  guint n_words = 0;

  if (info == NULL)
    return;
  umpire_paper_get_size (paper, &width, &height);
  {
    g_auto(GStrv) lines = g_strsplit (info, "\n", -1);
    guint n_pages = 0;

    /* "Page    1 size:  595.276 x 841.89 pts (A4)" */
    for (guint i = 0; lines[i] != NULL; i++)
      if (g_str_has_prefix (lines[i], "Page ") && strstr (lines[i], " size: ") != NULL)
        {
          char *end = NULL;
          double w = g_ascii_strtod (strstr (lines[i], " size: ") + 7, &end);
          double h = g_ascii_strtod (strstr (end, " x ") + 3, NULL);

          g_assert_cmpfloat_with_epsilon (w, width, 0.01);
          g_assert_cmpfloat_with_epsilon (h, height, 0.01);
          n_pages++;
        }
    g_assert_cmpuint (n_pages, >=, 1);
  }

  boxes = poppler_output ("pdftotext", "-bbox", pdf, "-", NULL);
  g_regex_match (word, boxes, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *x0 = g_match_info_fetch (match, 1);
      g_autofree char *y0 = g_match_info_fetch (match, 2);
      g_autofree char *x1 = g_match_info_fetch (match, 3);
      g_autofree char *y1 = g_match_info_fetch (match, 4);
      g_autofree char *escaped = g_match_info_fetch (match, 5);
      g_autofree char *text = g_regex_replace_literal (entity, escaped, -1, 0, "'", 0, NULL);
      double w = g_ascii_strtod (x1, NULL) - g_ascii_strtod (x0, NULL);
      double h = g_ascii_strtod (y1, NULL) - g_ascii_strtod (y0, NULL);
      guint letters = 0;

      for (const char *p = text; *p; p++)
        letters += g_ascii_isalpha (*p);
      if (letters >= 4 && w <= h)
        g_error ("%s: “%s” is turned (%g x %g)", pdf, text, w, h);
      if (h < 7 * 1.16)
        g_error ("%s: “%s” is smaller than 7 points (box %g high)", pdf, text, h);
      n_words++;
      g_match_info_next (match, NULL);
    }
  g_assert_cmpuint (n_words, >, 100);
}

/* Nothing on a sheet that only a machine reads: no file hash (the rules
 * sources' names end in 16 hex digits; a content hash has 40 or 64), no
 * file name, no flag id of the rules. */
static void
assert_in_words (const char *text)
{
  g_autoptr(GRegex) hash = g_regex_new ("[0-9a-f]{16,}", 0, 0, NULL);
  g_autoptr(GRegex) entry = g_regex_new ("(weltkrieg|derosa|1916)\\.[a-z]", 0, 0, NULL);
  static const char * const ids[] = {
    "non-retreating", "artillery-unsupplied", "artillery-retreating", "target-entrenched",
    "big-push", "britain", "germany", "gas-other",
  };

  if (g_regex_match (hash, text, 0, NULL))
    g_error ("a hash is on the sheet:\n%s", text);
  if (g_regex_match (entry, text, 0, NULL))
    g_error ("a rules entry id is on the sheet:\n%s", text);
  ASSERT_NOT_CONTAINS (text, ".txt");
  ASSERT_NOT_CONTAINS (text, ".xml");
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    ASSERT_NOT_CONTAINS (text, ids[i]);
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
  /* What was left out is named, for each side. */
  g_assert_cmpuint (umpire_test_count_occurrences (text, "Barrages: rolled for another year, battle or sides"), ==, 2);

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

  /* Every value and source in words, the umpire's trail too. */
  assert_in_words (a);
  assert_in_words (d);
  assert_in_words (u);

  /* The footer counts the pages the PDF has. */
  g_assert_cmpuint (count_pages (u), ==, (guint) umpire_sheet_get_n_pages (umpire));
  g_assert_cmpuint (count_pages (u), >=, 2);
  footer = g_strdup_printf ("page %u of %u", count_pages (u), count_pages (u));
  ASSERT_CONTAINS (u, footer);
}

/* The numbers of the lines of `page` that begin with `label`, in order:
 * a shift row over all its bands. */
static GArray *
row_numbers (const char *page,
             const char *label)
{
  g_auto(GStrv) lines = g_strsplit (page, "\n", -1);
  GArray *numbers = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit_set (g_strstrip (lines[i]), " ", -1);

      if (g_strcmp0 (words[0], label) != 0)
        continue;
      for (guint w = 1; words[w] != NULL; w++)
        if (*words[w] != '\0')
          {
            int n = atoi (words[w]);

            g_array_append_val (numbers, n);
          }
    }
  return numbers;
}

/* The page of `text` that holds `needle`, or NULL. */
static char *
page_with (const char *text,
           const char *needle)
{
  g_auto(GStrv) pages = g_strsplit (text, "\f", -1);

  for (guint i = 0; pages[i] != NULL; i++)
    if (strstr (pages[i], needle) != NULL)
      return g_strdup (pages[i]);
  return NULL;
}

/* A reference sheet stands alone: its marks are explained on it, and it
 * names no attribute of the rules files. */
static void
assert_marks_explained (const char *text,
                        gboolean    reconstructed,
                        gboolean    ambiguous)
{
  static const char * const xml_words[] = { "ambiguous=", "reconstructed=", "original=", "note=", "value=" };

  if (reconstructed)
    {
      ASSERT_CONTAINS (text, "†");
      ASSERT_CONTAINS (text, "† Reconstructed: the source is damaged here");
    }
  if (ambiguous)
    {
      ASSERT_CONTAINS (text, "‡");
      ASSERT_CONTAINS (text, "‡ Ambiguous: the source can be read more than one way");
    }
  for (guint i = 0; i < G_N_ELEMENTS (xml_words); i++)
    ASSERT_NOT_CONTAINS (text, xml_words[i]);
}

static void
test_reference_weltkrieg (void)
{
  static const char * const eras[] = { "1914 through 1916", "1917 and 1918" };
  static const char * const labels[] = { "-5", "-4", "-3", "-2", "-1", "+1", "+2", "+3", "+4", "+5" };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireSheet) sheet = umpire_sheet_new_reference (rules, "weltkrieg", NULL, &error);

  g_assert_no_error (error);
  for (UmpirePaper paper = UMPIRE_PAPER_A4; paper <= UMPIRE_PAPER_LETTER; paper++)
    {
      g_autofree char *path = g_build_filename (work_dir, paper == UMPIRE_PAPER_A4 ? "wk-a4.pdf" : "wk-letter.pdf", NULL);
      g_autofree char *text = write_sheet (sheet, paper == UMPIRE_PAPER_A4 ? "wk-a4.pdf" : "wk-letter.pdf", paper);

      if (text == NULL)
        return;
      ASSERT_CONTAINS (text, "Der Weltkrieg quick reference");
      ASSERT_CONTAINS (text, "Terrain effects");
      ASSERT_CONTAINS (text, "Wooded rough");
      ASSERT_CONTAINS (text, "Counterattack strength");
      ASSERT_CONTAINS (text, "Non-retreating units counterattack at triple strength");
      ASSERT_CONTAINS (text, "Supply point expenditure requirements");
      ASSERT_CONTAINS (text, "Attacking infantry");
      /* Sources by their titles. */
      ASSERT_CONTAINS (text, "Source: Terrain Effects, Der Weltkrieg optional rules");
      /* The supply figures say what they count, with an example from the chart. */
      ASSERT_CONTAINS (text, "The figures are strength points per supply point.");
      ASSERT_CONTAINS (text, "Attacking infantry: 40 strength points spend 40 / 4 = 10");
      /* Each CRT page says how a column above 50 is read, by the convention in force. */
      ASSERT_CONTAINS (text, "Columns above 50 (convention in force: split)");
      /* Column 39 of 1914-16, dice 2 and 3, is reconstructed: marked, and explained. */
      assert_marks_explained (text, TRUE, TRUE);
      assert_in_words (text);
      assert_pages_upright (path, paper);

      for (guint e = 0; e < G_N_ELEMENTS (eras); e++)
        {
          g_autofree char *title = g_strdup_printf ("Combat Results Table for %s: effective column by shift", eras[e]);
          g_autofree char *first_band = g_strdup_printf ("Combat Results Table for %s, columns 1–25", eras[e]);
          g_autofree char *second_band = g_strdup_printf ("Combat Results Table for %s, columns 26–50", eras[e]);
          g_autofree char *page = page_with (text, title);

          /* The CRT in two upright bands of columns. */
          ASSERT_CONTAINS (text, first_band);
          ASSERT_CONTAINS (text, second_band);
          /* The shift rows: each from -5 to +5 over all 50 columns. The
           * source's rule, seen in every legible cell of both tables:
           * effective = column x (1 + shift/10), rounded half up; e.g. -1 on
           * 25 is 23 (22.5), +5 on 50 is 75. */
          g_assert_nonnull (page);
          for (guint l = 0; l < G_N_ELEMENTS (labels); l++)
            {
              g_autoptr(GArray) numbers = row_numbers (page, labels[l]);
              int shift = atoi (labels[l]);

              g_assert_cmpuint (numbers->len, ==, 50);
              for (int column = 1; column <= 50; column++)
                g_assert_cmpint (g_array_index (numbers, int, column - 1), ==,
                                 (column * (10 + shift) + 5) / 10);
            }
          {
            g_autoptr(GArray) minus_1 = row_numbers (page, "-1");
            g_autoptr(GArray) plus_5 = row_numbers (page, "+5");

            g_assert_cmpint (g_array_index (minus_1, int, 24), ==, 23);
            g_assert_cmpint (g_array_index (plus_5, int, 49), ==, 75);
          }
        }
    }
}

/* The players' 1916 sheet: the support chart with its modifiers and the
 * reading of its damaged header, heavy weapons, proximity, the lull and
 * reinforcements, each from the rules database. */
static void
test_reference_1916 (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireSheet) sheet = umpire_sheet_new_reference (rules, "1916", NULL, &error);
  g_autoptr(UmpireSheet) earlier = NULL;
  g_autofree char *a4 = g_build_filename (work_dir, "1916-a4.pdf", NULL);
  g_autofree char *letter = g_build_filename (work_dir, "1916-letter.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *text_letter = NULL;
  g_autofree char *text_earlier = NULL;

  g_assert_no_error (error);
  text = write_sheet (sheet, "1916-a4.pdf", UMPIRE_PAPER_A4);
  if (text == NULL)
    return;
  text_letter = write_sheet (sheet, "1916-letter.pdf", UMPIRE_PAPER_LETTER);
  for (guint i = 0; i < 2; i++)
    {
      const char *t = i == 0 ? text : text_letter;

      ASSERT_CONTAINS (t, "1916 quick reference for the players");
      ASSERT_CONTAINS (t, "Barrages / On-call artillery / Airstrikes / Gas");
      /* The chart's headings, wrapped in their cells. */
      ASSERT_CONTAINS (t, "Local Attack");
      ASSERT_CONTAINS (t, "Big Push");
      ASSERT_CONTAINS (t, "On-call");
      ASSERT_CONTAINS (t, "Airstrikes");
      ASSERT_CONTAINS (t, "Gas");
      ASSERT_CONTAINS (t, "8 or more");
      ASSERT_CONTAINS (t, "Chart header reading: Each heading with its own qualifier.");
      ASSERT_CONTAINS (t, "Only the attacker rolls for airstrikes.");
      /* Its modifiers, with the nations in words. */
      ASSERT_CONTAINS (t, "Barrage / On-call die roll modifiers");
      ASSERT_CONTAINS (t, "Russian, 1914");
      ASSERT_CONTAINS (t, "Extra Heavy Weapons");
      ASSERT_CONTAINS (t, "Heavy Weapon Die Roll Recommendations");
      ASSERT_CONTAINS (t, "Setup Proximity");
      ASSERT_CONTAINS (t, "Wide Open Terrain");
      ASSERT_CONTAINS (t, "Lull in fighting");
      ASSERT_CONTAINS (t, "Lull Features");
      ASSERT_CONTAINS (t, "Reinforcements (for lulls only)");
      ASSERT_CONTAINS (t, "Source: Setup 2, 1916 Basic Game Setup");
      /* The support chart's rebuilt headings, marked and explained. */
      ASSERT_CONTAINS (t, "Airstrikes†");
      assert_marks_explained (t, TRUE, TRUE);
      assert_in_words (t);
    }
  assert_pages_upright (a4, UMPIRE_PAPER_A4);
  assert_pages_upright (letter, UMPIRE_PAPER_LETTER);

  /* The umpire's other reading of the header, said as such. */
  earlier = umpire_sheet_new_reference (rules, "1916", UMPIRE_SUPPORT_READING_EARLIER, &error);
  g_assert_no_error (error);
  text_earlier = write_sheet (earlier, "1916-earlier.pdf", UMPIRE_PAPER_A4);
  ASSERT_CONTAINS (text_earlier, "Chart header reading: Earlier reading (airstrikes from 1916, gas for the attacker).");
  ASSERT_CONTAINS (text_earlier, "Only the attacker rolls for gas");
  ASSERT_NOT_CONTAINS (text_earlier, "Chart header reading: Each heading");

  g_assert_null (umpire_sheet_new_reference (rules, "1916", "sideways", &error));
  g_assert_error (error, UMPIRE_INPUT_ERROR, UMPIRE_INPUT_ERROR_UNKNOWN);
}

static void
test_reference_derosa (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireSheet) sheet = umpire_sheet_new_reference (rules, "derosa", NULL, &error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  text = write_sheet (sheet, "derosa.pdf", UMPIRE_PAPER_A4);
  if (text == NULL)
    return;
  ASSERT_CONTAINS (text, "De Rosa");
  ASSERT_CONTAINS (text, "Movement Chart");
  ASSERT_CONTAINS (text, "Morale Chart");
  /* Modifiers by their labels, sources by their titles. */
  ASSERT_CONTAINS (text, "Target in entrenchments");
  ASSERT_CONTAINS (text, "Source: Fire Modifiers, De Rosa WWI Wargames Rules");
  /* One shaken line, the reading in force, named: both summed gave a
   * shaken unit 0. */
  {
    g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
    guint shaken = 0;

    for (guint i = 0; lines[i] != NULL; i++)
      if (g_str_has_prefix (lines[i], "Unit is shaken"))
        shaken++;
    g_assert_cmpuint (shaken, ==, 1);
    ASSERT_NOT_CONTAINS (text, "read as -1)");
    ASSERT_CONTAINS (text, "Shaken line in force: “Unit is shaken” as printed, +1");
  }
  /* A close-combat section: the combat value lines, the multiplication by
   * the d10 (the default reading), the difference of 10, ties. */
  ASSERT_CONTAINS (text, "Close combat");
  ASSERT_CONTAINS (text, "Combat Value Determination");
  ASSERT_CONTAINS (text, "multiplied by the d10 rolled for it");
  ASSERT_CONTAINS (text, "Difference of 10 (or more): the loser retreats.");
  ASSERT_CONTAINS (text, "Tie or difference of less than 10");
  /* The ammunition rows settled in words. */
  ASSERT_CONTAINS (text, "Umpire reads a 5 as");
  assert_marks_explained (text, FALSE, TRUE);
  assert_in_words (text);
  g_assert_cmpuint (count_pages (text), >=, 2);
  {
    g_autofree char *path = g_build_filename (work_dir, "derosa.pdf", NULL);

    assert_pages_upright (path, UMPIRE_PAPER_A4);
  }

  g_assert_null (umpire_sheet_new_reference (rules, "chess", NULL, &error));
  g_assert_nonnull (error);
}

static void
test_log_sheet (void)
{
  g_autoptr(UmpireScenario) scenario = make_scenario ();
  g_autoptr(UmpireSheet) all = umpire_sheet_new_log (rules, scenario, NULL, -1);
  g_autoptr(UmpireSheet) defender = umpire_sheet_new_log (rules, scenario, "1916", UMPIRE_SIDE_DEFENDER);
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

/* A Der Weltkrieg combat on the log: its flags, terrain and era in words,
 * its steps' sources by their titles. */
static void
test_log_sheet_combat (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireDice) dice = umpire_test_dice_with ("4 2");
  UmpireCombatInput input = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(UmpireSheet) sheet = NULL;
  g_autofree char *text = NULL;

  input.era = "1914-1916";
  input.attacker_strength = 12;
  input.defender_strength = 8;
  input.defender_artillery = 2;
  input.terrain = "wooded-rough";
  input.trench = TRUE;
  input.attacker_unsupplied = TRUE;
  result = umpire_combat_resolve (rules, &input, dice, &error);
  g_assert_no_error (error);
  umpire_scenario_set_title (scenario, "Verdun");
  umpire_scenario_record (scenario, result, "weltkrieg", UMPIRE_SIDE_NONE);
  sheet = umpire_sheet_new_log (rules, scenario, NULL, -1);
  text = write_sheet (sheet, "log-combat.pdf", UMPIRE_PAPER_A4);
  if (text == NULL)
    return;
  ASSERT_CONTAINS (text, "Wooded rough");
  ASSERT_CONTAINS (text, "1914-1916");
  ASSERT_CONTAINS (text, "Non-retreating units counterattack at triple strength");
  ASSERT_CONTAINS (text, "Der Weltkrieg optional rules]");
  assert_in_words (text);
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
      g_autofree char *x = umpire_result_to_text (umpire_event_get_result (umpire_scenario_get_event (scenario, i)), NULL);
      g_autofree char *y = umpire_result_to_text (umpire_event_get_result (umpire_scenario_get_event (scenario_again, i)), NULL);

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
        /* The default title names the nations in words. */
        ASSERT_CONTAINS (text, "1916: British against German");
        assert_in_words (text);
      }
  }
  /* The umpire's copy: every roll in words, each step's source by its
   * title. */
  {
    g_autofree char *umpire_pdf = g_build_filename (work_dir, "run-umpire.pdf", NULL);
    g_auto(Run) umpire = { 0 };
    g_autofree char *text = NULL;

    run_cli (&umpire, "sheet", path, "-o", umpire_pdf, NULL);
    g_assert_cmpint (umpire.status, ==, 0);
    text = pdf_text (umpire_pdf);
    if (text != NULL)
      {
        ASSERT_CONTAINS (text, "Every roll, with its explanation");
        ASSERT_CONTAINS (text, "[Setup 2, 1916 Basic Game Setup]");
        ASSERT_CONTAINS (text, "Nation: British");
        ASSERT_CONTAINS (text, "Chart column: Big Push Barrage: Attacker");
        assert_in_words (text);
      }
  }
  run_cli (&log, "log", path, NULL);
  g_assert_cmpint (log.status, ==, 0);
  g_assert_true (contains (log.out, "1916.proximity"));
  g_assert_true (contains (log.out, "seed 42"));
}

/* umpire-cli prints the 1916 reference, with either reading of the
 * support chart's header. */
static void
test_cli_reference_1916 (void)
{
  g_autofree char *pdf = g_build_filename (work_dir, "cli-1916.pdf", NULL);
  g_autofree char *earlier_pdf = g_build_filename (work_dir, "cli-1916-earlier.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *earlier = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) run_earlier = { 0 };
  g_auto(Run) wrong_system = { 0 };
  g_auto(Run) wrong_reading = { 0 };

  run_cli (&run, "sheet", "--reference", "1916", "--paper", "letter", "-o", pdf, NULL);
  if (run.status != 0)
    g_error ("sheet --reference 1916 failed: %s", run.err);
  run_cli (&run_earlier, "sheet", "--reference", "1916", "--support-reading", "earlier", "-o", earlier_pdf, NULL);
  g_assert_cmpint (run_earlier.status, ==, 0);
  text = pdf_text (pdf);
  if (text == NULL)
    return;
  earlier = pdf_text (earlier_pdf);
  ASSERT_CONTAINS (text, "Barrages / On-call artillery / Airstrikes / Gas");
  ASSERT_CONTAINS (text, "Chart header reading: Each heading with its own qualifier.");
  ASSERT_CONTAINS (earlier, "Chart header reading: Earlier reading");
  assert_pages_upright (pdf, UMPIRE_PAPER_LETTER);

  /* The reading is the 1916 sheet's; an unknown one names the option. */
  run_cli (&wrong_system, "sheet", "--reference", "weltkrieg", "--support-reading", "earlier", "-o", pdf, NULL);
  g_assert_cmpint (wrong_system.status, ==, 2);
  run_cli (&wrong_reading, "sheet", "--reference", "1916", "--support-reading", "sideways", "-o", pdf, NULL);
  g_assert_cmpint (wrong_reading.status, ==, 1);
  g_assert_true (contains (wrong_reading.err, "support-reading"));
}

/* Runs `info` from `pairs` (name, value, ..., NULL) and records it. */
static void
record_run (UmpireScenario            *scenario,
            const UmpireProcedureInfo *info,
            UmpireSide                 side,
            ...)
{
  g_autoptr(GHashTable) inputs = umpire_inputs_table_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1);
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  va_list args;

  va_start (args, side);
  while ((name = va_arg (args, const char *)) != NULL)
    g_hash_table_insert (inputs, g_strdup (name), g_strdup (va_arg (args, const char *)));
  va_end (args);
  result = umpire_procedure_run (info, rules, inputs, dice, &error);
  g_assert_no_error (error);
  umpire_scenario_record (scenario, result, "1916", side);
}

/* umpire-cli sheet --odds: beside each roll the exact odds of what it
 * gave, from the inputs it recorded; without --odds none. */
static void
test_cli_sheet_odds (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autofree char *path = g_build_filename (work_dir, "odds.umpire", NULL);
  g_autofree char *pdf = g_build_filename (work_dir, "odds.pdf", NULL);
  g_autofree char *plain_pdf = g_build_filename (work_dir, "no-odds.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *plain = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Run) sheet = { 0 };
  g_auto(Run) no_odds = { 0 };
  g_auto(Run) reference = { 0 };

  umpire_scenario_set_title (scenario, "Odds");
  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_set_battle (scenario, "big-push");
  umpire_scenario_set_terrain (scenario, "open");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 30);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 24);
  /* British barrages, big push, 54 sub-units: 16, 19, 24, 30, 35 or 41 on
   * the six faces; a 4 gives 30, as much or more on half the faces. */
  record_run (scenario, &umpire_setup_support_info, UMPIRE_SIDE_ATTACKER,
              "category", "barrage", "nation", "britain", "year", "1916", "role", "attacker",
              "battle", "big-push", "units", "54", "die", "4", NULL);
  /* Gas for a non-German side on a 6 only. */
  record_run (scenario, &umpire_setup_support_info, UMPIRE_SIDE_ATTACKER,
              "category", "gas", "nation", "britain", "year", "1916", "role", "attacker",
              "battle", "big-push", "units", "54", "die", "3", NULL);
  /* Column C x 30 sub-units. */
  record_run (scenario, &umpire_setup_heavy_weapons_info, UMPIRE_SIDE_ATTACKER,
              "column", "c", "units", "30", "die", "4", NULL);
  /* Open terrain: 250 yards on a 3, as far or farther on four faces of six. */
  record_run (scenario, &umpire_setup_proximity_info, UMPIRE_SIDE_NONE,
              "terrain", "open", "scale", "large", "die", "3", NULL);
  /* The sizes a big push has, refused before (more than 100 000
   * combinations): defensive works of 800 sub-units, 40 rolls in each
   * category, and counter-battery fire of 60 barrages, by convolution. */
  record_run (scenario, &umpire_setup_defensive_works_info, UMPIRE_SIDE_DEFENDER,
              "nation", "germany", "year", "1916", "units", "800", "defenses", "3,4,5,6", NULL);
  record_run (scenario, &umpire_setup_counterbattery_info, UMPIRE_SIDE_ATTACKER,
              "barrages", "60", "gas", "no", NULL);
  g_assert_true (umpire_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);

  run_cli (&sheet, "sheet", path, "--odds", "-o", pdf, NULL);
  if (sheet.status != 0)
    g_error ("sheet --odds failed: %s", sheet.err);
  run_cli (&no_odds, "sheet", path, "-o", plain_pdf, NULL);
  g_assert_cmpint (no_odds.status, ==, 0);
  run_cli (&reference, "sheet", "--reference", "derosa", "--odds", "-o", plain_pdf, NULL);
  g_assert_cmpint (reference.status, ==, 2);

  text = pdf_text (pdf);
  if (text == NULL)
    return;
  ASSERT_CONTAINS (text, "Odds before the roll");
  ASSERT_CONTAINS (text, "chance of 30 or more: 50%; expected 27.5");
  ASSERT_CONTAINS (text, "chance of No: 83%");
  ASSERT_CONTAINS (text, "chance of 14 or more: 50%");
  ASSERT_CONTAINS (text, "chance of 250 or more: 67%");
  ASSERT_NOT_CONTAINS (text, "no exact odds");
  ASSERT_CONTAINS (text, "Trenches acquired: chance of");
  /* 40 rolls needing 3 or more: 26.7 expected; 60 barrages destroying on
   * a third of the faces: 20. */
  ASSERT_CONTAINS (text, "expected 26.7");
  ASSERT_CONTAINS (text, "expected 20.0");
  plain = pdf_text (plain_pdf);
  ASSERT_NOT_CONTAINS (plain, "Odds before the roll");
  ASSERT_NOT_CONTAINS (plain, "chance of");
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

/* A title of a megabyte without a space (once 21 s and 147 MB, and then
 * not printed at all) is laid out in well under 2 s: its first 10 000
 * letters broken across lines and pages, then "…"; the footers repeat
 * the start of it. */
static void
test_huge_title_quick (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autofree char *title = g_strnfill (1024 * 1024, 'A');
  g_autoptr(UmpireSheet) sheet = NULL;
  g_autofree char *path = g_build_filename (work_dir, "huge-title.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const char *factor = g_getenv ("UMPIRE_TEST_TIME_FACTOR");
  gint64 began;
  double seconds;

  umpire_scenario_set_title (scenario, title);
  began = g_get_monotonic_time ();
  sheet = umpire_sheet_new_setup (rules, scenario, UMPIRE_SIDE_NONE);
  g_assert_true (umpire_sheet_write_pdf (sheet, path, UMPIRE_PAPER_A4, &error));
  g_assert_no_error (error);
  seconds = (g_get_monotonic_time () - began) / (double) G_USEC_PER_SEC;
  g_test_message ("a 1 MB title: %.2f s", seconds);
  /* Plain 0.3 s; the sanitizers take several times as long. */
#if defined(__SANITIZE_ADDRESS__)
  seconds /= 5;
#endif
  g_assert_cmpfloat (seconds, <, 2.0 * (factor != NULL ? MAX (1, g_ascii_strtod (factor, NULL)) : 1));
  text = pdf_text (path);
  if (text == NULL)
    return;
  /* Broken into lines, and cut short, said so. */
  g_assert_nonnull (strstr (text, "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"));
  g_assert_nonnull (strstr (text, "A…"));
  {
    g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      g_assert_cmpuint (strlen (lines[i]), <, 1000);
  }
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
  g_test_add_func ("/umpire/sheet/huge-title-quick", test_huge_title_quick);
  g_test_add_func ("/umpire/sheet/reference-weltkrieg", test_reference_weltkrieg);
  g_test_add_func ("/umpire/sheet/reference-1916", test_reference_1916);
  g_test_add_func ("/umpire/sheet/reference-derosa", test_reference_derosa);
  g_test_add_func ("/umpire/sheet/log", test_log_sheet);
  g_test_add_func ("/umpire/sheet/log-combat", test_log_sheet_combat);
  g_test_add_func ("/umpire/sheet/long-trail-printed-whole", test_long_trail_printed_whole);
  g_test_add_func ("/umpire/sheet/draw-table-bands", test_draw_table_bands);
  g_test_add_func ("/umpire/sheet/proximity-changed-by-hand", test_proximity_changed_by_hand);
  g_test_add_func ("/umpire/cli/setup-run", test_cli_setup_run);
  g_test_add_func ("/umpire/cli/sheet-rederives-old-file", test_cli_sheet_rederives_old_file);
  g_test_add_func ("/umpire/cli/scenario-errors", test_cli_errors);
  g_test_add_func ("/umpire/cli/reference-1916", test_cli_reference_1916);
  g_test_add_func ("/umpire/cli/sheet-odds", test_cli_sheet_odds);

  status = g_test_run ();

  umpire_test_remove_work_dir (work_dir);
  g_free (work_dir);
  g_object_unref (rules);
  return status;
}
