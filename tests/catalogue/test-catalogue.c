/* test-catalogue.c: every procedure is described once, and what people read
 * for its inputs and values comes from that description
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "umpire-catalogue.h"
#include "umpire-result.h"

static UmpireRules *
builtin_rules (void)
{
  g_autoptr(GError) error = NULL;
  UmpireRules *rules = umpire_rules_new ();

  g_assert_true (umpire_rules_load_builtin (rules, &error));
  g_assert_no_error (error);
  return rules;
}

static void
check_fields (UmpireRules       *rules,
              const char        *procedure,
              const UmpireField *fields)
{
  for (const UmpireField *field = fields; field != NULL && field->name != NULL; field++)
    {
      g_test_message ("%s: %s", procedure, field->name);
      g_assert_nonnull (field->label);
      g_assert_cmpstr (field->label, !=, "");
      /* Every table a field names is in the database. */
      if (field->table != NULL)
        g_assert_nonnull (umpire_rules_get_table (rules, field->table));
      if (field->kind == UMPIRE_FIELD_CHOICE)
        g_assert_true (field->words != NULL || field->table != NULL);
      if (field->kind == UMPIRE_FIELD_NUMBER)
        g_assert_cmpfloat (field->min, <=, field->max);
      /* No name twice in one table of fields. */
      for (const UmpireField *other = field + 1; other->name != NULL; other++)
        g_assert_cmpstr (other->name, !=, field->name);
    }
}

static void
test_every_procedure_described (void)
{
  g_autoptr(UmpireRules) rules = builtin_rules ();
  const UmpireProcedureInfo * const *procedures = umpire_catalogue_get_procedures ();
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  guint n;

  for (n = 0; procedures[n] != NULL; n++)
    {
      const UmpireProcedureInfo *info = procedures[n];

      g_test_message ("procedure %s", info->id);
      g_assert_nonnull (info->id);
      g_assert_false (g_hash_table_contains (ids, info->id));
      g_hash_table_add (ids, (gpointer) info->id);
      g_assert_true (umpire_catalogue_find (info->id) == info);
      g_assert_nonnull (info->system);
      g_assert_true (umpire_catalogue_find_system (info->system->id) == info->system);
      g_assert_nonnull (info->title);
      check_fields (rules, info->id, info->inputs);
      check_fields (rules, info->id, info->values);
    }
  /* 1916 setup, play and optional rules; Der Weltkrieg; De Rosa. */
  g_assert_cmpuint (n, ==, 34);
  g_assert_null (umpire_catalogue_find ("no-such-procedure"));
}

static void
test_titles_and_labels (void)
{
  g_assert_cmpstr (umpire_catalogue_get_title ("crt"), ==, "Combat results table");
  g_assert_cmpstr (umpire_catalogue_get_title ("derosa.melee"), ==, "Close combat");
  g_assert_cmpstr (umpire_catalogue_get_title ("unknown"), ==, "unknown");
  g_assert_cmpstr (umpire_catalogue_get_system_name ("weltkrieg"), ==, "Der Weltkrieg");
  g_assert_cmpstr (umpire_catalogue_get_system_name (NULL), ==, "—");
  g_assert_cmpstr (umpire_catalogue_get_input_label ("combat", "attacker-strength"), ==, "Attacker strength");
  g_assert_cmpstr (umpire_catalogue_get_input_label ("crt", "no-such-input"), ==, "no-such-input");
}

/* Words for values and inputs come from the descriptors: a word of one
 * procedure is not a word of another. */
