/* umpire-report.c: the debrief of a battle, its figures and its luck
 *
 * The one rule: a roll's luck is read against the exact odds of its own
 * procedure, run again from the inputs it recorded over every face of its
 * dice (typed-in dice too: they were rolled at the table), never against a
 * guess of what was likely.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "umpire-catalogue.h"
#include "umpire-inputs.h"
#include "umpire-odds.h"
#include "umpire-report.h"

/* ---- which outcome is luck, and for whom --------------------------------- *
 *
 * A procedure's outcome is good for one side: more barrages for the side
 * that rolled, a higher Der Weltkrieg loss for the attacker, a passed
 * morale test. Each line names a value of a procedure, whom a higher value
 * (or the word `good`) favours, and a `part`: of the lines of one
 * procedure sharing a part only the first the result set is read (a
 * support roll's count, else, for gas, whether it is available); lines of
 * different parts are rolls of their own (each category of defensive
 * works). A procedure not here rolls for neither side (the proximity, a
 * lull): its rolls are listed, not counted. */

typedef enum { CREDIT_SIDE, CREDIT_ENEMY } Credit;

typedef struct
{
  const char *procedure;
  const char *value;
  Credit      credit;
  int         direction;   /* +1: more is better; -1: less is better */
  const char *good;        /* a word outcome: this one is good, the others not */
  int         part;
  const char *detail;      /* an input (else value) that tells its rolls apart */
} LuckMeasure;

static const LuckMeasure luck_measures[] = {
  { "1916.support", "count", CREDIT_SIDE, +1, NULL, 0, "category" },
  { "1916.support", "available", CREDIT_SIDE, +1, "yes", 0, "category" },
  { "1916.heavy-weapons", "bases", CREDIT_SIDE, +1, NULL, 0, "weapon" },
  { "1916.defensive-works", "trenches", CREDIT_SIDE, +1, NULL, 0 },
  { "1916.defensive-works", "wire", CREDIT_SIDE, +1, NULL, 1 },
  { "1916.defensive-works", "pillboxes", CREDIT_SIDE, +1, NULL, 2 },
  { "1916.defensive-works", "bunkers", CREDIT_SIDE, +1, NULL, 3 },
  { "1916.counterbattery", "destroyed", CREDIT_SIDE, +1, NULL, 0 },
  { "1916.reinforcements", "reinforcements", CREDIT_SIDE, +1, NULL, 0 },
  { "1916.veteran-officer", "veterans", CREDIT_SIDE, +1, NULL, 0 },
  { "1916.lost-platoon", "turns", CREDIT_SIDE, -1, NULL, 0 },
  { "1916.scouts", "success", CREDIT_SIDE, +1, "yes", 0 },
  { "1916.trench-stop", "built", CREDIT_SIDE, +1, "yes", 0 },
  { "weltkrieg.crt", "loss", CREDIT_SIDE, +1, NULL, 0 },
  { "weltkrieg.combat", "defender-loss", CREDIT_SIDE, +1, NULL, 0 },
  { "weltkrieg.combat", "attacker-loss", CREDIT_ENEMY, +1, NULL, 1 },
  { "weltkrieg.reserve", "committed", CREDIT_SIDE, +1, "yes", 0 },
  { "derosa.morale", "passed", CREDIT_SIDE, +1, "yes", 0, "unit" },
  { "derosa.fire", "casualties", CREDIT_SIDE, +1, NULL, 0, "unit" },
  { "derosa.melee", "loser", CREDIT_SIDE, +1, "defender", 0 },
  { "derosa.ammo", "can-fire", CREDIT_SIDE, +1, "yes", 0 },
};

/* Past this many rolls a side's total is read on the normal curve, whose
 * error is then far below what the verdict's words can tell apart. */
#define EXACT_MAX_ROLLS 40
#define EXACT_MAX_ATOMS 20000

typedef struct
{
  double x;
  double p;
} Atom;

struct _UmpireReport
{
  char           *title;
  GPtrArray      *timeline;
  GPtrArray      *amended;
  GPtrArray      *totals[2];
  char           *side_names[2];
  int             lulls;
  UmpireLuckSide  luck[2];
  GPtrArray      *atoms[2];     /* per roll of each side: a GArray of Atom */
  GPtrArray      *neutral;
};

static guint
side_index (UmpireSide side)
{
  return side == UMPIRE_SIDE_DEFENDER ? 1 : 0;
}

static void
entry_free (gpointer data)
{
  UmpireReportEntry *entry = data;

  g_free (entry->procedure);
  g_free (entry->title);
  g_free (entry->outcome);
  g_free (entry->reason);
  g_free (entry);
}

static void
figure_free (gpointer data)
{
  UmpireReportFigure *figure = data;

  g_free (figure->label);
  g_free (figure->value);
  g_free (figure);
}

static void
roll_free (gpointer data)
{
  UmpireLuckRoll *roll = data;

  g_free (roll->procedure);
  g_free (roll->title);
  g_free (roll->shown);
  g_free (roll);
}

void
umpire_report_free (UmpireReport *self)
{
  if (self == NULL)
    return;
  g_free (self->title);
  g_clear_pointer (&self->timeline, g_ptr_array_unref);
  g_clear_pointer (&self->amended, g_ptr_array_unref);
  g_clear_pointer (&self->neutral, g_ptr_array_unref);
  for (guint s = 0; s < 2; s++)
    {
      g_clear_pointer (&self->totals[s], g_ptr_array_unref);
      g_free (self->side_names[s]);
      g_clear_pointer (&self->luck[s].rolls, g_ptr_array_unref);
      g_free (self->luck[s].words);
      g_clear_pointer (&self->atoms[s], g_ptr_array_unref);
    }
  g_free (self);
}

/* ---- one roll ----------------------------------------------------------- */

