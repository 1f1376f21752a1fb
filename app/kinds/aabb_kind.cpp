// The AABB (axis-aligned box: min and max corners).
#include <algorithm>

#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

std::string title(const desc::Aabb&) {
  return "AABB";
}

ObjectDesc make(const NewObjectFrame& at) {
  const D3 h(0.5 * at.size);
  return desc::Aabb{at.center - h, at.center + h};
}
constexpr AddEntry kAdd[] = {{"AABB", "aabb", make}};

D3 pivot(const desc::Aabb& b) {
  return (b.min + b.max) * 0.5;
}
std::array<D3, 3> local_axes(const desc::Aabb&) {
  return kinds::world_axes();
}

// Face f is 2·axis for the min face, 2·axis + 1 for the max face.
std::vector<D3> faces(const desc::Aabb& b) {
  std::vector<D3> out;
  for (int f = 0; f < 6; ++f) {
    D3 c = (b.min + b.max) * 0.5;
    const int k = f / 2;
    c[k] = (f % 2) ? b.max[k] : b.min[k];
    out.push_back(c);
  }
  return out;
}
// The face moves to `to`, held at least min_size from the opposite face.
ObjectDesc with_face(const desc::Aabb& start, int f, double to, double min_size, bool& clamped) {
  desc::Aabb box = start;
  const int axis = std::clamp(f / 2, 0, 2);
  if (f % 2) {
    if (!(to >= box.min[axis] + min_size)) {
      to = box.min[axis] + min_size;
      clamped = true;
    }
    box.max[axis] = to;
  } else {
    if (!(to <= box.max[axis] - min_size)) {
      to = box.max[axis] - min_size;
      clamped = true;
    }
    box.min[axis] = to;
  }
  return box;
}

std::optional<RayHit> pick(const desc::Aabb& d, const PickQuery& q) {
  return ray_aabb(q.ray, Aabb<double>{d.min, d.max});
}

void draw(const desc::Aabb& d, const ObjectStyle& s) {
  const kinds::Placement p = kinds::axis_aligned((d.min + d.max) * 0.5, (d.max - d.min) * 0.5);
  kinds::solid(s, Solid::box, p);
  kinds::box_edges(s, p);
}
std::optional<BoundingSphere> marker(const desc::Aabb& d, const DrawnSizes&) {
  return BoundingSphere{(d.min + d.max) * 0.5, 0.5 * glm::length(d.max - d.min)};
}

}  // namespace

extern constinit const KindRow kAabbKind = {
    .alternative = kind_index<desc::Aabb>(),
    .title = on<title>,
    .add = kAdd,
    .pivot = on<pivot>,
    .local_axes = on<local_axes>,
    .cannot_rotate = "an AABB stays axis-aligned: it cannot turn (use a box)",
    .cannot_scale = "",
    .scale_handles = ScaleHandles::faces,
    .faces = on<faces>,
    .with_face = on<with_face>,
    .pick = on<pick>,
    .draw = on<draw>,
    .marker = on<marker>,
    .default_color = std::nullopt,
};

}  // namespace collide
