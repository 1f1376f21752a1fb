#include "core/queries/ray_cast.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include <glm/geometric.hpp>

#include "core/math/scaled_length.hpp"
#include "core/queries/closest_points.hpp"
#include "core/queries/gjk.hpp"
#include "core/queries/hull_queries.hpp"
#include "core/queries/ray_geometry.hpp"
#include "core/shapes/input_reach.hpp"

namespace collide {
namespace {

using namespace ray_geometry;

template <class T>
constexpr T kInf = std::numeric_limits<T>::infinity();

template <class T>
Vec3<T> at(const Ray<T>& ray, T t) {
  return ray.origin + t * ray.direction;
}

template <class T>
Vec3<T> unit_or_zero(const Vec3<T>& v) {
  const T l = scaled_length(v);
  return l > 0 ? v / l : Vec3<T>(0);
}

// The thin kinds decide by the distance between the closest points: `gap` = on_ray − on_other,
// computed from differences taken first (so it keeps its precision far from the origin), and
// `scale` the size of the terms that went into it.
template <class T>
void decide_thin(RayCast<T>& r, const Ray<T>& ray, T t, const Vec3<T>& gap, T scale,
                 const Tolerances<T>& tol) {
  r.form = RayCastForm::closest_points;
  r.t_closest = t;
  r.on_ray = at(ray, t);
  r.on_other = r.on_ray - gap;
  r.distance = scaled_length(gap);
  r.band = contact_band(tol, scale);
  r.intersects = r.distance <= r.band;
  r.within_tolerance = r.distance <= r.band;  // distance >= 0: |gap| <= band
  if (r.intersects) {
    r.t_enter = r.t_exit = t;
    r.entry_point = r.exit_point = r.on_ray;
    r.starts_inside = t == T(0);
  }
}

// A solid occupied for t in [t_lo, t_hi] along the ray's line: the ray's part of it.
template <class T>
void enter_solid(RayCast<T>& r, const Ray<T>& ray, T t_lo, T t_hi) {
  r.t_enter = r.starts_inside ? T(0) : std::max(T(0), t_lo);
  r.t_exit = std::max(r.t_enter, t_hi);
  r.entry_point = at(ray, r.t_enter);
  r.exit_point = at(ray, r.t_exit);
}

// Where the ray's line is inside a solid cut by slabs or half-spaces: t in [lo, hi], each bound
// with its band in t and the slab or face that sets it (−1: none).
template <class T>
struct LineInterval {
  T lo, hi, band_lo, band_hi;
  int lo_at, hi_at;
};
// The ray's verdict from that interval (`outside`: a parallel slab or face leaves no t): it meets
// the solid iff the interval is not empty and reaches t >= 0, each within its bands; the entry
// and exit. True when it enters from outside, where the caller sets the normal of `lo_at`.
template <class T>
bool clip_interval(RayCast<T>& r, const Ray<T>& ray, const LineInterval<T>& i, bool outside) {
  r.band = i.band_lo + i.band_hi;
  const bool meets_line = !outside && i.lo <= i.hi + r.band;
  r.intersects = meets_line && i.hi >= -i.band_hi;
  r.behind = meets_line && !r.intersects;
  if (!outside && (std::abs(i.lo - i.hi) <= r.band || std::abs(i.hi) <= i.band_hi))
    r.within_tolerance = true;
  r.exit_axis = i.hi_at;
  if (!r.intersects) {
    r.t_enter = i.lo;
    r.t_exit = i.hi;
    r.enter_axis = i.lo_at;
    return false;
  }
  r.starts_inside = i.lo <= 0;
  r.enter_axis = r.starts_inside ? -1 : i.lo_at;
  enter_solid(r, ray, i.lo, i.hi);
  r.has_normal = !r.starts_inside;
  return r.has_normal;
}

// One slab lo <= x <= hi of a box (lo, hi relative to the ray's origin, so the origin is x = 0)
// crossed with rate dᵢ: inside for t between lo/dᵢ and hi/dᵢ. A rate within rounding of 0 (of
// the direction's size |d|₁) is parallel: inside for every t or for none.
template <class T>
Slab<T> ray_slab(T lo, T hi, T di, T d_size, const Tolerances<T>& tol) {
  Slab<T> s;
  const T band = contact_band(tol, std::abs(lo) + std::abs(hi));
  if (std::abs(di) <= contact_band(tol, d_size)) {
    s.parallel = true;
    s.outside = lo > band || hi < -band;
    s.enter = s.outside ? kInf<T> : -kInf<T>;
    s.exit = s.outside ? -kInf<T> : kInf<T>;
    s.band = band;  // in distance here
    return s;
  }
  T t1 = lo / di, t2 = hi / di;
  if (t1 > t2) std::swap(t1, t2);
  s.enter = t1;
  s.exit = t2;
  s.band = band / std::abs(di);
  return s;
}

// Slabs (Ericson 5.3.3 for a ray): inside the box for t in [max enters, min exits]; the ray meets
// it iff that interval is not empty and reaches t >= 0. `axes` are the box's axes in world.
template <class T>
RayCast<T> clip_slabs(const Ray<T>& ray, const std::array<Slab<T>, 3>& slabs,
                      const std::array<Vec3<T>, 3>& axes, const Vec3<T>& local_d) {
  RayCast<T> r;
  r.form = RayCastForm::slabs;
  r.slabs = slabs;
  T t_lo = -kInf<T>, t_hi = kInf<T>, band_lo = 0, band_hi = 0;
  int lo_axis = -1, hi_axis = -1;
  bool outside = false;
  for (int i = 0; i < 3; ++i) {
    const Slab<T>& s = slabs[std::size_t(i)];
    if (s.parallel) {
      r.parallel = true;
      outside = outside || s.outside;
      continue;
    }
    if (s.enter > t_lo) {
      t_lo = s.enter;
      lo_axis = i;
      band_lo = s.band;
    }
    if (s.exit < t_hi) {
      t_hi = s.exit;
      hi_axis = i;
      band_hi = s.band;
    }
  }
  if (clip_interval(r, ray, {t_lo, t_hi, band_lo, band_hi, lo_axis, hi_axis}, outside)) {
    // The face crossed at entry faces against the direction along its axis.
    const int k = lo_axis;
    r.normal = local_d[k] > 0 ? -axes[std::size_t(k)] : axes[std::size_t(k)];
  }
  return r;
}

// A parallel slab whose face the ray runs along (|lo| or |hi| within the band) was decided
// inside the band.
template <class T>
void mark_grazing_faces(RayCast<T>& r, const Vec3<T>& lo, const Vec3<T>& hi) {
  for (int i = 0; i < 3; ++i) {
    const Slab<T>& s = r.slabs[std::size_t(i)];
    if (s.parallel && (std::abs(lo[i]) <= s.band || std::abs(hi[i]) <= s.band))
      r.within_tolerance = true;
  }
}

// A box in its frame (the slabs [loᵢ, hiᵢ] relative to the ray's origin, crossed at rates dᵢ;
// `axes` its axes in world) by slabs, its faces moved out by `grow` (in by −grow; a slab that
// closes is a miss): the test itself at grow = 0, and the input band's grown and shrunk boxes.
template <class T>
RayCast<T> box_cast(const Ray<T>& ray, const Vec3<T>& lo, const Vec3<T>& hi, const Vec3<T>& d,
                    const std::array<Vec3<T>, 3>& axes, T size, const Tolerances<T>& tol,
                    T grow = T(0)) {
  const Vec3<T> glo = lo - grow, ghi = hi + grow;
  if (!(glo.x <= ghi.x && glo.y <= ghi.y && glo.z <= ghi.z)) {
    RayCast<T> r;
    r.form = RayCastForm::slabs;
    return r;  // shrunk to nothing: a miss
  }
  RayCast<T> r =
      clip_slabs(ray,
                 {ray_slab(glo.x, ghi.x, d.x, size, tol), ray_slab(glo.y, ghi.y, d.y, size, tol),
                  ray_slab(glo.z, ghi.z, d.z, size, tol)},
                 axes, d);
  mark_grazing_faces(r, glo, ghi);
  return r;
}

// The sphere |x − c| <= radius seen from a ray, with m = o − c (the ellipsoid passes its scaled
// frame). The verdict is the ray's distance to c against the radius: the closest point of the
// half-line, t* = max(0, −m·d/d·d), so a sphere behind the origin is a miss by construction.
template <class T>
void sphere_cast(RayCast<T>& r, const Vec3<T>& m, const Vec3<T>& d, T radius,
                 const Tolerances<T>& tol) {
  r.form = RayCastForm::sphere;
  r.radius = radius;
  const T t_star = closest_t_to_point(Vec3<T>(0), d, -m);
  const Vec3<T> gap_vec = m + t_star * d;
  const T distance = scaled_length(gap_vec);
  // Each coordinate of m + t*·d is rounded by about ulps of |mᵢ| + |t*·dᵢ|, and moves the
  // distance by its share gᵢ/|g| of it (first order; near the surface |g| ≈ r). Weighting keeps
  // a flat axis (an ellipsoid's zero radius, scaled up hugely) from swamping the band.
  const T weight_denominator = std::max(distance, radius);
  T scale = radius;
  if (weight_denominator > 0) {
    for (int i = 0; i < 3; ++i)
      scale +=
          (std::abs(m[i]) + std::abs(t_star * d[i])) * std::abs(gap_vec[i]) / weight_denominator;
  } else {
    scale += l1_norm(m) + l1_norm(t_star * d);
  }
  r.band = contact_band(tol, scale);
  const T gap = distance - radius;
  const T origin_gap = scaled_length(m) - radius;
  const T origin_band = contact_band(tol, l1_norm(m) + radius);
  r.intersects = gap <= r.band;
  r.starts_inside = r.intersects && origin_gap <= origin_band;
  r.within_tolerance = std::abs(gap) <= r.band || std::abs(origin_gap) <= origin_band;
  r.t_closest = t_star;
  r.distance = distance;
  const LineSphere<T> line = line_sphere(m, d, radius);
  r.t_mid = line.t_mid;
  r.half_chord = line.half;
  r.closest_distance = std::sqrt(line.closest2);
  r.behind = !r.intersects && line.meets && line.t_mid + line.half < 0;
}

}  // namespace

// A scalar whose range holds the squares of T's largest numbers: double for float, long double
// (x87's 15-bit exponent, or a quad) for double.
template <class T>
using Wider = std::conditional_t<std::is_same_v<T, float>, double, long double>;

// Whether T holds products of `degree` numbers of magnitude up to `size` (measured in Wider<T>).
// The closest-point forms below multiply their inputs' coordinates to degree 2 (ray–point) or 4
// (ray–segment, ray–ray): past that they overflow to a wrong "parallel", infinity or NaN, and
// they are run in the wider scalar instead and rounded back. T then holds the answer though not
// the terms (a gap or t beyond T's range rounds to infinity, a miss; a band's scale stops at T's
// largest number).
template <class T>
bool fits(Wider<T> size, int degree) {
  Wider<T> power = 1;
  for (int i = 0; i < degree; ++i)
    power *= size;
  return power < Wider<T>(std::numeric_limits<T>::max());
}

// A thin kind's closest points to the ray, in the scalar U: t on the ray, the other's parameter
// (a segment's s, a ray's u; 0 for a point), the gap between the points and the size of the
// terms that went into it.
template <class U>
struct ThinGap {
  U t = 0, other = 0;
  bool parallel = false;
  bool behind = false;  // a point behind the origin (w·d < 0)
  Vec3<U> gap{};
  U scale = 0;
};

// measure(U{}) in T when its terms, products of `degree` numbers of magnitude up to `size`,
// fit T, else in Wider<T> and rounded back (a scale past T's range stops at its largest number).
template <class T, class Measure>
ThinGap<T> measured(Wider<T> size, int degree, Measure measure) {
  if (fits<T>(size, degree)) return measure(T{});
  const ThinGap<Wider<T>> w = measure(Wider<T>{});
  return {T(w.t),   T(w.other),     w.parallel,
          w.behind, Vec3<T>(w.gap), T(std::min(w.scale, Wider<T>(std::numeric_limits<T>::max())))};
}

// The verdict from a thin kind's closest points (decide_thin), with what else they say.
template <class T>
void decide_closest(RayCast<T>& r, const Ray<T>& ray, const ThinGap<T>& g,
                    const Tolerances<T>& tol) {
  decide_thin(r, ray, g.t, g.gap, g.scale, tol);
  r.other_parameter = g.other;
  r.parallel = g.parallel;
  r.behind = !r.intersects && g.behind;
}

// |p − (o + t·d)| at t = max(0, (p − o)·d / d·d): the half-line's point nearest p.
template <class U>
ThinGap<U> ray_point_gap(const Vec3<U>& o, const Vec3<U>& d, const Vec3<U>& p) {
  ThinGap<U> g;
  const Vec3<U> w = p - o;
  g.t = closest_t_to_point(Vec3<U>(0), d, w);
  g.gap = g.t * d - w;
  g.scale = l1_norm(w) + l1_norm(g.t * d);
  g.behind = glm::dot(w, d) < 0;
  return g;
}

// Ericson 5.1.9 for a half-line and a segment (ray_geometry.hpp).
template <class U>
ThinGap<U> ray_segment_gap(const Vec3<U>& o, const Vec3<U>& d, const Vec3<U>& a, const Vec3<U>& b) {
  const RaySegmentClosest<U> c = closest_ray_segment(o, d, a, b);
  const Vec3<U> w = o - a, td = c.t * d, se = c.s * (b - a);
  return {c.t, c.s, c.parallel, false, w + td - se, l1_norm(w) + l1_norm(td) + l1_norm(se)};
}

// min |o1 + t·d1 − o2 − u·d2| over t, u >= 0 (ray_geometry.hpp).
template <class U>
ThinGap<U> ray_ray_gap(const Vec3<U>& o1, const Vec3<U>& d1, const Vec3<U>& o2, const Vec3<U>& d2) {
  const RayRayClosest<U> c = closest_ray_ray(o1, d1, o2, d2);
  const Vec3<U> w = o1 - o2, td = c.t * d1, ud = c.u * d2;
  return {c.t, c.u, c.parallel, false, w + td - ud, l1_norm(w) + l1_norm(td) + l1_norm(ud)};
}

template <class T>
RayCast<T> ray_cast_unbanded(const Ray<T>& ray, const Point<T>& point, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, point); !r.input.valid()) return r;
  using W = Wider<T>;
  // Of degree 2 in w = p − o and d; w itself overflows T when p and o lie far apart.
  const W size = l1_norm(Vec3<W>(point.p) - Vec3<W>(ray.origin)) + l1_norm(Vec3<W>(ray.direction));
  const ThinGap<T> g = measured<T>(size, 2, [&](auto zero) {
    using U = decltype(zero);
    return ray_point_gap(Vec3<U>(ray.origin), Vec3<U>(ray.direction), Vec3<U>(point.p));
  });
  decide_closest(r, ray, g, tol);
  return r;
}

