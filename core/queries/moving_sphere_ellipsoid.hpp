#pragma once
// The moving sphere (center c + t·v, radius r, t in [0, 1]) against an ellipsoid, by
// conservative advancement on GJK's distance: the gap g(t) = dist(c + t·v, E) − r changes by at
// most |v| per unit of t, so from any t the sphere cannot touch before t + g(t)/|v|. Stepping
// by GJK's lower bound on the distance therefore never steps past the first contact; the steps
// shrink as the sphere closes in, and the contact is where the gap falls inside the contact
// band. Along a line the distance to a convex set is convex, so when it is not decreasing at
// some t it never decreases again: that tells "moving away" and "passes by" exactly.
// Same semantics as the other moving-sphere tests (moving_sphere_queries.hpp).
#include "../math/tolerances.hpp"
#include "../shapes/shapes.hpp"
#include "moving_sphere_queries.hpp"

namespace collide {

// Steps before the advancement gives up (a sphere grazing the ellipsoid closes in slowly, as
// 1/steps); the sweep is then finished by a search over t for the least gap (golden section,
// the gap being convex in t) and the first contact before it (bisection), each at most
// kSearchStepCap probes: a graze is a hit within tolerance at the t where the gap reaches the
// band, or a miss when the least gap stays outside it.
inline constexpr int kAdvancementStepCap = 200;
inline constexpr int kSearchStepCap = 160;

template <class T>
SweptSphereShapeContact<T> swept_sphere_contact(const MovingSphere<T>& a, const Ellipsoid<T>& b,
                                                const Tolerances<T>& tol = {});

}  // namespace collide
