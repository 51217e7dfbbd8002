/* test-hostile-xml.c: rule packs written to hurt
 *
 * Umpires pass rule packs around, so the loader must survive any file: each
 * case below either loads or fails with a clear "FILE:LINE: message" error,
 * quickly, without reading anything outside the file. The simple broken
 * packs (empty, unclosed, DOCTYPE, file entity, nested entity bomb) are in
 * test-rules-loader.c; this file adds what attackers and accidents add.
 *
 * The scenario loader gets the same treatment at the end. Every file under
 * tests/data/regressions/ (inputs that once crashed or hung a fuzzer:
 * rules-*.xml, scenario-*.umpire) is loaded too, as a table of cases.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "umpire-rules.h"
#include "umpire-scenario-file.h"

#define NS "xmlns=\"https://gitlab.gnome.org/umpire/rules/1\""

/* "Quickly": generous enough for a sanitizer build on a slow machine,
 * short of anything an umpire would call a hang. Under memcheck (the
 * valgrind test setup sets UMPIRE_TEST_TIME_FACTOR) that many times as long. */
static gint64
quick_usec (void)
{
  const char *factor = g_getenv ("UMPIRE_TEST_TIME_FACTOR");
  guint64 times = factor != NULL ? g_ascii_strtoull (factor, NULL, 10) : 1;

  return 2 * G_USEC_PER_SEC * (gint64) CLAMP (times, 1, 100);
}
#define QUICK_USEC (quick_usec ())

static const char small_pack_body[] =
  "<rules " NS " system=\"x\">\n"
  "<title>T</title>\n"
  "<list id=\"x.list\" source=\"s\" rule=\"r\"><title>List</title><item id=\"i\">Item.</item></list>\n"
  "</rules>\n";

/* The message starts "NAME:LINE: " with LINE ≥ 1, and LINE is returned. */
static int
assert_located_error (const GError *error,
                      const char   *name)
{
  g_autofree char *prefix = g_strdup_printf ("%s:", name);
  const char *p;
  char *end = NULL;
  gint64 line;

  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("“%s” does not start with “%s”", error->message, prefix);
  p = error->message + strlen (prefix);
  line = g_ascii_strtoll (p, &end, 10);
  if (end == p || line < 1 || !g_str_has_prefix (end, ": ") || end[2] == '\0')
    g_error ("“%s” has no line number and message after the file name", error->message);
  return (int) line;
}

/* Loads DATA into a fresh database; returns the error or NULL, within QUICK_USEC. */
static GError *
load_quickly (const char *data,
              gsize       length,
              const char *name,
              gboolean   *loaded)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  GError *error = NULL;
  gint64 start = g_get_monotonic_time ();
  gint64 elapsed;

  *loaded = umpire_rules_load_data (rules, data, length, name, &error);
  elapsed = g_get_monotonic_time () - start;
  if (elapsed > QUICK_USEC)
    g_error ("%s took %" G_GINT64_FORMAT " ms", name, elapsed / 1000);
  g_assert_true (*loaded == (error == NULL));
  if (*loaded)
    g_assert_nonnull (umpire_rules_get_table (rules, "x.list"));
  else
    g_assert_cmpuint (umpire_rules_get_tables (rules)->len, ==, 0);
  return error;
}

static void
expect_error (const char *data,
              gsize       length,
              const char *name,
              int         code)
{
  gboolean loaded;
  g_autoptr(GError) error = load_quickly (data, length, name, &loaded);

  g_assert_false (loaded);
  g_assert_error (error, UMPIRE_RULES_ERROR, code);
  assert_located_error (error, name);
}

/* ---------------------------------------------------------------------- */
/* External entities: never resolved, file or network                     */

/* A local listener that must never see a connection. */
static GSocket *
listen_on_loopback (guint16 *port)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) any_port = g_inet_socket_address_new (loopback, 0);
  g_autoptr(GSocketAddress) bound = NULL;
  GSocket *socket;

  socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, &error);
  g_assert_no_error (error);
  g_assert_true (g_socket_bind (socket, any_port, TRUE, &error));
  g_assert_true (g_socket_listen (socket, &error));
  g_socket_set_blocking (socket, FALSE);
  bound = g_socket_get_local_address (socket, &error);
  g_assert_no_error (error);
  *port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
  return socket;
}

