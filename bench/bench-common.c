/* bench-common.c: what every benchmark shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bench-common.h"

int
bench_compare_doubles (const void *a,
                       const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}
