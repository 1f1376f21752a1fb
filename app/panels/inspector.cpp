#include "app/panels/inspector.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <string_view>

#include <imgui.h>
#include <imgui_internal.h>
#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "app/document/edit_builders.hpp"
#include "app/edit/gizmo_pose.hpp"
#include "app/kinds/kind_table.hpp"
#include "app/panels/mesh_pose_edit.hpp"
#include "app/panels/mesh_summary.hpp"
#include "app/panels/panel.hpp"
#include "app/panels/panels.hpp"
#include "app/panels/rotation_edit.hpp"
#include "app/panels/text_fit.hpp"
#include "app/panels/ui_scale.hpp"
#include "app/panels/wrapped_text.hpp"
#include "app/view/scene_drawing.hpp"
#include "core/math/number_format.hpp"
#include "core/math/overloaded.hpp"
#include "core/scene/motion_fields.hpp"

namespace collide {

ObjectDesc turned_by(const ObjectDesc& start, const glm::dvec3& axis, double degrees) {
  const double len = glm::length(axis);
  if (degrees == 0 || !(len > 0) || !std::isfinite(degrees)) return start;
  return rotated(start, glm::angleAxis(glm::radians(degrees), axis / len));
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

// One number's drag field, without a label (`id` is only its id). ImGui clips a value wider than
// the field at its edge without a sign (0.3826834323650898 read as "0"); such a value is shown
// cut and marked instead (app/panels/text_fit.hpp: "0.38…"), ImGui's own text hidden under it,
// and the whole value is the field's tooltip. Typed into, the field is ImGui's text input, which
// holds the whole value and scrolls.
bool number_drag(const char* id, double& v, double speed, const double* min, const double* max) {
  // ImGui writes a drag's text across the whole frame; a margin keeps the marker off its edges.
  const float room = ImGui::CalcItemWidth() - ImGui::GetStyle().FramePadding.x;
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  const bool typing = ImGui::TempInputIsActive(window->GetIDNoKeepAlive(id));
  const bool cut = !typing && fit_text(format_number(v), room, imgui_text_width).cut;
  if (cut) ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(0, 0, 0, 0));
  const std::string format = number_printf_format(v);
  const bool changed = ImGui::DragScalar(id, ImGuiDataType_Double, &v, float(speed), min, max,
                                         format.c_str(), kExact);
  if (cut) {
    ImGui::PopStyleColor();
    const std::string whole = format_number(v);  // the value after this frame's drag
    // Typing began this frame: ImGui's text input shows the value.
    if (!ImGui::TempInputIsActive(window->GetIDNoKeepAlive(id))) {
      const FittedText shown = fit_text(whole, room, imgui_text_width);
      const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
      const float w = imgui_text_width(shown.shown), h = ImGui::GetTextLineHeight();
      ImGui::GetWindowDrawList()->AddText(ImVec2(0.5f * (a.x + b.x - w), 0.5f * (a.y + b.y - h)),
                                          ImGui::GetColorU32(ImGuiCol_Text), shown.shown.c_str());
    }
    if (ImGui::IsItemHovered() && !ImGui::IsItemActive()) ImGui::SetTooltip("%s", whole.c_str());
  }
  return changed;
}

// The label after a field, as ImGui places it.
void field_label(const char* label) {
  const char* end = ImGui::FindRenderedTextEnd(label);
  if (end == label) return;
  ImGui::SameLine(0, ImGui::GetStyle().ItemInnerSpacing.x);
  ImGui::TextUnformatted(label, end);
}

// A number field, within [min, max] where they are finite. One group, as vec_field: the item
// that track() and the first field's rectangle read.
bool num_field(const char* label, double& v, double speed, double min, double max = INFINITY) {
  ImGui::BeginGroup();
  ImGui::PushID(label);
  const bool changed = number_drag("##value", v, speed, std::isfinite(min) ? &min : nullptr,
                                   std::isfinite(max) ? &max : nullptr);
  ImGui::PopID();
  field_label(label);
  ImGui::EndGroup();
  return changed;
}
// A vector field, as DragScalarN lays it out (one group: three fields, then the label) but with
// each component's own format; true when it changed this frame. When a component is too long for
// a third of the width (10001.250449849926 in a 55-pixel field), the three stand one per row at
// the whole width ("centre x", "centre y", "centre z"), where the number is shown whole (and cut
// and marked only if even that is too narrow). The layout is kept while a component is scrubbed
// or typed into: a value that grows mid-scrub must not move the field from under the mouse.
bool vec_field(const char* label, Vec3<double>& v, double speed) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float third = (ImGui::CalcItemWidth() - 2 * style.ItemInnerSpacing.x) / 3;
  ImGui::PushID(label);
  bool active = false;
  for (int k = 0; k < 3; ++k) {
    ImGui::PushID(k);
    // (Without keeping the id alive: that would hide the scrub from the group's activation.)
    active = active || ImGui::GetActiveID() == ImGui::GetCurrentWindow()->GetIDNoKeepAlive("");
    ImGui::PopID();
  }
  ImGuiStorage* storage = ImGui::GetStateStorage();
  const ImGuiID layout = ImGui::GetCurrentWindow()->GetIDNoKeepAlive("##stacked");
  bool stacked = storage->GetBool(layout, false);
  if (!active) {
    stacked = false;
    for (int k = 0; k < 3; ++k)
      stacked = stacked ||
                fit_text(format_number(v[k]), third - style.FramePadding.x, imgui_text_width).cut;
    storage->SetBool(layout, stacked);
  }
  bool changed = false;
  ImGui::BeginGroup();
  if (!stacked) ImGui::PushMultiItemsWidths(3, ImGui::CalcItemWidth());
  for (int k = 0; k < 3; ++k) {
    ImGui::PushID(k);
    if (k > 0 && !stacked) ImGui::SameLine(0, style.ItemInnerSpacing.x);
    changed = number_drag("", v[k], speed, nullptr, nullptr) || changed;
    ImGui::PopID();
    if (stacked) field_label((std::string(label) + " " + "xyz"[k]).c_str());
    if (!stacked) ImGui::PopItemWidth();
  }
  if (!stacked) field_label(label);
  ImGui::EndGroup();
  ImGui::PopID();
  return changed;
}

}  // namespace

