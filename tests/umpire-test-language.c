/* umpire-test-language.c: the umpire's language in a test, on every glibc
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "umpire-test-language.h"

/* The environment of the tests (tests/meson.build). */
#define TEST_LOCALE "C.UTF-8"

static void
use_environment (const char *language,
                 const char *messages)
{
  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  if (messages != NULL)
    {
      g_unsetenv ("LC_ALL");
      g_setenv ("LANG", TEST_LOCALE, TRUE);
      g_setenv ("LC_MESSAGES", messages, TRUE);
    }
  else
    {
      g_unsetenv ("LC_MESSAGES");
      g_setenv ("LC_ALL", TEST_LOCALE, TRUE);
    }
}

void
umpire_test_set_language (const char *language)
{
  g_autofree char *localedir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  gboolean german = g_strcmp0 (language, "de") == 0;
  const char *messages = german ? UMPIRE_TEST_GERMAN_LOCALE : NULL;

  use_environment (language, messages);
  if (setlocale (LC_ALL, "") == NULL && messages != NULL)
    {
      /* No such locale here: LANGUAGE alone, as older glibc reads it. */
      use_environment (language, NULL);
      setlocale (LC_ALL, "");
    }
  /* gettext looks its catalogs up again after setlocale(). Not textdomain():
   * the caller's, as it chose. Not g_dgettext(): GLib decides at its first
   * call whether to translate at all, and the caller decides when. */
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  if (german && g_strcmp0 (dgettext (GETTEXT_PACKAGE, "Terrain"), "Gelände") != 0)
    g_error ("no German catalog in %s under the locale %s (LANGUAGE=de): the test reads the app in "
             "German; glibc 2.41 and later read LANGUAGE only under a real locale: generate %s "
             "(localedef -i de_DE -f UTF-8 %s, as build-aux/dev does)",
             localedir, setlocale (LC_MESSAGES, NULL), UMPIRE_TEST_GERMAN_LOCALE,
             UMPIRE_TEST_GERMAN_LOCALE);
}
