#include "app/panels.hpp"

#include <string>

#include <imgui.h>

#include "app/scene_drawing.hpp"

namespace collide {

namespace {
std::string kind_label(const ObjectDesc& d) {
  if (const auto* s = std::get_if<desc::Sphere>(&d); s && s->velocity) return "moving sphere";
  return std::string(kind_name(d));
}
}  // namespace

bool objects_panel(Scene& scene) {
  ImGui::SetNextWindowPos(ImVec2(kPanelMargin, kPanelMargin), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(kPanelWidth, 0), ImGuiCond_FirstUseEver);
  if (!ImGui::Begin("Scene")) {
    ImGui::End();
    return false;
  }
  ImGui::TextDisabled("%zu objects", scene.objects.size());
  if (ImGui::BeginTable("objects", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("kind", ImGuiTableColumnFlags_WidthFixed);
    for (SceneObject& o : scene.objects) {
      ImGui::PushID(o.id.c_str());
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      if (ImGui::Checkbox("##visible", &o.visible)) ++scene.version;
      ImGui::SameLine();
      const Color c = object_color(o);
      ImGui::ColorButton("##color", ImVec4(c.r, c.g, c.b, 1.0f),
                         ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoDragDrop,
                         ImVec2(ImGui::GetFrameHeight(), ImGui::GetFrameHeight()));
      ImGui::TableNextColumn();
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(o.name.empty() ? o.id.c_str() : o.name.c_str());
      ImGui::TableNextColumn();
      ImGui::AlignTextToFramePadding();
      ImGui::TextDisabled("%s", kind_label(o.desc).c_str());
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  const bool frame = ImGui::Button("Frame scene (F)");
  if (ImGui::CollapsingHeader("Camera controls")) {
    ImGui::BulletText("Left drag: orbit");
    ImGui::BulletText("Right / middle drag, Shift+left: pan");
    ImGui::BulletText("Wheel: zoom");
    ImGui::BulletText("F: frame the scene");
  }
  ImGui::End();
  return frame;
}

void stats_overlay(const FrameStats& stats, std::size_t object_count) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(
      ImVec2(vp->WorkPos.x + vp->WorkSize.x - kPanelMargin, vp->WorkPos.y + kPanelMargin),
      ImGuiCond_Always, ImVec2(1, 0));
  ImGui::SetNextWindowBgAlpha(0.55f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs |
                                 ImGuiWindowFlags_AlwaysAutoResize |
                                 ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
  if (ImGui::Begin("##stats", nullptr, flags)) {
    const double fps = stats.frame_ms > 0 ? 1000.0 / stats.frame_ms : 0.0;
    ImGui::Text("frame  %6.2f ms  (%.0f fps)", stats.frame_ms, fps);
    ImGui::Text("draw calls  %d  (scene %d)", stats.draw_calls, stats.scene_draw_calls);
    ImGui::Text("objects  %zu", object_count);
  }
  ImGui::End();
}

}  // namespace collide
