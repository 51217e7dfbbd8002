/* umpire-battle-state.c: the battle as the log leaves it
 *
 * One replay serves both the state and the corrections: the header seeds
 * the figures, then each event in force, at the place of the earliest event
 * it stands for, checks what it read against the figures and applies what
 * it wrote. A correction is that replay with the out-of-date events
 * computed again on the way.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "umpire-battle-state.h"
#include "umpire-catalogue.h"
#include "umpire-input-error.h"
#include "umpire-inputs.h"
#include "umpire-setup.h"
#include "umpire-xml.h"

#define N_SCOPES 3   /* battle, attacker, defender */

typedef struct
{
  UmpireEventState state;
  char            *reason;
} EventNote;

struct _UmpireBattleState
{
  GHashTable *figures[N_SCOPES];   /* key → text */
  GHashTable *on_turn;             /* "SCOPE|TURN|KEY" → text (a sum) */
  GHashTable *turns;               /* turns on which a figure was added to */
  GHashTable *units;               /* name → (key → text) */
  GHashTable *notes;               /* UmpireEvent* → EventNote */
  GHashTable *tainted;             /* "SCOPE|KEY", "U|UNIT|KEY": figures an
                                    * out-of-date result would have set */
  guint       out_of_date;
};

static void
event_note_free (gpointer data)
{
  EventNote *note = data;

  g_free (note->reason);
  g_free (note);
}

static GHashTable *
figures_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

static UmpireBattleState *
state_new (void)
{
  UmpireBattleState *self = g_new0 (UmpireBattleState, 1);

  for (guint s = 0; s < N_SCOPES; s++)
    self->figures[s] = figures_new ();
  self->on_turn = figures_new ();
  self->turns = g_hash_table_new (NULL, NULL);
  self->units = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_hash_table_unref);
  self->notes = g_hash_table_new_full (NULL, NULL, NULL, event_note_free);
  self->tainted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return self;
}

void
umpire_battle_state_free (UmpireBattleState *self)
{
  if (self == NULL)
    return;
  for (guint s = 0; s < N_SCOPES; s++)
    g_hash_table_unref (self->figures[s]);
  g_hash_table_unref (self->on_turn);
  g_hash_table_unref (self->turns);
  g_hash_table_unref (self->units);
  g_hash_table_unref (self->notes);
  g_hash_table_unref (self->tainted);
  g_free (self);
}

/* ---- figures ------------------------------------------------------------ */

/* The table of a scope for an event of `side`; -1: none (a side's figure
 * for an event of both sides). */
static int
scope_index (UmpireStateScope scope,
             UmpireSide       side)
{
  switch (scope)
    {
    case UMPIRE_STATE_BATTLE: return 0;
    case UMPIRE_STATE_ATTACKER: return 1;
    case UMPIRE_STATE_DEFENDER: return 2;
    case UMPIRE_STATE_SIDE:
      return side == UMPIRE_SIDE_ATTACKER ? 1 : side == UMPIRE_SIDE_DEFENDER ? 2 : -1;
    case UMPIRE_STATE_ENEMY:
      return side == UMPIRE_SIDE_ATTACKER ? 2 : side == UMPIRE_SIDE_DEFENDER ? 1 : -1;
    case UMPIRE_STATE_BOTH:
    case UMPIRE_STATE_UNIT:
    default:
      return -1;
    }
}

static const char *const scope_names[N_SCOPES] = { "battle", "attacker", "defender" };

static void
set_figure (GHashTable *table,
            const char *key,
            const char *value)
{
  if (value == NULL)
    g_hash_table_remove (table, key);
  else
    g_hash_table_insert (table, g_strdup (key), g_strdup (value));
}

static void
set_number (GHashTable *table,
            const char *key,
            double      value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (buffer, sizeof buffer, "%g", value);
  set_figure (table, key, buffer);
}

/* The text as a number; FALSE when it is not one. */
static gboolean
parse_number (const char *text,
              double     *number)
{
  char *end = NULL;

  if (text == NULL || *text == '\0')
    return FALSE;
  *number = g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
}

static double
figure_number (GHashTable *table,
               const char *key)
{
  double number;

  return parse_number (g_hash_table_lookup (table, key), &number) ? number : 0;
}

const char *
umpire_battle_state_get (UmpireBattleState *self,
                         UmpireStateScope   scope,
                         const char        *key)
{
  int index = scope_index (scope, UMPIRE_SIDE_NONE);

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (key != NULL, NULL);
  return index >= 0 ? g_hash_table_lookup (self->figures[index], key) : NULL;
}

int
umpire_battle_state_get_int (UmpireBattleState *self,
                             UmpireStateScope   scope,
                             const char        *key)
{
  double number;

  return parse_number (umpire_battle_state_get (self, scope, key), &number) ? (int) lround (number) : 0;
}

static char *
on_turn_key (int         scope,
             int         turn,
             const char *key)
{
  return g_strdup_printf ("%d|%d|%s", scope, turn, key);
}

double
umpire_battle_state_get_on_turn (UmpireBattleState *self,
                                 UmpireStateScope   scope,
                                 const char        *key,
                                 int                turn)
{
  g_autofree char *name = NULL;
  int index = scope_index (scope, UMPIRE_SIDE_NONE);

  g_return_val_if_fail (self != NULL, 0);
  if (index < 0 || key == NULL)
    return 0;
  name = on_turn_key (index, turn, key);
  return figure_number (self->on_turn, name);
}

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

GArray *
umpire_battle_state_dup_turns (UmpireBattleState *self)
{
  GArray *turns = g_array_new (FALSE, FALSE, sizeof (int));
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (self != NULL, turns);
  g_hash_table_iter_init (&iter, self->turns);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int turn = GPOINTER_TO_INT (key) - 1;

      g_array_append_val (turns, turn);
    }
  g_array_sort (turns, compare_ints);
  return turns;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

static GStrv
dup_sorted_keys (GHashTable *table)
{
  guint n = 0;
  GStrv keys = (GStrv) g_hash_table_get_keys_as_array (table, &n);

  /* The array's strings are the table's: copied. */
  for (guint i = 0; i < n; i++)
    keys[i] = g_strdup (keys[i]);
  qsort (keys, n, sizeof (char *), compare_strings);
  return keys;
}

GStrv
umpire_battle_state_dup_keys (UmpireBattleState *self,
                              UmpireStateScope   scope)
{
  int index = scope_index (scope, UMPIRE_SIDE_NONE);

  g_return_val_if_fail (self != NULL, NULL);
  if (index < 0)
    return g_new0 (char *, 1);
  return dup_sorted_keys (self->figures[index]);
}

GStrv
umpire_battle_state_dup_units (UmpireBattleState *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return dup_sorted_keys (self->units);
}

const char *
umpire_battle_state_get_unit (UmpireBattleState *self,
                              const char        *unit,
                              const char        *key)
{
  GHashTable *figures;

  g_return_val_if_fail (self != NULL, NULL);
  figures = unit != NULL ? g_hash_table_lookup (self->units, unit) : NULL;
  return figures != NULL && key != NULL ? g_hash_table_lookup (figures, key) : NULL;
}

