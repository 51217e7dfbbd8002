/* umpire-catalogue.c: every procedure of every rule system, by id
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-catalogue.h"
#include "umpire-derosa.h"
#include "umpire-optional.h"
#include "umpire-play.h"
#include "umpire-setup.h"
#include "umpire-weltkrieg.h"

static const UmpireSystemInfo * const systems[] = {
  &umpire_1916_system,
  &umpire_weltkrieg_system,
  &umpire_derosa_system,
  NULL,
};

static const UmpireProcedureInfo * const procedures[] = {
  /* 1916: the setup sequence, play, the optional rules */
  &umpire_setup_support_info,
  &umpire_setup_heavy_weapons_info,
  &umpire_setup_defensive_works_info,
  &umpire_setup_proximity_info,
  &umpire_setup_counterbattery_info,
  &umpire_setup_bombardment_info,
  &umpire_play_reinforcements_info,
  &umpire_play_lull_info,
  &umpire_play_lull_features_info,
  &umpire_optional_natural_antagonists_info,
  &umpire_optional_veteran_officer_info,
  &umpire_optional_lost_platoon_info,
  &umpire_optional_battery_encounter_info,
  &umpire_optional_scouts_info,
  &umpire_optional_entanglement_info,
  &umpire_optional_trench_stop_info,
  &umpire_optional_fire_storm_info,
  &umpire_optional_mortar_fire_info,
  &umpire_optional_lone_assault_info,
  &umpire_optional_bomber_parties_info,
  &umpire_optional_veteran_barrage_info,
  /* Der Weltkrieg */
  &umpire_crt_info,
  &umpire_combat_info,
  &umpire_reserve_info,
  &umpire_westfront_french_attack_info,
  &umpire_westfront_line_info,
  &umpire_westfront_liege_info,
  &umpire_westfront_belgian_release_info,
  /* De Rosa */
  &umpire_derosa_move_info,
  &umpire_derosa_morale_info,
  &umpire_derosa_fire_info,
  &umpire_derosa_melee_info,
  &umpire_derosa_ammo_info,
  &umpire_derosa_correction_info,
  NULL,
};

const UmpireProcedureInfo *
umpire_catalogue_find (const char *id)
{
  if (id == NULL)
    return NULL;
  for (guint i = 0; procedures[i] != NULL; i++)
    if (umpire_procedure_info_has_id (procedures[i], id))
      return procedures[i];
  return NULL;
}

const UmpireSystemInfo *
umpire_catalogue_find_system (const char *id)
{
  for (guint i = 0; id != NULL && systems[i] != NULL; i++)
    if (g_str_equal (systems[i]->id, id))
      return systems[i];
  return NULL;
}

const UmpireSystemInfo * const *
umpire_catalogue_get_systems (void)
{
  return systems;
}

const UmpireProcedureInfo * const *
umpire_catalogue_get_procedures (void)
{
  return procedures;
}

const char *
umpire_catalogue_get_title (const char *id)
{
  const UmpireProcedureInfo *info = umpire_catalogue_find (id);

  return info != NULL ? umpire_procedure_info_get_title (info) : id;
}

const char *
umpire_catalogue_get_system_name (const char *id)
{
  const UmpireSystemInfo *system = umpire_catalogue_find_system (id);

  if (system != NULL)
    return umpire_system_info_get_name (system);
  return id != NULL ? id : "—";
}

/* Input `name` of procedure `id`; else the first choice of that name among
 * the procedures of the same rule system (an input an older version
 * recorded, a field several procedures share). */
static const UmpireField *
find_input (const char *id,
            const char *name)
{
  const UmpireProcedureInfo *info = umpire_catalogue_find (id);
  const UmpireField *field = umpire_procedure_info_find_input (info, name);

  for (guint i = 0; field == NULL && info != NULL && procedures[i] != NULL; i++)
    if (procedures[i]->system == info->system)
      field = umpire_procedure_info_find_input (procedures[i], name);
  return field;
}

const char *
umpire_catalogue_get_input_label (const char *id,
                                  const char *name)
{
  const UmpireField *field = find_input (id, name);

  return field != NULL ? umpire_field_get_label (field) : name;
}

