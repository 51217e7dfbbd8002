/* umpire-form-groups.h: a procedure form's groups of rows
 *
 * A form's fields stand in groups, each a heading and a boxed list, laid
 * side by side or stacked by the form's UmpireColumns. Group 0, with no
 * heading, takes the rows given no group and the leading rows (a picker
 * before the fields); it is hidden when left empty. Rows keep the
 * descriptor's order within their group.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "umpire-columns.h"
#include "umpire-descriptor.h"
#include "umpire-field-rows.h"

G_BEGIN_DECLS

typedef struct _UmpireFormGroups UmpireFormGroups;

/* With group 0 appended to `columns` (not owned: the form's). */
UmpireFormGroups *umpire_form_groups_new         (UmpireColumns      *columns);
void              umpire_form_groups_free        (UmpireFormGroups   *self);

/* A new group headed `title` (NULL: none), and its index. */
guint             umpire_form_groups_add         (UmpireFormGroups   *self,
                                                  const char         *title);
/* Puts the input named `name` (a string that outlives the groups: the
 * descriptor's) in `group`. */
void              umpire_form_groups_assign      (UmpireFormGroups   *self,
                                                  const char         *name,
                                                  guint               group);
/* A row before the fields, in group 0 (its reference is taken). */
void              umpire_form_groups_add_leading (UmpireFormGroups   *self,
                                                  GtkWidget          *row);

/* Puts every row of `fields` not hidden in its group, in the order of
 * `info`'s inputs, after the leading rows. */
void              umpire_form_groups_lay_out     (UmpireFormGroups          *self,
                                                  const UmpireProcedureInfo *info,
                                                  UmpireFieldRows           *fields);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UmpireFormGroups, umpire_form_groups_free)

G_END_DECLS
