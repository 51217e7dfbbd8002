/* umpire-players-window.c: what the umpire shows the players, on a second screen
 *
 * A window for a projector, a TV or a second monitor across the table: the
 * scenario's title, the turn, the lull, and the results the umpire showed
 * (umpire_scenario_get_revealed_ids), newest first, the latest large with
 * its cell of the Combat Results Table. Nothing of the umpire's odds, forms
 * or trail is in it. A result of one side's secrets (its support, heavy
 * weapons, defensive works: the descriptor's side_secret) is there only
 * when the umpire showed it, and then says whose it is.
 *
 * It is laid out for 1280 x 720 and drawn scaled to the window
 * (UmpirePlayersScale), so its type is as large a part of the screen at
 * 1366 x 768 as at 1920 x 1080: about 50 px a line of results and 100 px
 * the latest outcome at full HD, readable from three metres.
 *
 * It follows the session's scenario and its "changed": an undo takes a
 * result off at once, a result left out of date says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-battle-state.h"
#include "umpire-catalogue.h"
#include "umpire-correction.h"
#include "umpire-crt-view.h"
#include "umpire-play.h"
#include "umpire-players-window.h"
#include "umpire-rules-labels.h"
#include "umpire-rules.h"
#include "umpire-weltkrieg.h"
#include "umpire-session-holder.h"

/* The size it is laid out for, drawn scaled to the window. */
#define LAYOUT_WIDTH  1280.0
#define LAYOUT_HEIGHT 720.0
/* Results listed under the latest; older ones are counted. */
#define MAX_EARLIER   5
/* Columns of the Combat Results Table around the cell read. */
#define CHART_COLUMNS 7

/* The columns the chart keeps: seven around the cell read, more where the
 * counterattack's cell lies further off (both cells and a column either
 * side), so that both are shown. */
static guint
chart_columns (const UmpireCrtChartModel *model)
{
  int attack = model->effective_column - model->column_base;
  int counter = model->counter_column - model->column_base;

  if (attack < 1 || counter < 1 || (guint) counter > model->n_columns)
    return CHART_COLUMNS;
  return MAX (CHART_COLUMNS, (guint) ABS (counter - attack) + 3);
}
/* Columns of a De Rosa chart's line around the cell read. */
#define LINE_COLUMNS  8

/* ---- a bin that draws its child scaled to its size ----------------------- */

#define UMPIRE_TYPE_PLAYERS_SCALE (umpire_players_scale_get_type ())
G_DECLARE_FINAL_TYPE (UmpirePlayersScale, umpire_players_scale, UMPIRE, PLAYERS_SCALE, GtkWidget)

struct _UmpirePlayersScale
{
  GtkWidget  parent_instance;
  GtkWidget *child;
  double     scale;
};

G_DEFINE_FINAL_TYPE (UmpirePlayersScale, umpire_players_scale, GTK_TYPE_WIDGET)

static void
umpire_players_scale_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  /* Any size: the child is scaled to it. */
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 320 : 180;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? (int) LAYOUT_WIDTH : (int) LAYOUT_HEIGHT;
}

static void
umpire_players_scale_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  UmpirePlayersScale *self = UMPIRE_PLAYERS_SCALE (widget);
  double scale = MIN (width / LAYOUT_WIDTH, height / LAYOUT_HEIGHT);
  int child_width, child_height, min_width, min_height;

  if (self->child == NULL || scale <= 0)
    return;
  /* The child no smaller than it can be: more in it scales it down. */
  gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  if (width / scale < min_width)
    scale = width / (double) min_width;
  gtk_widget_measure (self->child, GTK_ORIENTATION_VERTICAL, (int) (width / scale), &min_height, NULL, NULL, NULL);
  if (height / scale < min_height)
    scale = height / (double) min_height;
  child_width = MAX ((int) (width / scale), min_width);
  gtk_widget_measure (self->child, GTK_ORIENTATION_VERTICAL, child_width, &min_height, NULL, NULL, NULL);
  child_height = MAX ((int) (height / scale), min_height);
  self->scale = scale;
  gtk_widget_allocate (self->child, child_width, child_height, -1, gsk_transform_scale (NULL, (float) scale, (float) scale));
}

