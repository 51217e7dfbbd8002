/* umpire-odds.h: the exact odds of a procedure, before the roll
 *
 * Any procedure is a function of its inputs and its dice. Given as a
 * callback that runs it with its inputs on a dice source, it is run once for
 * every combination of the faces of the dice it asks for (enumerating dice,
 * umpire_dice_new_enumerating()), and each of its values gets the chance of
 * every outcome, and its mean when every outcome is a number. No procedure
 * writes its own odds code.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "umpire-dice.h"
#include "umpire-inputs.h"
#include "umpire-result.h"

G_BEGIN_DECLS

#define UMPIRE_ODDS_ERROR (umpire_odds_error_quark ())

typedef enum
{
  UMPIRE_ODDS_ERROR_NOT_EXACT,  /* more combinations of faces than the limit */
} UmpireOddsError;

GQuark umpire_odds_error_quark (void);

/* The most paths (combinations of faces) walked before giving up. */
#define UMPIRE_ODDS_MAX_PATHS 100000

/* Runs the procedure with its inputs (`data`) on `dice`; a new result, or
 * NULL and an error. */
typedef UmpireResult *(*UmpireOddsRunFunc) (gpointer     data,
                                            UmpireDice  *dice,
                                            GError     **error);

typedef struct
{
  char   *value;  /* as the procedure writes it; NULL: the value is not set */
  double  p;
} UmpireOddsOutcome;

typedef struct _UmpireOdds UmpireOdds;

/* Walks every path of the procedure's dice. Fails with the procedure's error
 * when it fails on every path (its inputs are wrong), and with
 * UMPIRE_ODDS_ERROR_NOT_EXACT after `max_paths` paths (0: the default,
 * UMPIRE_ODDS_MAX_PATHS): odds are exact or not given, never sampled.
 * A failure on some paths only is an outcome of its own: see
 * umpire_odds_get_failed(). */
UmpireOdds        *umpire_odds_compute       (UmpireOddsRunFunc  run,
                                              gpointer           data,
                                              guint              max_paths,
                                              GError           **error);
/* Past this many paths a procedure of independent parts (its descriptor's
 * odds_parts) is convolved rather than walked: its values that only echo
 * the faces rolled are then left out (umpire_odds_dup_left_out()). */
#define UMPIRE_ODDS_PARTS_WALKED 1296

/* The odds of procedure `info` run from `inputs` (umpire_procedure_run):
 * the dice typed into its die fields stay as typed, the others are walked.
 * A procedure that is a count or sum over independent parts (odds_parts in
 * its descriptor, umpire-descriptor.h) of more than UMPIRE_ODDS_PARTS_WALKED
 * paths gets its odds by convolution of one part's, exactly, at any size:
 * `max_paths` does not limit them. */
UmpireOdds        *umpire_odds_compute_for   (const UmpireProcedureInfo *info,
                                              UmpireRules       *rules,
                                              GHashTable        *inputs,
                                              guint              max_paths,
                                              GError           **error);
void               umpire_odds_free          (UmpireOdds        *self);

/* How many paths were walked: 1 for a procedure that rolls nothing. By
 * convolution: the paths of the one part walked, and the whole run once. */
guint              umpire_odds_get_n_paths   (UmpireOdds        *self);
/* Whether the odds came by convolution of `n_parts` parts of `part_paths`
 * paths each (both may be NULL). */
gboolean           umpire_odds_get_convolved (UmpireOdds        *self,
                                              guint             *n_parts,
                                              guint             *part_paths);
/* The combinations of faces the odds are over: "46656", or "6^999" when the
 * number is too long to write out. */
char              *umpire_odds_dup_combinations (UmpireOdds     *self);
/* Values the odds leave out (a convolution's values that only echo the
 * faces rolled, one outcome per combination); empty when none. */
GStrv              umpire_odds_dup_left_out  (UmpireOdds        *self);
/* The descriptor of the results, or NULL when they had none. */
const UmpireProcedureInfo *umpire_odds_get_info (UmpireOdds     *self);
/* The chance that the procedure fails (and the first failure's message), 0
 * when it never does. Each value's outcomes plus this sum to 1. */
double             umpire_odds_get_failed    (UmpireOdds        *self,
                                              const char       **message);
/* The values, in the order the first path set them. */
GStrv              umpire_odds_dup_value_names (UmpireOdds      *self);
/* The outcomes of value `name` (UmpireOddsOutcome), numbers in increasing
 * order, words in the order first met; NULL for a value never set. */
const GArray      *umpire_odds_get_outcomes  (UmpireOdds        *self,
                                              const char        *name);
/* The chance that value `name` is `value` (NULL: not set). */
double             umpire_odds_get_p         (UmpireOdds        *self,
                                              const char        *name,
                                              const char        *value);
/* The chance that value `name` is a number of `value` or more. */
double             umpire_odds_get_p_at_least (UmpireOdds       *self,
                                              const char        *name,
                                              double             value);
/* Whether every outcome of `name` that is set is a number; if so `mean` is
 * its mean over the paths that set it. */
gboolean           umpire_odds_get_mean      (UmpireOdds        *self,
                                              const char        *name,
                                              double            *mean);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UmpireOdds, umpire_odds_free)

G_END_DECLS
