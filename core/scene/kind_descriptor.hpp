#pragma once
// A kind of scene object described once (Jolt's ShapeSettings: one place per shape). A kind's
// descriptor holds its file name ("box"), its stored fields — each with its JSON name, its
// meaning and unit, its limit and whether a file must give it — and what the core does with a
// description of it: the query shape (to_shape), the bounds, how it moves, turns and scales,
// and its support function. The JSON reader and writer, the test exporter and the app loop over
// the fields instead of naming them again; each kind's descriptor is in core/scene/kinds/.
//
// One order: kind_descriptors()[i] describes ObjectDesc's alternative i, and
// kind_index<desc::Box>() is that i, so no code writes an alternative's index by hand. The kinds
// registered at run time (register_kind) follow the built-in ones; all of them are described by
// desc::Convex, ObjectDesc's last alternative.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <variant>

#include <glm/gtc/quaternion.hpp>

#include "../shapes/support_shape.hpp"
#include "scene.hpp"

namespace collide {

// The index of T in ObjectDesc (a compile error for a type that is not one of its kinds).
template <class T, std::size_t I = 0>
constexpr std::size_t kind_index() {
  static_assert(I < std::variant_size_v<ObjectDesc>, "not a kind of ObjectDesc");
  if constexpr (std::is_same_v<std::variant_alternative_t<I, ObjectDesc>, T>)
    return I;
  else
    return kind_index<T, I + 1>();
}
// The built-in kinds: every alternative of ObjectDesc but the last, desc::Convex, which holds the
// kinds registered at run time (register_kind).
inline constexpr std::size_t kKindCount = std::variant_size_v<ObjectDesc> - 1;
static_assert(std::is_same_v<std::variant_alternative_t<kKindCount, ObjectDesc>, desc::Convex>);

// A stored field of a kind, reached in any description of that kind.
// (A convex hull's point set is one field, its HullRef: read and written as "points". A mesh's
// triangles are one field, its MeshRef: read and written as the object's "vertices" and
// "triangles", or its "file", "center", "rotation" and "scale".)
using FieldPtr = std::variant<double*, Vec3<double>*, Quat<double>*, std::optional<Vec3<double>>*,
                              HullRef*, MeshRef*>;
using FieldConstPtr =
    std::variant<const double*, const Vec3<double>*, const Quat<double>*,
                 const std::optional<Vec3<double>>*, const HullRef*, const MeshRef*>;

// What a value must be, beyond its type (the loader refuses the rest, saying which).
enum class FieldLimit : std::uint8_t {
  any,
  non_negative,  // a number >= 0, or a vector whose every component is (a radius, extents)
  positive,      // a number > 0 (a capsule's radius: zero would make it a segment)
  non_zero,      // a vector other than [0, 0, 0] (a normal, a direction)
  not_below,     // a vector >= the field named by `below` on every axis (an AABB's max)
};

struct FieldDescriptor {
  std::string_view json;     // the file's key: "half_extents"
  const char* label;         // for people (the Inspector, messages): "half extents"
  std::string_view meaning;  // what it is, with its unit
  FieldPtr (*at)(ObjectDesc&);
  FieldConstPtr (*read)(const ObjectDesc&);
  FieldLimit limit = FieldLimit::any;
  std::string_view below;  // not_below: the other field's JSON name
  // A file may leave it out: a std::optional stays unset, any other value keeps the default of
  // the description's struct (a rotation: the identity). An optional vector is written only when
  // set; every other field always.
  bool optional = false;
  // A position in the world (a centre, a corner, an end): moving the object adds the move to it;
  // the other fields (sizes, directions, a rotation) stay as they are.
  bool moves = false;

  constexpr FieldDescriptor moves_with_object() const {
    FieldDescriptor f = *this;
    f.moves = true;
    return f;
  }
  constexpr FieldDescriptor limited(FieldLimit l, std::string_view other = {}) const {
    FieldDescriptor f = *this;
    f.limit = l;
    f.below = other;
    return f;
  }
  constexpr FieldDescriptor may_be_absent() const {
    FieldDescriptor f = *this;
    f.optional = true;
    return f;
  }
};

// One scale step, from the pose at the press: every size along `axis` (0..2, or every axis when
// −1) times `factor`, never below `min_size` (a held size sets `clamped`).
struct Resize {
  int axis;
  double factor;
  double min_size;
};

struct KindDescriptor {
  std::size_t index;          // its alternative in ObjectDesc: kind_index<desc::Box>()
  std::string_view name;      // the file's "kind": "box"
  std::string_view a_name;    // in messages: "a box", "an aabb"
  std::string_view cpp_type;  // the description's type in collide::desc, for exported C++: "Box"
  std::span<const FieldDescriptor>
      fields;  // every stored member, in the struct's (and file's) order

