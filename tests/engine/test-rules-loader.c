/* test-rules-loader.c: loading rule packs, good and bad
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "umpire-rules.h"

#define NS "xmlns=\"https://gitlab.gnome.org/umpire/rules/1\""

static const char good_pack[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<rules " NS " system=\"pack\" version=\"1\">\n"
  "  <title>Test pack</title>\n"
  "  <table id=\"pack.chart\" source=\"004_fa4e7880f134310e.txt\" rule=\"Setup 2\" type=\"decimal\">\n"
  "    <title>Chart</title>\n"
  "    <note>A note.</note>\n"
  "    <rows label=\"Die roll\" dice=\"1d6\"/>\n"
  "    <columns>\n"
  "      <column id=\"a\" label=\"A\"/>\n"
  "      <column id=\"gas\" label=\"Gas\" type=\"yesno\"/>\n"
  "    </columns>\n"
  "    <row id=\"1\" label=\"1 or less\" max=\"1\"><cell>.20</cell><cell>no</cell></row>\n"
  "    <row id=\"2\" label=\"2\" min=\"2\" max=\"2\"><cell>.25</cell><cell>-</cell></row>\n"
  "    <row id=\"3\" label=\"3 or more\" min=\"3\">\n"
  "      <cell reconstructed=\"rises by .05 a row\" original=\"3O\">.30</cell><cell>yes</cell>\n"
  "    </row>\n"
  "  </table>\n"
  "  <table id=\"pack.bands\" source=\"x.txt\" rule=\"Fire\" type=\"integer\">\n"
  "    <title>Bands</title>\n"
  "    <rows label=\"Range\"/>\n"
  "    <columns><column id=\"low\" label=\"1-5\" min=\"1\" max=\"5\"/><column id=\"high\" label=\"6-10\" over=\"5\" max=\"10\"/></columns>\n"
  "    <row id=\"long\" label=\"Long\" over=\"10\" max=\"20\"><cell column=\"high\">2</cell><cell column=\"low\">1</cell></row>\n"
  "  </table>\n"
  "  <modifiers id=\"pack.mods\" source=\"004_fa4e7880f134310e.txt\" rule=\"Setup 2\">\n"
  "    <title>Modifiers</title>\n"
  "    <modifier id=\"germany-1918\" label=\"Germans 1918\" op=\"add\" value=\"2\"><when nation=\"germany\" year=\"1918\"/></modifier>\n"
  "    <modifier id=\"italy-late\" label=\"Italians after 1917\" op=\"add\" value=\"-3\"><when nation=\"italy\" year-min=\"1918\"/></modifier>\n"
  "    <modifier id=\"shaken\" label=\"Shaken\" op=\"halve\"><when flag=\"shaken\"/></modifier>\n"
  "    <modifier id=\"either\" label=\"Either\" op=\"multiply\" value=\"2\"><when role=\"attacker\"/><when opponent=\"turkey\"/></modifier>\n"
  "  </modifiers>\n"
  "  <list id=\"pack.list\" source=\"x.txt\" rule=\"39\"><title>List</title>\n"
  "    <item id=\"supply\" value=\"2\">Two supply points.</item>\n"
  "    <item id=\"text\">Only  text,\n   wrapped.</item>\n"
  "  </list>\n"
  "</rules>\n";

static UmpireRules *
load_good_pack (void)
{
  g_autoptr(GError) error = NULL;
  UmpireRules *rules = umpire_rules_new ();

  g_assert_true (umpire_rules_load_data (rules, good_pack, strlen (good_pack), "good.xml", &error));
  g_assert_no_error (error);
  return rules;
}

static void
test_good_pack (void)
{
  g_autoptr(UmpireRules) rules = load_good_pack ();
  const UmpireTable *chart = umpire_rules_get_table (rules, "pack.chart");
  const UmpireTable *list = umpire_rules_get_table (rules, "pack.list");
  const UmpireRow *row;
  const UmpireCell *cell;

  g_assert_cmpuint (umpire_rules_get_tables (rules)->len, ==, 4);
  g_assert_nonnull (chart);
  g_assert_cmpstr (chart->title, ==, "Chart");
  g_assert_cmpstr (chart->system, ==, "pack");
  g_assert_cmpstr (chart->dice, ==, "1d6");
  g_assert_cmpstr (chart->row_label, ==, "Die roll");
  g_assert_cmpuint (chart->notes->len, ==, 1);
  g_assert_cmpstr (umpire_rules_cell (rules, "pack.chart", "1", "a"), ==, ".20");
  g_assert_cmpstr (umpire_rules_cell (rules, "pack.chart", "2", "gas"), ==, "-");
  g_assert_null (umpire_rules_cell (rules, "pack.chart", "9", "a"));
  g_assert_null (umpire_rules_cell (rules, "pack.chart", "1", "nope"));
  g_assert_null (umpire_rules_cell (rules, "pack.nope", "1", "a"));

  /* Cells inherit the table's source and rule, and know their line. */
  row = umpire_table_get_row (chart, "3");
  cell = umpire_row_cell (row, umpire_table_column_index (chart, "a"));
  g_assert_cmpstr (cell->prov.source, ==, "004_fa4e7880f134310e.txt");
  g_assert_cmpstr (cell->prov.rule, ==, "Setup 2");
  g_assert_cmpstr (cell->prov.file, ==, "good.xml");
  g_assert_cmpint (cell->prov.line, ==, 15);
  g_assert_true (umpire_cell_is_reconstructed (cell));
  g_assert_cmpstr (cell->prov.original, ==, "3O");
  g_assert_false (umpire_cell_is_reconstructed (umpire_row_cell (row, 1)));

  /* Cells addressed by column may come in any order. */
  g_assert_cmpstr (umpire_rules_cell (rules, "pack.bands", "long", "low"), ==, "1");
  g_assert_cmpstr (umpire_rules_cell (rules, "pack.bands", "long", "high"), ==, "2");

  /* Lists: text in cell 0 with layout whitespace collapsed, value alongside. */
  g_assert_cmpstr (umpire_rules_cell (rules, "pack.list", "text", "text"), ==, "Only text, wrapped.");
  g_assert_cmpstr (umpire_table_get_row (list, "supply")->item_value, ==, "2");
  g_assert_cmpstr (umpire_rules_cell (rules, "pack.list", "supply", "value"), ==, "2");
}

