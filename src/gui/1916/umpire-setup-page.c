/* umpire-setup-page.c: the 1916 setup assistant, turn tracker and optional rules
 *
 * The nine setup steps sit side by side in a stack; going back and forth only
 * changes which one is shown, so nothing typed or rolled is lost. Every roll
 * goes through the engine and is shown with its trail in an UmpireResultView.
 * The setup steps are played through an UmpireSetupSequence over the
 * session's scenario (the page's own when it has none): it rolls and records
 * a step, and says which result is in force for each step and side. A die
 * field left empty is rolled by the session's dice; a value typed in is the
 * die read off the table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "umpire-form.h"
#include "umpire-optional.h"
#include "umpire-play.h"
#include "umpire-result-view.h"
#include "umpire-session.h"
#include "umpire-setup-sequence.h"
#include "umpire-setup-page.h"

#define N_SIDES 2
/* Room for the support categories of 1916.support. */
#define MAX_SUPPORT 8

enum { STEP_SIDES, STEP_SUPPORT, STEP_HEAVY, STEP_DEFENSIVE, STEP_PROXIMITY,
       STEP_PLACEMENT, STEP_COUNTERBATTERY, STEP_BOMBARDMENT, N_STEPS };

static const char *const roles[N_SIDES] = { "attacker", "defender" };

typedef struct
{
  char             *weapon;
  GtkDropDown      *column;
  GtkEditable      *die;
  GtkCheckButton   *use;    /* the umpire's own category only; NULL otherwise */
  GtkWidget        *row;
  UmpireResultView *view;
} HeavyRow;

typedef struct
{
  GtkEditable     *name;
  GtkSpinButton   *bases;
  GtkSpinButton   *barrages;
  GtkSpinButton   *lost;
  GtkCheckButton  *command;
  GtkCheckButton  *veteran;
  GtkWidget       *row;
} TargetRow;

typedef struct
{
  const char       *role;
  AdwComboRow      *nation;
  GtkSpinButton    *units;
  /* step 2 */
  AdwActionRow     *modifier_row;
  GtkSwitch        *override;
  GtkSpinButton    *modifier;
  GtkEditable      *support_die[MAX_SUPPORT];
  UmpireResultView *support_view[MAX_SUPPORT];
  /* step 3 */
  AdwPreferencesGroup *heavy_group;
  GtkWidget        *heavy_results;
  GPtrArray        *heavy_rows;
  char             *heavy_key;
  /* step 4 */
  GtkSpinButton    *needed[UMPIRE_DEFENSIVE_CATEGORIES];
  UmpireResultView *defensive_view;
  /* step 8 */
  GtkSpinButton    *cb_barrages;
  GtkSwitch        *cb_gas;
  GtkEditable      *cb_dice;
  UmpireResultView *cb_view;
  /* step 9 */
  GtkListBox       *targets;
  GPtrArray        *target_rows;
  GtkSwitch        *bomb_gas;
  GtkLabel         *bomb_available;
  UmpireResultView *bomb_view;
} Side;

struct _UmpireSetupPage
{
  GtkWidget         parent_instance;

  UmpireRules      *rules;
  UmpireDice       *dice;
  GHashTable       *results;      /* key -> UmpireResult */

  /* The scenario the page shows and records into (see follow_session). */
  UmpireSession    *session;
  gboolean          session_given; /* set by the caller, not found from the window */
  gulong            session_id;
  UmpireScenario   *scenario;
  gulong            scenario_changed_id;
  gulong            scenario_cursor_id;
  GHashTable       *shown;        /* key -> the UmpireEvent its view shows */
  UmpireScenario   *own_scenario; /* without a session's */
  UmpireSetupSequence *sequence;  /* over `scenario` */
  GStrv             categories;   /* the support categories, as the sequence has them */
  guint             n_categories;
  gboolean          syncing;      /* the fields are being filled from the scenario */

  GtkWidget        *root;
  GtkListBox       *steps_list;
  GtkStack         *step_stack;
  GtkLabel         *step_label;
  GtkWidget        *play_box;
  GtkWidget        *optional_box;

  GtkWidget        *step_box[N_STEPS];
  GtkLabel         *step_error[N_STEPS];
  guint             step;

  Side              sides[N_SIDES];
  GtkSpinButton    *year;
  AdwComboRow      *battle;
  GtkSwitch        *low_intensity;
  GtkSwitch        *earlier_reading;
  GtkLabel         *total_label;
  GtkLabel         *superior_label;

  AdwComboRow      *terrain;
  AdwComboRow      *scale;
  GtkEditable      *proximity_die;
  UmpireResultView *proximity_view;
  GtkLabel         *barrages_left;

  /* play */
  GtkSpinButton    *turn;
  GtkSpinButton    *start_turn;
  GtkEditable      *lull_die;
  UmpireResultView *lull_view;
  UmpireResultView *features_view;
  AdwComboRow      *reinf_role;
  GtkEditable      *reinf_die;
  UmpireResultView *reinf_view;
  GtkLabel         *play_error;

  /* optional rules */
  GHashTable       *switches;     /* rule number -> GtkSwitch */
  GHashTable       *tool_fields;  /* name -> GtkWidget */
  UmpireResultView *tool_view;
  GtkLabel         *tool_error;
};

G_DEFINE_FINAL_TYPE (UmpireSetupPage, umpire_setup_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RULES,
  PROP_DICE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- small builders ----------------------------------------------------- */

static GtkWidget *
new_group (const char *title,
           const char *description)
{
  return g_object_new (ADW_TYPE_PREFERENCES_GROUP, "title", title, "description", description, NULL);
}

static GtkSpinButton *
add_spin_row (GtkWidget  *group,
              const char *title,
              const char *subtitle,
              const char *name,
              double      min,
              double      max,
              double      value)
{
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW, "title", title, "subtitle", subtitle, NULL);
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_name (spin, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return GTK_SPIN_BUTTON (spin);
}

/* A die field: empty means Umpire rolls. */
static GtkEditable *
add_die_row (GtkWidget  *group,
             const char *title,
             const char *name)
{
  GtkWidget *row = g_object_new (ADW_TYPE_ENTRY_ROW, "title", title, NULL);

  gtk_widget_set_name (row, name);
  gtk_widget_set_tooltip_text (row, _("Type the value read off the table, or leave empty to have Umpire roll"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return GTK_EDITABLE (row);
}

static GtkSwitch *
add_switch_row (GtkWidget  *group,
                const char *title,
                const char *subtitle,
                const char *name)
{
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW, "title", title, "subtitle", subtitle, NULL);
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_widget_set_name (sw, name);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return GTK_SWITCH (sw);
}

static char *
item_label (GtkStringObject *item,
            GHashTable      *labels)
{
  const char *id = item ? gtk_string_object_get_string (item) : "";
  const char *label = g_hash_table_lookup (labels, id);

  return g_strdup (label ? label : id);
}

static void
unref_labels (gpointer  labels,
              GClosure *closure)
{
  g_hash_table_unref (labels);
}

/* The combo's items stay ids (what the engine and the file take); people see
 * `labels` (id -> label), NULL: the ids themselves. */
static void
show_labels (AdwComboRow *row,
             GHashTable  *labels)
{
  GtkExpression *expression;

  if (labels == NULL)
    return;
  expression = gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL, G_CALLBACK (item_label),
                                            g_hash_table_ref (labels), unref_labels);
  adw_combo_row_set_expression (row, expression);
  gtk_expression_unref (expression);
}

/* A combo of ids, shown as their labels. */
static AdwComboRow *
add_combo_row (GtkWidget         *group,
               const char        *title,
               const char        *name,
               const char *const *ids,
               GHashTable        *labels)
{
  GtkStringList *model = gtk_string_list_new (ids);
  GtkWidget *row = g_object_new (ADW_TYPE_COMBO_ROW, "title", title, "model", model, NULL);

  g_object_unref (model);
  gtk_widget_set_name (row, name);
  show_labels (ADW_COMBO_ROW (row), labels);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return ADW_COMBO_ROW (row);
}

static const char *
combo_selected (AdwComboRow *row)
{
  GtkStringObject *item = adw_combo_row_get_selected_item (row);

  return item ? gtk_string_object_get_string (item) : NULL;
}

static GtkWidget *
new_button (const char *label,
            const char *action,
            GVariant   *target)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "pill");
  return button;
}

static GtkLabel *
new_error_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "error");
  gtk_widget_set_visible (label, FALSE);
  return GTK_LABEL (label);
}

static UmpireResultView *
new_view (UmpireSetupPage *self,
          const char      *name)
{
  GtkWidget *view = umpire_result_view_new ();

  gtk_widget_set_name (view, name);
  umpire_result_view_set_rules (UMPIRE_RESULT_VIEW (view), self->rules);
  return UMPIRE_RESULT_VIEW (view);
}

/* A row of a table or list; NULL when a rule pack lacks it. */
static const UmpireRow *
rules_item (UmpireRules *rules,
            const char  *table_id,
            const char  *row_id)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);

  return table ? umpire_table_get_row (table, row_id) : NULL;
}

/* Ids of a list or the rows of a table, for combos. */
static GStrv
row_ids (UmpireRules *rules,
         const char  *table_id,
         const char  *prefix)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; table != NULL && i < table->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);

      if (prefix == NULL)
        g_strv_builder_add (builder, row->id);
      else if (g_str_has_prefix (row->id, prefix) && row->item_value != NULL)
        g_strv_builder_add (builder, row->item_value);
    }
  return g_strv_builder_end (builder);
}

static GStrv
column_ids (UmpireRules *rules,
            const char  *table_id,
            gboolean     upper)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; table != NULL && i < table->columns->len; i++)
    {
      const UmpireColumn *col = g_ptr_array_index (table->columns, i);
      g_autofree char *id = upper ? g_ascii_strup (col->id, -1) : g_strdup (col->id);

      g_strv_builder_add (builder, id);
    }
  return g_strv_builder_end (builder);
}

/* id -> label for the ids row_ids () gives. */
static GHashTable *
row_labels (UmpireRules *rules,
            const char  *table_id,
            const char  *prefix)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);
  GHashTable *labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; table != NULL && i < table->rows->len; i++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, i);

      if (prefix == NULL)
        g_hash_table_replace (labels, g_strdup (row->id), umpire_row_dup_display_label (table, row));
      else if (g_str_has_prefix (row->id, prefix) && row->item_value != NULL)
        g_hash_table_replace (labels, g_strdup (row->item_value), umpire_row_dup_display_label (table, row));
    }
  return labels;
}

/* id -> label for the ids column_ids () gives (not upper-cased). */
static GHashTable *
column_labels (UmpireRules *rules,
               const char  *table_id)
{
  const UmpireTable *table = umpire_rules_get_table (rules, table_id);
  GHashTable *labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; table != NULL && i < table->columns->len; i++)
    {
      const UmpireColumn *col = g_ptr_array_index (table->columns, i);

      g_hash_table_replace (labels, g_strdup (col->id), g_strdup (col->label ? col->label : col->id));
    }
  return labels;
}

/* Labels the code itself knows, as pairs of id and translatable label. */
static GHashTable *
fixed_labels (const char *const *pairs)
{
  GHashTable *labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; pairs[i] != NULL && pairs[i + 1] != NULL; i += 2)
    g_hash_table_replace (labels, g_strdup (pairs[i]), g_strdup (_(pairs[i + 1])));
  return labels;
}

