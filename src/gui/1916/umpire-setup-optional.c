/* umpire-setup-optional.c: the 1916 optional rules and their tools
 *
 * A switch per rule of 1916.optional-rules, bound both ways to whether the
 * scenario uses it; a tool per rule with a procedure, its fields built from
 * the procedure's descriptor (a number, a die typed in or rolled, a choice,
 * a flag). A tool runs its procedure through the descriptor
 * (umpire_procedure_run) with the inputs its fields read; the nations and
 * year it needs are the scenario's. The rule it serves is found by its
 * procedure's rule reference.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "umpire-compat.h"
#include "umpire-labels.h"
#include "umpire-form.h"
#include "umpire-odds-view.h"
#include "umpire-input-error.h"
#include "umpire-inputs.h"
#include "umpire-odds-worker.h"
#include "umpire-optional.h"
#include "umpire-rules-labels.h"
#include "umpire-setup-optional.h"
#include "umpire-setup-rows.h"

struct _UmpireSetupOptional
{
  UmpireSetupStep   parent_instance;

  GtkWidget        *box;
  AdwPreferencesGroup *rules_group;
  AdwPreferencesGroup *tools_group;
  GtkLabel         *tool_error;
  UmpireResultView *tool_view;

  GHashTable       *switches;   /* rule id -> GtkSwitch */
  GHashTable       *odds;       /* procedure id -> UmpireOddsView */
  GPtrArray        *odds_workers; /* per tool: its odds on their thread */
  struct _ToolOdds *tool_odds;  /* per tool: the owner its worker gives */
};

G_DEFINE_FINAL_TYPE (UmpireSetupOptional, umpire_setup_optional, UMPIRE_TYPE_SETUP_STEP)

/* ---- reading a tool's fields -------------------------------------------- */

static GtkWidget *
tool_field (UmpireSetupOptional       *self,
            const UmpireProcedureInfo *info,
            const char                *name)
{
  g_autofree char *key = g_strdup_printf ("%s/%s", info->id, name);

  return umpire_setup_step_get_field (UMPIRE_SETUP_STEP (self), UMPIRE_SIDE_NONE, key);
}

/* The tool's inputs as its descriptor names them: what its fields read
 * (a die's faces are in the dice it rolls), the nations and year of the
 * scenario's header. */
static GHashTable *
tool_inputs (UmpireSetupOptional       *self,
             const UmpireProcedureInfo *info)
{
  UmpireScenario *scenario = umpire_setup_step_get_scenario (UMPIRE_SETUP_STEP (self));
  GHashTable *inputs = umpire_inputs_table_new ();

  for (const UmpireField *f = info->inputs; f != NULL && f->name != NULL; f++)
    {
      g_autofree char *key = g_strdup_printf ("%s/%s", info->id, f->name);
      char *value = NULL;

      if (g_str_equal (f->name, "nation") || g_str_equal (f->name, "opponent"))
        value = g_strdup (umpire_scenario_get_side_nation (scenario, g_str_equal (f->name, "nation")
                                                                     ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER));
      else if (g_str_equal (f->name, "year"))
        value = umpire_scenario_get_year (scenario) > 0 ? g_strdup_printf ("%d", umpire_scenario_get_year (scenario))
                                                          : NULL;
      else if (f->kind != UMPIRE_FIELD_DIE)
        value = umpire_field_rows_dup_value (umpire_setup_step_get_fields (UMPIRE_SETUP_STEP (self)), NULL, key);
      /* A 0 below a number's range is none (a lone assault's range): not given. */
      if (value != NULL && f->kind == UMPIRE_FIELD_NUMBER && f->min > 0 && g_ascii_strtod (value, NULL) == 0)
        g_clear_pointer (&value, g_free);
      if (value != NULL)
        g_hash_table_insert (inputs, g_strdup (f->name), value);
    }
  return inputs;
}

