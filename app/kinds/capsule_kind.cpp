// The capsule (ends a and b, radius): a cylinder between two end spheres, outlined by its
// silhouette; the gizmo moves it whole or by its ends, turns it about its centre and resizes its
// radius.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"
#include "core/queries/ray_queries.hpp"
#include "render/draw_shapes.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

constexpr int kArcSegments = 72;

std::string title(const desc::Capsule&) {
  return "Capsule";
}

// Upright on screen (along the view's up), so it is seen from the side, never end on.
ObjectDesc make(const NewObjectFrame& at) {
  const D3 half = 0.35 * at.size * at.up;
  return desc::Capsule{at.center - half, at.center + half, 0.3 * at.size};
}
constexpr AddEntry kAdd[] = {{"Capsule", "capsule", make}};

D3 pivot(const desc::Capsule& c) {
  return (c.a + c.b) * 0.5;
}
// Its own y along b − a (the world's axes for a ball, a == b).
std::array<D3, 3> local_axes(const desc::Capsule& c) {
  const D3 axis = c.b - c.a;
  if (!(glm::length(axis) > 0)) return kinds::world_axes();
  const glm::dmat3 r = rotation_y_to(axis);
  return {r[0], r[1], r[2]};
}
std::vector<D3> vertices(const desc::Capsule& c) {
  return {c.a, c.b};
}
ObjectDesc with_vertex(const desc::Capsule& start, int i, const D3& position) {
  desc::Capsule c = start;
  (i == 0 ? c.a : c.b) = position;
  return c;
}

std::optional<RayHit> pick(const desc::Capsule& d, const PickQuery& q) {
  return ray_capsule(q.ray, {d.a, d.b, d.radius});
}

// The silhouette of the end sphere about `c` seen from the eye (the circle where the cone from
// the eye touches it: centre c + e·r²/|e|², radius r·√(1 − r²/|e|²), e = eye − c), only its
// part beyond the end: p(θ) = m + ρ·(cos θ·u + sin θ·v) has (p − c)·outward = A + R·cos(θ − φ),
// which is >= 0 for |θ − φ| <= acos(−A/R); its ends are where the side lines end. (`outward`
// points away from the other end; zero for a ball: all of it.)
void end_arc(const ObjectStyle& s, const D3& c, double r, const D3& outward) {
  const D3 e = s.view.eye_exact - c;
  const double d2 = glm::dot(e, e);
  if (!(d2 > r * r * 1.0001)) return;  // the eye is inside the ball
  const D3 m = c + e * (r * r / d2);
  const double rho = r * std::sqrt(1.0 - r * r / d2);
  const D3 normal = e / std::sqrt(d2);
  const D3 u = perpendicular(normal), v = glm::cross(normal, u);
  const double a = glm::dot(m - c, outward), b = rho * glm::dot(u, outward),
               cc = rho * glm::dot(v, outward);
  const double big_r = std::hypot(b, cc);
  double from = 0, span = 2 * M_PI;
  if (big_r > std::abs(a)) {
    const double phi = std::atan2(cc, b), half = std::acos(std::clamp(-a / big_r, -1.0, 1.0));
    from = phi - half;
    span = 2 * half;
  } else if (a < 0) {
    return;  // wholly on the inner side: hidden by the tube
  }
  const int n = std::max(2, int(std::ceil(kArcSegments * span / (2 * M_PI))));
  const auto at = [&](int i) {
    const double t = from + span * double(i) / n;
    return m + rho * (std::cos(t) * u + std::sin(t) * v);
  };
  for (int i = 0; i < n; ++i)
    kinds::line(s, at(i), at(i + 1), s.outline, s.width);
}

void draw(const desc::Capsule& d, const ObjectStyle& s) {
  const D3 ab = d.b - d.a;
  const double length = glm::length(ab);
  const Vec3<double> r(d.radius);
  kinds::solid(s, Solid::sphere, kinds::axis_aligned(d.a, r));
  kinds::solid(s, Solid::sphere, kinds::axis_aligned(d.b, r));
  if (!(length > 0)) {  // a ball
    kinds::sphere_silhouette(s, kinds::axis_aligned(d.a, r), s.outline, s.width);
    return;
  }
  // The unit cylinder (radius 1, y from 0 to 1) turned onto a → b and scaled.
  const glm::dmat3 turn = rotation_y_to(ab);
  kinds::solid(s, Solid::cylinder,
               {d.a, glm::dmat3(turn[0] * d.radius, turn[1] * length, turn[2] * d.radius)});
  if (s.width <= 0) return;  // outlines off
  const D3 axis = ab / length;
  end_arc(s, d.a, d.radius, -axis);
  end_arc(s, d.b, d.radius, axis);
  kinds::tube_side_lines(s, d.a, d.b, d.radius);
}
std::optional<BoundingSphere> marker(const desc::Capsule& d, const DrawnSizes&) {
  return BoundingSphere{pivot(d), 0.5 * glm::length(d.b - d.a) + d.radius};
}

}  // namespace

extern constinit const KindRow kCapsuleKind = {
    .alternative = kind_index<desc::Capsule>(),
    .title = on<title>,
    .add = kAdd,
    .pivot = on<pivot>,
    .local_axes = on<local_axes>,
    .cannot_rotate = "",
    .rotated = kinds::rotated,
    .cannot_scale = "",
    .scale_handles = ScaleHandles::uniform,
    .scaled = kinds::scaled,
    .vertices = on<vertices>,
    .with_vertex = on<with_vertex>,
    .pick = on<pick>,
    .draw = on<draw>,
    .marker = on<marker>,
    .default_color = std::nullopt,
};

}  // namespace collide
