// The point: a position.
#include "core/scene/kind_descriptor.hpp"

namespace collide {
namespace {

using desc::Point;

constexpr FieldDescriptor kFields[] = {
    member_field<&Point::position>("position", "position", "where it is (world units)")
        .moves_with_object(),
};

Shape<double> query_shape(const Point& p) {
  return collide::Point<double>{p.position};
}
std::optional<Aabb<double>> bounds(const Point& p) {
  return Aabb<double>{p.position, p.position};
}

}  // namespace

constinit const KindDescriptor desc::Point::kind = {
    .index = kind_index<desc::Point>(),
    .name = "point",
    .a_name = "a point",
    .cpp_type = "Point",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
    .support = kinds::support_of,
};

}  // namespace collide
