#include "core/obb_sat.hpp"

#include <algorithm>
#include <cmath>

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
  return length2 > eps * eps && std::abs(signed_lhs) > radius;
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

template <class T>
void fill_interval(SatAxis<T>& axis, const Obb<T>& a, const Obb<T>& b, T ra, T rb) {
  const T pa = dot3(a.center, axis.axis);
  const T pb = dot3(b.center, axis.axis);
  axis.a = {pa - ra, pa + ra};
  axis.b = {pb - rb, pb + rb};
}

}  // namespace

template <class T>
SatResult<T> obb_obb_sat(const Obb<T>& a, const Obb<T>& b, T eps) {
  SatResult<T> out;
  out.parallel_tolerance = eps;
  if (Problem p = validate(a); p != Problem::none) {
    out.verdict = SatVerdict::invalid;
    out.problem = p;
    out.operand = Operand::a;
    return out;
  }
  if (Problem p = validate(b); p != Problem::none) {
    out.verdict = SatVerdict::invalid;
    out.problem = p;
    out.operand = Operand::b;
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

  // signed t·L (unnormalised), exact radii, ε's widening, |L|.
  auto record = [&](SatAxis<T>& axis, bool separates, T signed_lhs, T ra, T rb, T widening,
                    T length) {
    axis.separates = separates;
    const T gap = std::abs(signed_lhs) - (ra + rb);
    axis.in_band = std::abs(gap) <= widening;
    axis.gap = gap / length;
    axis.band = widening / length;
    fill_interval(axis, a, b, ra / length, rb / length);
  };

  for (int i = 0; i < 3; ++i) {
    SatAxis<T>& axis = out.axes[sat_face_a_index(i)];
    axis.kind = SatAxisKind::face_a;
    axis.i = static_cast<std::uint8_t>(i);
    axis.axis = a.axes[i];
    const bool sep =
        face_a_separates(t[i], ea[i], eb[0], eb[1], eb[2], ar[i][0], ar[i][1], ar[i][2]);
    const T rb = eb[0] * absr[i][0] + eb[1] * absr[i][1] + eb[2] * absr[i][2];
    record(axis, sep, t[i], ea[i], rb, eps * (eb[0] + eb[1] + eb[2]), T(1));
  }
  for (int j = 0; j < 3; ++j) {
    SatAxis<T>& axis = out.axes[sat_face_b_index(j)];
    axis.kind = SatAxisKind::face_b;
    axis.j = static_cast<std::uint8_t>(j);
    axis.axis = b.axes[j];
    const T lhs = face_b_lhs(t[0], t[1], t[2], r[0][j], r[1][j], r[2][j]);
    const bool sep =
        face_b_separates(lhs, ea[0], ea[1], ea[2], eb[j], ar[0][j], ar[1][j], ar[2][j]);
    const T signed_lhs = t[0] * r[0][j] + t[1] * r[1][j] + t[2] * r[2][j];
    const T ra = ea[0] * absr[0][j] + ea[1] * absr[1][j] + ea[2] * absr[2][j];
    record(axis, sep, signed_lhs, ra, eb[j], eps * (ea[0] + ea[1] + ea[2]), T(1));
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
      const T signed_lhs = edge_signed(t[i1], t[i2], r[i1][j], r[i2][j]);
      const T radius =
          edge_radius(ea[i1], ea[i2], eb[j1], eb[j2], ar[i2][j], ar[i1][j], ar[i][j2], ar[i][j1]);
      const bool sep = edge_separates(signed_lhs, radius, length2, eps);
      if (!(length2 > eps * eps)) {
        axis.degenerate = true;
        continue;
      }
      // The world axis; its length is |L| up to rounding, use one for both.
      Vec3<T> l = glm::cross(a.axes[i], b.axes[j]);
      const T length = std::sqrt(dot3(l, l));
      axis.axis = l / length;
      const T ra = ea[i1] * absr[i2][j] + ea[i2] * absr[i1][j];
      const T rb = eb[j1] * absr[i][j2] + eb[j2] * absr[i][j1];
      record(axis, sep, signed_lhs, ra, rb, eps * (ea[i1] + ea[i2] + eb[j1] + eb[j2]), length);
    }
  }

  for (int k = 0; k < kSatAxisCount; ++k) {
    if (out.axes[k].separates) {
      out.verdict = SatVerdict::separated;
      out.separating_axis = k;
      out.in_tolerance_band = out.axes[k].in_band;
      return out;
    }
  }
  out.verdict = SatVerdict::intersecting;
  const Vec3<T> d = b.center - a.center;
  for (int k = 0; k < kSatAxisCount; ++k) {
    const SatAxis<T>& axis = out.axes[k];
    if (axis.degenerate) continue;
    out.in_tolerance_band = out.in_tolerance_band || axis.in_band;
    if (out.least_overlap_axis < 0 || axis.gap > out.axes[out.least_overlap_axis].gap)
      out.least_overlap_axis = k;
  }
  const SatAxis<T>& least = out.axes[out.least_overlap_axis];
  out.depth = std::max(T(0), -least.gap);
  out.normal = dot3(d, least.axis) < T(0) ? -least.axis : least.axis;
  return out;
}

