#include "core/queries/moving_sphere_queries.hpp"

#include <algorithm>
#include <cmath>

#include <array>
#include <limits>

#include <glm/geometric.hpp>

#include "core/queries/closest_points.hpp"
#include "core/queries/sweep_input_band.hpp"

namespace collide {
namespace {

// c, v: the moving sphere; c2, v2: the other (v2 = 0 when still); R the radius sum, r2 the
// other's radius.
template <class T>
SweptSphereContact<T> sweep(const Vec3<T>& c, const Vec3<T>& v, const Vec3<T>& c2,
                            const Vec3<T>& v2, T R, T r2, const Tolerances<T>& tol) {
  SweptSphereContact<T> r;
  const Vec3<T> m = c - c2, w = v - v2;
  r.radius_sum = R;
  r.band = contact_band(tol, l1_norm(m) + l1_norm(w) + R);
  auto finish = [&](T t) {
    r.t = t;
    r.center_at_contact = c + t * v;
    r.other_center_at_contact = c2 + t * v2;
    const Vec3<T> between = r.center_at_contact - r.other_center_at_contact;
    const T length = glm::length(between);
    r.contact_point = length > T(0) ? r.other_center_at_contact + (r2 / length) * between
                                    : r.other_center_at_contact;
  };
  r.start_gap = glm::length(m) - R;
  const T a = glm::dot(w, w), b = glm::dot(m, w);
  if (r.start_gap <= r.band) {
    r.kind = SweepKind::touching_at_start;
    r.within_tolerance = std::abs(r.start_gap) <= r.band;
    finish(T(0));
  } else if (!(a > T(0))) {
    r.kind = SweepKind::parallel;
    r.closest_gap = r.start_gap;
  } else if (b >= T(0)) {
    r.kind = SweepKind::moving_away;
    r.closest_gap = r.start_gap;
  } else {
    r.closest_time = -b / a;
    const T d_star = glm::length(m + r.closest_time * w);
    r.closest_gap = d_star - R;
    if (r.closest_gap > r.band) {
      r.kind = SweepKind::misses;  // passes by
      r.t = r.closest_time;
    } else {
      // The smaller root of |w|²t² + 2(m·w)t + |m|² − R², written without cancellation
      // (m·w < 0): t = (|m|² − R²) / (−m·w + √(|w|²(R² − d*²))). Grazing within the band
      // (d* > R) gives the closest approach, t*.
      const T root = std::sqrt(a * std::max(T(0), (R - d_star) * (R + d_star)));
      const T t = std::max(T(0), r.start_gap * (glm::length(m) + R) / (root - b));
      // Decide t <= 1 by the gap at t = 1, as the plane sweep does, not by t's rounding.
      const T end_gap = glm::length(m + w) - R;
      const bool hits = t <= T(1) || end_gap <= r.band;
      r.within_tolerance = std::abs(r.closest_gap) <= r.band ||
                           (t >= T(1) - T(4) * r.band && std::abs(end_gap) <= r.band);
      r.kind = hits ? SweepKind::hits : SweepKind::misses;
      finish(hits ? std::min(t, T(1)) : t);
    }
  }
  r.intersects = r.kind == SweepKind::touching_at_start || r.kind == SweepKind::hits;
  // Rounded inputs (tolerances.hpp): the verdict is the least gap over the frame, at the clamped
  // closest approach; |m + t·w| − R moves by at most ρ·(|c| + |v| + |c₂| + |v₂| + R) for every t
  // (each centre path and radius by its own rounding).
  if (tol.input_rounding != T(0)) {
    r.input_band = input_band(tol, l1_norm(c) + l1_norm(v) + l1_norm(c2) + l1_norm(v2) + R);
    const T t_least = a > T(0) ? std::clamp(-b / a, T(0), T(1)) : T(0);
    const T least_gap = glm::length(m + t_least * w) - R;
    if (std::abs(least_gap) <= r.band + r.input_band) r.within_tolerance = true;
  }
  return r;
}

template <class T>
constexpr T kNever = std::numeric_limits<T>::infinity();

// A piece of a grown shape as the path c + t·v meets it: the first t >= 0 inside it, and the t
// at which the path only grazes it (its closest approach within the band of touching), kNever
// when it does not. A graze is decided by rounding: an exact tangent has a discriminant of 0,
// which rounds either way.
template <class T>
struct Entry {
  T t = kNever<T>;
  T graze = kNever<T>;
};

// The smaller root of |w|²t² + 2(m·w)t + |m|² − R² = 0 (c = |m|² − R² > 0, m·w < 0), from the
// closest approach d* = |m + t*·w| at t* = −m·w/|w|²: disc = (m·w)² − |w|²c = |w|²(R² − d*²),
// so t = c / (√disc − m·w) without cancellation. Grazing within the band (R <= d* <= R + band)
// touches at the closest approach, t = t*, as the sphere–sphere sweep does. (Not at c / (−m·w),
// the root formula with disc taken as 0: that equals t* only when disc is 0, and a path that
// starts on a zero-radius capsule's axis, d* and m·w both rounding residue, put it anywhere:
// a moving point that left a triangle's edge line "hit" the edge's end at t = 1, 15.9 away.)
template <class T>
Entry<T> quadratic_entry(const Vec3<T>& m, const Vec3<T>& w, T c, T R, T band) {
  Entry<T> e;
  const T a = glm::dot(w, w), b = glm::dot(m, w);
  if (b >= 0 || !(a > 0)) return e;
  const T t_star = -b / a;
  const T d_star = glm::length(m + t_star * w);
  if (d_star - R > band) return e;
  e.t = d_star < R ? c / (std::sqrt(a * (R - d_star) * (R + d_star)) - b) : t_star;
  if (std::abs(d_star - R) <= band) e.graze = e.t;
  return e;
}

// First t >= 0 at which c + t·v is within R of the point e (m = c − e): 0 when it starts there.
template <class T>
Entry<T> sphere_entry(const Vec3<T>& m, const Vec3<T>& v, T R, T band) {
  const T c = glm::dot(m, m) - R * R;
  if (c <= 0) return {T(0), kNever<T>};
  return quadratic_entry(m, v, c, R, band);
}

template <class T>
Entry<T> earlier(const Entry<T>& x, const Entry<T>& y) {
  return {std::min(x.t, y.t), std::min(x.graze, y.graze)};
}

// First t >= 0 at which c + t·v enters the capsule of radius R about segment [p, q]: the
// cylinder |x⊥| = R (x⊥ the part of x − p across the segment), where the foot lies on the
// segment, or a sphere at an end.
template <class T>
Entry<T> capsule_entry(const Vec3<T>& c, const Vec3<T>& v, const Vec3<T>& p, const Vec3<T>& q, T R,
                       T band) {
  Entry<T> best = earlier(sphere_entry(c - p, v, R, band), sphere_entry(c - q, v, R, band));
  const Vec3<T> d = q - p, m = c - p;
  const T dd = glm::dot(d, d);
  if (!(dd > 0)) return best;
  const Vec3<T> m_across = m - (glm::dot(m, d) / dd) * d;
  const Vec3<T> v_across = v - (glm::dot(v, d) / dd) * d;
  const T cc = glm::dot(m_across, m_across) - R * R;
  // Already inside the infinite cylinder: inside the capsule if the foot is on the segment.
  const Entry<T> side =
      cc <= 0 ? Entry<T>{T(0), kNever<T>} : quadratic_entry(m_across, v_across, cc, R, band);
  if (side.t < kNever<T>) {
    const T s = glm::dot(m + side.t * v, d) / dd;
    if (s >= 0 && s <= 1) best = earlier(best, side);
  }
  return best;
}

// First t >= 0 at which c + t·v enters the convex set {x : oᵢ·x <= δᵢ} (Cyrus–Beck clipping).
template <class T, std::size_t N>
T convex_entry(const Vec3<T>& c, const Vec3<T>& v, const std::array<Vec3<T>, N>& o,
               const std::array<T, N>& delta) {
  T enter = 0, exit = kNever<T>;
  for (std::size_t i = 0; i < N; ++i) {
    const T num = delta[i] - glm::dot(o[i], c), den = glm::dot(o[i], v);
    if (den == 0) {
      if (num < 0) return kNever<T>;
    } else if (den < 0) {
      enter = std::max(enter, num / den);
    } else {
      exit = std::min(exit, num / den);
    }
  }
  return enter <= exit ? enter : kNever<T>;
}

// The contact band of the sweep's gaps, `scale` the size of the shape's numbers about c.
template <class T>
T sweep_band(const MovingSphere<T>& s, T scale, const Tolerances<T>& tol) {
  return contact_band(tol, scale + l1_norm(s.velocity) + s.sphere.radius);
}

// Fills the verdict from the pieces' first entry; `gap_at(t)` is the distance from c + t·v to the
// shape minus r, `nearest(x)` the shape's point nearest x.
template <class T, class Gap, class Nearest>
SweptSphereShapeContact<T> decide_sweep(const MovingSphere<T>& s, Entry<T> pieces, T scale,
                                        const Tolerances<T>& tol, Gap&& gap_at, Nearest&& nearest) {
  SweptSphereShapeContact<T> r;
  const Vec3<T>& c = s.sphere.center;
  const Vec3<T>& v = s.velocity;
  const T entry = pieces.t;
  r.band = sweep_band(s, scale, tol);
  r.start_gap = gap_at(c);
  r.end_gap = gap_at(c + v);
  auto finish = [&](T t) {
    r.t = t;
    r.center_at_contact = c + t * v;
    r.contact_point = nearest(r.center_at_contact);
  };
  if (r.start_gap <= r.band) {
    r.kind = SweepKind::touching_at_start;
    r.within_tolerance = std::abs(r.start_gap) <= r.band;
    finish(T(0));
  } else if (!(glm::dot(v, v) > 0)) {
    r.kind = SweepKind::parallel;
  } else if (entry <= T(1) || r.end_gap <= r.band) {
    r.kind = SweepKind::hits;
    // A piece grazed where it is the grown shape's surface (the gap there within the band): the
    // path only touches the shape, in a plane tangent to it, so rounding decides the hit. (A
    // piece grazed inside the shape is no contact: the path is deep in it by then.)
    const bool grazed = pieces.graze <= T(1) && std::abs(gap_at(c + pieces.graze * v)) <= r.band;
    r.within_tolerance = std::abs(r.end_gap) <= r.band || grazed;
    finish(std::min(entry, T(1)));
  } else if (entry < kNever<T>) {
    r.kind = SweepKind::misses;
    finish(entry);
  } else {
    // Never touches: approaching (passing by) or not.
    const bool approaching = glm::dot(c - nearest(c), v) < 0;
    r.kind = approaching ? SweepKind::misses : SweepKind::moving_away;
  }
  r.intersects = r.kind == SweepKind::touching_at_start || r.kind == SweepKind::hits;
  return r;
}

}  // namespace

template <class T>
SweptSphereShapeContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Segment<T>& b,
                                                const Tolerances<T>& tol) {
  SweptSphereShapeContact<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  const T R = a.sphere.radius;
  auto nearest = [&](const Vec3<T>& x) {
    return b.a + closest_segment_parameter(x, b.a, b.b) * (b.b - b.a);
  };
  auto gap = [&](const Vec3<T>& x) { return glm::length(x - nearest(x)) - R; };
  const T scale = l1_norm(a.sphere.center - b.a) + l1_norm(b.b - b.a);
  const Entry<T> entry =
      capsule_entry(a.sphere.center, a.velocity, b.a, b.b, R, sweep_band(a, scale, tol));
  r = decide_sweep(a, entry, scale, tol, gap, nearest);
  add_sweep_input_band(r, a, Shape<T>(b), tol);
  return r;
}