GStrv
umpire_battle_state_dup_unit_keys (UmpireBattleState *self,
                                   const char        *unit)
{
  GHashTable *figures;

  g_return_val_if_fail (self != NULL, NULL);
  figures = unit != NULL ? g_hash_table_lookup (self->units, unit) : NULL;
  return figures != NULL ? dup_sorted_keys (figures) : g_new0 (char *, 1);
}

UmpireEventState
umpire_battle_state_get_event_state (UmpireBattleState *self,
                                     UmpireEvent       *event,
                                     const char       **reason)
{
  EventNote *note;

  g_return_val_if_fail (self != NULL, UMPIRE_EVENT_STATE_UNDONE);
  g_return_val_if_fail (UMPIRE_IS_EVENT (event), UMPIRE_EVENT_STATE_UNDONE);

  note = g_hash_table_lookup (self->notes, event);
  if (reason != NULL)
    *reason = note != NULL ? note->reason : NULL;
  return note != NULL ? note->state : UMPIRE_EVENT_STATE_UNDONE;
}

guint
umpire_battle_state_count_out_of_date (UmpireBattleState *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->out_of_date;
}

/* ---- words -------------------------------------------------------------- */

typedef struct
{
  const char *key;
  const char *label;
} KeyLabel;

/* The state's own vocabulary; figures of a rule system's items
 * ("support:barrage") read as the figure and the item. */
static const KeyLabel key_labels[] = {
  { "title", N_("title") },
  { "year", N_("year") },
  { "battle", N_("battle") },
  { "terrain", N_("terrain") },
  { "scale", N_("ground scale") },
  { "turn", N_("turn") },
  { "lull-start", N_("lull rolls begin on turn") },
  { "lull", N_("lull") },
  { "proximity-yards", N_("proximity in yards") },
  { "proximity-inches", N_("proximity in inches") },
  { "nation", N_("nation") },
  { "sub-units", N_("sub-units") },
  { "support", N_("support") },
  { "heavy", N_("heavy-weapon bases") },
  { "defenses", N_("defensive works") },
  { "barrages-spent", N_("barrages spent on counter-battery fire") },
  { "barrages-lost", N_("barrages lost to counter-battery fire") },
  { "barrages-left", N_("barrages left") },
  { "barrages-after-bombardment", N_("barrages left after the bombardment") },
  { "loss", N_("losses") },
  { "loss-before", N_("losses in the battles before") },
  { "supply", N_("supply points spent") },
  { "reserves-committed", N_("HQ reserves committed") },
  { "figures", N_("figures") },
  { "morale", N_("morale") },
  { "ammo-used", N_("fire turns of ammunition used") },
  { "side", N_("side") },
};

const char *
umpire_battle_state_key_label (const char *key)
{
  g_autofree char *base = NULL;
  const char *colon;

  g_return_val_if_fail (key != NULL, NULL);
  colon = strchr (key, ':');
  base = colon != NULL ? g_strndup (key, colon - key) : g_strdup (key);
  for (guint i = 0; i < G_N_ELEMENTS (key_labels); i++)
    if (g_str_equal (key_labels[i].key, base))
      return colon == NULL ? _(key_labels[i].label) : g_intern_string (key);
  return g_intern_string (key);
}

/* ---- reasons in the umpire's language ----------------------------------- */

/* What a correction writes into a file, by its English words, with how
 * each %s is read: 'w' words of these patterns (translated, or the match
 * fails), 'k' a figure's or a side's name (or the match fails), 'a' one
 * if it is one, else a name as it is (a unit), 'r' a value as it is. Longer patterns first; "%s: %s" (a
 * procedure's own error after the figures) last. */
static const struct { const char *msgid; const char *kinds; } reason_patterns[] = {
  { N_("what it read is as it was again"), "" },
  { N_("%s, after a value was changed by hand: check it and roll again"), "w" },
  { N_("%s: cannot be computed again from what it recorded"), "w" },
  { N_("%s: needs more dice than were rolled"), "w" },
  { N_("%s: roll that again first"), "w" },
  { N_("%s out of date"), "w" },
  { N_("%s %s → %s"), "wrr" },
  { N_("both sides’ %s"), "k" },
  { N_("%s %s"), "ak" },
  { N_("%s: %s"), "wr" },
};

static char *translate_reason (const char *text,
                               GHashTable *memo);

/* A side's or a figure's name, in the umpire's language; NULL if `text`
 * is neither. */
static char *
translate_atom (const char *text)
{
  static const char *const sides[] = { N_("Attacker"), N_("Defender"), N_("Both sides") };

  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    if (g_str_equal (text, sides[i]))
      return g_strdup (_(sides[i]));
  for (guint i = 0; i < G_N_ELEMENTS (key_labels); i++)
    if (g_str_equal (text, key_labels[i].label))
      return g_strdup (_(key_labels[i].label));
  return NULL;
}

static char *
translate_piece (const char *text,
                 char        kind,
                 GHashTable *memo)
{
  char *atom;

  if (kind == 'r')
    return g_strdup (text);
  if ((atom = translate_atom (text)) != NULL)
    return atom;
  if (kind == 'a')
    return g_strdup (text);
  return kind == 'k' ? NULL : translate_reason (text, memo);
}

/* Matches `text` from `t` against `format` from `f`; each %s takes some
 * text, longest first ("Defender sub-units" before "Defender"), until the
 * rest and every piece match. */
static gboolean
match_pattern (const char  *f,
               const char  *t,
               const char  *kinds,
               guint        n,
               char       **pieces,
               GHashTable  *memo)
{
  const char *mark = strstr (f, "%s");

  if (mark == NULL)
    return g_str_equal (f, t);
  if (strncmp (f, t, mark - f) != 0)
    return FALSE;
  t += mark - f;
  f = mark + 2;
  for (const char *end = t + strlen (t); end > t; end--)
    {
      g_autofree char *piece = g_strndup (t, end - t);
      char *translated;

      if (*f != '\0' && strncmp (end, f, strstr (f, "%s") != NULL ? (size_t) (strstr (f, "%s") - f) : strlen (f)) != 0)
        continue;
      if (*f == '\0' && *end != '\0')
        continue;
      translated = translate_piece (piece, kinds[n], memo);
      if (translated == NULL)
        continue;
      pieces[n] = translated;
      if (match_pattern (f, end, kinds, n + 1, pieces, memo))
        return TRUE;
      g_clear_pointer (&pieces[n], g_free);
    }
  return FALSE;
}

/* `text` in the umpire's language, or NULL: not words of these patterns.
 * `memo` holds what each text gave (""+1 for NULL), so that a text is read
 * once however many ways a pattern splits the texts around it. */