static void
test_network_entities_never_fetched (void)
{
  /* Each way XML has of naming a URL to fetch: printf formats, with %u the
   * listener's port. */
  static const char *const templates[] = {
    "<?xml version=\"1.0\"?>\n<!DOCTYPE rules [ <!ENTITY net SYSTEM \"http://127.0.0.1:%u/secret\"> ]>\n"
    "<rules " NS " system=\"x\"><title>&net;</title></rules>\n",
    "<?xml version=\"1.0\"?>\n<!DOCTYPE rules SYSTEM \"http://127.0.0.1:%u/rules.dtd\">\n"
    "<rules " NS " system=\"x\"><title>T</title></rules>\n",
    "<?xml version=\"1.0\"?>\n<!DOCTYPE rules PUBLIC \"-//X//Y\" \"http://127.0.0.1:%u/rules.dtd\">\n"
    "<rules " NS " system=\"x\"><title>T</title></rules>\n",
    "<?xml version=\"1.0\"?>\n<!DOCTYPE rules [ <!ENTITY %% remote SYSTEM \"http://127.0.0.1:%u/p.ent\"> %%remote; ]>\n"
    "<rules " NS " system=\"x\"><title>T</title></rules>\n",
    /* XInclude is never processed: the element is just unknown to the schema. */
    "<?xml version=\"1.0\"?>\n<rules " NS " system=\"x\"><title>T</title>\n"
    "<xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"http://127.0.0.1:%u/x.xml\"/></rules>\n",
  };
  guint16 port = 0;
  g_autoptr(GSocket) listener = listen_on_loopback (&port);

  for (guint i = 0; i < G_N_ELEMENTS (templates); i++)
    {
      g_autofree char *name = g_strdup_printf ("net-%u.xml", i);
      g_autofree char *pack = g_strdup_printf (templates[i], port);
      g_autoptr(GError) accept_error = NULL;
      g_autoptr(GSocket) connection = NULL;
      gboolean loaded;
      g_autoptr(GError) error = load_quickly (pack, strlen (pack), name, &loaded);

      g_assert_false (loaded);
      assert_located_error (error, name);
      connection = g_socket_accept (listener, NULL, &accept_error);
      g_assert_null (connection);
      g_assert_error (accept_error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK);
    }
}