static void
umpire_players_scale_dispose (GObject *object)
{
  UmpirePlayersScale *self = UMPIRE_PLAYERS_SCALE (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);
  G_OBJECT_CLASS (umpire_players_scale_parent_class)->dispose (object);
}

static void
umpire_players_scale_class_init (UmpirePlayersScaleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_players_scale_dispose;
  widget_class->measure = umpire_players_scale_measure;
  widget_class->size_allocate = umpire_players_scale_size_allocate;
}

static void
umpire_players_scale_init (UmpirePlayersScale *self)
{
  self->scale = 1.0;
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

static GtkWidget *
umpire_players_scale_new (GtkWidget *child)
{
  UmpirePlayersScale *self = g_object_new (UMPIRE_TYPE_PLAYERS_SCALE, NULL);

  self->child = child;
  gtk_widget_set_parent (child, GTK_WIDGET (self));
  return GTK_WIDGET (self);
}

/* ---- the window ---------------------------------------------------------- */

struct _UmpirePlayersWindow
{
  AdwWindow       parent_instance;

  UmpireSession  *session;
  GSettings      *settings;
  UmpireScenario *scenario;     /* followed: the session's */
  gulong          changed_id;
  gulong          scenario_id;

  GtkWidget      *header;
  GtkLabel       *title_label;
  GtkLabel       *turn_label;
  GtkLabel       *lull_label;
  GtkWidget      *empty_label;
  GtkWidget      *latest;       /* the latest result's card, rebuilt */
  GtkWidget      *latest_bin;
  GtkWidget      *earlier;      /* the results before it, rebuilt */
  GtkWidget      *earlier_heading;
};

G_DEFINE_FINAL_TYPE (UmpirePlayersWindow, umpire_players_window, ADW_TYPE_WINDOW)

UmpireEvent *
umpire_players_find_event (UmpireScenario *scenario,
                           UmpireResult   *result)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  if (result == NULL)
    return NULL;
  for (guint i = umpire_scenario_get_n_events (scenario); i > 0; i--)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i - 1);

      if (umpire_event_get_result (event) == result)
        return event;
    }
  return NULL;
}

UmpireScenario *
umpire_players_scenario_for (GtkWidget *widget)
{
  UmpireSession *session;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  session = umpire_session_holder_find (widget);
  return session != NULL ? umpire_session_get_scenario (session) : NULL;
}

static GtkWidget *
label_new (const char *text,
           const char *css_class,
           gboolean    wrap)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (wrap)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
    }
  else
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* The event in force that stands for `event`: itself, or the value changed
 * by hand or the result computed again in its place (and so on). */
static UmpireEvent *
follow_replacements (UmpireScenario *scenario,
                     UmpireEvent    *event)
{
  guint cursor = umpire_scenario_get_cursor (scenario);
  gboolean found = TRUE;

  while (found)
    {
      found = FALSE;
      for (guint i = cursor; i > 0; i--)
        {
          UmpireEvent *later = umpire_scenario_get_event (scenario, i - 1);

          if (umpire_event_get_overrides (later) == umpire_event_get_id (event))
            {
              event = later;
              found = TRUE;
              break;
            }
        }
    }
  return event;
}

/* Whose secret a result is, in the players' words ("British"): the nation
 * it was rolled for, else the side's. */
static char *
dup_side_name (UmpireRules    *rules,
               UmpireScenario *scenario,
               UmpireEvent    *event)
{
  UmpireResult *result = umpire_event_get_result (event);
  const char *nation = umpire_result_get_input (result, "nation");

  if (nation == NULL && umpire_event_get_side (event) != UMPIRE_SIDE_NONE)
    nation = umpire_scenario_get_side_nation (scenario, umpire_event_get_side (event));
  if (nation != NULL && rules != NULL)
    return umpire_rules_label_for (rules, "1916.nations", nation);
  if (nation != NULL)
    return g_strdup (nation);
  return g_strdup (umpire_side_get_label (umpire_event_get_side (event)));
}

