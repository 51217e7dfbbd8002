/* umpire-log-row.c: one event in the log page's list
 *
 * The list recycles rows: a row shows one event at a time and, when it is
 * given another, lets go of the first, its handler included, so a long log
 * costs widgets only for the rows on screen. Undone events stay listed,
 * dimmed and marked, so they can be redone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-catalogue.h"
#include "umpire-log-row.h"

struct _UmpireLogRow
{
  AdwBin       parent_instance;

  GtkLabel    *title;
  GtkLabel    *outcome;
  GtkLabel    *subtitle;
  GtkLabel    *stale;
  GtkWidget   *undone;
  GtkWidget   *undo_button;
  GtkWidget   *players_button;
  gboolean     shown_to_players;

  UmpireEvent *event;
  gulong       active_id;
};

G_DEFINE_FINAL_TYPE (UmpireLogRow, umpire_log_row, ADW_TYPE_BIN)

char *
umpire_log_row_dup_title (UmpireEvent *event,
                          UmpireRules *rules)
{
  UmpireResult *result = umpire_event_get_result (event);
  const char *procedure = umpire_event_get_title (event);
  const char *category = umpire_result_get_input (result, "category");
  const char *weapon = umpire_result_get_input (result, "weapon");

  if (g_strcmp0 (umpire_event_get_system (event), "1916") == 0 && (category != NULL || weapon != NULL))
    {
      g_autofree char *what = umpire_input_dup_for_people (rules, umpire_event_get_procedure (event),
                                                           category ? "category" : "weapon",
                                                           category ? category : weapon);

      /* Translators: event number, the procedure's title and what it rolled for, e.g. "#3 Support: Gas" */
      return g_strdup_printf (_("#%u %s: %s"), umpire_event_get_id (event), procedure, what);
    }
  /* Translators: event number and the procedure's title */
  return g_strdup_printf (_("#%u %s"), umpire_event_get_id (event), procedure);
}

static void
show_active (UmpireLogRow *self)
{
  gboolean active = self->event != NULL && umpire_event_get_active (self->event);

  if (active || self->event == NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self), "dim-label");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self), "dim-label");
  gtk_widget_set_visible (self->undo_button, active);
  gtk_widget_set_visible (self->players_button, active);
  gtk_widget_set_visible (self->undone, self->event != NULL && !active);
}

static void
show_event (UmpireLogRow *self,
            UmpireRules  *rules)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (umpire_event_get_time (self->event));
  g_autofree char *clock = g_date_time_format (local, "%H:%M:%S");
  g_autofree char *title = umpire_log_row_dup_title (self->event, rules);
  g_autofree char *outcome = umpire_result_dup_outcome (rules, umpire_event_get_result (self->event));
  int turn = umpire_event_get_turn (self->event);
  /* TRANSLATORS: in a log row's subtitle: the turn the event belongs to */
  g_autofree char *turn_text = turn > 0 ? g_strdup_printf (_(" · turn %d"), turn) : g_strdup ("");
  g_autofree char *subtitle = g_strdup_printf ("%s · %s · %s%s%s", clock,
                                               umpire_catalogue_get_system_name (umpire_event_get_system (self->event)),
                                               umpire_side_get_label (umpire_event_get_side (self->event)),
                                               turn_text,
                                               umpire_event_get_overrides (self->event) ? _(" · changed by hand") : "");

  gtk_label_set_label (self->title, title);
  gtk_label_set_label (self->outcome, outcome != NULL ? outcome : "");
  gtk_widget_set_visible (GTK_WIDGET (self->outcome), outcome != NULL);
  gtk_label_set_label (self->subtitle, subtitle);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->undo_button),
                                          g_variant_new_uint32 (umpire_event_get_id (self->event)));
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->players_button),
                                          g_variant_new_uint32 (umpire_event_get_id (self->event)));
}

