#include "core/obb_sat.hpp"

#include <glm/geometric.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <type_traits>

// Four doubles are an AVX-sized vector: GCC warns that passing one by value without AVX is a
// different ABI. Those functions are internal to this file and inlined, so no ABI is crossed.
#pragma GCC diagnostic ignored "-Wpsabi"

// On x86-64 with GCC, the batch is compiled twice, for AVX2 and for the baseline SSE2, and the
// loader picks the one the CPU runs. Neither enables FMA, so both give the same roundings as
// every other path here.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define COLLIDE_SAT_CLONES [[gnu::target_clones("avx2", "default")]]
#else
#define COLLIDE_SAT_CLONES
#endif

namespace collide {
namespace {

// Every path (explained, boolean, batch) computes the same quantities with these same
// expressions in the same order, so that they give the same answer bit for bit. No FMA
// contraction happens on the default x86-64 target (and the batch clones do not enable FMA).

template <class T>
inline T dot3(T ux, T uy, T uz, T vx, T vy, T vz) {
  return ux * vx + uy * vy + uz * vz;
}
template <class T>
inline T dot3(const Vec3<T>& u, const Vec3<T>& v) {
  return dot3(u.x, u.y, u.z, v.x, v.y, v.z);
}

// Face of A: L = Aᵢ. |t·L| = |tᵢ|; r_A = e_Aᵢ; r_B = Σⱼ e_Bⱼ·|Rᵢⱼ| (ar = |R| + ε).
template <class T>
inline bool face_a_separates(T ti, T ea_i, T eb0, T eb1, T eb2, T ar_i0, T ar_i1, T ar_i2) {
  return std::abs(ti) > ea_i + (eb0 * ar_i0 + eb1 * ar_i1 + eb2 * ar_i2);
}
// Face of B: L = Bⱼ. t·L = Σᵢ tᵢ·Rᵢⱼ; r_A = Σᵢ e_Aᵢ·|Rᵢⱼ|; r_B = e_Bⱼ.
template <class T>
inline T face_b_lhs(T t0, T t1, T t2, T r_0j, T r_1j, T r_2j) {
  return std::abs(t0 * r_0j + t1 * r_1j + t2 * r_2j);
}
template <class T>
inline bool face_b_separates(T lhs, T ea0, T ea1, T ea2, T eb_j, T ar_0j, T ar_1j, T ar_2j) {
  return lhs > (ea0 * ar_0j + ea1 * ar_1j + ea2 * ar_2j) + eb_j;
}
// Edge Aᵢ×Bⱼ, in A's frame L = eᵢ × R·eⱼ, so with (i, i1, i2) and (j, j1, j2) cyclic:
//   t·L = t_i2·R_i1j − t_i1·R_i2j,  r_A = e_Ai1·|R_i2j| + e_Ai2·|R_i1j|,
//   r_B = e_Bj1·|R_ij2| + e_Bj2·|R_ij1|,  |L|² = R_i1j² + R_i2j².
template <class T>
inline T edge_signed(T t_i1, T t_i2, T r_i1j, T r_i2j) {
  return t_i2 * r_i1j - t_i1 * r_i2j;
}
template <class T>
inline T edge_radius(T ea_i1, T ea_i2, T eb_j1, T eb_j2, T ar_i2j, T ar_i1j, T ar_ij2, T ar_ij1) {
  return (ea_i1 * ar_i2j + ea_i2 * ar_i1j) + (eb_j1 * ar_ij2 + eb_j2 * ar_ij1);
}
template <class T>
inline T edge_length2(T r_i1j, T r_i2j) {
  return r_i1j * r_i1j + r_i2j * r_i2j;
}
template <class T>
inline bool edge_separates(T signed_lhs, T radius, T length2, T eps) {
  return (length2 > eps * eps) & (std::abs(signed_lhs) > radius);  // & : no branch
}

// Four lanes of T (GCC/Clang vector extension: SSE registers for float, pairs of them for
// double); the explained test computes four axes per operation.
template <class T>
struct Simd {
  using Int = std::conditional_t<sizeof(T) == 4, std::int32_t, std::int64_t>;
  typedef T V __attribute__((vector_size(4 * sizeof(T))));
  typedef Int M __attribute__((vector_size(4 * sizeof(T))));

