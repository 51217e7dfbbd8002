/* umpire-ref-string.h: interned strings shared by the threads that work
 *
 * Results hold their names and values as interned GRefStrings. GLib before
 * 2.76 lets a release that takes a string's last reference race a lookup
 * of the same text on another thread (the lookup finds it at a count of 0,
 * then it is freed): odds are worked out on a thread while the main thread
 * makes and frees results. Every intern and release of these strings goes
 * through this pair, which holds one lock over both.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *umpire_ref_string_intern  (const char *text);
void  umpire_ref_string_release (char       *string);

G_END_DECLS
