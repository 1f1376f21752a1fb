#include "core/queries/triangle_triangle.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "core/queries/closest_points.hpp"
#include "core/queries/segment_queries.hpp"
#include "core/shapes/input_reach.hpp"

namespace collide {
namespace {

template <class T>
using Verts = std::array<Vec3<T>, 3>;

// The unit normal of v, or 0 when the triangle is degenerate (|e₀ × e₁| within rounding).
template <class T>
Vec3<T> unit_normal(const Verts<T>& v, T parallel) {
  const Vec3<T> e0 = v[1] - v[0], e1 = v[2] - v[0];
  const Vec3<T> n = glm::cross(e0, e1);
  const T length = glm::length(n);
  if (!(length > parallel * glm::length(e0) * glm::length(e1))) return Vec3<T>(0);
  return n / length;
}

// Least distance between the triangles as sets, valid when they do not cross through each
// other's interiors: the 9 edge pairs and the 6 vertices against the other triangle; 0 if an
// edge of one crosses the other's face.
template <class T>
T distance_by_features(const Triangle<T>& a, const Triangle<T>& b, const Tolerances<T>& tol) {
  const Verts<T> va{a.a, a.b, a.c}, vb{b.a, b.b, b.c};
  T best = std::numeric_limits<T>::infinity();
  for (int i = 0; i < 3; ++i) {
    const Segment<T> ea{va[i], va[(i + 1) % 3]}, eb{vb[i], vb[(i + 1) % 3]};
    if (segment_triangle_hit(ea, b, tol).kind == SegmentTriangleKind::crosses_face) return 0;
    if (segment_triangle_hit(eb, a, tol).kind == SegmentTriangleKind::crosses_face) return 0;
    best = std::min(best, closest_points(Point<T>{va[i]}, b, tol).distance);
    best = std::min(best, closest_points(Point<T>{vb[i]}, a, tol).distance);
    for (int j = 0; j < 3; ++j) {
      const Segment<T> f{vb[j], vb[(j + 1) % 3]};
      best = std::min(best, closest_points(ea, f, tol).distance);
    }
  }
  return best;
}

// Where triangle v cuts a plane (its vertices' distances d): the vertices on it and the
// crossings of edges with ends strictly on opposite sides, as an interval along D with the
// 3-D points at its ends; and how far, along D, any of those points may lie from where the
// triangle really cuts the plane when each distance is off by up to `band` (`error`). Along an
// edge u = vⱼ − vᵢ the distance changes by dⱼ − dᵢ, so a distance off by e moves the edge's
// crossing by e/|dⱼ − dᵢ| of the edge, |u·D|·e/|dⱼ − dᵢ| along D (never more than |u·D|):
//   a crossing t = dᵢ/(dᵢ − dⱼ) (opposite signs): by band/|dᵢ − dⱼ| of the edge;
//   a vertex taken as on the plane (|dᵢ| <= band): the real cut is on its edges, up to
//     (|dᵢ| + band)/|dⱼ − dᵢ| of each edge away.
// An edge that runs nearly level with the other plane makes these large: the interval test is
// ill conditioned there, and says so through this error.
template <class T>
struct Cut {
  std::array<T, 2> interval{std::numeric_limits<T>::infinity(),
                            -std::numeric_limits<T>::infinity()};
  std::array<Vec3<T>, 2> ends{};
  T error = 0;
  void add(const Vec3<T>& p, const Vec3<T>& D, T err) {
    const T s = glm::dot(D, p);
    if (s < interval[0]) interval[0] = s, ends[0] = p;
    if (s > interval[1]) interval[1] = s, ends[1] = p;
    error = std::max(error, err);
  }
};

// The move along D of edge i → j's crossing when the distances are off by e (see above).
template <class T>
T edge_error(const Verts<T>& v, const std::array<T, 3>& d, int i, int j, T e, const Vec3<T>& D) {
  const T along = std::abs(glm::dot(v[std::size_t(j)] - v[std::size_t(i)], D));
  const T fall = std::abs(d[std::size_t(j)] - d[std::size_t(i)]);
  return fall > e ? along * (e / fall) : along;
}

template <class T>
Cut<T> cut(const Verts<T>& v, const std::array<T, 3>& d, T band, const Vec3<T>& D) {
  Cut<T> c;
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    if (std::abs(d[i]) <= band) {
      const T e = std::abs(d[i]) + band;
      c.add(v[i], D, std::max(edge_error(v, d, i, j, e, D), edge_error(v, d, i, k, e, D)));
    }
    if ((d[i] > band && d[j] < -band) || (d[i] < -band && d[j] > band))
      c.add(v[i] + (d[i] / (d[i] - d[j])) * (v[j] - v[i]), D, edge_error(v, d, i, j, band, D));
  }
  return c;
}

// How deep two crossing triangles are in each other: the shortest move along any of
// the 11 axes that can separate two triangles, n_a, n_b and eᵢ × fⱼ (the face normals of
// their Minkowski difference, so that shortest move is its penetration depth; coplanar
// triangles are separated by a move of about 0 along their common normal). Axes of zero length are
// left out (along any unit axis the move is at least the depth, so never below it).
template <class T>
T crossing_depth(const Verts<T>& va, const Verts<T>& vb) {
  const Vec3<T> o = va[0];  // relative to one vertex, as the rest of the test
  std::array<Vec3<T>, 11> axes;
  axes[0] = glm::cross(va[1] - va[0], va[2] - va[0]);
  axes[1] = glm::cross(vb[1] - vb[0], vb[2] - vb[0]);
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      axes[std::size_t(2 + 3 * i + j)] =
          glm::cross(va[(i + 1) % 3] - va[i], vb[(j + 1) % 3] - vb[j]);
  T depth = std::numeric_limits<T>::infinity();
  for (const Vec3<T>& axis : axes) {
    const T length = glm::length(axis);
    if (!(length > T(0))) continue;
    const Vec3<T> L = axis / length;
    T a_lo = std::numeric_limits<T>::infinity(), a_hi = -a_lo, b_lo = a_lo, b_hi = -a_lo;
    for (int k = 0; k < 3; ++k) {
      const T pa = glm::dot(va[k] - o, L), pb = glm::dot(vb[k] - o, L);
      a_lo = std::min(a_lo, pa);
      a_hi = std::max(a_hi, pa);
      b_lo = std::min(b_lo, pb);
      b_hi = std::max(b_hi, pb);
    }
    // The shortest move along L that separates them (not the length their intervals share:
    // a flat triangle's interval along its own normal is a point).
    depth = std::min(depth, std::min(a_hi - b_lo, b_hi - a_lo));
  }
  return std::isinf(depth) ? T(0) : depth;
}

// Rounded inputs (tolerances.hpp): every point of each triangle moves by at most ρ·its
// input_reach (input_reach.hpp), and the distance of two triangles (or their depth) moves by at
// most the sum. Apart: the distance (the features', exact for triangles that do not cross);
// meeting: the depth above. Either within band + input band is within_tolerance.
template <class T>
void add_input_band(TriangleTriangle<T>& r, const Triangle<T>& a, const Triangle<T>& b,
                    const Tolerances<T>& tol) {
  if (tol.input_rounding == T(0)) return;
  r.input_band = input_band(tol, input_reach(a) + input_reach(b));
  // Apart by a plane: the least |distance| to it is a lower bound of the distance, and enough
  // when it clears the bands (the features' distance costs ten times the test).
  if (r.kind == TriangleTriangleKind::apart_by_plane_a ||
      r.kind == TriangleTriangleKind::apart_by_plane_b) {
    const std::array<T, 3>& d =
        r.kind == TriangleTriangleKind::apart_by_plane_b ? r.distances_a : r.distances_b;
    if (std::min({std::abs(d[0]), std::abs(d[1]), std::abs(d[2])}) > r.band + r.input_band) return;
  }
  const T decided_by = r.intersects ? crossing_depth<T>({a.a, a.b, a.c}, {b.a, b.b, b.c})
                       : r.kind == TriangleTriangleKind::coplanar ? r.gap
                                                                  : distance_by_features(a, b, tol);
  if (decided_by <= r.band + r.input_band) r.within_tolerance = true;
}

template <class T>
bool one_side(const std::array<T, 3>& d, T band) {
  return (d[0] > band && d[1] > band && d[2] > band) ||
         (d[0] < -band && d[1] < -band && d[2] < -band);
}

}  // namespace

