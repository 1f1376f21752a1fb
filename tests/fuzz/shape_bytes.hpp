#pragma once
// Fuzz input bytes -> a shape of any kind, described in double and built in either precision.
//
// Most numbers are on a lattice (k/8 and k/1024), exact in float as in double, so the two
// precisions get the same shape and a difference between their verdicts is the queries' own;
// the lattice also makes touching and coincident shapes common, where the bands matter. A few
// numbers come from a table of hard values (NaN, ±∞, −0, huge, tiny, denormal, not
// representable) so that invalid inputs and the edges of float's range are reached too.
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>

#include <fuzzer/FuzzedDataProvider.h>
#include <glm/geometric.hpp>

#include "core/scene/scene.hpp"
#include "core/shapes/shape.hpp"
#include "core/shapes/triangle_mesh.hpp"

namespace collide::fuzz {

struct ShapeSpec {
  ShapeKind kind = ShapeKind::point;
  Vec3<double> u{}, v{}, w{};  // the kind's points and vectors, in the order make() reads them
  double s = 0;                // radius or plane offset
  glm::dvec4 q{1, 0, 0, 0};    // rotation (w, x, y, z), normalised unless `raw`
  bool raw = false;            // plane: the normal as given; aabb: max as given (not min + |v|)
  bool tame = true;            // every number finite, 2^-10 <= |x| <= 2^10 or 0 (see number())
};

inline double number(FuzzedDataProvider& in, bool& tame) {
  const auto pick = in.ConsumeIntegral<std::uint8_t>();
  if (pick < 160) return in.ConsumeIntegral<std::int8_t>() / 8.0;
  if (pick < 240) return in.ConsumeIntegral<std::int16_t>() / 1024.0;
  constexpr double inf = std::numeric_limits<double>::infinity();
  constexpr double hard[16] = {std::numeric_limits<double>::quiet_NaN(),
                               inf,
                               -inf,
                               -0.0,
                               1e30,
                               -1e30,
                               1e-30,
                               0x1p-140,
                               3e38,
                               1e15,
                               1e-7,
                               65504,
                               0.1,
                               1.0 / 3.0,
                               -1,
                               1e6};
  const double x = hard[pick - 240];
  // Beyond 2^10 (or below 2^-10) a float shape that also holds lattice numbers (k/8) is ill
  // conditioned: a 10⁶-long needle triangle, say, has float roundings of 0.06 in its
  // normal's products. Such inputs are still run for validity, symmetry and the sanitizers; the
  // numeric invariants (agreement, witnesses, separations) are checked on tame inputs only.
  const double m = std::abs(x);
  if (!(m <= 0x1p10) || (m != 0 && m < 0x1p-10)) tame = false;
  return x;
}

inline Vec3<double> vec(FuzzedDataProvider& in, bool& tame) {
  const double x = number(in, tame), y = number(in, tame);
  return {x, y, number(in, tame)};
}

inline ShapeSpec read_shape(FuzzedDataProvider& in) {
  ShapeSpec s;
  s.kind = static_cast<ShapeKind>(in.ConsumeIntegralInRange<std::size_t>(0, kShapeKindCount - 1));
  s.raw = in.ConsumeIntegralInRange<int>(0, 15) == 0;
  s.u = vec(in, s.tame);
  s.v = vec(in, s.tame);
  s.w = vec(in, s.tame);
  s.s = number(in, s.tame);
  glm::dvec4 q;
  for (int i = 0; i < 4; ++i)
    q[i] = in.ConsumeIntegral<std::int8_t>();
  const double n = glm::length(q);
  s.q = n > 0 ? q / n : glm::dvec4(1, 0, 0, 0);
  return s;
}

template <class T>
Vec3<T> narrow(const Vec3<double>& v) {
  return Vec3<T>(v);
}

// A mesh shape borrows its MeshData, so the meshes made last stay alive: a case makes at most
// four shapes (two operands, in both precisions), and the ring holds eight. A quad whose corners
// a mesh refuses (a NaN or infinite one) is the unit square's instead: a mesh is never invalid.
inline const MeshData* fuzz_mesh(const ShapeSpec& s) {
  static std::array<std::shared_ptr<const MeshData>, 8> ring;
  static std::size_t next = 0;
  const Vec3<double> corners[4] = {s.u, s.v, s.w, s.u + s.w - s.v};
  const std::array<std::uint32_t, 3> triangles[2] = {{0, 1, 2}, {0, 2, 3}};
  MeshBuild b = build_triangle_mesh(corners, triangles);
  if (!b.mesh) {
    const Vec3<double> square[4] = {{0, 0, 0}, {1, 0, 0}, {1, 0, 1}, {0, 0, 1}};
    b = build_triangle_mesh(square, triangles);
  }
  ring[next++ % ring.size()] = b.mesh;
  return b.mesh.get();
}

template <class T>
Shape<T> make(const ShapeSpec& s) {
  const Vec3<T> u = narrow<T>(s.u), v = narrow<T>(s.v), w = narrow<T>(s.w);
  const T scalar = static_cast<T>(s.s);
  const Quat<T> q(static_cast<T>(s.q[0]), static_cast<T>(s.q[1]), static_cast<T>(s.q[2]),
                  static_cast<T>(s.q[3]));
  switch (s.kind) {
    case ShapeKind::point:
      return Point<T>{u};
    case ShapeKind::segment:
      return Segment<T>{u, v};
    case ShapeKind::ray:
      return Ray<T>{u, v};
    case ShapeKind::plane: {
      // Normalised in T, as a scene's plane is; raw keeps a non-unit or zero normal (invalid).
      const T length = glm::length(v);
      return Plane<T>{s.raw || !(length > 0) ? v : v / length, scalar};
    }
    case ShapeKind::sphere:
      return Sphere<T>{u, scalar};
    case ShapeKind::moving_sphere:
      return MovingSphere<T>{Sphere<T>{u, scalar}, v};
    case ShapeKind::aabb:
      return Aabb<T>{u, s.raw ? v : u + glm::abs(v)};
    case ShapeKind::obb:
      return Obb<T>::from_rotation(u, s.raw ? v : glm::abs(v), q);
    case ShapeKind::triangle:
      return Triangle<T>{u, v, w};
    case ShapeKind::ellipsoid:
      return Ellipsoid<T>::from_rotation(u, s.raw ? v : glm::abs(v), q);
    case ShapeKind::capsule:
      return Capsule<T>{u, v, scalar};
    case ShapeKind::cylinder:  // centre u, half height |v.x| (raw: v.x), radius s, turned by q
      return Cylinder<T>::from_rotation(u, s.raw ? v.x : std::abs(v.x), scalar, q);
    case ShapeKind::convex_hull: {
      // The Add menu's hull or a sliver 1e-6 thick (q's sign picks), placed by the shape's own
      // offset u and scale |s| (raw: s, which may be 0 or negative: invalid), as GJK moves it.
      static const HullRef sliver =
          hull_of_points({{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 1e-6}, {0.5, 0.5, -1e-6}});
      const HullData* h = s.q[0] >= 0 ? default_hull().get() : sliver.get();
      return ConvexHull<T>{h, u, s.raw ? scalar : std::abs(scalar)};
    }
    case ShapeKind::mesh:  // the parallelogram u, v, w, u + w − v as two triangles
      return TriangleMesh<T>{fuzz_mesh(s)};
    case ShapeKind::convex:  // a registered kind: none in the fuzzer, and read_shape never picks it
      break;
  }
  return Point<T>{u};
}

// The size of the numbers a query between these shapes works with (for tolerances).
inline double scale_of(const ShapeSpec& s) {
  auto l1 = [](const Vec3<double>& x) { return std::abs(x.x) + std::abs(x.y) + std::abs(x.z); };
  return l1(s.u) + l1(s.v) + l1(s.w) + std::abs(s.s);
}

}  // namespace collide::fuzz
