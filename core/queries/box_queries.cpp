#include "core/queries/box_queries.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "core/math/scaled_length.hpp"

namespace collide {
namespace {

// Clamps p to the box [lo, hi] and fills the distance fields. The clamp and the differences
// p − q of nearby numbers are exact, so the rounding is in the length and the depth only.
template <class T>
void clamp_to_box(const Vec3<T>& p, const Vec3<T>& lo, const Vec3<T>& hi, BoxClosestPoint<T>& r,
                  Vec3<T>& q) {
  q = glm::clamp(p, lo, hi);
  if (q == p) {
    // Inside: the depth is the distance to the nearest face.
    T depth = std::min({p.x - lo.x, hi.x - p.x, p.y - lo.y, hi.y - p.y, p.z - lo.z, hi.z - p.z});
    r.signed_distance = -depth;
  } else {
    r.signed_distance = scaled_length(p - q);
  }
}

// `reach` bounds how far the signed distance moves, over ρ, when the inputs are rounded by ρ
// (tolerances.hpp): the point by ρ·|p|, every point of the box by ρ·(|c| + 3·Σe) (centre, extents
// and axes; for an AABB ρ·Σ max(|minᵢ|, |maxᵢ|) is less), the radius by ρ·r.
template <class T>
void decide(BoxClosestPoint<T>& r, T radius, T scale, T reach, const Tolerances<T>& tol) {
  r.radius = radius;
  r.gap = r.signed_distance - radius;
  r.band = contact_band(tol, scale);
  r.input_band = input_band(tol, reach + radius);
  r.intersects = r.gap <= r.band;
  r.within_tolerance = std::abs(r.gap) <= r.band + r.input_band;
}

template <class T>
T aabb_reach(const Aabb<T>& box) {
  return l1_norm(glm::max(glm::abs(box.min), glm::abs(box.max)));
}

template <class T>
BoxClosestPoint<T> closest_on_aabb(const Vec3<T>& p, T radius, const Aabb<T>& box,
                                   const Tolerances<T>& tol) {
  BoxClosestPoint<T> r;
  Vec3<T> q;
  clamp_to_box(p, box.min, box.max, r, q);
  r.closest = q;
  r.closest_in_box = q - (box.min + box.max) * T(0.5);
  decide(r, radius, l1_norm(p - q) + std::abs(r.signed_distance) + radius,
         l1_norm(p) + aabb_reach(box), tol);
  return r;
}

template <class T>
BoxClosestPoint<T> closest_on_obb(const Vec3<T>& p, T radius, const Obb<T>& box,
                                  const Tolerances<T>& tol) {
  BoxClosestPoint<T> r;
  // The point in the box frame: local_i = (p − c)·u_i (the axes are orthonormal).
  const Vec3<T> offset = p - box.center;
  const Vec3<T> local{glm::dot(offset, box.axes[0]), glm::dot(offset, box.axes[1]),
                      glm::dot(offset, box.axes[2])};
  Vec3<T> q;
  clamp_to_box(local, -box.half_extents, box.half_extents, r, q);
  r.closest_in_box = q;
  r.closest = box.center + q.x * box.axes[0] + q.y * box.axes[1] + q.z * box.axes[2];
  decide(r, radius, l1_norm(offset) + l1_norm(box.half_extents) + radius,
         l1_norm(p) + l1_norm(box.center) + T(3) * l1_norm(box.half_extents), tol);
  return r;
}

}  // namespace

template <class T>
BoxClosestPoint<T> box_closest_point(const Point<T>& point, const Aabb<T>& box,
                                     const Tolerances<T>& tol) {
  BoxClosestPoint<T> r;
  if (r.input = check_inputs(point, box); !r.input.valid()) return r;
  r = closest_on_aabb(point.p, T(0), box, tol);
  // A point is in an AABB by comparisons alone, which are exact: no band is needed, but the
  // rounding of the inputs (input_band) can still have moved it across a face.
  r.intersects = r.closest == point.p;
  r.within_tolerance = std::abs(r.gap) <= r.input_band;
  r.band = 0;
  return r;
}

template <class T>
BoxClosestPoint<T> box_closest_point(const Point<T>& point, const Obb<T>& box,
                                     const Tolerances<T>& tol) {
  BoxClosestPoint<T> r;
  if (r.input = check_inputs(point, box); !r.input.valid()) return r;
  return closest_on_obb(point.p, T(0), box, tol);
}

template <class T>
BoxClosestPoint<T> box_closest_point(const Sphere<T>& sphere, const Aabb<T>& box,
                                     const Tolerances<T>& tol) {
  BoxClosestPoint<T> r;
  if (r.input = check_inputs(sphere, box); !r.input.valid()) return r;
  return closest_on_aabb(sphere.center, sphere.radius, box, tol);
}

template <class T>
BoxClosestPoint<T> box_closest_point(const Sphere<T>& sphere, const Obb<T>& box,
                                     const Tolerances<T>& tol) {
  BoxClosestPoint<T> r;
  if (r.input = check_inputs(sphere, box); !r.input.valid()) return r;
  return closest_on_obb(sphere.center, sphere.radius, box, tol);
}

template <class T>
AabbOverlap<T> aabb_overlap(const Aabb<T>& a, const Aabb<T>& b, const Tolerances<T>& tol) {
  AabbOverlap<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  r.overlap_min = glm::max(a.min, b.min);
  r.overlap_max = glm::min(a.max, b.max);
  // The sign of a rounded difference is the sign of the exact one, so gap > 0 ⇔ min > max.
  r.gap = r.overlap_min - r.overlap_max;
  r.intersects = true;
  for (int i = 0; i < 3; ++i) {
    if (r.overlap_min[i] > r.overlap_max[i]) {
      r.intersects = false;
      if (r.separating_axis < 0) r.separating_axis = i;
    }
  }
  // Apart iff the largest gapᵢ > 0; rounded inputs move gapᵢ = minᵢ − maxᵢ by at most
  // ρ·(max(|a.minᵢ|, |a.maxᵢ|) + max(|b.minᵢ|, |b.maxᵢ|)) <= ρ·(reach(a) + reach(b)).
  r.input_band = input_band(tol, aabb_reach(a) + aabb_reach(b));
  r.within_tolerance =
      tol.input_rounding != T(0) && std::abs(std::max({r.gap.x, r.gap.y, r.gap.z})) <= r.input_band;
  return r;
}

#define COLLIDE_INSTANTIATE(T)                                                    \
  template BoxClosestPoint<T> box_closest_point(const Point<T>&, const Aabb<T>&,  \
                                                const Tolerances<T>&);            \
  template BoxClosestPoint<T> box_closest_point(const Point<T>&, const Obb<T>&,   \
                                                const Tolerances<T>&);            \
  template BoxClosestPoint<T> box_closest_point(const Sphere<T>&, const Aabb<T>&, \
                                                const Tolerances<T>&);            \
  template BoxClosestPoint<T> box_closest_point(const Sphere<T>&, const Obb<T>&,  \
                                                const Tolerances<T>&);            \
  template AabbOverlap<T> aabb_overlap(const Aabb<T>&, const Aabb<T>&, const Tolerances<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
