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
  UmpirePage           parent_instance;

  UmpireRules         *rules;  /* the page's (umpire_page_get_rules), borrowed */
  UmpireResult        *result;
  GPtrArray           *forms;  /* the first ones of section_39, in its order */

  GtkBox              *content;
};

G_DEFINE_FINAL_TYPE (UmpireWestfrontPage, umpire_westfront_page, UMPIRE_TYPE_PAGE)

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

/* ---- words from section 39 of the rules database ------------------------ */

static const UmpireRow *
section39_item (UmpireWestfrontPage *self,
                const char          *id)
{
  const UmpireTable *section = umpire_rules_get_table (self->rules, "weltkrieg.section39");

  return section != NULL ? umpire_table_get_row (section, id) : NULL;
}

/* The values of the items whose ids start with `prefix`, in order; NULL
 * when there are none. */
static GPtrArray *
section39_values (UmpireWestfrontPage *self,
                  const char          *prefix)
{
  const UmpireTable *section = umpire_rules_get_table (self->rules, "weltkrieg.section39");
  GPtrArray *values = g_ptr_array_new ();

  for (guint i = 0; section != NULL && i < section->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (section->rows, i);

      if (g_str_has_prefix (row->id, prefix) && row->item_value != NULL)
        g_ptr_array_add (values, (gpointer) row->item_value);
    }
  if (values->len == 0)
    g_clear_pointer (&values, g_ptr_array_unref);
  return values;
}

/* "6-4 and 7-4", "a, b and c" */
static char *
join_words (GPtrArray *words)
{
  g_autoptr(GString) head = g_string_new (NULL);

  if (words->len == 1)
    return g_strdup (words->pdata[0]);
  for (guint i = 0; i + 1 < words->len; i++)
    g_string_append_printf (head, "%s%s", i > 0 ? ", " : "", (const char *) words->pdata[i]);
  /* Translators: the last two of a list, "6-4 and 7-4" */
  return g_strdup_printf (_("%s and %s"), head->str, (const char *) words->pdata[words->len - 1]);
}

static char *
describe_french_attack (UmpireWestfrontPage  *self,
                        char                **hint)
{
  g_autoptr(GPtrArray) units = section39_values (self, "french-attack-unit-");
  g_autoptr(GPtrArray) armies = section39_values (self, "french-attack-army-");
  g_autofree char *unit_words = NULL;

  if (units == NULL || armies == NULL)
    return NULL;
  unit_words = join_words (units);
  /* Translators: the French units ("6-4 and 7-4"), the first and the last army */
  return g_strdup_printf (_("Must the French %s units of armies %s to %s attack this hex? Enter what the target hex holds."),
                          unit_words, (const char *) armies->pdata[0], (const char *) armies->pdata[armies->len - 1]);
}

static char *
describe_line (UmpireWestfrontPage  *self,
               char                **hint)
{
  const UmpireRow *until = section39_item (self, "metz-strasbourg-until");

  *hint = g_strdup (_("I,Z,Z,I,E,…"));
  if (until == NULL || until->item_value == NULL)
    return NULL;
  /* Translators: the last turn the line must hold, as the rules print it ("6 August") */
  return g_strdup_printf (_("Until the %s turn: mark each hex of the line I (German infantry), Z (ZOC only) or E (empty), separated by commas."),
                          until->item_value);
}

static char *
describe_liege (UmpireWestfrontPage  *self,
                char                **hint)
{
  const UmpireRow *turn = section39_item (self, "liege-turn");

  if (turn == NULL || turn->item_value == NULL)
    return NULL;
  /* Translators: the turn of the Liège attack */
  return g_strdup_printf (_("The special German attack on Liège, on turn %s only."), turn->item_value);
}

/* The map's hexes next to which a German unit releases the Belgians. */
static char *
describe_release (UmpireWestfrontPage  *self,
                  char                **hint)
{
  g_autoptr(GPtrArray) hexes = section39_values (self, "belgian-release-hex-");
  const UmpireRow *map = section39_item (self, "belgian-release-map");
  g_autofree char *list = NULL;

  *hint = NULL;
  if (hexes == NULL || map == NULL || map->item_value == NULL)
    return g_strdup (_("Tick every condition that holds; one is enough."));
  /* Translators: the first of the hexes, as an example; a no-break space
   * before the ellipsis keeps the hint on one line */
  *hint = g_strdup_printf (_("%s, …"), (const char *) hexes->pdata[0]);
  g_ptr_array_add (hexes, NULL);
  list = g_strjoinv (", ", (char **) hexes->pdata);
  /* Translators: the map ("5-3") and its hexes ("1504, 1505, 1603, 1604") */
  return g_strdup_printf (_("Tick every condition that holds; one is enough. The hexes of map %s that count: %s."),
                          map->item_value, list);
}

/* ---- the forms ----------------------------------------------------------- */

