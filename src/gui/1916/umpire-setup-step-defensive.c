/* umpire-setup-step-defensive.c: setup step 4, defensive works
 *
 * The die each category needs comes from the nation's Troop List (typed in,
 * or from a rule pack); the dice are rolled, or typed in as read off the
 * table, in the order of the categories that roll.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-columns.h"
#include "umpire-input-error.h"
#include "umpire-setup-rows.h"
#include "umpire-setup-step-defensive.h"

#define N_SIDES 2

struct _UmpireSetupStepDefensive
{
  UmpireSetupStep   parent_instance;

  GtkWidget        *box;
  UmpireColumns *form_box;
  GtkWidget        *roll_button;
  GtkLabel         *summary;
  UmpireColumns *results_box;

  GtkSpinButton    *needed[N_SIDES][UMPIRE_DEFENSIVE_CATEGORIES];
  UmpireResultView *view[N_SIDES];
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepDefensive, umpire_setup_step_defensive, UMPIRE_TYPE_SETUP_STEP)

/* The dice read off the table, one die for each roll of each category that
 * rolls; the descriptor records them as values, not as an input. */
static const UmpireField dice_input = {
  "dice", N_("Dice, in the order of the categories (e.g. 3,5,2,6)"), UMPIRE_FIELD_DIE, .dice = UMPIRE_DEFENSIVE_DICE,
  .several = TRUE,
};

/* The die each category needs, as the side's fields (named by category) read. */
static void
read_needed (UmpireSetupStepDefensive *self,
             guint                     s,
             int                      *needed)
{
  UmpireFieldRows *fields = umpire_setup_step_get_fields (UMPIRE_SETUP_STEP (self));

  for (guint c = 0; c < UMPIRE_DEFENSIVE_CATEGORIES; c++)
    needed[c] = (int) umpire_field_rows_get_number (fields, umpire_side_to_string (umpire_setup_side_of (s)),
                                                    umpire_setup_defensive_categories[c]);
}

static guint
count_rolling (const int *needed)
{
  guint n = 0;

  for (guint c = 0; c < UMPIRE_DEFENSIVE_CATEGORIES; c++)
    if (needed[c] != 0)
      n++;
  return n;
}

/* The dice field says how many dice the roll takes, as the header and the
 * dice needed now make it: "12 dice: 3 for each category that rolls". */
static void
update_dice_hints (UmpireSetupStepDefensive *self)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (step);

  for (guint s = 0; sequence != NULL && s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      int needed[UMPIRE_DEFENSIVE_CATEGORIES];
      g_autofree char *hint = NULL;
      guint n, rolling;

      read_needed (self, s, needed);
      n = umpire_setup_sequence_count_defensive_dice (sequence, side, needed, NULL);
      rolling = count_rolling (needed);
      if (rolling == 0 || n == 0)
        hint = g_strdup (_("No category rolls: no dice"));
      else
        /* TRANSLATORS: under the defensive works' dice field: how many dice, how many for each category */
        hint = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u die: %u for each category that rolls",
                                             "%u dice: %u for each category that rolls", n),
                                n, n / rolling);
      umpire_field_rows_set_hint (umpire_setup_step_get_fields (step), umpire_side_to_string (side), "dice", hint);
    }
}

/* Values typed, read as the dice read them (umpire-dice.c: commas or
 * spaces between them). */
static guint
count_typed (const char *typed)
{
  g_auto(GStrv) parts = g_strsplit_set (typed != NULL ? typed : "", ", ", -1);
  guint n = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      n++;
  return n;
}

