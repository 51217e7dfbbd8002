/* test-cli-weltkrieg.c: umpire-cli crt, combat, reserve, westfront: exit codes and values
 *
 * Expected values are worked by hand in tests/test-weltkrieg.c (same cases).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <string.h>

#include "umpire-test-cli.h"

typedef struct
{
  const char *args[24];
  int         status;
  const char *procedure;
  const char *values[16];   /* name, expected, ...; NULL-terminated */
} CliCase;

static const CliCase cases[] = {
  /* Woods -2 + trench -2 on 25: 25 x 0.6 = 15; die 3: 2. */
  { { "crt", "--era", "1914-1916", "--strength", "25", "--terrain", "woods", "--trench", "--die", "3", "--xml" },
    0, "weltkrieg.crt", { "shift", "-4", "column", "15", "result", "2", "loss", "2" } },
  /* "1r" with a retreat: 0. */
  { { "crt", "--era", "1914-1916", "--strength", "7", "--die", "1", "--retreat", "--xml" },
    0, "weltkrieg.crt", { "column", "7", "result", "1r", "loss", "0" } },
  /* Clamp: wooded rough + trench = -6 -> -4. */
  { { "crt", "--era", "1914-1916", "--strength", "10", "--terrain", "wooded-rough", "--trench", "--die", "4", "--xml" },
    0, "weltkrieg.crt", { "shift", "-4", "column", "6", "loss", "1" } },
  /* Artillery vs fortress: no clamp; -6 read on the -5 row: 5. */
  { { "crt", "--era", "1914-1916", "--strength", "10", "--terrain", "wooded-rough", "--trench",
      "--artillery-vs-fortress", "--die", "5", "--xml" },
    0, "weltkrieg.crt", { "shift", "-5", "column", "5" } },
  /* Insufficient artillery, counterattack: +0 +2 = +2: 12. */
  { { "crt", "--era", "1914-1916", "--strength", "10", "--trench", "--insufficient-artillery", "--counterattack",
      "--die", "1", "--xml" },
    0, "weltkrieg.crt", { "shift", "+2", "column", "12", "result", "1" } },
  /* Above 50: split (default) and cap (override). */
  { { "crt", "--era", "1914-1916", "--strength", "50", "--terrain", "mountain", "--counterattack", "--die", "6", "--xml" },
    0, "weltkrieg.crt", { "column", "50+25", "result", "10+5", "loss", "15" } },
  { { "crt", "--era", "1914-1916", "--strength", "50", "--terrain", "mountain", "--counterattack", "--die", "6",
      "--over-50", "cap", "--xml" },
    0, "weltkrieg.crt", { "column", "50", "loss", "10" } },
  /* Extra shift from the umpire: +1 on 10 = 11. */
  { { "crt", "--era", "1917-1918", "--strength", "10", "--shift", "1", "--die", "6", "--xml" },
    0, "weltkrieg.crt", { "shift", "+1", "column", "11", "result", "3" } },
  { { "crt", "--era", "1914-1916", "--strength", "0", "--die", "1", "--xml" },
    0, "weltkrieg.crt", { "combat", "no", "column", "none", "loss", "0" } },
  /* Seeded digital roll: the seed is reported. */
  { { "crt", "--era", "1914-1916", "--strength", "10", "--seed", "7", "--xml" },
    0, "weltkrieg.crt", { "seed", "7" } },
  /* Bad input: exit 1. */
  { { "crt", "--era", "1914-1916", "--strength", "-3", "--die", "1" }, 1 },
  { { "crt", "--era", "1914-1916", "--strength", "5", "--die", "7" }, 1 },
  { { "crt", "--era", "1914-1916", "--strength", "5", "--die", "x" }, 1 },
  { { "crt", "--era", "1915", "--strength", "5", "--die", "1" }, 1 },
  { { "crt", "--era", "1914-1916", "--strength", "5", "--terrain", "moon", "--die", "1" }, 1 },
  { { "crt", "--era", "1914-1916", "--strength", "5", "--insufficient-artillery", "--die", "1" }, 1 },
  { { "crt", "--era", "1914-1916", "--strength", "60", "--over-50", "round", "--die", "1" }, 1 },
  { { "crt", "--era", "1914-1916", "--strength", "ten", "--die", "1" }, 1 },
  /* Bad usage: exit 2. */
  { { "crt", "--strength", "5" }, 2 },
  { { "crt", "--era", "1914-1916" }, 2 },
  { { "crt", "--era", "1914-1916", "--strength", "5", "--bogus" }, 2 },

  /* A whole combat (test-weltkrieg.c "broken"). */
  { { "combat", "--era", "1914-1916", "--attacker-strength", "12", "--defender-strength", "8",
      "--defender-artillery", "2", "--terrain", "broken", "--attack-die", "4", "--counter-die", "2", "--xml" },
    0, "weltkrieg.combat", { "attack-column", "11", "defender-loss", "2", "counterattack-strength", "28",
                   "counter-column", "31", "attacker-loss", "4", "attacker-supply", "3" } },
  { { "combat", "--era", "1914-1916", "--attacker-strength", "12", "--defender-strength", "8",
      "--defender-artillery", "2", "--attack-die", "1", "--counter-die", "1", "--defender-retreats", "--xml" },
    0, "weltkrieg.combat", { "defender-loss", "1", "counterattack-strength", "16", "attacker-loss", "2",
                   "defender-supply", "4" } },
  { { "combat", "--era", "1914-1916", "--attacker-strength", "7", "--defender-strength", "5",
      "--defender-artillery", "3", "--attacker-unsupplied", "--defender-unsupplied",
      "--attack-die", "6", "--counter-die", "6", "--xml" },
    0, "weltkrieg.combat", { "attack-column", "4", "counterattack-strength", "8", "attacker-supply", "0",
                   "defender-supply", "0" } },
  /* No defender: no combat, no loss (test-weltkrieg.c "no-defender"). */
  { { "combat", "--era", "1914-1916", "--attacker-strength", "12", "--defender-strength", "0", "--xml" },
    0, "weltkrieg.combat", { "combat", "no", "attack-column", "none", "defender-loss", "0",
                   "attacker-loss", "0", "attacker-supply", "0" } },
  { { "combat", "--era", "1914-1916", "--attacker-strength", "-1", "--defender-strength", "5",
      "--attack-die", "1", "--counter-die", "1" }, 1 },
  { { "combat", "--era", "1914-1916", "--attacker-strength", "5", "--defender-strength", "5",
      "--attack-die", "1", "--counter-die", "0" }, 1 },
  { { "combat", "--era", "1914-1916", "--attacker-strength", "5" }, 2 },

  /* Reserves. */
  { { "reserve", "--nation", "germany", "--year", "1916", "--die", "5", "--xml" },
    0, "weltkrieg.reserve", { "rating", "5", "committed", "yes" } },
  { { "reserve", "--nation", "russia", "--year", "1917", "--die", "3", "--xml" },
    0, "weltkrieg.reserve", { "rating", "3", "committed", "yes" } },
  { { "reserve", "--nation", "russia", "--year", "1918", "--die", "3", "--xml" },
    0, "weltkrieg.reserve", { "rating", "2", "committed", "no" } },
  { { "reserve", "--nation", "romania", "--year", "1916", "--die", "2", "--xml" },
    0, "weltkrieg.reserve", { "rating", "2", "committed", "yes" } },
  { { "reserve", "--nation", "germany", "--year", "1916", "--hex-divisions", "6", "--die", "1", "--xml" },
    0, "weltkrieg.reserve", { "eligible", "no", "committed", "no" } },
  { { "reserve", "--nation", "france", "--year", "1916", "--offensive", "--die", "1", "--xml" },
    0, "weltkrieg.reserve", { "committed", "yes", "advance-mp", "3" } },
  { { "reserve", "--nation", "france", "--year", "1916", "--offensive", "--defenders-remain", "--die", "1", "--xml" },
    0, "weltkrieg.reserve", { "eligible", "no", "committed", "no" } },
  { { "reserve", "--nation", "atlantis", "--year", "1916", "--die", "1" }, 1 },
  { { "reserve", "--nation", "germany", "--year", "1916", "--die", "7" }, 1 },
  { { "reserve", "--nation", "germany", "--year", "1920", "--die", "1" }, 1 },
  { { "reserve", "--nation", "germany" }, 2 },

  /* Section 39. */
  { { "westfront", "french-attack", "--fortress", "12", "--combined-strength", "20", "--artillery", "0", "--xml" },
    0, "weltkrieg.french-attack", { "required", "no" } },
  { { "westfront", "french-attack", "--fortress", "11", "--combined-strength", "40", "--artillery", "6", "--xml" },
    0, "weltkrieg.french-attack", { "required", "yes" } },
  { { "westfront", "french-attack", "--fortress", "0", "--combined-strength", "41", "--artillery", "0", "--xml" },
    0, "weltkrieg.french-attack", { "required", "no" } },
  { { "westfront", "french-attack", "--fortress", "0", "--combined-strength", "10", "--artillery", "7", "--xml" },
    0, "weltkrieg.french-attack", { "required", "no" } },
  { { "westfront", "french-attack", "--fortress", "-1", "--combined-strength", "10", "--artillery", "7" }, 1 },
  { { "westfront", "french-attack", "--fortress", "1" }, 2 },
  { { "westfront", "line", "--hexes", "I,Z,Z,I,Z", "--xml" }, 0, "weltkrieg.line", { "holds", "yes" } },
  { { "westfront", "line", "--hexes", "I,Z,Z,Z,I", "--xml" }, 0, "weltkrieg.line", { "holds", "no", "longest-zoc-run", "3" } },
  { { "westfront", "line", "--hexes", "I,E,I", "--xml" }, 0, "weltkrieg.line", { "holds", "no", "empty", "1" } },
  { { "westfront", "line", "--hexes", "I,Q" }, 1 },
  { { "westfront", "line" }, 2 },
  { { "westfront", "liege", "--turn", "1", "--infantry", "3", "--cavalry", "2", "--xml" },
    0, "weltkrieg.liege", { "allowed", "yes", "german-supply", "2", "german-loss", "4", "belgian-loss", "1" } },
  { { "westfront", "liege", "--turn", "2", "--infantry", "3", "--xml" }, 0, "weltkrieg.liege", { "allowed", "no" } },
  { { "westfront", "belgian-release", "--adjacent-hex", "1603", "--xml" }, 0, "weltkrieg.belgian-release", { "released", "yes" } },
  { { "westfront", "belgian-release", "--adjacent-hex", "1703", "--xml" }, 0, "weltkrieg.belgian-release", { "released", "no" } },
};

