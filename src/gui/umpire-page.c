/* umpire-page.c: the base of the pages that run procedures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-page.h"

typedef struct
{
  UmpireRules   *rules;
  UmpireDice    *dice;
  UmpireSession *session;
} UmpirePagePrivate;

enum {
  PROP_0,
  PROP_RULES,
  PROP_DICE,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_TYPE_WITH_PRIVATE (UmpirePage, umpire_page, ADW_TYPE_BIN)

static void
umpire_page_constructed (GObject *object)
{
  UmpirePagePrivate *priv = umpire_page_get_instance_private (UMPIRE_PAGE (object));

  /* Made without a database (tests, previews): the built-in one. */
  if (priv->rules == NULL)
    priv->rules = umpire_rules_new ();
  G_OBJECT_CLASS (umpire_page_parent_class)->constructed (object);
}

static void
umpire_page_dispose (GObject *object)
{
  UmpirePagePrivate *priv = umpire_page_get_instance_private (UMPIRE_PAGE (object));

  g_clear_object (&priv->rules);
  g_clear_object (&priv->dice);
  g_clear_object (&priv->session);
  G_OBJECT_CLASS (umpire_page_parent_class)->dispose (object);
}

static void
umpire_page_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  UmpirePagePrivate *priv = umpire_page_get_instance_private (UMPIRE_PAGE (object));

  switch (prop_id)
    {
    case PROP_RULES: g_value_set_object (value, priv->rules); break;
    case PROP_DICE: g_value_set_object (value, priv->dice); break;
    case PROP_SESSION: g_value_set_object (value, priv->session); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_page_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  UmpirePagePrivate *priv = umpire_page_get_instance_private (UMPIRE_PAGE (object));

  switch (prop_id)
    {
    case PROP_RULES: priv->rules = g_value_dup_object (value); break;
    case PROP_DICE: priv->dice = g_value_dup_object (value); break;
    case PROP_SESSION:
      if (g_set_object (&priv->session, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_page_class_init (UmpirePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = umpire_page_constructed;
  object_class->dispose = umpire_page_dispose;
  object_class->get_property = umpire_page_get_property;
  object_class->set_property = umpire_page_set_property;

  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL, UMPIRE_TYPE_RULES,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DICE] =
    g_param_spec_object ("dice", NULL, NULL, UMPIRE_TYPE_DICE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* Where the forms record their results (the window's); NULL: shown only. */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, UMPIRE_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
umpire_page_init (UmpirePage *self)
{
}

UmpireRules *
umpire_page_get_rules (UmpirePage *self)
{
  g_return_val_if_fail (UMPIRE_IS_PAGE (self), NULL);
  return ((UmpirePagePrivate *) umpire_page_get_instance_private (self))->rules;
}

UmpireDice *
umpire_page_get_dice (UmpirePage *self)
{
  g_return_val_if_fail (UMPIRE_IS_PAGE (self), NULL);
  return ((UmpirePagePrivate *) umpire_page_get_instance_private (self))->dice;
}

UmpireSession *
umpire_page_get_session (UmpirePage *self)
{
  g_return_val_if_fail (UMPIRE_IS_PAGE (self), NULL);
  return ((UmpirePagePrivate *) umpire_page_get_instance_private (self))->session;
}

void
umpire_page_bind_session (UmpirePage *self,
                          gpointer    target)
{
  g_return_if_fail (UMPIRE_IS_PAGE (self));
  g_return_if_fail (G_IS_OBJECT (target));
  g_object_bind_property (self, "session", target, "session", G_BINDING_SYNC_CREATE);
}