template <class T>
TriangleTriangle<T> triangle_triangle(const Triangle<T>& a, const Triangle<T>& b,
                                      const Tolerances<T>& tol) {
  TriangleTriangle<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  const Verts<T> va{a.a, a.b, a.c}, vb{b.a, b.b, b.c};
  T scale = 0;
  for (int i = 0; i < 3; ++i)
    scale += l1_norm(va[i] - b.a) + l1_norm(vb[i] - b.a);
  r.band = contact_band(tol, scale);
  const Vec3<T> na = unit_normal(va, tol.sat_parallel), nb = unit_normal(vb, tol.sat_parallel);
  for (int i = 0; i < 3; ++i) {
    r.distances_a[i] = glm::dot(nb, va[i] - b.a);
    r.distances_b[i] = glm::dot(na, vb[i] - a.a);
  }
  const bool degenerate = na == Vec3<T>(0) || nb == Vec3<T>(0);
  if (!degenerate && one_side(r.distances_a, r.band)) {
    r.kind = TriangleTriangleKind::apart_by_plane_b;
    add_input_band(r, a, b, tol);
    return r;
  }
  if (!degenerate && one_side(r.distances_b, r.band)) {
    r.kind = TriangleTriangleKind::apart_by_plane_a;
    add_input_band(r, a, b, tol);
    return r;
  }
  const Vec3<T> D = glm::cross(na, nb);
  const T sin_angle = glm::length(D);
  // Coplanar when either triangle lies within the band of the other's plane, judged both
  // ways: |d_a[i]| <= band ∀i or |d_b[i]| <= band ∀i. A triangle inside the other's band cuts
  // that plane in all of itself, not in a segment on the line D, so its "interval" would be
  // its whole shadow on D; and which of the two tests passes depends on which normal rounded
  // better (a sliver's float normal tilts its plane by far more than the band), so checking
  // a's distances alone let b-in-a's-plane pairs through to the intervals, wrong both in
  // verdict and shared segment. The features' distance below holds for any pair.
  auto within = [&](const std::array<T, 3>& d) {
    return std::abs(d[0]) <= r.band && std::abs(d[1]) <= r.band && std::abs(d[2]) <= r.band;
  };
  const bool coplanar =
      degenerate || sin_angle <= tol.sat_parallel || within(r.distances_a) || within(r.distances_b);
  if (coplanar) {
    r.kind = TriangleTriangleKind::coplanar;
    r.gap = distance_by_features(a, b, tol);
    r.intersects = r.gap <= r.band;
    r.within_tolerance = std::abs(r.gap) <= r.band;
    add_input_band(r, a, b, tol);
    return r;
  }
  r.line_direction = D / sin_angle;
  const Cut<T> ca = cut(va, r.distances_a, r.band, r.line_direction);
  const Cut<T> cb = cut(vb, r.distances_b, r.band, r.line_direction);
  r.interval_a = ca.interval;
  r.interval_b = cb.interval;
  const bool lo_a = ca.interval[0] >= cb.interval[0], hi_a = ca.interval[1] <= cb.interval[1];
  r.gap = std::max(ca.interval[0], cb.interval[0]) - std::min(ca.interval[1], cb.interval[1]);
  r.intersects = r.gap <= r.band;
  // The gap is also off by as much as the two cuts' ends may be (Cut::error): a gap within that
  // was decided by the rounding too (float and double disagreed there, unflagged, on a pair the
  // fuzzer found: triangle_triangle_test's IllConditionedIntervalsAreWithinTolerance).
  r.within_tolerance = std::abs(r.gap) <= r.band + ca.error + cb.error;
  r.kind = r.intersects ? TriangleTriangleKind::intervals_overlap
                        : TriangleTriangleKind::intervals_apart;
  if (r.intersects) r.shared = {lo_a ? ca.ends[0] : cb.ends[0], hi_a ? ca.ends[1] : cb.ends[1]};
  add_input_band(r, a, b, tol);
  return r;
}

template TriangleTriangle<float> triangle_triangle(const Triangle<float>&, const Triangle<float>&,
                                                   const Tolerances<float>&);
template TriangleTriangle<double> triangle_triangle(const Triangle<double>&,
                                                    const Triangle<double>&,
                                                    const Tolerances<double>&);

}  // namespace collide