static void
test_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const CliCase *c = &cases[i];
      g_autoptr(GPtrArray) args = g_ptr_array_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *out = NULL, *err = NULL;
      int wait_status = 0;

      g_test_message ("case %u: %s %s", i, c->args[0], c->args[1]);
      g_ptr_array_add (args, (gpointer) g_getenv ("UMPIRE_CLI"));
      for (guint a = 0; c->args[a] != NULL; a++)
        g_ptr_array_add (args, (gpointer) c->args[a]);
      g_ptr_array_add (args, NULL);
      g_assert_true (g_spawn_sync (NULL, (char **) args->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                   &out, &err, &wait_status, &error));
      g_assert_no_error (error);
      g_assert_true (WIFEXITED (wait_status));
      if (WEXITSTATUS (wait_status) != c->status)
        g_error ("case %u (%s %s): exit %d, expected %d\n%s", i, c->args[0], c->args[1],
                 WEXITSTATUS (wait_status), c->status, err);
      /* Invalid input names the field; no result document. */
      if (c->status != 0)
        g_assert_cmpstr (out, ==, "");
      for (guint v = 0; c->values[v] != NULL; v += 2)
        umpire_test_assert_value (out, c->procedure, c->values[v], c->values[v + 1]);
    }
}

/* --png renders the chart through the same drawing function. */
static void
test_png (void)
{
  g_auto(UmpireTestRun) run = { 0 };
  g_autofree char *png = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "cli-weltkrieg-chart.png", NULL);
  g_autofree char *pdf = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "cli-weltkrieg-chart.pdf", NULL);
  g_autofree char *data = NULL;
  gsize length = 0;

  umpire_test_run_cli (&run, "combat", "--era", "1914-1916", "--attacker-strength", "30", "--defender-strength", "8",
           "--terrain", "woods", "--trench", "--attack-die", "4", "--counter-die", "2", "--png", png, "--xml", NULL);
  g_assert_cmpint (run.status, ==, 0);
  umpire_test_assert_value (run.out, "weltkrieg.combat", "chart", png);
  g_assert_true (g_file_get_contents (png, &data, &length, NULL));
  g_assert_true (length > 1000 && memcmp (data, "\x89PNG", 4) == 0);
  umpire_test_run_clear (&run);
  umpire_test_run_cli (&run, "crt", "--era", "1917-1918", "--strength", "20", "--die", "2", "--png", pdf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_clear_pointer (&data, g_free);
  g_assert_true (g_file_get_contents (pdf, &data, &length, NULL));
  g_assert_true (g_str_has_prefix (data, "%PDF"));
  umpire_test_run_clear (&run);
  umpire_test_run_cli (&run, "crt", "--era", "1917-1918", "--strength", "20", "--die", "2", "--png", pdf, "--size", "big", NULL);
  g_assert_cmpint (run.status, ==, 2);
}

