/* umpire-roster.c: the units on the table, for De Rosa's miniatures rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "umpire-procedure.h"
#include "umpire-roster.h"
#include "umpire-rules-labels.h"

#define NATIONS "derosa.nations"

struct _UmpireRosterUnit
{
  GObject            parent_instance;

  char              *name;
  char              *nation;
  char              *unit_type;
  guint              figures;
  UmpireDerosaMorale morale;
  gboolean           trained;
  gboolean           veteran;
  guint              ammo_used;
};

G_DEFINE_FINAL_TYPE (UmpireRosterUnit, umpire_roster_unit, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_NATION,
  PROP_UNIT_TYPE,
  PROP_FIGURES,
  PROP_MORALE,
  PROP_TRAINED,
  PROP_VETERAN,
  PROP_AMMO_USED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
umpire_roster_unit_finalize (GObject *object)
{
  UmpireRosterUnit *self = UMPIRE_ROSTER_UNIT (object);

  g_free (self->name);
  g_free (self->nation);
  g_free (self->unit_type);
  G_OBJECT_CLASS (umpire_roster_unit_parent_class)->finalize (object);
}

static void
umpire_roster_unit_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  UmpireRosterUnit *self = UMPIRE_ROSTER_UNIT (object);

  switch (prop_id)
    {
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_NATION: g_value_set_string (value, self->nation); break;
    case PROP_UNIT_TYPE: g_value_set_string (value, self->unit_type); break;
    case PROP_FIGURES: g_value_set_uint (value, self->figures); break;
    case PROP_MORALE: g_value_set_uint (value, self->morale); break;
    case PROP_TRAINED: g_value_set_boolean (value, self->trained); break;
    case PROP_VETERAN: g_value_set_boolean (value, self->veteran); break;
    case PROP_AMMO_USED: g_value_set_uint (value, self->ammo_used); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_roster_unit_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  UmpireRosterUnit *self = UMPIRE_ROSTER_UNIT (object);

  switch (prop_id)
    {
    case PROP_NAME: umpire_roster_unit_set_name (self, g_value_get_string (value)); break;
    case PROP_NATION: umpire_roster_unit_set_nation (self, g_value_get_string (value)); break;
    case PROP_UNIT_TYPE: umpire_roster_unit_set_unit_type (self, g_value_get_string (value)); break;
    case PROP_FIGURES: umpire_roster_unit_set_figures (self, g_value_get_uint (value)); break;
    case PROP_MORALE: umpire_roster_unit_set_morale (self, g_value_get_uint (value)); break;
    case PROP_TRAINED: umpire_roster_unit_set_trained (self, g_value_get_boolean (value)); break;
    case PROP_VETERAN: umpire_roster_unit_set_veteran (self, g_value_get_boolean (value)); break;
    case PROP_AMMO_USED: umpire_roster_unit_set_ammo_used (self, g_value_get_uint (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_roster_unit_class_init (UmpireRosterUnitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = umpire_roster_unit_finalize;
  object_class->get_property = umpire_roster_unit_get_property;
  object_class->set_property = umpire_roster_unit_set_property;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", flags);
  properties[PROP_NATION] = g_param_spec_string ("nation", NULL, NULL, "", flags);
  properties[PROP_UNIT_TYPE] = g_param_spec_string ("unit-type", NULL, NULL, "infantry", flags);
  properties[PROP_FIGURES] = g_param_spec_uint ("figures", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /* An UmpireDerosaMorale: 0 good, 1 shaken, 2 routed. */
  properties[PROP_MORALE] = g_param_spec_uint ("morale", NULL, NULL, UMPIRE_DEROSA_GOOD,
                                               UMPIRE_DEROSA_ROUTED, UMPIRE_DEROSA_GOOD, flags);
  properties[PROP_TRAINED] = g_param_spec_boolean ("trained", NULL, NULL, FALSE, flags);
  properties[PROP_VETERAN] = g_param_spec_boolean ("veteran", NULL, NULL, FALSE, flags);
  properties[PROP_AMMO_USED] = g_param_spec_uint ("ammo-used", NULL, NULL, 0, G_MAXUINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
umpire_roster_unit_init (UmpireRosterUnit *self)
{
  self->name = g_strdup ("");
  self->nation = g_strdup ("");
  self->unit_type = g_strdup ("infantry");
}

UmpireRosterUnit *
umpire_roster_unit_new (const char *name,
                        const char *nation,
                        const char *unit_type,
                        guint       figures)
{
  return g_object_new (UMPIRE_TYPE_ROSTER_UNIT,
                       "name", name ? name : "",
                       "nation", nation ? nation : "",
                       "unit-type", unit_type ? unit_type : "infantry",
                       "figures", figures,
                       NULL);
}

static void
set_string (UmpireRosterUnit  *self,
            char             **field,
            const char        *value,
            int                prop)
{
  if (g_strcmp0 (*field, value ? value : "") == 0)
    return;
  g_free (*field);
  *field = g_strdup (value ? value : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

#define UINT_SETTER(field, prop)                                       \
  if (self->field == field)                                            \
    return;                                                            \
  self->field = field;                                                 \
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop])

const char *
umpire_roster_unit_get_name (UmpireRosterUnit *self)
{
  g_return_val_if_fail (UMPIRE_IS_ROSTER_UNIT (self), NULL);
  return self->name;
}

void
umpire_roster_unit_set_name (UmpireRosterUnit *self,
                             const char       *name)
{
  g_return_if_fail (UMPIRE_IS_ROSTER_UNIT (self));
  set_string (self, &self->name, name, PROP_NAME);
}

const char *
umpire_roster_unit_get_nation (UmpireRosterUnit *self)
{
  g_return_val_if_fail (UMPIRE_IS_ROSTER_UNIT (self), NULL);
  return self->nation;
}

void
umpire_roster_unit_set_nation (UmpireRosterUnit *self,
                               const char       *nation)
{
  g_return_if_fail (UMPIRE_IS_ROSTER_UNIT (self));
  set_string (self, &self->nation, nation, PROP_NATION);
}

const char *
umpire_roster_unit_get_unit_type (UmpireRosterUnit *self)
{
  g_return_val_if_fail (UMPIRE_IS_ROSTER_UNIT (self), NULL);
  return self->unit_type;
}

void
umpire_roster_unit_set_unit_type (UmpireRosterUnit *self,
                                  const char       *unit_type)
{
  g_return_if_fail (UMPIRE_IS_ROSTER_UNIT (self));
  set_string (self, &self->unit_type, unit_type, PROP_UNIT_TYPE);
}

guint
umpire_roster_unit_get_figures (UmpireRosterUnit *self)
{
  g_return_val_if_fail (UMPIRE_IS_ROSTER_UNIT (self), 0);
  return self->figures;
}

void
umpire_roster_unit_set_figures (UmpireRosterUnit *self,
                                guint             figures)
{
  g_return_if_fail (UMPIRE_IS_ROSTER_UNIT (self));
  UINT_SETTER (figures, PROP_FIGURES);
}

UmpireDerosaMorale
umpire_roster_unit_get_morale (UmpireRosterUnit *self)
{
  g_return_val_if_fail (UMPIRE_IS_ROSTER_UNIT (self), UMPIRE_DEROSA_GOOD);
  return self->morale;
}

void
umpire_roster_unit_set_morale (UmpireRosterUnit   *self,
                               UmpireDerosaMorale  morale)
{
  g_return_if_fail (UMPIRE_IS_ROSTER_UNIT (self));
  g_return_if_fail (morale <= UMPIRE_DEROSA_ROUTED);
  UINT_SETTER (morale, PROP_MORALE);
}

gboolean
umpire_roster_unit_get_trained (UmpireRosterUnit *self)
{
  g_return_val_if_fail (UMPIRE_IS_ROSTER_UNIT (self), FALSE);
  return self->trained;
}

void
umpire_roster_unit_set_trained (UmpireRosterUnit *self,
                                gboolean          trained)
{
  g_return_if_fail (UMPIRE_IS_ROSTER_UNIT (self));
  trained = !!trained;
  UINT_SETTER (trained, PROP_TRAINED);
}

gboolean
umpire_roster_unit_get_veteran (UmpireRosterUnit *self)
{
  g_return_val_if_fail (UMPIRE_IS_ROSTER_UNIT (self), FALSE);
  return self->veteran;
}

void
umpire_roster_unit_set_veteran (UmpireRosterUnit *self,
                                gboolean          veteran)
{
  g_return_if_fail (UMPIRE_IS_ROSTER_UNIT (self));
  veteran = !!veteran;
  UINT_SETTER (veteran, PROP_VETERAN);
}

guint
umpire_roster_unit_get_ammo_used (UmpireRosterUnit *self)
{
  g_return_val_if_fail (UMPIRE_IS_ROSTER_UNIT (self), 0);
  return self->ammo_used;
}

void
umpire_roster_unit_set_ammo_used (UmpireRosterUnit *self,
                                  guint             ammo_used)
{
  g_return_if_fail (UMPIRE_IS_ROSTER_UNIT (self));
  UINT_SETTER (ammo_used, PROP_AMMO_USED);
}

char *
umpire_roster_unit_describe (UmpireRosterUnit *self)
{
  g_return_val_if_fail (UMPIRE_IS_ROSTER_UNIT (self), NULL);
  /* TRANSLATORS: name (nation type, N figures, morale state) */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%s %s, %u figure, %s)", "%s (%s %s, %u figures, %s)",
                                       self->figures),
                          self->name, self->nation, self->unit_type, self->figures,
                          umpire_derosa_morale_label (self->morale));
}

