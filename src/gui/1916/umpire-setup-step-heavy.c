/* umpire-setup-step-heavy.c: setup step 3, heavy weapons
 *
 * A row per weapon the year recommends for the side's nation (rebuilt when
 * the scenario's year or nations change), each on its recommended column
 * unless the umpire picks another, and one for the chart's unassigned
 * columns, the umpire's own choice. Bases = chart rate x the side's own
 * sub-units. Each weapon's result is a small card (side and weapon, the
 * bases in a line, the die; before the roll what its column can give, the
 * trail on demand), as step 2's are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-labels.h"
#include "umpire-catalogue.h"
#include "umpire-form.h"
#include "umpire-input-error.h"
#include "umpire-procedure.h"
#include "umpire-columns.h"
#include "umpire-setup-rows.h"
#include "umpire-setup-step-heavy.h"
#include "umpire-width-first-layout.h"

#define N_SIDES 2

typedef struct
{
  char             *weapon;
  GtkDropDown      *column;
  GtkEditable      *die;
  GtkCheckButton   *use;    /* the umpire's own category only; NULL otherwise */
  GtkWidget        *row;
  UmpireResultCard *card;
} HeavyRow;

struct _UmpireSetupStepHeavy
{
  UmpireSetupStep   parent_instance;

  GtkWidget        *box;
  UmpireColumns *form_box;
  GtkWidget        *roll_button;
  GtkLabel         *summary;
  UmpireColumns *results_box;

  GStrv             columns;
  AdwPreferencesGroup *group[N_SIDES];
  GtkWidget        *results[N_SIDES];
  GPtrArray        *rows[N_SIDES];
  char             *key[N_SIDES];   /* "YEAR-NATION" the rows were built for */
};

G_DEFINE_FINAL_TYPE (UmpireSetupStepHeavy, umpire_setup_step_heavy, UMPIRE_TYPE_SETUP_STEP)

static void
heavy_row_free (gpointer data)
{
  HeavyRow *row = data;

  g_free (row->weapon);
  g_free (row);
}

static char *
field_name (const char *weapon,
            const char *what)
{
  return g_strdup_printf ("%s-%s", weapon, what);
}

static void
add_row (UmpireSetupStepHeavy                  *self,
         guint                                  s,
         const UmpireHeavyWeaponRecommendation *rec,
         int                                    year)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireSide side = umpire_setup_side_of (s);
  HeavyRow *row = g_new0 (HeavyRow, 1);
  gboolean own = g_str_equal (rec->weapon, "other");
  g_autofree char *upper = g_ascii_strup (rec->column, -1);
  g_autofree char *subtitle = own ? g_strdup (_("Tick to roll it; pick any column"))
                                  : g_strdup_printf (_("Recommended for %d: column %s"), year, upper);
  g_autofree char *column_name = field_name (rec->weapon, "column");
  g_autofree char *die_name = field_name (rec->weapon, "die");
  g_autofree char *use_name = field_name (rec->weapon, "use");
  /* TRANSLATORS: the heading of a heavy weapon's result: the side, then the weapon */
  g_autofree char *heading_text = g_strdup_printf (_("%s: %s"), umpire_side_get_label (side), rec->label);
  GtkWidget *die = gtk_entry_new ();

  row->weapon = g_strdup (rec->weapon);
  row->row = g_object_new (ADW_TYPE_ACTION_ROW, "subtitle", subtitle, "title-lines", 0, "subtitle-lines", 0, NULL);
  /* Weapon names from the rules are text, not markup ("French & Commonwealth LMG"). */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row->row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), rec->label);
  umpire_width_first_action_row (row->row);
  row->column = GTK_DROP_DOWN (gtk_drop_down_new_from_strings ((const char * const *) self->columns));
  gtk_widget_set_valign (GTK_WIDGET (row->column), GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (row->column), _("The umpire may pick another column"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->column), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chart column"), -1);
  /* The button inside takes the focus: a reader names it too. */
  umpire_form_name_drop_down_button (row->column);
  for (guint c = 0; self->columns[c]; c++)
    if (g_ascii_strcasecmp (self->columns[c], rec->column) == 0)
      gtk_drop_down_set_selected (row->column, c);
  gtk_editable_set_width_chars (GTK_EDITABLE (die), 3);
  gtk_entry_set_placeholder_text (GTK_ENTRY (die), _("die"));
  gtk_widget_set_valign (die, GTK_ALIGN_CENTER);
  umpire_die_tooltip_follow (die);
  gtk_accessible_update_property (GTK_ACCESSIBLE (die), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Die"), -1);
  row->die = GTK_EDITABLE (die);
  if (own)
    {
      row->use = GTK_CHECK_BUTTON (gtk_check_button_new ());
      gtk_widget_set_valign (GTK_WIDGET (row->use), GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row->use), GTK_ACCESSIBLE_PROPERTY_LABEL, rec->label, -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row->row), GTK_WIDGET (row->use));
      umpire_setup_step_add_field (step, side, use_name, NULL, GTK_WIDGET (row->use));
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), GTK_WIDGET (row->column));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), die);
  adw_preferences_group_add (self->group[s], row->row);
  umpire_setup_step_add_field (step, side, column_name, NULL, GTK_WIDGET (row->column));
  /* Checked against the chart's dice before anything is rolled; its errors
   * show under its row. */
  umpire_setup_step_add_field (step, side, die_name,
                               umpire_procedure_info_find_input (&umpire_setup_heavy_weapons_info, "die"), die);
  adw_preferences_group_add (self->group[s], umpire_field_rows_get_error_row (umpire_setup_step_get_fields (step),
                                                                              umpire_side_to_string (side), die_name));

  row->card = UMPIRE_RESULT_CARD (umpire_result_card_new (umpire_setup_step_get_rules (step), heading_text));
  gtk_box_append (GTK_BOX (self->results[s]), GTK_WIDGET (row->card));
  g_ptr_array_add (self->rows[s], row);
}

