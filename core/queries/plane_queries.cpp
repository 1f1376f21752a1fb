#include "core/queries/plane_queries.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "core/queries/support.hpp"

namespace collide {
namespace {

template <class T>
T signed_distance(const Plane<T>& plane, const Vec3<T>& x) {
  return glm::dot(plane.n, x) - plane.d;
}

// The size of the numbers summed in dist(x) = n·x − d, for the band: Σ|nᵢ·xᵢ| + |d|.
template <class T>
T distance_scale(const Plane<T>& plane, const Vec3<T>& x) {
  return glm::dot(glm::abs(plane.n), glm::abs(x)) + std::abs(plane.d);
}

// How far dist(x) = n·x − d moves, over ρ, when n, d and x are rounded by ρ (tolerances.hpp):
// n·x by ρ·|x| (n) plus ρ·|x| (x), d by ρ·|d|. `x_reach` bounds |x| and its own move (for a
// point |x|₁; a shape passes the reach of its points).
template <class T>
T plane_input_reach(const Plane<T>& plane, T x_reach) {
  return T(2) * x_reach + std::abs(plane.d);
}

// A point's side given the half-width of "on".
template <class T>
PlaneSide point_side(T distance, T thickness) {
  if (distance > thickness) return PlaneSide::front;
  if (distance < -thickness) return PlaneSide::back;
  return PlaneSide::on;
}

// An extended shape whose signed distances span [s − r, s + r].
template <class T>
PlaneSide extent_side(T s, T r, T band) {
  if (s - r > band) return PlaneSide::front;
  if (s + r < -band) return PlaneSide::back;
  return PlaneSide::straddling;
}

}  // namespace

template <class T>
PointPlaneSide<T> point_plane_side(const Point<T>& point, const Plane<T>& plane,
                                   const Tolerances<T>& tol) {
  PointPlaneSide<T> r;
  if (r.input = check_inputs(point, plane); !r.input.valid()) return r;
  r.distance = signed_distance(plane, point.p);
  r.projection = point.p - r.distance * plane.n;
  r.band = contact_band(tol, distance_scale(plane, point.p));
  r.thickness = tol.plane_thickness + r.band;
  r.side = point_side(r.distance, r.thickness);
  r.intersects = r.side == PlaneSide::on;
  r.input_band = input_band(tol, plane_input_reach(plane, l1_norm(point.p)));
  r.within_tolerance =
      std::abs(std::abs(r.distance) - tol.plane_thickness) <= r.band + r.input_band;
  return r;
}

template <class T>
SegmentPlaneCrossing<T> segment_plane_crossing(const Segment<T>& segment, const Plane<T>& plane,
                                               const Tolerances<T>& tol) {
  SegmentPlaneCrossing<T> r;
  if (r.input = check_inputs(segment, plane); !r.input.valid()) return r;
  const T da = signed_distance(plane, segment.a), db = signed_distance(plane, segment.b);
  r.distance_a = da;
  r.distance_b = db;
  r.band = contact_band(
      tol, std::max(distance_scale(plane, segment.a), distance_scale(plane, segment.b)));
  const bool a_on = std::abs(da) <= r.band, b_on = std::abs(db) <= r.band;
  r.input_band =
      input_band(tol, plane_input_reach(plane, std::max(l1_norm(segment.a), l1_norm(segment.b))));
  r.within_tolerance =
      std::abs(da) <= r.band + r.input_band || std::abs(db) <= r.band + r.input_band;
  if (a_on && b_on) {
    r.kind = SegmentPlaneKind::in_plane;
  } else if (a_on || b_on || (da < 0) != (db < 0)) {
    r.kind = SegmentPlaneKind::crosses;
    // An end on the plane is the crossing itself; otherwise da and db have strictly opposite
    // signs, so da − db does not vanish and t is in [0, 1].
    r.t = a_on ? T(0) : b_on ? T(1) : std::clamp(da / (da - db), T(0), T(1));
    r.point = a_on ? segment.a : b_on ? segment.b : segment.a + r.t * (segment.b - segment.a);
  } else {
    // db − da = n·(b − a): the segment's extent along n.
    r.kind = std::abs(db - da) <= r.band ? SegmentPlaneKind::parallel : SegmentPlaneKind::misses;
  }
  r.intersects = r.kind == SegmentPlaneKind::crosses || r.kind == SegmentPlaneKind::in_plane;
  return r;
}

template <class T>
SpherePlaneSide<T> sphere_plane_side(const Sphere<T>& sphere, const Plane<T>& plane,
                                     const Tolerances<T>& tol) {
  SpherePlaneSide<T> r;
  if (r.input = check_inputs(sphere, plane); !r.input.valid()) return r;
  r.center_distance = signed_distance(plane, sphere.center);
  r.radius = sphere.radius;
  r.projection = sphere.center - r.center_distance * plane.n;
  r.band = contact_band(tol, distance_scale(plane, sphere.center) + sphere.radius);
  r.side = extent_side(r.center_distance, sphere.radius, r.band);
  r.intersects = r.side == PlaneSide::straddling;
  r.input_band = input_band(tol, plane_input_reach(plane, l1_norm(sphere.center)) + sphere.radius);
  r.within_tolerance =
      std::abs(std::abs(r.center_distance) - sphere.radius) <= r.band + r.input_band;
  return r;
}

template <class T>
SweptSpherePlaneContact<T> swept_sphere_plane_contact(const MovingSphere<T>& moving,
                                                      const Plane<T>& plane,
                                                      const Tolerances<T>& tol) {
  SweptSpherePlaneContact<T> r;
  if (r.input = check_inputs(moving, plane); !r.input.valid()) return r;
  const Vec3<T>& c = moving.sphere.center;
  const Vec3<T>& v = moving.velocity;
  const T radius = moving.sphere.radius;
  const Vec3<T> end = c + v;
  r.radius = radius;
  r.start_distance = signed_distance(plane, c);
  r.end_distance = signed_distance(plane, end);
  r.band =
      contact_band(tol, std::max(distance_scale(plane, c), distance_scale(plane, end)) + radius);
  const T d0 = r.start_distance;
  if (std::abs(d0) <= radius + r.band) {
    r.kind = SweepKind::touching_at_start;
    r.within_tolerance = std::abs(std::abs(d0) - radius) <= r.band;
    r.center_at_contact = c;
    r.contact_point = c - d0 * plane.n;
  } else {
    // σ = sign(d₀); the sphere approaches iff σ·(n·v) < 0. n·v = d₁ − d₀ up to rounding.
    const T sigma = d0 > 0 ? T(1) : T(-1);
    const T approach = sigma * (d0 - r.end_distance);  // how much closer it gets by t = 1
    const T end_side = sigma * r.end_distance;         // σ·d₁
    if (std::abs(approach) <= r.band) {
      r.kind = SweepKind::parallel;
    } else if (approach < 0) {
      r.kind = SweepKind::moving_away;
    } else {
      // |d₀| − σ·d₁ = approach > 0, so t is well defined; it is <= 1 iff σ·d₁ <= r.
      r.t = (std::abs(d0) - radius) / approach;
      r.kind = end_side <= radius + r.band ? SweepKind::hits : SweepKind::misses;
      r.within_tolerance = std::abs(end_side - radius) <= r.band;
      if (r.kind == SweepKind::hits) r.t = std::min(r.t, T(1));  // inside the band at t = 1
      r.center_at_contact = c + r.t * v;
      r.contact_point = r.center_at_contact - sigma * radius * plane.n;
    }
  }
  r.intersects = r.kind == SweepKind::touching_at_start || r.kind == SweepKind::hits;
  // Rounded inputs: it touches iff the least |dist| over the frame is <= r; dist(t) is linear,
  // so that least is 0 if the ends' signs differ, else min(|d₀|, |d₁|). Every dist(x) moves by
  // ρ·(2|x| + |d|) with |x| <= |c| + |v| (plane_input_reach), and r by ρ·r.
  r.input_band = input_band(tol, plane_input_reach(plane, l1_norm(c) + l1_norm(v)) + radius);
  if (tol.input_rounding != T(0)) {
    const T d1 = r.end_distance;
    const T least = (d0 > 0) != (d1 > 0) ? T(0) : std::min(std::abs(d0), std::abs(d1));
    if (std::abs(least - radius) <= r.band + r.input_band) r.within_tolerance = true;
  }
  return r;
}

template <class T>
EllipsoidPlaneSide<T> ellipsoid_plane_side(const Ellipsoid<T>& e, const Plane<T>& plane,
                                           const Tolerances<T>& tol) {
  EllipsoidPlaneSide<T> r;
  if (r.input = check_inputs(e, plane); !r.input.valid()) return r;
  r.center_distance = signed_distance(plane, e.center);
  // A² n = Σ aᵢ²·(n·uᵢ)·uᵢ with A = U·diag(a)·Uᵀ; the support along n is c + A²n / r.
  Vec3<T> a2n{0, 0, 0};
  T r2 = 0;
  for (int i = 0; i < 3; ++i) {
    const T along = e.radii[i] * glm::dot(plane.n, e.axes[i]);
    r2 += along * along;
    a2n += (e.radii[i] * along) * e.axes[i];
  }
  r.effective_radius = std::sqrt(r2);
  const Vec3<T> offset = r.effective_radius > 0 ? a2n / r.effective_radius : Vec3<T>(0);
  r.support_back = e.center - offset;
  r.support_front = e.center + offset;
  r.band = contact_band(tol, distance_scale(plane, e.center) + l1_norm(e.radii));
  r.side = extent_side(r.center_distance, r.effective_radius, r.band);
  r.intersects = r.side == PlaneSide::straddling;
  // Every point of the ellipsoid moves by ρ·(|c| + 3·Σa) (centre, radii, axes), as a box's.
  r.input_band =
      input_band(tol, plane_input_reach(plane, l1_norm(e.center) + T(2) * l1_norm(e.radii)) +
                          l1_norm(e.radii));
  r.within_tolerance =
      std::abs(std::abs(r.center_distance) - r.effective_radius) <= r.band + r.input_band;
  return r;
}

template <class T>
CapsulePlaneSide<T> capsule_plane_side(const Capsule<T>& c, const Plane<T>& plane,
                                       const Tolerances<T>& tol) {
  CapsulePlaneSide<T> r;
  if (r.input = check_inputs(c, plane); !r.input.valid()) return r;
  r.distance_a = signed_distance(plane, c.a);
  r.distance_b = signed_distance(plane, c.b);
  r.radius = c.radius;
  const bool a_lower = r.distance_a <= r.distance_b;
  r.lowest = (a_lower ? r.distance_a : r.distance_b) - c.radius;
  r.highest = (a_lower ? r.distance_b : r.distance_a) + c.radius;
  r.support_back = (a_lower ? c.a : c.b) - c.radius * plane.n;
  r.support_front = (a_lower ? c.b : c.a) + c.radius * plane.n;
  r.band = contact_band(
      tol, std::max(distance_scale(plane, c.a), distance_scale(plane, c.b)) + c.radius);
  r.side = r.lowest > r.band     ? PlaneSide::front
           : r.highest < -r.band ? PlaneSide::back
                                 : PlaneSide::straddling;
  r.intersects = r.side == PlaneSide::straddling;
  // Every dist(x) of an end moves by ρ·(2|x| + |d|), the radius by ρ·r.
  r.input_band =
      input_band(tol, plane_input_reach(plane, std::max(l1_norm(c.a), l1_norm(c.b))) + c.radius);
  r.within_tolerance = std::min(std::abs(r.lowest), std::abs(r.highest)) <= r.band + r.input_band;
  return r;
}

template <class T>
CylinderPlaneSide<T> cylinder_plane_side(const Cylinder<T>& c, const Plane<T>& plane,
                                         const Tolerances<T>& tol) {
  CylinderPlaneSide<T> r;
  if (r.input = check_inputs(c, plane); !r.input.valid()) return r;
  r.center_distance = signed_distance(plane, c.center);
  r.axis_cos = glm::dot(plane.n, c.axes[1]);
  // |n × u| from the cross axes, (n·u₀)² + (n·u₂)², not √(1 − (n·u)²), which cancels near 0.
  const T c0 = glm::dot(plane.n, c.axes[0]), c2 = glm::dot(plane.n, c.axes[2]);
  r.extent = std::abs(r.axis_cos) * c.half_height + c.radius * std::sqrt(c0 * c0 + c2 * c2);
  r.support_back = support(c, -plane.n);
  r.support_front = support(c, plane.n);
  const T size = c.half_height + T(2) * c.radius;
  r.band = contact_band(tol, distance_scale(plane, c.center) + size);
  r.side = extent_side(r.center_distance, r.extent, r.band);
  r.intersects = r.side == PlaneSide::straddling;
  // Every point of it moves by ρ·(|c| + 3·(h + 2r)) (centre, sizes, axes), as a box's.
  r.input_band = input_band(tol, plane_input_reach(plane, l1_norm(c.center) + T(2) * size) + size);
  r.within_tolerance = std::abs(std::abs(r.center_distance) - r.extent) <= r.band + r.input_band;
  return r;
}

template <class T>
TrianglePlaneCut<T> triangle_plane_cut(const Triangle<T>& triangle, const Plane<T>& plane,
                                       const Tolerances<T>& tol) {
  TrianglePlaneCut<T> r;
  if (r.input = check_inputs(triangle, plane); !r.input.valid()) return r;
  const std::array<Vec3<T>, 3> v{triangle.a, triangle.b, triangle.c};
  T scale = 0;
  for (const Vec3<T>& p : v)
    scale = std::max(scale, distance_scale(plane, p));
  r.band = contact_band(tol, scale);
  r.thickness = tol.plane_thickness + r.band;
  r.input_band = input_band(
      tol, plane_input_reach(
               plane, std::max({l1_norm(triangle.a), l1_norm(triangle.b), l1_norm(triangle.c)})));
  int on = 0, front = 0, back = 0;
  for (int i = 0; i < 3; ++i) {
    r.distances[i] = signed_distance(plane, v[i]);
    r.vertex_sides[i] = point_side(r.distances[i], r.thickness);
    on += r.vertex_sides[i] == PlaneSide::on;
    front += r.vertex_sides[i] == PlaneSide::front;
    back += r.vertex_sides[i] == PlaneSide::back;
    r.within_tolerance =
        r.within_tolerance ||
        std::abs(std::abs(r.distances[i]) - tol.plane_thickness) <= r.band + r.input_band;
  }
  // Lying in the plane is "on" it, as a point within the thickness is; touching or crossing it
  // with some vertices off it is straddling.
  r.side = on == 3      ? PlaneSide::on
           : front == 3 ? PlaneSide::front
           : back == 3  ? PlaneSide::back
                        : PlaneSide::straddling;
  r.intersects = r.side == PlaneSide::straddling || r.side == PlaneSide::on;
  // The cut's points: the vertices on the plane, then the crossings of the edges whose ends
  // are strictly on opposite sides.
  int count = 0;
  for (int i = 0; i < 3; ++i)
    if (r.vertex_sides[i] == PlaneSide::on && count < 2) r.points[count++] = v[i];
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3;
    const PlaneSide si = r.vertex_sides[i], sj = r.vertex_sides[j];
    if (si != PlaneSide::on && sj != PlaneSide::on && si != sj && count < 2) {
      const T t = r.distances[i] / (r.distances[i] - r.distances[j]);
      r.points[count++] = v[i] + t * (v[j] - v[i]);
    }
  }
  if (on == 3) {
    r.cut = TriangleCut::triangle;
    r.points = {};
  } else if (!r.intersects) {
    r.cut = TriangleCut::none;
  } else {
    r.cut = count == 1 ? TriangleCut::vertex : TriangleCut::segment;
  }
  return r;
}

