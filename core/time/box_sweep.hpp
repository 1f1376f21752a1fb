#pragma once
// The first contact of two translating boxes, without evidence: the SAT sweep of
// time_of_impact.hpp's linear_sweep (the same arithmetic, so the same verdict and time), for a
// caller that wants only when — a broadphase's narrow step, a benchmark against FCL's
// continuousCollide. No allocation, no contact point (linear_sweep adds the point, the normal,
// each axis' evidence and the error bound).
//
// Along a unit axis L, A projects to [a₀, a₁] and B to [b₀, b₁] + t·s, s = L·(v_b − v_a); they
// overlap while a₀ − b₁ <= s·t <= a₁ − b₀ (each side widened by the contact band), and the boxes
// touch while all 15 axes overlap: from the latest entering time to the earliest leaving one.
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "../math/tolerances.hpp"
#include "../queries/obb_sat.hpp"
#include "../shapes/shapes.hpp"

namespace collide {

// A box's projection onto a unit axis: c·L ± Σ eₖ·|Xₖ·L|.
template <class T>
SatInterval<T> box_projection(const Obb<T>& box, const Vec3<T>& l) {
  T radius = 0;
  for (int k = 0; k < 3; ++k)
    radius += box.half_extents[k] * std::abs(glm::dot(box.axes[k], l));
  const T c = glm::dot(box.center, l);
  return {c - radius, c + radius};
}

// The times t for which [a] and [b] + t·speed overlap, [enter, exit] (±infinity; empty when
// enter > exit).
template <class T>
struct OverlapTimes {
  T enter = 0, exit = 0;
};

template <class T>
OverlapTimes<T> overlap_times(const SatInterval<T>& a, const SatInterval<T>& b, T speed,
                              const Tolerances<T>& tol) {
  const T inf = std::numeric_limits<T>::infinity();
  const T band =
      contact_band(tol, std::abs(a.min) + std::abs(a.max) + std::abs(b.min) + std::abs(b.max));
  const T low = a.min - b.max - band, high = a.max - b.min + band;
  if (speed == 0) {
    const bool always = low <= 0 && 0 <= high;
    return always ? OverlapTimes<T>{-inf, inf} : OverlapTimes<T>{inf, -inf};
  }
  if (speed > 0) return {low / speed, high / speed};
  return {high / speed, low / speed};
}

// The i-th of the SAT's 15 axes (obb_sat.hpp's order: A's faces, B's faces, then Aᵢ×Bⱼ for
// i, j in 0..2), unit; false for an edge axis with |Aᵢ×Bⱼ| <= sat_parallel (parallel edges: the
// face axes decide).
template <class T>
bool sat_sweep_axis(const Obb<T>& a, const Obb<T>& b, int index, const Tolerances<T>& tol,
                    Vec3<T>& axis) {
  if (index < 3) {
    axis = a.axes[index];
    return true;
  }
  if (index < 6) {
    axis = b.axes[index - 3];
    return true;
  }
  const Vec3<T> l = glm::cross(a.axes[(index - 6) / 3], b.axes[(index - 6) % 3]);
  const T length = glm::length(l);
  if (!(length > tol.sat_parallel)) return false;
  axis = l / length;
  return true;
}

template <class T>
struct BoxSweep {
  bool touches = false;    // they touch at some t in [0, 1]
  T t = 0;                 // the first contact (0: touching at t = 0)
  int deciding_axis = -1;  // the SAT index whose entering time is t (-1: touching at t = 0)
};

// B's velocity relative to A is v = v_b − v_a.
template <class T>
BoxSweep<T> box_sweep(const Obb<T>& a, const Obb<T>& b, const Vec3<T>& v,
                      const Tolerances<T>& tol = {}) {
  const T inf = std::numeric_limits<T>::infinity();
  T first = -inf, last = inf;
  int deciding = -1;
  for (int k = 0; k < kSatAxisCount; ++k) {
    Vec3<T> l;
    if (!sat_sweep_axis(a, b, k, tol, l)) continue;
    const OverlapTimes<T> x =
        overlap_times(box_projection(a, l), box_projection(b, l), glm::dot(l, v), tol);
    if (x.enter > first) {
      first = x.enter;
      deciding = k;
    }
    last = std::min(last, x.exit);
    // Apart on this axis' complement already: no later axis can bring them back.
    if (!(std::max(first, T(0)) <= last && first <= T(1))) return {};
  }
  BoxSweep<T> r;
  r.touches = true;
  r.t = std::max(first, T(0));
  r.deciding_axis = first <= 0 ? -1 : deciding;
  return r;
}

}  // namespace collide
