/* umpire-rules-browser.c: every table of the rules database, readable
 *
 * The list on the left holds every entry of the database (tables, modifier
 * lists and text lists), grouped by rule system. The pane on the right shows
 * the selected entry as printed: a grid of labels with the row and column
 * keys as headings. Cells whose printed text was damaged and rebuilt, or read
 * one way of several, are marked so that the umpire knows which values to
 * trust less, and the reasoning is one pointer hover away.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "umpire-catalogue.h"
#include "umpire-rules-browser.h"

#define RECONSTRUCTED_MARK "†"
#define AMBIGUOUS_MARK     "‡"

/* Long text cells wrap at a readable width instead of widening the grid. */
#define TEXT_CELL_WIDTH_CHARS   48
#define HEADER_CELL_WIDTH_CHARS 14
/* A note's natural width. The page's GtkViewport (GTK 4.8) measures its
 * height at the natural width of its content, not at the width it gets:
 * notes wider than the pane were measured too short, and the table was
 * drawn over them. Narrow natural notes are measured taller than they end
 * up; they still fill the pane's width (they wrap at the width they get),
 * and the rest is room under the table. */
#define NOTE_WIDTH_CHARS        30

struct _UmpireRulesBrowser
{
  GtkWidget          parent_instance;

  UmpireRules       *rules;
  char              *selected_id;
  GHashTable        *rows_by_id;  /* table id -> GtkListBoxRow (owned by the list) */
  GHashTable        *cells;       /* "row\x1fcolumn" -> GtkLabel (owned by the grid) */
  char              *search_key;  /* casefolded search text, or NULL */
  GPtrArray         *pending;     /* const UmpireTable* whose rows come after the first frame */
  gboolean           can_go_back;

  AdwLeaflet        *leaflet;
  GtkWidget         *list_pane;
  GtkSearchEntry    *search_entry;
  GtkStack          *list_stack;
  GtkListBox        *table_list;
  GtkStack          *detail_stack;
  GtkScrolledWindow *detail_scroller;
  GtkLabel          *kind_label;
  GtkLabel          *title_label;
  GtkLabel          *source_label;
  GtkWidget         *overrides_box;
  GtkLabel          *overrides_label;
  GtkBox            *notes_box;
  GtkGrid           *grid;
  GtkWidget         *legend_box;
  GtkWidget         *legend_reconstructed;
  GtkWidget         *legend_ambiguous;
  GtkExpander       *readings_expander;
  GtkBox            *readings_box;
};

G_DEFINE_FINAL_TYPE (UmpireRulesBrowser, umpire_rules_browser, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RULES,
  PROP_CAN_GO_BACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *row_table_id_key = "umpire-table-id";

/* ---------------------------------------------------------------------- */
/* Helpers                                                                */

/* The rule systems shipped with Umpire come first, in the catalogue's
 * order; systems from rule packs follow, under their own id. */
static guint
system_rank (const char *system)
{
  const UmpireSystemInfo * const *systems = umpire_catalogue_get_systems ();
  guint i;

  for (i = 0; systems[i] != NULL; i++)
    if (g_strcmp0 (system, systems[i]->id) == 0)
      return i;
  return i;
}

static const char *
system_display_name (const char *system)
{
  return umpire_catalogue_get_system_name (system);
}

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

static char *
cell_key (const char *row_id,
          const char *column_id)
{
  return g_strdup_printf ("%s\x1f%s", row_id ? row_id : "", column_id ? column_id : "");
}

static gboolean
prov_is_marked (const UmpireProvenance *prov)
{
  return prov->reconstructed != NULL || prov->ambiguous != NULL;
}

/* What the umpire needs to weigh a marked or annotated value, or NULL. */
static char *
describe_reading (const UmpireProvenance *prov)
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

static void
update_can_go_back (UmpireRulesBrowser *self)
{
  gboolean can_go_back;

  can_go_back = adw_leaflet_get_folded (self->leaflet) &&
                adw_leaflet_get_visible_child (self->leaflet) == GTK_WIDGET (self->detail_stack);
  if (can_go_back == self->can_go_back)
    return;
  self->can_go_back = can_go_back;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_GO_BACK]);
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
  g_autofree char *reading = prov ? describe_reading (prov) : NULL;
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
add_reading_note (UmpireRulesBrowser     *self,
                  const char             *where,
                  const UmpireProvenance *prov)
{
  g_autofree char *reading = describe_reading (prov);
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
    g_hash_table_insert (self->cells, cell_key (row_id, column_id), cell);
}