template <class T>
RayCast<T> ray_cast_unbanded(const Ray<T>& ray, const Segment<T>& segment,
                             const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, segment); !r.input.valid()) return r;
  using W = Wider<T>;
  // Ericson's products are of degree 4 in d, e = b − a and w = o − a (|d|²|e|², (d·e)(e·w),
  // (d·w)|e|²): a segment about 2e19 long in float overflows them.
  const Vec3<W> o(ray.origin), a(segment.a);
  const W size = l1_norm(Vec3<W>(ray.direction)) + l1_norm(Vec3<W>(segment.b) - a) + l1_norm(o - a);
  const ThinGap<T> g = measured<T>(size, 4, [&](auto zero) {
    using U = decltype(zero);
    return ray_segment_gap(Vec3<U>(ray.origin), Vec3<U>(ray.direction), Vec3<U>(segment.a),
                           Vec3<U>(segment.b));
  });
  decide_closest(r, ray, g, tol);
  return r;
}

template <class T>
RayCast<T> ray_cast_unbanded(const Ray<T>& ray, const Ray<T>& other, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, other); !r.input.valid()) return r;
  using W = Wider<T>;
  // Of degree 4 in d1, d2 and w = o1 − o2 (|d1|²|d2|², (d1·d2)(d2·w), …), like the segment's.
  const W size = l1_norm(Vec3<W>(ray.direction)) + l1_norm(Vec3<W>(other.direction)) +
                 l1_norm(Vec3<W>(ray.origin) - Vec3<W>(other.origin));
  const ThinGap<T> g = measured<T>(size, 4, [&](auto zero) {
    using U = decltype(zero);
    return ray_ray_gap(Vec3<U>(ray.origin), Vec3<U>(ray.direction), Vec3<U>(other.origin),
                       Vec3<U>(other.direction));
  });
  decide_closest(r, ray, g, tol);
  return r;
}

