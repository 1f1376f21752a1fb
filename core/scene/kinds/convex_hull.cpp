// The convex hull: the hull of a point set, built by Qhull when read (core/shapes/convex_hull.hpp)
// and shared behind a pointer, so the description is that pointer alone. Its one field, "points",
// is the set as given (what a file writes back); degenerate sets are refused with the reason. It
// moves, turns and scales (uniformly) about its points' centroid, each edit a new HullData made
// by `transformed` (Qhull does not run again); the old one stays shared by undo.
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "core/scene/kind_descriptor.hpp"

namespace collide {

HullRef hull_of_points(std::span<const Vec3<double>> points) {
  HullBuild b = build_convex_hull(points);
  if (!b.hull) throw std::invalid_argument("no convex hull: " + b.message);
  return std::move(b.hull);
}

HullRef hull_of_points(std::initializer_list<Vec3<double>> points) {
  return hull_of_points(std::span<const Vec3<double>>(points.begin(), points.size()));
}

const HullRef& default_hull() {
  // An irregular polyhedron about the origin, about a unit across: no two faces alike, so a turn
  // shows, and a square-ish base to rest on.
  static const HullRef hull = hull_of_points({{0.5, -0.4, 0.4},
                                              {-0.45, -0.4, 0.35},
                                              {-0.4, -0.4, -0.45},
                                              {0.45, -0.4, -0.35},
                                              {0.3, 0.1, 0.5},
                                              {-0.5, 0.15, 0.0},
                                              {0.05, 0.2, -0.5},
                                              {0.5, 0.25, -0.05},
                                              {-0.05, 0.5, 0.1}});
  return hull;
}

namespace {

using desc::ConvexHull;

constexpr FieldDescriptor kFields[] = {
    member_field<&ConvexHull::hull>("points", "points",
                                    "the points whose convex hull it is ([[x, y, z], …], world "
                                    "units; at least 4, not all on one plane)")
        .moves_with_object(),
};

Shape<double> query_shape(const ConvexHull& c) {
  return collide::ConvexHull<double>{c.hull.get()};
}
// A convex polytope's box is its vertices' box.
std::optional<Aabb<double>> bounds(const ConvexHull& c) {
  Aabb<double> box{c.hull->vertices[0], c.hull->vertices[0]};
  for (const Vec3<double>& v : c.hull->vertices) {
    box.min = glm::min(box.min, v);
    box.max = glm::max(box.max, v);
  }
  return box;
}
Vec3<double> pivot(const ConvexHull& c) {
  return c.hull->centroid;
}
// A new HullData, or the old one when the transform is refused (a number that overflows).
ConvexHull with(const ConvexHull& c, HullBuild b) {
  return b.hull ? ConvexHull{std::move(b.hull)} : c;
}
ObjectDesc rotated(const ConvexHull& c, const Quat<double>& q) {
  return with(c, transformed(*c.hull, Vec3<double>(0), glm::normalize(q)));
}
// Uniformly, whichever axis the resize names: a hull has no axes of its own, and a uniform scale
// keeps its faces (no new Qhull run). Its size is its furthest vertex from the centroid.
ObjectDesc scaled(const ConvexHull& c, const Resize& r, bool& clamped) {
  double size = 0;
  for (const Vec3<double>& v : c.hull->vertices)
    size = std::max(size, glm::length(v - c.hull->centroid));
  const double factor = kinds::resized(size, {-1, r.factor, r.min_size}, clamped) / size;
  return with(c, transformed(*c.hull, Vec3<double>(0), Quat<double>(1, 0, 0, 0), factor));
}

}  // namespace

constinit const KindDescriptor desc::ConvexHull::kind = {
    .index = kind_index<desc::ConvexHull>(),
    .name = "convex_hull",
    .a_name = "a convex hull",
    .cpp_type = "ConvexHull",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
    .rotated = for_kind<rotated>,
    .scaled = for_kind<scaled>,
    .pivot = for_kind<pivot>,
    .support = kinds::support_of,
};

}  // namespace collide
