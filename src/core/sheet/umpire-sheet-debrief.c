/* umpire-sheet-debrief.c: the debrief sheet's content
 *
 * What the players read after the game, from an UmpireReport: nothing is
 * computed here, so the sheet, the print preview and `umpire-cli report
 * --xml` say the same figures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "umpire-sheet-debrief.h"

static char *
format_share (double p)
{
  /* Never "0 %" or "100 %" for what can and cannot happen. */
  if (p > 1 - 1e-9)
    return g_strdup ("100 %");
  if (p > 0 && p < 0.005)
    return g_strdup ("<1 %");
  if (p > 0.995 && p < 1)
    return g_strdup (">99 %");
  return g_strdup_printf ("%.0f %%", 100 * p);
}

static char *
format_signed_percent (double fraction)
{
  return g_strdup_printf ("%+.0f %%", 100 * fraction);
}

static const char *
state_words (const UmpireReportEntry *entry)
{
  switch (entry->state)
    {
    case UMPIRE_EVENT_STATE_UNDONE:
      return _("undone");
    case UMPIRE_EVENT_STATE_OUT_OF_DATE:
      return _("out of date");
    case UMPIRE_EVENT_STATE_REPLACED:
      return _("replaced by a later result");
    case UMPIRE_EVENT_STATE_CURRENT:
    default:
      return entry->hand ? _("changed by hand or computed again") : NULL;
    }
}

static char *
dup_entry_line (UmpireReport            *report,
                const UmpireReportEntry *entry,
                gboolean                 with_reason)
{
  g_autoptr(GString) line = g_string_new (NULL);
  const char *state = state_words (entry);
  const char *side = entry->side == UMPIRE_SIDE_NONE ? _("Both sides")
                                                     : umpire_report_get_side_name (report, entry->side);

  /* Translators: an event on the debrief: number, side, procedure, e.g. "#3 · British · Support" */
  g_string_append_printf (line, _("#%u · %s · %s"), entry->id, side, entry->title);
  if (entry->outcome != NULL)
    g_string_append_printf (line, ": %s", entry->outcome);
  if (entry->hand && entry->overrides != 0)
    /* Translators: an event that stands for an earlier one, e.g. "(for #4)" */
    g_string_append_printf (line, _(" (for #%u)"), entry->overrides);
  if (state != NULL)
    g_string_append_printf (line, " [%s]", state);
  if (with_reason && entry->reason != NULL && *entry->reason != '\0')
    /* Translators: why an event was changed or is out of date */
    g_string_append_printf (line, _(" — reason: %s"), entry->reason);
  return g_string_free (g_steal_pointer (&line), FALSE);
}

static void
add_timeline (UmpireSheetDocument *document,
              UmpireReport        *report)
{
  const GPtrArray *timeline = umpire_report_get_timeline (report);
  g_autoptr(GArray) turns = umpire_report_dup_turns (report);

  umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("Timeline"));
  if (timeline->len == 0)
    {
      umpire_sheet_document_add (document, UMPIRE_SHEET_TEXT, _("No events."));
      return;
    }
  for (guint t = 0; t < turns->len; t++)
    {
      int turn = g_array_index (turns, int, t);

      if (turn == 0)
        umpire_sheet_document_add (document, UMPIRE_SHEET_SUBHEADING, _("Before the first turn"));
      else
        umpire_sheet_document_add_printf (document, UMPIRE_SHEET_SUBHEADING, _("Turn %d"), turn);
      for (guint i = 0; i < timeline->len; i++)
        {
          const UmpireReportEntry *entry = g_ptr_array_index (timeline, i);
          g_autofree char *line = NULL;

          if (entry->turn != turn)
            continue;
          line = dup_entry_line (report, entry, FALSE);
          umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL, line);
        }
    }
}

