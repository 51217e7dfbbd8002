/* umpire-odds-worker.h: a form's odds worked out off the main thread
 *
 * A form asks for the odds of its procedure as its fields stand. The
 * procedure is run once on the main thread, on enumerating dice, to take its
 * inputs as its result records them (umpire_result_dup_inputs(), the inputs
 * every procedure runs again from); the odds are then computed from them on
 * a worker thread (umpire_odds_compute_for(), so a count over independent
 * parts is convolved). A newer request drops the one before it: the odds of
 * a form that has since changed never reach it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "umpire-odds.h"

G_BEGIN_DECLS

/* The odds (NULL and `error` when there are none), on the main thread;
 * owned by the worker for the call only. */
typedef void (*UmpireOddsWorkerReady) (gpointer      owner,
                                       UmpireOdds   *odds,
                                       const GError *error);

typedef struct _UmpireOddsWorker UmpireOddsWorker;

/* `owner`, a GObject, is passed to `ready`; the worker does not hold it:
 * free the worker in the owner's dispose, which drops what is running. */
UmpireOddsWorker *umpire_odds_worker_new     (gpointer               owner,
                                              UmpireOddsWorkerReady  ready);
void              umpire_odds_worker_free    (UmpireOddsWorker      *self);
/* Drops the computation running, if any: its odds are never given. */
void              umpire_odds_worker_cancel  (UmpireOddsWorker      *self);
/* The odds of `run` (as umpire_odds_compute() takes it) with at most
 * `max_paths` paths walked: `run` is called once here; `rules` is held
 * until the odds are given. A run that fails, or a result that names no
 * procedure, gives its odds here, as umpire_odds_compute() would. */
void              umpire_odds_worker_start   (UmpireOddsWorker      *self,
                                              UmpireOddsRunFunc      run,
                                              gpointer               data,
                                              UmpireRules           *rules,
                                              guint                  max_paths);
/* How many computations of every worker are on their threads now, given or
 * dropped later; for tests waiting on the odds. */
guint             umpire_odds_worker_get_n_running (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UmpireOddsWorker, umpire_odds_worker_free)

G_END_DECLS
