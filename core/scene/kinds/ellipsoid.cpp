// The ellipsoid: a centre, radii along its own axes and a unit quaternion.
#include <glm/exponential.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/scene/kind_descriptor.hpp"

namespace collide {
namespace {

using desc::Ellipsoid;

constexpr FieldDescriptor kFields[] = {
    member_field<&Ellipsoid::center>("center", "centre", "its centre (world units)")
        .moves_with_object(),
    member_field<&Ellipsoid::radii>("radii", "radii",
                                    "its radius along each own axis (world units)")
        .limited(FieldLimit::non_negative),
    member_field<&Ellipsoid::rotation>("rotation", "rotation",
                                       "a unit quaternion (w, x, y, z); the identity when absent")
        .may_be_absent(),
};

Shape<double> query_shape(const Ellipsoid& e) {
  return collide::Ellipsoid<double>::from_rotation(e.center, e.radii, e.rotation);
}
// Support of an ellipsoid along world axis j: √Σ (rᵢ·axes[i][j])².
std::optional<Aabb<double>> bounds(const Ellipsoid& e) {
  const auto axes = rotation_axes(e.rotation);
  Vec3<double> r(0);
  for (int i = 0; i < 3; ++i)
    r += (axes[i] * e.radii[i]) * (axes[i] * e.radii[i]);
  r = glm::sqrt(r);
  return Aabb<double>{e.center - r, e.center + r};
}

}  // namespace

constinit const KindDescriptor desc::Ellipsoid::kind = {
    .index = kind_index<desc::Ellipsoid>(),
    .name = "ellipsoid",
    .a_name = "an ellipsoid",
    .cpp_type = "Ellipsoid",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
    .rotated = own_turn<&Ellipsoid::rotation>,
    .scaled = own_resize<&Ellipsoid::radii>,
    .support = kinds::support_of,
};

}  // namespace collide
