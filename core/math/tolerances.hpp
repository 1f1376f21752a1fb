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
// comparisons only (point–AABB, AABB–AABB) are exact and report it only for the input band below.
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

  // Relative rounding the operands went through before the test saw them: each number x of a
  // shape is within input_rounding·|x| of the number it stands for. 0 (the default) when the
  // operands are the numbers judged; 2^-24 when a float test runs on a double scene's shapes
  // rounded to float (scene_tolerances<float>), since rounding to nearest moves x by at most
  // half an ulp <= 2^-24·|x|. Every pair test reports an input band (`input_band`, beside its
  // band): how far that rounding can move its gap (core/shapes/input_reach.hpp). The verdict is
  // still gap <= band (or the SAT's own rule); a verdict the rounding of the inputs could have
  // flipped, |gap| <= band + input band, is reported as decided inside the band (within_tolerance).
  T input_rounding = T(0);
};

// The contact band for gaps computed from numbers of size `scale`.
template <class T>
constexpr T contact_band(const Tolerances<T>& tol, T scale) {
  return tol.contact * scale;
}

// The band for the rounding of the operands before the test (input_rounding), for a gap that
// moves by at most ρ·reach when every input number x moves by ρ·|x|: `reach` is the test's own
// bound, e.g. |c₁| + |c₂| + r₁ + r₂ for two spheres (a centre moves by at most ρ·|c|). 0 when
// the operands are the numbers judged (and then whatever reach is, even infinite). The factor
// 1 + 2^-8 covers the rounding of the bound's own arithmetic.
template <class T>
constexpr T input_band(const Tolerances<T>& tol, T reach) {
  if (tol.input_rounding == T(0)) return T(0);
  return tol.input_rounding * (T(1) + T(1) / T(256)) * reach;
}

}  // namespace collide
