#pragma once
// Independent distances in extended precision for the closed-form query tests: convex
// minimisation by golden-section search (the distance from a point moving along a segment to
// a convex set is convex in the parameter), and point–triangle by projection onto the plane
// and the edges. None of it uses the queries' Voronoi regions or slab formulas.
#include <algorithm>
#include <cmath>

#include "tests/core/queries/query_test_support.hpp"

namespace collide::test {

// The least of f over [0, 1] for a convex f, to about 1e-15 in the parameter (0.618⁷²).
template <class F>
Real minimise_convex(F&& f, Real* at = nullptr) {
  constexpr Real g = 0.6180339887498948482L;
  Real lo = 0, hi = 1;
  Real x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo);
  Real f1 = f(x1), f2 = f(x2);
  for (int i = 0; i < 72; ++i) {
    if (f1 <= f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - g * (hi - lo);
      f1 = f(x1);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + g * (hi - lo);
      f2 = f(x2);
    }
  }
  Real best = std::min({f(0), f(1), f1, f2});
  if (at) *at = best == f(0) ? Real(0) : best == f(1) ? Real(1) : f1 <= f2 ? x1 : x2;
  return best;
}

inline Real length(const VecL& v) {
  return std::sqrt(glm::dot(v, v));
}

// Point to segment by golden section along the segment.
inline Real point_segment_distance(const VecL& p, const VecL& a, const VecL& b) {
  return minimise_convex([&](Real t) { return length(p - (a + t * (b - a))); });
}

// Point to segment by the clamped projection (for use inside other references).
inline Real point_segment_projection(const VecL& p, const VecL& a, const VecL& b) {
  const VecL ab = b - a;
  const Real len2 = glm::dot(ab, ab);
  const Real t = len2 > 0 ? std::clamp(glm::dot(p - a, ab) / len2, Real(0), Real(1)) : Real(0);
  return length(p - (a + t * ab));
}

// Point to the filled triangle: inside its projection onto the plane, the plane distance;
// otherwise the nearest edge.
inline Real point_triangle_distance(const VecL& p, const VecL& a, const VecL& b, const VecL& c) {
  const VecL n = glm::cross(b - a, c - a);
  const Real n2 = glm::dot(n, n);
  if (n2 > Real(1e-30)) {
    const Real d = glm::dot(n, p - a) / std::sqrt(n2);
    const VecL x = p - d * n / std::sqrt(n2);
    // Signed areas of the sub-triangles against n: all >= 0 inside.
    const Real u = glm::dot(glm::cross(b - x, c - x), n), v = glm::dot(glm::cross(c - x, a - x), n),
               w = glm::dot(glm::cross(a - x, b - x), n);
    if (u >= 0 && v >= 0 && w >= 0) return std::abs(d);
  }
  return std::min({point_segment_projection(p, a, b), point_segment_projection(p, b, c),
                   point_segment_projection(p, c, a)});
}

// Point to the box [lo, hi].
inline Real point_box_distance(const VecL& p, const VecL& lo, const VecL& hi) {
  const VecL q = glm::clamp(p, lo, hi);
  return length(p - q);
}

}  // namespace collide::test