/* The procedure's title, and what it rolled for where the log names it
 * ("Support: Barrage"). */
static char *
dup_heading (UmpireRules *rules,
             UmpireEvent *event)
{
  UmpireResult *result = umpire_event_get_result (event);
  const char *procedure = umpire_event_get_procedure (event);
  const char *title = umpire_catalogue_get_title (procedure);
  const char *category = umpire_result_get_input (result, "category");
  const char *weapon = umpire_result_get_input (result, "weapon");

  if (category != NULL || weapon != NULL)
    {
      g_autofree char *what = umpire_input_dup_for_people (rules, procedure, category ? "category" : "weapon",
                                                           category ? category : weapon);

      /* Translators: the players' view: a procedure's title and what it rolled for, "Support: Barrage" */
      return g_strdup_printf (C_("players", "%s: %s"), title, what);
    }
  return g_strdup (title);
}

static GtkWidget *
side_tag_new (const char *side)
{
  GtkWidget *tag = gtk_label_new (side);

  gtk_widget_add_css_class (tag, "players-side");
  gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
  return tag;
}

/* "Out of date: the umpire rolls again", under a result a correction or a
 * change of its inputs left behind. */
static GtkWidget *
out_of_date_label_new (const char *css_class)
{
  GtkWidget *label = label_new (_("Out of date: the umpire will roll again"), css_class, TRUE);

  gtk_widget_add_css_class (label, "warning");
  gtk_widget_set_name (label, "out-of-date");
  return label;
}

static const UmpireProcedureInfo *
event_info (UmpireEvent *event)
{
  UmpireResult *result = umpire_event_get_result (event);

  return umpire_result_get_info (result) != NULL ? umpire_result_get_info (result)
                                                 : umpire_catalogue_find (umpire_event_get_procedure (event));
}

/* A De Rosa result's chart line: the row of the chart it read, each
 * column's heading over its cell, the cell read marked. NULL when it read
 * none. */
static GtkWidget *
chart_line_new (UmpireRules  *rules,
                UmpireResult *result)
{
  const GPtrArray *steps = umpire_result_get_steps (result);
  const UmpireStep *read = NULL;
  const UmpireTable *table;
  const UmpireRow *row;
  GtkWidget *box, *grid;
  g_autofree char *heading = NULL;
  int column, first, last;

  /* The chart: the first table of several columns read (its modifiers'
   * tables, of one column, come after). */
  for (guint i = 0; i < steps->len && read == NULL && rules != NULL; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);

      if (step->kind == UMPIRE_STEP_TABLE && step->table != NULL && step->row != NULL && step->column != NULL &&
          (table = umpire_rules_get_table (rules, step->table)) != NULL && table->columns->len > 1)
        read = step;
    }
  if (read == NULL || (table = umpire_rules_get_table (rules, read->table)) == NULL ||
      (row = umpire_table_get_row (table, read->row)) == NULL ||
      (column = umpire_table_column_index (table, read->column)) < 0)
    return NULL;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_name (box, "chart-line");
  /* Translators: the players' view: a chart's title and the line of it read, "Rifle fire — 6-12\"" */
  heading = g_strdup_printf (C_("players", "%s — %s"), table->title, row->label != NULL ? row->label : row->id);
  gtk_box_append (GTK_BOX (box), label_new (heading, "players-value-label", TRUE));
  grid = gtk_grid_new ();
  gtk_widget_add_css_class (grid, "players-chart-line");
  first = MAX (0, column - LINE_COLUMNS / 2);
  last = MIN ((int) table->columns->len, first + LINE_COLUMNS);
  first = MAX (0, last - LINE_COLUMNS);
  for (int c = first; c < last; c++)
    {
      const UmpireColumn *col = g_ptr_array_index (table->columns, c);
      const UmpireCell *cell = umpire_row_cell (row, c);
      GtkWidget *head = gtk_label_new (col->label != NULL ? col->label : col->id);
      GtkWidget *value = gtk_label_new (cell != NULL && cell->text != NULL ? cell->text : "");

      gtk_widget_add_css_class (head, "players-chart-head");
      gtk_widget_add_css_class (value, "players-chart-cell");
      if (c == column)
        {
          gtk_widget_add_css_class (head, "read");
          gtk_widget_add_css_class (value, "read");
        }
      gtk_grid_attach (GTK_GRID (grid), head, c - first, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), value, c - first, 1, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);
  return box;
}

