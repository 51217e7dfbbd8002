/* umpire-result-view.c: a result with its explanation trail
 *
 * Every page shows its results through this one widget, so a result reads the
 * same everywhere: the values first, then each step with its rule reference.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "umpire-compat.h"
#include "umpire-labels.h"
#include "umpire-players-window.h"
#include "umpire-result-view.h"
#include "umpire-catalogue.h"
#include "umpire-width-first-layout.h"

struct _UmpireResultView
{
  GtkWidget     parent_instance;

  GtkWidget    *content;
  GtkListBox   *values_list;
  GtkListBox   *steps_list;
  GtkWidget    *empty_label;
  GtkWidget    *stale_label;
  gboolean      stale;
  GtkToggleButton *players_button;
  UmpireScenario  *players_scenario;  /* followed while mapped, for the button */
  gulong           players_changed_id;
  gboolean         players_syncing;

  UmpireResult *result;
  UmpireRules  *rules;    /* for the labels of values that name a table column */
};

enum {
  PROP_0,
  PROP_RESULT,
  PROP_RULES,
  PROP_STALE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (UmpireResultView, umpire_result_view, GTK_TYPE_WIDGET)

static const char *
step_icon_name (UmpireStepKind kind)
{
  switch (kind)
    {
    case UMPIRE_STEP_INPUT: return "document-edit-symbolic";
    case UMPIRE_STEP_ROLL: return "media-playlist-shuffle-symbolic";
    case UMPIRE_STEP_MODIFIER: return "list-add-symbolic";
    case UMPIRE_STEP_CLAMP: return "go-bottom-symbolic";
    case UMPIRE_STEP_TABLE: return "view-grid-symbolic";
    case UMPIRE_STEP_MULTIPLY: return "window-close-symbolic";
    case UMPIRE_STEP_ROUND: return "content-loading-symbolic";
    case UMPIRE_STEP_OVERRIDE: return "dialog-warning-symbolic";
    case UMPIRE_STEP_RULE:
    default: return "accessories-dictionary-symbolic";
    }
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static char *
describe_reference (UmpireResultView *self,
                    const UmpireStep *step)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (step->rule != NULL && *step->rule)
    g_string_append (text, step->rule);
  if (step->source != NULL)
    g_string_append_printf (text, "%s%s", text->len ? " · " : "",
                            umpire_rules_get_source_name (self->rules, step->source));
  if (step->reading != NULL)
    g_string_append_printf (text, "%s%s", text->len ? " · " : "", step->reading);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The result's value names, those of its procedure's outcome first (in the
 * descriptor's order, `n_outcome` of them), then the rest as recorded. */
static GStrv
dup_outcome_first (UmpireResult *result,
                   guint        *n_outcome)
{
  const UmpireProcedureInfo *info = umpire_catalogue_find (umpire_result_get_procedure (result));
  g_auto(GStrv) names = umpire_result_dup_value_names (result);
  g_autoptr(GStrvBuilder) ordered = g_strv_builder_new ();

  *n_outcome = 0;
  for (guint i = 0; info != NULL && info->outcome != NULL && info->outcome[i] != NULL; i++)
    if (g_strv_contains ((const char * const *) names, info->outcome[i]))
      {
        g_strv_builder_add (ordered, info->outcome[i]);
        (*n_outcome)++;
      }
  for (guint i = 0; names[i] != NULL; i++)
    if (info == NULL || info->outcome == NULL || !g_strv_contains (info->outcome, names[i]))
      g_strv_builder_add (ordered, names[i]);
  return g_strv_builder_end (ordered);
}

static void
rebuild (UmpireResultView *self)
{
  g_auto(GStrv) names = NULL;
  g_autoptr(GString) announcement = NULL;
  const GPtrArray *steps;
  guint n_outcome = 0;

  clear_list (self->values_list);
  clear_list (self->steps_list);

  gtk_widget_set_visible (self->content, self->result != NULL);
  gtk_widget_set_visible (self->empty_label, self->result == NULL);
  if (self->result == NULL)
    return;

  names = dup_outcome_first (self->result, &n_outcome);
  announcement = g_string_new (NULL);
  for (guint i = 0; names[i] != NULL; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      /* Each value under its label, in the umpire's words ("Yes", "Shaken", "12,5"). */
      g_autofree char *shown = umpire_value_dup_for_people (self->rules,
                                                            umpire_result_get_procedure (self->result),
                                                            names[i],
                                                            umpire_result_get_value (self->result, names[i]));
      GtkWidget *value = gtk_label_new (shown);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     umpire_result_get_value_label (self->result, names[i]));
      /* What came of it stands out; the figures it came from are smaller. */
      gtk_widget_add_css_class (value, i < n_outcome ? "title-2" : "title-4");
      gtk_widget_add_css_class (value, "numeric");
      if (i < n_outcome)
        gtk_widget_add_css_class (row, "outcome");
      gtk_label_set_selectable (GTK_LABEL (value), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
      gtk_widget_set_name (row, names[i]);
      umpire_width_first_action_row (row);
      gtk_list_box_append (self->values_list, row);
      if (i < n_outcome)
        g_string_append_printf (announcement, "%s%s: %s", announcement->len > 0 ? "; " : "",
                                umpire_result_get_value_label (self->result, names[i]), shown);
    }
  /* What came of it, told to a screen reader as it is shown (not by the
   * log's view of the same result, on a page not shown). */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    umpire_announce (GTK_WIDGET (self), announcement->str, FALSE);

  steps = umpire_result_get_steps (self->result);
  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);
      g_autofree char *reference = describe_reference (self, step);
      g_autofree char *escaped = g_markup_escape_text (step->text, -1);
      g_autofree char *escaped_ref = g_markup_escape_text (reference, -1);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name (step_icon_name (step->kind));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), escaped_ref);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_set_tooltip_text (icon, umpire_step_kind_to_string (step->kind));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      if (step->reading != NULL)
        gtk_widget_add_css_class (row, "reconstructed");
      umpire_width_first_action_row (row);
      gtk_list_box_append (self->steps_list, row);
    }
}

