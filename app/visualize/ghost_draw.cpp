#include "app/visualize/ghost_draw.hpp"

#include <cmath>
#include <variant>

#include <glm/geometric.hpp>

#include "app/kinds/mesh_drawing.hpp"
#include "app/visualize/evidence_draw.hpp"
#include "core/queries/support.hpp"
#include "render/draw_shapes.hpp"

namespace collide::evidence {
namespace {

glm::dvec3 dv(const Vec3<double>& v) {
  return glm::dvec3(v.x, v.y, v.z);
}

// Three closed outlines of a convex shape's support points, over the directions of the great
// circles about x, y and z: the shape's extent seen along each axis.
void support_rings(DrawList& out, const Shape<double>& s, const Color& color, float width) {
  constexpr int kSteps = 32;
  constexpr double kPi = 3.141592653589793;
  for (int axis = 0; axis < 3; ++axis) {
    glm::dvec3 last{};
    for (int i = 0; i <= kSteps; ++i) {
      const double a = 2 * kPi * double(i % kSteps) / kSteps;
      Vec3<double> d{0};
      d[(axis + 1) % 3] = std::cos(a);
      d[(axis + 2) % 3] = std::sin(a);
      const auto p = support(s, d);
      if (!p) return;  // unbounded: nothing to outline
      const glm::dvec3 q = dv(*p);
      if (i > 0) line(out, last, q, color, width);
      last = q;
    }
  }
}

}  // namespace

void ghost(DrawList& out, const ObjectDesc& d, const Color& color, float width) {
  if (const auto* plane = std::get_if<desc::Plane>(&d)) {
    const double len = glm::length(plane->normal);
    if (!(len > 0)) return;
    const glm::dvec3 n = dv(plane->normal) / len, c = dv(plane->point);
    const glm::dvec3 u = perpendicular(n), v = glm::cross(n, u);
    const double h = kGhostPlaneHalf;
    const glm::dvec3 q[4] = {c - h * u - h * v, c + h * u - h * v, c + h * u + h * v,
                             c - h * u + h * v};
    for (int i = 0; i < 4; ++i)
      line(out, q[i], q[(i + 1) % 4], color, width);
    line(out, c, c + n, color, width);
    return;
  }
  if (const auto* mesh = std::get_if<desc::Mesh>(&d)) {
    // A mesh has no support function to outline: its feature edges, as the view outlines it.
    const MeshData& m = *mesh->mesh->mesh;
    for (const MeshEdge& e : *mesh_feature_edges_of(mesh->mesh->mesh))
      line(out, dv(m.vertices[e[0]]), dv(m.vertices[e[1]]), color, width);
    return;
  }
  const Shape<double> s = to_shape<double>(d);
  std::visit(
      [&]<class S>(const S& x) {
        if constexpr (std::is_same_v<S, Obb<double>>) {
          const glm::dvec3 axes[3] = {dv(x.axes[0]), dv(x.axes[1]), dv(x.axes[2])};
          box_edges(out, dv(x.center), axes, dv(x.half_extents), color, width);
        } else if constexpr (std::is_same_v<S, Aabb<double>>) {
          const glm::dvec3 axes[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
          box_edges(out, 0.5 * (dv(x.min) + dv(x.max)), axes, 0.5 * (dv(x.max) - dv(x.min)), color,
                    width);
        } else if constexpr (std::is_same_v<S, Sphere<double>>) {
          wire_sphere(out, dv(x.center), x.radius, color, width);
        } else if constexpr (std::is_same_v<S, MovingSphere<double>>) {
          wire_sphere(out, dv(x.sphere.center), x.sphere.radius, color, width);
        } else if constexpr (std::is_same_v<S, Capsule<double>>) {
          // Its end balls and its axis.
          wire_sphere(out, dv(x.a), x.radius, color, width);
          wire_sphere(out, dv(x.b), x.radius, color, width);
          line(out, dv(x.a), dv(x.b), color, width);
        } else if constexpr (std::is_same_v<S, Cylinder<double>>) {
          // Its two cap rims and its axis.
          const glm::dvec3 h = x.half_height * dv(x.axes[1]), c = dv(x.center);
          for (const glm::dvec3& cap : {c - h, c + h})
            ring(out, {Layer::evidence, color, width}, cap, x.radius * dv(x.axes[0]),
                 x.radius * dv(x.axes[2]), 48);
          line(out, c - h, c + h, color, width);
        } else if constexpr (std::is_same_v<S, ConvexHull<double>>) {
          // Its edges, each once (a→b in one face's loop, b→a in its neighbour's).
          for (const HullFace& f : x.hull->faces) {
            const auto loop = x.hull->face_loop(f);
            for (std::size_t k = 0; k < loop.size(); ++k)
              if (loop[k] < loop[(k + 1) % loop.size()])
                line(out, hull_point(x, loop[k]), hull_point(x, loop[(k + 1) % loop.size()]), color,
                     width);
          }
        } else if constexpr (std::is_same_v<S, Ellipsoid<double>>) {
          // Its three principal ellipses.
          const glm::dvec3 c = dv(x.center);
          const glm::dvec3 e[3] = {x.radii.x * dv(x.axes[0]), x.radii.y * dv(x.axes[1]),
                                   x.radii.z * dv(x.axes[2])};
          for (int k = 0; k < 3; ++k)
            ring(out, {Layer::evidence, color, width}, c, e[k], e[(k + 1) % 3], 48);
        } else if constexpr (std::is_same_v<S, Point<double>>) {
          marker(out, dv(x.p), color, 9);
        } else if constexpr (std::is_same_v<S, Segment<double>>) {
          line(out, dv(x.a), dv(x.b), color, width);
        } else if constexpr (std::is_same_v<S, Triangle<double>>) {
          line(out, dv(x.a), dv(x.b), color, width);
          line(out, dv(x.b), dv(x.c), color, width);
          line(out, dv(x.c), dv(x.a), color, width);
        } else if constexpr (std::is_same_v<S, Ray<double>>) {
          const double len = glm::length(dv(x.direction));
          if (!(len > 0)) return;
          marker(out, dv(x.origin), color, 9);
          line(out, dv(x.origin), dv(x.origin) + dv(x.direction) * (kGhostRayLength / len), color,
               width);
        } else {
          support_rings(out, s, color, width);
        }
      },
      s);
}

}  // namespace collide::evidence