static GtkWidget *
latest_card_new (UmpirePlayersWindow *self,
                 UmpireRules         *rules,
                 UmpireEvent         *event,
                 gboolean             out_of_date)
{
  UmpireResult *result = umpire_event_get_result (event);
  const UmpireProcedureInfo *info = event_info (event);
  g_autofree char *heading = dup_heading (rules, event);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 16);
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 32);
  GtkWidget *values = gtk_flow_box_new ();
  UmpireCrtChartModel model;

  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "players-latest");
  gtk_widget_set_name (card, "latest");
  if (info != NULL && info->side_secret)
    {
      g_autofree char *side = dup_side_name (rules, self->scenario, event);

      gtk_box_append (GTK_BOX (top), side_tag_new (side));
    }
  gtk_box_append (GTK_BOX (top), label_new (heading, "players-latest-heading", TRUE));
  gtk_box_append (GTK_BOX (card), top);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (values), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (values), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (values), 40);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (values), 12);
  gtk_widget_set_can_focus (values, FALSE);
  gtk_widget_set_hexpand (values, TRUE);
  gtk_widget_set_valign (values, GTK_ALIGN_START);
  /* What came of it, each value large over its label. */
  for (guint i = 0; info != NULL && info->outcome != NULL && info->outcome[i] != NULL; i++)
    {
      const char *value = umpire_result_get_value (result, info->outcome[i]);
      g_autofree char *shown = NULL;
      GtkWidget *tile;

      if (value == NULL)
        continue;
      shown = umpire_value_dup_for_people (rules, umpire_event_get_procedure (event), info->outcome[i], value);
      tile = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      gtk_box_append (GTK_BOX (tile), label_new (shown, "players-value", TRUE));
      gtk_box_append (GTK_BOX (tile), label_new (umpire_result_get_value_label (result, info->outcome[i]),
                                                 "players-value-label", TRUE));
      gtk_flow_box_append (GTK_FLOW_BOX (values), tile);
    }
  gtk_box_append (GTK_BOX (body), values);

  /* The chart's cells read, enlarged: the columns around them, no odds. */
  if (rules != NULL && umpire_weltkrieg_result_chart_model (rules, result, &model, NULL))
    {
      GtkWidget *chart = umpire_crt_view_new ();

      umpire_crt_chart_model_crop_to_read (&model, chart_columns (&model));
      umpire_crt_view_set_model (UMPIRE_CRT_VIEW (chart), &model);
      gtk_widget_add_css_class (chart, "players-chart");
      /* 80 px a column, as wide as the layout leaves room for. */
      gtk_widget_set_size_request (chart, CLAMP (80 * (int) model.n_columns, 560, 800), -1);
      gtk_widget_set_valign (chart, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (body), chart);
    }
  gtk_box_append (GTK_BOX (card), body);
  /* A De Rosa result: the line of the chart it was read from. */
  if (g_strcmp0 (umpire_event_get_system (event), "derosa") == 0)
    {
      GtkWidget *line = chart_line_new (rules, result);

      if (line != NULL)
        gtk_box_append (GTK_BOX (card), line);
    }
  if (out_of_date)
    {
      gtk_box_append (GTK_BOX (card), out_of_date_label_new ("players-latest-heading"));
      gtk_widget_add_css_class (body, "players-out-of-date");
    }
  return card;
}