void
umpire_luck_read_roll (const double *values,
                       const double *p,
                       guint         n,
                       double        observed,
                       double       *percentile,
                       double       *p_as_good,
                       double       *mean,
                       double       *variance)
{
  double below = 0, equal = 0, better = 0, sum = 0, cubes = 0, m = 0;

  for (guint k = 0; k < n; k++)
    sum += p[k];
  for (guint k = 0; k < n; k++)
    {
      double q = sum > 0 ? p[k] / sum : 0;

      m += q * values[k];
      if (fabs (values[k] - observed) < 1e-9)
        equal += q;
      else if (values[k] < observed)
        below += q;
      else
        better += q;
    }
  /* Equal outcomes are merged first: the percentile's spread depends on the
   * chances of the distinct outcomes. */
  for (guint k = 0; k < n; k++)
    {
      double q = 0;
      gboolean first = TRUE;

      for (guint j = 0; j < n; j++)
        if (fabs (values[j] - values[k]) < 1e-9)
          {
            if (j < k)
              first = FALSE;
            q += sum > 0 ? p[j] / sum : 0;
          }
      if (first)
        cubes += q * q * q;
    }
  if (percentile != NULL)
    *percentile = below + equal / 2;
  if (p_as_good != NULL)
    *p_as_good = equal + better;
  if (mean != NULL)
    *mean = m;
  /* The mid-percentile of a discrete outcome has mean 1/2 exactly and
   * variance (1 - Σ p³) / 12: 1/12 for a continuous one, 0 for a certainty. */
  if (variance != NULL)
    *variance = (1 - cubes) / 12;
}

/* The distinct outcomes of `outcomes`, good upwards: `values` and their
 * chances, ascending. FALSE when one is not a number (nor the good word). */
static gboolean
read_outcomes (const GArray      *outcomes,
               const LuckMeasure *measure,
               GArray            *values,
               GArray            *chances)
{
  for (guint k = 0; k < outcomes->len; k++)
    {
      const UmpireOddsOutcome *outcome = &g_array_index (outcomes, UmpireOddsOutcome, k);
      double x;

      if (outcome->value == NULL || outcome->p <= 0)
        continue;
      if (measure->good != NULL)
        x = g_strcmp0 (outcome->value, measure->good) == 0 ? 1 : 0;
      else
        {
          char *end = NULL;

          x = g_ascii_strtod (outcome->value, &end);
          if (end == outcome->value || *end != '\0')
            return FALSE;
          x *= measure->direction;
        }
      g_array_append_val (values, x);
      g_array_append_val (chances, outcome->p);
    }
  return values->len > 0;
}

/* The atoms of a roll's percentile: each distinct outcome's. */
static GArray *
dup_percentile_atoms (const double *values,
                      const double *p,
                      guint         n)
{
  GArray *atoms = g_array_new (FALSE, FALSE, sizeof (Atom));

  for (guint k = 0; k < n; k++)
    {
      double u;
      gboolean seen = FALSE;
      Atom atom;

      for (guint j = 0; j < k; j++)
        seen |= fabs (values[j] - values[k]) < 1e-9;
      if (seen)
        continue;
      umpire_luck_read_roll (values, p, n, values[k], &u, NULL, NULL, NULL);
      atom.x = u;
      atom.p = 0;
      for (guint j = 0; j < n; j++)
        if (fabs (values[j] - values[k]) < 1e-9)
          atom.p += p[j];
      g_array_append_val (atoms, atom);
    }
  {
    double sum = 0;

    for (guint k = 0; k < atoms->len; k++)
      sum += g_array_index (atoms, Atom, k).p;
    for (guint k = 0; k < atoms->len; k++)
      g_array_index (atoms, Atom, k).p /= sum;
  }
  return atoms;
}