static char *
translate_reason (const char *text,
                  GHashTable *memo)
{
  static const char failed[] = "";
  char *translated = NULL;
  const char *known;

  if ((known = g_hash_table_lookup (memo, text)) != NULL)
    return known == failed ? NULL : g_strdup (known);
  if (strstr (text, "; ") != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (text, "; ", -1);
      gboolean all = TRUE;

      for (guint i = 0; all && parts[i] != NULL; i++)
        {
          char *part = translate_reason (parts[i], memo);

          all = part != NULL;
          if (all)
            {
              g_free (parts[i]);
              parts[i] = part;
            }
        }
      if (all)
        translated = g_strjoinv ("; ", parts);
    }
  for (guint i = 0; translated == NULL && i < G_N_ELEMENTS (reason_patterns); i++)
    {
      char *pieces[3] = { NULL, NULL, NULL };

      if (!match_pattern (reason_patterns[i].msgid, text, reason_patterns[i].kinds, 0, pieces, memo))
        continue;
      translated = g_strdup_printf (_(reason_patterns[i].msgid), pieces[0], pieces[1], pieces[2]);
      for (guint p = 0; p < G_N_ELEMENTS (pieces); p++)
        g_free (pieces[p]);
    }
  g_hash_table_insert (memo, g_strdup (text), translated != NULL ? g_strdup (translated) : (char *) failed);
  return translated;
}

static void
free_memo (gpointer data)
{
  /* The failures are the one static "" */
  if (*(const char *) data != '\0')
    g_free (data);
}

char *
umpire_battle_reason_dup_for_people (const char *reason)
{
  GHashTable *memo;
  char *translated;

  if (reason == NULL)
    return NULL;
  /* Umpire writes reasons of a line or two; anything longer is not one. */
  if (strlen (reason) > 2000)
    return g_strdup (reason);
  memo = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, free_memo);
  translated = translate_reason (reason, memo);
  g_hash_table_unref (memo);
  return translated != NULL ? translated : g_strdup (reason);
}

/* A message in the umpire's language, or as written (`english`): what a
 * file keeps, so that it reads the same in any language
 * (umpire_battle_reason_dup_for_people says it in the umpire's). */
static const char *
in_words (gboolean    english,
          const char *msgid)
{
  return english ? msgid : _(msgid);
}

/* A figure's label, in the umpire's language or as written. */
static const char *
key_label_in (const char *key,
              gboolean    english)
{
  if (english)
    for (guint i = 0; i < G_N_ELEMENTS (key_labels); i++)
      if (g_str_equal (key_labels[i].key, key))
        return key_labels[i].label;
  return umpire_battle_state_key_label (key);
}

/* "Defender sub-units": whose figure a read takes, for people (in English
 * for the file with `english`). */
static char *
dup_read_words_of (const UmpireStateRead *read,
                   UmpireSide             side,
                   const char            *unit,
                   gboolean               english)
{
  const char *label = key_label_in (read->key, english);
  int index = scope_index (read->scope, side);

  if (read->scope == UMPIRE_STATE_UNIT)
    return g_strdup_printf ("%s %s", unit, label);
  if (read->scope == UMPIRE_STATE_BOTH)
    /* Translators: a figure of both sides added, e.g. "both sides' sub-units" */
    return g_strdup_printf (in_words (english, N_("both sides’ %s")), label);
  if (index == 1 || index == 2)
    /* Translators: a side and one of its figures, e.g. "Defender sub-units" */
    return g_strdup_printf (in_words (english, N_("%s %s")),
                            english ? (index == 1 ? "Attacker" : "Defender")
                                    : umpire_side_get_label (index == 1 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER),
                            label);
  return g_strdup (label);
}

static char *
dup_read_words (const UmpireStateRead *read,
                UmpireSide             side,
                UmpireResult          *result,
                gboolean               english)
{
  return dup_read_words_of (read, side,
                            read->scope == UMPIRE_STATE_UNIT ? umpire_result_get_input (result, read->unit_input) : NULL,
                            english);
}

char *
umpire_battle_state_dup_read_label (const UmpireStateRead *read,
                                    UmpireSide             side,
                                    const char            *unit)
{
  g_return_val_if_fail (read != NULL, NULL);
  return dup_read_words_of (read, side, unit, FALSE);
}

/* ---- the replay --------------------------------------------------------- */

/* The result's descriptor; one made by id alone (a test's, a plugin's)
 * by its id in the catalogue. */
static const UmpireProcedureInfo *
result_info (UmpireResult *result)
{
  const UmpireProcedureInfo *info = umpire_result_get_info (result);

  return info != NULL ? info : umpire_catalogue_find (umpire_result_get_procedure (result));
}

static void
seed_from_header (UmpireBattleState *self,
                  UmpireScenario    *scenario)
{
  static const UmpireSide sides[] = { UMPIRE_SIDE_ATTACKER, UMPIRE_SIDE_DEFENDER };
  const GPtrArray *units = umpire_scenario_get_units (scenario);
  const GPtrArray *carried = umpire_scenario_get_carried_figures (scenario);
  GHashTable *battle = self->figures[0];

  set_figure (battle, "title", umpire_scenario_get_title (scenario));
  if (umpire_scenario_get_year (scenario) > 0)
    set_number (battle, "year", umpire_scenario_get_year (scenario));
  set_figure (battle, "battle", umpire_scenario_get_battle (scenario));
  set_figure (battle, "terrain", umpire_scenario_get_terrain (scenario));
  set_figure (battle, "scale", umpire_scenario_get_scale (scenario));
  set_number (battle, "turn", umpire_scenario_get_turn (scenario));
  if (umpire_scenario_get_lull_start (scenario) > 0)
    set_number (battle, "lull-start", umpire_scenario_get_lull_start (scenario));
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      GHashTable *figures = self->figures[s + 1];
      const char *nation = umpire_scenario_get_side_nation (scenario, sides[s]);

      if (nation == NULL)
        continue;
      set_figure (figures, "nation", nation);
      set_number (figures, "sub-units", umpire_scenario_get_side_sub_units (scenario, sides[s]));
    }
  /* What the battles before left (a side's losses): "loss-before". */
  for (guint i = 0; i < carried->len; i++)
    {
      const UmpireCarriedFigure *figure = g_ptr_array_index (carried, i);
      g_autofree char *key = g_strconcat (figure->name, "-before", NULL);
      int index = scope_index (UMPIRE_STATE_SIDE, figure->side);

      if (index > 0)
        set_figure (self->figures[index], key, figure->value);
    }
  for (guint i = 0; i < units->len; i++)
    {
      const UmpireUnit *unit = g_ptr_array_index (units, i);
      GHashTable *figures = figures_new ();

      set_number (figures, "figures", unit->strength);
      set_figure (figures, "side", umpire_side_to_string (unit->side));
      set_figure (figures, "morale", unit->morale);
      set_number (figures, "ammo-used", unit->ammo_used);
      g_hash_table_insert (self->units, g_strdup (unit->name), figures);
    }
}

/* Barrages follow support and counter-battery fire (Setup 8). */
static void
update_barrages (UmpireBattleState *self)
{
  for (guint s = 1; s < N_SCOPES; s++)
    {
      GHashTable *figures = self->figures[s];
      double left;

      if (!g_hash_table_contains (figures, "support:barrage"))
        continue;
      left = figure_number (figures, "support:barrage") - figure_number (figures, "barrages-spent")
             - figure_number (figures, "barrages-lost");
      set_number (figures, "barrages-left", MAX (left, 0));
    }
}