static GtkWidget *
earlier_row_new (UmpirePlayersWindow *self,
                 UmpireRules         *rules,
                 UmpireEvent         *event,
                 gboolean             out_of_date)
{
  const UmpireProcedureInfo *info = event_info (event);
  g_autofree char *heading = dup_heading (rules, event);
  g_autofree char *outcome = umpire_result_dup_outcome (rules, umpire_event_get_result (event));
  g_autofree char *line = outcome != NULL ? g_strdup_printf (C_("players", "%s — %s"), heading, outcome)
                                          : g_strdup (heading);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_widget_add_css_class (row, "players-earlier");
  if (info != NULL && info->side_secret)
    {
      g_autofree char *side = dup_side_name (rules, self->scenario, event);

      gtk_box_append (GTK_BOX (row), side_tag_new (side));
    }
  gtk_box_append (GTK_BOX (row), label_new (line, NULL, FALSE));
  if (out_of_date)
    {
      gtk_widget_add_css_class (gtk_widget_get_last_child (row), "players-out-of-date");
      gtk_box_append (GTK_BOX (row), out_of_date_label_new (NULL));
    }
  return row;
}

/* Lulls rolled so far: lull rolls in force and current that gave one. */
static guint
count_lulls (UmpireScenario    *scenario,
             UmpireBattleState *state)
{
  guint lulls = 0;

  for (guint i = 0; i < umpire_scenario_get_cursor (scenario); i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);
      const char *lull = umpire_result_get_value (umpire_event_get_result (event), "lull");

      if (event_info (event) == &umpire_play_lull_info && lull != NULL && g_strcmp0 (lull, "none") != 0 &&
          umpire_battle_state_get_event_state (state, event, NULL) == UMPIRE_EVENT_STATE_CURRENT)
        lulls++;
    }
  return lulls;
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

void
umpire_players_window_refresh (UmpirePlayersWindow *self)
{
  UmpireScenario *scenario = self->scenario;
  UmpireRules *rules;
  UmpireBattleState *state;
  g_autoptr(GString) lull = NULL;
  g_autofree char *turn = NULL;
  const char *title;
  const guint *ids;
  guint n_ids = 0, shown = 0, lulls;
  int turn_number, lull_start;

  g_return_if_fail (UMPIRE_IS_PLAYERS_WINDOW (self));

  clear_box (self->latest_bin);
  clear_box (self->earlier);
  self->latest = NULL;
  if (scenario == NULL)
    return;
  rules = umpire_session_get_rules (self->session);
  /* The state the log's marks read too, replayed once for both. */
  state = umpire_correction_state_of (scenario);

  title = umpire_scenario_get_title (scenario);
  gtk_label_set_text (self->title_label, title != NULL && *title != '\0' ? title : _("Untitled Scenario"));
  gtk_window_set_title (GTK_WINDOW (self), gtk_label_get_text (self->title_label));
  turn_number = umpire_battle_state_get_int (state, UMPIRE_STATE_BATTLE, "turn");
  turn = turn_number > 0 ? g_strdup_printf (_("Turn %d"), turn_number) : g_strdup (_("Before the first turn"));
  gtk_label_set_text (self->turn_label, turn);

  lull_start = umpire_battle_state_get_int (state, UMPIRE_STATE_BATTLE, "lull-start");
  lulls = count_lulls (scenario, state);
  lull = g_string_new (NULL);
  if (lull_start > 0)
    g_string_append_printf (lull, _("Lull rolls begin on turn %d"), lull_start);
  if (lulls > 0 || lull_start > 0)
    {
      if (lull->len > 0)
        g_string_append (lull, " · ");
      /* Translators: the players' view: lulls rolled so far */
      g_string_append_printf (lull, ngettext ("%u lull so far", "%u lulls so far", lulls), lulls);
    }
  gtk_label_set_text (self->lull_label, lull->str);
  gtk_widget_set_visible (GTK_WIDGET (self->lull_label), lull->len > 0);

  /* Newest first; an undone result is not there, one left behind by a
   * correction stands as its replacement or says it is out of date. */
  ids = umpire_scenario_get_revealed_ids (scenario, &n_ids);
  for (guint i = n_ids; i > 0; i--)
    {
      UmpireEvent *event = umpire_scenario_lookup_event (scenario, ids[i - 1]);
      UmpireEventState event_state;
      gboolean out_of_date;

      if (event == NULL || !umpire_event_get_active (event))
        continue;
      event = follow_replacements (scenario, event);
      event_state = umpire_battle_state_get_event_state (state, event, NULL);
      if (event_state == UMPIRE_EVENT_STATE_UNDONE)
        continue;
      out_of_date = event_state == UMPIRE_EVENT_STATE_OUT_OF_DATE || umpire_event_get_out_of_date (event) != NULL;
      if (shown == 0)
        {
          self->latest = latest_card_new (self, rules, event, out_of_date);
          gtk_box_append (GTK_BOX (self->latest_bin), self->latest);
        }
      else if (shown <= MAX_EARLIER)
        gtk_box_append (GTK_BOX (self->earlier), earlier_row_new (self, rules, event, out_of_date));
      shown++;
    }
  if (shown > MAX_EARLIER + 1)
    {
      g_autofree char *more = g_strdup_printf (ngettext ("and %u earlier result", "and %u earlier results",
                                                         shown - MAX_EARLIER - 1),
                                               shown - MAX_EARLIER - 1);

      gtk_box_append (GTK_BOX (self->earlier), label_new (more, "dim-label", FALSE));
    }
  gtk_widget_set_visible (self->empty_label, shown == 0);
  gtk_widget_set_visible (self->earlier_heading, shown > 1);
}

