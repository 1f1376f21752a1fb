#include "tests/app/support/occlusion_check.hpp"

#include <algorithm>
#include <array>
#include <cmath>
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

// Whether the segment from `from` to `to` passes through the ball (centre c, radius r) before
// 1 − 1e-9 of the way: |from + t·d − c|² ≤ r² for some t in [0, 1 − 1e-9].
bool blocks_ball(const glm::dvec3& c, double r, const glm::dvec3& from, const glm::dvec3& to) {
  const glm::dvec3 d = to - from, m = from - c;
  const double a = glm::dot(d, d), b = glm::dot(m, d), q = glm::dot(m, m) - r * r;
  const double disc = b * b - a * q;
  if (disc < 0) return false;
  const double t0 = (-b - std::sqrt(disc)) / a, t1 = (-b + std::sqrt(disc)) / a;
  return t1 >= 0 && t0 <= 1 - 1e-9;
}

// Points on an object's surface: 96 on a box's faces (a 4 × 4 grid each), 96 spread over a
// sphere (a Fibonacci spiral).
std::vector<glm::dvec3> surface_points(const ObjectDesc& d) {
  std::vector<glm::dvec3> out;
  if (const auto* box = std::get_if<desc::Aabb>(&d)) {
    const glm::dvec3 lo(box->min), hi(box->max);
    for (int face = 0; face < 6; ++face)
      for (int a = 0; a <= 3; ++a)
        for (int b = 0; b <= 3; ++b) {
          glm::dvec3 p;
          const int axis = face / 2;
          p[axis] = face % 2 ? hi[axis] : lo[axis];
          p[(axis + 1) % 3] = lo[(axis + 1) % 3] + (hi - lo)[(axis + 1) % 3] * a / 3.0;
          p[(axis + 2) % 3] = lo[(axis + 2) % 3] + (hi - lo)[(axis + 2) % 3] * b / 3.0;
          out.push_back(p);
        }
  } else if (const auto* ball = std::get_if<desc::Sphere>(&d)) {
    const double golden = 2.399963229728653;  // π(3 − √5)
    for (int k = 0; k < 96; ++k) {
      const double z = 1 - (2 * k + 1) / 96.0, rho = std::sqrt(1 - z * z), phi = golden * k;
      out.push_back(glm::dvec3(ball->center) +
                    ball->radius * glm::dvec3(rho * std::cos(phi), rho * std::sin(phi), z));
    }
  }
  return out;
}

glm::dvec3 centre_of(const ObjectDesc& d) {
  if (const auto* box = std::get_if<desc::Aabb>(&d)) return 0.5 * (box->min + box->max);
  return glm::dvec3(std::get<desc::Sphere>(d).center);
}

}  // namespace

Camera dense_cube_camera() {
  Camera cam;
  cam.target = {0, 0, 0};
  cam.distance = 40;
  cam.yaw = 0.5f;
  cam.pitch = 0.35f;
  return cam;
}

Scene dense_ball_cube(int count, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-10, 10), size(0.2, 0.9);
  Scene s;
  for (int i = 0; i < count; ++i)
    s.objects.push_back({"s" + std::to_string(i), "", Rgb{200, 120, 40}, true,
                         desc::Sphere{{u(rng), u(rng), u(rng)}, size(rng)}});
  return s;
}

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
    for (const Solid kind : {Solid::box, Solid::sphere})
      for (const DrawSolid& b : list.layer(l).solids[std::size_t(kind)])
        drawn.insert(key(b.center)), solid_centres.insert(key(b.center));
    for (const DrawPoint& p : list.layer(l).points)
      drawn.insert(key(p.p));
  }
  // The objects drawn as solids (a dot hides nothing), and those left out while in view. A drawn
  // sphere blocks as a ball of 0.98 of its radius: its mesh's faces are chords of the sphere.
  std::vector<const SceneObject*> solids, left_out;
  const ObjectView view(camera, viewport);
  for (const SceneObject& o : scene.objects) {
    const glm::dvec3 c = centre_of(o.desc);
    if (solid_centres.count(key(c))) solids.push_back(&o);
    if (!drawn.count(key(c)) && o.visible && !outside_view(*marker_sphere(o.desc), view))
      left_out.push_back(&o);
  }
  const auto blocked = [&](const glm::dvec3& eye, const glm::dvec3& p) {
    return std::ranges::any_of(solids, [&](const SceneObject* other) {
      if (const auto* b = std::get_if<desc::Aabb>(&other->desc))
        return blocks(glm::dvec3(b->min), glm::dvec3(b->max), eye, p);
      const auto& ball = std::get<desc::Sphere>(other->desc);
      return blocks_ball(glm::dvec3(ball.center), 0.98 * ball.radius, eye, p);
    });
  };
  LeftOutBoxes out;
  out.left_out = left_out.size();
  const glm::dvec3 eye = eye_position_exact(camera);
  for (std::size_t k = 0; stride > 0 && k < left_out.size(); k += stride)
    for (const glm::dvec3& p : surface_points(left_out[k]->desc)) {
      const auto px = world_to_pixel(camera, viewport, p);
      if (!px || px->x < 0 || px->x > viewport.width || px->y < 0 || px->y > viewport.height)
        continue;
      ++out.points_checked;
      if (!blocked(eye, p)) ++out.points_in_sight;
    }
  return out;
}

}  // namespace collide::test
