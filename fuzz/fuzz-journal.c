/* fuzz-journal.c: any bytes as the autosave's journal
 *
 * The first byte chooses how the rest is read: as the lines of a journal
 * that the target signs itself (so that the lines' contents are read, not
 * only refused for their checksums), as a journal file as it is (head and
 * checksums included), or as journal 1 beside an autosave base on disk,
 * through umpire_autosave_load_full () as a restore reads it. Whatever is
 * restored must save into a file that loads back with the same events:
 * no id twice, no cursor past the end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "config.h"
#include "fuzz-common.h"
#include "umpire-autosave-private.h"
#include "umpire-scenario-file.h"

#define FUZZ_SESSION "0123456789abcdef0123456789abcdef0123"

static char *base_xml;        /* a small scenario with a few events */
static char *folder;          /* holds an autosave base for mode 2 */
static char *autosave_path;
static char *base_file;       /* the base's bytes, as written */
static gsize base_length;
static char *session;

static void
check_restored (UmpireScenario *scenario)
{
  g_autoptr(UmpireScenario) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;

  g_assert (umpire_scenario_get_cursor (scenario) <= umpire_scenario_get_n_events (scenario));
  xml = umpire_scenario_to_xml (scenario);
  reloaded = umpire_scenario_load_data (xml, strlen (xml), "restored.umpire", &error);
  if (reloaded == NULL)
    g_error ("a restored session does not load back once saved: %s", error->message);
  g_assert (umpire_scenario_get_n_events (reloaded) == umpire_scenario_get_n_events (scenario));
  g_assert (umpire_scenario_get_cursor (reloaded) == umpire_scenario_get_cursor (scenario));
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(UmpireScenario) scenario = umpire_scenario_new ();
  g_autoptr(UmpireAutosave) autosave = NULL;
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);
  g_autoptr(GError) error = NULL;

  fuzz_setup ();
  umpire_scenario_set_title (scenario, "Fuzzed");
  umpire_scenario_add_system (scenario, "test");
  for (guint i = 1; i <= 4; i++)
    {
      g_autoptr(UmpireResult) result = umpire_result_new ("roll");
      UmpireRoll roll;

      g_assert (umpire_dice_roll_text (dice, "2d6", &roll, NULL));
      umpire_result_add_roll (result, &roll, NULL, "test");
      umpire_result_set_value (result, "n", "%u", i);
      umpire_scenario_record (scenario, result, "test", UMPIRE_SIDE_ATTACKER);
    }
  umpire_scenario_undo (scenario);
  base_xml = umpire_scenario_to_xml (scenario);

  folder = g_dir_make_tmp ("umpire-fuzz-journal-XXXXXX", NULL);
  autosave_path = g_build_filename (folder, "autosave.umpire", NULL);
  autosave = umpire_autosave_new (scenario, autosave_path);
  g_assert (g_file_get_contents (autosave_path, &base_file, &base_length, &error));
  /* One session for every run, so that the corpus's journals (signed with
   * it: fuzz/corpus/fuzz-journal/) belong to the base. */
  {
    const char *random = umpire_autosave_get_session (autosave);
    char *at = strstr (base_file, random);

    g_assert (at != NULL && strlen (random) == strlen (FUZZ_SESSION));
    memcpy (at, FUZZ_SESSION, strlen (FUZZ_SESSION));
    session = g_strdup (FUZZ_SESSION);
  }
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autofree char *note = NULL;
  guint mode;

  if (size == 0)
    return 0;
  mode = data[0] % 3;
  data++;
  size--;

  if (mode < 2)
    {
      g_autoptr(GError) error = NULL;

      scenario = umpire_scenario_load_data (base_xml, strlen (base_xml), "base.umpire", &error);
      g_assert (scenario != NULL);
      _umpire_autosave_replay_data (scenario, session, 1, (const char *) data, size, mode == 0, &note);
      check_restored (scenario);
      return 0;
    }

  {
    g_autoptr(UmpireAutosaveReport) report = NULL;
    g_autoptr(GError) error = NULL;
    g_autofree char *journal = g_strconcat (autosave_path, ".journal.1", NULL);

    /* No sync: nothing here outlives the run. */
    g_assert (g_file_set_contents_full (autosave_path, base_file, base_length,
                                        G_FILE_SET_CONTENTS_NONE, 0600, NULL));
    g_assert (g_file_set_contents_full (journal, (const char *) data, size,
                                        G_FILE_SET_CONTENTS_NONE, 0600, NULL));
    scenario = umpire_autosave_load_full (autosave_path, NULL, &report, &error);
    /* The base is sound: whatever the journal, the session comes back. */
    if (scenario == NULL)
      g_error ("a damaged journal lost the session: %s", error->message);
    g_assert (report->n_events == umpire_scenario_get_n_events (scenario));
    check_restored (scenario);
    umpire_autosave_remove (autosave_path);
  }
  return 0;
}
