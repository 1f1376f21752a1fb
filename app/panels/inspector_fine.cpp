#include "app/panels/inspector_fine.hpp"

#include <algorithm>
#include <cmath>

#include <imgui.h>
#include <imgui_internal.h>  // PushMultiItemsWidths
#include <glm/geometric.hpp>

#include "app/edit/nudge.hpp"
#include "app/kinds/kind_table.hpp"
#include "app/view/scene_drawing.hpp"

namespace collide {

double field_drag_speed(double magnitude, double object_size) {
  const auto usable = [](double x) { return std::isfinite(x) && x > 0; };
  magnitude = std::abs(magnitude);
  double scale = 0;
  if (usable(magnitude) && usable(object_size))
    scale = std::min(magnitude, object_size);
  else if (usable(object_size))
    scale = object_size;
  else if (usable(magnitude))
    scale = magnitude;
  if (!(scale > 0)) return 0.01;
  const double speed = std::pow(10.0, std::round(std::log10(scale / 100)));
  return std::clamp(speed, 1e-12, 1e12);
}

double object_size(const ObjectDesc& d) {
  const KindRow& row = kind_of(d);
  if (const auto m = row.marker(d, kDrawnSizes); m && m->radius > 0) return m->radius;
  if (row.vertices) {
    const auto v = row.vertices(d);
    double spread = 0;
    for (const auto& a : v)
      for (const auto& b : v)
        spread = std::max(spread, glm::length(a - b));
    if (spread > 0) return spread;
  }
  return 1;
}

double DragSpeeds::speed(const char* label, double magnitude, double size) const {
  if (!active_.empty() && active_ == label) return active_speed_;
  return field_drag_speed(magnitude, size);
}

void DragSpeeds::track(const char* label, double used) {
  if (ImGui::IsItemActivated()) {
    active_ = label;
    active_speed_ = used;
  }
  if (ImGui::IsItemDeactivated() && active_ == label) active_.clear();
}

std::optional<std::string> NudgeField::draw(Document& doc, const Selection& selection) {
  // Typed, never scrubbed: each component is exactly what was typed (1e-7, -2E+3), laid out as
  // a vector field is (three fields, then the label).
  std::optional<std::string> refused;
  ImGui::BeginGroup();
  ImGui::PushID("nudge");
  ImGui::PushMultiItemsWidths(3, ImGui::CalcItemWidth());
  for (int k = 0; k < 3; ++k) {
    ImGui::PushID(k);
    if (k > 0) ImGui::SameLine(0, ImGui::GetStyle().ItemInnerSpacing.x);
    fields_[k].draw("##v", value[k]);
    if (ImGui::IsItemDeactivated() && fields_[k].error())
      refused = std::string("nudge ") + "xyz"[k] + ": " + *fields_[k].error();
    ImGui::PopID();
    ImGui::PopItemWidth();
  }
  ImGui::PopID();
  ImGui::SameLine(0, ImGui::GetStyle().ItemInnerSpacing.x);
  ImGui::TextUnformatted("nudge");
  ImGui::EndGroup();
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "Moves every selected object by exactly this vector (one undo step).\nType any number: "
        "0.25, 1e-7, -2E+3.");
  const bool any = !selection.empty() && value != glm::dvec3(0);
  if (!any) ImGui::BeginDisabled();
  const bool pressed = ImGui::Button("Nudge");
  if (!any) ImGui::EndDisabled();
  if (!pressed) return refused;
  return doc.apply(nudge_objects(doc.scene(), selection.ids(), value));
}

}  // namespace collide
