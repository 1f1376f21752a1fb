#pragma once
// Closest points between points, segments and triangles (Ericson, ch. 5.1), and the result of
// every query that decides by a distance between two "cores" (a point, a segment, a triangle,
// a sphere's center, a capsule's segment): point–point, point–segment, point–triangle,
// segment–segment, segment–sphere, sphere–triangle, and a capsule against a point, a segment, a
// sphere or a capsule. A sphere is its center and a capsule its segment with the radii
// subtracted from the distance, so the shapes meet iff |on_a − on_b| − radius <= band.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string_view>

#include <glm/geometric.hpp>

#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shapes.hpp"

namespace collide {

// Where on a triangle its closest point lies: a vertex, the inside of an edge, or the face.
enum class TriangleRegion : std::uint8_t {
  none,  // no triangle in the query
  vertex_a,
  vertex_b,
  vertex_c,
  edge_ab,
  edge_bc,
  edge_ca,
  face,
};
constexpr std::string_view name_of(TriangleRegion r) {
  constexpr std::string_view names[] = {"none",    "vertex a", "vertex b", "vertex c",
                                        "edge ab", "edge bc",  "edge ca",  "face"};
  return names[static_cast<std::uint8_t>(r)];
}

template <class T>
struct ClosestPoints {
  InputCheck input;
  bool intersects = false;        // gap <= band
  bool within_tolerance = false;  // |gap| <= band + input_band
  // The closest points of the two cores (a sphere's: its center; a capsule's: on its segment).
  Vec3<T> on_a{}, on_b{};
  T distance = 0;    // |on_a − on_b|
  T radius = 0;      // the radii subtracted, both operands' summed (0 without a sphere or capsule)
  T gap = 0;         // distance − radius: > 0 is apart
  T band = 0;        // the contact band (tolerances.hpp)
  T input_band = 0;  // the inputs' rounding (tolerances.hpp; 0 unless rounded)
  // Segment and capsule operands: on_a = a.a + s·(a.b − a.a), on_b = b.a + t·(b.b − b.a).
  T s = 0, t = 0;
  // A triangle operand (always b): on_b = u·a + v·b + w·c, and the region on_b lies in.
  Vec3<T> barycentric{};
  TriangleRegion region = TriangleRegion::none;
  bool parallel = false;  // segment–segment: parallel, the closest pair is one of many
};

// The point of segment [a, b] nearest to p: t = clamp((p − a)·(b − a) / |b − a|², 0, 1).
template <class T>
T closest_segment_parameter(const Vec3<T>& p, const Vec3<T>& a, const Vec3<T>& b) {
  const Vec3<T> ab = b - a;
  const T len2 = glm::dot(ab, ab);
  if (!(len2 > T(0))) return T(0);  // a point
  return std::clamp(glm::dot(p - a, ab) / len2, T(0), T(1));
}

template <class T>
struct TrianglePoint {
  Vec3<T> point{};
  Vec3<T> barycentric{};
  TriangleRegion region = TriangleRegion::none;
};

// The point of triangle abc nearest to p by its Voronoi regions (Ericson 5.1.5): the vertex
// regions, then the edge regions, else the face, where p projects to u·a + v·b + w·c. A
// degenerate triangle (|ab × ac| within rounding of 0) is a segment or a point: the nearest of
// its edges' points.
template <class T>
TrianglePoint<T> closest_on_triangle(const Vec3<T>& p, const Vec3<T>& a, const Vec3<T>& b,
                                     const Vec3<T>& c) {
  const Vec3<T> ab = b - a, ac = c - a, ap = p - a;
  const Vec3<T> n = glm::cross(ab, ac);
  const T eps = T(8) * std::numeric_limits<T>::epsilon();
  if (glm::dot(n, n) <= eps * eps * glm::dot(ab, ab) * glm::dot(ac, ac) || glm::dot(n, n) == T(0)) {
    const Vec3<T> v[3] = {a, b, c};
    const TriangleRegion edges[3] = {TriangleRegion::edge_ab, TriangleRegion::edge_bc,
                                     TriangleRegion::edge_ca};
    const TriangleRegion verts[3] = {TriangleRegion::vertex_a, TriangleRegion::vertex_b,
                                     TriangleRegion::vertex_c};
    TrianglePoint<T> best;
    T best_d2 = std::numeric_limits<T>::infinity();
    for (int i = 0; i < 3; ++i) {
      const int j = (i + 1) % 3;
      const T t = closest_segment_parameter(p, v[i], v[j]);
      const Vec3<T> q = v[i] + t * (v[j] - v[i]);
      const T d2 = glm::dot(p - q, p - q);
      if (d2 < best_d2) {
        best_d2 = d2;
        best.point = q;
        best.barycentric = Vec3<T>(0);
        best.barycentric[i] = T(1) - t;
        best.barycentric[j] = t;
        best.region = t == T(0) ? verts[i] : t == T(1) ? verts[j] : edges[i];
      }
    }
    return best;
  }
  const T d1 = glm::dot(ab, ap), d2 = glm::dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return {a, {1, 0, 0}, TriangleRegion::vertex_a};
  const Vec3<T> bp = p - b;
  const T d3 = glm::dot(ab, bp), d4 = glm::dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return {b, {0, 1, 0}, TriangleRegion::vertex_b};
  const T vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) {
    const T v = d1 / (d1 - d3);
    return {a + v * ab, {1 - v, v, 0}, TriangleRegion::edge_ab};
  }
  const Vec3<T> cp = p - c;
  const T d5 = glm::dot(ab, cp), d6 = glm::dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return {c, {0, 0, 1}, TriangleRegion::vertex_c};
  const T vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) {
    const T w = d2 / (d2 - d6);
    return {a + w * ac, {1 - w, 0, w}, TriangleRegion::edge_ca};
  }
  const T va = d3 * d6 - d5 * d4;
  if (va <= 0 && (d4 - d3) >= 0 && (d5 - d6) >= 0) {
    const T w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
    return {b + w * (c - b), {0, 1 - w, w}, TriangleRegion::edge_bc};
  }
  const T denom = T(1) / (va + vb + vc);
  const T v = vb * denom, w = vc * denom;
  // The point itself is the projection onto the plane, p − (n·ap / |n|²)·n: the region's
  // va, vb, vc cancel badly on slivers, the plane distance does not.
  return {p - (glm::dot(n, ap) / glm::dot(n, n)) * n, {1 - v - w, v, w}, TriangleRegion::face};
}

