/* umpire-compare-page.c: Der Weltkrieg what-if, attack options side by side
 *
 * Two to four columns, each the inputs of a whole combat with its figures
 * and the charts of both losses under them; the columns wrap on a narrow
 * window. Every change recomputes the exact odds of every option (a combat
 * walks 36 paths: well inside a frame); the page's first frame does not
 * wait for them: they follow it, or come at once when asked for. A new
 * option starts as a copy of the last, so the umpire changes only what
 * differs. Adopt fills the combat form with an option (the ::adopt signal;
 * the window does the filling).
 *
 * Each column's fields (its terrain drop-down among them) are
 * UmpireFieldRows in a scope of their own, under the names of
 * umpire_combat_info's inputs, the era a field of the page's own: an
 * option is read as the combat's descriptor reads its inputs
 * (umpire_combat_input_read).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "umpire-field-rows.h"
#include "umpire-form.h"
#include "umpire-compare-page.h"
#include "umpire-era-choice.h"
#include "umpire-first-frame.h"
#include "umpire-labels.h"
#include "umpire-weltkrieg.h"

enum { CHECK_TRENCH, CHECK_INSUFFICIENT, CHECK_FORTRESS, CHECK_RETREATS, CHECK_ATTACKER_UNSUPPLIED,
       CHECK_DEFENDER_UNSUPPLIED, N_CHECKS };
enum { FIGURE_DEFENDER_LOSS, FIGURE_ATTACKER_LOSS, FIGURE_R_RESULT, FIGURE_ATTACKER_SUPPLY,
       FIGURE_DEFENDER_SUPPLY, N_FIGURES };

/* The inputs of the combat each check and spin button stands for. */
static const char *const check_inputs[N_CHECKS] = {
  "trench", "insufficient-artillery", "artillery-vs-fortress", "defender-retreats",
  "attacker-unsupplied", "defender-unsupplied",
};
static const char *const spin_inputs[3] = { "attacker-strength", "defender-strength", "defender-artillery" };

typedef struct
{
  char           *scope;  /* its fields' scope in the page's UmpireFieldRows */
  GHashTable     *inputs; /* as last read: the option's strings point into it */
  GtkWidget      *root;
  GtkLabel       *title;
  GtkWidget      *remove_button;
  GtkSpinButton  *spins[3];
  GtkDropDown    *terrain;
  GtkCheckButton *checks[N_CHECKS];
  GtkLabel       *figures[N_FIGURES];
  gboolean        best[N_FIGURES];  /* marked best for the attacker */
  UmpireOddsView *defender_view;
  UmpireOddsView *attacker_view;
} OptionColumn;

struct _UmpireComparePage
{
  UmpirePage     parent_instance;

  UmpireRules   *rules;        /* the page's (umpire_page_get_rules), borrowed */
  UmpireFieldRows *fields;     /* every column's, each in its scope */
  guint          n_made;       /* columns made, for their scopes */
  GPtrArray     *columns;      /* OptionColumn */
  UmpireCompare *compare;
  char          *error_text;
  gboolean       filling;      /* setting widgets: no recompute per change */
  gboolean       drawn;        /* the page's first frame is out */
  gboolean       pending;      /* odds to work out, held back for that frame */

  GtkDropDown   *era_dropdown;
  GtkLabel      *error_label;
  GtkFlowBox    *options_box;
};

