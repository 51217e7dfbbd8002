/* test-preferences-window.c: the preferences read on a phone
 *
 * Runs under a display (Xvfb). In German, the longer language, in a window
 * 360 px wide: every choice each row can show stands in full beside the
 * row's title, never cut short ("U…" for "Umpire würfelt es").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "umpire-preferences-window.h"
#include "umpire-test-gui.h"

/* The label showing `text` on the row itself, not in its drop-down list. */
static GtkLabel *
shown_label (GtkWidget  *row,
             const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  umpire_test_collect_widgets (row, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_mapped (labels->pdata[i])
        && g_strcmp0 (gtk_label_get_label (labels->pdata[i]), text) == 0)
      return labels->pdata[i];
  return NULL;
}

static void
test_phone (void)
{
  g_autoptr(GSettings) settings = umpire_test_settings_new ();
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GtkWidget *window;
  guint checked = 0;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  window = umpire_preferences_window_new (rules, settings);
  umpire_test_present_dialog (window, 360, 640);
  umpire_test_iterate_until (umpire_test_widget_is_mapped, window);
  umpire_test_collect_widgets (window, ADW_TYPE_COMBO_ROW, rows);
  g_assert_cmpuint (rows->len, >=, 5);

  for (guint r = 0; r < rows->len; r++)
    {
      AdwComboRow *row = rows->pdata[r];
      GListModel *model = adw_combo_row_get_model (row);

      for (guint i = 0; i < g_list_model_get_n_items (model); i++)
        {
          g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);
          const char *text = gtk_string_object_get_string (item);
          graphene_rect_t bounds;
          GtkLabel *label;

          adw_combo_row_set_selected (row, i);
          umpire_test_wait_frames (3);
          label = shown_label (GTK_WIDGET (row), text);
          g_test_message ("%s: %s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), text);
          g_assert_nonnull (label);
          g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
          g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (label), window, &bounds));
          g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (window));
          checked++;
        }
    }
  g_assert_cmpuint (checked, >=, 10);
  umpire_test_destroy_dialog (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* In German: the catalog built in po/ of the build. */
  umpire_test_bind_catalog ();
  umpire_test_speak_german (TRUE);
  gtk_init ();
  adw_init ();

  g_test_add_func ("/umpire/preferences-window/phone", test_phone);
  return g_test_run ();
}