/* The figure a read takes, as text: NULL when the state has none. */
static char *
dup_read_value (UmpireBattleState     *self,
                const UmpireStateRead *read,
                UmpireSide             side,
                GHashTable            *inputs,
                UmpireResult          *result)
{
  int index;

  if (read->scope == UMPIRE_STATE_UNIT)
    {
      const char *unit = inputs != NULL ? g_hash_table_lookup (inputs, read->unit_input)
                                        : umpire_result_get_input (result, read->unit_input);

      return g_strdup (umpire_battle_state_get_unit (self, unit, read->key));
    }
  if (read->scope == UMPIRE_STATE_BOTH)
    {
      const char *a = g_hash_table_lookup (self->figures[1], read->key);
      const char *d = g_hash_table_lookup (self->figures[2], read->key);
      double na, nd;
      char buffer[G_ASCII_DTOSTR_BUF_SIZE];

      if (!parse_number (a, &na) || !parse_number (d, &nd))
        return NULL;
      return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%g", na + nd));
    }
  index = scope_index (read->scope, side);
  return index >= 0 ? g_strdup (g_hash_table_lookup (self->figures[index], read->key)) : NULL;
}

static gboolean
same_value (const char *a,
            const char *b)
{
  double na, nb;

  if (parse_number (a, &na) && parse_number (b, &nb))
    return fabs (na - nb) < 1e-9;
  return g_strcmp0 (a, b) == 0;
}

guint
umpire_battle_state_fill_inputs (UmpireBattleState         *self,
                                 const UmpireProcedureInfo *info,
                                 UmpireSide                 side,
                                 GHashTable                *inputs)
{
  guint filled = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (info != NULL, 0);
  g_return_val_if_fail (inputs != NULL, 0);

  for (const UmpireStateRead *read = info->reads; read != NULL && read->input != NULL; read++)
    {
      char *value;

      if (read->depends || g_hash_table_contains (inputs, read->input))
        continue;
      value = dup_read_value (self, read, side, inputs, NULL);
      if (value == NULL)
        continue;
      g_hash_table_insert (inputs, g_strdup (read->input), value);
      filled++;
    }
  return filled;
}

/* ---- figures an out-of-date result leaves in doubt ---------------------- */

static char *
taint_name (int         index,
            const char *unit,
            const char *key)
{
  return unit != NULL ? g_strdup_printf ("U|%s|%s", unit, key) : g_strdup_printf ("%d|%s", index, key);
}

static gboolean
is_tainted (UmpireBattleState *self,
            int                index,
            const char        *unit,
            const char        *key)
{
  g_autofree char *name = taint_name (index, unit, key);

  return g_hash_table_contains (self->tainted, name);
}

gboolean
umpire_battle_state_is_in_doubt (UmpireBattleState *self,
                                 UmpireStateScope   scope,
                                 const char        *key)
{
  int index;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (key != NULL, FALSE);
  index = scope_index (scope, UMPIRE_SIDE_NONE);
  return index >= 0 && is_tainted (self, index, NULL, key);
}

/* Barrages left follow the barrages won, spent and lost. */
static gboolean
is_barrage_figure (const char *key)
{
  return g_str_equal (key, "support:barrage") || g_str_equal (key, "barrages-spent")
         || g_str_equal (key, "barrages-lost");
}

static void
set_tainted (UmpireBattleState *self,
             int                index,
             const char        *unit,
             const char        *key,
             gboolean           tainted)
{
  char *name = taint_name (index, unit, key);

  if (tainted)
    g_hash_table_add (self->tainted, name);
  else
    {
      g_hash_table_remove (self->tainted, name);
      g_free (name);
    }
  if (unit == NULL && is_barrage_figure (key))
    set_tainted (self, index, NULL, "barrages-left",
                 is_tainted (self, index, NULL, "support:barrage") || is_tainted (self, index, NULL, "barrages-spent")
                 || is_tainted (self, index, NULL, "barrages-lost"));
}

/* Whether the figure a read takes is in doubt. */
static gboolean
read_is_tainted (UmpireBattleState     *self,
                 const UmpireStateRead *read,
                 UmpireSide             side,
                 UmpireResult          *result)
{
  int index;

  if (g_hash_table_size (self->tainted) == 0)
    return FALSE;
  if (read->scope == UMPIRE_STATE_UNIT)
    {
      const char *unit = umpire_result_get_input (result, read->unit_input);

      return unit != NULL && is_tainted (self, -1, unit, read->key);
    }
  if (read->scope == UMPIRE_STATE_BOTH)
    return is_tainted (self, 1, NULL, read->key) || is_tainted (self, 2, NULL, read->key);
  index = scope_index (read->scope, side);
  return index >= 0 && is_tainted (self, index, NULL, read->key);
}

/* Each read of the result whose recorded input differs from the state, in
 * words ("Defender sub-units 24 → 28"; NULL: none differs), and each whose
 * figure comes from an out-of-date result ("Attacker barrages left out of
 * date"; `*in_doubt` TRUE); `changed`, if not NULL, receives input → the
 * state's value for each that differs. */