template <class T>
struct SegmentPair {
  T s = 0, t = 0;
  Vec3<T> on_1{}, on_2{};
  bool parallel = false;
};

// Closest points of segments p1 + s·d1 and p2 + t·d2, s, t in [0, 1] (Ericson 5.1.9): minimise
// |p1 + s·d1 − p2 − t·d2|² with s = (b·f − c·e) / (a·e − b²) clamped, then t = (b·s + f) / e
// clamped and s recomputed. Parallel segments (|d1 × d2| within rounding of 0) take s = 0.
template <class T>
SegmentPair<T> closest_between_segments(const Vec3<T>& p1, const Vec3<T>& q1, const Vec3<T>& p2,
                                        const Vec3<T>& q2) {
  SegmentPair<T> r;
  const Vec3<T> d1 = q1 - p1, d2 = q2 - p2, w = p1 - p2;
  const T a = glm::dot(d1, d1), e = glm::dot(d2, d2), f = glm::dot(d2, w);
  if (!(a > 0) && !(e > 0)) {
    r.on_1 = p1;
    r.on_2 = p2;
    return r;
  }
  if (!(a > 0)) {
    r.t = std::clamp(f / e, T(0), T(1));
  } else {
    const T c = glm::dot(d1, w);
    if (!(e > 0)) {
      r.s = std::clamp(-c / a, T(0), T(1));
    } else {
      const T b = glm::dot(d1, d2);
      // a·e − b² = |n|² and b·f − c·e = n·(d2 × w), n = d1 × d2 (Lagrange's identity). The
      // dot-product forms cancel to an error of ε·a·e, relative ε/sin²θ for nearly parallel
      // segments, which moved s far enough to call touching pairs apart; the cross products
      // err by only ε/sinθ relative, so the distance at s stays within ε·|s·d1| of the line
      // distance. Parallel is then |n| within rounding of 0, sinθ <= 8ε, where s = 0 and the
      // clamps below are exact (Ericson 5.1.9).
      const Vec3<T> n = glm::cross(d1, d2);
      const T denom = glm::dot(n, n);  // >= 0, = |d1 × d2|²
      const T eps = T(8) * std::numeric_limits<T>::epsilon();
      r.parallel = denom <= eps * eps * a * e;
      r.s = r.parallel ? T(0) : std::clamp(glm::dot(n, glm::cross(d2, w)) / denom, T(0), T(1));
      r.t = (b * r.s + f) / e;
      if (r.t < 0) {
        r.t = 0;
        r.s = std::clamp(-c / a, T(0), T(1));
      } else if (r.t > 1) {
        r.t = 1;
        r.s = std::clamp((b - c) / a, T(0), T(1));
      }
    }
  }
  r.on_1 = p1 + r.s * d1;
  r.on_2 = p2 + r.t * d2;
  return r;
}

