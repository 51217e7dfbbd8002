/* umpire-combat-page.c: Der Weltkrieg combat, attack and counterattack
 *
 * The form is ordered for the keyboard: strengths and dice first, so an
 * umpire types "12 Tab 8 Tab 2 Tab 4 Tab 2 Enter" and has the result; Enter
 * in any field resolves. Era, terrain and the ticks follow, each with a
 * mnemonic. The CRT chart follows every change, showing the odds before the
 * dice are rolled and the cell read after. Its first odds are worked out
 * once the page has drawn its first frame, which does not wait for them.
 *
 * The fields are UmpireFieldRows under the names of umpire_combat_info's
 * inputs: they are checked, marked and read as every form's are, and
 * Resolve runs the descriptor (umpire_procedure_run) on the inputs they
 * read and the dice typed into them; the era, terrain and over-50
 * drop-downs are fields too, their labels carrying the ids behind them
 * (umpire_choice_list_new). The page adds only its own: the CRT chart,
 * the headline.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-columns.h"
#include "umpire-combat-page.h"
#include "umpire-era-choice.h"
#include "umpire-first-frame.h"
#include "umpire-field-rows.h"
#include "umpire-form.h"
#include "umpire-inputs.h"
#include "umpire-labels.h"
#include "umpire-procedure.h"
#include "umpire-result-view.h"
#include "umpire-session.h"
#include "umpire-weltkrieg.h"

struct _UmpireCombatPage
{
  UmpirePage        parent_instance;

  UmpireRules      *rules;  /* the page's (umpire_page_get_rules), borrowed */
  UmpireResult     *result;
  UmpireFieldRows  *fields;  /* the fields, by the descriptor's input names */
  char             *error_text;
  gboolean          drawn;          /* the page's first frame is out */
  gboolean          chart_pending;  /* the chart waits for that frame */
  guint             scroll_tick;    /* bringing the result into view */
  gboolean          scroll_laid_out;
  guint             chart_attack_die;
  guint             chart_counter_die;

  GtkSpinButton    *attacker_spin;
  GtkSpinButton    *defender_spin;
  GtkSpinButton    *artillery_spin;
  GtkEntry         *attack_die_entry;
  GtkEntry         *counter_die_entry;
  GtkDropDown      *era_dropdown;
  GtkDropDown      *terrain_dropdown;
  GtkDropDown      *over50_dropdown;
  GtkCheckButton   *trench_check;
  GtkCheckButton   *insufficient_check;
  GtkCheckButton   *retreat_check;
  GtkCheckButton   *fortress_check;
  GtkCheckButton   *attacker_unsupplied_check;
  GtkCheckButton   *defender_unsupplied_check;
  GtkLabel         *error_label;
  GtkLabel         *summary_label;
  UmpireCrtView    *crt_view;
  UmpireResultView *result_view;
};

G_DEFINE_FINAL_TYPE (UmpireCombatPage, umpire_combat_page, UMPIRE_TYPE_PAGE)

/* The over-50 conventions, "" (index 0) being "as the database says". */
static void
fill_over_50 (GtkDropDown *dropdown)
{
  static const char *const ids[] = { "", "split", "cap", NULL };
  const char *labels[] = {
    _("As the rules database says"),
    _("Split: 50 column plus the excess"),
    _("Cap: read the 50 column"),
    NULL,
  };
  g_autoptr(GtkStringList) choices = umpire_choice_list_new (ids, labels);

  gtk_drop_down_set_model (dropdown, G_LIST_MODEL (choices));
}

/* Database labels can be long (a rule pack's, or a list item's text): the
 * closed drop-down cuts them short rather than widening the form. */
static void
show_long_labels (GtkDropDown *dropdown)
{
  g_autoptr(GtkListItemFactory) button = umpire_choice_button_factory_new ();
  g_autoptr(GtkListItemFactory) list = umpire_choice_list_factory_new (G_OBJECT (dropdown), FALSE);

  gtk_drop_down_set_factory (dropdown, button);
  gtk_drop_down_set_list_factory (dropdown, list);
}

/* The convention above 50 is a short sentence ("Split: 50 column plus
 * the excess"): the closed drop-down wraps it rather than widening the
 * form past a phone's width (German's took 365 px of 360), all of it
 * read. */