enum {
  SIGNAL_ADOPT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (UmpireComparePage, umpire_compare_page, UMPIRE_TYPE_PAGE)

/* A terrain drop-down: the labels of the database, cut short when long;
 * its ids stay behind them (umpire_terrain_choice_fill). */
static void
fill_terrains (GtkDropDown *dropdown,
               UmpireRules *rules)
{
  g_autoptr(GtkListItemFactory) button = umpire_choice_button_factory_new ();
  g_autoptr(GtkListItemFactory) list = umpire_choice_list_factory_new (G_OBJECT (dropdown), FALSE);

  gtk_drop_down_set_factory (dropdown, button);
  gtk_drop_down_set_list_factory (dropdown, list);
  umpire_terrain_choice_fill (dropdown, rules);
}

static const char *
input_label (const char *name)
{
  return umpire_field_get_label (umpire_procedure_info_find_input (&umpire_combat_info, name));
}

/* The option's inputs as the combat's descriptor reads them: its fields',
 * its terrain among them, and the page's era. */
static gboolean
read_column (UmpireComparePage  *self,
             OptionColumn       *column,
             UmpireCombatInput  *input,
             GError            **error)
{
  const char *era = umpire_field_rows_get_choice (self->fields, NULL, "era");

  for (guint i = 0; i < G_N_ELEMENTS (column->spins); i++)
    gtk_spin_button_update (column->spins[i]);
  g_clear_pointer (&column->inputs, g_hash_table_unref);
  column->inputs = umpire_field_rows_dup_inputs (self->fields, column->scope, &umpire_combat_info);
  if (era != NULL)
    g_hash_table_insert (column->inputs, g_strdup ("era"), g_strdup (era));
  return umpire_combat_input_read (self->rules, column->inputs, input, error);
}

static void
fill_column (UmpireComparePage       *self,
             OptionColumn            *column,
             const UmpireCombatInput *input)
{
  const int numbers[G_N_ELEMENTS (spin_inputs)] = {
    input->attacker_strength, input->defender_strength, input->defender_artillery,
  };
  const gboolean flags[N_CHECKS] = {
    input->trench, input->insufficient_artillery, input->artillery_vs_fortress, input->defender_retreats,
    input->attacker_unsupplied, input->defender_unsupplied,
  };

  for (guint i = 0; i < G_N_ELEMENTS (spin_inputs); i++)
    {
      g_autofree char *text = g_strdup_printf ("%d", numbers[i]);

      umpire_field_rows_set_value (self->fields, column->scope, spin_inputs[i], text);
    }
  for (guint i = 0; i < N_CHECKS; i++)
    umpire_field_rows_set_value (self->fields, column->scope, check_inputs[i], flags[i] ? "yes" : "no");
  umpire_field_rows_set_value (self->fields, column->scope, "terrain", input->terrain);
}

static char *
format_number (double value)
{
  if (fabs (value - round (value)) < 1e-9)
    return g_strdup_printf ("%.0f", value);
  return g_strdup_printf ("%.2f", value);
}

/* The labels "A", "B", ... follow the columns' order; Remove needs three. */
static void
update_titles (UmpireComparePage *self)
{
  for (guint i = 0; i < self->columns->len; i++)
    {
      OptionColumn *column = self->columns->pdata[i];
      /* Translators: the title of an attack option's column, "Option A" */
      g_autofree char *title = g_strdup_printf (_("Option %c"), 'A' + i);

      gtk_label_set_label (column->title, title);
      gtk_widget_set_sensitive (column->remove_button, self->columns->len > UMPIRE_COMPARE_MIN_OPTIONS);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "compare.add-option",
                                 self->columns->len < UMPIRE_COMPARE_MAX_OPTIONS);
  /* No empty columns: two options share a wide window between them. */
  gtk_flow_box_set_max_children_per_line (self->options_box, MAX (self->columns->len, 1));
}

static void
compute (UmpireComparePage *self)
{
  UmpireCombatInput inputs[UMPIRE_COMPARE_MAX_OPTIONS];
  g_autoptr(GError) error = NULL;
  guint n = self->columns->len;

  self->pending = FALSE;
  g_clear_pointer (&self->compare, umpire_compare_free);
  g_clear_pointer (&self->error_text, g_free);
  for (guint i = 0; i < n && error == NULL; i++)
    read_column (self, self->columns->pdata[i], &inputs[i], &error);
  if (error == NULL)
    self->compare = umpire_compare_new (self->rules, inputs, NULL, n, &error);
  if (self->compare == NULL)
    self->error_text = g_strdup (error->message);
  gtk_label_set_label (self->error_label, self->error_text ? self->error_text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), self->error_text != NULL);
  for (guint i = 0; i < n; i++)
    {
      OptionColumn *column = self->columns->pdata[i];
      const UmpireCompareOption *option = self->compare ? &self->compare->options[i] : NULL;

      for (guint f = 0; f < N_FIGURES; f++)
        {
          g_autofree char *text = NULL;
          gboolean best = FALSE;

          if (option == NULL)
            text = g_strdup ("—");
          else
            switch (f)
              {
              case FIGURE_DEFENDER_LOSS:
                text = format_number (option->defender_loss);
                /* Every option as good as the best; none when all are equal, nor
                 * one that makes no combat. */
                best = umpire_compare_is_best_defender_loss (self->compare, i);
                break;
              case FIGURE_ATTACKER_LOSS:
                text = format_number (option->attacker_loss);
                best = umpire_compare_is_best_attacker_loss (self->compare, i);
                break;
              case FIGURE_R_RESULT:
                text = umpire_odds_dup_chance_words (option->r_result);
                break;
              case FIGURE_ATTACKER_SUPPLY:
                text = format_number (option->attacker_supply);
                break;
              default:
                text = format_number (option->defender_supply);
                break;
              }
          column->best[f] = best;
          if (best)
            {
              /* Translators: a figure best for the attacker among the options */
              g_autofree char *marked = g_strdup_printf (_("%s (best)"), text);

              gtk_label_set_label (column->figures[f], marked);
              gtk_widget_add_css_class (GTK_WIDGET (column->figures[f]), "heading");
            }
          else
            {
              gtk_label_set_label (column->figures[f], text);
              gtk_widget_remove_css_class (GTK_WIDGET (column->figures[f]), "heading");
            }
        }
      if (option != NULL)
        {
          umpire_odds_view_set_odds (column->defender_view, option->odds, "defender-loss", self->rules);
          umpire_odds_view_set_odds (column->attacker_view, option->odds, "attacker-loss", self->rules);
        }
      else
        {
          umpire_odds_view_set_message (column->defender_view, _("No odds: see the message above"));
          umpire_odds_view_set_message (column->attacker_view, _("No odds: see the message above"));
        }
    }
}