/* The chart column picked on `row` ("F"), or NULL: the rules have no chart. */
static const char *
column_of (UmpireSetupStepHeavy *self,
           HeavyRow             *row)
{
  guint selected = gtk_drop_down_get_selected (row->column);

  return selected < g_strv_length (self->columns) ? self->columns[selected] : NULL;
}

/* The rows of each side, rebuilt only when its year or nation changed, so
 * that what the umpire picked survives. */
static void
rebuild (UmpireSetupStepHeavy *self)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (step);
  int year;

  if (sequence == NULL)
    return;
  year = umpire_setup_sequence_get_year (sequence);
  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);
      const char *nation = umpire_setup_sequence_get_nation (sequence, side);
      g_autofree char *key = g_strdup_printf ("%d-%s", year, nation);
      g_autoptr(GPtrArray) recs = NULL;
      UmpireHeavyWeaponRecommendation other = { 0 };
      g_autofree char *other_label = NULL;

      if (g_strcmp0 (key, self->key[s]) == 0)
        continue;
      g_free (self->key[s]);
      self->key[s] = g_steal_pointer (&key);
      for (guint i = 0; i < self->rows[s]->len; i++)
        {
          HeavyRow *row = g_ptr_array_index (self->rows[s], i);
          g_autofree char *result_key = g_strdup_printf ("heavy-%s-%s", umpire_side_to_string (side), row->weapon);
          g_autofree char *column_name = field_name (row->weapon, "column");
          g_autofree char *die_name = field_name (row->weapon, "die");
          g_autofree char *use_name = field_name (row->weapon, "use");

          /* The new rows show the log's results afresh. */
          umpire_setup_step_show_event (step, result_key, NULL, NULL);
          umpire_setup_step_remove_field (step, side, column_name);
          umpire_setup_step_remove_field (step, side, die_name);
          umpire_setup_step_remove_field (step, side, use_name);
          adw_preferences_group_remove (self->group[s], row->row);
          gtk_box_remove (GTK_BOX (self->results[s]), GTK_WIDGET (row->card));
        }
      g_ptr_array_set_size (self->rows[s], 0);

      recs = nation != NULL && year > 0
             ? umpire_setup_heavy_weapon_recommendations (umpire_setup_step_get_rules (step), year, nation, NULL)
             : NULL;
      for (guint i = 0; recs != NULL && i < recs->len; i++)
        add_row (self, s, g_ptr_array_index (recs, i), year);
      /* The chart's unassigned columns are the umpire's to use (Setup 3). */
      other.weapon = "other";
      other.label = other_label = umpire_input_dup_for_people (umpire_setup_step_get_rules (step),
                                                               umpire_setup_heavy_weapons_info.id, "weapon", "other");
      g_strlcpy (other.column, "a", sizeof other.column);
      add_row (self, s, &other, year);
    }
}