static void
show_wrapped_labels (GtkDropDown *dropdown)
{
  g_autoptr(GtkListItemFactory) button = umpire_choice_button_factory_new_wrapped ();
  g_autoptr(GtkListItemFactory) list = umpire_choice_list_factory_new (G_OBJECT (dropdown), FALSE);

  gtk_drop_down_set_factory (dropdown, button);
  gtk_drop_down_set_list_factory (dropdown, list);
}

static void
fill_choices (UmpireCombatPage *self)
{
  if (self->rules == NULL)
    return;
  /* The closed drop-down shows the era's years, which a phone's width holds. */
  umpire_era_choice_fill (self->era_dropdown, self->rules);
  umpire_terrain_choice_fill (self->terrain_dropdown, self->rules);
}

static void update_chart (UmpireCombatPage *self, guint attack_die, guint counter_die);

/* The headline, selectable to copy the outcome: a Tab stop only while it
 * says something (an empty one took the focus, named "GtkLabel" on GTK 4.8). */
static void
set_summary (UmpireCombatPage *self,
             const char       *text)
{
  gtk_label_set_label (self->summary_label, text);
  /* Not focusable alone: GTK's label takes the focus while selectable. */
  gtk_label_set_selectable (self->summary_label, *text != '\0');
}

static void
clear_errors (UmpireCombatPage *self)
{
  umpire_field_rows_clear_errors (self->fields);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  g_clear_pointer (&self->error_text, g_free);
}

static void
show_error (UmpireCombatPage *self,
            const GError     *error)
{
  /* The result of other inputs goes (the chart reads the form, so before
   * the field is marked); the error is shown beside its field, in words. */
  set_summary (self, "");
  umpire_result_view_set_result (self->result_view, NULL);
  g_clear_object (&self->result);
  update_chart (self, 0, 0);
  g_free (self->error_text);
  self->error_text = umpire_field_rows_show_error (self->fields, NULL, error, self->error_label);
}

/* The chart follows the form; an incomplete form leaves it empty. Before
 * the page's first frame it only notes the dice to mark (chart_after_first_frame). */
static void
update_chart (UmpireCombatPage *self,
              guint             attack_die,
              guint             counter_die)
{
  g_autoptr(GHashTable) inputs = NULL;
  UmpireCombatInput input;
  UmpireCrtChartModel model;

  if (self->rules == NULL || self->fields == NULL)
    return;
  if (!self->drawn)
    {
      self->chart_pending = TRUE;
      self->chart_attack_die = attack_die;
      self->chart_counter_die = counter_die;
      return;
    }
  /* An empty strength leaves it empty. */
  inputs = umpire_field_rows_dup_inputs (self->fields, NULL, &umpire_combat_info);
  if (umpire_combat_input_read (self->rules, inputs, &input, NULL)
      && umpire_weltkrieg_chart_model (self->rules, &input, attack_die, counter_die, &model, NULL))
    umpire_crt_view_set_model (self->crt_view, &model);
  else
    umpire_crt_view_set_model (self->crt_view, NULL);
}

/* The result shown no longer answers the form (typing in a strength: at
 * once; the value behind follows when the field is left). */
static void
on_text_changed (UmpireCombatPage *self)
{
  umpire_result_view_set_stale (self->result_view, TRUE);
  if (self->result != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->summary_label), "dim-label");
}

static void
on_form_changed (UmpireCombatPage *self)
{
  on_text_changed (self);
  update_chart (self, 0, 0);
}

/* After Resolve the result is brought into view where the form left it
 * below the fold (1024×600 and smaller): the Resolve row with the outcome
 * at the top, the chart under it. Once the new result is laid out. */
static gboolean
scroll_to_result (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       data)
{
  UmpireCombatPage *self = UMPIRE_COMBAT_PAGE (widget);
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (self->crt_view), GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *row = gtk_widget_get_parent (GTK_WIDGET (self->summary_label));
  GtkWidget *content;
  GtkAdjustment *adjustment;
  graphene_rect_t top, chart;
  double value, page;

  /* The first tick comes before the new result's layout. */
  if (!self->scroll_laid_out)
    {
      self->scroll_laid_out = TRUE;
      return G_SOURCE_CONTINUE;
    }
  self->scroll_tick = 0;
  if (scrolled == NULL)
    return G_SOURCE_REMOVE;
  content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  if (GTK_IS_VIEWPORT (content) && gtk_viewport_get_child (GTK_VIEWPORT (content)) != NULL)
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  if (!gtk_widget_compute_bounds (row, content, &top) ||
      !gtk_widget_compute_bounds (GTK_WIDGET (self->crt_view), content, &chart))
    return G_SOURCE_REMOVE;
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  /* Nothing to do when the chart is in view (beside the form, or a tall
   * window). */
  if (chart.origin.y >= value && chart.origin.y + MIN (chart.size.height, page / 2) <= value + page)
    return G_SOURCE_REMOVE;
  gtk_adjustment_set_value (adjustment, MIN (top.origin.y, gtk_adjustment_get_upper (adjustment) - page));
  return G_SOURCE_REMOVE;
}