  static V abs(V x) {
    const M magnitude = ~(M{} + (Int(1) << (8 * sizeof(T) - 1)));
    return (V)((M)x & magnitude);
  }
  // Lane-wise square root in the vector registers: a lane-by-lane std::sqrt goes through
  // memory and stalls on store forwarding. Same correctly rounded result as std::sqrt.
  static V sqrt(V x) {
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
  // Lanes 0..2 of a comparison result as bits 0..2.
  static int bits(M m) {
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
  // Lanes (1, 2, 0, 3) and (2, 0, 1, 3) of x.
  static V rotate1(V x) {
#if defined(__clang__)
    return __builtin_shufflevector(x, x, 1, 2, 0, 3);
#else
    return __builtin_shuffle(x, M{1, 2, 0, 3});
#endif
  }
  static V rotate2(V x) {
#if defined(__clang__)
    return __builtin_shufflevector(x, x, 2, 0, 1, 3);
#else
    return __builtin_shuffle(x, M{2, 0, 1, 3});
#endif
  }
  static V widen(V x, T eps) {
    return abs(x) + eps;
  }
  static void store(std::array<T, 16>& to, int offset, V v) {
    std::memcpy(to.data() + offset, &v, sizeof(V));
  }
};

// A quick filter before validate(): true only if validate(box) is Problem::none, computed on
// the axes already laid out as lanes (x, y, z: lane i holds axis i). It uses validate's own
// expressions for the axes (glm::dot is (x·x + y·y) + z·z); a sum of the 15 numbers stands for
// "all finite" (a NaN or an infinity makes it non-finite). When it says false, validate()
// decides, so an overflowing sum of finite numbers only costs the slow path.
template <class T>
bool surely_valid(const Obb<T>& box, typename Simd<T>::V x, typename Simd<T>::V y,
                  typename Simd<T>::V z) {
  using S = Simd<T>;
  const T sum = ((box.center.x + box.center.y) + (box.center.z + box.half_extents.x)) +
                ((box.half_extents.y + box.half_extents.z) + ((x[0] + x[1]) + (x[2] + y[0]))) +
                (((y[1] + y[2]) + (z[0] + z[1])) + z[2]);
  const bool finite = sum - sum == T(0);
  const bool extents =
      (box.half_extents.x >= T(0)) & (box.half_extents.y >= T(0)) & (box.half_extents.z >= T(0));
  const auto length2 = x * x + y * y + z * z;  // lane i: Aᵢ·Aᵢ
  const auto x1 = S::rotate1(x), y1 = S::rotate1(y), z1 = S::rotate1(z);
  const auto cross = x * x1 + y * y1 + z * z1;  // lane i: Aᵢ·A₍ᵢ₊₁₎ (validate: Aᵢ·Aⱼ, i < j)
  const auto ok = (S::abs(length2 - T(1)) <=
                   T(2) * unit_length_tolerance<T>)&(S::abs(cross) <= unit_length_tolerance<T>);
  return finite & extents & (S::bits(ok) == 7);
}

}  // namespace

template <class T>
SatAxis<T> SatResult<T>::axis(int k) const {
  SatAxis<T> out;
  if (k < 3) {
    out.kind = SatAxisKind::face_a, out.i = static_cast<std::uint8_t>(k);
  } else if (k < 6) {
    out.kind = SatAxisKind::face_b, out.j = static_cast<std::uint8_t>(k - 3);
  } else {
    out.kind = SatAxisKind::edge;
    out.i = static_cast<std::uint8_t>((k - 6) / 3), out.j = static_cast<std::uint8_t>((k - 6) % 3);
  }
  const Evidence& e = evidence;
  out.degenerate = (e.degenerate >> k) & 1;
  out.separates = (e.separates >> k) & 1;
  out.in_band = (e.in_band >> k) & 1;
  out.axis = {e.axis_x[k], e.axis_y[k], e.axis_z[k]};
  out.a = {e.a_min[k], e.a_max[k]};
  out.b = {e.b_min[k], e.b_max[k]};
  out.gap = e.gap[k];
  out.band = e.band[k];
  return out;
}

namespace {

// One group of (up to) three axes, lane by lane: s = signed t·L, ra_eps/rb_eps the widened
// radii (the decision: |s| > ra_eps + rb_eps, the same expression as the boolean path),
// ra/rb the exact radii, widening = ε's part, pa = c_A·L, (lx, ly, lz) the world axis; all
// along the unnormalised L, and keep = lanes that are not degenerate.
template <class T>
struct AxisGroup {
  using V = typename Simd<T>::V;
  using M = typename Simd<T>::M;
  V s, ra_eps, rb_eps, ra, rb, widening, pa, lx, ly, lz;
  V inv = V{} + T(1);  // 1/|L|
  M keep = M{} - 1;
};

template <class T>
[[gnu::always_inline]] inline void emit(typename SatResult<T>::Evidence& e, int offset,
                                        const AxisGroup<T>& g, T contact) {
  using S = Simd<T>;
  using V = typename S::V;
  const V abs_s = S::abs(g.s);
  const auto separates = (abs_s > g.ra_eps + g.rb_eps) & g.keep;
  const V sum = g.ra + g.rb;
  const V gap = abs_s - sum;
  const V band = g.widening + contact * (abs_s + sum);
  const auto in_band = (S::abs(gap) <= band) & g.keep;
  const V pa = g.pa * g.inv, pb = (g.pa + g.s) * g.inv;
  const V ra = g.ra * g.inv, rb = g.rb * g.inv;
  S::store(e.gap, offset, gap * g.inv);
  S::store(e.band, offset, band * g.inv);
  S::store(e.a_min, offset, pa - ra);
  S::store(e.a_max, offset, pa + ra);
  S::store(e.b_min, offset, pb - rb);
  S::store(e.b_max, offset, pb + rb);
  S::store(e.axis_x, offset, g.lx * g.inv);
  S::store(e.axis_y, offset, g.ly * g.inv);
  S::store(e.axis_z, offset, g.lz * g.inv);
  if (const int degenerate = S::bits(~g.keep); degenerate != 0) {  // rare: zero those lanes
    for (int k = 0; k < 3; ++k)
      if ((degenerate >> k) & 1)
        for (std::array<T, 16>* field : {&e.gap, &e.band, &e.a_min, &e.a_max, &e.b_min, &e.b_max,
                                         &e.axis_x, &e.axis_y, &e.axis_z})
          (*field)[static_cast<std::size_t>(offset + k)] = T(0);
  }
  e.separates |= static_cast<std::uint16_t>(S::bits(separates) << offset);
  e.in_band |= static_cast<std::uint16_t>(S::bits(in_band) << offset);
  e.degenerate |= static_cast<std::uint16_t>(S::bits(~g.keep) << offset);
}

template <class T>
[[gnu::always_inline]] inline SatResult<T> explained(const Obb<T>& a, const Obb<T>& b,
                                                     const Tolerances<T>& tol) {
  using S = Simd<T>;
  using V = typename S::V;
  SatResult<T> out;
  const T eps = tol.sat_parallel;
  out.parallel_tolerance = eps;
  // A's and B's axes as rows of coordinates (lane = axis).
  const V ax = {a.axes[0].x, a.axes[1].x, a.axes[2].x, 0};
  const V ay = {a.axes[0].y, a.axes[1].y, a.axes[2].y, 0};
  const V az = {a.axes[0].z, a.axes[1].z, a.axes[2].z, 0};
  const V bx0 = {b.axes[0].x, b.axes[1].x, b.axes[2].x, 0};
  const V by0 = {b.axes[0].y, b.axes[1].y, b.axes[2].y, 0};
  const V bz0 = {b.axes[0].z, b.axes[1].z, b.axes[2].z, 0};
  if (!(surely_valid(a, ax, ay, az) & surely_valid(b, bx0, by0, bz0))) {
    if (out.input = check_inputs(a, b); !out.input.valid()) {
      out.verdict = SatVerdict::invalid;
      out.evidence = {};
      return out;
    }
  }
  const Vec3<T> d = b.center - a.center;
  // Lane i: tᵢ = d·Aᵢ and c_A·Aᵢ; lane j: c_B·Bⱼ. Same products and sums as dot3.
  const V t = ax * d.x + ay * d.y + az * d.z;
  const V ca = ax * a.center.x + ay * a.center.y + az * a.center.z;
  const V cb = bx0 * b.center.x + by0 * b.center.y + bz0 * b.center.z;
  // Columns of R (lane i: R_ij) and rows (lane j: R_i,(j+m)%3): the same Aᵢ·Bⱼ as dot3.
  V col[3], row[3][3];
  for (int j = 0; j < 3; ++j)
    col[j] = ax * b.axes[j].x + ay * b.axes[j].y + az * b.axes[j].z;
  for (int i = 0; i < 3; ++i) {
    row[i][0] = bx0 * a.axes[i].x + by0 * a.axes[i].y + bz0 * a.axes[i].z;
    row[i][1] = S::rotate1(row[i][0]);
    row[i][2] = S::rotate2(row[i][0]);
  }
  const T ea[3] = {a.half_extents.x, a.half_extents.y, a.half_extents.z};
  const T eb[3] = {b.half_extents.x, b.half_extents.y, b.half_extents.z};
  const V ea_v = {ea[0], ea[1], ea[2], 0};
  const V eb_v[3] = {{eb[0], eb[1], eb[2], 0}, {eb[1], eb[2], eb[0], 0}, {eb[2], eb[0], eb[1], 0}};
  auto widen = [eps](V x) { return S::widen(x, eps); };
  typename SatResult<T>::Evidence& e = out.evidence;
  e.separates = e.in_band = e.degenerate = 0;

  {  // Faces of A, lane i: |tᵢ| against e_Aᵢ + Σⱼ e_Bⱼ·|Rᵢⱼ|.
    AxisGroup<T> g;
    g.s = t;
    g.ra_eps = g.ra = ea_v;
    g.rb_eps = eb[0] * widen(col[0]) + eb[1] * widen(col[1]) + eb[2] * widen(col[2]);
    g.rb = eb[0] * S::abs(col[0]) + eb[1] * S::abs(col[1]) + eb[2] * S::abs(col[2]);
    g.widening = V{} + eps * (eb[0] + eb[1] + eb[2]);
    g.pa = ca;
    g.lx = ax, g.ly = ay, g.lz = az;
    emit(e, sat_face_a_index(0), g, tol.contact);
  }
  {  // Faces of B, lane j: |Σᵢ tᵢ·Rᵢⱼ| against Σᵢ e_Aᵢ·|Rᵢⱼ| + e_Bⱼ.
    AxisGroup<T> g;
    g.s = t[0] * row[0][0] + t[1] * row[1][0] + t[2] * row[2][0];
    g.ra_eps = ea[0] * widen(row[0][0]) + ea[1] * widen(row[1][0]) + ea[2] * widen(row[2][0]);
    g.ra = ea[0] * S::abs(row[0][0]) + ea[1] * S::abs(row[1][0]) + ea[2] * S::abs(row[2][0]);
    g.rb_eps = g.rb = eb_v[0];
    g.widening = V{} + eps * (ea[0] + ea[1] + ea[2]);
    g.pa = cb - g.s;
    g.lx = bx0, g.ly = by0, g.lz = bz0;
    emit(e, sat_face_b_index(0), g, tol.contact);
  }
  // Edges Aᵢ×Bⱼ, lane j (see edge_signed and edge_radius); i is a constant in each copy.
  auto edges = [&]<int i>() {
    constexpr int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
    const V r1 = row[i1][0], r2 = row[i2][0];
    AxisGroup<T> g;
    g.s = t[i2] * r1 - t[i1] * r2;
    g.ra_eps = ea[i1] * widen(r2) + ea[i2] * widen(r1);
    g.rb_eps = eb_v[1] * widen(row[i][2]) + eb_v[2] * widen(row[i][1]);
    g.ra = ea[i1] * S::abs(r2) + ea[i2] * S::abs(r1);
    g.rb = eb_v[1] * S::abs(row[i][2]) + eb_v[2] * S::abs(row[i][1]);
    g.widening = eps * ((ea[i1] + ea[i2]) + (eb_v[1] + eb_v[2]));
    g.pa = ca[i2] * r1 - ca[i1] * r2;
    // In A's frame L = eᵢ × R·eⱼ = R_i1j·e_i2 − R_i2j·e_i1 (= Aᵢ×Bⱼ for right-handed axes).
    g.lx = a.axes[i2].x * r1 - a.axes[i1].x * r2;
    g.ly = a.axes[i2].y * r1 - a.axes[i1].y * r2;
    g.lz = a.axes[i2].z * r1 - a.axes[i1].z * r2;
    const V length2 = r1 * r1 + r2 * r2;
    g.keep = length2 > eps * eps;
    g.inv = T(1) / S::sqrt(length2);
    emit(e, sat_edge_index(i, 0), g, tol.contact);
  };
  edges.template operator()<0>();
  edges.template operator()<1>();
  edges.template operator()<2>();
  e.degenerate &= 0x7fff;  // slot 15 is padding
  e.separates &= 0x7fff;
  e.in_band &= 0x7fff;

  if (e.separates != 0) {
    out.verdict = SatVerdict::separated;
    out.separating_axis = std::countr_zero(static_cast<unsigned>(e.separates));
    out.within_tolerance = (e.in_band >> out.separating_axis) & 1;
    return out;
  }
  out.verdict = SatVerdict::intersecting;
  out.within_tolerance = e.in_band != 0;
  // The three face axes of A are never degenerate, so there is always a least-overlap axis.
  int least = 0;
  for (int k = 1; k < kSatAxisCount; ++k)
    if (!((e.degenerate >> k) & 1) && e.gap[k] > e.gap[least]) least = k;
  out.least_overlap_axis = least;
  out.depth = std::max(T(0), -e.gap[least]);
  const Vec3<T> l = {e.axis_x[least], e.axis_y[least], e.axis_z[least]};
  out.normal = e.b_min[least] + e.b_max[least] < e.a_min[least] + e.a_max[least] ? -l : l;
  return out;
}

}  // namespace

template <class T>
SatResult<T> obb_obb_sat(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol) {
  return explained(a, b, tol);
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
  return obb_obb_sat(a, Obb<T>::from_aabb(b), tol);
}

// The boolean path: R and t as in the reference, then the axes in three groups — face of A
// (which alone separates 81% of W1's pairs), face of B, edges — each group tested without
// branches inside it, so that there are at most three (well predicted) branches per pair.
template <class T>
bool obb_obb_overlap(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol) {
  const T eps = tol.sat_parallel;
  const Vec3<T> d = b.center - a.center;
  const T ea[3] = {a.half_extents.x, a.half_extents.y, a.half_extents.z};
  const T eb[3] = {b.half_extents.x, b.half_extents.y, b.half_extents.z};
  T r[3][3], ar[3][3], t[3];
  for (int i = 0; i < 3; ++i) {
    t[i] = dot3(d, a.axes[i]);
    for (int j = 0; j < 3; ++j) {
      r[i][j] = dot3(a.axes[i], b.axes[j]);
      ar[i][j] = std::abs(r[i][j]) + eps;
    }
  }
  bool sep = false;
  for (int i = 0; i < 3; ++i)
    sep |= face_a_separates(t[i], ea[i], eb[0], eb[1], eb[2], ar[i][0], ar[i][1], ar[i][2]);
  if (sep) return false;
  for (int j = 0; j < 3; ++j) {
    const T lhs = face_b_lhs(t[0], t[1], t[2], r[0][j], r[1][j], r[2][j]);
    sep |= face_b_separates(lhs, ea[0], ea[1], ea[2], eb[j], ar[0][j], ar[1][j], ar[2][j]);
  }
  if (sep) return false;
  for (int i = 0; i < 3; ++i) {
    const int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
    for (int j = 0; j < 3; ++j) {
      const int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
      const T s = edge_signed(t[i1], t[i2], r[i1][j], r[i2][j]);
      const T radius =
          edge_radius(ea[i1], ea[i2], eb[j1], eb[j2], ar[i2][j], ar[i1][j], ar[i][j2], ar[i][j1]);
      sep |= edge_separates(s, radius, edge_length2(r[i1][j], r[i2][j]), eps);
    }
  }
  return !sep;
}

template <class T>
bool obb_aabb_overlap(const Obb<T>& a, const Aabb<T>& b, const Tolerances<T>& tol) {
  return obb_obb_overlap(a, Obb<T>::from_aabb(b), tol);
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

// One block of kLanes pairs, all 15 axes, no branches: the compiler turns the lane loop into
// SIMD over pairs. `hits` is the caller's local array, so it cannot alias the inputs.
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
      t[i] = dot3(dx, dy, dz, ax, ay, az);
      for (int j = 0; j < 3; ++j) {
        r[i][j] = dot3(ax, ay, az, fb(6 + 3 * j), fb(7 + 3 * j), fb(8 + 3 * j));
        ar[i][j] = std::abs(r[i][j]) + eps;
      }
    }
    int sep = 0;
    for (int i = 0; i < 3; ++i)
      sep |= face_a_separates(t[i], ea[i], eb[0], eb[1], eb[2], ar[i][0], ar[i][1], ar[i][2]);
    for (int j = 0; j < 3; ++j) {
      const T lhs = face_b_lhs(t[0], t[1], t[2], r[0][j], r[1][j], r[2][j]);
      sep |= face_b_separates(lhs, ea[0], ea[1], ea[2], eb[j], ar[0][j], ar[1][j], ar[2][j]);
    }
    for (int i = 0; i < 3; ++i) {
      const int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
      for (int j = 0; j < 3; ++j) {
        const int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
        const T s = edge_signed(t[i1], t[i2], r[i1][j], r[i2][j]);
        const T radius =
            edge_radius(ea[i1], ea[i2], eb[j1], eb[j2], ar[i2][j], ar[i1][j], ar[i][j2], ar[i][j1]);
        sep |= edge_separates(s, radius, edge_length2(r[i1][j], r[i2][j]), eps);
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

// The batch, compiled for AVX2 (8 floats per instruction) and for SSE2.
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
  template SatResult<T> obb_obb_sat(const Obb<T>&, const Obb<T>&, const Tolerances<T>&);    \
  template SatResult<T> obb_aabb_sat(const Obb<T>&, const Aabb<T>&, const Tolerances<T>&);  \
  template bool obb_obb_overlap(const Obb<T>&, const Obb<T>&, const Tolerances<T>&);        \
  template bool obb_aabb_overlap(const Obb<T>&, const Aabb<T>&, const Tolerances<T>&);      \
  template SatVerdict obb_obb_classify(const Obb<T>&, const Obb<T>&, const Tolerances<T>&); \
  template class ObbSoa<T>;                                                                 \
  template struct SatResult<T>;                                                             \
  template std::size_t obb_obb_overlap_batch(const ObbSoa<T>&, const ObbSoa<T>&,            \
                                             std::span<std::uint8_t>, const Tolerances<T>&);
COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