static void
select_string (AdwComboRow *row,
               const char  *value)
{
  GListModel *model = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_strcmp0 (gtk_string_object_get_string (item), value) == 0)
        {
          adw_combo_row_set_selected (row, i);
          return;
        }
    }
}

/* ---- errors and dice ---------------------------------------------------- */

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_strcmp0 (gtk_widget_get_name (child), name) == 0)
        return child;
      if ((found = find_named (child, name)) != NULL)
        return found;
    }
  return NULL;
}

static void
clear_error (GtkLabel *label)
{
  gtk_label_set_text (label, "");
  gtk_widget_set_visible (GTK_WIDGET (label), FALSE);
}

/* Shows the error under the form and on its field, found by its name. */
static void
show_error (UmpireSetupPage *self,
            GtkLabel        *label,
            const char      *prefix,
            const GError    *error)
{
  g_autofree char *field = umpire_input_error_field (error);

  gtk_label_set_text (label, error->message);
  gtk_widget_set_visible (GTK_WIDGET (label), TRUE);
  if (field != NULL)
    {
      g_autofree char *name = prefix ? g_strdup_printf ("%s-%s", prefix, field) : g_strdup (field);
      GtkWidget *widget = find_named (self->root, name);
      const char *role = prefix ? strrchr (prefix, '-') : NULL;

      /* "support-attacker" errors on "nation" mark "attacker-nation". */
      if (widget == NULL && role != NULL)
        {
          g_autofree char *side_name = g_strdup_printf ("%s-%s", role + 1, field);

          widget = find_named (self->root, side_name);
        }
      if (widget == NULL)
        widget = find_named (self->root, field);
      if (widget != NULL)
        {
          gtk_widget_add_css_class (widget, "error");
          gtk_widget_set_tooltip_text (widget, error->message);
        }
    }
}

static UmpireDice *
field_dice (UmpireSetupPage  *self,
            GtkEditable      *field,
            guint             sides,
            GError          **error)
{
  g_autofree char *expr = g_strdup_printf ("1d%u", sides);
  const UmpireTypedDie typed = { gtk_widget_get_name (GTK_WIDGET (field)), expr,
                                 gtk_editable_get_text (field), TRUE };
  g_autoptr(GError) local = NULL;
  UmpireDice *dice;

  gtk_widget_remove_css_class (GTK_WIDGET (field), "error");
  dice = umpire_dice_new_typed (&typed, 1, UMPIRE_TYPED_DICE_MIXED, self->dice, &local);
  if (dice == NULL)
    {
      /* The tooltip is on the field: the message without its name. */
      gtk_widget_add_css_class (GTK_WIDGET (field), "error");
      gtk_widget_set_tooltip_text (GTK_WIDGET (field), local->message + strlen (typed.field) + 2);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  return dice;
}

static void
clear_marks (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      if (gtk_widget_has_css_class (child, "error") && !GTK_IS_LABEL (child))
        gtk_widget_remove_css_class (child, "error");
      clear_marks (child);
    }
}

static void
show_result (UmpireSetupPage  *self,
             const char       *key,
             UmpireResult     *result,
             UmpireResultView *view)
{
  g_hash_table_replace (self->results, g_strdup (key), g_object_ref (result));
  if (view != NULL)
    umpire_result_view_set_result (view, result);
}

static void push_header (UmpireSetupPage *self);

/* A new result: shown, and a new event in the session's log. */
static void
keep_result (UmpireSetupPage  *self,
             const char       *key,
             UmpireResult     *result,
             UmpireResultView *view)
{
  /* The key names the side, as "support-attacker-gas". */
  UmpireSide side = strstr (key, "-attacker") ? UMPIRE_SIDE_ATTACKER
                    : strstr (key, "-defender") ? UMPIRE_SIDE_DEFENDER : UMPIRE_SIDE_NONE;

  /* The scenario keeps the year, sides and battle the result was rolled for. */
  push_header (self);
  show_result (self, key, result, view);
  umpire_scenario_record (self->scenario, result, NULL, side);
}

static const char *
side_prefix (const char *step,
             Side       *side,
             char      **out)
{
  *out = g_strdup_printf ("%s-%s", step, side->role);
  return *out;
}

static UmpireSide
side_of (guint s)
{
  return s == 0 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER;
}

/* ---- scenario (step 1) -------------------------------------------------- */

static int
total_units (UmpireSetupPage *self)
{
  return gtk_spin_button_get_value_as_int (self->sides[0].units)
         + gtk_spin_button_get_value_as_int (self->sides[1].units);
}

static const char *
side_nation (Side *side)
{
  return combo_selected (side->nation);
}

static void
update_scenario (UmpireSetupPage *self)
{
  g_autofree char *total = NULL;
  int a, d;

  /* Signals fire while the steps are still being built. */
  if (self->total_label == NULL || self->sides[1].override == NULL || self->sides[1].units == NULL)
    return;
  total = g_strdup_printf (_("Sub-units on the battlefield, both sides: %d"), total_units (self));
  a = gtk_spin_button_get_value_as_int (self->sides[0].units);
  d = gtk_spin_button_get_value_as_int (self->sides[1].units);
  gtk_label_set_text (self->total_label, total);
  gtk_widget_set_visible (GTK_WIDGET (self->superior_label), d > a);

  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      int year = gtk_spin_button_get_value_as_int (self->year);
      double db = umpire_setup_support_modifier (self->rules, side_nation (side), year);
      const UmpireTable *nations = umpire_rules_get_table (self->rules, "1916.nations");
      const UmpireRow *nation = nations && side_nation (side) ? umpire_table_get_row (nations, side_nation (side)) : NULL;
      g_autofree char *nation_label = nation ? umpire_row_dup_display_label (nations, nation) : g_strdup (side_nation (side));
      g_autofree char *subtitle = g_strdup_printf (_("The database gives %+g for %s in %d"),
                                                   db, nation_label, year);

      adw_action_row_set_subtitle (side->modifier_row, subtitle);
      if (!gtk_switch_get_active (side->override))
        gtk_spin_button_set_value (side->modifier, db);
    }
}

static void
build_sides_step (UmpireSetupPage *self,
                  GtkWidget       *box)
{
  const UmpireRow *superior = rules_item (self->rules, "1916.scenario", "attacker-superior");
  const UmpireRow *low = rules_item (self->rules, "1916.support-availability", "low-intensity");
  const UmpireRow *earlier = rules_item (self->rules, "1916.support-availability-earlier", "reading");
  double first = 0, last = 9999;
  g_auto(GStrv) battles = row_ids (self->rules, "1916.scenario", "battle-");
  g_auto(GStrv) nations = row_ids (self->rules, "1916.nations", NULL);
  g_autoptr(GHashTable) battle_labels = row_labels (self->rules, "1916.scenario", "battle-");
  g_autoptr(GHashTable) nation_labels = row_labels (self->rules, "1916.nations", NULL);
  GtkWidget *group = new_group (_("Year and Theatre"), NULL);
  GtkWidget *label;

  umpire_rules_list_number (self->rules, "1916.scenario", "year-first", &first, NULL, NULL);
  umpire_rules_list_number (self->rules, "1916.scenario", "year-last", &last, NULL, NULL);
  self->year = add_spin_row (group, _("Year"), NULL, "year", first, last, first);
  self->battle = add_combo_row (group, _("Battle"), "battle", (const char * const *) battles, battle_labels);
  /* The database words the battles as sentences: room for them below the title. */
  adw_combo_row_set_use_subtitle (self->battle, TRUE);
  self->low_intensity = add_switch_row (group, _("Low intensity theatre"),
                                        low ? umpire_row_cell (low, 0)->text : NULL, "low-intensity");
  /* The support chart's damaged header: read as printed unless the umpire
   * switches to the earlier reading (READING.md). */
  self->earlier_reading = add_switch_row (group, _("Earlier support chart reading"),
                                          earlier ? umpire_row_cell (earlier, 0)->text : NULL,
                                          "support-reading-earlier");
  gtk_box_append (GTK_BOX (box), group);

  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      g_autofree char *nation_name = g_strdup_printf ("%s-nation", roles[s]);
      g_autofree char *units_name = g_strdup_printf ("%s-units", roles[s]);

      group = new_group (s == 0 ? _("Attacker") : _("Defender"), NULL);
      side->nation = add_combo_row (group, _("Nation"), nation_name, (const char * const *) nations,
                                    nation_labels);
      side->units = add_spin_row (group, _("Sub-units"), _("The side's own sub-units"), units_name, 0, 999, s == 0 ? 35 : 30);
      g_signal_connect_swapped (side->units, "value-changed", G_CALLBACK (update_scenario), self);
      g_signal_connect_swapped (side->nation, "notify::selected", G_CALLBACK (update_scenario), self);
      gtk_box_append (GTK_BOX (box), group);
    }
  select_string (self->sides[0].nation, "germany");
  select_string (self->sides[1].nation, "britain");
  g_signal_connect_swapped (self->year, "value-changed", G_CALLBACK (update_scenario), self);

  label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_name (label, "total-units");
  self->total_label = GTK_LABEL (label);
  gtk_box_append (GTK_BOX (box), label);
  label = gtk_label_new (superior ? umpire_row_cell (superior, 0)->text : NULL);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "warning");
  self->superior_label = GTK_LABEL (label);
  gtk_box_append (GTK_BOX (box), label);
}

/* ---- step 2: support ---------------------------------------------------- */

static void
build_support_step (UmpireSetupPage *self,
                    GtkWidget       *box)
{
  static const struct { const char *category; const char *title; } titles[] = {
    { "barrage", N_("Barrage die") },
    { "on-call", N_("On-call artillery die") },
    { "airstrikes", N_("Airstrikes die") },
    { "gas", N_("Gas die") },
  };
  GtkWidget *results = gtk_grid_new ();
  /* The Russian duplicate is the reading the umpire most likely overrides. */
  const UmpireRow *reading = rules_item (self->rules, "1916.support-modifiers", "russia-1916");

  gtk_grid_set_column_spacing (GTK_GRID (results), 12);
  gtk_grid_set_row_spacing (GTK_GRID (results), 12);
  gtk_grid_set_column_homogeneous (GTK_GRID (results), TRUE);

  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      GtkWidget *group = new_group (s == 0 ? _("Attacker") : _("Defender"), NULL);
      g_autofree char *mod_name = g_strdup_printf ("%s-modifier", roles[s]);
      g_autofree char *override_name = g_strdup_printf ("%s-override", roles[s]);
      GtkWidget *spin;

      side->override = add_switch_row (group, _("Override the nation and year modifier"),
                                       reading ? reading->prov.ambiguous : NULL, override_name);
      side->modifier = add_spin_row (group, _("Nation and year modifier"), NULL, mod_name, -9, 9, 0);
      spin = GTK_WIDGET (side->modifier);
      side->modifier_row = ADW_ACTION_ROW (gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW));
      g_object_bind_property (side->override, "active", spin, "sensitive", G_BINDING_SYNC_CREATE);
      g_signal_connect_swapped (side->override, "notify::active", G_CALLBACK (update_scenario), self);
      for (guint c = 0; c < self->n_categories; c++)
        {
          const char *category = self->categories[c];
          g_autofree char *name = g_strdup_printf ("support-%s-%s-die", roles[s], category);
          g_autofree char *view_name = g_strdup_printf ("support-%s-%s", roles[s], category);
          const char *title = umpire_setup_support_category_label (category);

          for (guint t = 0; t < G_N_ELEMENTS (titles); t++)
            if (g_str_equal (titles[t].category, category))
              title = _(titles[t].title);
          side->support_die[c] = add_die_row (group, title, name);
          side->support_view[c] = new_view (self, view_name);
          gtk_grid_attach (GTK_GRID (results), GTK_WIDGET (side->support_view[c]), s, c, 1, 1);
        }
      gtk_box_append (GTK_BOX (box), group);
    }
  gtk_box_append (GTK_BOX (box), new_button (_("_Roll Support for Both Sides"), "setup.roll-support", NULL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->step_error[STEP_SUPPORT]));
  gtk_box_append (GTK_BOX (box), results);
}

