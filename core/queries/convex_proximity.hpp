#pragma once
// Any two bounded convex shapes by GJK and EPA (core/queries/gjk.hpp, epa.hpp): apart, how far
// and between which points; intersecting, how deep and along which direction. The pair
// dispatch uses it for the ellipsoid against everything but a plane (which has a closed form).
//
// GJK decides: intersecting iff its simplex encloses the origin or comes within the band of it.
// Then EPA measures the depth. within_tolerance: disjoint with GJK's lower bound on the distance
// <= band, or intersecting with EPA's depth <= band (touching); converged: both runs met their
// tolerance before a cap or rounding's floor stopped them.
#include "epa.hpp"
#include "gjk.hpp"

namespace collide {

template <class T>
struct ConvexProximity {
  InputCheck input;
  bool intersects = false;
  bool within_tolerance = false;
  bool converged = false;
  // Disjoint: the distance (GJK's upper bound, within gjk_relative of the true one) and the
  // witness points on A and on B that are that far apart. 0 and GJK's last simplex point when
  // intersecting.
  T distance = 0;
  Vec3<T> witness_a{}, witness_b{};
  // Intersecting: EPA's depth (lower bound, within epa_scale_relative · s), the direction from A
  // towards B along which moving B by depth makes them touch, and the contact points on A and B.
  T depth = 0;
  Vec3<T> normal{};
  Vec3<T> contact_a{}, contact_b{};
  T band = 0;  // the contact band, world units
  // The inputs' rounding (tolerances.hpp; 0 unless rounded), world units: how far it can move
  // the distance or the depth; within band + input_band the verdict is within_tolerance.
  T input_band = 0;
  // The evidence: both runs, step by step, in world units. epa is empty unless intersecting.
  GjkResult<T> gjk;
  bool epa_ran = false;
  EpaResult<T> epa;
};

// Precondition for an answer: neither operand is a ray or a plane (unbounded; the result then
// says intersects false, converged false, and holds no steps).
template <class T>
ConvexProximity<T> convex_proximity(const Shape<T>& a, const Shape<T>& b,
                                    const Tolerances<T>& tol = {},
                                    const GjkSettings<T>& settings = {});

}  // namespace collide
