// The triangle: its three corners (filled).
#include <glm/common.hpp>

#include "core/scene/kind_descriptor.hpp"

namespace collide {
namespace {

using desc::Triangle;

constexpr FieldDescriptor kFields[] = {
    member_field<&Triangle::a>("a", "a", "a corner (world units)").moves_with_object(),
    member_field<&Triangle::b>("b", "b", "a corner (world units)").moves_with_object(),
    member_field<&Triangle::c>("c", "c", "a corner (world units)").moves_with_object(),
};

Shape<double> query_shape(const Triangle& t) {
  return collide::Triangle<double>{t.a, t.b, t.c};
}
std::optional<Aabb<double>> bounds(const Triangle& t) {
  return Aabb<double>{glm::min(t.a, glm::min(t.b, t.c)), glm::max(t.a, glm::max(t.b, t.c))};
}

}  // namespace

constinit const KindDescriptor desc::Triangle::kind = {
    .index = kind_index<desc::Triangle>(),
    .name = "triangle",
    .a_name = "a triangle",
    .cpp_type = "Triangle",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
    .support = kinds::support_of,
};

}  // namespace collide
