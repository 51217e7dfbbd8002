/* umpire-era-choice.h: the drop-down of the Combat Results Table's eras
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "umpire-rules.h"

G_BEGIN_DECLS

/* Fills `dropdown` with the eras of weltkrieg.crt-eras: the open list names
 * each in full ("Combat Results Table for 1914 through 1916"), the closed
 * drop-down the years it covers (the item's value, "1914-1916"), which a
 * phone's width holds, the full name a hover away. Each item carries its
 * era's id (umpire_choice_get_id): a field row reads the drop-down. */
void umpire_era_choice_fill     (GtkDropDown *dropdown,
                                 UmpireRules *rules);
/* Sets `dropdown`'s model to the terrains of weltkrieg.terrain, labelled,
 * each with its id behind it (its factories are the page's). */
void umpire_terrain_choice_fill (GtkDropDown *dropdown,
                                 UmpireRules *rules);

G_END_DECLS