static int
compare_atoms (gconstpointer a,
               gconstpointer b)
{
  double x = ((const Atom *) a)->x, y = ((const Atom *) b)->x;

  return (x > y) - (x < y);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The distribution of the sum of independent rolls, or NULL when it grows
 * past EXACT_MAX_ATOMS outcomes. */
static GArray *
convolve_all (GPtrArray *per_roll)
{
  g_autoptr(GArray) sum = g_array_new (FALSE, FALSE, sizeof (Atom));
  Atom zero = { 0, 1 };

  g_array_append_val (sum, zero);
  for (guint r = 0; r < per_roll->len; r++)
    {
      GArray *roll = g_ptr_array_index (per_roll, r);
      g_autoptr(GArray) next = g_array_sized_new (FALSE, FALSE, sizeof (Atom), sum->len * roll->len);
      guint merged = 0;

      if ((gsize) sum->len * roll->len > 10 * EXACT_MAX_ATOMS)
        return NULL;
      for (guint i = 0; i < sum->len; i++)
        for (guint j = 0; j < roll->len; j++)
          {
            Atom atom = { g_array_index (sum, Atom, i).x + g_array_index (roll, Atom, j).x,
                          g_array_index (sum, Atom, i).p * g_array_index (roll, Atom, j).p };

            g_array_append_val (next, atom);
          }
      g_array_sort (next, compare_atoms);
      for (guint i = 0; i < next->len; i++)
        {
          Atom *atom = &g_array_index (next, Atom, i);

          if (merged > 0 && fabs (g_array_index (next, Atom, merged - 1).x - atom->x) < 1e-9)
            g_array_index (next, Atom, merged - 1).p += atom->p;
          else
            g_array_index (next, Atom, merged++) = *atom;
        }
      g_array_set_size (next, merged);
      if (merged > EXACT_MAX_ATOMS)
        return NULL;
      g_clear_pointer (&sum, g_array_unref);
      sum = g_steal_pointer (&next);
    }
  return g_steal_pointer (&sum);
}

/* ---- a side's total ------------------------------------------------------ */

static char *
format_percent (double fraction)
{
  /* Translators: a share in percent, e.g. "4 %"; German "4 %" too */
  return g_strdup_printf (_("%.0f %%"), fabs (100 * fraction));
}

static char *
dup_verdict_words (const UmpireLuckSide *luck,
                   const char           *name)
{
  g_autofree char *percent = format_percent (luck->above);
  gboolean up = luck->total > luck->expected;
  double one_in = luck->p_tail > 0 ? 1 / luck->p_tail : G_MAXDOUBLE;
  int games = one_in > 1e6 ? 1000000 : (int) (one_in + 0.5);

  switch (luck->verdict)
    {
    case UMPIRE_LUCK_NO_ROLLS:
      /* Translators: %s is a side, "British" or "Attacker" */
      return g_strdup_printf (_("%s: no roll to read against its odds."), name);
    case UMPIRE_LUCK_EXACT:
      return g_strdup_printf (_("%s rolled exactly as expected: on the mean."), name);
    case UMPIRE_LUCK_AS_EXPECTED:
      return up ? g_strdup_printf (_("%s rolled about as expected: %s above the mean, well within chance."), name, percent)
                : g_strdup_printf (_("%s rolled about as expected: %s below the mean, well within chance."), name, percent);
    case UMPIRE_LUCK_SOMEWHAT:
      return up ? g_strdup_printf (_("%s rolled somewhat above the odds: %s above the mean, still within chance (about 1 game in %d goes this far)."),
                                   name, percent, games)
                : g_strdup_printf (_("%s rolled somewhat below the odds: %s below the mean, still within chance (about 1 game in %d goes this far)."),
                                   name, percent, games);
    case UMPIRE_LUCK_UNUSUAL:
      return up ? g_strdup_printf (_("%s rolled well above the odds: %s above the mean; only about 1 game in %d goes this far."),
                                   name, percent, games)
                : g_strdup_printf (_("%s rolled well below the odds: %s below the mean; only about 1 game in %d goes this far."),
                                   name, percent, games);
    case UMPIRE_LUCK_FAR:
    default:
      return up ? g_strdup_printf (_("%s rolled far above chance: %s above the mean; fewer than 1 game in 1000 goes this far."),
                                   name, percent)
                : g_strdup_printf (_("%s rolled far below chance: %s below the mean; fewer than 1 game in 1000 goes this far."),
                                   name, percent);
    }
}

const char *
umpire_luck_verdict_to_string (UmpireLuckVerdict verdict)
{
  switch (verdict)
    {
    case UMPIRE_LUCK_NO_ROLLS: return "no-rolls";
    case UMPIRE_LUCK_EXACT: return "exact";
    case UMPIRE_LUCK_AS_EXPECTED: return "as-expected";
    case UMPIRE_LUCK_SOMEWHAT: return "somewhat";
    case UMPIRE_LUCK_UNUSUAL: return "unusual";
    case UMPIRE_LUCK_FAR: return "far";
    default: return "?";
    }
}

static void
sum_up_side (UmpireLuckSide *luck,
             GPtrArray      *atoms,
             const char     *name)
{
  guint n = luck->rolls->len;
  double sd;

  luck->total = 0;
  luck->variance = 0;
  for (guint r = 0; r < n; r++)
    {
      UmpireLuckRoll *roll = g_ptr_array_index (luck->rolls, r);

      luck->total += roll->percentile;
      luck->variance += roll->variance;
    }
  luck->expected = n / 2.0;
  sd = sqrt (luck->variance);
  if (n == 0)
    luck->verdict = UMPIRE_LUCK_NO_ROLLS;
  else
    {
      luck->above = (luck->total - luck->expected) / luck->expected;
      luck->low = MAX (-1.0, -1.96 * sd / luck->expected);
      luck->high = MIN (1.0, 1.96 * sd / luck->expected);
      luck->z = sd > 0 ? (luck->total - luck->expected) / sd : 0;
      luck->p_tail = 0.5 * erfc (fabs (luck->z) / G_SQRT2);
      if (n <= EXACT_MAX_ROLLS)
        {
          g_autoptr(GArray) sum = convolve_all (atoms);

          if (sum != NULL)
            {
              gboolean up = luck->total >= luck->expected;
              double tail = 0;

              for (guint k = 0; k < sum->len; k++)
                {
                  const Atom *atom = &g_array_index (sum, Atom, k);

                  if (up ? atom->x >= luck->total - 1e-9 : atom->x <= luck->total + 1e-9)
                    tail += atom->p;
                }
              luck->p_tail = MIN (1.0, tail);
              luck->exact = TRUE;
            }
        }
      if (fabs (luck->total - luck->expected) < 1e-9)
        luck->verdict = UMPIRE_LUCK_EXACT;
      else if (luck->p_tail >= 0.10)
        luck->verdict = UMPIRE_LUCK_AS_EXPECTED;
      else if (luck->p_tail >= 0.025)
        luck->verdict = UMPIRE_LUCK_SOMEWHAT;
      else if (luck->p_tail >= 0.001)
        luck->verdict = UMPIRE_LUCK_UNUSUAL;
      else
        luck->verdict = UMPIRE_LUCK_FAR;
    }
  luck->words = dup_verdict_words (luck, name);
}

/* ---- the odds of a recorded roll ---------------------------------------- */

typedef struct
{
  UmpireRules *rules;
  GHashTable  *cache;   /* procedure and inputs → OddsJob */
} OddsCache;

/* The odds of one procedure from one set of inputs, worked out once for
 * every roll that recorded them. */
typedef struct
{
  const UmpireProcedureInfo *info;
  UmpireRules               *rules;
  GHashTable                *inputs;
  UmpireOdds                *odds;   /* NULL: none (no roll, or not exact) */
  gboolean                   done;
} OddsJob;

static void
odds_job_free (gpointer data)
{
  OddsJob *job = data;

  g_clear_pointer (&job->inputs, g_hash_table_unref);
  g_clear_pointer (&job->odds, umpire_odds_free);
  g_free (job);
}

static void
odds_job_run (OddsJob *job)
{
  job->odds = umpire_odds_compute_for (job->info, job->rules, job->inputs, 0, NULL);
  if (job->odds != NULL && umpire_odds_get_n_paths (job->odds) < 2)
    g_clear_pointer (&job->odds, umpire_odds_free);
  job->done = TRUE;
}

static void
odds_job_run_in_pool (gpointer data,
                      gpointer user_data)
{
  odds_job_run (data);
}

/* The job for `result` as it was rolled: its inputs, every die walked;
 * added (not run) when it is new. */
static OddsJob *
find_job (OddsCache                 *cache,
          const UmpireProcedureInfo *info,
          UmpireResult              *result,
          gboolean                  *added)
{
  g_autoptr(GHashTable) inputs = umpire_result_dup_inputs (result);
  g_autoptr(GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) key = g_string_new (info->id);
  GHashTableIter iter;
  gpointer name, value;
  OddsJob *job;

  /* Typed-in dice were rolled too: their odds are every face's. */
  for (const UmpireField *field = info->inputs; field != NULL && field->name != NULL; field++)
    if (field->kind == UMPIRE_FIELD_DIE)
      g_hash_table_remove (inputs, field->name);
  g_hash_table_iter_init (&iter, inputs);
  while (g_hash_table_iter_next (&iter, &name, &value))
    g_ptr_array_add (keys, g_strdup_printf ("%s=%s", (char *) name, value ? (char *) value : ""));
  g_ptr_array_sort (keys, (GCompareFunc) compare_strings);
  for (guint k = 0; k < keys->len; k++)
    {
      g_string_append_c (key, '\n');
      g_string_append (key, g_ptr_array_index (keys, k));
    }
  *added = FALSE;
  job = g_hash_table_lookup (cache->cache, key->str);
  if (job != NULL)
    return job;
  job = g_new0 (OddsJob, 1);
  job->info = info;
  job->rules = cache->rules;
  job->inputs = g_steal_pointer (&inputs);
  g_hash_table_insert (cache->cache, g_string_free (g_steal_pointer (&key), FALSE), job);
  *added = TRUE;
  return job;
}

static UmpireOdds *
lookup_odds (OddsCache                 *cache,
             const UmpireProcedureInfo *info,
             UmpireResult              *result)
{
  gboolean added;
  OddsJob *job = find_job (cache, info, result, &added);

  if (!job->done)
    odds_job_run (job);
  return job->odds;
}

/* Past this many different odds to work out, they are shared among the
 * processors: a long game's whole combats take most of a debrief's time.
 * The odds engine is safe on any thread (the app works a form's odds out
 * on one, umpire-odds-worker.c). */
#define ODDS_JOBS_SHARED 16

static void
work_out_odds (OddsCache       *cache,
               const GPtrArray *rolled)
{
  g_autoptr(GPtrArray) jobs = g_ptr_array_new ();
  GThreadPool *pool;
  guint threads = MIN (4, g_get_num_processors ());

  for (guint i = 0; i < rolled->len; i++)
    {
      UmpireEvent *event = g_ptr_array_index (rolled, i);
      UmpireResult *result = umpire_event_get_result (event);
      const UmpireProcedureInfo *info = umpire_result_get_info (result);
      gboolean added;
      OddsJob *job;

      if (info == NULL)
        info = umpire_catalogue_find (umpire_event_get_procedure (event));
      if (info == NULL || info->run == NULL)
        continue;
      job = find_job (cache, info, result, &added);
      if (added)
        g_ptr_array_add (jobs, job);
    }
  if (jobs->len < ODDS_JOBS_SHARED || threads < 2)
    return;   /* worked out as they are met */
  pool = g_thread_pool_new (odds_job_run_in_pool, NULL, (int) threads, FALSE, NULL);
  if (pool == NULL)
    return;
  for (guint j = 0; j < jobs->len; j++)
    g_thread_pool_push (pool, g_ptr_array_index (jobs, j), NULL);
  /* Waits for every job. */
  g_thread_pool_free (pool, FALSE, TRUE);
}

/* A plain dice roll (an event no procedure describes): each roll step read
 * against the exact distribution of its dice's total, higher good for the
 * event's side, its expected value the dice's mean; for neither side,
 * listed with its figures, not counted. */
static void
read_plain_rolls (UmpireReport *self,
                  UmpireEvent  *event)
{
  const GPtrArray *steps = umpire_result_get_steps (umpire_event_get_result (event));
  UmpireSide side = umpire_event_get_side (event);

  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireRoll *dice = ((const UmpireStep *) g_ptr_array_index (steps, i))->roll;
      g_autoptr(GArray) ways = NULL;
      g_autoptr(GArray) values = NULL;
      g_autoptr(GArray) chances = NULL;
      g_autofree char *expr = NULL;
      UmpireLuckRoll *roll;
      double all = 0;

      if (dice == NULL || dice->expr.count == 0 || dice->expr.sides < 2)
        continue;
      /* The ways of making each total of count dice, from count upwards. */
      ways = g_array_new (FALSE, TRUE, sizeof (double));
      g_array_set_size (ways, 1);
      g_array_index (ways, double, 0) = 1;
      for (guint d = 0; d < dice->expr.count; d++)
        {
          g_autoptr(GArray) next = g_array_new (FALSE, TRUE, sizeof (double));

          g_array_set_size (next, ways->len + dice->expr.sides - 1);
          for (guint t = 0; t < ways->len; t++)
            for (guint f = 0; f < dice->expr.sides; f++)
              g_array_index (next, double, t + f) += g_array_index (ways, double, t);
          g_array_unref (ways);
          ways = g_steal_pointer (&next);
        }
      values = g_array_sized_new (FALSE, FALSE, sizeof (double), ways->len);
      chances = g_array_sized_new (FALSE, FALSE, sizeof (double), ways->len);
      for (guint t = 0; t < ways->len; t++)
        all += g_array_index (ways, double, t);
      for (guint t = 0; t < ways->len; t++)
        {
          double value = dice->expr.count + t;
          double chance = g_array_index (ways, double, t) / all;

          g_array_append_val (values, value);
          g_array_append_val (chances, chance);
        }

      expr = umpire_dice_expr_dup_for_people (&dice->expr);
      roll = g_new0 (UmpireLuckRoll, 1);
      roll->event_id = umpire_event_get_id (event);
      roll->turn = umpire_event_get_turn (event);
      roll->procedure = g_strdup (umpire_event_get_procedure (event));
      roll->value = "total";
      /* Translators: a plain roll on the luck audit, e.g. "Dice roll (2d6)" */
      roll->title = g_strdup_printf (_("Dice roll (%s)"), expr);
      roll->shown = g_strdup_printf ("%u", dice->total);
      roll->outcome = dice->total;
      umpire_luck_read_roll ((double *) values->data, (double *) chances->data, values->len, dice->total,
                             &roll->percentile, &roll->p_as_good, &roll->mean, &roll->variance);
      roll->side = side;
      if (side == UMPIRE_SIDE_NONE)
        {
          g_ptr_array_add (self->neutral, roll);
          continue;
        }
      g_ptr_array_add (self->luck[side_index (side)].rolls, roll);
      g_ptr_array_add (self->atoms[side_index (side)],
                       dup_percentile_atoms ((double *) values->data, (double *) chances->data, values->len));
    }
}