static void
clear_table (UmpireRulesBrowser *self)
{
  GtkWidget *child;

  g_hash_table_remove_all (self->cells);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->notes_box))) != NULL)
    gtk_box_remove (self->notes_box, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->readings_box))) != NULL)
    gtk_box_remove (self->readings_box, child);
}

static void
show_table (UmpireRulesBrowser *self,
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

  kind = g_strdup_printf ("%s · %s", system_display_name (table->system),
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
      g_string_append (source, "\n");
      g_string_append_printf (source, _("Roll: %s"), table->dice);
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
    corner_text = g_strdup_printf ("%s (%s)", table->row_label, table->dice);
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

          add_reading_note (self, where, &column->prov);
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

          add_reading_note (self, where, &row->prov);
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
              add_reading_note (self, where, &cell->prov);
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

  gtk_widget_set_visible (self->legend_reconstructed, has_reconstructed);
  gtk_widget_set_visible (self->legend_ambiguous, has_ambiguous);
  gtk_widget_set_visible (self->legend_box, has_reconstructed || has_ambiguous);
  gtk_widget_set_visible (GTK_WIDGET (self->readings_expander), n_readings > 0);
  if (n_readings > 0)
    {
      g_autofree char *title = g_strdup_printf (_("Reading notes (%u)"), n_readings);

      gtk_expander_set_label (self->readings_expander, title);
    }

  gtk_stack_set_visible_child_name (self->detail_stack, "table");
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->detail_scroller), 0);
}

/* ---------------------------------------------------------------------- */
/* The list                                                               */

static const UmpireTable *
row_get_table (UmpireRulesBrowser *self,
               GtkListBoxRow      *row)
{
  const char *id;

  if (row == NULL || self->rules == NULL)
    return NULL;
  id = g_object_get_data (G_OBJECT (row), row_table_id_key);
  return id ? umpire_rules_get_table (self->rules, id) : NULL;
}

static GtkWidget *
create_table_row (const UmpireTable *table)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (table->title ? table->title : table->id);
  GtkWidget *id = gtk_label_new (table->id);

  gtk_label_set_xalign (GTK_LABEL (title), 0.0f);
  /* Titles are long ("Barrages / On-call artillery / Airstrikes / Gas"):
   * two lines before they are cut, the tooltip has the rest. */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (title), 2);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (id), 0.0f);
  gtk_label_set_ellipsize (GTK_LABEL (id), PANGO_ELLIPSIZE_MIDDLE);
  gtk_widget_add_css_class (id, "caption");
  gtk_widget_add_css_class (id, "dim-label");
  gtk_widget_set_tooltip_text (row, table->title ? table->title : table->id);

  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), id);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), row_table_id_key, g_strdup (table->id), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  table->title ? table->title : table->id,
                                  -1);
  return row;
}

static gboolean
filter_row (GtkListBoxRow *row,
            gpointer       user_data)
{
  UmpireRulesBrowser *self = user_data;
  const UmpireTable *table;
  g_autofree char *title = NULL;
  g_autofree char *id = NULL;

  if (self->search_key == NULL)
    return TRUE;
  table = row_get_table (self, row);
  if (table == NULL)
    return FALSE;
  title = g_utf8_casefold (table->title ? table->title : "", -1);
  id = g_utf8_casefold (table->id, -1);
  return strstr (title, self->search_key) != NULL || strstr (id, self->search_key) != NULL;
}

static void
update_header (GtkListBoxRow *row,
               GtkListBoxRow *before,
               gpointer       user_data)
{
  UmpireRulesBrowser *self = user_data;
  const UmpireTable *table = row_get_table (self, row);
  const UmpireTable *previous = row_get_table (self, before);
  GtkWidget *header;

  if (table == NULL ||
      (previous != NULL && g_strcmp0 (previous->system, table->system) == 0))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }

  header = gtk_label_new (system_display_name (table->system));
  gtk_label_set_xalign (GTK_LABEL (header), 0.0f);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_add_css_class (header, "system-header");
  gtk_list_box_row_set_header (row, header);
}

static int
compare_tables (gconstpointer a,
                gconstpointer b)
{
  const UmpireTable *table_a = *(const UmpireTable * const *) a;
  const UmpireTable *table_b = *(const UmpireTable * const *) b;
  guint rank_a = system_rank (table_a->system);
  guint rank_b = system_rank (table_b->system);

  if (rank_a != rank_b)
    return rank_a < rank_b ? -1 : 1;
  /* Pack systems by id. Within a system the sort keeps load order,
   * which is the printed order. */
  return g_strcmp0 (table_a->system, table_b->system);
}

