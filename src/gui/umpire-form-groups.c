/* umpire-form-groups.c: a procedure form's groups of rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "umpire-form-groups.h"

typedef struct
{
  GtkWidget  *box;
  GtkListBox *list;
} Group;

struct _UmpireFormGroups
{
  UmpireColumns *columns;
  GArray        *groups;     /* Group; 0 is the form's first */
  GHashTable    *group_of;   /* input name -> group index */
  GPtrArray     *leading;    /* GtkWidget* rows before the fields */
};

static Group *
group_at (UmpireFormGroups *self,
          guint             index)
{
  return &g_array_index (self->groups, Group, index);
}

UmpireFormGroups *
umpire_form_groups_new (UmpireColumns *columns)
{
  UmpireFormGroups *self = g_new0 (UmpireFormGroups, 1);

  self->columns = columns;
  self->groups = g_array_new (FALSE, FALSE, sizeof (Group));
  self->group_of = g_hash_table_new (g_str_hash, g_str_equal);
  self->leading = g_ptr_array_new_with_free_func (g_object_unref);
  umpire_form_groups_add (self, NULL);
  return self;
}

void
umpire_form_groups_free (UmpireFormGroups *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->groups);
  g_hash_table_unref (self->group_of);
  g_ptr_array_unref (self->leading);
  g_free (self);
}

guint
umpire_form_groups_add (UmpireFormGroups *self,
                        const char       *title)
{
  Group group;

  group.box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  if (title != NULL)
    {
      GtkWidget *heading = gtk_label_new (title);

      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
      gtk_widget_add_css_class (heading, "heading");
      gtk_box_append (GTK_BOX (group.box), heading);
    }
  group.list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (group.list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (group.list), "boxed-list");
  /* Filled, not aligned to the top: GTK measures a widget aligned in a
   * taller allocation for its width at that height, which sent every label
   * of the group through a search for its width at each layout (a tenth of
   * the HQ reserves page's start-up). A vertical box draws its rows from
   * the top either way. */
  gtk_box_append (GTK_BOX (group.box), GTK_WIDGET (group.list));
  umpire_columns_append (self->columns, group.box);
  g_array_append_val (self->groups, group);
  return self->groups->len - 1;
}

void
umpire_form_groups_assign (UmpireFormGroups *self,
                           const char       *name,
                           guint             group)
{
  g_return_if_fail (group < self->groups->len);

  g_hash_table_insert (self->group_of, (gpointer) name, GUINT_TO_POINTER (group));
}

void
umpire_form_groups_add_leading (UmpireFormGroups *self,
                                GtkWidget        *row)
{
  g_ptr_array_add (self->leading, g_object_ref_sink (row));
}

void
umpire_form_groups_lay_out (UmpireFormGroups          *self,
                            const UmpireProcedureInfo *info,
                            UmpireFieldRows           *fields)
{
  gboolean first_empty = TRUE;

  for (guint g = 0; g < self->groups->len; g++)
    {
      GtkListBox *list = group_at (self, g)->list;
      GtkWidget *child;

      while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
        gtk_list_box_remove (list, child);
    }
  for (guint i = 0; i < self->leading->len; i++)
    {
      gtk_list_box_append (group_at (self, 0)->list, g_ptr_array_index (self->leading, i));
      first_empty = FALSE;
    }
  for (const UmpireField *f = info != NULL ? info->inputs : NULL; fields != NULL && f != NULL && f->name != NULL; f++)
    {
      guint group = GPOINTER_TO_UINT (g_hash_table_lookup (self->group_of, f->name));

      if (umpire_field_rows_get_flags (fields, NULL, f->name) & UMPIRE_FORM_FIELD_HIDDEN)
        continue;
      umpire_field_rows_append (fields, NULL, f->name, GTK_WIDGET (group_at (self, group)->list));
      first_empty = first_empty && group != 0;
    }
  /* A first group left empty by the others is not shown. */
  gtk_widget_set_visible (group_at (self, 0)->box, !first_empty);
}
