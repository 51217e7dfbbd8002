/* umpire-continue-dialog.c: Continue in a New Battle
 *
 * The list is the core's (umpire-continuation.h), read from the battle's
 * state: one check row per item that can carry over, one row per thing
 * that cannot, with why. Nothing is written until the umpire has chosen
 * where the next battle goes; then the next battle's file first, this
 * battle's (naming it) second, each saved whole, and the next one opened.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-continuation.h"
#include "umpire-continue-dialog.h"
#include "umpire-scenario-file.h"

struct _UmpireContinueDialog
{
  UmpirePreferencesBase parent_instance;

  AdwEntryRow          *title_row;
  AdwPreferencesGroup  *carried_group;
  AdwPreferencesGroup  *left_group;
  GtkLabel             *note_label;
  GtkWidget            *save_button;
  GtkWidget            *create_button;

  UmpireSession        *session;
  UmpireContinuation   *continuation;
  GPtrArray            *rows;      /* every row added to the two groups */
  GPtrArray            *checks;    /* GtkCheckButton*, by item */
};

G_DEFINE_FINAL_TYPE (UmpireContinueDialog, umpire_continue_dialog, UMPIRE_TYPE_PREFERENCES_BASE)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
on_check_toggled (GtkCheckButton       *check,
                  UmpireContinueDialog *self)
{
  guint index;

  if (!g_ptr_array_find (self->checks, check, &index))
    return;
  umpire_continuation_set_carried (self->continuation, umpire_continuation_get_item (self->continuation, index)->id,
                                   gtk_check_button_get_active (check), NULL);
}

static GtkWidget *
add_row (UmpireContinueDialog *self,
         AdwPreferencesGroup  *group,
         const char           *title,
         const char           *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  /* Names and reasons are text, not markup ("A & B Coy"). */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (self->rows, row);
  return row;
}

/* The session's file (or none), and whether the next battle can be made. */
static void
update_note (UmpireContinueDialog *self)
{
  GFile *file = umpire_session_get_file (self->session);
  gboolean has_file = file != NULL;

  gtk_widget_set_visible (self->save_button, !has_file);
  gtk_widget_set_sensitive (self->create_button, has_file);
  if (!has_file)
    gtk_label_set_text (self->note_label, _("Save this battle first: the next one names its file, and this one "
                                            "gains a link to the next."));
  else
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *text = g_strdup_printf (_("The next battle names “%s” as the battle it continues, and "
                                                 "“%s” is saved with a link to it."), name, name);

      g_autoptr(GString) note = g_string_new (text);
      const GPtrArray *next = umpire_scenario_get_next_battles (umpire_session_get_scenario (self->session));

      /* A second next battle is made knowingly. */
      for (guint i = 0; i < next->len; i++)
        {
          const UmpireBattleLink *link = g_ptr_array_index (next, i);

          g_string_append_c (note, '\n');
          g_string_append_printf (note, _("Already continued in “%s” (%s)"), link->title != NULL ? link->title : "",
                                  link->file);
        }
      gtk_label_set_text (self->note_label, note->str);
    }
}

/* Everything again from the session's scenario as it is now. */
static void
refresh (UmpireContinueDialog *self)
{
  g_autofree char *title = NULL;
  guint n;

  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);

      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP)),
                                    row);
    }
  g_ptr_array_set_size (self->rows, 0);
  g_ptr_array_set_size (self->checks, 0);
  g_clear_pointer (&self->continuation, umpire_continuation_free);

  self->continuation = umpire_continuation_new (umpire_session_get_scenario (self->session),
                                                umpire_session_get_rules (self->session));
  n = umpire_continuation_get_n_items (self->continuation);
  for (guint i = 0; i < n; i++)
    {
      const UmpireCarryItem *item = umpire_continuation_get_item (self->continuation, i);
      GtkWidget *row = add_row (self, self->carried_group, item->label, item->detail);
      GtkWidget *check = gtk_check_button_new ();

      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), item->carried);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, item->label, -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      g_signal_connect (check, "toggled", G_CALLBACK (on_check_toggled), self);
      g_ptr_array_add (self->checks, check);
    }
  if (n == 0)
    add_row (self, self->carried_group, _("Nothing"), _("This battle has no sides, units or rules to carry over."));
  for (guint i = 0; i < umpire_continuation_get_n_left_behind (self->continuation); i++)
    {
      const UmpireLeftBehind *left = umpire_continuation_get_left_behind (self->continuation, i);

      add_row (self, self->left_group, left->what, left->why);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->left_group), umpire_continuation_get_n_left_behind (self->continuation) > 0);

  title = umpire_continuation_dup_default_title (self->continuation);
  gtk_editable_set_text (GTK_EDITABLE (self->title_row), title);
  update_note (self);
}