/* What each weapon's roll can give on its column, for the side's sub-units
 * as they stand, before it is made. */
static void
refresh_odds (UmpireSetupStepHeavy *self)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (step);

  if (sequence == NULL)
    return;
  for (guint s = 0; s < N_SIDES; s++)
    {
      g_autofree char *units = g_strdup_printf ("%d", umpire_setup_sequence_get_sub_units (sequence,
                                                                                      umpire_setup_side_of (s)));

      for (guint i = 0; i < self->rows[s]->len; i++)
        {
          HeavyRow *row = g_ptr_array_index (self->rows[s], i);
          g_autoptr(GHashTable) inputs = g_hash_table_new (g_str_hash, g_str_equal);
          g_autofree char *column = g_ascii_strdown (column_of (self, row) ? column_of (self, row) : "", -1);
          g_autoptr(GError) error = NULL;
          UmpireOdds *odds;

          g_hash_table_insert (inputs, "column", column);
          g_hash_table_insert (inputs, "units", units);
          g_hash_table_insert (inputs, "weapon", row->weapon);
          odds = umpire_odds_compute_for (&umpire_setup_heavy_weapons_info, umpire_setup_step_get_rules (step), inputs,
                                          UMPIRE_ODDS_MAX_PATHS, &error);
          umpire_result_card_set_odds (row->card, odds, "bases",
                                       odds != NULL || error == NULL ? NULL : umpire_input_error_get_text (error));
          g_clear_pointer (&odds, umpire_odds_free);
        }
    }
}

static void
on_field_changed (UmpireSetupStepHeavy *self,
                  const char           *scope,
                  const char           *name)
{
  /* Another column: other chances. */
  if (g_str_has_suffix (name, "-column"))
    refresh_odds (self);
}

UmpireResultCard *
umpire_setup_step_heavy_get_card (UmpireSetupStepHeavy *self,
                                  UmpireSide            side,
                                  const char           *weapon)
{
  GPtrArray *rows;

  g_return_val_if_fail (UMPIRE_IS_SETUP_STEP_HEAVY (self), NULL);
  g_return_val_if_fail (weapon != NULL, NULL);

  rebuild (self);
  rows = self->rows[side == UMPIRE_SIDE_DEFENDER ? 1 : 0];
  for (guint i = 0; rows != NULL && i < rows->len; i++)
    {
      HeavyRow *row = g_ptr_array_index (rows, i);

      if (g_str_equal (row->weapon, weapon))
        return row->card;
    }
  return NULL;
}

static void
umpire_setup_step_heavy_build (UmpireSetupStep *step)
{
  UmpireSetupStepHeavy *self = UMPIRE_SETUP_STEP_HEAVY (step);

  self->columns = umpire_setup_column_ids (umpire_setup_step_get_rules (step), "1916.heavy-weapons", TRUE);
  umpire_setup_step_set_summary (step, self->summary);
  for (guint s = 0; s < N_SIDES; s++)
    {
      self->group[s] = ADW_PREFERENCES_GROUP (umpire_setup_new_group (umpire_side_get_label (umpire_setup_side_of (s)),
                                                                      _("Bases = chart rate × the side's own sub-units")));
      self->rows[s] = g_ptr_array_new_with_free_func (heavy_row_free);
      self->results[s] = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
      umpire_columns_append (self->form_box, GTK_WIDGET (self->group[s]));
      umpire_columns_append (self->results_box, self->results[s]);
    }
  g_signal_connect_object (umpire_setup_step_get_fields (step), "changed", G_CALLBACK (on_field_changed), self,
                           G_CONNECT_SWAPPED);
}