template <class T>
SweptSphereShapeContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Obb<T>& b,
                                                const Tolerances<T>& tol) {
  SweptSphereShapeContact<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  const T R = a.sphere.radius;
  const Vec3<T>& h = b.half_extents;
  auto to_box = [&](const Vec3<T>& x) {
    return Vec3<T>{glm::dot(x, b.axes[0]), glm::dot(x, b.axes[1]), glm::dot(x, b.axes[2])};
  };
  const Vec3<T> c = to_box(a.sphere.center - b.center), v = to_box(a.velocity);
  const T scale = l1_norm(c) + l1_norm(h), band = sweep_band(a, scale, tol);
  Entry<T> entry;
  // The box grown by R along axis i: 6 planes ±x_j <= h_j (+ R on axis i).
  for (int i = 0; i < 3; ++i) {
    std::array<Vec3<T>, 6> o;
    std::array<T, 6> delta;
    for (int j = 0; j < 3; ++j) {
      o[2 * j] = Vec3<T>(0);
      o[2 * j][j] = 1;
      o[2 * j + 1] = -o[2 * j];
      delta[2 * j] = delta[2 * j + 1] = h[j] + (i == j ? R : T(0));
    }
    entry.t = std::min(entry.t, convex_entry(c, v, o, delta));
  }
  // The 12 edges: along axis i at (±h_j, ±h_k).
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    for (int sj = -1; sj <= 1; sj += 2)
      for (int sk = -1; sk <= 1; sk += 2) {
        Vec3<T> p(0);
        p[j] = T(sj) * h[j];
        p[k] = T(sk) * h[k];
        Vec3<T> q = p;
        p[i] = -h[i];
        q[i] = h[i];
        entry = earlier(entry, capsule_entry(c, v, p, q, R, band));
      }
  }
  auto nearest = [&](const Vec3<T>& x) {
    const Vec3<T> local = glm::clamp(to_box(x - b.center), -h, h);
    return b.center + local.x * b.axes[0] + local.y * b.axes[1] + local.z * b.axes[2];
  };
  auto gap = [&](const Vec3<T>& x) {
    const Vec3<T> local = to_box(x - b.center);
    const Vec3<T> q = glm::clamp(local, -h, h);
    if (q != local) return glm::length(local - q) - R;
    return -glm::min(glm::min(h.x - std::abs(local.x), h.y - std::abs(local.y)),
                     h.z - std::abs(local.z)) -
           R;
  };
  r = decide_sweep(a, entry, scale, tol, gap, nearest);
  add_sweep_input_band(r, a, Shape<T>(b), tol);
  return r;
}