gboolean
umpire_combat_page_resolve (UmpireCombatPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autofree char *summary = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(GHashTable) inputs = NULL;
  const char *die;
  const char *counter_die;

  g_return_val_if_fail (UMPIRE_IS_COMBAT_PAGE (self), FALSE);

  clear_errors (self);
  if (self->rules == NULL)
    return FALSE;
  /* Every field is checked first, in the descriptor's order; an empty
   * strength is not 0 but a field left to fill. */
  for (const UmpireField *f = umpire_combat_info.inputs; f->name != NULL; f++)
    {
      UmpireFieldRow *row = umpire_field_rows_lookup (self->fields, NULL, f->name);

      if (row != NULL && !umpire_field_row_check (row, &error))
        {
          show_error (self, error);
          return FALSE;
        }
    }
  inputs = umpire_field_rows_dup_inputs (self->fields, NULL, &umpire_combat_info);
  if ((dice = umpire_field_rows_dup_dice (self->fields, NULL, umpire_page_get_dice (UMPIRE_PAGE (self)), &error)) != NULL)
    result = umpire_procedure_run (&umpire_combat_info, self->rules, inputs, dice, &error);
  if (result == NULL)
    {
      show_error (self, error);
      return FALSE;
    }

  if (g_str_equal (umpire_result_get_value (result, "combat"), "yes"))
    summary = g_strdup_printf (_("Defender loses %s, attacker loses %s · supply %s (attacker) and %s (defender)"),
                               umpire_result_get_value (result, "defender-loss"),
                               umpire_result_get_value (result, "attacker-loss"),
                               umpire_result_get_value (result, "attacker-supply"),
                               umpire_result_get_value (result, "defender-supply"));
  else if (g_strcmp0 (umpire_result_get_value (result, "attack-strength"), "0") == 0)
    summary = g_strdup (_("No combat: the attacker has no strength points"));
  else
    summary = g_strdup (_("No combat: the defender has no strength points"));
  /* The dice it was decided by, whoever rolled them. */
  if (g_str_equal (umpire_result_get_value (result, "combat"), "yes")
      && umpire_result_get_value (result, "attack-die") != NULL
      && umpire_result_get_value (result, "counter-die") != NULL)
    {
      /* TRANSLATORS: the combat's outcome, then the two dice it was read with */
      char *with_dice = g_strdup_printf (_("%s · attack die %s, counterattack die %s"), summary,
                                         umpire_result_get_value (result, "attack-die"),
                                         umpire_result_get_value (result, "counter-die"));

      g_free (summary);
      summary = with_dice;
    }
  /* Dice typed in served this combat: the next one rolls its own. */
  umpire_field_rows_clear_dice (self->fields);
  set_summary (self, summary);
  gtk_widget_remove_css_class (GTK_WIDGET (self->summary_label), "dim-label");
  umpire_result_view_set_result (self->result_view, result);
  /* Into the session's log: attack and counterattack concern both sides. */
  if (umpire_page_get_session (UMPIRE_PAGE (self)) != NULL)
    umpire_session_record (umpire_page_get_session (UMPIRE_PAGE (self)), result, NULL, UMPIRE_SIDE_NONE);
  die = umpire_result_get_value (result, "attack-die");
  counter_die = umpire_result_get_value (result, "counter-die");
  update_chart (self, die ? (guint) g_ascii_strtoull (die, NULL, 10) : 0,
                counter_die ? (guint) g_ascii_strtoull (counter_die, NULL, 10) : 0);
  g_set_object (&self->result, result);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)) && self->scroll_tick == 0)
    {
      self->scroll_laid_out = FALSE;
      self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_result, NULL, NULL);
    }
  return TRUE;
}