static void
on_scenario_changed (UmpirePlayersWindow *self)
{
  umpire_players_window_refresh (self);
}

static void
follow_scenario (UmpirePlayersWindow *self)
{
  UmpireScenario *scenario = umpire_session_get_scenario (self->session);

  if (self->scenario != scenario)
    {
      if (self->scenario != NULL)
        g_clear_signal_handler (&self->changed_id, self->scenario);
      g_set_object (&self->scenario, scenario);
      if (scenario != NULL)
        self->changed_id = g_signal_connect_swapped (scenario, "changed", G_CALLBACK (on_scenario_changed), self);
    }
  umpire_players_window_refresh (self);
}

/* ---- the monitor and full screen ---------------------------------------- */

static GdkMonitor *
find_monitor (GtkWidget  *widget,
              const char *connector)
{
  GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (widget));

  if (connector == NULL || *connector == '\0')
    return NULL;
  for (guint i = 0; i < g_list_model_get_n_items (monitors); i++)
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, i);

      if (g_strcmp0 (gdk_monitor_get_connector (monitor), connector) == 0)
        return monitor;
    }
  return NULL;
}

/* Where it is and whether full screen, for the next time it opens. */
static void
remember_place (UmpirePlayersWindow *self)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));
  GdkMonitor *monitor = surface != NULL
                        ? gdk_display_get_monitor_at_surface (gtk_widget_get_display (GTK_WIDGET (self)), surface)
                        : NULL;

  if (self->settings == NULL)
    return;
  if (monitor != NULL && gdk_monitor_get_connector (monitor) != NULL)
    g_settings_set_string (self->settings, "players-monitor", gdk_monitor_get_connector (monitor));
  g_settings_set_boolean (self->settings, "players-fullscreen", gtk_window_is_fullscreen (GTK_WINDOW (self)));
}

static void
on_fullscreened (UmpirePlayersWindow *self)
{
  gboolean fullscreen = gtk_window_is_fullscreen (GTK_WINDOW (self));

  gtk_widget_set_visible (self->header, !fullscreen);
  if (gtk_widget_get_realized (GTK_WIDGET (self)))
    remember_place (self);
}

static void
toggle_fullscreen (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  GtkWindow *window = GTK_WINDOW (widget);

  if (gtk_window_is_fullscreen (window))
    gtk_window_unfullscreen (window);
  else
    gtk_window_fullscreen (window);
}

static void
leave_fullscreen (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  gtk_window_unfullscreen (GTK_WINDOW (widget));
}

static void
on_realize (UmpirePlayersWindow *self)
{
  g_autofree char *connector = NULL;
  GdkMonitor *monitor;

  if (self->settings == NULL || !g_settings_get_boolean (self->settings, "players-fullscreen"))
    return;
  connector = g_settings_get_string (self->settings, "players-monitor");
  monitor = find_monitor (GTK_WIDGET (self), connector);
  if (monitor != NULL)
    gtk_window_fullscreen_on_monitor (GTK_WINDOW (self), monitor);
  else
    gtk_window_fullscreen (GTK_WINDOW (self));
}

