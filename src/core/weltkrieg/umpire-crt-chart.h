/* umpire-crt-chart.h: the Combat Results Table as a picture (cairo)
 *
 * One drawing function for the screen, PNG and PDF. The model is plain data
 * filled by the engine (umpire_weltkrieg_chart_model), so drawing never
 * touches the rules database; the style (colours and text size) is passed
 * in: the light one for paper, the dark one for a dark screen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

#define UMPIRE_CRT_CHART_MAX_ROWS     12
#define UMPIRE_CRT_CHART_MAX_COLUMNS  60
#define UMPIRE_CRT_CHART_MAX_RESULTS  12

typedef struct
{
  gboolean shown;
  char     label[64];           /* "Attack", "Counterattack" */
  char     column[32];          /* the column(s) read, "40" or "50+25" */
  int      strength;
  int      shift;
  guint    n_results;
  char     results[UMPIRE_CRT_CHART_MAX_RESULTS][24];  /* as read, e.g. "1r", "5+2" */
  double   odds[UMPIRE_CRT_CHART_MAX_RESULTS];         /* of one die, 0..1 */
  double   expected_loss;       /* after the retreat rules */
} UmpireCrtChartOdds;

typedef struct
{
  char     title[128];
  char     row_title[64];       /* the rows' axis in words, "Die roll"; "": none */
  char     column_title[64];    /* the columns', "Strength points" */
  guint    n_rows;              /* die faces */
  guint    n_columns;           /* printed columns drawn */
  int      column_base;         /* the printed number of the column before the
                                 * first drawn: 0, or 25 for a sheet's band of
                                 * columns 26-50; the columns below count from 1 */
  char     cells[UMPIRE_CRT_CHART_MAX_ROWS][UMPIRE_CRT_CHART_MAX_COLUMNS][8];
  double   losses[UMPIRE_CRT_CHART_MAX_ROWS][UMPIRE_CRT_CHART_MAX_COLUMNS];
  double   max_loss;
  int      printed_column;      /* 1-based strength column; 0: none; > n_columns: off the table */
  int      effective_column;    /* 1-based column read; 0: none */
  int      die;                 /* 1-based die row; 0: not rolled yet */
  int      shift;               /* net shift of the attack */
  int      counter_column;      /* 1-based column the counterattack reads; 0: none */
  int      counter_die;         /* 1-based die row of the counterattack; 0: not rolled */
  UmpireCrtChartOdds attack;
  UmpireCrtChartOdds counter;
} UmpireCrtChartModel;

/* How the chart looks. */
typedef struct
{
  double background[3];
  double ink[3];                /* text, lines, the outer outline of a read cell */
  double halo[3];               /* the inner outline of a read cell */
  double grid[4];               /* RGBA of the cell lines */
  double heat[5][3];            /* the ramp from no loss to the largest */
  double font_size;             /* every text at least this size, in the
                                 * drawing's units, the table drawn in bands
                                 * of columns if need be; 0: sized by the
                                 * chart's height, as on paper, the labels
                                 * smaller than the numbers */
} UmpireCrtChartStyle;

/* Black on white, for paper and the light style. */
const UmpireCrtChartStyle *umpire_crt_chart_style_light (void);
/* Light on dark, for the dark style. */
const UmpireCrtChartStyle *umpire_crt_chart_style_dark  (void);

/* Draws the chart into `width` x `height`; `style` NULL: the light one. */
void umpire_crt_chart_draw (cairo_t                   *cr,
                            double                     width,
                            double                     height,
                            const UmpireCrtChartModel *model,
                            const UmpireCrtChartStyle *style);

/* The height a chart of this width needs for its text at the style's
 * size (font_size > 0: a screen's), the odds under the table if the width
 * leaves no room beside it. */
double umpire_crt_chart_natural_height (const UmpireCrtChartModel *model,
                                        const UmpireCrtChartStyle *style,
                                        double                     width);

/* Where cell (die, column), both 1-based, lies in a chart of this size and
 * style: for tests and hit testing. FALSE if the chart has no such cell. */
gboolean umpire_crt_chart_cell_rect (const UmpireCrtChartModel *model,
                                     const UmpireCrtChartStyle *style,
                                     double                     width,
                                     double                     height,
                                     int                        die,
                                     int                        column,
                                     double                    *x,
                                     double                    *y,
                                     double                    *cell_width,
                                     double                    *cell_height);

/* Keeps `n_columns` of the chart's columns, those around the column read
 * (and the counterattack's, where both fit), the heat scale the table's:
 * drawn at the same size, the cell read is larger. FALSE, the model left as
 * it was, when no column was read or the chart has no more columns. */
gboolean umpire_crt_chart_model_crop_to_read (UmpireCrtChartModel *model,
                                              guint                n_columns);

/* Writes the chart to a PNG or PDF file (chosen by the name's ending), in
 * the light style. */
gboolean umpire_crt_chart_write (const UmpireCrtChartModel *model,
                                 const char                *path,
                                 int                        width,
                                 int                        height,
                                 GError                   **error);

G_END_DECLS
