/* umpire-sheet-log.c: the event log sheet's content
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-battle-state.h"
#include "umpire-catalogue.h"
#include "umpire-sheet-log.h"

/* An event's heading on paper: its number, time, rule system, side and
 * procedure, by their names only (the log page and umpire-cli add the
 * procedure's id; a sheet has no use for it). */
static char *
event_heading (UmpireEvent *event)
{
  const char *procedure = umpire_event_get_procedure (event);
  const UmpireProcedureInfo *info = umpire_result_get_info (umpire_event_get_result (event));
  g_autoptr(GDateTime) local = g_date_time_to_local (umpire_event_get_time (event));
  g_autofree char *clock = g_date_time_format (local, "%H:%M:%S");
  g_autofree char *heading = NULL;

  if (info == NULL)
    info = umpire_catalogue_find (procedure);
  /* Translators: an event on a printed sheet: number, time, rule system,
   * side and the procedure's title, e.g. "#3 · 14:02:11 · 1916 · Attacker · Support" */
  heading = g_strdup_printf (_("#%u · %s · %s · %s · %s"), umpire_event_get_id (event), clock,
                             info != NULL ? umpire_system_info_get_name (info->system)
                                          : umpire_catalogue_get_system_name (umpire_event_get_system (event)),
                             umpire_side_get_label (umpire_event_get_side (event)),
                             info != NULL ? umpire_procedure_info_get_title (info) : procedure);
  if (!umpire_event_get_active (event))
    {
      char *undone = g_strdup_printf ("%s (%s)", heading, _("undone"));

      g_free (heading);
      heading = undone;
    }
  return g_steal_pointer (&heading);
}

void
umpire_sheet_add_event (UmpireSheetDocument *document,
                        UmpireRules         *rules,
                        UmpireEvent         *event)
{
  g_autofree char *heading = event_heading (event);
  g_autofree char *text = umpire_event_to_text (event, rules);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  /* One piece per line, so a long trail can run over a page; the text's
   * own first line is the heading for lists. */
  umpire_sheet_document_add (document, UMPIRE_SHEET_SUBHEADING, heading);
  for (guint l = 1; lines[0] != NULL && lines[l] != NULL; l++)
    if (*lines[l])
      umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL, g_strstrip (lines[l]));
}

UmpireSheetDocument *
umpire_sheet_log_build (UmpireRules    *rules,
                        UmpireScenario *scenario,
                        const char     *system,
                        int             side)
{
  g_autoptr(UmpireSheetDocument) document = NULL;
  g_autoptr(UmpireBattleState) state = NULL;
  g_autofree char *sheet_title = NULL;
  const char *title;
  guint n = 0;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  /* An event out of date says so on paper too, never as a current figure. */
  state = umpire_battle_state_new (scenario);

  title = umpire_scenario_get_title (scenario);
  if (title == NULL || *title == '\0')
    title = _("Untitled scenario");
  sheet_title = g_strdup_printf (_("%s: event log"), title);
  document = umpire_sheet_document_new (sheet_title);
  umpire_sheet_document_add (document, UMPIRE_SHEET_TITLE, sheet_title);

  for (guint i = 0; i < umpire_scenario_get_n_events (scenario); i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);

      if (system != NULL && g_strcmp0 (umpire_event_get_system (event), system) != 0)
        continue;
      if (side >= 0 && (int) umpire_event_get_side (event) != side)
        continue;
      umpire_sheet_add_event (document, rules, event);
      {
        const char *reason = NULL;

        if (umpire_event_get_out_of_date (event) == NULL
            && umpire_battle_state_get_event_state (state, event, &reason) == UMPIRE_EVENT_STATE_OUT_OF_DATE)
          umpire_sheet_document_add_printf (document, UMPIRE_SHEET_TEXT, _("Out of date: roll again (%s)"), reason);
      }
      n++;
    }
  if (n == 0)
    umpire_sheet_document_add (document, UMPIRE_SHEET_TEXT, _("No events."));
  return g_steal_pointer (&document);
}