static UmpireResult *
run_tool (UmpireSetupOptional        *self,
          const UmpireProcedureInfo  *info,
          UmpireDice                 *dice,
          GError                    **error)
{
  g_autoptr(GHashTable) inputs = tool_inputs (self, info);

  return umpire_procedure_run (info, umpire_setup_step_get_rules (UMPIRE_SETUP_STEP (self)), inputs, dice, error);
}

/* Each tool's procedure, and what its fields start at ("name=value;..."):
 * the rules give no defaults, these are the usual table's. The optional
 * rule a tool serves is the item of 1916.optional-rules with its
 * procedure's rule reference. */
static const struct
{
  const UmpireProcedureInfo *info;
  const char                *start;
} tools[] = {
  { &umpire_optional_natural_antagonists_info, NULL },
  { &umpire_optional_veteran_officer_info, "units=1" },
  { &umpire_optional_lost_platoon_info, NULL },
  { &umpire_optional_battery_encounter_info, "units=10" },
  { &umpire_optional_scouts_info, "range=120" },
  { &umpire_optional_entanglement_info, "movement=1;barrage-roll=0" },
  { &umpire_optional_trench_stop_info, NULL },
  { &umpire_optional_fire_storm_info, NULL },
  { &umpire_optional_mortar_fire_info, "roll=1" },
  { &umpire_optional_lone_assault_info, "range=0" },
  { &umpire_optional_bomber_parties_info, NULL },
  { &umpire_optional_veteran_barrage_info, NULL },
};

/* Inputs a tool takes from the scenario's header, not from a field. */
static gboolean
from_header (const UmpireField *field)
{
  static const char *const names[] = { "nation", "opponent", "year", NULL };

  return g_strv_contains (names, field->name);
}

static double
start_value (const char        *start,
             const UmpireField *field,
             gboolean          *given)
{
  g_auto(GStrv) pairs = g_strsplit (start ? start : "", ";", -1);

  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (pairs[i], "=", 2);

      if (pair[0] != NULL && pair[1] != NULL && g_str_equal (pair[0], field->name))
        {
          *given = TRUE;
          return g_ascii_strtod (pair[1], NULL);
        }
    }
  *given = FALSE;
  return field->min;
}

static GStrv
choice_ids (UmpireRules       *rules,
            const UmpireField *field,
            GHashTable        *labels)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (field->words != NULL)
    {
      for (guint i = 0; field->words[i].id != NULL; i++)
        {
          g_strv_builder_add (builder, field->words[i].id);
          g_hash_table_replace (labels, g_strdup (field->words[i].id), g_strdup (_(field->words[i].label)));
        }
      return g_strv_builder_end (builder);
    }
  if (field->columns)
    {
      g_autoptr(GHashTable) names = umpire_setup_column_labels (rules, field->table);
      GStrv ids = umpire_setup_column_ids (rules, field->table, FALSE);

      for (guint i = 0; ids[i] != NULL; i++)
        g_hash_table_replace (labels, g_strdup (ids[i]), g_strdup (g_hash_table_lookup (names, ids[i])));
      return ids;
    }
  {
    g_autoptr(GHashTable) names = umpire_setup_row_labels (rules, field->table, NULL);
    GStrv ids = umpire_setup_row_ids (rules, field->table, NULL);

    for (guint i = 0; ids[i] != NULL; i++)
      g_hash_table_replace (labels, g_strdup (ids[i]), g_strdup (g_hash_table_lookup (names, ids[i])));
    return ids;
  }
}

