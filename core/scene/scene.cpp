#include "core/scene/scene.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

#include "core/math/bitwise_equal.hpp"
#include "core/math/overloaded.hpp"
#include "core/scene/kind_descriptor.hpp"
#include "core/scene/pose.hpp"

namespace collide {
namespace {

Shape<double> to_shape_double(const ObjectDesc& d) {
  return descriptor_of(d).to_shape(d);
}

Vec3<float> to_float(const Vec3<double>& v) {
  return Vec3<float>(v);
}
std::array<Vec3<float>, 3> to_float(const std::array<Vec3<double>, 3>& a) {
  return {to_float(a[0]), to_float(a[1]), to_float(a[2])};
}

// Grows [lo, hi] by a few ulps of the largest magnitude involved, so that rounding in the
// extent computation never leaves a point of the object outside.
void pad(Aabb<double>& b) {
  constexpr double eps = 8 * std::numeric_limits<double>::epsilon();
  for (int i = 0; i < 3; ++i) {
    double m = std::max(std::abs(b.min[i]), std::abs(b.max[i]));
    double p = m * eps + std::numeric_limits<double>::denorm_min();
    b.min[i] -= p;
    b.max[i] += p;
  }
}

}  // namespace

std::string_view kind_name(const ObjectDesc& d) {
  return descriptor_of(d).name;
}

std::optional<std::size_t> index_of(const Scene& scene, std::string_view id) {
  // Only a hint, always checked against the scene it is used on: a scan of 100,000 ids per frame
  // is what a drag would otherwise cost. Per thread, so concurrent callers never share it.
  thread_local std::size_t last = 0;
  if (last < scene.objects.size() && scene.objects[last].id == id) return last;
  for (std::size_t i = 0; i < scene.objects.size(); ++i)
    if (scene.objects[i].id == id) return last = i;
  return std::nullopt;
}

template <>
Shape<double> to_shape<double>(const ObjectDesc& d) {
  return to_shape_double(d);
}
Shape<float> round_to_float(const Shape<double>& s) {
  return std::visit(
      Overloaded{
          [](const Point<double>& p) -> Shape<float> { return Point<float>{to_float(p.p)}; },
          [](const Segment<double>& p) -> Shape<float> {
            return Segment<float>{to_float(p.a), to_float(p.b)};
          },
          [](const Ray<double>& p) -> Shape<float> {
            return Ray<float>{to_float(p.origin), to_float(p.direction)};
          },
          [](const Plane<double>& p) -> Shape<float> {
            return Plane<float>{to_float(p.n), static_cast<float>(p.d)};
          },
          [](const Sphere<double>& p) -> Shape<float> {
            return Sphere<float>{to_float(p.center), static_cast<float>(p.radius)};
          },
          [](const MovingSphere<double>& p) -> Shape<float> {
            return MovingSphere<float>{
                Sphere<float>{to_float(p.sphere.center), static_cast<float>(p.sphere.radius)},
                to_float(p.velocity)};
          },
          [](const Aabb<double>& p) -> Shape<float> {
            return Aabb<float>{to_float(p.min), to_float(p.max)};
          },
          [](const Obb<double>& p) -> Shape<float> {
            return Obb<float>{to_float(p.center), to_float(p.axes), to_float(p.half_extents)};
          },
          [](const Triangle<double>& p) -> Shape<float> {
            return Triangle<float>{to_float(p.a), to_float(p.b), to_float(p.c)};
          },
          [](const Ellipsoid<double>& p) -> Shape<float> {
            return Ellipsoid<float>{to_float(p.center), to_float(p.axes), to_float(p.radii)};
          },
          [](const Capsule<double>& p) -> Shape<float> {
            return Capsule<float>{to_float(p.a), to_float(p.b), static_cast<float>(p.radius)};
          },
          [](const Cylinder<double>& p) -> Shape<float> {
            return Cylinder<float>{to_float(p.center), to_float(p.axes),
                                   static_cast<float>(p.half_height), static_cast<float>(p.radius)};
          },
          [](const ConvexHull<double>& p) -> Shape<float> {
            return ConvexHull<float>{p.hull, to_float(p.offset), static_cast<float>(p.scale)};
          },
          [](const TriangleMesh<double>& p) -> Shape<float> {
            return TriangleMesh<float>{p.mesh};  // the same MeshData: its float vertices
          },
          [](const SupportShape<double>& p) -> Shape<float> {
            return SupportShape<float>{p.kind,
                                       {to_float(p.vec[0]), to_float(p.vec[1])},
                                       {static_cast<float>(p.num[0]), static_cast<float>(p.num[1])},
                                       Quat<float>(p.rotation)};
          },
      },
      s);
}

template <>
Shape<float> to_shape<float>(const ObjectDesc& d) {
  return round_to_float(to_shape_double(d));
}

bool sweeps(const ObjectDesc& d, const Motion& m) {
  return m.velocity && descriptor_of(d).swept;
}

template <>
Shape<double> to_shape<double>(const ObjectDesc& d, const Motion& m) {
  if (sweeps(d, m)) return descriptor_of(d).swept(d, *m.velocity);
  return to_shape_double(d);
}
template <>
Shape<float> to_shape<float>(const ObjectDesc& d, const Motion& m) {
  return round_to_float(to_shape<double>(d, m));
}

std::optional<Aabb<double>> bounds_of(const ObjectDesc& d) {
  std::optional<Aabb<double>> out = descriptor_of(d).bounds(d);
  if (out) pad(*out);
  return out;
}

std::optional<Aabb<double>> bounds_of(const ObjectDesc& d, const Motion& m) {
  const KindDescriptor& kind = descriptor_of(d);
  std::optional<Aabb<double>> out = kind.bounds(d);
  if (!out) return out;
  if (turns(d, m)) {
    // A turn about the pivot p keeps every point within R of it (R: the furthest corner of the
    // box at t = 0 from p), and p moves along [p, p + v]: the box of that path grown by R holds
    // the object at every t in [0, 1] (rounding of the posed shapes: R grown by 1e-12).
    const std::optional<Vec3<double>> p = turn_pivot(d);
    if (!p) return std::nullopt;
    double r = 0;
    for (int c = 0; c < 8; ++c) {
      const Vec3<double> corner{c & 1 ? out->max.x : out->min.x, c & 2 ? out->max.y : out->min.y,
                                c & 4 ? out->max.z : out->min.z};
      r = std::max(r, glm::length(corner - *p));
    }
    r *= 1 + 1e-12;
    const Vec3<double> end = m.velocity ? *p + *m.velocity : *p;
    out->min = glm::min(*p, end) - Vec3<double>(r);
    out->max = glm::max(*p, end) + Vec3<double>(r);
  } else if (m.velocity) {
    // A translation: the convex hull of the start and the end, inside their two boxes.
    const std::optional<Aabb<double>> end = kind.bounds(kinds::translated(d, *m.velocity));
    if (!end) return std::nullopt;
    out->min = glm::min(out->min, end->min);
    out->max = glm::max(out->max, end->max);
  }
  pad(*out);
  return out;
}

bool turns(const ObjectDesc& d, const Motion& m) {
  return m.angular_velocity && descriptor_of(d).rotated && *m.angular_velocity != Vec3<double>(0);
}

}  // namespace collide

