#include "core/queries/closest_points.hpp"

#include <algorithm>

namespace collide {
namespace {

// The rounding scale of a closest-point computation: the size of the coordinate differences
// from one reference vertex (subtracting nearby coordinates is exact, so far from the origin
// the band stays as small as the shapes).
template <class T, class... V>
T spread(const Vec3<T>& ref, const V&... v) {
  return (l1_norm(v - ref) + ... + T(0));
}

// The largest |v|₁ of a shape's vertices (>= how far any of its points moves, over ρ, when its
// numbers are rounded by ρ).
template <class T, class... V>
T largest(const Vec3<T>& first, const V&... v) {
  return std::max({l1_norm(first), l1_norm(v)...});
}

template <class T>
ClosestPoints<T> on_triangle(const Vec3<T>& p, T radius, const Triangle<T>& tri,
                             const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  const TrianglePoint<T> q = closest_on_triangle(p, tri.a, tri.b, tri.c);
  r.on_a = p;
  r.on_b = q.point;
  r.barycentric = q.barycentric;
  r.region = q.region;
  decide_by_distance(r, radius, spread(tri.a, p, tri.b, tri.c),
                     l1_norm(p) + largest(tri.a, tri.b, tri.c), tol);
  return r;
}

// The closest points of segments [a0, a1] and [b0, b1], decided against `radius` (the radii of
// the capsules around them).
template <class T>
ClosestPoints<T> between_segments(const Vec3<T>& a0, const Vec3<T>& a1, const Vec3<T>& b0,
                                  const Vec3<T>& b1, T radius, const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  const SegmentPair<T> q = closest_between_segments(a0, a1, b0, b1);
  r.s = q.s;
  r.t = q.t;
  r.on_a = q.on_1;
  r.on_b = q.on_2;
  r.parallel = q.parallel;
  decide_by_distance(r, radius, spread(a0, a1, b0, b1), largest(a0, a1) + largest(b0, b1), tol);
  return r;
}

// Point p (a point, or a sphere's centre) against segment [b0, b1], decided against `radius`.
template <class T>
ClosestPoints<T> point_to_segment(const Vec3<T>& p, const Vec3<T>& b0, const Vec3<T>& b1, T radius,
                                  const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  r.t = closest_segment_parameter(p, b0, b1);
  r.on_a = p;
  r.on_b = b0 + r.t * (b1 - b0);
  decide_by_distance(r, radius, spread(b0, p, b1), l1_norm(p) + largest(b0, b1), tol);
  return r;
}

}  // namespace

template <class T>
ClosestPoints<T> closest_points(const Point<T>& a, const Point<T>& b, const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  r.on_a = a.p;
  r.on_b = b.p;
  decide_by_distance(r, T(0), spread(a.p, b.p), l1_norm(a.p) + l1_norm(b.p), tol);
  return r;
}

template <class T>
ClosestPoints<T> closest_points(const Point<T>& a, const Segment<T>& b, const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return point_to_segment(a.p, b.a, b.b, T(0), tol);
}

template <class T>
ClosestPoints<T> closest_points(const Point<T>& a, const Triangle<T>& b, const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return on_triangle(a.p, T(0), b, tol);
}

template <class T>
ClosestPoints<T> closest_points(const Segment<T>& a, const Segment<T>& b,
                                const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return between_segments(a.a, a.b, b.a, b.b, T(0), tol);
}

template <class T>
ClosestPoints<T> closest_points(const Segment<T>& a, const Sphere<T>& b, const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  r.s = closest_segment_parameter(b.center, a.a, a.b);
  r.on_a = a.a + r.s * (a.b - a.a);
  r.on_b = b.center;
  decide_by_distance(r, b.radius, spread(a.a, a.b, b.center), largest(a.a, a.b) + l1_norm(b.center),
                     tol);
  return r;
}

template <class T>
ClosestPoints<T> closest_points(const Sphere<T>& a, const Triangle<T>& b,
                                const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return on_triangle(a.center, a.radius, b, tol);
}

template <class T>
ClosestPoints<T> closest_points(const Point<T>& a, const Capsule<T>& b, const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return point_to_segment(a.p, b.a, b.b, b.radius, tol);
}

template <class T>
ClosestPoints<T> closest_points(const Segment<T>& a, const Capsule<T>& b,
                                const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return between_segments(a.a, a.b, b.a, b.b, b.radius, tol);
}

template <class T>
ClosestPoints<T> closest_points(const Sphere<T>& a, const Capsule<T>& b, const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return point_to_segment(a.center, b.a, b.b, a.radius + b.radius, tol);
}

template <class T>
ClosestPoints<T> closest_points(const Capsule<T>& a, const Capsule<T>& b,
                                const Tolerances<T>& tol) {
  ClosestPoints<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return between_segments(a.a, a.b, b.a, b.b, a.radius + b.radius, tol);
}

#define COLLIDE_INSTANTIATE(T)                                                   \
  template ClosestPoints<T> closest_points(const Point<T>&, const Point<T>&,     \
                                           const Tolerances<T>&);                \
  template ClosestPoints<T> closest_points(const Point<T>&, const Segment<T>&,   \
                                           const Tolerances<T>&);                \
  template ClosestPoints<T> closest_points(const Point<T>&, const Triangle<T>&,  \
                                           const Tolerances<T>&);                \
  template ClosestPoints<T> closest_points(const Segment<T>&, const Segment<T>&, \
                                           const Tolerances<T>&);                \
  template ClosestPoints<T> closest_points(const Segment<T>&, const Sphere<T>&,  \
                                           const Tolerances<T>&);                \
  template ClosestPoints<T> closest_points(const Sphere<T>&, const Triangle<T>&, \
                                           const Tolerances<T>&);                \
  template ClosestPoints<T> closest_points(const Point<T>&, const Capsule<T>&,   \
                                           const Tolerances<T>&);                \
  template ClosestPoints<T> closest_points(const Segment<T>&, const Capsule<T>&, \
                                           const Tolerances<T>&);                \
  template ClosestPoints<T> closest_points(const Sphere<T>&, const Capsule<T>&,  \
                                           const Tolerances<T>&);                \
  template ClosestPoints<T> closest_points(const Capsule<T>&, const Capsule<T>&, \
                                           const Tolerances<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
