#include "core/queries/obb_sat.hpp"

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

#include "core/math/scaled_length.hpp"

// Four doubles are an AVX-sized vector: GCC warns that passing one by value without AVX is a
// different ABI. Those functions are internal to this file and inlined, so no ABI is crossed.
#pragma GCC diagnostic ignored "-Wpsabi"
// No fused multiply-add anywhere in this file: every path must round each product and sum on its
// own, as the others do (GCC contracts a*b + c by default once the target has FMA, as x86-64-v4
// below does). Clang has its own pragma for it (and warns about GCC's).
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

// On x86-64 with GCC, the batch, boolean and explained tests are compiled three times, for
// x86-64-v4 (AVX-512: 32 vector registers, so the batch and the edge axes stop spilling), for
// AVX2 and for the baseline SSE2, and the loader picks the one the CPU runs (AVX2's
// three-operand instructions and wider registers: the explained and boolean tests 15% faster,
// the batch 2×; on the Zen 5 of issue 25 the v4 clone took W1's boolean test from 0.44 to 0.42
// of the reference and the batch from 0.19 to 0.15-0.17). With contraction off, none of them
// fuses, so all give the same roundings as every other path here.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define COLLIDE_SAT_CLONES [[gnu::target_clones("arch=x86-64-v4", "avx2", "default")]]
#else
#define COLLIDE_SAT_CLONES
#endif

namespace collide {
namespace {

// The decision, the same in every path (explained, boolean, batch), with the same expressions
// in the same order so that they agree bit for bit (no FMA contraction happens: the default
// x86-64 target has none and the AVX2 clones do not enable it). With s = t·L along the
// unnormalised axis L, r_A and r_B the exact projected radii (Σ e·|R|), and w the widening
// ε·(the half extents that multiply an |R| in r_A + r_B):
//
//   L separates  ⇔  |s| − (r_A + r_B) > w        (and, for an edge, |L|² > ε²)
//
// which is Ericson's |s| > r_A + r_B with every |Rᵢⱼ| replaced by |Rᵢⱼ| + ε.
//   face of A i:  s = tᵢ,             r_A = e_Aᵢ,                       r_B = Σⱼ e_Bⱼ|Rᵢⱼ|
//   face of B j:  s = Σᵢ tᵢRᵢⱼ,       r_A = Σᵢ e_Aᵢ|Rᵢⱼ|,               r_B = e_Bⱼ
//   edge Aᵢ×Bⱼ:   s = t_i2R_i1j − t_i1R_i2j,  r_A = e_Ai1|R_i2j| + e_Ai2|R_i1j|,
//                 r_B = e_Bj1|R_ij2| + e_Bj2|R_ij1|,  |L|² = R_i1j² + R_i2j²
// (i1, i2 and j1, j2 the next indices, cyclically; t = (c_B − c_A) in A's frame, Rᵢⱼ = Aᵢ·Bⱼ).

template <class T>
inline T dot3(T ux, T uy, T uz, T vx, T vy, T vz) {
  return ux * vx + uy * vy + uz * vz;
}

// Four lanes of T (GCC/Clang vector extension: an SSE register for float, two for double). The
// explained and boolean tests compute three axes per operation (lane 3 is padding).
template <class T>
struct Simd {
  using Int = std::conditional_t<sizeof(T) == 4, std::int32_t, std::int64_t>;
  typedef T V __attribute__((vector_size(4 * sizeof(T))));
  typedef Int M __attribute__((vector_size(4 * sizeof(T))));
  // Eight lanes: two boxes side by side (PairLanes), or a box copied in two runs.
  typedef T W __attribute__((vector_size(8 * sizeof(T))));
  typedef Int WM __attribute__((vector_size(8 * sizeof(T))));

  [[gnu::always_inline]] static V abs(const V& x) {
    const M magnitude = M{} + std::numeric_limits<Int>::max();  // all bits but the sign
    return (V)((M)x & magnitude);
  }
  // Lane-wise square root in the vector registers (lane by lane through memory stalls on store
  // forwarding). Correctly rounded, like std::sqrt.
  [[gnu::always_inline]] static V sqrt(const V& x) {
#if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
    if constexpr (sizeof(T) == 4) {
      return __builtin_ia32_sqrtps(x);
    } else {
      typedef double V2 __attribute__((vector_size(16)));
      const V2 lo = __builtin_ia32_sqrtpd(V2{x[0], x[1]});
      const V2 hi = __builtin_ia32_sqrtpd(V2{x[2], x[3]});
      return V{lo[0], lo[1], hi[0], hi[1]};
    }
#else
    return V{std::sqrt(x[0]), std::sqrt(x[1]), std::sqrt(x[2]), std::sqrt(x[3])};
#endif
  }
  // Lanes 0..2 of a comparison as bits 0..2.
  [[gnu::always_inline]] static int bits(const M& m) {
#if defined(__SSE2__) && (defined(__GNUC__) || defined(__clang__))
    if constexpr (sizeof(T) == 4) {
      return __builtin_ia32_movmskps((V)m) & 7;
    } else {
      typedef double V2 __attribute__((vector_size(16)));
      typedef std::int64_t M2 __attribute__((vector_size(16)));
      return (__builtin_ia32_movmskpd((V2)M2{m[0], m[1]}) |
              __builtin_ia32_movmskpd((V2)M2{m[2], m[3]}) << 2) &
             7;
    }
#else
    return (m[0] != 0) | (m[1] != 0) << 1 | (m[2] != 0) << 2;
#endif
  }
  // Lanes i0..i3 of the eight lanes x, y.
  template <int i0, int i1, int i2, int i3>
  [[gnu::always_inline]] static V shuffle(const V& x, const V& y) {
#if defined(__clang__)
    return __builtin_shufflevector(x, y, i0, i1, i2, i3);
#else
    return __builtin_shuffle(x, y, M{i0, i1, i2, i3});
#endif
  }
  // Lanes (1, 2, 0, 3) and (2, 0, 1, 3) of x.
  [[gnu::always_inline]] static V rotate1(const V& x) {
    return shuffle<1, 2, 0, 3>(x, x);
  }
  [[gnu::always_inline]] static V rotate2(const V& x) {
    return shuffle<2, 0, 1, 3>(x, x);
  }
  // A box's 15 numbers as two runs of eight, numbers 0..7 and 7..14 (GCC copies a box as four
  // 16-byte runs; the evidence stores two boxes on every call).
  [[gnu::always_inline]] static void copy_box(const Obb<T>& from, Obb<T>& to) {
    const auto* source = reinterpret_cast<const unsigned char*>(&from);
    auto* target = reinterpret_cast<unsigned char*>(&to);
    W low, high;
    std::memcpy(&low, source, sizeof(W));
    std::memcpy(&high, source + 7 * sizeof(T), sizeof(W));
    std::memcpy(target, &low, sizeof(W));
    std::memcpy(target + 7 * sizeof(T), &high, sizeof(W));
  }
  // Four consecutive numbers of a box from its `first` (see PairLanes).
  [[gnu::always_inline]] static V load(const Obb<T>& box, int first) {
    V v;
    std::memcpy(&v, reinterpret_cast<const unsigned char*>(&box) + first * sizeof(T), sizeof(V));
    return v;
  }
  // 1/√x lane by lane, as the two correctly rounded operations (the same bits on every path).
  [[gnu::always_inline]] static V inverse_sqrt(const V& x) {
    return T(1) / sqrt(x);
  }
  // Lane by lane, `if m then x else y`.
  [[gnu::always_inline]] static V select(const M& m, const V& x, const V& y) {
    return (V)((m & (M)x) | (~m & (M)y));
  }
  static void store(std::array<T, 16>& to, int offset, const V& v) {
    std::memcpy(to.data() + offset, &v, sizeof(V));
  }
};

// A box is 15 numbers in a row: center (0..2), axes[0], axes[1], axes[2] (3..11), half extents
// (12..14). Its lanes are taken with three wide loads and shuffles, lane 3 a copy of lane 2
// (scalar loads and inserts, most of them spilled, cost more than the test after them).
static_assert(sizeof(Obb<float>) == 15 * sizeof(float) &&
              sizeof(Obb<double>) == 15 * sizeof(double));
static_assert(offsetof(Obb<float>, axes) == 3 * sizeof(float) &&
              offsetof(Obb<float>, half_extents) == 12 * sizeof(float));
static_assert(offsetof(Obb<double>, axes) == 3 * sizeof(double) &&
              offsetof(Obb<double>, half_extents) == 12 * sizeof(double));

// Both boxes side by side in eight lanes, A in 0..3 and B in 4..7 (one AVX register when T is
// float): the shuffles that sort a box's numbers into lanes take both boxes at once, and the
// validity filter checks both in one pass. Lane 3 of each half is a copy of lane 2.
template <class T>
struct PairLanes {
  using S = Simd<T>;
  using V = typename S::V;
  using M = typename S::M;
  using W = typename S::W;
  using WM = typename S::WM;
  W x, y, z;  // lane i: axes[i].x, .y, .z
  W e;        // lane i: half_extents[i]
  W c;        // lanes 0..2: center

