// The cylinder: a centre, a half height along its own y, a radius about that axis and a unit
// quaternion. It turns about its centre; a resize along its y changes the half height, along x or
// z (or all) the radius.
#include <cmath>

#include <glm/gtc/quaternion.hpp>

#include "core/scene/kind_descriptor.hpp"

namespace collide {
namespace {

using desc::Cylinder;

constexpr FieldDescriptor kFields[] = {
    member_field<&Cylinder::center>("center", "centre", "its centre (world units)")
        .moves_with_object(),
    member_field<&Cylinder::half_height>("half_height", "half height",
                                         "half its length along its own y axis (world units, > 0)")
        .limited(FieldLimit::positive),
    member_field<&Cylinder::radius>("radius", "radius",
                                    "its radius about its axis (world units, > 0)")
        .limited(FieldLimit::positive),
    member_field<&Cylinder::rotation>("rotation", "rotation",
                                      "its turn from standing along world y; identity when absent")
        .may_be_absent(),
};

Shape<double> query_shape(const Cylinder& c) {
  return collide::Cylinder<double>::from_rotation(c.center, c.half_height, c.radius, c.rotation);
}
// Its extent along world axis j is its support there: |uⱼ|·h + r·√(1 − uⱼ²), u its unit axis.
std::optional<Aabb<double>> bounds(const Cylinder& c) {
  const Vec3<double> u = rotation_axes(c.rotation)[1];
  Vec3<double> e;
  for (int j = 0; j < 3; ++j)
    e[j] = std::abs(u[j]) * c.half_height + c.radius * std::sqrt(std::max(0.0, 1 - u[j] * u[j]));
  return Aabb<double>{c.center - e, c.center + e};
}
ObjectDesc scaled(const Cylinder& start, const Resize& r, bool& clamped) {
  Cylinder c = start;
  if (r.axis < 0 || r.axis == 1) c.half_height = kinds::resized(c.half_height, r, clamped);
  if (r.axis != 1) c.radius = kinds::resized(c.radius, r, clamped);
  return c;
}

}  // namespace

constinit const KindDescriptor desc::Cylinder::kind = {
    .index = kind_index<desc::Cylinder>(),
    .name = "cylinder",
    .a_name = "a cylinder",
    .cpp_type = "Cylinder",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
    .rotated = own_turn<&Cylinder::rotation>,
    .scaled = for_kind<scaled>,
    .support = kinds::support_of,
};

}  // namespace collide
