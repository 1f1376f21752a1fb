#pragma once
// A kind that exists only in the tests: the rounded box (the points within `radius` of an oriented
// box), made from the parts a registered kind is made of (assets/help/extending.md, "Adding a
// kind"): its fields over desc::Convex's slots, its support function in both precisions, its
// descriptor. The tests register it (RoundedBoxRegistration) and run it through load, save,
// export, GJK/EPA and the app's Inspector, against hand-worked answers.
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/scene/kind_descriptor.hpp"

namespace collide::test_kind {

// Its support: the box's corner furthest along d (c + R·(sign(Rᵀd)∘e), sign(0) = +1), pushed
// out by r along d/|d|.
template <class T>
Vec3<T> rounded_box_support(const SupportShape<T>& s, const Vec3<T>& d) {
  const Vec3<T>& center = s.vec[0];
  const Vec3<T>& half = s.vec[1];
  const Quat<T> q = s.rotation;
  const Vec3<T> local = glm::conjugate(q) * d;
  const Vec3<T> corner{local.x >= T(0) ? half.x : -half.x, local.y >= T(0) ? half.y : -half.y,
                       local.z >= T(0) ? half.z : -half.z};
  const T length = glm::length(d);
  const Vec3<T> round = length > T(0) ? d * (s.num[0] / length) : Vec3<T>(0);
  return center + q * corner + round;
}

inline constexpr SupportKind kRoundedBoxSupport = {
    "rounded box", &rounded_box_support<float>, &rounded_box_support<double>, {true, false}};

inline constexpr FieldDescriptor kRoundedBoxFields[] = {
    convex_vec<0>("center", "centre", "its centre (world units)").moves_with_object(),
    convex_vec<1>("half_extents", "half extents", "the inner box's half size (world units)")
        .limited(FieldLimit::non_negative),
    convex_num<0>("radius", "radius", "how far it is rounded (world units)")
        .limited(FieldLimit::non_negative),
    convex_rotation("rotation", "rotation", "a unit quaternion (w, x, y, z)").may_be_absent(),
};

// Uniform: the box and the rounding together; along one axis: the box's half size there.
inline ObjectDesc rounded_box_scaled(const ObjectDesc& d, const Resize& r, bool& clamped) {
  desc::Convex c = std::get<desc::Convex>(d);
  kinds::resize(c.vec[1], r, clamped);
  if (r.axis < 0) c.num[0] = kinds::resized(c.num[0], r, clamped);
  return c;
}

inline desc::Convex rounded_box_defaults() {
  desc::Convex c;
  c.vec[1] = {0.4, 0.4, 0.4};
  c.num[0] = 0.1;
  return c;
}

inline const KindDescriptor kRoundedBox = {
    .index = kind_index<desc::Convex>(),
    .name = "rounded box",
    .a_name = "a rounded box",
    .cpp_type = "Convex",
    .fields = kRoundedBoxFields,
    .to_shape = kinds::convex_shape,
    .bounds = kinds::convex_bounds,
    .rotated = own_turn<&desc::Convex::rotation>,
    .scaled = rounded_box_scaled,
    .support = kinds::support_of,
    .convex = &kRoundedBoxSupport,
    .defaults = rounded_box_defaults,
};

// Registered for a test's life, so the other tests of its program see the built-in kinds only.
struct RoundedBoxRegistration {
  RoundedBoxRegistration() { register_kind(kRoundedBox); }
  ~RoundedBoxRegistration() { unregister_kind(kRoundedBox); }
  RoundedBoxRegistration(const RoundedBoxRegistration&) = delete;
  RoundedBoxRegistration& operator=(const RoundedBoxRegistration&) = delete;
};

}  // namespace collide::test_kind
