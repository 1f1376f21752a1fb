// The segment: its two ends.
#include <glm/common.hpp>

#include "core/scene/kind_descriptor.hpp"

namespace collide {
namespace {

using desc::Segment;

constexpr FieldDescriptor kFields[] = {
    member_field<&Segment::a>("a", "a", "one end (world units)").moves_with_object(),
    member_field<&Segment::b>("b", "b", "the other end (world units)").moves_with_object(),
};

Shape<double> query_shape(const Segment& s) {
  return collide::Segment<double>{s.a, s.b};
}
std::optional<Aabb<double>> bounds(const Segment& s) {
  return Aabb<double>{glm::min(s.a, s.b), glm::max(s.a, s.b)};
}

}  // namespace

constinit const KindDescriptor desc::Segment::kind = {
    .index = kind_index<desc::Segment>(),
    .name = "segment",
    .a_name = "a segment",
    .cpp_type = "Segment",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
    .support = kinds::support_of,
};

}  // namespace collide