static void
test_row_lookup_clamps (void)
{
  g_autoptr(UmpireRules) rules = load_good_pack ();
  const UmpireTable *chart = umpire_rules_get_table (rules, "pack.chart");
  const UmpireTable *bands = umpire_rules_get_table (rules, "pack.bands");
  const struct { double roll; const char *row; gboolean clamped; } cases[] = {
    { -3, "1", TRUE }, { 0, "1", TRUE }, { 1, "1", FALSE }, { 2, "2", FALSE },
    { 3, "3", FALSE }, { 4, "3", TRUE }, { 11, "3", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean clamped = !cases[i].clamped;
      const UmpireRow *row = umpire_table_row_for_number (chart, cases[i].roll, &clamped);

      g_assert_nonnull (row);
      g_assert_cmpstr (row->id, ==, cases[i].row);
      g_assert_cmpint (clamped, ==, cases[i].clamped);
    }
  /* Between two printed rows there is no row: an error, never a guess. */
  g_assert_null (umpire_table_row_for_number (chart, 1.5, NULL));

  /* Exclusive and inclusive bounds. */
  g_assert_cmpint (umpire_table_column_for_number (bands, 5, NULL), ==, 0);
  g_assert_cmpint (umpire_table_column_for_number (bands, 5.5, NULL), ==, 1);
  g_assert_cmpint (umpire_table_column_for_number (bands, 10, NULL), ==, 1);
  g_assert_cmpint (umpire_table_column_for_number (bands, 11, NULL), ==, -1);
  g_assert_cmpint (umpire_table_column_for_number (bands, 0, NULL), ==, -1);
  g_assert_null (umpire_table_row_for_number (bands, 10, NULL));
  g_assert_nonnull (umpire_table_row_for_number (bands, 20, NULL));
}

static void
test_modifier_conditions (void)
{
  g_autoptr(UmpireRules) rules = load_good_pack ();
  const UmpireTable *mods = umpire_rules_get_table (rules, "pack.mods");
  const char *shaken_flags[] = { "prone", "shaken", NULL };
  const UmpireSituation german_1918 = { .year = 1918, .nation = "germany", .role = "defender" };
  const UmpireSituation german_1917 = { .year = 1917, .nation = "germany", .role = "attacker" };
  const UmpireSituation italy_1918 = { .year = 1918, .nation = "italy", .opponent = "turkey" };
  const UmpireSituation italy_1917 = { .year = 1917, .nation = "italy", .opponent = "austria" };
  const UmpireSituation unknown_year = { .nation = "germany" };
  const UmpireSituation shaken = { .flags = shaken_flags };
  const UmpireRow *germany = umpire_table_get_row (mods, "germany-1918");
  const UmpireRow *italy = umpire_table_get_row (mods, "italy-late");
  const UmpireRow *halve = umpire_table_get_row (mods, "shaken");
  const UmpireRow *either = umpire_table_get_row (mods, "either");

  g_assert_cmpint (germany->op, ==, UMPIRE_MODIFIER_ADD);
  g_assert_cmpfloat (germany->value, ==, 2);
  g_assert_true (umpire_modifier_applies (germany, &german_1918));
  g_assert_false (umpire_modifier_applies (germany, &german_1917));
  g_assert_false (umpire_modifier_applies (germany, &unknown_year));
  g_assert_true (umpire_modifier_applies (italy, &italy_1918));
  g_assert_false (umpire_modifier_applies (italy, &italy_1917));
  g_assert_cmpint (halve->op, ==, UMPIRE_MODIFIER_HALVE);
  g_assert_cmpfloat (halve->value, ==, 0.5);
  g_assert_true (umpire_modifier_applies (halve, &shaken));
  g_assert_false (umpire_modifier_applies (halve, &german_1918));
  /* Any one <when> suffices. */
  g_assert_true (umpire_modifier_applies (either, &german_1917));
  g_assert_true (umpire_modifier_applies (either, &italy_1918));
  g_assert_false (umpire_modifier_applies (either, &italy_1917));
  /* The browser's columns say what a modifier does and when. */
  g_assert_cmpstr (umpire_rules_cell (rules, "pack.mods", "germany-1918", "effect"), ==, "+2");
  g_assert_cmpstr (umpire_rules_cell (rules, "pack.mods", "italy-late", "effect"), ==, "-3");
  g_assert_cmpstr (umpire_rules_cell (rules, "pack.mods", "shaken", "effect"), ==, "×½");
  g_assert_cmpstr (umpire_rules_cell (rules, "pack.mods", "either", "effect"), ==, "×2");
  g_assert_cmpstr (umpire_rules_cell (rules, "pack.mods", "germany-1918", "when"), ==, "germany, 1918");
}

static void
test_override_by_id (void)
{
  g_autoptr(UmpireRules) rules = load_good_pack ();
  g_autoptr(GError) error = NULL;
  static const char override[] =
    "<rules " NS " system=\"house\"><title>House rules</title>\n"
    "<list id=\"pack.list\" source=\"house\" rule=\"H1\"><title>House list</title><item id=\"a\">A.</item></list>\n"
    "<list id=\"house.extra\" source=\"house\" rule=\"H2\"><title>Extra</title><item id=\"b\">B.</item></list>\n"
    "</rules>";
  const UmpireTable *table;

  g_assert_true (umpire_rules_load_data (rules, override, strlen (override), "house.xml", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_rules_get_tables (rules)->len, ==, 5);
  table = umpire_rules_get_table (rules, "pack.list");
  g_assert_cmpstr (table->title, ==, "House list");
  g_assert_cmpstr (table->overrides, ==, "good.xml");
  g_assert_cmpstr (table->prov.file, ==, "house.xml");
  /* It keeps its place in the list. */
  g_assert_true (g_ptr_array_index (umpire_rules_get_tables (rules), 3) == table);
  g_assert_nonnull (umpire_rules_get_table (rules, "house.extra"));
}

typedef struct
{
  const char *name;
  const char *xml;
  int         code;
  const char *expected;  /* part of the message, with FILE:LINE */
} BadPack;

static const BadPack bad_packs[] = {
  { "empty", "", UMPIRE_RULES_ERROR_PARSE, "empty.xml:1: the file is empty" },
  { "unclosed-tag",
    "<rules " NS " system=\"x\">\n<title>T</title>\n<list id=\"a\" source=\"s\" rule=\"r\">\n<title>A</title>\n",
    UMPIRE_RULES_ERROR_PARSE, "unclosed-tag.xml:5: not well-formed XML" },
  { "truncated", "<rules " NS " system=\"x\"><title>T</tit", UMPIRE_RULES_ERROR_PARSE, "truncated.xml:1:" },
  { "not-xml", "this is not xml\n", UMPIRE_RULES_ERROR_PARSE, "not-xml.xml:1: not well-formed XML" },
  { "unknown-element",
    "<rules " NS " system=\"x\">\n<title>T</title>\n<chart id=\"a\"/>\n</rules>",
    UMPIRE_RULES_ERROR_SCHEMA, "unknown-element.xml:3: does not follow the rules schema" },
  { "wrong-namespace",
    "<rules system=\"x\"><title>T</title></rules>",
    UMPIRE_RULES_ERROR_SCHEMA, "wrong-namespace.xml:1: does not follow the rules schema" },
  { "missing-source",
    "<rules " NS " system=\"x\">\n<title>T</title>\n<list id=\"a\" rule=\"r\"><title>A</title><item id=\"i\">x</item></list>\n</rules>",
    UMPIRE_RULES_ERROR_SCHEMA, "missing-source.xml:3:" },
  { "non-numeric-cell",
    "<rules " NS " system=\"x\">\n<title>T</title>\n<table id=\"t\" source=\"s\" rule=\"r\" type=\"integer\">\n"
    "<title>T</title><rows/><columns><column id=\"c\" label=\"C\"/></columns>\n"
    "<row id=\"1\" label=\"1\">\n<cell>seven</cell></row>\n</table>\n</rules>",
    UMPIRE_RULES_ERROR_INVALID, "non-numeric-cell.xml:6: cell “seven” in row “1”, column “c” should be a whole number" },
  { "bad-loss-cell",
    "<rules " NS " system=\"x\">\n<title>T</title>\n<table id=\"t\" source=\"s\" rule=\"r\" type=\"loss\">\n"
    "<title>T</title><rows/><columns><column id=\"c\" label=\"C\"/></columns>\n"
    "<row id=\"1\" label=\"1\"><cell>1x</cell></row>\n</table>\n</rules>",
    UMPIRE_RULES_ERROR_INVALID, "bad-loss-cell.xml:5:" },
  { "missing-cell",
    "<rules " NS " system=\"x\">\n<title>T</title>\n<table id=\"t\" source=\"s\" rule=\"r\">\n"
    "<title>T</title><rows/><columns><column id=\"c\" label=\"C\"/><column id=\"d\" label=\"D\"/></columns>\n"
    "<row id=\"1\" label=\"1\"><cell>a</cell></row>\n</table>\n</rules>",
    UMPIRE_RULES_ERROR_INVALID, "missing-cell.xml:5: row “1” has no cell for column “d”" },
  { "extra-cell",
    "<rules " NS " system=\"x\">\n<title>T</title>\n<table id=\"t\" source=\"s\" rule=\"r\">\n"
    "<title>T</title><rows/><columns><column id=\"c\" label=\"C\"/></columns>\n"
    "<row id=\"1\" label=\"1\"><cell>a</cell>\n<cell>b</cell></row>\n</table>\n</rules>",
    UMPIRE_RULES_ERROR_INVALID, "extra-cell.xml:6: row “1” has more cells" },
  { "duplicate-id",
    "<rules " NS " system=\"x\">\n<title>T</title>\n"
    "<list id=\"a\" source=\"s\" rule=\"r\"><title>A</title><item id=\"i\">x</item></list>\n"
    "<list id=\"a\" source=\"s\" rule=\"r\"><title>A</title><item id=\"i\">x</item></list>\n</rules>",
    UMPIRE_RULES_ERROR_DUPLICATE, "duplicate-id.xml:4: duplicate table id “a”" },
  { "duplicate-row",
    "<rules " NS " system=\"x\">\n<title>T</title>\n"
    "<list id=\"a\" source=\"s\" rule=\"r\"><title>A</title>\n<item id=\"i\">x</item>\n<item id=\"i\">y</item></list>\n</rules>",
    UMPIRE_RULES_ERROR_DUPLICATE, "duplicate-row.xml:5: duplicate item id “i”" },
  { "reversed-range",
    "<rules " NS " system=\"x\">\n<title>T</title>\n<table id=\"t\" source=\"s\" rule=\"r\">\n"
    "<title>T</title><rows/><columns><column id=\"c\" label=\"C\"/></columns>\n"
    "<row id=\"1\" label=\"1\" min=\"5\" max=\"2\"><cell>a</cell></row>\n</table>\n</rules>",
    UMPIRE_RULES_ERROR_INVALID, "reversed-range.xml:5: a range ends before it starts" },
  { "modifier-without-value",
    "<rules " NS " system=\"x\">\n<title>T</title>\n<modifiers id=\"m\" source=\"s\" rule=\"r\"><title>M</title>\n"
    "<modifier id=\"a\" label=\"A\" op=\"add\"/></modifiers>\n</rules>",
    UMPIRE_RULES_ERROR_INVALID, "modifier-without-value.xml:4: modifier “a” needs a value" },
  { "doctype",
    "<?xml version=\"1.0\"?>\n<!DOCTYPE rules>\n<rules " NS " system=\"x\"><title>T</title></rules>",
    UMPIRE_RULES_ERROR_FORBIDDEN, "doctype.xml:2: document type declarations and entities are not allowed" },
  { "undefined-entity",
    "<rules " NS " system=\"x\">\n<title>&secret;</title></rules>",
    UMPIRE_RULES_ERROR_PARSE, "undefined-entity.xml:2:" },
};

static void
test_bad_pack (gconstpointer data)
{
  const BadPack *bad = data;
  g_autoptr(UmpireRules) rules = load_good_pack ();
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("%s.xml", bad->name);
  guint before = umpire_rules_get_tables (rules)->len;

  g_assert_false (umpire_rules_load_data (rules, bad->xml, strlen (bad->xml), name, &error));
  g_assert_error (error, UMPIRE_RULES_ERROR, bad->code);
  if (strstr (error->message, bad->expected) == NULL)
    g_error ("“%s” does not contain “%s”", error->message, bad->expected);
  /* The database is as it was: the rest still serves. */
  g_assert_cmpuint (umpire_rules_get_tables (rules)->len, ==, before);
  g_assert_cmpstr (umpire_rules_cell (rules, "pack.chart", "1", "a"), ==, ".20");
}

static void
test_external_entity_never_read (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *secret_path = NULL;
  g_autofree char *pack = NULL;
  int fd;

  fd = g_file_open_tmp ("umpire-secret-XXXXXX", &secret_path, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (secret_path, "TOP-SECRET-ORDERS", -1, &error));
  close (fd);

  pack = g_strdup_printf ("<?xml version=\"1.0\"?>\n"
                          "<!DOCTYPE rules [ <!ENTITY secret SYSTEM \"file://%s\"> ]>\n"
                          "<rules " NS " system=\"x\"><title>&secret;</title>\n"
                          "<list id=\"x.leak\" source=\"s\" rule=\"r\"><title>&secret;</title>"
                          "<item id=\"i\">&secret;</item></list></rules>", secret_path);
  g_assert_false (umpire_rules_load_data (rules, pack, strlen (pack), "xxe.xml", &error));
  g_assert_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_FORBIDDEN);
  g_assert_null (strstr (error->message, "TOP-SECRET"));
  g_assert_null (umpire_rules_get_table (rules, "x.leak"));
  g_assert_cmpuint (umpire_rules_get_tables (rules)->len, ==, 0);
  g_unlink (secret_path);
}

static void
test_entity_bomb_rejected_quickly (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) bomb = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE rules [\n"
                                          " <!ENTITY a0 \"boom boom boom boom boom boom boom boom boom boom\">\n");
  gint64 start;

  for (int i = 1; i < 12; i++)
    g_string_append_printf (bomb, " <!ENTITY a%d \"&a%d;&a%d;&a%d;&a%d;&a%d;&a%d;&a%d;&a%d;&a%d;&a%d;\">\n",
                            i, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1);
  g_string_append (bomb, "]>\n<rules " NS " system=\"x\"><title>&a11;</title></rules>\n");

  start = g_get_monotonic_time ();
  g_assert_false (umpire_rules_load_data (rules, bomb->str, bomb->len, "bomb.xml", &error));
  /* A generous bound: the point is "not minutes, not gigabytes". */
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  g_assert_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_FORBIDDEN);
}