  [[gnu::always_inline]] PairLanes(const Obb<T>& a, const Obb<T>& b) {
    const W v0 = join(S::load(a, 3), S::load(b, 3));    // X0x X0y X0z X1x
    const W v1 = join(S::load(a, 7), S::load(b, 7));    // X1y X1z X2x X2y
    const W v2 = join(S::load(a, 11), S::load(b, 11));  // X2z ex  ey  ez
    x = shuffle<0, 3, 6, 6>(v0, v1);
    y = shuffle<1, 4, 7, 7>(v0, v1);
    z = shuffle<0, 1, 4, 4>(shuffle<2, 5, 5, 5>(v0, v1), v2);
    e = shuffle<1, 2, 3, 3>(v2, v2);
    c = join(S::load(a, 0), S::load(b, 0));
  }

  [[gnu::always_inline]] static W join(const V& low, const V& high) {
    return __builtin_shufflevector(low, high, 0, 1, 2, 3, 4, 5, 6, 7);
  }
  [[gnu::always_inline]] static V low(const W& w) {
    return __builtin_shufflevector(w, w, 0, 1, 2, 3);
  }
  [[gnu::always_inline]] static V high(const W& w) {
    return __builtin_shufflevector(w, w, 4, 5, 6, 7);
  }
  [[gnu::always_inline]] static M low(const WM& w) {
    return __builtin_shufflevector(w, w, 0, 1, 2, 3);
  }
  [[gnu::always_inline]] static M high(const WM& w) {
    return __builtin_shufflevector(w, w, 4, 5, 6, 7);
  }
  // Simd::shuffle on each half: lanes i0..i3 of the eight lanes (x's half, y's half).
  template <int i0, int i1, int i2, int i3>
  [[gnu::always_inline]] static W shuffle(const W& x, const W& y) {
    constexpr auto lo = [](int i) { return i < 4 ? i : i + 4; };
    constexpr auto hi = [](int i) { return i < 4 ? i + 4 : i + 8; };
    return __builtin_shufflevector(x, y, lo(i0), lo(i1), lo(i2), lo(i3), hi(i0), hi(i1), hi(i2),
                                   hi(i3));
  }
};

// Both boxes in the lanes the tests use: lane i of ax/ay/az is Aᵢ's x/y/z, lane j of bx/by/bz
// is Bⱼ's; t (lane i) = (c_B − c_A)·Aᵢ; col[j] (lane i) = Rᵢⱼ = Aᵢ·Bⱼ; row[i] (lane j) = Rᵢⱼ, the
// same numbers transposed.
template <class T>
struct Lanes {
  using S = Simd<T>;
  using V = typename S::V;
  PairLanes<T> pair;
  V ax, ay, az, bx, by, bz, t, col[3], row[3];
  V ea, eb;  // half extents, lane i

