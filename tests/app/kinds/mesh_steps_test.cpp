// The Add menu's flight of steps: 58 triangles (risers and treads 2 each per half of 4 steps, the
// back 4, each side 2 + 3·3), closed but for its floor outline, each triangle facing out, its
// vertices' mean at the centre asked for and its size the size asked for.
#include "app/kinds/mesh_steps.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include <glm/geometric.hpp>

#include "core/shapes/triangle_mesh.hpp"

namespace collide {
namespace {

TEST(MeshSteps, FiftyEightTrianglesFacingOutOpenOnlyAlongTheFloor) {
  const glm::dvec3 c(3, -2, 7);
  const double size = 2;
  const MeshGeometry g = mesh_steps(c, size);
  ASSERT_EQ(g.triangles.size(), 58u);
  ASSERT_TRUE(build_triangle_mesh(g.vertices, g.triangles).mesh);

  glm::dvec3 mean(0), lo(1e300), hi(-1e300);
  for (const glm::dvec3& v : g.vertices) {
    mean += v;
    lo = glm::min(lo, v);
    hi = glm::max(hi, v);
  }
  mean /= double(g.vertices.size());
  EXPECT_NEAR(glm::distance(mean, c), 0, 1e-12);
  // 1.5 wide (x), 4 · 0.25 high (y), 4 · 0.5 deep (z), times the size.
  EXPECT_NEAR(hi.x - lo.x, 3, 1e-12);
  EXPECT_NEAR(hi.y - lo.y, 2, 1e-12);
  EXPECT_NEAR(hi.z - lo.z, 4, 1e-12);

  // Facing out: each triangle's normal by its winding is a world axis; a side's points away from
  // the middle in x, the back's to −z (the lowest z), the others to +y or +z.
  const double mid_x = 0.5 * (lo.x + hi.x);
  std::map<std::pair<std::uint32_t, std::uint32_t>, int> uses;
  for (const auto& t : g.triangles) {
    const glm::dvec3 &a = g.vertices[t[0]], &b = g.vertices[t[1]], &d = g.vertices[t[2]];
    const glm::dvec3 n = glm::normalize(glm::cross(b - a, d - a));
    const glm::dvec3 m = (a + b + d) / 3.0;
    if (std::abs(n.x) > 0.999)
      EXPECT_GT(n.x * (m.x - mid_x), 0);
    else if (std::abs(n.z) > 0.999 && std::abs(m.z - lo.z) < 1e-12)
      EXPECT_LT(n.z, 0);
    else
      EXPECT_TRUE(n.y > 0.999 || n.z > 0.999) << n.x << " " << n.y << " " << n.z;
    for (int i = 0; i < 3; ++i) {
      const std::uint32_t p = t[std::size_t(i)], q = t[std::size_t((i + 1) % 3)];
      ++uses[{std::min(p, q), std::max(p, q)}];
    }
  }
  // Every edge of two triangles but those along the floor (y lowest), which have one.
  for (const auto& [e, n] : uses) {
    const bool floor = std::abs(g.vertices[e.first].y - lo.y) < 1e-12 &&
                       std::abs(g.vertices[e.second].y - lo.y) < 1e-12;
    EXPECT_EQ(n, floor ? 1 : 2) << e.first << "–" << e.second;
  }
}

}  // namespace
}  // namespace collide
