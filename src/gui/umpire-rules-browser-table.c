/* umpire-rules-browser-table.c: the entry shown, as printed
 *
 * A grid of labels with the row and column keys as headings; cells whose
 * printed text was damaged and rebuilt, or read one way of several, are
 * marked, the reading one pointer hover away (and in the notes below).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-catalogue.h"
#include "umpire-rules-browser-private.h"

/* Long text cells wrap at a readable width instead of widening the grid. */
#define TEXT_CELL_WIDTH_CHARS   48
#define HEADER_CELL_WIDTH_CHARS 14

static const char *
entry_kind_name (UmpireEntryKind kind)
{
  switch (kind)
    {
    case UMPIRE_ENTRY_MODIFIERS:
      return _("Modifiers");
    case UMPIRE_ENTRY_LIST:
      return _("List");
    case UMPIRE_ENTRY_TABLE:
    default:
      return _("Table");
    }
}

static gboolean
is_builtin_file (const char *file)
{
  return file != NULL && g_str_has_prefix (file, "resource://");
}

/* Built-in files are compiled into the program: name them as such. */
static char *
describe_rules_file (const char *file)
{
  if (file == NULL)
    return g_strdup (_("an unknown file"));
  if (is_builtin_file (file))
    {
      g_autofree char *base = g_path_get_basename (file);
      return g_strdup_printf (_("the built-in %s"), base);
    }
  return g_strdup (file);
}

char *
_umpire_rules_browser_cell_key (const char *row_id,
                                const char *column_id)
{
  return g_strdup_printf ("%s\x1f%s", row_id ? row_id : "", column_id ? column_id : "");
}

static gboolean
prov_is_marked (const UmpireProvenance *prov)
{
  return prov->reconstructed != NULL || prov->ambiguous != NULL;
}

/* ---------------------------------------------------------------------- */
/* The grid                                                               */

typedef enum
{
  CELL_DATA,
  CELL_COLUMN_HEADER,
  CELL_ROW_HEADER,
  CELL_CORNER,
  CELL_COLUMN_LABEL,   /* names all the columns, above their headings */
} CellRole;

static gboolean
cell_type_is_numeric (UmpireCellType type)
{
  return type == UMPIRE_CELL_INTEGER || type == UMPIRE_CELL_DECIMAL || type == UMPIRE_CELL_LOSS;
}

/* Only text longer than a column's width wraps, and then at that width:
 * a wrapping label is measured at its narrowest, so a table would
 * otherwise reserve room for one word per line. */
static void
set_wrap_width (GtkLabel   *label,
                const char *text,
                int         max_chars)
{
  if (text == NULL || g_utf8_strlen (text, -1) <= max_chars)
    return;

  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (label, max_chars);
  gtk_label_set_max_width_chars (label, max_chars);
}

static GtkWidget *
create_cell (const char             *text,
             CellRole                role,
             UmpireCellType          type,
             gboolean                odd_row,
             const UmpireProvenance *prov,
             gboolean                show_marks)
{
  g_autoptr(GString) markup = NULL;
  g_autofree char *escaped = g_markup_escape_text (text ? text : "", -1);
  g_autofree char *reading = prov ? _umpire_rules_browser_describe_reading (prov) : NULL;
  GtkWidget *label;
  float xalign = 0.0f;

  label = gtk_label_new (NULL);
  gtk_widget_add_css_class (label, "cell");

  markup = g_string_new (escaped);
  if (show_marks && prov != NULL && prov->reconstructed != NULL)
    {
      g_string_append (markup, "<sup>" RECONSTRUCTED_MARK "</sup>");
      gtk_widget_add_css_class (label, "reconstructed");
    }
  if (show_marks && prov != NULL && prov->ambiguous != NULL)
    {
      g_string_append (markup, "<sup>" AMBIGUOUS_MARK "</sup>");
      gtk_widget_add_css_class (label, "ambiguous");
    }
  gtk_label_set_markup (GTK_LABEL (label), markup->str);

  switch (role)
    {
    case CELL_CORNER:
    case CELL_ROW_HEADER:
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_add_css_class (label, "row-header");
      set_wrap_width (GTK_LABEL (label), text, HEADER_CELL_WIDTH_CHARS * 2);
      break;

    case CELL_COLUMN_LABEL:
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_add_css_class (label, "column-label");
      break;

    case CELL_COLUMN_HEADER:
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_add_css_class (label, "column-header");
      set_wrap_width (GTK_LABEL (label), text, HEADER_CELL_WIDTH_CHARS);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_widget_set_valign (label, GTK_ALIGN_FILL);
      xalign = 0.5f;
      break;

    case CELL_DATA:
    default:
      if (cell_type_is_numeric (type))
        {
          gtk_widget_add_css_class (label, "numeric");
          xalign = 1.0f;
        }
      else if (type == UMPIRE_CELL_YESNO)
        xalign = 0.5f;
      else
        set_wrap_width (GTK_LABEL (label), text, TEXT_CELL_WIDTH_CHARS);
      if (g_strcmp0 (text, "-") == 0)
        gtk_widget_add_css_class (label, "dim-label");
      break;
    }

  if (odd_row)
    gtk_widget_add_css_class (label, "odd");
  gtk_label_set_xalign (GTK_LABEL (label), xalign);

  if (reading != NULL)
    {
      gtk_widget_set_tooltip_text (label, reading);
      gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, reading,
                                      -1);
    }

  return label;
}


