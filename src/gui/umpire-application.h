/* umpire-application.h: the Umpire application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define UMPIRE_TYPE_APPLICATION (umpire_application_get_type ())
G_DECLARE_FINAL_TYPE (UmpireApplication, umpire_application, UMPIRE, APPLICATION, AdwApplication)

UmpireApplication *umpire_application_new (void);

G_END_DECLS