static gboolean
on_close_request (UmpirePlayersWindow *self)
{
  remember_place (self);
  return FALSE;
}

/* ---- the object ---------------------------------------------------------- */

GtkWidget *
umpire_players_window_new (UmpireSession *session,
                           GSettings     *settings)
{
  UmpirePlayersWindow *self;

  g_return_val_if_fail (UMPIRE_IS_SESSION (session), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (UMPIRE_TYPE_PLAYERS_WINDOW, NULL);
  self->session = g_object_ref (session);
  self->settings = settings != NULL ? g_object_ref (settings) : NULL;
  self->scenario_id = g_signal_connect_swapped (session, "notify::scenario", G_CALLBACK (follow_scenario), self);
  follow_scenario (self);
  return GTK_WIDGET (self);
}

static void
umpire_players_window_dispose (GObject *object)
{
  UmpirePlayersWindow *self = UMPIRE_PLAYERS_WINDOW (object);

  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);
  if (self->session != NULL)
    {
      g_clear_signal_handler (&self->scenario_id, self->session);
    }
  g_clear_object (&self->scenario);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (umpire_players_window_parent_class)->dispose (object);
}

static void
umpire_players_window_class_init (UmpirePlayersWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_players_window_dispose;

  gtk_widget_class_install_action (widget_class, "players.fullscreen", NULL, toggle_fullscreen);
  gtk_widget_class_install_action (widget_class, "players.leave-fullscreen", NULL, leave_fullscreen);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "players.fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "players.leave-fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
umpire_players_window_init (UmpirePlayersWindow *self)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 16);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *fullscreen = gtk_button_new_from_icon_name ("view-fullscreen-symbolic");
  GtkWidget *heading = adw_window_title_new (_("Players’ View"), NULL);

  gtk_window_set_default_size (GTK_WINDOW (self), 1280, 720);
  gtk_widget_add_css_class (GTK_WIDGET (self), "players-view");

  self->header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (self->header), heading);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (fullscreen), "players.fullscreen");
  gtk_widget_set_tooltip_text (fullscreen, _("Full Screen"));
  adw_header_bar_pack_end (ADW_HEADER_BAR (self->header), fullscreen);
  gtk_box_append (GTK_BOX (outer), self->header);

  gtk_widget_add_css_class (page, "players-page");
  self->title_label = GTK_LABEL (label_new (NULL, "players-title", FALSE));
  gtk_widget_set_hexpand (GTK_WIDGET (self->title_label), TRUE);
  self->turn_label = GTK_LABEL (label_new (NULL, "players-turn", FALSE));
  gtk_label_set_xalign (self->turn_label, 1);
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->title_label));
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->turn_label));
  gtk_box_append (GTK_BOX (page), top);
  self->lull_label = GTK_LABEL (label_new (NULL, "players-lull", TRUE));
  gtk_box_append (GTK_BOX (page), GTK_WIDGET (self->lull_label));

  self->empty_label = label_new (_("No result shown yet"), "players-empty", TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->empty_label), 0.5);
  gtk_widget_set_vexpand (self->empty_label, TRUE);
  gtk_box_append (GTK_BOX (page), self->empty_label);
  self->latest_bin = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (page), self->latest_bin);
  self->earlier_heading = label_new (_("Earlier"), "players-earlier-heading", FALSE);
  gtk_box_append (GTK_BOX (page), self->earlier_heading);
  self->earlier = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (page), self->earlier);

  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (outer), umpire_players_scale_new (page));
  gtk_widget_set_vexpand (gtk_widget_get_last_child (outer), TRUE);
  adw_window_set_content (ADW_WINDOW (self), outer);

  g_signal_connect_swapped (self, "notify::fullscreened", G_CALLBACK (on_fullscreened), self);
  g_signal_connect_after (self, "realize", G_CALLBACK (on_realize), NULL);
  g_signal_connect (self, "close-request", G_CALLBACK (on_close_request), NULL);
}