static void
resolve_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  umpire_combat_page_resolve (UMPIRE_COMBAT_PAGE (widget));
}

static gboolean
chart_after_first_frame (GtkWidget *widget)
{
  UmpireCombatPage *self = UMPIRE_COMBAT_PAGE (widget);

  self->drawn = TRUE;
  if (self->chart_pending)
    {
      self->chart_pending = FALSE;
      update_chart (self, self->chart_attack_die, self->chart_counter_die);
    }
  return FALSE;
}

static void
umpire_combat_page_constructed (GObject *object)
{
  UmpireCombatPage *self = UMPIRE_COMBAT_PAGE (object);
  static const struct { const char *name; gsize offset; } fields[] = {
    { "attacker-strength", G_STRUCT_OFFSET (UmpireCombatPage, attacker_spin) },
    { "defender-strength", G_STRUCT_OFFSET (UmpireCombatPage, defender_spin) },
    { "defender-artillery", G_STRUCT_OFFSET (UmpireCombatPage, artillery_spin) },
    { "attack-die", G_STRUCT_OFFSET (UmpireCombatPage, attack_die_entry) },
    { "counter-die", G_STRUCT_OFFSET (UmpireCombatPage, counter_die_entry) },
    { "era", G_STRUCT_OFFSET (UmpireCombatPage, era_dropdown) },
    { "terrain", G_STRUCT_OFFSET (UmpireCombatPage, terrain_dropdown) },
    { "over-50", G_STRUCT_OFFSET (UmpireCombatPage, over50_dropdown) },
    { "trench", G_STRUCT_OFFSET (UmpireCombatPage, trench_check) },
    { "insufficient-artillery", G_STRUCT_OFFSET (UmpireCombatPage, insufficient_check) },
    { "defender-retreats", G_STRUCT_OFFSET (UmpireCombatPage, retreat_check) },
    { "artillery-vs-fortress", G_STRUCT_OFFSET (UmpireCombatPage, fortress_check) },
    { "attacker-unsupplied", G_STRUCT_OFFSET (UmpireCombatPage, attacker_unsupplied_check) },
    { "defender-unsupplied", G_STRUCT_OFFSET (UmpireCombatPage, defender_unsupplied_check) },
  };

  G_OBJECT_CLASS (umpire_combat_page_parent_class)->constructed (object);
  self->rules = umpire_page_get_rules (UMPIRE_PAGE (self));
  fill_choices (self);
  /* The trail's sources and values in words. */
  umpire_result_view_set_rules (self->result_view, self->rules);
  /* The page's fields, each checked and read as the descriptor's input it
   * stands for; Enter in any resolves. */
  self->fields = umpire_field_rows_new (self->rules);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    umpire_field_rows_add_widget (self->fields, NULL, fields[i].name,
                                  umpire_procedure_info_find_input (&umpire_combat_info, fields[i].name), NULL,
                                  G_STRUCT_MEMBER (GtkWidget *, self, fields[i].offset));
  g_signal_connect_object (self->fields, "changed", G_CALLBACK (on_form_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->fields, "activate", G_CALLBACK (umpire_combat_page_resolve), self, G_CONNECT_SWAPPED);
  update_chart (self, 0, 0);
}

static void
umpire_combat_page_dispose (GObject *object)
{
  UmpireCombatPage *self = UMPIRE_COMBAT_PAGE (object);

  g_clear_object (&self->fields);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_COMBAT_PAGE);
  g_clear_object (&self->result);
  G_OBJECT_CLASS (umpire_combat_page_parent_class)->dispose (object);
}

static void
umpire_combat_page_finalize (GObject *object)
{
  UmpireCombatPage *self = UMPIRE_COMBAT_PAGE (object);

  g_free (self->error_text);
  G_OBJECT_CLASS (umpire_combat_page_parent_class)->finalize (object);
}