static void
test_words (void)
{
  g_autoptr(UmpireRules) rules = builtin_rules ();
  g_autofree char *state = umpire_value_dup_for_people (NULL, "derosa.morale", "new-state", "shaken");
  g_autofree char *lull = umpire_value_dup_for_people (NULL, "lull", "lull", "none");
  g_autofree char *outcome = umpire_value_dup_for_people (NULL, "derosa.melee", "outcome", "attacker-wins");
  g_autofree char *not_a_word = umpire_value_dup_for_people (NULL, "derosa.ammo", "outcome", "attacker-wins");
  g_autofree char *flag = umpire_value_dup_for_people (NULL, "derosa.morale", "passed", "no");
  g_autofree char *terrain = umpire_input_dup_for_people (rules, "crt", "terrain", "clear");
  g_autofree char *nation = umpire_system_input_dup_for_people (rules, "1916", "nation", "germany");
  g_autofree char *category = umpire_input_dup_for_people (rules, "1916.support", "category", "on-call");

  g_assert_cmpstr (state, ==, "Shaken");
  g_assert_cmpstr (lull, ==, "No lull");
  g_assert_cmpstr (outcome, ==, "Attacker wins");
  g_assert_cmpstr (not_a_word, ==, "attacker-wins");
  g_assert_cmpstr (flag, ==, "No");
  /* Labels the rules database gives its rows and columns. */
  g_assert_cmpstr (terrain, !=, "clear");
  g_assert_cmpstr (nation, !=, "germany");
  g_assert_cmpstr (category, !=, "on-call");
  g_assert_null (umpire_value_dup_for_people (NULL, "crt", "loss", NULL));
}

/* A result made from its descriptor reads it: labels and words. */
static void
test_result_reads_descriptor (void)
{
  g_autoptr(UmpireResult) result = umpire_result_new_for (umpire_catalogue_find ("derosa.morale"));
  g_autofree char *text = NULL;

  umpire_result_set_value (result, "new-state", "shaken");
  text = umpire_result_to_text (result, NULL);
  g_assert_nonnull (strstr (text, ": Shaken\n"));
  g_assert_cmpstr (umpire_result_get_value (result, "new-state"), ==, "shaken");
  g_assert_cmpstr (umpire_result_get_procedure (result), ==, "derosa.morale");
}

/* A procedure's rule reference is the rules database's, never typed in C:
 * each entry a descriptor names is in the database and gives one. */
static void
test_rule_references (void)
{
  g_autoptr(UmpireRules) rules = builtin_rules ();
  const UmpireProcedureInfo * const *procedures = umpire_catalogue_get_procedures ();
  guint with = 0;

  for (guint n = 0; procedures[n] != NULL; n++)
    {
      const UmpireProcedureInfo *info = procedures[n];
      const char *rule = umpire_procedure_info_get_rule (info, rules);

      g_test_message ("%s: %s", info->id, rule ? rule : "(none)");
      if (info->rule_entry == NULL)
        continue;
      with++;
      g_assert_nonnull (umpire_rules_get_table (rules, info->rule_entry));
      g_assert_nonnull (rule);
      g_assert_cmpstr (rule, !=, "");
    }
  /* All but a procedure whose charts each have their own (De Rosa fire). */
  g_assert_cmpuint (with, >=, 30);
  /* Read from the entries: the setup steps, an optional rule's own item, a
   * Der Weltkrieg section. */
  g_assert_cmpstr (umpire_procedure_info_get_rule (umpire_catalogue_find ("1916.support"), rules), ==, "Setup 2");
  g_assert_cmpstr (umpire_procedure_info_get_rule (umpire_catalogue_find ("1916.counterbattery"), rules), ==, "Setup 8");
  g_assert_cmpstr (umpire_procedure_info_get_rule (umpire_catalogue_find ("1916.veteran-barrage"), rules), ==, "601");
  g_assert_cmpstr (umpire_procedure_info_get_rule (umpire_catalogue_find ("weltkrieg.french-attack"), rules), ==, "39-4");
  g_assert_cmpstr (umpire_rules_get_rule_reference (rules, "1916.setup-sequence", "place-defenses"), ==, "Setup 6");
  /* No database, no reference. */
  g_assert_null (umpire_procedure_info_get_rule (umpire_catalogue_find ("1916.support"), NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/umpire/catalogue/every-procedure-described", test_every_procedure_described);
  g_test_add_func ("/umpire/catalogue/titles-and-labels", test_titles_and_labels);
  g_test_add_func ("/umpire/catalogue/words", test_words);
  g_test_add_func ("/umpire/catalogue/rule-references", test_rule_references);
  g_test_add_func ("/umpire/catalogue/result-reads-descriptor", test_result_reads_descriptor);

  return g_test_run ();
}