static void
add_totals (UmpireSheetDocument *document,
            UmpireReport        *report)
{
  const GPtrArray *attacker = umpire_report_get_totals (report, UMPIRE_SIDE_ATTACKER);
  const GPtrArray *defender = umpire_report_get_totals (report, UMPIRE_SIDE_DEFENDER);
  const char *header[] = { "", umpire_report_get_side_name (report, UMPIRE_SIDE_ATTACKER),
                           umpire_report_get_side_name (report, UMPIRE_SIDE_DEFENDER), NULL };
  UmpireSheetGrid *grid;

  umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("Totals"));
  umpire_sheet_document_add_printf (document, UMPIRE_SHEET_TEXT,
                                    ngettext ("%d lull so far.", "%d lulls so far.", umpire_report_get_lulls (report)),
                                    umpire_report_get_lulls (report));
  if (attacker->len == 0)
    {
      umpire_sheet_document_add (document, UMPIRE_SHEET_TEXT, _("No figures yet: no support, losses or casualties recorded."));
      return;
    }
  grid = umpire_sheet_document_add_grid (document, header, TRUE);
  for (guint k = 0; k < attacker->len && k < defender->len; k++)
    {
      const UmpireReportFigure *a = g_ptr_array_index (attacker, k);
      const UmpireReportFigure *d = g_ptr_array_index (defender, k);
      g_autofree char *a_value = g_str_equal (a->value, "yes") ? g_strdup (_("Yes"))
                                 : g_str_equal (a->value, "no") ? g_strdup (_("No")) : g_strdup (a->value);
      g_autofree char *d_value = g_str_equal (d->value, "yes") ? g_strdup (_("Yes"))
                                 : g_str_equal (d->value, "no") ? g_strdup (_("No")) : g_strdup (d->value);
      const char *cells[] = { a->label, a_value, d_value, NULL };

      umpire_sheet_grid_add_row (grid, cells);
    }
}

/* Past this many rolls a side's rolls are lines, not a grid: a grid's
 * cells are laid out one by one, and a long game's thousand rolls would
 * take seconds to print. */
#define GRID_MAX_ROLLS 100

static void
add_roll_lines (UmpireSheetDocument *document,
                const GPtrArray     *rolls)
{
  for (guint r = 0; r < rolls->len; r++)
    {
      const UmpireLuckRoll *roll = g_ptr_array_index (rolls, r);
      g_autofree char *chance = format_share (roll->p_as_good);

      /* Translators: one roll of the luck audit in a long game: event, roll,
       * outcome, its expected value, the chance of as good or better, its
       * percentile, e.g. "#12 · Support (Barrages): Received 27 — expected
       * 20.33; chance of this or better 33 %; percentile 75" */
      umpire_sheet_document_add_printf (document, UMPIRE_SHEET_SMALL,
                                        _("#%u · %s %s — expected %.2f; chance of this or better %s; percentile %.0f"),
                                        roll->event_id, roll->title, roll->shown != NULL ? roll->shown : "",
                                        roll->mean, chance, 100 * roll->percentile);
    }
}

static void
add_rolls (UmpireSheetDocument *document,
           const GPtrArray     *rolls)
{
  const char *header[] = { _("Event"), _("Roll"), _("Outcome"), _("Expected"), _("Chance of this or better"),
                           _("Percentile"), NULL };
  UmpireSheetGrid *grid;

  if (rolls->len > GRID_MAX_ROLLS)
    {
      add_roll_lines (document, rolls);
      return;
    }
  grid = umpire_sheet_document_add_grid (document, header, FALSE);
  for (guint r = 0; r < rolls->len; r++)
    {
      const UmpireLuckRoll *roll = g_ptr_array_index (rolls, r);
      g_autofree char *event = g_strdup_printf ("#%u", roll->event_id);
      g_autofree char *mean = g_strdup_printf ("%.2f", roll->mean);
      g_autofree char *chance = format_share (roll->p_as_good);
      g_autofree char *percentile = g_strdup_printf ("%.0f", 100 * roll->percentile);
      const char *cells[] = { event, roll->title, roll->shown != NULL ? roll->shown : "", mean, chance, percentile, NULL };

      umpire_sheet_grid_add_row (grid, cells);
    }
}

