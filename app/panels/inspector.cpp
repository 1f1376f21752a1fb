#include "app/panels/inspector.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include <imgui.h>
#include <imgui_internal.h>
#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "app/document/edit_builders.hpp"
#include "app/edit/gizmo_pose.hpp"
#include "app/kinds/kind_table.hpp"
#include "app/panels/panel.hpp"
#include "app/panels/panels.hpp"
#include "app/panels/ui_scale.hpp"
#include "app/view/scene_drawing.hpp"
#include "core/math/number_format.hpp"
#include "core/math/overloaded.hpp"

namespace collide {

ObjectDesc turned_by(const ObjectDesc& start, const glm::dvec3& axis, double degrees) {
  const double len = glm::length(axis);
  if (degrees == 0 || !(len > 0) || !std::isfinite(degrees)) return start;
  return rotated(start, glm::angleAxis(glm::radians(degrees), axis / len));
}

glm::dvec3 euler_degrees(const Quat<double>& q) {
  return glm::degrees(glm::eulerAngles(glm::dquat(q)));
}

namespace {

// The largest |component|: the size a vector field's drag speed follows.
double largest(const Vec3<double>& v) {
  return std::max({std::abs(v.x), std::abs(v.y), std::abs(v.z)});
}
// The fields show, and open for typing, each number's exact value as every other view writes it
// (core/math/number_format.hpp: the shortest digits that read back as the same double), with a
// format made for that value; dragging does not round to the shown digits.
constexpr ImGuiSliderFlags kExact = ImGuiSliderFlags_NoRoundToFormat;

// A number field, never below `min` when it is finite.
bool num_field(const char* label, double& v, double speed, double min) {
  const std::string format = number_printf_format(v);
  return ImGui::DragScalar(label, ImGuiDataType_Double, &v, float(speed),
                           std::isfinite(min) ? &min : nullptr, nullptr, format.c_str(), kExact);
}
// A vector field, as DragScalarN lays it out (one group: three fields, then the label) but with
// each component's own format; true when it changed this frame.
bool vec_field(const char* label, Vec3<double>& v, double speed) {
  bool changed = false;
  ImGui::BeginGroup();
  ImGui::PushID(label);
  ImGui::PushMultiItemsWidths(3, ImGui::CalcItemWidth());
  for (int k = 0; k < 3; ++k) {
    ImGui::PushID(k);
    if (k > 0) ImGui::SameLine(0, ImGui::GetStyle().ItemInnerSpacing.x);
    changed = num_field("", v[k], speed, -INFINITY) || changed;
    ImGui::PopID();
    ImGui::PopItemWidth();
  }
  ImGui::PopID();
  const char* end = ImGui::FindRenderedTextEnd(label);
  if (end != label) {
    ImGui::SameLine(0, ImGui::GetStyle().ItemInnerSpacing.x);
    ImGui::TextUnformatted(label, end);
  }
  ImGui::EndGroup();
  return changed;
}

}  // namespace

void Inspector::track(Document& doc, const std::string& label) {
  if (ImGui::IsItemActivated() && !gesture_) gesture_ = doc.begin_gesture(label);
  // Ended after this frame's edit is applied (a typed value changes and deactivates at once).
  if (ImGui::IsItemDeactivated() && gesture_) end_pending_ = true;
}

void Inspector::draw(Document& doc, const Selection& selection) {
  const Scene& scene = doc.scene();
  const auto id = selection.primary();
  const auto index = id ? index_of(scene, *id) : std::nullopt;
  if (!index) {
    ImGui::TextDisabled("Select an object (click it, or its row).");
    return;
  }
  // The fields take the column's width, less room for their labels.
  ImGui::PushItemWidth(-ui_px(90));
  const SceneObject& o = scene.objects[*index];
  if (for_id_ != o.id) {  // another object: the text fields start from its values
    for_id_ = id_text_ = o.id;
    name_text_ = o.name;
    message_.reset();
  }
  const std::string label = "Edit " + display_name(o);
  ImGui::TextDisabled("%s", kind_title(o.desc).c_str());

  // The id and name, applied on Enter (an id that is taken is refused with the message).
  char buf[256];
  std::snprintf(buf, sizeof buf, "%s", id_text_.c_str());
  if (ImGui::InputText("id", buf, sizeof buf)) id_text_ = buf;
  if (ImGui::IsItemDeactivatedAfterEdit() && id_text_ != o.id) {
    message_ = doc.apply(rename_object(scene, o.id, id_text_, o.name));
    if (!message_) for_id_ = id_text_;
    // The selection follows the new id (take_renamed).
    renamed_ = message_ ? std::nullopt : std::optional<std::string>(id_text_);
  }
  std::snprintf(buf, sizeof buf, "%s", name_text_.c_str());
  if (ImGui::InputText("name", buf, sizeof buf)) name_text_ = buf;
  if (ImGui::IsItemDeactivatedAfterEdit() && name_text_ != o.name)
    message_ = doc.apply(rename_object(scene, o.id, o.id, name_text_));
  if (message_) ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "%s", message_->c_str());