static void
recompute (UmpireComparePage *self)
{
  if (self->rules == NULL || self->filling)
    return;
  self->pending = TRUE;
  if (self->drawn)
    compute (self);
}

/* Asked for before the first frame: worked out now. */
static void
flush (UmpireComparePage *self)
{
  if (self->pending)
    compute (self);
}

static gboolean
compute_after_first_frame (GtkWidget *widget)
{
  UmpireComparePage *self = UMPIRE_COMPARE_PAGE (widget);

  self->drawn = TRUE;
  flush (self);
  return FALSE;
}

static void
on_adopt_clicked (GtkButton         *button,
                  UmpireComparePage *self)
{
  for (guint i = 0; i < self->columns->len; i++)
    if (((OptionColumn *) self->columns->pdata[i])->root == g_object_get_data (G_OBJECT (button), "column-root"))
      umpire_compare_page_adopt (self, i);
}

static void
on_remove_clicked (GtkButton         *button,
                   UmpireComparePage *self)
{
  for (guint i = 0; i < self->columns->len; i++)
    if (((OptionColumn *) self->columns->pdata[i])->root == g_object_get_data (G_OBJECT (button), "column-root"))
      {
        umpire_compare_page_remove_option (self, i);
        return;
      }
}

static GtkWidget *
add_row_label (GtkGrid    *grid,
               int         row,
               const char *text,
               GtkWidget  *widget)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* Asks for little width, so that two options fit side by side on a
   * small laptop; it takes what the column gives it. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 10);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, widget, 1, row, 1, 1);
  if (GTK_IS_LABEL (widget))
    {
      /* "1,83 (am besten)" breaks after the number on a narrow column
       * rather than widening it. */
      gtk_label_set_xalign (GTK_LABEL (widget), 1);
      gtk_label_set_justify (GTK_LABEL (widget), GTK_JUSTIFY_RIGHT);
      gtk_label_set_wrap (GTK_LABEL (widget), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (widget), 8);
      gtk_widget_set_hexpand (widget, TRUE);
    }
  else
    {
      gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
      /* Names a drop-down's button as well (umpire_form_name_drop_down_button). */
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), widget);
    }
  return label;
}

