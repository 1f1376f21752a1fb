#include "render/meshes.hpp"

#include <array>
#include <cmath>
#include <map>

#include <glm/geometric.hpp>

namespace collide {

namespace {
constexpr float kTwoPi = 6.28318530718f;
constexpr float kPi = 3.14159265359f;

void quad(std::vector<MeshVertex>& out, glm::vec3 a, glm::vec3 b, glm::vec3 c, glm::vec3 d,
          glm::vec3 n) {
  out.insert(out.end(), {{a, n}, {b, n}, {c, n}, {a, n}, {c, n}, {d, n}});
}

glm::vec3 circle(float angle, float y) {
  return {std::cos(angle), y, -std::sin(angle)};
}
}  // namespace

IndexedMesh index_mesh(const std::vector<MeshVertex>& triangles) {
  IndexedMesh m;
  m.indices.reserve(triangles.size());
  std::map<std::array<float, 6>, std::uint32_t> index_of;
  for (const MeshVertex& v : triangles) {
    const std::array<float, 6> key{v.position.x, v.position.y, v.position.z,
                                   v.normal.x,   v.normal.y,   v.normal.z};
    const auto [it, added] = index_of.try_emplace(key, std::uint32_t(m.vertices.size()));
    if (added) m.vertices.push_back(v);
    m.indices.push_back(it->second);
  }
  return m;
}

std::vector<MeshVertex> unit_cube() {
  std::vector<MeshVertex> v;
  v.reserve(36);
  // For each axis, the two faces: corners counter-clockwise when seen along −normal.
  for (int axis = 0; axis < 3; ++axis) {
    for (float s : {1.0f, -1.0f}) {
      glm::vec3 n(0), u(0), w(0);
      n[axis] = s;
      u[(axis + 1) % 3] = 1;
      w[(axis + 2) % 3] = s;  // u × w = s·n̂ keeps the winding outward on both faces
      quad(v, n - u - w, n + u - w, n + u + w, n - u + w, n);
    }
  }
  return v;
}

std::vector<MeshVertex> unit_sphere(int rings, int segments) {
  std::vector<MeshVertex> v;
  auto at = [&](int ring, int seg) {
    const float theta = kPi * float(ring) / float(rings);  // from +y down to −y
    const float phi = kTwoPi * float(seg) / float(segments);
    const glm::vec3 p(std::sin(theta) * std::cos(phi), std::cos(theta),
                      -std::sin(theta) * std::sin(phi));
    return MeshVertex{p, p};
  };
  for (int r = 0; r < rings; ++r) {
    for (int s = 0; s < segments; ++s) {
      const MeshVertex a = at(r, s), b = at(r + 1, s), c = at(r + 1, s + 1), d = at(r, s + 1);
      if (r != 0) v.insert(v.end(), {a, b, d});
      if (r != rings - 1) v.insert(v.end(), {b, c, d});
    }
  }
  return v;
}

std::vector<MeshVertex> unit_cylinder(int segments) {
  std::vector<MeshVertex> v;
  const glm::vec3 up(0, 1, 0), down(0, -1, 0);
  for (int s = 0; s < segments; ++s) {
    const float a0 = kTwoPi * float(s) / float(segments);
    const float a1 = kTwoPi * float(s + 1) / float(segments);
    const glm::vec3 p0 = circle(a0, 0), p1 = circle(a1, 0);
    const glm::vec3 q0 = circle(a0, 1), q1 = circle(a1, 1);
    const glm::vec3 n0 = circle(a0, 0), n1 = circle(a1, 0);
    v.insert(v.end(), {{p0, n0}, {p1, n1}, {q1, n1}, {p0, n0}, {q1, n1}, {q0, n0}});
    v.insert(v.end(), {{glm::vec3(0, 1, 0), up}, {q0, up}, {q1, up}});
    v.insert(v.end(), {{glm::vec3(0), down}, {p1, down}, {p0, down}});
  }
  return v;
}

std::vector<MeshVertex> unit_cone(int segments) {
  std::vector<MeshVertex> v;
  const glm::vec3 down(0, -1, 0), apex(0, 1, 0);
  // The side's normal leans up by 45° (radius 1, height 1).
  auto side_normal = [](float a) { return glm::normalize(circle(a, 1)); };
  for (int s = 0; s < segments; ++s) {
    const float a0 = kTwoPi * float(s) / float(segments);
    const float a1 = kTwoPi * float(s + 1) / float(segments);
    const glm::vec3 p0 = circle(a0, 0), p1 = circle(a1, 0);
    v.insert(v.end(),
             {{p0, side_normal(a0)}, {p1, side_normal(a1)}, {apex, side_normal(0.5f * (a0 + a1))}});
    v.insert(v.end(), {{glm::vec3(0), down}, {p1, down}, {p0, down}});
  }
  return v;
}

}  // namespace collide
