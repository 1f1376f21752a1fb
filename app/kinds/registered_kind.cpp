// The row of every kind registered at run time (core/scene/kind_descriptor.hpp: register_kind):
// known by its descriptor and its support function alone, it is drawn as the image of a sphere's
// mesh under its support (each vertex, a direction d, goes to support(d): exact at the shape's
// vertices and along its curved faces, the hull of what it samples elsewhere), picked by that
// mesh, moved by its fields that move, turned and resized by its descriptor when it has those.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <numbers>

#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"
#include "core/queries/support.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

std::string title(const ObjectDesc& d) {
  return kinds::registered_title(descriptor_of(d));
}

// The centre of its box: where the handles sit.
D3 pivot(const ObjectDesc& d) {
  const Aabb<double> b = *descriptor_of(d).bounds(d);
  return 0.5 * (b.min + b.max);
}
std::array<D3, 3> local_axes(const ObjectDesc& d) {
  return kinds::quat_axes(std::get<desc::Convex>(d).rotation);
}

// Its descriptor's turn and resize, or none for a kind without them.
ObjectDesc rotated(const ObjectDesc& d, const glm::dquat& q) {
  const KindDescriptor& kind = descriptor_of(d);
  return kind.rotated ? kind.rotated(d, q) : d;
}
ObjectDesc scaled(const ObjectDesc& d, const Resize& r, bool& clamped) {
  const KindDescriptor& kind = descriptor_of(d);
  return kind.scaled ? kind.scaled(d, r, clamped) : d;
}

// The unit sphere's directions on a latitude–longitude grid, its poles once each.
constexpr int kAround = 16, kAcross = 9;  // meridians; parallels, poles included
D3 grid_direction(int i, int j) {
  const double polar = std::numbers::pi * j / (kAcross - 1);
  const double azimuth = 2 * std::numbers::pi * i / kAround;
  return {std::sin(polar) * std::cos(azimuth), std::cos(polar),
          std::sin(polar) * std::sin(azimuth)};
}

// The drawn mesh: the sphere's grid mapped through the support, two triangles per cell.
template <class Emit>
void for_each_triangle(const ObjectDesc& d, Emit emit) {
  const Shape<double> shape = to_shape<double>(d);
  std::array<std::array<D3, kAcross>, kAround> v;
  for (int i = 0; i < kAround; ++i)
    for (int j = 0; j < kAcross; ++j)
      v[i][j] = *support(shape, grid_direction(i, j));
  for (int i = 0; i < kAround; ++i) {
    const int next = (i + 1) % kAround;
    for (int j = 0; j + 1 < kAcross; ++j) {
      emit(v[i][j], v[next][j], v[next][j + 1]);
      emit(v[i][j], v[next][j + 1], v[i][j + 1]);
    }
  }
}

std::optional<RayHit> pick(const ObjectDesc& d, const PickQuery& q) {
  std::optional<RayHit> best;
  for_each_triangle(d, [&](const D3& a, const D3& b, const D3& c) {
    best = kinds::nearest(best, ray_triangle(q.ray, Triangle<double>{a, b, c}));
  });
  return best;
}

// Shaded by a fixed light, so its faces read as a solid.
void draw(const ObjectDesc& d, const ObjectStyle& s) {
  const D3 light = glm::normalize(D3(0.4, 0.8, 0.45));
  for_each_triangle(d, [&](const D3& a, const D3& b, const D3& c) {
    const D3 n = glm::cross(b - a, c - a);
    const double len = glm::length(n);
    const double lit = len > 0 ? 0.55 + 0.45 * std::abs(glm::dot(n / len, light)) : 1.0;
    const Color shade{s.color.r * float(lit), s.color.g * float(lit), s.color.b * float(lit),
                      s.color.a};
    s.list.triangle(Layer::scene, {a, b, c, shade});
  });
}
std::optional<BoundingSphere> marker(const ObjectDesc& d, const DrawnSizes&) {
  const Aabb<double> b = *descriptor_of(d).bounds(d);
  return BoundingSphere{0.5 * (b.min + b.max), 0.5 * glm::length(b.max - b.min)};
}

}  // namespace

namespace kinds {

std::string registered_title(const KindDescriptor& kind) {
  std::string t(kind.name);
  if (!t.empty()) t[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(t[0])));
  return t;
}

ObjectDesc new_registered(const KindDescriptor& kind, const NewObjectFrame& at) {
  ObjectDesc d = default_description(kind);
  bool clamped = false;
  if (kind.scaled) d = kind.scaled(d, Resize{-1, at.size, 1e-9 * at.size}, clamped);
  return translated(d, at.center - pivot(d));
}

}  // namespace kinds

// Add entries: one per registered kind, made by kind_table.cpp's add_entries.
extern constinit const KindRow kRegisteredKind = {
    .alternative = kind_index<desc::Convex>(),
    .title = title,
    .add = {},
    .pivot = pivot,
    .local_axes = local_axes,
    .cannot_rotate = "",
    .rotated = rotated,
    .cannot_scale = "",
    .scale_handles = ScaleHandles::uniform,
    .scaled = scaled,
    .pick = pick,
    .draw = draw,
    .marker = marker,
    .default_color = std::nullopt,
};

}  // namespace collide
