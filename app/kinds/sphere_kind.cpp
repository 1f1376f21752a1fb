// The sphere (centre, radius); with a velocity (its object's motion) a moving sphere, sweeping
// centre → centre + v over the frame.
#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

std::string title(const desc::Sphere&) {
  return "Sphere";  // with a velocity, "Moving sphere" (KindTitle)
}

ObjectDesc make_still(const NewObjectFrame& at) {
  return desc::Sphere{at.center, 0.5 * at.size};
}
// The sweep runs to the right on screen, so it is seen across, never end on.
ObjectPose make_moving(const NewObjectFrame& at) {
  return {desc::Sphere{at.center, 0.5 * at.size}, Motion{2 * at.size * at.right, std::nullopt}};
}
constexpr AddEntry kAdd[] = {{"Sphere", "sphere", make_still},
                             {"Moving sphere", "moving_sphere", make_moving}};
constexpr FieldToggle kToggles[] = {{"velocity", "moving", {1, 0, 0}}};

D3 pivot(const desc::Sphere& s) {
  return s.center;
}
std::array<D3, 3> local_axes(const desc::Sphere&) {
  return kinds::world_axes();
}

std::optional<RayHit> pick(const desc::Sphere& d, const PickQuery& q) {
  return ray_sphere(q.ray, {d.center, d.radius});
}

void draw(const desc::Sphere& d, const ObjectStyle& s) {
  const kinds::Placement p = kinds::axis_aligned(d.center, Vec3<double>(d.radius));
  kinds::solid(s, Solid::sphere, p);
  kinds::sphere_silhouette(s, p, s.outline, s.width);
}
// A moving sphere: the swept end as an outline of the same colour, the swept tube's sides, and
// the motion.
void draw_sweep(const desc::Sphere& d, const Vec3<double>& velocity, const ObjectStyle& s) {
  const D3 c0 = d.center, v = velocity, c1 = c0 + v;
  const kinds::Placement end = kinds::axis_aligned(c1, Vec3<double>(d.radius));
  const Color& color = s.color;
  const Color ghost{color.r, color.g, color.b, 0.9f};
  kinds::sphere_silhouette(s, end, ghost, kOutlineWidth);
  const double len = glm::length(v);
  if (len <= 0) return;
  const D3 side = glm::cross(v / len, glm::normalize(s.view.eye_exact - 0.5 * (c0 + c1)));
  if (glm::length(side) > 1e-4) {
    const D3 offset = glm::normalize(side) * d.radius;
    const Color faint{color.r, color.g, color.b, 0.55f};
    kinds::line(s, c0 + offset, c1 + offset, faint, 1.2f);
    kinds::line(s, c0 - offset, c1 - offset, faint, 1.2f);
  }
  kinds::line(s, c0, c1, ghost, 2.0f);
  s.list.point(Layer::scene, {c1, color, 8.0f});
}
std::optional<BoundingSphere> marker(const desc::Sphere& d, const DrawnSizes&) {
  return BoundingSphere{d.center, d.radius};
}

}  // namespace

extern constinit const KindRow kSphereKind = {
    .alternative = kind_index<desc::Sphere>(),
    .title = on<title>,
    .add = kAdd,
    .pivot = on<pivot>,
    .local_axes = on<local_axes>,
    .cannot_rotate = "a sphere looks the same turned: nothing to rotate",
    .cannot_scale = "",
    .scale_handles = ScaleHandles::uniform,
    .scaled = kinds::scaled,
    .pick = on<pick>,
    .draw = on<draw>,
    .marker = on<marker>,
    .draw_sweep = on<draw_sweep>,
    .default_color = std::nullopt,
    .toggles = kToggles,
};

}  // namespace collide
