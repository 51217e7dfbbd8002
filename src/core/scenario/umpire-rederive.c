/* umpire-rederive.c: values that follow from a value changed by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-rederive.h"

gboolean
umpire_rederive (UmpireRules   *rules,
                 UmpireResult  *result,
                 const char    *changed,
                 GError       **error)
{
  UmpireRederiveFunc rederive;

  g_return_val_if_fail (UMPIRE_IS_RESULT (result), FALSE);

  /* The descriptor says what follows from what. */
  rederive = umpire_result_get_info (result) != NULL ? umpire_result_get_info (result)->rederive : NULL;
  if (rederive == NULL || changed == NULL)
    return TRUE;
  return rederive (rules, result, changed, error);
}

char *
umpire_rederive_dup_changed (UmpireResult *original,
                             UmpireResult *changed)
{
  g_auto(GStrv) names = NULL;

  g_return_val_if_fail (UMPIRE_IS_RESULT (original), NULL);
  g_return_val_if_fail (UMPIRE_IS_RESULT (changed), NULL);

  names = umpire_result_dup_value_names (changed);
  for (guint i = 0; names[i] != NULL; i++)
    if (g_strcmp0 (umpire_result_get_value (original, names[i]),
                   umpire_result_get_value (changed, names[i])) != 0)
      return g_strdup (names[i]);
  return NULL;
}
