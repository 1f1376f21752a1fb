#include "app/view/scene_drawing.hpp"

#include <array>
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
  const KindRow& kind = kind_of(object.desc);
  kind.draw(object.desc,
            {list, view, kDrawnSizes, color, style.color, style.width, role != Outline::plain});
  // view_depth(camera, p) is dot(p − eye_position, forward): the same terms, computed once.
  if (const auto s = kind.marker(object.desc, kDrawnSizes);
      s && projected_diameter_px(*s, view) < kMarkerBelowPx &&
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