template <class T>
RayCast<T> ray_cast_unbanded(const Ray<T>& ray, const Plane<T>& plane, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, plane); !r.input.valid()) return r;
  // n·(o + t·d) = d_plane  ⇒  t = −s₀ / (n·d), s₀ = n·o − d_plane the origin's signed distance.
  r.form = RayCastForm::plane;
  const Vec3<T>& n = plane.n;
  r.origin_distance = glm::dot(n, ray.origin) - plane.d;
  r.rate = glm::dot(n, ray.direction);
  r.band = contact_band(tol, l1_norm(n * ray.origin) + std::abs(plane.d));
  r.parallel = std::abs(r.rate) <= contact_band(tol, l1_norm(n * ray.direction));
  // A rate inside its band but not 0 is a crossing (far out) that rounding could not tell from
  // none: the miss it gives is decided inside the band.
  if (r.parallel && r.rate != T(0)) r.within_tolerance = true;
  r.has_normal = true;
  r.normal = r.rate > 0 ? -n : n;  // facing the ray's origin
  if (std::abs(r.origin_distance) <= r.band) {
    // The origin lies on the plane (a parallel ray lies in it): touching at t = 0.
    r.intersects = r.within_tolerance = r.starts_inside = true;
  } else if (!r.parallel) {
    const T t = -r.origin_distance / r.rate;
    r.intersects = t >= 0;
    r.behind = !r.intersects;
    r.t_enter = r.t_exit = t;
    if (r.intersects) r.normal = r.origin_distance > 0 ? n : -n;
  }
  if (!r.intersects) {
    r.has_normal = false;
    return r;
  }
  r.entry_point = r.exit_point = at(ray, r.t_enter);
  return r;
}

template <class T>
RayCast<T> ray_cast_unbanded(const Ray<T>& ray, const Sphere<T>& sphere, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, sphere); !r.input.valid()) return r;
  const Vec3<T> m = ray.origin - sphere.center;
  sphere_cast(r, m, ray.direction, sphere.radius, tol);
  r.on_ray = at(ray, r.t_closest);
  r.on_other = sphere.center;
  if (!r.intersects) return r;
  enter_solid(r, ray, r.t_mid - r.half_chord, r.t_mid + r.half_chord);
  if (!r.starts_inside) {
    r.has_normal = true;
    r.normal = unit_or_zero(m + r.t_enter * ray.direction);
  }
  return r;
}

namespace {

// A flat ellipsoid (radius 0 along axes[k]) is the disc Σ_{i≠k} (xᵢ/aᵢ)² <= 1 in the plane
// x_k = 0 (x = Rᵀ(p − c)): the ray crosses that plane at t = −m_k/d_k, and hits iff the crossing
// q (in the other two axes, scaled by their radii) has |q| <= 1. Decided in world units across the
// plane and in the unit disc along it, never through a radius floored to rounding: dividing by
// that turns the rounding of m_k into a unit-frame error of order 1, a useless band.
template <class T>
void disc_cast(RayCast<T>& r, const Ray<T>& ray, const Ellipsoid<T>& e, int k,
               const Tolerances<T>& tol) {
  r.form = RayCastForm::sphere;
  r.radius = T(1);
  const Vec3<T> m = ray.origin - e.center;
  const Vec3<T>& d = ray.direction;
  const Vec3<T>& n = e.axes[std::size_t(k)];
  const T mk = glm::dot(m, n), dk = glm::dot(d, n);
  const T m_size = l1_norm(m), d_size = l1_norm(d);
  const T plane_band = contact_band(tol, m_size);
  r.origin_distance = mk;
  r.rate = dk;
  r.parallel = std::abs(dk) <= contact_band(tol, d_size);
  Vec3<T> ml(0), dl(0);
  for (int i = 0; i < 3; ++i) {
    if (i == k) continue;
    const std::size_t a = std::size_t(i);
    ml[i] = glm::dot(m, e.axes[a]) / e.radii[i];
    dl[i] = glm::dot(d, e.axes[a]) / e.radii[i];
  }
  if (r.parallel) {
    r.band = plane_band;
    if (std::abs(mk) > plane_band) return;  // parallel, off the plane
    // In the plane: the unit circle of the disc's own two axes, as for a sphere.
    sphere_cast(r, ml, dl, T(1), tol);
    r.within_tolerance = true;  // lying in the plane is itself decided within the band
    r.on_ray = at(ray, r.t_closest);
    r.on_other = e.center;
    if (r.intersects) enter_solid(r, ray, r.t_mid - r.half_chord, r.t_mid + r.half_chord);
    return;
  }
  // An origin within the band of the plane crosses it at t = 0.
  const bool origin_on_plane = std::abs(mk) <= plane_band;
  const T t = origin_on_plane ? T(0) : -mk / dk;
  const Vec3<T> q = ml + t * dl;
  const T distance = scaled_length(q);
  // Each of q's coordinates is rounded by ulps of |mlᵢ| + |t·dlᵢ|, and t by ulps of
  // (|m|₁ + |t|·|d|₁)/|d_k| (moving q by that times |dlᵢ|); each moves |q| by its share |qᵢ|/|q|
  // (first order).
  const T weight_denominator = std::max(distance, T(1));
  T scale = T(1);
  for (int i = 0; i < 3; ++i)
    scale += (std::abs(ml[i]) + std::abs(t * dl[i]) +
              (m_size + std::abs(t) * d_size) / std::abs(dk) * std::abs(dl[i])) *
             std::abs(q[i]) / weight_denominator;
  r.band = contact_band(tol, scale);
  const T gap = distance - T(1);
  r.t_closest = std::max(T(0), t);
  r.on_ray = at(ray, r.t_closest);
  r.on_other = e.center;
  r.distance = r.closest_distance = distance;
  r.t_mid = t;
  r.half_chord = 0;
  const bool on_disc = gap <= r.band;
  r.intersects = on_disc && (origin_on_plane || t >= 0);
  r.behind = on_disc && !r.intersects;
  r.starts_inside = r.intersects && origin_on_plane;
  r.within_tolerance = std::abs(gap) <= r.band || origin_on_plane;
  r.t_enter = r.t_exit = t;
  if (!r.intersects) return;
  r.entry_point = r.exit_point = at(ray, t);
  if (!r.starts_inside) {
    r.has_normal = true;
    r.normal = dk > 0 ? -n : n;  // facing the ray's origin
  }
}

}  // namespace