namespace collide {
namespace {

bool same_bits(double x, double y) {
  return std::bit_cast<std::uint64_t>(x) == std::bit_cast<std::uint64_t>(y);
}
bool same_bits(const std::optional<double>& x, const std::optional<double>& y) {
  return x.has_value() == y.has_value() && (!x || same_bits(*x, *y));
}
bool same_bits(const std::optional<ExpectedNumber>& x, const std::optional<ExpectedNumber>& y) {
  return x.has_value() == y.has_value() &&
         (!x || (same_bits(x->value, y->value) && same_bits(x->tolerance, y->tolerance)));
}

}  // namespace

namespace {

bool same_contacts(const std::optional<ExpectedContacts>& x,
                   const std::optional<ExpectedContacts>& y) {
  if (x.has_value() != y.has_value()) return false;
  if (!x) return true;
  if (x->count != y->count || !bitwise_equal(x->normal, y->normal) ||
      !same_bits(x->tolerance, y->tolerance) || x->points.size() != y->points.size())
    return false;
  for (std::size_t i = 0; i < x->points.size(); ++i)
    if (!bitwise_equal(x->points[i], y->points[i])) return false;
  return true;
}

}  // namespace

bool same_expectation(const Expectation& x, const Expectation& y) {
  return x.a == y.a && x.b == y.b && x.intersects == y.intersects && x.side == y.side &&
         x.separating_axis == y.separating_axis && same_bits(x.contact_time, y.contact_time) &&
         same_bits(x.gap, y.gap) && same_bits(x.depth, y.depth) && same_bits(x.toi, y.toi) &&
         same_contacts(x.contacts, y.contacts) && x.axis == y.axis &&
         x.within_tolerance == y.within_tolerance && x.precision == y.precision &&
         same_bits(x.at_time, y.at_time) && x.description == y.description;
}

std::string_view precision_name(PrecisionChoice p) {
  switch (p) {
    case PrecisionChoice::float32:
      return "float";
    case PrecisionChoice::float64:
      return "double";
    case PrecisionChoice::both:
      return "both";
  }
  return "double";
}

}  // namespace collide
