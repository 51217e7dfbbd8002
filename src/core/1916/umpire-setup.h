/* umpire-setup.h: the 1916 setup sequence, step by step
 *
 * Each step of "Basic Game Setup" (004) is a pure function of the rules
 * database, what the umpire entered and a dice source. The numbers (charts,
 * thresholds, years) all come from data/rules/1916.xml.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "umpire-descriptor.h"
#include "umpire-procedure.h"

G_BEGIN_DECLS

/* The 1916 rule system, of every 1916 procedure (setup, play, optional rules). */
extern const UmpireSystemInfo    umpire_1916_system;

/* The six setup procedures. */
extern const UmpireProcedureInfo umpire_setup_support_info;
extern const UmpireProcedureInfo umpire_setup_heavy_weapons_info;
extern const UmpireProcedureInfo umpire_setup_defensive_works_info;
extern const UmpireProcedureInfo umpire_setup_proximity_info;
extern const UmpireProcedureInfo umpire_setup_counterbattery_info;
extern const UmpireProcedureInfo umpire_setup_bombardment_info;

/* ---- shared by the 1916 procedures ------------------------------------- */

/* Checks a nation name against 1916.nations; errors name `field`. */
gboolean         umpire_setup_check_nation (UmpireRules       *rules,
                                            const char        *field,
                                            const char        *nation,
                                            GError           **error);
/* The years the setup charts cover, as 1916.scenario gives them: the range
 * of a year field. */
#define UMPIRE_SETUP_YEAR_RANGE                                                     \
  .range_entry = "1916.scenario", .range_first = "year-first", .range_last = "year-last"
/* The year input of a 1916 procedure (N_() must be defined where it is used). */
#define UMPIRE_SETUP_YEAR_FIELD                                                     \
  { "year", N_("Year"), UMPIRE_FIELD_NUMBER, UMPIRE_SETUP_YEAR_RANGE }

/* Checks a year against the years of 1916.scenario. */
gboolean         umpire_setup_check_year   (UmpireRules       *rules,
                                            int                year,
                                            GError           **error);
/* "attacker" / "defender" as the trail says it, translated; any other text as it is. */
const char      *umpire_setup_role_label   (const char            *role);
/* A support category ("barrage", "on-call"...) as the chart's title names it,
 * translated; any other text as it is. */
const char      *umpire_setup_support_category_label (const char *category);
/* Records a rule decision, citing the list item that states it. */
void             umpire_setup_rule_step    (UmpireResult          *result,
                                            const UmpireRow       *item,
                                            const char            *format,
                                            ...) G_GNUC_PRINTF (3, 4);

/* ---- step 2: barrages, on-call artillery, airstrikes, gas ------------- */

typedef struct
{
  const char *category;          /* "barrage", "on-call", "airstrikes", "gas" */
  const char *nation;            /* "germany", "russia", ... */
  int         year;
  const char *role;              /* "attacker" / "defender" */
  const char *battle;            /* "local" / "big-push" */
  int         units_total;       /* sub-units on the battlefield, both sides */
  gboolean    low_intensity;     /* Africa, Palestine: on-call artillery only */
  gboolean    override_modifier; /* the umpire's own nation/year modifier */
  double      modifier;
  const char *reading;           /* reading of the chart's damaged header:
                                  * UMPIRE_SUPPORT_READING_EACH_HEADING (NULL) or
                                  * UMPIRE_SUPPORT_READING_EARLIER */
} UmpireSupportInput;

/* The default reading: each heading takes the qualifier that follows it
 * (Big Push from 1916, airstrikes for the attacker from 1915, gas for both
 * sides from 1915). */
#define UMPIRE_SUPPORT_READING_EACH_HEADING "each-heading"
/* The earlier reading: airstrikes for both sides from 1916, gas for the
 * attacker only from 1915, the Big Push in any year. */
#define UMPIRE_SUPPORT_READING_EARLIER      "earlier"

/* The rules list of what the support chart's header says under `reading`
 * (NULL: the default), for sheets; NULL with an error naming
 * "support-reading" for an unknown reading. */
const UmpireTable *umpire_setup_support_availability (UmpireRules  *rules,
                                                      const char   *reading,
                                                      GError      **error);

UmpireResult *umpire_setup_support        (UmpireRules              *rules,
                                           const UmpireSupportInput *input,
                                           UmpireDice               *dice,
                                           GError                  **error);