/* One row in the tool's expander for each input of its descriptor. */
static void
add_input (UmpireSetupOptional       *self,
           GtkWidget                 *expander,
           guint                      tool,
           const UmpireField         *field)
{
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireRules *rules = umpire_setup_step_get_rules (step);
  g_autofree char *key = g_strdup_printf ("%s/%s", tools[tool].info->id, field->name);
  const char *title = umpire_field_get_label (field);
  GtkWidget *row = NULL, *widget = NULL;
  gboolean given;
  double value = start_value (tools[tool].start, field, &given);

  switch (field->kind)
    {
    case UMPIRE_FIELD_NUMBER:
      {
        /* The procedure holds a number to its rule, and says so beside the
         * field: the spin button does not clamp what was read at the table. */
        double min = field->min == field->max ? -999 : MIN (field->min, value);
        double max = field->min == field->max ? 999 : MAX (field->max, 2000);

        row = g_object_new (ADW_TYPE_ACTION_ROW, "title", title, NULL);
        widget = gtk_spin_button_new_with_range (min, max, 1);
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), value);
        gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
      }
      break;
    case UMPIRE_FIELD_FLAG:
      row = g_object_new (ADW_TYPE_ACTION_ROW, "title", title, NULL);
      widget = gtk_switch_new ();
      gtk_switch_set_active (GTK_SWITCH (widget), given && value != 0);
      gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
      break;
    case UMPIRE_FIELD_CHOICE:
      {
        g_autoptr(GHashTable) labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
        g_auto(GStrv) ids = choice_ids (rules, field, labels);

        row = widget = GTK_WIDGET (umpire_setup_new_combo_row (title, (const char * const *) ids, labels));
      }
      break;
    case UMPIRE_FIELD_DIE:
    case UMPIRE_FIELD_TEXT:
      row = widget = g_object_new (ADW_TYPE_ENTRY_ROW, "title", title, NULL);
      umpire_entry_row_name_once (row, title);
      if (field->kind == UMPIRE_FIELD_DIE)
        umpire_die_tooltip_follow (row);
      break;
    }
  umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, key, field, widget);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
}

/* ---- a tool's odds before its roll ------------------------------------- */

/* Worked out off the main thread, but still as the umpire types. */
#define TOOL_ODDS_MAX_PATHS 4096

typedef struct _ToolOdds
{
  UmpireSetupOptional *self;
  guint                tool;
} ToolOdds;

static void refresh_tool_odds (UmpireSetupOptional *self, guint tool);

static void
on_tool_field_changed (ToolOdds *data)
{
  refresh_tool_odds (data->self, data->tool);
}

static UmpireResult *
run_tool_for_odds (gpointer     data,
                   UmpireDice  *dice,
                   GError     **error)
{
  ToolOdds *odds = data;

  return run_tool (odds->self, tools[odds->tool].info, dice, error);
}

static void
on_tool_odds_ready (gpointer      owner,
                    UmpireOdds   *odds,
                    const GError *error)
{
  ToolOdds *data = owner;
  UmpireSetupOptional *self = data->self;
  const UmpireProcedureInfo *info = tools[data->tool].info;
  UmpireOddsView *view = self->odds ? g_hash_table_lookup (self->odds, info->id) : NULL;

  if (view == NULL)
    return;
  umpire_odds_view_set_odds (view, odds, info->outcome[0], umpire_setup_step_get_rules (UMPIRE_SETUP_STEP (self)));
  /* Fields that cannot be rolled yet say why, in the umpire's words. */
  umpire_odds_view_set_message (view, odds != NULL ? NULL : umpire_input_error_get_text (error));
}

/* What the tool's roll can give, as its fields stand: its first outcome
 * value (the descriptor's), over every face of its dice (a count over
 * sub-units by convolution), worked out off the main thread. */
static void
refresh_tool_odds (UmpireSetupOptional *self,
                   guint                tool)
{
  const UmpireProcedureInfo *info = tools[tool].info;
  UmpireOddsView *view = self->odds ? g_hash_table_lookup (self->odds, info->id) : NULL;
  UmpireOddsWorker *worker;

  if (view == NULL || info->outcome == NULL || umpire_setup_step_get_sequence (UMPIRE_SETUP_STEP (self)) == NULL
      || self->odds_workers == NULL)
    return;
  worker = g_ptr_array_index (self->odds_workers, tool);
  if (worker == NULL)
    {
      worker = umpire_odds_worker_new (&self->tool_odds[tool], on_tool_odds_ready);
      g_ptr_array_index (self->odds_workers, tool) = worker;
    }
  umpire_odds_worker_start (worker, run_tool_for_odds, &self->tool_odds[tool],
                            umpire_setup_step_get_rules (UMPIRE_SETUP_STEP (self)), TOOL_ODDS_MAX_PATHS);
}

