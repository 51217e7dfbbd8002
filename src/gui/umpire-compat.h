/* umpire-compat.h: the current GTK and libadwaita widgets where the running
 * versions have them, their GTK 4.8 / libadwaita 1.2 forerunners where not
 *
 * Umpire builds on GTK 4.8 and libadwaita 1.2 (Debian 12) and on anything
 * newer. Each widget that a newer version replaced is chosen here, once,
 * behind GTK_CHECK_VERSION / ADW_CHECK_VERSION; pages call these functions
 * and never know which one they got:
 *
 * - alerts: AdwAlertDialog (libadwaita 1.5), else AdwMessageDialog;
 * - the About dialog: AdwAboutDialog (1.5), else AdwAboutWindow;
 * - preferences: AdwPreferencesDialog (1.5), else AdwPreferencesWindow, as
 *   the parent of a template (umpire_compat_set_template() rewrites the
 *   template for it);
 * - choosing a file: GtkFileDialog (GTK 4.10), else GtkFileChooserNative;
 * - a bar over the content: AdwBanner (1.3), else GtkInfoBar;
 * - telling a screen reader: gtk_accessible_announce() (GTK 4.14), else
 *   nothing (GTK 4.8 has no way);
 * - a sidebar beside its content, one at a time on a narrow window:
 *   UmpireSplitView (umpire-split-view.h, a widget of its own for the .ui
 *   files): AdwNavigationSplitView with an AdwBreakpoint (1.4), else
 *   AdwLeaflet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Alerts: a heading, a body, responses. The "response" signal of either
 * widget has the same signature: (GtkWidget *alert, const char *response). */
GType       umpire_alert_get_type                  (void);
GtkWidget  *umpire_alert_new                       (const char            *heading,
                                                    const char            *body);
void        umpire_alert_add_response              (GtkWidget             *alert,
                                                    const char            *id,
                                                    const char            *label);
void        umpire_alert_set_response_appearance   (GtkWidget             *alert,
                                                    const char            *id,
                                                    AdwResponseAppearance  appearance);
void        umpire_alert_set_response_enabled      (GtkWidget             *alert,
                                                    const char            *id,
                                                    gboolean               enabled);
gboolean    umpire_alert_get_response_enabled      (GtkWidget             *alert,
                                                    const char            *id);
void        umpire_alert_set_default_response      (GtkWidget             *alert,
                                                    const char            *id);
void        umpire_alert_set_close_response        (GtkWidget             *alert,
                                                    const char            *id);
void        umpire_alert_set_extra_child           (GtkWidget             *alert,
                                                    GtkWidget             *child);
const char *umpire_alert_get_heading               (GtkWidget             *alert);
const char *umpire_alert_get_body                  (GtkWidget             *alert);
void        umpire_alert_response                  (GtkWidget             *alert,
                                                    const char            *id);
/* An alert shown, with one Close response, and announced. */
void        umpire_alert_show_message              (GtkWidget             *parent,
                                                    const char            *heading,
                                                    const char            *body);

/* Any dialog made here (alert, About, a preferences template): shown over
 * `parent` (a widget of the window), modal. */
void        umpire_dialog_present                  (GtkWidget             *dialog,
                                                    GtkWidget             *parent);
/* The widget a dialog was shown over, to show another one over (the window). */
GtkWidget  *umpire_dialog_get_parent               (GtkWidget             *dialog);
/* What a dialog made here holds, to walk before it is first shown (an
 * AdwDialog parents its content only when presented): its child, else
 * the dialog itself. */
GtkWidget  *umpire_dialog_get_content              (GtkWidget             *dialog);
void        umpire_dialog_close                    (GtkWidget             *dialog);

/* The About dialog, its properties set with `first_property`, ... as for
 * g_object_new() (those both types have). */
GtkWidget  *umpire_about_new                       (const char            *first_property,
                                                    ...) G_GNUC_NULL_TERMINATED;
void        umpire_about_add_acknowledgement_section (GtkWidget           *about,
                                                    const char            *name,
                                                    const char           **people);

/* Preferences dialogs: the parent type of a template whose .ui names
 * AdwPreferencesWindow, and its class struct. */