void
umpire_log_row_set_shown_to_players (UmpireLogRow *self,
                                     gboolean      shown)
{
  const char *text = shown ? _("On the players’ view: hide it from them")
                           : _("Show to Players");

  g_return_if_fail (UMPIRE_IS_LOG_ROW (self));

  self->shown_to_players = shown;
  /* Marked when shown; dimmed when not, as a flat button is. */
  if (shown)
    gtk_widget_add_css_class (self->players_button, "accent");
  else
    gtk_widget_remove_css_class (self->players_button, "accent");
  gtk_widget_set_opacity (self->players_button, shown ? 1.0 : 0.55);
  gtk_widget_set_tooltip_text (self->players_button, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->players_button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

gboolean
umpire_log_row_get_shown_to_players (UmpireLogRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_LOG_ROW (self), FALSE);
  return self->shown_to_players;
}

static gboolean
query_label_tooltip (GtkLabel   *label,
                     int         x,
                     int         y,
                     gboolean    keyboard,
                     GtkTooltip *tooltip)
{
  const char *text = gtk_label_get_label (label);

  if (*text == '\0')
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static gboolean
query_undo_tooltip (UmpireLogRow *self,
                    int           x,
                    int           y,
                    gboolean      keyboard,
                    GtkTooltip   *tooltip)
{
  gtk_tooltip_set_text (tooltip, _("Undo to Here: undo this event and every later one"));
  return TRUE;
}

void
umpire_log_row_set_event (UmpireLogRow *self,
                          UmpireEvent  *event,
                          UmpireRules  *rules)
{
  g_return_if_fail (UMPIRE_IS_LOG_ROW (self));
  g_return_if_fail (event == NULL || UMPIRE_IS_EVENT (event));

  if (self->event != NULL)
    g_clear_signal_handler (&self->active_id, self->event);
  g_set_object (&self->event, event);
  if (event != NULL)
    {
      show_event (self, rules);
      self->active_id = g_signal_connect_swapped (event, "notify::active", G_CALLBACK (show_active), self);
    }
  show_active (self);
}

void
umpire_log_row_set_out_of_date (UmpireLogRow *self,
                                gboolean      stale,
                                const char   *reason)
{
  g_autofree char *text = NULL;

  g_return_if_fail (UMPIRE_IS_LOG_ROW (self));

  if (stale && reason != NULL && *reason != '\0')
    /* TRANSLATORS: the mark on a log row a correction left behind; %s is why */
    text = g_strdup_printf (_("Out of date: roll again (%s)"), reason);
  gtk_label_set_label (self->stale, text != NULL ? text : _("Out of date: roll again"));
  gtk_widget_set_visible (GTK_WIDGET (self->stale), stale);
  /* An out-of-date figure is not read as a current one. */
  if (stale)
    gtk_widget_add_css_class (GTK_WIDGET (self->outcome), "dim-label");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->outcome), "dim-label");
}

const char *
umpire_log_row_get_stale_text (UmpireLogRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_LOG_ROW (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->stale)) ? gtk_label_get_label (self->stale) : NULL;
}

UmpireEvent *
umpire_log_row_get_event (UmpireLogRow *self)
{
  g_return_val_if_fail (UMPIRE_IS_LOG_ROW (self), NULL);
  return self->event;
}

static void
umpire_log_row_dispose (GObject *object)
{
  UmpireLogRow *self = UMPIRE_LOG_ROW (object);

  if (self->event != NULL)
    g_clear_signal_handler (&self->active_id, self->event);
  g_clear_object (&self->event);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_LOG_ROW);

  G_OBJECT_CLASS (umpire_log_row_parent_class)->dispose (object);
}

static void
umpire_log_row_class_init (UmpireLogRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_log_row_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-log-row.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireLogRow, title);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogRow, outcome);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogRow, subtitle);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogRow, stale);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogRow, undone);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogRow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireLogRow, players_button);
  gtk_widget_class_bind_template_callback (widget_class, query_label_tooltip);
  gtk_widget_class_bind_template_callback (widget_class, query_undo_tooltip);
}

static void
umpire_log_row_init (UmpireLogRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  show_active (self);
}

GtkWidget *
umpire_log_row_new (void)
{
  return g_object_new (UMPIRE_TYPE_LOG_ROW, NULL);
}