static char *
dup_differences (UmpireBattleState *self,
                 UmpireEvent       *event,
                 UmpireResult      *result,
                 GHashTable        *changed,
                 gboolean          *in_doubt,
                 gboolean           english)
{
  const UmpireProcedureInfo *info = result_info (result);
  g_autoptr(GString) text = NULL;

  *in_doubt = FALSE;
  if (info == NULL)
    return NULL;
  for (const UmpireStateRead *read = info->reads; read != NULL && read->input != NULL; read++)
    {
      const char *recorded = umpire_result_get_input (result, read->input);
      g_autofree char *now = NULL;
      g_autofree char *words = NULL;

      if (read_is_tainted (self, read, umpire_event_get_side (event), result))
        {
          words = dup_read_words (read, umpire_event_get_side (event), result, english);
          if (text == NULL)
            text = g_string_new (NULL);
          else
            g_string_append (text, "; ");
          /* Translators: a figure an event read comes from a result out of date:
           * "Attacker barrages left out of date" */
          g_string_append_printf (text, in_words (english, N_("%s out of date")), words);
          *in_doubt = TRUE;
          continue;
        }
      /* An input older files did not record cannot be held against them;
       * one the state only suggests is the umpire's. */
      if (recorded == NULL || read->suggest || read->depends)
        continue;
      now = dup_read_value (self, read, umpire_event_get_side (event), NULL, result);
      if (now == NULL || same_value (recorded, now))
        continue;
      words = dup_read_words (read, umpire_event_get_side (event), result, english);
      if (text == NULL)
        text = g_string_new (NULL);
      else
        g_string_append (text, "; ");
      /* Translators: what an event read, as it was and as it is now: "Defender sub-units 24 → 28" */
      g_string_append_printf (text, in_words (english, N_("%s %s → %s")), words, recorded, now);
      if (changed != NULL)
        g_hash_table_insert (changed, g_strdup (read->input), g_steal_pointer (&now));
    }
  return text != NULL ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/* Applies what the result writes, or, with `taint`, marks each figure it
 * would write as in doubt. */
static void
apply_writes (UmpireBattleState *self,
              UmpireEvent       *event,
              UmpireResult      *result,
              gboolean           taint)
{
  const UmpireProcedureInfo *info = result_info (result);
  UmpireSide side = umpire_event_get_side (event);

  if (info == NULL || info->writes == NULL)
    return;
  for (const UmpireStateWrite *write = info->writes; write->value != NULL; write++)
    {
      /* A value, else an input the result records (the barrages spent on
       * counter-battery fire are the umpire's). */
      const char *value = umpire_result_get_value (result, write->value) != NULL
                          ? umpire_result_get_value (result, write->value)
                          : umpire_result_get_input (result, write->value);
      const char *unit = NULL;
      g_autofree char *key = NULL;
      GHashTable *table;
      int index = -1;
      double number, old;

      /* What the umpire gave counts too: counter-battery's "barrages" spent. */
      if (value == NULL)
        value = umpire_result_get_input (result, write->value);
      if (value == NULL)
        continue;
      if (write->when != NULL)
        {
          const char *when = umpire_result_get_value (result, write->when);

          if (when == NULL)
            when = umpire_result_get_input (result, write->when);
          if (g_strcmp0 (when, write->when_is) != 0)
            continue;
        }
      if (write->item != NULL)
        {
          const char *item = umpire_result_get_value (result, write->item);

          if (item == NULL)
            item = umpire_result_get_input (result, write->item);
          if (item == NULL)
            continue;
          key = g_strdup_printf ("%s:%s", write->key, item);
        }
      else
        key = g_strdup (write->key);

      if (write->scope == UMPIRE_STATE_UNIT)
        {
          unit = umpire_result_get_input (result, write->unit_input);
          table = unit != NULL ? g_hash_table_lookup (self->units, unit) : NULL;
        }
      else
        {
          index = scope_index (write->scope, side);
          /* A side's figure from an event of both sides: the battle's. */
          if (index < 0)
            index = 0;
          table = self->figures[index];
        }
      if (table == NULL)
        continue;
      if (taint)
        {
          set_tainted (self, index, unit, key, TRUE);
          continue;
        }
      /* A figure set afresh is no longer in doubt; one added to still is. */
      if (write->op == UMPIRE_STATE_SET)
        set_tainted (self, index, unit, key, FALSE);

      switch (write->op)
        {
        case UMPIRE_STATE_SET:
          set_figure (table, key, value);
          break;
        case UMPIRE_STATE_SUBTRACT:
          if (parse_number (value, &number))
            set_number (table, key, MAX (figure_number (table, key) - number, 0));
          break;
        case UMPIRE_STATE_ADD:
        case UMPIRE_STATE_COUNT_YES:
        default:
          if (write->op == UMPIRE_STATE_COUNT_YES)
            number = g_strcmp0 (value, "yes") == 0 ? 1 : 0;
          else if (!parse_number (value, &number))
            break;
          old = figure_number (table, key);
          set_number (table, key, old + number);
          /* Added figures are kept by turn too. */
          if (index >= 0)
            {
              g_autofree char *name = on_turn_key (index, umpire_event_get_turn (event), key);

              set_number (self->on_turn, name, figure_number (self->on_turn, name) + number);
              g_hash_table_add (self->turns, GINT_TO_POINTER (umpire_event_get_turn (event) + 1));
            }
          break;
        }
    }
  update_barrages (self);
}

static void
note_event (UmpireBattleState *self,
            UmpireEvent       *event,
            UmpireEventState   state,
            const char        *reason)
{
  EventNote *note = g_new0 (EventNote, 1);

  note->state = state;
  note->reason = g_strdup (reason);
  if (state == UMPIRE_EVENT_STATE_OUT_OF_DATE)
    self->out_of_date++;
  g_hash_table_replace (self->notes, event, note);
}

/* An event a correction marked out of date: its reason, as the file has
 * it, in the umpire's language. */
static void
note_marked (UmpireBattleState *self,
             UmpireEvent       *event)
{
  g_autofree char *reason = umpire_battle_reason_dup_for_people (umpire_event_get_out_of_date (event));

  note_event (self, event, UMPIRE_EVENT_STATE_OUT_OF_DATE, reason);
}

/* What a correction does with an out-of-date event on the way. */
typedef struct
{
  UmpireRules *rules;
  const char  *cause;
  guint        rederived;
  guint        out_of_date;
} Correction;

/* A value changed by hand after the result was made (an override, a
 * roster correction): its step names no rule. A procedure's own steps for
 * what the umpire gave it (the Troop Lists' defense rolls, a modifier set
 * by the umpire, a column reading chosen) cite their rule and come back
 * when it is computed again; files before 2026-11-28 wrote them as
 * overrides too, so the kind alone does not tell. */
static gboolean
was_changed_by_hand (UmpireResult *result)
{
  const GPtrArray *steps = umpire_result_get_steps (result);

  for (guint i = 0; i < steps->len; i++)
    {
      const UmpireStep *step = g_ptr_array_index (steps, i);

      if (step->kind == UMPIRE_STEP_OVERRIDE && (step->rule == NULL || *step->rule == '\0'))
        return TRUE;
    }
  return FALSE;
}

/* "Bases 6 → 7": each value the new result changed. */
static char *
dup_value_changes (UmpireResult *old,
                   UmpireResult *new)
{
  g_auto(GStrv) names = umpire_result_dup_value_names (new);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *was = umpire_result_get_value (old, names[i]);
      const char *now = umpire_result_get_value (new, names[i]);

      if (g_strcmp0 (was, now) == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      /* Translators: a value computed again: its label, the old and the new value */
      g_string_append_printf (text, _("%s %s → %s"), umpire_result_get_value_label (new, names[i]),
                              was ? was : "—", now ? now : "—");
    }
  if (text->len == 0)
    g_string_append (text, _("no value changed"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Computes `final`'s result again with what the state gives now and the
 * dice it recorded; records it in its place, or, where that cannot be, the
 * old result marked out of date. Returns the event recorded. What the
 * file keeps as the reason is in English (`written`: the differences so),
 * said in the umpire's language on screen; the trail, as every trail, in
 * the umpire's. */
static UmpireEvent *
correct_event (UmpireScenario *scenario,
               Correction     *correction,
               UmpireEvent    *final,
               GHashTable     *changed,
               const char     *differences,
               const char     *written,
               gboolean        in_doubt)
{
  UmpireResult *old = umpire_event_get_result (final);
  const UmpireProcedureInfo *info = result_info (old);
  g_autoptr(UmpireResult) result = NULL;
  g_autofree char *lacks = NULL;

  /* What it read is itself out of date: nothing to compute it from yet. */
  if (in_doubt)
    lacks = g_strdup_printf (N_("%s: roll that again first"), written);
  else if (was_changed_by_hand (old))
    lacks = g_strdup_printf (N_("%s, after a value was changed by hand: check it and roll again"), written);
  else if (info == NULL || info->run == NULL || correction->rules == NULL)
    lacks = g_strdup_printf (N_("%s: cannot be computed again from what it recorded"), written);
  else
    {
      g_autoptr(GHashTable) inputs = umpire_result_dup_inputs (old);
      g_autoptr(GError) local = NULL;
      g_autoptr(UmpireDice) dice = umpire_result_dup_dice (old, &local);
      GHashTableIter iter;
      gpointer name, value;

      g_hash_table_iter_init (&iter, changed);
      while (g_hash_table_iter_next (&iter, &name, &value))
        g_hash_table_insert (inputs, g_strdup (name), g_strdup (value));
      if (dice != NULL)
        result = umpire_procedure_run (info, correction->rules, inputs, dice, &local);
      /* Short of dice, however the procedure said it ("trenches: Type in 1
       * value(s)…" is not for the umpire here: they typed nothing). */
      if (result == NULL && (g_error_matches (local, UMPIRE_DICE_ERROR, UMPIRE_DICE_ERROR_EXHAUSTED)
                             || (dice != NULL && umpire_dice_get_exhausted (dice))))
        lacks = g_strdup_printf (N_("%s: needs more dice than were rolled"), written);
      else if (result == NULL)
        lacks = g_strdup_printf ("%s: %s", written, local != NULL ? local->message : "");
    }

  if (result == NULL)
    {
      g_autoptr(UmpireResult) kept = umpire_event_copy_result (old);

      correction->out_of_date++;
      return umpire_scenario_record_rederived (scenario, final, kept, written, lacks);
    }
  {
    g_autofree char *values = dup_value_changes (old, result);

    /* Translators: a result computed again with its recorded dice after a correction:
     * the correction, what the event read differently, what changed,
     * e.g. "Computed again with the recorded dice (defender-units 24 → 28): Defender sub-units 24 → 28; Bases 6 → 7" */
    umpire_result_add_step (result, UMPIRE_STEP_RULE, NULL, _("Computed again with the recorded dice (%s): %s; %s"),
                            correction->cause, differences, values);
  }
  correction->rederived++;
  return umpire_scenario_record_rederived (scenario, final, result, differences, NULL);
}

/* A result already out of date when another correction comes: if what it
 * read differs from the state in other words than when it was marked (the
 * year 1914 → 1915, then 1916), it is computed again, or marked again with
 * today's reason, not left saying "1914 → 1915" beside a 1916; if what it
 * read is as the state says again (the year put back), it is computed again
 * from what it recorded, and is current. NULL: its mark still holds. */
static UmpireEvent *
recheck_marked (UmpireBattleState *self,
                UmpireScenario    *scenario,
                Correction        *correction,
                UmpireEvent       *marked)
{
  UmpireResult *result = umpire_event_get_result (marked);
  g_autoptr(GHashTable) changed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *differences = NULL;
  g_autofree char *written = NULL;
  gboolean in_doubt, same_doubt;

  differences = dup_differences (self, marked, result, changed, &in_doubt, FALSE);
  written = dup_differences (self, marked, result, NULL, &same_doubt, TRUE);
  if (differences == NULL)
    {
      /* Translators: why a result out of date is current again: what it read is
       * as the scenario says again (a correction put back) */
      differences = g_strdup (_("what it read is as it was again"));
      written = g_strdup ("what it read is as it was again");
    }
  else if (g_strcmp0 (written, umpire_event_get_override_reason (marked)) == 0)
    return NULL;
  return correct_event (scenario, correction, marked, changed, differences, written, in_doubt);
}

/* Replays the first `end` events of the log onto `self` (seeded). With
 * `correction`, out-of-date events are computed again on the way. */
static void
replay (UmpireBattleState *self,
        UmpireScenario    *scenario,
        guint              end,
        Correction        *correction)
{
  g_autoptr(GHashTable) in_force = g_hash_table_new (NULL, NULL);      /* id → event */
  g_autoptr(GHashTable) replacement = g_hash_table_new (NULL, NULL);   /* id → event */

  for (guint i = 0; i < end; i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);
      guint overrides = umpire_event_get_overrides (event);

      if (overrides != 0 && g_hash_table_contains (in_force, GUINT_TO_POINTER (overrides)))
        g_hash_table_insert (replacement, GUINT_TO_POINTER (overrides), event);
      g_hash_table_insert (in_force, GUINT_TO_POINTER (umpire_event_get_id (event)), event);
    }

  for (guint i = 0; i < end; i++)
    {
      UmpireEvent *event = umpire_scenario_get_event (scenario, i);
      guint overrides = umpire_event_get_overrides (event);
      UmpireEvent *final = event, *next;
      UmpireResult *result;
      g_autofree char *differences = NULL;
      g_autoptr(GHashTable) changed = NULL;
      gboolean in_doubt = FALSE;

      /* An event standing for an earlier one is applied in its place. */
      if (overrides != 0 && g_hash_table_contains (in_force, GUINT_TO_POINTER (overrides)))
        continue;
      while ((next = g_hash_table_lookup (replacement, GUINT_TO_POINTER (umpire_event_get_id (final)))) != NULL)
        {
          note_event (self, final, UMPIRE_EVENT_STATE_REPLACED, NULL);
          final = next;
        }
      result = umpire_event_get_result (final);
      if (umpire_event_get_out_of_date (final) != NULL && correction != NULL
          && (next = recheck_marked (self, scenario, correction, final)) != NULL)
        {
          note_event (self, final, UMPIRE_EVENT_STATE_REPLACED, NULL);
          final = next;
          result = umpire_event_get_result (final);
          if (umpire_event_get_out_of_date (final) == NULL)
            {
              note_event (self, final, UMPIRE_EVENT_STATE_CURRENT, NULL);
              apply_writes (self, final, result, FALSE);
              continue;
            }
        }
      if (umpire_event_get_out_of_date (final) != NULL)
        {
          note_marked (self, final);
          apply_writes (self, final, result, TRUE);
          continue;
        }
      if (correction != NULL)
        changed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      differences = dup_differences (self, final, result, changed, &in_doubt, FALSE);
      if (differences != NULL && correction != NULL)
        {
          gboolean same_doubt;
          g_autofree char *written = dup_differences (self, final, result, NULL, &same_doubt, TRUE);
          UmpireEvent *added = correct_event (scenario, correction, final, changed, differences, written, in_doubt);

          note_event (self, final, UMPIRE_EVENT_STATE_REPLACED, NULL);
          final = added;
          result = umpire_event_get_result (final);
          if (umpire_event_get_out_of_date (final) != NULL)
            {
              note_marked (self, final);
              apply_writes (self, final, result, TRUE);
              continue;
            }
        }
      else if (differences != NULL)
        {
          note_event (self, final, UMPIRE_EVENT_STATE_OUT_OF_DATE, differences);
          apply_writes (self, final, result, TRUE);
          continue;
        }
      note_event (self, final, UMPIRE_EVENT_STATE_CURRENT, NULL);
      apply_writes (self, final, result, FALSE);
    }
}

UmpireBattleState *
umpire_battle_state_new_before (UmpireScenario *scenario,
                                guint           position)
{
  UmpireBattleState *self;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  self = state_new ();
  seed_from_header (self, scenario);
  replay (self, scenario, MIN (position, umpire_scenario_get_cursor (scenario)), NULL);
  return self;
}

UmpireBattleState *
umpire_battle_state_new (UmpireScenario *scenario)
{
  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);
  return umpire_battle_state_new_before (scenario, umpire_scenario_get_cursor (scenario));
}

/* ---- comparing and printing -------------------------------------------- */

static gboolean
tables_equal (GHashTable *a,
              GHashTable *b)
{
  GHashTableIter iter;
  gpointer key, value;

  if (g_hash_table_size (a) != g_hash_table_size (b))
    return FALSE;
  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_strcmp0 (value, g_hash_table_lookup (b, key)) != 0)
      return FALSE;
  return TRUE;
}

gboolean
umpire_battle_state_equal (UmpireBattleState *a,
                           UmpireBattleState *b)
{
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  for (guint s = 0; s < N_SCOPES; s++)
    if (!tables_equal (a->figures[s], b->figures[s]))
      return FALSE;
  if (!tables_equal (a->on_turn, b->on_turn) || g_hash_table_size (a->units) != g_hash_table_size (b->units))
    return FALSE;
  g_hash_table_iter_init (&iter, a->units);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GHashTable *other = g_hash_table_lookup (b->units, key);

      if (other == NULL || !tables_equal (value, other))
        return FALSE;
    }
  return TRUE;
}