  [[gnu::always_inline]] Lanes(const Obb<T>& a, const Obb<T>& b)
      : pair(a, b),
        ax(pair.low(pair.x)),
        ay(pair.low(pair.y)),
        az(pair.low(pair.z)),
        bx(pair.high(pair.x)),
        by(pair.high(pair.y)),
        bz(pair.high(pair.z)),
        ea(pair.low(pair.e)),
        eb(pair.high(pair.e)) {
    const Vec3<T> d = b.center - a.center;
    t = ax * d.x + ay * d.y + az * d.z;
    for (int j = 0; j < 3; ++j)
      col[j] = ax * b.axes[j].x + ay * b.axes[j].y + az * b.axes[j].z;
    const V c01 = S::template shuffle<0, 4, 1, 5>(col[0], col[1]);  // R00 R01 R10 R11
    const V c22 = S::template shuffle<2, 6, 2, 6>(col[0], col[1]);  // R20 R21 R20 R21
    row[0] = S::template shuffle<0, 1, 4, 4>(c01, col[2]);
    row[1] = S::template shuffle<2, 3, 5, 5>(c01, col[2]);
    row[2] = S::template shuffle<0, 1, 6, 6>(c22, col[2]);
  }
};

// A quick filter before validate(): true only if validate(a) and validate(b) are both
// Problem::none, computed on the lanes. It uses validate's own expressions for the axes
// (glm::dot is (x·x' + y·y') + z·z'), which fail on a NaN or infinite axis (the length² is then
// NaN or infinite); a sum of the centers and extents stands for "those are finite". When it says
// false, validate() decides, so an overflowing sum of finite numbers only costs the slow path.
template <class T>
[[gnu::always_inline]] inline bool surely_valid(const PairLanes<T>& p) {
  using P = PairLanes<T>;
  using W = typename P::W;
  using WM = typename P::WM;
  auto rotate1 = [](const W& x) __attribute__((always_inline)) {
    return P::template shuffle<1, 2, 0, 3>(x, x);
  };
  auto abs = [](const W& x) __attribute__((always_inline)) {
    return W(WM(x) & (WM{} + std::numeric_limits<typename Simd<T>::Int>::max()));
  };
  const W all = p.c + p.e;
  const WM finite = all - all == T(0);
  // Lane i: Xᵢ·Xᵢ and Xᵢ·X₍ᵢ₊₁₎ (validate: Xᵢ·Xⱼ for i < j), for X = A and B.
  const W length2 = p.x * p.x + p.y * p.y + p.z * p.z;
  const W cross = p.x * rotate1(p.x) + p.y * rotate1(p.y) + p.z * rotate1(p.z);
  const T unit2 = T(2) * unit_length_tolerance<T>, orthogonal = unit_length_tolerance<T>;
  const WM ok =
      finite & (p.e >= T(0)) & (abs(length2 - T(1)) <= unit2) & (abs(cross) <= orthogonal);
  return Simd<T>::bits(P::low(ok) & P::high(ok)) == 7;
}

// One group of three axes (lane = axis): s, the exact radii, the widening w, c_A·L, the world
// axis (lx, ly, lz), all along the unnormalised L; length2 = |L|²; keep = not degenerate.
template <class T>
struct AxisGroup {
  using V = typename Simd<T>::V;
  using M = typename Simd<T>::M;
  V s, ra, rb, widening, pa, lx, ly, lz;
  V length2 = V{} + T(1);
  V length_bound = V{} + T(1);  // >= |L| (the input band is along the unit axis: times |L|)
  M keep = M{} - 1;

  // 1/|L|, which turns a number along L into one along the unit axis (exactly 1 for faces).
  [[gnu::always_inline]] V inverse_length() const { return Simd<T>::inverse_sqrt(length2); }
};

// What the groups share beyond the lanes: the centers in their own box's frame (the intervals
// are c_A·L ± r_A and c_A·L + s ± r_B, from the numbers the verdict uses, so that drawn
// intervals and gaps agree), |R| in both lane orders, B's extents rotated.
template <class T>
struct Shared {
  using S = Simd<T>;
  using V = typename S::V;
  V ca, cb, abs_col[3], abs_row[3], eb1, eb2;
  T ea[3], eb[3];

  [[gnu::always_inline]] Shared(const Obb<T>& a, const Obb<T>& b, const Lanes<T>& l)
      : ca(l.ax * a.center.x + l.ay * a.center.y + l.az * a.center.z),
        cb(l.bx * b.center.x + l.by * b.center.y + l.bz * b.center.z),
        abs_col{S::abs(l.col[0]), S::abs(l.col[1]), S::abs(l.col[2])},
        abs_row{S::abs(l.row[0]), S::abs(l.row[1]), S::abs(l.row[2])},
        eb1(S::rotate1(l.eb)),
        eb2(S::rotate2(l.eb)),
        ea{a.half_extents.x, a.half_extents.y, a.half_extents.z},
        eb{b.half_extents.x, b.half_extents.y, b.half_extents.z} {}
};

// Group 0: faces of A (lane i); 1: faces of B (lane j); 2 + i: edges Aᵢ×Bⱼ (lane j). Every path
// that reports a number of an axis (the verdict here, axis(k) later) builds it with this.
template <int kGroup, class T>
[[gnu::always_inline]] inline AxisGroup<T> make_group(const Obb<T>& a, const Lanes<T>& l,
                                                      const Shared<T>& d, T eps) {
  using S = Simd<T>;
  using V = typename S::V;
  AxisGroup<T> g;
  if constexpr (kGroup == 0) {
    g.s = l.t;
    g.ra = l.ea;
    g.rb = d.eb[0] * d.abs_col[0] + d.eb[1] * d.abs_col[1] + d.eb[2] * d.abs_col[2];
    g.widening = V{} + eps * (d.eb[0] + d.eb[1] + d.eb[2]);
    g.pa = d.ca;
    g.lx = l.ax, g.ly = l.ay, g.lz = l.az;
  } else if constexpr (kGroup == 1) {
    g.s = l.t[0] * l.row[0] + l.t[1] * l.row[1] + l.t[2] * l.row[2];
    g.ra = d.ea[0] * d.abs_row[0] + d.ea[1] * d.abs_row[1] + d.ea[2] * d.abs_row[2];
    g.rb = l.eb;
    g.widening = V{} + eps * (d.ea[0] + d.ea[1] + d.ea[2]);
    g.pa = d.cb - g.s;
    g.lx = l.bx, g.ly = l.by, g.lz = l.bz;
  } else {
    constexpr int i = kGroup - 2, i1 = (i + 1) % 3, i2 = (i + 2) % 3;
    const V r1 = l.row[i1], r2 = l.row[i2];
    g.s = l.t[i2] * r1 - l.t[i1] * r2;
    g.ra = d.ea[i1] * d.abs_row[i2] + d.ea[i2] * d.abs_row[i1];
    g.rb = d.eb1 * S::rotate2(d.abs_row[i]) + d.eb2 * S::rotate1(d.abs_row[i]);
    g.widening = eps * ((d.ea[i1] + d.ea[i2]) + (d.eb1 + d.eb2));
    g.pa = d.ca[i2] * r1 - d.ca[i1] * r2;
    // In A's frame L = eᵢ × R·eⱼ = R_i1j·e_i2 − R_i2j·e_i1 (= Aᵢ×Bⱼ for right-handed axes).
    g.lx = a.axes[i2].x * r1 - a.axes[i1].x * r2;
    g.ly = a.axes[i2].y * r1 - a.axes[i1].y * r2;
    g.lz = a.axes[i2].z * r1 - a.axes[i1].z * r2;
    g.length2 = r1 * r1 + r2 * r2;
    g.length_bound = d.abs_row[i1] + d.abs_row[i2];  // |L|₁ >= |L|
    g.keep = g.length2 > eps * eps;
  }
  return g;
}

// The decision on a group, as lane masks: the axes that separate, that are in band, that are
// kept (not degenerate); the gap and the band along the unnormalised L. Only what a reader asks for
// is turned into bits or into a gap along the unit axis, so that the explained test pays for the
// in-band flags and the unit gaps only where its verdict needs them.
template <class T>
struct Decision {
  using S = Simd<T>;
  using V = typename S::V;
  using M = typename S::M;
  V gap, band, length2;
  M separating, in_band_lanes, keep;

