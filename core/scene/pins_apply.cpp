#include "core/scene/pins_apply.hpp"

#include <variant>

namespace collide {

namespace {

bool is_box(const ObjectDesc& d) {
  return std::holds_alternative<desc::Box>(d) || std::holds_alternative<desc::Aabb>(d);
}
// Its query shape is a sweep (to_shape(desc, motion)): a moving sphere.
bool is_moving(const SceneObject& o) {
  return sweeps(o.desc, o.motion);
}

// The kinds with no inside, which make no contact manifold against anything: a point, a segment, a
// ray (core/queries/contact_manifold.hpp).
bool is_thin(const ObjectDesc& d) {
  return std::holds_alternative<desc::Point>(d) || std::holds_alternative<desc::Segment>(d) ||
         std::holds_alternative<desc::Ray>(d);
}
// A plane, a triangle or a mesh (its triangles): a surface, with a manifold against a solid only.
bool is_surface(const ObjectDesc& d) {
  return std::holds_alternative<desc::Plane>(d) || std::holds_alternative<desc::Triangle>(d) ||
         std::holds_alternative<desc::Mesh>(d);
}

SatAxisFamily axis_family(const ObjectDesc& a, const ObjectDesc& b) {
  const auto triangle = [](const ObjectDesc& d) {
    return std::holds_alternative<desc::Triangle>(d);
  };
  if (is_box(a) && is_box(b)) {
    const bool aabbs =
        std::holds_alternative<desc::Aabb>(a) && std::holds_alternative<desc::Aabb>(b);
    return aabbs ? SatAxisFamily::aabb_aabb : SatAxisFamily::box_box;
  }
  if ((is_box(a) && triangle(b)) || (triangle(a) && is_box(b))) return SatAxisFamily::triangle_box;
  return SatAxisFamily::none;
}

}  // namespace

PinsThatApply pins_that_apply(const SceneObject& a, const SceneObject& b) {
  const auto either = [&](auto is) { return is(a) || is(b); };
  PinsThatApply p;
  p.side = either([](const SceneObject& o) { return std::holds_alternative<desc::Plane>(o.desc); });
  p.separating_axis = is_box(a.desc) && is_box(b.desc);
  p.contact_time = either(is_moving);
  p.toi = either([](const SceneObject& o) {
    return o.motion.any() || std::holds_alternative<desc::Ray>(o.desc);
  });
  p.axis = axis_family(a.desc, b.desc);
  // Two solids, or a solid and a plane, a triangle or a mesh, neither swept (a moving sphere's test
  // is its sweep's): every other kind is a solid, the kinds to come included.
  p.contacts = !is_thin(a.desc) && !is_thin(b.desc) &&
               !(is_surface(a.desc) && is_surface(b.desc)) && !is_moving(a) && !is_moving(b);
  return p;
}

bool axis_applies(std::string_view axis, const ObjectDesc& a, const ObjectDesc& b) {
  return parse_axis(axis_family(a, b), axis).has_value();
}

bool toi_applies(const SceneObject& a, const SceneObject& b) {
  return pins_that_apply(a, b).toi;
}

}  // namespace collide
