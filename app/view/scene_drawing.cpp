#include "app/view/scene_drawing.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>

#include "app/kinds/kind_table.hpp"
#include "app/view/object_drawing_cache.hpp"
#include "app/view/occlusion_grid.hpp"
#include "render/draw_shapes.hpp"

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

// One object's solid (and sweep), outline and (when tiny) marker, with `fill` for its colour.
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
  const ObjectStyle drawn{list,        view,        kDrawnSizes,           fill,
                          style.color, style.width, role != Outline::plain};
  kind.draw(object.desc, drawn);
  if (kind.draw_sweep && sweeps(object.desc, object.motion))
    kind.draw_sweep(object.desc, *object.motion.velocity, drawn);
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

namespace {

// A big scene's plain object too small for a solid: one plain dot of about its size.
DrawPoint big_scene_dot(const BoundingSphere& s, const Color& color, double px) {
  return {s.center, color, float(std::clamp(kBigScenePointShare * px, 2.0, kBigScenePointBelowPx)),
          false};
}

// How an object's marker sphere appears in the view, for the rules above.
struct Apparent {
  bool outside;   // wholly out of the view
  bool in_front;  // its centre in front of the eye
  double px;      // its image's size
  // Too small for a solid: a big scene's dot, or a smaller scene's marker.
  bool tiny(bool big) const {
    return in_front && px < (big ? kBigScenePointBelowPx : kMarkerBelowPx);
  }
  // Large enough for an outline to be read.
  bool readable() const { return !in_front || px >= kReadableOutlinePx; }
};

Apparent apparent(const BoundingSphere& s, const ObjectView& view) {
  return {outside_view(s, view), glm::dot(s.center - view.eye, view.forward) > 0,
          projected_diameter_px(s, view)};
}

// One object drawn on its own, by the rules above for its role (never tried against others).
void draw_alone(DrawList& list, const SceneObject& o, std::size_t i, const ObjectView& view,
                Outline role, bool in_full, bool outlines, bool big) {
  if (!o.visible) return;
  const auto s = kind_of(o.desc).marker(o.desc, kDrawnSizes);
  // Points and segments are drawn in pixels (a few lines each): never culled nor reduced.
  if (!s || in_full) {
    draw_object(list, o, i, view, role, outlines);
    return;
  }
  const Apparent a = apparent(*s, view);
  if (role == Outline::plain && a.outside) return;
  const Color color = object_color(o, i);
  if (role == Outline::plain && a.tiny(big)) {
    if (big)
      list.point(Layer::scene, big_scene_dot(*s, color, a.px));
    else
      list.point(Layer::overlay, {s->center, color, kMarkerSizePx});
    return;
  }
  // Outlines where they can be read; a selected object too small for one is filled instead.
  const bool readable = a.readable();
  if (role == Outline::selected && !readable) {
    draw_whole(list, o, kSelectedColor, view, Outline::plain, false);
    return;
  }
  draw_whole(list, o, color, view, role, outlines && readable);
}

// Every visible object but the `apart` ones (sorted indices), all plain, by the rules above: in
// a big scene the boxes wait, to be drawn nearest first unless nearer ones hide them, and the
// dots are tried against the boxes drawn. `draw_apart`, when given, draws each apart object in
// its place in the scene's order (else they are left to the caller).
void draw_plain(DrawList& list, const Scene& scene, const Camera& camera, const Viewport& viewport,
                const ObjectView& view, bool outlines, bool big, std::span<const std::size_t> apart,
                const std::function<void(std::size_t)>& draw_apart = {}) {
  struct Deferred {
    std::size_t index;
    ProjectedBox image;  // of its bounding box: what it could touch
    Color color;
    bool outline;
    bool sphere;  // covers only the image of its inscribed cube
  };
  // Kept from frame to frame (a 300,000-object frame's lists are megabytes: allocating and
  // faulting them in anew cost more than filling them).
  static thread_local std::vector<Deferred> deferred;
  static thread_local std::vector<std::pair<double, std::uint32_t>> order;
  static thread_local std::vector<DrawPoint> dots;  // a big scene's, tried against the boxes
  static thread_local OcclusionGrid grid;
  deferred.clear();
  order.clear();
  dots.clear();
  // Only boxes wholly between the near and far planes hide others (GL clips the rest).
  const double near = 1.01 * double(near_plane(camera)), far = 0.99 * double(far_plane(camera));
  auto next_apart = apart.begin();
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    if (next_apart != apart.end() && *next_apart == i) {
      ++next_apart;
      if (draw_apart) draw_apart(i);
      continue;
    }
    const SceneObject& o = scene.objects[i];
    if (!o.visible) continue;
    const auto s = kind_of(o.desc).marker(o.desc, kDrawnSizes);
    if (!big || !s) {
      draw_alone(list, o, i, view, Outline::plain, false, outlines, big);
      continue;
    }
    const Apparent a = apparent(*s, view);
    if (a.outside) continue;
    const Color color = object_color(o, i);
    if (a.tiny(big)) {
      dots.push_back(big_scene_dot(*s, color, a.px));
      continue;
    }
    const bool readable = a.readable();
    // Axis-aligned boxes and still spheres wait, to be drawn nearest first unless nearer ones
    // hide what their bounding box could touch.
    const auto* box = std::get_if<desc::Aabb>(&o.desc);
    const auto* ball = std::get_if<desc::Sphere>(&o.desc);
    if (ball && sweeps(o.desc, o.motion)) ball = nullptr;  // a sweep: more than its sphere
    if (box || ball) {
      const glm::dvec3 lo = box ? glm::dvec3(box->min) : glm::dvec3(ball->center) - ball->radius;
      const glm::dvec3 hi = box ? glm::dvec3(box->max) : glm::dvec3(ball->center) + ball->radius;
      if (const auto p = project_box(lo, hi, view, near)) {
        deferred.push_back({i, *p, color, outlines && readable, ball != nullptr});
        continue;
      }
    }
    draw_whole(list, o, color, view, Outline::plain, outlines && readable);
  }
  if (!big) return;
  // Nearest first (sorting the keys: a Deferred is 170 bytes).
  for (std::size_t k = 0; k < deferred.size(); ++k)
    order.emplace_back(deferred[k].image.near_depth, std::uint32_t(k));
  std::ranges::sort(order);
  grid.reset(viewport.width, viewport.height);
  // The margin: an outlined box's image grows by its lines' width and anti-aliased rim; a solid
  // alone covers only samples inside its hull (half a pixel kept for rounding).
  const double outlined_margin = double(kOutlineWidth) + 1.5, solid_margin = 0.5;
  for (const auto& [depth, k] : order) {
    const Deferred& d = deferred[k];
    if (grid.hidden(d.image, d.outline ? outlined_margin : solid_margin)) continue;
    draw_whole(list, scene.objects[d.index], d.color, view, Outline::plain, d.outline);
    if (!d.sphere) {
      if (d.image.far_depth < far) grid.cover(d.image);
      continue;
    }
    // A sphere surely covers its inscribed cube's image (half-side r/√3; its mesh's faces stay
    // far outside that cube), no farther than the cube's far corner.
    const auto& ball = std::get<desc::Sphere>(scene.objects[d.index].desc);
    const double h = ball.radius / std::sqrt(3.0);
    const glm::dvec3 c(ball.center);
    if (const auto inner = project_box(c - h, c + h, view, near); inner && inner->far_depth < far)
      grid.cover(*inner);
  }
  // A dot is a square size + 2 pixels across about its centre's image, drawn pulled toward the
  // eye by up to (size/2 + 1) pixels' worth of its depth, and at most half of it (point.glsl).
  // Dots write no depth, so they are drawn farthest first (a nearer dot over a farther one),
  // and tried nearest first: against the boxes, and against the dots kept before them, each
  // covering the square inscribed in the part of its disc drawn at full alpha (radius
  // size/2 − 1/2: the shader's coverage is 1 there).
  const double pixel_angle = 2 * view.tan_half_fov / double(view.height);
  static thread_local std::vector<glm::dvec2> dot_at;  // where each dot's centre lands (px)
  static thread_local std::vector<std::uint32_t> kept;
  dot_at.resize(dots.size());
  order.clear();  // (pulled depth, dot)
  for (std::size_t k = 0; k < dots.size(); ++k) {
    const auto at = project_point(dots[k].p, view, near);
    const double extent = 0.5 * double(dots[k].size_px) + 1;
    // A dot the near plane cuts is neither tried nor a cover: it goes first, drawn last.
    const double pulled = at ? at->z * (1 - std::min(pixel_angle * extent, 0.5)) : -1;
    dot_at[k] = at ? glm::dvec2(at->x, at->y) : glm::dvec2(0);
    order.emplace_back(pulled, std::uint32_t(k));
  }
  std::ranges::sort(order);
  kept.clear();
  for (const auto& [pulled, k] : order) {
    const DrawPoint& p = dots[k];
    const glm::dvec2 at = dot_at[k];
    const double extent = 0.5 * double(p.size_px) + 1;
    if (pulled > 0) {
      if (grid.hidden(at.x - extent - 1, at.y - extent - 1, at.x + extent + 1, at.y + extent + 1,
                      pulled * (1 - 1e-6)))
        continue;
      const double inscribed = (0.5 * double(p.size_px) - 0.5) / std::sqrt(2.0);
      if (inscribed > 0)  // (object colours are opaque)
        grid.cover(at.x - inscribed, at.y - inscribed, at.x + inscribed, at.y + inscribed, pulled);
    }
    kept.push_back(k);
  }
  for (auto k = kept.rbegin(); k != kept.rend(); ++k)
    list.point(Layer::scene, dots[*k]);
}