  [[gnu::always_inline]] int separates() const { return S::bits(separating); }
  [[gnu::always_inline]] int in_band() const { return S::bits(in_band_lanes); }
  [[gnu::always_inline]] int degenerate() const { return S::bits(~keep); }
  // Along the unit axis (garbage in degenerate lanes, which every reader skips or zeroes).
  [[gnu::always_inline]] V unit_gap() const { return gap * S::inverse_sqrt(length2); }
};

// The band: w, the rounding of |s|, r_A and r_B (contact), and the rounding of the operands
// before the test (`input`, along the unit axis; SatResult::input_band).
template <class T>
[[gnu::always_inline]] inline Decision<T> decide(const AxisGroup<T>& g, T contact, T input) {
  using S = Simd<T>;
  using V = typename S::V;
  const V abs_s = S::abs(g.s);
  const V sum = g.ra + g.rb;
  const V gap = abs_s - sum;
  const V band = g.widening + contact * (abs_s + sum) + input * g.length_bound;
  return {gap,   band, g.length2, (gap > g.widening) & g.keep, (S::abs(gap) <= band) & g.keep,
          g.keep};
}

// Lanes [first, last) of a group as axes' evidence (out[lane - first]): the flags, the unit axis,
// the intervals, the gap and band along it (zero for a degenerate lane). Faces have 1/|L| = 1,
// and multiplying by 1 is exact.
template <class T>
[[gnu::always_inline]] inline void expand(const AxisGroup<T>& g, T contact, T input, int first,
                                          int last, SatAxis<T>* out) {
  using S = Simd<T>;
  using V = typename S::V;
  const Decision<T> decision = decide(g, contact, input);
  const int separates = decision.separates(), in_band = decision.in_band(),
            degenerate = decision.degenerate();
  const V inv = g.inverse_length();
  const V abs_s = S::abs(g.s);  // what decide() compared
  const V pa = (g.pa) * inv, pb = (g.pa + g.s) * inv;
  const V ra = (g.ra) * inv, rb = (g.rb) * inv;
  const V gap_unit = decision.gap * inv, band_unit = decision.band * inv;
  const V a_min = pa - ra, a_max = pa + ra, b_min = pb - rb, b_max = pb + rb;
  const V lx = (g.lx) * inv, ly = (g.ly) * inv, lz = (g.lz) * inv;
  for (int lane = first; lane < last; ++lane) {
    SatAxis<T>& o = out[lane - first];
    o.separates = (separates >> lane) & 1;
    o.in_band = (in_band >> lane) & 1;
    o.degenerate = (degenerate >> lane) & 1;
    if (o.degenerate) continue;  // zeros (o is value-initialised)
    o.axis = {lx[lane], ly[lane], lz[lane]};
    o.a = {a_min[lane], a_max[lane]};
    o.b = {b_min[lane], b_max[lane]};
    o.gap = gap_unit[lane];
    o.band = band_unit[lane];
    o.distance = abs_s[lane];
    o.ra = g.ra[lane];
    o.rb = g.rb[lane];
    o.inverse_length = inv[lane];
  }
}

// One lane of a group.
template <class T>
[[gnu::always_inline]] inline void expand(const AxisGroup<T>& g, T contact, T input, int lane,
                                          SatAxis<T>& out) {
  expand(g, contact, input, lane, lane + 1, &out);
}

// Axis k's evidence from the lanes of valid operands: k's group only.
template <class T>
[[gnu::always_inline]] inline void expand_axis(const Obb<T>& a, const Lanes<T>& l,
                                               const Shared<T>& d, T eps, T contact, T input, int k,
                                               SatAxis<T>& out) {
  switch (k < 3 ? 0 : k < 6 ? 1 : 2 + (k - 6) / 3) {
    case 0:
      return expand(make_group<0>(a, l, d, eps), contact, input, k, out);
    case 1:
      return expand(make_group<1>(a, l, d, eps), contact, input, k - 3, out);
    case 2:
      return expand(make_group<2>(a, l, d, eps), contact, input, (k - 6) % 3, out);
    case 3:
      return expand(make_group<3>(a, l, d, eps), contact, input, (k - 6) % 3, out);
    default:
      return expand(make_group<4>(a, l, d, eps), contact, input, (k - 6) % 3, out);
  }
}

// The same from the operands.
template <class T>
[[gnu::always_inline]] inline void expand_axis(const Obb<T>& a, const Obb<T>& b, T eps, T contact,
                                               T input, int k, SatAxis<T>& out) {
  const Lanes<T> l(a, b);
  expand_axis(a, l, Shared<T>(a, b, l), eps, contact, input, k, out);
}

// The decisions of all five groups; bit 3·g + lane of each mask.
struct Masks {
  unsigned separates = 0, in_band = 0, degenerate = 0;
};

template <class T>
[[gnu::always_inline]] inline void add(Masks& m, const Decision<T>& g, int group) {
  m.separates |= static_cast<unsigned>(g.separates()) << (3 * group);
  m.in_band |= static_cast<unsigned>(g.in_band()) << (3 * group);
  if (group >= 2) m.degenerate |= static_cast<unsigned>(g.degenerate()) << (3 * group);
}

template <class T>
Masks all_masks(const Obb<T>& a, const Obb<T>& b, T eps, T contact, T input) {
  const Lanes<T> l(a, b);
  const Shared<T> d(a, b, l);
  Masks m;
  add(m, decide(make_group<0>(a, l, d, eps), contact, input), 0);
  add(m, decide(make_group<1>(a, l, d, eps), contact, input), 1);
  add(m, decide(make_group<2>(a, l, d, eps), contact, input), 2);
  add(m, decide(make_group<3>(a, l, d, eps), contact, input), 3);
  add(m, decide(make_group<4>(a, l, d, eps), contact, input), 4);
  return m;
}

// The explained test evaluates the groups in axis order and stops at the first that holds a
// separating axis: that axis, its in-band flag and the verdict need nothing else (the faces of A
// alone decide 81% of W1's pairs). An intersecting verdict has evaluated all 15 axes.
template <class T>
[[gnu::always_inline]] inline SatResult<T> explained(const Obb<T>& a, const Obb<T>& b,
                                                     const Tolerances<T>& tol, T input) {
  using S = Simd<T>;
  using V = typename S::V;
  // One named result, returned from every path: GCC then builds it in the caller's slot (a
  // second object was assembled on the stack with narrow stores and copied out with wide
  // loads, which stalled on store forwarding: a third of the test's time).
  SatResult<T> out;
  const T eps = tol.sat_parallel;
  out.parallel_tolerance = eps;
  // The operands are stored before the validity branch, on every path: the default boxes that
  // they overwrite are then dead stores, which GCC drops (behind the branch it wrote both).
  typename SatResult<T>::Evidence& e = out.evidence;
  e.parallel = eps;
  e.contact = tol.contact;
  e.input = input;
  out.input_band = input;
  S::copy_box(a, e.a);
  S::copy_box(b, e.b);
  const Lanes<T> l(a, b);
  if (!surely_valid(l.pair)) [[unlikely]] {
    if (out.input = check_inputs(a, b); !out.input.valid()) {
      out.verdict = SatVerdict::invalid;
      return out;
    }
  }
  e.filled = true;

  const Shared<T> d(a, b, l);
  auto separated = [&](const Decision<T>& g, int group) __attribute__((always_inline)) {
    const int lane = std::countr_zero(static_cast<unsigned>(g.separates()));
    out.verdict = SatVerdict::separated;
    out.separating_axis = 3 * group + lane;
    out.within_tolerance = (g.in_band() >> lane) & 1;
  };
  const Decision<T> g0 = decide(make_group<0>(a, l, d, eps), tol.contact, input);
  if (g0.separates() != 0) {
    separated(g0, 0);
    return out;
  }
  const Decision<T> g1 = decide(make_group<1>(a, l, d, eps), tol.contact, input);
  if (g1.separates() != 0) {
    separated(g1, 1);
    return out;
  }
  const Decision<T> g2 = decide(make_group<2>(a, l, d, eps), tol.contact, input);
  const Decision<T> g3 = decide(make_group<3>(a, l, d, eps), tol.contact, input);
  const Decision<T> g4 = decide(make_group<4>(a, l, d, eps), tol.contact, input);
  if (S::bits(g2.separating | g3.separating | g4.separating) != 0) {
    if (g2.separates() != 0)
      separated(g2, 2);
    else if (g3.separates() != 0)
      separated(g3, 3);
    else
      separated(g4, 4);
    return out;
  }

  out.verdict = SatVerdict::intersecting;
  out.within_tolerance = S::bits(g0.in_band_lanes | g1.in_band_lanes | g2.in_band_lanes |
                                 g3.in_band_lanes | g4.in_band_lanes) != 0;
  // The axis of least overlap: the largest gap along the unit axis, the first in axis order
  // among equals; degenerate edges are out of the race (-∞). The three face axes of A are never
  // degenerate, so there is always one.
  const V lowest = V{} - std::numeric_limits<T>::infinity();
  auto race = [&](const Decision<T>& g) __attribute__((always_inline)) {
    return S::select(g.keep, g.unit_gap(), lowest);
  };
  std::array<T, 16> gap;
  S::store(gap, 0, g0.gap);  // faces: |L| = 1
  S::store(gap, 3, g1.gap);
  S::store(gap, 6, race(g2));
  S::store(gap, 9, race(g3));
  S::store(gap, 12, race(g4));
  int least = 0;
  for (int k = 1; k < kSatAxisCount; ++k)
    if (gap[k] > gap[least]) least = k;
  out.least_overlap_axis = least;
  out.depth = std::max(T(0), -gap[least]);
  SatAxis<T> x{};
  expand_axis(a, l, d, eps, tol.contact, input, least, x);
  out.normal = x.b.min + x.b.max < x.a.min + x.a.max ? -x.axis : x.axis;
  return out;
}

}  // namespace

namespace {

// An OBB and an AABB, both moved by -o where o = clamp(c_A, min, max) is the AABB's point
// nearest A's center (a point made of the AABB's and A's stored numbers, so the move is exact
// where it matters). Converting the AABB to center and half extents rounds (min + max)/2
// relative to |min + max|, i.e. to the distance from the origin: at 0.3..0.6 that moved the face
// at 0.6 by 2.8e-17, and a zero-extent box lying on it (whose ε-widening is zero) was reported
// separated. Moved, a face of the AABB that A touches lies at 0 on its axis: its half extent and
// center are then ±(the other face)/2, exact, and A's touching face is at c_A − o ± e exactly
// (c_A − o = ∓e is exact when c_A ± e is the face's stored number). The differences t = c_B − c_A
// of the SAT then round the same real number on both sides of |t| = r_A + r_B, so an exact touch
// of axis-aligned boxes gives a gap of exactly 0. Elsewhere the rounding is relative to the
// boxes' separation and sizes, as for two OBBs.
template <class T>
struct RelativeToAabb {
  Obb<T> a, b;
  Vec3<T> origin;
  RelativeToAabb(const Obb<T>& box, const Aabb<T>& aabb)
      : a(box), origin(glm::clamp(box.center, aabb.min, aabb.max)) {
    a.center = box.center - origin;
    b = Obb<T>::from_aabb(Aabb<T>{aabb.min - origin, aabb.max - origin});
  }
};

// Moves an axis' intervals from the operands' frame back to the world (origin·L).
template <class T>
void to_world(SatAxis<T>& x, const Vec3<T>& origin) {
  if (x.degenerate || origin == Vec3<T>(0)) return;
  const T shift = glm::dot(origin, x.axis);
  x.a = {x.a.min + shift, x.a.max + shift};
  x.b = {x.b.min + shift, x.b.max + shift};
}

}  // namespace

namespace {
// Axis k's kind and indices, the rest of its evidence zero.
template <class T>
SatAxis<T> axis_header(int k) {
  SatAxis<T> out{};
  if (k < 3) {
    out.kind = SatAxisKind::face_a, out.i = static_cast<std::uint8_t>(k);
  } else if (k < 6) {
    out.kind = SatAxisKind::face_b, out.j = static_cast<std::uint8_t>(k - 3);
  } else {
    out.kind = SatAxisKind::edge;
    out.i = static_cast<std::uint8_t>((k - 6) / 3), out.j = static_cast<std::uint8_t>((k - 6) % 3);
  }
  return out;
}
}  // namespace

template <class T>
SatAxis<T> SatResult<T>::axis(int k) const {
  SatAxis<T> out = axis_header<T>(k);
  const Evidence& e = evidence;
  if (e.filled && k >= 0 && k < kSatAxisCount) {
    expand_axis(e.a, e.b, e.parallel, e.contact, e.input, k, out);
    to_world(out, e.origin);
  }
  return out;
}

template <class T>
std::array<SatAxis<T>, kSatAxisCount> SatResult<T>::axes() const {
  std::array<SatAxis<T>, kSatAxisCount> out;
  for (int k = 0; k < kSatAxisCount; ++k)
    out[static_cast<std::size_t>(k)] = axis_header<T>(k);
  const Evidence& e = evidence;
  if (!e.filled) return out;
  const Lanes<T> l(e.a, e.b);
  const Shared<T> d(e.a, e.b, l);
  auto group = [&]<int G>() __attribute__((always_inline)) {
    expand(make_group<G>(e.a, l, d, e.parallel), e.contact, e.input, 0, 3, out.data() + 3 * G);
  };
  group.template operator()<0>();
  group.template operator()<1>();
  group.template operator()<2>();
  group.template operator()<3>();
  group.template operator()<4>();
  for (SatAxis<T>& x : out)
    to_world(x, e.origin);
  return out;
}

template <class T>
std::uint16_t SatResult<T>::Evidence::separates() const {
  return filled ? static_cast<std::uint16_t>(all_masks(a, b, parallel, contact, input).separates)
                : 0;
}
template <class T>
std::uint16_t SatResult<T>::Evidence::in_band() const {
  return filled ? static_cast<std::uint16_t>(all_masks(a, b, parallel, contact, input).in_band) : 0;
}
template <class T>
std::uint16_t SatResult<T>::Evidence::degenerate() const {
  return filled ? static_cast<std::uint16_t>(all_masks(a, b, parallel, contact, input).degenerate)
                : 0;
}

namespace {
COLLIDE_SAT_CLONES SatResult<float> explained_float(const Obb<float>& a, const Obb<float>& b,
                                                    const Tolerances<float>& tol, float input) {
  return explained(a, b, tol, input);
}
COLLIDE_SAT_CLONES SatResult<double> explained_double(const Obb<double>& a, const Obb<double>& b,
                                                      const Tolerances<double>& tol, double input) {
  return explained(a, b, tol, input);
}

template <class T>
SatResult<T> explained_any(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol, T input) {
  if constexpr (sizeof(T) == 4)
    return explained_float(a, b, tol, input);
  else
    return explained_double(a, b, tol, input);
}

// The input band (SatResult::input_band, tolerances.hpp) of boxes a and b as the caller holds them
// (world coordinates, before any move). Each number x of the operands is within ρ·|x| of the one it
// was rounded from (ρ = tol.input_rounding). Along a fixed unit axis L the gap
// |(c_B − c_A)·L| − Σ eᵢ|Aᵢ·L| − Σ eⱼ|Bⱼ·L| then moves by at most
//   ρ·Σₖ |Lₖ|·(|c_Aₖ| + |c_Bₖ|) <= ρ·|w|,  wₖ = |c_Aₖ| + |c_Bₖ|     (the centres)
// + Σ (ρ·eᵢ|Aᵢ·L| + eᵢ·ρ·(1 + ρ))        (each extent, and each axis: |δAᵢ| <= ρ|Aᵢ| = ρ)
// <= ρ·(|w| + 3·(Σe_A + Σe_B)), the same for every axis. A separating axis whose gap exceeds it
// separates the unrounded boxes too; and as the 15 axes give two boxes' exact penetration depth
// (no direction overlaps less), an overlap exceeding it on every axis means the unrounded boxes
// overlap as well.
template <class T>
T sat_input_band(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol) {
  if (tol.input_rounding == T(0)) return T(0);
  const auto norm1 = [](const Vec3<T>& v) { return std::abs(v.x) + std::abs(v.y) + std::abs(v.z); };
  const T w = scaled_length(Vec3<T>(glm::abs(a.center) + glm::abs(b.center)));
  return input_band(tol, w + T(3) * (norm1(a.half_extents) + norm1(b.half_extents)));
}
}  // namespace

template <class T>
SatResult<T> obb_obb_sat(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol) {
  return explained_any(a, b, tol, sat_input_band(a, b, tol));
}

template <class T>
SatResult<T> obb_aabb_sat(const Obb<T>& a, const Aabb<T>& b, const Tolerances<T>& tol) {
  if (InputCheck input = check_inputs(a, b); !input.valid()) {
    SatResult<T> out{};
    out.verdict = SatVerdict::invalid;
    out.input = input;
    out.parallel_tolerance = tol.sat_parallel;
    return out;
  }
  const RelativeToAabb<T> moved(a, b);
  // The AABB's corners were rounded: |min|, |max| <= |c| + e componentwise, inside the bound.
  SatResult<T> out =
      explained_any(moved.a, moved.b, tol, sat_input_band(a, Obb<T>::from_aabb(b), tol));
  out.evidence.origin = moved.origin;
  return out;
}

namespace {

// The lanes of Lanes that the boolean path reads, A's axes taken from A alone (three 4-lane
// loads and shuffles): the faces of A need only t and col, and the shorter the chain of
// operations before their exit, the less a mispredicted exit costs (W1: 81% of the pairs
// leave there, unpredictably). row[] is made by transpose(), after that exit.
template <class T>
struct BooleanLanes {
  using S = Simd<T>;
  using V = typename S::V;
  V t, col[3], row[3];
  V ea, eb;  // half extents, lane i

