/* umpire-test-core.h: what the core's procedure tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-dice.h"
#include "umpire-result.h"

G_BEGIN_DECLS

/* Physical d6s holding `values` as the umpire would type them ("6,5");
 * NULL or "" for none. */
UmpireDice *umpire_test_dice_with     (const char   *values);

/* Value `name` of `result` is `expected`; on failure the test's log gets
 * the result's whole text, trail and all, to show why. */
void        umpire_test_assert_result (UmpireResult *result,
                                       const char   *name,
                                       const char   *expected);

/* `xml`, a scenario as Umpire writes it, follows the published schema
 * (umpire-scenario.rng); on failure the line and the schema's message. */
void        umpire_test_assert_scenario_schema (const char *xml);

/* A plain dice roll of `expr` ("2d6"), as umpire-cli roll records one (no
 * procedure: its total and the roll), the dice's faces typed ("6,6"). */
UmpireResult *umpire_test_plain_roll_new (const char *expr,
                                          const char *faces);

/* Removes a test's working directory and the files in it. */
void        umpire_test_remove_work_dir (const char *dir);
/* How many times `needle` occurs in `haystack` (overlapping ones too). */
guint       umpire_test_count_occurrences (const char *haystack,
                                           const char *needle);

G_END_DECLS
