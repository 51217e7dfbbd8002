/* bench-common.h: what every benchmark shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

/* For qsort: doubles in ascending order (medians and worst cases). */
int bench_compare_doubles (const void *a,
                           const void *b);