template <class T>
SatResult<T> obb_aabb_sat(const Obb<T>& a, const Aabb<T>& b, T eps) {
  if (Problem p = validate(a); p != Problem::none) {
    SatResult<T> out;
    out.verdict = SatVerdict::invalid, out.problem = p, out.operand = Operand::a;
    out.parallel_tolerance = eps;
    return out;
  }
  if (Problem p = validate(b); p != Problem::none) {
    SatResult<T> out;
    out.verdict = SatVerdict::invalid, out.problem = p, out.operand = Operand::b;
    out.parallel_tolerance = eps;
    return out;
  }
  return obb_obb_sat(a, Obb<T>::from_aabb(b), eps);
}

// The boolean path computes A's frame lazily, one row of R at a time, and tests the axes in
// the order that separates W1's pairs soonest (measured: the face axes of A and B first).
template <class T>
bool obb_obb_overlap(const Obb<T>& a, const Obb<T>& b, T eps) {
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
    if (face_a_separates(t[i], ea[i], eb[0], eb[1], eb[2], ar[i][0], ar[i][1], ar[i][2]))
      return false;
  }
  for (int j = 0; j < 3; ++j) {
    const T lhs = face_b_lhs(t[0], t[1], t[2], r[0][j], r[1][j], r[2][j]);
    if (face_b_separates(lhs, ea[0], ea[1], ea[2], eb[j], ar[0][j], ar[1][j], ar[2][j]))
      return false;
  }
  for (int i = 0; i < 3; ++i) {
    const int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
    for (int j = 0; j < 3; ++j) {
      const int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
      const T s = edge_signed(t[i1], t[i2], r[i1][j], r[i2][j]);
      const T radius =
          edge_radius(ea[i1], ea[i2], eb[j1], eb[j2], ar[i2][j], ar[i1][j], ar[i][j2], ar[i][j1]);
      if (edge_separates(s, radius, edge_length2(r[i1][j], r[i2][j]), eps)) return false;
    }
  }
  return true;
}

template <class T>
bool obb_aabb_overlap(const Obb<T>& a, const Aabb<T>& b, T eps) {
  return obb_obb_overlap(a, Obb<T>::from_aabb(b), eps);
}

template <class T>
SatVerdict obb_obb_classify(const Obb<T>& a, const Obb<T>& b, T eps) {
  if (validate(a) != Problem::none || validate(b) != Problem::none) return SatVerdict::invalid;
  return obb_obb_overlap(a, b, eps) ? SatVerdict::intersecting : SatVerdict::separated;
}

template <class T>
void ObbSoa<T>::reserve(std::size_t n) {
  for (int k = 0; k < 3; ++k) {
    center[k].reserve(n);
    half_extents[k].reserve(n);
    for (int i = 0; i < 3; ++i)
      axes[i][k].reserve(n);
  }
}

