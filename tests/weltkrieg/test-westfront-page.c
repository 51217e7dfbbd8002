/* test-westfront-page.c: the West Front page reads section 39 from the rules
 *
 * Runs under a display (Xvfb). The rule each form follows, the units,
 * armies, turns and hexes its words name all come from the rules database:
 * a club's pack that changes section 39 changes what the page says.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "umpire-reserves-page.h"
#include "umpire-session.h"
#include "umpire-westfront-page.h"
#include "umpire-test-gui.h"

/* Section 39 as a club might play it. */
static const char club_pack[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<rules xmlns=\"https://gitlab.gnome.org/umpire/rules/1\" system=\"weltkrieg\">\n"
  "  <title>Club West Front</title>\n"
  "  <list id=\"weltkrieg.section39\" source=\"club.txt\" rule=\"C39\">\n"
  "    <title>Club section 39</title>\n"
  "    <item id=\"liege-turn\" value=\"2\" rule=\"C39-1\">On turn 2 only.</item>\n"
  "    <item id=\"liege-infantry-divisions\" value=\"4\" rule=\"C39-1\">Four divisions.</item>\n"
  "    <item id=\"liege-cavalry-divisions\" value=\"1\" rule=\"C39-1\">One division.</item>\n"
  "    <item id=\"belgian-release-attacked\" rule=\"C39-3\">If attacked.</item>\n"
  "    <item id=\"belgian-release-map\" value=\"7-1\" rule=\"C39-3\">Map 7-1.</item>\n"
  "    <item id=\"belgian-release-hex-2020\" value=\"2020\" rule=\"C39-3\">Hex 2020.</item>\n"
  "    <item id=\"belgian-release-hex-2121\" value=\"2121\" rule=\"C39-3\">Hex 2121.</item>\n"
  "    <item id=\"metz-strasbourg-until\" value=\"9 August\" rule=\"C39-2\">Until 9 August.</item>\n"
  "    <item id=\"french-attack-unit-5-4\" value=\"5-4\" rule=\"C39-4\">5-4 units.</item>\n"
  "    <item id=\"french-attack-army-5\" value=\"5\" rule=\"C39-4\">5th Army.</item>\n"
  "    <item id=\"french-attack-army-6\" value=\"6\" rule=\"C39-4\">6th Army.</item>\n"
  "    <item id=\"french-attack-exemptions\" rule=\"C39-4\">Exemptions.</item>\n"
  "  </list>\n"
  "</rules>\n";

/* Every label's text on the page, one a line. */
static void
collect_text (GtkWidget *widget,
              GString   *text)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_text (child, text);
}

static GString *
page_text (UmpireRules *rules,
           GtkWindow  **window)
{
  GtkWidget *page = umpire_westfront_page_new (rules, NULL);
  GString *text = g_string_new (NULL);

  *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (*window, 1024, 600);
  gtk_window_set_child (*window, page);
  gtk_window_present (*window);
  umpire_test_iterate_until (umpire_test_widget_is_mapped, page);
  /* Every form, not only the first that the first frame shows. */
  g_assert_nonnull (umpire_westfront_page_get_form (UMPIRE_WESTFRONT_PAGE (page), "weltkrieg.belgian-release"));
  collect_text (page, text);
  return text;
}

static void
assert_says (GString    *text,
             const char *words)
{
  if (strstr (text->str, words) == NULL)
    g_error ("the page does not say \"%s\"; it says:\n%s", words, text->str);
}

static void
assert_does_not_say (GString    *text,
                     const char *words)
{
  if (strstr (text->str, words) != NULL)
    g_error ("the page still says \"%s\"", words);
}

static void
test_builtin (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GString) text = NULL;
  GtkWindow *window;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  text = page_text (rules, &window);
  assert_says (text, "Must the French 6-4 and 7-4 units of armies 1 to 4 attack this hex?");
  assert_says (text, "Rule 39-4\n");
  assert_says (text, "Until the 6 August turn:");
  assert_says (text, "Rule 39-2\n");
  assert_says (text, "on turn 1 only.");
  assert_says (text, "The hexes of map 5-3 that count: 1504, 1505, 1603, 1604.");
  gtk_window_destroy (window);
}

