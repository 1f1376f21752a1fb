#include "app/kinds/kind_drawing.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "render/draw_shapes.hpp"
#include "render/eye_relative.hpp"

namespace collide {

namespace {
constexpr int kSilhouetteSegments = 72;
}  // namespace

ObjectView::ObjectView(const Camera& camera, const Viewport& viewport)
    : eye_exact(eye_position_exact(camera)),
      eye(eye_position(camera)),
      forward(forward_direction(camera)),
      right(right_direction(camera)),
      up(up_direction(camera)),
      tan_half_fov(std::tan(0.5 * double(camera.fov_y))),
      height(std::max(1, viewport.height)),
      aspect(double(std::max(1, viewport.width)) / double(std::max(1, viewport.height))) {}

namespace kinds {

Placement placement(const Vec3<double>& center, const Quat<double>& rotation,
                    const Vec3<double>& scale) {
  const glm::dmat3 r = glm::mat3_cast(glm::normalize(rotation));
  return {center, glm::dmat3(r[0] * scale.x, r[1] * scale.y, r[2] * scale.z)};
}

Placement axis_aligned(const Vec3<double>& center, const Vec3<double>& scale) {
  return {center, glm::dmat3(glm::dvec3(1, 0, 0) * scale.x, glm::dvec3(0, 1, 0) * scale.y,
                             glm::dvec3(0, 0, 1) * scale.z)};
}

void solid(const ObjectStyle& s, Solid kind, const Placement& p) {
  s.list.solid(Layer::scene, {kind, p.center, glm::mat3(p.basis), s.color});
}

void line(const ObjectStyle& s, const glm::dvec3& a, const glm::dvec3& b, const Color& color,
          float width) {
  s.list.line(Layer::scene, {a, b, color, color, width});
}

void box_edges(const ObjectStyle& s, const Placement& p) {
  if (s.width <= 0) return;  // outlines off
  collide::box_edges(s.list, {Layer::scene, s.outline, s.width}, p.center, p.basis);
}

// Affine maps keep tangency, so the silhouette is the image of the unit sphere's silhouette seen
// from e' = basis⁻¹·(eye − center): the circle of centre e'/|e'|² and radius √(1 − 1/|e'|²) in
// the plane normal to e'. In double, so a small sphere far from the origin keeps its outline on
// its rim.
void sphere_silhouette(const ObjectStyle& s, const Placement& p, const Color& color, float width) {
  if (width <= 0) return;  // outlines off
  const glm::dvec3 e = glm::inverse(p.basis) * (s.view.eye_exact - p.center);
  const double d2 = glm::dot(e, e);
  if (!(d2 > 1.0001)) return;  // the eye is inside (or the sphere is flat): no silhouette
  const glm::dvec3 axis = e / std::sqrt(d2);
  const glm::dvec3 center = e / d2;
  const double radius = std::sqrt(1.0 - 1.0 / d2);
  const glm::dvec3 u = perpendicular(axis), v = glm::cross(axis, u);
  // The placement is affine: the circle's image is the ring about the image of its centre,
  // spanned by the images of its two radii.
  ring(s.list, {Layer::scene, color, width}, p.apply(center), p.basis * (radius * u),
       p.basis * (radius * v), kSilhouetteSegments);
}

void arrow(const ObjectStyle& s, const glm::dvec3& from, const glm::dvec3& dir, double length,
           const Color& color) {
  solid_arrow(s.list, Layer::scene, from, dir, length, {0.025, 0.075, std::min(0.28, 0.4 * length)},
              color);
}

std::optional<double> pixel_at(const ObjectView& view, const glm::dvec3& p) {
  const double depth = glm::dot(p - view.eye_exact, view.forward);
  if (!(depth > 0)) return std::nullopt;
  return 2.0 * depth * view.tan_half_fov / double(view.height);
}

// Every point of the ring is at p's depth (it is spanned by right and up), so its image is a
// circle of radius_px about p's.
void pixel_ring(const ObjectStyle& s, const glm::dvec3& p, double radius_px) {
  const auto pixel = pixel_at(s.view, p);
  if (!pixel) return;
  const double r = radius_px * *pixel;
  ring(s.list, {Layer::scene, s.outline, s.width}, p, r * s.view.right, r * s.view.up,
       kRingSegments);
}

// The side lines are offset along cross(b − a, forward): across the segment, in the image plane.
void segment_outline(const ObjectStyle& s, const glm::dvec3& a, const glm::dvec3& b) {
  pixel_ring(s, a, kSegmentEndRingPx);
  pixel_ring(s, b, kSegmentEndRingPx);
  const glm::dvec3 side = glm::cross(b - a, s.view.forward);
  const double len = glm::length(side);
  const auto pa = pixel_at(s.view, a), pb = pixel_at(s.view, b);
  if (!(len > 0) || !pa || !pb) return;  // seen end on, or an end behind the eye
  const glm::dvec3 dir = side / len;
  for (const double sign : {1.0, -1.0})
    line(s, a + sign * kSegmentSidePx * *pa * dir, b + sign * kSegmentSidePx * *pb * dir, s.outline,
         s.width);
}

// The tube's silhouette lines: at each end, the points c + r·w (w ⟂ axis, unit) whose tangent
// plane holds the eye, (eye − c)·w = r: w = (r/L)·ê ± √(1 − r²/L²)·(axis × ê), with ê, L the
// direction and length of eye − c across the axis.
void tube_side_lines(const ObjectStyle& s, const glm::dvec3& a, const glm::dvec3& b,
                     double radius) {
  const glm::dvec3 axis = glm::normalize(b - a);
  glm::dvec3 ends[2][2];
  for (int k = 0; k < 2; ++k) {
    const glm::dvec3 c = k == 0 ? a : b;
    glm::dvec3 across = s.view.eye_exact - c;
    across -= glm::dot(across, axis) * axis;
    const double l = glm::length(across);
    if (!(l > radius)) return;  // the eye is inside the infinite cylinder: seen end on
    const glm::dvec3 e = across / l, side = glm::cross(axis, e);
    const double along = radius / l, out = std::sqrt(1.0 - along * along);
    ends[k][0] = c + radius * (along * e + out * side);
    ends[k][1] = c + radius * (along * e - out * side);
  }
  line(s, ends[0][0], ends[1][0], s.outline, s.width);
  line(s, ends[0][1], ends[1][1], s.outline, s.width);
}

}  // namespace kinds
}  // namespace collide