static void
umpire_combat_page_class_init (UmpireCombatPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_combat_page_constructed;
  object_class->dispose = umpire_combat_page_dispose;
  object_class->finalize = umpire_combat_page_finalize;

  g_type_ensure (UMPIRE_TYPE_COLUMNS);
  g_type_ensure (UMPIRE_TYPE_CRT_VIEW);
  g_type_ensure (UMPIRE_TYPE_RESULT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/umpire_wargames/Umpire/ui/umpire-combat-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, attacker_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, defender_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, artillery_spin);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, attack_die_entry);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, counter_die_entry);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, era_dropdown);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, terrain_dropdown);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, over50_dropdown);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, trench_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, insufficient_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, retreat_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, fortress_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, attacker_unsupplied_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, defender_unsupplied_check);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, crt_view);
  gtk_widget_class_bind_template_child (widget_class, UmpireCombatPage, result_view);
  gtk_widget_class_install_action (widget_class, "combat.resolve", NULL, resolve_action);
}

static void
umpire_combat_page_init (UmpireCombatPage *self)
{
  GtkSpinButton *spins[3];

  gtk_widget_init_template (GTK_WIDGET (self));
  set_summary (self, "");
  umpire_build_after_first_frame (GTK_WIDGET (self), chart_after_first_frame);
  show_long_labels (self->terrain_dropdown);
  show_wrapped_labels (self->over50_dropdown);
  fill_over_50 (self->over50_dropdown);

  umpire_die_placeholder_follow (self->attack_die_entry);
  umpire_die_placeholder_follow (self->counter_die_entry);
  spins[0] = self->attacker_spin;
  spins[1] = self->defender_spin;
  spins[2] = self->artillery_spin;
  for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
    {
      /* An emptied strength stays empty (not 0) and is refused at Resolve;
       * the result is out of date as soon as the text changes. */
      umpire_form_keep_empty (spins[i]);
      g_signal_connect_object (spins[i], "changed", G_CALLBACK (on_text_changed), self, G_CONNECT_SWAPPED);
    }

  umpire_form_flow_box_cells_pass_focus (GTK_WIDGET (self));
}

GtkWidget *
umpire_combat_page_new (UmpireRules *rules,
                        UmpireDice  *dice)
{
  return g_object_new (UMPIRE_TYPE_COMBAT_PAGE, "rules", rules, "dice", dice, NULL);
}

UmpireResult *
umpire_combat_page_get_result (UmpireCombatPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_COMBAT_PAGE (self), NULL);
  return self->result;
}

UmpireCrtView *
umpire_combat_page_get_crt_view (UmpireCombatPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_COMBAT_PAGE (self), NULL);
  return self->crt_view;
}

const char *
umpire_combat_page_get_error (UmpireCombatPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_COMBAT_PAGE (self), NULL);
  return self->error_text;
}

void
umpire_combat_page_set_input (UmpireCombatPage        *self,
                              const UmpireCombatInput *input)
{
  g_return_if_fail (UMPIRE_IS_COMBAT_PAGE (self));
  g_return_if_fail (input != NULL);

  {
    g_autofree char *attacker = g_strdup_printf ("%d", input->attacker_strength);
    g_autofree char *defender = g_strdup_printf ("%d", input->defender_strength);
    g_autofree char *artillery = g_strdup_printf ("%d", input->defender_artillery);
    const char *values[][2] = {
      { "era", input->era }, { "terrain", input->terrain }, { "over-50", input->over_50 },
      { "attacker-strength", attacker }, { "defender-strength", defender }, { "defender-artillery", artillery },
      { "trench", input->trench ? "yes" : "no" },
      { "insufficient-artillery", input->insufficient_artillery ? "yes" : "no" },
      { "artillery-vs-fortress", input->artillery_vs_fortress ? "yes" : "no" },
      { "defender-retreats", input->defender_retreats ? "yes" : "no" },
      { "attacker-unsupplied", input->attacker_unsupplied ? "yes" : "no" },
      { "defender-unsupplied", input->defender_unsupplied ? "yes" : "no" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (values); i++)
      umpire_field_rows_set_value (self->fields, NULL, values[i][0], values[i][1]);
  }
  umpire_field_rows_clear_dice (self->fields);
  clear_errors (self);
  update_chart (self, 0, 0);
}

void
umpire_combat_page_select_era (UmpireCombatPage *self,
                               const char       *era)
{
  g_return_if_fail (UMPIRE_IS_COMBAT_PAGE (self));
  umpire_field_rows_set_value (self->fields, NULL, "era", era);
}

const char *
umpire_combat_page_get_era (UmpireCombatPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_COMBAT_PAGE (self), NULL);
  return umpire_field_rows_get_choice (self->fields, NULL, "era");
}
