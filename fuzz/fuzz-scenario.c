/* fuzz-scenario.c: any bytes as a scenario file
 *
 * Whatever loads is written out again and must load back, and save the
 * same again: a scenario an umpire opened can always be saved and
 * reopened, unchanged. And whatever loads must follow the published schema: the reader checks the grammar by hand, as
 * it streams, and must never be more lenient than data/umpire-scenario.rng.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "config.h"
#include "fuzz-common.h"
#include "umpire-scenario-file.h"
#include "umpire-xml.h"

static xmlRelaxNGPtr schema;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_setup ();
  schema = umpire_xml_compile_schema (umpire_xml_get_core_resource (),
                                      RESOURCE_BASE "/rules/umpire-scenario.rng");
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(UmpireScenario) scenario = NULL;
  g_autoptr(UmpireScenario) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;

  scenario = umpire_scenario_load_data ((const char *) data, size, "fuzz.umpire", &error);
  if (scenario == NULL)
    {
      g_assert (error != NULL && g_str_has_prefix (error->message, "fuzz.umpire:"));
      return 0;
    }

  {
    g_autoptr(GError) parse_error = NULL;
    g_autofree char *message = NULL;
    xmlDocPtr doc = umpire_xml_parse_safely ((const char *) data, size, "fuzz.umpire", &parse_error);
    int line = 0;

    if (doc == NULL)
      g_error ("the reader accepted what the parser refuses: %s", parse_error->message);
    if (!umpire_xml_validate (doc, schema, &line, &message))
      g_error ("the reader accepted what the schema refuses: line %d: %s", line, message);
    xmlFreeDoc (doc);
  }

  /* Walk the log the way the log view does, with undo and redo. */
  for (guint i = 0; i < umpire_scenario_get_n_events (scenario); i++)
    {
      g_autofree char *line = umpire_event_describe (umpire_scenario_get_event (scenario, i));

      g_assert (line != NULL);
    }
  if (umpire_scenario_can_undo (scenario))
    {
      g_assert (umpire_scenario_undo (scenario));
      g_assert (umpire_scenario_redo (scenario));
    }

  xml = umpire_scenario_to_xml (scenario);
  reloaded = umpire_scenario_load_data (xml, strlen (xml), "saved.umpire", &error);
  if (reloaded == NULL)
    g_error ("a loaded scenario does not load back once saved: %s", error->message);
  g_assert (umpire_scenario_get_n_events (reloaded) == umpire_scenario_get_n_events (scenario));
  /* ... and back as it was saved: no number wrapped or rounded on the way
   * (ids of 2^32 were once saved as 0). */
  {
    g_autofree char *again = umpire_scenario_to_xml (reloaded);

    if (!g_str_equal (xml, again))
      g_error ("a saved scenario saves differently once reloaded");
  }
  return 0;
}
