// The box (an oriented box: centre, half extents, unit quaternion).
#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"

namespace collide {
namespace {

using desc::Box;
using D3 = glm::dvec3;

std::string title(const Box&) {
  return "Box";
}

// World-aligned: a solid reads as one from any direction (a box turned to face the camera would
// look like a square).
ObjectDesc make(const NewObjectFrame& at) {
  return Box{at.center, D3(0.5 * at.size), {1, 0, 0, 0}};
}
constexpr AddEntry kAdd[] = {{"Box", "box", make}};

D3 pivot(const Box& b) {
  return b.center;
}
std::array<D3, 3> local_axes(const Box& b) {
  return kinds::quat_axes(b.rotation);
}

std::optional<RayHit> pick(const Box& d, const PickQuery& q) {
  return ray_obb(q.ray,
                 Obb<double>::from_rotation(d.center, d.half_extents, glm::normalize(d.rotation)));
}

void draw(const Box& d, const ObjectStyle& s) {
  const kinds::Placement p = kinds::placement(d.center, d.rotation, d.half_extents);
  kinds::solid(s, Solid::box, p);
  kinds::box_edges(s, p);
}
std::optional<BoundingSphere> marker(const Box& d, const DrawnSizes&) {
  return BoundingSphere{d.center, glm::length(d.half_extents)};
}

}  // namespace

extern constinit const KindRow kBoxKind = {
    .alternative = kind_index<Box>(),
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
