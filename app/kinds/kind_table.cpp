#include "app/kinds/kind_table.hpp"

#include <array>
#include <cctype>

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

std::string KindTitle::operator()(const ObjectDesc& d, const Motion& m) const {
  std::string t = of_(d);
  if (!sweeps(d, m) || t.empty()) return t;
  // "Sphere" → "Moving sphere"; an acronym ("AABB") keeps its capitals.
  if (t.size() < 2 || !std::isupper(static_cast<unsigned char>(t[1])))
    t[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(t[0])));
  return "Moving " + t;
}

std::string_view json_name(const KindRow& row) {
  return kind_descriptors()[row.alternative]->name;
}

std::vector<const AddEntry*> add_entries() {
  std::vector<const AddEntry*> out;
  for (const KindRow* row : kRows)
    for (const AddEntry& e : row->add)
      out.push_back(&e);
  return out;
}

namespace kinds {

std::array<glm::dvec3, 3> world_axes() {
  return {glm::dvec3(1, 0, 0), glm::dvec3(0, 1, 0), glm::dvec3(0, 0, 1)};
}

std::array<glm::dvec3, 3> quat_axes(const glm::dquat& q) {
  const glm::dmat3 m = glm::mat3_cast(glm::normalize(q));
  return {m[0], m[1], m[2]};
}

ObjectDesc rotated(const ObjectDesc& d, const glm::dquat& q) {
  return descriptor_of(d).rotated(d, q);
}
ObjectDesc scaled(const ObjectDesc& d, const Resize& r, bool& clamped) {
  return descriptor_of(d).scaled(d, r, clamped);
}

}  // namespace kinds
}  // namespace collide
