// The box: an oriented box, a centre, half extents along its own axes and a unit quaternion.
#include <glm/common.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/scene/kind_descriptor.hpp"

namespace collide {
namespace {

using desc::Box;

constexpr FieldDescriptor kFields[] = {
    member_field<&Box::center>("center", "centre", "its centre (world units)").moves_with_object(),
    member_field<&Box::half_extents>("half_extents", "half extents",
                                     "half its size along each own axis (world units)")
        .limited(FieldLimit::non_negative),
    member_field<&Box::rotation>("rotation", "rotation",
                                 "a unit quaternion (w, x, y, z); the identity when absent")
        .may_be_absent(),
};

Shape<double> query_shape(const Box& b) {
  return Obb<double>::from_rotation(b.center, b.half_extents, b.rotation);
}
// The half-size along world axis j of center + Σ sᵢ·axes[i]·e[i], |sᵢ| <= 1: Σ |axes[i][j]|·eᵢ.
std::optional<Aabb<double>> bounds(const Box& b) {
  const auto axes = rotation_axes(b.rotation);
  Vec3<double> r(0);
  for (int i = 0; i < 3; ++i)
    r += glm::abs(axes[i]) * b.half_extents[i];
  return Aabb<double>{b.center - r, b.center + r};
}

}  // namespace

constinit const KindDescriptor desc::Box::kind = {
    .index = kind_index<desc::Box>(),
    .name = "box",
    .a_name = "a box",
    .cpp_type = "Box",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
    .rotated = own_turn<&Box::rotation>,
    .scaled = own_resize<&Box::half_extents>,
    .support = kinds::support_of,
};

}  // namespace collide
