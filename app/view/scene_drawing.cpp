#include "app/view/scene_drawing.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>
#include <glm/mat3x3.hpp>

#include "app/view/scene_view.hpp"
#include "render/draw_shapes.hpp"
#include "render/eye_relative.hpp"

namespace collide {

namespace {

constexpr int kSilhouetteSegments = 72;

// A unit mesh's placement in double: world = center + basis·local.
struct Placement {
  glm::dvec3 center;
  glm::dmat3 basis;
  glm::dvec3 apply(const glm::dvec3& local) const { return center + basis * local; }
};

Placement placement(const Vec3<double>& center, const Quat<double>& rotation,
                    const Vec3<double>& scale) {
  const glm::dmat3 r = glm::mat3_cast(glm::normalize(rotation));
  return {center, glm::dmat3(r[0] * scale.x, r[1] * scale.y, r[2] * scale.z)};
}

// placement() without a rotation: the identity's columns times the scale, the same products
// (bit for bit) without normalising and converting a quaternion per object.
Placement axis_aligned(const Vec3<double>& center, const Vec3<double>& scale) {
  return {center, glm::dmat3(glm::dvec3(1, 0, 0) * scale.x, glm::dvec3(0, 1, 0) * scale.y,
                             glm::dvec3(0, 0, 1) * scale.z)};
}

void solid(DrawList& list, Solid kind, const Placement& p, const Color& color) {
  list.solid(Layer::scene, {kind, p.center, glm::mat3(p.basis), color});
}

void line(DrawList& list, const glm::dvec3& a, const glm::dvec3& b, const Color& color,
          float width) {
  list.line(Layer::scene, {a, b, color, color, width});
}

// The twelve edges of the unit cube [−1, 1]³ placed by `p`.
void box_edges(DrawList& list, const Placement& p, const Color& color, float width) {
  if (width <= 0) return;  // outlines off
  collide::box_edges(list, {Layer::scene, color, width}, p.center, p.basis);
}

// The silhouette of the unit sphere placed by `p`, seen from `eye`. Affine maps keep tangency,
// so it is the image of the unit sphere's silhouette seen from e' = basis⁻¹·(eye − center): the
// circle of centre e'/|e'|² and radius √(1 − 1/|e'|²) in the plane normal to e'. In double, so
// a small sphere far from the origin keeps its outline on its rim.
void sphere_silhouette(DrawList& list, const Placement& p, const glm::dvec3& eye,
                       const Color& color, float width) {
  if (width <= 0) return;  // outlines off
  const glm::dvec3 e = glm::inverse(p.basis) * (eye - p.center);
  const double d2 = glm::dot(e, e);
  if (!(d2 > 1.0001)) return;  // the eye is inside (or the sphere is flat): no silhouette
  const glm::dvec3 axis = e / std::sqrt(d2);
  const glm::dvec3 center = e / d2;
  const double radius = std::sqrt(1.0 - 1.0 / d2);
  const glm::dvec3 u = perpendicular(axis), v = glm::cross(axis, u);
  // The placement is affine: the circle's image is the ring about the image of its centre,
  // spanned by the images of its two radii.
  ring(list, {Layer::scene, color, width}, p.apply(center), p.basis * (radius * u),
       p.basis * (radius * v), kSilhouetteSegments);
}

// A shaded arrow from `from` along `dir` (unit) of `length`: a cylinder shaft and a cone head.
void arrow(DrawList& list, const glm::dvec3& from, const glm::dvec3& dir, double length,
           const Color& color) {
  solid_arrow(list, Layer::scene, from, dir, length, {0.025, 0.075, std::min(0.28, 0.4 * length)},
              color);
}

// One pixel's size in world units at p's depth (2·depth·tan(fov/2) / height), or nothing when p
// is not in front of the eye.
std::optional<double> pixel_at(const ObjectView& view, const glm::dvec3& p) {
  const double depth = glm::dot(p - view.eye_exact, view.forward);
  if (!(depth > 0)) return std::nullopt;
  return 2.0 * depth * view.tan_half_fov / double(view.height);
}

// A ring radius_px pixels around p in the plane through p facing the eye (spanned by right and
// up): every point of it is at p's depth, so its image is a circle of radius_px about p's.
void pixel_ring(DrawList& list, const ObjectView& view, const glm::dvec3& p, double radius_px,
                const Color& color, float width) {
  const auto pixel = pixel_at(view, p);
  if (!pixel) return;
  const double r = radius_px * *pixel;
  ring(list, {Layer::scene, color, width}, p, r * view.right, r * view.up, kRingSegments);
}

// A segment's outline: rings about its ends and, either side of it, lines side_px pixels off it
// on screen (offset along cross(b − a, forward): across the segment, in the image plane).
void segment_outline(DrawList& list, const ObjectView& view, const glm::dvec3& a,
                     const glm::dvec3& b, const Color& color, float width) {
  pixel_ring(list, view, a, kSegmentEndRingPx, color, width);
  pixel_ring(list, view, b, kSegmentEndRingPx, color, width);
  const glm::dvec3 side = glm::cross(b - a, view.forward);
  const double len = glm::length(side);
  const auto pa = pixel_at(view, a), pb = pixel_at(view, b);
  if (!(len > 0) || !pa || !pb) return;  // seen end on, or an end behind the eye
  const glm::dvec3 s = side / len;
  for (const double sign : {1.0, -1.0})
    line(list, a + sign * kSegmentSidePx * *pa * s, b + sign * kSegmentSidePx * *pb * s, color,
         width);
}

struct DrawObject {
  DrawList& list;
  Color color;
  const ObjectView& view;
  Color outline;
  float width;
  bool emphasised;  // selected or highlighted: points and segments get their outline too

