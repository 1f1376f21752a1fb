#pragma once
// Inputs and independent answers for the octree tests: the distributions of issue 4, and brute
// force over a plain list (every box against every box).
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/octree/octree.hpp"
#include "core/octree/octree_box.hpp"
#include "tests/bench/splitmix64.hpp"

namespace collide::octree_test {

using Entries = std::vector<OctreeEntry>;

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : gen_(seed) {}
  float uniform(float lo, float hi) { return static_cast<float>(lo + (hi - lo) * gen_.u()); }
  std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>(gen_.u() * n); }
  Aabb<float> box(float lo, float hi, float half_lo, float half_hi) {
    Vec3<float> c{uniform(lo, hi), uniform(lo, hi), uniform(lo, hi)};
    Vec3<float> h{uniform(half_lo, half_hi), uniform(half_lo, half_hi), uniform(half_lo, half_hi)};
    return {c - h, c + h};
  }

 private:
  bench::SplitMix64 gen_;
};

// Closed intervals, written out independently of the octree's own test.
inline bool reference_overlap(const Aabb<float>& a, const Aabb<float>& b) {
  for (int i = 0; i < 3; ++i)
    if (a.max[i] < b.min[i] || b.max[i] < a.min[i]) return false;
  return true;
}

inline std::vector<OctreePair> brute_pairs(const Entries& e) {
  std::vector<OctreePair> pairs;
  for (std::size_t i = 0; i < e.size(); ++i)
    for (std::size_t j = i + 1; j < e.size(); ++j)
      if (reference_overlap(e[i].box, e[j].box))
        pairs.push_back({std::min(e[i].id, e[j].id), std::max(e[i].id, e[j].id)});
  std::sort(pairs.begin(), pairs.end());
  return pairs;
}

inline std::vector<std::uint32_t> brute_query(const Entries& e, const Aabb<float>& q) {
  std::vector<std::uint32_t> ids;
  for (const OctreeEntry& x : e)
    if (reference_overlap(x.box, q)) ids.push_back(x.id);
  std::sort(ids.begin(), ids.end());
  return ids;
}

// The slab test itself is checked on hand-worked cases (octree_ray_test.cpp); here it is applied
// to every box, which is what the tree's pruning must reproduce.
inline std::vector<OctreeRayHit> brute_ray(const Entries& e, const Ray<float>& ray, float t_max) {
  std::vector<OctreeRayHit> hits;
  octree_box::RaySlabs slabs = octree_box::prepare(ray, t_max);
  for (const OctreeEntry& x : e)
    if (auto t = octree_box::entry(slabs, x.box)) hits.push_back({x.id, *t});
  std::sort(hits.begin(), hits.end(), [](const OctreeRayHit& a, const OctreeRayHit& b) {
    return a.t != b.t ? a.t < b.t : a.id < b.id;
  });
  return hits;
}

inline std::vector<OctreePair> sorted_pairs(const Octree& tree) {
  std::vector<OctreePair> pairs = tree.all_pairs();
  std::sort(pairs.begin(), pairs.end());
  return pairs;
}

// Ids are scattered over the whole 32-bit range (never 0xFFFFFFFF), so nothing relies on them
// being small or dense.
inline std::uint32_t scattered_id(std::uint32_t i) {
  return i * 2654435761u % 0xFFFFFFF0u;
}

struct Distribution {
  std::string name;
  Entries entries;
};

inline Entries make_entries(const std::vector<Aabb<float>>& boxes) {
  Entries e;
  for (std::uint32_t i = 0; i < boxes.size(); ++i)
    e.push_back({scattered_id(i), boxes[i]});
  return e;
}

