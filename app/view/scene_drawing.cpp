#include "app/view/scene_drawing.hpp"

#include <array>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>
#include <glm/gtc/quaternion.hpp>

#include "app/view/scene_view.hpp"
#include "render/debug_draw_adapter.hpp"
#include "render/grid.hpp"

namespace collide {

namespace {

constexpr float kTwoPi = 6.28318530718f;
constexpr int kSilhouetteSegments = 72;

glm::vec3 f(const Vec3<double>& v) {
  return glm::vec3(v);
}

glm::mat4 placement(const Vec3<double>& center, const Quat<double>& rotation,
                    const Vec3<double>& scale) {
  const glm::quat q(glm::normalize(rotation));
  return glm::translate(glm::mat4(1), f(center)) * glm::mat4_cast(q) *
         glm::scale(glm::mat4(1), f(scale));
}

// The twelve edges of the unit cube [−1, 1]³ mapped by `model`.
void box_edges(DebugDraw& dd, const glm::mat4& model, const Color& color, float width) {
  if (width <= 0) return;  // outlines off
  std::array<glm::vec3, 8> c;
  for (int i = 0; i < 8; ++i)
    c[std::size_t(i)] =
        glm::vec3(model * glm::vec4(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1, 1));
  for (int i = 0; i < 8; ++i)
    for (int bit : {1, 2, 4})
      if (!(i & bit)) dd.line(c[std::size_t(i)], c[std::size_t(i | bit)], color, width);
}

// The silhouette of the unit sphere mapped by the affine `model`, seen from `eye`. Affine maps
// keep tangency, so it is the image of the unit sphere's silhouette seen from e' = model⁻¹·eye:
// the circle of centre e'/|e'|² and radius √(1 − 1/|e'|²) in the plane normal to e'.
void sphere_silhouette(DebugDraw& dd, const glm::mat4& model, const glm::vec3& eye,
                       const Color& color, float width) {
  if (width <= 0) return;  // outlines off
  const glm::vec3 e = glm::vec3(glm::inverse(model) * glm::vec4(eye, 1));
  const float d2 = glm::dot(e, e);
  if (!(d2 > 1.0001f)) return;  // the eye is inside: no silhouette
  const glm::vec3 axis = e / std::sqrt(d2);
  const glm::vec3 center = e / d2;
  const float radius = std::sqrt(1.0f - 1.0f / d2);
  const glm::vec3 helper = std::abs(axis.y) < 0.9f ? glm::vec3(0, 1, 0) : glm::vec3(1, 0, 0);
  const glm::vec3 u = glm::normalize(glm::cross(axis, helper));
  const glm::vec3 v = glm::cross(axis, u);
  glm::vec3 prev{};
  for (int i = 0; i <= kSilhouetteSegments; ++i) {
    const float a = kTwoPi * float(i) / float(kSilhouetteSegments);
    const glm::vec3 local = center + radius * (std::cos(a) * u + std::sin(a) * v);
    const glm::vec3 p = glm::vec3(model * glm::vec4(local, 1));
    if (i > 0) dd.line(prev, p, color, width);
    prev = p;
  }
}

// A shaded arrow from `from` along `dir` (unit) of `length`: a cylinder shaft and a cone head.
void arrow(DebugDraw& dd, const glm::vec3& from, const glm::vec3& dir, float length,
           const Color& color) {
  const float head = std::min(0.28f, 0.4f * length);
  const float shaft_radius = 0.025f, head_radius = 0.075f;
  // A rotation taking +y (the meshes' axis) to dir.
  const glm::quat q(glm::vec3(0, 1, 0), dir);
  const glm::mat4 base = glm::translate(glm::mat4(1), from) * glm::mat4_cast(q);
  dd.solid(Solid::cylinder,
           base * glm::scale(glm::mat4(1), glm::vec3(shaft_radius, length - head, shaft_radius)),
           color);
  dd.solid(Solid::cone,
           glm::translate(base, glm::vec3(0, length - head, 0)) *
               glm::scale(glm::mat4(1), glm::vec3(head_radius, head, head_radius)),
           color);
}

struct DrawObject {
  DebugDraw& dd;
  Color color;
  glm::vec3 eye;
  Color outline;
  float width;

