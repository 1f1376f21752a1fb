#include "app/view/view_framing.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <type_traits>
#include <variant>

#include "app/visualize/octree_visual.hpp"
#include "core/queries/ray_cast.hpp"
#include "core/shapes/shape.hpp"

namespace collide {

std::vector<glm::dvec3> view_framing_points(const Scene& scene, const SceneEvaluation* evaluation,
                                            const OctreeDrawOptions& octree) {
  std::vector<glm::dvec3> points = framing_points(scene);
  if (!octree.shown || !evaluation) return points;
  const OctreeEvidence ev = octree_evidence(*evaluation, {}, octree);
  Bounds b;
  for (std::uint32_t n : ev.shown) {
    b.add(glm::dvec3(ev.cells[n].cell.min));
    b.add(glm::dvec3(ev.cells[n].cell.max));
  }
  if (b.empty) return points;
  for (int i = 0; i < 8; ++i)
    points.emplace_back(i & 1 ? b.hi.x : b.lo.x, i & 2 ? b.hi.y : b.lo.y, i & 4 ? b.hi.z : b.lo.z);
  return points;
}

void frame_view(Camera& camera, const Viewport& viewport, const std::vector<glm::dvec3>& points) {
  frame_points(camera, viewport, points, kViewFramingMargin);
}

namespace {

Bounds object_bounds(const SceneObject& object) {
  Scene one;
  one.objects.push_back(object);
  one.objects.back().visible = true;  // a hidden object selected is framed all the same
  return scene_bounds(one);
}

// The t at which `ray` (from the eye, t = 1 at a centre) first enters `object`, if it does. As
// an occluder, thin kinds and planes (drawn as a see-through patch) hide nothing.
std::optional<double> entry(const Ray<double>& ray, const SceneObject& object, bool as_occluder) {
  const Shape<double> shape = to_shape<double>(object);
  return std::visit(
      [&](const auto& s) -> std::optional<double> {
        using S = std::decay_t<decltype(s)>;
        constexpr bool thin = std::is_same_v<S, Point<double>> ||
                              std::is_same_v<S, Segment<double>> ||
                              std::is_same_v<S, Ray<double>> || std::is_same_v<S, Plane<double>>;
        if (thin && as_occluder) return std::nullopt;
        // A registered kind is known by its support alone, which no ray cast takes: it is not
        // entered (and so hides nothing).
        if constexpr (!requires { ray_cast(ray, s); }) {
          return std::nullopt;
        } else {
          const RayCast<double> hit = ray_cast(ray, s);
          if (!hit.intersects) return std::nullopt;
          return hit.t_enter;
        }
      },
      shape);
}

// The visible objects other than `target` whose bounds come within `reach` of `centre`: all that
// can hide the centre from an eye that near it (the segment between them lies in that ball), so
// a big scene's far objects are not cast against for every direction tried.
std::vector<std::size_t> near_objects(const Scene& scene, std::size_t target,
                                      const glm::dvec3& centre, double reach) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    if (i == target || !scene.objects[i].visible) continue;
    const auto box = bounds_of(scene.objects[i].desc, scene.objects[i].motion);
    const glm::dvec3 nearest = box ? glm::clamp(centre, glm::dvec3(box->min), glm::dvec3(box->max))
                                   : centre;  // unbounded (a plane): kept
    if (glm::length(nearest - centre) <= reach) out.push_back(i);
  }
  return out;
}

bool seen_past(const Scene& scene, std::size_t target, const glm::dvec3& eye,
               std::span<const std::size_t> others) {
  const glm::dvec3 centre = object_bounds(scene.objects[target]).center();
  const Ray<double> ray{eye, centre - eye};
  // The target is reached where the ray enters it (its centre, for a thin one).
  const double reached = entry(ray, scene.objects[target], false).value_or(1.0);
  for (const std::size_t i : others)
    if (const auto t = entry(ray, scene.objects[i], true); t && *t < reached) return false;
  return true;
}

}  // namespace

