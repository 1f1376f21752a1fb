#pragma once
// The closed forms a ray o + t·d (t >= 0) is tested with, templated on the scalar: shared by the
// picking tests in double (ray_queries.hpp) and the ray pair tests in float and double
// (ray_cast.hpp), so both answer with the same maths.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "../math/vec.hpp"

namespace collide::ray_geometry {

// The ray's point nearest p: t = max(0, (p − o)·d / d·d) (d ≠ 0).
template <class T>
T closest_t_to_point(const Vec3<T>& o, const Vec3<T>& d, const Vec3<T>& p) {
  return std::max(T(0), glm::dot(p - o, d) / glm::dot(d, d));
}

template <class T>
struct RaySegmentClosest {
  T t = 0;  // on the ray (>= 0)
  T s = 0;  // on the segment a + s·(b − a), in [0, 1]
  bool parallel = false;
};

// Closest points of the ray o + t·d (t >= 0) and the segment a + s·e (s in [0, 1], e = b − a):
// Ericson 5.1.9 with the ray's upper clamp removed. The lines' closest t = (b·f − c·e)/(a·e − b²)
// clamped to t >= 0, then s = (b·t + f)/e clamped to [0, 1] and t recomputed. Parallel lines
// (a·e − b² within rounding of 0) start from t = 0.
template <class T>
RaySegmentClosest<T> closest_ray_segment(const Vec3<T>& o, const Vec3<T>& d, const Vec3<T>& a,
                                         const Vec3<T>& b) {
  RaySegmentClosest<T> r;
  const Vec3<T> d2 = b - a, w = o - a;
  const T aa = glm::dot(d, d), ee = glm::dot(d2, d2);
  const T c = glm::dot(d, w), f = glm::dot(d2, w);
  if (!(ee > 0)) {  // the segment is a point
    r.t = std::max(T(0), -c / aa);
    return r;
  }
  const T bb = glm::dot(d, d2);
  const T denom = aa * ee - bb * bb;  // = |d × e|² >= 0
  r.parallel = !(denom > T(8) * std::numeric_limits<T>::epsilon() * aa * ee);
  r.t = r.parallel ? T(0) : std::max(T(0), (bb * f - c * ee) / denom);
  r.s = (bb * r.t + f) / ee;
  if (r.s < 0) {
    r.s = 0;
    r.t = std::max(T(0), -c / aa);
  } else if (r.s > 1) {
    r.s = 1;
    r.t = std::max(T(0), (bb - c) / aa);
  }
  return r;
}

template <class T>
struct RayRayClosest {
  T t = 0, u = 0;  // on the first ray and on the second, both >= 0
  bool parallel = false;
};

// Closest points of two rays o1 + t·d1 and o2 + u·d2 (t, u >= 0). |o1 + t·d1 − o2 − u·d2|² is a
// convex quadratic over the quadrant, so its least value is at the lines' closest pair when
// both parameters are >= 0, else on an edge: t = 0 with u = max(0, proj), or u = 0 with t = max(0,
// proj). The nearest of those candidates wins.
template <class T>
RayRayClosest<T> closest_ray_ray(const Vec3<T>& o1, const Vec3<T>& d1, const Vec3<T>& o2,
                                 const Vec3<T>& d2) {
  const Vec3<T> w = o1 - o2;
  const T a = glm::dot(d1, d1), e = glm::dot(d2, d2), b = glm::dot(d1, d2);
  const T c = glm::dot(d1, w), f = glm::dot(d2, w);
  const T denom = a * e - b * b;
  RayRayClosest<T> best;
  best.parallel = !(denom > T(8) * std::numeric_limits<T>::epsilon() * a * e);
  T best_d2 = std::numeric_limits<T>::infinity();
  auto offer = [&](T t, T u) {
    const Vec3<T> gap = w + t * d1 - u * d2;
    const T g2 = glm::dot(gap, gap);
    if (g2 < best_d2) {
      best_d2 = g2;
      best.t = t;
      best.u = u;
    }
  };
  if (!best.parallel) {
    const T t = (b * f - c * e) / denom, u = (a * f - b * c) / denom;
    if (t >= 0 && u >= 0) offer(t, u);
  }
  offer(T(0), std::max(T(0), f / e));
  offer(std::max(T(0), -c / a), T(0));
  return best;
}

template <class T>
struct LineSphere {
  T t_mid = 0;     // the line's closest approach to the center
  T closest2 = 0;  // |l|², l = m + t_mid·d (m = o − c)
  T half = 0;      // √((r² − |l|²)/d·d) when the line meets the sphere, else 0
  bool meets = false;
};

// |m + t·d| = r along the whole line: t = t_mid ± √((r² − |l|²)/(d·d)), with l the closest
// approach m + t_mid·d, t_mid = −m·d/d·d (computed from l, not from b² − ac, which cancels badly
// far from the center).
template <class T>
LineSphere<T> line_sphere(const Vec3<T>& m, const Vec3<T>& d, T r) {
  LineSphere<T> s;
  const T a = glm::dot(d, d);
  s.t_mid = -glm::dot(m, d) / a;
  const Vec3<T> l = m + s.t_mid * d;
  s.closest2 = glm::dot(l, l);
  const T h2 = r * r - s.closest2;
  s.meets = h2 >= 0;
  s.half = s.meets ? std::sqrt(h2 / a) : T(0);
  return s;
}

template <class T>
struct MollerTrumbore {
  T det = 0;                     // e1·(d × e2) = −d·n: 0 when the ray is parallel to the plane
  T t = 0, beta = 0, gamma = 0;  // valid when det ≠ 0
};

// Möller–Trumbore: o + t·d = a + β(b − a) + γ(c − a); with P = d × e2, Q = s × e1 (s = o − a):
// det = e1·P, β = s·P/det, γ = d·Q/det, t = e2·Q/det.
template <class T>
MollerTrumbore<T> moller_trumbore(const Vec3<T>& o, const Vec3<T>& d, const Vec3<T>& a,
                                  const Vec3<T>& b, const Vec3<T>& c) {
  MollerTrumbore<T> r;
  const Vec3<T> e1 = b - a, e2 = c - a, s = o - a;
  const Vec3<T> p = glm::cross(d, e2);
  r.det = glm::dot(e1, p);
  if (r.det == 0) return r;
  const Vec3<T> q = glm::cross(s, e1);
  r.beta = glm::dot(s, p) / r.det;
  r.gamma = glm::dot(d, q) / r.det;
  r.t = glm::dot(e2, q) / r.det;
  return r;
}

// A ray lying in a triangle's plane, clipped by the triangle's three edges: inside edge i's
// half-plane when mᵢ·(x − vᵢ) >= −band·|mᵢ| with mᵢ = n × eᵢ. Returns the t interval [t0, t1]
// (t0 >= 0); t0 > t1 when the ray misses.
template <class T>
std::array<T, 2> clip_in_plane(const Vec3<T>& o, const Vec3<T>& d, const Vec3<T> (&v)[3],
                               const Vec3<T>& n, T band) {
  T t0 = 0, t1 = std::numeric_limits<T>::infinity();
  for (int i = 0; i < 3; ++i) {
    const Vec3<T> m = glm::cross(n, v[(i + 1) % 3] - v[i]);
    const T slack = band * glm::length(m);
    const T at0 = glm::dot(m, o - v[i]) + slack;
    const T rate = glm::dot(m, d);
    if (rate == 0) {
      if (at0 < 0) return {T(1), T(0)};
      continue;
    }
    const T t_edge = -at0 / rate;
    if (rate > 0)
      t0 = std::max(t0, t_edge);
    else
      t1 = std::min(t1, t_edge);
  }
  return {t0, t1};
}

}  // namespace collide::ray_geometry
