/* umpire-rules.h: the rules database, loaded from XML rule files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define UMPIRE_RULES_ERROR (umpire_rules_error_quark ())

typedef enum
{
  UMPIRE_RULES_ERROR_PARSE,      /* not well-formed XML, or empty */
  UMPIRE_RULES_ERROR_SCHEMA,     /* well-formed but not valid against the schema */
  UMPIRE_RULES_ERROR_INVALID,    /* valid but inconsistent: bad cell, cell count, range */
  UMPIRE_RULES_ERROR_DUPLICATE,  /* the same id twice in one file */
  UMPIRE_RULES_ERROR_FORBIDDEN,  /* DTDs, entities: never allowed in rule files */
  UMPIRE_RULES_ERROR_NOT_FOUND,  /* no such table, row or column */
} UmpireRulesError;

GQuark umpire_rules_error_quark (void);

typedef enum
{
  UMPIRE_ENTRY_TABLE,
  UMPIRE_ENTRY_MODIFIERS,
  UMPIRE_ENTRY_LIST,
} UmpireEntryKind;

typedef enum
{
  UMPIRE_CELL_INTEGER,
  UMPIRE_CELL_DECIMAL,
  UMPIRE_CELL_LOSS,   /* "0", "1", "1r" */
  UMPIRE_CELL_YESNO,
  UMPIRE_CELL_TEXT,
} UmpireCellType;

typedef enum
{
  UMPIRE_MODIFIER_ADD,
  UMPIRE_MODIFIER_MULTIPLY,
  UMPIRE_MODIFIER_HALVE,
} UmpireModifierOp;

/* The numeric span a row or column key stands for. A missing bound is open,
 * so "8 or more" is { has_min, min = 8 }. Lower/upper may be exclusive. */
typedef struct
{
  gboolean has_min;
  gboolean has_max;
  gboolean min_exclusive;
  gboolean max_exclusive;
  double   min;
  double   max;
} UmpireRange;

/* Where a piece of rule data comes from, and how it was read. */
typedef struct
{
  const char *source;         /* rules-sources file name */
  const char *rule;           /* rule number or section */
  const char *file;           /* the XML file it was loaded from */
  int         line;           /* line in that file */
  const char *reconstructed;  /* reasoning, when the cell was rebuilt; else NULL */
  const char *ambiguous;      /* the reading chosen, when the text allows several */
  const char *original;       /* the damaged or ambiguous original text */
  const char *note;
} UmpireProvenance;

typedef struct
{
  const char      *text;      /* as printed, e.g. ".40", "1r", "D C", "-" */
  UmpireProvenance prov;
} UmpireCell;

typedef struct
{
  const char      *id;
  const char      *label;     /* in the umpire's language */
  UmpireCellType   type;
  UmpireRange      range;
  UmpireProvenance prov;
  const char      *source_label; /* as the rules file spells it, untranslated
                                  * (the built-in database's English) */
} UmpireColumn;

typedef struct
{
  int      year, year_min, year_max;  /* 0 when not set */
  const char *nation;
  const char *opponent;
  const char *role;                      /* "attacker" / "defender" */
  const char *battle;                    /* "local" / "big-push" */
  const char *flag;
} UmpireCondition;

typedef struct
{
  const char      *id;
  const char      *label;
  UmpireRange      range;
  UmpireProvenance prov;
  GPtrArray       *cells;         /* UmpireCell*, one per column */
  /* modifiers only */
  UmpireModifierOp op;
  double           value;
  GPtrArray       *conditions;    /* UmpireCondition*; any one suffices; empty = always */
  /* lists only */
  const char      *item_value;
} UmpireRow;

typedef struct
{
  UmpireEntryKind  kind;
  const char      *id;
  const char      *system;        /* rule system of the file, e.g. "weltkrieg" */
  const char      *title;
  GPtrArray       *notes;         /* char* */
  const char      *row_label;     /* e.g. "Die roll" */
  const char      *column_label;
  const char      *dice;          /* e.g. "1d6", or NULL */
  UmpireProvenance prov;
  GPtrArray       *columns;       /* UmpireColumn* */
  GPtrArray       *rows;          /* UmpireRow* */
  const char      *overrides;     /* file of the entry this one replaced, or NULL */
  GStringChunk    *strings;       /* owns every string above */
} UmpireTable;

/* The situation a modifier's conditions are tested against. */
typedef struct
{
  int          year;              /* 0: unknown */
  const char  *nation;
  const char  *opponent;
  const char  *role;
  const char  *battle;
  const char * const *flags;      /* NULL-terminated, or NULL */
} UmpireSituation;

#define UMPIRE_TYPE_RULES (umpire_rules_get_type ())
G_DECLARE_FINAL_TYPE (UmpireRules, umpire_rules, UMPIRE, RULES, GObject)

UmpireRules       *umpire_rules_new                (void);
gboolean           umpire_rules_load_builtin       (UmpireRules        *self,
                                                    GError            **error);
gboolean           umpire_rules_load_file          (UmpireRules        *self,
                                                    const char         *path,
                                                    GError            **error);
gboolean           umpire_rules_load_data          (UmpireRules        *self,
                                                    const char         *data,
                                                    gsize               length,
                                                    const char         *name,
                                                    GError            **error);
gboolean           umpire_rules_check_file         (const char         *path,
                                                    GError            **error);
GPtrArray         *umpire_rules_load_user_packs    (UmpireRules        *self);
const GPtrArray   *umpire_rules_get_tables         (UmpireRules        *self);
const UmpireTable *umpire_rules_get_table          (UmpireRules        *self,
                                                    const char         *id);
const char        *umpire_rules_cell               (UmpireRules        *self,
                                                    const char         *table_id,
                                                    const char         *row_id,
                                                    const char         *column_id);
/* The name people know a rules source by ("1916 Basic Game Setup"), from
 * the <source> titles of the rules files; the file name itself when no
 * file titles it, or `self` is NULL. */
const char        *umpire_rules_get_source_name    (UmpireRules        *self,
                                                    const char         *source);

int                umpire_table_column_index       (const UmpireTable  *table,
                                                    const char         *column_id);
const UmpireRow   *umpire_table_get_row            (const UmpireTable  *table,
                                                    const char         *row_id);
const UmpireRow   *umpire_table_row_for_number     (const UmpireTable  *table,
                                                    double              number,
                                                    gboolean           *out_clamped);
int                umpire_table_column_for_number  (const UmpireTable  *table,
                                                    double              number,
                                                    gboolean           *out_clamped);
const UmpireCell  *umpire_row_cell                 (const UmpireRow    *row,
                                                    int                 column);
gboolean           umpire_range_contains           (const UmpireRange  *range,
                                                    double              number);
gboolean           umpire_modifier_applies         (const UmpireRow    *modifier,
                                                    const UmpireSituation *situation);
gboolean           umpire_cell_is_reconstructed    (const UmpireCell   *cell);

G_END_DECLS
