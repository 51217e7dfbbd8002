/* umpire-test-gui.h: what the GUI tests share: waiting on the main loop,
 * finding widgets, the German catalog and the settings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* ---- the main loop ------------------------------------------------------ */

/* Runs what is pending, without blocking. */
void        umpire_test_iterate_pending       (void);

/* Runs the main loop, blocking in each iteration, until `done (data)`;
 * asserts it is done within 30 s (a guard against a hang, not a measure
 * of speed: 10 s was seen to run out on a 2-core machine running three
 * GUI suites and two builds at once). */
void        umpire_test_iterate_until         (gboolean   (*done) (gpointer data),
                                               gpointer     data);

/* `n` frames of 20 ms each, running the main loop without blocking. */
void        umpire_test_wait_frames           (guint        n);

/* For umpire_test_iterate_until(): `data`, a widget, is mapped. */
gboolean    umpire_test_widget_is_mapped      (gpointer     data);
/* `data`, a widget, is mapped and laid out at a width. */
gboolean    umpire_test_widget_is_allocated   (gpointer     data);

/* ---- widgets, depth first, `root` itself included ----------------------- */

/* The first widget of `type`, or NULL. */
GtkWidget  *umpire_test_find_widget           (GtkWidget   *root,
                                               GType        type);
/* The `n`-th widget of `type` (from 0), or NULL. */
GtkWidget  *umpire_test_nth_widget            (gpointer     root,
                                               GType        type,
                                               guint        n);
guint       umpire_test_count_widgets         (GtkWidget   *root,
                                               GType        type);
/* Adds every widget of `type` to `found`. */
void        umpire_test_collect_widgets       (GtkWidget   *root,
                                               GType        type,
                                               GPtrArray   *found);

/* The label whose label (gtk_label_get_label: mnemonics and markup as
 * written) is `label`, or NULL. */
GtkLabel   *umpire_test_find_label            (GtkWidget   *root,
                                               const char  *label);
/* The label whose text (gtk_label_get_text: as shown) is `text`, or NULL. */
GtkLabel   *umpire_test_find_label_text       (GtkWidget   *root,
                                               const char  *text);
/* A visible label shows `text` (gtk_label_get_text). */
gboolean    umpire_test_shows_label           (GtkWidget   *root,
                                               const char  *text);

/* The button whose label (gtk_button_get_label) is `label`, or NULL. */
GtkWidget  *umpire_test_find_button           (GtkWidget   *root,
                                               const char  *label);
/* The button whose action (gtk_actionable_get_action_name) is `action`. */
GtkWidget  *umpire_test_find_action_button    (GtkWidget   *root,
                                               const char  *action);
/* The preferences row of `type` whose title is `title`, or NULL. */
GtkWidget  *umpire_test_find_row              (GtkWidget   *root,
                                               GType        type,
                                               const char  *title);

/* ---- the German catalog --------------------------------------------------- */

/* Binds the app's catalog built in po/ of the build; the tests run in
 * C.UTF-8 with no LANGUAGE, so in English until umpire_test_speak_german(). */
void        umpire_test_bind_catalog          (void);

/* German or English from now on (umpire_test_set_language(): LANGUAGE=de
 * under a real German locale); gettext keeps what it looked up until the
 * domain is set again, so it is. Fails the test when German is asked for and
 * the catalog does not translate. */
void        umpire_test_speak_german          (gboolean     german);

/* GLib decides once, at the first g_dgettext(), whether the libraries
 * translate at all; in the C.UTF-8 of the tests it would not, and German
 * tests would read the core's strings (a procedure's title, the rules'
 * labels) in English. Decides it with the German catalog in view, as in an
 * app started in German, asserts it translates, and goes back to English.
 * After umpire_test_bind_catalog(). */
void        umpire_test_translate_libraries   (void);

/* ---- layout ---------------------------------------------------------------- */

/* The pixels by which the same layout may differ between the GTK versions
 * Umpire supports (GTK 4.18 and libadwaita 1.7 against 4.8 and 1.2: a
 * sidebar 222 px wide instead of 220, a phone window 365 instead of 360):
 * layout tests assert what a person sees (nothing cut, no scrollbar, no
 * shift worth the name), within this many pixels, not exact counts. */
#define UMPIRE_TEST_LAYOUT_SLACK 6

/* ---- libadwaita's own warnings ------------------------------------------- */

/* libadwaita 1.6 and later's AdwMessageDialog (deprecated for AdwAlertDialog)
 * measures the one-line copy of its heading at widths below the heading's
 * own (100 px, 56 px...) while it chooses between it and a wrapped copy, and
 * GTK warns "Trying to measure GtkLabel ... for width of 100, but it needs
 * at least 266" for any heading wider than that. From this call on, that
 * warning about a label inside an AdwMessageDialog, on those versions, is
 * logged as a test message instead of failing the test; every other warning
 * and critical fails it as before. Call in main() after gtk_test_init();
 * check what the dialog shows (its heading drawn at its width, say). */
void        umpire_test_tolerate_dialog_headings (void);

/* ---- settings ------------------------------------------------------------- */

/* The app's settings in memory of their own (full reference). */
GSettings  *umpire_test_settings_new          (void);

/* The last dialog of `type` shown (visible): a toplevel window before
 * libadwaita 1.5, or a dialog inside a window after (umpire-compat.c). */
GtkWidget  *umpire_test_find_dialog           (GType        type);
/* Shows a dialog made by umpire-compat.c alone, `width` x `height` (or its
 * own size, at -1): a window of its own before libadwaita 1.5; after, an
 * AdwDialog in a window of that size. */
void        umpire_test_present_dialog        (GtkWidget   *dialog,
                                               int          width,
                                               int          height);
/* Closes it at once, and the window made for it. */
void        umpire_test_destroy_dialog        (GtkWidget   *dialog);

G_END_DECLS