  void operator()(const desc::Box& d) const {
    const Placement p = placement(d.center, d.rotation, d.half_extents);
    solid(list, Solid::box, p, color);
    box_edges(list, p, outline, width);
  }
  void operator()(const desc::Aabb& d) const {
    const Placement p = axis_aligned((d.min + d.max) * 0.5, (d.max - d.min) * 0.5);
    solid(list, Solid::box, p, color);
    box_edges(list, p, outline, width);
  }
  void operator()(const desc::Sphere& d) const {
    const Placement p = axis_aligned(d.center, Vec3<double>(d.radius));
    solid(list, Solid::sphere, p, color);
    sphere_silhouette(list, p, view.eye_exact, outline, width);
    if (!d.velocity) return;
    // The swept end as an outline of the same colour, the swept tube's sides, and the motion.
    const glm::dvec3 c0 = d.center, v = *d.velocity, c1 = c0 + v;
    const Placement end = axis_aligned(c1, Vec3<double>(d.radius));
    const Color ghost{color.r, color.g, color.b, 0.9f};
    sphere_silhouette(list, end, view.eye_exact, ghost, kOutlineWidth);
    const double len = glm::length(v);
    if (len <= 0) return;
    const glm::dvec3 side = glm::cross(v / len, glm::normalize(view.eye_exact - 0.5 * (c0 + c1)));
    if (glm::length(side) > 1e-4) {
      const glm::dvec3 s = glm::normalize(side) * d.radius;
      const Color faint{color.r, color.g, color.b, 0.55f};
      line(list, c0 + s, c1 + s, faint, 1.2f);
      line(list, c0 - s, c1 - s, faint, 1.2f);
    }
    line(list, c0, c1, ghost, 2.0f);
    list.point(Layer::scene, {c1, color, 8.0f});
  }
  void operator()(const desc::Plane& d) const {
    // The quad's directions from plane_quad (directions keep their precision in float), its
    // centre and corners in double.
    const PlaneQuad q = plane_quad(d);
    const glm::dvec3 p = d.point, u(q.u), v(q.v);
    const double h = kPlaneQuadHalfSize;
    const glm::dvec3 a = p - h * u - h * v, b = p + h * u - h * v, c = p + h * u + h * v,
                     e = p - h * u + h * v;
    list.triangle(Layer::scene, {a, b, c, color});
    list.triangle(Layer::scene, {a, c, e, color});
    // A faint grid on the quad reads as "a plane, extending on", and the border outlines it.
    const Color faint{kOutlineColor.r, kOutlineColor.g, kOutlineColor.b, 0.25f};
    for (int i = 1; i < 4; ++i) {
      const double t = -h + 2 * h * double(i) / 4;
      line(list, p + t * u - h * v, p + t * u + h * v, faint, 1.0f);
      line(list, p - h * u + t * v, p + h * u + t * v, faint, 1.0f);
    }
    line(list, a, b, outline, width);
    line(list, b, c, outline, width);
    line(list, c, e, outline, width);
    line(list, e, a, outline, width);
    // The normal arrow in a darker shade of the plane's colour, so it reads against the quad.
    arrow(list, p, glm::dvec3(q.normal), kPlaneArrowLength, Color(glm::vec3(color) * 0.55f, 1.0f));
  }
  void operator()(const desc::Point& d) const {
    list.point(Layer::scene, {d.position, color, 12.0f});
    if (emphasised) pixel_ring(list, view, d.position, kPointRingPx, outline, width);
  }
  void operator()(const desc::Segment& d) const {
    line(list, d.a, d.b, color, 3.0f);
    list.point(Layer::scene, {d.a, color, 8.0f});
    list.point(Layer::scene, {d.b, color, 8.0f});
    if (emphasised) segment_outline(list, view, d.a, d.b, outline, width);
  }
  void operator()(const desc::Triangle& d) const {
    list.triangle(Layer::scene, {d.a, d.b, d.c, color});
    line(list, d.a, d.b, outline, width);
    line(list, d.b, d.c, outline, width);
    line(list, d.c, d.a, outline, width);
  }
  void operator()(const desc::Ellipsoid& d) const {
    const Placement p = placement(d.center, d.rotation, d.radii);
    solid(list, Solid::sphere, p, color);
    sphere_silhouette(list, p, view.eye_exact, outline, width);
  }
  // Infinite one way: a long line from the origin (a dot), and an arrow head a unit along the
  // direction so which way it runs reads even when the far end leaves the view.
  void operator()(const desc::Ray& d) const {
    const glm::dvec3 end = ray_drawn_end(d);
    line(list, d.origin, end, color, 3.0f);
    list.point(Layer::scene, {d.origin, color, 10.0f});
    if (end != d.origin)
      arrow(list, d.origin, glm::normalize(end - d.origin), kRayArrowLength,
            Color(glm::vec3(color) * 0.55f, 1.0f));
    if (emphasised) segment_outline(list, view, d.origin, end, outline, width);
  }
};

// Colours for objects that bring none: distinct by position in the scene, so two boxes side by
// side never share one; planes, large by nature, keep a quiet neutral.
Rgb default_color(const ObjectDesc& d, std::size_t index) {
  constexpr Rgb palette[] = {
      {70, 136, 235},   // blue
      {238, 102, 84},   // coral
      {60, 175, 120},   // green
      {240, 185, 60},   // amber
      {165, 110, 225},  // violet
      {80, 190, 215},   // cyan
      {230, 120, 170},  // pink
      {150, 200, 90},   // lime
  };
  if (std::holds_alternative<desc::Plane>(d)) return {214, 200, 160};
  return palette[index % std::size(palette)];
}

double max_abs(const glm::dvec3& v) {
  return std::max({std::abs(v.x), std::abs(v.y), std::abs(v.z)});
}

struct MarkerSphere {
  std::optional<BoundingSphere> operator()(const desc::Box& d) const {
    return BoundingSphere{d.center, glm::length(d.half_extents)};
  }
  std::optional<BoundingSphere> operator()(const desc::Aabb& d) const {
    return BoundingSphere{(d.min + d.max) * 0.5, 0.5 * glm::length(d.max - d.min)};
  }
  std::optional<BoundingSphere> operator()(const desc::Sphere& d) const {
    return BoundingSphere{d.center, d.radius};
  }
  std::optional<BoundingSphere> operator()(const desc::Plane& d) const {
    return BoundingSphere{d.point, kPlaneQuadHalfSize * std::sqrt(2.0)};
  }
  std::optional<BoundingSphere> operator()(const desc::Point&) const { return std::nullopt; }
  std::optional<BoundingSphere> operator()(const desc::Segment&) const { return std::nullopt; }
  std::optional<BoundingSphere> operator()(const desc::Ray&) const { return std::nullopt; }
  std::optional<BoundingSphere> operator()(const desc::Triangle& d) const {
    const glm::dvec3 c = (d.a + d.b + d.c) / 3.0;
    return BoundingSphere{
        c, std::max({glm::length(d.a - c), glm::length(d.b - c), glm::length(d.c - c)})};
  }
  std::optional<BoundingSphere> operator()(const desc::Ellipsoid& d) const {
    return BoundingSphere{d.center, max_abs(d.radii)};
  }
};

}  // namespace

Color to_color(Rgb rgb) {
  // byte / 255 for every byte, divided once at compile time (the same IEEE quotients): three
  // divisions per object were a visible share of a 100,000-object frame.
  static constexpr std::array<float, 256> kChannel = [] {
    std::array<float, 256> t{};
    for (std::size_t i = 0; i < t.size(); ++i)
      t[i] = float(i) / 255.0f;
    return t;
  }();
  return Color(kChannel[rgb.r], kChannel[rgb.g], kChannel[rgb.b], 1.0f);
}

Color object_color(const SceneObject& object, std::size_t index) {
  return to_color(object.color ? *object.color : default_color(object.desc, index));
}

std::optional<BoundingSphere> marker_sphere(const ObjectDesc& d) {
  return std::visit(MarkerSphere{}, d);
}

double projected_diameter_px(const BoundingSphere& s, const Camera& camera,
                             const Viewport& viewport) {
  return projected_diameter_px(s, ObjectView(camera, viewport));
}

ObjectView::ObjectView(const Camera& camera, const Viewport& viewport)
    : eye_exact(eye_position_exact(camera)),
      eye(eye_position(camera)),
      forward(forward_direction(camera)),
      right(right_direction(camera)),
      up(up_direction(camera)),
      tan_half_fov(std::tan(0.5 * double(camera.fov_y))),
      height(std::max(1, viewport.height)) {}

double projected_diameter_px(const BoundingSphere& s, const ObjectView& view) {
  const auto pixel = pixel_at(view, s.center);
  return pixel ? 2.0 * s.radius / *pixel : 0;
}

void draw_object(DrawList& list, const SceneObject& object, std::size_t index, const Camera& camera,
                 const Viewport& viewport, bool highlighted, bool outline) {
  draw_object(list, object, index, ObjectView(camera, viewport),
              highlighted ? Outline::highlighted : Outline::plain, outline);
}

void draw_object(DrawList& list, const SceneObject& object, std::size_t index,
                 const ObjectView& view, Outline role, bool outline) {
  const Color color = object_color(object, index);
  struct Style {
    Color color;
    float width;
  };
  const Style style = role == Outline::highlighted ? Style{kHighlightColor, kHighlightWidth}
                      : role == Outline::primary
                          ? Style{kPrimarySelectedColor, kPrimarySelectedWidth}
                      : role == Outline::selected ? Style{kSelectedColor, kSelectedWidth}
                      : outline                   ? Style{kOutlineColor, kOutlineWidth}
                                                  : Style{kOutlineColor, 0.0f};
  std::visit(DrawObject{list, color, view, style.color, style.width, role != Outline::plain},
             object.desc);
  // view_depth(camera, p) is dot(p − eye_position, forward): the same terms, computed once.
  if (const auto s = marker_sphere(object.desc); s &&
                                                 projected_diameter_px(*s, view) < kMarkerBelowPx &&
                                                 glm::dot(s->center - view.eye, view.forward) > 0)
    list.point(Layer::overlay, {s->center, color, kMarkerSizePx});
}

void draw_objects(DrawList& list, const Scene& scene, const Camera& camera,
                  const Viewport& viewport, int highlighted, bool outlines,
                  std::span<const std::size_t> selected) {
  const ObjectView view(camera, viewport);
  // Each object's role, when anything is selected (a select-all of 100,000 objects stays one
  // pass); the primary is the last selected.
  std::vector<Outline> roles;
  if (!selected.empty()) {
    roles.assign(scene.objects.size(), Outline::plain);
    for (const std::size_t i : selected)
      if (i < roles.size()) roles[i] = Outline::selected;
    if (selected.back() < roles.size()) roles[selected.back()] = Outline::primary;
  }
  for (std::size_t i = 0; i < scene.objects.size(); ++i)
    if (scene.objects[i].visible)
      draw_object(list, scene.objects[i], i, view,
                  int(i) == highlighted ? Outline::highlighted
                  : roles.empty()       ? Outline::plain
                                        : roles[i],
                  outlines);
}

}  // namespace collide
