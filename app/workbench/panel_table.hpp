#pragma once
// Every docked panel, in one table: the View menu lists it, the layout places it, the settings
// remember it by its key. A new panel: its file (a Panel and its factory, app/panels/panel.hpp)
// and one row in panel_table.cpp.
#include <span>

#include "app/panels/panel.hpp"
#include "app/settings/settings.hpp"

namespace collide {

std::span<const PanelSpec> panel_table();
// Whether the person shows the panel (its table default until they choose).
bool panel_shown(const Settings& settings, const PanelSpec& spec);

}  // namespace collide
