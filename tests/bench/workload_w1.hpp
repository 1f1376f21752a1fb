#pragma once
// Workload W1 "obb-pairs" of shared/WORKLOADS.md, generated exactly as written there: seed 1,
// per box cx, cy, cz, ex, ey, ez, u1, u2, u3 (A before B); arithmetic in double, rounded to
// float when stored; the axes from the stored float quaternion promoted to double.
#include <cmath>
#include <cstddef>
#include <vector>

#include "core/shapes/shapes.hpp"
#include "tests/bench/splitmix64.hpp"

namespace collide::bench {

struct W1Box {
  Obb<float> box;
  Quat<float> q;  // the stored quaternion the axes come from
};

inline W1Box w1_box(SplitMix64& rng) {
  W1Box out;
  double c[3], e[3];
  for (double& v : c)
    v = 4.0 * rng.u() - 2.0;
  for (double& v : e)
    v = 0.1 + 0.9 * rng.u();
  const double u1 = rng.u(), u2 = rng.u(), u3 = rng.u();
  const double two_pi = 2.0 * M_PI;
  const float qx = static_cast<float>(std::sqrt(1.0 - u1) * std::sin(two_pi * u2));
  const float qy = static_cast<float>(std::sqrt(1.0 - u1) * std::cos(two_pi * u2));
  const float qz = static_cast<float>(std::sqrt(u1) * std::sin(two_pi * u3));
  const float qw = static_cast<float>(std::sqrt(u1) * std::cos(two_pi * u3));
  const double x = qx, y = qy, z = qz, w = qw;
  // Columns of R = [[1−2(yy+zz), 2(xy−zw), 2(xz+yw)], [2(xy+zw), 1−2(xx+zz), 2(yz−xw)],
  //                 [2(xz−yw), 2(yz+xw), 1−2(xx+yy)]].
  const double r[3][3] = {{1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)},
                          {2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)},
                          {2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)}};
  for (int k = 0; k < 3; ++k) {
    out.box.center[k] = static_cast<float>(c[k]);
    out.box.half_extents[k] = static_cast<float>(e[k]);
    for (int i = 0; i < 3; ++i)
      out.box.axes[i][k] = static_cast<float>(r[k][i]);
  }
  out.q = Quat<float>(qw, qx, qy, qz);
  return out;
}

struct W1 {
  std::vector<Obb<float>> a, b;
  Quat<float> q_a0;  // pair 0, box A's quaternion, to check against WORKLOADS.md
};

inline constexpr std::size_t kW1Pairs = 1'000'000;
inline constexpr std::size_t kW1Overlapping = 135'301;

inline W1 make_w1(std::size_t n = kW1Pairs) {
  SplitMix64 rng(1);
  W1 w;
  w.a.reserve(n);
  w.b.reserve(n);
  for (std::size_t k = 0; k < n; ++k) {
    W1Box a = w1_box(rng);
    W1Box b = w1_box(rng);
    if (k == 0) w.q_a0 = a.q;
    w.a.push_back(a.box);
    w.b.push_back(b.box);
  }
  return w;
}

}  // namespace collide::bench