static void
refresh_all_tool_odds (UmpireSetupOptional *self)
{
  for (guint tool = 0; tool < G_N_ELEMENTS (tools); tool++)
    refresh_tool_odds (self, tool);
}

UmpireOddsView *
umpire_setup_optional_get_odds_view (UmpireSetupOptional *self,
                                     const char          *procedure)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_OPTIONAL (self), NULL);
  return self->odds ? g_hash_table_lookup (self->odds, procedure) : NULL;
}

static void
add_tool (UmpireSetupOptional *self,
          guint                tool,
          const UmpireRow     *rule)
{
  const UmpireProcedureInfo *info = tools[tool].info;
  const char *title = umpire_procedure_info_get_title (info);
  GtkWidget *expander = g_object_new (ADW_TYPE_EXPANDER_ROW, "title", title, "subtitle", rule->prov.rule, NULL);
  GtkSwitch *sw = g_hash_table_lookup (self->switches, rule->id);
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW, NULL);
  g_autofree char *label = g_strdup_printf (_("Use %s"), title);
  GtkWidget *button = umpire_setup_new_button (label, "optional.tool", g_variant_new_string (info->id));

  for (const UmpireField *field = info->inputs; field != NULL && field->name != NULL; field++)
    if (!from_header (field))
      add_input (self, expander, tool, field);
  if (sw != NULL)
    g_object_bind_property (sw, "active", expander, "sensitive", G_BINDING_SYNC_CREATE);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  if (info->outcome != NULL)
    {
      /* The chance of each outcome before the roll, as the fields change. */
      GtkWidget *odds_row = gtk_list_box_row_new ();
      GtkWidget *view = umpire_odds_view_new ();

      gtk_widget_set_margin_start (view, 12);
      gtk_widget_set_margin_end (view, 12);
      gtk_widget_set_margin_top (view, 6);
      gtk_widget_set_margin_bottom (view, 6);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (odds_row), view);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (odds_row), FALSE);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), odds_row);
      g_hash_table_insert (self->odds, (gpointer) info->id, view);
      for (const UmpireField *field = info->inputs; field != NULL && field->name != NULL; field++)
        {
          GtkWidget *widget = from_header (field) ? NULL : tool_field (self, info, field->name);

          if (widget == NULL)
            continue;
          const char *signal = GTK_IS_EDITABLE (widget) ? "changed"
                               : GTK_IS_SWITCH (widget) ? "notify::active"
                               : GTK_IS_DROP_DOWN (widget) || ADW_IS_COMBO_ROW (widget) ? "notify::selected"
                               : NULL;
          ToolOdds *data;

          if (signal == NULL)
            continue;
          data = g_new0 (ToolOdds, 1);
          data->self = self;
          data->tool = tool;
          /* The field is the page's: it goes before the page. */
          g_signal_connect_data (widget, signal, G_CALLBACK (on_tool_field_changed), data,
                                 (GClosureNotify) (void (*) (void)) g_free, G_CONNECT_SWAPPED);
        }
    }
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  umpire_form_submit_on_enter (expander, button);
  adw_preferences_group_add (self->tools_group, expander);
}

