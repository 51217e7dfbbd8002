/* fuzz-dice-expression.c: any text as dice and die faces
 *
 * The first line is a dice expression ("2d6"); the rest is what an umpire
 * types for the faces read off the table ("3, 5"): parsed as one face, then
 * queued on physical dice and rolled until they run out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "fuzz-common.h"
#include "umpire-dice.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_setup ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_autoptr(UmpireDice) dice = umpire_dice_new_physical ();
  g_autoptr(UmpireDice) seeded = NULL;
  g_autoptr(GError) error = NULL;
  char *faces = strchr (text, '\n');
  UmpireDiceExpr expr = { 0 };
  UmpireRoll roll;
  guint value = 0;

  if (faces != NULL)
    *faces++ = '\0';
  else
    faces = text;

  if (!umpire_dice_expr_parse (text, &expr, &error))
    {
      g_assert (error != NULL);
      /* Faces are still checked against a plain d6. */
      expr.count = 1;
      expr.sides = 6;
      g_clear_error (&error);
    }
  else
    {
      g_autofree char *again = umpire_dice_expr_to_string (&expr);
      UmpireDiceExpr reparsed;

      /* What is printed parses back to the same dice. */
      g_assert (umpire_dice_expr_parse (again, &reparsed, NULL));
      g_assert (reparsed.count == expr.count && reparsed.sides == expr.sides);
      g_assert (expr.count >= 1 && expr.count <= UMPIRE_DICE_MAX_COUNT);
    }

  if (umpire_die_parse_face (&expr, faces, &value, &error))
    {
      g_autofree char *face = umpire_die_face (&expr, value);

      g_assert (value >= 1 && value <= expr.sides);
      g_assert (face != NULL);
    }
  g_clear_error (&error);

  if (umpire_dice_push_text (dice, faces, expr.sides, &error))
    {
      /* Roll until the typed values run out: never clamped, never invented. */
      while (umpire_dice_roll (dice, &expr, &roll, &error))
        {
          g_autofree char *described = umpire_roll_describe (&roll);

          for (guint i = 0; i < roll.expr.count; i++)
            g_assert (roll.values[i] >= 1 && roll.values[i] <= expr.sides);
          g_assert (described != NULL);
        }
      g_assert (error != NULL);
    }
  else
    g_assert (umpire_dice_pending (dice) == 0);
  g_clear_error (&error);

  /* And the same expression rolled digitally, from a seed in the input. */
  seeded = umpire_dice_new_seeded ((guint32) size);
  if (umpire_dice_roll_text (seeded, text, &roll, NULL))
    g_assert (roll.total >= roll.expr.count && roll.total <= roll.expr.count * roll.expr.sides);
  return 0;
}
