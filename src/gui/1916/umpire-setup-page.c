/* umpire-setup-page.c: the 1916 setup assistant, turn tracker and optional rules
 *
 * A thin container: one widget per setup step (UmpireSetupStep), side by
 * side in a stack with the list of steps beside it (folded away on a narrow
 * window), and the turn tracker and optional rules as views of their own.
 * Going back and forth only changes which step is shown, so nothing typed or
 * rolled is lost. The page holds the UmpireSetupSequence over the session's
 * scenario (the page's own without a session) and hands it to every step.
 * Only the step shown is built before the page's first frame; the other
 * steps and views follow it, or come at once when asked for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-correction.h"
#include "umpire-first-frame.h"
#include "umpire-setup-optional.h"
#include "umpire-setup-page.h"
#include "umpire-width-first-layout.h"
#include "umpire-setup-sequence.h"
#include "umpire-setup-step-bombardment.h"
#include "umpire-setup-step-counterbattery.h"
#include "umpire-setup-step-defensive.h"
#include "umpire-setup-step-header.h"
#include "umpire-setup-step-heavy.h"
#include "umpire-setup-step-placement.h"
#include "umpire-setup-step-proximity.h"
#include "umpire-setup-step-summary.h"
#include "umpire-setup-step-support.h"
#include "umpire-split-view.h"
#include "umpire-setup-turns.h"

struct _UmpireSetupPage
{
  UmpirePage           parent_instance;

  UmpireRules         *rules;          /* the page's (umpire_page_get_rules), borrowed */
  UmpireDice          *dice;           /* the page's, else seeded dice of its own */
  UmpireSession       *session;        /* the page's, as last followed */
  gulong               session_id;
  UmpireScenario      *own_scenario;  /* without a session's */
  UmpireScenario      *scenario;
  UmpireSetupSequence *sequence;      /* over `scenario` */

  AdwViewStack        *view_stack;
  UmpireSplitView          *split_view;
  GtkListBox          *steps_list;
  GtkStack            *step_stack;
  GtkLabel            *step_label;
  GtkWidget           *steps_button;
  AdwClamp            *turns_clamp;
  AdwClamp            *optional_clamp;

  GPtrArray           *steps;         /* UmpireSetupStep, in the rules' order; NULL: not built yet */
  UmpireSetupStep     *turns;         /* NULL: not built yet */
  UmpireSetupStep     *optional;      /* NULL: not built yet */
  guint                step;
};

G_DEFINE_FINAL_TYPE (UmpireSetupPage, umpire_setup_page, UMPIRE_TYPE_PAGE)

static GType
step_type (guint i)
{
  switch (i)
    {
    case 0: return UMPIRE_TYPE_SETUP_STEP_HEADER;
    case 1: return UMPIRE_TYPE_SETUP_STEP_SUPPORT;
    case 2: return UMPIRE_TYPE_SETUP_STEP_HEAVY;
    case 3: return UMPIRE_TYPE_SETUP_STEP_DEFENSIVE;
    case 4: return UMPIRE_TYPE_SETUP_STEP_PROXIMITY;
    case 5: return UMPIRE_TYPE_SETUP_STEP_PLACEMENT;
    case 6: return UMPIRE_TYPE_SETUP_STEP_COUNTERBATTERY;
    case 7: return UMPIRE_TYPE_SETUP_STEP_BOMBARDMENT;
    case 8: return UMPIRE_TYPE_SETUP_STEP_SUMMARY;
    default: return G_TYPE_INVALID;
    }
}

/* ---- the steps ---------------------------------------------------------- */

static UmpireSetupStep *ensure_step (UmpireSetupPage *self,
                                     guint            step);

