#include "app/kinds/kind_table.hpp"

#include <array>
#include <cctype>
#include <deque>
#include <string>

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
extern const KindRow kCapsuleKind;
extern const KindRow kCylinderKind;
extern const KindRow kConvexHullKind;
extern const KindRow kMeshKind;
extern const KindRow kRegisteredKind;  // every kind registered at run time (registered_kind.cpp)

namespace {

// In ObjectDesc's order (tests/app/kinds checks each row's alternative); desc::Convex, the
// registered kinds', has the generic row.
constexpr const KindRow* kRows[] = {&kBoxKind,   &kAabbKind,    &kSphereKind,   &kPlaneKind,
                                    &kPointKind, &kSegmentKind, &kTriangleKind, &kEllipsoidKind,
                                    &kRayKind,   &kCapsuleKind, &kCylinderKind, &kConvexHullKind,
                                    &kMeshKind};
static_assert(std::size(kRows) == kKindCount,
              "every built-in alternative of ObjectDesc needs a row in the kind table");

// The Add entries of the registered kinds ("Rounded box"), made when first listed and kept, as
// the menu holds pointers to them.
struct RegisteredEntry {
  std::string title, stem;
  AddEntry entry;
};
const AddEntry& registered_entry(const KindDescriptor& kind) {
  static std::deque<RegisteredEntry> made;
  for (const RegisteredEntry& e : made)
    if (e.entry.make.registered() == &kind) return e.entry;
  RegisteredEntry& e =
      made.emplace_back(RegisteredEntry{kinds::registered_title(kind),
                                        std::string(kind.name),
                                        {nullptr, nullptr, NewObjectMaker(&kind)}});
  for (char& c : e.stem)
    if (c == ' ') c = '_';
  e.entry.title = e.title.c_str();
  e.entry.id_stem = e.stem.c_str();
  return e.entry;
}

}  // namespace

std::span<const KindRow* const> kind_table() {
  return kRows;
}

const KindRow& kind_of(const ObjectDesc& d) {
  return d.index() < kKindCount ? *kRows[d.index()] : kRegisteredKind;
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
  // The registered kinds' generic row is every one of them: their objects name their kind.
  return row.alternative < kKindCount ? kind_descriptors()[row.alternative]->name : "";
}

std::vector<const AddEntry*> add_entries() {
  std::vector<const AddEntry*> out;
  for (const KindRow* row : kRows)
    for (const AddEntry& e : row->add)
      out.push_back(&e);
  for (const KindDescriptor* kind : kind_descriptors().subspan(kKindCount))
    out.push_back(&registered_entry(*kind));
  return out;
}

ObjectPose NewObjectMaker::operator()(const NewObjectFrame& at) const {
  if (registered_) return ObjectPose(kinds::new_registered(*registered_, at));
  return posed_ ? posed_(at) : ObjectPose(still_(at));
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