/* Liège starts from the force rule 39 allows, and the scenario's turn. */
static void
finish_liege (UmpireWestfrontPage *self,
              UmpireProcedureForm *form)
{
  fill_liege_force (self, form);
  umpire_procedure_form_fill_from_scenario (form, "turn", "turn");
}

/* The hexes may be typed apart with spaces as well as commas. */
static gboolean
release_context (UmpireProcedureForm  *form,
                 GHashTable           *inputs,
                 gpointer              data,
                 GError              **error)
{
  char *hexes = g_hash_table_lookup (inputs, "adjacent-hex");

  if (hexes != NULL)
    g_strdelimit (hexes, " \t", ',');
  return TRUE;
}

static void
finish_release (UmpireWestfrontPage *self,
                UmpireProcedureForm *form)
{
  umpire_procedure_form_set_field_flags (form, "adjacent-hex", UMPIRE_FORM_FIELD_OPTIONAL);
  umpire_procedure_form_set_context (form, release_context, self);
}

/* Each form: its procedure, the item of section 39 whose rule heads it, the
 * words above its fields (and its example) and what else it needs. */
static const struct
{
  const UmpireProcedureInfo *info;
  const char                *rule_item;
  char                    *(*describe) (UmpireWestfrontPage  *self,
                                        char                **hint);
  const char                *hint_field;
  const char                *submit;
  void                     (*finish) (UmpireWestfrontPage *self,
                                      UmpireProcedureForm *form);
} section_39[] = {
  { &umpire_westfront_french_attack_info, "french-attack-exemptions", describe_french_attack, NULL,
    N_("Check the target he_x"), NULL },
  { &umpire_westfront_line_info, "metz-strasbourg-until", describe_line, "hexes",
    N_("Check the _line"), NULL },
  { &umpire_westfront_liege_info, "liege-turn", describe_liege, NULL,
    N_("Check Liè_ge"), finish_liege },
  { &umpire_westfront_belgian_release_info, "belgian-release-attacked", describe_release, "adjacent-hex",
    N_("Check the _release"), finish_release },
};

/* The next form of section 39, under those there are: headed by its
 * procedure's title and the rule it follows. */
static void
add_form (UmpireWestfrontPage *self)
{
  guint i = self->forms->len;
  const UmpireProcedureInfo *info = section_39[i].info;
  g_autofree char *hint = NULL;
  g_autofree char *text = section_39[i].describe (self, &hint);
  UmpireProcedureForm *form = UMPIRE_PROCEDURE_FORM (umpire_procedure_form_new (info, self->rules,
                                                                                  umpire_page_get_dice (UMPIRE_PAGE (self))));
  const UmpireRow *item = section39_item (self, section_39[i].rule_item);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (umpire_procedure_info_get_title (info));

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title-4");
  gtk_accessible_update_property (GTK_ACCESSIBLE (title), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  gtk_box_append (GTK_BOX (box), title);
  if (item != NULL && item->prov.rule != NULL)
    {
      /* Translators: a rule's number or section, as the rules print it */
      g_autofree char *rule_text = g_strdup_printf (_("Rule %s"), item->prov.rule);
      GtkWidget *rule = gtk_label_new (rule_text);

      gtk_label_set_xalign (GTK_LABEL (rule), 0);
      gtk_label_set_wrap (GTK_LABEL (rule), TRUE);
      gtk_widget_add_css_class (rule, "caption");
      gtk_widget_add_css_class (rule, "dim-label");
      gtk_box_append (GTK_BOX (box), rule);
    }
  if (text != NULL)
    umpire_procedure_form_set_description (form, text);
  umpire_procedure_form_set_submit_label (form, _(section_39[i].submit));
  if (section_39[i].hint_field != NULL && hint != NULL)
    umpire_procedure_form_set_field_hint (form, section_39[i].hint_field, hint);
  if (section_39[i].finish != NULL)
    section_39[i].finish (self, form);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (form));
  gtk_box_append (self->content, box);
  g_signal_connect_object (form, "recorded", G_CALLBACK (on_recorded), self, G_CONNECT_SWAPPED);
  umpire_page_bind_session (UMPIRE_PAGE (self), form);
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
  self->rules = umpire_page_get_rules (UMPIRE_PAGE (self));
  add_form (self);
  umpire_build_after_first_frame (GTK_WIDGET (self), add_next_form);
}

static void
umpire_westfront_page_dispose (GObject *object)
{
  UmpireWestfrontPage *self = UMPIRE_WESTFRONT_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_WESTFRONT_PAGE);
  g_clear_pointer (&self->forms, g_ptr_array_unref);
  g_clear_object (&self->result);
  G_OBJECT_CLASS (umpire_westfront_page_parent_class)->dispose (object);
}

static void
umpire_westfront_page_class_init (UmpireWestfrontPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_westfront_page_constructed;
  object_class->dispose = umpire_westfront_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/umpire_wargames/Umpire/ui/umpire-westfront-page.ui");
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