static void
update_list_page (UmpireRulesBrowser *self)
{
  GtkWidget *child;
  gboolean any_visible = FALSE;

  if (g_hash_table_size (self->rows_by_id) == 0)
    {
      gtk_stack_set_visible_child_name (self->list_stack, "empty");
      return;
    }

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->table_list));
       child != NULL && !any_visible;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && gtk_widget_get_child_visible (child))
      any_visible = TRUE;

  gtk_stack_set_visible_child_name (self->list_stack, any_visible ? "list" : "no-results");
}

/* Before the window's first frame only the rows that fill the list are
 * built; the others follow that frame, or come at once when something needs
 * them all (a search, a selection). All 77 rows took a tenth of the
 * start-up time (bench/run). */
#define ROWS_BEFORE_FIRST_FRAME 24

static void
append_row (UmpireRulesBrowser *self,
            const UmpireTable  *table)
{
  GtkWidget *row = create_table_row (table);

  gtk_list_box_append (self->table_list, row);
  g_hash_table_insert (self->rows_by_id, g_strdup (table->id), row);
}

static void
finish_rows (UmpireRulesBrowser *self)
{
  for (guint i = 0; i < self->pending->len; i++)
    append_row (self, g_ptr_array_index (self->pending, i));
  g_ptr_array_set_size (self->pending, 0);
}

static void
on_first_paint (UmpireRulesBrowser *self,
                GdkFrameClock      *clock)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_paint, self);
  finish_rows (self);
}

static void
on_realized (UmpireRulesBrowser *self)
{
  if (self->pending->len > 0)
    g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                             G_CALLBACK (on_first_paint), self, G_CONNECT_SWAPPED);
}

static void
apply_search (UmpireRulesBrowser *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  if (*stripped != '\0')
    finish_rows (self);

  g_clear_pointer (&self->search_key, g_free);
  if (*stripped != '\0')
    self->search_key = g_utf8_casefold (stripped, -1);

  gtk_list_box_invalidate_filter (self->table_list);
  gtk_list_box_invalidate_headers (self->table_list);
  update_list_page (self);
}

static gboolean
select_row (UmpireRulesBrowser *self,
            const char         *table_id)
{
  GtkListBoxRow *row;

  finish_rows (self);
  row = g_hash_table_lookup (self->rows_by_id, table_id);
  if (row == NULL)
    return FALSE;
  gtk_list_box_select_row (self->table_list, row);
  return TRUE;
}

static void
rebuild_list (UmpireRulesBrowser *self)
{
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();
  g_autofree char *selected = g_strdup (self->selected_id);
  GtkListBoxRow *old_row;

  /* Rows only: each takes its group header with it. */
  g_ptr_array_set_size (self->pending, 0);
  g_hash_table_remove_all (self->rows_by_id);
  while ((old_row = gtk_list_box_get_row_at_index (self->table_list, 0)) != NULL)
    gtk_list_box_remove (self->table_list, GTK_WIDGET (old_row));

  if (self->rules != NULL)
    {
      const GPtrArray *tables = umpire_rules_get_tables (self->rules);

      for (guint i = 0; i < tables->len; i++)
        g_ptr_array_add (sorted, g_ptr_array_index (tables, i));
    }
  /* g_ptr_array_sort() is stable: tables keep their load order. */
  g_ptr_array_sort (sorted, compare_tables);

  for (guint i = 0; i < sorted->len; i++)
    {
      const UmpireTable *table = g_ptr_array_index (sorted, i);

      if (i < ROWS_BEFORE_FIRST_FRAME || gtk_widget_get_realized (GTK_WIDGET (self)))
        append_row (self, table);
      else
        g_ptr_array_add (self->pending, (gpointer) table);
    }

  apply_search (self);

  /* The table may have been replaced by a pack: show it afresh. */
  g_clear_pointer (&self->selected_id, g_free);
  if (selected == NULL || !select_row (self, selected))
    show_table (self, NULL);
}

/* ---------------------------------------------------------------------- */
/* Template callbacks                                                     */

static void
on_search_changed (UmpireRulesBrowser *self,
                   GtkSearchEntry     *entry)
{
  apply_search (self);
}