  bool visible = o.visible;
  if (ImGui::Checkbox("visible", &visible)) doc.apply(set_visible(scene, o.id, visible));
  // The colour it is drawn with (the kind's when it has none of its own).
  const Color c0 = object_color(o, *index);
  float rgb[3] = {c0.r, c0.g, c0.b};
  if (ImGui::ColorEdit3("colour", rgb)) {
    auto byte = [](float f) { return std::uint8_t(std::lround(std::clamp(f, 0.0f, 1.0f) * 255)); };
    doc.apply(set_color(doc.scene(), o.id, Rgb{byte(rgb[0]), byte(rgb[1]), byte(rgb[2])}));
  }
  track(doc, "Colour " + display_name(o));
  ImGui::Separator();

  // The shape's fields, on a copy; a change is one move_object edit (inside the widget's
  // gesture while it is scrubbed).
  ObjectDesc d = o.desc;
  const double size = object_size(d);
  bool changed = false;
  bool first = true;
  auto field = [&](bool c) {
    if (first)
      first_field_ = {ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y,
                      ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y};
    first = false;
    changed = changed || c;
    track(doc, label);
  };
  // Each of the kind's fields by its type: the fields (app/kinds) say what a kind stores; this
  // visit is over the four field types, not over kinds.
  std::optional<Quat<double>> rotation;
  for (const KindField& f : kind_of(d).fields) {
    std::visit(Overloaded{
                   [&](Vec3<double>* v) {
                     const double speed = speeds_.speed(f.label, largest(*v), size);
                     field(vec_field(f.label, *v, speed));
                     speeds_.track(f.label, speed);
                   },
                   [&](double* x) {
                     const double speed = speeds_.speed(f.label, *x, size);
                     field(num_field(f.label, *x, speed, f.min));
                     speeds_.track(f.label, speed);
                   },
                   [&](Quat<double>* q) { rotation = *q; },  // shown read-only below
                   [&](std::optional<Vec3<double>>* v) {
                     bool on = v->has_value();
                     if (ImGui::Checkbox(f.toggle ? f.toggle : f.label, &on)) {
                       *v = on ? std::optional<Vec3<double>>(f.toggled_on) : std::nullopt;
                       changed = true;
                     }
                     if (*v) {
                       const double speed = speeds_.speed(f.label, largest(**v), size);
                       field(vec_field(f.label, **v, speed));
                       speeds_.track(f.label, speed);
                     }
                   },
               },
               f.at(d));
  }
  if (changed) {
    if (auto why = doc.apply(move_object(doc.scene(), o.id, d, "Edit"))) message_ = why;
  }
  if (rotation) {
    // Read-only: the quaternion is the truth; Euler angles are for reading.
    ImGui::Text("quaternion  w %s  x %s", format_number(rotation->w).c_str(),
                format_number(rotation->x).c_str());
    ImGui::Text("            y %s  z %s", format_number(rotation->y).c_str(),
                format_number(rotation->z).c_str());
    glm::dvec3 e = euler_degrees(*rotation);
    for (int k = 0; k < 3; ++k)
      if (std::abs(e[k]) < 5e-4) e[k] = 0;  // no "-0.000°" for rounding noise
    // Rounded, and marked so: derived from the quaternion, not a number of the file.
    ImGui::Text("Euler XYZ ≈ %.3f°  %.3f°  %.3f°", e.x, e.y, e.z);
  }
  // The turn the gizmo's rotate mode allows (a box, an ellipsoid, a plane's normal).
  if (unavailable_reason(o.desc, GizmoMode::rotate).empty()) {
    ImGui::DragScalarN("turn axis", ImGuiDataType_Double, &turn_axis_.x, 3, 0.01f, nullptr, nullptr,
                       "%.3g");
    const double lo = -360, hi = 360;
    // Up to 10 digits: a typed 1e-5° turn shows as typed, not as 0.000.
    ImGui::DragScalar("turn °", ImGuiDataType_Double, &turn_degrees_, 0.5f, &lo, &hi, "%.10g");
    if (ImGui::Button("Apply turn")) {
      const ObjectDesc turned =
          turned_by(doc.scene().objects[*index].desc, turn_axis_, turn_degrees_);
      message_ = doc.apply(move_object(doc.scene(), o.id, turned, "Rotate"));
      turn_degrees_ = 0;
    }
  }
  // Fine control: the selection moved by an exact vector (inspector_fine.hpp).
  if (auto why = nudge_.draw(doc, selection)) message_ = why;
  ImGui::PopItemWidth();
  if (end_pending_) {
    doc.end_gesture();
    gesture_ = end_pending_ = false;
  }
}

namespace {

// The Inspector works on the document itself: a scrub of a field is a gesture (begun when the
// widget activates, ended when it lets go), which one returned edit cannot carry.
class InspectorPanel final : public Panel {
 public:
  void draw(PanelContext& c, PanelOutput&) override {
    inspector_.draw(c.session.document(), c.session.selection());
    if (auto id = inspector_.take_renamed()) c.session.selection().select_only(*id);
  }

 private:
  Inspector inspector_;
};

}  // namespace

std::unique_ptr<Panel> make_inspector_panel() {
  return std::make_unique<InspectorPanel>();
}

}  // namespace collide
