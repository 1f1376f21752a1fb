#include "core/obb_sat.hpp"

#include <algorithm>
#include <cmath>
#include <type_traits>

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

// B relative to A, in A's frame.
template <class T>
struct Relative {
  T r[3][3];   // Rᵢⱼ = Aᵢ·Bⱼ
  T ar[3][3];  // |Rᵢⱼ| + ε
  T t[3];      // (c_B − c_A)·Aᵢ
  T ea[3], eb[3];
};

template <class T>
Relative<T> relative(const Obb<T>& a, const Obb<T>& b, T eps) {
  Relative<T> rel;
  const Vec3<T> d = b.center - a.center;
  for (int i = 0; i < 3; ++i) {
    rel.t[i] = dot3(d, a.axes[i]);
    rel.ea[i] = a.half_extents[i];
    rel.eb[i] = b.half_extents[i];
    for (int j = 0; j < 3; ++j) {
      rel.r[i][j] = dot3(a.axes[i], b.axes[j]);
      rel.ar[i][j] = std::abs(rel.r[i][j]) + eps;
    }
  }
  return rel;
}

}  // namespace

template <class T>
SatResult<T> obb_obb_sat(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol) {
  SatResult<T> out;
  const T eps = tol.sat_parallel;
  out.parallel_tolerance = eps;
  out.input = check_inputs(a, b);
  if (!out.input.valid()) {
    out.verdict = SatVerdict::invalid;
    return out;
  }

  const Relative<T> rel = relative(a, b, eps);
  const auto& r = rel.r;
  const auto& ar = rel.ar;
  const auto& t = rel.t;
  const auto& ea = rel.ea;
  const auto& eb = rel.eb;
  T absr[3][3];
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      absr[i][j] = std::abs(r[i][j]);
  // The centers in their own box's frame: the intervals come from these and from t·L, the
  // same numbers the verdict uses, so the drawn intervals and the gap agree.
  T ca[3], cb[3];
  for (int k = 0; k < 3; ++k) {
    ca[k] = dot3(a.center, a.axes[k]);
    cb[k] = dot3(b.center, b.axes[k]);
  }
  const T contact = tol.contact;

  // s: signed t·L, ra/rb: exact radii, widening: ε's, pa: c_A·L, all along the unnormalised
  // L; inv: 1/|L|.
  auto record = [&](SatAxis<T>& axis, bool separates, T s, T ra, T rb, T widening, T pa, T inv) {
    axis.separates = separates;
    const T gap = std::abs(s) - (ra + rb);
    const T band = widening + contact * (std::abs(s) + ra + rb);
    axis.in_band = std::abs(gap) <= band;
    axis.gap = gap * inv;
    axis.band = band * inv;
    const T pa_unit = pa * inv, pb_unit = (pa + s) * inv;
    const T ra_unit = ra * inv, rb_unit = rb * inv;
    axis.a = {pa_unit - ra_unit, pa_unit + ra_unit};
    axis.b = {pb_unit - rb_unit, pb_unit + rb_unit};
  };

  for (int i = 0; i < 3; ++i) {
    SatAxis<T>& axis = out.axes[sat_face_a_index(i)];
    axis.kind = SatAxisKind::face_a;
    axis.i = static_cast<std::uint8_t>(i);
    axis.axis = a.axes[i];
    const bool sep =
        face_a_separates(t[i], ea[i], eb[0], eb[1], eb[2], ar[i][0], ar[i][1], ar[i][2]);
    const T rb = eb[0] * absr[i][0] + eb[1] * absr[i][1] + eb[2] * absr[i][2];
    record(axis, sep, t[i], ea[i], rb, eps * (eb[0] + eb[1] + eb[2]), ca[i], T(1));
  }
  for (int j = 0; j < 3; ++j) {
    SatAxis<T>& axis = out.axes[sat_face_b_index(j)];
    axis.kind = SatAxisKind::face_b;
    axis.j = static_cast<std::uint8_t>(j);
    axis.axis = b.axes[j];
    const T s = t[0] * r[0][j] + t[1] * r[1][j] + t[2] * r[2][j];
    const bool sep =
        face_b_separates(std::abs(s), ea[0], ea[1], ea[2], eb[j], ar[0][j], ar[1][j], ar[2][j]);
    const T ra = ea[0] * absr[0][j] + ea[1] * absr[1][j] + ea[2] * absr[2][j];
    record(axis, sep, s, ra, eb[j], eps * (ea[0] + ea[1] + ea[2]), cb[j] - s, T(1));
  }
  for (int i = 0; i < 3; ++i) {
    const int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
    for (int j = 0; j < 3; ++j) {
      const int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
      SatAxis<T>& axis = out.axes[sat_edge_index(i, j)];
      axis.kind = SatAxisKind::edge;
      axis.i = static_cast<std::uint8_t>(i);
      axis.j = static_cast<std::uint8_t>(j);
      const T length2 = edge_length2(r[i1][j], r[i2][j]);
      const T s = edge_signed(t[i1], t[i2], r[i1][j], r[i2][j]);
      const T radius =
          edge_radius(ea[i1], ea[i2], eb[j1], eb[j2], ar[i2][j], ar[i1][j], ar[i][j2], ar[i][j1]);
      const bool sep = edge_separates(s, radius, length2, eps);
      if (!(length2 > eps * eps)) {
        axis.degenerate = true;
        continue;
      }
      // In A's frame L = eᵢ × R·eⱼ = R_i1j·e_i2 − R_i2j·e_i1 (= Aᵢ×Bⱼ for right-handed axes).
      const T inv = T(1) / std::sqrt(length2);
      axis.axis = (a.axes[i2] * r[i1][j] - a.axes[i1] * r[i2][j]) * inv;
      const T ra = ea[i1] * absr[i2][j] + ea[i2] * absr[i1][j];
      const T rb = eb[j1] * absr[i][j2] + eb[j2] * absr[i][j1];
      const T pa = ca[i2] * r[i1][j] - ca[i1] * r[i2][j];
      record(axis, sep, s, ra, rb, eps * (ea[i1] + ea[i2] + eb[j1] + eb[j2]), pa, inv);
    }
  }

  for (int k = 0; k < kSatAxisCount; ++k) {
    if (out.axes[k].separates) {
      out.verdict = SatVerdict::separated;
      out.separating_axis = k;
      out.within_tolerance = out.axes[k].in_band;
      return out;
    }
  }
  out.verdict = SatVerdict::intersecting;
  for (int k = 0; k < kSatAxisCount; ++k) {
    const SatAxis<T>& axis = out.axes[k];
    if (axis.degenerate) continue;
    out.within_tolerance = out.within_tolerance || axis.in_band;
    if (out.least_overlap_axis < 0 || axis.gap > out.axes[out.least_overlap_axis].gap)
      out.least_overlap_axis = k;
  }
  // The three face axes of A are never degenerate, so there is always a least-overlap axis.
  const SatAxis<T>& least = out.axes[out.least_overlap_axis];
  out.depth = std::max(T(0), -least.gap);
  out.normal = least.b.min + least.b.max < least.a.min + least.a.max ? -least.axis : least.axis;
  return out;
}

