/* umpire-dice.h: dice from the app (seeded) or from the table (typed in)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define UMPIRE_DICE_ERROR (umpire_dice_error_quark ())

typedef enum
{
  UMPIRE_DICE_ERROR_EXPRESSION,   /* not a dice expression such as 1d6 */
  UMPIRE_DICE_ERROR_OUT_OF_RANGE, /* a typed-in value the die cannot show */
  UMPIRE_DICE_ERROR_EXHAUSTED,    /* physical dice: no value typed in for this roll */
} UmpireDiceError;

GQuark umpire_dice_error_quark (void);

#define UMPIRE_DICE_MAX_COUNT 20

/* "1d6", "2d6", "1d10": how many dice of how many sides. */
typedef struct
{
  guint count;
  guint sides;
} UmpireDiceExpr;

gboolean umpire_dice_expr_parse  (const char      *text,
                                  UmpireDiceExpr  *expr,
                                  GError         **error);
/* As files and --xml hold it: "1d6", in every language. */
char    *umpire_dice_expr_to_string (const UmpireDiceExpr *expr);
/* As people read it, in the umpire's language: "1d6", German "1W6"; one die
 * "d6" ("W6"). Every hint, error, trail and sheet names dice so.
 * umpire_dice_dup_for_people takes an expression ("2d6"); text that is not
 * one is returned as it is. */
char    *umpire_dice_expr_dup_for_people (const UmpireDiceExpr *expr);
char    *umpire_die_dup_for_people       (guint                 sides);
char    *umpire_dice_dup_for_people      (const char           *expression);

/* One roll as it happened: every die, the total, and where it came from. */
typedef struct
{
  UmpireDiceExpr expr;
  guint          values[UMPIRE_DICE_MAX_COUNT];
  guint          total;
  gboolean       physical;
  guint32        seed;       /* the digital source's seed; 0 for physical dice */
  guint          sequence;   /* nth roll of this source, from 1 */
} UmpireRoll;

char    *umpire_roll_describe    (const UmpireRoll *roll);
char    *umpire_die_face         (const UmpireDiceExpr *expr,
                                  guint                 value);
gboolean umpire_die_parse_face   (const UmpireDiceExpr *expr,
                                  const char           *text,
                                  guint                *value,
                                  GError              **error);

#define UMPIRE_TYPE_DICE (umpire_dice_get_type ())
G_DECLARE_FINAL_TYPE (UmpireDice, umpire_dice, UMPIRE, DICE, GObject)

UmpireDice      *umpire_dice_new_seeded    (guint32            seed);
UmpireDice      *umpire_dice_new_physical  (void);
gboolean         umpire_dice_is_physical   (UmpireDice        *self);

/* Dice that walk every combination of faces, for exact odds
 * (umpire-odds.h): the first run shows 1 on every die it is asked for; after
 * umpire_dice_enumeration_next() the next run repeats the faces of the last
 * one up to its last die with faces left, which turns one face up, and shows
 * 1 on every die after it, like an odometer whose wheels may differ from
 * path to path. So a procedure rolling a varying number of dice is walked
 * exactly. Its rolls are neither physical nor seeded. */
UmpireDice      *umpire_dice_new_enumerating         (void);
gboolean         umpire_dice_is_enumerating          (UmpireDice *self);
/* Back to the start of the current path, with an empty history. */
void             umpire_dice_enumeration_restart     (UmpireDice *self);
/* Onto the next path; FALSE when every path has been walked. */
gboolean         umpire_dice_enumeration_next        (UmpireDice *self);
/* The chance of the path walked so far: the product of 1/sides of its dice. */
double           umpire_dice_enumeration_path_p      (UmpireDice *self);
guint            umpire_dice_enumeration_path_length (UmpireDice *self);
/* The combinations of faces of the dice of the path walked so far: the
 * product of their sides (a double: 6^999 is past every integer type, and
 * is +inf past a double's range). For a procedure that asks for the same dice
 * whatever they show, the number of its paths, known after its first run. */
double           umpire_dice_enumeration_path_count  (UmpireDice *self);
guint32          umpire_dice_get_seed      (UmpireDice        *self);
gboolean         umpire_dice_push          (UmpireDice        *self,
                                            guint              value,
                                            guint              sides,
                                            GError           **error);
/* Physical dice: the dice of `roll` (a roll of a recorded trail) to be
 * shown again, in order. When a later roll asks for the same dice, it is
 * that roll again, its source with it: "rolled by Umpire, seed 7, roll 6"
 * stays so, and dice from the table stay dice from the table. Do not mix
 * with umpire_dice_push on the same dice. */
/* Physical dice were asked for a roll they did not hold (however the
 * procedure reported it: a form's field error, say). */
gboolean         umpire_dice_get_exhausted (UmpireDice        *self);
gboolean         umpire_dice_push_recorded (UmpireDice        *self,
                                            const UmpireRoll  *roll,
                                            GError           **error);
gboolean         umpire_dice_push_text     (UmpireDice        *self,
                                            const char        *values,
                                            guint              sides,
                                            GError           **error);
guint            umpire_dice_pending       (UmpireDice        *self);
gboolean         umpire_dice_roll          (UmpireDice        *self,
                                            const UmpireDiceExpr *expr,
                                            UmpireRoll        *roll,
                                            GError           **error);
gboolean         umpire_dice_roll_text     (UmpireDice        *self,
                                            const char        *expression,
                                            UmpireRoll        *roll,
                                            GError           **error);
const GArray    *umpire_dice_get_history   (UmpireDice        *self);

/* The umpire's choice that every die is rolled on the table: the app's
 * dice then roll nothing (an error asks for the dice), and typed dice
 * with such a fallback need every field typed. */
void             umpire_dice_set_table_only (UmpireDice *self,
                                             gboolean    table_only);
gboolean         umpire_dice_get_table_only (UmpireDice *self);

/* ---- dice the umpire typed ---------------------------------------------- */

/* One die field of a form or one dice option of umpire-cli. */
typedef struct
{
  const char *field;    /* the field's name, as errors name it: "attack-die" */
  const char *dice;     /* the dice of one roll: "1d6", "1d10" */
  const char *text;     /* what the umpire typed; NULL or blank: nothing */
  gboolean    several;  /* `text` may hold the values of several rolls,
                         * comma-separated ("5,2,6"); else exactly one roll */
} UmpireTypedDie;

typedef enum
{
  UMPIRE_TYPED_DICE_MIXED,        /* a field left empty while others are typed
                                   * is rolled by the fallback in its turn */
  UMPIRE_TYPED_DICE_ALL_OR_NONE,  /* a field left empty while others are
                                   * typed is an error on that field */
} UmpireTypedDiceMode;

/* The one reading of typed dice. Every value must be a face of its field's
 * die (0 is the 10 of a d10); an error is an UMPIRE_INPUT_ERROR_INVALID
 * naming the field. When every field is empty: a new reference to
 * `fallback`, the app's dice. Else a physical source that gives the typed
 * values in the order of `dice`, each field's values in the order typed; in
 * MIXED mode an empty field's turn is rolled by `fallback`. Without a
 * fallback every field must be typed. */
UmpireDice      *umpire_dice_new_typed     (const UmpireTypedDie *dice,
                                            guint              n_dice,
                                            UmpireTypedDiceMode mode,
                                            UmpireDice        *fallback,
                                            GError           **error);

G_END_DECLS