#define COLLIDE_INSTANTIATE(T)                                                                \
  template PointPlaneSide<T> point_plane_side(const Point<T>&, const Plane<T>&,               \
                                              const Tolerances<T>&);                          \
  template SegmentPlaneCrossing<T> segment_plane_crossing(const Segment<T>&, const Plane<T>&, \
                                                          const Tolerances<T>&);              \
  template SpherePlaneSide<T> sphere_plane_side(const Sphere<T>&, const Plane<T>&,            \
                                                const Tolerances<T>&);                        \
  template SweptSpherePlaneContact<T> swept_sphere_plane_contact(                             \
      const MovingSphere<T>&, const Plane<T>&, const Tolerances<T>&);                         \
  template EllipsoidPlaneSide<T> ellipsoid_plane_side(const Ellipsoid<T>&, const Plane<T>&,   \
                                                      const Tolerances<T>&);                  \
  template TrianglePlaneCut<T> triangle_plane_cut(const Triangle<T>&, const Plane<T>&,        \
                                                  const Tolerances<T>&);                      \
  template CapsulePlaneSide<T> capsule_plane_side(const Capsule<T>&, const Plane<T>&,         \
                                                  const Tolerances<T>&);                      \
  template CylinderPlaneSide<T> cylinder_plane_side(const Cylinder<T>&, const Plane<T>&,      \
                                                    const Tolerances<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