  Shape<double> (*to_shape)(const ObjectDesc&);
  // The closed box holding the object, before bounds_of's padding; nothing when unbounded.
  std::optional<Aabb<double>> (*bounds)(const ObjectDesc&);
  // Turned about its pivot by a unit quaternion (nullptr: nothing turns); its sizes resized
  // (nullptr: it has no size to scale, or scales otherwise, as an AABB's faces). Moving is the
  // same for every kind (kinds::translated: its fields that move with it).
  ObjectDesc (*rotated)(const ObjectDesc&, const Quat<double>& q) = nullptr;
  ObjectDesc (*scaled)(const ObjectDesc&, const Resize&, bool& clamped) = nullptr;
  // The point it turns about when no field of its own is that point (a capsule's centre
  // (a + b)/2); nullptr: its first field that moves with it (core/scene/pose.hpp: turn_pivot).
  Vec3<double> (*pivot)(const ObjectDesc&) = nullptr;
  // The point of the object furthest along a direction (core/queries/support.hpp), through its
  // query shape; nullptr for an unbounded kind (a ray, a plane), which GJK cannot take.
  Vec3<double> (*support)(const ObjectDesc&, const Vec3<double>& direction) = nullptr;
  // What a velocity (SceneObject::motion) makes of the kind's query shape: the object sweeping
  // by `velocity` over t in [0, 1] (the sphere's: its MovingSphere). nullptr: its query shape
  // stays the still one, and its pairs are tested by time of impact (core/time). Every kind takes
  // a velocity (core/scene/motion_fields.hpp).
  Shape<double> (*swept)(const ObjectDesc&, const Vec3<double>& velocity) = nullptr;