static void
test_file_entities_never_read (void)
{
  /* The file-entity-in-internal-subset case is in test-rules-loader.c. */
  static const char *const templates[] = {
    "<?xml version=\"1.0\"?>\n<!DOCTYPE rules SYSTEM \"file://%s\">\n"
    "<rules " NS " system=\"x\"><title>&leak;</title></rules>\n",
    "<?xml version=\"1.0\"?>\n<!DOCTYPE rules [ <!ENTITY % p SYSTEM \"%s\"> %p; ]>\n"
    "<rules " NS " system=\"x\"><title>&leak;</title></rules>\n",
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *secret_path = NULL;
  int fd = g_file_open_tmp ("umpire-secret-XXXXXX.dtd", &secret_path, &error);

  g_assert_no_error (error);
  close (fd);
  /* Were it read, this DTD would define &leak; and put the secret in the title. */
  g_assert_true (g_file_set_contents (secret_path, "<!ENTITY leak \"TOP-SECRET-ORDERS\">", -1, &error));

  for (guint i = 0; i < G_N_ELEMENTS (templates); i++)
    {
      g_autofree char *name = g_strdup_printf ("file-%u.xml", i);
      g_autoptr(GString) pack = g_string_new (NULL);
      gboolean loaded;
      g_autoptr(GError) load_error = NULL;

      /* Templates use %s once; g_strdup_printf would trip over "% p". */
      {
        const char *at = strstr (templates[i], "%s");

        g_string_append_len (pack, templates[i], at - templates[i]);
        g_string_append (pack, secret_path);
        g_string_append (pack, at + 2);
      }
      load_error = load_quickly (pack->str, pack->len, name, &loaded);
      g_assert_false (loaded);
      g_assert_error (load_error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_FORBIDDEN);
      assert_located_error (load_error, name);
      g_assert_null (strstr (load_error->message, "TOP-SECRET"));
    }
  g_unlink (secret_path);
}

/* ---------------------------------------------------------------------- */
/* Expansion and depth                                                    */

static void
test_quadratic_blowup_rejected (void)
{
  /* One 50 kB entity used 50 000 times: 2.5 GB if expanded, no nesting needed. */
  g_autoptr(GString) pack = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE rules [ <!ENTITY big \"");

  for (int i = 0; i < 50000; i++)
    g_string_append_c (pack, 'x');
  g_string_append (pack, "\"> ]>\n<rules " NS " system=\"x\"><title>");
  for (int i = 0; i < 50000; i++)
    g_string_append (pack, "&big;");
  g_string_append (pack, "</title></rules>\n");

  expect_error (pack->str, pack->len, "quadratic.xml", UMPIRE_RULES_ERROR_FORBIDDEN);
}

static void
test_deep_nesting_rejected (void)
{
  const guint depths[] = { 1000, 100000 };

  for (guint d = 0; d < G_N_ELEMENTS (depths); d++)
    {
      g_autoptr(GString) pack = g_string_new ("<?xml version=\"1.0\"?>\n<rules " NS " system=\"x\"><title>T</title>\n");
      g_autofree char *name = g_strdup_printf ("deep-%u.xml", depths[d]);

      for (guint i = 0; i < depths[d]; i++)
        g_string_append (pack, "<note>");
      for (guint i = 0; i < depths[d]; i++)
        g_string_append (pack, "</note>");
      g_string_append (pack, "</rules>\n");

      expect_error (pack->str, pack->len, name, UMPIRE_RULES_ERROR_PARSE);
      /* In the umpire's words, not the parser's ("use XML_PARSE_HUGE"). */
      {
        g_autoptr(UmpireRules) rules = umpire_rules_new ();
        g_autoptr(GError) error = NULL;

        g_assert_false (umpire_rules_load_data (rules, pack->str, pack->len, name, &error));
        g_assert_nonnull (strstr (error->message, "nested too deeply"));
        g_assert_null (strstr (error->message, "XML_PARSE_HUGE"));
      }
    }

  /* Unclosed: the file ends a hundred thousand elements deep. */
  {
    g_autoptr(GString) pack = g_string_new ("<rules " NS " system=\"x\">");

    for (guint i = 0; i < 100000; i++)
      g_string_append (pack, "<a>\n");
    expect_error (pack->str, pack->len, "deep-unclosed.xml", UMPIRE_RULES_ERROR_PARSE);
  }
}

static char *
pack_with_attribute (gsize size)
{
  g_autoptr(GString) pack = g_string_sized_new (size + 512);

  g_string_append (pack, "<rules " NS " system=\"x\">\n<title>T</title>\n"
                   "<list id=\"x.list\" source=\"s\" rule=\"r\"><title>List</title><item id=\"i\" note=\"");
  for (gsize i = 0; i < size; i++)
    g_string_append_c (pack, 'a' + i % 26);
  g_string_append (pack, "\">Item.</item></list>\n</rules>\n");
  return g_string_free (g_steal_pointer (&pack), FALSE);
}

static void
test_huge_attributes (void)
{
  g_autofree char *large = pack_with_attribute (1024 * 1024);
  g_autofree char *huge = pack_with_attribute (10 * 1024 * 1024);
  g_autoptr(GError) error = NULL;
  gboolean loaded;

  /* A long note (1 MB) is odd but harmless: it loads. */
  error = load_quickly (large, strlen (large), "large-attribute.xml", &loaded);
  g_assert_no_error (error);
  g_assert_true (loaded);

  /* 10 MB in one attribute is past any real note: a clear error, quickly. */
  error = load_quickly (huge, strlen (huge), "huge-attribute.xml", &loaded);
  g_assert_false (loaded);
  g_assert_cmpint (assert_located_error (error, "huge-attribute.xml"), ==, 3);
  g_clear_error (&error);

  /* Many attributes on one element. */
  {
    g_autoptr(GString) pack = g_string_new ("<rules " NS " system=\"x\"><title>T</title><list");

    for (int i = 0; i < 100000; i++)
      g_string_append_printf (pack, " a%d=\"v\"", i);
    g_string_append (pack, "/></rules>");
    expect_error (pack->str, pack->len, "many-attributes.xml", UMPIRE_RULES_ERROR_PARSE);
  }
}

/* A file past 10 MB in all (a long game's log; here a pack heavy with
 * comments) is still read: libxml2 2.9 refuses such a file when given it
 * in one piece ("Huge input lookup"). */
static void
test_large_file_loads (void)
{
  g_autoptr(GString) pack = g_string_new ("<rules " NS " system=\"x\">\n<title>T</title>\n");
  g_autoptr(GError) error = NULL;
  gboolean loaded;

  for (int c = 0; c < 12; c++)
    {
      g_string_append (pack, "<!--");
      for (int i = 0; i < 1024 * 1024 / 64; i++)
        g_string_append (pack, "The umpire's notes on the afternoon's fighting, page after page.\n");
      g_string_append (pack, "-->\n");
    }
  g_string_append (pack, small_pack_body + strlen ("<rules " NS " system=\"x\">\n<title>T</title>\n"));
  g_assert_cmpuint (pack->len, >, 12 * 1000 * 1000);

  error = load_quickly (pack->str, pack->len, "large.xml", &loaded);
  g_assert_no_error (error);
  g_assert_true (loaded);
}

/* ---------------------------------------------------------------------- */
/* Encodings                                                              */

static void
test_utf8_bom_loads (void)
{
  g_autofree char *pack = g_strconcat ("\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
                                       small_pack_body, NULL);
  g_autofree char *no_decl = g_strconcat ("\xEF\xBB\xBF", small_pack_body, NULL);
  g_autoptr(GError) error = NULL;
  gboolean loaded;

  error = load_quickly (pack, strlen (pack), "bom.xml", &loaded);
  g_assert_no_error (error);
  g_assert_true (loaded);
  error = load_quickly (no_decl, strlen (no_decl), "bom-no-declaration.xml", &loaded);
  g_assert_no_error (error);
  g_assert_true (loaded);
  /* A BOM and nothing else is an empty file. */
  expect_error ("\xEF\xBB\xBF", 3, "bom-only.xml", UMPIRE_RULES_ERROR_PARSE);
}

static void
test_latin1_declared_and_used (void)
{
  /* "Übung" and "Königin" in ISO-8859-1: Ü is 0xDC, ö is 0xF6. */
  static const char pack[] =
    "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n"
    "<rules " NS " system=\"x\">\n<title>\xDC" "bung</title>\n"
    "<list id=\"x.list\" source=\"s\" rule=\"r\"><title>K\xF6nigin</title><item id=\"i\">\xDC.</item></list>\n"
    "</rules>\n";
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GError) error = NULL;
  const UmpireTable *list;

  g_assert_true (umpire_rules_load_data (rules, pack, strlen (pack), "latin1.xml", &error));
  g_assert_no_error (error);
  list = umpire_rules_get_table (rules, "x.list");
  /* Converted to UTF-8 on the way in. */
  g_assert_cmpstr (list->title, ==, "K\xC3\xB6nigin");
  g_assert_cmpstr (umpire_rules_cell (rules, "x.list", "i", "text"), ==, "\xC3\x9C.");
}