// How far from c along the unit u, up to `reach`, points stay within T's range: a needle
// ellipsoid 3e38 long centred at 3e38 ends beyond float's largest number. A point past that
// cannot be written in T, and a ray in T cannot reach it, so the needle is cut there.
template <class T>
T within_range(const Vec3<T>& c, const Vec3<T>& u, T reach) {
  constexpr T largest = std::numeric_limits<T>::max();
  for (int i = 0; i < 3; ++i) {
    if (u[i] == T(0)) continue;
    // |c_i + s·u_i| <= largest for s <= (largest ∓ c_i)/|u_i| (∞ when c_i is on the other side),
    // less a few ulps for the rounding of s·u_i and the sum.
    const T room = (largest - (u[i] > 0 ? c[i] : -c[i])) / std::abs(u[i]);
    reach = std::min(reach, room * (T(1) - T(8) * std::numeric_limits<T>::epsilon()));
  }
  return reach;
}

template <class T>
RayCast<T> ray_cast_unbanded(const Ray<T>& ray, const Ellipsoid<T>& e, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, e); !r.input.valid()) return r;
  // A radius below rounding of the size is flat: one makes a disc, two a segment along the third
  // axis, three a point; the last two have no area, so they are touched only within the band.
  const Vec3<T> m = ray.origin - e.center;
  const T largest = std::max({e.radii.x, e.radii.y, e.radii.z});
  const T floor = T(16) * std::numeric_limits<T>::epsilon() * std::max(largest, l1_norm(m));
  int flat_count = 0, flat = -1, round = -1;
  for (int i = 0; i < 3; ++i) {
    if (e.radii[i] <= floor) {
      ++flat_count;
      flat = i;
    } else {
      round = i;
    }
  }
  if (flat_count == 3) return ray_cast(ray, Point<T>{e.center}, tol);
  if (flat_count == 2) {
    const Vec3<T>& u = e.axes[std::size_t(round)];
    return ray_cast(ray,
                    Segment<T>{e.center - within_range(e.center, -u, e.radii[round]) * u,
                               e.center + within_range(e.center, u, e.radii[round]) * u},
                    tol);
  }
  if (flat_count == 1) {
    disc_cast(r, ray, e, flat, tol);
    return r;
  }
  // The unit sphere in the ellipsoid's scaled frame: o' = Rᵀ(o − c)/a, d' = Rᵀd/a; t is the
  // same in both frames.
  const Vec3<T>& radii = e.radii;
  Vec3<T> ml, dl;
  for (int i = 0; i < 3; ++i) {
    ml[i] = glm::dot(m, e.axes[std::size_t(i)]) / radii[i];
    dl[i] = glm::dot(ray.direction, e.axes[std::size_t(i)]) / radii[i];
  }
  sphere_cast(r, ml, dl, T(1), tol);
  r.on_ray = at(ray, r.t_closest);
  r.on_other = e.center;
  if (!r.intersects) return r;
  enter_solid(r, ray, r.t_mid - r.half_chord, r.t_mid + r.half_chord);
  if (!r.starts_inside) {
    // The gradient of Σ (xᵢ/aᵢ)² at the entry: Σ (qᵢ/aᵢ)·uᵢ with q the unit-sphere point.
    const Vec3<T> q = ml + r.t_enter * dl;
    Vec3<T> g(0);
    for (int i = 0; i < 3; ++i)
      g += (q[i] / radii[i]) * e.axes[std::size_t(i)];
    r.has_normal = true;
    r.normal = unit_or_zero(g);
  }
  return r;
}

template <class T>
RayCast<T> ray_cast_unbanded(const Ray<T>& ray, const Aabb<T>& box, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, box); !r.input.valid()) return r;
  // min − o and max − o subtract nearby numbers exactly, so a far box keeps its precision.
  const Vec3<T> lo = box.min - ray.origin, hi = box.max - ray.origin;
  const Vec3<T>& d = ray.direction;
  const T size = l1_norm(d);
  return box_cast(ray, lo, hi, d, {Vec3<T>(1, 0, 0), Vec3<T>(0, 1, 0), Vec3<T>(0, 0, 1)}, size,
                  tol);
}

template <class T>
RayCast<T> ray_cast_unbanded(const Ray<T>& ray, const Obb<T>& box, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, box); !r.input.valid()) return r;
  // The slabs in the box's frame: p = Rᵀ(o − c), d' = Rᵀd against [−e, e]; t is unchanged.
  const Vec3<T> m = ray.origin - box.center;
  Vec3<T> lo, hi, dl;
  for (int i = 0; i < 3; ++i) {
    const T p = glm::dot(m, box.axes[std::size_t(i)]), e = box.half_extents[i];
    dl[i] = glm::dot(ray.direction, box.axes[std::size_t(i)]);
    lo[i] = -e - p;
    hi[i] = e - p;
  }
  return box_cast(ray, lo, hi, dl, box.axes, l1_norm(ray.direction), tol);
}

// A cylinder in its frame (m = o − c, p = (m·uᵢ), d' = (d·uᵢ)) with its radius and half height
// grown by `grow` (shrunk by −grow; closed to nothing, a miss), as two slabs of t: across the
// axis the disc x² + z² <= r², inside for t = t_mid ± half_chord (line_sphere in the xz plane;
// a line along the axis is inside for every t or none), and along it |y| <= h (ray_slab). Both
// clip as a box's slabs do; the entry's normal is the cap's ∓u₁ or the side's radial direction.
template <class T>
RayCast<T> cylinder_cast(const Ray<T>& ray, const Cylinder<T>& c, const Tolerances<T>& tol,
                         T grow = T(0)) {
  const T radius = c.radius + grow, half = c.half_height + grow;
  if (!(radius >= 0 && half >= 0)) {
    RayCast<T> r;
    r.form = RayCastForm::cylinder;
    return r;  // shrunk to nothing: a miss
  }
  const Vec3<T> m = ray.origin - c.center;
  Vec3<T> p, dl;
  for (int i = 0; i < 3; ++i) {
    p[i] = glm::dot(m, c.axes[std::size_t(i)]);
    dl[i] = glm::dot(ray.direction, c.axes[std::size_t(i)]);
  }
  const T size = l1_norm(ray.direction);
  const Vec3<T> m2{p.x, T(0), p.z}, d2{dl.x, T(0), dl.z};
  Slab<T> across;
  const T across_band = contact_band(tol, l1_norm(m2) + radius);  // in distance
  const bool along_axis = std::abs(dl.x) + std::abs(dl.z) <= contact_band(tol, size);
  const LineSphere<T> line = along_axis ? LineSphere<T>{} : line_sphere(m2, d2, radius);
  if (along_axis) {
    across.parallel = true;
    across.outside = scaled_length(m2) > radius + across_band;
    across.enter = across.outside ? kInf<T> : -kInf<T>;
    across.exit = across.outside ? -kInf<T> : kInf<T>;
    across.band = across_band;
  } else {
    const T closest = std::sqrt(line.closest2), rate = scaled_length(d2);
    if (line.meets || closest <= radius + across_band) {
      across.enter = line.t_mid - line.half;
      across.exit = line.t_mid + line.half;
    } else {  // the line passes the side: an empty interval
      across.enter = kInf<T>;
      across.exit = -kInf<T>;
    }
    across.band = across_band / rate;
  }
  Slab<T> everywhere;  // the third slab of clip_slabs: no limit
  everywhere.parallel = true;
  everywhere.enter = -kInf<T>;
  everywhere.exit = kInf<T>;
  RayCast<T> r = clip_slabs(
      ray, {across, ray_slab(-half - p.y, half - p.y, dl.y, size, tol), everywhere}, c.axes, dl);
  r.form = RayCastForm::cylinder;
  r.parallel = r.slabs[0].parallel || r.slabs[1].parallel;
  r.radius = radius;
  r.closest_distance = along_axis ? scaled_length(m2) : std::sqrt(line.closest2);
  r.t_mid = line.t_mid;
  r.half_chord = line.half;
  if (r.has_normal && r.enter_axis == 0) {
    // The side: the entry point's direction from the axis.
    const Vec3<T> q = m2 + r.t_enter * d2;
    r.normal = unit_or_zero(q.x * c.axes[0] + q.z * c.axes[2]);
  }
  return r;
}

