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
//   6..14  edge Aᵢ×Bⱼ    index 6 + 3·i + j  (L = ±Aᵢ×Bⱼ / |Aᵢ×Bⱼ|)
// The boolean path tests the faces of A in one SIMD step and exits when they separate (they
// alone separate 81% of W1's pairs), then the faces of B and the edges without a branch; the
// batch tests all 15 without branches. They only answer yes/no, which does not depend on the order.
//
// Tolerance (ε = Tolerances<T>::sat_parallel, 1e-6 in float, 1e-12 in double): Ericson's epsilon
// on every |Rᵢⱼ| = |Aᵢ·Bⱼ|. In A's frame, with t = c_B − c_A and s = t·L along the unnormalised
// axis, r_A and r_B the exact projected radii (sums of e·|Rᵢⱼ|) and w = ε · (the half extents
// that multiply an |Rᵢⱼ| in r_A + r_B):
//   L separates  ⇔  |s| − (r_A + r_B) > w   (an edge axis also needs |L|² > ε²)
// i.e. Ericson's |s| > r_A + r_B with |Rᵢⱼ| + ε for every |Rᵢⱼ|. w is proportional to the boxes'
// sizes (scale-aware); it stops boxes with (nearly) parallel edges, whose cross product is
// rounding noise, from being separated by that noise, and it can only turn "separated" into
// "intersecting". An edge axis with |Aᵢ×Bⱼ| <= ε is degenerate: skipped and marked, which is
// exact for parallel edges (the face axes decide) and errs within the band for nearly parallel
// ones. All paths evaluate exactly these expressions, so they agree bit for bit.
//
// The band of an axis is w plus the contact band of core/tolerances.hpp for the rounding of
// |s|, r_A and r_B, plus the input band for the rounding of the operands themselves when they
// were rounded from other numbers (tol.input_rounding, SatResult::input_band); an axis whose gap
// is within its band is `in_band`, and a verdict that such an axis could have flipped is
// `within_tolerance`.
//
// Closed sets: touching boxes intersect (an axis separates only on a strictly positive gap).
//
// Invalid input (validate() fails on either operand) gives SatVerdict::invalid naming the
// Problem and the operand (A checked first); nothing else is computed. The boolean and batch
// paths assume valid boxes (validate once when a box changes, or call obb_obb_classify); on
// invalid boxes they return some bool, without undefined behaviour.
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/problem.hpp"
#include "../shapes/shapes.hpp"

namespace collide {

enum class SatAxisKind : std::uint8_t { face_a, face_b, edge };
enum class SatVerdict : std::uint8_t { intersecting, separated, invalid };

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

// One candidate axis with its evidence (a view assembled by SatResult::axis(k)).
template <class T>
struct SatAxis {
  SatAxisKind kind = SatAxisKind::face_a;
  std::uint8_t i = 0;  // axis of A (face_a, edge)
  std::uint8_t j = 0;  // axis of B (face_b, edge)
  // Edge axis with |Aᵢ×Bⱼ| <= ε: not tested; axis, intervals, gap and band are zero.
  bool degenerate = false;
  bool separates = false;   // |s| − (r_A + r_B) > w (see above)
  bool in_band = false;     // |gap| <= band: ε or rounding decided (or could have) this axis
  Vec3<T> axis{};           // unit, world frame (for an edge ±Aᵢ×Bⱼ/|Aᵢ×Bⱼ|)
  SatInterval<T> a{}, b{};  // projections of A and B onto `axis` (exact radii, no ε)
  // Signed distance between the two intervals along the unit axis, without ε: > 0 a gap,
  // <= 0 an overlap of -gap. Computed from the decision's own arithmetic (t·L, r_A, r_B):
  // gap = (distance − (ra + rb)) · inverse_length, each operation rounded in T.
  T gap = 0;
  // The decision's own numbers, in T, along the unnormalised L the test used (a face's unit
  // axis; an edge's Aᵢ×Bⱼ, of length |L| = 1 / inverse_length): |s| = |t·L|, the projected
  // radii r_A and r_B. The intervals above are derived from them for drawing, rounded at their
  // own magnitude (far from the origin their ends can be an ulp of 1e4 off, more than the gap):
  // these are what a reader can redo the verdict's arithmetic from.
  T distance = 0, ra = 0, rb = 0;
  T inverse_length = 1;  // 1 / √|L|² as the test rounds it (exactly 1 for a face)
  // ε's widening of r_A + r_B along the unit axis, plus the contact band of
  // core/tolerances.hpp (contact · (|t·L| + r_A + r_B)) for their rounding.
  T band = 0;
};

template <class T>
struct SatResult {
  SatVerdict verdict = SatVerdict::intersecting;
  InputCheck input;             // when invalid: the Problem and the operand (A is checked first)
  int separating_axis = -1;     // first separating axis in axis order (separated only)
  int least_overlap_axis = -1;  // non-degenerate axis of least overlap (intersecting only)
  T depth = 0;                  // its overlap -gap, clamped at 0 (intersecting only)
  Vec3<T> normal{};             // its axis, oriented from A's center towards B's
  // The verdict is within the tolerance band: intersecting although some axis' gap is within
  // its band of zero (touching, or separated by less than ε's widening or rounding); or
  // separated by an axis whose gap is within its band.
  bool within_tolerance = false;
  T parallel_tolerance = 0;  // the ε used (tol.sat_parallel)
  // The part of every axis' band (along the unit axis) for the rounding of the operands before
  // the test (tol.input_rounding: a float test of a double scene): how far that rounding can
  // move any axis' gap. 0 when the operands are the numbers judged.
  T input_band = 0;

