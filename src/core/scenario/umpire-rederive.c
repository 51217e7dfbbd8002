/* umpire-rederive.c: values that follow from a value changed by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-rederive.h"
#include "umpire-setup-derive.h"

static const struct
{
  const char         *procedure;
  UmpireRederiveFunc  rederive;
} registry[] = {
  { "setup-proximity", umpire_setup_proximity_rederive },
  { "setup-support", umpire_setup_support_rederive },
};

UmpireRederiveFunc
umpire_rederive_lookup (const char *procedure)
{
  for (guint i = 0; procedure != NULL && i < G_N_ELEMENTS (registry); i++)
    if (g_str_equal (registry[i].procedure, procedure))
      return registry[i].rederive;
  return NULL;
}

gboolean
umpire_rederive (UmpireRules   *rules,
                 UmpireResult  *result,
                 const char    *changed,
                 GError       **error)
{
  UmpireRederiveFunc rederive;

  g_return_val_if_fail (UMPIRE_IS_RESULT (result), FALSE);

  rederive = umpire_rederive_lookup (umpire_result_get_procedure (result));
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