/* The rolls of one event in force, credited to the sides (or neutral). */
static void
read_event_luck (UmpireReport *self,
                 OddsCache    *cache,
                 UmpireEvent  *event)
{
  UmpireResult *result = umpire_event_get_result (event);
  const UmpireProcedureInfo *info = umpire_result_get_info (result);
  UmpireSide side = umpire_event_get_side (event);
  UmpireOdds *odds;
  int used_parts = 0;
  gboolean any = FALSE;

  if (info == NULL)
    info = umpire_catalogue_find (umpire_event_get_procedure (event));
  if (info == NULL && g_strcmp0 (umpire_event_get_procedure (event), UMPIRE_SCENARIO_HEADER_PROCEDURE) != 0)
    {
      read_plain_rolls (self, event);
      return;
    }
  if (info == NULL || info->run == NULL || cache->rules == NULL)
    return;
  odds = lookup_odds (cache, info, result);
  if (odds == NULL)
    {
      /* Dice were rolled, but the odds cannot be worked out again from what
       * the event recorded (an older file kept no inputs): listed, not
       * counted, never guessed. */
      const GPtrArray *steps = umpire_result_get_steps (result);
      gboolean rolled = FALSE;

      for (guint i = 0; i < steps->len && !rolled; i++)
        rolled = ((const UmpireStep *) g_ptr_array_index (steps, i))->roll != NULL;
      if (rolled)
        {
          UmpireLuckRoll *roll = g_new0 (UmpireLuckRoll, 1);

          roll->event_id = umpire_event_get_id (event);
          roll->turn = umpire_event_get_turn (event);
          /* Translators: a roll the luck audit cannot read, e.g. "Attack and counterattack (odds unknown)" */
          roll->title = g_strdup_printf (_("%s (odds unknown)"), umpire_procedure_info_get_title (info));
          roll->shown = umpire_result_dup_outcome (cache->rules, result);
          roll->percentile = -1;
          roll->side = UMPIRE_SIDE_NONE;
          g_ptr_array_add (self->neutral, roll);
        }
      return;
    }

  for (guint m = 0; m < G_N_ELEMENTS (luck_measures); m++)
    {
      const LuckMeasure *measure = &luck_measures[m];
      const char *value = umpire_result_get_value (result, measure->value);
      const GArray *outcomes;
      g_autoptr(GArray) values = NULL;
      g_autoptr(GArray) chances = NULL;
      UmpireLuckRoll *roll;
      UmpireSide credited;
      double observed;

      if (!umpire_procedure_info_has_id (info, measure->procedure) || value == NULL
          || (used_parts & (1 << measure->part)))
        continue;
      outcomes = umpire_odds_get_outcomes (odds, measure->value);
      if (outcomes == NULL)
        continue;
      values = g_array_new (FALSE, FALSE, sizeof (double));
      chances = g_array_new (FALSE, FALSE, sizeof (double));
      if (!read_outcomes (outcomes, measure, values, chances))
        continue;
      if (measure->good != NULL)
        observed = g_strcmp0 (value, measure->good) == 0 ? 1 : 0;
      else
        {
          char *end = NULL;

          observed = g_ascii_strtod (value, &end) * measure->direction;
          if (end == value || *end != '\0')
            continue;
        }
      used_parts |= 1 << measure->part;
      any = TRUE;

      {
        const char *detail = NULL;
        g_autofree char *detail_words = NULL;

        if (measure->detail != NULL)
          {
            detail = umpire_result_get_input (result, measure->detail);
            detail_words = detail != NULL ? umpire_input_dup_for_people (cache->rules, info->id, measure->detail, detail)
                                          : NULL;
          }
        roll = g_new0 (UmpireLuckRoll, 1);
        if (detail_words != NULL)
          /* Translators: a roll on the luck audit: procedure (what it was for): value, e.g. "Support (Barrages): Received" */
          roll->title = g_strdup_printf (_("%s (%s): %s"), umpire_procedure_info_get_title (info), detail_words,
                                         umpire_result_get_value_label (result, measure->value));
        else
          roll->title = g_strdup_printf ("%s: %s", umpire_procedure_info_get_title (info),
                                         umpire_result_get_value_label (result, measure->value));
      }
      roll->event_id = umpire_event_get_id (event);
      roll->turn = umpire_event_get_turn (event);
      roll->procedure = g_strdup (info->id);
      roll->value = measure->value;
      roll->shown = umpire_value_dup_for_people (cache->rules, info->id, measure->value, value);
      roll->outcome = measure->good != NULL ? observed : observed * measure->direction;
      umpire_luck_read_roll ((double *) values->data, (double *) chances->data, values->len, observed,
                             &roll->percentile, &roll->p_as_good, &roll->mean, &roll->variance);
      if (measure->good == NULL)
        roll->mean *= measure->direction;
      credited = side;
      if (measure->credit == CREDIT_ENEMY && side != UMPIRE_SIDE_NONE)
        credited = side == UMPIRE_SIDE_ATTACKER ? UMPIRE_SIDE_DEFENDER : UMPIRE_SIDE_ATTACKER;
      roll->side = credited;
      /* A certain outcome is no roll at all (a category a nation does not
       * roll for); a roll for neither side is listed, not counted. */
      if (roll->variance < 1e-12)
        {
          roll_free (roll);
          continue;
        }
      if (credited == UMPIRE_SIDE_NONE)
        {
          roll->side = UMPIRE_SIDE_NONE;
          g_ptr_array_add (self->neutral, roll);
          continue;
        }
      g_ptr_array_add (self->luck[side_index (credited)].rolls, roll);
      g_ptr_array_add (self->atoms[side_index (credited)],
                       dup_percentile_atoms ((double *) values->data, (double *) chances->data, values->len));
    }
  /* Dice that favour neither side are listed as rolled, not counted. */
  if (!any)
    {
      UmpireLuckRoll *roll = g_new0 (UmpireLuckRoll, 1);

      roll->event_id = umpire_event_get_id (event);
      roll->turn = umpire_event_get_turn (event);
      roll->title = g_strdup (umpire_procedure_info_get_title (info));
      roll->shown = umpire_result_dup_outcome (cache->rules, result);
      roll->percentile = -1;
      roll->side = UMPIRE_SIDE_NONE;
      g_ptr_array_add (self->neutral, roll);
    }
}