template <class T>
RayCast<T> ray_cast_unbanded(const Ray<T>& ray, const Cylinder<T>& c, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, c); !r.input.valid()) return r;
  r = cylinder_cast(ray, c, tol);
  r.input = check_inputs(ray, c);
  return r;
}

// A convex hull with every face moved out by `grow` (in by −grow), as the box's slabs with one
// side each: face k (unit normal n, a vertex q) holds the ray's points with
// t·(n·d) <= n·(q − o) + grow, so it is entered (n·d < 0) or left (n·d > 0) at that t. The band
// of each face is its plane's rounding, in t when divided by |n·d|.
template <class T>
RayCast<T> hull_cast(const Ray<T>& ray, const ConvexHull<T>& h, const Tolerances<T>& tol,
                     T grow = T(0)) {
  RayCast<T> r;
  r.form = RayCastForm::faces;
  const HullData& hull = *h.hull;
  const T size = l1_norm(ray.direction);
  T t_lo = -kInf<T>, t_hi = kInf<T>, band_lo = 0, band_hi = 0;
  int lo_face = -1, hi_face = -1;
  bool outside = false, grazing = false;
  for (std::size_t k = 0; k < hull.faces.size(); ++k) {
    const HullFace& f = hull.faces[k];
    const Vec3<T> n(f.normal);
    const Vec3<T> q = hull_point(h, hull.face_vertices[f.first]) - ray.origin;
    const T room = glm::dot(n, q) + grow, rate = glm::dot(n, ray.direction);
    const T band = contact_band(tol, l1_norm(q) + std::abs(grow));
    if (std::abs(rate) <= contact_band(tol, size)) {
      r.parallel = true;
      outside = outside || room < -band;
      grazing = grazing || std::abs(room) <= band;
      continue;
    }
    const T t = room / rate;
    if (rate < 0 && t > t_lo) {
      t_lo = t, lo_face = static_cast<int>(k), band_lo = band / std::abs(rate);
    } else if (rate > 0 && t < t_hi) {
      t_hi = t, hi_face = static_cast<int>(k), band_hi = band / std::abs(rate);
    }
  }
  r.within_tolerance = grazing;
  if (clip_interval(r, ray, {t_lo, t_hi, band_lo, band_hi, lo_face, hi_face}, outside))
    r.normal = Vec3<T>(hull.faces[std::size_t(lo_face)].normal);
  // A sliver's faces tilt from one another by its thickness over its size, so each face's plane,
  // within its band, holds points far along it from the hull, and a face nearly parallel to the
  // ray spreads its band over a long stretch of t: in float a ray 15 to the side of a sliver 1e-6
  // thick and 16 across, in its plane, met it, and one 0.5 beside it, with a band of 31 in t. A
  // hit inside the band is kept only where its entry point is within rounding of the hull itself
  // (GJK's distance, against the size of the numbers).
  if (r.intersects && r.within_tolerance) {
    const T reach =
        contact_band(tol, l1_norm(r.entry_point) + l1_norm(h.offset) + std::abs(h.scale));
    const GjkResult<T> off = gjk_distance<T>(Point<T>{r.entry_point}, h, tol);
    if (!off.intersects && off.distance > 8 * reach) {
      r.intersects = false;
      r.has_normal = false;
      r.starts_inside = false;
    }
  }
  return r;
}

template <class T>
RayCast<T> ray_cast_unbanded(const Ray<T>& ray, const ConvexHull<T>& h, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, h); !r.input.valid()) {
    r.form = RayCastForm::faces;
    return r;
  }
  r = hull_cast(ray, h, tol);
  r.input = check_inputs(ray, h);
  return r;
}

template <class T>
RayCast<T> ray_cast_unbanded(const Ray<T>& ray, const Triangle<T>& tri, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, tri); !r.input.valid()) return r;
  const Vec3<T>& o = ray.origin;
  const Vec3<T>& d = ray.direction;
  const Vec3<T> e1 = tri.b - tri.a, e2 = tri.c - tri.a, s = o - tri.a;
  const Vec3<T> n = glm::cross(e1, e2);
  const T eps = T(8) * std::numeric_limits<T>::epsilon();
  if (!(glm::dot(n, n) > eps * eps * glm::dot(e1, e1) * glm::dot(e2, e2))) {
    // No area: a segment or a point. The nearest of the ray's closest points to its 3 edges.
    const Vec3<T> v[3] = {tri.a, tri.b, tri.c};
    RayCast<T> best;
    best.distance = kInf<T>;
    for (int i = 0; i < 3; ++i) {
      const RayCast<T> edge = ray_cast(ray, Segment<T>{v[i], v[(i + 1) % 3]}, tol);
      if (edge.distance < best.distance) best = edge;
    }
    best.parallel = false;
    best.barycentric = closest_on_triangle(best.on_other, tri.a, tri.b, tri.c).barycentric;
    return best;
  }
  r.form = RayCastForm::triangle;
  const Vec3<T> unit_n = n / scaled_length(n);
  r.origin_distance = glm::dot(unit_n, s);
  r.rate = glm::dot(unit_n, d);
  const T plane_band = contact_band(tol, l1_norm(s) + l1_norm(e1) + l1_norm(e2));
  r.parallel = std::abs(r.rate) <= contact_band(tol, l1_norm(d));
  if (r.parallel) {
    r.band = plane_band;
    if (std::abs(r.origin_distance) > plane_band) return r;  // parallel, off the plane
    // In the plane: the ray clipped by the three edges' half-planes (widened by the band).
    const Vec3<T> v[3] = {tri.a, tri.b, tri.c};
    const auto [t0, t1] = clip_in_plane(o, d, v, unit_n, plane_band);
    r.within_tolerance = true;  // lying in the plane is itself decided within the band
    if (t0 > t1) return r;
    r.intersects = true;
    r.t_enter = r.t_exit = t0;
    r.starts_inside = t0 == T(0);
    r.entry_point = r.exit_point = at(ray, t0);
    r.barycentric = closest_on_triangle(r.entry_point, tri.a, tri.b, tri.c).barycentric;
    return r;
  }
  // Möller–Trumbore, edges included: hit ⇔ β, γ, 1 − β − γ >= 0 and t >= 0. Each quotient is
  // rounded by about ulps of |terms| / |det|; that is its band.
  const MollerTrumbore<T> mt = moller_trumbore(o, d, tri.a, tri.b, tri.c);
  const Vec3<T> p = glm::cross(d, e2), q = glm::cross(s, e1);
  const T inv = T(1) / std::abs(mt.det);
  const T bary_scale = std::max(l1_norm(s) * l1_norm(p), l1_norm(d) * l1_norm(q)) * inv;
  r.band = contact_band(tol, bary_scale + T(1));
  const T t_band = contact_band(tol, l1_norm(e2) * l1_norm(q) * inv);
  const T u = T(1) - mt.beta - mt.gamma;
  r.barycentric = {u, mt.beta, mt.gamma};
  const T least = std::min({u, mt.beta, mt.gamma});
  const bool on_triangle = least >= -r.band;
  r.intersects = on_triangle && mt.t >= -t_band;
  r.behind = on_triangle && !r.intersects;
  r.within_tolerance = std::abs(least) <= r.band || std::abs(mt.t) <= t_band;
  r.t_enter = r.t_exit = mt.t;
  if (!r.intersects) return r;
  r.t_enter = r.t_exit = std::max(T(0), mt.t);
  r.starts_inside = std::abs(mt.t) <= t_band;
  r.entry_point = r.exit_point = at(ray, r.t_enter);
  r.has_normal = true;
  r.normal = r.rate > 0 ? -unit_n : unit_n;  // facing the ray's origin
  return r;
}