static void
on_stop_search (UmpireRulesBrowser *self,
                GtkSearchEntry     *entry)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  apply_search (self);
}

static void
on_row_selected (UmpireRulesBrowser *self,
                 GtkListBoxRow      *row,
                 GtkListBox         *list)
{
  const UmpireTable *table;

  if (row == NULL)
    return;
  table = row_get_table (self, row);
  if (table == NULL || g_strcmp0 (table->id, self->selected_id) == 0)
    return;

  g_free (self->selected_id);
  self->selected_id = g_strdup (table->id);
  show_table (self, table);
}

static void
on_row_activated (UmpireRulesBrowser *self,
                  GtkListBoxRow      *row,
                  GtkListBox         *list)
{
  on_row_selected (self, row, list);
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->detail_stack));
}

static void
on_leaflet_changed (UmpireRulesBrowser *self,
                    GParamSpec         *pspec,
                    AdwLeaflet         *leaflet)
{
  update_can_go_back (self);
}

static void
focus_search (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  UmpireRulesBrowser *self = UMPIRE_RULES_BROWSER (widget);

  adw_leaflet_set_visible_child (self->leaflet, self->list_pane);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* ---------------------------------------------------------------------- */
/* GObject                                                                */

static void
umpire_rules_browser_dispose (GObject *object)
{
  UmpireRulesBrowser *self = UMPIRE_RULES_BROWSER (object);

  /* The widgets go first: the hash tables borrow pointers to them. */
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_RULES_BROWSER);
  g_hash_table_remove_all (self->cells);
  g_hash_table_remove_all (self->rows_by_id);
  g_ptr_array_set_size (self->pending, 0);
  g_clear_object (&self->rules);

  G_OBJECT_CLASS (umpire_rules_browser_parent_class)->dispose (object);
}

static void
umpire_rules_browser_finalize (GObject *object)
{
  UmpireRulesBrowser *self = UMPIRE_RULES_BROWSER (object);

  g_clear_pointer (&self->cells, g_hash_table_unref);
  g_clear_pointer (&self->rows_by_id, g_hash_table_unref);
  g_clear_pointer (&self->pending, g_ptr_array_unref);
  g_clear_pointer (&self->selected_id, g_free);
  g_clear_pointer (&self->search_key, g_free);

  G_OBJECT_CLASS (umpire_rules_browser_parent_class)->finalize (object);
}

static void
umpire_rules_browser_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  UmpireRulesBrowser *self = UMPIRE_RULES_BROWSER (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_object (value, self->rules);
      break;

    case PROP_CAN_GO_BACK:
      g_value_set_boolean (value, self->can_go_back);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_rules_browser_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  UmpireRulesBrowser *self = UMPIRE_RULES_BROWSER (object);

  switch (prop_id)
    {
    case PROP_RULES:
      umpire_rules_browser_set_rules (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_rules_browser_class_init (UmpireRulesBrowserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = umpire_rules_browser_dispose;
  object_class->finalize = umpire_rules_browser_finalize;
  object_class->get_property = umpire_rules_browser_get_property;
  object_class->set_property = umpire_rules_browser_set_property;

  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL,
                         UMPIRE_TYPE_RULES,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  /* Folded, and showing a table rather than the list. */
  properties[PROP_CAN_GO_BACK] =
    g_param_spec_boolean ("can-go-back", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/umpire-rules-browser.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, leaflet);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, list_pane);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, search_entry);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, list_stack);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, table_list);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, detail_stack);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, detail_scroller);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, kind_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, title_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, source_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, overrides_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, overrides_label);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, notes_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, grid);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, legend_box);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, legend_reconstructed);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, legend_ambiguous);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, readings_expander);
  gtk_widget_class_bind_template_child (widget_class, UmpireRulesBrowser, readings_box);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_stop_search);
  gtk_widget_class_bind_template_callback (widget_class, on_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_leaflet_changed);

  gtk_widget_class_install_action (widget_class, "rules-browser.search", NULL, focus_search);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "rules-browser.search", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rulesbrowser");
}

