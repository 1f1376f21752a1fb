// The ellipsoid (centre, radii along its own axes, unit quaternion).
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

std::string title(const desc::Ellipsoid&) {
  return "Ellipsoid";
}

// World-aligned, as the box: a solid reads as one from any direction.
ObjectDesc make(const NewObjectFrame& at) {
  return desc::Ellipsoid{at.center, D3(0.5, 0.3, 0.3) * at.size, {1, 0, 0, 0}};
}
constexpr AddEntry kAdd[] = {{"Ellipsoid", "ellipsoid", make}};

D3 pivot(const desc::Ellipsoid& e) {
  return e.center;
}
std::array<D3, 3> local_axes(const desc::Ellipsoid& e) {
  return kinds::quat_axes(e.rotation);
}

std::optional<RayHit> pick(const desc::Ellipsoid& d, const PickQuery& q) {
  return ray_ellipsoid(
      q.ray, Ellipsoid<double>::from_rotation(d.center, d.radii, glm::normalize(d.rotation)));
}

void draw(const desc::Ellipsoid& d, const ObjectStyle& s) {
  const kinds::Placement p = kinds::placement(d.center, d.rotation, d.radii);
  kinds::solid(s, Solid::sphere, p);
  kinds::sphere_silhouette(s, p, s.outline, s.width);
}
std::optional<BoundingSphere> marker(const desc::Ellipsoid& d, const DrawnSizes&) {
  return BoundingSphere{d.center,
                        std::max({std::abs(d.radii.x), std::abs(d.radii.y), std::abs(d.radii.z)})};
}

}  // namespace

extern constinit const KindRow kEllipsoidKind = {
    .alternative = kind_index<desc::Ellipsoid>(),
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