template <class T>
void ObbSoa<T>::push_back(const Obb<T>& box) {
  for (int k = 0; k < 3; ++k) {
    center[k].push_back(box.center[k]);
    half_extents[k].push_back(box.half_extents[k]);
    for (int i = 0; i < 3; ++i)
      axes[i][k].push_back(box.axes[i][k]);
  }
}

template <class T>
Obb<T> ObbSoa<T>::operator[](std::size_t n) const {
  Obb<T> box;
  for (int k = 0; k < 3; ++k) {
    box.center[k] = center[k][n];
    box.half_extents[k] = half_extents[k][n];
    for (int i = 0; i < 3; ++i)
      box.axes[i][k] = axes[i][k][n];
  }
  return box;
}

namespace {

// One block of pairs, all 15 axes, no branches: a loop the compiler turns into SIMD over pairs.
template <class T>
std::size_t batch_kernel(const ObbSoa<T>& a, const ObbSoa<T>& b, std::size_t n, std::uint8_t* out,
                         T eps) {
  std::size_t count = 0;
  const T* acx = a.center[0].data();
  const T* acy = a.center[1].data();
  const T* acz = a.center[2].data();
  const T* bcx = b.center[0].data();
  const T* bcy = b.center[1].data();
  const T* bcz = b.center[2].data();
  const T* aex = a.half_extents[0].data();
  const T* aey = a.half_extents[1].data();
  const T* aez = a.half_extents[2].data();
  const T* bex = b.half_extents[0].data();
  const T* bey = b.half_extents[1].data();
  const T* bez = b.half_extents[2].data();
  const T* aa[3][3];
  const T* ba[3][3];
  for (int i = 0; i < 3; ++i)
    for (int k = 0; k < 3; ++k)
      aa[i][k] = a.axes[i][k].data(), ba[i][k] = b.axes[i][k].data();

  for (std::size_t p = 0; p < n; ++p) {
    const T dx = bcx[p] - acx[p], dy = bcy[p] - acy[p], dz = bcz[p] - acz[p];
    const T ea[3] = {aex[p], aey[p], aez[p]};
    const T eb[3] = {bex[p], bey[p], bez[p]};
    T r[3][3], ar[3][3], t[3];
    for (int i = 0; i < 3; ++i) {
      t[i] = dot3(dx, dy, dz, aa[i][0][p], aa[i][1][p], aa[i][2][p]);
      for (int j = 0; j < 3; ++j) {
        r[i][j] =
            dot3(aa[i][0][p], aa[i][1][p], aa[i][2][p], ba[j][0][p], ba[j][1][p], ba[j][2][p]);
        ar[i][j] = std::abs(r[i][j]) + eps;
      }
    }
    bool sep = false;
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
    const std::uint8_t hit = sep ? 0 : 1;
    if (out) out[p] = hit;
    count += hit;
  }
  return count;
}

}  // namespace

template <class T>
std::size_t obb_obb_overlap_batch(const ObbSoa<T>& a, const ObbSoa<T>& b,
                                  std::span<std::uint8_t> out, T eps) {
  const std::size_t n = std::min(a.size(), b.size());
  return batch_kernel(a, b, n, out.empty() ? nullptr : out.data(), eps);
}

#define COLLIDE_INSTANTIATE(T)                                                   \
  template SatResult<T> obb_obb_sat(const Obb<T>&, const Obb<T>&, T);            \
  template SatResult<T> obb_aabb_sat(const Obb<T>&, const Aabb<T>&, T);          \
  template bool obb_obb_overlap(const Obb<T>&, const Obb<T>&, T);                \
  template bool obb_aabb_overlap(const Obb<T>&, const Aabb<T>&, T);              \
  template SatVerdict obb_obb_classify(const Obb<T>&, const Obb<T>&, T);         \
  template struct ObbSoa<T>;                                                     \
  template std::size_t obb_obb_overlap_batch(const ObbSoa<T>&, const ObbSoa<T>&, \
                                             std::span<std::uint8_t>, T);
COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