static const char *
scope_title (guint index)
{
  switch (index)
    {
    case 1: return umpire_side_get_label (UMPIRE_SIDE_ATTACKER);
    case 2: return umpire_side_get_label (UMPIRE_SIDE_DEFENDER);
    default: return _("Battle");
    }
}

static void
append_figures_text (GString    *out,
                     GHashTable *table,
                     const char *indent)
{
  g_auto(GStrv) keys = dup_sorted_keys (table);

  for (guint k = 0; keys[k] != NULL; k++)
    /* Translators: one figure of the battle's state: its name and value, e.g. "sub-units: 28" */
    g_string_append_printf (out, _("%s%s: %s\n"), indent, umpire_battle_state_key_label (keys[k]),
                            (const char *) g_hash_table_lookup (table, keys[k]));
}

char *
umpire_battle_state_to_text (UmpireBattleState *self)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GArray) turns = NULL;
  g_auto(GStrv) units = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  for (guint s = 0; s < N_SCOPES; s++)
    {
      g_string_append_printf (out, "%s\n", scope_title (s));
      append_figures_text (out, self->figures[s], "  ");
    }
  turns = umpire_battle_state_dup_turns (self);
  for (guint t = 0; t < turns->len; t++)
    {
      int turn = g_array_index (turns, int, t);

      if (turn > 0)
        g_string_append_printf (out, _("Turn %d\n"), turn);
      else
        g_string_append_printf (out, "%s\n", _("No turn recorded"));
      for (guint s = 0; s < N_SCOPES; s++)
        {
          g_autofree char *prefix = g_strdup_printf ("%d|%d|", s, turn);
          g_auto(GStrv) keys = dup_sorted_keys (self->on_turn);

          for (guint k = 0; keys[k] != NULL; k++)
            if (g_str_has_prefix (keys[k], prefix))
              g_string_append_printf (out, "  %s: %s %s\n", scope_title (s),
                                      umpire_battle_state_key_label (keys[k] + strlen (prefix)),
                                      (const char *) g_hash_table_lookup (self->on_turn, keys[k]));
        }
    }
  units = dup_sorted_keys (self->units);
  if (units[0] != NULL)
    g_string_append_printf (out, "%s\n", _("Units"));
  for (guint u = 0; units[u] != NULL; u++)
    {
      g_string_append_printf (out, "  %s\n", units[u]);
      append_figures_text (out, g_hash_table_lookup (self->units, units[u]), "    ");
    }
  g_string_append_printf (out, ngettext ("%u result out of date\n", "%u results out of date\n",
                                         self->out_of_date), self->out_of_date);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
