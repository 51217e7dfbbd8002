/* umpire-correction.h: the battle state the window shows, and corrections
 *
 * One per scenario (umpire_correction_for), shared by every page:
 *
 * - It keeps the scenario's battle state (umpire-battle-state.h), made
 *   again after any change, so that every step, row and page asks the same
 *   replay whether a result it shows is out of date, and why.
 * - It sees every change of a header field a result reads (year, battle,
 *   terrain, scale, a side's nation or sub-units), whatever made it (the
 *   setup's first step, the scenario editor): while results are in force,
 *   the change is made through umpire_battle_correct instead, so every later
 *   result is computed again with the dice it recorded, or marked out of
 *   date saying what it lacks, as one action that Undo takes whole. Then
 *   "corrected" says how many results changed (the session makes a toast
 *   of it). Undo and redo move the header themselves: they pass.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "umpire-battle-state.h"
#include "umpire-rules.h"
#include "umpire-scenario.h"

G_BEGIN_DECLS

#define UMPIRE_TYPE_CORRECTION (umpire_correction_get_type ())
G_DECLARE_FINAL_TYPE (UmpireCorrection, umpire_correction, UMPIRE, CORRECTION, GObject)

/* The scenario's, made on first ask and owned by the scenario; `rules`
 * (may be NULL: no corrections then, the state alone) is taken the first
 * time one is given. */
UmpireCorrection  *umpire_correction_for          (UmpireScenario   *scenario,
                                                   UmpireRules      *rules);
/* The state after every event in force, as the scenario is now; owned by
 * the correction, good until the scenario next changes. */
UmpireBattleState *umpire_correction_get_state    (UmpireCorrection *self);
/* Shorthand: the state of `scenario`'s correction. */
UmpireBattleState *umpire_correction_state_of     (UmpireScenario   *scenario);
/* Whether `event` is out of date in the state now; `reason` (may be NULL)
 * receives why ("defender-units 24 → 28", or the correction's own words),
 * or NULL. */
gboolean           umpire_correction_is_out_of_date (UmpireScenario *scenario,
                                                     UmpireEvent    *event,
                                                     const char    **reason);

/* `reason` (why a result is out of date, as the scenario's file holds it)
 * in the umpire's language; owned by the scenario's correction. NULL for
 * NULL. umpire_correction_is_out_of_date gives reasons so already. */
const char        *umpire_correction_reason_for_people (UmpireScenario *scenario,
                                                        const char     *reason);

/* Header fields `names` to `values` (NULL-terminated), through the
 * correction when results are in force, else at once; FALSE and `error`
 * on a bad value (nothing changed). */
gboolean           umpire_correction_set_header   (UmpireCorrection   *self,
                                                   const char * const *names,
                                                   const char * const *values,
                                                   GError            **error);

/* What a toast says after a correction: "2 results computed again, 1 out
 * of date: roll again"; "No result changed". */
char              *umpire_correction_dup_message  (guint             n_rederived,
                                                   guint             n_out_of_date);

G_END_DECLS
