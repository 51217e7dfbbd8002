/* umpire-print-preview.c: a sheet's pages before printing, in a window
 *
 * The window handles GtkPrintOperation's "preview": GTK lays the sheet out
 * as for the printer, and each page is rendered through the operation
 * (gtk_print_operation_preview_render_page) into an image as wide as the
 * window, so what is seen is what the printer gets, with no external
 * viewer. Closing the window ends the preview, which releases the operation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "umpire-print-preview.h"
#include "umpire-form.h"

/* ---------------------------------------------------------------------- */
/* The page: a drawing area as tall as the paper is for its width          */

#define UMPIRE_TYPE_PRINT_PREVIEW_PAGE (umpire_print_preview_page_get_type ())
G_DECLARE_FINAL_TYPE (UmpirePrintPreviewPage, umpire_print_preview_page, UMPIRE, PRINT_PREVIEW_PAGE, GtkDrawingArea)

struct _UmpirePrintPreviewPage
{
  GtkDrawingArea  parent_instance;
  double          aspect;   /* height / width of the paper */
};

G_DEFINE_FINAL_TYPE (UmpirePrintPreviewPage, umpire_print_preview_page, GTK_TYPE_DRAWING_AREA)

static GtkSizeRequestMode
umpire_print_preview_page_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
umpire_print_preview_page_measure (GtkWidget      *widget,
                                   GtkOrientation  orientation,
                                   int             for_size,
                                   int            *minimum,
                                   int            *natural,
                                   int            *minimum_baseline,
                                   int            *natural_baseline)
{
  UmpirePrintPreviewPage *self = UMPIRE_PRINT_PREVIEW_PAGE (widget);
  const int natural_width = 595;   /* an A4 page at 100 %, in points */

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 120;
      *natural = natural_width;
    }
  else
    *minimum = *natural = (int) ceil ((for_size >= 0 ? for_size : natural_width) * self->aspect);
}

static void
umpire_print_preview_page_class_init (UmpirePrintPreviewPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->get_request_mode = umpire_print_preview_page_get_request_mode;
  widget_class->measure = umpire_print_preview_page_measure;
}

static void
umpire_print_preview_page_init (UmpirePrintPreviewPage *self)
{
  self->aspect = M_SQRT2;   /* ISO paper until the sheet is laid out */
}

static void
umpire_print_preview_page_set_aspect (UmpirePrintPreviewPage *self,
                                      double                  aspect)
{
  if (self->aspect == aspect)
    return;
  self->aspect = aspect;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------------- */
/* The window                                                             */

struct _UmpirePrintPreview
{
  AdwWindow             parent_instance;

  GtkPrintOperation    *operation;
  GtkPrintContext      *context;
  gulong                ready_id;
  gboolean              ended;      /* the preview was ended or cancelled */

  int                   n_pages;
  int                   page;
  double                page_width;   /* points */
  double                page_height;

  /* The page last rendered, and for which width and scale. */
  cairo_surface_t      *rendered;
  int                   rendered_page;
  int                   rendered_width;
  int                   rendered_scale;

  AdwWindowTitle       *window_title;
  GtkScrolledWindow    *scroller;
  GtkWidget            *page_area;
};

G_DEFINE_FINAL_TYPE (UmpirePrintPreview, umpire_print_preview, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_OPERATION,
  PROP_CONTEXT,
  PROP_PAGE,
  PROP_N_PAGES,
  N_PROPS
};

enum {
  PRINT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GParamSpec *properties[N_PROPS];

static void
forget_rendered (UmpirePrintPreview *self)
{
  g_clear_pointer (&self->rendered, cairo_surface_destroy);
  self->rendered_page = -1;
}

static void
update (UmpirePrintPreview *self)
{
  g_autofree char *text = NULL;

  if (self->n_pages > 0)
    text = g_strdup_printf (_("Page %d of %d"), self->page + 1, self->n_pages);
  else
    text = g_strdup (_("Preparing…"));
  adw_window_title_set_subtitle (self->window_title, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->page_area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.previous-page", self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.next-page", self->page + 1 < self->n_pages);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.print", self->n_pages > 0);
  gtk_widget_queue_draw (self->page_area);
}

/* Text measured as on paper, whatever the scale: the sheet is laid out
 * with one context and drawn with another, and hinted metrics (the image
 * surfaces' default) would make the same words wider on one than on the
 * other, and overrun the lines and cells laid out for them. */
static void
set_unhinted (cairo_t *cr)
{
  cairo_font_options_t *options = cairo_font_options_create ();

  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_set_font_options (cr, options);
  cairo_font_options_destroy (options);
}

/* Renders the page through the operation, as it would be printed. */
static void
render_page (UmpirePrintPreview *self,
             int                 width,
             int                 scale)
{
  cairo_t *cr;
  double dpi = 72.0 * width / self->page_width;

  forget_rendered (self);
  self->rendered = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width * scale,
                                               (int) ceil (width * self->page_height / self->page_width) * scale);
  cairo_surface_set_device_scale (self->rendered, scale, scale);
  cr = cairo_create (self->rendered);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  set_unhinted (cr);
  /* The context scales its own reference from points to pixels. */
  gtk_print_context_set_cairo_context (self->context, cr, dpi, dpi);
  cairo_destroy (cr);
  gtk_print_operation_preview_render_page (GTK_PRINT_OPERATION_PREVIEW (self->operation), self->page);
  cairo_surface_flush (self->rendered);

  self->rendered_page = self->page;
  self->rendered_width = width;
  self->rendered_scale = scale;
}

static void
draw_page (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  UmpirePrintPreview *self = user_data;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (area));

  if (self->n_pages == 0 || self->ended || width <= 0)
    return;
  if (self->rendered == NULL || self->rendered_page != self->page
      || self->rendered_width != width || self->rendered_scale != scale)
    render_page (self, width, scale);
  cairo_set_source_surface (cr, self->rendered, 0, 0);
  cairo_paint (cr);
}