/* ---- totals ------------------------------------------------------------- */

static void
add_figure (GPtrArray  *totals,
            const char *key,
            const char *label,
            const char *value)
{
  UmpireReportFigure *figure = g_new0 (UmpireReportFigure, 1);

  figure->key = key;
  figure->label = g_strdup (label);
  figure->value = g_strdup (value);
  g_ptr_array_add (totals, figure);
}

/* The figures of the battle's state a debrief totals, with their words. */
static const struct
{
  const char *key;
  const char *label;
} total_keys[] = {
  { "support:barrage", N_("Barrages won") },
  { "support:on-call", N_("On-call artillery won") },
  { "support:airstrikes", N_("Airstrikes won") },
  { "support:gas", N_("Gas") },
  { "barrages-spent", N_("Barrages spent on counter-battery") },
  { "barrages-lost", N_("Barrages lost to the enemy's counter-battery") },
  { "barrages-destroyed", N_("Enemy barrages destroyed") },
  { "barrages-left", N_("Barrages left for the bombardment") },
  { "barrages-after-bombardment", N_("Barrages left after the bombardment") },
  { "loss", N_("Losses (Der Weltkrieg)") },
  { "supply", N_("Supply spent (Der Weltkrieg)") },
  { "casualties", N_("Casualties (De Rosa figures)") },
  { "reserves-committed", N_("HQ reserves committed") },
};