// Each distribution of issue 4, with n around a few hundred so that brute force stays cheap
// under the sanitizers.
inline std::vector<Distribution> distributions() {
  std::vector<Distribution> out;
  {
    Rng rng(11);
    std::vector<Aabb<float>> b;
    for (int i = 0; i < 600; ++i)
      b.push_back(rng.box(0, 10, 0.05f, 0.6f));
    for (int i = 0; i < 60; ++i) {  // points (zero-size boxes)
      Vec3<float> p{rng.uniform(0, 10), rng.uniform(0, 10), rng.uniform(0, 10)};
      b.push_back({p, p});
    }
    out.push_back({"uniform", make_entries(b)});
  }
  {
    Rng rng(12);
    std::vector<Aabb<float>> b;
    for (int c = 0; c < 5; ++c) {
      Vec3<float> center{rng.uniform(-50, 50), rng.uniform(-50, 50), rng.uniform(-50, 50)};
      for (int i = 0; i < 120; ++i) {
        Vec3<float> off{rng.uniform(-1, 1) * rng.uniform(0, 1),
                        rng.uniform(-1, 1) * rng.uniform(0, 1),
                        rng.uniform(-1, 1) * rng.uniform(0, 1)};
        float h = rng.uniform(0.001f, 0.2f);
        b.push_back(Aabb<float>::from_center_half(center + off, {h, h, h}));
      }
    }
    out.push_back({"clustered", make_entries(b)});
  }
  {
    std::vector<Aabb<float>> b(300, Aabb<float>{{1, 2, 3}, {1.5f, 2.5f, 3.5f}});
    out.push_back({"coincident_boxes", make_entries(b)});
    std::vector<Aabb<float>> p(300, Aabb<float>{{-7, 0.25f, 1e3f}, {-7, 0.25f, 1e3f}});
    out.push_back({"coincident_points", make_entries(p)});
  }
  {
    Rng rng(13);
    std::vector<Aabb<float>> b;
    for (int i = 0; i < 400; ++i)
      b.push_back(rng.box(-5, 5, 1e-5f, 1e-3f));
    for (int i = 0; i < 20; ++i)
      b.push_back(rng.box(-1e4f, 1e4f, 1e2f, 1e4f));
    for (int i = 0; i < 100; ++i)
      b.push_back(rng.box(-100, 100, 0.5f, 5));
    out.push_back({"huge_and_tiny", make_entries(b)});
  }
  {
    Rng rng(14);
    std::vector<Aabb<float>> b;
    for (int i = 0; i < 500; ++i) {
      Aabb<float> x = rng.box(0, 20, 0.1f, 1);
      x.min.z = x.max.z = 0;              // all in the plane z = 0
      if (i % 5 == 0) x.min.y = x.max.y;  // some flat in y as well: segments
      b.push_back(x);
    }
    out.push_back({"flat", make_entries(b)});
  }
  {
    // Unit cubes on an integer grid: every neighbour touches exactly (closed intervals), and
    // many faces lie on cell boundaries.
    std::vector<Aabb<float>> b;
    for (int x = 0; x < 8; ++x)
      for (int y = 0; y < 8; ++y)
        for (int z = 0; z < 6; ++z)
          b.push_back({{float(x), float(y), float(z)}, {x + 1.0f, y + 1.0f, z + 1.0f}});
    out.push_back({"touching_grid", make_entries(b)});
  }
  return out;
}

// Boxes spread over [-20, 20]³, for trees whose root is fixed to [0, 4]³: most lie outside it.
inline Entries outside_entries() {
  Rng rng(15);
  std::vector<Aabb<float>> b;
  for (int i = 0; i < 500; ++i)
    b.push_back(rng.box(-20, 20, 0.1f, 2));
  for (int i = 0; i < 100; ++i)
    b.push_back(rng.box(0, 4, 0.05f, 0.5f));
  return make_entries(b);
}

// Query boxes and rays over the extent of `e`, some degenerate (points, flat).
inline std::vector<Aabb<float>> query_boxes(const Entries& e, std::uint64_t seed, int count) {
  Aabb<float> u = octree_box::empty_box();
  for (const OctreeEntry& x : e)
    octree_box::grow(u, x.box);
  Rng rng(seed);
  std::vector<Aabb<float>> out;
  for (int i = 0; i < count; ++i) {
    Vec3<float> c, h;
    for (int k = 0; k < 3; ++k) {
      c[k] = rng.uniform(u.min[k], u.max[k]);
      h[k] = (i % 7 == 0) ? 0.0f : rng.uniform(0, (u.max[k] - u.min[k]) * 0.1f);
    }
    out.push_back({c - h, c + h});
  }
  // A query equal to an object's box, which touches it and its exact neighbours.
  if (!e.empty()) out.push_back(e[e.size() / 2].box);
  return out;
}

inline std::vector<Ray<float>> rays(const Entries& e, std::uint64_t seed, int count) {
  Aabb<float> u = octree_box::empty_box();
  for (const OctreeEntry& x : e)
    octree_box::grow(u, x.box);
  Rng rng(seed);
  std::vector<Ray<float>> out;
  for (int i = 0; i < count; ++i) {
    Ray<float> r;
    for (int k = 0; k < 3; ++k) {
      r.origin[k] = rng.uniform(u.min[k], u.max[k]);
      r.direction[k] = rng.uniform(-1, 1);
    }
    if (i % 4 == 0) r.direction = {0, 0, 0};
    if (i % 4 == 0) r.direction[i % 3] = 1;  // axis-aligned: zero components
    out.push_back(r);
  }
  return out;
}

}  // namespace collide::octree_test