static void
test_load_file_errors (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("umpire-pack-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.xml", NULL);

  g_assert_false (umpire_rules_load_file (rules, "/nonexistent/pack.xml", &error));
  g_assert_nonnull (strstr (error->message, "/nonexistent/pack.xml"));
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path, "<rules " NS " system=\"x\">\n<title>T</title>\n<oops>\n</rules>", -1, NULL));
  g_assert_false (umpire_rules_check_file (path, &error));
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, ":4:"));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_user_packs (void)
{
  g_autoptr(UmpireRules) rules = load_good_pack ();
  g_autoptr(GPtrArray) errors = NULL;
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "umpire", "rules", NULL);
  g_autofree char *good = g_build_filename (folder, "a-good.xml", NULL);
  g_autofree char *bad = g_build_filename (folder, "b-bad.xml", NULL);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (good,
    "<rules " NS " system=\"house\"><title>H</title>"
    "<list id=\"house.rule\" source=\"house\" rule=\"H1\"><title>House</title><item id=\"a\">A.</item></list></rules>",
    -1, NULL));
  g_assert_true (g_file_set_contents (bad, "<rules>", -1, NULL));

  errors = umpire_rules_load_user_packs (rules);
  g_assert_cmpuint (errors->len, ==, 1);
  g_assert_true (g_str_has_prefix (((GError *) g_ptr_array_index (errors, 0))->message, bad));
  g_assert_nonnull (umpire_rules_get_table (rules, "house.rule"));
  g_assert_nonnull (umpire_rules_get_table (rules, "pack.chart"));
  g_unlink (good);
  g_unlink (bad);
}