template <class T>
RayCast<T> ray_cast_unbanded(const Ray<T>& ray, const MovingSphere<T>& ms,
                             const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, ms); !r.input.valid()) return r;
  // The sphere sweeps the capsule of radius ρ about the path c → c + v. The ray meets it iff the
  // half-line's distance to that segment is <= ρ; it enters at the least entry of its pieces:
  // the spheres at t = 0 and 1, and the side |x⊥| = ρ between the planes (x − c)·v = 0 and v·v.
  r.form = RayCastForm::capsule;
  const Vec3<T>& c = ms.sphere.center;
  const Vec3<T>& v = ms.velocity;
  const Vec3<T>& d = ray.direction;
  const T rho = ms.sphere.radius;
  r.radius = rho;
  const Vec3<T> m = ray.origin - c;
  const RaySegmentClosest<T> near = closest_ray_segment(ray.origin, d, c, c + v);
  const Vec3<T> td = near.t * d, sv = near.s * v;
  const Vec3<T> gap_vec = m + td - sv;
  r.t_closest = near.t;
  r.other_parameter = near.s;
  r.on_ray = at(ray, near.t);
  r.on_other = c + sv;
  r.distance = r.closest_distance = scaled_length(gap_vec);
  r.band = contact_band(tol, l1_norm(m) + l1_norm(td) + l1_norm(sv) + rho);
  const T gap = r.distance - rho;
  const T s0 = closest_segment_parameter(ray.origin, c, c + v);
  const T origin_gap = scaled_length(m - s0 * v) - rho;
  const T origin_band = contact_band(tol, l1_norm(m) + l1_norm(s0 * v) + rho);
  r.intersects = gap <= r.band;
  r.starts_inside = r.intersects && origin_gap <= origin_band;
  r.within_tolerance = std::abs(gap) <= r.band || std::abs(origin_gap) <= origin_band;

  // The pieces' intervals along the whole line; the union is the capsule's (it is convex).
  T t_lo = kInf<T>, t_hi = -kInf<T>;
  auto offer = [&](T lo, T hi, CapsulePiece piece, T mid, T half) {
    if (!(lo <= hi)) return;
    if (lo < t_lo) {
      t_lo = lo;
      r.piece = piece;
      r.t_mid = mid;
      r.half_chord = half;
    }
    t_hi = std::max(t_hi, hi);
  };
  const LineSphere<T> start = line_sphere(m, d, rho), end = line_sphere(m - v, d, rho);
  if (start.meets)
    offer(start.t_mid - start.half, start.t_mid + start.half, CapsulePiece::start_sphere,
          start.t_mid, start.half);
  if (end.meets)
    offer(end.t_mid - end.half, end.t_mid + end.half, CapsulePiece::end_sphere, end.t_mid,
          end.half);
  const T vv = glm::dot(v, v);
  if (vv > 0) {
    // Across the path: |m⊥ + t·d⊥| <= ρ (x⊥ = x − (x·v/v·v)·v); along it: 0 <= (m + t·d)·v <= v·v.
    // An empty side is [+∞, −∞], never [+∞, +∞]: offer() would take that for a piece at t = ∞
    // (a zero radius, where rounding leaves the side's chord empty, entered the capsule at ∞).
    const Vec3<T> m_perp = m - (glm::dot(m, v) / vv) * v, d_perp = d - (glm::dot(d, v) / vv) * v;
    T lo = -kInf<T>, hi = kInf<T>, mid = 0, half = kInf<T>;
    auto empty = [&] {
      lo = kInf<T>;
      hi = -kInf<T>;
    };
    if (glm::dot(d_perp, d_perp) > contact_band(tol, T(1)) * glm::dot(d, d)) {
      const LineSphere<T> side = line_sphere(m_perp, d_perp, rho);
      if (side.meets) {
        lo = side.t_mid - side.half;
        hi = side.t_mid + side.half;
        mid = side.t_mid;
        half = side.half;
      } else {
        empty();
      }
    } else if (glm::dot(m_perp, m_perp) > rho * rho) {
      empty();  // along the path, outside the cylinder
    }
    const T mv = glm::dot(m, v), dv = glm::dot(d, v);
    if (dv != 0) {
      T a = -mv / dv, b = (vv - mv) / dv;
      if (a > b) std::swap(a, b);
      lo = std::max(lo, a);
      hi = std::min(hi, b);
    } else if (mv < 0 || mv > vv) {
      empty();
    }
    if (std::isinf(half) && lo <= hi) {  // along the path: the slab sets both ends
      mid = (lo + hi) / 2;
      half = (hi - lo) / 2;
    }
    offer(lo, hi, CapsulePiece::side, mid, half);
  }
  r.behind = !r.intersects && t_lo <= t_hi && t_hi < 0;
  if (!r.intersects) return r;
  if (!(t_lo <= t_hi)) {
    // Touching within the band where rounding left every piece empty: the closest point.
    t_lo = t_hi = near.t;
    r.piece = near.s <= 0   ? CapsulePiece::start_sphere
              : near.s >= 1 ? CapsulePiece::end_sphere
                            : CapsulePiece::side;
  }
  enter_solid(r, ray, t_lo, t_hi);
  r.sweep_time = closest_segment_parameter(r.entry_point, c, c + v);
  if (!r.starts_inside) {
    r.has_normal = true;
    r.normal = unit_or_zero(r.entry_point - (c + r.sweep_time * v));
  }
  return r;
}