gboolean
umpire_continue_dialog_create_at (UmpireContinueDialog  *self,
                                  GFile                 *file,
                                  GError               **error)
{
  UmpireScenario *scenario;
  GFile *this_file;
  g_autoptr(UmpireScenario) next = NULL;
  g_autoptr(GFile) kept = NULL;
  g_autofree char *this_path = NULL;
  g_autofree char *next_path = NULL;
  g_autofree char *to_this = NULL;
  g_autofree char *to_next = NULL;

  g_return_val_if_fail (UMPIRE_IS_CONTINUE_DIALOG (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  scenario = umpire_session_get_scenario (self->session);
  this_file = umpire_session_get_file (self->session);
  next_path = g_file_get_path (file);
  if (this_file == NULL || (this_path = g_file_get_path (this_file)) == NULL || next_path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("Save this battle first: the next one names its file."));
      return FALSE;
    }
  if (g_file_equal (file, this_file))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                           _("That is this battle’s file: choose another for the next battle."));
      return FALSE;
    }
  kept = g_object_ref (this_file);

  /* The next battle first, naming this one; only once it is on disk does
   * this one gain the link, so a failed write leaves this battle as it was. */
  next = umpire_continuation_make (self->continuation, gtk_editable_get_text (GTK_EDITABLE (self->title_row)));
  to_this = umpire_continuation_dup_link_path (next_path, this_path);
  umpire_scenario_set_previous_battle (next, to_this, umpire_scenario_get_title (scenario));
  if (!umpire_scenario_save_file (next, next_path, error))
    return FALSE;
  to_next = umpire_continuation_dup_link_path (this_path, next_path);
  umpire_scenario_add_next_battle (scenario, to_next, umpire_scenario_get_title (next));
  if (!umpire_session_save_as (self->session, kept, error))
    return FALSE;
  if (!umpire_session_load (self->session, file, error))
    return FALSE;
  {
    g_autofree char *this_name = g_file_get_basename (kept);
    g_autofree char *text = g_strdup_printf (_("The next battle is open; “%s” names it"), this_name);

    umpire_session_announce (self->session, text, NULL, NULL);
  }
  umpire_dialog_close (GTK_WIDGET (self));
  return TRUE;
}

static void
on_next_file_chosen (GFile    *chosen,
                     gpointer  user_data)
{
  g_autoptr(UmpireContinueDialog) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (chosen == NULL)
    return;
  path = g_file_get_path (chosen);
  /* The extension makes the file open in Umpire from the file manager. */
  if (path != NULL && !g_str_has_suffix (path, UMPIRE_SCENARIO_SUFFIX))
    {
      g_autofree char *with_suffix = g_strconcat (path, UMPIRE_SCENARIO_SUFFIX, NULL);

      file = g_file_new_for_path (with_suffix);
    }
  else
    file = g_object_ref (chosen);
  if (!umpire_continue_dialog_create_at (self, file, &error))
    umpire_alert_show_message (GTK_WIDGET (self), _("Could Not Create the Next Battle"), error->message);
}