static UmpireStateScope
side_scope (UmpireSide side)
{
  return side == UMPIRE_SIDE_DEFENDER ? UMPIRE_STATE_DEFENDER : UMPIRE_STATE_ATTACKER;
}

static void
build_totals (UmpireReport      *self,
              UmpireBattleState *state,
              const int          casualties[2],
              gboolean           has_units)
{
  for (guint s = 0; s < 2; s++)
    {
      UmpireSide side = s == 0 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER;
      UmpireSide enemy = s == 0 ? UMPIRE_SIDE_DEFENDER : UMPIRE_SIDE_ATTACKER;

      self->totals[s] = g_ptr_array_new_with_free_func (figure_free);
      for (guint k = 0; k < G_N_ELEMENTS (total_keys); k++)
        {
          const char *key = total_keys[k].key;
          const char *value = NULL, *other = NULL;
          g_autofree char *text = NULL;

          if (g_str_equal (key, "casualties"))
            {
              if (!has_units)
                continue;
              text = g_strdup_printf ("%d", casualties[s]);
            }
          else if (g_str_equal (key, "barrages-destroyed"))
            {
              value = umpire_battle_state_get (state, side_scope (enemy), "barrages-lost");
              other = umpire_battle_state_get (state, side_scope (side), "barrages-spent");
              if (value == NULL && other == NULL)
                continue;
              text = g_strdup (value != NULL ? value : "0");
            }
          else
            {
              value = umpire_battle_state_get (state, side_scope (side), key);
              other = umpire_battle_state_get (state, side_scope (enemy), key);
              if (value == NULL && other == NULL)
                continue;
              if (value == NULL)
                text = g_strdup (g_str_equal (key, "support:gas") ? "no" : "0");
              else
                text = g_strdup (value);
            }
          add_figure (self->totals[s], key, _(total_keys[k].label), text);
        }
    }
}

/* Casualties the figures of each side's roster units took from results in
 * force: every value a procedure takes off a unit's figures. */
static void
count_casualties (UmpireBattleState *state,
                  UmpireEvent       *event,
                  int                casualties[2])
{
  UmpireResult *result = umpire_event_get_result (event);
  const UmpireProcedureInfo *info = umpire_result_get_info (result);

  if (info == NULL)
    info = umpire_catalogue_find (umpire_event_get_procedure (event));
  for (const UmpireStateWrite *write = info != NULL ? info->writes : NULL; write != NULL && write->value != NULL; write++)
    {
      const char *unit, *value, *owner;
      UmpireSide side;
      gint64 n;

      if (write->scope != UMPIRE_STATE_UNIT || write->op != UMPIRE_STATE_SUBTRACT
          || g_strcmp0 (write->key, "figures") != 0 || write->unit_input == NULL)
        continue;
      unit = umpire_result_get_input (result, write->unit_input);
      value = umpire_result_get_value (result, write->value);
      owner = unit != NULL ? umpire_battle_state_get_unit (state, unit, "side") : NULL;
      if (value == NULL || owner == NULL || !umpire_side_from_string (owner, &side) || side == UMPIRE_SIDE_NONE
          || !g_ascii_string_to_signed (value, 10, 0, G_MAXINT, &n, NULL))
        continue;
      casualties[side_index (side)] += (int) n;
    }
}

/* ---- the report ---------------------------------------------------------- */

static char *
dup_side_name (UmpireRules    *rules,
               UmpireScenario *scenario,
               UmpireSide      side)
{
  const char *nation = umpire_scenario_get_side_nation (scenario, side);

  if (nation != NULL && *nation != '\0')
    {
      g_autofree char *words = umpire_system_input_dup_for_people (rules, "1916", "nation", nation);

      /* "American (uses the French list)." is "American" here. */
      if (words != NULL)
        {
          char *aside = strstr (words, " (");

          if (aside != NULL)
            *aside = '\0';
          g_strchomp (words);
          if (g_str_has_suffix (words, "."))
            words[strlen (words) - 1] = '\0';
        }
      if (words != NULL && *words != '\0')
        return g_steal_pointer (&words);
    }
  return g_strdup (umpire_side_get_label (side));
}

/* What an event without a procedure (a correction of the scenario's
 * header) did, from its trail: "defender-units 24 → 28". */
static char *
dup_steps_text (UmpireResult *result)
{
  const GPtrArray *steps = umpire_result_get_steps (result);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *heading = g_strconcat (_("Scenario corrected"), ": ", NULL);

  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);
      const char *words = step->text;

      /* The heading already says it was corrected. */
      if (g_str_has_prefix (words, heading))
        words += strlen (heading);
      if (text->len > 0)
        g_string_append (text, "; ");
      g_string_append (text, words);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

