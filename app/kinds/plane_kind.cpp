// The plane (a normal of any non-zero length and a point on it): unbounded, so it is drawn and
// picked as a square about its point (DrawnSizes::plane_half_size) with its normal arrow.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

// The plane's faded extent (draw_extent): rules out to kPlaneExtentReach times the eye's
// distance, kPlaneExtentLines each way from the foot, each cut in segments so its alpha fades.
constexpr int kPlaneExtentLines = 16;
constexpr int kPlaneExtentSegments = 8;
constexpr double kPlaneExtentReach = 6.0;
constexpr float kPlaneExtentAlpha = 0.45f;

// The square drawn for the plane, in double: u horizontal where possible, so a tilted plane's
// square sits level. The gizmo's own axes are (u, normal, v).
PlanePatch square(const desc::Plane& plane, double half_size) {
  PlanePatch p;
  const D3 n = glm::normalize(plane.normal);
  D3 u = glm::cross(D3(0, 1, 0), n);
  u = glm::length(u) > 1e-3 ? glm::normalize(u) : D3(1, 0, 0);
  p.center = plane.point;
  p.u = u;
  p.v = glm::cross(n, u);
  p.half_size = half_size;
  return p;
}

std::string title(const desc::Plane&) {
  return "Plane";
}

// A ground through the view's centre (normal up, or down when the eye is below it), unless the
// view is within 15° of level: a ground seen edge-on is a line, so then the plane stands facing
// the eye along the horizontal world axis nearest the line of sight.
ObjectDesc make(const NewObjectFrame& at) {
  const D3& e = at.toward_eye;
  D3 normal(0, e.y < 0 ? -1 : 1, 0);
  if (std::abs(e.y) < std::sin(glm::radians(15.0))) {
    normal =
        std::abs(e.x) > std::abs(e.z) ? D3(e.x < 0 ? -1 : 1, 0, 0) : D3(0, 0, e.z < 0 ? -1 : 1);
  }
  return desc::Plane{normal, at.center};
}
constexpr AddEntry kAdd[] = {{"Plane", "plane", make}};

D3 pivot(const desc::Plane& p) {
  return p.point;
}
std::array<D3, 3> local_axes(const desc::Plane& p) {
  const PlanePatch s = square(p, 1);
  return {s.u, glm::normalize(p.normal), s.v};
}

std::optional<RayHit> pick(const desc::Plane& d, const PickQuery& q) {
  return ray_plane_patch(q.ray, square(d, q.plane_half_size));
}

// The plane goes on past its square: a large square about the eye's foot on the plane, so it
// shows wherever the plane is dragged, ruled with lines whose alpha falls with the distance from
// that foot (gone before the square's edge, so no edge shows); the GPU clips it to the view.
// Lines, not a translucent fill: filled triangles write depth and would hide the ground grid and
// every outline behind the plane.
void draw_extent(const desc::Plane& d, const ObjectStyle& s, const PlanePatch& q) {
  const D3 n = glm::normalize(d.normal);
  const double height = glm::dot(s.view.eye_exact - d.point, n);
  const D3 foot = s.view.eye_exact - height * n;
  // Far enough to reach the horizon at grazing views, but a bounded multiple of the eye's
  // distance from the plane's point so the depth range stays sane.
  const double reach =
      kPlaneExtentReach * std::max({std::abs(height), glm::length(s.view.eye_exact - d.point),
                                    s.sizes.plane_half_size});
  // The rules through the plane's own point, so they do not crawl as the eye moves.
  const double step = reach / kPlaneExtentLines;
  const D3 u = q.u, v = q.v;
  const double fu = std::round(glm::dot(foot - d.point, u) / step) * step;
  const double fv = std::round(glm::dot(foot - d.point, v) / step) * step;
  const D3 origin = d.point + fu * u + fv * v;  // a rule crossing near the foot
  auto faded = [&](const D3& p) {
    Color c = s.color;
    c.a *= kPlaneExtentAlpha * float(std::max(0.0, 1.0 - glm::length(p - foot) / reach));
    return c;
  };
  for (int axis = 0; axis < 2; ++axis) {
    const D3 along = axis ? u : v, across = axis ? v : u;
    for (int i = -kPlaneExtentLines; i <= kPlaneExtentLines; ++i) {
      const D3 base = origin + double(i) * step * across;
      for (int k = -kPlaneExtentSegments; k < kPlaneExtentSegments; ++k) {
        const D3 a = base + reach * double(k) / kPlaneExtentSegments * along;
        const D3 b = base + reach * double(k + 1) / kPlaneExtentSegments * along;
        const Color ca = faded(a), cb = faded(b);
        if (ca.a > 0 || cb.a > 0) s.list.line(Layer::scene, {a, b, ca, cb, 1.0f});
      }
    }
  }
}

void draw(const desc::Plane& d, const ObjectStyle& s) {
  const PlanePatch q = square(d, s.sizes.plane_half_size);
  draw_extent(d, s, q);
  const D3 p = d.point, u = q.u, v = q.v;
  const double h = q.half_size;
  const D3 a = p - h * u - h * v, b = p + h * u - h * v, c = p + h * u + h * v,
           e = p - h * u + h * v;
  s.list.triangle(Layer::scene, {a, b, c, s.color});
  s.list.triangle(Layer::scene, {a, c, e, s.color});
  // A faint grid on the square reads as "a plane, extending on", and the border outlines it.
  const Color faint{kOutlineColor.r, kOutlineColor.g, kOutlineColor.b, 0.25f};
  for (int i = 1; i < 4; ++i) {
    const double t = -h + 2 * h * double(i) / 4;
    kinds::line(s, p + t * u - h * v, p + t * u + h * v, faint, 1.0f);
    kinds::line(s, p - h * u + t * v, p + h * u + t * v, faint, 1.0f);
  }
  kinds::line(s, a, b, s.outline, s.width);
  kinds::line(s, b, c, s.outline, s.width);
  kinds::line(s, c, e, s.outline, s.width);
  kinds::line(s, e, a, s.outline, s.width);
  // The normal arrow in a darker shade of the plane's colour, so it reads against the square.
  kinds::arrow(s, p, glm::normalize(d.normal), s.sizes.plane_arrow_length,
               Color(glm::vec3(s.color) * 0.55f, 1.0f));
}
std::optional<BoundingSphere> marker(const desc::Plane& d, const DrawnSizes& sizes) {
  return BoundingSphere{d.point, sizes.plane_half_size * std::sqrt(2.0)};
}

}  // namespace

extern constinit const KindRow kPlaneKind = {
    .alternative = kind_index<desc::Plane>(),
    .title = on<title>,
    .add = kAdd,
    .pivot = on<pivot>,
    .local_axes = on<local_axes>,
    .cannot_rotate = "",
    .rotated = kinds::rotated,
    .cannot_scale = "a plane is unbounded: it has no size",
    .scale_handles = ScaleHandles::none,
    .pick = on<pick>,
    .draw = on<draw>,
    .marker = on<marker>,
    // Planes, large by nature, keep a quiet neutral.
    .default_color = Rgb{214, 200, 160},
};

}  // namespace collide