  // A registered kind's (index kind_index<desc::Convex>(), description a desc::Convex whose slots
  // its fields name): the support function of its query shape, a SupportShape
  // (core/shapes/support_shape.hpp); nullptr for a built-in kind.
  const SupportKind* convex = nullptr;
  // A registered kind's description before a file sets its fields: what a file's optional fields
  // keep, and the Add menu's object (about unit size, at the origin; the app moves it into view).
  // nullptr: every slot zero and the identity rotation.
  desc::Convex (*defaults)() = nullptr;
};

// Every kind: the built-in ones in ObjectDesc's order, then the registered ones in the order
// they were registered.
std::span<const KindDescriptor* const> kind_descriptors();
// Adds a kind beyond the built-in ones (Jolt registers its shapes at run time the same way): a
// descriptor with index kind_index<desc::Convex>() and its `convex` support, whose fields name
// desc::Convex's slots (convex_vec, convex_num, convex_rotation). kind_descriptors() lists it,
// descriptor_named finds it, so a scene file may name it; JSON, export, the app's generic row,
// and GJK/EPA against every bounded kind (core/queries/pair_test.hpp) then take it. A function
// to call, not a static object's side effect (a static library drops an object file nothing
// names): call it before reading a scene that names the kind, from one thread. Throws
// std::invalid_argument for a name already taken or a descriptor that is not a registered kind's.
void register_kind(const KindDescriptor& kind);
// Takes a registered kind out of the table again (a test leaving it as it found it); its
// descriptions must be gone by then.
void unregister_kind(const KindDescriptor& kind);
const KindDescriptor& descriptor_of(const ObjectDesc& d);
// The kind whose file name is `name`, or nullptr.
const KindDescriptor* descriptor_named(std::string_view name);
// Bit-for-bit equality of two descriptions, field by field (two NaNs with the same bits are
// equal; 0.0 and −0.0 are not): what "undo gives back exactly the same object" means.
bool same_bits(const ObjectDesc& a, const ObjectDesc& b);
// A description of the kind with its struct's defaults (what a file's optional fields keep).
ObjectDesc default_description(const KindDescriptor& kind);

// A descriptor's column from a function of the kind's own description: for_kind<bounds> turns
// `std::optional<Aabb<double>> bounds(const desc::Box&)` into a function of an ObjectDesc.
template <auto F>
struct ForKind;
template <class T, class R, class... A, R (*F)(const T&, A...)>
struct ForKind<F> {
  static R call(const ObjectDesc& d, A... a) { return F(std::get<T>(d), a...); }
};
template <auto F>
inline constexpr auto for_kind = &ForKind<F>::call;

// A field from a pointer to member: member_field<&desc::Box::center>("center", "centre", …).
template <auto M>
struct MemberField;
template <class T, class V, V T::*M>
struct MemberField<M> {
  static FieldPtr at(ObjectDesc& d) { return &(std::get<T>(d).*M); }
  static FieldConstPtr read(const ObjectDesc& d) { return &(std::get<T>(d).*M); }
};
template <auto M>
constexpr FieldDescriptor member_field(std::string_view json, const char* label,
                                       std::string_view meaning) {
  return {json, label, meaning, &MemberField<M>::at, &MemberField<M>::read, FieldLimit::any,
          {},   false, false};
}

// Columns for a kind turned by its own unit quaternion and sized by one vector (a box's half
// extents, an ellipsoid's radii): own_turn<&desc::Box::rotation> composes the turn onto the
// rotation (never through Euler angles, renormalised once), so it turns about its centre;
// own_resize<&desc::Box::half_extents> resizes that vector (kinds::resize).
template <auto M>
struct OwnRotation;
template <class T, Quat<double> T::*M>
struct OwnRotation<M> {
  static ObjectDesc rotated(const ObjectDesc& d, const Quat<double>& q) {
    T turned = std::get<T>(d);
    turned.*M = glm::normalize(q * (turned.*M));
    return turned;
  }
};
template <auto M>
inline constexpr auto own_turn = &OwnRotation<M>::rotated;

// A registered kind's fields: the slots of desc::Convex it uses, each with its JSON name, label
// and meaning (convex_vec<0>("a", "end a", "one end (world units)")), typed as the slot is.
template <std::size_t I>
struct ConvexSlot {
  static FieldPtr vec_at(ObjectDesc& d) { return &std::get<desc::Convex>(d).vec[I]; }
  static FieldConstPtr vec_read(const ObjectDesc& d) { return &std::get<desc::Convex>(d).vec[I]; }
  static FieldPtr num_at(ObjectDesc& d) { return &std::get<desc::Convex>(d).num[I]; }
  static FieldConstPtr num_read(const ObjectDesc& d) { return &std::get<desc::Convex>(d).num[I]; }
};
template <std::size_t I>
constexpr FieldDescriptor convex_vec(std::string_view json, const char* label,
                                     std::string_view meaning) {
  static_assert(I < 2, "desc::Convex has two vectors");
  return {json, label, meaning, &ConvexSlot<I>::vec_at, &ConvexSlot<I>::vec_read, FieldLimit::any,
          {},   false, false};
}
template <std::size_t I>
constexpr FieldDescriptor convex_num(std::string_view json, const char* label,
                                     std::string_view meaning) {
  static_assert(I < 2, "desc::Convex has two numbers");
  return {json, label, meaning, &ConvexSlot<I>::num_at, &ConvexSlot<I>::num_read, FieldLimit::any,
          {},   false, false};
}
constexpr FieldDescriptor convex_rotation(std::string_view json, const char* label,
                                          std::string_view meaning) {
  return member_field<&desc::Convex::rotation>(json, label, meaning);
}

namespace kinds {
// A registered kind's columns: its SupportShape (the slots, the rotation normalised), and its
// bounds from its support along ±x, ±y, ±z (a convex set's box is exactly that).
Shape<double> convex_shape(const ObjectDesc& d);
std::optional<Aabb<double>> convex_bounds(const ObjectDesc& d);
// Moved by delta: every field marked moves_with_object gains it.
ObjectDesc translated(const ObjectDesc& d, const Vec3<double>& delta);
// A mesh moved by delta (a file mesh: its center, the file's mesh placed again; an inline one:
// its vertices), or the same mesh when the move overflows (core/scene/kinds/mesh.cpp).
MeshRef translated_mesh(const MeshRef& m, const Vec3<double>& delta);
// A size times the resize factor, held at the minimum (and `clamped` set) when it would fall
// below it: never zero, negative or NaN.
double resized(double size, const Resize& r, bool& clamped);
// Each of v's components that the resize covers (its axis, or all), resized.
void resize(Vec3<double>& v, const Resize& r, bool& clamped);
// The support of a description through its double query shape (for KindDescriptor::support).
Vec3<double> support_of(const ObjectDesc& d, const Vec3<double>& direction);
}  // namespace kinds

template <auto M>
struct OwnSizes;
template <class T, Vec3<double> T::*M>
struct OwnSizes<M> {
  static ObjectDesc scaled(const ObjectDesc& d, const Resize& r, bool& clamped) {
    T resized = std::get<T>(d);
    kinds::resize(resized.*M, r, clamped);
    return resized;
  }
};
template <auto M>
inline constexpr auto own_resize = &OwnSizes<M>::scaled;

}  // namespace collide