template <class T>
SweptSphereShapeContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Aabb<T>& b,
                                                const Tolerances<T>& tol) {
  SweptSphereShapeContact<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  // In coordinates relative to the box's middle, (x − min) − h: subtractions of nearby numbers,
  // where the center (min + max) / 2 would round at the size of the coordinates.
  const Vec3<T> h = (b.max - b.min) * T(0.5);
  MovingSphere<T> local = a;
  local.sphere.center = (a.sphere.center - b.min) - h;
  Obb<T> box;
  box.center = Vec3<T>(0);
  box.half_extents = h;
  // The input band is of the file's numbers, not of these local ones: added below.
  Tolerances<T> local_tol = tol;
  local_tol.input_rounding = 0;
  r = swept_sphere_contact(local, box, local_tol);
  const Vec3<T> shift = b.min + h;
  r.center_at_contact += shift;
  r.contact_point += shift;
  add_sweep_input_band(r, a, Shape<T>(b), tol);
  return r;
}

template <class T>
SweptSphereShapeContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Triangle<T>& b,
                                                const Tolerances<T>& tol) {
  SweptSphereShapeContact<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  const T R = a.sphere.radius;
  const Vec3<T>& c = a.sphere.center;
  const Vec3<T>& v = a.velocity;
  const std::array<Vec3<T>, 3> p{b.a, b.b, b.c};
  const T scale = l1_norm(c - b.a) + l1_norm(b.b - b.a) + l1_norm(b.c - b.a);
  const T band = sweep_band(a, scale, tol);
  Entry<T> entry;
  for (int i = 0; i < 3; ++i)
    entry = earlier(entry, capsule_entry(c, v, p[i], p[(i + 1) % 3], R, band));
  const Vec3<T> n = glm::cross(p[1] - p[0], p[2] - p[0]);
  const T n_length = glm::length(n);
  if (n_length > tol.sat_parallel * glm::length(p[1] - p[0]) * glm::length(p[2] - p[0])) {
    // The prism over the face: the planes n·x <= n·a + R and −n·x <= −n·a + R, and the three
    // planes through the edges perpendicular to the face, facing out.
    const Vec3<T> u = n / n_length;
    std::array<Vec3<T>, 5> o;
    std::array<T, 5> delta;
    o[0] = u;
    delta[0] = glm::dot(u, p[0]) + R;
    o[1] = -u;
    delta[1] = -glm::dot(u, p[0]) + R;
    for (int i = 0; i < 3; ++i) {
      const Vec3<T> out = glm::cross(p[(i + 1) % 3] - p[i], u);  // away from the third vertex
      o[2 + i] = out;
      delta[2 + i] = glm::dot(out, p[i]);
    }
    entry.t = std::min(entry.t, convex_entry(c, v, o, delta));
  }
  auto nearest = [&](const Vec3<T>& x) { return closest_on_triangle(x, b.a, b.b, b.c).point; };
  auto gap = [&](const Vec3<T>& x) { return glm::length(x - nearest(x)) - R; };
  r = decide_sweep(a, entry, scale, tol, gap, nearest);
  add_sweep_input_band(r, a, Shape<T>(b), tol);
  return r;
}

