// The sphere: a centre and a radius; with a velocity (its object's motion), a moving sphere
// sweeping centre → centre + v over t in [0, 1].
#include "core/scene/kind_descriptor.hpp"

namespace collide {
namespace {

using desc::Sphere;

constexpr FieldDescriptor kFields[] = {
    member_field<&Sphere::center>("center", "centre", "its centre at t = 0 (world units)")
        .moves_with_object(),
    member_field<&Sphere::radius>("radius", "radius", "its radius (world units)")
        .limited(FieldLimit::non_negative),
};

Shape<double> query_shape(const Sphere& s) {
  return collide::Sphere<double>{s.center, s.radius};
}
// The moving sphere: the sphere sweeping centre → centre + v.
Shape<double> swept(const Sphere& s, const Vec3<double>& velocity) {
  return MovingSphere<double>{{s.center, s.radius}, velocity};
}
std::optional<Aabb<double>> bounds(const Sphere& s) {
  const Vec3<double> r(s.radius);
  return Aabb<double>{s.center - r, s.center + r};
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
    .scaled = for_kind<scaled>,
    .support = kinds::support_of,
    .swept = for_kind<swept>,
};

}  // namespace collide