  [[gnu::always_inline]] BooleanLanes(const Obb<T>& a, const Obb<T>& b) {
    const V v0 = S::load(a, 3);   // A0x A0y A0z A1x
    const V v1 = S::load(a, 7);   // A1y A1z A2x A2y
    const V v2 = S::load(a, 11);  // A2z ex  ey  ez
    const V ax = S::template shuffle<0, 3, 6, 6>(v0, v1);
    const V ay = S::template shuffle<1, 4, 7, 7>(v0, v1);
    const V az = S::template shuffle<0, 1, 4, 4>(S::template shuffle<2, 5, 5, 5>(v0, v1), v2);
    ea = S::template shuffle<1, 2, 3, 3>(v2, v2);
    const V w2 = S::load(b, 11);
    eb = S::template shuffle<1, 2, 3, 3>(w2, w2);
    // The same expressions as Lanes.
    const Vec3<T> d = b.center - a.center;
    t = ax * d.x + ay * d.y + az * d.z;
    for (int j = 0; j < 3; ++j)
      col[j] = ax * b.axes[j].x + ay * b.axes[j].y + az * b.axes[j].z;
  }
  [[gnu::always_inline]] void transpose() {
    const V c01 = S::template shuffle<0, 4, 1, 5>(col[0], col[1]);  // R00 R01 R10 R11
    const V c22 = S::template shuffle<2, 6, 2, 6>(col[0], col[1]);  // R20 R21 R20 R21
    row[0] = S::template shuffle<0, 1, 4, 4>(c01, col[2]);
    row[1] = S::template shuffle<2, 3, 5, 5>(c01, col[2]);
    row[2] = S::template shuffle<0, 1, 6, 6>(c22, col[2]);
  }
};

// The boolean path: the explained test's lanes without the evidence. The faces of A (which
// alone separate 81% of W1's pairs) are tested first, three lanes at a time, with one exit;
// the faces of B and the nine edges then without a branch, into one answer. A second exit after
// the faces of B (the shape of this path before issue 25) is as unpredictable as the first
// (of W1's 19% reaching it, 13.5 points overlap and up to 5.5 are separated there or by an
// edge), and a misprediction throws away the work of the next pairs in flight, loads included: on
// W1 the one-exit form was 10-15% faster (Zen 5, x86-64-v4 clone), while no exit at all (all 15
// axes for every pair) was 20% slower.
template <class T>
[[gnu::always_inline]] inline bool boolean(const Obb<T>& a, const Obb<T>& b,
                                           const Tolerances<T>& tol) {
  using S = Simd<T>;
  using V = typename S::V;
  const T eps = tol.sat_parallel;
  BooleanLanes<T> l(a, b);
  const T ea[3] = {a.half_extents.x, a.half_extents.y, a.half_extents.z};
  const T eb[3] = {b.half_extents.x, b.half_extents.y, b.half_extents.z};
  const V abs_col[3] = {S::abs(l.col[0]), S::abs(l.col[1]), S::abs(l.col[2])};
  {
    const V rb = eb[0] * abs_col[0] + eb[1] * abs_col[1] + eb[2] * abs_col[2];
    const V widening = V{} + eps * (eb[0] + eb[1] + eb[2]);
    if (S::bits(S::abs(l.t) - (l.ea + rb) > widening) != 0) return false;
  }
  l.transpose();
  typename S::M face_b;
  const V abs_row[3] = {S::abs(l.row[0]), S::abs(l.row[1]), S::abs(l.row[2])};
  {
    const V s = l.t[0] * l.row[0] + l.t[1] * l.row[1] + l.t[2] * l.row[2];
    const V ra = ea[0] * abs_row[0] + ea[1] * abs_row[1] + ea[2] * abs_row[2];
    const V widening = V{} + eps * (ea[0] + ea[1] + ea[2]);
    face_b = S::abs(s) - (ra + l.eb) > widening;
  }
  const V eb1 = S::rotate1(l.eb), eb2 = S::rotate2(l.eb);
  auto edges = [&]<int i>() __attribute__((always_inline)) {
    constexpr int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
    const V r1 = l.row[i1], r2 = l.row[i2];
    const V s = l.t[i2] * r1 - l.t[i1] * r2;
    const V ra = ea[i1] * abs_row[i2] + ea[i2] * abs_row[i1];
    const V rb = eb1 * S::rotate2(abs_row[i]) + eb2 * S::rotate1(abs_row[i]);
    const V widening = eps * ((ea[i1] + ea[i2]) + (eb1 + eb2));
    return (S::abs(s) - (ra + rb) > widening) & (r1 * r1 + r2 * r2 > eps * eps);
  };
  const auto separated = face_b | edges.template operator()<0>() | edges.template operator()<1>() |
                         edges.template operator()<2>();
  return S::bits(separated) == 0;
}

COLLIDE_SAT_CLONES bool boolean_float(const Obb<float>& a, const Obb<float>& b,
                                      const Tolerances<float>& tol) {
  return boolean(a, b, tol);
}
COLLIDE_SAT_CLONES bool boolean_double(const Obb<double>& a, const Obb<double>& b,
                                       const Tolerances<double>& tol) {
  return boolean(a, b, tol);
}

}  // namespace

template <class T>
bool obb_obb_overlap(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol) {
  if constexpr (sizeof(T) == 4)
    return boolean_float(a, b, tol);
  else
    return boolean_double(a, b, tol);
}

template <class T>
bool obb_aabb_overlap(const Obb<T>& a, const Aabb<T>& b, const Tolerances<T>& tol) {
  const RelativeToAabb<T> moved(a, b);
  return obb_obb_overlap(moved.a, moved.b, tol);
}

template <class T>
SatVerdict obb_obb_classify(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol) {
  if (!check_inputs(a, b).valid()) return SatVerdict::invalid;
  return obb_obb_overlap(a, b, tol) ? SatVerdict::intersecting : SatVerdict::separated;
}

template <class T>
void ObbSoa<T>::reserve(std::size_t n) {
  data_.reserve((n + kLanes - 1) / kLanes * kLanes * kFields);
}

template <class T>
void ObbSoa<T>::push_back(const Obb<T>& box) {
  const std::size_t lane = size_ % kLanes;
  if (lane == 0) data_.resize(data_.size() + kLanes * kFields, T(0));
  T* block = data_.data() + (size_ / kLanes) * kLanes * kFields;
  const T fields[kFields] = {
      box.center.x,       box.center.y,  box.center.z,  box.half_extents.x, box.half_extents.y,
      box.half_extents.z, box.axes[0].x, box.axes[0].y, box.axes[0].z,      box.axes[1].x,
      box.axes[1].y,      box.axes[1].z, box.axes[2].x, box.axes[2].y,      box.axes[2].z};
  for (std::size_t f = 0; f < kFields; ++f)
    block[f * kLanes + lane] = fields[f];
  ++size_;
}

template <class T>
Obb<T> ObbSoa<T>::operator[](std::size_t n) const {
  const T* b = block(n / kLanes) + n % kLanes;
  auto field = [&](std::size_t f) { return b[f * kLanes]; };
  Obb<T> box;
  box.center = {field(0), field(1), field(2)};
  box.half_extents = {field(3), field(4), field(5)};
  for (int i = 0; i < 3; ++i)
    box.axes[i] = {field(6 + 3 * i), field(7 + 3 * i), field(8 + 3 * i)};
  return box;
}

namespace {

// Results as an integer of T's width, so that the vectorized loop has one lane count
// (8 floats per AVX2 register) instead of widening to 32 bytes per store.
template <class T>
using SameSizeInt = std::conditional_t<sizeof(T) == 4, std::int32_t, std::int64_t>;

// One block of kLanes pairs (lane = pair), all 15 axes, no branches: the compiler turns the
// lane loop into SIMD over pairs. The expressions are the decision's, written per pair.
// `hits` is the caller's local array, so it cannot alias the inputs.
template <class T>
[[gnu::always_inline]] inline void batch_block(const T* a, const T* b, SameSizeInt<T>* hits,
                                               T eps) {
  constexpr std::size_t L = ObbSoa<T>::kLanes;
  for (std::size_t p = 0; p < L; ++p) {
    auto fa = [&](int f) { return a[static_cast<std::size_t>(f) * L + p]; };
    auto fb = [&](int f) { return b[static_cast<std::size_t>(f) * L + p]; };
    const T dx = fb(0) - fa(0), dy = fb(1) - fa(1), dz = fb(2) - fa(2);
    const T ea[3] = {fa(3), fa(4), fa(5)};
    const T eb[3] = {fb(3), fb(4), fb(5)};
    T r[3][3], ar[3][3], t[3];
    for (int i = 0; i < 3; ++i) {
      const T ax = fa(6 + 3 * i), ay = fa(7 + 3 * i), az = fa(8 + 3 * i);
      t[i] = dot3(ax, ay, az, dx, dy, dz);
      for (int j = 0; j < 3; ++j) {
        r[i][j] = dot3(ax, ay, az, fb(6 + 3 * j), fb(7 + 3 * j), fb(8 + 3 * j));
        ar[i][j] = std::abs(r[i][j]);
      }
    }
    int sep = 0;
    const T widen_b = eps * (eb[0] + eb[1] + eb[2]);
    for (int i = 0; i < 3; ++i) {
      const T rb = eb[0] * ar[i][0] + eb[1] * ar[i][1] + eb[2] * ar[i][2];
      sep |= std::abs(t[i]) - (ea[i] + rb) > widen_b;
    }
    const T widen_a = eps * (ea[0] + ea[1] + ea[2]);
    for (int j = 0; j < 3; ++j) {
      const T s = t[0] * r[0][j] + t[1] * r[1][j] + t[2] * r[2][j];
      const T ra = ea[0] * ar[0][j] + ea[1] * ar[1][j] + ea[2] * ar[2][j];
      sep |= std::abs(s) - (ra + eb[j]) > widen_a;
    }
    for (int i = 0; i < 3; ++i) {
      const int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
      for (int j = 0; j < 3; ++j) {
        const int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
        const T s = t[i2] * r[i1][j] - t[i1] * r[i2][j];
        const T ra = ea[i1] * ar[i2][j] + ea[i2] * ar[i1][j];
        const T rb = eb[j1] * ar[i][j2] + eb[j2] * ar[i][j1];
        const T widening = eps * ((ea[i1] + ea[i2]) + (eb[j1] + eb[j2]));
        const T length2 = r[i1][j] * r[i1][j] + r[i2][j] * r[i2][j];
        sep |= (std::abs(s) - (ra + rb) > widening) & (length2 > eps * eps);
      }
    }
    hits[p] = static_cast<SameSizeInt<T>>(sep == 0);
  }
}

template <class T>
[[gnu::always_inline]] inline std::size_t batch_all(const ObbSoa<T>& a, const ObbSoa<T>& b,
                                                    std::size_t n, std::uint8_t* out, T eps) {
  constexpr std::size_t L = ObbSoa<T>::kLanes;
  std::size_t count = 0;
  for (std::size_t k = 0; k * L < n; ++k) {
    SameSizeInt<T> hits[L];
    batch_block(a.block(k), b.block(k), hits, eps);
    const std::size_t m = std::min(L, n - k * L);
    for (std::size_t p = 0; p < m; ++p)
      count += static_cast<std::size_t>(hits[p]);
    if (out)
      for (std::size_t p = 0; p < m; ++p)
        out[k * L + p] = static_cast<std::uint8_t>(hits[p]);
  }
  return count;
}

COLLIDE_SAT_CLONES std::size_t batch_float(const ObbSoa<float>& a, const ObbSoa<float>& b,
                                           std::size_t n, std::uint8_t* out, float eps) {
  return batch_all(a, b, n, out, eps);
}
COLLIDE_SAT_CLONES std::size_t batch_double(const ObbSoa<double>& a, const ObbSoa<double>& b,
                                            std::size_t n, std::uint8_t* out, double eps) {
  return batch_all(a, b, n, out, eps);
}
std::size_t batch_any(const ObbSoa<float>& a, const ObbSoa<float>& b, std::size_t n,
                      std::uint8_t* out, float eps) {
  return batch_float(a, b, n, out, eps);
}
std::size_t batch_any(const ObbSoa<double>& a, const ObbSoa<double>& b, std::size_t n,
                      std::uint8_t* out, double eps) {
  return batch_double(a, b, n, out, eps);
}

}  // namespace

template <class T>
std::size_t obb_obb_overlap_batch(const ObbSoa<T>& a, const ObbSoa<T>& b,
                                  std::span<std::uint8_t> out, const Tolerances<T>& tol) {
  const std::size_t n = std::min(a.size(), b.size());
  return batch_any(a, b, n, out.empty() ? nullptr : out.data(), tol.sat_parallel);
}

#define COLLIDE_INSTANTIATE(T)                                                              \
  template struct SatResult<T>;                                                             \
  template SatResult<T> obb_obb_sat(const Obb<T>&, const Obb<T>&, const Tolerances<T>&);    \
  template SatResult<T> obb_aabb_sat(const Obb<T>&, const Aabb<T>&, const Tolerances<T>&);  \
  template bool obb_obb_overlap(const Obb<T>&, const Obb<T>&, const Tolerances<T>&);        \
  template bool obb_aabb_overlap(const Obb<T>&, const Aabb<T>&, const Tolerances<T>&);      \
  template SatVerdict obb_obb_classify(const Obb<T>&, const Obb<T>&, const Tolerances<T>&); \
  template class ObbSoa<T>;                                                                 \
  template std::size_t obb_obb_overlap_batch(const ObbSoa<T>&, const ObbSoa<T>&,            \
                                             std::span<std::uint8_t>, const Tolerances<T>&);
COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