static void
test_club_pack (void)
{
  g_autoptr(UmpireRules) rules = umpire_rules_new ();
  g_autoptr(GString) text = NULL;
  g_autoptr(GError) error = NULL;
  UmpireProcedureForm *liege;
  g_autofree char *turn = NULL;
  GtkWindow *window;
  GtkWidget *page;

  g_assert_true (umpire_rules_load_builtin (rules, NULL));
  g_assert_true (umpire_rules_load_data (rules, club_pack, strlen (club_pack), "club.xml", &error));
  g_assert_no_error (error);
  text = page_text (rules, &window);
  assert_says (text, "Must the French 5-4 units of armies 5 to 6 attack this hex?");
  assert_says (text, "Rule C39-4\n");
  assert_says (text, "Until the 9 August turn:");
  assert_says (text, "Rule C39-2\n");
  assert_says (text, "on turn 2 only.");
  assert_says (text, "Rule C39-1\n");
  assert_says (text, "The hexes of map 7-1 that count: 2020, 2121.");
  assert_says (text, "Rule C39-3\n");
  assert_does_not_say (text, "Rule 39-4");
  assert_does_not_say (text, "6 August");
  assert_does_not_say (text, "1504");

  /* The Liège form starts on the club's turn. */
  page = gtk_window_get_child (window);
  liege = umpire_westfront_page_get_form (UMPIRE_WESTFRONT_PAGE (page), "weltkrieg.liege");
  turn = umpire_procedure_form_dup_value (liege, "turn");
  g_assert_cmpstr (turn, ==, "2");
  gtk_window_destroy (window);
}

static void
count_notify (guint *count)
{
  (*count)++;
}

/* Rules, dice and session reach a page through its base (UmpirePage): a
 * page made without rules has the built-in ones, the dice given are the
 * page's, and its forms, those built later included, record into the
 * session the page is given. HQ reserves and West Front share it. */
static void
test_page_base (void)
{
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (7);
  g_autoptr(UmpireSession) session = umpire_session_new (NULL);
  GtkWidget *pages[2];
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  UmpireProcedureForm *forms[3];
  guint notified = 0;

  pages[0] = umpire_westfront_page_new (NULL, dice);
  pages[1] = umpire_reserves_page_new (NULL, dice);
  gtk_box_append (GTK_BOX (box), pages[0]);
  gtk_box_append (GTK_BOX (box), pages[1]);
  gtk_window_set_child (window, box);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_assert_true (UMPIRE_IS_PAGE (pages[i]));
      g_assert_nonnull (umpire_page_get_rules (UMPIRE_PAGE (pages[i])));
      g_assert_true (umpire_page_get_dice (UMPIRE_PAGE (pages[i])) == dice);
      g_assert_null (umpire_page_get_session (UMPIRE_PAGE (pages[i])));
    }
  forms[0] = umpire_westfront_page_get_form (UMPIRE_WESTFRONT_PAGE (pages[0]), "weltkrieg.french-attack");
  forms[2] = umpire_reserves_page_get_form (UMPIRE_RESERVES_PAGE (pages[1]));
  g_assert_nonnull (forms[0]);
  g_assert_null (umpire_procedure_form_get_session (forms[0]));

  g_signal_connect_swapped (pages[0], "notify::session", G_CALLBACK (count_notify), &notified);
  g_object_set (pages[0], "session", session, NULL);
  g_object_set (pages[1], "session", session, NULL);
  /* Notified when it changes only. */
  g_object_set (pages[0], "session", session, NULL);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (umpire_page_get_session (UMPIRE_PAGE (pages[0])) == session);
  g_assert_true (umpire_procedure_form_get_session (forms[0]) == session);
  g_assert_true (umpire_procedure_form_get_session (forms[2]) == session);
  /* A form built after the session came follows it too. */
  forms[1] = umpire_westfront_page_get_form (UMPIRE_WESTFRONT_PAGE (pages[0]), "weltkrieg.belgian-release");
  g_assert_nonnull (forms[1]);
  g_assert_true (umpire_procedure_form_get_session (forms[1]) == session);
  g_assert_true (umpire_procedure_form_get_rules (forms[1]) == umpire_page_get_rules (UMPIRE_PAGE (pages[0])));

  g_object_set (pages[0], "session", NULL, NULL);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_null (umpire_procedure_form_get_session (forms[0]));
  g_assert_null (umpire_procedure_form_get_session (forms[1]));
  g_assert_true (umpire_procedure_form_get_session (forms[2]) == session);
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/umpire/westfront-page/words/builtin", test_builtin);
  g_test_add_func ("/umpire/westfront-page/words/club-pack", test_club_pack);
  g_test_add_func ("/umpire/westfront-page/base", test_page_base);
  return g_test_run ();
}
