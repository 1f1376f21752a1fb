// The point: drawn as a dot in pixels, picked within a radius in pixels.
#include "app/kinds/kind.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

std::string title(const desc::Point&) {
  return "Point";
}

ObjectDesc make(const NewObjectFrame& at) {
  return desc::Point{at.center};
}
constexpr AddEntry kAdd[] = {{"Point", "point", make}};

D3 pivot(const desc::Point& p) {
  return p.position;
}
std::array<D3, 3> local_axes(const desc::Point&) {
  return kinds::world_axes();
}

std::optional<RayHit> pick(const desc::Point& d, const PickQuery& q) {
  return kinds::near_point(q, d.position);
}

void draw(const desc::Point& d, const ObjectStyle& s) {
  s.list.point(Layer::scene, {d.position, s.color, 12.0f});
  if (s.emphasised) kinds::pixel_ring(s, d.position, kPointRingPx);
}
// Drawn in pixels: never a speck.
std::optional<BoundingSphere> marker(const desc::Point&, const DrawnSizes&) {
  return std::nullopt;
}

}  // namespace

extern constinit const KindRow kPointKind = {
    .alternative = kind_index<desc::Point>(),
    .title = on<title>,
    .add = kAdd,
    .pivot = on<pivot>,
    .local_axes = on<local_axes>,
    .cannot_rotate = "a point only moves",
    .cannot_scale = "a point only moves",
    .pick = on<pick>,
    .draw = on<draw>,
    .marker = on<marker>,
    .default_color = std::nullopt,
};

}  // namespace collide