static void
show_step (UmpireSetupPage *self,
           guint            step)
{
  g_autofree char *name = g_strdup_printf ("step-%u", step);
  g_autofree char *label = g_strdup_printf (_("Step %u of %u"), step + 1, self->steps->len);
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->steps_list, (int) step);

  ensure_step (self, step);
  self->step = step;
  gtk_stack_set_visible_child_name (self->step_stack, name);
  gtk_label_set_text (self->step_label, label);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.back", step > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.next", step + 1 < self->steps->len);
  if (gtk_list_box_get_selected_row (self->steps_list) != row)
    gtk_list_box_select_row (self->steps_list, row);
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
on_step_activated (UmpireSetupPage *self,
                   GtkListBoxRow   *row,
                   GtkListBox      *list)
{
  show_step (self, (guint) gtk_list_box_row_get_index (row));
  umpire_split_view_set_show_content (self->split_view, TRUE);
}

/* The step list by keyboard, as the window's sidebar: the arrows move
 * through the steps and the step shown follows; Tab goes into the shown
 * step's form (the list would take it to the next row, showing each step
 * in turn and landing in the last one's form). */
static gboolean
on_steps_key (UmpireSetupPage       *self,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              GtkEventControllerKey *controller)
{
  GtkWidget *step = gtk_stack_get_visible_child (self->step_stack);

  if (umpire_split_view_get_folded (self->split_view)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || (keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab))
    return FALSE;
  return step != NULL && gtk_widget_child_focus (step, GTK_DIR_TAB_FORWARD);
}

static void
on_folded (UmpireSetupPage *self)
{
  gboolean folded = umpire_split_view_get_folded (self->split_view);

  gtk_widget_set_visible (self->steps_button, folded);
  if (folded)
    umpire_split_view_set_show_content (self->split_view, TRUE);
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

  if (self->step + 1 < self->steps->len)
    show_step (self, self->step + 1);
}

static void
show_steps (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  umpire_split_view_set_show_content (UMPIRE_SETUP_PAGE (widget)->split_view, FALSE);
}

static GtkWidget *
wrap_step (UmpireSetupStep *step)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *heading = gtk_label_new (umpire_setup_step_get_title (step));

  /* A step fits the width it is given: forms and results stack when narrow. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 1000);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "title-2");
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (step));
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  return scrolled;
}

static UmpireSetupStep *
new_step (UmpireSetupPage *self,
          GType            type)
{
  UmpireSetupStep *step = g_object_new (type, "rules", self->rules, NULL);

  umpire_setup_step_set_sequence (step, self->sequence);
  return step;
}

static UmpireSetupStep *
ensure_step (UmpireSetupPage *self,
             guint            i)
{
  g_autofree char *name = NULL;
  UmpireSetupStep *step = g_ptr_array_index (self->steps, i);

  if (step != NULL)
    return step;
  /* The header first: the other steps read it from the scenario it fills. */
  if (i > 0)
    ensure_step (self, 0);
  step = new_step (self, step_type (i));
  name = g_strdup_printf ("step-%u", i);
  g_ptr_array_index (self->steps, i) = step;
  gtk_stack_add_named (self->step_stack, wrap_step (step), name);
  return step;
}

static UmpireSetupStep *
ensure_turns (UmpireSetupPage *self)
{
  if (self->turns == NULL)
    {
      self->turns = new_step (self, UMPIRE_TYPE_SETUP_TURNS);
      adw_clamp_set_child (self->turns_clamp, GTK_WIDGET (self->turns));
    }
  return self->turns;
}

static UmpireSetupStep *
ensure_optional (UmpireSetupPage *self)
{
  if (self->optional == NULL)
    {
      self->optional = new_step (self, UMPIRE_TYPE_SETUP_OPTIONAL);
      adw_clamp_set_child (self->optional_clamp, GTK_WIDGET (self->optional));
    }
  return self->optional;
}

static void
ensure_everything (UmpireSetupPage *self)
{
  for (guint i = 0; i < self->steps->len; i++)
    ensure_step (self, i);
  ensure_turns (self);
  ensure_optional (self);
}

/* The view shown (Setup, Turns, Optional Rules) is built when shown. */
static void
on_view_changed (UmpireSetupPage *self)
{
  const char *view = adw_view_stack_get_visible_child_name (self->view_stack);

  if (g_strcmp0 (view, "play") == 0)
    ensure_turns (self);
  else if (g_strcmp0 (view, "optional") == 0)
    ensure_optional (self);
}