static void
roll_support (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);

  clear_error (self->step_error[STEP_SUPPORT]);
  clear_marks (self->step_box[STEP_SUPPORT]);
  /* The scenario keeps the year, sides and battle the rolls are for. */
  push_header (self);
  /* Both sides are recorded, or neither. */
  umpire_setup_sequence_begin (self->sequence);
  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      /* One per category of the sequence (the page shows MAX_SUPPORT). */
      g_autofree const char **dice = g_new0 (const char *, g_strv_length (self->categories) + 1);
      UmpireSetupSupportOptions options = {
        gtk_switch_get_active (self->low_intensity), gtk_switch_get_active (side->override),
        gtk_spin_button_get_value (side->modifier), dice,
        gtk_switch_get_active (self->earlier_reading) ? UMPIRE_SUPPORT_READING_EARLIER : NULL,
      };
      g_autoptr(GError) error = NULL;
      g_autofree char *prefix = NULL;

      for (guint c = 0; c < self->n_categories; c++)
        dice[c] = gtk_editable_get_text (side->support_die[c]);
      /* All the side's categories are recorded, or none. */
      if (!umpire_setup_sequence_roll_support (self->sequence, side_of (s), &options, &error))
        {
          umpire_setup_sequence_abort (self->sequence);
          show_error (self, self->step_error[STEP_SUPPORT], side_prefix ("support", side, &prefix), error);
          return;
        }
    }
  umpire_setup_sequence_commit (self->sequence);
}

/* ---- step 3: heavy weapons ---------------------------------------------- */

static void
heavy_row_free (gpointer data)
{
  HeavyRow *row = data;

  g_free (row->weapon);
  g_free (row);
}

/* TRUE if the rows of a side were rebuilt for another year or nation. */
static gboolean
rebuild_heavy (UmpireSetupPage *self)
{
  g_auto(GStrv) columns = column_ids (self->rules, "1916.heavy-weapons", TRUE);
  int year = gtk_spin_button_get_value_as_int (self->year);
  gboolean rebuilt = FALSE;

  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      g_autofree char *key = g_strdup_printf ("%d-%s", year, side_nation (side));
      g_autoptr(GPtrArray) recs = NULL;

      /* Rebuilt only when year or nation changed: typed dice survive. */
      if (g_strcmp0 (key, side->heavy_key) == 0)
        continue;
      g_free (side->heavy_key);
      side->heavy_key = g_steal_pointer (&key);
      rebuilt = TRUE;
      for (guint i = 0; i < side->heavy_rows->len; i++)
        {
          HeavyRow *row = g_ptr_array_index (side->heavy_rows, i);
          g_autofree char *result_key = g_strdup_printf ("heavy-%s-%s", side->role, row->weapon);

          /* The new rows show the log's results afresh (show_in_force). */
          g_hash_table_remove (self->results, result_key);
          g_hash_table_remove (self->shown, result_key);
          adw_preferences_group_remove (side->heavy_group, row->row);
          gtk_box_remove (GTK_BOX (side->heavy_results), GTK_WIDGET (row->view));
        }
      g_ptr_array_set_size (side->heavy_rows, 0);

      recs = umpire_setup_heavy_weapon_recommendations (self->rules, year, side_nation (side), NULL);
      if (recs == NULL)
        recs = g_ptr_array_new_with_free_func (g_free);
      /* The chart's unassigned columns are the umpire's to use (Setup 3). */
      {
        UmpireHeavyWeaponRecommendation *other = g_new0 (UmpireHeavyWeaponRecommendation, 1);

        other->weapon = "other";
        other->label = _("Other weapons (the umpire's choice)");
        g_strlcpy (other->column, "a", sizeof other->column);
        g_ptr_array_add (recs, other);
      }
      for (guint i = 0; i < recs->len; i++)
        {
          const UmpireHeavyWeaponRecommendation *rec = g_ptr_array_index (recs, i);
          HeavyRow *row = g_new0 (HeavyRow, 1);
          gboolean own = g_str_equal (rec->weapon, "other");
          g_autofree char *upper = g_ascii_strup (rec->column, -1);
          g_autofree char *subtitle = own ? g_strdup (_("Tick to roll it; pick any column"))
                                          : g_strdup_printf (_("Recommended for %d: column %s"), year, upper);
          g_autofree char *column_name = g_strdup_printf ("heavy-%s-%s-column", side->role, rec->weapon);
          g_autofree char *die_name = g_strdup_printf ("heavy-%s-%s-die", side->role, rec->weapon);
          g_autofree char *view_name = g_strdup_printf ("heavy-%s-%s", side->role, rec->weapon);
          GtkWidget *die = gtk_entry_new ();

          row->weapon = g_strdup (rec->weapon);
          row->row = g_object_new (ADW_TYPE_ACTION_ROW, "title", rec->label, "subtitle", subtitle, NULL);
          row->column = GTK_DROP_DOWN (gtk_drop_down_new_from_strings ((const char * const *) columns));
          gtk_widget_set_name (GTK_WIDGET (row->column), column_name);
          gtk_widget_set_valign (GTK_WIDGET (row->column), GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (GTK_WIDGET (row->column), _("The umpire may pick another column"));
          for (guint c = 0; columns[c]; c++)
            if (g_ascii_strcasecmp (columns[c], rec->column) == 0)
              gtk_drop_down_set_selected (row->column, c);
          gtk_editable_set_width_chars (GTK_EDITABLE (die), 3);
          gtk_entry_set_placeholder_text (GTK_ENTRY (die), _("die"));
          gtk_widget_set_valign (die, GTK_ALIGN_CENTER);
          gtk_widget_set_name (die, die_name);
          gtk_widget_set_tooltip_text (die, _("Type the value read off the table, or leave empty to have Umpire roll"));
          row->die = GTK_EDITABLE (die);
          gtk_accessible_update_property (GTK_ACCESSIBLE (die), GTK_ACCESSIBLE_PROPERTY_LABEL, rec->label, -1);
          gtk_accessible_update_property (GTK_ACCESSIBLE (row->column), GTK_ACCESSIBLE_PROPERTY_LABEL, rec->label, -1);
          umpire_form_name_drop_down_button (row->column);
          if (own)
            {
              g_autofree char *use_name = g_strdup_printf ("heavy-%s-other-use", side->role);

              row->use = GTK_CHECK_BUTTON (gtk_check_button_new ());
              gtk_widget_set_name (GTK_WIDGET (row->use), use_name);
              gtk_accessible_update_property (GTK_ACCESSIBLE (row->use), GTK_ACCESSIBLE_PROPERTY_LABEL, rec->label, -1);
              gtk_widget_set_valign (GTK_WIDGET (row->use), GTK_ALIGN_CENTER);
              adw_action_row_add_prefix (ADW_ACTION_ROW (row->row), GTK_WIDGET (row->use));
            }
          adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), GTK_WIDGET (row->column));
          adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), die);
          adw_preferences_group_add (side->heavy_group, row->row);
          row->view = new_view (self, view_name);
          gtk_box_append (GTK_BOX (side->heavy_results), GTK_WIDGET (row->view));
          g_ptr_array_add (side->heavy_rows, row);
        }
    }
  return rebuilt;
}

static void show_in_force (UmpireSetupPage *self);

static void
refresh_heavy (UmpireSetupPage *self)
{
  if (rebuild_heavy (self))
    show_in_force (self);
}

static void
build_heavy_step (UmpireSetupPage *self,
                  GtkWidget       *box)
{
  GtkWidget *results = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_box_set_homogeneous (GTK_BOX (results), TRUE);
  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];

      side->heavy_group = ADW_PREFERENCES_GROUP (new_group (s == 0 ? _("Attacker") : _("Defender"),
                                                            _("Bases = chart rate × the side's own sub-units")));
      side->heavy_rows = g_ptr_array_new_with_free_func (heavy_row_free);
      side->heavy_results = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      gtk_box_append (GTK_BOX (results), side->heavy_results);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (side->heavy_group));
    }
  gtk_box_append (GTK_BOX (box), new_button (_("_Roll Heavy Weapons"), "setup.roll-heavy", NULL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->step_error[STEP_HEAVY]));
  gtk_box_append (GTK_BOX (box), results);
}

static void
roll_heavy (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);
  g_auto(GStrv) columns = column_ids (self->rules, "1916.heavy-weapons", TRUE);

  refresh_heavy (self);
  clear_error (self->step_error[STEP_HEAVY]);
  clear_marks (self->step_box[STEP_HEAVY]);
  push_header (self);
  /* Both sides are recorded, or neither. */
  umpire_setup_sequence_begin (self->sequence);
  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      g_autoptr(GArray) weapons = g_array_new (FALSE, TRUE, sizeof (UmpireSetupHeavyWeapon));
      g_autoptr(GError) error = NULL;
      g_autofree char *prefix = NULL;

      for (guint i = 0; i < side->heavy_rows->len; i++)
        {
          HeavyRow *row = g_ptr_array_index (side->heavy_rows, i);
          UmpireSetupHeavyWeapon weapon = {
            row->weapon, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row->row)),
            columns[gtk_drop_down_get_selected (row->column)], gtk_editable_get_text (row->die),
          };

          if (row->use != NULL && !gtk_check_button_get_active (row->use))
            continue;
          g_array_append_val (weapons, weapon);
        }
      /* Every weapon of the side is recorded once, or none: a bad die for
       * one leaves the others unrolled. */
      if (!umpire_setup_sequence_roll_heavy_weapons (self->sequence, side_of (s),
                                                     (const UmpireSetupHeavyWeapon *) weapons->data,
                                                     weapons->len, &error))
        {
          umpire_setup_sequence_abort (self->sequence);
          show_error (self, self->step_error[STEP_HEAVY], side_prefix ("heavy", side, &prefix), error);
          return;
        }
    }
  umpire_setup_sequence_commit (self->sequence);
}

/* ---- step 4: defensive works -------------------------------------------- */

