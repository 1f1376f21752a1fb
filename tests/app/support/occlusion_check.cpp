#include "tests/app/support/occlusion_check.hpp"

#include <algorithm>
#include <array>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>

#include "app/view/scene_drawing.hpp"
#include "render/eye_relative.hpp"

namespace collide::test {
namespace {

// Whether the segment from `from` to `to` passes through the box [lo, hi] before 1 − 1e-9 of the
// way (slabs: the entry parameter is the largest of the three near crossings).
bool blocks(const glm::dvec3& lo, const glm::dvec3& hi, const glm::dvec3& from,
            const glm::dvec3& to) {
  const glm::dvec3 d = to - from;
  double t0 = 0, t1 = 1 - 1e-9;
  for (int k = 0; k < 3; ++k) {
    if (d[k] == 0) {
      if (from[k] < lo[k] || from[k] > hi[k]) return false;
      continue;
    }
    double a = (lo[k] - from[k]) / d[k], b = (hi[k] - from[k]) / d[k];
    if (a > b) std::swap(a, b);
    t0 = std::max(t0, a);
    t1 = std::min(t1, b);
    if (t0 > t1) return false;
  }
  return true;
}

}  // namespace

Scene dense_box_cube(int count, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-10, 10), size(0.2, 0.9);
  Scene s;
  for (int i = 0; i < count; ++i) {
    const glm::dvec3 c(u(rng), u(rng), u(rng));
    const double h = size(rng);
    s.objects.push_back({"b" + std::to_string(i), "", Rgb{40, 120, 200}, true,
                         desc::Aabb{c - glm::dvec3(h), c + glm::dvec3(h)}});
  }
  return s;
}

LeftOutBoxes check_left_out_boxes(const DrawList& list, const Scene& scene, const Camera& camera,
                                  const Viewport& viewport, std::size_t stride) {
  const auto key = [](const glm::dvec3& p) { return std::array<double, 3>{p.x, p.y, p.z}; };
  std::set<std::array<double, 3>> drawn, solid_centres;
  for (const Layer l : {Layer::scene, Layer::overlay}) {
    for (const DrawSolid& b : list.layer(l).solids[std::size_t(Solid::box)])
      drawn.insert(key(b.center)), solid_centres.insert(key(b.center));
    for (const DrawPoint& p : list.layer(l).points)
      drawn.insert(key(p.p));
  }
  // The boxes drawn as solids (a dot hides nothing), and those left out while in view.
  std::vector<const desc::Aabb*> solids, left_out;
  const ObjectView view(camera, viewport);
  for (const SceneObject& o : scene.objects) {
    const auto& box = std::get<desc::Aabb>(o.desc);
    const glm::dvec3 c = 0.5 * (box.min + box.max);
    if (solid_centres.count(key(c))) solids.push_back(&box);
    if (!drawn.count(key(c)) && o.visible && !outside_view(*marker_sphere(o.desc), view))
      left_out.push_back(&box);
  }
  LeftOutBoxes out;
  out.left_out = left_out.size();
  const glm::dvec3 eye = eye_position_exact(camera);
  for (std::size_t k = 0; stride > 0 && k < left_out.size(); k += stride) {
    const desc::Aabb& box = *left_out[k];
    const glm::dvec3 lo(box.min), hi(box.max);
    for (int face = 0; face < 6; ++face)
      for (int a = 0; a <= 3; ++a)
        for (int b = 0; b <= 3; ++b) {
          glm::dvec3 p;
          const int axis = face / 2;
          p[axis] = face % 2 ? hi[axis] : lo[axis];
          p[(axis + 1) % 3] = lo[(axis + 1) % 3] + (hi - lo)[(axis + 1) % 3] * a / 3.0;
          p[(axis + 2) % 3] = lo[(axis + 2) % 3] + (hi - lo)[(axis + 2) % 3] * b / 3.0;
          const auto px = world_to_pixel(camera, viewport, p);
          if (!px || px->x < 0 || px->x > viewport.width || px->y < 0 || px->y > viewport.height)
            continue;
          const bool hidden = std::ranges::any_of(solids, [&](const desc::Aabb* other) {
            return blocks(glm::dvec3(other->min), glm::dvec3(other->max), eye, p);
          });
          ++out.points_checked;
          if (!hidden) ++out.points_in_sight;
        }
  }
  return out;
}

}  // namespace collide::test