#if ADW_CHECK_VERSION (1, 5, 0)
typedef AdwPreferencesDialog      UmpirePreferencesBase;
typedef AdwPreferencesDialogClass UmpirePreferencesBaseClass;
#define UMPIRE_TYPE_PREFERENCES_BASE ADW_TYPE_PREFERENCES_DIALOG
#else
typedef AdwPreferencesWindow      UmpirePreferencesBase;
typedef AdwPreferencesWindowClass UmpirePreferencesBaseClass;
#define UMPIRE_TYPE_PREFERENCES_BASE ADW_TYPE_PREFERENCES_WINDOW
#endif
G_DEFINE_AUTOPTR_CLEANUP_FUNC (UmpirePreferencesBase, g_object_unref)
/* gtk_widget_class_set_template_from_resource(). Templates are written for
 * libadwaita 1.5+; before it, rewritten for the widgets there are
 * (AdwPreferencesDialog becomes AdwPreferencesWindow, its content size the
 * window's default size). */
void        umpire_compat_set_template             (GtkWidgetClass        *widget_class,
                                                    const char            *resource_path);

/* Choosing a file. `file` is NULL when the umpire cancelled. */
typedef void (*UmpireFileChosen) (GFile    *file,
                                  gpointer  user_data);
/* Where to save: `initial_file` (the file saved to before) or, without
 * one, `initial_name` in `initial_folder` (each may be NULL). */
void        umpire_file_choose_save                (GtkWindow             *parent,
                                                    const char            *title,
                                                    const char            *accept_label,
                                                    GtkFileFilter         *filter,
                                                    GFile                 *initial_file,
                                                    const char            *initial_name,
                                                    GFile                 *initial_folder,
                                                    UmpireFileChosen       chosen,
                                                    gpointer               user_data);
void        umpire_file_choose_open                (GtkWindow             *parent,
                                                    const char            *title,
                                                    GtkFileFilter         *filter,
                                                    UmpireFileChosen       chosen,
                                                    gpointer               user_data);

/* A bar over the content with a title and one button (an action), shown
 * while something is wrong. */
GType       umpire_banner_get_type                 (void);
GtkWidget  *umpire_banner_new                      (const char            *button_label,
                                                    const char            *action_name);
void        umpire_banner_set_title                (GtkWidget             *banner,
                                                    const char            *title);
const char *umpire_banner_get_title                (GtkWidget             *banner);
void        umpire_banner_set_revealed             (GtkWidget             *banner,
                                                    gboolean               revealed);
gboolean    umpire_banner_get_revealed             (GtkWidget             *banner);

/* Tells a screen reader `message` (a result, an error, a toast) now;
 * `assertive` interrupts what it is saying. Nothing before GTK 4.14. */
/* A button or check box named as people read its label (`text`, without
 * the mnemonic's underscore): GTK 4.10+ names it by its label as written
 * ("Defender retreat_s"), so the name is given; GTK 4.8 reads its own label
 * property and its text both ("_Resolve Resolve"), so a button's label
 * property goes and its text alone names it (a check box there is named by
 * its label property alone, which is given). */
void        umpire_accessible_name_as_read         (GtkWidget             *widget,
                                                    const char            *text);
/* An entry row read by its title, once: on libadwaita 1.4+ both of its
 * title labels (over an empty and a filled field) label the row, and
 * readers say "Range Range"; 1.2-1.3 label it by its title alone. */
void        umpire_entry_row_name_once             (GtkWidget             *row,
                                                    const char            *title);
/* An entry row that tells a screen reader it has the focus: libadwaita
 * before 1.4 leaves its text (which takes the focus) out of the
 * accessibility tree and the row reports no focus, so a reader says
 * nothing as Tab lands in the field. There the text is put in the tree as
 * a text box named by the row's title, before its accessible is first
 * read (call where the row is built: umpire_form_set_up() does). Later
 * libadwaita reports the focus on the row itself: nothing to do. */
void        umpire_entry_row_report_focus          (GtkWidget             *row);
/* What in `row` has the focus when the row has it: its text (made a text
 * box above on libadwaita 1.2), where an error's description must be for a
 * reader to read it; NULL when not an entry row. */
GtkWidget  *umpire_entry_row_get_focus_text        (GtkWidget             *row);
void        umpire_announce                        (GtkWidget             *widget,
                                                    const char            *message,
                                                    gboolean               assertive);

G_END_DECLS