UmpireReport *
umpire_report_new (UmpireRules    *rules,
                   UmpireScenario *scenario)
{
  g_autoptr(UmpireReport) self = g_new0 (UmpireReport, 1);
  g_autoptr(UmpireBattleState) state = NULL;
  g_autoptr(GHashTable) replaced_by = g_hash_table_new (NULL, NULL);  /* id → event */
  g_autoptr(GHashTable) in_force = g_hash_table_new (NULL, NULL);     /* id → event */
  OddsCache cache = { rules, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, odds_job_free) };
  g_autoptr(GPtrArray) rolled = g_ptr_array_new ();
  int casualties[2] = { 0, 0 };
  guint n = umpire_scenario_get_n_events (scenario);
  const char *title;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  state = umpire_battle_state_new (scenario);
  title = umpire_scenario_get_title (scenario);
  self->title = g_strdup (title != NULL && *title != '\0' ? title : _("Untitled scenario"));
  self->timeline = g_ptr_array_new_with_free_func (entry_free);
  self->amended = g_ptr_array_new ();
  self->neutral = g_ptr_array_new_with_free_func (roll_free);
  for (guint s = 0; s < 2; s++)
    {
      UmpireSide side = s == 0 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER;

      self->side_names[s] = dup_side_name (rules, scenario, side);
      self->luck[s].side = side;
      self->luck[s].rolls = g_ptr_array_new_with_free_func (roll_free);
      self->atoms[s] = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
    }

  for (guint i = 0; i < n; i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);

      if (!umpire_event_get_active (event))
        continue;
      if (umpire_event_get_overrides (event) != 0)
        g_hash_table_insert (replaced_by, GUINT_TO_POINTER (umpire_event_get_overrides (event)), event);
      g_hash_table_insert (in_force, GUINT_TO_POINTER (umpire_event_get_id (event)), event);
    }

  for (guint i = 0; i < n; i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);
      UmpireResult *result = umpire_event_get_result (event);
      const UmpireProcedureInfo *info = umpire_result_get_info (result);
      UmpireReportEntry *entry = g_new0 (UmpireReportEntry, 1);
      const char *reason = NULL;
      guint overrides = umpire_event_get_overrides (event);

      if (info == NULL)
        info = umpire_catalogue_find (umpire_event_get_procedure (event));
      entry->id = umpire_event_get_id (event);
      entry->procedure = g_strdup (info != NULL ? info->id : umpire_event_get_procedure (event));
      entry->turn = umpire_event_get_turn (event);
      entry->side = umpire_event_get_side (event);
      entry->title = g_strdup (umpire_event_get_title (event));
      entry->outcome = info != NULL ? umpire_result_dup_outcome (rules, result) : dup_steps_text (result);
      entry->overrides = overrides;
      entry->hand = overrides != 0;
      entry->state = umpire_event_get_active (event) ? umpire_battle_state_get_event_state (state, event, &reason)
                                                     : UMPIRE_EVENT_STATE_UNDONE;
      if (entry->state == UMPIRE_EVENT_STATE_OUT_OF_DATE)
        entry->reason = reason != NULL ? g_strdup (reason)
                                       : umpire_battle_reason_dup_for_people (umpire_event_get_out_of_date (event));
      else if (entry->hand)
        entry->reason = umpire_battle_reason_dup_for_people (umpire_event_get_override_reason (event));
      else if (entry->state == UMPIRE_EVENT_STATE_REPLACED)
        {
          UmpireEvent *by = g_hash_table_lookup (replaced_by, GUINT_TO_POINTER (entry->id));

          if (by != NULL && umpire_event_get_override_reason (by) != NULL)
            entry->reason = g_strdup_printf (_("changed by #%u: %s"), umpire_event_get_id (by),
                                             umpire_event_get_override_reason (by));
          else if (by != NULL)
            entry->reason = g_strdup_printf (_("changed by #%u"), umpire_event_get_id (by));
        }
      g_ptr_array_add (self->timeline, entry);
      if (entry->state != UMPIRE_EVENT_STATE_CURRENT || entry->hand)
        g_ptr_array_add (self->amended, entry);

      if (!umpire_event_get_active (event))
        continue;
      if (entry->state == UMPIRE_EVENT_STATE_CURRENT)
        {
          count_casualties (state, event, casualties);
          if (info != NULL && umpire_procedure_info_has_id (info, "1916.lull")
              && g_strcmp0 (umpire_result_get_value (result, "lull"), "yes") == 0)
            self->lulls++;
        }
      /* Each roll once, as it was rolled: an event standing for an earlier
       * one in force (a value changed by hand, a result computed again with
       * the same dice) is not another roll. */
      if (overrides != 0 && g_hash_table_contains (in_force, GUINT_TO_POINTER (overrides)))
        continue;
      g_ptr_array_add (rolled, event);
    }

  if (rules != NULL)
    {
      work_out_odds (&cache, rolled);
      for (guint i = 0; i < rolled->len; i++)
        read_event_luck (self, &cache, g_ptr_array_index (rolled, i));
    }

  build_totals (self, state, casualties, umpire_scenario_get_units (scenario)->len > 0);
  for (guint s = 0; s < 2; s++)
    sum_up_side (&self->luck[s], self->atoms[s], self->side_names[s]);
  g_hash_table_unref (cache.cache);
  return g_steal_pointer (&self);
}

const char *
umpire_report_get_title (UmpireReport *self)
{
  return self->title;
}

const GPtrArray *
umpire_report_get_timeline (UmpireReport *self)
{
  return self->timeline;
}

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  return (*(const int *) a > *(const int *) b) - (*(const int *) a < *(const int *) b);
}

GArray *
umpire_report_dup_turns (UmpireReport *self)
{
  GArray *turns = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < self->timeline->len; i++)
    {
      const UmpireReportEntry *entry = g_ptr_array_index (self->timeline, i);
      gboolean seen = FALSE;

      for (guint t = 0; t < turns->len && !seen; t++)
        seen = g_array_index (turns, int, t) == entry->turn;
      if (!seen)
        g_array_append_val (turns, entry->turn);
    }
  g_array_sort (turns, compare_ints);
  return turns;
}

const char *
umpire_report_get_side_name (UmpireReport *self,
                             UmpireSide    side)
{
  return self->side_names[side_index (side)];
}

const GPtrArray *
umpire_report_get_totals (UmpireReport *self,
                          UmpireSide    side)
{
  return self->totals[side_index (side)];
}

int
umpire_report_get_lulls (UmpireReport *self)
{
  return self->lulls;
}

const GPtrArray *
umpire_report_get_amended (UmpireReport *self)
{
  return self->amended;
}