static void
tool_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  UmpireSetupOptional *self = UMPIRE_SETUP_OPTIONAL (widget);
  UmpireSetupStep *step = UMPIRE_SETUP_STEP (self);
  UmpireSetupSequence *sequence = umpire_setup_step_get_sequence (step);
  const char *id = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(UmpireDice) dice = NULL;
  g_autoptr(UmpireResult) result = NULL;
  const UmpireField *die_field = NULL;
  GtkWidget *die = NULL;
  guint tool;

  for (tool = 0; tool < G_N_ELEMENTS (tools); tool++)
    if (g_str_equal (tools[tool].info->id, id))
      break;
  if (tool == G_N_ELEMENTS (tools) || sequence == NULL)
    return;
  umpire_setup_step_clear_errors (step);
  for (const UmpireField *field = tools[tool].info->inputs; field != NULL && field->name != NULL; field++)
    if (field->kind == UMPIRE_FIELD_DIE)
      die_field = field;
  if (die_field != NULL)
    {
      const UmpireTable *table = die_field->table ? umpire_rules_get_table (umpire_setup_step_get_rules (step),
                                                                            die_field->table) : NULL;
      const char *expression = die_field->dice ? die_field->dice : table ? umpire_table_dice (table) : UMPIRE_PLAIN_DIE;

      die = tool_field (self, tools[tool].info, die_field->name);
      dice = umpire_setup_field_dice (GTK_EDITABLE (die), die_field->name, expression,
                                      /* Several rolls: "dice" (2D6 per sub-unit). */
                                      g_str_equal (die_field->name, "dice"),
                                      umpire_setup_sequence_get_dice (sequence), &error);
    }
  if (error == NULL)
    result = run_tool (self, tools[tool].info, dice, &error);
  if (result == NULL)
    {
      g_autofree char *name = error ? umpire_input_error_field (error) : NULL;
      GtkWidget *field = name ? tool_field (self, tools[tool].info, name) : NULL;

      if (error != NULL)
        umpire_form_mark_error (field, self->tool_error, error);
      return;
    }
  umpire_scenario_record (umpire_setup_step_get_scenario (step), result, NULL, UMPIRE_SIDE_NONE);
  if (die != NULL)
    gtk_editable_set_text (GTK_EDITABLE (die), "");
}

/* ---- the rule switches, bound to the scenario ----------------------------- */

/* The scenario names its optional rules "1916:601"; the list "601". */
static char *
scenario_rule (const char *id)
{
  return g_strdup_printf ("%s:%s", umpire_1916_system.id, id);
}

/* Each switch is bound both ways to its rule's state in the scenario: the
 * scenario's changes show, the umpire's toggles go into it. */
static void
umpire_setup_optional_bind (UmpireSetupStep     *step,
                            UmpireSetupSequence *sequence)
{
  UmpireSetupOptional *self = UMPIRE_SETUP_OPTIONAL (step);
  UmpireScenario *scenario = sequence != NULL ? umpire_setup_sequence_get_scenario (sequence) : NULL;
  GHashTableIter iter;
  gpointer id;

  g_hash_table_iter_init (&iter, self->switches);
  while (g_hash_table_iter_next (&iter, &id, NULL))
    {
      g_autofree char *rule = scenario_rule (id);

      umpire_field_rows_bind (umpire_setup_step_get_fields (step), NULL, id,
                              scenario ? umpire_scenario_get_optional_rule_state (scenario, rule) : NULL, "enabled");
    }
}

static void
umpire_setup_optional_build (UmpireSetupStep *step)
{
  UmpireSetupOptional *self = UMPIRE_SETUP_OPTIONAL (step);
  const UmpireTable *list = umpire_rules_get_table (umpire_setup_step_get_rules (step), "1916.optional-rules");

  umpire_result_view_set_rules (self->tool_view, umpire_setup_step_get_rules (step));
  umpire_setup_step_set_summary (step, self->tool_error);
  /* "Optional Rules 101-601": the first and last rule the list names. */
  if (list != NULL && list->rows->len > 0)
    {
      const UmpireRow *first = g_ptr_array_index (list->rows, 0);
      const UmpireRow *last = g_ptr_array_index (list->rows, list->rows->len - 1);
      /* TRANSLATORS: the optional rules' heading: the first rule, then the last ("Optional Rules 101-601") */
      g_autofree char *title = g_strdup_printf (_("Optional Rules %s-%s"), first->prov.rule, last->prov.rule);

      adw_preferences_group_set_title (self->rules_group, title);
    }
  for (guint i = 0; list != NULL && i < list->rows->len; i++)
    {
      const UmpireRow *item = g_ptr_array_index (list->rows, i);
      GtkSwitch *sw = umpire_setup_add_switch_row (GTK_WIDGET (self->rules_group), umpire_row_cell (item, 0)->text,
                                                   item->prov.rule);

      g_hash_table_insert (self->switches, g_strdup (item->id), sw);
      umpire_setup_step_add_field (step, UMPIRE_SIDE_NONE, item->id, NULL, GTK_WIDGET (sw));
    }
  /* The tools in the order of the rules they serve. */
  for (guint i = 0; list != NULL && i < list->rows->len; i++)
    {
      const UmpireRow *item = g_ptr_array_index (list->rows, i);

      for (guint t = 0; t < G_N_ELEMENTS (tools); t++)
        if (umpire_optional_find_rule_of (tools[t].info, umpire_setup_step_get_rules (step)) == item)
          add_tool (self, t, item);
    }
}

