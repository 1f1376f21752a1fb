// The ray: origin + t·direction for t >= 0. Unbounded: no bounds, no support function.
#include "core/scene/kind_descriptor.hpp"

namespace collide {
namespace {

using desc::Ray;

constexpr FieldDescriptor kFields[] = {
    member_field<&Ray::origin>("origin", "origin", "where it starts (world units)")
        .moves_with_object(),
    member_field<&Ray::direction>("direction", "direction",
                                  "where it goes; any length but zero (t is in its units)")
        .limited(FieldLimit::non_zero),
};

Shape<double> query_shape(const Ray& r) {
  return collide::Ray<double>{r.origin, r.direction};
}
std::optional<Aabb<double>> bounds(const Ray&) {
  return std::nullopt;
}

}  // namespace

constinit const KindDescriptor desc::Ray::kind = {
    .index = kind_index<desc::Ray>(),
    .name = "ray",
    .a_name = "a ray",
    .cpp_type = "Ray",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
};

}  // namespace collide
