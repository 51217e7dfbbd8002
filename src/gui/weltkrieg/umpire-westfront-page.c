/* umpire-westfront-page.c: Der Weltkrieg West Front section 39 checks
 *
 * Four small forms, one per section 39 rule, each with its own Check button;
 * the last answer shows in the shared result view with its rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-procedure.h"
#include "umpire-result-view.h"
#include "umpire-session.h"
#include "umpire-westfront-page.h"
#include "umpire-weltkrieg.h"

struct _UmpireWestfrontPage
{
  AdwBin            parent_instance;

  UmpireRules      *rules;
  UmpireDice       *dice;   /* unused by section 39, kept for a uniform page API */
  UmpireResult     *result;

  GtkSpinButton    *fortress_spin;
  GtkSpinButton    *combined_spin;
  GtkSpinButton    *hex_artillery_spin;
  GtkEntry         *line_entry;
  GtkSpinButton    *turn_spin;
  GtkSpinButton    *infantry_spin;
  GtkSpinButton    *cavalry_spin;
  GtkSpinButton    *adjacent_spin;
  GtkCheckButton   *attacked_check;
  GtkCheckButton   *october_check;
  GtkEntry         *release_hexes_entry;
  GtkCheckButton   *paris_check;
  GtkCheckButton   *coast_check;
  GtkLabel         *error_label;
  UmpireResultView *result_view;
};

enum {
  PROP_0,
  PROP_RULES,
  PROP_DICE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (UmpireWestfrontPage, umpire_westfront_page, ADW_TYPE_BIN)

static int
spin_value (GtkSpinButton *spin)
{
  gtk_spin_button_update (spin);
  return gtk_spin_button_get_value_as_int (spin);
}

static void
show (UmpireWestfrontPage *self,
      UmpireResult        *result,
      GError              *error,
      GtkWidget           *field)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->line_entry), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->release_hexes_entry), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->combined_spin), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), result == NULL);
  if (result == NULL)
    {
      if (field != NULL)
        gtk_widget_add_css_class (field, "error");
      gtk_label_set_label (self->error_label, error ? error->message : "");
      return;
    }
  umpire_result_view_set_result (self->result_view, result);
  umpire_session_record_for_widget (GTK_WIDGET (self), result, NULL, UMPIRE_SIDE_NONE);
  g_set_object (&self->result, result);
  /* The answer is below the four forms: bring it into view. */
  {
    /* The bin's child is the template's scrolled window (not bound: the bin
     * itself unparents it on dispose). */
    GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (adw_bin_get_child (ADW_BIN (self)));
    GtkWidget *content = gtk_scrolled_window_get_child (scroller);
    double x = 0, y = 0;

    if (content != NULL &&
        gtk_widget_translate_coordinates (GTK_WIDGET (self->result_view), content, 0, 0, &x, &y))
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scroller), y - 48);
  }
}

static void
french_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  UmpireWestfrontPage *self = UMPIRE_WESTFRONT_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  UmpireFrenchAttackInput input = {
    spin_value (self->fortress_spin), spin_value (self->combined_spin), spin_value (self->hex_artillery_spin),
  };

  result = umpire_westfront_french_attack (self->rules, &input, &error);
  show (self, result, error, GTK_WIDGET (self->combined_spin));
}

static void
line_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  UmpireWestfrontPage *self = UMPIRE_WESTFRONT_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;

  result = umpire_westfront_line (self->rules, gtk_editable_get_text (GTK_EDITABLE (self->line_entry)), &error);
  show (self, result, error, GTK_WIDGET (self->line_entry));
}

static void
liege_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  UmpireWestfrontPage *self = UMPIRE_WESTFRONT_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  UmpireLiegeInput input = {
    spin_value (self->turn_spin), spin_value (self->infantry_spin), spin_value (self->cavalry_spin),
    spin_value (self->adjacent_spin),
  };

  result = umpire_westfront_liege (self->rules, &input, &error);
  show (self, result, error, NULL);
}