static GtkWindow *
parent_window (UmpireContinueDialog *self)
{
  GtkWidget *parent = umpire_dialog_get_parent (GTK_WIDGET (self));
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
on_create_clicked (UmpireContinueDialog *self)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GFile) folder = NULL;
  g_autofree char *name = NULL;
  GFile *this_file = umpire_session_get_file (self->session);
  const char *title = gtk_editable_get_text (GTK_EDITABLE (self->title_row));

  gtk_file_filter_set_name (filter, _("Umpire Scenarios"));
  gtk_file_filter_add_mime_type (filter, UMPIRE_SCENARIO_MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "umpire");
  if (this_file != NULL)
    folder = g_file_get_parent (this_file);
  name = g_strconcat (*title != '\0' ? title : _("The next battle"), UMPIRE_SCENARIO_SUFFIX, NULL);
  g_strdelimit (name, G_DIR_SEPARATOR_S, '-');
  umpire_file_choose_save (parent_window (self), _("Save the Next Battle"), _("_Create"), filter, NULL, name,
                           folder, on_next_file_chosen, g_object_ref (self));
}

static void
on_save_clicked (UmpireContinueDialog *self)
{
  GtkWidget *parent = umpire_dialog_get_parent (GTK_WIDGET (self));

  gtk_widget_activate_action (parent != NULL ? parent : GTK_WIDGET (self), "win.save", NULL);
}

static void
umpire_continue_dialog_constructed (GObject *object)
{
  UmpireContinueDialog *self = UMPIRE_CONTINUE_DIALOG (object);

  G_OBJECT_CLASS (umpire_continue_dialog_parent_class)->constructed (object);

  g_signal_connect_object (self->session, "notify::file", G_CALLBACK (update_note), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::scenario", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  refresh (self);
}

static void
umpire_continue_dialog_dispose (GObject *object)
{
  UmpireContinueDialog *self = UMPIRE_CONTINUE_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_CONTINUE_DIALOG);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (umpire_continue_dialog_parent_class)->dispose (object);
}

static void
umpire_continue_dialog_finalize (GObject *object)
{
  UmpireContinueDialog *self = UMPIRE_CONTINUE_DIALOG (object);

  g_clear_pointer (&self->continuation, umpire_continuation_free);
  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->checks);
  G_OBJECT_CLASS (umpire_continue_dialog_parent_class)->finalize (object);
}

static void
umpire_continue_dialog_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  UmpireContinueDialog *self = UMPIRE_CONTINUE_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_continue_dialog_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  UmpireContinueDialog *self = UMPIRE_CONTINUE_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_continue_dialog_class_init (UmpireContinueDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_continue_dialog_constructed;
  object_class->dispose = umpire_continue_dialog_dispose;
  object_class->finalize = umpire_continue_dialog_finalize;
  object_class->get_property = umpire_continue_dialog_get_property;
  object_class->set_property = umpire_continue_dialog_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, UMPIRE_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  umpire_compat_set_template (widget_class, RESOURCE_BASE "/ui/umpire-continue-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireContinueDialog, title_row);
  gtk_widget_class_bind_template_child (widget_class, UmpireContinueDialog, carried_group);
  gtk_widget_class_bind_template_child (widget_class, UmpireContinueDialog, left_group);
  gtk_widget_class_bind_template_child (widget_class, UmpireContinueDialog, note_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireContinueDialog, save_button);
  gtk_widget_class_bind_template_child (widget_class, UmpireContinueDialog, create_button);
  gtk_widget_class_bind_template_callback (widget_class, on_create_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_save_clicked);
}

static void
umpire_continue_dialog_init (UmpireContinueDialog *self)
{
  self->rows = g_ptr_array_new ();
  self->checks = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
umpire_continue_dialog_new (UmpireSession *session)
{
  g_return_val_if_fail (UMPIRE_IS_SESSION (session), NULL);

  return g_object_new (UMPIRE_TYPE_CONTINUE_DIALOG, "session", session, NULL);
}
