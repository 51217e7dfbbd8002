/* bench-setup-log.c: a long 1916 log for the benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bench-setup-log.h"
#include "umpire-setup.h"

UmpireScenario *
bench_setup_log_new (UmpireRules *rules,
                     guint        events,
                     const char  *title,
                     gboolean     turns,
                     const char  *program)
{
  static const char *const categories[] = { "barrage", "on-call", "airstrikes", "gas" };
  static const char *const columns[] = { "a", "b", "c", "d", "f" };
  UmpireScenario *scenario = umpire_scenario_new ();
  g_autoptr(UmpireDice) dice = umpire_dice_new_seeded (1916);

  umpire_scenario_set_title (scenario, title);
  umpire_scenario_set_year (scenario, 1916);
  umpire_scenario_set_battle (scenario, "local");
  umpire_scenario_set_terrain (scenario, "open");
  umpire_scenario_set_scale (scenario, "large");
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_ATTACKER, "britain", 30);
  umpire_scenario_set_side (scenario, UMPIRE_SIDE_DEFENDER, "germany", 24);
  for (guint i = 0; i < events; i++)
    {
      UmpireSide side = i % 2 == 0 ? UMPIRE_SIDE_ATTACKER : UMPIRE_SIDE_DEFENDER;
      g_autoptr(GError) error = NULL;
      g_autoptr(UmpireResult) result = NULL;

      if (turns)
        umpire_scenario_set_turn (scenario, (int) (i / MAX (events / 10, 1)) + 1);
      if (i % 4 < 2)
        {
          UmpireSupportInput input = {
            categories[(i / 4) % 4], side == UMPIRE_SIDE_ATTACKER ? "britain" : "germany", 1916,
            umpire_side_to_string (side), "local", 54,
          };

          result = umpire_setup_support (rules, &input, dice, &error);
        }
      else
        {
          UmpireHeavyWeaponsInput input = { columns[(i / 4) % 5], side == UMPIRE_SIDE_ATTACKER ? 30 : 24, "other" };

          result = umpire_setup_heavy_weapons (rules, &input, dice, &error);
        }
      if (result == NULL)
        g_error ("%s: %s", program, error->message);
      umpire_scenario_record (scenario, result, NULL, side);
    }
  return scenario;
}