static void
build_defensive_step (UmpireSetupPage *self,
                      GtkWidget       *box)
{
  const UmpireTable *list = umpire_rules_get_table (self->rules, "1916.defensive-works");
  const char *note = list && list->notes->len ? g_ptr_array_index (list->notes, 0) : NULL;
  GtkWidget *results = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_box_set_homogeneous (GTK_BOX (results), TRUE);
  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      GtkWidget *group = new_group (s == 0 ? _("Attacker") : _("Defender"), note);
      g_autofree char *view_name = g_strdup_printf ("defensive-%s", roles[s]);

      for (guint c = 0; c < UMPIRE_DEFENSIVE_CATEGORIES; c++)
        {
          const char *category = umpire_setup_defensive_categories[c];
          const UmpireRow *item = list ? umpire_table_get_row (list, category) : NULL;
          g_autofree char *name = g_strdup_printf ("%s-%s", roles[s], category);

          side->needed[c] = add_spin_row (group, item ? umpire_row_cell (item, 0)->text : category,
                                          _("Die needed (Troop Lists); 0: the nation does not roll"),
                                          name, 0, 6, 0);
        }
      side->defensive_view = new_view (self, view_name);
      gtk_box_append (GTK_BOX (results), GTK_WIDGET (side->defensive_view));
      gtk_box_append (GTK_BOX (box), group);
    }
  gtk_box_append (GTK_BOX (box), new_button (_("_Roll Defensive Works"), "setup.roll-defensive", NULL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->step_error[STEP_DEFENSIVE]));
  gtk_box_append (GTK_BOX (box), results);
}

static void
roll_defensive (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);

  clear_error (self->step_error[STEP_DEFENSIVE]);
  clear_marks (self->step_box[STEP_DEFENSIVE]);
  push_header (self);
  /* Both sides are recorded, or neither. */
  umpire_setup_sequence_begin (self->sequence);
  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      int needed[UMPIRE_DEFENSIVE_CATEGORIES];
      g_autoptr(GError) error = NULL;

      for (guint c = 0; c < UMPIRE_DEFENSIVE_CATEGORIES; c++)
        needed[c] = gtk_spin_button_get_value_as_int (side->needed[c]);
      if (!umpire_setup_sequence_roll_defensive_works (self->sequence, side_of (s), needed, &error))
        {
          umpire_setup_sequence_abort (self->sequence);
          show_error (self, self->step_error[STEP_DEFENSIVE], side->role, error);
          return;
        }
    }
  umpire_setup_sequence_commit (self->sequence);
}

/* ---- step 5: proximity -------------------------------------------------- */

static void
build_proximity_step (UmpireSetupPage *self,
                      GtkWidget       *box)
{
  g_auto(GStrv) terrains = row_ids (self->rules, "1916.proximity", NULL);
  g_auto(GStrv) scales = row_ids (self->rules, "1916.scales", NULL);
  g_autoptr(GHashTable) terrain_labels = row_labels (self->rules, "1916.proximity", NULL);
  g_autoptr(GHashTable) scale_labels = row_labels (self->rules, "1916.scales", NULL);
  GtkWidget *group = new_group (_("Setup Proximity"),
                                _("The attacker's nearest distance to the defender; the unmodified die is the turn on which lull rolls begin"));

  self->terrain = add_combo_row (group, _("Terrain"), "terrain", (const char * const *) terrains, terrain_labels);
  self->scale = add_combo_row (group, _("Table scale"), "scale", (const char * const *) scales, scale_labels);
  self->proximity_die = add_die_row (group, _("Proximity die"), "proximity-die");
  gtk_box_append (GTK_BOX (box), group);
  gtk_box_append (GTK_BOX (box), new_button (_("_Roll Proximity"), "setup.roll-proximity", NULL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->step_error[STEP_PROXIMITY]));
  self->proximity_view = new_view (self, "proximity");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->proximity_view));
}

static void
roll_proximity (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);
  g_autoptr(GError) error = NULL;
  UmpireResult *result;

  clear_error (self->step_error[STEP_PROXIMITY]);
  clear_marks (self->step_box[STEP_PROXIMITY]);
  push_header (self);
  /* The unmodified die becomes the scenario's lull start turn. */
  if (!umpire_setup_sequence_roll_proximity (self->sequence, gtk_editable_get_text (self->proximity_die), &error))
    {
      show_error (self, self->step_error[STEP_PROXIMITY], "proximity", error);
      return;
    }
  result = umpire_setup_sequence_get_result (self->sequence, "proximity", UMPIRE_SIDE_NONE, NULL);
  gtk_spin_button_set_value (self->start_turn, atoi (umpire_result_get_value (result, "lull-start-turn")));
}

/* ---- steps 6-7: placement ----------------------------------------------- */

static void
add_checks (GtkWidget   *group,
            UmpireRules *rules,
            const char  *list_id,
            const char  *only)
{
  const UmpireTable *list = umpire_rules_get_table (rules, list_id);

  for (guint i = 0; list != NULL && i < list->rows->len; i++)
    {
      const UmpireRow *item = g_ptr_array_index (list->rows, i);
      GtkWidget *row, *check;

      if (only != NULL && g_strcmp0 (item->id, only) != 0)
        continue;
      row = g_object_new (ADW_TYPE_ACTION_ROW, "title", umpire_row_cell (item, 0)->text,
                          "title-lines", 0, NULL);
      check = gtk_check_button_new ();
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

static void
build_placement_step (UmpireSetupPage *self,
                      GtkWidget       *box)
{
  GtkWidget *group = new_group (_("Place Defensive Works"), _("Setup step 6"));

  add_checks (group, self->rules, "1916.setup-sequence", "place-defenses");
  gtk_box_append (GTK_BOX (box), group);
  group = new_group (_("Place Troops"), _("Setup step 7: tick each as it is done"));
  add_checks (group, self->rules, "1916.placement-checklist", NULL);
  gtk_box_append (GTK_BOX (box), group);
}

/* ---- step 8: counter-battery -------------------------------------------- */

/* The barrages each side has left, as the sequence counts them from the log. */
static void
update_barrages_left (UmpireSetupPage *self)
{
  g_autofree char *text = NULL;

  if (self->barrages_left == NULL || self->sequence == NULL)
    return;
  text = g_strdup_printf (_("Barrages left for the bombardment: attacker %d, defender %d"),
                          umpire_setup_sequence_get_barrages_left (self->sequence, UMPIRE_SIDE_ATTACKER),
                          umpire_setup_sequence_get_barrages_left (self->sequence, UMPIRE_SIDE_DEFENDER));
  gtk_label_set_text (self->barrages_left, text);
  for (guint s = 0; s < N_SIDES; s++)
    {
      g_autofree char *available = g_strdup_printf (_("%d barrage(s) available"),
                                                    umpire_setup_sequence_get_barrages_left (self->sequence,
                                                                                             side_of (s)));
      if (self->sides[s].bomb_available != NULL)
        gtk_label_set_text (self->sides[s].bomb_available, available);
    }
}

static void
build_counterbattery_step (UmpireSetupPage *self,
                           GtkWidget       *box)
{
  GtkWidget *results = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_box_set_homogeneous (GTK_BOX (results), TRUE);
  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      GtkWidget *group = new_group (s == 0 ? _("Attacker") : _("Defender"),
                                    _("Each barrage spent rolls one die: 5 or 6 destroys one enemy barrage"));
      g_autofree char *spent = g_strdup_printf ("counterbattery-%s-barrages", roles[s]);
      g_autofree char *gas = g_strdup_printf ("counterbattery-%s-gas", roles[s]);
      g_autofree char *dice = g_strdup_printf ("counterbattery-%s-dice", roles[s]);
      g_autofree char *view = g_strdup_printf ("counterbattery-%s", roles[s]);

      side->cb_barrages = add_spin_row (group, _("Barrages spent on counter-battery fire"), NULL, spent, 0, 999, 0);
      side->cb_gas = add_switch_row (group, _("Side using gas (+1)"), NULL, gas);
      side->cb_dice = add_die_row (group, _("Dice, one per barrage (e.g. 5,2,6)"), dice);
      side->cb_view = new_view (self, view);
      gtk_box_append (GTK_BOX (results), GTK_WIDGET (side->cb_view));
      gtk_box_append (GTK_BOX (box), group);
    }
  gtk_box_append (GTK_BOX (box), new_button (_("_Fire Counter-Battery"), "setup.roll-counterbattery", NULL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->step_error[STEP_COUNTERBATTERY]));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_name (label, "barrages-left");
  self->barrages_left = GTK_LABEL (label);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), results);
}

static void
roll_counterbattery (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);

  clear_error (self->step_error[STEP_COUNTERBATTERY]);
  clear_marks (self->step_box[STEP_COUNTERBATTERY]);
  push_header (self);
  /* Both sides are recorded, or neither. */
  umpire_setup_sequence_begin (self->sequence);
  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      g_autoptr(GError) error = NULL;
      g_autofree char *prefix = NULL;

      if (!umpire_setup_sequence_roll_counterbattery (self->sequence, side_of (s),
                                                      gtk_spin_button_get_value_as_int (side->cb_barrages),
                                                      gtk_switch_get_active (side->cb_gas),
                                                      gtk_editable_get_text (side->cb_dice), &error))
        {
          umpire_setup_sequence_abort (self->sequence);
          show_error (self, self->step_error[STEP_COUNTERBATTERY], side_prefix ("counterbattery", side, &prefix),
                      error);
          return;
        }
    }
  umpire_setup_sequence_commit (self->sequence);
}

/* ---- step 9: bombardment ------------------------------------------------ */

static void
add_target (UmpireSetupPage *self,
            Side            *side,
            const char      *name,
            int              bases,
            int              barrages)
{
  TargetRow *target = g_new0 (TargetRow, 1);
  guint n = side->target_rows->len + 1;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *numbers = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *entry = gtk_entry_new ();
  g_autofree char *prefix = g_strdup_printf ("target-%s-%u", side->role, n);
  g_autofree char *n_name = g_strdup_printf ("%s-name", prefix);
  g_autofree char *n_bases = g_strdup_printf ("%s-bases", prefix);
  g_autofree char *n_barrages = g_strdup_printf ("%s-barrages", prefix);
  g_autofree char *n_lost = g_strdup_printf ("%s-lost", prefix);
  g_autofree char *n_cmd = g_strdup_printf ("%s-command", prefix);
  g_autofree char *n_vet = g_strdup_printf ("%s-veteran", prefix);

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_widget_set_name (entry, n_name);
  gtk_widget_set_tooltip_text (entry, _("Target: an enemy sub-unit with its supporting bases, or a command base"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Target"), -1);
  target->name = GTK_EDITABLE (entry);
  gtk_box_append (GTK_BOX (line), entry);
  target->command = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (_("Command base")));
  gtk_widget_set_name (GTK_WIDGET (target->command), n_cmd);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (target->command));
  target->veteran = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (_("Veteran officer")));
  gtk_widget_set_name (GTK_WIDGET (target->veteran), n_vet);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (target->veteran));
  gtk_box_append (GTK_BOX (box), line);

#define TARGET_SPIN(field, nm, label, lo, hi, val, tip) \
  gtk_box_append (GTK_BOX (numbers), gtk_label_new (label)); \
  target->field = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (lo, hi, 1)); \
  gtk_spin_button_set_value (target->field, val); \
  gtk_widget_set_name (GTK_WIDGET (target->field), nm); \
  gtk_widget_set_tooltip_text (GTK_WIDGET (target->field), tip); \
  gtk_accessible_update_property (GTK_ACCESSIBLE (target->field), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1); \
  gtk_box_append (GTK_BOX (numbers), GTK_WIDGET (target->field));

  TARGET_SPIN (bases, n_bases, _("Bases"), 1, 99, bases, _("Bases, with its supporting bases"));
  TARGET_SPIN (barrages, n_barrages, _("Barrages"), 0, 999, barrages, _("Barrages assigned"));
  TARGET_SPIN (lost, n_lost, _("Lost"), -1, 99, -1, _("Bases lost, from the Area Weapons chart (-1: not rolled yet)"));
