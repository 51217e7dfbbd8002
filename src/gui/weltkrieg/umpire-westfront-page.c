/* umpire-westfront-page.c: Der Weltkrieg West Front, section 39
 *
 * Four procedure forms, one per section 39 rule, each with its own check
 * button, its errors under its fields and its answer right under it. The
 * first frame shows the first form; the others follow it (bench/run).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-first-frame.h"
#include "umpire-procedure.h"
#include "umpire-westfront-page.h"
#include "umpire-weltkrieg.h"

struct _UmpireWestfrontPage
{
  AdwBin               parent_instance;

  UmpireRules         *rules;
  UmpireDice          *dice;   /* section 39 rolls nothing; kept for a uniform page API */
  UmpireSession       *session;
  UmpireResult        *result;
  GPtrArray           *forms;  /* the first ones of section_39, in its order */

  GtkBox              *content;
};

enum {
  PROP_0,
  PROP_RULES,
  PROP_DICE,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (UmpireWestfrontPage, umpire_westfront_page, ADW_TYPE_BIN)

static int
number (UmpireProcedureForm *form,
        const char          *name)
{
  return (int) umpire_procedure_form_get_number (form, name);
}

static UmpireResult *
run_french (UmpireProcedureForm  *form,
            UmpireDice           *dice,
            gpointer              data,
            GError              **error)
{
  UmpireFrenchAttackInput input = {
    number (form, "fortress"), number (form, "combined-strength"), number (form, "artillery"),
  };

  return umpire_westfront_french_attack (umpire_procedure_form_get_rules (form), &input, error);
}

static UmpireResult *
run_line (UmpireProcedureForm  *form,
          UmpireDice           *dice,
          gpointer              data,
          GError              **error)
{
  g_autofree char *hexes = umpire_procedure_form_dup_value (form, "hexes");

  return umpire_westfront_line (umpire_procedure_form_get_rules (form), hexes, error);
}

static UmpireResult *
run_liege (UmpireProcedureForm  *form,
           UmpireDice           *dice,
           gpointer              data,
           GError              **error)
{
  UmpireLiegeInput input = {
    number (form, "turn"), number (form, "infantry"), number (form, "cavalry"), number (form, "adjacent-units"),
  };

  return umpire_westfront_liege (umpire_procedure_form_get_rules (form), &input, error);
}

static UmpireResult *
run_release (UmpireProcedureForm  *form,
             UmpireDice           *dice,
             gpointer              data,
             GError              **error)
{
  g_autofree char *text = umpire_procedure_form_dup_value (form, "adjacent-hex");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) parts = g_strsplit_set (text != NULL ? text : "", ", ", -1);
  g_auto(GStrv) hexes = NULL;
  UmpireBelgianReleaseInput input = { 0 };

  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      g_strv_builder_add (builder, parts[i]);
  hexes = g_strv_builder_end (builder);
  input.attacked = umpire_procedure_form_get_flag (form, "attacked");
  input.october = umpire_procedure_form_get_flag (form, "october");
  input.adjacent_hexes = (const char * const *) hexes;
  input.paris = umpire_procedure_form_get_flag (form, "paris");
  input.coast = umpire_procedure_form_get_flag (form, "coast");
  return umpire_westfront_belgian_release (umpire_procedure_form_get_rules (form), &input, error);
}

/* The Liège form starts with the force rule 39 lets the Germans move next
 * to Liège on its turn, all of it sharing the losses; the umpire corrects
 * it to what stands on the map. */
static void
fill_liege_force (UmpireWestfrontPage *self,
                  UmpireProcedureForm *form)
{
  static const char *const items[][2] = {
    { "turn", "liege-turn" }, { "infantry", "liege-infantry-divisions" }, { "cavalry", "liege-cavalry-divisions" },
  };
  double adjacent = 0;

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      char text[G_ASCII_DTOSTR_BUF_SIZE];
      double number = 0;

      /* A rule pack without them: the fields stay empty. */
      if (!umpire_rules_list_number (self->rules, "weltkrieg.section39", items[i][1], &number, NULL, NULL))
        return;
      umpire_procedure_form_set_value (form, items[i][0], g_ascii_dtostr (text, sizeof text, number));
      if (i > 0)
        adjacent += number;
    }
  {
    char text[G_ASCII_DTOSTR_BUF_SIZE];

    umpire_procedure_form_set_value (form, "adjacent-units", g_ascii_dtostr (text, sizeof text, adjacent));
  }
}

static void
on_recorded (UmpireWestfrontPage *self,
             UmpireResult        *result)
{
  g_set_object (&self->result, result);
}

static void
finish_line (UmpireWestfrontPage *self,
             UmpireProcedureForm *form)
{
  umpire_procedure_form_set_field_hint (form, "hexes", _("I,Z,Z,I,E,…"));
}

/* Liège starts from the force rule 39 allows, and the scenario's turn. */
static void
finish_liege (UmpireWestfrontPage *self,
              UmpireProcedureForm *form)
{
  fill_liege_force (self, form);
  umpire_procedure_form_fill_from_scenario (form, "turn", "turn");
}

static void
finish_release (UmpireWestfrontPage *self,
                UmpireProcedureForm *form)
{
  umpire_procedure_form_set_field_flags (form, "adjacent-hex", UMPIRE_FORM_FIELD_OPTIONAL);
  umpire_procedure_form_set_field_hint (form, "adjacent-hex", _("1504, 1603, …"));
}

