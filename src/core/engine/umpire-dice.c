/* umpire-dice.c: dice from the app (seeded) or from the table (typed in)
 *
 * Both kinds answer the same roll call, so every procedure is a function of
 * its inputs and a dice source. Physical values are checked against the die
 * and never clamped; every roll is kept in the history for the log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-dice.h"
#include "umpire-input-error.h"

struct _UmpireDice
{
  GObject  parent_instance;
  GRand   *rand;       /* NULL for physical dice */
  guint32  seed;
  GQueue   typed;      /* GUINT_TO_POINTER (value << 8 | sides) typed in, in order;
                        * value 0: a turn of `fallback` (typed dice) */
  UmpireDice *fallback; /* typed dice: rolls the fields left empty */
  GQueue   origins;    /* recorded dice (umpire_dice_push_recorded): for each
                        * value in `typed`, the Origin of the roll it came from */
  GArray  *history;    /* UmpireRoll */
  /* Enumerating dice (umpire_dice_new_enumerating): the path of the current
   * run, one die per entry; the first `forced` faces repeat the last run's,
   * every die after them shows 1. */
  gboolean enumerating;
  gboolean table_only; /* the umpire's choice: every die comes off the table */
  gboolean exhausted;  /* physical dice were asked for more than they held */
  GArray  *path_faces; /* guint */
  GArray  *path_sides; /* guint */
  guint    forced;
  guint    position;
};

G_DEFINE_TYPE (UmpireDice, umpire_dice, G_TYPE_OBJECT)

/* Where a recorded die came from: the roll of the trail it is shown again
 * for, so that a result computed again says where its dice came from as
 * the first one did ("rolled by Umpire, seed 7, roll 6"), not "dice on the
 * table". */
typedef struct
{
  gboolean physical;
  guint32  seed;
  guint    sequence;
  guint    first;      /* the die's place in its roll: 0 for the first */
  guint    count;      /* the dice of its roll */
} Origin;
G_DEFINE_QUARK (umpire-dice-error-quark, umpire_dice_error)

static void
umpire_dice_finalize (GObject *object)
{
  UmpireDice *self = UMPIRE_DICE (object);

  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_object (&self->fallback);
  g_queue_clear (&self->typed);
  g_queue_clear_full (&self->origins, g_free);
  g_clear_pointer (&self->history, g_array_unref);
  g_clear_pointer (&self->path_faces, g_array_unref);
  g_clear_pointer (&self->path_sides, g_array_unref);

  G_OBJECT_CLASS (umpire_dice_parent_class)->finalize (object);
}

static void
umpire_dice_class_init (UmpireDiceClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = umpire_dice_finalize;
}

static void
umpire_dice_init (UmpireDice *self)
{
  g_queue_init (&self->typed);
  g_queue_init (&self->origins);
  self->history = g_array_new (FALSE, TRUE, sizeof (UmpireRoll));
}

UmpireDice *
umpire_dice_new_seeded (guint32 seed)
{
  UmpireDice *self = g_object_new (UMPIRE_TYPE_DICE, NULL);

  self->seed = seed;
  self->rand = g_rand_new_with_seed (seed);
  return self;
}

UmpireDice *
umpire_dice_new_physical (void)
{
  return g_object_new (UMPIRE_TYPE_DICE, NULL);
}

UmpireDice *
umpire_dice_new_enumerating (void)
{
  UmpireDice *self = g_object_new (UMPIRE_TYPE_DICE, NULL);

  self->enumerating = TRUE;
  self->path_faces = g_array_new (FALSE, FALSE, sizeof (guint));
  self->path_sides = g_array_new (FALSE, FALSE, sizeof (guint));
  return self;
}

gboolean
umpire_dice_is_enumerating (UmpireDice *self)
{
  g_return_val_if_fail (UMPIRE_IS_DICE (self), FALSE);
  return self->enumerating;
}

void
umpire_dice_enumeration_restart (UmpireDice *self)
{
  g_return_if_fail (UMPIRE_IS_DICE (self) && self->enumerating);

  self->position = 0;
  self->forced = self->path_faces->len;
  g_array_set_size (self->history, 0);
}