/* The operation laid the sheet out: the pages and their size are known. */
static void
on_ready (GtkPrintOperationPreview *preview,
          GtkPrintContext          *context,
          UmpirePrintPreview       *self)
{
  int n_pages = 0;

  g_object_get (self->operation, "n-pages", &n_pages, NULL);
  self->page_width = gtk_print_context_get_width (context);
  self->page_height = gtk_print_context_get_height (context);
  self->n_pages = self->page_width > 0 && self->page_height > 0 ? MAX (n_pages, 0) : 0;
  if (self->n_pages > 0)
    umpire_print_preview_page_set_aspect (UMPIRE_PRINT_PREVIEW_PAGE (self->page_area),
                                          self->page_height / self->page_width);
  self->page = 0;
  forget_rendered (self);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PAGES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);
}

static void
previous_page_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  UmpirePrintPreview *self = UMPIRE_PRINT_PREVIEW (widget);

  umpire_print_preview_set_page (self, self->page - 1);
}

static void
next_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  UmpirePrintPreview *self = UMPIRE_PRINT_PREVIEW (widget);

  umpire_print_preview_set_page (self, self->page + 1);
}

/* Print: the print dialog for the same sheet, over the window the preview
 * came from; the preview has done its job and closes. */
static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  UmpirePrintPreview *self = UMPIRE_PRINT_PREVIEW (widget);

  /* Whoever showed the preview prints (the operation that made it). */
  g_signal_emit (self, signals[PRINT], 0);
  gtk_window_close (GTK_WINDOW (self));
}

/* Once: ends the preview (or stops the layout if it has not finished),
 * which lets the operation go. */
static void
end_preview (UmpirePrintPreview *self)
{
  if (self->ended || self->operation == NULL)
    return;
  self->ended = TRUE;
  g_clear_signal_handler (&self->ready_id, self->operation);
  if (self->n_pages > 0)
    gtk_print_operation_preview_end_preview (GTK_PRINT_OPERATION_PREVIEW (self->operation));
  else
    gtk_print_operation_cancel (GTK_PRINT_OPERATION (self->operation));
}