// ---- The input band (tolerances.hpp): the rounding of the operands to float ----
//
// Rounding moves the ray's point o + t·d by at most ρ·(|o| + t·|d|). A bounded shape inside the
// ball (c, R) meets the ray, if at all, at t <= (|o − c| + R)/|d|; and the ray's distance to it,
// convex in t, is least within twice that (beyond it no point is nearer than the closest approach
// to c). So on the part that matters the ray moves by at most ρ·ray_reach, below; the shape by
// ρ·input_reach (input_reach.hpp), and the decision quantity of each test (a distance, a depth,
// a gap in a frame) by the sum, converted to its units. `input_band` reports that sum (world
// units); a verdict it could flip is within_tolerance.
namespace {

template <class T>
struct Ball {
  Vec3<T> c{};
  T r = 0;
};
template <class T>
Ball<T> ball_of(const Point<T>& x) {
  return {x.p, T(0)};
}
template <class T>
Ball<T> ball_of(const Segment<T>& x) {
  return {x.a, l1_norm(x.b - x.a)};
}
template <class T>
Ball<T> ball_of(const Sphere<T>& x) {
  return {x.center, x.radius};
}
template <class T>
Ball<T> ball_of(const MovingSphere<T>& x) {
  return {x.sphere.center, l1_norm(x.velocity) + x.sphere.radius};
}
template <class T>
Ball<T> ball_of(const Aabb<T>& x) {
  return {x.min, l1_norm(x.max - x.min)};
}
template <class T>
Ball<T> ball_of(const Obb<T>& x) {
  return {x.center, l1_norm(x.half_extents)};
}
template <class T>
Ball<T> ball_of(const Triangle<T>& x) {
  return {x.a, std::max(l1_norm(x.b - x.a), l1_norm(x.c - x.a))};
}
template <class T>
Ball<T> ball_of(const Cylinder<T>& x) {
  return {x.center, x.half_height + x.radius};
}
template <class T>
Ball<T> ball_of(const ConvexHull<T>& x) {
  const Vec3<T> p = hull_point(x, 0);
  T r = 0;
  for (std::uint32_t i = 1; i < x.hull->vertices.size(); ++i)
    r = std::max(r, l1_norm(hull_point(x, i) - p));
  return {p, r};
}
template <class T>
Ball<T> ball_of(const Ellipsoid<T>& x) {
  return {x.center, std::max({x.radii.x, x.radii.y, x.radii.z})};
}

// t_reach = 2·(|o − c| + R)/|d| (see above): the part of the ray a shape in the ball can matter to.
template <class T>
T t_reach(const Ray<T>& ray, const Ball<T>& b) {
  return T(2) * (l1_norm(ray.origin - b.c) + b.r) / scaled_length(ray.direction);
}
template <class T>
T ray_reach(const Ray<T>& ray, T t) {
  return l1_norm(ray.origin) + t * l1_norm(ray.direction);
}
// The band of a ray against a bounded shape x: ρ·(ray_reach + input_reach(x)).
template <class T, class X>
T bounded_band(const Ray<T>& ray, const X& x, const Tolerances<T>& tol) {
  return input_band(tol, ray_reach(ray, t_reach(ray, ball_of(x))) + input_reach(x));
}

// Thin kinds (and a flat ellipsoid's segment or point): hits are all within the band already;
// a miss is the distance, which moves by at most the band.
template <class T>
void band_by_distance(RayCast<T>& r, T band) {
  r.input_band = band;
  if (r.distance <= r.band + band) r.within_tolerance = true;
}

template <class T>
void add_input_band(RayCast<T>& r, const Ray<T>& ray, const Point<T>& x, const Tolerances<T>& tol) {
  band_by_distance(r, bounded_band(ray, x, tol));
}
template <class T>
void add_input_band(RayCast<T>& r, const Ray<T>& ray, const Segment<T>& x,
                    const Tolerances<T>& tol) {
  band_by_distance(r, bounded_band(ray, x, tol));
}
// Two rays: neither is bounded. Their distance moves by at most ρ·(|o₁| + t·|d₁| + |o₂| + u·|d₂|)
// at the parameters (t, u) where the file's rays come nearest; taken within twice the rounded
// rays' closest parameters plus their origins' offset (nearly parallel rays, which can meet far
// away, are reported `parallel`: their verdict is fragile whatever this band says).
template <class T>
void add_input_band(RayCast<T>& r, const Ray<T>& ray, const Ray<T>& x, const Tolerances<T>& tol) {
  const T w = l1_norm(ray.origin - x.origin);
  const T t = T(2) * (r.t_closest + w / scaled_length(ray.direction));
  const T u = T(2) * (r.other_parameter + w / scaled_length(x.direction));
  band_by_distance(r, input_band(tol, ray_reach(ray, t) + ray_reach(x, u)));
}
// A plane: s₀ = n·o − d decides "starts on it" and its sign against that of n·d the crossing's
// t >= 0. s₀ moves by ρ·(2|o| + |d|) (plane_input_reach in plane_queries.cpp), n·d by ρ·2|d|.
template <class T>
void add_input_band(RayCast<T>& r, const Ray<T>& ray, const Plane<T>& x, const Tolerances<T>& tol) {
  r.input_band = input_band(tol, T(2) * l1_norm(ray.origin) + std::abs(x.d));
  const T rate_band = input_band(tol, T(2) * l1_norm(ray.direction));
  if (std::abs(r.origin_distance) <= r.band + r.input_band ||
      std::abs(r.rate) <= contact_band(tol, l1_norm(x.n * ray.direction)) + rate_band)
    r.within_tolerance = true;
}
// A sphere, the moving sphere's capsule: the distance from the ray to the centre (the path)
// minus the radius is the signed distance of the two.
template <class T, class X>
void band_by_gap(RayCast<T>& r, const Ray<T>& ray, const X& x, const Tolerances<T>& tol) {
  r.input_band = bounded_band(ray, x, tol);
  if (std::abs(r.distance - r.radius) <= r.band + r.input_band) r.within_tolerance = true;
}
template <class T>
void add_input_band(RayCast<T>& r, const Ray<T>& ray, const Sphere<T>& x,
                    const Tolerances<T>& tol) {
  band_by_gap(r, ray, x, tol);
}
template <class T>
void add_input_band(RayCast<T>& r, const Ray<T>& ray, const MovingSphere<T>& x,
                    const Tolerances<T>& tol) {
  band_by_gap(r, ray, x, tol);
}
// Boxes: the file's ray meets the file's box only if this ray meets the box grown by the band
// along every face (which holds the box's neighbourhood of that width), and surely meets it if
// this ray meets the box shrunk by it.
// A solid's input band by the same cast on the solid grown and shrunk by it (`cast(grow)`):
// within the band unless the grown one is surely missed or the shrunk one surely met.
template <class T, class Cast>
void band_by_grown_and_shrunk(RayCast<T>& r, T band, const Cast& cast) {
  r.input_band = band;
  const RayCast<T> grown = cast(band);
  const RayCast<T> shrunk = cast(-band);
  const bool surely_misses = !grown.intersects && !grown.within_tolerance;
  const bool surely_meets = shrunk.intersects && !shrunk.within_tolerance;
  if (!surely_misses && !surely_meets) r.within_tolerance = true;
}
template <class T>
void band_by_slabs(RayCast<T>& r, const Ray<T>& ray, const Vec3<T>& lo, const Vec3<T>& hi,
                   const Vec3<T>& d, const std::array<Vec3<T>, 3>& axes, T band,
                   const Tolerances<T>& tol) {
  const T size = l1_norm(ray.direction);
  band_by_grown_and_shrunk(r, band,
                           [&](T grow) { return box_cast(ray, lo, hi, d, axes, size, tol, grow); });
}
template <class T>
void add_input_band(RayCast<T>& r, const Ray<T>& ray, const Aabb<T>& x, const Tolerances<T>& tol) {
  band_by_slabs(r, ray, Vec3<T>(x.min - ray.origin), Vec3<T>(x.max - ray.origin), ray.direction,
                {Vec3<T>(1, 0, 0), Vec3<T>(0, 1, 0), Vec3<T>(0, 0, 1)}, bounded_band(ray, x, tol),
                tol);
}
template <class T>
void add_input_band(RayCast<T>& r, const Ray<T>& ray, const Obb<T>& x, const Tolerances<T>& tol) {
  const Vec3<T> m = ray.origin - x.center;
  Vec3<T> lo, hi, dl;
  for (int i = 0; i < 3; ++i) {
    const T p = glm::dot(m, x.axes[std::size_t(i)]), e = x.half_extents[i];
    dl[i] = glm::dot(ray.direction, x.axes[std::size_t(i)]);
    lo[i] = -e - p;
    hi[i] = e - p;
  }
  band_by_slabs(r, ray, lo, hi, dl, x.axes, bounded_band(ray, x, tol), tol);
}
// A triangle: the ray's part that matters as a segment; apart, their distance; crossing, the
// depth of the crossing (segment_triangle_depth), each moved by at most the band.
template <class T>
void add_input_band(RayCast<T>& r, const Ray<T>& ray, const Triangle<T>& x,
                    const Tolerances<T>& tol) {
  r.input_band = bounded_band(ray, x, tol);
  Tolerances<T> plain = tol;
  plain.input_rounding = 0;
  const Segment<T> part{ray.origin, at(ray, t_reach(ray, ball_of(x)))};
  const SegmentTriangleHit<T> hit = segment_triangle_hit(part, x, plain);
  const T decided_by = hit.kind == SegmentTriangleKind::crosses_face
                           ? segment_triangle_depth(part, x)
                           : hit.distance;
  if (decided_by <= hit.band + r.input_band) r.within_tolerance = true;
}
// An ellipsoid: k = |A⁻¹Rᵀ(x − c)| grows by at most 1/a_min per unit moved, so in the unit frame
// the band is band / a_min (a_min the least radius that is not flat). Flat: a segment or point
// is thin (by distance); a disc's crossing moves along the plane by up to band·|d|/|d·n| as the
// plane tilts or shifts, and the origin's side of the plane by the band.
template <class T>
void add_input_band(RayCast<T>& r, const Ray<T>& ray, const Ellipsoid<T>& x,
                    const Tolerances<T>& tol) {
  const T band = bounded_band(ray, x, tol);
  if (r.form == RayCastForm::closest_points) {
    band_by_distance(r, band);
    return;
  }
  r.input_band = band;
  const T largest = std::max({x.radii.x, x.radii.y, x.radii.z});
  const T floor =
      T(16) * std::numeric_limits<T>::epsilon() * std::max(largest, l1_norm(ray.origin - x.center));
  T least = largest;
  bool flat = false;
  for (int i = 0; i < 3; ++i) {
    if (x.radii[i] <= floor)
      flat = true;
    else
      least = std::min(least, x.radii[i]);
  }
  T unit_band = band / least;
  if (flat && !r.parallel) {
    unit_band *= T(1) + scaled_length(ray.direction) / std::abs(r.rate);
    if (std::abs(r.origin_distance) <= band + r.band * least) r.within_tolerance = true;
  }
  if (std::abs(r.distance - T(1)) <= r.band + unit_band) r.within_tolerance = true;
}

// A cylinder, as a box: the file's ray surely misses it when it misses the cylinder grown by the
// band, and surely meets it when it meets the one shrunk by it.
template <class T>
void add_input_band(RayCast<T>& r, const Ray<T>& ray, const Cylinder<T>& x,
                    const Tolerances<T>& tol) {
  band_by_grown_and_shrunk(r, bounded_band(ray, x, tol),
                           [&](T grow) { return cylinder_cast(ray, x, tol, grow); });
}

// A convex hull, as a box: the file's ray surely misses it when it misses the hull with every
// face moved out by the band, and surely meets it when it meets the one moved in by it.
template <class T>
void add_input_band(RayCast<T>& r, const Ray<T>& ray, const ConvexHull<T>& x,
                    const Tolerances<T>& tol) {
  band_by_grown_and_shrunk(r, bounded_band(ray, x, tol),
                           [&](T grow) { return hull_cast(ray, x, tol, grow); });
}

// The test, then its input band when the operands were rounded.
template <class T, class X>
RayCast<T> banded(const Ray<T>& ray, const X& x, const Tolerances<T>& tol) {
  RayCast<T> r = ray_cast_unbanded(ray, x, tol);
  if (tol.input_rounding != T(0) && r.input.valid()) add_input_band(r, ray, x, tol);
  return r;
}

}  // namespace

