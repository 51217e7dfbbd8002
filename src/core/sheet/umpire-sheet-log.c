/* umpire-sheet-log.c: the event log sheet's content
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-sheet-log.h"

UmpireSheetDocument *
umpire_sheet_log_build (UmpireScenario *scenario,
                        const char     *system,
                        int             side)
{
  g_autoptr(UmpireSheetDocument) document = NULL;
  g_autofree char *sheet_title = NULL;
  const char *title;
  guint n = 0;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  title = umpire_scenario_get_title (scenario);
  if (title == NULL || *title == '\0')
    title = _("Untitled scenario");
  sheet_title = g_strdup_printf (_("%s: event log"), title);
  document = umpire_sheet_document_new (sheet_title);
  umpire_sheet_document_add (document, UMPIRE_SHEET_TITLE, sheet_title);

  for (guint i = 0; i < umpire_scenario_get_n_events (scenario); i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);
      g_autofree char *text = NULL;
      g_auto(GStrv) lines = NULL;

      if (system != NULL && g_strcmp0 (umpire_event_get_system (event), system) != 0)
        continue;
      if (side >= 0 && (int) umpire_event_get_side (event) != side)
        continue;
      text = umpire_event_to_text (event);
      lines = g_strsplit (text, "\n", -1);
      /* One piece per line, so a long trail can run over a page. */
      umpire_sheet_document_add (document, UMPIRE_SHEET_SUBHEADING, lines[0]);
      for (guint l = 1; lines[l] != NULL; l++)
        if (*lines[l])
          umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL, g_strstrip (lines[l]));
      n++;
    }
  if (n == 0)
    umpire_sheet_document_add (document, UMPIRE_SHEET_TEXT, _("No events."));
  return g_steal_pointer (&document);
}
