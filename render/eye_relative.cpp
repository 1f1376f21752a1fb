#include "render/eye_relative.hpp"

#include <cmath>

#include <glm/geometric.hpp>
#include <glm/matrix.hpp>

namespace collide {

glm::dvec3 eye_position_exact(const Camera& c) {
  return glm::dvec3(c.target) - glm::dvec3(forward_direction(c)) * double(c.distance);
}

glm::mat4 view_rotation(const Camera& c) {
  // The rows of the view rotation are the camera's axes: right, up and backward.
  const glm::vec3 r = glm::vec3(right_direction(c)), u = glm::vec3(up_direction(c)),
                  f = glm::vec3(forward_direction(c));
  glm::mat4 m(1.0f);
  for (int i = 0; i < 3; ++i) {
    m[i][0] = r[i];
    m[i][1] = u[i];
    m[i][2] = -f[i];
  }
  return m;
}

std::optional<glm::dvec2> eye_relative_to_pixel(const Camera& c, const Viewport& v,
                                                const glm::dvec3& world) {
  const glm::dvec3 q = world - eye_position_exact(c);
  const glm::dvec3 r(right_direction(c)), u(up_direction(c)), f(forward_direction(c));
  const double depth = glm::dot(q, f);
  if (!(depth >= double(near_plane(c)))) return std::nullopt;
  // Perspective: x_ndc = (q·r) / (depth · tan(fov/2) · aspect), y_ndc = (q·u) / (depth · tan).
  const double t = std::tan(double(c.fov_y) * 0.5);
  const double ndc_x = glm::dot(q, r) / (depth * t * double(v.aspect()));
  const double ndc_y = glm::dot(q, u) / (depth * t);
  return glm::dvec2((ndc_x * 0.5 + 0.5) * v.width, (0.5 - ndc_y * 0.5) * v.height);
}

void make_eye_relative(const DrawLayer& layer, const glm::dvec3& eye, LayerVertices& out) {
  out.lines.clear();
  out.points.clear();
  out.triangles.clear();
  for (auto& s : out.solids)
    s.clear();
  out.solids_opaque = true;
  out.triangles_opaque = true;

  out.lines.reserve(layer.lines.size());
  for (const DrawLine& l : layer.lines)
    out.lines.push_back({eye_relative(l.a, eye), eye_relative(l.b, eye), l.color_a, l.color_b,
                         l.width_px, l.dash_px});
  out.points.reserve(layer.points.size());
  for (const DrawPoint& p : layer.points)
    out.points.push_back({eye_relative(p.p, eye), p.color, p.size_px, p.rim ? 1.0f : 0.0f});
  out.triangles.reserve(3 * layer.triangles.size());
  for (const DrawTriangle& t : layer.triangles) {
    // The normal from the double positions: (b − a) × (c − a), which float would lose for a
    // small triangle far away.
    glm::dvec3 n = glm::cross(t.b - t.a, t.c - t.a);
    const double len = glm::length(n);
    n = len > 0 ? n / len : glm::dvec3(0, 1, 0);
    const glm::vec3 nf(n);
    out.triangles_opaque = out.triangles_opaque && t.color.a >= 1;
    for (const glm::dvec3* p : {&t.a, &t.b, &t.c})
      out.triangles.push_back({eye_relative(*p, eye), nf, t.color});
  }
  for (std::size_t k = 0; k < kSolidKinds; ++k) {
    out.solids[k].reserve(layer.solids[k].size());
    for (const DrawSolid& s : layer.solids[k]) {
      // The renderer culls back faces, which needs a basis that keeps the mesh's winding: a
      // mirroring one (det < 0) turns its x axis round instead. Every unit mesh is its own
      // mirror image in x (meshes.hpp), so the solid is the same set of points.
      const float flip = glm::determinant(s.basis) < 0 ? -1.0f : 1.0f;
      out.solids_opaque = out.solids_opaque && s.color.a >= 1;
      out.solids[k].push_back(
          {s.color, eye_relative(s.center, eye), flip * s.basis[0], s.basis[1], s.basis[2]});
    }
  }
}

}  // namespace collide