gboolean
umpire_dice_enumeration_next (UmpireDice *self)
{
  g_return_val_if_fail (UMPIRE_IS_DICE (self) && self->enumerating, FALSE);

  /* Dice the last run did not reach are not part of its path. */
  g_array_set_size (self->path_faces, self->position);
  g_array_set_size (self->path_sides, self->position);
  /* The odometer: the last die with faces left turns, those after it go. */
  for (guint i = self->path_faces->len; i-- > 0;)
    {
      guint *face = &g_array_index (self->path_faces, guint, i);

      if (*face < g_array_index (self->path_sides, guint, i))
        {
          (*face)++;
          g_array_set_size (self->path_faces, i + 1);
          g_array_set_size (self->path_sides, i + 1);
          self->forced = i + 1;
          umpire_dice_enumeration_restart (self);
          return TRUE;
        }
    }
  return FALSE;
}

double
umpire_dice_enumeration_path_p (UmpireDice *self)
{
  double p = 1.0;

  g_return_val_if_fail (UMPIRE_IS_DICE (self) && self->enumerating, 0.0);

  for (guint i = 0; i < self->position; i++)
    p /= g_array_index (self->path_sides, guint, i);
  return p;
}

double
umpire_dice_enumeration_path_count (UmpireDice *self)
{
  double count = 1.0;

  g_return_val_if_fail (UMPIRE_IS_DICE (self) && self->enumerating, 0.0);

  for (guint i = 0; i < self->position; i++)
    count *= g_array_index (self->path_sides, guint, i);
  return count;
}

guint
umpire_dice_enumeration_path_length (UmpireDice *self)
{
  g_return_val_if_fail (UMPIRE_IS_DICE (self) && self->enumerating, 0);
  return self->position;
}

gboolean
umpire_dice_is_physical (UmpireDice *self)
{
  g_return_val_if_fail (UMPIRE_IS_DICE (self), FALSE);
  return self->rand == NULL && !self->enumerating;
}

guint32
umpire_dice_get_seed (UmpireDice *self)
{
  g_return_val_if_fail (UMPIRE_IS_DICE (self), 0);
  return self->seed;
}

gboolean
umpire_dice_expr_parse (const char      *text,
                        UmpireDiceExpr  *expr,
                        GError         **error)
{
  g_autofree char *lower = NULL;
  const char *d;
  guint64 count = 1, sides;

  g_return_val_if_fail (expr != NULL, FALSE);

  if (text == NULL || *text == '\0')
    goto bad;
  lower = g_ascii_strdown (text, -1);
  g_strstrip (lower);
  d = strchr (lower, 'd');
  if (d == NULL)
    goto bad;
  if (d != lower)
    {
      g_autofree char *count_text = g_strndup (lower, d - lower);

      if (!g_ascii_string_to_unsigned (count_text, 10, 1, UMPIRE_DICE_MAX_COUNT, &count, NULL))
        goto bad;
    }
  if (!g_ascii_string_to_unsigned (d + 1, 10, 2, 100, &sides, NULL))
    goto bad;
  expr->count = (guint) count;
  expr->sides = (guint) sides;
  return TRUE;

bad:
  g_set_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_EXPRESSION,
               _("“%s” is not a dice expression such as 1d6, 2d6 or 1d10 (at most %d dice)"),
               text ? text : "", UMPIRE_DICE_MAX_COUNT);
  return FALSE;
}

char *
umpire_dice_expr_to_string (const UmpireDiceExpr *expr)
{
  return g_strdup_printf ("%ud%u", expr->count, expr->sides);
}

char *
umpire_die_dup_for_people (guint sides)
{
  /* TRANSLATORS: one die of that many sides as players write it ("d6",
   * "d10"): the die notation of your language, such as German "W%u". Every
   * hint, error, explanation and sheet that names dice uses it. */
  return g_strdup_printf (C_("die", "d%u"), sides);
}

char *
umpire_dice_expr_dup_for_people (const UmpireDiceExpr *expr)
{
  g_autofree char *die = umpire_die_dup_for_people (expr->sides);

  /* The count, then the die: "2d6", German "2W6". */
  return g_strdup_printf ("%u%s", expr->count, die);
}

char *
umpire_dice_dup_for_people (const char *expression)
{
  UmpireDiceExpr expr;

  if (expression == NULL || !umpire_dice_expr_parse (expression, &expr, NULL))
    return g_strdup (expression);
  return umpire_dice_expr_dup_for_people (&expr);
}

char *
umpire_die_face (const UmpireDiceExpr *expr,
                 guint                 value)
{
  /* A d10 shows its 10 as "0", as the sources write "9-0". */
  if (expr->sides == 10 && value == 10)
    return g_strdup ("0");
  return g_strdup_printf ("%u", value);
}

