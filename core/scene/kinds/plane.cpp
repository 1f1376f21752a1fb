// The plane: a normal and a point on it. Unbounded: no bounds, no support function.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/scene/kind_descriptor.hpp"

namespace collide {
namespace {

using desc::Plane;

constexpr FieldDescriptor kFields[] = {
    member_field<&Plane::normal>("normal", "normal",
                                 "the direction its front faces; any length but zero")
        .limited(FieldLimit::non_zero),
    member_field<&Plane::point>("point", "point", "a point on it (world units)")
        .moves_with_object(),
};

// n / |n| without overflow or underflow: scale by the largest component first, so a normal
// like (0, 0, 1e-200) is as good as (0, 0, 1). A zero normal stays zero (validate() says so).
Vec3<double> robust_normalize(const Vec3<double>& n) {
  const double m = std::max({std::abs(n.x), std::abs(n.y), std::abs(n.z)});
  if (!(m > 0) || !std::isfinite(m)) return m > 0 ? n : Vec3<double>(0);
  const Vec3<double> s = n / m;
  return s / glm::length(s);
}

Shape<double> query_shape(const Plane& p) {
  const Vec3<double> n = robust_normalize(p.normal);
  return collide::Plane<double>{n, glm::dot(n, p.point)};
}
std::optional<Aabb<double>> bounds(const Plane&) {
  return std::nullopt;
}
// About its point: the normal turns.
ObjectDesc rotated(const Plane& start, const Quat<double>& q) {
  Plane p = start;
  p.normal = q * p.normal;
  return p;
}

}  // namespace

constinit const KindDescriptor desc::Plane::kind = {
    .index = kind_index<desc::Plane>(),
    .name = "plane",
    .a_name = "a plane",
    .cpp_type = "Plane",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
    .rotated = for_kind<rotated>,
};

}  // namespace collide