static const struct
{
  const UmpireProcedureInfo *info;
  UmpireProcedureFormRun     run;
  const char                *heading;
  const char                *description;
  const char                *submit;
  void                     (*finish) (UmpireWestfrontPage *self,
                                      UmpireProcedureForm *form);
} section_39[] = {
  { &umpire_westfront_french_attack_info, run_french, N_("French mandatory attacks (39-4)"),
    N_("Must the French 6-4 and 7-4 units of the 1st to 4th armies attack this hex? Enter what the target hex holds."),
    N_("Check the target he_x"), NULL },
  { &umpire_westfront_line_info, run_line, N_("Metz–Strasbourg line (39-2)"),
    N_("Until the 6 August turn: mark each hex of the line I (German infantry), Z (ZOC only) or E (empty), separated by commas."),
    N_("Check the _line"), finish_line },
  { &umpire_westfront_liege_info, run_liege, N_("Liège (39)"),
    N_("The special German attack on Liège on turn 1."), N_("Check Liè_ge"), finish_liege },
  { &umpire_westfront_belgian_release_info, run_release, N_("Belgian release (39)"),
    N_("Tick every condition that holds; one is enough."), N_("Check the _release"), finish_release },
};

/* The next form of section 39, under those there are. */
static void
add_form (UmpireWestfrontPage *self)
{
  guint i = self->forms->len;
  UmpireProcedureForm *form = UMPIRE_PROCEDURE_FORM (umpire_procedure_form_new (section_39[i].info, self->rules,
                                                                                self->dice));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (_(section_39[i].heading));

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title-4");
  gtk_accessible_update_property (GTK_ACCESSIBLE (title), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  gtk_box_append (GTK_BOX (box), title);
  umpire_procedure_form_set_runner (form, section_39[i].run, self);
  umpire_procedure_form_set_description (form, _(section_39[i].description));
  umpire_procedure_form_set_submit_label (form, _(section_39[i].submit));
  if (section_39[i].finish != NULL)
    section_39[i].finish (self, form);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (form));
  gtk_box_append (self->content, box);
  g_signal_connect_object (form, "recorded", G_CALLBACK (on_recorded), self, G_CONNECT_SWAPPED);
  g_object_bind_property (self, "session", form, "session", G_BINDING_SYNC_CREATE);
  g_ptr_array_add (self->forms, form);
}

/* The forms under the first, one an idle after the page's first frame. */
static gboolean
add_next_form (GtkWidget *widget)
{
  UmpireWestfrontPage *self = UMPIRE_WESTFRONT_PAGE (widget);

  if (self->forms->len < G_N_ELEMENTS (section_39))
    add_form (self);
  return self->forms->len < G_N_ELEMENTS (section_39);
}

static void
umpire_westfront_page_constructed (GObject *object)
{
  UmpireWestfrontPage *self = UMPIRE_WESTFRONT_PAGE (object);

  G_OBJECT_CLASS (umpire_westfront_page_parent_class)->constructed (object);
  if (self->rules == NULL)
    self->rules = umpire_rules_new ();
  add_form (self);
  umpire_build_after_first_frame (GTK_WIDGET (self), add_next_form);
}

static void
umpire_westfront_page_dispose (GObject *object)
{
  UmpireWestfrontPage *self = UMPIRE_WESTFRONT_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_WESTFRONT_PAGE);
  g_clear_pointer (&self->forms, g_ptr_array_unref);
  g_clear_object (&self->rules);
  g_clear_object (&self->dice);
  g_clear_object (&self->result);
  g_clear_object (&self->session);
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
    case PROP_RULES: g_value_set_object (value, self->rules); break;
    case PROP_DICE: g_value_set_object (value, self->dice); break;
    case PROP_SESSION: g_value_set_object (value, self->session); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
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
    case PROP_RULES: self->rules = g_value_dup_object (value); break;
    case PROP_DICE: self->dice = g_value_dup_object (value); break;
    case PROP_SESSION:
      if (g_set_object (&self->session, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_westfront_page_class_init (UmpireWestfrontPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_westfront_page_constructed;
  object_class->dispose = umpire_westfront_page_dispose;
  object_class->get_property = umpire_westfront_page_get_property;
  object_class->set_property = umpire_westfront_page_set_property;

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

  gtk_widget_class_set_template_from_resource (widget_class, "/org/gnome/Umpire/ui/umpire-westfront-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireWestfrontPage, content);
}

static void
umpire_westfront_page_init (UmpireWestfrontPage *self)
{
  self->forms = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
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

UmpireProcedureForm *
umpire_westfront_page_get_form (UmpireWestfrontPage *self,
                                const char          *id)
{
  g_return_val_if_fail (UMPIRE_IS_WESTFRONT_PAGE (self), NULL);

  for (guint i = 0; i < G_N_ELEMENTS (section_39); i++)
    if (g_strcmp0 (section_39[i].info->id, id) == 0)
      {
        /* A form asked for comes at once, with those above it. */
        while (self->forms->len <= i)
          add_form (self);
        return g_ptr_array_index (self->forms, i);
      }
  return NULL;
}