static void
umpire_setup_step_defensive_build (UmpireSetupStep *step)
{
  UmpireSetupStepDefensive *self = UMPIRE_SETUP_STEP_DEFENSIVE (step);
  const UmpireTable *list = umpire_rules_get_table (umpire_setup_step_get_rules (step), "1916.defensive-works");
  const char *note = list && list->notes->len ? g_ptr_array_index (list->notes, 0) : NULL;

  umpire_setup_step_set_summary (step, self->summary);
  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      GtkWidget *group = umpire_setup_new_group (umpire_side_get_label (side), note);

      for (guint c = 0; c < UMPIRE_DEFENSIVE_CATEGORIES; c++)
        {
          const char *category = umpire_setup_defensive_categories[c];
          const UmpireRow *item = list ? umpire_table_get_row (list, category) : NULL;

          self->needed[s][c] = umpire_setup_add_spin_row (group, item ? umpire_row_cell (item, 0)->text : category,
                                                          _("Die needed (Troop Lists); 0: the nation does not roll"),
                                                          0, umpire_setup_defensive_needed_max (), 0);
          umpire_setup_step_add_field (step, side, category, NULL, GTK_WIDGET (self->needed[s][c]));
          g_signal_connect_object (self->needed[s][c], "value-changed", G_CALLBACK (update_dice_hints), self,
                                   G_CONNECT_SWAPPED);
        }
      umpire_setup_step_add_input (step, side, NULL, &dice_input, 0, group);
      umpire_columns_append (self->form_box, group);
      self->view[s] = umpire_setup_step_new_view (step);
      umpire_columns_append (self->results_box, GTK_WIDGET (self->view[s]));
    }
}

static gboolean
umpire_setup_step_defensive_roll (UmpireSetupStep  *step,
                                  UmpireSide        side,
                                  GError          **error)
{
  UmpireSetupStepDefensive *self = UMPIRE_SETUP_STEP_DEFENSIVE (step);
  guint s = side == UMPIRE_SIDE_DEFENDER ? 1 : 0;
  int needed[UMPIRE_DEFENSIVE_CATEGORIES];
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (step);
  g_autofree char *dice = umpire_field_rows_dup_value (umpire_setup_step_get_fields (step),
                                                       umpire_side_to_string (side), "dice");
  guint typed = count_typed (dice);
  guint n;

  read_needed (self, s, needed);
  n = umpire_setup_sequence_count_defensive_dice (sequence, side, needed, NULL);
  /* Dice read off the table are asked for by number, under their field
   * (not under a category's die, nor under the Roll button). */
  if (n > 0 && count_rolling (needed) > 0
      && ((typed > 0 && typed != n)
          || (typed == 0 && umpire_dice_get_table_only (umpire_setup_sequence_get_dice (sequence)))))
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "dice",
                          g_dngettext (GETTEXT_PACKAGE, "type %u die, %u for each category that rolls (%u typed)",
                                       "type %u dice, %u for each category that rolls (%u typed)", n),
                          n, n / count_rolling (needed), typed);
      return FALSE;
    }
  /* Through the descriptor: the sequence adds the header's nation, year and sub-units. */
  return umpire_setup_sequence_roll_defensive_works (sequence, side, needed, dice, error);
}

static void
umpire_setup_step_defensive_refresh (UmpireSetupStep *step)
{
  UmpireSetupStepDefensive *self = UMPIRE_SETUP_STEP_DEFENSIVE (step);

  update_dice_hints (self);
  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      g_autofree char *key = g_strdup_printf ("defensive-%s", umpire_side_to_string (side));

      umpire_setup_step_show_event (step, key,
                                    umpire_setup_sequence_find_in_force (umpire_setup_step_get_sequence (step),
                                                                         "defensive-works", side, NULL),
                                    self->view[s]);
    }
}

static void
umpire_setup_step_defensive_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), UMPIRE_TYPE_SETUP_STEP_DEFENSIVE);
  G_OBJECT_CLASS (umpire_setup_step_defensive_parent_class)->dispose (object);
}

static void
umpire_setup_step_defensive_class_init (UmpireSetupStepDefensiveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  UmpireSetupStepClass *step_class = UMPIRE_SETUP_STEP_CLASS (klass);

  object_class->dispose = umpire_setup_step_defensive_dispose;
  step_class->title = N_("Defensive Works");
  step_class->info = &umpire_setup_defensive_works_info;
  step_class->per_side = TRUE;
  step_class->build = umpire_setup_step_defensive_build;
  step_class->roll = umpire_setup_step_defensive_roll;
  step_class->refresh = umpire_setup_step_defensive_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-step-defensive.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepDefensive, box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepDefensive, form_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepDefensive, roll_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepDefensive, summary);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepDefensive, results_box);
}

static void
umpire_setup_step_defensive_init (UmpireSetupStepDefensive *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