// The ring that finds the object under the pointer in a big scene. There it is a few pixels
// among thousands of colours (the objects' yellow among them), and its outline is partly
// behind its neighbours: a ring about its image, in the overlay (drawn over everything), light
// on a dark band, shows where it is against any background.
void hover_ring(DrawList& list, const SceneObject& o, const ObjectView& view) {
  const auto s = kind_of(o.desc).marker(o.desc, kDrawnSizes);
  if (!s) return;
  const auto pixel = kinds::pixel_at(view, s->center);
  if (!pixel) return;  // behind the eye
  const double r = s->radius + kHoverRingGapPx * *pixel;
  const glm::dvec3 u = r * view.right, v = r * view.up;
  ring(list, {Layer::overlay, kHoverRingShadow, kHoverRingWidth + kHoverRingShadowPx}, s->center, u,
       v, kRingSegments);
  ring(list, {Layer::overlay, kHighlightColor, kHoverRingWidth}, s->center, u, v, kRingSegments);
}

}  // namespace

void draw_objects(DrawList& list, const Scene& scene, const Camera& camera,
                  const Viewport& viewport, int highlighted, bool outlines,
                  std::span<const std::size_t> selected, std::span<const std::size_t> full,
                  ObjectDrawingCache* cache) {
  const ObjectView view(camera, viewport);
  const std::size_t n = scene.objects.size();
  // The chosen objects (selected, the primary last; drawn in full), and with the one under the
  // pointer the special ones, drawn apart. Each one's role: the strongest that applies.
  std::vector<std::size_t> chosen;
  for (const std::size_t i : selected)
    if (i < n) chosen.push_back(i);
  for (const std::size_t i : full)
    if (i < n) chosen.push_back(i);
  std::ranges::sort(chosen);
  chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
  const bool hovered = highlighted >= 0 && std::size_t(highlighted) < n &&
                       !std::ranges::binary_search(chosen, std::size_t(highlighted));
  std::vector<std::size_t> special = chosen;
  if (hovered)
    special.insert(std::ranges::upper_bound(special, std::size_t(highlighted)),
                   std::size_t(highlighted));
  // Roles through a table for a big selection (a select-all of 100,000 objects).
  std::vector<Outline> table;
  if (selected.size() > 64) {
    table.assign(n, Outline::plain);
    for (const std::size_t i : selected)
      if (i < n) table[i] = Outline::selected;
  }
  const auto role_of = [&](std::size_t i) {
    if (int(i) == highlighted) return Outline::highlighted;
    if (!selected.empty() && selected.back() == i) return Outline::primary;
    if (!table.empty()) return table[i];
    return std::ranges::find(selected, i) != selected.end() ? Outline::selected : Outline::plain;
  };
  const bool big = big_scene(scene);
  const auto draw_special = [&](std::size_t i) {
    const Outline role = role_of(i);
    const bool in_full = role == Outline::highlighted || role == Outline::primary ||
                         std::ranges::find(full, i) != full.end();
    draw_alone(list, scene.objects[i], i, view, role, in_full, outlines, big);
  };
  if (hovered && big) hover_ring(list, scene.objects[std::size_t(highlighted)], view);
  if (!cache || !big) {
    draw_plain(list, scene, camera, viewport, view, outlines, big, special, draw_special);
    return;
  }
  // The object under the pointer changes as the pointer moves: unless chosen, it stays in the
  // kept drawing (it has not moved) and is drawn once more over it, highlighted, so that
  // hovering over a big scene draws nothing anew. (The copy's solid is the kept one's, at the
  // same depth.)
  if (cache->prepare({camera, viewport, outlines, n}, chosen))
    draw_plain(cache->plain(), scene, camera, viewport, view, outlines, big, cache->apart());
  list.append(cache->plain());
  for (const std::size_t i : cache->apart())
    draw_special(i);
  if (hovered && !std::ranges::binary_search(cache->apart(), std::size_t(highlighted)))
    draw_special(std::size_t(highlighted));
}

}  // namespace collide