#undef TARGET_SPIN
  gtk_box_append (GTK_BOX (box), numbers);
  target->row = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (target->row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (target->row), box);
  gtk_list_box_append (side->targets, target->row);
  g_ptr_array_add (side->target_rows, target);
}

static void
add_target_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);
  const char *role = g_variant_get_string (parameter, NULL);
  Side *side = g_str_equal (role, "attacker") ? &self->sides[0] : &self->sides[1];
  g_autofree char *name = g_strdup_printf (_("Target %u"), side->target_rows->len + 1);

  add_target (self, side, name, 4, 1);
}

static void
build_bombardment_step (UmpireSetupPage *self,
                        GtkWidget       *box)
{
  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      GtkWidget *group = new_group (s == 0 ? _("The Attacker Bombards") : _("The Defender Bombards"),
                                    _("Each target: name, bases (with supporting bases), barrages, bases lost (entered after rolling the Area Weapons chart)"));
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *add;
      g_autofree char *gas = g_strdup_printf ("bombardment-%s-gas", roles[s]);
      g_autofree char *view = g_strdup_printf ("bombardment-%s", roles[s]);
      g_autofree char *list_name = g_strdup_printf ("targets-%s", roles[s]);

      side->target_rows = g_ptr_array_new_with_free_func (g_free);
      side->bomb_gas = add_switch_row (group, _("Barrages laced with gas"), NULL, gas);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      side->bomb_available = GTK_LABEL (label);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
      side->targets = GTK_LIST_BOX (gtk_list_box_new ());
      gtk_widget_set_name (GTK_WIDGET (side->targets), list_name);
      gtk_list_box_set_selection_mode (side->targets, GTK_SELECTION_NONE);
      gtk_widget_add_css_class (GTK_WIDGET (side->targets), "boxed-list");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (side->targets));
      add = new_button (_("_Add Target"), "setup.add-target", g_variant_new_string (roles[s]));
      gtk_widget_remove_css_class (add, "pill");
      gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
      adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), add);
      side->bomb_view = new_view (self, view);
      gtk_box_append (GTK_BOX (box), group);
    }
  gtk_box_append (GTK_BOX (box), new_button (_("_List the Base Rolls"), "setup.bombard", NULL));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->step_error[STEP_BOMBARDMENT]));
  for (guint s = 0; s < N_SIDES; s++)
    gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->sides[s].bomb_view));
}

static void
bombard (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);
  GtkSwitch *veteran_rule = g_hash_table_lookup (self->switches, "601");

  clear_error (self->step_error[STEP_BOMBARDMENT]);
  push_header (self);
  /* Both sides are recorded, or neither. */
  umpire_setup_sequence_begin (self->sequence);
  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      g_autoptr(GArray) targets = g_array_new (FALSE, TRUE, sizeof (UmpireBombardmentTarget));
      g_autoptr(GError) error = NULL;

      for (guint i = 0; i < side->target_rows->len; i++)
        {
          TargetRow *row = g_ptr_array_index (side->target_rows, i);
          UmpireBombardmentTarget t = {
            gtk_editable_get_text (row->name), gtk_check_button_get_active (row->command),
            gtk_spin_button_get_value_as_int (row->bases), gtk_spin_button_get_value_as_int (row->barrages),
            gtk_check_button_get_active (row->veteran), gtk_spin_button_get_value_as_int (row->lost),
          };
          g_array_append_val (targets, t);
        }
      /* On the barrages the side has left. */
      if (!umpire_setup_sequence_roll_bombardment (self->sequence, side_of (s), gtk_switch_get_active (side->bomb_gas),
                                                   veteran_rule != NULL && gtk_switch_get_active (veteran_rule),
                                                   (const UmpireBombardmentTarget *) targets->data, targets->len,
                                                   &error))
        {
          umpire_setup_sequence_abort (self->sequence);
          show_error (self, self->step_error[STEP_BOMBARDMENT], NULL, error);
          return;
        }
    }
  umpire_setup_sequence_commit (self->sequence);
}

/* ---- stepper ------------------------------------------------------------ */

static void
show_step (UmpireSetupPage *self,
           guint            step)
{
  g_autofree char *name = g_strdup_printf ("step-%u", step);
  g_autofree char *label = g_strdup_printf (_("Step %u of %u"), step + 1, N_STEPS);

  self->step = step;
  gtk_stack_set_visible_child_name (self->step_stack, name);
  gtk_label_set_text (self->step_label, label);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.back", step > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.next", step + 1 < N_STEPS);
  if (gtk_list_box_get_selected_row (self->steps_list) != gtk_list_box_get_row_at_index (self->steps_list, (int) step))
    gtk_list_box_select_row (self->steps_list, gtk_list_box_get_row_at_index (self->steps_list, (int) step));
  if (step == STEP_HEAVY)
    refresh_heavy (self);
  if (step == STEP_SUPPORT)
    update_scenario (self);
  if (step == STEP_COUNTERBATTERY || step == STEP_BOMBARDMENT)
    update_barrages_left (self);
}

static void
on_step_selected (UmpireSetupPage *self,
                  GtkListBoxRow   *row,
                  GtkListBox      *list)
{
  if (row != NULL && (guint) gtk_list_box_row_get_index (row) != self->step)
    show_step (self, (guint) gtk_list_box_row_get_index (row));
}

static void
step_back (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);

  if (self->step > 0)
    show_step (self, self->step - 1);
}

static void
step_next (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);

  if (self->step + 1 < N_STEPS)
    show_step (self, self->step + 1);
}

/* ---- play: lulls and reinforcements ------------------------------------- */

static void
run_lull (UmpireSetupPage *self,
          const char      *declared)
{
  UmpireLullInput input = { gtk_spin_button_get_value_as_int (self->turn),
                            gtk_spin_button_get_value_as_int (self->start_turn), declared };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = declared ? g_object_ref (self->dice) : field_dice (self, self->lull_die, 6, &error);
  g_autoptr(UmpireResult) result = NULL;
  const char *lull;

  clear_error (self->play_error);
  if (dice != NULL)
    result = umpire_play_lull (self->rules, &input, dice, &error);
  if (result == NULL)
    {
      show_error (self, self->play_error, NULL, error);
      return;
    }
  keep_result (self, "lull", result, self->lull_view);
  lull = umpire_result_get_value (result, "lull");
  if (g_strcmp0 (lull, "none") != 0)
    {
      g_autoptr(UmpireResult) features = umpire_play_lull_features (self->rules, lull, NULL);

      if (features != NULL)
        keep_result (self, "lull-features", features, self->features_view);
    }
}

static void
lull_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  run_lull (UMPIRE_SETUP_PAGE (widget), NULL);
}

static void
declare_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  run_lull (UMPIRE_SETUP_PAGE (widget), g_variant_get_string (parameter, NULL));
}

static void
next_turn_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);

  gtk_spin_button_set_value (self->turn, gtk_spin_button_get_value (self->turn) + 1);
  gtk_editable_set_text (self->lull_die, "");
}

static void
reinforcements_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);
  GtkSwitch *depleted = g_hash_table_lookup (self->switches, "202");
  UmpireReinforcementsInput input = { combo_selected (self->reinf_role),
                                      depleted != NULL && gtk_switch_get_active (depleted) };
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = field_dice (self, self->reinf_die, 6, &error);
  g_autoptr(UmpireResult) result = NULL;

  clear_error (self->play_error);
  if (dice != NULL)
    result = umpire_play_reinforcements (self->rules, &input, dice, &error);
  if (result == NULL)
    {
      show_error (self, self->play_error, NULL, error);
      return;
    }
  keep_result (self, "reinforcements", result, self->reinf_view);
}

static void
build_play (UmpireSetupPage *self)
{
  GtkWidget *box = self->play_box;
  GtkWidget *group = new_group (_("Lull in Fighting"),
                                _("From the start turn, a lull on an unmodified 6: short before turn 7, long from turn 7"));
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  const char *roles_ids[] = { "attacker", "defender", NULL };
  static const char *const role_pairs[] = { "attacker", N_("Attacker"), "defender", N_("Defender"), NULL };
  g_autoptr(GHashTable) role_labels = fixed_labels (role_pairs);

  self->turn = add_spin_row (group, _("Turn"), NULL, "turn", 1, 99, 1);
  self->start_turn = add_spin_row (group, _("Lull rolls begin on turn"), _("The unmodified proximity die"),
                                   "start-turn", 1, 99, 1);
  self->lull_die = add_die_row (group, _("Lull die"), "lull-die");
  gtk_box_append (GTK_BOX (box), group);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (buttons), new_button (_("_Roll for a Lull"), "play.lull", NULL));
  gtk_box_append (GTK_BOX (buttons), new_button (_("Ne_xt Turn"), "play.next-turn", NULL));
  gtk_box_append (GTK_BOX (box), buttons);
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (buttons), new_button (_("Declare _Short Lull"), "play.declare", g_variant_new_string ("short")));
  gtk_box_append (GTK_BOX (buttons), new_button (_("Declare _Long Lull"), "play.declare", g_variant_new_string ("long")));
  gtk_box_append (GTK_BOX (box), buttons);
  self->play_error = new_error_label ();
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->play_error));
  self->lull_view = new_view (self, "lull");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->lull_view));
  self->features_view = new_view (self, "lull-features");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->features_view));

  group = new_group (_("Reinforcements"), _("During lulls; they arrive at the rear edge of the receiving player's setup"));
  self->reinf_role = add_combo_row (group, _("Side"), "reinforcements-role", roles_ids, role_labels);
  self->reinf_die = add_die_row (group, _("Reinforcements die"), "reinforcements-die");
  gtk_box_append (GTK_BOX (box), group);
  gtk_box_append (GTK_BOX (box), new_button (_("Roll _Reinforcements"), "play.reinforcements", NULL));
  self->reinf_view = new_view (self, "reinforcements");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->reinf_view));
}

/* ---- optional rules ----------------------------------------------------- */

static GtkWidget *
tool_field (UmpireSetupPage *self,
            const char      *name)
{
  return g_hash_table_lookup (self->tool_fields, name);
}

static int
tool_int (UmpireSetupPage *self,
          const char      *name)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (tool_field (self, name)));
}

static gboolean
tool_bool (UmpireSetupPage *self,
           const char      *name)
{
  return gtk_switch_get_active (GTK_SWITCH (tool_field (self, name)));
}

static const char *
tool_combo (UmpireSetupPage *self,
            const char      *name)
{
  return combo_selected (ADW_COMBO_ROW (tool_field (self, name)));
}