template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Point<T>& x, const Tolerances<T>& tol) {
  return banded(ray, x, tol);
}
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Segment<T>& x, const Tolerances<T>& tol) {
  return banded(ray, x, tol);
}
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Ray<T>& x, const Tolerances<T>& tol) {
  return banded(ray, x, tol);
}
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Plane<T>& x, const Tolerances<T>& tol) {
  return banded(ray, x, tol);
}
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Sphere<T>& x, const Tolerances<T>& tol) {
  return banded(ray, x, tol);
}
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const MovingSphere<T>& x, const Tolerances<T>& tol) {
  return banded(ray, x, tol);
}
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Aabb<T>& x, const Tolerances<T>& tol) {
  return banded(ray, x, tol);
}
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Obb<T>& x, const Tolerances<T>& tol) {
  return banded(ray, x, tol);
}
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Triangle<T>& x, const Tolerances<T>& tol) {
  return banded(ray, x, tol);
}
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Ellipsoid<T>& x, const Tolerances<T>& tol) {
  return banded(ray, x, tol);
}
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Capsule<T>& x, const Tolerances<T>& tol) {
  // The sphere of radius r at a moving by b − a sweeps exactly the capsule.
  return banded(ray, MovingSphere<T>{{x.a, x.radius}, x.b - x.a}, tol);
}
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Cylinder<T>& x, const Tolerances<T>& tol) {
  return banded(ray, x, tol);
}
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const ConvexHull<T>& x, const Tolerances<T>& tol) {
  return banded(ray, x, tol);
}

#define COLLIDE_INSTANTIATE(T)                                                               \
  template RayCast<T> ray_cast(const Ray<T>&, const Point<T>&, const Tolerances<T>&);        \
  template RayCast<T> ray_cast(const Ray<T>&, const Segment<T>&, const Tolerances<T>&);      \
  template RayCast<T> ray_cast(const Ray<T>&, const Ray<T>&, const Tolerances<T>&);          \
  template RayCast<T> ray_cast(const Ray<T>&, const Plane<T>&, const Tolerances<T>&);        \
  template RayCast<T> ray_cast(const Ray<T>&, const Sphere<T>&, const Tolerances<T>&);       \
  template RayCast<T> ray_cast(const Ray<T>&, const MovingSphere<T>&, const Tolerances<T>&); \
  template RayCast<T> ray_cast(const Ray<T>&, const Aabb<T>&, const Tolerances<T>&);         \
  template RayCast<T> ray_cast(const Ray<T>&, const Obb<T>&, const Tolerances<T>&);          \
  template RayCast<T> ray_cast(const Ray<T>&, const Triangle<T>&, const Tolerances<T>&);     \
  template RayCast<T> ray_cast(const Ray<T>&, const Ellipsoid<T>&, const Tolerances<T>&);    \
  template RayCast<T> ray_cast(const Ray<T>&, const Capsule<T>&, const Tolerances<T>&);      \
  template RayCast<T> ray_cast(const Ray<T>&, const Cylinder<T>&, const Tolerances<T>&);     \
  template RayCast<T> ray_cast(const Ray<T>&, const ConvexHull<T>&, const Tolerances<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
