#pragma once
// The moving sphere (center c + t·v, t in [0, 1], radius r) against a point, a sphere and
// another moving sphere, in closed form by relative motion: with m = c − c₂ (− t·v₂ for a
// moving second sphere) and w = v − v₂ the relative velocity, the sphere first touches when
// |m + t·w| = R = r + r₂. The closest approach is at t* = −m·w / |w|², at gap
// g* = d* − R with d* = |m + t*·w|; when it touches, the first contact is the smaller root
// t = t* − √((R² − d*²) / |w|²).
// Same semantics as the moving sphere against a plane (plane_queries.hpp): touching at t = 0,
// first contact in (0, 1], a miss reports the later time it would touch.
#include "core/math/tolerances.hpp"
#include "core/queries/plane_queries.hpp"  // SweepKind
#include "core/shapes/input_check.hpp"
#include "core/shapes/shapes.hpp"

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
};

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
