#include "app/kinds/kind_table.hpp"

#include <array>
#include <type_traits>
#include <utility>

#include "app/kinds/bitwise_equal.hpp"

namespace collide {

// Each row is defined in its kind's file (app/kinds/<kind>_kind.cpp).
extern const KindRow kBoxKind;
extern const KindRow kAabbKind;
extern const KindRow kSphereKind;
extern const KindRow kPlaneKind;
extern const KindRow kPointKind;
extern const KindRow kSegmentKind;
extern const KindRow kTriangleKind;
extern const KindRow kEllipsoidKind;
extern const KindRow kRayKind;

namespace {

// In ObjectDesc's order (tests/app/kinds checks each row's alternative).
constexpr const KindRow* kRows[] = {&kBoxKind,      &kAabbKind,      &kSphereKind,
                                    &kPlaneKind,    &kPointKind,     &kSegmentKind,
                                    &kTriangleKind, &kEllipsoidKind, &kRayKind};
static_assert(std::size(kRows) == std::variant_size_v<ObjectDesc>,
              "every alternative of ObjectDesc needs a row in the kind table");

}  // namespace

std::span<const KindRow* const> kind_table() {
  return kRows;
}

const KindRow& kind_of(const ObjectDesc& d) {
  return *kRows[d.index()];
}

std::string_view json_name(const KindRow& row) {
  // A default description of the row's alternative, named by core.
  static const auto names = [] {
    std::array<std::string_view, std::variant_size_v<ObjectDesc>> n{};
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((n[I] = kind_name(ObjectDesc(std::in_place_index<I>))), ...);
    }
    (std::make_index_sequence<std::variant_size_v<ObjectDesc>>{});
    return n;
  }();
  return names[row.alternative];
}

std::vector<const AddEntry*> add_entries() {
  std::vector<const AddEntry*> out;
  for (const KindRow* row : kRows)
    for (const AddEntry& e : row->add)
      out.push_back(&e);
  return out;
}

bool same_bits(const ObjectDesc& a, const ObjectDesc& b) {
  if (a.index() != b.index()) return false;
  for (const KindField& f : kind_of(a).fields) {
    const FieldConstPtr fb = f.read(b);
    const bool same = std::visit(
        [&](const auto* x) { return bitwise_equal(*x, *std::get<std::decay_t<decltype(x)>>(fb)); },
        f.read(a));
    if (!same) return false;
  }
  return true;
}

namespace kinds {

std::array<glm::dvec3, 3> world_axes() {
  return {glm::dvec3(1, 0, 0), glm::dvec3(0, 1, 0), glm::dvec3(0, 0, 1)};
}

std::array<glm::dvec3, 3> quat_axes(const glm::dquat& q) {
  const glm::dmat3 m = glm::mat3_cast(glm::normalize(q));
  return {m[0], m[1], m[2]};
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

}  // namespace kinds
}  // namespace collide
