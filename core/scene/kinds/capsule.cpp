// The capsule: the segment a–b swept by a radius (a == b: a sphere). It turns about its centre
// (a + b)/2; a resize changes its radius.
#include <glm/common.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/scene/kind_descriptor.hpp"

namespace collide {
namespace {

using desc::Capsule;

constexpr FieldDescriptor kFields[] = {
    member_field<&Capsule::a>("a", "a", "one end of its segment (world units)").moves_with_object(),
    member_field<&Capsule::b>("b", "b", "the other end of its segment (world units)")
        .moves_with_object(),
    member_field<&Capsule::radius>("radius", "radius",
                                   "its radius about the segment (world units, > 0)")
        .limited(FieldLimit::positive),
};

Shape<double> query_shape(const Capsule& c) {
  return collide::Capsule<double>{c.a, c.b, c.radius};
}
std::optional<Aabb<double>> bounds(const Capsule& c) {
  const Vec3<double> r(c.radius);
  return Aabb<double>{glm::min(c.a, c.b) - r, glm::max(c.a, c.b) + r};
}
Vec3<double> centre(const Capsule& c) {
  return (c.a + c.b) * 0.5;
}
// Both ends turned about the centre: m + q·(a − m), m + q·(b − m).
ObjectDesc rotated(const Capsule& start, const Quat<double>& q) {
  Capsule c = start;
  const Vec3<double> m = centre(start);
  c.a = m + q * (start.a - m);
  c.b = m + q * (start.b - m);
  return c;
}
ObjectDesc scaled(const Capsule& start, const Resize& r, bool& clamped) {
  Capsule c = start;
  c.radius = kinds::resized(c.radius, r, clamped);
  return c;
}

}  // namespace

constinit const KindDescriptor desc::Capsule::kind = {
    .index = kind_index<desc::Capsule>(),
    .name = "capsule",
    .a_name = "a capsule",
    .cpp_type = "Capsule",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
    .rotated = for_kind<rotated>,
    .scaled = for_kind<scaled>,
    .pivot = for_kind<centre>,
    .support = kinds::support_of,
};

}  // namespace collide
