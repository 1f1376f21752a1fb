#include "core/scene/pins_apply.hpp"

#include <variant>

namespace collide {

namespace {

bool is_box(const ObjectDesc& d) {
  return std::holds_alternative<desc::Box>(d) || std::holds_alternative<desc::Aabb>(d);
}
bool is_moving(const ObjectDesc& d) {
  const auto* s = std::get_if<desc::Sphere>(&d);
  return s && s->velocity.has_value();
}

SatAxisFamily axis_family(const ObjectDesc& a, const ObjectDesc& b) {
  const auto triangle = [](const ObjectDesc& d) {
    return std::holds_alternative<desc::Triangle>(d);
  };
  if (is_box(a) && is_box(b)) {
    const bool aabbs =
        std::holds_alternative<desc::Aabb>(a) && std::holds_alternative<desc::Aabb>(b);
    return aabbs ? SatAxisFamily::aabb_aabb : SatAxisFamily::box_box;
  }
  if ((is_box(a) && triangle(b)) || (triangle(a) && is_box(b))) return SatAxisFamily::triangle_box;
  return SatAxisFamily::none;
}

}  // namespace

PinsThatApply pins_that_apply(const ObjectDesc& a, const ObjectDesc& b) {
  const auto either = [&](auto is) { return is(a) || is(b); };
  PinsThatApply p;
  p.side = either([](const ObjectDesc& d) { return std::holds_alternative<desc::Plane>(d); });
  p.separating_axis = is_box(a) && is_box(b);
  p.contact_time = either(is_moving);
  p.toi = either(
      [](const ObjectDesc& d) { return is_moving(d) || std::holds_alternative<desc::Ray>(d); });
  p.axis = axis_family(a, b);
  return p;
}

bool axis_applies(std::string_view axis, const ObjectDesc& a, const ObjectDesc& b) {
  return parse_axis(axis_family(a, b), axis).has_value();
}

bool toi_applies(const ObjectDesc& a, const ObjectDesc& b) {
  return pins_that_apply(a, b).toi;
}

}  // namespace collide