static void
test_builtin_database (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  const GPtrArray *tables;
  g_autoptr(GHashTable) systems = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);
  tables = umpire_rules_get_tables (rules);
  for (guint i = 0; i < tables->len; i++)
    {
      const UmpireTable *table = g_ptr_array_index (tables, i);

      /* Every entry and every cell traces to a source file and a rule. */
      g_assert_nonnull (table->prov.source);
      g_assert_nonnull (table->prov.rule);
      g_assert_true (g_str_has_prefix (table->id, table->system));
      g_hash_table_add (systems, (gpointer) table->system);
      for (guint r = 0; r < table->rows->len; r++)
        {
          const UmpireRow *row = g_ptr_array_index (table->rows, r);

          g_assert_cmpuint (row->cells->len, ==, table->columns->len);
          for (guint c = 0; c < row->cells->len; c++)
            {
              const UmpireCell *cell = g_ptr_array_index (row->cells, c);

              g_assert_nonnull (cell->prov.source);
              g_assert_nonnull (cell->prov.rule);
              g_assert_true (g_str_has_prefix (cell->prov.file, "resource:///"));
            }
        }
    }
  g_assert_true (g_hash_table_contains (systems, "1916"));
  g_assert_true (g_hash_table_contains (systems, "weltkrieg"));
  g_assert_true (g_hash_table_contains (systems, "derosa"));
}