static void
test_wrong_encodings (void)
{
  static const struct { const char *name; const char *xml; int line; } cases[] = {
    /* Declared UTF-16, written in UTF-8. */
    { "utf16-declared.xml",
      "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<rules " NS " system=\"x\"><title>T</title></rules>\n", 1 },
    /* Declared UTF-8, with Latin-1 bytes on line 3. */
    { "latin1-as-utf8.xml",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rules " NS " system=\"x\">\n<title>\xDC" "bung</title></rules>\n", 3 },
    /* Bytes that are never UTF-8, on line 2. */
    { "invalid-utf8.xml",
      "<rules " NS " system=\"x\">\n<title>\xFF\xFE\xC0\x80</title></rules>\n", 2 },
    /* An encoding no one has heard of. */
    { "unknown-encoding.xml",
      "<?xml version=\"1.0\" encoding=\"X-UMPIRE-7\"?>\n<rules " NS " system=\"x\"><title>T</title></rules>\n", 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean loaded;
      g_autoptr(GError) error = load_quickly (cases[i].xml, strlen (cases[i].xml), cases[i].name, &loaded);

      g_assert_false (loaded);
      g_assert_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_PARSE);
      g_assert_cmpint (assert_located_error (error, cases[i].name), ==, cases[i].line);
    }

  /* Real UTF-16 (with its BOM) is still XML: it loads. */
  {
    g_autofree char *utf8 = g_strconcat ("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n", small_pack_body, NULL);
    gsize written = 0;
    g_autofree char *utf16 = g_convert (utf8, -1, "UTF-16LE", "UTF-8", NULL, &written, NULL);
    g_autofree char *with_bom = g_malloc (written + 2);
    g_autoptr(GError) error = NULL;
    gboolean loaded;

    memcpy (with_bom, "\xFF\xFE", 2);
    memcpy (with_bom + 2, utf16, written);
    error = load_quickly (with_bom, written + 2, "utf16.xml", &loaded);
    g_assert_no_error (error);
    g_assert_true (loaded);
  }
}

