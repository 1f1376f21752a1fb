// The segment (ends a and b): drawn as a line in pixels, picked within a radius in pixels; the
// gizmo moves it whole or by its ends.
#include "app/kinds/kind.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

std::string title(const desc::Segment&) {
  return "Segment";
}

// Across the view (along its right), so it is never seen end on.
ObjectDesc make(const NewObjectFrame& at) {
  const D3 half = 0.5 * at.size * at.right;
  return desc::Segment{at.center - half, at.center + half};
}
constexpr AddEntry kAdd[] = {{"Segment", "segment", make}};

D3 pivot(const desc::Segment& s) {
  return (s.a + s.b) * 0.5;
}
std::array<D3, 3> local_axes(const desc::Segment&) {
  return kinds::world_axes();
}
std::vector<D3> vertices(const desc::Segment& s) {
  return {s.a, s.b};
}
ObjectDesc with_vertex(const desc::Segment& start, int i, const D3& position) {
  desc::Segment s = start;
  (i == 0 ? s.a : s.b) = position;
  return s;
}

std::optional<RayHit> pick(const desc::Segment& d, const PickQuery& q) {
  return kinds::near_segment(q, d.a, d.b);
}

void draw(const desc::Segment& d, const ObjectStyle& s) {
  kinds::line(s, d.a, d.b, s.color, 3.0f);
  s.list.point(Layer::scene, {d.a, s.color, 8.0f});
  s.list.point(Layer::scene, {d.b, s.color, 8.0f});
  if (s.emphasised) kinds::segment_outline(s, d.a, d.b);
}
// Drawn in pixels: never a speck.
std::optional<BoundingSphere> marker(const desc::Segment&, const DrawnSizes&) {
  return std::nullopt;
}

}  // namespace

extern constinit const KindRow kSegmentKind = {
    .alternative = kind_index<desc::Segment>(),
    .title = on<title>,
    .add = kAdd,
    .pivot = on<pivot>,
    .local_axes = on<local_axes>,
    .cannot_rotate = "move the whole segment or drag its end handles",
    .cannot_scale = "move the whole segment or drag its end handles",
    .vertices = on<vertices>,
    .with_vertex = on<with_vertex>,
    .pick = on<pick>,
    .draw = on<draw>,
    .marker = on<marker>,
    .default_color = std::nullopt,
};

}  // namespace collide
