#pragma once
// An ellipsoid as the image of the unit ball, E = {c + M·w : |w| <= 1} with M's columns aᵢ·uᵢ
// (the axes as given, orthonormal or not), and a certified distance to it in long double,
// using nothing of the core's queries:
//
//   inside:  w = M⁻¹(p − c) by Cramer's rule; p is in E iff |w| <= 1.
//   nearest: min |M·w − (p − c)| over |w| <= 1, a trust-region problem: outside, the answer is
//            w(λ) = (MᵀM + λI)⁻¹Mᵀ(p − c) with |w(λ)| = 1, and |w(λ)| falls as λ grows, so λ
//            comes by bisection. w is scaled into the ball, so q = c + M·w is in E by
//            construction: upper = |p − q|.
//   lower:   the support function h(n) = n·c + |Mᵀn| (closed form) gives n·p − h(n) <= distance
//            for any unit n; taken for n = (p − q)/|p − q|.
#include <algorithm>
#include <cmath>

#include "tests/core/queries/query_test_support.hpp"
#include "tests/core/queries/reference_distance.hpp"

namespace collide::test {

struct EllipsoidL {
  VecL c{};
  VecL m[3]{};  // columns aᵢ·uᵢ
};

template <class T>
EllipsoidL ellipsoid_l(const Ellipsoid<T>& e) {
  EllipsoidL x;
  x.c = wide(e.center);
  for (int i = 0; i < 3; ++i)
    x.m[i] = Real(e.radii[i]) * wide(e.axes[i]);
  return x;
}

// x with x₀·c₀ + x₁·c₁ + x₂·c₂ = b, by Cramer's rule.
inline VecL solve3(const VecL& c0, const VecL& c1, const VecL& c2, const VecL& b) {
  const Real det = glm::dot(c0, glm::cross(c1, c2));
  return VecL{glm::dot(b, glm::cross(c1, c2)), glm::dot(c0, glm::cross(b, c2)),
              glm::dot(c0, glm::cross(c1, b))} /
         det;
}

// The point in the unit-ball frame: w = M⁻¹(p − c).
inline VecL unit_frame(const EllipsoidL& e, const VecL& p) {
  return solve3(e.m[0], e.m[1], e.m[2], p - e.c);
}

inline VecL apply(const EllipsoidL& e, const VecL& w) {
  return e.c + w.x * e.m[0] + w.y * e.m[1] + w.z * e.m[2];
}

// max over E of n·x.
inline Real support(const EllipsoidL& e, const VecL& n) {
  const VecL mt{glm::dot(e.m[0], n), glm::dot(e.m[1], n), glm::dot(e.m[2], n)};
  return glm::dot(n, e.c) + length(mt);
}

struct EllipsoidDistance {
  Real lower = 0, upper = 0;
  VecL nearest{};
};

inline EllipsoidDistance distance_to(const EllipsoidL& e, const VecL& p) {
  EllipsoidDistance r;
  if (length(unit_frame(e, p)) <= 1) {
    r.nearest = p;
    return r;
  }
  const VecL y = p - e.c;
  const VecL mty{glm::dot(e.m[0], y), glm::dot(e.m[1], y), glm::dot(e.m[2], y)};
  // G = MᵀM, symmetric: its columns gᵢ = (mᵢ·m₀, mᵢ·m₁, mᵢ·m₂).
  VecL g[3];
  for (int i = 0; i < 3; ++i)
    g[i] = {glm::dot(e.m[i], e.m[0]), glm::dot(e.m[i], e.m[1]), glm::dot(e.m[i], e.m[2])};
  auto w_at = [&](Real lambda) {
    return solve3(g[0] + VecL(lambda, 0, 0), g[1] + VecL(0, lambda, 0), g[2] + VecL(0, 0, lambda),
                  mty);
  };
  Real lo = 0, hi = length(mty);  // |w(λ)| <= |Mᵀy|/λ: at most 1 at λ = |Mᵀy|
  for (int k = 0; k < 64; ++k) {
    const Real mid = (lo + hi) / 2;
    (length(w_at(mid)) > 1 ? lo : hi) = mid;
  }
  VecL w = w_at(hi);
  w /= std::max(Real(1), length(w));
  r.nearest = apply(e, w);
  r.upper = length(p - r.nearest);
  if (r.upper > 0) {
    const VecL n = (p - r.nearest) / r.upper;
    r.lower = std::max(Real(0), glm::dot(n, p) - support(e, n));
  }
  return r;
}

}  // namespace collide::test