static void
umpire_print_preview_constructed (GObject *object)
{
  UmpirePrintPreview *self = UMPIRE_PRINT_PREVIEW (object);
  cairo_surface_t *surface;
  cairo_t *cr;

  G_OBJECT_CLASS (umpire_print_preview_parent_class)->constructed (object);

  g_return_if_fail (self->operation != NULL && self->context != NULL);

  /* GTK lays the sheet out before any page is shown, measuring with the
   * context's cairo context: one is needed now. Rendering replaces it. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 1, 1);
  cr = cairo_create (surface);
  set_unhinted (cr);
  gtk_print_context_set_cairo_context (self->context, cr, 72, 72);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  self->ready_id = g_signal_connect (self->operation, "ready", G_CALLBACK (on_ready), self);
  {
    g_autofree char *title = NULL;

    g_object_get (self->operation, "job-name", &title, NULL);
    adw_window_title_set_title (self->window_title, title ? title : "");
  }
  update (self);
}

static void
umpire_print_preview_dispose (GObject *object)
{
  UmpirePrintPreview *self = UMPIRE_PRINT_PREVIEW (object);

  end_preview (self);
  forget_rendered (self);
  g_clear_object (&self->operation);
  g_clear_object (&self->context);
  gtk_widget_dispose_template (GTK_WIDGET (self), UMPIRE_TYPE_PRINT_PREVIEW);

  G_OBJECT_CLASS (umpire_print_preview_parent_class)->dispose (object);
}

static void
umpire_print_preview_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  UmpirePrintPreview *self = UMPIRE_PRINT_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_OPERATION:
      g_value_set_object (value, self->operation);
      break;
    case PROP_CONTEXT:
      g_value_set_object (value, self->context);
      break;
    case PROP_PAGE:
      g_value_set_int (value, self->page);
      break;
    case PROP_N_PAGES:
      g_value_set_int (value, self->n_pages);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_print_preview_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  UmpirePrintPreview *self = UMPIRE_PRINT_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_OPERATION:
      self->operation = g_value_dup_object (value);
      break;
    case PROP_CONTEXT:
      self->context = g_value_dup_object (value);
      break;
    case PROP_PAGE:
      umpire_print_preview_set_page (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
umpire_print_preview_class_init (UmpirePrintPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = umpire_print_preview_constructed;
  object_class->dispose = umpire_print_preview_dispose;
  object_class->get_property = umpire_print_preview_get_property;
  object_class->set_property = umpire_print_preview_set_property;

  properties[PROP_OPERATION] =
    g_param_spec_object ("operation", NULL, NULL, GTK_TYPE_PRINT_OPERATION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CONTEXT] =
    g_param_spec_object ("context", NULL, NULL, GTK_TYPE_PRINT_CONTEXT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAGE] =
    g_param_spec_int ("page", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_PAGES] =
    g_param_spec_int ("n-pages", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (UMPIRE_TYPE_PRINT_PREVIEW_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/umpire-print-preview.ui");
  gtk_widget_class_bind_template_child (widget_class, UmpirePrintPreview, window_title);
  gtk_widget_class_bind_template_child (widget_class, UmpirePrintPreview, scroller);
  gtk_widget_class_bind_template_child (widget_class, UmpirePrintPreview, page_area);

  gtk_widget_class_install_action (widget_class, "preview.previous-page", NULL, previous_page_action);
  gtk_widget_class_install_action (widget_class, "preview.next-page", NULL, next_page_action);
  gtk_widget_class_install_action (widget_class, "preview.print", NULL, print_action);
  /* Print was pressed: the owner prints the same sheet for real. */
  signals[PRINT] = g_signal_new ("print", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
umpire_print_preview_init (UmpirePrintPreview *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* "_Print…" read as "Print…" (umpire-form.h). */
  umpire_form_name_from_labels (GTK_WIDGET (self));
  self->rendered_page = -1;
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->page_area), draw_page, self, NULL);

  /* Page Up and Page Down turn the page wherever the focus is, before the
   * scrolled window would take them to scroll. */
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Page_Up, 0),
                                                          gtk_named_action_new ("preview.previous-page")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Page_Down, 0),
                                                          gtk_named_action_new ("preview.next-page")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

GtkWidget *
umpire_print_preview_new (GtkPrintOperation *operation,
                          GtkPrintContext   *context,
                          GtkWindow         *parent)
{
  g_return_val_if_fail (GTK_IS_PRINT_OPERATION (operation), NULL);
  g_return_val_if_fail (GTK_IS_PRINT_CONTEXT (context), NULL);
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  GtkWindow *self = g_object_new (UMPIRE_TYPE_PRINT_PREVIEW,
                                  "operation", operation,
                                  "context", context,
                                  "transient-for", parent,
                                  NULL);
  int width = 0, height = 0, parent_width = 0, parent_height = 0;

  /* No larger than the window it comes from (whose default size follows
   * its size): on a screen 600 px high the page and Print stay on it. */
  if (parent != NULL)
    {
      gtk_window_get_default_size (self, &width, &height);
      gtk_window_get_default_size (parent, &parent_width, &parent_height);
      if (parent_width > 0 && parent_height > 0)
        gtk_window_set_default_size (self, MIN (width, parent_width), MIN (height, parent_height));
    }
  return GTK_WIDGET (self);
}

GtkPrintOperation *
umpire_print_preview_get_operation (UmpirePrintPreview *self)
{
  g_return_val_if_fail (UMPIRE_IS_PRINT_PREVIEW (self), NULL);
  return self->operation;
}

int
umpire_print_preview_get_n_pages (UmpirePrintPreview *self)
{
  g_return_val_if_fail (UMPIRE_IS_PRINT_PREVIEW (self), 0);
  return self->n_pages;
}

int
umpire_print_preview_get_page (UmpirePrintPreview *self)
{
  g_return_val_if_fail (UMPIRE_IS_PRINT_PREVIEW (self), 0);
  return self->page;
}

void
umpire_print_preview_set_page (UmpirePrintPreview *self,
                               int                 page)
{
  g_return_if_fail (UMPIRE_IS_PRINT_PREVIEW (self));

  page = CLAMP (page, 0, MAX (self->n_pages - 1, 0));
  if (self->page == page)
    return;
  self->page = page;
  /* A new page is read from its top. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);
}