void Inspector::track(Document& doc, const std::string& label) {
  if (ImGui::IsItemActivated() && !gesture_) gesture_ = doc.begin_gesture(label);
  // Ended after this frame's edit is applied (a typed value changes and deactivates at once).
  if (ImGui::IsItemDeactivated() && gesture_) end_pending_ = true;
}

void Inspector::draw(Document& doc, const Selection& selection) {
  toggles_.clear();
  mesh_scale_rect_ = {};
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
    rotation_message_.reset();
    mesh_message_.reset();
  }
  const std::string label = "Edit " + display_name(o);
  ImGui::TextDisabled("%s", kind_title(o.desc, o.motion).c_str());

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
  if (message_) {  // wrapped: a long refusal is not cut at the panel's edge
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.45f, 0.4f, 1));
    text_wrapped_at_spaces(*message_);
    ImGui::PopStyleColor();
  }

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

  // The shape's fields, then the motion's the kind takes, on a copy; a change is one edit
  // (inside the widget's gesture while it is scrubbed).
  ObjectDesc d = o.desc;
  Motion motion = o.motion;
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
  // An optional vector: its checkbox (the row's toggle for it, or its label), then its value.
  const KindRow& row = kind_of(d);
  const auto optional_vector = [&](std::string_view json, const char* label,
                                   std::optional<Vec3<double>>& v) {
    const auto toggle = std::find_if(row.toggles.begin(), row.toggles.end(),
                                     [&](const FieldToggle& t) { return t.field == json; });
    const bool boxed = toggle != row.toggles.end();
    bool on = v.has_value();
    if (ImGui::Checkbox(boxed ? toggle->checkbox : label, &on)) {
      v = on ? std::optional<Vec3<double>>(boxed ? toggle->on : Vec3<double>(1, 0, 0))
             : std::nullopt;
      changed = true;
    }
    toggles_[std::string(json)] = {ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y,
                                   ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y};
    if (v) {
      const double speed = speeds_.speed(label, largest(*v), size);
      field(vec_field(label, *v, speed));
      speeds_.track(label, speed);
    }
  };
  // The rotation in the form its file wrote it (rotation_edit.hpp), its exact quaternion on
  // hover; another form is chosen below it (a save then writes that one).
  std::optional<RotationForm> new_form;
  const auto rotation_field = [&](Quat<double>& q) {
    WrittenRotation n = rotation_.shown(o.id, q, o.rotation_form);
    bool edited = false;
    const auto part = [&](bool c) {
      field(c);
      edited = edited || c;
    };
    ImGui::BeginGroup();
    if (is_euler(o.rotation_form)) {
      part(vec_field((form_title(o.rotation_form) + " \u00B0").c_str(), n.euler_deg, 0.5));
    } else if (o.rotation_form == RotationForm::axis_angle) {
      part(vec_field("axis", n.axis_angle.axis, 0.01));
      part(num_field("angle \u00B0", n.axis_angle.degrees, 0.5, -INFINITY));
    } else if (o.rotation_form == RotationForm::matrix) {
      for (int i = 0; i < 3; ++i)
        part(vec_field(("row " + std::to_string(i)).c_str(), n.matrix[i], 0.01));
    } else {
      part(num_field("quat w", n.quaternion.w, 0.01, -INFINITY));
      Vec3<double> xyz(n.quaternion.x, n.quaternion.y, n.quaternion.z);
      part(vec_field("quat xyz", xyz, 0.01));
      n.quaternion = Quat<double>(n.quaternion.w, xyz.x, xyz.y, xyz.z);
    }
    ImGui::EndGroup();
    rotation_rect_ = {ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y,
                      ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y};
    if (ImGui::IsItemHovered() && !ImGui::IsItemActive())
      ImGui::SetTooltip("quaternion %s", exact_quaternion_text(q).c_str());
    if (edited) {
      const auto made = rotation_.change(n);
      rotation_message_ = std::holds_alternative<std::string>(made)
                              ? std::optional<std::string>(std::get<std::string>(made))
                              : std::nullopt;
      if (const auto* r = std::get_if<Quat<double>>(&made)) q = *r;
    }
    if (rotation_message_) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.45f, 0.4f, 1));
      text_wrapped_at_spaces(*rotation_message_);
      ImGui::PopStyleColor();
    }
    static const std::array<std::string, kRotationFormCount> titles = [] {
      std::array<std::string, kRotationFormCount> out;
      for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = form_title(RotationForm(i));
      return out;
    }();
    const auto title = [](void*, int i, const char** out) {
      *out = titles[static_cast<std::size_t>(i)].c_str();
      return true;
    };
    int chosen = static_cast<int>(o.rotation_form);
    if (ImGui::Combo("written as", &chosen, title, nullptr, int(titles.size())))
      new_form = RotationForm(chosen);
  };
  // A convex hull's points, read only: what its counts are and where each point is. Editing one
  // point would run Qhull per drag step and could make a flat set mid-gesture; the gizmo moves,
  // turns and scales the whole hull, and a file edits its points.
  const auto hull_points = [&](const HullData& h) {
    ImGui::Text("%zu points: %zu vertices, %zu faces", h.points.size(), h.vertices.size(),
                h.faces.size());
    if (ImGui::TreeNode("points (read only)")) {
      ImGuiListClipper clip;
      clip.Begin(static_cast<int>(h.points.size()));
      while (clip.Step())
        for (int i = clip.DisplayStart; i < clip.DisplayEnd; ++i) {
          const Vec3<double>& p = h.points[static_cast<std::size_t>(i)];
          ImGui::Text("%d: %s, %s, %s", i, format_number(p.x).c_str(), format_number(p.y).c_str(),
                      format_number(p.z).c_str());
        }
      ImGui::TreePop();
    }
  };
  // A file mesh's pose (center, rotation in the file's form, uniform scale), edited as a box's
  // fields are; each change places the file's mesh again through core (mesh_pose_edit.hpp: the
  // tree refit, as the gizmo's edits do). A refused pose (a scale not above 0) is not applied and
  // its reason shown.
  const auto mesh_pose = [&](MeshRef& m) {
    MeshPose pose = pose_of(*m);
    const MeshPose before = pose;
    const double speed = speeds_.speed("center", largest(pose.center), size);
    field(vec_field("center", pose.center, speed));
    speeds_.track("center", speed);
    rotation_field(pose.rotation);
    // Dragged, it stops above 0; typed, 0 or less is refused below with the reason.
    const double scale_speed = speeds_.speed("scale", pose.scale, size);
    field(num_field("scale", pose.scale, scale_speed, std::numeric_limits<double>::min()));
    mesh_scale_rect_ = {ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y,
                        ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y};
    speeds_.track("scale", scale_speed);
    if (pose.center != before.center || pose.rotation != before.rotation ||
        pose.scale != before.scale) {
      auto placed = reposed_mesh(*m, pose);
      if (auto* why = std::get_if<std::string>(&placed)) {
        mesh_message_ = std::move(*why);
        changed = false;  // the scene as it was
      } else {
        mesh_message_.reset();
        m = std::get<MeshRef>(std::move(placed));
      }
    }
    if (mesh_message_) {  // under the fields it is about
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.45f, 0.4f, 1));
      text_wrapped_at_spaces(*mesh_message_);
      ImGui::PopStyleColor();
    }
  };
  // Each of the kind's fields by its type: its core descriptor says what a kind stores; this
  // visit is over the four field types, not over kinds.
  for (const FieldDescriptor& f : descriptor_of(d).fields) {
    // A positive field (a capsule's radius) stops at the least normal double, above zero.
    const double min = f.limit == FieldLimit::non_negative ? 0.0
                       : f.limit == FieldLimit::positive   ? std::numeric_limits<double>::min()
                                                           : -INFINITY;
    std::visit(Overloaded{
                   [&](Vec3<double>* v) {
                     const double speed = speeds_.speed(f.label, largest(*v), size);
                     field(vec_field(f.label, *v, speed));
                     speeds_.track(f.label, speed);
                   },
                   [&](double* x) {
                     const double speed = speeds_.speed(f.label, *x, size);
                     field(num_field(f.label, *x, speed, min));
                     speeds_.track(f.label, speed);
                   },
                   [&](Quat<double>* q) { rotation_field(*q); },
                   [&](std::optional<Vec3<double>>* v) { optional_vector(f.json, f.label, *v); },
                   [&](HullRef* h) { hull_points(**h); },
                   // A mesh: a file mesh's pose as fields, the rest read only
                   // (app/panels/mesh_summary.hpp).
                   [&](MeshRef* m) {
                     if ((*m)->from_file()) mesh_pose(*m);
                     for (const std::string& line : mesh_summary(**m, !(*m)->from_file()))
                       text_wrapped_at_spaces(line);  // wrapped: a pose's numbers are long
                   },
               },
               f.at(d));
  }
  // The object's motion fields its kind takes (core/scene/motion_fields.hpp): a velocity for
  // every kind (a sphere's behind its "moving" checkbox), an angular velocity for those that turn.
  for (const MotionField& m : motion_fields())
    if (m.taken_by(descriptor_of(d))) optional_vector(m.json, m.label, motion.*m.member);
  if (changed) {
    if (auto why = doc.apply(pose_object(doc.scene(), o.id, {d, motion}, "Edit"))) message_ = why;
  }
  if (new_form) {
    SceneObject after = doc.scene().objects[*index];
    after.rotation_form = *new_form;
    message_ = doc.apply(edit_object(
        doc.scene(), after.id, after,
        "Write the rotation of " + display_name(after) + " as " + form_title(*new_form)));
  }
  // The turn the gizmo's rotate mode allows (a box, an ellipsoid, a plane's normal).
  if (unavailable_reason(o.desc, GizmoMode::rotate).empty()) {
    // Exact, as the shape's fields: a typed 1e-5° turn or 0.123456 axis shows as typed.
    vec_field("turn axis", turn_axis_, 0.01);
    num_field("turn °", turn_degrees_, 0.5, -360, 360);
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