gboolean
umpire_roster_unit_apply_result (UmpireRosterUnit *self,
                                 UmpireResult     *result,
                                 const char       *side)
{
  const char *procedure;
  UmpireDerosaMorale morale;
  guint64 used;

  g_return_val_if_fail (UMPIRE_IS_ROSTER_UNIT (self), FALSE);
  g_return_val_if_fail (UMPIRE_IS_RESULT (result), FALSE);

  procedure = umpire_result_get_procedure (result);
  if (umpire_procedure_info_has_id (&umpire_derosa_morale_info, procedure))
    {
      if (!umpire_derosa_morale_from_string (umpire_result_get_value (result, "new-state"), &morale) ||
          morale == self->morale)
        return FALSE;
      umpire_roster_unit_set_morale (self, morale);
      return TRUE;
    }
  if (umpire_procedure_info_has_id (&umpire_derosa_melee_info, procedure))
    {
      if (side == NULL || g_strcmp0 (umpire_result_get_value (result, "loser"), side) != 0 ||
          !umpire_derosa_morale_from_string (umpire_result_get_value (result, "loser-state"), &morale))
        return FALSE;
      /* A routed unit does not get better by losing a melee. */
      if (morale <= self->morale)
        return FALSE;
      umpire_roster_unit_set_morale (self, morale);
      return TRUE;
    }
  if (umpire_procedure_info_has_id (&umpire_derosa_ammo_info, procedure))
    {
      const char *text = umpire_result_get_value (result, "used");

      if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &used, NULL) ||
          used == self->ammo_used)
        return FALSE;
      umpire_roster_unit_set_ammo_used (self, (guint) used);
      return TRUE;
    }
  return FALSE;
}

