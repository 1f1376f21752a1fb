#pragma once
// The input band of a sphere swept against a bounded convex shape X (moving_sphere_queries.hpp,
// moving_sphere_ellipsoid.hpp): the rounding of the inputs to float (tolerances.hpp).
//
// The sphere (centre c + τ·v, τ in [0, 1], radius r) touches X during the frame iff its path,
// the segment c → c + v, comes within r of X: hit ⇔ dist(path, X) − r <= 0. Rounding moves
// every point of the path by at most ρ·(|c| + |v|) and every point of X by ρ·input_reach(X), and
// dist is 1-Lipschitz in both, so the quantity moves by at most
//   ρ·(|c| + |v| + r + input_reach(X)) = ρ·(input_reach(sphere) + input_reach(X)).
// A verdict with |dist(path, X) − r| within band + input band could be flipped by that rounding.
// dist comes from GJK on the path segment and X (GJK's lower and upper bounds, so the flag is
// safe both ways); only computed when the inputs were rounded.
#include "../math/tolerances.hpp"
#include "../shapes/shape.hpp"
#include "moving_sphere_queries.hpp"

namespace collide {

// Sets r.input_band and, when the rounding could have flipped r's verdict, r.within_tolerance.
template <class T>
void add_sweep_input_band(SweptSphereShapeContact<T>& r, const MovingSphere<T>& a,
                          const Shape<T>& x, const Tolerances<T>& tol);

}  // namespace collide
