#pragma once
// Every tolerance the queries use, in one place, with its default for each scalar.
//
// The queries treat shapes as closed sets: touching intersects. Rounding can move a touching
// pair a few ulps apart (or together), so a query that computes a gap (a signed distance, the
// distance between centers minus the radii, …) compares it with a *contact band* instead of 0:
//
//   intersects  ⇔  gap <= band,      band = contact · scale,
//
// where `scale` is the size of the numbers that went into the gap (for example |c|₁ + |d| for a
// point–plane distance n·c − d; for sphere–sphere only |c₁ − c₂|₁ + r₁ + r₂, since subtracting
// nearby coordinates is exact). Because the band is relative, far from the origin it grows with
// the coordinates, as float's resolution does. A result reports `within_tolerance` when
// |gap| <= band: a change of rounding could have flipped that verdict. Queries made of
// comparisons only (point–AABB, AABB–AABB) are exact and never report it.
#include <limits>

namespace collide {

template <class T>
struct Tolerances {
  // Relative half-width of the contact band (see above). Default: 16 ulps of the scale,
  // about 1.9e-6 for float and 3.6e-15 for double.
  T contact = T(16) * std::numeric_limits<T>::epsilon();

  // Absolute half-thickness of a plane when a *point* is classified against it (point–plane
  // and the three vertices of triangle–plane): |n·p − d| <= plane_thickness + band is "on".
  // Default 0: only rounding counts as on. Set it to treat the plane as a slab.
  T plane_thickness = T(0);

  // Separating-axis test (core/obb_sat.hpp): Ericson's epsilon, added to every |Rᵢⱼ| (the
  // absolute rotation matrix between the boxes' axes) so that nearly parallel edges, whose
  // cross product is almost zero, cannot produce a false separating axis; the added amount is
  // scaled by the boxes' extents where it is used, so it is scale-aware. Defaults 1e-6 for
  // float and 1e-12 for double. See the SAT section of the README for how it enters the test.
  T sat_parallel = std::numeric_limits<T>::digits > 24 ? T(1e-12) : T(1e-6);
};

// The contact band for gaps computed from numbers of size `scale`.
template <class T>
constexpr T contact_band(const Tolerances<T>& tol, T scale) {
  return tol.contact * scale;
}

}  // namespace collide
