#include "core/queries/segment_queries.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "core/shapes/input_reach.hpp"

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

// The test in the box frame: the slabs [loᵢ, hiᵢ] (relative to the segment's start) crossed at
// rates dᵢ, with every face moved out by `grow` (in by −grow; a slab that closes misses).
template <class T>
SegmentBoxSlabs<T> clip_frame(const Segment<T>& segment, const Vec3<T>& lo, const Vec3<T>& hi,
                              const Vec3<T>& d, T grow, const Tolerances<T>& tol) {
  if (!(hi.x - lo.x >= -2 * grow && hi.y - lo.y >= -2 * grow && hi.z - lo.z >= -2 * grow))
    return {};  // shrunk to nothing: misses (not within tolerance)
  std::array<Slab<T>, 3> slabs;
  for (int i = 0; i < 3; ++i)
    slabs[std::size_t(i)] = slab(lo[i] - grow, hi[i] + grow, d[i], tol);
  return clip(segment, slabs);
}

// Rounded inputs (tolerances.hpp): every point of the segment and of the box moves by at most
// δ = ρ·(input_reach(segment) + input_reach(box)) (input_reach.hpp; a box frame's rotation is in
// the OBB's reach). So the file's segment meets the file's box only if this segment meets the box
// grown by δ along every face (which holds the box's δ-neighbourhood), and surely meets it if this
// segment meets the box shrunk by δ. A verdict that neither decides beyond its band is
// within_tolerance.
template <class T>
void add_input_band(SegmentBoxSlabs<T>& r, const Segment<T>& segment, const Vec3<T>& lo,
                    const Vec3<T>& hi, const Vec3<T>& d, T reach, const Tolerances<T>& tol) {
  if (tol.input_rounding == T(0)) return;
  r.input_band = input_band(tol, reach);
  const SegmentBoxSlabs<T> grown = clip_frame(segment, lo, hi, d, r.input_band, tol);
  const SegmentBoxSlabs<T> shrunk = clip_frame(segment, lo, hi, d, -r.input_band, tol);
  const bool surely_misses = !grown.intersects && !grown.within_tolerance;
  const bool surely_meets = shrunk.intersects && !shrunk.within_tolerance;
  if (!surely_misses && !surely_meets) r.within_tolerance = true;
}

// How deep a segment p → q crossing a triangle is in it: the shortest move that separates their
// projections along the axes that separate a segment from a triangle, the triangle's normal and s ×
// eᵢ (s = q − p, eᵢ its edges; the face normals of their Minkowski difference, so that shortest
// move is its penetration depth). Axes of zero length are left out (never below the depth: along
// any unit axis the move is at least as long).
template <class T>
T crossing_depth(const Vec3<T>& p, const Vec3<T>& q, const Triangle<T>& tri) {
  const Vec3<T> v[3] = {tri.a, tri.b, tri.c};
  const Vec3<T> s = q - p;
  Vec3<T> axes[4] = {glm::cross(v[1] - v[0], v[2] - v[0]), glm::cross(s, v[1] - v[0]),
                     glm::cross(s, v[2] - v[1]), glm::cross(s, v[0] - v[2])};
  T depth = std::numeric_limits<T>::infinity();
  for (const Vec3<T>& axis : axes) {
    const T length = glm::length(axis);
    if (!(length > T(0))) continue;
    const Vec3<T> L = axis / length;
    // Relative to the triangle's first vertex, as the rest of the test.
    const T s0 = glm::dot(p - v[0], L), s1 = glm::dot(q - v[0], L);
    const T t1 = glm::dot(v[1] - v[0], L), t2 = glm::dot(v[2] - v[0], L);
    // The shortest move along L that separates them (not the length their intervals share:
    // a triangle's interval along its normal is a point).
    const T s_lo = std::min(s0, s1), s_hi = std::max(s0, s1);
    const T t_lo = std::min({T(0), t1, t2}), t_hi = std::max({T(0), t1, t2});
    depth = std::min(depth, std::min(s_hi - t_lo, t_hi - s_lo));
  }
  return std::isinf(depth) ? T(0) : depth;
}

}  // namespace

template <class T>
SegmentBoxSlabs<T> segment_box_slabs(const Segment<T>& segment, const Aabb<T>& box,
                                     const Tolerances<T>& tol) {
  SegmentBoxSlabs<T> r;
  if (r.input = check_inputs(segment, box); !r.input.valid()) return r;
  // min − a and max − a subtract nearby numbers exactly, so a far box keeps its precision.
  const Vec3<T> lo = box.min - segment.a, hi = box.max - segment.a, d = segment.b - segment.a;
  r = clip_frame(segment, lo, hi, d, T(0), tol);
  add_input_band(r, segment, lo, hi, d, input_reach(segment) + input_reach(box), tol);
  return r;
}

template <class T>
SegmentBoxSlabs<T> segment_box_slabs(const Segment<T>& segment, const Obb<T>& box,
                                     const Tolerances<T>& tol) {
  SegmentBoxSlabs<T> r;
  if (r.input = check_inputs(segment, box); !r.input.valid()) return r;
  const Vec3<T> offset = segment.a - box.center, d = segment.b - segment.a;
  Vec3<T> lo, hi, dl;
  for (int i = 0; i < 3; ++i) {
    const T p = glm::dot(offset, box.axes[i]), e = box.half_extents[i];
    dl[i] = glm::dot(d, box.axes[i]);
    lo[i] = -e - p;
    hi[i] = e - p;
  }
  r = clip_frame(segment, lo, hi, dl, T(0), tol);
  add_input_band(r, segment, lo, hi, dl, input_reach(segment) + input_reach(box), tol);
  return r;
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
      // Rounded inputs: the depth is 1-Lipschitz in how far each shape moves (input_reach.hpp).
      if (tol.input_rounding != T(0)) {
        r.input_band = input_band(tol, input_reach(segment) + input_reach(tri));
        r.within_tolerance = crossing_depth(p, q, tri) <= r.band + r.input_band;
      }
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
  // Rounded inputs: the distance moves by at most the sum of the shapes' moves.
  r.input_band = input_band(tol, input_reach(segment) + input_reach(tri));
  r.within_tolerance = std::abs(best) <= r.band + r.input_band;
  r.kind = r.intersects ? SegmentTriangleKind::meets : SegmentTriangleKind::misses;
  return r;
}

template <class T>
T segment_triangle_depth(const Segment<T>& segment, const Triangle<T>& triangle) {
  return crossing_depth(segment.a, segment.b, triangle);
}

#define COLLIDE_INSTANTIATE(T)                                                               \
  template SegmentBoxSlabs<T> segment_box_slabs(const Segment<T>&, const Aabb<T>&,           \
                                                const Tolerances<T>&);                       \
  template SegmentBoxSlabs<T> segment_box_slabs(const Segment<T>&, const Obb<T>&,            \
                                                const Tolerances<T>&);                       \
  template SegmentTriangleHit<T> segment_triangle_hit(const Segment<T>&, const Triangle<T>&, \
                                                      const Tolerances<T>&);                 \
  template T segment_triangle_depth(const Segment<T>&, const Triangle<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
