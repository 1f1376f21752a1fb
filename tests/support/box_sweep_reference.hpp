#pragma once
// An independent reference for the time of impact of two translating boxes, in double (the
// method of shared/WORKLOADS.md's W4): B's centre relative to A moves on a segment, and the boxes
// touch at t exactly when it lies in A ⊕ (−B), bounded by slabs on the 15 SAT axes. Each axis L
// (A's faces, B's faces, the nine edge cross products; L need not be unit, every term scales by
// |L|) keeps |s₀ + t·w| <= r_A + r_B, s₀ = (c_B − c_A)·L, w = (v_B − v_A)·L. Written apart from
// core/time (no shared code), for the tests and the W4 benchmark.
#include <algorithm>
#include <cmath>
#include <utility>

#include "core/shapes/shapes.hpp"

namespace collide::test {

class BoxSweepReference {
 public:
  // `w`: B's velocity relative to A.
  BoxSweepReference(const Obb<double>& a, const Obb<double>& b, const Vec3<double>& w) {
    const Vec3<double> s = b.center - a.center;
    const auto add = [&](const Vec3<double>& l) {
      double r = 0;
      for (int k = 0; k < 3; ++k)
        r += a.half_extents[k] * std::abs(dot(a.axes[k], l)) +
             b.half_extents[k] * std::abs(dot(b.axes[k], l));
      slabs_[count_++] = {dot(s, l), dot(w, l), r, std::sqrt(dot(l, l))};
    };
    for (int i = 0; i < 3; ++i)
      add(a.axes[i]);
    for (int j = 0; j < 3; ++j)
      add(b.axes[j]);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) {
        const Vec3<double>&p = a.axes[i], &q = b.axes[j];
        const Vec3<double> l(p.y * q.z - p.z * q.y, p.z * q.x - p.x * q.z, p.x * q.y - p.y * q.x);
        if (dot(l, l) > 1e-20) add(l);  // parallel edges: the face axes decide
      }
  }

  // The times in [0, 1] the boxes touch, [first, last]; first > last: never.
  std::pair<double, double> window() const {
    double first = 0, last = 1;
    for (int k = 0; k < count_; ++k) {
      const Slab& x = slabs_[k];
      if (x.w == 0) {
        if (std::abs(x.s0) > x.r) return {0, -1};
        continue;
      }
      const double t0 = (-x.r - x.s0) / x.w, t1 = (x.r - x.s0) / x.w;
      first = std::max(first, std::min(t0, t1));
      last = std::min(last, std::max(t0, t1));
    }
    return {first, last};
  }

  // A lower bound on the boxes' distance at t: the widest gap along a unit axis.
  double separation_at(double t) const {
    double gap = 0;
    for (int k = 0; k < count_; ++k)
      gap = std::max(gap,
                     (std::abs(slabs_[k].s0 + t * slabs_[k].w) - slabs_[k].r) / slabs_[k].length);
    return gap;
  }

 private:
  struct Slab {
    double s0, w, r, length;
  };
  static double dot(const Vec3<double>& p, const Vec3<double>& q) {
    return p.x * q.x + p.y * q.y + p.z * q.z;
  }
  Slab slabs_[15];
  int count_ = 0;
};

}  // namespace collide::test
