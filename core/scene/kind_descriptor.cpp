#include "core/scene/kind_descriptor.hpp"

#include <algorithm>
#include <array>
#include <iterator>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <glm/gtc/quaternion.hpp>

#include "core/math/bitwise_equal.hpp"
#include "core/queries/support.hpp"

namespace collide {

namespace {

// In ObjectDesc's order, each built-in alternative's own `kind`
// (tests/core/scene/kind_descriptor_test.cpp checks each against its alternative: name, fields
// tiling the struct, to_shape of that kind).
constexpr auto kDescriptors = []<std::size_t... I>(std::index_sequence<I...>) {
  return std::array<const KindDescriptor*, kKindCount>{
      &std::variant_alternative_t<I, ObjectDesc>::kind...};
}
(std::make_index_sequence<kKindCount>{});

// One order: ObjectDesc's built-in alternative i has the query shape ShapeKind i (a sphere with
// a velocity excepted: its shape is a moving sphere, a kind only queries make), so the pair
// table, the kinds' table and every list of kinds agree. The registered kinds' desc::Convex and
// SupportShape come last in each (after the moving sphere among the shapes).
constexpr bool kinds_in_shape_order = []<std::size_t... I>(std::index_sequence<I...>) {
  return ((static_cast<std::size_t>(std::variant_alternative_t<I, ObjectDesc>::shape) == I) && ...);
}
(std::make_index_sequence<kKindCount>{});
static_assert(kinds_in_shape_order, "ObjectDesc and ShapeKind must list the kinds in one order");
static_assert(desc::Convex::shape == ShapeKind::convex);

// The built-in kinds, then the registered ones.
std::vector<const KindDescriptor*>& table() {
  static std::vector<const KindDescriptor*> all(kDescriptors.begin(), kDescriptors.end());
  return all;
}

}  // namespace

std::span<const KindDescriptor* const> kind_descriptors() {
  return table();
}

const KindDescriptor& descriptor_of(const ObjectDesc& d) {
  if (const auto* c = std::get_if<desc::Convex>(&d)) return *c->registered;
  return *kDescriptors[d.index()];
}

const KindDescriptor* descriptor_named(std::string_view name) {
  for (const KindDescriptor* k : table())
    if (k->name == name) return k;
  return nullptr;
}

void register_kind(const KindDescriptor& kind) {
  if (kind.index != kind_index<desc::Convex>() || !kind.convex || kind.convex->name != kind.name ||
      !kind.to_shape || !kind.bounds)
    throw std::invalid_argument("register_kind: \"" + std::string(kind.name) +
                                "\" is not a registered kind's descriptor (its index must be "
                                "desc::Convex's, with its support of the same name, to_shape and "
                                "bounds)");
  if (descriptor_named(kind.name))
    throw std::invalid_argument("register_kind: a kind named \"" + std::string(kind.name) +
                                "\" exists already");
  support_kind_number(*kind.convex);  // numbered now, so making shapes only reads the list
  table().push_back(&kind);
}

void unregister_kind(const KindDescriptor& kind) {
  std::vector<const KindDescriptor*>& all = table();
  all.erase(std::remove(all.begin() + kKindCount, all.end(), &kind), all.end());
}

namespace {
// Two hulls are the same when their points are, bit for bit and in order (the rest is built from
// them); the same HullData is the same without looking.
bool same_points(const HullRef& a, const HullRef& b) {
  if (a == b) return true;
  if (!a || !b || a->points.size() != b->points.size()) return false;
  for (std::size_t i = 0; i < a->points.size(); ++i)
    if (!bitwise_equal(a->points[i], b->points[i])) return false;
  return true;
}
// Two meshes are the same when their sources are: an inline mesh's vertices (bit for bit) and
// triangles, a file mesh's file name and pose (bit for bit); the same MeshSource without looking.
bool same_mesh(const MeshRef& a, const MeshRef& b) {
  if (a == b) return true;
  if (!a || !b || a->file != b->file || a->directory != b->directory) return false;
  if (a->from_file())
    return bitwise_equal(a->center, b->center) && bitwise_equal(a->rotation, b->rotation) &&
           bitwise_equal(a->scale, b->scale);
  const MeshData &x = *a->mesh, &y = *b->mesh;
  if (x.vertices.size() != y.vertices.size() || x.triangles != y.triangles) return false;
  for (std::size_t i = 0; i < x.vertices.size(); ++i)
    if (!bitwise_equal(x.vertices[i], y.vertices[i])) return false;
  return true;
}
}  // namespace

bool same_bits(const ObjectDesc& a, const ObjectDesc& b) {
  if (a.index() != b.index() || &descriptor_of(a) != &descriptor_of(b)) return false;
  for (const FieldDescriptor& f : descriptor_of(a).fields) {
    const FieldConstPtr fb = f.read(b);
    const bool same = std::visit(
        [&](const auto* x) {
          using P = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<P, const HullRef*>)
            return same_points(*x, *std::get<P>(fb));
          else if constexpr (std::is_same_v<P, const MeshRef*>)
            return same_mesh(*x, *std::get<P>(fb));
          else
            return bitwise_equal(*x, *std::get<P>(fb));
        },
        f.read(a));
    if (!same) return false;
  }
  return true;
}

ObjectDesc default_description(const KindDescriptor& kind) {
  if (kind.convex) {
    desc::Convex d = kind.defaults ? kind.defaults() : desc::Convex{};
    d.registered = &kind;
    return d;
  }
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
  for (const FieldDescriptor& f : descriptor_of(d).fields) {
    if (!f.moves) continue;
    const FieldPtr p = f.at(moved);
    if (HullRef* const* hull = std::get_if<HullRef*>(&p)) {
      // A hull moves every point by the move (a new HullData: the old one stays shared).
      if (HullBuild b = transformed(***hull, delta); b.hull) **hull = std::move(b.hull);
    } else if (MeshRef* const* mesh = std::get_if<MeshRef*>(&p)) {
      **mesh = translated_mesh(**mesh, delta);
    } else {
      *std::get<Vec3<double>*>(p) += delta;
    }
  }
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

Shape<double> convex_shape(const ObjectDesc& d) {
  const auto& c = std::get<desc::Convex>(d);
  return SupportShape<double>{support_kind_number(*c.registered->convex), c.vec, c.num,
                              glm::normalize(c.rotation)};
}

std::optional<Aabb<double>> convex_bounds(const ObjectDesc& d) {
  const Shape<double> s = convex_shape(d);
  Aabb<double> box;
  for (int i = 0; i < 3; ++i) {
    Vec3<double> axis(0);
    axis[i] = 1;
    box.max[i] = (*support(s, axis))[i];
    box.min[i] = (*support(s, -axis))[i];
  }
  return box;
}

Vec3<double> support_of(const ObjectDesc& d, const Vec3<double>& direction) {
  // Only bounded kinds name this function, so the query shape has a support.
  return *support(to_shape<double>(d), direction);
}

}  // namespace kinds
}  // namespace collide
