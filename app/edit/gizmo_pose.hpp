#pragma once
// What a gizmo moves about each kind of object: its pivot, its own frame, the changes a gizmo
// can make to it (translate, turn, move one vertex) and the modes that make no sense for it,
// with the reason. Each is the kind's row (app/kinds) looked up; every change starts from the
// pose at the press, so a drag never drifts.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "core/scene/scene.hpp"

namespace collide {

enum class GizmoMode : std::uint8_t { translate, rotate, scale };
enum class GizmoSpace : std::uint8_t { world, local };

std::string_view mode_name(GizmoMode m);

// Box, ellipsoid, sphere: the centre; AABB: the centre of min and max; plane: its point; point:
// itself; segment: the midpoint; triangle: the centroid.
glm::dvec3 pivot_of(const ObjectDesc& d);
// The object's own axes (columns): box and ellipsoid from their quaternion; a plane's drawn
// square (u, normal, v); everything else the world axes.
std::array<glm::dvec3, 3> local_axes_of(const ObjectDesc& d);
// Why the mode does nothing for this kind ("" when it is available).
std::string unavailable_reason(const ObjectDesc& d, GizmoMode mode);

// Every position moved by delta (a velocity is a direction: an object's motion is unchanged).
ObjectDesc translated(const ObjectDesc& start, const glm::dvec3& delta);
// Turned about the pivot by the unit quaternion q: a box's or an ellipsoid's orientation becomes
// normalize(q · start) (composed, never through Euler angles, renormalised once); a plane's
// normal is turned (its point is the pivot).
ObjectDesc rotated(const ObjectDesc& start, const glm::dquat& q);
// (A whole pose, its motion's vectors turning with it: core/scene/pose.hpp's turned.)

// Vertices a gizmo can move one by one: segment a, b; triangle a, b, c (the kind's); then, for
// an object with a velocity whose kind takes one (every kind: core/scene/motion_fields.hpp), its
// velocity's tip: pivot + velocity, where its t = 1 ghost's pivot is (issue 37: the handle on
// the t = 1 ghost sets the velocity). Positions in order.
std::vector<glm::dvec3> vertex_handles_of(const ObjectPose& p);
// Whether vertex handle i (vertex_handles_of) is the velocity's tip.
bool is_velocity_handle(const ObjectPose& p, int i);
// The description with its kind's vertex i at `position`.
ObjectDesc with_vertex(const ObjectDesc& start, int i, const glm::dvec3& position);
// The pose with vertex handle i (vertex_handles_of) at `position`: a kind's vertex, or the
// velocity's tip (the velocity becomes position − pivot).
ObjectPose pose_with_vertex(const ObjectPose& start, int i, const glm::dvec3& position);

}  // namespace collide
