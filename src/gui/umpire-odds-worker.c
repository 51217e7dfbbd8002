/* umpire-odds-worker.c: a form's odds worked out off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>

#include "umpire-odds-worker.h"

struct _UmpireOddsWorker
{
  gpointer               owner;
  UmpireOddsWorkerReady  ready;
  GCancellable          *cancellable;  /* the computation running; NULL: none */
};

/* What one computation needs, all of it its own. */
typedef struct
{
  UmpireOddsWorker          *worker;   /* alive while the job is not cancelled */
  const UmpireProcedureInfo *info;
  UmpireRules               *rules;
  GHashTable                *inputs;
  guint                      max_paths;
} Job;

static guint n_running;

static void
job_free (gpointer data)
{
  Job *job = data;

  g_clear_object (&job->rules);
  g_clear_pointer (&job->inputs, g_hash_table_unref);
  g_free (job);
}

UmpireOddsWorker *
umpire_odds_worker_new (gpointer              owner,
                        UmpireOddsWorkerReady ready)
{
  UmpireOddsWorker *self = g_new0 (UmpireOddsWorker, 1);

  g_return_val_if_fail (ready != NULL, NULL);
  self->owner = owner;
  self->ready = ready;
  return self;
}

void
umpire_odds_worker_cancel (UmpireOddsWorker *self)
{
  g_return_if_fail (self != NULL);
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
}

void
umpire_odds_worker_free (UmpireOddsWorker *self)
{
  if (self == NULL)
    return;
  umpire_odds_worker_cancel (self);
  g_free (self);
}

static void
compute_in_thread (GTask        *task,
                   gpointer      source,
                   gpointer      data,
                   GCancellable *cancellable)
{
  Job *job = data;
  GError *error = NULL;
  UmpireOdds *odds;

  /* Dropped before it began: nothing to work out. */
  if (g_cancellable_is_cancelled (cancellable))
    {
      g_task_return_pointer (task, NULL, NULL);
      return;
    }
  odds = umpire_odds_compute_for (job->info, job->rules, job->inputs, job->max_paths, &error);
  if (odds != NULL)
    g_task_return_pointer (task, odds, (GDestroyNotify) umpire_odds_free);
  else
    g_task_return_error (task, error);
}

static void
on_computed (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  GTask *task = G_TASK (result);
  GCancellable *cancellable = g_task_get_cancellable (task);
  Job *job = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireOdds) odds = g_task_propagate_pointer (task, &error);
  UmpireOddsWorker *worker;

  g_assert (n_running > 0);
  n_running--;
  /* A newer request, or the form gone (the worker freed after it cancels):
   * these odds are out of date. */
  if (g_cancellable_is_cancelled (cancellable))
    return;
  worker = job->worker;
  g_clear_object (&worker->cancellable);
  worker->ready (worker->owner, odds, error);
}

void
umpire_odds_worker_start (UmpireOddsWorker  *self,
                          UmpireOddsRunFunc  run,
                          gpointer           data,
                          UmpireRules       *rules,
                          guint              max_paths)
{
  g_autoptr(UmpireDice) probe = NULL;
  g_autoptr(UmpireResult) first = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;
  const UmpireProcedureInfo *info;
  Job *job;

  g_return_if_fail (self != NULL && run != NULL);

  umpire_odds_worker_cancel (self);
  probe = umpire_dice_new_enumerating ();
  first = run (data, probe, &error);
  info = first != NULL ? umpire_result_get_info (first) : NULL;
  if (info == NULL || info->run == NULL || rules == NULL
      || umpire_dice_enumeration_path_length (probe) == 0)
    {
      /* Inputs that cannot be run, a procedure without a descriptor's run,
       * or no dice at all: at once, on this thread, as before. */
      g_autoptr(UmpireOdds) odds = NULL;

      g_clear_error (&error);
      odds = umpire_odds_compute (run, data, max_paths, &error);
      self->ready (self->owner, odds, error);
      return;
    }

  job = g_new0 (Job, 1);
  job->worker = self;
  job->info = info;
  job->rules = g_object_ref (rules);
  job->inputs = umpire_result_dup_inputs (first);
  job->max_paths = max_paths;
  self->cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->cancellable, on_computed, NULL);
  g_task_set_task_data (task, job, job_free);
  g_task_set_source_tag (task, umpire_odds_worker_start);
  n_running++;
  g_task_run_in_thread (task, compute_in_thread);
}

guint
umpire_odds_worker_get_n_running (void)
{
  return n_running;
}
