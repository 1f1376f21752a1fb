#pragma once
// A certified distance between two small convex polytopes — a point, a segment or a triangle,
// each given by its vertices — in long double, with nothing taken from the core's queries:
//
//   upper = |p − q| for p in A and q in B, both built as convex combinations of the vertices
//           (so both memberships hold by construction, to long double rounding ~1e-19): a
//           golden-section search along every edge of each shape for the distance to the other
//           shape's nearest point (clamped projection onto a segment or a triangle), then a few
//           alternating projections;
//   lower = max over directions n of (min_B n·x − max_A n·x)/|n| (or A and B swapped), from the
//           two support functions (maxima over the vertices): a bound that holds for any n,
//           taken for n = q − p, the triangles' normals and in-plane edge normals, and the
//           cross products of edges.
//
// The search over edges is complete: two such shapes that do not meet are nearest at a point of
// an edge of one of them, and two that meet do so at a point of an edge of one of them.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "tests/core/queries/reference_distance.hpp"

namespace collide::test {

// A point (1 vertex), a segment (2) or a triangle (3).
struct Polytope {
  std::array<VecL, 3> v{};
  int count = 0;
};

template <class T>
Polytope polytope(const Vec3<T>& a) {
  return {{wide(a), VecL(0), VecL(0)}, 1};
}
template <class T>
Polytope polytope(const Vec3<T>& a, const Vec3<T>& b) {
  return {{wide(a), wide(b), VecL(0)}, 2};
}
template <class T>
Polytope polytope(const Vec3<T>& a, const Vec3<T>& b, const Vec3<T>& c) {
  return {{wide(a), wide(b), wide(c)}, 3};
}

// The nearest point of the segment ab to x: the projection, clamped to the segment.
inline VecL nearest_on_segment(const VecL& x, const VecL& a, const VecL& b) {
  const VecL ab = b - a;
  const Real len2 = glm::dot(ab, ab);
  const Real t = len2 > 0 ? std::clamp(glm::dot(x - a, ab) / len2, Real(0), Real(1)) : Real(0);
  return a + t * ab;
}

// The nearest point of the filled triangle abc to x: the projection onto its plane when the
// three signed sub-areas are >= 0 there, else the nearest of the three edges' points.
inline VecL nearest_on_triangle(const VecL& x, const VecL& a, const VecL& b, const VecL& c) {
  const VecL n = glm::cross(b - a, c - a);
  const Real n2 = glm::dot(n, n);
  if (n2 > Real(1e-24) * glm::dot(b - a, b - a) * glm::dot(c - a, c - a)) {
    const VecL y = x - (glm::dot(n, x - a) / n2) * n;
    if (glm::dot(glm::cross(b - y, c - y), n) >= 0 && glm::dot(glm::cross(c - y, a - y), n) >= 0 &&
        glm::dot(glm::cross(a - y, b - y), n) >= 0)
      return y;
  }
  VecL best = nearest_on_segment(x, a, b);
  for (const VecL& y : {nearest_on_segment(x, b, c), nearest_on_segment(x, c, a)})
    if (length(x - y) < length(x - best)) best = y;
  return best;
}

inline VecL nearest(const Polytope& s, const VecL& x) {
  if (s.count == 1) return s.v[0];
  if (s.count == 2) return nearest_on_segment(x, s.v[0], s.v[1]);
  return nearest_on_triangle(x, s.v[0], s.v[1], s.v[2]);
}

// max over the shape of n·x: its support function, at a vertex.
inline Real support(const Polytope& s, const VecL& n) {
  Real m = -std::numeric_limits<Real>::infinity();
  for (int i = 0; i < s.count; ++i)
    m = std::max(m, glm::dot(n, s.v[i]));
  return m;
}

struct DistanceInterval {
  Real lower = 0, upper = 0;  // lower <= distance(A, B) <= upper
  VecL on_a{}, on_b{};        // the pair that gives `upper`
};

inline DistanceInterval distance_interval(const Polytope& a, const Polytope& b) {
  DistanceInterval r;
  r.upper = std::numeric_limits<Real>::infinity();
  auto search = [&](const Polytope& from, const Polytope& to, bool swapped) {
    const int edges = from.count == 3 ? 3 : 1;
    for (int e = 0; e < edges; ++e) {
      const VecL p0 = from.v[e], p1 = from.count == 1 ? p0 : from.v[(e + 1) % from.count];
      Real u = 0;
      minimise_convex(
          [&](Real t) { return length(p0 + t * (p1 - p0) - nearest(to, p0 + t * (p1 - p0))); }, &u);
      VecL p = p0 + u * (p1 - p0), q = nearest(to, p);
      for (int k = 0; k < 4; ++k) {  // alternating projections: never increase |p − q|
        const VecL p2 = nearest(from, q), q2 = nearest(to, p2);
        if (length(p2 - q2) >= length(p - q)) break;
        p = p2;
        q = q2;
      }
      if (const Real d = length(p - q); d < r.upper) {
        r.upper = d;
        r.on_a = swapped ? q : p;
        r.on_b = swapped ? p : q;
      }
    }
  };
  if (a.count == 1 || b.count == 1) {
    // A point: its nearest point of the other is the answer, no search needed.
    const bool swapped = a.count != 1;
    const VecL p = swapped ? b.v[0] : a.v[0], q = nearest(swapped ? a : b, p);
    r.upper = length(p - q);
    r.on_a = swapped ? q : p;
    r.on_b = swapped ? p : q;
  } else if (a.count == 2) {
    // A segment is its own only edge: the search along it alone is complete.
    search(a, b, false);
  } else if (b.count == 2) {
    search(b, a, true);
  } else {
    search(a, b, false);
    search(b, a, true);
  }
  // The separating-plane bound along the nearest pair's direction, and along the directions
  // that can separate two such shapes in the first place (the separating-axis theorem): each
  // triangle's normal and every edge of one crossed with every edge of the other. The first is
  // sharp when the distance is large; the others when it is a few ulps and the pair's
  // direction is all rounding.
  auto separation = [&](const VecL& n) {
    const Real len = length(n);
    if (!(len > 0)) return Real(0);
    return std::max(-support(b, -n) - support(a, n), -support(a, -n) - support(b, n)) / len;
  };
  r.lower = separation(r.on_b - r.on_a);
  // A point has no edge, a segment one, a triangle three.
  const int na = a.count == 3 ? 3 : a.count - 1, nb = b.count == 3 ? 3 : b.count - 1;
  auto edges = [](const Polytope& s, int n) {
    std::array<VecL, 3> e{};
    for (int i = 0; i < n; ++i)
      e[i] = s.v[(i + 1) % s.count] - s.v[i];
    return e;
  };
  const std::array<VecL, 3> ea = edges(a, na), eb = edges(b, nb);
  // A cross product of nearly parallel edges is skipped below 1e-12 of the product of the
  // lengths: the support values' rounding, divided by so small an |n|, could overstate the bound.
  auto consider = [&](const VecL& x, const VecL& y) {
    const VecL n = glm::cross(x, y);
    if (glm::dot(n, n) > Real(1e-24) * glm::dot(x, x) * glm::dot(y, y))
      r.lower = std::max(r.lower, separation(n));
  };
  // A triangle's normal, and its edges' outward normals in its plane (which separate it from
  // a coplanar shape).
  auto faces = [&](const std::array<VecL, 3>& e) {
    const VecL n = glm::cross(e[0], e[1]);
    if (glm::dot(n, n) <= Real(1e-24) * glm::dot(e[0], e[0]) * glm::dot(e[1], e[1])) return;
    r.lower = std::max(r.lower, separation(n));
    for (const VecL& edge : e)
      consider(edge, n);
  };
  if (a.count == 3) faces(ea);
  if (b.count == 3) faces(eb);
  for (int i = 0; i < na; ++i)
    for (int j = 0; j < nb; ++j)
      consider(ea[i], eb[j]);
  r.lower = std::max(Real(0), r.lower);
  return r;
}

// What the reference can prove about a query whose contact band (tolerances.hpp: touching
// within the band counts) is `band`: they meet if a pair of points within band/2 exists; they
// are apart if a separating plane leaves more than 2·band between them; otherwise either
// verdict is right.
enum class Proven { intersects, disjoint, either };

inline Proven proven(const DistanceInterval& d, Real band) {
  if (d.upper <= band / 2) return Proven::intersects;
  if (d.lower > 2 * band) return Proven::disjoint;
  return Proven::either;
}

// The contact band as tolerances.hpp specifies it, 16 ulps of the scale, restated here rather
// than read from the core, so that a core whose band grew would disagree with the reference.
template <class T>
Real specified_band(Real scale) {
  return Real(16) * Real(std::numeric_limits<T>::epsilon()) * scale;
}

template <class T>
Real l1(const Vec3<T>& v) {
  return std::abs(Real(v.x)) + std::abs(Real(v.y)) + std::abs(Real(v.z));
}

}  // namespace collide::test