  void operator()(const desc::Box& d) const {
    const glm::mat4 m = placement(d.center, d.rotation, d.half_extents);
    dd.solid(Solid::box, m, color);
    box_edges(dd, m, outline, width);
  }
  void operator()(const desc::Aabb& d) const {
    const glm::mat4 m = placement((d.min + d.max) * 0.5, {1, 0, 0, 0}, (d.max - d.min) * 0.5);
    dd.solid(Solid::box, m, color);
    box_edges(dd, m, outline, width);
  }
  void operator()(const desc::Sphere& d) const {
    const glm::mat4 m = placement(d.center, {1, 0, 0, 0}, Vec3<double>(d.radius));
    dd.solid(Solid::sphere, m, color);
    sphere_silhouette(dd, m, eye, outline, width);
    if (!d.velocity) return;
    // The swept end as an outline of the same colour, the swept tube's sides, and the motion.
    const glm::vec3 c0 = f(d.center), v = f(*d.velocity), c1 = c0 + v;
    const glm::mat4 end = placement(d.center + *d.velocity, {1, 0, 0, 0}, Vec3<double>(d.radius));
    const Color ghost{color.r, color.g, color.b, 0.9f};
    sphere_silhouette(dd, end, eye, ghost, kOutlineWidth);
    const float len = glm::length(v);
    if (len <= 0) return;
    const glm::vec3 side = glm::cross(v / len, glm::normalize(eye - 0.5f * (c0 + c1)));
    if (glm::length(side) > 1e-4f) {
      const glm::vec3 s = glm::normalize(side) * float(d.radius);
      const Color faint{color.r, color.g, color.b, 0.55f};
      dd.line(c0 + s, c1 + s, faint, 1.2f);
      dd.line(c0 - s, c1 - s, faint, 1.2f);
    }
    dd.line(c0, c1, ghost, 2.0f);
    dd.point(c1, color, 8.0f);
  }
  void operator()(const desc::Plane& d) const {
    const PlaneQuad q = plane_quad(d);
    const glm::vec3 p = q.center, u = q.u, v = q.v;
    const float h = kPlaneQuadHalfSize;
    const auto [a, b, c, e] = q.corners;
    dd.triangle(a, b, c, color);
    dd.triangle(a, c, e, color);
    // A faint grid on the quad reads as "a plane, extending on", and the border outlines it.
    const Color faint{kOutlineColor.r, kOutlineColor.g, kOutlineColor.b, 0.25f};
    for (int i = 1; i < 4; ++i) {
      const float t = -h + 2 * h * float(i) / 4;
      dd.line(p + t * u - h * v, p + t * u + h * v, faint, 1.0f);
      dd.line(p - h * u + t * v, p + h * u + t * v, faint, 1.0f);
    }
    dd.line(a, b, outline, width);
    dd.line(b, c, outline, width);
    dd.line(c, e, outline, width);
    dd.line(e, a, outline, width);
    // The normal arrow in a darker shade of the plane's colour, so it reads against the quad.
    arrow(dd, p, q.normal, kPlaneArrowLength, Color(glm::vec3(color) * 0.55f, 1.0f));
  }
  void operator()(const desc::Point& d) const { dd.point(f(d.position), color, 12.0f); }
  void operator()(const desc::Segment& d) const {
    dd.line(f(d.a), f(d.b), color, 3.0f);
    dd.point(f(d.a), color, 8.0f);
    dd.point(f(d.b), color, 8.0f);
  }
  void operator()(const desc::Triangle& d) const {
    const glm::vec3 a = f(d.a), b = f(d.b), c = f(d.c);
    dd.triangle(a, b, c, color);
    dd.line(a, b, outline, width);
    dd.line(b, c, outline, width);
    dd.line(c, a, outline, width);
  }
  void operator()(const desc::Ellipsoid& d) const {
    const glm::mat4 m = placement(d.center, d.rotation, d.radii);
    dd.solid(Solid::sphere, m, color);
    sphere_silhouette(dd, m, eye, outline, width);
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

}  // namespace

Color to_color(Rgb rgb) {
  return Color(rgb.r / 255.0f, rgb.g / 255.0f, rgb.b / 255.0f, 1.0f);
}

Color object_color(const SceneObject& object, std::size_t index) {
  return to_color(object.color.value_or(default_color(object.desc, index)));
}

void draw_object(DebugDraw& dd, const SceneObject& object, std::size_t index, const Camera& camera,
                 bool highlighted, bool outline) {
  std::visit(DrawObject{dd, object_color(object, index), glm::vec3(eye_position(camera)),
                        highlighted ? kHighlightColor : kOutlineColor,
                        highlighted ? kHighlightWidth
                        : outline   ? kOutlineWidth
                                    : 0.0f},
             object.desc);
}

void draw_scene(DebugDraw& dd, const Scene& scene, const Camera& camera, const Viewport& viewport,
                int highlighted, bool outlines) {
  DrawList grid;
  emit_grid(grid, camera, viewport);
  forward_to_debug_draw(grid, dd);
  for (std::size_t i = 0; i < scene.objects.size(); ++i)
    if (scene.objects[i].visible)
      draw_object(dd, scene.objects[i], i, camera, int(i) == highlighted, outlines);
}

}  // namespace collide