append_figures_xml (GString    *out,
                    GHashTable *table)
{
  g_auto(GStrv) keys = dup_sorted_keys (table);

  for (guint k = 0; keys[k] != NULL; k++)
    {
      g_string_append (out, "    <figure");
      umpire_xml_append_attribute (out, "name", keys[k]);
      umpire_xml_append_attribute (out, "value", g_hash_table_lookup (table, keys[k]));
      g_string_append (out, "/>\n");
    }
}

char *
umpire_battle_state_to_xml (UmpireBattleState *self)
{
  g_autoptr(GString) out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<state>\n");
  g_auto(GStrv) on_turn = NULL;
  g_auto(GStrv) units = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  for (guint s = 0; s < N_SCOPES; s++)
    {
      g_string_append_printf (out, "  <scope name=\"%s\">\n", scope_names[s]);
      append_figures_xml (out, self->figures[s]);
      g_string_append (out, "  </scope>\n");
    }
  on_turn = dup_sorted_keys (self->on_turn);
  for (guint k = 0; on_turn[k] != NULL; k++)
    {
      g_auto(GStrv) parts = g_strsplit (on_turn[k], "|", 3);

      g_string_append_printf (out, "  <on-turn turn=\"%s\" scope=\"%s\"", parts[1], scope_names[atoi (parts[0])]);
      umpire_xml_append_attribute (out, "name", parts[2]);
      umpire_xml_append_attribute (out, "value", g_hash_table_lookup (self->on_turn, on_turn[k]));
      g_string_append (out, "/>\n");
    }
  units = dup_sorted_keys (self->units);
  for (guint u = 0; units[u] != NULL; u++)
    {
      g_string_append (out, "  <unit");
      umpire_xml_append_attribute (out, "name", units[u]);
      g_string_append (out, ">\n");
      append_figures_xml (out, g_hash_table_lookup (self->units, units[u]));
      g_string_append (out, "  </unit>\n");
    }
  g_string_append_printf (out, "  <out-of-date count=\"%u\"/>\n</state>\n", self->out_of_date);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* ---- corrections -------------------------------------------------------- */

gboolean
umpire_battle_rederive (UmpireScenario  *scenario,
                        UmpireRules     *rules,
                        const char      *cause,
                        guint           *n_rederived,
                        guint           *n_out_of_date,
                        GError         **error)
{
  g_autoptr(UmpireBattleState) state = NULL;
  Correction correction = { rules, cause != NULL ? cause : "" , 0, 0 };

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (rules == NULL || UMPIRE_IS_RULES (rules), FALSE);

  state = state_new ();
  seed_from_header (state, scenario);
  replay (state, scenario, umpire_scenario_get_cursor (scenario), &correction);
  if (n_rederived != NULL)
    *n_rederived = correction.rederived;
  if (n_out_of_date != NULL)
    *n_out_of_date = correction.out_of_date;
  (void) error;
  return TRUE;
}

/* A header value checked against the rules, as the procedures that read it
 * take it. */
static gboolean
check_header_value (UmpireRules  *rules,
                    const char   *name,
                    const char   *value,
                    GError      **error)
{
  const UmpireField *field = NULL;

  if (g_str_equal (name, "year"))
    {
      gint64 year;

      if (!g_ascii_string_to_signed (value, 10, 1, 9999, &year, NULL))
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, name, _("“%s” is not a year"), value);
          return FALSE;
        }
      return umpire_setup_check_year (rules, (int) year, error);
    }
  if (g_str_equal (name, "attacker-nation") || g_str_equal (name, "defender-nation"))
    return umpire_setup_check_nation (rules, name, value, error);
  if (g_str_equal (name, "attacker-units") || g_str_equal (name, "defender-units"))
    field = umpire_procedure_info_find_input (&umpire_setup_heavy_weapons_info, "units");
  else if (g_str_equal (name, "battle"))
    field = umpire_procedure_info_find_input (&umpire_setup_support_info, "battle");
  else if (g_str_equal (name, "terrain") || g_str_equal (name, "scale"))
    field = umpire_procedure_info_find_input (&umpire_setup_proximity_info, name);
  if (field == NULL)
    return TRUE;
  if (field->kind == UMPIRE_FIELD_NUMBER)
    {
      double min, max;
      gint64 number;

      if (!g_ascii_string_to_signed (value, 10, G_MININT, G_MAXINT, &number, NULL))
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, name, _("“%s” is not a whole number"), value);
          return FALSE;
        }
      if (umpire_field_get_range (field, rules, &min, &max) && (number < min || number > max))
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, name, _("must be from %g to %g, not %s"),
                              min, max, value);
          return FALSE;
        }
      return TRUE;
    }
  {
    g_auto(GStrv) choices = umpire_field_dup_choices (field, rules);
    g_autofree char *list = g_strjoinv (", ", choices);

    if (!g_strv_contains ((const char * const *) choices, value))
      {
        umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, name, _("“%s” is not one of: %s"), value, list);
        return FALSE;
      }
  }
  return TRUE;
}

