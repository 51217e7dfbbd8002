/* umpire-miniatures-run.c: De Rosa's procedures, run from their forms
 *
 * What each form of the miniatures page hands its procedure: its fields
 * read into the procedure's input (fire, whose modifiers the page keeps
 * in a row of its own, is run by the page).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "umpire-miniatures-run.h"
#include "umpire-procedure.h"

guint
umpire_miniatures_form_count (UmpireProcedureForm *form,
                              const char          *name)
{
  return (guint) umpire_procedure_form_get_number (form, name);
}

UmpireDerosaMorale
umpire_miniatures_form_morale (UmpireProcedureForm *form,
                               const char          *name)
{
  UmpireDerosaMorale state = UMPIRE_DEROSA_GOOD;

  umpire_derosa_morale_from_string (umpire_procedure_form_get_choice (form, name), &state);
  return state;
}

UmpireResult *
umpire_miniatures_run_move (UmpireProcedureForm  *form,
                            UmpireDice           *dice,
                            gpointer              data,
                            GError              **error)
{
  UmpireDerosaMoveInput input = {
    .type = umpire_procedure_form_get_choice (form, "type"),
    .formation = umpire_procedure_form_get_choice (form, "formation"),
    .terrain = umpire_procedure_form_get_choice (form, "terrain"),
    .skirmish = umpire_procedure_form_get_flag (form, "skirmish"),
    .charge_turn = umpire_miniatures_form_count (form, "charge-turn"),
    .figures = umpire_miniatures_form_count (form, "figures"),
    .formation_changes = umpire_miniatures_form_count (form, "formation-changes"),
    .limber = umpire_procedure_form_get_flag (form, "limber"),
    .set_up = umpire_procedure_form_get_flag (form, "set-up"),
    .retreat_facing = umpire_procedure_form_get_flag (form, "retreat-facing"),
    .turn_around = umpire_procedure_form_get_flag (form, "turn-around"),
  };

  return umpire_derosa_move (umpire_procedure_form_get_rules (form), &input, error);
}

UmpireResult *
umpire_miniatures_run_morale (UmpireProcedureForm  *form,
                              UmpireDice           *dice,
                              gpointer              data,
                              GError              **error)
{
  UmpireDerosaMoraleInput input = {
    .strength = umpire_procedure_form_get_choice (form, "strength"),
    .reason = umpire_procedure_form_get_choice (form, "reason"),
    .state = umpire_miniatures_form_morale (form, "state"),
    .rallying = umpire_procedure_form_get_flag (form, "rallying"),
    .unit = umpire_procedure_form_get_choice (form, "unit"),
  };

  /* Figures, unless artillery or machine guns test by strength. */
  if (input.strength == NULL)
    {
      g_autofree char *figures = umpire_procedure_form_dup_value (form, "figures");

      if (figures == NULL)
        {
          umpire_input_error (error, UMPIRE_INPUT_ERROR_INVALID, "figures", _("enter the figures left"));
          return NULL;
        }
      input.figures = umpire_miniatures_form_count (form, "figures");
    }
  return umpire_derosa_morale (umpire_procedure_form_get_rules (form), &input, dice, error);
}

static void
read_side (UmpireProcedureForm   *form,
           const char            *name,
           UmpireDerosaMeleeSide *side)
{
  g_autofree char *figures = g_strdup_printf ("%s-figures", name);
  g_autofree char *state = g_strdup_printf ("%s-morale", name);
  g_autofree char *veterans = g_strdup_printf ("%s-veterans", name);
  g_autofree char *trained = g_strdup_printf ("%s-trained", name);
  g_autofree char *flank = g_strdup_printf ("%s-flank", name);
  g_autofree char *skirmish = g_strdup_printf ("%s-skirmish", name);
  g_autofree char *unit = g_strdup_printf ("%s-unit", name);

  side->name = name;
  /* The roster unit it names, whose state the result changes. */
  side->unit = umpire_procedure_form_get_choice (form, unit);
  side->figures = umpire_miniatures_form_count (form, figures);
  side->state = umpire_miniatures_form_morale (form, state);
  side->veterans = umpire_procedure_form_get_flag (form, veterans);
  side->trained = umpire_procedure_form_get_flag (form, trained);
  side->flank_figures = umpire_miniatures_form_count (form, flank);
  side->skirmish = umpire_procedure_form_get_flag (form, skirmish);
}

UmpireResult *
umpire_miniatures_run_melee (UmpireProcedureForm  *form,
                             UmpireDice           *dice,
                             gpointer              data,
                             GError              **error)
{
  UmpireDerosaMeleeInput input = {
    .shaken_corrected = umpire_procedure_form_get_flag (form, "shaken-corrected"),
    .literal_chance = umpire_procedure_form_get_flag (form, "literal-chance"),
  };

  read_side (form, "attacker", &input.attacker);
  read_side (form, "defender", &input.defender);
  return umpire_derosa_melee (umpire_procedure_form_get_rules (form), &input, dice, error);
}

UmpireResult *
umpire_miniatures_run_ammo (UmpireProcedureForm  *form,
                            UmpireDice           *dice,
                            gpointer              data,
                            GError              **error)
{
  UmpireDerosaAmmoInput input = {
    .used = umpire_miniatures_form_count (form, "used"),
    .resupply = umpire_procedure_form_get_flag (form, "resupply"),
    .five_resupplies = umpire_procedure_form_get_flag (form, "five-resupplies"),
    .battery = umpire_procedure_form_get_choice (form, "battery"),
  };

  return umpire_derosa_ammo (umpire_procedure_form_get_rules (form), &input, dice, error);
}
