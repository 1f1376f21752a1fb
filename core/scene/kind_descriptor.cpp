#include "core/scene/kind_descriptor.hpp"

#include <array>
#include <iterator>
#include <type_traits>
#include <utility>

#include "core/math/bitwise_equal.hpp"
#include "core/queries/support.hpp"

namespace collide {

namespace {

// In ObjectDesc's order, each alternative's own `kind` (tests/core/scene/kind_descriptor_test.cpp
// checks each against its alternative: name, fields tiling the struct, to_shape of that kind).
constexpr auto kDescriptors = []<std::size_t... I>(std::index_sequence<I...>) {
  return std::array<const KindDescriptor*, kKindCount>{
      &std::variant_alternative_t<I, ObjectDesc>::kind...};
}
(std::make_index_sequence<kKindCount>{});

// One order: ObjectDesc's alternative i has the query shape ShapeKind i (a sphere with a
// velocity excepted: its shape is a moving sphere, a kind only queries make), so the pair table,
// the kinds' table and every list of kinds agree.
constexpr bool kinds_in_shape_order = []<std::size_t... I>(std::index_sequence<I...>) {
  return ((static_cast<std::size_t>(std::variant_alternative_t<I, ObjectDesc>::shape) == I) && ...);
}
(std::make_index_sequence<kKindCount>{});
static_assert(kinds_in_shape_order, "ObjectDesc and ShapeKind must list the kinds in one order");

}  // namespace

std::span<const KindDescriptor* const> kind_descriptors() {
  return kDescriptors;
}

const KindDescriptor& descriptor_of(const ObjectDesc& d) {
  return *kDescriptors[d.index()];
}

const KindDescriptor* descriptor_named(std::string_view name) {
  for (const KindDescriptor* k : kDescriptors)
    if (k->name == name) return k;
  return nullptr;
}

bool same_bits(const ObjectDesc& a, const ObjectDesc& b) {
  if (a.index() != b.index()) return false;
  for (const FieldDescriptor& f : descriptor_of(a).fields) {
    const FieldConstPtr fb = f.read(b);
    const bool same = std::visit(
        [&](const auto* x) { return bitwise_equal(*x, *std::get<std::decay_t<decltype(x)>>(fb)); },
        f.read(a));
    if (!same) return false;
  }
  return true;
}

ObjectDesc default_description(const KindDescriptor& kind) {
  static constexpr auto kMakers = []<std::size_t... I>(std::index_sequence<I...>) {
    return std::array<ObjectDesc (*)(), kKindCount>{
        +[] { return ObjectDesc(std::in_place_index<I>); }...};
  }
  (std::make_index_sequence<kKindCount>{});
  return kMakers[kind.index]();
}

namespace kinds {

ObjectDesc translated(const ObjectDesc& d, const Vec3<double>& delta) {
  ObjectDesc moved = d;
  for (const FieldDescriptor& f : descriptor_of(d).fields)
    if (f.moves) *std::get<Vec3<double>*>(f.at(moved)) += delta;
  return moved;
}

double resized(double size, const Resize& r, bool& clamped) {
  const double v = size * r.factor;
  if (!(v >= r.min_size)) {
    clamped = true;
    return r.min_size;
  }
  return v;
}

void resize(Vec3<double>& v, const Resize& r, bool& clamped) {
  for (int i = 0; i < 3; ++i)
    if (r.axis < 0 || i == r.axis) v[i] = resized(v[i], r, clamped);
}

Vec3<double> support_of(const ObjectDesc& d, const Vec3<double>& direction) {
  // Only bounded kinds name this function, so the query shape has a support.
  return *support(to_shape<double>(d), direction);
}

}  // namespace kinds
}  // namespace collide