template <class T>
SatResult<T> obb_aabb_sat(const Obb<T>& a, const Aabb<T>& b, const Tolerances<T>& tol) {
  if (InputCheck input = check_inputs(a, b); !input.valid()) {
    SatResult<T> out;
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

// On x86-64 with GCC the batch is compiled twice, for AVX2 (8 floats per instruction) and for
// the baseline SSE2, and the loader picks one for the CPU it runs on. AVX2 without FMA: the
// same roundings as the other paths, so the same answers.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define COLLIDE_SAT_CLONES [[gnu::target_clones("avx2", "default")]]
#else
#define COLLIDE_SAT_CLONES
#endif
COLLIDE_SAT_CLONES std::size_t batch_float(const ObbSoa<float>& a, const ObbSoa<float>& b,
                                           std::size_t n, std::uint8_t* out, float eps) {
  return batch_all(a, b, n, out, eps);
}
COLLIDE_SAT_CLONES std::size_t batch_double(const ObbSoa<double>& a, const ObbSoa<double>& b,
                                            std::size_t n, std::uint8_t* out, double eps) {
  return batch_all(a, b, n, out, eps);
}
#undef COLLIDE_SAT_CLONES
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
  template std::size_t obb_obb_overlap_batch(const ObbSoa<T>&, const ObbSoa<T>&,            \
                                             std::span<std::uint8_t>, const Tolerances<T>&);
COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
