#include "app/workbench/docked_panels.hpp"

#include <algorithm>
#include <array>
#include <string>

#include <imgui.h>

#include "app/workbench/panel_table.hpp"

namespace collide {

namespace {

bool collapsed(const Settings& s, const PanelSpec& spec) {
  const auto it = s.panels_collapsed.find(spec.key);
  return it != s.panels_collapsed.end() && it->second;
}

float& weight(Settings& s, const PanelSpec& spec) {
  return s.panel_weights.try_emplace(spec.key, spec.weight).first->second;
}

// An invisible window over `r` holding one button: the pointer's movement while it is held.
// Returns the drag this frame (0 when not dragged).
ImVec2 splitter(const char* id, const Rect& r, bool vertical) {
  ImGui::SetNextWindowPos(ImVec2(r.x, r.y), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(r.w, r.h), ImGuiCond_Always);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, ImVec2(1, 1));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
  ImVec2 drag(0, 0);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground |
                                 ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav |
                                 ImGuiWindowFlags_NoBringToFrontOnFocus;
  if (ImGui::Begin(id, nullptr, flags)) {
    ImGui::InvisibleButton("##split", ImVec2(std::max(r.w, 1.0f), std::max(r.h, 1.0f)));
    const bool active = ImGui::IsItemActive();
    if (active || ImGui::IsItemHovered()) {
      ImGui::SetMouseCursor(vertical ? ImGuiMouseCursor_ResizeEW : ImGuiMouseCursor_ResizeNS);
      ImGui::GetWindowDrawList()->AddRectFilled(
          ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()),
          ImGui::GetColorU32(active ? ImGuiCol_SeparatorActive : ImGuiCol_SeparatorHovered));
    }
    if (active) drag = ImGui::GetIO().MouseDelta;
  }
  ImGui::End();
  ImGui::PopStyleVar(3);
  return drag;
}

}  // namespace

DockedPanels::DockedPanels() {
  for (const PanelSpec& spec : panel_table())
    panels_.push_back(spec.make());
}

Rect DockedPanels::draw(const Rect& work, float scale, PanelContext& context, PanelOutput& out,
                        float columns_share) {
  Settings& s = context.settings;
  const std::span<const PanelSpec> table = panel_table();
  const float title = ImGui::GetFrameHeight();  // a window's title bar
  const float gap = kSplitterPx * scale;

  // The shown panels of each region, in table order.
  std::array<std::vector<std::size_t>, kDockCount> docked;
  for (std::size_t i = 0; i < table.size(); ++i)
    if (panel_shown(s, table[i])) docked[std::size_t(table[i].dock)].push_back(i);
  std::array<bool, kDockCount> used{};
  for (int d = 0; d < kDockCount; ++d)
    used[std::size_t(d)] = !docked[std::size_t(d)].empty();
  // A bottom strip whose panels are all collapsed is as tall as their title bars.
  const auto& bottom = docked[std::size_t(Dock::bottom)];
  float bottom_height = 0;
  if (!bottom.empty() &&
      std::ranges::all_of(bottom, [&](std::size_t i) { return collapsed(s, table[i]); }))
    bottom_height = float(bottom.size()) * title + float(bottom.size() - 1) * gap;
  const DockLayout layout = dock_layout(work, s.dock, scale, used, bottom_height, columns_share);

  // Splitters between regions; a drag resizes the region (kept in unscaled pixels).
  const auto resize = [&](Dock d, const char* id, bool vertical, float& size, float sign) {
    const Rect& r = layout.splitter(d);
    if (r.empty()) return;
    const ImVec2 drag = splitter(id, r, vertical);
    const float delta = sign * (vertical ? drag.x : drag.y) / scale;
    if (delta != 0)
      size = std::clamp(size + delta, d == Dock::bottom ? kMinBottomPx : kMinColumnPx, 4096.0f);
  };
  resize(Dock::left, "##split_left", true, s.dock.left, +1);
  resize(Dock::right, "##split_right", true, s.dock.right, -1);
  resize(Dock::bottom, "##split_bottom", false, s.dock.bottom, -1);

  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                 ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoBringToFrontOnFocus;
  for (int d = 0; d < kDockCount; ++d) {
    const std::vector<std::size_t>& here = docked[std::size_t(d)];
    const Rect& region = layout.regions[std::size_t(d)];
    if (here.empty() || region.empty()) continue;
    std::vector<float> weights;
    std::vector<bool> folded;
    for (const std::size_t i : here) {
      weights.push_back(weight(s, table[i]));
      folded.push_back(collapsed(s, table[i]));
    }
    const std::vector<Rect> rects = stack_panels(region, weights, folded, title, gap);
    for (std::size_t k = 0; k < here.size(); ++k) {
      const PanelSpec& spec = table[here[k]];
      Panel& panel = *panels_[here[k]];
      const Rect& r = rects[k];
      ImGui::SetNextWindowPos(ImVec2(r.x, r.y), ImGuiCond_Always);
      ImGui::SetNextWindowSize(ImVec2(r.w, r.h), ImGuiCond_Always);
      ImGui::SetNextWindowCollapsed(folded[k], ImGuiCond_Always);
      ImGui::SetNextWindowBgAlpha(1.0f);
      // "###key": the window stays the same when its title changes ("Why: a – b").
      const std::string name = panel.title(context.session).value_or(spec.title) + "###" + spec.key;
      bool open = true;
      if (ImGui::Begin(name.c_str(), &open, flags)) panel.draw(context, out);
      s.panels_collapsed[spec.key] = ImGui::IsWindowCollapsed();
      ImGui::End();
      if (!open) s.panels_shown[spec.key] = false;
      // The splitter below it, between two open panels: moves their shares.
      if (k + 1 < here.size() && !folded[k] && !folded[k + 1]) {
        const Rect gap_rect{r.x, r.bottom(), r.w, gap};
        const std::string id = std::string("##split_") + spec.key;
        const float dy = splitter(id.c_str(), gap_rect, false).y;
        if (dy != 0) {
          const float h0 = r.h, h1 = rects[k + 1].h, total = weights[k] + weights[k + 1];
          const float a = std::clamp(h0 + dy, title * 2, h0 + h1 - title * 2);
          weight(s, spec) = total * a / (h0 + h1);
          weight(s, table[here[k + 1]]) = total * (h0 + h1 - a) / (h0 + h1);
        }
      }
    }
  }
  return layout.viewport;
}

void DockedPanels::menu_items(Settings& s) {
  ImGui::TextDisabled("Panels");
  for (const PanelSpec& spec : panel_table()) {
    bool shown = panel_shown(s, spec);
    if (ImGui::MenuItem(spec.title, nullptr, &shown)) {
      s.panels_shown[spec.key] = shown;
      if (shown) s.panels_collapsed[spec.key] = false;
    }
  }
  ImGui::Separator();
  ImGui::TextDisabled("Regions");
  ImGui::MenuItem("Left column", nullptr, &s.dock.left_open);
  ImGui::MenuItem("Right column", nullptr, &s.dock.right_open);
  ImGui::MenuItem("Bottom strip", nullptr, &s.dock.bottom_open);
}

}  // namespace collide