static OptionColumn *
new_column (UmpireComparePage *self)
{
  OptionColumn *column = g_new0 (OptionColumn, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkGrid *inputs = GTK_GRID (gtk_grid_new ());
  GtkGrid *figures = GTK_GRID (gtk_grid_new ());
  GtkWidget *adopt;
  const char *figure_labels[N_FIGURES] = {
    _("Expected defender loss"), _("Expected attacker loss"), _("Chance of an “r” result"),
    _("Attacker's supply points"), _("Defender's supply points"),
  };

  column->scope = g_strdup_printf ("option-%u", self->n_made++);
  column->root = box;
  gtk_widget_add_css_class (box, "card");
  gtk_widget_set_size_request (box, 240, -1);

  column->title = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (column->title), "title-4");
  gtk_widget_set_hexpand (GTK_WIDGET (column->title), TRUE);
  gtk_label_set_xalign (column->title, 0);
  column->remove_button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_add_css_class (column->remove_button, "flat");
  gtk_widget_set_tooltip_text (column->remove_button, _("Remove Option"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (column->remove_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove Option"), -1);
  g_object_set_data (G_OBJECT (column->remove_button), "column-root", box);
  g_signal_connect (column->remove_button, "clicked", G_CALLBACK (on_remove_clicked), self);
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (column->title));
  gtk_box_append (GTK_BOX (header), column->remove_button);

  gtk_grid_set_row_spacing (inputs, 6);
  gtk_grid_set_column_spacing (inputs, 8);
  for (guint i = 0; i < G_N_ELEMENTS (spin_inputs); i++)
    {
      const UmpireField *field = umpire_procedure_info_find_input (&umpire_combat_info, spin_inputs[i]);

      column->spins[i] = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (field->min, field->max, 1));
      gtk_spin_button_set_numeric (column->spins[i], TRUE);
      add_row_label (inputs, (int) i, input_label (spin_inputs[i]), GTK_WIDGET (column->spins[i]));
      umpire_field_rows_add_widget (self->fields, column->scope, spin_inputs[i], field, NULL,
                                    GTK_WIDGET (column->spins[i]));
    }
  column->terrain = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  gtk_widget_set_size_request (GTK_WIDGET (column->terrain), 120, -1);
  fill_terrains (column->terrain, self->rules);
  add_row_label (inputs, 3, input_label ("terrain"), GTK_WIDGET (column->terrain));
  umpire_field_rows_add_widget (self->fields, column->scope, "terrain",
                                umpire_procedure_info_find_input (&umpire_combat_info, "terrain"), NULL,
                                GTK_WIDGET (column->terrain));

  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (inputs));
  for (guint i = 0; i < N_CHECKS; i++)
    {
      column->checks[i] = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (input_label (check_inputs[i])));
      umpire_field_rows_add_widget (self->fields, column->scope, check_inputs[i],
                                    umpire_procedure_info_find_input (&umpire_combat_info, check_inputs[i]), NULL,
                                    GTK_WIDGET (column->checks[i]));
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (column->checks[i]));
    }

  gtk_grid_set_row_spacing (figures, 4);
  gtk_grid_set_column_spacing (figures, 8);
  for (guint f = 0; f < N_FIGURES; f++)
    {
      column->figures[f] = GTK_LABEL (gtk_label_new ("—"));
      add_row_label (figures, (int) f, figure_labels[f], GTK_WIDGET (column->figures[f]));
    }
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (figures));
  column->defender_view = UMPIRE_ODDS_VIEW (umpire_odds_view_new ());
  column->attacker_view = UMPIRE_ODDS_VIEW (umpire_odds_view_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (column->defender_view));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (column->attacker_view));

  adopt = gtk_button_new_with_mnemonic (_("Ado_pt"));
  gtk_widget_set_tooltip_text (adopt, _("Fill the combat form with this option and go to it"));
  gtk_widget_add_css_class (adopt, "suggested-action");
  g_object_set_data (G_OBJECT (adopt), "column-root", box);
  g_signal_connect (adopt, "clicked", G_CALLBACK (on_adopt_clicked), self);
  gtk_box_append (GTK_BOX (box), adopt);

  /* Room inside the card. */
  gtk_widget_set_margin_top (header, 12);
  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      gtk_widget_set_margin_start (child, 12);
      gtk_widget_set_margin_end (child, 12);
    }
  gtk_widget_set_margin_bottom (adopt, 12);
  /* Its spin buttons and drop-down (umpire-form.h): a column added later too. */
  umpire_form_set_up (box);
  return column;
}

