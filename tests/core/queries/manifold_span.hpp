#pragma once
// How far a point lies from a contact manifold's span (its points, or the segment or convex
// polygon they span): where an engine's contact must lie when it keeps fewer points than we do.
// Shared by the tests that compare manifolds with Bullet's.
#include <algorithm>
#include <cmath>
#include <vector>

#include <glm/geometric.hpp>

#include "core/math/vec.hpp"

namespace collide::test {

inline double segment_distance(const Vec3<double>& p, const Vec3<double>& a,
                               const Vec3<double>& b) {
  const Vec3<double> ab = b - a;
  const double len2 = glm::dot(ab, ab);
  const double t = len2 > 0 ? std::clamp(glm::dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return glm::length(p - (a + t * ab));
}

// The distance from p to the convex polygon `points` (coplanar, in order; or 1 or 2 points).
inline double polygon_distance(const Vec3<double>& p, const std::vector<Vec3<double>>& points) {
  double best = 1e300;
  const std::size_t n = points.size();
  for (std::size_t i = 0; i < n; ++i)
    best = std::min(best, segment_distance(p, points[i], points[(i + 1) % n]));
  if (n < 3) return best;
  // Newell's normal; p over the polygon when it is on the inner side of every edge.
  Vec3<double> normal{0};
  for (std::size_t i = 0; i < n; ++i)
    normal += glm::cross(points[i], points[(i + 1) % n]);
  if (glm::length(normal) == 0) return best;
  normal = glm::normalize(normal);
  for (std::size_t i = 0; i < n; ++i)
    if (glm::dot(glm::cross(points[(i + 1) % n] - points[i], p - points[i]), normal) < -1e-12)
      return best;
  return std::min(best, std::abs(glm::dot(p - points[0], normal)));
}

}  // namespace collide::test