static void
tool_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);
  const char *tool = g_variant_get_string (parameter, NULL);
  g_autofree char *die_name = g_strdup_printf ("%s-die", tool);
  GtkWidget *die_field = tool_field (self, die_name);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;

  clear_error (self->tool_error);
  if (die_field != NULL && !(dice = field_dice (self, GTK_EDITABLE (die_field), 6, &error)))
    {
      show_error (self, self->tool_error, NULL, error);
      return;
    }
  if (g_str_equal (tool, "veteran-officers"))
    result = umpire_optional_veteran_officers (self->rules, tool_int (self, "veteran-officers-units"), dice, &error);
  else if (g_str_equal (tool, "lost-platoon"))
    result = umpire_optional_lost_platoon (self->rules, dice, &error);
  else if (g_str_equal (tool, "battery"))
    result = umpire_optional_battery_encounter (self->rules, tool_int (self, "battery-units"), dice, &error);
  else if (g_str_equal (tool, "scouts"))
    {
      UmpireScoutsInput in = { tool_combo (self, "scouts-training"), tool_int (self, "scouts-range"),
                               tool_bool (self, "scouts-air-superiority") };
      result = umpire_optional_scouts (self->rules, &in, dice, &error);
    }
  else if (g_str_equal (tool, "entanglement"))
    {
      UmpireEntanglementInput in = { tool_combo (self, "entanglement-type"), tool_int (self, "entanglement-inches"),
                                     TRUE, tool_int (self, "entanglement-barrage-roll") };
      result = umpire_optional_entanglement (self->rules, &in, dice, &error);
    }
  else if (g_str_equal (tool, "trench-stop"))
    result = umpire_optional_trench_stop (self->rules, dice, &error);
  else if (g_str_equal (tool, "fire-storm"))
    {
      int counts[UMPIRE_FIRE_STORM_TYPES];

      for (guint i = 0; i < UMPIRE_FIRE_STORM_TYPES; i++)
        {
          g_autofree char *name = g_strdup_printf ("fire-storm-%s", umpire_optional_fire_storm_types[i]);
          counts[i] = tool_int (self, name);
        }
      result = umpire_optional_fire_storm (self->rules, counts, &error);
    }
  else if (g_str_equal (tool, "mortar"))
    result = umpire_optional_mortar_fire (self->rules, tool_combo (self, "mortar-type"),
                                          tool_combo (self, "mortar-target"), tool_int (self, "mortar-roll"), &error);
  else if (g_str_equal (tool, "lone-assault"))
    {
      UmpireLoneAssaultInput in = {
        tool_combo (self, "lone-assault-target"), tool_bool (self, "lone-assault-great-brave"),
        tool_bool (self, "lone-assault-active"), tool_bool (self, "lone-assault-poor-shaky"),
        tool_bool (self, "lone-assault-well-led"), tool_int (self, "lone-assault-previous"),
        tool_int (self, "lone-assault-range"), tool_bool (self, "lone-assault-supported"),
        tool_bool (self, "lone-assault-pinned"),
      };
      result = umpire_optional_lone_assault (self->rules, &in, dice, &error);
    }
  else if (g_str_equal (tool, "antagonists"))
    result = umpire_optional_natural_antagonists (self->rules, side_nation (&self->sides[0]),
                                                  side_nation (&self->sides[1]), &error);
  else if (g_str_equal (tool, "bombers"))
    result = umpire_optional_bomber_parties (self->rules, side_nation (&self->sides[0]),
                                             side_nation (&self->sides[1]),
                                             gtk_spin_button_get_value_as_int (self->year), &error);
  else if (g_str_equal (tool, "veteran-barrage"))
    result = umpire_optional_veteran_barrage (self->rules, dice, &error);

  if (result == NULL)
    {
      if (error != NULL)
        show_error (self, self->tool_error, tool, error);
      return;
    }
  keep_result (self, "optional", result, self->tool_view);
}

static void
register_field (UmpireSetupPage *self,
                const char      *name,
                gpointer         widget)
{
  gtk_widget_set_name (GTK_WIDGET (widget), name);
  g_hash_table_insert (self->tool_fields, g_strdup (name), widget);
}

/* An expander per tool, usable only while its rule is on. */
static GtkWidget *
new_tool (UmpireSetupPage *self,
          GtkWidget       *group,
          const char      *rule,
          const char      *title,
          const char      *tool)
{
  GtkWidget *expander = g_object_new (ADW_TYPE_EXPANDER_ROW, "title", title, "subtitle", rule, NULL);
  GtkSwitch *sw = g_hash_table_lookup (self->switches, rule);
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW, NULL);
  g_autofree char *label = g_strdup_printf (_("Use %s"), title);
  GtkWidget *button = new_button (label, "optional.tool", g_variant_new_string (tool));

  gtk_widget_set_name (expander, tool);
  if (sw != NULL)
    g_object_bind_property (sw, "active", expander, "sensitive", G_BINDING_SYNC_CREATE);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
  return expander;
}

static void
expander_spin (UmpireSetupPage *self,
               GtkWidget       *expander,
               const char      *title,
               const char      *name,
               double           min,
               double           max,
               double           value)
{
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW, "title", title, NULL);
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  register_field (self, name, spin);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
}

static void
expander_switch (UmpireSetupPage *self,
                 GtkWidget       *expander,
                 const char      *title,
                 const char      *name)
{
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW, "title", title, NULL);
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  register_field (self, name, sw);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
}

static void
expander_combo (UmpireSetupPage   *self,
                GtkWidget         *expander,
                const char        *title,
                const char        *name,
                const char *const *ids,
                GHashTable        *labels)
{
  GtkStringList *model = gtk_string_list_new (ids);
  GtkWidget *row = g_object_new (ADW_TYPE_COMBO_ROW, "title", title, "model", model, NULL);

  g_object_unref (model);
  show_labels (ADW_COMBO_ROW (row), labels);
  register_field (self, name, row);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
}

static void
expander_die (UmpireSetupPage *self,
              GtkWidget       *expander,
              const char      *title,
              const char      *name)
{
  GtkWidget *row = g_object_new (ADW_TYPE_ENTRY_ROW, "title", title, NULL);

  gtk_widget_set_tooltip_text (row, _("Type the value read off the table, or leave empty to have Umpire roll"));
  register_field (self, name, row);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
}

static void
build_optional (UmpireSetupPage *self)
{
  const UmpireTable *rules_list = umpire_rules_get_table (self->rules, "1916.optional-rules");
  GtkWidget *group = new_group (_("Optional Rules 101-601"), _("Switch on the rules this scenario uses"));
  g_auto(GStrv) training = row_ids (self->rules, "1916.scouts", NULL);
  g_auto(GStrv) wire = row_ids (self->rules, "1916.entanglements", NULL);
  g_auto(GStrv) targets = column_ids (self->rules, "1916.lone-assault", FALSE);
  const char *mortars[] = { "light", "medium", "large", NULL };
  const char *mortar_targets[] = { "personnel", "tank", NULL };
  static const char *const mortar_pairs[] = { "light", N_("Light trench mortar"), "medium", N_("Medium trench mortar"),
                                              "large", N_("Large trench mortar"), NULL };
  static const char *const mortar_target_pairs[] = { "personnel", N_("Personnel"), "tank", N_("Tank"), NULL };
  g_autoptr(GHashTable) training_labels = row_labels (self->rules, "1916.scouts", NULL);
  g_autoptr(GHashTable) wire_labels = row_labels (self->rules, "1916.entanglements", NULL);
  g_autoptr(GHashTable) target_labels = column_labels (self->rules, "1916.lone-assault");
  g_autoptr(GHashTable) mortar_labels = fixed_labels (mortar_pairs);
  g_autoptr(GHashTable) mortar_target_labels = fixed_labels (mortar_target_pairs);
  GtkWidget *tools, *t;

  for (guint i = 0; rules_list != NULL && i < rules_list->rows->len; i++)
    {
      const UmpireRow *item = g_ptr_array_index (rules_list->rows, i);
      g_autofree char *name = g_strdup_printf ("optional-%s", item->id);
      GtkSwitch *sw = add_switch_row (group, umpire_row_cell (item, 0)->text, item->prov.rule, name);

      g_hash_table_insert (self->switches, g_strdup (item->id), sw);
    }
  gtk_box_append (GTK_BOX (self->optional_box), group);

  tools = new_group (_("Tools"), _("Each rule with a procedure, usable while the rule is on"));
  t = new_tool (self, tools, "101", _("Natural Antagonists (attacker against defender)"), "antagonists");
  t = new_tool (self, tools, "102", _("Veteran Officers"), "veteran-officers");
  expander_spin (self, t, _("Sub-units slated for play"), "veteran-officers-units", 1, 99, 1);
  expander_die (self, t, _("Dice, two per sub-unit (e.g. 6,6)"), "veteran-officers-die");
  t = new_tool (self, tools, "103", _("Lost Platoon Duration"), "lost-platoon");
  expander_die (self, t, _("Die"), "lost-platoon-die");
  t = new_tool (self, tools, "203", _("Battery Encounter"), "battery");
  expander_spin (self, t, _("Current friendly units"), "battery-units", 0, 999, 10);
  expander_die (self, t, _("Die"), "battery-die");
  t = new_tool (self, tools, "205", _("Scouts"), "scouts");
  expander_combo (self, t, _("Training"), "scouts-training", (const char * const *) training, training_labels);
  expander_spin (self, t, _("Range (yards)"), "scouts-range", 1, 2000, 120);
  expander_switch (self, t, _("Air superiority"), "scouts-air-superiority");
  expander_die (self, t, _("Die"), "scouts-die");
  t = new_tool (self, tools, "207", _("Entanglement Types"), "entanglement");
  expander_combo (self, t, _("Type"), "entanglement-type", (const char * const *) wire, wire_labels);
  expander_spin (self, t, _("Inches wanted (0: no trade-off)"), "entanglement-inches", 0, 999, 0);
  expander_spin (self, t, _("Natural barrage roll against it (0: none)"), "entanglement-barrage-roll", 0, 6, 0);
  expander_die (self, t, _("Movement reduction die"), "entanglement-die");
  t = new_tool (self, tools, "208", _("Trench Stop"), "trench-stop");
  expander_die (self, t, _("Die"), "trench-stop-die");
  t = new_tool (self, tools, "301", _("Fire-Storm"), "fire-storm");
  for (guint i = 0; i < UMPIRE_FIRE_STORM_TYPES; i++)
    {
      const UmpireRow *item = rules_item (self->rules, "1916.fire-storms", umpire_optional_fire_storm_types[i]);
      g_autofree char *name = g_strdup_printf ("fire-storm-%s", umpire_optional_fire_storm_types[i]);

      expander_spin (self, t, item ? umpire_row_cell (item, 0)->text : name, name, 0, 99, 0);
    }
  t = new_tool (self, tools, "304", _("Mortar Fire"), "mortar");
  expander_combo (self, t, _("Trench mortar"), "mortar-type", mortars, mortar_labels);
  expander_combo (self, t, _("Target"), "mortar-target", mortar_targets, mortar_target_labels);
  expander_spin (self, t, _("Area Weapons roll"), "mortar-roll", -20, 20, 1);
  t = new_tool (self, tools, "501", _("Lone Assault"), "lone-assault");
  expander_combo (self, t, _("Target"), "lone-assault-target", (const char * const *) targets, target_labels);
  expander_switch (self, t, _("Great Brave Hero"), "lone-assault-great-brave");
  expander_switch (self, t, _("Active Hero"), "lone-assault-active");
  expander_switch (self, t, _("Poor Shaky Hero"), "lone-assault-poor-shaky");
  expander_switch (self, t, _("Well Led Hero"), "lone-assault-well-led");
  expander_spin (self, t, _("Previous requests by this battalion"), "lone-assault-previous", 0, 99, 0);
  expander_spin (self, t, _("Range to target (yards)"), "lone-assault-range", 0, 2000, 0);
  expander_switch (self, t, _("Target supported"), "lone-assault-supported");
  expander_switch (self, t, _("Target pinned or demoralized"), "lone-assault-pinned");
  expander_die (self, t, _("Die"), "lone-assault-die");
  t = new_tool (self, tools, "502", _("Bomber Parties (attacker against defender)"), "bombers");
  t = new_tool (self, tools, "601", _("Veteran Officer Barrage Roll"), "veteran-barrage");
  expander_die (self, t, _("Die"), "veteran-barrage-die");
  gtk_box_append (GTK_BOX (self->optional_box), tools);
  self->tool_error = new_error_label ();
  gtk_box_append (GTK_BOX (self->optional_box), GTK_WIDGET (self->tool_error));
  self->tool_view = new_view (self, "optional");
  gtk_box_append (GTK_BOX (self->optional_box), GTK_WIDGET (self->tool_view));
}