gboolean
umpire_die_parse_face (const UmpireDiceExpr *expr,
                       const char           *text,
                       guint                *value,
                       GError              **error)
{
  guint64 number = 0;
  g_autofree char *trimmed = g_strstrip (g_strdup (text ? text : ""));

  if (!g_ascii_string_to_unsigned (trimmed, 10, 0, G_MAXUINT, &number, NULL))
    {
      g_set_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_OUT_OF_RANGE,
                   _("“%s” is not a die value"), trimmed);
      return FALSE;
    }
  if (expr->sides == 10 && number == 0)
    number = 10;
  if (number < 1 || number > expr->sides)
    {
      g_autofree char *die = umpire_die_dup_for_people (expr->sides);

      g_set_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_OUT_OF_RANGE,
                   /* TRANSLATORS: the value typed, then the die ("d6"), its top face */
                   _("%s is not a face of a %s (1 to %u%s)"),
                   trimmed, die, expr->sides,
                   expr->sides == 10 ? _(", or 0 for 10") : "");
      return FALSE;
    }
  *value = (guint) number;
  return TRUE;
}

gboolean
umpire_dice_push (UmpireDice  *self,
                  guint        value,
                  guint        sides,
                  GError     **error)
{
  UmpireDiceExpr expr = { 1, sides };
  g_autofree char *text = g_strdup_printf ("%u", value);
  guint checked;

  g_return_val_if_fail (UMPIRE_IS_DICE (self), FALSE);

  if (!umpire_die_parse_face (&expr, text, &checked, error))
    return FALSE;
  g_queue_push_tail (&self->typed, GUINT_TO_POINTER (checked << 8 | (sides & 0xff)));
  return TRUE;
}

gboolean
umpire_dice_get_exhausted (UmpireDice *self)
{
  g_return_val_if_fail (UMPIRE_IS_DICE (self), FALSE);
  return self->exhausted;
}

gboolean
umpire_dice_push_recorded (UmpireDice       *self,
                           const UmpireRoll *roll,
                           GError          **error)
{
  g_return_val_if_fail (UMPIRE_IS_DICE (self), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);
  g_return_val_if_fail (self->typed.length == self->origins.length, FALSE);

  for (guint i = 0; i < roll->expr.count; i++)
    {
      Origin *origin;

      if (!umpire_dice_push (self, roll->values[i], roll->expr.sides, error))
        return FALSE;
      origin = g_new0 (Origin, 1);
      origin->physical = roll->physical;
      origin->seed = roll->seed;
      origin->sequence = roll->sequence;
      origin->first = i;
      origin->count = roll->expr.count;
      g_queue_push_tail (&self->origins, origin);
    }
  return TRUE;
}

gboolean
umpire_dice_push_text (UmpireDice  *self,
                       const char  *values,
                       guint        sides,
                       GError     **error)
{
  UmpireDiceExpr expr = { 1, sides };
  g_auto(GStrv) parts = g_strsplit_set (values ? values : "", ", ", -1);
  g_autoptr(GArray) checked = g_array_new (FALSE, FALSE, sizeof (guint));

  /* Check them all first, so a typo leaves nothing half-queued. */
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint value;

      if (*parts[i] == '\0')
        continue;
      if (!umpire_die_parse_face (&expr, parts[i], &value, error))
        return FALSE;
      g_array_append_val (checked, value);
    }
  for (guint i = 0; i < checked->len; i++)
    g_queue_push_tail (&self->typed,
                       GUINT_TO_POINTER (g_array_index (checked, guint, i) << 8 | (sides & 0xff)));
  return TRUE;
}

guint
umpire_dice_pending (UmpireDice *self)
{
  g_return_val_if_fail (UMPIRE_IS_DICE (self), 0);
  return self->typed.length;
}

