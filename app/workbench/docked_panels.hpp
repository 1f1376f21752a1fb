#pragma once
// The panels of the table, laid out each frame in the docked layout (dock_layout.hpp): each one
// an ImGui window placed at its rectangle (not movable, closable, collapsible to its title bar),
// with splitters between regions and between panels that share one. What a person changes (a
// size, a panel shown, collapsed or its share) goes to the settings at once.
#include <memory>
#include <vector>

#include "app/panels/panel.hpp"
#include "app/workbench/dock_layout.hpp"

namespace collide {

class DockedPanels {
 public:
  DockedPanels();  // one of each panel of the table

  // Draws every shown panel in its place in `work` (ImGui coordinates: the window below the
  // menu bar) at text scale `scale`, and returns the 3D view's rectangle. `columns_share`: the
  // most of the width the columns take (dock_layout). Needs an ImGui frame.
  Rect draw(const Rect& work, float scale, PanelContext& context, PanelOutput& out,
            float columns_share = 1);
  // The View menu's entries: one per panel and one per region. Call inside the View menu.
  static void menu_items(Settings& settings);

 private:
  std::vector<std::unique_ptr<Panel>> panels_;
};

}  // namespace collide