gboolean
umpire_battle_correct (UmpireScenario     *scenario,
                       UmpireRules        *rules,
                       const char * const *names,
                       const char * const *values,
                       guint              *n_rederived,
                       guint              *n_out_of_date,
                       GError            **error)
{
  g_autoptr(GString) cause = g_string_new (NULL);
  UmpireEvent *change;
  gboolean ok;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (UMPIRE_IS_RULES (rules), FALSE);
  g_return_val_if_fail (names != NULL && values != NULL, FALSE);

  if (n_rederived != NULL)
    *n_rederived = 0;
  if (n_out_of_date != NULL)
    *n_out_of_date = 0;
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (values[i] == NULL)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, names[i], _("no value given"));
          return FALSE;
        }
      if (!g_strv_contains (umpire_scenario_get_header_names (), names[i]))
        {
          g_autofree char *known = g_strjoinv (", ", (char **) umpire_scenario_get_header_names ());

          umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, names[i],
                              _("no such scenario field; the fields are: %s"), known);
          return FALSE;
        }
      if (!check_header_value (rules, names[i], values[i], error))
        return FALSE;
    }

  umpire_scenario_begin_action (scenario);
  change = umpire_scenario_change_header (scenario, names, values, error);
  if (change == NULL && error != NULL && *error != NULL)
    {
      umpire_scenario_end_action (scenario);
      return FALSE;
    }
  if (change != NULL)
    {
      UmpireResult *result = umpire_event_get_result (change);
      const char *name, *value;

      for (guint i = 0; umpire_result_get_input_at (result, i, &name, &value); i++)
        {
          g_autofree char *was = g_strconcat ("was-", name, NULL);

          if (cause->len > 0)
            g_string_append (cause, ", ");
          g_string_append_printf (cause, _("%s %s → %s"), name, umpire_result_get_value (result, was), value);
        }
    }
  else
    /* Nothing to change, but results the header left behind (changed
     * without a correction, in an older version) follow it now. */
    g_string_append (cause, _("the scenario as it stands"));
  ok = umpire_battle_rederive (scenario, rules, cause->str, n_rederived, n_out_of_date, error);
  umpire_scenario_end_action (scenario);
  return ok;
}

UmpireEvent *
umpire_battle_override (UmpireScenario  *scenario,
                        UmpireRules     *rules,
                        UmpireEvent     *event,
                        const char      *value_name,
                        const char      *value,
                        const char      *reason,
                        guint           *n_rederived,
                        guint           *n_out_of_date,
                        GError         **error)
{
  g_autofree char *cause = NULL;
  UmpireEvent *added;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);

  umpire_scenario_begin_action (scenario);
  added = umpire_scenario_override (scenario, rules, event, value_name, value, reason, error);
  if (added != NULL)
    {
      /* Translators: the cause of a correction: a value of event #N changed by hand */
      cause = g_strdup_printf (_("%s of event #%u changed by hand"), value_name, umpire_event_get_id (event));
      umpire_battle_rederive (scenario, rules, cause, n_rederived, n_out_of_date, NULL);
    }
  umpire_scenario_end_action (scenario);
  return added;
}

UmpireEvent *
umpire_battle_correct_unit (UmpireScenario                *scenario,
                            UmpireRules                   *rules,
                            const UmpireDerosaCorrection  *correction,
                            guint                         *n_rederived,
                            guint                         *n_out_of_date,
                            GError                       **error)
{
  g_autoptr(UmpireBattleState) state = NULL;
  g_autoptr(UmpireResult) result = NULL;
  g_autoptr(GString) cause = g_string_new (NULL);
  static const char *const keys[] = { "figures", "morale", "ammo-used" };
  UmpireSide side = UMPIRE_SIDE_NONE;
  UmpireEvent *event;

  g_return_val_if_fail (UMPIRE_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (correction != NULL, NULL);

  state = umpire_battle_state_new (scenario);
  if (correction->unit != NULL && umpire_battle_state_get_unit (state, correction->unit, "side") == NULL)
    {
      umpire_input_error (error, UMPIRE_INPUT_ERROR_UNKNOWN, "unit", _("no unit “%s” on the roster"),
                          correction->unit);
      return NULL;
    }
  result = umpire_derosa_correct_unit (correction, error);
  if (result == NULL)
    return NULL;
  umpire_side_from_string (umpire_battle_state_get_unit (state, correction->unit, "side"), &side);
  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      const char *now = umpire_result_get_value (result, keys[k]);
      const char *was = umpire_battle_state_get_unit (state, correction->unit, keys[k]);
      UmpireDerosaMorale morale;

      if (now == NULL)
        continue;
      /* A morale state in the umpire's words ("Good → Shaken"), not its id. */
      if (g_str_equal (keys[k], "morale"))
        {
          if (was != NULL && umpire_derosa_morale_from_string (was, &morale))
            was = umpire_derosa_morale_label (morale);
          if (umpire_derosa_morale_from_string (now, &morale))
            now = umpire_derosa_morale_label (morale);
        }
      if (cause->len > 0)
        g_string_append (cause, ", ");
      /* Translators: a unit's figure corrected: unit, figure, old and new value: "IR 169 figures 5 → 3" */
      g_string_append_printf (cause, _("%s %s %s → %s"), correction->unit, umpire_battle_state_key_label (keys[k]),
                              was != NULL ? was : "—", now);
    }
  umpire_result_add_step (result, UMPIRE_STEP_OVERRIDE, NULL, "%s", cause->str);

  umpire_scenario_begin_action (scenario);
  event = umpire_scenario_record (scenario, result, NULL, side);
  umpire_battle_rederive (scenario, rules, cause->str, n_rederived, n_out_of_date, NULL);
  umpire_scenario_end_action (scenario);
  return event;
}
