/* umpire-optional-rule.c: one optional rule, in use or not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-optional-rule.h"

struct _UmpireOptionalRule
{
  GObject   parent_instance;

  char     *id;
  gboolean  enabled;
};

G_DEFINE_FINAL_TYPE (UmpireOptionalRule, umpire_optional_rule, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_ENABLED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

UmpireOptionalRule *
umpire_optional_rule_new (const char *id,
                          gboolean    enabled)
{
  g_return_val_if_fail (id != NULL, NULL);
  return g_object_new (UMPIRE_TYPE_OPTIONAL_RULE, "id", id, "enabled", enabled, NULL);
}

const char *
umpire_optional_rule_get_id (UmpireOptionalRule *self)
{
  g_return_val_if_fail (UMPIRE_IS_OPTIONAL_RULE (self), NULL);
  return self->id;
}

gboolean
umpire_optional_rule_get_enabled (UmpireOptionalRule *self)
{
  g_return_val_if_fail (UMPIRE_IS_OPTIONAL_RULE (self), FALSE);
  return self->enabled;
}

void
umpire_optional_rule_set_enabled (UmpireOptionalRule *self,
                                  gboolean            enabled)
{
  g_return_if_fail (UMPIRE_IS_OPTIONAL_RULE (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;
  self->enabled = enabled;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

static void
umpire_optional_rule_finalize (GObject *object)
{
  UmpireOptionalRule *self = UMPIRE_OPTIONAL_RULE (object);

  g_free (self->id);
  G_OBJECT_CLASS (umpire_optional_rule_parent_class)->finalize (object);
}

static void
umpire_optional_rule_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  UmpireOptionalRule *self = UMPIRE_OPTIONAL_RULE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_optional_rule_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  UmpireOptionalRule *self = UMPIRE_OPTIONAL_RULE (object);

  switch (prop_id)
    {
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;
    case PROP_ENABLED:
      umpire_optional_rule_set_enabled (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_optional_rule_class_init (UmpireOptionalRuleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = umpire_optional_rule_finalize;
  object_class->get_property = umpire_optional_rule_get_property;
  object_class->set_property = umpire_optional_rule_set_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
umpire_optional_rule_init (UmpireOptionalRule *self)
{
}
