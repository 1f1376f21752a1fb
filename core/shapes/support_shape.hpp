#pragma once
// A convex shape known only by its support function: the query shape of a kind registered at run
// time (core/scene/kind_registry.hpp), as Jolt's ConvexShape is any shape with GetSupportFunction.
// The shape carries its kind and a few typed parameters (the scene description's slots, rounded
// to T); its support function is the kind's, one for each precision. GJK and EPA see it through
// that function alone, so it meets every other bounded kind by the pair table's GJK/EPA fallback.
//
// A kind's parameters are at most two vectors, two numbers and a rotation (a capsule: two ends and
// a radius; a cylinder: a centre, a half height, a radius and a rotation). `positions` says which
// vectors are points in the world (moved when a run is re-centred) rather than sizes.
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <vector>

#include "../math/vec.hpp"
#include "problem.hpp"

namespace collide {

template <class T>
struct SupportShape;

// What the queries need of a registered kind: its name and its support in either precision.
// Its points are the positions moved and turned sizes added (c + R·(sizes)), which is what
// input_reach assumes of it: every point moves by at most ρ·3·(Σ|vectors|₁ + Σ|numbers|) when
// every parameter is rounded by ρ.
struct SupportKind {
  std::string_view name;  // the kind's file name: "capsule"
  // argmax over the shape of d·x (any point of the shape for d = 0), as support.hpp's.
  Vec3<float> (*support_float)(const SupportShape<float>&, const Vec3<float>&);
  Vec3<double> (*support_double)(const SupportShape<double>&, const Vec3<double>&);
  std::array<bool, 2> positions{true, true};  // vec[i] is a point (else a size, as half extents)
};

// The support functions of the kinds registered so far, numbered in the order they came: a
// shape names its kind by number, not by pointer, so a float SupportShape stays 4-byte aligned
// and Shape<float> (one per object in an evaluation) no larger than an OBB makes it. Registered
// before any shape is made (register_kind); never removed, so a number stays valid.
inline std::vector<const SupportKind*> registered_support_kinds;

// kind's number, registering it the first time.
inline std::uint32_t support_kind_number(const SupportKind& kind) {
  std::vector<const SupportKind*>& all = registered_support_kinds;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i] == &kind) return static_cast<std::uint32_t>(i);
  all.push_back(&kind);
  return static_cast<std::uint32_t>(all.size() - 1);
}

template <class T>
struct SupportShape {
  std::uint32_t kind = 0;  // its SupportKind's number in registered_support_kinds
  std::array<Vec3<T>, 2> vec{};
  std::array<T, 2> num{};
  Quat<T> rotation{1, 0, 0, 0};  // unit length (to_shape normalises it)

  const SupportKind& kind_of() const { return *registered_support_kinds[kind]; }
};

template <class T>
Vec3<T> support(const SupportShape<T>& s, const Vec3<T>& d) {
  if constexpr (std::is_same_v<T, float>)
    return s.kind_of().support_float(s, d);
  else
    return s.kind_of().support_double(s, d);
}

// Its parameters are numbers (the kind's own limits, as a radius >= 0, are the loader's).
template <class T>
Problem validate(const SupportShape<T>& s) {
  for (const Vec3<T>& v : s.vec)
    if (!std::isfinite(v.x) || !std::isfinite(v.y) || !std::isfinite(v.z))
      return Problem::non_finite;
  for (T x : s.num)
    if (!std::isfinite(x)) return Problem::non_finite;
  const Quat<T>& q = s.rotation;
  if (!std::isfinite(q.w) || !std::isfinite(q.x) || !std::isfinite(q.y) || !std::isfinite(q.z))
    return Problem::non_finite;
  return Problem::none;
}

}  // namespace collide