char *
umpire_value_dup_for_people (UmpireRules *rules,
                             const char  *procedure,
                             const char  *name,
                             const char  *value)
{
  const UmpireField *field = umpire_procedure_info_find_value (umpire_catalogue_find (procedure), name);

  return umpire_field_dup_for_people (field, rules, value);
}

char *
umpire_input_dup_for_people (UmpireRules *rules,
                             const char  *procedure,
                             const char  *name,
                             const char  *value)
{
  return umpire_field_dup_for_people (find_input (procedure, name), rules, value);
}

char *
umpire_system_input_dup_for_people (UmpireRules *rules,
                                    const char  *system,
                                    const char  *name,
                                    const char  *value)
{
  const UmpireField *found = NULL;

  /* The first procedure of the system whose input names the choice. */
  for (guint i = 0; found == NULL && procedures[i] != NULL; i++)
    {
      const UmpireField *field = umpire_procedure_info_find_input (procedures[i], name);

      if (g_strcmp0 (procedures[i]->system->id, system) == 0 && field != NULL
          && field->kind == UMPIRE_FIELD_CHOICE)
        found = field;
    }
  return umpire_field_dup_for_people (found, rules, value);
}

char *
umpire_result_dup_outcome (UmpireRules  *rules,
                           UmpireResult *result)
{
  const UmpireProcedureInfo *info;
  g_autoptr(GString) line = g_string_new (NULL);

  g_return_val_if_fail (UMPIRE_IS_RESULT (result), NULL);

  info = umpire_result_get_info (result);
  if (info == NULL || info->outcome == NULL)
    return NULL;
  for (guint i = 0; info->outcome[i] != NULL; i++)
    {
      const char *value = umpire_result_get_value (result, info->outcome[i]);
      g_autofree char *shown = NULL;

      if (value == NULL)
        continue;
      shown = umpire_value_dup_for_people (rules, info->id, info->outcome[i], value);
      if (line->len > 0)
        g_string_append (line, " · ");
      /* Translators: a value in a log row's one-line outcome, e.g. "Defender loss: 2" */
      g_string_append_printf (line, _("%s: %s"), umpire_result_get_value_label (result, info->outcome[i]), shown);
    }
  return line->len > 0 ? g_strdup (line->str) : NULL;
}

gboolean
umpire_catalogue_check_rules (UmpireRules  *rules,
                              GError      **error)
{
  const UmpireProcedureInfo * const *all = umpire_catalogue_get_procedures ();
  const UmpireTable *lacking = NULL;
  g_autoptr(GString) missing = g_string_new (NULL);

  g_return_val_if_fail (UMPIRE_IS_RULES (rules), FALSE);

  for (guint i = 0; all[i] != NULL; i++)
    {
      const UmpireProcedureInfo *info = all[i];
      const UmpireTable *table;
      gboolean found = FALSE;

      if (info->rule_entry == NULL || info->rule_item == NULL)
        continue;
      table = umpire_rules_get_table (rules, info->rule_entry);
      /* The built-in database is checked by its own tests: only what a
       * pack replaced. The first entry lacking items is named. */
      if (table == NULL || table->overrides == NULL || (lacking != NULL && table != lacking))
        continue;
      for (guint r = 0; table->rows != NULL && r < table->rows->len && !found; r++)
        found = g_strcmp0 (((const UmpireRow *) g_ptr_array_index (table->rows, r))->id, info->rule_item) == 0;
      if (!found)
        {
          lacking = table;
          g_string_append_printf (missing, "%s“%s” (%s)", missing->len > 0 ? ", " : "",
                                  info->rule_item, umpire_catalogue_get_title (info->id));
        }
    }
  if (lacking != NULL)
    {
      g_set_error (error, UMPIRE_RULES_ERROR, UMPIRE_RULES_ERROR_INVALID,
                   _("%s:%d: “%s” lacks items that procedures read: %s"),
                   lacking->prov.file, lacking->prov.line, lacking->id, missing->str);
      return FALSE;
    }
  return TRUE;
}