const UmpireLuckSide *
umpire_report_get_luck (UmpireReport *self,
                        UmpireSide    side)
{
  return &self->luck[side_index (side)];
}

const GPtrArray *
umpire_report_get_neutral (UmpireReport *self)
{
  return self->neutral;
}

/* ---- for machines -------------------------------------------------------- */

static const char *
event_state_to_string (UmpireEventState state)
{
  switch (state)
    {
    case UMPIRE_EVENT_STATE_CURRENT: return "current";
    case UMPIRE_EVENT_STATE_OUT_OF_DATE: return "out-of-date";
    case UMPIRE_EVENT_STATE_REPLACED: return "replaced";
    case UMPIRE_EVENT_STATE_UNDONE: return "undone";
    default: return "?";
    }
}

static void
append_number (GString    *xml,
               const char *name,
               double      value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append_printf (xml, " %s=\"%s\"", name, g_ascii_formatd (buffer, sizeof buffer, "%.6g", value));
}

static void
append_entry (GString                 *xml,
              const UmpireReportEntry *entry,
              const char              *indent)
{
  g_autofree char *head = g_markup_printf_escaped ("%s<event id=\"%u\" turn=\"%d\" side=\"%s\" state=\"%s\" procedure=\"%s\" title=\"%s\"",
                                                   indent, entry->id, entry->turn, umpire_side_to_string (entry->side),
                                                   event_state_to_string (entry->state), entry->procedure, entry->title);

  g_string_append (xml, head);
  if (entry->overrides != 0)
    g_string_append_printf (xml, " stands-for=\"%u\"", entry->overrides);
  if (entry->outcome != NULL)
    {
      g_autofree char *outcome = g_markup_printf_escaped (" outcome=\"%s\"", entry->outcome);

      g_string_append (xml, outcome);
    }
  if (entry->reason != NULL)
    {
      g_autofree char *reason = g_markup_printf_escaped (" reason=\"%s\"", entry->reason);

      g_string_append (xml, reason);
    }
  g_string_append (xml, "/>\n");
}

static void
append_roll (GString              *xml,
             const UmpireLuckRoll *roll)
{
  g_autofree char *head = g_markup_printf_escaped ("      <roll event=\"%u\" turn=\"%d\" what=\"%s\" shown=\"%s\"",
                                                   roll->event_id, roll->turn, roll->title,
                                                   roll->shown != NULL ? roll->shown : "");

  g_string_append (xml, head);
  if (roll->procedure != NULL)
    {
      g_autofree char *names = g_markup_printf_escaped (" procedure=\"%s\" value=\"%s\"", roll->procedure, roll->value);

      g_string_append (xml, names);
    }
  if (roll->percentile >= 0)
    {
      append_number (xml, "outcome", roll->outcome);
      append_number (xml, "mean", roll->mean);
      append_number (xml, "p-as-good", roll->p_as_good);
      append_number (xml, "percentile", roll->percentile);
      append_number (xml, "variance", roll->variance);
    }
  g_string_append (xml, "/>\n");
}

char *
umpire_report_to_xml (UmpireReport *self)
{
  g_autoptr(GString) xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_autoptr(GArray) turns = umpire_report_dup_turns (self);
  g_autofree char *head = g_markup_printf_escaped ("<report title=\"%s\" lulls=\"%d\">\n", self->title, self->lulls);

  g_string_append (xml, head);
  g_string_append (xml, "  <timeline>\n");
  for (guint t = 0; t < turns->len; t++)
    {
      int turn = g_array_index (turns, int, t);

      g_string_append_printf (xml, "    <turn number=\"%d\">\n", turn);
      for (guint i = 0; i < self->timeline->len; i++)
        {
          const UmpireReportEntry *entry = g_ptr_array_index (self->timeline, i);

          if (entry->turn == turn)
            append_entry (xml, entry, "      ");
        }
      g_string_append (xml, "    </turn>\n");
    }
  g_string_append (xml, "  </timeline>\n");

  for (guint s = 0; s < 2; s++)
    {
      const UmpireLuckSide *luck = &self->luck[s];
      g_autofree char *side = g_markup_printf_escaped ("  <side role=\"%s\" name=\"%s\">\n",
                                                       umpire_side_to_string (luck->side), self->side_names[s]);
      g_autofree char *words = g_markup_printf_escaped ("      <words>%s</words>\n", luck->words);

      g_string_append (xml, side);
      g_string_append (xml, "    <totals>\n");
      for (guint k = 0; k < self->totals[s]->len; k++)
        {
          const UmpireReportFigure *figure = g_ptr_array_index (self->totals[s], k);
          g_autofree char *line = g_markup_printf_escaped ("      <figure key=\"%s\" label=\"%s\">%s</figure>\n",
                                                           figure->key, figure->label, figure->value);

          g_string_append (xml, line);
        }
      g_string_append (xml, "    </totals>\n");
      g_string_append_printf (xml, "    <luck rolls=\"%u\"", luck->rolls->len);
      append_number (xml, "total", luck->total);
      append_number (xml, "expected", luck->expected);
      append_number (xml, "variance", luck->variance);
      append_number (xml, "above-mean", luck->above);
      append_number (xml, "interval-low", luck->low);
      append_number (xml, "interval-high", luck->high);
      append_number (xml, "z", luck->z);
      append_number (xml, "p-tail", luck->p_tail);
      g_string_append_printf (xml, " method=\"%s\" verdict=\"%s\">\n", luck->exact ? "exact" : "normal",
                              umpire_luck_verdict_to_string (luck->verdict));
      g_string_append (xml, words);
      for (guint r = 0; r < luck->rolls->len; r++)
        append_roll (xml, g_ptr_array_index (luck->rolls, r));
      g_string_append (xml, "    </luck>\n  </side>\n");
    }

  g_string_append (xml, "  <neutral>\n");
  for (guint r = 0; r < self->neutral->len; r++)
    append_roll (xml, g_ptr_array_index (self->neutral, r));
  g_string_append (xml, "  </neutral>\n  <amended>\n");
  for (guint i = 0; i < self->amended->len; i++)
    append_entry (xml, g_ptr_array_index (self->amended, i), "    ");
  g_string_append (xml, "  </amended>\n</report>\n");
  return g_string_free (g_steal_pointer (&xml), FALSE);
}