static gboolean
umpire_setup_step_heavy_roll (UmpireSetupStep  *step,
                              UmpireSide        side,
                              GError          **error)
{
  UmpireSetupStepHeavy *self = UMPIRE_SETUP_STEP_HEAVY (step);
  guint s = side == UMPIRE_SIDE_DEFENDER ? 1 : 0;
  g_autoptr(GArray) weapons = g_array_new (FALSE, TRUE, sizeof (UmpireSetupHeavyWeapon));

  rebuild (self);
  for (guint i = 0; i < self->rows[s]->len; i++)
    {
      HeavyRow *row = g_ptr_array_index (self->rows[s], i);
      UmpireSetupHeavyWeapon weapon = { row->weapon, column_of (self, row), gtk_editable_get_text (row->die) };

      if (row->use != NULL && !gtk_check_button_get_active (row->use))
        continue;
      g_array_append_val (weapons, weapon);
    }
  return umpire_setup_sequence_roll_heavy_weapons (umpire_setup_step_get_sequence (step), side,
                                                   (const UmpireSetupHeavyWeapon *) weapons->data,
                                                   weapons->len, error);
}

static void
umpire_setup_step_heavy_refresh (UmpireSetupStep *step)
{
  UmpireSetupStepHeavy *self = UMPIRE_SETUP_STEP_HEAVY (step);
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (step);

  rebuild (self);
  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide side = umpire_setup_side_of (s);

      for (guint i = 0; i < self->rows[s]->len; i++)
        {
          HeavyRow *row = g_ptr_array_index (self->rows[s], i);
          g_autofree char *key = g_strdup_printf ("heavy-%s-%s", umpire_side_to_string (side), row->weapon);
          UmpireEvent *event = umpire_setup_sequence_find_in_force (sequence, "heavy-weapons", side, row->weapon);
          gboolean fresh = umpire_setup_step_show_event (step, key, event, NULL);
          const char *column, *reason = NULL;
          gboolean stale;

          if (fresh || event == NULL)
            umpire_result_card_set_result (row->card, umpire_setup_step_get_result (step, key));
          /* A correction its die could not follow: said on the card. */
          stale = umpire_setup_step_is_out_of_date (step, event, &reason);
          umpire_result_card_set_out_of_date (row->card, stale, reason);
          if (!fresh)
            continue;
          /* The row shows the column the result was rolled on. */
          column = umpire_result_get_value (umpire_event_get_result (event), "column");
          for (guint c = 0; column != NULL && self->columns[c] != NULL; c++)
            if (g_ascii_strcasecmp (self->columns[c], column) == 0)
              gtk_drop_down_set_selected (row->column, c);
          if (row->use != NULL)
            gtk_check_button_set_active (row->use, TRUE);
        }
    }
  /* The sub-units of the header reach the chances. */
  refresh_odds (self);
}

static void
umpire_setup_step_heavy_dispose (GObject *object)
{
  UmpireSetupStepHeavy *self = UMPIRE_SETUP_STEP_HEAVY (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), UMPIRE_TYPE_SETUP_STEP_HEAVY);
  for (guint s = 0; s < N_SIDES; s++)
    {
      g_clear_pointer (&self->rows[s], g_ptr_array_unref);
      g_clear_pointer (&self->key[s], g_free);
    }
  g_clear_pointer (&self->columns, g_strfreev);
  G_OBJECT_CLASS (umpire_setup_step_heavy_parent_class)->dispose (object);
}

static void
umpire_setup_step_heavy_class_init (UmpireSetupStepHeavyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  UmpireSetupStepClass *step_class = UMPIRE_SETUP_STEP_CLASS (klass);

  object_class->dispose = umpire_setup_step_heavy_dispose;
  g_type_ensure (UMPIRE_TYPE_RESULT_CARD);
  step_class->title = N_("Heavy Weapons");
  step_class->info = &umpire_setup_heavy_weapons_info;
  step_class->per_side = TRUE;
  step_class->build = umpire_setup_step_heavy_build;
  step_class->roll = umpire_setup_step_heavy_roll;
  step_class->refresh = umpire_setup_step_heavy_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-step-heavy.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeavy, box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeavy, form_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeavy, roll_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeavy, summary);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupStepHeavy, results_box);
}

static void
umpire_setup_step_heavy_init (UmpireSetupStepHeavy *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