static void
test_nul_bytes_and_blank_files (void)
{
  static const char with_nul[] = "<rules " NS " system=\"x\">\n<title>T\0T</title></rules>\n";

  expect_error (with_nul, sizeof with_nul - 1, "nul.xml", UMPIRE_RULES_ERROR_PARSE);
  expect_error ("\0\0\0\0", 4, "zeros.xml", UMPIRE_RULES_ERROR_PARSE);
  expect_error ("   \n\n\t\n", 7, "blank.xml", UMPIRE_RULES_ERROR_PARSE);
  expect_error ("<?xml version=\"1.0\"?>\n", 22, "declaration-only.xml", UMPIRE_RULES_ERROR_PARSE);
}

/* ---------------------------------------------------------------------- */
/* Real files, broken                                                     */

static char *
shipped_rules_path (const char *file)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "rules", file, NULL);
}

/* Every shipped rules file cut short at many points, read from disk. */
static void
test_truncated_shipped_files (void)
{
  const char *files[] = { "1916.xml", "derosa.xml", "weltkrieg.xml" };
  g_autofree char *dir = g_dir_make_tmp ("umpire-truncated-XXXXXX", NULL);

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *source = shipped_rules_path (files[f]);
      g_autofree char *contents = NULL;
      gsize length = 0;
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_get_contents (source, &contents, &length, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (length, >, 1000);

      /* Thirty-one cuts, spread over the file (never the whole file). */
      for (guint cut = 1; cut < 32; cut++)
        {
          gsize at = length * cut / 32;
          g_autofree char *path = g_strdup_printf ("%s/%u-%s", dir, cut, files[f]);
          g_autoptr(UmpireRules) rules = umpire_rules_new ();
          g_autoptr(GError) load_error = NULL;
          int line;
          int lines_kept = 1;

          for (gsize i = 0; i < at; i++)
            lines_kept += contents[i] == '\n';
          g_assert_true (g_file_set_contents (path, contents, at, NULL));
          g_assert_false (umpire_rules_load_file (rules, path, &load_error));
          g_assert_error (load_error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_PARSE);
          line = assert_located_error (load_error, path);
          /* The error points into what is left of the file. */
          g_assert_cmpint (line, <=, lines_kept);
          g_assert_cmpuint (umpire_rules_get_tables (rules)->len, ==, 0);
          g_unlink (path);
        }
    }
  g_rmdir (dir);
}

/* Past line 65 535 the line numbers in errors are still right. */
static void
test_line_numbers_past_65535 (void)
{
  g_autoptr(GString) pack = g_string_new ("<rules " NS " system=\"x\">\n<title>T</title>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireRules) rules = umpire_rules_new ();

  /* Lines 3 to 70 002 are blank; the bad cell is on line 70 006. */
  for (int i = 0; i < 70000; i++)
    g_string_append_c (pack, '\n');
  g_string_append (pack, "<table id=\"t\" source=\"s\" rule=\"r\" type=\"integer\">\n"   /* 70 003 */
                   "<title>T</title><rows/><columns><column id=\"c\" label=\"C\"/></columns>\n"
                   "<row id=\"1\" label=\"1\">\n"                                     /* 70 005 */
                   "<cell>seven</cell></row>\n"                                       /* 70 006 */
                   "</table>\n</rules>\n");
  g_assert_false (umpire_rules_load_data (rules, pack->str, pack->len, "long.xml", &error));
  g_assert_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID);
  g_assert_cmpint (assert_located_error (error, "long.xml"), ==, 70006);
}