/* The steps and views not shown, one at a time after the page's first frame. */
static gboolean
build_next (GtkWidget *widget)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (widget);

  for (guint i = 0; i < self->steps->len; i++)
    if (g_ptr_array_index (self->steps, i) == NULL)
      {
        ensure_step (self, i);
        return TRUE;
      }
  if (self->turns == NULL)
    return ensure_turns (self) != NULL;
  if (self->optional == NULL)
    return ensure_optional (self) != NULL;
  return FALSE;
}

/* ---- the session's scenario --------------------------------------------- */

static void
follow_scenario (UmpireSetupPage *self)
{
  UmpireScenario *scenario = self->session ? umpire_session_get_scenario (self->session) : NULL;

  if (scenario == NULL)
    scenario = self->own_scenario;
  if (scenario == self->scenario)
    return;
  g_set_object (&self->scenario, scenario);
  /* A header field changed while results are in force is a correction,
   * whichever page changes it. */
  umpire_correction_for (scenario, self->rules);
  g_clear_object (&self->sequence);
  self->sequence = umpire_setup_sequence_new (self->rules, scenario, self->dice);
  /* The header first: the other steps read it from the scenario it fills. */
  for (guint i = 0; i < self->steps->len; i++)
    if (g_ptr_array_index (self->steps, i) != NULL)
      umpire_setup_step_set_sequence (g_ptr_array_index (self->steps, i), self->sequence);
  if (self->turns != NULL)
    umpire_setup_step_set_sequence (self->turns, self->sequence);
  if (self->optional != NULL)
    umpire_setup_step_set_sequence (self->optional, self->sequence);
}

/* The page's session, followed: its scenario is the one set up. */
static void
on_session_changed (UmpireSetupPage *self)
{
  UmpireSession *session = umpire_page_get_session (UMPIRE_PAGE (self));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_clear_signal_handler (&self->session_id, self->session);
  g_set_object (&self->session, session);
  if (session != NULL)
    self->session_id = g_signal_connect_swapped (session, "notify::scenario", G_CALLBACK (follow_scenario), self);
  follow_scenario (self);
}

/* ---- construction ------------------------------------------------------- */

/* A step in the list: its title and where the rules give it, as an action
 * row shows them, in a third of the widgets (a first frame's measuring and
 * styling of eight action rows cost the page a tenth of its start-up). */