static void
attach_cell (UmpireRulesBrowser *self,
             GtkWidget          *cell,
             const char         *row_id,
             const char         *column_id,
             int                 column,
             int                 row,
             int                 width)
{
  gtk_grid_attach (self->grid, cell, column, row, width, 1);
  if (row_id != NULL || column_id != NULL)
    g_hash_table_insert (self->cells, _umpire_rules_browser_cell_key (row_id, column_id), cell);
}

static void
clear_table (UmpireRulesBrowser *self)
{
  GtkWidget *child;

  g_hash_table_remove_all (self->cells);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  _umpire_rules_browser_clear_notes (self);
}

void
_umpire_rules_browser_show_table (UmpireRulesBrowser *self,
                                  const UmpireTable  *table)
{
  g_autofree char *kind = NULL;
  g_autofree char *corner_text = NULL;
  g_autoptr(GString) source = g_string_new (NULL);
  gboolean has_reconstructed = FALSE;
  gboolean has_ambiguous = FALSE;
  guint n_readings = 0;
  int first_row = 0;

  clear_table (self);

  if (table == NULL)
    {
      gtk_stack_set_visible_child_name (self->detail_stack, "none");
      return;
    }

  kind = g_strdup_printf ("%s · %s", umpire_catalogue_get_system_name (table->system),
                          entry_kind_name (table->kind));
  gtk_label_set_label (self->kind_label, kind);
  gtk_label_set_label (self->title_label, table->title ? table->title : table->id);

  /* The source by the name people know it by, not its file's. */
  if (table->prov.source != NULL && table->prov.rule != NULL)
    g_string_append_printf (source, _("Source: %s, rule %s"),
                            umpire_rules_get_source_name (self->rules, table->prov.source), table->prov.rule);
  else if (table->prov.source != NULL)
    g_string_append_printf (source, _("Source: %s"), umpire_rules_get_source_name (self->rules, table->prov.source));
  if (source->len > 0)
    g_string_append (source, "\n");
  g_string_append_printf (source, _("Table id: %s"), table->id);
  if (table->dice != NULL)
    {
      g_autofree char *dice = umpire_dice_dup_for_people (table->dice);

      g_string_append (source, "\n");
      g_string_append_printf (source, _("Roll: %s"), dice);
    }
  if (!is_builtin_file (table->prov.file) && table->prov.file != NULL)
    {
      g_string_append (source, "\n");
      g_string_append_printf (source, _("Rule pack: %s"), table->prov.file);
    }
  gtk_label_set_label (self->source_label, source->str);

  gtk_widget_set_visible (self->overrides_box, table->overrides != NULL);
  if (table->overrides != NULL)
    {
      g_autofree char *overridden = describe_rules_file (table->overrides);
      g_autofree char *text = g_strdup_printf (_("This table replaces the one in %s."), overridden);

      gtk_label_set_label (self->overrides_label, text);
    }

  _umpire_rules_browser_show_notes (self, table);

  /* Two-level heading, as charts are printed: the column label spans the
   * columns it names, and the row label heads the column of row keys. */
  if (table->column_label != NULL)
    {
      attach_cell (self, create_cell ("", CELL_CORNER, UMPIRE_CELL_TEXT, FALSE, NULL, FALSE),
                   NULL, NULL, 0, 0, 1);
      attach_cell (self, create_cell (table->column_label, CELL_COLUMN_LABEL, UMPIRE_CELL_TEXT,
                                      FALSE, NULL, FALSE),
                   NULL, NULL, 1, 0, (int) table->columns->len);
      first_row = 1;
    }

  if (table->row_label != NULL && table->dice != NULL)
    {
      g_autofree char *dice = umpire_dice_dup_for_people (table->dice);

      corner_text = g_strdup_printf ("%s (%s)", table->row_label, dice);
    }
  else
    corner_text = g_strdup (table->row_label ? table->row_label : "");
  attach_cell (self, create_cell (corner_text, CELL_CORNER, UMPIRE_CELL_TEXT, FALSE, NULL, FALSE),
               NULL, NULL, 0, first_row, 1);

  for (guint c = 0; c < table->columns->len; c++)
    {
      const UmpireColumn *column = g_ptr_array_index (table->columns, c);
      /* Generated columns of modifier lists and text lists carry the
       * entry's provenance, which is not a reading of a printed heading. */
      gboolean printed = table->kind == UMPIRE_ENTRY_TABLE;

      attach_cell (self, create_cell (column->label, CELL_COLUMN_HEADER, UMPIRE_CELL_TEXT,
                                      FALSE, &column->prov, printed),
                   NULL, column->id, (int) c + 1, first_row, 1);
      if (printed && prov_is_marked (&column->prov))
        {
          g_autofree char *where = g_strdup_printf (_("Column “%s”"), column->label);

          _umpire_rules_browser_add_reading_note (self, where, &column->prov);
          has_reconstructed |= column->prov.reconstructed != NULL;
          has_ambiguous |= column->prov.ambiguous != NULL;
          n_readings++;
        }
    }

  for (guint r = 0; r < table->rows->len; r++)
    {
      const UmpireRow *row = g_ptr_array_index (table->rows, r);
      const char *row_label = row->label ? row->label : row->id;
      gboolean odd = r % 2 == 1;
      /* Modifier and list cells carry their row's reading already. */
      gboolean row_marks = table->kind == UMPIRE_ENTRY_TABLE;
      int grid_row = first_row + 1 + (int) r;

      attach_cell (self, create_cell (row_label, CELL_ROW_HEADER, UMPIRE_CELL_TEXT, odd,
                                      &row->prov, row_marks),
                   row->id, NULL, 0, grid_row, 1);
      if (row_marks && prov_is_marked (&row->prov))
        {
          g_autofree char *where = g_strdup_printf (_("Row “%s”"), row_label);

          _umpire_rules_browser_add_reading_note (self, where, &row->prov);
          has_reconstructed |= row->prov.reconstructed != NULL;
          has_ambiguous |= row->prov.ambiguous != NULL;
          n_readings++;
        }

      for (guint c = 0; c < row->cells->len && c < table->columns->len; c++)
        {
          const UmpireCell *cell = g_ptr_array_index (row->cells, c);
          const UmpireColumn *column = g_ptr_array_index (table->columns, c);
          GtkWidget *label;

          label = create_cell (cell->text, CELL_DATA, column->type, odd, &cell->prov, TRUE);
          attach_cell (self, label, row->id, column->id, (int) c + 1, grid_row, 1);

          /* A modifier's reading is noted once, not once per column. */
          if (prov_is_marked (&cell->prov) && (row_marks || c == 0))
            {
              g_autofree char *where = NULL;

              if (row_marks)
                where = g_strdup_printf (_("Row “%s”, column “%s”"), row_label, column->label);
              else
                where = g_strdup_printf (_("Row “%s”"), row_label);
              _umpire_rules_browser_add_reading_note (self, where, &cell->prov);
              has_reconstructed |= cell->prov.reconstructed != NULL;
              has_ambiguous |= cell->prov.ambiguous != NULL;
              n_readings++;
            }
        }
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  table->title ? table->title : table->id,
                                  -1);

  _umpire_rules_browser_show_readings (self, has_reconstructed, has_ambiguous, n_readings);

  gtk_stack_set_visible_child_name (self->detail_stack, "table");
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->detail_scroller), 0);
}