/* ---------------------------------------------------------------------- */
/* Nations                                                                */

GStrv
umpire_roster_dup_nations (UmpireRules *rules)
{
  const UmpireTable *nations = rules != NULL ? umpire_rules_get_table (rules, NATIONS) : NULL;
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();

  for (guint i = 0; nations != NULL && i < nations->rows->len; i++)
    g_strv_builder_add (ids, ((const UmpireRow *) g_ptr_array_index (nations->rows, i))->id);
  return g_strv_builder_end (ids);
}

const char *
umpire_roster_find_nation (UmpireRules *rules,
                           const char  *text)
{
  const UmpireTable *nations = rules != NULL ? umpire_rules_get_table (rules, NATIONS) : NULL;
  g_autofree char *word = g_strstrip (g_strdup (text != NULL ? text : ""));

  /* The ids are the English words: "British" and " french " name them. */
  for (guint i = 0; nations != NULL && *word != '\0' && i < nations->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (nations->rows, i);

      if (g_ascii_strcasecmp (row->id, word) == 0)
        return row->id;
    }
  return NULL;
}

GStrv
umpire_roster_dup_nation_modifiers (UmpireRules *rules,
                                    const char  *nation)
{
  const UmpireTable *nations = rules != NULL ? umpire_rules_get_table (rules, NATIONS) : NULL;
  const char *id = nation != NULL ? umpire_roster_find_nation (rules, nation) : NULL;
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();

  for (guint i = 0; nations != NULL && i < nations->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (nations->rows, i);
      g_auto(GStrv) modifiers = NULL;

      if ((nation != NULL && g_strcmp0 (row->id, id) != 0) || row->item_value == NULL)
        continue;
      modifiers = g_strsplit (row->item_value, " ", -1);
      for (guint m = 0; modifiers[m] != NULL; m++)
        if (*modifiers[m] != '\0')
          g_strv_builder_add (ids, modifiers[m]);
    }
  return g_strv_builder_end (ids);
}