/* ---- the session's scenario --------------------------------------------- */

/* The page shows the scenario the session holds: its header fills the
 * fields, and each step shows the latest event in force of its procedure and
 * side. Filling records nothing; an edited field goes back into the header,
 * and a roll is a new event, the earlier ones staying in the log. */

/* Fills the fields from the scenario's header. `defaults`: a fresh scenario
 * replaced the old one, so what it leaves unset goes back to the defaults. */
static void
fill_header (UmpireSetupPage *self,
             gboolean         defaults)
{
  static const char *const default_nations[N_SIDES] = { "germany", "britain" };
  static const int default_units[N_SIDES] = { 35, 30 };
  UmpireScenario *scenario = self->scenario;
  GHashTableIter iter;
  gpointer id, sw;
  double first = 0, last = 0;
  int year;

  if (scenario == NULL || self->syncing)
    return;
  self->syncing = TRUE;

  year = umpire_scenario_get_year (scenario);
  gtk_spin_button_get_range (self->year, &first, &last);
  if (year > 0 || defaults)
    gtk_spin_button_set_value (self->year, year > 0 ? year : first);
  if (umpire_scenario_get_battle (scenario) != NULL)
    select_string (self->battle, umpire_scenario_get_battle (scenario));
  else if (defaults)
    adw_combo_row_set_selected (self->battle, 0);
  if (umpire_scenario_get_terrain (scenario) != NULL)
    select_string (self->terrain, umpire_scenario_get_terrain (scenario));
  else if (defaults)
    adw_combo_row_set_selected (self->terrain, 0);
  if (umpire_scenario_get_scale (scenario) != NULL)
    select_string (self->scale, umpire_scenario_get_scale (scenario));
  else if (defaults)
    adw_combo_row_set_selected (self->scale, 0);

  for (guint s = 0; s < N_SIDES; s++)
    {
      UmpireSide role = s == 0 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER;
      const char *nation = umpire_scenario_get_side_nation (scenario, role);
      int units = umpire_scenario_get_side_sub_units (scenario, role);

      if (nation != NULL || defaults)
        select_string (self->sides[s].nation, nation != NULL ? nation : default_nations[s]);
      if (nation != NULL || units > 0 || defaults)
        gtk_spin_button_set_value (self->sides[s].units, nation != NULL || units > 0 ? units : default_units[s]);
    }

  /* The scenario names its optional rules "1916:601"; the switches "601". */
  g_hash_table_iter_init (&iter, self->switches);
  while (g_hash_table_iter_next (&iter, &id, &sw))
    {
      g_autofree char *rule = g_strdup_printf ("1916:%s", (const char *) id);

      gtk_switch_set_active (sw, umpire_scenario_get_optional_rule (scenario, rule));
    }

  if (umpire_scenario_get_turn (scenario) > 0 || defaults)
    gtk_spin_button_set_value (self->turn, MAX (umpire_scenario_get_turn (scenario), 1));
  if (umpire_scenario_get_lull_start (scenario) > 0 || defaults)
    gtk_spin_button_set_value (self->start_turn, MAX (umpire_scenario_get_lull_start (scenario), 1));

  self->syncing = FALSE;
  update_scenario (self);
}

/* What the umpire set in the fields, into the scenario's header. */
static void
push_header (UmpireSetupPage *self)
{
  UmpireScenario *scenario = self->scenario;
  GHashTableIter iter;
  gpointer id, sw;

  if (scenario == NULL || self->syncing)
    return;
  self->syncing = TRUE;
  umpire_scenario_set_year (scenario, gtk_spin_button_get_value_as_int (self->year));
  umpire_scenario_set_battle (scenario, combo_selected (self->battle));
  umpire_scenario_set_terrain (scenario, combo_selected (self->terrain));
  umpire_scenario_set_scale (scenario, combo_selected (self->scale));
  for (guint s = 0; s < N_SIDES; s++)
    umpire_scenario_set_side (scenario, s == 0 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER,
                              side_nation (&self->sides[s]),
                              gtk_spin_button_get_value_as_int (self->sides[s].units));
  g_hash_table_iter_init (&iter, self->switches);
  while (g_hash_table_iter_next (&iter, &id, &sw))
    {
      g_autofree char *rule = g_strdup_printf ("1916:%s", (const char *) id);

      umpire_scenario_set_optional_rule (scenario, rule, gtk_switch_get_active (sw));
    }
  umpire_scenario_set_turn (scenario, gtk_spin_button_get_value_as_int (self->turn));
  self->syncing = FALSE;
}

/* Shows `event` (NULL: none) under `key`. TRUE if it is newly shown: an
 * event already shown keeps the umpire's unrolled edits of its step. */
static gboolean
show_event (UmpireSetupPage  *self,
            const char       *key,
            UmpireEvent      *event,
            UmpireResultView *view)
{
  g_autoptr(UmpireResult) copy = NULL;

  if (event == NULL)
    {
      g_hash_table_remove (self->shown, key);
      g_hash_table_remove (self->results, key);
      umpire_result_view_set_result (view, NULL);
      return FALSE;
    }
  if (g_hash_table_lookup (self->shown, key) == event)
    return FALSE;
  g_hash_table_replace (self->shown, g_strdup (key), g_object_ref (event));
  /* A copy: labelling it for the page must not touch the log. */
  copy = umpire_event_copy_result (umpire_event_get_result (event));
  show_result (self, key, copy, view);
  return TRUE;
}

/* The latest event in force of one of `procedures` (NULL-terminated). */
static UmpireEvent *
find_latest_of (UmpireScenario                     *scenario,
                const UmpireProcedureInfo * const  *procedures)
{
  for (guint i = umpire_scenario_get_cursor (scenario); i > 0; i--)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i - 1);

      if (umpire_event_get_side (event) != UMPIRE_SIDE_NONE)
        continue;
      for (guint p = 0; procedures[p] != NULL; p++)
        if (umpire_procedure_info_has_id (procedures[p], umpire_event_get_procedure (event)))
          return event;
    }
  return NULL;
}

static void
show_step_in_force (UmpireSetupPage  *self,
                    const char       *key,
                    const char       *step,
                    UmpireSide        side,
                    UmpireResultView *view)
{
  show_event (self, key, umpire_setup_sequence_find_in_force (self->sequence, step, side, NULL), view);
}

/* Every step shows the result in force, as the sequence finds it. */
static void
show_in_force (UmpireSetupPage *self)
{
  UmpireScenario *scenario = self->scenario;
  g_autofree char *optional = NULL;

  if (scenario == NULL || self->sequence == NULL)
    return;
  rebuild_heavy (self);

  for (guint s = 0; s < N_SIDES; s++)
    {
      Side *side = &self->sides[s];
      UmpireSide role = side_of (s);
      g_autofree char *defensive = g_strdup_printf ("defensive-%s", side->role);
      g_autofree char *counterbattery = g_strdup_printf ("counterbattery-%s", side->role);
      g_autofree char *bombardment = g_strdup_printf ("bombardment-%s", side->role);

      for (guint c = 0; c < self->n_categories; c++)
        {
          const char *category = self->categories[c];
          g_autofree char *key = g_strdup_printf ("support-%s-%s", side->role, category);
          UmpireEvent *event = umpire_setup_sequence_find_in_force (self->sequence, "support", role, category);

          if (show_event (self, key, event, side->support_view[c]) && g_str_equal (category, "gas"))
            {
              gboolean gas = g_strcmp0 (umpire_result_get_value (umpire_event_get_result (event), "available"),
                                        "yes") == 0;

              gtk_switch_set_active (side->cb_gas, gas);
              gtk_switch_set_active (side->bomb_gas, gas);
            }
        }
      for (guint i = 0; i < side->heavy_rows->len; i++)
        {
          HeavyRow *row = g_ptr_array_index (side->heavy_rows, i);
          g_autofree char *key = g_strdup_printf ("heavy-%s-%s", side->role, row->weapon);
          const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row->row));
          UmpireEvent *event = umpire_setup_sequence_find_in_force (self->sequence, "heavy-weapons", role, title);
          const char *column;
          GListModel *columns;

          if (!show_event (self, key, event, row->view))
            continue;
          /* The row shows the column the result was rolled on. */
          column = umpire_result_get_value (umpire_event_get_result (event), "column");
          columns = gtk_drop_down_get_model (row->column);
          for (guint c = 0; column != NULL && c < g_list_model_get_n_items (columns); c++)
            {
              g_autoptr(GtkStringObject) item = g_list_model_get_item (columns, c);

              if (g_ascii_strcasecmp (gtk_string_object_get_string (item), column) == 0)
                gtk_drop_down_set_selected (row->column, c);
            }
          if (row->use != NULL)
            gtk_check_button_set_active (row->use, TRUE);
        }
      show_step_in_force (self, defensive, "defensive-works", role, side->defensive_view);
      show_step_in_force (self, counterbattery, "counterbattery", role, side->cb_view);
      show_step_in_force (self, bombardment, "bombardment", role, side->bomb_view);
    }
  show_step_in_force (self, "proximity", "proximity", UMPIRE_SIDE_NONE, self->proximity_view);
  show_event (self, "lull", umpire_scenario_find_event (scenario, umpire_play_lull_info.id, UMPIRE_SIDE_NONE), self->lull_view);
  show_event (self, "lull-features", umpire_scenario_find_event (scenario, umpire_play_lull_features_info.id, UMPIRE_SIDE_NONE),
              self->features_view);
  show_event (self, "reinforcements", umpire_scenario_find_event (scenario, umpire_play_reinforcements_info.id, UMPIRE_SIDE_NONE),
              self->reinf_view);
  show_event (self, "optional", find_latest_of (scenario, umpire_optional_procedures), self->tool_view);
  update_barrages_left (self);
}

static void
on_scenario_changed (UmpireSetupPage *self)
{
  /* Another page (the log's header) may have changed the year or sides. */
  fill_header (self, FALSE);
}

/* The sequence over the scenario the page shows. */
static void
new_sequence (UmpireSetupPage *self)
{
  const char *notify[] = { "notify::attacker-barrages-left", "notify::defender-barrages-left" };

  self->sequence = umpire_setup_sequence_new (self->rules, self->scenario, self->dice);
  for (guint i = 0; i < G_N_ELEMENTS (notify); i++)
    g_signal_connect_object (self->sequence, notify[i], G_CALLBACK (update_barrages_left), self,
                             G_CONNECT_SWAPPED);
}