static void
add_luck (UmpireSheetDocument *document,
          UmpireReport        *report)
{
  const GPtrArray *neutral = umpire_report_get_neutral (report);

  umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("Luck audit"));
  umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL,
                             _("Each roll is read against its exact odds at the time it was rolled, from the inputs it "
                               "recorded: its percentile is the share of outcomes worse for the side it favours, plus "
                               "half of those as good (50 on average with fair dice). A side's percentiles add up to "
                               "a total whose expected value and spread under fair dice are exact; typed-in dice count "
                               "as rolled; undone rolls and values changed by hand do not count."));
  for (guint s = 0; s < 2; s++)
    {
      UmpireSide side = s == 0 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER;
      const UmpireLuckSide *luck = umpire_report_get_luck (report, side);

      umpire_sheet_document_add (document, UMPIRE_SHEET_SUBHEADING, umpire_report_get_side_name (report, side));
      umpire_sheet_document_add (document, UMPIRE_SHEET_TEXT, luck->words);
      if (luck->rolls->len == 0)
        continue;
      {
        g_autofree char *above = format_signed_percent (luck->above);
        g_autofree char *low = format_signed_percent (luck->low);
        g_autofree char *high = format_signed_percent (luck->high);
        g_autofree char *tail = format_share (luck->p_tail);

        umpire_sheet_document_add_printf (document, UMPIRE_SHEET_SMALL,
                                          ngettext ("%u roll: percentiles total %.2f against %.2f expected (%s); "
                                                    "95 %% of fair games fall between %s and %s; the chance of a total "
                                                    "this far out or further is %s (%s).",
                                                    "%u rolls: percentiles total %.2f against %.2f expected (%s); "
                                                    "95 %% of fair games fall between %s and %s; the chance of a total "
                                                    "this far out or further is %s (%s).",
                                                    luck->rolls->len),
                                          luck->rolls->len, luck->total, luck->expected, above, low, high, tail,
                                          luck->exact ? _("exact, over every combination of the rolls")
                                                      : _("on the normal curve"));
      }
      add_rolls (document, luck->rolls);
    }
  if (neutral->len > 0)
    {
      umpire_sheet_document_add (document, UMPIRE_SHEET_SUBHEADING, _("Rolls for neither side"));
      umpire_sheet_document_add (document, UMPIRE_SHEET_SMALL,
                                 _("Listed as rolled, not counted: no side is better off for them (the proximity, a "
                                   "lull), or their odds cannot be worked out from what they recorded (an older "
                                   "file kept no inputs)."));
      for (guint r = 0; r < neutral->len; r++)
        {
          const UmpireLuckRoll *roll = g_ptr_array_index (neutral, r);

          umpire_sheet_document_add_printf (document, UMPIRE_SHEET_SMALL, "#%u · %s%s%s", roll->event_id, roll->title,
                                            roll->shown != NULL ? ": " : "", roll->shown != NULL ? roll->shown : "");
        }
    }
}

static void
add_amended (UmpireSheetDocument *document,
             UmpireReport        *report)
{
  const GPtrArray *amended = umpire_report_get_amended (report);

  umpire_sheet_document_add (document, UMPIRE_SHEET_HEADING, _("Undone, changed and out of date"));
  if (amended->len == 0)
    {
      umpire_sheet_document_add (document, UMPIRE_SHEET_TEXT, _("Nothing was undone or changed by hand."));
      return;
    }
  for (guint i = 0; i < amended->len; i++)
    {
      g_autofree char *line = dup_entry_line (report, g_ptr_array_index (amended, i), TRUE);

      umpire_sheet_document_add (document, UMPIRE_SHEET_BULLET, line);
    }
}

UmpireSheetDocument *
umpire_sheet_debrief_build (UmpireReport *report)
{
  g_autoptr(UmpireSheetDocument) document = NULL;
  g_autofree char *title = g_strdup_printf (_("%s: debrief"), umpire_report_get_title (report));

  document = umpire_sheet_document_new (title);
  umpire_sheet_document_add (document, UMPIRE_SHEET_TITLE, title);
  add_luck (document, report);
  add_totals (document, report);
  add_amended (document, report);
  add_timeline (document, report);
  return g_steal_pointer (&document);
}
