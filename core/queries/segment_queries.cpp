#include "core/queries/segment_queries.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

namespace collide {
namespace {

// One slab: lo and hi are the slab's bounds minus the segment's start (lo <= hi), d its
// direction along the axis. The rounding of (lo or hi)/d is about ulps of (|lo| + |hi|)/|d|.
template <class T>
Slab<T> slab(T lo, T hi, T d, const Tolerances<T>& tol) {
  Slab<T> s;
  const T scale = std::abs(lo) + std::abs(hi) + std::abs(d);
  const T band = contact_band(tol, scale);
  if (std::abs(d) <= band) {
    // The coordinate runs over [0, d] (relative to the start): inside iff that meets [lo, hi].
    s.parallel = true;
    s.outside = std::min(T(0), d) > hi + band || std::max(T(0), d) < lo - band;
    s.band = band;  // in distance here
    s.enter = s.outside ? T(1) : T(0);
    s.exit = s.outside ? T(0) : T(1);
    return s;
  }
  T t1 = lo / d, t2 = hi / d;
  if (t1 > t2) std::swap(t1, t2);
  s.enter = t1;
  s.exit = t2;
  s.band = band / std::abs(d);
  return s;
}

template <class T>
SegmentBoxSlabs<T> clip(const Segment<T>& segment, const std::array<Slab<T>, 3>& slabs) {
  SegmentBoxSlabs<T> r;
  r.slabs = slabs;
  T band_enter = 0, band_exit = 0;
  bool outside = false;
  for (int i = 0; i < 3; ++i) {
    const Slab<T>& s = slabs[i];
    if (s.parallel) {
      outside = outside || s.outside;
      continue;
    }
    if (s.enter > r.t_enter) {
      r.t_enter = s.enter;
      r.enter_axis = i;
      band_enter = s.band;
    }
    if (s.exit < r.t_exit) {
      r.t_exit = s.exit;
      r.exit_axis = i;
      band_exit = s.band;
    }
  }
  r.band = band_enter + band_exit;
  const T gap = r.t_enter - r.t_exit;
  r.intersects = !outside && gap <= r.band;
  r.within_tolerance = std::abs(gap) <= r.band;
  for (const Slab<T>& s : slabs)
    if (s.parallel && s.outside) r.within_tolerance = false;
  if (r.intersects) {
    const Vec3<T> d = segment.b - segment.a;
    r.enter_point = segment.a + r.t_enter * d;
    r.exit_point = segment.a + r.t_exit * d;
  }
  return r;
}

}  // namespace

template <class T>
SegmentBoxSlabs<T> segment_box_slabs(const Segment<T>& segment, const Aabb<T>& box,
                                     const Tolerances<T>& tol) {
  SegmentBoxSlabs<T> r;
  if (r.input = check_inputs(segment, box); !r.input.valid()) return r;
  // min − a and max − a subtract nearby numbers exactly, so a far box keeps its precision.
  const Vec3<T> lo = box.min - segment.a, hi = box.max - segment.a, d = segment.b - segment.a;
  return clip(segment,
              {slab(lo.x, hi.x, d.x, tol), slab(lo.y, hi.y, d.y, tol), slab(lo.z, hi.z, d.z, tol)});
}

template <class T>
SegmentBoxSlabs<T> segment_box_slabs(const Segment<T>& segment, const Obb<T>& box,
                                     const Tolerances<T>& tol) {
  SegmentBoxSlabs<T> r;
  if (r.input = check_inputs(segment, box); !r.input.valid()) return r;
  const Vec3<T> offset = segment.a - box.center, d = segment.b - segment.a;
  std::array<Slab<T>, 3> slabs;
  for (int i = 0; i < 3; ++i) {
    const T p = glm::dot(offset, box.axes[i]), di = glm::dot(d, box.axes[i]);
    const T e = box.half_extents[i];
    slabs[i] = slab(-e - p, e - p, di, tol);
  }
  return clip(segment, slabs);
}

template <class T>
SegmentTriangleHit<T> segment_triangle_hit(const Segment<T>& segment, const Triangle<T>& tri,
                                           const Tolerances<T>& tol) {
  SegmentTriangleHit<T> r;
  if (r.input = check_inputs(segment, tri); !r.input.valid()) return r;
  const Vec3<T>& p = segment.a;
  const Vec3<T>& q = segment.b;
  const T scale =
      l1_norm(p - tri.a) + l1_norm(q - tri.a) + l1_norm(tri.b - tri.a) + l1_norm(tri.c - tri.a);
  r.band = contact_band(tol, scale);
  const Vec3<T> n = glm::cross(tri.b - tri.a, tri.c - tri.a);
  const T n_length = glm::length(n);
  if (n_length > T(0)) {
    r.distance_a = glm::dot(n, p - tri.a) / n_length;
    r.distance_b = glm::dot(n, q - tri.a) / n_length;
  }
  const T da = r.distance_a, db = r.distance_b;
  if ((da > r.band && db < -r.band) || (da < -r.band && db > r.band)) {
    const T t = da / (da - db);
    const Vec3<T> x = p + t * (q - p);
    const TrianglePoint<T> on = closest_on_triangle(x, tri.a, tri.b, tri.c);
    if (on.region == TriangleRegion::face) {
      r.kind = SegmentTriangleKind::crosses_face;
      r.intersects = true;
      r.t = t;
      r.point = on.point;
      r.barycentric = on.barycentric;
      return r;
    }
  }
  // Apart, or touching: the least distance is from an end, or to an edge.
  T best = std::numeric_limits<T>::infinity();
  auto consider = [&](T t, const Vec3<T>& on_segment, const Vec3<T>& on_triangle,
                      const Vec3<T>& barycentric) {
    const T d = glm::length(on_segment - on_triangle);
    if (d < best) {
      best = d;
      r.t = t;
      r.point = on_triangle;
      r.barycentric = barycentric;
    }
  };
  for (int end = 0; end < 2; ++end) {
    const TrianglePoint<T> on = closest_on_triangle(end ? q : p, tri.a, tri.b, tri.c);
    consider(T(end), end ? q : p, on.point, on.barycentric);
  }
  const Vec3<T> v[3] = {tri.a, tri.b, tri.c};
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3;
    const SegmentPair<T> sp = closest_between_segments(p, q, v[i], v[j]);
    Vec3<T> bary(0);
    bary[i] = T(1) - sp.t;
    bary[j] = sp.t;
    consider(sp.s, sp.on_1, sp.on_2, bary);
  }
  r.distance = best;
  r.intersects = best <= r.band;
  r.within_tolerance = std::abs(best) <= r.band;
  r.kind = r.intersects ? SegmentTriangleKind::meets : SegmentTriangleKind::misses;
  return r;
}

#define COLLIDE_INSTANTIATE(T)                                                               \
  template SegmentBoxSlabs<T> segment_box_slabs(const Segment<T>&, const Aabb<T>&,           \
                                                const Tolerances<T>&);                       \
  template SegmentBoxSlabs<T> segment_box_slabs(const Segment<T>&, const Obb<T>&,            \
                                                const Tolerances<T>&);                       \
  template SegmentTriangleHit<T> segment_triangle_hit(const Segment<T>&, const Triangle<T>&, \
                                                      const Tolerances<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