/* A rule pack that is not a regular file must not block or fill memory. */
static void
test_not_a_regular_file (void)
{
  const char *paths[] = { "/dev/zero", "/dev/urandom", NULL, NULL };
  g_autofree char *dir = g_dir_make_tmp ("umpire-fifo-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "pack.xml", NULL);

  /* A named pipe with no writer would block a plain read for ever. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  paths[2] = fifo;
  paths[3] = dir;

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(UmpireRules) rules = umpire_rules_new ();
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();

      g_assert_false (umpire_rules_load_file (rules, paths[i], &error));
      g_assert_cmpint (g_get_monotonic_time () - start, <, QUICK_USEC);
      g_assert_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_PARSE);
      g_assert_true (g_str_has_prefix (error->message, paths[i]));
    }
  g_unlink (fifo);
  g_rmdir (dir);
}

/* ---------------------------------------------------------------------- */
/* Scenario files                                                         */

#define SCENARIO_OPEN "<scenario xmlns=\"" UMPIRE_SCENARIO_NAMESPACE "\" format-version=\"1\">\n"

/* A real scenario as Umpire writes it, with a few results in the log. */
static char *
real_scenario_xml (void)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();

  umpire_scenario_set_title (scenario, "Hill 60");
  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_add_system (scenario, "1916");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 20);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 15);
  for (int i = 0; i < 3; i++)
    {
      g_autoptr(UmpireResult) result = umpire_result_new ("1916.support");

      umpire_result_set_value (result, "category", "barrage");
      umpire_result_set_value (result, "count", "%d", 4 + i);
      umpire_result_set_input (result, "nation", "britain");
      umpire_scenario_record (scenario, result, "1916", UMPIRE_SIDE_ATTACKER);
    }
  return umpire_scenario_to_xml (scenario);
}

/* `data` written to a file and loaded from there, a piece at a time:
 * the error of umpire_scenario_load_data () (NULL: none), but for the name
 * of the file. */
static void
assert_file_loads_as_data (const char   *data,
                           gsize         length,
                           const char   *name,
                           const GError *expected)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-pieces-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) scenario = NULL;

  g_assert_true (g_file_set_contents (path, data, length, NULL));
  scenario = umpire_scenario_load_file (path, &error);
  g_unlink (path);
  g_rmdir (dir);
  if (expected == NULL)
    {
      g_assert_no_error (error);
      g_assert_nonnull (scenario);
      return;
    }
  g_assert_null (scenario);
  g_assert_error (error, expected->domain, expected->code);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_true (g_str_has_prefix (expected->message, name));
  g_assert_cmpstr (error->message + strlen (path), ==, expected->message + strlen (name));
}

static void
expect_scenario_error (const char *data,
                       gsize       length,
                       const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) scenario = NULL;
  gint64 start = g_get_monotonic_time ();

  scenario = umpire_scenario_load_data (data, length, name, &error);
  if (g_get_monotonic_time () - start > QUICK_USEC)
    g_error ("%s took %" G_GINT64_FORMAT " ms", name, (g_get_monotonic_time () - start) / 1000);
  g_assert_null (scenario);
  assert_located_error (error, name);
  assert_file_loads_as_data (data, length, name, error);
}

static void
test_scenario_hostile (void)
{
  static const char utf16_declared[] = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" SCENARIO_OPEN "</scenario>";
  static const char invalid_utf8[] = SCENARIO_OPEN "<title>\xFF\xFE</title></scenario>";
  guint16 port = 0;
  g_autoptr(GSocket) listener = listen_on_loopback (&port);
  g_autofree char *network = g_strdup_printf ("<?xml version=\"1.0\"?>\n"
                                              "<!DOCTYPE scenario [ <!ENTITY net SYSTEM \"http://127.0.0.1:%u/\"> ]>\n"
                                              SCENARIO_OPEN "<title>&net;</title></scenario>\n", port);
  g_autoptr(GString) deep = g_string_new (SCENARIO_OPEN);
  g_autoptr(GString) crowded = g_string_new (SCENARIO_OPEN "<title");
  g_autoptr(GString) huge = g_string_new (SCENARIO_OPEN "<title note=\"");
  g_autoptr(GSocket) connection = NULL;
  g_autoptr(GError) accept_error = NULL;

  expect_scenario_error (network, strlen (network), "net.umpire");
  connection = g_socket_accept (listener, NULL, &accept_error);
  g_assert_null (connection);
  g_assert_error (accept_error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK);

  for (int i = 0; i < 100000; i++)
    g_string_append (deep, "<notes>");
  expect_scenario_error (deep->str, deep->len, "deep.umpire");

  for (int i = 0; i < 100000; i++)
    g_string_append_printf (crowded, " a%d=\"v\"", i);
  g_string_append (crowded, "/></scenario>");
  expect_scenario_error (crowded->str, crowded->len, "crowded.umpire");

  for (int i = 0; i < 10 * 1024 * 1024; i++)
    g_string_append_c (huge, 'x');
  g_string_append (huge, "\">T</title></scenario>");
  expect_scenario_error (huge->str, huge->len, "huge.umpire");

  expect_scenario_error ("", 0, "empty.umpire");
  expect_scenario_error ("\n\n", 2, "blank.umpire");
  expect_scenario_error (utf16_declared, sizeof utf16_declared - 1, "utf16-declared.umpire");
  expect_scenario_error (invalid_utf8, sizeof invalid_utf8 - 1, "invalid-utf8.umpire");
}