/* Rule packs that give a CRT or its shift table another shape: the CRT
 * refuses the table, naming its file and line, and never loops or
 * overflows (tests/data/regressions/crt-*.xml). */
static void
test_packs_of_another_shape (void)
{
  static const struct { const char *file; const char *era; const char *die; } packs[] = {
    { "crt-hang-shifts-no-column-ranges.xml", "1914-1916", "3" },
    { "crt-hang-crt-1917-1918-tiny-table.xml", "1917-1918", "6" },
    { "crt-ubsan-split_into_parts-huge-ranges.xml", "1914-1916", "3" },
    { "crt-ubsan-read_losses-huge-cells.xml", "1917-1918", "3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (packs); i++)
    {
      g_autofree char *pack = g_test_build_filename (G_TEST_DIST, "data", "regressions", packs[i].file, NULL);
      g_auto(UmpireTestRun) run = { 0 };

      umpire_test_run_cli (&run, "crt", "--era", packs[i].era, "--strength", "75", "--shift", "2",
                           "--die", packs[i].die, "--rules", pack, NULL);
      g_test_message ("%s: exit %d, %s", packs[i].file, run.status, run.err);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.err, packs[i].file));
      g_assert_nonnull (strstr (run.err, ".xml:"));
    }

  /* A section 39 list without its items: one clear error for the first
   * item missing (GLib's warnings are fatal here: no error is set twice). */
  {
    g_autofree char *pack = g_test_build_filename (G_TEST_DIST, "data", "regressions",
                                                   "pack-section39-without-items.xml", NULL);
    g_auto(UmpireTestRun) release = { 0 }, french = { 0 };

    umpire_test_run_cli (&release, "westfront", "belgian-release", "--attacked", "--rules", pack, NULL);
    g_assert_cmpint (release.status, ==, 1);
    g_assert_nonnull (strstr (release.err, "belgian-release-attacked"));
    g_assert_null (strstr (release.err, "GError set over the top"));
    umpire_test_run_cli (&french, "westfront", "french-attack", "--fortress", "1", "--combined-strength", "3",
                         "--artillery", "1", "--rules", pack, NULL);
    g_assert_cmpint (french.status, ==, 1);
    g_assert_null (strstr (french.err, "GError set over the top"));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/umpire/cli/weltkrieg/cases", test_cases);
  g_test_add_func ("/umpire/cli/weltkrieg/png", test_png);
  g_test_add_func ("/umpire/cli/weltkrieg/packs-of-another-shape", test_packs_of_another_shape);
  return g_test_run ();
}
