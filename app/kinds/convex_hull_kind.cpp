// The convex hull (a point set's hull, built by Qhull and shared): drawn as its faces (shaded by
// the solid shader, by their normals), with every edge in the outline (a polyhedron's silhouette is
// among its edges, as a box's); picked by its faces' half-spaces; the gizmo moves it, turns it
// about its points' centroid and scales it uniformly about it (each a new HullData: core's
// `transformed`).
#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"
#include "core/queries/ray_queries.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

std::string title(const desc::ConvexHull&) {
  return "Convex hull";
}

// The default hull (about a unit across) scaled to the view's size about its centroid, which
// goes to the view's centre.
ObjectDesc make(const NewObjectFrame& at) {
  const HullData& h = *default_hull();
  HullBuild b = transformed(h, at.center - h.centroid, Quat<double>(1, 0, 0, 0), at.size);
  return b.hull ? desc::ConvexHull{std::move(b.hull)} : desc::ConvexHull{};
}
constexpr AddEntry kAdd[] = {{"Convex hull", "hull", make}};

D3 pivot(const desc::ConvexHull& c) {
  return c.hull->centroid;
}
std::array<D3, 3> local_axes(const desc::ConvexHull&) {
  return kinds::world_axes();  // a hull has no frame of its own
}

std::optional<RayHit> pick(const desc::ConvexHull& d, const PickQuery& q) {
  return ray_convex_hull(q.ray, *d.hull);
}

void draw(const desc::ConvexHull& d, const ObjectStyle& s) {
  const HullData& h = *d.hull;
  for (const HullFace& f : h.faces) {
    // Each face a fan about its first vertex (convex, so every triangle lies in it), in the
    // object's own colour: the solid shader shades a triangle by its normal as it does a box's
    // faces (shading it here as well made a face turned from the light twice as dark, nearly
    // black over the dark sky).
    const auto loop = h.face_loop(f);
    for (std::size_t k = 1; k + 1 < loop.size(); ++k)
      s.list.triangle(Layer::scene,
                      {h.vertices[loop[0]], h.vertices[loop[k]], h.vertices[loop[k + 1]], s.color});
  }
  if (s.width <= 0) return;  // outlines off
  for (const HullFace& f : h.faces) {
    const auto loop = h.face_loop(f);
    for (std::size_t k = 0; k < loop.size(); ++k) {
      const std::uint32_t a = loop[k], b = loop[(k + 1) % loop.size()];
      // Each edge once: it runs a→b in one face's loop and b→a in its neighbour's.
      if (a < b) kinds::line(s, h.vertices[a], h.vertices[b], s.outline, s.width);
    }
  }
}
std::optional<BoundingSphere> marker(const desc::ConvexHull& d, const DrawnSizes&) {
  double r = 0;
  for (const D3& v : d.hull->vertices)
    r = std::max(r, glm::length(v - d.hull->centroid));
  return BoundingSphere{d.hull->centroid, r};
}

}  // namespace

extern constinit const KindRow kConvexHullKind = {
    .alternative = kind_index<desc::ConvexHull>(),
    .title = on<title>,
    .add = kAdd,
    .pivot = on<pivot>,
    .local_axes = on<local_axes>,
    .cannot_rotate = "",
    .rotated = kinds::rotated,
    .cannot_scale = "",
    .scale_handles = ScaleHandles::uniform,
    .scaled = kinds::scaled,
    .pick = on<pick>,
    .draw = on<draw>,
    .marker = on<marker>,
    .default_color = std::nullopt,
};

}  // namespace collide
