#include "app/view/scene_drawing.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include <glm/geometric.hpp>

#include "app/kinds/kind_table.hpp"

namespace collide {

namespace {

// Colours for objects that bring none: the kind's own (planes, large by nature, keep a quiet
// neutral), else distinct by position in the scene, so two boxes side by side never share one.
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
  if (const auto& own = kind_of(d).default_color) return *own;
  return palette[index % std::size(palette)];
}

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
  return kind_of(d).marker(d, kDrawnSizes);
}

double projected_diameter_px(const BoundingSphere& s, const Camera& camera,
                             const Viewport& viewport) {
  return projected_diameter_px(s, ObjectView(camera, viewport));
}

double projected_diameter_px(const BoundingSphere& s, const ObjectView& view) {
  const auto pixel = kinds::pixel_at(view, s.center);
  return pixel ? 2.0 * s.radius / *pixel : 0;
}

void draw_object(DrawList& list, const SceneObject& object, std::size_t index, const Camera& camera,
                 const Viewport& viewport, bool highlighted, bool outline) {
  draw_object(list, object, index, ObjectView(camera, viewport),
              highlighted ? Outline::highlighted : Outline::plain, outline);
}

namespace {

// One object's solid, outline and (when tiny) marker, with `fill` for its colour.
void draw_whole(DrawList& list, const SceneObject& object, const Color& fill,
                const ObjectView& view, Outline role, bool outline) {
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
  const KindRow& kind = kind_of(object.desc);
  kind.draw(object.desc,
            {list, view, kDrawnSizes, fill, style.color, style.width, role != Outline::plain});
  // view_depth(camera, p) is dot(p − eye_position, forward): the same terms, computed once.
  if (const auto s = kind.marker(object.desc, kDrawnSizes);
      s && projected_diameter_px(*s, view) < kMarkerBelowPx &&
      glm::dot(s->center - view.eye, view.forward) > 0)
    list.point(Layer::overlay, {s->center, fill, kMarkerSizePx});
}

}  // namespace

bool outside_view(const BoundingSphere& s, const ObjectView& view) {
  const glm::dvec3 d = s.center - view.eye;
  const double z = glm::dot(d, view.forward);
  if (z < -s.radius) return true;  // wholly behind the eye
  // A side plane through the eye, e.g. y = z·t (t = tan(fov/2)): the centre's signed distance
  // beyond it is (|y| − z·t)/√(1 + t²), and the sphere is outside when that exceeds r.
  const double ty = view.tan_half_fov, tx = ty * view.aspect;
  const double x = glm::dot(d, view.right), y = glm::dot(d, view.up);
  return std::abs(y) - z * ty > s.radius * std::sqrt(1 + ty * ty) ||
         std::abs(x) - z * tx > s.radius * std::sqrt(1 + tx * tx);
}

void draw_object(DrawList& list, const SceneObject& object, std::size_t index,
                 const ObjectView& view, Outline role, bool outline) {
  draw_whole(list, object, object_color(object, index), view, role, outline);
}

void draw_objects(DrawList& list, const Scene& scene, const Camera& camera,
                  const Viewport& viewport, int highlighted, bool outlines,
                  std::span<const std::size_t> selected, std::span<const std::size_t> full) {
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
  std::size_t visible = 0;
  for (const SceneObject& o : scene.objects)
    visible += o.visible ? 1 : 0;
  const bool big = visible > kOutlineObjectLimit;
  const double point_below = big ? kBigScenePointBelowPx : kMarkerBelowPx;
  const auto in_full = [&](std::size_t i) {
    return int(i) == highlighted || (!roles.empty() && roles[i] == Outline::primary) ||
           std::find(full.begin(), full.end(), i) != full.end();
  };
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    const SceneObject& o = scene.objects[i];
    if (!o.visible) continue;
    const Outline role = int(i) == highlighted ? Outline::highlighted
                         : roles.empty()       ? Outline::plain
                                               : roles[i];
    const auto s = kind_of(o.desc).marker(o.desc, kDrawnSizes);
    // Points and segments are drawn in pixels (a few lines each): never culled nor reduced.
    if (!s || in_full(i)) {
      draw_object(list, o, i, view, role, outlines);
      continue;
    }
    if (role == Outline::plain && outside_view(*s, view)) continue;
    const bool in_front = glm::dot(s->center - view.eye, view.forward) > 0;
    const double px = projected_diameter_px(*s, view);
    const Color color = object_color(o, i);
    if (role == Outline::plain && in_front && px < point_below) {
      if (big)
        list.point(
            Layer::scene,
            {s->center, color,
             float(std::clamp(kBigScenePointShare * px, 2.0, kBigScenePointBelowPx)), false});
      else
        list.point(Layer::overlay, {s->center, color, kMarkerSizePx});
      continue;
    }
    // Outlines where they can be read; a selected object too small for one is filled instead.
    const bool readable = !in_front || px >= kReadableOutlinePx;
    if (role == Outline::selected && !readable)
      draw_whole(list, o, kSelectedColor, view, Outline::plain, false);
    else
      draw_whole(list, o, color, view, role, outlines && readable);
  }
}

}  // namespace collide
