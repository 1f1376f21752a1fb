#pragma once
// The float box tests the octree rests on, shared by the tree and its tests so that the
// brute-force answer and the tree's answer apply exactly the same arithmetic to each box.
#include <algorithm>
#include <limits>
#include <optional>

#include "../shapes/shapes.hpp"

namespace collide::octree_box {

// Closed intervals: a.min <= b.max and b.min <= a.max on every axis (touching boxes overlap).
// `&` instead of `&&` keeps the hot loops branch-free.
inline bool overlaps(const Aabb<float>& a, const Aabb<float>& b) {
  return (a.min.x <= b.max.x) & (b.min.x <= a.max.x) & (a.min.y <= b.max.y) & (b.min.y <= a.max.y) &
         (a.min.z <= b.max.z) & (b.min.z <= a.max.z);
}

// inner ⊆ outer (closed).
inline bool contains(const Aabb<float>& outer, const Aabb<float>& inner) {
  return (outer.min.x <= inner.min.x) & (outer.min.y <= inner.min.y) &
         (outer.min.z <= inner.min.z) & (inner.max.x <= outer.max.x) &
         (inner.max.y <= outer.max.y) & (inner.max.z <= outer.max.z);
}

// validate(box), with the common answer inline: the build checks every object, and at a million
// objects the out-of-line call cost 8 ms. A NaN fails every comparison, and min <= max with
// min > -inf and max < inf leaves no room for an infinity, so six comparisons say "valid".
inline Problem problem(const Aabb<float>& b) {
  constexpr float inf = std::numeric_limits<float>::infinity();
  bool valid = (-inf < b.min.x) & (b.min.x <= b.max.x) & (b.max.x < inf) & (-inf < b.min.y) &
               (b.min.y <= b.max.y) & (b.max.y < inf) & (-inf < b.min.z) & (b.min.z <= b.max.z) &
               (b.max.z < inf);
  return valid ? Problem::none : validate(b);
}

// The box that contains nothing: every overlap test against it fails, and growing it by a
// box gives that box.
inline Aabb<float> empty_box() {
  constexpr float inf = std::numeric_limits<float>::infinity();
  return {{inf, inf, inf}, {-inf, -inf, -inf}};
}

inline void grow(Aabb<float>& box, const Aabb<float>& by) {
  box.min = glm::min(box.min, by.min);
  box.max = glm::max(box.max, by.max);
}

// A ray prepared once for many slab tests.
struct RaySlabs {
  Vec3<float> origin;
  Vec3<float> inv;  // 1 / direction per axis (unused where the direction is 0)
  bool zero[3];     // direction component exactly 0
  float t_max;
};

inline RaySlabs prepare(const Ray<float>& ray, float t_max) {
  RaySlabs r{ray.origin, {}, {}, t_max};
  for (int i = 0; i < 3; ++i) {
    r.zero[i] = ray.direction[i] == 0.0f;
    r.inv[i] = r.zero[i] ? 0.0f : 1.0f / ray.direction[i];
  }
  return r;
}

// Slab test: the ray origin + t·d is inside the box for t in the intersection over the axes of
// [(min − o)/d, (max − o)/d] (sorted), clipped to [0, t_max]. Returns the entry t (0 when the
// origin is inside) or nothing. A zero direction component never leaves its slab, so that axis
// admits every t when the origin lies in the slab (closed) and none otherwise. Float rounding is
// monotone, so a ray that hits a box also hits every box containing it: pruning is exact.
inline std::optional<float> entry(const RaySlabs& r, const Aabb<float>& box) {
  float t0 = 0.0f, t1 = r.t_max;
  for (int i = 0; i < 3; ++i) {
    if (r.zero[i]) {
      if (r.origin[i] < box.min[i] || r.origin[i] > box.max[i]) return std::nullopt;
      continue;
    }
    float a = (box.min[i] - r.origin[i]) * r.inv[i];
    float b = (box.max[i] - r.origin[i]) * r.inv[i];
    if (a > b) std::swap(a, b);
    t0 = std::max(t0, a);
    t1 = std::min(t1, b);
  }
  if (t0 > t1) return std::nullopt;
  return t0;
}

}  // namespace collide::octree_box