// Fills distance, radius, gap, band and the verdict from on_a and on_b; `scale` is the size of
// the coordinate differences that went into them (their rounding); `reach` bounds how far a
// point of either shape moves when its numbers are rounded, relative to the rounding (the
// largest |vertex| of each: every point of a segment or triangle is a mix of its vertices), for
// the input band (tolerances.hpp).
template <class T>
void decide_by_distance(ClosestPoints<T>& r, T radius, T scale, T reach, const Tolerances<T>& tol) {
  r.distance = glm::length(r.on_a - r.on_b);
  r.radius = radius;
  r.gap = r.distance - radius;
  r.band = contact_band(tol, scale + radius);
  r.input_band = input_band(tol, reach + radius);
  r.intersects = r.gap <= r.band;
  r.within_tolerance = std::abs(r.gap) <= r.band + r.input_band;
}

template <class T>
ClosestPoints<T> closest_points(const Point<T>& a, const Point<T>& b,
                                const Tolerances<T>& tol = {});
template <class T>
ClosestPoints<T> closest_points(const Point<T>& a, const Segment<T>& b,
                                const Tolerances<T>& tol = {});
template <class T>
ClosestPoints<T> closest_points(const Point<T>& a, const Triangle<T>& b,
                                const Tolerances<T>& tol = {});
template <class T>
ClosestPoints<T> closest_points(const Segment<T>& a, const Segment<T>& b,
                                const Tolerances<T>& tol = {});
template <class T>
ClosestPoints<T> closest_points(const Segment<T>& a, const Sphere<T>& b,
                                const Tolerances<T>& tol = {});
template <class T>
ClosestPoints<T> closest_points(const Sphere<T>& a, const Triangle<T>& b,
                                const Tolerances<T>& tol = {});
// A capsule is its segment with its radius: point–segment, segment–segment distances (Ericson
// 5.1.2, 5.1.9) against the sum of the radii.
template <class T>
ClosestPoints<T> closest_points(const Point<T>& a, const Capsule<T>& b,
                                const Tolerances<T>& tol = {});
template <class T>
ClosestPoints<T> closest_points(const Segment<T>& a, const Capsule<T>& b,
                                const Tolerances<T>& tol = {});
template <class T>
ClosestPoints<T> closest_points(const Sphere<T>& a, const Capsule<T>& b,
                                const Tolerances<T>& tol = {});
template <class T>
ClosestPoints<T> closest_points(const Capsule<T>& a, const Capsule<T>& b,
                                const Tolerances<T>& tol = {});

}  // namespace collide
