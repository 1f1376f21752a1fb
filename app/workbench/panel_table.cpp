#include "app/workbench/panel_table.hpp"

namespace collide {

namespace {

// In each region, panels stack top to bottom in this order.
constexpr PanelSpec kPanels[] = {
    {"scene", "Scene", Dock::left, true, 1, make_scene_panel},
    {"inspector", "Inspector", Dock::left, true, 1, make_inspector_panel},
    {"lesson", "Lesson", Dock::right, false, 3, make_lesson_panel},
    {"why", "Why", Dock::right, true, 3, make_why_panel},
    {"octree", "Octree", Dock::right, false, 3, make_octree_panel, true},
    {"notes", "Scene notes", Dock::right, true, 1, make_notes_panel},
    {"pairs", "Pairs", Dock::bottom, true, 1, make_pairs_panel},
};

}  // namespace

std::span<const PanelSpec> panel_table() {
  return kPanels;
}

bool panel_shown(const Settings& settings, const PanelSpec& spec) {
  const auto it = settings.panels_shown.find(spec.key);
  return it != settings.panels_shown.end() ? it->second : spec.shown_by_default;
}

}  // namespace collide