static void
follow_scenario (UmpireSetupPage *self)
{
  UmpireScenario *scenario = self->session ? umpire_session_get_scenario (self->session) : NULL;

  /* Without a session the page plays into a scenario of its own. */
  if (scenario == NULL)
    scenario = self->own_scenario;
  if (scenario == self->scenario)
    return;
  if (self->scenario != NULL)
    {
      g_clear_signal_handler (&self->scenario_changed_id, self->scenario);
      g_clear_signal_handler (&self->scenario_cursor_id, self->scenario);
    }
  g_set_object (&self->scenario, scenario);
  g_hash_table_remove_all (self->shown);
  g_clear_object (&self->sequence);
  if (scenario == NULL)
    return;
  new_sequence (self);
  self->scenario_changed_id = g_signal_connect_swapped (scenario, "changed",
                                                        G_CALLBACK (on_scenario_changed), self);
  /* Recording, undo and redo all move the cursor. */
  self->scenario_cursor_id = g_signal_connect_swapped (scenario, "notify::cursor",
                                                       G_CALLBACK (show_in_force), self);
  fill_header (self, TRUE);
  show_in_force (self);
}

static void
set_session (UmpireSetupPage *self,
             UmpireSession   *session)
{
  if (self->session == session)
    return;
  if (self->session != NULL)
    g_clear_signal_handler (&self->session_id, self->session);
  g_set_object (&self->session, session);
  if (session != NULL)
    self->session_id = g_signal_connect_swapped (session, "notify::scenario",
                                                 G_CALLBACK (follow_scenario), self);
  follow_scenario (self);
}

/* A field the umpire edited: into the scenario's header. */
static void
on_field_edited (UmpireSetupPage *self)
{
  push_header (self);
}

static void
watch_fields (UmpireSetupPage *self)
{
  GHashTableIter iter;
  gpointer sw;

  g_signal_connect_swapped (self->year, "value-changed", G_CALLBACK (on_field_edited), self);
  g_signal_connect_swapped (self->turn, "value-changed", G_CALLBACK (on_field_edited), self);
  g_signal_connect_swapped (self->battle, "notify::selected", G_CALLBACK (on_field_edited), self);
  g_signal_connect_swapped (self->terrain, "notify::selected", G_CALLBACK (on_field_edited), self);
  g_signal_connect_swapped (self->scale, "notify::selected", G_CALLBACK (on_field_edited), self);
  for (guint s = 0; s < N_SIDES; s++)
    {
      g_signal_connect_swapped (self->sides[s].nation, "notify::selected", G_CALLBACK (on_field_edited), self);
      g_signal_connect_swapped (self->sides[s].units, "value-changed", G_CALLBACK (on_field_edited), self);
    }
  g_hash_table_iter_init (&iter, self->switches);
  while (g_hash_table_iter_next (&iter, NULL, &sw))
    g_signal_connect_swapped (sw, "notify::active", G_CALLBACK (on_field_edited), self);
}

/* ---- construction ------------------------------------------------------- */

static void
add_step (UmpireSetupPage *self,
          guint            step,
          const char      *title,
          const char      *rule)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW, "title", title, "subtitle", rule, NULL);
  GtkWidget *heading = gtk_label_new (title);
  g_autofree char *name = g_strdup_printf ("step-%u", step);

  /* Wide forms scroll rather than forcing the window's sidebar to fold. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "title-2");
  gtk_box_append (GTK_BOX (box), heading);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_stack_add_named (self->step_stack, scrolled, name);
  gtk_list_box_append (self->steps_list, row);
  self->step_box[step] = box;
  self->step_error[step] = new_error_label ();
}

static void
umpire_setup_page_constructed (GObject *object)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (object);

  G_OBJECT_CLASS (umpire_setup_page_parent_class)->constructed (object);

  g_return_if_fail (UMPIRE_IS_RULES (self->rules));
  if (self->dice == NULL)
    self->dice = umpire_dice_new_seeded (g_random_int ());
  self->own_scenario = umpire_scenario_new ();
  self->categories = umpire_setup_sequence_dup_categories_of (self->rules);
  self->n_categories = MIN (g_strv_length (self->categories), MAX_SUPPORT);

  for (guint i = 0; i < N_STEPS; i++)
    {
      static const char *const titles[N_STEPS] = {
        N_("Year and Sides"), N_("Barrages, Airstrikes, Gas"), N_("Heavy Weapons"), N_("Defensive Works"),
        N_("Setup Proximity"), N_("Placement"), N_("Counter-Battery Fire"), N_("Pre-Game Bombardment"),
      };
      static const char *const rules[N_STEPS] = {
        "Setup 1", "Setup 2", "Setup 3", "Setup 4", "Setup 5", "Setup 6-7", "Setup 8", "Setup 9",
      };
      add_step (self, i, _(titles[i]), rules[i]);
    }
  for (guint s = 0; s < N_SIDES; s++)
    self->sides[s].role = roles[s];
  gtk_widget_set_name (GTK_WIDGET (self->step_stack), "step-stack");

  build_optional (self);
  build_sides_step (self, self->step_box[STEP_SIDES]);
  build_support_step (self, self->step_box[STEP_SUPPORT]);
  build_heavy_step (self, self->step_box[STEP_HEAVY]);
  build_defensive_step (self, self->step_box[STEP_DEFENSIVE]);
  build_proximity_step (self, self->step_box[STEP_PROXIMITY]);
  build_placement_step (self, self->step_box[STEP_PLACEMENT]);
  build_counterbattery_step (self, self->step_box[STEP_COUNTERBATTERY]);
  build_bombardment_step (self, self->step_box[STEP_BOMBARDMENT]);
  build_play (self);
  gtk_box_append (GTK_BOX (self->step_box[STEP_SIDES]), GTK_WIDGET (self->step_error[STEP_SIDES]));
  add_target (self, &self->sides[0], _("Target 1"), 4, 1);
  add_target (self, &self->sides[1], _("Target 1"), 4, 1);

  update_scenario (self);
  show_step (self, 0);
  watch_fields (self);
  if (self->scenario == NULL)
    follow_scenario (self);
}

/* Inside a window with a session, the page follows it, unless one was given. */
static void
umpire_setup_page_root (GtkWidget *widget)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (umpire_setup_page_parent_class)->root (widget);

  root = gtk_widget_get_root (widget);
  if (!self->session_given && root != NULL
      && g_object_class_find_property (G_OBJECT_GET_CLASS (root), "session") != NULL)
    {
      g_autoptr(GObject) session = NULL;

      g_object_get (root, "session", &session, NULL);
      if (UMPIRE_IS_SESSION (session))
        set_session (self, UMPIRE_SESSION (session));
    }
}

static void
umpire_setup_page_dispose (GObject *object)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (object);

  if (self->scenario != NULL)
    {
      g_clear_signal_handler (&self->scenario_changed_id, self->scenario);
      g_clear_signal_handler (&self->scenario_cursor_id, self->scenario);
    }
  if (self->session != NULL)
    g_clear_signal_handler (&self->session_id, self->session);
  g_clear_object (&self->sequence);
  g_clear_object (&self->scenario);
  g_clear_object (&self->own_scenario);
  g_clear_object (&self->session);
  g_clear_pointer (&self->shown, g_hash_table_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_SETUP_PAGE);
  for (guint s = 0; s < N_SIDES; s++)
    {
      g_clear_pointer (&self->sides[s].heavy_rows, g_ptr_array_unref);
      g_clear_pointer (&self->sides[s].target_rows, g_ptr_array_unref);
      g_clear_pointer (&self->sides[s].heavy_key, g_free);
    }
  g_clear_pointer (&self->results, g_hash_table_unref);
  g_clear_pointer (&self->switches, g_hash_table_unref);
  g_clear_pointer (&self->tool_fields, g_hash_table_unref);
  g_clear_pointer (&self->categories, g_strfreev);
  g_clear_object (&self->rules);
  g_clear_object (&self->dice);

  G_OBJECT_CLASS (umpire_setup_page_parent_class)->dispose (object);
}

static void
umpire_setup_page_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (object);

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
umpire_setup_page_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      self->rules = g_value_dup_object (value);
      break;
    case PROP_DICE:
      self->dice = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_setup_page_class_init (UmpireSetupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_setup_page_constructed;
  object_class->dispose = umpire_setup_page_dispose;
  object_class->get_property = umpire_setup_page_get_property;
  object_class->set_property = umpire_setup_page_set_property;
  widget_class->root = umpire_setup_page_root;

  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL, UMPIRE_TYPE_RULES,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_DICE] =
    g_param_spec_object ("dice", NULL, NULL, UMPIRE_TYPE_DICE,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (UMPIRE_TYPE_RESULT_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, root);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, steps_list);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, step_stack);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, step_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, play_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, optional_box);
  gtk_widget_class_bind_template_callback (widget_class, on_step_selected);

  gtk_widget_class_install_action (widget_class, "setup.back", NULL, step_back);
  gtk_widget_class_install_action (widget_class, "setup.next", NULL, step_next);
  gtk_widget_class_install_action (widget_class, "setup.roll-support", NULL, roll_support);
  gtk_widget_class_install_action (widget_class, "setup.roll-heavy", NULL, roll_heavy);
  gtk_widget_class_install_action (widget_class, "setup.roll-defensive", NULL, roll_defensive);
  gtk_widget_class_install_action (widget_class, "setup.roll-proximity", NULL, roll_proximity);
  gtk_widget_class_install_action (widget_class, "setup.roll-counterbattery", NULL, roll_counterbattery);
  gtk_widget_class_install_action (widget_class, "setup.add-target", "s", add_target_action);
  gtk_widget_class_install_action (widget_class, "setup.bombard", NULL, bombard);
  gtk_widget_class_install_action (widget_class, "play.lull", NULL, lull_action);
  gtk_widget_class_install_action (widget_class, "play.declare", "s", declare_action);
  gtk_widget_class_install_action (widget_class, "play.next-turn", NULL, next_turn_action);
  gtk_widget_class_install_action (widget_class, "play.reinforcements", NULL, reinforcements_action);
  gtk_widget_class_install_action (widget_class, "optional.tool", "s", tool_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
umpire_setup_page_init (UmpireSetupPage *self)
{
  self->results = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->switches = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->tool_fields = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
umpire_setup_page_new (UmpireRules *rules,
                       UmpireDice  *dice)
{
  return g_object_new (UMPIRE_TYPE_SETUP_PAGE, "rules", rules, "dice", dice, NULL);
}

guint
umpire_setup_page_get_step (UmpireSetupPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_PAGE (self), 0);
  return self->step;
}

void
umpire_setup_page_set_step (UmpireSetupPage *self,
                            guint            step)
{
  g_return_if_fail (UMPIRE_IS_SETUP_PAGE (self));
  g_return_if_fail (step < N_STEPS);
  show_step (self, step);
}

UmpireResult *
umpire_setup_page_get_result (UmpireSetupPage *self,
                              const char      *key)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_PAGE (self), NULL);
  return g_hash_table_lookup (self->results, key);
}

void
umpire_setup_page_set_session (UmpireSetupPage *self,
                               UmpireSession   *session)
{
  g_return_if_fail (UMPIRE_IS_SETUP_PAGE (self));
  g_return_if_fail (session == NULL || UMPIRE_IS_SESSION (session));

  self->session_given = session != NULL;
  set_session (self, session);
}