/* A pack that replaces a built-in entry keeps its kind, and a table its
 * columns: else the whole pack is refused, FILE:LINE, and the database
 * stays as it was (tests/data/regressions/pack-*.xml). */
/* Sources are named as people know them: the built-in files' titles, a
 * pack's own titles (a later file wins), the file name where none is given. */
static void
test_source_names (void)
{
  static const char titled[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<rules " NS " system=\"pack\" version=\"1\">\n"
    "  <title>Titled pack</title>\n"
    "  <source file=\"club.txt\" title=\"Club house rules\"/>\n"
    "  <source file=\"004_fa4e7880f134310e.txt\" title=\"Setup, as our club reads it\"/>\n"
    "</rules>\n";
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_rules_get_source_name (rules, "004_fa4e7880f134310e.txt"), ==, "1916 Basic Game Setup");
  g_assert_cmpstr (umpire_rules_get_source_name (rules, "002_f016aff109a07b2a.txt"), ==, "1916 Optional Rules");
  g_assert_cmpstr (umpire_rules_get_source_name (rules, "000_8416cdb5a25d97be.txt"), ==, "Der Weltkrieg optional rules");
  g_assert_cmpstr (umpire_rules_get_source_name (rules, "001_f8d5eb2c014aeb71.txt"), ==,
                   "Der Weltkrieg optional HQ reserve rules");
  g_assert_cmpstr (umpire_rules_get_source_name (rules, "003_11ff81f41091c16b.txt"), ==, "De Rosa WWI Wargames Rules");
  g_assert_cmpstr (umpire_rules_get_source_name (rules, "club.txt"), ==, "club.txt");
  g_assert_cmpstr (umpire_rules_get_source_name (NULL, "club.txt"), ==, "club.txt");
  g_assert_null (umpire_rules_get_source_name (rules, NULL));

  g_assert_true (umpire_rules_load_data (rules, titled, sizeof titled - 1, "titled.xml", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (umpire_rules_get_source_name (rules, "club.txt"), ==, "Club house rules");
  g_assert_cmpstr (umpire_rules_get_source_name (rules, "004_fa4e7880f134310e.txt"), ==, "Setup, as our club reads it");
}

static void
test_packs_keep_shapes (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *list = g_test_build_filename (G_TEST_DIST, "data", "regressions",
                                                 "pack-support-modifiers-as-list.xml", NULL);
  g_autofree char *crt = g_test_build_filename (G_TEST_DIST, "data", "regressions",
                                                "crt-hang-shifts-no-column-ranges.xml", NULL);
  guint n;

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  n = umpire_rules_get_tables (rules)->len;

  g_assert_false (umpire_rules_load_file (rules, list, &error));
  g_assert_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "pack-support-modifiers-as-list.xml:2: "));
  g_assert_nonnull (strstr (error->message, "replaces a modifiers with a list"));
  g_clear_error (&error);
  g_assert_cmpint (umpire_rules_get_table (rules, "1916.support-modifiers")->kind, ==, UMPIRE_ENTRY_MODIFIERS);

  g_assert_false (umpire_rules_load_file (rules, crt, &error));
  g_assert_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "lacks the column"));
  g_clear_error (&error);
  g_assert_cmpuint (umpire_rules_get_tables (rules)->len, ==, n);
  g_assert_cmpstr (umpire_rules_get_table (rules, "weltkrieg.crt-1914-1916.shifts")->prov.file, !=, crt);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/rules/loader/good-pack", test_good_pack);
  g_test_add_func ("/umpire/rules/loader/row-lookup-clamps", test_row_lookup_clamps);
  g_test_add_func ("/umpire/rules/loader/modifier-conditions", test_modifier_conditions);
  g_test_add_func ("/umpire/rules/loader/override-by-id", test_override_by_id);
  g_test_add_func ("/umpire/rules/loader/packs-keep-shapes", test_packs_keep_shapes);
  g_test_add_func ("/umpire/rules/loader/source-names", test_source_names);
  for (guint i = 0; i < G_N_ELEMENTS (bad_packs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/umpire/rules/loader/bad/%s", bad_packs[i].name);
      g_test_add_data_func (path, &bad_packs[i], test_bad_pack);
    }
  g_test_add_func ("/umpire/rules/loader/external-entity-never-read", test_external_entity_never_read);
  g_test_add_func ("/umpire/rules/loader/entity-bomb", test_entity_bomb_rejected_quickly);
  g_test_add_func ("/umpire/rules/loader/file-errors", test_load_file_errors);
  g_test_add_func ("/umpire/rules/loader/user-packs", test_user_packs);
  g_test_add_func ("/umpire/rules/loader/builtin", test_builtin_database);

  return g_test_run ();
}
