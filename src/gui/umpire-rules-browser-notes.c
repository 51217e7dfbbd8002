/* umpire-rules-browser-notes.c: what the umpire reads beside a table
 *
 * The table's printed notes, and a reading note for each reconstructed or
 * ambiguous cell, row or column: what was rebuilt or read one way of
 * several and why, with the legend of the marks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-rules-browser-private.h"

/* A note's natural width. The page's GtkViewport (GTK 4.8) measures its
 * height at the natural width of its content, not at the width it gets:
 * notes wider than the pane were measured too short, and the table was
 * drawn over them. Narrow natural notes are measured taller than they end
 * up; they still fill the pane's width (they wrap at the width they get),
 * and the rest is room under the table. */
#define NOTE_WIDTH_CHARS        30

/* What the umpire needs to weigh a marked or annotated value, or NULL. */
char *
_umpire_rules_browser_describe_reading (const UmpireProvenance *prov)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (prov->reconstructed != NULL)
    g_string_append_printf (text, _("Reconstructed: %s"), prov->reconstructed);
  if (prov->ambiguous != NULL)
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Ambiguous, read as: %s"), prov->ambiguous);
    }
  if (prov->original != NULL)
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Original text: “%s”"), prov->original);
    }
  if (prov->note != NULL)
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Note: %s"), prov->note);
    }

  if (text->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
_umpire_rules_browser_clear_notes (UmpireRulesBrowser *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->notes_box))) != NULL)
    gtk_box_remove (self->notes_box, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->readings_box))) != NULL)
    gtk_box_remove (self->readings_box, child);
}

/* The notes printed with the table. */
void
_umpire_rules_browser_show_notes (UmpireRulesBrowser *self,
                                  const UmpireTable  *table)
{
  for (guint i = 0; i < table->notes->len; i++)
    {
      GtkWidget *note = gtk_label_new (g_ptr_array_index (table->notes, i));

      gtk_label_set_xalign (GTK_LABEL (note), 0.0f);
      gtk_label_set_wrap (GTK_LABEL (note), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (note), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (GTK_LABEL (note), NOTE_WIDTH_CHARS);
      gtk_box_append (self->notes_box, note);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->notes_box), table->notes->len > 0);
}

void
_umpire_rules_browser_add_reading_note (UmpireRulesBrowser     *self,
                                        const char             *where,
                                        const UmpireProvenance *prov)
{
  g_autofree char *reading = _umpire_rules_browser_describe_reading (prov);
  g_autofree char *escaped_where = g_markup_escape_text (where, -1);
  g_autofree char *escaped_reading = g_markup_escape_text (reading ? reading : "", -1);
  g_autofree char *markup = NULL;
  const char *marks;
  GtkWidget *label;

  if (prov->reconstructed != NULL && prov->ambiguous != NULL)
    marks = RECONSTRUCTED_MARK AMBIGUOUS_MARK;
  else if (prov->reconstructed != NULL)
    marks = RECONSTRUCTED_MARK;
  else
    marks = AMBIGUOUS_MARK;

  markup = g_strdup_printf ("<b>%s %s</b>\n%s", marks, escaped_where, escaped_reading);
  label = gtk_label_new (NULL);
  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), NOTE_WIDTH_CHARS);
  gtk_box_append (self->readings_box, label);
}

/* The marks' legend and the reading notes' expander, for what the table has. */
void
_umpire_rules_browser_show_readings (UmpireRulesBrowser *self,
                                     gboolean            has_reconstructed,
                                     gboolean            has_ambiguous,
                                     guint               n_readings)
{
  gtk_widget_set_visible (self->legend_reconstructed, has_reconstructed);
  gtk_widget_set_visible (self->legend_ambiguous, has_ambiguous);
  gtk_widget_set_visible (self->legend_box, has_reconstructed || has_ambiguous);
  gtk_widget_set_visible (GTK_WIDGET (self->readings_expander), n_readings > 0);
  if (n_readings > 0)
    {
      g_autofree char *title = g_strdup_printf (_("Reading notes (%u)"), n_readings);

      gtk_expander_set_label (self->readings_expander, title);
    }
}
