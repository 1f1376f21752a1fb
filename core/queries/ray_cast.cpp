#include "core/queries/ray_cast.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "core/math/scaled_length.hpp"
#include "core/queries/closest_points.hpp"
#include "core/queries/ray_geometry.hpp"

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
  r.band = band_lo + band_hi;
  const bool meets_line = !outside && t_lo <= t_hi + r.band;
  r.intersects = meets_line && t_hi >= -band_hi;
  r.behind = meets_line && !r.intersects;
  r.within_tolerance = !outside && (std::abs(t_lo - t_hi) <= r.band || std::abs(t_hi) <= band_hi);
  r.exit_axis = hi_axis;
  if (!r.intersects) {
    r.t_enter = t_lo;
    r.t_exit = t_hi;
    r.enter_axis = lo_axis;
    return r;
  }
  r.starts_inside = t_lo <= 0;
  r.enter_axis = r.starts_inside ? -1 : lo_axis;
  enter_solid(r, ray, t_lo, t_hi);
  if (!r.starts_inside) {
    // The face crossed at entry faces against the direction along its axis.
    const int k = lo_axis;
    r.has_normal = true;
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

template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Point<T>& point, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, point); !r.input.valid()) return r;
  // |p − (o + t·d)| at t = max(0, (p − o)·d / d·d): the half-line's point nearest p.
  const Vec3<T> w = point.p - ray.origin;
  const T t = closest_t_to_point(Vec3<T>(0), ray.direction, w);
  decide_thin(r, ray, t, t * ray.direction - w, l1_norm(w) + l1_norm(t * ray.direction), tol);
  r.behind = !r.intersects && glm::dot(w, ray.direction) < 0;
  return r;
}

template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Segment<T>& segment, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, segment); !r.input.valid()) return r;
  // Ericson 5.1.9 for a half-line and a segment (ray_geometry.hpp).
  const RaySegmentClosest<T> c =
      closest_ray_segment(ray.origin, ray.direction, segment.a, segment.b);
  const Vec3<T> w = ray.origin - segment.a, e = segment.b - segment.a;
  const Vec3<T> td = c.t * ray.direction, se = c.s * e;
  decide_thin(r, ray, c.t, w + td - se, l1_norm(w) + l1_norm(td) + l1_norm(se), tol);
  r.other_parameter = c.s;
  r.parallel = c.parallel;
  return r;
}

template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Ray<T>& other, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, other); !r.input.valid()) return r;
  // min |o1 + t·d1 − o2 − u·d2| over t, u >= 0 (ray_geometry.hpp).
  const RayRayClosest<T> c =
      closest_ray_ray(ray.origin, ray.direction, other.origin, other.direction);
  const Vec3<T> w = ray.origin - other.origin;
  const Vec3<T> td = c.t * ray.direction, ud = c.u * other.direction;
  decide_thin(r, ray, c.t, w + td - ud, l1_norm(w) + l1_norm(td) + l1_norm(ud), tol);
  r.other_parameter = c.u;
  r.parallel = c.parallel;
  return r;
}

template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Plane<T>& plane, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, plane); !r.input.valid()) return r;
  // n·(o + t·d) = d_plane  ⇒  t = −s₀ / (n·d), s₀ = n·o − d_plane the origin's signed distance.
  r.form = RayCastForm::plane;
  const Vec3<T>& n = plane.n;
  r.origin_distance = glm::dot(n, ray.origin) - plane.d;
  r.rate = glm::dot(n, ray.direction);
  r.band = contact_band(tol, l1_norm(n * ray.origin) + std::abs(plane.d));
  r.parallel = std::abs(r.rate) <= contact_band(tol, l1_norm(n * ray.direction));
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
RayCast<T> ray_cast(const Ray<T>& ray, const Sphere<T>& sphere, const Tolerances<T>& tol) {
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

template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Ellipsoid<T>& e, const Tolerances<T>& tol) {
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
    const Vec3<T> half = e.radii[round] * e.axes[std::size_t(round)];
    return ray_cast(ray, Segment<T>{e.center - half, e.center + half}, tol);
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
RayCast<T> ray_cast(const Ray<T>& ray, const Aabb<T>& box, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, box); !r.input.valid()) return r;
  // min − o and max − o subtract nearby numbers exactly, so a far box keeps its precision.
  const Vec3<T> lo = box.min - ray.origin, hi = box.max - ray.origin;
  const Vec3<T>& d = ray.direction;
  const T size = l1_norm(d);
  r = clip_slabs(ray,
                 {ray_slab(lo.x, hi.x, d.x, size, tol), ray_slab(lo.y, hi.y, d.y, size, tol),
                  ray_slab(lo.z, hi.z, d.z, size, tol)},
                 {Vec3<T>(1, 0, 0), Vec3<T>(0, 1, 0), Vec3<T>(0, 0, 1)}, d);
  mark_grazing_faces(r, lo, hi);
  return r;
}

template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Obb<T>& box, const Tolerances<T>& tol) {
  RayCast<T> r;
  if (r.input = check_inputs(ray, box); !r.input.valid()) return r;
  // The slabs in the box's frame: p = Rᵀ(o − c), d' = Rᵀd against [−e, e]; t is unchanged.
  const Vec3<T> m = ray.origin - box.center;
  Vec3<T> lo, hi, dl;
  std::array<Slab<T>, 3> slabs;
  const T size = l1_norm(ray.direction);
  for (int i = 0; i < 3; ++i) {
    const T p = glm::dot(m, box.axes[std::size_t(i)]), e = box.half_extents[i];
    dl[i] = glm::dot(ray.direction, box.axes[std::size_t(i)]);
    lo[i] = -e - p;
    hi[i] = e - p;
    slabs[std::size_t(i)] = ray_slab(lo[i], hi[i], dl[i], size, tol);
  }
  r = clip_slabs(ray, slabs, box.axes, dl);
  mark_grazing_faces(r, lo, hi);
  return r;
}

template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Triangle<T>& tri, const Tolerances<T>& tol) {
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
RayCast<T> ray_cast(const Ray<T>& ray, const MovingSphere<T>& ms, const Tolerances<T>& tol) {
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
  template RayCast<T> ray_cast(const Ray<T>&, const Ellipsoid<T>&, const Tolerances<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