/* The latest event in force of an optional rule's procedure, from the
 * log's index. */
static UmpireEvent *
find_latest_tool (UmpireScenario *scenario)
{
  UmpireEvent *latest = NULL;
  guint latest_position = 0;

  for (guint p = 0; umpire_optional_procedures[p] != NULL; p++)
    {
      guint position;
      UmpireEvent *event = umpire_scenario_find_procedure_before (scenario, umpire_optional_procedures[p],
                                                                  UMPIRE_SIDE_NONE,
                                                                  umpire_scenario_get_cursor (scenario), &position);

      if (event != NULL && (latest == NULL || position > latest_position))
        {
          latest = event;
          latest_position = position;
        }
    }
  return latest;
}

static void
umpire_setup_optional_refresh (UmpireSetupStep *step)
{
  UmpireSetupOptional *self = UMPIRE_SETUP_OPTIONAL (step);
  UmpireScenario *scenario = umpire_setup_step_get_scenario (step);

  umpire_setup_step_show_event (step, "optional", find_latest_tool (scenario), self->tool_view);
  /* The header (nations, year) reaches some tools. */
  refresh_all_tool_odds (self);
}

static void
umpire_setup_optional_dispose (GObject *object)
{
  UmpireSetupOptional *self = UMPIRE_SETUP_OPTIONAL (object);

  /* Odds on their threads are for a page that is going. */
  g_clear_pointer (&self->odds_workers, g_ptr_array_unref);
  g_clear_pointer (&self->tool_odds, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), UMPIRE_TYPE_SETUP_OPTIONAL);
  g_clear_pointer (&self->switches, g_hash_table_unref);
  g_clear_pointer (&self->odds, g_hash_table_unref);
  G_OBJECT_CLASS (umpire_setup_optional_parent_class)->dispose (object);
}

static void
umpire_setup_optional_class_init (UmpireSetupOptionalClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  UmpireSetupStepClass *step_class = UMPIRE_SETUP_STEP_CLASS (klass);

  object_class->dispose = umpire_setup_optional_dispose;
  step_class->title = N_("Optional Rules");
  step_class->build = umpire_setup_optional_build;
  step_class->bind = umpire_setup_optional_bind;
  step_class->refresh = umpire_setup_optional_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-optional.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupOptional, box);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupOptional, rules_group);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupOptional, tools_group);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupOptional, tool_error);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupOptional, tool_view);
  gtk_widget_class_install_action (widget_class, "optional.tool", "s", tool_action);
}

static void
umpire_setup_optional_init (UmpireSetupOptional *self)
{
  self->switches = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->odds = g_hash_table_new (g_str_hash, g_str_equal);
  self->odds_workers = g_ptr_array_new_full (G_N_ELEMENTS (tools), (GDestroyNotify) umpire_odds_worker_free);
  g_ptr_array_set_size (self->odds_workers, G_N_ELEMENTS (tools));
  self->tool_odds = g_new (ToolOdds, G_N_ELEMENTS (tools));
  for (guint tool = 0; tool < G_N_ELEMENTS (tools); tool++)
    self->tool_odds[tool] = (ToolOdds) { self, tool };
  gtk_widget_init_template (GTK_WIDGET (self));
}
