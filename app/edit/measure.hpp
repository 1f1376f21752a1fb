#pragma once
// The measuring tool's maths: how far apart two shapes of any kinds are, and their closest
// points, from the core's distance queries — GJK/EPA (core/queries/convex_proximity.hpp) for
// every pair of bounded shapes, and short exact reductions for the unbounded ones:
//
//   plane n·x = d and a bounded B: B spans [lo, hi] = [n·s(−n), n·s(n)] − d along n (s: B's
//       support); apart by lo > 0 (or −hi) at the support point and its foot on the plane;
//       straddling otherwise, depth min(−lo, hi).
//   ray o + t·u (t >= 0) and a bounded B: no point past t_max = max(0, u·(s(u) − o)/u·u) is
//       nearer (there the distance only grows: (o + t·u − x)·u >= u·u·(t − t_max) >= 0 for x
//       in B), so the ray is the segment [o, o + t_max·u] and GJK measures that.
//   ray and ray: the lines' closest pair when both parameters are >= 0, else the nearer of
//       each origin to the other ray (the distance is convex on the quadrant s, t >= 0).
//   ray and plane: crossing (distance 0) when n·u moves the origin towards the plane, else the
//       origin's distance |n·o − d|.
//   plane and plane: 0 unless parallel (|n₁ × n₂| <= 1e-12), then |d₁ − ±d₂|.
//
// GL- and ImGui-free: tests compare it with brute-force sampling of both shapes.
#include <string>

#include <glm/vec3.hpp>

#include "core/shapes/shape.hpp"

namespace collide {

struct Measurement {
  bool valid = true;
  std::string problem;          // why not (an invalid shape), when !valid
  bool intersecting = false;    // distance 0: they meet (within the contact band)
  double distance = 0;          // between on_a and on_b when apart
  glm::dvec3 on_a{0}, on_b{0};  // the closest points (intersecting: the contact points)
  double depth = 0;             // intersecting: how deep (EPA, or the plane's straddle)
  bool has_depth = false;
  std::string method;  // which query answered: "GJK", "GJK/EPA", "plane support", ...
};

// The distance between a and b (double precision).
Measurement measure_shapes(const Shape<double>& a, const Shape<double>& b);
// The distance between two picked points.
Measurement measure_points(const glm::dvec3& a, const glm::dvec3& b);

}  // namespace collide
