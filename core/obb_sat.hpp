#pragma once
// OBB–OBB (and OBB–AABB) intersection by the separating-axis test on 15 axes.
//
// Two convex polyhedra are disjoint iff some axis separates their projections; for two boxes the
// candidates are the 3 face normals of A, the 3 of B and the 9 cross products Aᵢ×Bⱼ of their edge
// directions. Along a unit axis L, box X projects to c_X·L ± Σₖ e_Xk·|X_k·L|.
//
// Axis order (the index used everywhere, and the order in which "the first separating axis" is
// named by the explained test):
//   0..2   face of A i   (L = Aᵢ)
//   3..5   face of B j   (L = Bⱼ)
//   6..14  edge Aᵢ×Bⱼ    index 6 + 3·i + j  (L = Aᵢ×Bⱼ / |Aᵢ×Bⱼ|)
// The boolean and batch paths test the axes in another order (the one that separates W1 most
// often first); they only answer yes/no, which does not depend on the order.
//
// Tolerance (`parallel_tolerance`, ε; default sat_parallel_default<T>): Ericson's epsilon.
// Every |Rᵢⱼ| = |Aᵢ·Bⱼ| is used as |Rᵢⱼ| + ε, which widens each projected radius by ε times the
// half extents it multiplies. The widening is proportional to the boxes' sizes (scale-aware) and
// stops two boxes with (nearly) parallel edges, whose cross product is rounding noise, from being
// separated by that noise. An axis separates iff |t·L| > r_A + r_B with the widened radii: ε can
// only turn "separated" into "intersecting", never the reverse. An edge axis with
// |Aᵢ×Bⱼ| <= ε is degenerate: it is skipped (marked `degenerate`), which is exact for parallel
// edges (the face axes then decide) and errs by at most the band for nearly parallel ones.
//
// Closed sets: touching boxes intersect (an axis separates only on a strictly positive gap).
//
// Invalid input (validate() fails on either operand) gives SatVerdict::invalid naming the
// Problem and the operand; nothing else is computed. The boolean and batch paths assume valid
// boxes (validate once when a box changes); on invalid boxes they return some bool without UB.
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "core/problem.hpp"
#include "core/shapes.hpp"

namespace collide {

// Ericson's ε (see above): about 8 float ulps of 1, or 1e-12 in double. A dimensionless amount
// added to each |Rᵢⱼ|, so the widening scales with the boxes' half extents.
template <class T>
inline constexpr T sat_parallel_default = sizeof(T) <= 4 ? T(1e-6) : T(1e-12);

enum class SatAxisKind : std::uint8_t { face_a, face_b, edge };
enum class SatVerdict : std::uint8_t { intersecting, separated, invalid };
enum class Operand : std::uint8_t { none, a, b };

inline constexpr int kSatAxisCount = 15;
constexpr int sat_face_a_index(int i) {
  return i;
}
constexpr int sat_face_b_index(int j) {
  return 3 + j;
}
constexpr int sat_edge_index(int i, int j) {
  return 6 + 3 * i + j;
}

template <class T>
struct SatInterval {
  T min = 0, max = 0;
};

// One candidate axis with its evidence.
template <class T>
struct SatAxis {
  SatAxisKind kind = SatAxisKind::face_a;
  std::uint8_t i = 0;  // axis of A (face_a, edge)
  std::uint8_t j = 0;  // axis of B (face_b, edge)
  // Edge axis with |Aᵢ×Bⱼ| <= ε: not tested, axis/intervals/gap are zero.
  bool degenerate = false;
  bool separates = false;   // |t·L| > r_A + r_B with the ε-widened radii
  bool in_band = false;     // |gap| <= band: ε decided (or could have decided) this axis
  Vec3<T> axis{};           // unit, world frame
  SatInterval<T> a{}, b{};  // projections of A and B onto `axis` (exact radii, no ε)
  // Signed distance between the two intervals along the unit axis, without ε: > 0 a gap,
  // <= 0 an overlap of -gap. Computed from the decision's own arithmetic.
  T gap = 0;
  T band = 0;  // ε's widening of r_A + r_B along the unit axis
};

template <class T>
struct SatResult {
  SatVerdict verdict = SatVerdict::intersecting;
  Problem problem = Problem::none;               // when invalid: why
  Operand operand = Operand::none;               // when invalid: which box (A is checked first)
  std::array<SatAxis<T>, kSatAxisCount> axes{};  // all 15, in the documented order
  int separating_axis = -1;     // first separating axis in axis order (separated only)
  int least_overlap_axis = -1;  // non-degenerate axis of least overlap (intersecting only)
  T depth = 0;                  // its overlap -gap, clamped at 0 (intersecting only)
  Vec3<T> normal{};             // its axis, oriented from A's center towards B's
  // The verdict is within the tolerance band: intersecting although some axis' gap is within
  // its band of zero (touching, or separated by less than ε's widening).
  bool in_tolerance_band = false;
  T parallel_tolerance = 0;  // the ε used

  bool intersects() const { return verdict == SatVerdict::intersecting; }
};

// The explained test: every axis with its evidence, the verdict, and when intersecting the axis
// of least overlap and the depth.
template <class T>
SatResult<T> obb_obb_sat(const Obb<T>& a, const Obb<T>& b,
                         T parallel_tolerance = sat_parallel_default<T>);
// The same routine on Obb::from_aabb(b); an inverted AABB is reported as operand b.
template <class T>
SatResult<T> obb_aabb_sat(const Obb<T>& a, const Aabb<T>& b,
                          T parallel_tolerance = sat_parallel_default<T>);

// Boolean fast path: the same per-axis arithmetic as obb_obb_sat, so the same answer on every
// valid input; no evidence. Precondition: validate(a) and validate(b) are Problem::none.
template <class T>
bool obb_obb_overlap(const Obb<T>& a, const Obb<T>& b,
                     T parallel_tolerance = sat_parallel_default<T>);
template <class T>
bool obb_aabb_overlap(const Obb<T>& a, const Aabb<T>& b,
                      T parallel_tolerance = sat_parallel_default<T>);
// Validation plus the boolean path: agrees with obb_obb_sat(a, b).verdict on every input.
template <class T>
SatVerdict obb_obb_classify(const Obb<T>& a, const Obb<T>& b,
                            T parallel_tolerance = sat_parallel_default<T>);

// Many boxes as structure of arrays (one array per coordinate), so that the batch test runs
// several pairs per SIMD instruction. axes[i][k] is coordinate k of axis i.
template <class T>
struct ObbSoa {
  std::array<std::vector<T>, 3> center;
  std::array<std::vector<T>, 3> half_extents;
  std::array<std::array<std::vector<T>, 3>, 3> axes;

  std::size_t size() const { return center[0].size(); }
  void reserve(std::size_t n);
  void push_back(const Obb<T>& box);
  Obb<T> operator[](std::size_t k) const;
};

// Batch: pair k is (a[k], b[k]) for k < min(a.size(), b.size()). Writes 1 (intersecting) or 0
// into out[k] when out is not empty (it must then hold that many entries) and returns the
// number of intersecting pairs. Same answers as obb_obb_overlap; same precondition.
template <class T>
std::size_t obb_obb_overlap_batch(const ObbSoa<T>& a, const ObbSoa<T>& b,
                                  std::span<std::uint8_t> out = {},
                                  T parallel_tolerance = sat_parallel_default<T>);

}  // namespace collide