char *
umpire_roster_dup_nation_label (UmpireRules *rules,
                                const char  *nation)
{
  const char *id = umpire_roster_find_nation (rules, nation);

  return id != NULL ? umpire_rules_label_for (rules, NATIONS, id) : g_strdup (nation != NULL ? nation : "");
}

/* ---------------------------------------------------------------------- */
/* The roster                                                             */

GListStore *
umpire_roster_new (void)
{
  return g_list_store_new (UMPIRE_TYPE_ROSTER_UNIT);
}

char *
umpire_roster_to_data (GListModel *roster)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  guint n;

  g_return_val_if_fail (G_IS_LIST_MODEL (roster), NULL);

  n = g_list_model_get_n_items (roster);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(UmpireRosterUnit) unit = g_list_model_get_item (roster, i);
      g_autofree char *group = g_strdup_printf ("unit %u", i + 1);

      g_key_file_set_string (file, group, "name", unit->name);
      g_key_file_set_string (file, group, "nation", unit->nation);
      g_key_file_set_string (file, group, "type", unit->unit_type);
      g_key_file_set_uint64 (file, group, "figures", unit->figures);
      g_key_file_set_string (file, group, "morale", umpire_derosa_morale_to_string (unit->morale));
      g_key_file_set_boolean (file, group, "trained", unit->trained);
      g_key_file_set_boolean (file, group, "veteran", unit->veteran);
      g_key_file_set_uint64 (file, group, "ammo-used", unit->ammo_used);
    }
  return g_key_file_to_data (file, NULL, NULL);
}

gboolean
umpire_roster_load_data (GListStore   *roster,
                         UmpireRules  *rules,
                         const char   *data,
                         GError      **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GPtrArray) units = g_ptr_array_new_with_free_func (g_object_unref);
  g_auto(GStrv) groups = NULL;

  g_return_val_if_fail (G_IS_LIST_STORE (roster), FALSE);

  if (!g_key_file_load_from_data (file, data, (gsize) -1, G_KEY_FILE_NONE, error))
    return FALSE;
  groups = g_key_file_get_groups (file, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      g_autofree char *name = g_key_file_get_string (file, groups[i], "name", error);
      g_autofree char *nation = NULL, *type = NULL, *morale_text = NULL;
      UmpireDerosaMorale morale;
      guint64 figures, ammo;
      UmpireRosterUnit *unit;

      if (name == NULL)
        return FALSE;
      nation = g_key_file_get_string (file, groups[i], "nation", NULL);
      /* Nations were typed before they were chosen: the rules' own words
       * become their ids, anything else stays as typed. */
      if (umpire_roster_find_nation (rules, nation) != NULL)
        {
          char *id = g_strdup (umpire_roster_find_nation (rules, nation));

          g_free (nation);
          nation = id;
        }
      type = g_key_file_get_string (file, groups[i], "type", NULL);
      morale_text = g_key_file_get_string (file, groups[i], "morale", NULL);
      if (!umpire_derosa_morale_from_string (morale_text ? morale_text : "good", &morale))
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "morale",
                              _("unknown morale state “%s” in %s"), morale_text, groups[i]);
          return FALSE;
        }
      figures = g_key_file_get_uint64 (file, groups[i], "figures", NULL);
      ammo = g_key_file_get_uint64 (file, groups[i], "ammo-used", NULL);
      unit = umpire_roster_unit_new (name, nation, type, (guint) MIN (figures, G_MAXUINT));
      unit->morale = morale;
      unit->trained = g_key_file_get_boolean (file, groups[i], "trained", NULL);
      unit->veteran = g_key_file_get_boolean (file, groups[i], "veteran", NULL);
      unit->ammo_used = (guint) MIN (ammo, G_MAXUINT);
      g_ptr_array_add (units, unit);
    }
  g_list_store_splice (roster, 0, g_list_model_get_n_items (G_LIST_MODEL (roster)),
                       units->pdata, units->len);
  return TRUE;
}