template <class T>
SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Point<T>& b,
                                           const Tolerances<T>& tol) {
  SweptSphereContact<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return sweep(a.sphere.center, a.velocity, b.p, Vec3<T>(0), a.sphere.radius, T(0), tol);
}

template <class T>
SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Sphere<T>& b,
                                           const Tolerances<T>& tol) {
  SweptSphereContact<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return sweep(a.sphere.center, a.velocity, b.center, Vec3<T>(0), a.sphere.radius + b.radius,
               b.radius, tol);
}

template <class T>
SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>& a, const MovingSphere<T>& b,
                                           const Tolerances<T>& tol) {
  SweptSphereContact<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  return sweep(a.sphere.center, a.velocity, b.sphere.center, b.velocity,
               a.sphere.radius + b.sphere.radius, b.sphere.radius, tol);
}

#define COLLIDE_INSTANTIATE(T)                                                                  \
  template SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>&, const Point<T>&,  \
                                                      const Tolerances<T>&);                    \
  template SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>&, const Sphere<T>&, \
                                                      const Tolerances<T>&);                    \
  template SweptSphereContact<T> swept_sphere_contact(                                          \
      const MovingSphere<T>&, const MovingSphere<T>&, const Tolerances<T>&);

#define COLLIDE_INSTANTIATE_SHAPE(T, S)                                                         \
  template SweptSphereShapeContact<T> swept_sphere_contact(const MovingSphere<T>&, const S<T>&, \
                                                           const Tolerances<T>&);
#define COLLIDE_INSTANTIATE_SHAPES(T)   \
  COLLIDE_INSTANTIATE_SHAPE(T, Segment) \
  COLLIDE_INSTANTIATE_SHAPE(T, Aabb)    \
  COLLIDE_INSTANTIATE_SHAPE(T, Obb)     \
  COLLIDE_INSTANTIATE_SHAPE(T, Triangle)

COLLIDE_INSTANTIATE_SHAPES(float)
COLLIDE_INSTANTIATE_SHAPES(double)
#undef COLLIDE_INSTANTIATE_SHAPES
#undef COLLIDE_INSTANTIATE_SHAPE

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
