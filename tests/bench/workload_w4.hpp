#pragma once
// Workload W4 "moving obb-pairs" of shared/WORKLOADS.md, generated exactly as written there:
// seed 4, per box the 9 draws of a W1 box (workload_w1.hpp) then its velocity, each component
// 4·u() − 2 stored as float (12 draws per box, A before B). The boxes translate only.
#include <cstddef>
#include <vector>

#include "tests/bench/workload_w1.hpp"

namespace collide::bench {

struct W4Box {
  Obb<float> box;
  Quat<float> q;         // the stored quaternion the axes come from
  Vec3<float> velocity;  // the centre's displacement over t ∈ [0, 1]
};

struct W4 {
  std::vector<W4Box> a, b;
};

inline constexpr std::size_t kW4Pairs = 100'000;
inline constexpr std::size_t kW4Touching = 22'062;         // touch at some t in [0, 1]
inline constexpr std::size_t kW4TouchingAtStart = 13'438;  // already at t = 0

inline W4Box w4_box(SplitMix64& rng) {
  const W1Box box = w1_box(rng);
  W4Box out{box.box, box.q, {}};
  for (int k = 0; k < 3; ++k)
    out.velocity[k] = static_cast<float>(4.0 * rng.u() - 2.0);
  return out;
}

inline W4 make_w4(std::size_t n = kW4Pairs) {
  SplitMix64 rng(4);
  W4 w;
  w.a.reserve(n);
  w.b.reserve(n);
  for (std::size_t k = 0; k < n; ++k) {
    w.a.push_back(w4_box(rng));
    w.b.push_back(w4_box(rng));
  }
  return w;
}

}  // namespace collide::bench