static GtkWidget *
step_row_new (const char *title,
              const char *rule)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *title_label = gtk_label_new (title);
  GtkWidget *rule_label = gtk_label_new (rule);

  gtk_label_set_wrap (GTK_LABEL (title_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (title_label), 0);
  gtk_widget_add_css_class (title_label, "title");
  gtk_label_set_wrap (GTK_LABEL (rule_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (rule_label), 0);
  gtk_widget_add_css_class (rule_label, "subtitle");
  gtk_widget_set_visible (rule_label, rule != NULL && *rule != '\0');
  gtk_widget_add_css_class (box, "step-row");
  gtk_box_append (GTK_BOX (box), title_label);
  gtk_box_append (GTK_BOX (box), rule_label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  umpire_width_first (box);
  /* Named and described as an action row is. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title_label, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, rule_label, NULL, -1);
  return row;
}

static void
umpire_setup_page_constructed (GObject *object)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (object);

  G_OBJECT_CLASS (umpire_setup_page_parent_class)->constructed (object);

  self->rules = umpire_page_get_rules (UMPIRE_PAGE (self));
  self->dice = umpire_page_get_dice (UMPIRE_PAGE (self)) != NULL ? g_object_ref (umpire_page_get_dice (UMPIRE_PAGE (self)))
                                                                  : umpire_dice_new_seeded (g_random_int ());
  self->own_scenario = umpire_scenario_new ();
  g_signal_connect (self, "notify::session", G_CALLBACK (on_session_changed), NULL);
  on_session_changed (self);
  if (self->scenario == NULL)
    follow_scenario (self);

  /* The list names every step from its class; the steps come later. */
  for (guint i = 0; step_type (i) != G_TYPE_INVALID; i++)
    {
      UmpireSetupStepClass *klass = g_type_class_ref (step_type (i));
      g_autofree char *rule = umpire_setup_step_class_dup_rule (klass, self->rules);
      GtkWidget *row = step_row_new (_(klass->title), rule);

      g_ptr_array_add (self->steps, NULL);
      gtk_list_box_append (self->steps_list, row);
      g_type_class_unref (klass);
    }

  show_step (self, 0);
  on_folded (self);
}

static void
umpire_setup_page_dispose (GObject *object)
{
  UmpireSetupPage *self = UMPIRE_SETUP_PAGE (object);

  if (self->session != NULL)
    g_clear_signal_handler (&self->session_id, self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_SETUP_PAGE);
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  self->turns = self->optional = NULL;
  g_clear_object (&self->sequence);
  g_clear_object (&self->scenario);
  g_clear_object (&self->own_scenario);
  g_clear_object (&self->session);
  g_clear_object (&self->dice);

  G_OBJECT_CLASS (umpire_setup_page_parent_class)->dispose (object);
}

static void
umpire_setup_page_class_init (UmpireSetupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_setup_page_constructed;
  object_class->dispose = umpire_setup_page_dispose;

  g_type_ensure (UMPIRE_TYPE_SPLIT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, split_view);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, steps_list);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, step_stack);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, step_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, steps_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, turns_clamp);
  gtk_widget_class_bind_template_child (widget_class, UmpireSetupPage, optional_clamp);
  gtk_widget_class_bind_template_callback (widget_class, on_step_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_step_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_folded);
  gtk_widget_class_bind_template_callback (widget_class, on_view_changed);

  gtk_widget_class_install_action (widget_class, "setup.back", NULL, step_back);
  gtk_widget_class_install_action (widget_class, "setup.next", NULL, step_next);
  gtk_widget_class_install_action (widget_class, "setup.show-steps", NULL, show_steps);
  /* From anywhere in the page, as a browser's tabs: the buttons' own
   * mnemonics change with the language. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_ALT_MASK, "setup.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Down, GDK_ALT_MASK, "setup.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_ALT_MASK, "setup.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Page_Up, GDK_ALT_MASK, "setup.back", NULL);
}

static void
umpire_setup_page_init (UmpireSetupPage *self)
{
  self->steps = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    /* Before the list moves its focus to the next row. */
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_steps_key), self, G_CONNECT_SWAPPED);
    gtk_widget_add_controller (GTK_WIDGET (self->steps_list), keys);
  }
  umpire_build_after_first_frame (GTK_WIDGET (self), build_next);
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
  g_return_if_fail (step < self->steps->len);
  show_step (self, step);
}

guint
umpire_setup_page_get_n_steps (UmpireSetupPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_PAGE (self), 0);
  return self->steps->len;
}

GtkWidget *
umpire_setup_page_get_step_widget (UmpireSetupPage *self,
                                   guint            step)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_PAGE (self), NULL);
  g_return_val_if_fail (step < self->steps->len, NULL);
  return GTK_WIDGET (ensure_step (self, step));
}

GtkWidget *
umpire_setup_page_get_turns (UmpireSetupPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_PAGE (self), NULL);
  return GTK_WIDGET (ensure_turns (self));
}

GtkWidget *
umpire_setup_page_get_optional_rules (UmpireSetupPage *self)
{
  g_return_val_if_fail (UMPIRE_IS_SETUP_PAGE (self), NULL);
  return GTK_WIDGET (ensure_optional (self));
}

UmpireResult *
umpire_setup_page_get_result (UmpireSetupPage *self,
                              const char      *key)
{
  UmpireResult *result;

  g_return_val_if_fail (UMPIRE_IS_SETUP_PAGE (self), NULL);

  ensure_everything (self);
  for (guint i = 0; i < self->steps->len; i++)
    if ((result = umpire_setup_step_get_result (g_ptr_array_index (self->steps, i), key)) != NULL)
      return result;
  if ((result = umpire_setup_step_get_result (self->turns, key)) != NULL)
    return result;
  return umpire_setup_step_get_result (self->optional, key);
}