  // The evidence of all 15 axes in a compact form: the operands and tolerances it is derived
  // from. The flags and axis(k) recompute it with the decision's own code (the same functions
  // that decided the verdict), so every number and flag is bit for bit the one the verdict,
  // separating_axis, least_overlap_axis, depth and normal came from; the test itself only
  // evaluates the axes its verdict needs and writes the operands instead of 15 × 9 numbers.
  // Every field has a default, so a default-constructed result reads as zero evidence.
  struct Evidence {
    bool filled = false;  // holds obb_obb_sat's valid operands (false when invalid or default)
    T parallel = 0, contact = 0;  // tol.sat_parallel, tol.contact
    T input = 0;                  // input_band (below)
    // Where the operands' coordinates start: zero for obb_obb_sat; for obb_aabb_sat the AABB's
    // point nearest A's center, since that test runs on both boxes moved by -origin (see
    // obb_aabb_sat). axis(k) and axes() add origin·L back, so intervals are in world space.
    Vec3<T> origin{};
    // The operands (obb_obb_sat writes them also when they are invalid; nothing is derived from
    // them unless `filled`). Each starts a cache line: the test writes both on every call, and
    // a float box then fills one line instead of straddling two.
    alignas(64) Obb<T> a{};
    alignas(64) Obb<T> b{};
    // Bit k: axis k separates, is in band, is degenerate (see SatAxis). Each call evaluates
    // all 15 axes.
    std::uint16_t separates() const;
    std::uint16_t in_band() const;
    std::uint16_t degenerate() const;
  } evidence;

  bool intersects() const { return verdict == SatVerdict::intersecting; }
  // Axis k (0..14, the documented order) with its evidence; all zero (but kind, i and j) when
  // invalid or default-constructed. Recomputed on each call from the operands (k's group of
  // three axes only): read it once per axis.
  SatAxis<T> axis(int k) const;
  // All 15 axes at once (the lanes computed once: cheaper than 15 calls of axis(k)).
  std::array<SatAxis<T>, kSatAxisCount> axes() const;
};

// The explained test: every axis with its evidence, the verdict, and when intersecting the axis
// of least overlap and the depth.
template <class T>
SatResult<T> obb_obb_sat(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol = {});
// The same routine on Obb::from_aabb(b), with both boxes first moved so that the AABB's point
// nearest A's center is the origin: there the AABB's faces that can touch A are at 0 and the
// conversion to center and half extents is exact on them, so a box touching the AABB exactly
// is reported intersecting (see obb_aabb_sat in the .cpp). An inverted AABB is operand b.
template <class T>
SatResult<T> obb_aabb_sat(const Obb<T>& a, const Aabb<T>& b, const Tolerances<T>& tol = {});

// Boolean fast path: the same per-axis arithmetic as obb_obb_sat, so the same answer on every
// valid input; no evidence. Precondition: validate(a) and validate(b) are Problem::none.
template <class T>
bool obb_obb_overlap(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol = {});
template <class T>
bool obb_aabb_overlap(const Obb<T>& a, const Aabb<T>& b, const Tolerances<T>& tol = {});
// Validation plus the boolean path: agrees with obb_obb_sat(a, b).verdict on every input.
template <class T>
SatVerdict obb_obb_classify(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol = {});

// Many boxes, laid out for the batch test: blocks of kLanes boxes, each block holding its 15
// numbers field by field (cx, cy, cz, ex, ey, ez, then axis 0, 1, 2 as x, y, z), kLanes values
// per field. One SIMD load takes a field of kLanes boxes, and a block is one contiguous run of
// memory, which the hardware prefetcher follows (a plain structure of 30 arrays was 2× slower
// on W1: more streams than it tracks).
template <class T>
class ObbSoa {
 public:
  static constexpr std::size_t kLanes = 8;
  static constexpr std::size_t kFields = 15;

  std::size_t size() const { return size_; }
  void reserve(std::size_t n);
  void push_back(const Obb<T>& box);
  Obb<T> operator[](std::size_t k) const;
  // Block k's fields: field f of lane p is at block(k)[f * kLanes + p]. Lanes past size() hold
  // a zero box.
  const T* block(std::size_t k) const { return data_.data() + k * kLanes * kFields; }
  std::size_t blocks() const { return (size_ + kLanes - 1) / kLanes; }

 private:
  std::vector<T> data_;
  std::size_t size_ = 0;
};

// Batch: pair k is (a[k], b[k]) for k < min(a.size(), b.size()). Writes 1 (intersecting) or 0
// into out[k] when out is not empty (it must then hold that many entries) and returns the
// number of intersecting pairs. Same answers as obb_obb_overlap; same precondition.
template <class T>
std::size_t obb_obb_overlap_batch(const ObbSoa<T>& a, const ObbSoa<T>& b,
                                  std::span<std::uint8_t> out = {}, const Tolerances<T>& tol = {});

}  // namespace collide
