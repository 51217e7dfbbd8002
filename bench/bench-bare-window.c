/* bench-bare-window.c: the yardstick for Umpire's start-up
 *
 * An AdwApplication with an empty AdwApplicationWindow, reporting its first
 * frame exactly as Umpire does under UMPIRE_BENCH_QUIT_AFTER_FIRST_FRAME
 * (src/gui/umpire-application.c): the monotonic time of the first
 * after-paint of the window's frame clock and the resident size then.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <stdlib.h>
#include <string.h>

static void
after_first_paint (GdkFrameClock *clock,
                   gpointer       user_data)
{
  g_autofree char *status = NULL;
  const char *rss = NULL;

  if (g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    rss = strstr (status, "VmRSS:");
  g_print ("first-frame-usec %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  g_print ("rss-kb %ld\n", rss != NULL ? strtol (rss + strlen ("VmRSS:"), NULL, 10) : 0L);
  g_signal_handlers_disconnect_by_func (clock, after_first_paint, user_data);
  g_application_quit (G_APPLICATION (user_data));
}

static void
window_realized (GtkWidget *window,
                 gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_first_paint), user_data);
}

static void
activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));

  /* The same default size as Umpire's window, so both paint as much. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  g_signal_connect (window, "realize", G_CALLBACK (window_realized), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.umpire_wargames.Umpire.BenchBareWindow",
                                                       G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