static void
column_free (gpointer data)
{
  OptionColumn *column = data;

  g_clear_pointer (&column->inputs, g_hash_table_unref);
  g_free (column->scope);
  g_free (column);
}

gboolean
umpire_compare_page_add_option (UmpireComparePage *self)
{
  OptionColumn *column;
  UmpireCombatInput copy = { .attacker_strength = 12, .defender_strength = 8, .terrain = "clear" };

  g_return_val_if_fail (UMPIRE_IS_COMPARE_PAGE (self), FALSE);
  if (self->rules == NULL || self->columns->len >= UMPIRE_COMPARE_MAX_OPTIONS)
    return FALSE;
  g_autofree char *terrain = NULL;
  g_autofree char *era = NULL;

  if (self->columns->len > 0 && !read_column (self, self->columns->pdata[self->columns->len - 1], &copy, NULL))
    copy = (UmpireCombatInput) { .attacker_strength = 12, .defender_strength = 8, .terrain = "clear" };
  /* The ids point into the drop-downs' lists, which a new column fills
   * again: keep copies. */
  copy.terrain = terrain = g_strdup (copy.terrain);
  copy.era = era = g_strdup (copy.era);
  column = new_column (self);
  self->filling = TRUE;
  fill_column (self, column, &copy);
  self->filling = FALSE;
  g_ptr_array_add (self->columns, column);
  gtk_flow_box_append (self->options_box, column->root);
  umpire_form_flow_box_cells_pass_focus (GTK_WIDGET (self->options_box));
  /* Tab goes from field to field, not through the option's card itself. */
  gtk_widget_set_focusable (gtk_widget_get_parent (column->root), FALSE);
  update_titles (self);
  recompute (self);
  return TRUE;
}

gboolean
umpire_compare_page_remove_option (UmpireComparePage *self,
                                   guint              index)
{
  OptionColumn *column;

  g_return_val_if_fail (UMPIRE_IS_COMPARE_PAGE (self), FALSE);
  if (index >= self->columns->len || self->columns->len <= UMPIRE_COMPARE_MIN_OPTIONS)
    return FALSE;
  column = self->columns->pdata[index];
  for (guint i = 0; i < G_N_ELEMENTS (spin_inputs); i++)
    umpire_field_rows_remove (self->fields, column->scope, spin_inputs[i]);
  for (guint i = 0; i < N_CHECKS; i++)
    umpire_field_rows_remove (self->fields, column->scope, check_inputs[i]);
  umpire_field_rows_remove (self->fields, column->scope, "terrain");
  gtk_flow_box_remove (self->options_box, gtk_widget_get_parent (column->root));
  g_ptr_array_remove_index (self->columns, index);
  update_titles (self);
  recompute (self);
  return TRUE;
}

static void
add_option_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  umpire_compare_page_add_option (UMPIRE_COMPARE_PAGE (widget));
}

static void
set_up (UmpireComparePage *self)
{
  if (self->rules == NULL || umpire_field_rows_has_field (self->fields, NULL, "era"))
    return;
  umpire_era_choice_fill (self->era_dropdown, self->rules);
  umpire_field_rows_add_widget (self->fields, NULL, "era", umpire_procedure_info_find_input (&umpire_combat_info, "era"),
                                NULL, GTK_WIDGET (self->era_dropdown));
  while (self->columns->len < UMPIRE_COMPARE_MIN_OPTIONS)
    umpire_compare_page_add_option (self);
}

static void
umpire_compare_page_constructed (GObject *object)
{
  UmpireComparePage *self = UMPIRE_COMPARE_PAGE (object);

  G_OBJECT_CLASS (umpire_compare_page_parent_class)->constructed (object);
  self->rules = umpire_page_get_rules (UMPIRE_PAGE (self));
  self->fields = umpire_field_rows_new (self->rules);
  /* Every change of an option's fields recomputes. */
  g_signal_connect_object (self->fields, "changed", G_CALLBACK (recompute), self, G_CONNECT_SWAPPED);
  set_up (self);
}

static void
umpire_compare_page_dispose (GObject *object)
{
  UmpireComparePage *self = UMPIRE_COMPARE_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_COMPARE_PAGE);
  g_clear_object (&self->fields);
  G_OBJECT_CLASS (umpire_compare_page_parent_class)->dispose (object);
}

