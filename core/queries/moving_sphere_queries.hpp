#pragma once
// The moving sphere (center c + t·v, t in [0, 1], radius r) against a point, a sphere and
// another moving sphere, in closed form by relative motion: with m = c − c₂ (− t·v₂ for a
// moving second sphere) and w = v − v₂ the relative velocity, the sphere first touches when
// |m + t·w| = R = r + r₂. The closest approach is at t* = −m·w / |w|², at gap
// g* = d* − R with d* = |m + t*·w|; when it touches, the first contact is the smaller root
// t = t* − √((R² − d*²) / |w|²).
// Same semantics as the moving sphere against a plane (plane_queries.hpp): touching at t = 0,
// first contact in (0, 1], a miss reports the later time it would touch.
#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shapes.hpp"
#include "plane_queries.hpp"  // SweepKind

namespace collide {

template <class T>
struct SweptSphereContact {
  InputCheck input;
  // touching_at_start, hits, misses (too late, or passing by: the closest approach is apart),
  // moving_away (the gap only grows over t >= 0), parallel (no relative motion, apart).
  SweepKind kind = SweepKind::moving_away;
  bool intersects = false;        // touching_at_start or hits
  bool within_tolerance = false;  // a deciding gap (at t = 0, t = 1 or the closest approach)
                                  // within the band
  T t = 0;  // first contact: 0 at start, in (0, 1] for hits, > 1 for a late miss
  Vec3<T> center_at_contact{};        // the moving sphere's center at t
  Vec3<T> other_center_at_contact{};  // the other's center (or the point) at t
  Vec3<T> contact_point{};            // on the line of centers, r₂ from the other's center
  T start_gap = 0;                    // |m| − R at t = 0
  T closest_time = 0;                 // t* (may lie outside [0, 1])
  T closest_gap = 0;                  // g* = |m + t*·w| − R
  T radius_sum = 0;                   // R
  T band = 0;
  // The inputs' rounding (tolerances.hpp; 0 unless rounded): how far it can move the least gap
  // over the frame, min over t in [0, 1] of |m + t·w| − R (the verdict: hit iff <= 0); a verdict
  // with that least gap within band + input_band is within_tolerance.
  T input_band = 0;
};

// The moving sphere against a segment, an AABB, an OBB or a triangle: the center, a point
// moving along c + t·v, first touches the shape X when it enters X grown by r. That grown set is
// a union of pieces with closed-form entry times, and the first contact is the least of them:
//   segment   the capsule: a cylinder about it (a quadratic in t, kept where the foot lies on
//             the segment) and a sphere at each end;
//   triangle  the prism |n·(x − a)| <= r over the face (clipping the ray by its 5 planes) and
//             the capsules of its 3 edges;
//   box       the box grown by r along one axis at a time (3 slab tests) and the capsules of its
//             12 edges (their end spheres are the rounded corners).
// In the box's frame for an OBB. A start within the band of touching is touching_at_start; a
// first contact after t = 1 is a hit when the gap at t = 1 is within the band.
template <class T>
struct SweptSphereShapeContact {
  InputCheck input;
  // touching_at_start, hits, misses (touches only after t = 1, or passes by), moving_away
  // (never touches, and was not approaching), parallel (not moving, apart).
  SweepKind kind = SweepKind::moving_away;
  bool intersects = false;        // touching_at_start or hits
  bool within_tolerance = false;  // the gap at t = 0 or t = 1 within the band
  T t = 0;                        // first contact; for a miss the later contact, 0 if none
  Vec3<T> center_at_contact{};    // c + t·v
  Vec3<T> contact_point{};        // the shape's point nearest that center
  T start_gap = 0;                // distance from c to the shape − r
  T end_gap = 0;                  // the same at t = 1
  T band = 0;
  // The inputs' rounding (tolerances.hpp; 0 unless rounded): how far it can move
  // dist(path, shape) − r, the path being the segment c → c + v (sweep_input_band.hpp); a
  // verdict with that within band + input_band is within_tolerance.
  T input_band = 0;
};

template <class T>
SweptSphereShapeContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Segment<T>& b,
                                                const Tolerances<T>& tol = {});
template <class T>
SweptSphereShapeContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Aabb<T>& b,
                                                const Tolerances<T>& tol = {});
template <class T>
SweptSphereShapeContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Obb<T>& b,
                                                const Tolerances<T>& tol = {});
template <class T>
SweptSphereShapeContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Triangle<T>& b,
                                                const Tolerances<T>& tol = {});

template <class T>
SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Point<T>& b,
                                           const Tolerances<T>& tol = {});
template <class T>
SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Sphere<T>& b,
                                           const Tolerances<T>& tol = {});
template <class T>
SweptSphereContact<T> swept_sphere_contact(const MovingSphere<T>& a, const MovingSphere<T>& b,
                                           const Tolerances<T>& tol = {});

}  // namespace collide
