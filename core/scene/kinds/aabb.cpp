// The AABB: an axis-aligned box from its min and max corners.
#include "core/scene/kind_descriptor.hpp"

namespace collide {
namespace {

using desc::Aabb;

constexpr FieldDescriptor kFields[] = {
    member_field<&Aabb::min>("min", "min", "its least corner (world units)").moves_with_object(),
    member_field<&Aabb::max>("max", "max",
                             "its greatest corner (world units), >= min on every axis")
        .moves_with_object()
        .limited(FieldLimit::not_below, "min"),
};

Shape<double> query_shape(const Aabb& b) {
  return collide::Aabb<double>{b.min, b.max};
}
std::optional<collide::Aabb<double>> bounds(const Aabb& b) {
  return collide::Aabb<double>{b.min, b.max};
}

}  // namespace

// It stays axis-aligned: nothing turns; its faces move one by one rather than scale.
constinit const KindDescriptor desc::Aabb::kind = {
    .index = kind_index<desc::Aabb>(),
    .name = "aabb",
    .a_name = "an aabb",
    .cpp_type = "Aabb",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
    .support = kinds::support_of,
};

}  // namespace collide