static void
umpire_compare_page_finalize (GObject *object)
{
  UmpireComparePage *self = UMPIRE_COMPARE_PAGE (object);

  g_ptr_array_unref (self->columns);
  umpire_compare_free (self->compare);
  g_free (self->error_text);
  G_OBJECT_CLASS (umpire_compare_page_parent_class)->finalize (object);
}

static void
umpire_compare_page_class_init (UmpireComparePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_compare_page_constructed;
  object_class->dispose = umpire_compare_page_dispose;
  object_class->finalize = umpire_compare_page_finalize;

  /**
   * UmpireComparePage::adopt:
   * @input: (type gpointer): the option's `const UmpireCombatInput *`
   */
  signals[SIGNAL_ADOPT] = g_signal_new ("adopt", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/umpire_wargames/Umpire/ui/umpire-compare-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireComparePage, era_dropdown);
  gtk_widget_class_bind_template_child (widget_class, UmpireComparePage, error_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireComparePage, options_box);
  gtk_widget_class_install_action (widget_class, "compare.add-option", NULL, add_option_action);
}

static void
umpire_compare_page_init (UmpireComparePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->columns = g_ptr_array_new_with_free_func (column_free);
  umpire_build_after_first_frame (GTK_WIDGET (self), compute_after_first_frame);
}

GtkWidget *
umpire_compare_page_new (UmpireRules *rules,
                         UmpireDice  *dice)
{
  return g_object_new (UMPIRE_TYPE_COMPARE_PAGE, "rules", rules, "dice", dice, NULL);
}

guint
umpire_compare_page_get_n_options (UmpireComparePage *self)
{
  g_return_val_if_fail (UMPIRE_IS_COMPARE_PAGE (self), 0);
  return self->columns->len;
}

void
umpire_compare_page_set_option (UmpireComparePage       *self,
                                guint                    index,
                                const UmpireCombatInput *input)
{
  g_return_if_fail (UMPIRE_IS_COMPARE_PAGE (self));
  g_return_if_fail (index < self->columns->len && input != NULL);

  self->filling = TRUE;
  umpire_field_rows_set_value (self->fields, NULL, "era", input->era);
  fill_column (self, self->columns->pdata[index], input);
  self->filling = FALSE;
  recompute (self);
}

const UmpireCompare *
umpire_compare_page_get_compare (UmpireComparePage *self)
{
  g_return_val_if_fail (UMPIRE_IS_COMPARE_PAGE (self), NULL);
  flush (self);
  return self->compare;
}

const char *
umpire_compare_page_get_error (UmpireComparePage *self)
{
  g_return_val_if_fail (UMPIRE_IS_COMPARE_PAGE (self), NULL);
  flush (self);
  return self->error_text;
}

UmpireOddsView *
umpire_compare_page_get_odds_view (UmpireComparePage *self,
                                   guint              index,
                                   const char        *value)
{
  OptionColumn *column;

  g_return_val_if_fail (UMPIRE_IS_COMPARE_PAGE (self), NULL);
  if (index >= self->columns->len)
    return NULL;
  flush (self);
  column = self->columns->pdata[index];
  return g_strcmp0 (value, "attacker-loss") == 0 ? column->attacker_view : column->defender_view;
}

void
umpire_compare_page_adopt (UmpireComparePage *self,
                           guint              index)
{
  UmpireCombatInput input;

  g_return_if_fail (UMPIRE_IS_COMPARE_PAGE (self));
  g_return_if_fail (index < self->columns->len);

  if (read_column (self, self->columns->pdata[index], &input, NULL))
    g_signal_emit (self, signals[SIGNAL_ADOPT], 0, &input);
}

gboolean
umpire_compare_page_is_best (UmpireComparePage *self,
                             guint              index,
                             const char        *value)
{
  OptionColumn *column;

  g_return_val_if_fail (UMPIRE_IS_COMPARE_PAGE (self), FALSE);
  if (index >= self->columns->len)
    return FALSE;
  column = self->columns->pdata[index];
  return column->best[g_strcmp0 (value, "attacker-loss") == 0 ? FIGURE_ATTACKER_LOSS : FIGURE_DEFENDER_LOSS];
}