bool centre_seen_from(const Scene& scene, std::size_t target, const glm::dvec3& eye) {
  if (target >= scene.objects.size()) return false;
  const glm::dvec3 centre = object_bounds(scene.objects[target]).center();
  return seen_past(scene, target, eye,
                   near_objects(scene, target, centre, glm::length(eye - centre)));
}

void frame_objects_in_sight(Camera& camera, const Viewport& viewport, const Scene& scene,
                            std::span<const std::size_t> selected) {
  Bounds b;
  for (const std::size_t i : selected)
    if (i < scene.objects.size()) {
      const Bounds o = object_bounds(scene.objects[i]);
      if (!o.empty) b.add(o.lo), b.add(o.hi);
    }
  if (b.empty) return;
  std::vector<glm::dvec3> points;
  for (int i = 0; i < 8; ++i)
    points.emplace_back(i & 1 ? b.hi.x : b.lo.x, i & 2 ? b.hi.y : b.lo.y, i & 4 ? b.hi.z : b.lo.z);
  const auto framed = [&](float yaw, float pitch) {
    Camera c = camera;
    c.yaw = yaw;
    c.pitch = pitch;
    frame_points(c, viewport, points, kViewFramingMargin);
    return c;
  };
  Camera best = framed(camera.yaw, camera.pitch);  // the person's direction, as F always framed
  // Every direction's eye is about as far from the selection (it is framed the same): the
  // objects near enough to hide it are found once, with room to spare.
  const double reach = 2 * glm::length(eye_position(best) - b.center());
  std::vector<std::vector<std::size_t>> others;
  for (const std::size_t i : selected)
    others.push_back(i < scene.objects.size()
                         ? near_objects(scene, i, object_bounds(scene.objects[i]).center(), reach)
                         : std::vector<std::size_t>{});
  const auto seen = [&](const Camera& c) {
    const glm::dvec3 eye = eye_position(c);
    std::size_t n = 0;
    for (std::size_t k = 0; k < selected.size(); ++k)
      n += selected[k] < scene.objects.size() && seen_past(scene, selected[k], eye, others[k]);
    return n;
  };
  // The directions in order of how far they turn from the person's: the view is kept whenever
  // it shows the selection, and turned as little as will show it otherwise.
  struct Turn {
    float yaw, pitch;
    double angle;
  };
  std::vector<Turn> turns;
  const glm::dvec3 f0 = forward_direction(camera);
  constexpr float kStep = 0.2617994f;  // 15°
  constexpr float kMaxPitch = 1.4f;    // about 80°: clear of the poles
  for (int dp = -5; dp <= 5; ++dp)
    for (int dy = -11; dy <= 12; ++dy) {
      Camera c = camera;
      c.yaw = camera.yaw + float(dy) * kStep;
      c.pitch = std::clamp(camera.pitch + float(dp) * kStep, -kMaxPitch, kMaxPitch);
      if (dp != 0 && c.pitch == camera.pitch) continue;
      const double cos = std::clamp(glm::dot(forward_direction(c), f0), -1.0, 1.0);
      turns.push_back({c.yaw, c.pitch, std::acos(cos) + 1e-9 * (std::abs(dp) + std::abs(dy))});
    }
  std::ranges::stable_sort(turns, {}, &Turn::angle);
  std::size_t best_seen = seen(best);
  for (const Turn& t : turns) {
    if (best_seen == selected.size()) break;
    const Camera c = framed(t.yaw, t.pitch);
    if (const std::size_t n = seen(c); n > best_seen) best = c, best_seen = n;
  }
  camera = best;
}

Camera opening_camera(const Scene& scene, const Viewport& viewport,
                      const SceneEvaluation* evaluation, const OctreeDrawOptions& octree) {
  Camera camera = initial_camera(scene, viewport);
  if (!scene.camera && octree.shown && evaluation)
    frame_view(camera, viewport, view_framing_points(scene, evaluation, octree));
  return camera;
}

}  // namespace collide
