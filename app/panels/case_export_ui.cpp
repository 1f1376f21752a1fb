#include "app/panels/case_export_ui.hpp"

#include <imgui.h>

#include "app/document/case_files.hpp"

namespace collide {

std::optional<ExportNotice> CaseExportUi::request(const AppSession& session, FileMenu& menu) {
  const auto focused = session.focused_pair();
  const Scene& scene = session.scene();
  if (!focused || focused->first >= scene.objects.size() || focused->second >= scene.objects.size())
    return ExportNotice{"Focus a pair first (click its row in the Pairs panel) to export it", true};
  pair_ = {scene.objects[focused->first].id, scene.objects[focused->second].id};
  menu.open_export_dialog(case_file_name(pair_->first, pair_->second));
  return std::nullopt;
}

std::optional<ExportNotice> CaseExportUi::menu_item(const AppSession& session, FileMenu& menu) {
  if (ImGui::MenuItem("Export focused pair as test...", nullptr, false,
                      session.focused_pair().has_value()))
    return request(session, menu);
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip(
        "The focused pair as a GoogleTest (exact shapes, verdict, pinned numbers)\nand a scene "
        "of just its two objects");
  return std::nullopt;
}

std::optional<ExportNotice> CaseExportUi::finish(const AppSession& session, FileMenu& menu) {
  const auto chosen = menu.take_export_path();
  if (!chosen || !pair_) return std::nullopt;
  const auto [a, b] = *std::exchange(pair_, std::nullopt);
  const std::filesystem::path& source = session.document().path();
  const std::string origin = source.empty() ? "untitled scene" : source.filename().string();
  const CaseFiles files = write_case_files(session.scene(), a, b, origin, *chosen);
  if (!files.error.empty()) return ExportNotice{files.error, true};
  return ExportNotice{"Exported " + a + " – " + b + ": " + files.gtest.filename().string() +
                          " and " + files.scene.filename().string(),
                      false};
}

}  // namespace collide
