// The triangle (corners a, b, c): picked by its face or, seen edge-on, by its edges; the gizmo
// moves it whole or by its corners.
#include <algorithm>

#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

std::string title(const desc::Triangle&) {
  return "Triangle";
}

// In the view's plane (facing the eye, never edge-on), its centroid at the view's centre.
ObjectDesc make(const NewObjectFrame& at) {
  const D3 r = at.size * at.right, u = at.size * at.up;
  return desc::Triangle{at.center - 0.5 * r - u / 3.0, at.center + 0.5 * r - u / 3.0,
                        at.center + 2.0 * u / 3.0};
}
constexpr AddEntry kAdd[] = {{"Triangle", "triangle", make}};

D3 pivot(const desc::Triangle& t) {
  return (t.a + t.b + t.c) / 3.0;
}
std::array<D3, 3> local_axes(const desc::Triangle&) {
  return kinds::world_axes();
}
std::vector<D3> vertices(const desc::Triangle& t) {
  return {t.a, t.b, t.c};
}
ObjectDesc with_vertex(const desc::Triangle& start, int i, const D3& position) {
  desc::Triangle t = start;
  (i == 0 ? t.a : i == 1 ? t.b : t.c) = position;
  return t;
}

std::optional<RayHit> pick(const desc::Triangle& d, const PickQuery& q) {
  auto h = ray_triangle(q.ray, {d.a, d.b, d.c});
  h = kinds::nearest(h, kinds::near_segment(q, d.a, d.b));
  h = kinds::nearest(h, kinds::near_segment(q, d.b, d.c));
  return kinds::nearest(h, kinds::near_segment(q, d.c, d.a));
}

void draw(const desc::Triangle& d, const ObjectStyle& s) {
  s.list.triangle(Layer::scene, {d.a, d.b, d.c, s.color});
  kinds::line(s, d.a, d.b, s.outline, s.width);
  kinds::line(s, d.b, d.c, s.outline, s.width);
  kinds::line(s, d.c, d.a, s.outline, s.width);
}
std::optional<BoundingSphere> marker(const desc::Triangle& d, const DrawnSizes&) {
  const D3 c = (d.a + d.b + d.c) / 3.0;
  return BoundingSphere{
      c, std::max({glm::length(d.a - c), glm::length(d.b - c), glm::length(d.c - c)})};
}

}  // namespace

extern constinit const KindRow kTriangleKind = {
    .alternative = kind_index<desc::Triangle>(),
    .title = on<title>,
    .add = kAdd,
    .pivot = on<pivot>,
    .local_axes = on<local_axes>,
    .cannot_rotate = "move the whole triangle or drag its corner handles",
    .cannot_scale = "move the whole triangle or drag its corner handles",
    .vertices = on<vertices>,
    .with_vertex = on<with_vertex>,
    .pick = on<pick>,
    .draw = on<draw>,
    .marker = on<marker>,
    .default_color = std::nullopt,
};

}  // namespace collide
