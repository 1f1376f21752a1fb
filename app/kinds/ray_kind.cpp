// The ray (origin + t·direction, t ≥ 0): unbounded one way, so it is drawn and picked along a
// stretch from its origin (DrawnSizes::ray_length); the gizmo moves the origin and a handle at
// the direction's tip turns it.
#include <cmath>

#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

// The far end of the drawn stretch: origin + length·d/|d| (the origin itself for a zero or
// non-finite direction, which validate() reports). As app/view's ray_drawn_end.
D3 drawn_end(const desc::Ray& d, double length) {
  const double len = glm::length(d.direction);
  if (!(len > 0) || !std::isfinite(len)) return d.origin;
  return d.origin + d.direction * (length / len);
}

std::string title(const desc::Ray&) {
  return "Ray";
}

// From the view's centre towards its right, so it is seen along its length; the direction's
// length only places its handle: a view-sized step from the origin.
ObjectDesc make(const NewObjectFrame& at) {
  return desc::Ray{at.center, at.size * at.right};
}
constexpr AddEntry kAdd[] = {{"Ray", "ray", make}};

// A ray with no direction is no ray (the scene file refuses it too).
std::string_view refusal(const desc::Ray& r) {
  return r.direction == Vec3<double>(0) ? "a ray's direction must not be zero" : "";
}

D3 pivot(const desc::Ray& r) {
  return r.origin;
}
std::array<D3, 3> local_axes(const desc::Ray&) {
  return kinds::world_axes();
}
std::vector<D3> vertices(const desc::Ray& r) {
  return {r.origin + r.direction};
}
// The handle sits at the direction's tip; dropping it on the origin would leave no direction.
ObjectDesc with_vertex(const desc::Ray& start, int, const D3& position) {
  desc::Ray r = start;
  if (position != r.origin) r.direction = position - r.origin;
  return r;
}

// Like a segment: within the pixel radius of the stretch drawn for it.
std::optional<RayHit> pick(const desc::Ray& d, const PickQuery& q) {
  const double len = glm::length(d.direction);
  if (!(len > 0) || !std::isfinite(len)) return kinds::near_point(q, d.origin);
  return kinds::near_segment(q, d.origin, d.origin + d.direction * (q.ray_length / len));
}

// A long line from the origin (a dot), and an arrow head a unit along the direction so which
// way it runs reads even when the far end leaves the view.
void draw(const desc::Ray& d, const ObjectStyle& s) {
  const D3 end = drawn_end(d, s.sizes.ray_length);
  kinds::line(s, d.origin, end, s.color, 3.0f);
  s.list.point(Layer::scene, {d.origin, s.color, 10.0f});
  if (end != d.origin)
    kinds::arrow(s, d.origin, glm::normalize(end - d.origin), kRayArrowLength,
                 Color(glm::vec3(s.color) * 0.55f, 1.0f));
  if (s.emphasised) kinds::segment_outline(s, d.origin, end);
}
// Drawn in pixels (a line and a dot): never a speck.
std::optional<BoundingSphere> marker(const desc::Ray&, const DrawnSizes&) {
  return std::nullopt;
}

}  // namespace

extern constinit const KindRow kRayKind = {
    .alternative = kind_index<desc::Ray>(),
    .title = on<title>,
    .add = kAdd,
    .refusal = on<refusal>,
    .pivot = on<pivot>,
    .local_axes = on<local_axes>,
    .cannot_rotate = "move the ray's origin or drag its direction handle",
    .cannot_scale = "move the ray's origin or drag its direction handle",
    .vertices = on<vertices>,
    .with_vertex = on<with_vertex>,
    .pick = on<pick>,
    .draw = on<draw>,
    .marker = on<marker>,
    .default_color = std::nullopt,
};

}  // namespace collide