static void
release_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  UmpireWestfrontPage *self = UMPIRE_WESTFRONT_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) parts = g_strsplit_set (gtk_editable_get_text (GTK_EDITABLE (self->release_hexes_entry)), ", ", -1);
  g_auto(GStrv) hexes = NULL;
  UmpireBelgianReleaseInput input = { 0 };

  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      g_strv_builder_add (builder, parts[i]);
  hexes = g_strv_builder_end (builder);
  input.attacked = gtk_check_button_get_active (self->attacked_check);
  input.october = gtk_check_button_get_active (self->october_check);
  input.adjacent_hexes = (const char * const *) hexes;
  input.paris = gtk_check_button_get_active (self->paris_check);
  input.coast = gtk_check_button_get_active (self->coast_check);
  result = umpire_westfront_belgian_release (self->rules, &input, &error);
  show (self, result, error, GTK_WIDGET (self->release_hexes_entry));
}

static void
umpire_westfront_page_dispose (GObject *object)
{
  UmpireWestfrontPage *self = UMPIRE_WESTFRONT_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_WESTFRONT_PAGE);
  g_clear_object (&self->rules);
  g_clear_object (&self->dice);
  g_clear_object (&self->result);
  G_OBJECT_CLASS (umpire_westfront_page_parent_class)->dispose (object);
}

static void
umpire_westfront_page_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  UmpireWestfrontPage *self = UMPIRE_WESTFRONT_PAGE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_object (value, self->rules);
      break;
    case PROP_DICE:
      g_value_set_object (value, self->dice);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_westfront_page_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  UmpireWestfrontPage *self = UMPIRE_WESTFRONT_PAGE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      if (g_set_object (&self->rules, g_value_get_object (value)))
        {
          gboolean ready = self->rules != NULL;

          /* The trail's sources and values in words. */
          umpire_result_view_set_rules (self->result_view, self->rules);
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "westfront.french", ready);
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "westfront.line", ready);
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "westfront.liege", ready);
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "westfront.release", ready);
        }
      break;
    case PROP_DICE:
      g_set_object (&self->dice, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_westfront_page_class_init (UmpireWestfrontPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_westfront_page_dispose;
  object_class->get_property = umpire_westfront_page_get_property;
  object_class->set_property = umpire_westfront_page_set_property;

  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL, UMPIRE_TYPE_RULES,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DICE] =
    g_param_spec_object ("dice", NULL, NULL, UMPIRE_TYPE_DICE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (UMPIRE_TYPE_RESULT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/gnome/Umpire/ui/umpire-westfront-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, fortress_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, combined_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, hex_artillery_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, line_entry);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, turn_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, infantry_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, cavalry_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, adjacent_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, attacked_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, october_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, release_hexes_entry);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, paris_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, coast_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, result_view);
  gtk_widget_class_install_action (widget_class, "westfront.french", NULL, french_action);
  gtk_widget_class_install_action (widget_class, "westfront.line", NULL, line_action);
  gtk_widget_class_install_action (widget_class, "westfront.liege", NULL, liege_action);
  gtk_widget_class_install_action (widget_class, "westfront.release", NULL, release_action);
}

static void
on_line_activate (UmpireWestfrontPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "westfront.line", NULL);
}

static void
umpire_westfront_page_init (UmpireWestfrontPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Nothing to check against until the rules arrive. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "westfront.french", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "westfront.line", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "westfront.liege", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "westfront.release", FALSE);
  /* Enter in the line field checks it; the error shows above the answer. */
  g_signal_connect_object (self->line_entry, "activate", G_CALLBACK (on_line_activate), self, G_CONNECT_SWAPPED);
}

GtkWidget *
umpire_westfront_page_new (UmpireRules *rules,
                           UmpireDice  *dice)
{
  return g_object_new (UMPIRE_TYPE_WESTFRONT_PAGE, "rules", rules, "dice", dice, NULL);
}

UmpireResult *
umpire_westfront_page_get_result (UmpireWestfrontPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_WESTFRONT_PAGE (self), NULL);
  return self->result;
}