gboolean
umpire_dice_roll (UmpireDice            *self,
                  const UmpireDiceExpr  *expr,
                  UmpireRoll            *roll,
                  GError               **error)
{
  UmpireRoll result = { 0 };

  g_return_val_if_fail (UMPIRE_IS_DICE (self), FALSE);
  g_return_val_if_fail (expr != NULL && roll != NULL, FALSE);
  g_return_val_if_fail (expr->count >= 1 && expr->count <= UMPIRE_DICE_MAX_COUNT, FALSE);

  result.expr = *expr;
  result.physical = self->rand == NULL && !self->enumerating;
  result.seed = self->seed;

  if (self->enumerating)
    {
      for (guint i = 0; i < expr->count; i++, self->position++)
        {
          if (self->position < self->forced)
            {
              /* A procedure is a function of its inputs and dice: the same
               * faces so far ask for the same die next. */
              if (g_array_index (self->path_sides, guint, self->position) != expr->sides)
                {
                  g_autofree char *now = umpire_die_dup_for_people (expr->sides);
                  g_autofree char *before = umpire_die_dup_for_people (g_array_index (self->path_sides, guint,
                                                                                      self->position));

                  g_set_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_OUT_OF_RANGE,
                               _("The procedure asked for a %s where it asked for a %s before with the same dice"),
                               now, before);
                  return FALSE;
                }
              result.values[i] = g_array_index (self->path_faces, guint, self->position);
            }
          else
            {
              guint one = 1;

              g_array_set_size (self->path_faces, self->position);
              g_array_set_size (self->path_sides, self->position);
              g_array_append_val (self->path_faces, one);
              g_array_append_val (self->path_sides, expr->sides);
              self->forced = self->position + 1;
              result.values[i] = 1;
            }
        }
    }

  if (result.physical && self->typed.length > 0 &&
      GPOINTER_TO_UINT (g_queue_peek_head (&self->typed)) >> 8 == 0)
    {
      /* A field left empty among typed ones: the app's dice roll it, and
       * the roll keeps their seed and sequence so it can be repeated. */
      g_assert (self->fallback != NULL);
      if (!umpire_dice_roll (self->fallback, expr, &result, error))
        return FALSE;
      g_queue_pop_head (&self->typed);
      g_array_append_val (self->history, result);
      *roll = result;
      return TRUE;
    }
  if (result.physical)
    {
      if (self->typed.length < expr->count)
        {
          g_autofree char *dice = umpire_dice_expr_dup_for_people (expr);

          self->exhausted = TRUE;
          g_set_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_EXHAUSTED,
                       _("Type in %u value(s) for %s from the dice on the table"),
                       expr->count - self->typed.length, dice);
          return FALSE;
        }
      for (guint i = 0; i < expr->count; i++)
        {
          guint packed = GPOINTER_TO_UINT (g_queue_peek_nth (&self->typed, i));

          if ((packed & 0xff) != (expr->sides & 0xff))
            {
              g_autofree char *typed = umpire_die_dup_for_people (packed & 0xff);
              g_autofree char *needed = umpire_die_dup_for_people (expr->sides);

              g_set_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_OUT_OF_RANGE,
                           _("The value typed in was for a %s, but this roll needs a %s"),
                           typed, needed);
              return FALSE;
            }
        }
      for (guint i = 0; i < expr->count; i++)
        {
          g_autofree Origin *origin = g_queue_pop_head (&self->origins);

          result.values[i] = GPOINTER_TO_UINT (g_queue_pop_head (&self->typed)) >> 8;
          /* Shown again as the roll it was part of, whole and in order:
           * that roll's source, seed and number. */
          if (i == 0 && origin != NULL && !origin->physical && origin->first == 0
              && origin->count == expr->count)
            {
              result.physical = FALSE;
              result.seed = origin->seed;
              result.sequence = origin->sequence;
            }
        }
      if (!result.physical)
        {
          for (guint i = 0; i < expr->count; i++)
            result.total += result.values[i];
          g_array_append_val (self->history, result);
          *roll = result;
          return TRUE;
        }
    }
  else if (!self->enumerating)
    {
      if (self->table_only)
        {
          g_autofree char *dice = umpire_dice_expr_dup_for_people (expr);

          g_set_error (error, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_EXHAUSTED,
                       _("Roll %s on the table and type the dice in (Umpire rolls no dice: see Preferences)"),
                       dice);
          return FALSE;
        }
      for (guint i = 0; i < expr->count; i++)
        result.values[i] = (guint) g_rand_int_range (self->rand, 1, (gint32) expr->sides + 1);
    }

  for (guint i = 0; i < expr->count; i++)
    result.total += result.values[i];
  result.sequence = self->history->len + 1;
  g_array_append_val (self->history, result);
  *roll = result;
  return TRUE;
}

gboolean
umpire_dice_roll_text (UmpireDice  *self,
                       const char  *expression,
                       UmpireRoll  *roll,
                       GError     **error)
{
  UmpireDiceExpr expr;

  if (!umpire_dice_expr_parse (expression, &expr, error))
    return FALSE;
  return umpire_dice_roll (self, &expr, roll, error);
}

const GArray *
umpire_dice_get_history (UmpireDice *self)
{
  g_return_val_if_fail (UMPIRE_IS_DICE (self), NULL);
  return self->history;
}

