/* umpire-report.h: the debrief of a battle, its figures and its luck
 *
 * After the game: what happened turn by turn, each side's totals as the
 * battle's state leaves them, what was undone or changed by hand and why,
 * and an honest luck audit. The audit reads every roll in force again
 * against its exact odds, computed from the inputs it recorded
 * (umpire_odds_compute_for), so "luck" is never a guess: each roll's
 * outcome gets its percentile in the direction good for the side it is
 * credited to, and a side's percentiles add up to a total whose expected
 * value and spread under fair dice are exact (see the README's "The
 * debrief"). The sheet (umpire-sheet.h) and `umpire-cli report` print it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "umpire-battle-state.h"
#include "umpire-rules.h"
#include "umpire-scenario.h"

G_BEGIN_DECLS

/* One event on the timeline. */
typedef struct
{
  guint             id;
  int               turn;       /* 0: before turns */
  UmpireSide        side;
  char             *procedure;  /* its id, as the file records it */
  char             *title;      /* the procedure, in words */
  char             *outcome;    /* what came of it, one line; may be NULL */
  UmpireEventState  state;
  gboolean          hand;       /* stands for an earlier event: changed by hand
                                 * or computed again */
  guint             overrides;  /* the event it stands for, or 0 */
  char             *reason;     /* why it was changed, undone or is out of date */
} UmpireReportEntry;

/* One figure of a side's totals. */
typedef struct
{
  const char *key;    /* "support:barrage", "casualties", … as --xml names it */
  char       *label;  /* for people */
  char       *value;  /* for people and machines: a number, or yes/no */
} UmpireReportFigure;

/* One roll read against its odds, in the direction good for `side`. */
typedef struct
{
  guint       event_id;
  int         turn;
  UmpireSide  side;
  char       *procedure;   /* the procedure's id; NULL for a roll nothing reads as luck */
  const char *value;       /* the value read as luck; NULL likewise */
  char       *title;       /* procedure and value, in words */
  char       *shown;       /* the outcome, in words */
  double      outcome;     /* as a number, good for `side` upwards (yes: 1) */
  double      mean;        /* its expected value, the same way */
  double      p_as_good;   /* the chance of this outcome or a better one */
  double      percentile;  /* mid-percentile: below + half of equal, 0 to 1 */
  double      variance;    /* of the percentile under fair dice */
} UmpireLuckRoll;

typedef enum
{
  UMPIRE_LUCK_NO_ROLLS,
  UMPIRE_LUCK_EXACT,        /* exactly the expected total */
  UMPIRE_LUCK_AS_EXPECTED,  /* a tail chance of 10 % or more */
  UMPIRE_LUCK_SOMEWHAT,     /* 2.5 % to 10 %: within chance */
  UMPIRE_LUCK_UNUSUAL,      /* 0.1 % to 2.5 % */
  UMPIRE_LUCK_FAR,          /* below 0.1 %: far from chance */
} UmpireLuckVerdict;

typedef struct
{
  UmpireSide         side;
  GPtrArray         *rolls;        /* UmpireLuckRoll */
  double             total;        /* the sum of the rolls' percentiles */
  double             expected;     /* n / 2 */
  double             variance;     /* the sum of their variances */
  double             above;        /* (total - expected) / expected */
  double             low, high;    /* 95 % of fair games lie within these, as `above` */
  double             z;
  double             p_tail;       /* the chance of a total this far out or
                                    * further, on the side it is */
  gboolean           exact;        /* p_tail by convolution; else normal */
  UmpireLuckVerdict  verdict;
  char              *words;        /* the plain sentence */
} UmpireLuckSide;

typedef struct _UmpireReport UmpireReport;

/* The debrief of `scenario` as it stands; `rules` may be NULL (then no
 * roll can be read against its odds). */
UmpireReport            *umpire_report_new            (UmpireRules    *rules,
                                                       UmpireScenario *scenario);
void                     umpire_report_free           (UmpireReport   *self);

const char              *umpire_report_get_title      (UmpireReport   *self);
/* Every event of the log in order, undone ones too (UmpireReportEntry). */
const GPtrArray         *umpire_report_get_timeline   (UmpireReport   *self);
/* The turns the timeline has, ascending (0 first when some are before turns). */
GArray                  *umpire_report_dup_turns      (UmpireReport   *self);
/* "British" for a side with a nation, else "Attacker"/"Defender". */
const char              *umpire_report_get_side_name  (UmpireReport   *self,
                                                       UmpireSide      side);
/* A side's totals (UmpireReportFigure), attacker or defender. */
const GPtrArray         *umpire_report_get_totals     (UmpireReport   *self,
                                                       UmpireSide      side);
/* Lulls so far (lull rolls that gave one, in force). */
int                      umpire_report_get_lulls      (UmpireReport   *self);
/* The events undone, changed by hand or out of date (UmpireReportEntry). */
const GPtrArray         *umpire_report_get_amended    (UmpireReport   *self);
const UmpireLuckSide    *umpire_report_get_luck       (UmpireReport   *self,
                                                       UmpireSide      side);
/* Rolls in force credited to neither side (the proximity, lulls), and
 * rolls whose procedure has no side better off (UmpireLuckRoll: side NONE). */
const GPtrArray         *umpire_report_get_neutral    (UmpireReport   *self);

/* The same figures for machines. */
char                    *umpire_report_to_xml         (UmpireReport   *self);

/* The verdict's words, as the sheet prints them. */
const char              *umpire_luck_verdict_to_string (UmpireLuckVerdict verdict);

/* The audit's arithmetic, alone, for tests: the percentile of outcome
 * `observed` among `values` of chances `p` (n of them, good upwards), its
 * mean and variance under fair dice. */
void                     umpire_luck_read_roll        (const double   *values,
                                                       const double   *p,
                                                       guint           n,
                                                       double          observed,
                                                       double         *percentile,
                                                       double         *p_as_good,
                                                       double         *mean,
                                                       double         *variance);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UmpireReport, umpire_report_free)

G_END_DECLS