/* ---- "Show to Players" ---------------------------------------------------- */

static UmpireEvent *
players_event (UmpireResultView *self)
{
  UmpireEvent *event;

  if (self->players_scenario == NULL || self->result == NULL)
    return NULL;
  event = umpire_players_find_event (self->players_scenario, self->result);
  return event != NULL && umpire_event_get_active (event) ? event : NULL;
}

/* The button says whether the players see the result; it is there only for
 * a result of the log, in force. */
static void
players_update (UmpireResultView *self)
{
  UmpireEvent *event = players_event (self);

  gtk_widget_set_visible (GTK_WIDGET (self->players_button), event != NULL);
  self->players_syncing = TRUE;
  gtk_toggle_button_set_active (self->players_button,
                                event != NULL &&
                                umpire_scenario_get_revealed (self->players_scenario, umpire_event_get_id (event)));
  self->players_syncing = FALSE;
}

static void
players_follow (UmpireResultView *self,
                UmpireScenario   *scenario)
{
  if (self->players_scenario != scenario)
    {
      if (self->players_scenario != NULL)
        g_clear_signal_handler (&self->players_changed_id, self->players_scenario);
      g_set_object (&self->players_scenario, scenario);
      if (scenario != NULL)
        self->players_changed_id = g_signal_connect_swapped (scenario, "changed", G_CALLBACK (players_update), self);
    }
  players_update (self);
}

static void
on_players_toggled (UmpireResultView *self)
{
  UmpireEvent *event;

  if (self->players_syncing)
    return;
  /* The scenario as it is now: the window may have opened another. */
  players_follow (self, umpire_players_scenario_for (GTK_WIDGET (self)));
  event = players_event (self);
  if (event != NULL)
    umpire_scenario_set_revealed (self->players_scenario, umpire_event_get_id (event),
                                  !umpire_scenario_get_revealed (self->players_scenario, umpire_event_get_id (event)));
  players_update (self);
}

gboolean
umpire_result_view_can_show_to_players (UmpireResultView *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_VIEW (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->players_button));
}

gboolean
umpire_result_view_get_shown_to_players (UmpireResultView *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_VIEW (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->players_button)) &&
         gtk_toggle_button_get_active (self->players_button);
}

void
umpire_result_view_toggle_shown_to_players (UmpireResultView *self)
{
  g_return_if_fail (UMPIRE_IS_RESULT_VIEW (self));
  if (umpire_result_view_can_show_to_players (self))
    gtk_toggle_button_set_active (self->players_button, !gtk_toggle_button_get_active (self->players_button));
}

static void
umpire_result_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (umpire_result_view_parent_class)->map (widget);
  players_follow (UMPIRE_RESULT_VIEW (widget), umpire_players_scenario_for (widget));
}

static void
umpire_result_view_unmap (GtkWidget *widget)
{
  players_follow (UMPIRE_RESULT_VIEW (widget), NULL);
  GTK_WIDGET_CLASS (umpire_result_view_parent_class)->unmap (widget);
}

UmpireResult *
umpire_result_view_get_result (UmpireResultView *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_VIEW (self), NULL);
  return self->result;
}

void
umpire_result_view_set_result (UmpireResultView *self,
                               UmpireResult     *result)
{
  g_return_if_fail (UMPIRE_IS_RESULT_VIEW (self));
  g_return_if_fail (result == NULL || UMPIRE_IS_RESULT (result));

  if (!g_set_object (&self->result, result))
    return;
  /* A new result answers the inputs as they are. */
  umpire_result_view_set_stale (self, FALSE);
  rebuild (self);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    players_follow (self, umpire_players_scenario_for (GTK_WIDGET (self)));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
}