/* The values of one field, checked, appended to `values`. */
static gboolean
parse_typed_die (const UmpireTypedDie  *die,
                 const UmpireDiceExpr  *expr,
                 const char            *text,
                 GArray                *values,
                 GError               **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text, ", ", -1);
  g_autoptr(GError) local = NULL;
  guint n = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint value;

      if (*parts[i] == '\0')
        continue;
      if (!umpire_die_parse_face (expr, parts[i], &value, &local))
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, die->field, "%s", local->message);
          return FALSE;
        }
      g_array_append_val (values, value);
      n++;
    }
  if (!die->several && n != expr->count)
    {
      g_autofree char *one = umpire_die_dup_for_people (expr->sides);
      g_autofree char *dice = umpire_dice_expr_dup_for_people (expr);

      if (expr->count == 1)
        umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, die->field,
                            _("“%s” is not a face of a %s: type one die"), text, one);
      else
        umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, die->field,
                            _("type %u values for %s, one per die"), expr->count, dice);
      return FALSE;
    }
  return TRUE;
}

UmpireDice *
umpire_dice_new_typed (const UmpireTypedDie  *dice,
                       guint                  n_dice,
                       UmpireTypedDiceMode    mode,
                       UmpireDice            *fallback,
                       GError               **error)
{
  g_autoptr(UmpireDice) typed = NULL;
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean any = FALSE;

  g_return_val_if_fail (dice != NULL || n_dice == 0, NULL);
  g_return_val_if_fail (fallback == NULL || UMPIRE_IS_DICE (fallback), NULL);

  for (guint i = 0; i < n_dice; i++)
    {
      g_autofree char *text = g_strstrip (g_strdup (dice[i].text ? dice[i].text : ""));
      any |= *text != '\0';
    }
  /* Dice left to Umpire that Umpire may not roll: each field must be typed. */
  if (fallback != NULL && fallback->table_only)
    fallback = NULL;
  if (!any && fallback != NULL)
    return g_object_ref (fallback);

  /* Check them all first, so a typo leaves nothing half-made. */
  typed = umpire_dice_new_physical ();
  for (guint i = 0; i < n_dice; i++)
    {
      g_autofree char *text = g_strstrip (g_strdup (dice[i].text ? dice[i].text : ""));
      UmpireDiceExpr expr;

      g_return_val_if_fail (dice[i].field != NULL, NULL);
      if (!umpire_dice_expr_parse (dice[i].dice, &expr, error))
        return NULL;
      if (*text == '\0')
        {
          if (fallback == NULL || mode == UMPIRE_TYPED_DICE_ALL_OR_NONE)
            {
              umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, dice[i].field,
                                  fallback == NULL ? _("type the value read off the table")
                                                   : _("type every die read off the table, or leave them all empty to roll"));
              return NULL;
            }
          g_queue_push_tail (&typed->typed, GUINT_TO_POINTER (expr.sides & 0xff));
          continue;
        }
      g_array_set_size (values, 0);
      if (!parse_typed_die (&dice[i], &expr, text, values, error))
        return NULL;
      for (guint v = 0; v < values->len; v++)
        g_queue_push_tail (&typed->typed,
                           GUINT_TO_POINTER (g_array_index (values, guint, v) << 8 | (expr.sides & 0xff)));
    }
  if (fallback != NULL)
    typed->fallback = g_object_ref (fallback);
  return g_steal_pointer (&typed);
}

char *
umpire_roll_describe (const UmpireRoll *roll)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *expr = umpire_dice_expr_dup_for_people (&roll->expr);

  g_string_append_printf (text, "%s = ", expr);
  for (guint i = 0; i < roll->expr.count; i++)
    {
      g_autofree char *face = umpire_die_face (&roll->expr, roll->values[i]);

      g_string_append_printf (text, "%s%s", i ? "+" : "", face);
    }
  if (roll->expr.count > 1)
    g_string_append_printf (text, " = %u", roll->total);
  if (roll->physical)
    g_string_append (text, _(" (dice on the table)"));
  else
    g_string_append_printf (text, _(" (rolled by Umpire, seed %u, roll %u)"),
                            roll->seed, roll->sequence);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
umpire_dice_set_table_only (UmpireDice *self,
                            gboolean    table_only)
{
  g_return_if_fail (UMPIRE_IS_DICE (self));
  self->table_only = !!table_only;
}

gboolean
umpire_dice_get_table_only (UmpireDice *self)
{
  g_return_val_if_fail (UMPIRE_IS_DICE (self), FALSE);
  return self->table_only;
}
