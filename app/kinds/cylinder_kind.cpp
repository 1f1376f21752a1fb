// The cylinder (centre, half height along its own y, radius, unit quaternion): a capped tube
// outlined by its cap rims and its side's silhouette lines; the gizmo moves it, turns it about its
// centre and resizes its half height (its own y) and radius (its own x or z).
#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"
#include "core/queries/ray_queries.hpp"
#include "render/draw_shapes.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

constexpr int kRimSegments = 64;

std::string title(const desc::Cylinder&) {
  return "Cylinder";
}

// Standing along world y, as a file's cylinder without a rotation: upright in the usual view.
ObjectDesc make(const NewObjectFrame& at) {
  return desc::Cylinder{at.center, 0.35 * at.size, 0.3 * at.size, {1, 0, 0, 0}};
}
constexpr AddEntry kAdd[] = {{"Cylinder", "cylinder", make}};

D3 pivot(const desc::Cylinder& c) {
  return c.center;
}
std::array<D3, 3> local_axes(const desc::Cylinder& c) {
  return kinds::quat_axes(c.rotation);
}

collide::Cylinder<double> shape_of(const desc::Cylinder& d) {
  return collide::Cylinder<double>::from_rotation(d.center, d.half_height, d.radius,
                                                  glm::normalize(d.rotation));
}

std::optional<RayHit> pick(const desc::Cylinder& d, const PickQuery& q) {
  return ray_cylinder(q.ray, shape_of(d));
}

void draw(const desc::Cylinder& d, const ObjectStyle& s) {
  const collide::Cylinder<double> c = shape_of(d);
  const D3 u = c.axes[1], bottom = c.center - c.half_height * u, top = c.center + c.half_height * u;
  // The unit cylinder (radius 1, y from 0 to 1) from the bottom cap up, scaled.
  kinds::solid(
      s, Solid::cylinder,
      {bottom, glm::dmat3(c.axes[0] * c.radius, u * (2 * c.half_height), c.axes[2] * c.radius)});
  if (s.width <= 0) return;  // outlines off
  for (const D3& cap : {bottom, top})
    ring(s.list, {Layer::scene, s.outline, s.width}, cap, c.radius * c.axes[0],
         c.radius * c.axes[2], kRimSegments);
  kinds::tube_side_lines(s, bottom, top, c.radius);
}
std::optional<BoundingSphere> marker(const desc::Cylinder& d, const DrawnSizes&) {
  return BoundingSphere{d.center, std::hypot(d.half_height, d.radius)};
}

}  // namespace

extern constinit const KindRow kCylinderKind = {
    .alternative = kind_index<desc::Cylinder>(),
    .title = on<title>,
    .add = kAdd,
    .pivot = on<pivot>,
    .local_axes = on<local_axes>,
    .cannot_rotate = "",
    .rotated = kinds::rotated,
    .cannot_scale = "",
    .scale_handles = ScaleHandles::per_axis,
    .scaled = kinds::scaled,
    .pick = on<pick>,
    .draw = on<draw>,
    .marker = on<marker>,
    .default_color = std::nullopt,
};

}  // namespace collide