static void
umpire_rules_browser_init (UmpireRulesBrowser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows_by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->cells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->pending = g_ptr_array_new ();
  g_signal_connect (self, "realize", G_CALLBACK (on_realized), NULL);

  gtk_list_box_set_filter_func (self->table_list, filter_row, self, NULL);
  gtk_list_box_set_header_func (self->table_list, update_header, self, NULL);
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  /* GTK 4.8 leaves an expander's button unnamed: its label names it. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->readings_expander), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  gtk_expander_get_label_widget (self->readings_expander), NULL, -1);

  update_list_page (self);
}

/* ---------------------------------------------------------------------- */
/* Public API                                                             */

GtkWidget *
umpire_rules_browser_new (UmpireRules *rules)
{
  g_return_val_if_fail (rules == NULL || UMPIRE_IS_RULES (rules), NULL);

  return g_object_new (UMPIRE_TYPE_RULES_BROWSER, "rules", rules, NULL);
}

UmpireRules *
umpire_rules_browser_get_rules (UmpireRulesBrowser *self)
{
  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), NULL);

  return self->rules;
}

void
umpire_rules_browser_set_rules (UmpireRulesBrowser *self,
                                UmpireRules        *rules)
{
  g_return_if_fail (UMPIRE_IS_RULES_BROWSER (self));
  g_return_if_fail (rules == NULL || UMPIRE_IS_RULES (rules));

  if (!g_set_object (&self->rules, rules))
    return;

  rebuild_list (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
}

/**
 * umpire_rules_browser_reload:
 *
 * Rebuilds the list after tables were added to or replaced in the
 * database, keeping the selection when its table still exists.
 */
void
umpire_rules_browser_reload (UmpireRulesBrowser *self)
{
  g_return_if_fail (UMPIRE_IS_RULES_BROWSER (self));

  rebuild_list (self);
}

gboolean
umpire_rules_browser_select_table (UmpireRulesBrowser *self,
                                   const char         *table_id)
{
  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), FALSE);
  g_return_val_if_fail (table_id != NULL, FALSE);

  if (!select_row (self, table_id))
    return FALSE;
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->detail_stack));
  return TRUE;
}

const char *
umpire_rules_browser_get_selected_table (UmpireRulesBrowser *self)
{
  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), NULL);

  return self->selected_id;
}

/* Filters at once, without the search entry's typing delay. */
void
umpire_rules_browser_set_search_text (UmpireRulesBrowser *self,
                                      const char         *text)
{
  g_return_if_fail (UMPIRE_IS_RULES_BROWSER (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text ? text : "");
  apply_search (self);
}

gboolean
umpire_rules_browser_is_table_listed (UmpireRulesBrowser *self,
                                      const char         *table_id)
{
  GtkWidget *row;

  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), FALSE);
  g_return_val_if_fail (table_id != NULL, FALSE);

  finish_rows (self);
  row = g_hash_table_lookup (self->rows_by_id, table_id);
  return row != NULL && gtk_widget_get_visible (row) && gtk_widget_get_child_visible (row);
}

GtkWidget *
umpire_rules_browser_get_grid (UmpireRulesBrowser *self)
{
  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), NULL);

  return GTK_WIDGET (self->grid);
}

/**
 * umpire_rules_browser_get_cell:
 * @row_id: (nullable): a row id, or %NULL for the column heading
 * @column_id: (nullable): a column id, or %NULL for the row heading
 *
 * Returns: (transfer none) (nullable): the #GtkLabel showing that cell of
 *   the selected table
 */
GtkWidget *
umpire_rules_browser_get_cell (UmpireRulesBrowser *self,
                               const char         *row_id,
                               const char         *column_id)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), NULL);
  g_return_val_if_fail (row_id != NULL || column_id != NULL, NULL);

  key = cell_key (row_id, column_id);
  return g_hash_table_lookup (self->cells, key);
}

/* Whether the cell is shown as reconstructed or ambiguous. */
gboolean
umpire_rules_browser_get_cell_marked (UmpireRulesBrowser *self,
                                      const char         *row_id,
                                      const char         *column_id)
{
  GtkWidget *cell = umpire_rules_browser_get_cell (self, row_id, column_id);

  return cell != NULL &&
         (gtk_widget_has_css_class (cell, "reconstructed") ||
          gtk_widget_has_css_class (cell, "ambiguous"));
}

gboolean
umpire_rules_browser_get_can_go_back (UmpireRulesBrowser *self)
{
  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), FALSE);

  return self->can_go_back;
}

/* Returns TRUE when it went back from a table to the list. */
gboolean
umpire_rules_browser_go_back (UmpireRulesBrowser *self)
{
  g_return_val_if_fail (UMPIRE_IS_RULES_BROWSER (self), FALSE);

  if (!self->can_go_back)
    return FALSE;
  return adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}