static void
test_scenario_bom_and_truncation (void)
{
  g_autofree char *xml = real_scenario_xml ();
  g_autofree char *with_bom = g_strconcat ("\xEF\xBB\xBF", xml, NULL);
  gsize length = strlen (xml);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireScenario) loaded = NULL;

  /* Written by Umpire, it loads back, with or without a BOM. */
  loaded = umpire_scenario_load_data (xml, length, "real.umpire", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_n_events (loaded), ==, 3);
  g_clear_object (&loaded);
  loaded = umpire_scenario_load_data (with_bom, strlen (with_bom), "bom.umpire", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (umpire_scenario_get_n_events (loaded), ==, 3);

  /* Cut short anywhere: an error that says where, never a half scenario. */
  for (guint cut = 1; cut < 64; cut++)
    {
      g_autofree char *name = g_strdup_printf ("cut-%u.umpire", cut);

      expect_scenario_error (xml, length * cut / 64, name);
    }
}

/* A file is read a piece at a time, and what is checked before the parse
 * (no element with hundreds of attributes) is checked across the pieces:
 * a crowded tag, a comment or a quoted value astride a boundary is seen as
 * in one piece, and its line counted over all of them. */
static void
test_scenario_pieces (void)
{
  static const char * const tags[] = {
    "<notes%s/>",                                          /* crowded */
    "<!--%s-->",                                           /* quotes in a comment, */
    "<?umpire%s?>",                                        /* a processing instruction */
    "<unit name=\"%s\" side=\"none\" strength=\"1\"/>",    /* and a quoted value are no attributes */
  };
  static const int shifts[] = { -2000, -12, -8, -7, -3, -1, 0, 1, 2, 7, 8, 9, 12 };

  for (guint t = 0; t < G_N_ELEMENTS (tags); t++)
    for (gsize boundary = 256 * 1024; boundary <= 512 * 1024; boundary += 256 * 1024)
      for (guint s = 0; s < G_N_ELEMENTS (shifts); s++)
        {
          g_autoptr(GString) xml = g_string_new (SCENARIO_OPEN "<title>");
          g_autoptr(GString) quoted = g_string_new (NULL);
          g_autoptr(GError) error = NULL;
          g_autoptr(UmpireScenario) scenario = NULL;
          g_autofree char *name = g_strdup_printf ("pieces-%u-%zu-%d.umpire", t, boundary, shifts[s]);
          g_autofree char *tag = NULL;
          gsize at = boundary + shifts[s];

          for (guint i = 0; i < 300; i++)
            g_string_append_printf (quoted, t == 3 ? "%u'" : " a%u=\"v\"", i);
          tag = g_strdup_printf (tags[t], quoted->str);
          /* The title's lines, then its text up to where the tag begins,
           * on line 1000, a few bytes either side of a piece's end. */
          for (guint line = 2; line < 1000; line++)
            g_string_append (xml, "x\n");
          while (xml->len < at - strlen ("</title>"))
            g_string_append_c (xml, 'x');
          g_string_append (xml, "</title>");
          g_assert_cmpuint (xml->len, ==, at);
          g_string_append (xml, tag);
          g_string_append (xml, "<play turn=\"0\" lull-start=\"0\" lulls=\"0\"/><log cursor=\"0\"/></scenario>\n");

          scenario = umpire_scenario_load_data (xml->str, xml->len, name, &error);
          if (t == 0)
            {
              g_autofree char *expected = g_strdup_printf ("%s:1000: an element has more than", name);

              g_assert_nonnull (error);
              g_assert_true (g_str_has_prefix (error->message, expected));
            }
          else
            g_assert_no_error (error);
          assert_file_loads_as_data (xml->str, xml->len, name, error);
        }
}

