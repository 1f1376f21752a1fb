// The sphere: a centre and a radius; with a velocity, a moving sphere sweeping centre → centre + v
// over t in [0, 1].
#include <glm/common.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/scene/kind_descriptor.hpp"

namespace collide {
namespace {

using desc::Sphere;

constexpr FieldDescriptor kFields[] = {
    member_field<&Sphere::center>("center", "centre", "its centre at t = 0 (world units)")
        .moves_with_object(),
    member_field<&Sphere::radius>("radius", "radius", "its radius (world units)")
        .limited(FieldLimit::non_negative),
    member_field<&Sphere::velocity>("velocity", "velocity",
                                    "its displacement over t in [0, 1] (world units); absent: "
                                    "the sphere stays still")
        .may_be_absent(),
};

Shape<double> query_shape(const Sphere& s) {
  collide::Sphere<double> sphere{s.center, s.radius};
  if (s.velocity) return MovingSphere<double>{sphere, *s.velocity};
  return sphere;
}
// A moving sphere: its whole sweep.
std::optional<Aabb<double>> bounds(const Sphere& s) {
  const Vec3<double> r(s.radius);
  Aabb<double> a{s.center - r, s.center + r};
  if (s.velocity) {
    const Vec3<double> end = s.center + *s.velocity;
    a.min = glm::min(a.min, end - r);
    a.max = glm::max(a.max, end + r);
  }
  return a;
}
// The sphere looks the same turned; a moving sphere's velocity turns with it.
ObjectDesc rotated(const Sphere& start, const Quat<double>& q) {
  Sphere s = start;
  if (s.velocity) s.velocity = q * *s.velocity;
  return s;
}
ObjectDesc scaled(const Sphere& start, const Resize& r, bool& clamped) {
  Sphere s = start;
  s.radius = kinds::resized(s.radius, r, clamped);
  return s;
}

}  // namespace

constinit const KindDescriptor desc::Sphere::kind = {
    .index = kind_index<desc::Sphere>(),
    .name = "sphere",
    .a_name = "a sphere",
    .cpp_type = "Sphere",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
    .rotated = for_kind<rotated>,
    .scaled = for_kind<scaled>,
    .support = kinds::support_of,
};

}  // namespace collide
