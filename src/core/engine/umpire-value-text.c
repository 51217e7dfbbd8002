/* umpire-value-text.c: what people read for the values of a result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-derosa.h"
#include "umpire-event.h"
#include "umpire-procedure.h"
#include "umpire-setup.h"
#include "umpire-value-text.h"

/* Values that name a column of a rules table. */
static const struct
{
  const char *procedure;
  const char *name;
  const char *table;
} column_values[] = {
  { "setup-support", "column", "1916.support" },
  { "setup-heavy-weapons", "column", "1916.heavy-weapons" },
};

/* Words the procedures write as values. */
static const struct
{
  const char *procedure;   /* NULL: any */
  const char *name;
  const char *value;
  const char *text;
} words[] = {
  { "derosa-melee", "outcome", "attacker-wins", N_("Attacker wins") },
  { "derosa-melee", "outcome", "defender-wins", N_("Defender wins") },
  { "derosa-melee", "outcome", "continue", N_("The melee goes on") },
  { NULL, "lull", "none", N_("No lull") },
  { NULL, "lull", "short", N_("Short lull") },
  { NULL, "lull", "long", N_("Long lull") },
};

static const char *
column_table (const char *procedure,
              const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (column_values); i++)
    if (g_strcmp0 (procedure, column_values[i].procedure) == 0 && g_str_equal (name, column_values[i].name))
      return column_values[i].table;
  return NULL;
}

char *
umpire_value_dup_for_people (UmpireRules *rules,
                             const char  *procedure,
                             const char  *name,
                             const char  *value)
{
  const char *table;
  UmpireDerosaMorale morale;
  UmpireSide side;

  if (value == NULL)
    return NULL;
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if ((words[i].procedure == NULL || g_strcmp0 (procedure, words[i].procedure) == 0)
        && g_str_equal (name, words[i].name) && g_str_equal (value, words[i].value))
      return g_strdup (_(words[i].text));

  if (g_strcmp0 (procedure, "setup-support") == 0 && g_str_equal (name, "category"))
    return g_strdup (umpire_setup_support_category_label (value));
  if (rules != NULL && (table = column_table (procedure, name)) != NULL)
    {
      const char *label = umpire_rules_get_column_label (rules, table, value);

      if (label != NULL)
        return g_strdup (label);
    }
  if (g_str_has_prefix (procedure ? procedure : "", "derosa-")
      && (g_str_equal (name, "state") || g_str_has_suffix (name, "-state"))
      && umpire_derosa_morale_from_string (value, &morale))
    return g_strdup (umpire_derosa_morale_label (morale));
  if (g_str_equal (name, "loser") && umpire_side_from_string (value, &side) && side != UMPIRE_SIDE_NONE)
    return g_strdup (umpire_side_get_label (side));
  if (g_str_equal (value, "yes") || g_str_equal (value, "no"))
    return g_strdup (umpire_yes_no_get_label (value));
  return umpire_value_dup_for_display (value);
}

const char *
umpire_unit_kind_get_label (const char *kind)
{
  /* The kinds weltkrieg.hq-reserves names in its item values. */
  static const struct { const char *id; const char *label; } kinds[] = {
    { "infantry", N_("Infantry") },
    { "mountain", N_("Mountain") },
    { "marine", N_("Marine") },
    { "cavalry", N_("Cavalry") },
  };

  for (guint i = 0; kind != NULL && i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (kind, kinds[i].id))
      return _(kinds[i].label);
  return kind;
}

char *
umpire_input_dup_for_people (UmpireRules *rules,
                             const char  *system,
                             const char  *name,
                             const char  *value)
{
  static const struct { const char *system; const char *name; const char *table; const char *prefix; } rows[] = {
    { "1916", "nation", "1916.nations", "" },
    { "1916", "opponent", "1916.nations", "" },
    { "1916", "battle", "1916.scenario", "battle-" },
    { "1916", "terrain", "1916.proximity", "" },
    { "1916", "scale", "1916.scales", "" },
    { "weltkrieg", "nation", "weltkrieg.hq-ratings", "" },
    { "weltkrieg", "nation", "weltkrieg.minor-powers", "" },
    { "weltkrieg", "terrain", "weltkrieg.terrain", "" },
    { "weltkrieg", "era", "weltkrieg.crt-eras", "" },
    { "derosa", "type", "derosa.movement", "" },
  };

  if (g_strcmp0 (name, "role") == 0)
    {
      UmpireSide side;

      if (umpire_side_from_string (value, &side) && side != UMPIRE_SIDE_NONE)
        return g_strdup (umpire_side_get_label (side));
    }
  if (g_strcmp0 (name, "category") == 0)
    return g_strdup (umpire_setup_support_category_label (value));
  if (g_strcmp0 (name, "unit") == 0)
    return g_strdup (umpire_unit_kind_get_label (value));
  if (g_strcmp0 (system, "derosa") == 0 && (g_strcmp0 (name, "formation") == 0 || g_strcmp0 (name, "terrain") == 0))
    {
      const char *label = umpire_rules_get_column_label (rules, "derosa.movement", value);

      if (label != NULL)
        return g_strdup (label);
    }
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (g_strcmp0 (system, rows[i].system) == 0 && g_strcmp0 (name, rows[i].name) == 0)
      {
        g_autofree char *row_id = g_strconcat (rows[i].prefix, value, NULL);
        char *label = umpire_rules_dup_row_label (rules, rows[i].table, row_id);

        if (label != NULL)
          return label;
      }
  return g_strdup (umpire_yes_no_get_label (value));
}