void
umpire_result_view_set_out_of_date (UmpireResultView *self,
                                    gboolean          stale,
                                    const char       *reason)
{
  g_autofree char *text = NULL;

  g_return_if_fail (UMPIRE_IS_RESULT_VIEW (self));

  if (reason != NULL && *reason != '\0')
    /* TRANSLATORS: the mark on a result a correction left behind; %s is why
     * ("defender-units 24 → 28") */
    text = g_strdup_printf (_("Out of date: roll again (%s)"), reason);
  gtk_label_set_text (GTK_LABEL (self->stale_label),
                      text != NULL ? text : _("Out of date: the inputs changed since this result. Roll or resolve again."));
  umpire_result_view_set_stale (self, stale);
}

const char *
umpire_result_view_get_stale_text (UmpireResultView *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_VIEW (self), NULL);
  return self->stale ? gtk_label_get_text (GTK_LABEL (self->stale_label)) : NULL;
}

gboolean
umpire_result_view_get_stale (UmpireResultView *self)
{
  g_return_val_if_fail (UMPIRE_IS_RESULT_VIEW (self), FALSE);
  return self->stale;
}

void
umpire_result_view_set_stale (UmpireResultView *self,
                              gboolean          stale)
{
  g_return_if_fail (UMPIRE_IS_RESULT_VIEW (self));

  /* Only a result shown can be out of date. */
  stale = stale && self->result != NULL;
  if (self->stale == stale)
    return;
  self->stale = stale;
  gtk_widget_set_visible (self->stale_label, stale);
  gtk_widget_set_opacity (self->content, stale ? 0.55 : 1.0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STALE]);
}

void
umpire_result_view_set_rules (UmpireResultView *self,
                              UmpireRules      *rules)
{
  g_return_if_fail (UMPIRE_IS_RESULT_VIEW (self));
  g_return_if_fail (rules == NULL || UMPIRE_IS_RULES (rules));

  if (!g_set_object (&self->rules, rules))
    return;
  if (self->result != NULL)
    rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
}

GtkWidget *
umpire_result_view_new (void)
{
  return g_object_new (UMPIRE_TYPE_RESULT_VIEW, NULL);
}

static void
umpire_result_view_dispose (GObject *object)
{
  UmpireResultView *self = UMPIRE_RESULT_VIEW (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_RESULT_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  if (self->players_scenario != NULL)
    g_clear_signal_handler (&self->players_changed_id, self->players_scenario);
  g_clear_object (&self->players_scenario);
  g_clear_object (&self->result);
  g_clear_object (&self->rules);

  G_OBJECT_CLASS (umpire_result_view_parent_class)->dispose (object);
}

static void
umpire_result_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  UmpireResultView *self = UMPIRE_RESULT_VIEW (object);

  switch (prop_id)
    {
    case PROP_RESULT:
      g_value_set_object (value, self->result);
      break;
    case PROP_RULES:
      g_value_set_object (value, self->rules);
      break;
    case PROP_STALE:
      g_value_set_boolean (value, self->stale);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_result_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  UmpireResultView *self = UMPIRE_RESULT_VIEW (object);

  switch (prop_id)
    {
    case PROP_RESULT:
      umpire_result_view_set_result (self, g_value_get_object (value));
      break;
    case PROP_RULES:
      umpire_result_view_set_rules (self, g_value_get_object (value));
      break;
    case PROP_STALE:
      umpire_result_view_set_stale (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_result_view_class_init (UmpireResultViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_result_view_dispose;
  object_class->get_property = umpire_result_view_get_property;
  object_class->set_property = umpire_result_view_set_property;

  properties[PROP_RESULT] =
    g_param_spec_object ("result", NULL, NULL, UMPIRE_TYPE_RESULT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL, UMPIRE_TYPE_RULES,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The inputs changed since the result shown: it is dimmed and says so. */
  properties[PROP_STALE] =
    g_param_spec_boolean ("stale", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-result-view.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireResultView, content);
  gtk_widget_class_bind_template_child (widget_class, UmpireResultView, values_list);
  gtk_widget_class_bind_template_child (widget_class, UmpireResultView, steps_list);
  gtk_widget_class_bind_template_child (widget_class, UmpireResultView, empty_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireResultView, stale_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireResultView, players_button);
  gtk_widget_class_bind_template_callback (widget_class, on_players_toggled);
  widget_class->map = umpire_result_view_map;
  widget_class->unmap = umpire_result_view_unmap;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
umpire_result_view_init (UmpireResultView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Result and its explanation"),
                                  -1);
  rebuild (self);
}