static void
test_scenario_not_a_regular_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("umpire-fifo-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "game.umpire", NULL);
  const char *paths[] = { "/dev/zero", fifo, dir };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireScenario) scenario = NULL;
      gint64 start = g_get_monotonic_time ();

      scenario = umpire_scenario_load_file (paths[i], &error);
      g_assert_cmpint (g_get_monotonic_time () - start, <, QUICK_USEC);
      g_assert_null (scenario);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, paths[i]));
    }
  g_unlink (fifo);
  g_rmdir (dir);
}

/* Inputs that once broke a fuzzer: each loads or fails cleanly. */
static void
test_regression_file (gconstpointer data)
{
  const char *path = data;
  g_autofree char *base = g_path_get_basename (path);
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  if (g_str_has_prefix (base, "scenario-"))
    {
      g_autoptr(UmpireScenario) scenario = umpire_scenario_load_file (path, &error);

      if (scenario == NULL)
        assert_located_error (error, path);
    }
  else
    {
      g_autoptr(UmpireRules) rules = umpire_rules_new ();

      if (!umpire_rules_load_file (rules, path, &error))
        assert_located_error (error, path);
    }
  g_assert_cmpint (g_get_monotonic_time () - start, <, QUICK_USEC);
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *regressions = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/hostile-xml/entities/network", test_network_entities_never_fetched);
  g_test_add_func ("/umpire/hostile-xml/entities/file", test_file_entities_never_read);
  g_test_add_func ("/umpire/hostile-xml/expansion/quadratic", test_quadratic_blowup_rejected);
  g_test_add_func ("/umpire/hostile-xml/depth", test_deep_nesting_rejected);
  g_test_add_func ("/umpire/hostile-xml/huge-attributes", test_huge_attributes);
  g_test_add_func ("/umpire/hostile-xml/large-file", test_large_file_loads);
  g_test_add_func ("/umpire/hostile-xml/encoding/bom", test_utf8_bom_loads);
  g_test_add_func ("/umpire/hostile-xml/encoding/latin1", test_latin1_declared_and_used);
  g_test_add_func ("/umpire/hostile-xml/encoding/wrong", test_wrong_encodings);
  g_test_add_func ("/umpire/hostile-xml/nul-and-blank", test_nul_bytes_and_blank_files);
  g_test_add_func ("/umpire/hostile-xml/truncated-shipped-files", test_truncated_shipped_files);
  g_test_add_func ("/umpire/hostile-xml/line-numbers", test_line_numbers_past_65535);
  g_test_add_func ("/umpire/hostile-xml/not-a-regular-file", test_not_a_regular_file);
  g_test_add_func ("/umpire/hostile-xml/scenario/hostile", test_scenario_hostile);
  g_test_add_func ("/umpire/hostile-xml/scenario/bom-and-truncation", test_scenario_bom_and_truncation);
  g_test_add_func ("/umpire/hostile-xml/scenario/not-a-regular-file", test_scenario_not_a_regular_file);
  g_test_add_func ("/umpire/hostile-xml/scenario/pieces", test_scenario_pieces);

  regressions = g_test_build_filename (G_TEST_DIST, "data", "regressions", NULL);
  dir = g_dir_open (regressions, 0, NULL);
  while (dir != NULL && (entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (entry, "rules-") || g_str_has_prefix (entry, "scenario-"))
      g_ptr_array_add (files, g_build_filename (regressions, entry, NULL));
  g_ptr_array_sort (files, compare_paths);
  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autofree char *base = g_path_get_basename (path);
      g_autofree char *test_path = g_strdup_printf ("/umpire/hostile-xml/regression/%s", base);

      g_test_add_data_func (test_path, path, test_regression_file);
    }

  return g_test_run ();
}