/* The modifier the database gives `nation` in `year` (0 when none). */
double        umpire_setup_support_modifier (UmpireRules *rules,
                                             const char  *nation,
                                             int          year);

/* ---- step 3: extra heavy weapons --------------------------------------- */

typedef struct
{
  const char *weapon;   /* recommendation column id, e.g. "field-gun" */
  const char *label;
  char        column[8];/* heavy weapons chart column id, e.g. "f" */
} UmpireHeavyWeaponRecommendation;

/* The categories the year recommends for `nation`: an array of
 * UmpireHeavyWeaponRecommendation (g_free each). */
GPtrArray    *umpire_setup_heavy_weapon_recommendations (UmpireRules  *rules,
                                                         int           year,
                                                         const char   *nation,
                                                         GError      **error);

typedef struct
{
  const char *column;   /* "a", "b", "c", "d", "f" (case ignored) */
  int         units;    /* the side's own sub-units */
  const char *weapon;   /* optional: a recommendation column id ("field-gun")
                         * or "other", recorded and shown as its label in
                         * the trail; a label of one is read as its id */
} UmpireHeavyWeaponsInput;

UmpireResult *umpire_setup_heavy_weapons  (UmpireRules                   *rules,
                                           const UmpireHeavyWeaponsInput *input,
                                           UmpireDice                    *dice,
                                           GError                       **error);

/* ---- step 4: defensive works ------------------------------------------- */

#define UMPIRE_DEFENSIVE_CATEGORIES 4

/* The four categories, as ids of the 1916.defensive-works list. */
extern const char *const umpire_setup_defensive_categories[UMPIRE_DEFENSIVE_CATEGORIES];
/* The dice each roll for a category is (the sources name none: the plain
 * die); the die needed is one of its faces, or 0. */
#define UMPIRE_DEFENSIVE_DICE UMPIRE_PLAIN_DIE
/* The highest die needed can be: the top face of UMPIRE_DEFENSIVE_DICE. */
int           umpire_setup_defensive_needed_max (void);

typedef struct
{
  const char *nation;
  int         year;
  int         units_total;      /* both sides */
  /* The die needed (a face of UMPIRE_DEFENSIVE_DICE) per category, or 0 when the nation does not roll
   * for it; used when no rule pack supplies 1916.defensive-works-values. */
  int         needed[UMPIRE_DEFENSIVE_CATEGORIES];
} UmpireDefensiveWorksInput;

UmpireResult *umpire_setup_defensive_works (UmpireRules                     *rules,
                                            const UmpireDefensiveWorksInput *input,
                                            UmpireDice                      *dice,
                                            GError                         **error);

/* ---- step 5: setup proximity ------------------------------------------- */

typedef struct
{
  const char *terrain;   /* "constricted", "open", "wide-open" */
  const char *scale;     /* "large", "medium", "small" */
} UmpireProximityInput;

UmpireResult *umpire_setup_proximity      (UmpireRules                *rules,
                                           const UmpireProximityInput *input,
                                           UmpireDice                 *dice,
                                           GError                    **error);

/* ---- step 8: counter-battery fire -------------------------------------- */

typedef struct
{
  int      barrages;    /* barrages spent on counter-battery fire */
  gboolean gas;         /* the firing side uses gas */
} UmpireCounterbatteryInput;

UmpireResult *umpire_setup_counterbattery (UmpireRules                     *rules,
                                           const UmpireCounterbatteryInput *input,
                                           UmpireDice                      *dice,
                                           GError                         **error);

/* ---- step 9: pre-game bombardment -------------------------------------- */

typedef struct
{
  const char *name;
  gboolean    command_base;     /* a command base rather than a sub-unit */
  int         bases;            /* bases of the unit plus its supporting bases; 1 for a command base */
  int         barrages;         /* barrages assigned to it */
  gboolean    veteran_officer;  /* rule 601: rolls first */
  int         bases_lost;       /* entered by the umpire from the Area Weapons chart; -1 not yet */
} UmpireBombardmentTarget;

typedef struct
{
  int                            barrages_available;
  gboolean                       gas;
  gboolean                       veteran_officer_rule;  /* optional rule 601 is on */
  const UmpireBombardmentTarget *targets;
  guint                          n_targets;
} UmpireBombardmentInput;

UmpireResult *umpire_setup_bombardment    (UmpireRules                  *rules,
                                           const UmpireBombardmentInput *input,
                                           UmpireDice                   *dice,
                                           GError                      **error);

G_END_DECLS
