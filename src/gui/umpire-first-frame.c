/* umpire-first-frame.c: work that waits for a widget's first frame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-first-frame.h"

typedef struct
{
  GtkWidget       *widget;   /* not owned: the build ends with it */
  UmpireBuildStep  build;
  GdkFrameClock   *clock;    /* waited on, or NULL */
  guint            idle_id;
} FirstFrame;

static void
first_frame_free (FirstFrame *wait)
{
  if (wait->clock != NULL)
    g_signal_handlers_disconnect_by_data (wait->clock, wait);
  g_clear_handle_id (&wait->idle_id, g_source_remove);
  g_signal_handlers_disconnect_by_data (wait->widget, wait);
  g_free (wait);
}

static gboolean
build_piece (gpointer data)
{
  FirstFrame *wait = data;

  if (wait->build (wait->widget))
    return G_SOURCE_CONTINUE;
  wait->idle_id = 0;
  first_frame_free (wait);
  return G_SOURCE_REMOVE;
}

static void
after_paint (GdkFrameClock *clock,
             FirstFrame    *wait)
{
  g_signal_handlers_disconnect_by_data (clock, wait);
  wait->clock = NULL;
  wait->idle_id = g_idle_add_full (G_PRIORITY_LOW, build_piece, wait, NULL);
}

static void
realized (GtkWidget  *widget,
          FirstFrame *wait)
{
  if (wait->clock != NULL || wait->idle_id != 0)
    return;
  wait->clock = gtk_widget_get_frame_clock (widget);
  g_signal_connect (wait->clock, "after-paint", G_CALLBACK (after_paint), wait);
}

/* The frame clock goes with the window: wait on the next one. */
static void
unrealized (GtkWidget  *widget,
            FirstFrame *wait)
{
  if (wait->clock != NULL)
    g_signal_handlers_disconnect_by_data (wait->clock, wait);
  wait->clock = NULL;
}

void
umpire_build_after_first_frame (GtkWidget       *widget,
                                UmpireBuildStep  build)
{
  FirstFrame *wait;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (build != NULL);

  wait = g_new0 (FirstFrame, 1);
  wait->widget = widget;
  wait->build = build;
  g_signal_connect (widget, "realize", G_CALLBACK (realized), wait);
  g_signal_connect (widget, "unrealize", G_CALLBACK (unrealized), wait);
  g_signal_connect_swapped (widget, "destroy", G_CALLBACK (first_frame_free), wait);
  if (gtk_widget_get_realized (widget))
    realized (widget, wait);
}

static GQuark
menu_quark (void)
{
  return g_quark_from_static_string ("umpire-menu-after-first-frame");
}

static void
give_menu (GtkMenuButton *button,
           gpointer       data)
{
  GMenuModel *menu = g_object_get_qdata (G_OBJECT (button), menu_quark ());

  if (menu != NULL && gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, menu);
}

static gboolean
give_menu_step (GtkWidget *widget)
{
  give_menu (GTK_MENU_BUTTON (widget), NULL);
  return FALSE;
}

void
umpire_give_menu_after_first_frame (GtkMenuButton *button,
                                    GMenuModel    *menu)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));
  g_return_if_fail (G_IS_MENU_MODEL (menu));

  g_object_set_qdata_full (G_OBJECT (button), menu_quark (), g_object_ref (menu), g_object_unref);
  gtk_menu_button_set_create_popup_func (button, give_menu, NULL, NULL);
  umpire_build_after_first_frame (GTK_WIDGET (button), give_menu_step);
}
