#include "app/panels/panels.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/document/edit_builders.hpp"
#include "app/edit/edit_session.hpp"
#include "app/kinds/kind_table.hpp"
#include "app/panels/panel.hpp"
#include "app/panels/ui_scale.hpp"
#include "app/view/scene_drawing.hpp"

namespace collide {

namespace {
// The kind's title as a word in a sentence ("moving sphere"); an acronym stays ("AABB").
std::string kind_label(const SceneObject& o) {
  std::string t = kind_of(o.desc).title(o.desc, o.motion);
  const auto upper = [](char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; };
  if (t.size() > 1 && upper(t[0]) && !upper(t[1]))
    t[0] = char(std::tolower(static_cast<unsigned char>(t[0])));
  return t;
}
}  // namespace

std::vector<int> filtered_objects(const Scene& scene, const ImGuiTextFilter& filter) {
  std::vector<int> rows;
  rows.reserve(scene.objects.size());
  std::string text;
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    const SceneObject& o = scene.objects[i];
    if (filter.IsActive()) {
      // One string, so an exclusion ("-plane") drops the object when any field matches it.
      text = o.name;
      text += ' ';
      text += o.id;
      text += ' ';
      text += kind_label(o);
      if (!filter.PassFilter(text.c_str())) continue;
    }
    rows.push_back(int(i));
  }
  return rows;
}

PanelActions objects_panel(const Scene& scene, const Selection* selection) {
  PanelActions actions;
  // Filter by name (or id) and kind: ImGui's filter syntax ("box", "-sphere", "a,b").
  static ImGuiTextFilter filter;
  filter.Draw("##filter", ImGui::GetContentRegionAvail().x);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Filter by name or kind: \"box\", \"-plane\", \"a,b\"");
  // The rows that pass, recomputed only when the filter, the scene's version or its size changes
  // (filtering 20,000 objects costs about a millisecond); only the rows on screen are laid out
  // (ImGuiListClipper), so the list costs the same at any size.
  static std::vector<int> rows;
  static std::string rows_filter;
  static std::uint64_t rows_version = ~std::uint64_t(0);
  static std::size_t rows_size = ~std::size_t(0);
  static const Scene* rows_scene = nullptr;
  if (rows_filter != filter.InputBuf || rows_version != std::uint64_t(scene.version) ||
      rows_size != scene.objects.size() || rows_scene != &scene) {
    rows = filtered_objects(scene, filter);
    rows_filter = filter.InputBuf;
    rows_version = std::uint64_t(scene.version);
    rows_size = scene.objects.size();
    rows_scene = &scene;
  }
  if (filter.IsActive())
    ImGui::TextDisabled("%zu of %zu objects", rows.size(), scene.objects.size());
  else
    ImGui::TextDisabled("%zu objects", scene.objects.size());
  // A row holds frame-high widgets, and the widgets' item spacing below them.
  const float row_height = ImGui::GetFrameHeightWithSpacing() + ImGui::GetStyle().CellPadding.y * 2;
  // The table takes the panel's height, less the button and the header below it.
  const float below = ImGui::GetFrameHeightWithSpacing() * 2 + ImGui::GetStyle().ItemSpacing.y;
  const float table_height = std::max(ImGui::GetContentRegionAvail().y - below, row_height * 2 + 2);
  if (ImGui::BeginTable(
          "objects", 3,
          ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollY,
          ImVec2(0, table_height))) {
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("kind", ImGuiTableColumnFlags_WidthFixed);
    ImGuiListClipper clipper;
    clipper.Begin(int(rows.size()));  // measures the row height on the first row
    while (clipper.Step()) {
      for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
        const std::size_t i = std::size_t(rows[std::size_t(r)]);
        const SceneObject& o = scene.objects[i];
        ImGui::PushID(int(i));
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        if (bool visible = o.visible; ImGui::Checkbox("##visible", &visible))
          actions.edit = set_visible(scene, o.id, visible);
        ImGui::SameLine();
        const Color c = object_color(o, i);
        ImGui::ColorButton("##color", ImVec4(c.r, c.g, c.b, 1.0f),
                           ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoDragDrop,
                           ImVec2(ImGui::GetFrameHeight(), ImGui::GetFrameHeight()));
        ImGui::TableNextColumn();
        // A row-wide selectable, so hovering anywhere on the row highlights the object.
        if (ImGui::Selectable(
                o.name.empty() ? o.id.c_str() : o.name.c_str(),
                selection && selection->contains(o.id),
                ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap,
                ImVec2(0, ImGui::GetFrameHeight()))) {
          actions.clicked = int(i);
          actions.clicked_shift = ImGui::GetIO().KeyShift;
        }
        if (ImGui::IsItemHovered()) actions.hovered = int(i);
        ImGui::TableNextColumn();
        ImGui::AlignTextToFramePadding();
        ImGui::TextDisabled("%s", kind_label(o).c_str());
        ImGui::PopID();
      }
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  actions.frame_scene = ImGui::Button("Frame scene (F)");
  if (ImGui::CollapsingHeader("Camera controls")) {
    ImGui::BulletText("Left drag: orbit");
    ImGui::BulletText("Right / middle drag, Shift+left: pan");
    ImGui::BulletText("Wheel: zoom");
    ImGui::BulletText("F: frame the scene");
  }
  return actions;
}

std::pair<ImVec2, ImVec2> stats_overlay(const FrameStats& stats, std::size_t object_count,
                                        ImVec2 corner) {
  ImGui::SetNextWindowPos(ImVec2(corner.x - kPanelMargin, corner.y + kPanelMargin),
                          ImGuiCond_Always, ImVec2(1, 0));
  ImGui::SetNextWindowBgAlpha(0.55f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs |
                                 ImGuiWindowFlags_AlwaysAutoResize |
                                 ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
  if (ImGui::Begin("##stats", nullptr, flags)) {
    const double fps = stats.frame_ms > 0 ? 1000.0 / stats.frame_ms : 0.0;
    ImGui::Text("frame  %6.2f ms  (up to %.0f fps)", stats.frame_ms, fps);
    ImGui::Text("draw calls  %d  (scene %d)", stats.draw_calls, stats.scene_draw_calls);
    ImGui::Text("objects  %zu", object_count);
  }
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  ImGui::End();
  return {pos, ImVec2(pos.x + size.x, pos.y + size.y)};
}

namespace {

// The Scene panel: a row clicked selects through the editing session (Shift adds), a
// visibility box is an edit, the hovered row outlines its object in 3D.
class ScenePanel final : public Panel {
 public:
  void draw(PanelContext& c, PanelOutput& out) override {
    PanelActions a = objects_panel(c.session.scene(), &c.session.selection());
    if (a.clicked >= 0) c.edit.row_clicked(std::size_t(a.clicked), a.clicked_shift);
    if (a.edit) out.edits.push_back(std::move(*a.edit));
    out.hovered = a.hovered;
    out.frame_scene = a.frame_scene;
  }
};

}  // namespace

std::unique_ptr<Panel> make_scene_panel() {
  return std::make_unique<ScenePanel>();
}

}  // namespace collide
