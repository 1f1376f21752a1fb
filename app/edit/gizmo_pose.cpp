#include "app/edit/gizmo_pose.hpp"

#include "app/kinds/kind_table.hpp"
#include "core/scene/motion_fields.hpp"

namespace collide {

std::string_view mode_name(GizmoMode m) {
  switch (m) {
    case GizmoMode::translate:
      return "translate";
    case GizmoMode::rotate:
      return "rotate";
    case GizmoMode::scale:
      return "scale";
  }
  return "?";
}

glm::dvec3 pivot_of(const ObjectDesc& d) {
  return kind_of(d).pivot(d);
}

std::array<glm::dvec3, 3> local_axes_of(const ObjectDesc& d) {
  return kind_of(d).local_axes(d);
}

std::string unavailable_reason(const ObjectDesc& d, GizmoMode mode) {
  const KindRow& row = kind_of(d);
  switch (mode) {
    case GizmoMode::translate:
      return "";
    case GizmoMode::rotate:
      return std::string(row.cannot_rotate);
    case GizmoMode::scale:
      return std::string(row.cannot_scale);
  }
  return "";
}

ObjectDesc translated(const ObjectDesc& start, const glm::dvec3& delta) {
  return kinds::translated(start, delta);
}

ObjectDesc rotated(const ObjectDesc& start, const glm::dquat& q) {
  const KindRow& row = kind_of(start);
  return row.rotated ? row.rotated(start, q) : start;
}

namespace {
std::vector<glm::dvec3> kind_vertices(const ObjectDesc& d) {
  const KindRow& row = kind_of(d);
  return row.vertices ? row.vertices(d) : std::vector<glm::dvec3>{};
}

// An object whose velocity the gizmo sets: it has one, and its kind takes one.
bool has_velocity_handle(const ObjectPose& p) {
  if (!p.motion.velocity) return false;
  for (const MotionField& f : motion_fields())
    if (f.member == &Motion::velocity) return f.taken_by(descriptor_of(p.desc));
  return false;
}
}  // namespace

std::vector<glm::dvec3> vertex_handles_of(const ObjectPose& p) {
  std::vector<glm::dvec3> out = kind_vertices(p.desc);
  if (has_velocity_handle(p)) out.push_back(pivot_of(p.desc) + *p.motion.velocity);
  return out;
}

bool is_velocity_handle(const ObjectPose& p, int i) {
  return has_velocity_handle(p) && i == int(kind_vertices(p.desc).size());
}

ObjectDesc with_vertex(const ObjectDesc& start, int i, const glm::dvec3& position) {
  const KindRow& row = kind_of(start);
  return row.with_vertex ? row.with_vertex(start, i, position) : start;
}

ObjectPose pose_with_vertex(const ObjectPose& start, int i, const glm::dvec3& position) {
  const int own = int(kind_vertices(start.desc).size());
  if (i < own) return {with_vertex(start.desc, i, position), start.motion};
  ObjectPose out = start;
  if (has_velocity_handle(start)) out.motion.velocity = position - pivot_of(start.desc);
  return out;
}

}  // namespace collide
