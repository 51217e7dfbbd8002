/* umpire-form.h: what every procedure form does the same way
 *
 * An error is shown on its field in the umpire's words (never the field's
 * id), in the field's tooltip and accessible description, and goes as soon
 * as the field changes; the summary under the form names the field by its
 * label. Enter in a field submits the form. Spin buttons leave the mouse
 * wheel to the page unless they have the focus, so scrolling a form never
 * changes a number.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Marks `field` with `error` (an input error or any GError) and, when
 * `summary` is given, shows "Label: text" there, hidden again with the
 * mark when the field changes. */
void        umpire_form_mark_error      (GtkWidget    *field,
                                         GtkLabel     *summary,
                                         const GError *error);
/* Takes the mark off `field`: its tooltip and accessible description are
 * again what they were before it (umpire_form_set_description). */
void        umpire_form_clear_error     (GtkWidget    *field);
/* `field`'s own explanation, as its tooltip and accessible description:
 * an error's text stands in for them while it is marked, and they come
 * back when it goes. */
void        umpire_form_set_description (GtkWidget    *field,
                                         const char   *text);
/* What people read for `error` on `field` (NULL: the text alone). */
char       *umpire_form_dup_error_text  (GtkWidget    *field,
                                         const GError *error);
/* The label people read for `field`: a row's title, or its mnemonic or
 * labelling GtkLabel; NULL when it has none. */
char       *umpire_form_dup_field_label (GtkWidget    *field);
/* Enter in any entry, entry row or spin button inside `form` activates
 * `submit`. */
void        umpire_form_submit_on_enter (GtkWidget    *form,
                                         GtkWidget    *submit);
/* An emptied spin button stays empty when it loses the focus (GTK would
 * read it as 0); its value behind is unchanged. Forms refuse it as a field
 * left to fill. _in: every spin button inside `root`. */
void        umpire_form_keep_empty      (GtkSpinButton *spin);
void        umpire_form_keep_empty_in   (GtkWidget     *root);
gboolean    umpire_form_spin_is_empty   (GtkSpinButton *spin);
/* Keeps empty and empties `spin` now: it shows nothing until a value is
 * typed, set or stepped (the value behind stays). */
void        umpire_form_spin_set_empty  (GtkSpinButton *spin);
/* Every button and check box inside `root` with a mnemonic in its label
 * is named as people read it, without the underscore (call again after
 * adding some). */
void        umpire_form_name_from_labels (GtkWidget *root);
/* Every flow box cell inside `root` (call again after adding cells) lets
 * its control take the focus: one Tab stop per check box or button. */
void        umpire_form_flow_box_cells_pass_focus (GtkWidget *root);
/* Every spin button inside `root` ignores the wheel unless focused; the
 * wheel scrolls the page around it instead. */
void        umpire_form_tame_wheel      (GtkWidget    *root);
/* GTK 4.8 gives the button inside a drop-down, which takes the keyboard
 * focus, no accessible name: a screen reader says only "toggle button".
 * The button is labelled by the drop-down's label and by the label whose
 * mnemonic points at the drop-down. */
void        umpire_form_name_drop_down_button (GtkDropDown *drop_down);
gboolean    umpire_form_drop_down_is_named    (GtkDropDown *drop_down);
/* What every field the app builds gets, called where it is built on what
 * was built (a page, a step, a dialog, a row; again is harmless): every
 * spin button inside `root` leaves the wheel to the page, every drop-down's
 * button is named, every action row's title is measured width first where
 * GTK needs it (umpire_width_first_action_row()), every entry row is named
 * by its title once (umpire_entry_row_name_once()). No emission hook does
 * this for widgets built elsewhere: a widget built later gets it from the
 * code that builds it. */
void        umpire_form_set_up          (GtkWidget    *root);
/* An entry row read by its title once, now and each time it is shown
 * (umpire_entry_row_name_once(): libadwaita 1.4+ labels it by both of its
 * title labels, and the scenario editor's Title was read "Title Title"
 * under libadwaita 1.7). umpire_form_set_up() calls it on the rows it
 * finds; an AdwDialog (libadwaita 1.5+) parents its content only when it
 * is presented (adw-dialog.c in 1.7: the child's bin made in
 * adw_dialog_init, parented in present), so a dialog's own
 * umpire_form_set_up() there does not reach its rows: it calls this on
 * them itself. */
void        umpire_form_name_entry_row  (GtkWidget    *row);
/* Every search entry inside `root` (a preferences window's own) is named
 * `name`: GTK 4.8 reads it as "GtkSearchEntry". */
void        umpire_form_name_search     (GtkWidget    *root,
                                         const char   *name);
/* For tests: whether `spin` leaves the wheel to the page. */
gboolean    umpire_form_wheel_is_tamed  (GtkSpinButton *spin);

G_END_DECLS
