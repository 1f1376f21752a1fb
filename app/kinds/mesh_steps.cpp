#include "app/kinds/mesh_steps.hpp"

#include <map>
#include <tuple>

namespace collide {

MeshGeometry mesh_steps(const glm::dvec3& center, double size) {
  MeshGeometry g;
  // Vertices shared where they coincide (computed from the same products), so a tread and its
  // riser share their edge and the drawing sees the fold.
  std::map<std::tuple<double, double, double>, std::uint32_t> index;
  const auto vertex = [&](double x, double y, double z) {
    const auto [it, added] = index.try_emplace({x, y, z}, std::uint32_t(g.vertices.size()));
    if (added) g.vertices.push_back({x, y, z});
    return it->second;
  };
  const auto quad = [&](std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d) {
    g.triangles.push_back({a, b, c});
    g.triangles.push_back({a, c, d});
  };
  const double h = kMeshStepRise, d = kMeshStepDepth, half = 0.5 * kMeshStepWidth;
  const double xs[3] = {-half, 0, half};  // two cells across
  const double top = kMeshStepCount * h, back = -kMeshStepCount * d;
  for (int k = 0; k < kMeshStepCount; ++k) {
    const double y0 = k * h, y1 = (k + 1) * h, z0 = -k * d, z1 = -(k + 1) * d;
    for (int i = 0; i < 2; ++i) {
      const double x0 = xs[i], x1 = xs[i + 1];
      quad(vertex(x0, y0, z0), vertex(x1, y0, z0), vertex(x1, y1, z0), vertex(x0, y1, z0));  // +z
      quad(vertex(x0, y1, z0), vertex(x1, y1, z0), vertex(x1, y1, z1), vertex(x0, y1, z1));  // +y
    }
  }
  for (int i = 0; i < 2; ++i)  // the back, facing −z
    quad(vertex(xs[i + 1], 0, back), vertex(xs[i], 0, back), vertex(xs[i], top, back),
         vertex(xs[i + 1], top, back));
  // Each side a column per step from the floor to its tread, fanned from its back foot; the
  // column's front edge is split where the step below ends, so it meets that column's edge.
  for (const double x : {half, -half})
    for (int k = 0; k < kMeshStepCount; ++k) {
      const double z0 = -k * d, z1 = -(k + 1) * d, y1 = (k + 1) * h;
      const std::uint32_t foot_back = vertex(x, 0, z1), top_back = vertex(x, y1, z1),
                          top_front = vertex(x, y1, z0), foot_front = vertex(x, 0, z0);
      std::vector<std::array<std::uint32_t, 3>> fan = {{foot_back, top_back, top_front}};
      if (k == 0) {
        fan.push_back({foot_back, top_front, foot_front});
      } else {
        const std::uint32_t step_below = vertex(x, k * h, z0);
        fan.push_back({foot_back, top_front, step_below});
        fan.push_back({foot_back, step_below, foot_front});
      }
      for (auto t : fan) {
        if (x < 0) std::swap(t[1], t[2]);  // the −x side faces the other way
        g.triangles.push_back(t);
      }
    }
  glm::dvec3 mean(0);
  for (const glm::dvec3& v : g.vertices)
    mean += v;
  mean /= double(g.vertices.size());
  for (glm::dvec3& v : g.vertices)
    v = center + size * (v - mean);
  return g;
}

}  // namespace collide
